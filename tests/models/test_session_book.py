"""Game sessions on the open campaign: start and end as one transaction each, the sessions table (qtmodeltester),
the prompt after a day away, the warning before an undo reaches into an ended session, and the recap of a scripted
evening as a Keeper would write it (and the players' version without the Keeper's notes)."""

import datetime as dt

import pytest

from desktop.models.session import CampaignSession
from desktop.models.sessions.session_book import BETWEEN, DATES, SessionBook
from desktop.store import character_rows, journal
from desktop.store.schema import GameSessionRow, JournalEntryRow
from tests.models.scripted_evening import NOTES, play_evening


@pytest.fixture
def book(campaign, qapp):
    session = CampaignSession()
    return session, session.scene(SessionBook)


def test_the_sessions_table_passes_qtmodeltester_and_follows_start_and_end(book, qtmodeltester, qtbot):
    session, sessions = book
    with qtbot.wait_signal(session.changed):
        sessions.start("The boathouse", date="2026-11-29")
    qtmodeltester.check(sessions.model)
    assert [sessions.model.index(0, c).data() for c in range(4)] == ["1", "2026-11-29", "The boathouse", "Under way"]
    sessions.end("Notes")
    assert sessions.model.index(0, 3).data() == "Ended"
    assert [e.what for e in journal.entries(("session",))] == [
        "Session 1: The boathouse ends",
        "Session 1: The boathouse begins",
    ]


def test_a_10000_character_title_is_refused_and_nothing_is_written(book):
    _, sessions = book
    rows = JournalEntryRow.select().count()
    with pytest.raises(ValueError, match="Session title must be at most 200 characters"):
        sessions.start("x" * 10_000)
    assert GameSessionRow.select().count() == 0 and JournalEntryRow.select().count() == rows
    assert sessions.start("").name == "Session 1"


def test_undo_warns_before_reaching_into_a_session_that_has_ended(book):
    session, sessions = book
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    session.set_tracker(walt, "luck", 40)  # between sessions: no warning
    assert sessions.undo_warning() == ""
    sessions.start("The boathouse", date="2026-11-29")
    session.set_tracker(walt, "hp", 10)
    assert sessions.undo_warning() == ""  # the session is still under way
    sessions.end()
    warning = sessions.undo_warning()
    assert "“Walt Brennan: HP 15 → 10” was done in Session 1: The boathouse (2026-11-29), which has ended" in warning
    sessions.start("The Marsh house")
    assert sessions.undo_warning() == warning  # still from the ended one
    session.set_tracker(walt, "hp", 11)
    assert sessions.undo_warning() == ""  # a step of the session under way
    session.undo_stack.undo()
    assert sessions.undo_warning() == warning


def test_the_prompt_after_a_day_away(book):
    _, sessions = book
    journal.append("roll", "Luck (Regular)")
    today = dt.date.today()
    assert sessions.prompt(today) == ""
    assert sessions.prompt(today + dt.timedelta(days=1)) == (
        f"No session is open (last played {today.isoformat()}). Start session 1?"
    )
    sessions.start("The boathouse")
    assert sessions.prompt(today) == ""
    assert "Session 1: The boathouse has been open since" in sessions.prompt(today + dt.timedelta(days=1))


def test_the_recap_of_a_scripted_evening_reads_as_a_keeper_would_write_it(book):
    session, sessions = book
    played = play_evening(session)["session"]
    recap = sessions.recap(played.id)
    sections = dict(recap.sections())
    assert recap.title == "Session 1: The boathouse" and recap.when == "Played on 2026-11-29"
    assert sections["In short"] == ["Harriet Crane went temporarily insane."]
    assert sections["The boathouse (fight)"] == [
        "Walt Brennan and Harriet Crane against the Ghoul. The Ghoul struck Walt Brennan for 7 damage (HP 15 → 8). "
        "Harriet Crane shot the Ghoul for 10 damage (HP 13 → 3): the Ghoul took a major wound and fell unconscious. "
        "Harriet Crane healed Walt Brennan with First Aid: 1 HP back (HP 9). When it was over: the Ghoul was "
        "unconscious."
    ]
    assert sections["Chase"] == ["Tomás Vega fled; the Marsh Hound gave chase. The chase is over: Tomás Vega got away."]
    assert sections["Walt Brennan"] == [
        "Walt Brennan took 7 damage and had 1 HP back (HP 15 → 9 of 15). They lost 4 SAN to the Ghoul (SAN 50 → 46)."
    ]
    assert sections["Harriet Crane"] == [
        "Harriet Crane lost 9 SAN to the Ghoul (SAN 70 → 61). They gained 5 Cthulhu Mythos. They went temporarily "
        "insane."
    ]
    assert sections["Dr. Mae Okafor"] == [
        "Dr. Mae Okafor gained 5 Cthulhu Mythos. They read the Necronomicon (Latin, Wormius). They began to learn "
        "Contact Ghoul."
    ]
    assert sections["Keeper's notes"] == [NOTES]
    players = sessions.recap(played.id, for_players=True)
    assert "Keeper's notes" not in dict(players.sections()) and NOTES not in players.text()
    assert players.text().startswith("Previously on… Session 1: The boathouse")


def test_rolls_between_sessions_are_kept_and_recapped_as_such(book):
    session, sessions = book
    played = play_evening(session)["session"]
    between = sessions.recap(BETWEEN, after=played.id)
    assert between.title == "Between sessions, after Session 1: The boathouse"
    assert dict(between.sections())["Harriet Crane"] == [
        "Harriet Crane improved Library Use (70 → 78) and Spot Hidden (55 → 61)."
    ]
    today = dt.date.today()
    everything = sessions.recap(DATES, dates=(today, today)).text()
    assert "improved Library Use" in everything and "The Ghoul struck Walt Brennan" in everything


def test_an_undone_step_is_left_out_of_the_recap(book):
    session, sessions = book
    played = sessions.start("Short")
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    session.set_tracker(walt, "hp", 10, "fell through the jetty")
    session.set_tracker(walt, "sanity", 40, "saw the drowned man")
    session.undo_stack.undo()  # the SAN change is taken back
    text = sessions.recap(played.id).text()
    assert "Walt Brennan took 5 damage (HP 15 → 10)." in text and "SAN" not in text


def test_harm_and_healing_on_the_roster_are_in_the_recap_and_the_log_card(book):
    from desktop.models.marks import card_of
    from desktop.rules import ScriptedDice
    from desktop.rules.roster.healing import take_damage, weekly_recovery

    session, sessions = book
    played = sessions.start("Downtime")
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    session.treat(walt, lambda p: take_damage(p, "1D10", ScriptedDice([9, 1, 4]), why="fall onto concrete"))
    newest = journal.entries(limit=1)[0]
    assert card_of(newest).harm[0].hp == (15, 6)  # the log's card shows it too (it showed nothing before)
    session.treat(walt, lambda p: weekly_recovery(p, ScriptedDice([1, 2, 2, 2])))
    said = dict(sessions.recap(played.id).sections())["Walt Brennan"][0]
    assert said.startswith("Walt Brennan took 9 damage and had 4 HP back (HP 15 → 10 of 15).")
    assert "took a major wound" in said
