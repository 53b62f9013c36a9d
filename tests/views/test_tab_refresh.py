"""Tabs refresh from the session's change record only, and only what it names (DESIGN.md): a tab behind another
keeps what changed and refreshes once when shown; every tab is one `Tab`, listed once; the main window asks
nothing of a tab by `hasattr`."""

import importlib
import pkgutil
from pathlib import Path

import desktop.views
from desktop.models.dice.dice_session import DiceSession
from desktop.store import character_rows
from desktop.views.common.tab import Tab
from desktop.views.window.tabs import TABS

WINDOW = Path(desktop.views.__file__).parent / "window"


def ids() -> dict[str, int]:
    return {r.name: r.id for r in character_rows.roster_rows()}


def counting(monkeypatch, obj, name: str) -> list:
    """Count the calls of obj.name (still calling it)."""
    calls = []
    real = getattr(obj, name)
    monkeypatch.setattr(obj, name, lambda *args, **kwargs: calls.append(args) or real(*args, **kwargs))
    return calls


def san_shown(tab, character_id: int) -> str:
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).character_id == character_id)
    return tab.minds.index(row, 2).data()


def test_a_tab_behind_another_refreshes_once_when_shown_from_all_that_changed(window, monkeypatch):
    sanity = window.tab("Sanity")
    harriet = ids()["Harriet Crane"]
    before = san_shown(sanity, harriet)
    refreshes = counting(monkeypatch, sanity, "refresh")
    window.tab("Roster")  # the Sanity tab is behind it now
    window.session.set_tracker(harriet, "sanity", 50)
    window.session.set_tracker(ids()["Walt Brennan"], "hp", 9)
    assert refreshes == [] and san_shown(sanity, harriet) == before
    window.tab("Sanity")
    assert len(refreshes) == 1 and refreshes[0][0].characters == {harriet, ids()["Walt Brennan"]}
    assert "50" in san_shown(sanity, harriet)


def test_a_tab_in_front_refreshes_at_once(window, monkeypatch):
    sanity = window.tab("Sanity")
    harriet = ids()["Harriet Crane"]
    refreshes = counting(monkeypatch, sanity, "refresh")
    window.session.set_tracker(harriet, "sanity", 50)
    assert len(refreshes) == 1 and "50" in san_shown(sanity, harriet)


def test_the_sanity_tab_reads_the_minds_again_only_when_the_record_names_them(window, monkeypatch):
    sanity = window.tab("Sanity")
    shows = counting(monkeypatch, sanity.minds, "show")
    pulls = counting(monkeypatch, sanity.log, "pull_new")
    DiceSession(window.session).roll_expression("1D6")  # new journal rows only
    assert shows == [] and len(pulls) == 1
    window.session.set_tracker(ids()["Ghoul"], "hp", 5)  # a monster the tab does not show
    assert shows == []
    window.session.set_tracker(ids()["Harriet Crane"], "sanity", 60)
    assert len(shows) == 1


def test_the_combat_tab_redraws_the_fight_only_for_the_fight_or_those_in_it(window, monkeypatch):
    combat = window.tab("Combat")
    fight = combat.scene
    fight.start("Marsh ambush")
    fight.add_from_roster(ids()["Walt Brennan"])
    redraws = counting(monkeypatch, combat.ui.titleLabel, "setText")
    lists = []
    window.session.people.modelReset.connect(lambda: lists.append(1))
    window.session.set_tracker(ids()["Harriet Crane"], "hp", 5)  # not in the fight, and still listed as she was
    assert redraws == [] and lists == []
    window.session.set_tracker(ids()["Walt Brennan"], "hp", 5)  # in it
    assert len(redraws) == 1 and fight.state.combatants[0].hp == 5


def test_every_tab_is_a_tab_listed_once():
    titles = [entry.title for entry in TABS]
    assert titles == ["Roster", "Dice", "Combat", "Chase", "Sanity", "Tomes", "Cards", "Notes"]
    listed = [entry.tab_class(rules) for entry in TABS for rules in ("7e", "rising")]
    assert all(issubclass(cls, Tab) for cls in listed)
    for entry in TABS:
        assert {entry.tab_class(rules).title for rules in ("7e", "rising")} == {entry.title}
    assert entry_class("Combat", "7e").__name__ == "CombatTab" and entry_class("Combat", "rising").__name__ == (
        "RisingTab"
    )
    for info in pkgutil.walk_packages(desktop.views.__path__, "desktop.views."):
        importlib.import_module(info.name)
    every_tab = {c for c in all_subclasses(Tab) if c.__module__.startswith("desktop.")} - {Tab} - abstract_tabs()
    registered = {cls for entry in TABS for cls in {entry.tab_class("7e"), entry.tab_class("rising")}}
    assert every_tab == registered  # none left out, none listed but not a Tab
    assert len([c for entry in TABS for c in {entry.tab_class("7e"), entry.tab_class("rising")}]) == len(registered)


def entry_class(title: str, rules: str) -> type:
    return next(entry for entry in TABS if entry.title == title).tab_class(rules)


def all_subclasses(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *all_subclasses(sub)]
    return found


def abstract_tabs() -> set[type]:
    from desktop.views.common.scene_tab import SceneTab

    return {SceneTab}


def test_no_hasattr_in_the_window():
    offenders = [path.name for path in WINDOW.glob("*.py") if "hasattr(" in path.read_text(encoding="utf-8")]
    assert offenders == []
