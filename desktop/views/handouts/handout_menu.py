"""View > Handouts… (F9) and View > Put Away the Handout (Shift+F9): the main window's entries for the handouts,
following the open campaign."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:  # imported when a campaign is open: the window paints first
    from desktop.models.session import CampaignSession
    from desktop.views.handouts.handouts_window import HandoutsWindow


class HandoutMenu(QObject):
    """The handout actions of the View menu, after Players' Window."""

    def __init__(self, window: QMainWindow, after: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.session: CampaignSession | None = None
        self.handouts_window: HandoutsWindow | None = None
        self.open_action = QAction(self.tr("&Handouts…"), window)
        self.open_action.setObjectName("actionHandouts")
        self.open_action.setShortcut(QKeySequence("F9"))
        self.open_action.setToolTip(self.tr("Letters, maps and pictures to show on the players' window"))
        self.put_away_action = QAction(self.tr("Put &Away the Handout"), window)
        self.put_away_action.setObjectName("actionPutAwayHandout")
        self.put_away_action.setShortcut(QKeySequence("Shift+F9"))
        self.put_away_action.setToolTip(self.tr("Take the handout off the players' window"))
        self.open_action.triggered.connect(lambda: self.show_handouts())
        self.put_away_action.triggered.connect(lambda: self.put_away())
        menu = window.ui.menuView
        actions = menu.actions()
        at = actions.index(after) + 1
        before = actions[at] if at < len(actions) else None
        for action in (self.open_action, self.put_away_action):
            menu.insertAction(before, action) if before is not None else menu.addAction(action)
        self.follow(None)

    def follow(self, session: CampaignSession | None) -> None:
        if self.handouts_window is not None:
            self.handouts_window.close()
            self.handouts_window.deleteLater()
            self.handouts_window = None
        self.session = session
        self.open_action.setEnabled(session is not None)
        self.put_away_action.setEnabled(session is not None)

    def show_handouts(self) -> HandoutsWindow | None:
        if self.session is None:
            return None
        if self.handouts_window is None:
            from desktop.views.handouts.handouts_window import HandoutsWindow

            self.handouts_window = HandoutsWindow(self.session, self.window)
        if self.handouts_window.isVisible():  # open already: brought in front
            self.handouts_window.raise_()
            self.handouts_window.activateWindow()
        else:
            self.handouts_window.show()
        return self.handouts_window

    def put_away(self) -> None:
        if self.session is None:
            return
        from desktop.models.handouts.handout_book import HandoutBook

        self.session.scene(HandoutBook).put_away()
