"""Dice: the seedable random source, dice notation and the percentile roll with bonus and penalty dice."""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction

MAX_NET_DICE = 2


@dataclass(frozen=True)
class RollFor:
    """Whose roll the next dice are and what for ("Walt Brennan", "Dodge"): said by a rule or a scene as it rolls,
    so dice that ask the table can say it. `investigator` is None when not known."""

    who: str = ""
    what: str = ""
    investigator: bool | None = None


class Dice:
    """The one source of randomness; seed it for repeatable rolls.

    Dice are rolled die by die through `roll`; a percentile roll goes through `percentile` and a dice expression is
    rolled inside `rolling(expr)`, so dice that ask the table for its faces (rules/table_dice.py) can ask for a
    whole roll at once. `about` says whose roll it is; plain dice only keep it."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)
        self._about: list[RollFor] = []

    def roll(self, sides: int) -> int:
        """One die of `sides` faces: 1..sides."""
        if sides < 1:
            raise ValueError(f"a die needs at least one side, not {sides}")
        return self._random.randint(1, sides)

    def percentile(self, bonus: int = 0, penalty: int = 0) -> D100Roll:
        """One percentile roll: the units die, then 1 + net bonus/penalty tens dice."""
        net = net_dice(bonus, penalty)
        units = self.roll(10) - 1
        tens = tuple(self.roll(10) - 1 for _ in range(1 + abs(net)))
        return D100Roll(tens, units, bonus, penalty)

    @contextmanager
    def rolling(self, expression: DiceExpr) -> Iterator[None]:
        """The dice rolled inside are those of one roll of `expression` (nothing more for plain dice)."""
        yield

    @contextmanager
    def about(self, who: str = "", what: str = "", investigator: bool | None = None) -> Iterator[None]:
        """The rolls made inside are `who`'s, for `what`; an inner `about` says more (an empty part keeps the
        outer one's)."""
        outer = self.roll_for
        stack = self.__dict__.setdefault("_about", [])
        stack.append(
            RollFor(
                who or outer.who,
                what or outer.what,
                outer.investigator if investigator is None and not who else investigator,
            )
        )
        try:
            yield
        finally:
            stack.pop()

    @property
    def roll_for(self) -> RollFor:
        """Whose roll the dice are rolling now, as far as anyone said."""
        return self._about[-1] if getattr(self, "_about", None) else RollFor()


class ScriptedDice(Dice):
    """Dice that return the given faces in order: for tests and for dice rolled by hand at the table."""

    def __init__(self, faces: Iterable[int]) -> None:
        super().__init__(0)
        self._faces = list(faces)

    def roll(self, sides: int) -> int:
        if not self._faces:
            raise LookupError("the scripted dice have run out of faces")
        face = self._faces.pop(0)
        if not 1 <= face <= sides:
            raise ValueError(f"scripted face {face} does not fit a D{sides}")
        return face

    @property
    def remaining(self) -> int:
        return len(self._faces)


# --- percentile rolls -------------------------------------------------------------------------------------


def net_dice(bonus: int, penalty: int) -> int:
    """Bonus and penalty dice cancel one for one; positive is net bonus, negative net penalty."""
    if bonus < 0 or penalty < 0:
        raise ValueError("bonus and penalty dice cannot be negative")
    net = bonus - penalty
    if abs(net) > MAX_NET_DICE:
        raise ValueError(f"at most {MAX_NET_DICE} net bonus or penalty dice, not {abs(net)}")
    return net


def _reading(tens: int, units: int) -> int:
    value = tens * 10 + units
    return 100 if value == 0 else value


def d100(tens: int | Sequence[int], units: int, bonus: int = 0, penalty: int = 0) -> int:
    """The result of one percentile roll from its dice.

    `tens` holds 1 + net bonus/penalty tens digits (0..9); tens 0 with units 0 reads 100. With bonus dice the
    lowest result is kept, with penalty dice the highest.
    """
    digits = (tens,) if isinstance(tens, int) else tuple(tens)
    net = net_dice(bonus, penalty)
    if len(digits) != 1 + abs(net):
        raise ValueError(f"{1 + abs(net)} tens dice are needed for {abs(net)} net bonus/penalty dice")
    if not 0 <= units <= 9 or any(not 0 <= t <= 9 for t in digits):
        raise ValueError("percentile dice read 0 to 9")
    readings = [_reading(t, units) for t in digits]
    return max(readings) if net < 0 else min(readings)


@dataclass(frozen=True)
class D100Roll:
    """One percentile roll with every die kept for display."""

    tens: tuple[int, ...]
    units: int
    bonus: int = 0
    penalty: int = 0

    @property
    def net(self) -> int:
        return net_dice(self.bonus, self.penalty)

    @property
    def result(self) -> int:
        return d100(self.tens, self.units, self.bonus, self.penalty)

    @property
    def readings(self) -> tuple[int, ...]:
        """Each tens die read with the units die: what could have been kept."""
        return tuple(_reading(t, self.units) for t in self.tens)

    def describe(self) -> str:
        """E.g. 'tens 30 & 70, units 4 → 34 (bonus die: lowest kept)'."""
        tens = " & ".join(f"{t * 10:02d}" for t in self.tens)
        text = f"tens {tens}, units {self.units} → {self.result}"
        if self.net > 0:
            text += " (bonus: lowest kept)"
        elif self.net < 0:
            text += " (penalty: highest kept)"
        return text


def roll_d100(dice: Dice, bonus: int = 0, penalty: int = 0) -> D100Roll:
    """Roll the units die and 1 + net bonus/penalty tens dice."""
    net_dice(bonus, penalty)
    return dice.percentile(bonus, penalty)


# --- dice notation ----------------------------------------------------------------------------------------

_TERM = re.compile(r"\s*([+-]?)\s*(?:(\d*)\s*[dD]\s*(\d+)|(\d+))\s*")
MAX_DICE_IN_TERM = 100
MAX_SIDES = 1000
MAX_CONSTANT = 9999
MAX_TERMS = 20


def _bounded(digits: str, high: int, refusal: str) -> int:
    """A number typed in dice notation, refused past `high` before Python reads it (it would read any length,
    and past 4,300 digits say so in its own words)."""
    significant = digits.lstrip("0") or "0"
    if len(significant) > len(str(high)) or int(significant) > high:
        raise ValueError(refusal)
    return int(significant)


@dataclass(frozen=True)
class DiceTerm:
    """One signed term: `count` dice of `sides` faces, or a constant when sides is 0."""

    sign: int
    count: int
    sides: int = 0

    @property
    def bounds(self) -> tuple[int, int]:
        """The lowest and highest this term adds."""
        low, high = (self.count, self.count * self.sides) if self.sides else (self.count, self.count)
        return (low, high) if self.sign > 0 else (-high, -low)

    def __str__(self) -> str:
        sign = "-" if self.sign < 0 else "+"
        return f"{sign}{self.count}D{self.sides}" if self.sides else f"{sign}{self.count}"


@dataclass(frozen=True)
class DiceRoll:
    """The outcome of rolling a dice expression: each die kept for display."""

    expression: DiceExpr
    faces: tuple[tuple[int, ...], ...]
    total: int

    def describe(self) -> str:
        """E.g. '1D6+1D4 = [4] + [2] = 6'."""
        parts = []
        for term, faces in zip(self.expression.terms, self.faces):
            shown = "[" + ", ".join(map(str, faces)) + "]" if term.sides else str(term.count)
            parts.append(("- " if term.sign < 0 else "+ ") + shown)
        body = " ".join(parts).removeprefix("+ ")
        return f"{self.expression} = {body} = {self.total}"


_CONSTANT_REFUSAL = f"a number in a dice expression is at most {MAX_CONSTANT}"


def _shown(text: str, most: int = 40) -> str:
    """Text quoted in a message, cut short: a refusal never repeats thousands of characters back."""
    return text if len(text) <= most else text[:most] + "…"


@dataclass(frozen=True)
class DiceExpr:
    """Dice notation such as 1D6+1D4, 2D6+4, 1D3-1, +1D4, -2 or 0."""

    terms: tuple[DiceTerm, ...]

    @classmethod
    def parse_field(cls, text: str, field: str) -> DiceExpr:
        """Dice typed into a named field: a refusal starts with the field's name ("Damage: cannot read ...")."""
        try:
            return cls.parse(text)
        except ValueError as exc:
            raise ValueError(f"{field}: {exc}") from exc

    @classmethod
    def parse(cls, text: str) -> DiceExpr:
        """Parse dice notation; raises ValueError with a message a Keeper can act on."""
        if not isinstance(text, str) or not text.strip():
            raise ValueError("dice expression is empty: write something like 1D6+2")
        source = text.strip()
        terms: list[DiceTerm] = []
        pos = 0
        while pos < len(source):
            match = _TERM.match(source, pos)
            if not match or match.end() == pos:
                raise ValueError(f"cannot read dice expression {_shown(text)!r} at {_shown(source[pos:])!r}")
            sign_text, count_text, sides_text, constant = match.groups()
            if terms and not sign_text:
                raise ValueError(f"cannot read dice expression {_shown(text)!r}: terms must be joined by + or -")
            sign = -1 if sign_text == "-" else 1
            if len(terms) == MAX_TERMS:
                raise ValueError(f"a dice expression has at most {MAX_TERMS} terms")
            if constant is not None:
                terms.append(DiceTerm(sign, _bounded(constant, MAX_CONSTANT, _CONSTANT_REFUSAL)))
            else:
                dice_refusal = f"roll between 1 and {MAX_DICE_IN_TERM} dice at once"
                sides_refusal = f"a die has between 2 and {MAX_SIDES} sides"
                count = _bounded(count_text, MAX_DICE_IN_TERM, dice_refusal) if count_text else 1
                sides = _bounded(sides_text, MAX_SIDES, sides_refusal)
                if count < 1:
                    raise ValueError(dice_refusal)
                if sides < 2:
                    raise ValueError(sides_refusal)
                terms.append(DiceTerm(sign, count, sides))
            pos = match.end()
        return cls(tuple(terms))

    def __str__(self) -> str:
        return "".join(str(term) for term in self.terms).removeprefix("+")

    @property
    def minimum(self) -> int:
        return sum(term.bounds[0] for term in self.terms)

    @property
    def maximum(self) -> int:
        return sum(term.bounds[1] for term in self.terms)

    def roll(self, dice: Dice) -> int:
        """The total of one roll."""
        return self.roll_detail(dice).total

    def roll_detail(self, dice: Dice) -> DiceRoll:
        """One roll with each die kept."""
        faces: list[tuple[int, ...]] = []
        total = 0
        with dice.rolling(self):
            for term in self.terms:
                if term.sides:
                    rolled = tuple(dice.roll(term.sides) for _ in range(term.count))
                    faces.append(rolled)
                    total += term.sign * sum(rolled)
                else:
                    faces.append(())
                    total += term.sign * term.count
        return DiceRoll(self, tuple(faces), total)

    @cached_property
    def distribution(self) -> dict[int, Fraction]:
        """The exact probability of each total."""
        from fractions import Fraction

        dist: dict[int, Fraction] = {0: Fraction(1)}
        for term in self.terms:
            if not term.sides:
                dist = {total + term.sign * term.count: p for total, p in dist.items()}
                continue
            face_p = Fraction(1, term.sides)
            for _ in range(term.count):
                nxt: dict[int, Fraction] = {}
                for total, p in dist.items():
                    for face in range(1, term.sides + 1):
                        key = total + term.sign * face
                        nxt[key] = nxt.get(key, Fraction(0)) + p * face_p
                dist = nxt
        return dict(sorted(dist.items()))

    @property
    def mean(self) -> Fraction:
        from fractions import Fraction

        return sum(
            (
                Fraction(t.sign * t.count * (t.sides + 1), 2) if t.sides else Fraction(t.sign * t.count)
                for t in self.terms
            ),
            Fraction(0),
        )


_FORMULA_TERM = re.compile(r"\s*(\d{1,3}\s*[dD]\s*\d{1,3}|\d{1,4}|[-+*/()])")


def formula_bounds(formula: str) -> tuple[int, int] | None:
    """The lowest and highest a roll written with `*`, `/` (rounding down) and brackets can give ('5*3d6',
    '5*2d6+6', '(2d6+6)*5', as FoundryVTT writes characteristics), with the usual precedence; None when it is not
    such a roll. DiceExpr reads only sums today: once it reads these too (DESIGN.md's stable names), this goes."""
    if not isinstance(formula, str) or not formula.strip() or len(formula) > 60:
        return None
    tokens, pos = [], 0
    while pos < len(formula.rstrip()):
        m = _FORMULA_TERM.match(formula, pos)
        if not m:
            return None
        tokens.append(m.group(1).replace(" ", "").lower())
        pos = m.end()

    def atom(i: int) -> tuple[tuple[int, int], int]:
        if i >= len(tokens):
            raise ValueError
        if tokens[i] == "(":
            value, i = total(i + 1)
            if i >= len(tokens) or tokens[i] != ")":
                raise ValueError
            return value, i + 1
        if "d" in tokens[i]:
            count, sides = (int(x) for x in tokens[i].split("d"))
            if count < 1 or sides < 1:
                raise ValueError
            return (count, count * sides), i + 1
        if tokens[i].isdigit():
            return (int(tokens[i]), int(tokens[i])), i + 1
        raise ValueError

    def product(i: int) -> tuple[tuple[int, int], int]:
        (low, high), i = atom(i)
        while i < len(tokens) and tokens[i] in "*/":
            op = tokens[i]
            (b_low, b_high), i = atom(i + 1)
            if op == "*":
                low, high = low * b_low, high * b_high
            elif b_low <= 0:
                raise ValueError
            else:
                low, high = low // b_high, high // b_low
        return (low, high), i

    def total(i: int) -> tuple[tuple[int, int], int]:
        (low, high), i = product(i)
        while i < len(tokens) and tokens[i] in "+-":
            op = tokens[i]
            (b_low, b_high), i = product(i + 1)
            low, high = (low + b_low, high + b_high) if op == "+" else (low - b_high, high - b_low)
        return (low, high), i

    try:
        value, end = total(0)
    except ValueError:
        return None
    return value if end == len(tokens) else None


# --- formulas as other tools write them: '5*3d6', '(2D6+6)*5', '1/2*@DEX' ------------------------------------------

_FORMULA_TOKENS = re.compile(r"\s*(\d{1,5}\s*[dD]\s*\d{1,5}|\d{1,5}|@[A-Za-z]{2,20}|[-+*/()])")
MAX_FORMULA = 100  # characters


def _formula_tokens(formula: str) -> list[str]:
    """The numbers, dice terms, '@NAME's, operators and brackets of a formula, lower case."""
    if not isinstance(formula, str) or not formula.strip():
        raise ValueError("the formula is empty")
    if len(formula) > MAX_FORMULA:
        raise ValueError(f"a formula has at most {MAX_FORMULA} characters")
    tokens, pos, text = [], 0, formula.rstrip()
    while pos < len(text):
        if not (m := _FORMULA_TOKENS.match(text, pos)):
            raise ValueError(f"cannot read {_shown(formula)!r} at {_shown(text[pos:].strip())!r}")
        tokens.append(m.group(1).replace(" ", "").lower())
        pos = m.end()
    return tokens


def _formula_total(formula: str, die: Callable[[int, int], Fraction], names: Mapping[str, int]) -> int:
    """A formula worked out with `die(count, sides)` standing for each dice term and `names` for each '@NAME' (case
    apart), with the usual precedence, exact fractions, and the total rounded down at the end as FoundryVTT rounds
    it (1/2*@DEX with DEX 55 is 27). ValueError names what cannot be read."""
    from fractions import Fraction

    tokens = _formula_tokens(formula)
    known = {name.lower(): value for name, value in names.items()}

    def atom(i: int) -> tuple[Fraction, int]:
        if i >= len(tokens):
            raise ValueError(f"{_shown(formula)!r} ends too soon")
        token = tokens[i]
        if token in ("+", "-"):
            value, i = atom(i + 1)
            return (value if token == "+" else -value), i
        if token == "(":
            value, i = total(i + 1)
            if i >= len(tokens) or tokens[i] != ")":
                raise ValueError(f"{_shown(formula)!r}: a bracket is never closed")
            return value, i + 1
        if token.startswith("@"):
            if token[1:] not in known:
                raise ValueError(f"{_shown(formula)!r}: {token.upper()} is not known here")
            return Fraction(known[token[1:]]), i + 1
        if "d" in token:
            count, sides = (int(x) for x in token.split("d"))
            if not 1 <= count <= MAX_DICE_IN_TERM or not 1 <= sides <= MAX_SIDES:
                raise ValueError(f"{_shown(formula)!r}: roll 1 to {MAX_DICE_IN_TERM} dice of 1 to {MAX_SIDES} sides")
            return die(count, sides), i + 1
        if token.isdigit():
            return Fraction(int(token)), i + 1
        raise ValueError(f"cannot read {_shown(formula)!r} at {token!r}")

    def product(i: int) -> tuple[Fraction, int]:
        value, i = atom(i)
        while i < len(tokens) and tokens[i] in ("*", "/"):
            op = tokens[i]
            other, i = atom(i + 1)
            if op == "/" and other == 0:
                raise ValueError(f"{_shown(formula)!r} divides by zero")
            value = value * other if op == "*" else value / other
        return value, i

    def total(i: int) -> tuple[Fraction, int]:
        value, i = product(i)
        while i < len(tokens) and tokens[i] in ("+", "-"):
            op = tokens[i]
            other, i = product(i + 1)
            value = value + other if op == "+" else value - other
        return value, i

    value, end = total(0)
    if end != len(tokens):
        raise ValueError(f"cannot read {_shown(formula)!r} at {tokens[end]!r}")
    return math.floor(value)


def formula_average(formula: str, names: Mapping[str, int] | None = None) -> int:
    """A formula at its average as FoundryVTT CoC7 averages an NPC's characteristics: each dice term at its average
    rounded down (3D6 is 10, 2D6 7, 1D6 3), then the whole, rounded down: '5*3d6' is 50, '(2D6+6)*5' 65, '5*2d6+6'
    41. '@NAME' stands for `names[NAME]`. ValueError names what cannot be read."""
    from fractions import Fraction

    return _formula_total(formula, lambda count, sides: Fraction(count * (sides + 1) // 2), names or {})


def roll_formula(formula: str, dice: Dice, names: Mapping[str, int] | None = None) -> int:
    """One roll of a formula ('5*3d6', '(2D6+6)*5'), each die from `dice`, the total rounded down."""
    from fractions import Fraction

    return _formula_total(
        formula, lambda count, sides: Fraction(sum(dice.roll(sides) for _ in range(count))), names or {}
    )
