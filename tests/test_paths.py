"""Where data lives: KEEPER_DESK_HOME, a portable folder beside a bundled executable, or the user data folder."""

import sys

from desktop import paths


def test_keeper_desk_home_wins(data_home):
    assert paths.data_home() == data_home
    assert paths.default_campaign_path() == data_home / "Default.kdesk"


def test_portable_marker_beside_a_bundled_executable(tmp_path, monkeypatch):
    monkeypatch.delenv("KEEPER_DESK_HOME")
    exe = tmp_path / "keeper-desk" / "keeper-desk"
    exe.parent.mkdir()
    exe.touch()
    monkeypatch.setattr(sys, "executable", str(exe))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    user_dir = tmp_path / "user"
    monkeypatch.setattr(paths, "user_data_dir", lambda *args: str(user_dir))
    assert paths.data_home() == user_dir  # no marker: the user data directory
    (exe.parent / paths.PORTABLE_MARKER).touch()
    assert paths.data_home() == exe.parent / "data"
    assert paths.settings_path() == exe.parent / "data" / "settings.ini"
