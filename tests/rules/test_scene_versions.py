"""Every version of every scene kind stays readable: one stored JSON sample of each (tests/fixtures/scenes) is
upgraded and read, and the newest version's sample is written back exactly as it was stored."""

import json
import re
from pathlib import Path

import pytest

from desktop.rules.codec import CodecError
from desktop.rules.scene_kinds import SCENE_CODECS

SAMPLES = Path(__file__).resolve().parents[1] / "fixtures" / "scenes"
SAMPLE_NAME = re.compile(r"(?P<kind>[a-z]+)-v(?P<version>\d+)\.json")


def samples() -> list[tuple[str, int]]:
    found = []
    for path in sorted(SAMPLES.glob("*.json")):
        match = SAMPLE_NAME.fullmatch(path.name)
        assert match, f"{path.name} is not named <kind>-v<version>.json"
        found.append((match["kind"], int(match["version"])))
    return found


def read(kind: str, version: int) -> dict:
    stored = json.loads((SAMPLES / f"{kind}-v{version}.json").read_text(encoding="utf-8"))
    assert (stored["kind"], stored["version"]) == (kind, version)
    return stored["state"]


def test_every_version_of_every_kind_has_its_sample():
    wanted = {(kind, v) for kind, codec in SCENE_CODECS.items() for v in range(1, codec.version + 1)}
    assert set(samples()) == wanted


@pytest.mark.parametrize(("kind", "version"), samples())
def test_each_stored_version_is_upgraded_and_read(kind, version):
    codec = SCENE_CODECS[kind]
    data = read(kind, version)
    state = codec.decode(version, data)
    assert isinstance(state, codec.state)
    assert codec.decode(codec.version, codec.encode(state)) == state
    if version == codec.version:  # the newest is written back as it was stored: the same JSON shape
        assert codec.encode(state) == data
    assert data == read(kind, version)  # upgrading left the data read untouched


@pytest.mark.parametrize("kind", sorted(SCENE_CODECS))
def test_a_newer_or_a_meaningless_version_is_refused_by_name(kind):
    codec = SCENE_CODECS[kind]
    data = read(kind, codec.version)
    with pytest.raises(CodecError, match=f"written at version {codec.version + 1} by a newer Keeper Desk"):
        codec.decode(codec.version + 1, data)
    for version in (0, "1", True, None):
        with pytest.raises(CodecError, match="is not a version of a scene"):
            codec.decode(version, data)


@pytest.mark.parametrize(("kind", "key", "value"), [("sanity", "day", 3), ("tomes", "week", 5)])
def test_the_calendar_left_the_sanity_and_tomes_states_at_their_version_2(kind, key, value):
    """The game day and the week are the campaign calendar's (the session's): version 1 kept them in the state, its
    upgrade drops them, and version 2 refuses one by name."""
    codec = SCENE_CODECS[kind]
    old = read(kind, 1)
    assert old[key] == value and key not in codec.upgraded(1, old)
    assert codec.decode(1, old) == codec.decode(2, read(kind, 2))
    assert codec.decode(1, {k: v for k, v in old.items() if k != key}) == codec.decode(1, old)  # v1 had a default
    with pytest.raises(CodecError, match=f"unknown field {key!r}"):
        codec.decode(2, read(kind, 2) | {key: value})
