"""A session's recap printed through the cards' renderer: a page of its own, every name escaped (a character named
"<b>Bold</b>" prints as typed), a long recap running on over pages, the players' version without the notes."""

from desktop.cards.card import Text
from desktop.cards.layout import Layout
from desktop.cards.paint import pdf_bytes
from desktop.cards.recap_card import recap_card, recap_pdf
from desktop.rules.sessions.recap import PersonRecap, Recap


def recap(**changes):
    parts = {
        "title": "Session 2: <b>The</b> boathouse",
        "when": "Played on 2026-11-29",
        "people": (PersonRecap("<i>Walt</i> & co", ("<i>Walt</i> & co took 3 damage.",)),),
        "notes": "Secret: the ghoul is her uncle",
    }
    return Recap(**(parts | changes))


def test_a_recap_card_is_a_page_with_every_word_escaped(qapp):
    card = recap_card(recap())
    assert card.page and card.title == "Session 2: <b>The</b> boathouse" and card.note == "Played on 2026-11-29"
    html = "".join(b.html for b in card.blocks if isinstance(b, Text))
    assert "&lt;i&gt;Walt&lt;/i&gt; &amp; co took 3 damage." in html and "<i>" not in html
    assert "Secret: the ghoul is her uncle" in html
    players = recap_card(recap(for_players=True))
    assert players.title.startswith("Previously on…")
    assert "her uncle" not in "".join(b.html for b in players.blocks if isinstance(b, Text))


def test_a_long_recap_runs_on_over_pages_and_saves_as_a_pdf(qapp, tmp_path):
    many = tuple(
        PersonRecap(f"Investigator {n}", (f"Investigator {n} lost {n} SAN to the Shoggoth.",)) for n in range(90)
    )
    data, pages = pdf_bytes([recap_card(recap(people=many))], Layout().for_sheets())
    assert data.startswith(b"%PDF") and pages >= 2
    assert recap_pdf(tmp_path / "short.pdf", recap()) == 1 and (tmp_path / "short.pdf").read_bytes()[:4] == b"%PDF"
