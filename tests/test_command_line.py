"""The command line of DESIGN.md: --version, --help and --self-check, run as a Keeper would run them."""

import json
import sqlite3
import subprocess
import sys

import pytest

from desktop import __version__
from desktop.views.common.icons import ACTION_ICONS, BUTTON_ICONS, TAB_ICONS


def run(*args, env_home):
    import os

    env = dict(os.environ, KEEPER_DESK_HOME=str(env_home))
    env.pop("QT_QPA_PLATFORM", None)
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_version(data_home):
    result = run("--version", env_home=data_home)
    assert result.returncode == 0 and result.stdout.strip() == f"Keeper Desk {__version__}"


def test_help_names_the_campaign_argument(data_home):
    result = run("--help", env_home=data_home)
    assert result.returncode == 0 and "--self-check" in result.stdout and "campaign" in result.stdout


ICONS = set(TAB_ICONS.values()) | set(ACTION_ICONS.values()) | set(BUTTON_ICONS.values())


@pytest.mark.slow
def test_self_check_on_a_campaign_leaves_it_untouched(data_home, campaign_path, qapp):
    from desktop.cards.layout import Layout
    from desktop.cards.reference import reference_deck
    from desktop.cards.render import plan
    from desktop.store.campaign_file import close_campaign, open_campaign
    from desktop.store.sample import write_sample_roster

    open_campaign(campaign_path, create_name="Checked")
    write_sample_roster()
    close_campaign()
    before = campaign_path.read_bytes()
    result = run("--self-check", str(campaign_path), env_home=data_home)
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert result.returncode == 0, result.stderr
    # The whole reference deck, four cards a sheet of A4: as many pages as its cards take.
    assert report["ok"] is True and report["deck_pages"] == -(-len(plan(reference_deck(), Layout())) // 4)
    assert report["tabs"] == ["Roster", "Dice", "Combat", "Chase", "Sanity", "Tomes", "Cards", "Notes"]
    assert (
        report["version"] == __version__
        and report["characters"] == 8
        and report["bestiary"] == 22
        and report["wizard"] is True
        and report["icons"] == len(ICONS)
    )
    assert campaign_path.read_bytes() == before


def test_self_check_reports_a_bad_file_as_json(data_home, tmp_path):
    bad = tmp_path / "bad.kdesk"
    bad.write_text("nope")
    result = run("--self-check", str(bad), env_home=data_home)
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert result.returncode == 1 and report["ok"] is False and "not a Keeper Desk campaign" in report["error"]


def test_first_start_creates_the_default_campaign_with_the_sample_roster(data_home, qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from desktop import app

    shown = {}
    monkeypatch.setattr(QApplication, "exec", lambda self=None: shown.setdefault("ran", 0))
    before = set(QApplication.topLevelWidgets())
    assert app.main([]) == 0
    window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "MainWindow" and w not in before)
    qtbot.addWidget(window)
    # The window shows first, saying what it opens; the campaign opens into it once it has painted.
    assert window.isVisible() and window.opening and window.session is None
    assert window.ui.tabs.widget(0).text() == "Opening Default.kdesk…"
    qtbot.wait_until(lambda: window.session is not None)
    assert (data_home / "Default.kdesk").exists()
    qtbot.wait_until(lambda: len(list((data_home / "backups").glob("*/*.kdesk"))) == 1)  # taken after painting
    assert window.windowTitle() == "Keeper Desk — Default Campaign"
    assert window.session.roster.rowCount() == 8 and not window.opening


def test_an_unexpected_error_is_logged_and_shown_once(data_home, dialogs, monkeypatch):
    import sys

    from desktop import crashlog

    shown = []
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    crashlog.start_logging(data_home)
    crashlog.install_excepthook(lambda summary, log: shown.append((summary, log)), data_home)
    try:
        raise RuntimeError("the Shoggoth ate the index")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert shown == [("RuntimeError: the Shoggoth ate the index", str(data_home / "keeper-desk.log"))]
    for handler in crashlog.logger().handlers:
        handler.flush()
    assert "the Shoggoth ate the index" in (data_home / "keeper-desk.log").read_text(encoding="utf-8")


def test_an_error_on_a_worker_thread_is_shown_on_the_gui_thread(data_home, qtbot, monkeypatch):
    """Errors raised in a QThreadPool task or a Python thread are logged there, and the dialog opens on the GUI
    thread (a widget touched from a worker crashes Qt)."""
    import sys
    import threading

    from PySide6.QtCore import QThreadPool

    from desktop import crashlog

    shown = []
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    crashlog.start_logging(data_home)
    crashlog.install_excepthook(lambda summary, log: shown.append((summary, threading.current_thread())), data_home)

    def fail_in_pool() -> None:
        raise RuntimeError("the pool's simulation broke")

    def fail_in_thread() -> None:
        raise LookupError("the thread's lookup broke")

    pool = QThreadPool()
    pool.start(fail_in_pool)
    pool.waitForDone()
    worker = threading.Thread(target=fail_in_thread, name="reader")
    worker.start()
    worker.join()
    qtbot.wait_until(lambda: len(shown) == 2)
    assert {summary for summary, _ in shown} == {
        "RuntimeError: the pool's simulation broke",
        "LookupError: the thread's lookup broke",
    }
    assert all(thread is threading.main_thread() for _, thread in shown)
    for handler in crashlog.logger().handlers:
        handler.flush()
    log = (data_home / "keeper-desk.log").read_text(encoding="utf-8")
    assert "the pool's simulation broke" in log and "(on thread reader)" in log


def test_a_hard_crash_leaves_its_stacks_in_the_fault_log(tmp_path):
    """A fault Python cannot catch (here a segmentation fault) writes every thread's stack to faults.log."""
    code = (
        "import sys, faulthandler; from pathlib import Path; from desktop.crashlog import enable_fault_log; "
        "enable_fault_log(Path(sys.argv[1])); faulthandler._sigsegv()"
    )
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    text = (tmp_path / "faults.log").read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in text and "<module>" in text


FIXTURES = __import__("pathlib").Path(__file__).resolve().parent / "fixtures" / "exchange"


@pytest.mark.slow
def test_import_creates_the_campaign_and_export_round_trips(data_home, tmp_path, capsys):
    """Through the real command: an import that creates the campaign, one into it, and its export; the export read
    back into a new campaign (in this process, the same code) exports the same bytes."""
    campaign = tmp_path / "new.kdesk"
    result = run("import", str(campaign), str(FIXTURES / "dholes_house_ada.json"), env_home=data_home)
    assert result.returncode == 0, result.stderr
    assert "Imported Ada Whitcombe (Dhole's House)" in result.stdout and "skipped Occult: no value" in result.stdout
    assert run("import", str(campaign), str(FIXTURES / "foundry_creatures.json"), env_home=data_home).returncode == 0
    first, second = tmp_path / "one.json", tmp_path / "two.json"
    assert run("export", str(campaign), str(first), env_home=data_home).returncode == 0
    names = [c["name"] for c in json.loads(first.read_text(encoding="utf-8"))["characters"]]
    assert names == ["Ada Whitcombe", "Deep One", "Dock Boss Malloy"]
    copy = tmp_path / "copy.kdesk"
    assert cli(capsys, "import", str(copy), str(first))[0] == 0
    assert cli(capsys, "export", str(copy), str(second))[0] == 0
    assert second.read_bytes() == first.read_bytes()


def test_a_bad_file_exits_non_zero_and_changes_nothing(data_home, tmp_path, capsys):
    """In this process (the same code as the command: test_a_file_no_campaign_can_hold_exits_1_from_the_real_command
    runs a bad file through the real one)."""
    broken = tmp_path / "broken.json"
    broken.write_text(
        '{"Investigator": {"PersonalDetails": {"Name": "X"}, "Characteristics": {"STR": "lots"}}}', encoding="utf-8"
    )
    missing = tmp_path / "never.kdesk"
    code, said = cli(capsys, "import", str(missing), str(broken))
    assert code == 1 and "Characteristics.STR: expected a number, not 'lots'" in said
    assert not missing.exists() and list(tmp_path.glob("never.kdesk*")) == []
    kept = tmp_path / "kept.kdesk"
    assert cli(capsys, "import", str(kept), str(FIXTURES / "foundry_character.json"))[0] == 0
    before = kept.read_bytes()
    code, said = cli(capsys, "import", str(kept), str(broken))
    assert code == 1 and kept.read_bytes() == before
    assert cli(capsys, "export", str(tmp_path / "absent.kdesk"), str(tmp_path / "x.json"))[0] == 1
    assert cli(capsys, "import", "only-one-argument")[0] == 1


HOLDER = """
import sys
from pathlib import Path
from desktop.models.opening import open_for_window
open_for_window(Path(sys.argv[1]))
print("open", flush=True)
sys.stdin.read()  # holds the campaign until the test lets go
"""


@pytest.mark.slow
def test_import_into_a_campaign_open_in_a_window_is_refused(data_home, tmp_path, capsys):
    """Before: `keeper-desk import` wrote into a campaign open in a window (exit 0); the window never learnt of it.
    Then it said the campaign "is open in another Keeper Desk window", which a command has none of (and what holds
    the lock may be another command)."""
    from desktop.models.opening import lock_path

    kept = tmp_path / "kept.kdesk"
    assert cli(capsys, "import", str(kept), str(FIXTURES / "foundry_character.json"))[0] == 0
    before = kept.read_bytes()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(kept)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        held = lock_path(kept).read_bytes()
        for through in (kept, tmp_path / "link.kdesk"):
            if through != kept:
                through.symlink_to(kept)
            if through == kept:  # the real command
                result = run("import", str(through), str(FIXTURES / "dholes_house_ada.json"), env_home=data_home)
                code, stderr = result.returncode, result.stderr
            else:  # the same code in this process
                code, stderr = cli(capsys, "import", str(through), str(FIXTURES / "dholes_house_ada.json"))
            assert code == 1, stderr
            # A command has no window of its own: it says what may hold the campaign, and what to do about it.
            said = " ".join(stderr.split())
            assert f"{through.name} is open in Keeper Desk (or another keeper-desk command) on this computer" in said
            assert f"process {holder.pid})" in said
            assert "Close it there, or let that command finish, and try again" in said
            assert "window" not in said and "Traceback" not in said
        assert kept.read_bytes() == before and lock_path(kept).read_bytes() == held
    finally:
        holder.kill()
        holder.wait()
    result = run("import", str(kept), str(FIXTURES / "dholes_house_ada.json"), env_home=data_home)
    assert result.returncode == 0, result.stderr  # the dead holder's lock is cleared
    assert not lock_path(kept).exists()


def test_import_into_a_campaign_locked_on_another_computer_says_whose(data_home, tmp_path, capsys):
    from desktop.models.opening import lock_path

    kept = tmp_path / "kept.kdesk"
    assert cli(capsys, "import", str(kept), str(FIXTURES / "foundry_character.json"))[0] == 0
    before = kept.read_bytes()
    lock_path(kept).write_bytes(b"4242\nkeeper-desk\nstick-pc\n" + b"5a" * 16 + b"\n" + b"0f" * 16 + b"\n")
    code, said = cli(capsys, "import", str(kept), str(FIXTURES / "dholes_house_ada.json"))
    assert code == 1 and "another computer" in said and "stick-pc" in said
    assert "window" not in said
    assert kept.read_bytes() == before


def test_import_into_a_read_only_campaign_is_refused_and_leaves_nothing(data_home, tmp_path, monkeypatch, capsys):
    """Before: ReadOnlyError escaped as a traceback."""
    from desktop import exchange_cli
    from desktop.store import campaign_file

    kept = tmp_path / "kept.kdesk"
    assert exchange_cli.run(["import", str(kept), str(FIXTURES / "foundry_character.json")]) == 0
    before = kept.read_bytes()
    monkeypatch.setattr(campaign_file, "can_write", lambda path: __import__("pathlib").Path(path) != kept)
    capsys.readouterr()
    assert exchange_cli.run(["import", str(kept), str(FIXTURES / "dholes_house_ada.json")]) == 1
    assert "kept.kdesk is read-only: nothing can be imported into it" in capsys.readouterr().err
    assert kept.read_bytes() == before and sorted(p.name for p in tmp_path.glob("*.*")) == ["kept.kdesk"]
    out = tmp_path / "out.json"
    assert exchange_cli.run(["export", str(kept), str(out)]) == 0  # reading a read-only campaign is fine
    assert json.loads(out.read_text(encoding="utf-8"))["characters"]
    assert kept.read_bytes() == before and sorted(p.name for p in tmp_path.glob("*.*")) == ["kept.kdesk", "out.json"]


def _bad(tmp_path, name, old, new):
    text = (FIXTURES / name).read_text(encoding="utf-8")
    assert text.count(old) == 1
    path = tmp_path / f"bad-{name}"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def _campaign_json(tmp_path, pattern, new):
    """Our own campaign file as export writes it, with the first match of `pattern` replaced by hand."""
    import re

    from desktop.store.campaign_file import close_campaign, open_campaign
    from desktop.store.exchange.campaign_json import dumps, export_campaign
    from desktop.store.sample import write_sample_roster

    open_campaign(tmp_path / "source.kdesk", create_name="Source")
    write_sample_roster()
    data = export_campaign()
    close_campaign()
    path = tmp_path / "campaign.json"
    text, count = re.subn(pattern, new, dumps(data), count=1)
    assert count == 1
    path.write_text(text, encoding="utf-8")
    return path


BAD_FILES = {
    "STR Infinity": lambda tmp: _bad(tmp, "dholes_house_ada.json", '"STR": "45"', '"STR": Infinity'),
    "SIZ 5,000 digits": lambda tmp: _bad(tmp, "dholes_house_ada.json", '"SIZ": "50"', '"SIZ": ' + "9" * 5000),
    "nested 50,000 deep": lambda tmp: _bad(
        tmp, "dholes_house_ada.json", '"Tall, ink-stained fingers."', "[" * 50_000 + "]" * 50_000
    ),
    "Foundry NaN": lambda tmp: _bad(tmp, "foundry_character.json", '"str": {"value": 60}', '"str": {"value": NaN}'),
    "Foundry 1e400": lambda tmp: _bad(tmp, "foundry_creatures.json", '"base": "45"', '"base": 1e400'),
    "Foundry @DEX/0": lambda tmp: _bad(tmp, "foundry_character.json", '"@DEX/2"', '"@DEX/0"'),
    "broken character": lambda tmp: _bad(tmp, "dholes_house_ada.json", '"Ada Whitcombe"', '"Ada \\ud800"'),
    "campaign -Infinity": lambda tmp: _campaign_json(tmp, r'"luck": \d+', '"luck": -Infinity'),
    "campaign id 10**20": lambda tmp: _campaign_json(tmp, r'"id": 1,', f'"id": {10**20},'),
    "campaign id twice": lambda tmp: _campaign_json(tmp, r'"id": 2,', '"id": 1,'),
}
PLACES = {
    "STR Infinity": "Investigator.Characteristics.STR: Infinity",
    "SIZ 5,000 digits": "Investigator.Characteristics.SIZ: a whole number of 5,000 digits is too large",
    "nested 50,000 deep": "nested more than 100 deep",
    "Foundry NaN": "system.characteristics.str.value: NaN",
    "Foundry 1e400": "[0].items[0].data.base: 1e400 is too large",
    "Foundry @DEX/0": "items[1] (Dodge).base: a base Keeper Desk cannot work out ('@DEX/0')",
    "broken character": "Investigator.PersonalDetails.Name: the text holds a broken character",
    "campaign -Infinity": ".luck: -Infinity is not a number",
    "campaign id 10**20": "characters[0].id: a whole number of 21 digits is too large",
    "campaign id twice": "characters[1].id: 1 is already used by characters[0]",
}


def cli(capsys, *args: str, keep_stdout: bool = False) -> tuple[int, str]:
    """The import/export command run in this process (the same code as `keeper-desk import ...`, without a new
    interpreter for each): its exit code and what it wrote to stderr (to stdout with `keep_stdout`)."""
    from desktop.exchange_cli import run as run_command

    capsys.readouterr()
    code = run_command(list(args))
    written = capsys.readouterr()
    return code, written.out if keep_stdout else written.err


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_a_file_no_campaign_can_hold_exits_1_by_place_and_leaves_nothing(data_home, tmp_path, capsys, case):
    bad = BAD_FILES[case](tmp_path)
    new = tmp_path / "new.kdesk"
    code, said = cli(capsys, "import", str(new), str(bad))
    assert code == 1 and PLACES[case] in said and len(said) < 400, said
    assert list(tmp_path.glob("new.kdesk*")) == []  # no campaign, no -wal, no -shm
    kept = tmp_path / "kept.kdesk"
    assert cli(capsys, "import", str(kept), str(FIXTURES / "foundry_character.json"))[0] == 0
    before = kept.read_bytes()
    code, said = cli(capsys, "import", str(kept), str(bad))
    assert code == 1 and PLACES[case] in said, said
    assert kept.read_bytes() == before and sorted(p.name for p in tmp_path.glob("kept.kdesk*")) == ["kept.kdesk"]


def test_a_file_no_campaign_can_hold_exits_1_from_the_real_command(data_home, tmp_path):
    """One of the bad files through the real process too: exit 1, the place named, no traceback, nothing left."""
    bad = BAD_FILES["STR Infinity"](tmp_path)
    new = tmp_path / "new.kdesk"
    result = run("import", str(new), str(bad), env_home=data_home)
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert PLACES["STR Infinity"] in result.stderr and list(tmp_path.glob("new.kdesk*")) == []


def test_a_long_backstory_comes_in_cut_with_the_rest_listed_as_left_out(data_home, tmp_path, capsys):
    story = "She remembers the flood, and the water under the stacks. " * 20_000  # 1.1 million characters
    bad = _bad(tmp_path, "dholes_house_ada.json", '"Tall, ink-stained fingers."', json.dumps(story))
    new = tmp_path / "new.kdesk"
    code, said = cli(capsys, "import", str(new), str(bad), keep_stdout=True)
    assert code == 0, said
    assert "skipped Notes: only the first 100,000 characters are kept" in said, said
    out = tmp_path / "out.json"
    assert cli(capsys, "export", str(new), str(out))[0] == 0
    [ada] = json.loads(out.read_text(encoding="utf-8"))["characters"]
    assert len(ada["notes"]) == 100_000 and ada["notes"].startswith("Description: She remembers the flood")


@pytest.mark.parametrize(
    "failure", [sqlite3.OperationalError("database or disk is full"), KeyboardInterrupt()], ids=["disk full", "Ctrl+C"]
)
def test_an_import_that_fails_while_writing_leaves_no_new_campaign_behind(data_home, tmp_path, monkeypatch, failure):
    from desktop import exchange_cli
    from desktop.store import character_rows

    def fail(*args):
        raise failure

    monkeypatch.setattr(character_rows, "write_character", fail)
    new = tmp_path / "new.kdesk"
    if isinstance(failure, KeyboardInterrupt):
        with pytest.raises(KeyboardInterrupt):
            exchange_cli.run(["import", str(new), str(FIXTURES / "dholes_house_ada.json")])
    else:
        assert exchange_cli.run(["import", str(new), str(FIXTURES / "dholes_house_ada.json")]) == 1
    assert list(tmp_path.glob("new.kdesk*")) == []


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "empty.json is empty: there is nothing in it to import"),
        ('{"a" 1}', "empty.json, line 1, column 6: this is not JSON (a colon is missing)"),
        ("[1 2", "empty.json, line 1, column 4: this is not JSON (a comma is missing)"),
    ],
)
def test_a_file_that_is_not_json_is_said_in_plain_words_once(data_home, tmp_path, capsys, text, said):
    """Found playing: "keeper-desk: empty.json: empty.json, line 1, column 1: Expecting value"."""
    bad = tmp_path / "empty.json"
    bad.write_text(text, encoding="utf-8")
    code, stderr = cli(capsys, "import", str(tmp_path / "new.kdesk"), str(bad))
    assert code == 1 and stderr.strip() == f"keeper-desk: {said}"
