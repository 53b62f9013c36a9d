"""Exchange: our campaign JSON round-trips byte for byte; Dhole's House and FoundryVTT exports import with their
quirks; a bad file names its place and writes nothing, whatever hypothesis feeds the importers."""

import copy
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from desktop.rules import ScriptedDice
from desktop.rules.roster.sheet import Kind, Weapon, sheet_errors
from desktop.store import character_rows
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange import strict_json
from desktop.store.exchange.campaign_json import (
    ExchangeError,
    dumps,
    export_campaign,
    import_campaign,
    import_sheets,
    read_json,
)
from desktop.store.exchange.foreign import ImportProblem, number, skill_named
from desktop.store.exchange.foreign_files import read_foreign

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "exchange"


def fixture(name: str):
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def busy_campaign(qapp):
    """The sample roster with a fight, a chase, a Sanity roll, a tome and a catalog weapon: every table used."""
    from desktop.models.chase.chase_scene import ChaseScene
    from desktop.models.combat.fight_scene import Encounter
    from desktop.models.sanity.sanity_scene import SanityScene
    from desktop.models.session import CampaignSession
    from desktop.models.tomes.tomes_scene import TomesScene
    from desktop.rules.chase.chase_state import FLEEING, PURSUING
    from desktop.rules.sanity.minds import Horror
    from desktop.store.campaign_catalog import save_weapon

    session = CampaignSession()
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    fight = session.scene(Encounter)
    fight.start("The boathouse")
    fight.add_from_roster(ids["Walt Brennan"])
    fight.add_from_roster(ids["Ghoul"])
    chase = session.scene(ChaseScene)
    chase.add(chase.runner_from_sheet(ids["Harriet Crane"], session.sheet(ids["Harriet Crane"]), FLEEING))
    chase.add(chase.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING, "Car, standard"))
    sanity = session.scene(SanityScene)
    sanity.dice = ScriptedDice(d100(30) + [2])
    sanity.roll([ids["Tomás Vega"]], Horror("A fresh corpse", "0/1"))
    session.scene(TomesScene).give(ids["Harriet Crane"], "Cultes des Goules")
    save_weapon(Weapon("Harpoon", "Firearms (Spear)", "1D8+1", True, "10 yards", "1", 1, 100))
    return session


def test_export_import_export_gives_the_same_file(campaign, qapp, tmp_path):
    session = busy_campaign(qapp)
    first = dumps(export_campaign())
    data = json.loads(first)
    assert {s["kind"] for s in data["scenes"]} == {"combat", "chase", "sanity", "tomes"}
    assert len(data["journal"]) > 5 and data["catalog_weapons"][0]["name"] == "Harpoon"
    session.deleteLater()
    close_campaign()
    open_campaign(tmp_path / "copy.kdesk", create_name="Copy")
    assert import_campaign(json.loads(first)) == 8
    assert dumps(export_campaign()) == first
    with pytest.raises(ExchangeError, match="already holds"):
        import_campaign(json.loads(first))


def test_a_bad_campaign_file_names_the_place_and_writes_nothing(campaign, qapp, tmp_path):
    good = export_campaign()
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    bad = copy.deepcopy(good)
    bad["characters"][2]["strength"] = "strong"
    with pytest.raises(ExchangeError, match=r"characters\[2\]\.strength: expected a whole number"):
        import_campaign(bad)
    bad = copy.deepcopy(good)
    bad["characters"][0]["skills"][0]["colour"] = "red"
    with pytest.raises(ExchangeError, match=r"unknown field 'colour' in characters\[0\] \(.*\)\.skills\[0\]"):
        import_campaign(bad)
    bad = copy.deepcopy(good)
    bad["characters"][1]["dexterity"] = 500
    with pytest.raises(ExchangeError, match=r"characters\[1\] \(.*\): DEX must be between 1 and 99"):
        import_campaign(bad)
    with pytest.raises(ExchangeError, match="version 9"):
        import_campaign(good | {"version": 9})
    with pytest.raises(ExchangeError, match="not a Keeper Desk campaign"):
        import_campaign({"format": "other"})
    assert export_campaign()["characters"] == [] and character_rows.character_count() == 0
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "keeper-desk-campaign",\n "version": 1,,}', encoding="utf-8")
    with pytest.raises(ExchangeError, match=r"broken.json, line 2, column 15"):
        read_json(broken)


def test_dholes_house_with_its_quirks():
    [ada] = read_foreign(fixture("dholes_house_ada.json"))
    sheet = ada.sheet
    assert (sheet.name, sheet.occupation, sheet.age, sheet.dexterity, sheet.luck) == (
        "Ada Whitcombe",
        "Librarian",
        38,
        60,
        45,
    )  # "038", "060"
    skills = {s.full_name: s.value for s in sheet.skills}
    # the own language keeps its name, as Dhole's House writes it in the subskill
    assert skills["Library Use"] == 75 and skills["Language (Own) (English)"] == 85
    assert skills["Language (Other) (Latin)"] == 40
    assert skills["Fighting (Brawl)"] == 25 and "Art/Craft" not in str(skills) and "Occult" not in skills
    assert "Occult: no value" in ada.skipped
    assert "slots left empty (no specialisation): Language (Other) 1%, Art/Craft 5% — not kept" in ada.skipped
    [unarmed] = sheet.weapons  # one weapon, given as an object rather than a list
    assert (unarmed.damage, unarmed.adds_damage_bonus, unarmed.skill) == ("1D3", True, "Fighting (Brawl)")
    assert (
        "Injuries and scars: A scar on her palm" in sheet.notes
        and "Possessions: Reading glasses, Notebook" in sheet.notes
    )


def test_foundry_actors_character_npc_and_creature():
    [jonah] = read_foreign(fixture("foundry_character.json"))
    skills = {s.full_name: s.value for s in jonah.sheet.skills}
    # Spot Hidden 25 + 10 + 20 + "5"; Dodge from "@DEX/2" (27) + 10; Brawl from adjustments; Handgun's own value.
    assert skills == {"Spot Hidden": 60, "Dodge": 37, "Fighting (Brawl)": 55, "Firearms (Handgun)": 60}
    assert jonah.skipped[0] == "Any: an unused slot (no specialisation)"
    revolver, knife = jonah.sheet.weapons
    assert (revolver.range, revolver.attacks, revolver.ammo, revolver.impaling) == ("15 yards", "1 (3)", 6, True)
    assert (knife.damage, knife.adds_damage_bonus) == ("1D4", True)
    assert jonah.sheet.notes == (
        "Personal Description: Rumpled coat, sharp eyes.\nPossessions (from the FoundryVTT file): Flashlight"
    )
    deep_one, malloy = read_foreign(fixture("foundry_creatures.json"))
    assert deep_one.sheet.kind is Kind.MONSTER and deep_one.sheet.sanity is None and deep_one.sheet.appearance == 1
    assert (
        any("half damage bonus is changed to the full bonus" in line for line in deep_one.skipped)
        and deep_one.sheet.notes == "Amphibious servant of Dagon."
    )
    assert malloy.sheet.kind is Kind.NPC and malloy.sheet.occupation == "Dock boss"


def test_the_importers_name_what_they_cannot_read():
    bad = fixture("dholes_house_ada.json")
    bad["Investigator"]["Characteristics"]["STR"] = "strong"
    with pytest.raises(ImportProblem, match=r"Investigator.Characteristics.STR: expected a number, not 'strong'"):
        read_foreign(bad)
    del bad["Investigator"]["Characteristics"]["STR"]
    with pytest.raises(ImportProblem, match="Characteristics.STR: missing"):
        read_foreign(bad)
    with pytest.raises(ImportProblem, match="neither a Keeper Desk campaign"):
        read_foreign({"hello": "world"})
    assert number("007", "x") == 7 and number("-", "x") is None and number(" 45% ", "x") == 45
    assert skill_named("Language", "French") == ("Language (Other)", "French")
    assert skill_named("Firearms (Rifle/Shotgun)") == ("Firearms", "Rifle/Shotgun")


SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)


def _nested(inner):
    return st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)


JSON = st.recursive(SCALARS, _nested, max_leaves=6)
FILES = ["dholes_house_ada.json", "foundry_character.json", "foundry_creatures.json"]


def _paths(data, prefix=()):
    if isinstance(data, dict):
        for key, value in data.items():
            yield prefix + (key,)
            yield from _paths(value, prefix + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield prefix + (index,)
            yield from _paths(value, prefix + (index,))


def _mutated(data, path, value):
    changed = copy.deepcopy(data)
    target = changed
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return changed


# (fixture, place in it, value put there): a file, one of its places, anything JSON can hold
CASES = st.sampled_from(FILES).flatmap(
    lambda name: st.tuples(st.just(name), st.sampled_from(list(_paths(fixture(name)))), JSON)
)
INF, NAN = float("inf"), float("nan")


@pytest.mark.slow
@example(("dholes_house_ada.json", ("Investigator", "Skills", "Skill", 4, "value"), INF))  # found by the suite
@example(("dholes_house_ada.json", ("Investigator", "Characteristics", "STR"), INF))  # the one in the issue
@example(("dholes_house_ada.json", ("Investigator", "Characteristics", "Luck"), -INF))
@example(("foundry_character.json", ("system", "characteristics", "str", "value"), NAN))
@example(("foundry_character.json", ("system", "attribs", "hp", "value"), 1e308))
@example(("foundry_creatures.json", (0, "items", 0, "data", "base"), "9" * 5000))
@example(("foundry_character.json", ("items", 1, "system", "base"), "@DEX/0"))
@example(("foundry_character.json", ("system", "infos", "age"), 10**30))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(CASES)
def test_any_malformed_value_is_read_or_refused_by_name_and_nothing_is_written(campaign, case):
    name, path, value = case
    changed = _mutated(fixture(name), path, value)
    before = character_rows.character_count()
    try:  # as a file would bring it (NaN and Infinity written as JSON writes them), then as Python hands it over
        assert strict_json.loads(json.dumps(changed)) == changed
    except strict_json.StrictJsonError as exc:
        assert str(exc).startswith(strict_json.path_text(path)), exc
    try:
        found = read_foreign(changed)
    except ImportProblem as exc:
        assert str(exc) and len(str(exc)) < 300
        assert character_rows.character_count() == before
        return
    for imported in found:
        assert sheet_errors(imported.sheet.filled()) == []
    import_sheets([imported.sheet for imported in found])
    assert character_rows.character_count() == before + len(found)


def test_the_campaign_json_carries_the_calendar_and_an_import_gives_it_back(campaign, qapp, tmp_path):
    """Before: the calendar was the day of the Sanity scene and the week of the Tomes scene."""
    from desktop.store.campaign_file import campaign_calendar

    session = busy_campaign(qapp)
    session.weeks_pass(2)
    data = export_campaign()
    assert data["campaign"]["settings"]["calendar"] == {"day": 15, "week": 2}
    states = {s["kind"]: s["state"] for s in data["scenes"]}
    assert "day" not in states["sanity"] and "week" not in states["tomes"]
    session.deleteLater()
    close_campaign()
    open_campaign(tmp_path / "copy.kdesk", create_name="Copy")
    import_campaign(json.loads(dumps(data)))
    assert campaign_calendar() == (15, 2)


def test_a_campaign_exported_at_schema_6_brings_the_day_and_week_of_its_scenes_into_the_calendar(
    campaign, qapp, tmp_path
):
    from desktop.models.sanity.sanity_scene import SanityScene
    from desktop.models.session import Calendar, CampaignSession
    from desktop.store.campaign_file import campaign_calendar

    session = busy_campaign(qapp)
    data = export_campaign()
    session.deleteLater()
    close_campaign()
    data["schema"] = 6  # as Keeper Desk wrote it then: the calendar in the active scenes, at their version 1
    for character in data["characters"]:
        del character["mov_override"]  # and no MOV set by hand (step 9)
    for scene in data["scenes"]:
        if scene["kind"] in ("sanity", "tomes"):
            scene["version"] = 1
            scene["state"] |= {"day": 3} if scene["kind"] == "sanity" else {"week": 2}
    open_campaign(tmp_path / "old.kdesk", create_name="Old")
    import_campaign(data)
    assert campaign_calendar() == (3, 2)
    session = CampaignSession()
    assert session.calendar() == Calendar(3, 2) and session.scene(SanityScene).load_problem is None
    session.deleteLater()


@pytest.mark.parametrize(
    ("calendar", "said"),
    [
        ({"day": 0, "week": 2}, "campaign.settings.calendar: day: expected a whole number from 1, not 0"),
        ({"day": 3, "week": "2"}, "campaign.settings.calendar: week: expected a whole number from 0, not '2'"),
        ({"day": 3, "week": True}, "campaign.settings.calendar: week: expected a whole number from 0, not True"),
        ({"day": 3}, "campaign.settings.calendar: expected exactly day and week"),
        ("soon", "campaign.settings.calendar: expected exactly day and week"),
    ],
)
def test_a_calendar_that_is_no_calendar_is_refused_by_name_and_nothing_is_written(calendar, said, campaign, tmp_path):
    good = export_campaign()
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    bad = copy.deepcopy(good)
    bad["campaign"]["settings"]["calendar"] = calendar
    with pytest.raises(ExchangeError, match=f"^{re.escape(said)}$"):
        import_campaign(bad)
    assert character_rows.character_count() == 0 and export_campaign()["campaign"]["name"] == "Empty"
