"""The Sanity scene's operations: a group's roll, the INT roll of temporary insanity, the day's fifth, getting used
to the awfulness, bouts, Mythos from madness, treatment — with the seeds' numbers."""

import re

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.sanity.minds import (
    Horror,
    Mind,
    SanityState,
    awfulness_eases,
    bout,
    new_day,
    new_encounter,
    reality_check,
    sanity_rolls,
    treatment,
)
from desktop.rules.scene import Condition, ConditionsChanged, MythosChanged, SanityChanged, sanity_lost

TEMPORARY, INDEFINITE, PERMANENT = (
    Condition.TEMPORARY_INSANITY,
    Condition.INDEFINITE_INSANITY,
    Condition.PERMANENT_INSANITY,
)
GHOUL = Horror("Ghoul", "0/1D6")
SHOGGOTH = Horror("Shoggoth", "1D6/1D20")
CORPSE = Horror("A fresh corpse", "0/1", kind="corpse", mythos=False)


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def harriet(sanity=70, *conditions, mythos=4):
    return Mind(1, "Harriet", sanity, 99 - mythos, 80, mythos, frozenset(conditions))


def walt(sanity=50, *conditions):
    return Mind(2, "Walt", sanity, 99, 55, 0, frozenset(conditions))


def tomas(sanity=55):
    return Mind(3, "Tomás", sanity, 99, 70, 0, frozenset())


def test_a_group_rolls_once_each_and_the_record_answers_how_much_was_lost():
    # Harriet 30 vs 70 succeeds (0); Walt 80 vs 50 fails: 1D6 = 4.
    out = sanity_rolls(SanityState(), [harriet(), walt()], GHOUL, ScriptedDice([*d100(30), *d100(80), 4]))
    assert sanity_lost(out.effects, 2) == 4 and sanity_lost(out.effects, 1) == 0
    assert out.lines[0] == "Harriet: SAN 30 vs 70, Hard success: loses 0"
    assert out.lines[1] == "Walt: SAN 80 vs 50, Failure: loses 4"
    # A second ghoul in the same encounter, and nobody ticked can roll: refused, naming why (before: a step that
    # changed nothing, an undo step that seemed to do nothing).
    with pytest.raises(ValueError, match="nobody ticked can roll — Walt has faced Ghoul in this encounter already"):
        sanity_rolls(out.state, [walt(46)], GHOUL, ScriptedDice([]))
    # Some can: only they roll, and the others are named.
    mixed = sanity_rolls(out.state, [walt(46), tomas()], GHOUL, ScriptedDice(d100(10)))
    assert len(mixed.checks) == 1 and "Walt has faced Ghoul in this encounter already" in mixed.lines[0]
    assert mixed.lines[1].startswith("Tomás: SAN 10 vs")
    # A new encounter may be rolled for again.
    fresh = new_encounter(out.state, "The crypt").state
    assert sanity_rolls(fresh, [walt(46)], GHOUL, ScriptedDice(d100(10))).checks


def test_five_or_more_calls_for_an_int_roll_success_is_temporary_insanity_and_a_bout():
    # Walt fails against a Shoggoth: 1D20 = 7 (5+). INT 30 vs 55 succeeds: temporarily insane for 1D10 = 3 hours,
    # and a bout (real time, 1D10 = 6: faints, for 1D10 = 2 rounds). A first Mythos bout: +5 Cthulhu Mythos.
    out = sanity_rolls(SanityState(), [walt()], SHOGGOTH, ScriptedDice([*d100(80), 7, *d100(30), 3, 6, 2]))
    assert ConditionsChanged(2, "Walt", frozenset({TEMPORARY})) in out.effects
    assert any("temporarily insane for 3 hours" in line for line in out.lines)
    assert any(line.startswith("Walt: Bout of madness (real time, 2 rounds): Faint") for line in out.lines)
    assert MythosChanged(2, "Walt", 0, 5) in out.effects and out.state.mythos_bouts == (2,)
    # A failed INT roll: the memory is repressed, no insanity.
    calm = sanity_rolls(SanityState(), [walt()], SHOGGOTH, ScriptedDice([*d100(80), 7, *d100(90)]))
    assert not [e for e in calm.effects if isinstance(e, ConditionsChanged)] and "repressed" in calm.text


def test_a_fifth_of_the_mornings_san_in_one_day_is_indefinite_insanity_and_a_new_day_starts_afresh():
    # Walt starts the day at 50: 4 (ghoul) then 6 more (corpse + ghoul elsewhere) reaches 10, a fifth.
    state = sanity_rolls(SanityState(), [walt()], GHOUL, ScriptedDice([*d100(80), 4])).state
    assert state.lost_today(2) == 4
    state = new_encounter(state, "The cellar").state
    # 6 is 5+: INT 90 vs 55 fails (repressed); the day's fifth still strikes, with a bout (1D10 = 5, 3 rounds).
    out = sanity_rolls(state, [walt(46)], Horror("Deep One", "0/1D6"), ScriptedDice([*d100(80), 6, *d100(90), 5, 3]))
    assert ConditionsChanged(2, "Walt", frozenset({INDEFINITE})) in out.effects
    assert "lost 10 of the 50 SAN held this morning" in out.text
    assert new_day(out.state, 2).state.day_loss == () and new_day(out.state, 2).what == "Day 2 begins"


def test_getting_used_to_the_awfulness_caps_what_one_kind_costs_and_eases_at_development():
    # Ghouls cost at most 6 in all: 4 in one encounter, then a failed roll of 5 in the next costs only 2.
    state = sanity_rolls(SanityState(), [walt()], GHOUL, ScriptedDice([*d100(80), 4])).state
    state = new_encounter(state, "Again").state
    out = sanity_rolls(state, [walt(46)], GHOUL, ScriptedDice([*d100(80), 5]))
    assert sanity_lost(out.effects, 2) == 2 and "used to Ghoul: 5 less 3" in out.text
    assert awfulness_eases(out.state).state.used_to_kind(2, "Ghoul") == 5


def test_an_insane_mind_losing_more_has_another_bout_and_a_corpse_teaches_no_mythos():
    out = sanity_rolls(SanityState(), [walt(40, INDEFINITE)], CORPSE, ScriptedDice([*d100(80), 4, 2]))
    assert any("Bout of madness" in line for line in out.lines)
    assert not [e for e in out.effects if isinstance(e, MythosChanged)]


def test_zero_san_is_permanent_insanity():
    out = sanity_rolls(SanityState(), [walt(3)], SHOGGOTH, ScriptedDice([*d100(80), 7]))
    assert SanityChanged(2, "Walt", 3, 0) in out.effects and "permanently insane" in out.text
    assert ConditionsChanged(2, "Walt", frozenset({PERMANENT})) in out.effects


def test_at_zero_san_the_loss_told_is_what_was_left_and_no_int_roll_follows():
    """Before: "loses 39" with 33 left, then an INT roll for temporary insanity (and a bout) for a mind already
    gone for good. Seed 003: a Great Old One costs 1D6/1D20+19; SAN 0 is permanent insanity."""
    hastur = Horror("A Great Old One (such as Hastur)", "1D6/1D20+19")
    out = sanity_rolls(SanityState(), [walt(33)], hastur, ScriptedDice([*d100(80), 20, *d100(30), 3, 6, 2]))
    assert out.lines[0] == "Walt: SAN 80 vs 33, Failure: loses 33 (39 rolled; only 33 were left)"
    assert [c.kind.name for c in out.checks] == ["SANITY"]  # no INT roll, no bout
    assert not any("INT" in line or "Bout" in line for line in out.lines)
    assert out.effects == (SanityChanged(2, "Walt", 33, 0), ConditionsChanged(2, "Walt", frozenset({PERMANENT})))
    assert out.state.lost_today(2) == 33
    # A non-believer's shock on top of the roll is told as what there was left to take too.
    mae = Mind(3, "Mae", 10, 90, 70, 9)
    shocked = sanity_rolls(SanityState(), [mae], GHOUL, ScriptedDice([*d100(80), 4]))
    assert shocked.lines[0] == "Mae: SAN 80 vs 10, Failure: loses 4"
    assert "costs 9 SAN more; only 6 were left" in shocked.lines[1]
    assert sanity_lost(shocked.effects, 3) == 10 and shocked.state.lost_today(3) == 10


def test_a_fumble_costs_the_maximum_and_the_typed_loss_is_checked_first():
    out = sanity_rolls(SanityState(), [walt(45)], GHOUL, ScriptedDice([*d100(99), *d100(90)]))
    assert sanity_lost(out.effects, 2) == 6  # SAN 45: 99 fumbles; 0/1D6 at its maximum
    with pytest.raises(ValueError, match="success/failure"):
        sanity_rolls(SanityState(), [walt()], Horror("Typed", "1D6"), ScriptedDice([]))
    with pytest.raises(ValueError, match="who saw it"):
        sanity_rolls(SanityState(), [], GHOUL, ScriptedDice([]))


def test_bouts_reality_checks_and_treatment():
    insane = walt(40, INDEFINITE)
    assert "Bout of madness (summary" in bout(SanityState(), insane, True, ScriptedDice([5]), pick=7).text
    with pytest.raises(ValueError, match="not insane"):
        bout(SanityState(), walt(), False, ScriptedDice([1]))
    doubt = reality_check(SanityState(), insane, ScriptedDice([*d100(80), 3, 4]))
    assert sanity_lost(doubt.effects, 2) == 1 and "Bout of madness" in doubt.text
    # An institution, 1D100 = 30: progress, 1D3 = 2 SAN, then SAN 20 vs 42 cures.
    cured = treatment(SanityState(), insane, "institution", ScriptedDice([30, 2, *d100(20)]))
    assert SanityChanged(2, "Walt", 40, 42) in cured.effects
    assert ConditionsChanged(2, "Walt", frozenset(), frozenset({INDEFINITE})) in cured.effects
    assert "no progress" in treatment(SanityState(), insane, "institution", ScriptedDice([70])).text
    setback = treatment(SanityState(), insane, "home", ScriptedDice([97, 5]))
    assert sanity_lost(setback.effects, 2) == 5
    # The doctor's Psychoanalysis 60 in place of 01-95: 45 succeeds.
    assert (
        "Psychoanalysis 45 vs 60, progress"
        in treatment(SanityState(), insane, "home", ScriptedDice([*d100(45), 1, *d100(90)]), psychoanalysis=60).text
    )
    with pytest.raises(ValueError, match="not indefinitely insane"):
        treatment(SanityState(), walt(), "home", ScriptedDice([]))


def test_a_phobia_bout_leaves_a_phobia_on_the_sheet_and_undo_takes_it_away():
    from desktop.rules.sanity.insanity import insanity_reminders
    from desktop.rules.scene import NoteAdded

    insane = walt(40, INDEFINITE)
    # Picked 9 (phobia), 1D10 = 5 hours; 1D20 = 4 on the phobias (seed 003's 4): fear of the dark.
    out = bout(SanityState(), insane, True, ScriptedDice([5, 4]), pick=9)
    note = NoteAdded(2, "Walt", "Phobia: Nyctophobia: fear of the dark")
    assert note in out.effects and note.inverse().removed
    # A mania bout rolls 1D20 on the manias: 1 is seed 003's religious mania.
    mania = bout(SanityState(), insane, False, ScriptedDice([3, 1]), pick=10)
    assert NoteAdded(2, "Walt", "Mania: Religious mania: obsessive devotion") in mania.effects
    notes = "Gruff.\nPhobia: Nyctophobia: fear of the dark"
    assert insanity_reminders(notes, insane=True) == ["Phobia: Nyctophobia: fear of the dark"]
    assert insanity_reminders(notes, insane=False) == []


def test_self_help_is_the_one_sanity_roll_with_a_bonus_die():
    from desktop.rules.sanity.minds import self_help

    # Tens 8 and 3, units 4: the bonus die keeps 34, under SAN 40: +1D6 = 5 (the Keeper's "1D6/1").
    helped = self_help(SanityState(), walt(40), "1D6/1", ScriptedDice([5, 9, 4, 5]))
    assert helped.checks[0].roll.bonus == 1 and helped.checks[0].result == 34
    assert SanityChanged(2, "Walt", 40, 45) in helped.effects
    failed = self_help(SanityState(), walt(40), "1D6/1", ScriptedDice([1, 10, 9]))  # 80 and 90, units 0: 80 fails
    assert sanity_lost(failed.effects, 2) == 1
    with pytest.raises(ValueError, match="gain on a success/loss on a failure"):
        self_help(SanityState(), walt(40), "", ScriptedDice([]))


def test_a_non_believers_first_mythos_loss_costs_their_cthulhu_mythos_too_and_makes_a_believer():
    # Harriet (Cthulhu Mythos 4, read in tomes) fails against a ghoul: 1D6 = 3, and 4 more as belief breaks in;
    # 7 from one roll calls for the INT roll (90: repressed).
    out = sanity_rolls(SanityState(), [harriet(70)], GHOUL, ScriptedDice([*d100(80), 3, *d100(90)]))
    assert sanity_lost(out.effects, 1) == 7 and out.state.believers == (1,) and "now believes" in out.text
    assert out.state.lost_today(1) == 7
    # Once a believer, no more; a corpse (not of the Mythos) never makes one.
    again = sanity_rolls(new_encounter(out.state, "Later").state, [harriet(63)], GHOUL, ScriptedDice([*d100(80), 3]))
    assert sanity_lost(again.effects, 1) == 3
    corpse = sanity_rolls(SanityState(), [harriet(70)], CORPSE, ScriptedDice([*d100(80), 1]))
    assert corpse.state.believers == () and sanity_lost(corpse.effects, 1) == 1


def test_a_failed_reality_check_at_one_san_is_permanent_insanity_not_a_bout():
    out = reality_check(SanityState(), walt(1, INDEFINITE), ScriptedDice([*d100(80), 3, 4]))
    assert ConditionsChanged(2, "Walt", frozenset({PERMANENT})) in out.effects and "Bout" not in out.text


@pytest.mark.parametrize("roll", range(1, 21))
def test_a_phobia_or_mania_bout_names_one_from_the_list_the_card_prints(roll):
    """Before: a phobia bout rolled on a mixed table of its own: 10 gave "Phobia: Religious mania", 19 "Phobia: Split
    personality", and its 4 (Nyctophobia) was not on the printed card at all (the card's list said Scotophobia)."""
    from desktop.cards.reference import phobias_card

    printed = phobias_card().blocks[0].rows
    assert [row[0] for row in printed] == [str(n) for n in range(1, 21)]
    insane = walt(40, INDEFINITE)
    phobia = bout(SanityState(), insane, True, ScriptedDice([5, roll]), pick=9)
    mania = bout(SanityState(), insane, True, ScriptedDice([5, roll]), pick=10)
    assert f"Phobia: {printed[roll - 1][1]}" in [e.text for e in phobia.effects]
    assert f"Mania: {printed[roll - 1][2]}" in [e.text for e in mania.effects]
    assert "phobia" in printed[roll - 1][1].split(":")[0].lower()
    assert "mania" in printed[roll - 1][2].split(":")[0].lower()


def test_a_week_starts_new_days_ends_temporary_insanity_and_a_month_of_treatment_waits_for_its_weeks():
    """Before: a week passing left the day's losses and temporary insanity (1D10 hours) as they were, and a month of
    treatment was rolled at once in week 0. Seed 000: treatment is rolled at the end of each month; institution
    01-50 progress (+1D3 and a SAN roll to be cured), 51-95 no progress."""
    from desktop.rules.sanity.minds import begin_treatment, days_pass, end_treatment

    state = sanity_rolls(SanityState(), [walt()], GHOUL, ScriptedDice([*d100(80), 4])).state
    shaken, mad = walt(46, TEMPORARY, INDEFINITE), walt(40, INDEFINITE)
    begun = begin_treatment(state, mad, "institution", week=0)
    assert begun.effects == () and begun.checks == () and "first month ends in week 4" in begun.text
    assert begun.state.in_treatment(2) == ("institution", 0, 4)
    with pytest.raises(ValueError, match="in treatment already"):
        begin_treatment(begun.state, mad, "home", week=0)
    # One week: day 8, the day's losses start again, temporary insanity is over; the month has 3 weeks to go.
    week = days_pass(begun.state, [shaken], 7, ScriptedDice([]), day=8, week=1)
    assert week.state.lost_today(2) == 0 and week.state.day_start == ()
    assert week.what == "Day 8: a week passes" and week.state.seen == ()  # a week on: a new encounter
    assert ConditionsChanged(2, "Walt", frozenset(), frozenset({TEMPORARY})) in week.effects
    assert week.checks == () and week.state.in_treatment(2) == ("institution", 0, 4)
    # Weeks 2 to 9 in one go: the months ending in weeks 4 and 8 are rolled, in order: 70 no progress; 30 progress,
    # +1D3 = 2, SAN 20 vs 42 cures, and the treatment ends.
    months = days_pass(week.state, [mad], 56, ScriptedDice([70, 30, 2, *d100(20)]), day=64, week=9)
    assert [line for line in months.lines if line.startswith("Week")][:2] == [
        "Week 4, Walt: A month in an institution: 1D100 = 70, no progress",
        "Week 8, Walt: A month in an institution: 1D100 = 30, progress: +2 SAN",
    ]
    assert SanityChanged(2, "Walt", 40, 42) in months.effects
    assert ConditionsChanged(2, "Walt", frozenset(), frozenset({INDEFINITE})) in months.effects
    assert months.state.in_treatment(2) is None and months.what == "Day 64: 8 weeks pass"
    # Still insane after a month: the next month begins; the Keeper may stop it.
    going = days_pass(begun.state, [mad], 28, ScriptedDice([70]), day=29, week=4)
    assert going.state.in_treatment(2) == ("institution", 0, 8)
    assert end_treatment(going.state, mad).state.in_treatment(2) is None
    with pytest.raises(ValueError, match="not indefinitely insane"):
        begin_treatment(state, walt(), "home", week=0)


@pytest.mark.parametrize("typed", ["<b>1</b>", "1D6</b>/1", "<i>1D6</i>/<b>1</b>", "1/2/3"])
def test_self_help_amounts_are_never_cut_inside_a_tag_and_are_refused_whole(typed):
    """Before: "<b>1</b>" was cut at its slash, and the refusal showed the broken pieces "<b>1<" and "b>"."""
    from desktop.rules.sanity.minds import self_help

    with pytest.raises(ValueError) as refused:
        self_help(SanityState(), walt(40), typed, ScriptedDice([5, 9, 4, 5]))
    said = str(refused.value)
    assert said.startswith("Self-help")
    assert not re.search(r"[<>]", re.sub(r"</?\w+>", "", said)), said  # every tag typed is shown whole


def test_a_division_in_brackets_is_not_the_slash_between_success_and_failure():
    from desktop.rules.sanity.insanity import success_and_failure

    assert success_and_failure("(1D4/2)/1D6") == ("(1D4/2)", "1D6")
    assert success_and_failure("1D6+1/1D10") == ("1D6+1", "1D10")
    assert success_and_failure("1D6") is None and success_and_failure("<b>1</b>") is None


def test_one_hour_and_one_round_read_in_the_singular():
    """Found playing: "temporarily insane for 1 hours" and "Bout of madness (real time, 1 rounds)" (numbers written at
    run time, which the plain-words test of the source cannot see)."""
    out = sanity_rolls(SanityState(), [walt()], SHOGGOTH, ScriptedDice([*d100(80), 7, *d100(30), 1, 6, 1]))
    assert any(line.endswith("temporarily insane for 1 hour") for line in out.lines), out.lines
    assert any(line.startswith("Walt: Bout of madness (real time, 1 round): Faint") for line in out.lines), out.lines
    summary = bout(out.state, walt(43, TEMPORARY), True, ScriptedDice([1]), pick=6)
    assert any("Bout of madness (summary, 1 hour)" in line for line in summary.lines), summary.lines


def test_the_journal_s_story_never_reads_a_full_stop_then_a_semicolon():
    """Played: a bout's words end in a full stop and the story went on after it ("…no time has passed.; Walt…")."""
    # Walt fails against a Shoggoth (7), grasps it (INT 30), 3 hours; a bout, then Harriet rolls after him.
    out = sanity_rolls(
        SanityState(),
        [walt(), harriet()],
        SHOGGOTH,
        ScriptedDice([*d100(80), 7, *d100(30), 3, 6, 2, *d100(20), 3, *[5] * 6]),
    )
    bout = next(line for line in out.lines if line.startswith("Walt: Bout of madness"))
    assert bout.endswith(".") and out.lines[-1].startswith("Harriet")  # a line of its own keeps its full stop
    assert ".;" not in out.text and bout.removesuffix(".") + "; " in out.text
