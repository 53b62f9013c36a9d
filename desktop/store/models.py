"""The campaign file's tables as peewee models, bound to the one campaign database."""

from __future__ import annotations

from peewee import (
    AutoField,
    BooleanField,
    CharField,
    ForeignKeyField,
    IntegerField,
    JSONField,
    Model,
    SqliteDatabase,
    TextField,
)

database = SqliteDatabase(None)


class BaseModel(Model):
    class Meta:
        database = database


class Campaign(BaseModel):
    """One row: the campaign's name and settings."""

    id = AutoField()
    name = CharField()
    created = CharField()
    variant = CharField(default="7e")
    settings = JSONField(default=dict)


class Character(BaseModel):
    """An investigator, NPC or monster: characteristics are columns; trackers hold current values."""

    id = AutoField()
    name = CharField(index=True)
    kind = CharField(index=True)
    occupation = CharField(default="")
    age = IntegerField(default=30)
    strength = IntegerField()
    constitution = IntegerField()
    size = IntegerField()
    dexterity = IntegerField()
    appearance = IntegerField()
    intelligence = IntegerField()
    power = IntegerField()
    education = IntegerField()
    hp = IntegerField()
    mp = IntegerField()
    sanity = IntegerField()
    luck = IntegerField()
    conditions = JSONField(default=list)
    notes = TextField(default="")


class Skill(BaseModel):
    id = AutoField()
    character = ForeignKeyField(Character, backref="skills", on_delete="CASCADE", index=True)
    name = CharField(index=True)
    specialization = CharField(default="")
    value = IntegerField()
    ticked = BooleanField(default=False)
    position = IntegerField(default=0)


class WeaponColumns(BaseModel):
    """The columns every weapon row has, on a sheet or in the campaign's catalog (no table of its own)."""

    name = CharField()
    skill = CharField()
    damage = CharField()
    impaling = BooleanField(default=False)
    range = CharField(default="")
    attacks = CharField(default="1")
    ammo = IntegerField(null=True)
    malfunction = IntegerField(null=True)
    adds_damage_bonus = BooleanField(default=False)


class Weapon(WeaponColumns):
    """A weapon on a character's sheet."""

    id = AutoField()
    character = ForeignKeyField(Character, backref="weapons", on_delete="CASCADE", index=True)
    position = IntegerField(default=0)


class JournalEntry(BaseModel):
    """Append-only: every roll and every change made in play. Never updated, never deleted.

    `actor_id` is a plain number, not a foreign key, so deleting a character keeps its history.
    """

    id = AutoField()
    at = CharField(index=True)
    kind = CharField()
    actor_id = IntegerField(null=True, index=True)
    actor = CharField(default="")
    what = CharField()
    dice = CharField(default="")
    result = CharField(default="")
    detail = JSONField(default=dict)


class CatalogWeapon(WeaponColumns):
    """A weapon the Keeper added to this campaign's catalog, offered beside the built-in table."""

    id = AutoField()
    name = CharField(unique=True)


class Encounter(BaseModel):
    """A fight: its round and whose turn it is. One is active at a time."""

    id = AutoField()
    name = CharField()
    created = CharField()
    round = IntegerField(default=1)
    turn = IntegerField(default=0)
    initiative_roll = BooleanField(default=False)
    next_key = IntegerField(default=1)
    active = BooleanField(default=True, index=True)


class Combatant(BaseModel):
    """One fighter of an encounter, in turn order. Investigators' HP and wounds live on their character row."""

    id = AutoField()
    encounter = ForeignKeyField(Encounter, backref="combatants", on_delete="CASCADE", index=True)
    position = IntegerField()
    data = JSONField()


TABLES = (Campaign, Character, Skill, Weapon, JournalEntry, CatalogWeapon, Encounter, Combatant)
