"""What the players may see of a Cthulhu Rising fight: the fighters the Keeper has not hidden, by strike rank, those
acting now marked, investigators' own HP and each opponent's state in words (never their numbers or strike ranks)."""

from __future__ import annotations

from desktop.rules.combat.fight import Side
from desktop.rules.combat.seen import SeenCombatant, state_in_words
from desktop.rules.rising.fighters import RisingState


def seen_fighters(state: RisingState | None) -> list[SeenCombatant]:
    """The fight as the players may see it, in strike-rank order (those without one last), the hidden left out."""
    if state is None:
        return []
    shown = [f for f in state.fighters if not f.hidden]
    shown.sort(key=lambda f: (f.strike_rank is None, f.strike_rank or 0, f.key))
    seen = []
    for f in shown:
        ours = f.side == Side.INVESTIGATORS.value
        now = f.strike_rank is not None and f.strike_rank == state.strike_rank
        side = Side.INVESTIGATORS if ours else Side.OPPONENTS
        hp, max_hp = (f.hp, f.max_hp) if ours else (None, None)
        seen.append(SeenCombatant(f.name, side, now, state_in_words(f), hp, max_hp))
    return seen
