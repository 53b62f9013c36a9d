"""The campaign's game sessions as a QObject: start and end one, write its title and notes, its recap, the prompt
when the app opens after a day away, and the warning before an undo reaches back into a session that has ended.

Starting and ending a session are no steps on the undo stack: they mark where the table's evening begins and
ends. Each is one transaction with its journal entry. Undo still reaches the steps before (the last UNDO_STEPS),
but one made in a session that has ended asks first (`undo_warning`).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, Qt

from desktop.models.changes import Changes
from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.sessions.recap import Recap, write_recap
from desktop.store import game_sessions
from desktop.store.game_sessions import GameSession, RecapEntry
from desktop.store.schema import SceneRow

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession

SESSIONS = "sessions"  # the setting a Changes names when a session starts, ends or is edited
BETWEEN = "between"  # a recap's source: what was journalled between sessions after one (or before the first)
DATES = "dates"


class SessionsModel(RowsTableModel):
    """Every game session: its number, date, title and whether it is under way."""

    HEADERS = ("Session", "Date", "Title", "State")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[GameSession] = []

    def reload(self) -> None:
        self.beginResetModel()
        self._rows = game_sessions.all_sessions()
        self.endResetModel()

    def session_at(self, row: int) -> GameSession:
        return self._rows[row]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        played = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (
                str(played.number),
                played.date,
                played.title,
                "Under way" if played.is_open else "Ended",
            )[index.column()]
        if role == Qt.ItemDataRole.UserRole:
            return played.id
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def index_of(self, session_id: int) -> QModelIndex:
        row = next((i for i, s in enumerate(self._rows) if s.id == session_id), None)
        return self.index(row, 0) if row is not None else QModelIndex()


class SessionBook(QObject):
    """The game sessions of the open campaign (one per campaign: `session.scene(SessionBook)`)."""

    def __init__(self, session: CampaignSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = SessionsModel(self)
        self.model.reload()
        session.changed.connect(self._follow)

    def read_again(self) -> None:
        """After a write was rolled back: the sessions as the file holds them."""
        self.model.reload()

    def _follow(self, changes: Changes) -> None:
        if changes.touches_setting(SESSIONS):
            self.model.reload()

    # --- the sessions ---------------------------------------------------------------------------------------------

    def sessions(self) -> list[GameSession]:
        return game_sessions.all_sessions()

    def under_way(self) -> GameSession | None:
        return game_sessions.open_session()

    def next_number(self) -> int:
        return game_sessions.next_number()

    def _done(self) -> None:
        self.session.journal.pull_new()
        self.session.note(Changes.of(journal=True, settings=(SESSIONS,)))

    def start(self, title: str = "", notes: str = "", date: str | None = None) -> GameSession:
        """A new session begins: one transaction with its journal entry. ValueError (nothing written) when one is
        still open or the title, notes or date cannot be kept."""
        with self.session.operation():
            begun = game_sessions.start(title, notes, date)
            self._done()
        return begun

    def end(self, notes: str | None = None) -> GameSession:
        with self.session.operation():
            ended = game_sessions.end(notes)
            self._done()
        return ended

    def edit(self, session_id: int, title: str, notes: str, date: str | None = None) -> GameSession:
        with self.session.operation():
            edited = game_sessions.edit(session_id, title, notes, date)
            self._done()
        return edited

    def prompt(self, today: dt.date | None = None) -> str:
        """What to ask when the campaign opens, or "": a session still open from an earlier day (end it?), or none
        open and the campaign last played on an earlier day (start one?)."""
        today = today or dt.date.today()
        under_way = game_sessions.open_session()
        if under_way is not None:
            began = game_sessions.local_day(under_way.started)
            if began is not None and began < today:
                return f"{under_way.name} has been open since {under_way.date}. End it, and start another?"
            return ""
        last = game_sessions.last_played()
        day = game_sessions.local_day(last) if last is not None else None
        if day is not None and day < today:
            return f"No session is open (last played {day.isoformat()}). Start session {self.next_number()}?"
        return ""

    # --- undo ---------------------------------------------------------------------------------------------------

    def undo_warning(self) -> str:
        """The question before Edit > Undo takes back a step made in a session that has ended, or ""."""
        stack = self.session.undo_stack
        if not stack.canUndo():
            return ""
        command = stack.command(stack.index() - 1)
        made_in = getattr(command, "game_session", None)
        if made_in is None or made_in == game_sessions.open_session_id():
            return ""
        played = game_sessions.session(made_in)
        if played is None or played.is_open:
            return ""
        return (
            f"“{command.text()}” was done in {played.name} ({played.date}), which has ended. Undo it anyway? "
            "The journal keeps both the step and its undo."
        )

    # --- recaps -------------------------------------------------------------------------------------------------

    def entries(self, source: str | int, after: int | None = None, dates: tuple[dt.date, dt.date] | None = None):
        """The journal entries of a recap's source: a session's id, BETWEEN (after the session `after`), or DATES."""
        if source == BETWEEN:
            return game_sessions.entries_after(after)
        if source == DATES:
            if dates is None:
                raise ValueError("Pick the first and last date of the recap")
            return game_sessions.entries_dated(*dates)
        return game_sessions.entries_of(int(source))

    def recap(
        self,
        source: str | int,
        *,
        after: int | None = None,
        dates: tuple[dt.date, dt.date] | None = None,
        for_players: bool = False,
    ) -> Recap:
        """The recap of a session, of the time between two sessions, or of a range of dates; for the players, the
        Keeper's notes and hidden rolls left out."""
        entries: list[RecapEntry] = self.entries(source, after, dates)
        people = game_sessions.character_kinds()
        kinds = {cid: kind for cid, (_, kind) in people.items()}  # "investigator", "npc", "monster"
        creatures = frozenset(name for name, kind in people.values() if kind == "monster")
        names = dict(SceneRow.select(SceneRow.id, SceneRow.name).tuples())
        if source == BETWEEN:
            before = game_sessions.session(after) if after is not None else None
            title = f"Between sessions, after {before.name}" if before else "Before the first session"
            return write_recap(
                entries, title, scene_names=names, kinds=kinds, creatures=creatures, for_players=for_players
            )
        if source == DATES:
            first, last = dates
            span = first.isoformat() if first == last else f"{first.isoformat()} to {last.isoformat()}"
            return write_recap(
                entries, f"From {span}", scene_names=names, kinds=kinds, creatures=creatures, for_players=for_players
            )
        played = game_sessions.session(int(source))
        if played is None:
            raise ValueError(f"There is no session {source}")
        return write_recap(
            entries,
            played.name,
            when=f"Played on {played.date}",
            notes=played.notes,
            scene_names=names,
            kinds=kinds,
            creatures=creatures,
            for_players=for_players,
        )
