"""The question asked when another Keeper Desk holds a campaign's lock: open it anyway, open it read-only, or not."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop.models.opening import CampaignLocked

Button = QMessageBox.StandardButton


class Choice(Enum):
    """What the Keeper chose for a campaign in use."""

    ANYWAY = "anyway"  # take over a lock from another computer
    READ_ONLY = "read-only"  # look without the lock
    CANCEL = "cancel"


def _tr(text: str) -> str:
    return QCoreApplication.translate("CampaignInUse", text)


def ask_campaign_in_use(parent: QWidget | None, error: CampaignLocked) -> Choice:
    """Say whose lock it is and since when; offer "Open Anyway" (a lock from another computer only, after the
    warning), "Open Read-Only" and "Cancel", the default."""
    text = str(error) + "\n\n"
    if error.can_override:
        text += _tr(
            "If Keeper Desk is closed there (that computer was switched off, or the campaign was carried away "
            "without closing it), open it anyway. To only look, open it read-only."
        )
    else:
        text += _tr("To only look, open it read-only.")
    buttons = Button.Ignore | Button.Cancel | (Button.Open if error.can_override else Button.NoButton)
    box = QMessageBox(QMessageBox.Icon.Warning, _tr("Campaign in use"), text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the file and computer names read as typed
    box.button(Button.Ignore).setText(_tr("Open &Read-Only"))
    if error.can_override:
        box.button(Button.Open).setText(_tr("Open &Anyway"))
    box.setDefaultButton(Button.Cancel)
    answer = Button(box.exec())
    if answer == Button.Open and error.can_override:
        return Choice.ANYWAY
    return Choice.READ_ONLY if answer == Button.Ignore else Choice.CANCEL
