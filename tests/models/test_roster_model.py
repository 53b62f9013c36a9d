"""The roster model and proxy under qtmodeltester; sorting, filtering and persistent indexes."""

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPersistentModelIndex, Qt

from desktop.models.marks import MarkRole
from desktop.models.roster.roster_model import Column, FirstScreenful, RosterFilterProxy, RosterModel, RosterRole
from desktop.rules.roster.sheet import CharacterSheet, Kind
from desktop.store import character_rows, roster_rows
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.collation import collation_key
from desktop.store.first_screenful import read_first_screenful


def make(campaign):
    model = RosterModel()
    model.reset_rows(character_rows.roster_rows())
    proxy = RosterFilterProxy()
    proxy.setSourceModel(model)
    return model, proxy


def names(proxy):
    return [proxy.index(r, 0).data() for r in range(proxy.rowCount())]


def test_models_pass_qtmodeltester(qtmodeltester, campaign):
    model, proxy = make(campaign)
    qtmodeltester.check(model)
    qtmodeltester.check(proxy)
    proxy.set_kind("monster")
    proxy.set_text("gh")
    qtmodeltester.check(proxy)


def test_columns_and_values(campaign):
    model, _ = make(campaign)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Name", "Kind", "Occupation", "HP", "MP", "SAN", "Luck", "State"]
    row = model.row_of(next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane"))
    assert model.index(row, Column.SAN).data() == "70 / 95"  # Cthulhu Mythos 4 caps SAN at 95
    assert model.index(row, Column.HP).data() == "11 / 11"


def test_sort_by_any_column_through_the_proxy(campaign):
    model, proxy = make(campaign)
    proxy.sort(Column.LUCK, Qt.SortOrder.DescendingOrder)
    lucks = [int(proxy.index(r, Column.LUCK).data()) for r in range(proxy.rowCount())]
    assert lucks == sorted(lucks, reverse=True)
    proxy.sort(Column.KIND)
    kinds = [proxy.index(r, 0).data(RosterRole.KIND) for r in range(proxy.rowCount())]
    assert kinds == sorted(kinds, key=lambda k: list(Kind).index(Kind(k)))


def test_persistent_index_follows_its_row_when_sorting(campaign):
    model, proxy = make(campaign)
    held = QPersistentModelIndex(model.index(0, 0))
    name = held.data()
    model.sort(Column.NAME, Qt.SortOrder.DescendingOrder)
    assert held.data() == name and held.row() == model.rowCount() - 1


def test_filter_by_text_and_kind(campaign):
    _, proxy = make(campaign)
    proxy.set_text("DOCK")
    assert names(proxy) == ["Walt Brennan"]
    proxy.set_text("")
    proxy.set_kind("investigator")
    assert len(names(proxy)) == 4
    proxy.set_text("a.b")  # regular-expression characters are taken literally
    assert names(proxy) == []


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])  # the campaign is only read
@given(
    kind=st.sampled_from(["", *(k.value for k in Kind)]),
    text=st.text(alphabet="abeiklmnorstwzÉé .*+?()[]{}|^$\\\t-", max_size=4),
)
def test_the_filter_shows_each_row_whose_kind_is_the_one_asked_and_whose_words_hold_the_text(campaign, kind, text):
    """The rows shown are exactly those of that kind (any, when none is asked) whose name, occupation or state hold
    the text folded, whatever characters it has (a pattern's are taken literally)."""
    model, proxy = make(campaign)
    proxy.set_kind(kind)
    proxy.set_text(text)
    folded = collation_key(text.strip())[0]
    wanted = []
    for r in range(model.rowCount()):
        row_kind, _, words = model.filter_text(r).partition("\t")
        if (not kind or row_kind == kind) and folded in words:
            wanted.append(model.index(r, 0).data())
    assert sorted(names(proxy)) == sorted(wanted)


def test_state_from_columns_agrees_with_the_rule(campaign):
    """The roster's fast path for plain rows gives what state_of gives."""
    from hypothesis import given
    from hypothesis import strategies as st

    from desktop.rules.roster.sheet import state_of
    from desktop.rules.scene import Condition

    @given(
        st.sampled_from(list(Kind)),
        st.integers(-2, 20),
        st.integers(-2, 99),
        st.lists(st.sampled_from(list(Condition)), max_size=3),
    )
    def agree(kind, hp, sanity, conditions):
        import json

        stored = json.dumps(sorted(set(conditions)))
        assert roster_rows.state_from_columns(kind.value, hp, sanity, stored) == state_of(kind, hp, sanity, conditions)

    agree()


def test_the_lazy_model_matches_a_whole_read_in_every_order(campaign):
    model = RosterModel()
    model.reload()
    rows = character_rows.roster_rows()
    for column in Column:
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            model.sort(column, order)
            whole = RosterModel()
            whole.reset_rows(rows)
            whole.sort(column, order)
            shown = [model.index(r, c).data() for r in range(model.rowCount()) for c in range(8)]
            assert shown == [whole.index(r, c).data() for r in range(whole.rowCount()) for c in range(8)]


def test_sort_by_san_keeps_the_monsters_dash_together_after_the_values(campaign):
    """Found playing: sorted by SAN, the Ghoul's "—" came between 70 and 65, the Marsh Hound's last."""
    model, proxy = make(campaign)
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        proxy.sort(Column.SAN, order)
        shown = [proxy.index(r, Column.SAN).data() for r in range(proxy.rowCount())]
        values = [int(s.split(" / ")[0]) for s in shown if s != "—"]
        dashes = [i for i, s in enumerate(shown) if s == "—"]
        assert len(dashes) >= 2 and dashes == list(range(dashes[0], dashes[0] + len(dashes)))
        assert dashes[0] in (0, len(values))  # all at one end, never among the values
        assert values == sorted(values, reverse=order == Qt.SortOrder.DescendingOrder)
    fresh = RosterModel()  # the lazy path: sort keys read from the columns, not from whole rows
    fresh.reload()
    fresh.sort(Column.SAN)
    assert [fresh.index(r, Column.SAN).data() for r in range(fresh.rowCount())][-len(dashes) :] == ["—"] * len(dashes)


def test_a_new_or_renamed_row_lands_where_the_sort_puts_it(qtmodeltester, campaign):
    """QA 4: rows added under the Name sort arrow (Ada Whitcombe, Deep One) came after Walt Brennan."""
    model, proxy = make(campaign)
    qtmodeltester.check(model)
    qtmodeltester.check(proxy)
    walt = next(r for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    ada = walt._replace(id=max(r.id for r in character_rows.roster_rows()) + 100, name="Ada Whitcombe")
    model.upsert(ada)
    assert names(proxy) == sorted(names(proxy), key=str.casefold) and names(proxy)[0] == "Ada Whitcombe"
    kept = QPersistentModelIndex(model.index(model.row_of(ada.id), 0))
    model.upsert(ada._replace(name="Zelda Whitcombe"))  # renamed: moves to the end, the persistent index with it
    assert names(proxy)[-1] == "Zelda Whitcombe" and kept.row() == model.rowCount() - 1
    proxy.sort(Column.LUCK, Qt.SortOrder.DescendingOrder)
    lucky = walt._replace(id=ada.id + 1, name="Lucky", luck=99)
    model.upsert(lucky)
    assert names(proxy)[0] == "Lucky"
    model.upsert(lucky._replace(luck=0))
    lucks = [int(proxy.index(r, Column.LUCK).data()) for r in range(proxy.rowCount())]
    assert lucks == sorted(lucks, reverse=True) and names(proxy)[-1] == "Lucky"


def test_names_sort_as_a_person_sorts_them_with_case_and_accents_set_aside(campaign):
    from desktop.rules.roster.sheet import CharacterSheet

    for name in ("Émile Zola", "edgar Poe", "Frank Belknap", "Élodie Marchand", "Eleanor Vance", "Ångström"):
        character_rows.apply_change(None, CharacterSheet(name=name), f"Added {name}")
    model, proxy = make(campaign)
    proxy.set_text("")
    for way in (model.reset_rows, lambda rows: model.reload()):  # rows read whole, or keys read from the columns
        way(character_rows.roster_rows())
        model.sort(Column.NAME)
        shown = [n for n in names(proxy) if n[0] in "ÅEÉeF"]
        assert shown[:6] == ["Ångström", "edgar Poe", "Eleanor Vance", "Élodie Marchand", "Émile Zola", "Frank Belknap"]


def test_the_collation_key_ties_an_accent_after_its_plain_letter():
    from desktop.models.roster.roster_model import collation_key

    assert sorted(["Éve", "Eve", "eve"], key=collation_key) == ["Eve", "eve", "Éve"]
    assert collation_key("ÉMILE") < collation_key("Emma") < collation_key("Zoë")


@given(st.text())
def test_the_quick_way_for_plain_names_keys_as_the_full_way_does(text):
    """Names with nothing to take off skip the Unicode decomposition: the key is the same as the full way's."""
    import unicodedata

    from desktop.models.roster.roster_model import collation_key

    folded = text.casefold()
    plain = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    assert collation_key(text) == (plain, folded)


def test_the_filter_finds_a_name_typed_without_its_accents_or_with_them(campaign):
    from desktop.rules.roster.sheet import CharacterSheet

    character_rows.apply_change(None, CharacterSheet(name="Émile Zola"), "Added Émile Zola")
    model, proxy = make(campaign)
    for typed in ("emile", "ÉMILE", "Émile", "zola"):
        proxy.set_text(typed)
        assert names(proxy) == ["Émile Zola"], typed


def test_after_adds_renames_and_deletes_every_order_is_a_fresh_reads(qtmodeltester, campaign):
    """The name order kept for every sort's ties follows each change: added, renamed (to tie on Luck with another,
    with an accent), deleted — each column in both orders matches a model read afresh from the file."""
    from desktop.rules.roster.sheet import CharacterSheet

    model = RosterModel()
    model.reload()
    proxy = RosterFilterProxy()
    proxy.setSourceModel(model)
    for column in Column:
        model.sort(column)  # every column's keys kept, so each change must update them all
    model.sort(Column.LUCK)
    added = [
        character_rows.apply_change(None, CharacterSheet(name=name, luck=50), f"Added {name}")
        for name in ("Zed Lucky", "bob Even", "Carl Even")
    ]
    for character_id in added:
        model.upsert(character_rows.roster_row(character_id))
    renamed = character_rows.load_sheet(added[0])
    character_rows.apply_change(added[0], replace(renamed, name="Émile Even"), "Renamed")
    model.upsert(character_rows.roster_row(added[0]))
    gone = model.index(0, 0).data(RosterRole.ID)
    character_rows.apply_change(gone, None, "Deleted")
    model.remove(gone)
    qtmodeltester.check(model)
    fresh = RosterModel()
    for column in Column:
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            model.sort(column, order)
            fresh.sort(column, order)
            fresh.reload()
            kept = [model.index(r, 0).data(RosterRole.ID) for r in range(model.rowCount())]
            assert kept == [fresh.index(r, 0).data(RosterRole.ID) for r in range(fresh.rowCount())], (column, order)
    model.sort(Column.LUCK)
    evens = [n for n in names(proxy) if n.endswith("Even")]
    assert evens == ["bob Even", "Carl Even", "Émile Even"]


def test_the_monsters_blank_san_stands_last_going_up_and_going_down(campaign):
    """Before: sorted by SAN going down, every monster's "—" came first, above the investigators with the most SAN.
    Blanks stand last both ways, as a person reads a column; the rest still go down by SAN."""
    model = RosterModel()
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        model.sort(Column.SAN, order)
        rows = [model.row_at(r) for r in range(model.rowCount())]
        kinds = [row.kind is Kind.MONSTER for row in rows]
        assert any(kinds) and kinds == sorted(kinds), order  # every monster after every other
        sanity = [row.sanity for row in rows if row.kind is not Kind.MONSTER]
        assert sanity == sorted(sanity, reverse=order == Qt.SortOrder.DescendingOrder)


ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ToolTipRole, MarkRole.BADGES)


def _cells(model, rows):
    return [
        [model.index(row, column).data(role) for column in range(model.columnCount()) for role in ROLES]
        for row in range(rows)
    ]


def _first_screenful(path, column, order):
    by_name = column == Column.NAME
    read = read_first_screenful(path, 4, by_name=by_name, descending=by_name and order == Qt.SortOrder.DescendingOrder)
    shown = FirstScreenful()
    shown.show(read.rows, read.count, column, order, every=read.every)
    return shown


def test_the_first_screenful_draws_what_the_open_roster_draws_in_every_sort(campaign, campaign_path):
    """Every column both ways: each cell's words, alignment, tooltip and badges, row for row, and as many rows. Someone
    dying and a monster are among the sample's first rows whichever way they are sorted."""
    character_rows.apply_change(None, CharacterSheet(name="Dora Dying", hp=0, conditions=("dying",)), "Added Dora")
    close_campaign()
    for column in Column:
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            shown = _first_screenful(campaign_path, column, order)
            open_campaign(campaign_path)
            roster = RosterModel()
            roster.reload()
            roster.sort(column, order)
            read = 4 if column == Column.NAME else roster.rowCount()
            assert shown.rowCount() == roster.rowCount()
            assert _cells(shown, read) == _cells(roster, read), (column, order)
            close_campaign()


def test_the_first_screenful_passes_qtmodeltester(qtmodeltester, campaign, campaign_path):
    close_campaign()
    qtmodeltester.check(_first_screenful(campaign_path, Column.NAME, Qt.SortOrder.AscendingOrder))
    qtmodeltester.check(_first_screenful(campaign_path, Column.STATE, Qt.SortOrder.DescendingOrder))
