"""Start-up to the first painted main window, side by side with a bare PySide6 window; prints the ratio.

Budget (DESIGN.md): the app on a campaign of 1,000 characters and 10,000 journal rows starts within 2x the
time of a bare PySide6 window. Each run is a fresh process; the medians of alternating runs are compared.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.big_campaign import build

BARE_SCRIPT = Path(__file__).resolve().parent / "bare_window.py"
BUDGET = 2.0


def first_paint(command: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning the process to its first paint, read from the JSON line it prints."""
    spawned = time.time()
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=True)
    line = next((line for line in result.stdout.splitlines() if line.startswith("{")), None)
    if line is None:
        raise RuntimeError(f"{command[0]} printed no first-paint line:\n{result.stdout}\n{result.stderr}")
    return json.loads(line)["first_paint_wall"] - spawned


def side_by_side(app_cmd: list[str], bare_cmd: list[str], env: dict[str, str], runs: int) -> tuple[float, float]:
    """Median seconds to first paint of the app and of the bare window, over alternating runs after a warm-up."""
    first_paint(app_cmd, env)  # warm the file cache for both
    first_paint(bare_cmd, env)
    app_times, bare_times = [], []
    for _ in range(runs):
        bare_times.append(first_paint(bare_cmd, env))
        app_times.append(first_paint(app_cmd, env))
    return statistics.median(app_times), statistics.median(bare_times)


def main(runs: int = 11) -> int:
    with tempfile.TemporaryDirectory(prefix="keeper-desk-bench-") as tmp:
        home = Path(tmp)
        campaign = build(home / "big.kdesk", characters=1000, journal_rows=10_000)
        env = dict(os.environ, KEEPER_DESK_HOME=str(home), KEEPER_DESK_STARTUP_PROBE="1")
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        # As on a Keeper's machine (and in a bundle), modules load from cached bytecode after the first start.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        # What the installed `keeper-desk` launcher runs (no runpy, unlike `python -m desktop`).
        app_cmd = [sys.executable, "-c", "import sys; from desktop.app import main; sys.exit(main())", str(campaign)]
        bare_cmd = [sys.executable, str(BARE_SCRIPT)]
        app_median, bare_median = side_by_side(app_cmd, bare_cmd, env, runs)
    ratio = app_median / bare_median
    print(f"platform: {env['QT_QPA_PLATFORM']}, {runs} alternating runs each, medians")
    print(f"bare PySide6 window:                         {bare_median * 1000:7.0f} ms")
    print(f"Keeper Desk, 1,000 characters + 10,000 rows: {app_median * 1000:7.0f} ms")
    print(f"ratio: {ratio:.2f}x (budget <= {BUDGET:.1f}x) -> {'OK' if ratio <= BUDGET else 'OVER BUDGET'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
