"""Shortcuts on the way from an answer to the next question (docs/speed.md): a move's
drops and starts offered as their rule and spelling give them, a move going on from its
questions with what follows it in its step, and powers looked for only beside the
questions that may offer them."""

from __future__ import annotations

import pytest
from helpers import E, extending, random_to_end
from test_resume import checked_games

from naqala.engine import engine as engine_module
from naqala.engine.board import geometry_of
from naqala.engine.move_listing import complete_moves
from naqala.engine.sowing import landing, legal_drops, movable_starts

# The base game, and movements that take the other ways: a ruleset's own last-drop
# condition, and one kind picked up with steps straight back allowed.
MOVEMENTS = {"base": None,
             "own last drop": "movement:\n  last_drop: pieces(tile, piece) > 0 or "
                              "pieces(tile) = 0\n",
             "one kind, back": "movement:\n  pick_up: kind\n  step_back: yes\n"}


def engine_for(tmp_path, movement: str):
    """The engine of the base game with `movement` on top."""
    data = MOVEMENTS[movement]
    return E if data is None else extending(tmp_path, "moving", {"rules.yaml": data})[1]


def questions(e, kind: str, seeds=(1, 2)) -> list:
    """(state, decision) of every `kind` question of random three-player games."""
    found: list = []
    for seed in seeds:
        random_to_end(e, 3, seed, lambda s, d: found.append((s, d)) if d.kind == kind else None)
    return found


@pytest.mark.parametrize("movement", MOVEMENTS)
def test_the_drops_offered_are_the_legal_drops_of_where_the_move_stands(tmp_path, movement):
    e = engine_for(tmp_path, movement)
    rs, asked = e.rs, 0
    for s, d in questions(e, "move.drop"):
        if "resume" not in s.pending:  # asked again from the move's start: no progress kept
            continue
        geo, pos, prev, _, dropped, _ = s.pending["resume"][0]
        cells, hand = [row[:] for row in s.cells], s.players[d.player].hand[:]
        legal = legal_drops(geo, cells, pos, prev, hand, dropped, landing(rs, s))
        assert [i for i in d.ids if not i.startswith("power:")] == \
            [step + rs.piece_letters[kind] for step, kind in legal]
        asked += 1
    assert asked > 20


@pytest.mark.parametrize("movement", MOVEMENTS)
def test_the_starts_offered_are_spelled_by_tile_and_by_piece_when_one_kind_moves(tmp_path,
                                                                               movement):
    e = engine_for(tmp_path, movement)
    rs, one_kind = e.rs, e.rs.movement.pick_up == "kind"
    letters, found = rs.piece_letters, questions(e, "move.start")
    for s, d in found:
        geo = geometry_of(rs, s)
        starts = movable_starts(rs, geo, s.cells, s)
        assert all((kind is not None) == one_kind for _, kind in starts)
        assert [i for i in d.ids if not i.startswith("power:")] == \
            [geo.names[t] + ("" if kind is None else letters[kind]) for t, kind in starts]
    s, d = found[len(found) // 2]
    some = {i for i in d.ids[::3] if not i.startswith("power:")}
    assert {move.split()[0] for move in complete_moves(rs, s, offered=some)} == some


def test_powers_are_looked_for_only_beside_the_questions_that_may_offer_them(monkeypatch):
    """A unit's first question may offer the powers usable at its start, whatever it asks;
    a later one only in `MIDWAY` (a drop, a sale's card, a payment never): the engine does
    not look for powers beside the others."""
    looked, real = [], engine_module.Run.beside

    def beside(run, asker, kind, options):
        found = real(run, asker, kind, options)
        looked.append((run.first or kind in engine_module.MIDWAY, bool(found)))
        return found
    monkeypatch.setattr(engine_module.Run, "beside", beside)
    for seed in range(3):
        random_to_end(E, 4, seed)
    assert any(offered for _, offered in looked)  # powers are still offered
    assert all(may for may, _ in looked)


def test_what_follows_a_move_in_its_step_runs_once_it_goes_on_from_its_questions(tmp_path):
    """The statements after a move in its step (`Stmt.then`) run after its last drop when it
    goes on from its start or a drop, as running the step again runs them."""
    rs, engine = extending(tmp_path, "paid_to_move", {"turn.yaml": (
        "phases:\n  - id: turns\n    op: modify\n    steps:\n      - id: move\n"
        "        op: replace\n"
        "        do: sow then gain 1 gold then if not moved { finish after round }\n")})
    kept = checked_games(engine, 3, 2)
    assert {engine.decision(s).kind for s in kept} >= {"move.start", "move.drop"}
