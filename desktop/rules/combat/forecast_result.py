"""What a fight forecast answers, apart from the simulation that works it out: a tab can lay out its room for the
answer without loading the simulation."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.rules.combat.fight import Side

ROUNDS = (1, 3, 5)


@dataclass(frozen=True)
class ForecastResult:
    fights: int
    rounds: tuple[int, ...]
    standing: dict[Side, tuple[float, ...]]  # chance the side still has someone able after each round
    investigator_deaths: float  # expected investigators dead after the last round

    def describe(self) -> str:
        parts = [
            f"{side.label}: " + ", ".join(f"{p:.0%} after round {r}" for r, p in zip(self.rounds, chances))
            for side, chances in self.standing.items()
        ]
        parts.append(f"expected investigator deaths {self.investigator_deaths:.2f}")
        return f"{self.fights:,} fights — " + "; ".join(parts)
