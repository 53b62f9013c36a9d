"""View > Tabs: Ctrl+1 to Ctrl+8 bring the tabs forward in order; Ctrl+Tab and Ctrl+Page Down the next tab,
Ctrl+Shift+Tab and Ctrl+Page Up the one before (both wrap around)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QTabWidget, QWidget

from desktop.views.window.tabs import TABS

NEXT_KEYS = ("Ctrl+Tab", "Ctrl+PgDown")
PREVIOUS_KEYS = ("Ctrl+Shift+Tab", "Ctrl+PgUp")


class TabKeys(QObject):
    """The actions that switch tabs, in a menu of their own (View > Tabs)."""

    def __init__(self, tabs: QTabWidget, menu: QMenu, parent: QWidget) -> None:
        super().__init__(parent)
        self._tabs = tabs
        self.next = self._action(parent, self.tr("&Next Tab"), NEXT_KEYS, lambda: self.step(+1))
        self.previous = self._action(parent, self.tr("&Previous Tab"), PREVIOUS_KEYS, lambda: self.step(-1))
        menu.addActions([self.next, self.previous])
        menu.addSeparator()
        self.by_number: list[QAction] = []
        for number, entry in enumerate(TABS, start=1):
            action = self._action(
                parent, f"&{number} {self.tr(entry.title)}", (f"Ctrl+{number}",), lambda n=number: self.show(n - 1)
            )
            menu.addAction(action)
            self.by_number.append(action)

    @staticmethod
    def _action(parent: QWidget, text: str, keys: tuple[str, ...], slot) -> QAction:
        action = QAction(text, parent)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def show(self, index: int) -> None:
        """The tab at that place, when there is one (the refused state has a single page)."""
        if 0 <= index < self._tabs.count():
            self._tabs.setCurrentIndex(index)

    def step(self, by: int) -> None:
        count = self._tabs.count()
        if count > 1:
            self._tabs.setCurrentIndex((self._tabs.currentIndex() + by) % count)
