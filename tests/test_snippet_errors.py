"""Faulty snippets: each is reported as a SnippetError with a code, a message and a position.

And nothing else: whatever text is given to a Compiler entry point, the only exception it may
raise is SnippetError (the fuzz tests at the end).
"""

from __future__ import annotations

import random
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naqala.dsl.compiler import Compiler, Scope, fail
from naqala.dsl.functions import BUILTINS, FUNCTIONS
from naqala.dsl.parser import GRAMMAR, SnippetError, caret
from naqala.dsl.verbs import VERBS
from naqala.errors import RulesetError
from naqala.ruleset import load
from naqala.ruleset.compile import ENGINE_EVENTS, RULESET_EVENT_FIELDS

RS = load("five_tribes")
C = Compiler(RS.names, FUNCTIONS, VERBS, BUILTINS)
RULESET = Path(__file__).resolve().parents[1] / "rulesets" / "five_tribes"


def fields(event, token):
    """Event fields as the ruleset compiler gives them, refusing unknown events."""
    if event in ENGINE_EVENTS:
        return ENGINE_EVENTS[event]
    if event in RS.names.ids["events"]:
        return RULESET_EVENT_FIELDS
    raise fail(token, f"unknown event '{event}'", "D223")


ENTRY = {
    "effect": C.effect,
    "expr": C.expr,
    "cost": C.cost,
    "grants": C.grants,
    "trigger": lambda text: C.trigger(text, fields),
}

CASES = [
    # (start, snippet, code, line, column, message)
    ("effect", "gian 3 gold", "D213", 1, 1, "unknown verb 'gian' (did you mean 'gain'?)"),
    ("effect", "gain 3 goldd", "D218", 1, 8, "unknown name 'goldd' (did you mean 'gold'?)"),
    ("effect", "gain 1 gold\nthen gain 2 goldd", "D218", 2, 13,
     "unknown name 'goldd' (did you mean 'gold'?)"),
    ("effect", "gain tiles gold", "D217", 1, 6,
     "wrong argument type: expected a number, got tiles"),
    ("effect", "claim me", "D217", 1, 7, "wrong argument type: expected a tile, got a player"),
    ("effect", "(gain 1 gold", "D202", 1, 13, "unexpected end of snippet, expected ')', '|'"),
    ("effect", "gain (1 + 2 gold", "D203", 1, 13, "unexpected 'gold', expected ')'"),
    ("effect", "gain 1 gold)", "D203", 1, 12, "unexpected ')', expected the end"),
    ("effect", "if moved { sow", "D202", 1, 15, "unexpected end of snippet, expected '}'"),
    ("effect", "gain 1 gold then", "D202", 1, 17,
     "unexpected end of snippet, expected '(', 'if', 'let', 'may', 'pay', 'set', a name"),
    ("effect", "pay", "D202", 1, 4, "unexpected end of snippet, expected a cost such as "
     "'3 ITEM', 'ITEM and ITEM' or 'any ITEM'"),
    ("cost", "", "D202", 1, 1, "the snippet is empty"),
    ("effect", "gain coutn(tiles) gold", "D219", 1, 6,
     "unknown function 'coutn' (did you mean 'count'?)"),
    ("effect", "gain foo(1) gold", "D219", 1, 6, "unknown function 'foo'"),
    ("effect", "set vizer_points = 1 this turn", "D211", 1, 5,
     "unknown variable 'vizer_points' (did you mean 'vizier_points'?)"),
    ("effect", "pay 2 elders", "D222", 1, 7,
     "unknown cost item 'elders' (did you mean 'elder'?)"),
    ("effect", "pay any palm", "D222", 1, 9,
     "unknown cost item 'palm' (a cost is paid in pieces, cards or counters)"),
    ("effect", "pay any fakir or any elder", "D220", 1, 18,
     "a cost may hold only one 'any' item"),
    ("effect", "pay any fakir and 2 gold", "D220", 1, 5,
     "'any' cannot be mixed with fixed costs"),
    ("effect", "gain 3 $ gold", "D204", 1, 8, "unexpected character '$'"),
    ("effect", "gain 3 gold on final", "D216", 1, 13,
     "'gain' takes no 'on' (it takes no keywords)"),
    ("effect", "take 1 from resources frist 3", "D216", 1, 23,
     "'take' takes no 'frist' (did you mean 'first'?)"),
    ("effect", "take 1 form resources", "D216", 1, 8,
     "'take' takes no 'form' (did you mean 'from'?)"),
    ("effect", "take 1 from resources first 2 first 3", "D216", 1, 31,
     "'take' takes 'first' only once"),
    ("effect", "gain 1 gold 2", "D214", 1, 13, "'gain' takes 2 arguments before its keywords"),
    ("effect", "claim final final", "D214", 1, 13,
     "'claim' takes 1 argument before its keywords"),
    ("effect", "gain", "D215", 1, 1, "'gain' needs a number as argument 1"),
    ("effect", "place palm", "D215", 1, 1, "'place' needs 'on ...' (a tile)"),
    ("effect", "gain kind gold", "D215", 1, 6, "'kind' is a function of a tile: write kind(...)"),
    ("effect", "gain 1 it", "D218", 1, 8,
     "'it' is only known inside 'where' and 'sum(... over ...)'"),
    ("effect", "gain (if moved then 1 else final) gold", "D217", 1, 28,
     "both branches of 'if' must have one type: a number and a tile"),
    ("effect", "if final = me { sow }", "D217", 1, 12, "cannot compare a tile with a player"),
    ("effect", "keep bag", "D217", 1, 6, "expected 'hand' here, got 'bag'"),
    ("effect", "put 3 from hand on final", "D217", 1, 12, "expected 'bag' here, got 'hand'"),
    ("effect", "remove 1 from 3 to bag", "D217", 1, 15,
     "'remove' takes pieces from a tile or a player, not a number"),
    ("expr", "count(tiles where it)", "D217", 1, 19,
     "wrong argument type: expected a condition, got a tile"),
    ("grants", "palm_points = 5, kils = 2", "D211", 1, 18,
     "unknown variable 'kils' (did you mean 'kills'?)"),
    ("grants", "palm_points = held(vizier)", "D212", 1, 15, "a grant must be a whole number"),
    ("trigger", "tkaen if deck = djinns then gain 1 gold", "D223", 1, 1,
     "unknown event 'tkaen'"),
    ("trigger", "taken if deck = djinns gain 1 gold", "D203", 1, 24,
     "unexpected 'gain', expected 'then'"),
    ("trigger", "taken if tile = final then gain 1 gold", "D218", 1, 10,
     "unknown name 'tile' (did you mean 'tiles'?)"),
    ("effect", "gain " + "+".join(["1"] * 3000) + " gold", "D206", 1, 1,
     "the snippet is nested too deeply"),
    ("effect", "gain 1 gold\nthen may pay " + "9" * 5000 + " gold", "D207", 2, 14,
     "the number 99999999999999999999... is too large: numbers have at most 12 digits"),
    ("expr", "sum(sum(sum(count(tiles where value > 4) over tiles) over tiles) over tiles)",
     "D227", 1, 19, "loops nested more than 3 deep ('where', 'sum ... over' inside each "
     "other): each runs for every element of the one around it"),
]


@pytest.mark.parametrize("start, text, code, line, col, message", CASES,
                         ids=[c[1][:40] for c in CASES])
def test_bad_snippet(start, text, code, line, col, message):
    with pytest.raises(SnippetError) as err:
        ENTRY[start](text)
    e = err.value
    assert (e.code, e.line, e.col, e.message) == (code, line, col, message)


def test_at_least_ten_kinds_of_error():
    assert len({c[2] for c in CASES}) >= 10


def test_caret_points_at_the_column():
    with pytest.raises(SnippetError) as err:
        C.effect("gain 1 gold\nthen gain 2 goldd")
    e = err.value
    assert caret("gain 1 gold\nthen gain 2 goldd", e.line, e.col) == (
        "    then gain 2 goldd\n"
        "                ^")


@pytest.mark.parametrize("snippet, shown", [
    ("gain 1\tgoldd", "    gain 1\tgoldd\n          \t^"),
    ("gain 1 gold # x\rthen gain 2 goldd",
     "    gain 1 gold # x then gain 2 goldd\n                                ^"),
    ("gain 1 gold\r\nthen gain 2 goldd", "    then gain 2 goldd\n                ^"),
], ids=["tab", "carriage return", "both line ends"])
def test_caret_stands_under_the_column_the_parser_counts(snippet, shown):
    """The caret stood short of a word after a tab (the terminal shows a tab wider than
    the one space put under it), and under the wrong text where a line ended at a lone
    carriage return (the place is counted in lines ended by a line feed)."""
    with pytest.raises(SnippetError) as err:
        C.effect(snippet)
    assert caret(snippet, err.value.line, err.value.col) == shown


def test_expression_of_the_wrong_type_for_its_place():
    with pytest.raises(SnippetError) as err:
        C.expr("tiles where pieces > 0", Scope(), "num")
    assert (err.value.code, err.value.col) == ("D217", 1)
    assert err.value.message == "wrong argument type: expected a number, got tiles"


def test_trigger_on_an_unknown_event_in_a_ruleset(tmp_path):
    folder = tmp_path / "broken"
    shutil.copytree(RULESET, folder)
    djinns = folder / "djinns.yaml"
    text = djinns.read_text(encoding="utf-8")
    assert "on: taken if deck" in text
    djinns.write_text(text.replace("on: taken if deck", "on: takn if deck"), encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        load(folder)
    [problem] = err.value.problems
    line = text.splitlines().index(
        next(x for x in text.splitlines() if "on: taken if deck" in x)) + 1
    assert (Path(problem.file).name, problem.line, problem.col, problem.code) == (
        "djinns.yaml", line, 9, "D223")
    assert problem.message.startswith("unknown event 'takn' (did you mean 'taken'?)")


# Fuzzing: nothing but SnippetError, ever ------------------------------------------------------

WORDS = sorted(set(re.findall(r'"([^"\s]+)"', GRAMMAR.read_text(encoding="utf-8")))
               | {"on", "from", "to", "of", "as", "by", "for", "first", "keep", "discount",
                  "after", "1", "3", "0", "it", "x", "\n", "#c\n"}
               | set(VERBS) | set(FUNCTIONS) | set(BUILTINS)
               | {i for ids in RS.names.ids.values() for i in ids}
               | set(RS.names.variables) | set(RS.names.counters))

SNIPPETS = [
    "may pay 3 gold then take 1 from resources first 3",
    "place palm on (if palm_reach > 0 then choose near(final) else final)",
    "return hand to bag then pay any fakir as boost then gain (picked + boost) * "
    "count(near(final) where colour = blue) * builder_factor gold",
    "( let victim = choose within(final, picked + boost) where pieces > 0 then remove kills "
    "from victim to bag as killed | let rival = choose opponents where protected = 0 then "
    "remove kills of [vizier, elder] from rival to bag as killed ) then emit kill",
    "if moved { pickup last from final then if pieces(final) = 0 and owner(final) = none "
    "{ claim final } }",
    "sum(value + palm_points * tokens(palm) over tiles where owner = me)",
    "taken if deck = djinns then gain (if actor = me then 1 else 2) gold",
    "2 elder or elder and fakir",
    "palm_points = 5, kills = 2",
    "set builder_factor = 2 this turn",
]


def only_snippet_errors(text: str) -> None:
    for name, entry in ENTRY.items():
        try:
            entry(text)
        except SnippetError as e:
            assert e.code.startswith("D") and e.line >= 1 and e.col >= 1, (name, text)
        # anything else propagates and fails the test


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=60))
def test_random_text_only_raises_snippet_errors(text):
    only_snippet_errors(text)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=14))
def test_token_soups_only_raise_snippet_errors(words):
    only_snippet_errors(" ".join(words))


def test_mutated_ruleset_snippets_only_raise_snippet_errors():
    rng = random.Random(5)
    tokens = re.compile(r"//|<=|>=|!=|[a-z_0-9]+|\S")
    for _ in range(1500):
        toks = tokens.findall(rng.choice(SNIPPETS))
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(toks))
            op = rng.random()
            if op < 0.4:
                toks[i] = rng.choice(WORDS)
            elif op < 0.6 and len(toks) > 1:
                del toks[i]
            elif op < 0.8:
                toks.insert(i, rng.choice(WORDS))
            else:
                j = rng.randrange(len(toks))
                toks[i], toks[j] = toks[j], toks[i]
        only_snippet_errors(" ".join(toks))


def test_snippets_are_never_evaluated_as_python():
    for text in ["__import__('os').system('true')", "gain eval(1) gold", "exec", "lambda: 1",
                 "gain 1 gold; import os", "gain __class__ gold"]:
        with pytest.raises(SnippetError):
            C.effect(text)
