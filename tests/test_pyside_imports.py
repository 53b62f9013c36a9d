"""PySide6's scan of every module imported after it (for its `__feature__` switch), answered without reading the
sources of ours and of the standard library's, and answered as PySide6 itself would where the answer matters."""

import inspect
import json
import sys

import pytest

import desktop.views.roster.roster_frame
import desktop.views.window.main_window  # noqa: F401 - with it, most of our modules that use PySide6
from desktop import pyside_imports
from desktop.pyside_imports import answer_without_reading

feature = pytest.importorskip("shibokensupport.feature")  # PySide6's own, loaded with PySide6.QtCore


@pytest.fixture
def answers(monkeypatch):
    """The scan as the app installs it, on PySide6's original, with every source read counted."""
    monkeypatch.setattr(
        feature, "_mod_uses_pyside", getattr(feature._mod_uses_pyside, "__wrapped__", feature._mod_uses_pyside)
    )
    read = []
    real = inspect.getsource
    monkeypatch.setattr(inspect, "getsource", lambda module: read.append(module.__name__) or real(module))
    assert answer_without_reading()
    return feature._mod_uses_pyside, read


def test_ours_and_the_standard_librarys_are_answered_without_reading_them(answers):
    scan, read = answers
    assert scan(desktop.views.roster.roster_frame) is True
    assert scan(json) is False and scan(inspect) is False
    assert read == []
    scan(pytest)  # a third party's is read, as PySide6 reads it
    assert read == ["pytest"]


def test_the_answers_for_ours_are_pyside6s_own_for_every_module_that_names_pyside6(answers):
    """PySide6 says 0 ("uses PySide, no feature") of a module whose source names PySide6 and -1 ("ignored") of one
    that does not: the two differ only once some module selects a feature, which none of ours does."""
    scan, _ = answers
    original = scan.__wrapped__
    ours = [module for name, module in sorted(sys.modules.items()) if name.startswith("desktop.") and module]
    naming = [module for module in ours if "PySide6" in _source(module)]
    assert len(naming) > 20 and all(scan(module) and original(module) for module in naming)
    assert not [m.__name__ for m in ours if "__feature__" in _source(m) and m is not pyside_imports]


def _source(module) -> str:
    try:
        return inspect.getsource(module)
    except (OSError, TypeError):  # made by a test, with no file
        return ""


def test_it_is_installed_once(answers):
    scan, _ = answers
    assert answer_without_reading() and feature._mod_uses_pyside is scan


def test_without_pyside6s_scan_it_changes_nothing(monkeypatch):
    monkeypatch.delattr(feature, "_mod_uses_pyside")
    assert answer_without_reading() is False and not hasattr(feature, "_mod_uses_pyside")
