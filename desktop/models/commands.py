"""The undoable change every write of the open campaign is: written once before it is pushed, then redone and
undone by the stack, each in one transaction with its journal entry; and `OneStep`, several changes made as one user
action. The session (models/campaign.py) pushes them; scenes (models/scene.py) make their own. `UndoHistory` is the
stack they go on: the last `UNDO_STEPS` of them, so a session of thousands of actions holds no more than that."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop.store.campaign_file import StoreError

# How far back Edit > Undo reaches: each step holds its sheets and scene states before and after (about 10 KB), so
# an unbounded stack grew by some 20 MB over 2,000 actions. The journal keeps every step whatever this is.
UNDO_STEPS = 500


class UndoHistory(QUndoStack):
    """The campaign's undo stack, holding the last UNDO_STEPS steps: a step pushed past them drops the oldest."""

    def __init__(self, parent: QObject | None = None, steps: int = UNDO_STEPS) -> None:
        super().__init__(parent)
        self.setUndoLimit(steps)

    def last_step(self) -> QUndoCommand | None:
        """The step Undo would take back now: which step a story shown is about is told by this, not by the index
        (once the stack is full, every push leaves the index where it was)."""
        return self.command(self.index() - 1) if self.index() > 0 else None


class Session(Protocol):
    """What a change asks of the session that pushes it (models/campaign.py's CampaignSession): this module is
    imported by the session, never the other way."""

    restoring: bool

    def refused(self, message: str, direction: int) -> None: ...

    def all_or_none(self, step: StoreCommand, write: Callable[[], object]) -> None: ...

    def operation(self) -> AbstractContextManager[None]: ...


class StoreCommand(QUndoCommand):
    """An undoable change whose first redo has already been written when it is pushed.

    When an undo or redo is refused by the file (read-only, damaged, closed), the session's `error` signal says so
    and the stack is moved back, so what it shows stays what the file holds."""

    def __init__(self, session: Session, text: str) -> None:
        super().__init__(text)
        self._session = session
        self._written = False
        self.game_session: int | None = None  # the game session it was made in (set when it goes on the stack)

    def write_first(self) -> None:
        """Perform the change once, before pushing; raises (and writes nothing) when refused."""
        self.apply(self.text(), "change")
        self._written = True

    def redo(self) -> None:
        if self._written:
            self._written = False
            return
        self._guarded(lambda: self.apply(f"Redo: {self.text()}", "redo"), +1)

    def undo(self) -> None:
        self._guarded(lambda: self.revert(f"Undo: {self.text()}", "undo"), -1)

    def _guarded(self, write, direction: int) -> None:
        if self._session.restoring:
            return
        with self._session.operation():  # an undo or a redo is one operation: one `changed` once it is written
            try:
                write()
            except (StoreError, ValueError) as exc:
                self._session.refused(str(exc), direction)

    def apply(self, what: str, kind: str) -> None:
        """Write the change in one transaction, journalled as `what`."""
        raise NotImplementedError

    def revert(self, what: str, kind: str) -> None:
        """Write the state before the change in one transaction, journalled as `what`."""
        raise NotImplementedError

    def touched(self) -> tuple[int, ...]:
        """The characters this change writes (shown afresh should a larger step it is part of be taken back)."""
        return ()


class OneStep(StoreCommand):
    """Several changes made as one user action (a tome's reading and the SAN it costs, a fight begun from a chase
    and the chase holding its fighters): one undo step, and each of its writes, redo and undo one transaction, so
    the file holds all of it or none. Each part journals as it does alone."""

    def __init__(self, session: Session, text: str) -> None:
        super().__init__(session, text)
        self.parts: list[StoreCommand] = []

    def apply(self, what: str, kind: str) -> None:
        self._session.all_or_none(self, lambda: [p.apply(f"Redo: {p.text()}", "redo") for p in self.parts])

    def revert(self, what: str, kind: str) -> None:
        self._session.all_or_none(self, lambda: [p.revert(f"Undo: {p.text()}", "undo") for p in reversed(self.parts)])

    def touched(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(cid for part in self.parts for cid in part.touched()))
