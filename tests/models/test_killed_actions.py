"""DESIGN.md's promise, tried between every pair of writes: a user action killed after any one of its writes leaves
the file holding all of the action or none of it — a tome's reading that costs SAN, an import of several
characters, and the undo of each."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.store.campaign_file import close_campaign, current_path

DRIVER = Path(__file__).with_name("killed_action_driver.py")


@pytest.mark.slow
@pytest.mark.parametrize("action", ["reading", "reading undone", "import", "import undone"])
def test_killed_after_any_write_of_an_action_the_file_holds_all_of_it_or_none(campaign, tmp_path, action):
    path = current_path()
    close_campaign()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, str(DRIVER), action, str(path), str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    runs = [json.loads(line) for line in done.stdout.splitlines()]
    ready, kills, finished = runs[0], runs[1:-1], runs[-1]
    assert not finished["killed"] and all(run["killed"] for run in kills)
    assert len(kills) >= 3, "the action writes several rows: each is a place to be killed"
    before, after = ready["holds"], finished["holds"]
    assert before != after
    half_done = [run["n"] for run in kills if run["holds"] not in (before, after)]
    assert half_done == [], f"killed after these writes, the file held part of the action: {half_done}"
