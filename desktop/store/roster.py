"""Characters in the campaign file: read and write whole sheets, each change one transaction with its journal."""

from __future__ import annotations

from dataclasses import dataclass, replace

from peewee import JOIN, fn

from desktop.rules.characters import (
    CHARACTERISTICS,
    TRACKER_LABELS,
    CharacterSheet,
    Kind,
    character_state,
    sheet_errors,
    tracker_error,
)
from desktop.rules.characters import Skill as SkillSheet
from desktop.rules.characters import Weapon as WeaponSheet
from desktop.store import journal
from desktop.store.models import Character, Skill, Weapon, database


class SheetError(ValueError):
    """A sheet that may not be saved; `errors` lists (field, message)."""

    def __init__(self, errors: list[tuple[str, str]]) -> None:
        super().__init__("; ".join(message for _, message in errors))
        self.errors = errors


@dataclass(frozen=True)
class RosterRow:
    """What the roster table shows of one character."""

    id: int
    name: str
    kind: Kind
    occupation: str
    hp: int
    max_hp: int
    mp: int
    max_mp: int
    sanity: int
    max_sanity: int
    luck: int
    state: str


def _row_from(values: tuple) -> RosterRow:
    (cid, name, kind, occupation, con, size, power, hp, mp, sanity, luck, conditions, mythos) = values
    sheet = CharacterSheet(
        name=name,
        kind=Kind(kind),
        constitution=con,
        size=size,
        power=power,
        hp=hp,
        mp=mp,
        sanity=sanity,
        luck=luck,
        conditions=tuple(conditions or ()),
        skills=(SkillSheet("Cthulhu Mythos", mythos or 0),),
    )
    return RosterRow(
        cid, name, sheet.kind, occupation, hp, sheet.max_hp, mp, sheet.max_mp, sanity, sheet.max_sanity, luck,
        character_state(sheet),
    )  # fmt: skip


def _roster_query():
    mythos = (
        Skill.select(Skill.character, fn.MAX(Skill.value).alias("mythos"))
        .where(Skill.name == "Cthulhu Mythos")
        .group_by(Skill.character)
        .alias("cm")
    )
    return (
        Character.select(
            Character.id,
            Character.name,
            Character.kind,
            Character.occupation,
            Character.constitution,
            Character.size,
            Character.power,
            Character.hp,
            Character.mp,
            Character.sanity,
            Character.luck,
            Character.conditions,
            mythos.c.mythos,
        )  # fmt: skip
        .join(mythos, JOIN.LEFT_OUTER, on=(mythos.c.character_id == Character.id))
        .order_by(Character.name, Character.id)
    )


def roster_rows() -> list[RosterRow]:
    """Every character as a roster row, in one query."""
    return [_row_from(values) for values in _roster_query().tuples()]


def roster_row(character_id: int) -> RosterRow | None:
    values = _roster_query().where(Character.id == character_id).tuples().first()
    return _row_from(values) if values else None


def load_sheet(character_id: int) -> CharacterSheet:
    row = Character.get_or_none(Character.id == character_id)
    if row is None:
        raise LookupError(f"no character with id {character_id}")
    skills = tuple(
        SkillSheet(s.name, s.value, s.specialization, s.ticked)
        for s in Skill.select().where(Skill.character == row.id).order_by(Skill.position, Skill.id)
    )
    weapons = tuple(
        WeaponSheet(
            w.name, w.skill, w.damage, w.impaling, w.range, w.attacks, w.ammo, w.malfunction, w.adds_damage_bonus
        )
        for w in Weapon.select().where(Weapon.character == row.id).order_by(Weapon.position, Weapon.id)
    )
    return CharacterSheet(
        name=row.name,
        kind=Kind(row.kind),
        occupation=row.occupation,
        age=row.age,
        **{name: getattr(row, name) for name in CHARACTERISTICS},
        hp=row.hp,
        mp=row.mp,
        sanity=row.sanity,
        luck=row.luck,
        conditions=tuple(row.conditions or ()),
        notes=row.notes,
        skills=skills,
        weapons=weapons,
    )


def validated(sheet: CharacterSheet) -> CharacterSheet:
    """The sheet with trackers filled in; raises SheetError naming each bad field."""
    filled = sheet.filled()
    errors = sheet_errors(filled)
    if errors:
        raise SheetError(errors)
    return filled


def write_character(character_id: int | None, sheet: CharacterSheet | None) -> int | None:
    """Write or delete one character inside the caller's transaction; returns its id."""
    if sheet is None:
        if character_id is not None:
            Character.delete().where(Character.id == character_id).execute()
        return None
    fields = {
        "name": sheet.name.strip(),
        "kind": sheet.kind.value,
        "occupation": sheet.occupation.strip(),
        "age": sheet.age,
        **{name: getattr(sheet, name) for name in CHARACTERISTICS},
        "hp": sheet.hp,
        "mp": sheet.mp,
        "sanity": sheet.sanity,
        "luck": sheet.luck,
        "conditions": list(sheet.conditions),
        "notes": sheet.notes,
    }
    if character_id is not None and Character.select().where(Character.id == character_id).exists():
        Character.update(**fields).where(Character.id == character_id).execute()
        Skill.delete().where(Skill.character == character_id).execute()
        Weapon.delete().where(Weapon.character == character_id).execute()
    else:
        character_id = Character.insert(**({"id": character_id} if character_id else {}), **fields).execute()
    if sheet.skills:
        Skill.insert_many(
            [
                {
                    "character": character_id,
                    "name": s.name,
                    "specialization": s.specialization,
                    "value": s.value,
                    "ticked": s.ticked,
                    "position": i,
                }  # fmt: skip
                for i, s in enumerate(sheet.skills)
            ]
        ).execute()
    if sheet.weapons:
        Weapon.insert_many(
            [
                {
                    "character": character_id,
                    "name": w.name,
                    "skill": w.skill,
                    "damage": w.damage,
                    "impaling": w.impaling,
                    "range": w.range,
                    "attacks": w.attacks,
                    "ammo": w.ammo,
                    "malfunction": w.malfunction,
                    "adds_damage_bonus": w.adds_damage_bonus,
                    "position": i,
                }  # fmt: skip
                for i, w in enumerate(sheet.weapons)
            ]
        ).execute()
    return character_id


def apply_change(
    character_id: int | None,
    sheet: CharacterSheet | None,
    what: str,
    *,
    kind: str = "change",
    detail: dict | None = None,
) -> int | None:
    """Write (or, with sheet None, delete) one character and journal it, all in one transaction."""
    checked = validated(sheet) if sheet is not None else None
    with database.atomic():
        actor = checked.name if checked else _name_of(character_id)
        new_id = write_character(character_id, checked)
        journal.append(kind, what, actor_id=new_id or character_id, actor=actor, detail=detail)
    return new_id


def _name_of(character_id: int | None) -> str:
    row = Character.select(Character.name).where(Character.id == character_id).first() if character_id else None
    return row.name if row else ""


def with_tracker(sheet: CharacterSheet, tracker: str, value: int) -> CharacterSheet:
    """The sheet with one tracker set; raises ValueError naming the field when out of range."""
    if tracker not in TRACKER_LABELS:
        raise ValueError(f"unknown tracker {tracker!r}")
    message = tracker_error(sheet, tracker, value)
    if message:
        raise ValueError(message)
    return replace(sheet, **{tracker: value})


def character_count() -> int:
    return Character.select().count()


def character_choices() -> list[tuple[int, str]]:
    """(id, name) of every character, by name: for pickers."""
    return list(Character.select(Character.id, Character.name).order_by(Character.name).tuples())


def tick_skill(character_id: int, name: str, specialization: str = "") -> None:
    """Mark a skill for an improvement check (inside the caller's transaction)."""
    Skill.update(ticked=True).where(
        (Skill.character == character_id) & (Skill.name == name) & (Skill.specialization == specialization)
    ).execute()
