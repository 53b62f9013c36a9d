"""Run by test_no_network.py as its own process, under strace: Keeper Desk started as `python -m desktop` starts it
(desktop.app.main, offscreen), then a short session through the real window — every tab shown, a fight with an
attack, a chase cut to with its map on the players' window, a Sanity roll, a tome given and read, the card preview
painted and the deck saved as a PDF — then quit. Prints one JSON line: what was done, and whether Qt's print support
was ever loaded."""

import json
import os
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"


def drive(window, out: Path) -> dict:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from desktop.rules import ScriptedDice
    from desktop.rules.chase.chase_state import FLEEING, PURSUING
    from desktop.store import character_rows

    tabs = window.ui.tabs
    done = []
    who = {row.name: row.id for row in character_rows.roster_rows()}
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        QApplication.processEvents()
        done.append(tabs.tabText(index))
    session = window.session

    combat = window.tab("Combat")
    tabs.setCurrentWidget(combat.parentWidget())
    combat.scene.start("The boathouse")
    for name in ("Walt Brennan", "Ghoul"):
        combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText(name))
        combat.add_combatant()
    combat.scene.dice = ScriptedDice([5] * 60)
    combat.next_turn()
    combat.ui.attackButton.click()
    window.ui.actionPlayers.setChecked(True)
    done.append("fight")

    chase = window.tab("Chase")
    tabs.setCurrentWidget(chase.parentWidget())
    scene = chase.scene
    scene.add(scene.runner_from_sheet(who["Tomás Vega"], session.sheet(who["Tomás Vega"]), FLEEING))
    scene.add(scene.runner_from_sheet(who["Marsh Hound"], session.sheet(who["Marsh Hound"]), PURSUING))
    scene.dice = ScriptedDice([5] * 60)
    chase._do(scene.speed_rolls)
    chase._do(scene.cut_to_the_chase)
    window.players.grab()
    done.append("chase")

    sanity = window.tab("Sanity")
    tabs.setCurrentWidget(sanity.parentWidget())
    row = next(r for r in range(sanity.minds.rowCount()) if sanity.minds.mind_at(r).name == "Walt Brennan")
    sanity.minds.setData(sanity.minds.index(row, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    sanity.scene.dice = ScriptedDice([5] * 20)
    sanity.roll()
    done.append("sanity")

    tomes = window.tab("Tomes")
    tabs.setCurrentWidget(tomes.parentWidget())
    tomes.ui.readerCombo.setCurrentIndex(tomes.ui.readerCombo.findData(who["Dr. Mae Okafor"]))
    tomes.ui.giveButton.click()
    tomes.scene.dice = ScriptedDice([5] * 20)
    tomes.ui.readButton.click()
    done.append("tome")

    cards = window.tab("Cards")
    tabs.setCurrentWidget(cards.parentWidget())
    cards.refresh_preview()
    window.grab()
    cards.ask_pdf_path = lambda: str(out)
    done.append(f"pdf {cards.save_pdf()} pages")
    session.undo_stack.undo()
    session.undo_stack.redo()
    return {"ok": True, "done": done, "print_support": "PySide6.QtPrintSupport" in sys.modules}


def main(campaign: str, out: str) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from desktop.app import main as start
    from desktop.views.window.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    QMessageBox.exec = lambda box: QMessageBox.StandardButton.Ok  # nothing modal may wait for a click here

    def when_open() -> None:
        window = next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)
        if window is None or window.session is None:
            QTimer.singleShot(50, when_open)
            return
        try:
            report = drive(window, Path(out))
        except Exception as exc:  # reported, never a hang
            report = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        print(json.dumps(report), flush=True)
        window.close()
        app.exit(0 if report["ok"] else 1)

    QTimer.singleShot(0, when_open)
    return start([campaign])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
