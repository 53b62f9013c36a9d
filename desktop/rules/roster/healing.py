"""Harm and healing outside a fight, from the Roster: damage by dice (the other-damage table, armour, the
major-wound rule), healing by dice, natural healing a day at a time, and the weekly major-wound recovery roll.

Each operation takes a Patient and returns an Outcome whose state is the patient afterwards."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from desktop.rules.checks import RollKind, SuccessLevel, make_check
from desktop.rules.combat.wounds import after_armour, after_healing, take_hit
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.roster.sheet import text_problem
from desktop.rules.scene import Condition, ConditionsChanged, Effect, HpChanged, Outcome

DEAD, DYING, MAJOR_WOUND = Condition.DEAD, Condition.DYING, Condition.MAJOR_WOUND
UNCONSCIOUS, STABILISED, PRONE = Condition.UNCONSCIOUS, Condition.STABILISED, Condition.PRONE
MAX_ARMOUR = 50
MAX_DAYS = 365


@dataclass(frozen=True)
class Patient:
    """What healing and harm need of a roster character."""

    character_id: int
    name: str
    hp: int
    max_hp: int
    con: int
    conditions: frozenset[Condition] = frozenset()


@dataclass(frozen=True)
class OtherDamage:
    """One row of the other-damage table: how bad, the dice, and what does that much harm."""

    severity: str
    dice: str
    examples: str = ""


@cache
def other_damage_table() -> tuple[OtherDamage, ...]:
    """The other-damage table from resources/data/other_damage.toml, each row's dice checked."""
    from desktop.rules.catalog import CatalogError, read_entries

    rows = read_entries("other_damage.toml", "damage", OtherDamage)
    for row in rows:
        try:
            DiceExpr.parse(row.dice)
        except ValueError as exc:
            raise CatalogError(f"other_damage.toml: damage {row.severity!r}: dice: {exc}") from exc
    return rows


def _outcome(before: Patient, after: Patient, what: str, lines: list[str], checks=()) -> Outcome[Patient]:
    effects: list[Effect] = []
    if after.hp != before.hp:
        effects.append(HpChanged(before.character_id, before.name, before.hp, after.hp))
    added, removed = after.conditions - before.conditions, before.conditions - after.conditions
    if added or removed:
        effects.append(ConditionsChanged(before.character_id, before.name, added, removed))
    return Outcome(after, what, tuple(lines), (), tuple(checks), tuple(effects))


def with_condition(conditions: frozenset[Condition], condition: Condition, on: bool) -> frozenset[Condition]:
    """A lasting condition ticked or cleared by hand, with what it brings along: stabilised ends dying (the patient
    stays unconscious until Medicine or recovery wakes them), dying again is no longer stabilised, and the dead are
    neither."""
    if not on:
        return conditions - {condition}
    found = set(conditions) | {condition}
    if condition is STABILISED:
        found = (found - {DYING}) | {UNCONSCIOUS}
    elif condition is DYING:
        found = (found - {STABILISED}) | {UNCONSCIOUS}
    elif condition is DEAD:
        found -= {DYING, STABILISED}
    return frozenset(found)


def _refuse_the_dead(patient: Patient) -> None:
    if DEAD in patient.conditions:
        raise ValueError(f"{patient.name} is dead")


def harm_dice(text: str, what: str) -> DiceExpr:
    """Dice typed for harm or healing, refused by the field's name when they cannot be read or can never come to
    anything ("-3"); dice that may come to less than nothing ("1D3-2") do nothing on such a roll."""
    parsed = DiceExpr.parse_field(text, what)
    if parsed.maximum < 1:
        raise ValueError(f"{what}: {text.strip()} can never come to more than {parsed.maximum}")
    return parsed


def take_damage(
    patient: Patient, dice_text: str, dice: Dice, armour: int = 0, why: str = "", named: str = "Damage"
) -> Outcome[Patient]:
    """Harm by dice ('1D6', a row of the other-damage table): armour off, then the wound rules of a fight — half
    the maximum HP or more in one go is a major wound (prone, and a CON roll or unconscious), more than the maximum
    kills, 0 HP is dying with a major wound and unconscious without. Bad dice are refused by `named`, the name of
    the field they were typed in."""
    _refuse_the_dead(patient)
    if problem := text_problem(why, "The cause"):
        raise ValueError(problem)
    if not 0 <= armour <= MAX_ARMOUR:
        raise ValueError(f"Armour must be between 0 and {MAX_ARMOUR}, not {armour}")
    rolled = harm_dice(dice_text, named).roll_detail(dice)
    dealt = after_armour(max(0, rolled.total), armour)
    wound = take_hit(patient.hp, patient.max_hp, patient.conditions, dealt)
    armour_text = f", armour {armour} → {dealt}" if armour else ""
    lines = [f"{rolled.describe()}{armour_text}; {wound.summary}"]
    conditions, checks = wound.conditions - {PRONE}, []  # prone belongs to a fight, not the roster
    if wound.con_roll_needed:
        check = make_check(dice, patient.con, kind=RollKind.CHARACTERISTIC)
        checks.append(check)
        kept = check.succeeded
        lines.append(
            f"CON {check.result} vs {patient.con}, {check.level.label}: "
            + ("stays conscious" if kept else "falls unconscious")
        )
        if not kept:
            conditions |= {UNCONSCIOUS}
    after = replace(patient, hp=wound.hp, conditions=conditions)
    return _outcome(
        patient, after, f"{patient.name} takes {dealt} damage" + (f" ({why})" if why else ""), lines, checks
    )


def heal(patient: Patient, dice_text: str, dice: Dice, why: str = "", named: str = "Healing") -> Outcome[Patient]:
    """Healing by dice, never past the maximum; back to half HP or more ends a major wound, and any HP wake one
    who was knocked out without one. The dying need First Aid first. Bad dice are refused by `named`, the name of
    the field they were typed in."""
    _refuse_the_dead(patient)
    if problem := text_problem(why, "The cause"):
        raise ValueError(problem)
    if DYING in patient.conditions:
        raise ValueError(f"{patient.name} is dying: only First Aid can stabilise them first")
    try:
        expr = DiceExpr.parse(dice_text)
    except ValueError as exc:
        raise ValueError(f"{named}: {exc}") from exc
    rolled = expr.roll_detail(dice)
    if rolled.total < 0:
        raise ValueError(f"{named}: {dice_text.strip()} heals nothing: use Take Damage for harm")
    gained = min(patient.max_hp, patient.hp + rolled.total) - patient.hp
    what = f"{patient.name} heals {gained} HP" + (f" ({why})" if why else "")
    # "0 → 11" for a typed amount; the dice beside it when there were any; the maximum when it held the rest back
    said = [] if expr.minimum == expr.maximum else [rolled.describe()]
    if gained < rolled.total:
        said.append(f"capped at the {patient.max_hp} HP maximum")
    return _healed(patient, rolled.total, "", what, said_after=f" ({'; '.join(said)})" if said else "")


def _healed(
    patient: Patient, amount: int, said: str, what: str, clear_wound: bool = False, said_after: str = ""
) -> Outcome[Patient]:
    new_hp = min(patient.max_hp, patient.hp + amount)
    conditions = after_healing(new_hp, patient.max_hp, patient.conditions)
    if clear_wound:
        conditions -= {MAJOR_WOUND}
    if new_hp > 0 and MAJOR_WOUND not in conditions:
        conditions -= {UNCONSCIOUS, STABILISED}
    lines = [f"{said}; HP {patient.hp} → {new_hp}" if said else f"{patient.hp} → {new_hp}{said_after}"]
    if MAJOR_WOUND in patient.conditions and MAJOR_WOUND not in conditions:
        lines.append("the major wound is over")
    return _outcome(patient, replace(patient, hp=new_hp, conditions=conditions), what, lines)


def natural_healing(patient: Patient, days: int = 1) -> Outcome[Patient]:
    """Rest heals 1 HP a day, only without a major wound (that heals by the weekly recovery roll)."""
    _refuse_the_dead(patient)
    if not 1 <= days <= MAX_DAYS:
        raise ValueError(f"Days must be between 1 and {MAX_DAYS}, not {days}")
    if MAJOR_WOUND in patient.conditions or DYING in patient.conditions:
        raise ValueError(f"{patient.name} has a major wound: it heals by the weekly recovery roll, not day by day")
    if patient.hp >= patient.max_hp:
        raise ValueError(f"{patient.name} is at full HP already")
    plural = "s" if days != 1 else ""
    return _healed(patient, days, f"{days} day{plural} of rest, 1 HP a day", f"{patient.name} rests {days} day{plural}")


def weekly_recovery(patient: Patient, dice: Dice, rest_and_care: bool = False) -> Outcome[Patient]:
    """A week with a major wound: a CON roll (a bonus die for rest under medical care). A success heals 1D3 HP;
    an Extreme success 2D3 and the wound is over; so is it once HP are back to half. A failure changes nothing."""
    _refuse_the_dead(patient)
    if DYING in patient.conditions:
        raise ValueError(f"{patient.name} is dying: First Aid first, then Medicine")
    if MAJOR_WOUND not in patient.conditions:
        raise ValueError(f"{patient.name} has no major wound: without one, HP come back 1 a day")
    check = make_check(dice, patient.con, bonus=int(rest_and_care), kind=RollKind.CHARACTERISTIC)
    care = " with rest and care (bonus die)" if rest_and_care else ""
    head = f"CON {check.result} vs {patient.con}{care}, {check.level.label}"
    what = f"{patient.name}: a week's recovery from the major wound"
    if not check.succeeded:
        return replace(_outcome(patient, patient, what, [f"{head}: no better this week"]), checks=(check,))
    extreme = check.level >= SuccessLevel.EXTREME
    rolled = DiceExpr.parse("2D3" if extreme else "1D3").roll_detail(dice)
    healed = _healed(patient, rolled.total, f"{head}: {rolled.describe()}", what, clear_wound=extreme)
    return replace(healed, checks=(check,))
