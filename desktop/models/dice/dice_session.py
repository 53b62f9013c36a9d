"""The Dice tab's working state: the check in hand, its push and Luck options, and free dice expressions."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

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
from desktop.rules.roster.sheet import CHARACTERISTIC_ABBREVIATIONS, Kind, is_combat_skill
from desktop.rules.table_dice import TableDice
from desktop.store import character_columns, character_rows, journal
from desktop.store.campaign_file import transaction

if TYPE_CHECKING:  # the rolls for the group are read when one is first made (the Dice tab opens without them)
    from desktop.models.dice.group_model import GroupPick
    from desktop.rules.group_rolls import GroupRoll, Need


def _as_data(checks: Sequence[Check]) -> list[dict]:
    """Checks as the journal keeps them, in the scenes' codec (loaded with the first roll kept, not with the tab)."""
    from desktop.rules.scene import check_to_data

    return [check_to_data(check) for check in checks]


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


def group_choices() -> dict[str, tuple[str, str]]:
    """What a group can roll, by label: each skill some investigator has and each of the rulebook's list
    (label → (skill, specialisation)), then the characteristics and Luck (label → ("", column)). One read."""
    from desktop.rules.catalog import skill_catalog

    found = {f"{n} ({s})" if s else n: (n, s) for n, s in character_columns.investigator_skills()}
    for entry in skill_catalog():
        if not entry.specialization:
            found.setdefault(entry.name, (entry.name, ""))
    found.update({label: ("", column) for column, label in CHARACTERISTIC_ABBREVIATIONS.items()})
    found["Luck"] = ("", "luck")
    return found


def targets_named(
    ids: Sequence[int], label: str, choices: Mapping[str, tuple[str, str]] | None = None
) -> dict[int, RollTarget | str]:
    """Each character's value for one skill or characteristic picked by its label ("Listen", "POW", "Luck"), or
    why they have none: a skill of the rulebook's list not on the sheet is rolled at its base value. A few reads
    however many characters (a group roll of a whole roster); `choices`, `group_choices()` when already read."""
    from desktop.rules.catalog import skill_entry, specialisation_base

    if label in CHARACTERISTIC_ABBREVIATIONS.values() or label == "Luck":
        skill, column = "", next((c for c, a in CHARACTERISTIC_ABBREVIATIONS.items() if a == label), "luck")
    else:
        skill, column = (choices if choices is not None else group_choices()).get(label, (label, ""))
    if not skill:
        kind = RollKind.LUCK if column == "luck" else RollKind.CHARACTERISTIC
        return {
            cid: RollTarget(label, value, kind, cid, name)
            for cid, (name, value) in character_columns.columns_for(ids, "name", column).items()
        }
    specialization = column
    on_sheets = character_columns.skill_of(ids, skill, specialization)
    kind = RollKind.COMBAT if is_combat_skill(skill) else RollKind.SKILL
    entry = skill_entry(skill)
    found: dict[int, RollTarget | str] = {}
    for cid, (name, dexterity, education) in character_columns.columns_for(
        ids, "name", "dexterity", "education"
    ).items():
        if cid in on_sheets:
            value = on_sheets[cid][0]
        elif entry is None or (entry.specialization and not specialization):
            found[cid] = f"{name} has no {label} on the sheet"
            continue
        elif specialization:
            value = specialisation_base(skill, specialization)
        else:
            value = entry.base_value(dexterity, education)
        found[cid] = RollTarget(label, value, kind, cid, name, skill, specialization)
    return found


def target_named(character_id: int, label: str) -> RollTarget:
    """One character's value for a skill or characteristic picked by its label; raises LookupError naming the
    character when they have none."""
    found = targets_named([character_id], label).get(character_id, f"no character {character_id} on the roster")
    if isinstance(found, str):
        raise LookupError(found)
    return found


def _ticked_already(character_id: int, skill: str, specialization: str) -> bool:
    return character_columns.skill_of([character_id], skill, specialization).get(character_id, (0, False))[1]


def secret_what(what: str, secret: bool) -> str:
    """A journal entry's words, marked when rolled behind the Keeper's screen."""
    return f"Secret: {what}" if secret else what


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
        self.secret = False  # the check in hand was rolled behind the Keeper's screen (its push and Luck are too)

    def roll(
        self, target: RollTarget, difficulty: Difficulty, bonus: int = 0, penalty: int = 0, secret: bool = False
    ) -> Check:
        """Roll a fresh check, journal it, and tick the skill when it earns an improvement check. A secret roll is
        marked in the journal (kept from the players' window), and so are its push and the Luck spent on it."""
        with self._rolls_of(target):
            check = make_check(self.dice, target.value, difficulty, bonus, penalty, target.kind)
        self.target, self.check, self.secret = target, check, secret
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
            return "pick a character to roll for: a typed value has no Luck to spend"
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
        what = secret_what(f"{self.target.label} ({bought.difficulty.label}), with Luck", self.secret)
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
            hidden=self.secret,
        )
        self.check = bought
        self.check_changed.emit()
        return bought

    def opposed(self, first: RollTarget, second: RollTarget, secret: bool = False) -> Opposed:
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
            secret_what(f"Opposed: {first.title} vs {second.title}", secret),
            actor_id=first.character_id,
            actor=first.character,
            dice=said,
            result=result.verdict,
            detail=typed_detail(
                {
                    "opposed": _as_data(checks),
                    "winner": winner.value,
                    **({"hidden": True} if secret else {}),
                },
                typed,
            ),
        )
        self.campaign.journal.pull_new()
        self.campaign.note(Changes.of(journal=True))
        return result

    def roll_expression(self, text: str, field: str = "Dice", secret: bool = False) -> DiceRoll:
        """Roll any dice expression; bad text is refused by the name of the field it was typed in."""
        expr = DiceExpr.parse_field(text, field)
        with rolls_of(self.dice, None), self.dice.about(what=f"a roll of {expr}"):
            rolled = expr.roll_detail(self.dice)
        said, typed = with_typed(rolled.describe(), self.dice)
        journal.append(
            "roll",
            secret_what(f"Rolled {expr}", secret),
            dice=said,
            result=str(rolled.total),
            detail=typed_detail({"hidden": True} if secret else None, typed),
        )
        self.campaign.journal.pull_new()
        self.campaign.note(Changes.of(journal=True))
        return rolled

    # --- rolls for the group ---------------------------------------------------------------------------------------

    def group_roll(
        self,
        picks: Sequence[GroupPick],
        difficulty: Difficulty = Difficulty.REGULAR,
        need: Need | None = None,
        secret: bool = False,
    ) -> GroupRoll:
        """Everyone picked rolls at once, one after the other through this session's dice (so each one's faces can be
        typed in turn), against one skill or two (a combined roll: one roll read against both). One journal entry,
        one undo step: the improvement ticks it earns come with it. A Luck roll of 01 earns its POW improvement roll,
        in the same step (`need`: both skills of a combined roll, unless told)."""
        from desktop.rules.group_rolls import Need, Roller, group_roll

        need = Need.BOTH if need is None else need
        rollers = [
            Roller(
                p.targets[0].character,
                tuple(t.value for t in p.targets),
                tuple(t.kind for t in p.targets),
                p.targets[0].character_id,
                p.bonus,
                p.penalty,
                self._investigator(p.targets[0].character_id),
            )
            for p in picks
            if p.targets
        ]
        labels = " and ".join(t.label for t in picks[0].targets)
        with rolls_of(self.dice, None), self.dice.about(what=f"everyone rolls {labels}"):
            rolled = group_roll(self.dice, rollers, difficulty, need)
        what = f"Everyone rolls {labels} ({difficulty.label})"
        if len(picks[0].targets) > 1:
            what += f", {need.label}"
        ticks = [
            (t.character_id, t.skill, t.specialization)
            for p, line in zip(picks, rolled.lines)
            for t, check in zip(p.targets, line.rolled.checks)
            if t.skill and t.character_id and earns_tick(t.skill, check.succeeded, max(0, check.roll.net))
        ]
        ticks = [tick for tick in ticks if not _ticked_already(*tick)]  # undone, a tick there before stays
        self._write_group(what, rolled, [p.targets[0] for p in picks], ticks, secret)
        return rolled

    def group_luck(
        self, targets: Sequence[RollTarget], difficulty: Difficulty = Difficulty.REGULAR, secret: bool = False
    ) -> tuple[GroupRoll, RollTarget]:
        """The group's Luck roll: the one with the lowest Luck of those picked rolls it for everyone (Luck targets, one
        per investigator). Returns the roll and who rolled it."""
        from desktop.rules.group_rolls import Roller, group_luck_roller, group_roll

        if any(t.kind is not RollKind.LUCK for t in targets):
            raise ValueError("the group's Luck roll is rolled against Luck")
        roller = targets[group_luck_roller([t.value for t in targets])]
        rolling = Roller(
            roller.character,
            (roller.value,),
            (RollKind.LUCK,),
            roller.character_id,
            investigator=self._investigator(roller.character_id),
        )
        with rolls_of(self.dice, None), self.dice.about(what="Luck for the group"):
            rolled = group_roll(self.dice, [rolling], difficulty)
        what = f"Group Luck ({difficulty.label}): {roller.character} rolls for everyone, with the lowest Luck"
        self._write_group(what, rolled, targets, [], secret, actor=roller)
        return rolled, roller

    def _write_group(
        self,
        what: str,
        rolled: GroupRoll,
        everyone: Sequence[RollTarget],
        ticks: Sequence[tuple[int, str, str]],
        secret: bool,
        actor: RollTarget | None = None,
    ) -> None:
        from desktop.models.dice.group_model import GroupRolled

        checks = [c for line in rolled.lines for c in line.rolled.checks]
        ids = [t.character_id for t in everyone if t.character_id is not None]
        said, typed = with_typed(
            "; ".join(f"{line.roller.name} {line.rolled.roll.describe()}" for line in rolled.lines), self.dice
        )
        entry = {
            "what": secret_what(what, secret),
            "actor_id": actor.character_id if actor else None,
            "actor": actor.character if actor else "",  # everyone: the entry is in each one's history
            "dice": said,
            "result": rolled.describe(),
            "detail": typed_detail(
                {
                    "checks": _as_data(checks),
                    "characters": ids,
                    "group": [line.roller.character_id for line in rolled.lines],
                    **({"hidden": True} if secret else {}),
                },
                typed,
            ),
        }
        with self.campaign.one_step(entry["what"]):
            self.campaign.push(GroupRolled(self.campaign, entry["what"], entry, ticks, ids))
            for line in rolled.lines:
                luck = line.rolled.checks[0]
                if luck.kind is RollKind.LUCK and luck.rolled == 1 and line.roller.character_id is not None:
                    self.campaign.power_improvement(line.roller.character_id, self.dice, "a Luck roll of 01")

    @contextmanager
    def _rolls_of(self, target: RollTarget, how: str = "") -> Iterator[None]:
        """The rolls made inside are the target's character's (or nobody's), for the target's label."""
        what = f"{target.label}{f' ({how})' if how else ''}"
        actor = (target.character_id, target.character) if target.character else None
        with rolls_of(self.dice, actor), self.dice.about(what=what):
            yield

    def _investigator(self, character_id: int | None) -> bool | None:
        """Whether a roller of a group roll is an investigator (whose player may roll); None when not known."""
        if character_id is None or not (isinstance(self.dice, TableDice) and self.dice.asks_investigators):
            return None
        try:
            return self.campaign.sheet(character_id).kind is Kind.INVESTIGATOR
        except LookupError:
            return None

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
                secret_what(("Pushed " if check.pushed else "") + what, self.secret),
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
                        **({"hidden": True} if self.secret else {}),
                    },
                    typed,
                ),
            )
            if tick:
                character_rows.tick_skill(target.character_id, target.skill, target.specialization)
        self.campaign.journal.pull_new()
        self.campaign.note(Changes.of(characters=(target.character_id,) if tick else (), journal=True))
