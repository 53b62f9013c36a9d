"""Every generated form module matches what pyside6-uic makes from its ui/ file today."""

import pytest

from desktop.views.forms.build import UI_DIR, generate, module_for

UI_FILES = sorted(UI_DIR.glob("*.ui"))


def body(text: str) -> list[str]:
    """The module without its header comment, which names the uic version."""
    return [line for line in text.splitlines() if not line.startswith("#")]


def test_every_form_has_a_module():
    assert UI_FILES, "no forms found in ui/"
    assert all(module_for(ui).exists() for ui in UI_FILES)


@pytest.mark.parametrize("ui_file", UI_FILES, ids=lambda p: p.name)
def test_generated_module_is_fresh(ui_file):
    assert body(module_for(ui_file).read_text(encoding="utf-8")) == body(generate(ui_file)), (
        f"{module_for(ui_file).name} is stale: run `python -m desktop.views.forms.build`"
    )


def test_uic_is_found_without_an_activated_environment(monkeypatch):
    """Before: the check looked for pyside6-uic on PATH only, and failed unless the venv was activated."""
    from desktop.views.forms.build import find_uic

    monkeypatch.setenv("PATH", "")
    assert find_uic()


@pytest.mark.parametrize("ui_file", UI_FILES, ids=lambda p: p.name)
def test_every_form_is_laid_out_as_designer_writes_it(ui_file):
    """One element a line: combat_tab.ui was one line of 24 KB, so no change to it could be read in review."""
    from desktop.views.forms.build import as_designer_writes

    text = ui_file.read_text(encoding="utf-8")
    assert text == as_designer_writes(text), f"{ui_file.name}: run `python -m desktop.views.forms.build`"
    assert max(len(line) for line in text.splitlines()) < 1000
