"""Cards made from the campaign: an investigator card, a stat card for an NPC or monster, the combat tracker and
chase sheets, and a handout of the tomes and spells in the investigators' hands. Each takes plain data (a sheet, a
fight's or chase's state), so the same card comes out wherever it is asked for."""

from __future__ import annotations

from collections.abc import Iterable

from desktop.cards.card import Card, Chart, Table, Text, escape
from desktop.rules.characters import CharacterSheet, Kind
from desktop.rules.chase_scene import ChaseState
from desktop.rules.encounter import EncounterState, Side
from desktop.rules.sanity import phobias_and_manias
from desktop.rules.tomes import Spell, Tome

KEY_SKILLS = 10
BOX = "□"


def boxes(count: int) -> str:
    """Boxes to tick off, in rows of ten."""
    count = max(0, min(count, 100))
    rows = [BOX * min(10, count - start) for start in range(0, count, 10)]
    return " ".join(rows) if rows else "—"


def _characteristics(sheet: CharacterSheet) -> Table:
    """The eight characteristics with half and fifth, two rows of four (narrow cards have room for four)."""
    values = (
        ("STR", sheet.strength), ("CON", sheet.constitution), ("SIZ", sheet.size), ("DEX", sheet.dexterity),
        ("APP", sheet.appearance), ("INT", sheet.intelligence), ("POW", sheet.power), ("EDU", sheet.education),
    )  # fmt: skip
    cells = [f"{name} {v} ({v // 2}/{v // 5})" for name, v in values]
    return Table((), (tuple(cells[:4]), tuple(cells[4:])))


def _derived(sheet: CharacterSheet) -> Text:
    parts = [
        f"<b>HP</b> {sheet.hp} / {sheet.max_hp}",
        f"<b>MP</b> {sheet.mp} / {sheet.max_mp}",
        f"<b>Luck</b> {sheet.luck}",
        f"<b>MOV</b> {sheet.mov}",
        f"<b>Build</b> {sheet.build}",
        f"<b>Damage bonus</b> {escape(sheet.damage_bonus)}",
    ]
    if sheet.sanity is not None and sheet.kind is not Kind.MONSTER:
        parts.insert(2, f"<b>SAN</b> {sheet.sanity} / {sheet.max_sanity}")
    return Text("<p>" + " · ".join(parts) + "</p>")


def _weapons(sheet: CharacterSheet) -> Table | None:
    from desktop.rules.encounter import combatant_from_sheet

    if not sheet.weapons:
        return None
    fighter = combatant_from_sheet(0, sheet, None)
    rows = tuple((w.name, f"{fighter.skill(w.skill)}%", w.damage, w.range or "—", w.attacks) for w in sheet.weapons)
    return Table(("Weapon", "Skill", "Damage", "Range", "Attacks"), rows)


def _mythos_and_madness(sheet: CharacterSheet, spells: Iterable[str]) -> Text:
    """Cthulhu Mythos (and the max SAN it leaves), the spells known, and the phobias and manias on the sheet."""
    known = sorted(spells)
    parts = [f"<b>Cthulhu Mythos</b> {sheet.cthulhu_mythos} (max SAN {sheet.max_sanity})",
             "<b>Spells</b> " + (escape(", ".join(known)) if known else "none")]  # fmt: skip
    madness = phobias_and_manias(sheet.notes)
    parts.append("<b>Phobias and manias</b> " + (escape("; ".join(madness)) if madness else "none"))
    return Text("<p>" + "</p><p>".join(parts) + "</p>")


def investigator_card(sheet: CharacterSheet, history: Iterable = (), spells: Iterable[str] = ()) -> Card:
    """Characteristics with half and fifth, derived values, Cthulhu Mythos with the spells known and the phobias and
    manias, the key skills, weapons, boxes for HP, MP, SAN and Luck to tick at the table, and the SAN history
    chart."""
    s = sheet.filled()
    skills = sorted(s.skills, key=lambda k: (-k.value, k.full_name))[:KEY_SKILLS]
    skill_rows = tuple((k.full_name, str(k.value), str(k.value // 2), str(k.value // 5)) for k in skills)
    blocks: list = [_characteristics(s), _derived(s), _mythos_and_madness(s, spells)]
    if skill_rows:
        blocks.append(Table(("Skill", "Value", "Half", "Fifth"), skill_rows))
    weapons = _weapons(s)
    if weapons:
        blocks.append(weapons)
    blocks.append(
        Text(
            f"<p><b>HP</b> {boxes(s.max_hp)}</p><p><b>MP</b> {boxes(s.max_mp)}</p>"
            f"<p><b>SAN</b> ____ of {s.max_sanity} &nbsp; <b>Luck</b> ____</p>"
        )
    )
    points = tuple(history)
    if points:
        blocks.append(Chart(points, "SAN (solid) and max SAN (dashed)"))
    note = " · ".join(x for x in (s.occupation, f"age {s.age}") if x)
    return Card(f"investigator:{s.name}", "Investigators", s.name, tuple(blocks), note)


def stat_card(sheet: CharacterSheet) -> Card:
    """An NPC's or monster's numbers at a glance."""
    s = sheet.filled()
    blocks: list = [_characteristics(s), _derived(s)]
    skills = sorted(s.skills, key=lambda k: (-k.value, k.full_name))[:10]
    if skills:
        blocks.append(
            Text("<p><b>Skills</b> " + ", ".join(f"{escape(k.full_name)} {k.value}" for k in skills) + "</p>")
        )
    weapons = _weapons(s)
    if weapons:
        blocks.append(weapons)
    if s.notes:
        blocks.append(Text(f"<p><i>{escape(s.notes)}</i></p>"))
    deck = "Monsters" if s.kind is Kind.MONSTER else "NPCs"
    return Card(f"stat:{s.name}", deck, s.name, tuple(blocks), s.occupation)


def combat_sheet(state: EncounterState | None) -> Card:
    """The fight in initiative order with HP boxes to strike off, or blank rows for a fight still to come."""
    if state is None or not state.combatants:
        rows = tuple(("", "", "", "", "") for _ in range(8))
        return Card("combat_sheet", "Sheets", "Combat tracker", (Table(("DEX", "Name", "Side", "HP", "Notes"), rows),))
    rows = tuple(
        (
            str(c.initiative),
            c.name,
            c.side.label,
            f"{c.hp}/{c.max_hp} {boxes(c.max_hp)}",
            ", ".join(sorted(c.conditions)),
        )
        for c in state.combatants
    )
    return Card(
        "combat_sheet",
        "Sheets",
        f"Combat tracker — {state.name}",
        (
            Table(("Order", "Name", "Side", "HP", "Notes"), rows),
            Text(
                f"<p>Round ____ &nbsp; Investigators: {len(state.standing(Side.INVESTIGATORS))}, "
                f"opponents: {len(state.standing(Side.OPPONENTS))} standing</p>"
            ),
        ),
    )


def chase_sheet(state: ChaseState | None) -> Card:
    """The track with its locations and where everyone stands, for the table or a second copy to scribble on."""
    if state is None or not state.locations:
        rows = tuple((str(i), "", "") for i in range(10))
        return Card(
            "chase_sheet", "Sheets", "Chase sheet", (Table(("Location", "Hazard or barrier", "Who is there"), rows),)
        )
    here: dict[int, list[str]] = {}
    for runner in state.in_chase:
        here.setdefault(runner.location, []).append(f"{runner.name} ({runner.actions})")
    rows = tuple(
        (
            str(i),
            place.describe + (f" — {place.note}" if place.note else "") + (" (hidden)" if place.hidden else ""),
            ", ".join(here.get(i, ())),
        )
        for i, place in enumerate(state.locations)
    )
    runners = Table(
        ("Name", "Side", "On", "MOV", "Build"),
        tuple(
            (r.name, r.side, r.vehicle or "foot", str(r.mov), f"{r.build:g}/{r.build_start:g}" if r.vehicle else "—")
            for r in state.in_chase
        ),
    )
    return Card(
        "chase_sheet",
        "Sheets",
        f"Chase sheet — {state.name}",
        (Table(("Location", "Hazard or barrier", "Who is there (actions)"), rows), runners),
        f"round {state.round}",
    )


def tomes_handout(held: Iterable[tuple[str, Tome]], spells: Iterable[Spell],
                  minds: Iterable[tuple[CharacterSheet, Iterable[str]]] = ()) -> Card:  # fmt: skip
    """For the players: each investigator's Cthulhu Mythos, spells known and phobias and manias (`minds`: a sheet
    and its spells), the tomes they hold and the spells they know, without the Keeper's numbers beyond what a reader
    would know (language, study time)."""
    held = list(held)
    blocks: list = []
    rows = []
    for sheet, known in minds:
        known, madness = sorted(known), phobias_and_manias(sheet.notes)
        if sheet.cthulhu_mythos or known or madness:
            rows.append((sheet.name, str(sheet.cthulhu_mythos), ", ".join(known) or "—", "; ".join(madness) or "—"))
    if rows:
        blocks.append(Table(("Investigator", "Cthulhu Mythos", "Spells known", "Phobias and manias"), tuple(rows)))
    if held:
        blocks.append(
            Table(
                ("Investigator", "Tome", "Language", "Full study"),
                tuple((who, t.title, t.language, f"{t.study_weeks} weeks") for who, t in held),
            )
        )
    known = list(spells)
    if known:
        blocks.append(
            Table(
                ("Spell", "Magic points", "Casting time"),
                tuple((s.name, str(s.mp_cost), s.casting_time) for s in known),
            )
        )
    if not blocks:
        blocks.append(Text("<p>No Mythos, tome or spell in the investigators' hands yet.</p>"))
    return Card("tomes_handout", "Handouts", "Tomes and spells", tuple(blocks))


def creature_card(creature) -> Card:
    """A bestiary creature's stat card: its numbers, attacks, armour, SAN loss and what is special about it."""
    base = stat_card(creature.sheet())
    extra = [f"<b>Armour</b> {creature.armour}", f"<b>MOV</b> {creature.mov}"]
    if creature.san_loss:
        extra.append(f"<b>SAN loss</b> {escape(creature.san_loss)}")
    blocks = (*base.blocks[:2], Text("<p>" + " · ".join(extra) + "</p>"), *base.blocks[2:])
    return Card(f"bestiary:{creature.name}", "Bestiary", creature.name, blocks, "")
