"""The open campaign as a QObject: its undo stack, its table models, and every change made to it.

Each change is a QUndoCommand whose redo and undo each write one transaction with a journal entry. The first
write happens before the command is pushed, so a refused change never reaches the stack. Later scenes (the
Combat tab's encounter, chases) follow the same pattern: a QObject owning its models, exposing operations.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal
from shiboken6 import isValid

from desktop.models.campaign_time import Calendar, CalendarChange
from desktop.models.changes import CALENDAR, EVERYTHING, NOTHING, Changes
from desktop.models.commands import OneStep, StoreCommand, UndoHistory
from desktop.models.dice.table_rolls import rolls_of, typed_detail, with_typed
from desktop.models.journal_model import JournalModel
from desktop.models.people_model import PeopleModel
from desktop.models.roster.roster_changes import (
    BestiaryChange,
    CatalogChange,
    CharacterChange,
    CombatRulesChange,
    LuckBought,
)
from desktop.models.roster.roster_model import RosterModel
from desktop.rules.conditions import LASTING_CONDITIONS, Condition, conditions_from
from desktop.rules.dice import Dice
from desktop.rules.roster.sheet import TRACKER_LABELS, CharacterSheet, Kind, Weapon, merged
from desktop.rules.table_dice import TableDice
from desktop.store import campaign_catalog, character_rows, journal
from desktop.store.campaign_file import (
    COMBAT_RULES,
    campaign_calendar,
    campaign_name,
    combat_rules,
    current_path,
    is_read_only,
    transaction,
)

if TYPE_CHECKING:
    from desktop.rules.bestiary import Creature
    from desktop.rules.roster.development import DevelopmentResult
    from desktop.rules.roster.healing import Patient
    from desktop.rules.scene import Outcome

SceneT = TypeVar("SceneT")


SEVENTH, RISING = "7e", "rising"


class CampaignSession(QObject):
    """The open campaign: roster and journal models, the undo stack, and the roster's operations."""

    changed = Signal(object)  # one Changes per user operation, once its transaction is over: what to show afresh
    error = Signal(str)  # an undo or redo the file refused: the message to show
    tab_wanted = Signal(str)  # one scene handed over to another: the title of the tab to show ("Combat", "Chase")
    damaged = Signal(str)  # the file failed a read while showing it: it must be closed
    open_wanted = Signal(str, object)  # a thing to show in its tab: (kind, key) as the search names them

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = UndoHistory(self)
        # Every tab's dice: the app's own, or the faces the table rolled once the window gives them an asker.
        self.dice = TableDice()
        self.secret_rolls = False  # the scenes' rolls kept off the players' window (File > Who Rolls the Dice)
        self.restoring = False  # set while the stack is stepped back after a refused undo: commands write nothing
        self.roster = RosterModel(self)
        self.roster.read_failed.connect(self.damaged)
        self.journal = JournalModel(parent=self)
        self.people = PeopleModel(self)  # every picker's list of characters
        self._scenes: dict[type, QObject] = {}
        self._gathering: list[OneStep] = []  # the user actions being made, innermost last (see `one_step`)
        self._operations = 0  # how deep in `operation` the session is: `changed` is emitted when back at 0
        self._pending = NOTHING  # what the operation under way has changed so far
        self._scenes_shown: weakref.WeakSet[QObject] = weakref.WeakSet()  # every scene made for this campaign
        self.reload()

    def scene(self, kind: type[SceneT]) -> SceneT:
        """The one scene object of a kind for this campaign (the Sanity record, the Tomes), shared by every tab
        that reads or changes it, so none works from an out-of-date copy."""
        if kind not in self._scenes:
            self._scenes[kind] = kind(self, parent=self)
        return self._scenes[kind]  # type: ignore[return-value]

    def _calendar_moved(self) -> None:
        self.note(Changes.of(settings=(CALENDAR,)))

    # --- the campaign calendar ------------------------------------------------------------------------------

    def calendar(self) -> Calendar:
        """The one place that says what day and week it is, for every tab: kept in the campaign file by the session,
        moved only by the steps that make time pass (`new_day`, `weeks_pass`), in the same undo step."""
        return Calendar(*campaign_calendar())

    def new_day(self) -> Outcome:
        """A new game day on the calendar, as one undo step: the Sanity record's day's losses start again."""
        from desktop.models.sanity.sanity_scene import SanityScene

        before = self.calendar()
        after = before.passed(days=1)
        with self.one_step(f"Day {after.day} begins"):
            outcome = self.scene(SanityScene).day_begins(after.day)
            self.push(CalendarChange(self, before, after, self._calendar_moved))
        return outcome

    def weeks_pass(self, weeks: int) -> Outcome:
        """The calendar moves on `weeks` weeks as ONE undo step for every tab: new game days (the day's losses start
        again, temporary insanity is over, months of treatment that end are rolled for), then studies, spells
        being learned and magic points (a tome's SAN loss goes through the Sanity rules in the same step). The
        Sanity and Tomes rules are told the calendar; the session moves it, in the same transaction."""
        from desktop.models.sanity.sanity_scene import SanityScene
        from desktop.models.tomes.tomes_scene import TomesScene
        from desktop.rules.scene import Outcome
        from desktop.rules.tomes.shelf import MOST_WEEKS

        if not 1 <= weeks <= MOST_WEEKS:
            raise ValueError(f"Weeks must be between 1 and {MOST_WEEKS}, not {weeks}")
        start = self.calendar()
        week = start.week + weeks
        said = "A week passes" if weeks == 1 else f"{weeks} weeks pass"
        sanity, tomes = self.scene(SanityScene), self.scene(TomesScene)
        parts: list[Outcome] = []
        with self.one_step(f"{said} (to week {week})"):
            done = 0
            while done < weeks:  # the span is cut after each week a study costs SAN: the days after it pass after it
                ends = tomes.san_weeks(weeks - done)
                span = ends[0] if ends else weeks - done
                done += span
                reached = start.passed(days=7 * done, weeks=done)
                parts.append(sanity.days_pass(7 * span, reached.day, reached.week))
                parts.append(tomes.week_passes(span, reached.week))
            self.push(CalendarChange(self, start, start.passed(days=7 * weeks, weeks=weeks), self._calendar_moved))
        if len(parts) == 2:
            lines = tuple(line for part in parts for line in part.lines)
        else:  # say where each part of the span ends
            lines = tuple(line for part in parts for line in (part.what, *part.lines))
        return Outcome(
            None,
            f"Week {week}: {said.lower()}",
            lines,
            checks=tuple(c for part in parts for c in part.checks),
            effects=tuple(e for part in parts for e in part.effects),
        )

    @property
    def name(self) -> str:
        return campaign_name()

    @property
    def combat_rules(self) -> str:
        """ "7e" or "rising": the campaign's choice of combat rules."""
        return combat_rules()

    def add_to_bestiary(self, character_id: int, san_loss: str, aptitude: str = "neither") -> None:
        """A roster NPC or monster kept in the campaign's bestiary, to add by the dozen to fights and chases."""
        from desktop.rules.bestiary import creature_from_sheet

        creature = creature_from_sheet(self.sheet(character_id), san_loss, aptitude)
        self.push(BestiaryChange(self, creature, creature.name, f"{creature.name} added to the bestiary"))

    def set_combat_rules(self, value: str) -> None:
        """Switch the campaign's combat rules, one undo step; the Combat tab follows."""
        if value not in COMBAT_RULES:
            raise ValueError(f"Combat rules: {' or '.join(COMBAT_RULES.values())}, not {value!r}")
        if value != self.combat_rules:
            self.push(CombatRulesChange(self, self.combat_rules, value))

    @property
    def path(self) -> Path | None:
        return current_path()

    def reload(self) -> None:
        self.roster.reload()
        self.journal.reload()  # read lazily: the first page comes when a view asks
        self.people.reload()

    @property
    def read_only(self) -> bool:
        return is_read_only()

    # --- operations and what they change ---------------------------------------------------------------------

    @contextmanager
    def operation(self) -> Iterator[None]:
        """One user operation (a step, an edit, an import, an undo or a redo): what it changes is noted as it goes
        and told once, by one `changed`, when the outermost operation is over (refused part-way: what the rollback
        showed again, never half of it)."""
        self._operations += 1
        try:
            yield
        finally:
            self._operations -= 1
            if self._operations == 0:
                self._tell()

    def note(self, changes: Changes) -> None:
        """Something the operation under way changed (outside any operation: told at once)."""
        self._pending |= changes
        if self._operations == 0:
            self._tell()

    def _tell(self) -> None:
        changes, self._pending = self._pending, NOTHING
        if not changes:
            return
        if changes.journal:
            self.journal.pull_new()
        self.people.follow(changes)
        for scene in list(self._scenes_shown):  # the scenes follow first, then the tabs that show them
            if isValid(scene):
                scene.follow(changes)
        self.changed.emit(changes)

    def scene_made(self, scene: QObject) -> None:
        """A scene of this campaign (`Scene.__init__`): told what each operation changed before the tabs are."""
        self._scenes_shown.add(scene)

    def push(self, command: StoreCommand) -> None:
        """Write a command's change and put it on the undo stack; raises (ValueError or StoreError) and writes
        nothing when refused. A tracker change right after another of the same tracker merges into its step.
        Within `one_step` the change becomes a part of that step instead."""
        with self.operation():
            self._push(command)

    def _push(self, command: StoreCommand) -> None:
        if self._gathering:
            command.write_first()
            self._gathering[-1].parts.append(command)
            return
        stack = self.undo_stack
        top = stack.command(stack.index() - 1) if stack.index() == stack.count() and stack.index() > 0 else None
        if isinstance(command, CharacterChange) and command.merges_into(top):
            command.write_merged(top)
        else:
            command.write_first()
        command.game_session = journal.open_session_id()  # Undo asks first once that session has ended
        stack.push(command)

    @contextmanager
    def one_step(self, text: str) -> Iterator[None]:
        """Every change pushed inside is one user action: one transaction (refused or killed part-way, the file
        holds none of it, and what is shown is read back from the file) and one undo step named `text`."""
        with self.operation():
            yield from self._one_step(text)

    def _one_step(self, text: str) -> Iterator[None]:
        step = OneStep(self, text)
        self._gathering.append(step)
        try:
            try:
                with transaction():
                    yield
            finally:
                self._gathering.pop()
        except BaseException:
            self.show_as_written(step.touched())
            raise
        if not step.parts:
            return
        if self._gathering:  # a step inside another is one part of it
            self._gathering[-1].parts.append(step)
            return
        step._written = True
        step.game_session = journal.open_session_id()
        self.undo_stack.push(step)

    def all_or_none(self, step: StoreCommand, write: Callable[[], object]) -> None:
        """Run `write` in one transaction; when anything in it fails, the file is rolled back and the scenes and
        characters it touched are shown again as the file holds them."""
        with self.operation():
            try:
                with transaction():
                    write()
            except BaseException:
                self.show_as_written(step.touched())
                raise

    def show_as_written(self, characters: tuple[int, ...] = ()) -> None:
        """Show every scene and these characters as the file holds them (after a write was rolled back)."""
        for scene in self._scenes.values():
            scene.read_again()
        for character_id in characters:
            self.character_written(character_id)
        self.journal.reload()
        self.note(EVERYTHING)

    def refused(self, message: str, direction: int) -> None:
        """An undo (-1) or redo (+1) the file refused: step the stack back where it was and say why."""
        stack = self.undo_stack
        target = stack.index() - direction
        QTimer.singleShot(0, lambda: self._restore_index(target))
        self.error.emit(message)

    def _restore_index(self, index: int) -> None:
        # Moving the stack's index runs undo/redo again; block that write with a flag the commands check.
        self.restoring = True
        try:
            self.undo_stack.setIndex(index)
        finally:
            self.restoring = False

    def character_written(self, character_id: int) -> None:
        """Refresh what shows one character after a write (or undo)."""
        row = character_rows.roster_row(character_id)
        if row is None:
            self.roster.remove(character_id)
        else:
            self.roster.upsert(row)
        self.journal.pull_new()
        self.note(Changes.of(characters=(character_id,), journal=True))

    # --- roster operations ----------------------------------------------------------------------------------

    def sheet(self, character_id: int) -> CharacterSheet:
        return character_rows.load_sheet(character_id)

    def add_character(self, sheet: CharacterSheet) -> int:
        command = CharacterChange(self, None, None, sheet, f"Added {sheet.name.strip()}")
        self.push(command)
        return command.character_id

    def add_characters(self, sheets: list[CharacterSheet], what: str, creatures: Sequence[Creature] = ()) -> list[int]:
        """Characters brought in together (an import), and the bestiary entries that came with them (a creature's SAN
        loss, kept there): one step, one transaction; refused, none of them is added."""
        with self.one_step(what):
            ids = [self.add_character(sheet) for sheet in sheets]
            for creature in creatures:
                self.push(BestiaryChange(self, creature, creature.name, f"{creature.name} added to the bestiary"))
            return ids

    def update_character(
        self, character_id: int, sheet: CharacterSheet, original: CharacterSheet | None = None
    ) -> None:
        """Save an edited sheet. With `original` (the sheet the editor started from), only what the Keeper changed
        is written, onto the sheet as it is now: HP lost in a fight while the editor was open stays lost."""
        before = self.sheet(character_id)
        after = character_rows.validated(merged(before, original, sheet) if original is not None else sheet)
        if after == before:
            return
        self.push(CharacterChange(self, character_id, before, after, f"Edited {after.name.strip()}"))

    def duplicate_character(self, character_id: int) -> int:
        original = self.sheet(character_id)
        copy = replace(original, name=self._copy_name(original.name))
        command = CharacterChange(self, None, None, copy, f"Duplicated {original.name} as {copy.name}")
        self.push(command)
        return command.character_id

    def delete_character(self, character_id: int) -> None:
        before = self.sheet(character_id)
        self.push(CharacterChange(self, character_id, before, None, f"Deleted {before.name}"))

    def set_tracker(self, character_id: int, tracker: str, value: int, why: str = "") -> None:
        """Set HP, MP, SAN or Luck; raises ValueError naming the field when out of range."""
        before = self.sheet(character_id)
        old = getattr(before, tracker)
        after = character_rows.with_tracker(before, tracker, value)
        if value == old:
            return
        label = TRACKER_LABELS[tracker]
        text = f"{before.name}: {label} {old} → {value}" + (f" ({why})" if why else "")
        detail = {"tracker": tracker, "from": old, "to": value}
        self.push(CharacterChange(self, character_id, before, after, text, detail))

    def buy_roll_with_luck(
        self,
        character_id: int,
        luck_after: int,
        what: str,
        result: str,
        dice: str,
        undone: str,
        roll_entry: int | None = None,
        hidden: bool = False,
    ) -> None:
        """Luck spent on a roll: the character's Luck set to `luck_after`, one undo step, journalled as a roll that
        reads `what` / `result` (its undo reads `undone`), standing for the journal entry `roll_entry` (the roll as
        it fell); `hidden` for a roll made behind the Keeper's screen."""
        before = self.sheet(character_id)
        after = character_rows.with_tracker(before, "luck", luck_after)
        self.push(LuckBought(self, character_id, before, after, what, result, dice, undone, roll_entry, hidden))

    def adjust_tracker(self, character_id: int, tracker: str, delta: int) -> None:
        current = getattr(self.sheet(character_id), tracker)
        self.set_tracker(character_id, tracker, current + delta)

    def development_preview(self, character_id: int) -> list[str]:
        """What the development phase would roll for one investigator (nothing is rolled or changed)."""
        from desktop.rules.roster.development import development_preview

        return development_preview(self._developing(character_id))

    def _developing(self, character_id: int) -> CharacterSheet:
        sheet = self.sheet(character_id)
        if sheet.kind is not Kind.INVESTIGATOR:
            raise ValueError(f"{sheet.name} is not an investigator: only investigators develop")
        return sheet

    def development_phase(self, character_id: int, dice: Dice | None = None) -> DevelopmentResult:
        """Roll the development phase for one investigator: one undoable change with every check journalled."""
        from desktop.rules.roster.development import development_phase  # between sessions: kept out of start-up

        before = self._developing(character_id)
        dice = dice or self.dice
        with rolls_of(dice, (character_id, before.name)), dice.about(what="development phase"):
            result = development_phase(before, dice)
        text = f"Development phase for {before.name}"
        # SAN from skill mastery is recorded for the SAN history (the Sanity tab's chart), not only told.
        moved = (
            {"sanity": {"from": before.sanity, "to": result.sheet.sanity}}
            if (result.sheet.sanity != before.sanity)
            else {}
        )
        # the skills it improved, for the session's recap
        improved = [{"skill": i.skill, "from": i.before, "to": i.after} for i in result.improvements if i.gain]
        moved |= {"improved": improved} if improved else {}
        said, typed = with_typed(result.describe().replace("\n", "; "), dice)
        self.push(
            CharacterChange(
                self, character_id, before, result.sheet, text, typed_detail(moved or None, typed), result=said
            )
        )
        return result

    def power_improvement(self, character_id: int, dice: Dice, why: str) -> str:
        """The POW improvement roll (after a Luck roll of 01, or winning a POW contest with a spell): 1D100 above
        POW, or 96+, adds 1D10 POW for good — one undoable change; otherwise just journalled."""
        from desktop.rules.tomes.mythos import power_improves

        before = self.sheet(character_id)
        with dice.about(before.name, "POW improvement roll", investigator=before.kind is Kind.INVESTIGATOR):
            roll = dice.roll(100)
            gain = dice.roll(10) if power_improves(roll, before.power) else 0
        if not gain:
            text = f"POW improvement roll ({why}): 1D100 = {roll}, not over POW {before.power}"
            said, typed = with_typed("", dice)
            journal.append(
                "roll",
                f"{before.name}: {text}",
                actor_id=character_id,
                actor=before.name,
                dice=said,
                detail=typed_detail(None, typed),
            )
            self.journal.pull_new()
            self.note(Changes.of(journal=True))
            return text
        power = min(before.kind.value_limit, before.power + gain)
        text = f"{before.name}: POW {before.power} → {power} ({why}: 1D100 = {roll} over POW, +1D10 = {gain})"
        said, typed = with_typed(text, dice)
        self.push(
            CharacterChange(self, character_id, before, replace(before, power=power), said, typed_detail(None, typed))
        )
        return text

    def insanity_reminders(self, character_id: int | None) -> list[str]:
        """The phobias and manias that cost this investigator a penalty die while insane (none when sane)."""
        from desktop.rules.sanity.insanity import insanity_reminders

        if character_id is None:
            return []
        sheet = self.sheet(character_id)
        insane = bool({Condition.TEMPORARY_INSANITY, Condition.INDEFINITE_INSANITY} & conditions_from(sheet.conditions))
        return insanity_reminders(sheet.notes, insane)

    # --- harm, healing and conditions on the roster ------------------------------------------------------------

    def patient(self, character_id: int) -> Patient:
        from desktop.rules.roster.healing import Patient  # between scenes: kept out of start-up

        sheet = self.sheet(character_id).filled()
        return Patient(
            character_id, sheet.name, sheet.hp, sheet.max_hp, sheet.constitution, conditions_from(sheet.conditions)
        )

    def treat(self, character_id: int, operation: Callable[[Patient], Outcome[Patient]]) -> Outcome[Patient]:
        """Harm or heal one character outside a fight (rules/healing.py): one undoable change, its dice in the
        journal. Raises ValueError (nothing written) when the rules refuse."""
        before = self.sheet(character_id)
        with rolls_of(self.dice, (character_id, before.name)):
            outcome = operation(self.patient(character_id))
        kept = tuple(c for c in before.conditions if c not in LASTING_CONDITIONS)
        after = replace(before, hp=outcome.state.hp, conditions=(*kept, *sorted(outcome.state.conditions)))
        from desktop.rules.scene import check_to_data

        detail = {"checks": [check_to_data(c) for c in outcome.checks]} if outcome.checks else {}
        if after.hp != before.hp or set(after.conditions) - set(before.conditions):  # for the log card and the recap
            gained = [c for c in after.conditions if c not in before.conditions]
            hp = {"hp": [before.hp, after.hp], "max_hp": outcome.state.max_hp} if after.hp != before.hp else {}
            detail["harm"] = [{"name": before.name, **hp, **({"gained": gained} if gained else {})}]
        said, typed = with_typed(outcome.text, self.dice)
        journalled = typed_detail(detail or None, typed)
        self.push(CharacterChange(self, character_id, before, after, outcome.what, journalled, result=said))
        return outcome

    def set_condition(self, character_id: int, condition: Condition, on: bool) -> None:
        """The Keeper sets or clears a lasting condition by hand; undoable."""
        from desktop.rules.roster.healing import with_condition

        before = self.sheet(character_id)
        held = conditions_from(before.conditions) & LASTING_CONDITIONS
        if (condition in held) == on:
            return
        now = with_condition(held, condition, on)
        # What came along with it is said too: "now stabilised, no longer dying".
        gained = [c.value for c in Condition if c in now - held]
        lost = [c.value for c in Condition if c in held - now]
        words = [f"{lead} {' and '.join(names)}" for lead, names in (("now", gained), ("no longer", lost)) if names]
        stored = [c for c in before.conditions if c not in LASTING_CONDITIONS or Condition(c) in now]
        after = replace(before, conditions=(*stored, *gained))
        self.push(CharacterChange(self, character_id, before, after, f"{before.name}: {', '.join(words)}"))

    # --- scenes that hand over to each other (scenes never call each other: the session routes) ------------------

    def fight_from_chase(self, location: int) -> Outcome:
        """Those of the chase at a location fight it out: a fight begins in the Combat tab with them, their HP,
        conditions and weapons as the chase has them, and the chase holds them there until the fight ends and
        gives them back (`on_scene_end`). One undo step and one transaction: the fight begun and the chase marking
        them away."""
        from desktop.models.chase.chase_scene import ChaseScene
        from desktop.models.combat.fight_scene import Encounter
        from desktop.rules.chase import to_fight
        from desktop.rules.combat import fight as fights
        from desktop.rules.combat import turn_order
        from desktop.rules.scene import Outcome

        if self.combat_rules != SEVENTH:
            raise ValueError(
                "Start a fight: this campaign fights by the Cthulhu Rising rules; add them in the Combat tab by hand"
            )
        chase, fight = self.scene(ChaseScene), self.scene(Encounter)
        if chase.state is None:
            raise ValueError("No chase is under way")
        if fight.state is not None:
            raise ValueError(f"{fight.state.name} is still under way in the Combat tab: end it first")
        state = chase.refreshed(chase.state)
        there = to_fight.fighters_at(state, location)
        keys: dict[int, int] = {}

        def begin(start: fights.EncounterState) -> Outcome:
            lines, current = [], start
            for runner in there:
                keys[runner.key] = current.next_key
                fighter, carried = to_fight.into_fight(state, runner)  # a vehicle's armour comes too
                joined = turn_order.add_combatant(current, fighter, fight.dice)
                current, lines = joined.state, [*lines, *joined.lines, *([carried] if carried else [])]
            return Outcome(current, f"{current.name} begins", tuple(lines))

        name = f"{state.name}: the fight at location {location}"
        with self.one_step(f"A fight at location {location} of {state.name}"):
            outcome = fight.begin_with(fights.EncounterState(name=name), begin)
            chase.send_to_fight(location, keys)
        self.tab_wanted.emit("Combat")
        return outcome

    def on_scene_end(self, scene: QObject) -> Callable[[], object] | None:
        """What ending a scene hands to another, as a step to take first in the same undo step, or None: a fight
        begun from the chase gives its fighters back to it, as the fight left them."""
        from desktop.models.chase.chase_scene import ChaseScene

        if getattr(scene, "kind", "") != "combat" or scene.state is None:
            return None
        chase = self.scene(ChaseScene)
        if not chase.away_in_fight:
            return None
        fight = scene.refreshed(scene.state)

        def hand_back() -> None:
            chase.back_from_fight(fight)
            self.tab_wanted.emit("Chase")

        return hand_back

    # --- the campaign's catalog -----------------------------------------------------------------------------

    def weapons(self) -> list[Weapon]:
        """Every weapon a sheet can take: the built-in table, then the campaign's own."""
        return campaign_catalog.all_weapons()

    def save_catalog_weapon(self, weapon: Weapon) -> None:
        """Keep a weapon in the campaign's catalog (replacing one of the same name); undoable."""
        before = next((w for w in campaign_catalog.campaign_weapons() if w.name == weapon.name.strip()), None)
        self.push(CatalogChange(self, before, weapon, f"Saved {weapon.name.strip()} to the weapon catalog"))
        self.journal.pull_new()

    def _copy_name(self, name: str) -> str:
        taken = {row[1] for row in character_rows.character_choices()}
        candidates = (f"{name} (copy)" if n == 1 else f"{name} (copy {n})" for n in range(1, len(taken) + 2))
        return next(c for c in candidates if c not in taken)
