"""The written cards say what the rules and the tabs do: the Sanity losses card marks the Mythos rows, the Sanity
card's treatment is the Sanity tab's (its 1D100 bands, +1D3 and a Sanity roll, −1D6)."""

import pytest

from desktop.cards.reference import mythos_losses_card, written_cards
from desktop.rules.sanity.insanity import horror_table, treatment_result
from tests.cards.test_clean_print import plain


@pytest.mark.usefixtures("campaign")
def test_the_sanity_losses_card_says_yes_for_mythos_rows(qapp):
    table = mythos_losses_card().blocks[0]
    said = {row[0]: row[2] for row in table.rows}
    for horror in horror_table():
        assert said[horror.name] == ("yes" if horror.mythos else "no"), horror.name


def test_the_sanity_cards_recovery_is_the_tabs(qapp):
    """A month of treatment as the Sanity tab rolls it: 1D100 bands by setting, progress +1D3 and a SAN roll to be
    cured, a setback −1D6."""
    text = " ".join(plain("".join(b.html for b in written_cards()["sanity"].blocks)).split())

    def bands(setting):
        out, start = [], 1
        for roll in range(1, 101):
            if roll == 100 or treatment_result(setting, roll + 1) != treatment_result(setting, roll):
                out.append((start, roll, treatment_result(setting, roll)))
                start = roll + 1
        return out

    words = {1: "progress", 0: "no progress", -1: "setback"}
    for setting in ("home", "institution"):
        for low, high, result in bands(setting):
            assert f"{low:02d}–{high % 100:02d} {words[result]}" in text, (setting, low, high)
    assert "+1D3 SAN" in text and "−1D6 SAN" in text and "Sanity roll" in text
    assert "1 SAN back for a month" not in text
