"""Builds Keeper Desk's one-folder bundle for this OS into dist/keeper-desk/, smoke-tests it, and compares it
with a bare PySide6 window bundled the same way (budgets: at most 1.2x the size and 2x the start-up).

    python packaging/build.py            build, smoke-test, compare
    python packaging/build.py --onefile  a single-file executable instead (it unpacks on every start)
    python packaging/build.py --no-compare

Exits non-zero, loudly, when the build or the smoke test fails.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(HERE)]

import bundle  # noqa: E402
import icons  # noqa: E402

from desktop import __version__  # noqa: E402

DIST = ROOT / "dist"
WORK = ROOT / "build"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
SIZE_BUDGET = 1.2
STARTUP_BUDGET = 2.0

BARE_SPEC = """# A bare PySide6 window, bundled the way Keeper Desk is: the baseline of the bundle budgets.
import sys
sys.path.insert(0, {packaging!r})
import bundle

a = Analysis([{script!r}], excludes=list(bundle.EXCLUDED_MODULES))
a.binaries = bundle.prune(a.binaries)
a.datas = bundle.prune(a.datas)
pyz = PYZ(a.pure)
strip = bundle.STRIP and sys.platform != "win32"
exe = EXE(pyz, a.scripts, [], exclude_binaries=True, name="bare-window", console=False, upx=False, strip=strip)
coll = COLLECT(exe, a.binaries, a.datas, upx=False, strip=strip, name="bare-window")
"""

VERSION_INFO = """VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0, OS=0x40004, fileType=0x1,
                    subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'Keeper Desk'),
      StringStruct('FileDescription', 'Keeper Desk: a companion for Call of Cthulhu Keepers'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', 'keeper-desk'),
      StringStruct('OriginalFilename', 'keeper-desk.exe'),
      StringStruct('ProductName', 'Keeper Desk'),
      StringStruct('ProductVersion', '{version}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


class BuildError(SystemExit):
    def __init__(self, message: str) -> None:
        print(f"\nBUILD FAILED: {message}\n", file=sys.stderr)
        super().__init__(1)


def pyinstaller(spec: Path, dist: Path, work: Path, env: dict[str, str]) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(spec),
    ]
    print("+", " ".join(command), flush=True)
    if subprocess.run(command, env=env, cwd=ROOT).returncode != 0:
        raise BuildError(f"PyInstaller failed on {spec.name}")


def clean_env(**extra: str) -> dict[str, str]:
    """The environment a user's double-click would have: no PYTHONPATH, no Python settings of ours."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "KEEPER_DESK_", "QT_"))}
    return env | extra


def build_app(onefile: bool) -> Path:
    icon_dir = WORK / "icons"
    made = icons.build(icon_dir)
    version_file = WORK / "version_info.txt"
    numbers = tuple(int(part) for part in __version__.split(".")[:3]) + (0,)
    version_file.write_text(VERSION_INFO.format(numbers=numbers, version=__version__), encoding="utf-8")
    env = dict(os.environ, KEEPER_DESK_ICONS=str(icon_dir), KEEPER_DESK_VERSION_FILE=str(version_file))
    if onefile:
        env["KEEPER_DESK_ONEFILE"] = "1"
    pyinstaller(HERE / "keeper-desk.spec", DIST, WORK / "pyinstaller", env)
    if onefile:
        return DIST / f"{bundle.APP_NAME}{EXE_SUFFIX}"
    folder = DIST / bundle.APP_NAME
    if sys.platform.startswith("linux"):
        shutil.copy2(HERE / "linux" / "keeper-desk.desktop", folder / "keeper-desk.desktop")
        shutil.copy2(made["png"], folder / "keeper-desk.png")
    return folder / f"{bundle.APP_NAME}{EXE_SUFFIX}"


def smoke_test(executable: Path) -> dict:
    """Run `--self-check` from another folder, with PYTHONPATH unset, on a fresh data folder."""
    with tempfile.TemporaryDirectory(prefix="keeper-desk-smoke-") as tmp:
        env = clean_env(KEEPER_DESK_HOME=str(Path(tmp) / "home"))
        result = subprocess.run(
            [str(executable), "--self-check"], cwd=tmp, env=env, capture_output=True, text=True, timeout=300
        )
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        raise BuildError(f"smoke test: exit {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}")
    report = json.loads(lines[-1])
    if not report.get("ok"):
        raise BuildError(f"smoke test reported failure: {report}")
    print(f"smoke test ok: {report}")
    return report


def portable_smoke_test(executable: Path) -> None:
    """With the portable marker beside the executable, data lives in a `data` folder next to it."""
    from desktop.paths import PORTABLE_MARKER

    marker = executable.parent / PORTABLE_MARKER
    data = executable.parent / "data"
    marker.touch()
    try:
        with tempfile.TemporaryDirectory(prefix="keeper-desk-smoke-") as tmp:
            result = subprocess.run(
                [str(executable), "--self-check"], cwd=tmp, env=clean_env(), capture_output=True, text=True, timeout=300
            )
        report = json.loads([line for line in result.stdout.splitlines() if line.startswith("{")][-1])
        if not report.get("ok") or Path(report["data_home"]) != data:
            raise BuildError(f"portable mode: expected data in {data}, got {report}")
        print(f"portable mode ok: data in {data}")
    finally:
        marker.unlink(missing_ok=True)
        shutil.rmtree(data, ignore_errors=True)


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def compare(app_exe: Path, runs: int = 9) -> None:
    bare_work = WORK / "bare"
    bare_work.mkdir(parents=True, exist_ok=True)
    spec = bare_work / "bare-window.spec"
    spec.write_text(BARE_SPEC.format(packaging=str(HERE), script=str(ROOT / "benchmarks" / "bare_window.py")))
    bare_dist = WORK / "bare-dist"
    pyinstaller(spec, bare_dist, bare_work / "pyinstaller", dict(os.environ))
    bare_exe = bare_dist / "bare-window" / f"bare-window{EXE_SUFFIX}"

    app_size, bare_size = folder_size(app_exe.parent), folder_size(bare_exe.parent)
    from benchmarks.big_campaign import build as build_campaign
    from benchmarks.startup import side_by_side

    with tempfile.TemporaryDirectory(prefix="keeper-desk-bench-") as tmp:
        campaign = build_campaign(Path(tmp) / "big.kdesk", characters=1000, journal_rows=10_000)
        env = clean_env(KEEPER_DESK_HOME=tmp, KEEPER_DESK_STARTUP_PROBE="1")
        headless = sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        )
        platform = os.environ.get("QT_QPA_PLATFORM") or ("offscreen" if headless else "")
        if platform:
            env["QT_QPA_PLATFORM"] = platform
        app_stamps, bare_stamps = side_by_side([str(app_exe), str(campaign)], [str(bare_exe)], env, runs)
    bare_start = bare_stamps["first_paint_wall"]
    app_start, drawn = app_stamps["first_paint_wall"], app_stamps["campaign_paint_wall"]
    size_ratio, start_ratio = app_size / bare_size, app_start / bare_start
    print(f"\nplatform: {platform or 'default'}")
    print(
        f"bundle size:  Keeper Desk {app_size / 2**20:6.1f} MiB, bare PySide6 window {bare_size / 2**20:6.1f} MiB"
        f" -> {size_ratio:.2f}x (budget <= {SIZE_BUDGET}x) {'OK' if size_ratio <= SIZE_BUDGET else 'OVER BUDGET'}"
    )
    print(
        f"start-up:     Keeper Desk {app_start * 1000:6.0f} ms (1,000 characters, 10,000 journal rows), "
        f"bare {bare_start * 1000:6.0f} ms -> {start_ratio:.2f}x (budget <= {STARTUP_BUDGET}x) "
        f"{'OK' if start_ratio <= STARTUP_BUDGET else 'OVER BUDGET'}  (medians of {runs})"
    )
    print(f"              its campaign drawn in the window at {drawn * 1000:6.0f} ms ({drawn / bare_start:.2f}x)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true", help="build one self-unpacking executable instead")
    parser.add_argument("--no-compare", action="store_true", help="skip the bare-window comparison")
    args = parser.parse_args()
    started = time.perf_counter()
    executable = build_app(args.onefile)
    if not executable.exists():
        raise BuildError(f"{executable} was not built")
    print(f"built {executable} in {time.perf_counter() - started:.0f} s")
    smoke_test(executable)
    if not args.onefile:
        portable_smoke_test(executable)
    if not args.no_compare and not args.onefile:
        compare(executable)
    return 0


if __name__ == "__main__":
    sys.exit(main())
