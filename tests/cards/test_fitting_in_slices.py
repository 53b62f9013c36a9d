"""A card's fitting can be spread over the window's events: given a time that is already up it lays out one text a
try, remembers each measure, and ends in the very pieces a fitting at once gives; the reference deck is listed
without making its cards, each made once when first asked for."""

import time

import pytest

from desktop.cards import from_campaign, paint, reference, render
from desktop.cards.layout import INDEX, Layout
from desktop.cards.reference import reference_card, reference_deck, reference_listing
from desktop.cards.render import fitted_by, forget, plan


def counting_layouts(monkeypatch) -> list[int]:
    """Counts every text Qt lays out for the cards (render.document), in a one-item list."""
    laid, real = [0], render.document

    def document(*args, **kwargs):
        made = real(*args, **kwargs)
        laid[0] += 1
        return made

    monkeypatch.setattr(render, "document", document)
    monkeypatch.setattr(paint, "document", document, raising=False)  # should painting lay out on its own
    return laid


def test_a_card_fitted_a_text_at_a_time_comes_out_as_fitted_at_once(qapp, monkeypatch):
    count = counting_layouts(monkeypatch)
    card = reference_card("vehicles")  # two wide tables: some 25 text layouts, over 100 ms on a busy machine
    for layout in (Layout(), Layout(INDEX, landscape=True)):
        forget()
        whole = plan([card], layout)
        forget()
        tries, laid = 0, []
        while True:
            before = count[0]
            pieces = fitted_by(card, layout, time.perf_counter() - 1)  # its time is up before it starts
            laid.append(count[0] - before)
            tries += 1
            if pieces is not None:
                break
        assert tries > 5 and max(laid) == 1, (layout.label, laid)  # one text laid out a try, never more
        assert pieces == whole


def test_a_fitting_given_time_enough_ends_in_one_go_and_the_pdf_is_not_limited(qapp):
    forget()
    card = reference_card("weapons")
    assert fitted_by(card, Layout(), time.perf_counter() + 60) == plan([card], Layout())
    forget()
    fitted_by(card, Layout(), time.perf_counter() - 1)  # stopped part way...
    assert plan([card], Layout(INDEX)) == plan([card], Layout(INDEX))  # ...leaves no limit on what follows


def test_the_deck_is_listed_without_making_a_card_and_each_is_made_once(qapp):
    reference_listing.cache_clear()
    reference_card.cache_clear()
    entries = from_campaign.entries(None)
    assert reference_card.cache_info().currsize == 0  # no table card made (no table read) to list them
    deck = reference_deck()
    assert [(e.key, e.deck, e.title) for e in entries] == [(f"ref:{c.key}", c.deck, c.title) for c in deck]
    assert from_campaign.make(None, "ref:weapons") is reference_card("weapons")  # made once, then kept
    assert len(deck) == len(reference._DECK) == 24


@pytest.mark.slow
def test_the_whole_deck_fits_alike_in_slices(qapp):
    """The slices change nothing printed: the whole deck, on a sheet and on index cards, fitted under an allowance of
    2 ms a try (the benchmark's 10,000-character campaign gets 15 ms), as it is fitted at once."""
    for layout in (Layout(), Layout(INDEX)):
        forget()
        whole = plan(reference_deck(), layout)
        forget()
        pieces = []
        for card in reference_deck():
            fitted = None
            while fitted is None:
                fitted = fitted_by(card, layout, time.perf_counter() + 0.002)
            pieces += fitted
        assert pieces == whole, layout.label


def test_a_page_painted_just_after_its_cards_are_fitted_lays_out_no_text_again(qapp, monkeypatch):
    """Before: painting a page of the preview laid out each card's text afresh (a page of four, 12 ms a pass of the
    event loop on a busy machine), though the fitting had just laid out the very same text."""
    from desktop.cards.paint import page_image, paged

    forget()
    layout = Layout()
    page = paged(plan(reference_deck()[:4], layout), layout)[0]
    count = counting_layouts(monkeypatch)
    image = page_image(page, layout, 600)
    assert count[0] == 0 and not image.isNull()
    forget()  # nothing kept: laid out as it is painted, the same
    assert page_image(page, layout, 600) == image and count[0] == 4
