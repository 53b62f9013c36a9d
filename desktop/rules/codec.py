"""One strict codec for the frozen dataclasses kept as JSON (every scene's state), built on their fields and hints.

`to_data` writes a dataclass as plain JSON data: tuples as lists, sets as sorted lists, enums as their values.
`from_data` reads it back against the type hints and refuses what it does not expect — an unknown key, a missing one, a
value of the wrong type — naming the place in words:
"the chase: participant 'Walt Brennan': dex: expected a whole number, not 'x'" (a field's `metadata={"label": ...}`
names it in the Keeper's words). A class with its own `to_data()` and `from_data(data, where)` (the specials of a
creature) is coded by them.

The rules' data tables (resources/data/*.toml) are read by the same reader. A file may call a field by its own name
(`keys`: weapons.toml's `db` is a weapon's `adds_damage_bonus`); a field marked `metadata={"by_key": True}` is written
as a table of names ({"Axe": 15}) and held as sorted (name, value) pairs; and `null` says what stands for None in a
format that has none (TOML: rising.toml writes a lost value as -1), read as None wherever the hint allows None.

A scene kind's `SceneCodec` adds its version: data of an older version goes through the kind's upgrade steps one
version at a time, as the campaign file's schema does; data of a newer version is refused.
"""

from __future__ import annotations

import copy
import math
import re
import types
from collections.abc import Callable, Mapping
from dataclasses import MISSING, Field, dataclass, field, fields, is_dataclass
from enum import Enum
from functools import cache
from typing import Any, Generic, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

S = TypeVar("S")
Upgrade = Callable[[dict[str, Any]], dict[str, Any]]


class CodecError(ValueError):
    """Data that does not fit the class it should become; the message names the place and what is wrong there."""


# --- writing ---------------------------------------------------------------------------------------------------


def to_data(value: Any) -> Any:
    """A dataclass (or anything inside one) as plain JSON data."""
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if is_dataclass(value) and not isinstance(value, type):
        if callable(getattr(value, "to_data", None)) and callable(getattr(type(value), "from_data", None)):
            return value.to_data()
        return {f.name: _field_data(f, getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, frozenset | set):
        return sorted(to_data(item) for item in value)
    if isinstance(value, tuple | list):
        return [to_data(item) for item in value]
    raise TypeError(f"{type(value).__name__} is not something the codec writes")


def _field_data(f: Field, value: Any) -> Any:
    if f.metadata.get("by_key"):
        return {key: to_data(item) for key, item in value}
    return to_data(value)


# --- reading ---------------------------------------------------------------------------------------------------


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _what(value: Any) -> str:
    """A JSON value in words, for "expected a whole number, not …"."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "null"
    return _shown(value)


def _expected(tp: Any) -> str | None:
    """What a hint holds, in words ("a whole number", "'half DEX'"); None for what has no short name."""
    if get_origin(tp) is Literal:
        return " or ".join(repr(a) for a in get_args(tp))
    if get_origin(tp) in (tuple, frozenset, set):
        return "a list"
    if isinstance(tp, type) and is_dataclass(tp):
        return "an object of fields"
    return {bool: "true or false", int: "a whole number", float: "a number", str: "text"}.get(tp)


def _label(cls: type) -> str:
    """A class's name in words: Runner → "runner", CatalogWeapon → "catalog weapon"."""
    return re.sub(r"(?<!^)(?=[A-Z])", " ", cls.__name__).lower()


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def _fail(path: tuple[str, ...], why: str) -> CodecError:
    return CodecError(": ".join((*path, why)))


NO_NULL: Any = object()  # JSON has its own null: no stand-in for it
_CALLED_BY = ("name", "title", "spell", "severity", "key", "weapon")  # the keys whose text names an item of a list


@dataclass(frozen=True)
class _Reader:
    labels: Mapping[type, str]
    keys: Mapping[type, Mapping[str, str]] = field(default_factory=dict)  # a file's own names for fields
    null: Any = NO_NULL  # what stands for None where the format has no null

    def item(self, tp: Any, data: Any, index: int) -> str:
        """How one item of a list is named: "participant 'Walt Brennan'", "chase location 2", "item 3"."""
        if isinstance(tp, type) and is_dataclass(tp):
            label = self.labels.get(tp) or _label(tp)
            if isinstance(data, dict):
                called = next((data[k] for k in _CALLED_BY if isinstance(data.get(k), str)), None)
                if called is not None:
                    return f"{label} {_shown(called)}"
            return f"{label} {index + 1}"
        return f"item {index + 1}"

    def read(self, tp: Any, data: Any, path: tuple[str, ...]) -> Any:
        origin = get_origin(tp)
        if tp is Any:
            return data
        if origin in (Union, types.UnionType):
            return self._union(get_args(tp), data, path)
        if origin is Literal:
            if data in get_args(tp) and type(data) in {type(a) for a in get_args(tp)}:
                return data
            allowed = " or ".join(repr(a) for a in get_args(tp))
            raise _fail(path, f"expected {allowed}, not {_what(data)}")
        if origin is tuple:
            return self._tuple(get_args(tp), data, path)
        if origin in (frozenset, set):
            (inner,) = get_args(tp)
            if not isinstance(data, list):
                raise _fail(path, f"expected a list, not {_what(data)}")
            return frozenset(self.read(inner, item, (*path, f"item {i + 1}")) for i, item in enumerate(data))
        if isinstance(tp, type) and issubclass(tp, Enum):
            return self._enum(tp, data, path)
        if tp is bool:
            if isinstance(data, bool):
                return data
            raise _fail(path, f"expected true or false, not {_what(data)}")
        if tp is int:
            if isinstance(data, int) and not isinstance(data, bool):
                return data
            raise _fail(path, f"expected a whole number, not {_what(data)}")
        if tp is float:
            if isinstance(data, int | float) and not isinstance(data, bool) and math.isfinite(data):
                return data
            raise _fail(path, f"expected a number, not {_what(data)}")
        if tp is str:
            if isinstance(data, str):
                return data
            raise _fail(path, f"expected text, not {_what(data)}")
        if isinstance(tp, type) and is_dataclass(tp):
            return self._dataclass(tp, data, path)
        raise TypeError(f"the codec reads no {tp!r}")  # a type hint the codec was never taught: a bug, not bad data

    def _union(self, options: tuple, data: Any, path: tuple[str, ...]) -> Any:
        if type(None) in options and (
            data is None or (self.null is not NO_NULL and type(data) is type(self.null) and data == self.null)
        ):
            return None
        kinds = [o for o in options if o is not type(None)]
        problems = []
        for option in kinds:
            try:
                return self.read(option, data, path)
            except CodecError as exc:
                problems.append(exc)
        if len(problems) == 1:
            raise problems[0]
        expected = [_expected(option) for option in kinds]
        if all(expected):
            raise _fail(path, f"expected {' or '.join(expected)}, not {_what(data)}")
        raise _fail(path, f"{_what(data)} is none of what this holds")

    def _tuple(self, args: tuple, data: Any, path: tuple[str, ...]) -> tuple:
        if not isinstance(data, list):
            raise _fail(path, f"expected a list, not {_what(data)}")
        if len(args) == 2 and args[1] is Ellipsis:
            # Items named by their class stand for the field ("participant 'Walt'"); others are counted within it.
            inner, within = args[0], (path[:-1] if is_dataclass(args[0]) and len(path) > 1 else path)
            return tuple(self.read(inner, item, (*within, self.item(inner, item, i))) for i, item in enumerate(data))
        if len(data) != len(args):
            raise _fail(path, f"expected a list of {len(args)} values, not {len(data)}")
        return tuple(self.read(t, item, (*path, f"value {i + 1}")) for i, (t, item) in enumerate(zip(args, data)))

    def _enum(self, tp: type[Enum], data: Any, path: tuple[str, ...]) -> Enum:
        if isinstance(data, tp):
            return data
        if not isinstance(data, bool):
            for member in tp:
                if member.value == data and type(data) is type(member.value):
                    return member
        allowed = ", ".join(repr(m.value) for m in tp)
        raise _fail(path, f"{_what(data)} is not a known {_label(tp)} (one of {allowed})")

    def _dataclass(self, tp: type, data: Any, path: tuple[str, ...]) -> Any:
        if callable(getattr(tp, "from_data", None)) and callable(getattr(tp, "to_data", None)):
            try:
                return tp.from_data(data, ": ".join(path[:-1]))
            except ValueError as exc:
                raise CodecError(str(exc)) from None
        if not isinstance(data, dict):
            raise _fail(path, f"expected an object of fields, not {_what(data)}")
        called = {field_name: key for key, field_name in self.keys.get(tp, {}).items()}
        known = {called.get(f.name, f.name): f for f in fields(tp) if f.init}  # by the name the data gives it
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise _fail(path, f"unknown field {unknown[0]!r}")
        hints = _hints(tp)
        values = {}
        for key, f in known.items():
            if key in data:
                values[f.name] = self._field(f, hints[f.name], data[key], (*path, f.metadata.get("label", key)))
            elif f.default is MISSING and f.default_factory is MISSING:
                raise _fail(path, f"missing field {key!r}")
        try:
            return tp(**values)
        except ValueError as exc:  # the class's own checks
            raise _fail(path, str(exc)) from None

    def _field(self, f: Field, tp: Any, data: Any, path: tuple[str, ...]) -> Any:
        if not f.metadata.get("by_key"):
            return self.read(tp, data, path)
        if not isinstance(data, dict):
            raise _fail(path, f"expected a table of names and values, not {_what(data)}")
        inner = get_args(get_args(tp)[0])[1]  # tp is tuple[tuple[str, V], ...]
        return tuple(sorted((key, self.read(inner, value, (*path, key))) for key, value in data.items()))


def from_data(
    tp: type[S],
    data: Any,
    where: str,
    labels: Mapping[type, str] | None = None,
    keys: Mapping[type, Mapping[str, str]] | None = None,
    null: Any = NO_NULL,
) -> S:
    """`data` read as a `tp`: CodecError names the first place (starting with `where`) that does not fit. `labels`
    names the items of lists by their class ({Runner: "participant"}); otherwise by the class's own name. `keys`
    gives a file's own names for fields, by class ({Weapon: {"db": "adds_damage_bonus"}}): the data must use them.
    `null` is what stands for None in a format without null (TOML)."""
    return _Reader(labels or {}, keys or {}, null).read(tp, data, (where,))


# --- scene kinds and their versions ----------------------------------------------------------------------------


@dataclass(frozen=True)
class SceneCodec(Generic[S]):
    """How one kind of scene is kept: its state's class, its JSON version, and the steps that upgrade each older
    version to the next (`upgrades[1]` turns version 1 data into version 2), frozen once shipped."""

    kind: str
    state: type[S]
    where: str  # the state in words, starting every message: "the chase"
    version: int = 1
    upgrades: Mapping[int, Upgrade] = field(default_factory=dict)
    labels: Mapping[type, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        missing = [v for v in range(1, self.version) if v not in self.upgrades]
        if missing:
            raise TypeError(f"{self.kind} scenes of version {missing[0]} have no upgrade step to the next version")

    def encode(self, state: S) -> dict[str, Any]:
        """The state as JSON data of this kind's version."""
        return to_data(state)

    def upgraded(self, version: Any, data: Any) -> dict[str, Any]:
        """Data of `version` brought up to this kind's version, step by step (the data given is left as it was)."""
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise CodecError(f"{self.where}: {_what(version)} is not a version of a scene")
        if version > self.version:
            raise CodecError(
                f"{self.where} was written at version {version} by a newer Keeper Desk; this one reads up "
                f"to version {self.version}: update Keeper Desk to open it"
            )
        if not isinstance(data, dict):
            raise CodecError(f"{self.where}: expected an object of fields, not {_what(data)}")
        for step in range(version, self.version):
            data = self.upgrades[step](copy.deepcopy(data))
        return data

    def decode(self, version: Any, data: Any) -> S:
        """The state from JSON data of any version up to this kind's; CodecError names what does not fit."""
        return from_data(self.state, self.upgraded(version, data), self.where, self.labels)
