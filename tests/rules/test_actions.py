"""What an attack allows its target: the defences each kind of weapon can be met with."""


def test_a_blow_may_be_met_any_way_a_thrown_weapon_dodged_and_bullets_not_at_all():
    """Seed 000: a thrown weapon may be dodged; a firearm cannot (one may dive for cover instead)."""
    from desktop.rules.combat.actions import Defence, defences_against
    from desktop.rules.roster.sheet import Weapon

    knife = Weapon("Knife", "Fighting (Brawl)", "1D4+DB", True)
    thrown = Weapon("Throwing knife", "Throw", "1D4+DB/2", True, range="STR/5 yards")
    revolver = Weapon("Handgun (.38 revolver)", "Firearms (Handgun)", "1D10", True, "15 yards", "1 (3)", 6, 100)
    assert defences_against(knife) == frozenset(Defence)
    assert defences_against(thrown) == {Defence.NONE, Defence.DODGE}
    assert defences_against(revolver) == {Defence.NONE}
