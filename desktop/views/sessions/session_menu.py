"""File > Start Session…, End Session… and Session Recap…, the one question when the campaign opens after a day
away (a bar at the foot of the window, never a dialog in the way), and the question before Edit > Undo reaches back
into a session that has ended."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMessageBox, QPushButton, QWidget

if TYPE_CHECKING:  # the rest is imported when a campaign is open: the window paints first
    from desktop.models.changes import Changes
    from desktop.models.session import CampaignSession
    from desktop.models.sessions.session_book import SessionBook
    from desktop.views.sessions.recap_window import RecapWindow


class SessionMenu(QObject):
    """The session actions of the main window's File menu, following the open campaign."""

    def __init__(self, window: QMainWindow, before: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.session: CampaignSession | None = None
        self.recap_window: RecapWindow | None = None
        self.start_action = QAction(self.tr("Start &Session…"), window)
        self.start_action.setToolTip(self.tr("A new game session: what happens from now on is journalled in it"))
        self.end_action = QAction(self.tr("&End Session…"), window)
        self.end_action.setToolTip(self.tr("End the session under way, with your notes"))
        self.recap_action = QAction(self.tr("Session &Recap…"), window)
        self.recap_action.setToolTip(self.tr("What happened to whom, written from the journal"))
        self.start_action.triggered.connect(lambda: self.start_session())
        self.end_action.triggered.connect(lambda: self.end_session())
        self.recap_action.triggered.connect(lambda: self.show_recap())
        menu = window.ui.menuFile
        menu.insertActions(before, [self.start_action, self.end_action, self.recap_action])
        menu.insertSeparator(before)
        self.bar = _PromptBar(window)
        self.bar.start.clicked.connect(lambda: self.answer_prompt())
        self.bar.later.clicked.connect(self.bar.hide)
        window.statusBar().addPermanentWidget(self.bar, 1)
        self.bar.hide()
        self.follow(None)

    @property
    def book(self) -> SessionBook | None:
        if self.session is None:
            return None
        from desktop.models.sessions.session_book import SessionBook

        return self.session.scene(SessionBook)

    def follow(self, session: CampaignSession | None) -> None:
        """The campaign the window now shows (None: none); asks once whether to start a session."""
        if self.session is not None:
            self.session.changed.disconnect(self._changed)
        if self.recap_window is not None:
            self.recap_window.close()
            self.recap_window.deleteLater()
            self.recap_window = None
        self.session = session
        if session is not None:
            session.changed.connect(self._changed)
        self._enable()
        question = self.book.prompt() if self.book is not None and not session.read_only else ""
        self.bar.ask(question)

    def _changed(self, changes: Changes) -> None:
        from desktop.models.sessions.session_book import SESSIONS

        if changes.touches_setting(SESSIONS):
            self._enable()

    def _enable(self) -> None:
        book = self.book
        writable = book is not None and not self.session.read_only
        under_way = book.under_way() if book is not None else None
        self.start_action.setEnabled(writable and under_way is None)
        self.end_action.setEnabled(writable and under_way is not None)
        self.recap_action.setEnabled(book is not None)

    # --- the actions ----------------------------------------------------------------------------------------------

    def start_session(self) -> bool:
        """Start Session…: number, date, title and notes; a refused value is said in the dialog, kept open."""
        from desktop.views.sessions.session_dialogs import SessionDialog

        book = self.book
        if book is None:
            return False
        dialog = SessionDialog(book.next_number(), "start", parent=self.window)
        while dialog.exec() == SessionDialog.DialogCode.Accepted:
            title, notes, date = dialog.values()
            try:
                begun = book.start(title, notes, date)
            except ValueError as exc:
                dialog.show_problem(str(exc))
                continue
            self.bar.hide()
            self.window.statusBar().showMessage(self.tr("{} begins").format(begun.name), 5000)
            return True
        return False

    def end_session(self) -> bool:
        from desktop.views.sessions.session_dialogs import SessionDialog

        book = self.book
        under_way = book.under_way() if book is not None else None
        if under_way is None:
            return False
        dialog = SessionDialog(
            under_way.number,
            "end",
            title=under_way.title,
            notes=under_way.notes,
            date=under_way.date,
            parent=self.window,
        )
        while dialog.exec() == SessionDialog.DialogCode.Accepted:
            try:
                ended = book.end(dialog.values()[1])
            except ValueError as exc:
                dialog.show_problem(str(exc))
                continue
            self.window.statusBar().showMessage(self.tr("{} ends").format(ended.name), 5000)
            return True
        return False

    def edit_session(self, session_id: int) -> bool:
        """A session's title, date and notes written afterwards."""
        from desktop.views.sessions.session_dialogs import SessionDialog

        book = self.book
        played = next((s for s in book.sessions() if s.id == session_id), None) if book is not None else None
        if played is None or self.session.read_only:
            return False
        dialog = SessionDialog(
            played.number, "edit", title=played.title, notes=played.notes, date=played.date, parent=self.window
        )
        while dialog.exec() == SessionDialog.DialogCode.Accepted:
            try:
                book.edit(session_id, *dialog.values())
            except ValueError as exc:
                dialog.show_problem(str(exc))
                continue
            return True
        return False

    def answer_prompt(self) -> None:
        """The bar's button: end a session left open since an earlier day (then start the next), or start one."""
        book = self.book
        if book is None:
            return
        if book.under_way() is not None and not self.end_session():
            return
        self.bar.hide()
        self.start_session()

    def show_recap(self, session_id: int | None = None) -> RecapWindow | None:
        """File > Session Recap…: the window beside the main one (the table stays usable)."""
        from desktop.views.sessions.recap_window import RecapWindow

        if self.session is None:
            return None
        if self.recap_window is None:
            self.recap_window = RecapWindow(self.session, parent=self.window)
            self.recap_window.for_players.connect(self._to_players)
            self.recap_window.edit_wanted.connect(self.edit_session)
        if session_id is not None:
            self.recap_window.pick(f"session:{session_id}")
        if self.recap_window.isVisible():  # already open: brought back in front
            self.recap_window.raise_()
            self.recap_window.activateWindow()
        else:
            self.recap_window.show()
        return self.recap_window

    def _to_players(self, text: str) -> None:
        """'Previously on…' on the players' window (opened for it when closed)."""
        self.window.ui.actionPlayers.setChecked(True)
        if self.window.players is not None:
            self.window.players.show_recap(text)

    # --- undo -----------------------------------------------------------------------------------------------------

    def undo_allowed(self) -> bool:
        """Edit > Undo of a step made in a session that has ended asks first; True to go on."""
        book = self.book
        warning = book.undo_warning() if book is not None else ""
        if not warning:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Undo"), warning, parent=self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the step's text quotes names as typed
        box.setStandardButtons(QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Ok).setText(self.tr("Undo"))
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return QMessageBox.StandardButton(box.exec()) == QMessageBox.StandardButton.Ok


class _PromptBar(QWidget):
    """A line at the foot of the window: the question, a button that answers it, and Not now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.start = QPushButton(self.tr("Start Session…"), self)
        self.later = QPushButton(self.tr("Not now"), self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.start)
        layout.addWidget(self.later)

    def ask(self, question: str) -> None:
        self.label.setText(question)
        self.start.setText(self.tr("End and Start…") if "End it" in question else self.tr("Start Session…"))
        self.setVisible(bool(question))
