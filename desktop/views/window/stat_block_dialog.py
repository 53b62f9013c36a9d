"""File > Paste Stat Block…: a box to paste an NPC or creature as a scenario prints it, a live preview of the sheet
it makes (with what changes, what is left out and what goes to the notes), the choice of NPC or monster and of 6th
edition, and Import. Nothing is written here: the main window adds the character, as one undo step."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from desktop.rules.roster.sheet import Kind
from desktop.store.exchange.foreign import Imported, ImportProblem
from desktop.store.exchange.import_file import creatures_to_keep
from desktop.store.exchange.stat_block import StatBlock, parse_stat_block, stat_block_text
from desktop.views.forms.ui_stat_block_dialog import Ui_StatBlockDialog

PREVIEW_DELAY_MS = 250  # typing or pasting waits this long after the last change before the preview is made again


class StatBlockDialog(QDialog):
    """The paste box and its preview; `imported` is the character Import adds (None while the text makes none)."""

    def __init__(self, bestiary_names: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_StatBlockDialog()
        self.ui.setupUi(self)
        self.imported: Imported | None = None
        self.block: StatBlock | None = None
        self._names = bestiary_names  # casefolded: a creature of one of these names stays as the bestiary has it
        self._kind: Kind | None = None  # the Keeper's choice; None: as the text suggests
        self._sixth: bool | None = None
        ui = self.ui
        for label in (ui.guessLabel, ui.messageLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        ui.textEdit.textChanged.connect(self._timer.start)
        ui.npcRadio.clicked.connect(lambda: self.choose(kind=Kind.NPC))
        ui.monsterRadio.clicked.connect(lambda: self.choose(kind=Kind.MONSTER))
        ui.sixthCheck.clicked.connect(lambda checked: self.choose(sixth=checked))
        self.ok = ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("&Import"))
        self.ok.setToolTip(self.tr("Import the character (Ctrl+Enter, from the text box too)"))
        ui.buttons.accepted.connect(self.accept)
        ui.buttons.rejected.connect(self.reject)
        ui.textEdit.installEventFilter(self)  # Ctrl+Enter in the text imports; Enter alone starts a new line
        ui.splitter.setSizes([420, 480])
        self.resize(980, 560)
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (
            watched is self.ui.textEdit
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self._import_now()
            return True
        return super().eventFilter(watched, event)

    def _import_now(self) -> None:
        """Import from the keyboard: the preview made from the text as it is, then Import when it can."""
        self.refresh()
        if self.ok.isEnabled():
            self.accept()

    def set_text(self, text: str) -> None:
        """The box's text, previewed at once (a paste waits for the Keeper to stop typing)."""
        self.ui.textEdit.setPlainText(text)
        self.refresh()

    def choose(self, kind: Kind | None = None, sixth: bool | None = None) -> None:
        """The Keeper's choice of NPC or monster, or of 6th edition: it stands over what the text suggests."""
        if kind is not None:
            self._kind = kind
        if sixth is not None:
            self._sixth = sixth
        self.refresh()

    def refresh(self) -> None:
        """The preview made again from the text and the choices."""
        self._timer.stop()
        ui = self.ui
        ui.skippedList.clear()
        text = ui.textEdit.toPlainText()
        self.block = None
        try:
            self.block = parse_stat_block(text)
            self.imported = self.block.imported(self._kind, self._sixth)
        except ImportProblem as refused:
            self.imported = None
            self._show_choices()
            ui.previewText.setPlainText("")
            blank = not text.strip()
            ui.messageLabel.setText("" if blank else self.tr("Cannot import: {}").format(refused))
            if self.block is None:
                ui.guessLabel.setText(self.tr("Paste a stat block to see it here.") if blank else "")
            self.ok.setEnabled(False)
            return
        creatures_to_keep([self.imported], self._names)
        self._show_choices()
        sheet = self.imported.sheet
        notes = self.tr("\n\nNotes:\n{}").format(sheet.notes) if sheet.notes else ""
        ui.previewText.setPlainText(stat_block_text(sheet) + notes)
        for reason in (*self.imported.kept, *self.imported.skipped):
            ui.skippedList.addItem(reason)
        if not ui.skippedList.count():
            ui.skippedList.addItem(self.tr("Nothing: every line of the text comes across."))
        ui.messageLabel.setText("")
        self.ok.setEnabled(True)

    def _show_choices(self) -> None:
        """The NPC/monster and 6th-edition controls as they stand: the Keeper's choice, else the text's."""
        ui, block = self.ui, self.block
        guess = block.guess if block is not None else None
        kind = self._kind or (guess.kind if guess else None)
        sixth = self._sixth if self._sixth is not None else bool(guess and guess.sixth_edition)
        for widget in (ui.npcRadio, ui.monsterRadio, ui.sixthCheck):
            widget.blockSignals(True)
        ui.npcRadio.setChecked(kind is Kind.NPC)
        ui.monsterRadio.setChecked(kind is Kind.MONSTER)
        ui.sixthCheck.setChecked(sixth)
        for widget in (ui.npcRadio, ui.monsterRadio, ui.sixthCheck):
            widget.blockSignals(False)
        if guess is None:
            return
        said = [
            self.tr("You chose {}.").format(kind.label) if self._kind else _sentence(guess.kind_reason),
            (self.tr("You chose 6th edition.") if sixth else self.tr("You chose 7th edition."))
            if self._sixth is not None
            else _sentence(guess.edition_reason),
        ]
        ui.guessLabel.setText(" ".join(said))


def _sentence(said: str) -> str:
    return said[:1].upper() + said[1:] + "."
