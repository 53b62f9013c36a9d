"""The Combat tab: run a fight — order, turns and rounds, melee, shots, full auto, cover, healing, the forecast."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from desktop.models.changes import BESTIARY as BESTIARY_SETTING
from desktop.models.changes import EVERYTHING, Changes
from desktop.models.combat.fight_scene import STATE_COLUMN, Encounter
from desktop.models.journal_model import JournalModel
from desktop.models.session import CampaignSession
from desktop.models.typed_text import as_typed
from desktop.rules.combat.actions import Burst, Defence, Goal, Maneuver, Surprise
from desktop.rules.combat.fight import Side
from desktop.rules.combat.firearms import FirearmModifiers
from desktop.views.combat.combat_forecast import ForecastPanel
from desktop.views.combat.combat_forms import CARRIED_ROLE, MODIFIERS, CombatForms
from desktop.views.common.chips import marked_columns, outcome_log
from desktop.views.common.look import (
    ask_text_until_taken,
    compact,
    detail_pane,
    elastic,
    emphasize,
    read_only_table,
    refusal_of,
)
from desktop.views.common.numbers import StrictSpinBox
from desktop.views.common.pickers import SEPARATOR, PeoplePicker
from desktop.views.common.room import fit_columns, share, story_room
from desktop.views.common.scene_tab import SceneTab
from desktop.views.forms.ui_combat_tab import Ui_CombatTab

SURPRISE_SKILLS = ("Spot Hidden", "Listen", "Psychology")
# The fight table's columns as wide as their widest value (the turn marker, side, initiative, HP, state).
FIGHT_COLUMNS = {0: "▶", 2: "Investigators", 3: "188 (6)", 4: "188 / 188", 5: "Major wound"}


BESTIARY = "bestiary:"


class CombatTab(CombatForms, SceneTab):
    """The fight at the table: pick who acts (the current turn by default), choose an action, resolve it."""

    title = "Combat"
    story_joined_by = "; "  # the story of a step is one line above the action forms

    def __init__(self, session: CampaignSession, scene: Encounter | None = None, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.scene = scene or session.scene(Encounter)
        self.ui = Ui_CombatTab()
        self.ui.setupUi(self)
        self._cast_tip = self.ui.castButton.toolTip()  # the form's own, back once a refusal is over
        self.log = JournalModel(kinds=("combat",), parent=self)
        self._shown_turn: tuple | None = None  # (who acts, round, whose turn) the action forms were set for
        self._picked: set[QComboBox] = set()  # the target lists the Keeper has picked from on this turn
        read_only_table(self.ui.initiativeView, self.scene.model, {})
        fit_columns(self.ui.initiativeView, FIGHT_COLUMNS, stretched={1: 3, 6: 2})  # the name and notes share the rest
        read_only_table(self.ui.logView, self.log, {0: 95, 1: 110, 2: 200})
        self.ui.logView.setColumnHidden(3, True)  # combat entries tell their dice in the result
        outcome_log(self.ui.logView, 4)
        marked_columns(self.ui.initiativeView, STATE_COLUMN)
        self.logDetail = detail_pane(self.ui.logView, self.tr("Select a line of the log to read it in full."))
        self.ui.logPaneLayout.addWidget(self.logDetail)
        self._share_room()
        self.log.fetchMore()
        self.setup_story()  # the title, the refusal line and the last step's story, as every scene tab has them
        emphasize(self.ui.actorLabel, 1.2)
        self.ui.actorLabel.setTextFormat(Qt.TextFormat.PlainText)
        elastic(self.ui.actorLabel)
        ui = self.ui
        self.roster_picker = PeoplePicker(ui.rosterCombo, session.people, width=12)
        for combo in (
            ui.armourCombo,
            ui.sideCombo,
            ui.addSideCombo,
            ui.meleeTarget,
            ui.meleeWeapon,
            ui.shootTarget,
            ui.shootWeapon,
            ui.autoWeapon,
            ui.reloadWeapon,
            ui.patientCombo,
            ui.defenderWeapon,
        ):
            compact(combo, 12 if combo in (ui.meleeTarget, ui.shootTarget, ui.patientCombo) else 8)
        for combo in (ui.meleeTarget, ui.shootTarget):
            combo.setPlaceholderText(self.tr("Nobody else is in the fight"))
        ui.copiesLabel.hide()  # the spin says it: room for the bestiary's Rolled HP at 1024 px
        ui.copiesSpin.setPrefix(self.tr("× "))
        self._fill_fixed_choices()
        self._setup_bursts()
        self._setup_spell_target()
        self._connect()
        self.refresh()
        if self.scene.load_problem:
            self.ui.messageLabel.setText(self.scene.load_problem)

    # --- set-up ---------------------------------------------------------------------------------------------

    def _share_room(self) -> None:
        """The fight on the left, the actions and the log on the right: room gained goes to the fight table and the
        log; the action forms keep the height they need (the Keeper can move both divides)."""
        ui = self.ui
        share(ui.bodySplitter, 5, 4)
        ui.bodySplitter.setSizes([5000, 4000])  # in proportion, whatever the window's width
        share(ui.actionSplitter, 0, 1)
        story_room(ui.storyLabel, 3)  # the last step's story has its room: the log beneath never jumps

    def _fill_fixed_choices(self) -> None:
        ui = self.ui
        ui.armourCombo.addItem(self.tr("No armour"), 0)  # the armour table follows once someone is shown to wear it
        for side in Side:
            ui.sideCombo.addItem(self.tr(side.label), side)
        ui.addSideCombo.addItem(self.tr("Usual side"), None)
        for side in Side:
            ui.addSideCombo.addItem(self.tr("With the {}").format(side.value), side)
        for defence in Defence:
            ui.responseCombo.addItem(self.tr(defence.value.capitalize()), defence)
        for goal in Goal:
            if goal is not Goal.BREAK_FREE:
                ui.defenderGoalCombo.addItem(self.tr(goal.value.capitalize()), goal)
            ui.goalCombo.addItem(self.tr(goal.value.capitalize()), goal)
        for surprise in Surprise:
            ui.surpriseCombo.addItem(self.tr(surprise.value.capitalize()), surprise)
        for skill in SURPRISE_SKILLS:
            ui.surpriseSkill.addItem(self.tr(skill), skill)
        ui.sameDayCheck.setChecked(True)
        ui.escapeCheck.setChecked(True)

    def _setup_bursts(self) -> None:
        table = self.ui.burstTable
        table.setColumnCount(4)
        table.setHorizontalHeaderLabels(
            [self.tr("Target"), self.tr("Bullets"), self.tr("Yards away"), self.tr("Yards from last target")]
        )
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setStretchLastSection(True)
        table.setColumnWidth(0, 180)

    def _connect(self) -> None:
        ui, scene = self.ui, self.scene
        ui.newButton.clicked.connect(self.new_fight)
        ui.initiativeButton.clicked.connect(lambda: self._do(scene.roll_initiative))
        ui.nextTurnButton.clicked.connect(self.next_turn)
        ui.nextRoundButton.clicked.connect(self.next_round)
        ui.endButton.clicked.connect(self.end_fight)
        ui.addButton.clicked.connect(self.add_combatant)
        ui.removeButton.clicked.connect(lambda: self._with_actor(scene.remove))
        ui.upButton.clicked.connect(lambda: self._with_actor(lambda k: scene.move(k, -1)))
        ui.downButton.clicked.connect(lambda: self._with_actor(lambda k: scene.move(k, +1)))
        ui.readiedCheck.clicked.connect(lambda on: self._with_actor(lambda k: scene.set_readied(k, on)))
        ui.hiddenCheck.clicked.connect(lambda on: self._with_actor(lambda k: scene.set_hidden(k, on)))
        ui.armourCombo.activated.connect(self._armour_chosen)
        ui.sideCombo.activated.connect(self._side_chosen)
        ui.outnumberedCheck.clicked.connect(self._never_outnumbered)
        ui.attackButton.clicked.connect(self.attack)
        ui.fireButton.clicked.connect(self.fire)
        ui.autoFireButton.clicked.connect(self.fire_full_auto)
        ui.burstButton.clicked.connect(lambda: self.fire_full_auto(single_volley=True))
        ui.addBurstButton.clicked.connect(self.add_burst_row)
        ui.removeBurstButton.clicked.connect(lambda: ui.burstTable.removeRow(ui.burstTable.currentRow()))
        ui.diveButton.clicked.connect(lambda: self._with_actor(scene.dive_for_cover))
        ui.aimButton.clicked.connect(lambda: self._with_actor(scene.aim))
        ui.clearJamButton.clicked.connect(lambda: self._with_actor(scene.clear_jam))
        ui.reloadButton.clicked.connect(
            lambda: self._with_actor(lambda k: scene.reload(k, ui.reloadWeapon.currentText()))
        )
        ui.fleeButton.clicked.connect(lambda: self._with_actor(lambda k: scene.flee(k, ui.escapeCheck.isChecked())))
        ui.firstAidButton.clicked.connect(lambda: self._with_actor(lambda k: scene.first_aid(k, self._patient())))
        ui.medicineButton.clicked.connect(
            lambda: self._with_actor(lambda k: scene.medicine(k, self._patient(), ui.sameDayCheck.isChecked()))
        )
        ui.surpriseButton.clicked.connect(
            lambda: self._with_actor(lambda k: scene.surprise(k, ui.surpriseSkill.currentData()))
        )
        ui.otherButton.clicked.connect(lambda: self._with_actor(lambda k: scene.other(k, ui.otherEdit.text())))
        ui.castButton.clicked.connect(lambda: self._with_actor(self._cast))
        ui.spellCombo.currentIndexChanged.connect(self._spell_chosen)
        self.forecast_panel = ForecastPanel(ui, scene, self)  # its form's part, its signals
        ui.initiativeView.selectionModel().selectionChanged.connect(self._selection_changed)
        ui.shootTarget.currentIndexChanged.connect(self._suggest_modifiers)
        targets = (ui.meleeTarget, ui.shootTarget, ui.patientCombo, self.spellTarget)
        for combo in targets:  # filled with signals blocked: a pick
            combo.currentIndexChanged.connect(lambda _i, c=combo: self._picked.add(c))
        ui.meleeTarget.currentIndexChanged.connect(self._warn_on_allies)
        ui.meleeTarget.currentIndexChanged.connect(self._offer_defender_weapons)
        ui.patientCombo.currentIndexChanged.connect(self._patient_chosen)
        ui.responseCombo.currentIndexChanged.connect(self._response_chosen)
        ui.shootTarget.currentIndexChanged.connect(self._warn_on_allies)
        ui.shootWeapon.currentIndexChanged.connect(self._suggest_modifiers)
        ui.distanceSpin.valueChanged.connect(self._suggest_modifiers)
        # The keys (Ctrl+Right, Ctrl+Shift+Right, …) are the Combat menu's, which presses these buttons.

    # --- showing the fight ----------------------------------------------------------------------------------

    def show_found(self, kind: str, key: int | str, character_id: int | None) -> str:
        """A creature of the bestiary found: picked in the list to add to the fight from."""
        at = self.ui.rosterCombo.findData(BESTIARY + str(key))
        if at >= 0:
            self.ui.rosterCombo.setCurrentIndex(at)
        return ""

    def fill_bestiary(self) -> None:
        """The bestiary's creatures after the roster's characters in the list to add from."""
        from desktop.store.campaign_bestiary import all_creature_names

        creatures = [(self.tr("Bestiary: {}").format(name), BESTIARY + name) for name in all_creature_names()]
        self.roster_picker.set_after([SEPARATOR, *creatures])

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """Show the fight as it stands (when it or one of its linked investigators changed); select whoever's turn
        it is. The roster's list follows the roster and the bestiary, the log the journal."""
        if changes.new_journal_rows:
            self.log.pull_new()
        if changes.touches_setting(BESTIARY_SETTING):  # the roster's characters follow the session's list
            self.fill_bestiary()
        state, active = self.scene.state, self.scene.active
        linked = {c.character_id for c in state.combatants if c.linked} if state is not None else set()
        if not (changes.touches_scene(self.scene.kind) or changes.touches_any_character(linked)):
            return
        for widget in (
            self.ui.actionTabs,
            self.ui.addGroup,
            self.ui.forecastGroup,
            self.ui.initiativeButton,
            self.ui.nextTurnButton,
            self.ui.nextRoundButton,
            self.ui.endButton,
        ):
            widget.setEnabled(active)
        self.ui.newButton.setEnabled(not active)
        if not active:
            self.ui.titleLabel.setText(self.tr("No fight under way — start one with New Fight"))
            self.ui.actorLabel.clear()
            return
        current = state.current
        if current:
            turn = self.tr("{}'s turn").format(current.name)
        elif state.combatants:
            turn = self.tr("everyone has acted: next round")
        else:
            turn = self.tr("add who is in it")
        self.ui.titleLabel.setText(
            self.tr("{name} — round {round}, {turn}").format(name=state.name, round=state.round, turn=turn)
        )
        self.ui.titleLabel.setToolTip(as_typed(self.ui.titleLabel.text()))
        if current is not None:
            self.ui.initiativeView.selectRow(state.turn)
        self._selection_changed()

    # --- doing things ---------------------------------------------------------------------------------------

    def _with_actor(self, action: Callable[[int], object]) -> object:
        who = self.actor()
        if who is None:
            self.ui.messageLabel.setText(self.tr("Select who acts in the table first."))
            return False
        return self._do(lambda: action(who.key))

    def _patient(self) -> int:
        return self.ui.patientCombo.currentData()

    def new_fight(self) -> None:
        ask_text_until_taken(
            self,
            self.tr("New fight"),
            self.tr("Name of the encounter:"),
            lambda name: refusal_of(self._do, lambda: self.scene.start(name)),
            self.tr("Encounter"),
        )

    def add_combatant(self) -> None:
        character_id = self.ui.rosterCombo.currentData()
        if character_id is None:
            self.ui.messageLabel.setText(self.tr("The roster is empty: add characters first."))
            return
        copies, side = self.ui.copiesSpin, self.ui.addSideCombo.currentData()
        if isinstance(character_id, str) and character_id.startswith(BESTIARY):
            name, rolled = character_id[len(BESTIARY) :], self.ui.rolledCheck.isChecked()
            self._do(lambda: self.scene.add_from_bestiary(name, copies.value(), side, rolled))
            return
        self._do(lambda: self.scene.add_from_roster(character_id, copies.value(), side))

    def next_turn(self) -> None:
        if self.scene.active:
            self._do(self.scene.next_turn)

    def next_round(self) -> None:
        if self.scene.active:
            self._do(self.scene.next_round)

    def end_fight(self) -> None:
        """End Fight: first what the fight leaves behind (the hurt, the dying, what was spent); Cancel keeps it."""
        from desktop.rules.combat.fight_aftermath import fight_summary

        self.end_after_summary(
            self.tr("End Fight"), self.tr("End the fight? Edit > Undo opens it again."), fight_summary
        )

    def _armour_chosen(self) -> None:
        combo = self.ui.armourCombo
        points, carried = combo.currentData(), combo.currentData(CARRIED_ROLE) or ""
        self._with_actor(
            lambda k: self.scene.update_combatant(
                k,
                self.tr("{} wears armour {}").format(self.scene.state.get(k).name, points),
                armour=points,
                armour_from=carried,
            )
        )

    def _side_chosen(self) -> None:
        side = self.ui.sideCombo.currentData()
        self._with_actor(
            lambda k: self.scene.update_combatant(
                k, self.tr("{} fights with the {}").format(self.scene.state.get(k).name, side.value), side=side
            )
        )

    def _never_outnumbered(self, on: bool) -> None:
        self._with_actor(
            lambda k: self.scene.update_combatant(
                k,
                self.tr("{} is {}outnumbered as usual").format(self.scene.state.get(k).name, "not " if on else ""),
                never_outnumbered=on,
            )
        )

    def attack(self) -> None:
        ui = self.ui
        maneuver = (
            Maneuver(ui.goalCombo.currentData(), ui.goalNote.text().strip()) if ui.maneuverCheck.isChecked() else None
        )
        defence = ui.responseCombo.currentData()
        answer = Maneuver(ui.defenderGoalCombo.currentData()) if defence is Defence.MANEUVER else None
        self._with_actor(
            lambda k: self.scene.melee(
                k,
                ui.meleeTarget.currentData(),
                weapon=ui.meleeWeapon.currentText() or None,
                defence=defence,
                maneuver=maneuver,
                defender_maneuver=answer,
                defender_weapon=ui.defenderWeapon.currentText() or None,
                bonus=ui.meleeBonusSpin.value(),
                penalty=ui.meleePenaltySpin.value(),
                surprise=ui.surpriseCombo.currentData(),
            )
        )

    def modifiers(self) -> FirearmModifiers:
        return FirearmModifiers(**{field: getattr(self.ui, box).isChecked() for box, field in MODIFIERS.items()})

    def fire(self) -> None:
        ui = self.ui
        if not ui.shootWeapon.currentText():
            ui.messageLabel.setText(
                self.tr("{} has no ranged weapon.").format(self.actor().name if self.actor() else "")
            )
            return
        self._with_actor(
            lambda k: self.scene.shoot(
                k,
                ui.shootTarget.currentData(),
                weapon=ui.shootWeapon.currentText(),
                distance=ui.distanceSpin.value(),
                modifiers=self.modifiers(),
                shots=ui.shotsSpin.value(),
                defence=Defence.DODGE
                if ui.dodgeThrownCheck.isChecked() and ui.dodgeThrownCheck.isEnabled()
                else Defence.NONE,
            )
        )

    def add_burst_row(self) -> None:
        """One more target for the burst: who, how many bullets, how far, and how far from the last target."""
        table, who = self.ui.burstTable, self.actor()
        row = table.rowCount()
        table.insertRow(row)
        targets = QComboBox(table)
        for c in self.scene.state.combatants if self.scene.state else ():
            if who is None or c.key != who.key:
                targets.addItem(c.name, c.key)
        targets.setCurrentIndex(max(0, targets.findData(self.ui.shootTarget.currentData())))
        table.setCellWidget(row, 0, targets)
        for column, (low, high, value) in enumerate(((1, 200, 6), (0, 2000, 10), (0, 100, 0)), start=1):
            spin = StrictSpinBox(table)
            spin.setRange(low, high)
            spin.setValue(value)
            spin.setAccessibleName(f"{table.horizontalHeaderItem(column).text()} (row {row + 1})")
            table.setCellWidget(row, column, spin)
        self.ui.autoNote.setText(
            self.tr(
                "Volleys hold max(3, skill ÷ 10) bullets; each roll after the first takes "
                "a penalty die. Sweeping between targets costs a bullet a yard."
            )
        )

    def fire_full_auto(self, single_volley: bool = False) -> None:
        table = self.ui.burstTable
        if not table.rowCount():
            self.ui.messageLabel.setText(self.tr("Add at least one target for the burst."))
            return

        def bursts() -> list[Burst]:  # read when the shot is taken: a number out of range refuses it by name
            return [
                Burst(
                    table.cellWidget(r, 0).currentData(),
                    table.cellWidget(r, 1).value(),
                    table.cellWidget(r, 2).value(),
                    table.cellWidget(r, 3).value(),
                )
                for r in range(table.rowCount())
            ]

        self._with_actor(
            lambda k: self.scene.full_auto(
                k,
                weapon=self.ui.autoWeapon.currentText(),
                bursts=bursts(),
                modifiers=self.modifiers(),
                single_volley=single_volley,
            )
        )

    def shutdown(self) -> None:
        """The campaign is closing: stop the forecast and wait for its thread."""
        super().shutdown()
        self.scene.shutdown()

    def natural_cards(self) -> list:
        """File > Print here: the combat tracker sheet of the fight."""
        from desktop.cards.from_campaign import combat_card

        return [combat_card(self.session)]
