"""The development phase: improvement checks, skill mastery and the Luck check."""

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.roster.development import earns_tick, improve_luck, improve_skill, improvement_succeeds


@pytest.mark.parametrize(
    ("roll", "value", "ok"), [(61, 60, True), (60, 60, False), (12, 60, False), (96, 97, True), (95, 97, False)]
)
def test_improvement_check_needs_above_the_skill_or_96(roll, value, ok):
    assert improvement_succeeds(roll, value) is ok


def test_ticks():
    assert earns_tick("Spot Hidden", succeeded=True, bonus_dice=0)
    assert not earns_tick("Spot Hidden", succeeded=True, bonus_dice=1)  # no tick with a bonus die
    assert not earns_tick("Spot Hidden", succeeded=False, bonus_dice=0)
    assert not earns_tick("Cthulhu Mythos", succeeded=True, bonus_dice=0)
    assert not earns_tick("Credit Rating", succeeded=True, bonus_dice=0)


def test_improvement_gains_1d10():
    result = improve_skill("Listen", 40, ScriptedDice([75, 6]))
    assert (result.roll, result.gain, result.after) == (75, 6, 46)


def test_failed_improvement_gains_nothing():
    assert improve_skill("Listen", 40, ScriptedDice([30])).gain == 0


def test_reaching_90_gives_2d6_sanity():
    result = improve_skill("Occult", 85, ScriptedDice([97, 7, 3, 5]))
    assert result.after == 92 and result.sanity_gain == 8
    assert "reached 90%" in result.describe()


def test_already_90_gives_no_more_sanity():
    assert improve_skill("Occult", 90, ScriptedDice([97, 4])).sanity_gain == 0


def test_mythos_never_improves():
    with pytest.raises(ValueError):
        improve_skill("Cthulhu Mythos", 10, ScriptedDice([99, 5]))


def test_luck_check_caps_at_99():
    assert improve_luck(95, ScriptedDice([97, 8])).after == 99
    assert improve_luck(50, ScriptedDice([51, 3])).after == 53
    assert improve_luck(50, ScriptedDice([50])).gain == 0  # must roll above Luck


def test_development_phase_checks_ticked_skills_clears_ticks_and_rolls_luck():
    from desktop.rules.roster.development import development_phase
    from desktop.rules.roster.sheet import CharacterSheet, Skill

    sheet = CharacterSheet(
        name="Ada",
        power=60,
        sanity=50,
        luck=40,
        skills=(
            Skill("Listen", 40, ticked=True),
            Skill("Occult", 85, ticked=True),
            Skill("Spot Hidden", 50),
            Skill("Credit Rating", 30, ticked=True),  # never improves, tick cleared
        ),
    )
    # Listen: 75 > 40, +6. Occult: 97, +7 -> 92, 2D6 = 3 + 5 SAN. Luck: 41 > 40, +4.
    result = development_phase(sheet, ScriptedDice([75, 6, 97, 7, 3, 5, 41, 4]))
    values = {s.name: (s.value, s.ticked) for s in result.sheet.skills}
    assert values == {
        "Listen": (46, False),
        "Occult": (92, False),
        "Spot Hidden": (50, False),
        "Credit Rating": (30, False),
    }
    assert result.sheet.sanity == 58 and result.sanity_gain == 8
    assert result.sheet.luck == 44
    assert "reached 90%" in result.describe()


def test_mastery_sanity_never_passes_the_mythos_cap():
    from desktop.rules.roster.development import development_phase
    from desktop.rules.roster.sheet import CharacterSheet, Skill

    sheet = CharacterSheet(
        name="Ada", sanity=88, skills=(Skill("Occult", 85, ticked=True), Skill("Cthulhu Mythos", 10))
    )
    result = development_phase(sheet, ScriptedDice([97, 7, 6, 6, 1]))
    assert result.sheet.sanity == 89  # 99 - Cthulhu Mythos 10


def test_an_improvement_never_takes_a_skill_past_99():
    # 95 improves on a roll above it: 1D10 = 8 would make 103; skills stop at 99.
    gained = improve_skill("Spot Hidden", 95, ScriptedDice([98, 8]))
    assert gained.after == 99 and gained.gain == 4
    assert improve_skill("Spot Hidden", 99, ScriptedDice([100, 8])).after == 99


def test_the_preview_tells_each_ticked_skill_and_the_luck_check_before_anything_is_rolled():
    from desktop.rules.roster.development import development_preview, improvement_chance
    from desktop.rules.roster.sheet import CharacterSheet, Skill

    sheet = CharacterSheet(
        name="Ada",
        luck=40,
        skills=(
            Skill("Listen", 40, ticked=True),
            Skill("Occult", 85, ticked=True),
            Skill("Spot Hidden", 50),
            Skill("Dodge", 97, ticked=True),
            Skill("Credit Rating", 30, ticked=True),
        ),
    )
    assert development_preview(sheet) == [
        "Listen 40: improves on 41+ (60%), +1D10",
        "Occult 85: improves on 86+ (15%), +1D10; reaching 90% gives 2D6 SAN",
        "Dodge 97: improves on 96+ (5%), +1D10",
        "Credit Rating 30: ticked, but never improves through experience",
        "Luck 40: improves on 41+ (60%), +1D10",
    ]
    assert [improvement_chance(v) for v in (40, 95, 96, 99)] == [60, 5, 5, 5]
    untouched = CharacterSheet(name="Bo", luck=99, skills=(Skill("Listen", 40),))
    assert development_preview(untouched) == [
        "No skills are ticked: only the Luck check is rolled.",
        "Luck 99: already at 99, no gain is possible",
    ]
