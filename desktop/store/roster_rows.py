"""What the roster table shows of a character, made from the columns as stored: the one query and the one reading
of its values, for the open campaign's store (character_rows) and for the roster's first screenful, read with the
standard library's sqlite3 before the database layer has loaded (first_screenful)."""

from __future__ import annotations

import json
from typing import NamedTuple

from desktop.rules.roster.derived import Kind, hit_points, magic_points, max_sanity, state_of


class RosterRow(NamedTuple):
    """What the roster table shows of one character."""

    id: int
    name: str
    kind: Kind
    occupation: str
    hp: int
    max_hp: int
    mp: int
    max_mp: int
    sanity: int
    max_sanity: int
    luck: int
    state: str


# Every column a roster row is made from, in row_from's order; a caller adds its WHERE, ORDER BY or LIMIT.
ROSTER_SELECT = (
    'SELECT c."id", c."name", c."kind", c."occupation", c."constitution", c."size", c."power", c."hp", c."mp", '
    'c."sanity", c."luck", c."conditions", (SELECT MAX(s."value") FROM "skill" s WHERE s."character_id" = c."id" '
    'AND s."name" = \'Cthulhu Mythos\') FROM "character" c'
)

_KINDS = {kind.value: kind for kind in Kind}
_INVESTIGATOR = Kind.INVESTIGATOR.value


def row_from(values: tuple) -> RosterRow:
    """A roster row from ROSTER_SELECT's values (conditions as stored JSON text)."""
    (cid, name, kind, occupation, con, size, power, hp, mp, sanity, luck, conditions, mythos) = values
    kind = _KINDS[kind]
    conditions = json.loads(conditions) if conditions and conditions != "[]" else ()
    return RosterRow(
        cid,
        name,
        kind,
        occupation,
        hp,
        hit_points(con, size),
        mp,
        magic_points(power),
        sanity,
        max_sanity(mythos or 0),
        luck,
        state_of(kind, hp, sanity, conditions),
    )


def state_from_columns(kind: str, hp: int, sanity: int, conditions: str) -> str:
    """The roster state from stored column values (conditions as JSON text)."""
    if conditions == "[]":  # most rows: no JSON to read (the same order as state_of)
        if hp <= 0:
            return "Unconscious"
        return "Permanently insane" if sanity <= 0 and kind == _INVESTIGATOR else "Well"
    found = json.loads(conditions) if conditions and conditions != "[]" else ()
    return state_of(_KINDS[kind], hp, sanity, found)
