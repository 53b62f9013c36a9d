"""The rules of Call of Cthulhu 7th edition as a plain Python library: no Qt, no database.

The stable names of DESIGN.md are importable from here; each submodule is loaded on first use (PEP 562), so
importing one part of the rules does not load them all.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOME = {
    "CharacterSheet": "roster.sheet",
    "Check": "checks",
    "D100Roll": "dice",
    "Dice": "dice",
    "DiceExpr": "dice",
    "Difficulty": "checks",
    "Kind": "roster.sheet",
    "Response": "combat.resolution",
    "RollKind": "checks",
    "ScriptedDice": "dice",
    "Skill": "roster.sheet",
    "SuccessLevel": "checks",
    "Weapon": "roster.sheet",
    "Winner": "checks",
    "chase_setup": "chase.movement",
    "chase_skill": "chase.movement",
    "check_level": "checks",
    "check_odds": "odds",
    "d100": "dice",
    "damage_bonus_and_build": "roster.sheet",
    "extreme_damage": "combat.resolution",
    "firearm_difficulty": "combat.resolution",
    "full_study_mythos_gain": "tomes.mythos",
    "hazard_for_roll": "chase.movement",
    "hit_points": "roster.sheet",
    "awfulness_loss": "sanity.insanity",
    "indefinite_insanity": "sanity.insanity",
    "magic_points": "roster.sheet",
    "make_check": "checks",
    "maneuver_penalty_dice": "combat.resolution",
    "max_sanity": "roster.sheet",
    "melee_winner": "combat.resolution",
    "mythos_gain_for_bout": "sanity.insanity",
    "move_rate": "roster.sheet",
    "mph": "chase.movement",
    "movement_actions": "chase.movement",
    "opposed_winner": "checks",
    "pass_chance": "odds",
    "pedal_penalty_dice": "chase.movement",
    "power_improves": "tomes.mythos",
    "reading_difficulty": "tomes.mythos",
    "roll_d100": "dice",
    "sanity_loss": "sanity.insanity",
    "sanity_roll_loss": "sanity.insanity",
    "speed_roll_mov_change": "chase.movement",
    "starting_sanity": "roster.sheet",
    "study_weeks": "tomes.mythos",
    "success_level": "checks",
    "temporary_insanity": "sanity.insanity",
    "treatment_result": "sanity.insanity",
    "vehicle_build_loss": "chase.movement",
    "volley_hits": "combat.resolution",
    "volley_size": "combat.resolution",
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
