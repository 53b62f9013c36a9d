"""What the window opens when the campaign asked for is refused: the one that was open, then the default campaign
(created when missing), never one that has just failed (issue 21: decided in the main window before). Refactor."""

from pathlib import Path

from desktop.models.opening import fallbacks


def test_the_campaign_that_was_open_comes_back_first_then_the_default_created_when_missing(tmp_path):
    asked, was_open, default = tmp_path / "Asked.kdesk", tmp_path / "Open.kdesk", tmp_path / "Default.kdesk"
    assert fallbacks(asked, was_open, default) == [(was_open, None), (default, "Default Campaign")]
    assert fallbacks(asked, None, default) == [(default, "Default Campaign")]
    default.write_bytes(b"")
    assert fallbacks(asked, None, default) == [(default, None)]  # there already: opened, never created over


def test_a_default_campaign_that_failed_already_is_not_tried_again(tmp_path):
    asked, default = tmp_path / "Asked.kdesk", tmp_path / "Default.kdesk"
    assert fallbacks(default, None, default) == []  # the default itself was refused: the window says why
    assert fallbacks(asked, default, default) == [(default, None)]  # the default was open: back to it, once
    assert fallbacks(str(default), None, Path(default)) == []
