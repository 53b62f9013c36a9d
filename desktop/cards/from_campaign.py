"""The campaign's cards as the open campaign holds them now: what the Cards tab lists and File > Print prints."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from desktop.cards import campaign_cards
from desktop.cards.card import Card
from desktop.cards.reference import reference_card, reference_listing
from desktop.rules.roster.sheet import Kind

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession


class Entry(NamedTuple):
    """One card the Keeper may pick: its deck, its title, and its key (how it is made again)."""

    key: str
    deck: str
    title: str


def _spells_known(session: CampaignSession) -> dict[int, list[str]]:
    """The spells each investigator knows (the Tomes record), by character id."""
    from desktop.models.tomes.tomes_scene import TomesScene

    state = session.scene(TomesScene).state
    known: dict[int, list[str]] = {}
    for k in state.known if state else ():
        known.setdefault(k.character_id, []).append(k.spell)
    return known


def character_card(session: CampaignSession, character_id: int) -> Card:
    from desktop.store.sanity_history import sanity_history

    sheet = session.sheet(character_id)
    if sheet.kind is Kind.INVESTIGATOR:
        filled = sheet.filled()
        points = sanity_history(character_id, filled.sanity or 0, filled.cthulhu_mythos)
        return campaign_cards.investigator_card(sheet, points, _spells_known(session).get(character_id, ()))
    return campaign_cards.stat_card(sheet)


def combat_card(session: CampaignSession) -> Card:
    from desktop.models.combat.fight_scene import Encounter

    fight = session.scene(Encounter)
    return campaign_cards.combat_sheet(fight.refreshed(fight.state) if fight.state else None)


def chase_card(session: CampaignSession) -> Card:
    from desktop.models.chase.chase_scene import ChaseScene

    chase = session.scene(ChaseScene)
    return campaign_cards.chase_sheet(chase.refreshed(chase.state) if chase.state else None)


def handout_card(session: CampaignSession) -> Card:
    from desktop.models.tomes.tomes_scene import TomesScene

    scene = session.scene(TomesScene)
    names = dict(scene.investigators())
    tomes, spells = scene.tomes(), scene.spells()
    state = scene.state
    held = [
        (names.get(h.character_id, "?"), tomes[h.title], h)
        for h in (state.holdings if state else ())
        if h.title in tomes
    ]
    known = sorted({k.spell for k in (state.known if state else ()) if k.spell in spells})
    by_reader = _spells_known(session)
    minds = [(session.sheet(cid).filled(), by_reader.get(cid, ())) for cid in names]
    return campaign_cards.tomes_handout(held, [spells[name] for name in known], minds)


def entries(session: CampaignSession | None) -> list[Entry]:
    """Every card there is to pick: the reference deck, then the campaign's."""
    listed = [Entry(f"ref:{key}", deck, title) for key, deck, title in reference_listing()]  # no table read yet
    if session is None:
        return listed
    # The pickers' list, by name as a person sorts them, dealt into its decks in one pass (10,000 characters).
    decks = {"investigator": "Investigators", "npc": "NPCs", "monster": "Monsters"}
    dealt: dict[str, list[Entry]] = {kind: [] for kind in decks}
    make = Entry._make
    for cid, name, kind, _dead in session.people.rows():
        dealt[kind].append(make((f"character:{cid}", decks[kind], name)))
    for cards in dealt.values():
        listed += cards
    from desktop.store.campaign_bestiary import all_creatures as bestiary

    listed += [Entry(f"bestiary:{c.name}", "Bestiary", c.name) for c in bestiary()]
    listed += [
        Entry("sheet:combat", "Sheets", "Combat tracker"),
        Entry("sheet:chase", "Sheets", "Chase sheet"),
        Entry("sheet:tomes", "Handouts", "Tomes and spells (for the players)"),
    ]
    return listed


def make(session: CampaignSession | None, key: str) -> Card:
    """The card an entry names, made afresh; KeyError for one that no longer exists (a deleted character)."""
    kind, _, rest = key.partition(":")
    if kind == "ref":
        return reference_card(rest)  # KeyError for none of that key
    if session is None:
        raise KeyError(key)
    if kind == "bestiary":
        from desktop.store.campaign_bestiary import creature_named

        try:
            return campaign_cards.creature_card(creature_named(rest))
        except ValueError as exc:
            raise KeyError(key) from exc
    if kind == "character":
        try:
            return character_card(session, int(rest))
        except LookupError as exc:  # deleted since it was listed
            raise KeyError(key) from exc
    makers = {
        "combat": combat_card,
        "chase": chase_card,
        "tomes": handout_card,
    }
    if kind == "sheet" and rest in makers:
        return makers[rest](session)
    raise KeyError(key)
