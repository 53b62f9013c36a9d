"""The Chase tab asks the chase rules, not its own: which vehicles a newcomer may ride in, where a latecomer joins
the track, when a wrecked vehicle's fate is offered, and who copies of a participant come as (issue 21)."""

from dataclasses import replace

from PySide6.QtCore import Qt

from desktop.rules.chase.chase_state import FLEEING, PURSUING
from tests.rules.test_chase_play import begun, car, key_of, on_foot


def pick(combo, text):
    index = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert index >= 0, text
    combo.setCurrentIndex(index)


def started(window, state):
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    tab._do(lambda: tab.scene.begin(state, "A chase begins"))
    return tab


def test_a_wrecked_vehicle_is_offered_to_nobody_as_a_seat_in_the_add_form(window):
    """Before: "Passenger in Walt Brennan's car" was offered for a wreck, and Add then refused it."""
    state = begun(car("Walt", FLEEING), car("Pike", PURSUING), on_foot("Cop", PURSUING))
    walt = key_of(state, "Walt")
    state = state.with_runner(replace(state.get(walt), condition="wrecked", build=0))
    tab = started(window, state)
    offered = [tab.ui.vehicleCombo.itemText(i) for i in range(tab.ui.vehicleCombo.count())]
    assert not any("Walt's" in text for text in offered), offered
    assert any(text.startswith("Passenger in Pike's") for text in offered), offered


def test_a_latecomer_who_flees_is_offered_a_place_ahead_of_the_pursuers(window, monkeypatch):
    """The set-up puts the fleeing two locations ahead of the lead pursuer. Before: a fleeing latecomer was offered
    the lead pursuer's own location, where they would start the chase already caught up with."""
    state = begun(on_foot("Amy", FLEEING, mov=9), on_foot("Cop", PURSUING), length=12)
    cop = state.get(key_of(state, "Cop")).location
    tab = started(window, state)
    asked = []
    monkeypatch.setattr(tab, "ask_join_location", lambda default, last: asked.append((default, last)))
    for side, where in (("Fleeing", cop + 2), ("Pursuing", cop)):
        pick(tab.ui.whoCombo, "Harriet Crane")
        pick(tab.ui.sideCombo, side)
        pick(tab.ui.vehicleCombo, "On foot")
        tab.ui.addButton.click()
        assert asked[-1] == (where, 11), side
    assert len(tab.scene.state.runners) == 2  # asked, then cancelled: nobody joined


def test_the_wreck_offered_once_is_not_offered_again_when_the_keeper_turns_to_its_chase(window, dialogs):
    """Before: turning to a chase split off with a wreck in it asked about the wreck's occupants again, every time."""
    state = begun(car("Walt", FLEEING), car("Pike", PURSUING), on_foot("Amy", FLEEING), on_foot("Cop", PURSUING))
    walt, pike = key_of(state, "Walt"), key_of(state, "Pike")
    state = state.with_runner(replace(state.get(walt), condition="wrecked", build=0))
    tab = started(window, state)
    tab._do(lambda: tab.scene.split([walt, pike], "On the bridge"))
    split_id = next(c.id for c in tab.scene.state.others)
    shown = len(dialogs.shown)
    tab._do(lambda: tab.scene.turn_to(split_id))
    assert tab.scene.state.name == "On the bridge"
    assert [d for d in dialogs.shown[shown:] if d[0] == "Wrecked"] == []


def test_copies_of_a_passenger_are_refused_by_the_chase_with_the_field_named(window):
    """Refactor: the view no longer decides that a passenger comes one at a time; the scene refuses it."""
    import pytest

    state = begun(car("Walt", FLEEING), on_foot("Cop", PURSUING))
    tab = started(window, state)
    walt = key_of(state, "Walt")
    with pytest.raises(ValueError, match="^Copies: a passenger gets into a vehicle one at a time"):
        tab.scene.add_passenger(on_foot("Amy", FLEEING), walt, copies=2)
    assert len(tab.scene.state.runners) == 2


def _entries(menu):
    for item in menu.actions():
        yield item
        if item.menu() is not None:
            yield from _entries(item.menu())


def _entry(menu, starts):
    return next(a for a in _entries(menu) if a.text().startswith(starts))


def test_a_wrecks_fate_rolled_once_and_the_dead_are_greyed_in_the_token_menu(window):
    """Before: the wreck's Luck stayed offered after it was rolled, and a dead passenger could still be hurt and get
    out (QA pass: Walt Brennan's car wrecked by road kill, Harriet Crane killed thrown clear)."""
    from desktop.rules import ScriptedDice
    from desktop.rules.chase.vehicles import hurt, wreck_fate
    from tests.rules.test_chase_wreck import wrecked_car

    state, walt, harriet = wrecked_car()
    # Walt's Luck (50) 80: caught; Harriet's 90: caught too; then she dies in the wreck.
    state = wreck_fate(state, walt, ScriptedDice([1, 9, 1, 10])).state
    state = hurt(state, harriet, "30", ScriptedDice([])).state
    tab = started(window, state)
    wreck = _entry(tab.token_menu(walt), "The Wreck")
    assert not wreck.isEnabled() and wreck.toolTip().startswith("The wreck's fate was rolled")
    menu = tab.token_menu(harriet)
    for starts in ("Hurt", "Get Out", "Switch"):
        entry = _entry(menu, starts)
        assert not entry.isEnabled() and entry.toolTip().startswith("Harriet is dead: "), starts
