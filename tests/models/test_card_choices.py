"""The Cards tab's tree of cards to tick (issue 22: it made a tree item for each of 10,000 characters when first
shown): decks above their cards, a deck's box ticking all of them and showing partly ticked when some are."""

from PySide6.QtCore import Qt

from desktop.cards.from_campaign import Entry
from desktop.models.cards.card_choices import KEY_ROLE, CardChoices

ENTRIES = [
    Entry("ref:melee", "Combat", "Melee combat"),
    Entry("ref:guns", "Combat", "Firearms"),
    Entry("character:1", "Investigators", "Harriet Crane"),
    Entry("character:2", "Investigators", "Walt Brennan"),
    Entry("character:3", "Investigators", "Tomás Vega"),
]


def made(ticked=frozenset()) -> CardChoices:
    model = CardChoices()
    model.set_entries(ENTRIES, set(ticked))
    return model


def state(model, deck, row=None):
    index = model.index(deck, 0)
    if row is not None:
        index = model.index(row, 0, index)
    return index.data(Qt.ItemDataRole.CheckStateRole)


def test_the_tree_passes_qtmodeltester(qtmodeltester):
    qtmodeltester.check(made({"ref:melee"}))


def test_decks_hold_their_cards_in_order_and_a_tick_unknown_to_them_is_dropped():
    model = made({"ref:melee", "character:99"})
    assert [model.index(d, 0).data() for d in range(model.rowCount())] == ["Combat", "Investigators"]
    investigators = model.index(1, 0)
    assert [model.index(r, 0, investigators).data(KEY_ROLE) for r in range(3)] == [
        "character:1",
        "character:2",
        "character:3",
    ]
    assert model.ticked() == {"ref:melee"} and model.entries() == ENTRIES


def test_a_decks_box_ticks_all_its_cards_and_shows_when_some_are(qtbot):
    model = made({"ref:melee"})
    told = []
    model.ticked_changed.connect(lambda: told.append(1))
    assert state(model, 0) == Qt.CheckState.PartiallyChecked and state(model, 1) == Qt.CheckState.Unchecked
    model.setData(model.index(1, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)  # a click on the deck
    assert state(model, 1) == Qt.CheckState.Checked and state(model, 1, 2) == Qt.CheckState.Checked
    model.tick("character:2", False)
    assert state(model, 1) == Qt.CheckState.PartiallyChecked and len(told) == 2
    model.tick("ref:guns", True)
    assert state(model, 0) == Qt.CheckState.Checked
    model.tick_all(False)
    assert model.ticked() == set() and state(model, 0) == Qt.CheckState.Unchecked and len(told) == 4


def test_cards_found_by_key_come_in_the_trees_order_and_a_deck_counts_its_ticks():
    """What the order list follows the ticks with: the ticked cards in the tree's order, found by their keys (the tab
    walked all 10,000 characters of a big campaign for each change of the ticks)."""
    model = made({"character:3", "ref:guns", "character:1", "character:99"})
    keys = ["character:3", "character:99", "ref:guns", "character:1"]
    assert [e.key for e in model.in_order(keys)] == ["ref:guns", "character:1", "character:3"]
    assert model.in_order([]) == []
    assert state(model, 0) == state(model, 1) == Qt.CheckState.PartiallyChecked
    assert made({e.key for e in ENTRIES}).index(1, 0).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked


def test_a_deck_of_characters_reads_the_pickers_rows_and_finds_a_card_by_its_key(qtmodeltester):
    from desktop.cards.from_campaign import PeopleDeck
    from desktop.store.character_rows import PickerRow

    rows = [PickerRow(n, f"Investigator {n:05d}", "investigator", False) for n in range(1, 1_001)]
    model = CardChoices()
    reference = [Entry("ref:melee", "Combat", "Melee combat")]
    model.set_decks([("Combat", reference), ("Investigators", PeopleDeck("Investigators", rows))], {"character:7", "x"})
    qtmodeltester.check(model)
    investigators = model.index(1, 0)
    assert model.rowCount(investigators) == 1_000 and state(model, 1) == Qt.CheckState.PartiallyChecked
    assert model.index(6, 0, investigators).data() == "Investigator 00007" and model.ticked() == {"character:7"}
    model.tick("character:1000", True)
    assert [e.key for e in model.in_order(model.ticked())] == ["character:7", "character:1000"]
    model.tick_all(True)
    assert len(model.ticked()) == 1_001 and state(model, 1) == Qt.CheckState.Checked
    assert PeopleDeck("Investigators", rows) == PeopleDeck("Investigators", [r._replace(dead=True) for r in rows])
    assert PeopleDeck("Investigators", rows) != PeopleDeck("Investigators", rows[:-1])
