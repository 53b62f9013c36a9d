"""Run by test_players_screen.py as its own process, on the offscreen platform given two screens (the Keeper's laptop
"Keeper", primary, and the table's "TV"): the real main window opens View > Players' Window (F8) and prints, one JSON
line each time, the screen the players' window went to and whether it fills it; between them the window is put where
argv[3] says (F11 to leave full screen, or moved to the Keeper's screen), closed, and opened again."""

import json
import os
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.models.opening import open_for_window
from desktop.views.window.main_window import MainWindow


def where(window: MainWindow) -> dict:
    players = window.players
    QApplication.processEvents()
    return {"screen": players.screen().name(), "full": players.isFullScreen(), "visible": players.isVisible()}


def main() -> None:
    campaign, settings_file, then = sys.argv[1], sys.argv[2], sys.argv[3]
    app = QApplication([sys.argv[0]])
    assert [s.name() for s in app.screens()] == ["Keeper", "TV"], os.environ.get("QT_QPA_PLATFORM")
    open_for_window(Path(campaign))
    window = MainWindow(QSettings(settings_file, QSettings.Format.IniFormat))
    window.show_campaign()
    window.show()
    window.ui.actionPlayers.trigger()
    print(json.dumps(where(window)), flush=True)
    players = window.players
    if then == "windowed":
        QTest.keyClick(players, Qt.Key.Key_F11)
    elif then == "keeper":
        QTest.keyClick(players, Qt.Key.Key_F11)
        players.windowHandle().setScreen(app.screens()[0])
        players.move(app.screens()[0].geometry().topLeft())
    QApplication.processEvents()
    window.ui.actionPlayers.trigger()  # closed: where it was is remembered
    window.ui.actionPlayers.trigger()  # and opened again
    print(json.dumps(where(window)), flush=True)
    window.ui.actionPlayers.trigger()
    window.close()


if __name__ == "__main__":
    main()
