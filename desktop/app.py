"""Start-up: the command line, QApplication, settings, the campaign file, and the main window."""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop import __version__
from desktop.paths import data_home, default_campaign_path, settings_path


@dataclass(frozen=True)
class Options:
    """What the command line asked for."""

    campaign: str | None = None
    self_check: bool = False


def _console_stdout() -> None:
    """A windowed Windows build has no stdout unless its parent redirected one: write to the parent's console."""
    if sys.stdout is not None or sys.platform != "win32":
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # -1: the console of the process that started us
        sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the process


def parse_args(argv: Sequence[str]) -> Options:
    """The command line. A plain launch (nothing, or one campaign file) needs no parser at all."""
    if len(argv) <= 1 and not any(arg.startswith("-") for arg in argv):
        return Options(argv[0] if argv else None)
    _console_stdout()  # --version, --help and --self-check print
    import argparse

    parser = argparse.ArgumentParser(
        prog="keeper-desk",
        description="Keeper Desk: an offline companion for Keepers of Call of Cthulhu, 7th edition.",
        epilog="KEEPER_DESK_HOME, when set, replaces the user data directory.",
    )
    parser.add_argument("campaign", nargs="?", help="campaign file (.kdesk) to open; default: the last one used")
    parser.add_argument(
        "--self-check",
        action="store_true",
        help="build every tab offscreen on a temporary copy of the campaign, print one JSON line, exit",
    )
    parser.add_argument("--version", action="version", version=f"Keeper Desk {__version__}")
    parsed = parser.parse_args(argv)
    return Options(parsed.campaign, parsed.self_check)


def _settings():
    from PySide6.QtCore import QSettings

    return QSettings(str(settings_path()), QSettings.Format.IniFormat)


def _campaign_to_open(requested: str | None, settings) -> tuple[Path, str | None]:
    """The file to open and, when it must be created, its name."""
    if requested:
        return Path(requested), None
    last = settings.value("campaign/last")
    if last and Path(last).exists():
        return Path(last), None
    default = default_campaign_path()
    return default, (None if default.exists() else "Default Campaign")


def self_check(requested: str | None) -> int:
    """Open a temporary copy of the campaign offscreen, build every tab, print one JSON line."""
    import json
    import sqlite3
    import tempfile

    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    try:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        from desktop.models.opening import open_for_window, release
        from desktop.store.campaign_file import CampaignError, Refusal, inspect, read_only_connection
        from desktop.views.window.main_window import MainWindow

        app = QApplication.instance() or QApplication([sys.argv[0]])
        with tempfile.TemporaryDirectory(prefix="keeper-desk-check-") as tmp:
            copy = Path(tmp) / "check.kdesk"
            source = Path(requested) if requested else default_campaign_path()
            if requested and not source.exists():
                raise CampaignError(f"{source} does not exist", Refusal.MISSING)
            if source.exists():
                inspect(source)
                src = read_only_connection(source)
                try:
                    dst = sqlite3.connect(copy)
                    src.backup(dst)
                    dst.close()
                finally:
                    src.close()
                open_for_window(copy)
            else:
                open_for_window(copy, "Self-check")
            settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
            window = MainWindow(settings)
            window.show_campaign()
            tabs = window.build_all_tabs()
            window.grab()
            characters = window.session.roster.rowCount()
            from desktop.cards.layout import Layout
            from desktop.cards.paint import pdf_bytes
            from desktop.cards.reference import reference_deck

            pdf, deck_pages = pdf_bytes(reference_deck(), Layout())
            from desktop.rules.bestiary import bestiary

            creatures = len(bestiary())
            from desktop.views.common.icons import every_icon

            icons = every_icon()
            from desktop.views.roster.creation_wizard import CreationWizard

            wizard = CreationWizard(window)
            wizard_ok = wizard.currentPage() is not None and wizard.ui.occupationCombo.count() > 0
            wizard.deleteLater()
            if not pdf.startswith(b"%PDF"):
                raise RuntimeError("the reference deck did not render to a PDF")
            window.close()
            window.deleteLater()
            app.processEvents()
            release()
        report = {
            "ok": True,
            "version": __version__,
            "tabs": tabs,
            "deck_pages": deck_pages,
            "bestiary": creatures,
            "wizard": wizard_ok,
            "icons": icons,
            "characters": characters,
            "data_home": str(data_home()),
        }
        print(json.dumps(report))
        return 0
    except Exception as exc:  # the self-check reports every failure as JSON
        print(json.dumps({"ok": False, "error": f"{type(exc).__name__}: {exc}"}))
        return 1


def _set_icon(app) -> None:
    from PySide6.QtGui import QIcon

    from desktop.resources import resource_path

    app.setWindowIcon(QIcon(str(resource_path("icons", "keeper-desk.svg"))))
    app.setDesktopFileName("keeper-desk")


def _when_painted(window, callback, fallback_ms: int = 1000) -> None:
    """Call `callback` once, just after the window first paints; or after `fallback_ms`, for a window that starts
    minimised or hidden and so never paints."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        done = False

        def eventFilter(self, watched, event):  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, self.fire)
            return False

        def fire(self) -> None:
            if not self.done:
                self.done = True
                callback()

    painted = FirstPaint(window)
    window.installEventFilter(painted)
    QTimer.singleShot(fallback_ms, painted.fire)


def _collect_again() -> None:
    """Python's cycle collector runs again: main() holds it off from the start until the campaign is drawn. Start-up
    makes many objects and almost no garbage, and the collections it set off took about 30 ms (one full pass of 16 ms)
    between the window showing and the campaign drawn in it."""
    gc.enable()


def _open_campaign(window, path: Path, create_name: str | None, probe=None) -> None:
    """After the first paint: the Roster's first screenful, read straight from the file, then, once that is drawn,
    the campaign opened into the window, and once that is drawn, the whole file checked and backed up. `probe` (the
    start-up probe's) is told when the campaign's rows are in the window, and when the campaign is."""
    if not window.opening:
        _collect_again()
        return  # the Keeper opened another campaign from the File menu first
    from desktop.views.common.later import after_repaint

    if create_name is None and window.show_first_screenful(path):
        if probe is not None:
            probe.drawn()
        after_repaint(window, lambda: _open_into(window, path, None, probe))
    else:
        _open_into(window, path, create_name, probe)


def _open_into(window, path: Path, create_name: str | None, probe=None) -> None:
    if not window.opening:
        _collect_again()
        return  # the Keeper opened another campaign from the File menu meanwhile
    from desktop.views.common.later import after_repaint

    window.open_path(path, create_name, defer_check=True)
    if probe is not None:
        probe.live()
    after_repaint(window, lambda: _finish_opening(window))


def _finish_opening(window) -> None:
    """After the roster is drawn: the campaign's full check, then its rolling backup, then the other tabs' code
    imported a module at a time (tabs.warm_up).

    The check and the backup read the whole file, so they wait until the window shows. Nothing can be written before
    the check has passed (every write runs it first); a damaged file is closed untouched, never backed up, and the
    window says so and offers the campaign's good backups."""
    from desktop.paths import backups_dir
    from desktop.store.backups import rolling_backup
    from desktop.store.campaign_file import CampaignError, current_path

    _collect_again()
    if current_path() is None:
        return
    try:
        rolling_backup(backups_dir())
    except CampaignError as exc:
        window.campaign_failed(exc)
        return
    except OSError as exc:  # a full disk or an unwritable backups folder: say so, the campaign itself is fine
        window.statusBar().showMessage(f"No backup could be taken: {exc.strerror or exc}", 15000)
    if window.session is not None:
        from desktop.views.window.tabs import warm_up

        def people() -> None:  # the campaign's list of characters as the pickers and the Cards tab list it
            if window.session is not None:
                window.session.people.rows()

        warm_up(window.session.combat_rules, None, people)  # the other tabs' code, while the Keeper reads the roster


def _show_unexpected(summary: str, log_file: str) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop.views.common.look import message_box

    message_box(
        QApplication.activeWindow(),
        "critical",
        "Something went wrong",
        f"Keeper Desk met an error it did not expect:\n\n{summary}\n\nYour campaign is saved as it was before "
        f"the last action. The details are in {log_file}.",
    )


def _install_startup_probe(window, started: float):
    """KEEPER_DESK_STARTUP_PROBE=1: print when the window first paints, when the campaign's rows are drawn in it
    (its first screenful, or the campaign itself when it opened without one) and when the campaign, opened, is
    drawn; then quit (for the benchmark, which stamps a bare PySide6 window the same way). Returns the probe, to be
    told of the two moments.

    Each is drawn when the window's first repaint after it is done: Qt paints every widget changed so far (the
    Roster's rows among them) within that one update request. The probe watches only the window: a filter on the
    whole application, or asking a view for its viewport, makes Python objects (and PySide6 makes the classes'
    enums) for what it is given, and that slowed what it measures by about 30 ms."""
    import json

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    class Probe(QObject):
        stamps: dict[str, float] = {}
        due: list[str] = []  # the stamps the next repaint makes

        def eventFilter(self, watched, event):  # noqa: N802 - Qt override
            kind = event.type()
            if kind == QEvent.Type.Paint and not self.stamps:  # the window's own first paint
                self.stamps.update(first_paint_wall=time.time(), first_paint_cpu=time.process_time())
            elif kind == QEvent.Type.UpdateRequest and self.due:
                QMainWindow.event(watched, event)  # the repaint itself, then the stamps
                wall, cpu = time.time(), time.process_time()
                for name in self.due:
                    self.stamps.update({f"{name}_wall": wall, f"{name}_cpu": cpu})
                self.due = []
                if "live_paint_wall" in self.stamps:
                    watched.removeEventFilter(self)
                    print(json.dumps(self.stamps | {"in_process": time.perf_counter() - started}))
                    sys.stdout.flush()
                    QTimer.singleShot(0, QApplication.quit)
                return True
            return False

        def drawn(self) -> None:
            """The campaign's first screenful is in the window."""
            self.due = ["campaign_paint"]

        def live(self) -> None:
            """The campaign is open in the window (and, when no first screenful came before, its rows drawn)."""
            self.due = (
                [*self.due, "live_paint"] if "campaign_paint_wall" in self.stamps else ["campaign_paint", "live_paint"]
            )

    probe = Probe(window)
    window.installEventFilter(probe)
    return probe


def main(argv: Sequence[str] | None = None) -> int:
    started = time.perf_counter()
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments and arguments[0] in ("import", "export"):
        _console_stdout()
        from desktop.exchange_cli import run

        return run(arguments)
    args = parse_args(arguments)
    if args.self_check:
        return self_check(args.campaign)

    gc.disable()  # until the campaign is drawn (_collect_again)
    from PySide6.QtCore import QTimer

    from desktop.pyside_imports import answer_without_reading

    answer_without_reading()  # before the window's modules are imported
    from PySide6.QtWidgets import QApplication

    from desktop.views.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Keeper Desk")
    app.setOrganizationName("Keeper Desk")
    app.setApplicationVersion(__version__)
    _set_icon(app)
    from desktop.crashlog import enable_fault_log, install_excepthook, install_qt_message_handler, start_logging

    start_logging(data_home())
    enable_fault_log(data_home())
    install_qt_message_handler()
    settings = _settings()
    path, create_name = _campaign_to_open(args.campaign, settings)
    window = MainWindow(settings)
    install_excepthook(_show_unexpected, data_home(), window.read_failed)
    # The window is shown first and the campaign opens the moment it has painted: a Keeper sees Keeper Desk at once,
    # and the database layer loads while they look at it.
    window.show_opening(path)
    probe = _install_startup_probe(window, started) if os.environ.get("KEEPER_DESK_STARTUP_PROBE") else None
    _when_painted(window, lambda: _open_campaign(window, path, create_name, probe))
    QTimer.singleShot(10_000, _collect_again)  # whatever becomes of the opening
    window.show()
    return app.exec()
