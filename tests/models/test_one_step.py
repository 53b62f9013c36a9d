"""One user action is one transaction (DESIGN.md's promise): an action made of several scenes' changes — a tome's
reading and the SAN it costs, weeks passing, a fight begun from a chase, characters imported together — commits
once, and so do its undo and redo; refused part-way, or killed after its first commit, the file holds all of it or
none of it."""

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.session import CampaignSession
from desktop.models.tomes.tomes_scene import TomesScene
from desktop.rules import ScriptedDice
from desktop.rules.roster.sheet import CharacterSheet
from desktop.store import character_rows
from desktop.store.campaign_file import current_path
from desktop.store.schema import database

NECRO = "Necronomicon (Latin, Wormius)"
# 08 reads it: +5 Cthulhu Mythos; 2D10 = 6 + 3 SAN: 5+ at once, INT 40 grasps it: temporarily insane (1D10 = 2
# hours) and a bout (4, 1D10 = 3 rounds), the Mythos's: +5 more.
READING = [8 % 10 + 1, 8 // 10 + 1, 6, 3, 40 % 10 + 1, 40 // 10 + 1, 2, 4, 3]


@pytest.fixture
def session(campaign, qapp):
    return CampaignSession()


@pytest.fixture
def commits(monkeypatch):
    """How many times the file is committed."""
    made = []
    real = database.commit
    monkeypatch.setattr(database, "commit", lambda: made.append(1) or real())
    return made


def believer_with_the_necronomicon(session):
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")  # SAN 70, INT 80, Latin 50
    session.scene(SanityScene).set_believer(harriet, True)
    tomes = session.scene(TomesScene)
    tomes.give(harriet, NECRO)
    return harriet, tomes


def test_a_reading_that_costs_san_commits_once_and_so_do_its_undo_and_redo(session, commits):
    """Before: the reading, then the Sanity record's loss, each in a transaction of its own."""
    harriet, tomes = believer_with_the_necronomicon(session)
    tomes.dice = ScriptedDice(READING)
    steps = session.undo_stack.count()
    commits.clear()
    tomes.read(harriet, NECRO)
    assert len(commits) == 1 and session.undo_stack.count() == steps + 1
    assert character_rows.load_sheet(harriet).sanity == 61 and session.scene(SanityScene).state.lost_today(harriet) == 9
    commits.clear()
    session.undo_stack.undo()
    assert len(commits) == 1 and character_rows.load_sheet(harriet).sanity == 70
    assert session.scene(SanityScene).state.lost_today(harriet) == 0
    commits.clear()
    session.undo_stack.redo()
    assert len(commits) == 1 and character_rows.load_sheet(harriet).sanity == 61
    assert session.scene(SanityScene).state.lost_today(harriet) == 9


def test_weeks_passing_and_characters_imported_together_commit_once(session, commits):
    harriet, tomes = believer_with_the_necronomicon(session)
    commits.clear()
    session.weeks_pass(3)
    assert len(commits) == 1
    commits.clear()
    with session.one_step("Imported three"):
        for name in ("Ada Quill", "Bert Lowe", "Cora Finch"):
            session.add_character(CharacterSheet(name=name))
    assert len(commits) == 1
    assert session.undo_stack.undoText() == "Imported three"
    commits.clear()
    session.undo_stack.undo()
    assert len(commits) == 1 and not {"Ada Quill", "Cora Finch"} & {r.name for r in character_rows.roster_rows()}


def test_a_step_refused_part_way_writes_nothing_and_shows_the_file_as_it_was(session, monkeypatch):
    """The reading is written, then the Sanity rules refuse its loss: nothing of the reading stays, in the file or
    on screen, and there is no undo step."""
    harriet, tomes = believer_with_the_necronomicon(session)
    sanity = session.scene(SanityScene)
    before_tomes, before_sanity = tomes.state, sanity.state
    steps = session.undo_stack.count()
    journal_rows = sqlite3.connect(current_path()).execute("SELECT count(*) FROM journalentry").fetchone()[0]

    def refuse(*_args, **_kwargs):
        raise ValueError("the Sanity record refuses")

    monkeypatch.setattr(sanity, "suffer", refuse)
    tomes.dice = ScriptedDice(READING)
    with pytest.raises(ValueError, match="the Sanity record refuses"):
        tomes.read(harriet, NECRO)
    sheet = character_rows.load_sheet(harriet)
    assert (sheet.sanity, sheet.cthulhu_mythos) == (70, 4)
    assert tomes.state == before_tomes and sanity.state == before_sanity
    assert session.undo_stack.count() == steps
    assert sqlite3.connect(current_path()).execute("SELECT count(*) FROM journalentry").fetchone()[0] == journal_rows
    monkeypatch.undo()
    tomes.dice = ScriptedDice(READING)
    tomes.read(harriet, NECRO)  # the same reading, now allowed, as if the refused one had never been
    assert character_rows.load_sheet(harriet).sanity == 61


KILLED_READING = """
import os, signal, sys
from desktop.models.session import CampaignSession
from desktop.store.campaign_file import open_campaign
from desktop.store.schema import database
from PySide6.QtCore import QCoreApplication
sys.path.insert(0, {tests!r})
from models.test_one_step import READING, believer_with_the_necronomicon, NECRO
from desktop.rules import ScriptedDice

app = QCoreApplication([])
open_campaign({path!r})
session = CampaignSession()
harriet, tomes = believer_with_the_necronomicon(session)
tomes.dice = ScriptedDice(READING)
real = database.commit
def commit_then_die():
    real()
    os.kill(os.getpid(), signal.SIGKILL)  # killed right after the action's first commit
database.commit = commit_then_die
tomes.read(harriet, NECRO)
"""


def test_killed_after_the_first_commit_of_a_reading_the_file_holds_all_of_it(campaign, tmp_path):
    """Before: killed between the reading's commit and the Sanity record's, the file held the SAN lost with no
    day's loss, no insanity and no bout recorded."""
    from desktop.store.campaign_file import close_campaign

    path = current_path()
    close_campaign()
    script = KILLED_READING.format(tests=str(Path(__file__).resolve().parents[1]), path=str(path))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == -signal.SIGKILL, done.stderr
    db = sqlite3.connect(path)
    sanity = db.execute("SELECT sanity FROM character WHERE name = 'Harriet Crane'").fetchone()[0]
    states = [row[0] for row in db.execute("SELECT state FROM scene WHERE kind = 'sanity' AND active = 1")]
    lost_today = '"day_loss": [[' in (states[0] if states else "")
    assert (sanity, lost_today) in ((70, False), (61, True)), (sanity, states)
