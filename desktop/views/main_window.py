"""The main window: assembles the tabs, the menus and the actions; the tabs do the work."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from desktop import __version__
from desktop.models.campaign import CampaignSession
from desktop.store.campaign_file import SUFFIX, CampaignError, open_campaign
from desktop.views.forms.ui_main_window import Ui_MainWindow

MAX_RECENT = 8
FILE_FILTER = "Keeper Desk campaigns (*.kdesk)"


class LazyTab(QWidget):
    """A tab page whose content is built the first time it is shown, so start-up stays fast."""

    def __init__(self, build: Callable[[], QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build = build
        self.content: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def ensure_built(self) -> QWidget:
        if self.content is None:
            self.content = self._build()
            self.layout().addWidget(self.content)
        return self.content


def _roster_tab(session: CampaignSession) -> QWidget:
    from desktop.views.roster_tab import RosterTab

    return RosterTab(session)


def _dice_tab(session: CampaignSession) -> QWidget:
    from desktop.views.dice_tab import DiceTab

    return DiceTab(session)


def _combat_tab(session: CampaignSession) -> QWidget:
    from desktop.views.combat_tab import CombatTab

    return CombatTab(session)


class MainWindow(QMainWindow):
    """Keeper Desk's one window."""

    # Each tab's module is imported when the tab is first shown, so start-up loads only what it paints.
    TABS = (("Roster", _roster_tab), ("Dice", _dice_tab), ("Combat", _combat_tab))

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.session: CampaignSession | None = None
        self._edit_actions: list[QAction] = []
        self.ui.actionNew.setShortcut(QKeySequence.StandardKey.New)
        self.ui.actionOpen.setShortcut(QKeySequence.StandardKey.Open)
        self.ui.actionQuit.setShortcut(QKeySequence.StandardKey.Quit)
        self.ui.actionNew.triggered.connect(self.new_campaign)
        self.ui.actionOpen.triggered.connect(self.open_campaign_dialog)
        self.ui.actionQuit.triggered.connect(self.close)
        self.ui.actionAbout.triggered.connect(self.about)
        self.ui.tabs.currentChanged.connect(self._tab_shown)
        geometry = settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._refresh_recent()

    # --- campaign -------------------------------------------------------------------------------------------

    def show_campaign(self) -> None:
        """Build a session for the open campaign file and (re)build the tabs around it."""
        if self.session is not None:
            self.session.deleteLater()
        self.session = CampaignSession(self)
        self.session.character_changed.connect(self._roster_changed)
        self.ui.tabs.blockSignals(True)
        while self.ui.tabs.count():
            page = self.ui.tabs.widget(0)
            self.ui.tabs.removeTab(0)
            page.deleteLater()
        for title, make_tab in self.TABS:
            session = self.session
            self.ui.tabs.addTab(LazyTab(lambda make=make_tab, s=session: make(s)), self.tr(title))
        last = int(self.settings.value("window/tab", 0) or 0)
        self.ui.tabs.setCurrentIndex(last if 0 <= last < self.ui.tabs.count() else 0)
        self.ui.tabs.blockSignals(False)
        self._tab_shown(self.ui.tabs.currentIndex())
        self._install_edit_actions()
        self.setWindowTitle(self.tr("Keeper Desk — {}").format(self.session.name))
        path = str(self.session.path)
        self.settings.setValue("campaign/last", path)
        self._remember_recent(path)
        self.statusBar().showMessage(self.tr("Opened {}").format(path), 5000)

    def build_all_tabs(self) -> list[str]:
        """Build every lazy tab (the self-check does this); returns the tab titles."""
        for index in range(self.ui.tabs.count()):
            self.ui.tabs.widget(index).ensure_built()
        return [self.ui.tabs.tabText(index) for index in range(self.ui.tabs.count())]

    def tab(self, title: str) -> QWidget:
        for index in range(self.ui.tabs.count()):
            if self.ui.tabs.tabText(index) == title:
                return self.ui.tabs.widget(index).ensure_built()
        raise KeyError(title)

    def _tab_shown(self, index: int) -> None:
        page = self.ui.tabs.widget(index)
        if isinstance(page, LazyTab):
            content = page.ensure_built()
            if hasattr(content, "refresh_characters"):
                content.refresh_characters()
        self.settings.setValue("window/tab", index)

    def _roster_changed(self, _character_id: int) -> None:
        for index in range(self.ui.tabs.count()):
            page = self.ui.tabs.widget(index)
            built = page.content if isinstance(page, LazyTab) else None
            if hasattr(built, "refresh_characters") and index != self.ui.tabs.currentIndex():
                built.refresh_characters()

    def _install_edit_actions(self) -> None:
        for action in self._edit_actions:
            self.ui.menuEdit.removeAction(action)
        stack = self.session.undo_stack
        undo = stack.createUndoAction(self, self.tr("&Undo"))
        redo = stack.createRedoAction(self, self.tr("&Redo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence.StandardKey.Redo])
        self.ui.menuEdit.addAction(undo)
        self.ui.menuEdit.addAction(redo)
        self._edit_actions = [undo, redo]

    def open_path(self, path: Path, create_name: str | None = None) -> bool:
        """Open (or create) a campaign file; on refusal say why and keep the current one."""
        from PySide6.QtWidgets import QMessageBox

        previous = self.session.path if self.session else None
        try:
            open_campaign(path, create_name=create_name)
            if create_name is not None:
                from desktop.store.sample import write_sample_roster

                write_sample_roster()
        except CampaignError as exc:
            QMessageBox.warning(self, self.tr("Cannot open campaign"), str(exc))
            if previous is not None:
                open_campaign(previous)
            return False
        self.show_campaign()
        return True

    def new_campaign(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        start = str(Path(self.session.path).parent) if self.session and self.session.path else ""
        name, _ = QFileDialog.getSaveFileName(self, self.tr("New campaign"), start, self.tr(FILE_FILTER))
        if name:
            path = Path(name) if name.endswith(SUFFIX) else Path(name + SUFFIX)
            if path.exists():
                QMessageBox.warning(self, self.tr("New campaign"), self.tr("{} already exists.").format(path.name))
                return
            self.open_path(path, create_name=path.stem)

    def open_campaign_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        start = str(Path(self.session.path).parent) if self.session and self.session.path else ""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open campaign"), start, self.tr(FILE_FILTER))
        if name:
            self.open_path(Path(name))

    # --- recent files ---------------------------------------------------------------------------------------

    def recent(self) -> list[str]:
        value = self.settings.value("campaign/recent", [])
        return [value] if isinstance(value, str) else list(value or [])

    def _remember_recent(self, path: str) -> None:
        recent = [path] + [p for p in self.recent() if p != path]
        self.settings.setValue("campaign/recent", recent[:MAX_RECENT])
        self._refresh_recent()

    def _refresh_recent(self) -> None:
        menu = self.ui.menuRecent
        menu.clear()
        for path in self.recent():
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(Path(p)))
        menu.setEnabled(bool(self.recent()))

    # --- window ---------------------------------------------------------------------------------------------

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Keeper Desk"),
            self.tr(
                "<h3>Keeper Desk {version}</h3><p>An offline companion for Keepers of Call of Cthulhu, 7th edition.</p>"
                "<p>Every change is saved as you make it. Campaign file:<br><code>{path}</code></p>"
            ).format(version=__version__, path=str(self.session.path if self.session else "")),
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.settings.setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
