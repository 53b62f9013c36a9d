"""The app's source files parsed once a test process: the tests that read the code (layers, import circles, plain
words, the bundle, the conditions) share one tree per file instead of each parsing all of desktop/ again."""

import ast
from functools import cache
from pathlib import Path


@cache
def _parsed(path: str, mtime_ns: int, size: int) -> tuple[ast.Module, tuple[ast.AST, ...]]:
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    return tree, tuple(ast.walk(tree))


def tree_of(path: Path) -> ast.Module:
    """The module's syntax tree, parsed again only when the file has changed (a test may write its own). Shared:
    read it, never change it."""
    stat = path.stat()
    return _parsed(str(path), stat.st_mtime_ns, stat.st_size)[0]


def nodes_of(path: Path) -> tuple[ast.AST, ...]:
    """Every node of the module's tree, in the order of ast.walk."""
    stat = path.stat()
    return _parsed(str(path), stat.st_mtime_ns, stat.st_size)[1]
