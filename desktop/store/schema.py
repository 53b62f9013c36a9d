"""The campaign file's tables as peewee row classes (`*Row`), bound to the one campaign database.

These classes read and write rows; they never create tables. The tables are made by the frozen steps in
migrations.py, so a row class names each table explicitly and must match the newest step's schema.
"""

from __future__ import annotations

from peewee import (
    AutoField,
    BlobField,
    BooleanField,
    CharField,
    CompositeKey,
    ForeignKeyField,
    IntegerField,
    JSONField,
    Model,
    SqliteDatabase,
    TextField,
)

# One database object for the open campaign. autoconnect=False: a closed (or refused) campaign raises on any
# query instead of quietly reconnecting and writing to a file that failed its check.
database = SqliteDatabase(None, autoconnect=False)


class BaseRow(Model):
    class Meta:
        database = database


class CampaignRow(BaseRow):
    """One row: the campaign's name, its id (which keys its backups) and settings."""

    id = AutoField()
    name = CharField()
    created = CharField()
    variant = CharField(default="7e")
    settings = JSONField(default=dict)
    uid = CharField(default="")

    class Meta:
        table_name = "campaign"


class CharacterRow(BaseRow):
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
    mov_override = IntegerField(null=True)
    sort_key = CharField(default="")  # the name as it sorts (collation.name_sort_key), written with it; never exported

    class Meta:
        table_name = "character"


class SkillRow(BaseRow):
    id = AutoField()
    character = ForeignKeyField(CharacterRow, backref="skills", on_delete="CASCADE", index=True)
    name = CharField(index=True)
    specialization = CharField(default="")
    value = IntegerField()
    ticked = BooleanField(default=False)
    position = IntegerField(default=0)

    class Meta:
        table_name = "skill"


class WeaponColumns(BaseRow):
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
    drains = CharField(default="")


class WeaponRow(WeaponColumns):
    """A weapon on a character's sheet."""

    id = AutoField()
    character = ForeignKeyField(CharacterRow, backref="weapons", on_delete="CASCADE", index=True)
    position = IntegerField(default=0)

    class Meta:
        table_name = "weapon"


class JournalEntryRow(BaseRow):
    """Append-only: every roll and every change made in play.

    `actor_id` is a plain number, not a foreign key, so deleting a character keeps its history. `detail` is a
    versioned JSON object: the checks rolled and the effects applied, for questions asked without parsing text.
    """

    id = AutoField()
    at = CharField(index=True)
    kind = CharField(index=True)
    actor_id = IntegerField(null=True, index=True)
    actor = CharField(default="")
    what = CharField()
    dice = CharField(default="")
    result = CharField(default="")
    detail = JSONField(default=dict)
    session_id = IntegerField(null=True, index=True)  # the game session it was made in; None: between sessions

    class Meta:
        table_name = "journalentry"


class GameSessionRow(BaseRow):
    """One game session at the table: its number, its real date, a title and the Keeper's notes; `ended` is None
    while it is the open one (at most one is)."""

    id = AutoField()
    number = IntegerField(unique=True)
    date = CharField()  # YYYY-MM-DD
    title = CharField(default="")
    notes = TextField(default="")
    started = CharField()
    ended = CharField(null=True)

    class Meta:
        table_name = "gamesession"


class HandoutRow(BaseRow):
    """A handout for the players' screen: a text, or an image kept in the file (`kind` "png", "jpeg" or "svg")."""

    id = AutoField()
    title = CharField()
    kind = CharField()  # "text", "png", "jpeg" or "svg"
    text = TextField(default="")
    image = BlobField(default=b"")
    position = IntegerField(index=True)
    created = CharField()

    class Meta:
        table_name = "handout"


class JournalCharacterRow(BaseRow):
    """Which characters one journal entry is about: its actor and each character its effects touch (an index the
    journal keeps beside itself, so one character's history is read by key)."""

    character_id = IntegerField()
    entry = ForeignKeyField(JournalEntryRow, column_name="entry_id", on_delete="CASCADE")

    class Meta:
        table_name = "journalcharacter"
        primary_key = CompositeKey("character_id", "entry")
        without_rowid = True


class CatalogWeaponRow(WeaponColumns):
    """A weapon the Keeper added to this campaign's catalog, offered beside the built-in table."""

    id = AutoField()
    name = CharField(unique=True)

    class Meta:
        table_name = "catalogweapon"


class SceneRow(BaseRow):
    """A scene of any tab (a fight, a chase, a Sanity scene...): its kind, its state as versioned JSON text, and
    whether it is the kind's active one. The state's meaning belongs to the kind's codec, not to this table."""

    id = AutoField()
    kind = CharField()
    name = CharField()
    created = CharField()
    version = IntegerField()
    state = TextField()
    active = BooleanField(default=True)

    class Meta:
        table_name = "scene"


class NoteRow(BaseRow):
    """One of the Keeper's notes: on the campaign, a location, or a character (`character_id`, a plain number like the
    journal's, so a note outlives its character); its body may link to others by name, as [[Harriet Crane]]."""

    id = AutoField()
    kind = CharField()  # "campaign", "location" or "character"
    title = CharField()
    body = TextField(default="")
    character_id = IntegerField(null=True)
    created = CharField()
    updated = CharField()

    class Meta:
        table_name = "note"
