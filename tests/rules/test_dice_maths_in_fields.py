"""Dice maths wherever the Keeper types dice: a weapon's damage (its range bands too), SAN losses, a creature's attack,
harm and healing; each takes the new forms and refuses what it cannot use by the field's name."""

import pytest

from desktop.rules import ScriptedDice, SuccessLevel
from desktop.rules.bestiary import Attack, Creature
from desktop.rules.combat.firearms import is_shotgun
from desktop.rules.combat.wounds import roll_damage
from desktop.rules.roster.sheet import Weapon, damage_bands, weapon_errors
from desktop.rules.sanity.insanity import sanity_loss, sanity_roll_loss


@pytest.mark.parametrize(
    ("damage", "bands"),
    [
        ("1D6+(1D4/2)", ("1D6+(1D4/2)",)),  # a slash in brackets divides
        ("(1D6+1)*2", ("(1D6+1)*2",)),
        ("2D6kh1+2", ("2D6kh1+2",)),
        ("4D6/2D6/1D6", ("4D6", "2D6", "1D6")),  # one outside brackets parts a shotgun's range bands, as before
        ("(4D6)/(2D6)/1D6", ("(4D6)", "(2D6)", "1D6")),
    ],
)
def test_a_weapon_s_damage_takes_the_new_forms_and_still_has_its_range_bands(damage, bands):
    """Before: '1D6+(1D4/2)' was cut at its slash into two bands, '1D6+(1D4' and '2)', and refused."""
    weapon = Weapon("Odd weapon", "Fighting (Brawl)", damage, adds_damage_bonus=True)
    assert weapon_errors(weapon) == []
    assert damage_bands(damage) == bands
    assert is_shotgun(weapon) is (len(bands) > 1)


def test_a_weapon_s_damage_that_divides_by_zero_is_refused_by_the_weapon_s_name():
    [problem] = weapon_errors(Weapon("Broken", "Fighting (Brawl)", "1D6*(1D3-1)+(1D4/0)"))
    assert problem == (
        "Weapon Broken: damage dice expression '1D6*(1D3-1)+(1D4/0)' divides by zero (the / at character 17)"
    )


def test_damage_of_the_new_forms_rolls_die_by_die_with_the_bonus():
    hit = roll_damage("(1D6+1)*2", "+1D4", impaling=False, extreme=False, dice=ScriptedDice([3, 2]))
    assert (hit.total, hit.minimum) == (10, 5)
    assert hit.detail == "(1D6+1)*2+1D4 = 8 + 2 = 10"
    extreme = roll_damage("2D6kh1", "+1D4", impaling=False, extreme=True, dice=ScriptedDice([]))
    assert extreme.total == 10  # its maximum, 6, and the bonus's, 4


def test_a_creature_s_attack_takes_the_new_forms_as_the_bestiary_checks_them():
    gore = Creature.weapon(Attack("Gore", 50, "(2D6+1)*2"))
    assert weapon_errors(gore) == []
    assert weapon_errors(Creature.weapon(Attack("Gore", 50, "(2D6+1)**2")))[0].startswith("Weapon Gore: damage ")


def test_san_losses_take_the_new_forms_on_either_side_of_their_slash():
    success, failure = sanity_loss("1/(1D6/2)")
    assert (success.minimum, failure.minimum, failure.maximum) == (1, 0, 3)
    success, failure = sanity_loss("1D3*2/2D10kh1")
    assert (success.maximum, failure.minimum, failure.maximum) == (6, 1, 10)
    assert sanity_roll_loss(SuccessLevel.FUMBLE, "0/(1D4+1)*5", ScriptedDice([])) == 25  # the failure's maximum
    with pytest.raises(ValueError, match=r"^Sanity loss on a failure: dice expression '\(1D6/\(1D2-1\)\)' divides by"):
        sanity_loss("0/(1D6/(1D2-1))")
