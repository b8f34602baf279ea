"""States share their unchanged parts, and no state ever changes once the engine made it
(docs/engine.md, "States and forks")."""

from __future__ import annotations

import gc
import json
import random

import pytest
from helpers import RULESETS, SHIPPED, E

import naqala.ruleset as R
from naqala.engine.decisions import Decision
from naqala.engine.engine import Engine
from naqala.engine.state import State


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


@pytest.mark.parametrize("name", SHIPPED)
def test_no_state_changes_after_the_engine_made_it(name):
    """A random game where every option of every fourth position is also tried: every state
    made (and the state its pending unit started from) reads at the end as it did when made."""
    engine = Engine(R.load(name, folders=[RULESETS]))
    rnd = random.Random(5)
    state = engine.new_game(3, 5)
    made = [(state, snapshot(state))]
    for turn in range(400):
        decision = engine.decision(state)
        if decision is None:
            break
        if turn % 4 == 0:
            for option in decision.options[:12]:
                other = engine.apply(state, option.id)
                made.append((other, snapshot(other)))
        state = engine.apply(state, rnd.choice(decision.options).id)
        made.append((state, snapshot(state)))
    changed = [i for i, (s, seen) in enumerate(made) if snapshot(s) != seen]
    assert not changed, f"{len(changed)} states changed after they were made, first {changed[0]}"


def test_a_fork_shares_every_part_until_one_side_changes_it():
    s = E.new_game(4, 1)
    f = s.fork()
    assert f.cells is s.cells and f.players is s.players and f.turn is s.turn
    before = snapshot(s)
    f.own_cells(3)[0] += 1
    f.own_player(2).counters["gold"] += 5
    f.own_turn("vars")["x"] = 1
    f.own_deck("djinns").row[0] = None
    f.own_tracks()["turn_order"][0] = 3
    assert snapshot(s) == before
    assert f.cells[3][0] == s.cells[3][0] + 1 and f.cells[4] is s.cells[4]
    assert f.players[2].counters["gold"] == s.players[2].counters["gold"] + 5
    assert f.players[1] is s.players[1] and f.turn["vars"] == {"x": 1}
    s.own_cells(4)[0] += 1  # the state forked from copies too
    assert f.cells[4][0] == s.cells[4][0] - 1


def test_a_copy_shares_nothing_and_can_be_changed_by_hand():
    s = E.new_game(3, 2)
    before = snapshot(s)
    c = s.copy()
    c.cells[0][0] += 1
    c.players[0].counters["gold"] += 1
    c.decks["resources"].draw.pop()
    c.turn["vars"]["x"] = 1
    assert snapshot(s) == before


def test_a_move_shares_the_parts_it_did_not_change():
    """A state after a drop shares with the state before it the seats that did not act."""
    s = E.new_game(4, 3)
    while E.decision(s).kind != "move.drop":
        s = E.apply(s, E.decision(s).options[0].id)
    after = E.apply(s, E.decision(s).options[0].id)
    acting = s.turn["player"]
    assert all(after.players[p] is s.players[p] for p in range(4) if p != acting)
    assert after.decks is s.decks and after.tracks is s.tracks


def test_determinising_leaves_the_real_state_as_it_was():
    """A search bot's samples are forks of the real state (and of its pending unit's start):
    re-dealing them changes neither."""
    from naqala.engine.determinise import determinise
    rnd = random.Random(8)
    state = E.new_game(4, 8)
    for _ in range(120):
        before = snapshot(state)
        for seat in range(4):
            determinise(E, state, seat, rnd)
        assert snapshot(state) == before
        state = E.apply(state, rnd.choice(E.decision(state).options).id)


def test_owning_every_part_keeps_the_parts_already_owned():
    """A plugin's verb, run from a trigger in the middle of a move, owns every part; the
    move's own board and hand stay the state's (it goes on changing them)."""
    s = E.new_game(4, 4)
    before = snapshot(s)
    f = s.fork()
    cells, hand = f.own_board(), f.own_player(1).hand
    f.own_all()
    assert f.cells is cells and f.players[1].hand is hand
    f.cells[0][0] += 1
    f.players[2].counters["gold"] += 1
    f.tokens[3][0] += 1
    f.decks["djinns"].draw.pop()
    f.turn["vars"]["x"] = 1
    assert snapshot(s) == before


def _left_to_the_collector(name: str, players: int, seed: int, most: int) -> list[str]:
    """The states and decisions of a random game (at most `most` answers) that only the
    cycle collector frees."""
    engine = Engine(R.load(name, folders=[RULESETS]))
    players = players if players in engine.rs.players else min(engine.rs.players)
    rnd = random.Random(seed)
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        state = engine.new_game(players, seed)
        for _ in range(most):
            decision = engine.decision(state)
            if decision is None:
                break
            state = engine.apply(state, rnd.choice(decision.options).id)
        del state
        gc.collect()
        return [type(o).__name__ for o in gc.garbage if isinstance(o, (State, Decision))]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


@pytest.mark.parametrize("name", SHIPPED)
def test_a_state_left_behind_is_freed_at_once(name):
    """No waiting state is in a reference cycle through its own decision, whose options,
    prompt and context make their words when read (docs/engine.md, "States and forks"): a
    state nobody holds is freed at once, and the cycle collector finds no state to free."""
    left = _left_to_the_collector(name, 3, 7, 300)
    assert not left, f"{len(left)} states and decisions were freed only by the cycle collector"


@pytest.mark.parametrize("name", SHIPPED)
def test_no_state_of_a_whole_game_is_left_to_the_collector(name):
    """The same over a whole four-player game, where triggers and powers used inside a step
    ask questions of their own: their contexts hold the unit's run as their choices."""
    left = _left_to_the_collector(name, 4, 1, 3000)
    assert not left, f"{len(left)} states and decisions were freed only by the cycle collector"
