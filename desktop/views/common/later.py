"""Work put off until the Keeper sees what changed: a callback run once Qt has repainted the widgets changed so far."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt


class _Later(QObject):
    def __init__(self, parent: QObject, callback: Callable[[], None]) -> None:
        super().__init__(parent)
        self._callback = callback

    def event(self, event: QEvent) -> bool:
        if event.type() != QEvent.Type.User:
            return super().event(event)
        self.deleteLater()
        self._callback()
        return True


def after_repaint(parent: QObject, callback: Callable[[], None]) -> None:
    """Call `callback` once the widgets changed so far have been repainted (never, if `parent` goes first).

    Qt posts its repaint requests at low priority; an event posted after them at the same priority is delivered
    after them, so the Keeper sees the change before the work runs."""
    QCoreApplication.postEvent(
        _Later(parent, callback), QEvent(QEvent.Type.User), Qt.EventPriority.LowEventPriority.value
    )
