"""Undo and redo write only what a change touched; small changes in a row merge; a refusing file keeps the stack
honest."""

from dataclasses import replace

import pytest

from desktop.models.dice.dice_session import DiceSession, targets_for
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.checks import Difficulty
from desktop.store import campaign_file, character_rows, journal
from desktop.store.campaign_file import ReadOnlyError


@pytest.fixture
def session(campaign, qapp):
    return CampaignSession()


def walt_id():
    return next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")


def test_undo_of_an_edit_keeps_a_tick_earned_since(session):
    """Before: edit a character, roll a skill in the Dice tab (it ticks the skill), Ctrl+Z: the tick was gone
    while the journal still showed the success."""
    walt = walt_id()
    sheet = session.sheet(walt)
    session.update_character(walt, replace(sheet, occupation="Night watchman"))
    spot = next(t for t in targets_for(walt) if t.label == "Spot Hidden")
    dice = DiceSession(session, ScriptedDice([5, 1]))  # 05: a success ticks Spot Hidden
    assert dice.roll(spot, Difficulty.REGULAR).succeeded
    session.undo_stack.undo()
    after = session.sheet(walt)
    assert after.occupation == sheet.occupation
    assert next(s for s in after.skills if s.name == "Spot Hidden").ticked
    session.undo_stack.redo()
    assert session.sheet(walt).occupation == "Night watchman"


def test_saving_the_editor_writes_only_what_the_keeper_changed(session):
    walt = walt_id()
    opened = session.sheet(walt)  # the editor opens
    session.set_tracker(walt, "hp", opened.hp - 4)  # meanwhile a wound is written
    session.update_character(walt, replace(opened, notes="Carries a lantern"), opened)
    after = session.sheet(walt)
    assert after.notes == "Carries a lantern" and after.hp == opened.hp - 4


def test_ten_clicks_on_hp_are_one_undo_step_and_one_journal_entry(session, monkeypatch):
    from desktop.models.roster import roster_changes

    walt = walt_id()
    clock = iter([0.0] + [100.0 + n / 2 for n in range(10)])  # a wound, then ten clicks half a second apart
    monkeypatch.setattr(roster_changes.time, "monotonic", lambda: next(clock))
    session.set_tracker(walt, "hp", 5)
    steps, entries = session.undo_stack.count(), len(journal.entries())
    for _ in range(10):
        session.adjust_tracker(walt, "hp", +1)
    assert session.sheet(walt).hp == 15
    assert session.undo_stack.count() == steps + 1 and len(journal.entries()) == entries + 1
    assert journal.entries(limit=1)[0].what == "Walt Brennan: HP 5 → 15"
    session.undo_stack.undo()
    assert session.sheet(walt).hp == 5  # the whole run of clicks, back to where it began


def test_clicks_on_another_tracker_or_later_are_their_own_steps(session, monkeypatch):
    from desktop.models.roster import roster_changes

    walt = walt_id()
    session.adjust_tracker(walt, "hp", -1)
    session.adjust_tracker(walt, "luck", -1)
    assert session.undo_stack.count() == 2
    clock = iter([10.0**9, 10.0**9 + 1000])
    monkeypatch.setattr(roster_changes.time, "monotonic", lambda: next(clock))
    session.adjust_tracker(walt, "luck", -1)
    session.adjust_tracker(walt, "luck", -1)  # 1,000 s later
    assert session.undo_stack.count() == 4


def test_a_roll_between_two_clicks_keeps_them_apart_and_both_are_written(session):
    """Before: Luck set, a roll journalled, Luck changed again within seconds: the second tried to amend the first
    entry, no longer the newest, and was refused ("only the newest journal entry can be amended")."""
    walt = walt_id()
    session.set_tracker(walt, "luck", 40)
    DiceSession(session, ScriptedDice([3])).roll_expression("1D6")
    steps = session.undo_stack.count()
    session.set_tracker(walt, "luck", 39)
    assert session.sheet(walt).luck == 39 and session.undo_stack.count() == steps + 1
    session.undo_stack.undo()
    assert session.sheet(walt).luck == 40


def test_a_read_only_campaign_refuses_changes_and_keeps_the_stack_empty(campaign, campaign_path, qapp, monkeypatch):
    campaign_file.close_campaign()
    monkeypatch.setattr(campaign_file, "can_write", lambda path: False)
    campaign_file.open_campaign(campaign_path)
    session = CampaignSession()
    assert session.read_only
    with pytest.raises(ReadOnlyError):
        session.set_tracker(walt_id(), "hp", 1)
    assert session.undo_stack.count() == 0


def test_an_undo_the_file_refuses_is_reported_and_the_stack_stays_put(session, qtbot, monkeypatch):
    walt = walt_id()
    session.set_tracker(walt, "hp", 3)
    monkeypatch.setattr(campaign_file, "_current", replace_read_only(campaign_file._current))
    with qtbot.waitSignal(session.error) as refused:
        session.undo_stack.undo()
    assert "read-only" in refused.args[0]
    qtbot.wait_until(lambda: session.undo_stack.index() == 1)
    assert session.sheet(walt).hp == 3


def replace_read_only(current):
    from dataclasses import replace as copy

    return copy(current, read_only=True)
