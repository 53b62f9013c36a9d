"""A Cthulhu Rising fight as a scene: fighters on the strike-rank track (fighters.py holds them), attacks resolved
with the skill-results table (attacks.py), hit locations and their hit points, knockback and the death countdown.
Pure operations on a frozen state, as every scene's; the Keeper sets what the damaged source lost (DEX strike
ranks, location hit points, strike-rank modifiers).

Readings where the source is silent (each says so in the fight's log): a parry or dodge that does as well as the
attack (or better) stops it; the number of burst hits is 1D(shots)."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.codec import SceneCodec
from desktop.rules.combat.firearms import is_ranged
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.rising.fighters import (
    BLEEDING,
    DEAD,
    LOCATIONS,
    STATES,
    SUPPRESSING,
    UNCONSCIOUS,
    Fighter,
    RisingState,
    fallen_states,
    stays_conscious,
)
from desktop.rules.rising.rising_rules import (
    death_countdown,
    knockback_metres,
    location_hit_points,
    old_scale,
)
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Condition, Outcome, refuse_the_dead


def add_fighter(state: RisingState, fighter: Fighter) -> Outcome[RisingState]:
    """A fighter joins; a roster character who fights as themself (linked) is in the fight once; the dead do not.
    Locations whose hit points are not set get them from the fighter's full total HP (`location_hit_points`)."""
    refuse_the_dead(fighter.name, fighter.states, "the dead do not join a fight")
    if fighter.linked and any(f.linked and f.character_id == fighter.character_id for f in state.fighters):
        raise ValueError(f"{fighter.name} is in the fight already: a character from the Roster fights once")
    placed = replace(fighter, key=state.next_key, location_hp=_filled(fighter))
    return Outcome(
        replace(state, fighters=(*state.fighters, placed), next_key=state.next_key + 1),
        f"{fighter.name} joins the fight",
        (_location_line(placed),),
    )


def _filled(fighter: Fighter, every: bool = False) -> tuple[int | None, ...]:
    """The fighter's location HP with those not set (or, `every`, all of them) from their full total HP."""
    table = location_hit_points(fighter.max_hp)
    return tuple(
        table[loc] if every or hp is None else hp for loc, hp in zip(LOCATIONS, fighter.location_hp, strict=True)
    )


def _location_line(fighter: Fighter) -> str:
    """ "location HP (total 12): right leg 4, left leg 4, …" for the log."""
    pairs = zip(LOCATIONS, fighter.location_hp, strict=True)
    shown = ", ".join(f"{loc.lower()} {hp if hp is not None else '?'}" for loc, hp in pairs)
    return f"location HP (total {fighter.max_hp}): {shown}"


def fill_location_hp(state: RisingState, key: int) -> Outcome[RisingState]:
    """Every location's hit points of a fighter from their full total HP again (RuneQuest 3's table), whatever the
    Keeper had set; the damage taken stays."""
    fighter = state.get(key)
    changed = replace(fighter, location_hp=_filled(fighter, every=True))
    return Outcome(
        state.put(changed), f"{fighter.name}: location HP from total HP {fighter.max_hp}", (_location_line(changed),)
    )


def remove_fighter(state: RisingState, key: int) -> Outcome[RisingState]:
    """A fighter leaves the fight (added by mistake, or gone); the Roster keeps what the fight did to them."""
    fighter = state.get(key)
    return Outcome(
        replace(state, fighters=tuple(f for f in state.fighters if f.key != key)), f"{fighter.name} leaves the fight"
    )


def set_dex_sr(state: RisingState, key: int, dex_sr: int, delay: int = 0) -> Outcome[RisingState]:
    """The Keeper's DEX strike rank for a fighter (1-10) and this round's strike-rank modifiers."""
    fighter = state.get(key)
    if not 1 <= dex_sr <= 10:
        raise ValueError(f"DEX strike rank: 1 to 10, not {dex_sr}")
    if not 0 <= delay <= 9:
        raise ValueError(f"Strike-rank modifiers: 0 to 9, not {delay}")
    changed = replace(fighter, dex_sr=dex_sr, sr_delay=delay)
    extra = f" +{delay}" if delay else ""
    return Outcome(state.put(changed), f"{fighter.name} acts on strike rank {dex_sr + delay} (DEX SR {dex_sr}{extra})")


def set_location_hp(state: RisingState, key: int, location: str, hp: int) -> Outcome[RisingState]:
    fighter = state.get(key)
    if location not in LOCATIONS:
        raise ValueError(f"no location {location!r}")
    if not 1 <= hp <= 99:
        raise ValueError(f"Location hit points: 1 to 99, not {hp}")
    values = list(fighter.location_hp)
    values[LOCATIONS.index(location)] = hp
    return Outcome(state.put(replace(fighter, location_hp=tuple(values))), f"{fighter.name}: {location} {hp} HP")


def next_strike_rank(state: RisingState, dice: Dice | None = None) -> Outcome[RisingState]:
    """On to the next strike rank; after the tenth, a new round (strike-rank modifiers end with it): each fighter
    still conscious at 1 or 2 total HP rolls CON×5% or falls unconscious (`dice` is needed then), and each one dying
    below 0 total HP loses 1 HP (seed 004: "The dying PC will continue to lose 1 HP each combat round, until it
    either exceeds their CON, at which point they expire, or until they are restored to positive hit points")."""
    if state.strike_rank < 10:
        after = replace(state, strike_rank=state.strike_rank + 1)
        acting = ", ".join(f.name for f in after.acting_now()) or "nobody"
        return Outcome(after, f"Strike rank {after.strike_rank}", (f"acting now: {acting}",))
    lines = ["strike rank 1; strike-rank modifiers cleared"]
    fighters = []
    for f in state.fighters:
        states = {s for s in f.states if s != SUPPRESSING}
        if 1 <= f.hp <= 2 and not states & {UNCONSCIOUS, DEAD}:
            if dice is None:
                raise ValueError(f"{f.name} at {f.hp} HP rolls CON×5% this round: the round needs dice")
            lines.append(f"{f.name}" + stays_conscious(f, 3, f.hp, states, dice)[1:])
        if f.hp < 0 and DEAD not in states:
            f = replace(f, hp=f.hp - 1)
            states = fallen_states(replace(f, states=tuple(states)), f.hp)
            lines.append(
                f"{f.name} is dying: loses 1 HP, {f.hp + 1} → {f.hp} ({death_countdown(f.hp, old_scale(f.con))})"
            )
        fighters.append(replace(f, sr_delay=0, attacks=0, parries=0, dodges=0, shots=0, states=tuple(sorted(states))))
    after = replace(state, round=state.round + 1, strike_rank=1, fighters=tuple(fighters))
    return Outcome(after, f"Round {after.round} begins", tuple(lines))


def suppress(state: RisingState, key: int) -> Outcome[RisingState]:
    """Suppressing fire: the round spent firing a full-automatic weapon into a zone; anyone leaving cover there is
    hit by a burst (the Keeper rolls it as an attack)."""
    fighter = state.get(key)
    refuse_the_dead(fighter.name, fighter.states, "the dead do not act")
    if not any(is_ranged(w) for w in fighter.weapons):
        raise ValueError(f"{fighter.name} has no firearm to lay down suppressing fire")
    if refusal := fighter.may("attack", 0):
        raise ValueError(refusal)
    changed = replace(fighter, attacks=2, states=tuple(sorted({*fighter.states, SUPPRESSING})))
    return Outcome(
        state.put(changed),
        f"{fighter.name} lays down suppressing fire",
        ("the zone is covered this round: whoever leaves cover there takes a burst",),
    )


def bleed(state: RisingState, key: int, dice: Dice) -> Outcome[RisingState]:
    """A bleeding fighter's roll this round: CON×5% (the sheet's CON) or lose 1 HP; CON×1% (a fifth of it) stops
    the bleeding, or lets them act heroically."""
    fighter = state.get(key)
    refuse_the_dead(fighter.name, fighter.states, "the dead do not bleed")
    if BLEEDING not in fighter.states:
        raise ValueError(f"{fighter.name} is not bleeding")
    roll = DiceExpr.parse("1D100").roll(dice)
    heroic = old_scale(fighter.con)
    if roll <= heroic:
        states = tuple(s for s in fighter.states if s != BLEEDING)
        line = f"{roll} against CON×1% {heroic}: the bleeding stops (or a heroic action)"
        return Outcome(state.put(replace(fighter, states=states)), f"{fighter.name} stops bleeding", (line,))
    if roll <= fighter.con:
        return Outcome(state, f"{fighter.name} holds on", (f"{roll} against CON×5% {fighter.con}: no blood lost",))
    hp = fighter.hp - 1
    states = fallen_states(fighter, hp)
    line = f"{roll} against CON×5% {fighter.con}: loses 1 HP, {fighter.hp} → {hp} ({death_countdown(hp, heroic)})"
    line += stays_conscious(fighter, fighter.hp, hp, states, dice)
    return Outcome(state.put(replace(fighter, hp=hp, states=tuple(sorted(states)))), f"{fighter.name} bleeds", (line,))


def knocked_into(state: RisingState, key: int, metres: int, solid: bool, dice: Dice) -> Outcome[RisingState]:
    """Knocked back into something: a solid object deals 1D6 a metre; into a small object or person, both roll
    DEX×5% or both take 1D6 per 5 m (the Keeper hurts the other one)."""
    fighter = state.get(key)
    if metres < 1:
        raise ValueError("Knockback: at least 1 metre")
    if solid:
        damage = DiceExpr.parse(f"{metres}D6").roll(dice)
        line = f"into something solid: {metres}D6 = {damage}"
    else:
        roll = DiceExpr.parse("1D100").roll(dice)
        if roll <= fighter.dex:
            return Outcome(state, f"{fighter.name} keeps their feet", (f"DEX×5% {roll} against {fighter.dex}",))
        damage = DiceExpr.parse(f"{max(1, metres // 5)}D6").roll(dice) if metres >= 5 else 0
        line = f"DEX×5% {roll} against {fighter.dex}: both go down, {damage} damage"
    hp = fighter.hp - damage
    states = fallen_states(fighter, hp)
    line += f"; HP {fighter.hp} → {hp} ({death_countdown(hp, old_scale(fighter.con))})"
    line += stays_conscious(fighter, fighter.hp, hp, states, dice)
    return Outcome(
        state.put(replace(fighter, hp=hp, states=tuple(sorted(states)))),
        f"{fighter.name} is knocked into something",
        (line,),
    )


def resist(state: RisingState, key: int, target_key: int, action: str, dice: Dice) -> Outcome[RisingState]:
    """Grappling and intentional knockback on the resistance table (old-scale characteristics): `action` is
    "grapple" (STR+DEX against STR+DEX), "immobilise" (STR against STR), "throw" (STR+DEX against SIZ+DEX) or
    "knockback" (STR+SIZ against SIZ+DEX; on a success the attacker's STR+SIZ counts as damage for knockback)."""
    from desktop.rules.rising.rising_rules import resistance_chance

    doer, target = state.get(key), state.get(target_key)
    refuse_the_dead(doer.name, doer.states, "the dead do not act")
    refuse_the_dead(target.name, target.states, "pick another target")

    def old(f: Fighter, *names: str) -> int:
        return sum(old_scale(getattr(f, n)) for n in names)

    pairs = {
        "grapple": (("strength", "dex"), ("strength", "dex")),
        "immobilise": (("strength",), ("strength",)),
        "throw": (("strength", "dex"), ("siz", "dex")),
        "knockback": (("strength", "siz"), ("siz", "dex")),
    }
    if action not in pairs:
        raise ValueError(f"Resistance: grapple, immobilise, throw or knockback, not {action!r}")
    mine, theirs = pairs[action]
    active, passive = old(doer, *mine), old(target, *theirs)
    chance = resistance_chance(active, passive)
    roll = DiceExpr.parse("1D100").roll(dice)
    won = roll <= chance
    lines = [
        f"{doer.name} tries to {action} {target.name}: {active} against {passive}, {chance}%; {roll}: "
        + ("succeeds" if won else "fails")
    ]
    if action == "knockback":
        if won:
            pushed = knockback_metres(active, old_scale(target.siz))
            lines.append(f"{target.name} is knocked back {pushed} m (DEX×5% or falls)")
        else:
            lines.append(f"{doer.name} is knocked back as if {target.name}'s STR+SIZ were the damage")
    return Outcome(state, f"{doer.name}: {action} {target.name}", tuple(lines))


def treat(state: RisingState, key: int, states: tuple[str, ...]) -> Outcome[RisingState]:
    """The Keeper sets a fighter's states (a bleed stopped, back on their feet); only the states a fight knows."""
    fighter = state.get(key)
    unknown = [s for s in states if s not in STATES]
    if unknown:
        raise ValueError(f"States: {unknown[0]!r} is not one a fighter can be in ({', '.join(sorted(STATES))})")
    return Outcome(
        state.put(replace(fighter, states=tuple(sorted(Condition(s) for s in states)))),
        f"{fighter.name}: " + (", ".join(states) or "no lasting state"),
    )


__all__ = [
    "add_fighter",
    "bleed",
    "fill_location_hp",
    "knocked_into",
    "next_strike_rank",
    "remove_fighter",
    "resist",
    "suppress",
    "set_dex_sr",
    "set_location_hp",
    "treat",
]


def _version_3(data: dict) -> dict:
    """Version 3: each fighter counts the rounds fired from each firearm (none before)."""
    for fighter in data.get("fighters", ()):
        if isinstance(fighter, dict):
            fighter.setdefault("rounds_fired", [])
    return data


def _version_2(data: dict) -> dict:
    """Version 2: a fighter's states are the shared conditions, its "fallen" the shared "prone"."""
    for fighter in data.get("fighters", ()):
        if isinstance(fighter, dict) and isinstance(fighter.get("states"), list):
            fighter["states"] = ["prone" if s == "fallen" else s for s in fighter["states"]]
    return data


CODEC = SceneCodec(
    "rising",
    RisingState,
    "the Cthulhu Rising fight",
    version=3,
    upgrades={1: _version_2, 2: _version_3},
    labels={Fighter: "fighter", Weapon: "weapon"},
)
