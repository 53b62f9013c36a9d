"""The small sample roster written into a new default campaign, so the app first opens on something real."""

from __future__ import annotations

from desktop.rules.catalog import standard_skills, weapon_catalog
from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill, Weapon
from desktop.store.campaign_file import transaction
from desktop.store.character_rows import validated, write_character

_CATALOG = {w.name: w for w in weapon_catalog()}


def _skills(dex: int, edu: int, trained: dict[str, int]) -> tuple[Skill, ...]:
    """The full skill list at base values, with the trained ones raised (or added with a specialisation)."""
    skills = [Skill(s.name, trained.pop(s.full_name, s.value), s.specialization) for s in standard_skills(dex, edu)]
    for full_name, value in trained.items():
        name, _, spec = full_name.rpartition(" (")
        skills.append(Skill(name, value, spec.rstrip(")")))
    return tuple(sorted(skills, key=lambda s: s.full_name))


def _weapons(*names: str) -> tuple[Weapon, ...]:
    return tuple(_CATALOG[name] for name in names)


def sample_roster() -> list[CharacterSheet]:
    """Four investigators, two NPCs and two monsters."""
    return [
        CharacterSheet(
            name="Harriet Crane",
            occupation="Antiquarian",
            age=44,
            strength=45,
            constitution=60,
            size=55,
            dexterity=65,
            appearance=60,
            intelligence=80,
            power=70,
            education=85,
            luck=55,
            notes="Keeps a shop of old maps in Arkham; owes favours to half the university library.",
            skills=_skills(
                65,
                85,
                {
                    "Appraise": 65,
                    "History": 70,
                    "Library Use": 70,
                    "Spot Hidden": 55,
                    "Occult": 45,
                    "Language (Other) (Latin)": 50,
                    "Firearms (Handgun)": 35,
                    "Credit Rating": 45,
                    "Cthulhu Mythos": 4,
                    "Persuade": 40,
                },
            ),
            weapons=_weapons("Unarmed (human)", "Handgun (.38 revolver)"),
        ),
        CharacterSheet(
            name="Tomás Vega",
            occupation="Journalist",
            age=29,
            strength=55,
            constitution=65,
            size=60,
            dexterity=70,
            appearance=55,
            intelligence=70,
            power=55,
            education=70,
            luck=60,
            notes="Crime reporter for a paper that prints what others will not.",
            skills=_skills(
                70,
                70,
                {
                    "Fast Talk": 55,
                    "Psychology": 50,
                    "Listen": 55,
                    "Art/Craft (Photography)": 50,
                    "Stealth": 45,
                    "Fighting (Brawl)": 50,
                    "Dodge": 45,
                    "Library Use": 45,
                    "Credit Rating": 20,
                },
            ),
            weapons=_weapons("Unarmed (human)", "Small knife"),
        ),
        CharacterSheet(
            name="Dr. Mae Okafor",
            occupation="Physician",
            age=37,
            strength=40,
            constitution=55,
            size=50,
            dexterity=60,
            appearance=65,
            intelligence=85,
            power=65,
            education=90,
            luck=45,
            notes="Runs a night clinic by the docks; sees more than she reports.",
            skills=_skills(
                60,
                90,
                {
                    "First Aid": 70,
                    "Medicine": 65,
                    "Science (Biology)": 50,
                    "Psychology": 45,
                    "Persuade": 40,
                    "Spot Hidden": 45,
                    "Language (Other) (French)": 40,
                    "Credit Rating": 40,
                },
            ),
            weapons=_weapons("Unarmed (human)"),
        ),
        CharacterSheet(
            name="Walt Brennan",
            occupation="Dock worker",
            age=33,
            strength=80,
            constitution=75,
            size=75,
            dexterity=55,
            appearance=40,
            intelligence=55,
            power=50,
            education=45,
            luck=50,
            notes="Boxed for money once. Large, calm, and hard to knock down.",
            skills=_skills(
                55,
                45,
                {
                    "Fighting (Brawl)": 70,
                    "Intimidate": 50,
                    "Drive Auto": 40,
                    "Throw": 45,
                    "Climb": 50,
                    "Swim": 45,
                    "Mechanical Repair": 40,
                    "Credit Rating": 10,
                },
            ),
            weapons=_weapons("Unarmed (human)", "Baseball bat"),
        ),
        CharacterSheet(
            name="Sheriff Amos Pike",
            kind=Kind.NPC,
            occupation="County sheriff",
            age=52,
            strength=60,
            constitution=60,
            size=70,
            dexterity=50,
            appearance=50,
            intelligence=60,
            power=45,
            education=50,
            luck=40,
            notes="Suspicious of outsiders, loyal to the town, frightened of the marsh.",
            skills=(
                Skill("Firearms", 55, "Rifle/Shotgun"),
                Skill("Firearms", 45, "Handgun"),
                Skill("Fighting", 45, "Brawl"),
                Skill("Dodge", 25),
                Skill("Intimidate", 50),
                Skill("Spot Hidden", 45),
                Skill("Psychology", 35),
            ),
            weapons=_weapons("Unarmed (human)", "Shotgun (12-gauge)", "Handgun (.38 revolver)"),
        ),
        CharacterSheet(
            name="Cultist of the Marsh",
            kind=Kind.NPC,
            occupation="Cultist",
            age=35,
            strength=55,
            constitution=50,
            size=60,
            dexterity=45,
            appearance=40,
            intelligence=50,
            power=55,
            education=40,
            luck=35,
            notes="Robed, barefoot, carries a curved knife. Several may be present.",
            skills=(
                Skill("Fighting", 40, "Brawl"),
                Skill("Dodge", 22),
                Skill("Stealth", 40),
                Skill("Cthulhu Mythos", 10),
                Skill("Occult", 30),
            ),
            weapons=_weapons("Unarmed (human)", "Machete"),
        ),
        CharacterSheet(
            name="Ghoul",
            kind=Kind.MONSTER,
            occupation="Corpse-eater",
            age=100,
            strength=80,
            constitution=65,
            size=65,
            dexterity=65,
            appearance=10,
            intelligence=65,
            power=65,
            education=40,
            luck=50,
            notes="Three attacks a round: two claws and a bite. Rubbery hide, hooved feet, a carrion stench.",
            skills=(
                Skill("Fighting", 40, "Claw"),
                Skill("Dodge", 32),
                Skill("Stealth", 60),
                Skill("Listen", 70),
                Skill("Climb", 85),
                Skill("Spot Hidden", 50),
            ),
            weapons=(
                Weapon("Claw", "Fighting (Claw)", "1D6", attacks="3", adds_damage_bonus=True),
                Weapon("Bite", "Fighting (Claw)", "1D6", impaling=True, adds_damage_bonus=True),
            ),
        ),
        CharacterSheet(
            name="Marsh Hound",
            kind=Kind.MONSTER,
            occupation="Beast",
            age=6,
            strength=60,
            constitution=55,
            size=45,
            dexterity=80,
            appearance=20,
            intelligence=20,
            power=40,
            education=1,
            luck=50,
            notes="A lean, hairless dog-thing bred by the cult. Fast, and never gives up a scent.",
            skills=(Skill("Fighting", 45, "Bite"), Skill("Dodge", 40), Skill("Track", 80), Skill("Listen", 60)),
            weapons=(Weapon("Bite", "Fighting (Bite)", "1D8", impaling=True, adds_damage_bonus=True),),
        ),
    ]


def write_sample_roster() -> None:
    """Write the sample roster into the open campaign, in one transaction."""
    with transaction():
        for sheet in sample_roster():
            write_character(None, validated(sheet))
