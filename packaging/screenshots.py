"""Regenerates the README's screenshots from the sample campaign, offscreen: `python packaging/screenshots.py`."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent / "screenshots"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="keeper-desk-shots-"))
    os.environ["KEEPER_DESK_HOME"] = str(home)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from desktop.models.opening import open_for_window, release
    from desktop.rules import Difficulty, ScriptedDice
    from desktop.rules.chase.chase_state import Location
    from desktop.store.character_rows import character_choices
    from desktop.views.window.main_window import MainWindow

    open_for_window(home / "Default.kdesk", "Default Campaign")
    window = MainWindow(QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
    window.show_campaign()
    window.resize(1280, 800)
    window.show()

    def shot(title: str, name: str) -> None:
        window.ui.tabs.setCurrentWidget(window.tab(title).parentWidget())
        for _ in range(5):
            app.processEvents()
        window.grab().save(str(HERE / name))

    shot("Roster", "main-window.png")
    dice = window.tab("Dice")
    dice.dice.dice = ScriptedDice([5, 4, 8])
    dice.ui.characterCombo.setCurrentIndex(dice.ui.characterCombo.findText("Harriet Crane"))
    targets = dice.ui.targetCombo
    targets.setCurrentIndex(next(i for i in range(targets.count()) if targets.itemText(i).startswith("Spot Hidden")))
    dice.ui.bonusSpin.setValue(1)
    dice.roll()
    shot("Dice", "dice-tab.png")
    combat = window.tab("Combat")
    combat.scene.start("The boathouse")
    for name in ("Walt Brennan", "Harriet Crane", "Ghoul"):
        combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText(name))
        combat.add_combatant()
    shot("Combat", "combat-tab.png")
    chase = window.tab("Chase")
    scene = chase.scene
    scene.dice = ScriptedDice([6, 2] * 3)  # speed rolls of 15: everyone keeps their MOV
    for name, side, vehicle in (
        ("Walt Brennan", "pursuing", "Car, standard"),
        ("Cultist of the Marsh", "fleeing", "Motorcycle, light"),
        ("Sheriff Amos Pike", "pursuing", ""),
    ):
        character_id = next(i for i, n in character_choices() if n == name)
        scene.add(scene.runner_from_sheet(character_id, window.session.sheet(character_id), side, vehicle))
    agnes = next(i for i, n in character_choices() if n == "Harriet Crane")
    scene.add(scene.runner_from_sheet(agnes, window.session.sheet(agnes), "pursuing"))
    scene.board(scene.state.runners[-1].key, scene.state.runners[0].key)
    scene.speed_rolls()
    scene.cut_to_the_chase()
    scene.set_location(4, Location(Difficulty.HARD, note="market stalls"))
    scene.set_location(6, Location(barrier_hp=15, note="Strong external door", hidden=True))
    scene.dice = ScriptedDice([1, 2])
    scene.move(scene.state.runners[1].key)
    chase.select(scene.state.runners[0].key)
    shot("Chase", "chase-tab.png")
    cards = window.tab("Cards")
    cards.refresh_preview()
    shot("Cards", "cards-tab.png")
    window.close()
    release()
    return 0


if __name__ == "__main__":
    sys.exit(main())
