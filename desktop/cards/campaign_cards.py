"""Cards made from the campaign: an investigator card, a stat card for an NPC or monster, the combat tracker and
chase sheets, a handout of the tomes and spells in the investigators' hands, and the campaign's own handouts. Each
takes plain data (a sheet, a fight's or chase's state, a handout), so the same card comes out wherever it is asked
for."""

from __future__ import annotations

import base64
from collections.abc import Iterable

from desktop.cards.card import Card, Chart, Table, Text, escape
from desktop.rules.chase.chase_state import ChaseState, Runner
from desktop.rules.combat.fight import EncounterState, Side
from desktop.rules.handouts.handout import Handout
from desktop.rules.roster.sheet import CharacterSheet, Kind
from desktop.rules.sanity.insanity import phobias_and_manias
from desktop.rules.scene import Condition
from desktop.rules.tomes.mythos import Spell, Tome, study_weeks
from desktop.rules.tomes.shelf import Holding

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
        ("STR", sheet.strength),
        ("CON", sheet.constitution),
        ("SIZ", sheet.size),
        ("DEX", sheet.dexterity),
        ("APP", sheet.appearance),
        ("INT", sheet.intelligence),
        ("POW", sheet.power),
        ("EDU", sheet.education),
    )
    cells = [f"{name} {v} ({v // 2}/{v // 5})" for name, v in values]
    return Table((), (tuple(cells[:4]), tuple(cells[4:])))


def _derived(sheet: CharacterSheet, mov: int | None = None) -> Text:
    """HP, MP, SAN, Luck, MOV (a creature's own when given), Build and damage bonus on one line."""
    parts = [
        f"<b>HP</b> {sheet.hp} / {sheet.max_hp}",
        f"<b>MP</b> {sheet.mp} / {sheet.max_mp}",
        f"<b>Luck</b> {sheet.luck}",
        f"<b>MOV</b> {sheet.mov if mov is None else mov}",
        f"<b>Build</b> {sheet.build}",
        f"<b>Damage bonus</b> {escape(sheet.damage_bonus)}",
    ]
    if sheet.sanity is not None and sheet.kind is not Kind.MONSTER:
        parts.insert(2, f"<b>SAN</b> {sheet.sanity} / {sheet.max_sanity}")
    return Text("<p>" + " · ".join(parts) + "</p>")


def _weapons(sheet: CharacterSheet) -> Table | None:
    from desktop.rules.combat.fight import combatant_from_sheet

    if not sheet.weapons:
        return None
    fighter = combatant_from_sheet(0, sheet, None)
    rows = tuple((w.name, f"{fighter.skill(w.skill)}%", w.damage, w.range or "—", w.attacks) for w in sheet.weapons)
    return Table(("Weapon", "Skill", "Damage", "Range", "Attacks"), rows)


def _skill_pairs(skills: list) -> Table:
    """The key skills two to a row, down the left half then the right, each with its value, half and fifth."""
    cells = [(k.full_name, str(k.value), str(k.value // 2), str(k.value // 5)) for k in skills]
    half = (len(cells) + 1) // 2
    left, right = cells[:half], cells[half:] + [("", "", "", "")] * (2 * half - len(cells))
    return Table(("Skill", "%", "½", "⅕") * 2, tuple((*a, *b) for a, b in zip(left, right, strict=True)), pairs=True)


def _mythos_and_madness(sheet: CharacterSheet, spells: Iterable[str]) -> Text:
    """Cthulhu Mythos (and the max SAN it leaves), the spells known, and the phobias and manias on the sheet."""
    known = sorted(spells)
    parts = [
        f"<b>Cthulhu Mythos</b> {sheet.cthulhu_mythos} (max SAN {sheet.max_sanity})",
        "<b>Spells</b> " + (escape(", ".join(known)) if known else "none"),
    ]
    madness = phobias_and_manias(sheet.notes)
    parts.append("<b>Phobias and manias</b> " + (escape("; ".join(madness)) if madness else "none"))
    return Text("<p>" + " · ".join(parts) + "</p>")  # one paragraph, as the derived values: the card stays whole


# The grave states a card says at its top, gravest first (the Roster's conditions, in its words).
GRAVE_STATES = (
    (Condition.DEAD, "Dead"),
    (Condition.DYING, "Dying"),
    (Condition.UNCONSCIOUS, "Unconscious"),
    (Condition.MAJOR_WOUND, "Major wound"),
    (Condition.PERMANENT_INSANITY, "Permanently insane"),
    (Condition.INDEFINITE_INSANITY, "Indefinitely insane"),
    (Condition.TEMPORARY_INSANITY, "Temporarily insane"),
)


def grave_states(sheet: CharacterSheet) -> list[str]:
    """What is gravely the matter with an investigator, in words ("Dead", "Permanently insane" ...): the sheet's
    conditions, and 0 SAN as permanent insanity (the Roster's reading), ticked or not."""
    found = set(sheet.conditions)
    if sheet.kind is Kind.INVESTIGATOR and sheet.sanity is not None and sheet.sanity <= 0:
        found.add(Condition.PERMANENT_INSANITY)
    said = [label for condition, label in GRAVE_STATES if condition in found]
    if "Permanently insane" in said:  # permanent outlasts the lesser insanities
        said = [s for s in said if s not in ("Indefinitely insane", "Temporarily insane")]
    return said


def investigator_card(sheet: CharacterSheet, history: Iterable = (), spells: Iterable[str] = ()) -> Card:
    """The investigator's grave states at the top (Dead, Permanently insane ...), characteristics with half and fifth,
    derived values, Cthulhu Mythos with the spells known and the phobias and manias, the key skills (two to a row),
    weapons, boxes for HP, MP, SAN and Luck to tick at the table, and the SAN history chart."""
    s = sheet.filled()
    skills = sorted(s.skills, key=lambda k: (-k.value, k.full_name))[:KEY_SKILLS]
    blocks: list = [_characteristics(s), _derived(s), _mythos_and_madness(s, spells)]
    if grave := grave_states(s):  # said plainly at the top, before any number
        blocks.insert(0, Text(f"<p><b>{' · '.join(grave)}</b></p>"))
    if skills:
        blocks.append(_skill_pairs(skills))
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


def stat_card(sheet: CharacterSheet, mov: int | None = None) -> Card:
    """An NPC's or monster's numbers at a glance (`mov`: a creature's own MOV, not the one its numbers give)."""
    s = sheet.filled()
    blocks: list = [_characteristics(s), _derived(s, mov)]
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


def _fighter_state(fighter) -> str:
    """How a fighter stands, then what else is the matter: 'Fighting', 'Major wound: prone', 'Dying'."""
    implied = {
        "Dead": {Condition.DEAD},
        "Dying": {Condition.DYING, Condition.UNCONSCIOUS, Condition.MAJOR_WOUND},
        "Unconscious": {Condition.UNCONSCIOUS},
        "Fled": {Condition.FLED},
        "Major wound": {Condition.MAJOR_WOUND},
    }
    rest = sorted(str(c) for c in fighter.conditions if str(c) not in implied.get(fighter.state, set()))
    return fighter.state + (f": {', '.join(rest)}" if rest else "")


def combat_sheet(state: EncounterState | None) -> Card:
    """The fight in initiative order with HP boxes to strike off and each fighter's state, the round it is in, or
    blank rows for a fight still to come; a page of its own."""
    if state is None or not state.combatants:
        rows = tuple(("", "", "", "", "", "") for _ in range(8))
        return Card(
            "combat_sheet",
            "Sheets",
            "Combat tracker",
            (Table(("DEX", "Name", "Side", "HP", "State", "Notes"), rows), Text("<p>Round ____</p>")),
            page=True,
        )
    rows = tuple(
        (str(c.initiative), c.name, c.side.label, f"{c.hp}/{c.max_hp} {boxes(c.max_hp)}", _fighter_state(c))
        for c in state.combatants
    )
    return Card(
        "combat_sheet",
        "Sheets",
        f"Combat tracker — {state.name}",
        (
            Table(("Order", "Name", "Side", "HP", "State"), rows),
            Text(
                f"<p>Round {state.round} &nbsp; Investigators: {len(state.standing(Side.INVESTIGATORS))}, "
                f"opponents: {len(state.standing(Side.OPPONENTS))} standing</p>"
            ),
        ),
        page=True,
    )


PEOPLE = ("Name", "Side", "On", "MOV", "HP", "Status")


def _hp(runner: Runner) -> str:
    fighter = runner.fighter
    return "—" if fighter is None else f"{fighter.hp}/{fighter.max_hp} {boxes(fighter.max_hp)}"


def _status(runner: Runner, vehicle: Runner | None = None) -> str:
    """What is the matter with them: out of the chase (and why), the vehicle's Build and state, their conditions."""
    parts = [runner.out] if runner.out else []
    if runner.vehicle:
        parts.append(f"Build {runner.build:g}/{runner.build_start:g}")
        parts.append(runner.condition or (Condition.IMPAIRED if runner.impaired else ""))
        if runner.tyres_lost:
            parts.append(f"{runner.tyres_lost} tyre{'s' * (runner.tyres_lost != 1)} lost")
    if runner.delay:
        parts.append(f"held up for {runner.delay} more")
    if runner.fighter is not None:
        parts += sorted(str(c) for c in runner.fighter.conditions)
    if vehicle is not None and vehicle.condition:
        parts.append(f"in a {vehicle.condition} vehicle")
    return ", ".join(p for p in parts if p)


def chase_sheet(state: ChaseState | None) -> Card:
    """The track with its locations and who is where (a vehicle with everyone in it), and everyone in the chase with
    their HP and state, passengers under their vehicle; a page of its own, to follow the chase or scribble on."""
    if state is None or not state.locations:
        rows = tuple((str(i), "", "") for i in range(10))
        people = tuple(("",) * len(PEOPLE) for _ in range(6))
        return Card(
            "chase_sheet",
            "Sheets",
            "Chase sheet",
            (Table(("Location", "Hazard or barrier", "Who is there"), rows), Table(PEOPLE, people)),
            page=True,
        )
    by_key = {r.key: r for r in state.runners}
    movers = [r for r in state.runners if not (r.aboard and r.aboard in by_key)]
    movers.sort(key=lambda r: (bool(r.out), -r.dex))
    here: dict[int, list[str]] = {}
    people = []
    for runner in movers:
        riders = [r for r in state.runners if r.aboard == runner.key and r.out == runner.out]
        if not runner.out:
            who = f"{runner.name} ({runner.actions})"
            if runner.vehicle:
                state_word = f" ({runner.condition})" if runner.condition else ""
                who = f"{runner.vehicle}{state_word}: {who}" + (
                    f", with {', '.join(r.name for r in riders)}" if riders else ""
                )
            here.setdefault(runner.location, []).append(who)
        on = f"{runner.vehicle} (driver)" if runner.vehicle else "foot"
        people.append((runner.name, runner.side, on, str(runner.mov), _hp(runner), _status(runner)))
        people += [
            (r.name, runner.side, f"{runner.vehicle} (passenger)", str(runner.mov), _hp(r), _status(r, runner))
            for r in riders
        ]
    left = [r for r in state.runners if r.aboard in by_key and r.out and r.out != by_key[r.aboard].out]
    people += [(r.name, r.side, "—", str(r.mov), _hp(r), _status(r)) for r in left]
    rows = tuple(
        (
            str(i),
            place.describe + (f" — {place.note}" if place.note else "") + (" (hidden)" if place.hidden else ""),
            "; ".join(here.get(i, ())),
        )
        for i, place in enumerate(state.locations)
    )
    return Card(
        "chase_sheet",
        "Sheets",
        f"Chase sheet — {state.name}",
        (Table(("Location", "Hazard or barrier", "Who is there (actions)"), rows), Table(PEOPLE, tuple(people))),
        f"round {state.round}",
        page=True,
    )


def _study(tome: Tome, holding: Holding | None) -> str:
    """How long a full study takes, and how far the reader is with it: '37 of 68 weeks', '68 weeks'."""
    if holding is None:
        return f"{tome.study_weeks} weeks"
    weeks = study_weeks(tome.study_weeks, holding.full_studies)
    times = holding.full_studies
    done = (f"; studied {'once' if times == 1 else f'{times} times'}") if times else ""
    if holding.studying:
        return f"{holding.weeks_done} of {weeks} weeks" + (" (put aside)" if holding.paused else "") + done
    return f"{weeks} weeks{done}"


def tomes_handout(
    held: Iterable[tuple[str, Tome, Holding | None]],
    spells: Iterable[Spell],
    minds: Iterable[tuple[CharacterSheet, Iterable[str]]] = (),
) -> Card:
    """For the players: each investigator's Cthulhu Mythos, spells known and phobias and manias (`minds`: a sheet
    and its spells), the tomes they hold (`held`: who, the tome and, when known, their Holding: how far they have
    studied it) and the spells they know, without the Keeper's numbers beyond what a reader
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
                tuple((who, t.title, t.language, _study(t, holding)) for who, t, holding in held),
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
    """A bestiary creature's stat card: its numbers (its own MOV, once), attacks, armour, SAN loss and what is
    special about it."""
    base = stat_card(creature.sheet(), creature.mov)
    extra = [f"<b>Armour</b> {creature.armour}"]
    if creature.san_loss:
        extra.append(f"<b>SAN loss</b> {escape(creature.san_loss)}")
    blocks = (*base.blocks[:2], Text("<p>" + " · ".join(extra) + "</p>"), *base.blocks[2:])
    return Card(f"bestiary:{creature.name}", "Bestiary", creature.name, blocks, "")


HANDOUT_ROOM = (460, 600)  # the largest an image handout is drawn on its page, in the card's pixels (width, height)
_MIME = {"png": "image/png", "jpeg": "image/jpeg", "svg": "image/svg+xml"}


def _image_size(handout: Handout) -> tuple[int, int]:
    """The image's own size (an SVG's default size), 0 × 0 when it cannot be read."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

    if handout.kind == "svg":
        size = QSvgRenderer(QByteArray(handout.image)).defaultSize()
        return max(0, size.width()), max(0, size.height())
    image = QImage.fromData(QByteArray(handout.image))
    return image.width(), image.height()


def handout_sheet(handout: Handout) -> Card:
    """A handout to give the players on paper: its image on a page of its own, scaled to fit and its proportions
    kept, or its text as typed (never markup)."""
    if handout.is_image:
        width, height = _image_size(handout)
        if not width or not height:
            body = Text("<p><i>This image cannot be drawn (its file is damaged).</i></p>")
        else:
            scale = min(HANDOUT_ROOM[0] / width, HANDOUT_ROOM[1] / height)
            shown = max(1, round(width * scale)), max(1, round(height * scale))
            data = base64.b64encode(handout.image).decode("ascii")
            body = Text(
                f'<p align="center"><img src="data:{_MIME[handout.kind]};base64,{data}" '
                f'width="{shown[0]}" height="{shown[1]}"></p>'
            )
        return Card(f"handout:{handout.id}", "Handouts", handout.title, (body,), page=True)
    paragraphs = [p for p in handout.text.split("\n\n") if p.strip()]
    html = "".join(f"<p>{escape(p).replace(chr(10), '<br>')}</p>" for p in paragraphs)
    return Card(f"handout:{handout.id}", "Handouts", handout.title, (Text(html),))
