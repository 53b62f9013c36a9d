"""Names sorted as a person sorts them, kept in the file (issue 22: a collation key computed once per row): every write
keeps the key beside the name, the pickers' list is read in its order, an import fills it, an export leaves it out."""

import json
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from desktop.models.roster.roster_model import collation_key
from desktop.store import character_rows
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.collation import name_sort_key
from desktop.store.exchange.campaign_json import dumps, export_campaign, import_campaign
from desktop.store.schema import CharacterRow, database

LETTERS = st.sampled_from("aAeEéÉèëEiIıİoOöøÖuUüßẞzZ '-.æÆœﬁçÇñÑ0199")


@given(st.lists(st.text(LETTERS, min_size=1, max_size=6), min_size=2, max_size=8))
def test_the_kept_key_sorts_as_the_roster_sorts_names(names):
    """Compared as SQLite compares text (its UTF-8 bytes), the one kept key gives the order of the roster's pair."""
    by_roster = sorted(names, key=collation_key)
    by_file = sorted(names, key=lambda name: name_sort_key(name).encode("utf-8"))
    assert [collation_key(n) for n in by_file] == [collation_key(n) for n in by_roster]


def listed() -> list[str]:
    return [row.name for row in character_rows.sorted_picker_rows()]


def add(name: str) -> int:
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    return character_rows.apply_change(None, replace(character_rows.load_sheet(harriet), name=name), f"Added {name}")


def test_every_write_keeps_the_key_and_the_list_is_read_in_its_order(campaign):
    for name in ("Frank Oakes", "émile Zola", "Edgar Poe", "  Emile Zola  "):
        add(name)
    names = listed()
    assert names.index("Edgar Poe") < names.index("Emile Zola") < names.index("émile Zola") < names.index("Frank Oakes")
    assert names == sorted(names, key=collation_key)
    emile = next(r.id for r in character_rows.roster_rows() if r.name == "émile Zola")
    character_rows.apply_change(emile, replace(character_rows.load_sheet(emile), name="Zélie Abbott"), "Renamed")
    assert listed()[-1] == "Zélie Abbott"
    assert [r.name for r in character_rows.sorted_picker_rows(1, 2)] == listed()[1:3]  # a page of it, in order


def test_an_export_leaves_the_key_out_and_an_import_fills_it(campaign, tmp_path):
    add("émile Zola")
    data = json.loads(dumps(export_campaign()))
    assert all("sort_key" not in character for character in data["characters"])
    close_campaign()
    open_campaign(tmp_path / "copy.kdesk", create_name="Copy")
    import_campaign(data)
    kept = database.execute_sql('SELECT "name", "sort_key" FROM "character"').fetchall()
    assert kept and all(key == name_sort_key(name) for name, key in kept)
    assert listed() == sorted(listed(), key=collation_key) and CharacterRow.select().count() == len(kept)


def test_the_benchmarks_big_campaign_lists_its_people_by_name_as_a_real_campaign_does(tmp_path):
    """Before: the benchmarks' campaign of thousands was written without its names' sort keys, so every picker on it
    listed people in the order they were made (Harriet Crane 00000 first, not the first by name) and the benchmarks
    timed pickers in a state no Keeper's campaign is ever in."""
    from benchmarks.big_campaign import build
    from desktop.store.campaign_file import open_campaign
    from desktop.store.character_rows import roster_rows, sorted_picker_rows
    from desktop.store.collation import collation_key

    path = build(tmp_path / "big.kdesk", characters=40, journal_rows=0)
    open_campaign(path)
    by_name = [row.id for row in sorted(roster_rows(), key=lambda row: (collation_key(row.name), row.id))]
    assert [row.id for row in sorted_picker_rows()] == by_name
    assert [row.id for row in sorted_picker_rows(limit=5)] == by_name[:5]


def test_the_sanity_and_tomes_lists_of_investigators_sort_names_as_the_pickers_do(campaign):
    """Before: the lists of investigators (the Sanity minds, the Tomes' readers) and the importers' choices came in
    SQLite's byte order, so "bob Lane" and "émile Zola" stood after "Walt Brennan" there and before him in the
    pickers and on the Roster."""
    from desktop.store import character_columns

    for name in ("bob Lane", "émile Zola"):
        add(name)  # investigators, as Harriet is
    investigators = [name for _id, name in character_columns.investigator_columns("name")]
    assert investigators == sorted(investigators, key=collation_key)
    assert investigators.index("bob Lane") < investigators.index("émile Zola") < investigators.index("Walt Brennan")
    everyone = [name for _id, name in character_rows.character_choices()]
    assert everyone == sorted(everyone, key=collation_key)


@given(st.text(max_size=40))
def test_the_apps_sort_key_is_the_one_step_14_wrote_into_every_old_file(name):
    """Schema step 14 keeps its own copy of the key, as it shipped. Should the app's key ever change, the files upgraded
    by step 14 would list their old names in the old order: this fails, and the change needs a new step that keys
    every name again."""
    from desktop.store.migrations import sort_key_v14

    assert name_sort_key(name) == sort_key_v14(name)
