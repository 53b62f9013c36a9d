"""The store's errors, in a module of their own: the views catch them without loading the database layer, so the
window can be painted before the campaign file is opened."""

from __future__ import annotations

from enum import StrEnum


class StoreError(Exception):
    """The campaign file refused or failed a change; the message says why in words a Keeper understands."""


class Refusal(StrEnum):
    """Why a campaign file was not opened."""

    MISSING = "missing"
    NOT_A_CAMPAIGN = "not a campaign"
    NEWER = "newer"
    DAMAGED = "damaged"
    READ_ONLY = "read-only"
    UNREADABLE = "unreadable"
    IN_USE = "in use"


class CampaignError(StoreError):
    """A campaign file cannot be opened (or was closed because it failed its check)."""

    def __init__(self, message: str, reason: Refusal = Refusal.DAMAGED) -> None:
        super().__init__(message)
        self.reason = reason


class StoreReadError(StoreError):
    """A read the file could not answer (a damaged page met while showing the roster)."""


class ReadOnlyError(StoreError):
    """A change asked of a campaign opened read-only."""
