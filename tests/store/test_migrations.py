"""Frozen schema steps: real files of every earlier version upgrade to exactly the schema of a new file, keep their
data, leave a backup of the old version beside them; and a next step (a new column) works on new and old files.

The schema each version's steps build is committed as tests/fixtures/schema-v<N>.sql, so editing a shipped step fails
a test. A new version adds its step, its file (`write_snapshot(N)` below writes it) and campaign-v<N>.kdesk."""

import shutil
import sqlite3
from contextlib import closing
from dataclasses import replace
from pathlib import Path

import pytest
from peewee import SqliteDatabase

from desktop.rules.combat.fight import CODEC as FIGHT
from desktop.store import campaign_catalog, character_rows, game_sessions, handouts, journal, migrations, scenes
from desktop.store.campaign_file import campaign_calendar, close_campaign, open_campaign
from desktop.store.migrations import APPLICATION_ID, SCHEMA_VERSION
from desktop.store.schema import database

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OLD_VERSIONS = tuple(v for v in sorted(migrations.MIGRATIONS) if v < SCHEMA_VERSION)  # each version that shipped
EVERY_VERSION = (*OLD_VERSIONS, SCHEMA_VERSION)


def schema_of(path: Path) -> tuple:
    """What the file's schema is: every object's SQL, the version and the mark (read as it lies, nothing written
    beside it: a shipped file in tests/fixtures is read in place)."""
    with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)) as conn:
        objects = sorted(conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL"))
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        mark = conn.execute("PRAGMA application_id").fetchone()[0]
    return objects, version, mark


def test_reading_a_shipped_files_schema_leaves_nothing_beside_it(tmp_path):
    """Before: every full run left a -wal and a -shm beside each campaign in tests/fixtures (read with mode=ro only,
    a WAL file's reader makes both, and the connection was never closed)."""
    shipped = tmp_path / "fixtures" / "campaign-v14.kdesk"
    shipped.parent.mkdir()
    shipped.write_bytes((FIXTURES / "campaign-v14.kdesk").read_bytes())
    assert schema_of(shipped)[1] == 14
    assert sorted(p.name for p in shipped.parent.iterdir()) == ["campaign-v14.kdesk"]


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
    for version in EVERY_VERSION:
        assert schema_of(FIXTURES / f"campaign-v{version}.kdesk")[1] == version


def schema_sql(path: Path) -> str:
    """A file's schema as the snapshot keeps it: its version and mark, then every object's SQL, one a line."""
    objects, version, mark = schema_of(path)
    lines = [f"-- user_version {version}, application_id {mark:#x}"]
    lines += [f"{sql};" for _type, _name, _table, sql in objects]
    return "\n".join(lines) + "\n"


def built_to(version: int, path: Path) -> Path:
    """A new file built by the shipped steps up to `version` only."""
    db = SqliteDatabase(str(path))
    db.connect()
    migrations.migrate(db, {v: step for v, step in migrations.MIGRATIONS.items() if v <= version})
    db.close()
    return path


def write_snapshot(version: int) -> None:  # pragma: no cover - run by hand when a version ships
    """Write tests/fixtures/schema-v<version>.sql from the steps as they are now."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        text = schema_sql(built_to(version, Path(folder) / "new.kdesk"))
    (FIXTURES / f"schema-v{version}.sql").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("version", EVERY_VERSION)
def test_the_shipped_steps_still_build_the_schema_each_version_shipped(version, tmp_path):
    snapshot = (FIXTURES / f"schema-v{version}.sql").read_text(encoding="utf-8")
    assert schema_sql(built_to(version, tmp_path / "new.kdesk")) == snapshot


def test_a_new_campaign_has_the_schema_of_the_newest_snapshot(tmp_path):
    path = tmp_path / "fresh.kdesk"
    open_campaign(path, create_name="Fresh")
    close_campaign()
    assert schema_sql(path) == (FIXTURES / f"schema-v{SCHEMA_VERSION}.sql").read_text(encoding="utf-8")


@pytest.mark.parametrize("version", OLD_VERSIONS)
def test_an_old_file_upgrades_to_the_schema_of_a_new_file(version, tmp_path):
    path = copy_of(version, tmp_path)
    open_campaign(path)
    close_campaign()
    upgraded = schema_of(path)
    assert upgraded == fresh_schema(tmp_path)
    assert upgraded[1:] == (SCHEMA_VERSION, APPLICATION_ID)


def test_the_newest_fixture_opens_as_it_is_with_its_data(tmp_path):
    path = copy_of(SCHEMA_VERSION, tmp_path)
    campaign = open_campaign(path)
    assert campaign.name == f"Version {SCHEMA_VERSION} campaign"
    _, fight = scenes.load_active("combat", FIGHT.decode)
    assert [c.name for c in fight.combatants] == ["Ghoul", "Harriet Crane"] and fight.turn == 1
    assert [(w.name, w.drains) for w in campaign_catalog.campaign_weapons()] == [
        ("Mind leech", "POW"),
        ("Sword cane", ""),
    ]
    assert campaign_calendar() == (3, 2)
    movs = {r.name: character_rows.load_sheet(r.id).mov_override for r in character_rows.roster_rows()}
    assert movs["Ghoul"] == 10 and movs["Harriet Crane"] is None  # a MOV set by hand (step 9), and one worked out
    sessions = [(s.number, s.title, s.date, s.is_open) for s in game_sessions.all_sessions()]
    assert sessions == [
        (1, "Before sessions were kept", "2026-12-01", False),
        (2, "The boathouse", "2026-11-30", False),
    ]
    assert [e.what for e in game_sessions.entries_of(2)] == [
        "Session 2: The boathouse begins",
        "Spot Hidden (Regular)",
        "Session 2: The boathouse ends",
    ]
    kept = [(h.title, h.kind) for h in handouts.all_handouts()]  # step 12: handouts kept in the file
    assert kept == [("Letter from Uncle Silas", "text"), ("Map of the marsh", "png")]
    letter, map_ = (handouts.load(h.id) for h in handouts.all_handouts())
    assert letter.text == "Do not open the cellar door." and map_.image.startswith(b"\x89PNG\r\n\x1a\n")
    from desktop.store import notes, search

    assert [(n.kind, n.title) for n in notes.all_notes()] == [
        ("character", "Harriet Crane"),
        ("location", "The boathouse"),
    ]
    assert [h.title for f in search.search("boat") if f.kind == "note" for h in f.hits] == [
        "The boathouse",  # by its title first
        "Harriet Crane",  # whose note links to it
    ]
    close_campaign()
    assert not list(tmp_path.glob("*.backup.kdesk"))  # nothing to upgrade: no backup of an old version


@pytest.mark.parametrize("version", OLD_VERSIONS)
def test_an_old_file_keeps_its_data_and_leaves_a_backup_of_itself(version, tmp_path):
    path = copy_of(version, tmp_path)
    original = (FIXTURES / f"campaign-v{version}.kdesk").read_bytes()
    campaign = open_campaign(path)
    assert campaign.name == f"Version {version} campaign" and len(campaign.uid) == 16
    rows = {row.name: row for row in character_rows.roster_rows()}
    assert len(rows) == 8 and rows["Harriet Crane"].hp == 8
    harriet = character_rows.load_sheet(rows["Harriet Crane"].id)
    assert [s.name for s in harriet.skills][:1]  # skills came along
    assert harriet.mov_override is None and harriet.mov == 7  # no MOV set by hand before step 9: worked out
    entries = journal.entries()
    assert any(e.what == "Harriet hurt" for e in entries) and any(e.what.startswith("Spot Hidden") for e in entries)
    weapons = {w.name: w for w in campaign_catalog.campaign_weapons()}
    assert sorted(weapons) == sorted(["Sword cane", "Mind leech"][: (version >= 2) + (version >= 5)])
    if version >= 5:
        assert weapons["Mind leech"].drains == "POW"
    active = scenes.load_active("combat", FIGHT.decode)
    if version >= 3:
        _, fight = active
        assert fight.name == "Cellar" and [c.name for c in fight.combatants] == ["Ghoul", "Harriet Crane"]
        turn = 2 if version == 3 else 1  # as the file held it
        assert fight.round == 1 and fight.turn == turn and fight.next_key == 3
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
    assert ran == sorted(migrations.MIGRATIONS) == [*OLD_VERSIONS, SCHEMA_VERSION]


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
    assert len(character_rows.roster_rows()) >= 8 if version < SCHEMA_VERSION else True


def test_a_v6_campaign_with_day_3_and_week_2_in_its_scenes_opens_with_that_calendar(tmp_path):
    """Schema 6 kept the game day in the Sanity scene and the week in the Tomes scene; step 7 moves them into the
    campaign's calendar (the active scenes', not an ended one's), and the scenes, read again, no longer hold them."""
    from desktop.rules.sanity.minds import CODEC as SANITY
    from desktop.rules.tomes.shelf import CODEC as TOMES

    path = tmp_path / "calendar.kdesk"
    shutil.copyfile(FIXTURES / "campaign-v6-calendar.kdesk", path)
    original = (FIXTURES / "campaign-v6-calendar.kdesk").read_bytes()
    open_campaign(path)
    assert campaign_calendar() == (3, 2)  # not the ended Tomes scene's week 7
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    _, minds = scenes.load_active("sanity", SANITY.decode)
    _, shelf = scenes.load_active("tomes", TOMES.decode)
    assert minds.lost_today(harriet) == 2 and not hasattr(minds, "day")
    assert shelf.holding(harriet, "The King in Yellow").weeks_done == 1 and not hasattr(shelf, "week")
    close_campaign()
    assert schema_of(path.with_name("calendar.v6.backup.kdesk"))[1] == 6
    assert (FIXTURES / "campaign-v6-calendar.kdesk").read_bytes() == original


def test_a_v6_campaign_without_sanity_or_tomes_starts_its_calendar_at_day_1_week_0(tmp_path):
    open_campaign(copy_of(6, tmp_path))
    assert campaign_calendar() == (1, 0)
    close_campaign()


def test_a_calendar_that_step_7_cannot_read_starts_at_day_1_week_0():
    rows = [
        ("sanity", True, '{"day": "three"}'),
        ("tomes", True, '{"week": -1}'),
        ("chase", True, '{"day": 9}'),
    ]
    assert migrations.calendar_of_scenes(rows) == {"day": 1, "week": 0}
    assert migrations.calendar_of_scenes([("sanity", False, '{"day": 5}'), ("tomes", True, "not json")]) == {
        "day": 1,
        "week": 0,
    }
    assert migrations.calendar_of_scenes([("combat", True, "{}")]) is None


def test_the_journal_of_a_v3_campaign_is_grouped_into_one_session_on_upgrade(tmp_path):
    """Step 11: a file from before sessions were kept holds its whole journal as one ended session, dated by its first
    entry; what is journalled after the upgrade belongs to no session until one is started."""
    path = copy_of(3, tmp_path)
    with sqlite3.connect(path) as conn:
        before = [row[0] for row in conn.execute('SELECT "id" FROM "journalentry" ORDER BY "id"')]
    open_campaign(path)
    (only,) = game_sessions.all_sessions()
    assert (only.number, only.title, only.date, only.is_open) == (1, "Before sessions were kept", "2026-11-29", False)
    assert [e.id for e in game_sessions.entries_of(only.id)] == before and len(before) == 4
    assert game_sessions.open_session() is None
    later = journal.append("roll", "Luck (Regular)")
    assert game_sessions.entries_after(only.id)[-1].id == later  # between sessions, not lost
    close_campaign()


def test_a_campaign_with_an_empty_journal_gets_no_session_from_step_11(tmp_path):
    path = built_to(9, tmp_path / "empty.kdesk")
    db = SqliteDatabase(str(path))
    db.connect()
    migrations.migrate(db)
    assert db.execute_sql('SELECT count(*) FROM "gamesession"').fetchone()[0] == 0
    db.close()


@pytest.mark.parametrize("version", (3, 11))
def test_step_13_builds_the_search_index_of_an_old_file_and_its_triggers_keep_it(version, tmp_path):
    """An older file's characters, skills and journal are found by part of a name once it is opened (the index is
    built on upgrade); a row written, renamed or deleted after is found, or not, at once (the file's triggers)."""
    from desktop.store import search

    open_campaign(copy_of(version, tmp_path))

    def titles(text: str, kind: str) -> list[str]:
        return [h.title for f in search.search(text) if f.kind == kind for h in f.hits]

    assert titles("harr", "character") == ["Harriet Crane"]
    assert "Spot Hidden" in titles("spo hid", "skill")
    assert any(t.startswith("Spot Hidden") for t in titles("spot", "journal"))
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    character_rows.apply_change(harriet, replace(character_rows.load_sheet(harriet), name="Harriet Vance"), "Renamed")
    assert titles("harr", "character") == ["Harriet Vance"] and titles("crane", "character") == []
    assert {h.detail.split(" ")[0] for f in search.search("spot hid") if f.kind == "skill" for h in f.hits} >= {
        "Harriet"
    }
    character_rows.apply_change(harriet, None, "Deleted")
    assert titles("harr", "character") == [] and titles("vance", "skill") == []
    close_campaign()


@pytest.mark.parametrize("version", (3, 13))
def test_step_14_gives_an_old_files_characters_their_sort_key_and_the_list_reads_in_it(version, tmp_path):
    """Issue 22: an older file's characters get their name as a person sorts it on upgrade (accents and case set aside:
    "Tomás Vega" with the T's), and the pickers' list reads in that order from the index kept for it."""
    from desktop.models.roster.roster_model import collation_key
    from desktop.store.collation import name_sort_key

    open_campaign(copy_of(version, tmp_path))
    kept = database.execute_sql('SELECT "name", "sort_key" FROM "character"').fetchall()
    assert len(kept) == 8 and all(key == name_sort_key(name) for name, key in kept)
    names = [row.name for row in character_rows.sorted_picker_rows()]
    assert names == sorted(names, key=collation_key) and names.index("Tomás Vega") == names.index("Walt Brennan") - 1
    plan = database.execute_sql(
        'EXPLAIN QUERY PLAN SELECT "id", "name", "kind", "conditions" FROM "character" ORDER BY "sort_key", "id"'
    ).fetchall()
    assert "COVERING INDEX character_sort_key" in " ".join(str(step[-1]) for step in plan)  # no wide row read
    close_campaign()
