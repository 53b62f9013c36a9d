"""A new kind of scene needs no plumbing beyond its state, its operations and its form (issue 21's "done when"): a
toy vigil, its one operation, and a tab of a title, a form and a refresh, listed once among the window's tabs, gets
the window's lazy building, one refresh per operation from the change record (a hidden tab's when shown), the
story of each step and the refusal line, undo and redo, and the other tabs following what it did to a character."""

from dataclasses import dataclass, replace

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.models.changes import EVERYTHING, Changes
from desktop.models.live_scene import Scene
from desktop.rules import ScriptedDice
from desktop.rules.checks import RollKind, make_check
from desktop.rules.codec import SceneCodec
from desktop.rules.scene import Outcome, SanityChanged
from desktop.store import character_rows
from desktop.views.common.scene_tab import SceneTab
from desktop.views.window import main_window, tabs
from desktop.views.window.main_window import MainWindow

# --- the state and its operation (rules) ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Vigil:
    name: str
    watcher: int
    horrors: int = 0


def see_horror(state: Vigil, sanity: int, dice) -> Outcome[Vigil]:
    check = make_check(dice, sanity, kind=RollKind.SANITY)
    lost = () if check.succeeded else (SanityChanged(state.watcher, "Watcher", sanity, sanity - 1),)
    return Outcome(
        replace(state, horrors=state.horrors + 1),
        "A horror in the dark",
        (f"SAN roll {check.result}: {check.level.label}",),
        checks=(check,),
        effects=lost,
    )


# --- the scene (models) --------------------------------------------------------------------------------------------


class VigilScene(Scene[Vigil]):
    codec = SceneCodec("vigil", Vigil, "the vigil")

    def horror(self) -> Outcome[Vigil]:
        if self.state is None:
            raise ValueError("No vigil is kept: begin one first")
        sanity = self.session.sheet(self.state.watcher).sanity
        return self.step(lambda s: see_horror(s, sanity, self.dice), (self.state.watcher, "Watcher"))


# --- its form, as Designer's generated code lays one out, and its tab (views) --------------------------------------


class Ui_Vigil:  # noqa: N801 - named as pyside6-uic names a form's class
    def setupUi(self, tab: QWidget) -> None:  # noqa: N802 - as pyside6-uic writes it
        layout = QVBoxLayout(tab)
        self.headerRow = QHBoxLayout()
        self.titleLabel = QLabel(tab)
        self.headerRow.addWidget(self.titleLabel)
        layout.addLayout(self.headerRow)
        self.countLabel = QLabel(tab)
        self.horrorButton = QPushButton("A horror", tab)
        self.messageLabel = QLabel(tab)
        self.storyLabel = QLabel(tab)
        for widget in (self.countLabel, self.horrorButton, self.messageLabel, self.storyLabel):
            layout.addWidget(widget)


class VigilTab(SceneTab):
    title = "Vigil"

    def __init__(self, session, parent=None) -> None:
        super().__init__(session, parent)
        self.scene = session.scene(VigilScene)
        self.ui = Ui_Vigil()
        self.ui.setupUi(self)
        self.setup_story()
        self.ui.horrorButton.clicked.connect(lambda: self._do(self.scene.horror))
        self.refreshes: list[Changes] = []
        self.refresh()

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        self.refreshes.append(changes)
        if changes.touches_scene(VigilScene.kind):
            state = self.scene.state
            self.ui.titleLabel.setText(state.name if state else "No vigil")
            self.ui.countLabel.setText(f"{state.horrors if state else 0} horrors seen")


PLUMBING_FREE = {"__module__", "__doc__", "__qualname__", "__init__", "title", "refresh", "staticMetaObject"}


def test_the_toy_tab_is_a_title_a_form_and_a_refresh():
    assert set(vars(VigilTab)) <= PLUMBING_FREE
    assert set(vars(VigilScene)) - {"__module__", "__doc__", "__qualname__", "__orig_bases__", "__parameters__"} <= {
        "codec",
        "horror",
        "staticMetaObject",
    }


def d100(value):
    return [value % 10 + 1, (value // 10) % 10 + 1]


def test_the_toy_tab_listed_once_runs_its_scene_in_the_window(qtbot, campaign, data_home, monkeypatch):
    listed = (*tabs.TABS, tabs.TabEntry("Vigil", {tabs.ANY_RULES: f"{__name__}:VigilTab"}))
    monkeypatch.setattr(tabs, "TABS", listed)  # the one line a new tab adds to the window's list of tabs
    monkeypatch.setattr(main_window, "TABS", listed)
    window = MainWindow(QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat))
    window.show_campaign()
    qtbot.addWidget(window)
    window.show()
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    before = character_rows.load_sheet(walt).sanity
    vigil = window.tab("Vigil")
    vigil.ui.horrorButton.click()  # none kept yet: refused in the tab's message line, nothing written
    assert vigil.ui.messageLabel.text() == "No vigil is kept: begin one first" and not vigil.ui.storyLabel.text()

    vigil.scene.begin(Vigil("Night at the mill", walt), "The vigil begins")
    assert vigil.ui.titleLabel.text() == "Night at the mill" and vigil.refreshes[-1].touches_scene("vigil")
    vigil.scene.dice = ScriptedDice(d100(95))  # SAN roll 95: a failure, 1 SAN lost
    seen = len(vigil.refreshes)
    qtbot.mouseClick(vigil.ui.horrorButton, Qt.MouseButton.LeftButton)
    assert len(vigil.refreshes) == seen + 1  # one operation, one refresh
    assert vigil.refreshes[-1].characters == {walt} and vigil.refreshes[-1].touches_scene("vigil")
    assert vigil.ui.countLabel.text() == "1 horrors seen" and vigil.ui.storyLabel.text().startswith("SAN roll 95")
    assert not vigil.ui.messageLabel.text() and character_rows.load_sheet(walt).sanity == before - 1

    roster = window.tab("Roster")  # the Roster, behind the vigil till now, shows Walt's SAN as the file holds it
    row = next(r for r in range(roster.proxy.rowCount()) if roster.proxy.index(r, 0).data() == "Walt Brennan")
    assert roster.proxy.index(row, 5).data().startswith(f"{before - 1} /")

    window.session.undo_stack.undo()  # while the vigil is behind the Roster: it waits, then refreshes once
    waiting = len(vigil.refreshes)
    assert window.tab("Vigil") is vigil and len(vigil.refreshes) == waiting + 1
    assert vigil.ui.countLabel.text() == "0 horrors seen" and not vigil.ui.storyLabel.text()
    assert character_rows.load_sheet(walt).sanity == before
    window.session.undo_stack.redo()
    assert vigil.ui.countLabel.text() == "1 horrors seen" and character_rows.load_sheet(walt).sanity == before - 1
