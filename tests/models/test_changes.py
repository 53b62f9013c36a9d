"""One operation, one change record (DESIGN.md): every user action — a scene step, a roster edit, an import, an
undo or a redo — is told once, by the session's one `changed` signal, after its transaction, naming what it
changed (characters by id, scene kinds, new journal rows, settings); a step refused part-way is told as one
`everything`, never as half of it."""

import pytest

from desktop.models.changes import EVERYTHING, NOTHING, Changes
from desktop.models.combat.fight_scene import Encounter
from desktop.models.dice.dice_session import DiceSession
from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.combat.actions import Defence
from desktop.rules.roster.sheet import CharacterSheet
from desktop.store import character_rows
from tests.models.test_one_step import NECRO, READING, believer_with_the_necronomicon


def d100(n: int) -> list[int]:
    return [n % 10 + 1, n // 10 + 1]


@pytest.fixture
def session(campaign, qapp):
    return CampaignSession()


@pytest.fixture
def told(session):
    """Every record the session emits, in order."""
    records: list[Changes] = []
    session.changed.connect(records.append)
    return records


def ids() -> dict[str, int]:
    return {r.name: r.id for r in character_rows.roster_rows()}


def test_a_record_combines_and_says_what_it_touches():
    a = Changes.of(characters=(1,), scenes=("tomes",))
    b = Changes.of(characters=(2,), journal=True, settings=("catalog",))
    both = a | b
    assert both == Changes.of(characters=(1, 2), scenes=("tomes",), journal=True, settings=("catalog",))
    assert both.touches_character(2) and not both.touches_character(3) and not both.touches_character(None)
    assert both.touches_scene("tomes") and not both.touches_scene("sanity")
    assert both.touches_setting("catalog") and not both.touches_setting("bestiary")
    assert both.touches_any_character({5, 1}) and not both.touches_any_character({5})
    assert not NOTHING and both and (NOTHING | NOTHING) == NOTHING
    assert (a | EVERYTHING).everything and EVERYTHING.touches_character(7) and EVERYTHING.touches_scene("chase")


def test_a_reading_that_costs_san_is_told_once_and_so_are_its_undo_and_redo(session, told):
    """The Tomes step and the Sanity rules' loss are one operation: one record naming both scenes and the reader."""
    harriet, tomes = believer_with_the_necronomicon(session)
    tomes.dice = ScriptedDice(READING)
    tomes.read(harriet, NECRO)
    for step in (session.undo_stack.undo, session.undo_stack.redo):
        told.clear()
        step()
        assert len(told) == 1
        assert told[0].characters == {harriet} and told[0].scenes == {"tomes", "sanity"} and told[0].journal


def test_the_reading_itself_is_one_record(session, told):
    harriet, tomes = believer_with_the_necronomicon(session)
    tomes.dice = ScriptedDice(READING)
    told.clear()
    tomes.read(harriet, NECRO)
    assert len(told) == 1
    record = told[0]
    assert record.characters == {harriet} and record.scenes == {"tomes", "sanity"} and record.journal
    assert not record.everything and not record.settings


def test_weeks_passing_is_one_record_and_so_are_its_undo_and_redo(session, told):
    believer_with_the_necronomicon(session)
    for step in (lambda: session.weeks_pass(3), session.undo_stack.undo, session.undo_stack.redo):
        told.clear()
        step()
        assert len(told) == 1 and told[0].scenes == {"sanity", "tomes"} and told[0].journal


def test_an_import_of_several_characters_is_one_record_naming_each(session, told):
    sheets = [CharacterSheet(name=name) for name in ("Ada Quill", "Bert Lowe", "Cora Finch")]
    added = session.add_characters(sheets, "Imported three")
    assert len(told) == 1 and told[0].characters == set(added) and len(added) == 3 and not told[0].scenes
    for step in (session.undo_stack.undo, session.undo_stack.redo):
        told.clear()
        step()
        assert len(told) == 1 and told[0].characters == set(added)


def test_a_tracker_edit_is_one_record_naming_only_that_character(session, told):
    walt = ids()["Walt Brennan"]
    session.set_tracker(walt, "hp", 10)
    assert told == [Changes.of(characters=(walt,), journal=True)]
    for step in (session.undo_stack.undo, session.undo_stack.redo):
        told.clear()
        step()
        assert told == [Changes.of(characters=(walt,), journal=True)]


def test_a_fight_step_is_one_record_naming_the_fight_and_the_wounded(session, told):
    found = ids()
    fight = Encounter(session, ScriptedDice([]))
    fight.start("Marsh ambush")
    fight.add_from_roster(found["Walt Brennan"])
    fight.add_from_roster(found["Cultist of the Marsh"])
    keys = {c.name: c.key for c in fight.state.combatants}
    fight.dice = ScriptedDice([*d100(20), *d100(99), 6])  # the cultist hits Walt with the machete: 1D8 = 6
    told.clear()
    fight.melee(keys["Cultist of the Marsh"], keys["Walt Brennan"], weapon="Machete", defence=Defence.DODGE)
    assert character_rows.load_sheet(found["Walt Brennan"]).hp == 9
    assert len(told) == 1 and told[0].scenes == {"combat"} and found["Walt Brennan"] in told[0].characters
    for step in (session.undo_stack.undo, session.undo_stack.redo):
        told.clear()
        step()
        assert len(told) == 1 and told[0].scenes == {"combat"} and found["Walt Brennan"] in told[0].characters


def test_a_step_refused_part_way_is_told_once_as_everything(session, told, monkeypatch):
    """The reading is written, then the Sanity rules refuse its loss: the file is rolled back and every scene read
    again; one record says so (everything), not the reading's half."""
    harriet, tomes = believer_with_the_necronomicon(session)
    sanity = session.scene(SanityScene)

    def refuse(*_args, **_kwargs):
        raise ValueError("the Sanity record refuses")

    monkeypatch.setattr(sanity, "suffer", refuse)
    tomes.dice = ScriptedDice(READING)
    told.clear()
    with pytest.raises(ValueError, match="the Sanity record refuses"):
        tomes.read(harriet, NECRO)
    assert len(told) == 1 and told[0].everything


def test_a_change_refused_before_it_is_written_is_not_told(session, told):
    walt = ids()["Walt Brennan"]
    with pytest.raises(ValueError):
        session.set_tracker(walt, "hp", -5)
    assert told == []


def test_a_roll_on_the_dice_tab_is_one_record_of_new_journal_rows(session, told):
    dice = DiceSession(session, ScriptedDice([3, 4]))
    dice.roll_expression("1D6+1D6")
    assert told == [Changes.of(journal=True)]


def test_the_combat_rules_and_the_bestiary_are_told_as_settings(session, told):
    session.set_combat_rules("rising")
    assert len(told) == 1 and told[0].settings == {"combat_rules"} and told[0].journal
    told.clear()
    session.add_to_bestiary(ids()["Cultist of the Marsh"], "0/1D6")
    assert len(told) == 1 and told[0].settings == {"bestiary"}


def test_a_fight_follows_its_linked_investigator_before_the_tabs_are_told(session):
    """The fight re-reads a linked investigator's HP when the record names them, before anyone reads the record."""
    walt = ids()["Walt Brennan"]
    fight = Encounter(session, ScriptedDice([]))
    fight.start("Marsh ambush")
    fight.add_from_roster(walt)
    seen = []
    session.changed.connect(lambda _changes: seen.append(fight.state.combatants[0].hp))
    session.set_tracker(walt, "hp", 4)
    assert seen == [4]
