"""Encounters in the campaign file: the active fight's state, written whole in one transaction with its journal.

Investigators are linked to their roster character: their HP and wound conditions are written to the character
row in the same transaction, and read from it when the encounter is loaded.
"""

from __future__ import annotations

import json
from dataclasses import asdict, fields, replace

from desktop.rules.characters import Weapon
from desktop.rules.encounter import Combatant, EncounterState, Outcome, Side
from desktop.rules.wounds import DEAD, DYING, MAJOR_WOUND, STABILISED, UNCONSCIOUS
from desktop.store import journal
from desktop.store.campaign_file import now, verify_before_writing
from desktop.store.models import Character, database
from desktop.store.models import Combatant as CombatantRow
from desktop.store.models import Encounter as EncounterRow

# The conditions that belong to the character and outlast the fight; the rest (prone, held ...) are the fight's.
WOUND_CONDITIONS = frozenset({MAJOR_WOUND, DYING, UNCONSCIOUS, DEAD, STABILISED})
_FIELDS = {f.name for f in fields(Combatant)}


def combatant_to_data(combatant: Combatant) -> dict:
    data = asdict(combatant)
    data["side"] = combatant.side.value
    data["conditions"] = sorted(combatant.conditions)
    data["skills"] = [list(pair) for pair in combatant.skills]
    data["loaded"] = [list(pair) for pair in combatant.loaded]
    return data


def combatant_from_data(data: dict) -> Combatant:
    values = {key: value for key, value in data.items() if key in _FIELDS}
    values["side"] = Side(values["side"])
    values["conditions"] = frozenset(values.get("conditions", ()))
    values["skills"] = tuple(tuple(pair) for pair in values.get("skills", ()))
    values["loaded"] = tuple(tuple(pair) for pair in values.get("loaded", ()))
    values["weapons"] = tuple(Weapon(**w) for w in values.get("weapons", ()))
    return Combatant(**values)


def _with_character(combatant: Combatant) -> Combatant:
    """A linked combatant's HP and wounds as its character row holds them now."""
    if not combatant.linked or combatant.character_id is None:
        return combatant
    row = Character.select(Character.hp, Character.conditions).where(Character.id == combatant.character_id).first()
    if row is None:  # the character was deleted: the combatant fights on with what it had
        return replace(combatant, linked=False)
    wounds = frozenset(row.conditions or ()) & WOUND_CONDITIONS
    return replace(combatant, hp=row.hp, conditions=(combatant.conditions - WOUND_CONDITIONS) | wounds)


def refresh_linked(state: EncounterState) -> EncounterState:
    """The state with every linked investigator's HP and wounds read afresh from the roster."""
    return replace(state, combatants=tuple(_with_character(c) for c in state.combatants))


def active_encounter() -> tuple[int, EncounterState] | None:
    """The campaign's active fight, if any."""
    row = EncounterRow.select().where(EncounterRow.active).order_by(EncounterRow.id.desc()).first()
    if row is None:
        return None
    combatants = tuple(
        _with_character(combatant_from_data(c.data))
        for c in CombatantRow.select().where(CombatantRow.encounter == row.id).order_by(CombatantRow.position)
    )
    state = EncounterState(combatants, row.round, row.turn, row.initiative_roll, row.next_key, row.name)
    return row.id, state


def save(encounter_id: int | None, state: EncounterState, outcome_what: str, text: str = "", *,
         kind: str = "combat", actor: Combatant | None = None) -> int:  # fmt: skip
    """Write the whole encounter (creating it when encounter_id is None), linked characters' HP and wounds, and
    one journal entry, in one transaction. Returns the encounter's id."""
    verify_before_writing()
    with database.atomic():
        fields_ = {"name": state.name, "round": state.round, "turn": state.turn,
                   "initiative_roll": state.initiative_roll, "next_key": state.next_key, "active": True}  # fmt: skip
        if encounter_id is None:
            encounter_id = EncounterRow.insert(created=now(), **fields_).execute()
        else:
            EncounterRow.update(**fields_).where(EncounterRow.id == encounter_id).execute()
            CombatantRow.delete().where(CombatantRow.encounter == encounter_id).execute()
        if state.combatants:
            CombatantRow.insert_many(
                [
                    {"encounter": encounter_id, "position": i, "data": combatant_to_data(c)}
                    for i, c in enumerate(state.combatants)
                ]  # fmt: skip
            ).execute()
        for combatant in state.combatants:
            if combatant.linked and combatant.character_id is not None:
                _write_wounds(combatant)
        journal.append(
            kind, outcome_what, actor_id=actor.character_id if actor else None, actor=actor.name if actor else "",
            result=text, detail={"encounter": encounter_id, "round": state.round},
        )  # fmt: skip
    return encounter_id


def _write_wounds(combatant: Combatant) -> None:
    row = Character.select(Character.conditions).where(Character.id == combatant.character_id).first()
    if row is None:
        return
    kept = [c for c in (row.conditions or ()) if c not in WOUND_CONDITIONS]
    conditions = sorted(set(kept) | (combatant.conditions & WOUND_CONDITIONS))
    hp = max(0, min(combatant.hp, combatant.max_hp))
    Character.update(hp=hp, conditions=conditions).where(Character.id == combatant.character_id).execute()


def save_outcome(
    encounter_id: int | None, outcome: Outcome, actor: Combatant | None = None, kind: str = "combat"
) -> int:
    return save(encounter_id, outcome.state, outcome.what, outcome.text, kind=kind, actor=actor)


def end(encounter_id: int, name: str) -> None:
    """Close a fight: it stays in the file and the journal, but is no longer the active one."""
    verify_before_writing()
    with database.atomic():
        EncounterRow.update(active=False).where(EncounterRow.id == encounter_id).execute()
        journal.append("combat", f"{name} ends")


def reopen(encounter_id: int, name: str) -> None:
    verify_before_writing()
    with database.atomic():
        EncounterRow.update(active=True).where(EncounterRow.id == encounter_id).execute()
        journal.append("combat", f"{name} resumes")


def to_json(state: EncounterState) -> str:
    """The encounter as text (for diagnostics and export)."""
    return json.dumps([combatant_to_data(c) for c in state.combatants])
