"""Scenes of every kind in one table: each written whole as versioned JSON, with its effects on roster characters
and one journal entry, in one transaction. A new tab's scene needs no store code of its own."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from desktop.rules.checks import Check
from desktop.rules.scene import Effect, check_to_data
from desktop.store import journal
from desktop.store.campaign_file import StoreError, now, transaction
from desktop.store.character_rows import apply_effects
from desktop.store.schema import SceneRow

S = TypeVar("S")


@dataclass(frozen=True)
class Entry:
    """What one step writes to the journal besides the scene: its title and story, dice, checks and effects."""

    what: str
    text: str = ""
    dice: str = ""
    checks: Sequence[Check] = ()
    effects: Sequence[Effect] = ()
    actor_id: int | None = None
    actor: str = ""
    hidden: bool = False
    harm: Sequence[dict[str, Any]] = ()  # what the step did to each person, for the log card (scene.harm_between)
    typed: Sequence[str] = ()  # the rolls whose faces the Keeper typed from the table, in words


def load_active(kind: str, decode: Callable[[int, dict[str, Any]], S]) -> tuple[int, S] | None:
    """The kind's active scene, decoded; StoreError when its state is of an unknown version or shape."""
    row = (
        SceneRow.select(SceneRow.id, SceneRow.version, SceneRow.state)
        .where((SceneRow.kind == kind) & SceneRow.active)
        .order_by(SceneRow.id.desc())
        .first()
    )
    if row is None:
        return None
    try:
        return row.id, decode(row.version, json.loads(row.state))
    except (ValueError, TypeError, KeyError) as exc:
        raise StoreError(f"The open {kind} scene cannot be read: {exc}. It was left as it is in the file.") from exc


def save(
    scene_id: int | None, kind: str, version: int, name: str, data: dict[str, Any], entry: Entry, journal_kind: str
) -> int:
    """Write a scene's whole state (creating it when scene_id is None) and make it the kind's active one, apply
    the step's effects to characters, and journal it: one transaction. Returns the scene's id."""
    state = json.dumps(data, ensure_ascii=False, sort_keys=True)
    with transaction():
        if scene_id is None:
            scene_id = SceneRow.insert(
                kind=kind, name=name, created=now(), version=version, state=state, active=True
            ).execute()
        else:
            SceneRow.update(name=name, version=version, state=state, active=True).where(
                SceneRow.id == scene_id
            ).execute()
        apply_effects(entry.effects)
        _journal(scene_id, kind, entry, journal_kind)
    return scene_id


def set_active(scene_id: int, active: bool, entry: Entry, journal_kind: str) -> None:
    """End a scene (it stays in the file and the journal) or take it up again; with its effects and journal."""
    with transaction():
        SceneRow.update(active=active).where(SceneRow.id == scene_id).execute()
        kind = SceneRow.select(SceneRow.kind).where(SceneRow.id == scene_id).scalar() or ""
        apply_effects(entry.effects)
        _journal(scene_id, kind, entry, journal_kind)


def _journal(scene_id: int, kind: str, entry: Entry, journal_kind: str) -> None:
    journal.append(
        journal_kind,
        entry.what,
        actor_id=entry.actor_id,
        actor=entry.actor,
        dice=entry.dice,
        result=entry.text,
        detail={
            "scene": scene_id,
            "scene_kind": kind,
            "checks": [check_to_data(c) for c in entry.checks],
            "effects": [e.to_data() for e in entry.effects],
        }
        | ({"hidden": True} if entry.hidden else {})
        | ({"harm": list(entry.harm)} if entry.harm else {})
        | ({"typed": list(entry.typed)} if entry.typed else {}),
    )
