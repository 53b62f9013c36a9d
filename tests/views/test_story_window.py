"""An investigator's story on the Roster: Story… opens their timeline with the SAN chart beside it, following the
character picked and each operation that touches them."""

from PySide6.QtCore import Qt

from tests.models.scripted_evening import play_evening


def test_story_shows_the_selected_investigators_timeline_and_san_chart_and_follows(window, qtbot):
    ids = play_evening(window.session)["ids"]
    roster = window.tab("Roster")
    roster.select(ids["Harriet Crane"])
    qtbot.mouseClick(roster.ui.storyButton, Qt.MouseButton.LeftButton)
    story = roster.story_window
    assert story.isVisible() and story.windowTitle() == "Harriet Crane's story"
    kinds = {story.model.index(r, 2).data() for r in range(story.model.rowCount())}
    assert {"Session", "SAN", "Insanity", "Skill"} <= kinds
    assert story.chart.points == story.model.sanity and len(story.chart.points) >= 2
    story.kinds.setCurrentIndex(story.kinds.findData("SAN"))
    assert {story.proxy.index(r, 2).data() for r in range(story.proxy.rowCount())} == {"SAN"}
    roster.select(ids["Walt Brennan"])
    assert story.windowTitle() == "Walt Brennan's story"
    before = story.model.rowCount()
    window.session.set_tracker(ids["Walt Brennan"], "hp", 3, "fell through the jetty")
    assert story.model.rowCount() == before + 1


def test_story_button_is_greyed_without_a_character(window):
    roster = window.tab("Roster")
    roster.ui.table.clearSelection()
    assert not roster.ui.storyButton.isEnabled()
