"""Skill and characteristic checks: success levels, difficulty, pushing, spending Luck, opposed rolls."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum, IntEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the dice load with the first roll: a success level drawn at start-up needs none
    from desktop.rules.dice import D100Roll, Dice


class SuccessLevel(IntEnum):
    FUMBLE = 1
    FAILURE = 2
    REGULAR = 3
    HARD = 4
    EXTREME = 5
    CRITICAL = 6

    @property
    def label(self) -> str:
        return _LEVEL_LABELS[self]

    @property
    def is_success(self) -> bool:
        return self >= SuccessLevel.REGULAR


_LEVEL_LABELS = {
    SuccessLevel.FUMBLE: "Fumble",
    SuccessLevel.FAILURE: "Failure",
    SuccessLevel.REGULAR: "Regular success",
    SuccessLevel.HARD: "Hard success",
    SuccessLevel.EXTREME: "Extreme success",
    SuccessLevel.CRITICAL: "Critical success",
}


class Difficulty(IntEnum):
    REGULAR = 3
    HARD = 4
    EXTREME = 5

    @property
    def label(self) -> str:
        return self.name.capitalize()


class RollKind(Enum):
    """What a percentile roll is for: it decides whether it may be pushed or bought with Luck."""

    SKILL = "skill"
    CHARACTERISTIC = "characteristic"
    LUCK = "luck"
    SANITY = "sanity"
    COMBAT = "combat"


def fumble_threshold(value: int) -> int:
    """The lowest roll that fumbles: 96 when the value needed is under 50, else 100."""
    return 96 if value < 50 else 100


def success_level(roll: int, value: int) -> SuccessLevel:
    """The level a roll of 1..100 reaches against a skill or characteristic value."""
    if not 1 <= roll <= 100:
        raise ValueError(f"a percentile roll is 1 to 100, not {roll}")
    if roll == 1:
        return SuccessLevel.CRITICAL
    if roll >= fumble_threshold(value) and (roll > value or roll == 100):
        return SuccessLevel.FUMBLE
    if roll <= value // 5:
        return SuccessLevel.EXTREME
    if roll <= value // 2:
        return SuccessLevel.HARD
    if roll <= value:
        return SuccessLevel.REGULAR
    return SuccessLevel.FAILURE


def target_value(value: int, difficulty: Difficulty) -> int:
    """The highest roll that meets a difficulty: the full value, half or a fifth (rounded down)."""
    return {Difficulty.REGULAR: value, Difficulty.HARD: value // 2, Difficulty.EXTREME: value // 5}[difficulty]


def check_level(roll: int, value: int, difficulty: Difficulty = Difficulty.REGULAR) -> SuccessLevel:
    """Like success_level, but the fumble range is read from the value the roll had to meet, not the skill.

    A Hard roll against skill 98 needs 49 or less: under 50, so 96-100 fumble, although 97 is below the skill.
    A roll that reaches a lower level than the difficulty asks (a Regular success at Hard) is otherwise kept as it
    is, so the journal can say what was rolled.
    """
    level = success_level(roll, value)
    needed = target_value(value, difficulty)
    if roll > needed and roll >= fumble_threshold(needed) and level != SuccessLevel.CRITICAL:
        return SuccessLevel.FUMBLE
    return level


@dataclass(frozen=True)
class ReferenceRow:
    """One line of the skill quick-reference table: a value, its half and fifth, and where fumbles start at Regular
    and at Hard difficulty."""

    value: int
    half: int
    fifth: int
    fumble_regular: int
    fumble_hard: int

    @staticmethod
    def fumble_range(start: int) -> str:
        return "100" if start == 100 else f"{start}–100"


def reference_table(values: range = range(5, 100, 5)) -> tuple[ReferenceRow, ...]:
    """The common skill values 5 to 95 with half, fifth and fumble ranges (a value under 50 needed fumbles on
    96-100, else on 100 only)."""
    return tuple(ReferenceRow(v, v // 2, v // 5, fumble_threshold(v), fumble_threshold(v // 2)) for v in values)


@dataclass(frozen=True)
class QuickReference:
    """The numbers a Keeper reads off for one value: the highest roll at each level, and where fumbles start."""

    regular: int
    hard: int
    extreme: int
    fumble_from: int


def quick_reference(value: int, difficulty: Difficulty = Difficulty.REGULAR) -> QuickReference:
    return QuickReference(value, value // 2, value // 5, fumble_threshold(target_value(value, difficulty)))


def passes(level: SuccessLevel, difficulty: Difficulty) -> bool:
    return level >= difficulty


def verdict(level: SuccessLevel, difficulty: Difficulty) -> str:
    """A check's outcome in words: 'Failure' or 'Fumble' alone (never 'Failure — fails'), 'Hard success — passes',
    and a success short of the difficulty with why ('Regular success, not enough at Hard — fails')."""
    if not level.is_success:
        return level.label
    if passes(level, difficulty):
        return f"{level.label} — passes"
    return f"{level.label}, not enough at {difficulty.label} — fails"


@dataclass(frozen=True)
class Check:
    """One resolved percentile check: the dice, the level reached and why it passed or not."""

    value: int
    roll: D100Roll
    difficulty: Difficulty = Difficulty.REGULAR
    kind: RollKind = RollKind.SKILL
    pushed: bool = False
    luck_spent: int = 0
    who: str = ""  # whose roll it is, when one step rolls for several (a group Sanity roll, a chase's speed rolls)

    def by(self, who: str) -> Check:
        """The same check, said to be `who`'s roll."""
        return replace(self, who=who)

    @property
    def rolled(self) -> int:
        """The number on the dice."""
        return self.roll.result

    @property
    def result(self) -> int:
        """The number that counts: the dice less any Luck spent."""
        return self.rolled - self.luck_spent

    @property
    def level(self) -> SuccessLevel:
        if self.luck_spent:
            return success_level(self.result, self.value)
        return check_level(self.rolled, self.value, self.difficulty)

    @property
    def succeeded(self) -> bool:
        return passes(self.level, self.difficulty)

    def describe(self) -> str:
        """E.g. '34 vs 55 (Regular): Regular success — passes', '60 vs 80 (Hard): Regular success, not enough at Hard —
        fails', '90 vs 80 (Regular): Failure'."""
        parts = [f"{self.result} vs {self.value} ({self.difficulty.label})"]
        if self.luck_spent:
            parts.append(f"rolled {self.rolled}, {self.luck_spent} Luck spent")
        prefix = "Pushed: " if self.pushed else ""
        return f"{prefix}{'; '.join(parts)}: {verdict(self.level, self.difficulty)}"


def make_check(
    dice: Dice,
    value: int,
    difficulty: Difficulty = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
    kind: RollKind = RollKind.SKILL,
) -> Check:
    """Roll a check. A Sanity roll takes no bonus or penalty dice and no difficulty (self-help, the one exception,
    is the Sanity tab's own)."""
    if value < 0:
        raise ValueError(f"a skill or characteristic value cannot be negative ({value})")
    if kind is RollKind.SANITY and (bonus or penalty or difficulty is not Difficulty.REGULAR):
        raise ValueError("a Sanity roll takes no bonus or penalty dice and no difficulty")
    from desktop.rules.dice import roll_d100

    return Check(value, roll_d100(dice, bonus, penalty), difficulty, kind)


# --- pushing and Luck ------------------------------------------------------------------------------------

# Combat, Sanity and Luck rolls are never pushed, and Luck is never spent on them.
FINAL_KINDS = {RollKind.COMBAT: "combat rolls", RollKind.SANITY: "Sanity rolls", RollKind.LUCK: "Luck rolls"}


def push_refusal(check: Check) -> str | None:
    """Why this check may not be pushed, or None when it may."""
    if check.kind in FINAL_KINDS:
        return f"{FINAL_KINDS[check.kind]} are never pushed"
    if check.pushed:
        return "a pushed roll is final"
    if check.luck_spent:
        return "Luck was spent on this roll"
    if check.level == SuccessLevel.FUMBLE:
        return "a fumble cannot be pushed"
    if check.succeeded:
        return "only a failed roll can be pushed"
    return None


def push(check: Check, dice: Dice, bonus: int | None = None, penalty: int | None = None) -> Check:
    """Roll a pushed check: same value and difficulty, once only."""
    refusal = push_refusal(check)
    if refusal:
        raise ValueError(refusal)
    from desktop.rules.dice import roll_d100

    roll = roll_d100(
        dice, check.roll.bonus if bonus is None else bonus, check.roll.penalty if penalty is None else penalty
    )
    return replace(check, roll=roll, pushed=True)


def luck_cost(check: Check, malfunction: int | None = None) -> int | None:
    """Luck points needed to turn a failed check into a success at its difficulty, or None when not allowed.

    Optional rule: Luck is spent point for point after a failed roll; never on Luck, Sanity or combat rolls,
    never on a pushed roll, and never to buy off a fumble or a firearm malfunction.
    """
    return None if luck_refusal(check, malfunction) else check.rolled - target_value(check.value, check.difficulty)


def luck_refusal(check: Check, malfunction: int | None = None) -> str | None:
    """Why Luck may not be spent on this check, or None when it may."""
    if check.kind in FINAL_KINDS:
        return f"Luck is never spent on {FINAL_KINDS[check.kind]}"
    if check.pushed:
        return "Luck is never spent on a pushed roll"
    if check.luck_spent:
        return "Luck has already been spent on this roll"
    if check.level == SuccessLevel.FUMBLE:
        return "a fumble cannot be bought off with Luck"
    if malfunction is not None and check.rolled >= malfunction:
        return "a firearm malfunction cannot be bought off with Luck"
    if check.succeeded:
        return "the roll already succeeded"
    if target_value(check.value, check.difficulty) < 1:
        return "no roll can meet this difficulty"
    return None


def spend_luck(check: Check, luck: int, malfunction: int | None = None) -> Check:
    """The check after spending just enough Luck to pass; raises ValueError when not allowed or affordable."""
    refusal = luck_refusal(check, malfunction)
    if refusal:
        raise ValueError(refusal)
    cost = check.rolled - target_value(check.value, check.difficulty)
    if cost > luck:
        raise ValueError(f"that needs {cost} Luck and only {luck} is left")
    return replace(check, luck_spent=cost)


# --- opposed rolls ---------------------------------------------------------------------------------------


class Winner(Enum):
    ATTACKER = "attacker"
    DEFENDER = "defender"
    NEITHER = "neither"


def opposed_winner(first: SuccessLevel, first_value: int, second: SuccessLevel, second_value: int) -> Winner:
    """An opposed roll outside combat: the higher level wins; a tie goes to the higher value.

    The first roller is reported as ATTACKER. When both fail, or both level and value tie, nobody wins.
    """
    if not first.is_success and not second.is_success:
        return Winner.NEITHER
    if first != second:
        return Winner.ATTACKER if first > second else Winner.DEFENDER
    if first_value != second_value:
        return Winner.ATTACKER if first_value > second_value else Winner.DEFENDER
    return Winner.NEITHER
