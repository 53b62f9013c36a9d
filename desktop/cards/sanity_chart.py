"""The painter of one investigator's SAN and maximum SAN over time: the Sanity tab shows it and the investigator
card prints it (QtCharts is not part of PySide6-Essentials)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.store.sanity_history import SanityPoint

SAN_COLOUR = QColor(46, 100, 170)
MAX_COLOUR = QColor(150, 150, 150)
GRID_COLOUR = QColor(200, 200, 200)


def paint_history(
    painter: QPainter,
    area: QRectF,
    points: list[SanityPoint],
    title: str = "",
    colours: tuple[QColor, QColor, QColor] | None = None,
) -> list[QPointF]:
    """Draw SAN (solid) and max SAN (dashed) on a 0–99 scale across `area`, one step per recorded change; returns
    where each point was drawn (for hovering). Legible in black and white: the lines differ by dash, not colour.
    `colours` (SAN, max SAN, gridlines) are the screen's scheme's; on paper the chart keeps its own."""
    san_colour, max_colour, grid_colour = colours or (SAN_COLOUR, MAX_COLOUR, GRID_COLOUR)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    metrics = painter.fontMetrics()
    left = area.left() + metrics.horizontalAdvance("99") + 8
    top = area.top() + (metrics.height() + 4 if title else 4)
    plot = QRectF(left, top, max(10.0, area.right() - left - 6), max(10.0, area.bottom() - top - 6))
    if title:
        painter.drawText(QRectF(area.left(), area.top(), area.width(), metrics.height()), title)
    painter.setPen(QPen(grid_colour, 1))
    # Gridlines at every quarter, labelled as often as the labels keep clear of each other (a low chart on a card).
    every = next((n for n in (1, 2, 4) if plot.height() * n / 4 >= metrics.height()), 4)
    for number, value in enumerate((0, 25, 50, 75, 99)):
        y = plot.bottom() - plot.height() * value / 99
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        if number % every == 0:
            painter.drawText(
                QRectF(area.left(), y - metrics.height() / 2, left - area.left() - 4, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
    step = plot.width() / max(1, len(points) - 1)

    def at(index: int, value: int) -> QPointF:
        return QPointF(plot.left() + step * index, plot.bottom() - plot.height() * max(0, min(99, value)) / 99)

    drawn: list[QPointF] = []
    for values, pen in (
        ([p.max_sanity for p in points], QPen(max_colour, 1.5, Qt.PenStyle.DashLine)),
        ([p.sanity for p in points], QPen(san_colour, 2.5)),
    ):
        path = QPainterPath()
        for i, value in enumerate(values):
            point = at(i, value)
            if i:
                path.lineTo(QPointF(point.x(), path.currentPosition().y()))  # a step: the value held until it moved
                path.lineTo(point)
            else:
                path.moveTo(point)
        painter.setPen(pen)
        painter.drawPath(path)
    painter.setPen(QPen(san_colour, 1))
    painter.setBrush(san_colour)
    for i, point in enumerate(points):
        centre = at(i, point.sanity)
        painter.drawEllipse(centre, 3, 3)
        drawn.append(centre)
    painter.restore()
    return drawn
