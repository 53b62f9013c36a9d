"""A Cthulhu Rising attack's less travelled ways: a defence or aimed location it does not know, a burst beyond the
x1 band, a melee fumble, and a blow or a blast that kills."""

from dataclasses import replace

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.rising.attacks import attack
from desktop.rules.rising.fighters import Fighter, RisingState
from desktop.rules.rising.rising_fight import add_fighter, set_dex_sr
from desktop.rules.roster.sheet import Weapon

SMG = Weapon("Submachine gun", "Firearms (Submachine Gun)", "1D10", True, "20 m", "1 or burst", 30, 98)
MACHETE = Weapon("Machete", "Fighting (Blade)", "1D8", False)


def fight(cultist_hp: int = 11) -> RisingState:
    """Vega (SMG 45) and Okafor (Blade 55) against a cultist with no weapon, all on their strike ranks."""
    state = RisingState("Warehouse")
    for fighter in (
        Fighter(0, "Vega", "investigators", 12, 12, 65, 60, 70, skills=(("Firearms (Submachine Gun)", 45),)),
        Fighter(0, "Okafor", "investigators", 10, 10, 55, 50, 60, skills=(("Fighting (Blade)", 55),)),
        Fighter(0, "Cultist", "opponents", cultist_hp, 11, 50, 60, 50, skills=(("Dodge", 30),)),
    ):
        state = add_fighter(state, fighter).state
    state = state.put(replace(state.get(1), weapons=(SMG,))).put(replace(state.get(2), weapons=(MACHETE,)))
    for key in (1, 2, 3):
        state = set_dex_sr(state, key, 2).state
    return state


@pytest.mark.parametrize(
    ("kw", "said"),
    [
        ({"weapon": MACHETE.name, "defence": "block"}, "Defence: none, parry or dodge, not 'block'"),
        ({"weapon": SMG.name, "aimed_at": "Tail"}, "Aimed shot: no location 'Tail'"),
    ],
)
def test_a_defence_or_location_the_rules_do_not_know_is_refused_by_name(kw, said):
    key = 1 if kw["weapon"] == SMG.name else 2
    with pytest.raises(ValueError, match=said):
        attack(fight(), key, 3, ScriptedDice([]), **kw)


def test_a_burst_beyond_the_x1_band_gains_nothing_for_its_shots():
    # 60 m is the SMG's x1/4 band: 45 × 0.25 = 11%; the +3% a shot is for the x2 and x1 bands only.
    out = attack(fight(), 1, 3, ScriptedDice([30]), weapon=SMG.name, shots=6, metres=60, weapon_class="SMG")
    assert "60 m: x0.25" in out.text and "30 against 11%: failure" in out.text
    assert "+3% a shot" not in out.text


def test_a_fumbled_blow_is_left_to_the_keepers_melee_fumble():
    out = attack(fight(), 2, 3, ScriptedDice([99]), weapon=MACHETE.name)
    assert out.what == "Okafor fumbles" and "fumble: the Keeper applies the melee fumble" in out.text
    assert out.state.get(3).hp == 11 and out.state.get(2).attacks == 1


def test_a_blow_past_the_death_countdown_kills():
    # At -4 HP the cultist is dying (helpless: +25%); 8 more takes him to -12, beyond CON 10 on the old scale.
    dice = ScriptedDice([20, 9, 8, 99])
    out = attack(fight(cultist_hp=-4), 2, 3, dice, weapon=MACHETE.name)
    cultist = out.state.get(3)
    assert "HP -4 → -12 (dead)" in out.text and "dead" in cultist.states and cultist.hp == -12


def test_a_blast_past_the_death_countdown_kills():
    out = attack(fight(cultist_hp=-4), 2, 3, ScriptedDice([20, 8]), weapon=MACHETE.name, area=True)
    cultist = out.state.get(3)
    assert "8 to total HP, -4 → -12 (dead)" in out.text and cultist.states == ("dead",)


def test_a_shot_past_the_rate_of_fire_says_once_twice_or_three_times_and_on_which_strike_ranks():
    """Played: "Submachine gun fires 1 time a round (on the DEX strike rank, +3 and +7)"."""
    state = fight()
    shot = attack(state, 1, 3, ScriptedDice([99, 5]), weapon=SMG.name, metres=10).state
    with pytest.raises(ValueError, match=r"^Submachine gun fires once a round \(on the DEX strike rank\)$"):
        attack(shot, 1, 3, ScriptedDice([50]), weapon=SMG.name, metres=10)
    pistol = Weapon("Pistol", "Firearms (Submachine Gun)", "1D8", True, "20 m", "2", 8, 99)
    twice = shot.put(replace(shot.get(1), weapons=(SMG, pistol), shots=2))
    with pytest.raises(ValueError, match=r"^Pistol fires twice a round \(on the DEX strike rank and \+3\)$"):
        attack(twice, 1, 3, ScriptedDice([50]), weapon="Pistol", metres=10)
