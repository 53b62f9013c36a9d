"""The campaign's cards: the chase sheet holds everyone's HP and state, wrecks and passengers in their vehicle; the
sheets take a page of their own; a creature's stat card gives one MOV, its own."""

import io
from dataclasses import replace

import pypdf
import pytest

from desktop.cards import campaign_cards
from desktop.cards.card import Table, blocks_html
from desktop.cards.layout import SHEET, Layout
from desktop.cards.paint import paged, pdf_bytes
from desktop.cards.reference import written_cards
from desktop.cards.render import plan
from desktop.rules.chase.chase_state import FLEEING, PURSUING, ChaseState, Runner
from desktop.rules.chase.setup import add_runner, cut_to_the_chase
from desktop.rules.combat.fight import Combatant, Side
from tests.cards.test_clean_print import plain


def _chase() -> ChaseState:
    """Harriet on foot, Walt driving with Mae aboard (she is listed where she boarded, behind the car), a Ghoul on
    foot and the Sheriff's car wrecked."""

    def person(name, side, hp=11, conditions=frozenset()):
        return Combatant(0, name, side, max_hp=11, hp=hp, conditions=frozenset(conditions))

    state = ChaseState("Docks")
    for runner in (
        Runner(0, "Harriet Crane", FLEEING, 65, 9, 60, 65, fighter=person("Harriet Crane", Side.INVESTIGATORS, 7)),
        Runner(
            0,
            "Walt Brennan",
            FLEEING,
            55,
            14,
            40,
            40,
            vehicle="Car, standard",
            build=5,
            build_start=5,
            fighter=person("Walt Brennan", Side.INVESTIGATORS),
        ),
        Runner(0, "Ghoul", PURSUING, 65, 9, 65, 65, fighter=person("Ghoul", Side.OPPONENTS)),
        Runner(
            0,
            "Sheriff Amos Pike",
            PURSUING,
            50,
            14,
            50,
            50,
            vehicle="Car, standard",
            build=5,
            build_start=5,
            fighter=person("Sheriff Amos Pike", Side.OPPONENTS, 3, {"major wound"}),
        ),
    ):
        state = add_runner(state, runner).state
    state = cut_to_the_chase(state).state
    keys = {r.name: r.key for r in state.runners}
    walt = state.get(keys["Walt Brennan"])
    mae = Runner(
        state.next_key,
        "Dr. Mae Okafor",
        FLEEING,
        60,
        8,
        55,
        60,
        aboard=walt.key,
        location=0,
        fighter=person("Dr. Mae Okafor", Side.INVESTIGATORS, 9),
    )
    sheriff = state.get(keys["Sheriff Amos Pike"])
    state = replace(state, runners=(*state.runners, mae), next_key=state.next_key + 1)
    return state.with_runner(replace(sheriff, build=0, condition="wrecked", actions=0))


def state_names(state: ChaseState) -> list[str]:
    return [r.name for r in state.runners]


def test_the_chase_sheet_has_hp_status_wrecks_and_passengers_in_their_vehicle(qapp):
    state = _chase()
    card = campaign_cards.chase_sheet(state)
    text = " ".join(plain(blocks_html(card.blocks, 9)).split())
    walt = state.get(next(r.key for r in state.runners if r.name == "Walt Brennan"))
    track = next(b for b in card.blocks if isinstance(b, Table) and b.headers and b.headers[0] == "Location")
    where = {name: int(row[0]) for row in track.rows for name in state_names(state) if name in row[2]}
    assert where["Dr. Mae Okafor"] == where["Walt Brennan"] == walt.location  # in the car, not where she boarded
    car = next(row[2] for row in track.rows if "Walt Brennan" in row[2])
    assert "Car, standard" in car and car.index("Walt Brennan") < car.index("Dr. Mae Okafor")
    people = next(b for b in card.blocks if isinstance(b, Table) and "HP" in b.headers)
    rows = {row[0]: dict(zip(people.headers, row, strict=True)) for row in people.rows}
    assert rows["Harriet Crane"]["HP"].startswith("7/11") and rows["Dr. Mae Okafor"]["HP"].startswith("9/11")
    assert rows["Dr. Mae Okafor"]["MOV"] == rows["Walt Brennan"]["MOV"] == "14"  # a passenger goes at the car's MOV
    assert "passenger" in rows["Dr. Mae Okafor"]["On"] and "Car, standard" in rows["Dr. Mae Okafor"]["On"]
    assert "wrecked" in rows["Sheriff Amos Pike"]["Status"] and "major wound" in rows["Sheriff Amos Pike"]["Status"]
    assert "0/5" in text


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_sheets_take_a_whole_page_whatever_the_cards_layout(qapp, paper):
    """The chase sheet and the combat tracker print on a page of their own, the other cards four to a sheet."""
    deck = [
        written_cards()["melee"],
        campaign_cards.chase_sheet(_chase()),
        campaign_cards.combat_sheet(None),
        written_cards()["checks"],
    ]
    layout = Layout(SHEET, paper)
    pieces = plan(deck, layout)
    pages = paged(pieces, layout)
    assert [[p.card.key for p in page] for page in pages] == [["melee", "checks"], ["chase_sheet"], ["combat_sheet"]]
    whole = layout.printable()
    for page in pages[1:]:
        assert page[0].box.width() > whole.width() * 0.9 and page[0].box.height() > whole.height() * 0.8
    data, count = pdf_bytes(deck, layout)
    assert count == 3 and len(pypdf.PdfReader(io.BytesIO(data)).pages) == 3


@pytest.mark.usefixtures("campaign")
def test_one_mov_on_a_stat_card_and_it_is_the_creatures(qapp):
    from desktop.store.campaign_bestiary import all_creatures

    for creature in all_creatures():
        markup = blocks_html(campaign_cards.creature_card(creature).blocks, 9)  # a note may speak of a MOV swimming
        assert markup.count("<b>MOV</b>") == 1 and f"<b>MOV</b> {creature.mov} " in markup, creature.name


@pytest.mark.parametrize(
    ("conditions", "sanity", "said"),
    [
        (("dead",), 50, "Dead"),
        (("dead", "permanent insanity"), 0, "Dead · Permanently insane"),
        ((), 0, "Permanently insane"),  # 0 SAN is permanent insanity, ticked or not
        (("indefinite insanity", "major wound"), 30, "Major wound · Indefinitely insane"),
    ],
)
def test_the_investigator_card_says_at_its_top_that_they_are_dead_or_gone_mad(qapp, conditions, sanity, said):
    """Before: the card printed a dead investigator's numbers as if he were well, with not a word of it."""
    from desktop.rules.roster.sheet import CharacterSheet, Kind

    walt = CharacterSheet(
        name="Walt Brennan", kind=Kind.INVESTIGATOR, occupation="Police Detective", sanity=sanity, conditions=conditions
    )
    card = campaign_cards.investigator_card(walt)
    assert plain(card.blocks[0].html).strip() == said
    data, _pages = pdf_bytes([card], Layout(SHEET, "A4"))
    text = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(data)).pages).split())
    assert f"Walt Brennan Police Detective · age 30 {said} STR 50" in text, text[:120]  # before the numbers
    well = campaign_cards.investigator_card(replace(walt, conditions=(), sanity=50))
    assert "Dead" not in " ".join(plain(b.html) for b in well.blocks if hasattr(b, "html"))
