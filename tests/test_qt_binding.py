"""Guards on the Qt binding itself: PySide6 6.12.0 returned True from Signal.emit() without a reference, so each
emit took one from True until Python crashed (on 3.11, where True is not immortal). The app emits on every change."""

import sys

from PySide6.QtCore import QObject, Signal


class Emitter(QObject):
    fired = Signal(int)


def test_emitting_signals_leaves_true_alone(qapp):
    emitter = Emitter()
    received = []
    emitter.fired.connect(received.append)
    before = sys.getrefcount(True)
    for n in range(200):
        emitter.fired.emit(n)
    assert len(received) == 200
    assert abs(sys.getrefcount(True) - before) < 20  # a leak would show as -200
