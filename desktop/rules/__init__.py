"""The rules of Call of Cthulhu 7th edition as a plain Python library: no Qt, no database.

The stable names of DESIGN.md are importable from here; each submodule is loaded on first use (PEP 562), so
importing one part of the rules does not load them all.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOME = {
    "CharacterSheet": "characters",
    "Check": "checks",
    "D100Roll": "dice",
    "Dice": "dice",
    "DiceExpr": "dice",
    "Difficulty": "checks",
    "Kind": "characters",
    "Response": "combat",
    "RollKind": "checks",
    "ScriptedDice": "dice",
    "Skill": "characters",
    "SuccessLevel": "checks",
    "Weapon": "characters",
    "Winner": "checks",
    "chase_setup": "chase",
    "chase_skill": "chase",
    "check_level": "checks",
    "check_odds": "odds",
    "d100": "dice",
    "damage_bonus_and_build": "characters",
    "extreme_damage": "combat",
    "firearm_difficulty": "combat",
    "full_study_mythos_gain": "tomes",
    "hazard_for_roll": "chase",
    "hit_points": "characters",
    "awfulness_loss": "sanity",
    "indefinite_insanity": "sanity",
    "magic_points": "characters",
    "make_check": "checks",
    "maneuver_penalty_dice": "combat",
    "max_sanity": "characters",
    "melee_winner": "combat",
    "mythos_gain_for_bout": "sanity",
    "move_rate": "characters",
    "mph": "chase",
    "movement_actions": "chase",
    "opposed_winner": "checks",
    "pass_chance": "odds",
    "pedal_penalty_dice": "chase",
    "power_improves": "tomes",
    "reading_difficulty": "tomes",
    "roll_d100": "dice",
    "sanity_loss": "sanity",
    "sanity_roll_loss": "sanity",
    "speed_roll_mov_change": "chase",
    "starting_sanity": "characters",
    "study_weeks": "tomes",
    "success_level": "checks",
    "temporary_insanity": "sanity",
    "treatment_result": "sanity",
    "vehicle_build_loss": "chase",
    "volley_hits": "combat",
    "volley_size": "combat",
}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> Any:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module 'desktop.rules' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"desktop.rules.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME))
