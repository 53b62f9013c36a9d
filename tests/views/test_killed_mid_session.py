"""The promise of DESIGN.md through the whole path: the real app, driven through its widgets, killed (SIGKILL) at
random moments, 30 times (KEEPER_DESK_KILLS=125 for a longer trial): in its start-up or after any number of
clicks. After each kill the campaign opens, passes integrity_check, and holds every change the interface had shown
as done. Each run is a child forked from a server that imported the app once (tests/views/kill_driver.py)."""

import os
import random
import signal
import sqlite3
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("kill_driver.py")
KILLS = int(os.environ.get("KEEPER_DESK_KILLS", "30"))


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
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and fork are POSIX")
def test_killed_at_random_the_campaign_keeps_every_change_shown(campaign_path, tmp_path):
    from desktop.store.campaign_file import close_campaign, open_campaign
    from desktop.store.sample import write_sample_roster

    open_campaign(campaign_path, create_name="Killed")
    write_sample_roster()
    close_campaign()
    log = tmp_path / "done.log"
    env = dict(os.environ, KEEPER_DESK_HOME=str(tmp_path / "home"), PYTHONPATH=str(Path(__file__).parents[2]))
    rng = random.Random(7)
    server = subprocess.Popen(
        [sys.executable, str(DRIVER), str(campaign_path), str(log)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert server.stdout.readline() == b"ready\n", server.stderr.read().decode()[-2000:]
        shown = Counter()
        for kill in range(KILLS):
            server.stdin.write(b"go\n")
            server.stdin.flush()
            word, pid = server.stdout.readline().split()
            assert word == b"child"
            clicks = rng.choice((0, rng.randint(1, 12), rng.randint(1, 40)))  # in its start-up, or mid-session
            while clicks:
                line = server.stdout.readline()
                assert line.startswith(b"did "), line + server.stderr.read().decode()[-2000:].encode()
                clicks -= 1
            os.kill(int(pid), signal.SIGKILL)  # a random moment: the child goes on clicking while this is sent
            while not (line := server.stdout.readline()).startswith(b"ended "):
                assert line.startswith(b"did "), line
            assert line.split()[1:] == [pid, str(int(signal.SIGKILL)).encode()], line
            shown = Counter(log.read_text(encoding="utf-8").split()) if log.exists() else Counter()
            saved = journal_counts(campaign_path)
            for kind, count in shown.items():
                assert saved[kind] >= count, (kill, kind, saved, shown)
        assert sum(shown.values()) > KILLS  # the kills landed mid-session, not before the first click
    finally:
        server.kill()
        server.wait(timeout=30)
