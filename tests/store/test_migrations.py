"""Frozen schema steps: real files of every earlier version upgrade to exactly the schema of a new file, keep their
data, leave a backup of the old version beside them; and a next step (a new column) works on new and old files."""

import shutil
import sqlite3
from pathlib import Path

import pytest

from desktop.rules.encounter import CODEC as FIGHT
from desktop.store import catalog, journal, migrations, roster, scenes
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.migrations import APPLICATION_ID, SCHEMA_VERSION
from desktop.store.schema import database

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OLD_VERSIONS = (1, 2, 3)


def schema_of(path: Path) -> tuple:
    """What the file's schema is: every object's SQL, the version and the mark."""
    with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as conn:
        objects = sorted(conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL"))
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        mark = conn.execute("PRAGMA application_id").fetchone()[0]
    return objects, version, mark


def fresh_schema(tmp_path: Path) -> tuple:
    path = tmp_path / "fresh.kdesk"
    open_campaign(path, create_name="Fresh")
    close_campaign()
    return schema_of(path)


def copy_of(version: int, tmp_path: Path) -> Path:
    target = tmp_path / f"old-v{version}.kdesk"
    shutil.copyfile(FIXTURES / f"campaign-v{version}.kdesk", target)
    return target


def test_the_fixtures_are_the_versions_they_claim():
    for version in OLD_VERSIONS:
        assert schema_of(FIXTURES / f"campaign-v{version}.kdesk")[1] == version


@pytest.mark.parametrize("version", OLD_VERSIONS)
def test_an_old_file_upgrades_to_the_schema_of_a_new_file(version, tmp_path):
    path = copy_of(version, tmp_path)
    open_campaign(path)
    close_campaign()
    upgraded = schema_of(path)
    assert upgraded == fresh_schema(tmp_path)
    assert upgraded[1:] == (SCHEMA_VERSION, APPLICATION_ID)


@pytest.mark.parametrize("version", OLD_VERSIONS)
def test_an_old_file_keeps_its_data_and_leaves_a_backup_of_itself(version, tmp_path):
    path = copy_of(version, tmp_path)
    original = (FIXTURES / f"campaign-v{version}.kdesk").read_bytes()
    campaign = open_campaign(path)
    assert campaign.name == f"Version {version} campaign" and len(campaign.uid) == 16
    rows = {row.name: row for row in roster.roster_rows()}
    assert len(rows) == 8 and rows["Harriet Crane"].hp == 8
    assert [s.name for s in roster.load_sheet(rows["Harriet Crane"].id).skills][:1]  # skills came along
    entries = journal.entries()
    assert any(e.what == "Harriet hurt" for e in entries) and any(e.what.startswith("Spot Hidden") for e in entries)
    assert [w.name for w in catalog.campaign_weapons()] == (["Sword cane"] if version >= 2 else [])
    active = scenes.load_active("combat", FIGHT.decode)
    if version >= 3:
        _, fight = active
        assert fight.name == "Cellar" and [c.name for c in fight.combatants] == ["Ghoul", "Harriet Crane"]
        assert fight.round == 1 and fight.turn == 2 and fight.next_key == 3  # as the v3 file held it
    else:
        assert active is None
    close_campaign()
    backup = path.with_name(f"{path.stem}.v{version}.backup.kdesk")
    assert schema_of(backup)[1] == version
    with sqlite3.connect(backup) as conn:
        assert conn.execute("SELECT count(*) FROM character").fetchone()[0] == 8
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert (FIXTURES / f"campaign-v{version}.kdesk").read_bytes() == original  # the fixture itself is untouched


def test_a_new_file_is_built_by_the_frozen_steps_from_version_1(tmp_path, monkeypatch):
    ran = []

    def watched(version, step):
        return lambda db: (ran.append(version), step(db))

    steps = {v: watched(v, step) for v, step in migrations.MIGRATIONS.items()}
    monkeypatch.setattr(migrations, "MIGRATIONS", steps)
    open_campaign(tmp_path / "new.kdesk", create_name="New")
    assert ran == list(range(1, SCHEMA_VERSION + 1))


def _with_next_step(monkeypatch):
    from desktop.store import campaign_file

    steps = dict(migrations.MIGRATIONS)
    steps[SCHEMA_VERSION + 1] = lambda db: db.execute_sql(
        'ALTER TABLE "character" ADD COLUMN "pronouns" VARCHAR(255) NOT NULL DEFAULT \'\''
    )
    monkeypatch.setattr(migrations, "MIGRATIONS", steps)
    monkeypatch.setattr(campaign_file, "SCHEMA_VERSION", SCHEMA_VERSION + 1)


def columns(table: str) -> list[str]:
    return [row[1] for row in database.execute_sql(f'PRAGMA table_info("{table}")')]


def test_a_next_step_adding_a_column_works_on_a_new_file(tmp_path, monkeypatch):
    _with_next_step(monkeypatch)
    open_campaign(tmp_path / "new.kdesk", create_name="New")  # used to fail: "duplicate column name"
    assert database.user_version == SCHEMA_VERSION + 1 and "pronouns" in columns("character")


@pytest.mark.parametrize("version", (*OLD_VERSIONS, SCHEMA_VERSION))
def test_a_next_step_adding_a_column_works_on_every_older_file(version, tmp_path, monkeypatch):
    if version == SCHEMA_VERSION:
        path = tmp_path / "current.kdesk"
        open_campaign(path, create_name="Current")
        close_campaign()
    else:
        path = copy_of(version, tmp_path)
    _with_next_step(monkeypatch)
    open_campaign(path)
    assert database.user_version == SCHEMA_VERSION + 1 and "pronouns" in columns("character")
    assert len(roster.roster_rows()) >= 8 if version < SCHEMA_VERSION else True
