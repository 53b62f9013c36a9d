"""JSON read strictly, for files that come from outside: NaN and Infinity, numbers too large to keep, and lists or
objects nested absurdly deep are refused with the place in the file named, before anything recurses into them; so is
text with a broken character (a lone surrogate) that no campaign file can store."""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 100  # lists and objects inside one another; real exports nest fewer than 15
LARGEST = 2**63 - 1  # the largest whole number a campaign file (an SQLite INTEGER) holds
_DIGITS = len(str(LARGEST))
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


class StrictJsonError(ValueError):
    """Text that is JSON but not JSON Keeper Desk reads; the message names the place."""


class _Refused:
    """Stands where the parser met a number that cannot be kept, so that the place can be named afterwards."""

    __slots__ = ("reason",)

    def __init__(self, reason: str) -> None:
        self.reason = reason


def _constant(name: str) -> _Refused:
    return _Refused(f"{name} is not a number Keeper Desk can use")


def _whole(digits: str) -> int | _Refused:
    size = len(digits.lstrip("-"))
    if size > _DIGITS:  # checked before converting: Python refuses to convert more than 4,300 digits at all
        return _Refused(f"a whole number of {size:,} digits is too large to keep")
    value = int(digits)
    return value if -LARGEST <= value <= LARGEST else _Refused(f"{digits} is too large to keep")


def _fraction(digits: str) -> float | _Refused:
    value = float(digits)
    if not math.isfinite(value) or abs(value) > LARGEST:
        shown = digits if len(digits) <= 24 else digits[:20] + "…"
        return _Refused(f"{shown} is too large to keep")
    return value


def _place(text: str, index: int) -> str:
    line = text.count("\n", 0, index) + 1
    return f"line {line}, column {index - text.rfind(chr(10), 0, index)}"


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH, counted without recursion (brackets inside strings do not count)."""
    brackets = _NOT_BRACKETS.sub("", _STRING.sub("", text))
    if not brackets or max(accumulate(_STEP[b] for b in brackets)) <= MAX_DEPTH:
        return
    depth = 0
    for match in _TOKEN.finditer(text):  # only now, to say where: slower, but only for a refused file
        step = _STEP.get(match.group())
        depth += step or 0
        if depth > MAX_DEPTH:
            raise StrictJsonError(
                f"{_place(text, match.start())}: lists and objects are nested more than {MAX_DEPTH} deep"
            )
    raise StrictJsonError(f"lists and objects are nested more than {MAX_DEPTH} deep")  # pragma: no cover


def path_text(path: tuple) -> str:
    """A place in the data as the importers name it: Investigator.Characteristics.STR, items[3].name."""
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else str(step))
    return out or "the top level"


def _broken(text: str) -> str | None:
    """Why a text cannot be kept (a lone surrogate, which a \\u escape can make and no file can store), or None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        code = ord(text[exc.start])
        return f"the text holds a broken character (\\u{code:04x} on its own) at character {exc.start + 1}"
    return None


def _first_refused(data: Any) -> tuple[tuple, str] | None:
    """The first refused number or broken text in document order, with its path; a loop, not recursion."""
    stack: list[tuple[tuple, Any]] = [((), data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, _Refused):
            return path, value.reason
        if isinstance(value, str) and (why := _broken(value)):
            return path, why
        if isinstance(value, dict):
            for key in value:
                if why := _broken(key):
                    return path, f"a field's name: {why}"
            stack.extend(reversed([((*path, key), item) for key, item in value.items()]))
        elif isinstance(value, list):
            stack.extend(reversed([((*path, index), item) for index, item in enumerate(value)]))
    return None


def loads(text: str) -> Any:
    """The data in JSON text. Raises json.JSONDecodeError where the text is not JSON, and StrictJsonError naming the
    place of NaN, Infinity, a number beyond what a campaign file holds, a broken character, or nesting deeper than
    MAX_DEPTH."""
    _check_depth(text)
    met: list[_Refused] = []

    def noted(read):  # the walk below runs only when the parser met something to refuse
        def hook(digits: str) -> Any:
            value = read(digits)
            if isinstance(value, _Refused):
                met.append(value)
            return value

        return hook

    data = json.loads(text, parse_constant=noted(_constant), parse_int=noted(_whole), parse_float=noted(_fraction))
    if (met or _ESCAPED_SURROGATE.search(text)) and (found := _first_refused(data)) is not None:
        path, why = found
        raise StrictJsonError(f"{path_text(path)}: {why}")
    return data
