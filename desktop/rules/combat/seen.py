"""What the players may see of a fight: the order of those the Keeper has not hidden, whose turn it is, and each
opponent's state in words ("unhurt", "wounded", "badly hurt", "down") instead of numbers; never an initiative, a hit
point or a skill of an opponent, and nothing at all of a hidden combatant."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from desktop.rules.combat.fight import DEAD, DYING, FLED, MAJOR_WOUND, UNCONSCIOUS, Combatant, EncounterState, Side
from desktop.rules.scene import Outcome

UNHURT, WOUNDED, BADLY_HURT, DOWN, GONE = "unhurt", "wounded", "badly hurt", "down", "fled"


class Hurt(Protocol):
    """What the words are read from: a 7th-edition combatant, or a Cthulhu Rising fighter."""

    hp: int
    max_hp: int

    @property
    def conditions(self) -> frozenset: ...


def state_in_words(combatant: Hurt | Combatant) -> str:
    """How a combatant looks from across the table: "down" when dead, dying, unconscious or at 0 HP; "fled" when
    gone; "badly hurt" with a major wound or at half their hit points or below; "wounded" below full hit points;
    "unhurt" at full."""
    conditions = combatant.conditions
    if conditions & {DEAD, DYING, UNCONSCIOUS} or combatant.hp <= 0:
        return DOWN
    if FLED in conditions:
        return GONE
    if MAJOR_WOUND in conditions or combatant.hp * 2 <= combatant.max_hp:
        return BADLY_HURT
    if combatant.hp < combatant.max_hp:
        return WOUNDED
    return UNHURT


@dataclass(frozen=True)
class SeenCombatant:
    """One line of the players' initiative order: a name, whether it is their turn, and what may be said of them
    (an investigator's own HP, which the players know; an opponent's state in words)."""

    name: str
    side: Side
    turn: bool
    state: str
    hp: int | None = None
    max_hp: int | None = None

    @property
    def line(self) -> str:
        marker = "▶ " if self.turn else "    "
        hp = f"  —  HP {self.hp} / {self.max_hp}" if self.hp is not None else ""
        return f"{marker}{self.name}{hp}  —  {self.state}"


def seen_order(state: EncounterState | None) -> list[SeenCombatant]:
    """The fight as the players may see it: the combatants the Keeper has not hidden, in turn order, the marker on
    whoever has the turn only when that one is seen (a hidden one's turn shows no marker at all)."""
    if state is None:
        return []
    seen = []
    for index, c in enumerate(state.combatants):
        if c.hidden:
            continue
        ours = c.side is Side.INVESTIGATORS
        seen.append(
            SeenCombatant(
                c.name,
                c.side,
                index == state.turn,
                state_in_words(c),
                c.hp if ours else None,
                c.max_hp if ours else None,
            )
        )
    return seen


def hidden_names(state: EncounterState | None) -> frozenset[str]:
    """The names the players' window must not show (the hidden combatants'), for the lines of the fight's log."""
    return frozenset(c.name for c in state.combatants if c.hidden) if state else frozenset()


def set_hidden(state: EncounterState, key: int, hidden: bool) -> Outcome[EncounterState]:
    """Hide a combatant from the players' window, or reveal them. Hiding one already hidden (or revealing one seen)
    is refused by name."""
    who = state.get(key)
    if who.hidden == hidden:
        raise ValueError(f"{who.name} is {'hidden from' if hidden else 'shown on'} the players' window already")
    words = "hidden from the players" if hidden else "revealed to the players"
    return Outcome(state.with_combatant(replace(who, hidden=hidden)), f"{who.name} {words}")
