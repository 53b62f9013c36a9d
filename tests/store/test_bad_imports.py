"""Import files made to break the importers, built from the real fixtures: NaN and Infinity, numbers no campaign can
hold, nesting 50,000 deep, ids used twice, a 50 MB backstory. Each is refused with its place named and nothing
written, or read with the excess listed as left out."""

import copy
import json
from pathlib import Path

import pytest

from desktop.rules.roster.sheet import LINE_LIMIT, NAME_LIMIT, TEXT_LIMIT
from desktop.store import character_rows
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange.campaign_json import (
    ExchangeError,
    export_campaign,
    import_campaign,
    import_sheets,
    read_json,
)
from desktop.store.exchange.foreign import ImportProblem, number
from desktop.store.exchange.foreign_files import read_foreign
from desktop.store.exchange.foundry import from_foundry

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "exchange"
BAD_NUMBERS = [
    "Infinity",
    "-Infinity",
    "NaN",
    "1e400",
    "1e308",
    "-1e308",
    "9" * 5000,
    "-" + "9" * 4301,
    "99999999999999999999",
]
NUMBER_IDS = [b if len(b) < 25 else f"{len(b)} characters" for b in BAD_NUMBERS]


def variant(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """A fixture with one piece of its text replaced, written beside the test."""
    text = (FIXTURES / name).read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path = tmp_path / f"bad-{name}"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


@pytest.mark.parametrize("bad", BAD_NUMBERS, ids=NUMBER_IDS)
def test_a_number_no_campaign_can_hold_is_refused_where_it_stands(tmp_path, bad):
    dholes = variant(tmp_path, "dholes_house_ada.json", '"STR": "45"', f'"STR": {bad}')
    with pytest.raises(ExchangeError, match=r"^Investigator\.Characteristics\.STR: .* (not a number|too large)"):
        read_json(dholes)
    foundry = variant(tmp_path, "foundry_character.json", '"str": {"value": 60}', f'"str": {{"value": {bad}}}')
    with pytest.raises(ExchangeError, match=r"^system\.characteristics\.str\.value: "):
        read_json(foundry)
    creatures = variant(tmp_path, "foundry_creatures.json", '"base": "45"', f'"base": {bad}')
    with pytest.raises(ExchangeError, match=r"^\[0\]\.items\[0\]\.data\.base: "):
        read_json(creatures)


def test_the_message_stays_short_whatever_the_number():
    with pytest.raises(ImportProblem) as found:
        number("9" * 5000, "Investigator.Characteristics.STR")
    assert len(str(found.value)) < 120 and "5,000 digits" in str(found.value)


@pytest.mark.parametrize("bad", BAD_NUMBERS, ids=NUMBER_IDS)
def test_a_bad_number_in_our_own_campaign_file_is_refused_by_place(campaign, tmp_path, bad):
    path = tmp_path / "campaign.json"
    data = export_campaign()
    data["characters"][1]["strength"] = "PLACEHOLDER"
    path.write_text(json.dumps(data).replace('"PLACEHOLDER"', bad), encoding="utf-8")
    with pytest.raises(ExchangeError, match=r"^characters\[1\]\.strength: "):
        read_json(path)


def test_numbers_python_gives_the_importers_directly_are_refused_by_name():
    for bad in (float("inf"), float("-inf"), float("nan"), 1e308, 10**30, "9" * 5000, "1" + "0" * 19):
        with pytest.raises(ImportProblem, match=r"^Investigator\.Characteristics\.STR: "):
            number(bad, "Investigator.Characteristics.STR")
    assert number(1e3, "x") == 1000 and number("-0045", "x") == -45 and number(2**63 - 1, "x") == 2**63 - 1
    jonah = json.loads((FIXTURES / "foundry_character.json").read_text(encoding="utf-8"))
    for base in ("@DEX/0", "@DEX/" + "9" * 5000):
        jonah["items"][1]["system"]["base"] = base
        with pytest.raises(ImportProblem, match=r"items\[1\] \(Dodge\)\.base: "):
            from_foundry(jonah)


def test_nesting_50000_deep_is_refused_before_anything_recurses(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 50_000 + "]" * 50_000, encoding="utf-8")
    with pytest.raises(ExchangeError, match=r"line 1, column 101: lists and objects are nested more than 100 deep"):
        read_json(deep)
    inside = variant(
        tmp_path, "dholes_house_ada.json", '"Tall, ink-stained fingers."', '{"a": ' * 50_000 + "1" + "}" * 50_000
    )
    with pytest.raises(ExchangeError, match=r"line \d+, column \d+: lists and objects are nested"):
        read_json(inside)
    fine = tmp_path / "fine.json"
    fine.write_text(json.dumps({"notes": "[[[{{{" * 1000, "deep": json.loads("[" * 99 + "]" * 99)}), encoding="utf-8")
    assert read_json(fine)["notes"].startswith("[[[{{{")  # brackets in text do not count; 100 deep is read


def test_ids_used_twice_in_our_own_campaign_file_are_refused_and_nothing_is_written(campaign, tmp_path):
    good = export_campaign()
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    twice = copy.deepcopy(good)
    twice["characters"][3]["id"] = twice["characters"][1]["id"]
    with pytest.raises(ExchangeError, match=r"characters\[3\]\.id: .* already used by characters\[1\]"):
        import_campaign(twice)
    huge = copy.deepcopy(good)
    huge["characters"][0]["id"] = 10**20  # data from Python, not read from a file
    with pytest.raises(ExchangeError, match=r"characters\[0\]\.id: .*too large"):
        import_campaign(huge)
    assert character_rows.character_count() == 0 and export_campaign()["journal"] == []


@pytest.mark.slow
def test_a_50_mb_backstory_is_cut_to_the_limit_and_the_rest_listed_as_left_out(campaign, tmp_path):
    story = "She remembers the flood. " * 2_000_000
    long_name = "Ada " + "Whitcombe-" * 50
    dholes = variant(tmp_path, "dholes_house_ada.json", '"Tall, ink-stained fingers."', json.dumps(story))
    dholes.write_text(
        dholes.read_text(encoding="utf-8").replace('"Ada Whitcombe"', json.dumps(long_name)), encoding="utf-8"
    )
    [ada] = read_foreign(read_json(dholes))
    assert len(ada.sheet.notes) == TEXT_LIMIT and ada.sheet.notes.startswith("Description: She remembers")
    assert ada.sheet.name == long_name[:NAME_LIMIT].strip()
    left_out = [reason for reason in ada.skipped if "left out" in reason]
    assert any(r.startswith("Notes: ") and "100,000" in r for r in left_out), ada.skipped
    assert any(r.startswith("Name: ") and f"{NAME_LIMIT}" in r for r in left_out), ada.skipped
    [new_id] = import_sheets([ada.sheet])
    assert len(character_rows.load_sheet(new_id).notes) == TEXT_LIMIT
    foundry = variant(
        tmp_path,
        "foundry_character.json",
        '"<p>Rumpled coat, <b>sharp</b> eyes.</p>"',
        json.dumps("<p>" + story + "</p>"),
    )
    [jonah] = read_foreign(read_json(foundry))
    assert len(jonah.sheet.notes) == TEXT_LIMIT and any(r.startswith("Notes: ") for r in jonah.skipped)


def test_long_text_in_our_own_campaign_file_is_refused_by_place(campaign, tmp_path):
    good = export_campaign()
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    bad = copy.deepcopy(good)
    bad["characters"][2]["notes"] = "x" * (TEXT_LIMIT + 1)
    with pytest.raises(
        ExchangeError,
        match=r"characters\[2\]\.notes: 100,001 characters; an imported text holds at "
        r"most 100,000",
    ):
        import_campaign(bad)
    assert character_rows.character_count() == 0


def test_campaign_fields_and_scene_states_of_the_wrong_kind_are_refused_by_place(campaign, qapp, tmp_path):
    from desktop.models.combat.fight_scene import Encounter
    from desktop.models.session import CampaignSession

    session = CampaignSession()
    session.scene(Encounter).start("The boathouse")
    good = export_campaign()
    session.deleteLater()
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    bad = copy.deepcopy(good)
    bad["campaign"]["name"] = ["The", "Boathouse"]
    with pytest.raises(ExchangeError, match=r"^campaign\.name: expected text, not a list"):
        import_campaign(bad)
    bad = copy.deepcopy(good)
    bad["scenes"][0]["state"]["round"] = float("nan")  # data from Python, not read from a file
    with pytest.raises(ExchangeError, match=r"^scenes\[0\]\.state: holds NaN or Infinity"):
        import_campaign(bad)
    assert character_rows.character_count() == 0 and export_campaign()["scenes"] == []


def test_over_long_skills_and_weapons_are_left_out_whole_and_the_occupation_cut(tmp_path):
    path = variant(tmp_path, "foundry_character.json", '"Private eye"', json.dumps("Private eye, " * 40))
    text = path.read_text(encoding="utf-8").replace('"Spot Hidden"', json.dumps("Spot Hidden " * 20))
    path.write_text(text.replace('"units": "yards"', json.dumps("units") + ": " + json.dumps("y" * 5000)), "utf-8")
    [jonah] = read_foreign(read_json(path))
    assert jonah.sheet.occupation == ("Private eye, " * 40)[:LINE_LIMIT].strip()
    assert [s.full_name for s in jonah.sheet.skills] == ["Dodge", "Fighting (Brawl)", "Firearms (Handgun)"]
    assert [w.name for w in jonah.sheet.weapons] == ["Knife"]
    assert (
        "skill Spot Hidden Spot Hidden Spot Hidden Spo…: left out — its name is longer than 200 characters"
        in (jonah.skipped)
        and "items[5] (.38 Revolver): left out — its range is longer than 200 characters" in jonah.skipped
    )
    assert any(r.startswith("Occupation: only the first 200 characters") for r in jonah.skipped)
    assert max(len(r) for r in jonah.skipped) < 200


def test_a_campaign_name_past_the_name_limit_is_refused(campaign, tmp_path):
    good = export_campaign()
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    for name, message in (
        ("The Boathouse " * 10, "campaign.name must be at most 120 characters, not 140"),
        ("The\x1bBoathouse", "campaign.name must be one line of text, without control"),
        ("\u200b", "campaign.name must not be empty"),
    ):
        with pytest.raises(ExchangeError, match=message):
            import_campaign(good | {"campaign": good["campaign"] | {"name": name}})
    assert character_rows.character_count() == 0


def test_a_skill_beyond_the_sheets_range_is_kept_at_its_edge_and_said(campaign, tmp_path):
    """Found playing: Spot Hidden "5000" in a Dhole's House file came in as 99 with nothing said."""
    text = (FIXTURES / "dholes_house_ada.json").read_text(encoding="utf-8")
    bad = tmp_path / "spot.json"
    bad.write_text(text.replace('"Spot Hidden", "value": "55"', '"Spot Hidden", "value": "5000"'), encoding="utf-8")
    [ada] = read_foreign(read_json(bad))
    assert dict((s.full_name, s.value) for s in ada.sheet.skills)["Spot Hidden"] == 99
    assert "skill Spot Hidden: 5,000 is beyond 0 to 99, kept as 99" in ada.skipped
