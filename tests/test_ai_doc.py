"""docs/ai.md runs: its Python blocks, in order, in one namespace."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[1] / "docs" / "ai.md"


def test_every_example_of_the_ai_doc_runs(capsys):
    pytest.importorskip("pyspiel")
    pytest.importorskip("pettingzoo")
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 2
    namespace: dict = {}
    for n, block in enumerate(blocks, 1):
        exec(compile(block, f"{DOC}:block {n}", "exec"), namespace)  # noqa: S102
