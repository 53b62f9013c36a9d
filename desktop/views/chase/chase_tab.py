"""The Chase tab: set up a chase in the five steps, then run it on the map — drag tokens forward, right-click for
barriers, tyres, collisions and the rest; every step undoes and goes in the journal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMenu, QMessageBox, QSizePolicy, QVBoxLayout, QWidget

from desktop.models.changes import BESTIARY as BESTIARY_SETTING
from desktop.models.changes import EVERYTHING, Changes
from desktop.models.chase.chase_scene import KEY_ROLE, ChaseScene, RunnersModel
from desktop.models.journal_model import JournalModel
from desktop.models.session import CampaignSession
from desktop.models.typed_text import as_typed
from desktop.rules.chase import boarding as boarding
from desktop.rules.chase import choices
from desktop.rules.chase import fighting as harm
from desktop.rules.chase.chase_state import FLEEING, KEEPER, PLAYERS, PURSUING, ChaseState, Runner, chase_over
from desktop.rules.chase.movement import CHASE_APTITUDES, vehicle_tables
from desktop.rules.chase.vehicles import newly_wrecked
from desktop.rules.combat.actions import Defence, defences_against
from desktop.rules.combat.fight import melee_weapons
from desktop.rules.combat.firearms import is_ranged, shots_per_round
from desktop.rules.scene import Outcome
from desktop.views.chase.chase_map import ChaseMap
from desktop.views.chase.chase_menus import ChaseMenus
from desktop.views.chase.chase_setup import ChaseSetUp
from desktop.views.common.chips import marked_columns, outcome_log
from desktop.views.common.look import (
    ask_text_until_taken,
    compact,
    elastic,
    message_box,
    read_only_table,
    refusal_of,
    set_titled,
)
from desktop.views.common.numbers import count_in_suffix
from desktop.views.common.pickers import PeoplePicker
from desktop.views.common.room import fit_columns, share
from desktop.views.common.scene_tab import SceneTab
from desktop.views.forms.ui_chase_tab import Ui_ChaseTab

# The participants' columns as wide as their widest value: side, MOV, place, actions, HP, Build.
RUNNER_SAMPLES = {1: "pursuing", 3: "18", 4: "18", 5: "3", 6: "88 / 88", 7: "18 / 18"}
ENVIRONMENTS = (
    ("Ordinary streets or country", 0, 0),
    ("Quiet, few dangers (bonus die)", 1, 0),
    ("Especially hazardous (penalty die)", 0, 1),
)
RESPONSES = (
    ("Target dodges", Defence.DODGE),
    ("Target fights back", Defence.FIGHT_BACK),
    ("Target does nothing", Defence.NONE),
)


class ChaseTab(ChaseMenus, ChaseSetUp, SceneTab):
    """The five steps of set-up on the left, the map and the participants on the right."""

    title = "Chase"

    def __init__(self, session: CampaignSession, scene: ChaseScene | None = None, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.scene = scene or session.scene(ChaseScene)
        self.ui = Ui_ChaseTab()
        self.ui.setupUi(self)
        ui = self.ui
        count_in_suffix(ui.shotsSpin, self.tr("shot"), self.tr("shots"))
        self.setup_story()
        self._map_hint = ui.mapLabel.text()
        self._tips = {w: w.toolTip() for w in (ui.moveButton, ui.cautiousSpin, ui.locationsSpin, ui.newChaseButton)}
        self._shown_key: int | None = None  # the participant the per-action fields were last set for
        self._picks_for: int | None = None  # ... and the target and weapons picked (kept while still valid)
        self._filling = False  # the target and weapon lists are being rebuilt: no reaction to each item
        self._yards_for: tuple[int, int, int] | None = None  # shooter, target and the yards the rules reckoned
        self._refreshing = False
        self.map = ChaseMap(keeper=True, parent=ui.mapHolder)
        QVBoxLayout(ui.mapHolder).addWidget(self.map)
        ui.mapHolder.layout().setContentsMargins(0, 0, 0, 0)
        self.runners = RunnersModel(self)
        read_only_table(ui.runnersView, self.runners, {})
        fit_columns(
            ui.runnersView, RUNNER_SAMPLES, stretched={0: 3, 2: 2, 8: 2}
        )  # name, ride and status share the rest
        self._share_room()
        self.log = JournalModel(kinds=("chase",), parent=self)
        read_only_table(ui.logView, self.log, {0: 95, 1: 80, 4: 70})
        ui.logView.setColumnHidden(3, True)
        log_header = ui.logView.horizontalHeader()  # What takes the room left, so every column fits the pane
        log_header.setStretchLastSection(False)
        log_header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        log_header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)  # the outcome card and its words
        outcome_log(ui.logView, 4)
        marked_columns(ui.runnersView, 8, toned_rows=True)  # those out of the chase, and the dead, muted
        log_header.setMinimumSectionSize(40)
        self.log.fetchMore()
        for label in (ui.titleLabel, ui.mapLabel):  # long names never widen the window
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            label.setMinimumWidth(60)
        elastic(ui.mapLabel)  # it tells who went how once the chase is over: it wraps, never widening the window
        ui.storyLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._fill_combos()
        sudden = QMenu(ui.suddenButton)
        sudden.addAction(self.tr("Called by the Keeper"), lambda: self._do(lambda: self.scene.sudden_hazard(KEEPER)))
        sudden.addAction(self.tr("Called by the players"), lambda: self._do(lambda: self.scene.sudden_hazard(PLAYERS)))
        ui.suddenButton.setMenu(sudden)
        self._connect()
        self.refresh()
        if self.scene.load_problem:
            ui.messageLabel.setText(self.scene.load_problem)

    def _share_room(self) -> None:
        """The set-up and actions on the left keep their width; on the right the map, the participants and the log,
        one above the other, each as wide as the window allows (side by side, the participants' nine columns were
        cut at 1024 pixels), take the room the window gains. The Keeper can move each divide."""
        ui = self.ui
        share(ui.bodySplitter, 0, 1)
        share(ui.mapSplitter, 1, 1)
        ui.mapSplitter.setSizes([1000, 1000])  # in proportion, whatever the window's height
        share(ui.tablesSplitter, 1, 1)

    def _fill_combos(self) -> None:
        ui = self.ui
        ui.sideCombo.addItem(self.tr("Pursuing"), PURSUING)
        ui.sideCombo.addItem(self.tr("Fleeing"), FLEEING)
        ui.vehicleCombo.addItem(self.tr("On foot"), "")
        for vehicle in vehicle_tables()[0]:
            ui.vehicleCombo.addItem(f"{vehicle.name} (MOV {vehicle.mov}, Build {vehicle.build:g})", vehicle.name)
        ui.aptitudeCombo.addItem(self.tr("Skills as on the sheet"), "")
        for aptitude, label in zip(
            CHASE_APTITUDES, ("Apt for chases (DEX)", "Neither (half DEX)", "Inept (a fifth of DEX)"), strict=True
        ):
            ui.aptitudeCombo.addItem(self.tr(label), aptitude)
        for label, bonus, penalty in ENVIRONMENTS:
            ui.environmentCombo.addItem(self.tr(label), (bonus, penalty))
        for label, defence in RESPONSES:
            ui.responseCombo.addItem(self.tr(label), defence)
        self.who_picker = PeoplePicker(ui.whoCombo, self.session.people)
        for combo in (
            ui.vehicleCombo,
            ui.targetCombo,
            ui.weaponCombo,
            ui.responseCombo,
            ui.defenderWeaponCombo,
        ):
            compact(combo, 16)
        self._fill_who()

    def _connect(self) -> None:
        ui, scene = self.ui, self.scene
        ui.newChaseButton.clicked.connect(self.new_chase)
        ui.endButton.clicked.connect(self._end)
        ui.nextRoundButton.clicked.connect(lambda: self._do(scene.next_round))
        ui.passButton.clicked.connect(self.pass_the_move)
        ui.addButton.clicked.connect(self.add_participant)
        ui.speedButton.clicked.connect(lambda: self._do(scene.speed_rolls))
        ui.cutButton.clicked.connect(lambda: self._do(scene.cut_to_the_chase))
        ui.randomButton.clicked.connect(self.add_locations)
        ui.moveButton.clicked.connect(
            lambda: self._for_selected(lambda k: scene.move(k, ui.cautiousSpin.value(), ui.locationsSpin.value()))
        )
        ui.attackButton.clicked.connect(self.attack)
        ui.ramButton.clicked.connect(lambda: self._for_selected(lambda k: scene.ram(k, self._target())))
        ui.moreButton.clicked.connect(lambda: self._more_menu())
        ui.zoomInButton.clicked.connect(lambda: self.map.zoom_by(1.25))
        ui.zoomOutButton.clicked.connect(lambda: self.map.zoom_by(0.8))
        ui.fitButton.clicked.connect(self.map.fit)
        ui.chaseCombo.activated.connect(self._chase_picked)
        ui.runnersView.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        ui.runnersView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)  # a row is a participant
        ui.targetCombo.currentIndexChanged.connect(self._target_changed)
        ui.weaponCombo.currentIndexChanged.connect(self._weapon_changed)
        ui.responseCombo.currentIndexChanged.connect(self._weapon_changed)
        self.map.token_dragged.connect(self.dragged)
        self.map.token_menu.connect(self._token_menu_at)
        self.map.location_menu.connect(self._location_menu_at)
        self.map.scene().selectionChanged.connect(self._token_selected)
        ui.runnersView.selectionModel().selectionChanged.connect(self._selection_changed)
        ui.runnersView.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        ui.runnersView.customContextMenuRequested.connect(self._table_menu)

    # --- showing ----------------------------------------------------------------------------------------------

    def state(self) -> ChaseState | None:
        return self.scene.refreshed(self.scene.state) if self.scene.state else None

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """The chase as it stands, when it or a character changed; who may join follows the roster, the log the
        journal."""
        if changes.new_journal_rows:
            self.log.pull_new()
        if changes.touches_setting(BESTIARY_SETTING):  # the roster's characters follow the session's list
            self._fill_who()
        if not (changes.touches_scene(self.scene.kind) or changes.roster):
            return
        ui = self.ui
        selected = self.selected_key()
        state = self.state()
        over = chase_over(state) if state else ""
        self._refreshing = True  # the table is rebuilt and its selection put back: the same participant still
        self.map.show_state(state)
        self.runners.show(state)
        if state is None:
            ui.titleLabel.setText(self.tr("No chase under way: add who is in it"))
        elif not state.round:
            ui.titleLabel.setText(self.tr("{} — setting up").format(state.name))
        elif over:
            ui.titleLabel.setText(self.tr("{name} — over").format(name=state.name))
        else:
            ui.titleLabel.setText(self.tr("{name} — round {round}").format(name=state.name, round=state.round))
        ui.titleLabel.setToolTip(as_typed(over))
        # Over the map, in place of how to move on it: that the chase is over, who went how, and what comes next.
        ui.mapLabel.setText(over + self.tr(". End Chase when you are done with it.") if over else self._map_hint)
        setting_up = state is None or not state.round
        ui.speedButton.setEnabled(state is not None and setting_up)
        ui.cutButton.setEnabled(state is not None and setting_up)
        ui.nextRoundButton.setEnabled(not setting_up and not over)
        mover = state.whose_move if state and not over else None
        ui.passButton.setEnabled(mover is not None)
        ui.passButton.setToolTip(
            as_typed(
                self.tr(
                    "{} is done: their movement actions left go unused and the move goes to the next in DEX order"
                ).format(mover.name)
                if mover
                else self.tr("Nobody has movement actions left this round")
            )
        )
        ui.suddenButton.setEnabled(not setting_up and not over)
        ui.endButton.setEnabled(state is not None)
        begun = self.scene.refusal_to_begin()  # asked before the name, not after: one chase at a time
        ui.newChaseButton.setEnabled(not begun)
        ui.newChaseButton.setToolTip(as_typed(begun) if begun else self._tips[ui.newChaseButton])
        ui.endButton.setDefault(bool(over))  # the obvious next step
        font = ui.endButton.font()
        font.setBold(bool(over))
        ui.endButton.setFont(font)
        ui.addButton.setText(self.tr("&Add to the Chase") if setting_up else self.tr("&Join the Chase…"))
        self._fill_rides(state)
        ui.chaseCombo.clear()
        for chase in state.every_chase if state else ():
            ui.chaseCombo.addItem(chase.name, chase.id)
        ui.chaseCombo.setCurrentIndex(ui.chaseCombo.findData(state.id) if state else -1)
        ui.chaseCombo.setVisible(ui.chaseCombo.count() > 1)
        self.select(selected)
        self._refreshing = False
        self._selection_changed()

    def _chase_picked(self, index: int) -> None:
        chase_id = self.ui.chaseCombo.itemData(index)
        state = self.scene.state
        if state is not None and chase_id != state.id:
            self._do(lambda: self.scene.turn_to(chase_id))

    def selected_keys(self) -> list[int]:
        return [index.data(KEY_ROLE) for index in self.ui.runnersView.selectionModel().selectedRows()]

    def split_off(self, keys: list[int]) -> None:
        ask_text_until_taken(
            self,
            self.tr("Split off"),
            self.tr("What is their chase called?"),
            lambda name: refusal_of(self._do, lambda: self.scene.split(keys, name)),
        )

    def selected_key(self) -> int | None:
        rows = self.ui.runnersView.selectionModel().selectedRows()
        return rows[0].data(KEY_ROLE) if rows else None

    def select(self, key: int | None) -> None:
        """Select a participant in the table (the map follows)."""
        view = self.ui.runnersView
        for row in range(self.runners.rowCount()):
            if self.runners.runner_at(row).key == key:
                view.selectionModel().select(
                    self.runners.index(row, 0),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
                )
                return
        view.clearSelection()

    def _token_selected(self) -> None:
        items = self.map.scene().selectedItems()
        key = next((k for k, t in self.map.tokens.items() if t in items), None)
        if key is not None and key != self.selected_key():
            self.select(key)

    def _selection_changed(self, *_args) -> None:
        ui = self.ui
        key = self.selected_key()
        state = self.state()
        runner = state.get(key) if state and key is not None else None
        if key != self._shown_key and not self._refreshing:  # another participant: the last one's care, pedal and
            # shots do not carry over to them
            self._shown_key = key
            ui.cautiousSpin.setValue(0)
            ui.locationsSpin.setValue(1)
            ui.shotsSpin.setValue(1)
            ui.steadyCheck.setChecked(False)
            ui.responseCombo.setCurrentIndex(0)
        ui.actGroup.setEnabled(runner is not None and choices.standing(state, key).free and not chase_over(state))
        if state is not None and chase_over(state):
            title = self.tr("The chase is over: End Chase, or bring someone back from the table's menu")
        elif runner is not None and runner.in_fight:
            title = self.tr("{name} — in a fight at location {location} (the Combat tab)")
        elif runner is not None:
            title = self.tr("{name} — the selected participant")
        else:
            title = self.tr("Select a participant on the map or in the table")
        set_titled(ui.actGroup, title, name=runner.name if runner else "", location=runner.location if runner else 0)
        for key_, token in self.map.tokens.items():
            token.setSelected(key_ == key)
        same = key == self._picks_for  # the same participant after a step: the Keeper's picks stay while they can
        kept_target, kept_weapon = (
            (ui.targetCombo.currentData(), ui.weaponCombo.currentData()) if same else (None, None)
        )
        kept_with = ui.defenderWeaponCombo.currentData() if same else None
        self._picks_for = key
        self._filling = True
        ui.targetCombo.clear()
        ui.weaponCombo.clear()
        if runner is None or state is None:
            self._filling = False
            return
        for other in choices.targets(state, runner.key):
            ui.targetCombo.addItem(f"{other.label} (location {other.location})", other.key)
        for weapon in runner.fighter.weapons if runner.fighter else ():
            ui.weaponCombo.addItem(weapon.name + (" (ranged)" if is_ranged(weapon) else ""), weapon.name)
        ui.targetCombo.setCurrentIndex(max(0, ui.targetCombo.findData(kept_target)))
        ui.weaponCombo.setCurrentIndex(max(0, ui.weaponCombo.findData(kept_weapon)))
        self._filling = False
        moving = boarding.refusal(state, runner.key, boarding.MOVE)  # as the token menu: the rules' reason, greyed
        for widget in (ui.moveButton, ui.cautiousSpin, ui.locationsSpin):
            widget.setEnabled(not moving and (widget is not ui.locationsSpin or runner.in_vehicle))
            widget.setToolTip(as_typed(moving) if moving else self._tips[widget])
        ui.ramButton.setEnabled(runner.in_vehicle)
        ui.steadyCheck.setEnabled(choices.may_hold_still(runner))
        self._target_changed(
            keep=kept_with if ui.targetCombo.currentData() == kept_target else None,
            moved=not same or ui.targetCombo.currentData() != kept_target,
        )

    def _target_changed(self, *_args, keep: str | None = None, moved: bool = True) -> None:
        """The target's melee weapons to fight back with, its best first (`keep`: the one picked before, while the
        target has it); the distance to them as the locations between them make it, when the target is another
        (`moved`) — the Keeper may type another."""
        ui, state = self.ui, self.state()
        if self._filling:
            return
        combo = ui.defenderWeaponCombo
        combo.clear()
        key = ui.targetCombo.currentData()
        target = state.get(key) if state is not None and key is not None else None
        if target is not None and target.fighter is not None:
            for weapon in melee_weapons(target.fighter):
                combo.addItem(self.tr("with {}").format(weapon.name), weapon.name)
        combo.setCurrentIndex(max(0, combo.findData(keep)))
        shooter = self.selected_key()
        if target is not None and shooter is not None:
            reckoned = (shooter, target.key, harm.yards_between(state, shooter, target.key))
            if moved or reckoned != self._yards_for:  # another target, or they moved: one typed stands till then
                ui.distanceSpin.setValue(reckoned[2])
            self._yards_for = reckoned
        self._weapon_changed()

    def _weapon_changed(self, *_args) -> None:
        """A blow may be dodged or fought back; a thrown weapon only dodged; bullets neither. Shots as the weapon's
        rate of fire allows."""
        ui, state, key = self.ui, self.state(), self.selected_key()
        runner = state.get(key) if state is not None and key is not None else None
        arm = None
        if runner is not None and runner.fighter is not None:
            try:
                arm = runner.fighter.weapon(ui.weaponCombo.currentData())
            except ValueError:
                arm = None
        ranged = arm is not None and is_ranged(arm)
        allowed = defences_against(arm) if arm is not None else frozenset()
        ui.responseCombo.setEnabled(len(allowed) > 1)
        ui.defenderWeaponCombo.setEnabled(
            Defence.FIGHT_BACK in allowed and ui.responseCombo.currentData() is Defence.FIGHT_BACK
        )
        ui.shotsSpin.setEnabled(ranged)
        if arm is not None and ranged:
            ui.shotsSpin.setMaximum(max(1, shots_per_round(arm)))

    def _target(self) -> int:
        key = self.ui.targetCombo.currentData()
        if key is None:
            raise ValueError(self.tr("Target: there is nobody else in the chase"))
        return key

    # --- doing ------------------------------------------------------------------------------------------------

    def _do(self, action: Callable[[], Outcome | None]) -> Outcome | None:
        """An operation; a vehicle it wrecks asks at once about its occupants' fate."""
        before = self.scene.state
        outcome = super()._do(action)
        if outcome is not None and isinstance(outcome.state, ChaseState):
            for runner in newly_wrecked(before, outcome.state):
                self.offer_wreck_fate(runner)
        return outcome

    def offer_wreck_fate(self, runner: Runner) -> None:
        """A vehicle wrecked: ask whether its occupants roll Luck now (thrown clear with 2D10, or caught in it)."""
        answer = message_box(
            self,
            "question",
            self.tr("Wrecked"),
            self.tr(
                "{} is wrecked. Roll Luck for everyone in it now? The lucky are thrown clear with 2D10 damage; "
                "the rest are caught in the wreck, for you to decide."
            ).format(runner.label),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Yes:
            story = self.ui.storyLabel.text()
            if self._do(lambda: self.scene.wreck_fate(runner.key)) is not None:
                self.ui.storyLabel.setText(story + "\n" + self.ui.storyLabel.text())

    def _for_selected(self, action: Callable[[int], Outcome]) -> Outcome | None:
        key = self.selected_key()
        if key is None:
            self.ui.messageLabel.setText(self.tr("Select a participant first, on the map or in the table."))
            return None
        return self._do(lambda: action(key))

    def _end(self) -> None:
        """End Chase: first what the chase leaves behind (who got away, the hurt, the vehicles, what was spent);
        Cancel keeps it as it was."""
        from desktop.rules.chase.chase_aftermath import chase_summary

        self.end_after_summary(
            self.tr("End Chase"), self.tr("End the chase? Edit > Undo opens it again."), chase_summary
        )

    def new_chase(self) -> None:
        ask_text_until_taken(
            self,
            self.tr("New chase"),
            self.tr("What is the chase called?"),
            lambda name: refusal_of(self._do, lambda: self.scene.start(name)),
            self.tr("Chase"),
        )

    def attack(self) -> None:
        ui = self.ui
        response = ui.responseCombo.currentData() if ui.responseCombo.isEnabled() else None
        fight_back_with = ui.defenderWeaponCombo.currentData() if response is Defence.FIGHT_BACK else None
        shots = ui.shotsSpin.value() if ui.shotsSpin.isEnabled() else 1
        self._for_selected(
            lambda k: self.scene.attack(
                k,
                self._target(),
                ui.weaponCombo.currentData(),
                ui.distanceSpin.value(),
                ui.steadyCheck.isChecked(),
                response,
                fight_back_with,
                shots,
            )
        )

    def pass_the_move(self) -> Outcome | None:
        """The one whose move it is is done; the move goes on down the DEX order."""
        state = self.scene.state
        mover = state.whose_move if state else None
        if mover is None:
            self.ui.messageLabel.setText(self.tr("Nobody has movement actions left this round: Next Round."))
            return None
        return self._do(lambda: self.scene.end_move(mover.key))

    def dragged(self, key: int, distance: int) -> None:
        self.select(key)
        self._do(lambda: self.scene.advance(key, distance))
        self.refresh()  # a drag refused puts the token back where the chase has it

    # --- menus ------------------------------------------------------------------------------------------------
    def natural_cards(self) -> list:
        """File > Print here: the chase sheet of the chase in front."""
        from desktop.cards.from_campaign import chase_card

        return [chase_card(self.session)]
