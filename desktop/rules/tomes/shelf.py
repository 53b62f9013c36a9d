"""The Tomes tab's scene: who holds which tome, how far each reading and study has come, the spells being learned
and known — pure operations on a frozen state, as every scene's are. Which week it is belongs to the campaign's
calendar (the session's), given to the operations that count weeks.

Readers are read from the roster as `Reader`s; what reading does to them (Cthulhu Mythos, SAN, MP, HP, POW) is
told as effects."""

from __future__ import annotations

from dataclasses import dataclass, replace

from desktop.rules.checks import Check, Difficulty, RollKind, Winner, make_check, opposed_winner, push_refusal
from desktop.rules.codec import SceneCodec
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.roster.sheet import text_problem
from desktop.rules.sanity.insanity import never_negative
from desktop.rules.scene import (
    CharacteristicChanged,
    Effect,
    HpChanged,
    MagicPointsChanged,
    MythosChanged,
    Outcome,
    SanityChanged,
    dead_refusal,
    is_dead,
    refuse_the_dead,
)
from desktop.rules.tomes.mythos import (
    Spell,
    Tome,
    casting_cost,
    full_study_mythos_gain,
    mp_recovered,
    power_improves,
    reading_difficulty,
    reference_use,
    roll_tome_loss,
    study_weeks,
)
from desktop.rules.words import counted


@dataclass(frozen=True)
class Reader:
    """What the tome rules need of one investigator, read from the roster."""

    character_id: int
    name: str
    language: int  # the skill value in the tome's language
    intelligence: int
    power: int
    mythos: int
    sanity: int
    mp: int
    hp: int
    believer: bool = False
    conditions: frozenset[str] = frozenset()  # the Roster's: the dead read, study and cast nothing

    def refuse_if_dead(self, why: str) -> None:
        refuse_the_dead(self.name, self.conditions, why)


@dataclass(frozen=True)
class Holding:
    """One tome in one investigator's hands, and how far they are with it."""

    character_id: int
    title: str
    initial_done: bool = False
    reading_failed: bool = False  # the last reading roll failed: it may be pushed once
    waiting: bool = False  # a reading failed: a fresh try waits for time to pass (hours or weeks)
    full_studies: int = 0
    studying: bool = False
    paused: bool = False
    weeks_done: int = 0


@dataclass(frozen=True)
class Learning:
    character_id: int
    spell: str
    weeks_left: int


@dataclass(frozen=True)
class Known:
    character_id: int
    spell: str
    cast_before: bool = False
    failed_first: bool = False  # the first casting's Hard POW roll failed: push it, or learn the spell again
    may_push: bool = False  # that failed roll may be pushed (not a fumble)


@dataclass(frozen=True)
class TomesState:
    name: str = "Tomes"
    holdings: tuple[Holding, ...] = ()
    learning: tuple[Learning, ...] = ()
    known: tuple[Known, ...] = ()
    own_tomes: tuple[Tome, ...] = ()  # the Keeper's own tomes, kept in the campaign

    def holding(self, character_id: int, title: str) -> Holding:
        found = next((h for h in self.holdings if h.character_id == character_id and h.title == title), None)
        if found is None:
            raise ValueError(f"they do not have {title}")
        return found

    def with_holding(self, holding: Holding) -> TomesState:
        kept = tuple(h for h in self.holdings if (h.character_id, h.title) != (holding.character_id, holding.title))
        return replace(self, holdings=(*kept, holding))


def add_tome(state: TomesState, tome: Tome, known_titles: set[str], spells: set[str]) -> Outcome[TomesState]:
    """A tome of the Keeper's own, kept in the campaign beside the shipped ones; refused by field when it cannot
    be read."""
    for text, what in ((tome.title, "Title"), (tome.language, "Language")):
        if problem := text_problem(text, what, required=True):
            raise ValueError(problem)
    title = tome.title.strip()
    if title in known_titles:
        raise ValueError(f"There is a tome called {title} already")
    reading_difficulty(tome.condition)
    numbers = (
        (tome.initial_mythos, "Initial Cthulhu Mythos"),
        (tome.full_mythos, "Full-study Cthulhu Mythos"),
        (tome.mythos_rating, "Mythos rating"),
    )
    for value, what in numbers:
        if not 0 <= value <= 99:
            raise ValueError(f"{what} must be between 0 and 99, not {value}")
    if not 1 <= tome.study_weeks <= 999:
        raise ValueError(f"Study weeks must be between 1 and 999, not {tome.study_weeks}")
    never_negative(tome.sanity_loss, "SAN loss")
    unknown = [s for s in tome.spells if s not in spells]
    if unknown:
        raise ValueError(f"No spell called {unknown[0]} in the spell table")
    kept = replace(tome, title=title, language=tome.language.strip())
    return Outcome(replace(state, own_tomes=(*state.own_tomes, kept)), f"A new tome for the campaign: {title}")


def give(state: TomesState, reader: Reader, tome: Tome) -> Outcome[TomesState]:
    reader.refuse_if_dead("a tome goes to the living")
    if any(h.character_id == reader.character_id and h.title == tome.title for h in state.holdings):
        raise ValueError(f"{reader.name} has {tome.title} already")
    return Outcome(state.with_holding(Holding(reader.character_id, tome.title)), f"{reader.name} has {tome.title}")


def _gain_mythos(reader: Reader, gain: int, effects: list[Effect], lines: list[str]) -> Reader:
    after = min(99, reader.mythos + gain)
    if after != reader.mythos:
        effects.append(MythosChanged(reader.character_id, reader.name, reader.mythos, after))
        lines.append(f"Cthulhu Mythos {reader.mythos} → {after}; max SAN {99 - reader.mythos} → {99 - after}")
    return replace(reader, mythos=after, sanity=min(reader.sanity, 99 - after))


def _tome_loss(reader: Reader, tome: Tome, dice: Dice, effects: list[Effect], lines: list[str]) -> Reader:
    if not reader.believer:
        lines.append(f"{reader.name} does not believe a word of it: no SAN lost")
        return reader
    loss = roll_tome_loss(tome, dice)
    after = max(0, reader.sanity - loss)
    if after != reader.sanity:
        effects.append(SanityChanged(reader.character_id, reader.name, reader.sanity, after))
    lines.append(f"{tome.sanity_loss} = {loss} SAN lost to what it says")
    return replace(reader, sanity=after)


def initial_reading(
    state: TomesState, reader: Reader, tome: Tome, dice: Dice, pushed: bool = False, anyway: bool = False
) -> Outcome[TomesState]:
    """The reading roll in the tome's language at its condition's difficulty (pushable, as a skill roll); on a
    success the initial Cthulhu Mythos gain and, for a believer, the tome's SAN loss. After a failure a fresh try
    waits until time has passed (hours or weeks), unless the Keeper allows it `anyway`."""
    reader.refuse_if_dead("the dead read nothing")
    holding = state.holding(reader.character_id, tome.title)
    if holding.initial_done:
        raise ValueError(f"{reader.name} has read {tome.title} through once already: study it in full")
    if pushed and not holding.reading_failed:
        raise ValueError("only a failed reading roll can be pushed")
    if not pushed and holding.waiting and not anyway:
        raise ValueError(
            f"{reader.name} failed to read {tome.title}, and no time has passed since: let hours or "
            "weeks pass before another try" + (", or push the failed roll" if holding.reading_failed else "")
        )
    check = make_check(dice, reader.language, tome.difficulty, kind=RollKind.SKILL)
    if pushed:
        check = replace(check, pushed=True)
    lines = [f"{tome.language} {check.result} vs {reader.language} ({tome.difficulty.label}): {_level(check)}"]
    if not pushed and holding.waiting:
        lines.insert(0, "tried again at once, at the Keeper's word")
    effects: list[Effect] = []
    if not check.succeeded:
        may_push = not pushed and push_refusal(check) is None
        lines.append(
            "cannot make sense of it"
            + (
                "; the push failed: the Keeper says what it costs"
                if pushed
                else "; the roll may be pushed"
                if may_push
                else "; another try when time has passed"
            )
        )
        failed = replace(holding, reading_failed=may_push, waiting=True)
        return Outcome(state.with_holding(failed), f"{reader.name} reads {tome.title}", tuple(lines), (), (check,), ())
    reader = _gain_mythos(reader, tome.initial_mythos, effects, lines)
    _tome_loss(reader, tome, dice, effects, lines)
    done = replace(holding, initial_done=True, reading_failed=False, waiting=False)
    return Outcome(
        state.with_holding(done), f"{reader.name} reads {tome.title}", tuple(lines), (), (check,), tuple(effects)
    )


def _level(check: Check) -> str:
    """The level rolled, and whether it was enough at the difficulty asked ("Regular success, not enough at
    Hard")."""
    if check.level.is_success and not check.succeeded:
        return f"{check.level.label}, not enough at {check.difficulty.label}"
    return check.level.label


def _time_passed(state: TomesState) -> TomesState:
    """Time has passed: a failed reading may be tried afresh (its push, if any, is gone with the moment)."""
    return replace(
        state,
        holdings=tuple(replace(h, waiting=False, reading_failed=False) if h.waiting else h for h in state.holdings),
    )


def begin_study(state: TomesState, reader: Reader, tome: Tome) -> Outcome[TomesState]:
    """A full study needs the initial reading; no roll; base weeks × 2 for each study before."""
    reader.refuse_if_dead("the dead study nothing")
    holding = state.holding(reader.character_id, tome.title)
    if not holding.initial_done:
        raise ValueError(f"{reader.name} must read {tome.title} through once before a full study")
    if holding.studying:
        raise ValueError(f"{reader.name} is studying {tome.title} already")
    weeks = study_weeks(tome.study_weeks, holding.full_studies)
    started = replace(holding, studying=True, paused=False, weeks_done=0)
    return Outcome(
        state.with_holding(started),
        f"{reader.name} begins a full study of {tome.title}",
        (_weeks(weeks) + (f" (study {holding.full_studies + 1}: twice the last)" if holding.full_studies else ""),),
    )


def pause_study(state: TomesState, reader: Reader, tome: Tome, paused: bool) -> Outcome[TomesState]:
    holding = state.holding(reader.character_id, tome.title)
    if not holding.studying:
        raise ValueError(f"{reader.name} is not studying {tome.title}")
    what = f"{reader.name} {'puts aside' if paused else 'takes up again'} {tome.title}"
    return Outcome(state.with_holding(replace(holding, paused=paused)), what, (f"{_weeks(holding.weeks_done)} done",))


WEEK_HOURS = 7 * 24
MOST_WEEKS = 999  # at most this many weeks pass in one step


def week_passes(
    state: TomesState, readers: dict[int, Reader], tomes: dict[str, Tome], dice: Dice, weeks: int = 1, *, week: int
) -> Outcome[TomesState]:
    """The campaign calendar moves on `weeks` weeks to week `week`, as one step: every study not put aside advances
    week by week, and every spell being learned; a finished study gives its Cthulhu Mythos (full when the tome's
    rating exceeds the reader's, half otherwise) and, for a believer, its SAN loss. Magic points come back with the
    hours (a week brings back any investigator's)."""
    if not 1 <= weeks <= MOST_WEEKS:
        raise ValueError(f"Weeks must be between 1 and {MOST_WEEKS}, not {weeks}")
    lines: list[str] = []
    effects: list[Effect] = []
    current = dict(readers)
    dead = {cid for cid, r in readers.items() if is_dead(r.conditions)}
    for cid in sorted(dead):  # their studies and spells wait where they stood; no magic points come back
        under_way = [h.title for h in state.holdings if h.character_id == cid and h.studying and not h.paused]
        under_way += [item.spell for item in state.learning if item.character_id == cid]
        if under_way:
            reader = readers[cid]
            lines.append(dead_refusal(reader.name, reader.conditions, f"{', '.join(under_way)} goes no further"))
    after = _time_passed(state)
    for reached in range(week - weeks + 1, week + 1):
        after = _one_week(after, reached, current, tomes, dice, lines, effects, dead)
    for character_id, reader in current.items():
        if character_id in dead:
            continue
        mp = min(reader.power // 5, reader.mp + mp_recovered(weeks * WEEK_HOURS, reader.power))
        if mp > reader.mp:
            effects.append(MagicPointsChanged(character_id, reader.name, reader.mp, mp))
            lines.append(f"{reader.name}: MP {reader.mp} → {mp}")
    said = "a week passes" if weeks == 1 else f"{weeks} weeks pass"
    return Outcome(after, f"Week {week}: {said}", tuple(lines), (), (), tuple(effects))


def san_weeks(state: TomesState, readers: dict[int, Reader], tomes: dict[str, Tome], weeks: int) -> tuple[int, ...]:
    """The weeks of the next `weeks` (counted from now, 1 to `weeks`) in which a full study ends for a believer, so
    costs SAN: the calendar lets the days before each pass first, and the days after it pass after it. Known without
    a roll (a study ends when its weeks are done, as `week_passes` counts them)."""
    ends = set()
    for holding in state.holdings:
        reader, tome = readers.get(holding.character_id), tomes.get(holding.title)
        if not holding.studying or holding.paused or reader is None or tome is None:
            continue
        if not reader.believer or is_dead(reader.conditions):
            continue
        left = max(1, study_weeks(tome.study_weeks, holding.full_studies) - holding.weeks_done)
        if left <= weeks:
            ends.add(left)
    return tuple(sorted(ends))


def _one_week(
    state: TomesState,
    week: int,
    current: dict[int, Reader],
    tomes: dict[str, Tome],
    dice: Dice,
    lines: list[str],
    effects: list[Effect],
    dead: set[int] = frozenset(),
) -> TomesState:
    """The week that ends in calendar week `week`."""
    after = state
    for holding in state.holdings:
        if (
            not holding.studying
            or holding.paused
            or holding.character_id not in current
            or holding.character_id in dead
            or holding.title not in tomes
        ):
            continue  # put aside, its reader dead, or its reader or tome gone from the campaign
        tome, reader = tomes[holding.title], current[holding.character_id]
        done = holding.weeks_done + 1
        needed = study_weeks(tome.study_weeks, holding.full_studies)
        if done < needed:
            after = after.with_holding(replace(holding, weeks_done=done))
            continue
        gain = full_study_mythos_gain(tome.full_mythos, tome.mythos_rating, reader.mythos)
        lines.append(
            f"Week {week}: {reader.name} finishes a full study of {tome.title} ({_weeks(needed)}): "
            f"+{gain} Cthulhu Mythos" + ("" if gain == tome.full_mythos else " (half: they know more than it rates)")
        )
        reader = _gain_mythos(reader, gain, effects, lines)
        with dice.about(reader.name, f"a full study of {tome.title}", investigator=True):  # the reader's own dice
            reader = _tome_loss(reader, tome, dice, effects, lines)
        current[holding.character_id] = reader
        after = after.with_holding(
            replace(holding, studying=False, weeks_done=0, full_studies=holding.full_studies + 1)
        )
    learning = []
    known = list(after.known)
    for item in after.learning:
        if item.character_id in dead:
            learning.append(item)
        elif item.weeks_left > 1:
            learning.append(replace(item, weeks_left=item.weeks_left - 1))
        elif item.character_id in current:
            known.append(Known(item.character_id, item.spell))
            lines.append(f"Week {week}: {current[item.character_id].name} has learned {item.spell}")
    return replace(after, learning=tuple(learning), known=tuple(known))


def reference(state: TomesState, reader: Reader, tome: Tome, dice: Dice) -> Outcome[TomesState]:
    """Looking something up (1D4 hours): needs a full study; found on 1D100 at most the tome's Mythos rating."""
    reader.refuse_if_dead("the dead look nothing up")
    if state.holding(reader.character_id, tome.title).full_studies < 1:
        raise ValueError(f"{reader.name} must have studied {tome.title} in full to use it for reference")
    hours, roll = DiceExpr.parse("1D4").roll(dice), dice.roll(100)
    found = reference_use(tome.mythos_rating, roll)
    return Outcome(
        state,
        f"{reader.name} looks something up in {tome.title}",
        (f"{counted(hours, 'hour')}; 1D100 = {roll} vs {tome.mythos_rating}: {'found' if found else 'not found'}",),
    )


def _weeks(weeks: int) -> str:
    return "1 week" if weeks == 1 else f"{weeks} weeks"


def learn_spell(
    state: TomesState,
    reader: Reader,
    tome: Tome | None,
    spell: Spell,
    dice: Dice,
    int_roll: bool = False,
    source: str = "book",
) -> Outcome[TomesState]:
    """Learning a spell. From a book: after the initial reading, over its learning time (typically 2D6 weeks), the
    Keeper may ask a Hard INT roll first. From a person: as from a book, but faster — our reading: half the time,
    rounded up. From an entity: at once, kept only on an INT roll."""
    reader.refuse_if_dead("the dead learn no spells")
    if source not in ("book", "person", "entity"):
        raise ValueError(f"a spell is learned from a book, a person or an entity, not {source!r}")
    if source == "book":
        if tome is None:
            raise ValueError("pick the tome it is learned from")
        holding = state.holding(reader.character_id, tome.title)
        if not holding.initial_done:
            raise ValueError(f"{reader.name} must read {tome.title} through once before learning from it")
        if spell.name not in tome.spells:
            raise ValueError(f"{tome.title} does not hold {spell.name}")
    known = next((k for k in state.known if k.character_id == reader.character_id and k.spell == spell.name), None)
    if (known is not None and not known.failed_first) or any(
        item.character_id == reader.character_id and item.spell == spell.name for item in state.learning
    ):
        raise ValueError(f"{reader.name} knows {spell.name}, or is learning it, already")
    if known is not None:  # a failed first casting: the spell is learned again from the start
        state = replace(state, known=tuple(k for k in state.known if k != known))
    checks, lines = [], []
    if source == "entity":
        check = make_check(dice, reader.intelligence, kind=RollKind.CHARACTERISTIC)
        lines.append(f"taught by an entity: INT {check.result} vs {reader.intelligence}: {check.level.label}")
        if not check.succeeded:
            return Outcome(state, f"{reader.name} is taught {spell.name}", (*lines, "it slips away"), (), (check,))
        known = (*state.known, Known(reader.character_id, spell.name))
        return Outcome(
            replace(state, known=known), f"{reader.name} is taught {spell.name}", (*lines, "kept"), (), (check,)
        )
    if int_roll:
        check = make_check(dice, reader.intelligence, Difficulty.HARD, kind=RollKind.CHARACTERISTIC)
        checks.append(check)
        lines.append(f"INT {check.result} vs {reader.intelligence} (Hard): {_level(check)}")
        if not check.succeeded:
            return Outcome(
                state, f"{reader.name} tries to learn {spell.name}", (*lines, "it will not come"), (), tuple(checks)
            )
    weeks = max(1, DiceExpr.parse(spell.learn_weeks).roll(dice))
    if source == "person":
        lines.append(
            f"{spell.learn_weeks} = {_weeks(weeks)} to learn {spell.name} from a book; from a person, half: "
            f"{_weeks((weeks + 1) // 2)}"
        )
        weeks = (weeks + 1) // 2
    else:
        lines.append(f"{spell.learn_weeks} = {_weeks(weeks)} to learn {spell.name}")
    learning = (*state.learning, Learning(reader.character_id, spell.name, weeks))
    return Outcome(
        replace(state, learning=learning),
        f"{reader.name} begins to learn {spell.name}",
        tuple(lines),
        (),
        tuple(checks),
    )


def hours_pass(state: TomesState, readers: list[Reader], hours: int) -> Outcome[TomesState]:
    """Magic points come back with the hours (rules.tomes.mp_recovered), never past the maximum (POW / 5)."""
    if not 1 <= hours <= 24 * 28:
        raise ValueError(f"Hours must be between 1 and {24 * 28}, not {hours}")
    effects: list[Effect] = []
    lines = []
    for reader in (r for r in readers if not is_dead(r.conditions)):
        after = min(reader.power // 5, reader.mp + mp_recovered(hours, reader.power))
        if after > reader.mp:
            effects.append(MagicPointsChanged(reader.character_id, reader.name, reader.mp, after))
            lines.append(f"{reader.name}: MP {reader.mp} → {after}")
    said = "1 hour passes" if hours == 1 else f"{hours} hours pass"
    return Outcome(_time_passed(state), said, tuple(lines) or ("no magic points to recover",), (), (), tuple(effects))


def cast(
    state: TomesState,
    reader: Reader,
    spell: Spell,
    dice: Dice,
    push_failed: bool = False,
    won_opposed_pow: bool = False,
    target: tuple[str, int] | None = None,
) -> Outcome[TomesState]:
    """Casting a known spell: MP (any lacking come off HP) and SAN. The first casting needs a Hard POW roll; when it
    fails nothing is spent, and the failure stands until it is pushed (`push_failed`: a failed push still casts, at
    1D6 times the MP and SAN) or the spell is learned again. A spell cast on a `target` (its name and POW) that
    calls for an opposed POW roll rolls it here; otherwise the Keeper may say the caster won it
    (`won_opposed_pow`). Winning it may raise POW (1D100 above POW, or 96+: +1D10)."""
    reader.refuse_if_dead("the dead cast no spells")
    if target is not None and not spell.opposed_pow:
        raise ValueError(f"{spell.name} calls for no opposed POW roll: it is cast without a target here")
    known = next((k for k in state.known if k.character_id == reader.character_id and k.spell == spell.name), None)
    if known is None:
        raise ValueError(f"{reader.name} does not know {spell.name}")
    if push_failed and not (known.failed_first and known.may_push):
        raise ValueError(
            f"only a failed first casting can be pushed, and {reader.name}'s casting of {spell.name} "
            + ("was a fumble" if known.failed_first else "has not failed")
        )
    if known.failed_first and not push_failed:
        raise ValueError(
            f"{reader.name}'s first casting of {spell.name} failed: "
            + ("push it, or " if known.may_push else "")
            + "learn the spell again"
        )
    lines: list[str] = []
    checks = []
    multiplier = 1
    if push_failed:
        again = replace(make_check(dice, reader.power, Difficulty.HARD, kind=RollKind.CHARACTERISTIC), pushed=True)
        checks.append(again)
        lines.append(f"first casting, pushed: POW {again.result} vs {reader.power} (Hard): {_level(again)}")
        if not again.succeeded:
            multiplier = dice.roll(6)
            lines.append(f"the push fails, yet the spell is cast: 1D6 = {multiplier} times the cost")
    elif not known.cast_before:
        check = make_check(dice, reader.power, Difficulty.HARD, kind=RollKind.CHARACTERISTIC)
        checks.append(check)
        lines.append(f"first casting: POW {check.result} vs {reader.power} (Hard): {_level(check)}")
        if not check.succeeded:
            may_push = push_refusal(check) is None
            failed = replace(known, failed_first=True, may_push=may_push)
            lines.append(
                "it fails, and nothing is spent; "
                + (
                    "push the roll, or learn the spell again"
                    if may_push
                    else "a fumble cannot be pushed: learn the spell again"
                )
            )
            known_now = tuple(failed if k == known else k for k in state.known)
            return Outcome(
                replace(state, known=known_now),
                f"{reader.name} tries to cast {spell.name}",
                tuple(lines),
                (),
                tuple(checks),
            )
    cost = casting_cost(spell.mp_cost, max(0, DiceExpr.parse(spell.san_cost).roll(dice)), reader.mp, multiplier)
    effects: list[Effect] = []
    if cost.mp:
        effects.append(MagicPointsChanged(reader.character_id, reader.name, reader.mp, reader.mp - cost.mp))
    if cost.hp:
        effects.append(HpChanged(reader.character_id, reader.name, reader.hp, max(0, reader.hp - cost.hp)))
    if cost.san:
        effects.append(SanityChanged(reader.character_id, reader.name, reader.sanity, max(0, reader.sanity - cost.san)))
    lines.append(f"costs {cost.mp} MP" + (f" and {cost.hp} HP (no MP left)" if cost.hp else "") + f", {cost.san} SAN")
    if target is not None:
        name, power = target
        mine = make_check(dice, reader.power, kind=RollKind.CHARACTERISTIC)
        theirs = make_check(dice, power, kind=RollKind.CHARACTERISTIC)
        checks += [mine, theirs]
        won_opposed_pow = opposed_winner(mine.level, reader.power, theirs.level, power) is Winner.ATTACKER
        lines.append(
            f"{spell.name} on {name}, opposed POW: {reader.name} {mine.result} vs {reader.power}, "
            f"{mine.level.label}; {name} {theirs.result} vs {power}, {theirs.level.label}: "
            + (f"{reader.name} wins — the spell takes hold of {name}" if won_opposed_pow else f"{name} resists it")
        )
    if won_opposed_pow and spell.opposed_pow:
        lines.extend(_power_grows(reader, dice, effects))
    cast_now = replace(known, cast_before=True, failed_first=False, may_push=False)
    known_now = tuple(cast_now if k == known else k for k in state.known)
    return Outcome(
        replace(state, known=known_now),
        f"{reader.name} casts {spell.name}",
        tuple(lines),
        (),
        tuple(checks),
        tuple(effects),
    )


def _power_grows(reader: Reader, dice: Dice, effects: list[Effect]) -> list[str]:
    """The POW improvement roll after winning a spell's opposed POW roll."""
    roll = dice.roll(100)
    if not power_improves(roll, reader.power):
        return [f"won the POW contest: 1D100 = {roll}, not over POW {reader.power}"]
    gain = dice.roll(10)
    effects.append(CharacteristicChanged(reader.character_id, reader.name, reader.power, reader.power + gain, "POW"))
    return [f"won the POW contest: 1D100 = {roll} over POW {reader.power}: +1D10 = {gain} → POW {reader.power + gain}"]


def _v1_to_v2(data: dict) -> dict:
    """Version 2: the week is the campaign calendar's (the session's), no longer kept in the Tomes state. The
    file's step 7 moved it there; the state drops it."""
    data.pop("week", None)
    return data


CODEC = SceneCodec(
    "tomes",
    TomesState,
    "the Tomes state",
    version=2,
    upgrades={1: _v1_to_v2},
    labels={Holding: "tome held", Learning: "spell being learned", Known: "spell known", Tome: "tome of the campaign"},
)
