"""The visual language drawn: each success level's chip in its colour where the card puts it, the roles behind the
chips and badges row by row, and every log's outcome readable whole at 1024×700."""

from dataclasses import replace

import pytest
from dice_faces import d100
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyleOptionViewItem

from desktop.models.chase.chase_scene import runner_badges
from desktop.models.marks import Badge, MarkRole, OutcomeCard, card_of
from desktop.rules import ScriptedDice, SuccessLevel
from desktop.rules.chase.chase_state import FLEEING, PURSUING
from desktop.rules.combat.actions import Defence
from desktop.rules.scene import Condition
from desktop.store import character_rows, journal
from desktop.views.common.chips import MARGIN, MarkDelegate, card_pieces, flow, level_role, piece_width
from desktop.views.common.theme import chip

LEVEL_ROLLS = {  # a typed value of 50: the roll that gives each level
    SuccessLevel.CRITICAL: 1,
    SuccessLevel.EXTREME: 5,
    SuccessLevel.HARD: 20,
    SuccessLevel.REGULAR: 45,
    SuccessLevel.FAILURE: 70,
    SuccessLevel.FUMBLE: 100,
}


def close(a: QColor, b: QColor, within: int = 10) -> bool:
    return all(abs(x - y) <= within for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


@pytest.fixture
def scheme(request, monkeypatch):
    """The scheme the chips are drawn in (offscreen Qt has no system scheme to follow, so the theme is told)."""
    from desktop.views.common import theme

    monkeypatch.setattr(theme, "scheme", lambda: request.param)
    return request.param


def roll_every_level(window):
    tab = window.tab("Dice")
    for roll in LEVEL_ROLLS.values():
        tab.dice.dice = ScriptedDice(d100(roll))
        tab.roll()
    return tab


@pytest.mark.parametrize("scheme", ["light", "dark"], indirect=True)
def test_each_level_is_drawn_as_a_chip_of_its_colour_where_the_card_puts_it(window, qtbot, scheme):
    tab = roll_every_level(window)
    view = tab.ui.historyView
    view.resize(900, 600)
    qtbot.wait_until(lambda: tab.history.rowCount() == 6)
    image = view.viewport().grab().toImage()
    delegate = view.itemDelegateForIndex(tab.history.index(0, 4))
    assert isinstance(delegate, MarkDelegate)
    for row, level in enumerate(reversed(LEVEL_ROLLS)):  # newest first
        index = tab.history.index(row, 4)
        assert index.data(MarkRole.LEVELS) == (level,)
        cell = view.visualRect(index)
        placed, _height = flow(card_pieces(index.data(MarkRole.CARD)), cell.width() - 2 * MARGIN, view.font())
        piece, rect = placed[0]
        assert piece.kind == "level" and piece.tone == level_role(level)
        centre = rect.translated(cell.left() + MARGIN, cell.top() + 2).center()
        inside = centre.x() - rect.width() // 2 + 3, centre.y()  # in the chip's padding, left of its words
        fill, ink = chip(level_role(level), scheme)
        assert close(image.pixelColor(*inside), fill), (level, image.pixelColor(*inside).name(), fill.name())
        assert not close(fill, chip(level_role(SuccessLevel(7 - level)), scheme)[0])  # each level's own


def test_a_level_is_told_by_its_word_and_shape_never_colour_alone(campaign):
    words = []
    for level in SuccessLevel:
        (piece,) = card_pieces(OutcomeCard("", (level,), ()))
        words.append(piece.text)
    assert words == ["✗✗ Fumble", "✗ Failure", "✓ Regular", "✓✓ Hard", "✓✓✓ Extreme", "★ Critical"]


def test_the_journal_rows_carry_their_levels_and_cards(window, qtmodeltester):
    roll_every_level(window)
    model = window.session.journal
    qtmodeltester.check(model)
    levels = [model.index(r, 0).data(MarkRole.LEVELS) for r in range(6)]
    assert levels == [(level,) for level in reversed(LEVEL_ROLLS)]
    assert all(model.index(r, c).data(MarkRole.CARD).levels == levels[r] for r in range(6) for c in range(5))
    spoken = model.index(0, 4).data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == "Fumble. Fumble (100 vs 50)"  # the card in words, for a screen reader


@pytest.fixture
def fight(window):
    tab = window.tab("Combat")
    tab.scene.start("Boathouse")
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    tab.scene.add_from_roster(ids["Walt Brennan"])
    tab.scene.add_from_roster(ids["Cultist of the Marsh"])
    k = {c.name: c.key for c in tab.scene.state.combatants}
    # Walt's bat: 10 vs 70, Extreme; the cultist's dodge 99 fumbles; extreme damage leaves him at 0, dying or dead.
    tab.scene.dice = ScriptedDice([*d100(10), *d100(99), 5, 3, *d100(80), *d100(80), *d100(80)])
    tab.scene.melee(k["Walt Brennan"], k["Cultist of the Marsh"], weapon="Baseball bat", defence=Defence.DODGE)
    return tab, k


def test_a_blow_is_a_card_and_the_victim_a_badge_in_the_table(fight, qtmodeltester):
    tab, k = fight
    cultist = tab.scene.state.get(k["Cultist of the Marsh"])
    card = tab.log.index(0, 4).data(MarkRole.CARD)
    assert card.levels == (SuccessLevel.EXTREME, SuccessLevel.FUMBLE) and card.opposed
    (harm,) = card.harm
    assert harm.hp == (11, cultist.hp) and harm.max_hp == 11
    kinds = [p.kind for p in card_pieces(card)]
    assert kinds[:3] == ["level", "text", "level"] and "bar" in kinds  # the two levels, "vs", then the HP bar
    model = tab.scene.model
    qtmodeltester.check(model)
    row = model.row_of(cultist.key)
    badges = model.index(row, 5).data(MarkRole.BADGES)
    assert badges and all(b.tone for b in badges) and badges[0].text == cultist.state
    walt = model.row_of(k["Walt Brennan"])
    assert model.index(walt, 5).data(MarkRole.BADGES) == ()  # fighting: its words, no colour
    assert model.index(row, 1).data(MarkRole.BADGES) is None  # only the State column
    tab.session.set_condition(tab.scene.state.get(k["Walt Brennan"]).character_id, Condition.TEMPORARY_INSANITY, True)
    assert model.index(walt, 5).data(MarkRole.BADGES) == (Badge("Temporary insanity", "insane"),)
    assert "insanity" not in model.index(walt, 6).data()  # said once, as the State column's badge


def test_the_roster_minds_and_chase_tables_badge_their_states(window, qtmodeltester):
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    session = window.session
    session.set_condition(ids["Harriet Crane"], Condition.TEMPORARY_INSANITY, True)
    session.set_condition(ids["Walt Brennan"], Condition.DYING, True)
    roster = window.tab("Roster")
    model = roster.proxy
    qtmodeltester.check(roster.proxy.sourceModel())
    shown = {model.index(r, 0).data(): model.index(r, 7).data(MarkRole.BADGES) for r in range(model.rowCount())}
    assert shown["Walt Brennan"] == (Badge("Dying", "dying"),)
    assert shown["Harriet Crane"] == (Badge("Insane", "insane"),)
    assert shown["Tomás Vega"] == ()  # well
    sanity = window.tab("Sanity")
    qtmodeltester.check(sanity.minds)
    minds = {sanity.minds.mind_at(r).name: sanity.minds.index(r, 4).data(MarkRole.BADGES) for r in range(4)}
    assert minds["Harriet Crane"][0] == Badge("Temporarily insane", "insane")
    assert Badge("Dying", "dying") in minds["Walt Brennan"] and minds["Tomás Vega"] == ()
    chase = window.tab("Chase")
    scene = chase.scene
    scene.add(scene.runner_from_sheet(ids["Walt Brennan"], session.sheet(ids["Walt Brennan"]), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Marsh Hound"], session.sheet(ids["Marsh Hound"]), PURSUING))
    qtmodeltester.check(chase.runners)
    walt = chase.runners.row_of(next(r.key for r in scene.state.runners if r.name == "Walt Brennan"))
    assert Badge("Dying", "dying") in chase.runners.index(walt, 8).data(MarkRole.BADGES)
    car = replace(scene.state.runners[0], condition=Condition.WRECKED, fighter=None)
    assert runner_badges(car)[0] == Badge("Wrecked", "dead")
    assert runner_badges(replace(car, condition=Condition.IMPAIRED))[0] == Badge("Impaired", "wounded")


def play_every_log(window):
    """A roll, an opposed roll, a blow, a chase's speed rolls, a Sanity roll for two and a tome read."""
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    roll_every_level(window)
    dice = window.tab("Dice")
    dice.dice.dice = ScriptedDice([*d100(8), *d100(70)])
    dice.opposed.roll()
    combat = window.tab("Combat")
    combat.scene.start("Boathouse")
    combat.scene.add_from_roster(ids["Walt Brennan"])
    combat.scene.add_from_roster(ids["Cultist of the Marsh"])
    k = {c.name: c.key for c in combat.scene.state.combatants}
    combat.scene.dice = ScriptedDice([*d100(10), *d100(99), 5, 3, *d100(80), *d100(80), *d100(80)])
    combat.scene.melee(k["Walt Brennan"], k["Cultist of the Marsh"], weapon="Baseball bat", defence=Defence.DODGE)
    chase = window.tab("Chase")
    scene = chase.scene
    scene.add(scene.runner_from_sheet(ids["Tomás Vega"], window.session.sheet(ids["Tomás Vega"]), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Marsh Hound"], window.session.sheet(ids["Marsh Hound"]), PURSUING))
    scene.dice = ScriptedDice([5] * 60)
    chase._do(scene.speed_rolls)
    sanity = window.tab("Sanity")
    for name in ("Walt Brennan", "Harriet Crane"):
        row = next(r for r in range(sanity.minds.rowCount()) if sanity.minds.mind_at(r).name == name)
        sanity.minds.setData(sanity.minds.index(row, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    sanity.ui.lossEdit.setText("1/1D10")
    sanity.scene.dice = ScriptedDice([*d100(95), 9, *d100(20), 1, *d100(90), *d100(30)] * 3)
    sanity.roll()
    tomes = window.tab("Tomes")
    tomes.ui.readerCombo.setCurrentIndex(tomes.ui.readerCombo.findData(ids["Dr. Mae Okafor"]))
    tomes.ui.giveButton.click()
    tomes.scene.dice = ScriptedDice([5] * 20)
    tomes.ui.readButton.click()


LOGS = {"Dice": "historyView", "Combat": "logView", "Chase": "logView", "Sanity": "logView", "Tomes": "logView"}


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_no_log_cuts_its_outcome_at_1024_by_700_nor_at_1920_by_1080(window, qtbot, size):
    play_every_log(window)
    window.resize(*size)
    for title, name in LOGS.items():
        tab = window.tab(title)
        view = getattr(tab.ui, name)
        qtbot.wait_until(lambda v=view: v.isVisible() and v.viewport().width() > 100)
        model, header = view.model(), view.horizontalHeader()
        column = view.property("outcomeColumn")
        assert column is not None, title
        # the outcome's column lies within the log, never scrolled off its right edge
        assert header.sectionViewportPosition(column) + header.sectionSize(column) <= view.viewport().width() + 1
        width = header.sectionSize(column)
        cards = 0
        for row in range(model.rowCount()):
            index = model.index(row, column)
            card = index.data(MarkRole.CARD)
            if card is None:
                continue
            cards += 1
            for piece in card_pieces(card):  # every chip, badge and name fits the column
                assert piece_width(piece, view.font()) <= width - 2 * MARGIN, (title, piece.text, width)
            # and the row, once in view, is as tall as the card and its words wrapped to the column's width, and as
            # What's words wrapped to theirs
            view.scrollTo(index)
            needed = 0
            for shown in (c for c in range(model.columnCount()) if not view.isColumnHidden(c)):
                cell = model.index(row, shown)
                option = QStyleOptionViewItem()
                view.initViewItemOption(option)
                option.rect = view.visualRect(cell)
                option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
                needed = max(needed, view.itemDelegateForIndex(cell).sizeHint(option, cell).height())
            qtbot.wait_until(lambda v=view, r=row, n=needed: v.rowHeight(r) >= n, timeout=2000)
        assert cards, title


def test_an_entry_without_dice_or_harm_has_no_card(campaign):
    journal.append("combat", "Round 2 begins")
    assert card_of(journal.entries(limit=1)[0]) is None


def test_the_opposed_panel_shows_both_levels_as_chips(window):
    dice = window.tab("Dice")
    dice.dice.dice = ScriptedDice([*d100(8), *d100(70)])
    dice.opposed.roll()
    pieces = dice.opposed.levels.pieces()
    assert [p.text for p in pieces if p.kind == "level"] == ["✓ Regular", "✗ Failure"]
    assert "vs" in [p.text for p in pieces] and dice.opposed.levels.accessibleName().endswith("(70 vs 5)")


def test_the_players_see_the_exchange_s_levels_and_the_fallen_s_badge_never_a_hidden_roll(fight, window):
    from desktop.views.window.players_window import COMBAT_PAGE

    tab, k = fight
    window.ui.actionPlayers.setChecked(True)
    players = window.players
    players.show_page(COMBAT_PAGE)
    levels = [p.text for p in players.last.pieces() if p.kind == "level"]
    assert levels == ["✓✓✓ Extreme", "✗✗ Fumble"] and players.last.isVisible()
    words = [players.order.item(r).data(MarkRole.BADGES) for r in range(players.order.count())]
    cultist = tab.scene.state.get(k["Cultist of the Marsh"])
    assert cultist.state == "Dead" and words[1][1] == Badge("down", "dying") and words[0] is None  # players: "down"
    assert "HP" not in words[1][0].text  # an opponent's numbers never
    journal.append("combat", "Behind the screen", detail={"checks": [{"level": 6}], "hidden": True})
    players.refresh()
    assert [p.text for p in players.last.pieces() if p.kind == "level"] == levels


def test_a_card_broken_over_lines_never_starts_nor_ends_a_line_with_a_separator(qapp):
    from PySide6.QtGui import QFont

    from desktop.store.journal import Harm
    from desktop.views.common.chips import SEPARATOR

    card = OutcomeCard("", (SuccessLevel.HARD,), (Harm("Cultist of the Marsh", (11, 3), 11), Harm("Ghoul", (13, 9))))
    pieces = card_pieces(card)
    assert pieces.count(SEPARATOR) == 2
    font = QFont()
    placed, _height = flow(pieces, piece_width(pieces[2], font) + 10, font)  # about a name to a line
    assert SEPARATOR not in [p for p, _ in placed]
    wide, _height = flow(pieces, 2000, font)
    assert [p for p, _ in wide] == pieces  # on one line, every piece


def test_a_group_sanity_roll_s_card_puts_each_person_s_level_beside_their_name(window, qtmodeltester):
    """Before: the card read "✗ Failure ✓✓✓ Extreme · Walt Brennan SAN 50 → 46 · …": whose level was whose, unsaid."""
    sanity = window.tab("Sanity")
    for name in ("Walt Brennan", "Harriet Crane"):
        row = next(r for r in range(sanity.minds.rowCount()) if sanity.minds.mind_at(r).name == name)
        sanity.minds.setData(sanity.minds.index(row, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    sanity.ui.lossEdit.setText("0/1D6")
    order = [sanity.minds.mind_at(r).name for r in range(sanity.minds.rowCount())]
    first, second = sorted(("Walt Brennan", "Harriet Crane"), key=order.index)  # they roll in the table's order
    sanity.scene.dice = ScriptedDice([*d100(80), 4, *d100(5)])  # the first fails, losing 4; the second: Extreme
    sanity.roll()
    qtmodeltester.check(sanity.log)
    card = sanity.log.index(0, 4).data(MarkRole.CARD)
    pieces = [(p.kind, p.text) for p in card_pieces(card) if p.kind != "bar"]
    at = pieces.index(("text", first))
    assert pieces[at + 1] == ("level", "✗ Failure") and pieces[at + 2][1].startswith("SAN ")  # then their loss
    later = pieces.index(("text", second))
    assert pieces[later + 1] == ("level", "✓✓✓ Extreme") and later > at
    assert pieces[0] == ("text", first)  # no level before the names: each is beside its owner


def test_an_old_card_without_owners_shows_its_levels_first_as_before(qapp):
    from desktop.store.journal import Harm

    card = OutcomeCard("", (SuccessLevel.FAILURE, SuccessLevel.HARD), (Harm("Harriet Crane", sanity=(60, 52)),))
    assert [(p.kind, p.text) for p in card_pieces(card)][:4] == [
        ("level", "✗ Failure"),
        ("level", "✓✓ Hard"),
        ("text", "·"),
        ("text", "Harriet Crane"),
    ]


def test_a_fighters_badges_stand_gravest_first_so_a_narrow_state_cell_keeps_unconscious():
    """Before: a cultist with a major wound who failed the CON roll showed "Major wound" in Combat's State column and
    the "Unconscious" badge after it was cut off by the column's edge; the Roster said Unconscious."""
    from desktop.models.marks import condition_badges
    from desktop.rules.conditions import Condition

    held = [Condition.PRONE, Condition.MAJOR_WOUND, Condition.UNCONSCIOUS]
    assert [badge.text for badge in condition_badges(held)] == ["Unconscious", "Major wound"]
    dying = [Condition.MAJOR_WOUND, Condition.DYING, Condition.TEMPORARY_INSANITY, Condition.DEAD]
    assert [badge.text for badge in condition_badges(dying)][:2] == ["Dead", "Dying"]


def test_badges_are_drawn_in_the_selections_ink_on_the_selected_row_and_the_texts_elsewhere(window, qtbot, monkeypatch):
    """The badge delegate draws a cell as Qt does, without its words, then its badges over it in the ink of the
    selected row's text or of the others'; it tells the selected row from the view's selection (reading the option's
    state made PySide6 build QStyle's enums, 15 ms of the first screenful)."""
    from desktop.views.common import chips

    roster = window.tab("Roster")
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    window.session.set_condition(walt, Condition.DYING, True)
    inks = []
    monkeypatch.setattr(chips, "draw", lambda painter, placed, left, top, font, ink, *rest: inks.append(ink.name()))
    table = roster.ui.table
    palette = table.palette()
    roster.select(walt)
    table.viewport().grab()
    assert palette.color(palette.ColorRole.HighlightedText).name() in inks
    inks.clear()
    table.clearSelection()
    table.viewport().grab()
    assert inks and set(inks) == {palette.color(palette.ColorRole.Text).name()}
