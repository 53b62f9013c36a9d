"""The Tomes tab: Mythos tomes in the investigators' hands — reading, full study over the weeks, reference, and
the spells they teach, learned and cast."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtWidgets import QAbstractItemView, QMessageBox, QWidget

from desktop.models.changes import CALENDAR, EVERYTHING, Changes
from desktop.models.journal_model import JournalModel
from desktop.models.session import CampaignSession
from desktop.models.tomes.shelf_model import HOLDING_ROLE, ShelfModel
from desktop.models.tomes.tomes_scene import TomesScene
from desktop.rules.roster.sheet import Kind
from desktop.rules.tomes.mythos import CONDITION_LABELS
from desktop.rules.tomes.shelf import Holding
from desktop.views.common.chips import outcome_log
from desktop.views.common.look import (
    compact,
    detail_pane,
    message_box,
    read_only_table,
    row_menu_of,
    set_titled,
)
from desktop.views.common.numbers import count_in_suffix
from desktop.views.common.pickers import PeoplePicker
from desktop.views.common.room import fit_columns, reserve_lines, share, story_room
from desktop.views.common.scene_tab import SceneTab
from desktop.views.forms.ui_tomes_tab import Ui_TomesTab


class TomesTab(SceneTab):
    """Give a tome, read it, study it over the weeks, learn and cast its spells; every step undoes."""

    title = "Tomes"

    def __init__(self, session: CampaignSession, scene: TomesScene | None = None, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.scene = scene or session.scene(TomesScene)
        self.ui = Ui_TomesTab()
        self.ui.setupUi(self)
        self.setup_story()
        self.shelf = ShelfModel(self)
        read_only_table(self.ui.shelfView, self.shelf, {})
        # The names and the reading share the room; the study and its count as wide as they read.
        fit_columns(self.ui.shelfView, {3: "12 of 36 weeks", 4: "8"}, stretched={0: 2, 1: 3, 2: 2})
        self.ui.shelfView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)  # one whole row
        self.ui.shelfView.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log = JournalModel(kinds=("tomes",), parent=self)
        read_only_table(self.ui.logView, self.log, {0: 95, 1: 110, 2: 200})
        self.ui.logView.setColumnHidden(3, True)
        outcome_log(self.ui.logView, 4)
        self.ui.logPaneLayout.addWidget(detail_pane(self.ui.logView, self.tr("Select a line of the log to read it.")))
        self._share_room()
        self.log.fetchMore()
        self.ui.tomeLabel.setTextFormat(Qt.TextFormat.PlainText)
        PeoplePicker(self.ui.readerCombo, session.people, width=14, kind=Kind.INVESTIGATOR.value)
        for combo in (self.ui.tomeCombo, self.ui.learnCombo, self.ui.castCombo):
            compact(combo, 14)
        self._fill_tomes()
        ui = self.ui
        count_in_suffix(ui.hoursSpin, self.tr("hour"), self.tr("hours"))
        for label, source in (
            (self.tr("Learned from the selected tome"), "book"),
            (self.tr("Taught by a person (half the time)"), "person"),
            (self.tr("Taught by an entity (INT roll to keep it)"), "entity"),
        ):
            self.ui.sourceCombo.addItem(label, source)
        self._connect()
        self.refresh()
        if self.scene.load_problem:
            self.ui.messageLabel.setText(self.scene.load_problem)

    def _share_room(self) -> None:
        """The shelf on the left, reading and spells above the log on the right: the shelf and the log take the room
        the window gains; the Keeper can move each divide. The tome's description keeps its room, so the shelf
        does not move when another tome is picked."""
        ui = self.ui
        share(ui.bodySplitter, 3, 2)  # the shelf's five columns first
        ui.bodySplitter.setSizes([3000, 2000])  # in proportion, whatever the window's width
        share(ui.actionSplitter, 0, 1)
        reserve_lines(ui.tomeLabel, 3)
        ui.tomeLabel.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        story_room(ui.storyLabel, 2)  # a step's story has its room: the log below never moves

    def _connect(self) -> None:
        ui, scene = self.ui, self.scene
        ui.weekButton.clicked.connect(lambda: self._do(lambda: self.session.weeks_pass(ui.weeksSpin.value())))
        count_in_suffix(ui.weeksSpin, self.tr("week"), self.tr("weeks"))
        ui.newTomeButton.clicked.connect(self.new_tome)
        ui.hoursButton.clicked.connect(lambda: self._do(lambda: scene.hours_pass(ui.hoursSpin.value())))
        ui.giveButton.clicked.connect(self.give)
        ui.readButton.clicked.connect(lambda: self._with_holding(self._read))
        ui.pushReadButton.clicked.connect(
            lambda: self._with_holding(lambda h: scene.read(h.character_id, h.title, pushed=True))
        )
        ui.studyButton.clicked.connect(lambda: self._with_holding(lambda h: scene.study(h.character_id, h.title)))
        ui.pauseButton.clicked.connect(
            lambda: self._with_holding(lambda h: scene.pause(h.character_id, h.title, not h.paused))
        )
        ui.referenceButton.clicked.connect(
            lambda: self._with_holding(lambda h: scene.reference(h.character_id, h.title))
        )
        ui.learnButton.clicked.connect(
            lambda: self._with_holding(
                lambda h: scene.learn(
                    h.character_id,
                    h.title,
                    ui.learnCombo.currentText(),
                    ui.intCheck.isChecked(),
                    ui.sourceCombo.currentData(),
                )
            )
        )
        ui.sourceCombo.currentIndexChanged.connect(self._selection_changed)
        ui.castButton.clicked.connect(
            lambda: self._with_holding(
                lambda h: scene.cast(
                    h.character_id, ui.castCombo.currentText(), won_opposed_pow=ui.wonPowCheck.isChecked()
                )
            )
        )
        ui.pushCastButton.clicked.connect(
            lambda: self._with_holding(
                lambda h: scene.cast(
                    h.character_id,
                    ui.castCombo.currentText(),
                    push_failed=True,
                    won_opposed_pow=ui.wonPowCheck.isChecked(),
                )
            )
        )
        self.shelf_menu = row_menu_of(
            ui.shelfView,
            lambda: [
                ui.readButton,
                ui.pushReadButton,
                ui.studyButton,
                ui.pauseButton,
                ui.referenceButton,
                ui.learnButton,
                ui.castButton,
                ui.pushCastButton,
            ],
        )
        ui.castCombo.currentIndexChanged.connect(self._casting_shown)
        ui.tomeCombo.currentIndexChanged.connect(self._describe_tome)
        ui.shelfView.selectionModel().selectionChanged.connect(self._selection_changed)

    # --- showing ----------------------------------------------------------------------------------------------

    def _fill_tomes(self) -> None:
        combo = self.ui.tomeCombo
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for title in self.scene.tomes():
            combo.addItem(title, title)
        combo.setCurrentIndex(max(0, combo.findData(keep)))
        combo.blockSignals(False)

    def new_tome(self) -> None:
        from desktop.views.tomes.tome_dialog import TomeDialog

        TomeDialog(self.scene, self).exec()

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """The shelf as it stands, when it or a character changed (a reader's name, SAN or death); the log when
        the journal has new rows."""
        if changes.new_journal_rows:
            self.log.pull_new()
        if changes.touches_setting(CALENDAR):
            self._show_week()
        if not (changes.touches_scene(self.scene.kind) or changes.roster):
            return
        self._fill_tomes()  # the readers follow the session's list of characters
        selected = self.selected()
        state = self.scene.state
        names = self.scene.names_of({h.character_id for h in state.holdings} if state else ())
        self.shelf.show(state, names, self.scene.tomes())
        self._show_week()
        self._select((selected.character_id, selected.title) if selected else None)
        self._describe_tome()

    def _show_week(self) -> None:
        """The header: the week of the session's calendar."""
        self.ui.titleLabel.setText(self.tr("Week {} of the campaign").format(self.session.calendar().week))

    def _select(self, key: tuple[int, str] | None) -> None:
        """Select the holding (investigator, title), or the first row when it is not on the shelf."""
        holdings = [self.shelf.index(r, 0).data(HOLDING_ROLE) for r in range(self.shelf.rowCount())]
        row = next((r for r, h in enumerate(holdings) if (h.character_id, h.title) == key), 0)
        if holdings:
            self.ui.shelfView.selectRow(row)
        self._selection_changed()

    def show_found(self, kind: str, key: int | str, character_id: int | None) -> str:
        """A tome found: picked in the list of tomes; a spell: picked to learn (and to cast) where it is listed."""
        combos = (self.ui.tomeCombo,) if kind == "tome" else (self.ui.learnCombo, self.ui.castCombo)
        picked = False
        for combo in combos:
            at = combo.findText(str(key))
            if at >= 0:
                combo.setCurrentIndex(at)
                picked = True
        if picked:
            return ""
        if kind == "tome":
            return self.tr("{}: give it to an investigator with New Tome… to read it here").format(key)
        return self.tr("{}: no tome on the shelf teaches it yet").format(key)

    def selected(self) -> Holding | None:
        rows = self.ui.shelfView.selectionModel().selectedRows()
        return rows[0].data(HOLDING_ROLE) if rows else None

    def _selection_changed(self, *_args: QItemSelection) -> None:
        holding = self.selected()
        for group in (self.ui.readingGroup, self.ui.spellGroup):
            group.setEnabled(holding is not None)
        # The spells picked stay picked while the same holding is shown (learning one jumped back to the first);
        # another investigator's or tome's starts at the top of its own lists
        key = (holding.character_id, holding.title) if holding else None
        same = key == getattr(self, "_spells_for", None)
        self._spells_for = key
        kept = (self.ui.learnCombo.currentText(), self.ui.castCombo.currentText()) if same else ("", "")
        self.ui.learnCombo.clear()
        self.ui.castCombo.clear()
        if holding is None:
            return
        # The investigator picker names whom the selected row is about, so Give goes to whom the Keeper sees.
        if (at := self.ui.readerCombo.findData(holding.character_id)) >= 0:
            self.ui.readerCombo.setCurrentIndex(at)
        tome = self.scene.tomes()[holding.title]
        set_titled(
            self.ui.readingGroup,
            self.tr("{name}: {title}"),
            title=tome.title,
            name=self.scene.names_of([holding.character_id]).get(holding.character_id, "?"),
        )
        from_book = self.ui.sourceCombo.currentData() in (None, "book")
        self.ui.learnCombo.addItems(list(tome.spells) if from_book else list(self.scene.spells()))
        state = self.scene.state
        known = [k.spell for k in state.known if k.character_id == holding.character_id] if state else []
        self.ui.castCombo.addItems(known)
        for combo, text in zip((self.ui.learnCombo, self.ui.castCombo), kept, strict=True):
            combo.setCurrentIndex(max(0, combo.findText(text)))
        self._casting_shown()

    def _casting_shown(self, *_args) -> None:
        """Push the Casting is there to press only after a failed first casting that may be pushed."""
        holding = self.selected()
        known = self.scene.known(holding.character_id, self.ui.castCombo.currentText()) if holding else None
        self.ui.pushCastButton.setEnabled(bool(known and known.failed_first and known.may_push))

    def _describe_tome(self, *_args) -> None:
        tome = self.scene.tomes().get(self.ui.tomeCombo.currentData())
        if tome is None:
            self.ui.tomeLabel.clear()
            return
        spells = ", ".join(tome.spells) or self.tr("none")
        self.ui.tomeLabel.setText(
            self.tr(
                "{title}: {language}, {condition} ({difficulty} reading roll). Cthulhu Mythos +{initial} for the "
                "initial reading, +{full} for a full study of {weeks}; Mythos rating {rating}; SAN {loss} (believers); "
                "spells: {spells}."
            ).format(
                title=tome.title,
                language=tome.language,
                condition=CONDITION_LABELS[tome.condition],
                difficulty=tome.difficulty.label,
                initial=tome.initial_mythos,
                full=tome.full_mythos,
                weeks=self.tr("1 week") if tome.study_weeks == 1 else self.tr("{} weeks").format(tome.study_weeks),
                rating=tome.mythos_rating,
                loss=tome.sanity_loss,
                spells=spells,
            )
        )

    # --- doing ------------------------------------------------------------------------------------------------

    def give(self) -> None:
        """The tome picked goes to the investigator picked, and that holding becomes the selection (what Read and
        Study act on next)."""
        reader, title = self.ui.readerCombo.currentData(), self.ui.tomeCombo.currentData()
        if self._do(lambda: self.scene.give(reader, title)) is not None:
            self._select((reader, title))

    def _with_holding(self, action) -> None:
        holding = self.selected()
        if holding is None:
            self.ui.messageLabel.setText(self.tr("Select a tome in the table first."))
            return
        self._do(lambda: action(holding))

    def _read(self, holding: Holding):
        """The reading roll; a fresh try straight after a failure asks first (time should pass before it)."""
        anyway = False
        if holding.waiting:
            name = self.scene.names_of([holding.character_id]).get(holding.character_id, "?")
            wait = (
                self.tr("Let hours or weeks pass first (or push the failed roll)")
                if holding.reading_failed
                else self.tr("Let hours or weeks pass first")
            )
            answer = message_box(
                self,
                "question",
                self.tr("Try the reading again?"),
                self.tr(
                    "{name} failed to read {title}, and no time has passed since. {wait}, or try again now anyway?"
                ).format(name=name, title=holding.title, wait=wait),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            anyway = answer == QMessageBox.StandardButton.Yes
        return self.scene.read(holding.character_id, holding.title, anyway=anyway)

    def natural_cards(self) -> list:
        """File > Print here: the players' handout of tomes and spells."""
        from desktop.cards.from_campaign import handout_card

        return [handout_card(self.session)]
