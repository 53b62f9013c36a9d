"""The campaign calendar: one place says what day and week it is, and N weeks pass as ONE undo step for the Sanity
record and the Tomes alike — new game days, temporary insanity over, magic points back, studies and months of
treatment moved on."""

import pytest

from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.session import Calendar, CampaignSession
from desktop.models.tomes.tomes_scene import TomesScene
from desktop.rules import ScriptedDice
from desktop.rules.sanity.minds import Horror
from desktop.rules.scene import Condition
from desktop.store import character_columns, character_rows

NAMELESS = "Nameless Cults (English translation)"  # printed English, a 32-week study


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


@pytest.fixture
def table(campaign, qapp):
    session = CampaignSession()
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    return session, session.scene(SanityScene), session.scene(TomesScene), ids


def test_thirty_two_weeks_of_study_and_a_mind_shaken_are_one_step_that_undoes_whole(table):
    session, sanity, tomes, ids = table
    harriet, walt = ids["Harriet Crane"], ids["Walt Brennan"]  # Walt: SAN 50, INT 55
    assert session.calendar() == Calendar(1, 0)
    tomes.give(harriet, NAMELESS)
    tomes.dice = ScriptedDice(d100(20))  # English 85: read; a non-believer loses nothing
    tomes.read(harriet, NAMELESS)
    tomes.study(harriet, NAMELESS)
    # A Shoggoth: 80 fails, 1D20 = 7; INT 30 grasps it: temporarily insane for 1D10 = 3 hours, a bout (6, 2 rounds).
    sanity.dice = ScriptedDice([*d100(80), 7, *d100(30), 3, 6, 2])
    sanity.roll([walt], Horror("Shoggoth", "1D6/1D20"))
    session.set_tracker(harriet, "mp", 2)
    assert "temporary insanity" in character_rows.load_sheet(walt).conditions and sanity.state.lost_today(walt) == 7
    steps = session.undo_stack.count()

    outcome = session.weeks_pass(32)
    assert session.undo_stack.count() == steps + 1 and session.calendar() == Calendar(1 + 32 * 7, 32)
    sheet = character_rows.load_sheet(walt)
    assert "temporary insanity" not in sheet.conditions and sanity.state.lost_today(walt) == 0
    assert tomes.state.holding(harriet, NAMELESS).full_studies == 1
    mythos = character_rows.load_sheet(harriet).cthulhu_mythos
    assert mythos == 4 + 2 + 6 and character_rows.load_sheet(harriet).mp == 14  # POW 70: all 14 back
    assert "Walt Brennan: the temporary insanity (1D10 hours) is over" in outcome.lines
    assert any(line.startswith("Week 32: Harriet Crane finishes a full study") for line in outcome.lines)

    session.undo_stack.undo()  # the whole 32 weeks, across both records
    assert session.calendar() == Calendar(1, 0)
    assert "temporary insanity" in character_rows.load_sheet(walt).conditions and sanity.state.lost_today(walt) == 7
    assert tomes.state.holding(harriet, NAMELESS).weeks_done == 0
    assert (character_rows.load_sheet(harriet).cthulhu_mythos, character_rows.load_sheet(harriet).mp) == (6, 2)
    session.undo_stack.redo()
    assert session.calendar() == Calendar(225, 32) and character_rows.load_sheet(harriet).mp == 14
    with pytest.raises(ValueError, match="Weeks must be between 1 and 999, not 0"):
        session.weeks_pass(0)
    assert session.undo_stack.count() == steps + 1


def test_a_month_of_treatment_waits_for_its_four_weeks(table):
    session, sanity, tomes, ids = table
    walt = ids["Walt Brennan"]
    session.set_condition(walt, Condition.INDEFINITE_INSANITY, True)
    outcome = sanity.begin_treatment(walt, "institution")
    assert outcome.checks == () and character_rows.load_sheet(walt).sanity == 50  # nothing rolled at week 0
    assert sanity.in_treatment(walt) == ("institution", 0, 4)
    assert SanityScene(session).state == sanity.state  # as after a restart
    with pytest.raises(ValueError, match="treating: item 1: value 2: expected 'home' or 'institution', not 'asylum'"):
        sanity.decode(1, {**sanity.encode(sanity.state), "treating": [[walt, "asylum", 0, 4]]})
    session.weeks_pass(3)
    assert sanity.in_treatment(walt) == ("institution", 0, 4) and character_rows.load_sheet(walt).sanity == 50
    sanity.dice = ScriptedDice([30, 2, *d100(20)])  # week 4: progress, +2 SAN; SAN 20 vs 52 cures
    session.weeks_pass(1)
    sheet = character_rows.load_sheet(walt)
    assert sheet.sanity == 52 and "indefinite insanity" not in sheet.conditions and sanity.in_treatment(walt) is None
    session.undo_stack.undo()
    assert "indefinite insanity" in character_rows.load_sheet(walt).conditions and sanity.in_treatment(walt)


NECRONOMICON = "Necronomicon (Latin, Wormius)"  # ancient Latin, a 68-week study, 2D10 SAN to a believer


def _harriet_studying_the_necronomicon(table):
    """As in the QA report: Harriet (a believer) at week 6 of her 68-week full study, the calendar at week 12."""
    session, sanity, tomes, ids = table
    harriet = ids["Harriet Crane"]
    session.weeks_pass(6)
    tomes.give(harriet, NECRONOMICON)
    tomes.dice = ScriptedDice(d100(1))  # a critical 01 reads even ancient Latin
    tomes.read(harriet, NECRONOMICON)
    sanity.set_believer(harriet, True)
    tomes.study(harriet, NECRONOMICON)
    session.weeks_pass(6)
    assert session.calendar().week == 12 and tomes.state.holding(harriet, NECRONOMICON).weeks_done == 6
    return harriet


def test_a_loss_at_week_74_of_a_70_week_pass_is_dated_week_74_and_the_days_after_it_pass_after_it(table):
    session, sanity, tomes, ids = table
    harriet = _harriet_studying_the_necronomicon(table)
    san = character_rows.load_sheet(harriet).sanity
    steps = session.undo_stack.count()
    # Week 74 the study ends: 2D10 = 3 + 5 = 8 SAN; INT 30 grasps it: temporarily insane for 1D10 = 3 hours, a bout.
    tomes.dice = ScriptedDice([3, 5, *d100(30), 3, 6, 2])
    outcome = session.weeks_pass(70)

    assert session.undo_stack.count() == steps + 1 and session.calendar() == Calendar(575, 82)
    assert tomes.dice.remaining == 0 and character_rows.load_sheet(harriet).sanity == san - 8
    # Eight weeks have passed since the loss: the temporary insanity is over and the day's loss is cleared.
    assert "temporary insanity" not in character_rows.load_sheet(harriet).conditions
    assert sanity.state.lost_today(harriet) == 0
    lines = outcome.lines
    finish = next(i for i, line in enumerate(lines) if line.startswith("Week 74: Harriet Crane finishes"))
    assert lines.index("2D10 = 8 SAN lost to what it says") > finish
    assert lines.index("Day 575: 8 weeks pass") > finish  # the last eight weeks come after the loss
    assert lines.index("Harriet Crane: the temporary insanity (1D10 hours) is over") > finish
    assert "Day 519: 62 weeks pass" in lines[:finish]  # the day the study ends: 12 + 62 = week 74

    session.undo_stack.undo()  # still one step, both records and the sheet
    assert session.calendar() == Calendar(85, 12) and character_rows.load_sheet(harriet).sanity == san
    assert tomes.state.holding(harriet, NECRONOMICON).weeks_done == 6


def test_a_loss_in_the_last_week_of_the_pass_stays_todays(table):
    session, sanity, tomes, ids = table
    harriet = _harriet_studying_the_necronomicon(table)
    tomes.dice = ScriptedDice([3, 5, *d100(30), 3, 6, 2])
    session.weeks_pass(62)  # the study ends in week 74, the pass's last
    assert session.calendar() == Calendar(519, 74)
    assert "temporary insanity" in character_rows.load_sheet(harriet).conditions
    assert sanity.state.lost_today(harriet) == 8


def stored_calendar(path) -> dict | None:
    """The calendar as the file holds it, read beside the app's own connection."""
    import json
    import sqlite3

    with sqlite3.connect(path) as db:
        return json.loads(db.execute("SELECT settings FROM campaign").fetchone()[0]).get("calendar")


def stored_states(path, kind: str) -> list[dict]:
    import json
    import sqlite3

    with sqlite3.connect(path) as db:
        return [json.loads(s) for (s,) in db.execute("SELECT state FROM scene WHERE kind = ? AND active = 1", (kind,))]


def test_the_calendar_is_the_sessions_kept_in_the_campaign_file_not_in_the_scenes(table, monkeypatch):
    """Before: the day was a field of the Sanity state and the week of the Tomes state, and the session read them
    off those scenes (creating them to ask)."""
    from dataclasses import fields

    from desktop.rules.sanity.minds import SanityState
    from desktop.rules.tomes.shelf import TomesState
    from desktop.store import scenes
    from desktop.store.campaign_file import campaign_calendar, current_path

    session, sanity, tomes, ids = table
    session.weeks_pass(2)
    sanity.new_day()
    assert session.calendar() == Calendar(16, 2) and campaign_calendar() == (16, 2)
    assert stored_calendar(current_path()) == {"day": 16, "week": 2}
    assert "day" not in {f.name for f in fields(SanityState)} and "week" not in {f.name for f in fields(TomesState)}
    for kind in ("sanity", "tomes"):
        (state,) = stored_states(current_path(), kind)
        assert not {"day", "week"} & set(state)

    def no_scene(*_args, **_kwargs):
        raise AssertionError("the calendar is read from a scene")

    monkeypatch.setattr(scenes, "load_active", no_scene)
    again = CampaignSession()  # as after a restart: the calendar is read without a scene
    assert again.calendar() == Calendar(16, 2)


def test_a_new_day_moves_the_sessions_calendar_in_the_same_undo_step_and_commit(table, monkeypatch):
    from desktop.store.campaign_file import current_path
    from desktop.store.schema import database

    session, sanity, tomes, ids = table
    walt = ids["Walt Brennan"]
    sanity.dice = ScriptedDice([*d100(80), 4])
    sanity.roll([walt], Horror("Ghoul", "0/1D6"))
    commits, real = [], database.commit
    monkeypatch.setattr(database, "commit", lambda: commits.append(1) or real())
    steps = session.undo_stack.count()
    assert sanity.new_day().what == "Day 2 begins"
    assert session.undo_stack.count() == steps + 1 and len(commits) == 1
    assert session.calendar() == Calendar(2, 0) and sanity.state.lost_today(walt) == 0
    commits.clear()
    session.undo_stack.undo()
    assert len(commits) == 1 and session.calendar() == Calendar(1, 0) and sanity.state.lost_today(walt) == 4
    assert stored_calendar(current_path()) == {"day": 1, "week": 0}
    session.undo_stack.redo()
    assert session.calendar() == Calendar(2, 0) and stored_calendar(current_path()) == {"day": 2, "week": 0}


def test_undoing_weeks_passing_puts_the_calendar_back_in_the_same_commit(table, monkeypatch):
    from desktop.store.campaign_file import current_path
    from desktop.store.schema import database

    session, sanity, tomes, ids = table
    harriet = ids["Harriet Crane"]
    tomes.give(harriet, "The King in Yellow")
    tomes.dice = ScriptedDice(d100(20))
    tomes.read(harriet, "The King in Yellow")
    tomes.study(harriet, "The King in Yellow")
    commits, real = [], database.commit
    monkeypatch.setattr(database, "commit", lambda: commits.append(1) or real())
    session.weeks_pass(3)
    assert len(commits) == 1 and stored_calendar(current_path()) == {"day": 22, "week": 3}
    assert tomes.state.holding(harriet, "The King in Yellow").full_studies == 1
    commits.clear()
    session.undo_stack.undo()
    assert len(commits) == 1 and stored_calendar(current_path()) == {"day": 1, "week": 0}
    assert session.calendar() == Calendar(1, 0)
    assert tomes.state.holding(harriet, "The King in Yellow").full_studies == 0
    commits.clear()
    session.undo_stack.redo()
    assert len(commits) == 1 and stored_calendar(current_path()) == {"day": 22, "week": 3}


KILLED_WEEKS = """
import os, signal, sys
from desktop.models.session import CampaignSession
from desktop.models.tomes.tomes_scene import TomesScene
from desktop.rules import ScriptedDice
from desktop.store import character_rows
from desktop.store.campaign_file import open_campaign
from desktop.store.schema import database
from PySide6.QtCore import QCoreApplication

app = QCoreApplication([])
open_campaign({path!r})
session = CampaignSession()
harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
tomes = session.scene(TomesScene)
tomes.give(harriet, "The King in Yellow")
tomes.dice = ScriptedDice([1, 3])  # 20 reads it
tomes.read(harriet, "The King in Yellow")
tomes.study(harriet, "The King in Yellow")
real = database.commit
def die_at_commit():
    if {after!r}:
        real()
    os.kill(os.getpid(), signal.SIGKILL)  # killed at the action's first commit, before or after it is written
database.commit = die_at_commit
session.weeks_pass(3)
"""


@pytest.mark.parametrize("after", [False, True])
def test_killed_while_weeks_pass_the_file_holds_the_weeks_and_the_calendar_or_neither(campaign, after):
    import json
    import os
    import signal
    import subprocess
    import sys

    from desktop.store.campaign_file import close_campaign, current_path

    path = current_path()
    close_campaign()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    script = KILLED_WEEKS.format(path=str(path), after=after)
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == -signal.SIGKILL, done.stderr
    (shelf,) = stored_states(path, "tomes")
    studies = [h["full_studies"] for h in shelf["holdings"]]
    sanity = stored_states(path, "sanity")
    held = (stored_calendar(path), studies, bool(sanity))
    assert held == (({"day": 22, "week": 3}, [1], True) if after else (None, [0], False)), json.dumps(held)


def test_a_calendar_the_file_holds_that_is_no_calendar_is_refused_by_name_and_nothing_moves(table):
    import sqlite3

    from desktop.store.campaign_file import StoreError, current_path

    session, sanity, tomes, ids = table
    with sqlite3.connect(current_path()) as db:  # a file edited by hand
        db.execute("""UPDATE campaign SET settings = '{"version": 1, "calendar": {"day": "x", "week": 2}}'""")
    steps = session.undo_stack.count()
    said = "The campaign's calendar cannot be read: day: expected a whole number from 1, not 'x'. It was left"
    for act in (session.calendar, lambda: session.weeks_pass(1), sanity.new_day):
        with pytest.raises(StoreError, match=said):
            act()
    assert session.undo_stack.count() == steps and sanity.state is None and tomes.state is None


def test_weeks_passing_reads_only_whom_time_can_change_and_changes_what_reading_everyone_would(table):
    """Issue 22: a week passing on a roster of 10,000 built every investigator's reader and mind (2.3 s). Only the
    investigators time can change are read — a tome held or a spell being learned, fewer MP than POW / 5, in
    treatment or with a condition on them — and the step is the same as with every investigator read."""
    from desktop.rules.sanity import minds as sanity_rules
    from desktop.rules.sanity.minds import SanityState
    from desktop.rules.tomes import shelf as tome_rules

    session, sanity, tomes, ids = table
    harriet, walt, tomas = ids["Harriet Crane"], ids["Walt Brennan"], ids["Tomás Vega"]
    tomes.give(harriet, NAMELESS)
    session.set_tracker(walt, "mp", 3)  # short of his most
    session.set_condition(tomas, Condition.TEMPORARY_INSANITY, True)
    everyone = {i for i, *_ in character_columns.investigator_columns("name")}
    assert len(everyone) > 3
    assert set(tomes.readers(passing_time=True)) == {harriet, walt}
    assert {m.character_id for m in sanity.investigators(passing_time=True)} == {tomas}
    state, week_dice = tomes.state, [3] * 40
    whole = tome_rules.week_passes(state, tomes.readers(), tomes.tomes(), ScriptedDice(week_dice), 2, week=2)
    part = tome_rules.week_passes(
        state, tomes.readers(passing_time=True), tomes.tomes(), ScriptedDice(week_dice), 2, week=2
    )
    assert (part.state, part.lines, part.effects) == (whole.state, whole.lines, whole.effects)
    days = [
        sanity_rules.days_pass(sanity.state or SanityState(), m, 14, ScriptedDice([3] * 40), day=15, week=2)
        for m in (sanity.investigators(), sanity.investigators(passing_time=True))
    ]
    assert (days[0].state, days[0].lines, days[0].effects) == (days[1].state, days[1].lines, days[1].effects)
    outcome = session.weeks_pass(2)
    walt_now = character_rows.load_sheet(walt)
    assert walt_now.mp == walt_now.power // 5  # two weeks bring every point back
    assert "Tomás Vega: the temporary insanity (1D10 hours) is over" in outcome.lines


def test_weeks_passing_reads_the_skills_of_whom_time_can_change_only(table, monkeypatch):
    """Issue 22, on this machine: a week passing on 10,000 characters read the whole Cthulhu Mythos and own
    language columns three times (6,250 and 5,000 rows, 25 ms) for the few investigators time can change. Their
    skills are now read by key; the lists of every investigator still read each column once."""
    session, sanity, tomes, ids = table
    tomes.give(ids["Harriet Crane"], NAMELESS)
    asked = []
    read = character_columns.skill_values
    monkeypatch.setattr(
        character_columns, "skill_values", lambda name, which=None: asked.append(which) or read(name, which)
    )
    session.weeks_pass(1)
    assert asked and all(which is not None and len(which) < 3 for which in asked)
    asked.clear()
    sanity.investigators(), tomes.readers()
    assert asked == [None, None, None]  # Mythos for the minds; Mythos and the own language for the readers
