"""An NPC or creature pasted as scenarios print it (7th edition, or 6th converted to 7th), made into the same
`Imported` sheet the other importers give: its numbers where a sheet keeps them, weapons on their skills, what a sheet
has no place for in its notes, each change and each line not read said. stat_lines.py reads the lines; this module
decides. Pure Python: nothing is written here."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from desktop.rules.bestiary import Creature, creature_from_sheet
from desktop.rules.dice import DiceExpr
from desktop.rules.roster.sheet import CHARACTERISTICS, MAX_MOV, CharacterSheet, Kind, Skill, Weapon
from desktop.rules.sanity.insanity import sanity_loss
from desktop.rules.words import listed
from desktop.store.exchange.attack_skills import Reach, attack_skill, seventh_edition_name, with_firearm_table
from desktop.store.exchange.foreign import (
    FAMILIES,
    Imported,
    ImportProblem,
    bounded,
    brief,
    checked_weapon,
    damage_and_bonus,
    finished,
    kept_half_bonus,
    limited,
    skill_named,
)
from desktop.store.exchange.stat_lines import CHARACTERISTIC_LABELS, Entry, Facts, Said, read_lines, roll_formula

SOURCE = "Stat block"
SOURCE_SIXTH = "Stat block (6th edition, converted to 7th)"
_ATTRIBUTES = dict(zip(CHARACTERISTIC_LABELS, CHARACTERISTICS))
_NONE = re.compile(r"^(?:—|–|-|n/?a|none|nil|varies)?\.?$", re.IGNORECASE)
_LEADING = re.compile(r"^(?:up\s+to\s+)?([+-]?\d+)")


@dataclass(frozen=True)
class Guess:
    """What the text itself says it is, and why: the preview's choices start here."""

    kind: Kind
    kind_reason: str
    sixth_edition: bool
    edition_reason: str


@dataclass(frozen=True)
class StatBlock:
    """A pasted stat block, read: its facts and what they suggest; `imported` makes the sheet for a choice."""

    facts: Facts
    guess: Guess

    def imported(self, kind: Kind | None = None, sixth_edition: bool | None = None) -> Imported:
        """The sheet for the Keeper's choice of kind (NPC or monster) and edition (None: as guessed); ImportProblem
        naming the line when a number cannot be kept (an NPC's STR of 120, a 6th-edition STR of 300 ×5)."""
        kind = self.guess.kind if kind is None else kind
        if kind is Kind.INVESTIGATOR:
            raise ImportProblem("a stat block is an NPC's or a monster's, not an investigator's")
        sixth = self.guess.sixth_edition if sixth_edition is None else sixth_edition
        return _Builder(self.facts, kind, sixth).imported()


def parse_stat_block(text: str) -> StatBlock:
    """The stat block in `text`; ImportProblem when there is none (empty, or no characteristics anywhere)."""
    facts = read_lines(text)
    return StatBlock(facts, _guess(facts))


def read_stat_block(text: str, kind: Kind | None = None, sixth_edition: bool | None = None) -> Imported:
    """One NPC or creature from the text of its stat block (see StatBlock.imported)."""
    return parse_stat_block(text).imported(kind, sixth_edition)


def _guess(facts: Facts) -> Guess:
    loss = facts.values.get("san_loss")
    human = [label for label in ("APP", "EDU") if _number(facts.characteristics.get(label)) is not None]
    if loss is not None and not _NONE.match(loss.text):
        kind, why = Kind.MONSTER, f"read as a monster: line {loss.line} gives a SAN loss"
    elif not human:
        kind, why = Kind.MONSTER, "read as a monster: the text gives no APP or EDU"
    else:
        kind, why = Kind.NPC, f"read as an NPC: the text gives {listed(human)} and no SAN loss"
    given = [v for said in facts.characteristics.values() if (v := _number(said)) is not None]
    if len(given) >= 3 and max(given) <= 18:
        return Guess(
            kind, why, True, "read as 6th edition: every characteristic is 18 or less (7th edition's are five times)"
        )
    return Guess(kind, why, False, "read as 7th edition")


def _number(said: Said | None) -> int | None:
    if said is None:
        return None
    m = _LEADING.match(said.text.strip())
    return int(m.group(1)) if m else None


class _Builder:
    """Makes one sheet from the facts for one choice of kind and edition, saying each change as it goes."""

    def __init__(self, facts: Facts, kind: Kind, sixth: bool) -> None:
        self.facts, self.kind, self.sixth = facts, kind, sixth
        self.skipped: list[str] = []
        self.notes: list[str] = list(facts.description)
        self.skills: dict[str, Skill] = {}
        self.from_where: dict[str, str] = {}  # a skill's full name: what it came from ("Hide 40")
        self.weapons: list[Weapon] = []
        self.reaches: list[Reach] = []  # each weapon's, in the same order
        self.kept: list[Said] = list(facts.kept)  # the facts stay as read: a preview makes sheets from them again

    def imported(self) -> Imported:
        facts = self.facts
        values = self.characteristics()
        self.listed_skills()
        self.fighting()
        attacks = self.attacks_per_round()
        name = facts.name or ("Unnamed creature" if self.kind is Kind.MONSTER else "Unnamed NPC")
        if not facts.name:
            self.skipped.append(f"the text has no name line: called {name!r} (rename it on the Roster)")
        sheet = CharacterSheet(
            name=name,
            kind=self.kind,
            occupation=facts.occupation,
            age=self.age(),
            **values,
            sanity=self.sanity(),
            luck=self.luck(),
            skills=tuple(self.skills.values()),
            weapons=tuple(self.weapons),
        )
        mov, armour, loss = self.derived(sheet)
        worked = sheet.filled().mov
        kept_mov = mov if mov != worked and 1 <= mov <= MAX_MOV else None  # as printed, as a Keeper sets it by hand
        sheet = replace(sheet, notes="\n".join(self.notes + self.not_read()), mov_override=kept_mov)
        imported = finished(Imported(bounded(limited(sheet, self.skipped), self.skipped), self.source, self.skipped))
        if kept_mov is not None:
            imported.kept.append(f"MOV {kept_mov} kept as printed (from DEX, STR, SIZ and age it would be {worked})")
        if loss:
            imported.creature = creature = self.creature(imported.sheet, loss, mov, armour, attacks)
            imported.kept.append(
                f"SAN loss {creature.san_loss}: goes into the campaign's bestiary with MOV {creature.mov} and armour "
                f"{creature.armour} (the Sanity, Combat and Chase tabs offer it there), and stays in the notes"
            )
        return imported

    @property
    def source(self) -> str:
        return SOURCE_SIXTH if self.sixth else SOURCE

    # --- characteristics ----------------------------------------------------------------------------------------

    def characteristics(self) -> dict[str, int]:
        facts, limit = self.facts, self.kind.value_limit
        values, missing, converted = {}, [], []
        for label, attr in _ATTRIBUTES.items():
            said = facts.characteristics.get(label)
            value = _number(said)
            if value is None:
                missing.append(label)
                continue
            self.check_pair(label, value, facts.halves.get(label), said.line)
            if self.sixth:
                converted.append(f"{label} {value} → {value * 5}")
                value *= 5
            if value > limit or value < 0:
                times = f" (×5 = {value})" if self.sixth else ""
                hint = " — if it is a monster, choose Monster" if self.kind is Kind.NPC and value <= 999 else ""
                raise ImportProblem(
                    f"line {said.line}: {label} {said.text}{times} is beyond what a sheet holds: "
                    f"{'an NPC' if self.kind is Kind.NPC else 'a monster'}'s characteristics are 1 to "
                    f"{limit}{hint}"
                )
            if value == 0:
                self.skipped.append(f"{label} 0 (line {said.line}): a sheet holds 1 at least; set to 1")
                value = 1
            values[attr] = value
        if converted:
            self.skipped.append("6th edition, characteristics ×5: " + ", ".join(converted))
        if missing:
            filler = 1 if self.kind is Kind.MONSTER else 50
            why = " (a monster needs none)" if self.kind is Kind.MONSTER else " (the sheet's average)"
            self.skipped.append(f"{listed(missing)}: not in the text; set to {filler}{why}")
            values |= {_ATTRIBUTES[label]: filler for label in missing}
        if facts.rolls:
            self.notes.append("Rolls: " + ", ".join(f"{label} {roll}" for label, roll in facts.rolls.items()))
            self.check_rolls(values)
        return values

    def check_rolls(self, values: dict[str, int]) -> None:
        """Each characteristic within what its printed roll can give (an average of 80 for '(3D6+6)×5')."""
        for label, roll in self.facts.rolls.items():
            try:
                expr = DiceExpr.parse(roll_formula(roll))
            except ValueError:  # only rolls it reads are kept as rolls
                continue
            low, high = expr.minimum, expr.maximum
            value = values.get(_ATTRIBUTES[label], 0) // (5 if self.sixth else 1)
            if not low <= value <= high:
                self.skipped.append(
                    f"line {self.facts.characteristics[label].line}: {label} {value} is outside what its roll "
                    f"{roll} gives ({low} to {high}): {value} is kept"
                )

    def check_pair(self, what: str, value: int, pair: tuple[int, int] | None, line: int) -> None:
        """A value's half and fifth as printed, checked: a mismatch keeps the value and says so."""
        if pair is not None and pair != (value // 2, value // 5):
            self.skipped.append(
                f"line {line}: {what} {value} is printed with ({pair[0]}/{pair[1]}), but its half and fifth are "
                f"{value // 2}/{value // 5}: {value} is kept"
            )

    def age(self) -> int:
        said = self.facts.age
        value = _number(said)
        if value is None or not 1 <= value <= 999:
            if said is not None:
                self.skipped.append(f"line {said.line}: age {said.text!r} is not a number of years; set to 30")
            return 30
        return value

    # --- skills -------------------------------------------------------------------------------------------------

    def listed_skills(self) -> None:
        facts = self.facts
        for entry in facts.skills:
            name = seventh_edition_name(entry.name) if self.sixth else entry.name
            self.add_skill(name, entry, renamed=name != " ".join(entry.name.split()))
        for entry in facts.languages:
            own = entry.name.casefold().startswith(("language", "own language", "other language"))
            name = entry.name if own else f"Language ({entry.name})"
            self.add_skill(seventh_edition_name(name) if self.sixth else name, entry)
        if facts.dodge is not None:
            self.add_skill("Dodge", facts.dodge)

    def add_skill(self, name: str, entry: Entry, renamed: bool = False) -> str | None:
        """The skill an entry names, added (the higher value kept when two entries become one skill); its full
        name, or None when it is left out."""
        self.check_pair(entry.name, entry.value, _pair(entry), entry.line)
        family, spec = skill_named(name)
        if family in FAMILIES and not spec:
            self.skipped.append(f"line {entry.line}: {brief(entry.name)} names no specialisation; left out")
            return None
        skill = Skill(family, entry.value, spec)
        said = f"{' '.join(entry.name.split())} {entry.value}"
        if renamed:
            self.skipped.append(f"6th edition: {said} is {skill.full_name} in 7th edition")
        before = self.skills.get(skill.full_name)
        if before is not None:
            kept = max(before.value, skill.value)
            self.skipped.append(
                f"{self.from_where[skill.full_name]} and {said} are both {skill.full_name}: {kept} kept (the higher)"
            )
            self.skills[skill.full_name] = replace(before, value=kept)
            return skill.full_name
        self.skills[skill.full_name] = skill
        self.from_where[skill.full_name] = said
        return skill.full_name

    # --- the Combat section ---------------------------------------------------------------------------------------

    def fighting(self) -> None:
        creature = self.kind is Kind.MONSTER
        for entry in self.facts.combat:
            where = f"line {entry.line} ({brief(entry.name)})"
            found = attack_skill(entry.name, creature)
            damage, bonus = damage_and_bonus(entry.damage, where, self.skipped)
            if found.reach in (Reach.MELEE, Reach.NATURAL) and not bonus:
                damage, bonus = self.spelled_out_bonus(damage, where)
            weapon = Weapon(entry.name, found.skill, damage, found.impaling, adds_damage_bonus=bonus)
            kept_half_bonus(weapon, where, self.skipped)
            if found.reach is Reach.FIREARM:
                weapon, table = with_firearm_table(weapon)
                if table:
                    self.skipped.append(
                        f"{where}: range, shots a round, magazine and malfunction from the weapon table's {table} "
                        "(the stat block gives none)"
                    )
            if self.sixth and (seventh := seventh_edition_name(entry.name)) != " ".join(entry.name.split()):
                self.skipped.append(f"6th edition: {entry.name} {entry.value} is {seventh} in 7th edition")
            if not found.told:
                self.skipped.append(f"{where}: not a weapon known by its name; it uses {found.skill}")
            if entry.note:
                self.notes.append(f"{entry.name}: {entry.note}")
                self.skipped.append(f"{where}: {brief(entry.note)!r} after its damage kept in the notes")
            if checked_weapon(weapon, where, self.skipped) is None:
                self.kept.append(Said(f"{entry.name} {entry.value}%, damage {entry.damage}", entry.line))
                continue
            self.weapon_skill(weapon, entry)
            self.weapons.append(weapon)
            self.reaches.append(found.reach)

    def spelled_out_bonus(self, damage: str, where: str) -> tuple[str, bool]:
        """'1D6+1D4' for a creature whose damage bonus is +1D4: the damage bonus written out, read as the flag."""
        stated = self.facts.values.get("db")
        bonus = _bonus_text(stated.text) if stated is not None else ""
        if bonus not in ("", "0") and damage.upper().endswith(bonus.upper()) and len(damage) > len(bonus):
            self.skipped.append(f"{where}: damage {damage} read as {damage[: -len(bonus)]} plus its damage bonus")
            return damage[: -len(bonus)], True
        return damage, False

    def weapon_skill(self, weapon: Weapon, entry: Entry) -> None:
        before = self.skills.get(weapon.skill)
        if before is None:
            self.add_skill(weapon.skill, entry)
        elif before.value != entry.value:
            self.check_pair(entry.name, entry.value, _pair(entry), entry.line)
            self.skipped.append(
                f"line {entry.line}: {entry.name} {entry.value}% uses {weapon.skill}, which is {before.value} "
                f"({self.from_where[weapon.skill]}): {before.value} kept"
            )

    def attacks_per_round(self) -> str:
        """The attacks a round, written on each fighting attack so a fight gives them all; the text as written."""
        said = self.facts.values.get("attacks")
        if said is None:
            return ""
        count = _number(said)
        self.notes.append(f"Attacks per round: {said.text}")
        if count is None:
            if not _NONE.match(said.text):
                self.skipped.append(f"line {said.line}: attacks per round {said.text!r} kept in the notes")
            return said.text
        if count > 1:
            close = [i for i, reach in enumerate(self.reaches) if reach is not Reach.FIREARM]
            for i in close:
                self.weapons[i] = replace(self.weapons[i], attacks=str(count))
            if close:
                self.skipped.append(f"attacks per round {count}: each fighting attack may be made {count} times")
        return said.text

    # --- trackers and what a sheet works out ----------------------------------------------------------------------

    def sanity(self) -> int | None:
        said = self.facts.values.get("san")
        value = _number(said)
        if self.kind is Kind.MONSTER:
            if value is not None:
                self.skipped.append(f"line {said.line}: SAN {value} left out — monsters keep no Sanity")
            return None
        return value

    def luck(self) -> int:
        said = self.facts.values.get("luck")
        value = _number(said)
        if value is None:
            return 50
        if not 0 <= value <= 99:
            self.skipped.append(f"line {said.line}: Luck {value} is beyond 0 to 99; set to {min(99, max(0, value))}")
        return min(99, max(0, value))

    def derived(self, sheet: CharacterSheet) -> tuple[int, int, str]:
        """HP, MP, DB and Build as printed, checked against what the sheet works out; Move (its first number is
        the MOV, other moves in the notes), armour and SAN loss kept in the notes. Returns the MOV and armour as
        printed and the SAN loss ("" when none)."""
        values, filled = self.facts.values, sheet.filled()
        for key, label, worked, how in (
            ("hp", "HP", filled.max_hp, "(CON + SIZ) / 10"),
            ("mp", "MP", filled.max_mp, "POW / 5"),
            ("build", "Build", filled.build, "STR + SIZ"),
        ):
            value = _number(values.get(key))
            if value is not None and value != worked:
                self.skipped.append(
                    f"line {values[key].line}: {label} {value} in the text; from {how} Keeper Desk works out {worked}"
                )
        if (said := values.get("db")) is not None and _bonus_text(said.text) != filled.damage_bonus:
            self.skipped.append(
                f"line {said.line}: DB {said.text} in the text; from STR + SIZ Keeper Desk works out "
                f"{filled.damage_bonus}"
            )
        return self.move(filled), self.armour(), self.loss()

    def move(self, sheet: CharacterSheet) -> int:
        said = self.facts.values.get("move")
        value = _number(said)
        if said is None:
            return sheet.mov
        rest = _LEADING.sub("", said.text.strip(), count=1).strip(" ,;./") if value is not None else said.text
        if rest:
            self.notes.append(f"Move: {said.text}")
            self.skipped.append(f"line {said.line}: Move {said.text!r}: {rest!r} kept in the notes")
        if value is not None and value != sheet.mov and not 1 <= value <= MAX_MOV:
            self.skipped.append(
                f"line {said.line}: Move {value} in the text is past what a sheet holds (1 to {MAX_MOV}); from DEX, "
                f"STR and SIZ Keeper Desk works out {sheet.mov}"
            )
            if not rest:
                self.notes.append(f"Move: {said.text}")
        return sheet.mov if value is None else value

    def armour(self) -> int:
        said = self.facts.values.get("armour")
        if said is None:
            return 0
        self.notes.append(f"Armour: {said.text}")
        value = _number(said) or 0
        if not _NONE.match(said.text):
            self.skipped.append(
                f"line {said.line}: armour {brief(said.text)!r} kept in the notes — a sheet has no armour; the "
                "Combat tab sets it for a fight"
            )
        return max(0, value)

    def loss(self) -> str:
        said = self.facts.values.get("san_loss")
        if said is None or _NONE.match(said.text):
            return ""
        self.notes.append(f"Sanity loss: {said.text}")
        first = said.text.split()[0].rstrip(".,;")
        try:
            sanity_loss(first)
        except ValueError:
            self.skipped.append(f"line {said.line}: SAN loss {said.text!r} is not success/failure; kept in the notes")
            return ""
        return first

    def creature(self, sheet: CharacterSheet, loss: str, mov: int, armour: int, attacks: str) -> Creature:
        """The same NPC or monster as the campaign's bestiary keeps it, where its SAN loss, MOV and armour go."""
        spells = ", ".join(self.facts.spells)
        special = "; ".join(
            part
            for part in (
                f"Armour: {self.facts.values['armour'].text}" if "armour" in self.facts.values else "",
                f"Attacks per round: {attacks}" if attacks else "",
            )
            if part
        )
        creature = creature_from_sheet(sheet, loss)
        if mov < 1:
            self.skipped.append(f"Move {mov}: the bestiary's entry moves at 1 (a chase needs a MOV of 1 or more)")
        return replace(creature, mov=max(1, mov), armour=armour, spells=spells[:500], special=special[:500])

    def not_read(self) -> list[str]:
        """The notes' last part: spells, and every line or part of one that was not read, as written."""
        facts, lines = self.facts, []
        if facts.spells:
            lines.append("Spells: " + ", ".join(facts.spells))
            self.skipped.append(
                f"spells ({brief(', '.join(facts.spells))}): kept in the notes — a sheet keeps no spells (the Tomes "
                "tab teaches them)"
            )
        if self.kept:
            lines.append("From the stat block, not read:")
            for said in sorted(self.kept, key=lambda s: s.line):
                lines.append(said.text)
                self.skipped.append(f"line {said.line}: {brief(said.text)!r} not read; kept in the notes")
        return lines


def _pair(entry: Entry) -> tuple[int, int] | None:
    return (entry.half, entry.fifth) if entry.half is not None and entry.fifth is not None else None


def _bonus_text(text: str) -> str:
    """A damage bonus as a sheet writes it: '1D4' → '+1D4', 'none' → '0', '-1' → '-1'."""
    said = text.strip().rstrip(".").replace(" ", "").upper()
    if _NONE.match(said) or said in ("0", "+0"):
        return "0"
    return said if said.startswith(("+", "-")) else f"+{said}"


def stat_block_text(sheet: CharacterSheet) -> str:
    """A sheet written out as scenarios print a stat block, with each weapon's skill and range: what the preview
    shows of the character that will be added."""
    s = sheet.filled()
    head = ", ".join(p for p in (s.name, s.occupation, f"age {s.age}" if s.kind is Kind.NPC else "") if p)
    stats = " ".join(f"{label} {getattr(s, attr)}" for label, attr in _ATTRIBUTES.items())
    san = f"SAN {s.sanity} " if s.kind is not Kind.MONSTER else ""
    lines = [
        f"{head} ({s.kind.label})",
        stats,
        f"{san}HP {s.max_hp} DB {s.damage_bonus} Build {s.build} Move {s.mov} MP {s.max_mp} Luck {s.luck}",
    ]
    if s.weapons or s.skill_value("Dodge") is not None:
        lines.append("Combat")
    for w in s.weapons:
        value = s.skill_value(w.skill)
        shown = f"{value}% ({value // 2}/{value // 5})" if value is not None else "(no skill value)"
        reach = f", {w.range}" if w.range else ""
        bonus = " + DB" if w.adds_damage_bonus else ""
        lines.append(f"{w.name} {shown}, damage {w.damage}{bonus} — {w.skill}{reach}, {w.attacks} a round")
    if (dodge := s.skill_value("Dodge")) is not None:
        lines.append(f"Dodge {dodge}% ({dodge // 2}/{dodge // 5})")
    others = [k for k in s.skills if k.name != "Dodge" and not any(w.skill == k.full_name for w in s.weapons)]
    if others:
        lines.append("Skills: " + ", ".join(f"{k.full_name} {k.value}%" for k in others))
    return "\n".join(lines)
