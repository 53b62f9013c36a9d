"""Running a chase with seed 000's numbers: pedal to the metal and the navigator, barriers, collisions and Build
loss (impaired, wrecked, undrivable), ramming and its cap, tyres, attacks from a moving vehicle, a driver's major
wound, sudden hazards, joining, switching and leaving."""

from dataclasses import replace

import pytest

from desktop.rules import Difficulty, ScriptedDice
from desktop.rules.chase.boarding import alight, board
from desktop.rules.chase.chase_state import FLEEING, KEEPER, PLAYERS, PURSUING, ChaseState, Location, Runner
from desktop.rules.chase.fighting import attack, clear_jam, ram, reload, shoot_tyre
from desktop.rules.chase.moves import (
    advance,
    close_chase,
    end_move,
    move,
    navigate,
    next_round,
    set_out,
    split,
    steps_for,
    sudden_hazard,
    switch,
    turn_to,
)
from desktop.rules.chase.setup import add_runner, cut_to_the_chase, join, set_location
from desktop.rules.chase.to_fight import back_from_fight, fighters_at, send_to_fight
from desktop.rules.chase.vehicles import break_barrier, collide, crash, hurt, pass_barrier, wreck_fate
from desktop.rules.combat.actions import Defence
from desktop.rules.combat.fight import Combatant, Side
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Condition

REVOLVER = Weapon("Handgun (.38 revolver)", "Firearms (Handgun)", "1D10", True, "15 yards", "1 (3)", 6, 100)
KNIFE = Weapon("Knife", "Fighting (Brawl)", "1D4", True)


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def person(key, name, hp=12, skills=(("Firearms (Handgun)", 50), ("Dodge", 30)), side=Side.INVESTIGATORS):
    return Combatant(key, name, side, max_hp=hp, hp=hp, con=50, skills=skills, weapons=(REVOLVER, KNIFE))


def car(name, side, build=5, mov=14, drive=60, **more):
    return Runner(
        0,
        name,
        side,
        dex=60,
        mov=mov,
        speed_skill=drive,
        move_skill=drive,
        vehicle="Car, standard",
        build=build,
        armour=2,
        fighter=person(0, name),
        **more,
    )


def on_foot(name, side, mov=8, dex=50, hp=12):
    return Runner(0, name, side, dex=dex, mov=mov, speed_skill=50, move_skill=50, fighter=person(0, name, hp))


def begun(*runners, length=12):
    state = ChaseState("Test")
    for runner in runners:
        state = add_runner(state, runner).state
    return cut_to_the_chase(state, length).state


def key_of(state, name):
    return next(r.key for r in state.runners if r.name == name)


def test_pedal_to_the_metal_takes_a_penalty_die_and_a_navigator_removes_it():
    # A car (MOV 14) chasing a heavy motorbike (MOV 16): the car gets 1 + 0 actions... so chase a slower van.
    state = begun(car("Sedan", PURSUING), car("Van", FLEEING, mov=13, build=6))
    sedan = key_of(state, "Sedan")
    assert state.get(sedan).actions == 2  # 1 + (14 - 13)
    start = state.get(sedan).location
    state = set_location(state, start + 2, Location(Difficulty.REGULAR)).state
    # 3 locations in one action: one penalty die on the hazard. Tens 4 and 7: 70, a failure against 60; 1D3 = 2.
    failed = move(state, sedan, ScriptedDice([*d100(40, 7), 2]), locations=3)
    runner = failed.state.get(sedan)
    assert "1 penalty die on hazards" in failed.text
    assert runner.location == start + 1 and runner.actions == 0  # stopped short of the hazard, 2 - 1 - 2 → 0
    # A navigator's Spot Hidden (30 vs 60) first: the same acceleration takes no penalty die, so 40 passes.
    helped = navigate(state, sedan, 60, ScriptedDice(d100(30))).state
    assert helped.get(sedan).navigated
    through = move(helped, sedan, ScriptedDice(d100(40, 7)), locations=3)
    assert "0 penalty dice on hazards (one fewer for the navigator)" in through.text
    assert through.state.get(sedan).location == start + 3 and not through.state.get(sedan).navigated
    # 4 or 5 locations: two penalty dice; on foot, one location an action.
    assert "2 penalty dice" in move(state, sedan, ScriptedDice([*d100(10, 1, 1)]), locations=5).text
    runner_on_foot = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    with pytest.raises(ValueError, match="one location per movement action"):
        move(runner_on_foot, key_of(runner_on_foot, "Amy"), ScriptedDice([]), locations=2)


def test_a_drag_spends_the_fewest_penalty_dice_the_actions_allow():
    sedan = replace(car("Sedan", PURSUING), actions=2)
    assert steps_for(sedan, 7) == [4, 3]  # two actions: 4 then 3 locations (two penalty dice, then one)
    assert steps_for(sedan, 2) == [1, 1]
    with pytest.raises(ValueError, match="at most 10 locations"):
        steps_for(sedan, 11)
    walker = replace(on_foot("Amy", FLEEING), actions=2)
    assert steps_for(walker, 2) == [1, 1]
    with pytest.raises(ValueError, match="too far this round"):
        steps_for(walker, 3)
    state = begun(on_foot("Amy", PURSUING, mov=9), on_foot("Cop", FLEEING))
    amy = key_of(state, "Amy")
    moved = advance(state, amy, 2, ScriptedDice([]))
    assert moved.state.get(amy).location == state.get(amy).location + 2 and moved.state.get(amy).actions == 0


def test_a_car_at_a_brick_wall_is_wrecked_if_it_holds_and_dented_if_it_breaks():
    state = begun(car("Sedan", PURSUING), car("Van", FLEEING, mov=13, build=6))
    sedan = key_of(state, "Sedan")
    wall = state.get(sedan).location + 1
    state = set_location(state, wall, Location(barrier_hp=25, hidden=True)).state  # a 9" brick wall
    with pytest.raises(ValueError, match="barrier"):
        move(state, sedan, ScriptedDice([]))
    # Build 5: 5D10. 23 is short of 25: the wall holds and the car is wrecked.
    held = break_barrier(state, sedan, ScriptedDice([10, 10, 1, 1, 1]))
    assert held.state.get(sedan).condition == "wrecked" and held.state.locations[wall].barrier_hp == 25
    assert not held.state.locations[wall].hidden  # met: the players see it now
    with pytest.raises(ValueError, match="wrecked"):
        move(held.state, sedan, ScriptedDice([]))
    # 25 breaks it: the car takes half the wall's hit points, 12: one point of Build (2 is under 10, ignored).
    broke = break_barrier(state, sedan, ScriptedDice([10, 10, 3, 1, 1]))
    assert broke.state.locations[wall].barrier_hp == 0
    assert broke.state.get(sedan).build == 4 and broke.state.get(sedan).condition is None
    # The log says whose vehicle takes what, and why (the Keeper's report: "the vehicle takes half its hit points").
    assert "Sedan's car takes 12 damage, half the barrier's 25 hit points (rounded down)" in broke.text
    assert "half its hit points" not in broke.text
    # On foot: the typed damage wears a door down; a skill roll gets past it instead.
    walkers = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    amy = key_of(walkers, "Amy")
    door = walkers.get(amy).location + 1
    walkers = set_location(walkers, door, Location(barrier_hp=10)).state  # a standard back door
    kicked = break_barrier(walkers, amy, ScriptedDice([4]), "1D6")
    assert kicked.state.locations[door].barrier_hp == 6 and "6 HP left" in kicked.text
    over = pass_barrier(walkers, amy, ScriptedDice(d100(20)))
    assert over.state.get(amy).location == door
    with pytest.raises(ValueError, match="Damage"):
        break_barrier(walkers, amy, ScriptedDice([]), "1D")


def test_collisions_cost_build_impaired_at_half_wrecked_at_once_undrivable_by_degrees():
    state = begun(car("Sedan", PURSUING), car("Van", FLEEING, mov=13, build=6))
    sedan = key_of(state, "Sedan")
    # Severe incident, 1D10 Build: 5 is the car's whole Build in one incident: wrecked.
    assert collide(state, sedan, "Severe incident", ScriptedDice([5])).state.get(sedan).condition == "wrecked"
    # Moderate, 1D6 = 3: Build 5 → 2, half of 5 rounded down: impaired (a penalty die on driving rolls).
    dented = collide(state, sedan, "Moderate incident", ScriptedDice([3])).state
    assert dented.get(sedan).build == 2 and dented.get(sedan).condition == "impaired" and dented.get(sedan).impaired
    # Minor, 1D3-1 = 2: down to 0 by degrees: undrivable, and the crash hurts the driver 1D10.
    stopped = collide(dented, sedan, "Minor incident", ScriptedDice([3])).state
    assert stopped.get(sedan).build == 0 and stopped.get(sedan).condition == "undrivable"
    crashed = crash(stopped, sedan, ScriptedDice([4]))
    assert crashed.state.get(sedan).fighter.hp == 12 - 4
    with pytest.raises(ValueError, match="still drivable"):
        crash(state, sedan, ScriptedDice([4]))
    with pytest.raises(ValueError, match="no row"):
        collide(state, sedan, "Fender bender", ScriptedDice([1]))


def test_ramming_deals_1d10_per_build_and_the_rammer_takes_half_capped_by_the_target():
    state = begun(car("Sedan", PURSUING), car("Runabout", FLEEING, mov=13, build=4))
    sedan, runabout = key_of(state, "Sedan"), key_of(state, "Runabout")
    state = state.with_runner(replace(state.get(sedan), location=state.get(runabout).location))
    # Drive Auto 60 rolls 20 against the other driver's 70: the ram lands. 5D10 = 50; the rammer takes 25 (2 Build);
    # 50 is the economy car's whole Build (4) in one incident: wrecked.
    hit = ram(state, sedan, runabout, ScriptedDice([*d100(20), *d100(70), 10, 10, 10, 10, 10]))
    assert hit.state.get(runabout).condition == "wrecked"
    assert hit.state.get(sedan).build == 3 and "the rammer takes 25" in hit.text
    dodged = ram(state, sedan, runabout, ScriptedDice([*d100(50), *d100(20)]))
    assert "avoided" in dodged.text and dodged.state.get(runabout).build == 4
    # An 18-wheeler (Build 9) ramming a bicycle (Build 0.5): 90 dealt, but half (45) would cost it 4 Build, more than
    # the bicycle had: capped at 9, which costs none.
    truck = replace(car("Truck", PURSUING, build=9, mov=13), vehicle="18-wheeler")
    bike = Runner(0, "Bike", FLEEING, dex=60, mov=13, speed_skill=50, move_skill=50, vehicle="Bicycle", build=0.5)
    state = begun(truck, bike)
    t, b = key_of(state, "Truck"), key_of(state, "Bike")
    state = state.with_runner(replace(state.get(t), location=state.get(b).location))
    crushed = ram(state, t, b, ScriptedDice([*d100(20), *d100(90), *[10] * 9]))
    assert crushed.state.get(t).build == 9 and "the rammer takes 9" in crushed.text


def test_ramming_a_person_wounds_them_by_the_fight_rules():
    state = begun(car("Sedan", PURSUING), on_foot("Amy", FLEEING, mov=14, hp=20))
    sedan, amy = key_of(state, "Sedan"), key_of(state, "Amy")
    state = state.with_runner(replace(state.get(sedan), location=state.get(amy).location))
    # 5D10 = 15 against 20 HP: a major wound and a CON roll (10: she stays conscious).
    hit = ram(state, sedan, amy, ScriptedDice([*d100(20), *d100(50), 5, 5, 3, 1, 1, *d100(10)]))
    assert hit.state.get(amy).fighter.hp == 5 and "major wound" in hit.text.lower()
    with pytest.raises(ValueError, match="on foot"):
        ram(state, amy, sedan, ScriptedDice([]))


def test_tyres_have_armour_3_and_2_hp_and_take_only_impaling_hits():
    state = begun(car("Sedan", PURSUING), car("Van", FLEEING, mov=13, build=6))
    sedan, van = key_of(state, "Sedan"), key_of(state, "Van")
    # From a moving car: a penalty die for the tyre and one for moving. Tens 2, 3, 4: 40 against 50, a hit.
    burst = shoot_tyre(state, sedan, van, ScriptedDice([*d100(20, 3, 4), 5]), weapon=REVOLVER.name, distance=10)
    assert "2 penalty dice" in burst.text and burst.state.get(van).build == 5 and burst.state.get(van).tyres_lost == 1
    held = shoot_tyre(state, sedan, van, ScriptedDice([*d100(20, 3, 4), 4]), weapon=REVOLVER.name, distance=10)
    assert "the tyre holds" in held.text and held.state.get(van).build == 6
    with pytest.raises(ValueError, match="impaling"):
        shoot_tyre(state, sedan, van, ScriptedDice([]), weapon=KNIFE.name)


def test_shots_from_a_moving_vehicle_take_a_penalty_die_unless_held_still():
    state = begun(car("Sedan", PURSUING), on_foot("Amy", FLEEING, mov=14))
    sedan, amy = key_of(state, "Sedan"), key_of(state, "Amy")
    moving = attack(state, sedan, amy, ScriptedDice(d100(30, 6)), weapon=REVOLVER.name, distance=10)
    assert "from moving vehicle" in moving.text and "miss" in moving.text
    assert moving.state.get(sedan).actions == state.get(sedan).actions  # a ranged attack is free
    steady = attack(state, sedan, amy, ScriptedDice([*d100(30), 4]), weapon=REVOLVER.name, distance=10, steady=True)
    assert "from moving vehicle" not in steady.text and steady.state.get(amy).fighter.hp == 12 - 4
    assert steady.state.get(sedan).actions == state.get(sedan).actions - 1
    with pytest.raises(ValueError, match="side by side"):
        attack(state, sedan, amy, ScriptedDice([]), weapon=KNIFE.name)


def test_a_driver_with_a_major_wound_rolls_at_once_as_for_a_hard_hazard():
    state = begun(on_foot("Amy", PURSUING, mov=14), car("Van", FLEEING, mov=13, build=6))
    amy, van = key_of(state, "Amy"), key_of(state, "Van")
    state = state.with_runner(replace(state.get(van), fighter=replace(state.get(van).fighter, max_hp=10, hp=10)))
    # 40 hits; 1D10 = 9, less the van's armour 2 for its driver: 7 of 10 HP, a major wound; CON 10 holds; the
    # Hard roll (30 of 60) fails with 50, and 1D3 = 2 actions go.
    shot = attack(
        state, amy, van, ScriptedDice([*d100(40), 9, *d100(10), *d100(50), 2]), weapon=REVOLVER.name, distance=10
    )
    assert "armour 2 → 7" in shot.text and "Hard roll to keep control" in shot.text
    assert shot.state.get(van).actions == max(0, state.get(van).actions - 2)


def test_sudden_hazards_once_a_round_the_sides_taking_turns():
    state = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    called = sudden_hazard(state, KEEPER, 40, ScriptedDice(d100(30)))
    assert "the players place a Regular hazard" in called.text
    with pytest.raises(ValueError, match="this round already"):
        sudden_hazard(called.state, PLAYERS, 40, ScriptedDice([]))
    later = next_round(called.state).state
    with pytest.raises(ValueError, match="other side's turn"):
        sudden_hazard(later, KEEPER, 40, ScriptedDice([]))
    assert "the Keeper place" in sudden_hazard(later, PLAYERS, 40, ScriptedDice(d100(80))).text


def test_joining_switching_leaving_and_hurting():
    state = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING, mov=9))
    # A second cop joins at location 0 mid-chase with a speed roll (50 vs 50, a pass): MOV 8, one action.
    joined = join(state, on_foot("Sergeant", PURSUING), 0, ScriptedDice(d100(50))).state
    sergeant = key_of(joined, "Sergeant")
    assert joined.get(sergeant).location == 0 and joined.get(sergeant).actions == 1
    # Amy jumps on a horse: a fresh speed roll with Ride 60 (5: Extreme, MOV 12), her actions recalculated.
    amy = key_of(joined, "Amy")
    riding = switch(joined, amy, "Horse", 11, 60, 60, build=4, dice=ScriptedDice(d100(5))).state
    assert riding.get(amy).mov == 12 and riding.get(amy).actions == 1 + 12 - 8
    gone = set_out(riding, amy, "escaped").state
    assert [r.name for r in gone.in_chase] == ["Cop", "Sergeant"]
    with pytest.raises(ValueError, match="out of the chase"):
        move(gone, amy, ScriptedDice([]))
    cop = key_of(state, "Cop")
    assert "Cop" in hurt(state, cop, "1D6", ScriptedDice([3])).text
    assert hurt(state, cop, "1D6", ScriptedDice([3])).state.get(cop).fighter.hp == 9
    with pytest.raises(ValueError, match="Damage"):
        hurt(state, cop, "lots", ScriptedDice([]))
    with pytest.raises(ValueError, match="fleeing or pursuing"):
        join(state, on_foot("Dog", "watching"), 0, ScriptedDice(d100(50)))


def test_passengers_ride_with_their_vehicle_shoot_from_it_and_share_its_crash():
    state = ChaseState("Passengers")
    for runner in (car("Sedan", PURSUING), on_foot("Agnes", PURSUING), car("Van", FLEEING, mov=13, build=6)):
        state = add_runner(state, runner).state
    sedan, agnes, van = (key_of(state, n) for n in ("Sedan", "Agnes", "Van"))
    state = board(state, agnes, sedan).state
    # Agnes (MOV 8) rides: she neither rolls for speed nor slows the chase, and is placed with the car.
    state = cut_to_the_chase(state, 12).state
    assert state.get(sedan).actions == 2 and state.get(agnes).location == state.get(sedan).location
    assert state.get(agnes).actions == 0 and not state.get(agnes).out
    with pytest.raises(ValueError, match="Agnes is a passenger in the car Sedan drives: move the car instead"):
        move(state, agnes, ScriptedDice([]))
    moved = move(state, sedan, ScriptedDice([]), locations=2).state
    assert moved.get(agnes).location == moved.get(sedan).location == state.get(sedan).location + 2
    # She fires from the moving car: a penalty die. Holding still spends the car's action, not hers.
    shot = attack(state, agnes, van, ScriptedDice(d100(30, 6)), weapon=REVOLVER.name)
    assert "from moving vehicle" in shot.text
    steady = attack(state, agnes, van, ScriptedDice(d100(90)), weapon=REVOLVER.name, steady=True)
    assert steady.state.get(sedan).actions == 1 and "from moving vehicle" not in steady.text
    # The car undrivable: the crash hurts driver and passenger, 1D10 each.
    stopped = collide(state, sedan, "Moderate incident", ScriptedDice([3])).state
    stopped = collide(stopped, sedan, "Minor incident", ScriptedDice([3])).state
    crashed = crash(stopped, sedan, ScriptedDice([4, 5])).state
    assert crashed.get(sedan).fighter.hp == 12 - 4 and crashed.get(agnes).fighter.hp == 12 - 5
    # Out she gets: a fresh speed roll (50 vs 50) and actions of her own (MOV 8: 1 + 0).
    walking = alight(state, agnes, ScriptedDice(d100(50))).state
    assert walking.get(agnes).aboard == 0 and walking.get(agnes).actions == 1
    gone = set_out(state, sedan, "dropped out")
    assert gone.state.get(agnes).out == "dropped out" and "Agnes with it" in gone.what


def test_someone_in_a_vehicle_dodges_a_blow_with_drive_auto():
    state = begun(on_foot("Amy", PURSUING, mov=14), car("Van", FLEEING, mov=13, build=6))
    amy, van = key_of(state, "Amy"), key_of(state, "Van")
    state = state.with_runner(replace(state.get(amy), location=state.get(van).location))
    # Amy's knife (Brawl base 25): 20, a success; the van's driver dodges with Drive Auto 60: 25, a success — dodged.
    blow = attack(state, amy, van, ScriptedDice([*d100(20), *d100(25)]), weapon=KNIFE.name)
    assert "(Dodge 60): dodged" in blow.text
    assert blow.state.get(van).fighter.hp == 12


def test_a_group_that_splits_becomes_a_chase_of_its_own():
    state = begun(
        on_foot("Amy", FLEEING),
        on_foot("Bob", FLEEING),
        on_foot("Cop", PURSUING, mov=9),
        on_foot("Dog", PURSUING, mov=9),
    )
    amy, dog = key_of(state, "Amy"), key_of(state, "Dog")
    with pytest.raises(ValueError, match="Name"):
        split(state, [amy], " ")
    parted = split(state, [amy, dog], "Down the alley").state
    assert [r.name for r in parted.runners] == ["Bob", "Cop"]
    alley = parted.others[0]
    assert alley.name == "Down the alley" and alley.id == 2 and [r.name for r in alley.runners] == ["Amy", "Dog"]
    assert len(alley.locations) == len(state.locations)
    # Turn to the alley: it is in front, the docks behind it; moves act on the chase in front.
    turned = turn_to(parted, 2).state
    assert turned.name == "Down the alley" and [c.name for c in turned.others] == ["Test"]
    moved = move(turned, amy, ScriptedDice([])).state
    assert moved.get(amy).location == alley.get(amy).location + 1
    back = turn_to(moved, 1).state
    assert back.name == "Test" and back.others[0].get(amy).location == alley.get(amy).location + 1
    closed = close_chase(back).state
    assert closed.name == "Down the alley" and closed.others == ()
    with pytest.raises(ValueError, match="only chase"):
        close_chase(closed)
    with pytest.raises(ValueError, match="everyone"):
        split(state, [r.key for r in state.runners], "All")


def test_a_wrecks_occupants_roll_luck_thrown_clear_with_2d10_or_caught():
    state = ChaseState("Wreck")
    for runner in (car("Sedan", PURSUING), on_foot("Agnes", PURSUING), car("Van", FLEEING, mov=13, build=6)):
        state = add_runner(state, runner).state
    sedan, agnes = key_of(state, "Sedan"), key_of(state, "Agnes")
    state = cut_to_the_chase(board(state, agnes, sedan).state, 12).state
    wrecked = collide(state, sedan, "Severe incident", ScriptedDice([5])).state
    with pytest.raises(ValueError, match="not wrecked"):
        wreck_fate(state, sedan, ScriptedDice([]))
    # The driver's Luck (50): 30, thrown clear, 2D10 = 3 + 2; Agnes rolls 80: caught in the wreck.
    fate = wreck_fate(wrecked, sedan, ScriptedDice([*d100(30), 3, 2, *d100(80)]))
    assert fate.state.get(sedan).fighter.hp == 12 - 5 and fate.state.get(agnes).fighter.hp == 12
    assert "thrown clear" in fate.text and "Agnes: Luck 80 vs 50, Failure: caught in the wreck" in fate.text


def test_the_keeper_may_call_for_another_skill_at_a_hazard_or_barrier():
    state = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    amy = key_of(state, "Amy")
    ahead = state.get(amy).location + 1
    hazard = set_location(state, ahead, Location(Difficulty.REGULAR)).state
    # 70 fails her DEX-based 50 but passes Climb 80.
    assert move(hazard, amy, ScriptedDice([*d100(70), 1])).state.get(amy).location == ahead - 1
    climbed = move(hazard, amy, ScriptedDice(d100(70)), skill=80)
    assert climbed.state.get(amy).location == ahead and "70 vs 80" in climbed.text
    wall = set_location(state, ahead, Location(barrier_hp=25)).state
    assert pass_barrier(wall, amy, ScriptedDice(d100(70)), skill=80).state.get(amy).location == ahead


def test_a_car_that_fails_a_hazard_partway_stops_there_with_its_passengers():
    """Before: the car stopped at the hazard's edge, its passenger stayed where the move began (and "level with",
    attacks and the chase sheet then used the old place)."""
    state = ChaseState("Passengers")
    for runner in (car("Sedan", PURSUING), on_foot("Agnes", PURSUING), car("Van", FLEEING, mov=13, build=6)):
        state = add_runner(state, runner).state
    sedan, agnes = key_of(state, "Sedan"), key_of(state, "Agnes")
    state = cut_to_the_chase(board(state, agnes, sedan).state, 12).state
    start = state.get(sedan).location
    state = set_location(state, start + 2, Location(Difficulty.HARD)).state
    # Pedal to the metal over 3 locations: the first open, the second a Hard hazard failed (90, one penalty die: 90
    # and 40, the higher) with 1D3 = 1 lost: the car and Agnes stop at the location before it.
    failed = move(state, sedan, ScriptedDice([*d100(90, 4), 1]), locations=3).state
    assert failed.get(sedan).location == start + 1
    assert failed.get(agnes).location == failed.get(sedan).location


def test_a_delay_longer_than_the_actions_left_carries_into_the_next_round_and_says_so():
    """Seed 000: a failed hazard costs 1D3 movement actions. Before: with 1 action left and 3 lost, the log said
    "held up for 3" and only 1 was lost; now the other 2 come off the next round's actions."""
    state = begun(on_foot("Harriet", FLEEING, mov=8, dex=65), on_foot("Ghoul", PURSUING, mov=10, dex=65))
    ghoul = key_of(state, "Ghoul")
    assert state.get(ghoul).actions == 3  # 1 + (10 - 8)
    ahead = state.get(ghoul).location + 1
    state = set_location(state, ahead, Location(Difficulty.REGULAR)).state
    # The first action reaches the hazard and fails it (90 against 50): 1D3 = 3 lost, 2 of them this round.
    failed = move(state, ghoul, ScriptedDice([*d100(90), 3]))
    assert failed.state.get(ghoul).actions == 0 and failed.state.get(ghoul).delay == 1
    assert "held up for 3 movement actions: 2 this round, all that was left; 1 comes off the rounds to come" in (
        failed.text
    )
    later = next_round(failed.state)
    assert later.state.get(ghoul).actions == 3 - 1 and later.state.get(ghoul).delay == 0
    assert "Ghoul (2, 1 lost to the hazard)" in later.text
    # Held up for no more than it has left: nothing carries.
    fresh = move(state, ghoul, ScriptedDice([*d100(90), 2]))
    assert fresh.state.get(ghoul).actions == 0 and fresh.state.get(ghoul).delay == 0
    assert "held up for 2 movement actions" in fresh.text and "next round" not in fresh.text


CLUB = Weapon("Club", "Fighting (Brawl)", "1D8", False)


def test_a_blow_in_a_chase_is_regular_combat_the_target_fights_back_with_its_chosen_weapon():
    """Seed 000: attacks in a chase are resolved as regular combat, so the target may fight back (Fighting against
    Fighting: the better level wins and deals damage, a draw goes to the attacker) as well as dodge. Before: the
    target always dodged."""
    cop = replace(
        on_foot("Cop", PURSUING),
        fighter=replace(person(0, "Cop"), weapons=(KNIFE, CLUB), skills=(("Fighting (Brawl)", 60), ("Dodge", 30))),
    )
    state = begun(on_foot("Amy", FLEEING), cop)
    amy, cop = key_of(state, "Amy"), key_of(state, "Cop")
    state = state.with_runner(replace(state.get(cop), location=state.get(amy).location))
    # Amy's knife (Brawl base 25) rolls 20, a Regular success; the cop fights back with his club (Brawl 60) and
    # rolls 20, a Hard success: he wins and deals the club's 1D8 = 5 to her.
    back = attack(
        state,
        amy,
        cop,
        ScriptedDice([*d100(20), *d100(20), 5]),
        weapon=KNIFE.name,
        defence=Defence.FIGHT_BACK,
        defender_weapon=CLUB.name,
    )
    assert "Cop fights back with Club" in back.text and "defender wins" in back.text
    assert back.state.get(amy).fighter.hp == 12 - 5 and back.state.get(cop).fighter.hp == 12
    assert back.state.get(amy).actions == state.get(amy).actions - 1  # a blow costs a movement action
    # A draw (both Regular: 20 vs 25, 50 vs 60) goes to the attacker when the target fights back: the knife's
    # 1D4 = 3 lands on him.
    draw = attack(
        state,
        amy,
        cop,
        ScriptedDice([*d100(20), *d100(50), 3]),
        weapon=KNIFE.name,
        defence=Defence.FIGHT_BACK,
        defender_weapon=CLUB.name,
    )
    assert "attacker wins" in draw.text and draw.state.get(cop).fighter.hp == 12 - 3
    # ... and to the dodger when he dodges (Dodge 30: 25, Regular): dodged, nobody hurt.
    dodged = attack(state, amy, cop, ScriptedDice([*d100(20), *d100(25)]), weapon=KNIFE.name, defence=Defence.DODGE)
    assert "dodged" in dodged.text and dodged.state.get(cop).fighter.hp == 12
    with pytest.raises(ValueError, match="cannot fight back with Handgun"):
        attack(
            state,
            cop,
            amy,
            ScriptedDice([]),
            weapon=CLUB.name,
            defence=Defence.FIGHT_BACK,
            defender_weapon=REVOLVER.name,
        )


def test_shots_at_tyres_follow_the_firearms_rules_range_rate_ammunition_malfunction():
    """Seed 000: a firearm's difficulty is set by range (Regular within base range, Hard to twice it, Extreme to four
    times), a handgun firing 2+ shots takes a penalty die on each, a roll at the malfunction number jams it, and its
    rounds are spent. Before: a shot at a tyre hit at any range, any number of times, from an empty or jammed gun."""
    state = begun(car("Sedan", PURSUING), car("Van", FLEEING, mov=13, build=6))
    sedan, van = key_of(state, "Sedan"), key_of(state, "Van")
    # 20 yards is long range for the .38 (base 15): Hard. 40 (tens 2, 3, 4 with two penalty dice: the tyre and the
    # moving car) passes the Regular 50 but not the Hard 25: a miss.
    far = shoot_tyre(state, sedan, van, ScriptedDice([*d100(20, 3, 4)]), weapon=REVOLVER.name, distance=20)
    assert "20 yards: Hard" in far.text and "miss" in far.text and far.state.get(van).build == 6
    # Beyond four times base range (60 yards) there is no shot at all.
    with pytest.raises(ValueError, match="out of Handgun"):
        shoot_tyre(state, sedan, van, ScriptedDice([]), weapon=REVOLVER.name, distance=61)
    # Three shots (the revolver's '1 (3)'), held still: the tyre's die and the several-shots die; each shot spends a
    # round. 20 hits (1D10 = 5, 2 through armour 3: a tyre bursts); 70 misses; 20 hits again (1D10 = 4: holds).
    volley = shoot_tyre(
        state,
        sedan,
        van,
        ScriptedDice([*d100(20, 1, 1), 5, *d100(70, 1, 1), *d100(20, 1, 1), 4]),
        weapon=REVOLVER.name,
        shots=3,
        steady=True,
    )
    assert "2 penalty dice [a tyre, several handgun shots]" in volley.text
    assert volley.state.get(van).tyres_lost == 1 and volley.state.get(van).build == 5
    assert volley.state.get(sedan).fighter.rounds_loaded(REVOLVER) == 6 - 3
    assert volley.state.get(sedan).actions == state.get(sedan).actions - 1  # holding still
    with pytest.raises(ValueError, match="fires 1 to 3 shots"):
        shoot_tyre(state, sedan, van, ScriptedDice([]), weapon=REVOLVER.name, shots=4)
    low = state.with_runner(replace(state.get(sedan), fighter=state.get(sedan).fighter.with_loaded(REVOLVER, 1)))
    with pytest.raises(ValueError, match="1 round loaded: reload first"):
        shoot_tyre(low, sedan, van, ScriptedDice([]), weapon=REVOLVER.name, shots=2)
    # 100 is at the revolver's malfunction number: it does not fire, and jams.
    jammed = shoot_tyre(state, sedan, van, ScriptedDice([*d100(100, 9, 9)]), weapon=REVOLVER.name)
    assert "malfunction (100+)" in jammed.text and jammed.state.get(sedan).fighter.rounds_loaded(REVOLVER) == 6
    with pytest.raises(ValueError, match="jammed: clear it first"):
        shoot_tyre(jammed.state, sedan, van, ScriptedDice([]), weapon=REVOLVER.name)


def test_ones_own_vehicle_is_no_target_for_its_tyres():
    """Before: a passenger could shoot out the tyres of the car carrying them (the menu listed it)."""
    state = ChaseState("Passengers")
    for runner in (car("Sedan", PURSUING), on_foot("Agnes", PURSUING), car("Van", FLEEING, mov=13, build=6)):
        state = add_runner(state, runner).state
    sedan, agnes, van = (key_of(state, n) for n in ("Sedan", "Agnes", "Van"))
    state = cut_to_the_chase(board(state, agnes, sedan).state, 12).state
    for shooter in (agnes, sedan):
        with pytest.raises(ValueError, match="own vehicle"):
            shoot_tyre(state, shooter, sedan, ScriptedDice([]), weapon=REVOLVER.name)
    assert (
        shoot_tyre(state, agnes, van, ScriptedDice([*d100(20, 3, 4), 5]), weapon=REVOLVER.name, distance=10)
        .state.get(van)
        .tyres_lost
        == 1
    )


def test_a_named_obstacle_calls_for_the_skill_chosen_when_it_was_drawn_and_the_log_shows_notes():
    """Before: every hazard was rolled on the runner's DEX whatever it was, a location had no name the players could
    see, and a location's note never reached the log."""
    climber = replace(on_foot("Amy", FLEEING), fighter=replace(person(0, "Amy"), skills=(("Climb", 70),)))
    state = begun(climber, on_foot("Cop", PURSUING))
    amy, cop = key_of(state, "Amy"), key_of(state, "Cop")
    ahead = state.get(amy).location + 1
    fence = Location(Difficulty.REGULAR, note="the boards are rotten", name="fence", skill="Climb")
    drawn = set_location(state, ahead, fence)
    assert drawn.what == f"location {ahead}: fence: Climb (Regular hazard)" and "the boards are rotten" in drawn.text
    state = drawn.state
    # 60 fails her DEX-based 50 but passes her Climb 70; the log names the fence and the Keeper's note.
    over = move(state, amy, ScriptedDice(d100(60)))
    assert over.state.get(amy).location == ahead
    assert "fence: Climb (Regular hazard) (note: the boards are rotten): Climb 70: 60 vs 70" in over.text
    # The cop has no Climb on his sheet: its base, 20 (60 fails; 1D3 = 1).
    behind = state.with_runner(replace(state.get(cop), location=ahead - 1))
    assert "Climb 20: 60 vs 20" in move(behind, cop, ScriptedDice([*d100(60), 1])).text
    # A car meets it with its driving skill; a monster lacking the skill rolls its aptitude stand-in (DEX).
    ghoul = replace(
        on_foot("Ghoul", PURSUING),
        move_skill=65,
        fighter=replace(person(0, "Ghoul", side=Side.OPPONENTS), listed_attacks=True),
    )
    monsters = begun(climber, ghoul)
    g = key_of(monsters, "Ghoul")
    monsters = set_location(monsters, monsters.get(g).location + 1, fence).state
    assert "Climb (its aptitude) 65: 60 vs 65" in move(monsters, g, ScriptedDice(d100(60))).text
    cars = set_location(begun(car("Sedan", PURSUING), car("Van", FLEEING, mov=13, build=6)), 1, fence).state
    sedan = key_of(cars, "Sedan")
    cars = cars.with_runner(replace(cars.get(sedan), location=0))
    assert "Regular hazard) (note: the boards are rotten): 60 vs 60" in move(cars, sedan, ScriptedDice(d100(60))).text
    # A barrier with its skill; an open place's note is told when someone reaches it.
    wall = set_location(state, ahead, Location(barrier_hp=25, name="garden wall", skill="Jump")).state
    assert "garden wall: Jump (barrier (25 HP)): Jump 15 vs 20" in pass_barrier(wall, amy, ScriptedDice(d100(15))).text
    noted = set_location(state, ahead, Location(note="a dog barks behind the gate")).state
    assert f"location {ahead}, open (note: a dog barks behind the gate)" in move(noted, amy, ScriptedDice([])).text
    with pytest.raises(ValueError, match="The obstacle's skill: there is no skill called 'Parkour'"):
        set_location(state, ahead, Location(Difficulty.HARD, name="roofs", skill="Parkour"))
    with pytest.raises(ValueError, match="The obstacle's name must be one line"):
        set_location(state, ahead, Location(Difficulty.HARD, name="roofs\nand gutters"))


def test_whose_move_it_is_goes_down_the_dex_order_and_ending_a_move_passes_it_on():
    """Seed 000: determine DEX order. Before: nothing said whose move it was."""
    state = begun(
        on_foot("Amy", FLEEING, mov=9, dex=70), on_foot("Bob", FLEEING, dex=40), on_foot("Cop", PURSUING, mov=9, dex=55)
    )
    amy, bob, cop = key_of(state, "Amy"), key_of(state, "Bob"), key_of(state, "Cop")
    assert state.whose_move.key == amy  # DEX 70 first
    state = move(state, amy, ScriptedDice([])).state
    assert state.whose_move.key == amy  # one of her two actions left
    state = move(state, amy, ScriptedDice([])).state
    assert state.whose_move.key == cop  # hers spent: DEX 55 next
    ended = end_move(state, cop)
    assert ended.state.get(cop).actions == 0 and ended.state.whose_move.key == bob
    assert "2 movement actions unused" in ended.text and "next in DEX order: Bob" in ended.text
    done = end_move(ended.state, bob)
    assert done.state.whose_move is None and "everyone has moved" in done.text
    assert next_round(done.state).state.whose_move.key == amy


def test_a_fight_at_a_location_takes_in_both_sides_and_gives_them_back_as_it_left_them():
    state = ChaseState("Passengers")
    for runner in (
        car("Sedan", PURSUING),
        on_foot("Agnes", PURSUING),
        car("Van", FLEEING, mov=13, build=6),
        on_foot("Bob", FLEEING),
    ):
        state = add_runner(state, runner).state
    sedan, agnes, van, bob = (key_of(state, n) for n in ("Sedan", "Agnes", "Van", "Bob"))
    state = cut_to_the_chase(board(state, agnes, sedan).state, 12).state
    at = state.get(van).location
    with pytest.raises(ValueError, match="needs someone fleeing and someone pursuing there, not only Van"):
        fighters_at(state, at)
    state = state.with_location(sedan, at)  # the car draws level: Agnes with it
    assert {r.name for r in fighters_at(state, at)} == {"Sedan", "Agnes", "Van"}
    away = send_to_fight(state, at, {sedan: 1, agnes: 2, van: 3}).state
    for refused in (
        lambda s: move(s, van, ScriptedDice([])),
        lambda s: attack(s, bob, agnes, ScriptedDice([]), weapon=REVOLVER.name),
        lambda s: hurt(s, agnes, "1D6", ScriptedDice([3])),
    ):
        with pytest.raises(ValueError, match="in a fight at location"):
            refused(away)
    assert away.whose_move.key == bob  # those fighting have no move in the chase
    # The fight ends: Agnes down to 4 HP, unconscious, still aiming and held (those stay in the fight); the van's
    # driver was taken out of the fight by the Keeper and comes back as he was.
    hurt_agnes = replace(
        away.get(agnes).fighter,
        key=2,
        hp=4,
        conditions=frozenset({Condition.UNCONSCIOUS, Condition.AIMING, Condition.HELD}),
        held_by=1,
        attacks_made=1,
    )
    back = back_from_fight(away, {sedan: replace(away.get(sedan).fighter, key=1), agnes: hurt_agnes, van: None})
    after = back.state
    assert all(not r.in_fight for r in after.runners) and after.get(agnes).location == at
    assert after.get(agnes).fighter.hp == 4 and after.get(agnes).fighter.conditions == {Condition.UNCONSCIOUS}
    assert after.get(agnes).fighter.key == away.get(agnes).fighter.key and after.get(agnes).fighter.held_by is None
    assert "Agnes is back in the chase at location" in back.text and "HP 4 / 12, unconscious" in back.text
    assert "Van is back in the chase as they were" in back.text and after.get(van).fighter.hp == 12
    with pytest.raises(ValueError, match="nobody in this chase is away"):
        back_from_fight(after, {})


def test_a_jammed_or_emptied_gun_is_cleared_and_reloaded_by_the_combat_rules():
    """With malfunctions and rounds spent in a chase, a gun needs clearing and reloading: a movement action for a
    driver, free for a passenger (the car carries them)."""
    state = ChaseState("Passengers")
    for runner in (car("Sedan", PURSUING), on_foot("Agnes", PURSUING), car("Van", FLEEING, mov=13, build=6)):
        state = add_runner(state, runner).state
    sedan, agnes, van = (key_of(state, n) for n in ("Sedan", "Agnes", "Van"))
    state = cut_to_the_chase(board(state, agnes, sedan).state, 12).state
    jammed = shoot_tyre(state, sedan, van, ScriptedDice([*d100(100, 9, 9)]), weapon=REVOLVER.name).state
    cleared = clear_jam(jammed, sedan).state
    assert Condition.JAMMED not in cleared.get(sedan).fighter.conditions
    assert cleared.get(sedan).actions == state.get(sedan).actions - 1
    with pytest.raises(ValueError, match="not jammed"):
        clear_jam(cleared, sedan)
    emptied = state.with_runner(replace(state.get(agnes), fighter=state.get(agnes).fighter.with_loaded(REVOLVER, 1)))
    loaded = reload(emptied, agnes, REVOLVER.name)
    assert loaded.state.get(agnes).fighter.rounds_loaded(REVOLVER) == 3 and "1 → 3 rounds" in loaded.text
    assert loaded.state.get(sedan).actions == state.get(sedan).actions  # the passenger's hands are free
    with pytest.raises(ValueError, match="fully loaded"):
        reload(state, agnes, REVOLVER.name)
