"""A campaign that fights by Cthulhu Rising: the setting switches the Combat tab (and undoes), and a round is run
through its widgets — strike ranks, location hit points changed by the Keeper, an attack that reaches the Roster."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from desktop.models.rising.rising_scene import FIGHTER_HEADERS as COLUMNS
from desktop.rules import ScriptedDice
from desktop.store import character_rows
from desktop.views.combat.combat_tab import CombatTab
from desktop.views.rising.rising_tab import RisingTab


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def cell(view, row, column):
    """What a cell of a table view shows."""
    return view.model().index(row, column).data()


def type_into(qtbot, spin, text):
    """A number typed into a field over what it held, then Enter, as the Keeper's keyboard does it."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def test_the_setting_switches_the_combat_tab_and_undo_switches_it_back(window):
    assert isinstance(window.tab("Combat"), CombatTab) and window.rules_actions["7e"].isChecked()
    window.rules_actions["rising"].trigger()
    assert window.session.combat_rules == "rising" and isinstance(window.tab("Combat"), RisingTab)
    assert window.tab("Cards") is not None
    window.session.undo_stack.undo()
    assert window.session.combat_rules == "7e" and isinstance(window.tab("Combat"), CombatTab)
    assert window.rules_actions["7e"].isChecked()


def rising_fight(window, qtbot, monkeypatch):
    """A Rising fight set up through the widgets: Walt (DEX SR 2) and a ghoul (DEX SR 3) at the boathouse."""
    window.set_combat_rules("rising")
    tab = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    ui = tab.ui
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Boathouse", True))
    click(qtbot, ui.newButton)
    for name in ("Walt Brennan", "Ghoul"):
        ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText(name))
        click(qtbot, ui.addButton)
    assert ui.fightersView.model().rowCount() == 2 and cell(ui.fightersView, 0, 2) == "set"
    for row, sr in ((0, 2), (1, 3)):
        ui.fightersView.selectRow(row)
        ui.dexSrSpin.setValue(sr)
        click(qtbot, ui.srButton)
    return tab


def test_a_rising_round_through_the_widgets(window, qtbot, monkeypatch):
    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    assert cell(ui.trackView, 0, 1) == "Walt Brennan" and cell(ui.trackView, 0, 2) == "Ghoul"
    # Walt (15 HP) has a chest of 6 from his total; the Keeper makes it 6 again by typing over it (nothing changes
    # the chest's own number), then the ghoul's claw is worked out against it.
    ui.fightersView.selectRow(0)
    assert tab.body.tiles["Chest"].hp.value() == 6
    click(qtbot, ui.nextButton)
    click(qtbot, ui.nextButton)
    assert "strike rank 3" in ui.titleLabel.text() and ui.attackerCombo.currentText() == "Ghoul"
    assert ui.targetCombo.currentText() == "Walt Brennan"  # the other side, by default
    # The ghoul's claw at Walt: 20 against 40, a success; melee location 12 (chest); 1D6 = 5 + bonus 1D4 = 3: 8
    # against 6 HP: Walt falls; knockback none (8 is under his SIZ 15).
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Walt Brennan"))
    ui.weaponCombo.setCurrentIndex(ui.weaponCombo.findData("Claw"))
    tab.scene.dice = ScriptedDice([20, 12, 5, 3])
    before = character_rows.load_sheet(next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")).hp
    click(qtbot, ui.attackButton)
    assert "Chest" in ui.storyLabel.text() and "falls and cannot fight" in ui.storyLabel.text(), ui.messageLabel.text()
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    assert character_rows.load_sheet(walt).hp == before - 8  # a linked investigator's wound is on the Roster
    window.session.undo_stack.undo()
    assert character_rows.load_sheet(walt).hp == before
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Ghoul"))
    click(qtbot, ui.attackButton)
    assert "other than the attacker" in ui.messageLabel.text()


def test_the_fighter_menu_and_the_aimed_and_panic_options(window, qtbot, monkeypatch):
    window.set_combat_rules("rising")
    tab = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(1600, 1000)
    qtbot.waitExposed(window)
    tab.scene.start("Alley")
    for name in ("Walt Brennan", "Sheriff Amos Pike"):
        tab.ui.rosterCombo.setCurrentIndex(tab.ui.rosterCombo.findText(name))
        tab.add_fighter()
    tab.ui.targetCombo.setCurrentIndex(tab.ui.targetCombo.findText("Sheriff Amos Pike"))
    menu = tab.fighter_menu(1)
    titles = [a.text() for a in menu.actions()]
    assert "&Bleeding Roll" in titles and not next(a for a in menu.actions() if "Bleeding" in a.text()).isEnabled()
    assert tab.ui.resistLabel.text() == "Against Sheriff Amos Pike (resistance table)"
    tab.scene.dice = ScriptedDice([1])
    next(a for a in menu.actions() if a.text() == "Gra&pple").trigger()
    assert "tries to grapple Sheriff Amos Pike" in tab.ui.storyLabel.text()
    assert tab.ui.aimCombo.count() == 8 and tab.ui.panicCheck.text() == "Panic fire"


def ghoul_at_walt(window, qtbot, monkeypatch):
    """The Rising fight at the ghoul's strike rank, its claw chosen against Walt."""
    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    click(qtbot, ui.nextButton)
    click(qtbot, ui.nextButton)
    ui.attackerCombo.setCurrentIndex(ui.attackerCombo.findText("Ghoul"))
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Walt Brennan"))
    ui.weaponCombo.setCurrentIndex(ui.weaponCombo.findData("Claw"))
    return tab


@pytest.mark.parametrize(
    ("rolls", "lost", "said"),
    [
        # The ghoul's claw (skill 40: critical 01-02, special 03-08, fumble 98-00). A critical: the claw's maximum 6
        # plus its bonus 1D4 = 3, through any armour: 9; knocked back, DEX×5% 99 against 55: Walt falls.
        ([1, 12, 3, 99], 9, ("1 against 40%: critical", "critical: maximum 6 + bonus 1D4 = 3: 9", "knocked back 1 m")),
        # A special: a claw does not impale, 1D6 = 5 + 1D4 = 3: 8, knocked back at least 1 m (DEX 10: stays up).
        ([3, 12, 5, 3, 10], 8, ("3 against 40%: special", "1D6 = 5 + bonus 3 = 8", "stays up")),
        ([20, 12, 5, 3], 8, ("20 against 40%: success", "1D6 = 5 + bonus 3 = 8")),
        ([60], 0, ("60 against 40%: failure",)),
        ([99], 0, ("99 against 40%: fumble", "the Keeper applies the melee fumble")),
    ],
    ids=["critical", "special", "success", "failure", "fumble"],
)
def test_each_result_through_the_tab_reaches_the_roster(window, qtbot, monkeypatch, rolls, lost, said):
    tab = ghoul_at_walt(window, qtbot, monkeypatch)
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    before = character_rows.load_sheet(walt).hp
    tab.scene.dice = ScriptedDice(rolls)
    click(qtbot, tab.ui.attackButton)
    story = tab.ui.storyLabel.text()
    for words in said:
        assert words in story, (story, tab.ui.messageLabel.text())
    assert character_rows.load_sheet(walt).hp == before - lost
    assert window.session.undo_stack.count() > 0 and not tab.ui.messageLabel.text()


@pytest.mark.parametrize("title", ["Combat", "Chase", "Sanity", "Tomes"])
def test_a_scene_tabs_title_is_one_line_across_the_header_not_a_blank_band(window, qtbot, title):
    """Before: the elastic title was squeezed to nothing beside the header's spacer and wrapped a character a line,
    a band of blank space over the Cthulhu Rising tab (and its siblings)."""
    if title == "Combat":
        window.set_combat_rules("rising")
    tab = window.tab(title)
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    label = tab.ui.titleLabel
    qtbot.waitUntil(lambda: label.width() > 200)
    assert label.height() < 3 * label.fontMetrics().height(), (label.width(), label.height())


def test_an_investigator_fights_once_and_a_fighter_is_removed_from_the_row_menu(window, qtbot, monkeypatch):
    """Before: Add › Walt Brennan twice made "Walt Brennan 2", and nothing took a fighter out again."""
    tab = rising_fight(window, qtbot, monkeypatch)
    ui, stack = tab.ui, window.session.undo_stack
    steps = stack.count()
    ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText("Walt Brennan"))
    click(qtbot, ui.addButton)
    assert "Walt Brennan is in the fight already: an investigator fights once" in ui.messageLabel.text()
    assert ui.fightersView.model().rowCount() == 2 and stack.count() == steps
    ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText("Ghoul"))
    click(qtbot, ui.addButton)  # a monster may come again, as a numbered copy
    assert cell(ui.fightersView, 2, 0) == "Ghoul 2" and not ui.messageLabel.text()
    window.resize(1600, 1000)
    qtbot.waitExposed(window)
    menu = tab.fighter_menu(tab.scene.state.fighters[0].key)
    remove = next(a for a in menu.actions() if a.text() == "Remo&ve from Fight")
    remove.trigger()
    assert [cell(ui.fightersView, r, 0) for r in range(ui.fightersView.model().rowCount())] == ["Ghoul", "Ghoul 2"]
    assert "Walt Brennan leaves the fight" in ui.storyLabel.text() and stack.count() == steps + 2  # one step
    stack.undo()
    assert ui.fightersView.model().rowCount() == 3 and cell(ui.fightersView, 0, 0) == "Walt Brennan"


def test_the_attack_form_keeps_the_keepers_picks_and_follows_the_row_and_the_strike_rank(window, qtbot, monkeypatch):
    """Before: after every blow the form went back to whoever acts on the strike rank, their first target and their
    first weapon, whatever the Keeper had picked."""
    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText("Cultist of the Marsh"))
    click(qtbot, ui.addButton)
    click(qtbot, ui.nextButton)  # strike rank 2: Walt acts, and the form follows him
    assert ui.attackerCombo.currentText() == "Walt Brennan"
    click(qtbot, ui.nextButton)  # strike rank 3: the ghoul
    assert ui.attackerCombo.currentText() == "Ghoul"
    # The Keeper has Walt swing his bat at the cultist out of turn; a miss.
    ui.attackerCombo.setCurrentIndex(ui.attackerCombo.findText("Walt Brennan"))
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Cultist of the Marsh"))
    ui.weaponCombo.setCurrentIndex(ui.weaponCombo.findData("Baseball bat"))
    tab.scene.dice = ScriptedDice([95])
    click(qtbot, ui.attackButton)
    assert "Walt Brennan strikes at Cultist of the Marsh with Baseball bat" in ui.storyLabel.text()
    picks = (ui.attackerCombo.currentText(), ui.targetCombo.currentText(), ui.weaponCombo.currentData())
    assert picks == ("Walt Brennan", "Cultist of the Marsh", "Baseball bat")
    # Selecting a row makes that fighter the attacker, against the other side.
    ui.fightersView.selectRow(2)
    assert ui.attackerCombo.currentText() == "Cultist of the Marsh" and ui.targetCombo.currentText() == "Walt Brennan"


def test_a_refusal_goes_once_the_attack_forms_picks_change(window, qtbot, monkeypatch):
    """Before: "Ghoul has already attacked this round" stayed on screen with another attacker picked."""
    tab = ghoul_at_walt(window, qtbot, monkeypatch)
    ui = tab.ui
    ui.weaponCombo.setCurrentIndex(ui.weaponCombo.findData("Bite"))  # the bite: one attack a round
    tab.scene.dice = ScriptedDice([95])
    click(qtbot, ui.attackButton)
    click(qtbot, ui.attackButton)
    assert "Ghoul has already attacked this round" in ui.messageLabel.text()
    ui.attackerCombo.setCurrentIndex(ui.attackerCombo.findText("Walt Brennan"))
    assert not ui.messageLabel.text()
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Walt Brennan"))
    click(qtbot, ui.attackButton)
    assert "other than the attacker" in ui.messageLabel.text()
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Ghoul"))
    assert not ui.messageLabel.text()


def test_three_names_on_one_strike_rank_show_whole(window, qtbot, monkeypatch):
    """Before: the strip was two lines high and clipped the third name of strike rank 3."""
    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    window.resize(1600, 1000)
    for name in ("Ghoul", "Cultist of the Marsh"):
        ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText(name))
        click(qtbot, ui.addButton)
        ui.fightersView.selectRow(ui.fightersView.model().rowCount() - 1)
        ui.dexSrSpin.setValue(3)
        click(qtbot, ui.srButton)
    qtbot.waitExposed(window)
    track = ui.trackView
    assert cell(track, 0, 2) == "Ghoul\nGhoul 2\nCultist of the Marsh"
    qtbot.waitUntil(lambda: track.viewport().height() > 0)
    assert track.rowHeight(0) >= 3 * track.fontMetrics().lineSpacing()
    assert track.viewport().height() >= track.rowHeight(0), (track.viewport().height(), track.rowHeight(0))


def test_every_field_of_the_attack_and_strike_rank_rows_has_a_label_that_says_what_it_is(window):
    """Before: the attack form's fields had no labels (bare "Modifier 0 %", "Shots: 1"), unlike the Combat tab's."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLabel

    window.set_combat_rules("rising")
    tab = window.tab("Combat")
    ui = tab.ui
    fields = [*ui.attackGroup.findChildren(QComboBox), *ui.attackGroup.findChildren(QAbstractSpinBox)]
    fields += [ui.dexSrSpin, ui.delaySpin]
    labels = {lb.buddy(): lb.text().replace("&", "") for lb in tab.findChildren(QLabel) if lb.buddy() is not None}
    named = {field.objectName(): labels.get(field) for field in fields}
    assert all(named.values()), named
    assert named["modifierSpin"] == "Attack modifier" and named["shotsSpin"] == "Shots in burst"
    assert named["dexSrSpin"] == "DEX strike rank" and len(set(named.values())) == len(named)
    assert ui.modifierSpin.prefix() == "" and ui.shotsSpin.text() == "1 shot"
    ui.shotsSpin.setValue(3)
    assert ui.shotsSpin.text() == "3 shots"


def test_a_dying_fighter_reads_dying_and_loses_1_hp_as_the_next_round_begins(window, qtbot, monkeypatch):
    """QA: the ghoul at -4 HP was told it would lose 1 HP a round; a round later the table still read -4,
    "unconscious". Seed 004: the dying lose 1 HP each combat round."""
    from dataclasses import replace

    from desktop.rules.scene import Outcome

    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    tab.scene.step(lambda s: Outcome(s.put(replace(s.get(2), hp=-4, states=("unconscious",))), "the ghoul falls"))
    assert cell(ui.fightersView, 1, 3) == "-4/13"
    assert cell(ui.fightersView, 1, COLUMNS.index("State")) == "dying, unconscious"
    for _ in range(10):
        click(qtbot, ui.nextButton)
    assert "round 2, strike rank 1" in ui.titleLabel.text()
    assert cell(ui.fightersView, 1, 3) == "-5/13"
    assert "Ghoul is dying: loses 1 HP, -4 → -5" in ui.storyLabel.text()
    window.session.undo_stack.undo()  # the ten strike ranks are one step
    assert "round 1, strike rank 1" in ui.titleLabel.text() and cell(ui.fightersView, 1, 3) == "-4/13"


def test_an_attack_by_a_fighter_whose_strike_rank_is_not_set_says_to_set_it(window, qtbot, monkeypatch):
    """QA: the cultist attacked at strike rank 1 with "set" in the SR column; now the form says what is needed."""
    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText("Cultist of the Marsh"))
    click(qtbot, ui.addButton)
    assert cell(ui.fightersView, 2, 2) == "set"
    ui.attackerCombo.setCurrentIndex(ui.attackerCombo.findText("Cultist of the Marsh"))
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Walt Brennan"))
    steps = window.session.undo_stack.count()
    tab.scene.dice = ScriptedDice([10, 1, 3, 3])
    click(qtbot, ui.attackButton)
    message = ui.messageLabel.text()
    assert "Cultist of the Marsh has no strike rank yet" in message
    # The refusal names the controls as the form labels them (QA: it read "DEX SR, then Set").
    for control in (ui.dexSrLabel.text(), ui.srButton.text()):
        assert control.replace("&", "") in message, control
    assert window.session.undo_stack.count() == steps  # nothing done


def test_the_fighters_and_strike_rank_models_pass_qtmodeltester(window, qtbot, monkeypatch, qtmodeltester):
    from desktop.models.rising.rising_scene import FightersModel, StrikeRanksModel

    tab = rising_fight(window, qtbot, monkeypatch)
    assert isinstance(tab.fighters, FightersModel) and isinstance(tab.strike_ranks, StrikeRanksModel)
    qtmodeltester.check(tab.fighters)
    qtmodeltester.check(tab.strike_ranks)


def test_the_fighters_are_a_table_view_over_their_model_whose_row_stays_selected_through_the_fight(
    window, qtbot, monkeypatch
):
    """Before: a QTableWidget filled cell by cell, unlike every other table of the app (a model in a view)."""
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication, QMenu, QTableView, QTableWidget

    from desktop.models.rising.rising_scene import KEY_ROLE

    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    view = ui.fightersView
    assert isinstance(view, QTableView) and not isinstance(view, QTableWidget) and view.model() is tab.fighters
    assert not isinstance(ui.trackView, QTableWidget) and ui.trackView.model() is tab.strike_ranks
    ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText("Cultist of the Marsh"))
    click(qtbot, ui.addButton)
    state = tab.scene.state
    assert [view.model().index(r, 0).data(KEY_ROLE) for r in range(3)] == [f.key for f in state.fighters]
    ghoul = next(f.key for f in state.fighters if f.name == "Ghoul")
    tip = tab.fighters.headerData(COLUMNS.index("Locations"), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "disabled (damage at its hit points)" in tip
    # The ghoul's 13 HP: legs, abdomen and head 5, chest 6, arms 4 (RuneQuest 3's table), none hurt yet.
    assert cell(ui.fightersView, 1, 0) == "Ghoul" and cell(ui.fightersView, 1, COLUMNS.index("Locations")) == (
        "all unhurt"
    )
    assert view.model().index(1, COLUMNS.index("Locations")).data(Qt.ItemDataRole.ToolTipRole).splitlines()[:4] == [
        "Right leg unhurt 0/5",
        "Left leg unhurt 0/5",
        "Abdomen unhurt 0/5",
        "Chest unhurt 0/6",
    ]
    # A click on one cell selects the ghoul's whole row; it stays selected as the fight goes on.
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(tab.fighters.index(1, 3)).center())
    assert tab.selected_key() == ghoul and len(view.selectionModel().selectedIndexes()) == len(COLUMNS)
    assert ui.attackerCombo.currentText() == "Ghoul"
    for _ in range(3):
        click(qtbot, ui.nextButton)
    assert "strike rank 4" in ui.titleLabel.text() and tab.selected_key() == ghoul
    # Walt, above the ghoul, leaves the fight: the ghoul's row moves up and is still the one selected.
    tab.scene.remove(state.fighters[0].key)
    assert cell(ui.fightersView, 0, 0) == "Ghoul" and tab.selected_key() == ghoul
    window.session.undo_stack.undo()
    assert cell(ui.fightersView, 1, 0) == "Ghoul" and tab.selected_key() == ghoul
    # A right-click on the cultist's row selects it and offers the panel's actions, for the cultist.
    shown = []
    monkeypatch.setattr(QMenu, "popup", lambda menu, *args: shown.append(tab.selected_key()))
    spot = view.visualRect(tab.fighters.index(2, 1)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=spot)  # the window system then asks for a menu
    QApplication.sendEvent(
        view.viewport(), QContextMenuEvent(QContextMenuEvent.Reason.Mouse, spot, view.viewport().mapToGlobal(spot))
    )
    assert shown == [state.fighters[2].key] and ui.fighterGroup.title().startswith("Cultist of the Marsh")


def test_the_last_column_fills_the_tables_width_after_every_refresh(window, qtbot, monkeypatch):
    """Before: a refresh with the same fighters (a strike rank set) sized State to its words, leaving a blank band.
    The last column is Locations now, whose words are cut at the table's edge rather than pushing State out."""
    tab = rising_fight(window, qtbot, monkeypatch)
    view = tab.ui.fightersView
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    view.selectRow(1)
    click(qtbot, tab.ui.srButton)
    header = view.horizontalHeader()
    last = len(COLUMNS) - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) >= view.viewport().width() - 1


def test_the_strike_rank_strip_plans_further_shots_by_the_weapon_picked_in_the_attack_form(window, qtbot, monkeypatch):
    """QA: the strip planned "shot 2" and "shot 3" for the Sheriff with Unarmed picked."""
    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText("Sheriff Amos Pike"))
    click(qtbot, ui.addButton)
    ui.fightersView.selectRow(2)
    ui.dexSrSpin.setValue(1)
    click(qtbot, ui.srButton)

    def strip():
        return [cell(ui.trackView, 0, column) or "" for column in range(10)]

    ui.attackerCombo.setCurrentIndex(ui.attackerCombo.findText("Sheriff Amos Pike"))
    ui.weaponCombo.setCurrentIndex(ui.weaponCombo.findData("Unarmed (human)"))
    assert "Sheriff Amos Pike" in strip()[0] and "shot 2" not in " ".join(strip())
    ui.weaponCombo.setCurrentIndex(ui.weaponCombo.findData("Handgun (.38 revolver)"))  # 1 (3): SR 1, 4 and 8
    assert "Sheriff Amos Pike (shot 2)" in strip()[3] and "Sheriff Amos Pike (shot 3)" in strip()[7]


def test_the_rising_form_and_table_say_no_defence_melee_and_the_sides_in_words(window, qtbot, monkeypatch):
    """Before: the Defence and Range bands pickers offered "None" and "None (melee)", and the Side column read
    "investigators" and "opponents", as the file stores them."""
    tab = rising_fight(window, qtbot, monkeypatch)
    ui = tab.ui
    defences = [ui.defenceCombo.itemText(i) for i in range(ui.defenceCombo.count())]
    assert defences == ["Does nothing", "Parries", "Dodges"]
    assert ui.defenceCombo.itemData(0) == "none"  # what the rules are told is as before
    assert ui.classCombo.itemText(0) == "Melee" and ui.classCombo.itemData(0) == ""
    combos = [ui.defenceCombo, ui.classCombo, ui.aimCombo, ui.attackerCombo, ui.targetCombo, ui.weaponCombo]
    assert not [c.itemText(i) for c in combos for i in range(c.count()) if c.itemText(i).startswith("None")]
    assert [cell(ui.fightersView, row, 1) for row in range(2)] == ["Investigators", "Opponents"]
