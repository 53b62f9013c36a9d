"""The stable rules names of DESIGN.md, with the numbers of the seeds' tables."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

import desktop.rules as rules
from desktop.rules import (
    Dice,
    Difficulty,
    Response,
    ScriptedDice,
    SuccessLevel,
    Winner,
    extreme_damage,
    firearm_difficulty,
    full_study_mythos_gain,
    hazard_for_roll,
    indefinite_insanity,
    maneuver_penalty_dice,
    melee_winner,
    movement_actions,
    sanity_loss,
    speed_roll_mov_change,
    study_weeks,
    vehicle_build_loss,
    volley_hits,
    volley_size,
)

L = SuccessLevel
STABLE = [
    "SuccessLevel",
    "Difficulty",
    "success_level",
    "d100",
    "Dice",
    "DiceExpr",
    "damage_bonus_and_build",
    "hit_points",
    "magic_points",
    "starting_sanity",
    "max_sanity",
    "move_rate",
    "Response",
    "Winner",
    "melee_winner",
    "maneuver_penalty_dice",
    "firearm_difficulty",
    "volley_size",
    "movement_actions",
    "hazard_for_roll",
    "vehicle_build_loss",
    "sanity_loss",
    "extreme_damage",
    "volley_hits",
    "speed_roll_mov_change",
    "indefinite_insanity",
    "study_weeks",
    "full_study_mythos_gain",
    "temporary_insanity",
    "sanity_roll_loss",
    "awfulness_loss",
    "mythos_gain_for_bout",
    "treatment_result",
    "reading_difficulty",
    "power_improves",
    "chase_setup",
    "pedal_penalty_dice",
    "mph",
    "chase_skill",
]


def test_every_stable_name_is_importable():
    assert [name for name in STABLE if not hasattr(rules, name)] == []
    assert [(m.name, m.value) for m in rules.SuccessLevel] == [
        ("FUMBLE", 1),
        ("FAILURE", 2),
        ("REGULAR", 3),
        ("HARD", 4),
        ("EXTREME", 5),
        ("CRITICAL", 6),
    ]
    assert [(m.name, m.value) for m in rules.Difficulty] == [("REGULAR", 3), ("HARD", 4), ("EXTREME", 5)]
    assert {m.name for m in Response} == {"FIGHT_BACK", "DODGE"}
    assert {m.name for m in Winner} == {"ATTACKER", "DEFENDER", "NEITHER"}


@pytest.mark.parametrize(
    ("attack", "defence", "response", "winner"),
    [
        # Seed 001: the ghoul's Extreme beats Susan's Hard dodge.
        (L.EXTREME, L.HARD, Response.DODGE, Winner.ATTACKER),
        # Seed 001: Susan's Hard fight back beats the ghoul's Regular bite.
        (L.REGULAR, L.HARD, Response.FIGHT_BACK, Winner.DEFENDER),
        # Ties: to the attacker against a fight back, to the dodger against a dodge.
        (L.HARD, L.HARD, Response.FIGHT_BACK, Winner.ATTACKER),
        (L.HARD, L.HARD, Response.DODGE, Winner.DEFENDER),
        (L.FAILURE, L.FAILURE, Response.FIGHT_BACK, Winner.NEITHER),
        (L.FUMBLE, L.FAILURE, Response.DODGE, Winner.NEITHER),
        (L.FAILURE, L.REGULAR, Response.DODGE, Winner.DEFENDER),
        (L.REGULAR, L.FAILURE, Response.DODGE, Winner.ATTACKER),
    ],
)
def test_melee_winner(attack, defence, response, winner):
    assert melee_winner(attack, defence, response) is winner


@pytest.mark.parametrize(
    ("attacker", "target", "dice"), [(0, 1, 1), (0, 0, 0), (2, 0, 0), (0, 2, 2), (0, 3, None), (-2, 2, None)]
)
def test_maneuver_penalty_dice(attacker, target, dice):
    # Seed 001: Susan (Build 0) against the ghoul (Build 1) takes one penalty die.
    assert maneuver_penalty_dice(attacker, target) == dice


@pytest.mark.parametrize(
    ("distance", "difficulty"),
    [
        (10, Difficulty.REGULAR),
        (15, Difficulty.REGULAR),
        (16, Difficulty.HARD),
        (30, Difficulty.HARD),
        (31, Difficulty.EXTREME),
        (60, Difficulty.EXTREME),
        (61, None),
    ],
)
def test_firearm_difficulty_by_range(distance, difficulty):
    assert firearm_difficulty(distance, 15) == difficulty


@pytest.mark.parametrize(("skill", "bullets"), [(10, 3), (29, 3), (35, 3), (45, 4), (70, 7), (99, 9)])
def test_volley_size(skill, bullets):
    assert volley_size(skill) == bullets


@pytest.mark.parametrize(
    ("bullets", "level", "difficulty", "hits"),
    [
        (6, L.REGULAR, Difficulty.REGULAR, (3, 0)),
        (7, L.HARD, Difficulty.REGULAR, (3, 0)),
        (1, L.REGULAR, Difficulty.REGULAR, (1, 0)),  # at least one
        (6, L.EXTREME, Difficulty.REGULAR, (6, 3)),
        (3, L.EXTREME, Difficulty.REGULAR, (3, 1)),
        (6, L.FAILURE, Difficulty.REGULAR, (0, 0)),
        (6, L.REGULAR, Difficulty.HARD, (0, 0)),
        (6, L.EXTREME, Difficulty.EXTREME, (3, 0)),  # very long range: a hit, not an impale
        (6, L.CRITICAL, Difficulty.EXTREME, (6, 3)),  # ... unless the roll is 01
    ],
)
def test_volley_hits(bullets, level, difficulty, hits):
    assert volley_hits(bullets, level, difficulty) == hits


def test_seed_001_extreme_damage_examples():
    # Billy's club with +1D4: 6 + 4 = 10. With a knife: 4 + 4 + 1D4.
    assert extreme_damage("1D6", "+1D4", False, Dice(1)) == 10
    assert extreme_damage("1D4", "+1D4", True, ScriptedDice([3])) == 11
    # The ghoul's 1D6+1D4 claw, Extreme: the maximum of 10.
    assert extreme_damage("1D6+1D4", "0", False, Dice(1)) == 10
    # A handgun impale: 10 + 1D10.
    assert extreme_damage("1D10", "0", True, ScriptedDice([7])) == 17


@given(
    st.sampled_from(["1D3", "1D6", "1D8", "1D10", "2D6+4"]),
    st.sampled_from(["-2", "-1", "0", "+1D4", "+1D6"]),
    st.booleans(),
    st.integers(0, 999),
)
def test_extreme_damage_is_never_negative_and_at_least_the_maximum(weapon, bonus, impaling, seed):
    damage = extreme_damage(weapon, bonus, impaling, Dice(seed))
    assert damage >= 0
    assert damage >= rules.DiceExpr.parse(weapon).maximum + rules.DiceExpr.parse(bonus).maximum


@pytest.mark.parametrize(("mov", "slowest", "actions"), [(8, 8, 1), (9, 7, 3), (14, 8, 7), (7, 8, 1)])
def test_movement_actions(mov, slowest, actions):
    assert movement_actions(mov, slowest) == actions


@pytest.mark.parametrize(
    ("roll", "hazard"),
    [
        (1, None),
        (59, None),
        (60, Difficulty.REGULAR),
        (84, Difficulty.REGULAR),
        (85, Difficulty.HARD),
        (95, Difficulty.HARD),
        (96, Difficulty.EXTREME),
        (100, Difficulty.EXTREME),
    ],
)
def test_hazard_for_roll(roll, hazard):
    assert hazard_for_roll(roll) == hazard


@pytest.mark.parametrize(("damage", "loss"), [(0, 0), (9, 0), (10, 1), (19, 1), (25, 2), (-3, 0)])
def test_vehicle_build_loss(damage, loss):
    assert vehicle_build_loss(damage) == loss


@pytest.mark.parametrize(
    ("level", "change"), [(L.CRITICAL, 1), (L.EXTREME, 1), (L.HARD, 0), (L.REGULAR, 0), (L.FAILURE, -1), (L.FUMBLE, -1)]
)
def test_speed_roll(level, change):
    assert speed_roll_mov_change(level) == change


def test_sanity_loss_notation():
    success, failure = sanity_loss("1D6+6/1D10+20")  # seeing Cthulhu
    assert (success.minimum, success.maximum, failure.minimum, failure.maximum) == (7, 12, 21, 30)
    assert sanity_loss("0/1D6")[0].maximum == 0
    with pytest.raises(ValueError, match="success/failure"):
        sanity_loss("1D6")


@pytest.mark.parametrize(("loss", "start", "insane"), [(10, 50, True), (9, 50, False), (0, 0, False), (1, 4, True)])
def test_indefinite_insanity_is_a_fifth_in_a_day(loss, start, insane):
    assert indefinite_insanity(loss, start) is insane


def test_tomes():
    assert [study_weeks(20, n) for n in range(3)] == [20, 40, 80]  # each full study doubles
    assert full_study_mythos_gain(6, 20, 10) == 6
    assert full_study_mythos_gain(6, 20, 25) == 3
