"""Harm, healing and conditions for the character selected on the Roster, outside any fight."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QCheckBox, QWidget

from desktop.models.session import CampaignSession
from desktop.rules.conditions import LASTING_CONDITIONS, Condition, conditions_from
from desktop.views.common.look import REFUSALS, WatchedField, compact, refusal_in, set_tone
from desktop.views.common.numbers import count_in_suffix
from desktop.views.forms.ui_care_panel import Ui_CarePanel

if TYPE_CHECKING:
    from desktop.rules.roster.healing import Patient
    from desktop.rules.scene import Outcome

# The healing rules (and the dice they read) load with the first treatment, not with the Roster at start-up.

# The order a Keeper reads them in: wounds first, then the mind.
CONDITION_ORDER = (
    Condition.MAJOR_WOUND,
    Condition.UNCONSCIOUS,
    Condition.DYING,
    Condition.STABILISED,
    Condition.DEAD,
    Condition.TEMPORARY_INSANITY,
    Condition.INDEFINITE_INSANITY,
    Condition.PERMANENT_INSANITY,
)
assert set(CONDITION_ORDER) == LASTING_CONDITIONS
FIRST_TOUCH = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.FocusIn, QEvent.Type.Wheel)


class CarePanel(QWidget):
    """Take damage or heal by dice (or a row of the other-damage table), rest, the weekly recovery roll, and the
    lasting conditions as boxes to tick. Each is one undoable change; a refusal says why and changes nothing."""

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dice = session.dice  # the campaign's: the faces the table rolled, when the setting asks for them
        self.character_id: int | None = None
        self.ui = Ui_CarePanel()
        self.ui.setupUi(self)
        self.ui.resultLabel.setTextFormat(Qt.TextFormat.PlainText)
        self.ui.severityCombo.addItem(self.tr("Harm as typed, or pick how bad…"), "")
        self.ui.severityCombo.installEventFilter(self)  # the table is read when the Keeper first reaches for it
        compact(self.ui.severityCombo, 20)
        count_in_suffix(self.ui.daysSpin, self.tr("day"), self.tr("days"))
        self.ui.severityCombo.activated.connect(self._severity_chosen)
        self.ui.damageButton.clicked.connect(self.take_damage)
        self.ui.healButton.clicked.connect(self.heal)
        self.ui.restButton.clicked.connect(self.rest)
        self.ui.recoveryButton.clicked.connect(self.recover)
        # A refusal of the typed dice marks the field and follows the typing till it is put right; harm reads them
        # as harm_dice does, healing as plain dice (its own refusal, "heals nothing", is of the roll).
        self._dice_read_for_harm = True
        self.dice_field = WatchedField(self.ui.diceEdit, self._dice_problem, self.ui.resultLabel)
        self.boxes: dict[Condition, QCheckBox] = {}
        for index, condition in enumerate(CONDITION_ORDER):
            box = QCheckBox(self.tr(condition.label), self)
            box.clicked.connect(lambda on, c=condition: self._set_condition(c, on))
            self.ui.conditionsGrid.addWidget(box, index // 2, index % 2)
            self.boxes[condition] = box
        self.show_character(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.ui.severityCombo and event.type() in FIRST_TOUCH:
            self.offer_severities()
        return False

    def offer_severities(self) -> None:
        """Fill the other-damage picker from its table, once."""
        combo = self.ui.severityCombo
        if combo.count() > 1:
            return
        from desktop.rules.roster.healing import other_damage_table

        for row in other_damage_table():
            combo.addItem(f"{row.severity} ({row.dice}): {row.examples}", row.dice)
        combo.removeEventFilter(self)

    def show_character(self, character_id: int | None) -> None:
        """Follow the Roster's selection; the last result stays only while the same character is shown."""
        if character_id != self.character_id:
            self.ui.resultLabel.clear()
            self._reset_fields()
        self.character_id = character_id
        self.setEnabled(character_id is not None)
        held = conditions_from(self.session.sheet(character_id).conditions) if character_id is not None else set()
        for condition, box in self.boxes.items():
            box.setChecked(condition in held)

    def _reset_fields(self) -> None:
        """Another character: the harm typed for the last one (its dice, cause, severity and armour) is not theirs."""
        ui = self.ui
        self.dice_field.forget()
        ui.diceEdit.clear()
        ui.whyEdit.clear()
        ui.severityCombo.setCurrentIndex(0)
        ui.armourSpin.setValue(0)
        ui.careCheck.setChecked(False)

    def _severity_chosen(self, index: int) -> None:
        dice = self.ui.severityCombo.itemData(index)
        if dice:
            self.ui.diceEdit.setText(dice)
            self.ui.whyEdit.setText(self.ui.severityCombo.itemText(index).split(" (")[0].lower())

    def take_damage(self) -> None:
        from desktop.rules.roster import healing

        dice, why = self.ui.diceEdit.text(), self.ui.whyEdit.text().strip()
        named = self._dice_name()
        self._dice_read_for_harm = True
        self._treat(lambda p: healing.take_damage(p, dice, self.dice, self.ui.armourSpin.value(), why, named))

    def heal(self) -> None:
        from desktop.rules.roster import healing

        dice, why = self.ui.diceEdit.text(), self.ui.whyEdit.text().strip()
        self._dice_read_for_harm = False
        self._treat(lambda p: healing.heal(p, dice, self.dice, why, self._dice_name()))

    def rest(self) -> None:
        from desktop.rules.roster.healing import natural_healing

        self._treat(lambda p: natural_healing(p, self.ui.daysSpin.value()))

    def recover(self) -> None:
        """The weekly recovery roll of a major wound."""
        from desktop.rules.roster.healing import weekly_recovery

        self._treat(lambda p: weekly_recovery(p, self.dice, self.ui.careCheck.isChecked()))

    def _dice_problem(self, text: str) -> str | None:
        from desktop.rules.dice import DiceExpr
        from desktop.rules.roster.healing import harm_dice

        named = self._dice_name()
        if self._dice_read_for_harm:
            return refusal_in(lambda: harm_dice(text, named))
        return refusal_in(lambda: DiceExpr.parse_field(text, named))

    def _dice_name(self) -> str:
        """The dice field's name as its label shows it, for a refusal to name."""
        return self.ui.diceLabel.text().replace("&", "")

    def _treat(self, operation: Callable[[Patient], Outcome[Patient]]) -> None:
        if self.character_id is None:
            return
        try:
            outcome = self.session.treat(self.character_id, operation)
        except REFUSALS as exc:
            set_tone(self.ui.resultLabel, "bad")
            self.ui.resultLabel.setText(str(exc))
            self.dice_field.refused()
            return
        set_tone(self.ui.resultLabel, None)
        self.ui.resultLabel.setText(f"{outcome.what}: {outcome.text}")

    def _set_condition(self, condition: Condition, on: bool) -> None:
        if self.character_id is None:
            return
        try:
            self.session.set_condition(self.character_id, condition, on)
        except REFUSALS as exc:
            set_tone(self.ui.resultLabel, "bad")
            self.ui.resultLabel.setText(str(exc))
            self.boxes[condition].setChecked(not on)
