"""Making an investigator (7th edition): characteristics rolled, entered or bought with points; the age band's
adjustments (EDU improvement checks, points the player takes from STR, CON and DEX — or STR and SIZ when young —
APP lost, the young's Luck rolled twice); occupation and personal-interest skill points; the sheet at the end."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from desktop.rules.catalog import weapon_catalog
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill, Weapon, sheet_errors, text_problem
from desktop.rules.words import counted, listed, signed

CHARACTERISTICS = ("strength", "constitution", "size", "dexterity", "appearance", "intelligence", "power", "education")
ABBREVIATION = {
    "strength": "STR",
    "constitution": "CON",
    "size": "SIZ",
    "dexterity": "DEX",
    "appearance": "APP",
    "intelligence": "INT",
    "power": "POW",
    "education": "EDU",
}
ROLLS = {
    "strength": "3D6",
    "constitution": "3D6",
    "dexterity": "3D6",
    "appearance": "3D6",
    "power": "3D6",
    "size": "2D6+6",
    "intelligence": "2D6+6",
    "education": "2D6+6",
}
POINT_BUY_RANGE = (15, 90)
BACKSTORY = {
    "description": "Description",
    "ideology": "Ideology and beliefs",
    "people": "Significant people",
    "locations": "Meaningful locations",
    "possessions": "Treasured possessions",
    "traits": "Traits",
}
MAX_SKILL_AT_CREATION = 99
MAX_OCCUPATION_NAME = 120  # as long as a character's name may be
MAX_TYPED_POINTS = 999  # more than any budget: EDU 99×4 occupation points, INT 99×2 personal
NOT_FOR_SALE = ("Cthulhu Mythos",)


def roll_characteristics(dice: Dice) -> tuple[dict[str, int], int]:
    """STR, CON, DEX, APP and POW 3D6×5; SIZ, INT and EDU (2D6+6)×5; and Luck 3D6×5."""
    values = {}
    for name, expr in ROLLS.items():
        with dice.about(what=f"{ABBREVIATION[name]} ({expr}, ×5)"):
            values[name] = DiceExpr.parse(expr).roll(dice) * 5
    with dice.about(what="Luck (3D6, ×5)"):
        return values, DiceExpr.parse("3D6").roll(dice) * 5


def point_buy_problem(values: dict[str, int], total: int) -> str | None:
    """Why a point-buy set is not allowed (each characteristic 15 to 90, the eight adding up to `total`), or None."""
    low, high = POINT_BUY_RANGE
    for name in CHARACTERISTICS:
        if not low <= values[name] <= high:
            return f"{ABBREVIATION[name]} must be {low} to {high} when bought with points, not {values[name]}"
    spent = sum(values[name] for name in CHARACTERISTICS)
    if spent != total:
        return f"the characteristics add up to {spent}, not the {total} points set"
    return None


@dataclass(frozen=True)
class AgeBand:
    low: int
    high: int
    edu_checks: int
    deduct: int  # points the player takes from `deduct_from`
    deduct_from: tuple[str, ...]
    app_loss: int
    edu_loss: int = 0
    luck_twice: bool = False


AGE_BANDS = (
    AgeBand(15, 19, 0, 5, ("strength", "size"), 0, edu_loss=5, luck_twice=True),
    AgeBand(20, 39, 1, 0, (), 0),
    AgeBand(40, 49, 2, 5, ("strength", "constitution", "dexterity"), 5),
    AgeBand(50, 59, 3, 10, ("strength", "constitution", "dexterity"), 10),
    AgeBand(60, 69, 4, 20, ("strength", "constitution", "dexterity"), 15),
    AgeBand(70, 79, 4, 40, ("strength", "constitution", "dexterity"), 20),
    AgeBand(80, 89, 4, 80, ("strength", "constitution", "dexterity"), 25),
)


def age_band(age: int) -> AgeBand:
    """The rulebook's adjustments for an investigator's age (15 to 89)."""
    found = next((b for b in AGE_BANDS if b.low <= age <= b.high), None)
    if found is None:
        raise ValueError(f"Age: an investigator is 15 to 89, not {age}")
    return found


def edu_improvement(edu: int, roll: int, gain: int) -> int:
    """One EDU improvement check: a 1D100 roll above EDU adds 1D10 (`gain`), up to 99."""
    return min(99, edu + gain) if roll > edu else edu


def apply_age(
    values: dict[str, int], age: int, taken: dict[str, int], edu_checks: list[tuple[int, int]], lucks: list[int]
) -> tuple[dict[str, int], int, list[str]]:
    """The characteristics after the age band: the points `taken` from the allowed characteristics (they must add
    up to the band's deduction, none below 1), APP and (young) EDU lost, EDU improvement checks applied in order
    ((roll, 1D10) pairs, one per check); and Luck (the higher of two rolls for the young). Returns (values, luck,
    what happened, in words)."""
    band = age_band(age)
    for name, points in taken.items():
        if points < 0:
            raise ValueError(f"Age {age}: points taken from {ABBREVIATION[name]} cannot be fewer than 0, not {points}")
    if sum(taken.values()) != band.deduct:
        sources = ", ".join(ABBREVIATION[n] for n in band.deduct_from) or "nothing"
        raise ValueError(f"Age {age}: take {band.deduct} points from {sources}, not {sum(taken.values())}")
    if any(name not in band.deduct_from and points for name, points in taken.items()):
        raise ValueError(f"Age {age}: points come only from {', '.join(ABBREVIATION[n] for n in band.deduct_from)}")
    if len(edu_checks) != band.edu_checks:
        raise ValueError(f"Age {age}: {counted(band.edu_checks, 'EDU improvement check')}, not {len(edu_checks)}")
    if len(lucks) != (2 if band.luck_twice else 1):
        raise ValueError("Luck: roll twice for the young and keep the higher, once otherwise")
    result = dict(values)
    lines = []
    for name, points in taken.items():
        result[name] -= points
        if result[name] < 1:
            raise ValueError(f"{ABBREVIATION[name]} cannot fall below 1")
        if points:
            lines.append(f"{ABBREVIATION[name]} {signed(-points)}")
    if band.app_loss:
        result["appearance"] = max(1, result["appearance"] - band.app_loss)
        lines.append(f"APP {signed(-band.app_loss)}")
    if band.edu_loss:
        result["education"] = max(1, result["education"] - band.edu_loss)
        lines.append(f"EDU {signed(-band.edu_loss)}")
    for number, (roll, gain) in enumerate(edu_checks, start=1):
        before = result["education"]
        result["education"] = edu_improvement(before, roll, gain)
        said = f"EDU check {number}: 1D100 = {roll} against EDU {before}: "
        lines.append(said + (f"above, +1D10 = {gain} → EDU {result['education']}" if roll > before else "no gain"))
    luck = max(lucks)
    if band.luck_twice:
        lines.append(f"Luck rolled twice ({lucks[0]} and {lucks[1]}): the higher, {luck}")
    return result, luck, lines


# --- occupations and skill points ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Occupation:
    name: str
    points: str  # "EDU*4", "EDU*2+DEX*2", "EDU*2+(DEX|STR)*2"
    credit: tuple[int, int] = field(metadata={"label": "Credit Rating"})
    skills: tuple[str, ...] = field(metadata={"label": "Skills"})

    def skill_points(self, values: dict[str, int]) -> int:
        return occupation_points(self.points, values)

    def allows(self, skill: str) -> bool:
        """Whether occupation points may go to `skill` at all (listed, a family covering its specialisations, or one
        of the free choices "Any" stands for; never Cthulhu Mythos; Credit Rating always). How many free choices are
        taken is `beyond_occupation`'s to say."""
        if skill in NOT_FOR_SALE:
            return False
        return skill == "Credit Rating" or "Any" in self.skills or self.lists(skill)

    def lists(self, skill: str) -> bool:
        """Whether `skill` is one of the occupation's own listed skills (by name, or by its family)."""
        return skill in self.skills or _family(skill) in self.skills

    @property
    def free_choices(self) -> int:
        """How many other skills of the player's choice the occupation allows: one for each "Any"."""
        return sum(1 for entry in self.skills if entry == "Any")


def _family(skill: str) -> str:
    """'Art/Craft' of 'Art/Craft (Photography)'; 'Language (Other)' of 'Language (Other) (Latin)'."""
    return skill.split(" (")[0] if not skill.startswith("Language (") else skill.split(") (")[0] + ")"


def beyond_occupation(spent: list[Spending], occupation: Occupation) -> list[str]:
    """The skills given occupation points that neither the occupation's list nor its free choices cover, in order.
    Each listed entry takes one skill (a family one specialisation: "Science", "Science" two), each "Any" one other
    skill, and Credit Rating is always the occupation's; a skill takes its own entry before its family's, and a
    free choice only when no entry is left for it."""
    room: dict[str, int] = {}
    for entry in occupation.skills:
        if entry != "Any":
            room[entry] = room.get(entry, 0) + 1
    free, beyond = occupation.free_choices, []
    for s in spent:
        if not s.occupation or s.skill == "Credit Rating":
            continue
        slot = next((key for key in (s.skill, _family(s.skill)) if room.get(key, 0) > 0), None)
        if slot is not None:
            room[slot] -= 1
        elif free and s.skill not in NOT_FOR_SALE:
            free -= 1
        else:
            beyond.append(s.skill)
    return beyond


POINTS_RULE = (
    "Use STR, CON, SIZ, DEX, APP, INT, POW or EDU (or the better of two, as (DEX|STR)), each "
    "multiplied by 1 to 4, the multipliers adding up to at most 4, as in the rulebook's EDU*4 or "
    "EDU*2+(DEX|STR)*2."
)
MULTIPLIERS = (1, 4)  # each term's; the rulebook's formulas (EDU×4, EDU×2 + DEX×2, ...) add up to 4
MAX_MULTIPLIER_TOTAL = 4
_TERM = re.compile(r"(?:\(([A-Z]+(?:\|[A-Z]+)+)\)|([A-Z]+))\*(-?[0-9]+)")
_BY_ABBREVIATION = {v: k for k, v in ABBREVIATION.items()}


def point_formula(formula: str) -> tuple[tuple[tuple[str, ...], int], ...]:
    """An occupation's skill-point formula read into terms: (the characteristics whose best counts, multiplier).
    "EDU*2+(DEX|STR)*2" → ((("education",), 2), (("dexterity", "strength"), 2)). Raises ValueError naming the
    Points field, with the rule, for anything else: an unknown characteristic (Luck included), a multiplier outside
    1 to 4, multipliers adding up to more than 4."""
    text = formula.upper().replace("×", "*").replace(" ", "")
    shown = formula if len(formula) <= 40 else formula[:40] + "…"
    terms = []
    for part in text.split("+"):
        match = _TERM.fullmatch(part)
        if not match:
            raise ValueError(f"Points: cannot read {shown!r}. {POINTS_RULE}")
        names = (match.group(1) or match.group(2)).split("|")
        unknown = next((n for n in names if n not in _BY_ABBREVIATION), None)
        if unknown is not None:
            raise ValueError(f"Points: {unknown[:10]} is not a characteristic. {POINTS_RULE}")
        digits = match.group(3)
        low, high = MULTIPLIERS
        if len(digits.lstrip("-")) > 3 or not low <= int(digits) <= high:
            term = part if len(part) <= 20 else part[:20] + "…"
            raise ValueError(f"Points: {term} multiplies by {digits[:10]}. {POINTS_RULE}")
        terms.append((tuple(_BY_ABBREVIATION[n] for n in names), int(digits)))
    total = sum(multiplier for _names, multiplier in terms)
    if total > MAX_MULTIPLIER_TOTAL:
        raise ValueError(f"Points: the multipliers of {shown!r} add up to {total}. {POINTS_RULE}")
    return tuple(terms)


def occupation_points(formula: str, values: dict[str, int]) -> int:
    """A point formula such as EDU*4 or EDU*2+(DEX|STR)*2 (the better of the two) worked out; ValueError naming the
    Points field when it is not one the rules allow (see `point_formula`)."""
    return sum(max(values[name] for name in names) * multiplier for names, multiplier in point_formula(formula))


def occupation_problem(occupation: Occupation) -> str | None:
    """Why an occupation cannot be used, naming the field, or None: a name the roster would refuse on a sheet, points
    the rules do not allow, a Credit Rating range outside 0 to 99 (the lower first), no skills."""
    if problem := text_problem(occupation.name, "Name", required=True):
        return problem
    name = occupation.name.strip()
    held = CharacterSheet("x", occupation=name)  # what a sheet holding this occupation would be refused for
    problems = [message for field, message in sheet_errors(held) if field == "occupation"]
    if problems:
        return f"Name: {problems[0]}"
    if len(name) > MAX_OCCUPATION_NAME:
        return f"Name: at most {MAX_OCCUPATION_NAME} characters, not {len(name)}"
    try:
        point_formula(occupation.points)
    except ValueError as exc:
        return str(exc)
    low, high = occupation.credit
    if not 0 <= low <= high <= 99:
        return f"Credit Rating: 0 to 99, the lower first, not {low} to {high}"
    if not occupation.skills:
        return "Skills: name at least one (Any for a free choice)"
    for skill in occupation.skills:
        if problem := text_problem(skill, "Skills: every skill", required=True):
            return problem
    return None


def personal_points(values: dict[str, int]) -> int:
    """Personal-interest points: INT×2."""
    return values["intelligence"] * 2


@cache
def occupations() -> tuple[Occupation, ...]:
    from desktop.rules.catalog import CatalogError, read_entries

    found = read_entries("occupations.toml", "occupation", Occupation)
    for occupation in found:
        if problem := occupation_problem(occupation):
            raise CatalogError(f"occupations.toml: occupation {occupation.name!r}: {problem}")
    return found


@dataclass(frozen=True)
class Spending:
    """Points put into one skill: from the occupation's and from personal interest."""

    skill: str  # full name, e.g. "Language (Other) (Latin)"
    base: int
    occupation: int = 0
    personal: int = 0

    @property
    def value(self) -> int:
        return self.base + self.occupation + self.personal


def spending_problems(spent: list[Spending], occupation: Occupation, values: dict[str, int]) -> list[str]:
    """Everything wrong with the points spent: over either budget, occupation points outside the occupation, a skill
    over 99, Cthulhu Mythos bought, Credit Rating outside the occupation's range."""
    problems = []
    budget, personal = occupation.skill_points(values), personal_points(values)
    used = sum(s.occupation for s in spent)
    if used > budget:
        problems.append(f"Occupation points: {used} spent of {budget}")
    used_personal = sum(s.personal for s in spent)
    if used_personal > personal:
        problems.append(f"Personal interest points: {used_personal} spent of {personal}")
    beyond = beyond_occupation(spent, occupation)
    chosen = [
        s.skill
        for s in spent
        if s.occupation and s.skill != "Credit Rating" and not occupation.lists(s.skill) and s.skill not in beyond
    ]
    for s in spent:
        if s.occupation < 0 or s.personal < 0:
            problems.append(f"{s.skill}: points cannot be negative")
        if s.skill in beyond and s.skill not in NOT_FOR_SALE:
            if not occupation.free_choices:
                problems.append(f"{s.skill}: not one of the {occupation.name}'s skills")
            else:
                n, taken = occupation.free_choices, listed(chosen)
                choices = "its one free choice is" if n == 1 else f"its {n} free choices are"
                problems.append(f"{s.skill}: not one of the {occupation.name}'s skills, and {choices} already {taken}")
        if (s.occupation or s.personal) and s.skill in NOT_FOR_SALE:
            problems.append("Cthulhu Mythos cannot be bought with skill points")
        if s.value > MAX_SKILL_AT_CREATION:
            problems.append(f"{s.skill}: {s.value} is above {MAX_SKILL_AT_CREATION}")
    credit = next((s.value for s in spent if s.skill == "Credit Rating"), 0)
    low, high = occupation.credit
    if not low <= credit <= high:
        problems.append(f"Credit Rating: {credit}, but a {occupation.name}'s is {low} to {high}")
    return problems


def points_left(spent: list[Spending], occupation: Occupation, values: dict[str, int]) -> tuple[int, int]:
    """Occupation and personal-interest points not yet spent (never below 0: over-spending is a problem of its own)."""
    used = sum(max(0, s.occupation) for s in spent)
    used_personal = sum(max(0, s.personal) for s in spent)
    return max(0, occupation.skill_points(values) - used), max(0, personal_points(values) - used_personal)


def typed_points(text: str, where: str) -> int:
    """Points typed in a skill cell: a whole number, 0 to 999 (empty is 0); ValueError naming `where` otherwise (a
    superscript ², a circled ①, a sign, a fraction, a number too long to be points)."""
    typed = text.strip()
    if not typed:
        return 0
    if not re.fullmatch(r"[0-9]{1,4}", typed) or int(typed) > MAX_TYPED_POINTS:
        shown = typed if len(typed) <= 12 else typed[:12] + "…"
        raise ValueError(f"{where}: points are a whole number from 0 to {MAX_TYPED_POINTS}, not {shown!r}")
    return int(typed)


def split_skill(full: str) -> tuple[str, str]:
    """('Language (Other)', 'Latin') from 'Language (Other) (Latin)'; ('Fighting', 'Brawl') from 'Fighting (Brawl)'."""
    if full.startswith("Language (Other) (") or full.startswith("Language (Own) ("):
        head, _, spec = full.partition(") (")
        return head + ")", spec.rstrip(")")
    if full in ("Language (Own)", "Language (Other)"):
        return full, ""
    name, _, spec = full.partition(" (")
    return name, spec.rstrip(")")


def name_problem(name: str) -> str | None:
    """Why the roster would refuse this name for the finished investigator, or None: the roster's own rule
    (`sheet_errors`) on the name as it will be saved (spaces around it dropped)."""
    sheet = CharacterSheet(name=name.strip())
    return next((message for field, message in sheet_errors(sheet) if field == "name"), None)


def backstory_problem(backstory: dict[str, str]) -> str | None:
    """Why a backstory field cannot go into the notes, naming the field (the notes' rule), or None."""
    for key, label in BACKSTORY.items():
        if problem := text_problem(backstory.get(key, ""), label, lines=True):
            return problem
    return None


def _sheet_skills(spent: list[Spending]) -> tuple[Skill, ...]:
    """The skills a finished sheet holds: those above their base, and Dodge, Language (Own) and Credit Rating
    always."""
    skills = []
    for s in spent:
        if s.value > s.base or s.skill in ("Dodge", "Language (Own)", "Credit Rating"):
            skill, spec = split_skill(s.skill)
            skills.append(Skill(skill, s.value, spec))
    return tuple(skills)


def skill_problems(spent: list[Spending], occupation: Occupation, values: dict[str, int]) -> list[str]:
    """Everything wrong with the points spent (`spending_problems`), then what the roster would refuse in the skills
    they make (a specialisation holding a control character, a skill listed twice)."""
    problems = spending_problems(spent, occupation, values)
    sheet = CharacterSheet("x", skills=_sheet_skills(spent))
    return problems + [message for field, message in sheet_errors(sheet) if field == "skills"]


def starting_weapons() -> tuple[Weapon, ...]:
    """What every new investigator can fight with: bare hands, as the rulebook's sheet and Dhole's House list them
    (Unarmed, Fighting (Brawl), 1D3 + damage bonus), taken from the weapon table."""
    fists = next((w for w in weapon_catalog() if w.name.startswith("Unarmed")), None)
    return (fists or Weapon("Unarmed (human)", "Fighting (Brawl)", "1D3", adds_damage_bonus=True),)


def finished_sheet(
    name: str,
    era: str,
    age: int,
    values: dict[str, int],
    luck: int,
    occupation: Occupation,
    spent: list[Spending],
    backstory: dict[str, str],
) -> CharacterSheet:
    """The investigator as a roster sheet: skills above their base (and Dodge, Language (Own) and Credit Rating
    always), bare hands to fight with, the backstory in the notes. ValueError naming the field for anything the
    roster would refuse."""
    problems = [p for p in (name_problem(name), backstory_problem(backstory)) if p]
    problems += spending_problems(spent, occupation, values)
    if problems:
        raise ValueError(problems[0])
    labels = BACKSTORY
    notes = [f"Era: {era}."]
    notes += [f"{labels[k]}: {v.strip()}" for k, v in backstory.items() if v.strip() and k in labels]
    sheet = CharacterSheet(
        name=name.strip(),
        kind=Kind.INVESTIGATOR,
        occupation=occupation.name,
        age=age,
        luck=luck,
        notes="\n".join(notes),
        skills=_sheet_skills(spent),
        weapons=starting_weapons(),
        **values,
    )
    errors = sheet_errors(sheet.filled())
    if errors:
        raise ValueError(errors[0][1])
    return sheet
