"""The no-network promise: the guard every test runs under does catch an attempt; no module imports a network
library; and the real process — Qt and its plugins included — opens no socket but local ones, traced by strace
through the self-check and through a session on every tab."""

import json
import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest


def test_the_guard_catches_a_connection():
    with pytest.raises(AssertionError, match="network"):
        socket.create_connection(("127.0.0.1", 9))
    with pytest.raises(AssertionError, match="network"):
        socket.getaddrinfo("localhost", 80)


def test_no_module_of_the_app_imports_a_network_library():
    from test_layers import PACKAGE, imports_of

    banned = ("socket", "ssl", "urllib", "http", "requests", "PySide6.QtNetwork")
    offenders = [
        f"{path.relative_to(PACKAGE)}: {name}"
        for path in PACKAGE.rglob("*.py")
        for name in imports_of(path)
        if any(name == b or name.startswith(b + ".") for b in banned)
    ]
    assert offenders == []


# --- the real process, traced -------------------------------------------------------------------------------------

STRACE = shutil.which("strace")
DRIVER = Path(__file__).with_name("session_driver.py")
needs_strace = pytest.mark.skipif(
    STRACE is None, reason="strace is not installed (.ci/run installs it): the real process cannot be traced"
)


def traced(tmp_path: Path, *argv: str) -> tuple[subprocess.CompletedProcess, list[str]]:
    """Run Python with `argv` under strace, following every thread and child, recording each network call and each
    file opened; returns the run and the trace's lines."""
    trace = tmp_path / "trace.txt"
    env = dict(os.environ, KEEPER_DESK_HOME=str(tmp_path / "home"))
    env.pop("QT_QPA_PLATFORM", None)  # as a Keeper starts it: the self-check and the driver choose offscreen
    run = subprocess.run(
        [STRACE, "-f", "-qq", "-e", "trace=network,openat", "-o", str(trace), sys.executable, *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    if not trace.exists() and "ptrace" in run.stderr:
        pytest.skip(f"strace cannot trace here (ptrace refused): {run.stderr.strip()[:200]}")
    return run, trace.read_text(encoding="utf-8", errors="replace").splitlines()


def network_use(lines: list[str]) -> list[str]:
    """Every socket that is not a local (AF_UNIX) one, every connection to anything but a local socket, and every
    load of Qt's print support or of CUPS (whose plugin connects to port 631 the moment it loads)."""
    return [
        line
        for line in lines
        if re.search(r"\bsocket\((?!AF_UNIX|AF_LOCAL|PF_UNIX|PF_LOCAL)", line)
        or (
            re.search(r"\b(connect|sendto|sendmsg)\(", line)
            and "sa_family=AF_UNIX" not in line
            and "msg_name=NULL" not in line
            and re.search(r"sa_family=", line)
        )
        or (re.search(r"printsupport|libcups|cups\.sock", line, re.IGNORECASE) and " = -1 " not in line)
    ]


def local_sockets(lines: list[str]) -> list[str]:
    """Where the process connected over local sockets (the X server, D-Bus, the name service): shown when failing."""
    return sorted(
        {m.group(1) for line in lines if (m := re.search(r'sa_family=AF_UNIX, sun_path=("[^"]*"|@"[^"]*")', line))}
    )


def test_network_use_finds_what_qts_print_plugin_does():
    """The reader of the trace, on lines strace wrote for today's Cards tab (the CUPS plugin loading, then port 631)."""
    cups = [
        '15163 openat(AT_FDCWD, "/site-packages/PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", '
        "O_RDONLY|O_CLOEXEC) = 9",
        "5470  socket(AF_INET6, SOCK_STREAM, IPPROTO_IP) = 8",
        '5470  connect(8, {sa_family=AF_INET, sin_port=htons(631), sin_addr=inet_addr("127.0.0.1")}, 16) = -1 '
        "EINPROGRESS (Operation now in progress)",
    ]
    local = [
        "5470  socket(AF_UNIX, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, 0) = 8",
        '5470  connect(8, {sa_family=AF_UNIX, sun_path="/var/run/nscd/socket"}, 110) = -1 ENOENT (No such file)',
        '5470  openat(AT_FDCWD, "/usr/lib/libcups.so.2", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)',
    ]
    assert network_use(cups + local) == cups
    assert local_sockets(local) == ['"/var/run/nscd/socket"']


@pytest.mark.slow
@needs_strace
def test_the_self_check_uses_no_network(tmp_path):
    """`--self-check` builds every tab (the Cards tab's preview included) and renders the deck: no socket but local
    ones, and Qt's print support never loaded."""
    run, lines = traced(tmp_path, "-m", "desktop", "--self-check")
    assert run.returncode == 0, run.stdout + run.stderr[-2000:]
    assert json.loads(run.stdout.strip().splitlines()[-1])["ok"]
    assert network_use(lines) == [], f"local sockets: {local_sockets(lines)}"


@pytest.mark.slow
@needs_strace
def test_a_session_through_every_tab_uses_no_network(tmp_path):
    """`python -m desktop` as started from the command line, driven through a fight, a chase on the players' window,
    a Sanity roll, a tome, the card preview and a PDF: no socket but local ones, and no print support loaded."""
    run, lines = traced(tmp_path, str(DRIVER), str(tmp_path / "session.kdesk"), str(tmp_path / "cards.pdf"))
    assert run.returncode == 0, run.stdout + run.stderr[-2000:]
    assert network_use(lines) == [], f"local sockets: {local_sockets(lines)}"
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["ok"] and "pdf 0 pages" not in report["done"] and report["print_support"] is False, report
    assert (tmp_path / "cards.pdf").read_bytes().startswith(b"%PDF")
