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


def _region_problem(rs, region, tiles, used: set, free: int,
                    kept: dict[str, str]) -> tuple[str, str] | None:
    """What is wrong with one `regions:` entry, as (field, message), or None. `kept` maps
    the kinds of the regions before it to their area."""
    if isinstance(tiles, str):
        return "area", tiles
    area, others = region.get("area"), region.get("others", 0)
    kinds = [str(k) for k in region.get("kinds") or ()]
    problem = _kinds_problem(rs, kinds, area, kept)
    if problem is not None:
        return "kinds", problem
    if others < 0:
        return "others", f"others of region {area} is {others}: it must be 0 or more"
    fixed = sum(rs.tile_kinds[k]["count"] for k in kinds)
    if used & set(tiles) or fixed + others != len(tiles) or others > free:
        return "area", f"region {area} has {len(tiles)} spaces but {fixed} " \
                       f"tiles of its kinds and {others} others (or it overlaps another)"
    return None


def _kinds_problem(rs, kinds: list[str], area, kept: dict[str, str]) -> str | None:
    """What is wrong with a region's `kinds:`: an unknown one, or one that another region
    (or this one, twice) already lists."""
    unknown = [k for k in kinds if k not in rs.tile_kinds]
    if unknown:
        return f"unknown tile '{unknown[0]}'{did_you_mean(unknown[0], rs.tile_kinds)}"
    twice = next((k for i, k in enumerate(kinds) if k in kept or k in kinds[:i]), None)
    if twice in kept:
        return f"tile '{twice}' is in two regions, {kept[twice]} and {area}: a region holds " \
               f"every tile of its kinds, so a kind belongs to one"
    if twice is not None:
        return f"tile '{twice}' is listed twice in the kinds of region {area}"
    return None


def _regions(b, rs) -> tuple:
    """`board: regions:` in order; a region that does not fit is reported and left out."""
    regions, used, kept = [], set(), {}
    listed = b.raw.settings.get("board.regions") or []
    claimed = {str(k) for region in listed for k in region.get("kinds") or ()}
    free = sum(v["count"] for k, v in rs.tile_kinds.items() if k not in claimed)
    for i, region in enumerate(listed):
        tiles = _area(rs.geometry, region.get("area", ""))
        problem = _region_problem(rs, region, tiles, used, free, kept)
        kinds = frozenset(str(k) for k in region.get("kinds") or ())
        kept.update({k: region.get("area") for k in kinds if k not in kept})
        if problem is not None:
            field, message = problem
            locs = b.raw.setting_locs
            b.problem(locs.get(f"board.regions.{i}.{field}", locs["board.regions"]), "R125",
                      message)
            continue
        used |= set(tiles)
        regions.append((tiles, kinds, region.get("others", 0)))
        free -= region.get("others", 0)
    return tuple(regions)
