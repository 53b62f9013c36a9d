"""The Sanity and Tomes tabs list the investigators in a fixed number of reads however long the roster: the same
minds, by name, as reading each sheet would give (SAN capped at 99 − Cthulhu Mythos, conditions kept)."""

from dataclasses import replace

from desktop.models.sanity.sanity_scene import SanityScene
from desktop.models.session import CampaignSession
from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill
from desktop.store import character_columns, character_rows
from desktop.store.schema import database


def reads(monkeypatch):
    made = []
    real = database.execute_sql
    monkeypatch.setattr(database, "execute_sql", lambda sql, *a, **k: made.append(sql) or real(sql, *a, **k))
    return made


def test_the_minds_read_together_are_the_minds_read_one_by_one(campaign, qapp):
    scholar = CharacterSheet(
        name="Agnes Whateley",
        kind=Kind.INVESTIGATOR,
        sanity=80,
        skills=(Skill("Cthulhu Mythos", 25),),
        conditions=("temporary insanity",),
    )
    agnes_id = character_rows.apply_change(None, scholar, "Added Agnes Whateley")
    database.execute_sql('UPDATE "character" SET "sanity" = 80 WHERE "id" = ?', (agnes_id,))  # over its 74
    session = CampaignSession()
    sanity = session.scene(SanityScene)
    together = sanity.investigators()
    assert together == [m for cid, _ in character_rows.character_choices() if (m := sanity.mind(cid))]
    agnes = next(m for m in together if m.name == "Agnes Whateley")
    assert (agnes.sanity, agnes.max_sanity, agnes.mythos) == (74, 74, 25) and agnes.conditions


def test_a_longer_roster_takes_no_more_reads(campaign, qapp, monkeypatch):
    from desktop.models.tomes.tomes_scene import TomesScene

    session = CampaignSession()
    sanity, tomes = session.scene(SanityScene), session.scene(TomesScene)
    made = reads(monkeypatch)
    sanity.investigators(), tomes.investigators()
    few = len(made)
    template = character_rows.load_sheet(character_columns.investigator_columns()[0][0])
    monkeypatch.undo()
    for n in range(40):
        character_rows.apply_change(None, replace(template, name=f"Clerk {n:02d}"), f"Added Clerk {n:02d}")
    made = reads(monkeypatch)
    minds, readers = sanity.investigators(), tomes.investigators()
    assert len(made) == few <= 3 and len(minds) == len(readers) >= 40
    assert [m.name for m in minds] == [name for _, name in readers] == sorted(m.name for m in minds)


def test_the_readers_read_together_are_the_readers_read_one_by_one(campaign, qapp, monkeypatch):
    from desktop.models.tomes.tomes_scene import TomesScene

    scholar = CharacterSheet(
        name="Agnes Whateley",
        kind=Kind.INVESTIGATOR,
        education=70,
        skills=(Skill("Cthulhu Mythos", 12), Skill("Language (Own)", 85)),
        conditions=("temporary insanity",),
    )
    agnes = character_rows.apply_change(None, scholar, "Added Agnes Whateley")
    session = CampaignSession()
    session.scene(SanityScene).set_believer(agnes, True)
    tomes = session.scene(TomesScene)
    together = tomes.readers()
    assert together == {cid: tomes.reader(cid) for cid, _ in tomes.investigators()}
    assert (together[agnes].language, together[agnes].mythos, together[agnes].believer) == (85, 12, True)
    made = reads(monkeypatch)
    tomes.readers()
    assert len(made) <= 3  # the investigators, their Cthulhu Mythos, their own language: not a sheet each


def test_a_sanity_roll_names_who_rolled_in_the_journal(campaign, qapp):
    """Before: the entry of a Sanity roll had no Who, though the roll was Harriet's."""
    from desktop.rules import ScriptedDice
    from desktop.rules.sanity.minds import Horror
    from desktop.store import journal

    session = CampaignSession()
    sanity = session.scene(SanityScene)
    minds = sanity.investigators()
    sanity.dice = ScriptedDice([5, 1] * 10)  # 04 each: every roll passes
    sanity.roll([minds[0].character_id], Horror("A ghoul", "0/1D6"))
    [entry] = journal.entries(limit=1)
    assert (entry.actor_id, entry.actor) == (minds[0].character_id, minds[0].name)
    sanity.roll([m.character_id for m in minds[:4]], Horror("A deep one", "0/1D6"))
    [entry] = journal.entries(limit=1)
    assert entry.actor_id is None and entry.actor == f"{minds[0].name}, {minds[1].name} and 2 others"
    sanity.roll([m.character_id for m in minds[:2]], Horror("A shoggoth", "0/1D6"))
    assert journal.entries(limit=1)[0].actor == f"{minds[0].name} and {minds[1].name}"
