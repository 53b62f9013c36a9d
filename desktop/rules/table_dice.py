"""Dice that ask the table: the Keeper types the faces the players rolled, checked, or lets the app roll."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass

from desktop.rules.dice import D100Roll, Dice, DiceExpr, RollFor, ScriptedDice, net_dice
from desktop.rules.rollers import WhoRolls  # noqa: F401 - its name here too, as it always was

TYPED_AT_THE_TABLE = "typed at the table"  # how the journal says a roll's faces were typed
MOST_TRIED = 200_000  # face combinations tried to find faces for a typed total before asking for each die


class RollCancelled(ValueError):
    """The Keeper cancelled a roll the table was asked for: the whole action is called off, nothing is written."""

    def __init__(self, message: str = "The roll was cancelled: nothing was changed") -> None:
        super().__init__(message)


@dataclass(frozen=True)
class Typed:
    """The faces typed for one roll: a percentile roll, or the faces of the dice in the order they are rolled."""

    words: str  # for the journal: "tens 30 & 70, units 4 → 74"
    percentile: D100Roll | None = None
    faces: tuple[int, ...] = ()


_NUMBER = re.compile(r"\d{1,4}")


def _number(text: str, field: str) -> int:
    text = text.strip()
    if not text:
        raise ValueError(f"{field}: type what the die shows")
    if not _NUMBER.fullmatch(text):
        raise ValueError(f"{field}: {text[:12]!r} is not a number")
    return int(text)


def _ordinal(n: int) -> str:
    return ("first", "second", "third", "fourth", "fifth")[n] if n < 5 else f"die {n + 1}"


def _sides_of(expression: DiceExpr) -> tuple[int, ...]:
    """The dice a roll of `expression` throws, in the order it throws them."""
    thrown: list[int] = []

    class Counting(Dice):
        def roll(self, sides: int) -> int:
            thrown.append(sides)
            return 1

    expression.roll_detail(Counting())
    return tuple(thrown)


def _total_with(expression: DiceExpr, faces: Sequence[int]) -> int:
    return expression.roll_detail(ScriptedDice(faces)).total


def faces_for_total(expression: DiceExpr, total: int) -> tuple[int, ...]:
    """Faces that make `expression` come to `total` (the table typed only the total); ValueError when none does, or
    when there are too many dice to find them (then each die must be typed)."""
    sides = _sides_of(expression)
    low, high = expression.minimum, expression.maximum
    if not low <= total <= high:
        raise ValueError(f"{expression} rolls {low} to {high}, not {total}")
    faces = [1] * len(sides)
    for i, most in enumerate(sides):  # raise each die in turn while the total stays at or below the one typed
        while faces[i] < most and _total_with(expression, faces) < total:
            faces[i] += 1
            if _total_with(expression, faces) > total:
                faces[i] -= 1
                break
    if _total_with(expression, faces) == total:
        return tuple(faces)
    count = 1
    for most in sides:
        count *= most
    if count > MOST_TRIED:
        raise ValueError(f"{expression} cannot be found from a total of {total}: type each die")
    for tried in itertools.product(*(range(1, most + 1) for most in sides)):
        if _total_with(expression, tried) == total:
            return tuple(tried)
    raise ValueError(f"{expression} cannot come to {total}")


@dataclass(frozen=True)
class Ask:
    """One roll the table is asked for: a percentile roll (with its bonus or penalty dice), the dice of an
    expression, or one die."""

    roll_for: RollFor
    bonus: int = 0
    penalty: int = 0
    expression: DiceExpr | None = None  # None: a percentile roll

    @property
    def percentile(self) -> bool:
        return self.expression is None

    @property
    def tens_dice(self) -> int:
        return 1 + abs(net_dice(self.bonus, self.penalty))

    @property
    def dice_sides(self) -> tuple[int, ...]:
        return _sides_of(self.expression) if self.expression is not None else ()

    def what(self) -> str:
        """Whose roll and for what: "Walt Brennan: Dodge, with a penalty die — tens, tens, units"."""
        who, what = self.roll_for.who, self.roll_for.what
        head = f"{who}: {what}" if who and what else who or what or "A roll"
        if self.expression is None:
            net = net_dice(self.bonus, self.penalty)
            if net:
                count = abs(net)
                kind = "bonus" if net > 0 else "penalty"
                head += f", with {'a' if count == 1 else 'two'} {kind} {'die' if count == 1 else 'dice'}"
            return head + " — " + ", ".join(["tens"] * self.tens_dice + ["units"])
        text = str(self.expression)
        dice = len(self.dice_sides)
        asked = "total" if dice == 1 else "total, or each die"
        return f"{head} — {text} ({self.expression.minimum} to {self.expression.maximum}): {asked}"

    def read(self, fields: Sequence[str]) -> Typed:
        """The typed faces, checked: a percentile roll's tens dice then its units die (each as typed, "30", "0");
        an expression's total, or each of its dice apart ("4 2"). ValueError says what is wrong and where."""
        if self.expression is None:
            return self._read_percentile(fields)
        return self._read_dice(fields[0] if fields else "")

    def _read_percentile(self, fields: Sequence[str]) -> Typed:
        if len(fields) != self.tens_dice + 1:
            raise ValueError(f"Type {self.tens_dice} tens {'die' if self.tens_dice == 1 else 'dice'} and the units die")
        tens = []
        for n, text in enumerate(fields[:-1]):
            field = "The tens die" if self.tens_dice == 1 else f"The {_ordinal(n)} tens die"
            value = _number(text, field)
            if value % 10 or value > 90:
                raise ValueError(f"{field} reads 00, 10, 20 … 90, not {text.strip()}")
            tens.append(value // 10)
        units = _number(fields[-1], "The units die")
        if units > 9:
            raise ValueError(f"The units die reads 0 to 9, not {units}")
        roll = D100Roll(tuple(tens), units, self.bonus, self.penalty)
        return Typed(roll.describe(), percentile=roll)

    def _read_dice(self, text: str) -> Typed:
        assert self.expression is not None
        expression, sides = self.expression, self.dice_sides
        numbers = [part for part in re.split(r"[\s,;+]+", text.strip()) if part]
        if not numbers:
            raise ValueError(f"Type the total of {expression}, or each die")
        if len(numbers) == 1:
            total = _number(numbers[0], "The total")
            low, high = expression.minimum, expression.maximum
            if total > high:
                raise ValueError(f"{expression} rolls at most {high}, not {total}")
            if total < low:
                raise ValueError(f"{expression} rolls at least {low}, not {total}")
            faces = faces_for_total(expression, total)
            return Typed(f"{expression}: total {total} typed", faces=faces)
        if len(numbers) != len(sides):
            raise ValueError(f"{expression} throws {len(sides)} dice: type the total, or {len(sides)} faces")
        faces = []
        for n, (part, most) in enumerate(zip(numbers, sides)):
            face = _number(part, f"The {_ordinal(n)} die")
            if not 1 <= face <= most:
                raise ValueError(f"The {_ordinal(n)} die is a D{most}: it shows 1 to {most}, not {face}")
            faces.append(face)
        total = _total_with(expression, faces)
        return Typed(f"{expression}: {', '.join(map(str, faces))} typed = {total}", faces=tuple(faces))


Asker = Callable[[Ask], "Typed | None"]  # the faces typed; None: let the app roll; raises RollCancelled to cancel


class TableDice(Dice):
    """Dice that ask the table for the faces it rolled, as `who_rolls` says: the app's own dice otherwise.

    `asker` is given each `Ask` and answers with the typed faces (checked with `Ask.read`), None to let the app roll
    this one, or raises RollCancelled, which calls off the whole action. Each typed roll is kept in words until the
    action's journal entry takes them (`take_typed`)."""

    def __init__(self, seed: int | None = None, who_rolls: WhoRolls = WhoRolls.APP, asker: Asker | None = None) -> None:
        super().__init__(seed)
        self.who_rolls = who_rolls
        self.asker = asker
        self._queue: list[int] = []
        self._depth = 0  # inside a roll already asked for (or being rolled by the app)
        self._typed: list[str] = []

    def asks(self, roll_for: RollFor) -> bool:
        """Whether the table is asked for a roll of this person's."""
        if self.asker is None:
            return False
        if self.who_rolls is WhoRolls.ASK:
            return True
        return self.who_rolls is WhoRolls.PLAYERS and roll_for.investigator is True

    @property
    def asks_investigators(self) -> bool:
        """Whether whose roll it is decides who rolls (players roll for investigators): only then is it looked up."""
        return self.asker is not None and self.who_rolls is WhoRolls.PLAYERS

    def take_typed(self) -> tuple[str, ...]:
        """The rolls typed since the last call, in words, and forget them."""
        typed, self._typed = tuple(self._typed), []
        return typed

    def _ask(self, ask: Ask) -> Typed | None:
        assert self.asker is not None
        try:
            typed = self.asker(ask)
        except RollCancelled:
            self._typed.clear()
            raise
        if typed is not None:
            who = ask.roll_for.who
            what = f"{who}: {ask.roll_for.what}" if who and ask.roll_for.what else who or ask.roll_for.what
            self._typed.append(f"{what} — {typed.words}" if what else typed.words)
        return typed

    @contextmanager
    def _inside(self) -> Iterator[None]:
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1

    def roll(self, sides: int) -> int:
        if self._queue:
            face = self._queue.pop(0)
            if not 1 <= face <= sides:
                raise ValueError(f"a typed face {face} does not fit a D{sides}")
            return face
        if self._depth or sides < 2 or not self.asks(self.roll_for):
            return super().roll(sides)
        if sides == 100:  # percentile dice at the table
            return self.percentile().result
        with self.rolling(DiceExpr.parse(f"1D{sides}")):
            return self.roll(sides)

    def percentile(self, bonus: int = 0, penalty: int = 0) -> D100Roll:
        if self._depth or not self.asks(self.roll_for):
            with self._inside():
                return super().percentile(bonus, penalty)
        typed = self._ask(Ask(self.roll_for, bonus, penalty))
        if typed is None or typed.percentile is None:
            with self._inside():
                return super().percentile(bonus, penalty)
        return typed.percentile

    @contextmanager
    def rolling(self, expression: DiceExpr) -> Iterator[None]:
        if self._depth or self._queue or not self.asks(self.roll_for) or not _sides_of(expression):
            with self._inside():
                yield
            return
        typed = self._ask(Ask(self.roll_for, expression=expression))
        if typed is None:
            with self._inside():
                yield
            return
        self._queue = list(typed.faces)
        try:
            with self._inside():
                yield
        finally:
            self._queue = []


def typed_dice(dice: Dice) -> tuple[str, ...]:
    """The rolls typed at the table since last asked, in words (none for dice that never ask), and forget them."""
    return dice.take_typed() if isinstance(dice, TableDice) else ()


def by_the_app(dice: Dice) -> AbstractContextManager[None]:
    """The rolls made inside are the app's own, whoever the setting says rolls (a wizard's first suggestion)."""
    return dice._inside() if isinstance(dice, TableDice) else nullcontext()
