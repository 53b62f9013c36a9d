"""One investigator's SAN over time, read back from the journal's record (effects and tracker edits), not its
prose, leaving out what was undone: for the Sanity tab's chart and the printed investigator card."""

from __future__ import annotations

from typing import NamedTuple

from desktop.rules.roster.sheet import max_sanity
from desktop.rules.scene import MythosChanged, SanityChanged, effect_from_data
from desktop.store import journal
from desktop.store.schema import JournalEntryRow


class SanityPoint(NamedTuple):
    at: str
    what: str
    sanity: int
    max_sanity: int


class _Record(NamedTuple):
    at: str
    what: str
    san: tuple[int, int] | None  # (before, after)
    mythos: tuple[int, int] | None


UNDO, REDO = "Undo: ", "Redo: "  # how the undo stack journals a step taken back, or done again


def _records_of(at: str, what: str, actor_id: int | None, detail: object, character_id: int) -> list[_Record]:
    """What one journal entry did to this investigator's SAN and Cthulhu Mythos: one record for each move of SAN,
    in order (ten weeks passing in one step can hold two months of treatment), a Mythos change going with the SAN
    move before it (a bout's Mythos with the loss that brought it). Several moves in one entry each say theirs."""
    if not isinstance(detail, dict):
        return []
    found: list[list] = []  # [san, mythos] pairs, in order
    if detail.get("tracker") == "sanity" and actor_id == character_id and {"from", "to"} <= detail.keys():
        found.append([(detail["from"], detail["to"]), None])
    moved = detail.get("sanity")
    if isinstance(moved, dict) and actor_id == character_id and {"from", "to"} <= set(moved):
        found.append([(moved["from"], moved["to"]), None])  # the development phase's skill-mastery SAN
    for data in detail.get("effects", ()):
        if not isinstance(data, dict) or data.get("character_id") != character_id:
            continue
        try:
            effect = effect_from_data(data)
        except ValueError:
            continue  # a record this version cannot read is left out of the chart, not guessed at
        if isinstance(effect, SanityChanged):
            found.append([(effect.before, effect.after), None])
        elif isinstance(effect, MythosChanged):
            if found and found[-1][1] is None:
                found[-1][1] = (effect.before, effect.after)
            elif found:
                found[-1][1] = (found[-1][1][0], effect.after)
            else:
                found.append([None, (effect.before, effect.after)])
    if len(found) == 1:
        return [_Record(at, what, *found[0])]
    return [_Record(at, f"{what}: SAN {san[0]} → {san[1]}" if san else what, san, mythos) for san, mythos in found]


_CHUNK = 500  # texts looked up at once (SQLite's limit on parameters is far above)


def standing_about(character_id: int) -> list[int]:
    """The ids of the entries about one character that still stand, oldest first. The journal keeps everything, undos
    included; here an "Undo: X" takes back the latest entry X (or "Redo: X") still standing, as the undo stack did,
    and is no entry itself.

    Only entries whose text is that of an entry touching this investigator can pair with one (an entry X, its
    "Redo: X" and its "Undo: X", whoever they were for), and only from the first such entry on (what stood before
    it lies under it, and is taken back only after it). The undos and redos of those texts are read first (few, by
    the index of texts); the entries X themselves only for the texts an undo took back, and only up to the last
    undo: a text shared by thousands of everyone's entries ("Spot Hidden (Regular)") is read only when one of them
    was undone, and an entry after the last undo stands."""
    touching = dict(journal.about(character_id))  # theirs, or holding an effect on them: read by key
    if not touching:
        return []
    since = min(touching)
    bases = {what.removeprefix(REDO) for what in touching.values() if not what.startswith(UNDO)}
    steps = _entries_saying({mark + base for base in bases for mark in (UNDO, REDO)}, since)
    undos = [entry_id for entry_id, what in steps if what.startswith(UNDO)]
    taken_back = {what.removeprefix(UNDO) for _, what in steps if what.startswith(UNDO)}
    last_undo = max(undos, default=0)
    sequence = sorted(steps + (_entries_saying(taken_back, since, last_undo) if undos else []))
    standing: dict[str, list[int]] = {}  # the entries not undone, by what they say
    for entry_id, what in sequence:
        if what.startswith(UNDO):
            undone = standing.get(what.removeprefix(UNDO))
            if undone:
                undone.pop()
            continue
        standing.setdefault(what.removeprefix(REDO), []).append(entry_id)
    paired = {entry_id for ids in standing.values() for entry_id in ids}
    return sorted(
        entry_id
        for entry_id, what in touching.items()
        if not what.startswith(UNDO)
        and (entry_id in paired or entry_id > last_undo or what.removeprefix(REDO) not in taken_back)
    )


def _entries_saying(texts: set[str], since: int, until: int | None = None) -> list[tuple[int, str]]:
    """(id, what) of the entries from `since` (to `until`) whose text is one of `texts`: a read by the index of
    texts, a chunk of them at a time."""
    database = JournalEntryRow._meta.database
    ordered, found = sorted(texts), []
    bound, bounds = ('"id" >= ?', (since,)) if until is None else ('"id" BETWEEN ? AND ?', (since, until))
    for start in range(0, len(ordered), _CHUNK):
        chunk = ordered[start : start + _CHUNK]
        marks = ", ".join("?" * len(chunk))
        found += database.execute_sql(
            f'SELECT "id", "what" FROM "journalentry" WHERE {bound} AND "what" IN ({marks})', (*bounds, *chunk)
        ).fetchall()
    return found


def _records(character_id: int) -> list[_Record]:
    """The changes still in force, oldest first: only the entries left standing that touch this investigator are
    decoded (`standing_about`)."""
    kept = standing_about(character_id)
    records = []
    for start in range(0, len(kept), _CHUNK):
        rows = JournalEntryRow.select(
            JournalEntryRow.at, JournalEntryRow.what, JournalEntryRow.actor_id, JournalEntryRow.detail
        ).where(JournalEntryRow.id.in_(kept[start : start + _CHUNK]))
        rows = rows.order_by(JournalEntryRow.id).tuples()
        records += [r for at, what, actor, detail in rows for r in _records_of(at, what, actor, detail, character_id)]
    return records


def sanity_history(character_id: int, sanity_now: int, mythos_now: int) -> list[SanityPoint]:
    """Every moment SAN or max SAN (99 − Cthulhu Mythos) moved, oldest first, from the starting values to the values
    now. Changes come from the effects scenes recorded and from SAN edited on the Roster."""
    records = _records(character_id)
    san = next((r.san[0] for r in records if r.san), sanity_now)
    mythos = next((r.mythos[0] for r in records if r.mythos), mythos_now)
    points = [SanityPoint(records[0].at if records else "", "start", san, max_sanity(mythos))]
    for record in records:
        san = record.san[1] if record.san else san
        mythos = record.mythos[1] if record.mythos else mythos
        points.append(SanityPoint(record.at, record.what, san, max_sanity(mythos)))
    if (points[-1].sanity, points[-1].max_sanity) != (sanity_now, max_sanity(mythos_now)):
        points.append(SanityPoint("", "now", sanity_now, max_sanity(mythos_now)))  # a change made outside the record
    return points
