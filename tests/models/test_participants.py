"""A scene's participants follow the Roster: a weapon or a skill changed on a linked investigator's sheet mid-fight
or mid-chase is the one the scene uses at once, what the scene itself holds of them (initiative, rounds loaded, a
prone fighter) is kept, and every condition any scene holds is the one `Condition` enum, so a Cthulhu Rising death
reaches the Roster as Dead."""

import ast
from dataclasses import fields, is_dataclass, replace
from pathlib import Path

import pytest
from source_trees import nodes_of

from desktop.models.chase.chase_scene import ChaseScene
from desktop.models.combat.fight_scene import Encounter
from desktop.models.rising.rising_scene import RisingScene
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.chase.chase_state import FLEEING, PURSUING
from desktop.rules.rising.fighters import Fighter
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Condition
from desktop.store import character_rows

REVOLVER = Weapon(".38 Revolver", "Firearms (Handgun)", "1D10", impaling=True, range="15", attacks="1 (3)", ammo=6)
ROOT = Path(__file__).resolve().parents[2]


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def ids() -> dict[str, int]:
    return {r.name: r.id for r in character_rows.roster_rows()}


def edit(session, character_id, **changes):
    sheet = session.sheet(character_id)
    session.update_character(character_id, replace(sheet, **changes), sheet)


@pytest.fixture
def fight(campaign, qapp):
    session = CampaignSession()
    scene = Encounter(session, ScriptedDice([]))
    scene.start("Warehouse")
    who = ids()
    scene.add_from_roster(who["Walt Brennan"])
    scene.add_from_roster(who["Cultist of the Marsh"])
    keys = {c.name: c.key for c in scene.state.combatants}
    return session, scene, who["Walt Brennan"], keys["Walt Brennan"], keys["Cultist of the Marsh"]


def test_a_weapon_added_on_the_roster_mid_fight_is_offered_at_once_and_the_fight_keeps_its_own(fight):
    """Before: the fight kept the copy of the sheet it took; the revolver was not his until he left and came back,
    which lost his initiative and all the fight knew of him."""
    session, scene, walt_id, walt, cultist = fight
    scene.next_turn()  # the fight's own: it is the cultist's turn now
    edit(session, walt_id, weapons=(*session.sheet(walt_id).weapons, REVOLVER))
    him = scene.state.get(walt)
    assert him.weapon(REVOLVER.name).name == REVOLVER.name  # at once, with no step taken
    assert scene.model.index(scene.model.row_of(walt), 1).data() == "Walt Brennan"
    scene.dice = ScriptedDice([*d100(5), 6, *d100(10)])  # Handgun 20 (the base): 5 is Extreme; 10 + 6, a CON roll
    out = scene.shoot(walt, cultist, weapon=REVOLVER.name, distance=5)
    assert "Revolver" in out.text, out.text
    assert scene.state.get(walt).rounds_loaded(REVOLVER) == 5
    # Taken off the sheet again, it is gone from the fight too; the rounds he fired stay the fight's.
    edit(session, walt_id, weapons=tuple(w for w in session.sheet(walt_id).weapons if w.name != REVOLVER.name))
    with pytest.raises(ValueError, match="no weapon called .38 Revolver"):
        scene.state.get(walt).weapon(REVOLVER.name)
    assert scene.state.turn == 1 and scene.state.get(walt).acted


def test_a_skill_raised_on_the_roster_mid_fight_is_the_one_the_next_roll_uses(fight):
    session, scene, walt_id, walt, cultist = fight
    sheet = session.sheet(walt_id)
    raised = tuple(replace(s, value=90) if s.full_name == "Fighting (Brawl)" else s for s in sheet.skills)
    edit(session, walt_id, skills=raised)
    scene.dice = ScriptedDice([*d100(85), *d100(99), 2, 2])  # 85: a success at 90, a failure at his old 70
    out = scene.melee(walt, cultist, weapon="Unarmed (human)")
    assert out.checks[0].value == 90, out.dice
    assert scene.state.get(walt).skill("Fighting (Brawl)") == 90


def test_removed_and_added_again_an_investigator_comes_as_the_sheet_is_now(fight):
    session, scene, walt_id, walt, _ = fight
    scene.remove(walt)
    edit(session, walt_id, weapons=(*session.sheet(walt_id).weapons, REVOLVER), hp=9)
    scene.add_from_roster(walt_id)
    again = next(c for c in scene.state.combatants if c.character_id == walt_id)
    assert again.hp == 9 and again.weapon(REVOLVER.name).ammo == 6 and again.loaded == ()


def test_a_revolver_added_on_the_roster_mid_chase_reaches_the_chase(campaign, qapp):
    """Before: the chase kept the copy it took, and a participant cannot leave the chase once it runs."""
    session = CampaignSession()
    scene = ChaseScene(session, ScriptedDice([]))
    who = ids()
    walt_id = who["Walt Brennan"]
    scene.add(scene.runner_from_sheet(walt_id, session.sheet(walt_id), PURSUING))
    scene.add(scene.runner_from_sheet(who["Ghoul"], session.sheet(who["Ghoul"]), FLEEING, aptitude="apt"))
    scene.cut_to_the_chase()
    walt, ghoul = (r.key for r in scene.state.runners)
    edit(session, walt_id, weapons=(*session.sheet(walt_id).weapons, REVOLVER))
    assert scene.state.get(walt).fighter.weapon(REVOLVER.name).name == REVOLVER.name
    scene.dice = ScriptedDice([*d100(5), 6, 6])
    out = scene.attack(walt, ghoul, REVOLVER.name, distance=5)
    assert "Revolver" in out.text, out.text


def test_a_rising_fighter_follows_the_roster_and_a_death_there_is_dead_on_the_roster_sheet(campaign, qapp):
    """Conditions go both ways: Unconscious set on the Roster mid-fight shows in the Cthulhu Rising fight, a
    weapon added is the fighter's, and a death in the fight is Dead on the sheet, held as the one Condition."""
    session = CampaignSession()
    scene = RisingScene(session, ScriptedDice([]))
    scene.start("Boathouse")
    walt_id = ids()["Walt Brennan"]
    scene.add_from_roster(walt_id)
    crush = Weapon("Crushing blow", "Fighting (Crush)", "40")
    scene.add(Fighter(0, "Brute", "opponents", 30, 30, 80, 90, 50, dex_sr=1, skills=(("Fighting (Crush)", 90),)))
    walt, brute = (f.key for f in scene.state.fighters)
    edit(session, walt_id, conditions=("unconscious",))
    assert Condition.UNCONSCIOUS in scene.state.get(walt).states
    edit(session, walt_id, conditions=())
    assert Condition.UNCONSCIOUS not in scene.state.get(walt).states
    edit(session, walt_id, weapons=(*session.sheet(walt_id).weapons, REVOLVER))
    assert scene.state.get(walt).weapon(REVOLVER.name).ammo == 6
    scene.add(replace(scene.state.get(brute), key=0, name="Brute 2", weapons=(crush,)))
    brute2 = scene.state.fighters[-1].key
    for _ in range(10):
        scene.next_strike_rank()
    # 40 to the abdomen (a leg would pass at most double its HP) takes his 15 HP to -25, past -CON on the old scale:
    # dead.
    scene.dice = ScriptedDice([30, 10, 99])
    out = scene.attack(brute2, walt, weapon=crush.name)
    states = scene.state.get(walt).states
    assert Condition.DEAD in states and all(isinstance(s, Condition) for s in states), (out.text, states)
    assert Condition.PRONE in states  # the blow knocked him down: "fallen" is the shared Prone
    assert "dead" in character_rows.load_sheet(walt_id).conditions
    assert next(r for r in character_rows.roster_rows() if r.id == walt_id).state == "Dead"


def test_every_scene_kind_has_participants_that_follow_the_protocol(campaign, qapp):
    from desktop.rules.scene import Participant

    session = CampaignSession()
    walt_id = ids()["Walt Brennan"]
    fighter = RisingScene.fighter_from_sheet(walt_id, session.sheet(walt_id))
    chase = ChaseScene(session, ScriptedDice([]))
    runner = chase.runner_from_sheet(walt_id, session.sheet(walt_id), PURSUING)
    for one in (fighter, runner.fighter):
        assert isinstance(one, Participant)
        assert one.character_id == walt_id and one.linked and one.hp == 15
        assert all(isinstance(c, Condition) for c in one.conditions)


def _conditions_held(value, found):
    """Every value held in a field named like a condition, anywhere inside a state."""
    if is_dataclass(value):
        for f in fields(value):
            inner = getattr(value, f.name)
            if f.name in ("conditions", "states") or (type(value).__name__, f.name) == ("Runner", "condition"):
                if isinstance(inner, str) or inner is None:
                    found.append(inner)
                else:
                    found.extend(inner)
            else:
                _conditions_held(inner, found)
    elif isinstance(value, (tuple, list, frozenset)):
        for inner in value:
            _conditions_held(inner, found)


def test_every_condition_a_stored_scene_holds_is_a_condition():
    """Before: a vehicle was "wrecked" and a Rising fighter "dead" in bare strings of their own."""
    from desktop.rules.scene_kinds import SCENE_CODECS
    from tests.rules.test_scene_versions import read

    for kind, codec in SCENE_CODECS.items():
        found: list = []
        _conditions_held(codec.decode(codec.version, read(kind, codec.version)), found)
        strays = [c for c in found if c is not None and not isinstance(c, Condition)]
        assert not strays, f"{kind}: {strays}"


def test_a_rising_fight_of_version_1_reads_its_fallen_as_prone():
    from desktop.rules.rising.rising_fight import CODEC
    from tests.rules.test_scene_versions import read

    data = read("rising", 1)
    data["fighters"][0]["states"] = ["bleeding", "fallen"]
    assert CODEC.decode(1, data).fighters[0].states == (Condition.BLEEDING, Condition.PRONE)


CONDITION_WORDS = {c.value for c in Condition} | {"fallen", "impaired", "wrecked", "undrivable", "bleeding"}


def _about_conditions(node: ast.AST) -> bool:
    text = ast.unparse(node).lower()
    return "condition" in text or "states" in text


def _words(node: ast.AST) -> list[ast.Constant]:
    """The condition words a literal spells: itself, or the items of a set, tuple or list."""
    items = node.elts if isinstance(node, (ast.Set, ast.Tuple, ast.List)) else [node]
    return [n for n in items if isinstance(n, ast.Constant) and n.value in CONDITION_WORDS]


def _bare_conditions(path: Path) -> list[str]:
    """Condition words spelled as strings where conditions are held: compared with, combined with or added to
    something about conditions or states, passed as one, or a module's set of them."""
    found: list[ast.Constant] = []
    for node in nodes_of(path):
        if isinstance(node, ast.Compare) and any(_about_conditions(n) for n in (node.left, *node.comparators)):
            found += [w for n in (node.left, *node.comparators) for w in _words(n)]
        elif isinstance(node, ast.BinOp) and (_about_conditions(node.left) or _about_conditions(node.right)):
            found += _words(node.left) + _words(node.right)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("add", "discard"):
            if _about_conditions(node.func):
                found += [w for n in node.args for w in _words(n)]
        elif isinstance(node, ast.keyword) and node.arg in ("condition", "conditions", "states"):
            found += _words(node.value)
        elif isinstance(node, ast.Assign) and any(_about_conditions(t) for t in node.targets):
            found += [w for n in ast.walk(node.value) for w in _words(n)]
    # An upgrade step reads JSON as an older version stored it, in the words it used then.
    upgrades = [
        range(f.lineno, f.end_lineno + 1)
        for f in nodes_of(path)
        if isinstance(f, ast.FunctionDef) and f.name.startswith("_version_")
    ]
    return [
        f"{path.relative_to(ROOT)}:{n.lineno} {n.value!r}" for n in found if not any(n.lineno in r for r in upgrades)
    ]


def test_no_rule_or_scene_keeps_conditions_as_bare_strings():
    """One Condition enum: no module of the rules, the scenes, the views or the cards spells a condition as a
    string of its own (rules/conditions.py defines them)."""
    found = []
    for layer in ("rules", "models", "views", "cards"):
        for path in sorted((ROOT / "desktop" / layer).rglob("*.py")):
            if path.relative_to(ROOT / "desktop").as_posix() not in {"rules/conditions.py", "rules/scene.py"}:
                found += _bare_conditions(path)
    assert not found, "\n".join(found)
