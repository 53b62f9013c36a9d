"""Conditions: the one `Condition` every character, scene participant and vehicle carries, what of them outlasts a
scene, and reading them back from the file."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum


class Condition(StrEnum):
    """Every condition a character or a scene's participant can carry. The value is what the file stores."""

    MAJOR_WOUND = "major wound"
    UNCONSCIOUS = "unconscious"
    DYING = "dying"
    STABILISED = "stabilised"
    DEAD = "dead"
    PRONE = "prone"
    TEMPORARY_INSANITY = "temporary insanity"
    INDEFINITE_INSANITY = "indefinite insanity"
    PERMANENT_INSANITY = "permanent insanity"
    FLED = "fled"
    SURPRISED = "surprised"
    IN_COVER = "in cover"
    AIMING = "aiming"
    HELD = "held"
    DISARMED = "disarmed"
    JAMMED = "jammed"
    # Cthulhu Rising's own states (its "fallen" is Prone; its dead and unconscious are the Roster's)
    BLEEDING = "bleeding"
    SUPPRESSING = "suppressing"
    RIGHT_LEG_MAIMED = "right leg maimed"
    LEFT_LEG_MAIMED = "left leg maimed"
    RIGHT_ARM_MAIMED = "right arm maimed"
    LEFT_ARM_MAIMED = "left arm maimed"
    # a vehicle's in a chase
    IMPAIRED = "impaired"
    WRECKED = "wrecked"
    UNDRIVABLE = "undrivable"

    @property
    def label(self) -> str:
        return self.value.capitalize()


# What outlasts a scene and lives on the character's sheet; the rest (prone, held, aiming ...) belong to the scene.
LASTING_CONDITIONS = frozenset(
    {
        Condition.MAJOR_WOUND,
        Condition.UNCONSCIOUS,
        Condition.DYING,
        Condition.STABILISED,
        Condition.DEAD,
        Condition.TEMPORARY_INSANITY,
        Condition.INDEFINITE_INSANITY,
        Condition.PERMANENT_INSANITY,
    }
)


def conditions_from(values: Iterable[str]) -> frozenset[Condition]:
    """Conditions from stored text; raises ValueError naming an unknown one (never dropped silently)."""
    found = set()
    for value in values:
        try:
            found.add(Condition(value))
        except ValueError:
            raise ValueError(f"unknown condition {value!r}") from None
    return frozenset(found)


def is_dead(conditions: Iterable[str]) -> bool:
    """Whether someone is dead: the Roster's Dead (`Condition.DEAD`), or a scene's own "dead" state."""
    return Condition.DEAD in conditions
