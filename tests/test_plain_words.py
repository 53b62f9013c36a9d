"""Words shown to the Keeper are written out: no "character(s)", "die/dice" or "−-5" in any text of the app or its
forms (counts go through desktop.rules.words.counted, signs through signed)."""

import ast
import re
from pathlib import Path

import pytest
from source_trees import nodes_of

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted(p for p in (ROOT / "desktop").rglob("*.py") if "forms" not in p.parts)
FORMS = sorted((ROOT / "ui").glob("*.ui"))
HALF_WORDS = re.compile(r"\w\((s|es)\)|\bdie/dice\b|[−-]-\{|−-|\+-\{")


def texts_of(path: Path) -> list[tuple[int, str]]:
    if path.suffix == ".ui":
        return [(n, line) for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)]
    found = []
    for node in nodes_of(path):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.append((node.lineno, node.value))
    return found


@pytest.mark.parametrize("path", [*SOURCES, *FORMS], ids=lambda p: str(p.relative_to(ROOT)))
def test_no_half_written_plural_or_doubled_sign(path):
    bad = [f"{path.name}:{n}: {text.strip()[:80]}" for n, text in texts_of(path) if HALF_WORDS.search(text)]
    assert not bad, "\n".join(bad)


THEMSELF = re.compile(r"\bthemself\b", re.IGNORECASE)
DATA = sorted((ROOT / "resources" / "data").glob("*.toml"))


def shown_texts_of(path: Path) -> list[tuple[int, str]]:
    """The strings of a module but its docstrings (which a Keeper never reads), or every line of a form or data file."""
    if path.suffix != ".py":
        return [(n, line) for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)]
    docstrings = set()
    for node in nodes_of(path):
        body = getattr(node, "body", None)
        if (
            isinstance(body, list)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
        ):
            docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in nodes_of(path)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


@pytest.mark.parametrize("path", [*SOURCES, *FORMS, *DATA], ids=lambda p: str(p.relative_to(ROOT)))
def test_no_themself_in_what_the_keeper_reads(path):
    """Before: "Dr. Mae Okafor themself (…)" among the patients, "give themself First Aid" in Cthulhu Rising's hit
    locations, "Hits themself" in its fumble table."""
    bad = [f"{path.name}:{n}: {text.strip()[:80]}" for n, text in shown_texts_of(path) if THEMSELF.search(text)]
    assert not bad, "\n".join(bad)
