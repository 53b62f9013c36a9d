"""Characters: derived values with the rulebook's numbers, skills, sheet validation and state."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.rules import (
    CharacterSheet,
    Kind,
    Skill,
    damage_bonus_and_build,
    hit_points,
    magic_points,
    max_sanity,
    move_rate,
    starting_sanity,
)
from desktop.rules.catalog import skill_catalog, standard_skills, weapon_catalog
from desktop.rules.roster.sheet import character_state, is_combat_skill, sheet_errors, tracker_error


@pytest.mark.parametrize(
    ("total", "bonus", "build"),
    [
        (2, "-2", -2),
        (64, "-2", -2),
        (65, "-1", -1),
        (84, "-1", -1),
        (85, "0", 0),
        (124, "0", 0),
        (125, "+1D4", 1),
        (164, "+1D4", 1),
        (165, "+1D6", 2),
        (204, "+1D6", 2),
        (205, "+2D6", 3),
        (284, "+2D6", 3),
        (285, "+3D6", 4),
        (364, "+3D6", 4),
        (365, "+4D6", 5),
        (445, "+5D6", 6),
    ],
)
def test_damage_bonus_and_build_table(total, bonus, build):
    assert damage_bonus_and_build(total // 2, total - total // 2) == (bonus, build)


@given(st.integers(1, 400), st.integers(1, 400))
def test_build_never_falls_as_str_siz_grow(strength, size):
    assert damage_bonus_and_build(strength + 1, size)[1] >= damage_bonus_and_build(strength, size)[1]


def test_hit_points_magic_points_sanity():
    assert hit_points(50, 65) == 11  # (CON + SIZ) / 10, rounded down
    assert magic_points(64) == 12  # POW / 5
    assert starting_sanity(65) == 65  # 7th edition: SAN = POW
    assert max_sanity(0) == 99
    assert max_sanity(50) == 49  # seed 003: Cthulhu Mythos 50 leaves a maximum of 49


@given(st.integers(1, 99), st.integers(1, 99))
def test_derived_values_grow_with_characteristics(con, size):
    assert hit_points(con + 1, size) >= hit_points(con, size)
    assert magic_points(con + 1) >= magic_points(con)


@pytest.mark.parametrize(
    ("dex", "strength", "size", "age", "mov"),
    [
        (40, 40, 60, 20, 7),  # both below SIZ
        (60, 40, 60, 20, 8),  # one equal
        (70, 40, 60, 20, 8),  # one above
        (60, 60, 60, 20, 8),  # all equal
        (70, 70, 60, 20, 9),  # both above
        (70, 70, 60, 39, 9),
        (70, 70, 60, 40, 8),  # 40s: -1
        (70, 70, 60, 55, 7),  # 50s: -2
        (70, 70, 60, 65, 6),  # 60s: -3
        (70, 70, 60, 75, 5),  # 70s: -4
        (70, 70, 60, 85, 4),  # 80s: -5
    ],
)
def test_move_rate(dex, strength, size, age, mov):
    assert move_rate(dex, strength, size, age) == mov


def test_skill_catalog_bases():
    bases = {e.name: e.base_value(60, 70) for e in skill_catalog()}
    assert bases["Dodge"] == 30  # half DEX
    assert bases["Language (Own)"] == 70  # EDU
    assert bases["Spot Hidden"] == 25 and bases["First Aid"] == 30 and bases["Cthulhu Mythos"] == 0
    names = {s.full_name for s in standard_skills(60, 70)}
    assert "Fighting (Brawl)" in names and "Firearms (Handgun)" in names


def test_weapon_catalog_is_seed_001_table():
    weapons = {w.name: w for w in weapon_catalog()}
    assert weapons["Unarmed (human)"].damage == "1D3" and weapons["Unarmed (human)"].adds_damage_bonus
    assert weapons["Small knife"].damage == "1D4" and weapons["Small knife"].impaling
    assert weapons["Machete"].damage == "1D8"
    assert weapons["Small club"].damage == "1D6" and not weapons["Small club"].impaling
    assert weapons["Baseball bat"].damage == "1D8"
    assert (
        weapons["Handgun (.38 revolver)"].damage == "1D10" and not weapons["Handgun (.38 revolver)"].adds_damage_bonus
    )
    # Shotgun: 4D6 close, then 2D6 and 1D6; it never impales.
    assert weapons["Shotgun (12-gauge)"].damage == "4D6/2D6/1D6" and not weapons["Shotgun (12-gauge)"].impaling
    assert weapons["Rifle (.30-06 bolt action)"].damage == "2D6+4"


def test_combat_skills():
    assert is_combat_skill("Fighting (Brawl)") and is_combat_skill("Dodge") and is_combat_skill("Firearms (Handgun)")
    assert not is_combat_skill("Spot Hidden")


def sheet(**kw):
    base = {"name": "Ada", "constitution": 50, "size": 60, "power": 60}
    return CharacterSheet(**(base | kw))


def test_sheet_fills_trackers_and_caps_sanity_by_mythos():
    filled = sheet(skills=(Skill("Cthulhu Mythos", 50),)).filled()
    assert filled.hp == 11 and filled.mp == 12
    assert filled.sanity == 49  # POW 60, but 99 - 50 caps it


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"name": " "}, "name"),
        ({"strength": 0}, "strength"),
        ({"strength": 100}, "strength"),
        ({"age": 0}, "age"),
        ({"skills": (Skill("Listen", 1200),)}, "skills"),
        ({"skills": (Skill("Listen", -1),)}, "skills"),
        ({"skills": (Skill("Listen", 20), Skill("Listen", 30))}, "skills"),
        ({"hp": 12}, "hp"),
        ({"luck": 100}, "luck"),
        ({"name": "N" * 121}, "name"),
        ({"name": "Ada\ud800"}, "name"),  # a lone surrogate cannot be saved in the file
        ({"name": "\uffff"}, "name"),
        ({"occupation": "O" * 201}, "occupation"),
        ({"notes": "n" * 100_001}, "notes"),
    ],
)
def test_sheet_errors_name_the_field(changes, field):
    assert field in [f for f, _ in sheet_errors(sheet(**changes))]


def test_monsters_may_exceed_99():
    assert sheet_errors(sheet(kind=Kind.MONSTER, strength=220)) == []


def test_tracker_errors_name_the_field_and_range():
    assert tracker_error(sheet(), "sanity", 120) == "SAN must be between 0 and 99; 120 is out of range"
    capped = sheet(skills=(Skill("Cthulhu Mythos", 5),))
    assert "(99 − Cthulhu Mythos 5)" in tracker_error(capped, "sanity", 95)
    assert tracker_error(sheet(), "hp", -1).startswith("HP must be between 0 and 11")
    assert tracker_error(sheet(), "luck", 99) is None


@given(st.integers(0, 99), st.integers(0, 99))
def test_san_never_exceeds_99_minus_mythos(mythos, sanity):
    s = sheet(skills=(Skill("Cthulhu Mythos", mythos),), sanity=sanity)
    assert (tracker_error(s, "sanity", sanity) is None) == (sanity <= 99 - mythos)
    assert s.filled().sanity <= 99 - mythos


def test_states():
    assert character_state(sheet().filled()) == "Well"
    assert character_state(sheet(hp=0)) == "Unconscious"
    assert character_state(sheet(conditions=("major wound",))) == "Major wound"
    assert character_state(sheet(conditions=("dying",), hp=0)) == "Dying"
    assert character_state(sheet(sanity=0)) == "Permanently insane"


def test_a_malformed_weapon_table_is_refused_on_load(tmp_path, monkeypatch):
    from desktop.rules import catalog

    (tmp_path / "weapons.toml").write_text('[[weapon]]\nname = "Odd"\nskill = "Fighting (Brawl)"\ndamage = "1D"\n')
    monkeypatch.setattr(catalog, "resource_path", lambda *parts: tmp_path / parts[-1])
    catalog.weapon_catalog.cache_clear()
    try:
        with pytest.raises(catalog.CatalogError, match="weapons.toml: weapon .Odd.: damage: "):
            catalog.weapon_catalog()
    finally:
        catalog.weapon_catalog.cache_clear()


def test_conditions_are_one_enum_and_unknown_ones_are_refused():
    from desktop.rules.roster.sheet import CharacterSheet, sheet_errors
    from desktop.rules.scene import Condition, conditions_from

    assert conditions_from(["dead", "major wound"]) == {Condition.DEAD, Condition.MAJOR_WOUND}
    with pytest.raises(ValueError, match="unknown condition 'haunted'"):
        conditions_from(["haunted"])
    errors = sheet_errors(CharacterSheet(name="Ada", conditions=("haunted",)).filled())
    assert ("conditions", "Unknown condition 'haunted'") in errors


def test_age_slows_people_but_not_monsters():
    from desktop.rules.roster.sheet import CharacterSheet, Kind

    old = dict(strength=80, size=65, dexterity=70, age=100)
    assert CharacterSheet("Old man", **old).mov == 9 - 5  # -1 a decade from 40, at most 5
    assert CharacterSheet("Ghoul", kind=Kind.MONSTER, **old).mov == 9


def test_every_text_has_a_length_limit_and_the_message_says_it():
    from desktop.rules.roster.sheet import LINE_LIMIT, TEXT_LIMIT, text_problem

    assert text_problem("x" * LINE_LIMIT, "Encounter name") is None
    said = text_problem("x" * (LINE_LIMIT + 1), "Encounter name")
    assert said == "Encounter name must be at most 200 characters, not 201"
    assert text_problem("line\n" * 1000, "Notes", lines=True) is None
    assert text_problem("x" * (TEXT_LIMIT + 1), "Notes", lines=True) == (
        "Notes must be at most 100,000 characters, not 100,001"
    )
    assert text_problem("Ada", "Name", limit=2) == "Name must be at most 2 characters, not 3"
    assert "control characters" in text_problem("\x1b[31mred", "Name")
    assert "control characters" in text_problem("\ufdd0", "Name")


def test_a_weapons_damage_by_range_band_is_read_in_one_place():
    from desktop.rules.roster.sheet import Weapon

    shotgun = Weapon("Shotgun (12-gauge)", "Firearms (Rifle/Shotgun)", "4D6 / 2D6/1D6", range="10/20/50")
    assert shotgun.damage_bands == ("4D6", "2D6", "1D6") and shotgun.close_damage == "4D6"
    assert Weapon("Knife", "Fighting (Brawl)", "1D4+DB").damage_bands == ("1D4+DB",)
