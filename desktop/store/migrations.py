"""Schema versions in `PRAGMA user_version`: frozen steps, and the runner that builds or upgrades a file.

Each step is the schema change its version shipped, as SQL (or raw-SQL Python), frozen for good: it never reads
the row classes of schema.py, which follow the newest version only. A new file is built by running every step
from version 1, so a new file and an upgraded one end with the same schema. A later version adds a step; it never
edits one. (Anki keeps its numbered upgrade scripts the same way.)
"""

from __future__ import annotations

import json
import secrets
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from peewee import SqliteDatabase

APPLICATION_ID = 0x4B44534B  # "KDSK" in `PRAGMA application_id`: marks a file as a Keeper Desk campaign

_VERSION_1 = """
CREATE TABLE "campaign" ("id" INTEGER NOT NULL PRIMARY KEY, "name" VARCHAR(255) NOT NULL, "created" VARCHAR(255)
  NOT NULL, "variant" VARCHAR(255) NOT NULL, "settings" TEXT NOT NULL);
CREATE TABLE "character" ("id" INTEGER NOT NULL PRIMARY KEY, "name" VARCHAR(255) NOT NULL, "kind" VARCHAR(255)
  NOT NULL, "occupation" VARCHAR(255) NOT NULL, "age" INTEGER NOT NULL, "strength" INTEGER NOT NULL,
  "constitution" INTEGER NOT NULL, "size" INTEGER NOT NULL, "dexterity" INTEGER NOT NULL, "appearance" INTEGER
  NOT NULL, "intelligence" INTEGER NOT NULL, "power" INTEGER NOT NULL, "education" INTEGER NOT NULL, "hp" INTEGER
  NOT NULL, "mp" INTEGER NOT NULL, "sanity" INTEGER NOT NULL, "luck" INTEGER NOT NULL, "conditions" TEXT NOT NULL,
  "notes" TEXT NOT NULL);
CREATE INDEX "character_name" ON "character" ("name");
CREATE INDEX "character_kind" ON "character" ("kind");
CREATE TABLE "journalentry" ("id" INTEGER NOT NULL PRIMARY KEY, "at" VARCHAR(255) NOT NULL, "kind" VARCHAR(255)
  NOT NULL, "actor_id" INTEGER, "actor" VARCHAR(255) NOT NULL, "what" VARCHAR(255) NOT NULL, "dice" VARCHAR(255)
  NOT NULL, "result" VARCHAR(255) NOT NULL, "detail" TEXT NOT NULL);
CREATE INDEX "journalentry_at" ON "journalentry" ("at");
CREATE INDEX "journalentry_actor_id" ON "journalentry" ("actor_id");
CREATE TABLE "skill" ("id" INTEGER NOT NULL PRIMARY KEY, "character_id" INTEGER NOT NULL, "name" VARCHAR(255) NOT
  NULL, "specialization" VARCHAR(255) NOT NULL, "value" INTEGER NOT NULL, "ticked" INTEGER NOT NULL, "position"
  INTEGER NOT NULL, FOREIGN KEY ("character_id") REFERENCES "character" ("id") ON DELETE CASCADE);
CREATE INDEX "skill_character_id" ON "skill" ("character_id");
CREATE TABLE "weapon" ("id" INTEGER NOT NULL PRIMARY KEY, "character_id" INTEGER NOT NULL, "name" VARCHAR(255) NOT
  NULL, "skill" VARCHAR(255) NOT NULL, "damage" VARCHAR(255) NOT NULL, "impaling" INTEGER NOT NULL, "range"
  VARCHAR(255) NOT NULL, "attacks" VARCHAR(255) NOT NULL, "ammo" INTEGER, "malfunction" INTEGER,
  "adds_damage_bonus" INTEGER NOT NULL, "position" INTEGER NOT NULL, FOREIGN KEY ("character_id") REFERENCES
  "character" ("id") ON DELETE CASCADE);
CREATE INDEX "weapon_character_id" ON "weapon" ("character_id");
"""

_VERSION_2 = """
CREATE TABLE "catalogweapon" ("id" INTEGER NOT NULL PRIMARY KEY, "name" VARCHAR(255) NOT NULL, "skill" VARCHAR(255)
  NOT NULL, "damage" VARCHAR(255) NOT NULL, "impaling" INTEGER NOT NULL, "range" VARCHAR(255) NOT NULL, "attacks"
  VARCHAR(255) NOT NULL, "ammo" INTEGER, "malfunction" INTEGER, "adds_damage_bonus" INTEGER NOT NULL);
CREATE UNIQUE INDEX "catalogweapon_name" ON "catalogweapon" ("name");
"""

_VERSION_3 = """
CREATE TABLE "encounter" ("id" INTEGER NOT NULL PRIMARY KEY, "name" VARCHAR(255) NOT NULL, "created" VARCHAR(255)
  NOT NULL, "round" INTEGER NOT NULL, "turn" INTEGER NOT NULL, "initiative_roll" INTEGER NOT NULL, "next_key"
  INTEGER NOT NULL, "active" INTEGER NOT NULL);
CREATE INDEX "encounter_active" ON "encounter" ("active");
CREATE TABLE "combatant" ("id" INTEGER NOT NULL PRIMARY KEY, "encounter_id" INTEGER NOT NULL, "position" INTEGER
  NOT NULL, "data" TEXT NOT NULL, FOREIGN KEY ("encounter_id") REFERENCES "encounter" ("id") ON DELETE CASCADE);
CREATE INDEX "combatant_encounter_id" ON "combatant" ("encounter_id");
"""

# Version 4 rebuilds the two weapon tables in one column order: files first made at versions 2 and 3 had them in
# another (they were created from the live classes then), and a rebuild makes every file's schema the same.
_WEAPON_4 = """
CREATE TABLE "weapon_4" ("id" INTEGER NOT NULL PRIMARY KEY, "character_id" INTEGER NOT NULL, "name" VARCHAR(255) NOT
  NULL, "skill" VARCHAR(255) NOT NULL, "damage" VARCHAR(255) NOT NULL, "impaling" INTEGER NOT NULL, "range"
  VARCHAR(255) NOT NULL, "attacks" VARCHAR(255) NOT NULL, "ammo" INTEGER, "malfunction" INTEGER,
  "adds_damage_bonus" INTEGER NOT NULL, "position" INTEGER NOT NULL, FOREIGN KEY ("character_id") REFERENCES
  "character" ("id") ON DELETE CASCADE);
INSERT INTO "weapon_4" ("id", "character_id", "name", "skill", "damage", "impaling", "range", "attacks", "ammo",
  "malfunction", "adds_damage_bonus", "position") SELECT "id", "character_id", "name", "skill", "damage", "impaling",
  "range", "attacks", "ammo", "malfunction", "adds_damage_bonus", "position" FROM "weapon";
DROP TABLE "weapon";
ALTER TABLE "weapon_4" RENAME TO "weapon";
CREATE INDEX "weapon_character_id" ON "weapon" ("character_id");
CREATE TABLE "catalogweapon_4" ("id" INTEGER NOT NULL PRIMARY KEY, "name" VARCHAR(255) NOT NULL, "skill"
  VARCHAR(255) NOT NULL, "damage" VARCHAR(255) NOT NULL, "impaling" INTEGER NOT NULL, "range" VARCHAR(255) NOT NULL,
  "attacks" VARCHAR(255) NOT NULL, "ammo" INTEGER, "malfunction" INTEGER, "adds_damage_bonus" INTEGER NOT NULL);
INSERT INTO "catalogweapon_4" ("id", "name", "skill", "damage", "impaling", "range", "attacks", "ammo",
  "malfunction", "adds_damage_bonus") SELECT "id", "name", "skill", "damage", "impaling", "range", "attacks", "ammo",
  "malfunction", "adds_damage_bonus" FROM "catalogweapon";
DROP TABLE "catalogweapon";
ALTER TABLE "catalogweapon_4" RENAME TO "catalogweapon";
CREATE UNIQUE INDEX "catalogweapon_name" ON "catalogweapon" ("name");
CREATE INDEX IF NOT EXISTS "skill_name" ON "skill" ("name");
CREATE INDEX "skill_name_character_value" ON "skill" ("name", "character_id", "value");
ALTER TABLE "campaign" ADD COLUMN "uid" VARCHAR(255) NOT NULL DEFAULT '';
CREATE TABLE "scene" ("id" INTEGER NOT NULL PRIMARY KEY, "kind" VARCHAR(255) NOT NULL, "name" VARCHAR(255) NOT NULL,
  "created" VARCHAR(255) NOT NULL, "version" INTEGER NOT NULL, "state" TEXT NOT NULL, "active" INTEGER NOT NULL);
CREATE INDEX "scene_kind_active" ON "scene" ("kind", "active");
"""

# The combat state's JSON as version 4 writes it; the Combat scene's codec reads this version as its version 1.
_COMBAT_STATE_VERSION = 1


def _script(sql: str) -> Callable[[SqliteDatabase], None]:
    """A step that runs SQL statements; each is put on one line first, as the shipped versions stored them in
    sqlite_master (the wrapping above is for reading only)."""

    def run(db: SqliteDatabase) -> None:
        for statement in sql.split(";"):
            if statement.strip():
                db.execute_sql(" ".join(statement.split()))

    return run


def _version_4(db: SqliteDatabase) -> None:
    """One scene table for every tab (fights move into it), a campaign id for its backups, the file's mark."""
    _script(_WEAPON_4)(db)
    db.execute_sql('UPDATE "campaign" SET "uid" = ?', (secrets.token_hex(8),))
    encounters = db.execute_sql(
        'SELECT "id", "name", "created", "round", "turn", "initiative_roll", "next_key", "active" FROM "encounter"'
    ).fetchall()
    for eid, name, created, round_, turn, initiative_roll, next_key, active in encounters:
        combatants = [
            json.loads(data)
            for (data,) in db.execute_sql(
                'SELECT "data" FROM "combatant" WHERE "encounter_id" = ? ORDER BY "position"', (eid,)
            )
        ]
        state = {
            "name": name,
            "round": round_,
            "turn": turn,
            "initiative_roll": bool(initiative_roll),
            "next_key": next_key,
            "combatants": combatants,
        }
        db.execute_sql(
            'INSERT INTO "scene" ("id", "kind", "name", "created", "version", "state", "active") '
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (eid, "combat", name, created, _COMBAT_STATE_VERSION, json.dumps(state), int(bool(active))),
        )
    db.execute_sql('DROP TABLE "combatant"')
    db.execute_sql('DROP TABLE "encounter"')
    db.execute_sql(f"PRAGMA application_id = {APPLICATION_ID}")


# Version 5: an attack may drain a characteristic, SAN or MP instead of HP (the weapon says which).
_VERSION_5 = """
ALTER TABLE "weapon" ADD COLUMN "drains" VARCHAR(255) NOT NULL DEFAULT '';
ALTER TABLE "catalogweapon" ADD COLUMN "drains" VARCHAR(255) NOT NULL DEFAULT ''
"""

# Version 6: the index the roster's sort by a skill reads. It was written into step 4 after version 4 had first
# shipped, so files made by that first step 4 (05fe7ca) lack it and later ones have it; step 4 stays as it stands
# (a shipped step never changes again) and this one adds the index where it is missing.
_VERSION_6 = """
CREATE INDEX IF NOT EXISTS "skill_name_character_value" ON "skill" ("name", "character_id", "value")
"""


def calendar_of_scenes(scenes: Iterable[tuple[str, bool, str]]) -> dict[str, int] | None:
    """Version 7's calendar from scenes as files up to version 6 keep them, (kind, active, state JSON) in the order
    of their ids: the game day of the active Sanity record and the week of the active Tomes (the last of each kind,
    as the tabs read them). None when neither is there. A day or week that is no whole number in range counts as
    the calendar's start (day 1, week 0): the scene itself says what it cannot read when its tab opens."""
    found: dict[str, Any] = {}
    for kind, active, state in scenes:
        if active and kind in ("sanity", "tomes"):
            try:
                data = json.loads(state)
            except ValueError:
                data = None
            found[kind] = data.get("day" if kind == "sanity" else "week") if isinstance(data, dict) else None
    if not found:
        return None
    day, week = found.get("sanity"), found.get("tomes")
    return {
        "day": day if type(day) is int and day >= 1 else 1,
        "week": week if type(week) is int and week >= 0 else 0,
    }


def _version_7(db: SqliteDatabase) -> None:
    """The campaign's calendar (game day, week) moves out of the Sanity and Tomes scenes into the campaign's
    settings, where the session keeps it; the scenes' JSON drops it when next read (their version 2)."""
    scenes = db.execute_sql('SELECT "kind", "active", "state" FROM "scene" ORDER BY "id"').fetchall()
    calendar = calendar_of_scenes((kind, bool(active), state) for kind, active, state in scenes)
    if calendar is None:
        return
    for campaign_id, text in db.execute_sql('SELECT "id", "settings" FROM "campaign"').fetchall():
        try:
            settings = json.loads(text)
        except ValueError:
            settings = None
        if isinstance(settings, dict):
            settings["calendar"] = calendar
            db.execute_sql('UPDATE "campaign" SET "settings" = ? WHERE "id" = ?', (json.dumps(settings), campaign_id))


# Version 8: which characters each journal entry is about (its actor, and each character its effects touch), kept
# beside the journal so one investigator's history is an indexed read, not a walk through the JSON of every entry;
# filled here from the journal as it stands, and by the journal for every entry after. The texts of entries are
# indexed too: undo pairs an "Undo: X" with the X it took back by its text.
_VERSION_8 = """
CREATE TABLE "journalcharacter" ("character_id" INTEGER NOT NULL, "entry_id" INTEGER NOT NULL, PRIMARY KEY
  ("character_id", "entry_id"), FOREIGN KEY ("entry_id") REFERENCES "journalentry" ("id") ON DELETE CASCADE)
  WITHOUT ROWID;
INSERT OR IGNORE INTO "journalcharacter" ("character_id", "entry_id")
  SELECT "actor_id", "id" FROM "journalentry" WHERE "actor_id" IS NOT NULL;
INSERT OR IGNORE INTO "journalcharacter" ("character_id", "entry_id")
  SELECT json_extract(e."value", '$.character_id'), j."id"
  FROM "journalentry" AS j, json_each(CASE WHEN json_valid(j."detail") THEN (CASE WHEN json_type(j."detail",
  '$.effects') = 'array' THEN j."detail" ELSE '{"effects": []}' END) ELSE '{"effects": []}' END, '$.effects') AS e
  WHERE (CASE WHEN e."type" = 'object' THEN json_type(e."value", '$.character_id') END) = 'integer';
CREATE INDEX "journalentry_what" ON "journalentry" ("what")
"""

# Version 9: a MOV the Keeper set by hand (a creature's own, a hand-kept one from another tool), kept whatever the
# characteristics and age say; NULL for every character before: their MOV is worked out, as it always was.
_VERSION_9 = """
ALTER TABLE "character" ADD COLUMN "mov_override" INTEGER
"""

# Version 10: the journal's entries by kind, so a tab's log (the Combat tab's fights, the Chase tab's chases) reads its
# newest page by the index instead of walking every entry of a long campaign's journal for the few of its kind.
_VERSION_10 = """
CREATE INDEX "journalentry_kind" ON "journalentry" ("kind")
"""

# Version 11: game sessions, each with its number, its date, a title and the Keeper's notes, and the session each
# journal entry was made in (NULL: made between sessions). A file from before keeps its whole journal as one session,
# dated by its first entry, so a recap can be written of it too.
_VERSION_11 = """
CREATE TABLE "gamesession" ("id" INTEGER NOT NULL PRIMARY KEY, "number" INTEGER NOT NULL, "date" VARCHAR(255) NOT
  NULL, "title" VARCHAR(255) NOT NULL, "notes" TEXT NOT NULL, "started" VARCHAR(255) NOT NULL, "ended" VARCHAR(255));
CREATE UNIQUE INDEX "gamesession_number" ON "gamesession" ("number");
ALTER TABLE "journalentry" ADD COLUMN "session_id" INTEGER;
CREATE INDEX "journalentry_session_id" ON "journalentry" ("session_id")
"""
EARLIER_JOURNAL = "Before sessions were kept"  # the title of the one session step 11 groups an older journal into


def _version_11(db: SqliteDatabase) -> None:
    """The sessions table, and an older file's journal grouped into one session (ended, dated by its first entry)."""
    _script(_VERSION_11)(db)
    first, last = db.execute_sql('SELECT min("at"), max("at") FROM "journalentry"').fetchone()
    if first is None:
        return
    db.execute_sql(
        'INSERT INTO "gamesession" ("id", "number", "date", "title", "notes", "started", "ended") '
        "VALUES (1, 1, ?, ?, '', ?, ?)",
        (first[:10], EARLIER_JOURNAL, first, last),
    )
    db.execute_sql('UPDATE "journalentry" SET "session_id" = 1')


# Version 12: the campaign's handouts for the players' screen (a letter, a map, a photograph): a text, or an image kept
# in the file itself (PNG, JPEG or SVG, "png", "jpeg", "svg"), in the Keeper's order. Who was shown which, and when,
# is in the journal (kind "handout").
_VERSION_12 = """
CREATE TABLE "handout" ("id" INTEGER NOT NULL PRIMARY KEY, "title" VARCHAR(255) NOT NULL, "kind" VARCHAR(255) NOT
  NULL, "text" TEXT NOT NULL, "image" BLOB NOT NULL, "position" INTEGER NOT NULL, "created" VARCHAR(255) NOT NULL);
CREATE INDEX "handout_position" ON "handout" ("position")
"""

# Version 13: the Keeper's notes on characters, locations and the campaign, and the
# search index — one FTS5 table per kind of row the search box finds by part of its name (characters, skills, notes,
# the journal), kept by triggers in the same transaction as the rows, and filled here from an older file's rows.
_FTS = "tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'"  # one letter typed reads an index too
_SKILL_TEXT = (  # a skill as the index holds it: "Science (Biology)"
    "{row}.\"name\" || CASE WHEN {row}.\"specialization\" <> '' THEN ' (' || {row}.\"specialization\" || ')' "
    "ELSE '' END"
)
_VERSION_13 = (
    'CREATE TABLE "note" ("id" INTEGER NOT NULL PRIMARY KEY, "kind" VARCHAR(255) NOT NULL, "title" VARCHAR(255) NOT '
    'NULL, "body" TEXT NOT NULL, "character_id" INTEGER, "created" VARCHAR(255) NOT NULL, "updated" VARCHAR(255) NOT '
    "NULL)",
    'CREATE INDEX "note_kind_title" ON "note" ("kind", "title")',
    'CREATE INDEX "note_character_id" ON "note" ("character_id")',
    f'CREATE VIRTUAL TABLE "search_character" USING fts5("name", "occupation", {_FTS})',
    f'CREATE VIRTUAL TABLE "search_skill" USING fts5("skill", "owner" UNINDEXED, {_FTS})',
    f'CREATE VIRTUAL TABLE "search_note" USING fts5("title", "body", {_FTS})',
    f'CREATE VIRTUAL TABLE "search_journal" USING fts5("what", "actor", "result", {_FTS})',
    'CREATE TRIGGER "character_searched" AFTER INSERT ON "character" BEGIN INSERT INTO "search_character" ("rowid", '
    '"name", "occupation") VALUES (new."id", new."name", new."occupation"); END',
    'CREATE TRIGGER "character_searched_again" AFTER UPDATE OF "name", "occupation" ON "character" BEGIN UPDATE '
    '"search_character" SET "name" = new."name", "occupation" = new."occupation" WHERE "rowid" = new."id"; UPDATE '
    '"search_skill" SET "owner" = new."name" WHERE "rowid" IN (SELECT "id" FROM "skill" WHERE "character_id" = '
    'new."id"); END',
    'CREATE TRIGGER "character_unsearched" AFTER DELETE ON "character" BEGIN DELETE FROM "search_character" WHERE '
    '"rowid" = old."id"; END',
    'CREATE TRIGGER "skill_searched" AFTER INSERT ON "skill" BEGIN INSERT INTO "search_skill" ("rowid", "skill", '
    f'"owner") VALUES (new."id", {_SKILL_TEXT.format(row="new")}, (SELECT "name" FROM "character" WHERE "id" = '
    'new."character_id")); END',
    'CREATE TRIGGER "skill_searched_again" AFTER UPDATE OF "name", "specialization" ON "skill" BEGIN UPDATE '
    f'"search_skill" SET "skill" = {_SKILL_TEXT.format(row="new")} WHERE "rowid" = new."id"; END',
    'CREATE TRIGGER "skill_unsearched" AFTER DELETE ON "skill" BEGIN DELETE FROM "search_skill" WHERE "rowid" = '
    'old."id"; END',
    'CREATE TRIGGER "note_searched" AFTER INSERT ON "note" BEGIN INSERT INTO "search_note" ("rowid", "title", "body") '
    'VALUES (new."id", new."title", new."body"); END',
    'CREATE TRIGGER "note_searched_again" AFTER UPDATE OF "title", "body" ON "note" BEGIN UPDATE "search_note" SET '
    '"title" = new."title", "body" = new."body" WHERE "rowid" = new."id"; END',
    'CREATE TRIGGER "note_unsearched" AFTER DELETE ON "note" BEGIN DELETE FROM "search_note" WHERE "rowid" = '
    'old."id"; END',
    'CREATE TRIGGER "journal_searched" AFTER INSERT ON "journalentry" BEGIN INSERT INTO "search_journal" ("rowid", '
    '"what", "actor", "result") VALUES (new."id", new."what", new."actor", new."result"); END',
    'CREATE TRIGGER "journal_searched_again" AFTER UPDATE OF "what", "actor", "result" ON "journalentry" BEGIN UPDATE '
    '"search_journal" SET "what" = new."what", "actor" = new."actor", "result" = new."result" WHERE "rowid" = '
    'new."id"; END',
    'CREATE TRIGGER "journal_unsearched" AFTER DELETE ON "journalentry" BEGIN DELETE FROM "search_journal" WHERE '
    '"rowid" = old."id"; END',
    'INSERT INTO "search_character" ("rowid", "name", "occupation") SELECT "id", "name", "occupation" FROM "character"',
    f'INSERT INTO "search_skill" ("rowid", "skill", "owner") SELECT s."id", {_SKILL_TEXT.format(row="s")}, c."name" '
    'FROM "skill" AS s JOIN "character" AS c ON c."id" = s."character_id"',
    'INSERT INTO "search_journal" ("rowid", "what", "actor", "result") SELECT "id", "what", "actor", "result" FROM '
    '"journalentry"',
)


def _statements(statements: tuple[str, ...]) -> Callable[[SqliteDatabase], None]:
    """A step of whole statements, run one by one (a trigger's body holds semicolons, so no splitting)."""

    def run(db: SqliteDatabase) -> None:
        for statement in statements:
            db.execute_sql(statement)

    return run


# Version 14: each character's name as a person sorts it (`name_sort_key`: case and accents set aside, then the
# accented after the plain), kept beside the name at every write, and an index in that order holding what a picker
# shows: the list of every character is read already sorted, a screenful at a time, without reading the wide rows.
_VERSION_14 = (
    'ALTER TABLE "character" ADD COLUMN "sort_key" VARCHAR(255) NOT NULL DEFAULT \'\'',
    'CREATE INDEX "character_sort_key" ON "character" ("sort_key", "id", "name", "kind", "conditions")',
)


def sort_key_v14(name: str) -> str:
    """The sort key as step 14 writes it, kept here as it shipped: a shipped step never changes. The app's own
    (store/collation.name_sort_key) must stay equal to it; a test says so, and a new key needs a new step."""
    folded = name.casefold()
    if not folded.isascii():
        folded_plain = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
        return f"{folded_plain}\x01{folded}"
    return f"{folded}\x01{folded}"


def _version_14(db: SqliteDatabase) -> None:
    """The sort key column and its index, and the key of every character already in the file."""
    _statements(_VERSION_14[:1])(db)
    names = db.execute_sql('SELECT "id", "name" FROM "character"').fetchall()
    db.cursor().executemany(
        'UPDATE "character" SET "sort_key" = ? WHERE "id" = ?', [(sort_key_v14(name), cid) for cid, name in names]
    )
    _statements(_VERSION_14[1:])(db)


MIGRATIONS: dict[int, Callable[[SqliteDatabase], None]] = {
    1: _script(_VERSION_1),
    2: _script(_VERSION_2),
    3: _script(_VERSION_3),
    4: _version_4,
    5: _script(_VERSION_5),
    6: _script(_VERSION_6),
    7: _version_7,
    8: _script(_VERSION_8),
    9: _script(_VERSION_9),
    10: _script(_VERSION_10),
    11: _version_11,
    12: _script(_VERSION_12),
    13: _statements(_VERSION_13),
    14: _version_14,
}
SCHEMA_VERSION = max(MIGRATIONS)
# The oldest schema whose tables are today's (the steps since add indexes, or move data: step 7's calendar, which the
# import of an older campaign moves as that step does; step 8's journal index, which the journal fills from the
# entries it is given; or add a column to characters, whose value for an older character is known, as below): a
# campaign exported from it imports.
SAME_TABLES_SINCE = 5
# The character columns later steps added, by the version that added them, with the value each gives a character of
# a file before it (step 9: no MOV set by hand).
ADDED_CHARACTER_COLUMNS: dict[int, dict[str, Any]] = {9: {"mov_override": None}}


def migrate(db: SqliteDatabase, migrations: dict[int, Callable[[SqliteDatabase], None]] | None = None) -> list[int]:
    """Run every step above the file's version, in order, each in one transaction; returns those run.

    Foreign keys are off while a step runs, since table rebuilds could otherwise fire cascades.
    """
    steps = MIGRATIONS if migrations is None else migrations
    current = db.user_version
    done = []
    db.pragma("foreign_keys", 0)
    try:
        for version in sorted(v for v in steps if v > current):
            with db.atomic():
                steps[version](db)
                db.user_version = version
            done.append(version)
    finally:
        db.pragma("foreign_keys", 1)
    return done
