"""A campaign file that cannot be lost: refusals leave no trace, a failed file is never written or backed up, backups
belong to one campaign, read-only files open read-only, a closed campaign cannot be written by accident."""

import shutil
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from desktop.rules.roster.sheet import CharacterSheet
from desktop.store import campaign_file, character_rows, journal
from desktop.store.backups import backups_of, restore_backup, rolling_backup
from desktop.store.campaign_file import (
    CampaignError,
    ReadOnlyError,
    Refusal,
    close_campaign,
    finish_checks,
    inspect,
    open_campaign,
)
from desktop.store.migrations import SCHEMA_VERSION
from desktop.store.sample import write_sample_roster
from desktop.store.schema import database
from tests.store.test_campaign_file import damaged_campaign

SIDECARS = ("-wal", "-shm")


def sidecars(path: Path) -> list[str]:
    return [s for s in SIDECARS if path.with_name(path.name + s).exists()]


def wal_file(path: Path, **pragmas) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=wal")
    conn.execute("CREATE TABLE recipes (name)")
    for name, value in pragmas.items():
        conn.execute(f"PRAGMA {name} = {value}")
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize(
    ("kind", "make", "message"),
    [
        ("foreign", lambda p: wal_file(p), "not a Keeper Desk campaign"),
        ("foreign with a version", lambda p: wal_file(p, user_version=7), "not a Keeper Desk campaign"),
        ("marked by another program", lambda p: wal_file(p, application_id=42), "not a Keeper Desk campaign"),
        ("truncated", lambda p: p.write_bytes(b"SQLite format 3\x00" + b"\x00" * 50), "damaged|cannot be opened"),
    ],
)
def test_a_refused_file_is_left_byte_identical_with_no_files_beside_it(tmp_path, kind, make, message):
    path = tmp_path / "other.kdesk"
    make(path)
    before = path.read_bytes()
    with pytest.raises(CampaignError, match=message):
        open_campaign(path)
    assert path.read_bytes() == before and sidecars(path) == []


def test_a_newer_and_a_damaged_campaign_leave_no_trace(tmp_path):
    newer = tmp_path / "newer.kdesk"
    open_campaign(newer, create_name="Future")
    database.user_version = SCHEMA_VERSION + 1
    close_campaign()
    with pytest.raises(CampaignError, match="newer Keeper Desk") as refusal:
        open_campaign(newer)
    assert refusal.value.reason is Refusal.NEWER and sidecars(newer) == []
    damaged = tmp_path / "damaged.kdesk"
    data = damaged_campaign(damaged)
    with pytest.raises(CampaignError, match="damaged"):
        open_campaign(damaged)
    assert damaged.read_bytes() == data and sidecars(damaged) == []


def test_an_empty_file_is_refused_not_created_over(tmp_path):
    path = tmp_path / "Default.kdesk"
    path.write_bytes(b"")
    with pytest.raises(CampaignError, match="empty"):
        open_campaign(path, create_name="Default Campaign")
    assert path.read_bytes() == b""


def test_a_failed_check_closes_the_campaign_for_good(campaign_path, tmp_path):
    """Before: peewee reconnected by itself, so the refused file was written, backed up over good backups (the
    oldest deleted) and left open."""
    backups = tmp_path / "backups"
    open_campaign(campaign_path, create_name="Dunwich")
    write_sample_roster()
    for _ in range(5):
        rolling_backup(backups)
    good = sorted(p.name for p in backups.glob("*/*.kdesk"))
    close_campaign()
    data = damaged_campaign(campaign_path)  # the same campaign, damaged since
    open_campaign(campaign_path, defer_check=True)
    with pytest.raises(CampaignError, match="damaged"):
        finish_checks()
    for write in (
        lambda: character_rows.apply_change(None, CharacterSheet(name="Anyone"), "Added Anyone"),
        lambda: journal.append("roll", "Luck"),
        lambda: rolling_backup(backups),
    ):
        with pytest.raises(CampaignError):
            write()
    with pytest.raises(Exception, match="not opened|closed"):
        character_rows.roster_rows()  # no quiet reconnection
    assert campaign_path.read_bytes() == data
    assert sorted(p.name for p in backups.glob("*/*.kdesk")) == good


def test_backups_belong_to_their_own_campaign(tmp_path):
    """Before: opening Dunwich.kdesk rotated away the backups of Dunwich-old.kdesk (a name glob), and two
    Campaign.kdesk in different folders shared five slots."""
    backups = tmp_path / "backups"
    paths = [
        tmp_path / "Dunwich.kdesk",
        tmp_path / "Dunwich-old.kdesk",
        tmp_path / "a" / "Campaign.kdesk",
        tmp_path / "b" / "Campaign.kdesk",
    ]
    for path in paths:
        open_campaign(path, create_name=path.stem)
        for _ in range(5):
            rolling_backup(backups)
        close_campaign()
    for path in paths:
        assert len(backups_of(path, backups)) == 5, path
    assert len(list(backups.glob("*/*.kdesk"))) == 20


def test_backups_are_listed_newest_first_and_verified_and_restored_beside_the_original(tmp_path):
    backups = tmp_path / "backups"
    path = tmp_path / "Innsmouth.kdesk"
    open_campaign(path, create_name="Innsmouth")
    write_sample_roster()
    rolling_backup(backups)
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    character_rows.apply_change(walt, replace(character_rows.load_sheet(walt), hp=3), "Walt hurt")
    rolling_backup(backups)
    close_campaign()
    found = backups_of(path, backups)
    assert [b.ok for b in found] == [True, True] and found[0].taken >= found[1].taken
    found[1].path.write_bytes(found[1].path.read_bytes()[:5000])  # a backup damaged on disk
    found = backups_of(path, backups)
    assert [b.ok for b in found] == [True, False]
    data = path.read_bytes()
    restored = restore_backup(found[0].path, path)
    assert restored.parent == path.parent and "restored" in restored.name and path.read_bytes() == data
    open_campaign(restored)
    assert next(r for r in character_rows.roster_rows() if r.name == "Walt Brennan").hp == 3
    close_campaign()
    with pytest.raises(CampaignError, match="cannot be used"):
        restore_backup(found[1].path, path)


def test_a_damaged_file_still_finds_its_backups(tmp_path):
    backups = tmp_path / "backups"
    path = tmp_path / "Arkham.kdesk"
    open_campaign(path, create_name="Arkham")
    rolling_backup(backups)
    close_campaign()
    path.write_bytes(b"\x00" * 4096)  # nothing left to read the campaign's id from
    assert len(backups_of(path, backups)) == 1


def test_a_read_only_file_opens_read_only_and_refuses_every_change(campaign, campaign_path, monkeypatch):
    close_campaign()
    before = campaign_path.read_bytes()
    monkeypatch.setattr(campaign_file, "can_write", lambda path: False)
    open_campaign(campaign_path)
    assert campaign_file.is_read_only() and len(character_rows.roster_rows()) == 8
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    with pytest.raises(ReadOnlyError, match="read-only"):
        character_rows.apply_change(walt, replace(character_rows.load_sheet(walt), hp=1), "Walt hurt")
    with pytest.raises(ReadOnlyError):
        journal.append("roll", "Spot Hidden")
    assert rolling_backup(campaign_path.parent / "backups") is None
    close_campaign()
    assert campaign_path.read_bytes() == before and sidecars(campaign_path) == []


def test_a_campaign_in_a_read_only_folder_is_refused_as_read_only(campaign, campaign_path, monkeypatch):
    close_campaign()
    monkeypatch.setattr(campaign_file, "folder_writable", lambda path: False)
    with pytest.raises(CampaignError, match="read-only folder") as refusal:
        open_campaign(campaign_path)
    assert refusal.value.reason is Refusal.READ_ONLY


@pytest.mark.skipif(
    not hasattr(__import__("os"), "geteuid") or __import__("os").geteuid() == 0, reason="root may write any file"
)
def test_a_file_without_write_permission_opens_read_only(campaign, campaign_path):
    close_campaign()
    campaign_path.chmod(0o444)
    open_campaign(campaign_path)
    assert campaign_file.is_read_only()


def test_the_fixture_copies_are_not_read_only_and_inspect_leaves_no_trace(tmp_path):
    path = tmp_path / "v3.kdesk"
    shutil.copyfile(Path(__file__).resolve().parents[1] / "fixtures" / "campaign-v3.kdesk", path)
    assert inspect(path) == 3 and sidecars(path) == []


# --- a copy is another campaign ------------------------------------------------------------------------------------


def uid_in(path: Path) -> str:
    conn = campaign_file.read_only_connection(path)
    try:
        return conn.execute("SELECT uid FROM campaign").fetchone()[0]
    finally:
        conn.close()


def test_a_copied_campaign_gets_backups_of_its_own(tmp_path):
    """Before: a file copy kept campaign.uid, so the copy rotated the original's five backups away."""
    backups = tmp_path / "backups"
    original, copy = tmp_path / "Dunwich.kdesk", tmp_path / "Dunwich for the players.kdesk"
    open_campaign(original, create_name="Dunwich")
    write_sample_roster()
    for _ in range(5):
        rolling_backup(backups)
    close_campaign()
    own = sorted(b.path for b in backups_of(original, backups))
    shutil.copyfile(original, copy)
    for _ in range(5):
        open_campaign(copy)
        rolling_backup(backups)
        close_campaign()
    assert sorted(b.path for b in backups_of(original, backups)) == own and all(p.exists() for p in own)
    copies = backups_of(copy, backups)
    assert len(copies) == 5 and not set(b.path for b in copies) & set(own)
    assert uid_in(copy) != uid_in(original)
    open_campaign(original)  # the original keeps its id and its folder
    rolling_backup(backups)
    close_campaign()
    assert len(backups_of(original, backups)) == 5 and set(own[1:]) < {b.path for b in backups_of(original, backups)}


def test_a_moved_campaign_keeps_its_backups(tmp_path):
    backups = tmp_path / "backups"
    old, new = tmp_path / "Arkham.kdesk", tmp_path / "moved" / "Arkham.kdesk"
    open_campaign(old, create_name="Arkham")
    rolling_backup(backups)
    close_campaign()
    uid = uid_in(old)
    new.parent.mkdir()
    old.rename(new)
    open_campaign(new)
    rolling_backup(backups)
    close_campaign()
    assert uid_in(new) == uid and len(backups_of(new, backups)) == 2


def test_a_read_only_copy_takes_no_backup_and_keeps_its_id(tmp_path, monkeypatch):
    backups = tmp_path / "backups"
    original, copy = tmp_path / "Kingsport.kdesk", tmp_path / "Kingsport copy.kdesk"
    open_campaign(original, create_name="Kingsport")
    rolling_backup(backups)
    close_campaign()
    shutil.copyfile(original, copy)
    before = copy.read_bytes()
    monkeypatch.setattr(campaign_file, "can_write", lambda path: Path(path) != copy)
    open_campaign(copy)
    assert rolling_backup(backups) is None
    close_campaign()
    assert copy.read_bytes() == before and len(backups_of(original, backups)) == 1 and backups_of(copy, backups) == []


# --- read in full before any backup --------------------------------------------------------------------------------


def not_utf8(
    path: Path,
    sql: str = "UPDATE character SET occupation = CAST(X'416e74697175617269ff' AS TEXT) "
    "WHERE id = (SELECT min(id) FROM character)",
) -> None:
    """Text that is not UTF-8 written into a closed campaign: the pages are sound, so quick_check passes."""
    with sqlite3.connect(path) as conn:
        conn.execute(sql)
    conn.close()
    check = campaign_file.read_only_connection(path)
    assert check.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    check.close()


def test_text_that_is_not_utf8_fails_the_full_check_and_never_enters_rotation(tmp_path):
    """Before: quick_check passed such a file, so it was backed up over the good copies."""
    backups = tmp_path / "backups"
    path = tmp_path / "Innsmouth.kdesk"
    open_campaign(path, create_name="Innsmouth")
    write_sample_roster()
    for _ in range(5):
        rolling_backup(backups)
    close_campaign()
    good = sorted(p.name for p in backups.glob("*/*.kdesk"))
    not_utf8(path)
    data = path.read_bytes()
    for _ in range(5):
        open_campaign(path, defer_check=True)
        with pytest.raises(CampaignError, match="the occupation of the character Harriet Crane is not readable"):
            rolling_backup(backups)
        assert database.is_closed()
    assert sorted(p.name for p in backups.glob("*/*.kdesk")) == good and path.read_bytes() == data
    assert "occupation of the character Harriet Crane" in campaign_file.verify(path)
    with pytest.raises(CampaignError, match="occupation of the character Harriet Crane"):
        open_campaign(path)  # opened at once, the full check runs at once
    assert sidecars(path) == []


def test_a_backup_holding_text_that_is_not_utf8_is_not_offered_as_good(tmp_path):
    backups = tmp_path / "backups"
    path = tmp_path / "Kadath.kdesk"
    open_campaign(path, create_name="Kadath")
    write_sample_roster()
    rolling_backup(backups)
    close_campaign()
    (copy,) = backups.glob("*/*.kdesk")
    not_utf8(copy, "UPDATE skill SET name = CAST(X'53706f74ff' AS TEXT) WHERE id = 3")
    (found,) = backups_of(path, backups)
    assert not found.ok and "the name of a skill of Harriet Crane is not readable text" in found.problem


# --- a refusal at start leaves nothing beside the file, and says so plainly ------------------------------------------

INTERNALS = ("btree", "page", "cell", "malformed", "corruption", "sqlite", "error code", "***", "offset")


def test_damage_found_by_the_deferred_check_leaves_no_sidecars_and_plain_words(campaign_path):
    """Before: an empty -wal and a 32 KB -shm were left beside the refused file, and its message was SQLite's."""
    data = damaged_campaign(campaign_path, tables=("journalentry",))
    open_campaign(campaign_path, defer_check=True)
    assert sidecars(campaign_path)  # SQLite makes them while the campaign is open
    with pytest.raises(CampaignError) as refusal:
        finish_checks()
    message = str(refusal.value)
    assert sidecars(campaign_path) == [] and campaign_path.read_bytes() == data
    assert message.startswith("test.kdesk is damaged") and "Restore a backup" in message
    assert not [word for word in INTERNALS if word in message.lower()], message
