"""The main window's tabs: each listed once (its title and where its class lives), and a page that builds its tab
the first time it is shown."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession
    from desktop.views.common.tab import Tab

ANY_RULES = ""  # a tab that is the same whatever combat rules the campaign chose


@dataclass(frozen=True)
class TabEntry:
    """One tab of the window: its title and its class ("module:Class") for each choice of combat rules (the Combat
    tab is 7th edition's or Cthulhu Rising's). The module is imported when the tab is first shown, so start-up
    loads only what it paints."""

    title: str
    classes: Mapping[str, str]

    def module(self, rules: str) -> str:
        """Where the tab's class lives, for these combat rules ("" for none)."""
        return self.classes.get(rules, self.classes.get(ANY_RULES, "")).partition(":")[0]

    def tab_class(self, rules: str) -> type[Tab]:
        module, _, name = self.classes.get(rules, self.classes.get(ANY_RULES, "")).partition(":")
        if not module:
            raise KeyError(f"The {self.title} tab has no kind for the combat rules {rules!r}")
        return getattr(import_module(module), name)

    def build(self, session: CampaignSession, settings: QSettings) -> Tab:
        """The tab for the open campaign, its splitters where the Keeper last left them."""
        from desktop.views.common.room import remember_splitters

        tab = self.tab_class(session.combat_rules).build(session, settings)
        remember_splitters(tab, self.title, settings)
        return tab


TABS = (
    TabEntry("Roster", {ANY_RULES: "desktop.views.roster.roster_tab:RosterTab"}),
    TabEntry("Dice", {ANY_RULES: "desktop.views.dice.dice_tab:DiceTab"}),
    TabEntry(
        "Combat",
        {"7e": "desktop.views.combat.combat_tab:CombatTab", "rising": "desktop.views.rising.rising_tab:RisingTab"},
    ),
    TabEntry("Chase", {ANY_RULES: "desktop.views.chase.chase_tab:ChaseTab"}),
    TabEntry("Sanity", {ANY_RULES: "desktop.views.sanity.sanity_tab:SanityTab"}),
    TabEntry("Tomes", {ANY_RULES: "desktop.views.tomes.tomes_tab:TomesTab"}),
    TabEntry("Cards", {ANY_RULES: "desktop.views.cards.cards_tab:CardsTab"}),
    TabEntry("Notes", {ANY_RULES: "desktop.views.notes.notes_tab:NotesTab"}),
)


def warm_up(rules: str, done: Callable[[], None] | None = None, *more: Callable[[], object]) -> None:
    """While the Keeper reads the roster: the tabs' modules for these combat rules imported, then the shipped
    bestiary read (the Combat, Sanity and Cards tabs list it), then `more` (the session's whole list of characters,
    which the Cards tab lists), one a turn of the event loop (a click waits for one at most), so that a tab's first
    showing builds its widgets without first making its code's classes (Python 3.11 takes 30 to 60 ms to make one
    tab's dataclasses and enums on a slow machine) or reading what it can keep. `done` is called once all are in."""
    pending: list = [module for entry in TABS if (module := entry.module(rules)) and module not in sys.modules]
    pending += [_shipped_bestiary, *more]

    def step() -> None:
        if not pending:
            if done is not None:
                done()
            return
        ahead = pending.pop(0)
        try:
            if isinstance(ahead, str):
                import_module(ahead)
            else:
                ahead()
        except Exception:  # prefetching only: the tab's own first showing meets it again, and says so
            logging.getLogger("keeper_desk").exception("Could not make %s ahead of its tab", ahead)
        QTimer.singleShot(0, step)

    QTimer.singleShot(0, step)


def _shipped_bestiary() -> None:
    from desktop.rules.bestiary import bestiary

    bestiary()  # kept: it is the same all session


def tab_entry(title: str) -> TabEntry:
    return next(entry for entry in TABS if entry.title == title)


class LazyTab(QWidget):
    """A tab page whose content is built the first time it is shown, so start-up stays fast."""

    def __init__(
        self, build: Callable[[], Tab], parent: QWidget | None = None, built: Callable[[Tab], None] | None = None
    ) -> None:
        super().__init__(parent)
        self._build = build
        self._built = built  # told of the tab once it is built (its menu's entries follow its buttons)
        self.content: Tab | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def ensure_built(self) -> Tab:
        if self.content is None:
            from desktop.views.common.icons import decorate
            from desktop.views.common.look import never_widen

            self.content = self._build()
            never_widen(self.content)
            decorate(self.content)
            self.layout().addWidget(self.content)
            if self.isVisible():  # shown now, not after the next event: a change right after it is shown at once
                self.content.show()
            if self._built is not None:
                self._built(self.content)
        return self.content
