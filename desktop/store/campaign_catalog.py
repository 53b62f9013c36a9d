"""The campaign's own catalog entries, kept beside the built-in reference tables."""

from __future__ import annotations

from desktop.rules.catalog import weapon_catalog
from desktop.rules.roster.sheet import Weapon, weapon_errors
from desktop.store import journal
from desktop.store.campaign_file import transaction
from desktop.store.schema import CatalogWeaponRow

_FIELDS = (
    "name",
    "skill",
    "damage",
    "impaling",
    "range",
    "attacks",
    "ammo",
    "malfunction",
    "adds_damage_bonus",
    "drains",
)


def campaign_weapons() -> list[Weapon]:
    """The Keeper's own weapons, by name."""
    return [
        Weapon(**{field: getattr(row, field) for field in _FIELDS})
        for row in CatalogWeaponRow.select().order_by(CatalogWeaponRow.name)
    ]


def all_weapons() -> list[Weapon]:
    """The built-in weapon table, then the campaign's own entries."""
    return [*weapon_catalog(), *campaign_weapons()]


def save_weapon(weapon: Weapon) -> None:
    """Add a weapon to the campaign's catalog, or replace the entry of that name; one transaction."""
    errors = weapon_errors(weapon)
    if errors:
        raise ValueError("\n".join(errors))
    name = weapon.name.strip()
    if any(w.name == name for w in weapon_catalog()):
        raise ValueError(f"{name} is in the built-in table already; give your weapon another name")
    values = {field: getattr(weapon, field) for field in _FIELDS} | {"name": name}
    with transaction():
        CatalogWeaponRow.insert(**values).on_conflict_replace().execute()
        journal.append("catalog", f"Saved {name} to the weapon catalog", result=f"{weapon.damage}, {weapon.skill}")


def delete_weapon(name: str) -> None:
    with transaction():
        if CatalogWeaponRow.delete().where(CatalogWeaponRow.name == name).execute():
            journal.append("catalog", f"Removed {name} from the weapon catalog")
