"""An investigator's SAN history reads only the journal entries that can touch it (in SQLite), and says exactly what
reading the whole journal would: before, every chart decoded every entry (1.9 s an investigator card on a journal
of 100,000 entries, 46 s for the Cards tab's preview)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.store import journal, sanity_history
from desktop.store.sanity_history import REDO, UNDO, _records_of
from desktop.store.schema import JournalEntryRow

TEXTS = ["Sanity roll: Ghoul", "Harriet reads", "A week passes", "Walt: SAN 50 → 45"]


def whole_journal(character_id: int) -> list:
    """The history as it was read before: every entry decoded, undos paired by their text."""
    kept, standing = {}, {}
    for entry_id, at, what, actor_id, detail in (
        JournalEntryRow.select(
            JournalEntryRow.id,
            JournalEntryRow.at,
            JournalEntryRow.what,
            JournalEntryRow.actor_id,
            JournalEntryRow.detail,
        )
        .order_by(JournalEntryRow.id)
        .tuples()
    ):
        if what.startswith(UNDO):
            undone = standing.get(what.removeprefix(UNDO))
            if undone:
                kept.pop(undone.pop(), None)
            continue
        standing.setdefault(what.removeprefix(REDO), []).append(entry_id)
        if records := _records_of(at, what, actor_id, detail, character_id):
            kept[entry_id] = records
    return [record for records in kept.values() for record in records]


entry = st.tuples(
    st.sampled_from(["", UNDO, REDO]),
    st.sampled_from(TEXTS),
    st.sampled_from([None, 1, 2]),  # whose entry (a tracker edit is the actor's own)
    st.lists(st.tuples(st.sampled_from([1, 2, 3]), st.integers(0, 99), st.integers(0, 99)), max_size=3),
    st.booleans(),  # a tracker edit of SAN, or a scene's effects
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entries=st.lists(entry, max_size=25))
def test_the_history_read_from_the_entries_that_touch_it_is_the_whole_journals(campaign, entries):
    JournalEntryRow.delete().execute()
    for prefix, text, actor, effects, tracker in entries:
        if tracker and actor is not None:
            detail = {"tracker": "sanity", "from": 50, "to": 45}
        else:
            detail = {
                "effects": [
                    {"effect": "sanity", "character_id": who, "name": f"#{who}", "before": before, "after": after}
                    for who, before, after in effects
                ]
            }
        journal.append("sanity", prefix + text, actor_id=actor, detail=detail)
    for character_id in (1, 2, 3):
        assert sanity_history._records(character_id) == whole_journal(character_id)


def test_a_text_shared_by_everyones_entries_is_read_only_when_one_of_them_was_undone(campaign, monkeypatch):
    """Every roll in a big campaign says "Spot Hidden (Regular)": pairing one investigator's undos read all 75,000 of
    them (150 ms of the Sanity tab's first showing). The undos are read first; the entries only if one was undone."""
    odd = journal.append("change", "SAN", actor_id=1, detail={"tracker": "sanity", "to": 45})  # no "from": left out
    harriet = journal.append(
        "roll", "Spot Hidden (Regular)", actor_id=1, detail={"tracker": "sanity", "from": 50, "to": 45}
    )
    with journal.transaction():
        for _ in range(2000):
            journal.append("roll", "Spot Hidden (Regular)", actor_id=2)
    read = []
    saying = sanity_history._entries_saying
    monkeypatch.setattr(sanity_history, "_entries_saying", lambda *a: read.extend(found := saying(*a)) or found)
    assert sanity_history.standing_about(1) == [odd, harriet] and read == []
    journal.append("roll", "Undo: Spot Hidden (Regular)", actor_id=2)  # the latest taken back: someone else's
    assert sanity_history.standing_about(1) == [odd, harriet] and len(read) > 2000
    assert sanity_history._records(1) == whole_journal(1) and len(whole_journal(1)) == 1
