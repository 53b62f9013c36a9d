"""Cthulhu Rising: the strike-rank and hit-location combat variant a campaign may choose instead of 7th-edition
combat. Its own rules module, pure Python like the rest of `rules`; nothing in the 7th-edition code branches on it.

The source (seed 004) is a damaged extraction. Every table is data (resources/data/rising.toml); a value the source
lost is `None` here and the functions say so (`Missing`) rather than guess, so the Keeper can set it."""

from desktop.rules.rising.rising_rules import (
    CombatantSR,
    LocationResult,
    Missing,
    RisingResult,
    area_effect_damage,
    attack_chance,
    burst_chance,
    burst_hits,
    death_countdown,
    firing_schedule,
    hit_location,
    knockback_metres,
    location_hit_points,
    location_level,
    location_result,
    malfunction,
    missile_fumble,
    range_multiplier,
    resistance_chance,
    skill_result,
    strike_rank_order,
)
from desktop.rules.rising.tables import rising_tables

__all__ = [
    "CombatantSR",
    "LocationResult",
    "Missing",
    "RisingResult",
    "area_effect_damage",
    "attack_chance",
    "burst_chance",
    "burst_hits",
    "death_countdown",
    "firing_schedule",
    "hit_location",
    "knockback_metres",
    "location_hit_points",
    "location_level",
    "location_result",
    "malfunction",
    "missile_fumble",
    "range_multiplier",
    "resistance_chance",
    "rising_tables",
    "skill_result",
    "strike_rank_order",
]
