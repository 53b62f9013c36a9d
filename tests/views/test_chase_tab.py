"""The Chase tab through its widgets: a car chasing a motorcycle through a hazard and a barrier while a pursuer on
foot drops out, driven by dragging tokens on the map and by its menus; the map draws every location and token; the
players' window hides what the Keeper has hidden and follows live."""

from dataclasses import replace

from dice_faces import d100
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QMenu

from desktop.models.chase.chase_scene import RunnersModel
from desktop.rules import Difficulty, ScriptedDice
from desktop.rules.chase.chase_state import FLEEING, PURSUING, ChaseState, Location, Runner
from desktop.rules.chase.setup import add_runner, cut_to_the_chase
from desktop.views.chase.chase_map import SIDE_ROLES, ChaseMap
from desktop.views.common.theme import map_colours
from desktop.views.window.players_window import COMBAT_PAGE, initiative_lines


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def pick(combo, text):
    index = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert index >= 0, text
    combo.setCurrentIndex(index)


def action(menu: QMenu, *path: str):
    """The menu's action reached through submenus by the start of each title."""
    for title in path[:-1]:
        menu = next(a.menu() for a in menu.actions() if a.menu() and a.text().startswith(title))
    found = next(a for a in menu.actions() if a.text().startswith(path[-1]))
    assert found.isEnabled(), path
    return found


def drag(qtbot, chase_map: ChaseMap, key: int, locations: int) -> None:
    """Drag a token `locations` cells along the track with the mouse."""
    token = chase_map.tokens[key]
    start = chase_map.mapFromScene(token.sceneBoundingRect().center())
    end = start + QPoint(round(locations * 150 * chase_map.transform().m11()), 0)
    viewport = chase_map.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(viewport, start + (end - start) * step / 5)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def key_of(tab, name):
    return next(r.key for r in tab.scene.state.runners if r.name == name)


def test_participants_model_passes_qtmodeltester(window, qtmodeltester):
    tab = window.tab("Chase")
    assert isinstance(tab.runners, RunnersModel)
    qtmodeltester.check(tab.runners)


def test_a_car_chases_a_motorbike_through_a_hazard_and_a_barrier(window, qtbot, dialogs):
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(1400, 900)
    ui = tab.ui
    for who, side, vehicle in (
        ("Walt Brennan", "Pursuing", "Car, standard"),
        ("Cultist of the Marsh", "Fleeing", "Motorcycle, light"),
        ("Sheriff Amos Pike", "Pursuing", "On foot"),
    ):
        pick(ui.whoCombo, who)
        pick(ui.sideCombo, side)
        pick(ui.vehicleCombo, vehicle)
        click(qtbot, ui.addButton)
    assert tab.runners.rowCount() == 3 and ui.messageLabel.text() == ""
    # Speed rolls, all 15: Walt (Drive Auto 40) and the sheriff (CON) pass; MOV stays 14, 13 and 5.
    tab.scene.dice = ScriptedDice(d100(15) * 3)
    click(qtbot, ui.speedButton)
    click(qtbot, ui.cutButton)
    assert "Sheriff Amos Pike is slower than the slowest quarry and drops out" in ui.storyLabel.text()
    walt, cultist = key_of(tab, "Walt Brennan"), key_of(tab, "Cultist of the Marsh")
    assert set(tab.map.tokens) == {walt, cultist}  # the sheriff is off the map
    assert tab.scene.state.get(walt).actions == 2 and tab.scene.state.get(cultist).location == 2
    # The Keeper draws a Regular hazard at 3 and a standard back door at 4 from the location menu.
    action(tab.location_menu(3), "Regular Hazard").trigger()
    action(tab.location_menu(4), "Barrier", "Standard back door").trigger()
    assert tab.scene.state.locations[3].hazard is Difficulty.REGULAR
    assert tab.scene.state.locations[4].barrier_hp == 10
    # The motorbike is dragged into the hazard (10 against its rider's 20 passes)...
    tab.scene.dice = ScriptedDice(d100(10))
    drag(qtbot, tab.map, cultist, 1)
    assert tab.scene.state.get(cultist).location == 3, ui.messageLabel.text()
    # ... and the car after it, three locations on two actions: 2 with the pedal down, then 1 into the hazard.
    tab.scene.dice = ScriptedDice(d100(10))
    drag(qtbot, tab.map, walt, 3)
    assert tab.scene.state.get(walt).location == 3 and "level with Cultist of the Marsh" in ui.storyLabel.text()
    # Backwards is refused with a message and changes nothing.
    drag(qtbot, tab.map, walt, -2)
    assert "same way" in ui.messageLabel.text() and tab.scene.state.get(walt).location == 3
    click(qtbot, ui.nextRoundButton)
    # The biker breaks the door down (1D10 = 10 for Build 1 against its 10 HP), taking 5: under 10, no Build lost.
    tab.scene.dice = ScriptedDice([10])
    action(tab.token_menu(cultist), "Break Down the Barrier").trigger()
    assert tab.scene.state.locations[4].barrier_hp == 0 and "shrugs it off" in ui.storyLabel.text()
    # Walt rams him: Drive Auto 10 against the biker's 90; 5D10 = 10 is the motorbike's whole Build: wrecked.
    tab.select(walt)
    assert ui.targetCombo.currentData() == cultist  # the nearest on the other side
    # Asked at once, the Keeper has the biker roll Luck (20 against 35): thrown clear, 2D10 = 7 damage (a major
    # wound: CON 10 holds).
    tab.scene.dice = ScriptedDice([*d100(10), *d100(90), 2, 2, 2, 2, 2, *d100(20), 3, 4, *d100(10)])
    click(qtbot, ui.ramButton)
    thrown = tab.scene.state.get(cultist)  # thrown clear: on foot where the wreck lies, its fate rolled once
    assert not thrown.in_vehicle and thrown.wreck == "thrown clear", ui.messageLabel.text()
    assert dialogs.shown[-1][0] == "Wrecked" and "thrown clear" in ui.storyLabel.text()
    assert tab.scene.state.get(cultist).fighter.hp == 11 - 7 and "rams" in ui.storyLabel.text(), ui.storyLabel.text()
    window.session.undo_stack.undo()  # the wreck's fate, then the ram
    assert "wrecked" in tab.runners.index(1, 8).data() or "wrecked" in tab.runners.index(0, 8).data()
    journal = [tab.log.index(r, 2).data() for r in range(tab.log.rowCount())]
    assert any("rams" in line for line in journal) and any("Cut to the chase" in line for line in journal)
    window.session.undo_stack.undo()
    assert tab.scene.state.get(cultist).condition is None


def test_bad_input_is_refused_with_a_message_and_nothing_changes(window, qtbot):
    tab = window.tab("Chase")
    ui = tab.ui
    click(qtbot, ui.moveButton)  # nothing selected, nothing under way
    assert tab.scene.state is None
    pick(ui.whoCombo, "Walt Brennan")
    click(qtbot, ui.addButton)
    pick(ui.whoCombo, "Someone typed in")
    tab.ask_typed = lambda: ("   ", 50, 50, 8, 10)
    click(qtbot, ui.addButton)
    assert "Name must not be empty" in ui.messageLabel.text() and tab.runners.rowCount() == 1
    click(qtbot, ui.cutButton)
    assert "someone fleeing and someone pursuing" in ui.messageLabel.text() and not tab.scene.state.round
    tab.ask_typed = lambda: ("Stray dog", 70, 50, 12, 6)
    pick(ui.sideCombo, "Fleeing")
    click(qtbot, ui.addButton)
    assert tab.runners.rowCount() == 2 and ui.messageLabel.text() == ""


def track(locations: int, runners: int) -> ChaseState:
    state = ChaseState("Big chase")
    for n in range(runners):
        side = FLEEING if n % 2 else PURSUING
        state = add_runner(
            state,
            Runner(
                0,
                f"Runner {n}",
                side,
                dex=40 + n,
                mov=9,
                speed_skill=50,
                move_skill=50,
                vehicle="Car, standard" if n % 3 == 0 else "",
                build=5 if n % 3 == 0 else 0,
            ),
        ).state
    state = cut_to_the_chase(state, locations).state
    locations_list = list(state.locations)
    locations_list[5] = Location(Difficulty.HARD, hidden=True)
    locations_list[7] = Location(barrier_hp=25)
    return replace(state, locations=tuple(locations_list))


def test_every_location_and_token_is_drawn_and_the_players_see_no_hidden_hazard(qtbot):
    state = track(30, 12)
    keeper, players = ChaseMap(keeper=True), ChaseMap(keeper=False)
    for view in (keeper, players):
        qtbot.addWidget(view)
        view.show_state(state)
        assert len(view.cells) == 30 and len(view.tokens) == 12
        image = QImage(view.scene().sceneRect().size().toSize(), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        view.scene().render(painter)
        painter.end()
        left, top = view.scene().sceneRect().x(), view.scene().sceneRect().y()
        for cell in view.cells:  # the bottom right of every location, in its colour
            corner = cell.rect().bottomRight()
            assert image.pixelColor(int(corner.x() - left - 8), int(corner.y() - top - 8)) == cell.brush().color()
        for token in view.tokens.values():  # every token, in its side's colour
            spot = token.pos()
            colour = image.pixelColor(int(spot.x() - left + 5), int(spot.y() - top + 18))
            assert colour == map_colours(SIDE_ROLES[token.runner.side])[0], token.runner.name
    assert "Hard hazard" in keeper.cells[5].toolTip() and "hidden" in keeper.cells[5].toolTip()
    assert players.cells[5].toolTip() == "Location 5: open"
    assert players.cells[5].brush().color() == map_colours("open")[0]
    assert "Barrier 25 HP" in keeper.cells[7].toolTip() and players.cells[7].toolTip() == "Location 7: Barrier"
    assert not any(t.flags() & t.GraphicsItemFlag.ItemIsMovable for t in players.tokens.values())


def test_the_players_window_follows_the_chase_and_the_fight(window, qtbot):
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.ui.actionPlayers.trigger()
    players = window.players
    assert players.isVisible() and players.title.text() == "No chase under way"
    for who, side in (("Walt Brennan", "Pursuing"), ("Cultist of the Marsh", "Fleeing")):
        pick(tab.ui.whoCombo, who)
        pick(tab.ui.sideCombo, side)
        click(qtbot, tab.ui.addButton)
    click(qtbot, tab.ui.cutButton)
    tab.scene.set_location(4, Location(Difficulty.EXTREME, note="the Keeper's secret", hidden=True))
    assert players.title.text().endswith("round 1") and len(players.map.tokens) == 2
    assert players.map.cells[4].toolTip() == "Location 4: open"
    tab.scene.reveal(4)
    assert players.map.cells[4].toolTip() == "Location 4: Extreme hazard"  # the Keeper's note stays the Keeper's
    # With Combat in front the window shows the initiative order, opponents without their hit points.
    combat = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(combat.parentWidget())
    assert players.pages.currentIndex() == COMBAT_PAGE
    combat.scene.start("The boathouse")
    for name in ("Walt Brennan", "Ghoul"):
        combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText(name))
        combat.add_combatant()
    lines = [players.order.item(i).text() for i in range(players.order.count())]
    assert any("Walt Brennan" in line and "HP" in line for line in lines)
    assert any("Ghoul" in line and "HP" not in line for line in lines)
    assert initiative_lines(None) == []
    window.ui.actionPlayers.trigger()
    assert not players.isVisible()


def test_a_group_split_off_is_a_chase_of_its_own_to_turn_to(window, qtbot, monkeypatch):
    from PySide6.QtCore import QItemSelectionModel
    from PySide6.QtWidgets import QInputDialog

    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    ui = tab.ui
    for who, side in (
        ("Harriet Crane", "Fleeing"),
        ("Tomás Vega", "Fleeing"),
        ("Ghoul", "Pursuing"),
        ("Marsh Hound", "Pursuing"),
    ):
        pick(ui.whoCombo, who)
        pick(ui.sideCombo, side)
        click(qtbot, ui.addButton)
    tab.scene.dice = ScriptedDice(d100(40) * 4)
    click(qtbot, ui.speedButton)
    click(qtbot, ui.cutButton)
    assert not ui.chaseCombo.isVisible()
    harriet, hound = key_of(tab, "Harriet Crane"), key_of(tab, "Marsh Hound")
    tab.select(harriet)
    row = next(r for r in range(tab.runners.rowCount()) if tab.runners.runner_at(r).key == hound)
    ui.runnersView.selectionModel().select(
        tab.runners.index(row, 0), QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    )
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Across the marsh", True))
    action(tab.token_menu(harriet), "Split Off").trigger()
    assert ui.chaseCombo.isVisible() and ui.chaseCombo.count() == 2
    assert set(tab.map.tokens) == {r.key for r in tab.scene.state.in_chase}
    assert harriet not in tab.map.tokens and hound not in tab.map.tokens
    ui.chaseCombo.activated.emit(ui.chaseCombo.findText("Across the marsh"))
    assert tab.scene.state.name == "Across the marsh" and set(tab.map.tokens) == {harriet, hound}, tab.runners.index(
        0, 8
    ).data()
    assert "Across the marsh" in ui.titleLabel.text()
    window.session.undo_stack.undo()
    assert tab.scene.state.name != "Across the marsh"


def add(qtbot, tab, *people, copies=1):
    ui = tab.ui
    if copies != 1:
        ui.copiesSpin.setValue(copies)
    for who, side, vehicle in people:
        pick(ui.whoCombo, who)
        pick(ui.sideCombo, side)
        pick(ui.vehicleCombo, vehicle)
        click(qtbot, ui.addButton)
    if copies != 1:
        ui.copiesSpin.setValue(1)


def row_of(tab, key):
    return next(r for r in range(tab.runners.rowCount()) if tab.runners.runner_at(r).key == key)


def click_row(qtbot, tab, key, column=4, button=Qt.MouseButton.LeftButton):
    """A click on a participant's row in one of its cells; a right-click presses, and asks for the menu as the
    window system does."""
    view = tab.ui.runnersView
    spot = view.visualRect(tab.runners.index(row_of(tab, key), column)).center()
    qtbot.mouseClick(view.viewport(), button, pos=spot)
    if button == Qt.MouseButton.RightButton:
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, spot, view.viewport().mapToGlobal(spot))
        QApplication.sendEvent(view.viewport(), event)


def test_a_row_selects_whole_keeps_its_selection_after_a_roll_and_gives_the_tokens_menu(window, qtbot, monkeypatch):
    """Before: a click selected one cell (the action panel stayed greyed), right-click gave no menu, and the per-action
    care stayed set for the next participant picked."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(1400, 900)
    ui = tab.ui
    add(qtbot, tab, ("Cultist of the Marsh", "Fleeing", "On foot"), ("Walt Brennan", "Pursuing", "On foot"))
    click(qtbot, ui.cutButton)
    walt, cultist = key_of(tab, "Walt Brennan"), key_of(tab, "Cultist of the Marsh")
    assert tab.scene.state.get(walt).actions == 2  # MOV 8 against the cultist's 7
    click_row(qtbot, tab, walt)
    assert tab.selected_key() == walt and ui.actGroup.isEnabled() and ui.actGroup.title().startswith("Walt Brennan")
    ui.cautiousSpin.setValue(1)
    click(qtbot, ui.moveButton)  # one action of care and one to move: no hazard met
    assert tab.scene.state.get(walt).location == 1, ui.messageLabel.text()
    assert tab.selected_key() == walt and ui.cautiousSpin.value() == 1  # the same participant: still selected
    click_row(qtbot, tab, cultist, column=7)
    assert tab.selected_key() == cultist and ui.cautiousSpin.value() == 0  # another participant: care starts at 0
    shown, real_menu = [], tab.token_menu

    def recorded(key):
        menu = real_menu(key)
        menu.popup = lambda *args: shown.append(menu)  # shown, not popped up offscreen
        return menu

    monkeypatch.setattr(tab, "token_menu", recorded)
    click_row(qtbot, tab, walt, column=1, button=Qt.MouseButton.RightButton)
    assert shown and shown[-1].actions()[0].text() == "Walt Brennan" and tab.selected_key() == walt


def test_a_blow_from_the_panel_is_fought_back_with_the_weapon_picked(window, qtbot):
    """Before: the Chase tab's attack always had the target dodge."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    ui = tab.ui
    add(qtbot, tab, ("Cultist of the Marsh", "Fleeing", "On foot"), ("Walt Brennan", "Pursuing", "On foot"))
    click(qtbot, ui.cutButton)
    walt, cultist = key_of(tab, "Walt Brennan"), key_of(tab, "Cultist of the Marsh")
    tab.scene.state = tab.scene.state.with_location(walt, tab.scene.state.get(cultist).location)
    hp_before = tab.scene.state.get(walt).fighter.hp
    tab.select(walt)
    pick(ui.weaponCombo, "Baseball bat")
    assert ui.responseCombo.isEnabled() and not ui.shotsSpin.isEnabled()
    pick(ui.responseCombo, "Target fights back")
    assert ui.defenderWeaponCombo.isEnabled() and ui.defenderWeaponCombo.currentText() == "with Machete"
    # Walt's bat (Brawl 70) rolls 60, Regular; the cultist fights back with his machete (Brawl 40) and rolls 15,
    # Hard: he wins and cuts Walt with the machete's 1D8 = 3.
    tab.scene.dice = ScriptedDice([*d100(60), *d100(15), 3])
    click(qtbot, ui.attackButton)
    assert "Cultist of the Marsh fights back with Machete" in ui.storyLabel.text(), ui.messageLabel.text()
    assert tab.scene.state.get(walt).fighter.hp == hp_before - 3


def test_the_players_window_hides_opponents_numbers_and_puts_a_passenger_in_the_car(window, qtbot):
    """Before: the players' window's tooltips gave every pursuer's HP and Build (the fight's page hides them), a
    passenger read "on foot" at their own MOV 8 while the car went at 14, and a named obstacle showed as a bare
    hazard."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.ui.actionPlayers.trigger()
    players = window.players
    add(
        qtbot,
        tab,
        ("Ghoul", "Pursuing", "Motorcycle, heavy"),
        ("Cultist of the Marsh", "Pursuing", "Car, standard"),
        ("Walt Brennan", "Fleeing", "Car, standard"),
        ("Dr. Mae Okafor", "Fleeing", "On foot"),
    )
    walt, mae = key_of(tab, "Walt Brennan"), key_of(tab, "Dr. Mae Okafor")
    ghoul, cultist = key_of(tab, "Ghoul"), key_of(tab, "Cultist of the Marsh")
    tab.scene.board(mae, walt)
    tab.scene.dice = ScriptedDice(d100(15) * 3)  # every speed roll passes: MOV 16, 14 and 14
    click(qtbot, tab.ui.speedButton)
    click(qtbot, tab.ui.cutButton)
    assert players.map.tokens, players.title.text()
    tips = {key: token.toolTip() for key, token in players.map.tokens.items()}
    assert "HP" not in tips[ghoul] and "HP" not in tips[cultist] and "Build" not in tips[cultist]
    assert "HP" in tips[walt] and "Build" in tips[walt] and "HP" in tips[mae]  # the investigators' own
    keeper_tips = {key: token.toolTip() for key, token in tab.map.tokens.items()}
    assert "HP" in keeper_tips[ghoul] and "Build" in keeper_tips[cultist]  # the Keeper sees everything
    car_mov = tab.scene.state.get(walt).mov
    assert "a passenger in the car Walt Brennan drives" in tips[mae] and "on foot" not in tips[mae]
    assert f"MOV {car_mov} " in tips[mae] and "moves with the vehicle" in tips[mae]
    assert tab.runners.index(row_of(tab, mae), 3).data() == str(car_mov)
    # A named obstacle drawn with its skill: both windows name it; the Keeper's note stays the Keeper's.
    ahead = tab.scene.state.get(walt).location + 1

    def fill(dialog):
        dialog.name.setText("fence")
        dialog.skill.setCurrentIndex(dialog.skill.findText("Climb"))
        dialog.kind.setCurrentIndex(dialog.kind.findText("Hard hazard"))
        return QDialog.DialogCode.Accepted

    from unittest import mock

    from PySide6.QtWidgets import QDialog

    with mock.patch("desktop.views.chase.chase_dialogs.ObstacleDialog.exec", fill, create=True):
        action(tab.location_menu(ahead), "Named Obstacle").trigger()
    tab.scene.set_location(ahead, replace(tab.scene.state.locations[ahead], note="rotten boards"))
    assert tab.scene.state.locations[ahead].obstacle == "fence: Climb", tab.ui.messageLabel.text()
    assert players.map.cells[ahead].toolTip() == f"Location {ahead}: fence: Climb, Hard hazard"
    assert "rotten boards" in tab.map.cells[ahead].toolTip() and "rotten" not in players.map.cells[ahead].toolTip()


def test_three_cultists_at_once_a_marker_for_whose_move_and_passing_it_on(window, qtbot):
    """Before: one participant a click, and nothing said whose move it was in DEX order."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    ui = tab.ui
    add(qtbot, tab, ("Cultist of the Marsh", "Pursuing", "On foot"), copies=3)
    add(qtbot, tab, ("Harriet Crane", "Fleeing", "On foot"))
    names = [r.name for r in tab.scene.state.runners]
    assert names == ["Cultist of the Marsh 1", "Cultist of the Marsh 2", "Cultist of the Marsh 3", "Harriet Crane"]
    tab.scene.dice = ScriptedDice(d100(40) * 4)
    click(qtbot, ui.speedButton)
    click(qtbot, ui.cutButton)
    harriet = key_of(tab, "Harriet Crane")  # DEX 65: first
    assert tab.runners.index(row_of(tab, harriet), 0).data() == "▶ Harriet Crane"
    assert tab.map.tokens[harriet].moving and not any(t.moving for k, t in tab.map.tokens.items() if k != harriet)
    click(qtbot, ui.passButton)
    first = tab.scene.state.whose_move
    assert first.name == "Cultist of the Marsh 1" and tab.scene.state.get(harriet).actions == 0
    assert tab.runners.index(row_of(tab, first.key), 0).data() == "▶ Cultist of the Marsh 1"
    window.session.undo_stack.undo()
    assert tab.scene.state.whose_move.key == harriet


def test_a_caught_investigator_fights_in_the_combat_tab_and_the_chase_takes_them_back(window, qtbot):
    """Before: a fight at a location meant adding everyone to the Combat tab by hand and copying their HP back."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    ui = tab.ui
    add(
        qtbot,
        tab,
        ("Ghoul", "Pursuing", "On foot"),
        ("Tomás Vega", "Fleeing", "On foot"),
        ("Marsh Hound", "Pursuing", "On foot"),
    )
    tab.scene.dice = ScriptedDice(d100(40) * 3)
    click(qtbot, ui.speedButton)
    click(qtbot, ui.cutButton)
    ghoul, tomas = key_of(tab, "Ghoul"), key_of(tab, "Tomás Vega")
    at = tab.scene.state.get(tomas).location
    tab.scene.state = tab.scene.state.with_location(ghoul, at)  # the ghoul has caught him
    tab.refresh()
    action(tab.location_menu(at), f"Start a Fight with Those at Location {at}").trigger()
    combat = window.tab("Combat")
    assert window.ui.tabs.currentWidget() is combat.parentWidget(), ui.messageLabel.text()
    rows = [combat.scene.model.index(r, 1).data() for r in range(combat.scene.model.rowCount())]
    assert sorted(rows) == ["Ghoul", "Tomás Vega"]
    assert "in a fight" in tab.runners.index(row_of(tab, ghoul), 8).data()
    tab.select(ghoul)
    assert not tab.ui.actGroup.isEnabled() and "in a fight at location" in tab.ui.actGroup.title()
    # The fight: the ghoul takes 5 (the Keeper's hand), then the Keeper ends it from the Combat tab.
    fighter = next(c for c in combat.scene.state.combatants if c.name == "Ghoul")
    combat.scene.update_combatant(fighter.key, "The Keeper's change", hp=fighter.hp - 5)
    click(qtbot, combat.ui.endButton)
    assert combat.scene.state is None and window.ui.tabs.currentWidget() is tab.parentWidget()
    assert not tab.scene.away_in_fight and tab.scene.state.get(ghoul).fighter.hp == fighter.hp - 5
    journal = [tab.log.index(r, 2).data() for r in range(tab.log.rowCount())]
    assert journal[:2] == [f"Back from the fight at location {at}", f"A fight at location {at}"]


def test_a_chase_everyone_leaves_at_the_cut_says_it_is_over_and_offers_end_chase(window, qtbot):
    """The Keeper's report: everyone escaped or dropped out at Cut to the Chase, and the tab sat at "Chase — round
    1" with a blank DEX order, Next Round and Sudden Hazard enabled and nothing saying the chase was over."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.ui.actionPlayers.trigger()
    ui = tab.ui
    add(
        qtbot,
        tab,
        ("Walt Brennan", "Fleeing", "Car, standard"),
        ("Harriet Crane", "Fleeing", "On foot"),
        ("Sheriff Amos Pike", "Pursuing", "On foot"),
    )
    tab.scene.board(key_of(tab, "Harriet Crane"), key_of(tab, "Walt Brennan"))
    tab.scene.dice = ScriptedDice(d100(15) * 2)
    click(qtbot, ui.speedButton)
    click(qtbot, ui.cutButton)
    over = "The chase is over: Walt Brennan got away; Sheriff Amos Pike dropped out"
    assert ui.titleLabel.text().endswith("— over") and over in ui.storyLabel.text()
    assert "DEX order" not in ui.storyLabel.text()
    assert ui.mapLabel.text() == over + ". End Chase when you are done with it."
    assert window.players.title.text().endswith("— the chase is over")
    for button in (ui.nextRoundButton, ui.suddenButton, ui.passButton):
        assert not button.isEnabled(), button.objectName()
    assert ui.endButton.isEnabled() and ui.endButton.isDefault() and ui.endButton.font().bold()
    tab.select(key_of(tab, "Walt Brennan"))
    assert not ui.actGroup.isEnabled() and ui.actGroup.title().startswith("The chase is over")
    # Undone, the track and the buttons are as they were before the cut; redone and ended, the tab is clear.
    window.session.undo_stack.undo()
    assert ui.titleLabel.text().endswith("setting up") and not ui.endButton.isDefault()
    assert ui.mapLabel.text().startswith("Drag a token")
    window.session.undo_stack.redo()
    click(qtbot, ui.endButton)
    assert tab.scene.state is None and ui.titleLabel.text().startswith("No chase under way")


def test_a_dead_investigator_is_marked_dead_in_the_picker_and_refused_by_name(window, qtbot):
    """Before: Walt, Dead on the Roster, was listed as anyone and added as a runner without a word."""
    from desktop.store import character_rows

    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    sheet = window.session.sheet(walt)
    window.session.update_character(walt, replace(sheet, conditions=("dead",)), sheet)
    ui = tab.ui
    index = ui.whoCombo.findData(walt)
    assert ui.whoCombo.itemText(index) == "Walt Brennan (dead)"
    assert ui.whoCombo.itemText(ui.whoCombo.findText("Harriet Crane")) == "Harriet Crane"
    steps = window.session.undo_stack.count()
    ui.whoCombo.setCurrentIndex(index)
    click(qtbot, ui.addButton)
    assert ui.messageLabel.text().startswith("Walt Brennan is dead: the dead do not join a chase")
    assert tab.runners.rowCount() == 0 and window.session.undo_stack.count() == steps


def test_a_chase_name_refused_is_asked_for_again_with_what_was_typed(window, qtbot, monkeypatch):
    """Found playing: New Chase took a 500-character name with a tab in it as it was (it never asked again), and
    Split Off with a blank name said why and closed the prompt: what was typed was gone."""
    from PySide6.QtWidgets import QInputDialog

    tab = window.tab("Chase")
    ui = tab.ui
    asked = []
    answers = iter([("N" * 500, True), ("The\tdocks", True), ("The docks", True)])

    def get_text(parent, title, label, text=""):
        asked.append((title, label, text))
        return next(answers)

    monkeypatch.setattr(QInputDialog, "getText", get_text)
    click(qtbot, ui.newChaseButton)
    assert [text for _, _, text in asked] == ["Chase", "N" * 500, "The\tdocks"]
    assert "The chase's name must be at most 200 characters, not 500" in asked[1][1]
    assert "The chase's name must be one line of text" in asked[2][1]
    assert tab.scene.state.name == "The docks"
    for who, side in (("Harriet Crane", "Fleeing"), ("Tomás Vega", "Fleeing"), ("Ghoul", "Pursuing")):
        pick(ui.whoCombo, who)
        pick(ui.sideCombo, side)
        click(qtbot, ui.addButton)
    tab.scene.dice = ScriptedDice(d100(40) * 3)
    click(qtbot, ui.speedButton)
    click(qtbot, ui.cutButton)
    asked.clear()
    answers = iter([("   ", True), ("S" * 300, True), ("Across the marsh", True)])
    harriet = key_of(tab, "Harriet Crane")
    action(tab.token_menu(harriet), "Split Off").trigger()
    assert [text for _, _, text in asked] == ["", "   ", "S" * 300]
    assert "the new chase needs a name" in asked[1][1]
    assert "The new chase's name must be at most 200 characters, not 300" in asked[2][1]
    assert {c.name for c in tab.scene.state.every_chase} == {"The docks", "Across the marsh"}
    window.session.undo_stack.undo()
    assert [c.name for c in tab.scene.state.every_chase] == ["The docks"]


def test_a_participant_typed_in_and_refused_keeps_the_dialog_open_with_what_was_typed(window, qtbot, monkeypatch):
    """Found playing: OK on a typed participant with a name too long closed the dialog and said why under the map;
    the name and every number typed were gone. Now the dialog stays, says why inside it, and keeps the typing."""
    from PySide6.QtWidgets import QDialogButtonBox, QLabel

    from desktop.views.chase.chase_dialogs import TypedParticipant

    tab = window.tab("Chase")
    ui = tab.ui
    seen = []

    def fill_in(dialog):
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        dialog.name.setText("D" * 300)
        dialog.numbers["DEX"].setValue(70)
        dialog.numbers["MOV"].setValue(12)
        ok.click()
        said = " ".join(label.text() for label in dialog.findChildren(QLabel))
        seen.append((dialog.result(), said, dialog.name.text(), dialog.numbers["DEX"].value()))
        dialog.name.setText("Stray dog")
        dialog.numbers["DEX"].setValue(5000)  # typed past its range
        ok.click()
        said = " ".join(label.text() for label in dialog.findChildren(QLabel))
        seen.append((dialog.result(), said, dialog.name.text(), dialog.numbers["DEX"].typed()))
        dialog.numbers["DEX"].setValue(70)
        ok.click()
        return dialog.result()

    monkeypatch.setattr(TypedParticipant, "exec", fill_in)
    pick(ui.whoCombo, "Someone typed in")
    pick(ui.sideCombo, "Fleeing")
    click(qtbot, ui.addButton)
    result, said, name, dex = seen[0]
    assert result != TypedParticipant.DialogCode.Accepted and name == "D" * 300 and dex == 70
    assert "Name must be at most 120 characters, not 300" in said
    result, said, name, dex = seen[1]
    assert result != TypedParticipant.DialogCode.Accepted and (name, dex) == ("Stray dog", 5000)
    assert "DEX must be between 1 and 999, not 5000" in said
    dog = tab.scene.state.runners[0]
    assert (dog.name, dog.dex, dog.mov, dog.side) == ("Stray dog", 70, 12, FLEEING)
    assert ui.messageLabel.text() == ""
    ui.copiesSpin.setValue(1000)  # typed past its range: refused by name, nobody added
    pick(ui.whoCombo, "Walt Brennan")
    click(qtbot, ui.addButton)
    assert "must be between 1 and 20, not 1000" in ui.messageLabel.text() and len(tab.scene.state.runners) == 1


def test_a_refused_number_of_locations_goes_as_soon_as_it_is_put_right(window, qtbot):
    """Before: the refusal of 0 locations stayed beside the track once 3 was typed."""
    tab = window.tab("Chase")
    spin = tab.ui.countSpin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "0")
    refusal = spin.problem()
    assert refusal and "not 0" in refusal
    tab.add_locations()
    assert tab.ui.messageLabel.text() == refusal
    spin.selectAll()
    qtbot.keyClicks(spin, "3")
    assert tab.ui.messageLabel.text() == ""


def test_the_shots_and_the_care_offered_are_counted_in_words(window, qtbot):
    """Before: the shots field read "1 shot(s)" and the menu "1 action(s) of care: 1 bonus die/dice"."""
    tab = window.tab("Chase")
    spin = tab.ui.shotsSpin
    spin.setMaximum(3)
    spin.setValue(1)
    assert spin.text() == "1 shot"
    spin.setValue(2)
    assert spin.text() == "2 shots"
    pick(tab.ui.whoCombo, "Walt Brennan")
    click(qtbot, tab.ui.addButton)
    menu = tab.token_menu(key_of(tab, "Walt Brennan"))
    texts = [a.text() for m in menu.findChildren(QMenu) for a in m.actions()]
    assert "1 action of care: 1 bonus die" in texts and "2 actions of care: 2 bonus dice" in texts


def menu_entry(menu: QMenu, *path: str):
    """The entry reached through submenus by the start of each title, enabled or not."""
    for title in path[:-1]:
        menu = next(a.menu() for a in menu.actions() if a.menu() and a.text().startswith(title))
    return next(a for a in menu.actions() if a.text().startswith(path[-1]))


def test_a_car_chase_with_passengers_greys_what_the_rules_refuse_and_keeps_the_keepers_picks(window, qtbot):
    """QA pass 3: the hint over the map stood one word a line; a passenger's menu offered moves the rules refused;
    "Ride in" offered the other side's car and the Add form had no passenger; a broken door still read as a door and
    Break Down stayed on offer; the target went back to the first name after each step; a tyre shot took the panel's
    10 yards and 1 shot."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(1280, 800)
    ui = tab.ui
    add(
        qtbot,
        tab,
        ("Walt Brennan", "Fleeing", "Car, standard"),
        ("Sheriff Amos Pike", "Pursuing", "Car, standard"),
        ("Ghoul", "Pursuing", "On foot"),
    )
    walt, pike, ghoul = key_of(tab, "Walt Brennan"), key_of(tab, "Sheriff Amos Pike"), key_of(tab, "Ghoul")
    rides = [a.text() for a in menu_entry(tab.token_menu(ghoul), "Ride in").menu().actions()]
    assert rides == ["The car Sheriff Amos Pike drives"]  # never the fleeing car
    add(qtbot, tab, ("Harriet Crane", "Pursuing", "Passenger in Walt Brennan's car"))  # the side follows the car
    harriet = key_of(tab, "Harriet Crane")
    assert tab.scene.state.get(harriet).aboard == walt and tab.scene.state.get(harriet).side == FLEEING
    tab.scene.dice = ScriptedDice(d100(15) * 3)
    click(qtbot, ui.speedButton)
    click(qtbot, ui.cutButton)
    qtbot.wait_until(lambda: ui.mapLabel.width() > 300)  # the hint uses the row's width
    assert ui.mapLabel.height() < 3 * ui.mapLabel.fontMetrics().height()
    # The passenger: the moves are greyed, the rules' reason as the tooltip.
    menu = tab.token_menu(harriet)
    reason = "Harriet Crane is a passenger in the car Walt Brennan drives: move the car instead"
    for path in (("Move one location",), ("Break Down the Barrier",), ("Get Past the Barrier",)):
        entry = menu_entry(menu, *path)
        assert not entry.isEnabled() and entry.toolTip() == reason, path
    for title in ("Move with care", "Roll Another Skill"):
        sub = menu_entry(menu, title)
        assert not sub.isEnabled() and sub.toolTip() == reason, title
    # A door ahead of Walt; the car breaks it down (3D10 = 30 against 15): shown and offered no more.
    ahead = tab.scene.state.get(walt).location + 1
    action(tab.location_menu(ahead), "Barrier", "Strong external door").trigger()
    assert not menu_entry(tab.token_menu(walt), "Move one location").isEnabled()
    tab.scene.dice = ScriptedDice([10] * 5)
    action(tab.token_menu(walt), "Break Down the Barrier").trigger()
    assert "gives way" in ui.storyLabel.text(), ui.messageLabel.text()
    cell = tab.map.cells[ahead].toolTip()
    assert "broken down" in cell and "Barrier" not in cell, cell
    click(qtbot, ui.nextRoundButton)
    refused = menu_entry(tab.token_menu(walt), "Break Down the Barrier")
    assert not refused.isEnabled() and refused.toolTip() == "There is no barrier just ahead of Walt Brennan"
    # The Keeper's target stays picked after a step (the list is rebuilt), while it is still in the chase.
    tab.select(ghoul)
    pick(ui.targetCombo, "Harriet Crane")
    apart = abs(tab.scene.state.get(ghoul).location - tab.scene.state.get(harriet).location)
    assert ui.distanceSpin.value() == (apart * 10 or 5)  # the distance follows the locations between them
    tab.refresh()
    assert ui.targetCombo.currentData() == harriet
    # The sheriff's shot at the car's tyres: the yards from the locations apart, the shots from his revolver.
    sheriff = tab.scene.state.get(pike).fighter
    guns = [w for w in sheriff.weapons if w.impaling and w.ammo is not None]
    assert guns, sheriff.weapons
    yards = abs(tab.scene.state.get(pike).location - tab.scene.state.get(walt).location) * 10
    entry = menu_entry(tab.token_menu(pike), "Shoot at a Vehicle's Tyres", "Walt Brennan (Car, standard)")
    assert f"{guns[0].name}, {yards} yards" in entry.text()
    tab.scene.dice = ScriptedDice([*d100(95, 9, 9)] * 3)
    shots = [a for a in entry.menu().actions()] if entry.menu() else [entry]
    shots[-1].trigger()
    assert f"tyres, {yards} yards" in ui.storyLabel.text(), ui.messageLabel.text()
    assert len(shots) == 1 or "shot 2" in ui.storyLabel.text()


def test_the_panel_and_new_chase_refuse_before_asking_and_the_add_form_offers_a_seat_and_the_log_reads(window, qtbot):
    """QA pass 4: the side panel's Move and care stayed on offer to a passenger the rules refuse; New Chase... asked
    for a name and only then refused; the Add form's passenger seats sat below the charts' 27 vehicles and one
    vehicle read "Water vehicle (name lost in the source)"; the log's What column was cut to "Wh" at 1280 wide."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(1280, 800)
    ui = tab.ui
    assert ui.newChaseButton.isEnabled()
    vehicles = [ui.vehicleCombo.itemText(i) for i in range(ui.vehicleCombo.count())]
    assert "Motorboat (MOV 14, Build 3)" in vehicles and not [v for v in vehicles if "lost in the source" in v]
    add(qtbot, tab, ("Walt Brennan", "Fleeing", "Car, standard"), ("Sheriff Amos Pike", "Pursuing", "Car, standard"))
    # A chase under way: New Chase is greyed, the reason its tooltip; nothing is asked.
    assert not ui.newChaseButton.isEnabled()
    assert ui.newChaseButton.toolTip() == f"{tab.scene.state.name} is still under way: end it first"
    # The seat in Walt's car comes next to On foot, where a Keeper looks.
    assert ui.vehicleCombo.itemText(0) == "On foot"
    assert ui.vehicleCombo.itemText(1) == "Passenger in Walt Brennan's car (fleeing)"
    assert ui.vehicleCombo.itemText(2) == "Passenger in Sheriff Amos Pike's car (pursuing)"
    add(qtbot, tab, ("Harriet Crane", "Fleeing", "Passenger in Walt Brennan's car"))
    walt, harriet = key_of(tab, "Walt Brennan"), key_of(tab, "Harriet Crane")
    tab.scene.dice = ScriptedDice(d100(15) * 2)
    click(qtbot, ui.speedButton)
    click(qtbot, ui.cutButton)
    # The passenger: Move, the care and the pedal greyed with the rules' reason, as the token menu has it.
    tab.select(harriet)
    reason = "Harriet Crane is a passenger in the car Walt Brennan drives: move the car instead"
    for widget in (ui.moveButton, ui.cautiousSpin, ui.locationsSpin):
        assert not widget.isEnabled() and widget.toolTip() == reason, widget.objectName()
    tab.select(walt)
    assert ui.moveButton.isEnabled() and ui.cautiousSpin.isEnabled() and ui.locationsSpin.isEnabled()
    assert ui.moveButton.toolTip() == "One movement action forward; hazards on the way are rolled"
    # The log: every column shown is as wide as its heading at least, What wide enough to read a line's start, and
    # the outcome (its card, then its words) the widest.
    qtbot.wait_until(lambda: ui.logView.viewport().width() > 200)
    header, metrics = ui.logView.horizontalHeader(), ui.logView.fontMetrics()
    for column in range(header.count()):
        if not header.isSectionHidden(column):
            heading = tab.log.headerData(column, Qt.Orientation.Horizontal)
            assert header.sectionSize(column) >= metrics.horizontalAdvance(heading) + 12, heading
            assert header.sectionViewportPosition(column) + header.sectionSize(column) <= header.width() + 1, heading
    assert header.sectionSize(2) >= 80 and header.sectionSize(4) == max(header.sectionSize(c) for c in range(5))


def test_a_token_dragged_back_is_refused_and_stays(window, qtbot):
    """The chase rules refuse running back; the tab says so and the token stays where the chase has it."""
    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    add(qtbot, tab, ("Harriet Crane", "Fleeing", "On foot"), ("Ghoul", "Pursuing", "On foot"))
    tab.scene.dice = ScriptedDice(d100(40) * 2)
    click(qtbot, tab.ui.speedButton)
    click(qtbot, tab.ui.cutButton)
    pike = key_of(tab, "Ghoul")
    where, steps = tab.scene.state.get(pike).location, window.session.undo_stack.count()
    tab.dragged(pike, -1)
    assert tab.ui.messageLabel.text() == "everyone in a chase runs the same way: move forward"
    assert tab.scene.state.get(pike).location == where and window.session.undo_stack.count() == steps
