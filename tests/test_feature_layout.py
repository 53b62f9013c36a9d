"""DESIGN.md's layout: one sub-package per feature in each layer, found by one name, and no module name used twice."""

from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "desktop"
FEATURES = {
    "rules": {"roster", "combat", "chase", "rising", "sanity", "tomes", "sessions", "handouts", "notes", "search"},
    "models": {
        *("roster", "dice", "combat", "chase", "rising", "sanity", "tomes", "cards"),
        *("sessions", "handouts", "notes", "search"),
    },
    "views": {
        *("window", "common", "roster", "dice", "combat", "chase", "rising", "sanity", "tomes", "cards", "forms"),
        *("sessions", "handouts", "notes", "search"),
    },
    "store": {"exchange"},
}


def modules(package: Path = PACKAGE) -> list[Path]:
    return [p for p in package.rglob("*.py") if p.name != "__init__.py" and not p.name.startswith("ui_")]


def test_each_layer_has_one_sub_package_per_feature_and_a_feature_has_one_name_in_every_layer():
    for layer, features in FEATURES.items():
        found = {p.name for p in (PACKAGE / layer).iterdir() if (p / "__init__.py").is_file()}
        assert found == features, layer
    # a feature's pieces are found by one name: a feature of the models and the views has its rules beside it (the
    # dice's rules are the module rules/dice.py, the cards' renderer the package desktop/cards)
    shared = FEATURES["models"] & FEATURES["views"] - {"dice", "cards"}
    assert shared <= FEATURES["rules"]


def test_no_two_modules_share_a_name_anywhere_in_the_application():
    where = defaultdict(list)
    for path in modules():
        where[path.stem].append(str(path.relative_to(PACKAGE)))
    assert {name: paths for name, paths in where.items() if len(paths) > 1} == {}


def test_no_module_is_named_after_a_feature_package_of_its_layer():
    # `rules/chase.py` beside `rules/chase/` would hide one or the other (the dice's rules are the one module
    # rules/dice.py, beside models/dice/ and views/dice/)
    clashes = [p for p in modules() if p.stem in FEATURES.get(p.relative_to(PACKAGE).parts[0], ())]
    assert [str(p.relative_to(PACKAGE)) for p in clashes] == []


def test_the_views_layer_keeps_only_its_packages_at_its_top():
    # every tab, dialog and shared widget lives in its feature's package; the top holds none
    assert sorted(p.name for p in (PACKAGE / "views").glob("*.py")) == ["__init__.py"]


def test_no_hand_written_module_is_over_600_lines():
    # the forms pyside6-uic generates from ui/ are not written by hand
    long = {str(p.relative_to(PACKAGE)): n for p in modules() if (n := len(p.read_text("utf-8").splitlines())) > 600}
    assert long == {}
