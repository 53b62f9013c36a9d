"""Edit > Undo and Redo: actions named after the step, and the undo keys that reach the campaign from any field."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from desktop.models.typed_text import with_ampersands


def unique_keys(*keys: QKeySequence) -> list[QKeySequence]:
    """Each key once: an action that lists a key twice claims it twice, and a key claimed twice does nothing."""
    unique: list[QKeySequence] = []
    for key in keys:
        if not key.isEmpty() and key not in unique:
            unique.append(key)
    return unique


class StepAction(QAction):
    """Edit > Undo or Redo, named after the step it takes back or does again. QUndoStack's own actions would read an
    ampersand in a step's text (a character named 'Tom & Jerry') as a mnemonic; these show it as typed."""

    def __init__(
        self, stack: QUndoStack, label: str, *, redo: bool, parent: QWidget, allowed: Callable[[], bool] | None = None
    ) -> None:
        super().__init__(label, parent)
        self._label = label
        self._stack, self._redo, self._allowed = stack, redo, allowed  # `allowed`: asked first, False stops the step
        # The stack's signals carry what changed: it is never asked, as it may be going away when it signals.
        (stack.canRedoChanged if redo else stack.canUndoChanged).connect(self.setEnabled)
        (stack.redoTextChanged if redo else stack.undoTextChanged).connect(self.name_step)
        self.triggered.connect(self._step)
        self.setEnabled(stack.canRedo() if redo else stack.canUndo())
        self.name_step(stack.redoText() if redo else stack.undoText())

    def _step(self) -> None:
        if self._allowed is not None and not self._allowed():
            return
        (self._stack.redo if self._redo else self._stack.undo)()

    @property
    def label(self) -> str:
        """The action's own name, without the step ('&Undo')."""
        return self._label

    def name_step(self, step: str) -> None:
        self.setText(f"{self._label} {with_ampersands(step)}" if step else self._label)


class UndoKeys(QObject):
    """Ctrl+Z and the redo keys reach the campaign's undo stack whatever in the window has focus. A text or number
    field claims them for its own undo (the track's number field that Cut to the Chase leaves focused ate them);
    it keeps them only while it has typing of its own to take back."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        # Only the focused widget is watched (the filter follows the focus), not every event of the application.
        QApplication.instance().focusChanged.connect(self._follow_focus)
        self._undo = unique_keys(*QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        self._redo = unique_keys(
            *QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
            QKeySequence("Ctrl+Shift+Z"),
            QKeySequence("Ctrl+Y"),
        )

    def _follow_focus(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None:
            old.removeEventFilter(self)
        if new is not None and new.window() is self._window:
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(watched, QWidget):
            return False
        key = QKeySequence(event.keyCombination())
        if (key not in self._undo and key not in self._redo) or watched.window() is not self._window:
            return False
        return not _own_typing(watched, redo=key in self._redo)  # taken from the field: Edit > Undo or Redo fires


def _own_typing(widget: QWidget, redo: bool) -> bool:
    """Whether a focused field has typing of its own that its undo (or redo) would take back."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit

    if isinstance(widget, QAbstractSpinBox | QComboBox):
        widget = widget.findChild(QLineEdit) or widget
    if isinstance(widget, QLineEdit):
        return widget.isRedoAvailable() if redo else widget.isUndoAvailable()
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        document = widget.document()
        return document.isRedoAvailable() if redo else document.isUndoAvailable()
    return False
