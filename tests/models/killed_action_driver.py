"""Kills a user action after each of its writes, one kill per copy of a campaign, and prints what each copy holds.

Run as `python killed_action_driver.py CAMPAIGN OUT_DIR [ACTION …]`. The app is imported once; each kill is a forked
child that opens its own copy of CAMPAIGN, makes the action ready with ordinary writes, then makes the action with
a hook that SIGKILLs the process right after its n-th writing statement (n = 1, 2, …) — or, with n past the last
write, lets it finish. The parent reads each copy back with plain sqlite3 and prints one JSON line per n,
{"n": n, "killed": bool, "holds": [...]}, after a line for n = 0: the file made ready, before the action. The test
compares each with the file before and after the action."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import sys
from pathlib import Path

from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.session import CampaignSession
from desktop.models.tomes.tomes_scene import TomesScene
from desktop.rules import ScriptedDice
from desktop.rules.roster.sheet import CharacterSheet
from desktop.store import character_rows
from desktop.store.campaign_file import open_campaign
from desktop.store.schema import database

NECRO = "Necronomicon (Latin, Wormius)"
READING = [9, 1, 6, 3, 1, 5, 2, 4, 3]  # see tests/models/test_one_step.py: SAN 70 → 61, insane, a bout
WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


def ready_to_read(session: CampaignSession):
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    session.scene(SanityScene).set_believer(harriet, True)
    tomes = session.scene(TomesScene)
    tomes.give(harriet, NECRO)
    tomes.dice = ScriptedDice(READING)
    return lambda: tomes.read(harriet, NECRO)


def ready_to_import(session: CampaignSession):
    sheets = [CharacterSheet(name=f"Imported {n}", occupation="Antiquarian") for n in range(3)]
    return lambda: session.add_characters(sheets, "Imported 3 characters")


def undo_of(ready):
    def make(session: CampaignSession):
        ready(session)()
        return session.undo_stack.undo

    return make


ACTIONS = {
    "reading": ready_to_read,
    "reading undone": undo_of(ready_to_read),
    "import": ready_to_import,
    "import undone": undo_of(ready_to_import),
}


def holds(path: Path) -> list:
    """What the file holds that an action changes: characters, SAN, skills, scenes' states, journal rows."""
    with sqlite3.connect(path) as db:
        return [
            db.execute("SELECT count(*) FROM character").fetchone()[0],
            db.execute("SELECT sanity, hp, conditions FROM character WHERE name = 'Harriet Crane'").fetchone(),
            sorted(db.execute("SELECT character_id, name, value FROM skill").fetchall()),
            sorted(db.execute("SELECT kind, state FROM scene WHERE active = 1").fetchall()),
            db.execute("SELECT count(*) FROM journalentry").fetchone()[0],
        ]


def child(action: str, path: Path, n: int | None) -> None:
    from PySide6.QtCore import QCoreApplication

    QCoreApplication([])
    open_campaign(path)
    session = CampaignSession()
    act = ACTIONS[action](session)
    if n == 0:  # made ready only: the file as the action finds it
        os._exit(0)
    if n is not None:
        real, seen = database.execute_sql, [0]

        def execute_then_die(sql, params=None, *args, **kwargs):
            cursor = real(sql, params, *args, **kwargs)
            if sql.lstrip().upper().startswith(WRITES):
                seen[0] += 1
                if seen[0] == n:
                    os.kill(os.getpid(), signal.SIGKILL)
            return cursor

        database.execute_sql = execute_then_die
    act()
    os._exit(0)


def run(action: str, path: Path, n: int | None) -> bool:
    """Make the action on `path` in a child killed after its n-th write; True when the kill came."""
    pid = os.fork()
    if pid == 0:
        try:
            child(action, path, n)
        except BaseException:
            import traceback

            traceback.print_exc()
            os._exit(3)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return os.WTERMSIG(status) == signal.SIGKILL
    if os.WEXITSTATUS(status) != 0:
        raise SystemExit(f"the action failed in its child (n={n})")
    return False


def main(campaign: str, out: str, *actions: str) -> int:
    """Each action in turn (all of them when none is named), its lines tagged with its name."""
    for action in actions or tuple(ACTIONS):
        kill_after_each_write(action, Path(campaign), Path(out) / action.replace(" ", "-"))
    return 0


def kill_after_each_write(action: str, source: Path, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    ready = folder / "ready.kdesk"
    shutil.copyfile(source, ready)
    run(action, ready, 0)
    print(json.dumps({"action": action, "n": 0, "killed": False, "holds": holds(ready)}), flush=True)
    n = 0
    while True:
        n += 1
        copy = folder / f"{n}.kdesk"
        shutil.copyfile(source, copy)
        killed = run(action, copy, n)
        print(json.dumps({"action": action, "n": n, "killed": killed, "holds": holds(copy)}), flush=True)
        if not killed:
            return
        if n > 500:
            raise SystemExit("more than 500 writes in one action")


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
