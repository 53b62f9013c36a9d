"""The campaign file: creation, migrations, refusals that leave files untouched, backups, durability."""

import sqlite3
import subprocess
import sys
import textwrap

import pytest

from desktop.store import character_rows, journal
from desktop.store.backups import rolling_backup
from desktop.store.campaign_file import (
    PRAGMAS,
    CampaignError,
    close_campaign,
    inspect,
    open_campaign,
)
from desktop.store.migrations import SCHEMA_VERSION, migrate
from desktop.store.schema import database


def test_new_campaign_has_schema_version_and_pragmas(campaign_path):
    campaign = open_campaign(campaign_path, create_name="Dunwich")
    assert campaign.name == "Dunwich"
    assert database.user_version == SCHEMA_VERSION
    assert database.pragma("journal_mode") == "wal"
    assert database.pragma("foreign_keys") == 1
    assert database.pragma("synchronous") == PRAGMAS["synchronous"]


def test_missing_file_without_create_is_refused(tmp_path):
    with pytest.raises(CampaignError, match="does not exist"):
        open_campaign(tmp_path / "nope.kdesk")


def test_migration_runner_runs_newer_steps_in_order_each_in_a_transaction(tmp_path):
    db_path = tmp_path / "m.kdesk"
    open_campaign(db_path, create_name="M")
    now = SCHEMA_VERSION
    ran = []
    steps = {
        now: lambda db: ran.append(now),
        now + 1: lambda db: (ran.append(now + 1), db.execute_sql("CREATE TABLE extra (x)")),
        now + 2: lambda db: ran.append(now + 2),
    }
    assert migrate(database, steps) == [now + 1, now + 2]
    assert ran == [now + 1, now + 2] and database.user_version == now + 2

    def broken(db):
        db.execute_sql("CREATE TABLE half (x)")
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        migrate(database, {now + 3: broken})
    assert database.user_version == now + 2
    assert "half" not in database.get_tables()


def test_older_file_is_backed_up_then_migrated(campaign_path, monkeypatch):
    from desktop.store import campaign_file, migrations

    open_campaign(campaign_path, create_name="Old")
    close_campaign()
    steps = dict(migrations.MIGRATIONS)
    steps[SCHEMA_VERSION + 1] = lambda db: db.execute_sql("CREATE TABLE wanted_poster (title)")
    monkeypatch.setattr(migrations, "MIGRATIONS", steps)
    monkeypatch.setattr(campaign_file, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    open_campaign(campaign_path)
    assert database.user_version == SCHEMA_VERSION + 1
    assert "wanted_poster" in database.get_tables()
    backup = campaign_path.with_name(f"test.v{SCHEMA_VERSION}.backup.kdesk")
    conn = sqlite3.connect(backup)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_newer_file_is_refused_untouched(tmp_path, campaign_path):
    open_campaign(campaign_path, create_name="Future")
    database.user_version = SCHEMA_VERSION + 1
    close_campaign()
    before = campaign_path.read_bytes()
    with pytest.raises(CampaignError, match="newer Keeper Desk"):
        open_campaign(campaign_path)
    assert campaign_path.read_bytes() == before


def test_a_file_that_is_not_sqlite_is_refused_unchanged(tmp_path):
    path = tmp_path / "notes.kdesk"
    path.write_bytes(b"These are my session notes, not a database.\n" * 50)
    before = path.read_bytes()
    with pytest.raises(CampaignError, match="not an SQLite database"):
        open_campaign(path)
    assert path.read_bytes() == before


def test_a_foreign_sqlite_file_is_refused(tmp_path):
    path = tmp_path / "other.kdesk"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(CampaignError, match="not a Keeper Desk campaign"):
        open_campaign(path)
    assert path.read_bytes() == before


def damaged_campaign(path, pages=None, tables=("character", "skill", "journalentry")):
    """A campaign with the sample roster whose table pages (not the schema) have been scribbled over; with
    `pages`, every page from that one on."""
    open_campaign(path, create_name="Corrupt")
    from desktop.store.sample import write_sample_roster

    write_sample_roster()
    database.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    marks = ",".join("?" * len(tables))
    roots = [r for (r,) in database.execute_sql(f"SELECT rootpage FROM sqlite_master WHERE name IN ({marks})", tables)]
    close_campaign()
    data = bytearray(path.read_bytes())
    whole = range(4096 * pages + 100, len(data), 4096) if pages is not None else ()
    starts = whole or [4096 * (root - 1) for root in roots]
    for offset in starts:
        data[offset : offset + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    return bytes(data)


def damaged_journal_page(path):
    """A campaign whose oldest journal page has a broken free-space list: the roster and the newest journal rows
    still read, and `PRAGMA quick_check` answers with text of its own ("Page 16: free space corruption")."""
    open_campaign(path, create_name="Corrupt")
    from desktop.store.sample import write_sample_roster

    write_sample_roster()
    for n in range(300):
        journal.append("roll", f"Spot Hidden {n}: a sentence long enough to fill several pages of the journal")
    database.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    (root,) = database.execute_sql("SELECT rootpage FROM sqlite_master WHERE name = 'journalentry'").fetchone()
    size = database.execute_sql("PRAGMA page_size").fetchone()[0]
    close_campaign()
    data = bytearray(path.read_bytes())
    page = (root - 1) * size
    assert data[page] == 5  # an interior page: its first cell points to the oldest leaf
    cell = int.from_bytes(data[page + 12 : page + 14], "big")
    leaf = (int.from_bytes(data[page + cell : page + cell + 4], "big") - 1) * size
    data[leaf + 1 : leaf + 3] = b"\xff\xff"  # the first free block "starts" past the end of the page
    path.write_bytes(bytes(data))
    return bytes(data)


def test_a_corrupt_campaign_is_refused_with_its_bytes_unchanged(campaign_path):
    data = damaged_campaign(campaign_path, pages=1)
    with pytest.raises(CampaignError, match="damaged|not a campaign"):
        open_campaign(campaign_path)
    assert campaign_path.read_bytes() == data


def test_a_deferred_check_still_refuses_the_first_write(campaign_path):
    from desktop.rules.roster.sheet import CharacterSheet

    data = damaged_campaign(campaign_path)
    open_campaign(campaign_path, defer_check=True)  # header and schema are fine: it opens
    with pytest.raises(CampaignError, match="damaged"):
        character_rows.apply_change(None, CharacterSheet(name="Anyone"), "Added Anyone")
    assert database.is_closed()
    assert campaign_path.read_bytes() == data


def test_inspect_reports_version(campaign_path):
    open_campaign(campaign_path, create_name="V")
    close_campaign()
    assert inspect(campaign_path) == SCHEMA_VERSION


def test_rolling_backups_keep_the_newest(campaign, tmp_path):
    backups = tmp_path / "backups"
    for _ in range(7):
        rolling_backup(backups, keep=3)
    copies = sorted(backups.glob("*/*.kdesk"))
    assert len(copies) == 3
    conn = sqlite3.connect(copies[-1])
    assert conn.execute("SELECT count(*) FROM character").fetchone()[0] == 8
    conn.close()


CHILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from desktop.rules.roster.sheet import CharacterSheet
    from desktop.store.campaign_file import open_campaign
    from desktop.store import character_rows
    open_campaign(Path(sys.argv[1]), create_name="Kill")
    n = 0
    while True:
        n += 1
        new_id = character_rows.apply_change(None, CharacterSheet(name=f"Victim {n}"), f"Added Victim {n}")
        print(new_id, flush=True)
    """
)


def test_a_killed_process_loses_no_committed_change(campaign_path):
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(campaign_path)], stdout=subprocess.PIPE, text=True, bufsize=1
    )
    committed = []
    try:
        for line in child.stdout:
            committed.append(int(line))
            if len(committed) >= 200:
                break
    finally:
        child.kill()
        child.wait()
    open_campaign(campaign_path)
    names = {row.name for row in character_rows.roster_rows()}
    assert {f"Victim {n}" for n in range(1, len(committed) + 1)} <= names
    assert len(journal.entries()) >= len(committed)
