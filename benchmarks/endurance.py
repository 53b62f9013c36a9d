"""A long session: 2,000 scripted actions across the tabs on a small campaign, with undo and redo, in the real window
with every tab built (so each refreshes as it would). Prints the time per action of the first and the last 200 and
their ratio (DESIGN.md's budget: the last ≤ 1.2× the first), and the process's memory after each quarter: flat when
the second half of the session grows it by no more than 3% (what the undo stack holds is bounded by UNDO_STEPS, and
a log by KEPT entries; before they were, it grew by 3.3 MB every 400 actions, without end).

    python -m benchmarks.endurance [ACTIONS]

Each action is timed with the event processing that follows it (what the Keeper waits for). The cycle: a Luck
edit on the Roster, a dice expression, a Sanity roll for four investigators, a fight's next turn, a chase
participant's move, a week passing, then an undo and a redo of the step before; the tab the action belongs to is
the one shown."""

from __future__ import annotations

import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

BUDGET = 1.2
WINDOW = 200
MEMORY_BUDGET = 0.03  # the growth of the resident memory over the second half, as a share of it at the half


def rss_mb() -> float:
    """The resident memory now (Linux /proc), else the peak (other systems)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def make_window(home: Path):
    os.environ["KEEPER_DESK_HOME"] = str(home)
    from desktop.store.campaign_file import open_campaign
    from desktop.store.sample import write_sample_roster
    from desktop.views.window.main_window import MainWindow

    open_campaign(home / "endurance.kdesk", create_name="Endurance")
    write_sample_roster()
    window = MainWindow(QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
    window.show_campaign()
    window.show()
    window.build_all_tabs()
    return window


def script(window):
    """The actions of one cycle, each a (tab title, callable) pair, set up once."""
    from benchmarks.table_scene import under_way
    from desktop.rules.sanity.minds import Horror

    session = window.session
    table = under_way(window, seed=7)
    investigators, sanity, fight, chase, runner = (
        table.investigators,
        table.sanity,
        table.fight,
        table.chase,
        table.runner,
    )
    harriet = investigators[0]
    luck = [40]
    dice = window.tab("Dice").dice
    horror = Horror("A ghoul at the window", "0/1")

    def luck_edit():
        luck[0] = 40 + (luck[0] - 39) % 20
        session.set_tracker(harriet, "luck", luck[0])

    def sanity_roll():
        sanity.roll(investigators, horror)

    def chase_move():
        try:
            chase.move(runner)
        except ValueError:  # out of movement actions: the round ends
            chase.next_round()

    return [
        ("Roster", luck_edit),
        ("Dice", lambda: dice.roll_expression("1D6")),
        ("Sanity", sanity_roll),
        ("Combat", fight.next_turn),
        ("Chase", chase_move),
        ("Tomes", lambda: session.weeks_pass(1)),
        ("Roster", session.undo_stack.undo),
        ("Roster", session.undo_stack.redo),
    ]


def main(argv: list[str]) -> int:
    actions = int(argv[0]) if argv else 2000
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        window = make_window(Path(folder))
        cycle = script(window)
        app.processEvents()
        memory = [rss_mb()]  # at the start and after each quarter
        times: list[float] = []
        cpu: list[float] = []  # the process's own CPU time: what a machine busy with other work disturbs less
        for n in range(actions):
            title, act = cycle[n % len(cycle)]
            window.show_tab(title)
            started, started_cpu = time.perf_counter(), time.process_time()
            act()
            app.processEvents()
            times.append((time.perf_counter() - started) * 1000)
            cpu.append((time.process_time() - started_cpu) * 1000)
            if (n + 1) % max(1, actions // 4) == 0 and len(memory) < 5:
                memory.append(rss_mb())
        from desktop.store.schema import JournalEntryRow

        rows = JournalEntryRow.select().count()
        window.close()
    first = statistics.mean(times[:WINDOW])
    last = statistics.mean(times[-WINDOW:])
    ratio = last / first
    print(f"long session: {actions} actions across the tabs with undo/redo; the journal grew to {rows} rows")
    print(f"  first {WINDOW} actions   {first:7.1f} ms an action")
    print(f"  last {WINDOW} actions    {last:7.1f} ms an action")
    print(f"  ratio               {ratio:7.2f}  (budget ≤ {BUDGET})")
    print("  memory              " + " → ".join(f"{mb:.1f}" for mb in memory) + " MB (the start, then each quarter)")
    growth = (memory[-1] - memory[len(memory) // 2]) / memory[len(memory) // 2]
    memory_flat = growth <= MEMORY_BUDGET
    verdict = "flat" if memory_flat else "GROWING"
    print(f"  the second half grew it by {growth:.1%}  (budget ≤ {MEMORY_BUDGET:.0%}: {verdict})")
    first_cpu, last_cpu = statistics.mean(cpu[:WINDOW]), statistics.mean(cpu[-WINDOW:])
    print(
        f"  CPU time an action  {first_cpu:7.1f} ms → {last_cpu:.1f} ms, ratio {last_cpu / first_cpu:.2f} "
        "(less disturbed by a busy machine than the wall clock)"
    )
    print("within budget" if ratio <= BUDGET and memory_flat else "OVER BUDGET")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
