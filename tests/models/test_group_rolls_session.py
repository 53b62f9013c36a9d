"""Rolls for the group through the Dice session: everyone's roll as one journal entry and one undo step, rolled one
character after the other through the session's dice; the group's Luck by the lowest Luck; and secret rolls marked
in the journal."""

import pytest
from dice_faces import faces
from PySide6.QtCore import Qt

from desktop.models.dice.dice_session import DiceSession, target_named, targets_for, targets_named
from desktop.models.dice.group_model import RESULT, GroupPick, GroupRollModel
from desktop.models.marks import MarkRole
from desktop.models.session import CampaignSession
from desktop.rules import Difficulty, ScriptedDice, SuccessLevel
from desktop.rules.group_rolls import Need
from desktop.store import journal
from desktop.store.character_rows import picker_rows


@pytest.fixture
def session(campaign, qapp):
    return CampaignSession()


def ids():
    return {row.name: row.id for row in picker_rows()}


def investigators():
    return [(row.id, row.name) for row in picker_rows() if row.kind == "investigator" and not row.dead]


def listen_ticked(session, name):
    return any(s.ticked for s in session.sheet(ids()[name]).skills if s.name == "Listen")


def test_everyone_rolls_listen_as_one_entry_and_one_undo_step(session):
    # Harriet Listen 20, Tomás 55, Walt 20 (base): 15 Regular, 80 fails, 04 Extreme.
    dice = DiceSession(session, ScriptedDice(faces(15, 80, 4)))
    picks = [GroupPick((target_named(ids()[n], "Listen"),)) for n in ("Harriet Crane", "Tomás Vega", "Walt Brennan")]
    entries, steps = len(journal.entries()), session.undo_stack.count()
    rolled = dice.group_roll(picks, Difficulty.REGULAR)
    assert [line.rolled.level for line in rolled.lines] == [
        SuccessLevel.REGULAR,
        SuccessLevel.FAILURE,
        SuccessLevel.EXTREME,
    ]
    assert len(journal.entries()) == entries + 1 and session.undo_stack.count() == steps + 1
    entry = journal.entries(limit=1)[0]
    assert entry.what == "Everyone rolls Listen (Regular)" and entry.kind == "roll"
    assert "best Walt Brennan; worst Tomás Vega" in entry.result
    assert entry.levels == (3, 2, 5)  # the log's card shows each one's chip
    for name in ("Harriet Crane", "Tomás Vega", "Walt Brennan"):  # in each one's history
        assert entry.id in [i for i, _what in journal.about(ids()[name])]
    assert listen_ticked(session, "Harriet Crane") and listen_ticked(session, "Walt Brennan")
    assert not listen_ticked(session, "Tomás Vega")

    session.undo_stack.undo()
    assert not listen_ticked(session, "Harriet Crane") and not listen_ticked(session, "Walt Brennan")
    undone = journal.entries(limit=1)[0]
    assert undone.what == "Undo: Everyone rolls Listen (Regular)" and undone.supersedes == entry.id
    session.undo_stack.redo()
    assert listen_ticked(session, "Harriet Crane") and journal.entries(limit=1)[0].kind == "roll"


def test_a_tick_there_before_the_roll_stays_after_its_undo(session):
    harriet = ids()["Harriet Crane"]
    DiceSession(session, ScriptedDice(faces(10))).roll(target_named(harriet, "Listen"), Difficulty.REGULAR)
    assert listen_ticked(session, "Harriet Crane")
    DiceSession(session, ScriptedDice(faces(10))).group_roll([GroupPick((target_named(harriet, "Listen"),))])
    session.undo_stack.undo()
    assert listen_ticked(session, "Harriet Crane")


def test_rolls_go_through_the_session_dice_one_character_after_another(session):
    asked = []

    class Watching(ScriptedDice):
        def roll(self, sides):
            asked.append(sides)
            return super().roll(sides)

    # Harriet with a bonus die (units, two tens), then Tomás plainly (units, tens): 5 faces, in that order.
    dice = DiceSession(session, Watching([3, 9, 1, 6, 2]))
    harriet, tomas = ids()["Harriet Crane"], ids()["Tomás Vega"]
    picks = [GroupPick((target_named(harriet, "Listen"),), bonus=1), GroupPick((target_named(tomas, "Listen"),))]
    rolled = dice.group_roll(picks)
    assert asked == [10] * 5 and dice.dice.remaining == 0
    assert [line.rolled.result for line in rolled.lines] == [2, 15]  # tens 80 & 00, units 2 → 02; 15
    assert journal.entries(limit=1)[0].dice.startswith("Harriet Crane tens 80 & 00, units 2 → 2")


def test_a_combined_roll_for_the_group_reads_one_roll_against_both_skills(session):
    harriet = ids()["Harriet Crane"]  # Spot Hidden 55, Listen 20: a roll of 30 passes one, fails the other
    pick = GroupPick((target_named(harriet, "Spot Hidden"), target_named(harriet, "Listen")))
    both = DiceSession(session, ScriptedDice(faces(30))).group_roll([pick], need=Need.BOTH)
    assert not both.lines[0].rolled.succeeded
    assert journal.entries(limit=1)[0].what == "Everyone rolls Spot Hidden and Listen (Regular), both must pass"
    either = DiceSession(session, ScriptedDice(faces(30))).group_roll([pick], need=Need.EITHER)
    assert either.lines[0].rolled.succeeded
    assert journal.entries(limit=1)[0].levels == (3, 2)


def test_the_group_luck_roll_is_rolled_by_the_lowest_luck_for_everyone(session):
    # Luck: Harriet 55, Tomás 60, Dr. Mae Okafor 45, Walt 50: Dr. Okafor rolls, 40 against 45 passes.
    luck = [target_named(cid, "Luck") for cid, _name in investigators()]
    dice = DiceSession(session, ScriptedDice(faces(40)))
    entries = len(journal.entries())
    rolled, roller = dice.group_luck(luck)
    assert roller.character == "Dr. Mae Okafor" and roller.value == 45
    assert rolled.lines[0].rolled.succeeded and rolled.lines[0].rolled.result == 40
    assert len(journal.entries()) == entries + 1
    entry = journal.entries(limit=1)[0]
    assert entry.actor == "Dr. Mae Okafor"
    assert entry.what == "Group Luck (Regular): Dr. Mae Okafor rolls for everyone, with the lowest Luck"
    assert entry.id in [i for i, _w in journal.about(ids()["Walt Brennan"])]  # everyone's history has it
    with pytest.raises(ValueError, match="against Luck"):
        dice.group_luck([target_named(ids()["Walt Brennan"], "Listen")])


def test_a_skill_not_on_a_sheet_is_rolled_at_its_base_and_an_unknown_one_is_refused_by_name(session):
    ghoul = ids()["Ghoul"]  # a monster's short sheet: no Library Use, whose base is 20
    assert target_named(ghoul, "Library Use").value == 20
    with pytest.raises(LookupError, match="Ghoul has no Flying Saucer"):
        target_named(ghoul, "Flying Saucer")


def test_every_roll_of_the_dice_tab_can_be_secret_and_the_journal_marks_it(session):
    harriet = ids()["Harriet Crane"]
    spot = next(t for t in targets_for(harriet) if t.label == "Spot Hidden")
    dice = DiceSession(session, ScriptedDice(faces(62, 70, 20, 4) + [3, 2] + faces(30)))
    dice.roll(spot, Difficulty.REGULAR, secret=True)
    assert journal.entries(limit=1)[0].hidden and journal.entries(limit=1)[0].what.startswith("Secret: ")
    dice.spend_luck()  # the Luck bought on a secret roll stays secret
    assert journal.entries(limit=1)[0].hidden
    dice.opposed(spot, next(t for t in targets_for(ids()["Walt Brennan"]) if t.label == "Spot Hidden"), secret=True)
    assert journal.entries(limit=1)[0].hidden
    dice.group_roll([GroupPick((spot,))], secret=True)
    assert journal.entries(limit=1)[0].hidden
    assert journal.entries(limit=1)[0].what == "Secret: Everyone rolls Spot Hidden (Regular)"
    dice.roll_expression("1D6+1D4", secret=True)
    assert journal.entries(limit=1)[0].hidden
    dice.roll(spot, Difficulty.REGULAR)  # the toggle off: in the open again
    assert not journal.entries(limit=1)[0].hidden


def test_the_group_table_passes_qtmodeltester_and_shows_chips_with_the_best_and_worst(session, qtmodeltester):
    model = GroupRollModel()
    model.show(investigators())
    model.pick(["Listen"], targets_named)
    qtmodeltester.check(model)
    assert [m.values for m in model.members()] == [(20,), (55,), (20,), (20,)]  # Harriet, Tomás, Dr. Okafor, Walt
    model.setData(model.index(3, 3), -1)  # Walt with a penalty die
    assert model.index(3, 3).data() == "1 penalty"
    assert not model.setData(model.index(3, 3), 3)  # more than two is refused: the dice stay as they were
    assert model.index(3, 3).data(Qt.ItemDataRole.EditRole) == -1
    model.setData(model.index(2, 0), Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)  # Dr. Okafor left out
    picks = model.picks()
    assert [p.targets[0].character for p in picks] == ["Harriet Crane", "Tomás Vega", "Walt Brennan"]
    assert (picks[2].bonus, picks[2].penalty) == (0, 1)
    # Walt: units 2, tens 0 and 5 (highest kept) → 52
    rolled = DiceSession(session, ScriptedDice(faces(15, 80) + [3, 1, 6])).group_roll(picks)
    model.show_roll(rolled)
    qtmodeltester.check(model)
    cells = [model.index(r, RESULT) for r in range(4)]
    assert cells[0].data() == "Regular success — passes (15 vs 20) · ▲ Best"
    assert cells[1].data(MarkRole.LEVELS) == (SuccessLevel.FAILURE,) and "Worst" not in cells[1].data()
    assert cells[2].data() == ""  # Dr. Okafor did not roll
    assert cells[3].data() == "Failure (52 vs 20) · ▼ Worst"  # both failed: the lower skill is the worse
    assert [b.tone for b in cells[0].data(MarkRole.BADGES)] == ["now", None]  # "▲ Best", then "15 vs 20"


def test_the_group_table_refuses_nobody_ticked_or_someone_who_cannot_roll_by_name(session):
    model = GroupRollModel()
    model.show([(ids()["Ghoul"], "Ghoul"), *investigators()])
    model.pick(["Flying Saucer"], targets_named)
    with pytest.raises(ValueError, match="Ghoul has no Flying Saucer on the sheet: untick them"):
        model.picks()
    model.tick_all(False)
    with pytest.raises(ValueError, match="Rolls: tick at least one"):
        model.picks()


def test_two_dodging_together_read_as_two_rolls_not_one_against_the_other(session):
    # Before: a group entry of two combat-kind checks read as a fight's exchange ("✓ Regular vs ✗ Failure").
    picks = [GroupPick((target_named(ids()[n], "Dodge"),)) for n in ("Harriet Crane", "Walt Brennan")]
    DiceSession(session, ScriptedDice(faces(30, 90))).group_roll(picks)
    entry = journal.entries(limit=1)[0]
    assert entry.levels == (3, 2) and not entry.opposed
