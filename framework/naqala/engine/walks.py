"""Where walks of k steps can end on a board, computed once per board shape and cached.

A walk moves from tile to neighbouring tile; unless the ruleset allows it, a walk never steps
straight back to the tile it just left. Used by the movement rules (`engine/sowing.py`) to
decide, without trying every path, whether a move can still end legally.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial
from typing import Any

DEEP = 100  # levels one answer recurses at most: a longer walk is built from shorter ones


class ByLength(dict):
    """One walk answer by the walk's length: `table[k]` is `make(k)`, worked out the first
    time k is read and kept. Why: reading it is one subscript where a cached function is a
    call, and the movement reads one a tile when it lists starts (docs/speed.md)."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[int], Any]):
        super().__init__()
        self.make = make

    def __missing__(self, k: int) -> Any:
        value = self[k] = self.make(k)
        return value


class Walks:
    """Where walks of k steps can end, for one board's neighbour lists.

    Both answers (where walks end, and where they end on a tile they stood on before) are
    worked out together as two bit masks (`walk`; bit t: tile t). Why: the walks are worked
    out anew in every process that plays a board, and five random games spent some 2% of
    their instructions building them as sets of tiles, one recursion for each answer
    (docs/speed.md); an integer `|` is cheaper than a set merged at every step. `ends` and
    `revisits` give the masks' tiles as sets, for the callers that read tiles.

    The answer for k steps is made of the answers for k - 1 steps from the neighbours, so a
    walk of k steps would recurse k levels, and a pile of some hundreds of pieces passed
    Python's limit. Before a walk of more than `DEEP` steps is worked out, every walk `DEEP`,
    2 x `DEEP`... steps long is (`_grow`), so that no answer recurses deeper than `DEEP`.
    """

    def __init__(self, neighbours: tuple[tuple[int, ...], ...], step_back: bool = False):
        self.neighbours, self.step_back = neighbours, step_back
        self.walk = lru_cache(maxsize=None)(self._walk)
        self.ends = lru_cache(maxsize=None)(self._ends)
        self.revisits = lru_cache(maxsize=None)(self._revisits)
        self._lanes: dict[int, tuple[ByLength, ...]] = {}  # `lanes_from`, by lanes
        self.returns_from = tuple(ByLength(partial(self._returns, t))
                                  for t in range(len(neighbours)))
        self._grown: dict[Callable, int] = {}  # by function: the longest walks worked out
        self._states = [(t, p) for t, near in enumerate(neighbours) for p in (-1, *near)]

    def _grow(self, fn: Callable, k: int) -> None:
        """`fn` worked out for every walk state at every `DEEP`-th length below k, shortest
        first (the growing calls come back here: they find the lengths below them grown)."""
        for steps in range(self._grown.get(fn, 0) + DEEP, k, DEEP):
            for pos, prev in self._states:
                fn(pos, prev, steps)
            self._grown[fn] = steps

    def _walk(self, pos: int, prev: int, k: int) -> tuple[int, int]:
        """Where walks of k steps from `pos` (`prev` the tile just left, -1 for none) end, as
        two bit masks (bit t: tile t): every tile they can end on, and those they can end on
        after also standing there at an earlier step."""
        if k > DEEP:
            self._grow(self.walk, k)
        ends = again = 0
        if k < 2:  # the tiles one step reaches, none stood on twice: no shorter walk to ask
            if k == 0:
                return 1 << pos, 0
            for nb in self.neighbours[pos]:
                if nb != prev:
                    ends |= 1 << nb
            return ends, 0
        back, walk = -1 if self.step_back else pos, self.walk
        for nb in self.neighbours[pos]:
            if nb != prev:
                there, back_there = walk(nb, back, k - 1)
                ends |= there
                again |= back_there | (there & 1 << nb)
        return ends, again

    def end_mask(self, pos: int, prev: int, k: int) -> int:
        """`ends` as a bit mask: bit t is set when a walk can end on tile t."""
        return self.walk(pos, prev, k)[0]

    def _ends(self, pos: int, prev: int, k: int) -> frozenset[int]:
        """The tiles walks of k steps can end on."""
        return self._set(self.walk(pos, prev, k)[0])

    def _revisits(self, pos: int, prev: int, k: int) -> frozenset[int]:
        """Tiles a k-step walk can end on after also standing there at an earlier step."""
        return self._set(self.walk(pos, prev, k)[1])

    @staticmethod
    def _set(mask: int) -> frozenset[int]:
        """The tiles of a mask, a set bit at a time: walks end on a few tiles, and a pass
        over every tile's bit cost twice as much (docs/speed.md)."""
        tiles = []
        while mask:
            low = mask & -mask
            tiles.append(low.bit_length() - 1)
            mask ^= low
        return frozenset(tiles)

    def lanes_from(self, lanes: int) -> tuple[ByLength, ...]:
        """Per start tile, by the length k of a move from it: where it can end, the start
        left out, as `end_mask` in each of `lanes` lanes as wide as the board (for
        `sowing._starts_by_rule`)."""
        table = self._lanes.get(lanes)
        if table is None:
            spread = sum(1 << i * len(self.neighbours) for i in range(lanes))
            table = self._lanes[lanes] = tuple(ByLength(partial(self._lane_ends, t, spread))
                                               for t in range(len(self.neighbours)))
        return table

    def _lane_ends(self, start: int, spread: int, k: int) -> int:
        """The mask copied into every lane: times `spread`, a bit at the start of each."""
        return (self.end_mask(start, -1, k) & ~(1 << start)) * spread

    def _returns(self, start: int, k: int) -> bool:
        """`returns_from[start][k]`: whether a move of k steps from `start` can end on a tile
        it stood on before (`revisits`), read as one subscript (for `sowing._rows_read`)."""
        return bool(self.walk(start, -1, k)[1])
