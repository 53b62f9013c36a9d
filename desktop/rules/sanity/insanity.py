"""Sanity rules: loss notation, the Sanity roll, the thresholds of insanity, getting used to the awfulness, bouts of
madness, phobias and manias, treatment, and the Mythos knowledge insanity brings.

Where the seeds and the 7th-edition rulebook differ, the rulebook is followed: starting SAN is POW (not POW × 5),
and indefinite insanity counts one game day's losses (not a session's)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from desktop.rules.checks import Check, RollKind, SuccessLevel, make_check
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.words import counted

TEMPORARY_INSANITY_LOSS = 5
FIRST_BOUT_MYTHOS = 5
LATER_BOUT_MYTHOS = 1
TREATMENT_SETTINGS = ("home", "institution")


def success_and_failure(text: str) -> tuple[str, str] | None:
    """'1D6/1D10' → ('1D6', '1D10'): the two amounts on either side of the one slash that parts them, or None when
    there is not exactly one. A slash inside brackets divides (`(1D4/2)/1`), and one that closes a tag (`</b>`) parts
    nothing, so a refusal never shows typed text cut into broken pieces."""
    depth, cuts = 0, []
    for at, char in enumerate(text):
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "/" and depth == 0 and text[at - 1 : at] != "<":
            cuts.append(at)
    if len(cuts) != 1:
        return None
    return text[: cuts[0]], text[cuts[0] + 1 :]


def sanity_loss(text: str) -> tuple[DiceExpr, DiceExpr]:
    """'1D6+6/1D10+20' → (loss on a success, loss on a failure)."""
    parts = success_and_failure(text)
    if parts is None:
        raise ValueError(f"Sanity loss {text!r} must read success/failure, like 0/1D6")
    return never_negative(parts[0], "Sanity loss on a success"), never_negative(parts[1], "Sanity loss on a failure")


def never_negative(text: str, what: str) -> DiceExpr:
    """A loss typed as dice (SAN, a tome's or a spell's cost): refused when it could come to less than 0."""
    loss = DiceExpr.parse_field(text, what)
    if loss.minimum < 0:
        typed = text.strip()
        amount = f"{typed} is" if loss.minimum == loss.maximum else f"{typed} can come to {loss.minimum},"
        raise ValueError(f"{what}: {amount} less than nothing; a loss is 0 or more")
    return loss


def sanity_roll_loss(level: SuccessLevel, loss_text: str, dice: Dice) -> int:
    """SAN lost on a Sanity roll of that level: the success part on any success, the failure part on a failure, and
    the failure part's maximum on a fumble."""
    on_success, on_failure = sanity_loss(loss_text)
    if level is SuccessLevel.FUMBLE:
        return max(0, on_failure.maximum)
    return max(0, (on_success if level.is_success else on_failure).roll(dice))


@dataclass(frozen=True)
class SanityRoll:
    """One Sanity roll and the SAN it costs."""

    check: Check
    loss: int


def roll_sanity(sanity: int, loss_text: str, dice: Dice) -> SanityRoll:
    """A Sanity roll against current SAN: no bonus or penalty dice, no difficulty, never pushed or bought with
    Luck (self-help is the Sanity tab's one exception)."""
    sanity_loss(loss_text)  # a bad loss text is refused before any die is rolled
    with dice.about(what=f"Sanity roll ({loss_text})"):
        check = make_check(dice, sanity, kind=RollKind.SANITY)
    with dice.about(what=f"SAN lost ({loss_text})"):
        return SanityRoll(check, sanity_roll_loss(check.level, loss_text, dice))


def grasp_roll(intelligence: int, dice: Dice) -> tuple[Check, int]:
    """The INT roll that losing 5 or more SAN at once calls for, and on a success the hours (1D10) of temporary
    insanity that follow (0 on a failure: the memory is repressed)."""
    with dice.about(what="INT roll (5 or more SAN lost at once)"):
        check = make_check(dice, intelligence, kind=RollKind.CHARACTERISTIC)
    if not check.succeeded:
        return check, 0
    with dice.about(what="hours of temporary insanity"):
        return check, DiceExpr.parse("1D10").roll(dice)


def temporary_insanity(loss: int) -> bool:
    """Losing 5 or more Sanity from one source brings temporary insanity (after an INT roll)."""
    return loss >= TEMPORARY_INSANITY_LOSS


def indefinite_insanity(loss_today: int, sanity_at_day_start: int) -> bool:
    """Losing a fifth or more of the day's starting Sanity within one day brings indefinite insanity."""
    return loss_today > 0 and loss_today * 5 >= sanity_at_day_start


def permanent_insanity(sanity: int) -> bool:
    """At 0 SAN the mind is gone for good: the investigator becomes an NPC."""
    return sanity <= 0


def awfulness_loss(loss: int, lost_before: int, entity_max: int) -> int:
    """The loss actually taken once used to the awfulness: what one kind of horror has cost in all never exceeds
    the most a single sight of it can cost."""
    return max(0, min(loss, entity_max - lost_before))


def mythos_gain_for_bout(first: bool) -> int:
    """Cthulhu Mythos learned from a bout of madness the Mythos caused: 5 points the first time, 1 after."""
    return FIRST_BOUT_MYTHOS if first else LATER_BOUT_MYTHOS


def treatment_result(setting: str, roll: int) -> int:
    """A month of treatment for indefinite insanity from its 1D100 `roll` (a Psychoanalysis roll may stand in):
    1 progress (+1D3 SAN and a SAN roll to be cured), 0 no progress, -1 a setback (−1D6 SAN).

    At home or in private care: 01–95 progress, 96–100 setback. In an institution: 01–50 progress, 51–95 no
    progress, 96–100 setback."""
    if setting not in TREATMENT_SETTINGS:
        raise ValueError(f"treatment is at home or in an institution, not {setting!r}")
    if not 1 <= roll <= 100:
        raise ValueError(f"a percentile roll is 1 to 100, not {roll}")
    if roll >= 96:
        return -1
    if setting == "home" or roll <= 50:
        return 1
    return 0


# --- the tables -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HorrorEntry:
    """A row of the Mythos SAN-loss table: what was seen, its loss, and the kind getting used to it counts by."""

    name: str
    loss: str
    kind: str = ""  # the entry's own name when not given
    mythos: bool = True

    def __post_init__(self) -> None:
        if not self.kind:
            object.__setattr__(self, "kind", self.name)

    @property
    def maximum(self) -> int:
        """The most a single sight costs: the failure part's maximum."""
        return sanity_loss(self.loss)[1].maximum


@cache
def horror_table() -> tuple[HorrorEntry, ...]:
    from desktop.rules.catalog import CatalogError, read_entries

    entries = read_entries("sanity_losses.toml", "loss", HorrorEntry)
    for entry in entries:
        try:
            sanity_loss(entry.loss)
        except ValueError as exc:
            raise CatalogError(f"sanity_losses.toml: loss {entry.name!r}: loss: {exc}") from exc
    return entries


@dataclass(frozen=True)
class MadnessTables:
    """The bouts (1D10 each) and the one list of phobias and of manias (1D20 each) that bouts and the card share."""

    real_time: tuple[str, ...]
    summary: tuple[str, ...]
    phobias: tuple[str, ...]
    manias: tuple[str, ...]


@cache
def madness_tables() -> MadnessTables:
    from desktop.rules.catalog import CatalogError, read_tables

    read = read_tables("madness.toml", {"real_time": str, "summary": str, "phobias": str, "manias": str})
    tables = MadnessTables(**read)
    if len(tables.real_time) != 10 or len(tables.summary) != 10:
        raise CatalogError("madness.toml: the bout tables need 10 entries each")
    if len(tables.phobias) != 20 or len(tables.manias) != 20:
        raise CatalogError("madness.toml: the phobias and the manias are rolled on 1D20: 20 of each")
    return tables


@dataclass(frozen=True)
class Bout:
    """A bout of madness: real time (rounds, among the others) or summary (hours, away from them)."""

    summary: bool
    roll: int
    what: str
    lasts: int

    def describe(self) -> str:
        lasts = counted(self.lasts, "hour" if self.summary else "round")
        return f"Bout of madness ({'summary' if self.summary else 'real time'}, {lasts}): {self.what}"


PHOBIA_BOUT, MANIA_BOUT = 9, 10


def phobia_or_mania(mania: bool, dice: Dice) -> str:
    """What a phobia or mania bout leaves behind: 1D20 on the phobias, or on the manias (the lists the card
    prints)."""
    tables = madness_tables()
    listed = tables.manias if mania else tables.phobias
    return listed[dice.roll(len(listed)) - 1]


def phobias_and_manias(notes: str) -> list[str]:
    """The phobias and manias a sheet's notes hold ("Phobia: …", "Mania: …", as a bout writes them)."""
    return [line.strip() for line in notes.splitlines() if line.strip().startswith(("Phobia:", "Mania:"))]


def insanity_reminders(notes: str, insane: bool) -> list[str]:
    """While insane, each phobia or mania on the sheet costs a penalty die on skill rolls unless the investigator
    faces it (flees it, or gives in to it): the reminders the Dice and Combat tabs show."""
    return phobias_and_manias(notes) if insane else []


def bout_of_madness(summary: bool, dice: Dice, pick: int | None = None) -> Bout:
    """Roll (or pick, 1–10) a bout; it lasts 1D10 rounds in real time or 1D10 hours in summary."""
    table = madness_tables().summary if summary else madness_tables().real_time
    roll = dice.roll(10) if pick is None else pick
    if not 1 <= roll <= 10:
        raise ValueError(f"a bout is picked from 1 to 10, not {roll}")
    return Bout(summary, roll, table[roll - 1], dice.roll(10))
