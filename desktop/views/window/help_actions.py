"""Help > Rules Reference and Keyboard Shortcuts: the main window's two windows of help (mixed into MainWindow)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


def _bring_up(window: QWidget) -> None:
    """Show a window of Help's, or bring it back in front when it is already open."""
    if window.isVisible():
        window.raise_()
        window.activateWindow()
    else:
        window.show()


class HelpActions:
    """Help's two windows, each made when first asked for and brought back in front after (mixed into MainWindow,
    whose Help menu and settings it uses)."""

    def help_windows(self) -> None:
        """Help > Rules Reference (F1) and Keyboard Shortcuts (Ctrl+/), before About."""
        self.shortcuts_action = QAction(self.tr("&Keyboard Shortcuts"), self)
        self.shortcuts_action.setShortcut(QKeySequence("Ctrl+/"))
        self.shortcuts_action.triggered.connect(self.show_shortcuts)
        self.reference_action = QAction(self.tr("&Rules Reference"), self)
        self.reference_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.reference_action.setToolTip(self.tr("The Keeper reference cards, searchable, in a window of their own"))
        self.reference_action.triggered.connect(self.show_reference)
        self.ui.menuHelp.insertActions(self.ui.actionAbout, [self.reference_action, self.shortcuts_action])
        self.ui.menuHelp.insertSeparator(self.ui.actionAbout)
        self.shortcuts_window = None
        self.reference_window = None

    def show_shortcuts(self) -> None:
        """Help > Keyboard Shortcuts: read afresh from the actions each time it is asked for."""
        from desktop.views.window.shortcuts_window import ShortcutsWindow

        if self.shortcuts_window is None:
            self.shortcuts_window = ShortcutsWindow(self)
        else:
            self.shortcuts_window.fill()
        _bring_up(self.shortcuts_window)

    def show_reference(self) -> None:
        """Help > Rules Reference: the reference deck, beside the main window; the table stays usable."""
        from desktop.views.window.rules_reference import RulesReference

        if self.reference_window is None:
            self.reference_window = RulesReference(self.settings, self)
            self.reference_window.beside(self)
        _bring_up(self.reference_window)
        self.reference_window.filter.setFocus()
