"""Encounters in the campaign file: whole-state round trips, linked investigators, one transaction per change."""

from dataclasses import replace

import pytest

from desktop.rules import Dice
from desktop.rules.encounter import EncounterState, add_combatant, combatant_from_sheet
from desktop.rules.wounds import MAJOR_WOUND, PRONE
from desktop.store import encounters, journal, roster


def build(campaign):
    rows = {r.name: r.id for r in roster.roster_rows()}
    state = EncounterState(name="Marsh ambush")
    for name in ("Walt Brennan", "Ghoul"):
        sheet = roster.load_sheet(rows[name])
        state = add_combatant(state, combatant_from_sheet(0, sheet, rows[name]), Dice(1)).state
    return rows, state


def test_round_trip_and_linked_wounds(campaign):
    rows, state = build(campaign)
    walt = next(c for c in state.combatants if c.name == "Walt Brennan")
    hurt = replace(walt, hp=4, conditions=frozenset({MAJOR_WOUND, PRONE}))
    state = state.with_combatant(hurt)
    encounter_id = encounters.save(None, state, "Walt is clawed", "10 damage", actor=hurt)
    loaded_id, loaded = encounters.active_encounter()
    assert loaded_id == encounter_id and loaded == state
    sheet = roster.load_sheet(rows["Walt Brennan"])
    assert sheet.hp == 4 and sheet.conditions == (MAJOR_WOUND,)  # prone belongs to the fight, not the sheet
    assert journal.entries(limit=1)[0].what == "Walt is clawed"
    ghoul = roster.load_sheet(rows["Ghoul"])
    assert ghoul.hp == ghoul.max_hp  # monsters fight with their own copy


def test_roster_changes_flow_into_the_fight(campaign):
    rows, state = build(campaign)
    encounters.save(None, state, "Fight starts")
    sheet = roster.load_sheet(rows["Walt Brennan"])
    roster.apply_change(rows["Walt Brennan"], replace(sheet, hp=9), "Walt heals")
    _, loaded = encounters.active_encounter()
    assert next(c for c in loaded.combatants if c.name == "Walt Brennan").hp == 9


def test_a_failed_save_writes_nothing(campaign, monkeypatch):
    rows, state = build(campaign)
    encounter_id = encounters.save(None, state, "Fight starts")
    walt = next(c for c in state.combatants if c.name == "Walt Brennan")
    monkeypatch.setattr(journal, "append", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("disk gone")))
    with pytest.raises(RuntimeError):
        encounters.save(encounter_id, state.with_combatant(replace(walt, hp=1)), "Walt falls")
    monkeypatch.undo()
    assert roster.load_sheet(rows["Walt Brennan"]).hp == walt.hp
    assert encounters.active_encounter()[1] == state


def test_ending_and_resuming(campaign):
    _, state = build(campaign)
    encounter_id = encounters.save(None, state, "Fight starts")
    encounters.end(encounter_id, state.name)
    assert encounters.active_encounter() is None
    encounters.reopen(encounter_id, state.name)
    assert encounters.active_encounter()[0] == encounter_id
