"""The campaign's calendar (the game day and the week) as the session keeps it, and the undoable change that moves
it, a part of the step that makes the time pass (the Sanity record's new days, the Tomes' weeks)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop.models.commands import Session, StoreCommand
from desktop.store.campaign_file import set_campaign_calendar, transaction


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
    the step it is a part of says what time passed. `moved` is called after each write (the session tells its
    tabs)."""

    def __init__(self, session: Session, before: Calendar, after: Calendar, moved: Callable[[], object]) -> None:
        super().__init__(session, f"Day {after.day}, week {after.week}")
        self._before, self._after, self._moved = before, after, moved

    def _write(self, calendar: Calendar) -> None:
        with transaction():
            set_campaign_calendar(calendar.day, calendar.week)
        self._moved()

    def apply(self, what: str, kind: str) -> None:
        self._write(self._after)

    def revert(self, what: str, kind: str) -> None:
        self._write(self._before)
