"""A tome of the Keeper's own for the campaign: its figures, checked by field when saved."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidgetItem, QWidget

from desktop.models.tomes.tomes_scene import TomesScene
from desktop.rules.roster.sheet import text_problem
from desktop.rules.sanity.insanity import never_negative
from desktop.rules.tomes.mythos import CONDITION_LABELS, Tome
from desktop.views.common.look import REFUSALS, WatchedField, refusal_in, set_tone
from desktop.views.forms.ui_tome_dialog import Ui_TomeDialog


class TomeDialog(QDialog):
    """Title, language, condition, the Cthulhu Mythos it gives, its rating, SAN loss, study weeks and spells."""

    def __init__(self, scene: TomesScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.ui = Ui_TomeDialog()
        self.ui.setupUi(self)
        self.ui.errorLabel.setTextFormat(Qt.TextFormat.PlainText)
        set_tone(self.ui.errorLabel, "bad")
        for condition, label in CONDITION_LABELS.items():
            self.ui.conditionCombo.addItem(label, condition)
        for name in scene.spells():
            item = QListWidgetItem(name, self.ui.spellsList)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        # A refusal of a typed field marks it and follows the typing till it is put right (as the rules read them).
        error = self.ui.errorLabel
        self.fields = (
            WatchedField(self.ui.titleEdit, lambda text: text_problem(text, "Title", required=True), error),
            WatchedField(self.ui.languageEdit, lambda text: text_problem(text, "Language", required=True), error),
            WatchedField(
                self.ui.lossEdit, lambda text: refusal_in(lambda: never_negative(text.strip(), "SAN loss")), error
            ),
        )
        self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        self.ui.buttonBox.rejected.connect(self.reject)

    def tome(self) -> Tome:
        ui = self.ui
        spells = tuple(
            ui.spellsList.item(i).text()
            for i in range(ui.spellsList.count())
            if ui.spellsList.item(i).checkState() == Qt.CheckState.Checked
        )
        return Tome(
            ui.titleEdit.text(),
            ui.languageEdit.text(),
            ui.conditionCombo.currentData(),
            ui.initialSpin.value(),
            ui.fullSpin.value(),
            ui.ratingSpin.value(),
            ui.lossEdit.text().strip(),
            ui.weeksSpin.value(),
            spells,
        )

    def save(self) -> None:
        """Keep the tome (one undoable step), or say by field what is wrong and keep the dialog open."""
        try:
            self.scene.add_tome(self.tome())
        except REFUSALS as exc:
            self.ui.errorLabel.setText(str(exc))
            for field in self.fields:
                field.refused()
            return
        self.accept()
