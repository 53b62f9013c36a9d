"""The forecast thread: runs replaced, changed under, cancelled, or running when the app quits."""

import os
import subprocess
import sys
import textwrap

import pytest

from desktop.models.combat.fight_scene import Encounter
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.store import character_rows


@pytest.fixture
def scene(campaign, qapp):
    session = CampaignSession()
    fight = Encounter(session, ScriptedDice([]))
    fight.start("Marsh ambush")
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    fight.add_from_roster(ids["Walt Brennan"])
    fight.add_from_roster(ids["Ghoul"])
    yield fight
    fight.shutdown()


def test_a_replaced_run_delivers_nothing(scene, qtbot):
    done = []
    scene.forecast_done.connect(done.append)
    scene.start_forecast(100_000)
    with qtbot.waitSignal(scene.forecast_done, timeout=30_000):
        scene.start_forecast(2_000)
    scene.wait_for_forecast()
    qtbot.wait(50)  # let any queued result of the first run arrive, were it sent
    assert [r.fights for r in done] == [2_000]
    assert not scene.forecasting


def test_a_change_to_the_fight_stops_and_clears_the_forecast(scene, qtbot):
    done, cleared = [], []
    scene.forecast_done.connect(done.append)
    scene.forecast_cleared.connect(lambda: cleared.append(True))
    scene.start_forecast(100_000)
    scene.next_turn()
    assert cleared and not scene.forecasting
    scene.wait_for_forecast()
    qtbot.wait(50)
    assert done == []
    with qtbot.waitSignal(scene.forecast_done, timeout=30_000):
        scene.start_forecast(1_000)
    cleared.clear()
    scene.next_turn()  # a shown result is out of date too
    assert cleared == [True]


def test_the_keeper_can_cancel_the_newest_run_and_sees_what_was_done(scene, qtbot):
    scene.start_forecast(100_000)
    scene.start_forecast(100_000)  # replaces the first; the newer one must still be cancellable
    with qtbot.waitSignal(scene.forecast_done, timeout=30_000) as result:
        scene.cancel_forecast()
    assert result.args[0].fights < 100_000


QUIT_DURING_FORECAST = textwrap.dedent(
    """
    import os, random, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    import desktop.app
    from desktop.store import character_rows

    def drive():
        window = next(w for w in QApplication.topLevelWidgets() if w.__class__.__name__ == "MainWindow")
        if window.opening:  # the campaign opens just after the window's first paint
            QTimer.singleShot(20, drive)
            return
        tab = window.tab("Combat")
        if not tab.scene.active:
            tab.scene.start("Quit")
            ids = {r.name: r.id for r in character_rows.roster_rows()}
            tab.scene.add_from_roster(ids["Walt Brennan"])
            tab.scene.add_from_roster(ids["Ghoul"], copies=3)
        tab.ui.fightsSpin.setValue(100_000)
        tab.ui.forecastButton.click()
        QTimer.singleShot(random.randint(20, 400), window.ui.actionQuit.trigger)

    real_exec = QApplication.exec
    def exec_and_drive(*_args):
        QTimer.singleShot(100, drive)
        return real_exec()
    QApplication.exec = exec_and_drive
    sys.exit(desktop.app.main([sys.argv[1]]))
    """
)


@pytest.mark.slow
def test_quitting_while_a_forecast_runs_never_crashes(campaign_path, data_home):
    """The real app, its Combat tab forecasting 100,000 fights, quit from the menu at a random moment: 6 times
    (KEEPER_DESK_QUITS for more)."""
    from desktop.store.campaign_file import close_campaign, open_campaign
    from desktop.store.sample import write_sample_roster

    open_campaign(campaign_path, create_name="Quit test")
    write_sample_roster()
    close_campaign()
    for attempt in range(int(os.environ.get("KEEPER_DESK_QUITS", "6"))):
        run = subprocess.run(
            [sys.executable, "-c", QUIT_DURING_FORECAST, str(campaign_path)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert run.returncode == 0, f"run {attempt + 1} ended with {run.returncode}: {run.stderr[-2000:]}"
