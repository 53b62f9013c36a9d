"""The Sanity tab's scene on the kernel: its state as JSON, the investigators' minds read from the roster, and one
undoable step per operation. The campaign has one, begun by the first thing done in the tab."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from desktop.models.scene import Scene
from desktop.rules import sanity_scene as rules
from desktop.rules.characters import Kind
from desktop.rules.sanity_scene import Horror, Mind, SanityState
from desktop.rules.scene import Outcome, conditions_from, known_fields
from desktop.store.roster import character_choices

STATE_VERSION = 1
_KEYS = {
    "name",
    "day",
    "encounter",
    "seen",
    "day_start",
    "day_loss",
    "used_to",
    "mythos_bouts",
    "horrors",
    "believers",
    "treated",
    "treating",
}
_HORROR_KEYS = {"name", "loss", "kind", "mythos"}


def _horror(data: dict[str, Any]) -> Horror:
    known_fields(data, _HORROR_KEYS, "a horror of the SAN-loss table")
    return Horror(str(data["name"]), str(data["loss"]), str(data.get("kind", "")), bool(data.get("mythos", True)))


def _setting(value: Any) -> str:
    if value not in ("home", "institution"):
        raise ValueError(f"a treatment is at home or in an institution, not {value!r}")
    return value


class SanityScene(Scene[SanityState]):
    """What the Mythos does to the investigators' minds, step by undoable step."""

    kind = "sanity"
    version = STATE_VERSION

    def encode(self, state: SanityState) -> dict[str, Any]:
        return {
            "name": state.name, "day": state.day, "encounter": state.encounter,
            "seen": [list(p) for p in state.seen], "day_start": [list(p) for p in state.day_start],
            "day_loss": [list(p) for p in state.day_loss], "used_to": [list(t) for t in state.used_to],
            "mythos_bouts": list(state.mythos_bouts),
            "horrors": [{"name": h.name, "loss": h.loss, "kind": h.kind, "mythos": h.mythos} for h in state.horrors],
            "believers": list(state.believers),
            "treated": [list(p) for p in state.treated],
            "treating": [list(t) for t in state.treating],
        }  # fmt: skip

    def decode(self, version: int, data: dict[str, Any]) -> SanityState:
        if version != STATE_VERSION:
            raise ValueError(f"Sanity state version {version} is not one this Keeper Desk reads ({STATE_VERSION})")
        known_fields(data, _KEYS, "the Sanity state")
        return SanityState(
            name=str(data["name"]), day=int(data["day"]), encounter=str(data.get("encounter", "")),
            seen=tuple((int(c), str(k)) for c, k in data.get("seen", ())),
            day_start=tuple((int(c), int(v)) for c, v in data.get("day_start", ())),
            day_loss=tuple((int(c), int(v)) for c, v in data.get("day_loss", ())),
            used_to=tuple((int(c), str(k), int(n)) for c, k, n in data.get("used_to", ())),
            mythos_bouts=tuple(int(c) for c in data.get("mythos_bouts", ())),
            horrors=tuple(_horror(h) for h in data.get("horrors", ())),
            believers=tuple(int(c) for c in data.get("believers", ())),
            treated=tuple((int(c), int(w)) for c, w in data.get("treated", ())),
            treating=tuple((int(c), _setting(s), int(p), int(w)) for c, s, p, w in data.get("treating", ())),
        )  # fmt: skip

    # --- the minds ---------------------------------------------------------------------------------------------

    def investigators(self) -> list[Mind]:
        """Every investigator on the roster, as the Sanity rules see them."""
        minds = []
        for character_id, _name in character_choices():
            mind = self.mind(character_id)
            if mind is not None:
                minds.append(mind)
        return minds

    def mind(self, character_id: int) -> Mind | None:
        sheet = self.session.sheet(character_id).filled()
        if sheet.kind is not Kind.INVESTIGATOR:
            return None
        mythos = sheet.cthulhu_mythos
        return Mind(character_id, sheet.name, sheet.sanity or 0, sheet.max_sanity, sheet.intelligence, mythos,
                    conditions_from(sheet.conditions))  # fmt: skip

    def _minds(self, ids: Iterable[int]) -> list[Mind]:
        minds = [self.mind(i) for i in ids]
        return [m for m in minds if m is not None]

    # --- operations ---------------------------------------------------------------------------------------------

    def _do(self, operation: Callable[[SanityState], Outcome[SanityState]],
            actor: tuple[int | None, str] | None = None) -> Outcome[SanityState]:  # fmt: skip
        """One step; the first thing done in the tab also begins the campaign's Sanity record (the same step)."""
        if self.state is None:
            return self.begin_with(SanityState(), operation, actor)
        return self.step(operation, actor)

    def roll(self, ids: Iterable[int], horror: Horror, hidden: bool = False) -> Outcome[SanityState]:
        """The Sanity roll of everyone in `ids`; a hidden one is flagged in the journal (the players learn later)."""
        minds = self._minds(ids)

        def operation(state: SanityState) -> Outcome[SanityState]:
            outcome = rules.sanity_rolls(state, minds, horror, self.dice)
            return replace(outcome, what=f"Hidden: {outcome.what}", hidden=True) if hidden else outcome

        return self._do(operation)

    def add_horror(self, horror: Horror) -> Outcome[SanityState]:
        return self._do(lambda s: rules.add_horror(s, horror))

    def new_day(self) -> Outcome[SanityState]:
        return self._do(rules.new_day)

    def new_encounter(self, name: str) -> Outcome[SanityState]:
        return self._do(lambda s: rules.new_encounter(s, name))

    def awfulness_eases(self) -> Outcome[SanityState]:
        return self._do(rules.awfulness_eases)

    def _for(self, character_id: int, operation: Callable[[SanityState, Mind], Outcome[SanityState]]):
        mind = self.mind(character_id)
        if mind is None:
            raise ValueError("only investigators' minds are followed here")
        return self._do(lambda s: operation(s, mind), (character_id, mind.name))

    def bout(self, character_id: int, summary: bool, pick: int | None = None) -> Outcome[SanityState]:
        return self._for(character_id, lambda s, m: rules.bout(s, m, summary, self.dice, pick))

    def reality_check(self, character_id: int) -> Outcome[SanityState]:
        return self._for(character_id, lambda s, m: rules.reality_check(s, m, self.dice))

    def week(self) -> int:
        """The campaign calendar's week (the session's calendar)."""
        return self.session.calendar().week

    def days_pass(self, days: int, week: int) -> Outcome[SanityState]:
        """Days go by, the calendar reaching `week`: the session's weeks passing calls this (rules.days_pass)."""
        minds = self.investigators()
        return self._do(lambda s: rules.days_pass(s, minds, days, self.dice, week))

    def begin_treatment(self, character_id: int, setting: str,
                        psychoanalysis: int | None = None) -> Outcome[SanityState]:  # fmt: skip
        """Treatment begins this week; each month's roll comes when four weeks of the calendar have passed."""
        week = self.week()
        return self._for(character_id, lambda s, m: rules.begin_treatment(s, m, setting, week, psychoanalysis))

    def end_treatment(self, character_id: int) -> Outcome[SanityState]:
        return self._for(character_id, rules.end_treatment)

    def in_treatment(self, character_id: int) -> tuple[str, int, int] | None:
        return self.state.in_treatment(character_id) if self.state else None

    def set_believer(self, character_id: int, believer: bool) -> Outcome[SanityState]:
        return self._for(character_id, lambda s, m: rules.set_believer(s, m, believer))

    def believes(self, character_id: int) -> bool:
        return self.state is not None and character_id in self.state.believers

    def self_help(self, character_id: int, amounts: str) -> Outcome[SanityState]:
        return self._for(character_id, lambda s, m: rules.self_help(s, m, amounts, self.dice))

    def recovered(self, character_id: int) -> Outcome[SanityState]:
        return self._for(character_id, rules.recovered)
