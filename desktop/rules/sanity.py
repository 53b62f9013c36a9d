"""Sanity rules: loss notation and the thresholds of insanity."""

from __future__ import annotations

from desktop.rules.dice import DiceExpr

TEMPORARY_INSANITY_LOSS = 5


def sanity_loss(text: str) -> tuple[DiceExpr, DiceExpr]:
    """'1D6+6/1D10+20' → (loss on a success, loss on a failure)."""
    parts = text.split("/")
    if len(parts) != 2:
        raise ValueError(f"Sanity loss {text!r} must read success/failure, like 0/1D6")
    return DiceExpr.parse(parts[0]), DiceExpr.parse(parts[1])


def temporary_insanity(loss: int) -> bool:
    """Losing 5 or more Sanity from one source brings temporary insanity (after an INT roll)."""
    return loss >= TEMPORARY_INSANITY_LOSS


def indefinite_insanity(loss_today: int, sanity_at_day_start: int) -> bool:
    """Losing a fifth or more of the day's starting Sanity within one day brings indefinite insanity."""
    return loss_today > 0 and loss_today * 5 >= sanity_at_day_start
