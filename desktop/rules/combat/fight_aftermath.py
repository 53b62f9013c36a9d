"""What a fight leaves behind, for the Keeper to read before ending it: who is dead, dying, unconscious or hurt, and
what was spent (rounds out of a firearm, magic points), from the fight's state as it stands."""

from __future__ import annotations

from collections.abc import Iterable

from desktop.rules.combat.fight import Combatant, EncounterState, Side
from desktop.rules.roster.sheet import magic_points
from desktop.rules.scene import Condition
from desktop.rules.words import counted, listed

# The worst first: each fighter is said once, under the first of these that fits.
_STATES = (
    (Condition.DEAD, "Dead"),
    (Condition.DYING, "Dying"),
    (Condition.UNCONSCIOUS, "Unconscious"),
)


def _hp(fighter: Combatant) -> str:
    return f"{fighter.hp} of {fighter.max_hp} HP"


def _hurt(fighter: Combatant) -> str:
    extra = ", major wound" if Condition.MAJOR_WOUND in fighter.conditions else ""
    return f"{fighter.name} ({_hp(fighter)}{extra})"


def spent(fighter: Combatant) -> list[str]:
    """What this fighter used up: rounds out of each firearm (as loaded now), magic points below full."""
    used = []
    for weapon in fighter.weapons:
        loaded = fighter.rounds_loaded(weapon)
        if loaded is not None and loaded < weapon.ammo:
            used.append(f"{fighter.name}'s {weapon.name}: {loaded} of {counted(weapon.ammo, 'round')} loaded")
    full = magic_points(fighter.power)
    if fighter.mp < full:
        used.append(f"{fighter.name}: {fighter.mp} of {full} MP left")
    return used


def people_summary(fighters: Iterable[Combatant]) -> list[str]:
    """Lines for these fighters: the dead, the dying (still dying when the scene ends), the unconscious, the hurt,
    then what they spent; a line only when it has someone in it."""
    fighters = list(fighters)
    told: set[int] = set()
    lines = []
    for condition, label in _STATES:
        these = [f for f in fighters if condition in f.conditions and id(f) not in told]
        told |= {id(f) for f in these}
        if these:
            lines.append(f"{label}: {listed([f'{f.name} ({_hp(f)})' for f in these])}")
    hurt = [f for f in fighters if id(f) not in told and (f.hp < f.max_hp or Condition.MAJOR_WOUND in f.conditions)]
    if hurt:
        lines.append(f"Hurt: {listed([_hurt(f) for f in hurt])}")
    used = [line for f in fighters for line in spent(f)]
    if used:
        lines.append(f"Spent: {'; '.join(used)}")
    return lines


def fight_summary(state: EncounterState) -> list[str]:
    """The fight in a few lines: its round, each side's harm and what was spent ("Nobody is hurt" when so)."""
    lines = [f"{state.name}, round {state.round}: {counted(len(state.combatants), 'fighter')}"]
    for side in Side:
        harm = people_summary(c for c in state.combatants if c.side is side)
        harm = [line for line in harm if not line.startswith("Spent")]
        if harm:
            lines.append(f"{side.label}:")
            lines += [f"  {line}" for line in harm]
    used = [line for c in state.combatants for line in spent(c)]
    if len(lines) == 1:
        lines.append("Nobody is hurt.")
    if used:
        lines.append(f"Spent: {'; '.join(used)}")
    return lines
