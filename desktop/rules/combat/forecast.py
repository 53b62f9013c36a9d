"""The fight forecast: thousands of simulated fights of an encounter, with the combatants' real skills and
weapons and plain sensible tactics, to estimate how each side fares after 1, 3 and 5 rounds.

Speed comes from sampling each exchange from its exact outcome distribution, computed once per pairing from the
exact check odds and the same melee-winner rule the Combat tab uses, instead of rolling dice one by one.
A creature's specials count as in the fight itself (a ghoul's hide halves bullets, a shoggoth regains 2 HP a round).
Tactics: everyone able attacks on its DEX turn, as many times as it has attacks, choosing the weakest enemy still
standing; a loaded firearm is fired (assumed within base range), otherwise the best melee weapon is used; a
target dodges or fights back with whichever skill is higher, and is outnumbered as the rules say.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate

from desktop.rules.checks import Difficulty, SuccessLevel, Winner
from desktop.rules.combat.fight import Combatant, EncounterState, Side, best_melee_weapon
from desktop.rules.combat.firearms import is_ranged, is_shotgun, range_bands, shot_difficulty
from desktop.rules.combat.forecast_result import ROUNDS, ForecastResult
from desktop.rules.combat.resolution import Response, melee_winner
from desktop.rules.combat.wounds import DEAD, DYING, MAJOR_WOUND, UNCONSCIOUS, bonus_for, is_major_wound
from desktop.rules.dice import DiceExpr
from desktop.rules.odds import check_odds, pass_chance
from desktop.rules.roster.sheet import Weapon
from desktop.rules.specials import Specials, damage_taken, regenerated


class _Sampler:
    """A discrete distribution ready to sample with one uniform draw."""

    __slots__ = ("cumulative", "values")

    def __init__(self, weights: dict[int, float]) -> None:
        items = sorted((v, w) for v, w in weights.items() if w > 0) or [(0, 1.0)]
        self.values = [v for v, _ in items]
        total = sum(w for _, w in items)
        self.cumulative = list(accumulate(w / total for _, w in items))

    def sample(self, u: float) -> int:
        return self.values[min(bisect_left(self.cumulative, u), len(self.values) - 1)]


@lru_cache(maxsize=512)
def _damage(damage: str, bonus: str, nature: Specials = Specials(), weapon: Weapon | None = None) -> _Sampler:  # noqa: B008
    """The damage of one hit as a distribution, after what the target's nature lets through from this weapon."""
    dist = DiceExpr.parse(damage).distribution
    least = max(0, DiceExpr.parse(damage).minimum + DiceExpr.parse(bonus).minimum)
    total: dict[int, float] = {}
    for bonus_value, p_bonus in DiceExpr.parse(bonus).distribution.items():
        for value, p in dist.items():
            key = damage_taken(nature, weapon, max(0, value + bonus_value), least)[0]
            total[key] = total.get(key, 0.0) + float(p * p_bonus)
    return _Sampler(total)


@dataclass(frozen=True)
class _Attack:
    """One pairing's exchange: P(attacker hits), P(extreme hit), P(defender hits back), and the damage."""

    hit: float
    extreme: float
    hit_back: float
    damage: _Sampler
    extreme_damage: int
    impaling: bool
    back_damage: _Sampler | None
    ammo: str  # the firearm whose rounds it uses, or "" in melee


def _levels(value: int, bonus: int = 0, difficulty: Difficulty = Difficulty.REGULAR) -> dict[SuccessLevel, float]:
    return {level: float(p) for level, p in check_odds(max(0, value), bonus, 0, difficulty).items()}


def _pairing(attacker: Combatant, target: Combatant, outnumbered: bool) -> _Attack:
    ranged = [w for w in attacker.weapons if is_ranged(w) and w.skill.startswith("Firearms")]
    if ranged:
        arm = max(ranged, key=lambda w: attacker.skill(w.skill))
        bands = range_bands(arm)
        difficulty = shot_difficulty(arm, bands[0] if bands else 1) or Difficulty.REGULAR
        levels = _levels(attacker.skill(arm.skill), 0, difficulty)
        hit = sum(p for level, p in levels.items() if level >= difficulty)
        extreme = (
            levels[SuccessLevel.CRITICAL]
            if difficulty >= Difficulty.EXTREME
            else levels[SuccessLevel.EXTREME] + levels[SuccessLevel.CRITICAL]
        )
        damage = arm.close_damage
        impaling = arm.impaling and not is_shotgun(arm)
        expr = DiceExpr.parse(damage)
        ammo = arm.name if arm.ammo is not None else ""
        top = damage_taken(target.specials, arm, expr.maximum, max(0, expr.minimum))[0]
        return _Attack(hit, extreme, 0.0, _damage(damage, "0", target.specials, arm), top, impaling, None, ammo)
    arm = best_melee_weapon(attacker)
    bonus_text = bonus_for(arm, attacker.damage_bonus)
    attack = _levels(attacker.skill(arm.skill), 1 if outnumbered else 0)
    fight_back = target.skill(best_melee_weapon(target).skill)
    dodge = target.skill("Dodge")
    response = Response.DODGE if dodge > fight_back else Response.FIGHT_BACK
    defend = _levels(dodge if response is Response.DODGE else fight_back)
    hit = extreme = back = 0.0
    for a_level, pa in attack.items():
        for d_level, pd in defend.items():
            winner = melee_winner(a_level, d_level, response)
            if winner is Winner.ATTACKER:
                hit += pa * pd
                if a_level >= SuccessLevel.EXTREME:
                    extreme += pa * pd
            elif winner is Winner.DEFENDER and response is Response.FIGHT_BACK:
                back += pa * pd
    back_arm = best_melee_weapon(target)
    back_damage = _damage(back_arm.close_damage, bonus_for(back_arm, target.damage_bonus), attacker.specials, back_arm)
    weapon_expr, bonus_expr = DiceExpr.parse(arm.close_damage), DiceExpr.parse(bonus_text)
    least = max(0, weapon_expr.minimum + bonus_expr.minimum)
    top = damage_taken(target.specials, arm, weapon_expr.maximum + bonus_expr.maximum, least)[0]
    return _Attack(
        hit,
        extreme,
        back,
        _damage(arm.close_damage, bonus_text, target.specials, arm),
        top,
        arm.impaling,
        back_damage,
        "",
    )


class _Fighter:
    """A combatant's numbers during one simulated fight (mutable, for speed)."""

    __slots__ = ("c", "hp", "major", "down", "dead", "dying", "responses", "ammo")

    def __init__(self, c: Combatant) -> None:
        self.c = c
        self.hp = c.hp
        self.major = MAJOR_WOUND in c.conditions
        self.dead = DEAD in c.conditions
        self.dying = DYING in c.conditions
        self.down = self.dead or self.dying or UNCONSCIOUS in c.conditions or not c.able
        self.responses = 0
        self.ammo = {w.name: c.rounds_loaded(w) for w in c.weapons if w.ammo is not None}

    def hit(self, damage: int, con_pass: float, rng: random.Random) -> None:
        """The wound rules of rules/wounds.take_hit, on plain numbers."""
        damage = max(0, damage - self.c.armour)
        if damage <= 0 or self.dead:
            return
        if damage > self.c.max_hp:
            self.hp = 0
            self.dead = self.down = True
            return
        major = is_major_wound(damage, self.c.max_hp)
        self.major = self.major or major
        self.hp = max(0, self.hp - damage)
        if self.hp == 0:
            self.down = True
            self.dying = self.dying or self.major
        elif major and rng.random() >= con_pass:
            self.down = True


def simulate(
    state: EncounterState,
    fights: int,
    seed: int | None = None,
    progress: Callable[[int], bool] | None = None,
    chunk: int = 250,
) -> ForecastResult:
    """Simulate `fights` fights from the encounter as it stands. `progress(done)` is called every `chunk` fights
    and may return False to stop early (the result then covers the fights done)."""
    rng = random.Random(seed)
    people = [c for c in state.combatants if c.able or DYING in c.conditions]
    order = sorted(people, key=lambda c: (-c.initiative, -c.dex, -c.combat_skill))
    sides = [Side.INVESTIGATORS, Side.OPPONENTS]
    pairings: dict[tuple[int, int, bool], _Attack] = {}
    con_pass = {c.key: float(pass_chance(c.con)) for c in order}
    standing = {side: [0] * len(ROUNDS) for side in sides}
    deaths = 0
    done = 0
    while done < fights:
        batch = min(chunk, fights - done)
        for _ in range(batch):
            deaths += _fight(order, pairings, con_pass, rng, standing)
        done += batch
        if progress is not None and progress(done) is False:
            break
    n = max(1, done)
    return ForecastResult(
        done, ROUNDS, {side: tuple(count / n for count in standing[side]) for side in sides}, deaths / n
    )


def _fight(
    order: list[Combatant],
    pairings: dict[tuple[int, int, bool], _Attack],
    con_pass: dict[int, float],
    rng: random.Random,
    standing: dict[Side, list[int]],
) -> int:
    """One simulated fight of ROUNDS[-1] rounds: after each round of ROUNDS, each side with someone still able is
    counted in `standing`. The investigators dead at the end."""
    fighters = [_Fighter(c) for c in order]
    for r in range(1, ROUNDS[-1] + 1):
        for f in fighters:
            f.responses = 0
        for f in fighters:
            if not f.down:
                _turn(f, fighters, pairings, con_pass, rng)
        for f in fighters:  # the dying roll CON at the end of each round; what regenerates, does
            if f.dying and not f.dead and rng.random() >= con_pass[f.c.key]:
                f.dead = True
            if f.c.specials.regenerates and not f.dead and f.hp > 0:
                f.hp = regenerated(f.c.specials, f.hp, f.c.max_hp)
        if r in ROUNDS:
            index = ROUNDS.index(r)
            for side, counts in standing.items():
                if any(not f.down and f.c.side is side for f in fighters):
                    counts[index] += 1
    return sum(1 for f in fighters if f.dead and f.c.side is Side.INVESTIGATORS)


def _turn(
    f: _Fighter,
    fighters: list[_Fighter],
    pairings: dict[tuple[int, int, bool], _Attack],
    con_pass: dict[int, float],
    rng: random.Random,
) -> None:
    """A fighter's turn: each of its attacks on the weakest enemy standing, until none is left, its firearm needs
    reloading (which takes the rest of the turn) or the target's fighting back takes it down."""
    for _attack in range(f.c.attacks_per_round):
        enemies = [e for e in fighters if not e.down and e.c.side is not f.c.side]
        if not enemies:
            return
        target = min(enemies, key=lambda e: e.hp)
        outnumbered = not target.c.never_outnumbered and target.responses >= target.c.attacks_per_round
        key = (f.c.key, target.c.key, outnumbered)
        spec = pairings.get(key)
        if spec is None:
            spec = pairings[key] = _pairing(f.c, target.c, outnumbered)
        if spec.ammo:
            if not f.ammo[spec.ammo]:
                f.ammo[spec.ammo] = f.c.weapon(spec.ammo).ammo or 0  # the turn goes on reloading
                return
            f.ammo[spec.ammo] -= 1
        else:
            target.responses += 1
        u = rng.random()
        if u < spec.extreme:
            extra = spec.damage.sample(rng.random()) if spec.impaling else 0
            target.hit(spec.extreme_damage + extra, con_pass[target.c.key], rng)
        elif u < spec.hit:
            target.hit(spec.damage.sample(rng.random()), con_pass[target.c.key], rng)
        elif u < spec.hit + spec.hit_back and spec.back_damage is not None:
            f.hit(spec.back_damage.sample(rng.random()), con_pass[f.c.key], rng)
            if f.down:
                return
