"""Rolls for the group: everyone rolls the same skill at once, the group's Luck roll, and combined skill rolls.

A combined skill roll is one percentile roll read against two skills (Spot Hidden and Listen to notice a sound in
the dark): the Keeper says whether both must pass or either will do. When the Keeper calls for a Luck roll for the
whole group, the investigator with the lowest Luck rolls it for everyone (Keeper Rulebook, "Group Luck rolls")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cached_property

from desktop.rules.checks import Check, Difficulty, RollKind, SuccessLevel, verdict
from desktop.rules.dice import D100Roll, Dice, roll_d100


class Need(Enum):
    """What a combined roll asks of its two skills."""

    BOTH = "both"  # every skill must pass
    EITHER = "either"  # one passing is enough

    @property
    def label(self) -> str:
        return {Need.BOTH: "both must pass", Need.EITHER: "either will do"}[self]


@dataclass(frozen=True)
class Roller:
    """One character of a group roll: the values rolled against (one, or two for a combined roll) and the dice."""

    name: str
    values: tuple[int, ...]
    kinds: tuple[RollKind, ...] = ()  # none given: skills
    character_id: int | None = None
    bonus: int = 0
    penalty: int = 0
    investigator: bool | None = None  # whether the player rolls it when players roll for investigators; None: unknown


@dataclass(frozen=True)
class CombinedCheck:
    """One roll read against one or more values; with two, it passes as `need` says."""

    checks: tuple[Check, ...]
    need: Need = Need.BOTH

    @property
    def roll(self) -> D100Roll:
        return self.checks[0].roll

    @property
    def result(self) -> int:
        return self.checks[0].result

    @cached_property
    def succeeded(self) -> bool:
        passing = [c.succeeded for c in self.checks]
        return all(passing) if self.need is Need.BOTH else any(passing)

    @cached_property
    def deciding(self) -> Check:
        """The check that decides the outcome: with both needed the worse of the two, with either the better."""
        ranked = sorted(self.checks, key=lambda c: (c.level, c.value))
        return ranked[0] if self.need is Need.BOTH else ranked[-1]

    @cached_property
    def level(self) -> SuccessLevel:
        return self.deciding.level


def combined_check(
    dice: Dice,
    values: Sequence[int],
    difficulty: Difficulty = Difficulty.REGULAR,
    need: Need = Need.BOTH,
    bonus: int = 0,
    penalty: int = 0,
    kinds: Sequence[RollKind] = (),
) -> CombinedCheck:
    """Roll once and read the roll against each value (one or two): a combined skill roll. Refused for Sanity, which
    is always rolled alone."""
    if not 1 <= len(values) <= 2:
        raise ValueError(f"a combined roll reads one roll against one or two skills, not {len(values)}")
    kinds = tuple(kinds) or (RollKind.SKILL,) * len(values)
    if len(kinds) != len(values):
        raise ValueError("each value of a combined roll needs its kind of roll")
    if RollKind.SANITY in kinds:
        raise ValueError("a Sanity roll is never made for the group here: use the Sanity tab")
    if any(v < 0 for v in values):
        raise ValueError(f"a skill or characteristic value cannot be negative ({min(values)})")
    roll = roll_d100(dice, bonus, penalty)
    return CombinedCheck(tuple(Check(v, roll, difficulty, k) for v, k in zip(values, kinds)), need)


@dataclass(frozen=True)
class GroupLine:
    """One character's part of a group roll."""

    roller: Roller
    rolled: CombinedCheck

    @cached_property
    def rank(self) -> tuple[int, int]:
        """How well they did: the level reached, a tie going to the higher value (as in an opposed roll)."""
        deciding = self.rolled.deciding
        return (int(deciding.level), deciding.value)

    def describe(self, difficulty: Difficulty) -> str:
        """E.g. 'Harriet Crane: Hard success — passes (20 vs 55)', or for a combined roll
        'Walt Brennan: passes (34 vs 55 and 40): Regular success, Regular success'."""
        name, rolled = self.roller.name, self.rolled
        if len(rolled.checks) == 1:
            check = rolled.checks[0]
            return f"{name}: {verdict(check.level, difficulty)} ({check.result} vs {check.value})"
        values = " and ".join(str(c.value) for c in rolled.checks)
        levels = ", ".join(c.level.label for c in rolled.checks)
        return f"{name}: {'passes' if rolled.succeeded else 'fails'} ({rolled.result} vs {values}): {levels}"


@dataclass(frozen=True)
class GroupRoll:
    """Everyone's roll at once, in the order they were picked; the best and worst marked (nobody when all did
    equally well, or only one rolled)."""

    lines: tuple[GroupLine, ...]
    difficulty: Difficulty = Difficulty.REGULAR
    need: Need = Need.BOTH

    @cached_property
    def best(self) -> tuple[int, ...]:
        return self._at(max)

    @cached_property
    def worst(self) -> tuple[int, ...]:
        return self._at(min)

    def _at(self, pick) -> tuple[int, ...]:
        ranks = [line.rank for line in self.lines]
        if len(set(ranks)) < 2:
            return ()
        chosen = pick(ranks)
        return tuple(i for i, rank in enumerate(ranks) if rank == chosen)

    @property
    def passed(self) -> int:
        return sum(1 for line in self.lines if line.rolled.succeeded)

    def describe(self) -> str:
        """Each one's result, then who did best and worst."""
        parts = [line.describe(self.difficulty) for line in self.lines]
        names = [line.roller.name for line in self.lines]
        if self.best:
            parts.append("best " + ", ".join(names[i] for i in self.best))
            parts.append("worst " + ", ".join(names[i] for i in self.worst))
        return "; ".join(parts)


def group_roll(
    dice: Dice, rollers: Sequence[Roller], difficulty: Difficulty = Difficulty.REGULAR, need: Need = Need.BOTH
) -> GroupRoll:
    """Everyone in `rollers` rolls, one after the other in that order, each with their own bonus or penalty dice
    (so each one's dice can be typed in turn). Nobody picked, or a value list of the wrong length, is refused."""
    if not rollers:
        raise ValueError("Pick at least one character to roll")
    counts = {len(r.values) for r in rollers}
    if len(counts) != 1:
        raise ValueError("everyone in a group roll rolls against the same number of skills")
    lines = []
    for r in rollers:
        with dice.about(r.name, investigator=r.investigator):  # whose dice: a player may type them in turn
            lines.append(GroupLine(r, combined_check(dice, r.values, difficulty, need, r.bonus, r.penalty, r.kinds)))
    return GroupRoll(tuple(lines), difficulty, need)


def group_luck_roller(luck: Sequence[int]) -> int:
    """Which of the group rolls Luck for everyone: the lowest Luck; between equals, the first listed."""
    if not luck:
        raise ValueError("Pick at least one investigator to roll Luck for the group")
    return min(range(len(luck)), key=lambda i: luck[i])
