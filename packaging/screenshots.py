"""Screenshots of every tab for the README: `python packaging/screenshots.py SCHEME WIDTH HEIGHT` (light or dark) on a
real display (under Xvfb: `xvfb-run -s "-screen 0 1920x1080x24" python packaging/screenshots.py dark 1920 1080`).

Keeper Desk starts on a fresh default campaign with the scheme forced from the View menu's setting, a short evening is
played through the tabs (rolls, a fight with a blow, a chase, a Sanity roll, notes, a tome read), and each tab is
saved as packaging/screenshots/SCHEME-WIDTHxHEIGHT-TAB.png."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def evening(window) -> None:
    """Something on every tab, as a Keeper would leave it mid-session."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from desktop.rules import Difficulty, ScriptedDice
    from desktop.rules.chase.chase_state import FLEEING, PURSUING, Location
    from desktop.store import character_rows

    who = {row.name: row.id for row in character_rows.roster_rows()}
    session = window.session
    window.show_tab("Dice")
    dice = window.tab("Dice")
    QApplication.processEvents()
    dice.dice.dice = ScriptedDice([3, 2, 5, 7, 10, 9, 2, 4, 8, 8, 1, 1])
    dice.ui.characterCombo.setCurrentIndex(dice.ui.characterCombo.findText("Harriet Crane"))
    for skill in ("Spot Hidden", "Library Use", "Listen"):
        at = next(i for i in range(dice.ui.targetCombo.count()) if dice.ui.targetCombo.itemText(i).startswith(skill))
        dice.ui.targetCombo.setCurrentIndex(at)
        dice.ui.rollButton.click()
        QApplication.processEvents()

    window.show_tab("Combat")
    combat = window.tab("Combat")
    QApplication.processEvents()
    combat.scene.start("The boathouse")
    for name in ("Walt Brennan", "Harriet Crane", "Ghoul"):
        combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText(name))
        combat.add_combatant()
    combat.scene.dice = ScriptedDice([1, 1, 3, 3, 3, 3, 2, 2] * 8)  # every face fits any die of the blows
    combat.next_turn()
    combat.ui.attackButton.click()
    combat.next_turn()
    combat.ui.attackButton.click()

    window.show_tab("Chase")
    chase = window.tab("Chase")
    QApplication.processEvents()
    scene = chase.scene
    scene.dice = ScriptedDice([6, 2] * 3)  # speed rolls of 15: everyone keeps their MOV
    for name, side, vehicle in (
        ("Walt Brennan", PURSUING, "Car, standard"),
        ("Cultist of the Marsh", FLEEING, "Motorcycle, light"),
        ("Sheriff Amos Pike", PURSUING, ""),
        ("Harriet Crane", PURSUING, ""),
    ):
        scene.add(scene.runner_from_sheet(who[name], session.sheet(who[name]), side, vehicle))
    scene.board(scene.state.runners[-1].key, scene.state.runners[0].key)
    scene.speed_rolls()
    scene.cut_to_the_chase()
    scene.set_location(4, Location(Difficulty.HARD, note="market stalls"))
    scene.set_location(6, Location(barrier_hp=15, note="Strong external door", hidden=True))
    scene.dice = ScriptedDice([1, 2])
    scene.move(scene.state.runners[1].key)
    chase.select(scene.state.runners[0].key)

    window.show_tab("Sanity")
    sanity = window.tab("Sanity")
    QApplication.processEvents()
    for name in ("Walt Brennan", "Harriet Crane"):
        row = next(r for r in range(sanity.minds.rowCount()) if sanity.minds.mind_at(r).name == name)
        sanity.minds.setData(sanity.minds.index(row, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    ghoul = sanity.ui.horrorCombo.findText("Ghoul", Qt.MatchFlag.MatchStartsWith)
    if ghoul >= 0:
        sanity.ui.horrorCombo.setCurrentIndex(ghoul)
    else:
        sanity.ui.lossEdit.setText("0/1D6")
    sanity.scene.dice = ScriptedDice([9, 6, 2, 5, 3, 2, 1, 4] * 5)
    sanity.roll()

    window.show_tab("Notes")
    notes = window.tab("Notes")
    QApplication.processEvents()
    for title, body in (
        ("The boathouse", "Where [[Walt Brennan]] fell through the jetty. The Ghoul came up through the floor."),
        ("The Marsh house", "Shutters nailed shut from within. [[Harriet Crane]] wants the cellar; nobody else does."),
    ):
        notes.new_note(title)
        notes.ui.titleEdit.setText(title)
        notes.ui.bodyEdit.setPlainText(body)
        notes.save_now()

    window.show_tab("Tomes")
    tomes = window.tab("Tomes")
    QApplication.processEvents()
    tomes.ui.readerCombo.setCurrentIndex(tomes.ui.readerCombo.findData(who["Dr. Mae Okafor"]))
    tomes.ui.giveButton.click()
    tomes.scene.dice = ScriptedDice([2, 3, 1, 2] * 5)
    tomes.ui.readButton.click()


def main(scheme: str, width: int, height: int) -> int:
    home = Path(tempfile.mkdtemp(prefix="keeper-desk-shots-"))
    os.environ["KEEPER_DESK_HOME"] = str(home)
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from desktop.paths import settings_path
    from desktop.views.window.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    settings = QSettings(str(settings_path()), QSettings.Format.IniFormat)
    settings.setValue("view/scheme", scheme)
    settings.sync()
    QMessageBox.exec = lambda box: QMessageBox.StandardButton.Ok  # nothing modal may wait for a click here
    from desktop.app import main as start

    def when_open() -> None:
        window = next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)
        if window is None or window.session is None or window.opening:
            QTimer.singleShot(50, when_open)
            return
        window.resize(width, height)
        window.move(0, 0)
        for index in range(window.ui.tabs.count()):  # every tab built, at its size
            window.ui.tabs.setCurrentIndex(index)
            app.processEvents()
        evening(window)
        for index in range(window.ui.tabs.count()):
            window.ui.tabs.setCurrentIndex(index)
            for _ in range(30):  # let the cards' preview and the logs' rows settle
                app.processEvents()
            title = window.ui.tabs.tabText(index).replace("&", "")
            window.grab().save(str(HERE / "screenshots" / f"{scheme}-{width}x{height}-{title}.png"))
        window.close()
        app.exit(0)

    QTimer.singleShot(0, when_open)
    return start([])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
