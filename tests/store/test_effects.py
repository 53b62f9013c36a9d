"""The one place that applies scene effects to characters: limits always hold, inverses undo, deleted characters
are skipped."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.rules.roster.sheet import max_sanity
from desktop.rules.scene import (
    Condition,
    ConditionsChanged,
    HpChanged,
    LuckSpent,
    MagicPointsChanged,
    MythosChanged,
    SanityChanged,
    effect_from_data,
)
from desktop.store import character_rows
from desktop.store.campaign_file import transaction


def harriet():
    return next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")


def effects_for(cid):
    tracker = st.tuples(st.integers(-30, 99), st.integers(-30, 99))
    return st.lists(
        st.one_of(
            tracker.map(lambda t: HpChanged(cid, "H", *t)),
            tracker.map(lambda t: SanityChanged(cid, "H", *t)),
            tracker.map(lambda t: MagicPointsChanged(cid, "H", *t)),
            tracker.map(lambda t: MythosChanged(cid, "H", *t)),
            st.integers(-20, 20).map(lambda n: LuckSpent(cid, "H", n)),
            st.sets(st.sampled_from(list(Condition)), max_size=2).map(
                lambda c: ConditionsChanged(cid, "H", frozenset(c))
            ),
        ),
        max_size=6,
    )


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(data=st.data())
def test_trackers_stay_within_their_limits_whatever_is_applied(campaign, data):
    cid = harriet()
    with transaction():
        character_rows.apply_effects(data.draw(effects_for(cid)))
    sheet = character_rows.load_sheet(cid)
    assert 0 <= sheet.hp <= sheet.max_hp and 0 <= sheet.mp <= sheet.max_mp and 0 <= sheet.luck <= 99
    assert 0 <= sheet.sanity <= max_sanity(sheet.cthulhu_mythos)  # SAN never exceeds 99 − Cthulhu Mythos


def test_an_effect_then_its_inverse_leaves_the_sheet_as_it_was(campaign):
    cid = harriet()
    before = character_rows.load_sheet(cid)
    effects = [
        HpChanged(cid, "H", 11, 4),
        SanityChanged(cid, "H", 70, 62),
        LuckSpent(cid, "H", 10),
        ConditionsChanged(cid, "H", frozenset({Condition.MAJOR_WOUND})),
    ]
    with transaction():
        character_rows.apply_effects(effects)
    hurt = character_rows.load_sheet(cid)
    assert (hurt.hp, hurt.sanity, hurt.luck) == (before.hp - 7, before.sanity - 8, before.luck - 10)
    assert Condition.MAJOR_WOUND in hurt.conditions
    with transaction():
        character_rows.apply_effects([e.inverse() for e in reversed(effects)])
    assert character_rows.load_sheet(cid) == before


def test_a_mythos_gain_lowers_max_sanity_at_once(campaign):
    cid = harriet()
    before = character_rows.load_sheet(cid)  # Cthulhu Mythos 4, SAN 70
    with transaction():
        character_rows.apply_effects([MythosChanged(cid, "H", 4, 35)])
    after = character_rows.load_sheet(cid)
    assert after.cthulhu_mythos == 35 and after.sanity == min(before.sanity, 99 - 35) == 64


def test_effects_round_trip_through_the_journal_form_and_unknown_keys_are_refused():
    import pytest

    effect = ConditionsChanged(3, "Walt", frozenset({Condition.DYING}), frozenset({Condition.PRONE}))
    assert effect_from_data(effect.to_data()) == effect
    with pytest.raises(ValueError, match="unknown field 'mood'"):
        effect_from_data({**HpChanged(1, "A", 5, 3).to_data(), "mood": "grim"})
    with pytest.raises(ValueError, match="unknown effect"):
        effect_from_data({"effect": "fame", "character_id": 1, "name": "A"})


def test_an_effect_on_a_deleted_character_is_skipped(campaign):
    cid = harriet()
    character_rows.apply_change(cid, None, "Deleted Harriet")
    with transaction():
        character_rows.apply_effects([HpChanged(cid, "H", 11, 1)])
    assert character_rows.roster_row(cid) is None


def test_a_characteristic_change_reads_back_from_the_journal():
    from desktop.rules.scene import CharacteristicChanged, effect_from_data

    effect = CharacteristicChanged(3, "Walt", 75, 69, "CON")
    assert effect_from_data(effect.to_data()) == effect and effect.inverse().delta == 6


def test_a_note_is_added_to_the_sheet_and_its_inverse_takes_it_out(campaign):
    from desktop.rules.scene import NoteAdded, effect_from_data
    from desktop.store.campaign_file import transaction
    from desktop.store.character_rows import apply_effects, load_sheet, roster_rows

    walt = next(r.id for r in roster_rows() if r.name == "Walt Brennan")
    before = load_sheet(walt).notes
    note = NoteAdded(walt, "Walt Brennan", "Phobia: Pyrophobia: fear of fire")
    assert effect_from_data(note.to_data()) == note
    with transaction():
        apply_effects([note])
    assert load_sheet(walt).notes.endswith("\nPhobia: Pyrophobia: fear of fire")
    with transaction():
        apply_effects([note.inverse()])
    assert load_sheet(walt).notes == before
