"""The Combat tab's action forms, set for whoever is selected: targets, weapons, patients, spells, modifiers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from desktop.models.combat.fight_scene import CombatRole
from desktop.models.typed_text import as_typed, with_ampersands
from desktop.rules.catalog import armour_catalog
from desktop.rules.combat.actions import Defence
from desktop.rules.combat.fight import Combatant, melee_weapons
from desktop.rules.combat.firearms import (
    is_full_auto,
    is_ranged,
    point_blank,
    shot_difficulty,
    shots_per_round,
    small_or_large,
)
from desktop.views.common.look import compact

if TYPE_CHECKING:
    from desktop.models.combat.fight_scene import Encounter
    from desktop.models.session import CampaignSession
    from desktop.views.forms.ui_combat_tab import Ui_CombatTab

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


class CombatForms:
    """What the Combat tab (views/combat_tab.py) shows in its action forms for the combatant selected in its table;
    mixed into the tab, whose form, fight and session these are."""

    ui: Ui_CombatTab
    scene: Encounter
    session: CampaignSession
    spellTarget: QComboBox  # noqa: N815 - named as the form's widgets are
    _cast_tip: str
    _shown_turn: tuple | None
    _picked: set[QComboBox]

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
        for combo in (ui.meleeTarget, ui.shootTarget):
            self._offer_targets(combo, opponents_first, lambda c: f"{c.name} ({c.hp}/{c.max_hp} HP)", same)
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
        self._offer_targets(self.spellTarget, opponents_first, lambda c: f"{c.name} (POW {c.power})", same)
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

    def _offer_targets(
        self, combo: QComboBox, people: list[Combatant], label: Callable[[Combatant], str], same: bool
    ) -> None:
        """Offer `people` as targets in `combo`, signals blocked: the Keeper's pick stays while the same combatant
        acts on the same turn, else the first (a default that follows the fight)."""
        keep = combo.currentData() if same and combo in self._picked else None
        combo.blockSignals(True)
        combo.clear()
        for c in people:
            combo.addItem(label(c), c.key)
        combo.setCurrentIndex(max(0, combo.findData(keep)))
        combo.blockSignals(False)

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
        each the hurt first (most hurt first) then the rest in the order of the fight; the healer last.
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
            self.tr("{} (the healer: {}, {} HP)").format(healer.name, healer.state.lower(), healer.hp), healer.key
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
        from desktop.models.tomes.tomes_scene import TomesScene  # the Tomes tab's: read once someone acts

        who, spell = self.actor(), self.ui.spellCombo.currentText()
        known = self.session.scene(TomesScene).spells().get(spell)
        self.spellTarget.setEnabled(bool(known and known.opposed_pow and self.spellTarget.count()))
        push = who is not None and bool(spell) and self.scene.first_casting_failed(who.key, spell)
        self.ui.castButton.setText(self.tr("Push the Casting") if push else self.tr("Cast Spell"))
        refusal = self.scene.cast_refusal(who.key, spell) if who is not None and spell else None
        self.ui.castButton.setEnabled(bool(spell) and refusal is None)  # greyed with the reason, never refused
        self.ui.castButton.setToolTip(refusal or self._cast_tip)

    def _show_armour(self, who: Combatant) -> None:
        """The armour picker on what protects them: armour not worn (a vehicle's, carried from a chase) by what gives
        it, as its own entry ("Walt Brennan's car (2)"), never as worn armour of the same points."""
        combo = self.ui.armourCombo
        if combo.count() <= 1:  # "No armour" alone: the armour table is listed the first time someone is shown
            for armour in armour_catalog():
                combo.addItem(f"{armour.name} ({armour.points})", armour.points)
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
