"""An evening at the table played through the session's API with scripted dice, for the recap's tests (and its
closing note): session 1 "The boathouse" — a fight with a ghoul (Walt clawed, the ghoul shot down, First Aid), a
Sanity roll for what they saw (Harriet goes temporarily insane), Mae reads the Necronomicon and begins to learn a
spell, Tomás outruns the Marsh Hound — then, between sessions, Harriet's development phase."""

from dataclasses import replace

from desktop.models.chase.chase_scene import ChaseScene
from desktop.models.combat.fight_scene import Encounter
from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.sessions.session_book import SessionBook
from desktop.models.tomes.tomes_scene import TomesScene
from desktop.rules import Dice, ScriptedDice
from desktop.rules.chase.chase_state import FLEEING, PURSUING
from desktop.rules.combat.actions import Defence
from desktop.rules.sanity.minds import Horror
from desktop.store import character_rows

NOTES = "The ghoul came up through the boathouse floor. Next time: the Marsh house, and who let the hound loose."
NECRO = "Necronomicon (Latin, Wormius)"


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def play_evening(session) -> dict:
    """Play session 1 and the development phase after it; returns the characters' ids by name and the session."""
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    book = session.scene(SessionBook)
    played = book.start("The boathouse", date="2026-11-29")

    fight = session.scene(Encounter)
    fight.dice = Dice(3)
    fight.start("The boathouse")
    for name in ("Walt Brennan", "Harriet Crane"):
        fight.add_from_roster(ids[name])
    fight.add_from_bestiary("Ghoul")
    keys = {c.name: c.key for c in fight.state.combatants}
    fight.dice = ScriptedDice([*d100(25), *d100(90), 3, 4, 3, 4, *d100(60), *d100(60)])
    fight.melee(keys["Ghoul"], keys["Walt Brennan"], defence=Defence.DODGE)
    fight.dice = ScriptedDice([*d100(5), 10, 10, 10, 10, 10])
    fight.shoot(keys["Harriet Crane"], keys["Ghoul"], weapon="Handgun (.38 revolver)", distance=8)
    fight.dice = ScriptedDice([*d100(20), 3] * 3)
    fight.first_aid(keys["Harriet Crane"], keys["Walt Brennan"])
    fight.end()

    minds = session.scene(SanityScene)
    minds.dice = Dice(11)
    minds.roll([ids["Walt Brennan"], ids["Harriet Crane"]], Horror("Ghoul", "0/1D6"))

    tomes = session.scene(TomesScene)
    tomes.dice = ScriptedDice([*d100(1)] + [5] * 30)
    tomes.give(ids["Dr. Mae Okafor"], NECRO)
    tomes.read(ids["Dr. Mae Okafor"], NECRO)
    tomes.dice = Dice(5)
    tomes.learn(ids["Dr. Mae Okafor"], NECRO, "Contact Ghoul")

    chase = session.scene(ChaseScene)
    chase.dice = Dice(4)
    chase.add(chase.runner_from_sheet(ids["Tomás Vega"], session.sheet(ids["Tomás Vega"]), FLEEING))
    chase.add(chase.runner_from_sheet(ids["Marsh Hound"], session.sheet(ids["Marsh Hound"]), PURSUING))
    chase.speed_rolls()
    chase.cut_to_the_chase()
    runner = next(r.key for r in chase.state.runners if r.name == "Tomás Vega")
    chase.set_out(runner, "escaped")
    chase.end()
    book.end(NOTES)

    harriet = session.sheet(ids["Harriet Crane"])  # between sessions: her ticked skills improve
    ticked = tuple(replace(s, ticked=s.name in ("Spot Hidden", "Library Use")) for s in harriet.skills)
    session.update_character(ids["Harriet Crane"], replace(harriet, skills=ticked))
    session.development_phase(ids["Harriet Crane"], ScriptedDice([99, 8, 99, 6, 1]))
    return {"ids": ids, "session": played}
