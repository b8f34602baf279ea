"""The search bot: information-set Monte Carlo search over determinised states.

The candidates are whole moves: every distinct move ending is pre-scored by the position
right after the move (greedy lists at most 4000 moves and samples 90 endings; here up to
12000 moves are listed and every ending is scored), and the search takes the best eight,
plus the best move ending with each piece that is not among them (what a piece does after
the move is not in the pre-score). Each iteration picks a candidate by UCB1 and plays it
on a state consistent with the seat's view (`view.determinise(rng)`; a candidate's k-th
visit uses the k-th sample, the same for every candidate), finishes the turn greedily
(later visits play the choices of the first again while they are offered, which is
cheaper), lets the next mover (a rival) answer with the best of the strongest moves listed
before the search, and scores that leaf with the greedy evaluation: a move is worth what
it gains less what it leaves to the next player. Bids and the choices inside a turn are
the greedy bot's. Budgets are iterations (deterministic for a seed) or seconds (anytime);
see docs/bots.md.
"""

from __future__ import annotations

import math
import time

from naqala import IllegalChoice, move_ending, move_words, play_move

from .evaluation import Weights, evaluate, plays_by
from .greedy import Greedy
from .plan import BID, MOVE, PlanBot

LEVELS = {"easy": 6, "normal": 24, "hard": 64}  # iterations per decision
LISTED = 12000      # complete moves listed at most per move decision
ENDINGS = 400       # distinct move endings pre-scored (all of them, in practice)
CANDIDATES = 8      # best pre-scored moves searched
REPLIES = 8         # strongest listed moves a rival may answer with
EXPLORE = 8.0       # UCB1 exploration, in points


class MctsBot(PlanBot):
    """`iterations` per decision (deterministic for a seed), or `seconds` (anytime)."""

    def __init__(self, seed: int | None = None, iterations: int = LEVELS["normal"],
                 seconds: float | None = None, weights: Weights | None = None):
        super().__init__(seed)
        self.iterations, self.seconds, self.weights = iterations, seconds, weights

    def decide(self, view, decision, ids: list[str]) -> list[str]:
        first = view.determinise(self.rng)
        greedy = Greedy(view.engine, view.seat, self.rng, self.weights)
        if decision.kind == BID:
            return [greedy.bid(first, decision.options)]
        if decision.kind == MOVE:
            ranked = [m for _, m in greedy.ranked_moves(first, deep=0, endings=ENDINGS,
                                                         listed=LISTED)]
            best = self.search(view, greedy, candidates(ranked, view.engine, first),
                               ranked[:REPLIES + 1]) if ranked else None
            if best is not None:
                return move_words(view.engine, first, best)
        return [greedy.best_option(first, ids)]

    def search(self, view, greedy: Greedy, candidates: list[str],
               replies: list[str]) -> str | None:
        """UCB1 over the candidates; a candidate's k-th visit is played on the k-th
        determinisation, the same for every candidate (common samples: the hidden parts,
        such as rivals' coins, move every candidate's value alike). A candidate the game
        refuses (a variant plugin may leave out drops) is dropped without using the
        budget; None when every one is."""
        candidates = list(candidates)
        n, total = [0] * len(candidates), [0.0] * len(candidates)
        plans: list[list[str]] = [[] for _ in candidates]
        samples: list = []
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        it = 0
        while candidates and ((it < self.iterations) if deadline is None
                              else (time.perf_counter() < deadline)):
            it += 1
            if it <= len(candidates):
                i = it - 1
            else:
                i = max(range(len(candidates)), key=lambda k: total[k] / n[k] + EXPLORE *
                        math.sqrt(math.log(it) / n[k]) if n[k] else math.inf)
            if n[i] == len(samples):
                samples.append(view.determinise(self.rng))
            greedy.forget()  # no two iterations play the same candidate on the same sample
            after = greedy.tried(samples[n[i]], candidates[i])
            if after is None:  # the candidate after it takes its place, and this iteration
                for kept in (candidates, n, total, plans):
                    del kept[i]
                it -= 1
                continue
            n[i] += 1
            after = greedy.finish_turn(after, plans[i])
            total[i] += greedy.value(answer(greedy, after, replies))
        if not candidates:
            return None
        return candidates[max(range(len(candidates)),
                              key=lambda k: (n[k], total[k] / n[k] if n[k] else -math.inf))]


def candidates(ranked: list[str], engine, state) -> list[str]:
    """The CANDIDATES best moves, then the best move ending with each piece not among them:
    what a piece does after the move is not in the pre-score, so every piece's action is
    tried."""
    out = ranked[:CANDIDATES]
    pieces = {move_ending(engine, state, m)[2] for m in out}
    for move in ranked[CANDIDATES:]:
        piece = move_ending(engine, state, move)[2]
        if piece not in pieces:
            pieces.add(piece)
            out.append(move)
    return out


def answer(greedy: Greedy, state, replies: list[str]):
    """The state after the next mover, when a rival is to move, plays the best for itself
    (by the searching seat's weights) of the `replies` still legal; `state` itself
    otherwise."""
    engine = greedy.engine
    decision = engine.decision(state)
    if decision is None or decision.kind != MOVE or not replies:
        return state
    best, best_value = state, -math.inf
    for move in replies:
        try:
            after = play_move(engine, state, move)
        except IllegalChoice:
            continue
        value = evaluate(engine, after, decision.player, greedy.weights)
        if value > best_value:
            best, best_value = after, value
    return best


def level(name: str):
    """A factory for the iteration budget of level `name` (LEVELS, read when a bot is made)."""
    def make(seed: int | None = None) -> MctsBot:
        return MctsBot(seed, LEVELS[name])
    make.plays_by = plays_by  # type: ignore[attr-defined]  # what a study records of it
    return make
