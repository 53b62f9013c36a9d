"""The Tomes scene on the kernel: steps undo, the roster follows, belief comes from the Sanity record, the state
survives a restart and refuses what it cannot read."""

import pytest

from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.session import CampaignSession
from desktop.models.tomes.tomes_scene import TomesScene
from desktop.rules import ScriptedDice
from desktop.store import character_rows

NECRO = "Necronomicon (Latin, Wormius)"


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


@pytest.fixture
def library(campaign, qapp):
    session = CampaignSession()
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    scene = session.scene(TomesScene)  # the one the session's weeks passing moves
    scene.dice = ScriptedDice([])
    return session, scene, ids


def test_reading_latin_with_the_latin_skill_and_belief_from_the_sanity_record(library):
    session, scene, ids = library
    harriet = ids["Harriet Crane"]  # Latin 50, Cthulhu Mythos 4, SAN 70
    scene.give(harriet, NECRO)
    assert scene.reader(harriet, "Latin").language == 50 and not scene.reader(harriet).believer
    # Extreme needs 10: 08 reads it. A non-believer: +5 Cthulhu Mythos (max SAN 90), no SAN lost.
    scene.dice = ScriptedDice(d100(8))
    scene.read(harriet, NECRO)
    sheet = character_rows.load_sheet(harriet)
    assert sheet.cthulhu_mythos == 9 and sheet.max_sanity == 90 and sheet.sanity == 70
    session.scene(SanityScene).set_believer(harriet, True)
    assert scene.reader(harriet).believer
    session.undo_stack.undo()  # belief
    session.undo_stack.undo()  # the reading
    assert character_rows.load_sheet(harriet).cthulhu_mythos == 4
    again = TomesScene(session)  # as after a restart
    assert again.state == scene.state and again.state.holding(harriet, NECRO).initial_done is False


def test_a_week_passes_for_everyone_studying_and_the_state_is_strict(library):
    session, scene, ids = library
    harriet = ids["Harriet Crane"]
    scene.give(harriet, "The King in Yellow")
    scene.dice = ScriptedDice(d100(20))  # English (own) 85 at Regular
    scene.read(harriet, "The King in Yellow")
    scene.study(harriet, "The King in Yellow")
    session.weeks_pass(1)  # one week: done, +3 (rating 9 > 5)
    assert character_rows.load_sheet(harriet).cthulhu_mythos == 4 + 1 + 3 and session.calendar().week == 1
    with pytest.raises(ValueError, match="unknown field 'mood'"):
        scene.decode(1, {**scene.encode(scene.state), "mood": "grim"})
    with pytest.raises(ValueError, match="no tome called"):
        scene.give(harriet, "The Book of Nothing")
    with pytest.raises(ValueError, match="not an investigator"):
        scene.give(ids["Ghoul"], NECRO)


def test_a_tomes_san_loss_goes_through_the_sanity_rules_in_one_undo_step(library):
    session, scene, ids = library
    harriet = ids["Harriet Crane"]  # SAN 70, INT 80, Latin 50
    session.scene(SanityScene).set_believer(harriet, True)
    scene.give(harriet, NECRO)
    steps = session.undo_stack.count()
    # 08 reads it: +5 Cthulhu Mythos; 2D10 = 6 + 3 SAN: 5+ at once, INT 40 grasps it: temporarily insane
    # (1D10 = 2 hours) and a bout (4, 1D10 = 3 rounds), the Mythos's: +5 more.
    scene.dice = ScriptedDice([*d100(8), 6, 3, *d100(40), 2, 4, 3])
    scene.read(harriet, NECRO)
    sheet = character_rows.load_sheet(harriet)
    assert sheet.sanity == 61 and "temporary insanity" in sheet.conditions and sheet.cthulhu_mythos == 14
    assert session.scene(SanityScene).state.lost_today(harriet) == 9
    assert session.undo_stack.count() == steps + 1
    session.undo_stack.undo()
    sheet = character_rows.load_sheet(harriet)
    assert (sheet.sanity, sheet.conditions, sheet.cthulhu_mythos) == (70, (), 4)


def test_a_dead_investigator_neither_reads_studies_nor_casts_and_nothing_is_written(library):
    """Before: Walt, Dead on the Roster, read the Necronomicon, began its study and cast spells."""
    from dataclasses import replace

    from desktop.store import journal

    session, scene, ids = library
    harriet = ids["Harriet Crane"]
    scene.give(harriet, NECRO)
    scene.dice = ScriptedDice(d100(8))
    scene.read(harriet, NECRO)
    scene.study(harriet, NECRO)
    scene.dice = ScriptedDice(d100(10))
    scene.learn(harriet, None, "Dominate", source="entity")
    sheet = session.sheet(harriet)
    session.update_character(harriet, replace(sheet, conditions=("dead",)), sheet)
    steps, entries = session.undo_stack.count(), len(journal.entries())
    for act in (
        lambda: scene.give(harriet, "Cultes des Goules"),
        lambda: scene.read(harriet, NECRO),
        lambda: scene.study(harriet, NECRO),
        lambda: scene.reference(harriet, NECRO),
        lambda: scene.cast(harriet, "Dominate"),
        lambda: scene.learn(harriet, None, "Contact Ghoul", source="entity"),
    ):
        with pytest.raises(ValueError, match="Harriet Crane is dead: "):
            act()
    assert session.undo_stack.count() == steps and len(journal.entries()) == entries
    # The weeks pass: her study goes no further and she gets no magic points back.
    held = scene.holding(harriet, NECRO)
    out = session.weeks_pass(3)
    assert scene.holding(harriet, NECRO).weeks_done == held.weeks_done
    assert "Harriet Crane is dead: " in out.text and "Harriet Crane: MP" not in out.text
