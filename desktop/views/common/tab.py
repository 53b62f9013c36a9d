"""What every main-window tab is: a title, a way to build it, a refresh from what an operation changed, a shutdown
and the cards File > Print gives for it (like Picard's option pages: a small base, registered once)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QSettings
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from desktop.models.changes import EVERYTHING, NOTHING, Changes

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession


class Tab(QWidget):
    """A tab of the main window. It follows the session's one `changed` signal: shown, it refreshes at once from
    the record; hidden behind another tab, it keeps the records and refreshes once, from all of them, when shown."""

    title: ClassVar[str] = ""

    def __init__(self, session: CampaignSession | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.pending = NOTHING  # what changed while the tab was hidden
        if session is not None:
            # A bound method, not a lambda: Qt drops it when the tab goes, and the session outlives it.
            session.changed.connect(self._changed)

    @classmethod
    def build(cls, session: CampaignSession, settings: QSettings) -> Tab:
        """The tab for the open campaign (a tab that keeps choices in the settings overrides this)."""
        return cls(session)

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Show afresh what `changes` names, and only that (by default: everything)."""

    def shutdown(self) -> None:
        """The campaign is closing: stop listening (and anything the tab runs)."""
        if self.session is not None:
            self.session.changed.disconnect(self._changed)

    def show_found(self, kind: str, key: int | str, character_id: int | None) -> str:
        """Bring forward a thing the search found (kind and key as the search names them); "" when shown, else a line
        saying where it is (by default: the tab itself is what shows it)."""
        return ""

    def natural_cards(self) -> list:
        """What File > Print prints while this tab is in front (nothing by default)."""
        return []

    @property
    def hidden_behind(self) -> bool:
        """Its window is on screen but this tab is not (another tab is in front)."""
        window = self.window()
        return window is not self and window.isVisible() and not self.isVisible()

    def _changed(self, changes: Changes) -> None:
        if self.hidden_behind:
            self.pending |= changes
            return
        self.refresh(changes)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self.pending:
            changes, self.pending = self.pending, NOTHING
            self.refresh(changes)
