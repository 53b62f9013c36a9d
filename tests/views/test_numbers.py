"""Number fields keep what the Keeper typed: a number out of range is refused by name, never changed (before: in a
1-100 field "1000" became 100, "-5" became 5, and "0" put the old value back)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox

from desktop.views.common.numbers import StrictSpinBox


@pytest.fixture
def weeks(qtbot):
    spin = StrictSpinBox()
    qtbot.addWidget(spin)
    spin.setRange(1, 100)
    spin.setValue(12)
    spin.setAccessibleName("Full study, weeks")
    spin.setToolTip("Weeks the first full study takes")
    spin.show()
    spin.setFocus()
    return spin


def type_in(qtbot, spin, text):
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Tab)  # leave the field: Qt's own would fix the text up here
    spin.editingFinished.emit()


@pytest.mark.parametrize("typed", ["1000", "-5", "0"])
def test_a_number_out_of_range_stays_as_typed_and_is_refused_by_name(qtbot, weeks, typed):
    type_in(qtbot, weeks, typed)
    assert weeks.text() == typed and weeks.typed() == int(typed)
    with pytest.raises(ValueError, match=f"Full study, weeks must be between 1 and 100, not {typed}"):
        weeks.value()
    assert weeks.toolTip() == f"Full study, weeks must be between 1 and 100, not {typed}"
    type_in(qtbot, weeks, "40")
    assert weeks.value() == 40 and weeks.toolTip() == "Weeks the first full study takes"


def test_the_arrows_stay_within_the_range(qtbot, weeks):
    weeks.setValue(99)
    qtbot.keyClick(weeks, Qt.Key.Key_Up)
    qtbot.keyClick(weeks, Qt.Key.Key_Up)
    assert weeks.value() == 100
    weeks.setValue(2)
    qtbot.keyClick(weeks, Qt.Key.Key_PageDown)
    assert weeks.value() == 1 and weeks.minimum() == 1 and weeks.maximum() == 100


def test_it_is_as_wide_as_qts_own_for_the_same_range(qtbot):
    ours, theirs = StrictSpinBox(), QSpinBox()
    for spin in (ours, theirs):
        spin.setRange(0, 672)
        spin.setSuffix(" hours")
    assert ours.sizeHint() == theirs.sizeHint()


def test_a_number_typed_out_of_range_is_shown_whole(qtbot):
    """QA 4: the Shoot distance box (0 to 5000) showed a typed 99999 as "9999"."""
    from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QWidget

    row = QWidget()
    qtbot.addWidget(row)
    layout = QHBoxLayout(row)
    spin = StrictSpinBox()
    spin.setRange(0, 5000)
    layout.addWidget(spin)
    layout.addWidget(QLabel("the refusal beside it"), 1)
    row.resize(600, 40)
    row.show()
    narrow = spin.width()
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "99999")
    QApplication.processEvents()
    assert spin.text() == "99999" and spin.problem()
    # a line edit keeps 2 pixels clear on either side of its text
    assert spin.lineEdit().width() >= spin.fontMetrics().horizontalAdvance("99999") + 4
    spin.selectAll()
    qtbot.keyClicks(spin, "50")
    QApplication.processEvents()
    assert spin.width() == narrow


def test_words_for_the_lowest_value_still_stand_for_it(qtbot):
    bout = StrictSpinBox()
    qtbot.addWidget(bout)
    bout.setSpecialValueText("roll it")
    bout.setRange(0, 10)
    bout.setValue(0)
    assert bout.text() == "roll it" and bout.value() == 0
    type_in(qtbot, bout, "11")
    with pytest.raises(ValueError, match="between 0 and 10, not 11"):
        bout.value()


def test_every_number_field_of_every_tab_and_dialog_is_strict_and_named(window, qtbot):
    from PySide6.QtWidgets import QSpinBox

    from desktop.views.roster.character_dialog import CharacterDialog
    from desktop.views.roster.creation_wizard import CreationWizard
    from desktop.views.roster.occupation_dialog import OccupationDialog
    from desktop.views.tomes.tome_dialog import TomeDialog

    window.build_all_tabs()
    roots = [
        window,
        CharacterDialog(window.session, None, window),
        TomeDialog(window.tab("Tomes").scene, window),
        CreationWizard(window),
        OccupationDialog(window),
    ]
    spins = [spin for root in roots for spin in root.findChildren(QSpinBox)]
    assert len(spins) > 30
    loose = [spin.objectName() for spin in spins if not isinstance(spin, StrictSpinBox)]
    assert not loose
    spin = roots[2].ui.weeksSpin  # the tome dialog's: named by its label, "Full study, weeks"
    spin.setValue(0)
    assert spin.problem() == "Full study, weeks must be between 1 and 999, not 0"  # named by its label
    unnamed = [s.objectName() for s in spins if not (s.accessibleName() or s._buddy_text())]
    assert not unnamed


def test_the_wheel_passing_over_a_field_scrolls_the_panel_not_the_number(qtbot):
    """Found playing: scrolling the Roster's care panel set the armour from 0 to 3 as the field passed under the
    pointer, and the next Take Damage was reduced by it."""
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    spin = StrictSpinBox()
    qtbot.addWidget(spin)
    spin.setRange(0, 20)
    spin.show()

    def wheel():
        event = QWheelEvent(
            QPointF(5, 5),
            QPointF(spin.mapToGlobal(QPoint(5, 5))),
            QPoint(0, 0),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        spin.wheelEvent(event)
        return event.isAccepted()

    spin.clearFocus()
    assert not wheel() and spin.value() == 0  # left to the panel
    spin.setFocus()
    qtbot.wait_until(spin.hasFocus)
    wheel()
    assert spin.value() == 1
