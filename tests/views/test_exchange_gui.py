"""File > Import and Export through the main window: the preview decides, one undo step takes an import back, a
bad file says where and changes nothing, a whole campaign opens as a new file."""

from pathlib import Path

from desktop.store import roster

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "exchange"


def test_import_previewed_then_undone_in_one_step(window, monkeypatch):
    shown = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: shown.append(dialog) or True)
    before = roster.character_count()
    assert window.import_file(FIXTURES / "foundry_creatures.json") == 2
    dialog = shown[0]
    assert dialog.ui.sheetsTable.rowCount() == 2 and dialog.ui.sheetsTable.item(0, 0).text() == "Deep One"
    assert any("half the damage bonus" in dialog.ui.skippedList.item(i).text()
               for i in range(dialog.ui.skippedList.count()))  # fmt: skip
    assert roster.character_count() == before + 2
    window.session.undo_stack.undo()
    assert roster.character_count() == before


def test_cancel_and_bad_files_change_nothing(window, monkeypatch, dialogs, tmp_path):
    before = roster.character_count()
    monkeypatch.setattr(window, "ask_import", lambda dialog: False)
    assert window.import_file(FIXTURES / "dholes_house_ada.json") == 0 and roster.character_count() == before
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert window.import_file(broken) == 0
    assert "broken.json, line 1, column 2" in dialogs.shown[-1][1] and "Nothing was imported" in dialogs.shown[-1][1]
    assert roster.character_count() == before


def test_export_then_a_whole_campaign_opens_as_a_new_file(window, tmp_path, monkeypatch):
    out = tmp_path / "campaign.json"
    assert window.export_file(out) and out.read_text(encoding="utf-8").startswith("{")
    target = tmp_path / "reopened.kdesk"
    monkeypatch.setattr(window, "ask_save_path", lambda *args: str(target))
    assert window.import_file(out) == 8
    assert window.session.path == target and roster.character_count() == 8
    assert window.windowTitle() == "Keeper Desk — Test Campaign"
