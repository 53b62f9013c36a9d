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


def test_a_keyboard_s_own_named_key_reads_as_a_key_not_as_the_action_again(window):
    """Before: Help > Keyboard Shortcuts read "Zoom In  Ctrl+=, Ctrl++, Zoom In" and "Redo  Ctrl+Shift+Z, Ctrl+Y,
    Redo" where the platform adds a keyboard's Zoom In or Redo key."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QKeySequence

    from desktop.views.window.shortcuts_window import keys_of, shortcut_rows

    action = QAction("Zoom &In", window)
    action.setShortcuts([QKeySequence("Ctrl+="), QKeySequence(Qt.Key.Key_ZoomIn)])
    assert keys_of(action) == "Ctrl+=, the Zoom In key"
    action.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence(Qt.Key.Key_Redo), QKeySequence("F8")])
    assert keys_of(action) == "Ctrl+Y, the Redo key, F8"
    action.setShortcuts([QKeySequence(Qt.Key.Key_Delete), QKeySequence(Qt.Key.Key_Space)])
    assert keys_of(action) == "Del, Space"
    for row in shortcut_rows(window):
        assert row.what not in [key.strip() for key in row.keys.split(",")], row


def test_the_rules_reference_never_names_a_deck_twice(qapp, qtmodeltester):
    """Before: Help > Rules Reference listed "Chase: Chase set-up and movement", "Sanity: Sanity losses" and "Tomes:
    Tomes and spells"."""
    from desktop.cards.reference import reference_deck
    from desktop.models.cards.reference_list import ReferenceCards

    cards = ReferenceCards(reference_deck())
    qtmodeltester.check(cards)
    labels = [cards.index(row, 0).data() for row in range(cards.rowCount())]
    assert "Chase set-up and movement" in labels and "Sanity losses" in labels and "Combat: Melee combat" in labels
    for label in labels:
        words = label.replace(":", "").split()
        assert words[0] != words[1], label
