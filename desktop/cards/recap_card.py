"""A session's recap as a printed card: a page of its own (running on to more pages when long), drawn by the same
renderer as every card, to the screen, a printer or a PDF. Every word of it is escaped: names are never markup."""

from __future__ import annotations

from pathlib import Path

from desktop.cards.card import Card, Text, escape
from desktop.cards.layout import Layout
from desktop.cards.paint import to_pdf
from desktop.rules.sessions.recap import Recap

RECAP_DECK = "Sessions"


def recap_card(recap: Recap) -> Card:
    """The recap as one long card: each part under its heading, the Keeper's notes last (none for the players)."""
    blocks = []
    for heading, paragraphs in recap.sections():
        lead = f"<p><b>{escape(heading)}</b></p>" if heading else ""
        body = "".join(f"<p>{escape(line)}</p>".replace("\n", "<br>") for line in paragraphs)
        blocks.append(Text(lead + body))
    title = f"Previously on… {recap.title}" if recap.for_players else recap.title
    return Card("recap", RECAP_DECK, title, tuple(blocks), note=recap.when, page=True)


def recap_pdf(path: str | Path, recap: Recap, layout: Layout | None = None) -> int:
    """The recap saved as a PDF (A4 unless a layout is given); returns its pages."""
    return to_pdf(str(path), [recap_card(recap)], (layout or Layout()).for_sheets())
