"""The roster's undoable changes: a sheet, Luck bought for a roll, the weapon catalog, the bestiary, combat rules."""

from __future__ import annotations

import time
from typing import Protocol

from PySide6.QtGui import QUndoCommand

from desktop.models.changes import BESTIARY, CATALOG, COMBAT_RULES, Changes
from desktop.models.commands import Session, StoreCommand
from desktop.rules.roster.sheet import TRACKER_LABELS, CharacterSheet, Weapon, merged
from desktop.store import campaign_catalog, character_rows, journal
from desktop.store.campaign_file import COMBAT_RULES as RULES_NAMES
from desktop.store.campaign_file import set_combat_rules, transaction


class RosterSession(Session, Protocol):
    """What the roster's changes ask of the session that pushes them, beyond any change's `Session`."""

    def note(self, changes: Changes) -> None: ...

    def character_written(self, character_id: int) -> None: ...


MERGE_SECONDS = 5.0  # repeated small changes to one tracker within this many seconds become one undo step


class CharacterChange(StoreCommand):
    """One character's sheet changed: covers add (before None), edit, and delete (after None).

    Redo and undo write only what this change touched, onto the sheet as it is then: a skill ticked by a roll
    since, or a tracker moved by a scene, is kept. Changes of one tracker in quick succession merge into one step
    and one journal entry."""

    TRACKER_ID = 1

    def __init__(
        self,
        session: RosterSession,
        character_id: int | None,
        before: CharacterSheet | None,
        after: CharacterSheet | None,
        text: str,
        detail: dict | None = None,
        result: str = "",
    ) -> None:
        super().__init__(session, text)
        self.character_id = character_id
        self._before = before
        self._after = after
        self._detail = detail
        self._result = result
        self.entry_id = 0
        self._at = time.monotonic()

    def _sheet(self, frm: CharacterSheet | None, to: CharacterSheet | None) -> CharacterSheet | None:
        if to is None or frm is None:
            return to
        current = character_rows.load_sheet_or_none(self.character_id)
        return to if current is None else merged(current, frm, to)

    def apply(self, what: str, kind: str, amend: int | None = None) -> None:
        new_id, self.entry_id = character_rows.write_change(
            self.character_id,
            self._sheet(self._before, self._after),
            what,
            kind=kind,
            result=self._result,
            detail=self._detail,
            amend_entry=amend,
        )
        self.character_id = self.character_id or new_id
        self._session.character_written(self.character_id)

    def revert(self, what: str, kind: str) -> None:
        character_rows.write_change(self.character_id, self._sheet(self._after, self._before), what, kind=kind)
        self._session.character_written(self.character_id)

    def touched(self) -> tuple[int, ...]:
        return (self.character_id,) if self.character_id else ()

    # --- merging repeated tracker changes -------------------------------------------------------------------

    @property
    def tracker(self) -> str | None:
        return (self._detail or {}).get("tracker")

    def id(self) -> int:  # noqa: A003 - Qt override
        return self.TRACKER_ID if self.tracker else -1

    def merges_into(self, top: QUndoCommand | None) -> bool:
        """A change of the same tracker of the same character seconds after `top`, with nothing journalled between
        (a roll in between keeps them apart: only the newest journal entry can be amended)."""
        return (
            isinstance(top, CharacterChange)
            and self.tracker is not None
            and top.tracker == self.tracker
            and top.character_id == self.character_id
            and 0 <= self._at - top._at <= MERGE_SECONDS
            and top.entry_id > 0
            and journal.last_id() == top.entry_id
        )

    def write_merged(self, top: CharacterChange) -> None:
        """Write this change as the continuation of `top`: one journal entry for the run, amended."""
        label = TRACKER_LABELS[self.tracker]
        start = top._before if top._before is not None else self._before
        old, new = getattr(start, self.tracker), getattr(self._after, self.tracker)
        self.setText(f"{self._after.name}: {label} {old} → {new}")
        self._detail = {**(top._detail or {}), "tracker": self.tracker, "from": old, "to": new}
        self.apply(self.text(), "change", amend=top.entry_id)
        self._written = True

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt override
        if not isinstance(other, CharacterChange) or not other.merges_into(self):
            return False
        self._after = other._after
        self._detail = other._detail
        self._at = other._at
        self.setText(other.text())
        return True


class LuckBought(CharacterChange):
    """Luck spent to turn a failed roll into a success: one undoable change of the character's Luck, journalled as a
    roll (so the rolls-only history reads what the roll became), and its undo as a roll too (what it is again). Each
    of these entries stands for the one before it (`supersedes`: the roll as it fell, then the purchase, its undo,
    its redo), so the rolls-only history lists the roll once, as it stands."""

    def __init__(
        self,
        session: RosterSession,
        character_id: int,
        before: CharacterSheet,
        after: CharacterSheet,
        text: str,
        result: str,
        dice: str,
        undone: str,
        roll_entry: int | None = None,
        hidden: bool = False,
    ) -> None:
        self._hidden = {"hidden": True} if hidden else {}  # a secret roll's purchase and its undo stay secret
        detail = {"tracker": "luck", "from": before.luck, "to": after.luck, "bought": True, **self._hidden}
        super().__init__(session, character_id, before, after, text, detail, result)
        self._dice, self._undone = dice, undone
        self._standing = roll_entry  # the entry that reads the roll as it stands now

    def id(self) -> int:  # noqa: A003 - Qt override: a purchase never merges with Luck edits around it
        return -1

    def merges_into(self, top: QUndoCommand | None) -> bool:
        return False

    def _taking_over(self, detail: dict) -> dict:
        return {**detail, "supersedes": self._standing} if self._standing else detail

    def apply(self, what: str, kind: str, amend: int | None = None) -> None:
        _new, self.entry_id = character_rows.write_change(
            self.character_id,
            self._sheet(self._before, self._after),
            what,
            kind="roll",
            result=self._result,
            detail=self._taking_over(self._detail),
            dice=self._dice,
        )
        self._standing = self.entry_id
        self._session.character_written(self.character_id)

    def revert(self, what: str, kind: str) -> None:
        detail = {"tracker": "luck", "from": self._after.luck, "to": self._before.luck, "bought": False, **self._hidden}
        _new, self._standing = character_rows.write_change(
            self.character_id,
            self._sheet(self._after, self._before),
            what,
            kind="roll",
            result=self._undone,
            detail=self._taking_over(detail),
            dice=self._dice,
        )
        self._session.character_written(self.character_id)


class CatalogChange(StoreCommand):
    """Add, replace or remove one entry of the campaign's weapon catalog."""

    def __init__(self, session: RosterSession, before: Weapon | None, after: Weapon | None, text: str) -> None:
        super().__init__(session, text)
        self._before = before
        self._after = after

    def _write(self, weapon: Weapon | None, other: Weapon | None) -> None:
        if weapon is None:
            campaign_catalog.delete_weapon(other.name)
        else:
            campaign_catalog.save_weapon(weapon)
        self._session.note(Changes.of(settings=(CATALOG,)))

    def apply(self, what: str, kind: str) -> None:
        self._write(self._after, self._before)

    def revert(self, what: str, kind: str) -> None:
        self._write(self._before, self._after)


class BestiaryChange(StoreCommand):
    """A creature of the campaign's own added to (or taken from) its bestiary."""

    def __init__(self, session: RosterSession, creature, name: str, text: str) -> None:
        super().__init__(session, text)
        from desktop.store.campaign_bestiary import campaign_creatures

        self._name = name
        self._before = next((c for c in campaign_creatures() if c.name == name), None)
        self._after = creature

    def _write(self, creature) -> None:
        from desktop.store.campaign_bestiary import save_creature

        save_creature(creature, self._name)
        self._session.note(Changes.of(settings=(BESTIARY,)))

    def apply(self, what: str, kind: str) -> None:
        self._write(self._after)

    def revert(self, what: str, kind: str) -> None:
        self._write(self._before)


class CombatRulesChange(StoreCommand):
    """The campaign's combat rules switched between 7th edition and Cthulhu Rising (undo switches back)."""

    def __init__(self, session: RosterSession, before: str, after: str) -> None:
        super().__init__(session, f"Combat rules: {RULES_NAMES[after]}")
        self._before, self._after = before, after

    def _write(self, value: str, what: str) -> None:
        with transaction():
            set_combat_rules(value)
            journal.append("campaign", what)
        self._session.note(Changes.of(journal=True, settings=(COMBAT_RULES,)))

    def apply(self, what: str, kind: str) -> None:
        self._write(self._after, what)

    def revert(self, what: str, kind: str) -> None:
        self._write(self._before, what)
