"""Files other tools wrote (FoundryVTT CoC7's own example actors in three ages of its data model,
tests/fixtures/exchange/real/README.md) imported through `keeper-desk import` in-process and read back from the
campaign: every number as Foundry shows it, and what a Keeper checks on each sheet."""

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from desktop import exchange_cli
from desktop.rules import ScriptedDice
from desktop.rules.roster.sheet import Kind, sheet_errors
from desktop.store import character_rows
from desktop.store.campaign_bestiary import campaign_creatures
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange.foreign import ImportProblem
from desktop.store.exchange.foreign_files import read_foreign
from desktop.store.exchange.foundry_export import to_foundry

REAL = Path(__file__).resolve().parents[1] / "fixtures" / "exchange" / "real"
ORDER = ("strength", "constitution", "size", "dexterity", "appearance", "intelligence", "power", "education")
# The same actor as Foundry wrote it in each age of its data model: its 0.9.2 pack (`system`, skill values in
# `value`), today's compendium source (`system`, values in `adjustments`) and 2022's pack (`data`).
AGES = ("foundry_coc7_{}.json", "foundry_coc7_source_{}.json", "foundry_coc7_data_{}.json")


def real(name: str) -> dict:
    return json.loads((REAL / name).read_text(encoding="utf-8"))


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
    return {w.name: (w.skill, w.damage, w.attacks, w.adds_damage_bonus, w.range, w.ammo) for w in sheet.weapons}


def skipped(said: list[str]) -> list[str]:
    return [line.removeprefix("  skipped ") for line in said if line.startswith("  skipped ")]


@pytest.mark.parametrize("name", [AGES[0].format("1920_character"), AGES[1].format("1920_character")])
def test_the_1920_character_has_the_skills_foundry_shows(tmp_path, capsys, name):
    """Foundry shows the blank 1920 Character with Dodge 25, First Aid 30, Climb 20 and Language (English) 65 (its
    own language, so marked by Foundry's `i.skill.language-own`); before, they came in at 50, 60, 40 and 99, the
    base added twice, and the language as another's."""
    sheet, said = imported(tmp_path, name, capsys)
    assert (sheet.name, sheet.kind, sheet.age) == ("1920 Character", Kind.INVESTIGATOR, 26)
    assert characteristics(sheet) == [50, 50, 65, 50, 50, 65, 50, 65]
    assert (sheet.hp, sheet.mp, sheet.sanity, sheet.luck, sheet.mov) == (11, 10, 50, 50, 7)
    values = skills(sheet)
    assert (values["Dodge"], values["First Aid"], values["Climb"], values["Language (Own) (English)"]) == (
        25,
        30,
        20,
        65,
    )
    assert values["Spot Hidden"] == 25 and values["Credit Rating"] == 0 and values["Cthulhu Mythos"] == 0
    assert (
        values["Fighting (Brawl)"] == 25 and values["Firearms (Handgun)"] == 20 and values["Science (Chemistry)"] == 1
    )
    assert not [s for s in values if s.startswith("Language (Other)")]
    assert len(values) == len([i for i in real(name)["items"] if i["type"] == "skill"])  # none doubled, none lost
    assert weapons(sheet) == {"Punch": ("Fighting (Brawl)", "1D3", "1", True, "", None)}
    assert said[0] == "Imported 1920 Character (FoundryVTT CoC7)"
    # Foundry's daily Sanity limit has no place on a sheet: named, not dropped without a word
    assert skipped(said) == [
        "system.attribs.san.dailyLimit 10: the Sanity tab works the day's limit out from SAN (a fifth); left out"
    ]


def test_the_1920_character_of_2022_in_the_data_shape(tmp_path, capsys):
    """The `data` shape (Foundry 9): its characteristics 50 each beside their formulas '(3D6)*5', the own language
    named 'Language (Own)', valued at its base '@EDU' (50)."""
    sheet, said = imported(tmp_path, AGES[2].format("1920_character"), capsys)
    assert characteristics(sheet) == [50] * 8 and (sheet.hp, sheet.mp, sheet.sanity, sheet.luck) == (10, 10, 50, 50)
    values = skills(sheet)
    assert (values["Dodge"], values["First Aid"], values["Climb"], values["Language (Own)"]) == (25, 30, 20, 50)
    assert len(values) == 42 and weapons(sheet) == {"Fists": ("Fighting (Brawl)", "1D3", "1", True, "", None)}
    assert "data.attribs.san.dailyLimit 10" in skipped(said)[0]


@pytest.mark.parametrize("age", AGES)
def test_the_villain_keeps_its_skills_its_mov_set_by_hand_and_its_burst_and_full_auto(tmp_path, capsys, age):
    """Foundry shows the Villain's Dodge, Brawl and Rifle at 25 (before: 50); its MOV 8 was set by hand
    (`mov.auto` false) and stays 8 whatever its age of 100 (before: worked out as 3); its rifle fires bursts and
    full auto (before: dropped)."""
    sheet, said = imported(tmp_path, age.format("villain_example"), capsys)
    assert (sheet.name, sheet.kind, sheet.occupation) == ("Villain example", Kind.NPC, "Be a villain")
    assert characteristics(sheet) == [50] * 8
    values = skills(sheet)
    assert (values["Dodge"], values["Fighting (Brawl)"], values["Firearms (Rifle/Shotgun)"]) == (25, 25, 25)
    assert (values["Takeover the world"], values["Torment the PC"], values["Bark orders"], values["Be a pain"]) == (
        80,
        75,
        45,
        0,
    )
    rifle = weapons(sheet)["My test weapon"]
    assert rifle[:3] == ("Firearms (Rifle/Shotgun)", "1D6" if age != AGES[2] else "1d6", "1, burst or full auto")
    assert "Possessions (from the FoundryVTT file): Very mean sidekick, Plan to enslave humanity" in sheet.notes
    if age == AGES[2]:  # 2022's file: age "Very old", MOV worked out by Foundry then (auto), Language (Own) 50
        assert (sheet.age, sheet.mov_override, sheet.mov, values["Language (Own)"]) == (30, None, 8, 50)
        assert "data.infos.age 'Very old': not a number of years; age 30 kept" in skipped(said)
    else:
        assert (sheet.age, sheet.mov_override, sheet.mov, values["Language (Own) (English)"]) == (100, 8, 8, 50)
        assert not [line for line in skipped(said) if "MOV" in line]


@pytest.mark.parametrize("age", AGES)
def test_the_goon_s_rolls_are_taken_at_foundry_s_average_and_said_so(tmp_path, capsys, age):
    """The Goon gives its characteristics only as rolls (STR 5*2d6+6, CON, SIZ, DEX 5*3d6, APP, INT 5*1d6, POW and
    EDU none): at their average as Foundry's own average button takes them, 41, 50 (not 52), 15, and each said."""
    sheet, said = imported(tmp_path, age.format("goon"), capsys)
    assert (sheet.name, sheet.kind, sheet.occupation) == ("Goon", Kind.NPC, "Obey to the villain")
    assert characteristics(sheet) == [41, 50, 50, 50, 15, 15, 1, 1]
    assert sheet.hp == 10  # (CON 50 + SIZ 50) / 10: before, 0 HP
    lines = skipped(said)
    assert (
        "STR: the file gives only the roll '5*2d6+6'; taken at FoundryVTT's average, 41 "
        "(each die at its middle, rounded down)" in lines
    )
    assert (
        "DEX: the file gives only the roll '5*3d6'; taken at FoundryVTT's average, 50 "
        "(each die at its middle, rounded down)" in lines
    )
    if age != AGES[2]:  # today's Goon: POW and EDU with no value and the roll "0"
        assert "POW: no value in the file and the roll '0'; set to 1, the least a sheet holds" in lines, lines
    assert "Possessions (from the FoundryVTT file): " in sheet.notes and "Orders" in sheet.notes
    if age == AGES[2]:  # 2022's Goon: its own skill Firearms (Shotgun), Dodge valued 1/2*@DEX, Language (Own) @EDU
        assert skills(sheet) == {
            "Firearms (Shotgun)": 25,
            "Fighting (Brawl)": 25,
            "Receive orders": 95,
            "Language (Own)": 1,
            "Dodge": 25,
            "Try hard": 10,
            "Be a pain": 50,
        }
        assert weapons(sheet)["Shotgun"][0] == "Firearms (Shotgun)"
    else:
        assert skills(sheet) == {
            "Be a pain": 50,
            "Dodge": 32,
            "Fighting (Brawl)": 25,
            "Firearms (Rifle/Shotgun)": 25,
            "Language (Own) (English)": 0,
            "Receive orders": 95,
            "Try hard": 10,
        }
        assert {w: v[0] for w, v in weapons(sheet).items()} == {
            "Club": "Fighting (Brawl)",
            "Punch": "Fighting (Brawl)",
            "Shotgun": "Firearms (Rifle/Shotgun)",  # its skill item by id: before, Fighting (Brawl)
        }


def test_the_goon_s_rolls_rolled_with_the_dice_given_and_said_so():
    goon = real("foundry_coc7_source_goon.json")
    dice = ScriptedDice([6, 6] + [1, 1, 1] + [2, 2, 2] + [3, 3, 3] + [4] + [5])  # STR, CON, SIZ, DEX, APP, INT
    [read] = read_foreign(goon, dice)
    assert characteristics(read.sheet) == [66, 15, 30, 45, 20, 25, 1, 1] and dice.remaining == 0
    assert "STR: the file gives only the roll '5*2d6+6'; rolled 66" in read.skipped
    assert read.rolls == {
        "STR": "5*2d6+6",
        "CON": "5*3d6",
        "SIZ": "5*3d6",
        "DEX": "5*3d6",
        "APP": "5*1d6",
        "INT": "5*1d6",
    }


@pytest.mark.parametrize("age", AGES[:2])
def test_the_creature_s_beak_is_on_its_fighting_skill_and_its_san_loss_is_in_the_bestiary(tmp_path, capsys, age):
    """The Deadly beak uses Fighting (Slice PCs in small cubes) (its skill item's id); the creature's SAN loss 1d2/1d6
    goes where the campaign keeps a monster's SAN loss, its bestiary, where the Sanity tab offers it."""
    sheet, said = imported(tmp_path, age.format("creature_example"), capsys)
    assert (sheet.name, sheet.kind, sheet.hp, sheet.mp) == ("Creature example", Kind.MONSTER, 6, 0)
    assert characteristics(sheet) == [1, 10, 50, 10, 20, 20, 1, 1]
    assert skills(sheet) == {"Fighting (Brawl)": 50, "Fighting (Slice PCs in small cubes)": 75}
    assert weapons(sheet) == {
        "Deadly beak": ("Fighting (Slice PCs in small cubes)", "10D6", "1", False, "", None),
        "Innate attack": ("Fighting (Brawl)", "1D3", "1", True, "", None),
    }
    assert sheet.notes.startswith("Type: Phorusrhacid\nPersonal Description: Clicking the lock will allow")
    assert "Possessions (from the FoundryVTT file): Pile of junk" in sheet.notes
    assert (
        "  kept SAN loss 1D2/1D6: kept in the campaign's bestiary as Creature example, where the Sanity and Combat "
        "tabs offer it (a sheet has no place for it)" in said
    )
    open_campaign(tmp_path / "real.kdesk")
    try:
        [creature] = campaign_creatures()
    finally:
        close_campaign()
    assert (creature.name, creature.kind, creature.san_loss, creature.hp) == (
        "Creature example",
        "monster",
        "1D2/1D6",
        6,
    )
    assert [(a.name, a.skill) for a in creature.attacks] == [("Deadly beak", 75), ("Innate attack", 50)]


def test_the_creature_of_2022_takes_its_str_roll_and_names_its_second_skill(tmp_path, capsys):
    sheet, said = imported(tmp_path, AGES[2].format("creature_example"), capsys)
    assert characteristics(sheet) == [3, 10, 50, 10, 20, 20, 1, 1]  # STR 0 beside its roll 1d6: at its average
    assert weapons(sheet)["Deadly claws"][:3] == ("Fighting (Slice PCs in small cubes)", "10d6", "1, burst")
    assert (
        "items[4] (Deadly claws).skill.alternativ 'Fighting': a weapon keeps one skill, for burst and full auto "
        "too; left out" in skipped(said)
    )


@pytest.mark.parametrize("name", sorted(p.name for p in REAL.glob("*.json")))
def test_every_real_file_imports_each_skill_once_and_every_weapon_on_one_of_them(tmp_path, capsys, name):
    sheet, said = imported(tmp_path, name, capsys)
    assert said[0] == f"Imported {sheet.name} (FoundryVTT CoC7)"
    names = [s.full_name for s in sheet.skills]
    assert len(names) == len(set(names)) == len([i for i in real(name)["items"] if i["type"] == "skill"])
    assert not [line for line in said if "listed twice" in line]
    for weapon in sheet.weapons:
        assert weapon.skill in names, f"{weapon.name} is on {weapon.skill}, which the sheet lacks"


def test_what_is_not_taken_is_named_field_by_field(tmp_path, capsys):
    """Before: the possessions were "not kept" and everything else went without a word (descriptions, prices, a
    weapon's second skill, its silent and stunning properties, the Keeper-set MOV, the SAN loss)."""
    _, said = imported(tmp_path, "foundry_coc7_goon.json", capsys)
    lines = skipped(said)
    assert "items[11] (Shotgun).description.value: a weapon's description is not kept; left out" in lines
    assert "items[9] (Club).properties: silent, stuns: a sheet's weapon has no place for it; left out" in lines
    assert "items[11] (Shotgun).bullets: no magazine given; its rounds are not counted" in lines
    assert (
        "items[9] (Club): its half damage bonus is changed to the full bonus (Keeper Desk halves it only for thrown "
        "weapons and bows)" in lines
    )
    _, said = imported(tmp_path / "2022", "foundry_coc7_data_goon.json", capsys)
    lines = skipped(said)
    assert "items[3] (Shotgun).price: a weapon's price is not kept; left out" in lines
    assert "data.infos.age 'Average': not a number of years; age 30 kept" in lines
    assert not [line for line in lines if "possessions are not kept" in line]


def test_a_roll_the_importer_cannot_work_out_is_named_not_called_zero():
    odd = copy.deepcopy(real("foundry_coc7_goon.json"))
    odd["system"]["characteristics"]["str"]["formula"] = "1d6/0"
    [read] = read_foreign(odd)
    assert read.sheet.strength == 1
    assert "STR: the file gives only the roll '1d6/0', which Keeper Desk cannot work out; set to 1" in read.skipped


def test_a_keeper_set_mov_out_of_range_is_named_and_worked_out():
    odd = copy.deepcopy(real("foundry_coc7_villain_example.json"))
    odd["system"]["attribs"]["mov"]["value"] = 0
    [read] = read_foreign(odd)
    assert read.sheet.mov_override is None and read.sheet.mov == 3
    assert "MOV 0 set by hand: a MOV is 1 to 99; worked out from the characteristics" in read.skipped


def test_a_language_foundry_does_not_mark_as_one_s_own_is_another_language():
    villain = copy.deepcopy(real("foundry_coc7_source_villain_example.json"))
    english = next(i for i in villain["items"] if i["name"] == "Language (English)")
    english["flags"] = {}
    english["system"]["properties"].pop("own", None)
    [read] = read_foreign(villain)
    assert skills(read.sheet)["Language (Other) (English)"] == 50


def test_foundry_s_own_items_given_to_the_villain_keep_their_spell_talent_and_occupation(tmp_path):
    """Foundry's item compendium (items/foundry_coc7_source_items.json) dragged onto the Villain: the spell and the
    talent go into the notes, saying they came from the file (a sheet keeps no spells); the Punch naming its skill
    by CoC ID (i.skill.brawl) lands on Fighting (Brawl); the Experimental weapon's burst is kept in its attacks; a
    weapon naming no skill of the sheet is said; the set-up and archetype are named as not kept."""
    compendium = json.loads((REAL / "items" / "foundry_coc7_source_items.json").read_text(encoding="utf-8"))
    villain = real("foundry_coc7_source_villain_example.json")
    villain["items"] = [i for i in villain["items"] if i["type"] == "skill"] + compendium
    [read] = read_foreign(villain)
    assert read.sheet.occupation == "Be a villain"
    assert "the occupation item Street Vendor: the sheet's occupation is Be a villain, as the file says" in read.skipped
    villain["system"]["infos"]["occupation"] = ""
    [read] = read_foreign(villain)
    sheet = read.sheet
    assert "Spells (from the FoundryVTT file): Test Spell" in sheet.notes.splitlines()
    assert "Talents (from the FoundryVTT file): Example Talent" in sheet.notes.splitlines()
    assert sheet.occupation == "Street Vendor"
    arms = weapons(sheet)
    assert arms["Punch"][:4] == ("Fighting (Brawl)", "1D3", "1", True)
    assert arms["Experimental weapon"][:3] == ("Firearms (Handgun)", "3d6", "1, burst")
    assert arms["Death ray (prototype)"][:3] == ("Firearms (Handgun)", "5d6", "1")
    assert (
        "items[11] (Experimental weapon).skill.main 'To be selected once the weapon is owned': no skill of this "
        "sheet; Firearms (Handgun) used" in read.skipped
    )
    assert (
        "items[10] (Death ray (prototype)).skill.main: no skill of this sheet; Firearms (Handgun) used" in read.skipped
    )
    assert "items[8] (1920's Setup Example): set-ups are not kept" in read.skipped
    assert "items[9] (Peacemaker): archetypes are not kept" in read.skipped
    assert next(w for w in sheet.weapons if w.name == "Experimental weapon").malfunction == 85


def test_a_creature_the_bestiary_has_already_leaves_that_entry_as_it_is_and_keeps_its_san_loss_in_the_notes(
    tmp_path, capsys
):
    """Imported twice, the creature's bestiary entry is the first one's; the second's SAN loss is in its notes, said
    so. A Ghoul exported and read back leaves the shipped Ghoul (and its hide) as it is."""
    imported(tmp_path, "foundry_coc7_creature_example.json", capsys)
    campaign = tmp_path / "real.kdesk"
    assert exchange_cli.run(["import", str(campaign), str(REAL / "foundry_coc7_source_creature_example.json")]) == 0
    said = capsys.readouterr().out.splitlines()
    assert (
        "  skipped the bestiary has a Creature example already, which stays as it is; this one's SAN loss 1D2/1D6 "
        "is in the notes" in said
    )
    assert not [line for line in said if line.startswith("  kept")]
    open_campaign(campaign)
    try:
        assert len(campaign_creatures()) == 1
        second = [character_rows.load_sheet(r.id) for r in character_rows.roster_rows()][1]
    finally:
        close_campaign()
    assert second.notes.endswith("\nSAN loss (FoundryVTT CoC7): 1D2/1D6")


# --- anything in any place of a real file ---------------------------------------------------------------------

SCALARS = st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.floats() | st.text(max_size=8)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)
SHAPES = [
    "foundry_coc7_villain_example.json",
    "foundry_coc7_source_creature_example.json",
    "foundry_coc7_data_goon.json",
    "foundry_coc7_data_creature_example.json",
]


def _paths(data, prefix=()):
    if isinstance(data, dict):
        for key, value in data.items():
            yield prefix + (key,)
            yield from _paths(value, prefix + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield prefix + (index,)
            yield from _paths(value, prefix + (index,))


CASES = st.sampled_from(SHAPES).flatmap(
    lambda name: st.tuples(st.just(name), st.sampled_from(list(_paths(real(name)))), JSON)
)


@pytest.mark.slow
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(CASES)
@example(("foundry_coc7_data_creature_example.json", ("effects",), True))  # found by it: len(True) raised
@example(("foundry_coc7_source_creature_example.json", ("items", 0, "name"), None))  # "Possessions: " came back bare
def test_any_value_anywhere_in_a_real_file_is_read_or_refused_by_name_and_what_comes_in_goes_out_and_back(case):
    name, path, value = case
    data = real(name)
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    try:
        found = read_foreign(data)
    except ImportProblem as exc:
        assert str(exc) and len(str(exc)) < 300
        return
    for read in found:
        assert sheet_errors(read.sheet.filled()) == []
        [back] = read_foreign(
            json.loads(json.dumps(to_foundry(read.sheet, read.creature.san_loss if read.creature else "")))
        )
        assert back.sheet.filled() == read.sheet.filled()


def test_a_portrait_of_the_keeper_s_own_is_named_foundry_s_own_icons_are_not():
    villain = real("foundry_coc7_villain_example.json")
    [read] = read_foreign(villain)  # systems/CoC7/assets/icons/cultist.svg: the icon every NPC gets
    assert not [line for line in read.skipped if line.startswith("img")]
    villain["img"] = "worlds/arkham/portraits/villain.webp"
    [read] = read_foreign(villain)
    assert "img 'worlds/arkham/portraits/villain.webp': a sheet keeps no portrait; left out" in read.skipped


def test_a_roll_past_what_a_sheet_holds_comes_down_to_it_and_says_so():
    goon = real("foundry_coc7_source_goon.json")
    goon["system"]["characteristics"]["str"]["formula"] = "(2D6+6)*10"
    [read] = read_foreign(goon, ScriptedDice([6, 6] + [3] * 12))
    assert read.sheet.strength == 99
    assert "STR: the file gives only the roll '(2D6+6)*10'; rolled 180" in read.skipped
    assert "STR: 180 is past the 99 NPCs go to; set to it" in read.skipped
