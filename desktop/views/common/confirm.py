"""A question before a step that closes a scene: what it leaves behind, in plain text, with the step's own name on
its button and Cancel beside it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def confirm_step(parent: QWidget | None, title: str, text: str, details: list[str], do_text: str) -> bool:
    """Ask before a step: `text` then the `details` lines; True when the Keeper pressed the step's button."""
    box = QMessageBox(QMessageBox.Icon.Question, title, "\n".join([text, "", *details]), parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
    box.setStandardButtons(QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
    box.button(QMessageBox.StandardButton.Ok).setText(do_text)
    box.setDefaultButton(QMessageBox.StandardButton.Ok)
    return QMessageBox.StandardButton(box.exec()) == QMessageBox.StandardButton.Ok
