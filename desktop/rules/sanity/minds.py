"""The Sanity tab's scene: what the Mythos does to each investigator's mind, as pure operations on a frozen state.

The state carries what outlasts one roll: the game day's losses (the SAN each mind held when it began and what it
has lost since, for indefinite insanity; which day it is belongs to the campaign's calendar, given to the operations
that need it), the encounter under way (one roll per kind of horror in it), what each mind has grown used to, and
who has already learned Mythos from madness. The investigators themselves (SAN, INT, Cthulhu Mythos, conditions)
are read from the roster as `Mind`s and changed through effects."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from desktop.rules.checks import Check, RollKind, make_check
from desktop.rules.codec import SceneCodec
from desktop.rules.dice import Dice, DiceExpr, roll_d100
from desktop.rules.roster.sheet import text_problem
from desktop.rules.sanity.insanity import (
    MANIA_BOUT,
    PHOBIA_BOUT,
    TREATMENT_SETTINGS,
    Bout,
    awfulness_loss,
    bout_of_madness,
    grasp_roll,
    indefinite_insanity,
    mythos_gain_for_bout,
    never_negative,
    phobia_or_mania,
    roll_sanity,
    sanity_loss,
    success_and_failure,
    temporary_insanity,
    treatment_result,
)
from desktop.rules.scene import (
    Condition,
    ConditionsChanged,
    Effect,
    MythosChanged,
    NoteAdded,
    Outcome,
    SanityChanged,
    dead_refusal,
    is_dead,
    refuse_the_dead,
)
from desktop.rules.tomes.mythos import believer_shock
from desktop.rules.words import counted, signed

TEMPORARY, INDEFINITE, PERMANENT = (
    Condition.TEMPORARY_INSANITY,
    Condition.INDEFINITE_INSANITY,
    Condition.PERMANENT_INSANITY,
)
INSANE = frozenset({TEMPORARY, INDEFINITE})


@dataclass(frozen=True)
class Mind:
    """What the Sanity rules need of one investigator, read from the roster."""

    character_id: int
    name: str
    sanity: int
    max_sanity: int
    intelligence: int
    mythos: int
    conditions: frozenset[Condition] = frozenset()


@dataclass(frozen=True)
class Horror:
    """What was seen: its name, its loss ('0/1D6'), the kind getting used to it counts by, and whether it is of the
    Mythos (madness it causes teaches Cthulhu Mythos)."""

    name: str
    loss: str
    kind: str = ""
    mythos: bool = True

    @property
    def maximum(self) -> int:
        return sanity_loss(self.loss)[1].maximum

    @property
    def counted_as(self) -> str:
        return self.kind or self.name


@dataclass(frozen=True)
class SanityState:
    name: str = "Minds"
    encounter: str = ""
    seen: tuple[tuple[int, str], ...] = ()  # (investigator, kind) faced in this encounter
    day_start: tuple[tuple[int, int], ...] = ()  # SAN each held when the day began (from their first loss)
    day_loss: tuple[tuple[int, int], ...] = ()  # SAN lost today
    used_to: tuple[tuple[int, str, int], ...] = ()  # (investigator, kind, SAN lost to it in all)
    mythos_bouts: tuple[int, ...] = ()  # investigators who have had a bout the Mythos caused
    horrors: tuple[Horror, ...] = ()  # the Keeper's own entries for the SAN-loss table, kept in the campaign
    believers: tuple[int, ...] = ()  # investigators who believe the Mythos is real (tomes cost them SAN)
    treated: tuple[tuple[int, int], ...] = ()  # (investigator, calendar week) of each one's last month of treatment
    # (investigator, "home" or "institution", the doctor's Psychoanalysis or 0, the week the month under way ends)
    treating: tuple[tuple[int, Literal["home", "institution"], int, int], ...] = ()

    def lost_today(self, character_id: int) -> int:
        return dict(self.day_loss).get(character_id, 0)

    def used_to_kind(self, character_id: int, kind: str) -> int:
        return next((lost for cid, k, lost in self.used_to if cid == character_id and k == kind), 0)

    def in_treatment(self, character_id: int) -> tuple[str, int, int] | None:
        """(setting, Psychoanalysis or 0, the week this month of treatment ends), or None when not in treatment."""
        return next(((s, p, w) for cid, s, p, w in self.treating if cid == character_id), None)


def _with(pairs: tuple, key, value) -> tuple:
    return tuple(sorted({**dict(pairs), key: value}.items()))


class _Minds:
    """A working copy for one operation: minds change, effects, lines and checks accumulate."""

    def __init__(self, state: SanityState, dice: Dice) -> None:
        self.state, self.dice = state, dice
        self.lines: list[str] = []
        self.checks: list = []
        self.effects: list[Effect] = []

    def lose(self, mind: Mind, amount: int) -> Mind:
        after = max(0, mind.sanity - amount)
        if after != mind.sanity:
            self.effects.append(SanityChanged(mind.character_id, mind.name, mind.sanity, after))
        return replace(mind, sanity=after)

    def gain(self, mind: Mind, amount: int) -> Mind:
        after = min(mind.max_sanity, mind.sanity + amount)
        if after != mind.sanity:
            self.effects.append(SanityChanged(mind.character_id, mind.name, mind.sanity, after))
        return replace(mind, sanity=after)

    def conditions(self, mind: Mind, added: frozenset = frozenset(), removed: frozenset = frozenset()) -> Mind:
        added, removed = added - mind.conditions, removed & mind.conditions
        if added or removed:
            self.effects.append(ConditionsChanged(mind.character_id, mind.name, frozenset(added), frozenset(removed)))
        return replace(mind, conditions=(mind.conditions | added) - removed)

    def bout(self, mind: Mind, horror: Horror | None, summary: bool = False) -> Mind:
        """A bout of madness strikes; one the Mythos caused teaches Cthulhu Mythos (5 the first time, 1 after)."""
        self.note_bout(mind, bout_of_madness(summary, self.dice))
        if horror is not None and horror.mythos:
            first = mind.character_id not in self.state.mythos_bouts
            gain = mythos_gain_for_bout(first)
            after = min(99, mind.mythos + gain)
            self.effects.append(MythosChanged(mind.character_id, mind.name, mind.mythos, after))
            self.lines.append(
                f"{mind.name} learns {gain} Cthulhu Mythos from the madness ({mind.mythos} → {after}); "
                f"max SAN {99 - mind.mythos} → {99 - after}"
            )
            self.state = replace(self.state, mythos_bouts=tuple(sorted({*self.state.mythos_bouts, mind.character_id})))
            mind = replace(mind, mythos=after, max_sanity=99 - after, sanity=min(mind.sanity, 99 - after))
        return mind

    def note_bout(self, mind: Mind, bout: Bout) -> None:
        """Say what the bout is; a phobia or mania bout leaves one on the sheet (the backstory amended)."""
        self.lines.append(f"{mind.name}: {bout.describe()}")
        if bout.roll in (PHOBIA_BOUT, MANIA_BOUT):
            kind = "Mania" if bout.roll == MANIA_BOUT else "Phobia"
            text = f"{kind}: {phobia_or_mania(bout.roll == MANIA_BOUT, self.dice)}"
            self.effects.append(NoteAdded(mind.character_id, mind.name, text))
            self.lines.append(f"{mind.name} now has a {kind.lower()}, noted on the sheet: {text}")

    def outcome(self, what: str) -> Outcome[SanityState]:
        return Outcome(self.state, what, tuple(self.lines), (), tuple(self.checks), tuple(self.effects))


PER_ENCOUNTER = "one roll per encounter"


def _cannot_roll(state: SanityState, mind: Mind, kind: str) -> str | None:
    """Why this mind makes no Sanity roll for a horror of this kind now, or None when it rolls."""
    if dead := dead_refusal(mind.name, mind.conditions, "the dead make no Sanity rolls"):
        return dead
    if (mind.character_id, kind) in state.seen:
        return f"{mind.name} has faced {kind} in this encounter already: {PER_ENCOUNTER}"
    if PERMANENT in mind.conditions or mind.sanity <= 0:
        return f"{mind.name} is beyond losing more"
    return None


def sanity_rolls(state: SanityState, minds: list[Mind], horror: Horror, dice: Dice) -> Outcome[SanityState]:
    """Everyone who saw it rolls Sanity once for this encounter (a second sight of the same kind in it is flagged,
    not rolled). Success loses the smaller amount, failure the larger, a fumble the larger's maximum; what a mind
    is used to is taken off. 5+ from one roll: an INT roll — a success means they grasp it and are temporarily
    insane (a bout follows), a failure that the memory is repressed. The day's losses reaching a fifth of the SAN
    held when it began: indefinitely insane. 0 SAN: permanently insane. An insane mind losing more has another
    bout. When none of `minds` can roll (all faced it already, or are beyond losing more) it is refused, naming
    why; when some can, only they roll."""
    sanity_loss(horror.loss)
    if not minds:
        raise ValueError("pick who saw it")
    work = _Minds(state, dice)
    kind = horror.counted_as
    reasons = {mind.character_id: why for mind in minds if (why := _cannot_roll(state, mind, kind))}
    if len(reasons) == len(minds):  # a refusal: nothing to write, no step to undo
        said = "; ".join(reasons.values())
        raise ValueError(
            f"Sanity roll: nobody ticked can roll — {said}"
            + (
                " (New Encounter lets them face it afresh)"
                if any(r.endswith(PER_ENCOUNTER) for r in reasons.values())
                else ""
            )
        )
    for mind in minds:
        with dice.about(mind.name, f"seeing {horror.name}", investigator=True):
            if mind.character_id in reasons:
                work.lines.append(reasons[mind.character_id])
                continue
            rolled = roll_sanity(mind.sanity, horror.loss, dice)
            work.checks.append(rolled.check.by(mind.name))  # one roll of several: whose it was
            before = work.state.used_to_kind(mind.character_id, kind)
            taken = awfulness_loss(rolled.loss, before, horror.maximum)
            check = rolled.check
            lost = min(taken, mind.sanity)  # never more than there is to lose
            line = f"{mind.name}: SAN {check.result} vs {check.value}, {check.level.label}: loses {lost}"
            if taken < rolled.loss:
                line += f" (used to {kind}: {rolled.loss} less {rolled.loss - taken})"
            if lost < taken:
                line += f" ({taken} rolled; only {mind.sanity} {'was' if mind.sanity == 1 else 'were'} left)"
            work.lines.append(line)
            was_insane = bool(mind.conditions & INSANE)
            work.state = replace(
                work.state,
                seen=tuple(sorted({*work.state.seen, (mind.character_id, kind)})),
                used_to=_used(work.state.used_to, mind.character_id, kind, before + taken),
            )
            if taken and horror.mythos and mind.character_id not in work.state.believers:
                shock = believer_shock(False, mind.mythos)
                left = mind.sanity - lost
                more = min(shock, left)
                if shock:
                    work.lines.append(
                        f"{mind.name} now believes: the Mythos is real. The Cthulhu Mythos they had read of "
                        f"costs {shock} SAN more"
                        + (f"; only {left} {'was' if left == 1 else 'were'} left" if more < shock else "")
                    )
                else:
                    work.lines.append(f"{mind.name} now believes: the Mythos is real")
                work.state = replace(work.state, believers=tuple(sorted({*work.state.believers, mind.character_id})))
                lost += more
            start = dict(work.state.day_start).get(mind.character_id, mind.sanity)
            mind = work.lose(mind, lost)
            _after_loss(work, mind, lost, start, was_insane, horror)
    return work.outcome(f"Sanity roll: {horror.name} ({horror.loss})")


def _after_loss(work: _Minds, mind: Mind, taken: int, start: int, was_insane: bool, horror: Horror | None) -> None:
    """What a loss of `taken` SAN (already taken off `mind`) brings: the day's running loss; 0 SAN: permanently
    insane, and nothing more (no INT roll, no bout: the mind is gone); otherwise 5+ at once an INT roll (grasped:
    temporarily insane, and a bout); a fifth of the morning's SAN in a day: indefinitely insane; an insane mind
    losing more: another bout."""
    today = work.state.lost_today(mind.character_id) + taken
    work.state = replace(
        work.state,
        day_start=_with(work.state.day_start, mind.character_id, start),
        day_loss=_with(work.state.day_loss, mind.character_id, today),
    )
    if mind.sanity == 0:
        work.lines.append(f"{mind.name} has no Sanity left: permanently insane")
        work.conditions(mind, added=frozenset({PERMANENT}))
        return
    bout_due = False
    if temporary_insanity(taken):
        int_check, hours = grasp_roll(mind.intelligence, work.dice)
        work.checks.append(int_check.by(mind.name))
        if int_check.succeeded:
            work.lines.append(
                f"{mind.name}: INT {int_check.result} vs {mind.intelligence}, "
                f"{int_check.level.label}: grasps what it was — temporarily insane for "
                f"{counted(hours, 'hour')}"
            )
            mind = work.conditions(mind, added=frozenset({TEMPORARY}))
            bout_due = True
        else:
            work.lines.append(
                f"{mind.name}: INT {int_check.result} vs {mind.intelligence}, "
                f"{int_check.level.label}: the memory is repressed; stays sane"
            )
    if taken and indefinite_insanity(today, start) and INDEFINITE not in mind.conditions:
        work.lines.append(
            f"{mind.name} has lost {today} of the {start} SAN held this morning (a fifth or more): indefinitely insane"
        )
        mind = work.conditions(mind, added=frozenset({INDEFINITE}))
        bout_due = True
    if taken and was_insane:
        bout_due = True  # underlying insanity: any further loss brings a bout
    if bout_due:
        work.bout(mind, horror)


def suffered(
    state: SanityState, mind_before: Mind, taken: int, source: str, dice: Dice, mythos: bool = True
) -> Outcome[SanityState]:
    """SAN already lost elsewhere (a tome read, a spell cast), run through the same thresholds as a Sanity roll's
    loss: the day's running loss, the INT roll at 5+, indefinite and permanent insanity, bouts."""
    work = _Minds(state, dice)
    if taken > 0:
        after = replace(mind_before, sanity=max(0, mind_before.sanity - taken))
        start = dict(state.day_start).get(mind_before.character_id, mind_before.sanity)
        _after_loss(
            work,
            after,
            taken,
            start,
            bool(mind_before.conditions & INSANE),
            Horror(source, f"{taken}/{taken}", mythos=mythos),
        )
    return work.outcome(f"{mind_before.name}: {taken} SAN lost to {source}")


def _used(used_to: tuple, character_id: int, kind: str, lost: int) -> tuple[tuple[int, str, int], ...]:
    table = {(c, k): n for c, k, n in used_to}
    table[(character_id, kind)] = lost
    return tuple(sorted((c, k, n) for (c, k), n in table.items()))


def add_horror(state: SanityState, horror: Horror) -> Outcome[SanityState]:
    """Keep a horror of the Keeper's own in the campaign's SAN-loss table (its name must be new there)."""
    for text, what in ((horror.name, "The horror's name"), (horror.kind, "The horror's kind")):
        if problem := text_problem(text, what, required=what == "The horror's name"):
            raise ValueError(problem)
    sanity_loss(horror.loss)
    if any(h.name == horror.name.strip() for h in state.horrors):
        raise ValueError(f"{horror.name.strip()} is in the table already")
    kept = replace(horror, name=horror.name.strip(), kind=horror.kind.strip())
    return Outcome(
        replace(state, horrors=(*state.horrors, kept)),
        f"Added to the SAN-loss table: {kept.name}",
        (f"{kept.name}: {kept.loss}" + ("" if kept.mythos else ", not of the Mythos"),),
    )


def set_believer(state: SanityState, mind: Mind, believer: bool) -> Outcome[SanityState]:
    """The Keeper says whether an investigator believes (a believer loses SAN to tomes)."""
    believers = set(state.believers)
    (believers.add if believer else believers.discard)(mind.character_id)
    what = f"{mind.name} {'believes the Mythos is real' if believer else 'does not believe in the Mythos'}"
    return Outcome(replace(state, believers=tuple(sorted(believers))), what)


def new_day(state: SanityState, day: int) -> Outcome[SanityState]:
    """Game day `day` of the campaign's calendar begins: the day's losses start again from the SAN each holds now."""
    return Outcome(replace(state, day_start=(), day_loss=()), f"Day {day} begins")


def days_pass(
    state: SanityState, minds: list[Mind], days: int, dice: Dice, *, day: int, week: int
) -> Outcome[SanityState]:
    """Days go by on the campaign calendar (a week is seven), bringing it to game day `day` of week `week`: each is
    a new game day, so the day's losses start again; temporary insanity (1D10 hours) is over; a week on, the
    encounter is over too (what is seen next is rolled for afresh); and each month of treatment whose four weeks are
    up is rolled for, one month after another, while the insanity lasts."""
    if days < 1:
        raise ValueError(f"Days must be at least 1, not {days}")
    fresh = replace(state, day_start=(), day_loss=())
    if days >= 7:  # a week on, whatever is seen is a new encounter
        fresh = replace(fresh, encounter="", seen=())
    work = _Minds(fresh, dice)
    by_id = {m.character_id: m for m in minds}
    for mind in minds:
        if TEMPORARY in mind.conditions and not is_dead(mind.conditions):
            by_id[mind.character_id] = work.conditions(mind, removed=frozenset({TEMPORARY}))
            work.lines.append(f"{mind.name}: the temporary insanity (1D10 hours) is over")
    for character_id, setting, psychoanalysis, ends in state.treating:
        mind, going = by_id.get(character_id), True
        if mind is not None and (dead := dead_refusal(mind.name, mind.conditions, "the treatment ends")):
            work.lines.append(dead)
            going = False
        while going and mind is not None and ends <= week:
            if INDEFINITE not in mind.conditions:
                work.lines.append(f"{mind.name} is no longer indefinitely insane: the treatment ends")
                going = False
                break
            month = treatment(work.state, mind, setting, dice, psychoanalysis or None, ends)
            work.lines.extend(f"Week {ends}, {mind.name}: {line}" for line in month.lines)
            work.state, ends = month.state, ends + TREATMENT_WEEKS
            work.checks.extend(month.checks)
            work.effects.extend(month.effects)
            mind = _applied(mind, month.effects)
            going = INDEFINITE in mind.conditions  # cured: the treatment is over
        treating = [t for t in work.state.treating if t[0] != character_id]
        if going:
            treating.append((character_id, setting, psychoanalysis, ends))
        work.state = replace(work.state, treating=tuple(sorted(treating)))
    weeks, odd = divmod(days, 7)
    said = f"{days} days pass" if odd else "a week passes" if weeks == 1 else f"{weeks} weeks pass"
    return work.outcome(f"Day {day}: {said}")


def _applied(mind: Mind, effects: tuple[Effect, ...]) -> Mind:
    """The mind after a step's SAN and condition changes."""
    for effect in effects:
        if effect.character_id != mind.character_id:
            continue
        if isinstance(effect, SanityChanged):
            mind = replace(mind, sanity=effect.after)
        elif isinstance(effect, ConditionsChanged):
            mind = replace(mind, conditions=(mind.conditions | effect.added) - effect.removed)
    return mind


def begin_treatment(
    state: SanityState, mind: Mind, setting: str, week: int, psychoanalysis: int | None = None
) -> Outcome[SanityState]:
    """Treatment for indefinite insanity begins in `week`: its first month ends four weeks later, and is rolled for
    then (rules.sanity.treatment_result), month after month until cured or stopped."""
    refuse_the_dead(mind.name, mind.conditions, "treatment is for the living")
    if INDEFINITE not in mind.conditions:
        raise ValueError(f"{mind.name} is not indefinitely insane: treatment is for that")
    if setting not in TREATMENT_SETTINGS:
        raise ValueError(f"Treatment is at home or in an institution, not {setting!r}")
    if psychoanalysis is not None and not 1 <= psychoanalysis <= 99:
        raise ValueError(f"Psychoanalysis must be between 1 and 99, not {psychoanalysis}")
    if state.in_treatment(mind.character_id):
        raise ValueError(f"{mind.name} is in treatment already")
    ends = week + TREATMENT_WEEKS
    where = "at home or in private care" if setting == "home" else "in an institution"
    treating = tuple(sorted((*state.treating, (mind.character_id, setting, psychoanalysis or 0, ends))))
    doctor = f", with a doctor's Psychoanalysis of {psychoanalysis}" if psychoanalysis else ""
    return Outcome(
        replace(state, treating=treating),
        f"{mind.name} begins treatment {where}",
        (
            f"{mind.name} begins treatment {where}{doctor} in week {week}: the first month ends in week "
            f"{ends}, and is rolled for when the calendar gets there",
        ),
    )


def end_treatment(state: SanityState, mind: Mind) -> Outcome[SanityState]:
    """The treatment under way stops (the month under way brings nothing)."""
    if not state.in_treatment(mind.character_id):
        raise ValueError(f"{mind.name} is not in treatment")
    treating = tuple(t for t in state.treating if t[0] != mind.character_id)
    return Outcome(replace(state, treating=treating), f"{mind.name}'s treatment stops")


def new_encounter(state: SanityState, name: str) -> Outcome[SanityState]:
    """A new encounter: the horrors faced in the last one may be rolled for again."""
    if problem := text_problem(name, "Encounter name", required=True):
        raise ValueError(problem)
    return Outcome(replace(state, encounter=name.strip(), seen=()), f"Encounter: {name.strip()}")


def awfulness_eases(state: SanityState) -> Outcome[SanityState]:
    """The development phase: what each mind is used to eases by 1 point per kind."""
    eased = tuple((c, k, n - 1) for c, k, n in state.used_to if n > 1)
    return Outcome(replace(state, used_to=eased), "Development phase: the awfulness wears off a little")


def bout(state: SanityState, mind: Mind, summary: bool, dice: Dice, pick: int | None = None) -> Outcome[SanityState]:
    """A bout of madness for an insane mind, rolled or picked by the Keeper."""
    refuse_the_dead(mind.name, mind.conditions, "the dead have no more bouts of madness")
    if not mind.conditions & (INSANE | {PERMANENT}):
        raise ValueError(f"{mind.name} is not insane: a bout comes with insanity")
    work = _Minds(state, dice)
    work.note_bout(mind, bout_of_madness(summary, dice, pick))
    return work.outcome(f"{mind.name}: a bout of madness")


def reality_check(state: SanityState, mind: Mind, dice: Dice) -> Outcome[SanityState]:
    """An insane investigator doubts what they see: a Sanity roll; a failure costs 1 SAN and brings a bout."""
    refuse_the_dead(mind.name, mind.conditions, "the dead make no Sanity rolls")
    if not mind.conditions & INSANE:
        raise ValueError(f"{mind.name} is not insane: only the insane need a reality check")
    work = _Minds(state, dice)
    check = make_check(dice, mind.sanity, kind=RollKind.SANITY)
    work.checks.append(check)
    if check.succeeded:
        work.lines.append(f"{mind.name}: SAN {check.result} vs {check.value}, {check.level.label}: sees it as it is")
    else:
        work.lines.append(f"{mind.name}: SAN {check.result} vs {check.value}, {check.level.label}: −1 SAN")
        mind = work.lose(mind, 1)
        if mind.sanity == 0:
            work.lines.append(f"{mind.name} has no Sanity left: permanently insane")
            work.conditions(mind, added=frozenset({PERMANENT}))
        else:
            work.bout(mind, None)
    return work.outcome(f"{mind.name}: reality check")


TREATMENT_WEEKS = 4  # a month of treatment on the campaign calendar


def treatment(
    state: SanityState, mind: Mind, setting: str, dice: Dice, psychoanalysis: int | None = None, week: int | None = None
) -> Outcome[SanityState]:
    """A month of treatment for indefinite insanity (rules.sanity.treatment_result): progress gives 1D3 SAN and a
    SAN roll that cures on a success; a setback costs 1D6. With the doctor's Psychoanalysis known, progress needs
    a Psychoanalysis roll instead of the setting's 01–95 or 01–50."""
    refuse_the_dead(mind.name, mind.conditions, "treatment is for the living")
    if INDEFINITE not in mind.conditions:
        raise ValueError(f"{mind.name} is not indefinitely insane: treatment is for that")
    last = dict(state.treated).get(mind.character_id)
    if week is not None and last is not None and week - last < TREATMENT_WEEKS:
        wait = TREATMENT_WEEKS - (week - last)
        raise ValueError(
            f"A month of treatment is {TREATMENT_WEEKS} weeks of the campaign calendar: {mind.name}'s "
            f"next one ends in {wait} more week{'s' * (wait != 1)}"
        )
    if week is not None:
        state = replace(state, treated=_with(state.treated, mind.character_id, week))
    work = _Minds(state, dice)
    where = "at home or in private care" if setting == "home" else "in an institution"
    if psychoanalysis is not None:
        check = make_check(dice, psychoanalysis, kind=RollKind.SKILL)
        work.checks.append(check)
        result = -1 if check.rolled >= 96 else (1 if check.succeeded else 0)
        said = f"Psychoanalysis {check.rolled} vs {psychoanalysis}"
    else:
        roll = dice.roll(100)
        result = treatment_result(setting, roll)
        said = f"1D100 = {roll}"
    if result > 0:
        gain = DiceExpr.parse("1D3").roll(dice)
        work.lines.append(f"A month {where}: {said}, progress: {signed(gain)} SAN")
        mind = work.gain(mind, gain)
        with dice.about(mind.name, "SAN roll to be cured", investigator=True):  # the patient's; the rest the Keeper's
            cure = make_check(dice, mind.sanity, kind=RollKind.SANITY)
        work.checks.append(cure)
        if cure.succeeded:
            work.lines.append(f"SAN {cure.result} vs {cure.value}, {cure.level.label}: cured of the insanity")
            mind = work.conditions(mind, removed=frozenset({INDEFINITE, TEMPORARY}))
        else:
            work.lines.append(f"SAN {cure.result} vs {cure.value}, {cure.level.label}: not cured yet")
    elif result == 0:
        work.lines.append(f"A month {where}: {said}, no progress")
    else:
        loss = DiceExpr.parse("1D6").roll(dice)
        work.lines.append(f"A month {where}: {said}, a setback: {signed(-loss)} SAN")
        mind = work.lose(mind, loss)
    return work.outcome(f"{mind.name}: a month of treatment")


def self_help_amounts(amounts: str) -> tuple[DiceExpr, DiceExpr]:
    """'1D6/1' → (SAN gained on a success, SAN lost on a failure) of self-help; refused by name when it does not read
    so or could come to less than 0."""
    parts = success_and_failure(amounts)
    if parts is None:
        raise ValueError(f"Self-help amounts read gain on a success/loss on a failure, like 1D6/1, not {amounts!r}")
    gain = never_negative(parts[0], "Self-help gain on a success")
    return gain, never_negative(parts[1], "Self-help loss on a failure")


def self_help(state: SanityState, mind: Mind, amounts: str, dice: Dice) -> Outcome[SanityState]:
    """Time with a significant person at the development phase: a Sanity roll with one bonus die (the one Sanity
    roll that takes one). `amounts` reads 'gain on a success / loss on a failure', as the Keeper sets them."""
    refuse_the_dead(mind.name, mind.conditions, "the dead make no Sanity rolls")
    gain, loss = self_help_amounts(amounts)
    check = Check(mind.sanity, roll_d100(dice, bonus=1), kind=RollKind.SANITY)
    work = _Minds(state, dice)
    work.checks.append(check)
    head = f"{mind.name}, self-help: SAN {check.result} vs {check.value} (bonus die), {check.level.label}"
    if check.succeeded:
        amount = max(0, gain.roll(dice))
        work.lines.append(f"{head}: {signed(amount)} SAN")
        work.gain(mind, amount)
    else:
        amount = max(0, loss.roll(dice))
        work.lines.append(f"{head}: {signed(-amount)} SAN")
        work.lose(mind, amount)
    return work.outcome(f"{mind.name}: self-help")


def recovered(state: SanityState, mind: Mind) -> Outcome[SanityState]:
    """Temporary insanity passes with rest (the Keeper says when)."""
    if TEMPORARY not in mind.conditions:
        raise ValueError(f"{mind.name} is not temporarily insane")
    work = _Minds(state, Dice())
    work.conditions(mind, removed=frozenset({TEMPORARY}))
    work.lines.append(f"{mind.name} has rested: the temporary insanity has passed")
    return work.outcome(f"{mind.name} recovers")


def _v1_to_v2(data: dict) -> dict:
    """Version 2: the game day is the campaign calendar's (the session's), no longer kept in the Sanity state. The
    file's step 7 moved it there; the state drops it."""
    data.pop("day", None)
    return data


CODEC = SceneCodec(
    "sanity",
    SanityState,
    "the Sanity state",
    version=2,
    upgrades={1: _v1_to_v2},
    labels={Horror: "horror of the SAN-loss table"},
)
