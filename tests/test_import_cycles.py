"""No import cycles among the modules of naqala and its shipped plugins, function-level
imports included (docs/engine.md)."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ROOTS = (REPO / "framework", REPO / "plugins")  # the framework and the shipped plugins


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, name: str, modules: set[str]) -> set[str]:
    """The modules of `modules` that the file of module `name` imports anywhere in its body
    (absolute or relative)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            # `from pkg import mod` imports the module; `from mod import name`, the module.
            found.update(f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                         for a in node.names)
    return {m for m in found if m in modules and m != name}


def graph() -> dict[str, set[str]]:
    files = {module_name(p, root): p for root in ROOTS for p in root.rglob("*.py")}
    return {name: imports(path, name, set(files)) for name, path in files.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def test_the_finder_sees_a_cycle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]]


def test_imports_inside_functions_count():
    """The compiler imports its verbs at module level; a verb module imports only terms."""
    edges = graph()
    assert "naqala.dsl.verbs" in edges["naqala.dsl.compiler"]
    assert "naqala.dsl.compiler" not in edges["naqala.dsl.verbs"]
    assert "naqala.registry" in edges["naqala.lab.games"]  # imported inside a function


def test_no_module_of_the_framework_imports_itself_round_a_cycle():
    found = cycles(graph())
    assert not found, "import cycles: " + "; ".join(" <-> ".join(g) for g in found)
