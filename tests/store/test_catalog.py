"""The campaign's own weapon catalog."""

import pytest

from desktop.rules.catalog import weapon_catalog
from desktop.rules.roster.sheet import Weapon
from desktop.store import campaign_catalog, journal


def test_save_list_replace_and_delete(campaign):
    spear = Weapon("Spear", "Fighting (Spear)", "1D8+1", impaling=True, adds_damage_bonus=True)
    campaign_catalog.save_weapon(spear)
    assert campaign_catalog.campaign_weapons() == [spear]
    assert (
        campaign_catalog.all_weapons()[-1] == spear and len(campaign_catalog.all_weapons()) == len(weapon_catalog()) + 1
    )
    campaign_catalog.save_weapon(Weapon("Spear", "Fighting (Spear)", "1D10", impaling=True))
    assert [w.damage for w in campaign_catalog.campaign_weapons()] == ["1D10"]
    campaign_catalog.delete_weapon("Spear")
    assert campaign_catalog.campaign_weapons() == []
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
        campaign_catalog.save_weapon(weapon)
    assert campaign_catalog.campaign_weapons() == [] and len(journal.entries()) == entries
