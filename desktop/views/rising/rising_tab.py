"""The Combat tab of a campaign that fights by Cthulhu Rising: the strike-rank track of the round, the fighters
with their hit locations, and the attack form; every step undoes and goes in the journal."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QInputDialog, QMenu, QWidget

from desktop.models.changes import EVERYTHING, Changes
from desktop.models.journal_model import JournalModel
from desktop.models.rising.rising_scene import KEY_ROLE, FightersModel, RisingScene, StrikeRanksModel, location_at
from desktop.models.session import CampaignSession
from desktop.models.typed_text import as_typed, with_ampersands
from desktop.rules.combat.firearms import is_ranged
from desktop.rules.rising import rising_tables
from desktop.rules.rising.fighters import DEFENCES, LOCATIONS, RisingState
from desktop.rules.scene import Condition
from desktop.views.common.look import ask_text_until_taken, compact, pop_up, read_only_table, refusal_of
from desktop.views.common.numbers import count_in_suffix
from desktop.views.common.pickers import PeoplePicker
from desktop.views.common.scene_tab import SceneTab
from desktop.views.forms.ui_rising_tab import Ui_RisingTab


class RisingTab(SceneTab):
    """A fight by the Cthulhu Rising rules: strike ranks, hit locations, knockback."""

    title = "Combat"

    def __init__(self, session: CampaignSession, scene: RisingScene | None = None, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.scene = scene or session.scene(RisingScene)
        self.ui = Ui_RisingTab()
        self.ui.setupUi(self)
        ui = self.ui
        self.setup_story()
        self._moment: tuple | None = None  # the fight, round and strike rank the attack form was last set for
        self._refreshing = False  # the table is being refilled: a row selected again is not the Keeper's pick
        self.strike_ranks = StrikeRanksModel(self)
        track = ui.trackView
        track.setModel(self.strike_ranks)
        track.verticalHeader().setVisible(False)
        track.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        track.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        track.horizontalHeader().sectionResized.connect(lambda *_: self._fit_track())  # narrower: names wrap
        count_in_suffix(ui.shotsSpin, self.tr("shot"), self.tr("shots"))
        self.fighters = FightersModel(self)
        view = ui.fightersView
        view.setModel(self.fighters)
        view.verticalHeader().setVisible(False)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)  # a row is a fighter
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.horizontalHeader().setStretchLastSection(True)
        self.log = JournalModel(kinds=("rising",), parent=self)
        read_only_table(ui.logView, self.log, {0: 95, 1: 110, 2: 200})
        ui.logView.setColumnHidden(3, True)
        self.log.fetchMore()
        for band in rising_tables().range_bands:
            ui.classCombo.addItem(band.weapon, band.weapon)
        ui.classCombo.insertItem(0, self.tr("No range bands (melee)"), "")
        ui.classCombo.setCurrentIndex(0)
        for defence in DEFENCES:
            ui.defenceCombo.addItem(
                self.tr({"none": "No defence", "parry": "Parries", "dodge": "Dodges"}[defence]), defence
            )
        ui.aimCombo.addItem(self.tr("No aimed shot"), "")
        for location in LOCATIONS:
            ui.aimCombo.addItem(self.tr("Aimed at the {}").format(location.lower()), location)
        ui.trackView.setToolTip(self.tr("Moving: 3 metres a strike rank, 6 running and doing nothing else"))
        ui.delaySpin.setPrefix("+")
        ui.fightersView.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        ui.fightersView.customContextMenuRequested.connect(self._fighter_menu)
        PeoplePicker(ui.rosterCombo, session.people, width=14)
        for combo in (ui.attackerCombo, ui.targetCombo, ui.weaponCombo):
            compact(combo, 14)
        self._connect()
        self.refresh()
        if self.scene.load_problem:
            ui.messageLabel.setText(self.scene.load_problem)

    def _connect(self) -> None:
        ui, scene = self.ui, self.scene
        ui.newButton.clicked.connect(self.new_fight)
        ui.nextButton.clicked.connect(lambda: self._do(scene.next_strike_rank))
        ui.endButton.clicked.connect(lambda: self._do(lambda: scene.end()))
        ui.addButton.clicked.connect(self.add_fighter)
        ui.srButton.clicked.connect(self.set_strike_rank)
        ui.attackButton.clicked.connect(self.attack)
        ui.attackerCombo.currentIndexChanged.connect(self._fill_weapons)
        ui.attackerCombo.currentIndexChanged.connect(self._aim_at_the_other_side)
        ui.weaponCombo.currentIndexChanged.connect(self._show_track)
        for combo in (ui.attackerCombo, ui.targetCombo, ui.weaponCombo):  # a refusal is about the picks it refused
            combo.currentIndexChanged.connect(self._picks_changed)
        ui.fightersView.selectionModel().selectionChanged.connect(self._row_selected)
        ui.fightersView.doubleClicked.connect(self._cell_double_clicked)
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
        for widget in (ui.nextButton, ui.endButton, ui.addButton, ui.srButton, ui.attackGroup):
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
        for column in range(self.fighters.columnCount() - 1):  # the last, State, keeps filling the width
            ui.fightersView.resizeColumnToContents(column)
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
        self._aim_at_the_other_side()
        self._show_track()

    def _show_track(self, *_args) -> None:
        """The strike-rank strip, further shots planned by the weapon the attacker has picked in the form."""
        attacker, weapon = self.ui.attackerCombo.currentData(), self.ui.weaponCombo.currentData()
        self.strike_ranks.show(self.state(), {attacker: weapon} if attacker is not None and weapon else None)
        self._fit_track()

    def _fit_track(self) -> None:
        """The strike-rank strip as tall as its fullest strike rank, however many names it holds."""
        track = self.ui.trackView
        track.resizeRowsToContents()
        least = 2 * track.fontMetrics().lineSpacing() + 8
        row = max(track.rowHeight(0), least)
        track.setRowHeight(0, row)
        track.setFixedHeight(track.horizontalHeader().sizeHint().height() + row + 2 * track.frameWidth())

    def _row_selected(self, *_args) -> None:
        """A fighter picked in the table attacks from the form."""
        if self._refreshing:
            return
        key = self.selected_key()
        index = self.ui.attackerCombo.findData(key) if key is not None else -1
        if index >= 0:
            self.ui.attackerCombo.setCurrentIndex(index)

    def _picks_changed(self, *_args) -> None:
        self.ui.messageLabel.clear()

    def _aim_at_the_other_side(self) -> None:
        """The target defaults to someone on the other side (never the attacker, never an ally unless picked)."""
        ui, state = self.ui, self.state()
        attacker = ui.attackerCombo.currentData()
        if state is None or attacker is None:
            return
        side = state.get(attacker).side
        current = ui.targetCombo.currentData()
        if current is not None and current != attacker and state.get(current).side != side:
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

    def ask_location_hp(self, fighter: str, location: str) -> int | None:
        value, ok = QInputDialog.getInt(
            self,
            self.tr("Location hit points"),
            as_typed(self.tr("{}: {} hit points").format(fighter, location)),
            4,
            1,
            99,
        )
        return value if ok else None

    def _cell_double_clicked(self, index: QModelIndex) -> None:
        """A location's cell double-clicked: the Keeper sets its hit points."""
        location = location_at(index.column())
        if location is None or not index.isValid():
            return
        fighter = self.fighters.fighter_at(index.row())
        key = fighter.key
        value = self.ask_location_hp(fighter.name, location)
        if value is not None:
            self._do(lambda: self.scene.set_location_hp(key, location, value))

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

    def fighter_menu(self, key: int) -> QMenu:
        """A fighter's bleeding roll, a knockback into something, the resistance-table actions against the target
        picked in the attack form, and taking them out of the fight."""
        scene, state = self.scene, self.state()
        menu = QMenu(self)
        if state is None:
            return menu
        fighter = state.get(key)
        menu.addSection(with_ampersands(fighter.name))
        menu.addAction(self.tr("Bleeding Roll (CON×5%)"), lambda: self._do(lambda: scene.bleed(key))).setEnabled(
            Condition.BLEEDING in fighter.states
        )
        menu.addAction(self.tr("Lay Down Suppressing Fire (the round)"), lambda: self._do(lambda: scene.suppress(key)))
        into = menu.addMenu(self.tr("Knocked Into…"))
        into.addAction(self.tr("Something solid (1D6 a metre)"), lambda: self._knocked(key, True))
        into.addAction(self.tr("A small object or a person (DEX×5%)"), lambda: self._knocked(key, False))
        target = self.ui.targetCombo.currentData()
        resist = menu.addMenu(
            self.tr("Against {} (resistance table)").format(with_ampersands(self.ui.targetCombo.currentText()))
        )
        resist.setEnabled(target is not None and target != key)
        for action, label in (
            ("grapple", "Grapple (STR+DEX against STR+DEX)"),
            ("immobilise", "Immobilise (STR against STR)"),
            ("throw", "Throw (STR+DEX against SIZ+DEX)"),
            ("knockback", "Shoulder-barge (STR+SIZ against SIZ+DEX)"),
        ):
            resist.addAction(self.tr(label), lambda a=action: self._do(lambda: scene.resist(key, target, a)))
        menu.addSeparator()
        menu.addAction(self.tr("Remove from the Fight"), lambda: self._do(lambda: scene.remove(key)))
        return menu

    def _fighter_menu(self, position) -> None:
        view = self.ui.fightersView
        index = view.indexAt(position)
        if index.isValid():
            pop_up(self.fighter_menu(index.data(KEY_ROLE)), view.viewport().mapToGlobal(position))

    def _knocked(self, key: int, solid: bool) -> None:
        metres, ok = QInputDialog.getInt(self, self.tr("Knocked back"), self.tr("How many metres?"), 1, 1, 50)
        if ok:
            self._do(lambda: self.scene.knocked_into(key, metres, solid))

    def natural_cards(self) -> list:
        """File > Print here: the variant's reference cards."""
        from desktop.cards.reference import rising_cards

        return rising_cards()
