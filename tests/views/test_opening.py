"""Opening campaigns through the window: a damaged or empty default at start, damage met while reading, backups
offered and restored, one window per campaign, read-only files, and user text shown as typed."""

import json
import os
import shutil
import subprocess
import sys
import textwrap
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from desktop import app
from desktop.models.opening import lock_path, release
from desktop.paths import backups_dir, default_campaign_path
from desktop.store import campaign_file, character_rows
from desktop.store.backups import backups_of, rolling_backup
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.sample import write_sample_roster
from desktop.views.window.main_window import MainWindow
from tests.store.test_campaign_file import damaged_campaign, damaged_journal_page
from tests.store.test_file_safety import not_utf8


@pytest.fixture
def start_app(qtbot, monkeypatch):
    """Run app.main as a Keeper would start it (the event loop not entered); returns its window once the campaign
    has opened into it (it opens just after the window's first paint)."""
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)

    def start(*argv):
        before = set(QApplication.topLevelWidgets())
        assert app.main(list(argv)) == 0
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before)
        qtbot.addWidget(window)
        qtbot.wait_until(lambda: not window.opening)
        return window

    return start


def make_default_with_backup(damage: bool = True):
    path = default_campaign_path()
    open_campaign(path, create_name="Default Campaign")
    write_sample_roster()
    rolling_backup(backups_dir())
    close_campaign()
    return damaged_campaign(path) if damage else path.read_bytes()


def page_text(window):
    page = window.ui.tabs.widget(0)
    return window.ui.tabs.tabText(0), page.ui.whyLabel.text() if hasattr(page, "ui") else ""


def test_a_damaged_default_at_start_offers_the_newest_good_backup(start_app, dialogs, qtbot):
    data = make_default_with_backup()
    window = start_app()  # the damage is on the character and skill tables: showing the roster meets it
    qtbot.wait_until(lambda: any("damaged" in text and "backup" in text for text in dialogs.texts()))
    qtbot.wait_until(lambda: window.session is not None and "restored" in window.session.path.name)
    assert window.windowTitle().startswith("Keeper Desk — Default Campaign (restored from ")  # the copy, opened
    assert "restored" in window.session.path.name and window.session.roster.rowCount() == 8
    assert default_campaign_path().read_bytes() == data  # the damaged file, byte-identical


def test_a_damaged_default_whose_backup_is_declined_starts_with_no_campaign(start_app, dialogs, qtbot):
    data = make_default_with_backup()
    dialogs.answers.append(QMessageBox.StandardButton.No)
    window = start_app()
    qtbot.wait_until(lambda: window.session is None)
    title, why = page_text(window)
    assert title == "No campaign open" and "damaged" in why
    assert window.windowTitle() == "Keeper Desk — no campaign open" and window.session is None
    assert window.ui.actionRestore.isEnabled()
    assert default_campaign_path().read_bytes() == data


def test_an_empty_default_at_start_explains_and_keeps_the_file(start_app, dialogs):
    default_campaign_path().write_bytes(b"")
    window = start_app()
    assert page_text(window)[0] == "No campaign open" and "empty" in page_text(window)[1]
    assert default_campaign_path().read_bytes() == b""


def test_damage_found_by_the_check_after_painting_closes_the_file_and_offers_backups(start_app, dialogs, qtbot):
    make_default_with_backup(damage=False)
    data = damaged_campaign(default_campaign_path(), tables=("journalentry",))  # the roster still reads
    window = start_app()
    qtbot.wait_until(lambda: any("damaged" in t for t in dialogs.texts()), timeout=5000)
    qtbot.wait_until(lambda: window.session is not None and "restored" in window.session.path.name)
    assert default_campaign_path().read_bytes() == data
    assert len(list(backups_dir().glob("*/*.kdesk"))) == 1  # the damaged file was never backed up


def test_file_restore_from_backup_lists_backups_by_date(window, monkeypatch, data_home):
    rolling_backup(backups_dir())
    offered = []

    def pick(parent, title, label, items, current, editable):
        offered.extend(items)
        return items[0], True

    monkeypatch.setattr(QInputDialog, "getItem", pick)
    original = window.session.path
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    window.session.set_tracker(walt, "hp", 2)
    window.ui.actionRestore.trigger()
    assert len(offered) == 1 and "verified" in offered[0]
    assert window.session.path != original and "restored" in window.session.path.name
    assert next(r for r in character_rows.roster_rows() if r.name == "Walt Brennan").hp != 2  # as the backup had it


def test_the_title_after_a_restore_names_the_restored_campaign_not_the_original(window, monkeypatch, data_home):
    """Found playing: after File > Restore from Backup the title still read "Keeper Desk — Test Campaign", as on the
    original, though the window was now on another file (the restored copy); Open Recent listed the two alike."""
    rolling_backup(backups_dir())
    taken = backups_of(window.session.path, backups_dir())[0].taken
    monkeypatch.setattr(QInputDialog, "getItem", lambda parent, title, label, items, *a: (items[0], True))
    original = window.session.path
    assert window.windowTitle() == "Keeper Desk — Test Campaign"
    window.ui.actionRestore.trigger()
    assert "restored" in window.session.path.name
    restored_title = f"Keeper Desk — Test Campaign (restored from {taken:%Y-%m-%d %H:%M})"
    assert window.windowTitle() == restored_title
    assert window.session.name == f"Test Campaign (restored from {taken:%Y-%m-%d %H:%M})"
    restored = window.session.path
    assert window.open_path(original) and window.windowTitle() == "Keeper Desk — Test Campaign"  # kept as it was
    assert window.open_path(restored) and window.windowTitle() == restored_title  # and so after a restart
    # A copy restored from the restored copy's own backups says the backup it came from, once.
    rolling_backup(backups_dir())
    again = backups_of(restored, backups_dir())[0].taken
    window.ui.actionRestore.trigger()
    assert window.windowTitle() == f"Keeper Desk — Test Campaign (restored from {again:%Y-%m-%d %H:%M})"


HOLDER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from desktop.models.opening import open_for_window
    open_for_window(Path(sys.argv[1]))
    print("open", flush=True)
    sys.stdin.read()  # holds the campaign until the test lets go
    """
)


def test_a_second_window_on_the_same_campaign_is_refused(window, campaign_path, dialogs):
    other = window.session.path.with_name("other.kdesk")
    open_campaign(other, create_name="Other")
    close_campaign()
    window.open_path(campaign_path)  # back to ours, which holds its lock
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(other)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        assert not window.open_path(other)
        assert "open in another Keeper Desk window" in dialogs.texts()[-1]
        assert window.windowTitle() == "Keeper Desk — Test Campaign"
    finally:
        holder.kill()
        holder.wait()
    assert window.open_path(other)  # the dead holder's lock is stale: recovered


def test_the_open_campaign_holds_its_lock_until_another_opens(window, campaign_path, tmp_path):
    window.open_path(campaign_path)
    assert lock_path(campaign_path).exists()
    window.open_path(tmp_path / "next.kdesk", create_name="next")
    assert not lock_path(campaign_path).exists() and lock_path(tmp_path / "next.kdesk").exists()


def test_a_read_only_campaign_says_so_and_refuses_changes(qtbot, campaign, campaign_path, data_home, monkeypatch):
    release()
    monkeypatch.setattr(campaign_file, "can_write", lambda path: False)
    win = MainWindow(QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    assert win.open_path(campaign_path)
    assert win.windowTitle() == "Keeper Desk — Test Campaign (read-only)"
    tab = win.tab("Roster")
    before = win.session.sheet(tab.selected_id()).luck
    tab.adjust("luck", -1)
    assert "read-only" in tab.ui.messageLabel.text()
    assert win.session.sheet(tab.selected_id()).luck == before


def test_user_text_in_message_boxes_is_plain(window, dialogs, answer_yes):
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    window.session.update_character(walt, replace(window.session.sheet(walt), name="<b>Walt</b>"))
    tab = window.tab("Roster")
    tab.select(walt)
    tab.delete_character()
    title, text, text_format = dialogs.shown[-1]
    assert "<b>Walt</b>" in text and text_format == Qt.TextFormat.PlainText
    junk = window.session.path.with_name("<i>junk.kdesk")
    junk.write_text("not a campaign")
    window.open_path(junk)
    assert dialogs.shown[-1][2] == Qt.TextFormat.PlainText


def test_self_check_reports_a_missing_campaign(data_home, tmp_path, capsys):
    assert app.main(["--self-check", str(tmp_path / "missing.kdesk")]) == 1
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["ok"] is False and "does not exist" in report["error"]
    assert not (tmp_path / "missing.kdesk").exists()


def test_a_campaign_opened_from_the_menu_before_the_first_paint_is_kept(data_home, qtbot, monkeypatch, tmp_path):
    """The start-up campaign opens just after the window paints; a campaign the Keeper opened in that moment (File >
    Recent) wins, and the start-up one is not opened over it."""
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    other = tmp_path / "Other.kdesk"
    open_campaign(other, create_name="Other")
    close_campaign()
    before = set(QApplication.topLevelWidgets())
    assert app.main([]) == 0
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before)
    qtbot.addWidget(window)
    window.open_path(other)  # before any event is processed: the window has not painted yet
    assert window.windowTitle() == "Keeper Desk — Other"
    qtbot.wait(100)  # the first paint, and the opening that would have followed it
    assert window.windowTitle() == "Keeper Desk — Other" and window.session.path == other
    assert not default_campaign_path().exists()


def test_a_copy_opened_five_times_leaves_the_originals_backups(start_app, qtbot, monkeypatch, tmp_path):
    """Before: the copy kept campaign.uid and rotated in the original's folder; after five starts on it, Restore for
    the original listed only the copy's backups."""
    original, copy = tmp_path / "Dunwich.kdesk", tmp_path / "Dunwich copy.kdesk"
    open_campaign(original, create_name="Dunwich")
    write_sample_roster()
    for _ in range(5):
        rolling_backup(backups_dir())
    close_campaign()
    own = [b.path for b in backups_of(original, backups_dir())]
    shutil.copyfile(original, copy)
    for started in range(1, 6):
        window = start_app(str(copy))
        qtbot.wait_until(lambda n=started: len(list(backups_dir().glob("*/*.kdesk"))) == 5 + n)
        window.close()
    assert [b.path for b in backups_of(original, backups_dir())] == own
    assert all(path.exists() for path in own) and len(backups_of(copy, backups_dir())) == 5
    offered = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args: (offered.extend(args[3]), ("", False))[1])
    assert window.open_path(original)
    window.ui.actionRestore.trigger()
    taken = [b.taken.strftime("%Y-%m-%d %H:%M:%S") for b in backups_of(original, backups_dir())]
    assert [label.split(" — ")[0] for label in offered] == taken and len(taken) == 5


def test_a_file_with_text_that_is_not_utf8_never_replaces_its_good_backups(start_app, dialogs, qtbot):
    """Before: quick_check passed it, the Roster refused it, but the rolling backup had been taken already: after
    five tries every backup held the damage, and the "newest good backup" offered was the damaged copy."""
    path = default_campaign_path()
    open_campaign(path, create_name="Default Campaign")
    write_sample_roster()
    for _ in range(5):
        rolling_backup(backups_dir())
    close_campaign()
    good = sorted(backups_dir().glob("*/*.kdesk"))
    not_utf8(path)
    data = path.read_bytes()
    for _ in range(5):
        dialogs.answers.append(QMessageBox.StandardButton.No)  # not restored: the next start meets the file again
        window = start_app()
        qtbot.wait_until(lambda w=window: w.session is None)
        qtbot.wait(50)  # the check and backup that follow the first paint had their chance
        window.close()
    assert sorted(backups_dir().glob("*/*.kdesk")) == good and path.read_bytes() == data
    newest = backups_of(path, backups_dir())[0]
    assert newest.ok and newest.path == max(good, key=lambda p: p.name) and campaign_file.verify(newest.path) is None
    offers = [text for text in dialogs.texts() if "newest good backup" in text]
    assert len(offers) == 5 and all(newest.taken.strftime("%Y-%m-%d %H:%M") in text for text in offers)
    assert all("is not readable text" in text for text in offers)
    assert sorted(p.name for p in path.parent.glob("Default.kdesk*")) == ["Default.kdesk"]  # no -wal, no -shm


INTERNALS = ("btree", "page", "cell", "malformed", "corruption", "sqlite", "error code", "***", "offset")


@pytest.mark.parametrize(
    "damage",
    [damaged_journal_page, lambda p: damaged_campaign(p, tables=("journalentry",))],
    ids=["quick_check answers", "quick_check raises"],
)
def test_damage_found_after_painting_leaves_no_files_beside_it_and_says_so_plainly(start_app, dialogs, qtbot, damage):
    """Before: an empty -wal and a 32 KB -shm stayed beside the refused file, and the message was SQLite's own
    ("Page 16: free space corruption", "database disk image is malformed")."""
    path = default_campaign_path()
    data = damage(path)
    assert sorted(p.name for p in path.parent.glob("Default.kdesk*")) == ["Default.kdesk"]
    window = start_app()
    qtbot.wait_until(lambda: window.session is None)
    title, why = page_text(window)
    assert title == "No campaign open" and why.startswith("Default.kdesk is damaged: part of it can no longer be read")
    assert not [word for word in INTERNALS if word in why.lower()], why
    assert dialogs.texts()[-1] == why
    assert sorted(p.name for p in path.parent.glob("Default.kdesk*")) == ["Default.kdesk"]
    assert path.read_bytes() == data


# --- locks that clear, and locks from another computer ---------------------------------------------------------------


def made(window, path):
    """Another campaign file, made while the window keeps its own open."""
    own = window.session.path
    open_campaign(path, create_name=path.stem)
    close_campaign()
    window.open_path(own)
    return path


def foreign_lock(path, *, host="stick-pc", pid=4242, program="keeper-desk", taken=None):
    """A lock as Qt writes it, left by Keeper Desk on another computer (its own host name and machine id)."""
    lock = lock_path(path)
    lock.write_bytes(f"{pid}\n{program}\n{host}\n{'5a' * 16}\n{'0f' * 16}\n".encode())
    when = (taken or datetime(2026, 10, 31, 21, 15)).timestamp()
    os.utime(lock, (when, when))
    return lock.read_bytes()


def answering(monkeypatch, answer):
    """Answer the next message boxes with `answer`, keeping each one's text and its buttons' labels."""
    seen = []

    def exec_(box):
        seen.append((box.text(), sorted(b.text() for b in box.buttons())))
        return answer

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return seen


def test_a_lock_from_another_computer_says_whose_it_is_and_when(window, monkeypatch, tmp_path):
    """Before: a lock written on another computer (a campaign on a USB stick) refused the campaign forever."""
    other = made(window, tmp_path / "Dunwich.kdesk")
    before = foreign_lock(other)
    seen = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_path(other)
    ((text, buttons),) = seen  # one dialog: cancelled, nothing more to say
    assert "another computer" in text and "stick-pc" in text and "keeper-desk" in text and "4242" in text
    assert "2026-10-31 21:15" in text
    assert buttons == ["Cancel", "Open &Anyway", "Open &Read-Only"]
    assert lock_path(other).read_bytes() == before and window.windowTitle() == "Keeper Desk — Test Campaign"


def test_a_lock_from_another_computer_can_be_overridden(window, monkeypatch, tmp_path):
    other = made(window, tmp_path / "Dunwich.kdesk")
    foreign_lock(other)
    answering(monkeypatch, QMessageBox.StandardButton.Open)
    assert window.open_path(other)
    assert window.windowTitle() == "Keeper Desk — Dunwich" and not window.session.read_only
    assert lock_path(other).read_text().splitlines()[0] == str(os.getpid())  # ours now
    window.open_path(tmp_path / "Next.kdesk", create_name="Next")
    assert not lock_path(other).exists()


def test_a_campaign_locked_elsewhere_can_be_opened_read_only(window, monkeypatch, tmp_path):
    other = made(window, tmp_path / "Dunwich.kdesk")
    before = foreign_lock(other)
    answering(monkeypatch, QMessageBox.StandardButton.Ignore)  # the "Open Read-Only" button
    assert window.open_path(other)
    assert window.windowTitle() == "Keeper Desk — Dunwich (read-only)" and window.session.read_only
    assert lock_path(other).read_bytes() == before  # the other computer's lock stands


@pytest.mark.parametrize(
    "content",
    [b"", b"\x00\xff\xfe garbage", b"not a pid\nkeeper-desk\nvm\n", b"-7\nx\ny\n"],
    ids=["empty", "binary", "no pid", "negative pid"],
)
def test_an_empty_or_unreadable_lock_is_stale_and_cleared(window, dialogs, tmp_path, content):
    """Before: an empty or garbage .lock refused the campaign forever ("open in another Keeper Desk window")."""
    other = made(window, tmp_path / "Dunwich.kdesk")
    lock_path(other).write_bytes(content)
    assert window.open_path(other) and dialogs.shown == []
    assert lock_path(other).read_text().splitlines()[0] == str(os.getpid())


def test_a_campaign_opened_through_a_symlink_shares_its_lock(window, dialogs, tmp_path):
    """Before: the lock sat beside the path as given, so a second window opened the campaign through a link."""
    real = made(window, tmp_path / "Dunwich.kdesk")
    link = tmp_path / "shortcut.kdesk"
    link.symlink_to(real)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(real)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        assert not window.open_path(link)
        assert "open in another Keeper Desk window" in dialogs.texts()[-1]
        assert window.windowTitle() == "Keeper Desk — Test Campaign"
    finally:
        holder.kill()
        holder.wait()
    assert not (tmp_path / "shortcut.kdesk.lock").exists() and lock_path(link) == lock_path(real)
    assert window.open_path(link) and lock_path(real).read_text().splitlines()[0] == str(os.getpid())


def test_a_campaign_closed_for_damage_is_not_painted_while_its_backups_are_offered(start_app, monkeypatch, qtbot):
    """Played under Xvfb: the Roster, left on screen behind the offer of a backup, read the closed file when it
    repainted and raised InterfaceError ("database connection not opened") into a second, unexpected dialog."""
    path = default_campaign_path()
    open_campaign(path, create_name="Default Campaign")
    write_sample_roster()
    rolling_backup(backups_dir())
    close_campaign()
    not_utf8(path)  # the Roster's page of rows cannot be read, so it asks the file again at every paint
    shown = []

    def exec_(box):
        tabs = box.parent().ui.tabs
        shown.append((box.text(), [tabs.tabText(i) for i in range(tabs.count())]))
        box.parent().grab()  # what the dialog's own event loop paints behind it
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    window = start_app()
    qtbot.wait_until(lambda: window.session is None)
    qtbot.wait(50)
    ((text, tabs_behind),) = shown
    assert "newest good backup" in text and "Roster" not in tabs_behind


def test_a_campaign_with_a_second_name_on_the_disk_is_refused(window, dialogs, tmp_path):
    """Found playing: with the campaign open in a window, `ln campaign.kdesk other.kdesk` and an import through the
    other name wrote it beside the window (a lock beside each name), and the file failed integrity_check."""
    real = made(window, tmp_path / "Dunwich.kdesk")
    other = tmp_path / "other.kdesk"
    os.link(real, other)
    assert not window.open_path(other)
    assert "has 2 names on this disk (a hard link" in dialogs.texts()[-1]
    assert window.windowTitle() == "Keeper Desk — Test Campaign"
    fixture = Path(__file__).parents[1] / "fixtures" / "exchange" / "dholes_house_ada.json"
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "import", str(other), str(fixture)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and "hard link" in done.stderr
    assert not (tmp_path / "other.kdesk-wal").exists()
    other.unlink()
    assert window.open_path(real)  # one name again: it opens


def _loaded_after(tmp_path: Path, steps: str, modules: tuple[str, ...]) -> list[str]:
    """Which of `modules` a fresh Keeper Desk process has loaded once a main window is made and `steps` (Python, with
    `window` and `app` in hand) have run."""
    root = Path(__file__).resolve().parents[2]
    script = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from desktop.views.window.main_window import MainWindow\n"
        f"window = MainWindow(QSettings({str(tmp_path / 's.ini')!r}, QSettings.Format.IniFormat))\n"
        f"{steps}\n"
        f"print(repr([name for name in {modules!r} if name in sys.modules]))\n"
    )
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root), "KEEPER_DESK_HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1].replace("'", '"'))


def test_nothing_of_the_campaign_is_imported_before_the_window_paints(tmp_path):
    """Before: the search box, the table's dice and the campaign session came in with the main window, about 80 ms
    before its first paint (2.0x a bare window; the budget is 1.5x). The database layer, the rules' dice, the search
    and the session load once the window has painted."""
    heavy = ("peewee", "desktop.store.schema", "desktop.models.session", "desktop.rules.dice", "desktop.store.search")
    steps = f"window.show_opening({str(tmp_path / 'c.kdesk')!r})"
    assert _loaded_after(tmp_path, steps, (*heavy, "desktop.models.search.search_model")) == []


def test_the_roster_is_drawn_before_the_scenes_rules_and_the_menus_styles_load(tmp_path):
    """Before: the campaign drawn at start-up brought in the scenes' rules (effects, checks, the scene codec), the
    healing rules, the menus' highlighted-icon style and the table dice prompt's form, about 30 ms a Keeper waited
    through before seeing the roster. Each now loads with the first thing that uses it."""
    campaign = tmp_path / "campaign.kdesk"
    shutil.copy(Path(__file__).resolve().parents[1] / "fixtures" / "campaign-v14.kdesk", campaign)
    steps = (
        f"assert window.open_path({str(campaign)!r}, defer_check=True)\n"
        "assert window.tab('Roster').proxy.rowCount() > 0  # built, its rows read: what the next paint draws"
    )
    later = ("desktop.rules.scene", "desktop.rules.roster.healing", "desktop.rules.combat.wounds")
    assert (
        _loaded_after(tmp_path, steps, (*later, "desktop.views.common.menu_icons", "desktop.views.common.dice_prompt"))
        == []
    )
