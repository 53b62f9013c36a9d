"""What the long-session and scale benchmarks set up before they time anything: four investigators, a fight of two
of them against a ghoul with its initiative rolled, a chase of one of them from a ghoul cut to, seeded dice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class TableScene:
    investigators: list[int]
    sanity: Any
    tomes: Any
    fight: Any
    chase: Any
    runner: int


def under_way(window: Any, seed: int) -> TableScene:
    """The scenes of a table in play, in the window's open campaign (its Combat tab's fight, the session's others)."""
    from desktop.models.chase.chase_scene import ChaseScene
    from desktop.models.sanity.sanity_scene import SanityScene
    from desktop.models.tomes.tomes_scene import TomesScene
    from desktop.rules.chase.chase_state import FLEEING, PURSUING
    from desktop.rules.dice import Dice
    from desktop.store import character_columns

    session = window.session
    investigators = [cid for cid, _name in character_columns.investigator_columns("name")][:4]
    sanity, tomes = session.scene(SanityScene), session.scene(TomesScene)
    fight, chase = window.tab("Combat").scene, session.scene(ChaseScene)
    for scene in (sanity, tomes, fight, chase):
        scene.dice = Dice(seed=seed)
    fight.start("The boathouse")
    for cid in investigators[:2]:
        fight.add_from_roster(cid)
    fight.add_from_bestiary("Ghoul")
    fight.roll_initiative()
    chase.start("Down the docks")
    chase.add(chase.runner_from_sheet(investigators[1], session.sheet(investigators[1]), FLEEING))
    chase.add(chase.runner_from_creature("Ghoul", PURSUING))
    chase.cut_to_the_chase()
    return TableScene(investigators, sanity, tomes, fight, chase, chase.state.runners[0].key)
