"""Dice maths: products, division rounding down, brackets and keep-highest/lowest, with exact odds and bounds."""

import itertools
import re
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from desktop.rules import Dice, DiceExpr, ScriptedDice


@pytest.mark.parametrize(
    ("text", "minimum", "maximum"),
    [
        ("3D6*5", 15, 90),  # STR, CON, DEX, APP, POW: 3D6 multiplied by 5
        ("3D6×5", 15, 90),  # as the rulebook prints it
        ("(2D6+6)*5", 40, 90),  # SIZ, INT: (2D6+6) multiplied by 5
        ("(3D6+6)*5", 45, 120),  # a bestiary's bigger characteristic
        ("1D4/2", 0, 2),  # half a damage bonus of +1D4, rounded down
        ("1D6/2", 0, 3),
        ("2D6kh1", 1, 6),  # the higher of two dice
        ("2D6kl1", 1, 6),
        ("4D6kh3", 3, 18),  # the best three of four
        ("2D20KL1", 1, 20),
        ("1D10+2+1D4", 4, 16),  # weapon damage plus the damage bonus
        ("-1D4/2", -2, 0),  # the sign belongs to the whole term
        ("1D6-(1D4+1)", -4, 4),
        ("((1D6+1)*2)/3", 1, 4),
    ],
)
def test_the_new_forms_have_the_rules_bounds(text, minimum, maximum):
    expr = DiceExpr.parse(text)
    assert (expr.minimum, expr.maximum) == (minimum, maximum)
    assert (min(expr.distribution), max(expr.distribution)) == (minimum, maximum)
    assert sum(expr.distribution.values()) == 1


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("2+3*4", 14),  # * before +
        ("2*3+4", 10),
        ("12/2/3", 2),  # left to right
        ("12/(2*3)", 2),
        ("2-3-4", -5),
        ("7/2", 3),  # rounding down
        ("(1-8)/2", -4),  # down, not towards 0
        ("-7/2", -3),  # the sign of the whole term: -(7/2)
        ("2*(3+(4-1))", 12),  # brackets nest
    ],
)
def test_precedence_and_rounding_down(text, total):
    expr = DiceExpr.parse(text)
    assert expr.minimum == expr.maximum == total
    assert expr.roll(ScriptedDice([])) == total


def test_characteristic_rolls_have_the_exact_odds_and_averages():
    assert DiceExpr.parse("3D6*5").mean == Fraction(105, 2)  # 10.5 × 5
    assert DiceExpr.parse("(2D6+6)*5").mean == 65
    assert DiceExpr.parse("3D6*5").distribution[15] == Fraction(1, 216)
    assert DiceExpr.parse("(2D6+6)*5").distribution[65] == Fraction(6, 36)
    half = DiceExpr.parse("1D4/2").distribution  # 1 → 0, 2 and 3 → 1, 4 → 2
    assert half == {0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}
    assert DiceExpr.parse("1D4/2").mean == 1
    higher = DiceExpr.parse("2D6kh1").distribution  # the higher of 2D6 is 6 in 11 of 36 rolls
    assert higher[6] == Fraction(11, 36) and higher[1] == Fraction(1, 36)
    assert DiceExpr.parse("2D6kh1").mean == Fraction(161, 36)
    assert DiceExpr.parse("4D6kh3").mean == Fraction(15869, 1296)  # the known 12.24 of "4d6 drop the lowest"


def test_a_roll_takes_each_die_from_the_dice_given_and_says_what_was_kept():
    dice = ScriptedDice([3, 4])
    rolled = DiceExpr.parse("(2D6+6)*5").roll_detail(dice)
    assert rolled.total == 65 and dice.remaining == 0
    assert rolled.describe() == "(2D6+6)*5 = ([3, 4] + 6) × 5 = 65"
    rolled = DiceExpr.parse("2D6kh1").roll_detail(ScriptedDice([2, 5]))
    assert rolled.total == 5 and rolled.faces == ((2, 5),)
    assert rolled.describe() == "2D6kh1 = [2, 5: kept 5] = 5"
    assert DiceExpr.parse("4D6kl2").roll(ScriptedDice([6, 1, 5, 2])) == 3
    assert DiceExpr.parse("1D4/2").roll_detail(ScriptedDice([3])).describe() == "1D4/2 = [3] / 2 = 1"
    # sums read as they always did
    assert DiceExpr.parse("1D6+1D4").roll_detail(ScriptedDice([4, 2])).describe() == "1D6+1D4 = [4] + [2] = 6"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("1D6/0", "dice expression '1D6/0' divides by zero (the / at character 4)"),
        ("1D6/(1D3-1)", "dice expression '1D6/(1D3-1)' divides by 1D3-1, which can come to 0 (the / at character 4)"),
        ("/2", "dice expression '/2' has a / at character 1 with nothing before it"),
        ("1D6/", "dice expression '1D6/' has nothing after the / at character 4"),
        ("1D4//2", "dice expression '1D4//2' has a / at character 5 with nothing before it"),
        ("3D6*", "dice expression '3D6*' has nothing after the * at character 4"),
        ("(2D6+6", "dice expression '(2D6+6' opens a bracket at character 1 and never closes it"),
        ("2D6kh3", "dice expression '2D6kh3' keeps the 3 highest of 2 dice: keep 1 to 2 of 2D6"),
        ("2D6kl0", "dice expression '2D6kl0' keeps the 0 lowest of 2 dice: keep 1 to 2 of 2D6"),
        ("3D6 5", "dice expression '3D6 5' has two parts side by side: join them by +, -, * or /"),
    ],
)
def test_a_division_by_zero_or_a_bare_slash_is_refused_by_name_with_its_place(text, said):
    with pytest.raises(ValueError, match=f"^{re.escape(said)}$"):
        DiceExpr.parse(text)
    with pytest.raises(ValueError, match=f"^Damage: {re.escape(said)}$"):
        DiceExpr.parse_field(text, "Damage")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("21D6kh1", "keep-highest rolls at most 20 dice"),  # keep-highest with many dice
        ("20D20kh20", "the dice kept times their sides is at most 200 (20 × 20 = 400)"),
        ("100D1000*100D1000", "can come to 10,000 to 10,000,000,000; a dice expression stays within ±2,000,000"),
        ("(1D100*1D1000)*30", "can come to 30 to 3,000,000"),
        ("1D1000*1D1000", "1,000 before the * at character 7 and 1,000 after it"),
        ("100D1000/2", "too many possible totals to work out its odds exactly: 99,901 before the / at character 9"),
        ("(100D100)/(1D1000)", "(at most 10,000 a side, 100,000 together)"),
        ("(" * 11 + "1" + ")" * 11, "has brackets more than 10 deep"),
        ("*".join(["2"] * 21), "at most 20 terms"),
        ("1D6*" + "9" * 5000, "a number in a dice expression is at most 9999"),
    ],
)
def test_absurd_sizes_are_refused_with_a_message(text, said):
    with pytest.raises(ValueError, match=re.escape(said)):
        DiceExpr.parse(text)


def test_the_largest_allowed_stay_quick_and_exact():
    for text in ("20D10kh20", "2D100kh2", "20D200kh1", "(10D100)/(1D100)", "1D100*1D1000"):
        expr = DiceExpr.parse(text)
        assert sum(expr.distribution.values()) == 1
        assert (min(expr.distribution), max(expr.distribution)) == (expr.minimum, expr.maximum)


def test_str_reads_back_as_the_same_expression():
    for text in ("3D6 × 5", "(2D6+6)*5", "1d4/2", "2d6KH1", "1D6-(1D4+1)", "-(1D6+2)", "2*(3*4)", "8/(4/2)", "+1D4"):
        expr = DiceExpr.parse(text)
        assert DiceExpr.parse(str(expr)) == expr
    assert str(DiceExpr.parse("3d6 × 5")) == "3D6*5" and str(DiceExpr.parse("+1D4")) == "1D4"


# --- properties: the exact odds against every roll enumerated -------------------------------------------------------


def _leaf() -> st.SearchStrategy:
    dice = st.tuples(st.integers(1, 3), st.integers(2, 4)).map(lambda cs: ("dice", cs[0], cs[1], None))
    kept = st.tuples(st.integers(2, 3), st.integers(2, 4), st.booleans()).flatmap(
        lambda c: st.integers(1, c[0]).map(lambda k: ("dice", c[0], c[1], (k, c[2])))
    )
    return st.one_of(st.integers(0, 6).map(lambda n: ("number", n)), dice, kept)


_TREES = st.recursive(
    _leaf(),
    lambda inner: st.tuples(st.sampled_from("+-*/"), inner, inner).map(lambda t: ("op", *t)),
    max_leaves=4,
)


def _text(tree) -> str:
    if tree[0] == "number":
        return str(tree[1])
    if tree[0] == "dice":
        _, count, sides, keep = tree
        return f"{count}D{sides}" + ("" if keep is None else f"k{'l' if keep[1] else 'h'}{keep[0]}")
    return f"({_text(tree[2])}{tree[1]}{_text(tree[3])})"


def _dice(tree) -> list[int]:
    if tree[0] == "number":
        return []
    if tree[0] == "dice":
        return [tree[2]] * tree[1]
    return _dice(tree[2]) + _dice(tree[3])


def _total(tree, faces, divisors: list[int]) -> int:
    """The tree worked out by hand, one face at a time from `faces`."""
    if tree[0] == "number":
        return tree[1]
    if tree[0] == "dice":
        _, count, _, keep = tree
        rolled = [next(faces) for _ in range(count)]
        if keep is not None:
            rolled = sorted(rolled, reverse=not keep[1])[: keep[0]]
        return sum(rolled)
    a, b = _total(tree[2], faces, divisors), _total(tree[3], faces, divisors)
    if tree[1] == "/":
        divisors.append(b)
        return a // b if b else 0
    return a + b if tree[1] == "+" else a - b if tree[1] == "-" else a * b


def _enumerated(tree) -> tuple[dict[int, Fraction], list[int]]:
    sides = _dice(tree)
    ways = 1
    for s in sides:
        ways *= s
    found: dict[int, Fraction] = {}
    divisors: list[int] = []
    for faces in itertools.product(*(range(1, s + 1) for s in sides)):
        total = _total(tree, iter(faces), divisors)
        found[total] = found.get(total, Fraction(0)) + Fraction(1, ways)
    return found, divisors


@settings(max_examples=150, deadline=None)
@given(_TREES)
def test_the_exact_odds_match_every_roll_enumerated(tree):
    assume(len(_dice(tree)) <= 7)
    text = _text(tree)
    enumerated, divisors = _enumerated(tree)
    try:
        expr = DiceExpr.parse(text)
    except ValueError as refused:
        # only a division whose divisor can reach 0 (or pass from below 0 to above it) is refused here
        assert "divides by" in str(refused)
        assert any(d == 0 for d in divisors) or (min(divisors) < 0 < max(divisors))
        return
    assert sum(expr.distribution.values()) == 1
    assert expr.distribution == dict(sorted(enumerated.items()))
    assert (expr.minimum, expr.maximum) == (min(enumerated), max(enumerated))
    assert expr.mean == sum(total * p for total, p in enumerated.items())


@settings(max_examples=100, deadline=None)
@given(_TREES, st.integers(0, 10_000))
def test_every_roll_stays_within_the_minimum_and_maximum(tree, seed):
    try:
        expr = DiceExpr.parse(_text(tree))
    except ValueError:
        return
    rolled = expr.roll_detail(Dice(seed))
    assert expr.minimum <= rolled.total <= expr.maximum
    assert rolled.total in expr.distribution
    assert rolled.describe().endswith(f"= {rolled.total}")


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 5), st.integers(2, 6), st.data())
def test_keep_highest_and_lowest_match_enumeration(count, sides, data):
    keep = data.draw(st.integers(1, count))
    for word, pick in (("kh", max), ("kl", min)):
        expr = DiceExpr.parse(f"{count}D{sides}{word}{keep}")
        found: dict[int, Fraction] = {}
        for faces in itertools.product(range(1, sides + 1), repeat=count):
            ordered = sorted(faces, reverse=pick is max)
            total = sum(ordered[:keep])
            found[total] = found.get(total, Fraction(0)) + Fraction(1, sides**count)
        assert expr.distribution == dict(sorted(found.items()))
        assert (expr.minimum, expr.maximum) == (keep, keep * sides)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789dDkKhHlL+-*/×x() ", max_size=24))
def test_any_text_reads_or_is_refused_in_words_never_a_crash(text):
    try:
        expr = DiceExpr.parse(text)
    except ValueError as refused:
        assert str(refused) and len(str(refused)) < 300
        return
    assert DiceExpr.parse(str(expr)) == expr
    assert expr.minimum <= expr.roll(Dice(0)) <= expr.maximum
