"""File > Who Rolls the Dice: the app for everyone, the players for investigators, or ask at every roll (kept for the
app), and the prompt that asks the table, given to the open campaign's dice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from desktop.models.dice.who_rolls import save_who_rolls, saved_who_rolls
from desktop.rules.rollers import WhoRolls

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession
    from desktop.rules.table_dice import Ask, Typed


class DiceMenu(QMenu):
    """The three choices, one checked; the open campaign's dice follow the one chosen."""

    def __init__(self, window: QMainWindow, settings: QSettings) -> None:
        super().__init__(window.tr("Who Rolls the &Dice"), window)
        self._window = window
        self._settings = settings
        self.setToolTip(self.tr("Whether the app rolls, or the Keeper types the faces the table rolled"))
        group = QActionGroup(self)
        self.choices: dict[WhoRolls, QAction] = {}
        labels = {
            WhoRolls.APP: self.tr("The &App Rolls for Everyone"),
            WhoRolls.PLAYERS: self.tr("&Players Roll for Investigators (the App for NPCs and Monsters)"),
            WhoRolls.ASK: self.tr("As&k at Every Roll"),
        }
        for who_rolls, label in labels.items():
            action = self.addAction(label)
            action.setCheckable(True)
            group.addAction(action)
            action.triggered.connect(lambda _on=False, w=who_rolls: self.choose(w))
            self.choices[who_rolls] = action
        self.choices[saved_who_rolls(settings)].setChecked(True)
        self.addSeparator()
        self.secret = self.addAction(self.tr("Roll in &Secret: Every Roll of Every Tab"))
        self.secret.setCheckable(True)
        self.secret.setToolTip(
            self.tr("While ticked, the scenes' rolls are kept off the players' window and marked Secret in the journal")
        )
        self.secret.toggled.connect(self._secret_toggled)

    @property
    def who_rolls(self) -> WhoRolls:
        return next(w for w, action in self.choices.items() if action.isChecked())

    def _secret_toggled(self, on: bool) -> None:
        session = getattr(self._window, "session", None)
        if session is not None:
            session.secret_rolls = on

    def follow(self, session: CampaignSession | None) -> None:
        """The open campaign's dice ask the table through this window's prompt, as the menu says."""
        if session is not None:
            session.secret_rolls = self.secret.isChecked()
            session.dice.who_rolls = self.who_rolls
            session.dice.asker = self._ask_the_table

    def _ask_the_table(self, request: Ask) -> Typed | None:
        """One roll asked of the table in a prompt over this window (its form loads with the first roll asked)."""
        from desktop.views.common.dice_prompt import ask_the_table

        return ask_the_table(request, self._window)

    def choose(self, who_rolls: WhoRolls) -> None:
        """The setting changed: kept for the app, and the open campaign's dice follow it at once."""
        self.choices[who_rolls].setChecked(True)
        save_who_rolls(self._settings, who_rolls)
        session = getattr(self._window, "session", None)  # the campaign the window shows, if any
        if session is not None:
            session.dice.who_rolls = who_rolls
