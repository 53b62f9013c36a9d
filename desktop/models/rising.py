"""A Cthulhu Rising fight on the scene kernel: its state as JSON, fighters from roster sheets (investigators and
NPCs who come as themselves keep their HP on the Roster), and one undo step per operation."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from desktop.models.scene import Scene
from desktop.rules.characters import CharacterSheet, Kind, text_problem
from desktop.rules.rising import scene as rules
from desktop.rules.rising.scene import Fighter, RisingState
from desktop.rules.scene import (
    Condition,
    ConditionsChanged,
    Effect,
    HpChanged,
    NoteAdded,
    Outcome,
    is_dead,
)
from desktop.store import roster

ROSTER_STATES = {"dead": Condition.DEAD, "unconscious": Condition.UNCONSCIOUS}  # a fight's states the Roster keeps


class RisingScene(Scene[RisingState]):
    """The campaign's Cthulhu Rising fight under way."""

    codec = rules.CODEC

    def refreshed(self, state: RisingState) -> RisingState:
        """Linked fighters' HP as the Roster holds them; below 0 (the death countdown) the Roster shows 0, so a
        fighter the Roster still has at 0 keeps the fight's own count. One the Roster has made Dead is dead here."""
        linked = [f.character_id for f in state.fighters if f.linked and f.character_id is not None]
        if not linked:
            return state
        tracked = roster.tracked(linked)

        def hp(f: Fighter) -> int:
            held = tracked[f.character_id][0]
            return f.hp if f.hp < 0 and held == 0 else held

        def fresh(f: Fighter) -> Fighter:
            states = f.states
            if is_dead(tracked[f.character_id][1]) and not is_dead(states):
                states = tuple(sorted({*states, "dead"}))
            return replace(f, hp=hp(f), states=states)

        return replace(state, fighters=tuple(fresh(f) if f.linked and f.character_id in tracked else f
                                             for f in state.fighters))  # fmt: skip

    def settle(self, before: RisingState, outcome: Outcome[RisingState]) -> Outcome[RisingState]:
        """What the step did to linked characters' sheets: HP (never below 0 on the Roster), dead or unconscious as
        their conditions, and a limb maimed noted on the sheet (each undone with the step)."""
        was = {f.key: f for f in before.fighters}
        effects: list[Effect] = []
        for f in outcome.state.fighters:
            old = was.get(f.key)
            if old is None or not f.linked or f.character_id is None:
                continue
            if max(0, min(f.hp, f.max_hp)) != max(0, min(old.hp, old.max_hp)):  # below 0 the Roster holds 0
                effects.append(HpChanged(f.character_id, f.name, max(0, old.hp), max(0, min(f.hp, f.max_hp))))
            now, then = set(f.states), set(old.states)
            added = frozenset(ROSTER_STATES[s] for s in now - then if s in ROSTER_STATES)
            removed = frozenset(ROSTER_STATES[s] for s in then - now if s in ROSTER_STATES)
            if added or removed:
                effects.append(ConditionsChanged(f.character_id, f.name, added, removed))
            for limb in sorted(s for s in now ^ then if s.endswith(" maimed")):
                text = f"{limb[0].upper()}{limb[1:]} (Cthulhu Rising, {outcome.state.name})"
                effects.append(NoteAdded(f.character_id, f.name, text, removed=limb not in now))
        return outcome.with_effects(tuple(effects))

    # --- operations ---------------------------------------------------------------------------------------------

    def start(self, name: str) -> Outcome[RisingState]:
        if problem := text_problem(name, "Fight name"):
            raise ValueError(problem)
        return self.begin(RisingState(name.strip() or "Fight"), f"{name.strip() or 'Fight'} begins")

    @staticmethod
    def fighter_from_sheet(character_id: int | None, sheet: CharacterSheet, copy: bool = False) -> Fighter:
        s = sheet.filled()
        linked = character_id is not None and not copy and s.kind is not Kind.MONSTER
        states = ("dead",) if linked and is_dead(s.conditions) else ()  # refused by the rules when they join
        return Fighter(0, s.name, "investigators" if s.kind is Kind.INVESTIGATOR else "opponents", s.hp, s.max_hp,
                       s.constitution, s.size, s.dexterity, character_id, linked, strength=s.strength,
                       damage_bonus=s.damage_bonus, states=states,
                       skills=tuple((k.full_name, k.value) for k in s.skills), weapons=s.weapons)  # fmt: skip

    def add(self, fighter: Fighter) -> Outcome[RisingState]:
        return self.step(lambda s: rules.add_fighter(s, fighter))

    def add_from_roster(self, character_id: int) -> Outcome[RisingState]:
        """A roster character joins. An investigator fights once, as themself (their HP stay on the Roster); as in
        the 7e Combat tab, an NPC or a monster added again comes as a numbered copy with HP of its own ("Cultist of
        the Marsh 2"), the first one still themself."""
        sheet = self.session.sheet(character_id)
        taken = sum(1 for f in self.state.fighters if f.character_id == character_id) if self.state else 0
        if taken and sheet.kind is Kind.INVESTIGATOR:
            raise ValueError(f"{sheet.name} is in the fight already: an investigator fights once")
        fighter = self.fighter_from_sheet(character_id, sheet, copy=bool(taken))
        if taken:
            fighter = replace(fighter, name=f"{fighter.name} {taken + 1}")
        return self.add(fighter)

    def remove(self, key: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.remove_fighter(s, key))

    def set_dex_sr(self, key: int, dex_sr: int, delay: int = 0) -> Outcome[RisingState]:
        return self.step(lambda s: rules.set_dex_sr(s, key, dex_sr, delay))

    def set_location_hp(self, key: int, location: str, hp: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.set_location_hp(s, key, location, hp))

    def next_strike_rank(self) -> Outcome[RisingState]:
        """On to the next strike rank; strike ranks passed one after another with nothing done between are one undo
        step, so one undo goes back to the last thing done in the fight."""
        return self.step(lambda s: rules.next_strike_rank(s, self.dice), merge="strike rank")

    def merged_what(self, before: RisingState, after: RisingState, last: str) -> str:
        return (f"Strike ranks on: round {before.round}, strike rank {before.strike_rank} → round {after.round}, "
                f"strike rank {after.strike_rank}")  # fmt: skip

    def attack(self, key: int, target: int, **options: Any) -> Outcome[RisingState]:
        return self.step(lambda s: rules.attack(s, key, target, self.dice, **options))

    def suppress(self, key: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.suppress(s, key))

    def bleed(self, key: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.bleed(s, key, self.dice))

    def knocked_into(self, key: int, metres: int, solid: bool) -> Outcome[RisingState]:
        return self.step(lambda s: rules.knocked_into(s, key, metres, solid, self.dice))

    def resist(self, key: int, target: int, action: str) -> Outcome[RisingState]:
        return self.step(lambda s: rules.resist(s, key, target, action, self.dice))

    def treat(self, key: int, states: tuple[str, ...]) -> Outcome[RisingState]:
        return self.step(lambda s: rules.treat(s, key, states))
