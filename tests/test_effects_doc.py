"""docs/effects.md documents every verb, function and built-in name of the effect language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from naqala.dsl.functions import BUILTIN_DOCS, BUILTINS, FUNCTIONS
from naqala.dsl.verbs import VERBS
from naqala.ruleset.compile import ENGINE_EVENTS

DOC = Path(__file__).resolve().parents[1] / "docs" / "effects.md"


def mentioned() -> set[str]:
    """Names written in backticks, or as a heading, anywhere in the document."""
    text = DOC.read_text(encoding="utf-8")
    names = set(re.findall(r"`([a-z_][a-z0-9_]*)`", text))
    names |= {m.strip() for m in re.findall(r"^#+\s+(.+)$", text, re.M)}
    return names


@pytest.mark.parametrize("kind, names", [("verb", sorted(VERBS)),
                                         ("function", sorted(FUNCTIONS)),
                                         ("builtin", sorted(BUILTINS)),
                                         ("engine event", sorted(ENGINE_EVENTS))])
def test_every_name_is_documented(kind, names):
    missing = [n for n in names if n not in mentioned()]
    assert not missing, f"docs/effects.md does not mention the {kind}(s): {', '.join(missing)}"


def test_every_verb_has_its_own_heading():
    headings = set(re.findall(r"^### `([a-z_]+)`$", DOC.read_text(encoding="utf-8"), re.M))
    assert set(VERBS) <= headings, sorted(set(VERBS) - headings)


def test_code_files_document_themselves():
    assert all(v.build.__doc__ for v in VERBS.values())
    assert all(f.doc for f in FUNCTIONS.values())
    assert set(BUILTIN_DOCS) == set(BUILTINS)


def test_every_example_of_the_document_compiles():
    """Each code block compiles as an effect, expression, cost, trigger or grants (whole, or
    line by line), with a few local names that examples borrow from their context."""
    from naqala.dsl.compiler import Compiler, Scope
    from naqala.dsl.parser import SnippetError
    from naqala.ruleset import load
    from naqala.ruleset.compile import RULESET_EVENT_FIELDS

    rs = load("five_tribes")
    c = Compiler(rs.names, FUNCTIONS, VERBS, BUILTINS)
    scope = Scope({"victim": "tile", "rival": "player", "boost": "num", "piece": "id:pieces",
                   "actor": "player"})
    tries = [lambda t: c.effect(t, scope), lambda t: c.expr(t, scope), c.cost, c.grants,
             lambda t: c.trigger(t, lambda e, _: ENGINE_EVENTS.get(e, RULESET_EVENT_FIELDS))]

    def compiles(text):
        text = re.sub(r"^(on|grants|cost): \|?", "", text.strip()).strip()
        for attempt in tries:
            try:
                attempt(text)
                return True
            except SnippetError:
                pass
        return False

    blocks = re.findall(r"```\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) > 30
    bad = []
    for block in blocks:
        if not compiles(block):
            chunks = re.split(r"\n(?=on: |grants: )", block) if "on: " in block else \
                block.splitlines()
            bad += [line for line in chunks if line.strip() and not compiles(line)]
    assert not bad, bad
