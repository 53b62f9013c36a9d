"""The Chase tab's menus: everything one participant can do or suffer, and a location drawn by hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QInputDialog, QMenu

from desktop.models.chase.chase_scene import KEY_ROLE, vehicles
from desktop.models.typed_text import as_typed, with_ampersands
from desktop.rules.chase import boarding as boarding
from desktop.rules.chase import fighting as harm
from desktop.rules.chase.chase_state import OUT_REASONS, Location, Runner, driven_by
from desktop.rules.chase.movement import vehicle_tables
from desktop.rules.checks import Difficulty
from desktop.rules.combat.fight import JAMMED
from desktop.rules.combat.firearms import shots_per_round
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

    def token_menu(self, key: int) -> QMenu:  # noqa: C901 (31: its rules move to the chase rules, issue 21)
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
