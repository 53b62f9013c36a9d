"""Roster operations: whole sheets written in one transaction with their journal entry."""

from dataclasses import replace

import pytest

from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill
from desktop.store import character_rows, journal
from desktop.store.schema import CharacterRow as Character
from desktop.store.schema import SkillRow


def test_sample_roster_has_investigators_npcs_and_monsters(campaign):
    kinds = [row.kind for row in character_rows.roster_rows()]
    assert kinds.count(Kind.INVESTIGATOR) == 4 and kinds.count(Kind.NPC) == 2 and kinds.count(Kind.MONSTER) == 2
    harriet = character_rows.load_sheet(next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane"))
    assert len(harriet.skills) > 40 and len(harriet.weapons) == 2
    assert harriet.skill_value("Dodge") == 32  # half of DEX 65


def test_round_trip_of_a_sheet(campaign):
    sheet = CharacterSheet(name="Ada", skills=(Skill("Listen", 60, ticked=True),), conditions=("major wound",))
    new_id = character_rows.apply_change(None, sheet, "Added Ada")
    loaded = character_rows.load_sheet(new_id)
    assert loaded == sheet.filled()
    assert journal.entries(limit=1)[0].what == "Added Ada"


def test_bad_sheet_writes_nothing(campaign):
    count, entries = Character.select().count(), len(journal.entries())
    with pytest.raises(character_rows.SheetError) as info:
        character_rows.apply_change(None, CharacterSheet(name="Bad", strength=150), "Added Bad")
    assert info.value.errors[0][0] == "strength"
    assert Character.select().count() == count and len(journal.entries()) == entries


def test_failure_mid_write_rolls_back_everything(campaign, monkeypatch):
    row = character_rows.roster_rows()[0]
    before = character_rows.load_sheet(row.id)
    entries = len(journal.entries())

    def explode(*args, **kwargs):
        raise RuntimeError("disk gone")

    monkeypatch.setattr(journal, "append", explode)
    with pytest.raises(RuntimeError):
        character_rows.apply_change(row.id, replace(before, name="Changed", skills=()), "Renamed")
    monkeypatch.undo()
    assert character_rows.load_sheet(row.id) == before
    assert len(journal.entries()) == entries


def test_delete_cascades_to_skills_but_keeps_history(campaign):
    row = character_rows.roster_rows()[0]
    character_rows.apply_change(row.id, None, f"Deleted {row.name}")
    assert SkillRow.select().where(SkillRow.character == row.id).count() == 0
    assert journal.entries(limit=1)[0].actor == row.name


def test_restore_with_the_same_id(campaign):
    row = character_rows.roster_rows()[0]
    sheet = character_rows.load_sheet(row.id)
    character_rows.apply_change(row.id, None, "Deleted")
    assert character_rows.apply_change(row.id, sheet, "Restored") == row.id
    assert character_rows.load_sheet(row.id) == sheet


def test_tracker_out_of_range_names_the_field(campaign):
    sheet = character_rows.load_sheet(character_rows.roster_rows()[0].id)
    with pytest.raises(ValueError, match="^HP must be between 0 and"):
        character_rows.with_tracker(sheet, "hp", 99)
    assert character_rows.with_tracker(sheet, "hp", 0).hp == 0
