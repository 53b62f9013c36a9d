"""The scene kernel: a toy scene kind with no store or undo code of its own gets saving, effects on characters,
one journal entry per step with every die, undo/redo, end/reopen and reloading — and refuses unknown JSON."""

from dataclasses import dataclass, replace

import pytest

from desktop.models.live_scene import Scene
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.checks import RollKind, make_check
from desktop.rules.codec import SceneCodec
from desktop.rules.scene import Condition, ConditionsChanged, Outcome, SanityChanged, effect_from_data, sanity_lost
from desktop.store import character_rows, journal
from desktop.store.schema import SceneRow


@dataclass(frozen=True)
class Vigil:
    """A toy scene: who keeps watch, and how many horrors they have seen."""

    name: str
    watcher: int
    horrors: int = 0


def see_horror(state: Vigil, sanity: int, dice) -> Outcome[Vigil]:
    """A pure operation: a Sanity roll, 1 SAN lost on a failure and a condition on a fumble."""
    check = make_check(dice, sanity, kind=RollKind.SANITY)
    effects = []
    if not check.succeeded:
        effects.append(SanityChanged(state.watcher, "Watcher", sanity, sanity - 1))
    if check.level == 1:
        effects.append(ConditionsChanged(state.watcher, "Watcher", frozenset({Condition.TEMPORARY_INSANITY})))
    after = replace(state, horrors=state.horrors + 1)
    return Outcome(
        after,
        "A horror in the dark",
        (f"SAN roll {check.result}: {check.level.label}",),
        checks=(check,),
        effects=tuple(effects),
    )


class VigilScene(Scene[Vigil]):
    """Everything a new kind needs: its codec (name, state, JSON version), its operations."""

    codec = SceneCodec("vigil", Vigil, "the vigil")

    def horror(self) -> Outcome[Vigil]:
        sanity = self.session.sheet(self.state.watcher).sanity
        return self.step(lambda s: see_horror(s, sanity, self.dice), (self.state.watcher, "Watcher"))


def test_the_toy_scene_defines_no_plumbing():
    own = set(vars(VigilScene)) - {
        "__module__",
        "__doc__",
        "__qualname__",
        "__orig_bases__",
        "__parameters__",
        "staticMetaObject",
    }
    assert own == {"codec", "horror"}
    assert (VigilScene.kind, VigilScene.version) == ("vigil", 1)


@pytest.fixture
def vigil(campaign, qapp):
    session = CampaignSession()
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    scene = VigilScene(session, ScriptedDice([]))
    scene.begin(Vigil("Night at the mill", walt), "The vigil begins")
    return session, scene, walt


def d100(value):
    return [value % 10 + 1, (value // 10) % 10 + 1]


def test_a_step_saves_applies_effects_and_journals_every_die(vigil):
    session, scene, walt = vigil
    before = character_rows.load_sheet(walt)
    scene.dice = ScriptedDice(d100(100))  # a fumble: 1 SAN and temporary insanity
    scene.horror()
    after = character_rows.load_sheet(walt)
    assert after.sanity == before.sanity - 1 and Condition.TEMPORARY_INSANITY in after.conditions
    entry = journal.entries(limit=1)[0]
    assert entry.kind == "vigil" and entry.what == "A horror in the dark"
    assert entry.dice.startswith("tens 00, units 0 → 100 vs ")
    detail = journal.details(kinds=("vigil",))[-1]
    assert detail["version"] == 1 and detail["checks"][0]["tens"] == [0] and detail["checks"][0]["units"] == 0
    effects = [effect_from_data(e) for e in detail["effects"]]
    assert sanity_lost(effects, walt) == 1  # answered from the record, not from the text
    assert VigilScene(session).state == scene.state  # as after a restart


def test_undo_redo_end_and_reopen(vigil):
    session, scene, walt = vigil
    sanity = character_rows.load_sheet(walt).sanity
    scene.dice = ScriptedDice(d100(99))
    scene.horror()
    session.undo_stack.undo()
    assert character_rows.load_sheet(walt).sanity == sanity and scene.state.horrors == 0
    session.undo_stack.redo()
    assert character_rows.load_sheet(walt).sanity == sanity - 1 and scene.state.horrors == 1
    scene.end()
    assert not scene.active and VigilScene(session).state is None
    session.undo_stack.undo()
    assert scene.active and VigilScene(session).state.horrors == 1
    session.undo_stack.undo()
    session.undo_stack.undo()  # the first step: the vigil never began
    assert not scene.active


def test_an_unknown_version_or_key_is_refused_and_left_in_the_file(vigil):
    session, scene, _ = vigil
    row = SceneRow.get(SceneRow.id == scene.scene_id)
    SceneRow.update(version=2).where(SceneRow.id == row.id).execute()
    again = VigilScene(session)
    assert again.state is None and "the vigil was written at version 2 by a newer Keeper Desk" in again.load_problem
    SceneRow.update(version=1, state=row.state.replace('"horrors"', '"omens": 1, "horrors"')).where(
        SceneRow.id == row.id
    ).execute()
    assert "the vigil: unknown field 'omens'" in VigilScene(session).load_problem
    SceneRow.update(state=row.state.replace('"horrors": 0', '"horrors": "none"')).where(SceneRow.id == row.id).execute()
    assert "the vigil: horrors: expected a whole number, not 'none'" in VigilScene(session).load_problem
    assert SceneRow.get(SceneRow.id == row.id).state != row.state  # kept as it was, never overwritten


def _version_2_of_the_vigil(data: dict) -> dict:
    """A frozen step: version 1 counted `omens`, version 2 calls them `horrors`."""
    return {**{k: v for k, v in data.items() if k != "omens"}, "horrors": data.get("omens", 0)}


class VigilScene2(Scene[Vigil]):
    codec = SceneCodec("vigil", Vigil, "the vigil", version=2, upgrades={1: _version_2_of_the_vigil})

    def horror(self) -> Outcome[Vigil]:
        return self.step(lambda s: see_horror(s, 50, self.dice))


def test_a_scene_of_an_older_version_is_upgraded_when_read_and_written_at_the_new_one(vigil):
    session, scene, _ = vigil
    row = SceneRow.get(SceneRow.id == scene.scene_id)
    SceneRow.update(state=row.state.replace('"horrors"', '"omens"')).where(SceneRow.id == row.id).execute()
    assert "unknown field 'omens'" in VigilScene(session).load_problem  # version 1 as the kind now reads it: refused
    newer = VigilScene2(session, ScriptedDice(d100(10)))
    assert newer.load_problem is None and newer.state == scene.state  # version 1 upgraded on the way in
    newer.horror()
    assert SceneRow.get(SceneRow.id == row.id).version == 2
    assert newer.decode(2, newer.encode(newer.state)) == newer.state


def test_a_kind_whose_version_lacks_an_upgrade_step_is_refused_when_defined():
    with pytest.raises(TypeError, match="version 2 have no upgrade step"):
        SceneCodec("vigil", Vigil, "the vigil", version=3, upgrades={1: _version_2_of_the_vigil})
