"""Who rolls the dice at the table: a setting read before the window paints, so it stands apart from the dice."""

from __future__ import annotations

from enum import StrEnum


class WhoRolls(StrEnum):
    """Who rolls the dice at the table."""

    APP = "app"  # the app rolls everything
    PLAYERS = "players"  # the players roll for investigators; the app for NPCs and monsters
    ASK = "ask"  # the Keeper is asked at every roll

    @property
    def label(self) -> str:
        return {
            WhoRolls.APP: "The app rolls for everyone",
            WhoRolls.PLAYERS: "Players roll for investigators (the app for NPCs and monsters)",
            WhoRolls.ASK: "Ask at every roll",
        }[self]
