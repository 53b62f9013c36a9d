"""The Encounter scene: operations as undo steps and transactions, the initiative model, the forecast thread."""

import threading

import pytest

from desktop.models.combat.fight_scene import Encounter
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.combat import forecast
from desktop.rules.combat.actions import Defence
from desktop.store import character_rows, journal, scenes


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


@pytest.fixture
def fight(campaign, qapp):
    session = CampaignSession()
    scene = Encounter(session, ScriptedDice([]))
    scene.start("Marsh ambush")
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    scene.add_from_roster(ids["Walt Brennan"])
    scene.add_from_roster(ids["Cultist of the Marsh"], copies=2)
    return session, scene, ids


def keys(scene):
    return {c.name: c.key for c in scene.state.combatants}


def test_models_pass_qtmodeltester(fight, qtmodeltester):
    _, scene, _ = fight
    qtmodeltester.check(scene.model)
    assert [scene.model.index(r, 1).data() for r in range(3)] == [
        "Walt Brennan",
        "Cultist of the Marsh 1",
        "Cultist of the Marsh 2",
    ]  # DEX 55, 45, 45
    assert scene.model.index(0, 0).data() == "▶"


def test_copies_have_their_own_hp_and_investigators_come_once(fight):
    session, scene, ids = fight
    with pytest.raises(ValueError, match="comes once"):
        scene.add_from_roster(ids["Walt Brennan"])
    k = keys(scene)
    scene.dice = ScriptedDice([*d100(10), *d100(99), 5, 3])  # Walt: Extreme with the bat; dodge 99 fails
    scene.melee(k["Walt Brennan"], k["Cultist of the Marsh 1"], weapon="Baseball bat", defence=Defence.DODGE)
    hp = {c.name: c.hp for c in scene.state.combatants}
    assert hp["Cultist of the Marsh 1"] < hp["Cultist of the Marsh 2"] == 11


def test_every_step_is_journalled_undoable_and_survives_a_reload(fight):
    session, scene, ids = fight
    k = keys(scene)
    scene.dice = ScriptedDice([*d100(20), *d100(99), 6])  # cultist hits Walt with the machete: 1D8 = 6
    scene.melee(k["Cultist of the Marsh 1"], k["Walt Brennan"], weapon="Machete", defence=Defence.DODGE)
    assert character_rows.load_sheet(ids["Walt Brennan"]).hp == 9  # the roster shows the wound
    entry = journal.entries(limit=1)[0]
    assert entry.kind == "combat" and "Hard 20 vs" in entry.result and "HP 15 → 9" in entry.result
    again = Encounter(session)  # as after a restart
    assert again.state == scene.state
    session.undo_stack.undo()
    assert character_rows.load_sheet(ids["Walt Brennan"]).hp == 15
    session.undo_stack.redo()
    assert character_rows.load_sheet(ids["Walt Brennan"]).hp == 9


def test_refused_actions_change_nothing(fight):
    session, scene, _ = fight
    k = keys(scene)
    count, state = session.undo_stack.count(), scene.state
    with pytest.raises(ValueError, match="not a ranged weapon"):
        scene.shoot(k["Walt Brennan"], k["Cultist of the Marsh 1"], weapon="Baseball bat", distance=5)
    assert session.undo_stack.count() == count and scene.state == state


def test_turns_rounds_and_ending(fight):
    session, scene, _ = fight
    scene.next_turn()
    assert scene.state.current.name == "Cultist of the Marsh 1"
    scene.next_turn()
    scene.next_turn()
    scene.next_round()
    assert scene.state.round == 2 and scene.state.current.name == "Walt Brennan"
    scene.end()
    assert not scene.active and scenes.load_active("combat", scene.decode) is None
    session.undo_stack.undo()  # reopens it
    assert scene.active and scene.state.round == 2


def test_roster_edits_show_in_the_fight(fight):
    session, scene, ids = fight
    session.set_tracker(ids["Walt Brennan"], "hp", 3)
    assert next(c for c in scene.state.combatants if c.name == "Walt Brennan").hp == 3


def test_forecast_runs_off_the_gui_thread(fight, qtbot, monkeypatch):
    _, scene, _ = fight
    progress, threads = [], []
    real = forecast.simulate

    def watched(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(forecast, "simulate", watched)
    scene.forecast_progress.connect(progress.append)
    with qtbot.waitSignal(scene.forecast_done, timeout=20_000) as result:
        scene.start_forecast(2000)
    assert threads and all(t is not threading.main_thread() for t in threads)  # fails if run on the GUI thread
    assert result.args[0].fights == 2000 and progress[-1] == 2000
    with pytest.raises(ValueError, match="between 100"):
        scene.start_forecast(10)


def test_a_roster_npc_who_fights_keeps_wounds_and_death_on_the_roster(campaign, qapp):
    """One Sheriff Amos Pike from the roster is that NPC: his wound is on his sheet; numbered copies are not."""
    session = CampaignSession()
    scene = Encounter(session, ScriptedDice([]))
    scene.start("Jailhouse")
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    scene.add_from_roster(ids["Sheriff Amos Pike"])
    scene.add_from_roster(ids["Ghoul"])
    scene.add_from_roster(ids["Cultist of the Marsh"], copies=2)
    k = keys(scene)
    pike = scene.state.get(k["Sheriff Amos Pike"])
    assert pike.linked and not scene.state.get(k["Cultist of the Marsh 1"]).linked
    before = character_rows.load_sheet(ids["Sheriff Amos Pike"]).hp
    scene.dice = ScriptedDice([*d100(20), *d100(99), 3, 2])  # the ghoul claws (1D6+1D4 = 3 + 2); the dodge fails
    scene.melee(k["Ghoul"], k["Sheriff Amos Pike"], defence=Defence.DODGE)
    assert (
        character_rows.load_sheet(ids["Sheriff Amos Pike"]).hp
        == before - 5
        == scene.state.get(k["Sheriff Amos Pike"]).hp
    )
    session.undo_stack.undo()
    assert character_rows.load_sheet(ids["Sheriff Amos Pike"]).hp == before
    cultist_hp = character_rows.load_sheet(ids["Cultist of the Marsh"]).hp
    scene.dice = ScriptedDice([*d100(20), *d100(99), 3, 2])
    scene.melee(k["Ghoul"], k["Cultist of the Marsh 1"], defence=Defence.DODGE)
    assert character_rows.load_sheet(ids["Cultist of the Marsh"]).hp == cultist_hp  # a copy keeps its wounds to itself


def test_the_journal_shows_every_die_the_value_needed_and_why_each_extra_die(fight):
    session, scene, ids = fight
    k = keys(scene)
    # The Keeper gives the cultist a penalty die (the floor is slick): tens 2 and 7 with units 5, the higher kept.
    scene.dice = ScriptedDice([*d100(25, 7), *d100(99), 4])
    scene.melee(k["Cultist of the Marsh 1"], k["Walt Brennan"], weapon="Machete", defence=Defence.DODGE, penalty=1)
    entry = journal.entries(kinds=("combat",), limit=1)[0]
    assert "the Keeper's 1 penalty die for Cultist of the Marsh 1" in entry.result
    assert entry.dice.startswith("tens 20 & 70, units 5 → 75 (penalty: highest kept) vs 40 needed (Regular of 40)")
    assert "tens 90, units 9 → 99 vs" in entry.dice  # Walt's Dodge, its dice too
    # The second cultist's attack on Walt, who has already dodged: the bonus die is the attacker's, and says why.
    scene.dice = ScriptedDice([*d100(30, 6), *d100(99), 4])
    scene.melee(k["Cultist of the Marsh 2"], k["Walt Brennan"], weapon="Machete", defence=Defence.DODGE)
    entry = journal.entries(kinds=("combat",), limit=1)[0]
    assert "bonus die for Cultist of the Marsh 2: Walt Brennan is outnumbered" in entry.result
    assert "(bonus: lowest kept)" in entry.dice


def test_a_drain_reaches_the_roster_and_undo_gives_it_back(campaign, qapp):
    from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill, Weapon

    session = CampaignSession()
    wraith = session.add_character(
        CharacterSheet(
            name="Wraith",
            kind=Kind.MONSTER,
            skills=(Skill("Fighting", 60, "Brawl"),),
            weapons=(Weapon("Withering touch", "Fighting (Brawl)", "1D6", drains="CON"),),
        )
    )
    scene = Encounter(session, ScriptedDice([]))
    scene.start("The cold room")
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    scene.add_from_roster(ids["Walt Brennan"])  # CON 75, SIZ 75: 15 HP
    scene.add_from_roster(wraith)
    k = keys(scene)
    scene.dice = ScriptedDice([*d100(30), 6])
    scene.melee(k["Wraith"], k["Walt Brennan"], weapon="Withering touch", defence=Defence.NONE)
    walt = character_rows.load_sheet(ids["Walt Brennan"])
    assert walt.constitution == 69 and walt.filled().max_hp == 14 and walt.hp == 14
    assert character_rows.load_sheet(wraith).weapons[0].drains == "CON"  # the weapon keeps what it drains
    session.undo_stack.undo()
    walt = character_rows.load_sheet(ids["Walt Brennan"])
    assert walt.constitution == 75 and walt.hp == 15


@pytest.mark.parametrize("name", ["\x00", "\u200b", "Ambush\nat dawn", "   "])
def test_a_fight_name_must_be_one_line_of_visible_text(campaign, qapp, name):
    session = CampaignSession()
    scene = Encounter(session, ScriptedDice([]))
    with pytest.raises(ValueError, match="Encounter name"):
        scene.start(name)
    assert scene.state is None and session.undo_stack.count() == 0


def test_other_actions_are_one_line(fight):
    session, scene, _ = fight
    k = keys(scene)
    steps = session.undo_stack.count()
    with pytest.raises(ValueError, match="one line"):
        scene.other(k["Walt Brennan"], "casts\na spell")
    assert session.undo_stack.count() == steps


def test_a_dead_investigator_does_not_join_the_fight_as_in_every_tab(fight):
    """The same refusal, in the same words, as the Cthulhu Rising, Chase, Sanity and Tomes tabs (before: a Roster-
    Dead Mae joined the fight as a body that could not act)."""
    from dataclasses import replace

    session, scene, ids = fight
    mae = ids["Dr. Mae Okafor"]
    sheet = session.sheet(mae)
    session.update_character(mae, replace(sheet, conditions=("dead",)), sheet)
    steps, entries = session.undo_stack.count(), len(journal.entries())
    with pytest.raises(ValueError, match="Dr. Mae Okafor is dead: the dead do not join a fight"):
        scene.add_from_roster(mae)
    assert session.undo_stack.count() == steps and len(journal.entries()) == entries
    assert "Dr. Mae Okafor" not in keys(scene) and character_rows.dead_characters() == {mae}
