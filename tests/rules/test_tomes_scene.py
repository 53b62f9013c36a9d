"""The Tomes scene's operations with seed 000's numbers: the reading roll and its push, the initial gain, a full
study over weeks with an interruption and a repeat at double time, reference use, belief, spells learned and
cast (the Hard POW roll, its push, the cost, overspend from HP), and POW that grows."""

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.scene import CharacteristicChanged, HpChanged, MagicPointsChanged, MythosChanged, SanityChanged
from desktop.rules.tomes.mythos import Spell, Tome
from desktop.rules.tomes.shelf import (
    Known,
    Reader,
    TomesState,
    begin_study,
    cast,
    give,
    hours_pass,
    initial_reading,
    learn_spell,
    pause_study,
    reference,
    san_weeks,
    week_passes,
)

CULTES = Tome("Cultes des Goules", "French", "handwritten", 3, 9, 27, "1D10", 4, ("Shrivelling",))
SHRIVEL = Spell("Shrivelling", 5, "1D6", "instant", learn_weeks="2")
DOMINATE = Spell("Dominate", 1, "0", "instant", opposed_pow=True)


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def harriet(**kw):
    values = dict(
        character_id=1,
        name="Harriet",
        language=60,
        intelligence=80,
        power=70,
        mythos=4,
        sanity=70,
        mp=14,
        hp=11,
        believer=True,
    )
    return Reader(**(values | kw))


def held(reader=None):
    return give(TomesState(), reader or harriet(), CULTES).state


def test_the_reading_roll_is_hard_for_a_handwritten_tome_and_may_be_pushed_once():
    # French 60 at Hard needs 30: 45 fails; the push (25) succeeds: +3 Cthulhu Mythos, and 1D10 = 6 SAN (a believer).
    failed = initial_reading(held(), harriet(), CULTES, ScriptedDice(d100(45)))
    assert "may be pushed" in failed.text and failed.state.holding(1, CULTES.title).reading_failed
    read = initial_reading(failed.state, harriet(), CULTES, ScriptedDice([*d100(25), 6]), pushed=True)
    assert MythosChanged(1, "Harriet", 4, 7) in read.effects and SanityChanged(1, "Harriet", 70, 64) in read.effects
    assert read.checks[0].pushed and read.state.holding(1, CULTES.title).initial_done
    with pytest.raises(ValueError, match="only a failed reading roll"):
        initial_reading(held(), harriet(), CULTES, ScriptedDice([]), pushed=True)


def test_a_non_believer_gains_mythos_but_loses_no_san_to_a_tome():
    read = initial_reading(held(), harriet(believer=False), CULTES, ScriptedDice(d100(10)))
    assert MythosChanged(1, "Harriet", 4, 7) in read.effects
    assert not [e for e in read.effects if isinstance(e, SanityChanged)] and "does not believe" in read.text


def test_a_full_study_over_weeks_with_an_interruption_and_a_repeat_at_double_time():
    state = initial_reading(held(), harriet(), CULTES, ScriptedDice([*d100(10), 6])).state
    state = begin_study(state, harriet(mythos=7), CULTES).state
    readers, tomes = {1: harriet(mythos=7, sanity=64)}, {CULTES.title: CULTES}
    for week in (1, 2):
        state = week_passes(state, readers, tomes, ScriptedDice([]), week=week).state
    state = pause_study(state, harriet(), CULTES, True).state
    put_aside = week_passes(state, readers, tomes, ScriptedDice([]), week=3)  # put aside: no progress
    state = put_aside.state
    assert state.holding(1, CULTES.title).weeks_done == 2 and put_aside.what == "Week 3: a week passes"
    state = pause_study(state, harriet(), CULTES, False).state
    state = week_passes(state, readers, tomes, ScriptedDice([]), week=4).state
    done = week_passes(state, readers, tomes, ScriptedDice([4]), week=5)  # 4 of 4: full gain 9 (27 > 7), 1D10 = 4
    assert MythosChanged(1, "Harriet", 7, 16) in done.effects and SanityChanged(1, "Harriet", 64, 60) in done.effects
    assert done.state.holding(1, CULTES.title).full_studies == 1
    again = begin_study(done.state, harriet(mythos=16), CULTES)
    assert again.lines == ("8 weeks (study 2: twice the last)",)
    # Past the tome's rating the gain halves: a reader at Cthulhu Mythos 30 gains 4 of the 9.
    state, readers = again.state, {1: harriet(mythos=30, sanity=60)}
    for week in range(6, 13):
        state = week_passes(state, readers, tomes, ScriptedDice([]), week=week).state
    assert MythosChanged(1, "Harriet", 30, 34) in week_passes(state, readers, tomes, ScriptedDice([1]), week=13).effects


def test_reference_use_needs_a_full_study_and_rolls_under_the_rating():
    with pytest.raises(ValueError, match="studied .* in full"):
        reference(held(), harriet(), CULTES, ScriptedDice([]))


def test_a_spell_is_learned_over_weeks_and_its_first_casting_is_a_hard_pow_roll():
    state = initial_reading(held(), harriet(), CULTES, ScriptedDice([*d100(10), 6])).state
    state = learn_spell(state, harriet(), CULTES, SHRIVEL, ScriptedDice([])).state
    readers, tomes = {1: harriet()}, {CULTES.title: CULTES}
    state = week_passes(
        week_passes(state, readers, tomes, ScriptedDice([]), week=1).state, readers, tomes, ScriptedDice([]), week=2
    ).state
    assert Known(1, "Shrivelling") in state.known
    # POW 70 at Hard needs 35: 50 fails; pushed, 60 fails too: cast anyway at 1D6 = 3 times 5 MP and 1D6 = 2 SAN.
    failed = cast(state, harriet(mp=14), SHRIVEL, ScriptedDice(d100(50)))
    assert "push the roll" in failed.text and failed.effects == ()
    pushed = cast(failed.state, harriet(mp=14), SHRIVEL, ScriptedDice([*d100(60), 3, 2]), push_failed=True)
    assert MagicPointsChanged(1, "Harriet", 14, 0) in pushed.effects  # 15 MP needed, 14 held
    assert HpChanged(1, "Harriet", 11, 10) in pushed.effects and SanityChanged(1, "Harriet", 70, 64) in pushed.effects
    # After the first casting, no POW roll.
    later = cast(pushed.state, harriet(mp=14), SHRIVEL, ScriptedDice([2]))
    assert not later.checks and MagicPointsChanged(1, "Harriet", 14, 9) in later.effects


def test_winning_a_pow_contest_may_raise_pow():
    state = TomesState(known=(Known(1, "Dominate", cast_before=True),))
    grew = cast(state, harriet(), DOMINATE, ScriptedDice([85, 7]), won_opposed_pow=True)
    assert CharacteristicChanged(1, "Harriet", 70, 77, "POW") in grew.effects
    stayed = cast(state, harriet(), DOMINATE, ScriptedDice([40]), won_opposed_pow=True)
    assert not [e for e in stayed.effects if isinstance(e, CharacteristicChanged)]


def test_a_spell_cast_on_a_target_rolls_the_opposed_pow_and_winning_may_raise_pow():
    """Before: the Keeper rolled the POW contest by hand and ticked who won."""
    state = TomesState(known=(Known(1, "Dominate", cast_before=True),))
    # Harriet POW 70: 20 is a Hard success; the cultist's POW 50: 30 a Regular success. She wins; 1D100 = 85 over
    # POW 70: +1D10 = 7 POW.
    won = cast(state, harriet(), DOMINATE, ScriptedDice([*d100(20), *d100(30), 85, 7]), target=("Cultist", 50))
    assert won.lines[1] == (
        "Dominate on Cultist, opposed POW: Harriet 20 vs 70, Hard success; Cultist 30 vs 50, "
        "Regular success: Harriet wins — the spell takes hold of Cultist"
    )
    assert CharacteristicChanged(1, "Harriet", 70, 77, "POW") in won.effects and len(won.checks) == 2
    # the gain shows its roll as the other steps do (QA 4: "+7 POW" alone)
    assert won.lines[-1] == "won the POW contest: 1D100 = 85 over POW 70: +1D10 = 7 → POW 77"
    assert MagicPointsChanged(1, "Harriet", 14, 13) in won.effects
    # Both fail: nobody wins, the spell does not take hold (its cost is paid all the same).
    lost = cast(state, harriet(), DOMINATE, ScriptedDice([*d100(90), *d100(80)]), target=("Cultist", 50))
    assert lost.lines[1].endswith("Cultist resists it") and not [
        e for e in lost.effects if isinstance(e, CharacteristicChanged)
    ]
    with pytest.raises(ValueError, match="calls for no opposed POW roll"):
        cast(
            TomesState(known=(Known(1, "Shrivelling", cast_before=True),)),
            harriet(),
            SHRIVEL,
            ScriptedDice([]),
            target=("Cultist", 50),
        )


def test_spells_from_a_person_take_half_the_time_and_from_an_entity_an_int_roll():
    from desktop.rules.tomes.shelf import hours_pass

    person = learn_spell(TomesState(), harriet(), None, SHRIVEL, ScriptedDice([]), source="person")
    assert person.state.learning[0].weeks_left == 1  # "2" weeks from a book: half, rounded up
    assert person.lines == ("2 = 2 weeks to learn Shrivelling from a book; from a person, half: 1 week",)
    entity = learn_spell(TomesState(), harriet(), None, SHRIVEL, ScriptedDice(d100(30)), source="entity")
    assert Known(1, "Shrivelling") in entity.state.known
    slipped = learn_spell(TomesState(), harriet(), None, SHRIVEL, ScriptedDice(d100(95)), source="entity")
    assert slipped.state.known == () and "slips away" in slipped.text
    with pytest.raises(ValueError, match="pick the tome"):
        learn_spell(TomesState(), harriet(), None, SHRIVEL, ScriptedDice([]))
    # Magic points come back an hour each, to POW / 5 at most: 14 of 14 stays; 5 of 14 after 3 hours is 8.
    rested = hours_pass(TomesState(), [harriet(mp=5), harriet(character_id=2, name="Mae", mp=14)], 3)
    assert rested.effects == (MagicPointsChanged(1, "Harriet", 5, 8),)
    with pytest.raises(ValueError, match="Hours must be"):
        hours_pass(TomesState(), [harriet()], 0)


def test_a_tome_of_the_keepers_own_never_gives_san_back():
    from dataclasses import replace

    from desktop.rules.tomes.shelf import add_tome

    for loss, said in (("-1D6", "SAN loss: -1D6 can come to -6, less than nothing"), ("1D0", "SAN loss: ")):
        with pytest.raises(ValueError, match=said):
            add_tome(TomesState(), replace(CULTES, title="Unspeakable Cults", sanity_loss=loss), set(), set())
    with pytest.raises(ValueError, match="Title must be at most 200 characters"):
        add_tome(TomesState(), replace(CULTES, title="T" * 201, spells=()), set(), set())


def test_thirty_two_weeks_pass_in_one_step_and_bring_the_magic_points_back():
    """Before: a week at a time (a 32-week study took 32 steps), and magic points stayed spent however long."""
    from desktop.rules.tomes.mythos import tome_catalog

    cults = next(t for t in tome_catalog() if t.title.startswith("Nameless Cults"))  # printed English, 32 weeks
    state = give(TomesState(), harriet(), cults).state
    state = initial_reading(state, harriet(language=85), cults, ScriptedDice([*d100(20), 5])).state
    state = begin_study(state, harriet(), cults).state
    readers, tomes = {1: harriet(mythos=6, sanity=65, mp=3)}, {cults.title: cults}
    part = week_passes(state, readers, tomes, ScriptedDice([]), weeks=31, week=31)
    assert part.state.holding(1, cults.title).weeks_done == 31
    assert part.what == "Week 31: 31 weeks pass" and MagicPointsChanged(1, "Harriet", 3, 14) in part.effects
    done = week_passes(state, readers, tomes, ScriptedDice([5]), weeks=40, week=40)  # 18 > 6: the full 6; 1D8 = 5
    assert done.what == "Week 40: 40 weeks pass" and done.state.holding(1, cults.title).full_studies == 1
    assert MythosChanged(1, "Harriet", 6, 12) in done.effects and SanityChanged(1, "Harriet", 65, 60) in done.effects
    assert any(line.startswith("Week 32: Harriet finishes a full study") for line in done.lines)
    for weeks in (0, -1, 1000):
        with pytest.raises(ValueError, match=f"Weeks must be between 1 and 999, not {weeks}"):
            week_passes(state, readers, tomes, ScriptedDice([]), weeks=weeks, week=40)


def test_a_first_casting_rolls_first_then_the_failure_stands_until_pushed_or_the_spell_is_learned_again():
    """Before: the push had to be asked for before the roll; a failed first casting left no trace, so the next try
    rolled afresh (and "pushing" rolled the first roll again). Seed 000: a Hard POW roll; push it or relearn the
    spell; a failed push casts it at 1D6 times the cost."""
    from desktop.rules.tomes.shelf import hours_pass

    state = replace_known(held(), Known(1, "Shrivelling"))
    failed = cast(state, harriet(), SHRIVEL, ScriptedDice(d100(50)))  # POW 70 at Hard needs 35
    assert failed.lines[0] == "first casting: POW 50 vs 70 (Hard): Regular success, not enough at Hard"
    assert failed.state.known[0].failed_first and failed.state.known[0].may_push and failed.effects == ()
    with pytest.raises(ValueError, match="first casting of Shrivelling failed: push it, or learn the spell again"):
        cast(failed.state, harriet(), SHRIVEL, ScriptedDice(d100(10)))
    with pytest.raises(ValueError, match="has not failed"):
        cast(state, harriet(), SHRIVEL, ScriptedDice([]), push_failed=True)
    # The push: 20 succeeds; the normal cost, 5 MP and 1D6 = 4 SAN; cast from now on without a roll.
    pushed = cast(failed.state, harriet(), SHRIVEL, ScriptedDice([*d100(20), 4]), push_failed=True)
    assert pushed.checks[0].pushed and pushed.state.known[0].cast_before and not pushed.state.known[0].failed_first
    assert MagicPointsChanged(1, "Harriet", 14, 9) in pushed.effects and SanityChanged(1, "Harriet", 70, 66) in (
        pushed.effects
    )
    # A fumble cannot be pushed: the spell is learned again, from the start.
    fumbled = cast(state, harriet(), SHRIVEL, ScriptedDice(d100(100)))
    assert "a fumble cannot be pushed: learn the spell again" in fumbled.text
    with pytest.raises(ValueError, match="was a fumble"):
        cast(fumbled.state, harriet(), SHRIVEL, ScriptedDice([]), push_failed=True)
    state = initial_reading(fumbled.state, harriet(), CULTES, ScriptedDice([*d100(10), 6])).state
    again = learn_spell(state, harriet(), CULTES, SHRIVEL, ScriptedDice([]))
    assert again.state.known == () and again.state.learning[0].weeks_left == 2
    assert hours_pass(again.state, [harriet()], 1).state == again.state  # time passing leaves spells as they are


def replace_known(state, known):
    from dataclasses import replace

    return replace(state, known=(known,))


def test_a_failed_reading_is_tried_again_only_after_time_passes_or_at_the_keepers_word():
    """Before: Initial Reading could be clicked again at once, as often as the dice allowed."""
    from desktop.rules.tomes.shelf import hours_pass

    failed = initial_reading(held(), harriet(), CULTES, ScriptedDice(d100(45)))  # French 60 at Hard needs 30
    assert failed.state.holding(1, CULTES.title).waiting
    with pytest.raises(
        ValueError,
        match="no time has passed since: let hours or weeks pass before another try, or push the failed roll",
    ):
        initial_reading(failed.state, harriet(), CULTES, ScriptedDice(d100(10)))
    anyway = initial_reading(failed.state, harriet(), CULTES, ScriptedDice([*d100(10), 6]), anyway=True)
    assert anyway.lines[0] == "tried again at once, at the Keeper's word"
    assert anyway.state.holding(1, CULTES.title).initial_done
    pushed = initial_reading(failed.state, harriet(), CULTES, ScriptedDice(d100(50)), pushed=True)
    assert "push failed" in pushed.text and pushed.state.holding(1, CULTES.title).waiting
    with pytest.raises(ValueError, match="before another try$"):
        initial_reading(pushed.state, harriet(), CULTES, ScriptedDice(d100(10)))
    later = hours_pass(pushed.state, [harriet()], 8).state
    assert (
        initial_reading(later, harriet(), CULTES, ScriptedDice([*d100(10), 6]))
        .state.holding(1, CULTES.title)
        .initial_done
    )
    week = week_passes(pushed.state, {1: harriet()}, {CULTES.title: CULTES}, ScriptedDice([]), week=1).state
    assert not week.holding(1, CULTES.title).waiting and not week.holding(1, CULTES.title).reading_failed


def test_one_hour_and_one_week_read_in_the_singular():
    """Like "1 hours" in the Sanity log: a look-up of 1D4 = 1 hour, a study of a one-week tome."""
    leaflet = Tome("A leaflet", "English", "printed", 1, 2, 5, "0", 1)
    reader = harriet(language=90)
    state = initial_reading(give(TomesState(), reader, leaflet).state, reader, leaflet, ScriptedDice(d100(10))).state
    study = begin_study(state, reader, leaflet)
    assert study.lines == ("1 week",)
    assert pause_study(study.state, reader, leaflet, True).lines == ("0 weeks done",)
    assert hours_pass(state, [reader], 1).what == "1 hour passes"
    done = week_passes(study.state, {1: reader}, {leaflet.title: leaflet}, ScriptedDice([]), week=1)
    assert any("finishes a full study of A leaflet (1 week)" in line for line in done.lines), done.lines
    looked = reference(done.state, reader, leaflet, ScriptedDice([1, 1]))
    assert looked.lines[0].startswith("1 hour; 1D100 = 1 vs 5")


def test_the_weeks_a_study_costs_a_believer_san_are_known_before_the_roll():
    # A full study of the Cultes takes 4 weeks; two are done. A non-believer's, or one put aside, costs none.
    state = initial_reading(held(), harriet(), CULTES, ScriptedDice([*d100(10), 6])).state
    state = begin_study(state, harriet(), CULTES).state
    readers, tomes = {1: harriet()}, {CULTES.title: CULTES}
    for week in (1, 2):
        state = week_passes(state, readers, tomes, ScriptedDice([]), week=week).state
    assert san_weeks(state, readers, tomes, 70) == (2,) and san_weeks(state, readers, tomes, 2) == (2,)
    assert san_weeks(state, readers, tomes, 1) == ()
    assert san_weeks(state, {1: harriet(believer=False)}, tomes, 70) == ()
    assert san_weeks(pause_study(state, harriet(), CULTES, True).state, readers, tomes, 70) == ()
    # The loss falls where san_weeks said: in the second week from now.
    first = week_passes(state, readers, tomes, ScriptedDice([]), week=3)
    assert not [e for e in first.effects if isinstance(e, SanityChanged)]
    second = week_passes(first.state, readers, tomes, ScriptedDice([4]), week=4)
    assert SanityChanged(1, "Harriet", 70, 66) in second.effects
    assert any(line.startswith("Week 4: Harriet finishes a full study") for line in second.lines)
