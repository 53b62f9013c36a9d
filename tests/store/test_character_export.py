"""One character exported for another tool: a FoundryVTT CoC7 actor whose keys, types and value shapes are those
of Foundry's data models, read back by our importer to the same sheet for every sample character and every real
Foundry file; `keeper-desk export CAMPAIGN OUT.json --character NAME --as foundry|dholes` writes it, or writes
nothing and says why."""

import json
from pathlib import Path

import pytest

from desktop import exchange_cli
from desktop.store import character_rows
from desktop.store.campaign_file import close_campaign
from desktop.store.exchange.character_export import CHARACTER_FORMATS, exported_character, san_loss_of
from desktop.store.exchange.foreign_files import read_foreign
from desktop.store.exchange.foundry_export import to_foundry
from desktop.store.sample import sample_roster

REAL = Path(__file__).resolve().parents[1] / "fixtures" / "exchange" / "real"

# Foundry's data models (CoC7-FoundryVTT coc7/models/*, 7974aaca), the fields an export writes, as their
# defineSchema reads them: "number" a NumberField (None where nullable), "string" a StringField or HTMLField,
# "bool" a BooleanField, "?" nullable, a dict a SchemaField, [x] an ArrayField, {} an ObjectField.
N, NN, S, SN, B = "number", "number?", "string", "string?", "bool"
CHARACTERISTIC = {"formula": S, "value": NN}  # global-system.js defineSchemaCharacteristics
ATTRIBS = {  # global-system.js defineSchemaAttribs
    "hp": {"value": NN, "max": NN, "auto": B},
    "mp": {"value": NN, "max": NN, "auto": B},
    "lck": {"value": NN},
    "san": {"value": NN, "max": N, "dailyLoss": N, "dailyLimit": N, "auto": B},
    "mov": {"value": NN, "auto": B, "type": S},
    "db": {"value": SN, "auto": B},
    "build": {"value": NN, "auto": B},
    "armor": {"notes": B, "value": SN},
}
CONDITIONS = {  # global-system.js defineSchemaConditions (tempoInsane's realTime and duration left at theirs)
    key: {"value": B}
    for key in ("criticalWounds", "unconscious", "dying", "dead", "prone", "tempoInsane", "indefInsane")
}
COMMON = {
    "characteristics": {key: CHARACTERISTIC for key in ("str", "con", "siz", "dex", "app", "int", "pow", "edu")},
    "attribs": ATTRIBS,
    "conditions": CONDITIONS,
    "description": {"keeper": S},
}
CHARACTER = COMMON | {  # character-system.js
    "infos": {k: S for k in ("occupation", "age", "sex", "residence", "birthplace", "archetype", "organization")},
    "biography": [{"title": S, "value": S}],
}
NPC = COMMON | {  # npc-system.js (creature-system.js is the same)
    "infos": {"type": S, "occupation": S, "organization": S, "age": S},
    "biography": {"personalDescription": {"value": S}},
    "special": {"sanLoss": {"checkPassed": SN, "checkFailled": SN}, "attacksPerRound": S},
}
SKILL = {  # item/skill-system.js
    "skillName": S,
    "specialization": S,
    "description": {"value": S, "keeper": S},
    "base": S,
    "adjustments": {k: N for k in ("base", "personal", "occupation", "archetype", "experiencePackage", "experience")},
    "properties": {
        k: B
        for k in (
            "noxpgain",
            "special",
            "rarity",
            "push",
            "fighting",
            "firearm",
            "ranged",
            "requiresname",
            "picknameonly",
            "own",
            "keepbasevalue",
        )
    },
    "flags": {k: B for k in ("archetype", "developement", "experiencePackage", "occupation")},
}
RANGE = {"value": S, "damage": S}
WEAPON = {  # item/weapon-system.js
    "description": {"value": S, "special": S, "keeper": S},
    "skill": {"main": {"name": S, "id": S}, "alternativ": {"name": S, "id": S}},
    "range": {"normal": RANGE, "long": RANGE, "extreme": RANGE},
    "usesPerRound": {"normal": S, "max": SN, "burst": SN},
    "bullets": NN,
    "ammo": N,
    "malfunction": NN,
    "blastRadius": NN,
    "properties": {
        k: B
        for k in (
            [
                "rngd",
                "mnvr",
                "thrown",
                "shotgun",
                "dbrl",
                "impl",
                "brst",
                "auto",
                "ahdb",
                "addb",
                "slnt",
                "spcl",
                "mont",
                "blst",
                "stun",
                "rare",
                "burn",
            ]
        )
    },
    "price": {},
}


def conforms(value, schema, where="") -> list[str]:
    """Where `value` is not what the schema reads (an unknown key, a wrong type, a null where none is allowed)."""
    if isinstance(schema, dict) and schema == {}:
        return [] if isinstance(value, dict) else [f"{where}: expected an object"]
    if isinstance(schema, dict):
        if not isinstance(value, dict):
            return [f"{where}: expected an object"]
        problems = [f"{where}.{k}: not in Foundry's model" for k in value if k not in schema]
        return problems + [p for k, v in value.items() if k in schema for p in conforms(v, schema[k], f"{where}.{k}")]
    if isinstance(schema, list):
        if not isinstance(value, list):
            return [f"{where}: expected a list"]
        return [p for i, v in enumerate(value) for p in conforms(v, schema[0], f"{where}[{i}]")]
    kind, nullable = schema.rstrip("?"), schema.endswith("?")
    if value is None:
        return [] if nullable else [f"{where}: null where Foundry's model allows none"]
    ok = {
        "number": isinstance(value, int | float) and not isinstance(value, bool),
        "string": isinstance(value, str),
        "bool": isinstance(value, bool),
    }[kind]
    return [] if ok else [f"{where}: expected a {kind}, not {value!r}"]


def actor_problems(actor: dict) -> list[str]:
    """Everything in an exported actor Foundry's models would not read as written."""
    keys = ("name", "type", "system", "items", "effects", "flags", "_stats")
    problems = [f"{k}: not a key of an actor" for k in actor if k not in keys]
    # Foundry's import (fromImport) takes a document without _stats.coreVersion for one from before its version 10
    stats = actor.get("_stats", {})
    problems += [] if stats.get("coreVersion", "").startswith("12.") else ["_stats.coreVersion: not a Foundry 12"]
    problems += [] if stats.get("systemId") == "CoC7" else ["_stats.systemId: not CoC7"]
    schema = CHARACTER if actor["type"] == "character" else NPC
    problems += [] if actor["type"] in ("character", "npc", "creature") else [f"type {actor['type']!r}"]
    problems += conforms(actor["system"], schema, "system")
    ids = [item["_id"] for item in actor["items"]]
    problems += [f"_id {i!r}" for i in ids if not (len(i) == 16 and i.isalnum())]
    problems += ["two items share an _id"] * (len(set(ids)) != len(ids))
    skills = {item["_id"] for item in actor["items"] if item["type"] == "skill"}
    for n, item in enumerate(actor["items"]):
        where = f"items[{n}] ({item['name']})"
        problems += conforms(item["system"], SKILL if item["type"] == "skill" else WEAPON, f"{where}.system")
        linked = item["system"]["skill"]["main"]["id"] if item["type"] == "weapon" else ""
        problems += [f"{where}: its skill id {linked!r} is no skill item's"] * bool(linked and linked not in skills)
    return problems


@pytest.fixture
def sample(campaign):
    """(id, sheet) of every character of the app's sample campaign (store/sample.py), as the campaign holds them."""
    return [(cid, character_rows.load_sheet(cid)) for cid, _ in character_rows.character_choices()]


def test_the_sample_campaign_holds_the_sample_roster(sample):
    assert sorted(sheet.name for _, sheet in sample) == sorted(sheet.name for sheet in sample_roster())


def test_every_sample_character_exported_for_foundry_is_what_foundry_s_models_read(sample):
    for character_id, sheet in sample:
        actor = json.loads(json.dumps(exported_character(character_id, "foundry")))
        assert actor_problems(actor) == [], sheet.name


def test_every_sample_character_comes_back_from_its_foundry_actor_as_the_same_sheet(sample):
    for character_id, sheet in sample:
        actor = json.loads(json.dumps(exported_character(character_id, "foundry")))
        [back] = read_foreign(actor)
        assert back.sheet.filled() == sheet.filled(), sheet.name
        assert (back.creature.san_loss if back.creature else "") == san_loss_of(sheet), sheet.name
    assert {sheet.name: san_loss_of(sheet) for _, sheet in sample}["Ghoul"] == "0/1D6"  # from the bestiary


def test_what_foundry_computes_from_the_export_is_our_value(sample):
    """Foundry's skill value is the sum of its adjustments (skill-system.js valueUnmodified); a weapon's skill is
    the item of its skill.main.id; a MOV set by hand is `auto: false`."""
    ids = {sheet.name: cid for cid, sheet in sample}
    actor = exported_character(ids["Harriet Crane"], "foundry")
    items = {item["name"]: item for item in actor["items"]}
    latin, own = items["Language (Latin)"]["system"], items["Language (Own)"]["system"]
    assert (
        sum(latin["adjustments"].values()) == 50
        and latin["specialization"] == "Language"
        and not latin["properties"]["own"]
    )
    assert (
        own["properties"]["own"]
        and items["Language (Own)"]["flags"]["CoC7"]["cocidFlag"]["id"] == "i.skill.language-own"
    )
    dodge = items["Dodge"]["system"]
    assert (
        dodge["base"] == "1/2*@DEX" and dodge["adjustments"]["base"] == 32 and sum(dodge["adjustments"].values()) == 32
    )
    revolver = items["Handgun (.38 revolver)"]["system"]
    assert revolver["skill"]["main"]["id"] == items["Firearms (Handgun)"]["_id"]
    assert (revolver["usesPerRound"]["normal"], revolver["usesPerRound"]["max"], revolver["bullets"]) == ("1", "3", 6)
    assert actor["system"]["attribs"]["mov"] == {"value": 7, "auto": True, "type": "walk"}
    shotgun = {i["name"]: i for i in exported_character(ids["Sheriff Amos Pike"], "foundry")["items"]}
    shotgun = shotgun["Shotgun (12-gauge)"]["system"]
    assert shotgun["properties"]["shotgun"] and shotgun["properties"]["dbrl"]
    assert [shotgun["range"][b]["value"] for b in ("normal", "long", "extreme")] == ["10", "20", "50"]
    assert [shotgun["range"][b]["damage"] for b in ("normal", "long", "extreme")] == ["4D6", "2D6", "1D6"]


@pytest.mark.parametrize("name", sorted(p.name for p in REAL.glob("*.json")))
def test_every_real_foundry_file_imported_then_exported_comes_back_the_same(name):
    [first] = read_foreign(json.loads((REAL / name).read_text(encoding="utf-8")))
    loss = first.creature.san_loss if first.creature else ""
    actor = json.loads(json.dumps(to_foundry(first.sheet, loss)))
    assert actor_problems(actor) == []
    [again] = read_foreign(actor)
    assert again.sheet.filled() == first.sheet.filled()
    assert (again.creature.san_loss if again.creature else "") == loss


def test_the_villain_s_kept_mov_and_rifle_go_out_as_foundry_keeps_them():
    [villain] = read_foreign(json.loads((REAL / "foundry_coc7_villain_example.json").read_text(encoding="utf-8")))
    actor = to_foundry(villain.sheet)
    assert actor["system"]["attribs"]["mov"] == {"value": 8, "auto": False, "type": "walk"}
    rifle = next(i for i in actor["items"] if i["name"] == "My test weapon")["system"]
    assert rifle["properties"]["brst"] and rifle["properties"]["auto"] and rifle["usesPerRound"]["normal"] == "1"


def test_a_weapon_draining_pow_says_so_in_its_special_text_and_comes_back(sample):
    from dataclasses import replace

    from desktop.rules.roster.sheet import Weapon

    ghoul = next(sheet for _, sheet in sample if sheet.name == "Ghoul")
    leech = replace(ghoul, weapons=(Weapon("Mind leech", "Fighting (Claw)", "1D6", drains="POW"),))
    actor = to_foundry(leech)
    assert actor["items"][-1]["system"]["description"]["special"] == "<p>Drains POW instead of hit points.</p>"
    [back] = read_foreign(actor)
    assert back.sheet.weapons == leech.weapons and back.skipped == []


# --- the command line ------------------------------------------------------------------------------------------


def cli(capsys, *args) -> tuple[int, str, str]:
    capsys.readouterr()
    code = exchange_cli.run(list(args))
    said = capsys.readouterr()
    return code, said.out, said.err


@pytest.fixture
def sample_file(campaign, campaign_path):
    close_campaign()
    return campaign_path


def test_the_command_exports_one_character_as_a_foundry_actor(sample_file, tmp_path, capsys):
    out = tmp_path / "harriet.json"
    code, said, err = cli(
        capsys, "export", str(sample_file), str(out), "--character", "Harriet Crane", "--as", "foundry"
    )
    assert (code, err) == (0, "") and said == f"Exported Harriet Crane to {out} as a FoundryVTT CoC7 actor\n"
    actor = json.loads(out.read_text(encoding="utf-8"))
    assert actor["name"] == "Harriet Crane" and actor["type"] == "character" and actor_problems(actor) == []
    code, _, _ = cli(
        capsys, "export", str(sample_file), str(tmp_path / "ghoul.json"), "--as=foundry", "--character=Ghoul"
    )
    assert code == 0 and json.loads((tmp_path / "ghoul.json").read_text())["type"] == "creature"
    assert not list(tmp_path.glob("*.part"))


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ("--character", "Nobody", "--as", "foundry"),
            "no character called 'Nobody' in this campaign; nothing was written",
        ),
        (
            ("--character", "harriet crane", "--as", "foundry"),
            "no character called 'harriet crane' in this campaign (did you mean 'Harriet Crane'?); nothing was written",
        ),
        (
            ("--character", "Harriet Crane", "--as", "roll20"),
            "'roll20' is not a format Keeper Desk exports characters in (foundry or dholes); nothing was written",
        ),
        (("--character", "Harriet Crane"), exchange_cli.USAGE),
        (("--as", "foundry", "--as", "foundry"), exchange_cli.USAGE),
        (("--character",), exchange_cli.USAGE),
    ],
)
def test_a_bad_name_or_format_exits_1_says_why_and_writes_nothing(sample_file, tmp_path, capsys, args, said):
    out = tmp_path / "out.json"
    before = sample_file.read_bytes()
    code, printed, err = cli(capsys, "export", str(sample_file), str(out), *args)
    assert (code, printed, err) == (1, "", f"keeper-desk: {said}\n")
    assert not out.exists() and not list(tmp_path.glob("out.json*"))
    assert sample_file.read_bytes() == before


def test_two_characters_of_one_name_are_refused_by_name(campaign, tmp_path, capsys, campaign_path):
    from dataclasses import replace

    cid = next(c for c, name in character_rows.character_choices() if name == "Ghoul")
    character_rows.apply_change(None, replace(character_rows.load_sheet(cid), hp=None), "Another ghoul")
    close_campaign()
    out = tmp_path / "ghoul.json"
    code, _, err = cli(capsys, "export", str(campaign_path), str(out), "--character", "Ghoul", "--as", "foundry")
    assert code == 1 and "2 characters are called 'Ghoul': rename one to export the other" in err and not out.exists()


def test_the_table_of_formats_offers_foundry_and_dholes_house():
    assert list(CHARACTER_FORMATS) == ["foundry", "dholes"]
    assert [f.label for f in CHARACTER_FORMATS.values()] == ["FoundryVTT CoC7 actor", "Dhole's House JSON"]


def test_the_command_exports_one_character_for_dholes_house_and_it_reads_back(sample_file, tmp_path, capsys):
    from desktop.store.exchange.import_file import read_import

    out = tmp_path / "harriet-dholes.json"
    code, said, err = cli(
        capsys, "export", str(sample_file), str(out), "--character", "Harriet Crane", "--as", "dholes"
    )
    assert (code, err) == (0, "") and said == f"Exported Harriet Crane to {out} as a Dhole's House JSON\n"
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["Investigator"]["PersonalDetails"]["Name"] == "Harriet Crane"
    [back] = read_import(out).characters
    assert back.sheet.name == "Harriet Crane" and back.source.startswith("Dhole")
