"""Dice notation as a tree: sums, products, division rounding down, brackets, keep-highest/lowest; exact odds."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property, lru_cache
from math import comb

MAX_DICE_IN_TERM = 100
MAX_SIDES = 1000
MAX_CONSTANT = 9999
MAX_TERMS = 20  # dice groups and numbers in one expression
MAX_DEPTH = 10  # brackets inside brackets
MAX_TOTAL = 2_000_000  # the most any part may come to either way: 20 groups of 100D1000, as plain sums always could
MAX_KEEP_DICE = 20  # keep-highest/lowest: dice rolled to keep some of
MAX_KEPT_FACES = 200  # keep-highest/lowest: dice kept times their sides, which the work of its exact odds grows with
MAX_SIDE_TOTALS = 10_000  # possible totals on either side of * or / (or of + and - beside them)
MAX_PAIRS = 100_000  # those on one side times those on the other: the work of exact odds stays bounded

_TOKEN = re.compile(
    r"\s*(?:(?P<dice>(?P<count>\d*)\s*[dD]\s*(?P<sides>\d+)(?:\s*(?P<keep>[kK]\s*[hHlL])\s*(?P<kept>\d*))?)"
    r"|(?P<number>\d+)|(?P<op>[-+*/×xX])|(?P<open>\()|(?P<close>\)))"
)
_OPS = {"×": "*", "x": "*", "X": "*"}


def shown(text: str, most: int = 40) -> str:
    """Text quoted in a message, cut short: a refusal never repeats thousands of characters back."""
    return text if len(text) <= most else text[:most] + "…"


def bounded(digits: str, high: int, refusal: str) -> int:
    """A number typed in dice notation, refused past `high` before Python reads it (it would read any length,
    and past 4,300 digits say so in its own words)."""
    significant = digits.lstrip("0") or "0"
    if len(significant) > len(str(high)) or int(significant) > high:
        raise ValueError(refusal)
    return int(significant)


CONSTANT_REFUSAL = f"a number in a dice expression is at most {MAX_CONSTANT}"
DICE_REFUSAL = f"roll between 1 and {MAX_DICE_IN_TERM} dice at once"
SIDES_REFUSAL = f"a die has between 2 and {MAX_SIDES} sides"


# --- the tree -----------------------------------------------------------------------------------------------------

Counts = dict[int, int]  # each total with the number of ways of rolling it


@dataclass(frozen=True)
class Number:
    """A constant."""

    value: int

    @property
    def bounds(self) -> tuple[int, int]:
        return self.value, self.value

    @property
    def linear(self) -> bool:
        return True

    @property
    def counts(self) -> tuple[Counts, int]:
        return {self.value: 1}, 1

    def mean(self) -> Fraction:
        return Fraction(self.value)

    def leaves(self) -> Iterator[Node]:
        yield self

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class Roll:
    """`count` dice of `sides` faces, all added, or only the `keep` highest (lowest) of them."""

    count: int
    sides: int
    keep: int | None = None
    lowest: bool = False

    @property
    def bounds(self) -> tuple[int, int]:
        added = self.count if self.keep is None else self.keep
        return added, added * self.sides

    @property
    def linear(self) -> bool:
        return self.keep is None

    @cached_property
    def counts(self) -> tuple[Counts, int]:
        if self.keep is None:
            return uniform_sum(self.count, self.sides), self.sides**self.count
        return kept_sum(self.count, self.sides, self.keep, self.lowest), self.sides**self.count

    def mean(self) -> Fraction:
        if self.keep is None:
            return Fraction(self.count * (self.sides + 1), 2)
        counts, ways = self.counts
        return Fraction(sum(total * n for total, n in counts.items()), ways)

    def kept(self, faces: tuple[int, ...]) -> tuple[int, ...]:
        """The faces that count, in the order rolled."""
        if self.keep is None:
            return faces
        ranked = sorted(range(len(faces)), key=lambda i: faces[i], reverse=not self.lowest)[: self.keep]
        return tuple(faces[i] for i in sorted(ranked))

    def leaves(self) -> Iterator[Node]:
        yield self

    def __str__(self) -> str:
        keeping = "" if self.keep is None else f"k{'l' if self.lowest else 'h'}{self.keep}"
        return f"{self.count}D{self.sides}{keeping}"


@dataclass(frozen=True)
class Negate:
    """A term taken away: the sign in front of `-1D4` or `-2`."""

    inner: Node

    @cached_property
    def bounds(self) -> tuple[int, int]:
        low, high = self.inner.bounds
        return -high, -low

    @property
    def linear(self) -> bool:
        return self.inner.linear

    @cached_property
    def counts(self) -> tuple[Counts, int]:
        counts, ways = self.inner.counts
        return {-total: n for total, n in counts.items()}, ways

    def mean(self) -> Fraction:
        return -self.inner.mean()

    def leaves(self) -> Iterator[Node]:
        yield from self.inner.leaves()

    def __str__(self) -> str:
        return f"-({self.inner})" if _loose(self.inner) else f"-{self.inner}"


APPLY: dict[str, Callable[[int, int], int]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a // b,  # rounding down
}


@dataclass(frozen=True)
class Operation:
    """Two parts joined by `+`, `-`, `*` or `/` (rounding down)."""

    op: str
    left: Node
    right: Node

    @cached_property
    def bounds(self) -> tuple[int, int]:
        (a, b), (c, d) = self.left.bounds, self.right.bounds
        if self.op == "+":
            return a + c, b + d
        if self.op == "-":
            return a - d, b - c
        # the sides roll different dice, so every pair of their totals can come up together: the extremes are at
        # the corners (a product, and a division by a divisor that never reaches 0, move one way in each side)
        corners = [APPLY[self.op](x, y) for x in (a, b) for y in (c, d)]
        return min(corners), max(corners)

    @cached_property
    def linear(self) -> bool:
        return self.op in "+-" and self.left.linear and self.right.linear

    @cached_property
    def counts(self) -> tuple[Counts, int]:
        if self.linear:
            return linear_counts(self)
        (left, left_ways), (right, right_ways) = self.left.counts, self.right.counts
        combined: defaultdict[int, int] = defaultdict(int)
        apply = APPLY[self.op]
        for x, m in left.items():
            for y, n in right.items():
                combined[apply(x, y)] += m * n
        return dict(combined), left_ways * right_ways

    def mean(self) -> Fraction:
        if self.op == "/":
            counts, ways = self.counts
            return Fraction(sum(total * n for total, n in counts.items()), ways)
        left, right = self.left.mean(), self.right.mean()
        # the two sides roll different dice: independent, so even a product's mean is the product of the means
        return left + right if self.op == "+" else left - right if self.op == "-" else left * right

    def leaves(self) -> Iterator[Node]:
        yield from self.left.leaves()
        yield from self.right.leaves()

    def __str__(self) -> str:
        tight = self.op in "*/"
        left, right = str(self.left), str(self.right)
        if tight and _loose(self.left):
            left = f"({left})"
        if _loose(self.right) or (tight and isinstance(self.right, Operation)):
            right = f"({right})"
        return f"{left}{self.op}{right}"


Node = Number | Roll | Negate | Operation


def _loose(node: Node) -> bool:
    """Whether a part needs brackets beside a tighter operator: a sum, a difference or a term with its sign."""
    return isinstance(node, Negate) or (isinstance(node, Operation) and node.op in "+-")


# --- exact counts -------------------------------------------------------------------------------------------------


def uniform_sum(count: int, sides: int) -> Counts:
    """The ways each total of `count` dice of `sides` faces comes up (one die at a time, by running sums)."""
    ways = [1]  # ways[i]: total `low + i`, low growing by one with each die
    for _ in range(count):
        running = [0]
        for w in ways:
            running.append(running[-1] + w)
        size = len(ways) + sides - 1
        ways = [running[min(i + 1, len(ways))] - running[max(0, i + 1 - sides)] for i in range(size)]
    return {count + i: w for i, w in enumerate(ways)}


def kept_sum(count: int, sides: int, keep: int, lowest: bool) -> Counts:
    """The ways each total of the `keep` highest (or lowest) of `count` dice comes up.

    Faces are dealt out from the highest down: at face v, j of the dice not yet placed show v, and once `keep` dice are
    placed the rest only need to show less than v; the lowest are the highest of the dice read upside down."""
    done: defaultdict[int, int] = defaultdict(int)
    open_: dict[tuple[int, int], int] = {(0, 0): 1}  # (dice placed, their total) -> ways, fewer than `keep` placed
    for face in range(sides, 0, -1):
        following: defaultdict[tuple[int, int], int] = defaultdict(int)
        for (placed, total), ways in open_.items():
            left = count - placed
            for j in range(keep - placed):
                following[(placed + j, total + face * j)] += ways * comb(left, j)
            # at least enough of them show this face: the kept dice are all placed
            filling = sum(comb(left, j) * (face - 1) ** (left - j) for j in range(keep - placed, left + 1))
            done[total + face * (keep - placed)] += ways * filling
        open_ = following
    if lowest:
        return {keep * (sides + 1) - total: ways for total, ways in done.items()}
    return dict(done)


def linear_counts(node: Node) -> tuple[Counts, int]:
    """A plain sum's counts, each die added in turn (a sum of many dice never multiplies two large tables)."""
    signed: list[tuple[int, Node]] = []

    def walk(part: Node, sign: int) -> None:
        if isinstance(part, Operation):
            walk(part.left, sign)
            walk(part.right, sign if part.op == "+" else -sign)
        elif isinstance(part, Negate):
            walk(part.inner, -sign)
        else:
            signed.append((sign, part))

    walk(node, 1)
    offset, ways, total_ways = 0, [1], 1
    for sign, part in signed:
        if isinstance(part, Number):
            offset += sign * part.value
            continue
        assert isinstance(part, Roll)
        for _ in range(part.count):
            running = [0]
            for w in ways:
                running.append(running[-1] + w)
            size, sides = len(ways) + part.sides - 1, part.sides
            ways = [running[min(i + 1, len(ways))] - running[max(0, i + 1 - sides)] for i in range(size)]
            offset += 1 if sign > 0 else -sides
            total_ways *= sides
    return {offset + i: w for i, w in enumerate(ways) if w}, total_ways


# --- reading it ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Token:
    kind: str  # "dice", "number", "op", "open", "close"
    text: str
    at: int  # where it starts in the text, from 0
    match: re.Match[str]


class _Reader:
    """Reads one dice expression; every refusal names what is wrong and where."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.quoted = repr(shown(text))
        self.tokens: list[_Token] = []  # read as far as needed: the first problem in the text is the one named
        self.scanned = 0
        self.end = len(text.rstrip())
        self.pos = 0
        self.leaves = 0

    def refuse(self, why: str) -> ValueError:
        return ValueError(f"dice expression {self.quoted} {why}")

    def unreadable(self, at: int) -> ValueError:
        return ValueError(f"cannot read dice expression {self.quoted} at {shown(self.text[at:].strip())!r}")

    def _scan(self) -> None:
        """Read one more token."""
        match = _TOKEN.match(self.text, self.scanned)
        if not match or match.end() == self.scanned:
            raise self.unreadable(self.scanned)
        kind = next(k for k in ("dice", "number", "op", "open", "close") if match.group(k) is not None)
        text = match.group(kind)
        if kind == "op":
            text = _OPS.get(text, text)
        self.tokens.append(_Token(kind, text, match.start(kind), match))
        self.scanned = match.end()

    def _leaf(self, match: re.Match[str]) -> Node:
        if match.group("number") is not None:
            return Number(bounded(match.group("number"), MAX_CONSTANT, CONSTANT_REFUSAL))
        count = bounded(match.group("count"), MAX_DICE_IN_TERM, DICE_REFUSAL) if match.group("count") else 1
        sides = bounded(match.group("sides"), MAX_SIDES, SIDES_REFUSAL)
        if count < 1:
            raise ValueError(DICE_REFUSAL)
        if sides < 2:
            raise ValueError(SIDES_REFUSAL)
        if match.group("keep") is None:
            return Roll(count, sides)
        lowest = match.group("keep")[-1] in "lL"
        word = "lowest" if lowest else "highest"
        most = f"keep 1 to {count} of {count}D{sides}"
        keep = bounded(match.group("kept"), MAX_CONSTANT, CONSTANT_REFUSAL) if match.group("kept") else 1
        if not 1 <= keep <= count:
            raise self.refuse(f"keeps the {keep} {word} of {count} dice: {most}")
        if count > MAX_KEEP_DICE:
            raise self.refuse(f"keeps the {word} of {count} dice: keep-{word} rolls at most {MAX_KEEP_DICE} dice")
        if keep * sides > MAX_KEPT_FACES:
            raise self.refuse(
                f"keeps {keep} of {count}D{sides}, too many to work out the odds exactly: the dice kept times their "
                f"sides is at most {MAX_KEPT_FACES} ({keep} × {sides} = {keep * sides:,})"
            )
        return Roll(count, sides, keep, lowest)

    def peek(self) -> _Token | None:
        while self.pos >= len(self.tokens) and self.scanned < self.end:
            self._scan()
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def read(self) -> Node:
        if self.peek() is None:
            raise ValueError("dice expression is empty: write something like 1D6+2")
        node = self.sum(0)
        token = self.peek()
        if token is not None:
            if token.kind in ("dice", "number", "open"):
                raise self.refuse("has two parts side by side: join them by +, -, * or /")
            raise self.unreadable(token.at)
        return node

    def sum(self, depth: int) -> Node:
        token = self.peek()
        signed = token is not None and token.kind == "op" and token.text in "+-"
        self.pos += signed
        node = self.product(depth, token if signed else None)
        if signed and token is not None and token.text == "-":
            node = self.checked(Negate(node), None)
        while (token := self.peek()) is not None and token.kind == "op" and token.text in "+-":
            self.pos += 1
            node = self.checked(Operation(token.text, node, self.product(depth, token)), token)
        return node

    def product(self, depth: int, after: _Token | None) -> Node:
        node = self.atom(depth, after)
        while (token := self.peek()) is not None and token.kind == "op" and token.text in "*/":
            self.pos += 1
            right = self.atom(depth, token)
            if token.text == "/":
                low, high = right.bounds
                where = f"(the / at character {token.at + 1})"
                if low == high == 0:
                    raise self.refuse(f"divides by zero {where}")
                if low <= 0 <= high:
                    raise self.refuse(f"divides by {right}, which can come to 0 {where}")
            node = self.checked(Operation(token.text, node, right), token)
        return node

    def atom(self, depth: int, after: _Token | None) -> Node:
        token = self.peek()
        if token is None:
            if after is not None:
                raise self.refuse(f"has nothing after the {after.text} at character {after.at + 1}")
            raise self.unreadable(len(self.text))
        if token.kind in ("dice", "number"):
            self.leaves += 1
            if self.leaves > MAX_TERMS:
                raise ValueError(f"a dice expression has at most {MAX_TERMS} terms")
            self.pos += 1
            return self._leaf(token.match)
        if token.kind == "open":
            if depth == MAX_DEPTH:
                raise self.refuse(f"has brackets more than {MAX_DEPTH} deep")
            self.pos += 1
            inner = self.sum(depth + 1)
            closing = self.peek()
            if closing is None or closing.kind != "close":
                if closing is None:
                    raise self.refuse(f"opens a bracket at character {token.at + 1} and never closes it")
                raise self.unreadable(closing.at)
            self.pos += 1
            return inner
        if token.kind == "op" and token.text in "*/":
            before = "nothing before it" if self.pos == 0 or self.tokens[self.pos - 1].kind in ("op", "open") else ""
            if before:
                raise self.refuse(f"has a {token.text} at character {token.at + 1} with {before}")
        raise self.unreadable(token.at)

    def checked(self, node: Node, token: _Token | None) -> Node:
        """A part within the bounds: its totals at most MAX_TOTAL either way, its odds quick to work out exactly."""
        low, high = node.bounds
        if max(-low, high) > MAX_TOTAL:
            raise self.refuse(f"can come to {low:,} to {high:,}; a dice expression stays within ±{MAX_TOTAL:,}")
        if isinstance(node, Operation) and not node.linear:
            (a, b), (c, d) = node.left.bounds, node.right.bounds
            one, other = b - a + 1, d - c + 1
            if max(one, other) > MAX_SIDE_TOTALS or one * other > MAX_PAIRS:
                where = f" at character {token.at + 1}" if token is not None else ""
                raise self.refuse(
                    f"has too many possible totals to work out its odds exactly: {one:,} before the {node.op}{where} "
                    f"and {other:,} after it (at most {MAX_SIDE_TOTALS:,} a side, {MAX_PAIRS:,} together)"
                )
        return node


def parse_tree(text: str) -> Node:
    """The tree of a dice expression; ValueError with a message a Keeper can act on."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("dice expression is empty: write something like 1D6+2")
    return _read(text.strip())


@lru_cache(maxsize=512)
def _read(text: str) -> Node:
    """Trees are frozen, so one read serves every roll of the same text (a fight forecast rolls thousands)."""
    return _Reader(text).read()
