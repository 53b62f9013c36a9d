"""The small prompt that takes the faces the table rolled: whose roll and what for, the tens and units (or a total, or
each die), Enter to accept, Roll for Me to let the app roll it, Cancel to call the whole action off."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QWidget

from desktop.rules.table_dice import Ask, RollCancelled, Typed
from desktop.views.common.look import emphasize, set_tone
from desktop.views.forms.ui_dice_prompt import Ui_DicePrompt

MOST_TENS = 3  # one tens die and two bonus or penalty dice


class DicePrompt(QDialog):
    """One roll asked of the table. After `exec()`: `typed` holds the checked faces (accepted), `roll_for_me` is set
    when the app is to roll it, and a rejected prompt calls the action off."""

    def __init__(self, ask: Ask, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_DicePrompt()
        self.ui.setupUi(self)
        self.ask = ask
        self.typed: Typed | None = None
        self.roll_for_me = False
        ui = self.ui
        for label in (ui.whatLabel, ui.problemLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)
        ui.whatLabel.setText(ask.what())
        emphasize(ui.whatLabel, 1.15)
        set_tone(ui.problemLabel, "bad")
        ui.problemLabel.hide()
        self.tens_edits = (ui.tens1Edit, ui.tens2Edit, ui.tens3Edit)
        self.setWindowTitle(self.tr("Dice from the Table"))
        percentile = ask.percentile
        tens = ask.tens_dice if percentile else 0
        for n, (label, edit) in enumerate(zip((ui.tens1Label, ui.tens2Label, ui.tens3Label), self.tens_edits)):
            shown = n < tens
            label.setVisible(shown)
            edit.setVisible(shown)
        if tens == 1:
            ui.tens1Label.setText(self.tr("&Tens die:"))
        else:
            ui.tens1Label.setText(self.tr("&First tens die:"))
        for widget in (ui.unitsLabel, ui.unitsEdit):
            widget.setVisible(percentile)
        for widget in (ui.diceLabel, ui.diceEdit):
            widget.setVisible(not percentile)
        if not percentile:
            ui.diceLabel.setText(self.tr("&{}:").format(ask.expression))
            ui.diceEdit.setAccessibleName(self.tr("The total of {}, or each die").format(ask.expression))
        self.fields = [*self.tens_edits[:tens], ui.unitsEdit] if percentile else [ui.diceEdit]
        ok = ui.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Use These Faces"))
        ok.setDefault(True)
        self.roll_button = ui.buttons.addButton(self.tr("&Roll for Me"), QDialogButtonBox.ButtonRole.ActionRole)
        self.roll_button.setToolTip(self.tr("The app rolls this one; the next roll is asked again"))
        self.roll_button.setAutoDefault(False)
        self.roll_button.clicked.connect(self._roll_for_me)
        cancel = ui.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("Cancel the &Action"))
        cancel.setToolTip(self.tr("Nothing of this action is written: no roll, no change, no journal entry"))
        cancel.setAutoDefault(False)
        ui.buttons.accepted.connect(self.accept)
        ui.buttons.rejected.connect(self.reject)
        for edit in self.fields:
            edit.textEdited.connect(lambda _text: ui.problemLabel.hide())
        self.fields[0].setFocus()

    def texts(self) -> list[str]:
        return [edit.text() for edit in self.fields]

    def type_faces(self, *texts: str) -> None:
        """Fill the fields as the Keeper would (tests, and a prompt opened again)."""
        for edit, text in zip(self.fields, texts):
            edit.setText(text)

    def accept(self) -> None:
        """Enter, or Use These Faces: the faces are checked; a refusal is shown with its reason, and the prompt stays
        open with what was typed."""
        try:
            self.typed = self.ask.read(self.texts())
        except ValueError as exc:
            self.ui.problemLabel.setText(str(exc))
            self.ui.problemLabel.show()
            self.adjustSize()  # room for the reason under the fields, the question above kept whole
            self._focus_on_problem(str(exc))
            return
        super().accept()

    def _focus_on_problem(self, message: str) -> None:
        names = {"The units die": self.ui.unitsEdit, "The second tens die": self.ui.tens2Edit}
        names["The third tens die"] = self.ui.tens3Edit
        target: QLineEdit = next((e for start, e in names.items() if message.startswith(start)), self.fields[0])
        target.setFocus()
        target.selectAll()

    def _roll_for_me(self) -> None:
        self.roll_for_me = True
        super().accept()


def ask_the_table(request: Ask, parent: QWidget | None) -> Typed | None:
    """The session's table dice asking one roll in a `DicePrompt` over `parent`: the faces typed, None for the app
    to roll it; RollCancelled when the Keeper cancels."""
    prompt = DicePrompt(request, parent)
    try:
        if prompt.exec() != QDialog.DialogCode.Accepted:
            raise RollCancelled()
        return None if prompt.roll_for_me else prompt.typed
    finally:
        prompt.deleteLater()
