"""Board geometry: coordinates, orthogonal steps, neighbourhoods and distances.

Tiles are numbered row by row from the top-left; their names are column letter and row
number ("a1" is the top-left tile). Blocked tiles can never be entered by a moving piece.
"""

from __future__ import annotations

from functools import cache

DIRECTIONS = (("N", 0, -1), ("E", 1, 0), ("S", 0, 1), ("W", -1, 0))


class Geometry:
    """A rectangular board of `columns` x `rows` tiles, some of which may be blocked."""

    def __init__(self, columns: int, rows: int, blocked: frozenset[int] = frozenset(),
                 walls: frozenset[tuple[int, int]] = frozenset()):
        self.columns, self.rows, self.size = columns, rows, columns * rows
        self.blocked, self.walls = blocked, walls
        self.names = tuple(f"{chr(97 + i % columns)}{i // columns + 1}" for i in range(self.size))
        self.index = {name: i for i, name in enumerate(self.names)}
        # steps[t] = ((direction letter, neighbour), ...) for moving pieces.
        self.steps = tuple(tuple(self._steps(t)) for t in range(self.size))
        self.step_to = tuple({d: n for d, n in s} for s in self.steps)
        self.neighbours = tuple(tuple(n for _, n in s) for s in self.steps)

    def _steps(self, t: int):
        x, y = t % self.columns, t // self.columns
        for d, dx, dy in DIRECTIONS:
            nx, ny = x + dx, y + dy
            if 0 <= nx < self.columns and 0 <= ny < self.rows:
                n = ny * self.columns + nx
                if n not in self.blocked and (min(t, n), max(t, n)) not in self.walls:
                    yield d, n

    def name(self, t: int) -> str:
        return self.names[t]

    @cache  # noqa: B019 - one Geometry per ruleset, kept for its lifetime
    def near(self, t: int) -> tuple[int, ...]:
        """The tile and its up to 8 surrounding tiles."""
        x, y = t % self.columns, t // self.columns
        return tuple(ny * self.columns + nx
                     for ny in range(max(0, y - 1), min(self.rows, y + 2))
                     for nx in range(max(0, x - 1), min(self.columns, x + 2)))

    def around(self, t: int) -> tuple[int, ...]:
        """The up to 8 tiles surrounding t."""
        return tuple(n for n in self.near(t) if n != t)

    @cache  # noqa: B019
    def within(self, t: int, d: int) -> tuple[int, ...]:
        """Tiles at most d orthogonal steps away (Manhattan distance), t included."""
        x, y = t % self.columns, t // self.columns
        return tuple(i for i in range(self.size)
                     if abs(i % self.columns - x) + abs(i // self.columns - y) <= d)


_LAYOUTS: dict = {}


def layout_geometry(columns: int, rows: int, layout) -> Geometry:
    """The geometry of one game's layout (its blocked tiles and walls), shared and cached."""
    key = (columns, rows, layout)
    geo = _LAYOUTS.get(key)
    if geo is None:
        from .sowing import Walks
        blocked, walls = layout
        geo = Geometry(columns, rows, frozenset(blocked), frozenset(map(tuple, walls)))
        geo.walks = Walks(geo)
        geo.open_tiles = tuple(t for t in range(geo.size) if t not in geo.blocked)
        _LAYOUTS[key] = geo
    return geo


def geometry_of(rs, state) -> Geometry:
    """The geometry a game is played on: the ruleset's board with the state's layout."""
    return layout_geometry(rs.columns, rs.rows, state.layout)


def connected(geo: Geometry) -> bool:
    """Whether every open tile can reach every other one."""
    open_tiles = [t for t in range(geo.size) if t not in geo.blocked]
    if not open_tiles:
        return True
    seen, todo = {open_tiles[0]}, [open_tiles[0]]
    while todo:
        for n in geo.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(open_tiles)
