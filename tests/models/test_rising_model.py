"""A Cthulhu Rising fight on the kernel, seen from the Roster: a fighter killed is Dead there (not Unconscious), a
limb maimed is noted on the sheet, and undo takes both back."""

from desktop.models.combat.fight_scene import Encounter
from desktop.models.rising.rising_scene import RisingScene
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.rising.fighters import Fighter
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Condition
from desktop.store import character_rows

CRUSH = Weapon("Crushing blow", "Fighting (Crush)", "40")
AXE = Weapon("Wood axe", "Fighting (Axe)", "1D8+2")


def walt_state(session) -> tuple[int, str, str]:
    row = next(r for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    return row.id, row.state, character_rows.load_sheet(row.id).notes


def test_a_fighter_killed_is_dead_on_the_roster_and_a_maimed_limb_is_noted(campaign, qapp):
    session = CampaignSession()
    scene = RisingScene(session, ScriptedDice([]))
    scene.start("Boathouse")
    walt_id, _state, notes_before = walt_state(session)
    scene.add(RisingScene.fighter_from_sheet(walt_id, session.sheet(walt_id)))
    brute = Fighter(
        0,
        "Brute",
        "opponents",
        30,
        30,
        80,
        90,
        50,
        dex_sr=1,
        skills=(("Fighting (Crush)", 90), ("Fighting (Axe)", 90)),
        weapons=(CRUSH, AXE),
    )
    scene.add(brute)
    walt, brute_key = (f.key for f in scene.state.fighters)
    # Walt's right arm has 4 HP: the axe (30 hits; melee location 14, the right arm; 1D8+2 = 8) maims it.
    scene.set_location_hp(walt, "Right arm", 4)
    before_the_axe = session.undo_stack.index()
    scene.dice = ScriptedDice([30, 14, 6])
    scene.attack(brute_key, walt, weapon=AXE.name)
    _id, state, notes = walt_state(session)
    assert "Right arm maimed (Cthulhu Rising, Boathouse)" in notes.splitlines()
    assert state == "Unconscious"  # a maimed limb knocks him out
    # Next round the crushing blow (30 hits, the abdomen: a leg would pass no more than double its HP to the total):
    # 40 takes his 7 HP to -33, past -CON (-15 on the old scale): dead; it knocks him back 5 m too.
    for _ in range(10):
        scene.next_strike_rank()
    assert scene.state.round == 2
    scene.dice = ScriptedDice([30, 10, 99])
    out = scene.attack(brute_key, walt, weapon=CRUSH.name)
    assert "dead" in scene.state.get(walt).states, out.text
    assert walt_state(session)[1] == "Dead"
    # The Roster holds 0 HP; the fight keeps its own count below 0 for the next step.
    after = scene.set_location_hp(walt, "Head", 4)
    assert after.state.get(walt).hp == -33 and character_rows.load_sheet(walt_id).hp == 0
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert walt_state(session)[1] == "Unconscious"
    session.undo_stack.setIndex(before_the_axe)
    _id, state, notes = walt_state(session)
    assert state == "Well" and notes == notes_before


def test_a_dead_investigator_neither_joins_nor_acts_and_nothing_is_written(campaign, qapp):
    """Before: Walt, Dead on the Roster, joined the fight as if well and struck; made Dead mid-fight, he fought on."""
    from dataclasses import replace

    import pytest

    from desktop.store import journal

    session = CampaignSession()
    scene = RisingScene(session, ScriptedDice([]))
    scene.start("Boathouse")
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    walt, mae = ids["Walt Brennan"], ids["Dr. Mae Okafor"]
    sheet = session.sheet(walt)
    session.update_character(walt, replace(sheet, conditions=("dead",)), sheet)
    steps, entries = session.undo_stack.count(), len(journal.entries())
    with pytest.raises(ValueError, match="Walt Brennan is dead: "):
        scene.add_from_roster(walt)
    with pytest.raises(ValueError, match="Walt Brennan is dead: "):
        scene.add(RisingScene.fighter_from_sheet(walt, session.sheet(walt)))
    assert session.undo_stack.count() == steps and len(journal.entries()) == entries
    assert [f.name for f in scene.state.fighters] == []
    # Mae fights; made Dead on the Roster mid-fight, she neither strikes, lays down fire nor grapples.
    scene.add_from_roster(mae)
    scene.add(Fighter(0, "Brute", "opponents", 30, 30, 80, 90, 50, weapons=(CRUSH,)))
    her, brute = (f.key for f in scene.state.fighters)
    weapon = session.sheet(mae).filled().weapons[0].name
    mae_sheet = session.sheet(mae)
    session.update_character(mae, replace(mae_sheet, conditions=("dead",)), mae_sheet)
    steps, entries = session.undo_stack.count(), len(journal.entries())
    for act in (
        lambda: scene.attack(her, brute, weapon=weapon),
        lambda: scene.suppress(her),
        lambda: scene.resist(her, brute, "grapple"),
    ):
        with pytest.raises(ValueError, match="Dr. Mae Okafor is dead: "):
            act()
    assert session.undo_stack.count() == steps and len(journal.entries()) == entries
    assert "dead" in scene.refreshed(scene.state).get(her).states  # the fight shows her as the Roster does


def test_strike_ranks_passed_in_a_row_undo_as_one_step_back_to_the_last_action(campaign, qapp):
    """QA: each Next Strike Rank was its own undo step; 30 undos went back about three rounds. Now the strike ranks
    passed one after another (a new round and its dying fighter's lost HP with them) undo as one step, back to the
    blow before them; each strike rank keeps its own line in the journal."""
    from desktop.store import journal

    session = CampaignSession()
    scene = RisingScene(session, ScriptedDice([]))
    scene.start("Boathouse")
    walt_id = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    scene.add(RisingScene.fighter_from_sheet(walt_id, session.sheet(walt_id)))
    scene.add(
        Fighter(0, "Brute", "opponents", 30, 30, 80, 90, 50, dex_sr=1, skills=(("Fighting (Axe)", 90),), weapons=(AXE,))
    )
    walt, brute = (f.key for f in scene.state.fighters)
    stack = session.undo_stack
    for _ in range(3):
        scene.next_strike_rank()
    assert scene.state.strike_rank == 4
    scene.dice = ScriptedDice([95])  # a miss: the brute's blow is an action between the strike ranks
    scene.attack(brute, walt, weapon=AXE.name)
    after_the_blow = stack.index()
    entries = journal.last_id()
    for _ in range(12):  # strike ranks 5 to 10, round 2 and on to its strike rank 6
        scene.next_strike_rank()
    assert (scene.state.round, scene.state.strike_rank) == (2, 6)
    assert stack.index() == after_the_blow + 1 and journal.last_id() == entries + 12  # a line each in the journal
    assert stack.undoText() == "Strike ranks on: round 1, strike rank 4 → round 2, strike rank 6"
    stack.undo()
    assert (scene.state.round, scene.state.strike_rank) == (1, 4) and stack.index() == after_the_blow
    stack.undo()  # the blow
    assert scene.state.get(brute).attacks == 0
    stack.undo()  # the three strike ranks before it, one step
    assert scene.state.strike_rank == 1
    stack.redo()
    stack.redo()
    stack.redo()
    assert (scene.state.round, scene.state.strike_rank) == (2, 6)


def test_a_fighter_dying_below_0_hp_is_dying_on_the_roster_and_a_7e_fight_lists_him_dying(campaign, qapp):
    # QA: Rising showed the Cultist "-4/11 … dying, unconscious"; the Roster "0/11 Unconscious", Dying unticked.
    session = CampaignSession()
    scene = RisingScene(session, ScriptedDice([]))
    scene.start("Boathouse")
    walt_id = walt_state(session)[0]
    scene.add(RisingScene.fighter_from_sheet(walt_id, session.sheet(walt_id)))
    club = Weapon("Club", "Fighting (Crush)", "19")  # Walt has 15 HP: 19 to his abdomen takes him to -4
    scene.add(
        Fighter(
            0, "Brute", "opponents", 30, 30, 80, 90, 50, dex_sr=1, skills=(("Fighting (Crush)", 90),), weapons=(club,)
        )
    )
    walt, brute = (f.key for f in scene.state.fighters)
    before = session.undo_stack.index()
    scene.dice = ScriptedDice([30, 10, 99, 99, 99])
    out = scene.attack(brute, walt, weapon=club.name)
    assert scene.state.get(walt).hp == -4 and "dead" not in scene.state.get(walt).states, out.text
    assert character_rows.load_sheet(walt_id).hp == 0
    assert "dying" in character_rows.load_sheet(walt_id).conditions
    assert "Dying" in walt_state(session)[1]
    fight = Encounter(session, ScriptedDice([]))
    fight.start("Afterwards")
    fight.add_from_roster(walt_id)
    assert Condition.DYING in fight.state.combatants[0].conditions
    session.undo_stack.setIndex(before)
    assert "dying" not in character_rows.load_sheet(walt_id).conditions
