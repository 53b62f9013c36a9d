"""The Dice tab's working state: the check in hand, its push and Luck options, and free dice expressions."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from desktop.models.changes import Changes
from desktop.models.dice.table_rolls import rolls_of, typed_detail, with_typed
from desktop.models.session import CampaignSession
from desktop.rules.checks import (
    Check,
    Difficulty,
    RollKind,
    Winner,
    luck_cost,
    luck_refusal,
    make_check,
    opposed_winner,
    push,
    push_refusal,
    spend_luck,
    verdict,
)
from desktop.rules.dice import Dice, DiceExpr, DiceRoll
from desktop.rules.roster.development import earns_tick
from desktop.rules.roster.sheet import CHARACTERISTIC_ABBREVIATIONS, is_combat_skill
from desktop.rules.scene import check_to_data
from desktop.store import character_rows, journal
from desktop.store.campaign_file import transaction


@dataclass(frozen=True)
class RollTarget:
    """What a check is rolled against: a skill, a characteristic, Luck, Sanity, or a typed value."""

    label: str
    value: int
    kind: RollKind = RollKind.SKILL
    character_id: int | None = None
    character: str = ""
    skill: str = ""  # the skill's name and specialisation when a skill is rolled, for the improvement tick
    specialization: str = ""

    @property
    def title(self) -> str:
        return f"{self.character}: {self.label}" if self.character else self.label


@dataclass(frozen=True)
class Opposed:
    """Both sides of an opposed roll and who won."""

    first: RollTarget
    second: RollTarget
    first_check: Check
    second_check: Check
    winner: Winner

    @property
    def verdict(self) -> str:
        """E.g. 'Harriet Crane wins: Hard success (20 vs 60) beats Regular success (41 vs 50)'."""
        a, b = self.first_check, self.second_check
        both = f"{a.level.label} ({a.result} vs {a.value}) against {b.level.label} ({b.result} vs {b.value})"
        if self.winner is Winner.NEITHER:
            return f"Nobody wins: {both}"
        side = self.first if self.winner is Winner.ATTACKER else self.second
        return f"{side.character or side.label} wins: {both}"


def targets_for(character_id: int) -> list[RollTarget]:
    """Every value of a character that can be rolled: skills, then characteristics, Luck and Sanity."""
    sheet = character_rows.load_sheet(character_id)
    found = [
        RollTarget(
            s.full_name,
            s.value,
            RollKind.COMBAT if is_combat_skill(s.name) else RollKind.SKILL,
            character_id,
            sheet.name,
            s.name,
            s.specialization,
        )
        for s in sorted(sheet.skills, key=lambda s: s.full_name)
    ]
    found += [
        RollTarget(label, getattr(sheet, c), RollKind.CHARACTERISTIC, character_id, sheet.name)
        for c, label in CHARACTERISTIC_ABBREVIATIONS.items()
    ]
    found.append(RollTarget("Luck", sheet.luck, RollKind.LUCK, character_id, sheet.name))
    found.append(RollTarget("Sanity", sheet.sanity or 0, RollKind.SANITY, character_id, sheet.name))
    return found


class DiceSession(QObject):
    """Rolls checks and dice for the Dice tab; every roll is journalled, Luck spent is an undoable change."""

    check_changed = Signal()

    def __init__(self, campaign: CampaignSession, dice: Dice | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.campaign = campaign
        self.dice = dice or campaign.dice
        self.target: RollTarget | None = None
        self.check: Check | None = None
        self._entry: int | None = None  # the journal entry of the check in hand

    def roll(self, target: RollTarget, difficulty: Difficulty, bonus: int = 0, penalty: int = 0) -> Check:
        """Roll a fresh check, journal it, and tick the skill when it earns an improvement check."""
        with self._rolls_of(target):
            check = make_check(self.dice, target.value, difficulty, bonus, penalty, target.kind)
        self.target, self.check = target, check
        with self.campaign.operation():  # the roll, its tick and a POW improvement it earns: one `changed`
            self._journal(check)
            if target.kind is RollKind.LUCK and check.rolled == 1 and target.character_id is not None:
                self.campaign.power_improvement(target.character_id, self.dice, "a Luck roll of 01")
        self.check_changed.emit()
        return check

    def push_refusal(self) -> str | None:
        return "roll first" if self.check is None else push_refusal(self.check)

    def push(self) -> Check:
        """Push the failed check in hand: a second and final roll."""
        if self.check is None or self.target is None:
            raise ValueError("there is no roll to push")
        with self._rolls_of(self.target, "pushed"):
            self.check = push(self.check, self.dice)
        self._journal(self.check)
        self.check_changed.emit()
        return self.check

    def luck_refusal(self) -> str | None:
        if self.check is None or self.target is None:
            return "roll first"
        if self.target.character_id is None:
            return "Luck is spent by a character: pick one to roll for"
        refusal = luck_refusal(self.check)
        if refusal:
            return refusal
        try:
            luck = self.campaign.sheet(self.target.character_id).luck
        except LookupError:  # deleted since the roll: the roll stands, but there is no Luck to spend
            return f"{self.target.character} is no longer on the roster"
        cost = self.luck_cost()
        return f"needs {cost} Luck; only {luck} left" if cost > luck else None

    def luck_cost(self) -> int:
        """Luck needed to pass the check in hand (0 when none can be spent)."""
        return (luck_cost(self.check) or 0) if self.check else 0

    def spend_luck(self) -> Check:
        """Spend just enough of the character's Luck to pass; one undoable change and one journal entry."""
        refusal = self.luck_refusal()
        if refusal:
            raise ValueError(refusal)
        luck = self.campaign.sheet(self.target.character_id).luck
        bought = spend_luck(self.check, luck)
        what = f"{self.target.label} ({bought.difficulty.label}), with Luck"
        result = (
            f"{bought.level.label} — passes, {bought.result} after {bought.luck_spent} Luck (rolled "
            f"{bought.rolled} vs {bought.value}; Luck {luck} → {luck - bought.luck_spent})"
        )
        was = verdict(self.check.level, self.check.difficulty)
        undone = f"{was} again ({self.check.rolled} vs {self.check.value}): the Luck is back"
        self.campaign.buy_roll_with_luck(
            self.target.character_id,
            luck - bought.luck_spent,
            what,
            result,
            bought.roll.describe(),
            undone,
            self._entry,
        )
        self.check = bought
        self.check_changed.emit()
        return bought

    def opposed(self, first: RollTarget, second: RollTarget) -> Opposed:
        """An opposed roll outside combat: both roll, the higher level wins, a tie goes to the higher value (both
        failing, or the same level and value: nobody wins). One journal entry with both rolls' dice."""
        if first.kind is RollKind.SANITY or second.kind is RollKind.SANITY:
            raise ValueError("Sanity is never rolled against someone")
        with self._rolls_of(first, "opposed"):
            mine = make_check(self.dice, first.value, kind=first.kind)
        with self._rolls_of(second, "opposed"):
            theirs = make_check(self.dice, second.value, kind=second.kind)
        checks = (mine, theirs)
        said, typed = with_typed(
            "; ".join(f"{t.title} {c.roll.describe()}" for t, c in zip((first, second), checks)), self.dice
        )
        winner = opposed_winner(checks[0].level, first.value, checks[1].level, second.value)
        result = Opposed(first, second, checks[0], checks[1], winner)
        journal.append(
            "roll",
            f"Opposed: {first.title} vs {second.title}",
            actor_id=first.character_id,
            actor=first.character,
            dice=said,
            result=result.verdict,
            detail=typed_detail({"opposed": [check_to_data(c) for c in checks], "winner": winner.value}, typed),
        )
        self.campaign.journal.pull_new()
        self.campaign.note(Changes.of(journal=True))
        return result

    def roll_expression(self, text: str, field: str = "Dice") -> DiceRoll:
        """Roll any dice expression; bad text is refused by the name of the field it was typed in."""
        expr = DiceExpr.parse_field(text, field)
        with rolls_of(self.dice, None), self.dice.about(what=f"a roll of {expr}"):
            rolled = expr.roll_detail(self.dice)
        said, typed = with_typed(rolled.describe(), self.dice)
        journal.append("roll", f"Rolled {expr}", dice=said, result=str(rolled.total), detail=typed_detail(None, typed))
        self.campaign.journal.pull_new()
        self.campaign.note(Changes.of(journal=True))
        return rolled

    @contextmanager
    def _rolls_of(self, target: RollTarget, how: str = "") -> Iterator[None]:
        """The rolls made inside are the target's character's (or nobody's), for the target's label."""
        what = f"{target.label}{f' ({how})' if how else ''}"
        actor = (target.character_id, target.character) if target.character else None
        with rolls_of(self.dice, actor), self.dice.about(what=what):
            yield

    def _journal(self, check: Check) -> None:
        """One transaction: the roll's journal entry, and the skill's tick when the roll earns one."""
        target = self.target
        tick = bool(
            target.skill and target.character_id and earns_tick(target.skill, check.succeeded, max(0, check.roll.net))
        )
        what = f"{target.label} ({check.difficulty.label})"
        if check.roll.net:
            what += f", {abs(check.roll.net)} {'bonus' if check.roll.net > 0 else 'penalty'}"
        said, typed = with_typed(check.roll.describe(), self.dice)
        with transaction():
            self._entry = journal.append(
                "roll",
                ("Pushed " if check.pushed else "") + what,
                actor_id=target.character_id,
                actor=target.character,
                dice=said,
                result=f"{verdict(check.level, check.difficulty)} ({check.result} vs {check.value})",
                detail=typed_detail(
                    {
                        "value": check.value,
                        "difficulty": int(check.difficulty),
                        "tens": list(check.roll.tens),
                        "units": check.roll.units,
                        "level": int(check.level),
                        "kind": check.kind.value,
                    },
                    typed,
                ),
            )
            if tick:
                character_rows.tick_skill(target.character_id, target.skill, target.specialization)
        self.campaign.journal.pull_new()
        self.campaign.note(Changes.of(characters=(target.character_id,) if tick else (), journal=True))
