"""Dice that ask the table: typed faces are checked, used by the rules as they stand, and cancelling calls off."""

import pytest

from desktop.rules.checks import Difficulty, RollKind, make_check, push
from desktop.rules.dice import Dice, DiceExpr, RollFor
from desktop.rules.sanity.insanity import sanity_roll_loss
from desktop.rules.table_dice import Ask, RollCancelled, TableDice, WhoRolls, faces_for_total

WALT = RollFor("Walt Brennan", "Dodge", investigator=True)


def answering(*answers):
    """An asker that answers each roll with the next fields (None: the app rolls) and keeps what it was asked."""
    asked = []
    queue = list(answers)

    def ask(request: Ask):
        asked.append(request)
        fields = queue.pop(0)
        return None if fields is None else request.read(fields)

    return ask, asked


def test_the_prompt_says_whose_roll_and_what_for():
    assert Ask(WALT, penalty=1).what() == "Walt Brennan: Dodge, with a penalty die — tens, tens, units"
    assert Ask(WALT).what() == "Walt Brennan: Dodge — tens, units"
    assert Ask(WALT, bonus=2).what() == "Walt Brennan: Dodge, with two bonus dice — tens, tens, tens, units"
    damage = Ask(RollFor("Walt Brennan", "damage"), expression=DiceExpr.parse("1D6+1D4"))
    assert damage.what() == "Walt Brennan: damage — 1D6+1D4 (2 to 10): total, or each die"


def test_typed_tens_and_units_make_the_check_as_the_rules_read_it():
    ask, asked = answering(["30", "70", "4"])
    dice = TableDice(who_rolls=WhoRolls.ASK, asker=ask)
    with dice.about("Walt Brennan", "Dodge", investigator=True):
        check = make_check(dice, 50, penalty=1, kind=RollKind.COMBAT)
    assert check.roll.tens == (3, 7) and check.roll.units == 4 and check.rolled == 74
    assert asked[0].what() == "Walt Brennan: Dodge, with a penalty die — tens, tens, units"
    assert dice.take_typed() == ("Walt Brennan: Dodge — tens 30 & 70, units 4 → 74 (penalty: highest kept)",)
    assert dice.take_typed() == ()


def test_00_and_0_read_100_and_a_bonus_die_keeps_the_lowest():
    ask, _ = answering(["00", "0"], ["00", "50", "0"])
    dice = TableDice(who_rolls=WhoRolls.ASK, asker=ask)
    assert make_check(dice, 50).rolled == 100
    assert make_check(dice, 50, bonus=1).rolled == 50


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (["30", "10"], "The units die reads 0 to 9, not 10"),
        (["5", "4"], "The tens die reads 00, 10, 20 … 90, not 5"),
        (["100", "4"], "The tens die reads 00, 10, 20 … 90, not 100"),
        (["", "4"], "The tens die: type what the die shows"),
        (["3o", "4"], "The tens die: '3o' is not a number"),
        (["30", "-1"], "The units die: '-1' is not a number"),
    ],
)
def test_faces_a_percentile_die_cannot_show_are_refused_with_the_reason(fields, message):
    with pytest.raises(ValueError, match=message):
        Ask(WALT).read(fields)


def test_the_second_tens_die_is_named_when_it_is_wrong():
    with pytest.raises(ValueError, match="The second tens die reads 00, 10, 20 … 90, not 75"):
        Ask(WALT, penalty=1).read(["30", "75", "4"])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("12", r"1D6\+1D4 rolls at most 10, not 12"),
        ("1", r"1D6\+1D4 rolls at least 2, not 1"),
        ("4 5", "The second die is a D4: it shows 1 to 4, not 5"),
        ("4 2 1", r"1D6\+1D4 throws 2 dice: type the total, or 2 faces"),
        ("", r"Type the total of 1D6\+1D4, or each die"),
    ],
)
def test_a_damage_the_dice_cannot_make_is_refused(text, message):
    with pytest.raises(ValueError, match=message):
        Ask(RollFor("Walt Brennan", "damage"), expression=DiceExpr.parse("1D6+1D4")).read([text])


def test_a_typed_total_or_each_die_is_what_the_expression_comes_to():
    ask, _ = answering(["9"], ["4 3"])
    dice = TableDice(who_rolls=WhoRolls.ASK, asker=ask)
    expr = DiceExpr.parse("1D6+1D4+2")
    assert expr.roll(dice) == 9
    rolled = expr.roll_detail(dice)
    assert rolled.faces == ((4,), (3,)) and rolled.total == 9
    assert dice.take_typed() == ("1D6+1D4+2: total 9 typed", "1D6+1D4+2: 4, 3 typed = 9")


def test_faces_are_found_for_any_total_the_dice_can_make():
    expr = DiceExpr.parse("2D6-1D4")
    for total in range(expr.minimum, expr.maximum + 1):
        faces = faces_for_total(expr, total)
        assert DiceExpr.parse("2D6-1D4").roll(_Scripted(faces)) == total


class _Scripted(Dice):
    def __init__(self, faces):
        super().__init__()
        self.faces = list(faces)

    def roll(self, sides):
        return self.faces.pop(0)


def test_sanity_loss_typed_as_a_total():
    ask, asked = answering(["80", "5"], ["7"])
    dice = TableDice(who_rolls=WhoRolls.ASK, asker=ask)
    with dice.about("Walt Brennan", "Sanity roll", investigator=True):
        assert sanity_roll_loss(make_check(dice, 50).level, "1/1D10", dice) == 7
    assert asked[1].what() == "Walt Brennan: Sanity roll — 1D10 (1 to 10): total"


def test_roll_for_me_lets_the_app_roll_that_one():
    ask, asked = answering(None)
    dice = TableDice(seed=3, who_rolls=WhoRolls.ASK, asker=ask)
    expected = make_check(Dice(3), 40).roll
    assert make_check(dice, 40).roll == expected
    assert len(asked) == 1 and dice.take_typed() == ()


def test_the_three_settings_say_who_is_asked():
    ask, asked = answering(["10", "1"], ["20", "2"])
    app = TableDice(who_rolls=WhoRolls.APP, asker=ask)
    with app.about("Walt Brennan", "Dodge", investigator=True):
        make_check(app, 50)
    assert asked == []
    players = TableDice(who_rolls=WhoRolls.PLAYERS, asker=ask)
    with players.about("Ghoul", "Fighting", investigator=False):
        make_check(players, 50)
    assert asked == []
    with players.about("Walt Brennan", "Dodge", investigator=True):
        assert make_check(players, 50).rolled == 11
    every = TableDice(who_rolls=WhoRolls.ASK, asker=ask)
    with every.about("Ghoul", "Fighting", investigator=False):
        assert make_check(every, 50).rolled == 22
    assert [a.roll_for.who for a in asked] == ["Walt Brennan", "Ghoul"]


def test_cancelling_raises_and_forgets_what_was_typed():
    def ask(request):
        if request.roll_for.who == "Ghoul":
            raise RollCancelled()
        return request.read(["10", "1"])

    dice = TableDice(who_rolls=WhoRolls.ASK, asker=ask)
    with dice.about("Walt Brennan", "Fighting"):
        make_check(dice, 50)
    with pytest.raises(RollCancelled), dice.about("Ghoul", "Dodge"):
        make_check(dice, 50)
    assert dice.take_typed() == ()


def test_push_and_luck_work_on_a_typed_roll_as_on_any_other():
    ask, _ = answering(["60", "5"], ["20", "2"])
    dice = TableDice(who_rolls=WhoRolls.ASK, asker=ask)
    check = make_check(dice, 50, Difficulty.REGULAR)
    assert not check.succeeded
    again = push(check, dice)
    assert again.pushed and again.rolled == 22 and again.succeeded


def test_a_single_die_asked_alone_and_a_d100_as_percentile_dice():
    ask, asked = answering(["3"], ["40", "2"])
    dice = TableDice(who_rolls=WhoRolls.ASK, asker=ask)
    assert dice.roll(10) == 3
    assert dice.roll(100) == 42
    assert asked[0].expression == DiceExpr.parse("1D10") and asked[1].percentile
