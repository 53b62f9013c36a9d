"""The campaign's calendar (the game day and the week) as the session keeps it, and the undoable change that moves
it, a part of the step that makes the time pass (the Sanity record's new days, the Tomes' weeks)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.models.commands import StoreCommand
from desktop.store.campaign_file import set_campaign_calendar, transaction

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession


@dataclass(frozen=True)
class Calendar:
    """Where the campaign stands in time: the game day (from 1) and the week (from 0)."""

    day: int = 1
    week: int = 0

    def passed(self, days: int = 0, weeks: int = 0) -> Calendar:
        """The calendar `days` game days and `weeks` weeks on."""
        return Calendar(self.day + days, self.week + weeks)


class CalendarChange(StoreCommand):
    """The calendar moved from one day and week to another; undo moves it back. It journals nothing of its own:
    the step it is a part of says what time passed."""

    def __init__(self, session: CampaignSession, before: Calendar, after: Calendar) -> None:
        super().__init__(session, f"Day {after.day}, week {after.week}")
        self._before, self._after = before, after

    def _write(self, calendar: Calendar) -> None:
        with transaction():
            set_campaign_calendar(calendar.day, calendar.week)
        self._session.calendar_changed.emit()  # type: ignore[attr-defined]

    def apply(self, what: str, kind: str) -> None:
        self._write(self._after)

    def revert(self, what: str, kind: str) -> None:
        self._write(self._before)
