"""The tabs' own menus (Roster, Dice, Combat, …): each entry presses one of its tab's buttons, so the menu, its keys
and the button are one path; an entry is greyed while its tab is not in front or its button is greyed."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu, QStackedWidget, QTabWidget, QWidget

from desktop.views.window.tabs import ANY_RULES, TABS

TAB_PROPERTY = "keeperDeskTab"  # the tab whose menu holds an action: keys of different tabs never fire together
WHERE_PROPERTY = "keeperDeskWhere"  # where an action's keys work, when not anywhere in the window


@dataclass(frozen=True)
class MenuEntry:
    """One entry of a tab's menu: the button of the tab's form it presses (or the tab's method it calls, for what no
    button does), and its keys. `widget` names the form's widget the keys belong to (the keys work while it has the
    focus, as Space in the Sanity tab's table); `where` says so in the list of keys."""

    text: str
    button: str = ""
    method: str = ""
    keys: tuple[str, ...] = ()
    widget: str = ""
    where: str = ""


SEPARATOR = None
Entries = tuple[MenuEntry | None, ...]

# Per tab and per choice of combat rules (ANY_RULES for a tab that is the same under both).
TAB_MENUS: Mapping[str, Mapping[str, Entries]] = {
    "Roster": {
        ANY_RULES: (
            MenuEntry("&Add Character…", "addButton", keys=("Ctrl+Shift+N",)),  # Ctrl+N is File > New Campaign
            MenuEntry("&Edit Character…", "editButton", keys=("Ctrl+E",)),
            MenuEntry("D&uplicate Character", "duplicateButton", keys=("Ctrl+D",)),
            MenuEntry("&Delete Character…", "deleteButton", keys=("Del",)),
            SEPARATOR,
            MenuEntry("&Find in the Roster", method="find", keys=("Ctrl+F",)),
            SEPARATOR,
            MenuEntry("Development &Phase…", "developmentButton"),
            MenuEntry("The Character's &Story…", "storyButton"),
        )
    },
    "Dice": {
        ANY_RULES: (
            MenuEntry("&Roll the Check", "rollButton", keys=("Ctrl+R",)),
            MenuEntry("&Push the Roll", "pushButton", keys=("Ctrl+Shift+R",)),
            MenuEntry("Spend &Luck", "luckButton", keys=("Ctrl+L",)),
            SEPARATOR,
            MenuEntry("Roll for &Everyone", "groupRollButton"),
            MenuEntry("&Group Luck", "groupLuckButton"),
            SEPARATOR,
            MenuEntry("Roll the &Dice Typed", "expressionButton"),
        )
    },
    "Combat": {
        "7e": (
            MenuEntry("&New Fight…", "newButton"),
            MenuEntry("Roll &Initiative", "initiativeButton", keys=("Ctrl+I",)),
            SEPARATOR,
            MenuEntry("Next &Turn", "nextTurnButton", keys=("Ctrl+Right",)),
            MenuEntry("Next Ro&und", "nextRoundButton", keys=("Ctrl+Shift+Right",)),
            SEPARATOR,
            MenuEntry("Attac&k", "attackButton", keys=("Ctrl+K",)),
            MenuEntry("Fi&re", "fireButton", keys=("Ctrl+Shift+K",)),
            MenuEntry("&Dive for Cover", "diveButton"),
            MenuEntry("Re&load", "reloadButton"),
            SEPARATOR,
            MenuEntry("Fore&cast", "forecastButton"),
            MenuEntry("End Fi&ght…", "endButton"),
        ),
        "rising": (
            MenuEntry("&New Fight…", "newButton"),
            MenuEntry("Next Strike &Rank", "nextButton", keys=("Ctrl+Right",)),
            MenuEntry("&Attack", "attackButton", keys=("Ctrl+K",)),
            SEPARATOR,
            MenuEntry("End Fi&ght…", "endButton"),
        ),
    },
    "Chase": {
        ANY_RULES: (
            MenuEntry("&New Chase…", "newChaseButton"),
            SEPARATOR,
            MenuEntry("&Move", "moveButton", keys=("Ctrl+M",)),
            MenuEntry("A&ttack", "attackButton", keys=("Ctrl+K",)),
            MenuEntry("&Pass the Move", "passButton", keys=("Ctrl+Right",)),
            MenuEntry("Next Ro&und", "nextRoundButton", keys=("Ctrl+Shift+Right",)),
            SEPARATOR,
            MenuEntry("En&d Chase…", "endButton"),
        )
    },
    "Sanity": {
        ANY_RULES: (
            MenuEntry("New En&counter…", "newEncounterButton"),
            MenuEntry(
                "&Tick or Untick the Selected",
                method="_toggle_selected",
                keys=("Space",),
                widget="mindsView",
                where="in the table of minds",
            ),
            MenuEntry("Roll &Sanity for Those Ticked", "rollButton", keys=("Ctrl+R",)),
            SEPARATOR,
            MenuEntry("New &Day", "newDayButton"),
            MenuEntry("&Weeks Pass", "weekButton"),
        )
    },
    "Tomes": {
        ANY_RULES: (
            MenuEntry("&New Tome…", "newTomeButton"),
            SEPARATOR,
            MenuEntry("&Initial Reading", "readButton"),
            MenuEntry("Begin Full &Study", "studyButton"),
            MenuEntry("&Learn", "learnButton"),
            MenuEntry("&Cast", "castButton"),
            SEPARATOR,
            MenuEntry("&Weeks Pass", "weekButton"),
        )
    },
    "Notes": {
        ANY_RULES: (
            MenuEntry("&New Note", "newButton"),
            MenuEntry("&Link To…", "linkButton"),
            SEPARATOR,
            MenuEntry("&Remove Note…", "removeButton"),
        )
    },
}


def menu_entries(title: str, rules: str) -> Entries:
    """The entries of a tab's menu under those combat rules (none for a tab without a menu)."""
    kinds = TAB_MENUS.get(title, {})
    return kinds.get(rules, kinds.get(ANY_RULES, ()))


def bring_forward(widget: QWidget, tab: QWidget) -> None:
    """Show the pages (of tab widgets and stacks in the tab) that hold `widget`, as a click on it would find them."""
    child, parent = widget, widget.parentWidget()
    while parent is not None and child is not tab:
        if isinstance(parent, QStackedWidget):
            owner = parent.parentWidget()
            if isinstance(owner, QTabWidget):
                owner.setCurrentWidget(child)
            else:
                parent.setCurrentWidget(child)
        child, parent = parent, parent.parentWidget()


class TabMenu(QObject):
    """One tab's menu: its actions, and the tab they press once it is built."""

    def __init__(self, window: QMainWindow, title: str, entries: Entries) -> None:
        super().__init__(window)
        self.title = title
        self.menu = QMenu(window.tr(title), window)
        self.menu.setObjectName(f"menu{title}")
        self.entries: list[tuple[MenuEntry, QAction]] = []
        self.content: QWidget | None = None
        self.shown = False
        for entry in entries:
            if entry is None:
                self.menu.addSeparator()
                continue
            action = QAction(window.tr(entry.text), window)
            action.setShortcuts([QKeySequence(key) for key in entry.keys])
            action.setProperty(TAB_PROPERTY, title)
            action.setProperty(WHERE_PROPERTY, window.tr(entry.where) if entry.where else "")
            if entry.widget:
                action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.setEnabled(False)
            action.triggered.connect(lambda _checked=False, e=entry: self.press(e))
            self.menu.addAction(action)
            self.entries.append((entry, action))

    def actions(self) -> list[QAction]:
        return [action for _entry, action in self.entries]

    def bind(self, content: QWidget) -> None:
        """The tab is built: its buttons say when each entry can be pressed."""
        self.content = content
        for entry, action in self.entries:
            button = self.button(entry)
            if button is not None:
                button.installEventFilter(self)
            if entry.widget:
                getattr(content.ui, entry.widget).addAction(action)
        self.update()

    def button(self, entry: MenuEntry) -> QAbstractButton | None:
        if self.content is None or not entry.button:
            return None
        return getattr(self.content.ui, entry.button, None)

    def set_shown(self, shown: bool) -> None:
        self.shown = shown
        self.update()

    def update(self) -> None:
        for entry, action in self.entries:
            action.setEnabled(self.can_press(entry))

    def can_press(self, entry: MenuEntry) -> bool:
        if not self.shown or self.content is None:
            return False
        if not entry.button:
            return True
        button = self.button(entry)
        return button is not None and button.isEnabled() and not button.isHidden()

    def press(self, entry: MenuEntry) -> None:
        """What the button does when clicked (nothing while it is greyed): its page is brought forward first."""
        if not self.can_press(entry):
            return
        if entry.method:
            getattr(self.content, entry.method)()
            return
        button = self.button(entry)
        bring_forward(button, self.content)
        button.click()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.EnabledChange, QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            self.update()
        return False


class TabMenus(QObject):
    """The menus of the tabs, between View and Help; made again when the Combat tab changes kind."""

    def __init__(self, window: QMainWindow, before: QAction, built: Callable[[str], QWidget | None]) -> None:
        super().__init__(window)
        self._window = window
        self._before = before  # the Help menu's action: the tabs' menus go before it
        self._built = built
        self.menus: dict[str, TabMenu] = {}

    def install(self, rules: str, current: str) -> None:
        """One menu for each tab that has entries under these rules, bound to the tabs already built."""
        self.clear()
        for entry in TABS:
            entries = menu_entries(entry.title, rules)
            if not entries:
                continue
            menu = TabMenu(self._window, entry.title, entries)
            self._window.menuBar().insertMenu(self._before, menu.menu)
            self.menus[entry.title] = menu
            content = self._built(entry.title)
            if content is not None:
                menu.bind(content)
        self.show_tab(current)

    def clear(self) -> None:
        for menu in self.menus.values():
            self._window.menuBar().removeAction(menu.menu.menuAction())
            for action in menu.actions():
                action.deleteLater()
            menu.menu.deleteLater()
            menu.deleteLater()
        self.menus = {}

    def built(self, title: str, content: QWidget) -> None:
        if title in self.menus:
            self.menus[title].bind(content)

    def show_tab(self, title: str) -> None:
        for name, menu in self.menus.items():
            menu.set_shown(name == title)
