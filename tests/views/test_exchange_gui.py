"""File > Import and Export through the main window: the preview decides, one undo step takes an import back, a
bad file says where and changes nothing, a whole campaign opens as a new file."""

import json
import re
from pathlib import Path

import pytest

from desktop.store import character_rows
from desktop.store.exchange.campaign_json import export_campaign

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "exchange"


def test_import_previewed_then_undone_in_one_step(window, monkeypatch):
    shown = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: shown.append(dialog) or True)
    before = character_rows.character_count()
    assert window.import_file(FIXTURES / "foundry_creatures.json") == 2
    dialog = shown[0]
    assert dialog.ui.sheetsTable.rowCount() == 2 and dialog.ui.sheetsTable.item(0, 0).text() == "Deep One"
    # a change, not a leaving-out (QA 4: it stood under "Left out, and why")
    assert dialog.ui.skippedLabel.text() == "Left out or changed, and why:"
    assert any(
        "half damage bonus is changed to the full bonus" in dialog.ui.skippedList.item(i).text()
        for i in range(dialog.ui.skippedList.count())
    )
    assert character_rows.character_count() == before + 2
    assert dialog.ui.summaryLabel.text().startswith("2 characters in ")
    assert window.statusBar().currentMessage() == "Imported 2 characters from foundry_creatures.json"
    window.session.undo_stack.undo()
    assert character_rows.character_count() == before


def test_cancel_and_bad_files_change_nothing(window, monkeypatch, dialogs, tmp_path):
    before = character_rows.character_count()
    monkeypatch.setattr(window, "ask_import", lambda dialog: False)
    assert window.import_file(FIXTURES / "dholes_house_ada.json") == 0 and character_rows.character_count() == before
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert window.import_file(broken) == 0
    assert "broken.json, line 1, column 2" in dialogs.shown[-1][1] and "Nothing was imported" in dialogs.shown[-1][1]
    assert character_rows.character_count() == before


def test_export_then_a_whole_campaign_opens_as_a_new_file(window, tmp_path, monkeypatch):
    out = tmp_path / "campaign.json"
    assert window.export_file(out) and out.read_text(encoding="utf-8").startswith("{")
    target = tmp_path / "reopened.kdesk"
    monkeypatch.setattr(window, "ask_save_path", lambda *args: str(target))
    assert window.import_file(out) == 8
    assert window.session.path == target and character_rows.character_count() == 8
    assert window.windowTitle() == "Keeper Desk — Test Campaign"


def _bad(tmp_path, name, old, new):
    """A fixture with one piece of its text replaced by hand."""
    text = (FIXTURES / name).read_text(encoding="utf-8")
    assert text.count(old) == 1
    path = tmp_path / f"bad-{name}"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


BAD_FILES = [
    ("dholes_house_ada.json", '"STR": "45"', '"STR": Infinity', "Investigator.Characteristics.STR: Infinity"),
    ("dholes_house_ada.json", '"SIZ": "50"', '"SIZ": ' + "9" * 5000, "Characteristics.SIZ: a whole number of 5,000"),
    ("dholes_house_ada.json", '"Tall, ink-stained fingers."', "[" * 50_000 + "]" * 50_000, "nested more than 100"),
    ("dholes_house_ada.json", '"Ada Whitcombe"', '"Ada \\udc00"', "PersonalDetails.Name: the text holds a broken"),
    ("foundry_character.json", '"str": {"value": 60}', '"str": {"value": NaN}', "characteristics.str.value: NaN"),
    ("foundry_character.json", '"@DEX/2"', '"@DEX/0"', "items[1] (Dodge).base: a base Keeper Desk cannot"),
    ("foundry_creatures.json", '"base": "45"', '"base": -1e400', "[0].items[0].data.base: -1e400 is too large"),
]


@pytest.mark.parametrize(("name", "old", "new", "place"), BAD_FILES, ids=[b[3][:24] for b in BAD_FILES])
def test_a_file_no_campaign_can_hold_is_refused_by_place_and_the_campaign_is_unchanged(
    window, monkeypatch, dialogs, tmp_path, name, old, new, place
):
    previewed = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: previewed.append(dialog) or True)
    before, steps = export_campaign(), window.session.undo_stack.count()
    assert window.import_file(_bad(tmp_path, name, old, new)) == 0
    assert previewed == []
    [(_, message, _)] = dialogs.shown
    assert place in message and message.endswith("Nothing was imported.") and len(message) < 400, message
    assert export_campaign() == before and window.session.undo_stack.count() == steps


def test_a_bad_whole_campaign_is_refused_before_any_new_file_is_made(window, monkeypatch, dialogs, tmp_path):
    out = tmp_path / "campaign.json"
    assert window.export_file(out)
    text = out.read_text(encoding="utf-8")
    target = tmp_path / "reopened.kdesk"
    monkeypatch.setattr(window, "ask_save_path", lambda *args: str(target))
    before, path = export_campaign(), window.session.path
    for bad, place in (
        (re.sub(r'"luck": \d+', '"luck": Infinity', text, count=1), "characters[0].luck: Infinity"),
        (text.replace('"id": 2,', '"id": 1,', 1), "characters[1].id: 1 is already used by characters[0]"),
    ):
        out.write_text(bad, encoding="utf-8")
        assert window.import_file(out) == 0
        assert place in dialogs.shown[-1][1], dialogs.shown[-1][1]
        assert not list(tmp_path.glob("reopened.kdesk*")) and window.session.path == path
        assert export_campaign() == before


def test_a_long_backstory_is_previewed_cut_with_the_rest_left_out(window, monkeypatch, tmp_path):
    story = "She remembers the flood, and the water under the stacks. " * 20_000  # 1.1 million characters
    bad = _bad(tmp_path, "dholes_house_ada.json", '"Tall, ink-stained fingers."', json.dumps(story))
    previewed = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: previewed.append(dialog) or True)
    assert window.import_file(bad) == 1
    left_out = [previewed[0].ui.skippedList.item(i).text() for i in range(previewed[0].ui.skippedList.count())]
    assert any(
        r.startswith("Ada Whitcombe: Notes: only the first 100,000 characters are kept, the other 1,0")
        for r in left_out
    ), left_out
    [ada] = [r.id for r in character_rows.roster_rows() if r.name == "Ada Whitcombe"]
    notes = window.session.sheet(ada).notes
    assert len(notes) == 100_000 and notes.startswith("Description: She remembers the flood")


def test_a_whole_campaign_the_disk_refuses_leaves_no_new_file_and_the_old_one_open(
    window, monkeypatch, dialogs, tmp_path
):
    """Before: a store error while writing left the window on a new, empty campaign file (and the file behind)."""
    from desktop.store.errors import StoreError
    from desktop.store.exchange import campaign_json

    out = tmp_path / "campaign.json"
    assert window.export_file(out)
    target = tmp_path / "reopened.kdesk"
    monkeypatch.setattr(window, "ask_save_path", lambda *args: str(target))

    def full_disk(data):
        raise StoreError("The change could not be saved (database or disk is full); nothing was written.")

    monkeypatch.setattr(campaign_json, "import_campaign", full_disk)
    before, path = export_campaign(), window.session.path
    assert window.import_file(out) == 0
    assert "disk is full" in dialogs.shown[-1][1] and "campaign.json was not imported" in dialogs.shown[-1][1]
    assert not list(tmp_path.glob("reopened.kdesk*")) and window.session.path == path
    assert export_campaign() == before


def test_one_character_imported_is_said_in_the_singular(window, monkeypatch, tmp_path):
    """Before: "1 character(s) in one.json" and "Imported 1 character(s) from one.json"."""
    shown = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: shown.append(dialog) or True)
    data = json.loads((FIXTURES / "foundry_creatures.json").read_text(encoding="utf-8"))
    one = tmp_path / "one.json"
    one.write_text(json.dumps(data[:1] if isinstance(data, list) else data), encoding="utf-8")
    assert window.import_file(one) == 1
    assert shown[0].ui.summaryLabel.text().startswith("1 character in one.json will be added")
    assert window.statusBar().currentMessage() == "Imported 1 character from one.json"


def test_the_roster_footer_and_models_are_right_after_an_import_is_undone(window, monkeypatch, qtmodeltester):
    """QA 4: import two characters, then Ctrl+Z: the footer said "9 of 10 characters shown" with no filter."""
    monkeypatch.setattr(window, "ask_import", lambda dialog: True)
    tab = window.tab("Roster")
    before = window.session.roster.rowCount()
    assert window.import_file(FIXTURES / "foundry_creatures.json") == 2
    assert tab.ui.countLabel.text() == f"{before + 2} characters"
    shown = [tab.proxy.index(r, 0).data() for r in range(tab.proxy.rowCount())]
    assert shown == sorted(shown, key=str.casefold) and "Deep One" in shown  # under the Name sort arrow (QA 4, 9)
    for step, count in (("undo", before), ("redo", before + 2), ("undo", before)):
        getattr(window.session.undo_stack, step)()
        assert tab.proxy.rowCount() == window.session.roster.rowCount() == count
        assert tab.ui.countLabel.text() == f"{count} characters", step
        qtmodeltester.check(window.session.roster)
        qtmodeltester.check(tab.proxy)


def test_characters_the_file_refuses_halfway_are_none_of_them_added_and_it_is_said(window, monkeypatch, dialogs):
    """Characters imported together are one step: when the campaign refuses the second (a full disk, say), the
    first is not left behind, no undo step is made, and the Keeper reads why instead of a traceback."""
    from desktop.models.roster import roster_changes
    from desktop.store.errors import StoreError

    monkeypatch.setattr(window, "ask_import", lambda dialog: True)
    real, written = roster_changes.character_rows.write_change, []

    def refuse_the_second(*args, **kwargs):
        written.append(1)
        if len(written) == 2:
            raise StoreError("The change could not be saved (disk full); nothing was written.")
        return real(*args, **kwargs)

    monkeypatch.setattr(roster_changes.character_rows, "write_change", refuse_the_second)
    before, steps = character_rows.character_count(), window.session.undo_stack.count()
    assert window.import_file(FIXTURES / "foundry_creatures.json") == 0
    assert character_rows.character_count() == before and window.session.undo_stack.count() == steps
    assert window.session.roster.rowCount() == before
    assert any("disk full" in text and "Nothing was imported" in text for text in dialogs.texts())


REAL = FIXTURES / "real"


def _listed(dialog) -> list[str]:
    return [dialog.ui.skippedList.item(i).text() for i in range(dialog.ui.skippedList.count())]


def test_the_keeper_chooses_to_roll_the_goon_s_rolls_and_the_preview_says_so(window, monkeypatch):
    """Before: the Goon's rolls were averaged with no choice (and at 52, not Foundry's 50). The preview offers both;
    rolled, each roll is said with what it gave, and what is imported is what the preview last showed."""
    from desktop.rules import ScriptedDice

    def preview(dialog):
        assert dialog.ui.rollsBox.isVisibleTo(dialog) and dialog.ui.averageRadio.isChecked()
        assert (
            "Goon: STR: the file gives only the roll '5*2d6+6'; taken at FoundryVTT's average, 41 "
            "(each die at its middle, rounded down)" in _listed(dialog)
        )
        dialog.dice = ScriptedDice([1, 2] + [3] * 3 + [4] * 3 + [5] * 3 + [6] + [1] + [6, 6] + [6] * 9 + [6, 6])
        dialog.ui.rollRadio.setChecked(True)
        assert "Goon: STR: the file gives only the roll '5*2d6+6'; rolled 21" in _listed(dialog)
        assert "Goon: DEX: the file gives only the roll '5*3d6'; rolled 75" in _listed(dialog)
        dialog.ui.rollAgainButton.click()  # 6, 6 for STR this time
        assert "Goon: STR: the file gives only the roll '5*2d6+6'; rolled 66" in _listed(dialog)
        shown.append(dialog)
        return True

    shown = []
    monkeypatch.setattr(window, "ask_import", preview)
    assert window.import_file(REAL / "foundry_coc7_source_goon.json") == 1
    [goon] = [r.id for r in character_rows.roster_rows() if r.name == "Goon"]
    sheet = window.session.sheet(goon)
    assert (sheet.strength, sheet.constitution, sheet.size, sheet.dexterity) == (66, 90, 90, 90)
    assert (sheet.appearance, sheet.intelligence) == (30, 30)


def test_averages_chosen_again_after_a_roll_are_what_comes_in(window, monkeypatch):
    from desktop.rules import Dice

    def preview(dialog):
        dialog.dice = Dice(7)
        dialog.ui.rollRadio.setChecked(True)
        dialog.ui.averageRadio.setChecked(True)
        assert not dialog.ui.rollAgainButton.isEnabled()
        return True

    monkeypatch.setattr(window, "ask_import", preview)
    assert window.import_file(REAL / "foundry_coc7_goon.json") == 1
    [goon] = [r.id for r in character_rows.roster_rows() if r.name == "Goon"]
    sheet = window.session.sheet(goon)
    assert (sheet.strength, sheet.constitution, sheet.appearance) == (41, 50, 15)


def test_a_file_without_rolls_offers_no_choice(window, monkeypatch):
    shown = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: shown.append(dialog) or False)
    window.import_file(REAL / "foundry_coc7_villain_example.json")
    assert not shown[0].ui.rollsBox.isVisibleTo(shown[0])


def test_the_creature_s_san_loss_goes_into_the_bestiary_with_it_and_one_undo_takes_both_back(window, monkeypatch):
    """The monster's SAN loss is kept where the campaign keeps one, its bestiary: the Sanity tab then offers the
    creature with its loss; the import stays one undo step for the sheet and the bestiary entry together."""
    from desktop.store.campaign_bestiary import campaign_creatures

    shown = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: shown.append(dialog) or True)
    steps = window.session.undo_stack.count()
    assert window.import_file(REAL / "foundry_coc7_source_creature_example.json") == 1
    assert any("SAN loss 1D2/1D6: kept in the campaign's bestiary as Creature example" in t for t in _listed(shown[0]))
    assert [(c.name, c.san_loss) for c in campaign_creatures()] == [("Creature example", "1D2/1D6")]
    combo = window.tab("Sanity").ui.horrorCombo
    assert "Creature example (1D2/1D6, bestiary)" in [combo.itemText(i) for i in range(combo.count())]
    assert window.session.undo_stack.count() == steps + 1
    window.session.undo_stack.undo()
    assert campaign_creatures() == [] and not [r for r in character_rows.roster_rows() if r.name == "Creature example"]


def test_file_export_character_writes_the_picked_character_as_a_foundry_actor(window, monkeypatch, tmp_path):
    """File > Export Character…: the Roster's selected character is offered first; the picked one goes to the file
    asked for, as a FoundryVTT CoC7 actor our importer reads back to the same sheet."""
    from desktop.store.exchange.foreign_files import read_foreign

    roster = window.tab("Roster")
    ghoul = next(r.id for r in character_rows.roster_rows() if r.name == "Ghoul")
    roster.select(ghoul)
    picked = []

    def pick(dialog):
        picked.append(dialog)
        assert dialog.ui.characterCombo.currentText() == "Ghoul"  # the Roster's selection
        assert [dialog.ui.formatCombo.itemText(i) for i in range(dialog.ui.formatCombo.count())] == [
            "FoundryVTT CoC7 actor",
            "Dhole's House JSON",
        ]
        return True

    monkeypatch.setattr(window, "ask_export_character", pick)
    asked = []
    out = tmp_path / "ghoul.json"
    monkeypatch.setattr(window, "ask_save_path", lambda title, suggestion, kinds: asked.append(suggestion) or str(out))
    window.ui.actionExportCharacter.trigger()
    assert picked and asked[0].endswith("Ghoul.json")
    actor = json.loads(out.read_text(encoding="utf-8"))
    assert (actor["name"], actor["type"]) == ("Ghoul", "creature")
    assert actor["system"]["special"]["sanLoss"] == {"checkPassed": "0", "checkFailled": "1D6"}
    [back] = read_foreign(actor)
    assert back.sheet.filled() == window.session.sheet(ghoul)
    assert window.statusBar().currentMessage() == f"Exported Ghoul to {out} as a FoundryVTT CoC7 actor"


def test_export_character_cancelled_or_refused_writes_nothing(window, monkeypatch, dialogs, tmp_path):
    out = tmp_path / "nobody.json"
    monkeypatch.setattr(window, "ask_save_path", lambda *args: str(out))
    monkeypatch.setattr(window, "ask_export_character", lambda dialog: False)
    assert window.export_character() is False and not out.exists()
    monkeypatch.setattr(window, "ask_export_character", lambda dialog: True)
    blocked = tmp_path / "no-such-folder" / "harriet.json"
    assert window.export_character(blocked) is False
    assert "could not be written" in dialogs.shown[-1][1] and not blocked.parent.exists()
    assert not list(tmp_path.rglob("*.part"))


def test_a_ghoul_exported_and_imported_again_leaves_the_shipped_ghoul_as_it_is(window, monkeypatch, tmp_path):
    """Before any care, the import would have put a plain Ghoul into the campaign's bestiary over the shipped one
    (and its rubbery hide): the shipped one stays, and the sheet's notes keep the SAN loss."""
    from desktop.store.campaign_bestiary import campaign_creatures, creature_named

    out = tmp_path / "ghoul.json"
    monkeypatch.setattr(
        window, "ask_export_character", lambda dialog: dialog.ui.characterCombo.setCurrentText("Ghoul") or True
    )
    assert window.export_character(out)
    shown = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: shown.append(dialog) or True)
    hide = creature_named("Ghoul").specials
    assert window.import_file(out) == 1
    assert (
        "Ghoul: the bestiary has a Ghoul already, which stays as it is; this one's SAN loss 0/1D6 is in the notes"
        in (_listed(shown[0]))
    )
    assert campaign_creatures() == [] and creature_named("Ghoul").specials == hide


def test_export_character_starts_on_the_roster_s_selection_whichever_tab_is_in_front(window, monkeypatch):
    """Found playing: with Walt Brennan (copy) picked on the Roster and another tab in front, the dialog started on
    the first name of the list."""
    from dataclasses import replace

    roster = window.tab("Roster")
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    copy = window.session.add_character(replace(window.session.sheet(walt), name="Walt Brennan (copy)"))
    roster.select(copy)
    window.tab("Dice")
    offered = []
    monkeypatch.setattr(window, "ask_export_character", lambda dialog: offered.append(dialog.chosen()[:2]) or False)
    window.ui.actionExportCharacter.trigger()
    assert offered == [(copy, "Walt Brennan (copy)")]


def test_a_character_the_roster_has_by_name_already_is_said_in_the_preview(window, monkeypatch, tmp_path):
    """Found playing: Harriet exported and imported again came in as a second, identical Harriet, the preview saying
    that everything came across."""
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    out = tmp_path / "harriet.json"
    monkeypatch.setattr(window, "ask_export_character", lambda dialog: True)
    window.tab("Roster").select(harriet)
    assert window.export_character(out)
    previewed = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: previewed.append(dialog) or True)
    assert window.import_file(out) == 1
    said = [previewed[0].ui.skippedList.item(i).text() for i in range(previewed[0].ui.skippedList.count())]
    assert any("the roster has a Harriet Crane already: this one comes in beside it" in line for line in said), said


def test_the_preview_shows_each_characters_numbers_as_they_will_come_in_and_wraps_its_reasons(window, monkeypatch):
    """Found playing: the preview gave name, kind, source and counts only, so the Goon's POW 1 and SAN 1 could not
    be seen before importing; and each reason was one long line to scroll sideways for."""
    from desktop.rules import ScriptedDice

    def preview(dialog):
        sheet_text = dialog.ui.sheetText.toPlainText()
        assert "STR 41 CON 50 SIZ 50 DEX 50 APP 15 INT 15 POW 1 EDU 1" in sheet_text, sheet_text
        assert "SAN 1 HP 10" in sheet_text
        dialog.dice = ScriptedDice([6] * 40)
        dialog.ui.rollRadio.setChecked(True)  # rolled: the numbers shown follow
        assert "STR 66" in dialog.ui.sheetText.toPlainText()
        assert dialog.ui.skippedList.wordWrap()
        return False

    monkeypatch.setattr(window, "ask_import", preview)
    assert window.import_file(REAL / "foundry_coc7_source_goon.json") == 0
