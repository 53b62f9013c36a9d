"""Sentences found walking every tab and menu that read badly (a doubled word, a code-ish word), as they read now."""

from desktop.rules import ScriptedDice


def test_a_typed_value_s_failed_roll_says_why_luck_cannot_be_spent_without_saying_luck_twice(window):
    """Before: "Push: a fumble cannot be pushed. Luck: Luck is spent by a character: pick one to roll for." """
    tab = window.tab("Dice")
    tab.dice.dice = ScriptedDice([1, 8])  # 70 against the typed 50: a failure
    tab.roll()
    note = tab.ui.afterRollNote.text()
    assert "Luck: Luck" not in note
    assert note.endswith("Luck: pick a character to roll for: a typed value has no Luck to spend.")
    assert tab.ui.luckButton.toolTip() == "pick a character to roll for: a typed value has no Luck to spend"
