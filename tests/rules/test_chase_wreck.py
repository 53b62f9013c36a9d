"""A wreck's fate is rolled once: the thrown clear are out of the vehicle on foot, the caught stay in it for the
Keeper; and the dead in a chase take no more harm (seed 000: "Those who are fortunate get thrown free, though it is
recommended they take at least 2D10 damage")."""

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.chase import choices
from desktop.rules.chase.boarding import alight, board
from desktop.rules.chase.chase_state import CODEC, FLEEING, PURSUING, ChaseState, Runner
from desktop.rules.chase.setup import add_runner, cut_to_the_chase
from desktop.rules.chase.vehicles import collide, crash, hurt, hurt_refusal, wreck_fate, wreck_refusal
from desktop.rules.combat.fight import Combatant, Side
from desktop.rules.scene import Condition, dead_refusal


def d100(value):
    return [value % 10 + 1, (value // 10) % 10 + 1]


def person(name, hp=12):
    return Combatant(0, name, Side.INVESTIGATORS, max_hp=hp, hp=hp, con=50, luck=50)


def car(name, side, build=5, mov=14):
    return Runner(0, name, side, 60, mov, 60, 60, vehicle="Car, standard", build=build, armour=2, fighter=person(name))


def on_foot(name, side, hp=12):
    return Runner(0, name, side, 50, 8, 50, 50, fighter=person(name, hp))


def wrecked_car() -> tuple[ChaseState, int, int]:
    """Walt drives a car with Harriet in it, a van after them; road kill wrecks the car."""
    state = ChaseState("Wreck")
    for runner in (car("Walt", FLEEING), on_foot("Harriet", FLEEING), car("Van", PURSUING, mov=15, build=6)):
        state = add_runner(state, runner).state
    walt, harriet = (next(r.key for r in state.runners if r.name == n) for n in ("Walt", "Harriet"))
    state = cut_to_the_chase(board(state, harriet, walt).state, 12).state
    state = collide(state, walt, "Road kill", ScriptedDice([10, 10, 10, 10, 10])).state
    assert state.get(walt).condition == Condition.WRECKED
    return state, walt, harriet


def test_both_thrown_clear_are_on_foot_where_the_wreck_is_and_its_fate_is_not_rolled_again():
    state, walt, harriet = wrecked_car()
    at = state.get(walt).location
    # Luck 50: Walt 30, thrown clear, 2D10 = 3 + 2; Harriet 20, thrown clear, 2D10 = 4 + 4.
    fate = wreck_fate(state, walt, ScriptedDice([*d100(30), 3, 2, *d100(20), 4, 4, *d100(10)]))
    after = fate.state
    walt_now, harriet_now = after.get(walt), after.get(harriet)
    assert not walt_now.in_vehicle and walt_now.condition is None and walt_now.location == at
    assert harriet_now.aboard == 0 and harriet_now.location == at
    assert walt_now.fighter.hp == 12 - 5 and harriet_now.fighter.hp == 12 - 8
    assert after.passengers(walt) == []
    refused = wreck_refusal(after, walt)
    assert refused.startswith("the wreck's fate was rolled")
    with pytest.raises(ValueError, match="the wreck's fate was rolled"):
        wreck_fate(after, walt, ScriptedDice([*d100(30), 3, 2, *d100(20), 4, 4]))
    assert wreck_refusal(after, harriet).startswith("the wreck's fate was rolled")


def test_those_caught_stay_in_the_wreck_for_the_keeper_and_its_fate_is_rolled_once():
    state, walt, harriet = wrecked_car()
    # Walt 80: caught; Harriet 20: thrown clear, 2D10 = 4 + 4.
    after = wreck_fate(state, walt, ScriptedDice([*d100(80), *d100(20), 4, 4, *d100(10)])).state
    assert after.get(walt).in_vehicle and after.get(walt).condition == Condition.WRECKED
    assert after.get(harriet).aboard == 0 and after.get(harriet).fighter.hp == 4
    refused = wreck_refusal(after, walt)
    assert refused.startswith("the wreck's fate was rolled") and "Walt" in refused
    with pytest.raises(ValueError, match="the wreck's fate was rolled"):
        wreck_fate(after, walt, ScriptedDice([*d100(10), 1, 1]))


def test_a_driver_thrown_clear_leaves_a_caught_passenger_in_the_wreck():
    state, walt, harriet = wrecked_car()
    # Walt 30: thrown clear, 2D10 = 1 + 1; Harriet 90: caught.
    after = wreck_fate(state, walt, ScriptedDice([*d100(30), 1, 1, *d100(90)])).state
    assert not after.get(walt).in_vehicle and after.get(walt).fighter.hp == 10
    wreck = after.get(harriet)
    assert wreck.in_vehicle and wreck.condition == Condition.WRECKED and wreck.aboard == 0
    assert wreck.location == after.get(walt).location and after.get(harriet).fighter.hp == 12
    assert wreck_refusal(after, harriet).startswith("the wreck's fate was rolled")
    assert wreck_refusal(after, walt).startswith("the wreck's fate was rolled")


def test_the_dead_take_no_more_harm_and_gain_no_conditions_in_a_chase():
    state, walt, harriet = wrecked_car()
    # Harriet (12 HP) takes 2D10 = 10 + 10 thrown clear: more than her maximum, dead; Walt caught (80).
    after = wreck_fate(state, walt, ScriptedDice([*d100(80), *d100(20), 10, 10])).state
    dead = after.get(harriet).fighter
    assert Condition.DEAD in dead.conditions
    said = dead_refusal("Harriet", dead.conditions, "the dead take no more harm")
    with pytest.raises(ValueError, match=f"^{said}$"):
        hurt(after, harriet, "1D10", ScriptedDice([9]))
    assert hurt_refusal(after, harriet) == said
    assert choices.dead_refusal_for(after, harriet).startswith("Harriet is dead: ")
    assert choices.dead_refusal_for(after, walt) == ""


def test_a_crash_and_a_wreck_pass_over_the_dead_in_it():
    state = ChaseState("Crash")
    for runner in (car("Walt", FLEEING), on_foot("Harriet", FLEEING, hp=5), car("Van", PURSUING, mov=15, build=6)):
        state = add_runner(state, runner).state
    walt, harriet = (next(r.key for r in state.runners if r.name == n) for n in ("Walt", "Harriet"))
    state = cut_to_the_chase(board(state, harriet, walt).state, 12).state
    state = hurt(state, harriet, "11", ScriptedDice([])).state  # more than her maximum: dead
    killed = state.get(harriet).fighter
    assert Condition.DEAD in killed.conditions
    state = collide(state, walt, "Road kill", ScriptedDice([10, 10, 10, 10, 10])).state
    crashed = crash(state, walt, ScriptedDice([4]))
    assert crashed.state.get(harriet).fighter == killed and "Harriet is dead" in crashed.text
    fate = wreck_fate(state, walt, ScriptedDice([*d100(80)]))  # only Walt rolls: caught
    assert fate.state.get(harriet).fighter == killed and "Harriet is dead" in fate.text
    assert len(fate.checks) == 1


def test_the_dead_do_not_get_out_of_a_vehicle():
    state, walt, harriet = wrecked_car()
    after = wreck_fate(state, walt, ScriptedDice([*d100(80), *d100(90)])).state  # both caught
    after = hurt(after, harriet, "30", ScriptedDice([])).state
    with pytest.raises(ValueError, match="Harriet is dead"):
        alight(after, harriet, ScriptedDice([]))


def test_a_chase_of_version_3_reads_with_no_wreck_rolled():
    state, walt, harriet = wrecked_car()
    data = CODEC.encode(state)
    assert CODEC.version == 5  # 5: a participant hidden from the players' window
    for runner in data["runners"]:
        del runner["wreck"], runner["hidden"]
        if runner["fighter"] is not None:
            del runner["fighter"]["hidden"]
    upgraded = CODEC.decode(3, data)
    assert upgraded == state and wreck_refusal(upgraded, walt) == ""
