"""A FoundryVTT actor's less travelled ways: a file that is no actor, an unused specialisation slot, and a weapon
whose damage Keeper Desk cannot read, left out by name while the rest comes in."""

import pytest

from desktop.rules.combat.wounds import bonus_for
from desktop.store.exchange.foreign import ImportProblem
from desktop.store.exchange.foundry import from_foundry


def actor(*items: dict) -> dict:
    stats = {key: {"value": 50} for key in ("str", "con", "siz", "dex", "app", "int", "pow", "edu")}
    return {"name": "Cultist", "type": "npc", "system": {"characteristics": stats}, "items": list(items)}


def test_a_file_that_is_no_foundry_actor_is_refused_by_its_type():
    with pytest.raises(ImportProblem, match="type: not a FoundryVTT CoC7 character, npc or creature"):
        from_foundry({"name": "Car", "type": "vehicle", "system": {}})


def test_an_unused_specialisation_slot_is_listed_and_the_named_one_kept():
    [imported] = from_foundry(
        actor(
            {"type": "skill", "name": "Any", "system": {"specialization": "Language", "value": 40}},
            {"type": "skill", "name": "Language (French)", "system": {"specialization": "Language", "value": 30}},
        )
    )
    assert [(s.specialization, s.value) for s in imported.sheet.skills] == [("French", 30)]
    assert "Any: an unused slot (no specialisation)" in imported.skipped


def test_a_weapon_whose_damage_cannot_be_read_is_left_out_by_name_and_the_next_one_kept():
    [imported] = from_foundry(
        actor(
            {"type": "weapon", "name": "Cursed blade", "system": {"range": {"normal": {"damage": "1D6+D"}}}},
            {"type": "weapon", "name": "Knife", "system": {"range": {"normal": {"damage": "1D4"}}}},
        )
    )
    assert [w.name for w in imported.sheet.weapons] == ["Knife"]
    assert any(s.startswith("items[0] (Cursed blade): left out — ") for s in imported.skipped)


def test_a_thrown_weapon_s_half_damage_bonus_is_kept_and_a_club_s_is_said_to_be_full():
    """Foundry's `ahdb` (adds half the damage bonus). Before, every such weapon was listed as changed to the full
    bonus, though the Combat tab halves a thrown weapon's bonus as Foundry does: only the club's bonus changes."""
    half = {"melee": False, "rngd": True, "ahdb": True}
    [imported] = from_foundry(
        actor(
            {"type": "skill", "name": "Throw", "_id": "throw01", "system": {"value": 40}},
            {
                "type": "weapon",
                "name": "Throwing knife",
                "system": {"skill": {"main": {"id": "throw01", "name": "Throw"}}, "properties": half}
                | {"range": {"normal": {"damage": "1D4"}}},
            },
            {
                "type": "weapon",
                "name": "Club",
                "system": {"properties": {"melee": True, "ahdb": True}, "range": {"normal": {"damage": "1D6"}}},
            },
        )
    )
    knife, club = imported.sheet.weapons
    assert (knife.skill, knife.adds_damage_bonus, club.skill, club.adds_damage_bonus) == (
        "Throw",
        True,
        "Fighting (Brawl)",
        True,
    )
    assert bonus_for(knife, "+1D6") == "+1D3" and bonus_for(club, "+1D6") == "+1D6"
    notes = [line for line in imported.skipped if "half damage bonus" in line]
    assert notes == [
        "items[2] (Club): its half damage bonus is changed to the full bonus (Keeper Desk halves it only for thrown "
        "weapons and bows)"
    ]
