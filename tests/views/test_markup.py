"""User text is never markup: a campaign whose every kind of typed text is HTML (names, skills, weapons, notes,
the campaign, fights, chases, locations, tomes, horrors, encounters) is played a little on every tab, then every
widget, tooltip, menu, item model, map item and dialog is read as Qt would show it. Wherever typed text shows, it
shows as typed: never bold, never a heading, never an entity turned into a character, never a mnemonic."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, QSettings, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMenuBar,
    QTabBar,
    QTextEdit,
    QToolTip,
    QWidget,
    QWizard,
)

from desktop.models.opening import open_for_window
from desktop.rules import ScriptedDice
from desktop.rules.chase.chase_state import FLEEING, PURSUING, Location
from desktop.rules.checks import Difficulty
from desktop.rules.roster.creation import Occupation
from desktop.rules.roster.sheet import Skill, Weapon
from desktop.rules.tomes.mythos import Tome
from desktop.store import character_rows
from desktop.store.campaign_file import transaction
from desktop.store.occupations import save_occupation
from desktop.store.sample import sample_roster
from desktop.views.roster.character_dialog import CharacterDialog
from desktop.views.roster.creation_wizard import CreationWizard
from desktop.views.window.main_window import MainWindow

# Every kind of typed text, as markup; the word inside each is found nowhere else in the app.
CAMPAIGN = "<b>QxCampaign</b>"
FILE = "<u>QxFile & Co"  # a file name cannot hold a slash
INVESTIGATOR = "<h1>QxBig</h1>"
NPC = "<i>QxNpc & Co</i>"  # an ampersand: never a mnemonic in menus and buttons
MONSTER = "<font color=red>QxBeast</font>"
ESCAPED = "&lt;b&gt;QxEsc&lt;/b&gt;"  # entities a guessing label would turn into a tag
OCCUPATION = "<u>QxJob</u>"
NOTES = "<b>QxNotes</b> keeps a diary"
SKILL, SPECIALIZATION = "<b>QxSkill</b>", "<i>QxSpec</i>"
WEAPON = "<b>QxBlade</b>"
CLAW = "<s>QxClaw</s>"
WHY = "<b>QxWhy</b>"
FIGHT = "<h2>QxFight</h2>"
CHASE = "<h3>QxChase</h3>"
PLACE = "<b>QxPlace</b>"
ENCOUNTER = "<em>QxScene</em>"
HORROR = "<b>QxHorror</b>"
TOME, LANGUAGE = "<i>QxTome</i>", "<b>QxTongue</b>"
CATALOG = "<tt>QxCatalog</tt>"
TRADE = "<b>QxTrade</b>"  # an occupation of the campaign's own
MARKED = (
    CAMPAIGN,
    FILE,
    INVESTIGATOR,
    NPC,
    MONSTER,
    ESCAPED,
    OCCUPATION,
    NOTES,
    SKILL,
    SPECIALIZATION,
    WEAPON,
    CLAW,
    WHY,
    FIGHT,
    CHASE,
    PLACE,
    ENCOUNTER,
    HORROR,
    TOME,
    LANGUAGE,
    CATALOG,
    TRADE,
)
WORDS = {re.search(r"Qx\w+", text).group(): text for text in MARKED}


# --- how Qt shows a string --------------------------------------------------------------------------------------


def as_rich(text: str) -> str:
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText().replace("\xa0", " ").replace("\u2029", "\n")


def guessed(text: str) -> str:
    """Tooltips, and labels and dialogs left to guess: rich text when Qt.mightBeRichText says so."""
    return as_rich(text) if QtGui.Qt.mightBeRichText(text) else text


def mnemonic(text: str) -> str:
    """Menus, buttons, tabs and group boxes: '&x' underlines x, '&&' is one ampersand."""
    return re.sub(r"&(.)", r"\1", text)


def label_text(label: QLabel) -> str:
    text, form = label.text(), label.textFormat()
    if form == Qt.TextFormat.PlainText:
        return text
    if form == Qt.TextFormat.RichText:
        return as_rich(text)
    if form == Qt.TextFormat.MarkdownText:
        document = QTextDocument()
        document.setMarkdown(text)
        return document.toPlainText()
    return guessed(text)


def model_texts(model: QAbstractItemModel, where: str, parent: QModelIndex = QModelIndex()) -> Iterator:  # noqa: B008
    flat = isinstance(model, QAbstractListModel)  # its columnCount and hasChildren are private to PySide
    for row in range(model.rowCount(parent)):
        for column in range(1 if flat else model.columnCount(parent)):
            index = model.index(row, column, parent)
            for role, shown in ((Qt.ItemDataRole.DisplayRole, str), (Qt.ItemDataRole.ToolTipRole, guessed)):
                value = index.data(role)
                if isinstance(value, str):
                    yield f"{where} cell {row},{column} role {role.name}", shown(value)
            if column == 0 and not flat and model.rowCount(index):
                yield from model_texts(model, where, index)
    if parent.isValid():
        return
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = (1 if flat else model.columnCount()) if orientation == Qt.Orientation.Horizontal else model.rowCount()
        for section in range(count):
            for role, shown in ((Qt.ItemDataRole.DisplayRole, str), (Qt.ItemDataRole.ToolTipRole, guessed)):
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    yield f"{where} header {section} role {role.name}", shown(value)


def menu_texts(menu: QWidget, where: str, seen: set[int]) -> Iterator:
    for action in menu.actions():
        if id(action) in seen:
            continue
        seen.add(id(action))
        yield f"{where} action", mnemonic(action.text())
        # A menu shows its actions' tooltips only when asked to; a menu bar never does.
        if not isinstance(menu, QMenu | QMenuBar) or (isinstance(menu, QMenu) and menu.toolTipsVisible()):
            yield f"{where} action tooltip", guessed(action.toolTip())
        yield f"{where} action status tip", action.statusTip()
        if action.menu() is not None:
            yield from menu_texts(action.menu(), f"{where} > {action.text()}", seen)


def widget_texts(widget: QWidget, seen_models: set[int], seen_actions: set[int]) -> Iterator:
    where = f"{type(widget).__name__} {widget.objectName() or widget.accessibleName()!r}"
    yield f"{where} tooltip", guessed(widget.toolTip())
    yield f"{where} window title", widget.windowTitle()
    yield f"{where} accessible name", widget.accessibleName()
    yield from menu_texts(widget, where, seen_actions)
    if isinstance(widget, QLabel):
        yield f"{where} text", label_text(widget)
    if isinstance(widget, QAbstractButton):
        yield f"{where} text", mnemonic(widget.text())
    if isinstance(widget, QGroupBox):
        yield f"{where} title", mnemonic(widget.title())
    if isinstance(widget, QTabBar):
        for i in range(widget.count()):
            yield f"{where} tab {i}", mnemonic(widget.tabText(i))
            yield f"{where} tab {i} tooltip", guessed(widget.tabToolTip(i))
    if isinstance(widget, QComboBox):
        for i in range(widget.count()):
            yield f"{where} item {i}", widget.itemText(i)
            tip = widget.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield f"{where} item {i} tooltip", guessed(tip)
    if isinstance(widget, QLineEdit):
        yield f"{where} text", widget.text()
        yield f"{where} placeholder", widget.placeholderText()
    if isinstance(widget, QTextEdit):
        yield f"{where} text", widget.toPlainText()
    if isinstance(widget, QAbstractItemView) and widget.model() is not None and id(widget.model()) not in seen_models:
        seen_models.add(id(widget.model()))
        yield from model_texts(widget.model(), where)
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            yield f"{where} item tooltip", guessed(item.toolTip())
            if isinstance(item, QGraphicsSimpleTextItem):
                yield f"{where} item text", item.text()
            if isinstance(item, QGraphicsTextItem):
                yield f"{where} item text", item.toPlainText()
    if isinstance(widget, QWizard):
        for page_id in widget.pageIds():
            page = widget.page(page_id)
            shown = {Qt.TextFormat.PlainText: str, Qt.TextFormat.RichText: as_rich}.get(widget.titleFormat(), guessed)
            yield f"{where} page title", shown(page.title())
            shown = {Qt.TextFormat.PlainText: str, Qt.TextFormat.RichText: as_rich}.get(
                widget.subTitleFormat(), guessed
            )
            yield f"{where} page subtitle", shown(page.subTitle())
    if isinstance(widget, QMainWindow):
        yield f"{where} status", widget.statusBar().currentMessage()


def shown_texts(window: QMainWindow, extra: list[tuple[str, str]]) -> Iterator[tuple[str, str]]:
    """(where, the text as a reader sees it) for everything the window shows (its dialogs, menus and the players'
    window are its children), a hover or a menu away."""
    seen_models: set[int] = set()
    seen_actions: set[int] = set()
    for widget in [window, *window.findChildren(QWidget)]:
        yield from widget_texts(widget, seen_models, seen_actions)
    yield from extra


def interpreted(window: QMainWindow, extra: list[tuple[str, str]]) -> list[str]:
    """Every place where a typed text shows other than as typed."""
    found = []
    for where, text in shown_texts(window, extra):
        for word, typed in WORDS.items():
            if word in text and typed not in text:
                found.append(f"{where}: {text!r}")
    return list(dict.fromkeys(found))


# --- the campaign and the play ------------------------------------------------------------------------------------


@pytest.fixture
def marked_window(qtbot, tmp_path, data_home, monkeypatch, dialogs):
    """The main window on a campaign of markup, with dialogs, prompts and hovers recorded as Qt would show them."""
    shown: list[tuple[str, str]] = [("", "")]
    answers: list[str] = []

    def get_text(parent, title, label, *args, **kwargs):
        shown.append((f"input dialog {title!r} label", guessed(label)))
        return (answers.pop(0) if answers else kwargs.get("text", "")), True

    def get_item(parent, title, label, items, *args, **kwargs):
        shown.append((f"input dialog {title!r} label", guessed(label)))
        shown.extend((f"input dialog {title!r} item", item) for item in items)
        return items[args[0] if args else 0], True

    def get_int(parent, title, label, value=0, *args, **kwargs):
        shown.append((f"input dialog {title!r} label", guessed(label)))
        return value, True

    monkeypatch.setattr(QInputDialog, "getText", get_text)
    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    monkeypatch.setattr(QToolTip, "showText", lambda _at, text, *a, **k: shown.append(("hover", guessed(text))))

    path = tmp_path / f"{FILE}.kdesk"
    open_for_window(path, CAMPAIGN, sample=False)
    sheets = {sheet.name: sheet for sheet in sample_roster()}
    harriet = sheets["Harriet Crane"]
    sheets["Harriet Crane"] = replace(
        harriet,
        name=INVESTIGATOR,
        occupation=OCCUPATION,
        notes=NOTES,
        skills=(*harriet.skills, Skill(SKILL, 60, SPECIALIZATION)),
        weapons=(*harriet.weapons, Weapon(WEAPON, f"{SKILL} ({SPECIALIZATION})", "1D6")),
    )
    sheets["Cultist of the Marsh"] = replace(sheets["Cultist of the Marsh"], name=NPC)
    ghoul = sheets["Ghoul"]
    sheets["Ghoul"] = replace(ghoul, name=MONSTER, weapons=(replace(ghoul.weapons[0], name=CLAW), *ghoul.weapons[1:]))
    sheets["Sheriff Amos Pike"] = replace(sheets["Sheriff Amos Pike"], name=ESCAPED)
    with transaction():
        for sheet in sheets.values():
            character_rows.write_character(None, character_rows.validated(sheet))
    settings = QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.show_campaign()
    qtbot.addWidget(window)
    window.show()
    window.answers = answers
    window.shown = shown
    window.dialogs = dialogs
    return window


def ids(window) -> dict[str, int]:
    return {row.name: row.id for row in character_rows.roster_rows()}


def play(window, qtbot) -> None:
    """A little of everything: the roster, the dice, a fight, a chase with locations, a Sanity scene, a tome."""
    tabs = window.ui.tabs
    window.build_all_tabs()
    who = ids(window)
    session = window.session

    roster_tab = window.tab("Roster")
    tabs.setCurrentWidget(roster_tab.parentWidget())
    roster_tab.select(who[INVESTIGATOR])
    roster_tab.care.ui.diceEdit.setText("1D3")
    roster_tab.care.ui.whyEdit.setText(WHY)
    roster_tab.care.dice = ScriptedDice([1])
    roster_tab.care.ui.damageButton.click()
    window.answers.extend(["0/1D6"])
    roster_tab.select(who[MONSTER])
    assert roster_tab.add_to_bestiary(who[MONSTER])
    roster_tab.select(who[INVESTIGATOR])
    roster_tab.care.ui.whyEdit.setText(WHY)  # picking another character cleared it: typed again, to be walked
    window.shown.extend(menu_texts(roster_tab.row_menu(), "roster row menu", set()))
    session.save_catalog_weapon(Weapon(CATALOG, "Fighting (Brawl)", "1D4"))
    save_occupation(Occupation(TRADE, "EDU*4", (10, 50), (f"{SKILL} ({SPECIALIZATION})", "Any")))
    CharacterDialog(session, who[INVESTIGATOR], window)  # walked with the window, its child
    wizard = CreationWizard(window, dice=ScriptedDice([5] * 200), start=session.sheet(who[INVESTIGATOR]))
    wizard.show()
    wizard.ui.occupationCombo.setCurrentIndex(wizard.ui.occupationCombo.findText(TRADE))
    for _ in wizard.pageIds():
        wizard.next()

    dice = window.tab("Dice")
    tabs.setCurrentWidget(dice.parentWidget())
    dice.ui.characterCombo.setCurrentIndex(dice.ui.characterCombo.findData(who[INVESTIGATOR]))
    dice.ui.targetCombo.setCurrentIndex(
        dice.ui.targetCombo.findText(f"{SKILL} ({SPECIALIZATION})", Qt.MatchFlag.MatchStartsWith)
    )
    dice.ui.rollButton.click()

    combat = window.tab("Combat")
    tabs.setCurrentWidget(combat.parentWidget())
    window.answers.append(FIGHT)
    combat.new_fight()
    for name in (INVESTIGATOR, NPC, MONSTER, f"Bestiary: {MONSTER}"):
        combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText(name))
        combat.add_combatant()
    combat.scene.dice = ScriptedDice([5] * 40)
    combat.next_turn()
    window.ui.actionPlayers.setChecked(True)

    chase = window.tab("Chase")
    tabs.setCurrentWidget(chase.parentWidget())
    window.answers.append(CHASE)
    chase.new_chase()
    chase_scene = chase.scene
    chase_scene.add(chase_scene.runner_from_sheet(who[INVESTIGATOR], session.sheet(who[INVESTIGATOR]), FLEEING))
    chase_scene.add(chase_scene.runner_from_sheet(who[NPC], session.sheet(who[NPC]), PURSUING))
    chase_scene.dice = ScriptedDice([5] * 40)
    chase._do(chase_scene.speed_rolls)
    chase._do(chase_scene.cut_to_the_chase)
    chase._do(lambda: chase_scene.set_location(1, Location(Difficulty.HARD, note=PLACE)))
    big = next(r.key for r in chase_scene.state.runners if r.name == INVESTIGATOR)
    npc = next(r.key for r in chase_scene.state.runners if r.name == NPC)
    chase.select(npc)
    for key in (big, npc):
        window.shown.extend(menu_texts(chase.token_menu(key), "token menu", set()))
    window.shown.extend(menu_texts(chase.location_menu(1), "location menu", set()))

    sanity = window.tab("Sanity")
    tabs.setCurrentWidget(sanity.parentWidget())
    window.answers.append(ENCOUNTER)
    sanity.new_encounter()
    sanity.ui.lossEdit.setText("0/1D2")
    window.answers.append(HORROR)
    sanity.add_horror()
    row = next(r for r in range(sanity.minds.rowCount()) if sanity.minds.mind_at(r).name == INVESTIGATOR)
    sanity.minds.setData(sanity.minds.index(row, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    sanity.ui.mindsView.selectRow(row)
    sanity.ui.horrorCombo.setCurrentIndex(sanity.ui.horrorCombo.findText(HORROR, Qt.MatchFlag.MatchStartsWith))
    sanity.scene.dice = ScriptedDice([6, 10, 1])  # 95 fails: 1 SAN lost to it
    sanity.roll()
    sanity.chart.grab()  # drawn, so its points can be hovered
    for centre in sanity.chart._drawn:
        qtbot.mouseMove(sanity.chart, centre.toPoint())

    tomes = window.tab("Tomes")
    tabs.setCurrentWidget(tomes.parentWidget())
    tomes._do(lambda: tomes.scene.add_tome(Tome(TOME, LANGUAGE, "printed", 1, 2, 5, "1D2", 4, ())))
    tomes.ui.readerCombo.setCurrentIndex(tomes.ui.readerCombo.findData(who[INVESTIGATOR]))
    tomes.ui.tomeCombo.setCurrentIndex(tomes.ui.tomeCombo.findData(TOME))
    tomes.ui.giveButton.click()
    tomes.scene.dice = ScriptedDice([5] * 20)
    tomes.ui.readButton.click()

    cards = window.tab("Cards")
    tabs.setCurrentWidget(cards.parentWidget())
    cards.refresh_characters()
    tabs.setCurrentWidget(combat.parentWidget())
    session.adjust_tracker(who[NPC], "luck", -1)  # the step Edit > Undo names
    qtbot.wait(10)


def recorded(window) -> list[tuple[str, str]]:
    """Prompts, hovers and context menus, and the message boxes shown, as Qt showed them."""
    boxes = [
        (f"message box {title!r}", text if form == Qt.TextFormat.PlainText else guessed(text))
        for title, text, form in window.dialogs.shown
    ]
    return window.shown + boxes


def test_typed_markup_shows_as_typed_everywhere(marked_window, qtbot):
    window = marked_window
    play(window, qtbot)
    texts = list(shown_texts(window, recorded(window)))
    for typed in (
        INVESTIGATOR,
        NPC,
        MONSTER,
        WEAPON,
        FIGHT,
        CHASE,
        PLACE,
        ENCOUNTER,
        HORROR,
        TOME,
        WHY,
        CATALOG,
        TRADE,
        SKILL,
        NOTES,
        OCCUPATION,
        CAMPAIGN,
        FILE,
        ESCAPED,
        CLAW,
        LANGUAGE,
    ):
        assert any(typed in text for _, text in texts), f"{typed} is shown nowhere: the walk missed it"
    found = interpreted(window, recorded(window))
    assert not found, f"{len(found)} place(s) show typed text as markup:\n" + "\n".join(found)


def test_typed_markup_shows_as_typed_in_a_cthulhu_rising_fight(marked_window, qtbot):
    window = marked_window
    window.session.set_combat_rules("rising")
    window.build_all_tabs()
    who = ids(window)
    rising = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(rising.parentWidget())
    window.answers.append(FIGHT)
    rising.new_fight()
    for name in (INVESTIGATOR, NPC, MONSTER):
        rising.ui.rosterCombo.setCurrentIndex(rising.ui.rosterCombo.findData(who[name]))
        rising.add_fighter()
    rising.ui.fightersView.selectRow(1)
    rising.set_strike_rank()
    rising.scene.dice = ScriptedDice([5] * 40)
    rising.ui.nextButton.click()
    for key in (f.key for f in rising.scene.state.fighters):
        window.shown.extend(menu_texts(rising.fighter_menu(key), "fighter menu", set()))
    window.ui.actionPlayers.setChecked(True)
    texts = list(shown_texts(window, recorded(window)))
    for typed in (INVESTIGATOR, NPC, MONSTER, FIGHT):
        assert any(typed in text for _, text in texts), f"{typed} is shown nowhere: the walk missed it"
    found = interpreted(window, recorded(window))
    assert not found, f"{len(found)} place(s) show typed text as markup:\n" + "\n".join(found)
