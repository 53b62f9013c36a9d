"""No import circle inside desktop/: modules import each other one way only, counting the imports made inside
functions too (they run all the same), but not those only a type checker reads (`if TYPE_CHECKING:`)."""

import ast
from pathlib import Path

from source_trees import tree_of

DESKTOP = Path(__file__).resolve().parents[1] / "desktop"


def module_names() -> dict[str, Path]:
    names = {}
    for path in DESKTOP.rglob("*.py"):
        parts = path.relative_to(DESKTOP.parent).with_suffix("").parts
        names[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return names


def _runtime_imports(tree: ast.AST, typing_too: bool = False):
    """Every import statement in a module that runs, in the order written: a block under `if TYPE_CHECKING:` is
    left out (its `else:` kept) unless `typing_too`, which counts for the module's own top-level blocks only. One walk
    with a stack of the nodes still to read, not a generator a level (which cost seconds on all of desktop/)."""
    # Each level: the nodes still to read, and whether an `if TYPE_CHECKING:` among them is left out.
    levels = [(iter(ast.iter_child_nodes(tree)), not typing_too)]
    while levels:
        nodes, leave_typing_out = levels[-1]
        node = next(nodes, None)
        if node is None:
            levels.pop()
        elif leave_typing_out and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            levels.append((iter(node.orelse), False))
        elif isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        else:
            levels.append((iter(ast.iter_child_nodes(node)), True))


def imported(name: str, path: Path, names: dict[str, Path], typing_too: bool = False) -> set[str]:
    """The modules of desktop/ that `name` imports (with those only a type checker reads when `typing_too`)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in _runtime_imports(tree_of(path), typing_too):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            targets = [module, *(f"{module}.{alias.name}" for alias in node.names)]
        found |= {t for t in targets if t in names and t != name}
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_of_the_app_is_in_an_import_circle():
    names = module_names()
    graph = {name: imported(name, path, names) for name, path in names.items()}
    assert graph["desktop.models.live_scene"] >= {"desktop.models.commands"}  # the walk sees imports
    assert circles(graph) == []


def test_the_walk_finds_a_circle_through_an_import_inside_a_function():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    source = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import x\ndef f():\n    import y\n"
    found = [
        n.module if isinstance(n, ast.ImportFrom) else n.names[0].name for n in _runtime_imports(ast.parse(source))
    ]
    assert found == ["typing", "y"]


def test_no_two_modules_import_each_other_not_even_for_type_hints():
    """DESIGN.md: scenes never call each other, the session routes. A pair importing each other only for a type
    hint (commands and encounter with the session) is a circle all the same to whoever reads the code."""
    names = module_names()
    graph = {name: imported(name, path, names, typing_too=True) for name, path in names.items()}
    assert sorted((a, b) for a in graph for b in graph[a] if a < b and a in graph[b]) == []
