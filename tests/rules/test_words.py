"""Counts and signed numbers are written one way: "1 die", "2 dice", "+5", "−5"."""

import pytest

from desktop.rules.words import MINUS, counted, noun_for, signed


@pytest.mark.parametrize(
    ("count", "expected"),
    [(0, "0 characters"), (1, "1 character"), (2, "2 characters"), (-1, "-1 character"), (10049, "10,049 characters")],
)
def test_a_count_takes_the_singular_for_one_only(count, expected):
    assert counted(count, "character") == expected


def test_an_irregular_plural_is_given():
    assert [noun_for(n, "die", "dice") for n in (1, 2)] == ["die", "dice"]
    assert counted(1, "bonus die", "bonus dice") == "1 bonus die"


@pytest.mark.parametrize(("number", "expected"), [(5, "+5"), (-5, f"{MINUS}5"), (0, "0"), (-12, "\u221212")])
def test_a_signed_number_has_one_sign_and_a_true_minus(number, expected):
    assert signed(number) == expected and "-" not in signed(number)


def test_names_are_listed_as_a_sentence_lists_them():
    from desktop.rules.words import listed

    assert [listed(n) for n in ([], ["Ada"], ["Ada", "Bo"], ("Ada", "Bo", "Cy"))] == [
        "",
        "Ada",
        "Ada and Bo",
        "Ada, Bo and Cy",
    ]
