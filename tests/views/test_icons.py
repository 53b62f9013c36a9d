"""Icons on the tabs, the menus and the main buttons: Lucide's SVGs shipped with their licence, only those used, drawn
in the palette's text colour of the scheme in effect, found in the wheel and the bundle."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QPalette
from PySide6.QtWidgets import QAbstractButton

from desktop.resources import resource_path
from desktop.views.common import icons, theme

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "resources" / "icons" / icons.SET
NAMED = set(icons.TAB_ICONS.values()) | set(icons.ACTION_ICONS.values()) | set(icons.BUTTON_ICONS.values())


@pytest.fixture(autouse=True)
def system_look(qapp):
    palette = QPalette(qapp.palette())
    yield
    theme.set_in_effect(None)
    qapp.setPalette(palette)


def test_every_icon_named_is_shipped_with_the_licence_and_nothing_else_is():
    shipped = {path.stem for path in SHIPPED.glob("*.svg")}
    assert NAMED - shipped == set()  # each one the app asks for is there
    assert shipped - NAMED == set()  # and only those: the bundle carries no unused icon
    licence = (SHIPPED / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("ISC License") and "Lucide" in licence
    for name in NAMED:
        svg = resource_path("icons", icons.SET, f"{name}.svg").read_text(encoding="utf-8")
        assert 'stroke="currentColor"' in svg, name  # drawn in the palette's colour, not a colour of its own


def test_the_icons_are_in_the_wheel_and_the_bundle():
    sys.path.insert(0, str(ROOT / "packaging"))
    import bundle

    assert all(bundle.covered(f"resources/icons/{icons.SET}/{name}.svg") for name in NAMED)
    assert bundle.covered(f"resources/icons/{icons.SET}/LICENSE")
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    package = f"keeper_desk_data.icons.{icons.SET}"
    assert package in setuptools["packages"]
    assert {"*.svg", "LICENSE"} <= set(setuptools["package-data"][package])


def ink_of(icon: QIcon, mode: QIcon.Mode = QIcon.Mode.Normal) -> str:
    """The colour of an icon's most opaque pixel."""
    image = icon.pixmap(QSize(24, 24), mode).toImage()
    pixels = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
    solid = max(pixels, key=lambda colour: colour.alpha())
    assert solid.alpha() == 255
    return solid.name()


def test_an_icon_is_drawn_in_the_text_colour_of_the_scheme_in_effect(window):
    dice = icons.icon("dices")
    light = theme.palette("light")
    assert ink_of(dice) == light.color(QPalette.ColorRole.ButtonText).name()
    assert (
        ink_of(dice, QIcon.Mode.Disabled)
        == light.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText).name()
    )
    window.appearance.choose("dark")
    assert ink_of(dice) == theme.palette("dark").color(QPalette.ColorRole.ButtonText).name()  # the same icon, redrawn
    icon = window.ui.tabs.tabIcon(1)
    assert ink_of(icon) == theme.palette("dark").color(QPalette.ColorRole.ButtonText).name()


def test_the_tabs_menus_and_main_buttons_have_icons(window):
    tabs = window.ui.tabs
    assert all(not tabs.tabIcon(index).isNull() for index in range(tabs.count()))
    for action in (window.ui.actionNew, window.ui.actionOpen, window.ui.actionImport, window.ui.actionExport):
        assert not action.icon().isNull(), action.text()
    assert not window.ui.actionPrint.icon().isNull() and not window.ui.menuRecent.icon().isNull()
    edit = [action for action in window.ui.menuEdit.actions() if not action.isSeparator()]
    assert edit and all(not action.icon().isNull() for action in edit)  # Undo and Redo
    view = window.view_menu
    assert all(not a.icon().isNull() for a in (view.zoom_in, view.zoom_out, view.actual_size))
    for title, buttons in (
        ("Dice", ("rollButton", "expressionButton")),
        ("Combat", ("attackButton", "nextTurnButton", "nextRoundButton", "initiativeButton")),
        ("Cards", ("printButton", "pdfButton")),
        ("Roster", ("addButton", "editButton", "deleteButton")),
    ):
        tab = window.tab(title)
        named = {button.objectName(): button for button in tab.findChildren(QAbstractButton)}
        for name in buttons:
            assert not named[name].icon().isNull(), (title, name)


def test_the_combat_tab_of_the_other_rules_keeps_its_icon(window):
    window.set_combat_rules("rising")
    index = next(i for i in range(window.ui.tabs.count()) if window.ui.tabs.tabText(i) == "Combat")
    assert not window.ui.tabs.tabIcon(index).isNull()


def test_no_icon_is_drawn_before_the_first_paint(data_home, campaign_path):
    """The window's icons cost nothing at start-up: neither they nor the SVG renderer are even imported until the
    campaign opens into the painted window."""
    script = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from desktop.views.window.main_window import MainWindow\n"
        f"window = MainWindow(QSettings({str(data_home / 's.ini')!r}, QSettings.Format.IniFormat))\n"
        f"window.show_opening({str(campaign_path)!r})\n"
        "print('PySide6.QtSvg' in sys.modules, 'desktop.views.common.icons' in sys.modules)\n"
    )
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "KEEPER_DESK_HOME": str(data_home)}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert result.stdout.strip() == "False False", result.stderr


def test_the_refused_state_offers_its_ways_on_with_icons(window, tmp_path):
    window.show_no_campaign("The file is damaged", tmp_path / "gone.kdesk")
    page = window.ui.tabs.widget(0)
    buttons = {b.objectName(): b for b in page.findChildren(QAbstractButton)}
    assert all(not buttons[name].icon().isNull() for name in ("openButton", "newButton", "restoreButton"))


def icon_inks(menu, action) -> set[str]:
    """The colours drawn in the icon's corner of a menu row (left of its words)."""
    image = menu.grab().toImage()
    row = menu.actionGeometry(action)
    side = menu.style().pixelMetric(menu.style().PixelMetric.PM_SmallIconSize)
    return {
        image.pixelColor(x, y).name()
        for x in range(row.left(), row.left() + side + 12)
        for y in range(row.top(), row.bottom())
    }


@pytest.mark.qt_log_ignore("This plugin does not support")  # a menu popped up on the offscreen platform
@pytest.mark.parametrize("scheme", theme.SCHEMES)
def test_the_highlighted_menu_rows_icon_is_drawn_in_the_selections_text_colour(window, qtbot, scheme):
    """Before: the row under the mouse drew its icon in the button text colour, about 3:1 on the light highlight (the
    style asks for the Active pixmap there); a focused button, which asks for Active too, keeps its text colour."""
    window.appearance.choose(scheme)
    tuned = theme.palette(scheme)
    selected, normal = (
        tuned.color(role).name() for role in (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.ButtonText)
    )
    menu = window.ui.menuView
    zoom_in, zoom_out = window.view_menu.zoom_in, window.view_menu.zoom_out
    assert not zoom_in.icon().isNull() and zoom_in.isEnabled() and zoom_out.isEnabled()
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitExposed(menu)
    menu.setActiveAction(zoom_in)
    highlighted, other = icon_inks(menu, zoom_in), icon_inks(menu, zoom_out)
    menu.hide()
    assert selected in highlighted and normal not in highlighted
    assert normal in other
    button = window.tab("Dice").ui.rollButton
    assert ink_of(button.icon(), QIcon.Mode.Active) == normal
