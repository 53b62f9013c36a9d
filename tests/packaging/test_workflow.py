"""The CI workflow for Windows, macOS and Linux cannot run on this machine: actionlint checks it, and these tests
check that it runs the README's test command, builds the bundle on each OS, keeps it, and releases it on a tag."""

import shutil
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


def actionlint() -> str:
    beside = Path(sys.executable).parent / "actionlint"
    found = str(beside) if beside.exists() else shutil.which("actionlint")
    assert found, "actionlint is a test dependency (pip install -e '.[test]')"
    return found


def test_actionlint_finds_nothing_wrong():
    result = subprocess.run([actionlint(), str(WORKFLOW)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_actionlint_would_catch_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    text = WORKFLOW.read_text(encoding="utf-8")
    broken.write_text(text.replace("runs-on: ${{ matrix.os }}", "runs-on: ${{ matrix.oss }}"), encoding="utf-8")
    assert subprocess.run([actionlint(), str(broken)], capture_output=True, timeout=60).returncode != 0


def test_every_os_tests_builds_and_keeps_its_bundle_and_a_tag_releases_them():
    flow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    job = flow["jobs"]["bundle"]
    assert set(job["strategy"]["matrix"]["os"]) == {"ubuntu-latest", "windows-latest", "macos-latest"}
    commands = "\n".join(step.get("run", "") for step in job["steps"])
    readme_test = next(
        line
        for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
        if line.startswith('pip install -e ".[test]"')
    )
    assert readme_test in commands and "python packaging/build.py" in commands
    assert '"Keeper Desk.app"' in commands and "7z a" in commands  # macOS ships the .app, Windows a zip
    assert any(step.get("uses", "").startswith("actions/upload-artifact") for step in job["steps"])
    release = flow["jobs"]["release"]
    assert release["needs"] == "bundle" and "refs/tags/v" in release["if"]
    assert "gh release create" in release["steps"][-1]["run"]
