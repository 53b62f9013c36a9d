"""Search across the campaign file: characters, skills, notes and the journal through the file's FTS5 index (kept by
triggers in the same transaction as the rows), and the tomes, spells, horrors, creatures and handouts — the shipped
tables and the campaign's own, a few hundred names — matched in memory by the same rule: each word typed starts a
word."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from typing import NamedTuple

import peewee

from desktop.rules.search.terms import fts_query, matches, query_words
from desktop.store.errors import StoreError
from desktop.store.schema import database

# The kinds a search finds, in the order their groups are shown, with each group's heading.
KINDS = {
    "character": "Characters",
    "skill": "Skills",
    "note": "Notes",
    "tome": "Tomes",
    "spell": "Spells",
    "horror": "Horrors",
    "creature": "Bestiary",
    "handout": "Handouts",
    "journal": "Journal",
}
LIMIT = 8  # results shown per kind; one more is read to say there are more


class Hit(NamedTuple):
    """One thing found: its kind, what opens it (an id, or a name for what is kept by name), how it reads."""

    kind: str
    key: int | str
    title: str
    detail: str = ""
    character_id: int | None = None  # whose it is (a skill's owner, a journal entry's actor)


class Found(NamedTuple):
    """The hits of one kind, and whether there were more than those shown."""

    kind: str
    hits: tuple[Hit, ...]
    more: bool


_QUERIES = {
    "character": (
        'SELECT "rowid", "name", "occupation" FROM "search_character" WHERE "search_character" MATCH ? '
        'ORDER BY bm25("search_character", 10.0, 1.0), "rowid" LIMIT ?'
    ),
    "skill": (
        'SELECT f."rowid", f."skill", f."owner", s."value", s."character_id" FROM "search_skill" AS f '
        'JOIN "skill" AS s ON s."id" = f."rowid" WHERE "search_skill" MATCH ? '
        'ORDER BY s."value" DESC, f."rowid" LIMIT ?'  # the best at it first
    ),
    "note": (
        'SELECT f."rowid", f."title", n."kind", n."character_id" FROM "search_note" AS f JOIN "note" AS n ON n."id" = '
        'f."rowid" WHERE "search_note" MATCH ? ORDER BY bm25("search_note", 10.0, 1.0), f."rowid" LIMIT ?'
    ),
    "journal": (
        'SELECT f."rowid", f."what", f."actor", f."result", j."at", j."actor_id" FROM "search_journal" AS f JOIN '
        '"journalentry" AS j ON j."id" = f."rowid" WHERE "search_journal" MATCH ? ORDER BY f."rowid" DESC LIMIT ?'
    ),
}


def _hit(kind: str, row: tuple) -> Hit:
    if kind == "character":
        return Hit(kind, row[0], row[1], row[2], row[0])
    if kind == "skill":
        return Hit(kind, row[0], row[1], f"{row[2]} {row[3]}%", row[4])
    if kind == "note":
        return Hit(kind, row[0], row[1], {"campaign": "Campaign", "location": "Location"}.get(row[2], "Character"))
    result = row[3] if len(row[3]) <= 60 else row[3][:59].rstrip() + "…"  # a long result's start is enough here
    detail = " · ".join(part for part in (row[2], result, row[4][:10]) if part)
    return Hit(kind, row[0], row[1], detail, row[5])


def indexed(kind: str, match: str, limit: int = LIMIT) -> Found:
    """The hits of one indexed kind for an FTS5 MATCH text (`fts_query`)."""
    try:
        rows = database.execute_sql(_QUERIES[kind], (match, limit + 1)).fetchall()
    except (sqlite3.OperationalError, peewee.OperationalError):
        rows = []  # a query the index cannot read finds nothing, never a traceback
    return Found(kind, tuple(_hit(kind, row) for row in rows[:limit]), len(rows) > limit)


def named(kind: str, names: Iterable[tuple[str, str]], words: list[str], limit: int = LIMIT) -> Found:
    """The hits among (name, detail) pairs held in memory: the names each word starts a word of."""
    hits = []
    for name, detail in names:
        if matches(name, words):
            hits.append(Hit(kind, name, name, detail))
            if len(hits) > limit:
                break
    return Found(kind, tuple(hits[:limit]), len(hits) > limit)


def search(text: str, names: Mapping[str, Iterable[tuple[str, str]]] | None = None, limit: int = LIMIT) -> list[Found]:
    """Every kind's hits for the typed text, in KINDS order, leaving out kinds with none; `names` holds the
    in-memory kinds' (name, detail) lists (`reference_names`)."""
    match = fts_query(text)
    if not match:
        return []
    words = query_words(text)
    found = []
    for kind in KINDS:
        if kind in _QUERIES:
            group = indexed(kind, match, limit)
        else:
            group = named(kind, (names or {}).get(kind, ()), words, limit)
        if group.hits:
            found.append(group)
    return found


def reference_names() -> dict[str, list[tuple[str, str]]]:
    """The tomes, spells, horrors and creatures a search looks through: the shipped tables, then the campaign's own
    (its tomes and horrors kept in the Tomes and Sanity records, its creatures in its bestiary); and the campaign's
    handouts, by title (a few dozen, read without their images)."""
    from desktop.rules.sanity.insanity import horror_table
    from desktop.rules.sanity.minds import CODEC as SANITY
    from desktop.rules.tomes.mythos import spell_catalog, tome_catalog
    from desktop.rules.tomes.shelf import CODEC as TOMES
    from desktop.store import handouts, scenes
    from desktop.store.campaign_bestiary import all_creature_names

    tomes = [(t.title, t.language) for t in tome_catalog()]
    horrors = [(h.name, f"SAN {h.loss}") for h in horror_table()]
    try:
        shelf = scenes.load_active("tomes", TOMES.decode)
        tomes += [(t.title, "the campaign's own") for t in shelf[1].own_tomes] if shelf else []
        minds = scenes.load_active("sanity", SANITY.decode)
        horrors += [(h.name, f"SAN {h.loss}") for h in minds[1].horrors] if minds else []
    except (ValueError, StoreError):
        pass  # a record its tab cannot read either: that tab says so when shown
    return {
        "tome": _unique(tomes),
        "spell": _unique((s.name, f"{s.mp_cost} MP, SAN {s.san_cost}") for s in spell_catalog()),
        "horror": _unique(horrors),
        "creature": _unique((name, "") for name in all_creature_names()),
        "handout": _unique((h.title, HANDOUT_KINDS.get(h.kind, h.kind)) for h in handouts.all_handouts()),
    }


HANDOUT_KINDS = {"text": "a text", "png": "a picture", "jpeg": "a picture", "svg": "a picture"}


def _unique(pairs: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    seen: dict[str, tuple[str, str]] = {}
    for name, detail in pairs:
        seen.setdefault(name, (name, detail))
    return list(seen.values())
