"""Tracks of turn markers: bidding for a spot, moving a marker, and reading play order.

A track is a list of spots holding a marker number or None. Spots that share the track's
`shared_cost` form a queue: a newcomer takes the top one and pushes the others down.
"""

from __future__ import annotations

from .decisions import Amount, Message, Option, Ref, Seat
from .zones import discard_card


def _lift(state, marker: int) -> None:
    for spots in state.tracks.values():
        for i, m in enumerate(spots):
            if m == marker:
                spots[i] = None


def move_marker(ctx, track: str) -> None:
    """The acting marker goes to the first empty spot of `track`."""
    state = ctx.state
    marker = state.turn["marker"]
    _lift(state, marker)
    spots = state.tracks[track]
    spots[spots.index(None)] = marker


ROTATION = "rotation"


def order(state, rs, track: str) -> tuple[int, ...]:
    """Markers in play order: a cost track plays from its most expensive spot down;
    `rotation` is seat order, starting one seat later each round."""
    if track == ROTATION:
        markers = list(range(len(state.markers)))
        shift = (state.round - 1) % len(markers)
        return tuple(markers[shift:] + markers[:shift])
    spots = state.tracks[track]
    if rs.tracks[track]["costs"]:
        spots = spots[::-1]
    return tuple(m for m in spots if m is not None)


def bid_options(ctx, track: str, card: str | None) -> list[Option]:
    """Every spot the acting player may take now, with the cards spent to buy it cheaper."""
    rs, state = ctx.rs, ctx.state
    costs = rs.tracks[track]["costs"]
    shared = rs.tracks[track]["shared_cost"]
    spots = state.tracks[track]
    gold = state.players[ctx.me].counters[rs.tracks[track]["pays"]]
    discounts = state.players[ctx.me].cards.count(card) if card else 0
    free = [i for i, m in enumerate(spots) if m is None and costs[i] != shared]
    group = [i for i, c in enumerate(costs) if c == shared]
    if any(spots[i] is None for i in group):
        free.append(group[-1])
    pays = rs.tracks[track]["pays"]

    def option(oid: str, i: int, n: int, cost: int) -> Option:
        def label() -> Message:
            return Message("option-spot-cards" if n else "option-spot", {
                "spot": i + 1, "cost": Amount("counters", pays, cost),
                "cards": Amount("cards", card, n) if n else None})
        return Option(oid, (i, n), {"spot": i + 1, "cost": cost, "cards": n}, label)
    options = []
    for i in sorted(free):
        for n in range(0, min(discounts, i) + 1):
            cost = costs[i - n]
            if n and cost == costs[i - n + 1] and not rs.tracks[track]["free_discounts"]:
                break  # this card would lower the price no further
            if cost <= gold:
                options.append(option(f"s{i + 1}" + (f"-{n}" if n else ""), i, n, cost))
    if not options and free:  # nothing affordable: the cheapest free spot, paying what one has
        i = min(free, key=lambda j: costs[j])
        options.append(option(f"s{i + 1}", i, 0, gold))
    return options


def _decode(oid: str) -> tuple[int, int]:
    spot, _, n = oid[1:].partition("-")
    return int(spot) - 1, int(n or 0)


def bid(ctx, track: str, card: str | None) -> None:
    """The acting marker takes a spot of `track` and its owner pays the spot's cost."""
    rs, state = ctx.rs, ctx.state
    i, n = ctx.choose("bid", lambda: bid_options(ctx, track, card), _decode, {"track": track},
                      prompt=lambda: Message("prompt-bid", {"track": Ref("tracks", track)}))
    costs = rs.tracks[track]["costs"]
    player = state.players[ctx.me]
    pays = rs.tracks[track]["pays"]
    paid = min(costs[i - n], player.counters[pays])
    player.counters[pays] -= paid
    # Paying less than the spot's cost tells what a hidden counter held: only its owner sees.
    hidden = paid < costs[i - n] and rs.counters[pays]["hidden"]
    ctx.log("bid", (ctx.me,) if hidden else None, actor=Seat(ctx.me),
            track=Ref("tracks", track), spot=i + 1, cost=Amount("counters", pays, paid),
            cards=Amount("cards", card, n) if n else None)
    for _ in range(n):
        discard_card(ctx, ctx.me, card)
    marker = state.turn["marker"]
    _lift(state, marker)
    spots = state.tracks[track]
    shared = rs.tracks[track]["shared_cost"]
    if costs[i] == shared:
        group = [j for j, c in enumerate(costs) if c == shared]
        queue = [marker] + [spots[j] for j in reversed(group) if spots[j] is not None]
        for k, j in enumerate(reversed(group)):
            spots[j] = queue[k] if k < len(queue) else None
    else:
        spots[i] = marker
