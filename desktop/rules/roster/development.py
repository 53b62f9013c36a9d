"""The development phase: improvement checks for ticked skills, skill mastery Sanity and the Luck check."""

from __future__ import annotations

from dataclasses import dataclass, replace

from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.roster.sheet import MAX_SKILL, NO_IMPROVEMENT_SKILLS, CharacterSheet

MASTERY_VALUE = 90
MAX_LUCK = 99


def earns_tick(skill_name: str, succeeded: bool, bonus_dice: int) -> bool:
    """A successful roll ticks the skill, unless a bonus die was used or the skill never improves."""
    return succeeded and bonus_dice == 0 and skill_name not in NO_IMPROVEMENT_SKILLS


def improvement_succeeds(roll: int, skill_value: int) -> bool:
    """An improvement check passes when 1D100 rolls above the skill, or 96 or more."""
    return roll > skill_value or roll >= 96


@dataclass(frozen=True)
class Improvement:
    """One improvement check: what was rolled and what changed."""

    skill: str
    before: int
    roll: int
    gain: int
    sanity_gain: int = 0

    @property
    def after(self) -> int:
        return self.before + self.gain

    def describe(self) -> str:
        if not self.gain:
            return f"{self.skill}: rolled {self.roll} vs {self.before}, no gain"
        text = f"{self.skill}: rolled {self.roll} vs {self.before}, +{self.gain} → {self.after}"
        if self.sanity_gain:
            text += f"; reached {MASTERY_VALUE}%, +{self.sanity_gain} SAN"
        return text


def improve_skill(skill: str, value: int, dice: Dice) -> Improvement:
    """Roll the improvement check for one ticked skill: +1D10 on success, never past 99; reaching 90% gives 2D6
    SAN."""
    if skill in NO_IMPROVEMENT_SKILLS:
        raise ValueError(f"{skill} never improves through experience")
    with dice.about(what=f"improvement check for {skill} {value} (over {value} improves)"):
        roll = dice.roll(100)
    if not improvement_succeeds(roll, value):
        return Improvement(skill, value, roll, 0)
    with dice.about(what=f"{skill} improves by 1D10"):
        gain = min(dice.roll(10), max(0, MAX_SKILL - value))  # never past 99
    with dice.about(what=f"SAN for reaching {MASTERY_VALUE}% in {skill}"):
        sanity_gain = DiceExpr.parse("2D6").roll(dice) if value < MASTERY_VALUE <= value + gain else 0
    return Improvement(skill, value, roll, gain, sanity_gain)


def improve_luck(luck: int, dice: Dice) -> Improvement:
    """The Luck improvement check after a session: roll above Luck for +1D10, never past 99."""
    with dice.about(what=f"Luck improvement check (over {luck} improves)"):
        roll = dice.roll(100)
    if roll <= luck:
        return Improvement("Luck", luck, roll, 0)
    with dice.about(what="Luck improves by 1D10"):
        return Improvement("Luck", luck, roll, min(dice.roll(10), MAX_LUCK - luck))


def improvement_chance(value: int) -> int:
    """The percentage chance an improvement check passes: 1D100 above the value, or 96 or more."""
    return sum(1 for roll in range(1, 101) if improvement_succeeds(roll, value))


def development_preview(sheet: CharacterSheet) -> list[str]:
    """What the development phase will roll for this sheet, before it is rolled: each ticked skill's check (its
    chance and 1D10 to gain, 2D6 SAN where 90% is within reach), the ticked skills that never improve, and the Luck
    check."""
    lines = []
    for skill in sheet.skills:
        if not skill.ticked:
            continue
        if not skill.improvable:
            lines.append(f"{skill.full_name} {skill.value}: ticked, but never improves through experience")
            continue
        if skill.value >= MAX_SKILL:
            lines.append(f"{skill.full_name} {skill.value}: already at {MAX_SKILL}, no gain is possible")
            continue
        chance = improvement_chance(skill.value)
        line = f"{skill.full_name} {skill.value}: improves on {min(skill.value + 1, 96)}+ ({chance}%), +1D10"
        if skill.value < MASTERY_VALUE <= skill.value + 10:
            line += f"; reaching {MASTERY_VALUE}% gives 2D6 SAN"
        lines.append(line)
    if not lines:
        lines.append("No skills are ticked: only the Luck check is rolled.")
    if sheet.luck >= MAX_LUCK:
        lines.append(f"Luck {sheet.luck}: already at {MAX_LUCK}, no gain is possible")
    else:
        lines.append(f"Luck {sheet.luck}: improves on {sheet.luck + 1}+ ({100 - sheet.luck}%), +1D10")
    return lines


@dataclass(frozen=True)
class DevelopmentResult:
    """One investigator's development phase: the sheet after it, and every check rolled."""

    sheet: CharacterSheet
    improvements: tuple[Improvement, ...]
    luck: Improvement

    @property
    def sanity_gain(self) -> int:
        return sum(i.sanity_gain for i in self.improvements)

    def describe(self) -> str:
        lines = [i.describe() for i in self.improvements] or ["No ticked skills to check."]
        lines.append(self.luck.describe())
        return "\n".join(lines)


def development_phase(sheet: CharacterSheet, dice: Dice) -> DevelopmentResult:
    """Improvement checks for every ticked skill (ticks are cleared), mastery Sanity, then the Luck check.

    Sanity gained from reaching 90% never takes SAN above 99 less Cthulhu Mythos.
    """
    skills, improvements = [], []
    for skill in sheet.skills:
        if skill.ticked and skill.improvable:
            improvement = improve_skill(skill.full_name, skill.value, dice)
            improvements.append(improvement)
            skills.append(replace(skill, value=improvement.after, ticked=False))
        else:
            skills.append(replace(skill, ticked=False))
    luck = improve_luck(sheet.luck, dice)
    improved = replace(sheet, skills=tuple(skills), luck=luck.after)
    gained = sum(i.sanity_gain for i in improvements)
    sanity = sheet.sanity if sheet.sanity is not None else improved.filled().sanity
    improved = replace(improved, sanity=min(improved.max_sanity, sanity + gained))
    return DevelopmentResult(improved, tuple(improvements), luck)
