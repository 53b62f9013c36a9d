"""The dead and those out of a chase are drawn in the theme's muted text, asked at paint time: a change of scheme
recolours them at once, and no model names a colour."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QStyleOptionViewItem

from desktop.models.marks import MUTED, MarkRole
from desktop.rules.chase.chase_state import FLEEING, PURSUING
from desktop.rules.scene import Condition
from desktop.store import character_rows
from desktop.views.common import theme
from desktop.views.common.chips import MarkDelegate


@pytest.fixture(autouse=True)
def system_look(qapp):
    palette = QPalette(qapp.palette())
    yield
    theme.set_in_effect(None)
    qapp.setPalette(palette)


def ink_of(view, index) -> str:
    """The colour a view's delegate draws a cell's words in, as it paints it."""
    delegate = view.itemDelegateForIndex(index)
    assert isinstance(delegate, MarkDelegate)
    option = QStyleOptionViewItem()
    option.initFrom(view)
    delegate.initStyleOption(option, index)
    return option.palette.color(QPalette.ColorRole.Text).name()


def ids() -> dict[str, int]:
    return {r.name: r.id for r in character_rows.roster_rows()}


def test_the_dead_in_the_minds_table_are_muted_in_either_scheme(window, qtmodeltester):
    """Before: the minds model gave the disabled text colour of the palette it was built with (ForegroundRole)."""
    window.session.set_condition(ids()["Walt Brennan"], Condition.DEAD, True)
    tab = window.tab("Sanity")
    minds = tab.minds
    qtmodeltester.check(minds)
    walt = next(r for r in range(minds.rowCount()) if minds.mind_at(r).name == "Walt Brennan")
    vega = next(r for r in range(minds.rowCount()) if minds.mind_at(r).name == "Tomás Vega")
    for column in (1, 2):
        assert minds.index(walt, column).data(MarkRole.TONE) == MUTED
        assert minds.index(walt, column).data(Qt.ItemDataRole.ForegroundRole) is None
    assert minds.index(vega, 1).data(MarkRole.TONE) is None
    view = tab.ui.mindsView
    for scheme in ("dark", "light"):
        window.appearance.choose(scheme)
        assert ink_of(view, minds.index(walt, 1)) == theme.colour("muted", scheme).name()
        assert ink_of(view, minds.index(vega, 1)) == theme.palette(scheme).color(QPalette.ColorRole.Text).name()


def test_a_runner_out_of_the_chase_or_dead_is_muted_in_either_scheme(window, qtmodeltester):
    """Before: the chase's runners were a fixed grey (#a0a0a4, 2.6:1 on the light table) whatever the scheme."""
    chase = window.tab("Chase")
    scene = chase.scene
    found = ids()
    scene.add(scene.runner_from_sheet(found["Tomás Vega"], window.session.sheet(found["Tomás Vega"]), FLEEING))
    scene.add(scene.runner_from_sheet(found["Marsh Hound"], window.session.sheet(found["Marsh Hound"]), PURSUING))
    hound = next(r for r in scene.state.runners if r.name == "Marsh Hound")
    runners = tuple(replace(r, out="dropped out") if r.key == hound.key else r for r in scene.state.runners)
    chase.runners.show(replace(scene.state, runners=runners))
    model = chase.runners
    qtmodeltester.check(model)
    out, running = model.row_of(hound.key), model.row_of(next(r.key for r in runners if r.key != hound.key))
    assert model.index(out, 0).data(MarkRole.TONE) == MUTED
    assert model.index(out, 0).data(Qt.ItemDataRole.ForegroundRole) is None
    assert model.index(running, 0).data(MarkRole.TONE) is None
    view = chase.ui.runnersView
    for scheme in ("dark", "light"):
        window.appearance.choose(scheme)
        assert ink_of(view, model.index(out, 0)) == theme.colour("muted", scheme).name()
        assert ink_of(view, model.index(out, 3)) == theme.colour("muted", scheme).name()


def test_the_dead_in_a_picker_are_muted_in_either_scheme(window):
    """Before: the people model gave the palette's disabled text colour, a grey that is not checked for contrast."""
    window.session.set_condition(ids()["Walt Brennan"], Condition.DEAD, True)
    combo = window.tab("Dice").ui.characterCombo
    at = combo.findText("Walt Brennan (dead)")
    alive = combo.findText("Tomás Vega")
    assert at >= 0 and alive >= 0
    index = combo.model().index(at, 0)
    assert index.data(MarkRole.TONE) == MUTED and index.data(Qt.ItemDataRole.ForegroundRole) is None
    for scheme in ("dark", "light"):
        window.appearance.choose(scheme)
        assert ink_of(combo.view(), index) == theme.colour("muted", scheme).name()
        assert ink_of(combo.view(), combo.model().index(alive, 0)) != theme.colour("muted", scheme).name()


def test_the_muted_words_read_on_every_ground_a_table_or_list_has(qapp):
    """The contrast test covers the muted tone on a table (its rows and other rows) and on a picker's open list."""
    for scheme in theme.SCHEMES:
        pairs = {what: (ink, ground, needed) for what, ink, ground, needed in theme.colour_pairs(scheme)}
        for ground in ("Base", "AlternateBase", "Window"):
            ink, on, needed = pairs[f"muted text on {ground}"]
            assert theme.contrast(ink, on) >= needed == 4.5


def test_only_the_tables_whose_rows_have_a_tone_paint_every_cell_through_the_python_delegate(window):
    """The Roster's and the fight's tables draw their state badges only: their other cells keep Qt's own delegate."""
    from PySide6.QtWidgets import QStyledItemDelegate

    roster = window.tab("Roster").ui.table
    assert type(roster.itemDelegate()) is QStyledItemDelegate
    assert isinstance(window.tab("Sanity").ui.mindsView.itemDelegate(), MarkDelegate)
    assert isinstance(window.tab("Chase").ui.runnersView.itemDelegate(), MarkDelegate)
