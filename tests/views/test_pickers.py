"""Character pickers over the session's one list (issue 22: the Dice, Combat and Chase tabs added every name of a
10,000-character roster to each combo box, one item at a time, when first shown): every picker shows the shared
list, with its own entries before or after it, and keeps its choice when the list is read again."""

from dataclasses import replace

from PySide6.QtWidgets import QComboBox

from desktop.store import character_rows
from desktop.views.common.pickers import SEPARATOR, PeoplePicker


def ids() -> dict[str, int]:
    return {r.name: r.id for r in character_rows.roster_rows()}


def test_every_tab_picks_from_the_one_shared_list(window):
    pickers = {
        "Dice": ("characterCombo", "historyFilter"),
        "Combat": ("rosterCombo",),
        "Chase": ("whoCombo",),
    }
    for title, combos in pickers.items():
        tab = window.tab(title)
        for name in combos:
            assert window.session.people in getattr(tab.ui, name).model().sourceModels(), (title, name)
    opposed = window.tab("Dice").opposed
    window.tab("Dice").pages.setCurrentWidget(opposed)  # its pickers are given the list when it is first shown
    for combo, _target in opposed.sides:
        assert window.session.people in combo.model().sourceModels()
    assert opposed.sides[0][0].currentIndex() == 0 and opposed.sides[1][0].currentIndex() == 1  # two people


def test_a_picker_keeps_its_choice_when_the_list_is_read_again_and_says_once_when_it_is_gone(window, qtbot):
    session = window.session
    combo = QComboBox()
    qtbot.addWidget(combo)
    picker = PeoplePicker(combo, session.people, before=[("— Typed value —", -1)], after=[SEPARATOR])
    walt = ids()["Walt Brennan"]
    double = session.add_character(replace(session.sheet(walt), name="Walt's Double"))
    combo.setCurrentIndex(combo.findData(double))
    told = []
    combo.currentIndexChanged.connect(told.append)
    session.update_character(walt, replace(session.sheet(walt), name="Aaron Brennan"))  # moves up the list
    assert combo.currentData() == double and told == []
    picker.set_after([SEPARATOR, ("Bestiary: Ghoul", "bestiary:Ghoul")])
    picker.set_before([])
    assert combo.currentData() == double and told == []
    session.undo_stack.undo()  # the rename
    session.undo_stack.undo()  # the double
    assert combo.findText("Walt's Double") < 0
    assert combo.currentIndex() == 0 and told == [0]
    assert combo.itemText(combo.count() - 1) == "Bestiary: Ghoul"


def test_the_chase_lists_a_creature_as_soon_as_it_joins_the_bestiary(window, monkeypatch):
    window.tab("Chase")  # built, then behind the Roster
    roster_tab = window.tab("Roster")
    cultist = ids()["Cultist of the Marsh"]
    roster_tab.select(cultist)
    monkeypatch.setattr(roster_tab, "ask_bestiary_details", lambda name, monster: ("0/1", "neither"))
    add = next(a for a in roster_tab.row_menu().actions() if a.text().startswith("Add to the Campaign's Bestiary"))
    add.trigger()
    assert window.tab("Chase").ui.whoCombo.findText("Bestiary: Cultist of the Marsh") >= 0
    window.session.undo_stack.undo()  # with the Chase tab in front
    assert window.tab("Chase").ui.whoCombo.findText("Bestiary: Cultist of the Marsh") < 0


def test_the_chase_and_combat_lists_draw_a_line_before_their_own_entries(window):
    """Found playing: the Chase listed "Someone typed in…" and the bestiary straight after the last character."""
    from PySide6.QtCore import Qt

    for title, combo, first_own in (("Chase", "whoCombo", "Someone typed in…"), ("Combat", "rosterCombo", None)):
        picker = getattr(window.tab(title).ui, combo)
        own = (
            picker.findText(first_own)
            if first_own
            else next(i for i in range(picker.count()) if picker.itemText(i).startswith("Bestiary: "))
        )
        assert picker.itemData(own - 1, Qt.ItemDataRole.AccessibleDescriptionRole) == "separator", title


def test_with_nobody_on_the_roster_the_chase_picks_someone_typed_in_not_the_line(window):
    session = window.session
    for character_id in [r.id for r in character_rows.roster_rows()]:
        session.delete_character(character_id)
    combo = window.tab("Chase").ui.whoCombo
    assert combo.currentText() == "Someone typed in…"


def test_a_picker_whose_shared_list_went_first_reads_it_no_more(qtbot, qapp, campaign):
    """Closing a campaign deletes its session, and with it the list, before the tabs' combo boxes go; a change of
    palette or type size in between (the system turning dark, View > Zoom) made a combo box read the names of the
    list that was gone, and the process crashed."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QFont

    from desktop.models.people_model import PeopleModel

    people = PeopleModel()
    combo = QComboBox()
    qtbot.addWidget(combo)
    PeoplePicker(combo, people, before=[("Everyone", None)])
    assert combo.count() == 1 + len(ids())
    people.deleteLater()
    QCoreApplication.sendPostedEvents(people, QEvent.Type.DeferredDelete)
    font = QFont(qapp.font())
    try:
        bigger = QFont(font)
        bigger.setPointSizeF(font.pointSizeF() * 1.5)
        qapp.setFont(bigger)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
        assert combo.count() == 0 and combo.currentText() == ""
    finally:
        qapp.setFont(font)
