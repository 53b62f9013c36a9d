"""A handout drawn for the players: its image scaled to fit (an SVG drawn at that size), or its text in large plain
type; never markup."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QPixmap, QResizeEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.rules.handouts.handout import SVG, Handout
from desktop.views.common.look import emphasize


def handout_image(handout: Handout, width: int, height: int) -> QPixmap:
    """A handout's image scaled to fit `width` × `height`, its proportions kept (an SVG drawn at that size)."""
    if handout.kind == SVG:
        renderer = QSvgRenderer(QByteArray(handout.image))
        size = renderer.defaultSize()
        if not renderer.isValid() or size.isEmpty():
            return QPixmap()
        size.scale(max(1, width), max(1, height), Qt.AspectRatioMode.KeepAspectRatio)
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        return QPixmap.fromImage(image)
    image = QImage.fromData(QByteArray(handout.image))
    if image.isNull():
        return QPixmap()
    return QPixmap.fromImage(image).scaled(
        max(1, width), max(1, height), Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
    )


class HandoutView(QWidget):
    """One handout filling the page: its image scaled to fit, or its text in large plain type."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.image = QLabel(self)
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setAccessibleName(self.tr("Handout"))
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # a handout's words are as typed, never markup
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        emphasize(self.text, 1.8, QFont.Weight.Normal)  # a letter read from across the room
        layout = QVBoxLayout(self)
        layout.addWidget(self.image, 1)
        layout.addWidget(self.text, 1)
        self.handout: Handout | None = None

    def show_handout(self, handout: Handout | None) -> None:
        self.handout = handout
        is_image = handout is not None and handout.is_image
        self.image.setVisible(is_image)
        self.text.setVisible(not is_image)
        self.text.setText(handout.text if handout is not None and not is_image else "")
        self._draw()

    def _draw(self) -> None:
        if self.handout is not None and self.handout.is_image:
            self.image.setPixmap(handout_image(self.handout, self.width() - 20, self.height() - 20))
        else:
            self.image.clear()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._draw()
