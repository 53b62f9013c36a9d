"""The journal's index of characters (schema 8): which characters each entry is about — its actor and each character
its effects touch — kept beside the journal, so one investigator's history is read by key, not by walking the JSON
of every entry (a campaign of 100,000 entries read them all for each SAN chart)."""

import json
import shutil
import sqlite3
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.store import journal
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.schema import JournalCharacterRow, database

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

# Details as the journal holds them, the odd ones among them (older versions, hand-edited files).
DETAILS = [
    {"version": 1, "effects": [{"effect": "sanity", "character_id": 2, "name": "Walt", "before": 50, "after": 47}]},
    {"version": 1, "effects": [{"character_id": 2}, {"character_id": 3}, {"character_id": 2}]},
    {"version": 1, "effects": [{"character_id": True}, {"character_id": "4"}, {"character_id": 5.0}, "x", None]},
    {"version": 1, "effects": {"character_id": 6}},  # not a list: about no one
    {"version": 1},
    [],
    "not an object",
]


def pairs(path: Path) -> set[tuple[int, int]]:
    with sqlite3.connect(path) as db:
        return set(db.execute('SELECT "character_id", "entry_id" FROM "journalcharacter"').fetchall())


def test_step_8_indexes_an_old_journal_as_the_journal_indexes_a_new_entry(tmp_path):
    old = tmp_path / "v7.kdesk"
    shutil.copyfile(FIXTURES / "campaign-v7.kdesk", old)
    expected, added = set(), []
    with sqlite3.connect(old) as db:
        for n, detail in enumerate(DETAILS):
            actor = (None, 1, 2)[n % 3]
            cursor = db.execute(
                'INSERT INTO "journalentry" ("at", "kind", "actor_id", "actor", "what", "dice", "result", "detail") '
                "VALUES ('2026-12-01', 'sanity', ?, '', 'A horror', '', '', ?)",
                (actor, json.dumps(detail)),
            )
            expected |= {(c, cursor.lastrowid) for c in journal.characters_of(actor, detail)}
            added.append(cursor.lastrowid)
        expected |= set(db.execute('SELECT "actor_id", "id" FROM "journalentry" WHERE "actor_id" IS NOT NULL'))
        db.execute('UPDATE "journalentry" SET "detail" = \'{broken\' WHERE "id" = 1')  # not JSON: its actor only
    open_campaign(old)
    close_campaign()
    assert pairs(old) == expected
    assert {c for c, e in expected if e == added[1]} == {1, 2, 3}  # its actor, and two characters its effects touch
    assert {c for c, e in expected if e == added[2]} == {2}  # True, "4" and 5.0 are no character's id


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(
        st.tuples(
            st.one_of(st.none(), st.integers(1, 9)),
            st.lists(st.one_of(st.integers(1, 9), st.booleans(), st.text(max_size=2)), max_size=4),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_every_entry_written_is_found_under_each_character_it_is_about(campaign, entries):
    database.execute_sql('DELETE FROM "journalcharacter"')
    database.execute_sql('DELETE FROM "journalentry"')
    written = []
    for actor, ids in entries:
        detail = {"effects": [{"character_id": i} for i in ids]}
        written.append((journal.append("sanity", "A horror", actor_id=actor, detail=detail), actor, detail))
    for character in range(1, 10):
        found = [entry_id for entry_id, _what in journal.about(character)]
        assert found == [e for e, actor, detail in written if character in journal.characters_of(actor, detail)]
        newest_first = [row.id for row in journal.entries(about=character)]  # what a history about them reads
        assert newest_first == found[::-1]
        if len(found) > 1:  # a page at a time: before the oldest read, after the newest seen
            assert [r.id for r in journal.entries(about=character, limit=1, before_id=found[-1])] == [found[-2]]
            assert [r.id for r in journal.entries(about=character, after_id=found[-2])] == [found[-1]]


def test_amending_the_newest_entry_amends_whom_it_is_about(campaign):
    entry = journal.append("change", "HP + 1", actor_id=1, detail={"effects": [{"character_id": 2}]})
    journal.amend(entry, "HP + 2", detail={"effects": [{"character_id": 3}]})
    assert {(r.character_id, r.entry_id) for r in JournalCharacterRow.select()} >= {(1, entry), (3, entry)}
    assert (2, entry) not in {(r.character_id, r.entry_id) for r in JournalCharacterRow.select()}


def test_one_characters_entries_are_read_through_the_index_not_by_walking_the_journal(campaign):
    plan = " ".join(
        str(row[-1])
        for row in database.execute_sql(
            "EXPLAIN QUERY PLAN "
            'SELECT j."id", j."what" FROM "journalentry" AS j JOIN "journalcharacter" AS c ON c."entry_id" = j."id" '
            'WHERE c."character_id" = ? ORDER BY j."id"',
            (1,),
        )
    )
    assert "SEARCH c USING PRIMARY KEY (character_id=?)" in plan and "SCAN j" not in plan, plan
    undo_pairing = " ".join(
        str(row[-1])
        for row in database.execute_sql(
            'EXPLAIN QUERY PLAN SELECT "id", "what" FROM "journalentry" WHERE "id" >= ? AND "what" IN (?, ?)',
            (1, "a", "b"),
        )
    )
    assert "SCAN" not in undo_pairing, undo_pairing


def test_a_history_about_one_character_reads_its_page_in_the_index_s_order_with_no_sort(campaign, monkeypatch):
    seen: list[tuple[str, object]] = []  # the SQL it runs, read back
    run = database.execute_sql
    monkeypatch.setattr(
        database, "execute_sql", lambda sql, params=None: seen.append((sql, params)) or run(sql, params)
    )
    journal.entries(about=1, limit=100, before_id=10_000)
    monkeypatch.undo()
    [(sql, params)] = seen
    plan = " ".join(str(row[-1]) for row in database.execute_sql("EXPLAIN QUERY PLAN " + sql, params))
    assert "USING PRIMARY KEY (character_id=? AND entry_id>? AND entry_id<?)" in plan and "TEMP B-TREE" not in plan


def test_the_benchmarks_big_campaign_has_its_journal_indexed_as_the_journal_writes_it(tmp_path):
    """Built straight into the tables, its journal's index of characters was empty: a history filtered by a
    character found nothing in it, and a benchmark of one measured an empty read."""
    from benchmarks.big_campaign import build

    path = build(tmp_path / "big.kdesk", characters=20, journal_rows=300)
    open_campaign(path)
    try:
        assert [row.id for row in journal.entries(about=7)] == [n + 1 for n in range(299, -1, -1) if n % 20 == 6]
    finally:
        close_campaign()


def test_a_campaign_brought_in_from_its_json_has_its_journal_indexed(campaign, tmp_path):
    from desktop.store.exchange.campaign_json import export_campaign, import_campaign

    journal.append("sanity", "A horror", actor_id=1, detail={"effects": [{"character_id": 2}]})
    exported = export_campaign()
    before = {c: journal.about(c) for c in range(1, 10)}
    close_campaign()
    open_campaign(tmp_path / "brought-in.kdesk", create_name="Brought in")
    import_campaign(exported)
    assert {c: journal.about(c) for c in range(1, 10)} == before and before[2]


def test_a_tabs_log_reads_its_page_of_one_kind_through_the_journals_index_by_kind(campaign):
    """The Combat tab's log in a journal of rolls (schema 10): its newest page and the pages before it are read by
    the index of kinds, not by walking the journal back from its newest entry (100,000 rows for the first page of a
    log whose kind the journal holds none of)."""
    for n in range(40):
        journal.append("roll", f"roll {n}")
        if n % 10 == 0:
            journal.append("combat", f"blow {n}")
    statements: list[str] = []
    connection = database.connection()
    connection.set_trace_callback(statements.append)
    try:
        newest = journal.entries(("combat",), limit=2)
        older = journal.entries(("combat",), limit=2, before_id=newest[-1].id)
    finally:
        connection.set_trace_callback(None)
    assert [r.what for r in newest + older] == ["blow 30", "blow 20", "blow 10", "blow 0"]
    reads = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert len(reads) == 2
    for sql in reads:
        plan = " ".join(str(row[-1]) for row in database.execute_sql(f"EXPLAIN QUERY PLAN {sql}"))
        assert "USING INDEX journalentry_kind (kind=?" in plan and "TEMP B-TREE" not in plan, plan


def test_a_scenes_first_entry_is_its_own_even_in_the_same_second_as_the_last_scenes(campaign):
    """The players' window shows the fight's newest exchange from the fight's own entries on: a fight begun in the
    same second as the last one's final shot (times are kept to the second) does not start at that shot."""
    from desktop.store import scenes

    first = scenes.save(None, "combat", 3, "Cellar", {}, scenes.Entry("Cellar begins"), "combat")
    scenes.save(first, "combat", 3, "Cellar", {}, scenes.Entry("Harriet shoots"), "combat")
    scenes.set_active(first, False, scenes.Entry("Cellar ends"), "combat")
    second = scenes.save(None, "combat", 3, "Marsh", {}, scenes.Entry("Marsh begins"), "combat")
    begun = journal.first_entry_of_scene(second)
    assert [e.what for e in journal.entries(("combat",), after_id=begun - 1)] == ["Marsh begins"]
    assert journal.first_entry_of_scene(first) < begun and journal.first_entry_of_scene(999) is None
