"""`keeper-desk import` of a whole campaign reads each scene through its kind's codec: a scene with an unknown field,
a value of the wrong type, a version this Keeper Desk does not read or a kind it does not know is refused by name,
exit 1, no campaign file left behind (it used to import, and the tab then said it could not read its scene)."""

import copy
import json
from pathlib import Path

import pytest

from desktop.exchange_cli import run
from desktop.rules.scene_kinds import SCENE_CODECS
from desktop.store import scenes
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange.campaign_json import dumps, export_campaign
from desktop.store.sample import write_sample_roster

SAMPLES = Path(__file__).resolve().parent / "fixtures" / "scenes"
KINDS = ("combat", "chase", "sanity", "tomes", "rising")  # the order of the export's scenes


@pytest.fixture(scope="module")
def good_export(tmp_path_factory) -> dict:
    """A whole campaign with one scene of every kind, each from its stored sample, as the export writes it."""
    path = tmp_path_factory.mktemp("good") / "good.kdesk"
    open_campaign(path, create_name="Good")
    write_sample_roster()
    for kind in KINDS:
        codec = SCENE_CODECS[kind]
        state = codec.decode(1, json.loads((SAMPLES / f"{kind}-v1.json").read_text(encoding="utf-8"))["state"])
        scenes.save(
            None,
            kind,
            codec.version,
            getattr(state, "name", kind),
            codec.encode(state),
            scenes.Entry(f"{kind} begins"),
            kind,
        )
    data = export_campaign()
    close_campaign()
    assert [s["kind"] for s in data["scenes"]] == list(KINDS)
    return data


def _scene(data: dict, kind: str) -> dict:
    return next(s for s in data["scenes"] if s["kind"] == kind)


def _state(kind: str, *path):
    def change(data: dict, value) -> None:
        place = _scene(data, kind)["state"]
        for step in path[:-1]:
            place = place[step]
        if value is KeyError:
            del place[path[-1]]
        else:
            place[path[-1]] = value

    return change


def _row(kind: str, key: str):
    def change(data: dict, value) -> None:
        _scene(data, kind)[key] = value

    return change


BAD = [  # (what is changed, the new value, words the refusal must hold)
    (
        _state("chase", "runners", 0, "dex"),
        "x",
        "scenes[1] (chase 'Night run'): the chase: participant 'Walt Brennan': dex: expected a whole number, not 'x'",
    ),
    (_state("chase", "runners", 0, "wings"), 2, "participant 'Walt Brennan': unknown field 'wings'"),
    (_state("chase", "runners", 1, "name"), KeyError, "the chase: participant 2: missing field 'name'"),
    (
        _state("chase", "others", 0, "runners", 0, "mov"),
        "fast",
        "chase 'Across the roofs': participant 'Harriet Crane': mov: expected a whole number, not 'fast'",
    ),
    (_state("combat", "mood"), "grim", "scenes[0] (combat 'Cellar'): the fight: unknown field 'mood'"),
    (
        _state("combat", "combatants", 0, "weapons", 0, "ammo"),
        "six",
        "combatant 'Walt Brennan': weapon '.38 Revolver': ammo: expected a whole number, not 'six'",
    ),
    (_state("combat", "combatants", 0, "conditions"), ["haunted"], "'haunted' is not a known condition"),
    (_state("combat", "combatants", 1, "specials", "zap"), 1, "combatant 'Ghoul': specials: unknown effect 'zap'"),
    (_state("sanity", "treating", 0, 1), "asylum", "treating: item 1: value 2: expected 'home' or 'institution'"),
    (_state("tomes", "holdings"), {"3": "Cultes des Goules"}, "the Tomes state: holdings: expected a list"),
    (_state("rising", "fighters", 0, "hp"), None, "fighter 'Walt Brennan': hp: expected a whole number, not null"),
    (_row("chase", "version"), 99, "scenes[1] (chase 'Night run'): the chase was written at version 99 by a newer"),
    (_row("sanity", "version"), 0, "scenes[2] (sanity 'Minds'): the Sanity state: 0 is not a version of a scene"),
    (_row("tomes", "kind"), "library", "scenes[3]: 'library' is not a kind of scene this Keeper Desk keeps"),
]


def test_the_good_export_imports_and_every_scene_reads(good_export, tmp_path, data_home, capsys):
    source = tmp_path / "good.json"
    source.write_text(dumps(good_export), encoding="utf-8")
    campaign = tmp_path / "copy.kdesk"
    assert run(["import", str(campaign), str(source)]) == 0, capsys.readouterr().err
    open_campaign(campaign)
    try:
        for kind in KINDS:
            assert scenes.load_active(kind, SCENE_CODECS[kind].decode) is not None
    finally:
        close_campaign()


@pytest.mark.parametrize(("change", "value", "said"), BAD)
def test_a_campaign_with_a_bad_scene_is_refused_by_name_and_nothing_is_left(
    good_export, change, value, said, tmp_path, data_home, capsys
):
    data = copy.deepcopy(good_export)
    change(data, value)
    source = tmp_path / "bad.json"
    source.write_text(dumps(data), encoding="utf-8")
    campaign = tmp_path / "new.kdesk"
    assert run(["import", str(campaign), str(source)]) == 1
    err = capsys.readouterr().err
    assert said in err, err
    assert list(tmp_path.glob("new.kdesk*")) == []  # the campaign made for it is gone, sidecars too


@pytest.mark.parametrize(
    ("schema", "taken"),
    [
        (5, True),
        (6, True),
        (7, True),
        (8, True),
        (9, True),
        (10, True),
        (11, True),
        (12, True),
        (13, True),
        (14, True),
        (4, False),
        (15, False),
        ("6", False),
    ],
)
def test_a_campaign_exported_at_a_schema_with_todays_tables_imports(schema, taken, good_export, tmp_path, capsys):
    """Schema 6 adds an index only, 7 moves the calendar and 8 indexes the journal by character: a campaign exported
    at 5 has today's tables and columns and imports; one of another schema (older tables, a newer Keeper Desk's) is
    refused by its number. (9 adds a kept MOV: an export made before it has none; 10 indexes the journal by kind; 11
    adds the game sessions, which the file's own version 2 carries; 12 the handouts, in its version 3; 13 the notes,
    in its version 4, and the search index, built from the rows; 14 the names' sort key, which the import works out.)"""
    data = copy.deepcopy(good_export)
    data["schema"] = schema
    if isinstance(schema, int) and schema < 9:
        for character in data["characters"]:
            character.pop("mov_override", None)
    source = tmp_path / "exported.json"
    source.write_text(dumps(data), encoding="utf-8")
    assert run(["import", str(tmp_path / "new.kdesk"), str(source)]) == (0 if taken else 1)
    err = capsys.readouterr().err
    assert (err == "") if taken else f"campaign schema {schema!r}, this Keeper Desk reads 5 to 14" in err, err
