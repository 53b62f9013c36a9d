"""The Combat tab driven through its widgets: a whole scripted fight, refusals, undo, and the forecast."""

from dataclasses import replace

import pytest
from dice_faces import d100
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from desktop.rules import ScriptedDice
from desktop.rules.combat.actions import Defence
from desktop.rules.scene import Condition
from desktop.store import character_rows, journal


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def pick(combo, text):
    index = next(i for i in range(combo.count()) if combo.itemText(i).startswith(text))
    combo.setCurrentIndex(index)


def select(tab, name):
    row = next(i for i, c in enumerate(tab.scene.state.combatants) if c.name == name)
    tab.ui.initiativeView.selectRow(row)


def test_a_scripted_fight_through_the_widgets(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts work in the active window
    assert not tab.ui.actionTabs.isEnabled() and "No fight under way" in tab.ui.titleLabel.text()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Chapel ambush", True))
    click(qtbot, tab.ui.newButton)
    for name, copies in (("Walt Brennan", 1), ("Harriet Crane", 1), ("Cultist of the Marsh", 2)):
        pick(tab.ui.rosterCombo, name)
        tab.ui.copiesSpin.setValue(copies)
        click(qtbot, tab.ui.addButton)
    names = [tab.scene.model.index(r, 1).data() for r in range(tab.scene.model.rowCount())]
    assert names == ["Harriet Crane", "Walt Brennan", "Cultist of the Marsh 1", "Cultist of the Marsh 2"]  # DEX order
    assert tab.ui.titleLabel.text() == "Chapel ambush — round 1, Harriet Crane's turn"

    # Harriet readies her revolver: she acts at DEX + 50 and stays first; she shoots a cultist 10 yards away.
    tab.ui.readiedCheck.click()
    tab.ui.actionTabs.setCurrentIndex(1)
    pick(tab.ui.shootTarget, "Cultist of the Marsh 1")
    pick(tab.ui.shootWeapon, "Handgun")
    tab.ui.distanceSpin.setValue(10)
    # Regular success (20 vs 35); 1D10 = 8, a major wound on 11 HP, so a CON roll: 30 vs 50, stays conscious.
    tab.scene.dice = ScriptedDice([*d100(20), 8, *d100(30)])
    click(qtbot, tab.ui.fireButton)
    cultist = next(c for c in tab.scene.state.combatants if c.name == "Cultist of the Marsh 1")
    assert cultist.hp == 3 and cultist.state == "Major wound"
    assert "HP 11 → 3; major wound, falls prone; CON roll or unconscious; CON 30 vs 50" in tab.ui.storyLabel.text()

    # Shooting again this turn is refused with a message; nothing changes.
    steps = window.session.undo_stack.count()
    click(qtbot, tab.ui.fireButton)
    assert "Harriet Crane has already attacked this round" in tab.ui.messageLabel.text()
    assert window.session.undo_stack.count() == steps

    qtbot.keyClick(tab, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)  # next turn: Walt
    assert "Walt Brennan's turn" in tab.ui.titleLabel.text()
    tab.ui.actionTabs.setCurrentIndex(0)
    pick(tab.ui.meleeTarget, "Cultist of the Marsh 2")
    assert tab.ui.meleeWeapon.currentText() == "Baseball bat"  # his best melee weapon
    tab.ui.responseCombo.setCurrentIndex(tab.ui.responseCombo.findData(Defence.FIGHT_BACK))
    # Regular vs Regular: a tie goes to Walt; 1D8+1D4 = 5 + 2, a major wound, CON 30 vs 50.
    tab.scene.dice = ScriptedDice([*d100(30), *d100(35), 5, 2, *d100(30)])
    click(qtbot, tab.ui.attackButton)
    second = next(c for c in tab.scene.state.combatants if c.name == "Cultist of the Marsh 2")
    assert second.hp == 11 - 7 and second.responses == 1

    # The cultist dives for cover out of turn; then the round ends and the next begins.
    select(tab, "Cultist of the Marsh 2")
    tab.scene.dice = ScriptedDice(d100(10))
    tab.ui.actionTabs.setCurrentIndex(3)
    click(qtbot, tab.ui.diveButton)
    assert "in cover" in tab.ui.storyLabel.text()
    for _ in range(3):
        qtbot.keyClick(tab, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(tab, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert tab.scene.state.round == 2 and "round 2, Harriet Crane's turn" in tab.ui.titleLabel.text()

    # Every step is in the journal and the combat log; undo walks back through the fight.
    entries = [e.what for e in journal.entries(kinds=("combat",))]
    assert (
        "Harriet Crane shoots at Cultist of the Marsh 1" in entries and "Round 2 begins: Harriet Crane first" in entries
    )
    assert tab.log.rowCount() == len(entries)
    while tab.scene.state.round == 2:
        window.session.undo_stack.undo()
    assert tab.scene.state.round == 1


def test_healing_through_the_other_page(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Dr. Mae Okafor", "Walt Brennan")
    ids = dict((name, cid) for cid, name in character_rows.character_choices())
    window.session.set_tracker(ids["Walt Brennan"], "hp", 5)
    select(tab, "Dr. Mae Okafor")
    tab.ui.actionTabs.setCurrentIndex(3)
    pick(tab.ui.patientCombo, "Walt Brennan")
    tab.scene.dice = ScriptedDice(d100(25))
    click(qtbot, tab.ui.firstAidButton)
    assert character_rows.load_sheet(ids["Walt Brennan"]).hp == 6  # and the Roster shows it
    assert "+1 HP" in tab.ui.storyLabel.text()


def test_forecast_with_progress(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Forecast", True))
    click(qtbot, tab.ui.newButton)
    click(qtbot, tab.ui.forecastButton)  # the refusal beside the forecast's controls, not over the actions
    assert "someone able to fight on each side" in tab.ui.forecastLabel.text() and tab.ui.messageLabel.text() == ""
    assert tab.ui.forecastGroup.isAncestorOf(tab.ui.forecastLabel)
    for name in ("Walt Brennan", "Ghoul"):
        pick(tab.ui.rosterCombo, name)
        click(qtbot, tab.ui.addButton)
    spin = tab.ui.fightsSpin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "5")
    click(qtbot, tab.ui.forecastButton)
    assert tab.ui.forecastLabel.text() == spin.problem() and tab.ui.messageLabel.text() == ""
    spin.selectAll()
    qtbot.keyClicks(spin, "2000")
    assert spin.problem() is None and "must be between" not in tab.ui.forecastLabel.text()
    with qtbot.waitSignal(tab.scene.forecast_done, timeout=20_000):
        click(qtbot, tab.ui.forecastButton)
    assert "Expected investigator deaths" in tab.ui.forecastLabel.text()
    assert tab.ui.forecastButton.isEnabled() and not tab.ui.forecastProgress.isVisible()


def test_a_forecast_whose_simulation_raises_says_so_and_stops_its_progress(window, qtbot, monkeypatch, data_home):
    from desktop import crashlog
    from desktop.rules.combat import forecast

    def broken(state, fights, progress, chunk):
        progress(500)
        raise ZeroDivisionError("a combatant with no actions")

    crashlog.start_logging(data_home)
    monkeypatch.setattr(forecast, "simulate", broken)
    tab = window.tab("Combat")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Forecast", True))
    click(qtbot, tab.ui.newButton)
    for name in ("Walt Brennan", "Ghoul"):
        pick(tab.ui.rosterCombo, name)
        click(qtbot, tab.ui.addButton)
    with qtbot.waitSignal(tab.scene.forecast_failed, timeout=20_000):
        click(qtbot, tab.ui.forecastButton)
    text = tab.ui.forecastLabel.text()
    assert "The forecast stopped" in text and "ZeroDivisionError: a combatant with no actions" in text
    assert tab.ui.forecastButton.isEnabled() and not tab.ui.forecastProgress.isVisible()
    assert not tab.ui.cancelForecastButton.isVisible() and not tab.scene.forecasting
    for handler in crashlog.logger().handlers:
        handler.flush()
    assert "a combatant with no actions" in (data_home / "keeper-desk.log").read_text(encoding="utf-8")


def give_walt_a_thompson(window):
    from desktop.store.campaign_catalog import all_weapons

    ids = {name: cid for cid, name in character_rows.character_choices()}
    walt = window.session.sheet(ids["Walt Brennan"])
    thompson = next(w for w in all_weapons() if "Thompson" in w.name)
    window.session.update_character(ids["Walt Brennan"], replace(walt, weapons=(*walt.weapons, thompson)))
    return thompson


def test_full_auto_through_the_widgets(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    thompson = give_walt_a_thompson(window)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Raid", True))
    click(qtbot, tab.ui.newButton)
    for name in ("Walt Brennan", "Ghoul"):
        pick(tab.ui.rosterCombo, name)
        click(qtbot, tab.ui.addButton)
    select(tab, "Walt Brennan")
    tab.ui.actionTabs.setCurrentIndex(2)
    assert tab.ui.autoWeapon.currentText() == thompson.name
    click(qtbot, tab.ui.addBurstButton)
    pick(tab.ui.burstTable.cellWidget(0, 0), "Ghoul")
    # Walt never trained Firearms (Submachine Gun): its base, 15, not his Handgun 20. Volleys of 3.
    tab.ui.burstTable.cellWidget(0, 1).setValue(3)
    # 5 vs 15 is a Hard success: half the volley hits, 1 bullet; 1D10+2 = 7, which the ghoul's rubbery hide
    # halves to 3 (the roster's Ghoul is the bestiary's): no major wound on its 13 HP.
    tab.scene.dice = ScriptedDice([*d100(5), 5])
    click(qtbot, tab.ui.autoFireButton)
    assert "Hard 5 vs 15: 1 hit" in tab.ui.storyLabel.text()
    assert "half damage from firearms, 7 → 3" in tab.ui.storyLabel.text()
    ghoul = next(c for c in tab.scene.state.combatants if c.name == "Ghoul")
    walt_now = next(c for c in tab.scene.state.combatants if c.name == "Walt Brennan")
    assert ghoul.hp == 10 and walt_now.rounds_loaded(thompson) == 27


def start_fight(tab, qtbot, monkeypatch, *names):
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Warehouse", True))
    click(qtbot, tab.ui.newButton)
    for name in names:
        pick(tab.ui.rosterCombo, name)
        tab.ui.copiesSpin.setValue(1)
        click(qtbot, tab.ui.addButton)


def test_each_turn_starts_fresh_against_the_other_side(window, qtbot, monkeypatch):
    """The Ghoul's turn targets Walt; on Harriet's turn the target must be the Ghoul, never her ally Walt."""
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan", "Harriet Crane", "Ghoul")
    order = [c.name for c in tab.scene.state.combatants]
    assert order == ["Ghoul", "Harriet Crane", "Walt Brennan"]  # DEX 65, 60, 55
    ui = tab.ui
    assert ui.meleeTarget.currentText().startswith(("Harriet Crane", "Walt Brennan"))  # the Ghoul's: the other side
    pick(ui.meleeTarget, "Walt Brennan")
    pick(ui.shootTarget, "Walt Brennan")
    # The Keeper sets up the Ghoul's attack with every extra: all of it belongs to the Ghoul's turn only.
    ui.responseCombo.setCurrentIndex(ui.responseCombo.findData(Defence.NONE))
    ui.maneuverCheck.setChecked(True)
    ui.goalNote.setText("drag her off")
    ui.meleeBonusSpin.setValue(1)
    ui.meleePenaltySpin.setValue(1)
    ui.aimingCheck.setChecked(True)
    ui.shotsSpin.setValue(2)
    click(qtbot, ui.nextTurnButton)
    assert "Harriet Crane's turn" in ui.titleLabel.text()
    assert ui.meleeTarget.currentText().startswith("Ghoul") and ui.shootTarget.currentText().startswith("Ghoul")
    assert ui.responseCombo.currentData() is Defence.FIGHT_BACK and not ui.maneuverCheck.isChecked()
    assert ui.goalNote.text() == "" and ui.meleeBonusSpin.value() == 0 and ui.meleePenaltySpin.value() == 0
    assert not ui.aimingCheck.isChecked() and ui.shotsSpin.value() == 1
    assert "ally" not in ui.attackButton.text()

    # The Keeper may still pick an ally: the buttons say so before the click.
    pick(ui.meleeTarget, "Walt Brennan")
    assert "ally" in ui.attackButton.text() and "Walt Brennan" in ui.attackButton.text()
    pick(ui.meleeTarget, "Ghoul")
    assert "ally" not in ui.attackButton.text()
    pick(ui.shootTarget, "Walt Brennan")
    assert "ally" in ui.fireButton.text()


def test_a_target_picked_for_the_same_actor_is_kept(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan", "Ghoul", "Marsh Hound")
    select(tab, "Walt Brennan")
    pick(tab.ui.meleeTarget, "Marsh Hound")
    tab.scene.dice = ScriptedDice(d100(10))
    tab.ui.actionTabs.setCurrentIndex(3)
    click(qtbot, tab.ui.diveButton)  # any change refreshes the tab; Walt is still the one acting
    select(tab, "Walt Brennan")
    assert tab.ui.meleeTarget.currentText().startswith("Marsh Hound")


def test_the_defender_fights_back_with_its_best_melee_weapon_or_the_one_picked(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan", "Cultist of the Marsh")
    select(tab, "Walt Brennan")
    ui = tab.ui
    pick(ui.meleeTarget, "Cultist of the Marsh")
    ui.responseCombo.setCurrentIndex(ui.responseCombo.findData(Defence.FIGHT_BACK))
    names = [ui.defenderWeapon.itemText(i) for i in range(ui.defenderWeapon.count())]
    assert names[0] == "Machete" and "Unarmed (human)" in names and ui.defenderWeapon.isEnabled()
    # Walt 60 vs the cultist's 20: the cultist wins with a Hard success and cuts with the machete (1D8 = 4).
    tab.scene.dice = ScriptedDice([*d100(60), *d100(20), 4])
    click(qtbot, ui.attackButton)
    assert "Machete" in ui.storyLabel.text()
    ui.responseCombo.setCurrentIndex(ui.responseCombo.findData(Defence.DODGE))
    assert not ui.defenderWeapon.isEnabled()


def test_a_burst_through_the_widgets_is_one_roll(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    thompson = give_walt_a_thompson(window)
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan", "Ghoul")
    select(tab, "Walt Brennan")
    tab.ui.actionTabs.setCurrentIndex(2)
    assert tab.ui.burstButton.isEnabled()
    click(qtbot, tab.ui.addBurstButton)
    pick(tab.ui.burstTable.cellWidget(0, 0), "Ghoul")
    tab.ui.burstTable.cellWidget(0, 1).setValue(3)
    tab.scene.dice = ScriptedDice(d100(90))  # a miss: one roll, three bullets gone
    click(qtbot, tab.ui.burstButton)
    assert "fires a burst of 3" in tab.ui.storyLabel.text()
    walt_now = next(c for c in tab.scene.state.combatants if c.name == "Walt Brennan")
    assert walt_now.rounds_loaded(thompson) == thompson.ammo - 3


def test_no_stale_story_or_refusal_after_undo_and_the_log_entry_in_full(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan", "Ghoul")
    select(tab, "Walt Brennan")
    pick(tab.ui.meleeTarget, "Ghoul")
    tab.ui.responseCombo.setCurrentIndex(tab.ui.responseCombo.findData(Defence.DODGE))
    tab.scene.dice = ScriptedDice([*d100(40), *d100(90), 5, 3, *d100(30)])
    click(qtbot, tab.ui.attackButton)
    assert "Walt Brennan attacks Ghoul" in tab.ui.storyLabel.text()
    select(tab, "Walt Brennan")
    click(qtbot, tab.ui.attackButton)  # refused: one attack a round
    assert "attack" in tab.ui.messageLabel.text()
    window.session.undo_stack.undo()
    assert tab.ui.storyLabel.text() == "" and tab.ui.messageLabel.text() == ""
    tab.log.fetchMore()
    row = next(r for r in range(tab.log.rowCount()) if tab.log.index(r, 2).data() == "Walt Brennan attacks Ghoul")
    tab.ui.logView.selectRow(row)
    assert "Regular 40 vs Failure 90 (Dodge 32)" in tab.logDetail.text()  # the whole story, dice and all


def test_a_forecast_from_another_fight_is_never_shown(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan", "Ghoul")
    tab.ui.fightsSpin.setValue(200)
    with qtbot.waitSignal(tab.scene.forecast_done, timeout=30_000):
        click(qtbot, tab.ui.forecastButton)
    assert "Still standing" in tab.ui.forecastLabel.text()
    tab.ui.endButton.click()
    assert "Still standing" not in tab.ui.forecastLabel.text()
    start_fight(tab, qtbot, monkeypatch, "Harriet Crane", "Marsh Hound")
    assert "Still standing" not in tab.ui.forecastLabel.text()


def test_alone_in_a_fight_every_targeted_action_is_refused_by_name(window, qtbot, monkeypatch):
    """With one combatant the target lists are empty: Attack and Shoot say what is missing; nothing is written."""
    tab = window.tab("Combat")
    give_walt_a_thompson(window)
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan")
    select(tab, "Walt Brennan")
    steps = window.session.undo_stack.count()
    assert tab.ui.meleeTarget.count() == 0 and tab.ui.meleeTarget.placeholderText() == "Nobody else is in the fight"
    for page, button in ((0, tab.ui.attackButton), (1, tab.ui.fireButton)):
        tab.ui.actionTabs.setCurrentIndex(page)
        tab.ui.messageLabel.clear()
        assert button.isEnabled()
        click(qtbot, button)
        assert "Target" in tab.ui.messageLabel.text(), tab.ui.messageLabel.text()
    assert window.session.undo_stack.count() == steps


def test_a_combatant_no_longer_in_the_fight_is_a_refusal_not_a_crash():
    from desktop.rules.combat.fight import EncounterState

    with pytest.raises(ValueError, match="no combatant 7"):
        EncounterState().get(7)


def offered_keys_are_in_the_fight(tab):
    keys = {c.key for c in tab.scene.state.combatants}
    for combo in (tab.ui.meleeTarget, tab.ui.shootTarget, tab.ui.patientCombo, tab.ui.defenderWeapon):
        offered = {combo.itemData(i) for i in range(combo.count())} - {None}
        assert offered <= keys, (combo.objectName(), [combo.itemText(i) for i in range(combo.count())])
        for index in range(combo.count()):
            combo.setCurrentIndex(index)  # each choice is shown without error


def test_no_list_offers_anyone_no_longer_in_the_fight(window, qtbot, monkeypatch):
    """A fight ended and a new one begun kept the last fight's target lists: picking one of them raised."""
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan", "Harriet Crane", "Ghoul")
    select(tab, "Walt Brennan")
    assert tab.ui.meleeTarget.findText("Ghoul", Qt.MatchFlag.MatchStartsWith) >= 0
    select(tab, "Ghoul")
    click(qtbot, tab.ui.removeButton)
    offered_keys_are_in_the_fight(tab)
    click(qtbot, tab.ui.endButton)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("The next night", True))
    click(qtbot, tab.ui.newButton)
    assert tab.scene.state.combatants == ()
    offered_keys_are_in_the_fight(tab)
    assert tab.ui.meleeTarget.count() == 0 and tab.ui.patientCombo.count() == 0


def test_a_failed_first_aid_is_pushed_on_the_same_patient_never_on_the_healer(window, qtbot, monkeypatch):
    # Mae (First Aid 70) treats Walt, down to 5 HP, on her turn: 90 fails. The patient stays Walt (not Mae, first in
    # the order), the button offers the push, and the pushed 25 gives him +1 HP. A third try is refused.
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Dr. Mae Okafor", "Walt Brennan")
    ids = dict((name, cid) for cid, name in character_rows.character_choices())
    window.session.set_tracker(ids["Walt Brennan"], "hp", 5)
    select(tab, "Dr. Mae Okafor")
    tab.ui.actionTabs.setCurrentIndex(3)
    patients = [tab.ui.patientCombo.itemText(i) for i in range(tab.ui.patientCombo.count())]
    assert patients[0].startswith("Walt Brennan") and patients[-1].startswith("Dr. Mae Okafor (the healer: ")
    pick(tab.ui.patientCombo, "Walt Brennan")
    tab.scene.dice = ScriptedDice(d100(90))
    click(qtbot, tab.ui.firstAidButton)
    assert "First Aid fails; it may be pushed once" in tab.ui.storyLabel.text()
    assert tab.ui.patientCombo.currentText().startswith("Walt Brennan")
    assert tab.ui.firstAidButton.text() == "Push First Aid"
    tab.scene.dice = ScriptedDice(d100(25))
    click(qtbot, tab.ui.firstAidButton)
    assert "pushed First Aid 25 vs 70" in tab.ui.storyLabel.text()
    mae = character_rows.load_sheet(ids["Dr. Mae Okafor"])
    assert character_rows.load_sheet(ids["Walt Brennan"]).hp == 6 and mae.hp == mae.filled().max_hp
    assert tab.ui.firstAidButton.text() == "First Aid"
    click(qtbot, tab.ui.firstAidButton)
    assert "helps once per wound" in tab.ui.messageLabel.text()


def test_a_new_fight_offers_a_character_to_add_and_says_whom_to_add(window, qtbot, monkeypatch):
    """Before: "Add to the fight" began on the blank line between the roster and the bestiary, and an empty fight's
    title read "everyone has acted"."""
    tab = window.tab("Combat")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Empty", True))
    click(qtbot, tab.ui.newButton)
    assert tab.ui.rosterCombo.currentText() and tab.ui.rosterCombo.currentData() is not None
    assert tab.ui.titleLabel.text().endswith("add who is in it")


def test_a_fight_name_refused_is_asked_for_again_with_what_was_typed(window, qtbot, monkeypatch):
    """Found playing: New Fight with a 500-character name said why and closed the prompt, losing the name typed."""
    tab = window.tab("Combat")
    asked = []
    answers = iter([("N" * 500, True), ("The boathouse", True)])

    def get_text(parent, title, label, text=""):
        asked.append((label, text))
        return next(answers)

    monkeypatch.setattr(QInputDialog, "getText", get_text)
    click(qtbot, tab.ui.newButton)
    assert len(asked) == 2 and asked[1][1] == "N" * 500
    assert "Encounter name must be at most 200 characters, not 500" in asked[1][0]
    assert tab.scene.state.name == "The boathouse"


def test_an_opponent_who_joins_is_the_default_target_over_an_ally(window, qtbot, monkeypatch):
    """Before: Mae acting alone with Walt had him as her target; once the cultist joined, her form still read
    "Attack your ally Walt Brennan!". A target the Keeper picks stays picked for the turn."""
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Dr. Mae Okafor", "Walt Brennan")
    ui = tab.ui
    assert "Dr. Mae Okafor's turn" in ui.titleLabel.text() and ui.meleeTarget.currentText().startswith("Walt")
    pick(ui.rosterCombo, "Cultist of the Marsh")
    click(qtbot, ui.addButton)
    assert "Dr. Mae Okafor's turn" in ui.titleLabel.text() and tab.actor().name == "Dr. Mae Okafor"
    assert ui.meleeTarget.currentText().startswith("Cultist of the Marsh")
    assert ui.shootTarget.currentText().startswith("Cultist of the Marsh")
    assert "ally" not in ui.attackButton.text()
    # The Keeper picks Walt on purpose: he stays her target while she acts, whatever changes in the fight.
    pick(ui.meleeTarget, "Walt Brennan")
    pick(ui.rosterCombo, "Sheriff Amos Pike")  # DEX 50: Mae keeps her turn
    click(qtbot, ui.addButton)
    assert tab.actor().name == "Dr. Mae Okafor" and ui.meleeTarget.currentText().startswith("Walt Brennan")
    assert "ally" in ui.attackButton.text()


def test_a_new_fight_and_one_without_a_firearm_open_on_melee_with_no_stale_weapon(window, qtbot, monkeypatch):
    """Before: a new, empty fight still showed the sheriff's "Shotgun (12-gauge)" with Fire enabled, and the Shoot
    page stayed open for the ghoul, who has no gun."""
    tab = window.tab("Combat")
    ui = tab.ui
    start_fight(tab, qtbot, monkeypatch, "Sheriff Amos Pike")
    ui.actionTabs.setCurrentWidget(ui.shootPage)
    pick(ui.shootWeapon, "Shotgun (12-gauge)")
    assert ui.fireButton.isEnabled()
    click(qtbot, ui.endButton)
    click(qtbot, ui.newButton)
    for combo in (ui.meleeWeapon, ui.shootWeapon, ui.autoWeapon, ui.reloadWeapon):
        assert combo.count() == 0, (combo.objectName(), combo.currentText())
    assert not ui.fireButton.isEnabled() and not ui.attackButton.isEnabled()
    assert ui.actionTabs.currentWidget() is ui.meleePage
    assert not ui.sideCombo.isEnabled() and not ui.readiedCheck.isEnabled()  # nobody's side shown as the sheriff's
    for name in ("Sheriff Amos Pike", "Ghoul"):  # the ghoul (DEX 65) acts first
        pick(ui.rosterCombo, name)
        click(qtbot, ui.addButton)
    select(tab, "Sheriff Amos Pike")
    ui.actionTabs.setCurrentWidget(ui.shootPage)
    click(qtbot, ui.nextTurnButton)  # the sheriff acts; then the ghoul's turn comes round again
    click(qtbot, ui.nextRoundButton)
    assert "Ghoul's turn" in ui.titleLabel.text()
    assert ui.actionTabs.currentWidget() is ui.meleePage
    assert ui.shootWeapon.count() == 0 and not ui.fireButton.isEnabled()
    assert ui.meleeWeapon.currentText() == "Claw"


def test_a_vehicles_armour_carried_from_a_chase_is_named_by_its_vehicle_in_the_armour_picker(window, qtbot):
    """QA pass 3: Harriet, a passenger in Walt's car, came into the fight with the car's armour 2, which the picker
    showed as "WWI helmet (2)"."""
    from desktop.rules.chase.chase_state import FLEEING, PURSUING
    from desktop.store.character_rows import character_choices

    chase = window.tab("Chase").scene
    ids = {name: cid for cid, name in character_choices()}
    for name, side, vehicle in (
        ("Walt Brennan", FLEEING, "Car, standard"),
        ("Harriet Crane", FLEEING, ""),
        ("Sheriff Amos Pike", PURSUING, "Car, standard"),
    ):
        chase.add(chase.runner_from_sheet(ids[name], window.session.sheet(ids[name]), side, vehicle))
    state = chase.state
    car, harriet, pike = (r.key for r in state.runners)
    chase.board(harriet, car)
    chase.cut_to_the_chase()
    chase.state = chase.state.with_location(pike, chase.state.get(car).location)
    window.session.fight_from_chase(chase.state.get(car).location)
    combat = window.tab("Combat")
    fighter = next(c for c in combat.scene.state.combatants if c.name == "Harriet Crane")
    assert (fighter.armour, fighter.armour_from) == (2, f"{state.get(car).name}'s car")
    select(combat, "Harriet Crane")
    assert combat.ui.armourCombo.currentText() == f"{state.get(car).name}'s car (2)"
    notes = [combat.scene.model.index(r, 6).data() for r in range(combat.scene.model.rowCount())]
    assert f"armour 2 ({state.get(car).name}'s car)" in notes


def test_a_refused_distance_under_fire_goes_once_it_is_typed_right(window, qtbot, monkeypatch):
    """QA: "Distance in yards must be between 0 and 5000, not 99999" stayed under Fire after 5 was typed."""
    tab = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    start_fight(tab, qtbot, monkeypatch, "Harriet Crane", "Cultist of the Marsh")
    select(tab, "Harriet Crane")
    ui = tab.ui
    ui.actionTabs.setCurrentWidget(ui.shootPage)
    pick(ui.shootWeapon, "Handgun")
    ui.distanceSpin.lineEdit().selectAll()
    qtbot.keyClicks(ui.distanceSpin.lineEdit(), "99999")
    click(qtbot, ui.fireButton)
    assert "Distance in yards must be between 0 and 5000, not 99999" in ui.messageLabel.text()
    ui.distanceSpin.lineEdit().selectAll()
    qtbot.keyClicks(ui.distanceSpin.lineEdit(), "5")
    assert "99999" not in ui.messageLabel.text() and "Distance" not in ui.messageLabel.text()
    assert tab.scene.state.round == 1  # nothing was fired


def test_first_aid_offers_allies_first_and_an_enemy_only_when_picked(window, qtbot, monkeypatch):
    """QA: on Tomás's turn "Heal (patient)" showed "Cultist of the Marsh (fighting, 11 HP)". Allies come first and
    are the default; the other side is listed after them, named so, still to be picked on purpose."""
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Cultist of the Marsh", "Dr. Mae Okafor", "Walt Brennan")
    ids = dict((name, cid) for cid, name in character_rows.character_choices())
    window.session.set_tracker(ids["Cultist of the Marsh"], "hp", 4)  # the most hurt is the enemy
    select(tab, "Dr. Mae Okafor")
    combo = tab.ui.patientCombo
    patients = [combo.itemText(i) for i in range(combo.count())]
    assert patients[0].startswith("Walt Brennan") and combo.currentText().startswith("Walt Brennan")
    assert patients[1].startswith("Cultist of the Marsh (the other side:")
    assert patients[-1].startswith("Dr. Mae Okafor (the healer: ")
    pick(combo, "Cultist of the Marsh")  # on purpose: kept
    assert combo.currentText().startswith("Cultist of the Marsh")
    # A healer with no ally: the healer, not the enemy.
    select(tab, "Cultist of the Marsh")
    assert tab.ui.patientCombo.currentText().startswith("Cultist of the Marsh (the healer: ")


def test_a_spell_is_cast_by_default_on_an_able_one_of_the_other_side(window, qtbot, monkeypatch):
    """QA: with the Cultist knocked out and the Sheriff joining on Mae's turn, "Cast it on" still read the Cultist."""
    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Dr. Mae Okafor", "Cultist of the Marsh")
    cultist = next(c for c in tab.scene.state.combatants if c.name == "Cultist of the Marsh")
    assert tab.spellTarget.currentText().startswith("Cultist of the Marsh")
    tab.session.set_condition(cultist.character_id, Condition.UNCONSCIOUS, True)
    assert not tab.scene.state.get(cultist.key).able
    pick(tab.ui.rosterCombo, "Sheriff Amos Pike")  # DEX 50: Mae keeps her turn
    click(qtbot, tab.ui.addButton)
    assert tab.actor().name == "Dr. Mae Okafor"
    assert tab.spellTarget.currentText().startswith("Sheriff Amos Pike")
    # A target the Keeper picks stays while she acts.
    pick(tab.spellTarget, "Cultist of the Marsh")
    pick(tab.ui.rosterCombo, "Walt Brennan")
    click(qtbot, tab.ui.addButton)
    assert tab.actor().name == "Dr. Mae Okafor" and tab.spellTarget.currentText().startswith("Cultist of the Marsh")


def test_the_weapon_lists_offer_a_weapon_added_on_the_roster_mid_fight(window, qtbot, monkeypatch):
    """Before: the fight kept the copy of Walt's sheet it took; his new revolver was not offered."""
    from desktop.rules.roster.sheet import Weapon

    tab = window.tab("Combat")
    start_fight(tab, qtbot, monkeypatch, "Walt Brennan", "Ghoul")
    select(tab, "Walt Brennan")
    walt_id = {name: cid for cid, name in character_rows.character_choices()}["Walt Brennan"]
    sheet = window.session.sheet(walt_id)
    revolver = Weapon(".38 Revolver", "Firearms (Handgun)", "1D10", impaling=True, range="15", attacks="1 (3)", ammo=6)
    window.session.update_character(walt_id, replace(sheet, weapons=(*sheet.weapons, revolver)), sheet)
    select(tab, "Walt Brennan")  # the fight shows whose turn it is again: the Keeper picks Walt
    offered = [tab.ui.shootWeapon.itemText(i) for i in range(tab.ui.shootWeapon.count())]
    assert revolver.name in offered and tab.ui.fireButton.isEnabled()


def test_the_list_to_add_from_names_the_bestiary_and_makes_its_creatures_only_when_one_is_added(
    window, qtbot, monkeypatch
):
    """The list names the shipped creatures the campaign's own do not replace, then its own, as the bestiary lists
    them; the shipped creatures are made and checked only when one joins a fight (making them all was a third of the
    tab's first showing on a big campaign)."""
    from desktop.rules import bestiary as shipped
    from desktop.store.campaign_bestiary import all_creatures, save_creature

    ghoul = replace(shipped.creature_named("Ghoul"), armour=3)  # the campaign's ghouls wear scavenged plate
    save_creature(ghoul, "Ghoul")
    save_creature(replace(ghoul, name="Gug"), "Gug")
    for read in [f for f in vars(shipped).values() if hasattr(f, "cache_clear")]:
        read.cache_clear()  # as in a Keeper Desk just started
    tab = window.tab("Combat")
    assert shipped.bestiary.cache_info().currsize == 0  # nothing made yet
    combo = tab.ui.rosterCombo
    listed = [combo.itemText(i) for i in range(combo.count()) if combo.itemText(i).startswith("Bestiary: ")]
    assert listed == [f"Bestiary: {c.name}" for c in all_creatures()]
    assert listed[-2:] == ["Bestiary: Ghoul", "Bestiary: Gug"] and "Bestiary: Deep One" in listed
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("The reef", True))
    click(qtbot, tab.ui.newButton)
    for name in ("Bestiary: Deep One", "Bestiary: Ghoul"):
        pick(combo, name)
        click(qtbot, tab.ui.addButton)
    assert sorted((c.name, c.armour) for c in tab.scene.state.combatants) == [("Deep One", 1), ("Ghoul", 3)]


FIRST_SHOWING = """
import json, sys
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from desktop.store.campaign_file import open_campaign
from desktop.store.sample import write_sample_roster
from desktop.views.window.main_window import MainWindow
home = Path(sys.argv[1])
open_campaign(home / "first.kdesk", create_name="First")
write_sample_roster()
window = MainWindow(QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
window.show_campaign()
window.show()
app.processEvents()
before = set(sys.modules)
window.show_tab("Combat")
app.processEvents()
print(json.dumps(sorted(set(sys.modules) - before)))
"""


@pytest.mark.slow
def test_the_first_showing_loads_neither_the_forecast_nor_the_tomes_nor_any_data_table_until_asked(data_home):
    """Shown the first time, in a Keeper Desk just started, the tab does not load the forecast's simulation (loaded
    when a forecast starts), the Tomes tab's scene (loaded once someone acts, for the spells they know) nor the TOML
    reader (the armour table is read once someone is shown to wear it, the bestiary's names straight from its
    lines): each was a part of the wait for the tab."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, KEEPER_DESK_HOME=str(data_home), PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", FIRST_SHOWING, str(data_home)], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout.splitlines()[-1]))  # what the showing loaded
    assert "desktop.views.combat.combat_tab" in loaded and "desktop.models.combat.fight_scene" in loaded
    assert not loaded & {"desktop.rules.combat.forecast", "desktop.models.tomes.tomes_scene", "tomllib"}
