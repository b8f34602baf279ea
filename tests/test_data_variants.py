"""The variants made of data only (rulesets/diagonal_steps, queue_at_the_back,
sets_of_a_kind): each one has no Python, compiles with nothing but the verbs and functions
naqala ships, passes `naqala check` and `naqala text check`, and plays to the end with bots."""

from __future__ import annotations

import pytest
from helpers import RULESETS, random_to_end

from naqala.cli import main
from naqala.dsl.functions import BUILTINS, FUNCTIONS
from naqala.dsl.verbs import VERBS
from naqala.engine.engine import Engine
from naqala.ruleset.compile import compile_ruleset
from naqala.ruleset.loader import read_ruleset
from naqala.vocabulary import vocabulary

VARIANTS = ("diagonal_steps", "queue_at_the_back", "sets_of_a_kind")
LANGUAGES = ("en", "vi", "el", "fa")


def shipped_only(name: str):
    """The variant compiled with the shipped verbs and functions only (no plugin's)."""
    return compile_ruleset(read_ruleset(RULESETS / name, [RULESETS]), FUNCTIONS, VERBS, BUILTINS)


@pytest.mark.parametrize("name", VARIANTS)
def test_a_variant_is_data_and_text_only(name):
    folder = RULESETS / name
    files = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    assert "README.md" in files and "manifest.yaml" in files
    assert all(f.endswith((".yaml", ".md", ".ftl")) for f in files), files
    assert {f.split("/")[1] for f in files if f.startswith("locales/")} == set(LANGUAGES)


@pytest.mark.parametrize("name", VARIANTS)
def test_a_variant_passes_check_and_text_check(name, capsys):
    assert main(["check", name]) == 0
    assert main(["text", "check", name]) == 0
    out = capsys.readouterr().out
    assert f"ok: {name}" in out and "complete in every language" in out


@pytest.mark.parametrize("name, players, seed", [
    ("diagonal_steps", 3, 1), ("queue_at_the_back", 4, 2), ("sets_of_a_kind", 2, 3)])
def test_a_variant_plays_to_the_end_with_the_shipped_verbs_only(name, players, seed):
    rs = shipped_only(name)
    e = Engine(rs)
    words = vocabulary(rs)

    def known(s, d):
        assert all(o.id in words for o in d.options), [o.id for o in d.options]

    s = random_to_end(e, players, seed, each=known)
    assert sum(map(sum, s.cells)) + sum(s.bag) + sum(sum(p.pieces) for p in s.players) == \
        sum(rs.piece_counts)


def test_each_variant_changes_the_mechanic_it_names():
    diagonal, queue, sets = (shipped_only(n) for n in VARIANTS)
    assert diagonal.movement.adjacency == "diagonal"
    assert queue.bidding["turn_order"].queue == "back"
    assert sets.set_rules["suit_table"].alike and sets.set_rules["suit_table"].values[:3] == \
        (1, 3, 6)
