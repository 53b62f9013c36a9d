"""The rules' data tables (resources/data/*.toml) read through the one codec: the shipped files load to what they
hold, and a file with an unknown key, a value of the wrong type or a missing key is refused naming the file, the
entry and the key (never read past, never a crash)."""

import re
import shutil

import pytest

from desktop.cards.reference import written_cards
from desktop.resources import resource_root
from desktop.rules import catalog
from desktop.rules.bestiary import Attack, Creature, bestiary, bestiary_horrors, bestiary_names, creature_named
from desktop.rules.catalog import Armour, CatalogError, armour_catalog, skill_catalog, skill_entry, weapon_catalog
from desktop.rules.chase.movement import Barrier, Collision, Vehicle, vehicle_tables
from desktop.rules.rising.tables import BaseSkill, Modifier, SkillRow, rising_tables
from desktop.rules.roster.creation import Occupation, occupations
from desktop.rules.roster.healing import OtherDamage, other_damage_table
from desktop.rules.roster.sheet import Weapon
from desktop.rules.sanity.insanity import HorrorEntry, horror_table, madness_tables
from desktop.rules.specials import Specials
from desktop.rules.tomes.mythos import Spell, Tome, spell_catalog, tome_catalog

LOADERS = [
    skill_catalog,
    weapon_catalog,
    armour_catalog,
    bestiary,
    bestiary_names,
    bestiary_horrors,
    rising_tables,
    horror_table,
    madness_tables,
    tome_catalog,
    spell_catalog,
    occupations,
    vehicle_tables,
    other_damage_table,
    written_cards,
]


def _clear() -> None:
    for loader in LOADERS:
        loader.cache_clear()


@pytest.fixture
def data(tmp_path, monkeypatch):
    """A copy of the shipped data folder, read in place of it; every table read afresh."""
    for path in (resource_root() / "data").glob("*.toml"):
        shutil.copy(path, tmp_path / path.name)
    monkeypatch.setattr(catalog, "resource_path", lambda *parts: tmp_path / parts[-1])
    _clear()
    yield tmp_path
    _clear()


def edit(folder, name: str, old: str, new: str) -> None:
    """The file `name` with the first `old` replaced by `new` (which must be there)."""
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{name} no longer holds {old!r}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# --- the shipped tables load to what they hold ------------------------------------------------------------------


def test_the_shipped_skills_weapons_and_armour_load_as_written():
    assert len(skill_catalog()) == 45
    fighting = skill_entry("Fighting")
    assert (fighting.base, fighting.specialization, fighting.default) == (25, True, "Brawl")
    assert fighting.bases[:2] == (("Axe", 15), ("Brawl", 25)) and ("Whip", 5) in fighting.bases
    assert skill_entry("Dodge").base == "half DEX" and skill_entry("Accounting").bases == ()
    assert len(weapon_catalog()) == 11
    assert weapon_catalog()[0] == Weapon("Unarmed (human)", "Fighting (Brawl)", "1D3", adds_damage_bonus=True)
    revolver = next(w for w in weapon_catalog() if w.name == "Handgun (.38 revolver)")
    assert revolver == Weapon(
        "Handgun (.38 revolver)", "Firearms (Handgun)", "1D10", True, "15 yards", "1 (3)", 6, 100, False
    )
    assert len(armour_catalog()) == 9 and armour_catalog()[0] == Armour("Heavy leather jacket", 1)


def test_the_shipped_bestiary_loads_as_written():
    assert len(bestiary()) == 22
    ghoul = creature_named("Ghoul")
    assert ghoul == Creature(
        "Ghoul",
        "monster",
        80,
        65,
        65,
        65,
        65,
        65,
        13,
        9,
        0,
        32,
        (Attack("Claw", 40, "1D6", "3"), Attack("Bite", 40, "1D4", "1")),
        "Rubbery hide: firearms and projectiles do half damage (round down). Attacks 3 a round: two claws and a "
        "bite; a bite may hold on and worry.",
        "0/1D6",
        "Ghoul",
        "apt",
        "",
        Specials(half_damage_from=("firearms", "projectiles")),
    )
    assert sum(len(c.attacks) for c in bestiary()) == 33
    assert sum(1 for c in bestiary() if c.specials) == 6


def test_the_shipped_rising_tables_load_as_written_with_lost_values_as_none():
    t = rising_tables()
    assert t.skill_results[0] == SkillRow(
        7, None, None, 96, "the critical and special ranges for skills up to 07 are lost"
    )
    assert [len(x) for x in (t.skill_results, t.melee_locations, t.missile_locations)] == [28, 7, 7]
    assert all(m.value is None for m in t.sr_modifiers) and len(t.sr_modifiers) == 3
    assert Modifier("Target cannot be seen or sensed at all", -75) in t.attack_modifiers
    assert t.range_bands[0].bands == (None, 10, 20, 50) and t.range_bands[1].bands == (10, 20, 40, 100)
    assert t.base_skills[0] == BaseSkill("handgun", "Handgun (pistol, TASER)", 20) and len(t.missile_fumbles) == 16
    assert t.melee_locations[-1].name == "Head"


def test_the_shipped_sanity_tome_occupation_vehicle_damage_and_card_tables_load_as_written():
    assert horror_table()[0] == HorrorEntry("A fresh corpse", "0/1", "corpse", False)
    assert next(h for h in horror_table() if h.name == "Ghoul") == HorrorEntry("Ghoul", "0/1D6", "Ghoul", True)
    madness = madness_tables()
    assert [len(x) for x in (madness.real_time, madness.summary, madness.phobias, madness.manias)] == [10, 10, 20, 20]
    assert madness.phobias[0] == "Agoraphobia: fear of open spaces"
    assert tome_catalog()[0] == Tome(
        "Necronomicon (Latin, Wormius)",
        "Latin",
        "ancient",
        5,
        16,
        48,
        "2D10",
        68,
        ("Contact Ghoul", "Elder Sign", "Dominate"),
    )
    assert spell_catalog()[0] == Spell("Contact Ghoul", 8, "1D3", "1 hour")
    assert spell_catalog()[1] == Spell("Dominate", 1, "0", "instant", True, "1D6")
    assert len(occupations()) == 15 and occupations()[0] == Occupation(
        "Antiquarian",
        "EDU*4",
        (30, 70),
        ("Appraise", "Art/Craft", "History", "Library Use", "Language (Other)", "Spot Hidden", "Charm", "Any"),
    )
    vehicles, collisions, barriers = vehicle_tables()
    assert (len(vehicles), len(collisions), len(barriers)) == (27, 5, 6)
    assert vehicles[0] == Vehicle("Car, economy", "land", "Drive Auto", 13, 4, 1, "3 or 4")
    assert collisions[0] == Collision(
        "Minor incident", "1D3-1", "a glancing blow from another vehicle, grazing a lamp post, hitting a person"
    )
    assert barriers[0] == Barrier("Internal door or thin wooden fence", 5)
    assert other_damage_table()[0] == OtherDamage(
        "Minor", "1D3", "a punch, mild acid, a short fall onto something soft"
    )
    checks = written_cards()["checks"]
    assert len(written_cards()) == 12 and (checks.deck, checks.title, len(checks.blocks)) == (
        "Rules",
        "Checks and success levels",
        4,
    )


# --- a bad file is refused with the place named -------------------------------------------------------------------

BAD = [
    # skills.toml
    (
        skill_catalog,
        "skills.toml",
        'base = 5\n[[skill]]\nname = "Anthropology"',
        'base = 5\nbasis = 1\n[[skill]]\nname = "Anthropology"',
        "skills.toml: skill 'Accounting': unknown field 'basis'",
    ),
    (
        skill_catalog,
        "skills.toml",
        'name = "Accounting"\nbase = 5',
        'name = "Accounting"\nbase = "five"',
        "skills.toml: skill 'Accounting': base: expected a whole number or 'half DEX' or 'EDU', not 'five'",
    ),
    (
        skill_catalog,
        "skills.toml",
        'name = "Accounting"\nbase = 5\n',
        'name = "Accounting"\n',
        "skills.toml: skill 'Accounting': missing field 'base'",
    ),
    (
        skill_catalog,
        "skills.toml",
        "Axe = 15",
        'Axe = "15"',
        "skills.toml: skill 'Fighting': bases: Axe: expected a whole number, not '15'",
    ),
    (
        skill_catalog,
        "skills.toml",
        "Axe = 15",
        "Axe = 150",
        "skills.toml: skill 'Fighting': bases: a specialisation's base is 0 to 99, not Axe 150",
    ),
    (skill_catalog, "skills.toml", "[[skill]]", "[[skills]]", "skills.toml: unknown table 'skills'"),
    # weapons.toml
    (
        weapon_catalog,
        "weapons.toml",
        'damage = "1D3"\ndb = true',
        'damage = "1D3"\ndb = true\ncolour = "red"',
        "weapons.toml: weapon 'Unarmed (human)': unknown field 'colour'",
    ),
    (
        weapon_catalog,
        "weapons.toml",
        'damage = "1D3"\ndb = true',
        'damage = "1D3"\ndb = "yes"',
        "weapons.toml: weapon 'Unarmed (human)': db: expected true or false, not 'yes'",
    ),
    (
        weapon_catalog,
        "weapons.toml",
        'damage = "1D3"',
        "damage = 3",
        "weapons.toml: weapon 'Unarmed (human)': damage: expected text, not 3",
    ),
    (
        weapon_catalog,
        "weapons.toml",
        'skill = "Fighting (Brawl)"\n',
        "",
        "weapons.toml: weapon 'Unarmed (human)': missing field 'skill'",
    ),
    (
        weapon_catalog,
        "weapons.toml",
        "ammo = 6",
        'ammo = "six"',
        "weapons.toml: weapon 'Handgun (.38 revolver)': ammo: expected a whole number, not 'six'",
    ),
    # armour.toml
    (
        armour_catalog,
        "armour.toml",
        "points = 1",
        "points = 1\nweight = 3",
        "armour.toml: armour 'Heavy leather jacket': unknown field 'weight'",
    ),
    (
        armour_catalog,
        "armour.toml",
        "points = 1",
        'points = "one"',
        "armour.toml: armour 'Heavy leather jacket': points: expected a whole number, not 'one'",
    ),
    (
        armour_catalog,
        "armour.toml",
        "points = 1\n",
        "",
        "armour.toml: armour 'Heavy leather jacket': missing field 'points'",
    ),
    (
        armour_catalog,
        "armour.toml",
        "points = 1",
        "points = -1",
        "armour.toml: armour 'Heavy leather jacket': points: whole and not negative, not -1",
    ),
    # bestiary.toml
    (
        bestiary,
        "bestiary.toml",
        "dodge = 32",
        "dodge = 32\nwings = 2",
        "bestiary.toml: creature 'Ghoul': unknown field 'wings'",
    ),
    (
        bestiary,
        "bestiary.toml",
        "hp = 13",
        'hp = "13"',
        "bestiary.toml: creature 'Ghoul': hp: expected a whole number, not '13'",
    ),
    (bestiary, "bestiary.toml", "dodge = 32\n", "", "bestiary.toml: creature 'Ghoul': missing field 'dodge'"),
    (
        bestiary,
        "bestiary.toml",
        'kind = "monster"',
        'kind = "mosnter"',
        "bestiary.toml: creature 'Ghoul': kind: expected 'monster' or 'npc', not 'mosnter'",
    ),
    (
        bestiary,
        "bestiary.toml",
        'name = "Claw"\nskill = 40',
        'name = "Claw"\nskill = "forty"',
        "bestiary.toml: creature 'Ghoul': attack 'Claw': skill: expected a whole number, not 'forty'",
    ),
    (
        bestiary,
        "bestiary.toml",
        'name = "Claw"\nskill = 40',
        'name = "Claw"\nskill = 40\nreach = 2',
        "bestiary.toml: creature 'Ghoul': attack 'Claw': unknown field 'reach'",
    ),
    (
        bestiary,
        "bestiary.toml",
        'name = "Claw"\nskill = 40\ndamage = "1D6"\n',
        'name = "Claw"\nskill = 40\n',
        "bestiary.toml: creature 'Ghoul': attack 'Claw': missing field 'damage'",
    ),
    (
        bestiary,
        "bestiary.toml",
        'specials = { half_damage_from = ["firearms", "projectiles"] }',
        "specials = { zap = 1 }",
        "bestiary.toml: creature 'Ghoul': specials: unknown effect 'zap'",
    ),
    # rising.toml
    (
        rising_tables,
        "rising.toml",
        "top = 7\n",
        "top = 7\nbottom = 1\n",
        "rising.toml: skill_result 1: unknown field 'bottom'",
    ),
    (
        rising_tables,
        "rising.toml",
        "top = 7\ncritical = -1",
        'top = 7\ncritical = "lost"',
        "rising.toml: skill_result 1: critical: expected a whole number, not 'lost'",
    ),
    (
        rising_tables,
        "rising.toml",
        "top = 7\ncritical = -1\nspecial = -1\nfumble = 96\n",
        "top = 7\ncritical = -1\nspecial = -1\n",
        "rising.toml: skill_result 1: missing field 'fumble'",
    ),
    (
        rising_tables,
        "rising.toml",
        'name = "Head"',
        "name = 20",
        "rising.toml: melee_location 7: name: expected text, not 20",
    ),
    (
        rising_tables,
        "rising.toml",
        'class = "handgun"\n',
        "",
        "rising.toml: base_skill 'Handgun (pistol, TASER)': missing field 'class'",
    ),
    (
        rising_tables,
        "rising.toml",
        "bands = [-1, 10, 20, 50]",
        'bands = [-1, "10", 20, 50]',
        "rising.toml: range_band 'Handgun': bands: item 2: expected a whole number, not '10'",
    ),
    (
        rising_tables,
        "rising.toml",
        "[[missile_fumble]]",
        "[[missile_fumbles]]",
        "rising.toml: unknown table 'missile_fumbles'",
    ),
    # sanity_losses.toml and madness.toml
    (
        horror_table,
        "sanity_losses.toml",
        'kind = "corpse"\nmythos = false',
        'kind = "corpse"\nmythos = false\nmyth = 1',
        "sanity_losses.toml: loss 'A fresh corpse': unknown field 'myth'",
    ),
    (
        horror_table,
        "sanity_losses.toml",
        'kind = "corpse"\nmythos = false',
        'kind = "corpse"\nmythos = "no"',
        "sanity_losses.toml: loss 'A fresh corpse': mythos: expected true or false, not 'no'",
    ),
    (
        horror_table,
        "sanity_losses.toml",
        'loss = "0/1"\n',
        "",
        "sanity_losses.toml: loss 'A fresh corpse': missing field 'loss'",
    ),
    (
        horror_table,
        "sanity_losses.toml",
        'loss = "0/1"',
        'loss = "0/1D"',
        "sanity_losses.toml: loss 'A fresh corpse': loss: ",
    ),
    (
        madness_tables,
        "madness.toml",
        "real_time = [",
        "colour = 1\nreal_time = [",
        "madness.toml: unknown table 'colour'",
    ),
    (
        madness_tables,
        "madness.toml",
        '  "Amnesia: remembers',
        '  3,\n  "Amnesia: remembers',
        "madness.toml: real_time: item 1: expected text, not 3",
    ),
    (madness_tables, "madness.toml", "summary = [", "summery = [", "madness.toml: unknown table 'summery'"),
    # tomes.toml and spells.toml
    (
        tome_catalog,
        "tomes.toml",
        "study_weeks = 68",
        "study_weeks = 68\nweight = 2",
        "tomes.toml: tome 'Necronomicon (Latin, Wormius)': unknown field 'weight'",
    ),
    (
        tome_catalog,
        "tomes.toml",
        "study_weeks = 68",
        'study_weeks = "68"',
        "tomes.toml: tome 'Necronomicon (Latin, Wormius)': study_weeks: expected a whole number, not '68'",
    ),
    (
        tome_catalog,
        "tomes.toml",
        'language = "Latin"\n',
        "",
        "tomes.toml: tome 'Necronomicon (Latin, Wormius)': missing field 'language'",
    ),
    (
        tome_catalog,
        "tomes.toml",
        'condition = "ancient"',
        'condition = "mouldy"',
        "tomes.toml: tome 'Necronomicon (Latin, Wormius)': condition: ",
    ),
    (
        spell_catalog,
        "spells.toml",
        "mp = 8",
        'mp = "8"',
        "spells.toml: spell 'Contact Ghoul': mp: expected a whole number, not '8'",
    ),
    (
        spell_catalog,
        "spells.toml",
        "mp = 8",
        "mp = 8\nmp_cost = 8",
        "spells.toml: spell 'Contact Ghoul': unknown field 'mp_cost'",
    ),
    (
        spell_catalog,
        "spells.toml",
        'casting_time = "1 hour"\n',
        "",
        "spells.toml: spell 'Contact Ghoul': missing field 'casting_time'",
    ),
    (
        spell_catalog,
        "spells.toml",
        "opposed_pow = true",
        "opposed_pow = 1",
        "spells.toml: spell 'Dominate': opposed_pow: expected true or false, not 1",
    ),
    # occupations.toml
    (
        occupations,
        "occupations.toml",
        "credit = [30, 70]",
        'credit = [30, "70"]',
        "occupations.toml: occupation 'Antiquarian': Credit Rating: value 2: expected a whole number, not '70'",
    ),
    (
        occupations,
        "occupations.toml",
        "credit = [30, 70]",
        "credit = [30, 70]\nwage = 3",
        "occupations.toml: occupation 'Antiquarian': unknown field 'wage'",
    ),
    (
        occupations,
        "occupations.toml",
        'points = "EDU*4"\n',
        "",
        "occupations.toml: occupation 'Antiquarian': missing field 'points'",
    ),
    # vehicles.toml
    (
        vehicle_tables,
        "vehicles.toml",
        "mov = 13",
        'mov = "13"',
        "vehicles.toml: vehicle 'Car, economy': mov: expected a whole number, not '13'",
    ),
    (
        vehicle_tables,
        "vehicles.toml",
        "mov = 13",
        "mov = 13\nwheels = 4",
        "vehicles.toml: vehicle 'Car, economy': unknown field 'wheels'",
    ),
    (
        vehicle_tables,
        "vehicles.toml",
        'passengers = "3 or 4"\n',
        "",
        "vehicles.toml: vehicle 'Car, economy': missing field 'passengers'",
    ),
    (
        vehicle_tables,
        "vehicles.toml",
        'damage = "1D3-1"',
        "damage = 1",
        "vehicles.toml: collision 'Minor incident': damage: expected text, not 1",
    ),
    (
        vehicle_tables,
        "vehicles.toml",
        "hp = 5",
        'hp = "5"',
        "vehicles.toml: barrier 'Internal door or thin wooden fence': hp: expected a whole number, not '5'",
    ),
    # other_damage.toml
    (
        other_damage_table,
        "other_damage.toml",
        'dice = "1D3"',
        "dice = 3",
        "other_damage.toml: damage 'Minor': dice: expected text, not 3",
    ),
    (
        other_damage_table,
        "other_damage.toml",
        'dice = "1D3"',
        'dice = "1D3"\ndie = 1',
        "other_damage.toml: damage 'Minor': unknown field 'die'",
    ),
    (
        other_damage_table,
        "other_damage.toml",
        'dice = "1D3"\n',
        "",
        "other_damage.toml: damage 'Minor': missing field 'dice'",
    ),
    # cards.toml
    (
        written_cards,
        "cards.toml",
        'deck = "Rules"',
        "deck = 1",
        "cards.toml: card 'Checks and success levels': deck: expected text, not 1",
    ),
    (
        written_cards,
        "cards.toml",
        'deck = "Rules"',
        'deck = "Rules"\ncolour = "red"',
        "cards.toml: card 'Checks and success levels': unknown field 'colour'",
    ),
    (
        written_cards,
        "cards.toml",
        'title = "Checks and success levels"\n',
        "",
        "cards.toml: card 'checks': missing field 'title'",
    ),
]


def _cases(cases):
    return [pytest.param(*case, id=f"{case[1]}-{i}") for i, case in enumerate(cases)]


@pytest.mark.parametrize(("loader", "name", "old", "new", "message"), _cases(BAD))
def test_a_bad_table_is_refused_naming_the_file_the_entry_and_the_key(data, loader, name, old, new, message):
    edit(data, name, old, new)
    with pytest.raises(CatalogError, match=re.escape(message)):
        loader()


def test_the_bestiary_names_read_first_are_its_creatures_and_a_file_it_refuses_is_refused_by_name(data):
    """The pickers list the names before the creatures are made: the same names in the same order; a file whose
    names cannot be read is refused as the full read refuses it, never listed half."""
    names = bestiary_names()
    assert names == tuple(c.name for c in bestiary()) and names[:2] == ("Ghoul", "Deep One")
    _clear()
    edit(data, "bestiary.toml", 'name = "Ghoul"', "name = 13")
    with pytest.raises(CatalogError, match=r"bestiary\.toml: creature 1: name: expected text, not 13"):
        bestiary_names()


@pytest.mark.parametrize(
    ("old", "new", "followed"),
    [
        ('special = "Rubbery hide', 'special = "Rubbery \\"hide\\"', False),  # an escape
        ('spells = ""', 'spells = """\n[[creature]]\nname = "Not one"\n"""', False),  # a string over lines
        ('name = "Ghoul"', "name = 'Ghoul'", False),  # a literal string
        ('name = "Deep One"', 'kind = "monster"\nname = "Deep One"  # after another key', True),
        ('[[creature]]\nname = "Deep One"', '[[ creature ]]  # spaced\nname="Deep One"', True),
    ],
)
def test_the_bestiary_names_read_from_its_lines_are_those_of_the_full_read_however_it_is_written(
    data, old, new, followed
):
    """The quick read of the names follows the file as the shipped one is written; written otherwise, it steps aside
    and the full read gives them: either way the names the full read makes, in its order."""
    if "kind" in new:
        edit(data, "bestiary.toml", 'kind = "monster"\nstrength = 85', "strength = 85")  # the Deep One's kind moves
    edit(data, "bestiary.toml", old, new)
    quick = catalog.entry_names("bestiary.toml", "creature")
    assert (quick is not None) is followed
    assert bestiary_names() == tuple(c.name for c in bestiary()) and len(bestiary_names()) == 22
    assert "Not one" not in bestiary_names()


@pytest.mark.parametrize(
    ("old", "new", "followed"),
    [
        ('san_loss = "0/1D6"', 'san_loss = "0/1D6"  # as the rulebook has it', True),
        ('horror = "Ghoul"', 'horror="Ghoul"', True),
        ('san_loss = "0/1D6"\nhorror = "Ghoul"', "", True),  # a Ghoul that costs no SAN
        ('san_loss = "0/1D6"', "san_loss = '0/1D6'", False),  # a literal string
        ('spells = ""', 'spells = """\n[[creature]]\nname = "Not one"\nsan_loss = "1/1D4"\n"""', False),
    ],
)
def test_the_bestiary_losses_read_from_its_lines_are_those_of_the_full_read_however_it_is_written(
    data, old, new, followed
):
    """The Sanity tab's picker lists each creature's name, SAN loss and horror before any creature is made: read from
    the file's lines as it is written, else (stepping aside) from the full read; the same either way, in its order."""
    edit(data, "bestiary.toml", old, new)
    quick = catalog.entry_fields("bestiary.toml", "creature", ("name", "san_loss", "horror"))
    assert (quick is not None) is followed
    read = bestiary_horrors()
    assert bestiary.cache_info().currsize == int(not followed)  # no creature made when the lines were followed
    assert read == tuple((c.name, c.san_loss, c.horror) for c in bestiary()) and len(read) == 22
    assert read[0] == (("Ghoul", "", "") if not new else ("Ghoul", "0/1D6", "Ghoul"))


def test_a_bestiary_whose_loss_is_not_text_is_refused_by_name_by_the_losses_read_first(data):
    edit(data, "bestiary.toml", 'san_loss = "0/1D6"', "san_loss = 6")
    assert catalog.entry_fields("bestiary.toml", "creature", ("name", "san_loss", "horror")) is None
    with pytest.raises(CatalogError, match=r"bestiary\.toml: creature 'Ghoul': san_loss: expected text, not 6"):
        bestiary_horrors()


def test_a_bestiary_creature_whose_attack_the_editor_would_refuse_is_refused_by_name(data):
    edit(data, "bestiary.toml", 'damage = "1D6"', 'damage = "1D"')
    with pytest.raises(CatalogError, match=r"bestiary\.toml: creature 'Ghoul': attack 'Claw': "):
        bestiary()


def test_a_table_of_names_is_written_back_as_a_table_and_a_file_uses_its_own_names_for_fields():
    from desktop.rules.catalog import SkillEntry
    from desktop.rules.codec import CodecError, from_data, to_data

    fighting = skill_entry("Fighting")
    data = to_data(fighting)
    assert data["bases"]["Axe"] == 15 and from_data(SkillEntry, data, "x") == fighting
    keys = {Weapon: {"db": "adds_damage_bonus"}}
    assert from_data(Weapon, {"name": "Club", "skill": "Fighting (Brawl)", "damage": "1D6", "db": True}, "w", keys=keys)
    with pytest.raises(CodecError, match="w: unknown field 'adds_damage_bonus'"):
        from_data(
            Weapon,
            {"name": "Club", "skill": "Fighting (Brawl)", "damage": "1D6", "adds_damage_bonus": True},
            "w",
            keys=keys,
        )
