"""View fixtures: a main window on a fresh sample campaign, with settings in the temporary data home."""

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from desktop.views.window.main_window import MainWindow


@pytest.fixture
def window(qtbot, campaign, data_home):
    settings = QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings)
    win.show_campaign()
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.fixture
def answer_yes(dialogs):
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
