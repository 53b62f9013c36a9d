"""A scripted session through the real widgets — Roster edits, Dice rolls, a fight of two investigators and a ghoul
with a shot, a maneuver and First Aid — whose journal is compared line by line with what a Keeper should read."""

from dice_faces import d100
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from desktop.rules import ScriptedDice
from desktop.rules.combat.actions import Defence, Goal
from desktop.store import journal


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def pick(combo, text):
    combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemText(i).startswith(text)))


def select(tab, name):
    tab.ui.initiativeView.selectRow(next(i for i, c in enumerate(tab.scene.state.combatants) if c.name == name))


EXPECTED = [
    "Harriet Crane | Harriet Crane: Luck 55 → 53 | ",
    ("Walt Brennan | Walt Brennan takes 3 damage (fell through the jetty) | 1D6 = [3] = 3; 3 damage, HP 15 → 12"),
    "Harriet Crane | Spot Hidden (Regular), 1 bonus | Regular success — passes (34 vs 55)",
    "- | Rolled 1D6 | 5",
    "- | The boathouse begins | ",
    "- | Walt Brennan joins the fight | Walt Brennan joins the investigators (DEX 55)",
    "- | Harriet Crane joins the fight | Harriet Crane joins the investigators (DEX 65)",
    "- | Ghoul joins the fight | Ghoul: as the bestiary's Ghoul, half damage from firearms and projectiles; Ghoul "
    "joins the opponents (DEX 65)",
    "- | Harriet Crane has a firearm readied: acts at DEX + 50 | ",
    (
        "Harriet Crane | Harriet Crane shoots at Ghoul | "
        "Harriet Crane fires Handgun (.38 revolver) at Ghoul, 8 yards: Regular"
        "; Regular 25 vs 35: hit; Ghoul: 1D10 = 6; Ghoul's nature: half damage from firearms, 6 → 3"
        "; 3 damage, HP 13 → 10"
    ),
    "- | Round 1: Ghoul's turn | ",
    (
        "Ghoul | Ghoul attacks Walt Brennan | Ghoul attacks Walt Brennan (with Claw)"
        "; Walt Brennan fights back with Baseball bat"
        "; Hard 15 vs Regular 60 (Fighting (Brawl) 70): attacker wins; Walt Brennan: 1D6+1D4 = 5 + 4 = 9"
        "; 9 damage, HP 12 → 3; major wound, falls prone; CON roll or unconscious"
        "; CON 30 vs 75, Hard: stays conscious"
    ),
    "- | Round 1: Walt Brennan's turn | ",
    (
        "Walt Brennan | Walt Brennan: knock down Ghoul | Walt Brennan attacks Ghoul (knock down)"
        "; Ghoul dodges; Hard 20 vs Failure 50 (Dodge 32): attacker wins; Ghoul is knocked down"
    ),
    "- | Round 2 begins: Harriet Crane first | ",
    "Harriet Crane | Harriet Crane gives Walt Brennan First Aid | First Aid 20 vs 30, Regular: +1 HP, 3 → 4",
]


def test_a_scripted_session_journals_what_a_keeper_should_read(window, qtbot, monkeypatch):
    tabs = window.ui.tabs
    # --- the Roster: Harriet's Luck down twice (one step, one entry), Walt hurt by a fall -------------------------
    roster = window.tab("Roster")
    tabs.setCurrentIndex(0)
    pick_row = next(r for r in range(roster.proxy.rowCount()) if roster.proxy.index(r, 0).data() == "Harriet Crane")
    roster.ui.table.selectRow(pick_row)
    click(qtbot, roster.trackers["luck"].minus)
    click(qtbot, roster.trackers["luck"].minus)
    walt_row = next(r for r in range(roster.proxy.rowCount()) if roster.proxy.index(r, 0).data() == "Walt Brennan")
    roster.ui.table.selectRow(walt_row)
    roster.care.ui.diceEdit.setText("1D6")
    roster.care.ui.whyEdit.setText("fell through the jetty")
    roster.care.dice = ScriptedDice([3])
    click(qtbot, roster.care.ui.damageButton)

    # --- Dice: Harriet's Spot Hidden with a bonus die, then 1D6 ---------------------------------------------------
    dice = window.tab("Dice")
    tabs.setCurrentIndex(1)
    dice.dice.dice = ScriptedDice([*d100(34, 7), 5])
    dice.ui.characterCombo.setCurrentIndex(dice.ui.characterCombo.findText("Harriet Crane"))
    pick(dice.ui.targetCombo, "Spot Hidden")
    dice.ui.bonusSpin.setValue(1)
    click(qtbot, dice.ui.rollButton)
    dice.ui.expressionEdit.setText("1D6")
    click(qtbot, dice.ui.expressionButton)

    # --- Combat: Walt, Harriet and a ghoul ------------------------------------------------------------------------
    combat = window.tab("Combat")
    tabs.setCurrentIndex(2)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("The boathouse", True))
    click(qtbot, combat.ui.newButton)
    for name in ("Walt Brennan", "Harriet Crane", "Ghoul"):
        pick(combat.ui.rosterCombo, name)
        click(qtbot, combat.ui.addButton)
    ui = combat.ui
    # Harriet readies her revolver (DEX 65 + 50) and shoots the ghoul 8 yards off: 25 vs 40, 1D10 = 6.
    select(combat, "Harriet Crane")
    ui.readiedCheck.click()
    ui.actionTabs.setCurrentIndex(1)
    pick(ui.shootTarget, "Ghoul")
    pick(ui.shootWeapon, "Handgun")
    ui.distanceSpin.setValue(8)
    combat.scene.dice = ScriptedDice([*d100(25), 6])
    click(qtbot, ui.fireButton)
    click(qtbot, ui.nextTurnButton)  # the ghoul's turn: it claws Walt, who fights back and loses
    ui.actionTabs.setCurrentIndex(0)
    pick(ui.meleeTarget, "Walt Brennan")
    pick(ui.meleeWeapon, "Claw")
    ui.responseCombo.setCurrentIndex(ui.responseCombo.findData(Defence.FIGHT_BACK))
    combat.scene.dice = ScriptedDice([*d100(15), *d100(60), 5, 4, *d100(30)])
    click(qtbot, ui.attackButton)
    click(qtbot, ui.nextTurnButton)  # Walt's turn: a maneuver to knock the ghoul down (Build 1 vs 1)
    pick(ui.meleeTarget, "Ghoul")
    ui.maneuverCheck.setChecked(True)
    ui.goalCombo.setCurrentIndex(ui.goalCombo.findData(Goal.KNOCK_DOWN))
    ui.responseCombo.setCurrentIndex(ui.responseCombo.findData(Defence.DODGE))
    combat.scene.dice = ScriptedDice([*d100(20), *d100(50)])
    click(qtbot, ui.attackButton)
    click(qtbot, ui.nextRoundButton)
    # Round 2: Harriet gives Walt First Aid.
    select(combat, "Harriet Crane")
    ui.actionTabs.setCurrentIndex(3)
    pick(ui.patientCombo, "Walt Brennan")
    combat.scene.dice = ScriptedDice(d100(20))
    click(qtbot, ui.firstAidButton)

    lines = [f"{e.actor or '-'} | {e.what} | {e.result}" for e in reversed(journal.entries())]
    assert lines == EXPECTED
