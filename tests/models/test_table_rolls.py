"""The table's dice on the kernel: whose roll each is in a Cthulhu Rising blow, and an action refused after a roll
was typed leaves nothing typed behind for the next entry."""

import pytest

from desktop.models.dice.table_rolls import rolls_of, with_typed
from desktop.models.rising.rising_scene import RisingScene
from desktop.models.session import CampaignSession
from desktop.rules.checks import make_check
from desktop.rules.rising.fighters import Fighter
from desktop.rules.roster.sheet import Weapon
from desktop.rules.table_dice import TableDice, WhoRolls
from desktop.store import character_rows


def test_a_cthulhu_rising_blow_asks_only_the_investigators_rolls_when_the_players_roll(campaign, qapp):
    asked = []

    def roll_for_me(request):
        asked.append(request.roll_for)
        return None  # the app rolls it, after asking

    axe = Weapon("Wood axe", "Fighting (Axe)", "1D8+2")
    session = CampaignSession()
    dice = TableDice(seed=1, who_rolls=WhoRolls.PLAYERS, asker=roll_for_me)
    scene = RisingScene(session, dice)
    scene.start("Boathouse")
    walt_id = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    scene.add(RisingScene.fighter_from_sheet(walt_id, session.sheet(walt_id)))
    scene.add(
        Fighter(0, "Brute", "opponents", 30, 30, 80, 90, 50, dex_sr=1, skills=(("Fighting (Axe)", 90),), weapons=(axe,))
    )
    walt, brute = (f.key for f in scene.state.fighters)
    scene.set_dex_sr(walt, 1)
    weapon = scene.state.get(walt).weapons[0].name
    scene.attack(walt, brute, weapon=weapon)
    assert asked and {r.who for r in asked} == {"Walt Brennan"} and asked[0].what == "attack"
    asked.clear()
    scene.attack(brute, walt, weapon=axe.name)  # the brute's blow: the app's; Walt's parry or dodge: his
    assert {r.who for r in asked} <= {"Walt Brennan"}


def test_an_action_refused_after_a_typed_roll_leaves_nothing_typed_for_the_next(campaign, qapp):
    dice = TableDice(who_rolls=WhoRolls.ASK, asker=lambda request: request.read(["40", "2"]))
    with pytest.raises(ValueError, match="refused after the roll"), rolls_of(dice, (None, "Walt Brennan")):
        make_check(dice, 50)
        raise ValueError("refused after the roll")
    assert with_typed("next entry", dice) == ("next entry", ())
    with rolls_of(dice, (None, "Walt Brennan")):
        make_check(dice, 50)
    assert with_typed("tens 40, units 2 → 42", dice)[0] == "tens 40, units 2 → 42 — typed at the table"
