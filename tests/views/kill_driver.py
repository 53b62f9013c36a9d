"""Run by test_killed_mid_session.py as its own process: the real main window, offscreen, on a campaign, clicking
through rolls, combat turns and Sanity days as fast as it can. After each click returns (the change shown as done)
it appends the change's kind to a log and syncs it, so the test knows what must survive being killed."""

import os
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"


def main(campaign: str, log_path: str) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from desktop.models.opening import open_for_window
    from desktop.views.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    open_for_window(Path(campaign))
    window = MainWindow(QSettings(str(Path(log_path).with_suffix(".ini")), QSettings.Format.IniFormat))
    window.show_campaign()
    window.show()
    dice, combat, sanity = window.tab("Dice"), window.tab("Combat"), window.tab("Sanity")
    if combat.scene.state is None:
        combat.scene.start("Killed mid-fight")
        for name in ("Walt Brennan", "Ghoul"):
            combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText(name))
            combat.add_combatant()
    clicks = (("dice", dice.ui.rollButton), ("combat", combat.ui.nextTurnButton), ("sanity", sanity.ui.newDayButton))
    with open(log_path, "a", encoding="utf-8") as log:
        step = 0
        while True:
            kind, button = clicks[step % len(clicks)]
            button.click()
            app.processEvents()
            log.write(kind + "\n")
            log.flush()
            os.fsync(log.fileno())
            step += 1


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
