"""What the greedy evaluation weighs beyond the score table, and the bench's arguments
(docs/bots.md)."""

from __future__ import annotations

import random

import pytest

import naqala
from naqala.cli import main


def holding(state, seat: int, cards: list[str]):
    changed = state.copy()
    changed.players[seat].cards = list(changed.players[seat].cards) + cards
    return changed


def test_a_power_card_and_a_payment_card_are_worth_more_than_their_points():
    """With the hand weights (a ruleset without fitted ones)."""
    from naqala_bots.evaluation import HAND, evaluate, prospects
    game = naqala.Game("five_tribes", 4, 1)
    rs, state = game.rs, game.state
    power = sorted(rs.powers)[0]
    paying = next(c for c, cls in rs.card_class.items()
                  if ("cards", cls) in rs.offers.get("pay.any", ()))
    assert prospects(rs, holding(state, 0, [power]), 0, 1.0) > 0
    assert prospects(rs, holding(state, 0, [paying]), 0, 1.0) > 0
    assert prospects(rs, holding(state, 0, [power]), 0, 0.0) == 0  # nothing left to use it on
    gained = evaluate(game.engine, holding(state, 0, [power]), 0, HAND) - \
        evaluate(game.engine, state, 0, HAND)
    assert gained > rs.card_vp.get(power, 0)


def test_a_rival_gets_the_open_tile_the_mover_leaves():
    from naqala_bots.evaluation import open_tile
    game = naqala.Game("five_tribes", 4, 1)
    state = game.state.copy()
    state.cells = [list(c) for c in state.cells]
    state.cells[0] = [1 if k == 0 else 0 for k in range(len(state.cells[0]))]
    assert open_tile(state) >= state.values[0]


def after_random_bids() -> naqala.Game:
    """A 3-player game (seed 4) whose bids were chosen by Random(0), at its first move."""
    game = naqala.Game("five_tribes", 3, 4)
    rng = random.Random(0)
    while game.decision.kind != "move.start":
        game.apply(rng.choice(game.decision.options).id)
    return game


def test_a_bid_is_made_when_its_look_ahead_stops_in_the_middle_of_a_move(monkeypatch):
    """The tempo a bid weighs plays the decisions after the bids (first options, at most
    BID_STEPS) to the first mover's start, and lists the moves there. A move whose start
    has a single option starts by itself, so the steps can run out in the middle of a
    move, where the API refuses to list whole moves: `mcts` and `greedy` stopped an
    `artisans_and_whims` game (4 players, seed 5, bots seeded 50 on, at its 387th choice)
    with a BotError. With no move to start there, the tempo is its least, 1 point."""
    from naqala_bots import greedy
    from naqala_bots.greedy import Greedy
    monkeypatch.setattr(greedy, "BID_STEPS", 0)  # the steps run out at once
    game = after_random_bids()
    engine, seat = game.engine, game.decision.player
    game.apply(game.decision.options[0].id)
    assert game.decision.kind == "move.drop"  # a move under way
    assert Greedy(engine, seat, random.Random(1)).tempo(game.state) == 1.0


def test_a_turn_plan_is_played_again_while_its_choices_are_offered():
    from naqala_bots.greedy import Greedy
    game = after_random_bids()
    engine, seat = game.engine, game.decision.player
    for move in naqala.complete_moves(engine, game.state, 200):
        after, plan = naqala.play_move(engine, game.state, move), []
        end = Greedy(engine, seat, random.Random(1)).finish_turn(after, plan)
        if plan:
            break
    assert plan, "no move of this opening asks its mover anything after it"
    replayed = Greedy(engine, seat, random.Random(1)).finish_turn(after, list(plan))
    assert replayed.to_json() == end.to_json()
    stale = ["not-an-option"] + plan
    Greedy(engine, seat, random.Random(1)).finish_turn(after, stale)
    assert stale == plan  # a choice not offered is made again, and the rest follows it


def test_mcts_searches_the_best_move_of_every_last_piece(monkeypatch):
    from naqala_bots import mcts
    monkeypatch.setattr(mcts, "CANDIDATES", 2)
    game = naqala.Game("five_tribes", 4, 1)
    ranked = ["a1 Ey", "b1 Ey", "c1 Sy", "d1 Sb", "e1 Wb", "f1 Sg"]
    assert mcts.candidates(ranked, game.engine, game.state) == ["a1 Ey", "b1 Ey", "d1 Sb",
                                                                  "f1 Sg"]


def test_mcts_plays_the_same_moves_for_the_same_seed():
    from naqala_bots.mcts import MctsBot
    game = after_random_bids()
    view = game.seat_view(game.decision.player)
    assert MctsBot(7, iterations=4).choose(view, game.decision) == \
        MctsBot(7, iterations=4).choose(view, game.decision)


def test_bench_bots_names_a_measurement_it_does_not_know(capsys):
    assert main(["bench", "bots", "--only", "greedy,speed"]) == 1
    err = capsys.readouterr().err
    assert "no measurement 'speed'" in err and "Traceback" not in err


@pytest.mark.parametrize("flag", [["--workers", "2"], ["--out", "studies"],
                                  ["--only", "greedy"], ["--sample", "5"], ["--seed", "3"]])
def test_the_engine_bench_refuses_the_flags_of_bench_bots(capsys, monkeypatch, flag):
    """`naqala bench --out DIR` measured the engine and never wrote DIR, as if it had."""
    from naqala.lab import speed
    monkeypatch.setattr(speed, "bench_engine", lambda games: pytest.fail("the bench ran"))
    assert main(["bench", "--games", "1", *flag]) == 1
    assert capsys.readouterr().err == f"naqala: {flag[0]} is a flag of 'naqala bench bots'; " \
                                      "the engine bench takes --games\n"


def test_a_search_works_out_each_position_once():
    """Trying options, finishing turns and judging moves come back to the same positions by
    the same paths: a greedy decision applies each option to each state once, plays each
    move once and judges each position once, and still plays as it would without."""
    from naqala_bots import greedy
    game = naqala.Game("five_tribes", 4, 21)
    bots = [greedy.GreedyBot(210 + p) for p in range(4)]
    applied, judged = [], []
    real_apply, real_evaluate = game.engine.apply, greedy.evaluate

    def apply(state, choice):
        applied.append((state, choice))  # the states are kept, so their ids stay theirs
        return real_apply(state, choice)

    def evaluate(engine, state, seat, weights):
        judged.append(state)
        return real_evaluate(engine, state, seat, weights)
    game.engine.apply = apply
    greedy.evaluate = evaluate
    try:
        for _ in range(40):
            decision = game.decision
            game.apply(bots[decision.player].choose(game.seat_view(decision.player), decision))
    finally:
        del game.engine.apply
        greedy.evaluate = real_evaluate
    assert len(judged) > 100 and len(applied) > 100
    assert len({(id(s), c) for s, c in applied}) == len(applied)
    assert len({id(s) for s in judged}) == len(judged)


def test_a_longer_search_keeps_no_more_positions(monkeypatch):
    """`mcts` lets go of each iteration's positions (no two iterations share one), so a
    search by time holds as much at its end whatever its length."""
    from naqala_bots import mcts
    made = []
    real_init = mcts.Greedy.__init__

    def init(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        made.append(self)
    monkeypatch.setattr(mcts.Greedy, "__init__", init)
    game = after_random_bids()
    view = game.seat_view(game.decision.player)
    kept = []
    for iterations in (12, 48):
        made.clear()
        mcts.MctsBot(7, iterations=iterations).choose(view, game.decision)
        kept.append(len(made[-1]._known))
    assert 0 < kept[1] < kept[0] + 36  # fewer than one more per extra iteration


def test_mcts_drops_a_candidate_the_game_refuses():
    """A variant plugin may refuse a move the listers gave (a drop left out): the search
    goes on with the other candidates, and says so when none is left."""
    from naqala_bots.greedy import Greedy
    from naqala_bots.mcts import MctsBot
    game = after_random_bids()
    view, seat = game.seat_view(game.decision.player), game.decision.player
    legal = game.moves(3)
    refused = "zz9 Ex"  # refused as a move a variant left out would be
    bot = MctsBot(7, iterations=6)
    search = Greedy(game.engine, seat, bot.rng)
    assert bot.search(view, search, [refused, *legal, refused], legal) in legal
    assert bot.search(view, search, [refused, refused], legal) is None
