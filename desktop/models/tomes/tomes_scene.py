"""The Tomes tab's scene on the kernel: its state as JSON, the readers read from the roster (their belief from the
Sanity record), the tome and spell catalogs, and one undoable step per operation."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable

from desktop.models.dice.table_rolls import rolls_of
from desktop.models.live_scene import Scene
from desktop.rules.dice import Dice
from desktop.rules.roster.sheet import Kind, hit_points, magic_points, max_sanity
from desktop.rules.scene import Outcome, SanityChanged
from desktop.rules.tomes import shelf as rules
from desktop.rules.tomes.mythos import Spell, Tome, spell_catalog, tome_catalog
from desktop.rules.tomes.shelf import Holding, Known, Reader, TomesState
from desktop.store import character_columns

OWN_LANGUAGE = "English"  # an investigator's own language, read with Language (Own)


class TomesScene(Scene[TomesState]):
    """Tomes held, read and studied, spells learned and cast; the weeks they take are the session's calendar's."""

    codec = rules.CODEC

    # --- catalogs and readers -----------------------------------------------------------------------------------

    def tomes(self) -> dict[str, Tome]:
        """The shipped tomes and the campaign's own."""
        own = self.state.own_tomes if self.state else ()
        return {tome.title: tome for tome in (*tome_catalog(), *own)}

    def add_tome(self, tome: Tome) -> Outcome[TomesState]:
        titles, spells = set(self.tomes()), set(self.spells())
        return self._do(lambda s: rules.add_tome(s, tome, titles, spells))

    @staticmethod
    def spells() -> dict[str, Spell]:
        return {spell.name: spell for spell in spell_catalog()}

    def reader(self, character_id: int, language: str = OWN_LANGUAGE) -> Reader:
        sheet = self.session.sheet(character_id).filled()
        if sheet.kind is not Kind.INVESTIGATOR:
            raise ValueError(f"{sheet.name} is not an investigator")
        from desktop.models.sanity.sanity_scene import SanityScene

        if language == OWN_LANGUAGE:
            reading = next((s.value for s in sheet.skills if s.name == "Language (Own)"), sheet.education)
        else:
            reading = next(
                (
                    s.value
                    for s in sheet.skills
                    if s.name == "Language (Other)" and s.specialization.casefold() == language.casefold()
                ),
                1,
            )
        believer = self.session.scene(SanityScene).believes(character_id)
        return Reader(
            character_id,
            sheet.name,
            reading,
            sheet.intelligence,
            sheet.power,
            sheet.cthulhu_mythos,
            sheet.sanity or 0,
            sheet.mp,
            sheet.hp,
            believer,
            frozenset(sheet.conditions),
        )

    def readers(self, passing_time: bool = False) -> dict[int, Reader]:
        """Every investigator as `reader` gives them in their own language, read in a few queries however long the
        roster. `passing_time`: only those time can change — a tome held or a spell being learned, or fewer
        magic points than their most (weeks passing brings them back) — however long the roster."""
        from desktop.models.sanity.sanity_scene import SanityScene

        sanity = self.session.scene(SanityScene)
        columns = ("name", "intelligence", "education", "power", "constitution", "size", "mp", "hp", "sanity")
        rows = character_columns.investigator_columns(*columns, "conditions", **self._time_touches(passing_time))
        ids = [row[0] for row in rows] if passing_time else None  # their skills alone, or the whole columns'
        mythos, own = character_columns.mythos_values(ids), character_columns.skill_values("Language (Own)", ids)
        readers = {}
        for (
            cid,
            name,
            intelligence,
            education,
            power,
            con,
            size,
            mp,
            hp,
            san,
            held,
        ) in rows:
            known = mythos.get(cid, 0)
            readers[cid] = Reader(
                cid,
                name,
                own.get(cid, education),
                intelligence,
                power,
                known,
                min(san, max_sanity(known)),
                min(mp, magic_points(power)),
                min(hp, hit_points(con, size)),
                sanity.believes(cid),
                frozenset(json.loads(held) if held else ()),
            )
        return readers

    def _time_touches(self, passing_time: bool) -> dict:
        if not passing_time:
            return {}
        state = self.state or TomesState()
        ids = {h.character_id for h in state.holdings} | {item.character_id for item in state.learning}
        return {"ids": ids, "short_of_mp": True}

    def investigators(self) -> list[tuple[int, str]]:
        """(id, name) of every investigator, by name: one read however long the roster."""
        return [(cid, name) for cid, name in character_columns.investigator_columns("name")]

    def names_of(self, ids: Iterable[int]) -> dict[int, str]:
        """The names of those of `ids` who are investigators: one read by key (the shelf's readers, not the roster)."""
        return dict(character_columns.investigator_columns("name", ids=list(ids)))

    # --- operations ---------------------------------------------------------------------------------------------

    def _do(
        self,
        operation: Callable[[TomesState], Outcome[TomesState]],
        actor=None,
        dice: Dice | None = None,
        what: str = "",
    ) -> Outcome[TomesState]:
        """One step. SAN a tome or a spell costs then goes through the Sanity rules (the day's loss, the INT roll
        at 5+, insanity, bouts) in the same undo step, rolled with `dice` (the scene's own by default)."""
        from desktop.models.sanity.sanity_scene import SanityScene

        rolled = self.dice if dice is None else dice
        with rolls_of(rolled, actor), rolled.about(what=what):  # a refusal is raised here, before anything is written
            outcome = operation(self.state or TomesState())
        losses = [e for e in outcome.effects if isinstance(e, SanityChanged) and e.after < e.before]
        if not losses:
            return self._push(outcome, actor)
        sanity = self.session.scene(SanityScene)
        with self.session.one_step(outcome.what):
            self._push(outcome, actor)
            for loss in losses:
                sanity.suffer(loss.character_id, loss.before, loss.before - loss.after, outcome.what, dice or self.dice)
        return outcome

    def _push(self, outcome: Outcome[TomesState], actor) -> Outcome[TomesState]:
        if self.state is None:
            return self.begin_with(TomesState(), lambda _s: outcome, actor)
        return self.step(lambda _s: outcome, actor)

    def _tome(self, title: str) -> Tome:
        tome = self.tomes().get(title)
        if tome is None:
            raise ValueError(f"no tome called {title!r}")
        return tome

    def give(self, character_id: int, title: str) -> Outcome[TomesState]:
        tome, reader = self._tome(title), self.reader(character_id)
        return self._do(lambda s: rules.give(s, reader, tome), (character_id, reader.name))

    def read(self, character_id: int, title: str, pushed: bool = False, anyway: bool = False) -> Outcome[TomesState]:
        """The reading roll; after a failure, a fresh try waits for time to pass unless `anyway`."""
        tome = self._tome(title)
        reader = self.reader(character_id, tome.language)
        return self._do(
            lambda s: rules.initial_reading(s, reader, tome, self.dice, pushed, anyway),
            (character_id, reader.name),
            what=self.tr("{} reading {} ({})").format("pushed" if pushed else "initial", title, tome.language),
        )

    def study(self, character_id: int, title: str) -> Outcome[TomesState]:
        tome, reader = self._tome(title), self.reader(character_id)
        return self._do(lambda s: rules.begin_study(s, reader, tome), (character_id, reader.name))

    def pause(self, character_id: int, title: str, paused: bool) -> Outcome[TomesState]:
        tome, reader = self._tome(title), self.reader(character_id)
        return self._do(lambda s: rules.pause_study(s, reader, tome, paused), (character_id, reader.name))

    def week_passes(self, weeks: int, week: int) -> Outcome[TomesState]:
        """Studies, spells being learned and magic points over `weeks` weeks, the calendar reaching week `week`: the
        session's weeks passing calls this, with the Sanity record's days, and moves its calendar, as one step."""
        readers = self.readers(passing_time=True)
        return self._do(lambda s: rules.week_passes(s, readers, self.tomes(), self.dice, weeks, week=week))

    def san_weeks(self, weeks: int) -> tuple[int, ...]:
        """The weeks of the next `weeks` in which a study ends that costs a believer SAN (rules.san_weeks)."""
        if self.state is None:
            return ()
        return rules.san_weeks(self.state, self.readers(passing_time=True), self.tomes(), weeks)

    def reference(self, character_id: int, title: str) -> Outcome[TomesState]:
        tome, reader = self._tome(title), self.reader(character_id)
        return self._do(
            lambda s: rules.reference(s, reader, tome, self.dice),
            (character_id, reader.name),
            what=self.tr("looking something up in {}").format(title),
        )

    def learn(
        self, character_id: int, title: str | None, spell: str, int_roll: bool = False, source: str = "book"
    ) -> Outcome[TomesState]:
        tome = self._tome(title) if source == "book" else None
        reader, known = self.reader(character_id), self.spells().get(spell)
        if known is None:
            raise ValueError(f"no spell called {spell!r}")
        return self._do(
            lambda s: rules.learn_spell(s, reader, tome, known, self.dice, int_roll, source),
            (character_id, reader.name),
            what=self.tr("learning {}").format(spell),
        )

    def hours_pass(self, hours: int) -> Outcome[TomesState]:
        readers = list(self.readers(passing_time=True).values())
        return self._do(lambda s: rules.hours_pass(s, readers, hours))

    def cast(
        self,
        character_id: int,
        spell: str,
        push_failed: bool = False,
        won_opposed_pow: bool = False,
        target: tuple[str, int] | None = None,
        dice: Dice | None = None,
    ) -> Outcome[TomesState]:
        """Cast a known spell; `target` (name, POW) rolls a spell's opposed POW roll against them; `dice` roll it
        (a fight's own, for a spell cast in it), the scene's by default."""
        reader, known = self.reader(character_id), self.spells().get(spell)
        if known is None:
            raise ValueError(f"no spell called {spell!r}")
        rolled = dice or self.dice
        return self._do(
            lambda s: rules.cast(s, reader, known, rolled, push_failed, won_opposed_pow, target),
            (character_id, reader.name),
            rolled,
            self.tr("casting {}").format(spell),
        )

    def known(self, character_id: int, spell: str) -> Known | None:
        """How far an investigator is with a spell they know (a first casting failed, cast before), or None."""
        state = self.state
        return next(
            (k for k in (state.known if state else ()) if (k.character_id, k.spell) == (character_id, spell)), None
        )

    def holding(self, character_id: int, title: str) -> Holding | None:
        held = self.state.holdings if self.state else ()
        return next((h for h in held if (h.character_id, h.title) == (character_id, title)), None)
