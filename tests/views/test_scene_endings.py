"""End Fight and End Chase tell what the scene leaves behind and ask first; Cancel keeps the scene as it was."""

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from desktop.rules.scene import Condition


def pick(combo, text):
    index = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert index >= 0, text
    combo.setCurrentIndex(index)


def test_end_fight_shows_the_hurt_and_the_dying_and_cancel_keeps_the_fight(window, qtbot, dialogs, monkeypatch):
    tab = window.tab("Combat")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Chapel ambush", True))
    tab.ui.newButton.click()
    for name in ("Walt Brennan", "Cultist of the Marsh"):
        pick(tab.ui.rosterCombo, name)
        tab.ui.addButton.click()
    cultist = next(c for c in tab.scene.state.combatants if c.name.startswith("Cultist"))
    tab.scene.update_combatant(cultist.key, "The Keeper's change", hp=0, conditions=frozenset({Condition.DYING}))
    state, steps = tab.scene.state, window.session.undo_stack.count()
    dialogs.answers.append(QMessageBox.StandardButton.Cancel)
    tab.ui.endButton.click()
    title, text, text_format = dialogs.shown[-1]
    assert title == "End Fight" and text_format == Qt.TextFormat.PlainText
    assert f"Dying: {cultist.name} (0 of {cultist.max_hp} HP)" in text and "Chapel ambush, round 1: 2 fighters" in text
    assert tab.scene.state == state and window.session.undo_stack.count() == steps  # cancelled: as it was
    tab.ui.endButton.click()  # End Fight, the dialog's default
    assert tab.scene.state is None
    window.session.undo_stack.undo()
    assert tab.scene.state is not None  # Edit > Undo opens it again, as the question says


def test_end_chase_shows_who_got_away_and_the_harm_and_cancel_keeps_the_chase(window, qtbot, dialogs):
    tab = window.tab("Chase")
    ui = tab.ui
    for who, side, vehicle in (("Walt Brennan", "Fleeing", "Car, standard"), ("Sheriff Amos Pike", "Pursuing", "On")):
        pick(ui.whoCombo, who)
        pick(ui.sideCombo, side)
        pick(ui.vehicleCombo, vehicle)
        ui.addButton.click()
    car = next(r for r in tab.scene.state.runners if r.name == "Walt Brennan")
    pike = next(r for r in tab.scene.state.runners if r.name == "Sheriff Amos Pike")
    tab.scene.state = tab.scene.state.with_runner(replace(car, build=car.build_start - 1, out="escaped"))
    tab.scene.state = tab.scene.state.with_runner(replace(pike, fighter=replace(pike.fighter, hp=pike.fighter.hp - 3)))
    tab.refresh()
    state = tab.scene.state
    dialogs.answers.append(QMessageBox.StandardButton.Cancel)
    ui.endButton.click()
    title, text, _format = dialogs.shown[-1]
    assert title == "End Chase"
    assert "Escaped: Walt Brennan (Car, standard)" in text and "Walt Brennan's car (Build" in text
    assert f"Hurt: Sheriff Amos Pike ({pike.fighter.hp - 3} of {pike.fighter.max_hp} HP)" in text
    assert tab.scene.state == state
    ui.endButton.click()
    assert tab.scene.state is None


def test_rising_end_fight_shows_the_harm_with_the_locations_and_cancel_keeps_the_fight(window, qtbot, dialogs):
    """Before: the Rising tab's End Fight ended the fight at once, with nothing said of who was left dying."""
    window.set_combat_rules("rising")
    tab = window.tab("Combat")
    scene = tab.scene
    scene.start("Boathouse")
    for name in ("Walt Brennan", "Ghoul"):
        pick(tab.ui.rosterCombo, name)
        tab.ui.addButton.click()
    walt = next(f for f in scene.state.fighters if f.name == "Walt Brennan")
    hurt = replace(walt, hp=walt.max_hp - 4, location_hp=(4, 4, 4, 5, 3, 3, 4), location_damage=(0,) * 4 + (6, 0, 0))
    scene.state = scene.state.put(hurt)
    tab.refresh()
    state, steps = scene.state, window.session.undo_stack.count()
    dialogs.answers.append(QMessageBox.StandardButton.Cancel)
    tab.ui.endButton.click()
    title, text, text_format = dialogs.shown[-1]
    assert title == "End Fight" and text_format == Qt.TextFormat.PlainText
    assert "Boathouse, round 1, strike rank 1: 2 fighters" in text
    assert f"Hurt: Walt Brennan ({walt.max_hp - 4} of {walt.max_hp} HP; right arm maimed or severed)" in text
    assert scene.state == state and window.session.undo_stack.count() == steps  # cancelled: as it was
    tab.ui.endButton.click()  # End Fight, the dialog's default
    assert scene.state is None
    window.session.undo_stack.undo()
    assert scene.state is not None


def test_end_chase_refused_by_the_file_says_so_and_keeps_the_chase(window, qtbot, dialogs, monkeypatch):
    """A file that refuses the write (read-only, a full disk) is said in the message line and the chase stays, as End
    Fight's refusal is: the three endings share one path."""
    from desktop.store.errors import StoreError

    tab = window.tab("Chase")
    pick(tab.ui.whoCombo, "Walt Brennan")
    pick(tab.ui.sideCombo, "Fleeing")
    tab.ui.addButton.click()
    state = tab.scene.state

    def refused() -> None:
        raise StoreError("The campaign file is read-only: nothing was changed")

    monkeypatch.setattr(tab.scene, "end", refused)
    tab.ui.endButton.click()
    assert tab.ui.messageLabel.text() == "The campaign file is read-only: nothing was changed"
    assert tab.scene.state == state
