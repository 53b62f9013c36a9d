"""The scene kernel: a `Scene[S]` QObject that every tab's scene (a fight, a chase, a Sanity scene) builds on.

The base owns the plumbing once: loading the kind's active scene, one undo command per operation (state before
and after, written whole with the step's effects on characters and one journal entry, in one transaction), and
ending and reopening. A subclass gives its kind's codec (its name, state class and JSON version, from which the
state is written and read strictly) and adds operations:

    class Tally(Scene[TallyState]):
        codec = SceneCodec("tally", TallyState, "the tally")
        def bump(self): return self.step(lambda s: rules.bump(s, self.dice))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand

from desktop.models.changes import Changes
from desktop.models.commands import StoreCommand
from desktop.models.dice.table_rolls import rolls_of
from desktop.rules.codec import SceneCodec
from desktop.rules.dice import Dice
from desktop.rules.scene import Outcome, Participant, followed, harm_between, participant_effects
from desktop.rules.table_dice import TYPED_AT_THE_TABLE, typed_dice
from desktop.store import character_rows, scenes

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession

S = TypeVar("S")


class _FromCodec:
    """A scene's kind or version, read from its codec (on the class and on each scene)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, scene: Any, owner: type) -> Any:
        return getattr(owner.codec, self.name)


class Scene(QObject, Generic[S]):
    """The kind's active scene of the open campaign; every operation is one undoable, journalled step."""

    codec: ClassVar[SceneCodec[Any]]
    kind = _FromCodec("kind")
    version = _FromCodec("version")
    journal_kind: ClassVar[str] = ""  # the journal's kind for this scene's entries; the scene kind when empty

    def __init__(self, session: CampaignSession, dice: Dice | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dice = dice or session.dice
        self.scene_id: int | None = None
        self.state: S | None = None
        self.load_problem: str | None = None
        self._read()
        self.ready()
        session.scene_made(self)

    def _read(self) -> None:
        try:
            found = scenes.load_active(self.kind, self.decode)
        except scenes.StoreError as exc:  # a scene from a newer version: say so, never overwrite it
            found, self.load_problem = None, str(exc)
        self.scene_id, self.state = (found[0], self.refreshed(found[1])) if found is not None else (None, None)

    def read_again(self) -> None:
        """Show the scene as the file holds it (a step that failed part-way was rolled back; the session tells
        everything changed)."""
        self._read()
        self.shown(self.state)

    # --- what a subclass provides ---------------------------------------------------------------------------------

    def encode(self, state: S) -> dict[str, Any]:
        """The state as JSON data of this kind's `version`."""
        return self.codec.encode(state)

    def decode(self, version: int, data: dict[str, Any]) -> S:
        """The state from JSON data of this version or an older one (upgraded step by step); raises ValueError (a
        CodecError naming the place) on a newer version, an unknown key or a value of the wrong type."""
        return self.codec.decode(version, data)

    def ready(self) -> None:
        """Set up what the scene holds beside its state (a table model, a worker), once the state is read."""

    def name_of(self, state: S) -> str:
        return getattr(state, "name", self.kind)

    def participants(self, state: S) -> Iterable[Participant]:
        """Everyone in the state who may be a roster character (a fight's combatants); none by default."""
        return ()

    def with_participants(self, state: S, fresh: Callable[[Participant], Participant]) -> S:
        """The state with each participant replaced by `fresh(participant)`; a kind with participants gives it."""
        return state

    def refreshed(self, state: S) -> S:
        """The state with its linked participants as their roster sheets stand now (HP, conditions, weapons,
        skills), whatever the scene holds of them kept."""
        linked = {p.character_id for p in self.participants(state) if p.linked and p.character_id is not None}
        if not linked:
            return state
        sheets = character_rows.sheets(linked)
        return self.with_participants(state, lambda p: followed(p, sheets))

    def settle(self, before: S, outcome: Outcome[S]) -> Outcome[S]:
        """The outcome with the effects its participants' changes make on their sheets (the one diff)."""
        return outcome.with_effects(participant_effects(self.participants(before), self.participants(outcome.state)))

    def shown(self, state: S | None) -> None:
        """Show a state just written or undone (a subclass updates its table models here)."""

    def follow(self, changes: Changes) -> None:
        """What an operation changed, told to the scene before the tabs: a roster edit to a linked participant
        shows in the scene at once (a weapon added on the Roster is theirs here). A kind may do more (a fight's
        forecast goes out of date)."""
        if self.state is None:
            return
        linked = {p.character_id for p in self.participants(self.state) if p.linked and p.character_id is not None}
        if linked and changes.touches_any_character(linked):
            fresh = self.refreshed(self.state)
            if fresh != self.state:
                self.state = fresh
                self.shown(fresh)

    # --- the kernel ---------------------------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        return self.state is not None

    @property
    def journal_as(self) -> str:
        return self.journal_kind or self.kind

    def step(
        self, operation: Callable[[S], Outcome[S]], actor: tuple[int | None, str] | None = None, merge: str = ""
    ) -> Outcome[S]:
        """Run one pure operation on the scene as it stands and push it as one undo step.

        A step with a `merge` name joins the undo step before it when that one is of the same name on this scene
        (the strike ranks of a fight passed one after another undo as one); each keeps its own journal entry.
        Raises ValueError (a refusal) or StoreError (the file said no); nothing is written then."""
        if self.state is None:
            raise ValueError(self.tr("Nothing is under way: start one first"))
        before = self.refreshed(self.state)
        with rolls_of(self.dice, actor):
            outcome = self._kept_secret(self.settle(before, operation(before)))
        self.session.push(SceneStep(self, before, outcome, actor, merge, typed_dice(self.dice)))
        return outcome

    def _kept_secret(self, outcome: Outcome[S]) -> Outcome[S]:
        """A step that rolled, made while File > Who Rolls the Dice > Roll in Secret is ticked (the Dice tab asks the
        same switch beside its own Secret box): hidden from the players' window and marked so in the journal, as a
        hidden Sanity roll is."""
        secret = getattr(self.session, "secret_rolls", False) and outcome.checks and not outcome.hidden
        return replace(outcome, hidden=True) if secret else outcome

    def merged_what(self, before: S, after: S, last: str) -> str:
        """The undo step's name for a run of merged steps from `before` to `after` (`last`: the newest one's)."""
        return last

    def refusal_to_begin(self) -> str:
        """Why a new scene of this kind may not begin now ("" when it may): one is under way. A button that begins
        one is greyed with this as its reason, before anything is asked."""
        if self.state is None:
            return ""
        return self.tr("{} is still under way: end it first").format(self.name_of(self.state))

    def begin(self, state: S, what: str) -> Outcome[S]:
        """Start a new scene of this kind (undo takes it back)."""
        if refused := self.refusal_to_begin():
            raise ValueError(refused)
        self.scene_id = None
        outcome: Outcome[S] = Outcome(state, what)
        self.session.push(SceneStep(self, None, outcome, None))
        return outcome

    def begin_with(
        self, initial: S, operation: Callable[[S], Outcome[S]], actor: tuple[int | None, str] | None = None
    ) -> Outcome[S]:
        """Start a new scene of this kind with its first operation, as one undo step (undo ends it again): for a
        kind that is always there to use, such as the campaign's Sanity record."""
        if refused := self.refusal_to_begin():
            raise ValueError(refused)
        with rolls_of(self.dice, actor):
            outcome = self._kept_secret(self.settle(initial, operation(initial)))
        self.scene_id = None
        self.session.push(SceneStep(self, None, outcome, actor, typed=typed_dice(self.dice)))
        return outcome

    def end(self) -> None:
        """Close the scene; it stays in the file and the journal (Edit > Undo reopens it). A scene waiting on this one
        (a chase whose participants went into this fight) first takes back what it lent, in the same undo step:
        the session routes it, as scenes never call each other."""
        if self.state is None or self.scene_id is None:
            return
        hand_back = self.session.on_scene_end(self)
        if hand_back is None:
            self.session.push(SceneEnded(self))
            return
        with self.session.one_step(self.tr("{} ends").format(self.name_of(self.state))):
            hand_back()
            self.session.push(SceneEnded(self))

    def written(self, scene_id: int | None, state: S | None, touched: tuple[int, ...] = ()) -> None:
        """After a write: remember and show the state (None: no scene under way), refresh touched characters; the
        session tells the tabs once the operation is over."""
        self.scene_id = scene_id
        self.state = state
        self.shown(state)
        for character_id in touched:
            self.session.character_written(character_id)
        self.session.journal.pull_new()
        self.session.note(Changes.of(touched, (self.kind,), journal=True))

    def save(self, state: S, entry: scenes.Entry) -> int:
        return scenes.save(
            self.scene_id, self.kind, self.version, self.name_of(state), self.encode(state), entry, self.journal_as
        )


def _touched(outcome: Outcome) -> tuple[int, ...]:
    return tuple(dict.fromkeys(e.character_id for e in outcome.effects))


class SceneStep(StoreCommand):
    """One step of a scene: the state before and after, each written whole with the step's effects (undo applies
    their inverses) and one journal entry."""

    MERGE_ID = 2  # a step with a merge name; CharacterChange's tracker edits are 1

    def __init__(
        self,
        scene: Scene,
        before: Any,
        outcome: Outcome,
        actor: tuple[int | None, str] | None,
        merge: str = "",
        typed: tuple[str, ...] = (),
    ) -> None:
        super().__init__(scene.session, outcome.what)
        self._typed = typed  # the rolls typed at the table, in words: the first entry says so
        self._scene = scene
        self._before = before
        self._outcome = outcome
        self._actor = actor or (None, "")
        self._merge = merge

    def id(self) -> int:  # noqa: A003 - Qt override
        return self.MERGE_ID if self._merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt override
        """A later step of the same merge name on the same scene, pushed right after this one, becomes part of it:
        undo goes back to the state before the first, redo forward to the state after the last (the effects of
        all, in order). Each already wrote its own journal entry."""
        if (
            not isinstance(other, SceneStep)
            or not self._merge
            or other._merge != self._merge
            or other._scene is not self._scene
            or self._before is None
        ):
            return False
        mine, theirs = self._outcome, other._outcome
        self._outcome = replace(
            theirs,
            lines=(*mine.lines, *theirs.lines),
            checks=(*mine.checks, *theirs.checks),
            effects=(*mine.effects, *theirs.effects),
            changed=tuple(dict.fromkeys((*mine.changed, *theirs.changed))),
        )
        self.setText(self._scene.merged_what(self._before, theirs.state, theirs.what))
        return True

    def _entry(self, what: str, text: str, effects: tuple = (), with_dice: bool = False) -> scenes.Entry:
        o, scene = self._outcome, self._scene
        first = with_dice and self._before is not None
        harm = harm_between(scene.participants(self._before), scene.participants(o.state)) if first else ()
        dice, typed = (o.dice, self._typed) if with_dice else ("", ())
        if typed:  # said in the story too: a scene's log shows its story, not its dice
            said = f"Dice {TYPED_AT_THE_TABLE}: " + "; ".join(typed)
            dice = f"{dice}; {said}" if dice else said
            text = f"{text}; {said}" if text else said
        return scenes.Entry(
            what,
            text,
            dice,
            o.checks if with_dice else (),
            effects,
            *self._actor,
            hidden=o.hidden,
            harm=harm,
            typed=typed,
        )

    def touched(self) -> tuple[int, ...]:
        return _touched(self._outcome)

    def apply(self, what: str, kind: str) -> None:
        first = kind == "change"
        o = self._outcome
        scene_id = self._scene.save(o.state, self._entry(what, o.text, o.effects, with_dice=first))
        self._scene.written(scene_id, o.state, _touched(o))

    def revert(self, what: str, kind: str) -> None:
        inverse = tuple(e.inverse() for e in reversed(self._outcome.effects))
        scene = self._scene
        if self._before is None:  # undoing the first step of a new scene ends it
            scenes.set_active(scene.scene_id, False, self._entry(what, "", inverse), scene.journal_as)
            scene.written(scene.scene_id, None, _touched(self._outcome))
            return
        scene_id = scene.save(self._before, self._entry(what, "", inverse))
        scene.written(scene_id, scene.refreshed(self._before), _touched(self._outcome))


class SceneEnded(StoreCommand):
    """Closing a scene: undo reopens it where it stood."""

    def __init__(self, scene: Scene) -> None:
        super().__init__(scene.session, scene.tr("{} ends").format(scene.name_of(scene.state)))
        self._scene = scene
        self._id = scene.scene_id
        self._state = scene.state

    def apply(self, what: str, kind: str) -> None:
        scenes.set_active(self._id, False, scenes.Entry(what), self._scene.journal_as)
        self._scene.written(None, None)

    def revert(self, what: str, kind: str) -> None:
        name = self._scene.name_of(self._state)
        scenes.set_active(
            self._id, True, scenes.Entry(self._scene.tr("{} resumes").format(name)), self._scene.journal_as
        )
        self._scene.written(self._id, self._scene.refreshed(self._state))
