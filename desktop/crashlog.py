"""Nothing unexpected kills the app silently: a rotating log in the data folder, a `sys.excepthook` (and
`threading.excepthook`) that logs and shows one readable dialog on the GUI thread, a fault log for crashes Python
cannot catch, and a Qt message handler that logs Qt's own warnings.

The logging machinery is imported only when something is first logged, so start-up does not pay for it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

LOG_NAME = "keeper-desk.log"
FAULT_LOG_NAME = "faults.log"
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
        handler = RotatingFileHandler(log_path(_home), maxBytes=1_000_000, backupCount=3, encoding="utf-8", delay=True)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
    return log


def install_excepthook(
    show: Callable[[str, str], None], home: Path, handled: Callable[[BaseException], bool] = lambda exc: False
) -> None:
    """Every uncaught exception (in a slot or on a worker thread too) is logged with its traceback where it was
    raised; then, on the GUI thread only, unless `handled(exc)` deals with it (a damaged file is closed and its
    backups offered), `show(summary, log file)` tells the Keeper in one dialog. An error raised on another thread
    is posted to the GUI thread by a queued signal (a widget is never touched from a worker). The app keeps running.
    A second error while the dialog is open is only logged."""
    import threading

    from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

    showing = False

    def on_gui_thread(value: BaseException, summary: str) -> None:
        nonlocal showing
        app = QCoreApplication.instance()
        if app is not None and QThread.currentThread() is not app.thread():  # never reached through the relay
            logger().error("An error reached the dialog off the GUI thread; not shown: %s", summary)
            return
        if showing or handled(value):
            return
        showing = True
        try:
            show(summary, str(log_path(home)))
        except Exception:  # the dialog itself failed: the log still has it
            logger().exception("Could not show the error dialog")
        finally:
            showing = False

    class Relay(QObject):
        """Lives on the GUI thread; an error emitted from any other thread reaches its slot there, queued."""

        raised = Signal(object, str)

        @Slot(object, str)
        def deliver(self, value: BaseException, summary: str) -> None:
            on_gui_thread(value, summary)

    global _relay
    _relay = Relay()
    app = QCoreApplication.instance()
    if app is not None and _relay.thread() is not app.thread():
        _relay.moveToThread(app.thread())
    _relay.raised.connect(_relay.deliver)  # direct on the GUI thread, queued from any other

    def hook(kind, value, tb) -> None:
        import traceback

        text = "".join(traceback.format_exception(kind, value, tb))
        logger().error("Unexpected error (on thread %s):\n%s", threading.current_thread().name, text)
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        _relay.raised.emit(value, f"{kind.__name__}: {value}")

    def thread_hook(args) -> None:  # threading.Thread's uncaught errors take the same road
        if args.exc_type is not SystemExit:
            hook(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = hook
    threading.excepthook = thread_hook


_relay = None  # the GUI thread's receiver of errors (kept alive for the process)
_fault_file = None  # faulthandler's file, open for the process


def enable_fault_log(home: Path) -> Path:
    """A crash Python cannot catch (a segmentation fault in Qt, an abort) writes every thread's stack to
    `faults.log` in the data folder (faulthandler), so the log folder holds something to report."""
    import faulthandler

    global _fault_file
    path = home / FAULT_LOG_NAME
    home.mkdir(parents=True, exist_ok=True)
    if _fault_file is not None:
        _fault_file.close()
    _fault_file = path.open("a", encoding="utf-8")
    faulthandler.enable(file=_fault_file, all_threads=True)
    return path


def install_qt_message_handler() -> None:
    """Qt's warnings and errors go to the log rather than nowhere."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    levels = {
        QtMsgType.QtDebugMsg: 10,
        QtMsgType.QtInfoMsg: 20,
        QtMsgType.QtWarningMsg: 30,
        QtMsgType.QtCriticalMsg: 40,
        QtMsgType.QtFatalMsg: 50,
    }

    def handler(kind, _context, message: str) -> None:
        logger().log(levels.get(kind, 30), "Qt: %s", message)

    qInstallMessageHandler(handler)
