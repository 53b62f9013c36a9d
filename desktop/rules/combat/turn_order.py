"""A fight's initiative and turn order: combatants joining and leaving, surprise, turns and rounds."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.checks import Check, Difficulty, RollKind, make_check
from desktop.rules.combat.fight import (
    IN_COVER,
    SURPRISED,
    Combatant,
    EncounterState,
    Side,
    attack_refusal,
    refuse,
)
from desktop.rules.combat.wounds import (
    DEAD,
    DYING,
    dying_con_roll,
)
from desktop.rules.dice import Dice
from desktop.rules.scene import Outcome
from desktop.rules.specials import regenerated

# --- initiative and turn order ----------------------------------------------------------------------------------


def order_key(combatant: Combatant, initiative_roll: bool) -> tuple:
    """Highest first: DEX (or DEX + 50 with a readied firearm), ties by DEX then combat skill. With the optional
    initiative roll, the DEX roll's success level comes first."""
    level = combatant.initiative_level or 0
    first = -level if initiative_roll else 0
    return (first, -combatant.initiative, -combatant.dex, -combatant.combat_skill)


def _sorted(state: EncounterState, combatants: tuple[Combatant, ...]) -> EncounterState:
    """Re-sort, keeping the turn on the same combatant."""
    current = state.current.key if state.current else None
    ordered = tuple(sorted(combatants, key=lambda c: order_key(c, state.initiative_roll)))
    turn = next((i for i, c in enumerate(ordered) if c.key == current), 0)
    return replace(state, combatants=ordered, turn=turn)


def initiative_check(combatant: Combatant, dice: Dice) -> Check:
    return make_check(dice, combatant.dex, Difficulty.REGULAR, kind=RollKind.CHARACTERISTIC)


def identity(combatant: Combatant) -> str:
    """Who a combatant is, beyond its key: its roster character, or its name for a copy or a creature."""
    return f"character {combatant.character_id}" if combatant.linked else f"named {combatant.name}"


def add_combatant(state: EncounterState, combatant: Combatant, dice: Dice) -> Outcome:
    """Bring someone into the fight; they slot into the order (rolling DEX when initiative is rolled). The turn
    never goes back: one who left this round after acting and comes back waits for the next round, and a newcomer
    joining when everyone has acted takes the turn rather than handing it back to the first in the order."""
    newcomer = replace(combatant, key=state.next_key)
    lines = [f"{newcomer.name} joins the {newcomer.side.value} (DEX {newcomer.dex})"]
    if identity(newcomer) in state.left_after_acting:
        newcomer = replace(newcomer, acted=True)
        lines.append(f"{newcomer.name} has acted this round already: their next turn is next round")
    checks = []
    if state.initiative_roll:
        check = initiative_check(newcomer, dice)
        checks.append(check)
        newcomer = replace(newcomer, initiative_level=int(check.level))
        lines.append(f"initiative DEX roll {check.result} vs {check.value}: {check.level.label}")
    grown = replace(state, next_key=state.next_key + 1)
    result = _sorted(grown, (*state.combatants, newcomer))
    not_started = (
        state.round == 1
        and not state.left_after_acting
        and not any(c.acted or c.attacks_made for c in state.combatants)
    )
    if not_started:
        result = replace(result, turn=0)  # before anyone acts, the fight opens with the highest initiative
    elif state.current is None:  # everyone had acted: the turn goes to whoever has not, or the round stays over
        waiting = next((i for i, c in enumerate(result.combatants) if c.able and not c.acted), len(result.combatants))
        result = replace(result, turn=waiting)
    return Outcome(result, f"{newcomer.name} joins the fight", tuple(lines), (newcomer.key,), tuple(checks))


def remove_combatant(state: EncounterState, key: int) -> Outcome:
    """Take someone out of the fight. Whoever had the turn keeps it; if it was theirs, it passes on to the next who
    has not acted (never back to one who has), or the round is over. One who acted this round is remembered, so
    coming back does not give them a second turn."""
    gone = state.get(key)
    current = state.current
    rest = tuple(c for c in state.combatants if c.key != key)
    if current is not None and current.key == key:
        turn = next((i for i, c in enumerate(rest) if i >= state.turn and c.able and not c.acted), None)
        if turn is None:
            turn = next((i for i, c in enumerate(rest) if c.able and not c.acted), len(rest))
    elif current is not None:
        turn = next(i for i, c in enumerate(rest) if c.key == current.key)
    else:
        turn = len(rest)
    acted = gone.acted or gone.attacks_made > 0 or (current is not None and current.key == key)
    left = tuple(dict.fromkeys((*state.left_after_acting, identity(gone)))) if acted else state.left_after_acting
    return Outcome(
        replace(state, combatants=rest, turn=turn, left_after_acting=left), f"{gone.name} leaves the fight", (), ()
    )


def move_combatant(state: EncounterState, key: int, delta: int) -> Outcome:
    """The Keeper's manual reorder: move one place up (-1) or down (+1)."""
    order = list(state.combatants)
    index = next(i for i, c in enumerate(order) if c.key == key)
    target = max(0, min(len(order) - 1, index + delta))
    current = state.current.key if state.current else None
    order.insert(target, order.pop(index))
    turn = next((i for i, c in enumerate(order) if c.key == current), 0)
    name = order[target].name
    return Outcome(replace(state, combatants=tuple(order), turn=turn), f"{name} moved in the order", (), ())


def set_readied_firearm(state: EncounterState, key: int, readied: bool) -> Outcome:
    """DEX + 50 while a firearm is readied: the order is sorted again. If whoever has the turn has not done anything
    yet, the turn goes to the first in the new order who has not acted (a revolver drawn before the first move
    fires first); otherwise the turn stays, and next_turn gives the newcomer its turn later in the round."""
    who = replace(state.get(key), readied_firearm=readied)
    resorted = _sorted(state, tuple(who if c.key == key else c for c in state.combatants))
    current = resorted.current
    if current is not None and not current.acted and current.attacks_made == 0:
        first = next((i for i, c in enumerate(resorted.combatants) if c.able and not c.acted), resorted.turn)
        resorted = replace(resorted, turn=first)
    text = f"{who.name} {'has a firearm readied: acts at DEX + 50' if readied else 'no longer has a firearm readied'}"
    return Outcome(resorted, text, (), ())


def roll_initiative(state: EncounterState, dice: Dice) -> Outcome:
    """The optional rule: everyone rolls DEX and acts by success level, ties by DEX."""
    rolled, lines, checks = [], [], []
    for combatant in state.combatants:
        check = initiative_check(combatant, dice)
        checks.append(check.by(combatant.name))  # one DEX roll of several: whose it was
        rolled.append(replace(combatant, initiative_level=int(check.level)))
        lines.append(f"{combatant.name}: {check.result} vs DEX {check.value}, {check.level.label}")
    result = _sorted(replace(state, initiative_roll=True), tuple(rolled))
    return Outcome(replace(result, turn=0), "Initiative rolled on DEX", tuple(lines), (), tuple(checks))


def surprise_check(state: EncounterState, key: int, skill: str, dice: Dice) -> Outcome:
    """A Spot Hidden, Listen or Psychology roll decides whether the target sees the attack coming. A surprised
    target is hit automatically or gives its attackers a bonus die this round."""
    target = state.get(key)
    check = make_check(dice, target.skill(skill), kind=RollKind.SKILL)
    if check.succeeded:
        line = f"{skill} {check.result} vs {check.value}: {check.level.label}, not surprised"
        return Outcome(state, f"{target.name} is not surprised", (line,), (), (check,))
    surprised = replace(target, conditions=target.conditions | {SURPRISED})
    line = f"{skill} {check.result} vs {check.value}: {check.level.label}, surprised this round"
    return Outcome(state.with_combatant(surprised), f"{target.name} is surprised", (line,), (key,), (check,))


def next_turn(state: EncounterState) -> Outcome:
    """End the current turn and pass to the first combatant in the order who is able and has not acted this round.

    Usually that is the next one down; but someone who moved up the order during the round (a firearm readied,
    DEX + 50) or joined it above the current turn still acts this round, rather than being passed over."""
    if not state.combatants:
        return Outcome(state, "No one is fighting", (), ())
    current = state.current
    combatants = tuple(replace(c, acted=True) if current and c.key == current.key else c for c in state.combatants)
    for index in range(len(combatants)):
        if combatants[index].able and not combatants[index].acted:
            nxt = replace(state, combatants=combatants, turn=index)
            return Outcome(nxt, f"Round {state.round}: {combatants[index].name}'s turn", (), ())
    done = replace(state, combatants=combatants, turn=len(combatants))
    return Outcome(done, f"Round {state.round} is over: everyone has acted", (), ())


def cast_spell(state: EncounterState, key: int, spell: str, rounds: int) -> Outcome:
    """A spell cast as the combatant's action: an instant one acts on DEX + 50 (the order is sorted again), one of
    N rounds takes effect on the caster's DEX in the round N − 1 rounds on (1: this round, 2: the next)."""
    caster = state.get(key)
    refuse(attack_refusal(state, caster))
    if rounds < 0:
        raise ValueError("a casting time cannot be negative")
    if rounds == 0:
        who = replace(caster, spell=spell, spell_round=-1, attacks_made=caster.attacks_per_round)
        text = f"{caster.name} casts {spell}: instant, acting on DEX + 50 ({caster.dex + 50})"
        resorted = _sorted(state, tuple(who if c.key == key else c for c in state.combatants))
        return Outcome(resorted, f"{caster.name} casts {spell}", (text,), (key,))
    at = state.round + rounds - 1
    who = replace(caster, spell=spell, spell_round=at, attacks_made=caster.attacks_per_round)
    when = "this round" if rounds == 1 else f"in round {at}"
    text = f"{caster.name} begins to cast {spell}: it takes effect {when}, on DEX {caster.dex}"
    return Outcome(state.with_combatant(who), f"{caster.name} casts {spell}", (text,), (key,))


def next_round(state: EncounterState, dice: Dice) -> Outcome:
    """Start the next round. Each dying combatant makes its CON roll first: failure is death. A creature that
    regenerates regains its HP (not the dead, nor one brought to 0). A spell due this round is announced; an
    instant one's DEX + 50 lasts only its round."""
    lines, changed, fresh, checks = [], [], [], []
    for c in state.combatants:
        if c.spell and c.spell_round == state.round + 1:
            lines.append(f"{c.name}'s {c.spell} takes effect this round, on DEX {c.dex}")
        if c.spell and (c.spell_round == -1 or c.spell_round <= state.round):
            c = replace(c, spell="", spell_round=0)
        conditions = c.conditions - {SURPRISED, IN_COVER}
        if DYING in conditions:
            with dice.about(c.name, "CON roll to stay alive (dying)", investigator=c.side is Side.INVESTIGATORS):
                check = make_check(dice, c.con, kind=RollKind.CHARACTERISTIC)
            checks.append(check.by(c.name))
            conditions = dying_con_roll(conditions, check.level)
            verdict = "clings to life" if DEAD not in conditions else "dies"
            lines.append(f"{c.name}, dying: CON {check.result} vs {c.con}, {check.level.label}: {verdict}")
            changed.append(c.key)
        hp = c.hp if DEAD in conditions or c.hp <= 0 else regenerated(c.specials, c.hp, c.max_hp)
        if hp != c.hp:
            lines.append(f"{c.name} regenerates {hp - c.hp} HP ({c.specials.regenerates} a round): HP {c.hp} → {hp}")
            changed.append(c.key)
        fresh.append(replace(c, hp=hp, conditions=conditions, attacks_made=0, responses=0, acted=False))
    ordered = tuple(sorted(fresh, key=lambda c: order_key(c, state.initiative_roll)))  # a spell's DEX + 50 is over
    start = replace(state, combatants=ordered, round=state.round + 1, turn=0, left_after_acting=())
    first = next((i for i, c in enumerate(start.combatants) if c.able), 0)
    start = replace(start, turn=first)
    title = f"Round {start.round} begins" + (f": {start.current.name} first" if start.current else "")
    return Outcome(start, title, tuple(lines), tuple(changed), tuple(checks))


# --- resolving an action ---------------------------------------------------------------------------------------
