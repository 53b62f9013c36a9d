"""Properties of the stat-block reader: any NPC written out as scenarios print one, in any of their layouts, comes
back with the same numbers; and no text makes it fail but with its own refusal (ImportProblem, a ValueError)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill, Weapon, sheet_errors
from desktop.store.exchange.foreign import ImportProblem
from desktop.store.exchange.stat_block import read_stat_block

LABELS = ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")
STATS = ("strength", "constitution", "size", "dexterity", "appearance", "intelligence", "power", "education")
PLAIN_SKILLS = (
    "Spot Hidden",
    "Library Use",
    "Listen",
    "Persuade",
    "Occult",
    "History",
    "Climb",
    "First Aid",
    "Stealth",
    "Psychology",
    "Cthulhu Mythos",
    "Credit Rating",
    "Drive Auto",
    "Fast Talk",
    "Sleight of Hand",
    "Natural World",
    "Science (Biology)",
    "Art/Craft (Painting)",
    "Mechanical Repair",
)
LANGUAGES = ("English", "Latin", "French", "Arabic")
WEAPONS = (  # name, skill, damage, adds the damage bonus
    ("Brawl", "Fighting (Brawl)", "1D3", True),
    (".38 Revolver", "Firearms (Handgun)", "1D10", False),
    ("Sword", "Fighting (Sword)", "1D8", True),
    ("Rifle", "Firearms (Rifle/Shotgun)", "2D6+4", False),
    ("Thompson", "Firearms (Submachine Gun)", "1D10+2", False),
    ("Throwing knife (thrown)", "Throw", "1D4", True),
)
NAME_WORDS = st.sampled_from(["Ada", "Bertram", "Celia", "Dmitri", "Esther", "Fergus", "Ingrid", "O'Hara", "van Dyne"])


@st.composite
def npcs(draw) -> CharacterSheet:
    values = draw(st.lists(st.integers(19, 99), min_size=8, max_size=8))
    chosen = draw(st.lists(st.sampled_from(PLAIN_SKILLS), unique=True, max_size=8))
    skills = [_skill(name, draw(st.integers(1, 99))) for name in chosen]
    for language in draw(st.lists(st.sampled_from(LANGUAGES), unique=True, max_size=2)):
        skills.append(Skill("Language (Other)", draw(st.integers(1, 99)), language))
    weapons = []
    for name, skill, damage, bonus in draw(st.lists(st.sampled_from(WEAPONS), unique=True, max_size=3)):
        weapons.append(Weapon(name, skill, damage, adds_damage_bonus=bonus))
        if skill not in {s.full_name for s in skills}:
            skills.append(_skill(skill, draw(st.integers(1, 99))))
    skills.append(Skill("Dodge", draw(st.integers(1, 99))))
    mythos = next((s.value for s in skills if s.name == "Cthulhu Mythos"), 0)
    return CharacterSheet(
        name=" ".join(draw(st.lists(NAME_WORDS, min_size=1, max_size=3))),
        kind=Kind.NPC,
        age=draw(st.integers(15, 90)),
        **dict(zip(STATS, values)),
        sanity=draw(st.integers(0, 99 - mythos)),
        luck=draw(st.integers(0, 99)),
        skills=tuple(skills),
        weapons=tuple(weapons),
    )


def _skill(full: str, value: int) -> Skill:
    name, _, spec = full.partition(" (")
    return Skill(name, value, spec.rstrip(")"))


def written(sheet: CharacterSheet, layout: dict) -> str:
    """The sheet as a scenario prints it, in one of the layouts: characteristics on one line or one a line, labels
    with or without colons, halves and fifths or not, skills separated by commas or semicolons."""
    colon = ": " if layout["colons"] else " "
    pair = (lambda v: f" ({v // 2}/{v // 5})") if layout["pairs"] else (lambda v: "")
    stats = [f"{label}{colon}{getattr(sheet, attr)}" for label, attr in zip(LABELS, STATS)]
    lines = [f"{sheet.name}, age {sheet.age}", *(stats if layout["one_a_line"] else [" ".join(stats)])]
    lines.append(f"SAN{colon}{sheet.sanity} Luck{colon}{sheet.luck}")
    values = {s.full_name: s.value for s in sheet.skills}
    if sheet.weapons:
        lines.append("Combat")
    for w in sheet.weapons:
        v = values[w.skill]
        lines.append(f"{w.name} {v}%{pair(v)}, damage {w.damage}{' + DB' if w.adds_damage_bonus else ''}")
    lines.append(f"Dodge {values['Dodge']}%{pair(values['Dodge'])}")
    weapon_skills = {w.skill for w in sheet.weapons}
    plain = [
        s for s in sheet.skills if s.name not in ("Dodge", "Language (Other)") and s.full_name not in weapon_skills
    ]
    if plain:
        entries = [f"{s.full_name} {s.value}%{pair(s.value)}" for s in plain]
        lines.append("Skills: " + (layout["separator"]).join(entries) + ".")
    languages = [s for s in sheet.skills if s.name == "Language (Other)"]
    if languages:
        lines.append("Languages: " + ", ".join(f"{s.specialization} {s.value}%" for s in languages))
    return "\n".join(lines) + "\n"


LAYOUTS = st.fixed_dictionaries(
    {
        "colons": st.booleans(),
        "pairs": st.booleans(),
        "one_a_line": st.booleans(),
        "separator": st.sampled_from([", ", "; ", ",\n"]),
    }
)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(npcs(), LAYOUTS)
def test_any_npc_written_as_a_stat_block_and_pasted_back_has_the_same_numbers(sheet, layout):
    imported = read_stat_block(written(sheet, layout))
    back = imported.sheet
    assert (back.name, back.kind, back.age, back.sanity, back.luck) == (
        sheet.name,
        Kind.NPC,
        sheet.age,
        sheet.sanity,
        sheet.luck,
    )
    assert [getattr(back, a) for a in STATS] == [getattr(sheet, a) for a in STATS]
    assert {s.full_name: s.value for s in back.skills} == {s.full_name: s.value for s in sheet.skills}
    assert [(w.name, w.skill, w.damage, w.adds_damage_bonus) for w in back.weapons] == [
        (w.name, w.skill, w.damage, w.adds_damage_bonus) for w in sheet.weapons
    ]
    assert not [line for line in imported.skipped if "not read" in line]


STAT_WORDS = st.sampled_from(
    [
        "STR",
        "CON",
        "SIZ",
        "DEX",
        "APP",
        "INT",
        "POW",
        "EDU",
        "SAN",
        "HP",
        "DB:",
        "Build:",
        "Move",
        "MP:",
        "Luck",
        "Armor:",
        "Attacks per round:",
        "SAN loss:",
        "Sanity Loss:",
        "Combat",
        "Skills:",
        "Languages:",
        "Spells:",
        "Dodge",
        "damage",
        "+ DB",
        "(25/10)",
        "%",
        ",",
        ";",
        "\n",
        "—",
        "(3D6+6)×5",
        "1D6",
        "0/1D6",
        "½",
        "Brawl",
        ".38 Revolver",
        "Bite",
        "Fist/Punch",
        "Hide",
        "age",
    ]
)
PIECES = st.one_of(STAT_WORDS, st.integers(-5, 100_000).map(str), st.text(max_size=6))


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(
    st.one_of(st.text(), st.lists(PIECES, max_size=60).map(" ".join)),
    st.sampled_from([None, Kind.NPC, Kind.MONSTER]),
    st.sampled_from([None, True, False]),
)
def test_no_text_fails_but_with_the_readers_own_refusal(text, kind, sixth):
    try:
        imported = read_stat_block(text, kind=kind, sixth_edition=sixth)
    except ImportProblem as refused:
        assert str(refused)
        return
    assert sheet_errors(imported.sheet.filled()) == []
    assert imported.sheet.kind in (Kind.NPC, Kind.MONSTER)
