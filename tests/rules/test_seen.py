"""What the players may see of a fight and a chase: opponents' state in words from their HP and conditions, never
their numbers; hidden combatants and participants left out entirely until revealed (their initiative too)."""

from dataclasses import replace

import pytest

from desktop.rules.chase.chase_state import ChaseState, Runner
from desktop.rules.chase.setup import seen_by_players, set_runner_hidden
from desktop.rules.combat.fight import DEAD, DYING, FLED, MAJOR_WOUND, UNCONSCIOUS, Combatant, EncounterState, Side
from desktop.rules.combat.seen import hidden_names, seen_order, set_hidden, state_in_words


def fighter(key: int, name: str, side: Side = Side.OPPONENTS, hp: int = 10, max_hp: int = 10, **more) -> Combatant:
    return Combatant(key, name, side, hp=hp, max_hp=max_hp, **more)


@pytest.mark.parametrize(
    ("hp", "conditions", "words"),
    [
        (10, (), "unhurt"),
        (9, (), "wounded"),
        (6, (), "wounded"),
        (5, (), "badly hurt"),  # half or below
        (9, (MAJOR_WOUND,), "badly hurt"),
        (1, (), "badly hurt"),
        (0, (), "down"),
        (4, (UNCONSCIOUS,), "down"),
        (3, (DYING, MAJOR_WOUND), "down"),
        (10, (DEAD,), "down"),
        (10, (FLED,), "fled"),
    ],
)
def test_an_opponents_state_in_words_follows_hp_and_conditions(hp, conditions, words):
    assert state_in_words(fighter(1, "Ghoul", hp=hp, conditions=frozenset(conditions))) == words


def test_the_players_order_leaves_out_the_hidden_and_every_opponents_number():
    state = EncounterState(
        combatants=(
            fighter(1, "Walt Brennan", Side.INVESTIGATORS, hp=7, max_hp=11, dex=60),
            fighter(2, "Lurker", hp=3, max_hp=20, dex=95, hidden=True),
            fighter(3, "Ghoul", hp=9, max_hp=13, dex=55),
        ),
        turn=2,
    )
    seen = seen_order(state)
    assert [s.name for s in seen] == ["Walt Brennan", "Ghoul"]
    assert [s.turn for s in seen] == [False, True]
    walt, ghoul = seen
    assert (walt.hp, walt.max_hp) == (7, 11) and (ghoul.hp, ghoul.max_hp) == (None, None)
    assert ghoul.line == "▶ Ghoul  —  wounded" and "13" not in ghoul.line and "9" not in ghoul.line
    assert "95" not in " ".join(s.line for s in seen)  # the lurker's initiative (DEX 95) nowhere
    assert hidden_names(state) == {"Lurker"}
    lurking = replace(state, turn=1)  # a hidden one's turn: no marker anywhere, nobody else's either
    assert not any(s.turn for s in seen_order(lurking))


def test_hiding_and_revealing_a_combatant_is_one_operation_each_refused_when_already_so():
    state = EncounterState(combatants=(fighter(1, "Ghoul"),))
    hidden = set_hidden(state, 1, True)
    assert hidden.state.get(1).hidden and hidden.what == "Ghoul hidden from the players"
    with pytest.raises(ValueError, match="Ghoul is hidden from the players' window already"):
        set_hidden(hidden.state, 1, True)
    shown = set_hidden(hidden.state, 1, False)
    assert not shown.state.get(1).hidden and shown.what == "Ghoul revealed to the players"
    assert seen_order(shown.state)[0].name == "Ghoul"


def test_a_hidden_chase_participant_and_whoever_rides_with_it_stay_off_the_players_window():
    car = Runner(1, "Black sedan", "pursuing", dex=50, mov=12, speed_skill=40, move_skill=40, vehicle="Sedan")
    thug = Runner(2, "Thug", "pursuing", dex=50, mov=8, speed_skill=50, move_skill=50, aboard=1)
    walt = Runner(3, "Walt Brennan", "fleeing", dex=60, mov=8, speed_skill=55, move_skill=60)
    state = ChaseState(runners=(car, thug, walt))
    hidden = set_runner_hidden(state, 1, True).state
    assert [r.name for r in hidden.runners if seen_by_players(hidden, r)] == ["Walt Brennan"]
    with pytest.raises(ValueError, match="Black sedan is hidden from the players' window already"):
        set_runner_hidden(hidden, 1, True)
    back = set_runner_hidden(hidden, 1, False)
    assert back.what == "Black sedan revealed to the players"
    assert all(seen_by_players(back.state, r) for r in back.state.runners)


def test_a_participant_hidden_in_the_chase_comes_hidden_into_a_fight_and_back_as_the_chase_had_them():
    from desktop.rules.chase.to_fight import into_fight

    walt = Runner(1, "Walt Brennan", "fleeing", 60, 8, 55, 60, fighter=fighter(1, "Walt Brennan", Side.INVESTIGATORS))
    lurker = Runner(2, "Lurker", "pursuing", 70, 9, 50, 50, fighter=fighter(2, "Lurker"), hidden=True)
    state = ChaseState(runners=(walt, lurker))
    assert into_fight(state, state.get(2))[0].hidden and not into_fight(state, state.get(1))[0].hidden
