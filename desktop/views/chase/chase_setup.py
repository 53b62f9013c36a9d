"""The Chase tab's Add form: who joins the chase (roster, bestiary or typed in), on foot, driving or riding along."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QInputDialog

from desktop.models.chase.chase_scene import ChaseScene
from desktop.models.typed_text import with_ampersands
from desktop.rules.chase.boarding import seats
from desktop.rules.chase.chase_state import ChaseState, Runner, whose_vehicle
from desktop.rules.chase.setup import join_place
from desktop.views.chase.chase_dialogs import TypedParticipant
from desktop.views.common.look import REFUSALS
from desktop.views.common.pickers import SEPARATOR

TYPED = -1
BESTIARY = "bestiary:"


class ChaseSetUp:
    """The Add form's part of the Chase tab (mixed into ChaseTab, whose ui, scene, session and _do it uses)."""

    def _fill_who(self) -> None:
        """Who may join: the roster's characters (the session's list), someone typed in, the bestiary."""
        from desktop.store.campaign_bestiary import all_creature_names

        creatures = [(self.tr("Bestiary: {}").format(name), BESTIARY + name) for name in all_creature_names()]
        self.who_picker.set_after([SEPARATOR, (self.tr("Someone typed in…"), TYPED), *creatures])

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
        for place, vehicle in enumerate(
            seats(state) if state else (), start=1
        ):  # next to On foot, not below the charts' 27 vehicles
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
            self._do(lambda: self.scene.add_passenger(made, ride, ui.copiesSpin.value()))
            return
        state = self.scene.state
        location = None
        if state is not None and state.round:  # a latecomer: where the rules would place them, or where the Keeper says
            location = self.ask_join_location(*join_place(state, made.side))
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
