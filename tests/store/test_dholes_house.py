"""Dhole's House files: a real export (tests/fixtures/exchange/real/README.md) comes in as its sheet shows it, with
every field not taken named and why; a bad file is refused by the field and writes nothing; and a sheet written as a
Dhole's House export, in the shape that tool writes and its readers take, comes back as it was."""

import copy
import json
import string
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from desktop import exchange_cli
from desktop.rules.catalog import standard_skills
from desktop.rules.combat.wounds import bonus_for
from desktop.rules.conditions import Condition
from desktop.rules.roster.sheet import DRAINS, CharacterSheet, Kind, Skill, Weapon, sheet_errors
from desktop.store import character_rows
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange import strict_json
from desktop.store.exchange.campaign_json import import_sheets
from desktop.store.exchange.dholes_house import from_dholes_house, to_dholes_house
from desktop.store.exchange.foreign import ImportProblem
from desktop.store.exchange.foreign_files import read_foreign

EXCHANGE = Path(__file__).resolve().parents[1] / "fixtures" / "exchange"
REAL = EXCHANGE / "real" / "dholes_house" / "donald_oconnell.json"
ORDER = ("strength", "constitution", "size", "dexterity", "appearance", "intelligence", "power", "education")
OURS_HEADER = (
    "Header (Title, Creator, GameName, GameVersion, GameType, Discalimer, Version): not kept — who wrote the file, "
    "when and for which era, not a part of the investigator"
)


def real() -> dict:
    return json.loads(REAL.read_text(encoding="utf-8"))


def imported(tmp_path: Path, data: dict, capsys) -> tuple[CharacterSheet, list[str]]:
    """The sheet as the campaign holds it after `keeper-desk import`, and the lines the command printed."""
    source, campaign = tmp_path / "file.json", tmp_path / "dholes.kdesk"
    source.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert exchange_cli.run(["import", str(campaign), str(source)]) == 0, capsys.readouterr().err
    said = capsys.readouterr().out.splitlines()
    open_campaign(campaign)
    try:
        [row] = character_rows.roster_rows()
        return character_rows.load_sheet(row.id), said
    finally:
        close_campaign()


def skills(sheet: CharacterSheet) -> dict[str, int]:
    return {s.full_name: s.value for s in sheet.skills}


def test_the_real_export_comes_in_with_every_number_as_its_sheet_shows_it(tmp_path, capsys):
    """Before: the own language lost its name (Spanish), "Operate Heavy Machine" and the Misc skill "Jumping jacks"
    came in under Dhole's House's names, four empty Misc slots became a skill "Misc" listed three times over, and the
    cash, gender, birthplace and residence were dropped without a word."""
    sheet, said = imported(tmp_path, real(), capsys)
    assert (sheet.name, sheet.kind, sheet.occupation, sheet.age) == (
        "Donald Walter O'Connell",
        Kind.INVESTIGATOR,
        "Book Dealer",
        27,
    )
    assert [getattr(sheet, attr) for attr in ORDER] == [45, 50, 55, 60, 70, 45, 50, 50]
    assert (sheet.hp, sheet.mp, sheet.sanity, sheet.luck) == (10, 10, 50, 50)
    assert (sheet.mov, sheet.build, sheet.damage_bonus) == (8, 0, "0")  # the file's Move 8, Build 0, bonus "None"
    assert skills(sheet) == {
        **{"Accounting": 50, "Anthropology": 11, "Appraise": 18, "Archaeology": 1, "Art/Craft (Photography)": 5},
        **{"Charm": 20, "Climb": 25, "Credit Rating": 40, "Cthulhu Mythos": 0, "Disguise": 5, "Dodge": 30},
        **{"Drive Auto": 42, "Electrical Repair": 10, "Fast Talk": 15, "Fighting (Brawl)": 25, "Fighting (Knife)": 1},
        **{"Firearms (Handgun)": 20, "Firearms (Rifle/Shotgun)": 25, "First Aid": 30, "History": 21, "Intimidate": 15},
        **{"Jump": 20, "Language (Other) (Norweigan)": 20, "Language (Own) (Spanish)": 65, "Law": 5},
        **{"Library Use": 55, "Listen": 30, "Locksmith": 11, "Mechanical Repair": 10, "Medicine": 1},
        **{"Natural World": 25, "Navigate": 15, "Occult": 10, "Operate Heavy Machinery": 6, "Persuade": 10},
        **{"Pilot (Zeppelin)": 1, "Psychology": 10, "Psychoanalysis": 1, "Ride": 5, "Science (Biology)": 1},
        **{"Sleight of Hand": 10, "Spot Hidden": 25, "Stealth": 20, "Swim": 20, "Throw": 20, "Track": 10},
        "Jumping jacks": 1,
    }
    assert [(w.name, w.skill, w.damage, w.adds_damage_bonus, w.range, w.attacks, w.ammo, w.malfunction) for w in
            sheet.weapons] == [
        ("Unarmed", "Fighting (Brawl)", "1d4", True, "", "1", None, None),
        ("7.65mm Revolver", "Firearms (Handgun)", "1D8", False, "15 yards", "1 (3)", 6, 100),
        ("9mm Revolver", "Firearms (Handgun)", "1D10", False, "15 yards", "1 (3)", 6, 100),
        (".38 semi-automatic", "Firearms (Handgun)", "1D10", False, "15 yards", "1 (3)", 8, 99),
    ]  # fmt: skip
    assert sheet.notes == (
        "Gender: Male\nBirthplace: sdfsdf\nResidence: sdfsd\nPossessions: A car, A notebook, Camera\n"
        "Cash: spending level $10.00, cash $80.00, assets $2000.00"
    )
    assert said[0] == "Imported Donald Walter O'Connell (Dhole's House)"


def test_what_the_real_export_leaves_out_is_named_with_the_reason(tmp_path, capsys):
    _, said = imported(tmp_path, real(), capsys)
    assert [line.removeprefix("  skipped ") for line in said[1:]] == [
        "Header (Title, Creator, CreateDate, GameName, GameVersion, GameType, Discalimer, Version): not kept — who "
        "wrote the file, when and for which era, not a part of the investigator",
        "PersonalDetails.Portrait: not kept — a sheet holds no picture",
        "slots left empty (no specialisation): Art/Craft 5%, Art/Craft 10%, Fighting 1%, Firearms 1%, "
        "Language (Other) 1% ×2, Science 1% ×2, Survival 10%, Misc 1% ×4 — not kept",
        "occupation marks on 8 skills (Accounting, Appraise, Credit Rating, Drive Auto, Fast Talk, History …): not "
        "kept — the sheet marks no occupation skills",
        "Characteristics.OccupationSkillPoints 200 and PersonalInterestSkillPoints 90: not kept — points for building "
        "the investigator, spent on the skills",
        "PersonalDetails (Gender, Birthplace, Residence), Possessions and Cash: kept in the notes — the sheet has no "
        "place for them",
    ]


def test_what_the_sheet_works_out_for_itself_is_named_when_the_file_says_otherwise():
    """MOV, Build, the damage bonus and the maximums come from the characteristics (the sheet keeps no MOV of its
    own); a file that gives other numbers has each named, and the current HP, MP, SAN and Luck are taken as given."""
    data = real()
    stats = data["Investigator"]["Characteristics"]
    stats |= {"Move": "6", "Build": "1", "DamageBonus": "+1D4", "HitPtsMax": "12", "MagicPtsMax": "9"}
    stats |= {"SanityMax": "90", "SanityStart": "55", "LuckMax": "60", "HitPts": "7", "Sanity": "41", "Luck": "33"}
    data["Investigator"]["Combat"]["Dodge"]["value"] = "35"
    data["Investigator"]["Skills"]["Skill"][0]["half"] = "24"
    data["Investigator"]["Weapons"]["weapon"][1]["regular"] = "40"
    [donald] = read_foreign(data)
    assert (donald.sheet.hp, donald.sheet.sanity, donald.sheet.luck) == (7, 41, 33)
    assert (donald.sheet.mov, donald.sheet.build, donald.sheet.max_hp, donald.sheet.max_mp) == (8, 0, 10, 10)
    for line in (
        "Characteristics.Move 6: not kept — MOV is worked out from DEX, STR and SIZ, less for age (8 for this sheet)",
        "Characteristics.Build 1: not kept — Build is worked out from STR and SIZ (0 for this sheet)",
        "Characteristics.DamageBonus +1D4: not kept — the damage bonus is worked out from STR and SIZ (0 for this "
        "sheet)",
        "Characteristics.HitPtsMax 12: not kept — maximum HP is worked out from CON and SIZ (10 for this sheet)",
        "Characteristics.MagicPtsMax 9: not kept — maximum MP is worked out from POW (10 for this sheet)",
        "Characteristics.SanityMax 90: not kept — maximum SAN is 99 less Cthulhu Mythos (99 for this sheet)",
        "Characteristics.SanityStart 55: not kept — starting SAN is POW (50 for this sheet)",
        "Characteristics.LuckMax 60: not kept — the sheet holds current Luck only (33 for this sheet)",
        "Combat.Dodge 35: not kept — Dodge is the Dodge skill (30)",
        "skill Accounting: its half 24 not kept — worked out from 50",
        "7.65mm Revolver: regular 40 not kept — the sheet rolls Firearms (Handgun) at 20",
    ):
        assert line in donald.skipped, line


def test_dholes_house_s_own_ways_of_naming_skills_and_weapons():
    """A language in the subskill, a family written whole, Misc skills, a weapon named by its specialisation in
    brackets or by the usual short name, a magazine of two sizes, a malfunction range, a burning weapon."""
    data = real()
    rows = data["Investigator"]["Skills"]["Skill"]
    rows += [
        {"name": "Language", "subskill": "Latin", "value": "31"},
        {"name": "Science (Astronomy)", "value": "21"},
        {"name": "Misc", "subskill": "Fighting (Axe)", "value": "35"},
        {"name": "Firearms", "subskill": "Submachine Gun", "value": "45"},
    ]
    weapons = data["Investigator"]["Weapons"]["weapon"]
    weapons[1] |= {"skillname": "(Handgun)", "malf": "99-100"}
    weapons[2] |= {"skillname": "SMG", "ammo": "20/30/32"}
    weapons[3] |= {"skillname": "Axe", "damage": "2D6+burn"}
    weapons.append({"name": "Spear", "skillname": "Throw", "damage": "1D8+half DB", "range": "STR/5 yards"})
    [donald] = read_foreign(data)
    values = skills(donald.sheet)
    assert values["Language (Other) (Latin)"] == 31 and values["Science (Astronomy)"] == 21
    assert values["Fighting (Axe)"] == 35 and values["Firearms (Submachine Gun)"] == 45
    assert [(w.skill, w.damage, w.ammo, w.malfunction, w.adds_damage_bonus) for w in donald.sheet.weapons[1:]] == [
        ("Firearms (Handgun)", "1D8", 6, 99, False),
        ("Firearms (Submachine Gun)", "1D10", 20, 100, False),
        ("Fighting (Axe)", "2D6", 8, 99, False),
        ("Throw", "1D8", None, None, True),
    ]
    for line in (
        "7.65mm Revolver: malf '99-100' kept as 99 (a sheet holds one)",
        "9mm Revolver: ammo '20/30/32' kept as 20 (a sheet holds one)",
        ".38 semi-automatic: its +burn not kept — the sheet has no burning damage",
    ):
        assert line in donald.skipped, line
    # Before: "Spear: its half damage bonus is changed to the full bonus", while the Combat tab halves a thrown
    # weapon's bonus all the same: the half bonus is kept, and nothing is said to have changed.
    assert not any(line.startswith("Spear:") for line in donald.skipped)
    assert bonus_for(donald.sheet.weapons[-1], "+1D4") == "+1D2"


BAD = [
    (("Characteristics",), ["STR", 45], "Investigator.Characteristics: expected a group of fields, not a list"),
    (("Characteristics", "POW"), "fifty", "Investigator.Characteristics.POW: expected a number, not 'fifty'"),
    (("Characteristics", "SIZ"), "0", "Donald Walter O'Connell: SIZ must be between 1 and 99 for investigators"),
    (("PersonalDetails", "Name"), {"first": "Don"}, "PersonalDetails.Name: expected text, not a group of fields"),
    (("PersonalDetails", "Name"), " ", "Investigator.PersonalDetails.Name: missing or empty"),
    (("PersonalDetails", "Age"), "old", "Investigator.PersonalDetails.Age: expected a number, not 'old'"),
    (("Skills", "Skill", 3), "Archaeology", "Skills.Skill[3]: expected a group of fields, not 'Archaeology'"),
    (("Skills", "Skill", 0, "value"), "lots", "Investigator.Skills.Skill[0].value: expected a number, not 'lots'"),
    (("Skills", "Skill", 0, "half"), [25], "Investigator.Skills.Skill[0].half: expected a number, not a list"),
    (("Weapons", "weapon", 1, "ammo"), "six", "Investigator.Weapons.weapon[1].ammo: expected a number, not 'six'"),
    (("Weapons", "weapon", 1, "damage"), ["1D8"], "Investigator.Weapons.weapon[1].damage: expected text, not a list"),
    (("Possessions", "item", 0, "description"), ["A", "car"], "item[0].description: expected text, not a list"),
    (("Backstory",), "a farmer", "Investigator.Backstory: expected a group of fields, not 'a farmer'"),
    (("Cash", "cash"), {"$": 80}, "Investigator.Cash.cash: expected text, not a group of fields"),
    (("KeeperDesk",), {"kind": "dragon"}, "Investigator.KeeperDesk.kind: expected investigator, npc or monster"),
    (("KeeperDesk",), {"conditions": ["cursed"]}, "KeeperDesk.conditions[0]: not a condition Keeper Desk knows"),
    (("KeeperDesk",), {"weapons": [{"impaling": "yes"}]}, "KeeperDesk.weapons[0].impaling: expected true or false"),
    (("KeeperDesk",), {"weapons": [{"drains": "HP"}]}, "KeeperDesk.weapons[0].drains: expected one of STR, CON"),
]


@pytest.mark.parametrize(("path", "value", "said"), BAD, ids=[".".join(map(str, path)) for path, _, _ in BAD])
def test_a_bad_file_is_refused_by_the_field_and_nothing_is_written(tmp_path, capsys, path, value, said):
    data = real()
    target = data["Investigator"]
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    with pytest.raises(ImportProblem) as refused:
        from_dholes_house(data)
    assert said in str(refused.value) and len(str(refused.value)) < 200
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    new, kept = tmp_path / "new.kdesk", tmp_path / "kept.kdesk"
    assert exchange_cli.run(["import", str(new), str(bad)]) == 1 and said in capsys.readouterr().err
    assert list(tmp_path.glob("new.kdesk*")) == []  # the campaign made for the import goes again
    assert exchange_cli.run(["import", str(kept), str(EXCHANGE / "dholes_house_ada.json")]) == 0
    before = kept.read_bytes()
    assert exchange_cli.run(["import", str(kept), str(bad)]) == 1
    assert kept.read_bytes() == before


# --- written out for other tools ------------------------------------------------------------------------------


def through_a_file(sheet: CharacterSheet) -> list:
    """The sheet exported, written and read back as `keeper-desk import` reads a file: (the sheet, what is left out)."""
    [back] = read_foreign(strict_json.loads(json.dumps(to_dholes_house(sheet), indent=1)))
    return [back.sheet, back.skipped]


def test_every_sample_character_comes_back_from_dholes_house_as_it_was(campaign):
    for row in character_rows.roster_rows():
        sheet = character_rows.load_sheet(row.id)
        back, skipped = through_a_file(sheet)
        [new_id] = import_sheets([back])
        assert character_rows.load_sheet(new_id) == sheet, sheet.name
        assert skipped == [OURS_HEADER], sheet.name  # nothing of the sheet left out


@pytest.mark.parametrize("path", [EXCHANGE / "dholes_house_ada.json", REAL], ids=lambda p: p.name)
def test_an_imported_file_goes_out_and_comes_back_as_the_same_sheet(campaign, path):
    [first] = read_foreign(json.loads(path.read_text(encoding="utf-8")))
    [kept] = import_sheets([first.sheet])
    sheet = character_rows.load_sheet(kept)
    back, skipped = through_a_file(sheet)
    [again] = import_sheets([back])
    assert character_rows.load_sheet(again) == sheet and skipped == [OURS_HEADER]


def shape(data, into: str = "") -> dict[str, str]:
    """Every place in a file and what stands there (a group, a list, text, null); a list's entries are one place."""
    if isinstance(data, dict):
        inside = {place: kind for key, value in data.items() for place, kind in shape(value, f"{into}.{key}").items()}
        return {into: "group"} | inside
    if isinstance(data, list):
        return {into: "list"} | {place: kind for value in data for place, kind in shape(value, f"{into}[]").items()}
    return {into: "text" if isinstance(data, str) else "null" if data is None else type(data).__name__}


def test_the_export_has_the_shape_dholes_house_writes_and_its_readers_take(campaign):
    ours = [to_dholes_house(character_rows.load_sheet(row.id)) for row in character_rows.roster_rows()]
    written = {place: kind for data in ours for place, kind in shape(data).items() if "KeeperDesk" not in place}
    theirs = {p: kind for p, kind in shape(real()).items() if not p.endswith((".occupation", ".None"))}
    # Every place of Dhole's House's own export is in ours but what it says of possessions (the notes hold them, so
    # the list is empty), and nothing else is; a group, a list and text (numbers too) stand where it writes them, and
    # a field it leaves null ours leaves null or fills with text.
    assert set(theirs) - set(written) == {
        ".Investigator.Possessions.item[]",
        ".Investigator.Possessions.item[].description",
    }
    assert set(written) - set(theirs) == set()
    assert all(kind == written[place] or (kind == "null" and written[place] == "text") for place, kind in theirs.items()
               if place in written)  # fmt: skip
    assert {kind for kind in written.values()} == {"group", "list", "text", "null"}
    for data in ours:
        investigator = data["Investigator"]
        stats = investigator["Characteristics"]
        # FoundryVTT CoC7 (coc7/apps/dholehouse-importer.js) takes parseInt of these, and the skills' values
        for key in ("STR", "DEX", "INT", "CON", "APP", "POW", "SIZ", "EDU", "Sanity", "SanityMax", "HitPts"):
            assert stats[key].isdigit() and stats["HitPtsMax"].isdigit() and stats["Move"].isdigit()
        assert stats["MagicPts"].isdigit() and stats["MagicPtsMax"].isdigit() and stats["Luck"].isdigit()
        assert stats["Build"].lstrip("-").isdigit() and stats["DamageBonus"] in ("None", "-2", "-1", "+1D4", "+1D6")
        rows = investigator["Skills"]["Skill"]
        assert all(row["value"].isdigit() and row.get("subskill") != "None" for row in rows)
        # ... and links a weapon to the skill whose specialisation (or name) holds its skillname
        named = [row.get("subskill", row["name"]) for row in rows]
        for weapon in investigator["Weapons"]["weapon"]:
            assert any(weapon["skillname"] in name for name in named), weapon
            # whathappened (core/sheets/mechanics/coc7e/convert.py) takes int() of the regular; sazap10's Foundry
            # module (src/module/itemCreator.ts) splits the range, the ammunition and the attacks as text
            assert weapon["regular"].isdigit() and weapon["ammo"] and weapon["range"] and weapon["attacks"]
            assert weapon["damage"].endswith("+DB") or "DB" not in weapon["damage"]
        assert investigator["Combat"]["Dodge"]["value"].isdigit() and "injurues" in investigator["Backstory"]


def test_a_monster_s_conditions_ticks_and_impaling_bite_go_in_keeper_desk_s_own_group(campaign):
    ids = {row.name: row.id for row in character_rows.roster_rows()}
    ghoul = character_rows.load_sheet(ids["Ghoul"])
    ticked = tuple(Skill(s.name, s.value, s.specialization, s.full_name == "Climb") for s in ghoul.skills)
    ghoul = replace(ghoul, skills=ticked, conditions=(Condition.MAJOR_WOUND,))
    written = to_dholes_house(ghoul)["Investigator"]
    assert written["KeeperDesk"] == {
        "kind": "monster",
        "conditions": ["major wound"],
        "ticked": ["Climb"],
        "weapons": [{}, {"impaling": True}],
    }
    assert written["Weapons"]["weapon"][1]["skillname"] == "Claw" and written["Skills"]["Skill"][0] == {
        "name": "Fighting",
        "subskill": "Claw",
        "value": "40",
        "half": "20",
        "fifth": "8",
    }
    assert "KeeperDesk" not in to_dholes_house(CharacterSheet("Plain Jane"))["Investigator"]


# --- any valid sheet --------------------------------------------------------------------------------------------

WORD = st.text(string.ascii_letters + string.digits + " '-", min_size=1, max_size=12).map(str.strip).filter(bool)
TEXT = st.text(st.characters(categories=("L", "N", "P", "S", "Zs")), min_size=1, max_size=40).map(str.strip)
STANDARD = sorted({s.name for s in standard_skills(50, 50)} | {"Language (Other)", "Language (Own)", "Art/Craft"})
# A skill of the sheet's own, as the sheet's form makes one (its texts stripped): not one of the names Dhole's House
# gives a meaning ("Misc" holds a skill of the investigator's own, "Language" is Language (Other), its "Operate Heavy
# Machine" is our Operate Heavy Machinery), not a family written whole ("Science (Biology)"), not the specialisation
# "None" that marks an empty slot.
OWN = TEXT.filter(lambda n: n and "(" not in n and n not in ("Misc", "Language", "Operate Heavy Machine"))
SPECIALIZATION = st.one_of(st.just(""), WORD.filter(lambda s: s.casefold() != "none"))
SKILL = st.builds(Skill, st.one_of(st.sampled_from(STANDARD), OWN), st.integers(0, 99), SPECIALIZATION, st.booleans())


@st.composite
def sheets(draw) -> CharacterSheet:
    kind = draw(st.sampled_from(list(Kind)))
    top = kind.value_limit
    skills = draw(st.lists(SKILL, max_size=8, unique_by=lambda s: s.full_name))
    names = [s.full_name for s in skills]
    # A weapon on one of the sheet's skills, on a skill the sheet lacks (named in full) or on none; no range is
    # written "" (Dhole's House's "-" means none)
    weapon_skills = st.sampled_from([*names, "", "Throw", "Dodge", "Fighting (Axe)", "Firearms (Bow)"])
    weapons = st.builds(
        Weapon,
        TEXT.filter(bool),
        weapon_skills,
        st.sampled_from(["1D3", "1D6+1", "4D6/2D6/1D6", "2D6", "1D10+2", "0", "1d4"]),
        st.booleans(),
        st.sampled_from(["", "15 yards", "Touch", "10/20/50 yards", "STR/5 yards"]),
        st.sampled_from(["1", "1 (3)", "1 or 2", "1 or burst 3", "3"]),
        st.none() | st.integers(0, 1000),
        st.none() | st.integers(1, 100),
        st.booleans(),
        st.sampled_from(DRAINS),
    )
    sheet = CharacterSheet(
        name=draw(TEXT.filter(bool)),
        kind=kind,
        occupation=draw(st.just("") | TEXT),
        age=draw(st.integers(1, 999)),
        **{attr: draw(st.integers(1, top)) for attr in ORDER},
        luck=draw(st.integers(0, 99)),
        conditions=tuple(draw(st.lists(st.sampled_from(list(Condition)), unique=True, max_size=3))),
        notes=draw(st.text(st.characters(categories=("L", "N", "P", "S", "Zs"), include_characters="\n\t"))),
        skills=tuple(skills),
        weapons=tuple(draw(st.lists(weapons, max_size=4))),
    )
    trackers = {t: draw(st.integers(0, sheet.filled().tracker_max(t))) for t in ("hp", "mp", "sanity")}
    return replace(sheet, **trackers)


@example(  # a weapon on Throw, which the sheet lacks, beside a Fighting (Throw): Throw is a skill of its own
    CharacterSheet("Ada", skills=(Skill("Fighting", 30, "Throw"),), weapons=(Weapon("Rock", "Throw", "1D4"),))
)
@example(  # weapons on a specialisation that is also a skill's name, and on a skill the sheet lacks
    CharacterSheet(
        "Bo",
        skills=(Skill("Art/Craft", 40, "Claw"), Skill("Claw", 20), Skill("Fighting", 45, "Claw")),
        weapons=(Weapon("Paw", "Fighting (Claw)", "1D6"), Weapon("Axe", "Fighting (Axe)", "1D8+2", impaling=True)),
    )
)
@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sheets())
def test_any_valid_sheet_comes_back_from_dholes_house_as_it_was(campaign, sheet):
    assume(not sheet_errors(sheet.filled()))
    [kept] = import_sheets([sheet])
    stored = character_rows.load_sheet(kept)
    back, skipped = through_a_file(stored)
    [again] = import_sheets([back])
    assert character_rows.load_sheet(again) == stored
    assert skipped == [OURS_HEADER]


def test_a_list_of_one_and_an_empty_group_are_read_as_dholes_house_writes_them():
    """The file's quirks (a list of one written as an object, a null for an empty group) read as its own reader
    reads them."""
    data = real()
    investigator = data["Investigator"]
    investigator["Weapons"]["weapon"] = investigator["Weapons"]["weapon"][0]  # XML's list of one
    investigator["Possessions"] = None  # XML's empty group
    investigator["Talents"] = {"talent": ["Hardened", "Lucky"]}
    [donald] = read_foreign(copy.deepcopy(data))
    assert [w.name for w in donald.sheet.weapons] == ["Unarmed"] and "Possessions" not in donald.sheet.notes
    assert "Talents: Hardened, Lucky" in donald.sheet.notes
