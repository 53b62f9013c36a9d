"""A chase round as a Keeper played it (seed 000's numbers): the rate of fire and the attacks a round hold across
the round, a passenger's attack is their action for the round, a hazard's delay is told as it falls, a chase that
is over at once says so, and the log speaks plain English (whose car, which barrier, which skill)."""

from dataclasses import replace

import pytest

from desktop.rules import Difficulty, ScriptedDice
from desktop.rules.chase import chase_state as scene_rules
from desktop.rules.chase.boarding import board
from desktop.rules.chase.chase_state import FLEEING, KEEPER, PURSUING, ChaseState, Location, Runner
from desktop.rules.chase.fighting import attack, shoot_tyre
from desktop.rules.chase.moves import move, next_round, set_out, sudden_hazard
from desktop.rules.chase.setup import add_runner, cut_to_the_chase, set_location, speed_rolls
from desktop.rules.chase.to_fight import into_fight
from desktop.rules.combat.fight import Combatant, Side
from desktop.rules.roster.sheet import Weapon

REVOLVER = Weapon("Handgun (.38 revolver)", "Firearms (Handgun)", "1D10", True, "15 yards", "1 (3)", 6, 100)
CLAW = Weapon("Claw", "Fighting (Brawl)", "1D6", False, attacks="3")


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def person(name, attacks=1, weapons=(REVOLVER,), side=Side.INVESTIGATORS):
    skills = (("Firearms (Handgun)", 50), ("Fighting (Brawl)", 40), ("Dodge", 30))
    return Combatant(0, name, side, max_hp=12, hp=12, con=50, skills=skills, weapons=weapons, attacks_per_round=attacks)


def driving(name, side, vehicle="Car, standard", mov=14, drive=60, fighter=None):
    return Runner(
        0,
        name,
        side,
        dex=60,
        mov=mov,
        speed_skill=drive,
        move_skill=drive,
        vehicle=vehicle,
        build=5,
        armour=2,
        fighter=fighter or person(name),
    )


def walking(name, side, mov=8, fighter=None):
    return Runner(0, name, side, dex=50, mov=mov, speed_skill=50, move_skill=50, fighter=fighter or person(name))


def key_of(state, name):
    return next(r.key for r in state.runners if r.name == name)


def set_up(*runners, riders=()):
    """The chase cut to, with `riders` ((passenger, vehicle) names) in their vehicles."""
    state = ChaseState("The county road")
    for runner in runners:
        state = add_runner(state, runner).state
    for rider, vehicle in riders:
        state = board(state, key_of(state, rider), key_of(state, vehicle)).state
    return cut_to_the_chase(state, 12).state


def level(state, name, with_name):
    return state.with_location(key_of(state, name), state.get(key_of(state, with_name)).location)


def test_a_handguns_shots_are_counted_across_the_round_and_a_second_attack_waits_for_the_next():
    """The Keeper's report: the sheriff fired 1, then 2, then 3 shots at Walt's tyres in one round, until the .38
    was empty, and the first single shot took no "several handgun shots" die though more followed. Seed 000: a .38
    fires 1 (3) a round, and 2+ handgun shots in a round take a penalty die on every shot; as in a fight, a person
    makes one attack a round, whose shots are declared together."""
    state = set_up(driving("Sheriff Amos Pike", PURSUING, "Sports car", mov=16), driving("Walt Brennan", FLEEING))
    pike, walt = key_of(state, "Sheriff Amos Pike"), key_of(state, "Walt Brennan")
    state = level(state, "Sheriff Amos Pike", "Walt Brennan")
    # One shot: the tyre's die and the moving car's; 90 misses.
    first = shoot_tyre(state, pike, walt, ScriptedDice(d100(90, 1, 1)), weapon=REVOLVER.name)
    assert "several handgun shots" not in first.text and first.state.get(pike).fighter.rounds_loaded(REVOLVER) == 5
    for shots in (1, 2, 3):
        with pytest.raises(
            ValueError,
            match=r"has already attacked this round \(1 shot fired\): the round's shots "
            r"go in one attack \(Shots: up to 3 for Handgun \(.38 revolver\)\)",
        ):
            shoot_tyre(first.state, pike, walt, ScriptedDice(d100(20, 1, 1) * 3), weapon=REVOLVER.name, shots=shots)
    with pytest.raises(ValueError, match="has already attacked this round"):  # a shot at the driver is an attack too
        attack(first.state, pike, walt, ScriptedDice(d100(20, 1)), weapon=REVOLVER.name)
    # The next round: three shots in one attack, each with the several-shots die.
    later = next_round(first.state).state
    assert later.get(pike).attacks == 0 and later.get(pike).shots == 0
    volley = shoot_tyre(later, pike, walt, ScriptedDice(d100(90, 1, 1, 1) * 3), weapon=REVOLVER.name, shots=3)
    assert "several handgun shots" in volley.text and volley.state.get(pike).fighter.rounds_loaded(REVOLVER) == 2
    assert volley.state.get(pike).attacks == 1 and volley.state.get(pike).shots == 3


def test_one_with_several_attacks_a_round_keeps_to_the_rate_of_fire_over_them_all():
    """A fighter with two attacks a round may fire twice, but the .38's three shots are the round's whole rate, and
    the second single shot is one of several from a handgun: a penalty die."""
    gunman = driving("Gunman", PURSUING, "Sports car", mov=16, fighter=person("Gunman", attacks=2))
    state = set_up(gunman, driving("Walt Brennan", FLEEING))
    gun, walt = key_of(state, "Gunman"), key_of(state, "Walt Brennan")
    once = attack(state, gun, walt, ScriptedDice(d100(90, 1, 1) * 2), weapon=REVOLVER.name, shots=2)
    assert "attack 1 of 2 this round" in once.text
    with pytest.raises(ValueError, match="Shots: Gunman has fired 2 this round and Handgun .* fires at most 3"):
        attack(once.state, gun, walt, ScriptedDice([]), weapon=REVOLVER.name, shots=2)
    again = shoot_tyre(once.state, gun, walt, ScriptedDice(d100(90, 1, 1, 1)), weapon=REVOLVER.name)
    assert "several handgun shots" in again.text and "attack 2 of 2 this round" in again.text
    with pytest.raises(ValueError, match="has made all 2 attacks this round"):
        shoot_tyre(again.state, gun, walt, ScriptedDice([]), weapon=REVOLVER.name)


def test_a_passengers_attack_is_their_action_for_the_round_and_the_drivers_actions_stay():
    """The Keeper's report: the ghoul, a passenger, clawed Harriet and then Walt, and the driver's movement actions
    stayed at 2 with nothing said. Seed 000: an attack costs a movement action to initiate — a passenger has none of
    their own (the vehicle moves them), so the attack is their action for the round: one a round for a person, the
    ghoul's three for the ghoul; the driver's movement actions are the driver's."""
    state = set_up(
        driving("Sheriff Amos Pike", PURSUING, "Sports car", mov=16),
        walking("Deputy", PURSUING),
        walking("Ghoul", PURSUING, fighter=person("Ghoul", attacks=3, weapons=(CLAW,), side=Side.OPPONENTS)),
        driving("Walt Brennan", FLEEING),
        walking("Harriet Crane", FLEEING),
        riders=(("Deputy", "Sheriff Amos Pike"), ("Ghoul", "Sheriff Amos Pike"), ("Harriet Crane", "Walt Brennan")),
    )
    pike, deputy, ghoul, walt, harriet = (
        key_of(state, n) for n in ("Sheriff Amos Pike", "Deputy", "Ghoul", "Walt Brennan", "Harriet Crane")
    )
    state = level(state, "Sheriff Amos Pike", "Walt Brennan")
    actions = state.get(pike).actions
    assert actions == 3  # 1 + (16 - 14)
    # The ghoul's claw on Harriet: 20 against her own Dodge 30 (a passenger, not the driver) 95, a hit for 1D6 = 5,
    # less the car's armour 2.
    clawed = attack(state, ghoul, harriet, ScriptedDice([*d100(20), *d100(95), 5]), weapon=CLAW.name)
    assert (
        "Ghoul is a passenger in the sports car Sheriff Amos Pike drives: the attack is their action for the "
        "round; the sports car's movement actions stay its driver's"
    ) in clawed.text
    assert "attack 1 of 3 this round" in clawed.text and clawed.state.get(pike).actions == actions
    assert clawed.state.get(harriet).fighter.hp == 12 - 3
    second = attack(clawed.state, ghoul, walt, ScriptedDice([*d100(95), *d100(95)]), weapon=CLAW.name)
    third = attack(second.state, ghoul, walt, ScriptedDice([*d100(95), *d100(95)]), weapon=CLAW.name)
    assert "attack 3 of 3 this round" in third.text and third.state.get(pike).actions == actions
    with pytest.raises(ValueError, match="Ghoul has made all 3 attacks this round"):
        attack(third.state, ghoul, walt, ScriptedDice([]), weapon=CLAW.name)
    # The deputy, a person, has one: his second shot waits for the next round.
    shot = attack(state, deputy, walt, ScriptedDice(d100(95, 1)), weapon=REVOLVER.name)
    assert "the attack is their action for the round" in shot.text and shot.state.get(pike).actions == actions
    with pytest.raises(ValueError, match="Deputy has already attacked this round"):
        attack(shot.state, deputy, harriet, ScriptedDice([]), weapon=REVOLVER.name)
    assert attack(next_round(shot.state).state, deputy, harriet, ScriptedDice(d100(95, 1)), weapon=REVOLVER.name)
    # One who moves themselves pays a movement action for a blow, and says so.
    afoot = set_up(walking("Cop", PURSUING, mov=8), walking("Amy", FLEEING, mov=8))
    afoot = level(afoot, "Cop", "Amy")
    blow = attack(afoot, key_of(afoot, "Cop"), key_of(afoot, "Amy"), ScriptedDice([*d100(95), *d100(95)]), weapon=None)
    assert "Cop spends a movement action on the blow (0 left)" in blow.text


def test_a_hazards_delay_says_what_comes_off_this_round_and_the_rounds_to_come():
    """The Keeper's report: Walt (one movement action a round) floored it 3 locations into a Hard hazard and failed:
    "held up for 2 movement actions: 0 this round and 2 next round" — then round 3 and round 4 each cost him 1."""
    state = set_up(driving("Sheriff Amos Pike", PURSUING, "Sports car", mov=16), driving("Walt Brennan", FLEEING))
    walt = key_of(state, "Walt Brennan")
    assert state.get(walt).actions == 1
    hazard = state.get(walt).location + 3
    state = set_location(state, hazard, Location(Difficulty.HARD)).state
    # Pedal to the metal over 3: one penalty die; 90 (and 40) fails the Hard 30; 1D3 = 2.
    failed = move(state, walt, ScriptedDice([*d100(90, 4), 2]), locations=3)
    assert "held up for 2 movement actions: none left this round: 2 come off the rounds to come" in failed.text
    assert "next round" not in failed.text and failed.state.get(walt).delay == 2
    round_2 = next_round(failed.state)
    assert "Walt Brennan (0, 1 lost to the hazard, 1 more to come)" in round_2.text
    round_3 = next_round(round_2.state)
    assert "Walt Brennan (0, 1 lost to the hazard)" in round_3.text and "more to come" not in round_3.text
    round_4 = next_round(round_3.state)
    assert "Walt Brennan (1)" in round_4.text and round_4.state.get(walt).actions == 1


def test_a_chase_everyone_leaves_at_the_cut_is_over_and_says_who_went_how():
    """The Keeper's report: everyone escaped or dropped out at Cut to the Chase, and it sat at "round 1" with a
    blank DEX order and Next Round and Sudden Hazard still offered."""
    state = ChaseState("The county road")
    for runner in (driving("Walt Brennan", FLEEING), walking("Harriet Crane", FLEEING), walking("Cop", PURSUING)):
        state = add_runner(state, runner).state
    state = board(state, key_of(state, "Harriet Crane"), key_of(state, "Walt Brennan")).state
    cut = cut_to_the_chase(state, 10)
    over = "The chase is over: Walt Brennan got away; Cop dropped out"
    assert scene_rules.chase_over(cut.state) == over and f"{over}. End Chase when you are done with it." in cut.text
    assert "DEX order" not in cut.text
    with pytest.raises(ValueError, match="The chase is over: .*there is no next round — End Chase"):
        next_round(cut.state)
    with pytest.raises(ValueError, match="The chase is over: .*no sudden hazard now"):
        sudden_hazard(cut.state, KEEPER, 50, ScriptedDice([]))
    # A chase under way ends when the last of one side is out; brought back, it goes on.
    running = set_up(walking("Amy", FLEEING), walking("Cop", PURSUING))
    assert scene_rules.chase_over(running) == ""
    caught = set_out(running, key_of(running, "Amy"), "caught")
    assert "The chase is over: Amy was caught; Cop has nobody left to chase." in caught.text
    back = set_out(caught.state, key_of(running, "Amy"), "")
    assert scene_rules.chase_over(back.state) == "" and next_round(back.state).state.round == 2


def test_the_log_says_whose_car_which_barrier_and_which_skill():
    """The Keeper's report: "Harriet Crane rides in Walt Brennan (Car, standard)", "a barrier (5 HP) bars location
    3" for the fence drawn by name, and "speed 24 vs 40" without the skill."""
    state = ChaseState("The county road")
    for runner in (
        driving("Walt Brennan", FLEEING),
        walking("Harriet Crane", FLEEING),
        walking("Cop", PURSUING, 14),
        Runner(0, "Amy", FLEEING, dex=50, mov=11, speed_skill=40, move_skill=40, vehicle="Horse (with rider)", build=4),
    ):
        state = add_runner(state, runner).state
    boarded = board(state, key_of(state, "Harriet Crane"), key_of(state, "Walt Brennan"))
    assert boarded.what == "Harriet Crane gets into the car Walt Brennan drives"
    rolled = speed_rolls(boarded.state, ScriptedDice(d100(24) * 3))
    assert "Walt Brennan: speed roll, Drive Auto 24 vs 60" in rolled.text
    assert "Cop: speed roll, CON 24 vs 50" in rolled.text and "Amy: speed roll, Ride 24 vs 40" in rolled.text
    assert "Harriet Crane: speed" not in rolled.text  # she rides: the car's speed is hers
    state = cut_to_the_chase(boarded.state, 12).state
    cop = key_of(state, "Cop")
    ahead = state.get(cop).location + 1
    fenced = set_location(state, ahead, Location(barrier_hp=5, name="fence")).state
    with pytest.raises(ValueError, match=r"^the fence \(5 HP\) bars location"):
        move(fenced, cop, ScriptedDice([]))
    listed = set_location(state, ahead, Location(barrier_hp=5, name="Internal door or thin wooden fence")).state
    with pytest.raises(ValueError, match=r"^the internal door or thin wooden fence \(5 HP\)"):
        move(listed, cop, ScriptedDice([]))
    plain = set_location(state, ahead, Location(barrier_hp=5)).state
    with pytest.raises(ValueError, match=r"^the barrier \(5 HP\) bars location"):
        move(plain, cop, ScriptedDice([]))
    with pytest.raises(ValueError, match="Harriet Crane is a passenger in the car Walt Brennan drives: move the car"):
        move(state, key_of(state, "Harriet Crane"), ScriptedDice([]))
    assert scene_rules.driven_by(state.get(key_of(state, "Amy"))) == "the horse Amy rides"


def test_a_passenger_dodges_with_her_own_dodge_and_the_driver_with_drive_auto_said_so():
    """The Keeper's report: the Ghoul clawed Harriet, riding in Walt's car: "Harriet Crane dodges ... Failure 53
    (Dodge 40)", 40 being Walt's Drive Auto, and the fight begun from the chase had her at Dodge 40 too. Seed 000:
    in a vehicle the driver uses Drive Auto for Dodge; a passenger dodges with her own Dodge (32, her Drive Auto 20
    is not used either), and a dodge in the chase leaves nobody's Dodge changed for what follows."""
    harriet_sheet = replace(person("Harriet Crane"), skills=(("Dodge", 32), ("Drive Auto", 20)))
    walt_sheet = replace(person("Walt Brennan"), skills=(("Dodge", 25), ("Drive Auto", 40)))
    state = set_up(
        driving("Sheriff Amos Pike", PURSUING, "Sports car", mov=16),
        walking("Ghoul", PURSUING, fighter=person("Ghoul", attacks=3, weapons=(CLAW,), side=Side.OPPONENTS)),
        driving("Walt Brennan", FLEEING, drive=40, fighter=walt_sheet),
        walking("Harriet Crane", FLEEING, fighter=harriet_sheet),
        riders=(("Ghoul", "Sheriff Amos Pike"), ("Harriet Crane", "Walt Brennan")),
    )
    ghoul, walt, harriet = (key_of(state, n) for n in ("Ghoul", "Walt Brennan", "Harriet Crane"))
    state = level(state, "Sheriff Amos Pike", "Walt Brennan")
    # The claw 20, her dodge 53 against her own Dodge 32: a failure, hit for 1D6 = 5 less the car's armour 2.
    clawed = attack(state, ghoul, harriet, ScriptedDice([*d100(20), *d100(53), 5]), weapon=CLAW.name)
    assert "(Dodge 32)" in clawed.text and "40" not in clawed.text
    assert clawed.state.get(harriet).fighter.skill("Dodge") == 32
    assert into_fight(clawed.state, clawed.state.get(harriet))[0].skill("Dodge") == 32
    # Walt at the wheel dodges with his Drive Auto 40 (30: a success against the claw's 35), and the log says so.
    missed = attack(clawed.state, ghoul, walt, ScriptedDice([*d100(35), *d100(30)]), weapon=CLAW.name)
    assert "Walt Brennan dodges at the wheel: Drive Auto 40 in place of Dodge" in missed.text
    assert "(Dodge 40)" in missed.text
    assert missed.state.get(walt).fighter.skill("Dodge") == 25  # his own Dodge again once the dodge is done
    assert missed.state.get(walt).fighter.skill("Drive Auto") == 40
