"""The greedy bot: plays the move whose whole turn (move, what it triggers, the choices that
follow) leaves the best position, judged on one sample of what it cannot see.

It sees only its seat's `View`: `view.determinise(rng)` gives a full state to try moves on
with the pure `engine.apply`. Nothing here names a ruleset's pieces, tiles or terms, so it
plays every ruleset; see docs/bots.md.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from naqala import IllegalChoice, move_endings, move_words, play_move

from .evaluation import Weights, evaluate, plays_by, weights_for
from .plan import BID, MOVE, PlanBot

LISTED = 4000      # complete moves listed at most per move decision
ENDINGS = 90       # distinct move endings tried on the cheap pre-score
DEEP = 4           # best endings whose whole turn is played out
OPTIONS = 10       # options tried per other decision
FEW = 3            # decisions with at most this many options look one choice further
TURN_STEPS = 30    # own decisions played after a move before judging
BID_STEPS = 12     # decisions played at most to reach the first move after a bid
TEMPO_RANK = 4     # a bid's tempo: the best move's lead over the move this many ranks down


def sampled(items: list, n: int, rng: random.Random) -> list:
    """At most `n` of `items`, in their order; a seeded sample when there are more."""
    if len(items) <= n:
        return items
    keep = set(rng.sample(range(len(items)), n))
    return [x for i, x in enumerate(items) if i in keep]


class Greedy:
    """Search helpers on one engine for one seat; `rng` breaks ties and samples."""

    def __init__(self, engine, seat: int, rng: random.Random, weights: Weights | None = None):
        self.engine, self.seat, self.rng = engine, seat, rng
        self.weights = weights_for(engine.rs) if weights is None else weights
        self._known: dict[tuple, tuple] = {}  # (what, id of a state, ...): (state, result)

    def _once(self, key: tuple, state, work: Callable[[], Any]) -> Any:
        """`work()`, done once per key in this search: trying options, finishing turns and
        judging moves come back to the same positions by the same paths. The state is kept
        with its result, so that its id stays its own."""
        known = self._known.get(key)
        if known is None:
            known = self._known[key] = (state, work())
        return known[1]

    def forget(self) -> None:
        """Let go of the positions worked out so far (a search that never comes back to
        them keeps its memory bounded)."""
        self._known.clear()

    def value(self, state) -> float:
        return self._once(("value", id(state)), state,
                          lambda: evaluate(self.engine, state, self.seat, self.weights))

    def apply(self, state, choice: str):
        """The state after an option (pure, as `engine.apply`)."""
        return self._once(("apply", id(state), choice), state,
                          lambda: self.engine.apply(state, choice))

    def play(self, state, move: str):
        """The state after a whole move in notation (pure, as `play_move`)."""
        return self._once(("play", id(state), move), state,
                          lambda: play_move(self.engine, state, move))

    def tried(self, state, move: str):
        """`play`, or None when the game refuses the move: the listers read the rules and
        the starts offered, but a variant plugin may also leave out drops."""
        try:
            return self.play(state, move)
        except IllegalChoice:
            return None

    def own(self, state) -> bool:
        """Whether the seat has a decision inside its turn (not a new move or a bid)."""
        d = self.engine.decision(state)
        return d is not None and d.player == self.seat and d.kind not in (MOVE, BID)

    def option_values(self, state, ids: list[str]) -> list[tuple[float, str]]:
        """Each option's value after it; between a few options (a yes, or a payment, before
        the choice that does the work), after the best next option of the same seat when
        that is better."""
        out = []
        for oid in sampled(ids, OPTIONS, self.rng):
            after = self.apply(state, oid)
            v = self.value(after)
            if len(ids) <= FEW and self.own(after):
                nxt = [o.id for o in self.engine.decision(after).options]
                v = max(v, *(self.value(self.apply(after, o))
                             for o in sampled(nxt, OPTIONS // 2, self.rng)))
            out.append((v, oid))
        return out

    def best_option(self, state, ids: list[str]) -> str:
        return max(self.option_values(state, ids), key=lambda vo: vo[0])[1]

    def finish_turn(self, state, plan: list[str] | None = None):
        """Play the seat's remaining decisions of this turn greedily. With `plan`, the
        choices it holds are played again while they are offered, and the choices made
        instead replace the rest of it."""
        for step in range(TURN_STEPS):
            if not self.own(state):
                break
            ids = [o.id for o in self.engine.decision(state).options]
            if plan is not None and step < len(plan) and plan[step] in ids:
                choice = plan[step]
            else:
                choice = ids[0] if len(ids) == 1 else self.best_option(state, ids)
                if plan is not None:
                    plan[step:] = [choice]
            state = self.apply(state, choice)
        return state

    def ranked_moves(self, state, deep: int | None = None, endings: int | None = None,
                     listed: int = LISTED) -> list[tuple[float, str]]:
        """Moves best first: one per ending (of the first `listed` moves), pre-scored by the
        position right after the move, the best `deep` (default DEEP) of them judged after
        the whole turn; moves the game refuses are left out (`tried`)."""
        deep = DEEP if deep is None else deep
        reps = move_endings(self.engine, state, listed)
        moves = sampled(list(reps.values()), endings or ENDINGS, self.rng)
        pre = sorted(((self.value(after), m) for m in moves
                      if (after := self.tried(state, m)) is not None), key=lambda vm: -vm[0])
        deep_scored = [(self.value(self.finish_turn(self.play(state, m))), m)
                       for _, m in pre[:deep]]
        return sorted(deep_scored, key=lambda vm: -vm[0]) + pre[deep:]

    def tempo(self, state) -> float:
        """What moving before the others is worth this round: once the bids are placed (any
        way: they leave the board as it is), how far the first mover's best move leads the
        one TEMPO_RANK places down; at least 1 point."""
        decision = self.engine.decision(state)
        for _ in range(BID_STEPS):
            if decision is None or decision.kind == MOVE:
                break
            state = self.apply(state, decision.options[0].id)
            decision = self.engine.decision(state)
        if decision is None or decision.kind != MOVE:  # the steps ran out before a start, or
            return 1.0  # in a move whose start had a single option: no move to list
        reps = list(move_endings(self.engine, state, LISTED).values())
        if not reps:
            return 1.0
        mover = decision.player
        scored = sorted((evaluate(self.engine, after, mover, self.weights)
                         for m in sampled(reps, ENDINGS // 3, self.rng)
                         if (after := self.tried(state, m)) is not None), reverse=True)
        if not scored:  # a variant plugin refused every move tried
            return 1.0
        return max(scored[0] - scored[min(TEMPO_RANK, len(scored) - 1)], 1.0)

    def bid(self, state, options) -> str:
        """The spot with the best position after paying for it, plus a tempo share that
        falls from the first option listed (all of it) to the last (none). Options come
        first spot first, so on a track played from its last spot down the share favours
        the cheap spots that play late: bidding by play position instead lost more often
        (docs/bots.md)."""
        n = len(options)
        tempo = self.tempo(state)
        scored = [(self.value(self.apply(state, o.id)) + tempo * (n - 1 - i) / max(n - 1, 1),
                   o.id) for i, o in enumerate(options)]
        return max(scored, key=lambda vo: vo[0])[1]


class GreedyBot(PlanBot):
    """Plays the best-looking whole turn on one sample of the hidden parts; `weights`
    (default: the ruleset's) are those of its evaluation."""

    def __init__(self, seed: int | None = None, weights: Weights | None = None):
        super().__init__(seed)
        self.weights = weights

    plays_by = staticmethod(plays_by)  # what a study records of the bot (its weights)

    def decide(self, view, decision, ids: list[str]) -> list[str]:
        state = view.determinise(self.rng)
        search = Greedy(view.engine, view.seat, self.rng, self.weights)
        if decision.kind == MOVE:
            ranked = search.ranked_moves(state)
            if ranked:
                return move_words(view.engine, state, ranked[0][1])
        if decision.kind == BID:
            return [search.bid(state, decision.options)]
        return [search.best_option(state, ids)]
