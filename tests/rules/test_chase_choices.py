"""What one chase participant may do or suffer now, as the chase rules answer it for the Chase tab's menus and Add
form (issue 21: no rule inside a view). Refactor: these answers were written in the view; the tests quote the seed's
rules (000: chases, pedal to the metal, cautious approach, tyres, switching, wrecks) and pin the app's own choices."""

from dataclasses import replace

import pytest

from desktop.rules.chase import choices
from desktop.rules.chase.boarding import add_passenger, board, seats
from desktop.rules.chase.chase_state import FLEEING, OUT_REASONS, PURSUING, ChaseState
from desktop.rules.chase.movement import vehicle_tables
from desktop.rules.chase.moves import split, turn_to
from desktop.rules.chase.setup import add_runner, join_place
from desktop.rules.chase.vehicles import crash_refusal, newly_wrecked, wreck_refusal
from desktop.rules.combat.fight import JAMMED
from tests.rules.test_chase_play import KNIFE, REVOLVER, begun, car, key_of, on_foot


def test_pedal_to_the_metal_is_a_drivers_two_to_five_locations_with_one_or_two_penalty_dice():
    """Seed: "A driver can elect to move 2 or 3 locations with one movement action. Any hazards encountered have one
    penalty die ... 4 or 5 locations ... two penalty dice"."""
    state = begun(car("Walt", FLEEING), on_foot("Cop", PURSUING))
    assert choices.pedal_choices(state, key_of(state, "Walt")) == [(2, 1), (3, 1), (4, 2), (5, 2)]
    assert choices.pedal_choices(state, key_of(state, "Cop")) == []  # on foot: no pedal


def test_moving_with_care_buys_one_or_two_bonus_dice_for_as_many_movement_actions_more():
    """Seed: "1 or 2 movement actions may be spent to buy 1 or 2 bonus dice for the skill roll to negotiate a hazard"
    — refused, with the rules' reason, when the actions are not there."""
    state = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    amy = key_of(state, "Amy")
    state = state.with_runner(replace(state.get(amy), actions=2))
    assert choices.care_choices(state, amy) == [(1, ""), (2, "Amy has 2 movement actions left")]


def test_a_participant_away_in_a_fight_is_in_the_chase_but_not_free_to_act_in_it():
    state = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    amy, cop = key_of(state, "Amy"), key_of(state, "Cop")
    state = state.with_runner(replace(state.get(cop), in_fight=7))
    assert choices.standing(state, amy) == choices.Standing(True, True, None)
    assert choices.standing(state, cop) == choices.Standing(True, False, state.get(cop).location)
    assert choices.standing(replace(state, round=0), amy).running is False  # the set-up: nothing runs yet
    out = state.with_runner(replace(state.get(amy), out="escaped"))
    assert choices.standing(out, amy) == choices.Standing(False, False, None)


def test_another_skill_at_a_hazard_is_for_those_on_foot_and_refused_only_when_moving_and_passing_both_are():
    state = begun(on_foot("Amy", FLEEING), car("Walt", PURSUING))
    amy = key_of(state, "Amy")
    assert [name for name, _ in choices.hazard_skills(state.get(amy))] == list(choices.HAZARD_SKILLS)
    assert dict(choices.hazard_skills(state.get(amy)))["Dodge"] == 30  # their own value, from the sheet
    assert choices.hazard_skills(state.get(key_of(state, "Walt"))) == []  # a vehicle meets it with its driving skill
    assert choices.other_skill_refusal(state, amy) == ""
    spent = state.with_runner(replace(state.get(amy), actions=0))
    assert choices.other_skill_refusal(spent, amy) == "Amy has no movement actions left"


def test_shots_at_tyres_are_an_impaling_firearms_at_the_other_vehicles_with_the_rate_of_fire_left_this_round():
    """Seed: tyres are "only damaged by impaling weapons". A .38 revolver fires "1 (3)": three shots a round, fewer
    once some are fired; none when away in a fight."""
    state = begun(on_foot("Amy", FLEEING), car("Walt", PURSUING), car("Pike", PURSUING))
    amy, walt, pike = key_of(state, "Amy"), key_of(state, "Walt"), key_of(state, "Pike")
    shots = choices.tyre_shots(state, amy)
    assert [(s.target.key, s.weapon, s.most) for s in shots] == [(walt, REVOLVER, 3), (pike, REVOLVER, 3)]
    assert KNIFE not in [s.weapon for s in shots]  # a knife is impaling but no firearm
    assert shots[0].yards == abs(state.get(amy).location - state.get(walt).location) * 10
    fired = state.with_runner(replace(state.get(amy), shots=2))
    assert {s.most for s in choices.tyre_shots(fired, amy)} == {1}
    assert [s.target.key for s in choices.tyre_shots(state, walt)] == [pike]  # never one's own vehicle
    away = state.with_runner(replace(state.get(amy), in_fight=3))
    assert choices.tyre_shots(away, amy) == []


def test_a_firearm_may_be_reloaded_only_when_it_holds_fewer_rounds_than_it_takes_and_a_jam_is_cleared():
    state = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    amy = state.get(key_of(state, "Amy"))
    assert choices.reloads(amy) == [(REVOLVER, 6, False)]
    emptied = replace(amy, fighter=amy.fighter.with_loaded(REVOLVER, 2))
    assert choices.reloads(emptied) == [(REVOLVER, 2, True)]
    assert not choices.jammed(amy)
    assert choices.jammed(replace(amy, fighter=replace(amy.fighter, conditions=(JAMMED,))))


def test_switching_is_to_on_foot_from_a_vehicle_or_to_any_other_vehicle_of_the_charts():
    """Seed: "Switching between being running and driving: Make a fresh speed roll"."""
    state = begun(on_foot("Amy", FLEEING), car("Walt", PURSUING))
    every = [v.name for v in vehicle_tables()[0]]
    assert choices.switches(state.get(key_of(state, "Amy"))) == every
    driving = choices.switches(state.get(key_of(state, "Walt")))
    assert driving[0] == "" and "Car, standard" not in driving and len(driving) == len(every)


def test_out_of_the_chase_offers_every_reason_but_the_one_they_are_out_for_and_back_in_once_out():
    state = begun(on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    amy = state.get(key_of(state, "Amy"))
    assert choices.out_choices(amy) == [*((r, True) for r in OUT_REASONS), ("", False)]
    caught = dict(choices.out_choices(replace(amy, out="caught")))
    assert caught["caught"] is False and caught["escaped"] is True and caught[""] is True


def test_a_latecomer_joins_where_the_lead_pursuer_is_or_two_ahead_of_it_when_fleeing_within_the_track():
    """The set-up places the slowest fleeing "2 ahead of the lead pursuer" (chase_setup); a latecomer is placed the
    same way unless the Keeper says otherwise."""
    state = begun(on_foot("Amy", FLEEING, mov=9), on_foot("Cop", PURSUING), on_foot("Dog", PURSUING, mov=7))
    lead = max(r.location for r in state.runners if r.side == PURSUING)
    assert join_place(state, PURSUING) == (lead, 11)
    assert join_place(state, FLEEING) == (lead + 2, 11)
    short = replace(state, locations=state.locations[: lead + 2])
    assert join_place(short, FLEEING) == (lead + 1, lead + 1)  # never past the end of the track
    nobody = state.with_runner(replace(state.get(key_of(state, "Cop")), out="dropped out"))
    nobody = nobody.with_runner(replace(nobody.get(key_of(nobody, "Dog")), out="dropped out"))
    assert join_place(nobody, PURSUING) == (0, 11) and join_place(nobody, FLEEING) == (2, 11)


def test_a_newcomer_may_ride_only_in_a_vehicle_still_driven_and_one_at_a_time():
    state = ChaseState("Car chase")
    for runner in (car("Walt", FLEEING), car("Pike", PURSUING), car("Biker", PURSUING), on_foot("Amy", FLEEING)):
        state = add_runner(state, runner).state
    walt, pike, biker, amy = (key_of(state, n) for n in ("Walt", "Pike", "Biker", "Amy"))
    state = board(state, amy, walt).state
    state = state.with_runner(replace(state.get(pike), condition="wrecked", build=0))
    state = state.with_runner(replace(state.get(biker), condition="undrivable", build=0))
    assert [v.key for v in seats(state)] == [walt]  # not a passenger's seat, a wreck or an undrivable one
    newcomer = on_foot("Harriet", PURSUING)
    with pytest.raises(ValueError, match="^Copies: a passenger gets into a vehicle one at a time$"):
        add_passenger(state, newcomer, walt, copies=3)
    rides = add_passenger(state, newcomer, walt).state
    assert rides.runners[-1].aboard == walt and rides.runners[-1].side == FLEEING  # on the car's side


def test_a_wreck_is_news_only_in_the_step_of_the_chase_in_front_that_wrecked_it():
    """Seed: a vehicle taking its full Build in one incident "is completely wrecked ... Luck rolls may be allowed":
    asked about at once, once. Turning to a chase that holds an old wreck, or closing one, wrecks nothing."""
    state = begun(car("Walt", FLEEING), car("Pike", PURSUING), on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    walt, pike = key_of(state, "Walt"), key_of(state, "Pike")
    wrecked = state.with_runner(replace(state.get(walt), condition="wrecked", build=0))
    assert [r.key for r in newly_wrecked(state, wrecked)] == [walt]
    assert newly_wrecked(wrecked, wrecked) == [] and newly_wrecked(None, wrecked) == []
    apart = split(wrecked, [walt, pike], "On the bridge").state
    assert newly_wrecked(wrecked, apart) == []
    assert newly_wrecked(apart, turn_to(apart, 2).state) == []


def test_the_wrecks_fate_is_for_a_wreck_and_the_crash_for_an_undrivable_or_wrecked_vehicle():
    """Seed: cumulative damage to 0 Build makes it "undrivable ... an accident resulting in 1D10 damage for the driver
    and each passenger"; a wreck's occupants may be allowed Luck rolls."""
    state = begun(car("Walt", FLEEING), on_foot("Cop", PURSUING))
    walt, cop = key_of(state, "Walt"), key_of(state, "Cop")
    assert wreck_refusal(state, walt) == "Walt (Car, standard) is not wrecked"
    assert crash_refusal(state, walt) == "Walt (Car, standard) is still drivable"
    assert crash_refusal(state, cop) == "Cop is on foot" and wreck_refusal(state, cop) == "Cop is not wrecked"
    for condition, wreck in (("wrecked", ""), ("undrivable", "Walt (Car, standard) is not wrecked")):
        hit = state.with_runner(replace(state.get(walt), condition=condition, build=0))
        assert wreck_refusal(hit, walt) == wreck and crash_refusal(hit, walt) == ""


def test_targets_are_the_other_side_first_and_the_nearest_first():
    state = begun(
        on_foot("Amy", FLEEING, mov=9), on_foot("Bea", FLEEING), on_foot("Cop", PURSUING), on_foot("Dog", PURSUING)
    )
    amy, bea, cop, dog_key = (key_of(state, n) for n in ("Amy", "Bea", "Cop", "Dog"))
    for key, location in ((amy, 5), (bea, 6), (cop, 0), (dog_key, 5)):
        state = state.with_runner(replace(state.get(key), location=location))
    dog = state
    assert [r.name for r in choices.targets(dog, amy)] == ["Dog", "Cop", "Bea"]
    gone = dog.with_runner(replace(dog.get(bea), out="escaped"))
    assert "Bea" not in [r.name for r in choices.targets(gone, amy)]  # only those still in the chase
    assert cop not in [r.key for r in choices.targets(dog, cop)]


def test_only_those_in_a_vehicle_may_hold_still_for_a_steadier_shot():
    """Seed, vehicles: "Firearms: Penalty die while moving. No penalty die if remaining stationary and spending 1
    movement action"."""
    state = ChaseState("Car chase")
    for runner in (car("Walt", FLEEING), on_foot("Amy", FLEEING), on_foot("Cop", PURSUING)):
        state = add_runner(state, runner).state
    walt, amy, cop = key_of(state, "Walt"), key_of(state, "Amy"), key_of(state, "Cop")
    state = board(state, amy, walt).state
    assert [choices.may_hold_still(state.get(k)) for k in (walt, amy, cop)] == [True, True, False]


def test_an_obstacle_drawn_by_hand_is_a_hazard_or_a_barrier_with_hit_points_and_keeps_the_keepers_note():
    """Seed, barriers: a barrier has hit points and must be broken down or passed; a hazard only has a difficulty."""
    from desktop.rules.chase.chase_state import Location
    from desktop.rules.chase.setup import OBSTACLE_KINDS, drawn_obstacle, obstacle_kind
    from desktop.rules.checks import Difficulty

    assert [obstacle_kind(p) for p in (Location(), Location(name="fence"), Location(barrier_hp=5))] == [
        "Regular hazard",
        "Open ground",
        "Barrier",
    ]
    assert obstacle_kind(Location(hazard=Difficulty.HARD)) == "Hard hazard"
    assert {obstacle_kind(Location(hazard=d)) for d in Difficulty} <= {k for k, _ in OBSTACLE_KINDS}
    place = Location(note="the cultists' lookout", hidden=True, barrier_hp=10)
    hazard = drawn_obstacle(place, "Extreme hazard", 25, "rooftops", "Jump")
    assert (hazard.hazard, hazard.barrier_hp, hazard.name, hazard.skill) == (Difficulty.EXTREME, 0, "rooftops", "Jump")
    assert hazard.note == "the cultists' lookout" and hazard.hidden
    fence = drawn_obstacle(Location(hazard=Difficulty.HARD), "Barrier", 25, "fence", "Climb")
    assert (fence.hazard, fence.barrier_hp) == (None, 25)
    assert drawn_obstacle(fence, "Open ground", 25, "fence", "").barrier_hp == 0


def test_no_movement_actions_are_said_as_none_and_a_monster_ends_its_own_move():
    """Played: "Tomás Vega reaches location 3 (0 actions left)", "has 0 movement actions left", and "Marsh Hound
    ends their move" for a beast."""
    from desktop.rules import ScriptedDice
    from desktop.rules.chase.moves import end_move, move

    hound = on_foot("Marsh Hound", PURSUING, mov=9)
    hound = replace(hound, fighter=replace(hound.fighter, listed_attacks=True))
    state = begun(on_foot("Amy", FLEEING, mov=8), hound)
    amy, beast = key_of(state, "Amy"), key_of(state, "Marsh Hound")
    assert state.get(amy).actions == 1
    moved = move(state, amy, ScriptedDice([]))
    assert moved.lines[-1].endswith("(no actions left)") and "0 actions" not in moved.text
    with pytest.raises(ValueError, match="^Amy has no movement actions left$"):
        move(moved.state, amy, ScriptedDice([]))
    assert end_move(moved.state, beast).what == "Marsh Hound ends its move"
    assert end_move(state, amy).what == "Amy ends their move"
