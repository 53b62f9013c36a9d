"""The chase map: a QGraphicsView of the track of locations, with hazards and barriers drawn and a token for each
participant (a disc on foot, a rounded box in a vehicle) showing its movement actions left. The Keeper drags a token
forward to move it and right-clicks for everything else; the players' copy hides what the Keeper has not revealed.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QPainter, QPalette, QPen, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.models.chase.chase_scene import runner_tip
from desktop.models.typed_text import as_typed
from desktop.rules.chase.chase_state import (
    FLEEING,
    STOPPED,
    ChaseState,
    Location,
    Runner,
    chase_over,
    whose_vehicle,
)
from desktop.rules.chase.movement import MPH_BY_MOV
from desktop.rules.checks import Difficulty
from desktop.views.common.appearance import type_zoom
from desktop.views.common.theme import line, map_colours

CELL_W, CELL_H, HEAD_H = 150.0, 150.0, 40.0
TOKEN_H, TOKEN_GAP = 36.0, 5.0
# The map's colours are theme.py's roles, light or dark: a token by its side, a location by its hazard.
SIDE_ROLES = {FLEEING: "fleeing", "pursuing": "pursuing"}
HAZARD_ROLES = {
    Difficulty.REGULAR: "hazard regular",
    Difficulty.HARD: "hazard hard",
    Difficulty.EXTREME: "hazard extreme",
}


def mph_table() -> str:
    """The MOV to miles-per-hour table, for hovering."""
    return "MOV → mph\n" + "\n".join(f"{mov:>2}  {mph}" for mov, mph in MPH_BY_MOV.items())


class Token(QGraphicsItem):
    """One participant: coloured by side, its name, and its movement actions left in a badge."""

    def __init__(self, runner: Runner, view: ChaseMap, movable: bool, riding: str = "", moving: bool = False) -> None:
        super().__init__()
        self.runner = runner
        self.riding = riding  # a passenger: the vehicle they ride in
        self.moving = moving  # whose move it is, in DEX order: outlined, with a ▶
        self._view = view
        self.width = CELL_W - 12
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, movable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, movable)
        self.setCursor(Qt.CursorShape.OpenHandCursor if movable else Qt.CursorShape.ArrowCursor)
        tip = runner_tip(view.state, runner, view.keeper)
        self.setToolTip(as_typed(tip + ("\nTheir move, in DEX order" if moving else "")))
        self.setZValue(2)
        self._home = QPointF()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.width, TOKEN_H)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        role = SIDE_ROLES.get(self.runner.side, "stopped")
        colour, ink = map_colours("stopped" if self.runner.condition in STOPPED else role)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(
            QPen(line("moving"), 3) if self.moving else QPen(colour.darker(140), 2 if self.isSelected() else 1)
        )
        painter.setBrush(colour)
        body = QRectF(0, 0, self.width - 24, TOKEN_H)
        if self.runner.vehicle:
            painter.drawRoundedRect(body, 6, 6)
        else:
            painter.drawRoundedRect(body, TOKEN_H / 2, TOKEN_H / 2)
        if self.runner.vehicle:  # two wheels under the box
            painter.setBrush(line("wheel"))
            painter.setPen(Qt.PenStyle.NoPen)
            for x in (8, body.width() - 18):
                painter.drawEllipse(QRectF(x, TOKEN_H - 7, 10, 7))
        painter.setPen(ink)
        font = QFont(painter.font())
        font.setPointSizeF(9)
        font.setBold(True)
        painter.setFont(font)
        room = int(body.width() - 14)
        metrics = painter.fontMetrics()
        name = metrics.elidedText(("▶ " if self.moving else "") + self.runner.name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(QRectF(8, 2, room, TOKEN_H / 2), Qt.AlignmentFlag.AlignVCenter, name)
        font.setBold(False)
        font.setPointSizeF(7.5)
        painter.setFont(font)
        what = f"in {self.riding}" if self.riding else self.runner.vehicle or "on foot"
        if self.runner.condition:
            what = f"{self.runner.condition}: {what}"
        if self.runner.in_fight:
            what = f"fighting: {what}"
        what = painter.fontMetrics().elidedText(what, Qt.TextElideMode.ElideRight, room)
        painter.drawText(QRectF(8, TOKEN_H / 2 - 2, room, TOKEN_H / 2 - 4), Qt.AlignmentFlag.AlignVCenter, what)
        if self.riding:
            return  # a passenger moves with the vehicle: no actions of their own
        badge = QRectF(self.width - 22, 2, 22, TOKEN_H - 4)
        badge_fill, badge_ink = map_colours("badge")
        painter.setPen(QPen(colour.darker(140), 1))
        painter.setBrush(badge_fill)
        painter.drawEllipse(badge)
        painter.setPen(badge_ink)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.runner.actions))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        self._home = self.pos()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        super().mouseReleaseEvent(event)
        if (
            event.button() != Qt.MouseButton.LeftButton
            or not self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable
        ):
            return
        index = int((self.pos().x() + self.width / 2) // CELL_W)
        distance = index - self.runner.location
        self.setPos(self._home)  # the scene redraws it where the rules put it
        if distance:
            self._view.token_dragged.emit(self.runner.key, distance)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802 - Qt override
        self._view.token_menu.emit(self.runner.key, event.screenPos())


class Cell(QGraphicsRectItem):
    """One location of the track: open, a hazard by its difficulty, or a barrier with its hit points."""

    def __init__(self, index: int, place: Location, keeper: bool, view: ChaseMap) -> None:
        super().__init__(index * CELL_W, 0, CELL_W, CELL_H + HEAD_H)
        self.index = index
        self._view = view
        shown = place if keeper or not place.hidden else Location()
        colour, ink = map_colours(HAZARD_ROLES[shown.hazard] if shown.hazard else "open")
        self.setBrush(QBrush(colour))
        pen = QPen(line("border"), 1)
        if keeper and place.hidden:
            pen = QPen(line("hidden border"), 2, Qt.PenStyle.DashLine)
        self.setPen(pen)
        x = index * CELL_W
        title = QGraphicsSimpleTextItem(str(index), self)
        font = QFont()
        font.setPointSizeF(11)
        font.setBold(True)
        title.setFont(font)
        title.setBrush(ink)
        title.setPos(x + 6, 4)
        words = []
        if shown.obstacle:
            words.append(shown.obstacle)
        if shown.hazard:
            words.append(f"{shown.hazard.label} hazard")
        if shown.broken:
            words.append("broken down")
        if shown.barrier_hp:
            words.append(f"Barrier {shown.barrier_hp} HP" if keeper else "Barrier")
            bar = QGraphicsRectItem(x + 2, HEAD_H, 8, CELL_H - 4, self)
            bar.setBrush(line("barrier"))
            bar.setPen(QPen(line("barrier").darker(130)))
        if keeper and place.hidden:
            words.append("hidden")
        if shown.note and keeper:  # notes are the Keeper's
            words.append(shown.note)
        if words:
            label = QGraphicsSimpleTextItem("\n".join(words), self)
            small = QFont()
            small.setPointSizeF(8)
            label.setFont(small)
            label.setBrush(ink)
            label.setPos(x + 28, 4)
        self.setToolTip(as_typed(f"Location {index}: " + ", ".join(words or ["open"])))

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802 - Qt override
        self._view.location_menu.emit(self.index, event.screenPos())


class ChaseMap(QGraphicsView):
    """The track and its tokens, redrawn from the chase state; `keeper` False for the players' window."""

    token_dragged = Signal(int, int)  # key, locations forward (negative: backward, refused by the rules)
    token_menu = Signal(int, object)  # key, global position
    location_menu = Signal(int, object)  # index, global position

    def __init__(self, keeper: bool = True, parent: QWidget | None = None, auto_fit: bool = False) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.auto_fit = auto_fit  # the whole track always in view (the players' window)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setAccessibleName("Chase map")
        self.state: ChaseState | None = None
        self.tokens: dict[int, Token] = {}
        self.cells: list[Cell] = []
        self._zoom = 1.0  # the Keeper's own zoom of the map, on top of the window's (View > Zoom)
        self._scale_to_type()

    def show_state(self, state: ChaseState | None) -> None:
        """Redraw the whole track: every location and every participant still in the chase."""
        self.state = state
        scene = self.scene()
        scene.clear()
        self.tokens, self.cells = {}, []
        if state is None or not state.locations:
            hint = "Add participants, then Cut to the Chase" if self.keeper else "No chase under way"
            text = scene.addSimpleText(hint)
            text.setFont(QFont(self.font().family(), 14))
            text.setBrush(self.palette().color(QPalette.ColorRole.Text))
            scene.setSceneRect(QRectF(0, 0, 600, 200))
            return
        for index, place in enumerate(state.locations):
            cell = Cell(index, place, self.keeper, self)
            scene.addItem(cell)
            self.cells.append(cell)
        stacked: dict[int, int] = {}
        mover = state.whose_move
        for runner in sorted(state.in_chase, key=lambda r: (-r.dex, r.key)):
            if runner.location >= len(state.locations):
                continue
            row = stacked.get(runner.location, 0)
            stacked[runner.location] = row + 1
            token = Token(
                runner,
                self,
                self.keeper and not runner.aboard,
                whose_vehicle(state.get(runner.aboard)) if runner.aboard else "",
                moving=mover is not None and mover.key == runner.key,
            )
            token.setPos(runner.location * CELL_W + 6, HEAD_H + 6 + row * (TOKEN_H + TOKEN_GAP))
            scene.addItem(token)
            self.tokens[runner.key] = token
        rows = max(stacked.values(), default=1)
        height = max(CELL_H + HEAD_H, HEAD_H + 12 + rows * (TOKEN_H + TOKEN_GAP))
        for cell in self.cells:
            rect = cell.rect()
            cell.setRect(rect.x(), rect.y(), rect.width(), height)
        hint = "   ·   hover a token for its speed; hover here for the MOV/mph table" if self.keeper else ""
        when = ("The chase is over" if chase_over(state) else f"Round {state.round}") if state.round else "Setting up"
        legend = scene.addSimpleText(when + hint)
        legend.setBrush(self.palette().color(QPalette.ColorRole.Text))
        legend.setPos(0, height + 6)
        legend.setToolTip(mph_table())
        scene.setSceneRect(QRectF(-10, -10, len(state.locations) * CELL_W + 20, height + 40))
        if self.auto_fit:
            self.fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """A change of colour scheme (View > Colour Scheme, or the system's) draws the track in the new colours."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # View > Zoom: the map's words grow with the window's type
            self._scale_to_type()
        if event.type() == QEvent.Type.PaletteChange and self.scene() is not None:
            selected = [key for key, token in self.tokens.items() if token.isSelected()]
            self.show_state(self.state)
            for key in selected:
                if key in self.tokens:
                    self.tokens[key].setSelected(True)

    # --- zoom --------------------------------------------------------------------------------------------------

    def zoom_by(self, factor: float) -> None:
        self._zoom = max(0.25, min(4.0, self._zoom * factor))
        self._scale_to_type()

    def _scale_to_type(self) -> None:
        if self.auto_fit and self.scene() is not None and self.state is not None:
            self.fit()
            return
        scale = self._zoom * type_zoom()
        self.setTransform(self.transform().fromScale(scale, scale))

    def fit(self) -> None:
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._zoom = self.transform().m11() / type_zoom()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
            return
        super().wheelEvent(event)
