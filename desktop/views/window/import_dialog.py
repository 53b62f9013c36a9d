"""The preview before an import: every character the file holds, what comes with them, what is left out or
changed and why. Nothing is written until the Keeper says Import; Cancel leaves the campaign as it was."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidgetItem, QWidget

from desktop.rules.words import counted
from desktop.store.exchange.foreign import Imported
from desktop.views.forms.ui_import_dialog import Ui_ImportDialog

COLUMNS = ("Name", "Kind", "From", "Skills", "Weapons")


class ImportDialog(QDialog):
    def __init__(self, found: list[Imported], file_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_ImportDialog()
        self.ui.setupUi(self)
        self.setWindowTitle(self.tr("Import from {}").format(file_name))
        ui = self.ui
        ui.summaryLabel.setTextFormat(Qt.TextFormat.PlainText)
        summary = self.tr("{count} in {file} will be added to the roster as one step (Edit > Undo takes them back).")
        count = counted(len(found), self.tr("character"), self.tr("characters"))
        ui.summaryLabel.setText(summary.format(count=count, file=file_name))
        table = ui.sheetsTable
        table.setColumnCount(len(COLUMNS))
        table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        table.setRowCount(len(found))
        table.setEditTriggers(table.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        for row, imported in enumerate(found):
            sheet = imported.sheet
            for column, value in enumerate(
                (
                    sheet.name,
                    sheet.kind.label,
                    imported.source,
                    str(len(sheet.skills)),
                    ", ".join(w.name for w in sheet.weapons) or "—",
                )
            ):
                table.setItem(row, column, QTableWidgetItem(value))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        for imported in found:
            for reason in imported.skipped:
                ui.skippedList.addItem(f"{imported.sheet.name}: {reason}")
        if not ui.skippedList.count():
            ui.skippedList.addItem(self.tr("Nothing: everything in the file comes across."))
        ok = ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Import {}").format(len(found)))
        ui.buttons.accepted.connect(self.accept)
        ui.buttons.rejected.connect(self.reject)
        self.resize(720, 460)
