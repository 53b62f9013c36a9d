"""Sanity rules with the seeds' numbers: the roll's loss, caps, thresholds, getting used to the awfulness, bouts,
phobias and manias, treatment, and the Mythos learned from madness. Where seed and rulebook differ, the rulebook
wins and the test says so."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.rules import (
    ScriptedDice,
    SuccessLevel,
    awfulness_loss,
    indefinite_insanity,
    mythos_gain_for_bout,
    sanity_roll_loss,
    starting_sanity,
    temporary_insanity,
    treatment_result,
)
from desktop.rules.checks import RollKind, make_check
from desktop.rules.sanity.insanity import bout_of_madness, horror_table, madness_tables, permanent_insanity, roll_sanity

L = SuccessLevel


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def test_seed_003_success_loses_the_smaller_failure_the_larger_fumble_the_maximum():
    # A Shoggoth, 1D6/1D20: a success rolls 1D6, a failure 1D20, a fumble takes 20.
    assert sanity_roll_loss(L.HARD, "1D6/1D20", ScriptedDice([4])) == 4
    assert sanity_roll_loss(L.REGULAR, "1D6/1D20", ScriptedDice([2])) == 2
    assert sanity_roll_loss(L.FAILURE, "1D6/1D20", ScriptedDice([13])) == 13
    assert sanity_roll_loss(L.FUMBLE, "1D6/1D20", ScriptedDice([])) == 20
    # Seeing Cthulhu, 1D6+6/1D10+20: a fumble costs 30.
    assert sanity_roll_loss(L.FUMBLE, "1D6+6/1D10+20", ScriptedDice([])) == 30
    assert sanity_roll_loss(L.CRITICAL, "0/1D6", ScriptedDice([])) == 0


def test_a_sanity_roll_is_against_current_san_with_no_extra_dice():
    # SAN 60; 45 succeeds: a ghoul's 0/1D6 costs nothing. 99 fails at SAN 60 (under 50 would make it a fumble).
    assert roll_sanity(60, "0/1D6", ScriptedDice(d100(45))).loss == 0
    failed = roll_sanity(60, "0/1D6", ScriptedDice([*d100(99), 4]))
    assert failed.check.level is L.FAILURE and failed.loss == 4 and failed.check.kind is RollKind.SANITY
    fumbled = roll_sanity(40, "0/1D6", ScriptedDice(d100(97)))  # SAN under 50: 96-100 fumble
    assert fumbled.check.level is L.FUMBLE and fumbled.loss == 6
    with pytest.raises(ValueError, match="success/failure"):
        roll_sanity(60, "1D6", ScriptedDice([]))
    with pytest.raises(ValueError, match="no bonus or penalty"):
        make_check(ScriptedDice([]), 60, bonus=1, kind=RollKind.SANITY)


def test_thresholds_temporary_indefinite_permanent():
    assert temporary_insanity(5) and not temporary_insanity(4)  # 5 or more from one roll
    # Rulebook over seed: a fifth of the SAN held when the *day* began (the seed says a session).
    assert indefinite_insanity(11, 55) and not indefinite_insanity(10, 55 + 1)
    assert permanent_insanity(0) and not permanent_insanity(1)


def test_starting_sanity_is_pow_not_pow_times_five():
    # Seed 003 says POW × 5 (the 6th-edition scale); the 7th-edition rulebook: SAN starts equal to POW.
    assert starting_sanity(60) == 60


@pytest.mark.parametrize(
    ("loss", "before", "entity_max", "taken"),
    [(4, 0, 6, 4), (4, 4, 6, 2), (3, 6, 6, 0), (10, 0, 6, 6), (0, 0, 6, 0)],
)
def test_getting_used_to_the_awfulness(loss, before, entity_max, taken):
    # Ghouls cost at most 6 at once (0/1D6); all the ghouls seen never cost more than 6 in all.
    assert awfulness_loss(loss, before, entity_max) == taken


@given(st.integers(0, 100), st.integers(0, 100), st.integers(0, 100))
def test_awfulness_never_takes_a_kind_past_its_maximum(loss, before, entity_max):
    taken = awfulness_loss(loss, before, entity_max)
    assert 0 <= taken <= loss and (before + taken <= entity_max or taken == 0)


def test_insanity_teaches_the_mythos():
    assert mythos_gain_for_bout(first=True) == 5 and mythos_gain_for_bout(first=False) == 1


@pytest.mark.parametrize(
    ("setting", "roll", "result"),
    [
        ("home", 1, 1),
        ("home", 95, 1),
        ("home", 96, -1),
        ("home", 100, -1),
        ("institution", 50, 1),
        ("institution", 51, 0),
        ("institution", 95, 0),
        ("institution", 96, -1),
    ],
)
def test_a_month_of_treatment(setting, roll, result):
    assert treatment_result(setting, roll) == result


def test_treatment_refuses_what_it_cannot_read():
    with pytest.raises(ValueError, match="home or in an institution"):
        treatment_result("spa", 10)
    with pytest.raises(ValueError, match="1 to 100"):
        treatment_result("home", 0)


def test_seed_003_sanity_loss_table_is_data_with_every_entry():
    table = {entry.name: entry for entry in horror_table()}
    assert len(table) == 20
    assert table["Ghoul"].loss == "0/1D6" and table["Ghoul"].maximum == 6
    assert table["Cthulhu himself"].loss == "1D6+6/1D10+20" and table["Cthulhu himself"].maximum == 30
    assert table["A Great Old One (such as Hastur)"].maximum == 39
    assert table["A fresh corpse"].loss == "0/1"


def test_bouts_of_madness_and_the_phobia_and_mania_tables():
    tables = madness_tables()
    assert len(tables.real_time) == len(tables.summary) == 10 and len(tables.phobias) == len(tables.manias) == 20
    bout = bout_of_madness(summary=False, dice=ScriptedDice([6, 4]))  # 6: faints, for 1D10 = 4 rounds
    assert bout.what.startswith("Faint") and bout.lasts == 4 and "4 rounds" in bout.describe()
    picked = bout_of_madness(summary=True, dice=ScriptedDice([7]), pick=9)
    assert picked.what.startswith("Phobia") and "7 hours" in picked.describe()
    with pytest.raises(ValueError, match="1 to 10"):
        bout_of_madness(summary=True, dice=ScriptedDice([7]), pick=11)


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("-3/2", "^Sanity loss on a success: -3 is less than nothing; a loss is 0 or more$"),
        ("1D6-7/1D3-5", "^Sanity loss on a success: 1D6-7 can come to -6, less than nothing; a loss is 0 or more$"),
        ("0/1D3-5", "^Sanity loss on a failure: 1D3-5 can come to -4, less than nothing; a loss is 0 or more$"),
    ],
)
def test_a_typed_sanity_loss_is_never_negative(typed, said):
    """Before: "-3/2" was taken, and a success gave SAN back; now every place a loss is typed refuses it."""
    from desktop.rules import sanity_loss
    from desktop.rules.sanity.minds import Horror, SanityState, add_horror

    with pytest.raises(ValueError, match=said):
        sanity_loss(typed)
    with pytest.raises(ValueError, match=said):
        add_horror(SanityState(), Horror("Mirror thing", typed))
    assert sanity_loss("1D3-1/1D6")[0].minimum == 0  # a loss that can come to nothing is fine
