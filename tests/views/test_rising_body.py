"""The Cthulhu Rising tab redesigned (issue 24): each fighter's hit locations filled from their total and laid out as
a body, coloured and worded when disabled or maimed; every action of the row's menu a button in view; labelled
pickers; and a layout that fits 1024×700 without squeezing the log and uses 1920×1080."""

from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QDialog, QInputDialog, QLabel, QMessageBox

from desktop.models.rising.rising_scene import CHIP_ROLE, FIGHTER_HEADERS, FightersModel, RisingScene
from desktop.rules import Dice, ScriptedDice
from desktop.rules.rising.fighters import Fighter
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Outcome
from desktop.views.common.theme import chip

LOCATIONS_COLUMN = FIGHTER_HEADERS.index("Locations")
SMG = Weapon("Submachine gun", "Firearms (Submachine Gun)", "1D10", True, "20 m", "1 or burst", 30, 98)


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def no_dialogs(monkeypatch):
    """Any dialog asking the Keeper for a number or text fails the test (New Fight's name aside)."""

    def refuse(*args, **kwargs):
        raise AssertionError(f"a dialog was opened: {args[1:3]!r}")

    monkeypatch.setattr(QInputDialog, "getInt", refuse)
    monkeypatch.setattr(QDialog, "exec", refuse)
    monkeypatch.setattr(QMessageBox, "exec", refuse)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Boathouse", True))


def shown_at(window, qtbot, width, height):
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)


def rising_tab(window, qtbot, width=1024, height=700):
    window.set_combat_rules("rising")
    tab = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    shown_at(window, qtbot, width, height)
    return tab


def add(qtbot, tab, *names):
    ui = tab.ui
    for name in names:
        ui.rosterCombo.setCurrentIndex(ui.rosterCombo.findText(name))
        click(qtbot, ui.addButton)


def test_no_hit_point_dialogs_are_needed_before_round_one(window, qtbot, monkeypatch):
    """Before: 21 "0/?" cells to double-click, each a dialog, for three fighters before anyone could be hit."""
    no_dialogs(monkeypatch)
    tab = rising_tab(window, qtbot)
    ui = tab.ui
    click(qtbot, ui.newButton)
    add(qtbot, tab, "Walt Brennan", "Ghoul", "Cultist of the Marsh")
    for row, sr in ((0, 2), (1, 3), (2, 4)):
        ui.fightersView.selectRow(row)
        ui.dexSrSpin.setValue(sr)
        click(qtbot, ui.srButton)
    # Each location is filled from the fighter's total by RuneQuest 3's table: the ghoul's 13 HP give legs,
    # abdomen and head 5, the chest 6, the arms 4; the cultist's 11, 4, 5 and 3.
    ui.fightersView.selectRow(1)
    tiles = tab.body.tiles
    assert {loc: tile.hp.value() for loc, tile in tiles.items()} == {
        "Head": 5,
        "Right arm": 4,
        "Chest": 6,
        "Left arm": 4,
        "Abdomen": 5,
        "Right leg": 5,
        "Left leg": 5,
    }
    assert all(tile.level.text() == "unhurt" for tile in tiles.values())
    ui.fightersView.selectRow(2)
    assert [tiles[loc].hp.value() for loc in ("Right leg", "Chest", "Right arm", "Head")] == [4, 5, 3, 4]
    # Round one: the ghoul (strike rank 3) claws Walt's chest (melee 12; 1D6 = 5 + 1D4 = 3: 8 against his 6).
    for _ in range(2):
        click(qtbot, ui.nextButton)
    assert ui.attackerCombo.currentText() == "Ghoul"
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Walt Brennan"))
    ui.weaponCombo.setCurrentIndex(ui.weaponCombo.findData("Claw"))
    tab.scene.dice = ScriptedDice([20, 12, 5, 3])
    click(qtbot, ui.attackButton)
    assert not ui.messageLabel.text() and "not set" not in ui.storyLabel.text()
    assert "falls and cannot fight" in ui.storyLabel.text()
    assert ui.fightersView.model().index(0, LOCATIONS_COLUMN).data() == "Chest disabled 8/6"


def test_the_keeper_types_a_locations_hit_points_in_the_body_and_undo_takes_it_back_in_one_step(
    window, qtbot, monkeypatch
):
    no_dialogs(monkeypatch)
    tab = rising_tab(window, qtbot)
    ui = tab.ui
    click(qtbot, ui.newButton)
    add(qtbot, tab, "Ghoul")
    ui.fightersView.selectRow(0)
    stack = window.session.undo_stack
    steps = stack.count()
    chest = tab.body.tiles["Chest"].hp
    chest.setFocus()
    chest.selectAll()
    qtbot.keyClicks(chest, "12")  # two keystrokes: one number
    qtbot.keyClick(chest, Qt.Key.Key_Return)
    assert tab.scene.state.get(1).location_hp[3] == 12 and stack.count() == steps + 1
    assert "Ghoul: Chest 12 HP" in ui.storyLabel.text()
    for _ in range(3):  # its arrows clicked up to 15 just after: the same change, still one step
        chest.stepUp()
    assert tab.scene.state.get(1).location_hp[3] == 15 and stack.count() == steps + 1
    stack.undo()
    assert tab.scene.state.get(1).location_hp[3] == 6 and chest.value() == 6
    # Back to the table's numbers from the total in one click (one step), after a change.
    chest.setValue(9)
    click(qtbot, ui.fillHpButton)
    assert chest.value() == 6 and "location HP (total 13): right leg 5" in ui.storyLabel.text()
    assert stack.undoText() == "Ghoul: location HP from total HP 13"
    stack.undo()
    assert chest.value() == 9


def test_every_action_of_the_row_menu_is_a_button_in_view_and_the_menu_presses_it(window, qtbot, monkeypatch):
    """Before: bleeding, suppressing fire, knockback, the resistance table and Remove lived in a right-click menu."""
    no_dialogs(monkeypatch)
    tab = rising_tab(window, qtbot)
    ui = tab.ui
    click(qtbot, ui.newButton)
    add(qtbot, tab, "Walt Brennan", "Ghoul")
    menu = tab.fighter_menu(2)  # the ghoul's row, right-clicked: it is selected
    assert tab.selected_key() == 2
    buttons = tab.fighter_buttons()
    assert [a.text() for a in menu.actions()] == [b.text() for b in buttons]
    assert [a.isEnabled() for a in menu.actions()] == [b.isEnabled() for b in buttons]
    for button in buttons:  # every one in view at 1024×700, inside the window
        assert button.isVisible(), button.text()
        corner = button.mapTo(window, button.rect().bottomRight())
        assert window.rect().contains(corner), (button.text(), corner)
    pressed = []
    ui.grappleButton.clicked.connect(lambda: pressed.append("grapple"))
    tab.scene.dice = ScriptedDice([1])
    next(a for a in menu.actions() if a.text() == ui.grappleButton.text()).trigger()
    assert pressed == ["grapple"] and "Ghoul tries to grapple Walt Brennan" in ui.storyLabel.text()
    # Knocked back 4 m into something solid: 4D6, from the field beside the buttons, no dialog.
    ui.knockSpin.setValue(4)
    tab.scene.dice = ScriptedDice([1, 1, 1, 1])
    click(qtbot, ui.solidButton)
    assert "into something solid: 4D6 = 4" in ui.storyLabel.text()


def test_disabled_and_maimed_locations_are_coloured_and_worded_for_each_fighter(window, qtbot, monkeypatch):
    no_dialogs(monkeypatch)
    tab = rising_tab(window, qtbot)
    ui = tab.ui
    click(qtbot, ui.newButton)
    add(qtbot, tab, "Walt Brennan", "Ghoul")
    state = tab.scene.state
    # Walt's chest at its 6 HP (disabled), the ghoul's right arm at double its 4 (maimed), its head hurt.
    walt, ghoul = state.get(1), state.get(2)
    tab.scene.step(
        lambda s: Outcome(
            s.put(replace(walt, location_damage=(0, 0, 0, 6, 0, 0, 0))).put(
                replace(ghoul, location_damage=(0, 0, 0, 0, 8, 0, 2), states=("right arm maimed",))
            ),
            "blows",
        )
    )
    model = ui.fightersView.model()
    assert model.index(0, LOCATIONS_COLUMN).data() == "Chest disabled 6/6"
    assert model.index(0, LOCATIONS_COLUMN).data(CHIP_ROLE) == "disabled"
    assert model.index(1, LOCATIONS_COLUMN).data() == "Right arm maimed or severed 8/4, Head hurt 2/5"
    assert model.index(1, LOCATIONS_COLUMN).data(CHIP_ROLE) == "severed"
    assert model.index(1, FIGHTER_HEADERS.index("State")).data(CHIP_ROLE) == "severed"
    # At 1024 wide the long words of the locations never push the state out of view (played: they did).
    view, state_column = ui.fightersView, FIGHTER_HEADERS.index("State")
    header = view.horizontalHeader()
    assert header.sectionViewportPosition(state_column) + header.sectionSize(state_column) <= view.viewport().width()
    assert not view.horizontalScrollBar().isVisible()
    # Nor does a long state push the locations out: the dead read "dead" first, and Locations keeps a third.
    tab.scene.step(
        lambda s: Outcome(
            s.put(replace(s.get(1), hp=-20, states=("bleeding", "dead", "prone", "right arm maimed", "unconscious"))),
            "Walt dies",
        )
    )
    assert model.index(0, state_column).data() == "dead, unconscious, bleeding, prone, right arm maimed"
    locations = FIGHTER_HEADERS.index("Locations")
    assert header.sectionSize(locations) >= view.viewport().width() // 3 - 1
    assert not view.horizontalScrollBar().isVisible()
    # The table paints those cells in the chip's colours.
    option = ui.fightersView.viewOptions() if hasattr(ui.fightersView, "viewOptions") else None
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    ui.fightersView.itemDelegate().initStyleOption(option, model.index(1, LOCATIONS_COLUMN))
    fill, ink = chip("severed")
    assert option.backgroundBrush.color() == fill and option.palette.color(QPalette.ColorRole.Text) == ink
    # In the body: each tile worded and coloured for the selected fighter.
    ui.fightersView.selectRow(1)
    arm, head, chest = (tab.body.tiles[loc] for loc in ("Right arm", "Head", "Chest"))
    assert arm.level.text() == "maimed or severed" and arm.taken.text() == "8 of"
    assert arm.palette().color(QPalette.ColorRole.Window) == fill
    assert head.level.text() == "hurt" and head.palette().color(QPalette.ColorRole.Window) == chip("wounded")[0]
    assert chest.level.text() == "unhurt"
    ui.fightersView.selectRow(0)
    assert chest.level.text() == "disabled" and chest.palette().color(QPalette.ColorRole.Window) == chip("disabled")[0]


class Middling(Dice):
    """Each die shows two fifths of its faces: a burst that hits, several times."""

    def roll(self, sides: int) -> int:
        return max(1, sides * 2 // 5)


def burst(tab, qtbot):
    """A 10-shot SMG burst at the ghoul, through the attack form."""
    ui = tab.ui
    gunner = Fighter(
        0,
        "Gunner",
        "investigators",
        12,
        12,
        65,
        60,
        70,
        dex_sr=1,
        skills=(("Firearms (Submachine Gun)", 45),),
        weapons=(SMG,),
    )
    tab.scene.add(gunner)
    ui.attackerCombo.setCurrentIndex(ui.attackerCombo.findText("Gunner"))
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Ghoul"))
    ui.shotsSpin.setValue(10)
    ui.metresSpin.setValue(15)
    ui.classCombo.setCurrentIndex(ui.classCombo.findData("SMG"))
    tab.scene.dice = Middling()
    click(qtbot, ui.attackButton)
    assert not ui.messageLabel.text(), ui.messageLabel.text()


def rows_shown(view) -> int:
    """How many lines of text the view has room for (a log's entry is its outcome card's line and its words)."""
    return view.viewport().height() // (view.fontMetrics().height() + 12)


def test_the_tab_fits_1024_by_700_and_a_burst_leaves_the_log_its_rows(window, qtbot, monkeypatch):
    """Before: the tab's least size was wider than 1024 with a fight on, and a burst's story squeezed the log to one
    row. A test that fails when the tab's minimum size exceeds 1024×700."""
    no_dialogs(monkeypatch)
    tab = rising_tab(window, qtbot)
    ui = tab.ui
    click(qtbot, ui.newButton)
    add(qtbot, tab, "Walt Brennan", "Ghoul", "Cultist of the Marsh", "Sheriff Amos Pike")
    for row, sr in ((0, 2), (1, 3), (2, 4), (3, 1)):  # the Sheriff's second shot shares strike rank 4 with the cultist
        ui.fightersView.selectRow(row)
        ui.dexSrSpin.setValue(sr)
        click(qtbot, ui.srButton)
    # Nothing moves as the Sheriff's shotgun adds "shot 2" to the strip (before: the strip grew, the form moved down
    # under the Keeper's pointer).
    ui.fightersView.selectRow(3)
    qtbot.wait(20)
    where = [w.mapTo(window, w.rect().topLeft()) for w in (ui.attackButton, ui.fighterGroup, ui.fightersView)]
    ui.weaponCombo.setCurrentIndex(ui.weaponCombo.findText("Shotgun", Qt.MatchFlag.MatchStartsWith))
    assert "Sheriff Amos Pike (shot 2)" in ui.trackView.model().index(0, 3).data()
    qtbot.wait(20)
    assert [w.mapTo(window, w.rect().topLeft()) for w in (ui.attackButton, ui.fighterGroup, ui.fightersView)] == where
    ui.fightersView.selectRow(1)
    burst(tab, qtbot)
    assert len(ui.storyLabel.text().splitlines()) >= 5, ui.storyLabel.text()  # a long story
    shown_at(window, qtbot, 1024, 700)
    assert window.size().toTuple() == (1024, 700)
    page = tab.parentWidget()
    least, room = tab.minimumSizeHint(), page.size()
    assert least.width() <= room.width() and least.height() <= room.height(), (least, room)
    assert window.minimumSizeHint().width() <= 1024 and window.minimumSizeHint().height() <= 700
    assert rows_shown(ui.logView) >= 5, ui.logView.viewport().height()
    assert rows_shown(ui.fightersView) >= 4, ui.fightersView.viewport().height()
    # The story is all there, in its own scrolling place.
    assert ui.storyArea.widget().sizeHint().height() > ui.storyArea.viewport().height()
    # Every tile of the body shows its words whole, the longest too (before: "maimed or severed" was cut to one line
    # and a half in a narrow tile).
    ghoul = tab.scene.state.fighters[1]
    tab.scene.step(lambda s: Outcome(s.put(replace(ghoul, location_damage=(10, 10, 10, 12, 8, 8, 10))), "all out"))
    ui.fightersView.selectRow(1)
    assert tab.body.tiles["Right arm"].level.text() == "maimed or severed"
    for tile in tab.body.tiles.values():
        for label in (tile.name, tile.level):
            assert label.width() >= label.minimumSizeHint().width(), (tile.location, label.text())
            needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            assert label.height() >= needed, (tile.location, label.text(), label.height(), needed)


def test_at_1920_by_1080_the_fighters_the_body_and_the_log_take_the_room(window, qtbot, monkeypatch):
    """Before: half the window was empty at full HD."""
    no_dialogs(monkeypatch)
    tab = rising_tab(window, qtbot, 1920, 1080)
    ui = tab.ui
    click(qtbot, ui.newButton)
    add(qtbot, tab, "Walt Brennan", "Ghoul")
    ui.fightersView.selectRow(1)
    shown_at(window, qtbot, 1920, 1080)
    page = tab.parentWidget()
    assert ui.leftPane.width() + ui.rightPane.width() >= page.width() - 40
    assert rows_shown(ui.logView) >= 15 and rows_shown(ui.fightersView) >= 8
    assert tab.body.width() >= 1.5 * tab.body.minimumSizeHint().width()  # the body grows with the window


def test_every_drop_down_has_a_label_that_says_what_it_is(window, qtbot):
    """Before: the roster picker had no label (and two of the attack form's were bare), and 10,000 names had no
    search."""
    tab = rising_tab(window, qtbot)
    labels = {lb.buddy(): lb.text().replace("&", "") for lb in tab.findChildren(QLabel) if lb.buddy() is not None}
    named = {combo.objectName(): labels.get(combo) for combo in tab.findChildren(QComboBox)}
    assert all(named.values()), named
    assert named["rosterCombo"] == "Add from the roster"


def test_the_roster_picker_finds_a_fighter_by_part_of_their_name(window, qtbot, monkeypatch):
    no_dialogs(monkeypatch)
    tab = rising_tab(window, qtbot)
    ui = tab.ui
    click(qtbot, ui.newButton)
    combo = ui.rosterCombo
    assert combo.isEditable()
    combo.lineEdit().setText("brenn")  # typed (the completer's popup cannot open offscreen), then Enter
    combo.lineEdit().editingFinished.emit()
    assert combo.currentText() == "Walt Brennan"
    click(qtbot, ui.addButton)
    assert [f.name for f in tab.scene.state.fighters] == ["Walt Brennan"]


def test_the_splitter_between_the_fighters_and_the_attack_form_is_remembered(window, qtbot, data_home):
    from desktop.views.rising.rising_tab import RisingTab

    tab = rising_tab(window, qtbot, 1600, 1000)
    splitter = tab.ui.mainSplitter
    total = sum(splitter.sizes())
    splitter.moveSplitter(total - 700, 1)
    kept = splitter.sizes()
    settings = QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat)
    again = RisingTab(window.session, RisingScene(window.session, ScriptedDice([])), settings=settings)
    qtbot.addWidget(again)
    again.resize(tab.size())
    again.show()
    qtbot.waitExposed(again)
    assert again.ui.mainSplitter.sizes() == kept


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("role", ["disabled", "severed", "now", "wounded", "hidden"])
def test_the_hit_location_chips_read_at_wcag_aa_contrast(role, scheme, qapp):
    def luminance(colour):
        def channel(c):
            c /= 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())

    fill, ink = chip(role, scheme)
    light, dark = sorted((luminance(fill), luminance(ink)), reverse=True)
    assert (light + 0.05) / (dark + 0.05) >= 4.5


def test_the_fighters_model_with_its_chips_passes_qtmodeltester(window, qtbot, qtmodeltester):
    tab = rising_tab(window, qtbot)
    tab.scene.start("Alley")
    tab.scene.add(Fighter(0, "Brute", "opponents", 20, 20, 80, 90, 40, location_damage=(0, 0, 0, 0, 9, 0, 0)))
    assert isinstance(tab.fighters, FightersModel) and tab.fighters.rowCount() == 1
    qtmodeltester.check(tab.fighters)
    qtmodeltester.check(tab.strike_ranks)


def test_a_target_the_keeper_picked_on_the_same_side_stays_picked_after_the_blow(window, qtbot, monkeypatch):
    """Played at 1024×700: the Sheriff (an opponent) fired at the ghoul; after the miss the form had gone back to
    Walt, the first of the other side."""
    no_dialogs(monkeypatch)
    tab = rising_tab(window, qtbot)
    ui = tab.ui
    click(qtbot, ui.newButton)
    add(qtbot, tab, "Walt Brennan", "Ghoul", "Sheriff Amos Pike")
    ui.fightersView.selectRow(2)
    ui.dexSrSpin.setValue(1)
    click(qtbot, ui.srButton)
    assert ui.attackerCombo.currentText() == "Sheriff Amos Pike" and ui.targetCombo.currentText() == "Walt Brennan"
    ui.targetCombo.setCurrentIndex(ui.targetCombo.findText("Ghoul"))
    tab.scene.dice = ScriptedDice([99])
    click(qtbot, ui.attackButton)
    assert "Sheriff Amos Pike strikes at Ghoul" in ui.storyLabel.text(), ui.messageLabel.text()
    assert ui.targetCombo.currentText() == "Ghoul"
