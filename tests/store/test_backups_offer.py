"""The store decides which backup a refused file is offered, which reader an import file goes to, and what a new
campaign file is called (issue 21: these were decided in the File menu's view). Refactor: the tests pin the rules as
the view had them."""

import json
from pathlib import Path

import pytest

from desktop.store.backups import RESTORABLE, backup_to_offer, backups_of, rolling_backup
from desktop.store.campaign_file import (
    Refusal,
    close_campaign,
    new_campaign_path,
    new_campaign_refusal,
    open_campaign,
)
from desktop.store.exchange.campaign_json import export_to
from desktop.store.exchange.import_file import IMPORT_ERRORS, read_import
from desktop.store.sample import write_sample_roster

EXCHANGE = Path(__file__).resolve().parents[1] / "fixtures" / "exchange"


def test_a_file_a_backup_can_mend_is_offered_its_newest_good_backup_and_no_other_refusal_is(tmp_path):
    backups = tmp_path / "backups"
    path = tmp_path / "Dunwich.kdesk"
    open_campaign(path, create_name="Dunwich")
    rolling_backup(backups)
    rolling_backup(backups)
    close_campaign()
    newest, older = backups_of(path, backups)
    assert {Refusal.DAMAGED, Refusal.NOT_A_CAMPAIGN, Refusal.UNREADABLE} == RESTORABLE
    for reason in Refusal:
        offered = backup_to_offer(path, reason, backups)
        assert (offered.path if offered else None) == (newest.path if reason in RESTORABLE else None), reason
    newest.path.write_bytes(newest.path.read_bytes()[:5000])  # the newest damaged on disk: the older one is offered
    assert backup_to_offer(path, Refusal.DAMAGED, backups).path == older.path
    older.path.write_bytes(b"\x00" * 4096)
    assert backup_to_offer(path, Refusal.DAMAGED, backups) is None  # no good backup: nothing to offer


def test_a_new_campaign_file_gets_the_suffix_once_and_never_goes_over_a_file_there(tmp_path):
    assert new_campaign_path(str(tmp_path / "Arkham")) == tmp_path / "Arkham.kdesk"
    assert new_campaign_path(tmp_path / "Arkham.kdesk") == tmp_path / "Arkham.kdesk"
    assert new_campaign_refusal(tmp_path / "Arkham.kdesk") == ""
    (tmp_path / "Arkham.kdesk").write_bytes(b"")
    assert new_campaign_refusal(tmp_path / "Arkham.kdesk") == "Arkham.kdesk already exists: pick a new name."


def test_an_import_goes_to_the_reader_that_takes_it_and_a_file_none_takes_is_refused_by_name(tmp_path):
    path = tmp_path / "Kingsport.kdesk"
    open_campaign(path, create_name="Kingsport")
    write_sample_roster()
    export_to(tmp_path / "whole.json")
    close_campaign()
    whole = read_import(tmp_path / "whole.json")
    assert whole.campaign is not None and whole.campaign["campaign"]["name"] == "Kingsport" and not whole.characters
    ada = read_import(EXCHANGE / "dholes_house_ada.json")
    assert ada.campaign is None and len(ada.characters) == 1
    broken = json.loads((tmp_path / "whole.json").read_text(encoding="utf-8"))
    broken["characters"][0]["surprise"] = 1  # a campaign file is checked whole before anything is made for it
    (tmp_path / "broken.json").write_text(json.dumps(broken), encoding="utf-8")
    (tmp_path / "list.json").write_text("[1, 2]", encoding="utf-8")
    for name in ("broken.json", "list.json"):
        with pytest.raises(IMPORT_ERRORS):
            read_import(tmp_path / name)
