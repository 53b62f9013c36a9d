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
WAIT = 30  # seconds a line of the server may take before the test fails rather than hangs


class Lines:
    """The server's output line by line, each waited for at most WAIT seconds (a child stuck, say on a dialog,
    fails the test with what the server said on stderr instead of hanging the suite)."""

    def __init__(self, server: subprocess.Popen, errors: Path) -> None:
        self.server, self.errors, self.buffer = server, errors, b""

    def next(self) -> bytes:
        import select

        fd = self.server.stdout.fileno()
        while b"\n" not in self.buffer:
            ready, _, _ = select.select([fd], [], [], WAIT)
            chunk = os.read(fd, 4096) if ready else b""
            if not chunk:
                self.server.kill()
                said = self.errors.read_text(errors="replace")[-2000:]
                raise AssertionError(f"the server said nothing for {WAIT} s; on stderr: {said}")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line + b"\n"


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
    errors = tmp_path / "server-stderr.txt"
    server = subprocess.Popen(
        [sys.executable, str(DRIVER), str(campaign_path), str(log)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=errors.open("wb"),  # a file, not a pipe: a pipe nobody reads fills and blocks the children
    )
    lines = Lines(server, errors)
    try:
        assert lines.next() == b"ready\n"
        shown = Counter()
        for kill in range(KILLS):
            server.stdin.write(b"go\n")
            server.stdin.flush()
            word, pid = lines.next().split()
            assert word == b"child"
            clicks = rng.choice((0, rng.randint(1, 12), rng.randint(1, 40)))  # in its start-up, or mid-session
            while clicks:
                line = lines.next()
                assert line.startswith(b"did "), (line, errors.read_text(errors="replace")[-3000:])
                clicks -= 1
            os.kill(int(pid), signal.SIGKILL)  # a random moment: the child goes on clicking while this is sent
            while not (line := lines.next()).startswith(b"ended "):
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
