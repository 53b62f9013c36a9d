"""The rules of Call of Cthulhu 7th edition as a plain Python library: no Qt, no database."""

from desktop.rules.characters import (
    CharacterSheet,
    Kind,
    Skill,
    Weapon,
    damage_bonus_and_build,
    hit_points,
    magic_points,
    max_sanity,
    move_rate,
    starting_sanity,
)
from desktop.rules.chase import hazard_for_roll, movement_actions, speed_roll_mov_change, vehicle_build_loss
from desktop.rules.checks import (
    Check,
    Difficulty,
    RollKind,
    SuccessLevel,
    Winner,
    check_level,
    make_check,
    opposed_winner,
    success_level,
)
from desktop.rules.combat import (
    Response,
    extreme_damage,
    firearm_difficulty,
    maneuver_penalty_dice,
    melee_winner,
    volley_hits,
    volley_size,
)
from desktop.rules.dice import D100Roll, Dice, DiceExpr, ScriptedDice, d100, roll_d100
from desktop.rules.odds import check_odds, pass_chance
from desktop.rules.sanity import indefinite_insanity, sanity_loss
from desktop.rules.tomes import full_study_mythos_gain, study_weeks

__all__ = [
    "CharacterSheet",
    "Check",
    "D100Roll",
    "Dice",
    "DiceExpr",
    "Difficulty",
    "Kind",
    "Response",
    "RollKind",
    "ScriptedDice",
    "Skill",
    "SuccessLevel",
    "Weapon",
    "Winner",
    "check_level",
    "check_odds",
    "d100",
    "damage_bonus_and_build",
    "extreme_damage",
    "firearm_difficulty",
    "full_study_mythos_gain",
    "hazard_for_roll",
    "hit_points",
    "indefinite_insanity",
    "magic_points",
    "make_check",
    "maneuver_penalty_dice",
    "max_sanity",
    "melee_winner",
    "move_rate",
    "movement_actions",
    "opposed_winner",
    "pass_chance",
    "roll_d100",
    "sanity_loss",
    "speed_roll_mov_change",
    "starting_sanity",
    "study_weeks",
    "success_level",
    "vehicle_build_loss",
    "volley_hits",
    "volley_size",
]
