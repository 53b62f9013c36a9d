"""The Chase tab's menus: everything one participant can do or suffer, and a location drawn by hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QInputDialog, QMenu

from desktop.models.chase.chase_scene import KEY_ROLE
from desktop.models.typed_text import as_typed, with_ampersands
from desktop.rules.chase import boarding as boarding
from desktop.rules.chase import choices
from desktop.rules.chase.chase_state import ChaseState, Location, driven_by
from desktop.rules.chase.movement import vehicle_tables
from desktop.rules.chase.vehicles import crash_refusal, hurt_refusal, wreck_refusal
from desktop.rules.checks import Difficulty
from desktop.rules.roster.healing import other_damage_table
from desktop.rules.scene import Outcome
from desktop.rules.words import counted
from desktop.views.chase.chase_dialogs import ObstacleDialog
from desktop.views.common.look import pop_up


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


class ChaseMenus:
    """The token, table and location menus of the Chase tab (mixed into ChaseTab, whose scene, state and _do
    they use); the rules say who may do what, the menus grey the rest with the rules' reason."""

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
        """Everything one participant can do or suffer, as a menu (for the token, the table and More…); the chase
        rules (`choices`, `boarding`) say what is offered and what is refused, the menu shows it."""
        menu = QMenu(self)
        state = self.state()
        if state is None:
            return menu
        runner = state.get(key)
        menu.addSection(with_ampersands(runner.label))
        self._movement_entries(menu, state, key)
        menu.addSeparator()
        self._barrier_entries(menu, state, key)
        self._weapon_entries(menu, state, key)
        self._seat_entries(menu, state, key)
        menu.addSeparator()
        self._harm_entries(menu, state, key)
        self._switch_entries(menu, state, key)
        menu.addSeparator()
        self._leaving_entries(menu, state, key)
        _typed_tips(menu)  # a menu showing tooltips shows an entry's text as its tip: as typed, never markup
        return menu

    def _movement_entries(self, menu: QMenu, state: ChaseState, key: int) -> None:
        """A fight they are away in; a move, pedal to the metal and moving with care, greyed with the rules' reason."""
        scene, stands = self.scene, choices.standing(state, key)
        if stands.fight_at is not None:
            said = self.tr("In a fight at location {}: end it in the Combat tab").format(stands.fight_at)
            menu.addAction(said).setEnabled(False)
        moving = boarding.refusal(state, key, boarding.MOVE)  # the rules say who may do what; the menu greys the rest
        self._act(menu, self.tr("Move one location"), lambda: scene.move(key), stands.free, moving)
        pedals = choices.pedal_choices(state, key)
        if pedals:
            pedal = menu.addMenu(self.tr("Pedal to the metal"))
            pedal.setEnabled(stands.running)
            self._refused(pedal, moving)
            for n, dice in pedals:
                said = self.tr("{} locations ({} penalty on hazards)").format(
                    n, self.tr("one die") if dice == 1 else self.tr("two dice")
                )
                self._act(pedal, said, lambda n=n: scene.move(key, 0, n))
        care = menu.addMenu(self.tr("Move with care"))
        care.setEnabled(stands.running)
        self._refused(care, moving)
        for n, refused in choices.care_choices(state, key):
            said = self.tr("{}: {}").format(
                counted(n, self.tr("action of care"), self.tr("actions of care")),
                counted(n, self.tr("bonus die"), self.tr("bonus dice")),
            )
            self._act(care, said, lambda n=n: scene.move(key, n), refused=refused)

    def _barrier_entries(self, menu: QMenu, state: ChaseState, key: int) -> None:
        """Breaking down or getting past the barrier ahead, and another skill rolled at a hazard (on foot)."""
        scene, runner, running = self.scene, state.get(key), choices.standing(state, key).running

        def damage() -> str:  # a vehicle deals its Build in D10s; on foot the Keeper says what the blow does
            return "" if runner.in_vehicle else self.ask_text(self.tr("Damage dealt to the barrier"), "1D6")

        breaking = boarding.refusal(state, key, boarding.BREAK_BARRIER)
        self._act(
            menu, self.tr("Break Down the Barrier Ahead"), lambda: scene.break_barrier(key, damage()), running, breaking
        )
        passing = boarding.refusal(state, key, boarding.PASS_BARRIER)
        self._act(
            menu, self.tr("Get Past the Barrier Ahead (skill roll)"), lambda: scene.pass_barrier(key), running, passing
        )
        skills = choices.hazard_skills(runner)
        if not skills:
            return
        other = menu.addMenu(self.tr("Roll Another Skill (Climb, Jump, Swim…)"))
        other.setEnabled(running)
        self._refused(other, choices.other_skill_refusal(state, key))
        moving = boarding.refusal(state, key, boarding.MOVE)
        for name, value in skills:
            self._act(
                other, f"{name} {value}: move one location", lambda v=value: scene.move(key, skill=v), refused=moving
            )
            self._act(
                other,
                f"{name} {value}: get past the barrier",
                lambda v=value: scene.pass_barrier(key, v),
                refused=passing,
            )

    def _weapon_entries(self, menu: QMenu, state: ChaseState, key: int) -> None:
        """Shots at a vehicle's tyres, reloading and clearing a jam: for one with a sheet while the chase runs."""
        scene, runner, stands = self.scene, state.get(key), choices.standing(state, key)
        if runner.fighter is None or not stands.running:
            return
        shots = choices.tyre_shots(state, key)
        tyres = menu.addMenu(self.tr("Shoot at a Vehicle's Tyres"))
        tyres.setEnabled(bool(shots))
        dead = choices.dead_refusal_for(state, key)
        self._refused(tyres, dead)
        for shot in shots:
            said = with_ampersands(f"{shot.target.label} — {shot.weapon.name}, {shot.yards} yards")
            if shot.most == 1:
                self._act(tyres, said, lambda s=shot: self._shoot_tyre(key, s.target.key, s.weapon.name))
                continue
            several = tyres.addMenu(said)
            for n in range(1, shot.most + 1):
                self._act(
                    several,
                    counted(n, self.tr("shot"), self.tr("shots")),
                    lambda s=shot, n=n: self._shoot_tyre(key, s.target.key, s.weapon.name, n),
                )
        firearms = choices.reloads(runner)
        if firearms:
            loads = menu.addMenu(self.tr("Reload"))
            loads.setEnabled(stands.free)
            self._refused(loads, dead)
            for weapon, held, may in firearms:
                said = with_ampersands(f"{weapon.name} ({held} of {weapon.ammo} loaded)")
                self._act(loads, said, lambda w=weapon.name: scene.reload(key, w), may)
        if choices.jammed(runner):
            self._act(menu, self.tr("Clear the Jammed Weapon"), lambda: scene.clear_jam(key), stands.free)

    def _seat_entries(self, menu: QMenu, state: ChaseState, key: int) -> None:
        """A passenger navigating, ending the move, a fight at their location, and getting in or out of a vehicle."""
        scene, runner, stands = self.scene, state.get(key), choices.standing(state, key)
        if runner.in_vehicle:
            navigate = menu.addMenu(self.tr("A Passenger Navigates (Spot Hidden or Navigate)"))
            navigate.setEnabled(stands.running)
            for rider, skill in boarding.navigators(state, key):
                said = with_ampersands(f"{rider.name} ({skill})")
                self._act(navigate, said, lambda n=rider.name, v=skill: scene.navigate(key, v, n))
            self._act(
                navigate,
                self.tr("Someone else (skill typed)…"),
                lambda: scene.navigate(key, self.ask_number(self.tr("The navigator's Spot Hidden or Navigate"), 50)),
            )
        if not runner.aboard:
            ending = boarding.refusal(state, key, boarding.END_MOVE) if stands.running else ""
            said = self.tr("End Their Move (the next in DEX order moves)")
            self._act(menu, said, lambda: scene.end_move(key), stands.free, ending)
        if stands.running:
            self._act(
                menu,
                self.tr("Start a Fight with Those at Location {}").format(runner.location),
                lambda: self.session.fight_from_chase(runner.location),
                stands.free,
                choices.dead_refusal_for(state, key),
            )
        if runner.aboard:
            said = self.tr("Get Out (a fresh speed roll)")
            self._act(menu, said, lambda: scene.alight(key), not runner.out, choices.dead_refusal_for(state, key))
        elif not runner.in_vehicle:
            ride = menu.addMenu(self.tr("Ride in"))
            rides = boarding.rides_for(state, key)  # their own side's: a captive is caught, not a passenger
            ride.setEnabled(bool(rides))
            self._refused(ride, choices.dead_refusal_for(state, key))
            for vehicle in rides:
                said = driven_by(vehicle)
                self._act(ride, with_ampersands(said[:1].upper() + said[1:]), lambda v=vehicle.key: scene.board(key, v))

    def _harm_entries(self, menu: QMenu, state: ChaseState, key: int) -> None:
        """Other damage to a person; a collision, the wreck's fate and the crash of an undrivable one to a vehicle."""
        scene, runner = self.scene, state.get(key)
        hurt = menu.addMenu(self.tr("Hurt (other damage)"))
        hurt.setEnabled(runner.fighter is not None)
        self._refused(hurt, hurt_refusal(state, key))
        for row in other_damage_table():
            said = f"{row.severity}: {row.dice}"
            self._act(hurt, said, lambda d=row.dice, s=row.severity: scene.hurt(key, d, s.lower()))
        self._act(hurt, self.tr("Typed dice…"), lambda: scene.hurt(key, self.ask_text(self.tr("Damage dice"), "1D6")))
        if runner.wreck and not runner.in_vehicle:  # thrown clear: the wreck's fate was rolled, greyed with why
            wreck = wreck_refusal(state, key)
            self._act(menu, self.tr("The Wreck: Luck for Everyone in It"), lambda: scene.wreck_fate(key), refused=wreck)
        if not runner.in_vehicle:
            return
        crash = menu.addMenu(self.tr("Vehicle Collision"))
        for collision in vehicle_tables()[1]:
            said = f"{collision.severity}: {collision.damage} Build"
            self._act(crash, said, lambda s=collision.severity: scene.collide(key, s))
        wreck = wreck_refusal(state, key)
        self._act(menu, self.tr("The Wreck: Luck for Everyone in It"), lambda: scene.wreck_fate(key), refused=wreck)
        crashing = crash_refusal(state, key)
        said = self.tr("Undrivable: Crash, 1D10 to Each Occupant")
        self._act(menu, said, lambda: scene.crash(key), refused=crashing)

    def _switch_entries(self, menu: QMenu, state: ChaseState, key: int) -> None:
        """Switching to on foot or to another vehicle of the charts, with a fresh speed roll."""
        switch = menu.addMenu(self.tr("Switch (a fresh speed roll)"))
        switch.setEnabled(choices.standing(state, key).running)
        self._refused(switch, choices.dead_refusal_for(state, key))
        for name in choices.switches(state.get(key)):
            self._act(switch, name or self.tr("On foot"), lambda n=name: self.scene.switch(key, n, self._twenties(n)))

    def _twenties(self, vehicle: str) -> bool:
        """A vehicle switched to is a 1920s one when the Add form says so (on foot, "", is no vehicle at all)."""
        return bool(vehicle) and self.ui.twentiesCheck.isChecked()

    def _leaving_entries(self, menu: QMenu, state: ChaseState, key: int) -> None:
        """Out of the chase and back, splitting off with those selected, closing this chase, leaving the set-up."""
        scene = self.scene
        out = menu.addMenu(self.tr("Out of the Chase"))
        out.setEnabled(bool(state.round))
        for reason, applies in choices.out_choices(state.get(key)):
            said = reason.capitalize() if reason else self.tr("Back in the chase")
            self._act(out, said, lambda r=reason: scene.set_out(key, r), applies)
        group = sorted(set(self.selected_keys()) | {key})
        names = with_ampersands(", ".join(state.get(k).name for k in group))
        split = menu.addAction(
            self.tr("Split Off Into a Chase of Their Own ({})…").format(names), lambda: self.split_off(group)
        )
        split.setEnabled(bool(state.round))
        if state.others:
            self._act(menu, self.tr("Close This Chase (the others go on)"), scene.close_chase)
        self._act(menu, self.tr("Remove from the Set-up"), lambda: scene.remove(key), not state.round)
        hidden = state.get(key).hidden
        self._act(
            menu,
            self.tr("Reveal to the Players") if hidden else self.tr("Hide from the Players"),
            lambda: scene.set_hidden(key, not hidden),
        )

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
