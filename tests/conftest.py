"""Shared fixtures: offscreen Qt, a temporary data home, and a fresh campaign per test."""

import os
import sys

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# Compiled modules are cached (in __pycache__, ignored by git) for the workers and the app's own processes the tests
# start, whatever the environment says: compiling every module afresh in each cost the suite 7 s.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False
os.environ.setdefault("QT_QUICK_BACKEND", "software")

import gc  # noqa: E402
import re  # noqa: E402
import secrets  # noqa: E402
import shutil  # noqa: E402
import socket  # noqa: E402
import sqlite3  # noqa: E402
import tempfile  # noqa: E402
from contextlib import closing  # noqa: E402
from pathlib import Path  # noqa: E402

import PySide6.QtCore  # noqa: E402, F401 - before answer_without_reading, which needs PySide6's import hook
import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

from desktop.pyside_imports import answer_without_reading  # noqa: E402

answer_without_reading()  # as the app does: every module the tests import after this is imported as the app's are
from desktop.store.campaign_file import close_campaign, open_campaign  # noqa: E402
from desktop.store.sample import write_sample_roster  # noqa: E402

# On CI the property tests run the same examples every time (a failure found there is kept as an @example); at a
# desk they search afresh on each run. HYPOTHESIS_PROFILE picks one by name.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("dev")
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


def pytest_configure(config: pytest.Config) -> None:
    """Once, before the workers start: every module compiled into its __pycache__, so that neither the two workers
    nor the app's processes the tests start compile them each afresh (on a fresh clone that cost the suite 7 s)."""
    if hasattr(config, "workerinput"):
        return
    import compileall

    root = Path(__file__).resolve().parents[1]
    for folder in ("desktop", "tests", "benchmarks"):
        compileall.compile_dir(root / folder, quiet=1, workers=1)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slow tests first: spread over the workers from the start, none is left running alone at the end."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report = yield
    if report.failed:
        item.stash[FAILED] = True
    return report


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    """Once a test is over and its fixtures are let go, the widgets pytest-qt closed and asked to be deleted later are
    deleted: no event loop runs between tests to do it, so every test's main window (a few hundred widgets) lived on
    until the garbage collector happened by, and each new window's theme walked all of them (40 ms a test, growing).
    A failed test's traceback holds its objects (a model tester watching a model of the window would be called as the
    window goes): it is let go first."""
    result = yield
    if "PySide6.QtWidgets" in sys.modules:
        from PySide6.QtCore import QEvent
        from PySide6.QtWidgets import QApplication

        if QApplication.instance() is not None:
            if item.stash.get(FAILED, False):
                sys.last_type = sys.last_value = sys.last_traceback = None
                gc.collect()
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return result


@pytest.fixture
def tmp_path(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new empty folder for each test, as pytest's own, but made in one call: pytest's numbers its folders by
    reading every folder made before it (two thousand a worker by the end), which cost the suite 3 s a worker."""
    prefix = re.sub(r"\W", "_", request.node.name)[:30] + "-"
    return Path(tempfile.mkdtemp(prefix=prefix, dir=tmp_path_factory.getbasetemp()))


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("KEEPER_DESK_HOME", str(home))
    yield home
    from desktop.models.opening import release

    release()


@pytest.fixture
def campaign_path(tmp_path):
    return tmp_path / "test.kdesk"


@pytest.fixture(scope="session")
def sample_campaign_file(tmp_path_factory) -> Path:
    """A new campaign holding the sample roster, made once for the session (built by every migration step and
    written character by character, it takes 30 ms; a copy takes 5)."""
    path = tmp_path_factory.mktemp("sample") / "sample.kdesk"
    previous = os.environ.get("KEEPER_DESK_HOME")
    os.environ["KEEPER_DESK_HOME"] = str(path.parent / "home")  # its first open leaves nothing in a test's home
    try:
        open_campaign(path, create_name="Test Campaign")
        write_sample_roster()
        close_campaign()
    finally:
        if previous is None:
            os.environ.pop("KEEPER_DESK_HOME")
        else:
            os.environ["KEEPER_DESK_HOME"] = previous
    return path


@pytest.fixture
def campaign(campaign_path, sample_campaign_file):
    """An open campaign holding the sample roster: a copy of the session's sample, with a campaign id of its own
    as a new campaign has."""
    shutil.copyfile(sample_campaign_file, campaign_path)
    with closing(sqlite3.connect(campaign_path)) as connection, connection:
        connection.execute('UPDATE "campaign" SET "uid" = ?', (secrets.token_hex(8),))
    return open_campaign(campaign_path)


@pytest.fixture(autouse=True)
def no_network(monkeypatch):
    """Keeper Desk never uses the network: any attempt fails the test."""

    def refuse(*args, **kwargs):
        raise AssertionError(f"Keeper Desk tried to reach the network: {args!r}")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


class Dialogs:
    """Message boxes shown during a test: never modal here; each answers with the next queued answer, else its
    default button (or Ok)."""

    def __init__(self):
        self.shown = []  # (title, text, text format)
        self.answers = []

    def texts(self):
        return [text for _, text, _ in self.shown]


@pytest.fixture(autouse=True)
def dialogs(monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    record = Dialogs()

    def fake_exec(box):
        record.shown.append((box.windowTitle(), box.text(), box.textFormat()))
        if record.answers:
            return record.answers.pop(0)
        default = box.defaultButton()
        return box.standardButton(default) if default is not None else QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return record
