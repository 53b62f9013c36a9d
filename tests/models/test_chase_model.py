"""The Chase scene on the kernel: participants from the roster and typed in, wounds that reach the Roster and undo,
a chase that survives a restart and refuses what it cannot read, and the participants table."""

import pytest

from desktop.models.chase.chase_scene import ChaseScene, RunnersModel
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.chase.chase_state import FLEEING, PURSUING, Location
from desktop.store import character_rows, scenes


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


@pytest.fixture
def chase(campaign, qapp):
    session = CampaignSession()
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    return session, ChaseScene(session, ScriptedDice([])), ids


def test_a_chase_from_the_roster_wounds_reach_the_roster_and_undo(chase):
    session, scene, ids = chase
    harriet = ids["Harriet Crane"]
    sheet = session.sheet(harriet)
    scene.add(scene.runner_from_sheet(harriet, sheet, FLEEING))
    ghoul = scene.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING, aptitude="apt")
    assert ghoul.move_skill == ghoul.dex and not ghoul.fighter.linked  # a monster fights as a copy
    scene.add(ghoul)
    car = scene.runner_from_sheet(harriet, sheet, PURSUING, vehicle="Car, standard", twenties=True)
    assert car.name == "Harriet Crane 2" and car.mov == round(14 * 0.8) and car.build == 5 and car.armour == 2
    scene.add(ChaseScene.typed_runner("Stray dog", PURSUING, dex=70, con=50, mov=12, hp=6, aptitude="neither"))
    assert [r.key for r in scene.state.runners] == [1, 2, 3]
    assert [r.fighter.key for r in scene.state.runners] == [1, 2, 3]
    scene.cut_to_the_chase()
    key = scene.state.runners[0].key
    scene.dice = ScriptedDice([4])
    scene.hurt(key, "1D6", "a fall")
    assert character_rows.load_sheet(harriet).hp == sheet.filled().hp - 4
    session.undo_stack.undo()
    assert character_rows.load_sheet(harriet).hp == sheet.filled().hp
    # A roster edit shows in the chase: she is linked, as in a fight.
    session.undo_stack.redo()
    assert scene.refreshed(scene.state).runners[0].fighter.hp == sheet.filled().hp - 4


def test_the_chase_survives_a_restart_and_unknown_fields_are_refused(chase):
    session, scene, ids = chase
    scene.add(scene.runner_from_sheet(ids["Harriet Crane"], session.sheet(ids["Harriet Crane"]), FLEEING))
    scene.add(scene.runner_from_sheet(None, session.sheet(ids["Ghoul"]), PURSUING, vehicle="Motorcycle, heavy"))
    scene.dice = ScriptedDice(d100(70) * 3)
    scene.random_locations(3, hidden=True)
    scene.cut_to_the_chase()
    again = ChaseScene(session)
    assert again.state == scene.state and again.state.locations[0].hidden
    data = scene.encode(scene.state)
    assert scene.decode(1, data) == scene.state
    with pytest.raises(ValueError, match="unknown field 'speed'"):
        scene.decode(1, data | {"speed": 3})
    with pytest.raises(ValueError, match=f"version {scene.version + 1}"):
        scene.decode(scene.version + 1, data)
    bad = dict(data, runners=[dict(data["runners"][0], wings=2)])
    with pytest.raises(ValueError, match="unknown field 'wings'"):
        scene.decode(1, bad)
    assert scenes.load_active("chase", scene.decode)[1] == scene.state


def test_bad_participants_are_refused_with_the_field_named(chase):
    session, scene, ids = chase
    with pytest.raises(ValueError, match="Vehicle"):
        scene.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING, vehicle="Broomstick")
    with pytest.raises(ValueError, match="Name must not be empty"):
        scene.add(ChaseScene.typed_runner("  ", PURSUING, 50, 50, 8, 10))
    with pytest.raises(ValueError, match="name must not be empty"):
        scene.rename("   ")
    assert scene.state is None  # nothing half-written


@pytest.mark.parametrize(
    ("numbers", "said"),
    [
        ((0, 50, 8, 10), "DEX must be between 1 and 999, not 0"),
        ((50, -5, 8, 10), "CON must be between 0 and 999, not -5"),
        ((50, 50, 0, 10), "MOV must be between 1 and 99, not 0"),
        ((50, 50, 8, 0), "HP must be between 1 and 999, not 0"),
        ((50, 50, 8, 5000), "HP must be between 1 and 999, not 5000"),
    ],
)
def test_a_typed_participant_is_checked_by_the_scene_not_only_by_its_dialog(chase, numbers, said):
    """Before: the scene took any numbers the dialog let through, and a DEX of 0 or HP of 0 went into the file."""
    _session, scene, _ids = chase
    with pytest.raises(ValueError, match=said):
        scene.add(ChaseScene.typed_runner("Stray dog", PURSUING, *numbers))
    with pytest.raises(ValueError, match="Name must be at most 120 characters"):
        scene.add(ChaseScene.typed_runner("D" * 121, PURSUING, 50, 50, 8, 10))
    with pytest.raises(ValueError, match="one line of text"):
        scene.add(ChaseScene.typed_runner("Stray\ndog", PURSUING, 50, 50, 8, 10))
    assert scene.state is None


def test_a_location_holds_a_difficulty_a_barrier_or_nothing_and_a_short_note(chase):
    _session, scene, ids = chase
    scene.add(ChaseScene.typed_runner("Stray dog", PURSUING, 50, 50, 8, 10))
    scene.add(ChaseScene.typed_runner("Cat", FLEEING, 50, 50, 9, 5))
    scene.cut_to_the_chase()
    before = scene.state
    for bad, said in (
        (Location(hazard=7), "Hazard: Regular, Hard or Extreme"),
        (Location(hazard="hard"), "Hazard: Regular, Hard or Extreme"),
        (Location(barrier_hp=2.5), "barrier's hit points"),
        (Location(note="n" * 201), "note must be at most 200 characters"),
        (Location(note="a\x1b[2Jb"), "without control characters"),
    ):
        with pytest.raises(ValueError, match=said):
            scene.set_location(1, bad)
    assert scene.state == before
    with pytest.raises(ValueError, match="at most 200 characters"):
        scene.rename("C" * 201)


def test_the_participants_table_passes_the_model_tester(chase, qtmodeltester):
    session, scene, ids = chase
    model = RunnersModel()
    scene.add(scene.runner_from_sheet(ids["Harriet Crane"], session.sheet(ids["Harriet Crane"]), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING))
    model.show(scene.state)
    qtmodeltester.check(model)
    assert model.rowCount() == 2 and model.index(0, 2).data() == "foot"


def test_wounds_in_a_chase_that_split_off_reach_the_roster_and_turning_changes_nobody(chase):
    session, scene, ids = chase
    harriet = ids["Harriet Crane"]
    for name, side in (("Harriet Crane", FLEEING), ("Tomás Vega", FLEEING), ("Ghoul", PURSUING)):
        scene.add(scene.runner_from_sheet(ids[name], session.sheet(ids[name]), side))
    scene.cut_to_the_chase()
    before = character_rows.load_sheet(harriet).hp
    scene.split([scene.state.runners[0].key, scene.state.runners[2].key], "Into the cemetery")
    turned = scene.turn_to(2)
    assert turned.effects == () and scene.state.name == "Into the cemetery"
    scene.dice = ScriptedDice([3])
    scene.hurt(scene.state.runners[0].key, "1D6")
    assert character_rows.load_sheet(harriet).hp == before - 3
    assert scene.turn_to(1).effects == () and character_rows.load_sheet(harriet).hp == before - 3
    again = ChaseScene(session)
    assert again.state == scene.state and again.state.others[0].name == "Into the cemetery"


def test_three_cultists_join_at_once_as_combat_adds_them_each_with_its_own_hp(chase):
    """Before: the chase added one participant a click, where Combat adds "3 × Cultist" in one step."""
    session, scene, ids = chase
    cultist = scene.runner_from_sheet(ids["Cultist of the Marsh"], session.sheet(ids["Cultist of the Marsh"]), PURSUING)
    assert cultist.fighter.linked  # the NPC as itself
    steps = session.undo_stack.count()
    scene.add_copies(cultist, 3)
    names = [r.name for r in scene.state.runners]
    assert names == ["Cultist of the Marsh 1", "Cultist of the Marsh 2", "Cultist of the Marsh 3"]
    assert not any(r.fighter.linked for r in scene.state.runners)  # numbered copies, each its own HP
    assert [r.key for r in scene.state.runners] == [r.fighter.key for r in scene.state.runners] == [1, 2, 3]
    assert session.undo_stack.count() == steps + 1 and "3 × Cultist of the Marsh join the chase" in (
        session.undo_stack.undoText()
    )
    harriet = scene.runner_from_sheet(ids["Harriet Crane"], session.sheet(ids["Harriet Crane"]), FLEEING)
    with pytest.raises(ValueError, match="Copies: Harriet Crane is an investigator, who comes once"):
        scene.add_copies(harriet, 2)
    scene.add(harriet)
    scene.cut_to_the_chase()
    # Mid-chase, two more join at location 0, each with a speed roll.
    scene.dice = ScriptedDice(d100(50) * 2)
    joined = scene.add_copies(cultist, 2, location=0)
    assert [r.name for r in scene.state.runners][-2:] == ["Cultist of the Marsh 4", "Cultist of the Marsh 5"]
    assert len(joined.checks) == 2 and all(r.location == 0 for r in scene.state.runners[-2:])
    session.undo_stack.undo()
    assert len(scene.state.runners) == 4


def test_a_fight_started_in_the_chase_opens_in_combat_and_gives_them_back_as_it_left_them(chase):
    """Before: a caught investigator could not turn into a fight; the Keeper had to add everyone to the Combat tab
    by hand and copy HP back."""
    from desktop.models.combat.fight_scene import Encounter

    session, scene, ids = chase
    fight = session.scene(Encounter)
    scene = session.scene(ChaseScene)  # the session's own, which the fight hands back to
    scene.dice = ScriptedDice([])
    harriet = ids["Harriet Crane"]
    scene.add(scene.runner_from_sheet(harriet, session.sheet(harriet), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING))
    scene.add(scene.runner_from_sheet(ids["Marsh Hound"], session.sheet(ids["Marsh Hound"]), PURSUING))
    scene.cut_to_the_chase()
    h, g, hound = (r.key for r in scene.state.runners)
    at = scene.state.get(h).location
    scene.dice = ScriptedDice([4])
    scene.hurt(g, "1D6", "a fall")  # the ghoul comes to the fight hurt: 4 down
    ghoul_hp = scene.state.get(g).fighter.hp
    scene.state = scene.state.with_location(g, at)  # the ghoul has caught her up (the hound has not)
    wanted = []
    session.tab_wanted.connect(wanted.append)
    steps = session.undo_stack.count()
    session.fight_from_chase(at)
    assert session.undo_stack.count() == steps + 1 and wanted == ["Combat"]
    assert sorted(c.name for c in fight.state.combatants) == ["Ghoul", "Harriet Crane"]
    in_fight = {c.name: c for c in fight.state.combatants}
    assert in_fight["Ghoul"].hp == ghoul_hp and in_fight["Harriet Crane"].linked
    assert in_fight["Ghoul"].weapons == scene.state.get(g).fighter.weapons
    assert {r.name for r in scene.away_in_fight} == {"Harriet Crane", "Ghoul"}
    with pytest.raises(ValueError, match="still under way in the Combat tab"):
        session.fight_from_chase(at)
    # In the fight the ghoul is knocked down to 2 HP and Harriet takes 3 (on the Roster, as a fight's wounds do).
    before = character_rows.load_sheet(harriet).hp
    fight.update_combatant(in_fight["Ghoul"].key, "The Keeper's change", hp=2)
    fight.dice = ScriptedDice([3])
    from desktop.rules.combat.fight import Resolution
    from desktop.rules.combat.wounds import DamageRoll

    def wound(state):
        resolution = Resolution(state, fight.dice)
        resolution.hurt(in_fight["Harriet Crane"].key, DamageRoll(3, "3"))
        return resolution.outcome("Harriet is clawed")

    fight.step(wound)
    assert character_rows.load_sheet(harriet).hp == before - 3
    steps = session.undo_stack.count()
    fight.end()
    assert fight.state is None and session.undo_stack.count() == steps + 1 and wanted[-1] == "Chase"
    back = scene.refreshed(scene.state)
    assert not scene.away_in_fight and back.get(g).fighter.hp == 2 and back.get(h).fighter.hp == before - 3
    assert back.get(g).location == at and back.get(hound).fighter.hp == scene.state.get(hound).fighter.hp
    session.undo_stack.undo()  # the fight reopens and they are away in it again
    assert fight.state is not None and {r.name for r in scene.away_in_fight} == {"Harriet Crane", "Ghoul"}
    session.undo_stack.redo()
    assert fight.state is None and scene.state.get(g).fighter.hp == 2


def test_a_passenger_takes_the_cars_armour_into_the_fight_and_back(chase):
    """The Keeper's report: in the chase the ghoul's claw on Harriet, a passenger in Walt's car, lost the car's
    armour 2; after "Start a Fight with Those at Location 3" she was still in the car, the Combat tab showed "No
    armour" and the next claw did its full 10. Seed 000: a vehicle's armour protects those in it."""
    from desktop.models.combat.fight_scene import Encounter
    from desktop.store import journal

    session, _, ids = chase
    fight = session.scene(Encounter)
    scene = session.scene(ChaseScene)
    scene.dice = ScriptedDice([])
    walt, harriet = ids["Walt Brennan"], ids["Harriet Crane"]
    scene.add(scene.runner_from_sheet(walt, session.sheet(walt), FLEEING, vehicle="Car, standard"))
    scene.add(scene.runner_from_sheet(harriet, session.sheet(harriet), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING, vehicle="Car, deluxe"))
    w, h, g = (r.key for r in scene.state.runners)
    scene.board(h, w)
    scene.cut_to_the_chase()
    at = scene.state.get(w).location
    scene.state = scene.state.with_location(g, at)
    own = scene.state.get(h).fighter.armour
    assert own == 0
    session.fight_from_chase(at)
    in_fight = {c.name: c for c in fight.state.combatants}
    assert in_fight["Harriet Crane"].armour == 2 and in_fight["Walt Brennan"].armour == 2
    assert in_fight["Ghoul"].armour == 2  # the ghoul at the wheel of its own car has that car's
    told = journal.entries(kinds=("combat",), limit=1)[0].result
    assert (
        "Harriet Crane fights from the car Walt Brennan drives: its armour 2 stands against attacks from outside "
        "it (armour 2 in this fight, 0 again back in the chase)"
    ) in told
    assert "Walt Brennan fights from the wheel of the car: its armour 2" in told
    fight.end()
    back = scene.refreshed(scene.state)
    assert not scene.away_in_fight and back.get(h).fighter.armour == own and back.get(w).fighter.armour == 0


def test_a_passenger_is_in_the_car_someone_drives_in_the_tooltip_and_the_table(chase, qtmodeltester):
    """The Keeper's report: "Ghoul — pursuing, riding in Sheriff Amos Pike (Sports car)" on the players' window and
    "in Car, standard" in the table."""
    from desktop.models.chase.chase_scene import runner_tip

    session, scene, ids = chase
    pike = ids["Sheriff Amos Pike"]
    scene.add(scene.runner_from_sheet(pike, session.sheet(pike), PURSUING, vehicle="Sports car"))
    scene.add(scene.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING))
    scene.add(scene.runner_from_sheet(ids["Walt Brennan"], session.sheet(ids["Walt Brennan"]), FLEEING))
    p, g, _ = (r.key for r in scene.state.runners)
    scene.board(g, p)
    scene.cut_to_the_chase()
    tip = runner_tip(scene.state, scene.state.get(g), keeper=False)
    assert tip.startswith("Ghoul — pursuing, a passenger in the sports car Sheriff Amos Pike drives\n")
    model = RunnersModel()
    model.show(scene.state)
    qtmodeltester.check(model)
    assert model.index(model.row_of(g), 2).data() == "in Sheriff Amos Pike's sports car"


def test_a_dead_investigator_neither_joins_nor_moves_nor_attacks_and_nothing_is_written(chase):
    """Before: Walt, Dead on the Roster, was added as a runner, moved and attacked."""
    from dataclasses import replace

    from desktop.store import journal

    session, scene, ids = chase
    walt, harriet = ids["Walt Brennan"], ids["Harriet Crane"]
    sheet = session.sheet(walt)
    session.update_character(walt, replace(sheet, conditions=("dead",)), sheet)
    steps, entries = session.undo_stack.count(), len(journal.entries())
    with pytest.raises(ValueError, match="Walt Brennan is dead: "):
        scene.add(scene.runner_from_sheet(walt, session.sheet(walt), FLEEING))
    with pytest.raises(ValueError, match="Walt Brennan is dead: "):
        scene.add(scene.runner_from_sheet(walt, session.sheet(walt), FLEEING, vehicle="Car, standard"))
    assert session.undo_stack.count() == steps and len(journal.entries()) == entries and scene.state is None
    # Harriet runs; made Dead on the Roster mid-chase, she neither moves nor strikes.
    scene.add(scene.runner_from_sheet(harriet, session.sheet(harriet), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING, aptitude="apt"))
    scene.cut_to_the_chase()
    her, ghoul = (r.key for r in scene.state.runners)
    hers = session.sheet(harriet)
    session.update_character(harriet, replace(hers, conditions=("dead",)), hers)
    steps, entries = session.undo_stack.count(), len(journal.entries())
    for act in (lambda: scene.move(her), lambda: scene.attack(her, ghoul, None), lambda: scene.end_move(her)):
        with pytest.raises(ValueError, match="Harriet Crane is dead: "):
            act()
    assert session.undo_stack.count() == steps and len(journal.entries()) == entries


def test_a_participant_dead_mid_chase_is_greyed_in_the_table(chase):
    """Before: the table greyed only those out of the chase; dead Harriet read as one still running."""
    from dataclasses import replace

    from desktop.models.marks import MarkRole

    session, scene, ids = chase
    harriet = ids["Harriet Crane"]
    scene.add(scene.runner_from_sheet(harriet, session.sheet(harriet), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING))
    model = RunnersModel()
    model.show(scene.state)
    assert model.index(0, 0).data(MarkRole.TONE) is None
    sheet = session.sheet(harriet)
    session.update_character(harriet, replace(sheet, conditions=("dead",)), sheet)
    model.show(scene.state)
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data().startswith("Harriet"))
    assert model.index(row, 0).data(MarkRole.TONE) == "muted"
