"""Who rolls at the table, kept in the app's settings: the app, the players for investigators, or ask each time."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from desktop.rules.rollers import WhoRolls

KEY = "dice/who_rolls"


def saved_who_rolls(settings: QSettings) -> WhoRolls:
    """The setting as last saved; the app rolls when none was, or when what is kept cannot be read."""
    try:
        return WhoRolls(str(settings.value(KEY, WhoRolls.APP.value)))
    except ValueError:
        return WhoRolls.APP


def save_who_rolls(settings: QSettings, who_rolls: WhoRolls) -> None:
    settings.setValue(KEY, WhoRolls(who_rolls).value)
