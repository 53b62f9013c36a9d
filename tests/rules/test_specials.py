"""The bestiary's specials are rules, not text: a ghoul's hide halves bullets and thrown things (not claws), a Dark
Young takes 1 HP a bullet, a flying polyp only a weapon's minimum, a shoggoth and Cthulhu regenerate; each is logged
where it changes a number, in a fight, its forecast and a chase attack, and bad specials data is refused by name."""

from dataclasses import replace

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.bestiary import bestiary, creature_named
from desktop.rules.codec import from_data, to_data
from desktop.rules.combat.actions import Burst, Defence, full_auto, melee_attack, shoot
from desktop.rules.combat.fight import Combatant, EncounterState, Side
from desktop.rules.combat.forecast import simulate
from desktop.rules.combat.turn_order import next_round
from desktop.rules.roster.sheet import Weapon
from desktop.rules.specials import Specials, damage_kinds, damage_taken

REVOLVER = Weapon(
    ".38 revolver",
    "Firearms (Handgun)",
    "1D10",
    impaling=True,
    range="15 yards",
    attacks="1 (3)",
    ammo=6,
    malfunction=100,
)
THOMPSON = Weapon(
    "Thompson",
    "Firearms (Submachine Gun)",
    "1D10+2",
    impaling=True,
    range="20 yards",
    attacks="1, burst or full auto",
    ammo=30,
    malfunction=96,
)
KNIFE = Weapon("Throwing knife", "Throw", "1D4", impaling=True, range="STR/5 feet", adds_damage_bonus=True)
AXE = Weapon("Wood axe", "Fighting (Axe)", "1D8+2", adds_damage_bonus=True)
FLAMES = Weapon("Flamethrower", "Firearms (Flamethrower)", "2D6", range="25 yards", ammo=10)


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def agnes(*weapons):
    skills = (
        ("Firearms (Handgun)", 60),
        ("Firearms (Submachine Gun)", 60),
        ("Throw", 60),
        ("Fighting (Axe)", 60),
        ("Firearms (Flamethrower)", 60),
    )
    return Combatant(1, "Agnes", Side.INVESTIGATORS, dex=60, max_hp=12, hp=12, skills=skills, weapons=weapons)


def against(name, *weapons):
    creature = creature_named(name)
    return EncounterState((agnes(*weapons), creature.combatant(2, name, Side.OPPONENTS)), next_key=3)


def test_a_ghoul_shot_with_a_38_takes_half_and_the_log_says_why():
    # 05 with Handgun 60 at 5 yards: an Extreme success, which impales: the maximum 10 and 1D10 more (1) = 11.
    state = against("Ghoul", REVOLVER)
    out = shoot(state, 1, 2, ScriptedDice([*d100(5), 1]), weapon=REVOLVER.name, distance=5)
    ghoul = out.state.get(2)
    assert ghoul.hp == 13 - 5  # half of 11, rounded down: not the full 11
    assert "extreme, impaling: maximum 10 + 1D10 (1) = 11" in out.text
    assert "Ghoul's nature: half damage from firearms, 11 → 5" in out.text


def test_a_thrown_knife_is_a_projectile_but_a_claw_or_an_axe_is_not_halved():
    thrown = shoot(against("Ghoul", KNIFE), 1, 2, ScriptedDice([*d100(40), 4]), weapon=KNIFE.name, distance=2)
    assert thrown.state.get(2).hp == 13 - 2 and "half damage from projectiles, 4 → 2" in thrown.text
    # The ghoul fails to dodge (99); the axe's 1D8+2 = 7 lands whole (a major wound: its CON roll, 10, holds).
    dice = ScriptedDice([*d100(40), *d100(99), 5, *d100(10)])
    hewn = melee_attack(against("Ghoul", AXE), 1, 2, dice, weapon=AXE.name, defence=Defence.DODGE)
    assert hewn.state.get(2).hp == 13 - 7 and "nature" not in hewn.text


def test_a_dark_young_takes_one_hp_a_bullet_and_a_star_vampire_half():
    # A burst of 6 from Submachine Gun 60: a regular success (30) hits with half the volley, 3 bullets.
    state = against("Dark Young of Shub-Niggurath", THOMPSON)
    out = full_auto(
        state, 1, ScriptedDice([*d100(30), 9, 9, 9]), weapon=THOMPSON.name, bursts=[Burst(2, 6, 10)], single_volley=True
    )
    assert out.state.get(2).hp == 31 - 3 and out.text.count("only 1 HP a hit from firearms, 11 → 1") == 3
    vampire = shoot(
        against("Star Vampire", REVOLVER), 1, 2, ScriptedDice([*d100(40), 9]), weapon=REVOLVER.name, distance=5
    )
    # 1D10 = 9, half is 4; then the star vampire's 4 points of armour stop the rest.
    assert "half damage from firearms, 9 → 4, armour 4 → 0; no damage" in vampire.text


def test_a_flying_polyp_takes_only_a_weapons_minimum_before_its_armour():
    creature = creature_named("Flying Polyp")
    polyp = replace(creature.combatant(2, "Flying Polyp", Side.OPPONENTS), armour=0)  # its 4 points set aside
    state = EncounterState((agnes(AXE), polyp), next_key=3)
    out = melee_attack(state, 1, 2, ScriptedDice([*d100(40), *d100(99), 8]), weapon=AXE.name, defence=Defence.DODGE)
    assert "only the weapon's minimum from melee, 10 → 3" in out.text and out.state.get(2).hp == polyp.hp - 3


def test_a_shoggoth_regenerates_each_round_burns_at_half_and_the_dead_stay_dead():
    state = against("Shoggoth", FLAMES)
    burnt = shoot(state, 1, 2, ScriptedDice([*d100(40), 6, 6]), weapon=FLAMES.name, distance=5)
    assert "half damage from fire, 12 → 6" in burnt.text and burnt.state.get(2).hp == 60 - 6
    later = next_round(burnt.state, ScriptedDice([]))
    assert later.state.get(2).hp == 56 and "Shoggoth regenerates 2 HP (2 a round): HP 54 → 56" in later.text
    full = next_round(later.state.with_combatant(replace(later.state.get(2), hp=59)), ScriptedDice([]))
    assert full.state.get(2).hp == 60  # never above its maximum
    gone = later.state.with_combatant(replace(later.state.get(2), hp=0))
    assert next_round(gone, ScriptedDice([])).state.get(2).hp == 0


def test_the_forecast_counts_the_ghouls_hide():
    # Agnes fires her revolver at a ghoul who claws back; with its hide it stands far more often after round 1.
    state = against("Ghoul", REVOLVER)
    plain = state.with_combatant(replace(state.get(2), specials=Specials()))
    with_hide = simulate(state, 3000, seed=5).standing[Side.OPPONENTS][0]
    without = simulate(plain, 3000, seed=5).standing[Side.OPPONENTS][0]
    assert with_hide > without + 0.05


def test_every_number_a_special_text_names_is_a_structured_special():
    # The free text may say it; the structured specials must then apply it.
    said = {c.name: c for c in bestiary()}
    assert said["Ghoul"].specials.half_damage_from == ("firearms", "projectiles")
    assert said["Dark Young of Shub-Niggurath"].specials.one_damage_from == ("firearms",)
    assert said["Shoggoth"].specials == Specials(half_damage_from=("fire", "electricity"), regenerates=2)
    assert said["Star Vampire"].specials.half_damage_from == ("firearms",)
    assert said["Flying Polyp"].specials.minimum_damage_from == ("firearms", "projectiles", "melee")
    assert said["Cthulhu"].specials.regenerates == 6
    for creature in bestiary():
        text = creature.special.lower()
        if "half damage" in text or "regenerat" in text or "heals" in text or "minimum damage" in text:
            assert creature.specials, creature.name


def test_weapons_are_read_for_their_kind_of_damage():
    assert damage_kinds(REVOLVER) == {"firearms"} and damage_kinds(KNIFE) == {"projectiles"}
    assert damage_kinds(Weapon("Bow", "Firearms (Bow)", "1D6")) == {"projectiles"}
    assert damage_kinds(FLAMES) == {"firearms", "fire"} and damage_kinds(AXE) == {"melee"}
    assert damage_taken(Specials(), REVOLVER, 9) == (9, "")
    assert damage_taken(Specials(half_damage_from=("firearms",)), None, 9) == (9, "")  # no weapon: a fall, a crash


def test_a_fighter_keeps_its_specials_through_the_saved_fight():
    ghoul = creature_named("Ghoul").combatant(2, "Ghoul", Side.OPPONENTS)
    data = to_data(ghoul)
    assert data["specials"] == {"half_damage_from": ["firearms", "projectiles"]}
    assert from_data(Combatant, data, "the fight") == ghoul
    assert from_data(Combatant, {k: v for k, v in data.items() if k != "specials"}, "the fight").specials == Specials()


@pytest.mark.parametrize(
    ("data", "named"),
    [
        ({"half_damage_from": ["bullets"]}, "'bullets' is not a kind of damage"),
        ({"halve": ["firearms"]}, "unknown effect 'halve'"),
        ({"regenerates": -2}, "regenerates is whole HP a round"),
        ({"regenerates": True}, "regenerates is whole HP a round"),
        ({"half_damage_from": "firearms"}, "half_damage_from is a list of kinds of damage"),
        (["firearms"], "specials are a table of effects"),
    ],
)
def test_bad_specials_are_refused_by_name(data, named):
    with pytest.raises(ValueError, match=named) as caught:
        Specials.from_data(data, "the campaign's creature 'Gug'")
    assert "the campaign's creature 'Gug': specials" in str(caught.value)
