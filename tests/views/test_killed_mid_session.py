"""The promise of DESIGN.md through the whole path: the real app, driven through its widgets, killed (SIGKILL) at
random moments, 20 times (KEEPER_DESK_KILLS=125 for a longer trial). After each kill the campaign opens, passes
integrity_check, and holds every change the interface had shown as done."""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("kill_driver.py")
KILLS = int(os.environ.get("KEEPER_DESK_KILLS", "20"))  # 20 keep the suite within its time budget


def journal_counts(path: Path) -> Counter:
    """The clicks the campaign file holds, by the driver's kinds (the fight's own set-up entries left out)."""
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = connection.execute('SELECT kind, what FROM "journalentry"').fetchall()
    finally:
        connection.close()
    counts = Counter()
    for kind, what in rows:
        if kind == "roll":
            counts["dice"] += 1
        elif kind == "combat" and not what.endswith(("begins", "joins the fight")):
            counts["combat"] += 1
        elif kind == "sanity" and what.startswith("Day "):
            counts["sanity"] += 1
    return counts


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_at_random_the_campaign_keeps_every_change_shown(campaign_path, tmp_path):
    from desktop.store.campaign_file import close_campaign, open_campaign
    from desktop.store.sample import write_sample_roster

    open_campaign(campaign_path, create_name="Killed")
    write_sample_roster()
    close_campaign()
    log = tmp_path / "done.log"
    env = dict(os.environ, KEEPER_DESK_HOME=str(tmp_path / "home"), PYTHONPATH=str(Path(__file__).parents[2]))
    rng = random.Random(7)
    done_before = Counter()
    for kill in range(KILLS):
        process = subprocess.Popen([sys.executable, str(DRIVER), str(campaign_path), str(log)], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)  # fmt: skip
        time.sleep(rng.uniform(0.4, 2.0))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        assert process.returncode == -signal.SIGKILL, process.stderr.read().decode()[-2000:]
        shown = Counter(log.read_text(encoding="utf-8").split()) if log.exists() else Counter()
        saved = journal_counts(campaign_path)
        for kind, count in shown.items():
            assert saved[kind] >= count, (kill, kind, saved, shown)
        done_before = shown
    assert sum(done_before.values()) > KILLS  # the kills landed mid-session, not before the first click
