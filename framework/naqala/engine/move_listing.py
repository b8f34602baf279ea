"""Listing complete moves for search, the front ends and the API: every legal move of a
position in move notation (`complete_moves`), or the first move of each ending
(`first_by_ending`), walked on the board with the same rules as a move that is played
(`sowing.py`) without playing any."""

from __future__ import annotations

import math
from collections.abc import Callable, Collection

from .board import Geometry, geometry_of
from .sowing import drop, drop_options, followed, lift, movable_starts, picked, start_ids


def _listing(rs, state, offered: Collection[str] | None = None
             ) -> tuple[Geometry, list[list[int]], list[tuple[int, int | None]]]:
    """What a listing starts from: the board's geometry, a copy of its pieces, the starts
    (only those whose option id is `offered`, when given)."""
    cells = [c[:] for c in state.cells]
    geo = geometry_of(rs, state)
    starts = movable_starts(rs, geo, cells, state)
    if offered is not None:
        starts = [start for start, oid in zip(starts, start_ids(rs, geo, starts))
                  if oid in offered]
    return geo, cells, starts


def complete_moves(rs, state, limit: int | None = None,
                   offered: Collection[str] | None = None) -> list[str]:
    """Every complete legal move of the acting player in move notation (up to `limit`);
    with `offered`, only the moves from the starts it holds (option ids)."""
    geo, cells, starts = _listing(rs, state, offered)
    if rs.movement.last_drop is None:
        return _listed(rs, geo, cells, starts, limit)
    return _searched(rs, geo, cells, starts, limit, state)


Ending = tuple[str, int, int]  # a move's start as written, the tile and kind of its last drop
ENDS_KEPT = 20_000  # where drop words end, kept per board and piece letters (a game reads ~10,000)


def first_by_ending(rs, state, limit: int | None = None,
                    offered: Collection[str] | None = None) -> dict[Ending, str] | None:
    """The first move of each ending among the first `limit` complete moves (`complete_moves`
    order, `offered` as there), without spelling out the others; None for a ruleset with its
    own last-drop condition (list its moves instead)."""
    if rs.movement.last_drop is not None:
        return None
    geo, cells, starts = _listing(rs, state, offered)
    firsts: dict[int, list[tuple[int, int, int]]] = {}  # id of an endings list: its firsts
    out: dict[Ending, str] = {}
    room = math.inf if limit is None else limit
    ends = geo.drop_ends.setdefault(rs.piece_letters, {})  # listings read the same endings
    if len(ends) > ENDS_KEPT:  # a long study on one board: start again, rather than grow
        ends.clear()

    def ends_of(pos: int, found: list[str]) -> list[tuple[int, int, int]]:
        """(index, tile, kind) of the first ending in `found` to end on each tile and kind."""
        seen: dict[tuple[int, int], int] = {}
        for n, text in enumerate(found):
            end = ends.get((pos, text))
            if end is None:
                end = ends[pos, text] = followed(rs, geo, pos, text.split())
            seen.setdefault(end, n)
        return [(n, tile, kind) for (tile, kind), n in seen.items()]

    def leaf(start: str, pos: int, text: str, found: list[str]) -> bool:
        nonlocal room
        got = firsts.get(id(found))
        if got is None:
            got = firsts[id(found)] = ends_of(pos, found)
        for n, tile, kind in got:
            if n < room:
                out.setdefault((start, tile, kind), text + found[n])
        room -= len(found)
        return room <= 0

    _walked(rs, geo, cells, starts, leaf)
    return out


def _listed(rs, geo, cells, starts, limit: int | None) -> list[str]:
    """The moves under the default last-drop rule, in the order `_walked` finds them."""
    out: list[str] = []
    stop = math.inf if limit is None else limit

    def leaf(start: str, pos: int, text: str, found: list[str]) -> bool:
        out.extend([text + s for s in found])
        return len(out) >= stop

    _walked(rs, geo, cells, starts, leaf)
    return out if limit is None else out[:limit]


NEAR = 3  # the last drops of a move are listed once per (tile, hand, what they read)


def _walked(rs, geo, cells, starts, leaf: Callable[[str, int, str, list[str]], bool]) -> None:
    """Every move under the default last-drop rule, spelled out drop by drop, in groups:
    `leaf(start, pos, text, endings)` says that `text + e` is a move for each `e` of
    `endings` (in order), the move being at `pos` when they begin, and returns True to stop.

    The last drop reads one count: of its kind on its tile, as the board was after the
    pick-up, plus what this move dropped there (`own_drops_count`). So the ways to finish a
    move in its last `NEAR` drops depend only on the tile, the step just taken, the hand,
    and, on the tiles where the move can end, the pieces this move dropped where the board had
    none (`fresh`) and whether the start tile is one of them: they are listed once for each
    and shared by every path, and every start, that gets there (the same list object, so a
    caller may keep what it learns of one by its id). `walk` and `endings` make and
    take back a drop inline, each in its own loop: a shared generator made the listing about
    a tenth slower. The endings are gathered by plain loops, not comprehensions: most loops
    add one or two moves, and a comprehension's own call cost more than that (loops made the
    listing a sixth cheaper).
    """
    letters, step_back, steps = rs.piece_letters, geo.step_back, geo.steps
    count_own, kinds = rs.own_drops_count, range(len(letters))
    board = [row[:] for row in cells]
    before = [row[:] for row in cells]  # the board after the pick-up
    counts = board if count_own else before  # what the last drop reads
    words = {d: [f" {d}{letter}" for letter in letters] for d in geo.step_names}
    last = [[[(nb, words[d][j]) for d, nb in steps[t]] for j in kinds] for t in range(geo.size)]
    ends = geo.walks.ends
    fresh: list[tuple[int, int]] = []
    memo: dict = {}
    home: tuple = ()
    begun, done = "", False

    def endings(pos: int, prev: int, hand: list[int], left: int) -> list[str]:
        around = ends(pos, prev, left)  # where the last drop can land
        key = (pos, prev, tuple(hand), home if home[0] in around else None,
               tuple([x for x in fresh if hand[x[1]] and x[0] in around]) if fresh else ())
        found = memo.get(key)
        if found is not None:
            return found
        present = [i for i in kinds if hand[i]]
        if left == 1:
            found = memo[key] = [words[d][i] for d, nb in steps[pos] if nb != prev
                                 for i in present if counts[nb][i]]
            return found
        found = memo[key] = []
        back = -1 if step_back else pos
        for d, nb in steps[pos]:
            if nb == prev:
                continue
            says, row = words[d], board[nb]
            for i in present:
                hand[i] -= 1
                row[i] += 1
                new = count_own and row[i] == 1 and not before[nb][i]
                if new:
                    fresh.append((nb, i))
                if left == 2:
                    j = hand.index(1)
                    for t, w in last[nb][j]:
                        if t != back and counts[t][j]:
                            found.append(says[i] + w)
                else:
                    for s in endings(nb, back, hand, left - 1):
                        found.append(says[i] + s)
                hand[i] += 1
                row[i] -= 1
                if new:
                    fresh.pop()
        return found

    def walk(pos: int, prev: int, hand: list[int], left: int, text: str) -> None:
        nonlocal done
        if done:
            return
        if left <= NEAR:
            done = leaf(begun, pos, text, endings(pos, prev, hand, left))
            return
        back = -1 if step_back else pos
        present = [i for i in kinds if hand[i]]
        for d, nb in steps[pos]:
            if nb == prev:
                continue
            says, row = words[d], board[nb]
            for i in present:
                hand[i] -= 1
                row[i] += 1
                new = count_own and row[i] == 1 and not before[nb][i]
                if new:
                    fresh.append((nb, i))
                walk(nb, back, hand, left - 1, text + says[i])
                hand[i] += 1
                row[i] -= 1
                if new:
                    fresh.pop()

    try:
        for home, begun in zip(starts, start_ids(rs, geo, starts)):
            t, kind = home
            hand = picked(cells, t, kind)
            board[t] = [n - h for n, h in zip(cells[t], hand)]
            before[t] = board[t][:]
            walk(t, -1, hand, sum(hand), begun)
            board[t], before[t] = cells[t][:], cells[t][:]
            if done:
                return
    finally:  # each calls itself through its own name, a cycle: let the memo go now
        walk = endings = None


def _searched(rs, geo, cells, starts, limit: int | None, state) -> list[str]:
    """The moves under a ruleset's own last-drop condition, found by trying each drop."""
    out: list[str] = []

    class Enough(Exception):  # noqa: N818 - stops the search at the limit
        pass

    def walk(pos, prev, hand, dropped, text):
        for opt in drop_options(rs, geo, cells, pos, prev, hand, dropped, state):
            d, i = opt.value
            nb = geo.step_to[pos][d]
            drop(cells, hand, dropped, nb, i)
            if any(hand):
                walk(nb, -1 if geo.step_back else pos, hand, dropped, f"{text} {opt.id}")
            else:
                out.append(f"{text} {opt.id}")
                if limit is not None and len(out) >= limit:
                    raise Enough
            drop(cells, hand, dropped, nb, i, -1)

    try:
        for (t, kind), begun in zip(starts, start_ids(rs, geo, starts)):
            here, hand = cells[t], picked(cells, t, kind)
            lift(cells, t, hand)
            walk(t, -1, hand, {}, begun)
            cells[t] = here
    except Enough:
        pass
    return out
