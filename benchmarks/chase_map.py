"""The chase map redrawn from its state — 30 locations, 12 participants — and painted, against a 16 ms budget (one
frame at 60 Hz); side by side with a bare QGraphicsView painting the same number of plain rectangles."""

from __future__ import annotations

import os
import statistics
import sys
import time

BUDGET_MS = 16.0
RUNS = 60


def chase_state():
    from dataclasses import replace

    from desktop.rules.chase.chase_state import FLEEING, PURSUING, ChaseState, Location, Runner
    from desktop.rules.chase.setup import add_runner, cut_to_the_chase
    from desktop.rules.checks import Difficulty

    state = ChaseState("Benchmark")
    for n in range(12):
        car = n % 3 == 0
        state = add_runner(
            state,
            Runner(
                0,
                f"Runner {n}",
                FLEEING if n % 2 else PURSUING,
                dex=40 + n,
                mov=9,
                speed_skill=50,
                move_skill=50,
                vehicle="Car, standard" if car else "",
                build=5 if car else 0,
            ),
        ).state
    state = cut_to_the_chase(state, 30).state
    places = list(state.locations)
    for index in range(0, 30, 4):
        places[index] = Location(Difficulty.HARD, hidden=index % 8 == 0, note="market stalls")
    places[13] = Location(barrier_hp=25, note="a brick wall")
    return replace(state, locations=tuple(places))


def timed(redraw, view) -> list[float]:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        redraw()
        view.viewport().grab()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

    from desktop.views.chase.chase_map import CELL_H, CELL_W, ChaseMap

    app = QApplication.instance() or QApplication(sys.argv[:1])
    state = chase_state()
    chase_map = ChaseMap(keeper=True)
    chase_map.resize(1280, 420)
    chase_map.show()
    bare_scene = QGraphicsScene()
    bare = QGraphicsView(bare_scene)
    bare.resize(1280, 420)
    bare.show()
    app.processEvents()

    def bare_redraw() -> None:
        scene = bare_scene
        scene.clear()
        for index in range(30):
            scene.addRect(index * CELL_W, 0, CELL_W, CELL_H)
        for index in range(12):
            scene.addRect(index * 20, 40, 100, 30)

    ours = timed(lambda: chase_map.show_state(state), chase_map)
    theirs = timed(bare_redraw, bare)
    worst, median = max(ours[5:]), statistics.median(ours)
    bare_median = statistics.median(theirs)
    print(f"chase map, 30 locations and 12 participants, redrawn and painted {RUNS} times")
    print(
        f"  median {median:.2f} ms, worst {worst:.2f} ms (after warm-up); ratio {median / BUDGET_MS:.2f} of the "
        f"{BUDGET_MS:g} ms budget"
    )
    print(f"  a bare QGraphicsView of 42 plain rectangles: median {bare_median:.2f} ms -> {median / bare_median:.2f}x")
    print(f"-> {'OK' if median < BUDGET_MS else 'OVER BUDGET'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
