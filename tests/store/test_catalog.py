"""The campaign's own weapon catalog."""

import pytest

from desktop.rules.catalog import weapon_catalog
from desktop.rules.characters import Weapon
from desktop.store import catalog, journal


def test_save_list_replace_and_delete(campaign):
    spear = Weapon("Spear", "Fighting (Spear)", "1D8+1", impaling=True, adds_damage_bonus=True)
    catalog.save_weapon(spear)
    assert catalog.campaign_weapons() == [spear]
    assert catalog.all_weapons()[-1] == spear and len(catalog.all_weapons()) == len(weapon_catalog()) + 1
    catalog.save_weapon(Weapon("Spear", "Fighting (Spear)", "1D10", impaling=True))
    assert [w.damage for w in catalog.campaign_weapons()] == ["1D10"]
    catalog.delete_weapon("Spear")
    assert catalog.campaign_weapons() == []
    assert [e.kind for e in journal.entries(limit=3)] == ["catalog"] * 3


@pytest.mark.parametrize(
    ("weapon", "message"),
    [
        (Weapon(" ", "Fighting (Brawl)", "1D6"), "name must not be empty"),
        (Weapon("Machete", "Fighting (Brawl)", "1D6"), "built-in table already"),
        (Weapon("Club", "Fighting (Brawl)", "1D"), "dice"),
    ],
)
def test_bad_entries_are_refused_and_nothing_is_written(campaign, weapon, message):
    entries = len(journal.entries())
    with pytest.raises(ValueError, match=message):
        catalog.save_weapon(weapon)
    assert catalog.campaign_weapons() == [] and len(journal.entries()) == entries
