"""A night at a real table (issue 25's scripted session): the players roll their own dice and the Keeper types every
face they roll, the players' window is open throughout, and a handout is shown mid-fight. A fight, a chase and a
Sanity scene; the app rolls only for NPCs and monsters."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QInputDialog

from desktop.rules.chase.chase_state import FLEEING, PURSUING
from desktop.rules.table_dice import WhoRolls
from desktop.store import character_rows, journal
from desktop.store.schema import JournalEntryRow
from desktop.views.common.dice_prompt import DicePrompt
from desktop.views.window.players_window import CHASE_PAGE, COMBAT_PAGE, HANDOUT_PAGE
from tests.views.test_players_screen import never_shown
from tests.views.test_table_dice_tabs import click, pick, tick

INVESTIGATORS = {"Walt Brennan", "Harriet Crane", "Tomás Vega", "Dr. Mae Okafor"}


class Players:
    """The players, each rolling their own dice; the Keeper types what shows: a middling percentile (tens 4, units 5)
    and the lowest total of any other dice, so nobody falls on the first blow. Every question asked is kept."""

    def __init__(self, monkeypatch) -> None:
        self.asked: list[str] = []
        monkeypatch.setattr(DicePrompt, "exec", lambda prompt: self.answer(prompt))

    def answer(self, prompt: DicePrompt) -> int:
        self.asked.append(prompt.ui.whatLabel.text())
        count = len(prompt.fields)
        lowest = "" if prompt.ask.percentile else str(prompt.ask.expression.minimum)
        faces = [*(["40"] * (count - 1)), "5"] if prompt.ask.percentile else [lowest]
        prompt.type_faces(*faces)
        prompt.accept()
        assert prompt.result() == QDialog.DialogCode.Accepted, prompt.ui.problemLabel.text()
        return prompt.result()

    def whose(self) -> set[str]:
        return {question.split(":")[0] for question in self.asked}


def typed_entries(since: int) -> list[dict]:
    """The details of the entries written after `since` that say faces were typed at the table."""
    rows = JournalEntryRow.select(JournalEntryRow.detail).where(JournalEntryRow.id > since)
    return [row.detail for row in rows if "typed" in (row.detail or {})]


def test_a_night_with_every_investigators_roll_typed_and_the_players_window_open(window, qtbot, monkeypatch):
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    window.dice_menu.choices[WhoRolls.PLAYERS].trigger()  # File > Who Rolls the Dice: the players, their own
    window.session.dice._random.seed(1)  # the app's own rolls (the cultist's dodge, the hound's), the same each run
    players = Players(monkeypatch)
    window.ui.actionPlayers.trigger()
    screen = window.players
    handouts = window.handout_menu.show_handouts()
    letter = handouts.add_text("Uncle Silas's letter", "Do not open the cellar door.")
    start = journal.last_id()

    # The fight: Walt and Harriet against a cultist. Walt strikes (typed), the cultist dodges (the app's roll).
    combat = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(combat.parentWidget())
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("The chapel", True))
    click(qtbot, combat.ui.newButton)
    for name in ("Walt Brennan", "Harriet Crane", "Cultist of the Marsh"):
        pick(combat.ui.rosterCombo, name)
        click(qtbot, combat.ui.addButton)
    assert screen.pages.currentIndex() == COMBAT_PAGE
    for name in ("Walt Brennan", "Harriet Crane"):
        combat.ui.initiativeView.selectRow(
            next(i for i, c in enumerate(combat.scene.state.combatants) if c.name == name)
        )
        combat.ui.actionTabs.setCurrentIndex(0)
        pick(combat.ui.meleeTarget, "Cultist of the Marsh")
        pick(combat.ui.responseCombo, "Dodges")
        asked = len(players.asked)
        click(qtbot, combat.ui.attackButton)
        assert combat.ui.messageLabel.text() == "", combat.ui.messageLabel.text()
        assert len(players.asked) > asked and players.asked[asked].startswith(f"{name}: "), players.asked[asked:]
        # Mid-fight, after Walt's blow, the Keeper shows the letter to everyone, then puts it away.
        if name == "Walt Brennan":
            handouts.select(letter)
            qtbot.keyClick(handouts.table, Qt.Key.Key_Return)
            assert screen.pages.currentIndex() == HANDOUT_PAGE and screen.title.text() == "Uncle Silas's letter"
            window.handout_menu.put_away_action.trigger()
            assert screen.pages.currentIndex() == COMBAT_PAGE
    never_shown(screen)

    # The chase: Tomás runs from the Marsh Hound; his speed roll and his move are typed, the hound's are the app's.
    chase = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(chase.parentWidget())
    scene = chase.scene
    scene.add(scene.runner_from_sheet(ids["Tomás Vega"], window.session.sheet(ids["Tomás Vega"]), FLEEING))
    scene.add(scene.runner_from_sheet(ids["Marsh Hound"], window.session.sheet(ids["Marsh Hound"]), PURSUING))
    chase._do(scene.speed_rolls)
    chase._do(scene.cut_to_the_chase)
    tomas = next(r for r in scene.state.runners if r.name == "Tomás Vega")
    chase._do(lambda: scene.move(tomas.key))  # refused, and asks nothing, if his speed roll let him get away
    assert screen.pages.currentIndex() == CHASE_PAGE
    never_shown(screen)

    # The Sanity scene: Walt and Harriet see it; each rolls for themself, and each loss is typed.
    sanity = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(sanity.parentWidget())
    for name in ("Walt Brennan", "Harriet Crane"):
        tick(sanity, name)
    pick(sanity.ui.horrorCombo, "Type the loss")
    sanity.ui.lossEdit.setText("1/1D6")
    click(qtbot, sanity.ui.rollButton)
    never_shown(screen)

    # Every question went to an investigator's player; the app rolled for the cultist and the hound unasked.
    assert players.whose() <= INVESTIGATORS and {"Walt Brennan", "Harriet Crane", "Tomás Vega"} <= players.whose()
    assert not any(q.startswith(("Cultist", "Marsh Hound")) for q in players.asked)
    typed = typed_entries(start)
    assert len(typed) == 4  # two blows, the speed roll, the Sanity roll: each entry says what was typed
    assert sum(len(detail["typed"]) for detail in typed) == len(players.asked)


def test_a_fight_rolled_in_secret_is_kept_off_the_players_window_and_marked_in_the_journal(window, qtbot, monkeypatch):
    """Before: only the Dice tab (and a hidden Sanity roll) could roll in secret; a fight's blow was always on the
    players' window. File > Who Rolls the Dice > Roll in Secret keeps every scene's rolls off it while ticked."""
    from desktop.models.combat.fight_scene import Encounter
    from desktop.rules import ScriptedDice
    from desktop.rules.combat.resolution import Response
    from desktop.views.window.players_window import last_exchange

    window.ui.actionPlayers.trigger()
    fight = window.session.scene(Encounter)
    fight.start("The boathouse")
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    fight.add_from_roster(ids["Walt Brennan"])
    fight.add_from_bestiary("Ghoul")
    keys = {c.name: c.key for c in fight.state.combatants}
    fight.dice = ScriptedDice([5, 1, 9, 9, 3, 2] * 4)
    fight.melee(keys["Walt Brennan"], keys["Ghoul"], defence=Response.DODGE)
    seen = last_exchange(scene_id=fight.scene_id)
    assert seen is not None  # an open blow: the players see its levels
    window.dice_menu.secret.trigger()
    assert window.session.secret_rolls
    fight.melee(keys["Ghoul"], keys["Walt Brennan"], defence=Response.DODGE)
    newest = JournalEntryRow.select().order_by(JournalEntryRow.id.desc()).first()
    assert newest.detail.get("hidden") is True and "Ghoul attacks" in newest.what
    assert last_exchange(scene_id=fight.scene_id) == seen  # still the open one, never the secret one
    window.dice_menu.secret.trigger()  # unticked: the next blow is open again
    assert not window.session.secret_rolls


def test_roll_in_secret_keeps_a_dice_tab_roll_secret_too(window, qtbot):
    """File > Who Rolls the Dice > Roll in Secret covers every tab: a check rolled in the Dice tab with its own Secret
    box unticked is marked secret in the journal all the same."""
    from desktop.rules import ScriptedDice

    window.dice_menu.secret.trigger()
    tab = window.tab("Dice")
    assert not tab.ui.secretCheck.isChecked()
    tab.dice.dice = ScriptedDice([5, 4])
    pick(tab.ui.characterCombo, "Harriet Crane")
    pick(tab.ui.targetCombo, "Spot Hidden")
    click(qtbot, tab.ui.rollButton)
    newest = JournalEntryRow.select().order_by(JournalEntryRow.id.desc()).first()
    assert newest.detail.get("hidden") is True, newest.what
