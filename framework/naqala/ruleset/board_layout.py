"""Compile a board's layout data: regions dealt first, fixed walls on tile edges, turning.

`board: regions:` lists rectangles (`area: b2:e5`) that hold every tile of some kinds
(`kinds:`) plus `others:` random tiles of the rest; a tile kind's `edges:` gives, per copy,
the edges (N, E, S, W, relative to the way the tile faces) that carry a wall; with
`board: turn_tiles: yes` each tile with edges faces a random way. The engine deals them in
`engine/layout.py`.
"""

from __future__ import annotations

from ..errors import did_you_mean

DIRECTIONS = "NESW"


def _area(geometry, text: str) -> tuple[int, ...] | str:
    """The tiles of a rectangle 'b2:e5' in board order, or an error message."""
    corners = [c.strip() for c in str(text).split(":")]
    if len(corners) != 2 or any(c not in geometry.index for c in corners):
        return f"an area is two tile names of this board joined by ':' (like b2:e5), " \
               f"not '{text}'"
    (x0, y0), (x1, y1) = ((geometry.index[c] % geometry.columns,
                           geometry.index[c] // geometry.columns) for c in corners)
    xs, ys = range(min(x0, x1), max(x0, x1) + 1), range(min(y0, y1), max(y0, y1) + 1)
    return tuple(y * geometry.columns + x for y in ys for x in xs)


def compile_layout(b, rs) -> dict:
    """The fields `turn_tiles`, `tile_edges` and `regions`, reporting problems through `b`."""
    return {"turn_tiles": bool(b.setting("board.turn_tiles", 0)), "tile_edges": _edges(b),
            "regions": _regions(b, rs)}


def _edges(b) -> dict[str, tuple[str, ...]]:
    """Each tile kind's `edges:`: one group of wall letters per copy."""
    edges = {}
    for k, e in b.col("tiles").items():
        listed = e.get("edges")
        if not listed:
            continue
        bad = [x for x in listed if not x or set(x) - set(DIRECTIONS)]
        if len(listed) != e.get("count", 0) or bad:
            b.problem(e.at("edges"), "R125", f"tile '{k}' needs one group of edges (letters "
                      f"of N, E, S, W) per copy: {e.get('count', 0)}, got "
                      f"{', '.join(map(str, listed))}")
            continue
        edges[str(k)] = tuple(str(x) for x in listed)
    return edges


def _region(rs, region, used: set, free: int) -> tuple | str:
    """One `regions:` entry as (tiles, kinds, others), or what is wrong with it."""
    tiles = _area(rs.geometry, region.get("area", ""))
    kinds = tuple(str(k) for k in region.get("kinds") or ())
    others = int(region.get("others", 0))
    unknown = [k for k in kinds if k not in rs.tile_kinds]
    if isinstance(tiles, str):
        return tiles
    if unknown:
        return f"unknown tile '{unknown[0]}'{did_you_mean(unknown[0], rs.tile_kinds)}"
    fixed = sum(rs.tile_kinds[k]["count"] for k in kinds)
    if used & set(tiles) or fixed + others != len(tiles) or others > free:
        return f"region {region.get('area')} has {len(tiles)} spaces but {fixed} tiles of " \
               f"its kinds and {others} others (or it overlaps another)"
    return tiles, frozenset(kinds), others


def _regions(b, rs) -> tuple:
    """`board: regions:` in order; a region that does not fit is reported and left out."""
    regions, used = [], set()
    loc = b.raw.setting_locs.get("board.regions")
    listed = b.raw.settings.get("board.regions") or []
    claimed = {str(k) for region in listed for k in region.get("kinds") or ()}
    free = sum(v["count"] for k, v in rs.tile_kinds.items() if k not in claimed)
    for region in listed:
        found = _region(rs, region, used, free)
        if isinstance(found, str):
            b.problem(loc, "R125", found)
            continue
        used |= set(found[0])
        regions.append(found)
        free -= found[2]
    return tuple(regions)
