"""The Roster tab: every character in a sortable, filterable table, with live trackers for the selected one."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QItemSelection, QPoint, QSettings, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QWidget,
)

from desktop.models.changes import EVERYTHING, Changes
from desktop.models.roster.roster_model import RosterFilterProxy, RosterRole
from desktop.models.session import CampaignSession
from desktop.models.typed_text import as_typed
from desktop.rules.roster.sheet import CHARACTERISTIC_ABBREVIATIONS, TRACKER_LABELS, TRACKERS, Kind
from desktop.rules.table_dice import by_the_app
from desktop.views.common.look import (
    REFUSALS,
    emphasize,
    message_box,
    one_line,
    pop_up,
    set_tone,
    show_whole,
)
from desktop.views.common.tab import Tab
from desktop.views.forms.ui_roster_tab import Ui_RosterTab
from desktop.views.roster.care_panel import CarePanel
from desktop.views.roster.roster_frame import (
    HEADER_KEY,
    PANEL_KEY,
    count_text,
    enable_actions,
    fill_kinds,
    lay_out_panel,
    lay_out_table,
)

NOTES_PREVIEW = 2_000  # characters of notes the panel shows; the editor holds them all (an import keeps 100,000)


class TrackerRow:
    """One tracker's widgets: label, −, value, +, maximum."""

    def __init__(self, tab: RosterTab, tracker: str, row: int) -> None:
        self.tracker = tracker
        label = TRACKER_LABELS[tracker]
        self.name = QLabel(label, tab)
        emphasize(self.name, 1.25)
        self.minus = QPushButton("−", tab)
        self.plus = QPushButton("+", tab)
        self.value = QLineEdit(tab)
        self.maximum = QLabel(tab)
        self.value.setAccessibleName(label)
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value.setMaximumWidth(64)
        for button, text in ((self.minus, "Lower"), (self.plus, "Raise")):
            button.setAccessibleName(tab.tr("{action} {tracker}").format(action=text, tracker=label))
            button.setToolTip(tab.tr("{action} {tracker} by one").format(action=text, tracker=label))
            button.setAutoRepeat(True)
            button.setFixedWidth(36)
        self.minus.clicked.connect(lambda: tab.adjust(tracker, -1))
        self.plus.clicked.connect(lambda: tab.adjust(tracker, +1))
        self.value.editingFinished.connect(lambda: tab.type_value(tracker, self.value))
        grid = tab.ui.trackerGrid
        for column, widget in enumerate((self.name, self.minus, self.value, self.plus, self.maximum)):
            grid.addWidget(widget, row, column)

    def set_enabled(self, enabled: bool) -> None:
        for widget in (self.minus, self.plus, self.value):
            widget.setEnabled(enabled)


class RosterTab(Tab):
    """Lists the campaign's characters; add, edit, duplicate and delete them; adjust HP, MP, SAN and Luck."""

    title = "Roster"

    @classmethod
    def build(cls, session: CampaignSession, settings: QSettings) -> RosterTab:
        return cls(session, settings=settings)

    def __init__(
        self, session: CampaignSession, parent: QWidget | None = None, settings: QSettings | None = None
    ) -> None:
        super().__init__(session, parent)
        self.settings = settings
        self.ui = Ui_RosterTab()
        self.ui.setupUi(self)
        self.proxy = RosterFilterProxy(self)
        self._hidden_choice: int | None = None  # the one selected when a filter hid them, selected again when shown
        self.proxy.setSourceModel(session.roster)
        self._setup_table()
        fill_kinds(self.ui.kindCombo, self.tr)
        for label in (self.ui.nameLabel, self.ui.summaryLabel, self.ui.messageLabel, self.ui.countLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)  # names and messages are shown as typed, never as HTML
        emphasize(self.ui.nameLabel, 1.8, QFont.Weight.Bold)
        one_line(self.ui.nameLabel)  # a long name is cut with its tooltip whole, never widening the panel
        emphasize(self.ui.messageLabel)
        set_tone(self.ui.messageLabel, "bad")
        self.ui.messageLabel.setAccessibleName(self.tr("Tracker message"))
        self.trackers = {tracker: TrackerRow(self, tracker, row) for row, tracker in enumerate(TRACKERS)}
        self.care = CarePanel(session, self)
        self.ui.trackerLayout.insertWidget(self.ui.trackerLayout.indexOf(self.ui.detailsLabel) + 1, self.care)
        lay_out_panel(self.ui)
        if settings is not None:  # for the next start's first screenful, drawn before this panel can be
            settings.setValue(PANEL_KEY, self.ui.rosterSplitter.widget(1).minimumWidth())

        # Not in the form: the first screenful, drawn from the same form, needs no clear button (it shows only once
        # there is text), and Qt's finding its icon took about 10 ms of that draw.
        self.ui.filterEdit.setClearButtonEnabled(True)
        self.ui.filterEdit.textChanged.connect(self._filter_changed)
        self.ui.kindCombo.currentIndexChanged.connect(
            lambda: self._filtered(lambda: self.proxy.set_kind(self.ui.kindCombo.currentData()))
        )
        self.ui.addButton.clicked.connect(self.add_character)
        self.ui.editButton.clicked.connect(self.edit_character)
        self.ui.duplicateButton.clicked.connect(self.duplicate_character)
        self.ui.deleteButton.clicked.connect(self.delete_character)
        self.ui.developmentButton.clicked.connect(self.development_phase)
        self.ui.storyButton.clicked.connect(lambda: self.show_story())
        self.story_window = None  # the selected character's story, made when first asked for
        self.ui.table.doubleClicked.connect(lambda _index: self.edit_character())
        self.ui.table.selectionModel().selectionChanged.connect(self._selection_changed)
        session.undo_stack.indexChanged.connect(self._undo_moved)
        self.proxy.rowsInserted.connect(self._update_count)
        self.proxy.rowsRemoved.connect(self._update_count)
        # The proxy drops a removed row before the roster does (on rowsAboutToBeRemoved): count again once it has.
        session.roster.rowsRemoved.connect(self._update_count)
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)
        # Ctrl+F, Delete, Ctrl+Shift+N … are the Roster menu's keys: its entries press these buttons.
        self.ui.addButton.setToolTip(self.tr("Add a character"))
        self._update_count()
        if self.proxy.rowCount():
            self.ui.table.selectRow(0)  # shows the first character through _selection_changed
        else:
            self._show_selected()

    def _setup_table(self) -> None:
        column, order = lay_out_table(self.ui.table, self.proxy, self.settings)
        header = self.ui.table.horizontalHeader()
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._column_menu)
        self.ui.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.ui.table.customContextMenuRequested.connect(self._row_menu)
        self.proxy.sort(column, order)  # as it was left (at once if by name, as the model holds them)
        header.sectionResized.connect(lambda *_args: self._save_header())
        header.sortIndicatorChanged.connect(lambda *_args: self._save_header())

    def _column_menu(self, at: QPoint) -> None:
        """Right-click on the header: a box per column to show or hide it (the name always shows)."""
        header = self.ui.table.horizontalHeader()
        menu = QMenu(self)
        for column in range(1, self.proxy.columnCount()):
            action = menu.addAction(self.proxy.headerData(column, Qt.Orientation.Horizontal))
            action.setCheckable(True)
            action.setChecked(not header.isSectionHidden(column))
            action.toggled.connect(lambda shown, c=column: self.show_column(c, shown))
        menu.popup(header.mapToGlobal(at))

    def show_column(self, column: int, shown: bool) -> None:
        self.ui.table.horizontalHeader().setSectionHidden(column, not shown)
        self._save_header()

    def _save_header(self) -> None:
        if self.settings is not None:
            self.settings.setValue(HEADER_KEY, self.ui.table.horizontalHeader().saveState())

    # --- selection and display ------------------------------------------------------------------------------

    def take_over(self, chosen: int | None, text: str, kind: int) -> None:
        """What the Keeper did to the first screenful before the campaign opened into this tab (roster_frame's
        handover): the same kind and filter, and whom they picked."""
        self.ui.kindCombo.setCurrentIndex(kind)
        self.ui.filterEdit.setText(text)
        if chosen is not None:
            self.select(chosen)
        else:
            self.ui.table.clearSelection()

    def selected_id(self) -> int | None:
        rows = self.ui.table.selectionModel().selectedRows()
        return rows[0].data(RosterRole.ID) if rows else None

    def select(self, character_id: int) -> None:
        source_row = self.session.roster.row_of(character_id)
        if source_row < 0:
            return
        index = self.proxy.mapFromSource(self.session.roster.index(source_row, 0))
        if index.isValid():
            self.ui.table.selectRow(index.row())
            self.ui.table.scrollTo(index)
        else:  # hidden by the filter (one just added, say): selected once a filter shows them
            self._hidden_choice = character_id

    def show_found(self, kind: str, key: int | str, character_id: int | None) -> str:
        """A character found (or a skill of theirs): selected in the table, shown in full whatever the filter."""
        if character_id is None:
            return ""
        if (
            self.session.roster.row_of(character_id) >= 0
            and not self.proxy.mapFromSource(
                self.session.roster.index(self.session.roster.row_of(character_id), 0)
            ).isValid()
        ):
            self.ui.filterEdit.clear()
            self.ui.kindCombo.setCurrentIndex(0)
        self.select(character_id)
        return ""

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self.ui.messageLabel.clear()
        self._show_selected()
        if self.story_window is not None and self.story_window.isVisible():
            self.story_window.show_character(self.selected_id())

    def show_story(self):
        """Story…: the selected character's timeline and SAN chart, in a window that follows the selection."""
        from desktop.views.roster.story_window import StoryWindow

        if self.story_window is None:
            self.story_window = StoryWindow(self.session, self)
        self.story_window.show_character(self.selected_id())
        if self.story_window.isVisible():
            self.story_window.raise_()
        else:
            self.story_window.show()
        return self.story_window

    def _undo_moved(self, _index: int) -> None:
        """Any step done, undone or redone: a refusal or a story shown before is about another moment."""
        self.ui.messageLabel.clear()
        self.care.ui.resultLabel.clear()

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """The table follows the roster model; the panel follows the character selected (or the first added)."""
        selected = self.selected_id()
        if changes.touches_character(selected) or (selected is None and changes.roster):
            self._show_selected()

    def _show_selected(self) -> None:
        character_id = self.selected_id()
        has = character_id is not None
        enable_actions(self.ui, None)
        for row in self.trackers.values():
            row.set_enabled(has)
        self.care.show_character(character_id)
        if not has:
            show_whole(self.ui.nameLabel, self.tr("No character selected"))
            self.ui.summaryLabel.setText(self.tr("Pick someone in the table, or add a character."))
            self.ui.detailsLabel.clear()
            for row in self.trackers.values():
                row.value.clear()
                row.maximum.clear()
            return
        sheet = self.session.sheet(character_id)
        enable_actions(self.ui, sheet.kind)
        state = self.session.roster.row_at(self.session.roster.row_of(character_id)).state
        show_whole(self.ui.nameLabel, sheet.name)
        age = self.tr("age {}").format(sheet.age)
        summary = " · ".join(
            part for part in (self.tr(sheet.kind.label), sheet.occupation, age, self.tr(state)) if part
        )
        self.ui.summaryLabel.setText(summary)
        for tracker, row in self.trackers.items():
            row.value.setText(str(getattr(sheet, tracker)))
            row.maximum.setText(self.tr("of {}").format(sheet.tracker_max(tracker)))
        no_sanity = sheet.kind is Kind.MONSTER
        self.trackers["sanity"].set_enabled(not no_sanity)
        if no_sanity:
            self.trackers["sanity"].value.setText("—")
            self.trackers["sanity"].maximum.setText(self.tr("monsters have none"))
        characteristics = " ".join(
            f"<b>{abbr}</b>&nbsp;{getattr(sheet, name)}" for name, abbr in CHARACTERISTIC_ABBREVIATIONS.items()
        )
        weapons = ", ".join(escape(w.name) for w in sheet.weapons) or "—"
        notes = f"<p><i>{escape(sheet.notes[:NOTES_PREVIEW])}</i></p>" if sheet.notes else ""
        if len(sheet.notes) > NOTES_PREVIEW:
            more = self.tr("… {} more characters: Edit… shows them all").format(f"{len(sheet.notes) - NOTES_PREVIEW:,}")
            notes += f"<p>{escape(more)}</p>"
        self.ui.detailsLabel.setText(
            self.tr(
                "<p>{characteristics}</p><p><b>Damage bonus</b> {bonus} · <b>Build</b> {build} · <b>MOV</b> {mov}</p>"
                "<p><b>Weapons</b> {weapons}</p>{notes}"
            ).format(
                characteristics=characteristics,
                bonus=sheet.damage_bonus,
                build=sheet.build,
                mov=sheet.mov,
                weapons=weapons,
                notes=notes,
            )
        )

    def _filter_changed(self, text: str) -> None:
        self._filtered(lambda: self.proxy.set_text(text))

    def _filtered(self, refilter: Callable[[], None]) -> None:
        """Filter the table, keeping who is selected: still shown, they stay selected (and in view); hidden, nobody
        is, so nothing is done to someone the Keeper cannot see, and they are selected again once a filter shows
        them (never a neighbour the filter happened to leave under the cursor)."""
        chosen = self.selected_id()
        chosen = self._hidden_choice if chosen is None else chosen
        refilter()
        if chosen is not None and self.proxy.shows(chosen):
            self._hidden_choice = None
            if self.selected_id() != chosen:
                self.select(chosen)
            self.ui.table.scrollTo(self.ui.table.currentIndex())
        else:
            self._hidden_choice = chosen if chosen is not None and self.session.roster.row_of(chosen) >= 0 else None
            self.ui.table.clearSelection()

    def _update_count(self) -> None:
        self.ui.countLabel.setText(count_text(self.proxy.rowCount(), self.session.roster.rowCount(), self.tr))

    # --- trackers -------------------------------------------------------------------------------------------

    def adjust(self, tracker: str, delta: int) -> None:
        character_id = self.selected_id()
        if character_id is not None:
            self._apply(lambda: self.session.adjust_tracker(character_id, tracker, delta))

    def type_value(self, tracker: str, editor: QLineEdit) -> None:
        character_id = self.selected_id()
        if character_id is None:
            return
        text = editor.text().strip()
        current = getattr(self.session.sheet(character_id), tracker)
        if text == str(current):
            return
        try:
            value = int(text)
        except ValueError:
            message = self.tr("{field} must be a whole number; {text!r} is not").format(
                field=TRACKER_LABELS[tracker], text=text
            )
            self._refuse(message, tracker)
            return
        self._apply(lambda: self.session.set_tracker(character_id, tracker, value), tracker)

    def _apply(self, change, tracker: str | None = None) -> None:
        try:
            change()
        except REFUSALS as exc:
            self._refuse(str(exc), tracker)
            return
        self.ui.messageLabel.clear()

    def _refuse(self, message: str, tracker: str | None) -> None:
        self.ui.messageLabel.setText(message)
        self._show_selected()  # put the stored value back in the field

    # --- add, edit, duplicate, delete -----------------------------------------------------------------------

    def add_character(self) -> None:
        from desktop.views.roster.character_dialog import CharacterDialog

        dialog = CharacterDialog(self.session, None, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.saved_id is not None:
            self.ui.filterEdit.clear()
            self.ui.kindCombo.setCurrentIndex(0)
            self.select(dialog.saved_id)

    def edit_character(self) -> None:
        character_id = self.selected_id()
        if character_id is None:
            return
        from desktop.views.roster.character_dialog import CharacterDialog

        dialog = CharacterDialog(self.session, character_id, self)
        dialog.exec()
        self._show_selected()

    def duplicate_character(self) -> None:
        character_id = self.selected_id()
        if character_id is not None:
            self._apply(lambda: self.select(self.session.duplicate_character(character_id)))

    def development_phase(self) -> None:
        """The selected investigator's development phase: what will be rolled first (each ticked skill, the Luck
        check), then Roll; then what changed (Edit > Undo reverts it). Cancel rolls nothing."""
        from desktop.views.common.confirm import confirm_step

        character_id = self.selected_id()
        if character_id is None:
            return
        try:
            preview = self.session.development_preview(character_id)
            name = self.session.sheet(character_id).name
            if not confirm_step(
                self,
                self.tr("Development phase"),
                self.tr("{}: the development phase rolls these.").format(name),
                preview,
                self.tr("Roll"),
            ):
                return
            result = self.session.development_phase(character_id)
        except REFUSALS as exc:
            self.ui.messageLabel.setText(str(exc))
            return
        message_box(
            self,
            "information",
            self.tr("Development phase"),
            self.tr("{name}\n\n{checks}\n\nEdit > Undo reverts it.").format(
                name=result.sheet.name, checks=result.describe()
            ),
        )

    def find(self) -> None:
        """Roster > Find (Ctrl+F): into the filter, its text selected to type over."""
        self.ui.filterEdit.setFocus()
        self.ui.filterEdit.selectAll()

    def delete_character(self) -> None:
        character_id = self.selected_id()
        if character_id is None:
            return
        name = self.session.sheet(character_id).name
        answer = message_box(
            self,
            "question",
            self.tr("Delete character"),
            self.tr("Delete {} from the roster?\n\nEdit > Undo brings them back.").format(name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._apply(lambda: self.session.delete_character(character_id))
            self._show_selected()

    def natural_cards(self) -> list:
        """File > Print here: the selected character's card (an investigator's, or an NPC's or monster's stats)."""
        from desktop.cards.from_campaign import character_card

        character_id = self.selected_id()
        return [character_card(self.session, character_id)] if character_id is not None else []

    def run_wizard(self, wizard) -> bool:
        return wizard.exec() == wizard.DialogCode.Accepted

    def new_investigator(self, copy: bool = False) -> int | None:
        """The creation wizard; its investigator joins the roster as one undo step, written by Finish (a write the
        file refuses keeps the wizard open with everything entered)."""
        from desktop.views.roster.creation_wizard import CreationWizard

        start = None
        if copy:
            character_id = self.selected_id()
            if character_id is None:
                return None
            start = self.session.sheet(character_id)
        # Written before it closes; its dice are the campaign's (the faces the table rolled, when they ask), its
        # first suggestion the app's own roll.
        dice = self.session.dice
        with by_the_app(dice):
            wizard = CreationWizard(self, dice, start=start, save=self.session.add_character)
        with dice.about(self.tr("The new investigator"), self.tr("creation"), investigator=True):
            made = self.run_wizard(wizard)
        if not made or wizard.saved_id is None:
            return None
        self.select(wizard.saved_id)
        return wizard.saved_id

    def row_menu(self) -> QMenu:
        """A character's menu: the creation wizard from a copy, and (NPCs and monsters) the campaign's bestiary."""
        menu = QMenu(self)
        character_id = self.selected_id()
        if character_id is None:
            return menu
        sheet = self.session.sheet(character_id)
        menu.addAction(self.tr("New Investigator from This One…"), lambda: self.new_investigator(copy=True))
        add = menu.addAction(self.tr("Add to the Campaign's Bestiary…"), lambda: self.add_to_bestiary(character_id))
        add.setEnabled(sheet.kind is not Kind.INVESTIGATOR)
        return menu

    def _row_menu(self, position) -> None:
        pop_up(self.row_menu(), self.ui.table.viewport().mapToGlobal(position))

    def ask_bestiary_details(self, name: str, monster: bool) -> tuple[str, str] | None:
        loss, ok = QInputDialog.getText(
            self,
            self.tr("Add to the bestiary"),
            as_typed(self.tr("SAN lost on seeing {} (e.g. 0/1D6; empty for none):").format(name)),
            text="0/1D6" if monster else "",
        )
        if not ok:
            return None
        aptitude, ok = QInputDialog.getItem(
            self, self.tr("Add to the bestiary"), self.tr("Apt in chases?"), ["apt", "neither", "inept"], 1, False
        )
        return (loss.strip(), aptitude) if ok else None

    def add_to_bestiary(self, character_id: int) -> bool:
        sheet = self.session.sheet(character_id)
        details = self.ask_bestiary_details(sheet.name, sheet.kind is Kind.MONSTER)
        if details is None:
            return False
        try:
            self.session.add_to_bestiary(character_id, *details)
        except REFUSALS as exc:
            message_box(self, "warning", self.tr("Add to the bestiary"), str(exc))
            return False
        return True
