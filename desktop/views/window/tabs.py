"""The main window's tabs: a page built the first time it is shown, and what builds each tab."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QVBoxLayout, QWidget

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession


class LazyTab(QWidget):
    """A tab page whose content is built the first time it is shown, so start-up stays fast."""

    def __init__(self, build: Callable[[], QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build = build
        self.content: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def ensure_built(self) -> QWidget:
        if self.content is None:
            from desktop.views.common.look import never_widen

            self.content = self._build()
            never_widen(self.content)
            self.layout().addWidget(self.content)
        return self.content


def make_roster_tab(session: CampaignSession, settings: QSettings) -> QWidget:
    from desktop.views.roster.roster_tab import RosterTab

    return RosterTab(session, settings=settings)


def make_dice_tab(session: CampaignSession, _settings: QSettings) -> QWidget:
    from desktop.views.dice.dice_tab import DiceTab

    return DiceTab(session)


def make_combat_tab(session: CampaignSession, _settings: QSettings) -> QWidget:
    """7th-edition combat, or Cthulhu Rising's strike ranks and hit locations when the campaign chose them."""
    if session.combat_rules == "rising":
        from desktop.views.rising.rising_tab import RisingTab

        return RisingTab(session)
    from desktop.views.combat.combat_tab import CombatTab

    return CombatTab(session)


def make_chase_tab(session: CampaignSession, _settings: QSettings) -> QWidget:
    from desktop.views.chase.chase_tab import ChaseTab

    return ChaseTab(session)


def make_cards_tab(session: CampaignSession, settings: QSettings) -> QWidget:
    from desktop.views.cards.cards_tab import CardsTab

    return CardsTab(session, settings)


def make_sanity_tab(session: CampaignSession, _settings: QSettings) -> QWidget:
    from desktop.views.sanity.sanity_tab import SanityTab

    return SanityTab(session)


def make_tomes_tab(session: CampaignSession, _settings: QSettings) -> QWidget:
    from desktop.views.tomes.tomes_tab import TomesTab

    return TomesTab(session)


# Each tab's module is imported when the tab is first shown, so start-up loads only what it paints.
TABS = (
    ("Roster", make_roster_tab),
    ("Dice", make_dice_tab),
    ("Combat", make_combat_tab),
    ("Chase", make_chase_tab),
    ("Sanity", make_sanity_tab),
    ("Tomes", make_tomes_tab),
    ("Cards", make_cards_tab),
)
