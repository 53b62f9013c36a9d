"""Search: every kind of thing found by the start of a word of its name (each word typed must be found), through the
file's FTS5 index for what the file holds in bulk and in memory for the tomes, spells, horrors and creatures."""

import pytest

from desktop.rules.handouts.handout import Handout
from desktop.rules.search.terms import fts_query, matches, query_words
from desktop.store import character_rows, handouts, journal, notes, search
from desktop.store.notes import NoteDraft


def found(text: str, kind: str) -> list[str]:
    groups = search.search(text, search.reference_names())
    return [h.title for group in groups if group.kind == kind for h in group.hits]


@pytest.mark.parametrize(
    ("typed", "kind", "expected"),
    [
        ("harr", "character", "Harriet Crane"),
        ("cra", "character", "Harriet Crane"),  # any word of the name
        ("antiq", "character", "Harriet Crane"),  # her occupation (Antiquarian)
        ("spot hid", "skill", "Spot Hidden"),
        ("necro", "tome", "Necronomicon (Latin, Wormius)"),
        ("cont gh", "spell", "Contact Ghoul"),
        ("ghou", "horror", "Ghoul"),
        ("shamb", "creature", "Dimensional Shambler"),
        ("mi go", "creature", "Mi-Go"),
        ("marsh", "note", "The Marsh house"),
        ("shutt", "note", "The Marsh house"),  # a word of its text
        ("lant", "journal", "Harriet lights the lantern"),
        ("silas", "handout", "Letter from Uncle Silas"),
        ("lett unc", "handout", "Letter from Uncle Silas"),
    ],
)
def test_every_kind_is_found_by_part_of_its_name(campaign, typed, kind, expected):
    notes.save(None, NoteDraft("location", "The Marsh house", "Shutters nailed shut."))
    journal.append("roll", "Harriet lights the lantern", actor="Harriet Crane")
    handouts.write(Handout(None, "Letter from Uncle Silas", "text", "Do not open the cellar door.", b"", 0), "Added")
    assert expected in found(typed, kind)


def test_groups_come_in_one_order_each_with_at_most_its_limit_and_says_there_are_more(campaign):
    for n in range(12):
        journal.append("roll", f"Spot Hidden (Regular) {n}")
    groups = search.search("spot", search.reference_names(), limit=5)
    assert [g.kind for g in groups] == ["skill", "journal"]
    entries = groups[1]
    assert len(entries.hits) == 5 and entries.more
    assert entries.hits[0].title == "Spot Hidden (Regular) 11"  # the newest first


def test_a_skill_says_whose_it_is_and_a_journal_entry_who_made_it(campaign):
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    journal.append("roll", "Luck (Regular)", actor_id=harriet, actor="Harriet Crane")
    skills = [h for g in search.search("library") if g.kind == "skill" for h in g.hits]
    assert any(h.character_id == harriet and h.detail.startswith("Harriet Crane ") for h in skills)
    (entry,) = [h for g in search.search("luck regular") if g.kind == "journal" for h in g.hits]
    assert entry.character_id == harriet and entry.detail.startswith("Harriet Crane")


@pytest.mark.parametrize("typed", ["", "   ", '"', "*", "AND OR NOT", "(", "^", "harriet -", "NEAR(a b)"])
def test_text_the_index_would_read_as_syntax_finds_plainly_never_fails(campaign, typed):
    groups = search.search(typed, search.reference_names())
    assert all(g.hits for g in groups)
    assert found('harriet "crane', "character") == ["Harriet Crane"]


def test_the_words_typed_are_folded_as_the_index_folds_them():
    assert query_words("  Müller's  CRANE_x ") == ["muller", "s", "crane", "x"]
    assert fts_query('Harriet "Cr') == '"harriet"* "cr"*'
    assert matches("Tomás Vega", ["tomas"]) and not matches("Tomás Vega", ["omas"]) and not matches("x", [])


def test_a_skill_lists_the_best_at_it_first(campaign):
    (skills,) = [g for g in search.search("spot hid") if g.kind == "skill"]
    values = [int(h.detail.rsplit(" ", 1)[1].rstrip("%")) for h in skills.hits]
    assert len(values) > 2 and values == sorted(values, reverse=True)
