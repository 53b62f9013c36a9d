"""The Sanity scene on the kernel: the first roll begins the record, every step undoes, the roster follows, the
state survives a restart and refuses what it cannot read, and the SAN history reads back from the record."""

import pytest

from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.sanity.minds import Horror
from desktop.store import character_rows, journal, scenes
from desktop.store.sanity_history import sanity_history

SHOGGOTH = Horror("Shoggoth", "1D6/1D20")


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


@pytest.fixture
def minds(campaign, qapp):
    session = CampaignSession()
    scene = session.scene(SanityScene)  # the one the session's calendar moves too
    scene.dice = ScriptedDice([])
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    return session, scene, ids


def test_the_first_roll_begins_the_record_in_one_undo_step(minds):
    session, scene, ids = minds
    walt = ids["Walt Brennan"]  # SAN 50, INT 55
    assert scene.state is None and [m.name for m in scene.investigators()] == [
        "Dr. Mae Okafor",
        "Harriet Crane",
        "Tomás Vega",
        "Walt Brennan",
    ]
    scene.dice = ScriptedDice([*d100(80), 4])
    scene.roll([walt, ids["Ghoul"]], Horror("Ghoul", "0/1D6"))  # a monster in the list is no mind to lose
    assert character_rows.load_sheet(walt).sanity == 46 and session.undo_stack.count() == 1
    assert scene.state.lost_today(walt) == 4
    entry = journal.entries(kinds=("sanity",), limit=1)[0]
    assert entry.what == "Sanity roll: Ghoul (0/1D6)" and "Walt Brennan: SAN 80 vs 50, Failure: loses 4" in entry.result
    again = SanityScene(session)  # as after a restart
    assert again.state == scene.state
    session.undo_stack.undo()
    assert character_rows.load_sheet(walt).sanity == 50 and SanityScene(session).state is None


def test_madness_the_mythos_and_max_san_reach_the_roster_and_undo(minds):
    session, scene, ids = minds
    walt = ids["Walt Brennan"]
    # 1D20 = 7; INT 30 vs 55: temporarily insane (1D10 = 3 hours); a bout (6, 2 rounds); +5 Cthulhu Mythos.
    scene.dice = ScriptedDice([*d100(80), 7, *d100(30), 3, 6, 2])
    scene.roll([walt], SHOGGOTH)
    sheet = character_rows.load_sheet(walt)
    assert sheet.sanity == 43 and "temporary insanity" in sheet.conditions and sheet.cthulhu_mythos == 5
    assert sheet.max_sanity == 94
    history = sanity_history(walt, sheet.sanity, sheet.cthulhu_mythos)
    assert [(p.sanity, p.max_sanity) for p in history] == [(50, 99), (43, 94)]
    session.undo_stack.undo()
    sheet = character_rows.load_sheet(walt)
    assert sheet.sanity == 50 and sheet.conditions == () and sheet.cthulhu_mythos == 0


def test_an_investigator_from_sane_to_indefinite_and_a_month_in_an_institution(minds):
    session, scene, ids = minds
    walt = ids["Walt Brennan"]
    scene.dice = ScriptedDice([*d100(80), 4])
    scene.roll([walt], Horror("Ghoul", "0/1D6"))
    scene.new_encounter("The cellar")
    # 6 more today (10 of 50): INT 90 fails (repressed), but the day's fifth: indefinitely insane, with a bout.
    scene.dice = ScriptedDice([*d100(80), 6, *d100(90), 5, 3])
    scene.roll([walt], Horror("Deep One", "0/1D6"))
    assert "indefinite insanity" in character_rows.load_sheet(walt).conditions
    scene.begin_treatment(walt, "institution")
    scene.dice = ScriptedDice([30, 2, *d100(20)])  # at the month's end: progress, +2, SAN 20 vs 42: cured
    session.weeks_pass(4)
    sheet = character_rows.load_sheet(walt)
    assert sheet.sanity == 42 and "indefinite insanity" not in sheet.conditions
    for _ in range(4):
        session.undo_stack.undo()
    assert character_rows.load_sheet(walt).sanity == 46


def test_a_sanity_state_it_cannot_read_is_refused_and_left_alone(minds):
    session, scene, ids = minds
    scene.new_day()
    with pytest.raises(ValueError, match="unknown field 'mood'"):
        scene.decode(1, {**scene.encode(scene.state), "mood": "grim"})
    with pytest.raises(ValueError, match=f"version {scene.version + 1}"):
        scene.decode(scene.version + 1, scene.encode(scene.state))
    assert scenes.load_active("sanity", scene.decode)[1] == scene.state


def test_a_hidden_roll_is_flagged_in_the_journal(minds):
    session, scene, ids = minds
    scene.dice = ScriptedDice([*d100(80), 4])
    scene.roll([ids["Walt Brennan"]], Horror("Ghoul", "0/1D6"), hidden=True)
    entry = journal.entries(kinds=("sanity",), limit=1)[0]
    assert entry.what == "Hidden: Sanity roll: Ghoul (0/1D6)"
    assert journal.details(kinds=("sanity",))[-1]["hidden"] is True


def test_the_history_shows_roster_edits_and_skill_mastery_too(minds):
    from dataclasses import replace as change

    session, scene, ids = minds
    harriet = ids["Harriet Crane"]  # SAN 70, Cthulhu Mythos 4
    session.set_tracker(harriet, "sanity", 65)
    sheet = session.sheet(harriet)
    skills = tuple(change(s, value=89, ticked=True) if s.name == "History" else s for s in sheet.skills)
    session.update_character(harriet, change(sheet, skills=skills))
    # History 89 improves (99 > 89): 1D10 = 3 → 92, 90% reached: 2D6 = 4 + 2 SAN; then the Luck check (99 > 55, +1).
    session.development_phase(harriet, ScriptedDice([99, 3, 4, 2, 99, 1]))
    now = session.sheet(harriet)
    assert now.sanity == 71
    points = sanity_history(harriet, now.sanity, now.cthulhu_mythos)
    assert [(p.sanity, p.max_sanity) for p in points] == [(70, 95), (65, 95), (71, 95)]
    assert points[-1].what == "Development phase for Harriet Crane"


def test_undone_steps_leave_the_history_and_the_printed_card(minds):
    """Before: Walt's chart (and the card printed from it) still dropped to 0 after the whole scene was undone, then
    climbed back: every undo was drawn as one more change."""
    from desktop.cards.card import Chart
    from desktop.cards.from_campaign import character_card

    session, scene, ids = minds
    walt = ids["Walt Brennan"]  # SAN 50
    scene.dice = ScriptedDice([*d100(80), 4])
    scene.roll([walt], Horror("Ghoul", "0/1D6"))  # 46
    scene.new_encounter("The pit")
    # 1D20 + 19 = 39: 46 → 7; INT 90 fails (repressed), but 43 of 50 today: indefinitely insane, a bout (5, 3 rounds).
    scene.dice = ScriptedDice([*d100(80), 20, *d100(90), 5, 3])
    scene.roll([walt], Horror("What lives in the pit", "1D6/1D20+19", mythos=False))
    session.set_tracker(walt, "sanity", 0)  # the Keeper, by hand on the Roster
    assert [p.sanity for p in sanity_history(walt, 0, 0)] == [50, 46, 7, 0]
    for _ in range(4):
        session.undo_stack.undo()
    assert [(p.sanity, p.max_sanity) for p in sanity_history(walt, 50, 0)] == [(50, 99)]
    chart = next(b for b in character_card(session, walt).blocks if isinstance(b, Chart))
    assert [p.sanity for p in chart.points] == [50]
    session.undo_stack.redo()  # the ghoul again: it stands, once
    points = sanity_history(walt, 46, 0)
    assert [p.sanity for p in points] == [50, 46] and points[-1].what == "Redo: Sanity roll: Ghoul (0/1D6)"
    scene.new_day()  # a new step drops what was undone and not redone: it never comes back
    scene.dice = ScriptedDice([*d100(80), 2])
    scene.new_encounter("Later")
    scene.roll([walt], Horror("Ghoul", "0/1D6"))
    assert [p.sanity for p in sanity_history(walt, 44, 0)] == [50, 46, 44]


def test_a_step_of_many_weeks_plots_each_change_of_san_within_it(minds):
    """Before: Tomás in home treatment, 10 weeks passing in one step: the log had week 4 (+3 → 33) and week 8
    (+3 → 36), the chart jumped from 30 to 36."""
    from desktop.rules.scene import Condition

    session, scene, ids = minds
    tomas = ids["Tomás Vega"]
    session.set_tracker(tomas, "sanity", 30)
    session.set_condition(tomas, Condition.INDEFINITE_INSANITY, True)
    scene.begin_treatment(tomas, "home")
    scene.dice = ScriptedDice([30, 3, *d100(90), 30, 3, *d100(90)])  # progress +3, not cured; again
    session.weeks_pass(10)
    sheet = character_rows.load_sheet(tomas)
    assert sheet.sanity == 36
    history = sanity_history(tomas, sheet.sanity, sheet.cthulhu_mythos)
    assert [p.sanity for p in history] == [55, 30, 33, 36]
    assert history[2].what.endswith(": SAN 30 → 33") and history[3].what.endswith(": SAN 33 → 36")
    session.undo_stack.undo()
    assert [p.sanity for p in sanity_history(tomas, 30, 0)] == [55, 30]


def test_a_dead_investigator_makes_no_sanity_roll_and_gets_no_treatment_nothing_written(minds):
    """Before: Walt, Dead on the Roster, was ticked as a mind, rolled Sanity and lost SAN; he could begin treatment."""
    from dataclasses import replace

    session, scene, ids = minds
    walt, mae = ids["Walt Brennan"], ids["Dr. Mae Okafor"]
    sheet = session.sheet(walt)
    session.update_character(walt, replace(sheet, conditions=("dead", "indefinite insanity")), sheet)
    steps, entries = session.undo_stack.count(), len(journal.entries())
    with pytest.raises(ValueError, match="Walt Brennan is dead: "):
        scene.roll([walt], SHOGGOTH)
    for act in (
        lambda: scene.begin_treatment(walt, "home"),
        lambda: scene.bout(walt, summary=False),
        lambda: scene.reality_check(walt),
        lambda: scene.self_help(walt, "1D6/1"),
    ):
        with pytest.raises(ValueError, match="Walt Brennan is dead: "):
            act()
    assert session.undo_stack.count() == steps and len(journal.entries()) == entries
    assert character_rows.load_sheet(walt).sanity == 50 and scene.state is None
    # Ticked with Mae, he is left out and said so; she rolls.
    scene.dice = ScriptedDice([*d100(10), 3])
    out = scene.roll([walt, mae], SHOGGOTH)
    assert "Walt Brennan is dead: " in out.text and character_rows.load_sheet(walt).sanity == 50
    assert "Dr. Mae Okafor: SAN 10" in out.text
