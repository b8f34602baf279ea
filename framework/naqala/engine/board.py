"""Board geometry: coordinates, steps between tiles, neighbourhoods and distances.

Tiles are numbered row by row from the top-left; their names are column letters and row
number ("a1" is the top-left tile; columns past z are aa, ab...). Blocked tiles can never be
entered by a moving piece and a wall closes the edge between two neighbours (orthogonal ones
on a square board).

Which tiles a moving piece may step to is the board's adjacency (docs/authoring.md,
`movement:`): `orthogonal` (N E S W), `diagonal` (the eight surrounding tiles), `hexagonal`
(rows of hexagons, every second row shifted half a tile to the right) or `graph` (the edges a
ruleset lists). A step is named by its direction, or for a graph by the tile it leads to.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from functools import cache

from .walks import Walks

ORTHOGONAL = (("N", 0, -1), ("E", 1, 0), ("S", 0, 1), ("W", -1, 0))
DIAGONAL = ORTHOGONAL + (("NE", 1, -1), ("SE", 1, 1), ("SW", -1, 1), ("NW", -1, -1))
# Hexagonal rows: (direction, dx on an unshifted row, dx on a shifted row, dy).
HEXAGONAL = (("E", 1, 1, 0), ("W", -1, -1, 0), ("NE", 0, 1, -1), ("NW", -1, 0, -1),
             ("SE", 0, 1, 1), ("SW", -1, 0, 1))
ADJACENCIES = ("orthogonal", "diagonal", "hexagonal", "graph")
SQUARE = ("orthogonal", "diagonal")  # boards of squares: eight tiles surround each


class Geometry:
    """A board of `columns` x `rows` tiles, some blocked, some edges walled, and its steps.

    Holds: the board's size and tile names (`names`, `index`); `blocked` tiles and `walls`
    (pairs of tiles); the `adjacency` and, for a graph, its `edges`; per tile the `steps`
    a moving piece may take ((step name, neighbour), ...), `step_to` (name -> neighbour) and
    `neighbours`; `step_names`, every step name the adjacency knows, in a fixed order;
    `open_tiles` (every tile but blocked ones); `walks`, the cached walk ends of the movement
    rules (with `step_back`: whether a walk may step straight back); `drop_ends`, where the
    drop words of move endings end (`move_listing.first_by_ending` fills it as it reads them).
    """

    __slots__ = ("columns", "rows", "size", "blocked", "walls", "adjacency", "edges",
                 "step_back", "names", "index", "steps", "step_to", "neighbours", "step_names",
                 "open_tiles", "walks", "drop_ends")

    def __init__(self, columns: int, rows: int, blocked: frozenset[int] = frozenset(),
                 walls: frozenset[tuple[int, int]] = frozenset(), adjacency: str = "orthogonal",
                 edges: frozenset[tuple[int, int]] = frozenset(), step_back: bool = False):
        self.columns, self.rows, self.size = columns, rows, columns * rows
        self.blocked, self.walls = blocked, walls
        self.adjacency, self.edges, self.step_back = adjacency, edges, step_back
        self.names = tuple(_name(columns, i) for i in range(self.size))
        self.index = {name: i for i, name in enumerate(self.names)}
        self.steps = tuple(tuple(self._open_steps(t)) for t in range(self.size))
        self.step_to = tuple({d: n for d, n in s} for s in self.steps)
        self.neighbours = tuple(tuple(n for _, n in s) for s in self.steps)
        tables = {"graph": (), "hexagonal": HEXAGONAL, "diagonal": DIAGONAL}
        self.step_names = tuple(m[0] for m in tables.get(adjacency, ORTHOGONAL)) or self.names
        self.open_tiles = tuple(t for t in range(self.size) if t not in blocked)
        self.walks = Walks(self.neighbours, step_back)
        self.drop_ends: dict = {}  # piece letters: {(tile, drop words): where they end}

    def __reduce__(self):
        """Pickled as what makes it, without the walks and ends it has worked out (their
        caches hold functions): a move stopped at a drop keeps its geometry in its
        progress, which a pickled or copied game carries."""
        return Geometry, (self.columns, self.rows, self.blocked, self.walls, self.adjacency,
                          self.edges, self.step_back)

    def __deepcopy__(self, memo) -> Geometry:
        return self  # shared: only its caches of what it works out ever change

    def _open_steps(self, t: int):
        for d, n in _board_steps(self.columns, self.rows, self.adjacency, self.edges, t):
            if n not in self.blocked and (min(t, n), max(t, n)) not in self.walls:
                yield d, n

    def name(self, t: int) -> str:
        return self.names[t]

    def near(self, t: int) -> tuple[int, ...]:
        """The tile and the tiles surrounding it (`around`), in board order."""
        return _near(self.columns, self.rows, self.adjacency, self.edges)[t]

    def around(self, t: int) -> tuple[int, ...]:
        """The tiles surrounding t, blocked or walled off or not: the up to 8 around it on a
        square board (whatever its steps), its up to 6 neighbours on a hexagonal one, those
        an edge joins it to on a graph."""
        return _around(self.columns, self.rows, self.adjacency, self.edges)[t]

    def within(self, t: int, d: int) -> tuple[int, ...]:
        """Tiles at most d steps away, t included, walls and blocked tiles stopping none:
        orthogonal steps on a square board (Manhattan distance), steps between hexagons
        or along edges otherwise. Every d past the board's size (or below 0) is one, so
        that the cache keeps one of them."""
        d = max(-1, min(d, self.columns + self.rows if self.adjacency in SQUARE else self.size))
        return _within(self.columns, self.rows, self.adjacency, self.edges, t, d)


# Steps and neighbourhoods depend on the board alone, not on a layout's blocked tiles or
# walls: they are cached by board, so that no cache keeps a game's geometry alive.
@cache
def _board_steps(columns: int, rows: int, adjacency: str, edges: frozenset, t: int
                 ) -> tuple[tuple[str, int], ...]:
    """Every (step name, neighbour) of tile t on the board, blocked or not."""
    x, y = t % columns, t // columns
    if adjacency == "graph":
        return _graph_steps(columns, rows, edges)[t]
    if adjacency == "hexagonal":
        moves = tuple((d, dx1 if y % 2 else dx0, dy) for d, dx0, dx1, dy in HEXAGONAL)
    else:
        moves = DIAGONAL if adjacency == "diagonal" else ORTHOGONAL
    return tuple((d, (y + dy) * columns + x + dx) for d, dx, dy in moves
                 if 0 <= x + dx < columns and 0 <= y + dy < rows)


@cache
def _graph_steps(columns: int, rows: int, edges: frozenset
                 ) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Per tile of a graph board, the (step name, neighbour) of each edge it ends, in the
    edges' order: each edge read once."""
    steps: list[list[tuple[str, int]]] = [[] for _ in range(columns * rows)]
    for a, b in sorted(edges):
        steps[a].append((_name(columns, b), b))
        steps[b].append((_name(columns, a), a))
    return tuple(map(tuple, steps))


def _name(columns: int, t: int) -> str:
    return f"{column_letters(t % columns)}{t // columns + 1}"


def column_letters(c: int) -> str:
    """A column's letters: a to z, then aa, ab... as in a spreadsheet."""
    return ("" if c < 26 else column_letters(c // 26 - 1)) + chr(97 + c % 26)


@cache
def _around(columns: int, rows: int, adjacency: str, edges: frozenset
            ) -> tuple[tuple[int, ...], ...]:
    """Per tile, the tiles surrounding it (`Geometry.around`), in board order."""
    surround = "diagonal" if adjacency in SQUARE else adjacency
    return tuple(tuple(sorted(n for _, n in _board_steps(columns, rows, surround, edges, t)))
                 for t in range(columns * rows))


@cache
def _near(columns: int, rows: int, adjacency: str, edges: frozenset
          ) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted((t, *ring)))
                 for t, ring in enumerate(_around(columns, rows, adjacency, edges)))


@cache
def _within(columns: int, rows: int, adjacency: str, edges: frozenset, t: int, d: int
            ) -> tuple[int, ...]:
    if adjacency in SQUARE:
        x, y = t % columns, t // columns
        return tuple(i for i in range(columns * rows)
                     if abs(i % columns - x) + abs(i // columns - y) <= d)
    around, seen, ring = _around(columns, rows, adjacency, edges), {t}, [t]
    for _ in range(d):  # breadth first, one step a pass
        ring = [n for r in ring for n in around[r] if n not in seen and not seen.add(n)]
    return tuple(sorted(seen)) if d >= 0 else ()


LAYOUTS_KEPT = 64  # geometries of dealt layouts kept, the most recently used
_LAYOUTS: OrderedDict = OrderedDict()
_LAST: tuple = (None, None, None)  # (board, layout, geometry) of the last call


def layout_geometry(board: Geometry, layout) -> Geometry:
    """The geometry of one game's layout (its blocked tiles and walls) on a ruleset's board,
    shared and cached: the `LAYOUTS_KEPT` most recently used are kept, so that a study of
    many games with dealt layouts does not keep one per game (docs/speed.md)."""
    global _LAST
    last = _LAST
    if last[0] is board and last[1] is layout:  # the same game as the call before
        return last[2]
    key = (board.columns, board.rows, board.adjacency, board.edges, board.step_back, layout)
    geo = _LAYOUTS.get(key)
    if geo is not None:
        _LAYOUTS.move_to_end(key)
    else:
        blocked, walls = layout
        geo = _LAYOUTS[key] = Geometry(board.columns, board.rows, frozenset(blocked),
                                       frozenset(map(tuple, walls)), board.adjacency,
                                       board.edges, board.step_back)
        while len(_LAYOUTS) > LAYOUTS_KEPT:
            _LAYOUTS.popitem(last=False)
    _LAST = (board, layout, geo)
    return geo


def geometry_of(rs, state) -> Geometry:
    """The geometry a game is played on: the ruleset's board with the state's layout."""
    return layout_geometry(rs.geometry, state.layout)


def wall_adjacency(board: Geometry) -> str:
    """The adjacency whose edges walls close and a deal keeps joined: a hexagonal or graph
    board's own, `orthogonal` on a square board whatever its steps (walls close orthogonal
    edges only)."""
    return "orthogonal" if board.adjacency in SQUARE else board.adjacency


def wall_sides(board: Geometry, t: int) -> tuple[int, ...]:
    """The tiles a wall may part t from: its neighbours by `wall_adjacency`, blocked or
    not."""
    return tuple(n for _, n in _board_steps(board.columns, board.rows, wall_adjacency(board),
                                            board.edges, t))


def connected(geo: Geometry) -> bool:
    """Whether every open tile can reach every other one."""
    return not geo.open_tiles or len(reach(geo, geo.open_tiles[0])) == len(geo.open_tiles)


def reach(geo: Geometry, start: int) -> set[int]:
    """The tiles a piece on `start` can reach, step by step, `start` included."""
    seen, todo = {start}, [start]
    while todo:
        for n in geo.neighbours[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def spanning_tree(edges: Iterable[tuple[int, int]]) -> set[tuple[int, int]]:
    """The edges, taken in order, that join two tiles not yet joined by those before them
    (Kruskal's algorithm, with a union-find of the tiles)."""
    parent: dict[int, int] = {}

    def root(t: int) -> int:
        while parent.get(t, t) != t:
            parent[t] = parent.get(parent[t], parent[t])  # halve the path as we go
            t = parent[t]
        return t

    tree = set()
    for a, b in edges:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[ra] = rb
            tree.add((a, b))
    return tree
