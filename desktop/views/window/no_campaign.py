"""The page shown when no campaign could be opened: why, and the ways on (restore a backup, open, new)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from desktop.views.common.look import emphasize, set_tone
from desktop.views.forms.ui_no_campaign import Ui_NoCampaignPage


class NoCampaignPage(QWidget):
    """No campaign is open: the refusal in plain words and one button per way on."""

    restore = Signal()
    open = Signal()
    new = Signal()

    def __init__(self, why: str, has_backups: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_NoCampaignPage()
        self.ui.setupUi(self)
        emphasize(self.ui.titleLabel, 1.5, QFont.Weight.Bold)
        emphasize(self.ui.whyLabel, 1.1)
        set_tone(self.ui.whyLabel, "bad")
        self.ui.whyLabel.setText(why)
        self.ui.restoreButton.setEnabled(has_backups)
        if not has_backups:
            self.ui.restoreButton.setToolTip(self.tr("This campaign has no backups"))
        (self.ui.restoreButton if has_backups else self.ui.openButton).setDefault(True)
        self.ui.restoreButton.clicked.connect(self.restore)
        self.ui.openButton.clicked.connect(self.open)
        self.ui.newButton.clicked.connect(self.new)
