"""File > Export Character…: which character, for which tool; the file is asked for after."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from desktop.store.exchange.character_export import CharacterFormat
from desktop.views.forms.ui_export_character_dialog import Ui_ExportCharacterDialog


class ExportCharacterDialog(QDialog):
    """A picker of the campaign's characters (`choices`, (id, name) by name) and of the formats written here."""

    def __init__(
        self,
        choices: list[tuple[int, str]],
        formats: dict[str, CharacterFormat],
        selected: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_ExportCharacterDialog()
        self.ui.setupUi(self)
        ui = self.ui
        ui.characterCombo.setMaxVisibleItems(20)
        for character_id, name in choices:
            ui.characterCombo.addItem(name, character_id)
        if selected is not None and (found := ui.characterCombo.findData(selected)) >= 0:
            ui.characterCombo.setCurrentIndex(found)
        for key, chosen in formats.items():
            ui.formatCombo.addItem(self.tr(chosen.label), key)
        ui.noteLabel.setTextFormat(Qt.TextFormat.PlainText)
        ui.noteLabel.setText(
            self.tr("The file opens in that tool's own import; reading it back here gives the same sheet.")
        )
        ui.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Export…"))
        ui.buttons.accepted.connect(self.accept)
        ui.buttons.rejected.connect(self.reject)

    def chosen(self) -> tuple[int, str, str]:
        """(character id, its name, format) as picked."""
        ui = self.ui
        return ui.characterCombo.currentData(), ui.characterCombo.currentText(), ui.formatCombo.currentData()
