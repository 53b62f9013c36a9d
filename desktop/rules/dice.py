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

from desktop.rules import dice_notation as notation
from desktop.rules.dice_notation import MAX_DICE_IN_TERM, MAX_SIDES, shown

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


@dataclass(frozen=True)
class DiceTerm:
    """One signed term of a plain sum: `count` dice of `sides` faces, or a constant when sides is 0."""

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
    """The outcome of rolling a dice expression: each group of dice's faces, in the order written."""

    expression: DiceExpr
    faces: tuple[tuple[int, ...], ...]
    total: int

    def describe(self) -> str:
        """E.g. '1D6+1D4 = [4] + [2] = 6', '(2D6+6)*5 = ([3, 4] + 6) × 5 = 65', '2D6kh1 = [2, 5: kept 5] = 5'."""
        faces = iter(self.faces)

        def shown(node: notation.Node) -> str:
            if isinstance(node, notation.Number):
                return str(node.value)
            if isinstance(node, notation.Roll):
                rolled = next(faces)
                listed = "[" + ", ".join(map(str, rolled))
                kept = node.kept(rolled)
                return listed + ("]" if node.keep is None else ": kept " + ", ".join(map(str, kept)) + "]")
            if isinstance(node, notation.Negate):
                inner = shown(node.inner)
                return f"-({inner})" if notation._loose(node.inner) else f"-{inner}"
            left, right = shown(node.left), shown(node.right)
            if node.op in "*/" and notation._loose(node.left):
                left = f"({left})"
            if notation._loose(node.right) or (node.op in "*/" and isinstance(node.right, notation.Operation)):
                right = f"({right})"
            return f"{left} {'×' if node.op == '*' else node.op} {right}"

        return f"{self.expression} = {shown(self.expression.tree)} = {self.total}"


@dataclass(frozen=True)
class DiceExpr:
    """Dice notation: 1D6+1D4, 2D6+4, 1D3-1, +1D4, -2 or 0, and products (`*` or `×`), division rounding down (`/`),
    brackets and keep-highest/lowest: 3D6*5, (2D6+6)*5, 1D4/2, 2D6kh1, 4D6kh3, 2D20kl1. `*` and `/` go before `+`
    and `-`, each left to right."""

    tree: notation.Node

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
        return cls(notation.parse_tree(text))

    def __str__(self) -> str:
        return str(self.tree)

    @property
    def terms(self) -> tuple[DiceTerm, ...]:
        """A plain sum's signed terms (1D6+1D4-2); ValueError for anything with *, /, brackets or keeping."""
        parts: list[tuple[int, notation.Node]] = []
        node = self.tree
        while isinstance(node, notation.Operation) and node.op in "+-":
            parts.append((1 if node.op == "+" else -1, node.right))
            node = node.left
        parts.append((-1, node.inner) if isinstance(node, notation.Negate) else (1, node))
        found = []
        for sign, part in reversed(parts):
            if isinstance(part, notation.Number):
                found.append(DiceTerm(sign, part.value))
            elif isinstance(part, notation.Roll) and part.keep is None:
                found.append(DiceTerm(sign, part.count, part.sides))
            else:
                raise ValueError(f"{self} is not a plain sum of dice and numbers")
        return tuple(found)

    @property
    def minimum(self) -> int:
        return self.tree.bounds[0]

    @property
    def maximum(self) -> int:
        return self.tree.bounds[1]

    def roll(self, dice: Dice) -> int:
        """The total of one roll."""
        return self.roll_detail(dice).total

    def roll_detail(self, dice: Dice) -> DiceRoll:
        """One roll, die by die from `dice`, with each group's faces kept."""
        faces: list[tuple[int, ...]] = []

        def total(node: notation.Node) -> int:
            if isinstance(node, notation.Number):
                return node.value
            if isinstance(node, notation.Roll):
                rolled = tuple(dice.roll(node.sides) for _ in range(node.count))
                faces.append(rolled)
                return sum(node.kept(rolled))
            if isinstance(node, notation.Negate):
                return -total(node.inner)
            left = total(node.left)
            return notation.APPLY[node.op](left, total(node.right))

        with dice.rolling(self):  # dice that ask the table take the whole roll at once
            value = total(self.tree)
        return DiceRoll(self, tuple(faces), value)

    @cached_property
    def distribution(self) -> dict[int, Fraction]:
        """The exact probability of each total."""
        from fractions import Fraction

        counts, ways = self.tree.counts
        return {total: Fraction(n, ways) for total, n in sorted(counts.items()) if n}

    @property
    def mean(self) -> Fraction:
        """The exact average."""
        return self.tree.mean()


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
            raise ValueError(f"cannot read {shown(formula)!r} at {shown(text[pos:].strip())!r}")
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
            raise ValueError(f"{shown(formula)!r} ends too soon")
        token = tokens[i]
        if token in ("+", "-"):
            value, i = atom(i + 1)
            return (value if token == "+" else -value), i
        if token == "(":
            value, i = total(i + 1)
            if i >= len(tokens) or tokens[i] != ")":
                raise ValueError(f"{shown(formula)!r}: a bracket is never closed")
            return value, i + 1
        if token.startswith("@"):
            if token[1:] not in known:
                raise ValueError(f"{shown(formula)!r}: {token.upper()} is not known here")
            return Fraction(known[token[1:]]), i + 1
        if "d" in token:
            count, sides = (int(x) for x in token.split("d"))
            if not 1 <= count <= MAX_DICE_IN_TERM or not 1 <= sides <= MAX_SIDES:
                raise ValueError(f"{shown(formula)!r}: roll 1 to {MAX_DICE_IN_TERM} dice of 1 to {MAX_SIDES} sides")
            return die(count, sides), i + 1
        if token.isdigit():
            return Fraction(int(token)), i + 1
        raise ValueError(f"cannot read {shown(formula)!r} at {token!r}")

    def product(i: int) -> tuple[Fraction, int]:
        value, i = atom(i)
        while i < len(tokens) and tokens[i] in ("*", "/"):
            op = tokens[i]
            other, i = atom(i + 1)
            if op == "/" and other == 0:
                raise ValueError(f"{shown(formula)!r} divides by zero")
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
        raise ValueError(f"cannot read {shown(formula)!r} at {tokens[end]!r}")
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
