"""The Chase tab: set up a chase in the five steps, then run it on the map — drag tokens forward, right-click for
barriers, tyres, collisions and the rest; every step undoes and goes in the journal."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QItemSelectionModel, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.models.campaign import CampaignSession
from desktop.models.chase import KEY_ROLE, ChaseScene, RunnersModel, vehicles
from desktop.models.journal_model import JournalModel
from desktop.models.typed_text import as_typed, with_ampersands
from desktop.rules import chase_boarding as boarding
from desktop.rules import chase_harm as harm
from desktop.rules.actions import Defence
from desktop.rules.catalog import skill_catalog
from desktop.rules.chase import CHASE_APTITUDES, vehicle_tables
from desktop.rules.chase_scene import (
    CHARACTERISTICS,
    FLEEING,
    KEEPER,
    OUT_REASONS,
    PLAYERS,
    PURSUING,
    ChaseState,
    Location,
    Runner,
    chase_over,
    driven_by,
    whose_vehicle,
)
from desktop.rules.checks import Difficulty
from desktop.rules.encounter import JAMMED, melee_weapons
from desktop.rules.firearms import is_ranged, shots_per_round
from desktop.rules.healing import other_damage_table
from desktop.rules.scene import Outcome
from desktop.rules.words import counted
from desktop.views.chase_map import ChaseMap
from desktop.views.forms.ui_chase_tab import Ui_ChaseTab
from desktop.views.look import (
    REFUSALS,
    add_person,
    ask_text_until_taken,
    compact,
    elastic,
    message_box,
    pop_up,
    read_only_table,
    refusal_of,
    set_titled,
    set_tone,
)
from desktop.views.numbers import StrictSpinBox, count_in_suffix
from desktop.views.scene_tab import SceneTab

TYPED = -1
BESTIARY = "bestiary:"
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
OBSTACLE_SKILLS = (
    "Climb",
    "Jump",
    "Swim",
    "Dodge",
    "Stealth",
    "Spot Hidden",
    "Listen",
    "Navigate",
    "Drive Auto",
    "Ride",
    "Pilot",
    "Track",
    "Throw",
    *CHARACTERISTICS,
)
OBSTACLE_KINDS = (
    ("Regular hazard", Difficulty.REGULAR),
    ("Hard hazard", Difficulty.HARD),
    ("Extreme hazard", Difficulty.EXTREME),
    ("Barrier", None),
    ("Open ground", None),
)


class ObstacleDialog(QDialog):
    """A named obstacle drawn by hand: what it is ("fence"), a hazard or a barrier, and the skill it calls for on
    foot ("Climb"); the name and skill show on the players' window too, the note only here."""

    def __init__(self, place: Location, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Obstacle"))
        form = QFormLayout()
        self.name = QLineEdit(place.name, self)
        self.name.setPlaceholderText(self.tr("e.g. fence, rooftops, a flooded cellar"))
        self.name.setAccessibleName(self.tr("What the obstacle is"))
        form.addRow(self.tr("&What it is"), self.name)
        self.kind = QComboBox(self)
        self.kind.setAccessibleName(self.tr("Hazard or barrier"))
        for label, _ in OBSTACLE_KINDS:
            self.kind.addItem(self.tr(label))
        if place.barrier_hp or place.hazard:
            current = "Barrier" if place.barrier_hp else f"{place.hazard.label} hazard"
        else:
            current = "Open ground" if place.name else "Regular hazard"
        self.kind.setCurrentIndex(next(i for i, (label, _) in enumerate(OBSTACLE_KINDS) if label == current))
        form.addRow(self.tr("&Kind"), self.kind)
        self.hp = StrictSpinBox(self)
        self.hp.setRange(1, 10000)
        self.hp.setValue(place.barrier_hp or 10)
        self.hp.setAccessibleName(self.tr("The barrier's hit points"))
        form.addRow(self.tr("Barrier &HP"), self.hp)
        self.skill = QComboBox(self)
        self.skill.setAccessibleName(self.tr("The skill it calls for on foot"))
        self.skill.addItem(self.tr("The usual: DEX"), "")
        others = sorted(e.name for e in skill_catalog() if not e.specialization and e.name not in OBSTACLE_SKILLS)
        for name in (*OBSTACLE_SKILLS, *others):
            self.skill.addItem(name, name)
        if place.skill and self.skill.findData(place.skill) < 0:
            self.skill.addItem(place.skill, place.skill)  # one set before, kept as it was
        self.skill.setCurrentIndex(max(0, self.skill.findData(place.skill)))
        form.addRow(self.tr("&Skill on foot"), self.skill)
        self.kind.currentIndexChanged.connect(lambda: self.hp.setEnabled(self.kind.currentText() == self.tr("Barrier")))
        self.hp.setEnabled(current == "Barrier")
        self.setMinimumWidth(420)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("A vehicle meets it with its driving skill."), self))
        layout.addWidget(buttons)
        self._place = place

    def location(self) -> Location:
        label, hazard = OBSTACLE_KINDS[self.kind.currentIndex()]
        return replace(
            self._place,
            hazard=hazard,
            barrier_hp=self.hp.value() if label == "Barrier" else 0,
            name=self.name.text(),
            skill=self.skill.currentData() or "",
        )


class TypedParticipant(QDialog):
    """A participant typed in rather than taken from the roster: a name and the numbers a chase needs. OK asks
    `check` (the chase's own rule) first: a refusal is said in the dialog, which stays open with what was typed."""

    def __init__(
        self, parent: QWidget | None = None, check: Callable[[tuple[str, int, int, int, int]], str | None] | None = None
    ) -> None:
        super().__init__(parent)
        self._check = check
        self.setWindowTitle(self.tr("Participant typed in"))
        form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setAccessibleName(self.tr("Name"))
        form.addRow(self.tr("&Name"), self.name)
        self.numbers: dict[str, StrictSpinBox] = {}
        for label, low, high, value in (  # the chase's own limits (chase_start.runner_problem)
            ("DEX", 1, 999, 50),
            ("CON", 0, 999, 50),
            ("MOV", 1, 99, 8),
            ("HP", 1, 999, 10),
        ):
            spin = StrictSpinBox(self)
            spin.setRange(low, high)
            spin.setValue(value)
            spin.setAccessibleName(label)
            form.addRow(label, spin)
            self.numbers[label] = spin
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.problem = QLabel(self)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setAccessibleName(self.tr("Why it was refused"))
        elastic(self.problem)
        set_tone(self.problem, "bad")
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.setMinimumWidth(360)

    def accept(self) -> None:
        try:
            values = self.values()  # a number typed out of its range is refused by the field's name
        except ValueError as exc:
            problem = str(exc)
        else:
            problem = self._check(values) if self._check is not None else None
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            field = self.numbers.get(problem.split(" ")[0], self.name)  # the field it names, else the name
            field.setFocus()
            return
        super().accept()

    def values(self) -> tuple[str, int, int, int, int]:
        n = self.numbers
        return self.name.text(), n["DEX"].value(), n["CON"].value(), n["MOV"].value(), n["HP"].value()


def _tip(action: QAction, text: str) -> None:
    """A menu entry's own tooltip, as typed."""
    action.setToolTip(as_typed(text))
    action.setProperty("typedTip", True)


def _typed_tips(menu: QMenu) -> None:
    """Every entry of a menu (and its submenus) without a tooltip of its own gets its text as one, as typed: Qt
    shows the text itself, read as markup, where a menu shows tooltips."""
    for action in menu.actions():
        if action.menu() is not None:
            _typed_tips(action.menu())
        if not action.property("typedTip"):  # a section (a separator with a name) too
            _tip(action, action.toolTip())


class ChaseTab(SceneTab):
    """The five steps of set-up on the left, the map and the participants on the right."""

    def __init__(self, session: CampaignSession, scene: ChaseScene | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
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
        read_only_table(ui.runnersView, self.runners, {0: 140, 1: 62, 2: 118, 3: 42, 4: 46, 5: 54, 6: 54, 7: 50})
        self.log = JournalModel(kinds=("chase",), parent=self)
        read_only_table(ui.logView, self.log, {0: 95, 1: 80, 4: 70})
        ui.logView.setColumnHidden(3, True)
        log_header = ui.logView.horizontalHeader()  # What takes the room left, so every column fits the pane
        log_header.setStretchLastSection(False)
        log_header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
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
        for combo in (
            ui.whoCombo,
            ui.vehicleCombo,
            ui.targetCombo,
            ui.weaponCombo,
            ui.responseCombo,
            ui.defenderWeaponCombo,
        ):
            compact(combo, 16)
        self._fill_who()

    def _fill_who(self) -> None:
        from desktop.store.roster import character_choices, dead_characters

        combo = self.ui.whoCombo
        keep = combo.currentData()
        combo.clear()
        dead = dead_characters()
        for character_id, name in character_choices():
            add_person(combo, character_id, name, character_id in dead)
        combo.addItem(self.tr("Someone typed in…"), TYPED)
        from desktop.store.bestiary import all_creatures as bestiary

        for creature in bestiary():
            combo.addItem(self.tr("Bestiary: {}").format(creature.name), BESTIARY + creature.name)
        combo.setCurrentIndex(max(0, combo.findData(keep)))

    def _connect(self) -> None:
        ui, scene = self.ui, self.scene
        ui.newChaseButton.clicked.connect(self.new_chase)
        ui.endButton.clicked.connect(lambda: self._do(self._end))
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
        scene.changed.connect(self.refresh)
        self.session.character_changed.connect(self._character_changed)
        self.session.journal_changed.connect(self.log.pull_new)

    # --- showing ----------------------------------------------------------------------------------------------

    def _character_changed(self, _character_id: int) -> None:
        self._fill_who()
        self.refresh()

    def refresh_characters(self) -> None:
        self._character_changed(0)

    def state(self) -> ChaseState | None:
        return self.scene.refreshed(self.scene.state) if self.scene.state else None

    def refresh(self) -> None:
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
        ui.actGroup.setEnabled(
            runner is not None
            and bool(state and state.round)
            and not runner.out
            and not runner.in_fight
            and not chase_over(state)
        )
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
        others = sorted(
            (r for r in state.in_chase if r.key != runner.key),
            key=lambda r: (r.side == runner.side, abs(r.location - runner.location)),
        )
        for other in others:
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
        ui.steadyCheck.setEnabled(runner.in_vehicle or bool(runner.aboard))
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
        ui.responseCombo.setEnabled(arm is not None and (not ranged or arm.skill.startswith("Throw")))
        ui.defenderWeaponCombo.setEnabled(not ranged and ui.responseCombo.currentData() is Defence.FIGHT_BACK)
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
        state = self.scene.state
        wrecked = {r.key for r in state.runners if r.condition == "wrecked"} if state else set()
        outcome = super()._do(action)
        for runner in outcome.state.runners if outcome is not None and isinstance(outcome.state, ChaseState) else ():
            if runner.condition == "wrecked" and runner.key not in wrecked:
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
        self.scene.end()

    def new_chase(self) -> None:
        ask_text_until_taken(
            self,
            self.tr("New chase"),
            self.tr("What is the chase called?"),
            lambda name: refusal_of(self._do, lambda: self.scene.start(name)),
            self.tr("Chase"),
        )

    def ask_typed(self) -> tuple[str, int, int, int, int] | None:
        def check(typed: tuple[str, int, int, int, int]) -> str | None:
            try:
                self._typed_runner(typed)
            except REFUSALS as exc:
                return str(exc)
            return None

        dialog = TypedParticipant(self, check)
        return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _typed_runner(self, typed: tuple[str, int, int, int, int]) -> Runner:
        """The participant typed in, on the side, in the vehicle and with the aptitude picked in the form; refused
        (ValueError) as the chase would refuse it."""
        ui = self.ui
        side, vehicle = ui.sideCombo.currentData(), self._vehicle_picked()
        made = ChaseScene.typed_runner(typed[0], side, *typed[1:], aptitude=ui.aptitudeCombo.currentData())
        made = ChaseScene.in_vehicle(made, vehicle, ui.twentiesCheck.isChecked()) if vehicle else made
        return ChaseScene.checked(made)

    def ask_join_location(self, default: int, last: int) -> int | None:
        value, ok = QInputDialog.getInt(
            self, self.tr("Join the chase"), self.tr("At which location?"), default, 0, last
        )
        return value if ok else None

    def _vehicle_picked(self) -> str:
        """The vehicle picked in the Add form from the charts ("" on foot, or a passenger of one in the chase)."""
        data = self.ui.vehicleCombo.currentData()
        return data if isinstance(data, str) else ""

    def _fill_rides(self, state: ChaseState | None) -> None:
        """The Add form's "On" list: on foot, the vehicles of the charts, and a passenger's seat in each vehicle
        already in the chase (the passenger rides on its side)."""
        combo = self.ui.vehicleCombo
        keep = combo.currentData()
        for index in reversed(range(combo.count())):
            if isinstance(combo.itemData(index), int):
                combo.removeItem(index)
        seats = [v for v in (state.in_chase if state else ()) if v.in_vehicle and not v.aboard]
        for place, vehicle in enumerate(seats, start=1):  # next to On foot, not below the charts' 27 vehicles
            said = self.tr("Passenger in {} ({})").format(whose_vehicle(vehicle), vehicle.side)
            combo.insertItem(place, with_ampersands(said), vehicle.key)
        combo.setCurrentIndex(max(0, combo.findData(keep)))

    def add_participant(self) -> None:
        ui = self.ui
        side, vehicle = ui.sideCombo.currentData(), self._vehicle_picked()
        ride = ui.vehicleCombo.currentData() if isinstance(ui.vehicleCombo.currentData(), int) else None
        aptitude, twenties = ui.aptitudeCombo.currentData(), ui.twentiesCheck.isChecked()

        def runner() -> Runner:
            who = ui.whoCombo.currentData()
            if who == TYPED:
                typed = self.ask_typed()
                if typed is None:
                    raise LookupError
                return self._typed_runner(typed)
            if isinstance(who, str) and who.startswith(BESTIARY):
                return self.scene.runner_from_creature(who[len(BESTIARY) :], side, vehicle, twenties, aptitude)
            return self.scene.runner_from_sheet(who, self.session.sheet(who), side, vehicle, twenties, aptitude)

        try:
            made = runner()
        except LookupError:
            return
        except REFUSALS as exc:
            ui.messageLabel.setText(str(exc))
            return
        if ride is not None:  # a passenger of a vehicle in the chase: where it is, on its side, no speed roll
            if ui.copiesSpin.value() != 1:
                ui.messageLabel.setText(self.tr("Copies: a passenger gets into a vehicle one at a time"))
                return
            self._do(lambda: self.scene.add_passenger(made, ride))
            return
        state = self.scene.state
        location = None
        if state is not None and state.round:
            pursuers = [r.location for r in state.in_chase if r.side == PURSUING]
            location = self.ask_join_location(max(pursuers, default=0), len(state.locations) - 1)
            if location is None:
                return
        self._do(lambda: self.scene.add_copies(made, ui.copiesSpin.value(), location))  # a count out of range: refused

    def add_locations(self) -> None:
        bonus, penalty = self.ui.environmentCombo.currentData()
        self._do(
            lambda: self.scene.random_locations(
                self.ui.countSpin.value(), bonus, penalty, self.ui.hiddenCheck.isChecked()
            )
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

    def start_fight(self, location: int) -> Outcome | None:
        """Those at a location fight it out in the Combat tab (the session begins the fight and shows it)."""
        return self._do(lambda: self.session.fight_from_chase(location))

    def dragged(self, key: int, distance: int) -> None:
        self.select(key)
        if distance < 0:
            self.ui.messageLabel.setText(self.tr("Everyone in a chase runs the same way: drag a token forward."))
            self.refresh()
            return
        self._do(lambda: self.scene.advance(key, distance))
        self.refresh()

    # --- menus ------------------------------------------------------------------------------------------------

    def _token_menu_at(self, key: int, position: QPoint) -> None:
        self.select(key)
        pop_up(self.token_menu(key), position)

    def _table_menu(self, position: QPoint) -> None:
        """Right-click on a row: that participant's menu, as on the map (the row is selected first)."""
        view = self.ui.runnersView
        index = view.indexAt(position)
        if not index.isValid():
            return
        key = index.data(KEY_ROLE)
        if key not in self.selected_keys():
            self.select(key)
        pop_up(self.token_menu(key), view.viewport().mapToGlobal(position))

    def _more_menu(self) -> None:
        key = self.selected_key()
        if key is not None:
            button = self.ui.moreButton
            pop_up(self.token_menu(key), button.mapToGlobal(button.rect().bottomLeft()))

    def _act(
        self, menu: QMenu, text: str, action: Callable[[], Outcome | None], enabled: bool = True, refused: str = ""
    ) -> QAction:
        """A menu entry for one step; one the rules refuse (`refused`, their reason) is greyed with it as tooltip."""
        item = menu.addAction(text, lambda: self._do(action))
        item.setEnabled(enabled and not refused)
        if refused:
            _tip(item, refused[:1].upper() + refused[1:])
            menu.setToolTipsVisible(True)
        return item

    @staticmethod
    def _refused(menu: QMenu, reason: str) -> None:
        """A submenu the rules refuse as a whole: greyed, their reason as its tooltip."""
        if reason:
            menu.setEnabled(False)
            _tip(menu.menuAction(), reason[:1].upper() + reason[1:])
            parent = menu.parentWidget()
            if isinstance(parent, QMenu):
                parent.setToolTipsVisible(True)

    def token_menu(self, key: int) -> QMenu:
        """Everything one participant can do or suffer, as a menu (for the token, the table and More…)."""
        scene, state = self.scene, self.state()
        menu = QMenu(self)
        if state is None:
            return menu
        runner = state.get(key)
        running = bool(state.round) and not runner.out
        menu.addSection(with_ampersands(runner.label))
        free = running and not runner.in_fight
        if runner.in_fight:
            menu.addAction(
                self.tr("In a fight at location {}: end it in the Combat tab").format(runner.location)
            ).setEnabled(False)
        moving = boarding.refusal(state, key, boarding.MOVE)  # the rules say who may do what; the menu greys the rest
        self._act(menu, self.tr("Move one location"), lambda: scene.move(key), free, moving)
        if runner.in_vehicle:
            pedal = menu.addMenu(self.tr("Pedal to the metal"))
            pedal.setEnabled(running)
            self._refused(pedal, moving)
            for n in (2, 3, 4, 5):
                self._act(
                    pedal,
                    self.tr("{} locations ({} penalty on hazards)").format(
                        n, self.tr("one die") if n <= 3 else self.tr("two dice")
                    ),
                    lambda n=n: scene.move(key, 0, n),
                )
        care = menu.addMenu(self.tr("Move with care"))
        care.setEnabled(running)
        self._refused(care, moving)
        for n in (1, 2):
            said = self.tr("{}: {}").format(
                counted(n, self.tr("action of care"), self.tr("actions of care")),
                counted(n, self.tr("bonus die"), self.tr("bonus dice")),
            )
            self._act(
                care, said, lambda n=n: scene.move(key, n), refused=boarding.refusal(state, key, boarding.MOVE, 1 + n)
            )
        menu.addSeparator()
        self._act(
            menu,
            self.tr("Break Down the Barrier Ahead"),
            lambda: scene.break_barrier(
                key, "" if runner.in_vehicle else self.ask_text(self.tr("Damage dealt to the barrier"), "1D6")
            ),
            running,
            boarding.refusal(state, key, boarding.BREAK_BARRIER),
        )
        passing = boarding.refusal(state, key, boarding.PASS_BARRIER)
        self._act(
            menu, self.tr("Get Past the Barrier Ahead (skill roll)"), lambda: scene.pass_barrier(key), running, passing
        )
        if runner.fighter is not None and not runner.in_vehicle:
            other = menu.addMenu(self.tr("Roll Another Skill (Climb, Jump, Swim…)"))
            other.setEnabled(running)
            self._refused(other, moving if moving and passing else "")
            for name, value in self.hazard_skills(runner):
                self._act(
                    other,
                    f"{name} {value}: move one location",
                    lambda v=value: scene.move(key, skill=v),
                    refused=moving,
                )
                self._act(
                    other,
                    f"{name} {value}: get past the barrier",
                    lambda v=value: scene.pass_barrier(key, v),
                    refused=passing,
                )
        if runner.fighter is not None and running:
            targets, ranged = harm.tyre_targets(state, key)
            tyres = menu.addMenu(self.tr("Shoot at a Vehicle's Tyres"))
            tyres.setEnabled(bool(ranged and targets) and free)
            for target in targets:
                yards = harm.yards_between(state, key, target.key)  # as far as the locations between them
                for weapon in ranged:
                    said = with_ampersands(f"{target.label} — {weapon.name}, {yards} yards")
                    most = max(1, shots_per_round(weapon) - runner.shots)  # the weapon's rate of fire, this round
                    if most == 1:
                        self._act(tyres, said, lambda t=target.key, w=weapon.name: self._shoot_tyre(key, t, w))
                        continue
                    several = tyres.addMenu(said)
                    for n in range(1, most + 1):
                        self._act(
                            several,
                            counted(n, self.tr("shot"), self.tr("shots")),
                            lambda t=target.key, w=weapon.name, n=n: self._shoot_tyre(key, t, w, n),
                        )
            firearms = [w for w in runner.fighter.weapons if w.ammo is not None]
            if firearms:
                loads = menu.addMenu(self.tr("Reload"))
                loads.setEnabled(free)
                for weapon in firearms:
                    held = runner.fighter.rounds_loaded(weapon)
                    self._act(
                        loads,
                        with_ampersands(f"{weapon.name} ({held} of {weapon.ammo} loaded)"),
                        lambda w=weapon.name: scene.reload(key, w),
                        held < (weapon.ammo or 0),
                    )
            if JAMMED in runner.fighter.conditions:
                self._act(menu, self.tr("Clear the Jammed Weapon"), lambda: scene.clear_jam(key), free)
        if runner.in_vehicle:
            navigate = menu.addMenu(self.tr("A Passenger Navigates (Spot Hidden or Navigate)"))
            navigate.setEnabled(running)
            for rider, skill in boarding.navigators(state, key):
                self._act(
                    navigate,
                    with_ampersands(f"{rider.name} ({skill})"),
                    lambda n=rider.name, v=skill: scene.navigate(key, v, n),
                )
            self._act(
                navigate,
                self.tr("Someone else (skill typed)…"),
                lambda: scene.navigate(key, self.ask_number(self.tr("The navigator's Spot Hidden or Navigate"), 50)),
            )
        if not runner.aboard:
            self._act(
                menu,
                self.tr("End Their Move (the next in DEX order moves)"),
                lambda: scene.end_move(key),
                free,
                boarding.refusal(state, key, boarding.END_MOVE) if running else "",
            )
        if running:
            self._act(
                menu,
                self.tr("Start a Fight with Those at Location {}").format(runner.location),
                lambda: self.session.fight_from_chase(runner.location),
                free,
            )
        if runner.aboard:
            self._act(menu, self.tr("Get Out (a fresh speed roll)"), lambda: scene.alight(key), not runner.out)
        elif not runner.in_vehicle:
            ride = menu.addMenu(self.tr("Ride in"))
            rides = boarding.rides_for(state, key)  # their own side's: a captive is caught, not a passenger
            ride.setEnabled(bool(rides))
            for vehicle in rides:
                said = driven_by(vehicle)
                self._act(ride, with_ampersands(said[:1].upper() + said[1:]), lambda v=vehicle.key: scene.board(key, v))
        menu.addSeparator()
        hurt = menu.addMenu(self.tr("Hurt (other damage)"))
        hurt.setEnabled(runner.fighter is not None)
        for row in other_damage_table():
            self._act(
                hurt, f"{row.severity}: {row.dice}", lambda d=row.dice, s=row.severity: scene.hurt(key, d, s.lower())
            )
        self._act(hurt, self.tr("Typed dice…"), lambda: scene.hurt(key, self.ask_text(self.tr("Damage dice"), "1D6")))
        if runner.in_vehicle:
            crash = menu.addMenu(self.tr("Vehicle Collision"))
            for collision in vehicle_tables()[1]:
                self._act(
                    crash,
                    f"{collision.severity}: {collision.damage} Build",
                    lambda s=collision.severity: scene.collide(key, s),
                )
            self._act(
                menu,
                self.tr("The Wreck: Luck for Everyone in It"),
                lambda: scene.wreck_fate(key),
                runner.condition == "wrecked",
            )
            self._act(
                menu,
                self.tr("Undrivable: Crash, 1D10 to Each Occupant"),
                lambda: scene.crash(key),
                runner.condition in ("wrecked", "undrivable"),
            )
        switch = menu.addMenu(self.tr("Switch (a fresh speed roll)"))
        switch.setEnabled(running)
        if runner.in_vehicle:
            self._act(switch, self.tr("On foot"), lambda: scene.switch(key, ""))
        for name in vehicles():
            if name != runner.vehicle:
                self._act(switch, name, lambda n=name: scene.switch(key, n, self.ui.twentiesCheck.isChecked()))
        menu.addSeparator()
        out = menu.addMenu(self.tr("Out of the Chase"))
        out.setEnabled(bool(state.round))
        for reason in OUT_REASONS:
            self._act(out, reason.capitalize(), lambda r=reason: scene.set_out(key, r), runner.out != reason)
        self._act(out, self.tr("Back in the chase"), lambda: scene.set_out(key, ""), bool(runner.out))
        group = sorted(set(self.selected_keys()) | {key})
        names = with_ampersands(", ".join(state.get(k).name for k in group))
        split = menu.addAction(
            self.tr("Split Off Into a Chase of Their Own ({})…").format(names), lambda: self.split_off(group)
        )
        split.setEnabled(bool(state.round))
        if state.others:
            self._act(menu, self.tr("Close This Chase (the others go on)"), scene.close_chase)
        self._act(menu, self.tr("Remove from the Set-up"), lambda: scene.remove(key), not state.round)
        _typed_tips(menu)  # a menu showing tooltips shows an entry's text as its tip: as typed, never markup
        return menu

    @staticmethod
    def hazard_skills(runner: Runner) -> list[tuple[str, int]]:
        """The skills a Keeper might call for at a hazard on foot, with the participant's values (or bases)."""
        fighter = runner.fighter
        if fighter is None:
            return []
        return [(name, fighter.skill(name)) for name in ("Climb", "Jump", "Swim", "Dodge", "Stealth", "Spot Hidden")]

    def _location_menu_at(self, index: int, position: QPoint) -> None:
        pop_up(self.location_menu(index), position)

    def location_menu(self, index: int) -> QMenu:
        """Draw a location by hand: open, a hazard, a barrier from the list or typed, hidden or shown, a note."""
        scene, state = self.scene, self.state()
        menu = QMenu(self)
        if state is None or index >= len(state.locations):
            return menu
        place = state.locations[index]
        menu.addSection(self.tr("Location {}").format(index))
        self._act(menu, self.tr("Open Ground"), lambda: scene.set_location(index, Location(hidden=place.hidden)))
        for difficulty in (Difficulty.REGULAR, Difficulty.HARD, Difficulty.EXTREME):
            self._act(
                menu,
                self.tr("{} Hazard").format(difficulty.label),
                lambda d=difficulty: scene.set_location(index, replace(place, hazard=d, barrier_hp=0)),
            )
        barriers = menu.addMenu(self.tr("Barrier"))
        for barrier in vehicle_tables()[2]:
            self._act(
                barriers,
                f"{barrier.name} ({barrier.hp} HP)",
                lambda b=barrier: scene.set_location(
                    index, replace(place, hazard=None, barrier_hp=b.hp, name=place.name or b.name)
                ),
            )
        self._act(
            barriers,
            self.tr("Hit points typed…"),
            lambda: scene.set_location(
                index,
                Location(barrier_hp=self.ask_number(self.tr("The barrier's hit points"), 20), hidden=place.hidden),
            ),
        )
        self._act(
            menu, self.tr("Named Obstacle and Its Skill…"), lambda: scene.set_location(index, self.ask_obstacle(place))
        )
        menu.addSeparator()
        self._act(
            menu,
            self.tr("Start a Fight with Those at Location {}").format(index),
            lambda: self.session.fight_from_chase(index),
            bool(state.round),
        )
        menu.addSeparator()
        self._act(
            menu,
            self.tr("Hide from the Players") if not place.hidden else self.tr("Reveal to the Players"),
            lambda: scene.set_location(index, replace(place, hidden=True)) if not place.hidden else scene.reveal(index),
        )
        self._act(
            menu,
            self.tr("Note (for the Keeper)…"),
            lambda: scene.set_location(
                index, replace(place, note=self.ask_text(self.tr("A note for this location"), place.note))
            ),
        )
        _typed_tips(menu)
        return menu

    def ask_obstacle(self, place: Location) -> Location:
        dialog = ObstacleDialog(place, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            raise ValueError(self.tr("Cancelled: nothing changed"))
        return dialog.location()

    def _shoot_tyre(self, key: int, target: int, weapon: str, shots: int = 1) -> Outcome:
        """A shot at the tyres picked in the menu: the distance is the locations between them (the rules'), the
        shots as picked; holding still as ticked in the panel."""
        return self.scene.shoot_tyre(key, target, weapon, None, shots, self.ui.steadyCheck.isChecked())

    def ask_text(self, question: str, default: str = "") -> str:
        text, ok = QInputDialog.getText(self, self.tr("Chase"), question, text=default)
        if not ok:
            raise ValueError(self.tr("Cancelled: nothing changed"))
        return text.strip()

    def ask_number(self, question: str, default: int) -> int:
        value, ok = QInputDialog.getInt(self, self.tr("Chase"), question, default, 0, 10000)
        if not ok:
            raise ValueError(self.tr("Cancelled: nothing changed"))
        return value

    def natural_cards(self) -> list:
        """File > Print here: the chase sheet of the chase in front."""
        from desktop.cards.from_campaign import chase_card

        return [chase_card(self.session)]
