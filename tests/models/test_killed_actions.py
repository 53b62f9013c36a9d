"""DESIGN.md's promise, tried between every pair of writes: a user action killed after any one of its writes leaves
the file holding all of the action or none of it — a tome's reading that costs SAN, an import of several
characters, and the undo of each."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("killed_action_driver.py")


ACTIONS = ["reading", "reading undone", "import", "import undone"]


@pytest.fixture(scope="module")
def runs(tmp_path_factory, sample_campaign_file):
    """Every action killed after each of its writes, by one driver (the app imported once): its lines by action."""
    folder = tmp_path_factory.mktemp("killed")
    campaign = folder / "campaign.kdesk"
    shutil.copyfile(sample_campaign_file, campaign)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "KEEPER_DESK_HOME": str(folder / "home")}
    done = subprocess.run(
        [sys.executable, str(DRIVER), str(campaign), str(folder), *ACTIONS],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    return {action: [line for line in lines if line["action"] == action] for action in ACTIONS}


@pytest.mark.slow
@pytest.mark.parametrize("action", ACTIONS)
def test_killed_after_any_write_of_an_action_the_file_holds_all_of_it_or_none(runs, action):
    ready, kills, finished = runs[action][0], runs[action][1:-1], runs[action][-1]
    assert not finished["killed"] and all(run["killed"] for run in kills)
    assert len(kills) >= 3, "the action writes several rows: each is a place to be killed"
    before, after = ready["holds"], finished["holds"]
    assert before != after
    half_done = [run["n"] for run in kills if run["holds"] not in (before, after)]
    assert half_done == [], f"killed after these writes, the file held part of the action: {half_done}"
