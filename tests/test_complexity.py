"""Every function of the framework and the shipped plugins stays small: cyclomatic complexity
15 or below (radon).

See docs/engine.md ("Reading the code").
"""

from __future__ import annotations

from pathlib import Path

from radon.complexity import cc_visit

REPO = Path(__file__).resolve().parents[1]
ROOTS = (REPO / "framework" / "naqala", REPO / "plugins")
LIMIT = 15


def too_complex(source: str) -> list[str]:
    """Functions and methods of `source` above the limit, as 'name (complexity)'."""
    return [f"{block.fullname} ({block.complexity})" for block in cc_visit(source)
            if block.complexity > LIMIT and block.letter in ("F", "M")]  # not classes


def test_the_check_sees_a_complex_function():
    branches = "".join(f"    if x == {i}:\n        return {i}\n" for i in range(LIMIT))
    assert too_complex(f"def f(x):\n{branches}    return -1\n") == [f"f({LIMIT + 1})".replace(
        "(", " (")]
    assert too_complex("def g(x):\n    return x\n") == []


def test_no_function_of_the_framework_or_its_plugins_is_too_complex():
    found = []
    for path in sorted(p for root in ROOTS for p in root.rglob("*.py")):
        name = path.relative_to(REPO).as_posix()
        found += [f"{name}: {f}" for f in too_complex(path.read_text(encoding="utf-8"))]
    assert not found, f"above cyclomatic complexity {LIMIT}:\n" + "\n".join(found)
