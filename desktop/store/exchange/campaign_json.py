"""Keeper Desk's own JSON for a whole campaign (docs/campaign-json.md): characters with their skills and weapons,
the campaign's weapon catalog, every scene (fights, chases, the Sanity record, the Tomes) and the journal, written
so that export → import → export gives the same file. Import goes into an empty campaign, in one transaction."""

from __future__ import annotations

import base64
import binascii
import json
from pathlib import Path
from typing import Any

from peewee import BooleanField, Field, IntegerField, JSONField

from desktop.rules.codec import CodecError
from desktop.rules.handouts.handout import Handout, checked
from desktop.rules.notes.links import NoteKind
from desktop.rules.roster.sheet import NAME_LIMIT, TEXT_LIMIT, CharacterSheet, Kind, Skill, Weapon, text_problem
from desktop.rules.scene import conditions_from
from desktop.rules.scene_kinds import SCENE_CODECS
from desktop.store import character_rows
from desktop.store import journal as journal_rows
from desktop.store.campaign_file import calendar_problem, transaction
from desktop.store.character_rows import WEAPON_COLUMNS
from desktop.store.exchange.foreign import brief, shown
from desktop.store.exchange.strict_json import LARGEST, StrictJsonError, loads
from desktop.store.game_sessions import problems as session_problems
from desktop.store.migrations import (
    ADDED_CHARACTER_COLUMNS,
    EARLIER_JOURNAL,
    MIGRATIONS,
    SAME_TABLES_SINCE,
    SCHEMA_VERSION,
    calendar_of_scenes,
)
from desktop.store.notes import NoteDraft
from desktop.store.notes import problems as note_problems
from desktop.store.schema import (
    CampaignRow,
    CatalogWeaponRow,
    CharacterRow,
    GameSessionRow,
    HandoutRow,
    JournalEntryRow,
    NoteRow,
    SceneRow,
    SkillRow,
    WeaponRow,
)

FORMAT = "keeper-desk-campaign"
VERSION = 4  # 2: the game sessions, and the session of each journal entry; 3: the handouts; 4: the Keeper's notes
_TOP = {
    *("format", "version", "schema", "campaign", "characters", "catalog_weapons", "scenes", "sessions", "journal"),
    "handouts",
    "notes",
}
_ADDED = {2: {"sessions"}, 3: {"handouts"}, 4: {"notes"}}  # the keys each version added: an older file has none of them
_CAMPAIGN = ("name", "created", "variant", "settings")


class ExchangeError(ValueError):
    """A file that cannot be imported: the message names the place in the file and what is wrong there."""


DERIVED_CHARACTER_COLUMNS = ("sort_key",)  # written from the sheet on import, not kept in the file


def _columns(model: type, skip: tuple[str, ...] = ()) -> list[Field]:
    return [f for f in model._meta.sorted_fields if f.name not in skip]


def _row(row: Any, fields: list[Field]) -> dict[str, Any]:
    return {f.name: getattr(row, f.name) for f in fields}


# --- export ---------------------------------------------------------------------------------------------------


def export_campaign() -> dict[str, Any]:
    """The open campaign as plain data (see docs/campaign-json.md)."""
    campaign = CampaignRow.get()
    characters = []
    character_fields = _columns(CharacterRow, skip=DERIVED_CHARACTER_COLUMNS)
    for row in CharacterRow.select().order_by(CharacterRow.id):
        data = _row(row, character_fields)
        skills = row.skills.order_by(SkillRow.position, SkillRow.id)
        data["skills"] = [
            {"name": s.name, "specialization": s.specialization, "value": s.value, "ticked": s.ticked} for s in skills
        ]
        data["weapons"] = [
            {c: getattr(w, c) for c in WEAPON_COLUMNS} for w in row.weapons.order_by(WeaponRow.position, WeaponRow.id)
        ]
        characters.append(data)
    scenes = []
    for row in SceneRow.select().order_by(SceneRow.id):
        data = _row(row, _columns(SceneRow))
        data["state"] = json.loads(row.state)
        scenes.append(data)
    journal_fields, session_fields = _columns(JournalEntryRow), _columns(GameSessionRow)
    return {
        "format": FORMAT,
        "version": VERSION,
        "schema": SCHEMA_VERSION,
        "campaign": {name: getattr(campaign, name) for name in _CAMPAIGN},
        "characters": characters,
        "catalog_weapons": [
            {c: getattr(w, c) for c in WEAPON_COLUMNS}
            for w in CatalogWeaponRow.select().order_by(CatalogWeaponRow.name)
        ],
        "scenes": scenes,
        "sessions": [_row(row, session_fields) for row in GameSessionRow.select().order_by(GameSessionRow.id)],
        "journal": [_row(row, journal_fields) for row in JournalEntryRow.select().order_by(JournalEntryRow.id)],
        "handouts": [_handout_data(row) for row in HandoutRow.select().order_by(HandoutRow.id)],
        "notes": [_row(row, _columns(NoteRow)) for row in NoteRow.select().order_by(NoteRow.id)],
    }


def _handout_data(row: HandoutRow) -> dict[str, Any]:
    """One handout as the file keeps it: an image's bytes as base64 text ("" for a text handout)."""
    data = _row(row, _columns(HandoutRow, skip=("image",)))
    return data | {"image": base64.b64encode(bytes(row.image)).decode("ascii")}


def dumps(data: dict[str, Any]) -> str:
    """The JSON text: keys sorted, one item a line where it helps, UTF-8 as typed."""
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def export_to(path: Path) -> None:
    text = dumps(export_campaign())
    partial = path.with_name(path.name + ".part")
    partial.write_text(text, encoding="utf-8")
    partial.replace(path)  # never half a file where the Keeper expects a whole one


# --- reading a file -------------------------------------------------------------------------------------------


_JSON_WORDS = (  # Python's words for where JSON text goes wrong, in a Keeper's
    ("Expecting value", "a value is missing"),
    ("Expecting ',' delimiter", "a comma is missing"),
    ("Expecting ':' delimiter", "a colon is missing"),
    ("Expecting property name", "a name in double quotes is missing"),
    ("Unterminated string", "a text in quotes is never closed"),
    ("Extra data", "more follows the end of the data"),
    ("Invalid control character", "a text holds a control character"),
    ("Invalid \\escape", "a backslash starts no known escape"),
)


def read_json(path: Path) -> Any:
    """The JSON in a file, read strictly (strict_json): ExchangeError names the line and column where it stops being
    JSON, or the place of a number no campaign can hold, or where it nests too deep."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ExchangeError(f"{path.name} is not UTF-8 text (byte {exc.start})") from exc
    except OSError as exc:
        raise ExchangeError(f"{path.name} cannot be read: {exc.strerror}") from exc
    try:
        return loads(text)
    except json.JSONDecodeError as exc:
        if not text.strip():
            raise ExchangeError(f"{path.name} is empty: there is nothing in it to import") from exc
        said = next((words for start, words in _JSON_WORDS if exc.msg.startswith(start)), exc.msg)
        raise ExchangeError(f"{path.name}, line {exc.lineno}, column {exc.colno}: this is not JSON ({said})") from exc
    except StrictJsonError as exc:
        raise ExchangeError(str(exc)) from exc


def is_campaign_file(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == FORMAT


# --- import ---------------------------------------------------------------------------------------------------


def _check_type(value: Any, field: Field, where: str) -> Any:
    if isinstance(field, BooleanField):
        if not isinstance(value, bool):
            raise ExchangeError(f"{where}: expected true or false, not {value!r}")
    elif isinstance(field, IntegerField):
        if value is None and field.null:
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise ExchangeError(f"{where}: expected a whole number, not {shown(value)}")
        if not -LARGEST <= value <= LARGEST:
            raise ExchangeError(f"{where}: a whole number too large to keep (at most {LARGEST:,})")
    elif isinstance(field, JSONField) or (value is None and field.null):
        return value
    elif not isinstance(value, str):
        raise ExchangeError(f"{where}: expected text, not {shown(value)}")
    elif len(value) > TEXT_LIMIT:
        raise ExchangeError(f"{where}: {len(value):,} characters; an imported text holds at most {TEXT_LIMIT:,}")
    return value


def _checked(data: Any, fields: list[Field], where: str, extra: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ExchangeError(f"{where}: expected an object, not {type(data).__name__}")
    _known(data, {f.name for f in fields} | set(extra), where)
    out = {}
    for field in fields:
        if field.name not in data:
            raise ExchangeError(f"{where}: missing {field.name!r}")
        out[field.name] = _check_type(data[field.name], field, f"{where}.{field.name}")
    return out


def _known(data: dict[str, Any], keys: set[str], where: str) -> None:
    """Refuse a key this version does not know: nothing in a file is dropped silently."""
    if unknown := sorted(set(data) - keys):
        raise ExchangeError(f"unknown field {unknown[0]!r} in {where}")


def _list(data: dict[str, Any], key: str, where: str) -> list:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise ExchangeError(f"{where}.{key}: expected a list")
    return value


def _weapon(data: Any, where: str) -> Weapon:
    fields = [f for f in _columns(WeaponRow) if f.name in WEAPON_COLUMNS]
    return Weapon(**_checked(data, fields, where))


def _sheet(data: dict[str, Any], where: str) -> CharacterSheet:
    skill_fields = [f for f in _columns(SkillRow) if f.name in ("name", "specialization", "value", "ticked")]
    skills = tuple(
        Skill(**_checked(s, skill_fields, f"{where}.skills[{i}]")) for i, s in enumerate(_list(data, "skills", where))
    )
    weapons = tuple(_weapon(w, f"{where}.weapons[{i}]") for i, w in enumerate(_list(data, "weapons", where)))
    try:
        kind = Kind(data["kind"])
        conditions = conditions_from(data["conditions"])
    except (ValueError, TypeError) as exc:
        raise ExchangeError(f"{where}: {exc}") from exc
    values = {k: v for k, v in data.items() if k not in ("id", "kind", "conditions", "skills", "weapons")}
    return CharacterSheet(kind=kind, conditions=tuple(conditions), skills=skills, weapons=weapons, **values)


def import_campaign(data: Any) -> int:
    """A whole campaign file into the open campaign, which must be empty (no characters, scenes or journal): ids
    are kept, so a second export is the same file. Returns the characters imported; nothing is written on error."""
    prepared = check_campaign(data)
    if CharacterRow.select().exists() or JournalEntryRow.select().exists() or SceneRow.select().exists():
        raise ExchangeError(
            "this campaign already holds characters, scenes or a journal: import a whole campaign "
            "into a new campaign file"
        )
    campaign, characters, catalog, scenes, sessions, journal, handouts, notes = prepared
    with transaction():
        CampaignRow.update(**{k: campaign[k] for k in _CAMPAIGN}).execute()
        for character_id, sheet in characters:
            character_rows.write_character(character_id, sheet)
        for weapon in catalog:
            CatalogWeaponRow.insert(**{c: getattr(weapon, c) for c in WEAPON_COLUMNS}).execute()
        for scene in scenes:
            SceneRow.insert(**scene).execute()
        for played in sessions:
            GameSessionRow.insert(**played).execute()
        for entry in journal:
            journal_rows.insert_entry(entry)
        for handout in handouts:
            HandoutRow.insert(**handout).execute()
        for kept in notes:
            NoteRow.insert(**kept).execute()
    return len(characters)


def check_campaign(data: Any) -> tuple:
    """Every part of a campaign file checked, ready to write (no database needed): ExchangeError names the place
    of the first problem."""
    where = "the file"
    if not is_campaign_file(data):
        raise ExchangeError("this is not a Keeper Desk campaign file (its 'format' is missing or different)")
    if data.get("version") not in UPGRADES and data.get("version") != VERSION:
        raise ExchangeError(
            f"campaign file version {shown(data.get('version'))}: this Keeper Desk reads versions 1 to {VERSION}"
        )
    if data["version"] in UPGRADES:
        _known(data, _TOP - {key for v, added in _ADDED.items() if v > data["version"] for key in added}, where)
        data = upgraded(data)
    _known(data, _TOP, where)
    schema = data.get("schema")
    if type(schema) is not int or not SAME_TABLES_SINCE <= schema <= SCHEMA_VERSION or schema not in MIGRATIONS:
        raise ExchangeError(
            f"the file was written for campaign schema {schema!r}, this Keeper Desk reads {SAME_TABLES_SINCE} to "
            f"{SCHEMA_VERSION}: export it again from the same version"
        )
    campaign = data.get("campaign")
    if not isinstance(campaign, dict) or set(campaign) != set(_CAMPAIGN):
        raise ExchangeError(f"campaign: expected exactly {', '.join(_CAMPAIGN)}")
    _checked(campaign, [f for f in _columns(CampaignRow) if f.name in _CAMPAIGN], "campaign")
    if not isinstance(campaign["settings"], dict):
        raise ExchangeError("campaign.settings: expected an object")
    if "calendar" in campaign["settings"] and (problem := calendar_problem(campaign["settings"]["calendar"])):
        raise ExchangeError(f"campaign.settings.calendar: {problem}")
    if problem := text_problem(campaign["name"], "campaign.name", required=True, limit=NAME_LIMIT):
        raise ExchangeError(problem)
    characters = []
    added_since = {c: v for step, added in ADDED_CHARACTER_COLUMNS.items() if step > schema for c, v in added.items()}
    for i, item in enumerate(_list(data, "characters", "file")):
        at = f"characters[{i}]"
        fields = _columns(CharacterRow, skip=(*added_since, *DERIVED_CHARACTER_COLUMNS))
        row = _checked(item, fields, at, extra=("skills", "weapons")) | added_since  # as that version's step gives it
        called = brief(row["name"])
        sheet = _sheet(item | row, f"{at} ({called})")
        try:
            character_rows.validated(sheet)
        except ValueError as exc:
            raise ExchangeError(f"{at} ({called}): {exc}") from exc
        characters.append((row["id"], sheet))
    _once([character_id for character_id, _ in characters], "characters[{}].id", "characters[{}]")
    catalog = [_weapon(w, f"catalog_weapons[{i}]") for i, w in enumerate(_list(data, "catalog_weapons", "file"))]
    _once([weapon.name for weapon in catalog], "catalog_weapons[{}].name", "catalog_weapons[{}]")
    scenes = []
    for i, item in enumerate(_list(data, "scenes", "file")):
        fields = [f for f in _columns(SceneRow) if f.name != "state"]
        row = _checked(item, fields, f"scenes[{i}]", extra=("state",))
        if not isinstance(item.get("state"), dict):
            raise ExchangeError(f"scenes[{i}].state: expected an object")
        try:
            state = json.dumps(item["state"], allow_nan=False)
        except ValueError as exc:
            raise ExchangeError(f"scenes[{i}].state: holds NaN or Infinity, which is not a number") from exc
        _check_scene(row, item["state"], f"scenes[{i}]")
        scenes.append(row | {"state": state})
    _once([scene["id"] for scene in scenes], "scenes[{}].id", "scenes[{}]")
    if schema < 7:  # the calendar was the scenes' then: it moves into the settings, as the file's step 7 moves it
        ordered = sorted(scenes, key=lambda scene: scene["id"])
        if found := calendar_of_scenes((s["kind"], s["active"], s["state"]) for s in ordered):
            campaign = {**campaign, "settings": {**campaign["settings"], "calendar": found}}
    sessions = _sessions(data)
    journal = [
        _checked(e, _columns(JournalEntryRow), f"journal[{i}]") for i, e in enumerate(_list(data, "journal", "file"))
    ]
    _once([entry["id"] for entry in journal], "journal[{}].id", "journal[{}]")
    known = {played["id"] for played in sessions}
    for i, entry in enumerate(journal):
        if entry["session_id"] is not None and entry["session_id"] not in known:
            raise ExchangeError(f"journal[{i}].session_id: no session has the id {shown(entry['session_id'])}")
    ids = {character_id for character_id, _ in characters}
    return campaign, characters, catalog, scenes, sessions, journal, _handouts(data), _notes(data, ids)


def _handouts(data: dict[str, Any]) -> list[dict[str, Any]]:
    """Each handout checked as the Handouts window checks one added: its title, its kind, its text, or its image
    decoded from base64 and refused when it is not the PNG, JPEG or SVG its kind says, or larger than 5 MB."""
    rows = []
    for i, item in enumerate(_list(data, "handouts", "file")):
        where = f"handouts[{i}]"
        row = _checked(item, _columns(HandoutRow, skip=("image",)), where, extra=("image",))
        image = item.get("image")
        if not isinstance(image, str):
            raise ExchangeError(f'{where}.image: expected base64 text ("" for a text handout), not {shown(image)}')
        try:
            raw = base64.b64decode(image, validate=True)
        except (binascii.Error, ValueError) as exc:
            raise ExchangeError(f"{where}.image: not base64 text ({exc})") from exc
        try:
            checked(Handout(row["id"], row["title"], row["kind"], row["text"], raw, row["position"]))
        except ValueError as exc:
            raise ExchangeError(f"{where} ({brief(row['title'])!r}): {exc}") from exc
        rows.append(row | {"image": raw})
    _once([handout["id"] for handout in rows], "handouts[{}].id", "handouts[{}]")
    return rows


def _notes(data: dict[str, Any], character_ids: set[int]) -> list[dict[str, Any]]:
    """The notes, each checked as the Notes tab checks one (a note on a character names one of the file's)."""
    found = []
    for i, item in enumerate(_list(data, "notes", "file")):
        row = _checked(item, _columns(NoteRow), f"notes[{i}]")
        draft = NoteDraft(row["kind"], row["title"], row["body"], row["character_id"])
        problem = next((p for p in note_problems(draft) if p[0] != "character_id"), None)
        if problem is None and row["kind"] == NoteKind.CHARACTER and row["character_id"] not in character_ids:
            problem = ("character_id", f"no character has the id {shown(row['character_id'])}")
        elif problem is None and row["kind"] != NoteKind.CHARACTER and row["character_id"] is not None:
            problem = ("character_id", "only a note on a character is about a character")
        if problem is not None:
            raise ExchangeError(f"notes[{i}].{problem[0]} ({brief(row['title'])!r}): {problem[1]}")
        found.append(row)
    _once([kept["id"] for kept in found], "notes[{}].id", "notes[{}]")
    return found


def _upgrade_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no game sessions: its whole journal becomes one ended session, as the file's step 11 groups
    it (dated by its first entry), and no session when the journal is empty."""
    journal = data.get("journal")
    if not isinstance(journal, list):
        return data | {"version": 2, "sessions": []}
    times = [e["at"] for e in journal if isinstance(e, dict) and isinstance(e.get("at"), str)]
    if not journal or len(times) != len(journal):  # an entry without its time is refused below, by name
        return data | {"version": 2, "sessions": []}
    first, last = min(times), max(times)
    earlier = {
        "id": 1,
        "number": 1,
        "date": first[:10],
        "title": EARLIER_JOURNAL,
        "notes": "",
        "started": first,
        "ended": last,
    }
    entries = [e | {"session_id": 1} if isinstance(e, dict) and "session_id" not in e else e for e in journal]
    return data | {"version": 2, "sessions": [earlier], "journal": entries}


def _upgrade_2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 had no handouts."""
    return data | {"version": 3, "handouts": []}


def _upgrade_3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 had no notes."""
    return data | {"version": 4, "notes": []}


UPGRADES = {1: _upgrade_1, 2: _upgrade_2, 3: _upgrade_3}  # a version's step to the next, as the schema's are


def upgraded(data: dict[str, Any]) -> dict[str, Any]:
    """The file as the newest version writes it, through each version's upgrade step in turn."""
    while data.get("version") in UPGRADES:
        data = UPGRADES[data["version"]](data)
    return data


def _sessions(data: dict[str, Any]) -> list[dict[str, Any]]:
    sessions = []
    for i, item in enumerate(_list(data, "sessions", "file")):
        row = _checked(item, _columns(GameSessionRow), f"sessions[{i}]")
        if found := session_problems(row["title"], row["notes"], row["date"]):
            raise ExchangeError(f"sessions[{i}].{found[0][0]}: {found[0][1]}")
        sessions.append(row)
    _once([played["id"] for played in sessions], "sessions[{}].id", "sessions[{}]")
    _once([played["number"] for played in sessions], "sessions[{}].number", "sessions[{}]")
    open_ones = [i for i, played in enumerate(sessions) if played["ended"] is None]
    if len(open_ones) > 1:
        first, second = open_ones[:2]
        raise ExchangeError(f"sessions[{second}].ended: only one session can be open, and sessions[{first}] is")
    return sessions


def _check_scene(row: dict[str, Any], state: dict[str, Any], where: str) -> None:
    """A scene's state read through its kind's codec (upgraded when older), so that no tab meets one it cannot read:
    ExchangeError names the scene and the place in it."""
    codec = SCENE_CODECS.get(row["kind"])
    if codec is None:
        raise ExchangeError(
            f"{where}: {shown(row['kind'])} is not a kind of scene this Keeper Desk keeps (one of "
            f"{', '.join(sorted(SCENE_CODECS))})"
        )
    try:
        codec.decode(row["version"], state)
    except CodecError as exc:
        raise ExchangeError(f"{where} ({row['kind']} {brief(row['name'])!r}): {exc}") from exc


def _once(keys: list, where: str, other: str) -> None:
    """Refuse a key used twice (a second character with the same id would overwrite the first)."""
    seen: dict[Any, int] = {}
    for index, key in enumerate(keys):
        if key in seen:
            raise ExchangeError(f"{where.format(index)}: {shown(key)} is already used by {other.format(seen[key])}")
        seen[key] = index


def import_sheets(sheets: list[CharacterSheet]) -> list[int]:
    """Characters from another tool, each checked, all in one transaction; their new ids."""
    checked = [character_rows.validated(sheet) for sheet in sheets]
    with transaction():
        return [character_rows.write_character(None, sheet) for sheet in checked]
