"""Who rolls at the table, kept for the app (QSettings): the app, the players for investigators, or ask each time."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from desktop.rules.table_dice import WhoRolls

KEY = "dice/who_rolls"


def saved_who_rolls() -> WhoRolls:
    """The setting as last saved; the app rolls when none was, or when what is kept cannot be read."""
    try:
        return WhoRolls(str(QSettings().value(KEY, WhoRolls.APP.value)))
    except ValueError:
        return WhoRolls.APP


def save_who_rolls(who_rolls: WhoRolls) -> None:
    QSettings().setValue(KEY, WhoRolls(who_rolls).value)
