"""The players' window: a second window for a second screen or the TV at the table. It follows the Keeper's window
live — the chase track and its tokens (nothing hidden, no Keeper notes on hidden places), or, while the Combat tab
is in front, the initiative order with the turn marker (no opponent's hit points)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.models.changes import Changes
from desktop.models.chase.chase_scene import ChaseScene
from desktop.models.combat.fight_scene import Encounter
from desktop.models.marks import Badge, MarkRole, condition_badges, state_badges
from desktop.models.session import CampaignSession
from desktop.rules.chase.chase_state import chase_over
from desktop.rules.checks import SuccessLevel
from desktop.rules.combat.fight import EncounterState, Side
from desktop.views.chase.chase_map import ChaseMap
from desktop.views.common.chips import MarkDelegate, MarkStrip, Piece, level_pieces
from desktop.views.common.look import emphasize

CHASE_PAGE, COMBAT_PAGE, RECAP_PAGE = 0, 1, 2


def last_exchange(limit: int = 50) -> tuple[str, tuple[int, ...], bool] | None:
    """The fight's newest entry that rolled dice in the open (what, its levels, opposed or not): never a hidden roll,
    never anyone's numbers."""
    from desktop.store import journal

    for row in journal.entries(("combat",), limit=limit):
        if row.levels and not row.hidden:
            return row.what, row.levels, row.opposed
    return None


def initiative_lines(state: EncounterState | None) -> list[str]:
    """What the players may see of a fight: names in turn order, whose turn it is, investigators' HP only."""
    if state is None or not state.combatants:
        return []
    lines = []
    for index, c in enumerate(state.combatants):
        marker = "▶ " if index == state.turn else "    "
        hp = f"  —  HP {c.hp} / {c.max_hp}" if c.side is Side.INVESTIGATORS else ""
        out = "" if c.able else f"  ({c.state.lower()})"
        lines.append(f"{marker}{c.name}{hp}{out}")
    return lines


class PlayersWindow(QWidget):
    """Shows the players what their characters would see; never the Keeper's hidden hazards."""

    closing = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Keeper Desk — for the players"))
        self.setAccessibleName(self.tr("Players' window"))
        self.title = QLabel(self)
        emphasize(self.title, 1.8, QFont.Weight.Bold)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.pages = QStackedWidget(self)
        self.map = ChaseMap(keeper=False, parent=self.pages, auto_fit=True)
        self.order = QListWidget(self.pages)
        self.order.setAccessibleName(self.tr("Initiative order"))
        emphasize(self.order, 1.6)
        self.order.setItemDelegate(MarkDelegate(self.order))  # the state of each, as a badge
        self.last = MarkStrip(self)  # the newest exchange's levels, as the logs draw them
        emphasize(self.last, 1.4)
        self.recap = QPlainTextEdit(self.pages)  # "Previously on…": the players' recap, plain text
        self.recap.setReadOnly(True)
        self.recap.setAccessibleName(self.tr("Previously on"))
        emphasize(self.recap, 1.4)
        self.pages.addWidget(self.map)
        self.pages.addWidget(self.order)
        self.pages.addWidget(self.recap)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.last)
        self.session: CampaignSession | None = None
        self.resize(1100, 500)

    def follow(self, session: CampaignSession | None) -> None:
        """Follow a campaign's chase and fight (None: nothing open)."""
        if self.session is not None:
            self.session.changed.disconnect(self._changed)
        self.session = session
        if session is not None:
            session.changed.connect(self._changed)
        self.refresh()

    def _changed(self, changes: Changes) -> None:
        """The chase or the fight changed, or someone in them (their names and state in words)."""
        if changes.touches_scene(ChaseScene.kind) or changes.touches_scene(Encounter.kind) or changes.roster:
            self.refresh()

    def show_page(self, page: int) -> None:
        self.pages.setCurrentIndex(page)
        self.refresh()

    def show_recap(self, text: str) -> None:
        """The players' recap of a session ("Previously on…", never the Keeper's notes), until a tab is shown."""
        self.recap.setPlainText(text)
        self.pages.setCurrentIndex(RECAP_PAGE)
        self.refresh()

    def refresh(self) -> None:
        if self.pages.currentIndex() == RECAP_PAGE:
            self.title.setText(self.tr("Previously on…"))
            self._show_last(False)
            return
        if self.session is None:
            self.title.setText(self.tr("No campaign open"))
            self.map.show_state(None)
            self.order.clear()
            return
        if self.pages.currentIndex() == COMBAT_PAGE:
            fight = self.session.scene(Encounter)
            state = fight.refreshed(fight.state) if fight.state else None
            self.title.setText(
                self.tr("{} — round {}").format(state.name, state.round) if state else self.tr("No fight under way")
            )
            self.order.clear()
            for line, c in zip(initiative_lines(state), state.combatants if state else ()):
                item = QListWidgetItem(line, self.order)
                minds = condition_badges(c.conditions) if c.side is Side.INVESTIGATORS else ()
                if badges := (*state_badges(c.state), *(b for b in minds if b.tone == "insane")):
                    item.setData(MarkRole.BADGES, (Badge(line.removesuffix(f"  ({c.state.lower()})")), *badges))
            self._show_last(state is not None)
            return
        self._show_last(False)
        chase = self.session.scene(ChaseScene)
        state = chase.refreshed(chase.state) if chase.state else None
        if state is None or not state.round:
            self.title.setText(self.tr("No chase under way"))
        elif chase_over(state):
            self.title.setText(self.tr("{} — the chase is over").format(state.name))
        else:
            self.title.setText(self.tr("{} — round {}").format(state.name, state.round))
        self.map.show_state(state if state and state.round else None)

    def _show_last(self, fighting: bool) -> None:
        last = last_exchange() if fighting else None
        if last is None:
            self.last.show_pieces([])
            self.last.hide()
            return
        what, levels, opposed = last
        rolled = tuple(SuccessLevel(level) for level in levels)
        self.last.show_pieces([Piece("text", what), *level_pieces(rolled, opposed)], what)
        self.last.show()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.closing.emit()
        super().closeEvent(event)
