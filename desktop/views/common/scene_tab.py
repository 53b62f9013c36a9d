"""What the tabs that run a scene share: a title, a line for refusals and a story of the last step, kept true
across undo and redo, and one way to run an operation that says why when the rules or the file refuse it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QUndoCommand

from desktop.models.session import CampaignSession
from desktop.rules.scene import Outcome
from desktop.views.common.look import REFUSALS, elastic, emphasize, set_tone
from desktop.views.common.tab import Tab

STORY_LINES = 8  # the story shows this many of a step's lines; the log beneath holds every one


def story_of(outcome: Outcome, joined_by: str = "\n", most: int = STORY_LINES) -> str:
    """The story of a step as the tab shows it above its log: its first lines, and how many more the log holds (a
    Sanity roll for a thousand investigators grew the window to 15,000 pixels high)."""
    lines = outcome.lines or (outcome.what,)
    if len(lines) <= most:
        return joined_by.join(lines)
    more = len(lines) - most
    rest = QCoreApplication.translate("SceneTab", "… and {} more: the log below has every line").format(more)
    return joined_by.join(lines[:most]) + joined_by + rest


class SceneTab(Tab):
    """A tab whose form has `titleLabel` (in its `headerRow`), `messageLabel` and `storyLabel`; call `setup_story()`
    after `setupUi`."""

    session: CampaignSession
    story_joined_by = "\n"  # the lines of a step's story: a line each, or one line (the Combat tab's "; ")

    def setup_story(self) -> None:
        ui = self.ui
        emphasize(ui.titleLabel, 1.4, QFont.Weight.Bold)
        emphasize(ui.messageLabel)
        set_tone(ui.messageLabel, "bad")
        for label in (ui.titleLabel, ui.messageLabel, ui.storyLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)
            elastic(label)
        # An elastic title takes the header's room (it was squeezed to nothing beside the spacer and wrapped a
        # character a line: a tall blank band over the tab).
        ui.headerRow.setStretchFactor(ui.titleLabel, 1)
        self._story_step: QUndoCommand | None = None  # the undo step whose story storyLabel tells
        # A bound method, not a lambda: Qt drops it when the tab goes, and the session outlives it.
        self.session.undo_stack.indexChanged.connect(self._undo_moved)

    def _undo_moved(self, index: int) -> None:
        """A step done, undone or redone: a story or refusal shown is about a step no longer (or not yet) in force."""
        self.ui.messageLabel.clear()
        # At 0 the stack may be going (it is cleared as it is destroyed): nothing to ask it.
        if (self.session.undo_stack.last_step() if index > 0 else None) is not self._story_step:
            self.ui.storyLabel.clear()

    def end_after_summary(self, title: str, question: str, summary: Callable[[object], list[str]]) -> None:
        """End the scene once the Keeper has read what it leaves behind (`summary` of its state) and pressed `title`;
        Cancel keeps it as it was, and a refusal of the file is said in the message line."""
        from desktop.views.common.confirm import confirm_step

        state = self.scene.state
        if state is not None and confirm_step(self, title, question, summary(state), title):
            self._do(self.scene.end)

    def _do(self, action: Callable[[], Outcome | None]) -> Outcome | None:
        """Run one operation: its refusal in the message line (and no story beside it), or its story (and nothing
        refused)."""
        try:
            outcome = action()
        except REFUSALS as exc:
            self.ui.messageLabel.setText(str(exc))
            self.ui.storyLabel.clear()  # the last step's story is not what this refusal tells
            return None
        self.ui.messageLabel.clear()
        if isinstance(outcome, Outcome):
            self.ui.storyLabel.setText(story_of(outcome, self.story_joined_by))
            self._story_step = self.session.undo_stack.last_step()
        return outcome
