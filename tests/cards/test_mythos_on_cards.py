"""The investigator card and the players' handout show what the Mythos has left on each investigator: Cthulhu
Mythos, the spells known, the phobias and manias — on the card and in the printed PDF."""

import io
from dataclasses import replace

import pypdf
import pytest

from desktop.cards import from_campaign
from desktop.cards.card import Table, Text
from desktop.cards.layout import SHEET, Layout
from desktop.cards.paint import pdf_bytes
from desktop.store import character_rows


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


@pytest.fixture
def marked(campaign, qapp):
    """Harriet (Cthulhu Mythos 4) knows Dominate and has a phobia and a mania; Walt has nothing of the Mythos."""
    from desktop.models.session import CampaignSession
    from desktop.models.tomes.tomes_scene import TomesScene
    from desktop.rules import ScriptedDice

    session = CampaignSession()
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    harriet = ids["Harriet Crane"]
    tomes = session.scene(TomesScene)
    tomes.dice = ScriptedDice(d100(10))
    tomes.learn(harriet, None, "Dominate", source="entity")  # INT 10: kept
    sheet = session.sheet(harriet)
    notes = f"{sheet.notes}\nPhobia: Nyctophobia: fear of the dark\nMania: Bibliomania: hoarding books"
    session.update_character(harriet, replace(sheet, notes=notes), sheet)
    return session, ids


def card_text(card) -> str:
    parts = []
    for block in card.blocks:
        if isinstance(block, Text):
            parts.append(block.html)
        elif isinstance(block, Table):
            parts.extend(" | ".join(row) for row in block.rows)
    return "\n".join(parts)


def pdf_words(card) -> str:
    data, _pages = pdf_bytes([card], Layout(SHEET, "A4"))
    reader = pypdf.PdfReader(io.BytesIO(data))
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def test_the_investigator_card_shows_cthulhu_mythos_spells_phobias_and_manias(marked):
    """Before: the card had none of them; a Keeper had to read the notes and the Tomes tab."""
    session, ids = marked
    card = from_campaign.character_card(session, ids["Harriet Crane"])
    text = card_text(card)
    assert "<b>Cthulhu Mythos</b> 4 (max SAN 95)" in text and "<b>Spells</b> Dominate" in text
    assert "Phobia: Nyctophobia: fear of the dark; Mania: Bibliomania: hoarding books" in text
    printed = pdf_words(card)
    for words in ("Cthulhu Mythos 4", "Dominate", "Nyctophobia", "Bibliomania"):
        assert words in printed
    walt = card_text(from_campaign.character_card(session, ids["Walt Brennan"]))
    assert "<b>Cthulhu Mythos</b> 0 (max SAN 99)" in walt and "<b>Spells</b> none" in walt


def test_the_handout_shows_each_investigators_mythos_spells_and_madness(marked):
    session, ids = marked
    card = from_campaign.handout_card(session)
    table = next(b for b in card.blocks if isinstance(b, Table) and "Cthulhu Mythos" in b.headers)
    rows = {row[0]: row for row in table.rows}
    madness = "Phobia: Nyctophobia: fear of the dark; Mania: Bibliomania: hoarding books"
    assert rows["Harriet Crane"] == ("Harriet Crane", "4", "Dominate", madness)
    assert "Walt Brennan" not in rows  # nothing of the Mythos to tell
    # Read without spaces: narrow table columns may still break a long word (the card layout's own issue).
    assert madness.replace(" ", "") in pdf_words(card).replace(" ", "")


def test_a_phobia_typed_as_markup_is_printed_as_typed(marked):
    session, ids = marked
    walt = ids["Walt Brennan"]
    sheet = session.sheet(walt)
    session.update_character(walt, replace(sheet, notes="Phobia: <b>fear</b> & dread"), sheet)
    assert "Phobia: &lt;b&gt;fear&lt;/b&gt; &amp; dread" in card_text(from_campaign.character_card(session, walt))


def test_the_handout_says_how_far_a_full_study_has_gone(marked):
    """Before: Full study read "68 weeks" for Harriet, who had done 37 of the Necronomicon's 68."""
    from desktop.models.tomes.tomes_scene import TomesScene
    from desktop.rules import ScriptedDice

    session, ids = marked
    harriet = ids["Harriet Crane"]
    tomes = session.scene(TomesScene)
    necronomicon = next(t for t in tomes.tomes() if t.startswith("Necronomicon"))
    tomes.give(harriet, necronomicon)
    tomes.give(ids["Walt Brennan"], necronomicon)  # not begun: the study's length only
    tomes.dice = ScriptedDice([*d100(5), *[3] * 20])  # Latin 50 at Extreme: 05 reads it
    tomes.read(harriet, necronomicon)
    tomes.study(harriet, necronomicon)
    session.weeks_pass(37)
    table = next(
        b for b in from_campaign.handout_card(session).blocks if isinstance(b, Table) and "Full study" in b.headers
    )
    study = {row[0]: row[3] for row in table.rows}
    assert study == {"Harriet Crane": "37 of 68 weeks", "Walt Brennan": "68 weeks"}
