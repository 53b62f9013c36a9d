"""Nothing unexpected kills the app silently: a rotating log in the data folder, a `sys.excepthook` that logs and
shows one readable dialog, and a Qt message handler that logs Qt's own warnings."""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path

LOG_NAME = "keeper-desk.log"
log = logging.getLogger("keeper_desk")


def log_path(home: Path) -> Path:
    return home / LOG_NAME


def start_logging(home: Path) -> Path:
    """Log to `keeper-desk.log` in the data folder (three older files of 1 MB kept beside it)."""
    path = log_path(home)
    if not any(isinstance(h, RotatingFileHandler) for h in log.handlers):
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8", delay=True)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return path


def install_excepthook(
    show: Callable[[str, str], None], home: Path, handled: Callable[[BaseException], bool] = lambda exc: False
) -> None:
    """Every uncaught exception (in a slot too) is logged with its traceback; unless `handled(exc)` deals with it
    (a damaged file is closed and its backups offered), `show(summary, log file)` tells the Keeper in one dialog.
    The app keeps running. A second error while the dialog is open is only logged."""
    showing = False

    def hook(kind, value, tb) -> None:
        nonlocal showing
        log.error("Unexpected error:\n%s", "".join(traceback.format_exception(kind, value, tb)))
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        if showing or handled(value):
            return
        showing = True
        try:
            show(f"{kind.__name__}: {value}", str(log_path(home)))
        except Exception:  # the dialog itself failed: the log still has it
            log.exception("Could not show the error dialog")
        finally:
            showing = False

    sys.excepthook = hook


def install_qt_message_handler() -> None:
    """Qt's warnings and errors go to the log rather than nowhere."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }  # fmt: skip

    def handler(kind, context, message: str) -> None:
        log.log(levels.get(kind, logging.WARNING), "Qt: %s", message)

    qInstallMessageHandler(handler)
