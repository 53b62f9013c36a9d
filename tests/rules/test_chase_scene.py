"""The chase scene's operations (the rules layer of the coming Chase tab) with seed 000's numbers."""

import pytest

from desktop.rules import Difficulty, ScriptedDice
from desktop.rules.chase.chase_state import FLEEING, PURSUING, ChaseState, Location, Runner
from desktop.rules.chase.moves import move, next_round
from desktop.rules.chase.setup import add_runner, cut_to_the_chase, random_locations, set_location, speed_rolls


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def chase():
    state = ChaseState("The docks")
    for runner in (
        Runner(0, "Harriet", FLEEING, dex=65, mov=8, speed_skill=60, move_skill=65),
        Runner(0, "Ghoul", PURSUING, dex=65, mov=9, speed_skill=65, move_skill=65),
        Runner(0, "Cultist", PURSUING, dex=45, mov=8, speed_skill=50, move_skill=45),
    ):
        state = add_runner(state, runner).state
    return state


def test_speed_rolls_then_placement_and_movement_actions():
    # Harriet: 10 vs 60, Extreme: MOV 9. Ghoul: 50 vs 65: 9 stays. Cultist: 70 vs 50 fails: MOV 7, slower than
    # Harriet's 9: he drops out.
    state = speed_rolls(chase(), ScriptedDice([*d100(10), *d100(50), *d100(70)])).state
    assert [r.mov for r in state.runners] == [10 - 1, 9, 7]
    begun = cut_to_the_chase(state)
    assert "Cultist is slower than the slowest quarry and drops out" in begun.text
    # The ghoul (the only pursuer left) at 0; Harriet 2 ahead of it. Both MOV 9: one movement action each.
    positions = {r.name: (r.location, r.actions) for r in begun.state.in_chase}
    assert positions == {"Ghoul": (0, 1), "Harriet": (2, 1)}
    with pytest.raises(ValueError, match="before the chase"):
        speed_rolls(begun.state, ScriptedDice([]))


def test_moving_through_a_hazard_with_care_and_a_barrier():
    state = cut_to_the_chase(chase()).state  # no speed rolls: Harriet 8, ghoul 9, cultist 8
    ghoul = next(r for r in state.runners if r.name == "Ghoul")
    assert ghoul.actions == 2 and ghoul.location == 1  # 1 + (9 - 8); a point of MOV ahead of the cultist
    ahead = ghoul.location + 1
    state = set_location(state, ahead, Location(Difficulty.HARD)).state
    # One action spent on care buys a bonus die: tens 7 and 2, units 0: 20, within Hard (32).
    crossed = move(state, ghoul.key, ScriptedDice([1, 8, 3]), cautious=1)
    assert crossed.state.get(ghoul.key).location == ahead and crossed.state.get(ghoul.key).actions == 0
    assert "1 bonus die for care" in crossed.text
    # A failure: held up for 1D3 = 2 actions, and no step forward.
    failed = move(state, ghoul.key, ScriptedDice([*d100(90), 2]))
    assert failed.state.get(ghoul.key).location == ghoul.location and failed.state.get(ghoul.key).actions == 0
    walled = set_location(state, ahead, Location(barrier_hp=25)).state
    with pytest.raises(ValueError, match="barrier"):
        move(walled, ghoul.key, ScriptedDice([]))
    with pytest.raises(ValueError, match="0 to 2"):
        move(state, ghoul.key, ScriptedDice([]), cautious=3)


def test_random_locations_and_rounds():
    state = cut_to_the_chase(chase(), locations=4).state
    grown = random_locations(state, 3, ScriptedDice([*d100(30), *d100(70), *d100(97)]))
    assert [loc.hazard for loc in grown.state.locations[-3:]] == [None, Difficulty.REGULAR, Difficulty.EXTREME]
    later = next_round(grown.state)
    assert later.state.round == 2 and "DEX order, movement actions: Harriet (1), Ghoul (2), Cultist (1)" in later.text
