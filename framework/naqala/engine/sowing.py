"""Moving pieces ("sowing"): pick up a tile, drop one piece per orthogonal step.

Rules (generic): never step straight back to the tile just left; blocked tiles and walled
edges cannot be crossed; the last piece must land on a tile already holding a piece of its
kind (the board option `own_drops_count` says whether pieces dropped earlier in the same
move count). Only choices that can still end legally are ever offered.

Whether a move can be completed depends on the board only through the last drop, so the
walks themselves (which tiles a walk of k steps can end on, and end on a second time) are
computed once per board shape and cached.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from .board import geometry_of
from .decisions import Amount, Message, Option, Ref, Seat


class Walks:
    """Where non-backtracking walks of k steps can end, for one board geometry."""

    def __init__(self, geometry):
        self.neighbours = geometry.neighbours
        self.ends = lru_cache(maxsize=None)(self._ends)
        self.revisits = lru_cache(maxsize=None)(self._revisits)

    def _ends(self, pos: int, prev: int, k: int) -> frozenset[int]:
        if k == 0:
            return frozenset((pos,))
        out: set[int] = set()
        for nb in self.neighbours[pos]:
            if nb != prev:
                out |= self.ends(nb, pos, k - 1)
        return frozenset(out)

    def _revisits(self, pos: int, prev: int, k: int) -> frozenset[int]:
        """Tiles a k-step walk can end on after also standing there at an earlier step."""
        out: set[int] = set()
        for nb in self.neighbours[pos]:
            if nb != prev and k > 1:
                out |= self.revisits(nb, pos, k - 1)
                if nb in self.ends(nb, pos, k - 1):
                    out.add(nb)
        return frozenset(out)


def completable(rs, geo, cells, pos: int, prev: int, hand: list[int], k: int, dropped) -> bool:
    """Whether the k pieces in hand can still be dropped, ending legally."""
    own = rs.own_drops_count
    kinds = [i for i, n in enumerate(hand) if n]
    for t in geo.walks.ends(pos, prev, k):
        cell = cells[t]
        for i in kinds:
            if cell[i] - (0 if own else dropped.get((t, i), 0)) > 0:
                return True
    return bool(own and any(hand[i] >= 2 for i in kinds) and geo.walks.revisits(pos, prev, k))


def movable_tiles(rs, geo, cells) -> list[int]:
    """Tiles from which a complete legal move starts."""
    out = []
    for t in geo.open_tiles:
        hand = cells[t]
        k = sum(hand)
        if not k:
            continue
        cells[t] = [0] * len(hand)
        if completable(rs, geo, cells, t, -1, hand, k, {}):
            out.append(t)
        cells[t] = hand
    return out


def drop(cells, hand: list[int], dropped: dict, tile: int, kind: int, n: int = 1) -> None:
    """Move n pieces of a kind from the hand onto a tile (n = -1 takes one back)."""
    hand[kind] -= n
    cells[tile][kind] += n
    dropped[(tile, kind)] = dropped.get((tile, kind), 0) + n


def drop_options(rs, geo, cells, pos: int, prev: int, hand: list[int], dropped) -> list[Option]:
    """Every (direction, kind) drop from `pos` after which the move can still end legally."""
    k = sum(hand)
    own = rs.own_drops_count
    out = []
    for d, nb in geo.steps[pos]:
        if nb == prev:
            continue
        cell = cells[nb]
        for i, n in enumerate(hand):
            if not n:
                continue
            if k == 1:
                ok = cell[i] - (0 if own else dropped.get((nb, i), 0)) > 0
            else:
                drop(cells, hand, dropped, nb, i)
                ok = completable(rs, geo, cells, nb, pos, hand, k - 1, dropped)
                drop(cells, hand, dropped, nb, i, -1)
            if ok:
                out.append(Option(d + rs.piece_letters[i], (d, i)))
    return out


def _labelled(ctx, options: list[Option], pos: int) -> list[Option]:
    """Drop options with their labels: which piece, which way, onto which tile."""
    step_to, ids = geometry_of(ctx.rs, ctx.state).step_to[pos], ctx.rs.piece_ids

    def label(d: str, kind: int, tile: int) -> Callable[[], Message]:
        return lambda: Message("option-drop", {
            "piece": Ref("pieces", ids[kind]), "direction": Ref("directions", d),
            "tile": ctx.place(tile)})
    return [Option(o.id, o.value, label=label(o.value[0], o.value[1], step_to[o.value[0]]))
            for o in options]


def _hand(rs, hand: list[int]) -> list[Amount]:
    return [Amount("pieces", rs.piece_ids[i], n) for i, n in enumerate(hand) if n]


def sow(ctx) -> None:
    """The move of one turn, as a start decision and one decision per drop.

    With no legal move nothing happens and the turn's `moved` stays 0.
    """
    rs, state = ctx.rs, ctx.state
    geo = geometry_of(rs, state)
    if ctx.choices.replaying():
        starts = None  # the start was chosen before: no need to search again
    else:
        starts = movable_tiles(rs, geo, state.cells)
        if not starts:
            return
    def label(t: int, cell: list[int]) -> Callable[[], Message]:
        return lambda: Message("option-start", {"tile": ctx.place(t), "pieces": _hand(rs, cell)})
    start = ctx.choose(
        "move.start", lambda: [Option(geo.names[t], t, label=label(t, state.cells[t][:]))
                               for t in starts],
        geo.index.__getitem__, prompt=lambda: Message("prompt-move-start"))
    cells = state.cells
    # The pieces picked up are kept in the mover's hand, so that a state waiting in the middle
    # of a move still accounts for every piece.
    hand = state.players[ctx.me].hand
    for i, n in enumerate(cells[start]):
        hand[i] += n
    ctx.log("moves", actor=Seat(ctx.me), tile=ctx.place(start), pieces=_hand(rs, hand))
    cells[start] = [0] * len(hand)
    pos, prev, last = start, -1, -1
    dropped: dict = {}
    path = [start]

    def decode(oid: str):
        return oid[0], rs.letter_index[oid[1:]]
    while any(hand):
        d, kind = ctx.choose(
            "move.drop",
            lambda: _labelled(ctx, drop_options(rs, geo, cells, pos, prev, hand, dropped), pos),
            decode, {"at": geo.names[pos], "path": [geo.names[t] for t in path],
                     "hand": {rs.piece_ids[i]: n for i, n in enumerate(hand) if n}},
            prompt=lambda: Message("prompt-move-drop", {"tile": ctx.place(pos),
                                                        "hand": _hand(rs, hand)}))
        nb = geo.step_to[pos][d]
        drop(cells, hand, dropped, nb, kind)
        prev, pos, last = pos, nb, kind
        path.append(nb)
        ctx.emit("dropped", {"tile": nb, "piece": rs.piece_ids[kind], "actor": ctx.me})
    turn = state.turn
    turn["final"], turn["last"], turn["moved"] = pos, rs.piece_ids[last], 1


def complete_moves(rs, state, limit: int | None = None) -> list[str]:
    """Every complete legal move of the acting player in move notation (up to `limit`)."""
    cells = [c[:] for c in state.cells]
    geo = geometry_of(rs, state)
    names = geo.names
    out: list[str] = []

    class Enough(Exception):  # noqa: N818 - stops the search at the limit
        pass

    def walk(pos, prev, hand, dropped, text):
        for opt in drop_options(rs, geo, cells, pos, prev, hand, dropped):
            d, i = opt.value
            nb = geo.step_to[pos][d]
            drop(cells, hand, dropped, nb, i)
            if any(hand):
                walk(nb, pos, hand, dropped, f"{text} {opt.id}")
            else:
                out.append(f"{text} {opt.id}")
                if limit is not None and len(out) >= limit:
                    raise Enough
            drop(cells, hand, dropped, nb, i, -1)

    try:
        for t in movable_tiles(rs, geo, cells):
            hand = cells[t]
            cells[t] = [0] * len(hand)
            walk(t, -1, hand, {}, names[t])
            cells[t] = hand
    except Enough:
        pass
    return out
