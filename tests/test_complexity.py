"""No function in the application or its tests past the complexity pyproject.toml allows (ruff's C901, at most 20)."""

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_complexity_limit_is_set_and_at_most_20():
    lint = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]["lint"]
    assert "C901" in lint["select"] and lint["mccabe"]["max-complexity"] <= 20


def test_no_function_is_past_the_complexity_limit():
    found = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--select", "C901", "--output-format", "concise", "desktop", "tests"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    offenders = [line for line in found.stdout.splitlines() if "C901" in line]
    assert found.returncode == 0 and not offenders, "split these along their seams:\n" + "\n".join(offenders)
