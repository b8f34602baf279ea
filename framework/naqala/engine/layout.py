"""Dealing the board: which tile goes where, its fixed walls, and dealing again if needed.

Without layout data (`board: regions`, tile `edges`, `turn_tiles`) every tile is shuffled
freely, with exactly the random draws naqala has always made, so recorded games replay.
See `ruleset/board_layout.py` for the data.
"""

from __future__ import annotations

from functools import lru_cache

from ..errors import NaqalaError
from . import zones
from .board import Geometry, connected, wall_adjacency

DIRECTIONS = "NESW"
STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
MAX_DEALS = 200


def deal(ctx, rs, random_walls) -> tuple[tuple, tuple, tuple]:
    """(tiles, values, layout) of a new game; `random_walls(ctx, rs, blocked)` adds the
    ruleset's random walls. A layout where some open tile cannot reach another is dealt
    again."""
    for _ in range(MAX_DEALS):
        placed = _place(ctx, rs)
        tiles = tuple(k for k, _, _ in placed)
        blocked = tuple(t for t, k in enumerate(tiles) if rs.tile_kinds[k]["blocked"])
        fixed = fixed_walls(ctx, rs, placed, blocked)
        walls = tuple(sorted({*fixed, *random_walls(ctx, rs, blocked)}))
        if _reachable(rs.columns, rs.rows, wall_adjacency(rs.geometry), rs.geometry.edges,
                      frozenset(blocked), frozenset(walls)):
            return tiles, tuple(v for _, v, _ in placed), (blocked, walls)
    raise NaqalaError(f"{rs.id}: no layout out of {MAX_DEALS} deals leaves every tile "
                      f"reachable; check its board's regions and edges")


@lru_cache(maxsize=256)
def _reachable(columns: int, rows: int, adjacency: str, edges: frozenset, blocked: frozenset,
               walls: frozenset) -> bool:
    """Whether every open tile of such a board reaches every other one (most boards deal
    the same blocked tiles and walls every game, none at all on the base board)."""
    return connected(Geometry(columns, rows, blocked, walls, adjacency, edges))


def _place(ctx, rs) -> list[tuple]:
    """(kind, value, copy) per board space: regions first, then the rest shuffled."""
    items = [(k, v, i) for k, info in rs.tile_kinds.items() for i, v in enumerate(info["values"])]
    if not rs.regions:
        zones.shuffle(ctx, items)
        return items
    spaces: list = [None] * len(items)
    rest = _fill_regions(ctx, rs, items, spaces)
    zones.shuffle(ctx, rest)
    free = (t for t, x in enumerate(spaces) if x is None)
    for t, x in zip(free, rest):
        spaces[t] = x
    return spaces


def _fill_regions(ctx, rs, items: list[tuple], spaces: list) -> list[tuple]:
    """Each region gets every tile of its kinds plus `others` random ones, shuffled into its
    area; the tiles left over, in order."""
    claimed = set().union(*(kinds for _, kinds, _ in rs.regions))  # kept for their region
    rest = items
    for area, kinds, others in rs.regions:
        pool = [x for x in rest if x[0] not in claimed]
        zones.shuffle(ctx, pool)
        group = [x for x in rest if x[0] in kinds] + pool[:others]
        rest = [x for x in rest if x not in group]
        zones.shuffle(ctx, group)
        for t, x in zip(area, group):
            spaces[t] = x
    return rest


def turned(edges: str, quarter_turns: int) -> str:
    """Edge letters after the tile turns clockwise by that many quarter turns."""
    return "".join(DIRECTIONS[(DIRECTIONS.index(d) + quarter_turns) % 4] for d in edges)


def fixed_walls(ctx, rs, placed: list[tuple], blocked: tuple) -> list[tuple[int, int]]:
    """Walls on the edges that tile kinds fix per copy, facing a random way if the board
    turns tiles; edges on the board's rim or next to a blocked tile carry none."""
    walls = []
    for t, (kind, _, copy) in enumerate(placed):
        edges = rs.tile_edges.get(kind)
        if not edges or t in blocked:
            continue
        sides = turned(edges[copy], ctx.below(4)) if rs.turn_tiles else edges[copy]
        x, y = t % rs.columns, t // rs.columns
        for d in sides:
            nx, ny = x + STEPS[d][0], y + STEPS[d][1]
            n = ny * rs.columns + nx
            if 0 <= nx < rs.columns and 0 <= ny < rs.rows and n not in blocked:
                walls.append((min(t, n), max(t, n)))
    return walls
