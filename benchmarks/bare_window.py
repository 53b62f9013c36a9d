"""A bare PySide6 window that prints when it first paints, then quits: the baseline of the start-up budgets."""

import json
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class FirstPaint(QObject):
    done = False

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print(json.dumps({"first_paint_wall": time.time(), "first_paint_cpu": time.process_time()}), flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setCentralWidget(QLabel("bare"))
    window.resize(1280, 800)
    probe = FirstPaint()
    window.installEventFilter(probe)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
