"""Number fields that keep what the Keeper typed and refuse a number out of range by name, never change it."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette, QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QLabel, QSpinBox, QStyle, QStyleOptionSpinBox, QWidget

from desktop.rules.words import noun_for
from desktop.views.common.theme import tint

_WIDEST = (-(2**31), 2**31 - 1)  # what Qt's spin box can hold: any number a Keeper types stays as typed


class StrictSpinBox(QSpinBox):
    """A spin box whose range is a rule, not a filter. Qt's own drops a keystroke that would leave the range
    ("1000" becomes "100", "-5" becomes "5") or puts the old value back on leaving the field ("0" in a field from 1),
    so a number the Keeper typed is silently changed. This one keeps the typed number, shows it in the warning
    colour with the range in its tooltip, and `value()` refuses it with a message naming the field (a ValueError,
    which every slot that acts shows as a refusal). The arrow keys and buttons stay within the range.

    Forms use it through Qt Designer's promotion (header `desktop/views/common/numbers.h`); `minimum()`, `maximum()` and
    `setRange()` speak of the rule's range. A field with special-value text ("roll it" for its lowest value) keeps
    that lowest value as a floor, so the words still stand for it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._low, self._high = super().minimum(), super().maximum()
        self._tooltip = ""
        self._marked = False
        self._said: str | None = None  # this field's problem as last said, to take back once it is put right
        super().setRange(*_WIDEST)
        self.valueChanged.connect(self._mark)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel changes it only once clicked or tabbed to

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        """The wheel scrolls the panel under the pointer, unless this field has the focus: a Keeper scrolling a
        panel never changes a number by passing over it."""
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()

    # --- the rule's range --------------------------------------------------------------------------------------

    def setMinimum(self, low: int) -> None:  # noqa: N802 - Qt override
        self.setRange(low, max(low, self._high))

    def setMaximum(self, high: int) -> None:  # noqa: N802 - Qt override
        self.setRange(min(self._low, high), high)

    def setRange(self, low: int, high: int) -> None:  # noqa: N802 - Qt override
        self._low, self._high = low, max(low, high)
        # A field whose lowest value reads as words ("roll it") keeps that value as Qt's floor, so the words work.
        super().setRange(low if self.specialValueText() else _WIDEST[0], _WIDEST[1])
        number = super().value()
        if not self._low <= number <= self._high:  # as Qt does when the program (not the Keeper) moves the range
            self.setValue(min(self._high, max(self._low, number)))
        self.updateGeometry()
        self._mark()

    def setSpecialValueText(self, text: str) -> None:  # noqa: N802 - Qt override
        super().setSpecialValueText(text)
        self.setRange(self._low, self._high)

    def minimum(self) -> int:
        return self._low

    def maximum(self) -> int:
        return self._high

    def typed(self) -> int:
        """The number in the field as typed, in range or not."""
        return super().value()

    def problem(self) -> str | None:
        """Why the typed number cannot be used, naming the field; None when it is in range."""
        number = super().value()
        if self._low <= number <= self._high:
            return None
        name = self.accessibleName() or self._buddy_text() or self.tr("The number")
        return self.tr("{field} must be between {low} and {high}, not {number}").format(
            field=name, low=self._low, high=self._high, number=number
        )

    def _buddy_text(self) -> str:
        """The text of the label that names this field (its buddy), without the mnemonic's ampersand."""
        label = next((lb for lb in self.window().findChildren(QLabel) if lb.buddy() is self), None)
        return label.text().replace("&&", "\0").replace("&", "").replace("\0", "&") if label else ""

    def value(self) -> int:
        """The number, when it is in range; otherwise a ValueError that names the field and the range."""
        if problem := self.problem():
            raise ValueError(problem)
        return super().value()

    # --- the arrows stay within the range ----------------------------------------------------------------------

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt override
        target = super().value() + steps * self.singleStep()
        self.setValue(min(self._high, max(self._low, target)))
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # noqa: N802 - Qt override
        if self.isReadOnly():
            return QAbstractSpinBox.StepEnabledFlag.StepNone
        number = super().value()
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if number < self._high or self.wrapping():
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        if number > self._low or self.wrapping():
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return flags

    # --- as wide as the rule's range needs (Qt would size it for ten digits) ------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self._size_for(self.prefix() + self.suffix() + " ")

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self._size_for(self.prefix() + " ")

    def _size_for(self, fixed: str) -> QSize:
        metrics = self.fontMetrics()
        texts = [self.textFromValue(self._low), self.textFromValue(self._high), self.specialValueText()]
        if self.problem():  # a number typed out of range is shown whole while it is refused ("99999", not "9999")
            texts.append(self.textFromValue(super().value()))
        width = max(metrics.horizontalAdvance(text[:18] + fixed) for text in texts) + 2
        option = QStyleOptionSpinBox()
        self.initStyleOption(option)
        height = self.lineEdit().sizeHint().height()
        return self.style().sizeFromContents(QStyle.ContentsType.CT_SpinBox, option, QSize(width, height), self)

    # --- shown as wrong while it is ------------------------------------------------------------------------------

    def setToolTip(self, text: str) -> None:  # noqa: N802 - Qt override
        self._tooltip = text
        self._mark()

    def _mark(self, *_args) -> None:
        problem = self.problem()
        if problem or self._marked:
            self.updateGeometry()  # as wide as the refused number typed, then back to the range's width
        self._take_back(problem)
        if problem is None and not self._marked:
            super().setToolTip(self._tooltip)
            return
        self._marked = problem is not None
        tint(self, "bad" if problem else None, QPalette.ColorRole.Text)
        super().setToolTip(problem or self._tooltip)

    def _take_back(self, problem: str | None) -> None:
        """A refusal of this field shown anywhere in its window (a tab's message line, the note under a roll, a
        wizard page) goes as soon as the field is put right, or gives way to what is wrong with it now: a refusal
        never stays once it is no longer true."""
        said, self._said = self._said, problem
        if not said or said == problem:
            return
        for label in self.window().findChildren(QLabel):
            text = label.text()
            for old, new in ((said, problem or ""), (html.escape(said), html.escape(problem or ""))):
                if old in text:
                    label.setText(text.replace(old, new).strip())
                    break


def count_in_suffix(spin: QSpinBox, one: str, many: str) -> None:
    """The spin box's suffix names what it counts and follows the number: " week" for 1, " weeks" for more."""

    def follow(number: int) -> None:
        spin.setSuffix(f" {noun_for(number, one, many)}")

    spin.valueChanged.connect(follow)
    follow(spin.value())


def first_problem(*spins: StrictSpinBox) -> str | None:
    """The first of these fields' problems (a number out of range, named), or None when every one is in range."""
    return next((problem for spin in spins if (problem := spin.problem())), None)
