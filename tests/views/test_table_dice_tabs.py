"""The players roll, the app reads: each tab's rolls asked in the prompt (a fake at the table types the faces),
the prompt's refusals, Roll for Me, File > Who Rolls the Dice, and a cancelled prompt that writes nothing."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QInputDialog

from desktop.models.sanity.sanity_scene import SanityScene
from desktop.rules.chase.chase_state import FLEEING, PURSUING, Location
from desktop.rules.checks import Difficulty
from desktop.rules.table_dice import RollCancelled, WhoRolls
from desktop.store import character_rows, journal, scenes
from desktop.views.common.dice_prompt import DicePrompt

CANCEL = "cancel"


class Table:
    """The players at the table, as the Keeper types what they rolled: each prompt the app opens is answered with
    the next answer (faces to type; None: Roll for Me; CANCEL). A refused answer leaves the prompt open: the next
    answer is typed into the same prompt."""

    def __init__(self, monkeypatch, *answers):
        self.answers = list(answers)
        self.asked: list[str] = []
        self.refused: list[tuple[str, list[str]]] = []  # the reason shown, and what the fields still held
        monkeypatch.setattr(DicePrompt, "exec", lambda prompt: self.answer(prompt))

    def answer(self, prompt: DicePrompt) -> int:
        self.asked.append(prompt.ui.whatLabel.text())
        while True:
            answer = self.answers.pop(0)
            if answer == CANCEL:
                prompt.reject()
                return prompt.result()
            if answer is None:
                prompt.roll_button.click()
                return prompt.result()
            prompt.type_faces(*answer)
            prompt.accept()
            if prompt.result() == QDialog.DialogCode.Accepted:
                return prompt.result()
            self.refused.append((prompt.ui.problemLabel.text(), prompt.texts()))


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def pick(combo, text):
    combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemText(i).startswith(text)))


def who_rolls(window, choice: WhoRolls) -> None:
    window.dice_menu.choices[choice].trigger()


def nothing_written(window, before):
    steps, last, sheets = before
    assert window.session.undo_stack.count() == steps
    assert journal.last_id() == last
    assert {r.id: character_rows.load_sheet(r.id) for r in character_rows.roster_rows()} == sheets


def as_it_stands(window):
    sheets = {r.id: character_rows.load_sheet(r.id) for r in character_rows.roster_rows()}
    return window.session.undo_stack.count(), journal.last_id(), sheets


def newest_detail():
    return journal.details()[-1]


# --- the Dice tab --------------------------------------------------------------------------------------------------


def test_a_dice_check_with_a_penalty_die_takes_the_faces_typed(window, qtbot, monkeypatch):
    table = Table(monkeypatch, ["30", "70", "4"])
    who_rolls(window, WhoRolls.PLAYERS)
    tab = window.tab("Dice")
    pick(tab.ui.characterCombo, "Walt Brennan")
    pick(tab.ui.targetCombo, "Dodge")
    tab.ui.penaltySpin.setValue(1)
    click(qtbot, tab.ui.rollButton)
    label = tab.dice.target.label
    assert table.asked == [f"Walt Brennan: {label}, with a penalty die — tens, tens, units"]
    assert tab.ui.resultNumber.text() == "74"
    detail = newest_detail()
    assert detail["tens"] == [3, 7] and detail["units"] == 4
    assert detail["typed"] == [f"Walt Brennan: {label} — tens 30 & 70, units 4 → 74 (penalty: highest kept)"]
    shown = window.session.journal.index(0, 3).data()  # the log's Dice column, newest first
    assert shown == "tens 30 & 70, units 4 → 74 (penalty: highest kept) — typed at the table"


def test_the_prompt_refuses_faces_dice_cannot_show_and_keeps_what_was_typed(window, qtbot, monkeypatch):
    table = Table(monkeypatch, ["30", "10"], ["5", "4"], ["30", "4"])
    who_rolls(window, WhoRolls.ASK)
    tab = window.tab("Dice")
    tab.ui.valueSpin.setValue(55)
    click(qtbot, tab.ui.rollButton)
    assert table.refused == [
        ("The units die reads 0 to 9, not 10", ["30", "10"]),
        ("The tens die reads 00, 10, 20 … 90, not 5", ["5", "4"]),
    ]
    assert len(table.asked) == 1 and tab.ui.resultNumber.text() == "34"


def test_a_damage_above_the_maximum_is_refused_in_the_prompt(window, qtbot, monkeypatch):
    table = Table(monkeypatch, ["11"], ["4 7"], ["6 3"])
    who_rolls(window, WhoRolls.ASK)
    tab = window.tab("Dice")
    rolled = tab.dice.roll_expression("1D6+1D4")
    assert [reason for reason, _ in table.refused] == [
        "1D6+1D4 rolls at most 10, not 11",
        "The second die is a D4: it shows 1 to 4, not 7",
    ]
    assert rolled.total == 9 and rolled.faces == ((6,), (3,))
    assert newest_detail()["typed"] == ["a roll of 1D6+1D4 — 1D6+1D4: 6, 3 typed = 9"]


def test_roll_for_me_lets_the_app_roll_and_the_journal_says_nothing_was_typed(window, qtbot, monkeypatch):
    table = Table(monkeypatch, None)
    who_rolls(window, WhoRolls.ASK)
    tab = window.tab("Dice")
    tab.ui.valueSpin.setValue(55)
    click(qtbot, tab.ui.rollButton)
    assert len(table.asked) == 1 and tab.ui.resultNumber.text().isdigit()
    assert "typed" not in newest_detail()


def test_who_rolls_the_dice_is_kept_and_says_who_is_asked(window, qtbot, monkeypatch):
    table = Table(monkeypatch, ["40", "2"], ["50", "5"])
    tab = window.tab("Dice")
    assert window.dice_menu.who_rolls is WhoRolls.APP  # the app rolls until the Keeper says otherwise
    tab.ui.valueSpin.setValue(55)
    click(qtbot, tab.ui.rollButton)  # the app for everyone: nobody is asked
    who_rolls(window, WhoRolls.PLAYERS)
    assert window.settings.value("dice/who_rolls") == "players" and window.session.dice.who_rolls is WhoRolls.PLAYERS
    pick(tab.ui.characterCombo, "Ghoul")  # a monster: the app rolls for it
    tab.ui.targetCombo.setCurrentIndex(0)
    click(qtbot, tab.ui.rollButton)
    assert table.asked == []
    pick(tab.ui.characterCombo, "Harriet Crane")  # an investigator: her player rolls
    tab.ui.targetCombo.setCurrentIndex(0)
    click(qtbot, tab.ui.rollButton)
    assert len(table.asked) == 1 and tab.ui.resultNumber.text() == "42"
    who_rolls(window, WhoRolls.ASK)
    pick(tab.ui.characterCombo, "Ghoul")
    tab.ui.targetCombo.setCurrentIndex(0)
    click(qtbot, tab.ui.rollButton)
    assert len(table.asked) == 2 and tab.ui.resultNumber.text() == "55"


def test_push_and_luck_work_on_typed_faces_as_on_rolled_ones(window, qtbot, monkeypatch):
    Table(monkeypatch, ["80", "0"], ["60", "5"])
    who_rolls(window, WhoRolls.ASK)
    tab = window.tab("Dice")
    pick(tab.ui.characterCombo, "Harriet Crane")
    pick(tab.ui.targetCombo, "Library Use")
    click(qtbot, tab.ui.rollButton)
    assert tab.ui.resultNumber.text() == "80" and tab.ui.pushButton.isEnabled()
    click(qtbot, tab.ui.pushButton)
    assert tab.ui.resultNumber.text() == "65" and "pushed" in tab.ui.resultDice.text()
    assert "typed" in newest_detail()


def test_luck_is_spent_on_a_typed_roll_as_on_a_rolled_one(window, qtbot, monkeypatch):
    Table(monkeypatch, ["80", "0"])
    who_rolls(window, WhoRolls.PLAYERS)
    tab = window.tab("Dice")
    pick(tab.ui.characterCombo, "Harriet Crane")
    pick(tab.ui.targetCombo, "Library Use")  # 70, Luck 55: 80 needs 10 Luck
    click(qtbot, tab.ui.rollButton)
    assert tab.ui.luckButton.text() == "Spend 10 Luck"
    click(qtbot, tab.ui.luckButton)
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    assert character_rows.load_sheet(harriet).luck == 55 - 10 and tab.ui.resultNumber.text() == "70"


def test_an_opposed_roll_asks_each_side_by_name(window, monkeypatch):
    from desktop.models.dice.dice_session import targets_for

    table = Table(monkeypatch, ["10", "2"])
    who_rolls(window, WhoRolls.PLAYERS)
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    walt = next(t for t in targets_for(ids["Walt Brennan"]) if t.label == "STR")
    ghoul = next(t for t in targets_for(ids["Ghoul"]) if t.label == "STR")
    result = window.tab("Dice").dice.opposed(walt, ghoul)
    assert table.asked == ["Walt Brennan: STR (opposed) — tens, units"]  # the ghoul's: the app's
    assert result.first_check.rolled == 12
    assert newest_detail()["typed"] == ["Walt Brennan: STR (opposed) — tens 10, units 2 → 12"]


# --- the Combat tab --------------------------------------------------------------------------------------------


def fight(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Chapel ambush", True))
    click(qtbot, tab.ui.newButton)
    for name in ("Walt Brennan", "Cultist of the Marsh"):
        pick(tab.ui.rosterCombo, name)
        click(qtbot, tab.ui.addButton)
    row = next(i for i, c in enumerate(tab.scene.state.combatants) if c.name == "Walt Brennan")
    tab.ui.initiativeView.selectRow(row)
    tab.ui.actionTabs.setCurrentIndex(0)
    pick(tab.ui.meleeTarget, "Cultist of the Marsh")
    return tab


def test_a_fight_round_asks_the_investigator_and_rolls_for_the_cultist(window, qtbot, monkeypatch):
    tab = fight(window, qtbot, monkeypatch)
    pick(tab.ui.responseCombo, "Dodges")
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["00", "1"])  # Walt's 01: a critical, an extreme hit (the most damage: no dice)
    click(qtbot, tab.ui.attackButton)
    assert table.asked == ["Walt Brennan: Fighting (Brawl) — tens, units"]  # the cultist's dodge: the app's
    assert newest_detail()["typed"] == ["Walt Brennan: Fighting (Brawl) — tens 00, units 1 → 1"]
    shown = tab.log.index(0, 4).data()  # the Combat log shows the story, not the dice
    assert shown.endswith("; Dice typed at the table: Walt Brennan: Fighting (Brawl) — tens 00, units 1 → 1")


def test_typed_damage_and_a_con_roll_in_a_fight(window, qtbot, monkeypatch):
    tab = fight(window, qtbot, monkeypatch)
    pick(tab.ui.responseCombo, "Does nothing")
    who_rolls(window, WhoRolls.ASK)
    weapon = tab.ui.meleeWeapon.currentText()
    table = Table(monkeypatch, ["20", "5"], ["5 2"], ["90", "9"])  # a hit; 1D8+1D4 = 5 + 2: a major wound
    cultist = next(c for c in tab.scene.state.combatants if c.name.startswith("Cultist"))
    click(qtbot, tab.ui.attackButton)
    assert [a.split(" — ")[0] for a in table.asked] == [
        "Walt Brennan: Fighting (Brawl)",
        f"Walt Brennan: damage with {weapon}",
        f"{cultist.name}: CON roll against a major wound",
    ]
    after = tab.scene.state.get(cultist.key)
    assert after.hp == cultist.hp - 7
    assert "falls unconscious" in tab.ui.storyLabel.text()


def test_a_cancelled_attack_writes_nothing(window, qtbot, monkeypatch):
    tab = fight(window, qtbot, monkeypatch)
    pick(tab.ui.responseCombo, "Dodges")
    who_rolls(window, WhoRolls.ASK)
    before = as_it_stands(window)
    state = tab.scene.state
    table = Table(monkeypatch, ["00", "1"], CANCEL)  # the attack typed; the cultist's dodge called off
    click(qtbot, tab.ui.attackButton)
    assert len(table.asked) == 2 and table.asked[1] == "Cultist of the Marsh: Dodge — tens, units"
    nothing_written(window, before)
    assert tab.scene.state == state and scenes.load_active("combat", tab.scene.decode)[1] == state
    assert tab.ui.messageLabel.text() == "The roll was cancelled: nothing was changed"


def test_a_dying_investigators_con_roll_at_a_new_round_is_asked_of_the_table(window, qtbot, monkeypatch):
    from desktop.rules.combat.wounds import DYING

    tab = fight(window, qtbot, monkeypatch)
    scene = tab.scene
    for c in scene.state.combatants:  # both dying: Walt's CON is his player's roll, the cultist's the app's
        scene.update_combatant(c.key, f"{c.name} is dying", hp=0, conditions=c.conditions | {DYING})
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["00", "5"])  # Walt's 05: he clings to life
    outcome = scene.next_round()
    assert table.asked == ["Walt Brennan: CON roll to stay alive (dying) — tens, units"]
    assert any(line.startswith("Walt Brennan, dying: CON 5 vs") for line in outcome.lines)


# --- the Sanity tab ------------------------------------------------------------------------------------------------


def tick(tab, name):
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == name)
    tab.minds.setData(tab.minds.index(row, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)


def test_a_sanity_roll_for_two_takes_each_players_faces(window, qtbot, monkeypatch):
    tab = window.tab("Sanity")
    tick(tab, "Walt Brennan")
    tick(tab, "Harriet Crane")
    pick(tab.ui.horrorCombo, "Type the loss")
    tab.ui.lossEdit.setText("1/1D6")
    who_rolls(window, WhoRolls.PLAYERS)
    # Harriet passes (10): loses 1; Walt fails (99): 1D6 = 5, and his INT roll (80) fails: the memory is repressed.
    table = Table(monkeypatch, ["10", "0"], ["90", "9"], ["5"], ["80", "0"])
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    start = {name: character_rows.load_sheet(i).sanity for name, i in ids.items()}
    click(qtbot, tab.ui.rollButton)
    assert table.asked == [
        "Harriet Crane: Sanity roll (1/1D6) — tens, units",
        "Walt Brennan: Sanity roll (1/1D6) — tens, units",
        "Walt Brennan: SAN lost (1/1D6) — 1D6 (1 to 6): total",
        "Walt Brennan: INT roll (5 or more SAN lost at once) — tens, units",
    ]
    assert character_rows.load_sheet(ids["Harriet Crane"]).sanity == start["Harriet Crane"] - 1
    assert character_rows.load_sheet(ids["Walt Brennan"]).sanity == start["Walt Brennan"] - 5
    assert len(newest_detail()["typed"]) == 4 and "the memory is repressed" in tab.ui.storyLabel.text()


def test_a_sanity_roll_cancelled_on_the_second_investigator_writes_nothing(window, qtbot, monkeypatch):
    tab = window.tab("Sanity")
    tick(tab, "Walt Brennan")
    tick(tab, "Harriet Crane")
    pick(tab.ui.horrorCombo, "Type the loss")
    tab.ui.lossEdit.setText("1/1D6")
    who_rolls(window, WhoRolls.PLAYERS)
    before = as_it_stands(window)
    table = Table(monkeypatch, ["10", "0"], CANCEL)  # Harriet's typed; Walt's called off
    click(qtbot, tab.ui.rollButton)
    assert table.asked[1].startswith("Walt Brennan: Sanity roll") and len(table.asked) == 2
    nothing_written(window, before)
    assert tab.ui.messageLabel.text() == "The roll was cancelled: nothing was changed"


def test_a_month_of_treatment_asks_the_patient_for_the_cure_roll_and_keeps_the_progress_roll_the_keepers(
    window, monkeypatch
):
    from desktop.rules.scene import Condition

    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    window.session.set_condition(walt, Condition.INDEFINITE_INSANITY, True)
    sanity = window.session.scene(SanityScene)
    sanity.begin_treatment(walt, "home")
    start = character_rows.load_sheet(walt).sanity
    app_rolls = iter([30, 2])  # the app's: 1D100 = 30, progress; 1D3 = 2 SAN; then its highest faces
    monkeypatch.setattr(window.session.dice._random, "randint", lambda low, high: next(app_rolls, high))
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["10", "0"])  # Walt's player: SAN 10, a success, cured
    window.session.weeks_pass(4)
    assert [a.split(" — ")[0] for a in table.asked] == ["Walt Brennan: SAN roll to be cured"]
    sheet = character_rows.load_sheet(walt)
    assert sheet.sanity == start + 2 and "indefinite insanity" not in sheet.conditions


# --- the Chase tab -------------------------------------------------------------------------------------------------


def hazard_ahead_of_harriet(window):
    """Harriet Crane fleeing the Ghoul, a Hard hazard at the next location, the players rolling their own dice: the
    chase scene and her runner."""
    scene = window.tab("Chase").scene
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    scene.add(scene.runner_from_sheet(ids["Harriet Crane"], window.session.sheet(ids["Harriet Crane"]), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Ghoul"], window.session.sheet(ids["Ghoul"]), PURSUING, aptitude="apt"))
    scene.cut_to_the_chase()
    harriet = next(r for r in scene.state.runners if r.name == "Harriet Crane")
    scene.set_location(harriet.location + 1, Location(hazard=Difficulty.HARD))
    who_rolls(window, WhoRolls.PLAYERS)
    return scene, harriet


def test_a_chase_move_cancelled_at_the_table_writes_nothing(window, monkeypatch):
    scene, harriet = hazard_ahead_of_harriet(window)
    before, state = as_it_stands(window), scene.state
    table = Table(monkeypatch, CANCEL)
    with pytest.raises(RollCancelled):
        scene.move(harriet.key)
    assert table.asked == [
        f"Harriet Crane: move roll through the Hard hazard at location {harriet.location + 1} — tens, units"
    ]
    nothing_written(window, before)
    assert scene.state == state and scenes.load_active("chase", scene.decode)[1] == state


def test_a_chase_move_through_a_hazard_takes_the_faces_typed(window, monkeypatch):
    scene, harriet = hazard_ahead_of_harriet(window)
    Table(monkeypatch, ["90", "9"], ["2"])  # fails the Hard hazard; 1D3 = 2 movement actions lost
    outcome = scene.move(harriet.key)
    assert "99 vs" in " ".join(outcome.lines) and "stays at location" in " ".join(outcome.lines)
    assert len(newest_detail()["typed"]) == 2


# --- the Tomes tab, development, creation --------------------------------------------------------------------------


def test_a_tome_reading_and_a_casting_take_the_readers_faces(window, qtbot, monkeypatch):
    tab = window.tab("Tomes")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    ui = tab.ui
    mae = next(r.id for r in character_rows.roster_rows() if r.name == "Dr. Mae Okafor")  # French 40, POW 65, MP 13
    window.session.scene(SanityScene).set_believer(mae, True)  # a believer: the tome costs her SAN
    ui.readerCombo.setCurrentIndex(ui.readerCombo.findText("Dr. Mae Okafor"))
    ui.tomeCombo.setCurrentIndex(ui.tomeCombo.findText("Cultes des Goules"))
    click(qtbot, ui.giveButton)
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["10", "5"], ["4"])  # Hard French needs 20: 15 reads it; 1D10 = 4 SAN
    click(qtbot, ui.readButton)
    assert table.asked[0] == "Dr. Mae Okafor: initial reading Cultes des Goules (French) — tens, units"
    assert table.asked[1].startswith("Dr. Mae Okafor: initial reading Cultes des Goules (French) — 1D10")
    sheet = character_rows.load_sheet(mae)
    assert sheet.cthulhu_mythos == 3 and sheet.sanity == 65 - 4
    ui.learnCombo.setCurrentIndex(ui.learnCombo.findText("Shrivelling"))
    Table(monkeypatch, ["2"])  # learned in 2D6 = 2 weeks (the total typed)
    click(qtbot, ui.learnButton)
    click(qtbot, ui.weekButton)
    click(qtbot, ui.weekButton)
    ui.castCombo.setCurrentIndex(ui.castCombo.findText("Shrivelling"))
    table = Table(monkeypatch, ["20", "0"], ["3"])  # Hard POW 65 needs 32: 20 casts it; 1D6 = 3 SAN
    click(qtbot, ui.castButton)
    assert table.asked[0] == "Dr. Mae Okafor: casting Shrivelling — tens, units"
    sheet = character_rows.load_sheet(mae)
    assert sheet.mp == 13 - 5 and sheet.sanity == 61 - 3
    assert any("typed" in d for d in journal.details()[-3:])


def test_a_full_study_finishing_as_weeks_pass_asks_the_readers_san_dice(window, monkeypatch):
    from desktop.models.tomes.tomes_scene import TomesScene
    from desktop.rules.dice import ScriptedDice

    mae = next(r.id for r in character_rows.roster_rows() if r.name == "Dr. Mae Okafor")  # SAN 65
    window.session.scene(SanityScene).set_believer(mae, True)  # a believer: the study costs her SAN
    tomes = window.session.scene(TomesScene)
    tomes.give(mae, "Cultes des Goules")
    tomes.dice = ScriptedDice([1, 2, 1])  # units 0, tens 10: Hard French 20 read; 1D10 = 1 SAN
    tomes.read(mae, "Cultes des Goules")
    tomes.dice = window.session.dice
    tomes.study(mae, "Cultes des Goules")
    weeks = tomes.tomes()["Cultes des Goules"].study_weeks
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["4"])  # the full study's 1D10 SAN: 4
    window.session.weeks_pass(weeks)
    assert [a.split(" — ")[0] for a in table.asked] == ["Dr. Mae Okafor: a full study of Cultes des Goules"]
    assert character_rows.load_sheet(mae).sanity == 65 - 1 - 4


def test_the_int_roll_after_a_full_studys_san_loss_of_5_is_the_readers_own(window, monkeypatch):
    from desktop.models.tomes.tomes_scene import TomesScene
    from desktop.rules.dice import ScriptedDice

    mae = next(r.id for r in character_rows.roster_rows() if r.name == "Dr. Mae Okafor")  # SAN 65
    window.session.scene(SanityScene).set_believer(mae, True)
    tomes = window.session.scene(TomesScene)
    tomes.give(mae, "Cultes des Goules")
    tomes.dice = ScriptedDice([1, 2, 1])  # units 0, tens 10: Hard French 20 read; 1D10 = 1 SAN
    tomes.read(mae, "Cultes des Goules")
    tomes.dice = window.session.dice
    tomes.study(mae, "Cultes des Goules")
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["6"], ["90", "9"])  # 6 SAN at once: her INT roll, 99, fails
    window.session.weeks_pass(tomes.tomes()["Cultes des Goules"].study_weeks)
    assert [a.split(" — ")[0] for a in table.asked] == [
        "Dr. Mae Okafor: a full study of Cultes des Goules",
        "Dr. Mae Okafor: INT roll (5 or more SAN lost at once)",
    ]
    assert character_rows.load_sheet(mae).sanity == 65 - 1 - 6


def test_the_development_phase_asks_each_skills_check(window, monkeypatch):
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    sheet = character_rows.load_sheet(walt)
    skill = next(s for s in sheet.skills if s.improvable and s.value < 80)
    character_rows.tick_skill(walt, skill.name, skill.specialization)
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["90", "9"], ["7"], ["00", "1"])  # 99 improves: +7; Luck's 01 does not
    window.session.development_phase(walt)
    after = character_rows.load_sheet(walt)
    assert next(s for s in after.skills if s.full_name == skill.full_name).value == skill.value + 7
    assert table.asked[0].startswith("Walt Brennan: improvement check for ")
    assert table.asked[2].startswith("Walt Brennan: Luck improvement check")
    assert len(newest_detail()["typed"]) == 3


def test_creation_rolls_each_characteristic_at_the_table_and_a_cancel_changes_nothing(window, qtbot, monkeypatch):
    from desktop.rules.table_dice import by_the_app
    from desktop.views.roster.creation_wizard import CreationWizard

    who_rolls(window, WhoRolls.PLAYERS)
    dice = window.session.dice
    with by_the_app(dice):  # as the Roster opens it: its first suggestion is the app's roll, nobody is asked
        wizard = CreationWizard(window, dice)
    qtbot.addWidget(wizard)
    before = wizard.values()
    with dice.about("The new investigator", "creation", investigator=True):  # as the Roster runs it
        table = Table(monkeypatch, ["12"], CANCEL)
        click(qtbot, wizard.ui.rollButton)
        assert table.asked[0] == "The new investigator: STR (3D6, ×5) — 3D6 (3 to 18): total, or each die"
        assert wizard.values() == before  # called off at the table: nothing changes
        Table(monkeypatch, ["12"], ["11"], ["10"], ["9"], ["8"], ["13"], ["14"], ["15"], ["16"])
        click(qtbot, wizard.ui.rollButton)
    assert list(wizard.values().values())[0] == 60 and wizard.ui.luckSpin.value() == 80


# --- the prompt itself ---------------------------------------------------------------------------------------------


def test_the_prompt_shows_whose_roll_the_fields_it_needs_and_enter_accepts(window, qtbot):
    from desktop.rules.dice import RollFor
    from desktop.rules.table_dice import Ask

    prompt = DicePrompt(Ask(RollFor("Walt Brennan", "Dodge", True), penalty=1), window)
    qtbot.addWidget(prompt)
    prompt.show()
    assert prompt.ui.whatLabel.text() == "Walt Brennan: Dodge, with a penalty die — tens, tens, units"
    assert [e.isVisible() for e in prompt.tens_edits] == [True, True, False] and not prompt.ui.diceEdit.isVisible()
    qtbot.keyClicks(prompt.ui.tens1Edit, "30")
    qtbot.keyClicks(prompt.ui.tens2Edit, "70")
    qtbot.keyClicks(prompt.ui.unitsEdit, "12")
    qtbot.keyClick(prompt.ui.unitsEdit, Qt.Key.Key_Return)
    assert prompt.isVisible() and prompt.ui.problemLabel.text() == "The units die reads 0 to 9, not 12"
    assert prompt.ui.unitsEdit.text() == "12"  # kept as typed, selected to type again
    qtbot.keyClicks(prompt.ui.unitsEdit, "4")
    qtbot.keyClick(prompt.ui.unitsEdit, Qt.Key.Key_Return)
    assert not prompt.isVisible() and prompt.result() == QDialog.DialogCode.Accepted
    assert prompt.typed.percentile.result == 74


def test_a_chase_speed_roll_is_the_investigators_own(window, monkeypatch):
    scene = window.tab("Chase").scene
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    scene.add(scene.runner_from_sheet(ids["Harriet Crane"], window.session.sheet(ids["Harriet Crane"]), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Ghoul"], window.session.sheet(ids["Ghoul"]), PURSUING, aptitude="apt"))
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["00", "5"])  # Harriet's CON: 5, an extreme success, +1 MOV
    mov = next(r for r in scene.state.runners if r.name == "Harriet Crane").mov
    scene.speed_rolls()
    assert table.asked == ["Harriet Crane: speed roll (CON) — tens, units"]
    assert next(r for r in scene.state.runners if r.name == "Harriet Crane").mov == mov + 1


def test_everyone_rolls_asks_each_investigators_player_in_turn_and_rolls_for_the_ghoul(window, monkeypatch):
    from desktop.models.dice.dice_session import target_named
    from desktop.models.dice.group_model import GroupPick

    ids = {r.name: r.id for r in character_rows.roster_rows()}
    picks = [GroupPick((target_named(ids[name], "Listen"),)) for name in ("Harriet Crane", "Ghoul", "Walt Brennan")]
    who_rolls(window, WhoRolls.PLAYERS)
    table = Table(monkeypatch, ["10", "1"], ["90", "9"])
    rolled = window.tab("Dice").dice.group_roll(picks)
    assert [a.split(" — ")[0] for a in table.asked] == ["Harriet Crane: everyone rolls Listen"] + [
        "Walt Brennan: everyone rolls Listen"
    ]
    assert [line.rolled.checks[0].rolled for line in rolled.lines if line.roller.name != "Ghoul"] == [11, 99]
    assert len(newest_detail()["typed"]) == 2
