"""Schema versions in `PRAGMA user_version`, and the runner that brings an older file up to date."""

from __future__ import annotations

from collections.abc import Callable

from peewee import SqliteDatabase

from desktop.store.models import Campaign, CatalogWeapon, Character, Combatant, Encounter, JournalEntry, Skill, Weapon


def _create_version_1(db: SqliteDatabase) -> None:
    """The first schema: campaign, characters with skills and weapons, the journal."""
    db.create_tables((Campaign, Character, Skill, Weapon, JournalEntry))


def _add_campaign_catalog(db: SqliteDatabase) -> None:
    """Version 2: the campaign's own weapon catalog."""
    db.create_tables((CatalogWeapon,))


def _add_encounters(db: SqliteDatabase) -> None:
    """Version 3: encounters and their combatants, for the Combat tab."""
    db.create_tables((Encounter, Combatant))


MIGRATIONS: dict[int, Callable[[SqliteDatabase], None]] = {
    1: _create_version_1,
    2: _add_campaign_catalog,
    3: _add_encounters,
}
SCHEMA_VERSION = max(MIGRATIONS)


def migrate(db: SqliteDatabase, migrations: dict[int, Callable[[SqliteDatabase], None]] | None = None) -> list[int]:
    """Run every migration above the file's version, in order, each in one transaction; returns those run.

    Foreign keys are off while a migration runs, since table rebuilds could otherwise fire cascades.
    """
    steps = MIGRATIONS if migrations is None else migrations
    current = db.user_version
    done = []
    db.pragma("foreign_keys", 0)
    try:
        for version in sorted(v for v in steps if v > current):
            with db.atomic():
                steps[version](db)
                db.user_version = version
            done.append(version)
    finally:
        db.pragma("foreign_keys", 1)
    return done
