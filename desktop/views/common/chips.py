"""The visual language's marks drawn: success-level chips, condition badges and a log entry's outcome card.

One delegate draws them in every table (`MarkDelegate`, reading the roles of models/marks.py) and one widget beside
a panel's result (`MarkStrip`). A level is never told by colour alone: its chip carries its word and a shape (one
tick for Regular up to three for Extreme, a star for a Critical, crosses for a failure), and the better levels are
heavier. Badges are square-cornered, levels round, so the two read apart without colour too."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolTip,
    QWidget,
)

from desktop.models.marks import Badge, MarkRole, OutcomeCard
from desktop.models.typed_text import as_typed
from desktop.rules.checks import SuccessLevel
from desktop.views.common.theme import chip, colour

Index = QModelIndex | QPersistentModelIndex

LEVEL_SHAPES = {
    SuccessLevel.CRITICAL: "★",
    SuccessLevel.EXTREME: "✓✓✓",
    SuccessLevel.HARD: "✓✓",
    SuccessLevel.REGULAR: "✓",
    SuccessLevel.FAILURE: "✗",
    SuccessLevel.FUMBLE: "✗✗",
}
LEVEL_WORDS = {
    SuccessLevel.CRITICAL: "Critical",
    SuccessLevel.EXTREME: "Extreme",
    SuccessLevel.HARD: "Hard",
    SuccessLevel.REGULAR: "Regular",
    SuccessLevel.FAILURE: "Failure",
    SuccessLevel.FUMBLE: "Fumble",
}
_HEAVY = {SuccessLevel.CRITICAL, SuccessLevel.EXTREME, SuccessLevel.HARD, SuccessLevel.FUMBLE}
GAP, PAD, MARGIN, BAR = 4, 6, 4, 44  # between pieces, inside a chip, around a cell, an HP bar's width


def _tr(text: str) -> str:
    return QCoreApplication.translate("Marks", text)


def level_text(level: SuccessLevel) -> str:
    """A level's chip as words: its shape and its name, e.g. '✓✓ Hard'."""
    return f"{LEVEL_SHAPES[level]} {_tr(LEVEL_WORDS[level])}"


_LEVEL_ROLES = {level: level.name.lower() for level in SuccessLevel}


def level_role(level: SuccessLevel) -> str:
    """The theme's chip role of a level: 'critical' … 'fumble'."""
    return _LEVEL_ROLES[level]


@dataclass(frozen=True)
class Piece:
    """One thing drawn in a line of marks: a level's chip, a badge, words, or an HP bar moving."""

    kind: str  # "level", "badge", "text", "bar"
    text: str = ""
    tone: str | None = None  # a chip role for a chip or badge; for words, a text role ("muted") or None
    bold: bool = False
    hp: tuple[int, int, int] | None = None  # a bar's (before, after, of)


SEPARATOR = Piece("text", "·", "muted")  # between the people a card names


def level_pieces(levels: Sequence[SuccessLevel], opposed: bool = False) -> list[Piece]:
    """The levels side by side: 'vs' between an opposed pair."""
    pieces: list[Piece] = []
    for at, level in enumerate(levels):
        if at and opposed:
            pieces.append(Piece("text", _tr("vs"), "muted"))
        pieces.append(Piece("level", level_text(level), level_role(level), level in _HEAVY))
    return pieces


def badge_pieces(badges: Iterable[Badge]) -> list[Piece]:
    return [Piece("badge", b.text, b.tone) if b.tone else Piece("text", b.text) for b in badges]


def card_pieces(card: OutcomeCard) -> list[Piece]:
    """A log entry's outcome card: the levels rolled, then each person touched (on whom, and the actor when hurt) —
    name, the levels they rolled (a roll for several: each person's beside their name), the HP bar moving with its
    numbers, SAN, and the conditions gained as badges."""
    from desktop.models.marks import tone_of

    secret = [Piece("badge", _tr("Secret"), "hidden")] if card.hidden else []  # rolled behind the Keeper's screen
    pieces = [*secret, *level_pieces(card.unowned(), card.opposed)]  # who acted is the row's Who
    for name, levels, person in card.people():  # each person's own levels beside their name, when the entry says
        if len(pieces) > len(secret):
            pieces.append(SEPARATOR)
        pieces.append(Piece("text", name, None, True))
        pieces += level_pieces(levels)
        if person is None:
            continue
        if person.hp:
            before, after = person.hp
            of = person.max_hp if person.max_hp else max(before, after, 1)
            pieces.append(Piece("bar", hp=(before, after, of)))
            pieces.append(Piece("text", _tr("HP {} → {}").format(before, after)))
        if person.sanity:
            pieces.append(Piece("text", _tr("SAN {} → {}").format(*person.sanity)))
        for gained in person.gained:
            tone = tone_of(gained)
            pieces.append(Piece("badge", gained.capitalize(), tone) if tone else Piece("text", gained, "muted"))
    return pieces


def _font(base: QFont, bold: bool) -> QFont:
    font = QFont(base)
    if bold:
        font.setWeight(QFont.Weight.Bold)
    return font


_FONTS: dict[str, QFont] = {}  # each font measured in, by its key


@lru_cache(maxsize=8192)
def _advance(font_key: str, bold: bool, text: str) -> int:
    return QFontMetrics(_font(_FONTS[font_key], bold)).horizontalAdvance(text)


def piece_width(piece: Piece, font: QFont) -> int:
    """How wide a piece is drawn in `font` (measured once per font and words: a log measures the same chips often)."""
    if piece.kind == "bar":
        return BAR
    key = font.key()
    _FONTS.setdefault(key, QFont(font))
    advance = _advance(key, piece.bold, piece.text)
    return advance + 2 * PAD if piece.kind in ("level", "badge") else advance


def line_height(font: QFont) -> int:
    return QFontMetrics(font).height() + 6


def flow(pieces: Sequence[Piece], width: int, font: QFont) -> tuple[list[tuple[Piece, QRect]], int]:
    """Lay pieces out left to right, a new line when the next does not fit: each piece's place, and the height. A
    separator ("·") is left out where a line breaks: the break says it."""
    placed: list[tuple[Piece, QRect]] = []
    height, x, y = line_height(font), 0, 0
    for piece in pieces:
        w = piece_width(piece, font)
        if x and x + w > width:
            if placed and placed[-1][0] == SEPARATOR:
                placed.pop()
            x, y = 0, y + height + 2
        if piece == SEPARATOR and not x:
            continue
        placed.append((piece, QRect(x, y, w, height)))
        x += w + GAP
    return placed, (y + height if placed else 0)


def one_line_width(pieces: Sequence[Piece], font: QFont) -> int:
    """The width of the pieces on one line."""
    return sum(piece_width(p, font) for p in pieces) + GAP * max(0, len(pieces) - 1)


def draw(
    painter: QPainter,
    placed: Iterable[tuple[Piece, QRect]],
    at_x: int,
    at_y: int,
    font: QFont,
    ink: QColor,
    right: int | None = None,
) -> None:
    """Paint laid-out pieces with their top left at (at_x, at_y); words in `ink` unless their tone says otherwise.
    Past `right` (a narrow cell) a chip keeps its whole shape and its words end in "…" (its tooltip has them)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for piece, rect in placed:
        rect = rect.translated(at_x, at_y)
        if right is not None and rect.right() > right:
            if rect.left() + 2 * PAD + 8 > right:
                break
            rect.setRight(right)
            words = QFontMetrics(_font(font, piece.bold)).elidedText(
                piece.text, Qt.TextElideMode.ElideRight, rect.width() - (2 * PAD if piece.kind != "text" else 0)
            )
            piece = Piece(piece.kind, words, piece.tone, piece.bold, piece.hp)
        if piece.kind == "bar":
            _draw_bar(painter, rect, *piece.hp)
            continue
        painter.setFont(_font(font, piece.bold))
        if piece.kind in ("level", "badge"):
            fill, text_ink = chip(piece.tone or "hidden")
            box = QRectF(rect).adjusted(0.5, 2.5, -0.5, -2.5)
            radius = box.height() / 2 if piece.kind == "level" else 3.0
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(box, radius, radius)
            painter.setPen(text_ink)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, piece.text)
            continue
        painter.setPen(colour(piece.tone) if piece.tone else ink)
        painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, piece.text)
    painter.restore()


def _draw_bar(painter: QPainter, rect: QRect, before: int, after: int, of: int) -> None:
    """HP as a bar: what is left filled, what this entry took (or gave back) hatched, the rest empty."""
    track = QRectF(rect).adjusted(0.5, rect.height() * 0.3, -0.5, -rect.height() * 0.3)
    of = max(of, 1)

    def x_of(hp: int) -> float:
        return track.left() + track.width() * max(0, min(hp, of)) / of

    painter.setPen(colour("muted"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(track, 2, 2)
    left = colour("good") if after * 2 > of else colour("bad")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(left)
    painter.drawRect(QRectF(track.left(), track.top(), x_of(after) - track.left(), track.height()))
    low, high = sorted((x_of(before), x_of(after)))
    if high > low:
        painter.setBrush(QBrush(colour("bad"), Qt.BrushStyle.BDiagPattern))
        painter.drawRect(QRectF(low, track.top(), high - low, track.height()))


class MarkDelegate(QStyledItemDelegate):
    """Draws a cell's marks: an outcome card (MarkRole.CARD) above the cell's words wrapped to its width, or badges
    (MarkRole.BADGES) in place of a state in words; any other cell as usual (in a log, its words from the top, as
    the card's are)."""

    def __init__(self, parent: QObject | None = None, card_column: int | None = None) -> None:
        super().__init__(parent)
        self._card_column = card_column  # a log's: its card there only, every cell's words from the top
        self._wordless = False  # painting a cell's background and selection only: its marks are drawn over them
        self._palette: QPalette | None = None  # that cell's palette, its tone in it, for the marks' ink

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:  # noqa: N802 - Qt override
        super().initStyleOption(option, index)
        if self._card_column is not None:
            option.displayAlignment = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
        tone = index.data(MarkRole.TONE)
        if tone:  # the words in a text role of the scheme in effect now (a selected row keeps its own ink)
            for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
                option.palette.setColor(group, QPalette.ColorRole.Text, colour(tone))
        if self._wordless:
            option.text = ""
            self._palette = QPalette(option.palette)

    def _pieces(self, index: Index) -> tuple[list[Piece], bool]:
        card = index.data(MarkRole.CARD) if self._card_column in (None, index.column()) else None
        if isinstance(card, OutcomeCard):
            return card_pieces(card), True
        badges = index.data(MarkRole.BADGES)
        levels = index.data(MarkRole.LEVELS) if self._card_column is None else None
        if levels:  # a table's result on one line: its marks (badges), its levels' chips, then its words
            marks = [b for b in badges or () if b.tone]
            words = [b for b in badges or () if not b.tone]
            return [*badge_pieces(marks), *level_pieces(levels), *badge_pieces(words)], False
        return (badge_pieces(badges), False) if badges else ([], False)

    def card_layout(self, option: QStyleOptionViewItem, index: Index) -> tuple[list[tuple[Piece, QRect]], int, int]:
        """The card's pieces laid out in the cell, the card's height, and the height of the words under it."""
        pieces, words = self._pieces(index)
        width = max(1, option.rect.width() - 2 * MARGIN)
        placed, height = flow(pieces, width, option.font)
        text = (index.data(Qt.ItemDataRole.DisplayRole) or "") if words else ""
        below = 0
        if text:
            bounds = QFontMetrics(option.font).boundingRect(
                QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap), text
            )
            below = bounds.height()
        return placed, height, below

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        pieces, words = self._pieces(index)
        if not pieces:
            super().paint(painter, option, index)
            return
        # The cell as Qt draws it, without its words; then the marks in the selection's ink or the text's. Neither
        # step reads the option's state: that makes PySide6 build QStyle's Python enums (15 ms), which the Roster's
        # first screenful at start-up has no other need of.
        self._wordless, self._palette = True, None
        try:
            super().paint(painter, option, index)
        finally:
            self._wordless = False
        view = option.widget
        selected = isinstance(view, QAbstractItemView) and view.selectionModel().isSelected(index)
        palette = self._palette if self._palette is not None else option.palette
        ink = palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        rect = option.rect.adjusted(MARGIN, 1, -MARGIN, -1)
        placed, height = flow(pieces, max(1, rect.width()), option.font)
        painter.save()
        painter.setClipRect(option.rect)
        if not words:  # badges: one line, in the middle of the row
            top = rect.top() + max(0, (rect.height() - height) // 2)
            draw(painter, placed, rect.left(), top, option.font, ink, rect.right())
            painter.restore()
            return
        draw(painter, placed, rect.left(), rect.top() + 1, option.font, ink)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        if text:
            painter.setPen(ink)
            painter.setFont(option.font)
            below = QRect(rect.left(), rect.top() + height + 2, rect.width(), rect.height() - height - 2)
            painter.drawText(below, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop), text)
        painter.restore()

    def helpEvent(self, event, view, option, index) -> bool:  # noqa: N802 - Qt override
        """A cell of badges that gives no tooltip of its own has its words whole as one (a badge cut in a narrow
        column)."""
        badges = index.data(MarkRole.BADGES) if index.isValid() else None
        if event.type() == QEvent.Type.ToolTip and badges and not index.data(Qt.ItemDataRole.ToolTipRole):
            QToolTip.showText(event.globalPos(), as_typed(", ".join(b.text for b in badges)), view)
            return True
        return super().helpEvent(event, view, option, index)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802 - Qt override
        pieces, words = self._pieces(index)
        if not pieces:
            return super().sizeHint(option, index)
        if not words:
            return QSize(one_line_width(pieces, option.font) + 2 * MARGIN, line_height(option.font))
        opt = QStyleOptionViewItem(option)
        if opt.rect.width() <= 0:
            opt.rect = QRect(0, 0, 320, 0)
        _placed, height, below = self.card_layout(opt, index)
        return QSize(opt.rect.width(), height + below + 2 * MARGIN + 2)


class _LogFitter(QObject):
    """Keeps a log's columns within its width, whatever the window's: When at its set width, and the room left shared
    by the words — the outcome's column the most — so it never scrolls sideways. A log too narrow for the outcome
    gives up When, then Who (each entry says both whole in the pane below it), and takes them back once wide enough."""

    SHARES = {1: 2, 2: 4, 3: 3}  # Who, What and Dice beside the outcome's column, which takes 6; When keeps its own
    GIVEN_UP = (0, 1)  # When, then Who

    def __init__(self, view: QTableView, column: int) -> None:
        super().__init__(view)
        self._view, self._column = view, column
        self._dropped: set[int] = set()  # the columns this fitter hid (never one the tab hid)
        header = view.horizontalHeader()
        header.setStretchLastSection(False)
        for section in range(header.count()):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Interactive)
        self._fixed = {c: header.sectionSize(c) for c in range(header.count()) if c != column and c not in self.SHARES}
        view.viewport().installEventFilter(self)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Rows are made as tall as they need as they come into view (a whole journal measured at once took seconds)
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.setInterval(0)
        self._pending.timeout.connect(self.fit_rows)
        view.verticalScrollBar().valueChanged.connect(self._pending.start)
        header.sectionResized.connect(self._pending.start)
        self._model = None
        self.follow_model()  # the columns are fitted once the log has its size (its first resize), not before

    def follow_model(self) -> None:
        """Measure rows again when the log's rows change (a new entry, a page read, the filter)."""
        model = self._view.model()
        if model is None or model is self._model:
            return
        self._model = model
        for signal in (model.rowsInserted, model.modelReset, model.layoutChanged, model.dataChanged, model.rowsRemoved):
            signal.connect(self._pending.start)

    def fit_rows(self) -> None:
        """Every row in view (and the next few) as tall as its card and words need; the rows below move down as the
        ones above grow, so this goes on until what is in view is measured."""
        view = self._view
        self.follow_model()
        rows = view.model().rowCount() if view.model() else 0
        if not rows:
            return
        measured: set[int] = set()
        for _round in range(8):
            first = max(0, view.rowAt(0))
            last = view.rowAt(view.viewport().height() - 1)
            last = rows - 1 if last < 0 else min(rows - 1, last + 2)
            todo = [r for r in range(first, last + 1) if r not in measured]
            if not todo:
                break
            for row in todo:
                view.resizeRowToContents(row)
                measured.add(row)

    def _least(self, column: int) -> int:
        """The narrowest a column may be: its heading; the outcome's, its widest level chip and a name beside it."""
        metrics = self._view.fontMetrics()
        if column == self._column:
            bold = QFontMetrics(_font(self._view.font(), True))
            chips = max(bold.horizontalAdvance(level_text(level)) for level in SuccessLevel) + 2 * PAD
            return max(chips, metrics.averageCharWidth() * 20) + 2 * MARGIN
        heading = self._view.model().headerData(column, Qt.Orientation.Horizontal) if self._view.model() else ""
        return max(40, metrics.horizontalAdvance(str(heading or "")) + 14)

    def fit(self) -> None:
        view, header = self._view, self._view.horizontalHeader()
        for column in self._dropped:
            view.setColumnHidden(column, False)
        self._dropped.clear()
        while True:
            shown = [c for c in range(header.count()) if not view.isColumnHidden(c)]
            room = view.viewport().width() - sum(self._fixed[c] for c in shown if c in self._fixed)
            shared = [c for c in shown if c not in self._fixed]
            needed = sum(self._least(c) for c in shared)
            spare = [c for c in self.GIVEN_UP if c in shown and c != self._column]
            if room >= needed or not spare:
                break
            view.setColumnHidden(spare[0], True)
            self._dropped.add(spare[0])
        shares = {c: self.SHARES.get(c, 6) for c in shared}
        total = sum(shares.values()) or 1
        left = room
        for c in sorted(shares, key=lambda c: c == self._column):  # the outcome's column last: it takes what is left
            width = left if c == self._column else max(self._least(c), room * shares[c] // total)
            header.resizeSection(c, max(40, width))
            left -= width

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize:
            self.fit()
            self._pending.start()
        return False


def outcome_log(view: QTableView, column: int) -> MarkDelegate:
    """A log whose `column` shows each entry's outcome card first, then its words wrapped: its columns kept within
    its width, rows as tall as they need, so neither the card nor the words are ever cut (nor the other columns')."""
    delegate = MarkDelegate(view, card_column=column)
    view.setItemDelegate(delegate)
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    rows = view.verticalHeader()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    rows.setDefaultSectionSize(2 * line_height(view.font()) + 2 * MARGIN)  # a card's line and a line of words
    view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    view.setProperty("outcomeColumn", column)
    _LogFitter(view, column)
    return delegate


def marked_columns(view: QAbstractItemView, *columns: int, toned_rows: bool = False) -> MarkDelegate:
    """Draw these columns' badges (a table's state: dying, insane, wrecked) with the one delegate; with `toned_rows`,
    every other cell of the view too, in the tone its model gives the row (`toned`). Only a view whose model gives
    tones asks for it: the delegate is Python, and the Roster's thousand rows paint faster without it."""
    delegate = toned(view) if toned_rows else MarkDelegate(view)
    for column in columns:
        view.setItemDelegateForColumn(column, delegate)
    return delegate


def toned(view: QAbstractItemView) -> MarkDelegate:
    """Draw a view's words in the tone its model gives a row (MarkRole.TONE: the dead, someone out of a chase),
    asked of the theme as each cell is painted, so a change of scheme recolours them at once."""
    delegate = MarkDelegate(view)
    view.setItemDelegate(delegate)
    return delegate


class MarkStrip(QWidget):
    """A line of marks beside a panel's result (the opposed roll's two levels): chips drawn as the logs draw them,
    the same words for screen readers."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pieces: list[Piece] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def show_pieces(self, pieces: Sequence[Piece], words: str = "") -> None:
        self._pieces = list(pieces)
        self.setAccessibleName(words or " ".join(p.text for p in pieces if p.text))
        self.setToolTip(words)
        self.updateGeometry()
        self.update()

    def pieces(self) -> list[Piece]:
        return list(self._pieces)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        width = max(self.width(), 1) if self.width() > 10 else one_line_width(self._pieces, self.font())
        _placed, height = flow(self._pieces, width, self.font())
        return QSize(one_line_width(self._pieces, self.font()), max(height, 0))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        widest = max((piece_width(p, self.font()) for p in self._pieces), default=0)
        return QSize(widest, self.sizeHint().height())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return flow(self._pieces, max(width, 1), self.font())[1]

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        placed, _height = flow(self._pieces, max(self.width(), 1), self.font())
        draw(painter, placed, 0, 0, self.font(), self.palette().color(QPalette.ColorRole.WindowText))
        painter.end()
