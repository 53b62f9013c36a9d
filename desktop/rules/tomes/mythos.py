"""Mythos tomes and spells: reading, study, reference, belief, learning and casting spells, magic points, and POW
that grows (seed 000's rules for tomes and spells)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from desktop.rules.checks import Difficulty
from desktop.rules.dice import Dice, DiceExpr

READING_DIFFICULTY = {"printed": Difficulty.REGULAR, "handwritten": Difficulty.HARD, "ancient": Difficulty.EXTREME}
CONDITION_LABELS = {
    "printed": "printed within the century, in good condition",
    "handwritten": "handwritten, or old",
    "ancient": "ancient and mouldering",
}
MP_PER_HOUR = 1


def study_weeks(base_weeks: int, full_studies_done: int) -> int:
    """Each full study after the first takes twice as long as the one before."""
    if base_weeks < 0 or full_studies_done < 0:
        raise ValueError("study time and studies done cannot be negative")
    return base_weeks * 2**full_studies_done


def full_study_mythos_gain(full_gain: int, mythos_rating: int, reader_mythos: int) -> int:
    """The full gain when the tome's Mythos rating exceeds the reader's Cthulhu Mythos; otherwise half."""
    return full_gain if mythos_rating > reader_mythos else full_gain // 2


def reading_difficulty(condition: str) -> Difficulty:
    """A tome's reading roll: printed within the century and in good condition Regular, handwritten (or old) Hard,
    ancient and mouldering Extreme."""
    try:
        return READING_DIFFICULTY[condition]
    except KeyError:
        raise ValueError(f"a tome is printed, handwritten or ancient, not {condition!r}") from None


def reference_use(mythos_rating: int, roll: int) -> bool:
    """Looking something up in a fully studied tome (1D4 hours): it is there on a 1D100 roll of at most the tome's
    Mythos rating."""
    return 1 <= roll <= mythos_rating


def power_improves(roll: int, power: int) -> bool:
    """The POW improvement roll (after winning a spell's opposed POW roll, or a Luck roll of 01): 1D100 above POW,
    or 96 and over, adds 1D10 POW for good."""
    return roll > power or roll >= 96


def mp_recovered(hours: int, power: int) -> int:
    """Magic points come back 1 an hour; POW above 100 adds its hundreds (POW 150: 2 an hour; POW 210: 3).
    Our reading of "more if POW is over 100"."""
    if hours < 0:
        raise ValueError("hours cannot be negative")
    return hours * (MP_PER_HOUR + max(0, power - 1) // 100)


def believer_shock(believer: bool, mythos: int) -> int:
    """A non-believer's first SAN loss to direct experience of the Mythos also costs SAN equal to their Cthulhu
    Mythos, and makes them a believer; a believer pays nothing more."""
    return 0 if believer else mythos


@dataclass(frozen=True)
class CastingCost:
    """What a casting takes: magic points (any beyond those held come off HP) and SAN."""

    mp: int
    hp: int
    san: int


def casting_cost(mp_cost: int, san_cost: int, mp_held: int, multiplier: int = 1) -> CastingCost:
    """The cost of one casting; a failed push multiplies both by 1D6 (`multiplier`). Magic points the caster lacks
    are paid from HP."""
    mp_needed, san = mp_cost * multiplier, san_cost * multiplier
    from_mp = min(mp_needed, max(0, mp_held))
    return CastingCost(from_mp, mp_needed - from_mp, san)


# --- the catalogs -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tome:
    title: str
    language: str
    condition: str
    initial_mythos: int
    full_mythos: int
    mythos_rating: int
    sanity_loss: str
    study_weeks: int
    spells: tuple[str, ...] = ()

    @property
    def difficulty(self) -> Difficulty:
        return reading_difficulty(self.condition)


@dataclass(frozen=True)
class Spell:
    name: str
    mp_cost: int
    san_cost: str
    casting_time: str  # "instant", "1 round", "2 rounds", ... or a text the Keeper reads
    opposed_pow: bool = False
    learn_weeks: str = "2D6"

    def rounds(self) -> int | None:
        """Rounds to cast: 0 instantly (on DEX + 50), 1 on the caster's DEX this round, 2 on it next round...;
        None for a casting longer than a fight."""
        if self.casting_time == "instant":
            return 0
        head = self.casting_time.split()
        if len(head) == 2 and head[0].isdigit() and head[1] in ("round", "rounds"):
            return int(head[0])
        return None


@cache
def tome_catalog() -> tuple[Tome, ...]:
    from desktop.rules.catalog import CatalogError, read_entries

    tomes = read_entries("tomes.toml", "tome", Tome)
    for tome in tomes:
        for key, check in (("condition", reading_difficulty), ("sanity_loss", DiceExpr.parse)):
            try:
                check(getattr(tome, key))
            except ValueError as exc:
                raise CatalogError(f"tomes.toml: tome {tome.title!r}: {key}: {exc}") from exc
    return tomes


@cache
def spell_catalog() -> tuple[Spell, ...]:
    from desktop.rules.catalog import CatalogError, read_entries

    spells = read_entries("spells.toml", "spell", Spell, keys={Spell: {"mp": "mp_cost", "san": "san_cost"}})
    for spell in spells:
        for key, text in (("san", spell.san_cost), ("learn_weeks", spell.learn_weeks)):
            try:
                DiceExpr.parse(text)
            except ValueError as exc:
                raise CatalogError(f"spells.toml: spell {spell.name!r}: {key}: {exc}") from exc
    return spells


def roll_tome_loss(tome: Tome, dice: Dice) -> int:
    """SAN lost to reading a tome (believers only)."""
    return max(0, DiceExpr.parse(tome.sanity_loss).roll(dice))
