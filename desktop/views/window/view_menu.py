"""View > Colour Scheme (System, Light, Dark) and View > Zoom In, Zoom Out, Actual Size: the main window's actions
for the application's Appearance."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from desktop.views.common.appearance import Appearance
from desktop.views.window.undo_keys import unique_keys


class ViewMenu:
    """The View menu's scheme and zoom entries, added to `menu` and kept in step with `appearance`."""

    def __init__(self, window: QMainWindow, menu: QMenu, appearance: Appearance) -> None:
        self._appearance = appearance
        tr = window.tr
        menu.addSeparator()
        schemes = menu.addMenu(tr("Colour &Scheme"))
        schemes.setObjectName("menuColourScheme")
        schemes.setToolTipsVisible(True)
        group = QActionGroup(window)
        self.scheme_actions: dict[str, QAction] = {}
        for choice, name, label, tip in (
            ("system", "actionSchemeSystem", tr("Follow the &System"), tr("Light or dark as the system is set")),
            ("light", "actionSchemeLight", tr("&Light"), tr("Dark text on a light window, whatever the system says")),
            ("dark", "actionSchemeDark", tr("&Dark"), tr("Light text on a dark window, whatever the system says")),
        ):
            action = schemes.addAction(label)
            action.setObjectName(name)
            action.setToolTip(tip)
            action.setCheckable(True)
            action.setChecked(choice == appearance.choice)
            group.addAction(action)
            action.triggered.connect(lambda _on=False, c=choice: appearance.choose(c))
            self.scheme_actions[choice] = action
        menu.addSeparator()
        self.zoom_in = self._action(window, menu, "actionZoomIn", tr("Zoom &In"), appearance.zoom_in)
        self.zoom_in.setShortcuts(
            unique_keys(QKeySequence("Ctrl+="), *QKeySequence.keyBindings(QKeySequence.StandardKey.ZoomIn))
        )
        self.zoom_out = self._action(window, menu, "actionZoomOut", tr("Zoom &Out"), appearance.zoom_out)
        self.zoom_out.setShortcuts(
            unique_keys(*QKeySequence.keyBindings(QKeySequence.StandardKey.ZoomOut), QKeySequence("Ctrl+-"))
        )
        self.actual_size = self._action(window, menu, "actionActualSize", tr("&Actual Size"), appearance.actual_size)
        self.actual_size.setShortcut(QKeySequence("Ctrl+0"))
        for action, tip in (
            (self.zoom_in, tr("Larger type in every window, to read from further away")),
            (self.zoom_out, tr("Smaller type in every window")),
            (self.actual_size, tr("The type at the system's own size")),
        ):
            action.setToolTip(tip)
        menu.setToolTipsVisible(True)
        appearance.changed.connect(self._follow)
        self._follow()

    @staticmethod
    def _action(window: QMainWindow, menu: QMenu, name: str, label: str, slot) -> QAction:
        action = QAction(label, window)
        action.setObjectName(name)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _follow(self) -> None:
        """The entries as the appearance stands: its scheme ticked, a zoom greyed at its end, the zoom in the status
        tip."""
        appearance = self._appearance
        self.scheme_actions[appearance.choice].setChecked(True)
        self.zoom_in.setEnabled(appearance.can_zoom_in())
        self.zoom_out.setEnabled(appearance.can_zoom_out())
        self.actual_size.setEnabled(appearance.zoom != 1.0)
        now = f"{appearance.zoom:.0%}"
        for action in (self.zoom_in, self.zoom_out, self.actual_size):
            action.setStatusTip(action.parent().tr("{tip} (now {zoom})").format(tip=action.toolTip(), zoom=now))
