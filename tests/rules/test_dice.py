"""Dice: the percentile roll with bonus/penalty dice, dice notation and its exact distribution."""

import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.rules import D100Roll, Dice, DiceExpr, ScriptedDice, d100, roll_d100


def test_seed_003_bonus_die_example():
    # Skill 55 with a bonus die: tens 3 and 7, units 4 -> 34 and 74; the lower, 34, is kept.
    assert d100((3, 7), 4, bonus=1) == 34


def test_penalty_die_keeps_the_highest():
    assert d100((3, 7), 4, penalty=1) == 74


def test_tens_zero_units_zero_reads_100_so_a_bonus_die_avoids_it():
    # The rulebook reads 00+0 as 100, the worst result: a bonus die keeps the other tens die.
    assert d100(0, 0) == 100
    assert d100((0, 5), 0, bonus=1) == 50
    assert d100((0, 5), 0, penalty=1) == 100


def test_seed_001_susan_penalty_die_rolls_02_and_22():
    # Susan rolls 02 and 22 with one penalty die and must take the higher result.
    assert d100((0, 2), 2, penalty=1) == 22


def test_bonus_and_penalty_cancel_one_for_one():
    assert d100(4, 2, bonus=1, penalty=1) == 42
    assert d100((1, 9), 5, bonus=2, penalty=1) == 15


def test_more_than_two_net_dice_refused():
    with pytest.raises(ValueError, match="at most 2"):
        d100((1, 2, 3, 4), 0, bonus=3)


def test_wrong_number_of_tens_dice_refused():
    with pytest.raises(ValueError, match="tens dice"):
        d100((1, 2), 0)


@given(st.lists(st.integers(0, 9), min_size=3, max_size=3), st.integers(0, 9))
def test_a_bonus_die_never_makes_a_roll_worse(tens, units):
    plain = d100(tens[0], units)
    assert d100(tens[:2], units, bonus=1) <= plain
    assert d100(tens, units, bonus=2) <= d100(tens[:2], units, bonus=1)
    assert d100(tens[:2], units, penalty=1) >= plain


def test_roll_d100_keeps_every_die():
    roll = roll_d100(ScriptedDice([5, 4, 8]), bonus=1)  # units 4, tens 3 and 7
    assert roll == D100Roll((3, 7), 4, 1, 0)
    assert roll.result == 34
    assert roll.readings == (34, 74)
    assert "lowest kept" in roll.describe()


def test_seeded_dice_repeat():
    assert [Dice(7).roll(100) for _ in range(3)] == [Dice(7).roll(100) for _ in range(3)]


@pytest.mark.parametrize(
    ("text", "minimum", "maximum"),
    [
        ("1D6+1D4", 2, 10),
        ("2D6+4", 6, 16),
        ("1D3-1", 0, 2),
        ("1D10+20", 21, 30),
        ("+1D4", 1, 4),
        ("-2", -2, -2),
        ("0", 0, 0),
        ("1d8", 1, 8),
        ("2D10", 2, 20),
        ("D6", 1, 6),
        (" 1D6 + 1D4 ", 2, 10),
        ("4D6", 4, 24),
    ],
)
def test_dice_notation_bounds(text, minimum, maximum):
    expr = DiceExpr.parse(text)
    assert (expr.minimum, expr.maximum) == (minimum, maximum)
    assert min(expr.distribution) == minimum and max(expr.distribution) == maximum


@pytest.mark.parametrize(
    "text", ["", "  ", "1D", "abc", "1D6+", "1D6 2", "2D1", "0D6", "1D6++2", "101D6", "1D6**2", "1D6/", "(1D6"]
)
def test_bad_dice_text_gives_a_clear_error(text):
    with pytest.raises(ValueError, match=r"dice|die|empty"):
        DiceExpr.parse(text)


def test_distribution_of_2d6_is_exact():
    dist = DiceExpr.parse("2D6").distribution
    assert dist[7] == Fraction(6, 36)
    assert dist[2] == Fraction(1, 36)
    assert sum(dist.values()) == 1
    assert DiceExpr.parse("2D6").mean == 7


@given(st.sampled_from(["1D6+1D4", "2D6+4", "1D3-1", "1D10+20", "-2", "3D4-2D3"]), st.integers(0, 10_000))
def test_rolls_stay_within_bounds(text, seed):
    expr = DiceExpr.parse(text)
    detail = expr.roll_detail(Dice(seed))
    assert expr.minimum <= detail.total <= expr.maximum
    assert detail.describe().endswith(f"= {detail.total}")


def test_scripted_dice_refuse_impossible_faces():
    with pytest.raises(ValueError):
        ScriptedDice([7]).roll(6)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1" + "0" * 400, "a number in a dice expression is at most 9999"),
        ("9" * 5000, "a number in a dice expression is at most 9999"),  # past Python's 4,300-digit limit
        ("1D6+" + "9" * 5000, "a number in a dice expression is at most 9999"),
        ("1" + "0" * 400 + "D6", "roll between 1 and 100 dice at once"),
        ("1D1" + "0" * 30, "a die has between 2 and 1000 sides"),
        ("1D1", "a die has between 2 and 1000 sides"),
        ("0D6", "roll between 1 and 100 dice at once"),
        ("10000", "a number in a dice expression is at most 9999"),
        ("+".join(["1D6"] * 21), "at most 20 terms"),
    ],
)
def test_huge_numbers_are_refused_with_a_message(text, message):
    with pytest.raises(ValueError, match=message):
        DiceExpr.parse(text)


def test_the_largest_numbers_allowed_still_work():
    expr = DiceExpr.parse("100D1000+9999")
    assert expr.maximum == 109_999 and expr.minimum == 10_099
    assert DiceExpr.parse("1D" + "0" * 3 + "6").maximum == 6  # leading zeros are only zeros


def test_a_refusal_never_repeats_a_huge_text_back():
    """Before: 5,000 characters of bad dice text gave a message of over 10,000."""
    for text in ("1D6" + "x" * 5000, "1D6 " + "2" * 5000):
        with pytest.raises(ValueError) as refused:
            DiceExpr.parse(text)
        assert len(str(refused.value)) < 200 and "…" in str(refused.value)


def test_dice_typed_into_a_field_are_refused_by_its_name():
    assert DiceExpr.parse_field("1D6+1", "Damage") == DiceExpr.parse("1D6+1")
    with pytest.raises(ValueError, match=r"^Sanity loss: cannot read dice expression '3d' at"):
        DiceExpr.parse_field("3d", "Sanity loss")
    with pytest.raises(ValueError, match=r"^Damage: dice expression is empty"):
        DiceExpr.parse_field("  ", "Damage")


def test_a_formula_at_its_average_as_foundry_averages_an_npc():
    """FoundryVTT CoC7's average (CoC7AverageRoll): each dice term at its average rounded down, then the whole: the
    Goon's 5*3d6 is 50 (not 52, the middle of 15..90), its STR 5*2d6+6 is 41, APP 5*1d6 15."""
    from desktop.rules.dice import formula_average

    assert [formula_average(f) for f in ("5*3d6", "5*2d6+6", "5*1d6", "(2D6+6)*5", "1d6", "5d6", "0")] == [
        50,
        41,
        15,
        65,
        3,
        17,
        0,
    ]
    assert formula_average("1/2*@DEX", {"dex": 55}) == 27 and formula_average("@EDU", {"EDU": 65}) == 65


def test_a_formula_rolled_takes_each_die_from_the_dice_given():
    from desktop.rules.dice import roll_formula

    assert roll_formula("5*3d6", ScriptedDice([1, 2, 3])) == 30
    assert roll_formula("5*2d6+6", ScriptedDice([6, 6])) == 66
    assert roll_formula("(2D6+6)*5", ScriptedDice([1, 1])) == 40


@pytest.mark.parametrize(
    ("formula", "said"),
    [
        ("", "the formula is empty"),
        ("1d6/0", "'1d6/0' divides by zero"),
        ("(1d6", "'(1d6': a bracket is never closed"),
        ("@pow", "'@pow': @POW is not known here"),
        ("5**3d6", "cannot read '5**3d6' at '*'"),
        ("3d6 and more", "cannot read '3d6 and more' at 'and more'"),
        ("1000d6", "'1000d6': roll 1 to 100 dice of 1 to 1000 sides"),
        ("9" * 200, "a formula has at most 100 characters"),
    ],
)
def test_a_formula_that_cannot_be_worked_out_says_why(formula, said):
    from desktop.rules.dice import formula_average

    with pytest.raises(ValueError, match=f"^{re.escape(said)}$"):
        formula_average(formula)
