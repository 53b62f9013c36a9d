"""The Dice tab: a percentile check with exact odds, push and Luck; any dice expression; the roll history."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QCheckBox, QLabel, QTableView, QTabWidget, QWidget

from desktop.models.changes import EVERYTHING, Changes
from desktop.models.dice.dice_session import DiceSession, RollTarget, targets_for
from desktop.models.dice.quick_reference import QuickReferenceModel
from desktop.models.journal_model import JournalFilterProxy
from desktop.models.session import CampaignSession
from desktop.models.typed_text import as_typed
from desktop.rules.checks import Difficulty, RollKind, SuccessLevel, quick_reference, verdict
from desktop.rules.dice import DiceExpr
from desktop.rules.odds import check_odds, pass_chance
from desktop.rules.words import noun_for
from desktop.views.common.chips import outcome_log
from desktop.views.common.look import (
    REFUSALS,
    detail_pane,
    emphasize,
    italic,
    read_only_table,
    searchable,
    set_tone,
)
from desktop.views.common.numbers import first_problem
from desktop.views.common.pickers import PeoplePicker
from desktop.views.common.room import reserve_lines, share
from desktop.views.common.tab import Tab
from desktop.views.dice.group_panel import GroupPanel  # with the tab: start-up's idle warm-up imports it ahead
from desktop.views.dice.opposed_panel import OpposedPanel
from desktop.views.forms.ui_dice_tab import Ui_DiceTab

TYPED = -1  # the character combo's "typed value" entry


def percent(p) -> str:
    value = float(p) * 100
    return f"{value:.1f}%" if value < 99.95 else "100%"


class DiceTab(Tab):
    """Roll a check against a value or a character's skill, push it or spend Luck; roll any dice."""

    title = "Dice"

    def __init__(
        self, session: CampaignSession, dice_session: DiceSession | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, parent)
        self.dice = dice_session or DiceSession(session, parent=self)
        self.ui = Ui_DiceTab()
        self.ui.setupUi(self)
        for label in (self.ui.resultLevel, self.ui.resultDice, self.ui.afterRollNote, self.ui.expressionRange):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they may quote names and typed text
        emphasize(self.ui.resultNumber, 3.6, QFont.Weight.Bold)
        self.ui.resultNumber.setMinimumWidth(self.ui.resultNumber.fontMetrics().horizontalAdvance("100") + 16)
        emphasize(self.ui.resultLevel, 1.4)
        emphasize(self.ui.rollButton, 1.2)
        self.ui.rollButton.setMinimumHeight(self.ui.rollButton.sizeHint().height() + 12)
        italic(self.ui.afterRollNote)
        for difficulty in Difficulty:
            self.ui.difficultyCombo.addItem(self.tr(difficulty.label), difficulty)
        PeoplePicker(self.ui.characterCombo, session.people, before=[(self.tr("— Typed value —"), TYPED)])
        PeoplePicker(self.ui.historyFilter, session.people, before=[(self.tr("Everyone"), None)])
        self.history = JournalFilterProxy(self)
        self.history.set_rolls_only(True)  # before the rows come: each is filtered once, as it arrives
        self.history.setSourceModel(session.journal)
        if session.journal.canFetchMore():
            session.journal.fetchMore()  # the first page of history, read only now that it is shown
        self._setup_history()
        self._arrange()
        self.reminderLabel = QLabel(self)
        self.reminderLabel.setTextFormat(Qt.TextFormat.PlainText)
        self.reminderLabel.setWordWrap(True)
        set_tone(self.reminderLabel, "bad")
        self.ui.checkLayout.insertWidget(1, self.reminderLabel)
        searchable(self.ui.targetCombo)
        self._character_picked()

        self.ui.characterCombo.currentIndexChanged.connect(self._character_picked)
        self.ui.targetCombo.currentIndexChanged.connect(self._target_picked)
        for spin in (self.ui.valueSpin, self.ui.bonusSpin, self.ui.penaltySpin):
            spin.valueChanged.connect(self._update_odds)
        self.ui.difficultyCombo.currentIndexChanged.connect(self._update_odds)
        self.ui.rollButton.clicked.connect(self.roll)
        self.ui.pushButton.clicked.connect(self.push)
        self.ui.luckButton.clicked.connect(self.spend_luck)
        self.ui.expressionEdit.textChanged.connect(self._expression_changed)
        self.ui.expressionEdit.returnPressed.connect(self.roll_expression)
        self.ui.expressionButton.clicked.connect(self.roll_expression)
        self.ui.historyFilter.currentIndexChanged.connect(
            lambda: self.history.set_character(self.ui.historyFilter.currentData())
        )
        self.ui.rollButton.setToolTip(self.tr("Roll the check"))  # the Dice menu adds its keys (Ctrl+R)
        self._update_odds()
        self._show_check()
        self._expression_changed("")
        self._reserve_room()

    def _reserve_room(self) -> None:
        """The check and the history side by side, the divide the Keeper's; the result card and the total of any
        dice have their room before a roll, so nothing below or beside them moves when a result appears."""
        ui = self.ui
        share(ui.diceSplitter, 1, 2)  # a wider window widens the history most
        ui.diceSplitter.setSizes([1000, 2000])
        reserve_lines(ui.resultLevel, 3)  # "Pick what to roll against, then Roll." wraps in a narrow column
        reserve_lines(ui.resultDice, 3)  # what was rolled against, the dice, Luck spent
        reserve_lines(ui.afterRollNote, 3)  # why it cannot be pushed, nor Luck spent
        for label in (ui.resultLevel, ui.resultDice, ui.afterRollNote):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        ui.resultLevel.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        total = ui.expressionResult
        total.setText("<b style='font-size:20pt'>100</b>")
        total.setMinimumHeight(total.sizeHint().height())
        total.clear()

    def show_found(self, kind: str, key: int | str, character_id: int | None) -> str:
        """A journal entry found: selected in the history, which shows every change and everyone for it; one further
        back than the history reads at once is said in words."""
        if kind != "journal" or not isinstance(key, int):
            return ""
        self.everyChangeCheck.setChecked(True)
        self.ui.historyFilter.setCurrentIndex(0)
        row = self.session.journal.row_of_entry(key)
        index = self.history.mapFromSource(self.session.journal.index(row, 0)) if row >= 0 else None
        if index is None or not index.isValid():
            return self.tr("That entry lies further back in the history than it reads at once: scroll down to it")
        self.ui.historyView.selectRow(index.row())
        self.ui.historyView.scrollTo(index)
        return ""

    def secret(self) -> bool:
        """Whether a roll made here is the Keeper's only: this tab's Secret box, or File > Who Rolls the Dice > Roll
        in Secret, which keeps every roll of every tab off the players' window."""
        return self.ui.secretCheck.isChecked() or self.session.secret_rolls

    def _setup_history(self) -> None:
        read_only_table(self.ui.historyView, self.history, {0: 100, 1: 130, 2: 200, 3: 230})
        outcome_log(self.ui.historyView, 4)
        self.everyChangeCheck = QCheckBox(self.tr("Every change, not only rolls"), self)
        self.everyChangeCheck.toggled.connect(lambda every: self.history.set_rolls_only(not every))
        self.ui.historyFilterRow.insertWidget(self.ui.historyFilterRow.count() - 1, self.everyChangeCheck)
        self.historyDetail = detail_pane(self.ui.historyView, self.tr("Select an entry to read it in full."))
        self.ui.historyLayout.addWidget(self.historyDetail)

    def _arrange(self) -> None:
        """The check, an opposed roll and the group's rolls share the left column as three pages, under the Secret
        box that holds for all of them; the history and the skill quick-reference share the right."""
        self.opposed = OpposedPanel(self.dice, self.session.people, self, secret=self.secret)
        self.group = GroupPanel(self.dice, self.session.people, self.secret, self)
        self.ui.groupRollButton = self.group.ui.groupRollButton  # pressed by the Dice menu, as the tab's own
        self.ui.groupLuckButton = self.group.ui.groupLuckButton
        checks = QTabWidget(self)
        column = self.ui.rollColumn
        column.insertWidget(column.indexOf(self.ui.checkGroup), checks)
        checks.addTab(self.ui.checkGroup, self.tr("Percentile check"))
        checks.addTab(self.opposed, self.tr("Opposed roll"))
        checks.addTab(self.group, self.tr("Everyone rolls"))
        checks.currentChanged.connect(self._widen_for_the_group)
        self.ui.checkGroup.setTitle("")
        self.pages = checks
        right = QTabWidget(self)
        self.ui.sidePaneLayout.replaceWidget(self.ui.historyGroup, right)
        right.addTab(self.ui.historyGroup, self.tr("Roll history"))
        self.ui.historyGroup.setTitle("")
        self.reference = QTableView(self)
        self.reference.setAccessibleName(self.tr("Skill values at a glance"))
        read_only_table(self.reference, QuickReferenceModel(self), {})
        right.addTab(self.reference, self.tr("Skill values"))
        self.side_pages = right

    def _widen_for_the_group(self) -> None:
        """The group's table needs the room for everyone's result: while its page is in front the left column is at
        least that wide (at 1024 the history gives way, giving up When and Who first as it does when narrow; on a
        wide screen nothing moves)."""
        self.pages.setMinimumWidth(self.group.least_width() if self.pages.currentWidget() is self.group else 0)

    # --- pickers --------------------------------------------------------------------------------------------

    def _character_picked(self) -> None:
        """Fill the skill picker for the character picked, keeping the skill picked when it still applies."""
        character_id = self.ui.characterCombo.currentData()
        combo = self.ui.targetCombo
        kept = combo.currentData().label if isinstance(combo.currentData(), RollTarget) else None
        combo.blockSignals(True)
        combo.clear()
        if character_id not in (None, TYPED):
            for target in targets_for(character_id):
                combo.addItem(f"{target.label} ({target.value})", target)
        labels = [combo.itemData(i).label for i in range(combo.count())]
        if kept in labels:
            combo.setCurrentIndex(labels.index(kept))
        combo.setEnabled(combo.count() > 0)
        combo.blockSignals(False)
        self.ui.valueSpin.setEnabled(character_id in (None, TYPED))
        self._show_reminders()
        self._target_picked()

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """A character written, or unwritten by undo: the pickers follow when the roster's names changed (added,
        removed, renamed); the check's story and the insanity reminders always. (The history follows the journal
        model by itself.)"""
        if not changes.roster:
            return
        if changes.touches_character(self.ui.characterCombo.currentData()):
            self._character_picked()  # the values shown beside each skill may have changed
        self.opposed.follow(changes)
        self.group.follow(changes)
        self._show_check()

    def _show_reminders(self) -> None:
        character_id = self.ui.characterCombo.currentData()
        reminders = self.session.insanity_reminders(character_id if character_id not in (None, TYPED) else None)
        self.reminderLabel.setVisible(bool(reminders))
        self.reminderLabel.setText(
            self.tr("Insane: a penalty die on skill rolls unless they face it — {}").format("; ".join(reminders))
        )

    def _target_picked(self) -> None:
        target = self.ui.targetCombo.currentData()
        if isinstance(target, RollTarget):
            self.ui.valueSpin.setValue(target.value)
        sanity = isinstance(target, RollTarget) and target.kind is RollKind.SANITY and self.ui.targetCombo.isEnabled()
        for widget in (self.ui.bonusSpin, self.ui.penaltySpin, self.ui.difficultyCombo):
            widget.setEnabled(not sanity)
            widget.setToolTip(
                self.tr("A Sanity roll takes no bonus or penalty dice and no difficulty") if sanity else ""
            )
        if sanity:
            self.ui.bonusSpin.setValue(0)
            self.ui.penaltySpin.setValue(0)
            self.ui.difficultyCombo.setCurrentIndex(self.ui.difficultyCombo.findData(Difficulty.REGULAR))
        self._update_odds()

    def current_target(self) -> RollTarget:
        target = self.ui.targetCombo.currentData()
        if isinstance(target, RollTarget) and self.ui.targetCombo.isEnabled():
            return target
        return RollTarget(self.tr("Typed value"), self.ui.valueSpin.value())

    # --- odds and reference ---------------------------------------------------------------------------------

    def _update_odds(self) -> None:
        if problem := first_problem(self.ui.valueSpin, self.ui.bonusSpin, self.ui.penaltySpin):
            self.ui.oddsLabel.setText(html.escape(problem))
            self.ui.referenceLabel.clear()
            return
        value = self.ui.valueSpin.value()
        difficulty = self.ui.difficultyCombo.currentData() or Difficulty.REGULAR
        bonus, penalty = self.ui.bonusSpin.value(), self.ui.penaltySpin.value()
        odds = check_odds(value, bonus, penalty, difficulty)
        passing = pass_chance(value, bonus, penalty, difficulty)
        shown = [level for level in SuccessLevel if level >= SuccessLevel.REGULAR]
        detail = " · ".join(f"{self.tr(level.label.split()[0])} {percent(odds[level])}" for level in reversed(shown))
        net = bonus - penalty
        if net:
            kind = self.tr("bonus") if net > 0 else self.tr("penalty")
            dice = noun_for(net, self.tr("die"), self.tr("dice"))
            headline = self.tr("Chance to pass with {n} {kind} {dice}: {chance}").format(
                n=abs(net), kind=kind, dice=dice, chance=percent(passing)
            )
        else:
            headline = self.tr("Chance to pass: {chance}").format(chance=percent(passing))
        fumble = self.tr("Fumble {chance}").format(chance=percent(odds[SuccessLevel.FUMBLE]))
        self.ui.oddsLabel.setText(f"<b>{headline}</b><br><span>{detail} · {fumble}</span>")
        ref = quick_reference(value, difficulty)
        self.ui.referenceLabel.setText(
            self.tr(
                "Regular ≤ <b>{regular}</b> · Hard ≤ <b>{hard}</b> · Extreme ≤ <b>{extreme}</b>"
                " · Fumble <b>{fumble}</b>"
            ).format(
                regular=ref.regular,
                hard=ref.hard,
                extreme=ref.extreme,
                fumble="100" if ref.fumble_from == 100 else "96–100",
            )
        )

    # --- rolling --------------------------------------------------------------------------------------------

    def roll(self) -> None:
        difficulty = self.ui.difficultyCombo.currentData()
        try:
            target = self.current_target()
            bonus, penalty = self.ui.bonusSpin.value(), self.ui.penaltySpin.value()
            self.dice.roll(target, difficulty, bonus, penalty, self.secret())
        except REFUSALS as exc:
            self.ui.afterRollNote.setText(str(exc))
            return
        self._show_check()

    def push(self) -> None:
        try:
            self.dice.push()
        except REFUSALS as exc:
            self.ui.afterRollNote.setText(str(exc))
            return
        self._show_check()

    def spend_luck(self) -> None:
        try:
            self.dice.spend_luck()
        except REFUSALS as exc:
            self.ui.afterRollNote.setText(str(exc))
            return
        self._show_check()
        self._target_picked()

    def _show_check(self) -> None:
        check = self.dice.check
        if check is None:
            self.ui.resultNumber.setText("—")
            self.ui.resultLevel.setText(self.tr("Pick what to roll against, then Roll."))
            self.ui.resultDice.clear()
            self.ui.pushButton.setEnabled(False)
            self.ui.luckButton.setEnabled(False)
            self.ui.luckButton.setText(self.tr("Spend Luck"))
            self.ui.afterRollNote.clear()
            return
        self.ui.resultNumber.setText(f"{check.result:02d}" if check.result < 100 else "100")
        self.ui.resultLevel.setText(self.tr(verdict(check.level, check.difficulty)))
        set_tone(self.ui.resultLevel, "good" if check.succeeded else "bad")
        title = self.dice.target.title if self.dice.target else ""
        dice_text = f"{title} {check.value} · {check.difficulty.label}\n{check.roll.describe()}"
        if check.luck_spent:
            dice_text += f"; {check.luck_spent} Luck spent → {check.result}"
        if check.pushed:
            dice_text += " · pushed: this result is final"
        self.ui.resultDice.setText(dice_text)
        push_refusal = self.dice.push_refusal()
        luck_refusal = self.dice.luck_refusal()
        self.ui.pushButton.setEnabled(push_refusal is None)
        self.ui.pushButton.setToolTip(as_typed(push_refusal or self.tr("Roll once more; the pushed result is final")))
        self.ui.luckButton.setEnabled(luck_refusal is None)
        cost = self.dice.luck_cost()
        self.ui.luckButton.setText(self.tr("Spend {} Luck").format(str(cost)) if cost else self.tr("Spend Luck"))
        self.ui.luckButton.setToolTip(as_typed(luck_refusal or self.tr("Lower the roll to the value needed")))
        notes = []
        if push_refusal and not check.succeeded:
            notes.append(self.tr("Push: {}.").format(push_refusal))
        if luck_refusal and not check.succeeded and luck_refusal != push_refusal:
            notes.append(self.tr("Luck: {}.").format(luck_refusal))
        if check.kind is RollKind.COMBAT and not check.succeeded:
            notes.append(self.tr("Attack again next round instead."))
        self.ui.afterRollNote.setText(" ".join(notes))

    def _expression_changed(self, text: str) -> None:
        if not text.strip():
            self.ui.expressionRange.setText(self.tr("Type dice such as 1D6+1D4, then Enter."))
            self.ui.expressionButton.setEnabled(False)
            return
        try:
            expr = DiceExpr.parse_field(text, self._expression_name())
        except ValueError as exc:
            self.ui.expressionRange.setText(str(exc))
            self.ui.expressionButton.setEnabled(False)
            return
        self.ui.expressionButton.setEnabled(True)
        self.ui.expressionRange.setText(
            self.tr("{expr}: minimum {low}, maximum {high}, average {mean:g}").format(
                expr=expr, low=expr.minimum, high=expr.maximum, mean=round(float(expr.mean), 2)
            )
        )

    def _expression_name(self) -> str:
        """The dice field's name as the Keeper sees it (its box's title), for a refusal to name."""
        return self.ui.expressionGroup.title().replace("&", "")

    def roll_expression(self) -> None:
        try:
            rolled = self.dice.roll_expression(self.ui.expressionEdit.text(), self._expression_name(), self.secret())
        except REFUSALS as exc:
            self.ui.expressionRange.setText(str(exc))
            self.ui.expressionResult.clear()  # the last total is not this expression's
            return
        self.ui.expressionResult.setText(f"<b style='font-size:20pt'>{rolled.total}</b>&nbsp;&nbsp;{rolled.describe()}")

    def natural_cards(self) -> list:
        """File > Print here: the skill values at a glance."""
        from desktop.cards.reference import skill_values_card

        return [skill_values_card()]
