"""A stat block's lines as scenarios print them, read into plain facts (stat_block.py makes the sheet): the name
line, characteristics on one line or several (with the bestiary's averages and rolls), HP, DB, Build, Move, MP, Luck,
Armor, attacks per round and SAN loss, the Combat, Skills, Languages and Spells sections, and every line or part of
a line that is none of these, kept as written with its line number. Pure Python: nothing is written here."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from desktop.rules.dice import DiceExpr
from desktop.store.exchange.foreign import ImportProblem, brief

CHARACTERISTIC_LABELS = ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")
MAX_TEXT = 200_000  # characters: a stat block is a few hundred; a whole scenario is refused, not read
_NONE = r"(?:—|–|-|n/?a|none|nil|varies)"
_WORDS = (
    ("hp", r"hit\s*points"),
    ("mp", r"magic\s*points"),
    ("db", r"damage\s+bonus"),
    ("build", r"build"),
    ("attacks", r"attacks\s+per\s+round|\#\s*attacks|attacks(?=\s*:\s*\d)"),
    ("san_loss", r"(?:san|sanity)\s+loss"),
    ("san", r"sanity(?:\s+points)?(?=\s*:?\s*\d)"),
    ("move", r"move(?:ment)?(?:\s+rate)?"),
    ("luck", r"luck"),
    ("armour", r"armou?r"),
    ("dodge", r"dodge"),
    ("age", r"age"),
    ("occupation", r"occupation"),
    ("STR", r"strength"),
    ("CON", r"constitution"),
    ("SIZ", r"size"),
    ("DEX", r"dexterity"),
    ("APP", r"appearance"),
    ("INT", r"intelligence"),
    ("POW", r"power"),
    ("EDU", r"education"),
)
_ABBREVIATIONS = {**{a: a for a in CHARACTERISTIC_LABELS}, "SAN": "san", "HP": "hp", "MP": "mp", "DB": "db"}
_ABBREVIATIONS["MOV"] = "move"
# The words first: "SAN loss" is a SAN loss, not SAN
_LABEL = re.compile(
    r"(?<![\w.])(?:(?i:(?:average\s+)?(?P<word>" + "|".join(f"(?P<{key}>{rx})" for key, rx in _WORDS) + r"))"
    r"|(?P<abbr>" + "|".join(_ABBREVIATIONS) + r"))(?![A-Za-z])"
)
# What may follow a label for it to be one ("STR 75", "HP: 14", "APP —"), not a word of prose ("points of armor.")
_VALUE_START = re.compile(r"\s*(?::\s*\S|[+-]?\d|" + _NONE + r"(?![A-Za-z]))", re.IGNORECASE)
_STAT_KEYS = (*CHARACTERISTIC_LABELS, "san", "hp", "mp", "db")  # what starts the numbers on a name line
_TEXT_LABELS = ("armour", "attacks", "san_loss", "occupation", "move", "db")
_SECTION = re.compile(
    r"^(?P<head>combat|fighting\s+attacks(?=\s*$)|attacks(?!\s+per)(?!\s*:\s*\d)|weapons?|skills?|languages?|spells?)"
    r"(?![A-Za-z])\s*(?:\((?P<qualifier>[^)]*)\))?\s*(?P<colon>:)?\s*(?P<rest>.*)$",
    re.IGNORECASE,
)
_SECTION_NAMES = {"combat": "combat", "fighting": "combat", "attacks": "combat", "weapon": "combat"}
_SECTION_NAMES |= {"weapons": "combat", "skill": "skills", "skills": "skills", "language": "languages"}
_SECTION_NAMES |= {"languages": "languages", "spell": "spells", "spells": "spells"}
_COLUMNS = re.compile(r"^(?:char\.?|characteristics?)?\s*(?:averages?|avg\.?)?\s*(?:rolls?)?\s*$", re.IGNORECASE)
_TABLE_RULE = re.compile(r"^[\s|:\-]+$")
_ENTRY = re.compile(
    r"^(?P<name>[^%]*?)\s*:?\s+\(?(?P<value>\d{1,4})\)?\s*(?P<pct>%)?\s*,?\s*"
    r"(?:\(\s*(?P<half>\d{1,4})\s*/\s*(?P<fifth>\d{1,4})\s*\))?\s*[,;:]?\s*(?P<rest>.*?)\s*$"
)
_LONGEST_ENTRY = 300  # characters: a longer text is prose, never one skill or attack (and is not searched as one)
_DAMAGE_WORD = re.compile(r"^(?:damage|dmg\.?|dam\.?)\s*:?\s*", re.IGNORECASE)
_DAMAGE_TERM = re.compile(
    r"\s*(?P<sign>[+/-])?\s*(?P<term>\d{0,3}\s*[dD]\s*\d{1,4}|\d{1,4}(?![\d%])|(?:half|½)\s*(?:db|damage\s+bonus)"
    r"|db|damage\s+bonus)(?![A-Za-z])",
    re.IGNORECASE,
)
_AGE = re.compile(
    r"\bage[ds]?\s*:?\s*(\d{1,3})\b|\b(\d{1,3})\s*(?:years?\s+old|yrs?\.?)(?![A-Za-z])|\(\s*(\d{1,3})\s*\)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Entry:
    """One 'Name NN% (hh/ff), damage X' of a Combat, Skills or Languages list, with the line it is on."""

    name: str
    value: int
    line: int
    half: int | None = None
    fifth: int | None = None
    damage: str = ""
    note: str = ""  # what follows the damage, not read ("(if Hard CON roll failed)")


@dataclass(frozen=True)
class Said:
    """One label's value as written ("14", "8 / 10 swimming"), with its line."""

    text: str
    line: int


@dataclass
class Facts:
    """What a stat block says, as written, before any choice of kind or edition."""

    name: str = ""
    occupation: str = ""
    age: Said | None = None
    characteristics: dict[str, Said] = field(default_factory=dict)  # "STR": the value as written
    rolls: dict[str, str] = field(default_factory=dict)  # "STR": "(3D6+6)×5", the bestiary's roll column
    halves: dict[str, tuple[int, int]] = field(default_factory=dict)  # "STR": (half, fifth) as written
    values: dict[str, Said] = field(default_factory=dict)  # "hp", "mp", "san", "luck", "build", "db", "move", …
    combat: list[Entry] = field(default_factory=list)
    dodge: Entry | None = None
    skills: list[Entry] = field(default_factory=list)
    languages: list[Entry] = field(default_factory=list)
    spells: list[str] = field(default_factory=list)
    description: list[str] = field(default_factory=list)  # lines between the name and the numbers
    kept: list[Said] = field(default_factory=list)  # lines, or parts of lines, not read: kept as written


# Where a block copied without its line breaks ("… MP: 18 Combat Attacks per round: 1 Fighting 50% (25/10), damage
# 1D6 Dodge 17% (8/3) Skills Stealth 80%") starts a new line: a section's heading, a SAN loss, armour, attacks per
# round or Dodge after a number or the end of a sentence, and an attack after the damage of the one before.
_RUN_ON = re.compile(
    r"(?<=[\d%).])\s+(?=(?:Combat|Skills?|Languages?|Spells?|Weapons?)\b\s*(?:\(|:|[A-Z]))"
    r"|(?<=[\d%).])\s+(?=(?:Sanity|SAN)\s+[Ll]oss\b|Armou?r\s*:|Attacks\s+per\s+round)"
    r"|\s+(?=Dodge\s*:?\s*\d{1,3}\s*%)"
    r"|(?:(?<=[dD]\d)|(?<=[dD]\d\d)|(?<=[+-]\d)|(?<=DB)|(?<=db)|(?<=[.)]))\s+"
    r"(?=[A-Z.][\w.'/ ()-]{0,40}?\s\d{1,3}\s*%\s*(?:\(|,))"
)
MAX_RUN_ON = 5_000  # characters: a longer line is prose, not searched for where it runs on


def cleaned(text: str) -> str:
    """The pasted text with what printing and PDFs add taken out: fraction and minus signs, odd spaces, control
    characters, characters no text can hold."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("½", " half ").replace("\t", " ")
    text = unicodedata.normalize("NFKC", text).replace("−", "-").replace("⁄", "/")
    return "".join(
        ch
        for ch in text
        if ch == "\n" or not (unicodedata.category(ch) in ("Cc", "Cs", "Co") or ord(ch) & 0xFFFE == 0xFFFE)
    )


def _plain_line(line: str) -> str:
    """A line without its markdown and table marks ('### CTHUGHA', '**Hit Points** ::: 130', '| STR 400 |')."""
    line = re.sub(r"\*\*|__|`", "", line).replace("|", " ").replace(":::", ":").replace("::", ":")
    line = re.sub(r"^\s*(?:[#>*•·]+|[-–]\s)\s*", "", line)
    return " ".join(line.split())


def read_lines(text: str) -> Facts:
    """The facts of a stat block; ImportProblem when the text holds none (empty, too long, nothing like one)."""
    if len(text) > MAX_TEXT:
        raise ImportProblem(
            f"the text is {len(text):,} characters long: a stat block is a few hundred — paste one NPC or creature"
        )
    lines = [_plain_line(line) for line in cleaned(text).split("\n")]
    if not any(lines):
        raise ImportProblem("the text is empty: paste the stat block of one NPC or creature")
    reader = _Reader()
    for number, line in enumerate(lines, start=1):
        for piece in _RUN_ON.split(line) if len(line) <= MAX_RUN_ON else [line]:
            reader.line(number, piece)
    reader.close_section()
    facts = reader.facts
    if not facts.characteristics:
        first = next((n, line) for n, line in enumerate(lines, start=1) if line)
        raise ImportProblem(
            f"no line reads as a stat block's characteristics (STR 50 CON 60 SIZ 65 …); line {first[0]} "
            f"reads {brief(first[1])!r}"
        )
    return facts


class _Reader:
    """Reads a stat block line by line, knowing which section it is in."""

    def __init__(self) -> None:
        self.facts = Facts()
        self.section = ""
        self.carry = ""  # the unfinished end of a list (a skill's name wrapped onto the next line)
        self.carry_line = 0
        self.stats_seen = False

    def line(self, number: int, line: str) -> None:
        if not line:
            self.close_section()
            return
        if _TABLE_RULE.match(line) or (_COLUMNS.match(line) and re.search(r"[A-Za-z]", line)):
            return  # a table's rule, or the bestiary's "char. averages rolls" heading
        if self.section in ("skills", "languages", "spells") and self.continues(line):
            self.listed(number, line)
            return
        self.close_section()
        if (head := _heading(line)) is not None:
            self.section = _SECTION_NAMES[head.group("head").split()[0].lower()]
            if rest := head.group("rest").strip():
                self.after_heading(number, rest)
            return
        self.body(number, line)

    def after_heading(self, number: int, rest: str) -> None:
        if self.section in ("skills", "languages", "spells"):
            self.listed(number, rest)
        else:
            self.body(number, rest)

    def body(self, number: int, line: str) -> None:
        if _starts_with_label(line):
            self.stats_seen = True
            self.stat_line(number, line)
        elif (entries := combat_entries(line, number, strict=self.section != "combat")) is not None:
            self.stats_seen = True
            self.fighting(entries, number, line)
        elif not self.stats_seen and not self.facts.name:
            stats = next(
                (m for m in _LABEL.finditer(line) if _VALUE_START.match(line, m.end()) and _key(m) in _STAT_KEYS),
                None,
            )
            self.name_line(number, line[: stats.start()] if stats else line)
            if stats is not None:  # "Prowler, night-thing STR 90 CON 110 …" on one line
                self.stats_seen = True
                self.stat_line(number, line[stats.start() :])
        elif not self.stats_seen:
            self.facts.description.append(line)
        else:
            self.facts.kept.append(Said(line, number))

    # --- the name line: "Example Character, age 27", "WALTER CORBITT, undead horror" -----------------------------

    def name_line(self, number: int, line: str) -> None:
        facts = self.facts
        if found := _AGE.search(line):
            facts.age = Said(next(g for g in found.groups() if g), number)
            line = (line[: found.start()] + line[found.end() :]).strip()
        parts = [p.strip() for p in re.split(r"[,;]", line) if p.strip(" .")]
        if not parts:
            return
        name = parts[0].strip(" :.")
        facts.name = name.title() if name.isupper() else name
        facts.occupation = ", ".join(p.strip(" .") for p in parts[1:] if not p.strip(" .").isdigit())
        if facts.age is None and len(parts) > 1 and (digits := next((p for p in parts[1:] if p.isdigit()), None)):
            facts.age = Said(digits, number)

    # --- stat lines: "STR 75 CON 60 SIZ 80", "Build: 1 Move: 7 MP: 10", "STR 80 (3D6+6)×5" -------------------

    def stat_line(self, number: int, line: str) -> None:
        found = [m for m in _LABEL.finditer(line) if _VALUE_START.match(line, m.end())]
        for i, match in enumerate(found):
            end = found[i + 1].start() if i + 1 < len(found) else len(line)
            value = line[match.end() : end].strip()
            value = re.sub(r"^:\s*", "", value).strip()
            key = _key(match)
            if key in CHARACTERISTIC_LABELS:
                self.characteristic(key, value, number)
            elif key == "dodge":
                self.dodge_value(value, number)
            else:
                self.attribute(key, value, number)

    def characteristic(self, label: str, value: str, number: int) -> None:
        facts = self.facts
        if label in facts.characteristics:
            first = facts.characteristics[label].line
            raise ImportProblem(
                f"line {number}: {label} again (the first is on line {first}) — this looks like a second stat "
                "block: paste one NPC or creature at a time"
            )
        m = re.match(r"([+-]?\d+|" + _NONE + r")(?![A-Za-z\d])\s*(.*)$", value, re.IGNORECASE)
        if m is None:
            facts.kept.append(Said(f"{label} {value}", number))
            return
        facts.characteristics[label] = Said(m.group(1), number)
        rest = m.group(2).strip(" ,;.")
        if not rest:
            return
        if pair := re.fullmatch(r"\(\s*(\d{1,4})\s*/\s*(\d{1,4})\s*\)", rest):
            facts.halves[label] = (int(pair.group(1)), int(pair.group(2)))
        elif _is_roll(rest):
            facts.rolls[label] = " ".join(rest.split())
        else:
            facts.kept.append(Said(f"{label} {value}", number))

    def dodge_value(self, value: str, number: int) -> None:
        entry = _entry(f"Dodge {value}", number)
        if entry is None:
            self.facts.kept.append(Said(f"Dodge {value}", number))
        else:
            self.facts.dodge = entry

    def attribute(self, key: str, value: str, number: int) -> None:
        facts = self.facts
        value = value.strip(" ,;") if key in _TEXT_LABELS else value.strip(" ,;.")
        if key in facts.values:
            facts.kept.append(Said(f"{_LABEL_NAMES[key]} {value}", number))
            return
        if key == "occupation":
            facts.occupation = value.rstrip(".")
        elif key == "age":
            facts.age = Said(value, number)
        else:
            facts.values[key] = Said(value, number)

    # --- the Combat section ---------------------------------------------------------------------------------

    def fighting(self, entries: list[Entry], number: int, line: str) -> None:
        for entry in entries:
            if entry.name.casefold() == "dodge":
                self.facts.dodge = entry
            elif not entry.damage:
                self.facts.kept.append(Said(_entry_text(entry), number))
            else:
                self.facts.combat.append(entry)

    # --- the Skills, Languages and Spells lists -------------------------------------------------------------

    def continues(self, line: str) -> bool:
        """Whether a line goes on with the list above: the list ended with a comma, or the line starts with an
        entry of its own (and is not a new section or stat line)."""
        if _starts_with_label(line) or _heading(line) is not None:
            return False
        if self.carry or self.section == "spells":
            return bool(self.carry)
        first = _split_list(line)[0]
        return _entry(first, 0) is not None

    def listed(self, number: int, text: str) -> None:
        if self.section == "spells":
            self.spells(number, text)
            return
        if self.carry.strip():
            text, number = f"{self.carry} {text}", self.carry_line
        parts = _split_list(text)
        ended = bool(re.search(r"[,;]\s*$", text))
        self.carry = ""
        for i, part in enumerate(parts):
            entry = _entry(part, number)
            if entry is None and i == len(parts) - 1 and not ended and len(part) <= _LONGEST_ENTRY:
                self.carry, self.carry_line = part, number  # perhaps wrapped: "Spot" / "Hidden 35%"
            elif entry is None:
                self.facts.kept.append(Said(part, number))
            elif self.section == "languages":
                self.facts.languages.append(entry)
            elif entry.name.casefold() == "dodge":
                self.facts.dodge = entry
            else:
                self.facts.skills.append(entry)
        if ended and not self.carry:
            self.carry, self.carry_line = " ", number  # the list goes on over the next line

    def spells(self, number: int, text: str) -> None:
        self.carry = " " if re.search(r",\s*$", text) else ""
        self.carry_line = number
        self.facts.spells += [s.strip(" .") for s in _split_list(text) if s.strip(" .")]

    def close_section(self) -> None:
        if self.carry.strip():
            self.facts.kept.append(Said(self.carry.strip(), self.carry_line))
        self.carry = ""
        self.section = ""


_LABEL_NAMES = {key: key.upper() if key in ("hp", "mp", "san", "db") else key.capitalize() for key, _ in _WORDS}
_LABEL_NAMES |= {"san_loss": "SAN loss", "attacks": "Attacks per round", "armour": "Armour"}


def _key(match: re.Match) -> str:
    """The label's key: a characteristic's abbreviation ("STR"), else "hp", "db", "san_loss", …"""
    if match.group("abbr"):
        return _ABBREVIATIONS[match.group("abbr")]
    return next(key for key, _ in _WORDS if match.group(key) is not None)


def _heading(line: str) -> re.Match | None:
    """A section's heading ('Combat', 'Skills:', 'Skills (human) Climb 40%', 'Weapons: Claw 25%…'), not a skill
    that starts like one ('Language (French) 40%')."""
    head = _SECTION.match(line)
    if head is None or _starts_with_label(line):
        return None
    rest = head.group("rest")
    if not head.group("colon") and rest[:1].isdigit():
        return None
    return head


def _starts_with_label(line: str) -> bool:
    match = _LABEL.match(line)
    return match is not None and _VALUE_START.match(line, match.end()) is not None


def _is_roll(text: str) -> bool:
    """Whether text is a characteristic's roll as the bestiary prints it: '(3D6+6)×5', '(3D6+6 ×5)', '2D6 ×5'."""
    if not re.search(r"\d\s*[dD]\s*\d", text) or len(text) > 40:
        return False
    try:
        DiceExpr.parse(roll_formula(text))
    except ValueError:
        return False
    return True


def roll_formula(text: str) -> str:
    """A printed roll as a formula: '(3D6+6 ×5)' → '3D6+6*5' is not what it means, so a bracket round the whole is
    read as round the dice: '(3D6+6)*5'."""
    formula = text.replace("×", "*").replace("x", "*").replace("X", "*").replace(" ", "")
    if formula.startswith("(") and formula.endswith(")") and formula.count("(") == 1:
        inner = formula[1:-1]
        times = re.fullmatch(r"(.+?)\*(\d+)", inner)
        formula = f"({times.group(1)})*{times.group(2)}" if times else inner
    return formula


def _split_list(text: str) -> list[str]:
    """A list split at its commas and semicolons, not within brackets ('Science (Biology, Botany) 40%')."""
    parts, depth, current = [], 0, []
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if ch in ",;" and depth <= 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    parts.append("".join(current))
    stripped = [p.strip() for p in parts]
    return [p for p in stripped if p] or [""]


def _entry(text: str, number: int) -> Entry | None:
    """'Listen 60%', 'Library Use 40% (20/8)', 'Dodge: 30', 'Climb 85'; None when the text is not one."""
    text = text.strip().rstrip(".").strip()
    match = _ENTRY.match(text) if len(text) <= _LONGEST_ENTRY else None
    if match is None or match.group("rest"):
        return None
    name = match.group("name").strip(" :*.")
    if not name or len(name) > 80 or not re.search(r"[A-Za-z]", name):
        return None
    half, fifth = match.group("half"), match.group("fifth")
    return Entry(name, int(match.group("value")), number, int(half) if half else None, int(fifth) if fifth else None)


def combat_entries(line: str, number: int, strict: bool) -> list[Entry] | None:
    """A Combat line's attacks ('Brawl 50% (25/10), damage 1D3 + DB'; several may be split by semicolons); None
    when it is not one. Outside a Combat section (`strict`) only a line naming its damage counts."""
    entries = []
    for part in re.split(r";\s*", line):
        entry = _attack(part.strip(), number)
        if entry is None or (strict and not entry.damage):
            return None
        entries.append(entry)
    return entries or None


def _attack(text: str, number: int) -> Entry | None:
    match = _ENTRY.match(text) if len(text) <= _LONGEST_ENTRY else None
    if match is None:
        return None
    name = match.group("name").strip(" :*")
    if not name or len(name) > 80 or not (match.group("pct") or match.group("half") or name.casefold() == "dodge"):
        return None
    rest = match.group("rest")
    worded = _DAMAGE_WORD.match(rest)
    damage, note = split_damage(rest[worded.end() :] if worded else rest)
    if not worded and not damage and rest:
        note = rest
    half, fifth = match.group("half"), match.group("fifth")
    return Entry(
        name,
        int(match.group("value")),
        number,
        int(half) if half else None,
        int(fifth) if fifth else None,
        damage,
        note.strip(" ,;."),
    )


def split_damage(text: str) -> tuple[str, str]:
    """'1D4+1 + unconsciousness (if Hard CON roll failed)' → ('1D4+1', '+ unconsciousness (…)'): the dice and
    damage bonus at its start, written as a sheet writes them ('1D3+DB', '1D6+halfDB'), and the rest."""
    at, terms = 0, []
    while (m := _DAMAGE_TERM.match(text, at)) is not None and (m.group("sign") or not terms):
        term = re.sub(r"\s+", "", m.group("term")).lower().replace("damagebonus", "db").replace("½", "half")
        terms.append((m.group("sign") or "") + (term.upper() if "half" not in term else "halfDB"))
        at = m.end()
    return "".join(terms), text[at:].strip()


def _entry_text(entry: Entry) -> str:
    pair = f" ({entry.half}/{entry.fifth})" if entry.half is not None else ""
    return f"{entry.name} {entry.value}%{pair}" + (f", {entry.note}" if entry.note else "")
