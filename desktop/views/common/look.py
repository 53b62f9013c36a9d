"""Type and colour accents set in code on top of the platform style, so light and dark schemes both read well (the
colours themselves are theme.py's)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QFrame,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QWidget,
)

from desktop.models.typed_text import as_typed, with_ampersands
from desktop.store.errors import StoreError
from desktop.views.common.theme import tint


def emphasize(widget: QWidget, scale: float = 1.0, weight: QFont.Weight = QFont.Weight.DemiBold) -> None:
    """Make a widget's text larger by `scale` and heavier."""
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setWeight(weight)
    widget.setFont(font)


def italic(widget: QWidget) -> None:
    font = QFont(widget.font())
    font.setItalic(True)
    widget.setFont(font)


def set_tone(widget: QWidget, tone: str | None) -> None:
    """Colour a widget's text: 'good', 'bad' (or another of theme.py's text roles), or None for the palette's own
    colour. A change of scheme colours it again in the new scheme's tone."""
    tint(widget, tone)


def compact(combo: QComboBox, characters: int = 12) -> None:
    """A combo box as wide as `characters` need, however long its items: long names never widen the window (the
    open list still shows them whole)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(characters)


def elastic(label: QLabel) -> None:
    """A label showing text a Keeper typed (a fight's name, a refusal quoting it): it wraps at spaces and is cut at
    the window's edge rather than widening the window; its tooltip has it whole where the caller sets one."""
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)


class _Elider(QObject):
    """Fits a one-line heading's whole text to its width whenever the label is resized."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize and isinstance(watched, QLabel):
            _fit(watched)
        return False


def _fit(label: QLabel) -> None:
    """The whole text on the first line as far as a space allows, the rest on a second line cut with "…"."""
    whole = label.property("wholeText") or ""
    metrics, width = label.fontMetrics(), max(1, label.contentsRect().width())
    first, rest = whole, ""
    if metrics.horizontalAdvance(whole) > width:
        breaks = [i for i, ch in enumerate(whole) if ch == " " and metrics.horizontalAdvance(whole[:i]) <= width]
        first, rest = (whole[: breaks[-1]], whole[breaks[-1] + 1 :]) if breaks else (whole, "")
    shown = metrics.elidedText(first, Qt.TextElideMode.ElideRight, width)
    if rest:
        shown += "\n" + metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    label.setText(shown)
    label.setToolTip(as_typed(whole) if shown.replace("\n", " ") != whole else "")


def one_line(label: QLabel) -> None:
    """A heading showing a name the Keeper typed (the Roster's selected character): at most two lines, broken at a
    space and cut with "…" at the label's width however long the name, so it never widens the window nor pushes what
    is below it far down; its tooltip gives the name whole when it is cut. Its text is set with `show_whole`."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(False)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    label.installEventFilter(_Elider(label))


def show_whole(label: QLabel, text: str) -> None:
    """Show `text` in a `one_line` heading, cut to its width (the whole of it in the tooltip, and for screen
    readers)."""
    label.setProperty("wholeText", text)
    label.setAccessibleName(text)
    _fit(label)


def set_titled(group: QGroupBox, template: str, characters: int = 40, **fields: object) -> None:
    """Title a group box from `template` with `fields` put in, each text the Keeper typed (a name, a tome's title)
    cut with "…" past `characters` average characters: a group box is as wide as its title, and a long name widened
    the window. The title whole is in the group's tooltip when anything was cut."""
    metrics = group.fontMetrics()
    width = metrics.averageCharWidth() * characters
    cut = {
        key: metrics.elidedText(value, Qt.TextElideMode.ElideRight, width) if isinstance(value, str) else value
        for key, value in fields.items()
    }
    whole = template.format(**fields)
    group.setTitle(with_ampersands(template.format(**cut)))
    group.setToolTip(as_typed(whole) if cut != fields else "")


def never_widen(root: QWidget, characters: int = 48) -> None:
    """No name can widen the window: a combo box under `root` that sizes itself to its items (one not made
    `compact`) is never wider than `characters` average characters, however long a name put in it later."""
    for combo in root.findChildren(QComboBox):
        if combo.sizeAdjustPolicy() != QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon:
            combo.setMaximumWidth(combo.fontMetrics().averageCharWidth() * characters)


def searchable(combo: QComboBox) -> None:
    """Type to filter a long list (a character's skills): any part of an item's text matches; typed text that
    matches nothing is never added as an item."""
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = combo.completer()
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def settle() -> None:
        """Typed text that names no item whole picks the first item containing it (Enter or leaving the field),
        so 'shog' then Enter is the Shoggoth; text matching nothing goes back to the current item."""
        text = combo.currentText().strip().casefold()
        if combo.findText(combo.currentText()) >= 0 or not text:
            return
        match = next((i for i in range(combo.count()) if text in combo.itemText(i).casefold()), -1)
        combo.setCurrentIndex(match if match >= 0 else combo.currentIndex())
        combo.setEditText(combo.itemText(combo.currentIndex()))

    combo.lineEdit().editingFinished.connect(settle)


def refusal_of(do: Callable[[Callable[[], object]], object], action: Callable[[], object]) -> str | None:
    """Run `action` through a tab's `do` (which shows its story, or its refusal in the message line): the refusal's
    words, or None when it was taken."""
    said: list[str] = []

    def attempt() -> object:
        try:
            return action()
        except REFUSALS as exc:
            said.append(str(exc))
            raise

    do(attempt)
    return said[0] if said else None


def ask_text_until_taken(
    parent: QWidget, title: str, label: str, attempt: Callable[[str], str | None], text: str = ""
) -> bool:
    """Ask for one line of text until `attempt` takes it (returns None) or the Keeper cancels (False). A refusal
    (the text `attempt` returns) is shown in the prompt asked again, with what was typed kept: nothing is lost."""
    from PySide6.QtWidgets import QInputDialog

    from desktop.models.typed_text import as_typed

    prompt = label
    while True:
        typed, ok = QInputDialog.getText(parent, title, as_typed(prompt), text=text)
        if not ok:
            return False
        refusal = attempt(typed)
        if refusal is None:
            return True
        prompt, text = f"{label}\n\n{refusal}", typed


def detail_pane(view: QTableView, placeholder: str) -> QLabel:
    """A label that shows a journal view's selected entry whole, however narrow the columns; the caller places it
    under the view."""
    from desktop.models.journal_model import JournalRole  # with the journal, not at start-up

    label = QLabel(placeholder, view.parentWidget())
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setAccessibleName("The selected entry in full")

    def show(*_args) -> None:
        index = view.currentIndex()
        text = index.siblingAtColumn(0).data(JournalRole.ENTRY) if index.isValid() else None
        label.setText(text or placeholder)

    view.selectionModel().currentRowChanged.connect(show)
    view.model().modelReset.connect(show)
    return label


class _WheelToPanel(QObject):
    """Sends the wheel over an unfocused list in a scrolling panel to the panel, not to the list's choice."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()
            return True
        return False


def scrolling(panel: QWidget) -> QScrollArea:
    """`panel` in a scroll area that scrolls up and down only, so a tall panel never makes the window taller; the
    wheel over its lists scrolls it rather than changing their choice (its number fields do the same by themselves)."""
    guard = _WheelToPanel(panel)
    for combo in panel.findChildren(QComboBox):
        combo.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        combo.installEventFilter(guard)
    area = QScrollArea(panel.parentWidget())
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(panel)
    area.setMinimumWidth(panel.minimumSizeHint().width() + area.verticalScrollBar().sizeHint().width())
    return area


def pop_up(menu: QMenu, at: QPoint) -> None:
    """Show a menu built for one right-click; it is deleted once closed (each right-click builds a new one)."""
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    menu.popup(at)


def row_menu_of(view: QTableView, buttons: Callable[[], list[QAbstractButton]]) -> Callable[[QPoint], QMenu | None]:
    """Right-click on a row selects it and offers the actions of the panel beside the table, as its buttons stand
    (their words, enabled or greyed); choosing one presses that button, so menu and panel are one code path.
    Returns what builds the menu for a point in the view (None off the rows), without showing it."""

    def build(position: QPoint) -> QMenu | None:
        index = view.indexAt(position)
        if not index.isValid():
            return None
        view.selectRow(index.row())
        menu = QMenu(view)
        for button in buttons():
            if button.isVisibleTo(button.window()):
                action = menu.addAction(button.text(), button.click)
                action.setEnabled(button.isEnabled())
        return menu

    def show(position: QPoint) -> None:
        if (menu := build(position)) is not None:
            pop_up(menu, view.viewport().mapToGlobal(position))

    view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    view.customContextMenuRequested.connect(show)
    return build


def row_height(view: QTableView) -> int:
    """The height of a read-only table's rows: a line of its font and a margin."""
    return view.fontMetrics().height() + 12


def read_only_table(view: QTableView, model: QAbstractItemModel, widths: dict[int, int]) -> None:
    """A table to read from: no row numbers, uniform rows (fast with many), set widths, the last column stretched."""
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    rows = view.verticalHeader()
    rows.setVisible(False)
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(row_height(view))
    header = view.horizontalHeader()
    header.setStretchLastSection(True)
    for column, width in widths.items():
        header.resizeSection(column, width)


# A slot that writes catches both: a rule's refusal, and the campaign file's (read-only, damaged, disk full).
REFUSALS = (ValueError, StoreError)


def refusal_in(check: Callable[[], object]) -> str | None:
    """What `check` refuses (a rule reading typed text), or None when it takes it."""
    try:
        check()
    except REFUSALS as exc:
        return str(exc)
    return None


class WatchedField(QObject):
    """A line of typed text a rule reads (a Sanity loss, self-help amounts). Once an action is refused for what it
    holds, the field is marked in the warning colour with the refusal as its tooltip, and the refusal in the message
    line follows the typing: it gives way to what is wrong now, and goes (the mark with it) once the text is right.
    A refusal is never left on screen once it is no longer true."""

    def __init__(self, edit: QLineEdit, problem: Callable[[str], str | None], message: QLabel) -> None:
        super().__init__(edit)
        self._edit, self._problem, self._message = edit, problem, message
        self._said: str | None = None  # the field's problem as last shown, while it is marked
        self._tooltip = edit.toolTip()
        edit.textChanged.connect(self._follow)

    def refused(self) -> bool:
        """An action was just refused: when the message line says what is wrong with this field, mark it (True)."""
        problem = self._problem(self._edit.text())
        if problem is None or problem != self._message.text():
            return False
        self._said = problem
        self._mark(problem)
        return True

    def forget(self) -> None:
        """The field is about to be cleared or filled afresh (another character): no refusal of it stands."""
        self._said = None
        self._mark(None)

    def _follow(self, text: str) -> None:
        if self._said is None:
            return
        problem = self._problem(text)
        if self._message.text() == self._said:
            self._message.setText(problem or "")
        self._said = problem
        self._mark(problem)

    def _mark(self, problem: str | None) -> None:
        edit = self._edit
        tint(edit, "bad" if problem else None, QPalette.ColorRole.Text)
        edit.setToolTip(as_typed(problem) if problem else self._tooltip)


_ICONS = {
    "warning": QMessageBox.Icon.Warning,
    "question": QMessageBox.Icon.Question,
    "information": QMessageBox.Icon.Information,
    "critical": QMessageBox.Icon.Critical,
}


def message_box(
    parent: QWidget | None,
    icon: str,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
    default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
) -> QMessageBox.StandardButton:
    """A message box whose text is shown as plain text: a character or file named `<b>x` reads as typed."""
    box = QMessageBox(_ICONS[icon], title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if default != QMessageBox.StandardButton.NoButton:
        box.setDefaultButton(default)
    return QMessageBox.StandardButton(box.exec())


def cancellable(action: Callable[[], object]) -> None:
    """Run a button's action; a roll the Keeper cancelled at the table (File > Who Rolls the Dice) changes nothing
    and needs no message, the prompt said so."""
    from desktop.rules.table_dice import RollCancelled  # with the dice, not before the first paint

    try:
        action()
    except RollCancelled:
        return
