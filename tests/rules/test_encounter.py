"""The encounter engine against the seeds' worked examples (001: the ghoul and Susan, Billy and the cultist, the
window maneuver, outnumbered), with scripted dice. A d100 is scripted as its units face, then its tens faces;
a face is the digit plus one (units 3 is face 4, tens 0 is face 1)."""

from dataclasses import replace

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.combat.actions import Burst, Defence, Goal, Maneuver, Surprise, full_auto, melee_attack, shoot
from desktop.rules.combat.fight import IN_COVER, SURPRISED, Combatant, EncounterState, Side, combatant_from_sheet
from desktop.rules.combat.firearms import FirearmModifiers
from desktop.rules.combat.turn_actions import dive_for_cover, flee, give_first_aid, give_medicine, reload
from desktop.rules.combat.turn_order import (
    add_combatant,
    move_combatant,
    next_round,
    next_turn,
    remove_combatant,
    roll_initiative,
    set_readied_firearm,
    surprise_check,
)
from desktop.rules.combat.wounds import DEAD, DYING, MAJOR_WOUND, PRONE, STABILISED, UNCONSCIOUS
from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill, Weapon
from desktop.rules.scene import Condition


def d100(value: int, *tens: int) -> list[int]:
    """Faces for a percentile roll reading `value` (extra tens digits for bonus/penalty dice)."""
    units, ten = value % 10, (value // 10) % 10
    return [units + 1, ten + 1, *(t + 1 for t in tens)]


CLAW = Weapon("Claw", "Fighting (Claw)", "1D6", attacks="3", adds_damage_bonus=True)
BITE = Weapon("Bite", "Fighting (Claw)", "1D6", impaling=True, adds_damage_bonus=True)
FIST = Weapon("Unarmed", "Fighting (Brawl)", "1D3", adds_damage_bonus=True)
CLUB = Weapon("Small club", "Fighting (Brawl)", "1D6", adds_damage_bonus=True)
KNIFE = Weapon("Small knife", "Fighting (Brawl)", "1D4", impaling=True, adds_damage_bonus=True)
REVOLVER = Weapon(
    "Revolver", "Firearms (Handgun)", "1D10", impaling=True, range="15 yards", attacks="1 (3)", ammo=6, malfunction=100
)
SWORD = Weapon("Sword", "Fighting (Sword)", "1D8", impaling=True, adds_damage_bonus=True)
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


def fighter(key, name, side=Side.OPPONENTS, **kw) -> Combatant:
    return Combatant(key=key, name=name, side=side, **kw)


def ghoul(key=1):
    skills = (("Fighting (Claw)", 40), ("Dodge", 32))
    return fighter(
        key,
        "Ghoul",
        dex=65,
        con=65,
        max_hp=13,
        hp=13,
        build=1,
        damage_bonus="+1D4",
        skills=skills,
        weapons=(CLAW, BITE),
        attacks_per_round=3,
    )


def susan(key=2):
    return fighter(
        key,
        "Susan",
        Side.INVESTIGATORS,
        dex=60,
        con=60,
        max_hp=12,
        hp=12,
        build=0,
        skills=(("Fighting (Brawl)", 50), ("Dodge", 50), ("First Aid", 60), ("Medicine", 40)),
        weapons=(FIST,),
    )


def scene(*combatants):
    return EncounterState(combatants=tuple(combatants), next_key=max(c.key for c in combatants) + 1)


def test_seed_001_ghoul_claws_susan_who_dodges():
    # The ghoul rolls 03 (Extreme), Susan's Dodge 20 (Hard): she is hit for the maximum 10 (1D6+1D4).
    state = scene(ghoul(), susan())
    dice = ScriptedDice([*d100(3), *d100(20), *d100(70)])  # then her CON roll for the major wound: 70, fails
    out = melee_attack(state, 1, 2, dice, weapon="Claw", defence=Defence.DODGE)
    hurt = out.state.get(2)
    assert hurt.hp == 2
    assert {MAJOR_WOUND, PRONE, UNCONSCIOUS} <= hurt.conditions  # 10 >= half of 12; CON 70 vs 60 fails
    assert "Extreme 3 vs Hard 20 (Dodge 50): attacker wins" in out.text
    assert "extreme: maximum 1D6+1D4 = 10" in out.text
    assert dice.remaining == 0


def test_seed_001_susan_fights_back_the_second_attack_with_the_ghoul_taking_a_bonus_die():
    # Second attack, the bite: Susan has responded once and has one attack, so the ghoul gets a bonus die.
    # Susan fights back with a Hard success against the ghoul's Regular and deals 1D3 to it.
    state = scene(ghoul(), replace_responses(susan(), 1))
    dice = ScriptedDice([*d100(35, 6), *d100(22), 2])  # ghoul: tens 3 & 6 units 5 -> 35 Regular; Susan 22 Hard; 1D3 = 2
    out = melee_attack(state, 1, 2, dice, weapon="Bite", defence=Defence.FIGHT_BACK)
    assert "bonus die for Ghoul: Susan is outnumbered" in out.text
    assert "Regular 35 vs Hard 22" in out.text and "defender wins" in out.text
    assert out.state.get(1).hp == 11 and out.state.get(2).hp == 12
    assert out.state.get(1).attacks_made == 1 and out.state.get(2).responses == 2


def replace_responses(combatant, n):
    return replace(combatant, responses=n)


def test_outnumbered_counts_a_monster_s_attacks():
    # A ghoul with three attacks may dodge or fight back three times before attackers gain a bonus die.
    g = ghoul()
    assert not replace_responses(g, 2).outnumbered and replace_responses(g, 3).outnumbered
    assert not replace(replace_responses(g, 5), never_outnumbered=True).outnumbered


def test_seed_001_billy_and_two_cultists_second_attacker_gets_a_bonus_die():
    billy = fighter(1, "Billy", Side.INVESTIGATORS, dex=50, skills=(("Dodge", 40),), weapons=(FIST,))
    c1 = fighter(2, "Cultist 1", dex=45, skills=(("Fighting (Brawl)", 40),), weapons=(KNIFE,))
    c2 = fighter(3, "Cultist 2", dex=45, skills=(("Fighting (Brawl)", 40),), weapons=(KNIFE,))
    state = scene(billy, c1, c2)
    first = melee_attack(state, 2, 1, ScriptedDice([*d100(90), *d100(30)]), weapon="Small knife")
    assert "outnumbered" not in first.text
    second = melee_attack(first.state, 3, 1, ScriptedDice([*d100(90, 8), *d100(30)]), weapon="Small knife")
    assert "bonus die for Cultist 2: Billy is outnumbered" in second.text


def test_seed_001_extreme_damage_club_and_knife():
    billy = fighter(
        1, "Billy", Side.INVESTIGATORS, damage_bonus="+1D4", skills=(("Fighting (Brawl)", 60),), weapons=(CLUB, KNIFE)
    )
    target = fighter(2, "Cultist", max_hp=30, hp=30, skills=(("Dodge", 20),))
    state = scene(billy, target)
    club = melee_attack(state, 1, 2, ScriptedDice([*d100(5), *d100(80)]), weapon="Small club", defence=Defence.DODGE)
    assert club.state.get(2).hp == 20  # 6 + 4
    knife = melee_attack(state, 1, 2, ScriptedDice([*d100(5), *d100(80), 3]), weapon="Small knife")
    assert knife.state.get(2).hp == 30 - (4 + 4 + 3)  # 4 + 4 + 1D4


def test_fighting_back_never_deals_extreme_damage():
    attacker = fighter(1, "Cultist", skills=(("Fighting (Brawl)", 40),), weapons=(KNIFE,), max_hp=20, hp=20)
    defender = fighter(
        2, "Walt", Side.INVESTIGATORS, damage_bonus="+1D4", skills=(("Fighting (Brawl)", 80),), weapons=(CLUB,)
    )
    out = melee_attack(
        scene(attacker, defender),
        1,
        2,
        ScriptedDice([*d100(60), *d100(2), 3, 2]),
        weapon="Small knife",
        defence=Defence.FIGHT_BACK,
    )
    assert out.state.get(1).hp == 20 - 5  # 1D6 (3) + 1D4 (2), not the maximum of 10


def test_seed_001_susan_pushes_the_ghoul_out_of_the_window():
    # Build 0 against 1: one penalty die. She rolls 02 and 22 and keeps 22, a Hard success; the ghoul fights
    # back with a Regular success; Susan wins and the ghoul goes through the window.
    state = scene(ghoul(), susan())
    dice = ScriptedDice([*d100(2, 2), *d100(35)])
    out = melee_attack(state, 2, 1, dice, maneuver=Maneuver(Goal.PUSH, "out of the window"), defence=Defence.FIGHT_BACK)
    assert "1 penalty die for Build" in out.text
    assert "Hard 22 vs Regular 35" in out.text and "Ghoul is pushed out of the window" in out.text
    assert out.state.get(1).hp == 13


def test_maneuver_impossible_at_three_build_smaller():
    big = fighter(1, "Shoggoth", build=3, max_hp=80, hp=80)
    with pytest.raises(ValueError, match="cannot work"):
        melee_attack(scene(big, susan()), 2, 1, ScriptedDice([]), maneuver=Maneuver(Goal.KNOCK_DOWN))


def test_dodge_tie_goes_to_the_dodger_and_fight_back_tie_to_the_attacker():
    state = scene(ghoul(), susan())
    dodge = melee_attack(state, 1, 2, ScriptedDice([*d100(15), *d100(20)]), weapon="Claw", defence=Defence.DODGE)
    assert "dodged" in dodge.text and dodge.state.get(2).hp == 12  # Hard vs Hard
    fight = melee_attack(
        state, 1, 2, ScriptedDice([*d100(15), *d100(20), 2, 1]), weapon="Claw", defence=Defence.FIGHT_BACK
    )
    assert "attacker wins" in fight.text and fight.state.get(2).hp == 9


def test_seed_001_billy_readied_revolver_and_the_cultist_diving_for_cover():
    billy = fighter(1, "Billy", Side.INVESTIGATORS, dex=50, skills=(("Firearms (Handgun)", 50),), weapons=(REVOLVER,))
    cultist = fighter(2, "Cultist", dex=45, skills=(("Dodge", 40), ("Fighting (Sword)", 50)), weapons=(SWORD,))
    state = set_readied_firearm(scene(cultist, billy), 1, True).state
    assert [c.name for c in state.combatants] == ["Billy", "Cultist"]  # DEX 50 + 50 = 100 beats 45
    covered = dive_for_cover(state, 2, ScriptedDice(d100(30))).state
    assert IN_COVER in covered.get(2).conditions
    shot = shoot(covered, 1, 2, ScriptedDice([*d100(70, 2)]), weapon="Revolver", distance=10)  # keeps 70: miss
    assert "diving for cover" in shot.text and "miss" in shot.text
    assert shot.state.get(1).rounds_loaded(REVOLVER) == 5
    with pytest.raises(ValueError, match="loses this attack"):
        melee_attack(shot.state, 2, 1, ScriptedDice([]), weapon="Sword")
    round2 = next_round(next_turn(next_turn(shot.state).state).state, ScriptedDice([])).state
    assert round2.current.name == "Billy" and IN_COVER not in round2.get(2).conditions


def test_firearm_range_bands_and_very_long_range_impales_only_on_01():
    billy = fighter(1, "Billy", Side.INVESTIGATORS, skills=(("Firearms (Handgun)", 90),), weapons=(REVOLVER,))
    target = fighter(2, "Cultist", max_hp=40, hp=40)
    state = scene(billy, target)
    with pytest.raises(ValueError, match="out of .* range"):
        shoot(state, 1, 2, ScriptedDice([]), weapon="Revolver", distance=61)
    far = shoot(state, 1, 2, ScriptedDice([*d100(10), 7]), weapon="Revolver", distance=50)  # Extreme level
    assert "Extreme" in far.text and far.state.get(2).hp == 33  # a plain hit: 1D10 = 7, no impale
    crit = shoot(state, 1, 2, ScriptedDice([*d100(1), 7]), weapon="Revolver", distance=50)
    assert crit.state.get(2).hp == 40 - (10 + 7)  # 01: maximum + a further 1D10


def test_a_malfunction_stops_the_gun_and_keeps_the_round():
    billy = fighter(1, "Billy", Side.INVESTIGATORS, skills=(("Firearms (Handgun)", 50),), weapons=(REVOLVER,))
    out = shoot(scene(billy, fighter(2, "Cultist")), 1, 2, ScriptedDice(d100(100)), weapon="Revolver", distance=5)
    assert "malfunction" in out.text and out.state.get(1).rounds_loaded(REVOLVER) == 6


def test_fumble_into_melee_hits_the_ally_with_the_lowest_luck():
    shooter = fighter(1, "Ann", Side.INVESTIGATORS, luck=60, skills=(("Firearms (Handgun)", 40),), weapons=(REVOLVER,))
    lucky = fighter(2, "Bob", Side.INVESTIGATORS, luck=70, max_hp=12, hp=12)
    unlucky = fighter(3, "Cal", Side.INVESTIGATORS, luck=20, max_hp=12, hp=12)
    ghoul_ = ghoul(4)
    out = shoot(
        scene(shooter, lucky, unlucky, ghoul_),
        1,
        4,
        ScriptedDice([*d100(99, 9), 4]),
        weapon="Revolver",
        distance=5,
        modifiers=FirearmModifiers(into_melee=True),
    )
    assert "hits Cal (lowest Luck, 20)" in out.text and out.state.get(3).hp == 8


def test_full_auto_volleys_escalate_and_hit_half_or_all():
    gunner = fighter(1, "Gunner", Side.INVESTIGATORS, skills=(("Firearms (Submachine Gun)", 60),), weapons=(THOMPSON,))
    target = fighter(2, "Deep One", max_hp=60, hp=60, armour=1)
    # 12 bullets at skill 60: volleys of 6. First roll regular (45: success, 3 hits); second with a penalty die.
    faces = [*d100(45), 1, 1, 1, *d100(5, 0), 1, 1, 1, 1, 1, 1, 1, 1, 1]
    out = full_auto(scene(gunner, target), 1, ScriptedDice(faces), weapon="Thompson", bursts=[Burst(2, 12, 10)])
    assert "volley of 6 at Deep One (Regular, 0 bonus/0 penalty): Regular 45 vs 60: 3 hits" in out.text
    assert "(Regular, 0 bonus/1 penalty): Extreme 5 vs 60: 6 hits, 3 impaling" in out.text
    assert out.state.get(1).rounds_loaded(THOMPSON) == 18
    # Plain bullets: 1D10+2 = 3, less 1 armour = 2. Impaling: maximum 12 + another 1D10+2 (3) = 15, less 1 = 14.
    assert out.state.get(2).hp == 60 - (3 * 2 + 3 * 14 + 3 * 2)


def test_dying_needs_first_aid_then_medicine():
    state = scene(ghoul(), susan())
    victim = replace(susan(), hp=0, conditions=frozenset({MAJOR_WOUND, DYING, UNCONSCIOUS}))
    state = state.with_combatant(victim)
    with pytest.raises(ValueError, match="only First Aid"):
        give_medicine(state, 1, 2, ScriptedDice([]))
    helper = fighter(3, "Mae", Side.INVESTIGATORS, skills=(("First Aid", 70), ("Medicine", 65)))
    state = replace(state, combatants=(*state.combatants, helper), next_key=4)
    failed = give_first_aid(state, 3, 2, ScriptedDice(d100(90))).state
    saved = give_first_aid(failed, 3, 2, ScriptedDice(d100(30))).state  # the second attempt is a push
    patient = saved.get(2)
    assert patient.hp == 1 and STABILISED in patient.conditions and DYING not in patient.conditions
    with pytest.raises(ValueError, match="helps once per wound"):
        give_first_aid(replace_first_aid(failed), 3, 2, ScriptedDice([]))
    treated = give_medicine(saved, 3, 2, ScriptedDice([*d100(40), 3])).state
    assert treated.get(2).hp == 4


def replace_first_aid(state):
    return state.with_combatant(replace(state.get(2), first_aid_tries=2))


def test_dying_con_roll_each_round():
    dying = replace(susan(), hp=0, conditions=frozenset({MAJOR_WOUND, DYING, UNCONSCIOUS}))
    state = scene(ghoul(), dying)
    lives = next_round(state, ScriptedDice(d100(30)))
    assert DEAD not in lives.state.get(2).conditions and "clings to life" in lives.text
    dies = next_round(state, ScriptedDice(d100(90)))
    assert DEAD in dies.state.get(2).conditions


def test_initiative_order_ties_and_newcomers():
    a = fighter(1, "A", dex=60, skills=(("Fighting (Brawl)", 30),))
    b = fighter(2, "B", dex=60, skills=(("Fighting (Brawl)", 70),))
    c = fighter(3, "C", dex=80)
    state = EncounterState(next_key=1)
    for f in (a, b, c):
        state = add_combatant(state, f, ScriptedDice([])).state
    assert [x.name for x in state.combatants] == ["C", "B", "A"]  # DEX, then combat skill
    state = move_combatant(state, state.combatants[2].key, -2).state
    assert [x.name for x in state.combatants] == ["A", "C", "B"]
    rolled = roll_initiative(state, ScriptedDice([*d100(70), *d100(5), *d100(40)])).state
    assert [x.name for x in rolled.combatants] == ["C", "B", "A"]  # A fails; C extreme (5 of 80); B regular
    late = add_combatant(rolled, fighter(0, "D", dex=30), ScriptedDice(d100(3))).state  # Extreme of 30 (<= 6)
    assert [x.name for x in late.combatants][:2] == ["C", "D"]


def test_surprise_gives_a_bonus_die_or_an_automatic_hit():
    state = scene(ghoul(), susan())
    caught = surprise_check(state, 2, "Listen", ScriptedDice(d100(80))).state
    assert SURPRISED in caught.get(2).conditions
    out = melee_attack(caught, 1, 2, ScriptedDice([*d100(35, 8), 2, 1]), weapon="Claw")
    assert "bonus die for Ghoul: Susan is surprised" in out.text and out.state.get(2).hp == 9
    auto = melee_attack(caught, 1, 2, ScriptedDice([*d100(99), 2, 1]), weapon="Claw", surprise=Surprise.AUTOMATIC_HIT)
    assert "hits automatically" in auto.text and auto.state.get(2).hp == 9
    assert SURPRISED not in next_round(caught, ScriptedDice([])).state.get(2).conditions


def test_a_monster_makes_three_attacks_then_stops():
    state = scene(ghoul(), fighter(2, "Target", max_hp=50, hp=50))
    for _ in range(3):
        state = melee_attack(state, 1, 2, ScriptedDice(d100(90)), weapon="Claw", defence=Defence.NONE).state
    with pytest.raises(ValueError, match="all 3 attacks"):
        melee_attack(state, 1, 2, ScriptedDice([]), weapon="Claw")


def test_reload_two_rounds_a_combat_round_and_flee_needs_a_way_out():
    billy = fighter(1, "Billy", Side.INVESTIGATORS, weapons=(REVOLVER,), loaded=(("Revolver", 1),))
    state = scene(billy, fighter(2, "Cultist"))
    assert reload(state, 1, "Revolver").state.get(1).rounds_loaded(REVOLVER) == 3
    with pytest.raises(ValueError, match="no way out"):
        flee(state, 1, escape_route=False)


def test_investigators_are_linked_to_their_sheet_monsters_fight_with_copies():
    sheet = CharacterSheet(
        name="Walt",
        kind=Kind.INVESTIGATOR,
        strength=80,
        size=75,
        constitution=75,
        skills=(Skill("Fighting", 70, "Brawl"),),
    )
    walt = combatant_from_sheet(1, sheet, 7)
    assert walt.linked and walt.side is Side.INVESTIGATORS and walt.max_hp == 15 and walt.damage_bonus == "+1D4"
    beast = combatant_from_sheet(2, CharacterSheet(name="Ghoul", kind=Kind.MONSTER, weapons=(CLAW,)), 8, name="Ghoul 2")
    assert not beast.linked and beast.side is Side.OPPONENTS and beast.attacks_per_round == 3


def test_a_missing_specialisation_is_worth_its_own_base_not_the_family_best():
    # A Handgun 45 does not fire a shotgun at 45: Firearms (Rifle/Shotgun) starts at 25.
    shooter = fighter(1, "Agnes", skills=(("Firearms (Handgun)", 45), ("Fighting (Brawl)", 60)))
    assert shooter.skill("Firearms (Rifle/Shotgun)") == 25
    assert shooter.skill("Firearms (Submachine Gun)") == 15 and shooter.skill("Firearms (Bow)") == 15
    assert shooter.skill("Fighting (Sword)") == 20 and shooter.skill("Fighting (Whip)") == 5
    assert shooter.skill("Firearms (Handgun)") == 45  # what the sheet says, it says
    assert shooter.skill("Firearms") == 45 and shooter.skill("Fighting") == 60  # a family alone: the best of it
    assert shooter.skill("Dodge") == 25  # half DEX 50


def test_a_monster_s_listed_attacks_stay_as_listed():
    beast = replace(fighter(1, "Ghoul", skills=(("Fighting (Claw)", 40),)), listed_attacks=True)
    assert beast.skill("Fighting (Bite)") == 40


def test_fighting_back_defaults_to_the_best_melee_weapon_the_one_that_hurts_most_on_a_skill_tie():
    from desktop.rules.combat.fight import best_melee_weapon

    fists = Weapon("Unarmed (human)", "Fighting (Brawl)", "1D3", adds_damage_bonus=True)
    machete = Weapon("Machete", "Fighting (Brawl)", "1D8", adds_damage_bonus=True)
    cultist = fighter(1, "Cultist", skills=(("Fighting (Brawl)", 40),), weapons=(fists, machete))
    assert best_melee_weapon(cultist).name == "Machete"
    walt = fighter(2, "Walt", Side.INVESTIGATORS, max_hp=15, hp=15, skills=(("Fighting (Brawl)", 60),))
    state = scene(walt, cultist)
    # Walt 60 vs the cultist's Hard 20: the cultist wins and cuts with the machete, 1D8 = 6 (no damage bonus: "0").
    outcome = melee_attack(state, 2, 1, ScriptedDice([*d100(60), *d100(20), 6]), defence=Defence.FIGHT_BACK)
    assert "fights back with Machete" in outcome.text and outcome.state.get(2).hp == 15 - 6


def test_seed_001_billy_readies_his_revolver_during_the_monster_s_turn_and_still_acts_in_round_1():
    # The monster (DEX 70) acts first, then Billy (50), then the cultist (45). On the monster's turn Billy draws his
    # revolver: at DEX 50 + 50 he now sorts first, but the round is under way. He must still act this round.
    monster = fighter(1, "Monster", dex=70)
    billy = fighter(2, "Billy", Side.INVESTIGATORS, dex=50)
    cultist = fighter(3, "Cultist", dex=45)
    state = scene(monster, billy, cultist)
    state = replace(state, combatants=tuple(sorted(state.combatants, key=lambda c: -c.dex)))
    assert state.current.name == "Monster"
    state = state.with_combatant(replace(state.get(1), attacks_made=1))  # the monster has attacked
    state = set_readied_firearm(state, 2, True).state
    assert [c.name for c in state.combatants] == ["Billy", "Monster", "Cultist"]
    assert state.current.name == "Monster"  # the monster finishes its turn
    turns = []
    while state.current is not None:
        state = next_turn(state).state
        turns.append(state.current.name if state.current else "round over")
    assert turns == ["Billy", "Cultist", "round over"]
    state = next_round(state, ScriptedDice([])).state
    assert state.current.name == "Billy"  # from now on he is first


RIFLE = Weapon(
    "Rifle (.30-06 bolt action)",
    "Firearms (Rifle/Shotgun)",
    "2D6+4",
    impaling=True,
    range="110 yards",
    attacks="1",
    ammo=5,
)
SHOTGUN = Weapon(
    "Shotgun (12-gauge)", "Firearms (Rifle/Shotgun)", "4D6/2D6/1D6", range="10/20/50 yards", attacks="1 or 2", ammo=2
)


def gunfight(*weapons):
    skills = (("Firearms (Handgun)", 60), ("Firearms (Rifle/Shotgun)", 60))
    shooter = fighter(1, "Agnes", Side.INVESTIGATORS, dex=60, skills=skills, weapons=weapons)
    return scene(shooter, fighter(2, "Cultist", max_hp=30, hp=30))


@pytest.mark.parametrize(("weapon", "allowed"), [(REVOLVER, 3), (RIFLE, 1), (SHOTGUN, 2)])
def test_rate_of_fire_from_the_weapon_table_is_enforced(weapon, allowed):
    state = gunfight(weapon)
    with pytest.raises(ValueError, match=f"fires 1 to {allowed} shot"):
        shoot(state, 1, 2, ScriptedDice([]), weapon=weapon.name, distance=5, shots=allowed + 1)
    from desktop.rules.combat.firearms import shots_per_round

    assert shots_per_round(weapon) == allowed


def test_the_multiple_shot_penalty_is_for_handguns_only():
    # Both barrels of a shotgun: no penalty die; three revolver shots: one penalty die on each.
    double = shoot(
        gunfight(SHOTGUN), 1, 2, ScriptedDice([*d100(99), *d100(99)]), weapon=SHOTGUN.name, distance=5, shots=2
    )
    assert "several handgun shots" not in double.text and all(c.roll.penalty == 0 for c in double.checks)
    three = shoot(gunfight(REVOLVER), 1, 2, ScriptedDice([*d100(99, 9)] * 3), weapon=REVOLVER.name, distance=5, shots=3)
    assert "several handgun shots" in three.text and all(c.roll.penalty == 1 for c in three.checks)


def test_aiming_helps_the_next_shot_only():
    # Aimed, then two revolver shots: the first has the aim's bonus die against the several-shots penalty (net 0),
    # the second only the penalty.
    state = gunfight(REVOLVER)
    state = state.with_combatant(replace(state.get(1), conditions=frozenset({Condition.AIMING})))
    out = shoot(state, 1, 2, ScriptedDice([*d100(99), *d100(99, 9)]), weapon=REVOLVER.name, distance=5, shots=2)
    first, second = out.checks
    assert (first.roll.bonus, first.roll.penalty) == (0, 0)
    assert (second.roll.bonus, second.roll.penalty) == (0, 1)
    assert Condition.AIMING not in out.state.get(1).conditions


def test_first_aid_helps_once_per_wound_and_a_success_is_not_a_new_first_try():
    helper = fighter(3, "Mae", Side.INVESTIGATORS, skills=(("First Aid", 70),))
    hurt = replace(susan(), hp=8)
    state = scene(ghoul(), hurt, helper)
    treated = give_first_aid(state, 3, 2, ScriptedDice(d100(30))).state
    assert treated.get(2).hp == 9
    with pytest.raises(ValueError, match="helps once per wound"):  # a success used it up: no second +1
        give_first_aid(treated, 3, 2, ScriptedDice(d100(30)))
    # A new wound (the ghoul's claw, 1D6+1D4 = 2 + 1) may be treated again.
    clawed = melee_attack(treated, 1, 2, ScriptedDice([*d100(10), *d100(99), 2, 1]), defence=Defence.DODGE).state
    assert clawed.get(2).hp == 6
    again = give_first_aid(clawed, 3, 2, ScriptedDice(d100(30))).state
    assert again.get(2).hp == 7
    # A failure may be pushed once; after the push the wound is done with, whatever the push gave.
    failed = give_first_aid(clawed, 3, 2, ScriptedDice(d100(90))).state
    pushed = give_first_aid(failed, 3, 2, ScriptedDice(d100(95))).state
    with pytest.raises(ValueError, match="helps once per wound"):
        give_first_aid(pushed, 3, 2, ScriptedDice(d100(30)))


def test_back_to_half_hp_ends_a_major_wound_however_it_was_healed():
    from desktop.rules.combat.wounds import after_healing, first_aid

    # 12 max HP: a major wound left 5; First Aid's +1 makes 6, half, and the wound is over.
    healed = first_aid(5, 12, frozenset({MAJOR_WOUND}), succeeded=True)
    assert healed.hp == 6 and MAJOR_WOUND not in healed.conditions and "major wound is over" in healed.summary
    assert MAJOR_WOUND in first_aid(4, 12, frozenset({MAJOR_WOUND}), succeeded=True).conditions  # 5 < 6
    assert after_healing(6, 12, frozenset({MAJOR_WOUND})) == frozenset()


KNIFE_THROWN = Weapon("Throwing knife", "Throw", "1D4", impaling=True, range="10 yards", adds_damage_bonus=True)


def test_a_thrown_knife_may_be_dodged_as_a_fighting_attack_is():
    thrower = fighter(1, "Cultist", skills=(("Throw", 50),), weapons=(KNIFE_THROWN,))
    target = replace(susan(), key=2)  # Dodge 50
    state = scene(thrower, target)
    # Regular 40 vs the Dodge's Hard 20: dodged, no damage.
    dodged = shoot(
        state, 1, 2, ScriptedDice([*d100(40), *d100(20)]), weapon=KNIFE_THROWN.name, distance=5, defence=Defence.DODGE
    )
    assert "dodged" in dodged.text and dodged.state.get(2).hp == 12
    # Hard 20 vs a failed dodge: hit, 1D4 = 3 (no damage bonus, "0").
    hit = shoot(
        state,
        1,
        2,
        ScriptedDice([*d100(20), *d100(90), 3]),
        weapon=KNIFE_THROWN.name,
        distance=5,
        defence=Defence.DODGE,
    )
    assert hit.state.get(2).hp == 9
    # Bullets cannot be dodged (dive for cover instead).
    with pytest.raises(ValueError, match="cannot be dodged"):
        shoot(gunfight(REVOLVER), 1, 2, ScriptedDice([]), weapon=REVOLVER.name, distance=5, defence=Defence.DODGE)


def test_burst_fire_is_a_single_volley():
    gunner = fighter(
        1,
        "Gunner",
        Side.INVESTIGATORS,
        skills=(("Firearms (Submachine Gun)", 60),),
        weapons=(replace(THOMPSON, attacks="1, burst or full auto"),),
    )
    target = fighter(2, "Deep One", max_hp=60, hp=60)
    state = scene(gunner, target)
    # Skill 60: a volley is 6 bullets; a burst is one roll, 45 a success: half hit, 3 × (1D10+2 = 3).
    out = full_auto(
        state, 1, ScriptedDice([*d100(45), 1, 1, 1]), weapon="Thompson", bursts=[Burst(2, 6, 10)], single_volley=True
    )
    assert len(out.checks) == 1 and "3 hits" in out.text and out.state.get(2).hp == 60 - 9
    assert out.state.get(1).rounds_loaded(THOMPSON) == 30 - 6
    with pytest.raises(ValueError, match="a burst is one volley of at most 6"):
        full_auto(state, 1, ScriptedDice([]), weapon="Thompson", bursts=[Burst(2, 7, 10)], single_volley=True)


def test_full_auto_past_extreme_cannot_hit_and_the_declared_bullets_are_still_spent():
    """Our reading of seed 000: each roll after the first adds a penalty die; a third becomes one step of difficulty;
    the seed gives no step past Extreme, so from the sixth roll on no volley can hit. The bullets were declared and
    fired, so they are spent all the same; nothing more is rolled."""
    gunner = fighter(1, "Gunner", Side.INVESTIGATORS, skills=(("Firearms (Submachine Gun)", 30),), weapons=(THOMPSON,))
    target = fighter(2, "Deep One", max_hp=90, hp=90)
    # Skill 30: volleys of 3; 21 bullets = 7 volleys. Five rolls (Regular ×3, Hard, Extreme), all misses (90).
    faces = [*d100(90)] + [*d100(90, 9)] + [*d100(90, 9, 9)] * 3
    out = full_auto(scene(gunner, target), 1, ScriptedDice(faces), weapon="Thompson", bursts=[Burst(2, 21, 10)])
    assert len(out.checks) == 5 and "no further volley can hit" in out.text
    assert out.state.get(1).rounds_loaded(THOMPSON) == 30 - 21


def test_an_attack_may_drain_con_and_max_hp_follow():
    touch = Weapon("Withering touch", "Fighting (Brawl)", "1D6", drains="CON")
    wraith = fighter(1, "Wraith", skills=(("Fighting (Brawl)", 60),), weapons=(touch,))
    agnes = fighter(2, "Agnes", Side.INVESTIGATORS, con=50, size=60, max_hp=11, hp=11)
    # 30 vs no defence: a hit; 1D6 = 5 off CON: 50 → 45, max HP (45 + 60) / 10 = 10, HP 11 → 10. No armour helps.
    out = melee_attack(
        scene(wraith, agnes), 1, 2, ScriptedDice([*d100(30), 5]), weapon=touch.name, defence=Defence.NONE
    )
    after = out.state.get(2)
    assert (after.con, after.max_hp, after.hp) == (45, 10, 10)
    assert "CON drained by 5, CON 50 → 45, max HP 11 → 10" in out.text


@pytest.mark.parametrize(
    ("drains", "field", "before", "after"),
    [
        ("STR", "strength", 50, 45),
        ("DEX", "dex", 50, 45),
        ("POW", "power", 50, 45),
        ("MP", "mp", 10, 5),
        ("SAN", "sanity", 60, 55),
    ],
)
def test_drains_of_each_kind(drains, field, before, after):
    bite = Weapon("Bite", "Fighting (Brawl)", "1D6", drains=drains)
    beast = fighter(1, "Beast", skills=(("Fighting (Brawl)", 60),), weapons=(bite,))
    victim = fighter(2, "Victim", Side.INVESTIGATORS, sanity=60, mp=10, hp=10, max_hp=10)
    out = melee_attack(scene(beast, victim), 1, 2, ScriptedDice([*d100(30), 5]), weapon="Bite", defence=Defence.NONE)
    assert getattr(out.state.get(2), field) == after and getattr(victim, field) == before
    assert out.state.get(2).hp == 10  # HP untouched


def test_a_drained_characteristic_reaches_the_roster_as_an_effect():
    from desktop.rules.combat.fight import roster_effects
    from desktop.rules.scene import CharacteristicChanged, HpChanged, SanityChanged

    touch = Weapon("Touch", "Fighting (Brawl)", "1D6", drains="CON")
    gaze = Weapon("Gaze", "Fighting (Brawl)", "1D3", drains="SAN")
    wraith = fighter(1, "Wraith", skills=(("Fighting (Brawl)", 60),), weapons=(touch, gaze), attacks_per_round=2)
    agnes = replace(
        fighter(2, "Agnes", Side.INVESTIGATORS, con=50, size=60, max_hp=11, hp=11, sanity=60),
        character_id=9,
        linked=True,
    )
    state = scene(wraith, agnes)
    out = melee_attack(state, 1, 2, ScriptedDice([*d100(30), 5]), weapon="Touch", defence=Defence.NONE)
    effects = roster_effects(state, out.state)
    assert CharacteristicChanged(9, "Agnes", 50, 45, "CON") in effects and HpChanged(9, "Agnes", 11, 10) in effects
    out2 = melee_attack(out.state, 1, 2, ScriptedDice([*d100(30), 2]), weapon="Gaze", defence=Defence.NONE)
    assert SanityChanged(9, "Agnes", 60, 58) in roster_effects(out.state, out2.state)


def test_a_weapon_drains_only_what_can_be_drained():
    from desktop.rules.roster.sheet import weapon_errors

    assert weapon_errors(Weapon("Touch", "Fighting (Brawl)", "1D6", drains="CON")) == []
    assert (
        "drains must be one of STR, CON, DEX, POW, SAN, MP"
        in weapon_errors(Weapon("Touch", "Fighting (Brawl)", "1D6", drains="APP"))[0]
    )


def test_a_revolver_drawn_before_anyone_moves_fires_first():
    monster = fighter(1, "Monster", dex=70)
    billy = fighter(2, "Billy", Side.INVESTIGATORS, dex=50)
    state = replace(scene(monster, billy), combatants=(monster, billy))
    state = set_readied_firearm(state, 2, True).state
    assert state.current.name == "Billy"  # the monster had not done anything yet


def test_the_turn_order_never_goes_back():
    # A (DEX 80), B (60), C (40). A acts; on B's turn the Keeper takes A out and brings A back (a fresh copy from the
    # roster): A sorts first again but has had the round's turn, so the turn goes on to C, then the round ends.
    def walt(key, name, dex):
        return fighter(key, name, Side.INVESTIGATORS, dex=dex, character_id=key, linked=True)

    state = EncounterState(next_key=1)
    for f in (walt(1, "A", 80), walt(2, "B", 60), walt(3, "C", 40)):
        state = add_combatant(state, f, ScriptedDice([])).state
    state = next_turn(state).state
    assert state.current.name == "B"
    state = remove_combatant(state, state.combatants[0].key).state
    assert state.current.name == "B"
    back = add_combatant(state, walt(1, "A", 80), ScriptedDice([]))
    state = back.state
    assert [c.name for c in state.combatants] == ["A", "B", "C"] and state.current.name == "B"
    assert "A has acted this round already" in back.text
    turns = []
    while state.current is not None:
        state = next_turn(state).state
        turns.append(state.current.name if state.current else "round over")
    assert turns == ["C", "round over"]
    assert next_round(state, ScriptedDice([])).state.current.name == "A"  # a new round: A first, as ever


def test_taking_out_whoever_has_the_turn_passes_it_on_never_back():
    state = scene(fighter(1, "A", dex=80), fighter(2, "B", dex=60), fighter(3, "C", dex=40))
    state = next_turn(next_turn(state).state).state
    assert state.current.name == "C"
    gone = remove_combatant(state, 3).state
    assert gone.current is None  # the round is over: not back to B, who has acted
    # A newcomer joining then takes the turn; the first in the order does not get it back.
    joined = add_combatant(gone, fighter(0, "D", dex=90), ScriptedDice([])).state
    assert [c.name for c in joined.combatants][0] == "D" and joined.current.name == "D"
    again = add_combatant(next_turn(joined).state, fighter(0, "E", dex=10), ScriptedDice([])).state
    assert again.current.name == "E"


def test_seed_003_a_fumbled_first_aid_cannot_be_pushed():
    # A failure (not a fumble) may be pushed once; Mae's 100 is a fumble: the wound's First Aid is over.
    helper = fighter(3, "Mae", Side.INVESTIGATORS, skills=(("First Aid", 70),))
    state = scene(ghoul(), replace(susan(), hp=8), helper)
    fumbled = give_first_aid(state, 3, 2, ScriptedDice(d100(100)))
    assert "a fumble cannot be pushed" in fumbled.text
    with pytest.raises(ValueError, match="helps once per wound"):
        give_first_aid(fumbled.state, 3, 2, ScriptedDice(d100(30)))
    failed = give_first_aid(state, 3, 2, ScriptedDice(d100(90)))
    assert "it may be pushed once" in failed.text
    assert give_first_aid(failed.state, 3, 2, ScriptedDice(d100(30))).checks[0].pushed


def test_an_attack_made_is_said_without_its_or_their():
    """Before: "Cultist of the Marsh has made its attack this round": a person from the bestiary (whose attacks are
    listed, as a monster's) was an "it". The refusal now needs no pronoun at all."""
    from desktop.rules.combat.fight import attack_refusal

    state = EncounterState()
    pike = Combatant(1, "Sheriff Amos Pike", Side.OPPONENTS, attacks_made=1)
    cultist = Combatant(2, "Cultist of the Marsh", Side.OPPONENTS, attacks_made=1, listed_attacks=True)
    hound = Combatant(3, "Marsh Hound", Side.OPPONENTS, attacks_made=2, attacks_per_round=2, listed_attacks=True)
    assert attack_refusal(state, pike) == "Sheriff Amos Pike has already attacked this round"
    assert attack_refusal(state, cultist) == "Cultist of the Marsh has already attacked this round"
    assert attack_refusal(state, hound) == "Marsh Hound has made all 2 attacks this round"
    state = add_combatant(state, pike, ScriptedDice([])).state
    dived = dive_for_cover(state, 1, ScriptedDice(d100(10)))
    assert "in cover: shots at them take a penalty die; loses their attack next round" in dived.text, dived.text
