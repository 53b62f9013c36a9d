"""What a Cthulhu Rising fight leaves behind, for the Keeper to read before ending it: who is dead, dying, out cold or
hurt, with the hit locations disabled, maimed or severed, and the rounds left in each firearm fired, from the fight's
state as it stands."""

from __future__ import annotations

from collections.abc import Iterable

from desktop.rules.rising.fighters import DEAD, LOCATIONS, UNCONSCIOUS, Fighter, RisingState, is_dying
from desktop.rules.rising.rising_rules import location_level
from desktop.rules.scene import Condition
from desktop.rules.words import MINUS, counted, listed

SIDES = (("investigators", "Investigators"), ("opponents", "Opponents"))
# A location's level in the summary's words, the gravest first; a location only hurt is left to the HP.
_LOCATION_WORDS = {
    "maimed": "maimed or severed",
    "out": "hit to double its HP",
    "disabled": "disabled",
}


def _number(value: int) -> str:
    return f"{MINUS}{-value}" if value < 0 else str(value)


def locations_hit(fighter: Fighter) -> list[str]:
    """The fighter's locations disabled or worse, the gravest first: "right arm maimed or severed", "chest disabled"."""
    levels = [
        (location, location_level(location, damage, hp))
        for location, damage, hp in zip(LOCATIONS, fighter.location_damage, fighter.location_hp, strict=True)
    ]
    return [
        f"{location.lower()} {words}"
        for level, words in _LOCATION_WORDS.items()
        for location, found in levels
        if found == level
    ]


def _said(fighter: Fighter) -> str:
    """ "Walt Brennan (3 of 12 HP; bleeding; right arm maimed or severed)"."""
    parts = [f"{_number(fighter.hp)} of {fighter.max_hp} HP"]
    if Condition.BLEEDING in fighter.states:
        parts.append("bleeding")
    hit = locations_hit(fighter)
    if hit:
        parts.append(listed(hit))
    return f"{fighter.name} ({'; '.join(parts)})"


def _hurt(fighter: Fighter) -> bool:
    return (
        fighter.hp < fighter.max_hp
        or any(damage > 0 for damage in fighter.location_damage)
        or any(s == Condition.BLEEDING or s.endswith(" maimed") for s in fighter.states)
    )


def people_summary(fighters: Iterable[Fighter]) -> list[str]:
    """Lines for these fighters, each said once under the gravest that fits: the dead, the dying (0 total HP or
    below), the out cold, then the hurt; a line only when it has someone in it."""
    left = list(fighters)
    lines = []
    for label, fits in (
        ("Dead", lambda f: DEAD in f.states),
        ("Dying", is_dying),
        ("Out cold", lambda f: UNCONSCIOUS in f.states),
        ("Hurt", _hurt),
    ):
        these = [f for f in left if fits(f)]
        left = [f for f in left if f not in these]
        if these:
            lines.append(f"{label}: {listed([_said(f) for f in these])}")
    return lines


def spent(fighter: Fighter) -> list[str]:
    """The rounds left in each firearm this fighter fired: "Walt Brennan's Handgun (.38 revolver): 4 of 6 rounds
    left"."""
    fired = dict(fighter.rounds_fired)
    return [
        f"{fighter.name}'s {weapon.name}: {fighter.rounds_left(weapon)} of {counted(weapon.ammo, 'round')} left"
        for weapon in fighter.weapons
        if weapon.ammo is not None and fired.get(weapon.name)
    ]


def rising_summary(state: RisingState) -> list[str]:
    """The fight in a few lines: its round and strike rank, then each side's harm ("Nobody is hurt." when so), then
    the rounds left in the firearms fired."""
    lines = [
        f"{state.name}, round {state.round}, strike rank {state.strike_rank}: {counted(len(state.fighters), 'fighter')}"
    ]
    sides = [side for side, _heading in SIDES]
    sides += sorted({f.side for f in state.fighters} - set(sides))
    for side in sides:
        heading = dict(SIDES).get(side, side.capitalize())
        harm = people_summary(f for f in state.fighters if f.side == side)
        if harm:
            lines.append(f"{heading}:")
            lines += [f"  {line}" for line in harm]
    if len(lines) == 1:
        lines.append("Nobody is hurt.")
    used = [line for f in state.fighters for line in spent(f)]
    if used:
        lines.append(f"Spent: {'; '.join(used)}")
    return lines
