"""Rolls for the group, from the Dice tab: everyone ticked rolls one skill (or two, combined), or the group's Luck."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QSpinBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from desktop.models.changes import Changes
from desktop.models.dice.dice_session import DiceSession, group_choices, targets_named
from desktop.models.marks import Badge
from desktop.models.people_model import PeopleModel
from desktop.rules.checks import Difficulty, SuccessLevel
from desktop.rules.dice import MAX_NET_DICE
from desktop.rules.group_rolls import Need
from desktop.views.common.chips import MARGIN, badge_pieces, level_pieces, marked_columns, one_line_width
from desktop.views.common.look import REFUSALS, compact, read_only_table, row_height, searchable, set_tone
from desktop.views.forms.ui_group_panel import Ui_GroupPanel

if TYPE_CHECKING:
    from desktop.models.dice.group_model import GroupRollModel

Index = QModelIndex | QPersistentModelIndex


class NetDiceDelegate(QStyledItemDelegate):
    """Edits a row's dice as one number: bonus dice above 0, penalty dice below (−2 to +2)."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:  # noqa: N802
        spin = QSpinBox(parent)
        spin.setRange(-MAX_NET_DICE, MAX_NET_DICE)
        spin.setAccessibleName(self.tr("Bonus (+) or penalty (−) dice"))
        return spin


class GroupPanel(QWidget):
    """Tick who rolls (every living investigator to start with), pick the skill and the difficulty; Roll for
    Everyone shows each one's result at once, the best and worst marked; Group Luck has the lowest Luck roll."""

    def __init__(
        self,
        dice: DiceSession,
        people: PeopleModel,
        secret: Callable[[], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.dice, self.people, self.secret = dice, people, secret
        self.ui = Ui_GroupPanel()
        self.ui.setupUi(self)
        self.ui.groupResult.setTextFormat(Qt.TextFormat.PlainText)  # it quotes names
        for difficulty in Difficulty:
            self.ui.groupDifficulty.addItem(self.tr(difficulty.label), difficulty)
        for need in Need:
            self.ui.needCombo.addItem(self.tr(need.label), need)
        for combo in (self.ui.skillCombo, self.ui.secondCombo):
            searchable(combo)
            compact(combo, 16)
        self._model: GroupRollModel | None = None  # the table and its rules, made when the page is first needed
        self._least_height()  # as when its table is made (the hidden page is never the tallest of the three)
        self._stale = True  # nothing read until the page is shown
        self._choices: dict[str, tuple[str, str]] = {}
        self.ui.skillCombo.currentIndexChanged.connect(self._picked)
        self.ui.secondCombo.currentIndexChanged.connect(self._picked)
        self.ui.everyoneButton.clicked.connect(lambda: self.model.tick_all(True))
        self.ui.nobodyButton.clicked.connect(lambda: self.model.tick_all(False))
        self.ui.groupRollButton.clicked.connect(self.roll)
        self.ui.groupLuckButton.clicked.connect(self.roll_luck)

    @property
    def model(self) -> GroupRollModel:
        """The group's table, made (and the rules of group rolls read) when the page is first shown or rolled from:
        the Dice tab opens without them."""
        if self._model is None:
            from desktop.models.dice.group_model import DICE, NAME, RESULT, ROLLS, VALUE, GroupRollModel

            self._model = GroupRollModel(self)
            view = self.ui.groupView
            read_only_table(view, self._model, {ROLLS: 48, NAME: 112, VALUE: 46, DICE: 68})
            view.setEditTriggers(
                QAbstractItemView.EditTrigger.DoubleClicked
                | QAbstractItemView.EditTrigger.EditKeyPressed
                | QAbstractItemView.EditTrigger.SelectedClicked
            )
            view.setItemDelegateForColumn(DICE, NetDiceDelegate(view))
            marked_columns(view, RESULT)
            self._least_height()  # its header now sized by its columns
        return self._model

    def _least_height(self) -> None:
        view = self.ui.groupView
        view.setMinimumHeight(row_height(view) * 3 + view.horizontalHeader().height())

    def least_width(self) -> int:
        """As wide as the table's columns with a result in full: the best level's chip, its numbers and "▲ Best"."""
        from desktop.models.dice.group_model import BEST, DICE, NAME, ROLLS, VALUE

        self.model  # noqa: B018 - the table's columns set
        view, font = self.ui.groupView, self.ui.groupView.font()
        header = view.horizontalHeader()
        fixed = sum(header.sectionSize(c) for c in (ROLLS, NAME, VALUE, DICE))
        result = [
            *level_pieces((SuccessLevel.EXTREME,)),
            *badge_pieces((Badge(self.tr("100 vs 100")), BEST)),
        ]
        margins = self.ui.groupLayout.contentsMargins()
        frame = 2 * view.frameWidth() + margins.left() + margins.right() + 4  # 4: the page's own frame
        return fixed + one_line_width(result, font) + 2 * MARGIN + frame

    # --- who and what ---------------------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """The lists are read when the page is first shown, and again when the roster changed while it was hidden
        (the Dice tab opens as fast on a roster of thousands as before the page was there)."""
        self.model  # noqa: B018 - the table made before it is first drawn
        if self._stale:
            self._stale = False
            self._read(Changes(everything=True))
        super().showEvent(event)

    def follow(self, changes: Changes) -> None:
        """The investigators listed (the living) and what they can roll, when someone listed was written or the
        list itself changed (one added, renamed, dead or back); read when next shown if the page is hidden."""
        if not changes.roster:
            return
        if not self.isVisible():
            self._stale = True
            return
        self._read(changes)

    def _read(self, changes: Changes) -> None:
        living = [(row.id, row.name) for row in self.people.rows() if row.kind == "investigator" and not row.dead]
        listed = [(m.character_id, m.name) for m in self.model.members()]
        if living == listed and not changes.touches_any_character(cid for cid, _name in living):
            return
        self.model.show(living)
        self._choices = group_choices()
        ordered = sorted(self._choices, key=str.casefold)  # Sanity for the group is the Sanity tab's
        first, second = self.ui.skillCombo.currentData(), self.ui.secondCombo.currentData()
        for combo, before in ((self.ui.skillCombo, []), (self.ui.secondCombo, [(self.tr("— one skill only —"), None)])):
            combo.blockSignals(True)
            combo.clear()
            for text, data in before:
                combo.addItem(text, data)
            for label in ordered:
                combo.addItem(label, label)
            combo.blockSignals(False)
        self.ui.skillCombo.setCurrentIndex(max(0, self.ui.skillCombo.findData(first or "Listen")))
        self.ui.secondCombo.setCurrentIndex(max(0, self.ui.secondCombo.findData(second)))
        self._picked()

    def _lookup(self, ids: list[int], label: str) -> dict:
        return targets_named(ids, label, self._choices)

    def labels(self) -> list[str]:
        second = self.ui.secondCombo.currentData()
        return [label for label in (self.ui.skillCombo.currentData(), second) if label]

    def _picked(self) -> None:
        self.model.pick(self.labels(), self._lookup)
        self.ui.needCombo.setEnabled(self.ui.secondCombo.currentData() is not None)

    # --- rolling ----------------------------------------------------------------------------------------------------

    def _refused(self, message: str) -> None:
        set_tone(self.ui.groupResult, "bad")
        self.ui.groupResult.setText(message)

    def roll(self) -> None:
        self.model.pick(self.labels(), self._lookup)  # the values as the sheets hold them now
        try:
            rolled = self.dice.group_roll(
                self.model.picks(),
                self.ui.groupDifficulty.currentData(),
                self.ui.needCombo.currentData() if self.ui.needCombo.isEnabled() else Need.BOTH,
                self.secret(),
            )
        except REFUSALS as exc:
            self._refused(str(exc))
            return
        self.model.show_roll(rolled)
        names = [line.roller.name for line in rolled.lines]
        said = [self.tr("{passed} of {rolled} pass").format(passed=rolled.passed, rolled=len(rolled.lines))]
        if rolled.best:
            said.append(self.tr("best: {}").format(", ".join(names[i] for i in rolled.best)))
            said.append(self.tr("worst: {}").format(", ".join(names[i] for i in rolled.worst)))
        set_tone(self.ui.groupResult, None)
        self.ui.groupResult.setText(" · ".join(said) + (self.tr(" · secret") if self.secret() else ""))

    def roll_luck(self) -> None:
        try:
            rolled, roller = self.dice.group_luck(
                self.model.luck_targets(self._lookup), self.ui.groupDifficulty.currentData(), self.secret()
            )
        except (*REFUSALS, LookupError) as exc:
            self._refused(str(exc))
            return
        line = rolled.lines[0].rolled
        passed = self.tr("passes") if line.succeeded else self.tr("fails")
        words = self.tr("Passes for all") if line.succeeded else self.tr("Fails for all")
        self.model.show_roll(rolled, words)
        set_tone(self.ui.groupResult, "good" if line.succeeded else "bad")
        self.ui.groupResult.setText(
            self.tr("Group Luck: {name} has the lowest Luck ({luck}) and rolled {result}: {passed}").format(
                name=roller.character, luck=roller.value, result=line.result, passed=passed
            )
            + (self.tr(" · secret") if self.secret() else "")
        )
