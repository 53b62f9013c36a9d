"""The main window: assembles the tabs, the menus and the actions; the tabs do the work."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox, QWidget

from desktop import __version__
from desktop.paths import default_campaign_path
from desktop.store.errors import CampaignError, StoreError
from desktop.views.common.appearance import Appearance
from desktop.views.common.look import message_box
from desktop.views.forms.ui_main_window import Ui_MainWindow
from desktop.views.handouts.handout_menu import HandoutMenu
from desktop.views.search.search_window import SearchActions
from desktop.views.sessions.session_menu import SessionMenu
from desktop.views.window.file_actions import FileActions
from desktop.views.window.help_actions import HelpActions
from desktop.views.window.tab_keys import TabKeys
from desktop.views.window.tab_menus import TabMenus
from desktop.views.window.tabs import TABS, LazyTab, tab_entry
from desktop.views.window.undo_keys import StepAction, UndoKeys, unique_keys
from desktop.views.window.view_menu import ViewMenu

if TYPE_CHECKING:
    from desktop.models.changes import Changes
    from desktop.models.session import CampaignSession
    from desktop.views.common.tab import Tab

# The database layer (peewee, the store, the session) is imported when a campaign opens, not with this module: the
# window is painted first and the campaign fills it a moment later (app.main), so start-up shows a window at once.


def _database_errors() -> tuple[type[Exception], ...]:
    """The errors a damaged page raises while it is read (sqlite3's own, peewee's wrapping of them, and the store's
    own StoreReadError, which a slot reading the roster may let through)."""
    import sqlite3

    import peewee

    from desktop.store.errors import StoreReadError

    return peewee.DatabaseError, sqlite3.DatabaseError, StoreReadError


class MainWindow(FileActions, HelpActions, QMainWindow):
    """Keeper Desk's one window."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.appearance = Appearance(settings, self)  # the scheme and the type size, before anything is painted
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.session: CampaignSession | None = None
        self._failed: Path | None = None  # a campaign refused at start, whose backups File > Restore offers
        self._path: Path | None = None  # the campaign shown, remembered for when its file has to be closed
        self._edit_actions: list[QAction] = []
        self.opening = False  # shown, with its campaign still to open into it (app.main)
        self._first_screenful: QWidget | None = None  # the Roster's, shown while its campaign opens
        self.ui.actionNew.setShortcut(QKeySequence.StandardKey.New)
        self.ui.actionOpen.setShortcut(QKeySequence.StandardKey.Open)
        self.ui.actionQuit.setShortcut(QKeySequence.StandardKey.Quit)
        self.ui.actionPrint.setShortcut(QKeySequence.StandardKey.Print)
        self.ui.actionPrint.triggered.connect(self.print_current)
        self.ui.actionImport.triggered.connect(lambda: self.import_file())
        self._rules_menu()
        self._investigator_actions()
        self._paste_action()
        self.ui.actionExport.triggered.connect(lambda: self.export_file())
        self.ui.actionExportCharacter.triggered.connect(lambda: self.export_character())
        self.ui.actionNew.triggered.connect(self.new_campaign)
        self.ui.actionOpen.triggered.connect(self.open_campaign_dialog)
        self.ui.actionQuit.triggered.connect(self.close)
        self.ui.actionRestore.triggered.connect(lambda: self.restore_from_backup())
        self.ui.actionAbout.triggered.connect(self.about)
        self.ui.actionPlayers.toggled.connect(self.show_players_window)
        self.players = None  # the players' window, made when first asked for
        self.ui.tabs.currentChanged.connect(self._tab_shown)
        self._undo_keys = UndoKeys(self)
        self.view_menu = ViewMenu(self, self.ui.menuView, self.appearance)
        self.session_menu = SessionMenu(self, self.ui.actionImport)  # File > Start Session…, End Session…, Recap…
        self.handout_menu = HandoutMenu(self, self.ui.actionPlayers)  # View > Handouts…, Put Away the Handout
        self.search = SearchActions(self)  # Edit > Search the Campaign…
        self._keys_and_help()
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._refresh_recent()

    # --- campaign -------------------------------------------------------------------------------------------

    def show_campaign(self) -> None:
        """Build a session for the open campaign file and (re)build the tabs around it.

        Raises CampaignError (and closes the file) when a page read while building is damaged."""
        from desktop.models.opening import release
        from desktop.models.session import CampaignSession
        from desktop.store.campaign_file import current_path, damaged_message

        handed = self._handed_over()
        self._drop_session()
        try:
            self.session = CampaignSession(self)
        except _database_errors() as exc:
            path = current_path()
            release()
            name = path.name if path else self.tr("The campaign")
            raise CampaignError(str(exc) if isinstance(exc, StoreError) else damaged_message(name, exc)) from exc
        self._path = current_path()
        self.dice_menu.follow(self.session)
        self.session.changed.connect(self._campaign_changed)
        for key, action in self.rules_actions.items():
            action.setChecked(key == self.session.combat_rules)
        self.session.error.connect(self._store_refused)
        self.session.tab_wanted.connect(self.show_tab)
        self.session.damaged.connect(
            lambda message: QTimer.singleShot(0, lambda: self.campaign_failed(CampaignError(message)))
        )
        self._clear_tabs()
        self._tabs_rules = self.session.combat_rules  # the rules the Combat tab is built for
        from desktop.views.common.icons import tab_icon  # each drawn when painted: none moves the tabs after

        for entry in TABS:
            self.ui.tabs.addTab(self._lazy(entry.title), tab_icon(entry.title), self.tr(entry.title))
        self.tab_menus.install(self._tabs_rules, "")
        last = int(self.settings.value("window/tab", 0) or 0) if handed is None else handed[0]
        self.ui.tabs.setCurrentIndex(last if 0 <= last < self.ui.tabs.count() else 0)
        self.ui.tabs.blockSignals(False)
        self._tab_shown(self.ui.tabs.currentIndex())
        if handed is not None and handed[1] is not None:  # the Keeper picked or filtered on the first screenful
            self.ui.tabs.widget(0).ensure_built().take_over(*handed[1])
        self._install_edit_actions()
        if self.players is not None:
            self.players.follow(self.session)
        self.handout_menu.follow(self.session)
        self.search.follow(self.session)
        from desktop.views.common.later import after_repaint

        after_repaint(self, lambda session=self.session: self._after_drawn(session))
        read_only = self.session.read_only
        title = self.tr("Keeper Desk — {}").format(self.session.name)
        self.setWindowTitle(title + (self.tr(" (read-only)") if read_only else ""))
        path = str(self.session.path)
        self.settings.setValue("campaign/last", path)
        self._remember_recent(path)
        self.ui.actionRestore.setEnabled(True)
        if read_only:
            self.statusBar().showMessage(
                self.tr("{} is read-only: you can look, but changes cannot be saved").format(path)
            )
        else:
            self.statusBar().showMessage(self.tr("Opened {}").format(path), 5000)

    def _drop_session(self) -> None:
        self.session_menu.follow(None)
        self.handout_menu.follow(None)
        self.search.follow(None)
        if self.players is not None:
            self.players.follow(None)
        if self.session is not None:
            for content in self._built_tabs():
                content.shutdown()
            self.session.deleteLater()
            self.session = None

    def _clear_tabs(self) -> None:
        self.opening = False
        self._first_screenful = None
        self.tab_menus.clear()
        self.ui.tabs.blockSignals(True)
        while self.ui.tabs.count():
            page = self.ui.tabs.widget(0)
            self.ui.tabs.removeTab(0)
            page.deleteLater()

    def show_no_campaign(self, why: str, failed: Path | None) -> None:
        """The refused state: no campaign is open; say why and offer the ways on (restore, open, new)."""
        from desktop.models.opening import release
        from desktop.views.window.no_campaign import NoCampaignPage

        self._drop_session()
        release()
        self._clear_tabs()
        self._failed = failed
        page = NoCampaignPage(why, has_backups=bool(failed and self._backups(failed)), parent=self)
        page.restore.connect(lambda: self.restore_from_backup(failed))
        page.open.connect(self.open_campaign_dialog)
        page.new.connect(self.new_campaign)
        from desktop.views.common.icons import decorate, decorate_actions

        decorate(page)
        decorate_actions(self)
        self.ui.tabs.addTab(page, self.tr("No campaign open"))
        self.ui.tabs.blockSignals(False)
        for action in self._edit_actions:
            self.ui.menuEdit.removeAction(action)
            action.deleteLater()
        self._edit_actions = []
        self.ui.actionRestore.setEnabled(failed is not None)
        self.setWindowTitle(self.tr("Keeper Desk — no campaign open"))

    def show_opening(self, path: Path) -> None:
        """What the window shows for the moment between its first paint and the campaign filling it."""
        self._show_placeholder(self.tr("Opening"), self.tr("Opening {}…").format(Path(path).name))
        self.opening = True

    def show_first_screenful(self, path: Path) -> bool:
        """While the campaign opens: the Roster with its first screenful of rows, read from the file before the
        database layer loads (False, and the window unchanged, when the Roster is not the tab left in front or the
        file cannot be read so: locked, old, damaged). The other tabs' titles stand beside it, their pages empty."""
        from desktop.paths import lock_path
        from desktop.views.roster.roster_frame import first_screenful

        if int(self.settings.value("window/tab", 0) or 0) != 0 or lock_path(path).exists():
            return False
        shown = first_screenful(path, self.settings)
        if shown is None:
            return False
        self._clear_tabs()  # its signals stay blocked: the campaign's own tabs take these pages' places
        from desktop.views.common.icons import tab_icon

        for entry in TABS:
            page = shown[0] if entry.title == TABS[0].title else QWidget()
            self.ui.tabs.addTab(page, tab_icon(entry.title, kept=True), self.tr(entry.title))
        self.tab_menus.install(shown[2], TABS[0].title)  # the tabs' menus, greyed until their tabs are built
        self.setWindowTitle(self.tr("Keeper Desk — {}").format(shown[1]))
        self.opening = True
        self._first_screenful = shown[0]
        return True

    def _handed_over(self) -> tuple[int, tuple | None] | None:
        """The tab the Keeper brought forward while the first screenful showed, and what they did to its Roster
        (roster_frame.handover), for the campaign's own tabs to take up; None when no first screenful is shown."""
        page, self._first_screenful = self._first_screenful, None
        if page is None or self.ui.tabs.indexOf(page) < 0:
            return None
        from desktop.views.roster.roster_frame import handover

        return self.ui.tabs.currentIndex(), handover(page)

    def _show_placeholder(self, title: str, text: str) -> None:
        """One plain page instead of the tabs, while no campaign is open (nothing left on screen reads a closed
        file)."""
        self._clear_tabs()
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.ui.tabs.addTab(label, title)
        self.ui.tabs.blockSignals(False)
        self.ui.actionRestore.setEnabled(False)

    def build_all_tabs(self) -> list[str]:
        """Build every lazy tab (the self-check does this); returns the tab titles."""
        for index in range(self.ui.tabs.count()):
            self.ui.tabs.widget(index).ensure_built()
        return [self.ui.tabs.tabText(index) for index in range(self.ui.tabs.count())]

    def tab(self, title: str) -> Tab:
        """The tab of that title, brought to the front (so it shows the campaign as it is now)."""
        for index in range(self.ui.tabs.count()):
            if self.ui.tabs.tabText(index) == title:
                self.ui.tabs.setCurrentIndex(index)
                return self.ui.tabs.widget(index).ensure_built()
        raise KeyError(title)

    def show_tab(self, title: str) -> None:
        """Bring a tab to the front by its title (a fight begun from the chase shows the Combat tab)."""
        for index in range(self.ui.tabs.count()):
            if self.ui.tabs.tabText(index) == self.tr(title):
                self.ui.tabs.setCurrentIndex(index)
                return

    def _after_drawn(self, session: CampaignSession) -> None:
        """Once the campaign is drawn: the icons of the actions, and the game sessions' menu and its question at the
        foot (about 25 ms of start-up the Keeper would otherwise wait through before seeing the roster)."""
        if self.session is not session:
            return  # another campaign opened meanwhile: its own call comes
        from desktop.views.common.icons import decorate_actions

        decorate_actions(self)
        self.session_menu.follow(session)
        # The first widget Qt hands back that PySide6 has not met (a table's viewport) makes it set up its Python
        # classes and their enums, about 15-30 ms once: paid here, while the Keeper reads the roster, rather than in
        # the first tab they open.
        from PySide6.QtWidgets import QAbstractScrollArea

        page = self.ui.tabs.currentWidget()
        area = page.findChild(QAbstractScrollArea) if page is not None else None
        if area is not None:
            area.viewport()

    def _lazy(self, title: str) -> LazyTab:
        """The page of a registered tab, built for this campaign when first shown (its menu then follows it)."""
        session, entry = self.session, tab_entry(title)
        return LazyTab(
            lambda: entry.build(session, self.settings), built=lambda content: self.tab_menus.built(title, content)
        )

    def _built_tab(self, title: str) -> Tab | None:
        """The tab of that title when it is built (without building it)."""
        for index in range(self.ui.tabs.count()):
            page = self.ui.tabs.widget(index)
            if self.ui.tabs.tabText(index) == self.tr(title) and isinstance(page, LazyTab):
                return page.content
        return None

    def _built_tabs(self) -> list:
        """The tabs built so far (a page not yet shown has none)."""
        pages = (self.ui.tabs.widget(index) for index in range(self.ui.tabs.count()))
        return [page.content for page in pages if isinstance(page, LazyTab) and page.content is not None]

    def _tab_shown(self, index: int) -> None:
        page = self.ui.tabs.widget(index)
        if isinstance(page, LazyTab):
            page.ensure_built()  # a tab hidden behind another refreshes by itself when shown (Tab.showEvent)
        self.settings.setValue("window/tab", index)
        self.tab_menus.show_tab(self._title_at(index))
        self._players_page()

    def _title_at(self, index: int) -> str:
        """The registered title of the tab at that place ('' for a page that is no tab, as the refused state's)."""
        text = self.ui.tabs.tabText(index)
        return next((entry.title for entry in TABS if self.tr(entry.title) == text), "")

    # --- combat rules ---------------------------------------------------------------------------------------------

    def _rules_menu(self) -> None:
        """File > Combat Rules: 7th edition or Cthulhu Rising, for this campaign."""
        from PySide6.QtGui import QActionGroup

        menu = self.ui.menuFile.addMenu(self.tr("Combat R&ules"))
        menu.setObjectName("menuCombatRules")
        self.ui.menuFile.insertMenu(self.ui.actionImport, menu)
        group = QActionGroup(self)
        self.rules_actions = {}
        for value, label in (
            ("7e", self.tr("7th Edition")),
            ("rising", self.tr("Cthulhu Rising (strike ranks, hit locations)")),
        ):
            action = menu.addAction(label)
            action.setCheckable(True)
            group.addAction(action)
            action.triggered.connect(lambda _on=False, v=value: self.set_combat_rules(v))
            self.rules_actions[value] = action
        self.rules_menu = menu
        self.dice_menu = self.who_rolls_menu()

    def new_investigator(self, copy: bool = False) -> int | None:
        if self.session is None:
            return None
        roster = self.tab("Roster")
        return roster.new_investigator(copy)

    def set_combat_rules(self, value: str) -> None:
        if self.session is None:
            return
        try:
            self.session.set_combat_rules(value)
        except ValueError as exc:
            message_box(self, "warning", self.tr("Combat rules"), str(exc))

    def _campaign_changed(self, changes: Changes) -> None:
        from desktop.models.changes import COMBAT_RULES

        rules = self.session.combat_rules
        if changes.touches_setting(COMBAT_RULES) and rules != self._tabs_rules:
            self._combat_rules_changed(rules)

    def _combat_rules_changed(self, value: str) -> None:
        """The Combat tab becomes the other kind (the fights of each are kept in the campaign)."""
        self._tabs_rules = value
        for key, action in self.rules_actions.items():
            action.setChecked(key == value)
        for index in range(self.ui.tabs.count()):
            if self.ui.tabs.tabText(index) == self.tr("Combat"):
                current = self.ui.tabs.currentIndex()
                old = self.ui.tabs.widget(index)
                if old.content is not None:
                    old.content.shutdown()
                self.ui.tabs.blockSignals(True)
                self.ui.tabs.removeTab(index)
                from desktop.views.common.icons import tab_icon

                self.ui.tabs.insertTab(index, self._lazy("Combat"), tab_icon("Combat"), self.tr("Combat"))
                self.ui.tabs.setCurrentIndex(current)
                self.ui.tabs.blockSignals(False)
                old.deleteLater()
                self.tab_menus.install(value, "")
                self._tab_shown(current)
                break

    def show_players_window(self, shown: bool) -> None:
        """View > Players' Window: a second window that follows this one (the chase, or the fight)."""
        from desktop.views.window.players_window import PlayersWindow

        if self.players is None:
            if not shown:
                return
            self.players = PlayersWindow(self, self.settings)
            self.players.destroyed.connect(lambda: setattr(self, "players", None))
            self.players.closing.connect(lambda: self.ui.actionPlayers.setChecked(False))
            self.players.follow(self.session)
        self._players_page()
        if shown:
            self.players.open_on_screen()  # the second screen when there is one, full screen, as last left
        else:
            self.players.hide()

    def _players_page(self) -> None:
        if self.players is None:
            return
        from desktop.views.window.players_window import CHASE_PAGE, COMBAT_PAGE

        combat = self.ui.tabs.tabText(self.ui.tabs.currentIndex()) == self.tr("Combat")
        self.players.show_page(COMBAT_PAGE if combat else CHASE_PAGE)

    def _install_edit_actions(self) -> None:
        for action in self._edit_actions:
            self.ui.menuEdit.removeAction(action)
            action.deleteLater()
        stack = self.session.undo_stack
        undo = StepAction(stack, self.tr("&Undo"), redo=False, parent=self, allowed=self.session_menu.undo_allowed)
        redo = StepAction(stack, self.tr("&Redo"), redo=True, parent=self)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        from desktop.views.common.icons import icon

        undo.setIcon(icon("undo-2"))
        redo.setIcon(icon("redo-2"))
        redo.setShortcuts(
            unique_keys(
                QKeySequence("Ctrl+Shift+Z"),
                QKeySequence("Ctrl+Y"),
                *QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
            )
        )
        first = self.ui.menuEdit.actions()[0] if self.ui.menuEdit.actions() else None
        self.ui.menuEdit.insertActions(first, [undo, redo])  # before Search the Campaign…
        self._edit_actions = [undo, redo]

    def open_path(
        self, path: Path, create_name: str | None = None, *, defer_check: bool = False, sample: bool = True
    ) -> bool:
        """Open (or create) a campaign file: the one way in, at start-up and from the File menu.

        On refusal say why (offering its backups when it has any, and for a campaign another Keeper Desk holds, to
        open it anyway or read-only) and keep the campaign that was open; with none open, fall back to the default
        campaign, and when that fails too, show the refused state."""
        from desktop.models.opening import CampaignLocked, fallbacks, open_for_window

        previous = self.session.path if self.session else None
        try:
            open_for_window(path, create_name, defer_check=defer_check, sample=sample)
            self.show_campaign()
            return True
        except CampaignError as exc:
            failed = exc
        explained = False
        if isinstance(failed, CampaignLocked):
            from desktop.views.window.campaign_in_use import Choice, ask_campaign_in_use

            choice = ask_campaign_in_use(self, failed)
            explained = choice is Choice.CANCEL
            if not explained:
                try:
                    open_for_window(
                        path,
                        defer_check=defer_check,
                        override_lock=choice is Choice.ANYWAY,
                        read_only=choice is Choice.READ_ONLY,
                    )
                    self.show_campaign()
                    return True
                except CampaignError as exc:
                    failed = exc
        if not explained and self._offer_backups(path, failed):
            return True
        for fallback, name in fallbacks(Path(path), previous, default_campaign_path()):
            try:
                open_for_window(fallback, name)
                self.show_campaign()
                return False
            except CampaignError as exc:
                failed = exc
                path = fallback if fallback != previous else path  # the default's refusal is shown for the default
        self.show_no_campaign(str(failed), Path(path))
        return False

    def campaign_failed(self, error: CampaignError) -> None:
        """The open campaign failed its deferred check (or a read): it is closed; explain and offer backups."""
        from desktop.models.opening import release

        if self.session is None:
            return  # already closed and explained
        path = self._path
        self._drop_session()
        release()
        name = path.name if path is not None else self.tr("The campaign")
        self._show_placeholder(self.tr("Closed"), self.tr("{} was closed: it cannot be read.").format(name))
        if path is not None and self._offer_backups(path, error):
            return
        default = default_campaign_path()
        if path != default:
            refusal = self._open_default()
            if refusal is None:
                return
            error, path = refusal, default
        self.show_no_campaign(str(error), path)

    def _open_default(self) -> CampaignError | None:
        """Fall back to the default campaign (created with the sample roster when missing); its refusal, if any."""
        from desktop.models.opening import open_for_window

        default = default_campaign_path()
        try:
            open_for_window(default, None if default.exists() else "Default Campaign")
            self.show_campaign()
        except CampaignError as exc:
            return exc
        return None

    def read_failed(self, error: BaseException) -> bool:
        """An error no slot caught: when it is the campaign file failing a read (a damaged page), close the file,
        say so and offer its backups, and return True; anything else is not ours to handle here."""
        from desktop.store.campaign_file import damaged_message

        if self.session is None or not isinstance(error, _database_errors()):
            return False
        name = self._path.name if self._path else self.tr("The campaign")
        message = str(error) if isinstance(error, StoreError) else damaged_message(name, error)  # already in words
        QTimer.singleShot(0, lambda: self.campaign_failed(CampaignError(message)))
        return True

    def _store_refused(self, message: str) -> None:
        """An undo or redo the campaign file refused."""
        self.statusBar().showMessage(message, 10000)
        message_box(self, "warning", self.tr("Change not saved"), message)

    # --- keys and help --------------------------------------------------------------------------------------

    def _keys_and_help(self) -> None:
        """View > Tabs (Ctrl+1…7, Ctrl+Tab, Ctrl+Page Down…), the tabs' own menus, and Help's two windows."""
        tabs_menu = QMenu(self.tr("&Tabs"), self)
        self.ui.menuView.insertMenu(self.ui.actionPlayers, tabs_menu)
        self.ui.menuView.insertSeparator(self.ui.actionPlayers)
        self.tab_keys = TabKeys(self.ui.tabs, tabs_menu, self)
        self.tab_menus = TabMenus(self, self.ui.menuHelp.menuAction(), self._built_tab)
        self.help_windows()

    # --- window ---------------------------------------------------------------------------------------------

    def about(self) -> None:

        QMessageBox.about(
            self,
            self.tr("About Keeper Desk"),
            self.tr(
                "<h3>Keeper Desk {version}</h3><p>An offline companion for Keepers of Call of Cthulhu, 7th edition.</p>"
                "<p>Every change is saved as you make it. Campaign file:<br><code>{path}</code></p>"
            ).format(version=__version__, path=html.escape(str(self.session.path if self.session else ""))),
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.settings.setValue("window/geometry", self.saveGeometry())
        self._drop_session()  # stops a running forecast and waits for its thread
        super().closeEvent(event)
