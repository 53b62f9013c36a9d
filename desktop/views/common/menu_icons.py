"""Menus that draw the icon of their highlighted row in the selection's text colour, as its words are."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QIcon, QIconEngine, QPainter, QPixmap
from PySide6.QtWidgets import QMenu, QProxyStyle, QStyle, QStyleOption, QStyleOptionMenuItem, QWidget


class _AsSelected(QIconEngine):
    """An icon whose Active pixmaps are its Selected ones: a menu's highlighted row asks for Active."""

    def __init__(self, original: QIcon) -> None:
        super().__init__()
        self._icon = QIcon(original)  # a copy: an option's icon is its member, replaced next

    def clone(self) -> QIconEngine:
        return _AsSelected(self._icon)

    def _mode(self, mode: QIcon.Mode) -> QIcon.Mode:
        return QIcon.Mode.Selected if mode == QIcon.Mode.Active else mode

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:  # noqa: N802 - Qt override
        return self._icon.actualSize(size, self._mode(mode), state)

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float) -> QPixmap:  # noqa: N802
        return self._icon.pixmap(size, scale, self._mode(mode), state)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        self._icon.paint(painter, rect, Qt.AlignmentFlag.AlignCenter, self._mode(mode), state)


class _MenuStyle(QProxyStyle):
    """The style's own menus, but the highlighted row's icon in the selection's text colour, as its words are (a
    style asks a highlighted menu row's icon for its Active pixmap, as it does a focused button's, which keeps the
    text colour: so menus alone are told apart, here)."""

    def drawControl(self, element, option: QStyleOption, painter: QPainter, widget: QWidget | None = None) -> None:  # noqa: N802
        if (
            element == QStyle.ControlElement.CE_MenuItem
            and isinstance(option, QStyleOptionMenuItem)
            and option.state & QStyle.StateFlag.State_Selected
            and option.state & QStyle.StateFlag.State_Enabled
            and not option.icon.isNull()
        ):
            option = QStyleOptionMenuItem(option)
            option.icon = QIcon(_AsSelected(option.icon))
        super().drawControl(element, option, painter, widget)


_menu_style: list[_MenuStyle] = []  # one for every menu, made with the first (it needs the application)


def highlight_icons(menu: QMenu) -> None:
    """Draw the icon of a menu's highlighted row in the palette's highlighted text colour (its submenus too)."""
    if not _menu_style:
        _menu_style.append(_MenuStyle())
    for each in (menu, *menu.findChildren(QMenu)):
        if each.style() is not _menu_style[0]:
            each.setStyle(_menu_style[0])
