"""The Combat tab of a campaign that fights by Cthulhu Rising: the strike-rank track of the round, the fighters
with their hit locations (the selected one's as a body, coloured and worded), the selected fighter's actions as
buttons (the row's right-click menu presses them), and the attack form; every step undoes and goes in the journal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from desktop.models.changes import EVERYTHING, Changes
from desktop.models.journal_model import JournalModel
from desktop.models.rising.rising_scene import (
    CHIP_ROLE,
    KEY_ROLE,
    STATE_COLUMN,
    FightersModel,
    RisingScene,
    StrikeRanksModel,
)
from desktop.models.session import CampaignSession
from desktop.models.typed_text import as_typed
from desktop.rules.combat.firearms import is_ranged
from desktop.rules.rising import rising_tables
from desktop.rules.rising.fighters import DEFENCES, LOCATIONS, RisingState, condition_words
from desktop.rules.scene import Condition
from desktop.views.common.chips import outcome_log
from desktop.views.common.look import (
    ask_text_until_taken,
    compact,
    read_only_table,
    refusal_of,
    row_menu_of,
    searchable,
    set_titled,
)
from desktop.views.common.numbers import count_in_suffix
from desktop.views.common.pickers import PeoplePicker
from desktop.views.common.scene_tab import SceneTab
from desktop.views.common.theme import chip
from desktop.views.forms.ui_rising_tab import Ui_RisingTab
from desktop.views.rising.body import BodyDiagram

SPLITTER_KEY = "rising/splitter"  # where the fighters and the attack form meet, as the Keeper left it
STORY_ROWS = 4  # the last step's story shows this many lines, then scrolls: a burst never squeezes the log
TRACK_LINES = 4  # the strike-rank strip holds four names a strike rank before it grows


class _OnResize(QObject):
    """Calls `then` whenever the widget it watches is resized."""

    def __init__(self, watched: QWidget, then: Callable[[], None]) -> None:
        super().__init__(watched)
        self._then = then
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize:
            self._then()
        return False


class ChipDelegate(QStyledItemDelegate):
    """Paints a cell in the chip its model names (CHIP_ROLE): the visual language's fill and ink."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex) -> None:  # noqa: N802 - Qt override
        super().initStyleOption(option, index)
        role = index.data(CHIP_ROLE)
        if role:
            fill, ink = chip(role)
            option.backgroundBrush = fill
            option.palette.setColor(option.palette.ColorRole.Text, ink)


class RisingTab(SceneTab):
    """A fight by the Cthulhu Rising rules: strike ranks, hit locations, knockback."""

    title = "Combat"

    @classmethod
    def build(cls, session: CampaignSession, settings: QSettings) -> RisingTab:
        return cls(session, settings=settings)

    def __init__(
        self,
        session: CampaignSession,
        scene: RisingScene | None = None,
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ):
        super().__init__(session, parent)
        self.scene = scene or session.scene(RisingScene)
        self.settings = settings
        self.ui = Ui_RisingTab()
        self.ui.setupUi(self)
        ui = self.ui
        self.setup_story()
        self._moment: tuple | None = None  # the fight, round and strike rank the attack form was last set for
        self._refreshing = False  # the table is being refilled: a row selected again is not the Keeper's pick
        self.strike_ranks = StrikeRanksModel(self)
        track = ui.trackView
        track.setModel(self.strike_ranks)
        track.setItemDelegate(ChipDelegate(track))
        track.verticalHeader().setVisible(False)
        track.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        track.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        track.horizontalHeader().sectionResized.connect(lambda *_: self._fit_track())  # narrower: names wrap
        count_in_suffix(ui.shotsSpin, self.tr("shot"), self.tr("shots"))
        self.fighters = FightersModel(self)
        view = ui.fightersView
        view.setModel(self.fighters)
        view.setItemDelegate(ChipDelegate(view))
        view.verticalHeader().setVisible(False)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)  # a row is a fighter
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setWordWrap(False)
        view.horizontalHeader().setStretchLastSection(True)
        _OnResize(view, self._fit_columns)  # narrower or wider: the state gives the locations their third
        # One line, cut at its edge for a long target's name (whole in its tooltip): never a second line that moves
        # the buttons below it.
        ui.resistLabel.setWordWrap(False)
        ui.resistLabel.setTextFormat(Qt.TextFormat.PlainText)  # it names the target as typed
        ui.resistLabel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.body = BodyDiagram(ui.bodyHolder)
        ui.bodyLayout.addWidget(self.body)
        self.log = JournalModel(kinds=("rising",), parent=self)
        read_only_table(ui.logView, self.log, {0: 80, 1: 100, 2: 180})
        ui.logView.setColumnHidden(3, True)  # the result tells the dice
        outcome_log(ui.logView, 4)
        self.log.fetchMore()
        story_height = STORY_ROWS * ui.storyLabel.fontMetrics().lineSpacing() + 4
        ui.storyArea.setFixedHeight(story_height)  # a long story scrolls in its place; the log keeps its rows
        for band in rising_tables().range_bands:
            ui.classCombo.addItem(band.weapon, band.weapon)
        ui.classCombo.insertItem(0, self.tr("Melee"), "")
        ui.classCombo.setCurrentIndex(0)
        for defence in DEFENCES:
            ui.defenceCombo.addItem(
                self.tr({"none": "Does nothing", "parry": "Parries", "dodge": "Dodges"}[defence]), defence
            )
        ui.aimCombo.addItem(self.tr("No aimed shot"), "")
        for location in LOCATIONS:
            ui.aimCombo.addItem(self.tr("Aimed at the {}").format(location.lower()), location)
        ui.trackView.setToolTip(self.tr("Moving: 3 metres a strike rank, 6 running and doing nothing else"))
        ui.delaySpin.setPrefix("+")
        self.fighter_menu_at = row_menu_of(ui.fightersView, self.fighter_buttons)
        PeoplePicker(ui.rosterCombo, session.people, width=14)
        searchable(ui.rosterCombo)  # ten thousand names: type part of one
        ui.rosterCombo.lineEdit().setPlaceholderText(self.tr("Type part of a name"))
        for combo in (ui.attackerCombo, ui.targetCombo, ui.weaponCombo, ui.defenceCombo, ui.classCombo):
            compact(combo, 10)
        compact(ui.aimCombo, 14)
        ui.mainSplitter.setStretchFactor(0, 3)
        ui.mainSplitter.setStretchFactor(1, 2)
        kept = self.settings.value(SPLITTER_KEY) if self.settings is not None else None
        if kept is not None:
            ui.mainSplitter.restoreState(kept)
        ui.mainSplitter.splitterMoved.connect(self._keep_splitter)
        self._connect()
        self.refresh()
        if self.scene.load_problem:
            ui.messageLabel.setText(self.scene.load_problem)

    def _keep_splitter(self, *_args) -> None:
        if self.settings is not None:
            self.settings.setValue(SPLITTER_KEY, self.ui.mainSplitter.saveState())

    def fighter_buttons(self) -> list[QAbstractButton]:
        """The selected fighter's actions, in the order the row's right-click menu offers them."""
        ui = self.ui
        return [
            ui.srButton,
            ui.bleedButton,
            ui.suppressButton,
            ui.solidButton,
            ui.objectButton,
            ui.grappleButton,
            ui.immobiliseButton,
            ui.throwButton,
            ui.bargeButton,
            ui.fillHpButton,
            ui.removeButton,
            ui.hideButton,
        ]

    def _connect(self) -> None:
        ui, scene = self.ui, self.scene
        ui.newButton.clicked.connect(self.new_fight)
        ui.nextButton.clicked.connect(lambda: self._do(scene.next_strike_rank))
        ui.endButton.clicked.connect(self.end_fight)
        ui.addButton.clicked.connect(self.add_fighter)
        ui.srButton.clicked.connect(self.set_strike_rank)
        ui.attackButton.clicked.connect(self.attack)
        ui.attackerCombo.currentIndexChanged.connect(self._fill_weapons)
        ui.attackerCombo.currentIndexChanged.connect(self._aim_at_the_other_side)
        ui.weaponCombo.currentIndexChanged.connect(self._show_track)
        for combo in (ui.attackerCombo, ui.targetCombo, ui.weaponCombo):  # a refusal is about the picks it refused
            combo.currentIndexChanged.connect(self._picks_changed)
        ui.targetCombo.currentIndexChanged.connect(self._show_fighter)  # "Against …" names the target
        ui.fightersView.selectionModel().selectionChanged.connect(self._row_selected)
        ui.bleedButton.clicked.connect(lambda: self._on_selected(scene.bleed))
        ui.suppressButton.clicked.connect(lambda: self._on_selected(scene.suppress))
        ui.solidButton.clicked.connect(lambda: self._knocked(True))
        ui.objectButton.clicked.connect(lambda: self._knocked(False))
        for button, action in (
            (ui.grappleButton, "grapple"),
            (ui.immobiliseButton, "immobilise"),
            (ui.throwButton, "throw"),
            (ui.bargeButton, "knockback"),
        ):
            button.clicked.connect(lambda _=False, a=action: self._resist(a))
        ui.fillHpButton.clicked.connect(lambda: self._on_selected(scene.fill_location_hp))
        ui.removeButton.clicked.connect(lambda: self._on_selected(scene.remove))
        ui.hideButton.clicked.connect(lambda: self._on_selected(self._hide_or_reveal))
        self.body.hp_edited.connect(self._location_hp_edited)
        # Ctrl+Right is the Combat menu's Next Strike Rank, which presses nextButton.

    def state(self) -> RisingState | None:
        return self.scene.refreshed(self.scene.state) if self.scene.state else None

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """The fight as it stands, when it or a character changed; the roster's list follows the roster, the log
        the journal."""
        if changes.new_journal_rows:
            self.log.pull_new()
        if not (changes.touches_scene(self.scene.kind) or changes.roster):
            return
        ui = self.ui
        state = self.state()
        active = state is not None
        for widget in (ui.nextButton, ui.endButton, ui.addButton, ui.attackGroup):
            widget.setEnabled(active)
        ui.titleLabel.setText(
            self.tr("{name} — round {round}, strike rank {sr}").format(
                name=state.name, round=state.round, sr=state.strike_rank
            )
            if state
            else self.tr("No Cthulhu Rising fight under way — New Fight to begin")
        )
        fighters = state.fighters if state else ()
        selected = self.selected_key()
        self._refreshing = True  # the table refilled, not a row the Keeper picked
        self.fighters.show(state)
        self._fit_columns()
        self._select(selected)
        self._refreshing = False
        for combo in (ui.attackerCombo, ui.targetCombo):
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for f in fighters:
                combo.addItem(f.name, f.key)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        # The Keeper's picks stay from one blow to the next; a new strike rank brings whoever acts on it.
        moment = (state.name, state.round, state.strike_rank) if state else None
        if moment != self._moment and state and state.acting_now():
            ui.attackerCombo.setCurrentIndex(ui.attackerCombo.findData(state.acting_now()[0].key))
        self._moment = moment
        self._fill_weapons()
        self._aim_at_the_other_side(keep_pick=True)
        self._show_track()
        self._show_fighter()

    def _fit_columns(self) -> None:
        """Each column as wide as its words, but the state no wider than leaves the locations a third of the table
        (its words are cut at the edge, whole in the tooltip); the last, Locations, fills the rest."""
        view = self.ui.fightersView
        for column in range(self.fighters.columnCount() - 1):
            view.resizeColumnToContents(column)
        header = view.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(STATE_COLUMN))
        room = view.viewport().width() - others - view.viewport().width() // 3
        if header.sectionSize(STATE_COLUMN) > room:
            header.resizeSection(STATE_COLUMN, max(header.sectionSizeFromContents(STATE_COLUMN).width(), room))

    def _show_fighter(self, *_args) -> None:
        """The selected fighter's panel: their name, their body with each location as it stands, and their actions
        (those the rules would refuse for what the form can see — a bleeding roll for one not bleeding — greyed)."""
        ui, state, key = self.ui, self.state(), self.selected_key()
        fighter = state.get(key) if state is not None and key is not None else None
        if fighter is None:
            ui.fighterGroup.setTitle(self.tr("Selected fighter: pick one in the table"))
            ui.fighterGroup.setToolTip("")
        else:
            set_titled(
                ui.fighterGroup,
                self.tr("{name}: {side}, HP {hp}/{max_hp}, {state}"),
                40,
                name=fighter.name,
                side=self.tr(fighter.side),
                hp=fighter.hp,
                max_hp=fighter.max_hp,
                state=self.tr(condition_words(fighter)),
            )
        self.body.show_fighter(fighter)
        picked = fighter is not None
        for button in self.fighter_buttons():
            button.setEnabled(picked)
        for widget in (ui.dexSrSpin, ui.delaySpin, ui.knockSpin):
            widget.setEnabled(picked)
        if fighter is not None:
            ui.bleedButton.setEnabled(Condition.BLEEDING in fighter.states)
            ui.suppressButton.setEnabled(any(is_ranged(w) for w in fighter.weapons))
            if fighter.dex_sr:
                ui.dexSrSpin.setValue(fighter.dex_sr)
                ui.delaySpin.setValue(fighter.sr_delay)
        target = ui.targetCombo.currentData()
        against = picked and target is not None and target != key
        target_name = ui.targetCombo.currentText() if against else ""
        ui.resistLabel.setText(
            self.tr("Against {} (resistance table)").format(target_name)
            if against
            else self.tr("Against the target (resistance table)")
        )
        ui.resistLabel.setToolTip(
            as_typed(ui.resistLabel.text())
            if against
            else self.tr("Pick a target other than this fighter in the attack form")
        )
        for button in (ui.grappleButton, ui.immobiliseButton, ui.throwButton, ui.bargeButton):
            button.setEnabled(against)

    def _show_track(self, *_args) -> None:
        """The strike-rank strip, further shots planned by the weapon the attacker has picked in the form."""
        attacker, weapon = self.ui.attackerCombo.currentData(), self.ui.weaponCombo.currentData()
        self.strike_ranks.show(self.state(), {attacker: weapon} if attacker is not None and weapon else None)
        self._fit_track()

    def _fit_track(self) -> None:
        """The strike-rank strip as tall as its fullest strike rank, however many names it holds."""
        track = self.ui.trackView
        track.resizeRowsToContents()
        least = TRACK_LINES * track.fontMetrics().lineSpacing() + 8  # room kept: a second shot moves nothing
        row = max(track.rowHeight(0), least)
        track.setRowHeight(0, row)
        track.setFixedHeight(track.horizontalHeader().sizeHint().height() + row + 2 * track.frameWidth())

    def _row_selected(self, *_args) -> None:
        """A fighter picked in the table attacks from the form."""
        if self._refreshing:
            return
        self._show_fighter()
        key = self.selected_key()
        index = self.ui.attackerCombo.findData(key) if key is not None else -1
        if index >= 0:
            self.ui.attackerCombo.setCurrentIndex(index)

    def _picks_changed(self, *_args) -> None:
        self.ui.messageLabel.clear()

    def _aim_at_the_other_side(self, *_args, keep_pick: bool = False) -> None:
        """The target defaults to someone on the other side of a newly picked attacker (never the attacker); as the
        fight refreshes (`keep_pick`), a target the Keeper picked stays, an ally too, until they are dead."""
        ui, state = self.ui, self.state()
        attacker = ui.attackerCombo.currentData()
        if state is None or attacker is None:
            return
        side = state.get(attacker).side
        current = ui.targetCombo.currentData()
        picked = state.get(current) if current is not None and current != attacker else None
        if picked is not None and Condition.DEAD not in picked.states and (keep_pick or picked.side != side):
            return
        foe = next((f for f in state.fighters if f.side != side and Condition.DEAD not in f.states), None)
        if foe is not None:
            ui.targetCombo.setCurrentIndex(ui.targetCombo.findData(foe.key))

    def _fill_weapons(self, *_args) -> None:
        combo = self.ui.weaponCombo
        keep = combo.currentData()
        combo.clear()
        state, key = self.state(), self.ui.attackerCombo.currentData()
        if state is None or key is None:
            return
        for weapon in state.get(key).weapons:
            combo.addItem(weapon.name + (" (missile)" if is_ranged(weapon) else ""), weapon.name)
        combo.setCurrentIndex(max(0, combo.findData(keep)))

    def selected_key(self) -> int | None:
        rows = self.ui.fightersView.selectionModel().selectedRows()
        return rows[0].data(KEY_ROLE) if rows else None

    def _select(self, key: int | None) -> None:
        """That fighter's row selected (the one selected before a refresh, wherever it is now), or none."""
        row = self.fighters.row_of(key) if key is not None else -1
        selection = self.ui.fightersView.selectionModel()
        if row < 0:
            selection.clearSelection()
            return
        selection.setCurrentIndex(
            self.fighters.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
        )

    # --- doing ------------------------------------------------------------------------------------------------

    def new_fight(self) -> None:
        ask_text_until_taken(
            self,
            self.tr("New fight"),
            self.tr("What is the fight called?"),
            lambda name: refusal_of(self._do, lambda: self.scene.start(name)),
        )

    def end_fight(self) -> None:
        """End Fight: first what the fight leaves behind (the dead, the dying and out cold, the hurt with their
        locations disabled, maimed or severed); Cancel keeps it as it was."""
        from desktop.rules.rising.rising_aftermath import rising_summary

        self.end_after_summary(
            self.tr("End Fight"), self.tr("End the fight? Edit > Undo opens it again."), rising_summary
        )

    def add_fighter(self) -> None:
        character_id = self.ui.rosterCombo.currentData()
        if character_id is None:
            return
        self._do(lambda: self.scene.add_from_roster(character_id))

    def set_strike_rank(self) -> None:
        key = self.selected_key()
        if key is None:
            self.ui.messageLabel.setText(self.tr("Select a fighter in the table first."))
            return
        self._do(lambda: self.scene.set_dex_sr(key, self.ui.dexSrSpin.value(), self.ui.delaySpin.value()))

    def _hide_or_reveal(self, key: int) -> object:
        """The fighter off the players' window, or back on it (one undo step)."""
        return self.scene.set_hidden(key, not self.scene.state.get(key).hidden)

    def _on_selected(self, operation) -> None:
        """One of the selected fighter's actions, by their key."""
        key = self.selected_key()
        if key is None:
            self.ui.messageLabel.setText(self.tr("Select a fighter in the table first."))
            return
        self._do(lambda: operation(key))

    def _location_hp_edited(self, location: str, hp: int) -> None:
        """The Keeper changed a location's hit points in the body: one undo step (one for a run of arrow clicks)."""
        self._on_selected(lambda key: self.scene.set_location_hp(key, location, hp))

    def _knocked(self, solid: bool) -> None:
        metres = self.ui.knockSpin  # read as the step is made: a number out of range refuses it by name
        self._on_selected(lambda key: self.scene.knocked_into(key, metres.value(), solid))

    def _resist(self, action: str) -> None:
        target = self.ui.targetCombo.currentData()
        if target is None:
            self.ui.messageLabel.setText(self.tr("Target: pick one in the attack form first."))
            return
        self._on_selected(lambda key: self.scene.resist(key, target, action))

    def attack(self) -> None:
        ui = self.ui
        attacker, target, weapon = (
            ui.attackerCombo.currentData(),
            ui.targetCombo.currentData(),
            ui.weaponCombo.currentData(),
        )
        if attacker is None or target is None or weapon is None:
            ui.messageLabel.setText(self.tr("Attack: pick an attacker with a weapon, and a target."))
            return
        if attacker == target:
            ui.messageLabel.setText(self.tr("Target: pick someone other than the attacker."))
            return

        def options() -> dict:  # read as the attack is made: a number out of range refuses it by name
            return {
                "weapon": weapon,
                "modifiers": ui.modifierSpin.value(),
                "shots": ui.shotsSpin.value(),
                "metres": float(ui.metresSpin.value()),
                "weapon_class": ui.classCombo.currentData(),
                "defence": ui.defenceCombo.currentData(),
                "aimed_at": ui.aimCombo.currentData(),
                "sniper": ui.sniperCheck.isChecked(),
                "panic": ui.panicCheck.isChecked(),
                "area": ui.areaCheck.isChecked(),
            }

        self._do(lambda: self.scene.attack(attacker, target, **options()))

    def fighter_menu(self, key: int) -> QMenu | None:
        """The right-click menu of a fighter's row: their row selected, and the panel's buttons as menu items."""
        row = self.fighters.row_of(key)
        view = self.ui.fightersView
        return self.fighter_menu_at(view.visualRect(self.fighters.index(row, 0)).center()) if row >= 0 else None

    def natural_cards(self) -> list:
        """File > Print here: the variant's reference cards."""
        from desktop.cards.reference import rising_cards

        return rising_cards()
