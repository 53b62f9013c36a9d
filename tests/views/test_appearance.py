"""View > Colour Scheme and View > Zoom: the whole window recoloured and its type resized at once, and remembered."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import QApplication

from desktop.rules import Difficulty, ScriptedDice
from desktop.rules.chase.chase_state import Location
from desktop.store.character_rows import character_choices
from desktop.views.common import theme
from desktop.views.common.appearance import SCHEME_KEY, ZOOM_KEY, ZOOMS, Appearance
from desktop.views.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def system_look(qapp):
    """The application's palette, font and scheme as they were, whatever a test forced."""
    palette, font = QPalette(qapp.palette()), qapp.font()
    yield
    theme.set_in_effect(None)
    qapp.setPalette(palette)
    qapp.setFont(font)


def window_colour() -> str:
    return QApplication.instance().palette().color(QPalette.ColorRole.Window).name()


def fresh_window(qtbot, data_home) -> MainWindow:
    settings = QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.show_campaign()
    qtbot.addWidget(window)
    window.show()
    return window


def test_view_menu_forces_dark_then_light_then_follows_the_system_and_remembers(window, qtbot, data_home):
    actions = window.view_menu.scheme_actions
    assert actions["system"].isChecked() and window.appearance.scheme == "light"
    assert window_colour() == theme.palette("light").color(QPalette.ColorRole.Window).name()
    actions["dark"].trigger()
    assert window.appearance.scheme == "dark" and theme.scheme() == "dark" and actions["dark"].isChecked()
    assert window_colour() == theme.palette("dark").color(QPalette.ColorRole.Window).name()
    assert window.ui.tabs.palette().color(QPalette.ColorRole.WindowText) == theme.palette("dark").color(
        QPalette.ColorRole.WindowText
    )
    window.settings.sync()
    assert QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat).value(SCHEME_KEY) == "dark"
    window.close()
    again = fresh_window(qtbot, data_home)  # the next start opens dark, before its first paint
    assert (
        again.appearance.choice == "dark"
        and window_colour() == theme.palette("dark").color(QPalette.ColorRole.Window).name()
    )
    assert again.view_menu.scheme_actions["dark"].isChecked()
    again.view_menu.scheme_actions["light"].trigger()
    assert again.appearance.scheme == "light" and theme.scheme() == "light"
    again.view_menu.scheme_actions["system"].trigger()
    assert again.appearance.choice == "system" and again.appearance.scheme == "light"  # offscreen: no dark system


def test_following_the_system_changes_scheme_when_the_system_does_and_not_when_forced(window, monkeypatch):
    hints = QApplication.instance().styleHints()
    monkeypatch.setattr(Appearance, "system_scheme", lambda self: "dark")
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # the OS switched to dark
    assert window.appearance.scheme == "dark" and theme.scheme() == "dark"
    window.appearance.choose("light")
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert window.appearance.scheme == "light"  # forced light stays light


def test_a_result_tone_is_recoloured_when_the_scheme_changes(window, qtbot):
    """Before: look.set_tone painted a fixed red (214, 69, 65), whatever the scheme; a switch left it as it was."""
    tab = window.tab("Dice")
    tab.dice.dice = ScriptedDice([1, 9])  # 80 against Accounting: a failure
    qtbot.mouseClick(tab.ui.rollButton, Qt.MouseButton.LeftButton)
    level = tab.ui.resultLevel
    assert level.palette().color(QPalette.ColorRole.WindowText) == theme.colour("bad", "light")
    window.appearance.choose("dark")
    assert level.palette().color(QPalette.ColorRole.WindowText) == theme.colour("bad", "dark")
    assert level.palette().color(QPalette.ColorRole.Window) == theme.palette("dark").color(QPalette.ColorRole.Window)
    window.appearance.choose("light")
    assert level.palette().color(QPalette.ColorRole.WindowText) == theme.colour("bad", "light")


def test_a_number_field_marked_wrong_is_recoloured_and_unmarked_in_the_new_scheme(window):
    from desktop.views.common.numbers import StrictSpinBox

    spin = StrictSpinBox(window.tab("Dice"))
    spin.setRange(1, 100)
    spin.setValue(500)  # as typed: kept, and marked
    assert spin.palette().color(QPalette.ColorRole.Text) == theme.colour("bad", "light")
    window.appearance.choose("dark")
    assert spin.palette().color(QPalette.ColorRole.Text) == theme.colour("bad", "dark")
    spin.setValue(50)
    assert spin.palette().color(QPalette.ColorRole.Text) == theme.palette("dark").color(QPalette.ColorRole.Text)


def test_the_chase_map_is_redrawn_in_the_new_schemes_colours(window):
    tab = window.tab("Chase")
    scene = tab.scene
    for name, side in (("Walt Brennan", "pursuing"), ("Cultist of the Marsh", "fleeing")):
        character = next(i for i, n in character_choices() if n == name)
        scene.add(scene.runner_from_sheet(character, window.session.sheet(character), side))
    scene.dice = ScriptedDice([6, 2] * 2)
    scene.speed_rolls()
    scene.cut_to_the_chase()
    scene.set_location(3, Location(Difficulty.HARD))
    open_light, hard_light = theme.map_colours("open", "light")[0], theme.map_colours("hazard hard", "light")[0]
    assert tab.map.cells[0].brush().color() == open_light and tab.map.cells[3].brush().color() == hard_light
    window.appearance.choose("dark")
    cells = tab.map.cells
    assert cells[0].brush().color() == theme.map_colours("open", "dark")[0]
    assert cells[3].brush().color() == theme.map_colours("hazard hard", "dark")[0]
    assert len(tab.map.tokens) == 2


def test_zoom_in_out_and_actual_size_resize_every_windows_type_and_rows_and_are_remembered(window, qtbot, data_home):
    app = QApplication.instance()
    base = app.font().pointSizeF()
    roster = window.tab("Roster")
    heading = roster.ui.nameLabel  # emphasized 1.8 times the type
    heading_size = heading.font().pointSizeF()
    rows = roster.ui.table.verticalHeader().defaultSectionSize()
    plus = next(iter(roster.trackers.values())).plus  # the first tracker's + button
    panel = roster.ui.trackerPanel.parentWidget().parentWidget()  # the scroll area the panel is in
    assert plus.width() == 36 and panel.minimumWidth() > 0
    panel_width = panel.minimumWidth()
    menu = window.view_menu
    menu.zoom_in.trigger()
    menu.zoom_in.trigger()
    assert window.appearance.zoom == 1.25 and app.font().pointSizeF() == pytest.approx(base * 1.25)
    assert heading.font().pointSizeF() == pytest.approx(heading_size * 1.25)
    assert roster.ui.table.verticalHeader().defaultSectionSize() == round(rows * 1.25)
    assert plus.minimumWidth() == plus.maximumWidth() == 45  # set in pixels, grown with the type
    assert panel.minimumWidth() == round(panel_width * 1.25)  # the side panel as wide as its fields now are
    menu.actual_size.trigger()  # back exactly to where it started, however many steps it took
    assert heading.font().pointSizeF() == pytest.approx(heading_size) and plus.width() == 36
    assert roster.ui.table.verticalHeader().defaultSectionSize() == rows and panel.minimumWidth() == panel_width
    menu.zoom_in.trigger()
    assert window.appearance.zoom == 1.1 and heading.font().pointSizeF() == pytest.approx(heading_size * 1.1)
    window.settings.sync()
    assert float(QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat).value(ZOOM_KEY)) == 1.1
    window.close()
    again = fresh_window(qtbot, data_home)
    assert again.appearance.zoom == 1.1 and app.font().pointSizeF() == pytest.approx(base * 1.1)
    again.view_menu.actual_size.trigger()
    assert app.font().pointSizeF() == pytest.approx(base)
    assert again.tab("Roster").ui.nameLabel.font().pointSizeF() == pytest.approx(heading_size)
    assert not again.view_menu.actual_size.isEnabled()
    for _ in ZOOMS:
        again.view_menu.zoom_out.trigger()
    assert again.appearance.zoom == ZOOMS[0] and not again.view_menu.zoom_out.isEnabled()


def test_the_zoom_keys_are_the_standard_ones(window):
    menu = window.view_menu
    assert {QKeySequence("Ctrl+="), QKeySequence("Ctrl++")} <= set(menu.zoom_in.shortcuts())
    assert QKeySequence("Ctrl+-") in menu.zoom_out.shortcuts()
    assert menu.actual_size.shortcut() == QKeySequence("Ctrl+0")
    view = window.ui.menuView.actions()
    assert {menu.zoom_in, menu.zoom_out, menu.actual_size} <= set(view)


def test_a_remembered_scheme_or_zoom_that_cannot_be_read_starts_as_the_system_has_it(qapp, data_home):
    settings = QSettings(str(data_home / "odd.ini"), QSettings.Format.IniFormat)
    for scheme, zoom in (("purple", "huge"), ("", "-3"), ("dark", "9.5"), ("light", None)):
        settings.setValue(SCHEME_KEY, scheme)
        settings.setValue(ZOOM_KEY, zoom)
        appearance = Appearance(settings)
        assert appearance.choice == (scheme if scheme in ("dark", "light") else "system")
        assert appearance.zoom == 1.0
    settings.setValue(ZOOM_KEY, "1.27")
    assert Appearance(settings).zoom == 1.25  # the nearest step


def test_an_unknown_scheme_or_zoom_is_refused_by_name(qapp, data_home):
    appearance = Appearance(QSettings(str(data_home / "s.ini"), QSettings.Format.IniFormat))
    with pytest.raises(ValueError, match="colour scheme"):
        appearance.choose("sepia")
    with pytest.raises(ValueError, match="zoom"):
        appearance.set_zoom(3.0)
    assert appearance.choice == "system" and appearance.zoom == 1.0


def test_the_sanity_chart_is_drawn_in_the_schemes_colours(window):
    """Before: its gridlines were a light grey (200, 200, 200) and its SAN line a dark blue whatever the scheme."""
    tab = window.tab("Sanity")
    window.appearance.choose("dark")
    chart = tab.chart
    assert chart.points  # the selected investigator's SAN
    image = chart.grab().toImage()
    seen = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(image.height())}
    assert theme.line("san line", "dark").name() in seen and theme.line("chart grid", "dark").name() in seen
    assert "#c8c8c8" not in seen and theme.line("san line", "light").name() not in seen


def test_the_chase_maps_words_grow_with_the_windows_type_on_top_of_its_own_zoom(window):
    chase_map = window.tab("Chase").map
    assert chase_map.transform().m11() == pytest.approx(1.0)
    chase_map.zoom_by(2.0)  # the Keeper's own zoom of the map
    window.appearance.set_zoom(1.25)
    assert chase_map.transform().m11() == pytest.approx(2.5)
    chase_map.zoom_by(0.5)
    assert chase_map.transform().m11() == pytest.approx(1.25)
    window.appearance.actual_size()
    assert chase_map.transform().m11() == pytest.approx(1.0)
