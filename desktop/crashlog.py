"""Nothing unexpected kills the app silently: a rotating log in the data folder, a `sys.excepthook` that logs and
shows one readable dialog, and a Qt message handler that logs Qt's own warnings.

The logging machinery is imported only when something is first logged, so start-up does not pay for it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

LOG_NAME = "keeper-desk.log"
_home: Path | None = None


def log_path(home: Path) -> Path:
    return home / LOG_NAME


def start_logging(home: Path) -> Path:
    """Log to `keeper-desk.log` in the data folder (three older files of 1 MB kept beside it), from the first
    message on."""
    global _home
    _home = home
    return log_path(home)


def logger():
    """The app's logger, writing to the data folder's log file once start_logging has named it."""
    import logging
    from logging.handlers import RotatingFileHandler

    log = logging.getLogger("keeper_desk")
    target = str(log_path(_home).absolute()) if _home is not None else None
    for old in [h for h in log.handlers if isinstance(h, RotatingFileHandler) and h.baseFilename != target]:
        log.removeHandler(old)  # a data folder named since (tests, another start)
        old.close()
    if target is not None and not any(isinstance(h, RotatingFileHandler) for h in log.handlers):
        handler = RotatingFileHandler(log_path(_home), maxBytes=1_000_000, backupCount=3, encoding="utf-8",
                                      delay=True)  # fmt: skip
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return log


def install_excepthook(
    show: Callable[[str, str], None], home: Path, handled: Callable[[BaseException], bool] = lambda exc: False
) -> None:
    """Every uncaught exception (in a slot too) is logged with its traceback; unless `handled(exc)` deals with it
    (a damaged file is closed and its backups offered), `show(summary, log file)` tells the Keeper in one dialog.
    The app keeps running. A second error while the dialog is open is only logged."""
    showing = False

    def hook(kind, value, tb) -> None:
        nonlocal showing
        import traceback

        logger().error("Unexpected error:\n%s", "".join(traceback.format_exception(kind, value, tb)))
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        if showing or handled(value):
            return
        showing = True
        try:
            show(f"{kind.__name__}: {value}", str(log_path(home)))
        except Exception:  # the dialog itself failed: the log still has it
            logger().exception("Could not show the error dialog")
        finally:
            showing = False

    sys.excepthook = hook


def install_qt_message_handler() -> None:
    """Qt's warnings and errors go to the log rather than nowhere."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {QtMsgType.QtDebugMsg: 10, QtMsgType.QtInfoMsg: 20, QtMsgType.QtWarningMsg: 30,
              QtMsgType.QtCriticalMsg: 40, QtMsgType.QtFatalMsg: 50}  # fmt: skip

    def handler(kind, context, message: str) -> None:
        logger().log(levels.get(kind, 30), "Qt: %s", message)

    qInstallMessageHandler(handler)
