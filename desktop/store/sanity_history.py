"""One investigator's SAN over time, read back from the journal's record (effects and tracker edits), not its
prose, leaving out what was undone: for the Sanity tab's chart and the printed investigator card."""

from __future__ import annotations

from typing import NamedTuple

from desktop.rules.characters import max_sanity
from desktop.rules.scene import MythosChanged, SanityChanged, effect_from_data
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
    if detail.get("tracker") == "sanity" and actor_id == character_id and "to" in detail:
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


def _records(character_id: int) -> list[_Record]:
    """The changes still in force, oldest first. The journal keeps everything, undos included; here an "Undo: X"
    takes back the latest entry X (or "Redo: X") still standing, as the undo stack did, and is no change itself."""
    kept: dict[int, list[_Record]] = {}
    standing: dict[str, list[int]] = {}  # the entries not undone, by what they say
    query = JournalEntryRow.select(
        JournalEntryRow.id, JournalEntryRow.at, JournalEntryRow.what, JournalEntryRow.actor_id, JournalEntryRow.detail
    ).order_by(JournalEntryRow.id)
    for entry_id, at, what, actor_id, detail in query.tuples():
        if what.startswith(UNDO):
            undone = standing.get(what.removeprefix(UNDO))
            if undone:
                kept.pop(undone.pop(), None)
            continue
        standing.setdefault(what.removeprefix(REDO), []).append(entry_id)
        records = _records_of(at, what, actor_id, detail, character_id)
        if records:
            kept[entry_id] = records
    return [record for records in kept.values() for record in records]


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
