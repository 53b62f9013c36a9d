"""Damage and wounds: weapon damage with the damage bonus, extreme damage, armour, major wounds, dying, healing."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from desktop.rules.checks import Difficulty, SuccessLevel
from desktop.rules.dice import Dice, DiceExpr, DiceTerm
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Condition

# Conditions a combatant can carry; the roster shows the most serious one.
MAJOR_WOUND = Condition.MAJOR_WOUND
PRONE = Condition.PRONE
UNCONSCIOUS = Condition.UNCONSCIOUS
DYING = Condition.DYING
DEAD = Condition.DEAD
STABILISED = Condition.STABILISED


class BonusShare(Enum):
    """How much of the damage bonus a weapon adds."""

    FULL = "full"
    HALF = "half"
    NONE = "none"


def bonus_share(weapon: Weapon) -> BonusShare:
    """Full in melee; half for thrown weapons and missiles driven by strength (bows); none for firearms."""
    if not weapon.adds_damage_bonus:
        return BonusShare.NONE
    if weapon.skill.startswith("Throw") or "Bow" in weapon.skill:
        return BonusShare.HALF
    if weapon.skill.startswith("Firearms"):
        return BonusShare.NONE
    return BonusShare.FULL


def half_bonus(damage_bonus: str) -> str:
    """Half a damage bonus: +1D4 → +1D2, +1D6 → +1D3, +2D6 → +1D6, +3D6 → +1D6+1D3, -2 → -1, -1 → 0."""
    expr = DiceExpr.parse(damage_bonus)
    terms: list[DiceTerm] = []
    for term in expr.terms:
        if term.sides:
            whole, odd = divmod(term.count, 2)
            if whole:
                terms.append(DiceTerm(term.sign, whole, term.sides))
            if odd:
                terms.append(DiceTerm(term.sign, 1, max(2, term.sides // 2)))
        elif term.count // 2:
            terms.append(DiceTerm(term.sign, term.count // 2))
    return "".join(str(t) for t in terms) if terms else "0"


def bonus_for(weapon: Weapon, damage_bonus: str) -> str:
    """The damage bonus text this weapon adds for its wielder ("0" when none)."""
    share = bonus_share(weapon)
    if share is BonusShare.NONE:
        return "0"
    return damage_bonus if share is BonusShare.FULL else half_bonus(damage_bonus)


@dataclass(frozen=True)
class DamageRoll:
    """One hit's damage before armour, with how it was reached; `minimum` is the least the weapon's dice (and bonus)
    could have dealt, for a creature that takes only that."""

    total: int
    detail: str
    minimum: int = 0


def roll_damage(
    damage: str, bonus: str, impaling: bool, extreme: bool, dice: Dice, *, may_impale: bool = True
) -> DamageRoll:
    """Damage of one hit, before armour.

    On an extreme success a blunt weapon deals its maximum plus the bonus maximum; an impaling one adds a further
    roll of the weapon's dice. `may_impale` False makes an extreme hit blunt (shotguns, very long range).
    """
    weapon_expr, bonus_expr = DiceExpr.parse(damage), DiceExpr.parse(bonus)
    least = max(0, weapon_expr.minimum + bonus_expr.minimum)
    shown = damage if bonus == "0" else f"{damage}{bonus if bonus.startswith(('+', '-')) else '+' + bonus}"
    if extreme:
        base = weapon_expr.maximum + bonus_expr.maximum
        if impaling and may_impale:
            extra = weapon_expr.roll_detail(dice)
            total = max(0, base + extra.total)
            return DamageRoll(total, f"extreme, impaling: maximum {base} + {damage} ({extra.total}) = {total}", least)
        return DamageRoll(max(0, base), f"extreme: maximum {shown} = {max(0, base)}", least)
    with dice.rolling(DiceExpr.parse(shown)):  # one roll of the weapon's dice and the bonus's, for dice that ask
        faces = [weapon_expr.roll_detail(dice)]
        if bonus != "0":
            faces.append(bonus_expr.roll_detail(dice))
    total = max(0, sum(f.total for f in faces))
    if len(faces) == 1:
        return DamageRoll(total, f"{shown} = {total}", least)
    added = " + ".join(str(f.total) for f in faces).replace("+ -", "- ")
    return DamageRoll(total, f"{shown} = {added} = {total}", least)


def after_armour(damage: int, armour: int) -> int:
    """Armour points come off each hit; damage never goes below zero."""
    return max(0, damage - max(0, armour))


def is_major_wound(damage: int, max_hp: int) -> bool:
    """One hit of at least half the maximum hit points is a major wound."""
    return damage > 0 and damage * 2 >= max_hp


@dataclass(frozen=True)
class WoundOutcome:
    """What one hit did: the new HP and conditions, and whether a CON roll must follow."""

    hp: int
    conditions: frozenset[Condition]
    major_wound: bool
    con_roll_needed: bool
    summary: str


def take_hit(hp: int, max_hp: int, conditions: frozenset[Condition], damage: int) -> WoundOutcome:
    """Apply one hit's damage (after armour).

    More than the maximum HP in one hit kills. A hit of half the maximum or more is a major wound: the victim
    falls prone and must make a CON roll or fall unconscious. At 0 HP a victim with a major wound is dying;
    without one, unconscious.
    """
    if damage <= 0:
        return WoundOutcome(hp, conditions, False, False, "no damage")
    if damage > max_hp:
        return WoundOutcome(0, (conditions - {DYING}) | {DEAD}, True, False, f"{damage} is more than max HP: dead")
    major = is_major_wound(damage, max_hp)
    new_hp = max(0, hp - damage)
    found = set(conditions)
    notes = [f"{damage} damage, HP {hp} → {new_hp}"]
    if major:
        found |= {MAJOR_WOUND, PRONE}
        notes.append("major wound, falls prone")
    con_roll = False
    if new_hp == 0:
        if MAJOR_WOUND in found:
            found |= {DYING, UNCONSCIOUS}
            found.discard(STABILISED)
            notes.append("dying")
        else:
            found.add(UNCONSCIOUS)
            notes.append("unconscious")
    elif major:
        con_roll = True
        notes.append("CON roll or unconscious")
    return WoundOutcome(new_hp, frozenset(found), major, con_roll, "; ".join(notes))


def dying_con_roll(conditions: frozenset[Condition], level: SuccessLevel) -> frozenset[Condition]:
    """The CON roll a dying character makes at the end of each round: failure is death."""
    if DYING not in conditions:
        return conditions
    return conditions if level.is_success else (conditions - {DYING}) | {DEAD}


@dataclass(frozen=True)
class Healing:
    hp: int
    conditions: frozenset[Condition]
    summary: str


def after_healing(new_hp: int, max_hp: int, conditions: frozenset[Condition]) -> frozenset[Condition]:
    """Conditions once HP are back up, however they were healed: at half the maximum or more a major wound is
    over."""
    return conditions - {MAJOR_WOUND} if new_hp * 2 >= max_hp else conditions


def first_aid(hp: int, max_hp: int, conditions: frozenset[Condition], succeeded: bool) -> Healing:
    """First Aid: on a success +1 HP; it stabilises the dying and wakes the unconscious."""
    if DEAD in conditions:
        return Healing(hp, conditions, "too late: the patient is dead")
    if not succeeded:
        return Healing(hp, conditions, "First Aid fails")
    found = set(conditions)
    notes = []
    if DYING in found:
        found = (found - {DYING}) | {STABILISED}
        notes.append("stabilised (CON roll each hour until treated)")
    found.discard(UNCONSCIOUS)
    new_hp = min(max_hp, hp + 1)
    notes.insert(0, f"+1 HP, {hp} → {new_hp}" if new_hp != hp else f"no HP to give back: {hp} is the maximum")
    healed = after_healing(new_hp, max_hp, frozenset(found))
    if MAJOR_WOUND in found and MAJOR_WOUND not in healed:
        notes.append("back to half HP: the major wound is over")
    return Healing(new_hp, healed, "; ".join(notes))


def medicine_refusal(conditions: frozenset[Condition]) -> str | None:
    """Medicine cannot help the dying before First Aid has stabilised them."""
    if DEAD in conditions:
        return "the patient is dead"
    if DYING in conditions:
        return "only First Aid can stabilise the dying; Medicine comes after"
    return None


def medicine_difficulty(same_day: bool) -> Difficulty:
    """Medicine is Hard when the injury was not taken the same day."""
    return Difficulty.REGULAR if same_day else Difficulty.HARD


def medicine(hp: int, max_hp: int, conditions: frozenset[Condition], succeeded: bool, dice: Dice) -> Healing:
    """Medicine: 1D3 HP on a success."""
    refusal = medicine_refusal(conditions)
    if refusal:
        return Healing(hp, conditions, refusal)
    if not succeeded:
        return Healing(hp, conditions, "Medicine fails")
    gain = dice.roll(3)
    new_hp = min(max_hp, hp + gain)
    found = after_healing(new_hp, max_hp, conditions - {UNCONSCIOUS})
    over = "; back to half HP: the major wound is over" if MAJOR_WOUND in conditions - found else ""
    gained = f"HP {hp} → {new_hp}" if new_hp != hp else f"no HP to give back: {hp} is the maximum"
    return Healing(new_hp, found, f"1D3 = {gain}, {gained}{over}")


def out_of_the_fight(conditions: frozenset[Condition]) -> bool:
    """Dead, dying or unconscious: no actions."""
    return bool(conditions & {DEAD, DYING, UNCONSCIOUS})
