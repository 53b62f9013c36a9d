"""A few columns of many characters in one read: what a sort of the roster, a tab's list of investigators or a
roll for everyone needs, without a sheet each."""

from __future__ import annotations

import json
from collections.abc import Iterable

from desktop.rules.roster.sheet import Kind
from desktop.store.schema import database

MYTHOS_SKILL = "Cthulhu Mythos"

_READABLE = frozenset(
    {
        "name",
        "kind",
        "occupation",
        "strength",
        "constitution",
        "dexterity",
        "appearance",
        "size",
        "power",
        "intelligence",
        "education",
        "hp",
        "mp",
        "sanity",
        "luck",
        "conditions",
    }
)


def character_columns(*columns: str) -> list[tuple]:
    """(id, *columns) of every character: the cheap read that one sort or the filter needs."""
    return database.execute_sql(f'SELECT {_column_list(columns)} FROM "character"').fetchall()


def character_lists(*columns: str) -> tuple[list, ...]:
    """The ids of every character, then one list per column in the same order: what one sort of a large roster
    reads. SQLite hands each column over as one JSON array, so no Python row is made per character (a roster of
    10,000 is read in half the time `character_columns` takes)."""
    arrays = ", ".join(f"json_group_array({name})" for name in _column_list(columns).split(", "))
    return tuple(json.loads(array) for array in database.execute_sql(f'SELECT {arrays} FROM "character"').fetchone())


def mythos_lists() -> tuple[list[int], list[int]]:
    """(character ids, their Cthulhu Mythos) of every character who has it, as two lists (the highest value when a
    sheet holds the skill twice, as `mythos_values`)."""
    sql = (
        'SELECT json_group_array("character_id"), json_group_array("most") FROM (SELECT "character_id", '
        'MAX("value") AS "most" FROM "skill" WHERE "name" = ? GROUP BY "character_id")'
    )
    ids, values = database.execute_sql(sql, (MYTHOS_SKILL,)).fetchone()
    return json.loads(ids), json.loads(values)


def investigator_columns(
    *columns: str, ids: Iterable[int] | None = None, short_of_mp: bool = False, unsettled: bool = False
) -> list[tuple]:
    """(id, *columns) of every investigator, by name: one read for a tab's list of them (no sheet each). Given
    `ids`, `short_of_mp` (fewer magic points than POW / 5) or `unsettled` (some condition on them), only the
    investigators that one of them names: what time passing can change, on a roster of thousands."""
    sql = f'SELECT {_column_list(columns)} FROM "character" WHERE "kind" = ?'
    values: list = [Kind.INVESTIGATOR.value]
    if ids is not None or short_of_mp or unsettled:
        chosen = ['"id" IN (SELECT "value" FROM json_each(?))']
        values.append(json.dumps(sorted(set(ids or ()))))
        if short_of_mp:
            chosen.append('"mp" < "power" / 5')  # whole numbers: SQLite divides rounding down, as magic_points does
        if unsettled:
            chosen.append("\"conditions\" NOT IN ('[]', '')")
        sql += f" AND ({' OR '.join(chosen)})"
    return database.execute_sql(sql + ' ORDER BY "sort_key", "id"', values).fetchall()  # as a person sorts names


def _column_list(columns: tuple[str, ...]) -> str:
    unknown = set(columns) - _READABLE
    if unknown:
        raise ValueError(f"no roster column {sorted(unknown)[0]!r}")
    return ", ".join(f'"{c}"' for c in ("id", *columns))


def mythos_values(ids: Iterable[int] | None = None) -> dict[int, int]:
    """Cthulhu Mythos of every character who has it (of those of `ids`, when given)."""
    return skill_values(MYTHOS_SKILL, ids)


def skill_values(name: str, ids: Iterable[int] | None = None) -> dict[int, int]:
    """One skill's value (no specialisation) for every character who has it: one read for the whole roster, or, given
    `ids`, for those of them only (by key: a page of a long list)."""
    sql = 'SELECT "character_id", "value" FROM "skill" WHERE "name" = ?'
    values: list = [name]
    if ids is not None:
        sql += ' AND "character_id" IN (SELECT "value" FROM json_each(?))'
        values.append(json.dumps(sorted(set(ids))))
    return dict(database.execute_sql(sql + ' ORDER BY "value"', values).fetchall())  # the highest per character wins


def columns_for(ids: Iterable[int], *columns: str) -> dict[int, tuple]:
    """`columns` of each of `ids` that exists (of any kind), by id: one read however many."""
    sql = f'SELECT {_column_list(columns)} FROM "character" WHERE "id" IN (SELECT "value" FROM json_each(?))'
    return {row[0]: row[1:] for row in database.execute_sql(sql, (json.dumps(sorted(set(ids))),)).fetchall()}


def investigator_skills() -> list[tuple[str, str]]:
    """Every skill (name, specialisation) some investigator has, each once: one read for a list to pick from."""
    sql = (
        'SELECT DISTINCT s."name", s."specialization" FROM "skill" s JOIN "character" c ON c."id" = s."character_id"'
        ' WHERE c."kind" = ?'
    )
    return database.execute_sql(sql, (Kind.INVESTIGATOR.value,)).fetchall()


def skill_of(ids: Iterable[int], name: str, specialization: str = "") -> dict[int, tuple[int, bool]]:
    """One skill's (value, ticked) for each of `ids` who has it on the sheet: one read however many."""
    sql = (
        'SELECT "character_id", "value", "ticked" FROM "skill" WHERE "name" = ? AND "specialization" = ?'
        ' AND "character_id" IN (SELECT "value" FROM json_each(?)) ORDER BY "value"'
    )
    rows = database.execute_sql(sql, (name, specialization, json.dumps(sorted(set(ids))))).fetchall()
    return {character_id: (value, bool(ticked)) for character_id, value, ticked in rows}
