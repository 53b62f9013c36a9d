"""The one codec of scene states: what it writes, and every kind of wrong data refused with the place in words."""

import json
from pathlib import Path

import pytest

from desktop.rules.codec import CodecError, from_data, to_data
from desktop.rules.scene_kinds import SCENE_CODECS

SAMPLES = Path(__file__).resolve().parents[1] / "fixtures" / "scenes"


def sample(kind: str) -> dict:
    return json.loads((SAMPLES / f"{kind}-v1.json").read_text(encoding="utf-8"))["state"]


def changed(data: dict, path: tuple, value) -> dict:
    """A deep copy of `data` with the value at `path` replaced (or removed, for the string "DELETE")."""
    data = json.loads(json.dumps(data))
    *parents, last = path
    place = data
    for step in parents:
        place = place[step]
    if value == "DELETE":
        del place[last]
    else:
        place[last] = value
    return data


BAD = [
    (
        "chase",
        ("runners", 0, "dex"),
        "x",
        "the chase: participant 'Walt Brennan': dex: expected a whole number, not 'x'",
    ),
    ("chase", ("runners", 0, "dex"), 5.5, "participant 'Walt Brennan': dex: expected a whole number, not 5.5"),
    ("chase", ("runners", 0, "speed_rolled"), 1, "participant 'Walt Brennan': speed_rolled: expected true or false"),
    ("chase", ("runners", 1, "build"), "lots", "participant 'Black sedan': build: expected a number, not 'lots'"),
    ("chase", ("runners", 0, "wings"), 2, "the chase: participant 'Walt Brennan': unknown field 'wings'"),
    (
        "chase",
        ("runners", 0, "fighter", "weapons", 0, "ammo"),
        "six",
        "participant 'Walt Brennan': fighter: weapon '.38 Revolver': ammo: expected a whole number, not 'six'",
    ),
    ("chase", ("runners", 0, "fighter", "side"), "neutral", "fighter: side: 'neutral' is not a known side"),
    ("chase", ("runners", 0, "fighter", "conditions"), ["haunted"], "conditions: item 1: 'haunted' is not a known"),
    ("chase", ("locations", 1, "hazard"), 7, "the chase: chase location 'fence': hazard: 7 is not a known difficulty"),
    ("chase", ("locations",), {"a": 1}, "the chase: locations: expected a list, not an object"),
    (
        "chase",
        ("others", 0, "runners", 0, "mov"),
        None,
        "the chase: chase 'Across the roofs': participant 'Harriet Crane': mov: expected a whole number, not null",
    ),
    ("chase", ("runners", 0, "name"), "DELETE", "the chase: participant 1: missing field 'name'"),
    ("combat", ("combatants", 1, "specials", "zap"), 1, "the fight: combatant 'Ghoul': specials: unknown effect 'zap'"),
    ("combat", ("combatants", 0, "skills", 0), ["Dodge"], "skills: item 1: expected a list of 2 values, not 1"),
    ("combat", ("combatants", 0, "skills", 0, 1), "55", "skills: item 1: value 2: expected a whole number, not '55'"),
    ("combat", ("left_after_acting", 0), 3, "the fight: left_after_acting: item 1: expected text, not 3"),
    ("combat", ("round",), True, "the fight: round: expected a whole number, not True"),
    ("sanity", ("treating", 0, 1), "asylum", "value 2: expected 'home' or 'institution', not 'asylum'"),
    ("sanity", ("horrors", 0, "mythos"), "yes", "horror of the SAN-loss table 'The drowned choir': mythos: expected"),
    ("tomes", ("holdings", 0), [], "the Tomes state: tome held 1: expected an object of fields, not a list"),
    (
        "tomes",
        ("own_tomes", 0, "spells"),
        "Contact Ghoul",
        "tome of the campaign 'The Ledger of Ezra Whateley': spells",
    ),
    ("rising", ("fighters", 0, "location_hp", 2), "x", "fighter 'Walt Brennan': location_hp: item 3: expected a whole"),
]


@pytest.mark.parametrize(("kind", "path", "value", "said"), BAD)
def test_wrong_data_is_refused_with_the_place_named(kind, path, value, said):
    with pytest.raises(CodecError) as refused:
        SCENE_CODECS[kind].decode(1, changed(sample(kind), path, value))
    assert said in str(refused.value)


def test_null_is_read_where_the_hint_allows_it_and_sets_are_written_sorted():
    data = changed(sample("chase"), ("runners", 0, "fighter"), None)
    assert SCENE_CODECS["chase"].decode(1, data).runners[0].fighter is None
    fight = SCENE_CODECS["combat"].decode(1, sample("combat"))
    assert to_data(fight)["combatants"][0]["conditions"] == ["in cover", "major wound"]


def test_a_missing_field_with_a_default_takes_it():
    data = changed(sample("chase"), ("others",), "DELETE")  # the first chases had no others
    assert SCENE_CODECS["chase"].decode(1, data).others == ()


def test_a_hint_the_codec_was_not_taught_is_a_bug_not_bad_data():
    with pytest.raises(TypeError, match="reads no"):
        from_data(dict[str, int], {}, "the table")
