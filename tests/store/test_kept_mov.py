"""A MOV the Keeper set by hand (a creature's own, a villain's from FoundryVTT): kept whatever the characteristics
and age say, through the campaign file, its undo and the campaign JSON; a campaign exported before it imports."""

import copy
import json
from dataclasses import replace

import pytest

from desktop.rules.roster.sheet import CharacterSheet, Kind, sheet_errors
from desktop.store import character_rows
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange.campaign_json import ExchangeError, dumps, export_campaign, import_campaign


def test_a_mov_set_by_hand_is_the_sheet_s_mov_whatever_its_age():
    villain = CharacterSheet("Villain", kind=Kind.NPC, age=100)
    assert villain.mov == 3  # worked out: 8, less one for each decade from 40
    kept = replace(villain, mov_override=8)
    assert kept.mov == 8 and replace(kept, dexterity=20, strength=20, age=80).mov == 8
    assert sheet_errors(kept) == []


@pytest.mark.parametrize("mov", [0, 100, -3])
def test_a_mov_out_of_range_is_refused_by_name(mov):
    errors = sheet_errors(replace(CharacterSheet("Villain"), mov_override=mov))
    assert errors == [("mov_override", f"MOV set by hand must be between 1 and 99, not {mov}")]


def _ghoul_id() -> int:
    return next(cid for cid, name in character_rows.character_choices() if name == "Ghoul")


def test_the_campaign_file_keeps_it_and_its_absence(campaign):
    ghoul = _ghoul_id()
    sheet = character_rows.load_sheet(ghoul)
    assert sheet.mov_override is None
    character_rows.apply_change(ghoul, replace(sheet, mov_override=12), "Ghoul runs fast")
    assert character_rows.load_sheet(ghoul).mov_override == 12 and character_rows.load_sheet(ghoul).mov == 12
    character_rows.apply_change(ghoul, replace(sheet, mov_override=None), "Ghoul as before")
    assert character_rows.load_sheet(ghoul).mov_override is None


def test_the_campaign_json_carries_it_and_an_import_gives_it_back(campaign, tmp_path):
    ghoul = _ghoul_id()
    character_rows.apply_change(ghoul, replace(character_rows.load_sheet(ghoul), mov_override=12), "Ghoul runs fast")
    text = dumps(export_campaign())
    exported = {c["name"]: c["mov_override"] for c in json.loads(text)["characters"]}
    assert exported["Ghoul"] == 12 and exported["Harriet Crane"] is None
    close_campaign()
    open_campaign(tmp_path / "copy.kdesk", create_name="Copy")
    import_campaign(json.loads(text))
    assert character_rows.load_sheet(_ghoul_id()).mov == 12
    assert dumps(export_campaign()) == text


def test_a_campaign_exported_before_mov_could_be_set_imports_with_every_mov_worked_out(campaign, tmp_path):
    data = export_campaign()
    close_campaign()
    old = copy.deepcopy(data) | {"schema": 8}  # as schema 8 wrote it: no mov_override on a character
    for character in old["characters"]:
        del character["mov_override"]
    open_campaign(tmp_path / "old.kdesk", create_name="Old")
    assert import_campaign(old) == 8
    assert all(character_rows.load_sheet(cid).mov_override is None for cid, _ in character_rows.character_choices())


def test_a_file_of_today_s_schema_without_it_or_with_a_bad_one_is_refused_by_place(campaign, tmp_path):
    data = export_campaign()
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    missing = copy.deepcopy(data)
    del missing["characters"][0]["mov_override"]
    with pytest.raises(ExchangeError, match=r"characters\[0\]: missing 'mov_override'"):
        import_campaign(missing)
    bad = copy.deepcopy(data)
    bad["characters"][0]["mov_override"] = 0
    with pytest.raises(ExchangeError, match=r"characters\[0\] \(.*\): MOV set by hand must be between 1 and 99"):
        import_campaign(bad)
    wrong = copy.deepcopy(data)
    wrong["characters"][0]["mov_override"] = "fast"
    with pytest.raises(ExchangeError, match=r"characters\[0\]\.mov_override: expected a whole number"):
        import_campaign(wrong)
    assert character_rows.character_count() == 0
