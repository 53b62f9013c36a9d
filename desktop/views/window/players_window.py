"""The players' window: a second window for a second screen or the TV at the table, in large type and the app's own
colours (light or dark). It follows the Keeper's window live — the chase track and its tokens scaled to fill it
(nothing hidden, no Keeper notes on hidden places), or, while the Combat tab is in front, the initiative order with the
turn marker and each opponent's state in words (never their numbers); a handout when the Keeper shows one. Combatants
and participants the Keeper has hidden are not there at all until revealed. Every text is shown as plain text."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont, QKeyEvent, QKeySequence
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
from desktop.models.handouts.handout_book import HandoutBook
from desktop.models.marks import Badge, MarkRole, condition_badges, state_badges
from desktop.models.rising.rising_scene import RisingScene
from desktop.models.session import CampaignSession
from desktop.rules.chase.chase_state import chase_over
from desktop.rules.checks import SuccessLevel
from desktop.rules.combat.fight import EncounterState, Side
from desktop.rules.combat.seen import hidden_names, seen_order
from desktop.rules.handouts.handout import Handout
from desktop.rules.rising.rising_seen import seen_fighters
from desktop.views.chase.chase_map import ChaseMap
from desktop.views.common.chips import MarkDelegate, MarkStrip, Piece, level_pieces
from desktop.views.common.look import emphasize
from desktop.views.handouts.handout_view import HandoutView
from desktop.views.window import players_screen

CHASE_PAGE, COMBAT_PAGE, RECAP_PAGE, HANDOUT_PAGE = 0, 1, 2, 3
LARGE_TYPE = 1.6  # the players' window's type against the Keeper's: read from across a room


def last_exchange(
    limit: int = 50, hidden: frozenset[str] = frozenset(), scene_id: int | None = None
) -> tuple[str, tuple[int, ...], bool] | None:
    """The fight's newest entry that rolled dice in the open (what, its levels, opposed or not): never a hidden roll,
    never anyone's numbers, never one naming a combatant the Keeper has hidden (`hidden`), and with `scene_id` never
    one of an earlier fight."""
    from desktop.store import journal

    first = journal.first_entry_of_scene(scene_id) if scene_id is not None else None
    for row in journal.entries(("combat",), limit=limit, after_id=(first - 1) if first else 0):
        if row.levels and not row.hidden:
            if any(name in row.what for name in hidden):
                return None  # the newest exchange is a hidden one's: nothing shown, not an older one instead
            return row.what, row.levels, row.opposed
    return None


def initiative_lines(state: EncounterState | None) -> list[str]:
    """What the players may see of a fight: names in turn order (the hidden left out), whose turn it is, investigators'
    HP, opponents' state in words."""
    return [seen.line for seen in seen_order(state)]


class PlayersWindow(QWidget):
    """Shows the players what their characters would see; never the Keeper's hidden hazards, hidden rolls, hidden
    combatants or notes. F11 fills the screen or gives it back (remembered, with the screen it is on)."""

    closing = Signal()

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.settings = settings
        self.setWindowTitle(self.tr("Keeper Desk — for the players"))
        self.setAccessibleName(self.tr("Players' window"))
        large = QFont(self.font())
        large.setPointSizeF(large.pointSizeF() * LARGE_TYPE)
        self.setFont(large)
        self.title = QLabel(self)
        emphasize(self.title, 1.5, QFont.Weight.Bold)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.pages = QStackedWidget(self)
        self.map = ChaseMap(keeper=False, parent=self.pages, auto_fit=True)
        self.order = QListWidget(self.pages)
        self.order.setAccessibleName(self.tr("Initiative order"))
        emphasize(self.order, 1.3)
        self.order.setItemDelegate(MarkDelegate(self.order))  # the state of each, as a badge
        self.last = MarkStrip(self)  # the newest exchange's levels, as the logs draw them
        emphasize(self.last, 1.1)
        self.recap = QPlainTextEdit(self.pages)  # "Previously on…": the players' recap, plain text
        self.recap.setReadOnly(True)
        self.recap.setAccessibleName(self.tr("Previously on"))
        emphasize(self.recap, 1.1)
        self.handout = HandoutView(self.pages)
        self.pages.addWidget(self.map)
        self.pages.addWidget(self.order)
        self.pages.addWidget(self.recap)
        self.pages.addWidget(self.handout)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.last)
        self.session: CampaignSession | None = None
        self.book: HandoutBook | None = None
        self._tab_page = CHASE_PAGE  # the page the Keeper's tab asks for, back when a handout is put away
        self.resize(1100, 650)

    def follow(self, session: CampaignSession | None) -> None:
        """Follow a campaign's chase, fight and handouts (None: nothing open)."""
        if self.session is not None:
            self.session.changed.disconnect(self._changed)
        if self.book is not None:
            self.book.showing.disconnect(self.show_handout)
        self.session, self.book = session, None
        if session is not None:
            session.changed.connect(self._changed)
            self.book = session.scene(HandoutBook)
            self.book.showing.connect(self.show_handout)
        self.show_handout(self.book.current if self.book is not None else None)

    def _changed(self, changes: Changes) -> None:
        """The chase or the fight changed, or someone in them (their names and state in words)."""
        kinds = (ChaseScene.kind, Encounter.kind, RisingScene.kind)
        if any(changes.touches_scene(kind) for kind in kinds) or changes.roster or changes.settings:
            self.refresh()

    def show_page(self, page: int) -> None:
        """The page the Keeper's tab in front asks for (a handout up stays in front of it until put away)."""
        self._tab_page = page
        if self.pages.currentIndex() != HANDOUT_PAGE:
            self.pages.setCurrentIndex(page)
        self.refresh()

    def show_recap(self, text: str) -> None:
        """The players' recap of a session ("Previously on…", never the Keeper's notes), until a tab is shown."""
        self.recap.setPlainText(text)
        self.pages.setCurrentIndex(RECAP_PAGE)
        self.refresh()

    def show_handout(self, handout: Handout | None) -> None:
        """A handout on the whole page, or (None) back to what the Keeper's tab shows."""
        self.handout.show_handout(handout)
        self.pages.setCurrentIndex(HANDOUT_PAGE if handout is not None else self._tab_page)
        self.refresh()

    def refresh(self) -> None:
        if self.pages.currentIndex() == HANDOUT_PAGE:
            shown = self.handout.handout
            self.title.setText(shown.title if shown is not None else "")
            self._show_last(None)
            return
        if self.pages.currentIndex() == RECAP_PAGE:
            self.title.setText(self.tr("Previously on…"))
            self._show_last(None)
            return
        if self.session is None:
            self.title.setText(self.tr("No campaign open"))
            self.map.show_state(None)
            self.order.clear()
            self._show_last(None)
            return
        if self.pages.currentIndex() == COMBAT_PAGE:
            self._show_fight()
            return
        self._show_last(None)
        chase = self.session.scene(ChaseScene)
        state = chase.refreshed(chase.state) if chase.state else None
        if state is None or not state.round:
            self.title.setText(self.tr("No chase under way"))
        elif chase_over(state):
            self.title.setText(self.tr("{} — the chase is over").format(state.name))
        else:
            self.title.setText(self.tr("{} — round {}").format(state.name, state.round))
        self.map.show_state(state if state and state.round else None)

    def _show_fight(self) -> None:
        if self.session.combat_rules == "rising":
            self._show_rising()
            return
        fight = self.session.scene(Encounter)
        state = fight.refreshed(fight.state) if fight.state else None
        self.title.setText(
            self.tr("{} — round {}").format(state.name, state.round) if state else self.tr("No fight under way")
        )
        self.order.clear()
        shown = [c for c in state.combatants if not c.hidden] if state else []
        for seen, c in zip(seen_order(state), shown, strict=True):
            item = QListWidgetItem(seen.line, self.order)
            minds = condition_badges(c.conditions) if c.side is Side.INVESTIGATORS else ()
            badges = (*state_badges(seen.state), *(b for b in minds if b.tone == "insane"))
            if badges:
                item.setData(MarkRole.BADGES, (Badge(seen.line.removesuffix(f"  —  {seen.state}")), *badges))
        self._show_last(hidden_names(state) if state is not None else None, fight.scene_id)

    def _show_rising(self) -> None:
        """A Cthulhu Rising fight: by strike rank, the hidden left out, opponents' state in words."""
        fight = self.session.scene(RisingScene)
        state = fight.refreshed(fight.state) if fight.state else None
        self.title.setText(
            self.tr("{} — round {}, strike rank {}").format(state.name, state.round, state.strike_rank)
            if state
            else self.tr("No fight under way")
        )
        self.order.clear()
        for seen in seen_fighters(state):
            item = QListWidgetItem(seen.line, self.order)
            if badges := state_badges(seen.state):
                item.setData(MarkRole.BADGES, (Badge(seen.line.removesuffix(f"  —  {seen.state}")), *badges))
        self._show_last(None)

    def _show_last(self, hidden: frozenset[str] | None, scene_id: int | None = None) -> None:
        """The newest exchange of the fight under way (`hidden`: the names it may not show), or nothing (None)."""
        last = last_exchange(hidden=hidden, scene_id=scene_id) if hidden is not None else None
        if last is None:
            self.last.show_pieces([])
            self.last.hide()
            return
        what, levels, opposed = last
        rolled = tuple(SuccessLevel(level) for level in levels)
        self.last.show_pieces([Piece("text", what), *level_pieces(rolled, opposed)], what)
        self.last.show()

    # --- the screen it is on ------------------------------------------------------------------------------------

    def open_on_screen(self) -> None:
        """Show it on the players' screen: the second one when there is one, full screen, as last left."""
        if self.settings is None:
            self.show()
            return
        players_screen.place(self, self.settings)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.matches(QKeySequence.StandardKey.FullScreen) or event.key() == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
            self._remember()
            return
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            self._remember()
            return
        super().keyPressEvent(event)

    def _remember(self) -> None:
        if self.settings is not None:
            players_screen.remember(self, self.settings)

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._remember()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self._remember()
        self.closing.emit()
        super().closeEvent(event)
