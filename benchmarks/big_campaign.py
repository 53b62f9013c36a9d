"""Builds a large campaign file for the benchmarks: N characters with full skill lists, M journal rows."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from desktop.store.campaign_file import close_campaign, now, open_campaign
from desktop.store.character_rows import validated
from desktop.store.collation import name_sort_key
from desktop.store.sample import sample_roster
from desktop.store.schema import CharacterRow, JournalCharacterRow, JournalEntryRow, SkillRow, WeaponRow, database

KINDS = ("investigator", "npc", "monster")


def build(path: Path, characters: int, journal_rows: int, seed: int = 7) -> Path:
    """Write the campaign in bulk (one transaction per table chunk) and close it."""
    rng = random.Random(seed)
    templates = [validated(s) for s in sample_roster()]
    open_campaign(path, create_name="Benchmark")
    with database.atomic():
        for start in range(0, characters, 500):
            rows, skills, weapons = [], [], []
            for n in range(start, min(characters, start + 500)):
                template = templates[n % len(templates)]
                sheet = replace(template, name=f"{template.name} {n:05d}", luck=rng.randint(15, 90))
                rows.append(
                    {
                        "id": n + 1,
                        "name": sheet.name,
                        "sort_key": name_sort_key(sheet.name),  # as every write of the app keeps it
                        "kind": sheet.kind.value,
                        "occupation": sheet.occupation,
                        "age": sheet.age,
                        "strength": sheet.strength,
                        "constitution": sheet.constitution,
                        "size": sheet.size,
                        "dexterity": sheet.dexterity,
                        "appearance": sheet.appearance,
                        "intelligence": sheet.intelligence,
                        "power": sheet.power,
                        "education": sheet.education,
                        "hp": rng.randint(0, sheet.max_hp),
                        "mp": sheet.mp,
                        "sanity": rng.randint(0, sheet.max_sanity),
                        "luck": sheet.luck,
                        "conditions": [],
                        "notes": sheet.notes,
                    }
                )
                skills += [
                    {
                        "character": n + 1,
                        "name": s.name,
                        "specialization": s.specialization,
                        "value": s.value,
                        "position": i,
                    }
                    for i, s in enumerate(sheet.skills)
                ]
                weapons += [
                    {"character": n + 1, "name": w.name, "skill": w.skill, "damage": w.damage, "position": i}
                    for i, w in enumerate(sheet.weapons)
                ]
            CharacterRow.insert_many(rows).execute()
            for chunk in range(0, len(skills), 5000):
                SkillRow.insert_many(skills[chunk : chunk + 5000]).execute()
            if weapons:
                WeaponRow.insert_many(weapons).execute()
        stamp = now()
        for start in range(0, journal_rows, 2000):
            JournalEntryRow.insert_many(
                [
                    {
                        "at": stamp,
                        "kind": "roll",
                        "actor_id": (n % max(1, characters)) + 1,
                        "actor": f"Someone {n}",
                        "what": "Spot Hidden (Regular)",
                        "dice": "tens 30, units 4 → 34",
                        "result": "Regular success — passes (34 vs 55)",
                        "detail": {},
                    }
                    for n in range(start, min(journal_rows, start + 2000))
                ]
            ).execute()
        # The journal's index of characters, as the journal keeps it for every entry it writes (journal._link).
        JournalCharacterRow.insert_from(
            JournalEntryRow.select(JournalEntryRow.actor_id, JournalEntryRow.id).where(
                JournalEntryRow.actor_id.is_null(False)
            ),
            [JournalCharacterRow.character_id, JournalCharacterRow.entry],
        ).on_conflict_ignore().execute()
    close_campaign()
    return path
