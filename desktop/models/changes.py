"""What one operation on the open campaign changed: the record every tab refreshes from (like Anki's OpChanges).

The session gathers a `Changes` while an operation runs (a scene step, a roster edit, an import, an undo or a redo)
and emits it once, after the operation's transaction: tabs read it to redo only what it names.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

# The campaign settings a change can name.
CATALOG, BESTIARY, COMBAT_RULES, CALENDAR = "catalog", "bestiary", "combat_rules", "calendar"


@dataclass(frozen=True)
class Changes:
    """Characters by id, scene kinds ("combat", "sanity", …), whether the journal has new rows, the campaign
    settings changed; `everything` after a rollback or a reload, when nothing shown can be trusted."""

    characters: frozenset[int] = field(default_factory=frozenset)
    scenes: frozenset[str] = field(default_factory=frozenset)
    journal: bool = False
    settings: frozenset[str] = field(default_factory=frozenset)
    everything: bool = False

    @classmethod
    def of(
        cls,
        characters: Iterable[int] = (),
        scenes: Iterable[str] = (),
        journal: bool = False,
        settings: Iterable[str] = (),
    ) -> Changes:
        return cls(frozenset(characters), frozenset(scenes), journal, frozenset(settings))

    def __or__(self, other: Changes) -> Changes:
        if not isinstance(other, Changes):
            return NotImplemented
        return Changes(
            self.characters | other.characters,
            self.scenes | other.scenes,
            self.journal or other.journal,
            self.settings | other.settings,
            self.everything or other.everything,
        )

    def __bool__(self) -> bool:
        return bool(self.everything or self.characters or self.scenes or self.journal or self.settings)

    @property
    def roster(self) -> bool:
        """Some character was written (added, edited, deleted, or moved by a scene)."""
        return self.everything or bool(self.characters)

    @property
    def new_journal_rows(self) -> bool:
        return self.everything or self.journal

    def touches_character(self, character_id: int | None) -> bool:
        return self.everything or (character_id is not None and character_id in self.characters)

    def touches_any_character(self, character_ids: Iterable[int]) -> bool:
        return self.everything or not self.characters.isdisjoint(character_ids)

    def touches_scene(self, kind: str) -> bool:
        return self.everything or kind in self.scenes

    def touches_setting(self, name: str) -> bool:
        return self.everything or name in self.settings


NOTHING = Changes()
EVERYTHING = Changes(everything=True)
