"""An investigator's story, beside the Roster: their timeline from the journal — SAN, HP, skills, tomes, spells,
insanities, the sessions they played — filtered by kind, with their SAN chart beside it. It follows the character
picked on the Roster, and what each operation changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QSplitter, QTableView, QVBoxLayout, QWidget

from desktop.models.roster.story_model import StoryFilter, StoryModel
from desktop.rules.roster.story import CONDITION, HP, INSANITY, MYTHOS, SANITY, SESSION, SKILL, SPELL, TOME
from desktop.views.common.look import read_only_table
from desktop.views.sanity.san_chart_widget import SanityChart

if TYPE_CHECKING:
    from desktop.models.changes import Changes
    from desktop.models.session import CampaignSession

KIND_CHOICES = (
    ("Everything", ""),
    ("SAN", SANITY),
    ("HP", HP),
    ("Skills", SKILL),
    ("Tomes", TOME),
    ("Spells", SPELL),
    ("Insanities", INSANITY),
    ("Cthulhu Mythos", MYTHOS),
    ("Conditions and trackers", CONDITION),
    ("Sessions played", SESSION),
)


class StoryWindow(QDialog):
    """One character's story and SAN chart (`show_character`), in a window of its own beside the main one."""

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("An investigator's story"))
        self.model = StoryModel(self)
        self.proxy = StoryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.heading = QLabel(self)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.kinds = QComboBox(self)
        self.kinds.setAccessibleName(self.tr("Show moments of one kind"))
        for label, kind in KIND_CHOICES:
            self.kinds.addItem(self.tr(label), kind)
        self.table = QTableView(self)
        self.table.setAccessibleName(self.tr("The story, oldest first"))
        read_only_table(self.table, self.proxy, {0: 86, 1: 170, 2: 64, 3: 230})
        self.table.setWordWrap(False)
        self.chart = SanityChart(self)
        self.chart.setMinimumWidth(280)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.kinds)
        left = QWidget(self)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(top)
        column.addWidget(self.table, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.chart)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        self.resize(1240, 560)
        self.splitter.setSizes([820, 380])
        self.kinds.currentIndexChanged.connect(lambda: self.proxy.set_kind(self.kinds.currentData()))
        session.changed.connect(self._changed)

    def show_character(self, character_id: int | None) -> None:
        """Read this character's story afresh (None: nobody picked)."""
        self.model.show(character_id)
        name = self.model.name
        if not name:
            self.heading.setText(self.tr("Pick a character on the Roster to read their story."))
            self.chart.show_history("", [])
            return
        moments = self.model.rowCount()
        self.heading.setText(
            self.tr("{name}: {n} moments in the journal").format(name=name, n=f"{moments:,}")
            if moments
            else self.tr("{}: nothing journalled yet").format(name)
        )
        self.setWindowTitle(self.tr("{}'s story").format(name))
        self.chart.show_history(self.tr("{}: SAN (solid) and max SAN (dashed)").format(name), self.model.sanity)
        if moments:
            self.table.scrollToBottom()

    def _changed(self, changes: Changes) -> None:
        if (
            self.isVisible()
            and self.model.character_id is not None
            and changes.touches_character(self.model.character_id)
        ):
            self.show_character(self.model.character_id)
