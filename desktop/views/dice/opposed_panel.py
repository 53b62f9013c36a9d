"""An opposed roll outside combat, from the Dice tab: two characters, a skill or characteristic each."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox, QWidget

from desktop.models.changes import Changes
from desktop.models.dice.dice_session import DiceSession, targets_for
from desktop.models.people_model import PeopleModel
from desktop.rules.checks import RollKind
from desktop.views.common.chips import MarkStrip, Piece, level_pieces
from desktop.views.common.look import REFUSALS, emphasize, searchable, set_tone
from desktop.views.common.pickers import PeoplePicker
from desktop.views.forms.ui_opposed_panel import Ui_OpposedPanel


class OpposedPanel(QWidget):
    """Pick both sides, roll both; the verdict shows here and goes to the journal."""

    def __init__(
        self,
        dice: DiceSession,
        people: PeopleModel,
        parent: QWidget | None = None,
        secret: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__(parent)
        self.dice, self.secret = dice, secret  # `secret`: whether the tab's rolls are for the Keeper's eyes only
        self.ui = Ui_OpposedPanel()
        self.ui.setupUi(self)
        self.ui.opposedResult.setTextFormat(Qt.TextFormat.PlainText)
        emphasize(self.ui.opposedResult, 1.1)
        self.levels = MarkStrip(self)  # the two levels side by side, as the history draws them
        self.ui.opposedLayout.insertWidget(self.ui.opposedLayout.indexOf(self.ui.opposedResult), self.levels)
        self.sides = ((self.ui.firstCharacter, self.ui.firstTarget), (self.ui.secondCharacter, self.ui.secondTarget))
        self._people: PeopleModel | None = people  # listed when the page is first shown
        for _character, target in self.sides:
            searchable(target)
        self.ui.opposedButton.clicked.connect(self.roll)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        self.list_people()
        super().showEvent(event)

    def list_people(self) -> None:
        """The pickers are given the list when the page is first shown (or rolled from elsewhere): the Dice tab
        opens without reading the names of a roster of thousands, which a picker showing its first person needs."""
        if self._people is None:
            return
        people, self._people = self._people, None
        for index, (character, target) in enumerate(self.sides):
            PeoplePicker(character, people)
            character.setCurrentIndex(min(index, character.count() - 1))  # two different people to start with
            self._fill_targets(character, target)
            character.currentIndexChanged.connect(lambda _i, c=character, t=target: self._fill_targets(c, t))

    def follow(self, changes: Changes) -> None:
        """The values beside a side's skills, when its character was written."""
        for character, target in self.sides:
            if changes.touches_character(character.currentData()):
                self._fill_targets(character, target)

    def _fill_targets(self, character: QComboBox, target: QComboBox) -> None:
        keep = target.currentText().rsplit(" (", 1)[0]
        target.clear()
        if character.currentData() is None:
            return
        for choice in targets_for(character.currentData()):
            if choice.kind is not RollKind.SANITY:
                target.addItem(f"{choice.label} ({choice.value})", choice)
        at = next((i for i in range(target.count()) if target.itemData(i).label == keep), -1)
        target.setCurrentIndex(max(0, at))

    def roll(self) -> None:
        self.list_people()
        first, second = self.ui.firstTarget.currentData(), self.ui.secondTarget.currentData()
        self.levels.show_pieces([])
        if first is None or second is None:
            set_tone(self.ui.opposedResult, "bad")
            self.ui.opposedResult.setText(self.tr("Pick a character and a skill on each side."))
            return
        try:
            result = self.dice.opposed(first, second, self.secret())
        except REFUSALS as exc:
            set_tone(self.ui.opposedResult, "bad")
            self.ui.opposedResult.setText(str(exc))
            return
        set_tone(self.ui.opposedResult, None)
        a, b = result.first_check, result.second_check
        self.levels.show_pieces(
            [
                Piece("text", first.character, None, True),
                *level_pieces((a.level, b.level), opposed=True),
                Piece("text", second.character, None, True),
            ],
            result.verdict,
        )
        self.ui.opposedResult.setText(
            f"{result.verdict}\n{first.title}: {a.roll.describe()}\n{second.title}: {b.roll.describe()}"
        )
