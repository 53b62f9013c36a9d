"""The session's dialog: its number, date, title and the Keeper's notes, to start a session, end it, or write them
afterwards. It only reads its fields; the session book checks and writes them."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.store.game_sessions import TITLE_LIMIT


class SessionDialog(QDialog):
    """Number (shown), date, title and notes; `mode` "start", "end" or "edit" names the window and its button."""

    def __init__(
        self,
        number: int,
        mode: str,
        *,
        title: str = "",
        notes: str = "",
        date: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        heading = {"start": "Start Session {}", "end": "End Session {}", "edit": "Session {}"}[mode]
        self.setWindowTitle(self.tr(heading).format(number))
        self.number = QLabel(str(number), self)
        self.date = QDateEdit(self)
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.date.setDate(QDate.fromString(date, "yyyy-MM-dd") if date else QDate.currentDate())
        self.date.setAccessibleName(self.tr("Session date"))
        self.title = QLineEdit(title, self)
        self.title.setToolTip(self.tr("At most {} characters; it may be left empty").format(TITLE_LIMIT))
        self.title.setPlaceholderText(self.tr("Optional: the night's title, e.g. The boathouse"))
        self.title.setAccessibleName(self.tr("Session title"))
        self.notes = QPlainTextEdit(notes, self)
        self.notes.setPlaceholderText(self.tr("For you only: the players' recap leaves these out"))
        self.notes.setAccessibleName(self.tr("Keeper's notes"))
        self.problem = QLabel(self)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a title as typed
        self.problem.setWordWrap(True)
        self.problem.hide()
        form = QFormLayout()
        form.addRow(self.tr("Session"), self.number)
        form.addRow(self.tr("&Date"), self.date)
        form.addRow(self.tr("&Title"), self.title)
        form.addRow(self.tr("Keeper's &notes"), self.notes)
        self.date.setEnabled(mode != "end")
        self.title.setEnabled(mode != "end")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            {"start": self.tr("Start"), "end": self.tr("End Session"), "edit": self.tr("Save")}[mode]
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.resize(520, 380)

    def values(self) -> tuple[str, str, str]:
        """(title, notes, date as YYYY-MM-DD) as typed."""
        return self.title.text(), self.notes.toPlainText(), self.date.date().toString("yyyy-MM-dd")

    def show_problem(self, message: str) -> None:
        """A value the file cannot keep: said in the dialog, which stays open with what was typed."""
        self.problem.setText(message)
        self.problem.show()
