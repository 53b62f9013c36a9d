"""Occupations of the campaign's own in its file: bad points refused by name when saved (nothing written), and an
old file holding unusable ones still read, each with its reason."""

import pytest

from desktop.rules.roster.creation import Occupation, occupations
from desktop.store.occupations import all_occupations, save_occupation, unusable_occupations
from desktop.store.schema import CampaignRow


@pytest.mark.parametrize(
    ("points", "named"),
    [
        ("XYZ*4", "XYZ is not a characteristic"),
        ("LUC*4", "LUC is not a characteristic"),
        ("(EDU|XYZ)*2", "XYZ is not a characteristic"),
        ("EDU*0", "each multiplied by 1 to 4"),
        ("EDU*100", "each multiplied by 1 to 4"),
        ("EDU*-2", "each multiplied by 1 to 4"),
        ("EDU*3+DEX*3", "adding up to at most 4"),
    ],
)
def test_saving_an_occupation_with_bad_points_is_refused_and_writes_nothing(campaign, points, named):
    before = dict(CampaignRow.get().settings)
    with pytest.raises(ValueError, match=f"^Points: .*{named}"):
        save_occupation(Occupation("Rum-runner", points, (5, 40), ("Any",)))
    assert CampaignRow.get().settings == before


@pytest.mark.parametrize(
    ("occupation", "field"),
    [
        (Occupation("Rum\x1brunner", "EDU*4", (5, 40), ("Any",)), "Name"),
        (Occupation("\u200b", "EDU*4", (5, 40), ("Any",)), "Name"),
        (Occupation("R" * 121, "EDU*4", (5, 40), ("Any",)), "Name"),
        (Occupation("Rum-runner", "EDU*4", (40, 5), ("Any",)), "Credit Rating"),
        (Occupation("Rum-runner", "EDU*4", (5, 40), ()), "Skills"),
        (Occupation("Rum-runner", "EDU*4", (5, 40), ("Drive\x00Auto",)), "Skills"),
    ],
)
def test_an_occupation_the_sheet_could_not_hold_is_refused_by_field(campaign, occupation, field):
    with pytest.raises(ValueError, match=f"^{field}"):
        save_occupation(occupation)


def test_an_old_file_with_unusable_occupations_is_read_with_the_reasons(campaign):
    good = {"name": "Rum-runner", "points": "EDU*2+(DEX|STR)*2", "credit": [5, 40], "skills": ["Drive Auto", "Any"]}
    held = [
        good,
        {"name": "Broken", "points": "XYZ*4", "credit": [5, 40], "skills": ["Any"]},
        {"name": "Antiquarian", "points": "EDU*0", "credit": [30, 70], "skills": ["Any"]},
        {"name": "Odd", "points": "EDU*4", "credit": "lots", "skills": ["Any"]},
        {"name": "Short", "points": "EDU*4", "credit": [5, 40]},
        {"name": "Extra", "points": "EDU*4", "credit": [5, 40], "skills": ["Any"], "colour": "red"},
        {"name": 7, "points": "EDU*4", "credit": [5, 40], "skills": ["Any"]},
        "not an occupation",
    ]
    CampaignRow.update(settings=dict(CampaignRow.get().settings, occupations=held)).execute()
    usable = {o.name: o for o in all_occupations()}
    assert usable["Rum-runner"].credit == (5, 40) and "Broken" not in usable
    assert usable["Antiquarian"].points == "EDU*4"  # the shipped one, not the broken replacement
    found = unusable_occupations()
    assert [name for name, _why in found] == ["Broken", "Antiquarian", "Odd", "Short", "Extra", "?", "?"]
    reasons = dict(found)
    assert reasons["Broken"].startswith("Points: XYZ is not a characteristic")
    assert "1 to 4" in reasons["Antiquarian"] and "Credit Rating" in reasons["Odd"]
    assert "skills" in reasons["Short"] and "colour" in reasons["Extra"]


def test_occupations_that_are_not_a_list_are_one_unusable_entry(campaign):
    CampaignRow.update(settings=dict(CampaignRow.get().settings, occupations={"a": 1})).execute()
    assert [o.name for o in all_occupations()] == [o.name for o in occupations()]
    assert len(unusable_occupations()) == 1


def test_a_good_occupation_is_saved_and_replaces_one_of_its_name(campaign):
    save_occupation(Occupation("Rum-runner", "EDU*2+(APP|DEX|STR)*2", (5, 40), ("Any",)))
    save_occupation(Occupation("Rum-runner", "EDU*4", (9, 30), ("Any",)))
    own = [o for o in all_occupations() if o.name == "Rum-runner"]
    assert own == [Occupation("Rum-runner", "EDU*4", (9, 30), ("Any",))] and unusable_occupations() == []
