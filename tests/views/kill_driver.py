"""Run by test_killed_mid_session.py as its own process: a fork server. It imports the app once, then for each
"go" read on stdin forks a child that opens the real main window, offscreen, on a campaign and clicks through
rolls, combat turns and Sanity days as fast as it can; the test kills that child (SIGKILL) when it likes. After each
click returns (the change shown as done) the child appends the change's kind to a log and syncs it, so the test
knows what must survive, and says "did <kind>" on stdout. The server says "child <pid>" for each child and, once
the child is gone, "ended <pid> <signal>". Importing once is what makes many kills cheap: each child starts as the
app does after its imports (those it makes after its first paint included)."""

import os
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

# Beside the window, what the app imports only once it has painted (the campaign's session, the three tabs clicked
# through) is imported here once too: each child still opens the campaign and builds the window and its tabs.
import desktop.models.session  # noqa: E402, F401
import desktop.views.combat.combat_tab  # noqa: E402, F401
import desktop.views.dice.dice_tab  # noqa: E402, F401
import desktop.views.sanity.sanity_tab  # noqa: E402, F401
from desktop.models.opening import open_for_window  # noqa: E402
from desktop.views.window.main_window import MainWindow  # noqa: E402


def say(line: str) -> None:
    os.write(1, (line + "\n").encode())  # one write: lines of the server and its child never mix


def clicks(campaign: str, log_path: str) -> None:
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
    buttons = (
        ("dice", "Dice", dice.ui.rollButton),
        ("combat", "Combat", combat.ui.nextTurnButton),
        ("sanity", "Sanity", sanity.ui.newDayButton),
    )
    with open(log_path, "a", encoding="utf-8") as log:
        step = 0
        while True:
            kind, title, button = buttons[step % len(buttons)]
            window.tab(title)  # its tab to the front, as the Keeper clicks it (a tab behind waits to refresh)
            button.click()
            app.processEvents()
            log.write(kind + "\n")
            log.flush()
            os.fsync(log.fileno())
            say(f"did {kind}")
            step += 1


def serve(campaign: str, log_path: str) -> None:
    say("ready")
    for line in sys.stdin:
        if line.strip() != "go":
            continue
        pid = os.fork()
        if pid == 0:
            try:
                clicks(campaign, log_path)
            finally:
                os._exit(1)  # never back into the server's loop
        say(f"child {pid}")
        _, status = os.waitpid(pid, 0)
        say(f"ended {pid} {os.WTERMSIG(status) if os.WIFSIGNALED(status) else -os.WEXITSTATUS(status)}")


if __name__ == "__main__":
    serve(sys.argv[1], sys.argv[2])
