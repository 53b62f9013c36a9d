"""The Keeper reference deck: the written cards of resources/data/cards.toml, and the tables drawn from the rules'
own data files (so a campaign's table and its card never disagree). The deck is listed without reading a table
(`reference_listing`); each card is made once, when it is first asked for (`reference_card`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from desktop.cards.card import Card, Table, markup
from desktop.rules.catalog import armour_catalog, read_entries, weapon_catalog
from desktop.rules.chase.movement import MPH_BY_MOV, vehicle_tables
from desktop.rules.checks import Difficulty, target_value
from desktop.rules.roster.healing import other_damage_table
from desktop.rules.sanity.insanity import horror_table, madness_tables
from desktop.rules.tomes.mythos import spell_catalog, tome_catalog
from desktop.rules.words import signed


@dataclass(frozen=True)
class WrittenCard:
    """A card as cards.toml writes it: its text in the cards' small markup."""

    key: str
    deck: str
    title: str
    text: str


@cache
def written_cards() -> dict[str, Card]:
    return {
        c.key: Card(c.key, c.deck, c.title, markup(c.text)) for c in read_entries("cards.toml", "card", WrittenCard)
    }


def skill_values_card() -> Card:
    """Regular, Hard and Extreme for skill values 5 to 95, and where fumbles start."""
    rows = tuple(
        (
            str(v),
            str(target_value(v, Difficulty.REGULAR)),
            str(target_value(v, Difficulty.HARD)),
            str(target_value(v, Difficulty.EXTREME)),
            "96–100" if v < 50 else "100",
        )
        for v in range(5, 100, 5)
    )
    return Card(
        "skill_values",
        "Rules",
        "Skill values at a glance",
        (Table(("Skill", "Regular", "Hard (½)", "Extreme (⅕)", "Fumble"), rows),),
    )


def other_damage_card() -> Card:
    rows = tuple((r.severity, r.dice, r.examples) for r in other_damage_table())
    return Card("other_damage", "Combat", "Other forms of damage", (Table(("How bad", "Dice", "For example"), rows),))


def armour_card() -> Card:
    rows = tuple((a.name, str(a.points)) for a in armour_catalog())
    return Card("armour", "Combat", "Armour", (Table(("Protection", "Points off each hit"), rows),))


def weapons_card() -> Card:
    rows = tuple(
        (
            w.name,
            w.skill,
            w.damage + (" (impales)" if w.impaling else ""),
            w.range or "—",
            w.attacks,
            "—" if w.ammo is None else str(w.ammo),
            "—" if w.malfunction is None else str(w.malfunction),
        )
        for w in weapon_catalog()
    )
    headers = ("Weapon", "Skill", "Damage", "Range", "Attacks", "Ammo", "Jams")
    return Card("weapons", "Combat", "Weapons", (Table(headers, rows),))


def collisions_card() -> Card:
    _vehicles, collisions, barriers = vehicle_tables()
    return Card(
        "collisions",
        "Chase",
        "Collisions and barriers",
        (
            Table(
                ("Incident", "Build lost", "For example"), tuple((c.severity, c.damage, c.examples) for c in collisions)
            ),
            Table(("Barrier", "Hit points"), tuple((b.name, str(b.hp)) for b in barriers)),
        ),
    )


def vehicles_card() -> Card:
    vehicles = vehicle_tables()[0]
    rows = tuple((v.name, v.skill, str(v.mov), f"{v.build:g}", str(v.armour), v.passengers) for v in vehicles)
    speeds = Table(("MOV", "About mph"), tuple((str(mov), str(mph)) for mov, mph in MPH_BY_MOV.items()))
    return Card(
        "vehicles",
        "Chase",
        "Vehicles",
        (
            Table(
                ("Vehicle", "Skill", "MOV", "Build", "Armour", "Carries"),
                rows,
                "1920s vehicles: about a fifth less MOV",
            ),
            speeds,
        ),
    )


def mythos_losses_card() -> Card:
    rows = tuple((h.name, h.loss, "yes" if h.mythos else "no") for h in horror_table())
    return Card("san_losses", "Sanity", "Sanity losses", (Table(("What is seen", "SAN lost", "Mythos?"), rows),))


def phobias_card() -> Card:
    tables = madness_tables()
    count = max(len(tables.phobias), len(tables.manias))
    rows = tuple(
        (
            str(n + 1),
            tables.phobias[n] if n < len(tables.phobias) else "",
            tables.manias[n] if n < len(tables.manias) else "",
        )
        for n in range(count)
    )
    return Card("phobias", "Sanity", "Phobias and manias", (Table(("1D20", "Phobia", "Mania"), rows),))


def tomes_table_card() -> Card:
    tomes = Table(
        ("Tome", "Language", "Reading", "Mythos", "Rating", "SAN", "Weeks"),
        tuple(
            (
                t.title,
                t.language,
                t.difficulty.label,
                f"+{t.initial_mythos} / +{t.full_mythos}",
                str(t.mythos_rating),
                t.sanity_loss,
                str(t.study_weeks),
            )
            for t in tome_catalog()
        ),
    )
    spells = Table(
        ("Spell", "MP", "SAN", "Casting", "Learning"),
        tuple((s.name, str(s.mp_cost), s.san_cost, s.casting_time, s.learn_weeks + " weeks") for s in spell_catalog()),
    )
    return Card("tome_table", "Tomes", "Tomes and spells of this campaign", (tomes, spells))


def _span(low: int | None, high: int | None) -> str:
    if high is None or (low is not None and low > high):
        return "lost"
    return f"{low:02d}–{high:02d}" if low != high else f"{low:02d}"


def rising_results_card() -> Card:
    from desktop.rules.rising import rising_tables

    rows, low = [], 1
    for row in rising_tables().skill_results:
        rows.append(
            (
                f"{low:02d}–{row.top:02d}" if row.top < 100 else f"{low:02d}+",
                "lost" if row.critical is None else _span(1, row.critical),
                "lost" if row.special is None else _span(1, row.special),
                "lost" if row.fumble is None else f"{row.fumble:02d}–00",
            )
        )
        low = row.top + 1
    return Card(
        "rising_results",
        "Cthulhu Rising",
        "Skill results",
        (Table(("Skill", "Critical", "Special", "Fumble"), tuple(rows)),),
    )


def rising_locations_card() -> Card:
    from desktop.rules.rising import rising_tables

    t = rising_tables()
    locations = tuple(
        (
            f"{m.low:02d}–{m.high:02d}" if m.low != m.high else f"{m.low:02d}",
            m.name,
            f"{x.low:02d}–{x.high:02d}" if x.low != x.high else f"{x.low:02d}",
            x.name,
        )
        for m, x in zip(t.melee_locations, t.missile_locations, strict=True)
    )
    modifiers = tuple((m.name, f"{signed(m.value)}%") for m in t.attack_modifiers)
    return Card(
        "rising_locations",
        "Cthulhu Rising",
        "Hit locations and modifiers",
        (
            Table(("Melee D20", "Location", "Missile D20", "Location"), locations),
            Table(("Attack modifier (never below 05%)", ""), modifiers),
        ),
    )


def rising_firearms_card() -> Card:
    from desktop.rules.rising import rising_tables

    t = rising_tables()
    bands = tuple((b.weapon, *("lost" if v is None else f"{v} m" for v in b.bands)) for b in t.range_bands)
    fumbles, low = [], 1
    for f in t.missile_fumbles:
        fumbles.append((f"{low:02d}–{f.high % 100:02d}", f.effect))
        low = f.high + 1
    return Card(
        "rising_firearms",
        "Cthulhu Rising",
        "Firearms and fumbles",
        (
            Table(("Weapon", "x2 to", "x1 to", "x½ to", "x¼ to"), bands),
            Table(("Missile fumble (D100)", "Effect"), tuple(fumbles)),
        ),
    )


def rising_cards() -> list[Card]:
    """The Cthulhu Rising variant's cards: the round in words, and its tables (lost values shown as lost)."""
    return [reference_card(key) for key in ("rising_round", "rising_results", "rising_locations", "rising_firearms")]


WRITTEN = None  # a card of cards.toml: its deck and title are the file's
# The deck in order: each card's key, and for a card drawn from the tables, its deck, its title and its maker.
_DECK: tuple[tuple[str, tuple[str, str, Callable[[], Card]] | None], ...] = (
    ("checks", WRITTEN),
    ("skill_values", ("Rules", "Skill values at a glance", skill_values_card)),
    ("dice", WRITTEN),
    ("melee", WRITTEN),
    ("maneuvers", WRITTEN),
    ("firearms", WRITTEN),
    ("full_auto", WRITTEN),
    ("wounds", WRITTEN),
    ("other_damage", ("Combat", "Other forms of damage", other_damage_card)),
    ("armour", ("Combat", "Armour", armour_card)),
    ("weapons", ("Combat", "Weapons", weapons_card)),
    ("chase", WRITTEN),
    ("hazards", WRITTEN),
    ("collisions", ("Chase", "Collisions and barriers", collisions_card)),
    ("vehicles", ("Chase", "Vehicles", vehicles_card)),
    ("sanity", WRITTEN),
    ("san_losses", ("Sanity", "Sanity losses", mythos_losses_card)),
    ("phobias", ("Sanity", "Phobias and manias", phobias_card)),
    ("tomes", WRITTEN),
    ("tome_table", ("Tomes", "Tomes and spells of this campaign", tomes_table_card)),
    ("rising_round", WRITTEN),
    ("rising_results", ("Cthulhu Rising", "Skill results", rising_results_card)),
    ("rising_locations", ("Cthulhu Rising", "Hit locations and modifiers", rising_locations_card)),
    ("rising_firearms", ("Cthulhu Rising", "Firearms and fumbles", rising_firearms_card)),
)


@cache
def reference_listing() -> tuple[tuple[str, str, str], ...]:
    """(key, deck, title) of every card of the reference, deck by deck: no table is read for it (only cards.toml,
    which holds the written cards' titles)."""
    written = written_cards()
    return tuple(
        (key, written[key].deck, written[key].title) if drawn is None else (key, drawn[0], drawn[1])
        for key, drawn in _DECK
    )


@cache
def reference_card(key: str) -> Card:
    """One card of the reference, made from its table the first time it is asked for (KeyError for no such card)."""
    drawn = dict(_DECK)[key]
    return written_cards()[key] if drawn is None else drawn[2]()


def reference_deck() -> list[Card]:
    """Every card of the Keeper reference, deck by deck."""
    return [reference_card(key) for key, _drawn in _DECK]
