"""The bestiary: every entity of seed 003's SAN-loss table is in it with the table's loss, each creature makes a
sheet the editor accepts, and rolled hit points spread around the average."""

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.bestiary import bestiary, creature_named
from desktop.rules.roster.sheet import Kind, sheet_errors
from desktop.rules.sanity.insanity import horror_table

# The SAN-loss table's entities, by the name the bestiary gives them.
ENTITIES = {
    "Ghoul": "Ghoul",
    "Deep One": "Deep One",
    "Mi-Go": "Mi-Go",
    "Byakhee": "Byakhee",
    "Serpent Person": "Serpent Person",
    "Dark Young of Shub-Niggurath": "Dark Young of Shub-Niggurath",
    "Dimensional Shambler": "Dimensional Shambler",
    "Night-Gaunt": "Night-Gaunt",
    "Hunting Horror": "Hunting Horror",
    "Shoggoth": "Shoggoth",
    "Star Vampire": "Star Vampire",
    "Great Race of Yith": "Great Race of Yith",
    "Flying Polyp": "Flying Polyp",
    "Elder Thing": "Elder Thing",
    "An Outer God (such as Nyarlathotep)": "Nyarlathotep (an Outer God)",
    "A Great Old One (such as Hastur)": "Hastur (a Great Old One)",
    "Cthulhu himself": "Cthulhu",
}


@pytest.mark.parametrize(("table_name", "creature"), ENTITIES.items())
def test_every_entity_of_the_san_loss_table_is_in_the_bestiary_with_its_loss(table_name, creature):
    losses = {h.name: h.loss for h in horror_table()}
    assert creature_named(creature).san_loss == losses[table_name]


def test_every_creature_makes_a_sheet_the_editor_accepts():
    assert len(bestiary()) >= len(ENTITIES) + 4  # and common opponents
    for creature in bestiary():
        sheet = creature.sheet()
        assert sheet_errors(sheet.filled()) == [], creature.name
        assert sheet.kind is (Kind.NPC if creature.kind == "npc" else Kind.MONSTER)
        assert {w.name for w in sheet.weapons} == {a.name for a in creature.attacks}
        assert dict((s.full_name, s.value) for s in sheet.skills)["Dodge"] == creature.dodge
    ghoul = creature_named("Ghoul")
    assert ghoul.sheet().filled().hp == 13 and ghoul.aptitude == "apt" and "half damage" in ghoul.special
    with pytest.raises(ValueError, match="no 'Gug'"):
        creature_named("Gug")


def test_rolled_hit_points_spread_like_3d6_around_the_average():
    deep_one = creature_named("Deep One")  # CON 50, SIZ 80: 13 on average
    # 3D6 = 11 for CON and 11 for SIZ: 50 × 11 / 10.5 = 52, 80 × 11 / 10.5 = 84: 13 HP.
    assert deep_one.rolled(ScriptedDice([3, 4, 4, 3, 4, 4])) == (52, 84)
    assert deep_one.rolled_hp(ScriptedDice([1, 1, 1, 1, 1, 1])) == (14 + 23) // 10
    rolled = deep_one.sheet("Deep One 4", deep_one.rolled(ScriptedDice([6] * 6))).filled()
    assert (rolled.constitution, rolled.size, rolled.hp) == (86, 137, 22)


def test_every_bestiary_horror_is_a_kind_of_the_san_loss_table():
    # Seed 003: one roll for the encounter; seed 000: getting used to the awfulness counts per Mythos entity. Both
    # need one creature to be one kind of horror, whichever list it was picked from.
    kinds = {h.kind for h in horror_table()}
    horrors = [c for c in bestiary() if c.san_loss]
    assert len(horrors) == 17
    assert [c.name for c in horrors if c.horror not in kinds] == []
    by_name = {h.name: h.kind for h in horror_table()}
    for table_name, creature in ENTITIES.items():
        assert creature_named(creature).horror == by_name[table_name], creature


def test_a_second_sight_of_a_ghoul_picked_from_the_other_list_is_not_rolled_again():
    from desktop.rules.sanity.minds import Horror, Mind, SanityState, sanity_rolls

    table = next(h for h in horror_table() if h.name == "Ghoul")
    ghoul = creature_named("Ghoul")
    harriet = Mind(1, "Harriet", 70, 99, 80, 0)
    first = sanity_rolls(SanityState(), [harriet], Horror(table.name, table.loss, table.kind), ScriptedDice([1, 9, 4]))
    assert "loses 4" in first.text  # 80 fails her SAN 70: 1D6 = 4
    with pytest.raises(ValueError, match="Harriet has faced Ghoul in this encounter already"):
        sanity_rolls(first.state, [harriet], Horror(ghoul.name, ghoul.san_loss, ghoul.horror), ScriptedDice([]))
    assert first.state.used_to_kind(1, "Ghoul") == 4


def test_a_roster_creature_added_to_the_bestiary_counts_as_the_tables_kind():
    from desktop.rules.bestiary import creature_from_sheet
    from desktop.rules.roster.sheet import CharacterSheet

    ghoul = creature_from_sheet(CharacterSheet(name="ghoul", kind=Kind.MONSTER), "0/1D6")
    assert ghoul.horror == "Ghoul"
    gug = creature_from_sheet(CharacterSheet(name="Gug", kind=Kind.MONSTER), "0/1D8")
    assert gug.horror == "Gug"
