"""Fuzz tests: generated position files, save files, ruleset mutations and terminal input.

Each input either gives a valid result or a clear error (a NaqalaError of one line, or
located ruleset problems), never another exception, a hang or a changed state. The budget
is fixed and the runs are derandomized, so CI is fast and reproducible
(docs/decisions.md, hardening).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import shutil
import tempfile
from pathlib import Path

from helpers import RULESETS, script
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import naqala.ruleset as R
from naqala.engine.engine import Engine
from naqala.errors import NaqalaError, ProblemsError
from naqala.game import Game, digest, read_state, write_state
from naqala_terminal.app import run

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = {"positions": 200, "saves": 100, "rulesets": 30, "terminal": 40}


def budget(kind: str):
    return settings(max_examples=EXAMPLES[kind], deadline=None, derandomize=True,
                    suppress_health_check=list(HealthCheck), database=None)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**25, 10**25) | st.floats()
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=8)


def mutate(data, draw) -> None:
    """Nudge, replace, delete or add one value somewhere inside a JSON object, in place."""
    node = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = draw(st.sampled_from(keys))
        child = node[key]
        if isinstance(child, (dict, list)) and child and draw(st.booleans()):
            node = child
            continue
        action = draw(st.sampled_from(["nudge", "replace", "delete", "add"]))
        if action == "nudge" and type(child) is int:
            node[key] = child + draw(st.integers(-2, 2))
        elif action in ("nudge", "replace") or (action == "delete" and isinstance(node, list)):
            node[key] = draw(JSON)
        elif action == "delete":
            del node[key]
        elif isinstance(node, dict):
            node[draw(st.text(max_size=8))] = draw(JSON)
        else:
            node.append(draw(JSON))
        return
    if isinstance(node, dict):
        node[draw(st.text(max_size=8))] = draw(JSON)
    else:
        node.append(draw(JSON))


def mutated(doc: dict, mutations: int, draw) -> dict:
    """A copy of a JSON document with `mutations` values changed by `mutate`."""
    doc = json.loads(json.dumps(doc))
    for _ in range(mutations):
        mutate(doc, draw)
    return doc


def one_line(err: Exception) -> bool:
    return len(str(err).strip().splitlines()) == 1


def clear_error(err: NaqalaError, what: str) -> None:
    """A refusal must say what is wrong in one line; `what` is the event it counts as."""
    assert one_line(err), err
    event(what)


def _game(seed: int, choices: int) -> Game:
    game = Game("five_tribes", 3, seed)
    for i in range(choices):
        options = game.decision.options
        game.apply(options[(i * 7) % len(options)].id)
    return game


EXAMPLE = json.loads((ROOT / "docs/examples/position.json").read_text())
FULL = {"format": "naqala-state/1", "ruleset": "five_tribes",
        "state": _game(3, 9).state.to_json()}
SAVE = _game(5, 15).save_data()


@budget("positions")
@given(st.data(), st.sampled_from(["example", "full"]), st.integers(0, 3))
def test_generated_position_files(data, base, mutations):
    doc = mutated(EXAMPLE if base == "example" else FULL, mutations, data.draw)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "pos.json"
        path.write_text(json.dumps(doc))
        try:
            engine, state = read_state(path)
        except NaqalaError as err:
            clear_error(err, "refused with a clear error")
            return
        event("read")
        engine.decision(state)
        engine.scores(state)
        again = Path(tmp) / "again.json"
        write_state(engine, state, again)
        assert read_state(again)[1].to_json() == state.to_json()


@budget("saves")
@given(st.data(), st.integers(0, 3))
def test_generated_save_files(data, mutations):
    doc = mutated(SAVE, mutations, data.draw)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "save.json"
        path.write_text(json.dumps(doc))
        try:
            game = Game.load(path)
        except NaqalaError as err:
            clear_error(err, "refused with a clear error")
            return
        event("replayed")
        assert digest(game.state) == doc["digest"]


PROBLEM = re.compile(r"^.+:\d+:\d+: [A-Z]\d{3} ")
FILES = sorted(p.name for p in (RULESETS / "five_tribes").glob("*.yaml"))


@budget("rulesets")
@given(st.sampled_from(FILES), st.data())
def test_ruleset_mutations(name, data):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(shutil.copytree(RULESETS / "five_tribes", Path(tmp) / "mutant"))
        file = folder / name
        lines = file.read_text(encoding="utf-8").splitlines()
        i = data.draw(st.integers(0, len(lines) - 1))
        action = data.draw(st.sampled_from(["text", "delete", "duplicate", "number", "bytes"]))
        if action == "text":
            lines[i] = data.draw(st.text(max_size=30))
        elif action == "delete":
            del lines[i]
        elif action == "duplicate":
            lines.insert(i, lines[i])
        elif action == "number":
            lines[i] = re.sub(r"\d+", str(data.draw(st.integers(0, 10**12))), lines[i], count=1)
        text = "\n".join(lines) + "\n"
        raw = text.encode("utf-8")
        if action == "bytes":
            at = data.draw(st.integers(0, len(raw)))
            raw = raw[:at] + data.draw(st.binary(min_size=1, max_size=4)) + raw[at:]
        file.write_bytes(raw)
        try:
            rs = R.load(folder, folders=[RULESETS])
        except ProblemsError as err:
            assert err.problems and all(PROBLEM.match(str(p)) for p in err.problems), err
            event("refused with located problems")
            return
        event("loaded and played")
        play_briefly(Engine(rs), data.draw(st.integers(0, 2**32)))


def play_briefly(engine: Engine, seed: int, decisions: int = 60) -> None:
    """A few random decisions on a ruleset that loaded: clear errors allowed, nothing else."""
    try:
        players = min(engine.rs.players)
        state = engine.new_game(players, seed)
        for n in range(decisions):
            decision = engine.decision(state)
            if decision is None:
                return
            state = engine.apply(state, decision.options[(seed + n) % len(decision.options)].id)
    except NaqalaError as err:
        clear_error(err, "stopped in play with a clear error")


WORDS = st.sampled_from(["help", "undo", "lang vi", "lang el", "lang fa", "lang xx", "save",
                         "save game.json", "save no/such/dir/g.json", "1", "2", "3", "1",
                         "2", "1", "99", "0", "-1", "۲", "a1 Nw", "b2 Eb Sg", "power:x",
                         "quit", ""])
LINES = st.lists(st.one_of(WORDS, WORDS, WORDS, st.text(
    st.characters(codec="utf-8"), max_size=12)), max_size=40)


@budget("terminal")
@given(LINES, st.integers(0, 2**32))
def test_terminal_input(lines, seed):
    game = Game("five_tribes", 2, seed)
    with tempfile.TemporaryDirectory() as tmp, contextlib.chdir(tmp), \
            contextlib.redirect_stdout(io.StringIO()):
        assert run(game, {}, argparse.Namespace(lang="en"), script(lines)) == 0
        if os.path.exists("game.json"):
            assert Game.load("game.json").history == game.history[:len(Game.load(
                "game.json").history)]
    event(f"{min(len(game.history), 5)}{'+' if len(game.history) >= 5 else ''} choices taken")
    replayed = Game("five_tribes", 2, seed)
    for choice in game.history:
        replayed.apply(choice)
    assert digest(replayed.state) == digest(game.state)  # changed by legal choices only


def test_terminal_survives_a_superscript_digit():
    with contextlib.redirect_stdout(io.StringIO()):
        run(Game("five_tribes", 2, 1), {}, argparse.Namespace(lang="en"), script(["²"]))


def test_terminal_survives_markup_in_input():
    with contextlib.redirect_stdout(io.StringIO()):
        run(Game("five_tribes", 2, 1), {}, argparse.Namespace(lang="en"), script(["[/]"]))
