"""The Sanity tab on a long roster: its minds are read a page at a time, as the table shows them, and are the minds
read whole; its picker of horrors lists the bestiary's names and losses without making a creature."""

from PySide6.QtCore import Qt

from desktop.models.sanity.minds_model import MindsModel
from desktop.models.sanity.sanity_scene import SanityScene
from desktop.rules.bestiary import bestiary, bestiary_horrors
from desktop.rules.roster.sheet import Kind
from desktop.rules.sanity.insanity import horror_table
from desktop.rules.sanity.minds import Horror
from desktop.store.campaign_bestiary import all_creatures
from desktop.store.schema import database

COLUMNS = (
    "name, kind, occupation, age, strength, constitution, size, dexterity, appearance, intelligence, power, "
    "education, hp, mp, sanity, luck, conditions, notes, mov_override"
)


def clerks(count: int) -> None:
    """`count` more investigators, copies of the first with names of their own; every tenth dead, every seventh
    with some Cthulhu Mythos."""
    template = database.execute_sql('SELECT "id" FROM "character" WHERE "kind" = ? LIMIT 1', (Kind.INVESTIGATOR.value,))
    (first,) = template.fetchone()
    for n in range(count):
        fields = COLUMNS.replace("name, ", "").replace("conditions, ", "")
        cursor = database.execute_sql(
            f'INSERT INTO "character" (name, conditions, {fields}) SELECT ?, ?, {fields} FROM "character" WHERE id = ?',
            (f"Clerk {n:03d}", '["dead"]' if n % 10 == 3 else "[]", first),
        )
        if n % 7 == 0:
            database.execute_sql(
                'INSERT INTO "skill" (character_id, name, specialization, value, ticked, position)'
                " VALUES (?, ?, ?, ?, ?, 99)",
                (cursor.lastrowid, "Cthulhu Mythos", "", n % 30, 0),
            )


def test_the_minds_of_a_long_roster_are_read_a_page_at_a_time_and_are_those_read_whole(
    window, qtbot, qtmodeltester, monkeypatch
):
    clerks(300)
    whole, pages = [], []
    real_whole, real_page = SanityScene.investigators, SanityScene.minds_of
    monkeypatch.setattr(SanityScene, "investigators", lambda s, *a, **k: whole.append(a) or real_whole(s, *a, **k))
    monkeypatch.setattr(SanityScene, "minds_of", lambda s, ids: pages.append(list(ids)) or real_page(s, ids))
    tab = window.tab("Sanity")
    window.show_tab("Sanity")
    assert whole == [] and tab.minds.rowCount() == 304
    qtbot.wait_until(lambda: bool(pages))  # the table painted
    assert 0 < sum(map(len, pages)) <= MindsModel.PAGE  # the screenful shown, with its page, and no more
    tab.minds.tick_all(True)  # everyone alive ticked, the dead never, without reading everyone's mind
    assert sum(map(len, pages)) <= MindsModel.PAGE
    read = [tab.minds.mind_at(r) for r in range(tab.minds.rowCount())]
    monkeypatch.undo()
    minds = tab.scene.investigators()
    assert read == minds and any(m.mythos for m in minds)
    assert tab.minds.ticked() == [m.character_id for m in minds if "dead" not in m.conditions]
    assert len(tab.minds.ticked()) == 304 - 30
    qtmodeltester.check(tab.minds)


def test_a_page_shows_one_who_is_an_investigator_no_more_as_an_empty_row_till_the_tab_refreshes(window, qtbot):
    clerks(150)
    tab = window.tab("Sanity")
    last = tab.minds.rowCount() - 1
    character_id = tab.minds.index(last, 1).data(Qt.ItemDataRole.UserRole + 1)
    database.execute_sql('UPDATE "character" SET "kind" = ? WHERE "id" = ?', (Kind.NPC.value, character_id))
    assert tab.minds.index(last, 1).data() is None  # read after the change: nothing shown, nothing raised
    tab.refresh()
    assert tab.minds.rowCount() == last and character_id not in tab.minds.ids()


def test_the_picker_of_horrors_lists_the_bestiarys_losses_without_making_a_creature(window):
    bestiary.cache_clear()
    bestiary_horrors.cache_clear()
    combo = window.tab("Sanity").ui.horrorCombo
    assert bestiary.cache_info().currsize == 0  # no creature made, none checked, for the list
    listed = [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count()) if "bestiary)" in combo.itemText(i)]
    table = {entry.name for entry in horror_table()}
    expected = [
        (f"{c.name} ({c.san_loss}, bestiary)", Horror(c.name, c.san_loss, c.horror, True))
        for c in all_creatures()  # the creatures made now, to compare
        if c.san_loss and c.name not in table
    ]
    assert listed == expected and listed
