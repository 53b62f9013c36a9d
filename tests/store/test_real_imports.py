"""Files other tools wrote (FoundryVTT CoC7's own example actors, tests/fixtures/exchange/real/README.md) imported
through `keeper-desk import` in-process and read back from the campaign: what a Keeper checks on each sheet."""

import copy
import json
from pathlib import Path

import pytest

from desktop import exchange_cli
from desktop.rules.roster.sheet import Kind
from desktop.store import character_rows
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange.foreign_files import read_foreign

REAL = Path(__file__).resolve().parents[1] / "fixtures" / "exchange" / "real"
ORDER = ("strength", "constitution", "size", "dexterity", "appearance", "intelligence", "power", "education")


def imported(tmp_path: Path, name: str, capsys) -> tuple:
    """The sheet as the campaign holds it after the command, and the lines the command printed."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    campaign = tmp_path / "real.kdesk"
    capsys.readouterr()
    assert exchange_cli.run(["import", str(campaign), str(REAL / name)]) == 0, capsys.readouterr().err
    said = capsys.readouterr().out.splitlines()
    open_campaign(campaign)
    try:
        [row] = character_rows.roster_rows()
        sheet = character_rows.load_sheet(row.id)
    finally:
        close_campaign()
    return sheet, said


def characteristics(sheet) -> list[int]:
    return [getattr(sheet, attr) for attr in ORDER]


def skills(sheet) -> dict[str, int]:
    return {s.full_name: s.value for s in sheet.skills}


def weapons(sheet) -> dict[str, tuple]:
    return {w.name: (w.skill, w.damage, w.adds_damage_bonus, w.range, w.ammo) for w in sheet.weapons}


def test_the_1920_character_comes_in_whole(tmp_path, capsys):
    sheet, said = imported(tmp_path, "foundry_coc7_1920_character.json", capsys)
    assert (sheet.name, sheet.kind, sheet.age) == ("1920 Character", Kind.INVESTIGATOR, 26)
    assert characteristics(sheet) == [50, 50, 65, 50, 50, 65, 50, 65]
    assert (sheet.hp, sheet.mp, sheet.sanity, sheet.luck) == (11, 10, 50, 50)
    values = skills(sheet)
    assert len(values) == 42  # every skill item of the file, none doubled, none lost
    assert values["Dodge"] == 25 and values["Spot Hidden"] == 25 and values["Credit Rating"] == 0
    assert (
        values["Fighting (Brawl)"] == 25 and values["Firearms (Handgun)"] == 20 and values["Science (Chemistry)"] == 1
    )
    assert values["Language (Other) (English)"] == 65
    # A punch has no magazine: no ammunition count on the sheet.
    assert weapons(sheet) == {"Punch": ("Fighting (Brawl)", "1D3", True, "", None)}
    assert said == ["Imported 1920 Character (FoundryVTT CoC7)"]


def test_the_goon_whose_characteristics_are_only_rolls_gets_their_averages_and_says_so(tmp_path, capsys):
    """Before: every characteristic became 1 without a word, and the shotgun's range '15ft' refused the file."""
    sheet, said = imported(tmp_path, "foundry_coc7_goon.json", capsys)
    assert (sheet.name, sheet.kind, sheet.occupation, sheet.age) == ("Goon", Kind.NPC, "Obey to the villain", 30)
    # 5*2d6+6 is 16..66, 5*3d6 15..90, 5*1d6 5..30; POW and EDU are '0' in the file.
    assert characteristics(sheet) == [41, 52, 52, 52, 17, 17, 1, 1]
    assert skills(sheet) == {
        "Be a pain": 50,
        "Dodge": 32,
        "Fighting (Brawl)": 25,
        "Firearms (Rifle/Shotgun)": 25,
        "Language (Other) (English)": 0,
        "Receive orders": 95,
        "Try hard": 10,
    }
    assert weapons(sheet) == {
        "Club": ("Fighting (Brawl)", "1D4", True, "", None),
        "Punch": ("Fighting (Brawl)", "1D3", True, "", None),
        "Shotgun": ("Firearms (Rifle/Shotgun)", "1D6", False, "15ft", 0),  # none loaded
    }
    skipped = [line.removeprefix("  skipped ") for line in said[1:]]
    assert "STR: the file gives only the roll 5*2d6+6; set to its average, 41" in skipped
    assert "DEX: the file gives only the roll 5*3d6; set to its average, 52" in skipped
    assert "POW: 0 in the file; set to 1" in skipped and "EDU: 0 in the file; set to 1" in skipped
    assert any(line.startswith("items[0] (Orders)") for line in skipped)
    assert any("Club" in line and "half damage bonus" in line for line in skipped)


def test_the_villain_keeps_its_weapon_with_a_range_in_feet_and_its_hand_set_mov_is_named(tmp_path, capsys):
    """Before: 'range.normal.value: expected a number, not 15ft' refused the whole actor."""
    sheet, said = imported(tmp_path, "foundry_coc7_villain_example.json", capsys)
    assert (sheet.name, sheet.kind, sheet.occupation, sheet.age) == ("Villain example", Kind.NPC, "Be a villain", 100)
    assert characteristics(sheet) == [50] * 8
    assert (sheet.hp, sheet.mp, sheet.sanity, sheet.luck) == (10, 10, 99, 50)
    assert skills(sheet)["Takeover the world"] == 80 and skills(sheet)["Language (Other) (English)"] == 50
    assert weapons(sheet)["My test weapon"] == ("Firearms (Rifle/Shotgun)", "1D6", False, "15ft", 1)
    skipped = [line.removeprefix("  skipped ") for line in said[1:]]
    assert f"MOV 8 set by hand: Keeper Desk works MOV out from DEX, STR, SIZ and age ({sheet.mov})" in skipped


def test_the_creature_s_beak_uses_its_own_fighting_skill_and_its_description_is_kept(tmp_path, capsys):
    """Before: the beak's skill was 'Slice PCs in small cubes', a skill the sheet does not have (its skill is
    Fighting (Slice PCs in small cubes)), and the description, its kind and its SAN loss were dropped silently."""
    sheet, said = imported(tmp_path, "foundry_coc7_creature_example.json", capsys)
    assert (sheet.name, sheet.kind) == ("Creature example", Kind.MONSTER)
    assert characteristics(sheet) == [1, 10, 50, 10, 20, 20, 1, 1]
    assert (sheet.hp, sheet.mp) == (6, 0)
    assert skills(sheet) == {"Fighting (Brawl)": 50, "Fighting (Slice PCs in small cubes)": 75}
    assert weapons(sheet) == {
        "Deadly beak": ("Fighting (Slice PCs in small cubes)", "10D6", False, "", None),
        "Innate attack": ("Fighting (Brawl)", "1D3", True, "", None),
    }
    for weapon in sheet.weapons:
        assert weapon.skill in skills(sheet)
    assert "Personal Description: Clicking the lock will allow modification of the sheet." in sheet.notes
    assert "Type: Phorusrhacid" in sheet.notes and "Sanity loss: 1d2/1d6" in sheet.notes
    skipped = [line.removeprefix("  skipped ") for line in said[1:]]
    assert "POW: 0 in the file; set to 1" in skipped and "EDU: 0 in the file; set to 1" in skipped
    assert any(line.startswith("items[0] (Pile of junk)") for line in skipped)


@pytest.mark.parametrize("name", sorted(p.name for p in REAL.glob("*.json")))
def test_every_real_file_imports(tmp_path, capsys, name):
    sheet, said = imported(tmp_path, name, capsys)
    assert said[0] == f"Imported {sheet.name} (FoundryVTT CoC7)"
    for weapon in sheet.weapons:
        assert weapon.skill in skills(sheet), f"{weapon.name} is on {weapon.skill}, which the sheet lacks"


def test_a_roll_the_importer_cannot_work_out_is_named_not_called_zero():
    goon = json.loads((REAL / "foundry_coc7_goon.json").read_text(encoding="utf-8"))
    odd = copy.deepcopy(goon)
    odd["system"]["characteristics"]["str"]["formula"] = "1d6/0"
    [read] = read_foreign(odd)
    assert read.sheet.strength == 1
    assert "STR: the file gives only the roll '1d6/0', which Keeper Desk cannot work out; set to 1" in read.skipped


def test_today_s_skill_items_are_not_doubled(tmp_path, capsys):
    """CoC7 now keeps a skill's base inside its adjustments (adjustments.base) beside the base formula; before, the
    two were added: Dodge 50 for DEX 50, English 130 (cut to 99 and said so), Brawl 50."""
    sheet, said = imported(tmp_path, "foundry_coc7_source_1920_character.json", capsys)
    values = skills(sheet)
    assert values["Dodge"] == 25 and values["Language (Other) (English)"] == 65 and values["Fighting (Brawl)"] == 25
    assert values["Accounting"] == 5 and values["Spot Hidden"] == 25 and values["Survival (Desert)"] == 10
    assert said == ["Imported 1920 Character (FoundryVTT CoC7)"]
    goon, _ = imported(tmp_path / "goon", "foundry_coc7_source_goon.json", capsys)
    assert skills(goon) == {
        "Be a pain": 50,
        "Dodge": 32,
        "Fighting (Brawl)": 25,
        "Firearms (Rifle/Shotgun)": 25,
        "Language (Other) (English)": 0,
        "Receive orders": 95,
        "Try hard": 10,
    }


def test_a_weapon_that_names_its_skill_only_by_id_lands_on_that_skill(tmp_path, capsys):
    """Today's CoC7 links a weapon to its skill item by id (skill.main.id, no name); before, every such weapon fell
    to Fighting (Brawl): the shotgun, the villain's rifle, the creature's beak."""
    goon, _ = imported(tmp_path, "foundry_coc7_source_goon.json", capsys)
    assert {w.name: w.skill for w in goon.weapons} == {
        "Club": "Fighting (Brawl)",
        "Punch": "Fighting (Brawl)",
        "Shotgun": "Firearms (Rifle/Shotgun)",
    }
    creature, _ = imported(tmp_path / "creature", "foundry_coc7_source_creature_example.json", capsys)
    assert {w.name: w.skill for w in creature.weapons} == {
        "Deadly beak": "Fighting (Slice PCs in small cubes)",
        "Innate attack": "Fighting (Brawl)",
    }


def test_what_is_left_out_says_what_it_is_in_plain_words(tmp_path, capsys):
    """Before: "items[0] (Very mean sidekick): item items are not kept on Keeper Desk sheets"."""
    said = [
        line
        for n, name in enumerate(("foundry_coc7_villain_example.json", "foundry_coc7_creature_example.json"))
        for line in imported(tmp_path / str(n), name, capsys)[1]
    ]
    assert not [line for line in said if "item items" in line]
    assert any("(Very mean sidekick): possessions are not kept" in line for line in said), said
    assert any("(Pile of junk): possessions are not kept" in line for line in said), said
