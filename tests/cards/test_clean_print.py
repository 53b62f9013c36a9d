"""Cards that print clean: every word of every card reads back whole from the PDF, every line breaks between words
in every layout, the type never goes below the floor, a card that continues leaves no card nearly empty and no row
alone, a wide table goes on in even column groups, and a word too long for any card is the one thing that breaks."""

import collections
import html
import io
import math
import re

import pypdf
import pytest

from desktop.cards.card import Chart, Table, Text
from desktop.cards.layout import INDEX, SHEET, Layout, every_layout
from desktop.cards.paint import pdf_bytes
from desktop.cards.reference import reference_deck, written_cards
from desktop.cards.render import document, plan

FLOOR = 7  # points: the smallest type a card prints in
_TAG = re.compile(r"<[^>]+>")


def plain(markup: str) -> str:
    """Rich text as the words a reader sees, entities decoded. A tag is a space: the PDF's text starts a new line
    where the type changes ("Regular" bold, then ": at most"), so a change of type is where a word may end."""
    return html.unescape(_TAG.sub(" ", re.sub(r"<style>.*?</style>", "", markup, flags=re.S)))


def source_words(card) -> list[str]:
    """Every word a card holds: title, deck, note, paragraphs, table headers, cells and captions, chart titles."""
    texts = [card.title, card.deck, card.note]
    for block in card.blocks:
        if isinstance(block, Text):
            texts.append(plain(block.html))
        elif isinstance(block, Table):
            texts += [block.caption, *block.headers, *(cell for row in block.rows for cell in row)]
        elif isinstance(block, Chart):
            texts.append(block.title)
    return " ".join(texts).split()


def printed(data: bytes) -> tuple[collections.Counter, list[float]]:
    """The PDF's words (a line may end after a hyphen or a slash, as in print) and the size of every run of type,
    in points."""
    reader = pypdf.PdfReader(io.BytesIO(data))
    sizes: list[float] = []

    def size_of(text, cm, tm, _font, size):
        if text.strip():
            sizes.append(size * math.hypot(tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3]))

    text = "\n".join(page.extract_text(visitor_text=size_of) for page in reader.pages)
    text = re.sub(r"(?<=\S)([-/])[ \t]*\n[ \t]*", r"\1", text)
    return collections.Counter(text.split()), sizes


@pytest.mark.slow
def test_every_word_of_every_card_prints_whole_on_index_cards(every_card):
    """Tables size their columns to their words and wrap between them; the whole card shrinks, to the floor at
    most. Before, narrow cards printed "Ord er", "Necr onom icon", "2D1 0" and "Fighti ng (Bra wl)". The PDF is read
    back for the narrowest card, the index card (reading a PDF back takes seconds: the next test sees every layout's
    line breaks in Qt's own layout, the one the PDF is painted from)."""
    _session, cards = every_card
    wanted = collections.Counter(word for card in cards for word in source_words(card))
    for layout in (Layout(INDEX),):
        data, _pages = pdf_bytes(cards, layout)
        words, sizes = printed(data)
        missing = wanted - words
        assert not missing, (layout.label, sorted(missing)[:30])
        assert min(sizes) >= FLOOR - 0.01, (layout.label, min(sizes))


def lines_break_between_words(piece, label: str) -> None:
    """Every line of a printed card, as Qt lays it out, starts after a space (or a hyphen or a slash)."""
    assert not getattr(piece, "anywhere", False), (label, piece.title)  # the last resort: never ours
    doc = document(tuple(b for b in piece.blocks if not isinstance(b, Chart)), piece.font_px, piece.box.width())
    doc.size()
    block = doc.begin()
    while block.isValid():
        text, lines = block.text(), block.layout()
        for number in range(1, lines.lineCount()):
            start = lines.lineAt(number).textStart()
            assert text[start - 1].isspace() or text[start - 1] in "-/", (
                label,
                piece.title,
                text[max(0, start - 12) : start] + "|" + text[start : start + 12],
            )
        block = block.next()


def continues_evenly(piece, label: str) -> None:
    """A card that goes on to another is never nearly empty, and none holds one row of a table alone."""
    if piece.parts > 1:
        assert piece.height >= piece.box.height() / 3, (label, piece.title, piece.height)
        for table in (b for b in piece.blocks if isinstance(b, Table)):
            whole = [b for b in piece.card.blocks if isinstance(b, Table) and set(table.headers) <= set(b.headers)]
            assert len(table.rows) >= 2 or min(len(b.rows) for b in whole) < 2, (label, piece.title)


@pytest.mark.slow
def test_every_card_in_every_layout_fits_breaks_between_words_and_continues_evenly(every_card):
    """Planned once per layout (it takes seconds): nothing overflows its box, every line breaks between words, and
    a card that continues is cut evenly. On Letter an investigator card went on to a second card holding only its
    SAN chart, 80% empty."""
    _session, cards = every_card
    assert len(cards) >= len(reference_deck()) + 8 + 4
    for piece in plan([c for c in cards if c.deck == "Investigators"], Layout(SHEET, "Letter")):
        assert piece.height >= piece.box.height() / 3, (piece.title, piece.height)
    for layout in every_layout():
        for piece in plan(cards, layout):
            assert piece.height <= piece.box.height(), (layout.label, piece.title, piece.height)
            assert piece.width <= piece.box.width(), (layout.label, piece.title, piece.width)
            lines_break_between_words(piece, layout.label)
            continues_evenly(piece, layout.label)


def test_a_cut_qts_layout_refuses_is_filled_card_by_card_instead(qapp, monkeypatch):
    """A long card is cut by the measures of its rows, then each part is checked in Qt's own layout; measures that
    are wrong (here a third of the truth) fall back to filling card by card, and still nothing overflows."""
    from desktop.cards import render
    from desktop.cards.card import Card

    true_units, filled = render._units, []
    monkeypatch.setattr(
        render, "_units", lambda *a: [(f / 3, tuple(r / 3 for r in rows)) for f, rows in true_units(*a)]
    )
    monkeypatch.setattr(render, "_split", lambda *a, split=render._split: filled.append(1) or split(*a))
    rows = tuple((f"row {n} of the long table", str(n)) for n in range(120))
    pieces = render.fit(
        Card("long-fallback", "Test", "Many rows, measured wrong", (Table(("Name", "Value"), rows),)),
        Layout(INDEX).card_size(),
    )
    assert filled and len(pieces) > 2
    assert all(p.height <= p.box.height() for p in pieces) and sum(len(p.blocks[0].rows) for p in pieces) == 120


def test_a_low_sanity_chart_labels_only_as_many_lines_as_keep_clear(qapp):
    """A chart lowered to keep an investigator's card whole printed 99, 75, 50, 25 and 0 on top of each other."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from desktop.cards.render import font
    from desktop.cards.sanity_chart import paint_history
    from desktop.store.sanity_history import SanityPoint

    class Recording:
        def __init__(self, painter):
            self.painter, self.labels = painter, []

        def __getattr__(self, name):
            return getattr(self.painter, name)

        def drawText(self, rect, *args):  # noqa: N802 - Qt's name
            if isinstance(rect, QRectF) and args and str(args[-1]).isdigit():
                self.labels.append(rect)
            return self.painter.drawText(rect, *args)

    points = [SanityPoint("start", "", 55, 99), SanityPoint("then", "", 40, 99)]
    for height, least in ((48, 2), (70, 3), (200, 5)):
        image = QImage(300, 300, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        painter.setFont(font(9))
        recording = Recording(painter)
        paint_history(recording, QRectF(0, 0, 250, height), points, "SAN (solid) and max SAN (dashed)")
        painter.end()
        tops = sorted(r.top() for r in recording.labels)
        assert len(tops) >= least and all(b - a >= r.height() for a, b, r in zip(tops, tops[1:], recording.labels))


def test_a_wide_table_goes_on_in_even_column_groups_led_by_its_first_column(qapp):
    """The Weapons table on an index card: every group starts with the weapon's name, every column is in one group,
    and the groups are even (never the last column alone)."""
    from desktop.cards.reference import weapons_card

    card = weapons_card()
    headers = card.blocks[0].headers
    for layout in (Layout(INDEX), Layout(SHEET, "A4")):
        groups = {b.headers for p in plan([card], layout) for b in p.blocks if isinstance(b, Table)}
        assert len(groups) > 1 and all(g[0] == "Weapon" for g in groups), (layout.label, groups)
        assert sorted(h for g in groups for h in g[1:]) == sorted(headers[1:])
        assert max(map(len, groups)) - min(map(len, groups)) <= 1, (layout.label, groups)


def test_a_word_longer_than_any_card_breaks_as_the_last_resort_and_stays_inside(qapp):
    """A typed weapon name of 90 letters fits no index card even at the floor: then, and only then, it may break."""
    from desktop.cards.card import Card

    word = "Cthulhu" * 13
    card = Card("long-word", "Test", "A long word", (Table(("Weapon", "Skill"), ((word, "50%"), ("Knife", "40%"))),))
    pieces = plan([card], Layout(INDEX))
    assert all(p.anywhere and p.font_px == FLOOR for p in pieces)
    assert all(p.width <= p.box.width() and p.height <= p.box.height() for p in pieces)
    assert not any(p.anywhere for p in plan([written_cards()["melee"]], Layout(INDEX)))
