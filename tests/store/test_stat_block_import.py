"""`keeper-desk import CAMPAIGN FILE.txt`: a stat block saved as text is read by the same reader as File > Import,
added with its bestiary entry in one transaction, and a bad one exits 1 naming the file and the line, with nothing
written (a campaign made for it removed again)."""

import json
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

from desktop import exchange_cli
from desktop.store.exchange.foreign import ImportProblem
from desktop.store.exchange.import_file import creatures_to_keep, read_import

BLOCKS = Path(__file__).resolve().parents[1] / "fixtures" / "exchange" / "stat_blocks"


def test_a_txt_file_is_read_as_a_stat_block():
    (imported,) = read_import(BLOCKS / "cthugha.txt").characters
    assert imported.sheet.name == "Cthugha" and imported.creature.san_loss == "1D3/1D20"


def test_a_txt_file_that_is_not_utf8_or_not_a_stat_block_is_refused_by_name(tmp_path):
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Ren\xe9e\nSTR 50".encode("latin-1"))
    bad = tmp_path / "notes.txt"
    bad.write_text("Shopping: eggs, milk\n", encoding="utf-8")
    for path, said in ((latin, "latin.txt is not UTF-8 text (byte 3)"), (bad, "line 1 reads 'Shopping: eggs, milk'")):
        try:
            read_import(path)
        except (ImportProblem, ValueError) as refused:
            assert said in str(refused)
        else:
            raise AssertionError(f"{path.name} was read")


def test_a_creature_the_bestiary_has_already_is_left_as_the_bestiary_has_it():
    found = [read_import(BLOCKS / name).characters[0] for name in ("ghoul_bestiary.txt", "cthugha.txt")]
    kept = creatures_to_keep(found, {"ghoul", "deep one"})
    assert [c.name for c in kept] == ["Cthugha"]
    ghoul, cthugha = found
    assert ghoul.creature is None and any("the bestiary has a Ghoul already" in s for s in ghoul.skipped)
    assert any(
        "SAN loss 1D3/1D20: goes into the campaign's bestiary with MOV 1 and armour 14" in s for s in cthugha.kept
    )


def _creatures(campaign: Path) -> tuple[list[str], list[str]]:
    """The campaign's own bestiary and its characters, by name, read from the file."""
    with closing(sqlite3.connect(campaign)) as db:
        settings = db.execute('SELECT "settings" FROM "campaign"').fetchone()[0]
        names = db.execute('SELECT "name" FROM "character" ORDER BY "id"').fetchall()
    return [c["name"] for c in json.loads(settings).get("bestiary", [])], [n for (n,) in names]


def test_the_command_imports_a_stat_block_with_its_bestiary_entry(data_home, tmp_path, capsys):
    campaign = tmp_path / "new.kdesk"
    assert exchange_cli.run(["import", str(campaign), str(BLOCKS / "human_skeleton.txt")]) == 0
    out = capsys.readouterr().out
    assert "Imported Human Skeleton (Stat block)" in out
    assert "skipped CON, APP and EDU: not in the text; set to 1" in out
    assert "kept SAN loss 0/1D6: goes into the campaign's bestiary" in out
    assert _creatures(campaign) == (["Human Skeleton"], ["Human Skeleton"])
    # a second one of the same name: the character comes in, the bestiary's entry stays as it is
    assert exchange_cli.run(["import", str(campaign), str(BLOCKS / "human_skeleton.txt")]) == 0
    assert "the bestiary has a Human Skeleton already" in capsys.readouterr().out
    assert _creatures(campaign) == (["Human Skeleton"], ["Human Skeleton", "Human Skeleton"])


def test_a_bad_stat_block_exits_one_naming_the_file_and_line_and_leaves_nothing(data_home, tmp_path, capsys):
    bad = tmp_path / "giant.txt"
    bad.write_text("Giant Bob\nSTR 120 CON 60 SIZ 70 DEX 50 APP 50 INT 50 POW 50 EDU 50\n", encoding="utf-8")
    missing = tmp_path / "never.kdesk"
    assert exchange_cli.run(["import", str(missing), str(bad)]) == 1
    err = capsys.readouterr().err
    assert "giant.txt: line 2: STR 120 is beyond what a sheet holds" in err
    assert not missing.exists() and list(tmp_path.glob("never.kdesk*")) == []


def test_keeper_desk_import_reads_a_txt_file(data_home, tmp_path):
    """The entry point itself, as a Keeper runs it."""
    env = dict(os.environ, KEEPER_DESK_HOME=str(data_home))
    env.pop("QT_QPA_PLATFORM", None)
    campaign = tmp_path / "scenario.kdesk"
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "import", str(campaign), str(BLOCKS / "bootlegger_6e.txt")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "Imported Louie Morelli (Stat block (6th edition, converted to 7th))" in result.stdout
    assert "skipped 6th edition, characteristics ×5: STR 16 → 80" in result.stdout
