"""A step stopped at a question goes on from there after the answer instead of running
again from its start (a move stopped at a drop, a sale at a card, an action at its second
question): the state, the events and the next decision are those of running it again, for
every option, on every shipped ruleset; a state read back from JSON, which keeps no
progress, runs the unit again and agrees (docs/engine.md, "Going on from a question")."""

from __future__ import annotations

import random

import pytest
from helpers import RULESETS, SHIPPED, edit, extending, give, random_to_end

import naqala.ruleset as R
from naqala.dsl.compiler import Stmt, Verb, always
from naqala.engine.decisions import Option
from naqala.engine.engine import Engine
from naqala.engine.state import State


def rerun(state: State) -> State:
    """The same state with no progress kept: answering it runs its unit again."""
    again = state.fork()
    again.pending = {k: v for k, v in state.pending.items() if k != "resume"}
    return again


def outcome(engine: Engine, state: State) -> tuple:
    d = engine.decision(state)
    asked = None if d is None else (d.player, d.kind, [o.id for o in d.options])
    said = [(e.kind, e.args, e.seats) for e in state.events]
    kept = None if state.pending is None else state.pending["emitted"]
    return state.to_json(), asked, said, kept


def checked_games(engine: Engine, players: int, seed: int, start: State | None = None
                  ) -> list[State]:
    """A random game (from `start`, if given) in which every answer to a state that keeps
    its progress is checked against running the unit again, for each option; the states
    that kept it."""
    kept = []

    def check(state, decision):
        if "resume" not in state.pending:
            return
        kept.append(state)
        before = state.to_json()
        for option in decision.options:  # each answer from the same state, as a search does
            went_on = engine.apply(state, option.id)
            assert outcome(engine, went_on) == outcome(engine, engine.apply(rerun(state),
                                                                            option.id))
        assert state.to_json() == before
        loaded = State.from_json(state.to_json())
        assert "resume" not in loaded.pending
        first = decision.options[0].id
        assert engine.apply(loaded, first).to_json() == engine.apply(state, first).to_json()

    if start is None:
        random_to_end(engine, players, seed, check)
        return kept
    rnd, state = random.Random(seed), start
    while not state.over:
        decision = engine.decision(state)
        check(state, decision)
        state = engine.apply(state, rnd.choice(decision.options).id)
    return kept


# The questions of the base game's steps; each goes on from where it was asked.
STEP_QUESTIONS = {"bid", "move.start", "move.drop", "alternative", "choose.tile", "pay.any",
                  "remove", "may", "take", "sell"}


@pytest.mark.parametrize("name", SHIPPED)
def test_going_on_from_a_question_is_running_the_step_again(name):
    rs = R.load(name, folders=[RULESETS])
    engine = Engine(rs)
    kept = checked_games(engine, min(rs.players), 4)
    kinds = {engine.decision(s).kind for s in kept}
    assert STEP_QUESTIONS - {"bid"} <= kinds
    assert "bid" in kinds or name == "rotating_order"  # its turn order needs no bids


def test_every_question_of_a_step_goes_on():
    """In base games, a step's question runs it again only after a power used inside it."""
    rs = R.load("five_tribes", folders=[RULESETS])
    engine = Engine(rs)
    asked = {True: set(), False: set()}

    def note(state, decision):
        p = state.pending
        if p["unit"] == {"kind": "step"} and not p["carried"]:
            asked["resume" in p].add(decision.kind)
    for seed in range(3):
        random_to_end(engine, 4, seed, note)
    assert asked[True] >= STEP_QUESTIONS and not asked[False]


def test_a_step_goes_on_from_any_of_its_statements(tmp_path):
    """A step that moves twice goes on from the drops of both moves, and both play as
    running it again does."""
    rs, engine = extending(tmp_path, "twice", {"turn.yaml": (
        "phases:\n  - id: turns\n    op: modify\n    steps:\n      - id: move\n"
        "        op: replace\n"
        "        do: sow then sow then if not moved { finish after round }\n")})
    kept = checked_games(engine, 3, 2)
    seen = {"first": 0, "second": 0}

    def count(state, decision):
        if decision.kind == "move.drop":
            second = sum(c in starts for c in state.pending["choices"]) > 1  # two starts
            seen["second" if second else "first"] += 1
            assert "resume" in state.pending

    starts = set(rs.geometry.names)
    random_to_end(engine, 3, 2, count)
    assert kept and seen["first"] and seen["second"]


def _tossing_verb():
    """A plugin verb that asks three times (1 or 2 gold each) and goes on from its question,
    writing the gold in place as plugin verbs may."""
    def build(compiler, args, node):
        def tosses(ctx, done: int) -> None:
            for n in range(done, 3):
                gold = ctx.choose("toss", lambda: [Option("one", 1), Option("two", 2)],
                                  lambda x: 1 if x == "one" else 2, checkpoint=(run, n))
                ctx.state.players[ctx.me].counters["gold"] += gold

        def run(ctx):
            tosses(ctx, 0)
        return Stmt(run, always, resume=tosses, head=run)
    return Verb((), {}, build, "gain 1 or 2 gold three times, as you like", asks=True,
                announces=frozenset())


def test_a_plugin_verb_may_go_on_from_its_question(tmp_path):
    """A plugin's verb that keeps its progress goes on from its questions, on a state of its
    own: the states before are unchanged, and the game is the one running it again gives."""
    rs, engine = extending(tmp_path, "tossing", {"turn.yaml": (
        "phases:\n  - id: gifts\n    order: bid_order\n    steps:\n"
        "      - id: toss\n        do: toss\n")}, verbs={"toss": _tossing_verb()})
    kept = checked_games(engine, 3, 5)
    assert {engine.decision(s).kind for s in kept} >= {"toss"}


def test_a_question_a_move_triggers_runs_the_move_again(tmp_path):
    """A card whose trigger asks on every drop: that question comes from inside the move but
    is not the move's own, so answering it runs the step again, and the drops after it go
    on as before."""
    rs, engine = extending(tmp_path, "asking", {"djinns.yaml": (
        "cards:\n  - id: marid\n    op: modify\n    on: dropped then may gain 1 gold\n")})
    start = edit(engine.new_game(3, 7), lambda s: give(s, 0, "marid", rs=rs), engine)
    asked = []
    kept = checked_games(engine, 3, 7, start)
    rnd, state = random.Random(7), start
    while not state.over:
        decision = engine.decision(state)
        if decision.kind == "may" and rs.phases[state.phase][3][state.step][0] == "move":
            asked.append("resume" in state.pending)
        state = engine.apply(state, rnd.choice(decision.options).id)
    assert kept and len(asked) > 5 and not any(asked)
