"""The campaign's cards as the open campaign holds them now: what the Cards tab lists and File > Print prints."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, overload

from desktop.cards import campaign_cards
from desktop.cards.card import Card
from desktop.cards.reference import reference_card, reference_listing
from desktop.rules.roster.sheet import Kind

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession
    from desktop.store.character_rows import PickerRow


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


class PeopleDeck(Sequence[Entry]):
    """One deck of the campaign's characters, in the pickers' order: their rows as the shared list holds them, each
    made an Entry only when asked for (10,000 investigators listed without 10,000 new objects, which also set off
    a full garbage collection of the whole session, some 60 ms, when the Cards tab was first shown)."""

    def __init__(self, deck: str, rows: list[PickerRow]) -> None:
        self.deck, self.rows = deck, rows
        self._rows_of: dict[str, int] | None = None  # key → row, made when a card is first found by its key

    def __len__(self) -> int:
        return len(self.rows)

    @overload
    def __getitem__(self, row: int) -> Entry: ...
    @overload
    def __getitem__(self, row: slice) -> list[Entry]: ...
    def __getitem__(self, row: int | slice) -> Entry | list[Entry]:
        if isinstance(row, slice):
            return [self[n] for n in range(*row.indices(len(self.rows)))]
        person = self.rows[row]
        return Entry(f"character:{person.id}", self.deck, person.name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PeopleDeck):
            return NotImplemented
        if self.deck != other.deck or len(self.rows) != len(other.rows):
            return False
        # The same rows (the shared list unchanged), else the same ids and names (a death changes no card's entry).
        return self.rows == other.rows or all(
            a.id == b.id and a.name == b.name for a, b in zip(self.rows, other.rows, strict=True)
        )

    __hash__ = None  # type: ignore[assignment]  # a list of rows: not a key

    def keys(self) -> list[str]:
        return [f"character:{person.id}" for person in self.rows]

    def row_of(self, key: str) -> int | None:
        """Where the card of this key is in the deck (None: not in it)."""
        if self._rows_of is None:
            self._rows_of = {key: row for row, key in enumerate(self.keys())}
        return self._rows_of.get(key)


def decks(session: CampaignSession | None) -> list[tuple[str, Sequence[Entry]]]:
    """Every card there is to pick, deck by deck: the reference deck's, then the campaign's (its characters as
    `PeopleDeck`s over the pickers' list, by name as a person sorts them)."""
    listed: dict[str, list[Entry]] = {}
    for key, deck, title in reference_listing():  # no table read yet
        listed.setdefault(deck, []).append(Entry(f"ref:{key}", deck, title))
    out: list[tuple[str, Sequence[Entry]]] = list(listed.items())
    if session is None:
        return out
    people = session.people.rows()
    for kind, deck in (("investigator", "Investigators"), ("npc", "NPCs"), ("monster", "Monsters")):
        rows = [row for row in people if row.kind == kind]
        if rows:
            out.append((deck, PeopleDeck(deck, rows)))
    from desktop.store.campaign_bestiary import all_creatures as bestiary

    creatures = [Entry(f"bestiary:{c.name}", "Bestiary", c.name) for c in bestiary()]
    sheets = [Entry("sheet:combat", "Sheets", "Combat tracker"), Entry("sheet:chase", "Sheets", "Chase sheet")]
    handouts = [Entry("sheet:tomes", "Handouts", "Tomes and spells (for the players)")]
    campaign = (("Bestiary", creatures), ("Sheets", sheets), ("Handouts", handouts))
    out += [(deck, cards) for deck, cards in campaign if cards]
    return out


def entries(session: CampaignSession | None) -> list[Entry]:
    """Every card there is to pick: the reference deck, then the campaign's."""
    return [entry for _deck, cards in decks(session) for entry in cards]


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
