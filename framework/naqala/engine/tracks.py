"""Tracks of turn markers: bidding for a spot, moving a marker, and reading play order.

A track is a list of spots holding a marker number or None. How a track is bid on is the
ruleset's (`rs.bidding`, a `Bidding` per track; docs/authoring.md, `tracks:`): the cost of each
spot, the counter that pays, whether cards may lower a price that cannot fall further, how the
spots that share the `shared_cost` queue (a newcomer at the `front` pushes the others down, at
the `back` waits behind them), and which way play order is read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache, partial
from itertools import compress
from operator import countOf

from .budget import DeadEnd, running
from .context import answered
from .decisions import Amount, Message, Option, shared_amount, shared_ref, shared_seat
from .zones import discard_card

QUEUES = ("front", "back")
PLAY_ORDERS = ("last_spot_first", "first_spot_first")


@dataclass(frozen=True)
class Bidding:
    """How one track is bid on and read."""

    costs: tuple[int, ...] = ()
    shared_cost: int | None = None
    pays: str | None = None  # the counter that pays for a spot
    free_discounts: bool = True
    queue: str = "front"
    play_order: str = "first_spot_first"

    # Worked out once per ruleset: every bid reads them (a frozen dataclass's cached
    # property is kept in its __dict__, past its frozen __setattr__).
    @cached_property
    def group(self) -> tuple[int, ...]:
        """The spots that share the shared cost, in track order."""
        return tuple(i for i, c in enumerate(self.costs) if c == self.shared_cost)

    @cached_property
    def entry(self) -> tuple[int, ...]:
        """The spots that share the shared cost, the one a newcomer enters by first."""
        return self.group[::-1]

    @cached_property
    def alone(self) -> tuple[int, ...]:
        """The spots that have a cost of their own, in track order."""
        return tuple(i for i, c in enumerate(self.costs) if c != self.shared_cost)

    @cached_property
    def priced(self) -> Callable[..., tuple[tuple[int, ...], tuple[Option, ...], int]]:
        """`_priced` on this track, kept for the free spots and cards met again: a few
        dozen come back bid after bid (one cache per track: a bid hashes no Bidding)."""
        return lru_cache(maxsize=4096)(partial(_priced, self))

    def __getstate__(self) -> dict:  # pickled without the cache `priced` holds
        return {k: v for k, v in self.__dict__.items() if k != "priced"}


def _lift(state, marker: int) -> dict[str, list]:
    """Take a marker off every track; the tracks, owned."""
    tracks = state.own_tracks()
    for spots in tracks.values():
        while marker in spots:  # searched in C, not spot by spot
            spots[spots.index(marker)] = None
    return tracks


def move_marker(ctx, track: str) -> None:
    """The acting marker goes to the first empty spot of `track`."""
    state = ctx.state
    marker = state.turn["marker"]
    spots = _lift(state, marker)[track]
    spots[spots.index(None)] = marker


ROTATION = "rotation"


def order(state, rs, track: str) -> tuple[int, ...]:
    """Markers in play order: as the track's `play_order` says (a track of costs plays from
    its last spot down by default); `rotation` is seat order, one seat later each round."""
    if track == ROTATION:
        markers = list(range(len(state.markers)))
        shift = (state.round - 1) % len(markers)
        return tuple(markers[shift:] + markers[:shift])
    spots = state.tracks[track]
    if rs.bidding[track].play_order == "last_spot_first":
        spots = spots[::-1]
    return tuple([m for m in spots if m is not None])


def free_spots(rule: Bidding, spots: list) -> list[int]:
    """Spots a newcomer may take: the empty ones, and the spot where it joins the shared
    group (the group's last spot at the front of the queue, its next empty one at the back).
    (Every bid lists them: a plain loop and `countOf` make no frame, as a comprehension
    does, and the list is sorted in place.)"""
    free = []
    for i in rule.alone:
        if spots[i] is None:
            free.append(i)
    queue = rule.entry
    waiting = len(queue) - countOf(map(spots.__getitem__, queue), None)
    if waiting < len(queue):
        free.append(queue[0] if rule.queue == "front" else queue[waiting])
    free.sort()
    return free


def prices(rule: Bidding, i: int, cards: int) -> list[tuple[int, int]]:
    """(cards spent, price) for spot i with up to `cards` cards, each card one spot cheaper;
    a card that lowers the price no further is refused unless the track allows it."""
    out = [(0, rule.costs[i])]
    for n in range(1, min(cards, i) + 1):
        cost = rule.costs[i - n]
        if cost == rule.costs[i - n + 1] and not rule.free_discounts:
            break
        out.append((n, cost))
    return out


def bid_options(ctx, track: str, card: str | None) -> tuple[Option, ...]:
    """Every spot the acting player may take now, with the cards spent to buy it cheaper."""
    rule = ctx.rs.bidding[track]
    player = ctx.state.players[ctx.me]
    purse = player.counters[rule.pays]
    free = free_spots(rule, ctx.state.tracks[track])
    costs, options, dearest = rule.priced(tuple(free), card,
                                          player.cards.count(card) if card else 0)
    if purse >= dearest:  # most bids: every spot affordable, nothing to pick out
        return options
    affordable = tuple(compress(options, map(purse.__ge__, costs)))  # no frame per option
    if not affordable and free:  # nothing affordable: the cheapest free spot, paying what one has
        i = min(free, key=lambda j: rule.costs[j])
        return (_spot_option(rule.pays, card, i, 0, purse),)
    return affordable


# The same free spots and cards come back bid after bid: their options are made once (an
# option is read-only), and their labels when first read.
def _priced(rule: Bidding, free: tuple[int, ...], card: str | None,
            cards: int) -> tuple[tuple[int, ...], tuple[Option, ...], int]:
    """Each way to take one of the `free` spots with up to `cards` cards: the prices, the
    options, and the highest price."""
    costs, options = [], []
    for i in free:
        for n, cost in prices(rule, i, cards):
            costs.append(cost)
            options.append(_spot_option(rule.pays, card, i, n, cost))
    return tuple(costs), tuple(options), max(costs, default=0)


@lru_cache(maxsize=4096)
def _spot_option(pays: str, card: str | None, i: int, n: int, cost: int) -> Option:
    oid = f"s{i + 1}" + (f"-{n}" if n else "")
    return Option(oid, (i, n), {"spot": i + 1, "cost": cost, "cards": n},
                  partial(_spot_label, pays, card, i, n, cost))


def _spot_label(pays: str, card: str | None, i: int, n: int, cost: int) -> Message:
    """A spot option's words: the spot, its cost, and the cards spent to buy it cheaper."""
    return Message("option-spot-cards" if n else "option-spot", {
        "spot": i + 1, "cost": Amount("counters", pays, cost),
        "cards": Amount("cards", card, n) if n else None})


@lru_cache(maxsize=1024)  # the same few ids are answered game after game
def _decode(oid: str) -> tuple[int, int]:
    spot, _, n = oid[1:].partition("-")
    return int(spot) - 1, int(n or 0)


def take_spot(rule: Bidding, spots: list, i: int, marker: int) -> None:
    """Put a marker (already lifted) on spot i; in the shared group it joins the queue."""
    if rule.costs[i] != rule.shared_cost:
        spots[i] = marker
        return
    group = rule.entry
    waiting = [spots[j] for j in group if spots[j] is not None]
    queue = [marker] + waiting if rule.queue == "front" else waiting + [marker]
    for k, j in enumerate(group):
        spots[j] = queue[k] if k < len(queue) else None


def no_marker(ctx, verb: str) -> DeadEnd:
    """The refusal to move a turn marker in a phase where none is acting (one with no
    `order`)."""
    return DeadEnd(f"{running(ctx)}: '{verb}' needs a turn marker, but no marker is acting "
                   "in this phase (it has no 'order')")


def bid(head: object, track: str | None, card: str | None, ctx,
        progress: tuple | None = None) -> None:
    """The acting marker takes a spot of `track` and its owner pays the spot's cost. Its
    question's checkpoint is `(head, (track, card, where it began))`; going on from it
    (`progress`), the track and card are those it keeps and the answer, where it began, is
    `answered` (the marker was checked as it asked). (In this order, a bid of constant
    arguments is one `partial` that runs it, and every such bid shares one that goes on,
    `verbs.v_bid`: no frame but this one.)"""
    state = ctx.state
    if progress is None:
        if state.turn["marker"] < 0:
            raise no_marker(ctx, "bid")
        context, prompt = _words(track)
        i, n = ctx.choose("bid", partial(bid_options, ctx, track, card), _decode, context,
                          prompt=prompt, checkpoint=(head, (track, card, ctx.choices.pos)))
    else:
        track, card, ctx.choices.pos = progress
        i, n = _decode(answered(ctx))
    rule = ctx.rs.bidding[track]
    player = state.own_player(ctx.me)
    price = rule.costs[i - n]
    paid = min(price, player.counters[rule.pays])
    player.counters[rule.pays] -= paid
    # Paying less than the spot's cost tells what a hidden counter held: only its owner sees
    # what it paid; the others see the bid as paid in full, as they would had it been.
    if paid < price and ctx.rs.counters[rule.pays]["hidden"]:
        told = (ctx.me, track, i + 1, card, n, rule.pays)
        ctx.log("bid", but=ctx.me, **_bid_args(*told, price))
        ctx.log("bid", (ctx.me,), **_bid_args(*told, paid))
    else:
        ctx.tell("bid", _bid_args, ctx.me, track, i + 1, card, n, rule.pays, paid)
    for _ in range(n):
        discard_card(ctx, ctx.me, card)
    marker = state.turn["marker"]
    take_spot(rule, _lift(state, marker)[track], i, marker)


def _bid_args(seat: int, track: str, spot: int, card: str | None, n: int, pays: str,
              cost: int) -> dict:
    """A bid's arguments in the game's log (`bid`), made when read where all see them."""
    return {"cost": shared_amount("counters", pays, cost), "actor": shared_seat(seat),
            "track": shared_ref("tracks", track), "spot": spot,
            "cards": shared_amount("cards", card, n) if n else None}


@lru_cache(maxsize=256)
def _words(track: str) -> tuple[dict, Callable[[], Message]]:
    """A bid's context and prompt (a decision makes its own copy of the context when it is
    read): the same for every bid on a track."""
    return {"track": track}, partial(Message, "prompt-bid", {"track": shared_ref("tracks", track)})
