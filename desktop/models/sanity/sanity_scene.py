"""The Sanity tab's scene on the kernel: its state as JSON, the investigators' minds read from the roster, and one
undoable step per operation. The campaign has one, begun by the first thing done in the tab."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import replace

from desktop.models.live_scene import Scene
from desktop.rules.dice import Dice
from desktop.rules.roster.sheet import Kind, max_sanity
from desktop.rules.sanity import minds as rules
from desktop.rules.sanity.minds import Horror, Mind, SanityState
from desktop.rules.scene import Outcome, conditions_from, is_dead
from desktop.rules.words import counted, listed
from desktop.store import character_columns


def who_rolled(minds: list[Mind]) -> tuple[int | None, str]:
    """The journal's Who of a Sanity roll: the one investigator who rolled, or the names of a group (up to three,
    then how many others), so the entry says whose it was."""
    if len(minds) == 1:
        return (minds[0].character_id, minds[0].name)
    names = [m.name for m in minds]
    if len(names) > 3:
        return (None, f"{', '.join(names[:2])} and {counted(len(names) - 2, 'other')}")
    return (None, listed(names))


class SanityScene(Scene[SanityState]):
    """What the Mythos does to the investigators' minds, step by undoable step."""

    codec = rules.CODEC

    # --- the minds ---------------------------------------------------------------------------------------------

    def investigators(self, passing_time: bool = False) -> list[Mind]:
        """Every investigator on the roster, as the Sanity rules see them, by name: two reads however long the
        roster (no sheet each), the same minds `mind` gives one by one. `passing_time`: only those days passing can
        change — in treatment, or with a condition on them (a temporary insanity ends)."""
        touched = {"ids": [t[0] for t in self.state.treating] if self.state else [], "unsettled": True}
        return self._minds_read(**(touched if passing_time else {}))

    def minds_of(self, ids: Iterable[int]) -> list[Mind]:
        """The minds of those of `ids` who are investigators, by name, as `investigators` makes them: two reads by
        key (a page of the minds table)."""
        ids = list(ids)
        return self._minds_read(ids=ids) if ids else []

    def investigator_order(self) -> list[tuple[int, bool]]:
        """(id, dead) of every investigator, by name, as `investigators` lists them: one read of one column, no mind
        made (what the minds table holds; it reads the minds a page at a time, as they are shown)."""
        return [
            (cid, bool(conditions) and conditions != "[]" and is_dead(conditions_from(json.loads(conditions))))
            for cid, conditions in character_columns.investigator_columns("conditions")
        ]

    @staticmethod
    def any_investigator(ids: Iterable[int]) -> bool:
        """Whether one of `ids` is an investigator: one read by key."""
        return any(kind == Kind.INVESTIGATOR.value for (kind,) in character_columns.columns_for(ids, "kind").values())

    @staticmethod
    def _minds_read(**chosen) -> list[Mind]:
        """The minds of every investigator, or of those `chosen` names (investigator_columns'): their Cthulhu Mythos
        read for them alone (for every investigator, the whole skill's column: one read, cheaper than by key)."""
        rows = character_columns.investigator_columns("name", "sanity", "intelligence", "conditions", **chosen)
        mythos = character_columns.mythos_values([row[0] for row in rows] if chosen else None)
        minds = []
        for cid, name, sanity, intelligence, conditions in rows:
            top = max_sanity(mythos.get(cid, 0))
            stored = json.loads(conditions) if conditions and conditions != "[]" else ()  # most hold none
            minds.append(
                Mind(cid, name, min(sanity, top), top, intelligence, mythos.get(cid, 0), conditions_from(stored))
            )
        return minds

    def mind(self, character_id: int) -> Mind | None:
        sheet = self.session.sheet(character_id).filled()
        if sheet.kind is not Kind.INVESTIGATOR:
            return None
        mythos = sheet.cthulhu_mythos
        return Mind(
            character_id,
            sheet.name,
            sheet.sanity or 0,
            sheet.max_sanity,
            sheet.intelligence,
            mythos,
            conditions_from(sheet.conditions),
        )

    def _minds(self, ids: Iterable[int]) -> list[Mind]:
        minds = [self.mind(i) for i in ids]
        return [m for m in minds if m is not None]

    # --- operations ---------------------------------------------------------------------------------------------

    def _do(
        self, operation: Callable[[SanityState], Outcome[SanityState]], actor: tuple[int | None, str] | None = None
    ) -> Outcome[SanityState]:
        """One step; the first thing done in the tab also begins the campaign's Sanity record (the same step)."""
        if self.state is None:
            return self.begin_with(SanityState(), operation, actor)
        return self.step(operation, actor)

    def suffer(
        self, character_id: int, before: int, lost: int, why: str, dice: Dice | None = None
    ) -> Outcome[SanityState] | None:
        """SAN lost to something other than a horror seen (a tome read, a spell cast), from `before`: it counts
        against the day, and 5 or more at once calls for the INT roll (rules.suffered). None for one the Sanity
        record does not keep (not an investigator)."""
        mind = self.mind(character_id)
        if mind is None:
            return None
        was = replace(mind, sanity=before)
        return self._do(lambda s: rules.suffered(s, was, lost, why, dice or self.dice), (character_id, mind.name))

    def roll(self, ids: Iterable[int], horror: Horror, hidden: bool = False) -> Outcome[SanityState]:
        """The Sanity roll of everyone in `ids`; a hidden one is flagged in the journal (the players learn later)."""
        minds = self._minds(ids)

        def operation(state: SanityState) -> Outcome[SanityState]:
            outcome = rules.sanity_rolls(state, minds, horror, self.dice)
            return replace(outcome, what=f"Hidden: {outcome.what}", hidden=True) if hidden else outcome

        return self._do(operation, who_rolled(minds))

    def add_horror(self, horror: Horror) -> Outcome[SanityState]:
        return self._do(lambda s: rules.add_horror(s, horror))

    def new_day(self) -> Outcome[SanityState]:
        """A new game day: the session moves its calendar on a day, with this record's day begun, as one step."""
        return self.session.new_day()

    def day_begins(self, day: int) -> Outcome[SanityState]:
        """Game day `day` of the session's calendar begins (the session's `new_day` calls this)."""
        return self._do(lambda s: rules.new_day(s, day))

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

    def days_pass(self, days: int, day: int, week: int) -> Outcome[SanityState]:
        """Days go by, the calendar reaching game day `day` of week `week`: the session's weeks passing calls this
        (rules.days_pass) and moves its calendar there."""
        minds = self.investigators(passing_time=True)
        return self._do(lambda s: rules.days_pass(s, minds, days, self.dice, day=day, week=week))

    def begin_treatment(
        self, character_id: int, setting: str, psychoanalysis: int | None = None
    ) -> Outcome[SanityState]:
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
