"""The Dice tab's session: checks journalled, pushing and Luck by the rules, ticks earned."""

import pytest

from desktop.models.dice.dice_session import DiceSession, RollTarget, targets_for
from desktop.models.session import CampaignSession
from desktop.rules import Difficulty, RollKind, ScriptedDice, SuccessLevel
from desktop.store import journal


@pytest.fixture
def session(campaign, qapp):
    return CampaignSession()


def harriet(session):
    row = next(
        session.roster.row_at(r) for r in range(session.roster.rowCount()) if "Harriet" in session.roster.row_at(r).name
    )
    return row.id


def target(session, label):
    return next(t for t in targets_for(harriet(session)) if t.label == label)


def test_targets_cover_skills_characteristics_luck_and_sanity(session):
    labels = {t.label: t for t in targets_for(harriet(session))}
    assert labels["Spot Hidden"].value == 55 and labels["Spot Hidden"].kind is RollKind.SKILL
    assert labels["Firearms (Handgun)"].kind is RollKind.COMBAT
    assert labels["Language (Other) (Latin)"].value == 50
    assert labels["POW"].value == 70 and labels["Luck"].kind is RollKind.LUCK
    assert labels["Sanity"].kind is RollKind.SANITY


def test_a_successful_roll_is_journalled_and_ticks_the_skill(session):
    dice = DiceSession(session, ScriptedDice([5, 3]))  # units 4, tens 2 -> 24
    check = dice.roll(target(session, "Spot Hidden"), Difficulty.REGULAR)
    assert check.result == 24 and check.level is SuccessLevel.HARD
    entry = journal.entries(limit=1)[0]
    assert entry.actor == "Harriet Crane" and "Spot Hidden" in entry.what and "Hard success" in entry.result
    assert any(s.ticked for s in session.sheet(harriet(session)).skills if s.name == "Spot Hidden")


def test_no_tick_with_a_bonus_die(session):
    dice = DiceSession(session, ScriptedDice([5, 3, 8]))
    dice.roll(target(session, "Spot Hidden"), Difficulty.REGULAR, bonus=1)
    assert not any(s.ticked for s in session.sheet(harriet(session)).skills if s.name == "Spot Hidden")


def test_push_then_luck_is_refused(session):
    dice = DiceSession(session, ScriptedDice([1, 9, 1, 10]))  # 80, then pushed 90: both fail against 70
    dice.roll(target(session, "Library Use"), Difficulty.REGULAR)
    assert dice.push_refusal() is None and dice.luck_refusal() is None
    dice.push()
    assert dice.push_refusal() == "a pushed roll is final"
    assert "pushed" in dice.luck_refusal()
    assert journal.entries(limit=1)[0].what.startswith("Pushed")


def test_spending_luck_takes_it_from_the_character_and_can_be_undone(session):
    dice = DiceSession(session, ScriptedDice([3, 7]))  # units 2, tens 6 -> 62 against 55
    dice.roll(target(session, "Spot Hidden"), Difficulty.REGULAR)
    assert dice.luck_cost() == 7
    dice.spend_luck()
    assert dice.check.succeeded and session.sheet(harriet(session)).luck == 48
    assert dice.push_refusal() == "Luck was spent on this roll"
    session.undo_stack.undo()
    assert session.sheet(harriet(session)).luck == 55


def test_luck_refused_without_a_character_or_on_sanity(session):
    dice = DiceSession(session, ScriptedDice([3, 7, 3, 9]))
    dice.roll(RollTarget("Typed value", 40), Difficulty.REGULAR)
    assert "pick a character" in dice.luck_refusal()
    dice.roll(target(session, "Sanity"), Difficulty.REGULAR)
    assert "Sanity" in dice.luck_refusal() and "Sanity" in dice.push_refusal()


def test_dice_expression(session):
    dice = DiceSession(session, ScriptedDice([4, 2]))
    rolled = dice.roll_expression("1D6+1D4")
    assert rolled.total == 6
    assert journal.entries(limit=1)[0].result == "6"
    with pytest.raises(ValueError):
        dice.roll_expression("1D")


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def test_seed_003_opposed_roll_outside_combat_higher_level_wins_ties_to_the_higher_value(session):
    dice = DiceSession(session, ScriptedDice([]))
    sneak = RollTarget("Stealth", 60, RollKind.SKILL, 1, "Tomás Vega")
    watch = RollTarget("Spot Hidden", 50, RollKind.SKILL, 2, "Sheriff Amos Pike")
    # Hard (25 vs 60) beats Regular (40 vs 50).
    dice.dice = ScriptedDice([*d100(25), *d100(40)])
    result = dice.opposed(sneak, watch)
    assert result.verdict.startswith("Tomás Vega wins: Hard success (25 vs 60) against Regular success (40 vs 50)")
    # Both Regular: the tie goes to the higher value, Stealth 60.
    dice.dice = ScriptedDice([*d100(45), *d100(45)])
    assert dice.opposed(sneak, watch).verdict.startswith("Tomás Vega wins")
    dice.dice = ScriptedDice([*d100(45), *d100(10)])  # Extreme for the sheriff
    assert dice.opposed(sneak, watch).verdict.startswith("Sheriff Amos Pike wins")
    dice.dice = ScriptedDice([*d100(90), *d100(90)])
    assert dice.opposed(sneak, watch).verdict.startswith("Nobody wins")
    entry = journal.entries(limit=1)[0]
    assert entry.what == "Opposed: Tomás Vega: Stealth vs Sheriff Amos Pike: Spot Hidden" and "90" in entry.dice
    with pytest.raises(ValueError, match="Sanity"):
        dice.opposed(RollTarget("Sanity", 50, RollKind.SANITY, 1, "Tomás Vega"), watch)


def test_a_luck_roll_of_01_may_raise_pow(session):
    walt = next(
        session.roster.row_at(r).id
        for r in range(session.roster.rowCount())
        if session.roster.row_at(r).name == "Walt Brennan"
    )
    luck = next(t for t in targets_for(walt) if t.label == "Luck")
    dice = DiceSession(session, ScriptedDice([*d100(1), 80, 6]))  # 01; then 1D100 = 80 over POW 50: +1D10 = 6
    dice.roll(luck, Difficulty.REGULAR)
    assert session.sheet(walt).power == 56
    session.undo_stack.undo()
    assert session.sheet(walt).power == 50
    dice.dice = ScriptedDice([*d100(1), 30])  # 30 is not over POW 50: no change, journalled
    dice.roll(luck, Difficulty.REGULAR)
    assert session.sheet(walt).power == 50 and "not over POW 50" in journal.entries(limit=1)[0].what
