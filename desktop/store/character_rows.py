"""Characters in the campaign file: read and write whole sheets, each change one transaction with its journal."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

import peewee
from peewee import fn

from desktop.rules.conditions import Condition, conditions_from, is_dead
from desktop.rules.roster.sheet import (
    CHARACTERISTICS,
    TRACKER_LABELS,
    CharacterSheet,
    Kind,
    hit_points,
    magic_points,
    max_sanity,
    sheet_errors,
    tracker_error,
)
from desktop.rules.roster.sheet import Skill as SkillSheet
from desktop.rules.roster.sheet import Weapon as WeaponSheet
from desktop.store import journal
from desktop.store.campaign_file import current_path, damaged_message, transaction
from desktop.store.character_columns import MYTHOS_SKILL
from desktop.store.collation import name_sort_key
from desktop.store.errors import StoreReadError
from desktop.store.roster_rows import ROSTER_SELECT, RosterRow, row_from
from desktop.store.schema import CharacterRow, SkillRow, WeaponRow, database

if TYPE_CHECKING:
    from desktop.rules.scene import Effect


class SheetError(ValueError):
    """A sheet that may not be saved; `errors` lists (field, message)."""

    def __init__(self, errors: list[tuple[str, str]]) -> None:
        super().__init__("; ".join(message for _, message in errors))
        self.errors = errors


def roster_rows() -> list[RosterRow]:
    """Every character as a roster row, in one query read through a raw cursor."""
    return _rows(ROSTER_SELECT, ())


def roster_row(character_id: int) -> RosterRow | None:
    found = roster_rows_for([character_id])
    return found[0] if found else None


def roster_rows_for(ids: list[int]) -> list[RosterRow]:
    """Roster rows of some characters (a page of a large roster), in no particular order.

    Raises StoreReadError when the file cannot be read there."""
    rows: list[RosterRow] = []
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        rows += _rows(f'{ROSTER_SELECT} WHERE c."id" IN ({",".join("?" * len(chunk))})', chunk)
    return rows


def _rows(sql: str, params) -> list[RosterRow]:
    cursor = None
    try:
        cursor = database.execute_sql(sql, params)
        return [row_from(values) for values in cursor]
    except (peewee.DatabaseError, sqlite3.DatabaseError) as exc:
        if cursor is not None:
            cursor.close()  # else the error's traceback keeps its statement, and the closed file its -wal and -shm
        raise StoreReadError(damaged_message(current_path().name if current_path() else "The campaign", exc)) from exc


_SHEET_COLUMNS = (
    "name",
    "kind",
    "occupation",
    "age",
    *CHARACTERISTICS,
    "hp",
    "mp",
    "sanity",
    "luck",
    "conditions",
    "notes",
    "mov_override",
)
_SKILL_COLUMNS = ("name", "value", "specialization", "ticked")
WEAPON_COLUMNS = (  # a weapon's own columns: what a sheet reads and the campaign JSON carries
    "name",
    "skill",
    "damage",
    "impaling",
    "range",
    "attacks",
    "ammo",
    "malfunction",
    "adds_damage_bonus",
    "drains",
)


@cache
def _sheet_sql() -> tuple[str, str, str]:
    """The three queries of one sheet, generated once."""
    character = CharacterRow.select(*(getattr(CharacterRow, c) for c in _SHEET_COLUMNS)).where(CharacterRow.id == 0)
    skills = (
        SkillRow.select(*(getattr(SkillRow, c) for c in _SKILL_COLUMNS))
        .where(SkillRow.character == 0)
        .order_by(SkillRow.position, SkillRow.id)
    )
    weapons = (
        WeaponRow.select(*(getattr(WeaponRow, c) for c in WEAPON_COLUMNS))
        .where(WeaponRow.character == 0)
        .order_by(WeaponRow.position, WeaponRow.id)
    )
    return character.sql()[0], skills.sql()[0], weapons.sql()[0]


def load_sheet(character_id: int) -> CharacterSheet:
    """One character's whole sheet: characteristics, trackers, skills and weapons."""
    character_sql, skills_sql, weapons_sql = _sheet_sql()
    row = database.execute_sql(character_sql, (character_id,)).fetchone()
    if row is None:
        raise LookupError(f"no character with id {character_id}")
    values = dict(zip(_SHEET_COLUMNS, row))
    skills = tuple(
        SkillSheet(name, value, specialization, bool(ticked))
        for name, value, specialization, ticked in database.execute_sql(skills_sql, (character_id,))
    )
    weapons = tuple(
        WeaponSheet(name, skill, damage, bool(impaling), range_, attacks, ammo, malfunction, bool(adds_bonus), drains)
        for (
            name,
            skill,
            damage,
            impaling,
            range_,
            attacks,
            ammo,
            malfunction,
            adds_bonus,
            drains,
        ) in database.execute_sql(weapons_sql, (character_id,))
    )
    values["kind"] = Kind(values["kind"])
    values["conditions"] = tuple(sorted(conditions_from(json.loads(values["conditions"] or "[]"))))
    return CharacterSheet(**values, skills=skills, weapons=weapons)


def validated(sheet: CharacterSheet) -> CharacterSheet:
    """The sheet with trackers filled in; raises SheetError naming each bad field."""
    filled = sheet.filled()
    errors = sheet_errors(filled)
    if errors:
        raise SheetError(errors)
    return filled


def write_character(character_id: int | None, sheet: CharacterSheet | None) -> int | None:
    """Write or delete one character inside the caller's transaction; returns its id."""
    if sheet is None:
        if character_id is not None:
            CharacterRow.delete().where(CharacterRow.id == character_id).execute()
        return None
    name = sheet.name.strip()
    fields = {
        "name": name,
        "sort_key": name_sort_key(name),
        "kind": sheet.kind.value,
        "occupation": sheet.occupation.strip(),
        "age": sheet.age,
        **{name: getattr(sheet, name) for name in CHARACTERISTICS},
        "hp": sheet.hp,
        "mp": sheet.mp,
        "sanity": sheet.sanity,
        "luck": sheet.luck,
        "conditions": list(sheet.conditions),
        "notes": sheet.notes,
        "mov_override": sheet.mov_override,
    }
    if character_id is not None and CharacterRow.select().where(CharacterRow.id == character_id).exists():
        CharacterRow.update(**fields).where(CharacterRow.id == character_id).execute()
        SkillRow.delete().where(SkillRow.character == character_id).execute()
        WeaponRow.delete().where(WeaponRow.character == character_id).execute()
    else:
        character_id = CharacterRow.insert(**({"id": character_id} if character_id else {}), **fields).execute()
    if sheet.skills:
        SkillRow.insert_many(
            [
                {
                    "character": character_id,
                    "name": s.name,
                    "specialization": s.specialization,
                    "value": s.value,
                    "ticked": s.ticked,
                    "position": i,
                }
                for i, s in enumerate(sheet.skills)
            ]
        ).execute()
    if sheet.weapons:
        WeaponRow.insert_many(
            [
                {
                    "character": character_id,
                    "name": w.name,
                    "skill": w.skill,
                    "damage": w.damage,
                    "impaling": w.impaling,
                    "range": w.range,
                    "attacks": w.attacks,
                    "ammo": w.ammo,
                    "malfunction": w.malfunction,
                    "adds_damage_bonus": w.adds_damage_bonus,
                    "drains": w.drains,
                    "position": i,
                }
                for i, w in enumerate(sheet.weapons)
            ]
        ).execute()
    return character_id


def apply_change(
    character_id: int | None,
    sheet: CharacterSheet | None,
    what: str,
    *,
    kind: str = "change",
    result: str = "",
    detail: dict | None = None,
) -> int | None:
    """Write (or, with sheet None, delete) one character and journal it, all in one transaction."""
    return write_change(character_id, sheet, what, kind=kind, result=result, detail=detail)[0]


def write_change(
    character_id: int | None,
    sheet: CharacterSheet | None,
    what: str,
    *,
    kind: str = "change",
    result: str = "",
    detail: dict | None = None,
    amend_entry: int | None = None,
    dice: str = "",
) -> tuple[int | None, int]:
    """apply_change, returning (character id, journal entry id); with amend_entry, the newest journal entry is
    rewritten instead of a new one added (a run of small changes merged into one step). `dice` is the entry's dice
    column (a roll bought with Luck keeps the dice it was rolled with)."""
    checked = validated(sheet) if sheet is not None else None
    with transaction():
        actor = checked.name if checked else _name_of(character_id)
        new_id = write_character(character_id, checked)
        if amend_entry is not None:
            journal.amend(amend_entry, what, result=result, detail=detail)
            entry = amend_entry
        else:
            entry = journal.append(
                kind, what, actor_id=new_id or character_id, actor=actor, dice=dice, result=result, detail=detail
            )
    return new_id, entry


def sheets(character_ids: Iterable[int]) -> dict[int, CharacterSheet]:
    """The whole sheets of some characters as the roster holds them now (deleted ones are absent)."""
    return {cid: sheet for cid in dict.fromkeys(character_ids) if (sheet := load_sheet_or_none(cid)) is not None}


def load_sheet_or_none(character_id: int | None) -> CharacterSheet | None:
    if character_id is None:
        return None
    try:
        return load_sheet(character_id)
    except LookupError:
        return None


def _name_of(character_id: int | None) -> str:
    row = (
        CharacterRow.select(CharacterRow.name).where(CharacterRow.id == character_id).first() if character_id else None
    )
    return row.name if row else ""


def with_tracker(sheet: CharacterSheet, tracker: str, value: int) -> CharacterSheet:
    """The sheet with one tracker set; raises ValueError naming the field when out of range."""
    if tracker not in TRACKER_LABELS:
        raise ValueError(f"unknown tracker {tracker!r}")
    message = tracker_error(sheet, tracker, value)
    if message:
        raise ValueError(message)
    changed = replace(sheet, **{tracker: value})
    if tracker == "hp" and value > sheet.filled().hp and value * 2 >= sheet.filled().max_hp:
        # however HP come back, at half the maximum or more a major wound is over
        changed = replace(changed, conditions=tuple(c for c in sheet.conditions if c != Condition.MAJOR_WOUND))
    return changed


def character_count(kind: str | None = None) -> int:
    """How many characters (of one kind: "investigator"), counted from an index."""
    query = CharacterRow.select()
    return (query if kind is None else query.where(CharacterRow.kind == kind)).count()


def character_choices() -> list[tuple[int, str]]:
    """(id, name) of every character, by name: for pickers (one plain read: a roster of 10,000 is read often)."""
    return database.execute_sql('SELECT "id", "name" FROM "character" ORDER BY "sort_key", "id"').fetchall()


def names_of(ids: Iterable[int]) -> dict[int, str]:
    """The names of some characters by id (those that exist): a few read by their key, not the whole roster."""
    wanted, names = list(dict.fromkeys(ids)), {}
    for start in range(0, len(wanted), 500):  # within SQLite's limit on bound values
        part = wanted[start : start + 500]
        sql = f'SELECT "id", "name" FROM "character" WHERE "id" IN ({",".join("?" * len(part))})'
        names.update(database.execute_sql(sql, part).fetchall())
    return names


class PickerRow(NamedTuple):
    """What a character picker shows of one character."""

    id: int
    name: str
    kind: str
    dead: bool


_PICKER_SQL = 'SELECT "id", "name", "kind", instr("conditions", ?) > 0 FROM "character"'
# The conditions are a JSON list of names: "dead" in quotes is the Dead condition itself, found in SQL.
_DEAD = json.dumps(Condition.DEAD.value)


def picker_rows(ids: Iterable[int] | None = None) -> list[PickerRow]:
    """Every character, or those of `ids` that exist, as the pickers show them, in order of id (one plain read: a
    roster of 10,000 is read whole only when its names change)."""
    if ids is None:
        return list(map(PickerRow._make, database.execute_sql(f'{_PICKER_SQL} ORDER BY "id"', (_DEAD,)).fetchall()))
    wanted, rows = list(ids), []
    for start in range(0, len(wanted), 500):  # within SQLite's limit on bound values
        part = wanted[start : start + 500]
        rows += database.execute_sql(
            f'{_PICKER_SQL} WHERE "id" IN ({",".join("?" * len(part))})', (_DEAD, *part)
        ).fetchall()
    return list(map(PickerRow._make, rows))


def sorted_picker_rows(offset: int = 0, limit: int = -1, kind: str | None = None) -> list[PickerRow]:
    """The characters (of one kind) as the pickers list them, by name as a person sorts them (the stored sort key,
    ties in order of id): all, or `limit` from `offset` on, read from the index kept in that order (no wide row
    read; the kind is in the index too)."""
    where = ' WHERE "kind" = ?' if kind is not None else ""
    sql = f'{_PICKER_SQL}{where} ORDER BY "sort_key", "id"'
    page = (limit, offset) if limit >= 0 or offset else ()
    of_kind = (kind,) if kind is not None else ()
    cursor = database.execute_sql(f"{sql} LIMIT ? OFFSET ?" if page else sql, (_DEAD, *of_kind, *page))
    return list(map(PickerRow._make, cursor.fetchall()))


def dead_characters() -> set[int]:
    """Ids of the characters the Roster has as Dead: pickers mark them, the scenes refuse them."""
    query = CharacterRow.select(CharacterRow.id, CharacterRow.conditions).where(CharacterRow.conditions != [])
    return {row.id for row in query if is_dead(row.conditions or ())}


def tick_skill(character_id: int, name: str, specialization: str = "", ticked: bool = True) -> None:
    """Mark a skill for an improvement check, or take the mark off (inside the caller's transaction)."""
    SkillRow.update(ticked=ticked).where(
        (SkillRow.character == character_id) & (SkillRow.name == name) & (SkillRow.specialization == specialization)
    ).execute()


# --- effects from scenes -----------------------------------------------------------------------------------------

MYTHOS = MYTHOS_SKILL


def _mythos(character_id: int) -> int:
    value = (
        SkillRow.select(fn.MAX(SkillRow.value))
        .where((SkillRow.character == character_id) & (SkillRow.name == MYTHOS))
        .scalar()
    )
    return value or 0


DRAINED_COLUMNS = {"STR": "strength", "CON": "constitution", "DEX": "dexterity", "POW": "power"}


def apply_effects(effects: Iterable[Effect]) -> None:
    """Apply scene effects to roster characters, inside the caller's transaction: the one place that does.

    Trackers move by each effect's difference and stay within their limits (HP 0..max, SAN 0..99 − Cthulhu Mythos,
    Luck 0..99); a Mythos change lowers max SAN at once. An effect on a character deleted since is skipped.
    """
    # The scenes' rules are loaded with the first effect, not with the roster's rows (start-up reads those first).
    from desktop.rules.scene import (
        CharacteristicChanged,
        ConditionsChanged,
        HpChanged,
        LuckSpent,
        MagicPointsChanged,
        MythosChanged,
        NoteAdded,
        SanityChanged,
    )

    for effect in effects:
        row = CharacterRow.get_or_none(CharacterRow.id == effect.character_id)
        if row is None:
            continue
        match effect:
            case HpChanged():
                row.hp = max(0, min(row.hp + effect.delta, hit_points(row.constitution, row.size)))
            case MagicPointsChanged():
                row.mp = max(0, min(row.mp + effect.delta, magic_points(row.power)))
            case SanityChanged():
                row.sanity = max(0, min(row.sanity + effect.delta, max_sanity(_mythos(row.id))))
            case MythosChanged():
                mythos = max(0, min(99, _mythos(row.id) + effect.delta))
                updated = (
                    SkillRow.update(value=mythos)
                    .where((SkillRow.character == row.id) & (SkillRow.name == MYTHOS))
                    .execute()
                )
                if not updated:
                    position = SkillRow.select(fn.COUNT(SkillRow.id)).where(SkillRow.character == row.id).scalar()
                    SkillRow.insert(character=row.id, name=MYTHOS, value=mythos, position=position).execute()
                row.sanity = min(row.sanity, max_sanity(mythos))
            case CharacteristicChanged():
                column = DRAINED_COLUMNS[effect.characteristic]
                setattr(row, column, max(0, getattr(row, column) + effect.delta))
                row.hp = min(row.hp, hit_points(row.constitution, row.size))  # maximum HP follow CON
                row.mp = min(row.mp, magic_points(row.power))  # maximum MP follow POW
            case NoteAdded():
                lines = row.notes.split("\n") if row.notes else []
                if not effect.removed:
                    lines.append(effect.text)
                elif effect.text in lines:
                    del lines[len(lines) - 1 - lines[::-1].index(effect.text)]  # the newest such line
                row.notes = "\n".join(lines)
            case LuckSpent():
                row.luck = max(0, min(99, row.luck - effect.amount))
            case ConditionsChanged():
                kept = conditions_from(row.conditions or ()) - effect.removed
                row.conditions = sorted(kept | effect.added)
            case _:
                raise TypeError(f"no way to apply {type(effect).__name__}")
        row.save()
