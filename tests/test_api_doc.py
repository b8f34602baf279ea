"""docs/api.md runs: its Python blocks, in order, in one namespace."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "api.md"


def test_every_example_of_the_api_doc_runs(capsys):
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 8
    namespace: dict = {}
    for n, block in enumerate(blocks, 1):
        exec(compile(block, f"{DOC}:block {n}", "exec"), namespace)  # noqa: S102
    assert namespace["game"].over


def test_the_doc_names_every_public_name():
    import naqala
    text = DOC.read_text(encoding="utf-8")
    missing = [name for name in naqala.__all__ if f"`{name}" not in text]
    assert not missing, missing
