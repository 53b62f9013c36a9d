"""The Chase tab through its widgets: a car chasing a motorcycle through a hazard and a barrier while a pursuer on
foot drops out, driven by dragging tokens on the map and by its menus; the map draws every location and token; the
players' window hides what the Keeper has hidden and follows live."""

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QMenu

from desktop.models.chase import RunnersModel
from desktop.rules import Difficulty, ScriptedDice
from desktop.rules.chase_scene import FLEEING, PURSUING, ChaseState, Location, Runner, add_runner, cut_to_the_chase
from desktop.views.chase_map import OPEN_COLOUR, SIDE_COLOURS, ChaseMap
from desktop.views.players_window import COMBAT_PAGE, initiative_lines


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


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
    for who, side, vehicle in (("Walt Brennan", "Pursuing", "Car, standard"),
                               ("Cultist of the Marsh", "Fleeing", "Motorcycle, light"),
                               ("Sheriff Amos Pike", "Pursuing", "On foot")):  # fmt: skip
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
    assert tab.scene.state.get(cultist).condition == "wrecked", ui.messageLabel.text()
    assert dialogs.shown[-1][0] == "Wrecked" and "thrown clear" in ui.storyLabel.text()
    assert tab.scene.state.get(cultist).fighter.hp == 11 - 7 and "rams" in ui.storyLabel.text(), ui.storyLabel.text()
    window.session.undo_stack.undo()  # the wreck's fate, then the ram
    assert "wrecked" in tab.runners.index(1, 8).data() or "wrecked" in tab.runners.index(0, 8).data()
    journal = [tab.log.index(r, 2).data() for r in range(tab.log.rowCount())]
    assert any("rams" in line for line in journal) and any("Cut to the chase" in line for line in journal)
    window.session.undo_stack.undo()
    assert tab.scene.state.get(cultist).condition == ""


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
        state = add_runner(state, Runner(0, f"Runner {n}", side, dex=40 + n, mov=9, speed_skill=50,
                                         move_skill=50, vehicle="Car, standard" if n % 3 == 0 else "",
                                         build=5 if n % 3 == 0 else 0)).state  # fmt: skip
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
            assert colour == SIDE_COLOURS[token.runner.side], token.runner.name
    assert "Hard hazard" in keeper.cells[5].toolTip() and "hidden" in keeper.cells[5].toolTip()
    assert players.cells[5].toolTip() == "Location 5: open"
    assert players.cells[5].brush().color() == OPEN_COLOUR
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
    for who, side in (("Harriet Crane", "Fleeing"), ("Tomás Vega", "Fleeing"), ("Ghoul", "Pursuing"),
                      ("Marsh Hound", "Pursuing")):  # fmt: skip
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
    ui.runnersView.selectionModel().select(tab.runners.index(row, 0), QItemSelectionModel.SelectionFlag.Select
                                           | QItemSelectionModel.SelectionFlag.Rows)  # fmt: skip
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
