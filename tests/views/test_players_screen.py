"""The players' screen worth showing: on the second screen, full screen, as last left (two virtual screens); large
type in the app's own colours; the fight's order with opponents' state in words and the hidden left out (Hide/Reveal
in the Combat tab and on the chase map, one undo step each); handouts shown from the Handouts window and put away,
journalled by whom and when; and a walk of everything it shows after every kind of step — a fight, a chase, a
Sanity roll, a secret roll, a handout whose title is `<b>` markup — finding no markup, no Keeper note, no hidden roll,
no hidden hazard, no hidden combatant and no opponent's number. Screenshots in light and dark are written to the
folder $KD_SHOTS names, when it is set."""

import json
import os
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from dice_faces import d100
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QLabel

from desktop.models.chase.chase_scene import ChaseScene
from desktop.models.combat.fight_scene import Encounter
from desktop.models.dice.dice_session import DiceSession, target_named
from desktop.models.handouts.handout_book import HandoutBook
from desktop.models.marks import MarkRole
from desktop.models.sanity.sanity_scene import SanityScene
from desktop.rules import Difficulty, ScriptedDice
from desktop.rules.chase.chase_state import FLEEING, PURSUING, Location
from desktop.rules.combat.actions import Defence
from desktop.rules.sanity.minds import Horror
from desktop.store import character_rows, handouts, journal
from desktop.views.chase.chase_map import Token
from desktop.views.common import theme
from desktop.views.window.players_screen import choose_screen
from desktop.views.window.players_window import CHASE_PAGE, COMBAT_PAGE, HANDOUT_PAGE, LARGE_TYPE, RECAP_PAGE

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("two_screens_driver.py")
SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="90"/></svg>'
SECRET_NOTE = "the cellar stair is rotten"  # a hidden hazard's note: the Keeper's
KEEPER_NOTES = "Keeper only: Walt is the cult's mole"  # a character's notes


def png(width: int = 64, height: int = 40) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + bytes((150, (30 + y * 4) % 256, 40)) * width for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


# --- which screen -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("names", "primary", "remembered", "chosen"),
    [
        (["Laptop", "TV"], "Laptop", None, "TV"),  # the second screen, the first time
        (["TV", "Laptop"], "Laptop", None, "TV"),  # whichever is not the primary
        (["Laptop", "TV", "Projector"], "Laptop", "Projector", "Projector"),  # where it was left
        (["Laptop", "TV"], "Laptop", "Laptop", "Laptop"),  # left on the Keeper's own screen: stays there
        (["Laptop"], "Laptop", "TV", "Laptop"),  # the TV is unplugged: the one screen there is
        ([], "", None, None),
    ],
)
def test_the_players_window_goes_to_the_second_screen_or_where_it_was_left(names, primary, remembered, chosen):
    assert choose_screen(names, primary, remembered) == chosen


def run_on_two_screens(tmp_path: Path, then: str) -> list[dict]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    config = tmp_path / "screens.json"
    screen = {"x": 0, "y": 0, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config.write_text(
        json.dumps(
            {
                "screens": [
                    screen | {"name": "Keeper", "width": 1280, "height": 800},
                    screen | {"name": "TV", "x": 1280, "width": 1920, "height": 1080},
                ]
            }
        )
    )
    campaign = tmp_path / "two.kdesk"
    campaign.write_bytes((ROOT / "tests" / "fixtures" / "campaign-v12.kdesk").read_bytes())
    env = os.environ | {
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "PYTHONPATH": str(ROOT),
        "KEEPER_DESK_HOME": str(tmp_path / "home"),
    }
    settings = tmp_path / "settings.ini"
    done = subprocess.run(
        [sys.executable, str(DRIVER), str(campaign), str(settings), then],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def test_on_two_screens_it_opens_full_screen_on_the_tv_and_remembers_how_it_was_left(tmp_path):
    first, again = run_on_two_screens(tmp_path, "as it is")
    assert first == {"screen": "TV", "full": True, "visible": True} and again == first
    first, again = run_on_two_screens(tmp_path / "windowed", "windowed")
    assert first["full"] and again == {"screen": "TV", "full": False, "visible": True}  # F11 left full screen
    _, again = run_on_two_screens(tmp_path / "moved", "keeper")
    assert again == {"screen": "Keeper", "full": False, "visible": True}  # put on the Keeper's screen: back there


def test_on_one_screen_it_opens_as_a_window_in_large_type_and_the_apps_colours(window):
    window.ui.actionPlayers.trigger()
    players = window.players
    assert players.isVisible() and not players.isFullScreen()  # one screen: the Keeper's, not filled
    assert players.font().pointSizeF() == pytest.approx(window.font().pointSizeF() * LARGE_TYPE)
    assert players.title.font().pointSizeF() > players.font().pointSizeF()
    for scheme in ("dark", "light"):
        window.appearance.choose(scheme)
        ground = players.palette().color(QPalette.ColorRole.Window)
        assert ground == theme.palette(scheme).color(QPalette.ColorRole.Window), scheme


# --- what it shows ------------------------------------------------------------------------------------------------


def shown(players) -> list[str]:
    """Every text the players' window shows, read from its widgets; a label holding markup must show it as typed."""
    texts = [players.windowTitle()]
    for label in players.findChildren(QLabel):
        if label.isVisibleTo(players):
            if "<" in label.text():
                assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
            texts += [label.text(), label.toolTip()]
    for row in range(players.order.count()):
        item = players.order.item(row)
        texts += [item.text(), item.toolTip(), *(b.text for b in item.data(MarkRole.BADGES) or ())]
    for item in players.map.scene().items():
        texts.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        if isinstance(item, Token):
            texts += [item.runner.name, item.runner.vehicle, item.riding]
    if players.last.isVisibleTo(players):
        texts += [piece.text for piece in players.last.pieces()]
    if players.pages.currentIndex() == RECAP_PAGE:
        texts.append(players.recap.toPlainText())
    return [t for t in texts if t]


def never_shown(players, *secrets: str) -> None:
    seen = "\n".join(shown(players))
    for secret in (SECRET_NOTE, KEEPER_NOTES, "Secret:", "Hidden:", *secrets):
        assert secret not in seen, (secret, seen)


def shoot(players, window, name: str, out: Path | None) -> None:
    picture = players.grab()
    assert not picture.isNull() and picture.width() > 200
    if out is not None:
        picture.save(str(out / f"{name}.png"))


def test_a_scripted_session_with_the_players_screen_open_shows_only_what_the_keeper_shows(window, qtbot, tmp_path):
    shots = Path(os.environ["KD_SHOTS"]) if os.environ.get("KD_SHOTS") else None
    session = window.session
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    walt = session.sheet(ids["Walt Brennan"])
    from dataclasses import replace

    session.update_character(ids["Walt Brennan"], replace(walt, notes=KEEPER_NOTES))
    window.ui.actionPlayers.trigger()
    players = window.players
    players.resize(1280, 720)
    book = session.scene(HandoutBook)

    # The Keeper prepares two handouts in View > Handouts… (F9): a letter whose title is markup, and a map.
    handouts_window = window.handout_menu.show_handouts()
    letter = handouts_window.add_text("<b>Uncle Silas</b>'s letter", "Do not open the <i>cellar</i> door.\n— S.")
    (tmp_path / "Marsh map.png").write_bytes(png())
    (tmp_path / "sigil.svg").write_bytes(SVG)
    marsh = handouts_window.add_image(tmp_path / "Marsh map.png")
    sigil = handouts_window.add_image(tmp_path / "sigil.svg")
    (tmp_path / "fake.png").write_text("not a picture")
    assert handouts_window.add_image(tmp_path / "fake.png") is None
    assert handouts_window.message.text().startswith("fake.png: this is not a PNG image")
    assert [h.title for h in book.all()] == ["<b>Uncle Silas</b>'s letter", "Marsh map", "sigil"]

    # A fight, the Combat tab in front: a lurker the Keeper keeps hidden, then reveals.
    combat = window.tab("Combat")
    assert players.pages.currentIndex() == COMBAT_PAGE
    fight = session.scene(Encounter)
    fight.dice = ScriptedDice([1] * 40)
    fight.start("The boathouse")
    for name in ("Walt Brennan", "Harriet Crane"):
        fight.add_from_roster(ids[name])
    fight.add_from_bestiary("Ghoul", copies=2)
    keys = {c.name: c.key for c in fight.state.combatants}
    combat.ui.initiativeView.selectRow(next(i for i, c in enumerate(fight.state.combatants) if c.name == "Ghoul 2"))
    steps = session.undo_stack.count()
    combat.ui.hiddenCheck.click()
    assert session.undo_stack.count() == steps + 1 and fight.state.get(keys["Ghoul 2"]).hidden
    assert "hidden from the players" in fight.model.index(fight.model.row_of(keys["Ghoul 2"]), 6).data()
    lines = [players.order.item(i).text() for i in range(players.order.count())]
    assert not any("Ghoul 2" in line for line in lines) and len(lines) == 3
    fight.dice = ScriptedDice([*d100(25), *d100(90), 3, 4, 3, 4, *d100(60), *d100(60)])
    fight.melee(keys["Ghoul 1"], keys["Walt Brennan"], defence=Defence.DODGE)
    ghoul = fight.state.get(keys["Ghoul 1"])
    lines = [players.order.item(i).text() for i in range(players.order.count())]
    assert "▶ Ghoul 1  —  unhurt" in lines, lines  # its turn: the marker on it (a hidden one's turn shows none)
    assert any("Walt Brennan  —  HP" in line for line in lines)  # an investigator's own HP, which the players know
    never_shown(players, "Ghoul 2", f"{ghoul.hp} / {ghoul.max_hp}", f"HP {ghoul.hp}", str(ghoul.dex))
    fight.dice = ScriptedDice([*d100(5), 10, 10, 10, 10, 10])
    fight.shoot(keys["Harriet Crane"], keys["Ghoul 1"], weapon="Handgun (.38 revolver)", distance=8)
    assert "Ghoul 1  —  " in "\n".join(shown(players))
    said = {players.order.item(i).text().split("  —  ")[-1] for i in range(players.order.count())}
    assert said & {"wounded", "badly hurt", "down"}, said
    shoot(players, window, "fight-light", shots)

    # Mid-fight the Keeper shows the letter: Enter in the Handouts window, for everyone.
    handouts_window.select(letter)
    qtbot.keyClick(handouts_window.table, Qt.Key.Key_Return)
    assert players.pages.currentIndex() == HANDOUT_PAGE
    assert handouts_window._selected() == letter and handouts_window.show_button.isEnabled()  # still selected
    assert players.title.text() == "<b>Uncle Silas</b>'s letter"  # as typed: plain text, never bold
    assert players.handout.text.text() == "Do not open the <i>cellar</i> door.\n— S."
    never_shown(players)
    shoot(players, window, "handout-letter-light", shots)
    combat.ui.initiativeView.selectRow(next(i for i, c in enumerate(fight.state.combatants) if c.name == "Ghoul 2"))
    assert combat.ui.hiddenCheck.isChecked()
    combat.ui.hiddenCheck.click()  # the Keeper reveals Ghoul 2 meanwhile: the handout stays up
    assert not fight.state.get(keys["Ghoul 2"]).hidden and players.pages.currentIndex() == HANDOUT_PAGE
    window.handout_menu.put_away_action.trigger()  # Shift+F9
    assert players.pages.currentIndex() == COMBAT_PAGE
    assert any("Ghoul 2" in players.order.item(i).text() for i in range(players.order.count()))
    session.undo_stack.undo()  # revealing was one step: undone, hidden again
    assert not any("Ghoul 2" in players.order.item(i).text() for i in range(players.order.count()))
    # The map, to two investigators by name: the journal says so.
    handouts_window.select(marsh)
    handouts_window.show_to(((ids["Walt Brennan"], "Walt Brennan"), (ids["Harriet Crane"], "Harriet Crane")))
    assert not players.handout.image.pixmap().isNull() and players.title.text() == "Marsh map"
    shoot(players, window, "handout-map-light", shots)
    window.handout_menu.put_away_action.trigger()
    fight.end()

    # A chase, the Chase tab in front: a hidden hazard with the Keeper's note, and a pursuer kept hidden.
    window.tab("Chase")
    assert players.pages.currentIndex() == CHASE_PAGE
    chase = session.scene(ChaseScene)
    chase.dice = ScriptedDice([*d100(10)] * 10)
    chase.start("Out of the boathouse")
    chase.add(chase.runner_from_sheet(ids["Walt Brennan"], session.sheet(ids["Walt Brennan"]), FLEEING))
    chase.add(chase.runner_from_sheet(ids["Harriet Crane"], session.sheet(ids["Harriet Crane"]), FLEEING))
    chase.add(chase.runner_from_sheet(ids["Marsh Hound"], session.sheet(ids["Marsh Hound"]), PURSUING))
    chase.add(chase.runner_from_sheet(ids["Ghoul"], session.sheet(ids["Ghoul"]), PURSUING))
    chase.speed_rolls()
    chase.cut_to_the_chase()
    chase.set_location(5, Location(Difficulty.EXTREME, note=SECRET_NOTE, hidden=True))
    hound = next(r.key for r in chase.state.runners if r.name == "Marsh Hound")
    tab = window.tab("Chase")
    menu = tab.token_menu(hound)
    steps = session.undo_stack.count()
    next(a for a in menu.actions() if a.text() == "Hide from the Players").trigger()
    assert session.undo_stack.count() == steps + 1 and chase.state.get(hound).hidden
    on_map = {token.runner.name for token in players.map.tokens.values()}
    assert "Marsh Hound" not in on_map and "Walt Brennan" in on_map
    assert "Marsh Hound" in {token.runner.name for token in tab.map.tokens.values()}  # the Keeper's map has it
    assert players.map.cells[5].toolTip() == "Location 5: open"
    track = players.map.mapFromScene(players.map.sceneRect()).boundingRect()
    room = players.map.viewport().size()  # the track scaled to fill the window (Qt's fit keeps a few pixels' margin)
    assert track.width() >= room.width() * 0.98 or track.height() >= room.height() * 0.98
    never_shown(players, "Marsh Hound", "Extreme")
    shoot(players, window, "chase-light", shots)
    # The sigil mid-chase, shown and put away with a key.
    handouts_window.select(sigil)
    qtbot.keyClick(handouts_window.table, Qt.Key.Key_Enter)
    assert not players.handout.image.pixmap().isNull() and players.title.text() == "sigil"
    window.handout_menu.put_away_action.trigger()
    next(a for a in tab.token_menu(hound).actions() if a.text() == "Reveal to the Players").trigger()
    assert "Marsh Hound" in {token.runner.name for token in players.map.tokens.values()}
    chase.end()

    # A Sanity scene, in the open and hidden, and a secret roll in the Dice tab: nothing of the hidden ones shows.
    window.tab("Sanity")
    minds = session.scene(SanityScene)
    minds.dice = ScriptedDice([*d100(80), 4, *d100(20)] * 4)
    minds.roll([ids["Walt Brennan"], ids["Harriet Crane"]], Horror("Ghoul", "0/1D6"))
    minds.roll([ids["Harriet Crane"]], Horror("Byakhee", "1/1D6"), hidden=True)
    DiceSession(session, ScriptedDice(d100(12))).roll(
        target_named(ids["Harriet Crane"], "Spot Hidden"), Difficulty.REGULAR, secret=True
    )
    window.tab("Combat")
    never_shown(players)
    window.tab("Chase")
    never_shown(players)

    # The journal says which handout was shown to whom and when; the Handouts window shows the last time.
    assert [s.to for s in handouts.showings(letter)] == ["everyone at the table"]
    assert [s.to for s in handouts.showings(marsh)] == ["Walt Brennan, Harriet Crane"]
    whats = [e.what for e in journal.entries(("handout",))]
    assert "Handout shown to Walt Brennan, Harriet Crane: Marsh map" in whats and "Handout put away: sigil" in whats
    row = book.model.row_of(marsh)
    assert book.model.index(row, 2).data().endswith("to Walt Brennan, Harriet Crane")

    # Light and dark: the same screen in the app's colours.
    handouts_window.select(letter)
    handouts_window.show_to_everyone()
    window.appearance.choose("dark")
    shoot(players, window, "handout-letter-dark", shots)
    window.handout_menu.put_away_action.trigger()
    window.tab("Combat")
    fight.start("The marsh house")
    fight.add_from_roster(ids["Walt Brennan"])
    fight.add_from_bestiary("Ghoul")
    assert not players.last.isVisibleTo(players)  # nothing rolled in this fight yet: not the last fight's exchange
    shoot(players, window, "fight-dark", shots)
    assert players.palette().color(QPalette.ColorRole.Window) == theme.palette("dark").color(QPalette.ColorRole.Window)


def test_a_handout_removed_while_shown_leaves_the_screen_and_undo_brings_it_back(window):
    window.ui.actionPlayers.trigger()
    players = window.players
    book = window.session.scene(HandoutBook)
    letter = book.add_text("Letter", "Come alone.")
    book.show(letter)
    assert players.pages.currentIndex() == HANDOUT_PAGE
    book.remove(letter)
    assert players.pages.currentIndex() != HANDOUT_PAGE and book.all() == []
    window.session.undo_stack.undo()
    assert [h.id for h in book.all()] == [letter] and book.load(letter).text == "Come alone."
    window.session.undo_stack.undo()  # the adding, taken back
    assert book.all() == []
    window.session.undo_stack.redo()
    assert [h.title for h in book.all()] == ["Letter"]


def test_the_handouts_table_passes_the_model_tester(window, qtmodeltester, tmp_path):
    book = window.session.scene(HandoutBook)
    book.add_text("Letter", "Come alone.")
    (tmp_path / "map.png").write_bytes(png())
    book.show(book.add_image(tmp_path / "map.png"))
    qtmodeltester.check(book.model)
    assert book.model.index(1, 2).data().endswith("to everyone at the table")
    assert book.model.index(0, 2).data() == "never"


def test_a_cthulhu_rising_fight_on_the_players_window_by_strike_rank_with_hide_and_reveal(window, qtbot, monkeypatch):
    """With Cthulhu Rising's rules the players' window follows the Rising fight (it showed "No fight under way"):
    by strike rank, opponents' state in words, a fighter hidden with the tab's button (one undo step) left out."""
    from tests.views.test_rising_tab import rising_fight

    tab = rising_fight(window, qtbot, monkeypatch)
    window.ui.actionPlayers.trigger()
    players = window.players
    assert players.pages.currentIndex() == COMBAT_PAGE and players.title.text().startswith("Boathouse — round 1")
    lines = [players.order.item(i).text() for i in range(players.order.count())]
    assert lines[0].strip().startswith("Walt Brennan  —  HP") and lines[1].strip() == "Ghoul  —  unhurt"
    ghoul = next(f for f in tab.scene.state.fighters if f.name == "Ghoul")
    tab.ui.fightersView.selectRow(1)
    steps = window.session.undo_stack.count()
    qtbot.mouseClick(tab.ui.hideButton, Qt.MouseButton.LeftButton)
    assert window.session.undo_stack.count() == steps + 1 and tab.scene.state.get(ghoul.key).hidden
    assert tab.ui.fightersView.model().index(1, 0).data() == "Ghoul (hidden from the players)"
    never_shown(players, "Ghoul")
    assert players.order.count() == 1
    window.session.undo_stack.undo()
    assert [players.order.item(i).text().strip() for i in range(2)][1] == "Ghoul  —  unhurt"
