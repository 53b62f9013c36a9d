"""The Dice tab's "Everyone rolls" page and its Secret box, driven through the widgets with scripted dice: each
one's result at once with chips and the best and worst marked, the group's Luck, one undo step; a secret roll
marked Secret in the history and found nowhere in the players' window."""

import pytest
from dice_faces import faces
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QSpinBox, QWidget

from desktop.models.dice.group_model import DICE, NAME, RESULT, ROLLS
from desktop.models.marks import MarkRole
from desktop.rules import ScriptedDice, SuccessLevel
from desktop.store import character_columns, character_rows, journal
from desktop.views.common.chips import MarkStrip, card_pieces


def group_page(window, dice_faces):
    tab = window.tab("Dice")
    tab.dice.dice = ScriptedDice(dice_faces)
    tab.pages.setCurrentWidget(tab.group)
    return tab, tab.group


def row_of(panel, name):
    model = panel.model
    return next(r for r in range(model.rowCount()) if model.index(r, NAME).data() == name)


def test_everyone_living_is_listed_ticked_and_rolls_listen_at_once_with_the_best_and_worst(window, qtbot):
    tab, panel = group_page(window, faces(15, 80, 30, 4))
    model = panel.model
    names = [model.index(r, NAME).data() for r in range(model.rowCount())]
    assert sorted(names) == ["Dr. Mae Okafor", "Harriet Crane", "Tomás Vega", "Walt Brennan"]  # no NPC, no monster
    assert all(model.index(r, ROLLS).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked for r in range(4))
    panel.ui.skillCombo.setCurrentIndex(panel.ui.skillCombo.findData("Listen"))
    entries, steps = len(journal.entries()), window.session.undo_stack.count()
    qtbot.mouseClick(panel.ui.groupRollButton, Qt.MouseButton.LeftButton)
    assert len(journal.entries()) == entries + 1 and window.session.undo_stack.count() == steps + 1
    results = {model.index(r, NAME).data(): model.index(r, RESULT) for r in range(4)}
    levels = {name: cell.data(MarkRole.LEVELS) for name, cell in results.items()}
    # in the table's order (by name): Dr. Okafor 15, Harriet 80, Tomás 30, Walt 04 (Listen 20, 20, 55, 20)
    assert levels == {
        "Dr. Mae Okafor": (SuccessLevel.REGULAR,),
        "Harriet Crane": (SuccessLevel.FAILURE,),
        "Tomás Vega": (SuccessLevel.REGULAR,),
        "Walt Brennan": (SuccessLevel.EXTREME,),
    }
    assert results["Walt Brennan"].data().endswith("▲ Best") and results["Harriet Crane"].data().endswith("▼ Worst")
    assert panel.ui.groupResult.text() == "3 of 4 pass · best: Walt Brennan · worst: Harriet Crane"
    window.session.undo_stack.undo()  # one step takes the whole group roll back
    assert journal.entries(limit=1)[0].what == "Undo: Everyone rolls Listen (Regular)"


def test_one_left_out_and_one_with_a_penalty_die_typed_in_the_table(window, qtbot):
    tab, panel = group_page(window, faces(15, 30) + [3, 1, 6])
    model, view = panel.model, panel.ui.groupView
    panel.ui.skillCombo.setCurrentIndex(panel.ui.skillCombo.findData("Listen"))
    okafor, walt = row_of(panel, "Dr. Mae Okafor"), row_of(panel, "Walt Brennan")
    model.setData(model.index(okafor, ROLLS), Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    view.edit(model.index(walt, DICE))  # the editor the Keeper double-clicks: −2 to +2
    spin = view.findChild(QSpinBox)
    assert (spin.minimum(), spin.maximum()) == (-2, 2)
    spin.setValue(-1)
    delegate = view.itemDelegateForColumn(DICE)
    delegate.commitData.emit(spin)
    delegate.closeEditor.emit(spin)
    assert model.index(walt, DICE).data() == "1 penalty"
    qtbot.mouseClick(panel.ui.groupRollButton, Qt.MouseButton.LeftButton)
    assert model.index(okafor, RESULT).data() == ""  # left out: no roll
    assert model.index(walt, RESULT).data().startswith("Failure (52 vs 20)")  # tens 00 and 50, highest kept
    entry = journal.entries(limit=1)[0]
    assert "Dr. Mae Okafor" not in entry.dice and "Walt Brennan tens 00 & 50, units 2 → 52" in entry.dice


def test_a_refusal_names_the_field_and_rolls_nothing(window, qtbot):
    tab, panel = group_page(window, faces(15))
    qtbot.mouseClick(panel.ui.nobodyButton, Qt.MouseButton.LeftButton)
    entries = len(journal.entries())
    qtbot.mouseClick(panel.ui.groupRollButton, Qt.MouseButton.LeftButton)
    assert panel.ui.groupResult.text() == "Rolls: tick at least one investigator"
    qtbot.mouseClick(panel.ui.groupLuckButton, Qt.MouseButton.LeftButton)
    assert panel.ui.groupResult.text() == "Rolls: tick at least one investigator"
    assert len(journal.entries()) == entries and tab.dice.dice.remaining == 2


def test_group_luck_is_rolled_by_the_lowest_luck_and_said_for_everyone(window, qtbot):
    tab, panel = group_page(window, faces(50))
    qtbot.mouseClick(panel.ui.groupLuckButton, Qt.MouseButton.LeftButton)
    # Luck 45 is the lowest (Dr. Okafor): 50 fails
    assert panel.ui.groupResult.text() == "Group Luck: Dr. Mae Okafor has the lowest Luck (45) and rolled 50: fails"
    model = panel.model
    assert model.index(row_of(panel, "Dr. Mae Okafor"), RESULT).data() == "Failure (50 vs 45)"
    walt = model.index(row_of(panel, "Walt Brennan"), RESULT)
    assert walt.data() == "Fails for all"
    assert (
        walt.data(Qt.ItemDataRole.ToolTipRole)
        == "Dr. Mae Okafor rolled the group's Luck for everyone, with the lowest Luck"
    )


def test_a_combined_roll_from_the_page_shows_both_chips(window, qtbot):
    tab, panel = group_page(window, faces(30, 30, 30, 30))
    panel.ui.skillCombo.setCurrentIndex(panel.ui.skillCombo.findData("Spot Hidden"))
    assert not panel.ui.needCombo.isEnabled()
    panel.ui.secondCombo.setCurrentIndex(panel.ui.secondCombo.findData("Listen"))
    assert panel.ui.needCombo.isEnabled()
    qtbot.mouseClick(panel.ui.groupRollButton, Qt.MouseButton.LeftButton)
    harriet = panel.model.index(row_of(panel, "Harriet Crane"), RESULT)  # Spot Hidden 55, Listen 20: 30
    assert harriet.data(MarkRole.LEVELS) == (SuccessLevel.REGULAR, SuccessLevel.FAILURE)
    assert harriet.data().startswith("Fails: Regular success, Failure (30 vs 55 and 20)")
    assert journal.entries(limit=1)[0].what == "Everyone rolls Spot Hidden and Listen (Regular), both must pass"
    # Played at 1024×700: two chips filled the cell and the best and worst marks were cut; they come first now
    view = panel.ui.groupView
    best = next(r for r in range(4) if "Best" in panel.model.index(r, RESULT).data())
    pieces, _words = view.itemDelegateForColumn(RESULT)._pieces(panel.model.index(best, RESULT))
    assert [p.kind for p in pieces] == ["badge", "level", "level", "text"] and pieces[0].text == "▲ Best"


def test_a_secret_roll_shows_a_secret_chip_in_the_history(window, qtbot):
    tab = window.tab("Dice")
    tab.dice.dice = ScriptedDice(faces(20))
    tab.ui.secretCheck.setChecked(True)
    tab.ui.valueSpin.setValue(50)
    qtbot.mouseClick(tab.ui.rollButton, Qt.MouseButton.LeftButton)
    card = tab.history.index(0, 4).data(MarkRole.CARD)
    assert card.hidden and card.words().startswith("Secret")
    secret = card_pieces(card)[0]
    assert (secret.kind, secret.text, secret.tone) == ("badge", "Secret", "hidden")
    assert tab.history.index(0, 2).data().startswith("Secret: ")
    tab.dice.dice = ScriptedDice([3, 2])
    tab.ui.expressionEdit.setText("1D6+1D4")
    tab.roll_expression()  # no level to show: its card is the Secret chip alone
    assert [p.text for p in card_pieces(tab.history.index(0, 4).data(MarkRole.CARD))] == ["Secret"]


def _everything_shown(root: QWidget) -> str:
    """Every word a window shows or tells a screen reader: titles, labels, list items, chips, tooltips."""
    said = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        said += [widget.accessibleName(), widget.toolTip()]
        if isinstance(widget, QLabel):
            said.append(widget.text())
        if isinstance(widget, QListWidget):
            for row in range(widget.count()):
                item = widget.item(row)
                said += [item.text(), str(item.data(MarkRole.BADGES) or "")]
        if isinstance(widget, MarkStrip):
            said += [p.text for p in widget.pieces()]
    return "\n".join(said)


@pytest.mark.parametrize("page", ["chase", "combat"])
def test_the_players_window_shows_nothing_of_a_secret_roll(window, qtbot, page):
    from desktop.views.window.players_window import CHASE_PAGE, COMBAT_PAGE

    ids = {r.name: r.id for r in character_rows.roster_rows()}
    combat = window.tab("Combat")
    combat.scene.start("Boathouse")
    combat.scene.add_from_roster(ids["Walt Brennan"])
    window.ui.actionPlayers.setChecked(True)
    players = window.players
    players.show_page(COMBAT_PAGE if page == "combat" else CHASE_PAGE)
    players.refresh()
    before = _everything_shown(players)
    if page == "combat":  # the walk reads what the window shows: the fight's name and who is in it
        assert "Boathouse" in before and "Walt Brennan" in before
    tab, panel = group_page(window, faces(15, 80, 30, 4) + faces(8) + faces(40) + faces(5, 90) + [2, 3])
    tab.ui.secretCheck.setChecked(True)
    panel.ui.skillCombo.setCurrentIndex(panel.ui.skillCombo.findData("Occult"))
    qtbot.mouseClick(panel.ui.groupRollButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.ui.groupLuckButton, Qt.MouseButton.LeftButton)
    tab.ui.valueSpin.setValue(50)
    tab.roll()
    tab.opposed.roll()
    tab.ui.expressionEdit.setText("1D6+1D4")
    tab.roll_expression()
    assert sum(row.hidden for row in journal.entries(limit=5)) == 5  # all five written, each marked
    while_the_dice_tab_in_front = _everything_shown(players)
    players.show_page(COMBAT_PAGE if page == "combat" else CHASE_PAGE)  # the Keeper back on the tab it followed
    for shown in (while_the_dice_tab_in_front, _everything_shown(players)):
        for word in ("Occult", "Secret", "Group Luck", "Everyone rolls", "Opposed", "1D6+1D4", "Typed value"):
            assert word not in shown
    assert _everything_shown(players) == before


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_dice_tab_fits_and_everyone_s_result_reads_whole(window, qtbot, size):
    """Played at 1024×700: with the history at three fifths, the Result column was cut after "Resu" and scrolled
    sideways; the group's page now takes three fifths while in front."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    window.resize(*size)
    window.ui.tabs.setCurrentWidget(window.tab("Dice").parentWidget())
    tab, panel = group_page(window, faces(1, 80, 30, 4))  # a Critical, a Failure, a Hard and an Extreme
    panel.ui.skillCombo.setCurrentIndex(panel.ui.skillCombo.findData("Listen"))
    qtbot.mouseClick(panel.ui.groupRollButton, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    assert (window.width(), window.height()) == size
    assert window.minimumSizeHint().width() <= 1024 and window.minimumSizeHint().height() <= 700
    view = panel.ui.groupView
    assert not view.horizontalScrollBar().isVisible()
    delegate = view.itemDelegateForColumn(RESULT)
    for row in range(panel.model.rowCount()):
        index = panel.model.index(row, RESULT)
        option = QStyleOptionViewItem()
        option.font = view.font()
        assert view.columnWidth(RESULT) >= delegate.sizeHint(option, index).width(), index.data()
        assert view.visualRect(index).bottom() <= view.viewport().height()  # every row in view
    assert tab.ui.secretCheck.isVisible() and panel.ui.groupLuckButton.isVisible()
    for page in range(tab.pages.count()):  # and every other page as it was
        tab.pages.setCurrentIndex(page)
        qtbot.wait(5)
        assert (window.width(), window.height()) == size


def test_the_group_page_reads_the_roster_only_when_shown(window, qtbot, monkeypatch):
    """On a roster of 10,000 the page's lists cost the Dice tab 400 ms when first shown (benchmarks/scale.py): now
    read once the page is in front, and again only when the roster changed meanwhile."""
    reads = []
    real = character_columns.investigator_skills
    monkeypatch.setattr(character_columns, "investigator_skills", lambda: reads.append(1) or real())
    tab = window.tab("Dice")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    assert reads == []
    tab.pages.setCurrentWidget(tab.group)
    assert reads == [1] and tab.group.model.rowCount() == 4
    tab.pages.setCurrentIndex(0)
    walt = {r.name: r.id for r in character_rows.roster_rows()}["Walt Brennan"]
    window.session.adjust_tracker(walt, "luck", -1)
    assert reads == [1]  # hidden: nothing read
    tab.pages.setCurrentWidget(tab.group)
    assert reads == [1, 1]


def test_the_dice_menu_rolls_for_everyone_from_any_page(window, qtbot):
    tab = window.tab("Dice")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    tab.dice.dice = ScriptedDice(faces(45))  # Luck 45 is the lowest: a roll of 45 passes
    actions = {a.text(): a for a in window.tab_menus.menus["Dice"].actions()}
    assert "Roll for &Everyone" in actions
    actions["&Group Luck"].trigger()
    assert tab.pages.currentWidget() is tab.group  # brought forward, as a click on its button would find it
    assert tab.group.ui.groupResult.text().endswith("rolled 45: passes")


def test_the_group_table_is_made_when_its_page_is_first_shown_and_the_page_looks_as_before(window, qtbot):
    """Issue 22: the Dice tab shown the first time made the hidden "Everyone rolls" table and read the rules of group
    rolls; now made when the page is first brought forward (or rolled from the menu), sized as it always was."""
    tab = window.tab("Dice")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    panel = tab.group
    assert panel.ui.groupView.model() is None and panel.ui.needCombo.count() == 2  # its choices there already
    tab.pages.setCurrentWidget(panel)
    view = panel.ui.groupView
    assert view.model() is panel.model and panel.model.rowCount() == 4
    assert view.minimumHeight() == view.verticalHeader().defaultSectionSize() * 3 + view.horizontalHeader().height()
    assert view.horizontalHeader().sectionSize(NAME) == 112 and tab.pages.minimumWidth() == panel.least_width()
