"""What every scene's operation returns: the new state, the checks rolled, typed effects on characters, and prose.

A scene (a fight, a chase, a Sanity scene, a study) is a frozen state changed by pure operations; each returns an
`Outcome[S]`. Effects say what happened to roster characters in numbers (`SanityChanged(before=60, after=55)`), so a
tab can ask "how much SAN did Harriet lose today" from the record rather than from its sentences. Conditions are the
one `Condition` of rules/conditions.py, shared by the roster, every scene and the campaign file (importable here).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from desktop.rules.checks import Check, target_value
from desktop.rules.codec import from_data
from desktop.rules.conditions import LASTING_CONDITIONS, Condition
from desktop.rules.conditions import conditions_from as conditions_from  # where the scenes have always found it
from desktop.rules.conditions import is_dead as is_dead

if TYPE_CHECKING:
    from typing import Self

    from desktop.rules.roster.sheet import CharacterSheet

S = TypeVar("S")


def dead_refusal(name: str, conditions: Iterable[str], why: str) -> str | None:
    """The one way every scene refuses the dead: "Walt Brennan is dead: <why>", or None when they are not."""
    return f"{name} is dead: {why}" if is_dead(conditions) else None


def refuse_the_dead(name: str, conditions: Iterable[str], why: str) -> None:
    """Raise ValueError ("Walt Brennan is dead: <why>") when they are dead; nothing is done then."""
    if message := dead_refusal(name, conditions, why):
        raise ValueError(message)


# --- effects on characters ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Effect:
    """A change to one roster character, made by a scene's operation. Subclasses are frozen dataclasses."""

    character_id: int
    name: str

    kind: ClassVar[str] = ""

    def inverse(self) -> Effect:
        """The effect that undoes this one."""
        raise NotImplementedError

    def describe(self) -> str:
        raise NotImplementedError

    def to_data(self) -> dict[str, Any]:
        data = {key: value for key, value in self.__dict__.items()}
        for key, value in data.items():
            if isinstance(value, frozenset):
                data[key] = sorted(value)
        return {"effect": self.kind, **data}


@dataclass(frozen=True)
class _Tracker(Effect):
    """A tracker moved from `before` to `after`; applied as the difference, so a change made meanwhile is kept."""

    before: int = 0
    after: int = 0
    label: ClassVar[str] = ""

    @property
    def delta(self) -> int:
        return self.after - self.before

    def inverse(self) -> Effect:
        return replace(self, before=self.after, after=self.before)

    def describe(self) -> str:
        return f"{self.name}: {self.label} {self.before} → {self.after}"


@dataclass(frozen=True)
class HpChanged(_Tracker):
    kind: ClassVar[str] = "hp"
    label: ClassVar[str] = "HP"


@dataclass(frozen=True)
class SanityChanged(_Tracker):
    kind: ClassVar[str] = "sanity"
    label: ClassVar[str] = "SAN"


@dataclass(frozen=True)
class MagicPointsChanged(_Tracker):
    kind: ClassVar[str] = "mp"
    label: ClassVar[str] = "MP"


@dataclass(frozen=True)
class MythosChanged(_Tracker):
    """Cthulhu Mythos changed; maximum Sanity (99 − Cthulhu Mythos) follows at once when it is applied."""

    kind: ClassVar[str] = "mythos"
    label: ClassVar[str] = "Cthulhu Mythos"


@dataclass(frozen=True)
class CharacteristicChanged(_Tracker):
    """A characteristic drained (or restored): STR, CON, DEX or POW. Maximum HP follow CON and maximum MP follow
    POW when it is applied."""

    characteristic: str = ""
    kind: ClassVar[str] = "characteristic"

    @property
    def label(self) -> str:  # type: ignore[override]
        return self.characteristic


@dataclass(frozen=True)
class NoteAdded(Effect):
    """A line added to the character's notes (a phobia or mania a bout of madness left); the inverse takes it out."""

    text: str = ""
    removed: bool = False
    kind: ClassVar[str] = "note"

    def inverse(self) -> Effect:
        return replace(self, removed=not self.removed)

    def describe(self) -> str:
        return f"{self.name}: {'no longer ' if self.removed else ''}noted “{self.text}”"


@dataclass(frozen=True)
class LuckSpent(Effect):
    """Luck spent (a negative amount gives it back, as an undo does)."""

    amount: int = 0
    kind: ClassVar[str] = "luck"

    def inverse(self) -> Effect:
        return replace(self, amount=-self.amount)

    def describe(self) -> str:
        return (
            f"{self.name}: {self.amount} Luck spent" if self.amount >= 0 else f"{self.name}: {-self.amount} Luck back"
        )


@dataclass(frozen=True)
class ConditionsChanged(Effect):
    """Conditions gained and lost."""

    added: frozenset[Condition] = frozenset()
    removed: frozenset[Condition] = frozenset()
    kind: ClassVar[str] = "conditions"

    def inverse(self) -> Effect:
        return replace(self, added=self.removed, removed=self.added)

    def describe(self) -> str:
        parts = [f"now {c}" for c in sorted(self.added)] + [f"no longer {c}" for c in sorted(self.removed)]
        return f"{self.name}: {', '.join(parts)}"


EFFECT_KINDS: dict[str, type[Effect]] = {
    cls.kind: cls
    for cls in (
        HpChanged,
        SanityChanged,
        MagicPointsChanged,
        MythosChanged,
        CharacteristicChanged,
        LuckSpent,
        ConditionsChanged,
        NoteAdded,
    )
}


def effect_from_data(data: dict[str, Any]) -> Effect:
    """An effect read back from the journal; raises ValueError on an unknown kind or key."""
    values = dict(data)
    cls = EFFECT_KINDS.get(values.pop("effect", None))
    if cls is None:
        raise ValueError(f"unknown effect {data.get('effect')!r}")
    return from_data(cls, values, f"a {cls.kind} effect")


def sanity_lost(effects: Iterable[Effect], character_id: int) -> int:
    """SAN lost by one character in these effects (gains count against losses)."""
    return -sum(e.delta for e in effects if isinstance(e, SanityChanged) and e.character_id == character_id)


# --- participants ------------------------------------------------------------------------------------------------


@runtime_checkable
class Participant(Protocol):
    """Someone in a scene who may be a roster character: a fighter, a chase's runner, a Cthulhu Rising fighter.

    A linked one follows its sheet (`following`: the sheet parts the scene uses, read afresh, with what the scene
    itself holds of them kept), and what a step did to it reaches the sheet as effects (`participant_effects`)."""

    key: int
    name: str
    character_id: int | None
    linked: bool
    hp: int
    max_hp: int

    @property
    def conditions(self) -> frozenset[Condition]: ...

    def following(self, sheet: CharacterSheet) -> Self:
        """The participant as its roster sheet stands now (weapons, skills, HP, the lasting conditions)."""
        ...

    def trackers(self) -> Mapping[str, int | None]:
        """The sheet's numbers a scene may change besides HP: "STR", "CON", "DEX", "POW", "SAN", "MP"."""
        ...


def followed(participant: Participant, sheets: Mapping[int, CharacterSheet]) -> Participant:
    """A linked participant as its sheet stands (`sheets`: id → sheet); one whose character is gone goes on unlinked
    with what it had; anyone else as they are."""
    if not participant.linked or participant.character_id is None:
        return participant
    sheet = sheets.get(participant.character_id)
    if sheet is None:
        return replace(participant, linked=False)  # type: ignore[type-var]
    return participant.following(sheet)


def roster_hp(participant: Participant) -> int:
    """The HP the Roster holds for a participant: never below 0 (a scene may count below it), never above maximum."""
    return max(0, min(participant.hp, participant.max_hp))


_CHARACTERISTICS = ("STR", "CON", "DEX", "POW")


def participant_effects(before: Iterable[Participant], after: Iterable[Participant]) -> tuple[Effect, ...]:
    """What a step did to linked participants' sheets, matched by their key: HP, drained characteristics, SAN, MP
    and the lasting conditions, as effects (HP first: a drained CON then lowers maximum HP within it)."""
    old = {p.key: p for p in before}
    effects: list[Effect] = []
    for p in after:
        was = old.get(p.key)
        if was is None or not p.linked or p.character_id is None:
            continue
        if roster_hp(p) != roster_hp(was):
            effects.append(HpChanged(p.character_id, p.name, max(0, was.hp), roster_hp(p)))
        then, now = was.trackers(), p.trackers()
        for label in _CHARACTERISTICS:
            if label in now and now[label] != then.get(label) and None not in (now[label], then.get(label)):
                effects.append(CharacteristicChanged(p.character_id, p.name, then[label], now[label], label))
        for label, kind in (("SAN", SanityChanged), ("MP", MagicPointsChanged)):
            if now.get(label) != then.get(label) and None not in (now.get(label), then.get(label)):
                effects.append(kind(p.character_id, p.name, then[label], now[label]))
        added = (p.conditions - was.conditions) & LASTING_CONDITIONS
        removed = (was.conditions - p.conditions) & LASTING_CONDITIONS
        if added or removed:
            effects.append(ConditionsChanged(p.character_id, p.name, frozenset(added), frozenset(removed)))
    return tuple(effects)


def harm_between(before: Iterable[Participant], after: Iterable[Participant]) -> tuple[dict[str, Any], ...]:
    """What a step did to each participant, linked or not, matched by key, for the journal's outcome card: HP before
    and after (of how many), SAN before and after, and the conditions gained. Only those it changed."""
    old = {p.key: p for p in before}
    harm: list[dict[str, Any]] = []
    for p in after:
        was = old.get(p.key)
        if was is None:
            continue
        record: dict[str, Any] = {"name": p.name}
        if p.hp != was.hp:
            record |= {"hp": [was.hp, p.hp], "max_hp": p.max_hp}
        then, now = was.trackers().get("SAN"), p.trackers().get("SAN")
        if None not in (then, now) and then != now:
            record["sanity"] = [then, now]
        if gained := p.conditions - was.conditions:
            record["gained"] = [c.value for c in Condition if c in gained]
        if len(record) > 1:
            harm.append(record)
    return tuple(harm)


# --- outcomes ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """An operation's result: the new state, a title, the sentences that explain it, the checks rolled and the
    effects on roster characters. `changed` lists the scene's own keys of participants whose state moved."""

    state: S
    what: str
    lines: tuple[str, ...] = ()
    changed: tuple[int, ...] = field(default=())
    checks: tuple[Check, ...] = ()
    effects: tuple[Effect, ...] = ()
    hidden: bool = False  # rolled behind the Keeper's screen: the players are told later (a flag in the journal)

    @property
    def text(self) -> str:
        """The story for the journal: the sentences, or the effects in words when there are none, one after another
        with "; " (a sentence's own full stop dropped before it: never ".;")."""
        said = self.lines or tuple(e.describe() for e in self.effects)
        return "; ".join(line.removesuffix(".") if at < len(said) - 1 else line for at, line in enumerate(said))

    @property
    def dice(self) -> str:
        """Every percentile die rolled, in order: each tens die and the units die, and the value needed, e.g.
        'tens 30 & 70, units 4 → 34 (bonus: lowest kept) vs 27 needed (Hard of 55)'."""
        return "; ".join(
            f"{c.roll.describe()} vs {target_value(c.value, c.difficulty)} needed ({c.difficulty.label} of {c.value})"
            for c in self.checks
        )

    def with_effects(self, effects: Iterable[Effect]) -> Outcome[S]:
        return replace(self, effects=(*self.effects, *effects))


def check_to_data(check: Check) -> dict[str, Any]:
    """A check as the journal keeps it: every die, the value, difficulty, level, and whose roll it was when a step
    rolled for several people."""
    data = {
        "value": check.value,
        "difficulty": int(check.difficulty),
        "kind": check.kind.value,
        "tens": list(check.roll.tens),
        "units": check.roll.units,
        "bonus": check.roll.bonus,
        "penalty": check.roll.penalty,
        "result": check.result,
        "level": int(check.level),
        "pushed": check.pushed,
        "luck_spent": check.luck_spent,
    }
    if check.who:
        data["who"] = check.who
    return data
