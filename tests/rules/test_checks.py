"""Checks: the six success levels, difficulty, fumbles, pushing, spending Luck and opposed rolls."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.rules import Difficulty, RollKind, ScriptedDice, SuccessLevel, Winner, check_level, success_level
from desktop.rules.checks import (
    Check,
    luck_cost,
    luck_refusal,
    opposed_winner,
    push,
    push_refusal,
    spend_luck,
    verdict,
)
from desktop.rules.dice import D100Roll

L = SuccessLevel


@pytest.mark.parametrize(
    ("roll", "value", "level"),
    [
        (1, 50, L.CRITICAL),  # 01 is always a critical
        (1, 5, L.CRITICAL),
        (10, 50, L.EXTREME),  # <= 1/5 of 50
        (11, 50, L.HARD),
        (25, 50, L.HARD),  # <= 1/2
        (26, 50, L.REGULAR),
        (50, 50, L.REGULAR),
        (51, 50, L.FAILURE),
        (99, 50, L.FAILURE),  # at 50+ only 100 fumbles
        (100, 50, L.FUMBLE),
        (95, 49, L.FAILURE),
        (96, 49, L.FUMBLE),  # below 50, 96-100 fumble
        (100, 49, L.FUMBLE),
        (11, 55, L.EXTREME),  # 55 / 5 = 11
        (27, 55, L.HARD),  # 55 / 2 = 27 (rounded down)
        (28, 55, L.REGULAR),
        (97, 98, L.REGULAR),
        (100, 120, L.FUMBLE),
    ],
)
def test_success_levels(roll, value, level):
    assert success_level(roll, value) is level


def test_seed_001_ghoul_rolls_03_extreme_and_susan_20_hard():
    # The ghoul rolls 03, below a fifth of its skill; Susan's Dodge roll of 20 is a Hard success.
    assert success_level(3, 40) is L.EXTREME
    assert success_level(20, 50) is L.HARD


def test_difficulty_compares_levels():
    assert L.HARD >= Difficulty.HARD
    assert not L.REGULAR >= Difficulty.HARD
    assert int(Difficulty.EXTREME) == 5 and int(L.FUMBLE) == 1 and int(L.CRITICAL) == 6


def test_fumble_range_follows_the_value_the_difficulty_needs():
    # Hard against 80 needs 40 or less: under 50, so 96-99 fumble although the skill is 80.
    assert check_level(97, 80, Difficulty.HARD) is L.FUMBLE
    assert check_level(97, 80, Difficulty.REGULAR) is L.FAILURE


@pytest.mark.parametrize(
    ("roll", "value", "difficulty", "level"),
    [
        (97, 98, Difficulty.HARD, L.FUMBLE),  # Hard against 98 needs 49: under 50, so 96-100 fumble
        (96, 98, Difficulty.HARD, L.FUMBLE),
        (95, 98, Difficulty.HARD, L.REGULAR),  # a Regular success, not enough at Hard: no fumble
        (97, 98, Difficulty.REGULAR, L.REGULAR),  # the same roll at Regular passes
        (99, 99, Difficulty.EXTREME, L.FUMBLE),  # Extreme against 99 needs 19
        (49, 98, Difficulty.HARD, L.HARD),
        (100, 98, Difficulty.REGULAR, L.FUMBLE),
        (99, 98, Difficulty.REGULAR, L.FAILURE),  # needs 98 (50+): only 100 fumbles
        (1, 4, Difficulty.EXTREME, L.CRITICAL),  # 01 is always a critical, even where nothing else can pass
    ],
)
def test_fumbles_depend_on_the_value_needed_not_the_skill(roll, value, difficulty, level):
    assert check_level(roll, value, difficulty) is level


def test_a_fumble_at_hard_can_be_neither_pushed_nor_bought_with_luck():
    check = _check(97, value=98, difficulty=Difficulty.HARD)
    assert check.level is L.FUMBLE and not check.succeeded
    assert push_refusal(check) == "a fumble cannot be pushed"
    assert luck_refusal(check) == "a fumble cannot be bought off with Luck"


def test_a_regular_success_short_of_hard_reads_as_what_it_is():
    text = _check(60, value=80, difficulty=Difficulty.HARD).describe()
    assert text == "60 vs 80 (Hard): Regular success, not enough at Hard — fails"
    assert _check(30, value=80, difficulty=Difficulty.HARD).describe() == "30 vs 80 (Hard): Hard success — passes"
    assert _check(90, value=80).describe() == "90 vs 80 (Regular): Failure"  # before: "Failure — fails"


@given(st.integers(1, 100), st.integers(0, 200))
def test_level_never_rises_as_the_roll_rises(roll, value):
    if roll < 100:
        assert success_level(roll + 1, value) <= success_level(roll, value)


def _check(result, value=50, kind=RollKind.SKILL, difficulty=Difficulty.REGULAR):
    tens, units = divmod(result % 100, 10)
    return Check(value, D100Roll((tens,), units), difficulty, kind)


def test_a_failure_may_be_pushed_once():
    check = _check(70)
    assert push_refusal(check) is None
    pushed = push(check, ScriptedDice([3, 2]))  # units 2, tens 1 -> 12
    assert pushed.pushed and pushed.result == 12
    assert push_refusal(pushed) == "a pushed roll is final"


@pytest.mark.parametrize(
    ("check", "reason"),
    [
        (_check(100), "fumble"),
        (_check(30), "only a failed roll"),
        (_check(70, kind=RollKind.COMBAT), "combat rolls"),
        (_check(70, kind=RollKind.SANITY), "Sanity rolls"),
        (_check(70, kind=RollKind.LUCK), "Luck rolls"),
    ],
)
def test_push_refused(check, reason):
    assert reason in push_refusal(check)
    with pytest.raises(ValueError):
        push(check, ScriptedDice([1, 1]))


def test_spending_luck_buys_exactly_the_difference():
    check = _check(62, value=55)
    assert luck_cost(check) == 7
    bought = spend_luck(check, luck=40)
    assert bought.result == 55 and bought.succeeded and bought.luck_spent == 7


def test_spending_luck_for_a_hard_check():
    check = _check(40, value=60, difficulty=Difficulty.HARD)
    assert luck_cost(check) == 10
    assert spend_luck(check, 10).level is L.HARD


def test_not_enough_luck():
    with pytest.raises(ValueError, match="needs 20 Luck and only 5"):
        spend_luck(_check(75, value=55), luck=5)


@pytest.mark.parametrize(
    ("check", "reason"),
    [
        (_check(99, value=40), "fumble"),
        (_check(70, kind=RollKind.LUCK), "Luck rolls"),
        (_check(70, kind=RollKind.SANITY), "Sanity rolls"),
        (_check(70, kind=RollKind.COMBAT), "combat rolls"),
        (_check(20), "already succeeded"),
    ],
)
def test_luck_refused(check, reason):
    assert reason in luck_refusal(check)
    assert luck_cost(check) is None


def test_luck_never_on_a_pushed_roll_nor_a_malfunction():
    pushed = push(_check(70), ScriptedDice([1, 8]))  # 80: fails again
    assert "pushed" in luck_refusal(pushed)
    assert "malfunction" in luck_refusal(_check(99, value=60), malfunction=98)


def test_a_critical_cannot_be_bought_and_needs_no_luck():
    assert luck_cost(_check(1)) is None


def test_opposed_rolls_higher_level_then_higher_value():
    assert opposed_winner(L.HARD, 40, L.REGULAR, 70) is Winner.ATTACKER
    assert opposed_winner(L.REGULAR, 40, L.REGULAR, 70) is Winner.DEFENDER
    assert opposed_winner(L.REGULAR, 60, L.REGULAR, 60) is Winner.NEITHER
    assert opposed_winner(L.FAILURE, 60, L.FUMBLE, 60) is Winner.NEITHER


def test_quick_reference_for_a_skill():
    from desktop.rules.checks import quick_reference

    ref = quick_reference(55)
    assert (ref.regular, ref.hard, ref.extreme, ref.fumble_from) == (55, 27, 11, 100)
    assert quick_reference(45).fumble_from == 96
    assert quick_reference(80, Difficulty.HARD).fumble_from == 96  # needs 40 or less


def test_sanity_rolls_take_no_bonus_penalty_or_difficulty():
    from desktop.rules.checks import make_check

    for bonus, penalty, difficulty in ((1, 0, Difficulty.REGULAR), (0, 1, Difficulty.REGULAR), (0, 0, Difficulty.HARD)):
        with pytest.raises(ValueError, match="no bonus or penalty dice and no difficulty"):
            make_check(ScriptedDice([1, 1]), 50, difficulty, bonus, penalty, RollKind.SANITY)
    assert make_check(ScriptedDice([5, 3]), 50, kind=RollKind.SANITY).result == 24


def test_seed_003_quick_reference_table():
    from desktop.rules.checks import reference_table

    rows = {row.value: row for row in reference_table()}
    assert list(rows) == list(range(5, 100, 5))
    assert (rows[55].half, rows[55].fifth) == (27, 11)
    assert (rows[45].fumble_regular, rows[45].fumble_hard) == (96, 96)  # under 50: 96-100
    assert (rows[50].fumble_regular, rows[50].fumble_hard) == (100, 96)  # 50 at Hard needs 25
    assert (rows[95].fumble_regular, rows[95].fumble_hard) == (100, 96)
    assert rows[95].fumble_range(96) == "96–100" and rows[95].fumble_range(100) == "100"


def test_a_verdict_never_says_a_failure_fails_and_says_why_a_success_fails():
    """Before: "Failure — fails", and "Regular success — fails" with no word of the difficulty it fell short of."""
    assert verdict(SuccessLevel.FAILURE, Difficulty.REGULAR) == "Failure"
    assert verdict(SuccessLevel.FUMBLE, Difficulty.HARD) == "Fumble"
    assert verdict(SuccessLevel.HARD, Difficulty.HARD) == "Hard success — passes"
    assert verdict(SuccessLevel.REGULAR, Difficulty.HARD) == "Regular success, not enough at Hard — fails"
    assert verdict(SuccessLevel.HARD, Difficulty.EXTREME) == "Hard success, not enough at Extreme — fails"
