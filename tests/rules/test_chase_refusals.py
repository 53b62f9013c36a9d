"""Who may do what in a chase, as the rules say it (a menu greys what they refuse), a barrier once broken down,
passengers only of their own side's vehicles, shots whose distance follows the locations between shooter and
target, and a vehicle's armour carried into a fight by its name (QA pass 3, items 6, 8, 11, 12, 13)."""

from dataclasses import replace

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.chase.boarding import BREAK_BARRIER, END_MOVE, MOVE, PASS_BARRIER, add_passenger, board, refusal
from desktop.rules.chase.chase_state import FLEEING, PURSUING, ChaseState, Location
from desktop.rules.chase.fighting import shoot_tyre, yards_between
from desktop.rules.chase.moves import move
from desktop.rules.chase.setup import add_runner
from desktop.rules.chase.to_fight import into_fight
from desktop.rules.chase.vehicles import break_barrier
from tests.rules.test_chase_play import REVOLVER, begun, car, d100, key_of, on_foot


def test_a_barrier_broken_down_is_open_ground_that_keeps_its_name_and_is_offered_no_more():
    """Before: the door that gave way still read "Strong external door" on both maps and Break Down was offered."""
    state = begun(car("Sedan", PURSUING), car("Van", FLEEING, mov=13))
    sedan = key_of(state, "Sedan")
    ahead = state.get(sedan).location + 1
    state = replace(
        state,
        locations=tuple(
            Location(barrier_hp=15, name="Strong external door") if i == ahead else p
            for i, p in enumerate(state.locations)
        ),
    )
    assert refusal(state, sedan, BREAK_BARRIER) == ""
    assert "bars location" in refusal(state, sedan, MOVE)
    broken = break_barrier(state, sedan, ScriptedDice([10] * 5)).state  # 5D10 = 50 against 15 HP: it gives way
    place = broken.locations[ahead]
    assert place.barrier_hp == 0 and place.broken and place.describe == "Strong external door (broken down)"
    assert refusal(broken, sedan, BREAK_BARRIER) == "there is no barrier just ahead of Sedan"
    assert refusal(broken, sedan, PASS_BARRIER).startswith("there is no barrier")
    assert refusal(broken, sedan, MOVE) == ""
    assert move(broken, sedan, ScriptedDice([])).state.get(sedan).location == ahead
    # On foot, a barrier struck down to 0 HP is broken down too; one drawn again over it is whole.
    walker = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING, mov=9))
    cop = key_of(walker, "Cop")
    door = walker.get(cop).location + 1
    walker = replace(
        walker,
        locations=tuple(
            Location(barrier_hp=5, name="fence") if i == door else p for i, p in enumerate(walker.locations)
        ),
    )
    kicked = break_barrier(walker, cop, ScriptedDice([3, 2]), "2D3").state
    assert kicked.locations[door].broken and kicked.locations[door].barrier_hp == 0


def test_a_passenger_may_do_none_of_the_driving_and_the_rules_say_why():
    """Before: a passenger's menu offered Move, Move with care, Break Down and Roll Another Skill, all refused."""
    state = ChaseState("Car chase")
    for runner in (car("Walt", FLEEING, mov=13), on_foot("Harriet", FLEEING), car("Pike", PURSUING)):
        state = add_runner(state, runner).state
    walt, harriet, pike = key_of(state, "Walt"), key_of(state, "Harriet"), key_of(state, "Pike")
    assert refusal(state, walt, MOVE) == "cut to the chase first"
    state = board(state, harriet, walt).state
    from desktop.rules.chase.setup import cut_to_the_chase

    state = cut_to_the_chase(state).state
    for action in (MOVE, BREAK_BARRIER, PASS_BARRIER, END_MOVE):
        assert refusal(state, harriet, action) == (
            "Harriet is a passenger in the car Walt drives: move the car instead"
        ), action
    assert refusal(state, walt, MOVE) == "" and refusal(state, pike, END_MOVE) == ""
    left = state.get(pike).actions
    assert refusal(state, pike, MOVE, left + 1) == f"Pike has {left} movement action{'s' * (left != 1)} left"


def test_nobody_boards_the_other_sides_vehicle_and_a_passenger_joins_on_the_vehicles_side():
    """Before: "Ride in" offered the pursuing ghoul the fleeing car (and boarding turned him to their side)."""
    state = ChaseState("Car chase")
    for runner in (car("Walt", FLEEING, mov=13), car("Pike", PURSUING), on_foot("Ghoul", PURSUING)):
        state = add_runner(state, runner).state
    walt, pike, ghoul = key_of(state, "Walt"), key_of(state, "Pike"), key_of(state, "Ghoul")
    with pytest.raises(
        ValueError, match="Ghoul is pursuing and the car Walt drives is fleeing: a passenger rides with their own side"
    ):
        board(state, ghoul, walt)
    assert board(state, ghoul, pike).state.get(ghoul).aboard == pike
    # The Add form's passenger: on the vehicle's side, whatever side the form said; mid-chase, where the vehicle is.
    added = add_passenger(state, on_foot("Harriet", PURSUING), walt)
    harriet = added.state.runners[-1]
    assert (harriet.name, harriet.side, harriet.aboard) == ("Harriet", FLEEING, walt)
    assert added.what == "Harriet joins the chase, fleeing as a passenger in the car Walt drives"
    from desktop.rules.chase.setup import cut_to_the_chase

    running = cut_to_the_chase(state).state
    joined = add_passenger(running, on_foot("Harriet", FLEEING), walt).state
    newcomer = joined.runners[-1]
    assert newcomer.location == running.get(walt).location and newcomer.aboard == walt and newcomer.actions == 0
    with pytest.raises(ValueError, match="Passenger of: Ghoul is not driving a vehicle"):
        add_passenger(running, on_foot("Harriet", PURSUING), ghoul)


def test_a_tyre_shot_takes_its_distance_from_the_locations_between_them():
    """Before: "...at Sheriff Amos Pike (Car, standard)'s tyres, 10 yards" while he was three locations behind."""
    state = begun(car("Sedan", PURSUING), car("Van", FLEEING, mov=13))
    sedan, van = key_of(state, "Sedan"), key_of(state, "Van")
    apart = state.get(van).location - state.get(sedan).location
    assert apart == 2 and yards_between(state, sedan, van) == 20 == yards_between(state, van, sedan)
    shot = shoot_tyre(state, van, sedan, ScriptedDice([*d100(20, 3, 4)]), weapon=REVOLVER.name)
    assert "tyres, 20 yards (2 locations apart): Hard" in shot.text  # a revolver's 15 yards: 20 is long range
    side_by_side = state.with_location(sedan, state.get(van).location)
    assert yards_between(side_by_side, sedan, van) == 5
    close = shoot_tyre(side_by_side, van, sedan, ScriptedDice([*d100(20, 3, 4), 5]), weapon=REVOLVER.name)
    assert "5 yards (at the same location): Regular" in close.text
    typed = shoot_tyre(state, van, sedan, ScriptedDice([*d100(20, 3, 4), 5]), weapon=REVOLVER.name, distance=10)
    assert "10 yards: Regular" in typed.text  # one the Keeper types stands


def test_a_vehicles_armour_goes_into_a_fight_by_its_name_against_those_outside_it():
    """Before: it came as a bare 2, which the Combat tab's picker called "WWI helmet (2)". Seed 000: armour for
    people is against external attacks — an opponent fighting from another vehicle or on foot is outside it."""
    state = ChaseState("Car chase")
    for runner in (car("Walt", FLEEING, mov=13), on_foot("Harriet", FLEEING), car("Pike", PURSUING)):
        state = add_runner(state, runner).state
    walt, harriet, pike = key_of(state, "Walt"), key_of(state, "Harriet"), key_of(state, "Pike")
    state = board(state, harriet, walt).state
    fighter, line = into_fight(state, state.get(harriet))
    assert (fighter.armour, fighter.armour_from) == (2, "Walt's car")
    assert "stands against attacks from outside it" in line
    # An opponent inside the same car (as an old file may hold): the car's armour does not stand between them.
    inside = replace(
        state,
        runners=tuple(replace(r, aboard=walt, vehicle="", armour=0) if r.key == pike else r for r in state.runners),
    )
    fighter, line = into_fight(inside, inside.get(harriet))
    assert fighter.armour == 0 and fighter.armour_from == ""
    assert line == (
        "Harriet fights from the car Walt drives with Pike inside it: its armour 2 does not stand between them"
    )


def test_what_the_menu_offers_to_board_shoot_at_and_navigate_comes_from_the_rules():
    """Who may get into which vehicle, whose tyres one may shoot with which weapon, and who navigates: the same
    answers `board` and `shoot_tyre` give, not a list the menu made up."""
    from desktop.rules.chase.boarding import navigators, rides_for
    from desktop.rules.chase.fighting import tyre_targets
    from desktop.rules.chase.setup import cut_to_the_chase

    state = ChaseState("Car chase")
    for runner in (
        car("Walt", FLEEING, mov=13),
        on_foot("Harriet", FLEEING),
        on_foot("Mae", FLEEING),
        car("Pike", PURSUING),
        on_foot("Deputy", PURSUING),
    ):
        state = add_runner(state, runner).state
    walt, harriet, mae, pike, deputy = (key_of(state, n) for n in ("Walt", "Harriet", "Mae", "Pike", "Deputy"))
    assert [v.name for v in rides_for(state, harriet)] == ["Walt"]  # not the pursuers' car
    assert [v.name for v in rides_for(state, deputy)] == ["Pike"]
    assert rides_for(state, walt) == []  # a driver switches to on foot first
    state = board(state, harriet, walt).state
    assert [(r.name, skill) for r, skill in navigators(state, walt)] == [("Harriet", 25)]
    state = cut_to_the_chase(state, 12).state
    side_by_side = state.get(mae).location == state.get(walt).location  # once it runs, only a car at her location
    assert rides_for(state, mae) == ([state.get(walt)] if side_by_side else [])
    assert rides_for(state.with_location(mae, state.get(walt).location), mae) == [state.get(walt)]
    armed = replace(state.get(pike), fighter=replace(state.get(pike).fighter, weapons=(REVOLVER,)))
    state = state.with_runner(armed)
    targets, weapons = tyre_targets(state, pike)
    assert [t.name for t in targets] == ["Walt"] and weapons == [REVOLVER]  # not his own car; the .38 impales
    assert tyre_targets(state, harriet)[0] == [state.get(pike)]  # a passenger shoots at others, not her own ride
    with pytest.raises(ValueError, match="own vehicle"):  # what the menu leaves out, shoot_tyre refuses
        shoot_tyre(state, harriet, walt, ScriptedDice([]), weapon=REVOLVER.name)


def test_nobody_runs_back_the_way_they_came():
    """Seed 000: a chase runs one way. A token dragged back is refused by the rules, not only by the map."""
    from desktop.rules.chase.moves import advance

    state = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING, mov=9))
    cop = key_of(state, "Cop")
    with pytest.raises(ValueError, match="everyone in a chase runs the same way"):
        advance(state, cop, -1, ScriptedDice([]))
