"""Start-up to the first painted, mapped main window, side by side with a bare PySide6 window; prints the ratio.

Budgets (DESIGN.md), on a campaign of 1,000 characters and 10,000 journal rows: the window's first paint within 1.5x
the time of a bare PySide6 window, and the campaign drawn in it (the roster's rows painted: its first screenful, read
straight from the file) within 1.8x. The moment the campaign is open in the window, the Roster live under the
Keeper's hand, is printed too; it has no budget of its own. Each run is a fresh process; the medians of alternating
runs are compared. On a real X server: the benchmark starts its own Xvfb when it finds one (a window paints only
once it is mapped there); without Xvfb it falls back to Qt's offscreen platform and says so.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.big_campaign import build

BARE_SCRIPT = Path(__file__).resolve().parent / "bare_window.py"
BUDGET = 1.5
DRAWN_BUDGET = 1.8


def stamps(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """Seconds from spawning the process to each wall-clock stamp in the JSON line it prints."""
    spawned = time.time()
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=True)
    line = next((line for line in result.stdout.splitlines() if line.startswith("{")), None)
    if line is None:
        raise RuntimeError(f"{command[0]} printed no first-paint line:\n{result.stdout}\n{result.stderr}")
    stamped = json.loads(line)
    walls = {key: value - spawned for key, value in stamped.items() if key.endswith("_wall")}
    return walls | {key: value for key, value in stamped.items() if key.endswith("_cpu")}


def side_by_side(app_cmd: list[str], bare_cmd: list[str], env: dict[str, str], runs: int) -> tuple[dict, dict]:
    """Median seconds to each of the app's stamps and to the bare window's, over alternating runs after a warm-up
    (wall-clock from the spawn, and the process's own CPU time, which a busy machine disturbs less)."""
    stamps(app_cmd, env)  # warm the file cache for both
    stamps(bare_cmd, env)
    app_runs, bare_runs = [], []
    for _ in range(runs):
        bare_runs.append(stamps(bare_cmd, env))
        app_runs.append(stamps(app_cmd, env))
    return _medians(app_runs), _medians(bare_runs)


def _medians(runs: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def start_xvfb() -> tuple[subprocess.Popen | None, str | None]:
    """An Xvfb of our own on a free display, or (None, None) when there is none to start."""
    if shutil.which("Xvfb") is None:
        return None, None
    for number in range(91, 120):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            server = subprocess.Popen(
                ["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            for _ in range(100):
                if Path(f"/tmp/.X11-unix/X{number}").exists():
                    return server, f":{number}"
                time.sleep(0.05)
            server.kill()
    return None, None


def main(runs: int = 21) -> int:
    server, display = start_xvfb() if "--offscreen" not in sys.argv else (None, None)
    try:
        return _measure(runs, display)
    finally:
        if server is not None:
            server.terminate()
            server.wait()


def _measure(runs: int, display: str | None) -> int:
    # --big: the exchange issue's campaign of 10,000 characters and 100,000 journal rows.
    characters, journal_rows = (10_000, 100_000) if "--big" in sys.argv else (1000, 10_000)
    with tempfile.TemporaryDirectory(prefix="keeper-desk-bench-") as tmp:
        home = Path(tmp)
        campaign = build(home / "big.kdesk", characters=characters, journal_rows=journal_rows)
        env = dict(os.environ, KEEPER_DESK_HOME=str(home), KEEPER_DESK_STARTUP_PROBE="1")
        if display:
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        else:
            env["QT_QPA_PLATFORM"] = "offscreen"
        # As on a Keeper's machine (and in a bundle), modules load from cached bytecode after the first start.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        # What the installed `keeper-desk` launcher runs (no runpy, unlike `python -m desktop`).
        app_cmd = [sys.executable, "-c", "import sys; from desktop.app import main; sys.exit(main())", str(campaign)]
        bare_cmd = [sys.executable, str(BARE_SCRIPT)]
        app_medians, bare_medians = side_by_side(app_cmd, bare_cmd, env, runs)
    bare_median = bare_medians["first_paint_wall"]
    shown, drawn, live = (app_medians[f"{stamp}_wall"] for stamp in ("first_paint", "campaign_paint", "live_paint"))
    ratio = shown / bare_median
    where = f"xcb on Xvfb {display}" if display else "offscreen (no Xvfb found)"
    print(f"platform: {where}, {runs} alternating runs each, medians")
    print(f"bare PySide6 window, first paint:               {bare_median * 1000:7.0f} ms")
    print(f"Keeper Desk window, first paint:                {shown * 1000:7.0f} ms")
    print(f"campaign: {characters:,} characters, {journal_rows:,} journal rows")
    verdict = "OK" if drawn / bare_median <= DRAWN_BUDGET else "OVER BUDGET"
    print(
        f"  its campaign drawn in it:                     {drawn * 1000:7.0f} ms ({drawn / bare_median:.2f}x, "
        f"budget <= {DRAWN_BUDGET:.1f}x -> {verdict})"
    )
    print(f"  the campaign open in it, the Roster live:     {live * 1000:7.0f} ms ({live / bare_median:.2f}x)")
    print(f"ratio: {ratio:.2f}x (budget <= {BUDGET:.1f}x) -> {'OK' if ratio <= BUDGET else 'OVER BUDGET'}")
    bare_cpu, shown_cpu, drawn_cpu = (
        bare_medians["first_paint_cpu"],
        app_medians["first_paint_cpu"],
        app_medians["campaign_paint_cpu"],
    )
    print(
        f"CPU time (less disturbed by a busy machine): bare {bare_cpu * 1000:.0f} ms; Keeper Desk first paint "
        f"{shown_cpu / bare_cpu:.2f}x, campaign drawn {drawn_cpu / bare_cpu:.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
