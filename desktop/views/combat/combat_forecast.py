"""The Combat tab's forecast: the fight simulated many times off the GUI thread, the chances shown as a table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from desktop.rules.combat.fight import Side
from desktop.rules.combat.forecast_result import ROUNDS, ForecastResult
from desktop.views.common.look import REFUSALS, set_tone

if TYPE_CHECKING:
    from desktop.models.combat.fight_scene import Encounter
    from desktop.views.forms.ui_combat_tab import Ui_CombatTab


class ForecastPanel(QObject):
    """The forecast's controls on the Combat tab's form: how many fights, start and cancel, progress, the chances."""

    def __init__(self, ui: Ui_CombatTab, scene: Encounter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ui, self.scene = ui, scene
        ui.forecastProgress.setVisible(False)
        ui.cancelForecastButton.setVisible(False)
        ui.forecastLabel.setWordWrap(False)  # a small table: wrapping would hide its rows in the nested layout
        ui.forecastLabel.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._reserve_room()
        ui.fightsSpin.setMaximumWidth(ui.fightsSpin.fontMetrics().horizontalAdvance("100000") + 48)
        ui.fightsSpin.setGroupSeparatorShown(True)
        ui.forecastButton.clicked.connect(self.forecast)
        ui.cancelForecastButton.clicked.connect(scene.cancel_forecast)
        scene.forecast_progress.connect(ui.forecastProgress.setValue)
        scene.forecast_done.connect(self._forecast_done)
        scene.forecast_cleared.connect(self._forecast_cleared)
        scene.forecast_failed.connect(self._forecast_failed)

    def _reserve_room(self) -> None:
        """The chances' table has its room before there are any: when they come, the fight table above stays put."""
        label = self.ui.forecastLabel
        sample = ForecastResult(100_000, ROUNDS, {side: (1.0,) * len(ROUNDS) for side in Side}, 10.0)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setText(self.result_text(sample))
        label.setMinimumHeight(label.sizeHint().height())
        label.clear()

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
        self.ui.forecastLabel.setText(self.result_text(result))

    def result_text(self, result: ForecastResult) -> str:
        """The chances as a small table, and the expected deaths."""
        rows = "".join(
            f"<tr><td><b>{self.tr(side.label)}</b></td>"
            + "".join(f"<td align='right'>{p:.0%}</td>" for p in chances)
            + "</tr>"
            for side, chances in result.standing.items()
        )
        head = "".join(f"<th>{self.tr('after round {}').format(r)}</th>" for r in result.rounds)
        return (
            f"<table cellspacing='6'><tr><th align='left'>{self.tr('Still standing')}</th>{head}</tr>{rows}</table>"
            + (
                self.tr("Expected investigator deaths: <b>{:.2f}</b> ({:,} fights)").format(
                    result.investigator_deaths, result.fights
                )
            )
        )
