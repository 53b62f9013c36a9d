"""Where the players' window goes: on the second screen when there is one (the TV, the projector), full screen there,
or where the Keeper last put it; remembered in QSettings (which screen, by its name, and full screen or not)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

SCREEN_KEY, FULL_SCREEN_KEY = "players/screen", "players/fullscreen"


def choose_screen(names: Sequence[str], primary: str, remembered: str | None) -> str | None:
    """The name of the screen for the players' window: the one remembered when it is still there, else the first
    screen that is not the Keeper's (the primary), else the primary itself; None with no screen at all."""
    if remembered and remembered in names:
        return remembered
    others = [name for name in names if name != primary]
    if others:
        return others[0]
    return primary if primary in names else (names[0] if names else None)


def full_screen_wanted(settings: QSettings, screens: int) -> bool:
    """Full screen as last left; the first time, full screen when there is a second screen to fill."""
    value = settings.value(FULL_SCREEN_KEY)
    if value is None:
        return screens > 1
    return value in (True, "true", "1", 1)


def place(window: QWidget, settings: QSettings) -> None:
    """Show the window on its screen, full screen or not, as chosen above."""
    screens = QGuiApplication.screens()
    primary = QGuiApplication.primaryScreen()
    name = choose_screen(
        [s.name() for s in screens], primary.name() if primary else "", settings.value(SCREEN_KEY) or None
    )
    screen: QScreen | None = next((s for s in screens if s.name() == name), primary)
    if screen is not None:
        area = screen.availableGeometry()
        if window.windowHandle() is not None:
            window.windowHandle().setScreen(screen)
        window.move(area.topLeft())
        if not area.contains(window.frameGeometry()):
            window.resize(min(window.width(), area.width()), min(window.height(), area.height()))
    if full_screen_wanted(settings, len(screens)):
        window.showFullScreen()
    else:
        window.showNormal()


def remember(window: QWidget, settings: QSettings) -> None:
    """Keep the screen the window is on and whether it fills it, for the next time it opens."""
    screen = window.screen()
    if screen is not None:
        settings.setValue(SCREEN_KEY, screen.name())
    settings.setValue(FULL_SCREEN_KEY, window.isFullScreen())
