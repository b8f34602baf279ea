"""Read the mechanics a ruleset parameterises: movement, bidding tracks, sets, turn memory.

`movement:` (a data file's top-level map) gives the board's adjacency, whether a walk may
step straight back, what a move picks up and the last drop's condition; a track's `queue`
and `play_order`, and a table's `sets` and `wild`, say how bids queue and how sets are made.
The results are three ruleset attributes: `movement` (`engine.sowing.Movement`, with the
board's `geometry` rebuilt for its adjacency), `bidding` (track id -> `engine.tracks.Bidding`)
and `set_rules` (table id -> `engine.scoring.SetRule`). `memory:` names what a turn
remembers (the engine's records, `RECORDS`) for effects to read: `turn_memory` (name ->
record), and the names join the effect language's built-in ones. Docs: docs/authoring.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from types import MappingProxyType

from strictyaml import CommaSeparated, Map, Optional, Str

from ..dsl.compiler import UNASKED, Scope
from ..engine.board import ADJACENCIES, SQUARE, Geometry, reach
from ..engine.scoring import SET_KINDS, SetRule
from ..engine.sowing import PICK_UPS, Movement
from ..engine.tracks import PLAY_ORDERS, QUEUES, Bidding
from ..errors import did_you_mean
from .raw import Loc

MOVEMENT = Map({Optional("adjacency"): Str(), Optional("edges"): CommaSeparated(Str()),
                Optional("step_back"): Str(), Optional("pick_up"): Str(),
                Optional("last_drop"): Str()})
TRACK_FIELDS = {Optional("queue"): Str(), Optional("play_order"): Str()}
TABLE_FIELDS = {Optional("sets"): Str(), Optional("wild"): CommaSeparated(Str())}
# The records of a turn the engine keeps (state.turn), by the built-in name that reads each.
RECORDS = {"move.end": "final", "move.piece": "last", "move.done": "moved",
           "pickup.count": "picked", "move.possible": "can_sow"}
MEMORY = (Map({Optional("id"): Str(), Optional("op"): Str(), Optional("holds"): Str(),
               Optional("doc"): Str()}), "id", ("holds",))
MOST_SHOWN = 12  # tiles a graph's unreachable ones are named by
KEYS = {"memory", "holds", "movement", "adjacency", "edges", "step_back", "pick_up",
        "last_drop", "queue", "play_order", "sets", "wild"}
# The locals a last-drop condition may read.
LANDING = Scope({"tile": "tile", "piece": "id:pieces", "dropped": "num"},
                barred={"can_sow": "whether a move exists depends on this very condition"})


def _choice(b, loc, what: str, value, allowed: tuple[str, ...]) -> str:
    """A value that must be one of `allowed` (the first one when it is not)."""
    text = str(b.setting_value(value) if value in b.raw.options else value)
    if text not in allowed:
        b.problem(loc, "R140", f"{what} must be one of {', '.join(allowed)}, not '{text}'"
                  f"{did_you_mean(text, allowed)}")
        return allowed[0]
    return text


def _edges(b, geometry: Geometry, listed) -> frozenset[tuple[int, int]]:
    """The edges of a graph board: pairs of tile names joined by '-' ('a1-b2')."""
    out = set()
    place = _places(b.raw.setting_locs["movement.edges"], b.raw.lines)
    for text in listed or ():
        ends = [x.strip() for x in str(text).split("-")]
        why = _bad_edge(geometry, ends, text)
        if why:
            b.problem(place(str(text).strip()), "R141", why)
            continue
        a, z = (geometry.index[e] for e in ends)
        out.add((min(a, z), max(a, z)))
    return frozenset(out)


def _places(start: Loc, lines: dict[str, list[str]]) -> Callable[[str], Loc]:
    """Where each item of a comma-separated value that begins at `start` is written: given
    the items in the order they are written, the place of each (on the value's later lines
    too, which are indented past its key); `start` for one not found there."""
    text = lines.get(start.file, [])
    first = text[start.line - 1] if start.line <= len(text) else ""
    indent = len(first) - len(first.lstrip())
    value = [start.line - 1]
    for r in range(start.line, len(text)):
        if len(text[r]) - len(text[r].lstrip()) <= indent:
            break
        value.append(r)
    after = [start.line - 1, start.col - 1]  # where the last item found ends

    def place(item: str) -> Loc:
        for r in value[value.index(after[0]):]:
            at = text[r].find(item, after[1] if r == after[0] else 0) if item else -1
            if at >= 0:
                after[:] = [r, at + len(item)]
                return Loc(start.file, r + 1, at + 1)
        return start
    return place


def _bad_edge(geometry: Geometry, ends: list[str], text) -> str | None:
    """What is wrong with an edge (`text`, its `ends`), if anything."""
    if len(ends) != 2 or ends[0] == ends[1] or not all(ends):
        return (f"an edge is two different tile names of this board joined by '-' (like "
                f"a1-b2), not '{text}'")
    off = next((e for e in ends if e not in geometry.index), None)
    if off is not None:
        return (f"edge '{text}': '{off}' is no tile of this {geometry.columns} x "
                f"{geometry.rows} board ({geometry.names[0]} to {geometry.names[-1]})")
    return None


def _unreachable(b, rs, geometry: Geometry) -> None:
    """A graph board whose tiles off its largest part joined by edges outnumber the blocked
    tiles, told at `edges:`: a deal must leave every open tile reachable, so no game could
    be dealt (as many as the blocked tiles are left to the deal, which may put them there)."""
    parts: list[set[int]] = []
    seen: set[int] = set()
    for t in range(geometry.size):
        if t not in seen:
            parts.append(reach(geometry, t))
            seen |= parts[-1]
    main = max(parts, key=len)
    cut = [n for t, n in enumerate(geometry.names) if t not in main]
    blocked = sum(k["count"] for k in rs.tile_kinds.values() if k["blocked"])
    if len(cut) > blocked:
        shown = ", ".join(cut[:MOST_SHOWN]) + (", ..." if len(cut) > MOST_SHOWN else "")
        b.problem(b.raw.setting_locs["movement.edges"], "R141", f"no path of edges joins "
                  f"{shown} ({len(cut)} tiles) to {geometry.names[min(main)]}, and the board "
                  f"has {blocked} blocked tiles: a graph board's edges must join every tile "
                  f"a piece may stand on")


def _square_sides(b, rs, adjacency: str) -> None:
    """Tile kinds whose `edges:` wall the sides of square tiles, on a board of others."""
    for k in rs.tile_edges:
        b.problem(b.col("tiles")[k].at("edges"), "R125", f"tile '{k}': `edges:` walls the N, "
                  f"E, S and W sides of a square tile, and a {adjacency} board's tiles have "
                  f"other sides (or none); walls on it are random ones (`board: walls:`)")


def compile_movement(b, rs, c) -> dict:
    """`movement` and the `geometry` rebuilt for the declared adjacency."""
    loc = b.raw.setting_locs.get
    get = b.raw.settings.get
    adjacency = _choice(b, loc("movement.adjacency"), "movement: adjacency",
                        get("movement.adjacency", "orthogonal"), ADJACENCIES)
    edges = _edges(b, rs.geometry, get("movement.edges")) if adjacency == "graph" else frozenset()
    if adjacency == "graph" and not get("movement.edges"):
        b.problem(loc("movement.adjacency"), "R141", "a graph board needs `edges:` (like "
                  "a1-b2, b2-c2)")
    if get("movement.edges") and adjacency != "graph":
        b.problem(loc("movement.edges"), "R141", "`edges:` is for `adjacency: graph` only")
    back = b.setting_value(get("movement.step_back", "no"))
    if back not in (0, 1):
        b.problem(loc("movement.step_back"), "R140", f"movement: step_back must be yes or no "
                  f"(or an option), not '{back}'")
    pick_up = _choice(b, loc("movement.pick_up"), "movement: pick_up",
                      get("movement.pick_up", "all"), PICK_UPS)
    cond = None
    if get("movement.last_drop"):
        cond = b.snippet(loc("movement.last_drop"), None, get("movement.last_drop"),
                         lambda t: c.expr(t, LANDING, "bool", UNASKED["last_drop"]))
    g = rs.geometry
    geometry = Geometry(g.columns, g.rows, adjacency=adjacency, edges=edges, step_back=back == 1)
    if edges:
        _unreachable(b, rs, geometry)
    if adjacency not in SQUARE:
        _square_sides(b, rs, adjacency)
    return {"movement": Movement(adjacency, edges, back == 1, pick_up, cond),
            "geometry": geometry}


def compile_bidding(b) -> dict:
    """`bidding`: each track's spots, costs, queue and play order."""
    bidding = {}
    for k, e in b.col("tracks").items():
        costs = tuple(e.get("costs") or ())
        queue = _choice(b, e.at("queue"), f"track '{k}': queue", e.get("queue", "front"),
                        QUEUES)
        default = PLAY_ORDERS[0] if costs else PLAY_ORDERS[1]
        play_order = _choice(b, e.at("play_order"), f"track '{k}': play_order",
                             e.get("play_order", default), PLAY_ORDERS)
        bidding[str(k)] = Bidding(costs, e.get("shared_cost"), e.get("pays"),
                                  b.flag(e, "free_discounts", "yes"),
                                  queue, play_order)
    return {"bidding": MappingProxyType(bidding)}


def compile_sets(b, rs) -> dict:
    """`set_rules`: each table's kinds of set and wild cards."""
    rules = {}
    for k, e in b.col("tables").items():
        kind = _choice(b, e.at("sets"), f"table '{k}': sets", e.get("sets", "different"),
                       SET_KINDS)
        wild = tuple(str(w).strip() for w in e.get("wild") or ())
        for w in wild:
            if w not in rs.card_deck:
                b.problem(e.at("wild"), "R122", f"unknown card '{w}'"
                          f"{did_you_mean(w, rs.card_deck)}")
        rules[str(k)] = SetRule(tuple(e.get("values", ())), kind == "alike", wild)
    return {"set_rules": MappingProxyType(rules)}


def compile_mechanics(b, rs) -> dict:
    """The pass that reads movement, bidding and sets."""
    return {**compile_movement(b, rs, b.compiler), **compile_bidding(b), **compile_sets(b, rs)}


def compile_memory(b, builtins: dict) -> tuple[dict, Mapping[str, str]]:
    """The built-in names with the turn's memory under the names the ruleset declares (a
    record the ruleset does not name cannot be read), and that memory by name."""
    names = {k: v for k, v in builtins.items() if k not in RECORDS.values()}
    memory = {}
    for k, e in b.col("memory").items():
        key, holds = str(k), str(e.get("holds"))
        reader = builtins.get(RECORDS.get(holds, ""))
        if reader is None:
            b.problem(e.at("holds"), "R140", f"memory '{key}': holds must be one of "
                      f"{', '.join(RECORDS)}, not '{holds}'{did_you_mean(holds, RECORDS)}")
        elif key in names:
            b.problem(e.loc, "R142", f"memory '{key}' has the name of a built-in")
        else:
            names[key] = lambda scope, read=reader, name=key: replace(read(scope), name=name)
            memory[key] = holds
    return names, MappingProxyType(memory)
