"""The open campaign as a QObject: its undo stack, its table models, and every change made to it.

Each change is a QUndoCommand whose redo and undo each write one transaction with a journal entry. The first
write happens before the command is pushed, so a refused change never reaches the stack. Later scenes (the
Combat tab's encounter, chases) follow the same pattern: a QObject owning its models, exposing operations.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop.models.journal_model import JournalModel
from desktop.models.roster_model import RosterModel
from desktop.rules.characters import TRACKER_LABELS, CharacterSheet, Kind, Weapon
from desktop.rules.dice import Dice

if TYPE_CHECKING:
    from desktop.rules.development import DevelopmentResult
from desktop.store import catalog, roster
from desktop.store.campaign_file import campaign_name, current_path


class StoreCommand(QUndoCommand):
    """An undoable change whose first redo has already been written when it is pushed."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self._written = False

    def write_first(self) -> None:
        """Perform the change once, before pushing; raises (and writes nothing) when refused."""
        self.apply(self.text(), "change")
        self._written = True

    def redo(self) -> None:
        if self._written:
            self._written = False
            return
        self.apply(f"Redo: {self.text()}", "redo")

    def undo(self) -> None:
        self.revert(f"Undo: {self.text()}", "undo")

    def apply(self, what: str, kind: str) -> None:
        """Write the change in one transaction, journalled as `what`."""
        raise NotImplementedError

    def revert(self, what: str, kind: str) -> None:
        """Write the state before the change in one transaction, journalled as `what`."""
        raise NotImplementedError


class CharacterChange(StoreCommand):
    """Replace one character's sheet: covers add (before None), edit, and delete (after None)."""

    def __init__(
        self,
        session: CampaignSession,
        character_id: int | None,
        before: CharacterSheet | None,
        after: CharacterSheet | None,
        text: str,
        detail: dict | None = None,
        result: str = "",
    ) -> None:
        super().__init__(text)
        self._session = session
        self.character_id = character_id
        self._before = before
        self._after = after
        self._detail = detail
        self._result = result

    def apply(self, what: str, kind: str) -> None:
        new_id = roster.apply_change(
            self.character_id, self._after, what, kind=kind, result=self._result, detail=self._detail
        )
        self.character_id = self.character_id or new_id
        self._session.character_written(self.character_id)

    def revert(self, what: str, kind: str) -> None:
        roster.apply_change(self.character_id, self._before, what, kind=kind)
        self._session.character_written(self.character_id)


class CatalogChange(StoreCommand):
    """Add, replace or remove one entry of the campaign's weapon catalog."""

    def __init__(self, session: CampaignSession, before: Weapon | None, after: Weapon | None, text: str) -> None:
        super().__init__(text)
        self._session = session
        self._before = before
        self._after = after

    def _write(self, weapon: Weapon | None, other: Weapon | None) -> None:
        if weapon is None:
            catalog.delete_weapon(other.name)
        else:
            catalog.save_weapon(weapon)
        self._session.catalog_changed.emit()

    def apply(self, what: str, kind: str) -> None:
        self._write(self._after, self._before)

    def revert(self, what: str, kind: str) -> None:
        self._write(self._before, self._after)


class CampaignSession(QObject):
    """The open campaign: roster and journal models, the undo stack, and the roster's operations."""

    character_changed = Signal(int)
    catalog_changed = Signal()
    journal_changed = Signal()
    error = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.roster = RosterModel(self)
        self.journal = JournalModel(parent=self)
        self.reload()

    @property
    def name(self) -> str:
        return campaign_name()

    @property
    def path(self) -> Path | None:
        return current_path()

    def reload(self) -> None:
        self.roster.reset_rows(roster.roster_rows())
        self.journal.reload()  # read lazily: the first page comes when a view asks

    def push(self, command: StoreCommand) -> None:
        """Write a command's change and put it on the undo stack; raises and writes nothing when refused."""
        command.write_first()
        self.undo_stack.push(command)

    def character_written(self, character_id: int) -> None:
        """Refresh what shows one character after a write (or undo)."""
        row = roster.roster_row(character_id)
        if row is None:
            self.roster.remove(character_id)
        else:
            self.roster.upsert(row)
        self.journal.pull_new()
        self.character_changed.emit(character_id)
        self.journal_changed.emit()

    # --- roster operations ----------------------------------------------------------------------------------

    def sheet(self, character_id: int) -> CharacterSheet:
        return roster.load_sheet(character_id)

    def add_character(self, sheet: CharacterSheet) -> int:
        command = CharacterChange(self, None, None, sheet, f"Added {sheet.name.strip()}")
        self.push(command)
        return command.character_id

    def update_character(self, character_id: int, sheet: CharacterSheet) -> None:
        before = self.sheet(character_id)
        if roster.validated(sheet) == before:
            return
        self.push(CharacterChange(self, character_id, before, sheet, f"Edited {sheet.name.strip()}"))

    def duplicate_character(self, character_id: int) -> int:
        original = self.sheet(character_id)
        copy = replace(original, name=self._copy_name(original.name))
        command = CharacterChange(self, None, None, copy, f"Duplicated {original.name} as {copy.name}")
        self.push(command)
        return command.character_id

    def delete_character(self, character_id: int) -> None:
        before = self.sheet(character_id)
        self.push(CharacterChange(self, character_id, before, None, f"Deleted {before.name}"))

    def set_tracker(self, character_id: int, tracker: str, value: int, why: str = "") -> None:
        """Set HP, MP, SAN or Luck; raises ValueError naming the field when out of range."""
        before = self.sheet(character_id)
        old = getattr(before, tracker)
        after = roster.with_tracker(before, tracker, value)
        if value == old:
            return
        label = TRACKER_LABELS[tracker]
        text = f"{before.name}: {label} {old} → {value}" + (f" ({why})" if why else "")
        self.push(CharacterChange(self, character_id, before, after, text, {"tracker": tracker, "from": old}))

    def adjust_tracker(self, character_id: int, tracker: str, delta: int) -> None:
        current = getattr(self.sheet(character_id), tracker)
        self.set_tracker(character_id, tracker, current + delta)

    def development_phase(self, character_id: int, dice: Dice | None = None) -> DevelopmentResult:
        """Roll the development phase for one investigator: one undoable change with every check journalled."""
        from desktop.rules.development import development_phase  # between sessions: kept out of start-up

        before = self.sheet(character_id)
        if before.kind is not Kind.INVESTIGATOR:
            raise ValueError(f"{before.name} is not an investigator: only investigators develop")
        result = development_phase(before, dice or Dice())
        text = f"Development phase for {before.name}"
        self.push(
            CharacterChange(
                self, character_id, before, result.sheet, text, result=result.describe().replace("\n", "; ")
            )
        )
        return result

    # --- the campaign's catalog -----------------------------------------------------------------------------

    def weapons(self) -> list[Weapon]:
        """Every weapon a sheet can take: the built-in table, then the campaign's own."""
        return catalog.all_weapons()

    def save_catalog_weapon(self, weapon: Weapon) -> None:
        """Keep a weapon in the campaign's catalog (replacing one of the same name); undoable."""
        before = next((w for w in catalog.campaign_weapons() if w.name == weapon.name.strip()), None)
        self.push(CatalogChange(self, before, weapon, f"Saved {weapon.name.strip()} to the weapon catalog"))
        self.journal.pull_new()

    def _copy_name(self, name: str) -> str:
        taken = {row[1] for row in roster.character_choices()}
        candidate = f"{name} (copy)"
        n = 2
        while candidate in taken:
            candidate = f"{name} (copy {n})"
            n += 1
        return candidate
