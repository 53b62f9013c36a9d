"""Roster of 10,000 characters: time to show, to sort by each column, and to filter by text (budget < 50 ms; DESIGN.md
allows 100, issue 7 asks for 50). Each line is the median of 5 runs; a column's first sort, which reads its keys
from the file, is printed too."""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QTableView  # noqa: E402

from benchmarks.big_campaign import build  # noqa: E402
from desktop.models.roster.roster_model import Column, RosterFilterProxy, RosterModel  # noqa: E402
from desktop.store.campaign_file import open_campaign  # noqa: E402
from desktop.views.common.look import read_only_table  # noqa: E402

BUDGET_MS = 50.0


def timed(action, app: QApplication, repeat: int = 5) -> tuple[float, float]:
    """Median milliseconds of an action followed by the event processing that paints it: wall time, and the CPU time
    of this process (steadier on a machine shared with others)."""
    times, cpu = [], []
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        action()
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(times), statistics.median(cpu)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="keeper-desk-bench-") as tmp:
        path = build(Path(tmp) / "roster.kdesk", characters=10_000, journal_rows=0)
        open_campaign(path)
        model = RosterModel()
        proxy = RosterFilterProxy()
        proxy.setSourceModel(model)
        view = QTableView()
        view.resize(1200, 800)
        read_only_table(view, proxy, {})  # set up as the Roster tab's table is (no row numbers, uniform rows)
        view.setSortingEnabled(True)
        view.show()
        app.processEvents()
        results = {"show (query + model + paint)": timed(model.reload, app)}
        orders = [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder]
        for column in Column:
            flips = iter(orders * 4)  # every timed sort really reorders the rows
            results[f"first sort by {column.name.lower()}"] = timed(
                lambda c=column, f=flips: view.sortByColumn(c, next(f)), app, repeat=1
            )
            results[f"sort by {column.name.lower()} (flipped)"] = timed(
                lambda c=column, f=flips: view.sortByColumn(c, next(f)), app
            )
        view.sortByColumn(Column.NAME, Qt.SortOrder.AscendingOrder)
        texts = iter(["marsh", ""] * 5)
        results["filter by text (one keystroke)"] = timed(lambda: (proxy.set_text(next(texts)), proxy.rowCount()), app)
        kinds = iter(["monster", ""] * 5)
        results["filter by kind"] = timed(lambda: (proxy.set_kind(next(kinds)), proxy.rowCount()), app)
        proxy.set_text("marsh")
        assert proxy.rowCount() > 0
    print(f"roster of {model.rowCount():,} characters, median of 5 (budget < {BUDGET_MS:.0f} ms each)")
    worst = 0.0
    for name, (ms, cpu) in results.items():
        worst = max(worst, ms)
        print(f"  {name:36s} {ms:7.1f} ms  ratio {ms / BUDGET_MS:.2f} of budget  (CPU {cpu:5.1f} ms)")
    print(f"worst: {worst:.1f} ms -> {'OK' if worst < BUDGET_MS else 'OVER BUDGET'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
