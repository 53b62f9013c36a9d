"""A creature's specials that change numbers (the bestiary's `specials`): damage it takes from some kinds of weapon
halved, held to the weapon's minimum or to 1 point a hit, and hit points it regains each round. The free text on
the sheet keeps what is not a number (a hold that drains, flight, spells)."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import Any

from desktop.rules.roster.sheet import Weapon
from desktop.rules.words import listed

DAMAGE_KINDS = ("firearms", "projectiles", "melee", "fire", "electricity")
MAX_REGENERATION = 999
_FIRE = re.compile(r"flame|fire|molotov|torch|burn|incendiar", re.IGNORECASE)
_ELECTRIC = re.compile(r"electric|taser|lightning|shock", re.IGNORECASE)


@dataclass(frozen=True)
class Specials:
    """What a creature's nature does to the numbers of a fight. Each `*_from` names kinds of damage (DAMAGE_KINDS):
    `half_damage_from` halves a hit (rounded down), `minimum_damage_from` leaves the weapon's least roll,
    `one_damage_from` lets 1 point a hit through; `regenerates` is HP regained at the start of each round."""

    half_damage_from: tuple[str, ...] = ()
    minimum_damage_from: tuple[str, ...] = ()
    one_damage_from: tuple[str, ...] = ()
    regenerates: int = 0

    def __bool__(self) -> bool:
        return self != Specials()

    def to_data(self) -> dict[str, Any]:
        """Only what is set, as plain JSON data."""
        data: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value:
                data[f.name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_data(cls, data: Any, where: str) -> Specials:
        """Specials read from a file (the bestiary, a campaign, a saved fight): an unknown key, kind of damage or a
        value of the wrong type is refused with `where` (when given) and the field named, never dropped."""
        where = f"{where}: specials" if where else "specials"
        if data is None:
            return cls()
        if isinstance(data, Specials):
            return data
        if not isinstance(data, dict):
            raise ValueError(f"{where} are a table of effects, not {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"{where}: unknown effect {unknown[0]!r} (known: {', '.join(sorted(known))})")
        values: dict[str, Any] = {}
        for name, value in data.items():
            if name == "regenerates":
                if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_REGENERATION:
                    raise ValueError(
                        f"{where}: regenerates is whole HP a round, 0 to {MAX_REGENERATION}, not {value!r}"
                    )
                values[name] = value
                continue
            if not isinstance(value, list | tuple) or not all(isinstance(k, str) for k in value):
                raise ValueError(f"{where}: {name} is a list of kinds of damage, not {value!r}")
            strange = next((k for k in value if k not in DAMAGE_KINDS), None)
            if strange is not None:
                raise ValueError(
                    f"{where}: {name}: {strange!r} is not a kind of damage (one of {', '.join(DAMAGE_KINDS)})"
                )
            values[name] = tuple(value)
        return cls(**values)

    def describe(self) -> str:
        """The specials in words, for the sheet and the cards."""
        parts = []
        for label, kinds in (
            ("half damage from", self.half_damage_from),
            ("only minimum damage from", self.minimum_damage_from),
            ("only 1 HP a hit from", self.one_damage_from),
        ):
            if kinds:
                parts.append(f"{label} {listed(kinds)}")
        if self.regenerates:
            parts.append(f"regains {self.regenerates} HP a round")
        return "; ".join(parts)


def damage_kinds(weapon: Weapon) -> frozenset[str]:
    """What kind of damage a weapon deals: firearms (a bow's arrows and thrown things are projectiles), or melee;
    and fire or electricity when its name says so (a flamethrower, a Molotov, a lightning gun, a Taser)."""
    kinds = set()
    if weapon.skill.startswith("Throw") or weapon.skill == "Firearms (Bow)":
        kinds.add("projectiles")
    elif weapon.skill.startswith("Firearms"):
        kinds.add("firearms")
    else:
        kinds.add("melee")
    if _FIRE.search(weapon.name):
        kinds.add("fire")
    if _ELECTRIC.search(weapon.name):
        kinds.add("electricity")
    return frozenset(kinds)


def damage_taken(specials: Specials, weapon: Weapon | None, damage: int, minimum: int = 0) -> tuple[int, str]:
    """One hit's damage (before armour) as the creature's nature lets it through, and the reason in words ("" when
    nothing changed). One point a hit outweighs the minimum, which outweighs half."""
    if weapon is None or damage <= 0 or not specials:
        return damage, ""
    kinds = damage_kinds(weapon)
    for names, label, taken in (
        (specials.one_damage_from, "only 1 HP a hit", min(damage, 1)),
        (specials.minimum_damage_from, "only the weapon's minimum", min(damage, max(0, minimum))),
        (specials.half_damage_from, "half damage", damage // 2),
    ):
        hit = sorted(kinds & set(names))
        if hit:
            return taken, f"{label} from {listed(tuple(hit))}, {damage} → {taken}"
    return damage, ""


def regenerated(specials: Specials, hp: int, max_hp: int) -> int:
    """HP after a round's regeneration (never above the maximum)."""
    return min(max_hp, hp + specials.regenerates) if specials.regenerates and hp < max_hp else hp
