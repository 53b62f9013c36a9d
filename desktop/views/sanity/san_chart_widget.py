"""A small chart of one investigator's SAN and maximum SAN over time: the Cards' painter, shown in a widget that
answers hovering with what moved each point."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QToolTip, QWidget

from desktop.cards.sanity_chart import paint_history
from desktop.models.typed_text import as_typed
from desktop.store.sanity_history import SanityPoint
from desktop.views.common.theme import line


class SanityChart(QWidget):
    """The chart for one investigator; hovering a point shows the event that moved SAN there."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[SanityPoint] = []
        self.title = ""
        self._drawn: list[QPointF] = []
        self.setMouseTracking(True)
        self.setMinimumHeight(140)
        self.setAccessibleName("SAN over time")

    def show_history(self, title: str, points: list[SanityPoint]) -> None:
        self.title, self.points = title, points
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        colours = line("san line"), line("max san line"), line("chart grid")  # the scheme's, drawn afresh on a change
        area = QRectF(self.rect())
        self._drawn = paint_history(painter, area, self.points, self.title, colours) if self.points else []
        if not self.points:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "Select an investigator to see their SAN")
        painter.end()

    def event_at(self, position: QPointF) -> str | None:
        """The event of the point nearest `position`, within a few pixels."""
        for point, centre in zip(self.points, self._drawn):
            if (centre - position).manhattanLength() <= 8:
                return f"{point.what or 'start'}: SAN {point.sanity} of {point.max_sanity}"
        return None

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        text = self.event_at(event.position())
        if text:
            QToolTip.showText(event.globalPosition().toPoint(), as_typed(text), self)
        else:
            QToolTip.hideText()
