"""The Combat tab: run a fight — order, turns and rounds, melee, shots, full auto, cover, healing, the forecast."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from desktop.models.campaign import CampaignSession
from desktop.models.encounter import CombatRole, Encounter
from desktop.models.journal_model import JournalModel
from desktop.models.tomes import TomesScene
from desktop.models.typed_text import as_typed, with_ampersands
from desktop.rules.actions import Burst, Defence, Goal, Maneuver, Surprise
from desktop.rules.catalog import armour_catalog
from desktop.rules.encounter import Combatant, Side, melee_weapons
from desktop.rules.firearms import (
    FirearmModifiers,
    is_full_auto,
    is_ranged,
    point_blank,
    shot_difficulty,
    shots_per_round,
    small_or_large,
)
from desktop.rules.forecast import ForecastResult
from desktop.store.roster import character_choices, dead_characters
from desktop.views.forms.ui_combat_tab import Ui_CombatTab
from desktop.views.look import (
    REFUSALS,
    add_person,
    ask_text_until_taken,
    compact,
    detail_pane,
    elastic,
    emphasize,
    read_only_table,
    refusal_of,
    set_tone,
)
from desktop.views.numbers import StrictSpinBox
from desktop.views.scene_tab import SceneTab

CARRIED_ROLE = Qt.ItemDataRole.UserRole + 1  # the armour picker's entry for armour not worn: what gives it

MODIFIERS = {
    "aimingCheck": "aiming",
    "pointBlankCheck": "point_blank",
    "largeCheck": "large_target",
    "coverCheck": "diving_for_cover",
    "concealedCheck": "concealed",
    "fastCheck": "fast_target",
    "smallCheck": "small_target",
    "loadingCheck": "loading_and_firing",
    "severalCheck": "several_handgun_shots",
    "intoMeleeCheck": "into_melee",
}
SURPRISE_SKILLS = ("Spot Hidden", "Listen", "Psychology")


BESTIARY = "bestiary:"


class CombatTab(SceneTab):
    """The fight at the table: pick who acts (the current turn by default), choose an action, resolve it."""

    story_joined_by = "; "  # the story of a step is one line above the action forms

    def __init__(self, session: CampaignSession, scene: Encounter | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.scene = scene or session.scene(Encounter)
        self.ui = Ui_CombatTab()
        self.ui.setupUi(self)
        self._cast_tip = self.ui.castButton.toolTip()  # the form's own, back once a refusal is over
        self.log = JournalModel(kinds=("combat",), parent=self)
        self._shown_turn: tuple | None = None  # (who acts, round, whose turn) the action forms were set for
        self._picked: set[QComboBox] = set()  # the target lists the Keeper has picked from on this turn
        read_only_table(self.ui.initiativeView, self.scene.model, {0: 28, 1: 190, 2: 110, 3: 70, 4: 70, 5: 100})
        read_only_table(self.ui.logView, self.log, {0: 95, 1: 110, 2: 200})
        self.ui.logView.setColumnHidden(3, True)  # combat entries tell their dice in the result
        self.logDetail = detail_pane(self.ui.logView, self.tr("Select a line of the log to read it in full."))
        self.ui.rightColumn.addWidget(self.logDetail)
        self.log.fetchMore()
        self.setup_story()  # the title, the refusal line and the last step's story, as every scene tab has them
        emphasize(self.ui.actorLabel, 1.2)
        self.ui.actorLabel.setTextFormat(Qt.TextFormat.PlainText)
        elastic(self.ui.actorLabel)
        ui = self.ui
        for combo in (
            ui.rosterCombo,
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
            compact(combo, 12 if combo in (ui.rosterCombo, ui.meleeTarget, ui.shootTarget, ui.patientCombo) else 8)
        for combo in (ui.meleeTarget, ui.shootTarget):
            combo.setPlaceholderText(self.tr("Nobody else is in the fight"))
        ui.copiesLabel.hide()  # the spin says it: room for the bestiary's Rolled HP at 1024 px
        ui.copiesSpin.setPrefix(self.tr("× "))
        self._fill_fixed_choices()
        self._setup_bursts()
        self._setup_spell_target()
        self._connect()
        self.refresh_characters()
        self.refresh()
        if self.scene.load_problem:
            self.ui.messageLabel.setText(self.scene.load_problem)

    # --- set-up ---------------------------------------------------------------------------------------------

    def _fill_fixed_choices(self) -> None:
        ui = self.ui
        ui.armourCombo.addItem(self.tr("No armour"), 0)
        for armour in armour_catalog():
            ui.armourCombo.addItem(f"{armour.name} ({armour.points})", armour.points)
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
        ui.forecastProgress.setVisible(False)
        ui.cancelForecastButton.setVisible(False)
        ui.forecastLabel.setWordWrap(False)  # a small table: wrapping would hide its rows in the nested layout
        ui.fightsSpin.setMaximumWidth(ui.fightsSpin.fontMetrics().horizontalAdvance("100000") + 48)
        ui.fightsSpin.setGroupSeparatorShown(True)

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
        ui.endButton.clicked.connect(lambda: self._do(scene.end))
        ui.addButton.clicked.connect(self.add_combatant)
        ui.removeButton.clicked.connect(lambda: self._with_actor(scene.remove))
        ui.upButton.clicked.connect(lambda: self._with_actor(lambda k: scene.move(k, -1)))
        ui.downButton.clicked.connect(lambda: self._with_actor(lambda k: scene.move(k, +1)))
        ui.readiedCheck.clicked.connect(lambda on: self._with_actor(lambda k: scene.set_readied(k, on)))
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
        ui.forecastButton.clicked.connect(self.forecast)
        ui.cancelForecastButton.clicked.connect(scene.cancel_forecast)
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
        scene.changed.connect(self.refresh)
        scene.forecast_progress.connect(ui.forecastProgress.setValue)
        scene.forecast_done.connect(self._forecast_done)
        scene.forecast_cleared.connect(self._forecast_cleared)
        scene.forecast_failed.connect(self._forecast_failed)
        self.session.journal_changed.connect(self.log.pull_new)
        # A bound method, not a lambda: Qt drops it when the tab goes, and the session outlives it.
        self.session.character_changed.connect(self._character_changed)
        QShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Right), self, activated=self.next_turn)
        QShortcut(
            QKeySequence(Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_Right), self, activated=self.next_round
        )

    # --- showing the fight ----------------------------------------------------------------------------------

    def _character_changed(self, _character_id: int) -> None:
        self.refresh_characters()

    def refresh_characters(self) -> None:
        current = self.ui.rosterCombo.currentData()
        self.ui.rosterCombo.clear()
        dead = dead_characters()
        for character_id, name in character_choices():
            add_person(self.ui.rosterCombo, character_id, name, character_id in dead)
        from desktop.store.bestiary import all_creatures as bestiary

        self.ui.rosterCombo.insertSeparator(self.ui.rosterCombo.count())
        for creature in bestiary():
            self.ui.rosterCombo.addItem(self.tr("Bestiary: {}").format(creature.name), BESTIARY + creature.name)
        found = self.ui.rosterCombo.findData(current) if current is not None else -1  # None would find the separator
        self.ui.rosterCombo.setCurrentIndex(max(0, found))

    def refresh(self) -> None:
        """Show the fight as it stands; select whoever's turn it is."""
        state, active = self.scene.state, self.scene.active
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

    def actor(self) -> Combatant | None:
        rows = self.ui.initiativeView.selectionModel().selectedRows()
        if not rows or self.scene.state is None:
            return None
        return self.scene.state.get(rows[0].data(CombatRole.KEY))

    def _selection_changed(self, *_args: QItemSelection) -> None:
        who = self.actor()
        ui = self.ui
        if who is None:  # nobody selected (or a fight just begun): offer nobody and nothing from an earlier choice
            ui.actorLabel.setText(self.tr("Select who acts in the table."))
            self._shown_turn = None
            for combo in (
                ui.meleeTarget,
                ui.shootTarget,
                ui.patientCombo,
                ui.defenderWeapon,
                ui.meleeWeapon,
                ui.shootWeapon,
                ui.autoWeapon,
                ui.reloadWeapon,
                ui.spellCombo,
                self.spellTarget,
            ):
                combo.clear()
            for widget in (
                ui.attackButton,
                ui.fireButton,
                ui.autoFireButton,
                ui.burstButton,
                ui.castButton,
                *self._row_controls(),
            ):
                widget.setEnabled(False)
            ui.actionTabs.setCurrentWidget(ui.meleePage)
            ui.rangeLabel.clear()
            return
        state = self.scene.state
        turn = (who.key, state.round, state.current.key if state.current else None)
        same = turn == self._shown_turn  # the same combatant still acting on the same turn: keep the Keeper's picks
        self._shown_turn = turn
        if not same:
            self._picked.clear()
            self._fresh_turn()
        text = self.tr("{name} acts: {skills}").format(name=who.name, skills=self._summary(who))
        reminders = self.session.insanity_reminders(who.character_id) if who.linked else []
        if reminders:
            text += self.tr("\nInsane: a penalty die on skill rolls unless they face it — {}").format(
                "; ".join(reminders)
            )
        ui.actorLabel.setText(text)
        # The other side first, those still able to fight before the fallen, in the order of the fight.
        others = [c for c in self.scene.state.combatants if c.key != who.key]
        opponents_first = sorted(others, key=lambda c: (c.side is who.side, not c.able))
        for combo in (ui.meleeTarget, ui.shootTarget):  # the Keeper's pick stays; a default follows the fight
            keep = combo.currentData() if same and combo in self._picked else None
            combo.blockSignals(True)
            combo.clear()
            for c in opponents_first:
                combo.addItem(f"{c.name} ({c.hp}/{c.max_hp} HP)", c.key)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        self._fill_patients(who, same)
        for widget in (ui.attackButton, *self._row_controls()):
            widget.setEnabled(True)
        ui.fireButton.setEnabled(any(is_ranged(w) for w in who.weapons))
        ui.autoFireButton.setEnabled(any(is_full_auto(w) for w in who.weapons))
        ui.burstButton.setEnabled(any("burst" in w.attacks.lower() for w in who.weapons))
        melee = melee_weapons(who)
        ranged = [w for w in who.weapons if is_ranged(w)]
        self._fill(ui.meleeWeapon, [w.name for w in melee], same)
        self._fill(ui.shootWeapon, [w.name for w in ranged], same)
        self._fill(ui.autoWeapon, [w.name for w in ranged if is_full_auto(w)], same)
        self._fill(ui.reloadWeapon, [w.name for w in ranged if w.ammo is not None], same)
        if not same:
            self._open_fitting_page(who)
        target = self.spellTarget  # as the other targets: the Keeper's pick stays, a default follows the fight
        keep = target.currentData() if same and target in self._picked else None
        target.blockSignals(True)
        target.clear()
        for c in opponents_first:
            target.addItem(f"{c.name} (POW {c.power})", c.key)
        target.setCurrentIndex(max(0, target.findData(keep)))
        target.blockSignals(False)
        self._fill(ui.spellCombo, self.scene.known_spells(who.key), same)
        ui.castButton.setEnabled(ui.spellCombo.count() > 0)
        self._spell_chosen()
        ui.readiedCheck.setChecked(who.readied_firearm)
        ui.outnumberedCheck.setChecked(who.never_outnumbered)
        self._show_armour(who)
        ui.sideCombo.setCurrentIndex(ui.sideCombo.findData(who.side))
        self._suggest_modifiers()
        self._warn_on_allies()
        self._offer_defender_weapons()

    def _row_controls(self) -> tuple[QWidget, ...]:
        """What is set for the combatant selected in the table: greyed with nobody selected, never the last one's."""
        ui = self.ui
        return (
            ui.upButton,
            ui.downButton,
            ui.removeButton,
            ui.readiedCheck,
            ui.armourCombo,
            ui.sideCombo,
            ui.outnumberedCheck,
        )

    def _open_fitting_page(self, who: Combatant) -> None:
        """A page for a weapon the one acting lacks gives way: Full Auto to Shoot or Melee, Shoot to Melee."""
        ui = self.ui
        page = ui.actionTabs.currentWidget()
        if page is ui.autoPage and not any(is_full_auto(w) for w in who.weapons):
            page = ui.shootPage
        if page is ui.shootPage and not any(is_ranged(w) for w in who.weapons):
            page = ui.meleePage
        ui.actionTabs.setCurrentWidget(page)

    def _fill_patients(self, healer: Combatant, keep_choice: bool) -> None:
        """Whom the healer can treat: their own side first, then the other side (named so, to be picked on purpose),
        each the hurt first (most hurt first) then the rest in the order of the fight; the healer themself last.
        The default is the first ally, or the healer with none; the Keeper's choice stays while the same healer
        acts."""
        combo = self.ui.patientCombo
        keep = combo.currentData() if keep_choice and combo in self._picked else None
        others = [c for c in self.scene.state.combatants if c.key != healer.key]
        hurt = sorted((c for c in others if c.hp < c.max_hp or not c.able), key=lambda c: c.hp - c.max_hp)
        by_hurt = [*hurt, *(c for c in others if c not in hurt)]
        allies = [c for c in by_hurt if c.side is healer.side]
        combo.blockSignals(True)
        combo.clear()
        for c in allies:
            combo.addItem(f"{c.name} ({c.state.lower()}, {c.hp} HP)", c.key)
        for c in by_hurt:
            if c.side is not healer.side:
                combo.addItem(self.tr("{} (the other side: {}, {} HP)").format(c.name, c.state.lower(), c.hp), c.key)
        combo.addItem(
            self.tr("{} themself ({}, {} HP)").format(healer.name, healer.state.lower(), healer.hp), healer.key
        )
        default = allies[0].key if allies else healer.key
        combo.setCurrentIndex(max(0, combo.findData(keep if keep is not None else default)))
        combo.blockSignals(False)
        self._patient_chosen()

    def _patient_chosen(self, *_args) -> None:
        """First Aid reads "Push First Aid" for a wound whose First Aid failed: its one second try."""
        state, key = self.scene.state, self.ui.patientCombo.currentData()
        patient = next((c for c in state.combatants if c.key == key), None) if state is not None else None
        pushing = patient is not None and patient.first_aid_tries == 1
        self.ui.firstAidButton.setText(self.tr("Push First Aid") if pushing else self.tr("First Aid"))
        self.ui.firstAidButton.setToolTip(
            self.tr("{}'s First Aid failed: one more try, pushed").format(patient.name)
            if pushing
            else self.tr("First Aid: +1 HP on a success; it stabilises the dying")
        )

    def _fresh_turn(self) -> None:
        """A new combatant acts: what the Keeper set for the last one (response, maneuver, aim, extra dice, shots)
        does not carry over."""
        ui = self.ui
        ui.responseCombo.setCurrentIndex(0)
        ui.defenderGoalCombo.setCurrentIndex(0)
        ui.maneuverCheck.setChecked(False)
        ui.goalCombo.setCurrentIndex(0)
        ui.goalNote.clear()
        ui.meleeBonusSpin.setValue(0)
        ui.meleePenaltySpin.setValue(0)
        ui.surpriseCombo.setCurrentIndex(0)
        ui.shotsSpin.setValue(1)
        for box in MODIFIERS:
            getattr(ui, box).setChecked(False)
        ui.burstTable.setRowCount(0)
        ui.dodgeThrownCheck.setChecked(False)

    def _offer_defender_weapons(self, *_args) -> None:
        """The target's melee weapons for fighting back, its best first; the response decides whether it is used."""
        ui, key, state = self.ui, self.ui.meleeTarget.currentData(), self.scene.state
        target = next((c for c in state.combatants if c.key == key), None) if state is not None else None
        ui.defenderWeapon.clear()
        for weapon in melee_weapons(target) if target is not None else ():
            ui.defenderWeapon.addItem(weapon.name)
        self._response_chosen()

    def _response_chosen(self, *_args) -> None:
        fights_back = self.ui.responseCombo.currentData() is Defence.FIGHT_BACK
        self.ui.defenderWeapon.setEnabled(fights_back and self.ui.defenderWeapon.count() > 1)

    def _warn_on_allies(self, *_args) -> None:
        """An attack on someone of the actor's own side is allowed, but the button says so before the click."""
        who, ui = self.actor(), self.ui
        for button, combo, label in (
            (ui.attackButton, ui.meleeTarget, self.tr("Attac&k")),
            (ui.fireButton, ui.shootTarget, self.tr("Fi&re")),
        ):
            target = self.scene.state.get(combo.currentData()) if who and combo.currentData() is not None else None
            if target is not None and target.side is who.side:
                name = with_ampersands(target.name)
                button.setText(self.tr("{action} your ally {name}!").format(action=label, name=name))
                button.setToolTip(as_typed(self.tr("{} fights on the same side as {}.").format(target.name, who.name)))
            else:
                button.setText(label)
                button.setToolTip("")

    def _summary(self, c: Combatant) -> str:
        parts = [f"{w.name} {c.skill(w.skill)}%" for w in c.weapons[:3]]
        parts.append(self.tr("Dodge {}%").format(c.skill("Dodge")))
        loaded = [f"{w.name}: {c.rounds_loaded(w)} loaded" for w in c.weapons if w.ammo is not None]
        return ", ".join(parts + loaded)

    @staticmethod
    def _fill(combo, names: list[str], keep_choice: bool) -> None:
        """Offer `names`, best first; keep the Keeper's choice while the same combatant stays selected."""
        keep = combo.currentText() if keep_choice else ""
        combo.clear()
        combo.addItems(names)
        combo.setCurrentIndex(max(0, combo.findText(keep)))
        combo.setEnabled(bool(names))

    def _suggest_modifiers(self, *_args) -> None:
        """Tick what the sheets already say (point blank, target size); the Keeper adjusts the rest."""
        who, ui = self.actor(), self.ui
        target_key = ui.shootTarget.currentData()
        if who is None or target_key is None or not ui.shootWeapon.currentText():
            ui.rangeLabel.clear()
            return
        target = self.scene.state.get(target_key)
        weapon = who.weapon(ui.shootWeapon.currentText())
        ui.shotsSpin.setMaximum(shots_per_round(weapon))  # the weapon table's rate of fire: a revolver's 1 (3)
        ui.dodgeThrownCheck.setEnabled(weapon.skill.startswith("Throw"))
        ui.shotsSpin.setToolTip(as_typed(self.tr("{}: attacks {}").format(weapon.name, weapon.attacks)))
        if problem := ui.distanceSpin.problem():
            ui.rangeLabel.setText(problem)
            return
        distance = ui.distanceSpin.value()
        difficulty = shot_difficulty(weapon, distance)
        ui.rangeLabel.setText(difficulty.label if difficulty else self.tr("out of range"))
        ui.pointBlankCheck.setChecked(point_blank(distance, who.dex))
        small, large = small_or_large(target.build)
        ui.smallCheck.setChecked(small)
        ui.largeCheck.setChecked(large)

    # --- doing things ---------------------------------------------------------------------------------------

    def _setup_spell_target(self) -> None:
        """Who a spell with an opposed POW roll (Dominate) is cast on: a row under Cast a spell."""
        self.spellTarget = QComboBox(self)
        self.spellTarget.setAccessibleName(self.tr("Spell's target"))
        self.spellTarget.setToolTip(self.tr("A spell that calls for an opposed POW roll is cast on them"))
        compact(self.spellTarget, 12)
        label = QLabel(self.tr("Cast it on"), self)
        label.setBuddy(self.spellTarget)
        self.ui.otherGrid.addWidget(label, 8, 0)
        self.ui.otherGrid.addWidget(self.spellTarget, 8, 1)

    def _cast(self, key: int):
        target = self.spellTarget.currentData() if self.spellTarget.isEnabled() else None
        return self.scene.cast_spell(key, self.ui.spellCombo.currentText(), target)

    def _spell_chosen(self, *_args) -> None:
        """A target for a spell with an opposed POW roll; Cast pushes a failed first casting."""
        who, spell = self.actor(), self.ui.spellCombo.currentText()
        known = self.session.scene(TomesScene).spells().get(spell)
        self.spellTarget.setEnabled(bool(known and known.opposed_pow and self.spellTarget.count()))
        push = who is not None and bool(spell) and self.scene.first_casting_failed(who.key, spell)
        self.ui.castButton.setText(self.tr("Push the Casting") if push else self.tr("Cast Spell"))
        refusal = self.scene.cast_refusal(who.key, spell) if who is not None and spell else None
        self.ui.castButton.setEnabled(bool(spell) and refusal is None)  # greyed with the reason, never refused
        self.ui.castButton.setToolTip(refusal or self._cast_tip)

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

    def _show_armour(self, who: Combatant) -> None:
        """The armour picker on what protects them: armour not worn (a vehicle's, carried from a chase) by what gives
        it, as its own entry ("Walt Brennan's car (2)"), never as worn armour of the same points."""
        combo = self.ui.armourCombo
        for index in reversed(range(combo.count())):
            if combo.itemData(index, CARRIED_ROLE):
                combo.removeItem(index)
        if who.armour_from:
            combo.insertItem(1, f"{who.armour_from} ({who.armour})", who.armour)
            combo.setItemData(1, who.armour_from, CARRIED_ROLE)
            combo.setItemData(
                1,
                as_typed(self.tr("Armour for the people in the vehicle, against attacks from outside it")),
                Qt.ItemDataRole.ToolTipRole,
            )
            combo.setCurrentIndex(1)
            return
        combo.setCurrentIndex(max(0, combo.findData(who.armour)))

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

    def forecast(self) -> None:
        """Start the forecast; a refusal is said beside its controls, where the Keeper is looking."""
        try:
            self.scene.start_forecast(self.ui.fightsSpin.value())
        except REFUSALS as exc:
            self._forecast_failed(str(exc))
            set_tone(self.ui.forecastLabel, "bad")
            return
        set_tone(self.ui.forecastLabel, None)
        self.ui.forecastProgress.setRange(0, self.ui.fightsSpin.value())
        self.ui.forecastProgress.setValue(0)
        self.ui.forecastProgress.setVisible(True)
        self.ui.cancelForecastButton.setVisible(True)
        self.ui.forecastButton.setEnabled(False)
        self.ui.forecastLabel.setText(self.tr("Simulating…"))

    def shutdown(self) -> None:
        """The campaign is closing: stop the forecast and wait for its thread."""
        self.scene.shutdown()

    def _forecast_cleared(self) -> None:
        """The fight changed: a forecast shown or running is out of date."""
        self._forecast_stopped()
        self.ui.forecastLabel.setText(self.tr("The fight has changed: forecast again to see the chances now."))

    def _forecast_stopped(self) -> None:
        self.ui.forecastProgress.setVisible(False)
        self.ui.cancelForecastButton.setVisible(False)
        self.ui.forecastButton.setEnabled(True)

    def _forecast_failed(self, message: str) -> None:
        self._forecast_stopped()
        self.ui.forecastLabel.setTextFormat(Qt.TextFormat.PlainText)
        self.ui.forecastLabel.setWordWrap(True)
        self.ui.forecastLabel.setText(message)

    def _forecast_done(self, result: ForecastResult) -> None:
        self._forecast_stopped()
        self.ui.forecastLabel.setTextFormat(Qt.TextFormat.RichText)
        self.ui.forecastLabel.setWordWrap(False)
        rows = "".join(
            f"<tr><td><b>{self.tr(side.label)}</b></td>"
            + "".join(f"<td align='right'>{p:.0%}</td>" for p in chances)
            + "</tr>"
            for side, chances in result.standing.items()
        )
        head = "".join(f"<th>{self.tr('after round {}').format(r)}</th>" for r in result.rounds)
        self.ui.forecastLabel.setText(
            f"<table cellspacing='6'><tr><th align='left'>{self.tr('Still standing')}</th>{head}</tr>{rows}</table>"
            + self.tr("Expected investigator deaths: <b>{:.2f}</b> ({:,} fights)").format(
                result.investigator_deaths, result.fights
            )
        )

    def natural_cards(self) -> list:
        """File > Print here: the combat tracker sheet of the fight."""
        from desktop.cards.from_campaign import combat_card

        return [combat_card(self.session)]
