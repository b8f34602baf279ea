"""Bare names: where the compiler looks them up, clashes found at check time, and `finish`.

See docs/engine.md (how a name is read) and docs/effects.md (`finish`).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from naqala.dsl.compiler import NAME_SOURCES, Compiler, Scope
from naqala.dsl.functions import BUILTINS, FUNCTIONS
from naqala.dsl.verbs import VERBS
from naqala.engine.context import Ctx
from naqala.engine.decisions import Choices
from naqala.engine.engine import Engine
from naqala.errors import RulesetError
from naqala.ruleset import load

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
RS = load("five_tribes", folders=[RULESETS])


def overlay(tmp_path: Path, manifest: str = "", **files: str):
    """five_tribes with some lines added to its manifest and some data files."""
    folder = tmp_path / "named"
    folder.mkdir()
    (folder / "manifest.yaml").write_text(
        "id: named\nversion: 1.0.0\nextends: five_tribes\n" + manifest)
    for name, text in files.items():
        (folder / f"{name}.yaml").write_text(text)
    return load(str(folder), folders=[RULESETS, tmp_path])


def problems(tmp_path: Path, manifest: str = "", **files: str) -> str:
    with pytest.raises(RulesetError) as err:
        overlay(tmp_path, manifest, **files)
    return str(err.value)


def test_a_counter_named_like_a_built_in_is_an_error_with_its_place(tmp_path):
    text = problems(tmp_path, extra="counters:\n  - id: coins\n  - id: round\n")
    assert "R126" in text and "counter 'round'" in text
    assert "extra.yaml:3" in text  # the line of `- id: round`


def test_a_counter_and_an_option_of_one_name_clash(tmp_path):
    manifest = "options:\n  coins:\n    default: 2\n    doc: how many\n"
    text = problems(tmp_path, manifest, extra="counters:\n  - id: coins\n")
    assert "R126" in text and "'coins' names both a counter and an option" in text
    assert "the option" in text  # the counter is read first: the option is the hidden one


def test_a_variable_and_a_counter_of_one_name_clash(tmp_path):
    text = problems(tmp_path, extra="variables:\n  - id: gold\n    default: 0\n")
    assert "'gold' names both a counter and a variable: snippets would never read the " \
           "counter" in text


def test_ids_of_different_kinds_may_share_a_name():
    """A card and a card class may share a name: the type a snippet wants picks one."""
    assert "fakir" in RS.names.ids["cards"] and "fakir" in RS.names.ids["classes"]
    c = Compiler(RS.names, FUNCTIONS, VERBS, BUILTINS)
    assert c.expr("fakir", Scope(), "id:classes").type == "id:classes"
    assert c.expr("fakir", Scope(), "id:cards").type == "id:cards"


def test_name_sources_are_one_table_in_a_fixed_order():
    order = [label for label, _ in NAME_SOURCES]
    assert order.index("local name") < order.index("built-in name") < order.index("counter")
    assert order.index("variable") < order.index("counter") < order.index("option")
    c = Compiler(RS.names, FUNCTIONS, VERBS, BUILTINS)
    assert c.expr("round", Scope({"round": "tile"})).type == "tile"  # a local comes first


ENGINE = Engine(RS)


def finishing_after(text: str, now: int) -> list[bool]:
    """Run `text` in round `now`; whether the game is finishing in that round and the next."""
    c = Compiler(RS.names, FUNCTIONS, VERBS, BUILTINS)
    s = ENGINE.new_game(3, seed=1)
    s = s.pending["base"] if s.pending else s
    s.round, s.flags = now, {}
    c.effect(text).run(Ctx(ENGINE, s, 0, Choices(()), {}))
    finishing = c.expr("finishing", Scope(), "bool").fn
    seen = []
    for _ in range(2):
        seen.append(bool(finishing(Ctx(ENGINE, s, 0, Choices(()), {}))))
        s.round += 1
    return seen


def test_finish_after_round_ends_the_game_with_this_round():
    assert finishing_after("finish after round", 4) == [True, True]


def test_finish_honours_its_number():
    assert finishing_after("finish after round + 1", 4) == [False, True]
    assert finishing_after("finish after 6", 4) == [False, False]
    assert finishing_after("finish after 5", 4) == [False, True]


def test_finish_after_a_round_gone_by_ends_the_game_with_this_round():
    assert finishing_after("finish after 1", 4) == [True, True]
