"""The Sanity tab: what the Mythos does to each mind — a group's Sanity roll, insanity, bouts, treatment, and each
investigator's SAN over time."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QItemSelection
from PySide6.QtWidgets import QAbstractItemView, QInputDialog, QMessageBox, QVBoxLayout, QWidget

from desktop.models.changes import BESTIARY, CALENDAR, EVERYTHING, Changes
from desktop.models.journal_model import JournalModel
from desktop.models.sanity.minds_model import ID_ROLE, SAW, STATE, MindsModel
from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.session import CampaignSession
from desktop.models.typed_text import as_typed
from desktop.rules.roster.sheet import Kind
from desktop.rules.sanity.insanity import horror_table, sanity_loss
from desktop.rules.sanity.minds import Horror, self_help_amounts
from desktop.rules.scene import Condition, Outcome
from desktop.store.sanity_history import sanity_history
from desktop.views.common.chips import marked_columns, outcome_log
from desktop.views.common.look import (
    WatchedField,
    ask_text_until_taken,
    compact,
    detail_pane,
    message_box,
    read_only_table,
    refusal_in,
    refusal_of,
    row_menu_of,
    searchable,
    set_titled,
)
from desktop.views.common.numbers import count_in_suffix
from desktop.views.common.room import fit_columns, share, story_room
from desktop.views.common.scene_tab import SceneTab
from desktop.views.forms.ui_sanity_tab import Ui_SanityTab
from desktop.views.sanity.san_chart_widget import SanityChart

TYPED = "typed"


class SanityTab(SceneTab):
    """Tick who saw it, pick what they saw, roll; then bouts, reality checks and treatment for one investigator."""

    title = "Sanity"

    def __init__(self, session: CampaignSession, scene: SanityScene | None = None, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.scene = scene or session.scene(SanityScene)
        self.ui = Ui_SanityTab()
        self.ui.setupUi(self)
        self.setup_story()
        self._selections_shown = 0  # how often the selected investigator was shown (refresh shows them once)
        self.minds = MindsModel(self)
        read_only_table(self.ui.mindsView, self.minds, {})
        fit_columns(self.ui.mindsView, {0: "Saw it", 2: "99 / 99", 3: "188"}, stretched={1: 3, 4: 2})
        self.ui.mindsView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)  # one whole row
        self.ui.mindsView.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log = JournalModel(kinds=("sanity",), parent=self)
        read_only_table(self.ui.logView, self.log, {0: 95, 1: 110, 2: 200})
        self.ui.logView.setColumnHidden(3, True)
        outcome_log(self.ui.logView, 4)
        marked_columns(self.ui.mindsView, STATE, toned_rows=True)  # the dead muted
        self.logDetail = detail_pane(self.ui.logView, self.tr("Select a line of the log to read it in full."))
        self.ui.logPaneLayout.addWidget(self.logDetail)
        self._share_room()
        self.log.fetchMore()
        self.chart = SanityChart(self)
        QVBoxLayout(self.ui.chartHolder).addWidget(self.chart)
        self.ui.chartHolder.layout().setContentsMargins(0, 0, 0, 0)
        self._fill_horrors()
        searchable(self.ui.horrorCombo)
        compact(self.ui.horrorCombo, 16)
        self.ui.settingCombo.addItem(self.tr("At home or private care"), "home")
        self.ui.settingCombo.addItem(self.tr("In an institution"), "institution")
        # A refusal of what is typed in a field marks that field and follows the typing until it is put right.
        self.loss_field = WatchedField(
            self.ui.lossEdit, lambda text: refusal_in(lambda: sanity_loss(text.strip())), self.ui.messageLabel
        )
        self.help_field = WatchedField(
            self.ui.selfHelpEdit, lambda text: refusal_in(lambda: self_help_amounts(text.strip())), self.ui.messageLabel
        )
        self._refused_for: tuple[int, str] | None = None  # (investigator, refusal) of an action for one of them
        self._connect()
        self.refresh()
        if self.scene.load_problem:
            self.ui.messageLabel.setText(self.scene.load_problem)

    def _share_room(self) -> None:
        """Who saw it and their chart on the left, what they saw and the log on the right: the tables, the chart and
        the log take the room the window gains; the Keeper can move each divide."""
        ui = self.ui
        share(ui.bodySplitter, 1, 1)
        ui.bodySplitter.setSizes([1000, 1000])  # in proportion, whatever the window's width
        share(ui.mindsSplitter, 1, 1)
        share(ui.actionSplitter, 0, 1)
        story_room(ui.storyLabel, 4)  # a roll's story has its room: the investigator's actions below stay put

    def _connect(self) -> None:
        ui = self.ui
        ui.rollButton.clicked.connect(self.roll)
        ui.addHorrorButton.clicked.connect(self.add_horror)
        ui.newDayButton.clicked.connect(lambda: self._do(self.scene.new_day))
        ui.weekButton.clicked.connect(self.week_passes)
        ui.newEncounterButton.clicked.connect(self.new_encounter)
        ui.easesButton.clicked.connect(lambda: self._do(self.scene.awfulness_eases))
        ui.everyoneButton.clicked.connect(lambda: self.minds.tick_all(True))
        ui.nobodyButton.clicked.connect(lambda: self.minds.tick_all(False))
        ui.realBoutButton.clicked.connect(lambda: self._for_selected(lambda i: self.scene.bout(i, False, self._pick())))
        ui.summaryBoutButton.clicked.connect(
            lambda: self._for_selected(lambda i: self.scene.bout(i, True, self._pick()))
        )
        ui.realityButton.clicked.connect(lambda: self._for_selected(self.scene.reality_check))
        ui.selfHelpButton.clicked.connect(
            lambda: self._for_selected(
                lambda i: self.scene.self_help(i, ui.selfHelpEdit.text().strip()), self.help_field
            )
        )
        ui.restedButton.clicked.connect(lambda: self._for_selected(self.scene.recovered))
        ui.treatmentButton.clicked.connect(lambda: self._for_selected(self._treatment))
        self.minds_menu = row_menu_of(
            ui.mindsView,
            lambda: [
                ui.realBoutButton,
                ui.summaryBoutButton,
                ui.realityButton,
                ui.selfHelpButton,
                ui.restedButton,
                ui.treatmentButton,
                ui.believerCheck,
            ],
        )
        count_in_suffix(ui.weeksSpin, self.tr("week"), self.tr("weeks"))
        ui.horrorCombo.currentIndexChanged.connect(self._horror_picked)
        ui.believerCheck.clicked.connect(lambda on: self._for_selected(lambda i: self.scene.set_believer(i, on)))
        ui.mindsView.selectionModel().selectionChanged.connect(self._selection_changed)
        ui.mindsView.clicked.connect(self._cell_clicked)
        # Space in the minds table ticks the selected: the Sanity menu's entry, whose keys work in that table.
        self._horror_picked()

    # --- showing ----------------------------------------------------------------------------------------------

    def show_found(self, kind: str, key: int | str, character_id: int | None) -> str:
        """A horror found: picked as what was seen, its loss shown."""
        combo = self.ui.horrorCombo
        at = next((i for i in range(combo.count()) if combo.itemText(i).startswith(f"{key} (")), -1)
        if at >= 0:
            combo.setCurrentIndex(at)
        return ""

    def _fill_horrors(self) -> None:
        """The SAN-loss table: the built-in entries, then the campaign's own, then the bestiary's creatures it does
        not name (their names and losses only: no creature is made for the list)."""
        combo = self.ui.horrorCombo
        keep = combo.currentText()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("Type the loss below"), TYPED)
        own = self.scene.state.horrors if self.scene.state else ()
        named = set()
        for entry in (*horror_table(), *own):
            combo.addItem(f"{entry.name} ({entry.loss})", Horror(entry.name, entry.loss, entry.kind, entry.mythos))
            named.add(entry.name)
        from desktop.store.campaign_bestiary import all_creature_horrors

        for name, san_loss, kind in all_creature_horrors():  # the bestiary's the SAN-loss table does not already name
            if san_loss and name not in named:
                combo.addItem(self.tr("{} ({}, bestiary)").format(name, san_loss), Horror(name, san_loss, kind, True))
        combo.setCurrentIndex(max(0, combo.findText(keep)))
        combo.blockSignals(False)
        self._horrors_shown = own

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """The minds read again when the Sanity record, the bestiary or a character shown (or one that may now be)
        changed (ids only: the minds come a page at a time, as shown); the horrors when the campaign's own or the
        bestiary changed; only the header when the campaign's calendar moved; the log when the journal has new rows."""
        if changes.new_journal_rows:
            self.log.pull_new()
        if not self._minds_changed(changes):
            if changes.touches_setting(CALENDAR):
                self._show_calendar()
            return
        selected = self.selected_id()
        state = self.scene.state
        if changes.touches_setting(BESTIARY) or (state.horrors if state else ()) != self._horrors_shown:
            self._fill_horrors()
        self.minds.show(self.scene.investigator_order(), state, self.scene.minds_of)
        self._show_calendar()
        row = max(0, self.minds.row_of(selected))
        shown = self._selections_shown
        if self.minds.rowCount():
            self.ui.mindsView.selectRow(row)
        if self._selections_shown == shown:  # the same row selected again tells nobody: shown afresh here (once)
            self._selection_changed()

    def _minds_changed(self, changes: Changes) -> bool:
        if changes.touches_scene(self.scene.kind) or changes.touches_setting(BESTIARY):
            return True
        shown = set(self.minds.ids())
        if changes.touches_any_character(shown):
            return True
        # Someone else written: shown now only if one of them is now an investigator (added, or made one).
        others = changes.characters - shown
        return bool(others) and self.scene.any_investigator(others)

    def _show_calendar(self) -> None:
        """The header: the campaign's day and week, and the encounter."""
        state = self.scene.state
        calendar = self.session.calendar()
        encounter = state.encounter if state and state.encounter else self.tr("no encounter named")
        self.ui.titleLabel.setText(
            self.tr("Day {day}, week {week} — {encounter}").format(
                day=calendar.day, week=calendar.week, encounter=encounter
            )
        )

    def selected_id(self) -> int | None:
        rows = self.ui.mindsView.selectionModel().selectedRows() if self.ui.mindsView.selectionModel() else []
        return rows[0].data(ID_ROLE) if rows else None

    def _selection_changed(self, *_args: QItemSelection) -> None:
        self._selections_shown += 1
        character_id = self.selected_id()
        if self._refused_for is not None and self._refused_for[0] != character_id:
            # "Walt Brennan is not insane…" is not about the investigator now selected: it goes.
            if self.ui.messageLabel.text() == self._refused_for[1]:
                self.ui.messageLabel.clear()
            self._refused_for = None
        for widget in (self.ui.mindGroup,):
            widget.setEnabled(character_id is not None)
        if character_id is None:
            self.chart.show_history("", [])
            return
        sheet = self.session.sheet(character_id)
        self.ui.believerCheck.setChecked(self.scene.believes(character_id))
        treating = self.scene.in_treatment(character_id)
        self.ui.treatmentButton.setText(self.tr("Stop Treatment") if treating else self.tr("Begin Treatment"))
        self.ui.treatmentButton.setToolTip(
            self.tr("In treatment: this month ends in week {}").format(treating[2])
            if treating
            else self.tr(
                "Treatment for indefinite insanity, from this week: each month ends four weeks of the "
                "calendar later and is rolled for then"
            )
        )
        points = sanity_history(character_id, sheet.sanity or 0, sheet.cthulhu_mythos)
        self.chart.show_history(self.tr("{}: SAN (solid) and max SAN (dashed)").format(sheet.name), points)
        set_titled(self.ui.mindGroup, self.tr("For {name}"), name=sheet.name)
        # The backstory's significant people (the creation wizard writes them) are who self-help turns to.
        people = next(
            (
                line.split(":", 1)[1].strip()
                for line in sheet.notes.splitlines()
                if line.startswith("Significant people:")
            ),
            "",
        )
        anyone = self.tr("a significant person or place")
        self.ui.selfHelpButton.setToolTip(
            as_typed(self.tr("Self-help with {}: a Sanity roll with a bonus die").format(people or anyone))
        )

    def _horror_picked(self, *_args) -> None:
        """A horror from the table shows its loss and whether it is of the Mythos, greyed; the typed loss gets back
        what the Keeper had typed and ticked for it."""
        ui = self.ui
        entry = ui.horrorCombo.currentData()
        typed = entry == TYPED
        if ui.mythosCheck.isEnabled() and not typed:  # leaving the typed loss: keep the Keeper's own choice
            self._typed_mythos = ui.mythosCheck.isChecked()
            self._typed_loss = ui.lossEdit.text()
        ui.lossEdit.setEnabled(typed)
        ui.mythosCheck.setEnabled(typed)
        ui.addHorrorButton.setEnabled(typed)
        if typed:
            ui.mythosCheck.setChecked(getattr(self, "_typed_mythos", ui.mythosCheck.isChecked()))
            # What the Keeper typed for it (nothing at first), never the last horror's loss to type onto
            ui.lossEdit.setText(getattr(self, "_typed_loss", ""))
            ui.lossEdit.selectAll()
        elif entry is not None:
            ui.lossEdit.setText(entry.loss)
            ui.mythosCheck.setChecked(entry.mythos)

    # --- doing ------------------------------------------------------------------------------------------------

    def _cell_clicked(self, index) -> None:
        if index.column() == SAW:
            self.minds.toggle(index.row())

    def _toggle_selected(self) -> None:
        for index in self.ui.mindsView.selectionModel().selectedRows():
            self.minds.toggle(index.row())

    def _pick(self) -> int | None:
        return self.ui.pickSpin.value() or None

    def horror(self) -> Horror:
        entry = self.ui.horrorCombo.currentData()
        if entry is None or entry == TYPED:
            loss = self.ui.lossEdit.text().strip()
            return Horror(self.tr("Typed loss"), loss, kind=f"typed {loss}", mythos=self.ui.mythosCheck.isChecked())
        return entry

    def add_horror(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("Add to the SAN-loss table"), self.tr("What is it called?"))
        if ok:
            loss = self.ui.lossEdit.text().strip()
            self._do(lambda: self.scene.add_horror(Horror(name, loss, mythos=self.ui.mythosCheck.isChecked())))

    def _for_selected(self, action, field: WatchedField | None = None) -> None:
        character_id = self.selected_id()
        if character_id is None:
            self.ui.messageLabel.setText(self.tr("Select an investigator first."))
            return
        self._refused_for = None
        refused = self._do(lambda: action(character_id)) is None and self.ui.messageLabel.text()
        # A refusal of a typed field stays till the field is put right; one about this investigator, till another is
        # selected.
        if refused and (field is None or not field.refused()):
            self._refused_for = (character_id, self.ui.messageLabel.text())

    def roll(self) -> None:
        ticked = self.minds.ticked()
        if not ticked:
            self.ui.messageLabel.setText(self.tr("Tick everyone who saw it, then roll."))
            return
        hidden = self.ui.hiddenCheck.isChecked()
        outcome = self._do(lambda: self.scene.roll(ticked, self.horror(), hidden))
        if outcome is None and self.ui.lossEdit.isEnabled():
            self.loss_field.refused()
        if outcome is not None and hidden:
            self.ui.storyLabel.setText(self.tr("Hidden from the players:\n") + self.ui.storyLabel.text())
        if outcome is not None:
            story = self.ui.storyLabel.text()
            self._offer_npc(outcome)  # its own undo step: the story of this roll still stands
            self.ui.storyLabel.setText(story)
            self._story_step = self.session.undo_stack.last_step()

    def week_passes(self) -> None:
        """The weeks set beside the button pass, for every tab, as one step."""
        self._do(lambda: self.session.weeks_pass(self.ui.weeksSpin.value()))
        self.refresh()

    def _treatment(self, character_id: int) -> Outcome:
        if self.scene.in_treatment(character_id):
            return self.scene.end_treatment(character_id)
        return self.scene.begin_treatment(
            character_id, self.ui.settingCombo.currentData(), self.ui.psychoSpin.value() or None
        )

    def new_encounter(self) -> None:
        ask_text_until_taken(
            self,
            self.tr("New encounter"),
            self.tr("What is it called?"),
            lambda name: refusal_of(self._do, lambda: self.scene.new_encounter(name)),
        )

    def _offer_npc(self, outcome: Outcome) -> None:
        """At 0 SAN an investigator is lost to madness: ask before making them an NPC (one undoable change)."""
        for effect in outcome.effects:
            if Condition.PERMANENT_INSANITY in getattr(effect, "added", ()):
                sheet = self.session.sheet(effect.character_id)
                if sheet.kind is not Kind.INVESTIGATOR:
                    continue
                answer = message_box(
                    self,
                    "question",
                    self.tr("Permanently insane"),
                    self.tr(
                        "{} has no Sanity left and is lost to madness. Make them an NPC, in the Keeper's "
                        "hands from now on?"
                    ).format(sheet.name),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                    QMessageBox.StandardButton.Yes,
                )
                if answer == QMessageBox.StandardButton.Yes:
                    self.session.update_character(effect.character_id, replace(sheet, kind=Kind.NPC), sheet)

    def natural_cards(self) -> list:
        """File > Print here: the selected investigator's card, with the SAN chart."""
        from desktop.cards.from_campaign import character_card

        character_id = self.selected_id()
        return [character_card(self.session, character_id)] if character_id is not None else []
