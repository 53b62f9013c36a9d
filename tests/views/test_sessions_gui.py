"""File > Start Session…, End Session… and Session Recap… through the real window: the dialog refuses a title the
file cannot keep and stays open with it; the recap window shows the Keeper's version or the players', saves it as a
PDF through the cards' renderer and puts "Previously on…" on the players' window without the Keeper's notes; Edit >
Undo asks before reaching into an ended session; the campaign opened after a day away asks once, at the foot."""

import datetime as dt

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from desktop.store import character_rows, game_sessions, journal
from desktop.store.schema import GameSessionRow, JournalEntryRow
from desktop.views.sessions.session_dialogs import SessionDialog
from tests.models.scripted_evening import NOTES, play_evening


@pytest.fixture
def typed(monkeypatch):
    """Each dialog shown gets the next (title, notes) typed and OK pressed; with none left, Cancel."""
    answers, seen = [], []

    def fake_exec(dialog):
        seen.append((dialog.windowTitle(), dialog.problem.text() if not dialog.problem.isHidden() else ""))
        if not answers:
            return QDialog.DialogCode.Rejected
        title, notes = answers.pop(0)
        if dialog.title.isEnabled():
            dialog.title.setText(title)
        dialog.notes.setPlainText(notes)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SessionDialog, "exec", fake_exec)
    return answers, seen


def test_start_and_end_a_session_from_the_file_menu(window, typed):
    answers, seen = typed
    menu = window.session_menu
    assert menu.start_action.isEnabled() and not menu.end_action.isEnabled()
    answers.append(("The boathouse", "Bring the map"))
    menu.start_action.trigger()
    assert game_sessions.open_session().title == "The boathouse"
    assert not menu.start_action.isEnabled() and menu.end_action.isEnabled()
    answers.append(("", "Walt fell through the jetty"))
    menu.end_action.trigger()
    ended = game_sessions.all_sessions()[0]
    assert not ended.is_open and ended.notes == "Walt fell through the jetty"
    assert [title for title, _ in seen] == ["Start Session 1", "End Session 1"]


def test_a_10000_character_title_is_said_in_the_dialog_which_stays_open_and_nothing_is_written(window, typed):
    answers, seen = typed
    entries = JournalEntryRow.select().count()
    answers.append(("x" * 10_000, ""))
    assert window.session_menu.start_session() is False  # refused, then cancelled
    assert seen[1][1] == "Session title must be at most 200 characters, not 10,000"
    assert GameSessionRow.select().count() == 0 and JournalEntryRow.select().count() == entries


def test_undo_asks_before_reaching_into_an_ended_session(window, typed, dialogs):
    session, menu = window.session, window.session_menu
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    answers, _ = typed
    answers.append(("The boathouse", ""))
    menu.start_session()
    session.set_tracker(walt, "hp", 10)
    answers.append(("", ""))
    menu.end_session()
    undo = next(a for a in window.ui.menuEdit.actions() if a.text().startswith("&Undo"))
    dialogs.answers.append(QMessageBox.StandardButton.Cancel)
    undo.trigger()
    assert "which has ended. Undo it anyway?" in dialogs.texts()[-1]
    assert session.sheet(walt).hp == 10  # kept
    dialogs.answers.append(QMessageBox.StandardButton.Ok)
    undo.trigger()
    assert session.sheet(walt).hp == 15


def test_the_recap_window_the_pdf_and_previously_on_for_the_players(window, tmp_path, qtbot):
    played = play_evening(window.session)["session"]
    recap = window.session_menu.show_recap(played.id)
    text = recap.text.toPlainText()
    assert text.startswith("Session 1: The boathouse\nPlayed on 2026-11-29")
    assert "The chase is over: Tomás Vega got away." in text and NOTES in text
    recap.players.setChecked(True)
    assert NOTES not in recap.text.toPlainText()
    recap.players.setChecked(False)
    out = tmp_path / "recap.pdf"
    assert recap.save_pdf(str(out)) == 1 and out.read_bytes().startswith(b"%PDF")
    recap.show_button.click()
    shown = window.players.recap.toPlainText()
    assert shown.startswith("Previously on… Session 1: The boathouse") and NOTES not in shown
    assert "Walt Brennan took 7 damage" in shown and window.players.title.text() == "Previously on…"
    recap.source.setCurrentIndex(recap.source.findData(f"between:{played.id}"))
    assert "improved Library Use (70 → 78)" in recap.text.toPlainText()
    recap.source.setCurrentIndex(recap.source.findData("dates:"))
    recap.first.setDate(recap.last.date().addDays(1))
    assert "run backwards" in recap.message.text()  # said, never a crash


def test_a_campaign_last_played_on_an_earlier_day_asks_once_at_the_foot(window, typed, monkeypatch):
    from desktop.models.sessions import session_book

    journal.append("roll", "Luck (Regular)")
    later = dt.date.today() + dt.timedelta(days=2)
    monkeypatch.setattr(session_book.dt, "date", type("Later", (dt.date,), {"today": classmethod(lambda c: later)}))
    window.session_menu.follow(window.session)
    bar = window.session_menu.bar
    assert not bar.isHidden() and "Start session 1?" in bar.label.text()
    answers, _ = typed
    answers.append(("The Marsh house", ""))
    bar.start.click()
    assert game_sessions.open_session().title == "The Marsh house" and bar.isHidden()


def test_with_no_session_yet_the_recap_starts_on_todays_dates_and_offers_everything(window, qtbot):
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    window.session.set_tracker(walt, "hp", 12, "fell through the jetty")
    recap = window.session_menu.show_recap()
    assert [recap.source.itemText(i) for i in range(recap.source.count())] == ["A range of dates", "Everything so far"]
    assert not recap.first.isHidden() and "Walt Brennan took 3 damage (HP 15 → 12)." in recap.text.toPlainText()
    window.session.set_tracker(walt, "hp", 11)  # the window follows the journal, once a burst of steps is over
    assert "Walt Brennan took 3 damage (HP 15 → 12)." in recap.text.toPlainText()
    qtbot.waitUntil(lambda: "Walt Brennan took 4 damage (HP 15 → 11)." in recap.text.toPlainText())


def test_a_sessions_title_and_notes_are_written_afterwards_from_the_recap(window, typed):
    answers, seen = typed
    played = play_evening(window.session)["session"]
    recap = window.session_menu.show_recap(played.id)
    answers.append(("The boathouse, at night", "Walt owes Harriet"))
    recap.edit_button.click()
    assert seen[-1][0] == "Session 1"
    assert game_sessions.session(played.id).notes == "Walt owes Harriet"
    assert recap.text.toPlainText().startswith("Session 1: The boathouse, at night")
    assert "Walt owes Harriet" in recap.text.toPlainText()
    answers.append(("y" * 10_000, ""))
    recap.edit_button.click()  # refused in the dialog, then cancelled: the session is as it was
    assert seen[-1][1].startswith("Session title must be at most 200 characters")
    assert game_sessions.session(played.id).title == "The boathouse, at night"
