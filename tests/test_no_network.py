"""The no-network promise: the guard every test runs under does catch an attempt."""

import socket

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
