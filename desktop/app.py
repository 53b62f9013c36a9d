"""Start-up: the command line, QApplication, settings, the campaign file, and the main window."""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from desktop import __version__
from desktop.paths import backups_dir, data_home, default_campaign_path, settings_path


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
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
    return parser.parse_args(argv)


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


def _open(path: Path, create_name: str | None, *, backup: bool = True) -> None:
    """Open (or create, with the sample roster) a campaign, then take a rolling backup of it."""
    from desktop.store.campaign_file import open_campaign, rolling_backup
    from desktop.store.sample import write_sample_roster

    open_campaign(path, create_name=create_name)
    if create_name is not None:
        write_sample_roster()
    if backup:
        rolling_backup(backups_dir())


def _style(app) -> None:
    from desktop.resources import resource_path

    app.setStyleSheet(resource_path("style.qss").read_text(encoding="utf-8"))


def self_check(requested: str | None) -> int:
    """Open a temporary copy of the campaign offscreen, build every tab, print one JSON line."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    try:
        from PySide6.QtWidgets import QApplication

        from desktop.store.campaign_file import close_campaign, inspect
        from desktop.views.main_window import MainWindow

        app = QApplication.instance() or QApplication([sys.argv[0]])
        with tempfile.TemporaryDirectory(prefix="keeper-desk-check-") as tmp:
            copy = Path(tmp) / "check.kdesk"
            source = Path(requested) if requested else default_campaign_path()
            if source.exists():
                inspect(source)
                with sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True) as src:
                    dst = sqlite3.connect(copy)
                    src.backup(dst)
                    dst.close()
                _open(copy, None, backup=False)
            else:
                _open(copy, "Self-check", backup=False)
            from PySide6.QtCore import QSettings

            settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
            _style(app)
            window = MainWindow(settings)
            window.show_campaign()
            tabs = window.build_all_tabs()
            window.grab()
            characters = window.session.roster.rowCount()
            window.close()
            window.deleteLater()
            app.processEvents()
            close_campaign()
        print(json.dumps({"ok": True, "version": __version__, "tabs": tabs, "deck_pages": 0,
                          "characters": characters, "data_home": str(data_home())}))  # fmt: skip
        return 0
    except Exception as exc:  # the self-check reports every failure as JSON
        print(json.dumps({"ok": False, "error": f"{type(exc).__name__}: {exc}"}))
        return 1


def _install_startup_probe(window, started: float) -> None:
    """KEEPER_DESK_STARTUP_PROBE=1: print seconds from process start to the first paint, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
                self.done = True
                print(json.dumps({"first_paint_wall": time.time(), "in_process": time.perf_counter() - started}))
                sys.stdout.flush()
                QTimer.singleShot(0, QApplication.quit)
            return False

    probe = FirstPaint(window)
    window.installEventFilter(probe)


def main(argv: Sequence[str] | None = None) -> int:
    started = time.perf_counter()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.self_check:
        return self_check(args.campaign)

    from PySide6.QtWidgets import QApplication, QMessageBox

    from desktop.store.campaign_file import CampaignError
    from desktop.views.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Keeper Desk")
    app.setOrganizationName("Keeper Desk")
    app.setApplicationVersion(__version__)
    _style(app)
    settings = _settings()
    path, create_name = _campaign_to_open(args.campaign, settings)
    try:
        _open(path, create_name)
    except CampaignError as exc:
        QMessageBox.warning(None, "Cannot open campaign", f"{exc}\n\nKeeper Desk will open the default campaign.")
        default = default_campaign_path()
        _open(default, None if default.exists() else "Default Campaign")
    window = MainWindow(settings)
    window.show_campaign()
    if os.environ.get("KEEPER_DESK_STARTUP_PROBE"):
        _install_startup_probe(window, started)
    window.show()
    return app.exec()
