"""The roster's first screenful, read with the standard library's sqlite3 before the database layer loads: the same
rows, in the same order, as the campaign's own roster shows once open; nothing read from a file it cannot read
cleanly, and nothing ever written."""

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.models.roster.roster_model import Column, RosterModel
from desktop.rules.roster.sheet import CharacterSheet
from desktop.store import character_rows, first_screenful, migrations
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.first_screenful import APPLICATION_ID, READS_VERSION, read_first_screenful
from desktop.store.sample import write_sample_roster

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
# Names a plain byte order would put in another order than a person does: case, accents, spaces; two of one name.
NAMES = ["émile Zola", "Emile Ames", "bob Lane", "Bob lane", "Zelda Ward", "Åsa Berg", "al-Hazred", "Al Hazred"]


def _closed_campaign(path: Path, extra: list[str]) -> Path:
    open_campaign(path, create_name="Dunwich")
    write_sample_roster()
    for name in extra:
        character_rows.apply_change(None, CharacterSheet(name=name), f"Added {name}")
    close_campaign()
    return path


def _rosters_rows(path: Path, column: int, order: Qt.SortOrder) -> list:
    """The rows the campaign's own roster shows, in its order, once the campaign is open."""
    open_campaign(path)
    try:
        model = RosterModel()
        model.reload()
        model.sort(column, order)
        return [model.row_at(row) for row in range(model.rowCount())]
    finally:
        close_campaign()


def test_it_reads_the_schema_and_the_mark_the_app_writes():
    """A new schema step changes what a campaign file holds: the first screenful must be taught it first."""
    assert READS_VERSION == migrations.SCHEMA_VERSION
    assert APPLICATION_ID == migrations.APPLICATION_ID


@pytest.mark.parametrize("order", [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder])
def test_its_rows_are_the_first_the_open_roster_shows_by_name_both_ways(tmp_path, data_home, order):
    path = _closed_campaign(tmp_path / "dunwich.kdesk", NAMES + NAMES[:2])
    expected = _rosters_rows(path, Column.NAME, order)
    read = read_first_screenful(path, 7, descending=order == Qt.SortOrder.DescendingOrder)
    assert read is not None and read.name == "Dunwich" and not read.every
    assert read.count == len(expected) and read.rows == expected[:7]


def test_sorted_by_another_column_it_reads_every_row(tmp_path, data_home):
    path = _closed_campaign(tmp_path / "dunwich.kdesk", NAMES)
    read = read_first_screenful(path, 5, by_name=False)
    assert read.every and sorted(read.rows) == sorted(_rosters_rows(path, Column.NAME, Qt.SortOrder.AscendingOrder))


def test_a_long_roster_sorted_by_another_column_is_left_to_the_campaigns_opening(tmp_path, data_home, monkeypatch):
    path = _closed_campaign(tmp_path / "dunwich.kdesk", NAMES)
    monkeypatch.setattr(first_screenful, "EVERY_UP_TO", len(NAMES))  # fewer than the sample and these
    assert read_first_screenful(path, 5, by_name=False) is None
    assert read_first_screenful(path, 5).count > len(NAMES)  # by name, only the first screenful is read


def test_it_reads_the_shipped_current_file(tmp_path):
    """A file the last release wrote (tests/fixtures/campaign-v14.kdesk), not one made by this code."""
    path = tmp_path / "v14.kdesk"
    shutil.copyfile(FIXTURES / f"campaign-v{READS_VERSION}.kdesk", path)
    read = read_first_screenful(path, 100)
    assert read is not None and read.count == len(read.rows) > 0


def _older(tmp_path):
    path = tmp_path / "old.kdesk"
    shutil.copyfile(FIXTURES / f"campaign-v{READS_VERSION - 1}.kdesk", path)
    return path


def _newer(tmp_path):
    path = _closed_campaign(tmp_path / "newer.kdesk", [])
    with closing(sqlite3.connect(path)) as connection:
        connection.execute(f"PRAGMA user_version = {READS_VERSION + 1}")
    return path


def _foreign(tmp_path):
    path = tmp_path / "foreign.kdesk"
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("CREATE TABLE character (id INTEGER PRIMARY KEY, name TEXT)")
        connection.execute(f"PRAGMA user_version = {READS_VERSION}")
    return path


def _not_sqlite(tmp_path):
    path = tmp_path / "notes.kdesk"
    path.write_bytes(b"Dear diary, the Whateleys are at it again." * 100)
    return path


def _unknown_kind(tmp_path):
    path = _closed_campaign(tmp_path / "kind.kdesk", [])
    with closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("UPDATE character SET kind = 'shoggoth' WHERE id = (SELECT MIN(id) FROM character)")
    return path


def _not_closed_cleanly(tmp_path):
    path = _closed_campaign(tmp_path / "crashed.kdesk", [])
    path.with_name(path.name + "-wal").write_bytes(b"")
    return path


@pytest.mark.parametrize(
    "make", [_older, _newer, _foreign, _not_sqlite, _unknown_kind, _not_closed_cleanly, lambda tmp: tmp / "gone.kdesk"]
)
def test_a_file_it_cannot_read_cleanly_gives_nothing_and_is_left_as_it_was(tmp_path, data_home, make):
    """An older file (to be upgraded), a newer one, a foreign or broken one, one left open by a crash: the campaign's
    own opening decides what to say of each; the first screenful reads none of it and writes nothing."""
    path = make(tmp_path)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    assert read_first_screenful(path, 100) is None
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()} == before


def test_reading_leaves_no_file_beside_the_campaign_and_changes_nothing(tmp_path, data_home):
    path = _closed_campaign(tmp_path / "dunwich.kdesk", NAMES)
    before = sorted(p.name for p in tmp_path.iterdir()), path.read_bytes(), path.stat().st_mtime_ns
    assert read_first_screenful(path, 100) is not None
    assert (sorted(p.name for p in tmp_path.iterdir()), path.read_bytes(), path.stat().st_mtime_ns) == before
