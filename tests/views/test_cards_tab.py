"""The Cards tab through its widgets: pick and order cards, change the paper, save a PDF (or cancel it), print
through the system dialog, and File > Print on other tabs; the tree and list pass the model tester."""

import io

import pypdf
import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import QProgressDialog

from desktop.models.cards.card_choices import KEY_ROLE
from desktop.store import character_rows


def pdf_words(path) -> tuple[int, str]:
    reader = pypdf.PdfReader(io.BytesIO(path.read_bytes()))
    return len(reader.pages), " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def laid_out(qtbot, tab):
    """The preview made afresh, and waited for: it is laid out a few cards at a time between events."""
    tab.refresh_preview()
    qtbot.wait_until(tab.preview_ready)


def tick(tab, title, on=True):
    """Tick (or clear) a card's box in the tree, as a click does."""
    tab.choices.tick(tab.choices.find(title), on)


def is_ticked(tab, title) -> bool:
    return tab.choices.find(title) in tab.choices.ticked()


@pytest.fixture
def printed(monkeypatch, tmp_path):
    """The system print dialog, accepted at once, its printer writing a PDF to look at."""
    target = tmp_path / "printed.pdf"

    def accept(dialog):
        dialog.printer().setOutputFileName(str(target))
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", accept)
    return target


def test_the_tree_and_order_pass_the_model_tester(window, qtmodeltester):
    tab = window.tab("Cards")
    qtmodeltester.check(tab.ui.cardTree.model())
    qtmodeltester.check(tab.ui.orderList.model())


def test_pick_order_paper_and_save_a_pdf(window, qtbot, tmp_path):
    tab = window.tab("Cards")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    ui = tab.ui
    assert ui.orderList.count() == 20 and "20 cards picked" in ui.summaryLabel.text()  # the reference deck
    click(qtbot, ui.noneButton)
    laid_out(qtbot, tab)
    assert ui.orderList.count() == 0 and ui.summaryLabel.text().startswith("0 cards picked, 0 pages")
    tick(tab, "Melee combat")
    qtbot.wait_until(lambda: not tab._resync.isActive())
    laid_out(qtbot, tab)
    assert ui.summaryLabel.text().startswith("1 card picked, 1 page — ")  # before: "1 card(s) picked, 1 page(s)"
    tick(tab, "Melee combat", False)
    qtbot.wait_until(lambda: not tab._resync.isActive())
    for title in ("Melee combat", "Walt Brennan", "Combat tracker"):
        tick(tab, title)
        qtbot.wait_until(lambda: not tab._resync.isActive())  # the order follows each tick, once it is over
    assert [ui.orderList.item(i).text() for i in range(3)] == ["Melee combat", "Walt Brennan", "Combat tracker"]
    ui.orderList.setCurrentRow(1)
    click(qtbot, ui.upButton)
    assert tab.order()[0].startswith("character:")
    ui.layoutCombo.setCurrentIndex(ui.layoutCombo.findData("index"))
    ui.orientationCombo.setCurrentIndex(1)
    laid_out(qtbot, tab)
    assert not ui.paperCombo.isEnabled() and "index card, landscape" in ui.summaryLabel.text()
    assert tab.pages >= 3  # one card a page, and Walt's card continues
    target = tmp_path / "cards"
    tab.ask_pdf_path = lambda: str(target)
    assert tab.save_pdf() == tab.pages
    pages, text = pdf_words(tmp_path / "cards.pdf")
    assert pages == tab.pages and text.index("Walt Brennan") < text.index("Melee combat") < text.index("Combat tracker")
    assert window.settings.value("cards/layout") == "index"


def test_a_cancelled_save_leaves_no_file_and_bad_places_are_named(window, qtbot, tmp_path, monkeypatch):
    tab = window.tab("Cards")
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    tab.ask_pdf_path = lambda: str(tmp_path / "gone.pdf")
    assert tab.save_pdf() == 0 and not (tmp_path / "gone.pdf").exists()
    assert "cancelled" in tab.ui.messageLabel.text()
    monkeypatch.undo()
    tab.ask_pdf_path = lambda: str(tmp_path / "no" / "such" / "folder" / "x.pdf")
    assert tab.save_pdf() == 0 and "could not be written" in tab.ui.messageLabel.text()
    click(qtbot, tab.ui.noneButton)
    assert tab.save_pdf() == 0 and "Tick at least one card" in tab.ui.messageLabel.text()


def test_print_goes_through_the_system_dialog(window, qtbot, printed):
    tab = window.tab("Cards")
    click(qtbot, tab.ui.noneButton)
    tick(tab, "Armour")
    assert tab.print_selected() == 1
    pages, text = pdf_words(printed)
    assert pages == 1 and "Large sandbag" in text


def test_file_print_prints_the_current_tabs_card(window, qtbot, printed):
    roster_tab = window.tab("Roster")
    window.ui.tabs.setCurrentWidget(roster_tab.parentWidget())
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    roster_tab.select(walt)
    window.ui.actionPrint.trigger()
    pages, text = pdf_words(printed)
    assert pages >= 1 and "Walt Brennan" in text and "Dock worker" not in text.split("Walt Brennan")[0]
    assert window.ui.actionPrint.shortcut().toString() == "Ctrl+P"
    combat = window.tab("Combat")
    window.ui.tabs.setCurrentWidget(combat.parentWidget())
    assert window.print_current() == 1 and "Combat tracker" in pdf_words(printed)[1]


def test_a_renamed_character_shows_in_the_tree_with_the_ticks_kept(window):
    tab = window.tab("Cards")
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    tick(tab, "Walt Brennan")
    sheet = window.session.sheet(walt)
    window.session.update_character(walt, sheet.__class__(**{**sheet.__dict__, "name": "Walter Brennan"}), sheet)
    assert is_ticked(tab, "Walter Brennan")
    assert f"character:{walt}" in tab.order()


def test_a_closed_campaign_leaves_no_preview_painting(window, qtbot):
    """Closing the window (or the campaign) stops the tab: a preview update still pending then would read a file
    that is no longer open."""
    from desktop.models.opening import release

    tab = window.tab("Cards")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    tick(tab, "Walt Brennan")  # the preview settles 150 ms later
    window.close()
    release()
    qtbot.wait(400)  # an exception in the event loop fails the test
    laid_out(qtbot, tab)
    assert tab.pages == 0


def test_the_preview_shows_every_page_as_printed_and_makes_no_printer(window, qtbot):
    """The preview paints the cards' own renderer onto images: as many pages as the PDF gets, ink on each, and no
    printer made (a printer loads the system's print plugin, which reaches for the network) until Print."""
    from desktop.cards.paint import pdf_bytes

    tab = window.tab("Cards")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(1300, 900)
    laid_out(qtbot, tab)
    assert tab.printer is None
    sheets = tab.preview.sheets
    assert len(sheets.pages) == tab.pages == pdf_bytes(tab.cards(), tab.layout())[1] == 6
    assert 0 < sheets.page_rect(0).height() <= tab.preview.viewport().height()  # a whole page in view
    tab.preview.verticalScrollBar().setValue(0)
    shot = sheets.grab().toImage()
    for number in range(2):  # the first pages: white paper with dark type on it
        rect = sheets.page_rect(number)
        inked = sum(
            shot.pixelColor(x, y).lightness() < 100
            for x in range(rect.left() + 5, rect.right() - 5, 3)
            for y in range(rect.top() + 5, min(rect.bottom(), shot.height()) - 5, 3)
        )
        assert shot.pixelColor(rect.left() + 3, rect.top() + 3).lightness() > 240 and inked > 200, number


def test_file_print_on_the_chase_tab_prints_the_chase_sheet_on_a_whole_page(window, printed):
    """Whatever the Cards tab's layout (four a sheet here), the chase sheet takes its page: its deck name sits at the
    page's right edge, not at a quarter card's; Mae rides in Walt's car on it."""
    from desktop.models.chase.chase_scene import ChaseScene
    from desktop.rules.chase.chase_state import FLEEING, PURSUING

    session = window.session
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    chase = session.scene(ChaseScene)
    for name, side, vehicle in (
        ("Walt Brennan", FLEEING, "Car, standard"),
        ("Dr. Mae Okafor", FLEEING, ""),
        ("Ghoul", PURSUING, ""),
        ("Sheriff Amos Pike", PURSUING, "Car, standard"),
    ):
        chase.add(chase.runner_from_sheet(ids[name], session.sheet(ids[name]), side, vehicle))
    keys = {r.name: r.key for r in chase.state.runners}
    chase.board(keys["Dr. Mae Okafor"], keys["Walt Brennan"])
    chase.cut_to_the_chase(12)
    page = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(page.parentWidget())
    assert window.print_current() == 1
    reader = pypdf.PdfReader(io.BytesIO(printed.read_bytes()))
    places = []

    def where(text, cm, tm, _font, _size):
        if text.strip():
            places.append((text.strip(), tm[4] * cm[0] + tm[5] * cm[2] + cm[4]))

    text = " ".join(reader.pages[0].extract_text(visitor_text=where).split())
    width = float(reader.pages[0].mediabox.width)
    assert len(reader.pages) == 1 and any(t == "Sheets" and x > width * 0.75 for t, x in places), places[:3]
    assert "Car, standard: Walt Brennan" in text and "with Dr. Mae Okafor" in text and "(passenger)" in text
    window.settings.setValue("cards/layout", "index")  # cards on index cards: the sheet still takes an A4 page
    assert window.print_current() == 1
    box = pypdf.PdfReader(io.BytesIO(printed.read_bytes())).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842)


def test_ticking_every_card_of_a_big_campaign_follows_once_and_previews_its_start(
    qtbot, data_home, tmp_path, monkeypatch
):
    """Before: All on a campaign of 10,000 characters froze the window for over 20 minutes: every card's tick
    rebuilt the whole order list, and the preview made every card of the deck."""
    from PySide6.QtCore import QSettings

    from benchmarks.big_campaign import build
    from desktop.cards import from_campaign
    from desktop.models.opening import open_for_window
    from desktop.views.cards import cards_tab
    from desktop.views.window.main_window import MainWindow

    open_for_window(build(tmp_path / "big.kdesk", characters=300, journal_rows=10))
    window = MainWindow(QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat))
    window.show_campaign()
    qtbot.addWidget(window)
    tab = window.tab("Cards")
    made, syncs = [], []
    real_make, real_sync = from_campaign.make, tab._sync_order
    monkeypatch.setattr(from_campaign, "make", lambda session, key: made.append(key) or real_make(session, key))
    monkeypatch.setattr(tab, "_sync_order", lambda: syncs.append(1) or real_sync())
    click(qtbot, tab.ui.allButton)
    laid_out(qtbot, tab)
    assert len(tab.order()) > 300 and len(syncs) == 1
    assert len(made) <= cards_tab.PREVIEW_CARDS
    assert "the preview shows the first 48" in tab.ui.summaryLabel.text() and "3" in tab.ui.summaryLabel.text()


def test_with_all_ticked_each_card_prints_once(window, qtbot):
    """Before: "Skill values at a glance" was listed under Rules and again under Sheets, and printed twice."""
    tab = window.tab("Cards")
    click(qtbot, tab.ui.allButton)
    cards = tab.cards()
    assert [card.title for card in cards].count("Skill values at a glance") == 1
    assert len({card.key for card in cards}) == len(cards)  # no card twice (a roster Ghoul and the bestiary's differ)


def test_file_print_from_combat_gives_the_round_and_each_fighters_state(window, qtbot, printed):
    """Before: the tracker read "Round ____" in round 1 and had no column for how each fighter stood."""
    from desktop.models.combat.fight_scene import Encounter
    from desktop.rules.scene import Condition

    ids = {r.name: r.id for r in character_rows.roster_rows()}
    window.session.set_condition(ids["Walt Brennan"], Condition.MAJOR_WOUND, True)
    combat = window.tab("Combat")
    fight = window.session.scene(Encounter)
    fight.start("Print test")
    for name in ("Walt Brennan", "Ghoul"):
        fight.add_from_roster(ids[name])
    window.ui.tabs.setCurrentWidget(combat.parentWidget())
    assert window.print_current() == 1
    _pages, text = pdf_words(printed)
    assert "Round 1" in text and "Round ____" not in text
    assert "State" in text and "Major wound" in text and "Fighting" in text


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_with_all_ticked_the_long_summary_wraps_and_both_buttons_stay_in_the_window(window, qtbot, size):
    """Found playing at 1280×800: All made the summary ("58 cards picked — the preview shows the first 48 …") one
    long line that widened the right side; Save PDF… was pushed off the window and the card names were cut."""
    tab = window.tab("Cards")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(*size)
    qtbot.wait(10)
    tree = tab.ui.cardTree.width()
    click(qtbot, tab.ui.allButton)
    laid_out(qtbot, tab)
    qtbot.wait(10)
    assert "the preview shows the first 48" in tab.ui.summaryLabel.text()
    assert (window.width(), window.height()) == size and window.minimumSizeHint().width() <= size[0]
    for button in (tab.ui.printButton, tab.ui.pdfButton):
        right = button.mapTo(window, button.rect().bottomRight())
        assert button.isVisible() and button.width() >= button.minimumSizeHint().width(), button.text()
        assert 0 < right.x() < window.width() and 0 < right.y() < window.height(), button.text()
    assert tab.ui.cardTree.width() == tree  # the names on the left keep their room
    label = tab.ui.summaryLabel
    assert label.geometry().right() < tab.ui.printButton.geometry().left()
    assert label.height() > label.fontMetrics().height()  # it wraps onto a second line


def test_saving_makes_each_card_under_the_progress_dialog_and_a_cancel_stops_the_making(
    window, qtbot, tmp_path, monkeypatch
):
    """Found playing: Save PDF of all 10,049 cards of a big campaign froze the window for minutes with no dialog
    (every card was made and fitted before the progress dialog had anything to show). Now each card is made and
    fitted under it, and Cancel stops the making there, with no file left."""
    from desktop.cards import from_campaign

    tab = window.tab("Cards")
    click(qtbot, tab.ui.allButton)
    total = len(tab.order())
    made, asked = [], []
    real_make = from_campaign.make
    monkeypatch.setattr(from_campaign, "make", lambda session, key: made.append(key) or real_make(session, key))
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: asked.append(len(made)) or len(made) >= 5)
    tab.ask_pdf_path = lambda: str(tmp_path / "all.pdf")
    assert tab.save_pdf() == 0 and not (tmp_path / "all.pdf").exists()
    assert asked[0] == 1 and len(made) == 5 < total  # asked after the first card, stopped at the fifth
    assert "cancelled" in tab.ui.messageLabel.text()


def test_a_card_of_wide_tables_is_fitted_over_several_passes_of_the_event_loop(window, qtbot, monkeypatch):
    """Before: a slice of the preview fitted whole cards, so the Vehicles card (two wide tables, some 25 text layouts)
    held the window for 140 ms on the benchmark's big campaign. Now a slice whose time is up stops before its next
    text layout, and the card's fitting goes on in the next slice, to the same pieces."""
    from PySide6.QtWidgets import QApplication

    from desktop.cards import render
    from desktop.cards.paint import paged
    from desktop.views.cards import cards_tab

    tab = window.tab("Cards")  # not in front: its preview is fitted, not painted
    qtbot.wait_until(tab.preview_ready)
    tab._tick_all(False)
    tick(tab, "Vehicles")
    laid, real = [0], render.document

    def document(*args, **kwargs):
        made = real(*args, **kwargs)
        laid[0] += 1
        return made

    monkeypatch.setattr(render, "document", document)
    monkeypatch.setattr(cards_tab, "PREVIEW_SLICE", 0.0)  # each slice's time is up as soon as it starts
    qtbot.wait(20)  # whatever else was to paint has painted
    render.forget()
    tab.refresh_preview()
    passes = []
    while not tab.preview_ready() and len(passes) < 200:
        before = laid[0]
        QApplication.processEvents()
        passes.append(laid[0] - before)
    assert tab.preview_ready() and len(passes) > 5 and max(passes) == 1, passes
    assert tab.preview.sheets.pages == paged(render.plan(tab.cards(), tab.layout()), tab.layout())


def test_the_preview_draws_a_page_once_while_the_deck_fills_it(window, qtbot, monkeypatch):
    """Before: each time the preview gained a page, every page in view was drawn again, its cards laid out afresh
    (15-40 ms in a pass of the event loop on the benchmark's big campaign). A page the same as drawn is kept."""
    from desktop.cards import render
    from desktop.views.cards import card_preview, cards_tab

    drawn, real = [], card_preview.page_image

    def page_image(page, layout, width, ratio=1.0):
        drawn.append((tuple(piece.title for piece in page), width, ratio))
        return real(page, layout, width, ratio)

    monkeypatch.setattr(card_preview, "page_image", page_image)
    monkeypatch.setattr(cards_tab, "PREVIEW_SLICE", 0.0)  # a text a slice: the pages fill one after another
    tab = window.tab("Cards")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    qtbot.wait_until(tab.preview_ready)
    render.forget()
    drawn.clear()
    tab.refresh_preview()
    qtbot.wait_until(tab.preview_ready, timeout=20_000)
    qtbot.wait(50)  # the last paint
    assert tab.pages > 3 and drawn
    assert len(drawn) == len(set(drawn)), drawn


def test_the_characters_of_a_big_campaign_are_listed_without_an_object_for_each(qtbot, data_home, tmp_path):
    """Before: the tab made an entry and a place for each of 10,000 characters when first shown, and so many new
    objects set off a full garbage collection of the whole session (some 60 ms on the benchmark's campaign). Now
    each deck of characters reads the pickers' list, and a card is made an entry when the tree shows it."""
    import gc

    from benchmarks.big_campaign import build
    from desktop.models.opening import open_for_window
    from desktop.models.session import CampaignSession
    from desktop.views.cards.cards_tab import CardsTab

    open_for_window(build(tmp_path / "big.kdesk", characters=2_000, journal_rows=10))
    session = CampaignSession()
    session.people.rows()  # the pickers' list, read once for every tab
    CardsTab(session).deleteLater()  # the modules loaded, the deck's cards made once
    gc.collect()
    before = len(gc.get_objects())
    tab = CardsTab(session)
    qtbot.addWidget(tab)
    made = len(gc.get_objects()) - before
    assert made < 500, made  # widgets and the reference cards' entries, none per character
    decks = [tab.choices.index(row, 0).data() for row in range(tab.choices.rowCount())]
    investigators = tab.choices.index(decks.index("Investigators"), 0)
    rows = tab.choices.rowCount(investigators)
    assert rows > 600 and tab.choices.index(rows - 1, 0, investigators).data(KEY_ROLE).startswith("character:")
    tab._tick_all(True)
    assert len(tab.order()) == len(tab.choices.entries()) > 2_000
