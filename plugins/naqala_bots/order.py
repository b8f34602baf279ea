"""Bidding by play order: a spot is worth what it costs plus the move its play position
leaves the seat, against the moves the seats before and after it get.

The moves of the coming round are listed once (bids leave the board as it is) and ranked by
what they gain their mover; the k-th mover of the round is expected to get the best move on
the k-th best end tile (earlier movers take the better ones). A bid's play position is read
from the engine itself: the bid is placed, the seats still to bid take their cheapest spot,
and the order of the first move phase is the state's own (`state.order` of markers, from
`state.markers` to seats), so every ruleset's tracks, queues and discounts count as they
are written. See docs/decisions.md ("Bots and the balance lab").
"""

from __future__ import annotations

from naqala import complete_moves, play_move

from .greedy import LISTED, Greedy, ending, evaluate, sampled
from .plan import BID, MOVE

GAINS = 40        # move endings whose gain is measured for the round's movers
STEPS = 16        # decisions played at most to reach the round's first move


def first_move(engine, state, rival_bid):
    """The state at the first move after the bids, bids still open placed by `rival_bid`
    (option ids in, one out); None when no move comes within STEPS decisions."""
    for _ in range(STEPS):
        decision = engine.decision(state)
        if decision is None:
            return None
        if decision.kind == MOVE:
            return state
        state = engine.apply(state, rival_bid(state, decision))
    return None


def cheapest(state, decision) -> str:
    """A bidder's cheapest spot (the first listed of the cheapest); any other decision's
    first option."""
    if decision.kind != BID:
        return decision.options[0].id
    return min(decision.options, key=lambda o: o.fields.get("cost", 0)).id


def gains(search: Greedy, state) -> list[float]:
    """What the round's k-th mover is expected to gain, best first: per end tile the best
    move's gain for its mover (the value after it less the value before), tiles best first."""
    engine = search.engine
    moves = complete_moves(engine, state, LISTED)
    if not moves:
        return []
    mover = engine.decision(state).player
    before = evaluate(engine, state, mover)
    best: dict[tuple, float] = {}
    reps = list({ending(m): m for m in moves}.values())
    for move in sampled(reps, GAINS, search.rng):
        start, dx, dy, _ = ending(move)
        gain = evaluate(engine, play_move(engine, state, move), mover) - before
        tile = (start, dx, dy)
        best[tile] = max(best.get(tile, gain), gain)
    return sorted(best.values(), reverse=True)


def seats_in_order(state) -> list[int]:
    """The seats still to move in the current phase, in play order."""
    return [state.markers[m] for m in state.order[state.index:] if m >= 0]


def bid(search: Greedy, state, options) -> str | None:
    """The bid whose cost and play position leave the seat best placed against its rivals;
    None when the round's order cannot be read (no move follows the bids)."""
    engine, seat = search.engine, search.seat
    start = first_move(engine, state, cheapest)
    if start is None or start.order is None:
        return None
    expected = gains(search, start)
    scored = []
    for option in options:
        after = engine.apply(state, option.id)
        placed = first_move(engine, after, cheapest)
        if placed is None or placed.order is None:
            return None
        share = [0.0] * len(state.players)
        for k, p in enumerate(seats_in_order(placed)):
            share[p] += expected[k] if k < len(expected) else 0.0
        others = [g for p, g in enumerate(share) if p != seat]
        lead = share[seat] - (max(others) + sum(others) / len(others)) / 2 if others else 0.0
        scored.append((search.value(after) + lead, option.id))
    return max(scored, key=lambda vo: vo[0])[1]
