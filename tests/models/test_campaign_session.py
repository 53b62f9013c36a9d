"""The campaign session: every change one transaction, one journal entry and one undo step."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from desktop.models.commands import UNDO_STEPS
from desktop.models.journal_model import KEPT, PAGE, JournalFilterProxy, JournalModel
from desktop.models.session import CampaignSession
from desktop.rules.roster.sheet import CharacterSheet
from desktop.store import character_rows, journal


@pytest.fixture
def session(campaign, qapp):
    return CampaignSession()


def rows(session):
    return {session.roster.row_at(r).name for r in range(session.roster.rowCount())}


def test_add_edit_delete_with_undo_and_redo(session):
    new_id = session.add_character(CharacterSheet(name="Ada Lorne"))
    assert "Ada Lorne" in rows(session)
    session.update_character(new_id, replace(session.sheet(new_id), occupation="Pilot"))
    assert session.sheet(new_id).occupation == "Pilot"
    session.delete_character(new_id)
    assert "Ada Lorne" not in rows(session)
    stack = session.undo_stack
    assert stack.count() == 3
    stack.undo()
    assert session.sheet(new_id).occupation == "Pilot"
    stack.undo()
    assert session.sheet(new_id).occupation == ""
    stack.undo()
    assert "Ada Lorne" not in rows(session)
    stack.redo()
    assert session.sheet(new_id).name == "Ada Lorne"
    kinds = [e.kind for e in journal.entries(limit=6)]
    assert kinds == ["redo", "undo", "undo", "undo", "change", "change"]


def test_refused_change_reaches_neither_stack_nor_file(session):
    victim = session.roster.row_at(0)
    before = session.sheet(victim.id)
    with pytest.raises(ValueError, match="^SAN must be between 0 and"):
        session.set_tracker(victim.id, "sanity", 250)
    with pytest.raises(character_rows.SheetError):
        session.update_character(victim.id, replace(before, strength=0))
    assert session.undo_stack.count() == 0
    assert session.sheet(victim.id) == before


def test_tracker_adjust_and_undo(session):
    victim = session.roster.row_at(0)
    hp = session.sheet(victim.id).hp
    session.adjust_tracker(victim.id, "hp", -3)
    assert session.sheet(victim.id).hp == hp - 3
    assert session.roster.index(session.roster.row_of(victim.id), 3).data().startswith(f"{hp - 3} /")
    session.undo_stack.undo()
    assert session.sheet(victim.id).hp == hp


def test_undo_reaches_back_over_the_last_steps_only_and_lets_the_oldest_go(session):
    """A long session held every step's sheets before and after: 25 MB over 2,000 actions, without end. The stack
    keeps the last UNDO_STEPS (500); here three, so that a fourth and fifth step push the first two off."""
    assert session.undo_stack.undoLimit() == UNDO_STEPS == 500
    session.undo_stack.setUndoLimit(3)  # a new session's stack is empty, so it may be set
    victim = session.roster.row_at(0).id
    luck, sanity = session.sheet(victim).luck, session.sheet(victim).sanity
    for tracker in ("luck", "sanity", "luck", "sanity", "luck"):  # two trackers in turn: no step merges
        session.adjust_tracker(victim, tracker, -1)
    assert session.undo_stack.count() == 3 and session.undo_stack.last_step().text().startswith(
        session.sheet(victim).name
    )
    while session.undo_stack.canUndo():
        session.undo_stack.undo()
    assert (session.sheet(victim).luck, session.sheet(victim).sanity) == (luck - 1, sanity - 1)  # the two let go
    assert session.undo_stack.last_step() is None
    journalled = [e.kind for e in journal.entries(limit=8)]
    assert journalled == ["undo"] * 3 + ["change"] * 5  # the journal keeps every step, let go or not


def test_duplicate_names_the_copy(session):
    first = session.roster.row_at(0)
    copy_id = session.duplicate_character(first.id)
    again = session.duplicate_character(first.id)
    assert session.sheet(copy_id).name == f"{first.name} (copy)"
    assert session.sheet(again).name == f"{first.name} (copy 2)"
    assert session.sheet(copy_id).skills == session.sheet(first.id).skills


def test_journal_model_and_proxy(session, qtmodeltester):
    session.journal.fetchMore()
    victim = session.roster.row_at(0)
    session.adjust_tracker(victim.id, "luck", -1)
    session.add_character(CharacterSheet(name="Someone Else"))
    qtmodeltester.check(session.journal)
    proxy = JournalFilterProxy()
    proxy.setSourceModel(session.journal)
    proxy.set_character(victim.id)
    qtmodeltester.check(proxy)
    assert proxy.rowCount() == 1 and "Luck" in proxy.index(0, 2).data()
    proxy.set_character(None)
    assert proxy.rowCount() == session.journal.rowCount()


def test_journal_pages_older_entries(session):
    for n in range(1205):
        journal.append("roll", f"roll {n}")
    session.journal.reload()
    assert session.journal.rowCount() == 0 and session.journal.canFetchMore()  # nothing read until asked
    session.journal.fetchMore()
    assert session.journal.rowCount() == PAGE
    pages = 1
    while session.journal.canFetchMore():
        session.journal.fetchMore()
        pages += 1
    assert session.journal.rowCount() == 1205 and pages == 1205 // PAGE + 1
    assert session.journal.index(0, 2).data() == "roll 1204"


def test_a_log_lets_its_oldest_entries_go_in_a_long_session_and_reads_them_again_when_scrolled_to(
    session, qtmodeltester
):
    """New entries kept coming into every log and none went: each log grew without end over a long session. Past
    KEPT entries and a page more, the oldest are let go, then read again as the Keeper scrolls back."""
    log = JournalModel()
    while log.canFetchMore():
        log.fetchMore()
    for n in range(KEPT + PAGE - log.rowCount()):
        journal.append("roll", f"roll {n}")
    log.pull_new()
    assert log.rowCount() == KEPT + PAGE and not log.canFetchMore()  # up to a page past KEPT, all held
    journal.append("roll", "one roll more")
    log.pull_new()
    assert log.rowCount() == KEPT and log.index(0, 2).data() == "one roll more" and log.canFetchMore()
    qtmodeltester.check(log)
    while log.canFetchMore():
        log.fetchMore()
    every = journal.entries(limit=KEPT + PAGE + 1)
    assert [log.row_at(r).id for r in range(log.rowCount())] == [e.id for e in every]


def test_rows_the_keeper_scrolled_back_to_are_not_let_go_when_a_roll_comes_in(session):
    """Scrolled back past KEPT entries to read one, a roll made then let the oldest go: the entry being read was gone
    from the history (its row and the pane reading it moved to another)."""
    with journal.transaction():
        for n in range(KEPT + 5 * PAGE):
            journal.append("roll", f"roll {n}")
    log = JournalModel()
    for _ in range(KEPT // PAGE + 3):  # the Keeper scrolls down 2,300 rows
        log.fetchMore()
    read = log.rowCount()
    oldest = log.row_at(read - 1).id
    for n in range(3):
        journal.append("roll", f"a roll made now {n}")
    log.pull_new()
    assert log.rowCount() == read + 3 and log.row_at(log.rowCount() - 1).id == oldest
    with journal.transaction():
        for n in range(PAGE):
            journal.append("roll", f"later {n}")
    log.pull_new()  # a page more than the Keeper read: what lies past it goes, what they read stays
    assert log.rowCount() == read and log.canFetchMore()


def test_a_log_of_one_kind_looks_for_new_entries_only_after_the_journal_it_has_seen(session, monkeypatch):
    """The Combat tab's log in a journal of rolls: a new entry is looked for after the newest entry of any kind
    already seen, not in the whole journal again (its first showing read 100,000 rows twice)."""
    for n in range(300):
        journal.append("roll", f"roll {n}")
    log = JournalModel(kinds=("combat",))
    log.fetchMore()
    assert log.rowCount() == 0 and not log.canFetchMore()
    looked_after = []
    entries = journal.entries
    monkeypatch.setattr(
        journal,
        "entries",
        lambda *args, **kwargs: looked_after.append(kwargs.get("after_id", 0)) or entries(*args, **kwargs),
    )
    seen = journal.last_id()
    log.pull_new()
    assert looked_after == [seen]
    journal.append("roll", "one more roll")
    blow = journal.append("combat", "Fight: a blow")
    journal.append("sanity", "Sanity roll: a ghoul")
    log.pull_new()
    assert looked_after[-1] == seen
    assert [log.index(r, 2).data() for r in range(log.rowCount())] == ["Fight: a blow"]
    last = journal.last_id()
    assert last > blow
    log.pull_new()  # nothing new: nothing shown twice, and only what came after the last look is looked at
    assert looked_after[-1] == last and log.rowCount() == 1
    log.reload()  # read again from the start, the entry is still there
    log.fetchMore()
    assert [log.index(r, 2).data() for r in range(log.rowCount())] == ["Fight: a blow"]


def test_a_journal_cell_works_out_only_its_own_column(session, monkeypatch):
    """A view asks cell by cell: the When column's local time is worked out for that column only (each of the five
    cells of a row worked it out, a fifth of the roll history's painting)."""
    from desktop.models import journal_model

    journal.append("roll", "Spot Hidden 40", actor="Walt Brennan", dice="23", result="Regular success")
    session.journal.reload()
    session.journal.fetchMore()
    worked_out = []
    local_time = journal_model.local_time
    monkeypatch.setattr(journal_model, "local_time", lambda iso: worked_out.append(iso) or local_time(iso))
    cells = [session.journal.index(0, column).data() for column in range(5)]
    assert cells[1:] == ["Walt Brennan", "Spot Hidden 40", "23", "Regular success"]
    assert cells[0] == local_time(session.journal.row_at(0).at) and len(worked_out) == 1


def test_a_role_the_journal_does_not_answer_is_answered_without_reading_the_entry(session, monkeypatch):
    """A view asks every cell for a dozen roles (font, colours, check state…) and the journal answers two or three:
    the rest are refused at once, the entry never looked up (the roll history took a quarter longer to paint for it)."""
    journal.append("roll", "Spot Hidden 40")
    session.journal.reload()
    session.journal.fetchMore()
    cell = session.journal.index(0, 2)

    class Untouchable(list):
        def __getitem__(self, at):
            raise AssertionError("the entry was looked up")

    monkeypatch.setattr(session.journal, "_rows", Untouchable(session.journal._rows))
    for role in (Qt.ItemDataRole.FontRole, Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.CheckStateRole):
        assert session.journal.data(cell, role) is None


def test_hp_back_to_half_on_the_roster_ends_a_major_wound(session):
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")  # 15 max HP
    sheet = session.sheet(walt)
    session.update_character(walt, replace(sheet, hp=4, conditions=("major wound",)))
    session.set_tracker(walt, "hp", 7)  # 7 < 7.5: still a major wound
    assert "major wound" in session.sheet(walt).conditions
    session.set_tracker(walt, "hp", 8)
    assert "major wound" not in session.sheet(walt).conditions
    session.undo_stack.undo()
    assert "major wound" in session.sheet(walt).conditions and session.sheet(walt).hp in (4, 7)


def test_harm_and_healing_on_the_roster_are_undoable_steps_with_their_dice_journalled(session):
    from desktop.rules import ScriptedDice
    from desktop.rules.roster.healing import natural_healing, take_damage, weekly_recovery

    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")  # 15 HP, CON 75
    # A fall onto concrete: 1D10 = 9, a major wound; CON 30 vs 75: stays conscious.
    session.treat(walt, lambda p: take_damage(p, "1D10", ScriptedDice([9, 1, 4]), why="fall onto concrete"))
    sheet = session.sheet(walt)
    assert sheet.hp == 6 and "major wound" in sheet.conditions and "prone" not in sheet.conditions
    entry = journal.entries(limit=1)[0]
    assert entry.what == "Walt Brennan takes 9 damage (fall onto concrete)" and "1D10 = [9] = 9" in entry.result
    with pytest.raises(ValueError, match="weekly recovery"):
        session.treat(walt, natural_healing)
    assert session.undo_stack.count() == 1  # a refusal writes nothing
    session.treat(walt, lambda p: weekly_recovery(p, ScriptedDice([1, 2, 2, 2])))  # 10: Extreme, 2D3 = 4
    sheet = session.sheet(walt)
    assert sheet.hp == 10 and "major wound" not in sheet.conditions
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert session.sheet(walt).hp == 15 and session.sheet(walt).conditions == ()


def test_conditions_set_and_cleared_by_hand_are_undoable(session):
    from desktop.rules.scene import Condition

    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    session.set_condition(harriet, Condition.TEMPORARY_INSANITY, True)
    assert "temporary insanity" in session.sheet(harriet).conditions
    assert journal.entries(limit=1)[0].what == "Harriet Crane: now temporary insanity"
    session.set_condition(harriet, Condition.TEMPORARY_INSANITY, False)
    assert "temporary insanity" not in session.sheet(harriet).conditions
    session.undo_stack.undo()
    assert "temporary insanity" in session.sheet(harriet).conditions


@pytest.fixture
def paris_time(monkeypatch):
    import time

    monkeypatch.setenv("TZ", "Europe/Paris")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_an_entry_in_full_reads_a_local_date_and_time_and_names_its_character_once(session, paris_time):
    """Before: "2026-12-01T09:37:08+00:00 — Harriet Crane: Harriet Crane begins to learn Dominate"."""
    from desktop.models.journal_model import JournalRole
    from desktop.store.schema import JournalEntryRow

    journal.append(
        "tomes",
        "Harriet Crane begins to learn Dominate",
        actor_id=1,
        actor="Harriet Crane",
        result="1D6 = 5 weeks to learn Dominate",
    )
    journal.append("change", "Undo: Walt Brennan: Luck 50 → 49", actor_id=2, actor="Walt Brennan")
    journal.append("roll", "Spot Hidden (Regular)", actor_id=2, actor="Walt Brennan", result="Failure")
    JournalEntryRow.update(at="2026-12-01T09:37:08+00:00").execute()
    session.journal.reload()
    session.journal.fetchMore()
    shown = [session.journal.index(row, 0).data(JournalRole.ENTRY) for row in range(3)]
    assert shown[2] == (
        "Tuesday 1 December 2026, 10:37 — Harriet Crane begins to learn Dominate\n1D6 = 5 weeks to learn Dominate"
    )
    assert shown[1] == "Tuesday 1 December 2026, 10:37 — Undo: Walt Brennan: Luck 50 → 49"
    assert shown[0] == "Tuesday 1 December 2026, 10:37 — Walt Brennan: Spot Hidden (Regular)\nFailure"


def test_one_characters_history_holds_the_group_steps_that_touched_them(session, qtmodeltester):
    """Before: a group's Sanity roll had no Who, and "Show: Harriet Crane" never found it."""
    from desktop.models.sanity.sanity_scene import SanityScene
    from desktop.rules.dice import Dice
    from desktop.rules.sanity.minds import Horror

    sanity = session.scene(SanityScene)
    harriet, walt = (m.character_id for m in sanity.investigators()[:2])
    session.journal.fetchMore()
    proxy = JournalFilterProxy()
    proxy.setSourceModel(session.journal)
    proxy.set_character(walt)
    before = proxy.rowCount()
    sanity.dice = Dice(seed=3)
    sanity.roll([harriet, walt], Horror("A ghoul", "1/1D6"))  # pass or fail, each loses SAN
    session.journal.pull_new()
    assert proxy.rowCount() == before + 1 and proxy.index(0, 2).data().startswith("Sanity roll")
    proxy.set_character(harriet)
    assert proxy.index(0, 2).data().startswith("Sanity roll")
    qtmodeltester.check(proxy)
