"""docs/engine.md: its example verb compiles and runs as the page says."""

from __future__ import annotations

import re
from pathlib import Path

from naqala.dsl.compiler import Compiler
from naqala.dsl.functions import BUILTINS, FUNCTIONS
from naqala.dsl.terms import Stmt, Verb, always
from naqala.dsl.verbs import VERBS
from naqala.engine.context import Ctx
from naqala.engine.decisions import Choices
from naqala.engine.engine import Engine
from naqala.ruleset import load

ROOT = Path(__file__).resolve().parents[1]
PAGE = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")


def test_the_example_verb_runs():
    code = re.search(r"```python\n(.*?)```", PAGE, re.S).group(1)
    verbs = dict(VERBS)
    exec(code, {"Stmt": Stmt, "Verb": Verb, "always": always, "VERBS": verbs})
    rs = load("five_tribes", folders=[ROOT / "rulesets"])
    engine = Engine(rs)
    s = engine.new_game(3, seed=2)
    s = (s.pending["base"] if s.pending else s).copy()
    before = [p.counters["gold"] for p in s.players]
    stmt = Compiler(rs.names, FUNCTIONS, verbs, BUILTINS).effect("tithe 2 gold")
    stmt.run(Ctx(engine, s, 0, Choices(())))
    assert [p.counters["gold"] for p in s.players] == [before[0] + 4, before[1] - 2,
                                                       before[2] - 2]


def test_the_page_names_what_exists():
    from naqala.dsl.compiler import NAME_SOURCES
    from naqala.engine.engine import MIDWAY, quiet_steps
    from naqala.ruleset.compile import PASSES
    assert NAME_SOURCES and MIDWAY and quiet_steps and PASSES
    for name in ("PASSES", "NAME_SOURCES", "MIDWAY", "quiet_steps", "usable_powers",
                 "naqala.registry", "R126"):
        assert name in PAGE
