"""The greedy bot: plays the move whose whole turn (move, what it triggers, the choices that
follow) leaves the best position, judged on one sample of what it cannot see.

It sees only its seat's `View`: `view.determinise(rng)` gives a full state to try moves on
with the pure `engine.apply`. Nothing here names a ruleset's pieces, tiles or terms, so it
plays every ruleset; see docs/decisions.md ("Bots and the balance lab").
"""

from __future__ import annotations

import random

from naqala import complete_moves, move_words, play_move

MOVE, BID = "move.start", "bid"
LISTED = 4000      # complete moves listed at most per move decision
ENDINGS = 90       # distinct move endings tried on the cheap pre-score
DEEP = 6           # best endings whose whole turn is played out
OPTIONS = 10       # options tried per other decision
TURN_STEPS = 8     # own decisions played after a move before judging
TEMPO = 4.0        # points an earlier turn spot is worth, first against last


def evaluate(engine, state, seat: int) -> float:
    """The seat's points now against its best rival's: the score table if the game ended
    here (coins, majorities, sets, owned tiles and the rest, as the ruleset scores them)."""
    totals = [row["total"] for row in engine.scores(state)]
    mine = totals[seat]
    others = [t for p, t in enumerate(totals) if p != seat]
    return mine - (max(others) if others else 0) * 0.5 - sum(others) / max(len(others), 1) * 0.5


def ending(move: str) -> tuple:
    """Where a move ends and with which piece: its start, net displacement and last piece
    (moves with the same ending take the same pieces from the same tile)."""
    words = move.split()
    dx = sum((w[0] == "E") - (w[0] == "W") for w in words[1:])
    dy = sum((w[0] == "S") - (w[0] == "N") for w in words[1:])
    return words[0], dx, dy, words[-1][1:] if len(words) > 1 else ""


def sampled(items: list, n: int, rng: random.Random) -> list:
    """At most `n` of `items`, in their order; a seeded sample when there are more."""
    if len(items) <= n:
        return items
    keep = set(rng.sample(range(len(items)), n))
    return [x for i, x in enumerate(items) if i in keep]


class Greedy:
    """Search helpers on one engine for one seat; `rng` breaks ties and samples."""

    def __init__(self, engine, seat: int, rng: random.Random):
        self.engine, self.seat, self.rng = engine, seat, rng

    def value(self, state) -> float:
        return evaluate(self.engine, state, self.seat)

    def own(self, state) -> bool:
        """Whether the seat has a decision inside its turn (not a new move or a bid)."""
        d = self.engine.decision(state)
        return d is not None and d.player == self.seat and d.kind not in (MOVE, BID)

    def option_values(self, state, ids: list[str]) -> list[tuple[float, str]]:
        """Each option's value after it, or after the best next option of the same seat when
        that is better (a yes, or a payment, before the choice that does the work)."""
        out = []
        for oid in sampled(ids, OPTIONS, self.rng):
            after = self.engine.apply(state, oid)
            v = self.value(after)
            if self.own(after):
                nxt = [o.id for o in self.engine.decision(after).options]
                v = max(v, *(self.value(self.engine.apply(after, o))
                             for o in sampled(nxt, OPTIONS // 2, self.rng)))
            out.append((v, oid))
        return out

    def best_option(self, state, ids: list[str]) -> str:
        return max(self.option_values(state, ids), key=lambda vo: vo[0])[1]

    def finish_turn(self, state):
        """Play the seat's remaining decisions of this turn greedily."""
        for _ in range(TURN_STEPS):
            if not self.own(state):
                break
            d = self.engine.decision(state)
            ids = [o.id for o in d.options]
            state = self.engine.apply(state, ids[0] if len(ids) == 1 else
                                      self.best_option(state, ids))
        return state

    def ranked_moves(self, state, deep: int | None = None, endings: int | None = None
                     ) -> list[tuple[float, str]]:
        """Moves best first: one per ending, pre-scored by the position right after the
        move, the best `deep` (default DEEP) of them judged after the whole turn."""
        deep = DEEP if deep is None else deep
        reps: dict[tuple, str] = {}
        for move in complete_moves(self.engine, state, LISTED):
            reps.setdefault(ending(move), move)
        moves = sampled(list(reps.values()), endings or ENDINGS, self.rng)
        pre = sorted(((self.value(play_move(self.engine, state, m)), m) for m in moves),
                     key=lambda vm: -vm[0])
        deep_scored = [(self.value(self.finish_turn(play_move(self.engine, state, m))), m)
                       for _, m in pre[:deep]]
        return sorted(deep_scored, key=lambda vm: -vm[0]) + pre[deep:]

    def bid(self, state, options) -> str:
        """The spot whose cost the tempo of playing earlier repays (options come first
        spot first)."""
        n = len(options)
        scored = [(self.value(self.engine.apply(state, o.id)) + TEMPO * (n - 1 - i) / max(n - 1, 1),
                   o.id) for i, o in enumerate(options)]
        return max(scored, key=lambda vo: vo[0])[1]


class GreedyBot:
    """Plays the best-looking whole turn on one sample of the hidden parts."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self.plan: list[str] = []

    def choose(self, view, decision) -> str:
        ids = [o.id for o in decision.options]
        if decision.kind != MOVE and self.plan and self.plan[0] in ids:
            return self.plan.pop(0)
        self.plan = []
        if len(ids) == 1:
            return ids[0]
        state = view.determinise(self.rng)
        search = Greedy(view.engine, view.seat, self.rng)
        if decision.kind == MOVE:
            ranked = search.ranked_moves(state)
            if ranked:
                words = move_words(view.engine, state, ranked[0][1])
                self.plan = words[1:]
                return words[0]
        if decision.kind == BID:
            return search.bid(state, decision.options)
        return search.best_option(state, ids)
