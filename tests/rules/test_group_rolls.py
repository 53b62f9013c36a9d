"""Rolls for the group, with numbers: everyone's roll at once with the best and worst, the group's Luck, and combined
skill rolls (one roll read against two skills).

Where the rules come from: the seeds in /work/shared/seeds do not state either rule. What they hold is the group Luck
roll being called for ("Once per round there is the option to call for a group Luck roll", 000_e2f625593b768a4a.txt
line 224, sudden hazards in a chase) and the lowest Luck picked out among several ("If multiple allies are in the
line of fire, the one with the lowest Luck score is hit", line 124). The rules themselves are the Keeper Rulebook's
(7th edition, chapter 5): a group Luck roll is made by the player whose investigator has the lowest Luck of those
there; a combined skill roll is one roll compared with two skills, the Keeper saying whether both must succeed or
either is enough."""

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.checks import Difficulty, RollKind, SuccessLevel
from desktop.rules.group_rolls import Need, Roller, combined_check, group_luck_roller, group_roll


def faces(*rolls: int) -> list[int]:
    """Scripted faces for plain percentile rolls: each roll's units die, then its tens die (a face is digit + 1)."""
    out = []
    for roll in rolls:
        tens, units = divmod(roll % 100, 10)
        out += [units + 1, tens + 1]
    return out


def test_everyone_rolls_listen_each_at_once_with_the_best_and_worst_marked():
    rollers = [Roller("Harriet Crane", (55,)), Roller("Walt Brennan", (40,)), Roller("Dr. Ames", (25,))]
    rolled = group_roll(ScriptedDice(faces(20, 90, 24)), rollers)
    levels = [line.rolled.level for line in rolled.lines]
    # 20 vs 55 is Hard (≤ 27), 90 vs 40 fails, 24 vs 25 is Regular (above 12)
    assert levels == [SuccessLevel.HARD, SuccessLevel.FAILURE, SuccessLevel.REGULAR]
    assert rolled.best == (0,) and rolled.worst == (1,)
    assert rolled.passed == 2
    assert rolled.describe() == (
        "Harriet Crane: Hard success — passes (20 vs 55); Walt Brennan: Failure (90 vs 40); "
        "Dr. Ames: Regular success — passes (24 vs 25); best Harriet Crane; worst Walt Brennan"
    )


def test_a_tie_of_level_goes_to_the_higher_value_and_equals_are_marked_together():
    # Both Regular: the higher skill is the better roll, as an opposed roll's tie is decided.
    rolled = group_roll(ScriptedDice(faces(40, 40)), [Roller("A", (45,)), Roller("B", (60,))])
    assert rolled.best == (1,) and rolled.worst == (0,)
    same = group_roll(ScriptedDice(faces(10, 8)), [Roller("A", (50,)), Roller("B", (50,))])
    assert same.best == () and same.worst == ()  # both Extreme against 50: nobody did better
    alone = group_roll(ScriptedDice(faces(10)), [Roller("A", (50,))])
    assert alone.best == () and alone.worst == ()


def test_each_one_rolls_with_their_own_bonus_or_penalty_dice_in_turn():
    # Harriet with a penalty die: units 5, tens 1 and 7 → 75 (highest kept) against 55 fails.
    # Walt with a bonus die: units 2, tens 6 and 0 → 02 against 40, Extreme.
    dice = ScriptedDice([6, 2, 8, 3, 7, 1])
    rollers = [Roller("Harriet Crane", (55,), penalty=1), Roller("Walt Brennan", (40,), bonus=1)]
    rolled = group_roll(dice, rollers, Difficulty.HARD)
    assert [line.rolled.result for line in rolled.lines] == [75, 2]
    assert [line.rolled.succeeded for line in rolled.lines] == [False, True]
    assert dice.remaining == 0


def test_the_group_luck_roll_is_made_by_the_lowest_luck():
    # Luck 60, 35 and 35 and 70: the first of the two 35s rolls for everyone.
    assert group_luck_roller([60, 35, 35, 70]) == 1
    assert group_luck_roller([45]) == 0
    with pytest.raises(ValueError, match="at least one investigator"):
        group_luck_roller([])


def test_a_combined_roll_is_one_roll_compared_with_both_skills():
    # Spot Hidden 60 and Listen 30, one roll of 45: Spot Hidden passes, Listen fails.
    both = combined_check(ScriptedDice(faces(45)), (60, 30), need=Need.BOTH)
    assert [c.result for c in both.checks] == [45, 45]  # the same dice for both
    assert [c.succeeded for c in both.checks] == [True, False]
    assert not both.succeeded and both.level is SuccessLevel.FAILURE
    either = combined_check(ScriptedDice(faces(45)), (60, 30), need=Need.EITHER)
    assert either.succeeded and either.level is SuccessLevel.REGULAR
    # At Hard both need half: 28 ≤ 30 and 28 > 15
    hard = combined_check(ScriptedDice(faces(28)), (60, 30), Difficulty.HARD, Need.BOTH)
    assert [c.level for c in hard.checks] == [SuccessLevel.HARD, SuccessLevel.REGULAR]
    assert not hard.succeeded


def test_a_group_can_make_a_combined_roll_and_sanity_is_refused():
    rollers = [Roller("A", (60, 30)), Roller("B", (50, 50))]
    rolled = group_roll(ScriptedDice(faces(45, 45)), rollers, need=Need.BOTH)
    assert [line.rolled.succeeded for line in rolled.lines] == [False, True]
    assert rolled.best == (1,)
    assert rolled.lines[0].describe(Difficulty.REGULAR) == "A: fails (45 vs 60 and 30): Regular success, Failure"
    with pytest.raises(ValueError, match="Sanity"):
        combined_check(ScriptedDice(faces(1)), (50,), kinds=(RollKind.SANITY,))
    with pytest.raises(ValueError, match="same number of skills"):
        group_roll(ScriptedDice(faces(1, 1)), [Roller("A", (60, 30)), Roller("B", (50,))])
    with pytest.raises(ValueError, match="Pick at least one"):
        group_roll(ScriptedDice([]), [])
