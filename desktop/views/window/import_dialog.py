"""The preview before an import: every character the file holds, what comes with them, what is left out or
changed and why, and (when the file gives characteristics only as rolls) whether they are rolled or taken at their
average. Nothing is written until the Keeper says Import; Cancel leaves the campaign as it was."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidgetItem, QWidget

from desktop.rules.dice import Dice
from desktop.rules.words import counted
from desktop.store.exchange.foreign import Imported
from desktop.store.exchange.stat_block import stat_block_text
from desktop.views.forms.ui_import_dialog import Ui_ImportDialog

COLUMNS = ("Name", "Kind", "From", "Skills", "Weapons")


class ImportDialog(QDialog):
    """`found` as read (rolls at their average); with `reread`, the Keeper may have the rolls rolled instead, with
    `dice` (the app's random dice unless given), and `found` follows."""

    def __init__(
        self,
        found: list[Imported],
        file_name: str,
        parent: QWidget | None = None,
        reread: Callable[[Dice | None], list[Imported]] | None = None,
        dice: Dice | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_ImportDialog()
        self.ui.setupUi(self)
        self.found = found
        self._file_name = file_name
        self._reread = reread
        self.dice = dice or Dice()
        self.setWindowTitle(self.tr("Import from {}").format(file_name))
        ui = self.ui
        ui.summaryLabel.setTextFormat(Qt.TextFormat.PlainText)
        table = ui.sheetsTable
        table.setColumnCount(len(COLUMNS))
        table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        table.setEditTriggers(table.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setStretchLastSection(True)
        table.setSelectionBehavior(table.SelectionBehavior.SelectRows)
        table.currentCellChanged.connect(lambda row, *_: self._show_sheet(row))
        ui.sheetText.setPlaceholderText(self.tr("Pick a character above to read their sheet as it will be added."))
        rolls = reread is not None and any(imported.rolls for imported in found)
        ui.rollsBox.setVisible(rolls)
        if rolls:
            named = sorted({f"{name} ({formula})" for i in found for name, formula in i.rolls.items()})
            ui.rollsBox.setToolTip(self.tr("Given only as rolls: {}").format(", ".join(named)))
        ui.averageRadio.toggled.connect(self._rolls_chosen)
        ui.rollAgainButton.clicked.connect(self._rolls_chosen)
        ui.rollAgainButton.setEnabled(False)
        ui.buttons.accepted.connect(self.accept)
        ui.buttons.rejected.connect(self.reject)
        self._show()
        self.resize(760, 520)

    def _show_sheet(self, row: int) -> None:
        """The character picked in the table, every number as it will come in (the Keeper checks them here)."""
        sheet = self.found[row].sheet if 0 <= row < len(self.found) else None
        self.ui.sheetText.setPlainText(stat_block_text(sheet) if sheet is not None else "")

    def _rolls_chosen(self) -> None:
        """The Keeper chose to roll (again) or to take the average: the characters are read again that way."""
        rolling = self.ui.rollRadio.isChecked()
        self.ui.rollAgainButton.setEnabled(rolling)
        if self._reread is not None:
            self.found = self._reread(self.dice if rolling else None)
            self._show()

    def _show(self) -> None:
        found, ui = self.found, self.ui
        summary = self.tr("{count} in {file} will be added to the roster as one step (Edit > Undo takes them back).")
        count = counted(len(found), self.tr("character"), self.tr("characters"))
        ui.summaryLabel.setText(summary.format(count=count, file=self._file_name))
        table = ui.sheetsTable
        table.setRowCount(len(found))
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
        table.setCurrentCell(min(max(0, table.currentRow()), len(found) - 1), 0)
        self._show_sheet(table.currentRow())
        ui.skippedList.clear()
        for imported in found:
            for line in (*imported.kept, *imported.skipped):
                ui.skippedList.addItem(f"{imported.sheet.name}: {line}")
        if not ui.skippedList.count():
            ui.skippedList.addItem(self.tr("Nothing: everything in the file comes across."))
        ok = ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Import {}").format(len(found)))
