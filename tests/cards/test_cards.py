"""The cards: nothing overflows its box on any paper or layout, the PDF has the pages and the words it should with
its fonts embedded, user text is escaped, long cards continue with their table headers."""

import io
import math

import pypdf
import pytest

from desktop.cards import campaign_cards, from_campaign
from desktop.cards.card import Card, Table, Text, blocks_html, markup
from desktop.cards.layout import INDEX, SHEET, Layout
from desktop.cards.paint import pdf_bytes
from desktop.cards.reference import reference_deck
from desktop.cards.render import fit, plan
from desktop.rules.chase.chase_state import FLEEING, PURSUING, ChaseState, Runner
from desktop.rules.chase.setup import add_runner, cut_to_the_chase
from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill


def pdf_text(data: bytes) -> tuple[int, str]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    return len(reader.pages), "\n".join(page.extract_text() for page in reader.pages)


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.slow
def test_the_deck_as_pdf_has_its_pages_its_words_and_its_fonts_embedded(qapp):
    deck = reference_deck()
    data, pages = pdf_bytes(deck, Layout(SHEET, "A4"))
    count, text = pdf_text(data)
    assert count == pages == math.ceil(len(plan(deck, Layout())) / 4)
    flat = words(text)
    for card in deck:
        assert card.title.split(" (")[0] in flat, card.title
    assert "100 always; 96–99 as well when the value needed is under 50." in flat
    assert "Large sandbag 20" in flat and "Road kill 5D10" in flat  # tables from the data files
    reader = pypdf.PdfReader(io.BytesIO(data))
    fonts = reader.pages[0]["/Resources"]["/Font"]
    for font in fonts.values():
        descriptor = font.get_object()["/DescendantFonts"][0].get_object()["/FontDescriptor"]
        assert "/FontFile2" in descriptor and "DejaVuSans" in str(font.get_object()["/BaseFont"])
    one_each, index_pages = pdf_bytes(deck, Layout(INDEX, landscape=True))
    assert (
        len(pypdf.PdfReader(io.BytesIO(one_each)).pages)
        == index_pages
        == len(plan(deck, Layout(INDEX, landscape=True)))
    )


def test_user_text_is_escaped_and_prints_as_typed(qapp):
    sheet = CharacterSheet(
        name="<b>Ada</b> & Co", occupation="Lawyer <i>", notes="<script>x</script>", skills=(Skill("Library Use", 60),)
    )
    card = campaign_cards.investigator_card(sheet)
    html = blocks_html(card.blocks, 9)
    assert "<b>Ada</b>" not in html and "&lt;script&gt;" not in html  # the name is the title, drawn as text
    stats = campaign_cards.stat_card(sheet.__class__(**{**sheet.__dict__, "kind": Kind.NPC}))
    assert "&lt;script&gt;x&lt;/script&gt;" in blocks_html(stats.blocks, 9)
    data, _pages = pdf_bytes([card, stats], Layout())
    flat = words(pdf_text(data)[1])
    assert "<b>Ada</b> & Co" in flat and "<script>x</script>" in flat


def test_the_markup_and_a_long_table_continued_with_its_headers(qapp):
    blocks = markup("**Bold** start & end\n\n- one\n- two")
    assert blocks[0] == Text("<p><b>Bold</b> start &amp; end</p>") and "<li>two</li>" in blocks[1].html
    long = Card(
        "long", "Test", "Many rows", (Table(("Name", "Value"), tuple((f"row {n}", str(n)) for n in range(90))),)
    )
    pieces = fit(long, Layout(INDEX).card_size())
    assert len(pieces) > 1 and all(p.blocks[0].headers == ("Name", "Value") for p in pieces)
    assert sum(len(p.blocks[0].rows) for p in pieces) == 90
    assert [p.title for p in pieces][:2] == [f"Many rows (1 of {len(pieces)})", f"Many rows (2 of {len(pieces)})"]
    assert len({p.font_px for p in pieces}) == 1  # one type for every part


def test_the_campaign_cards_carry_the_campaign(every_card):
    session, cards = every_card
    by_title = {c.title: c for c in cards}
    walt = by_title["Walt Brennan"]
    html = blocks_html(walt.blocks, 9)
    assert "STR" in html and "Fighting (Brawl)" in html and "□" in html
    combat = next(c for c in cards if c.key == "combat_sheet")
    assert combat.title == "Combat tracker — The boathouse" and "Ghoul" in blocks_html(combat.blocks, 9)
    chase = next(c for c in cards if c.key == "chase_sheet")
    assert "Harriet Crane (" in blocks_html(chase.blocks, 9) and chase.note == "round 1"
    assert (
        campaign_cards.chase_sheet(None).title == "Chase sheet"
        and campaign_cards.combat_sheet(None).title == "Combat tracker"
    )
    state = cut_to_the_chase(
        add_runner(
            add_runner(ChaseState("Docks"), Runner(0, "A", FLEEING, 50, 9, 50, 50)).state,
            Runner(0, "B", PURSUING, 50, 9, 50, 50),
        ).state
    ).state
    assert "A (1)" in blocks_html(campaign_cards.chase_sheet(state).blocks, 9)
    with pytest.raises(KeyError):
        from_campaign.make(session, "character:99999")
    with pytest.raises(ValueError, match="Layout"):
        Layout("poster")


def test_on_a_dark_desktop_the_cards_still_print_black_on_white(qapp):
    """Found looking at the Cards tab in dark mode: the body of every card was drawn in the desktop's light text
    colour, grey on white paper, in the preview and the PDF alike (QTextDocument takes the application's palette)."""
    from PySide6.QtGui import QColor, QPalette

    from desktop.cards.paint import page_image, paged

    layout = Layout(SHEET)
    page = paged(plan(reference_deck()[:1], layout), layout)[0]
    before = qapp.palette()
    dark = QPalette(before)
    dark.setColor(QPalette.ColorRole.Text, QColor("#e6e6e6"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#e6e6e6"))
    qapp.setPalette(dark)
    try:
        image = page_image(page, layout, 800)
    finally:
        qapp.setPalette(before)
    body = [  # the card's body, below its title band, in the top left quarter of the sheet
        image.pixelColor(x, y).lightness()
        for x in range(60, image.width() // 2 - 20, 2)
        for y in range(140, image.height() // 2 - 20, 2)
    ]
    assert sum(light < 80 for light in body) > 300  # dark ink, not light grey
