"""File > Session Recap…: the recap of a session, of the time between two, or of a range of dates, as the Keeper reads
it or as the players may (without the Keeper's notes or hidden rolls); printed, saved as a PDF, or shown on the
players' window as "Previously on…". The text is shown as plain text: names are never markup."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QDate, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.models.changes import Changes
from desktop.models.session import CampaignSession
from desktop.models.sessions.session_book import BETWEEN, DATES, SESSIONS, SessionBook
from desktop.rules.sessions.recap import Recap


class RecapWindow(QWidget):
    """The recap of what the Keeper picks, refreshed when the journal or the sessions change."""

    for_players = Signal(str)  # the players' text, to show on the players' window
    edit_wanted = Signal(int)  # the session whose title and notes to write

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.session = session
        self.book = session.scene(SessionBook)
        self.setWindowTitle(self.tr("Session Recap"))
        self.source = QComboBox(self)
        self.source.setAccessibleName(self.tr("Recap of"))
        self.first = QDateEdit(self)
        self.last = QDateEdit(self)
        for edit, name in ((self.first, self.tr("First date")), (self.last, self.tr("Last date"))):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setDate(QDate.currentDate())
            edit.setAccessibleName(name)
            edit.dateChanged.connect(self.refresh)
        self.players = QCheckBox(self.tr("As the &players see it (no Keeper's notes, no hidden rolls)"), self)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Recap"))
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.edit_button = QPushButton(self.tr("&Title and Notes…"), self)
        self.pdf_button = QPushButton(self.tr("Save as P&DF…"), self)
        self.print_button = QPushButton(self.tr("P&rint…"), self)
        self.copy_button = QPushButton(self.tr("&Copy"), self)
        self.show_button = QPushButton(self.tr("Show on the Players' &Window"), self)
        self.show_button.setToolTip(self.tr("'Previously on…': the players' version, never your notes"))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Recap of"), self))
        top.addWidget(self.source, 1)
        top.addWidget(self.first)
        top.addWidget(self.last)
        buttons = QHBoxLayout()
        for button in (self.edit_button, self.pdf_button, self.print_button, self.copy_button, self.show_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.players)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        self.source.currentIndexChanged.connect(self.refresh)
        self.players.toggled.connect(self.refresh)
        self.edit_button.clicked.connect(self._edit)
        self.pdf_button.clicked.connect(lambda: self.save_pdf())
        self.print_button.clicked.connect(self.print_recap)
        self.copy_button.clicked.connect(lambda: QApplication.clipboard().setText(self.text.toPlainText()))
        self.show_button.clicked.connect(lambda: self.for_players.emit(self.recap(for_players=True).text()))
        # A recap of a long session takes a while to write: a burst of steps at the table refreshes it once, after.
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(400)
        self._later.timeout.connect(self._refresh_if_shown)
        self._stale = False
        session.changed.connect(self._changed)
        self.fill_sources()
        self.resize(760, 620)

    # --- what to recap --------------------------------------------------------------------------------------------

    def fill_sources(self, keep: object = None) -> None:
        """Each session (newest first), the time between sessions, and a range of dates."""
        keep = keep if keep is not None else self.source.currentData()
        self.source.blockSignals(True)
        self.source.clear()
        sessions = self.book.sessions()
        for played in reversed(sessions):
            state = self.tr(" (under way)") if played.is_open else ""
            self.source.addItem(f"{played.name} — {played.date}{state}", f"session:{played.id}")
            if not played.is_open:
                self.source.addItem(self.tr("Between sessions, after {}").format(played.name), f"{BETWEEN}:{played.id}")
        if sessions:
            self.source.addItem(self.tr("Before the first session"), f"{BETWEEN}:")
            self.source.addItem(self.tr("A range of dates"), f"{DATES}:")
        else:  # a range of dates first (today's): the whole of a long journal is read only when asked for
            self.source.addItem(self.tr("A range of dates"), f"{DATES}:")
            self.source.addItem(self.tr("Everything so far"), f"{BETWEEN}:")
        found = self.source.findData(keep) if keep is not None else -1
        self.source.setCurrentIndex(max(0, found))
        self.source.blockSignals(False)
        self.refresh()

    def pick(self, source: str) -> None:
        """Show the recap of a source: "session:<id>", "between:<id>" (after that session; "between:" before the
        first), or "dates:"."""
        self.source.setCurrentIndex(max(0, self.source.findData(source)))

    def _picked(self) -> tuple[str, int | None]:
        kind, _, number = str(self.source.currentData() or f"{BETWEEN}:").partition(":")
        return kind, int(number) if number.isdigit() else None

    def _changed(self, changes: Changes) -> None:
        if changes.touches_setting(SESSIONS):
            self.fill_sources()
        elif changes.new_journal_rows:
            self._stale = True
            self._later.start()

    def _refresh_if_shown(self) -> None:
        if self.isVisible() and self._stale:
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def recap(self, for_players: bool | None = None) -> Recap:
        """The recap picked; raises ValueError (dates running backwards)."""
        players = self.players.isChecked() if for_players is None else for_players
        kind, number = self._picked()
        if kind == DATES:
            first, last = (dt.date.fromisoformat(e.date().toString("yyyy-MM-dd")) for e in (self.first, self.last))
            return self.book.recap(DATES, dates=(first, last), for_players=players)
        if kind == BETWEEN or number is None:
            return self.book.recap(BETWEEN, after=number, for_players=players)
        return self.book.recap(number, for_players=players)

    def refresh(self) -> None:
        self._stale = False
        kind, number = self._picked()
        self.first.setVisible(kind == DATES)
        self.last.setVisible(kind == DATES)
        self.edit_button.setEnabled(kind == "session" and not self.session.read_only)
        try:
            self.text.setPlainText(self.recap().text())
            self.message.clear()
        except ValueError as exc:
            self.text.clear()
            self.message.setText(str(exc))

    def _edit(self) -> None:
        kind, number = self._picked()
        if kind == "session" and number is not None:
            self.edit_wanted.emit(number)

    # --- out of the window ----------------------------------------------------------------------------------------

    def ask_pdf_path(self) -> str:
        start = str(Path.home() / "recap.pdf")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save recap as PDF"), start, self.tr("PDF files (*.pdf)"))
        return name

    def save_pdf(self, name: str | None = None) -> int:
        """The recap shown (the players' version when ticked) as a PDF page through the cards' renderer."""
        from desktop.cards.recap_card import recap_pdf

        name = name if name is not None else self.ask_pdf_path()
        if not name:
            return 0
        path = Path(name if name.lower().endswith(".pdf") else name + ".pdf")
        try:
            path.open("wb").close()  # a folder that is missing or read-only says so before anything is drawn
            pages = recap_pdf(path, self.recap())
        except OSError as exc:
            self.message.setText(self.tr("Save as PDF: {} could not be written ({}).").format(path, exc.strerror))
            return 0
        except ValueError as exc:
            self.message.setText(str(exc))
            return 0
        self.message.setText(self.tr("Saved {}").format(path))
        return pages

    def print_recap(self) -> int:
        from desktop.cards.layout import Layout
        from desktop.cards.recap_card import recap_card
        from desktop.views.cards.cards_tab import print_cards

        try:
            card = recap_card(self.recap())
        except ValueError as exc:
            self.message.setText(str(exc))
            return 0
        return print_cards(self, [card], Layout().for_sheets())
