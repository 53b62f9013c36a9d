"""A chase in motion: moves and hazards, rounds, who is out, switching vehicles, sudden hazards, chases that split."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import replace

from desktop.rules.chase.chase_state import (
    KEEPER,
    OUT_REASONS,
    PLAYERS,
    ChaseState,
    Runner,
    _able,
    _driving,
    _met,
    _s,
    _spend,
    chase_over,
    held_up,
    movement_actions_said,
    skill_at,
    their,
)
from desktop.rules.chase.movement import (
    cautious_bonus_dice,
    movement_actions,
    pedal_penalty_dice,
)
from desktop.rules.chase.setup import _allot_actions, _revealed, speed_check
from desktop.rules.checks import Check, RollKind, make_check
from desktop.rules.combat.fight import net_dice_capped
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.roster.sheet import text_problem
from desktop.rules.scene import Outcome
from desktop.rules.words import counted

# --- moving ---------------------------------------------------------------------------------------------------


def move(
    state: ChaseState, key: int, dice: Dice, cautious: int = 0, locations: int = 1, skill: int | None = None
) -> Outcome[ChaseState]:
    """One movement action: forward one location, or 2-5 for a vehicle with the pedal to the metal (one penalty
    die on hazards for 2-3, two for 4-5; a navigator's success removes one). A hazard needs a skill roll at its
    difficulty — 1 or 2 actions spent first as a cautious approach buy as many bonus dice — and a failure stops the
    move there and costs 1D3 movement actions (damage is the Keeper's call). A barrier stops the move before it."""
    runner = state.get(key)
    _driving(state, runner)
    if locations > 1 and not runner.in_vehicle:
        raise ValueError(f"{runner.name} is on foot: one location per movement action")
    pedal = pedal_penalty_dice(locations)
    navigated = runner.navigated and pedal > 0
    pedal -= int(navigated)
    bonus = cautious_bonus_dice(cautious)
    runner = _spend(runner, 1 + cautious)
    way_ahead(state, runner)
    lines, checks = [], []
    if locations > 1:
        dice_text = counted(pedal, "penalty die", "penalty dice")
        lines.append(
            f"pedal to the metal: up to {locations} locations, {dice_text} on hazards"
            + (" (one fewer for the navigator)" if navigated else "")
        )
    runner = replace(runner, navigated=runner.navigated and not navigated)
    current = state
    for _ in range(locations):
        target = runner.location + 1
        if target >= len(current.locations):
            lines.append("the track ends here")
            break
        current = _revealed(current, target)
        place = current.locations[target]
        if place.barrier_hp:
            lines.append(f"stops before {_met(target, place)}")
            break
        if place.hazard is not None:
            penalty = pedal + int(runner.impaired)
            value, named = skill_at(runner, place) if skill is None else (skill, "")
            with dice.about(what=f"{named or 'move roll'} through the {place.kind} at location {target}"):
                check = make_check(dice, value, place.hazard, *net_dice_capped(bonus, penalty))
            checks.append(check)
            extra = [f"{counted(bonus, 'bonus die', 'bonus dice')} for care"] if bonus else []
            extra += ["a penalty die: impaired"] if runner.impaired else []
            bonus = 0  # care is for the first hazard met
            lines.append(
                _met(target, place)
                + (f" [{', '.join(extra)}]" if extra else "")
                + (f": {named} {value}" if named else "")
                + f": {check.describe()}"
            )
            if not check.succeeded:
                with dice.about(what="movement actions lost to the hazard"):
                    runner, said = held_up(runner, DiceExpr.parse("1D3").roll(dice))
                lines.append(
                    f"{runner.name} stays at location {runner.location}, {said}; the Keeper may add damage "
                    "(other-damage or collision table)"
                )
                stopped = current.with_runner(runner).with_location(key, runner.location)  # passengers stop too
                return Outcome(stopped, f"{runner.name} meets a hazard", tuple(lines), (), tuple(checks))
        elif place.note or place.name:
            lines.append(_met(target, place))
        runner = replace(runner, location=target)
    left = runner.actions
    lines.append(f"{runner.name} reaches location {runner.location} ({movement_actions_said(left, 'action')} left)")
    caught = [r.name for r in current.in_chase if r.side != runner.side and r.location == runner.location]
    if caught:
        lines.append(f"{runner.name} is level with {', '.join(caught)}")
    carried = current.with_runner(runner).with_location(key, runner.location)
    return Outcome(carried, f"{runner.name} moves", tuple(lines), (), tuple(checks))


def way_ahead(state: ChaseState, runner: Runner) -> None:
    """A ValueError when the next location cannot be moved onto: the end of the track, or a barrier standing there."""
    target = runner.location + 1
    if target >= len(state.locations):
        raise ValueError("the track ends there: add locations first")
    place = state.locations[target]
    if place.barrier_hp:
        raise ValueError(f"{place.called} ({place.barrier_hp} HP) bars location {target}: break it down or get past it")


def steps_for(runner: Runner, distance: int) -> list[int]:
    """How a drag of `distance` locations is spent: one location per action on foot; in a vehicle as few locations
    per action as the actions left allow (the fewest penalty dice), at most 5."""
    if distance < 1:
        raise ValueError("move forward at least one location")
    if not runner.in_vehicle:
        if distance > runner.actions:
            raise ValueError(
                f"{runner.name} has {runner.actions} movement action{_s(runner.actions)}: "
                f"{distance} locations is too far this round"
            )
        return [1] * distance
    if runner.actions < 1:
        raise ValueError(f"{runner.name} has no movement actions left")
    per = math.ceil(distance / runner.actions)
    if per > 5:
        raise ValueError(f"{runner.label} covers at most {5 * runner.actions} locations this round")
    steps, left = [], distance
    while left:
        steps.append(min(per, left))
        left -= steps[-1]
    return steps


def advance(state: ChaseState, key: int, distance: int, dice: Dice) -> Outcome[ChaseState]:
    """Move `distance` locations forward in as many movement actions as `steps_for` says, stopping at the first
    hazard failed or barrier met — one step of the scene."""
    runner = state.get(key)
    _able(runner)
    if distance < 0:
        raise ValueError("everyone in a chase runs the same way: move forward")
    lines: list[str] = []
    checks: list[Check] = []
    current = state
    for locations in steps_for(runner, distance):
        before = current.get(key).location
        outcome = move(current, key, dice, locations=locations)
        current = outcome.state
        lines += outcome.lines
        checks += outcome.checks
        if current.get(key).location - before < locations:
            break
    return Outcome(current, f"{runner.name} moves", tuple(lines), (), tuple(checks))


def navigate(state: ChaseState, key: int, skill: int, dice: Dice, who: str = "the navigator") -> Outcome[ChaseState]:
    """A passenger's Spot Hidden or Navigate: on a success the vehicle's next acceleration takes one penalty die
    fewer."""
    runner = state.get(key)
    _able(runner)
    if not runner.in_vehicle:
        raise ValueError(f"{runner.name} is on foot: there is nobody to navigate for")
    check = make_check(dice, skill)
    line = f"{who}: {check.result} vs {skill}, {check.level.label}"
    if check.succeeded:
        line += ": the next acceleration takes one penalty die fewer"
    return Outcome(
        state.with_runner(replace(runner, navigated=runner.navigated or check.succeeded)),
        f"Navigating for {runner.name}",
        (line,),
        (),
        (check,),
    )


def next_round(state: ChaseState) -> Outcome[ChaseState]:
    """A new round: movement actions afresh (1 + MOV above the slowest), in DEX order."""
    if not state.round:
        raise ValueError("cut to the chase first")
    if over := chase_over(state):
        raise ValueError(f"{over}: there is no next round — End Chase")
    fresh = replace(state, round=state.round + 1, runners=tuple(replace(r, attacks=0, shots=0) for r in state.runners))
    after = _allot_actions(fresh)
    lost = {r.key: r.delay - after.get(r.key).delay for r in state.runners}

    def said(r: Runner) -> str:
        held = f", {lost[r.key]} lost to the hazard" if lost[r.key] else ""
        return f"{r.name} ({r.actions}{held}" + (f", {r.delay} more to come" if r.delay else "") + ")"

    order = ", ".join(said(r) for r in after.dex_order() if not r.aboard)
    return Outcome(after, f"Chase round {after.round}", (f"DEX order, movement actions: {order}",))


def end_move(state: ChaseState, key: int) -> Outcome[ChaseState]:
    """A participant is done moving this round: the movement actions left go unused and the move passes to the next
    in DEX order."""
    runner = state.get(key)
    _driving(state, runner)
    if not state.round:
        raise ValueError("cut to the chase first")
    left = runner.actions
    after = state.with_runner(replace(runner, actions=0))
    following = after.whose_move
    ends = f"{runner.name} ends {their(runner)} move"
    lines = [ends + (f", {left} movement action{_s(left)} unused" if left else "")]
    lines.append(f"next in DEX order: {following.name}" if following else "everyone has moved: next round")
    return Outcome(after, ends, tuple(lines))


def set_out(state: ChaseState, key: int, reason: str) -> Outcome[ChaseState]:
    """Someone escapes, is caught, drops out or is put out of action; "" brings them back in."""
    runner = state.get(key)
    if reason and reason not in OUT_REASONS:
        raise ValueError(f"out of the chase as one of {', '.join(OUT_REASONS)}, not {reason!r}")
    if reason == runner.out:
        raise ValueError(f"{runner.name} is {reason or 'in the chase'} already")
    what = f"{runner.name}: {reason}" if reason else f"{runner.name} is back in the chase"
    riders = [replace(r, out=reason) for r in state.runners if r.aboard == key and r.out == runner.out]
    current = state.with_runner(replace(runner, out=reason))
    for rider in riders:  # the passengers share their vehicle's fate
        current = current.with_runner(rider)
    what += "".join(f"; {r.name} with it" for r in riders)
    over = chase_over(current)
    return Outcome(current, what, (what, f"{over}. End Chase when you are done with it.") if over else ())


def switch(
    state: ChaseState,
    key: int,
    vehicle: str,
    mov: int,
    speed_skill: int,
    move_skill: int,
    build: float = 0,
    armour: int = 0,
    dice: Dice | None = None,
) -> Outcome[ChaseState]:
    """Switching between running and driving (or riding): a fresh speed roll, and movement actions recalculated."""
    runner = state.get(key)
    _able(runner)
    if not state.round:
        raise ValueError("before the chase, change the participant instead")
    changed = replace(
        runner,
        vehicle=vehicle,
        mov=mov,
        speed_skill=speed_skill,
        move_skill=move_skill,
        build=build,
        build_start=build,
        armour=armour,
        condition=None,
        tyres_lost=0,
        navigated=False,
        wreck="",
    )
    rolled, check, line = speed_check(changed, dice or Dice())
    slowest = min([r.mov for r in state.movers if r.key != key] + [rolled.mov])
    rolled = replace(rolled, actions=movement_actions(rolled.mov, slowest))
    how = f"takes to a {vehicle}" if vehicle else "goes on foot"
    count = f"{movement_actions_said(rolled.actions)} this round"
    return Outcome(state.with_runner(rolled), f"{runner.name} {how}", (line, count), (), (check,))


def sudden_hazard(state: ChaseState, caller: str, luck: int, dice: Dice) -> Outcome[ChaseState]:
    """Once a round either side may call for a sudden hazard, Keeper and players taking turns: a group Luck roll
    (the lowest Luck among the investigators); the winner places a Regular hazard where they wish."""
    if not state.round:
        raise ValueError("cut to the chase first")
    if caller not in (KEEPER, PLAYERS):
        raise ValueError(f"a sudden hazard is called by the Keeper or the players, not {caller!r}")
    if over := chase_over(state):
        raise ValueError(f"{over}: no sudden hazard now")
    if state.sudden_round == state.round:
        raise ValueError("a sudden hazard has been called this round already")
    if state.sudden_caller == caller:
        raise ValueError(f"the {caller} called the last one: it is the other side's turn")
    check = make_check(dice, luck, kind=RollKind.LUCK)
    winner = PLAYERS if check.succeeded else KEEPER
    line = (
        f"group Luck {check.result} vs {luck}, {check.level.label}: the {winner} place a Regular hazard where they wish"
    )
    after = replace(state, sudden_round=state.round, sudden_caller=caller)
    return Outcome(after, f"Sudden hazard called by the {caller}", (line,), (), (check,))


# --- chases that split ------------------------------------------------------------------------------------------


def split(state: ChaseState, keys: Iterable[int], name: str) -> Outcome[ChaseState]:
    """A group goes its own way: the participants in `keys` (with their passengers) become a chase of their own,
    with a copy of the track, which the Keeper can turn to; the chase in front stays as it is without them."""
    if not state.round:
        raise ValueError("cut to the chase first: before it, simply add them to another chase")
    if not name.strip():
        raise ValueError("Name: the new chase needs a name")
    if problem := text_problem(name, "The new chase's name"):
        raise ValueError(problem)
    leaving = set(keys)
    leaving |= {r.key for r in state.runners if r.aboard in leaving}
    unknown = leaving - {r.key for r in state.runners}
    if not leaving or unknown:
        raise ValueError("pick participants of this chase to split off")
    if leaving >= {r.key for r in state.runners}:
        raise ValueError("that is everyone: rename the chase instead")
    new_id = max(c.id for c in state.every_chase) + 1
    group = tuple(r for r in state.runners if r.key in leaving)
    split_off = replace(state, name=name.strip(), id=new_id, runners=group, others=(), sudden_round=0, sudden_caller="")
    kept = replace(
        state, runners=tuple(r for r in state.runners if r.key not in leaving), others=(*state.others, split_off)
    )
    who = ", ".join(r.name for r in group)
    return Outcome(kept, f"{name.strip()} splits off", (f"{who} go their own way: a chase of their own",))


def turn_to(state: ChaseState, chase_id: int) -> Outcome[ChaseState]:
    """Put another chase of the scene in front (the one the map shows and the buttons act on)."""
    chosen = next((c for c in state.others if c.id == chase_id), None)
    if chosen is None:
        raise ValueError("there is no other chase by that number")
    others = tuple(
        sorted([*(c for c in state.others if c.id != chase_id), replace(state, others=())], key=lambda c: c.id)
    )
    return Outcome(replace(chosen, others=others), f"Turning to {chosen.name}")


def close_chase(state: ChaseState) -> Outcome[ChaseState]:
    """The chase in front is over while others go on: it closes and the next one comes to the front."""
    if not state.others:
        raise ValueError("this is the only chase: end it instead")
    following, *rest = state.others
    return Outcome(
        replace(following, others=tuple(rest)), f"{state.name} is over", (f"{following.name} comes to the front",)
    )
