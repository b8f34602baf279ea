"""Read a position or a full saved state strictly (docs/state-format.md).

Every field is type- and range-checked against the ruleset: ids, board size, supplies (no
more pieces, tokens or cards than the game has), phase and step bounds. A hand-written
position needs only `tiles` and `players`; the rest defaults to a fresh game's values and
the engine runs on to the next decision. A full state with a `pending` decision is checked
the same way, then its decision is re-run from its `base` and must reach the same state.
"""

from __future__ import annotations

from ..errors import NaqalaError
from . import fields as F
from .board import wall_sides
from .rng import MASK
from .state import Deck, Player, State, new_turn

KEYS = ("tiles", "values", "layout", "cells", "owner", "tokens", "bag", "supply", "players",
        "decks", "tracks", "markers", "phase", "order", "index", "step", "round", "turn",
        "flags", "rng", "over", "pending")
TURN_KEYS = ("player", "marker", "final", "last", "moved", "picked", "vars", "used", "new",
             "offered")


def state_from_json(engine, data: dict, path: str) -> State:
    """A State from a state file's `state` object; raises StateError saying what and where."""
    where = f"{path}: state"
    F.obj(data, where, KEYS)
    if data.get("pending") is None:
        s = build(engine.rs, data, where)
        _run(engine._advance, s, where)
        return s
    return _with_pending(engine, data, where)


def _run(step, s: State, where: str) -> None:
    """Run the engine on a read state; a rule that cannot apply to it is the file's fault."""
    try:
        step(s)
    except NaqalaError as err:
        raise F.fail(where, f"the engine cannot go on from this position: {err}") from None
    except (KeyError, IndexError, ValueError, TypeError) as err:
        raise F.fail(where, f"the engine cannot go on from this position "
                            f"({type(err).__name__}: {err})") from None


def _with_pending(engine, data: dict, where: str) -> State:
    """A full state: its pending decision must replay from its base to this very state."""
    w = f"{where}.pending"
    pending = F.obj(data["pending"], w, ("unit", "choices", "explicit", "base", "emitted",
                                         "carried"))
    for key in ("unit", "choices", "explicit", "base"):
        if key not in pending:
            raise F.fail(f"{w}.{key}", "missing")
    rs = engine.rs
    unit = F.obj(pending["unit"], f"{w}.unit", ("kind", "card", "inline"))
    if unit.get("kind") == "power":
        F.one_of(unit.get("card"), rs.powers, f"{w}.unit.card", "card with a power")
    elif {k: v for k, v in unit.items() if k != "inline"} not in ({"kind": "step"},
                                                                  {"kind": "moment"}):
        raise F.fail(f"{w}.unit", 'expected {"kind": "step"}, {"kind": "moment"} or '
                                  '{"kind": "power", "card": ID}')
    if unit.get("inline") not in (None, True):
        raise F.fail(f"{w}.unit.inline", "expected true")
    carried = F.whole(pending.get("carried", 0), f"{w}.carried", 0, 10_000)
    choices = F.items(pending["choices"], f"{w}.choices", _choice, most=10_000)
    explicit = F.whole(pending["explicit"], f"{w}.explicit", 0, len(choices))
    base_data = F.obj(pending["base"], f"{w}.base", KEYS)
    if base_data.get("pending") is not None:
        raise F.fail(f"{w}.base.pending", "expected null")
    base = build(rs, base_data, f"{w}.base")
    again = base.copy()

    def replay(s: State) -> None:
        if engine._run(s, dict(unit), tuple(choices), explicit, base, carried, checked=True):
            raise NaqalaError("its decision is already answered by its choices")
    _run(replay, again, f"{w}")
    told = build(rs, {**data, "pending": None}, where).to_json()
    told["pending"] = again.to_json()["pending"]
    if again.to_json() != told:
        differ = [k for k, v in again.to_json().items() if told.get(k) != v]
        raise F.fail(where, f"does not match a replay of its pending decision (differs in: "
                            f"{', '.join(differ)})")
    return again


def _name(key: str, where: str) -> str:
    if not key.isidentifier() or len(key) > 100:
        raise F.fail(where, f"{F.shown(key)} is not a name")
    return key


def _choice(value, where: str) -> str:
    if type(value) is not str or not 0 < len(value) <= 100:
        raise F.fail(where, f"expected an option id, got {F.shown(value)}")
    return value


def build(rs, data: dict, where: str) -> State:
    """A State from a (possibly partial) JSON object, every field checked; no engine run.

    One reader per part of the position, in the order of the file format: the board, the
    players, the supplies, the decks, the tracks and markers, the turn position, the rest."""
    s = State.blank()
    _board(rs, s, data, where)
    s.players = _players(rs, data, where)
    n = len(s.players)
    owner = F.unless_none(data.get("owner"), [None] * rs.geometry.size)
    s.owner = [None if o is None else F.whole(o, f"{where}.owner[{i}]", 0, n - 1)
               for i, o in enumerate(F.seq(owner, f"{where}.owner", rs.geometry.size))]
    s.layout = _layout(rs, data.get("layout"), s.tiles, f"{where}.layout")
    _supplies(rs, s, data, where)
    s.decks = _decks(rs, data.get("decks"), s.players, f"{where}.decks")
    s.markers = _markers(rs.players[n]["markers"], data.get("markers"), n, f"{where}.markers")
    s.tracks = _tracks(rs, data.get("tracks"), len(s.markers), f"{where}.tracks")
    _turn_position(rs, s, data, where)
    s.flags = {_name(k, f"{where}.flags"): F.whole(v, f"{where}.flags.{k}")
               for k, v in F.obj(F.unless_none(data.get("flags"), {}), f"{where}.flags").items()}
    s.rng = F.whole(data.get("rng", 1), f"{where}.rng", 0, MASK)
    s.over = F.flag(data.get("over", False), f"{where}.over")
    s.pending = None
    return s


def _board(rs, s: State, data: dict, where: str) -> None:
    """tiles, values, cells and tokens: one entry per tile of the board."""
    size = rs.geometry.size
    np, nt = len(rs.piece_ids), len(rs.token_ids)
    tiles = [F.one_of(k, rs.tile_kinds, f"{where}.tiles[{i}]", "tile kind") for i, k in
             enumerate(F.seq(data.get("tiles"), f"{where}.tiles", size, what="tile kinds"))]
    s.tiles, s.values = tuple(tiles), tuple(_values(rs, data.get("values"), tiles, where))
    s.cells = [F.counts(c, np, f"{where}.cells[{i}]", max(rs.piece_counts, default=0))
               for i, c in enumerate(F.seq(F.unless_none(data.get("cells"), [[0] * np] * size),
                                           f"{where}.cells", size))]
    s.tokens = [F.counts(c, nt, f"{where}.tokens[{i}]", max(rs.token_supply, default=0))
                for i, c in enumerate(F.seq(F.unless_none(data.get("tokens"), [[0] * nt] * size),
                                            f"{where}.tokens", size))]


def _values(rs, values, tiles: list[str], where: str) -> list[int]:
    """Each tile's value: given (one its kind allows), or its kind's first value."""
    if values is None:
        return [rs.tile_kinds[k]["values"][0] for k in tiles]
    F.seq(values, f"{where}.values", rs.geometry.size)
    for i, (k, v) in enumerate(zip(tiles, values)):
        allowed = rs.tile_kinds[k]["values"]
        if type(v) is not int or v not in allowed:
            raise F.fail(f"{where}.values[{i}]", f"a {k} is worth one of "
                                                 f"{sorted(set(allowed))}, not {F.shown(v)}")
    return values


def _players(rs, data: dict, where: str) -> list[Player]:
    """The players, as many as the ruleset may seat."""
    players_data = F.seq(data.get("players"), f"{where}.players", what="players")
    n = len(players_data)
    if n not in rs.players:
        raise F.fail(f"{where}.players", f"{rs.id} is played by "
                                         f"{', '.join(map(str, sorted(rs.players)))} players, "
                                         f"not {n}")
    most = max(rs.piece_counts, default=0)
    return [_player(rs, p, n, f"{where}.players[{i}]", most) for i, p in enumerate(players_data)]


def _supplies(rs, s: State, data: dict, where: str) -> None:
    """The bag of pieces and the bank of tokens: given, or whatever is not in play."""
    np, nt = len(rs.piece_ids), len(rs.token_ids)
    held = [sum(c[k] for c in s.cells) + sum(p.pieces[k] + p.hand[k] for p in s.players)
            for k in range(np)]
    s.bag = _supply(data.get("bag"), held, rs.piece_counts, rs.piece_ids, f"{where}.bag")
    placed = [sum(t[k] for t in s.tokens) for k in range(nt)]
    s.supply = _supply(data.get("supply"), placed, rs.token_supply, rs.token_ids,
                       f"{where}.supply")


def _player(rs, data, n: int, where: str, most: int) -> Player:
    np = len(rs.piece_ids)
    p = F.obj(data, where, ("counters", "pieces", "cards", "hand"))
    config = rs.players[n]
    counters = {c: config["start"].get(c, info["start"]) for c, info in rs.counters.items()}
    for c, v in F.obj(F.unless_none(p.get("counters"), {}), f"{where}.counters").items():
        F.one_of(c, counters, f"{where}.counters", "counter")
        counters[c] = F.whole(v, f"{where}.counters.{c}")
    cards = F.items(F.unless_none(p.get("cards"), []), f"{where}.cards",
                    lambda v, w: F.one_of(v, rs.card_deck, w, "card"),
                    sum(rs.card_counts.values()), "cards")
    pieces, hand = (F.unless_none(p.get(k), [0] * np) for k in ("pieces", "hand"))
    return Player(counters, F.counts(pieces, np, f"{where}.pieces", most),
                  cards, F.counts(hand, np, f"{where}.hand", most))


def _layout(rs, data, tiles: list[str], where: str) -> tuple:
    given = F.obj(F.unless_none(data, {}), where, ("blocked", "walls"))
    size = rs.geometry.size
    blocked = given.get("blocked")
    if blocked is None:
        blocked = [t for t, k in enumerate(tiles) if rs.tile_kinds[k]["blocked"]]
    blocked = F.items(blocked, f"{where}.blocked", lambda v, w: F.whole(v, w, 0, size - 1))
    walls, written = [], F.unless_none(given.get("walls"), [])
    for i, wall in enumerate(F.seq(written, f"{where}.walls", most=4 * size)):
        w = f"{where}.walls[{i}]"
        a, b = (F.whole(t, f"{w}[{j}]", 0, size - 1) for j, t in enumerate(F.seq(wall, w, 2)))
        if b not in wall_sides(rs.geometry, a):
            raise F.fail(w, f"tiles {a} and {b} share no side a wall can close")
        walls.append((min(a, b), max(a, b)))
    return tuple(sorted(set(blocked))), tuple(sorted(set(walls)))


def _supply(given, used: list[int], totals, ids, where: str) -> list[int]:
    """The bag or the bank: given, or what is left; never more than the game has in all."""
    for k, (u, total) in enumerate(zip(used, totals)):
        if u > total:
            raise F.fail(where.rsplit(".", 1)[0], f"{u} {ids[k]} in play, but the game has "
                                                  f"only {total}")
    if given is None:
        return [total - u for u, total in zip(used, totals)]
    bag = F.counts(given, len(totals), where, max(totals, default=0))
    for k, (u, b, total) in enumerate(zip(used, bag, totals)):
        if u + b > total:
            raise F.fail(f"{where}[{k}]", f"{b} {ids[k]} here and {u} in play, but the game "
                                          f"has only {total}")
    return bag


def _decks(rs, data, players: list[Player], where: str) -> dict[str, Deck]:
    """Every deck's draw pile, discards and row; no more of a card than the game has."""
    given = F.obj(F.unless_none(data, {}), where, rs.decks)
    seen: dict[str, int] = {}
    _count(seen, (c for p in players for c in p.cards))
    decks = {d: _deck(rs, d, given.get(d), seen, f"{where}.{d}") for d in rs.decks}
    for c, k in seen.items():
        if k > rs.card_counts[c]:
            raise F.fail(where.rsplit(".", 1)[0], f"{k} cards '{c}' in play, but the game has "
                                                  f"only {rs.card_counts[c]}")
    return decks


def _count(seen: dict[str, int], cards) -> None:
    for c in cards:
        seen[c] = seen.get(c, 0) + 1


def _deck(rs, d: str, data, seen: dict[str, int], w: str) -> Deck:
    """One deck; an absent draw pile holds every card of the deck not seen elsewhere."""
    dd = F.obj(F.unless_none(data, {}), w, ("draw", "discard", "row"))
    size = rs.decks[d]["row"]

    def card(v, wc):
        if not isinstance(v, str) or v not in rs.card_deck or rs.card_deck[v] != d:
            raise F.fail(wc, f"{F.shown(v)} is not a card of the {d} deck")
        return v
    row = F.items(F.unless_none(dd.get("row"), []), f"{w}.row", lambda v, wc: None if v is None else
                  card(v, wc), most=size)
    row += [None] * (size - len(row))
    discard = F.items(F.unless_none(dd.get("discard"), []), f"{w}.discard", card, 10_000, "cards")
    _count(seen, [*(c for c in row if c), *discard])
    if "draw" in dd:
        draw = F.items(dd["draw"], f"{w}.draw", card, 10_000, "cards")
        _count(seen, draw)
    else:
        draw = [c for c, k in rs.card_counts.items() if rs.card_deck[c] == d
                for _ in range(max(0, k - seen.get(c, 0)))]
    return Deck(draw, discard, row)


def _markers(each: int, data, n: int, where: str) -> tuple[int, ...]:
    """The seat of each turn marker: as many for every seat as the ruleset gives each."""
    markers = tuple(F.items(data or [p for p in range(n) for _ in range(each)], where,
                            lambda v, w: F.whole(v, w, 0, n - 1), most=64))
    for p in range(n):
        if markers.count(p) != each:
            raise F.fail(where, f"seat {p} has {markers.count(p)} turn markers, but each of "
                                f"{n} players has {each}")
    return markers


def _tracks(rs, data, markers: int, where: str) -> dict[str, list]:
    given = F.obj(F.unless_none(data, {}), where, rs.tracks)
    out: dict[str, list] = {}
    for t, info in rs.tracks.items():
        size = len(info["costs"]) if info["costs"] else markers
        spots = given.get(t)
        if spots is None:
            spots = [None] * size if info["costs"] else list(range(markers))
        F.seq(spots, f"{where}.{t}", size)
        out[t] = [None if m is None else F.whole(m, f"{where}.{t}[{i}]", 0, markers - 1)
                  for i, m in enumerate(spots)]
        taken = [m for m in out[t] if m is not None]
        if len(taken) != len(set(taken)):
            raise F.fail(f"{where}.{t}", "a marker stands on two spots")
        for other, spots in out.items():  # a marker moves off every track it leaves
            both = sorted(set(taken) & set(spots)) if other != t else []
            if both:
                raise F.fail(f"{where}.{t}", f"marker {both[0]} stands on track '{other}' too")
    return out


def _turn_position(rs, s: State, data: dict, where: str) -> None:
    """phase, order, index, step, round and turn, within the ruleset's bounds."""
    phases = rs.phases
    s.phase = F.whole(data.get("phase", 0), f"{where}.phase", 0, len(phases) - 1)
    _order(s, data, len(phases[s.phase][3]), where)
    s.round = F.whole(data.get("round", 1), f"{where}.round", 1, F.LAST_ROUND)
    if "turn" in data:
        s.turn = _turn(rs, data["turn"], len(s.players), len(s.markers), f"{where}.turn")
        _whose_turn(s, f"{where}.turn")
    elif s.order is not None:
        marker = s.order[s.index]
        s.turn = new_turn(s.markers[marker] if marker >= 0 else -1, marker)
    else:
        s.turn = new_turn(-1, -1)


def _whose_turn(s: State, where: str) -> None:
    """A turn is the marker's the order has reached, played by the seat of that marker."""
    marker, player = s.turn["marker"], s.turn["player"]
    if s.order is not None and marker != s.order[s.index]:
        raise F.fail(f"{where}.marker", f"the order is at marker {s.order[s.index]}, "
                                        f"not {marker}")
    seat = s.markers[marker] if marker >= 0 else -1
    if player != seat:
        raise F.fail(f"{where}.player", f"marker {marker} is played by seat {seat}, "
                                        f"not {player}")


def _order(s: State, data: dict, steps: int, where: str) -> None:
    """The order of markers in this phase, whose turn it is (index) and the step."""
    markers = len(s.markers)
    s.order, s.index, s.step = None, 0, 0
    if data.get("order") is not None:
        s.order = tuple(F.items(data["order"], f"{where}.order",
                                lambda v, w: F.whole(v, w, -1, markers - 1), most=markers + 1))
        if not s.order:
            raise F.fail(f"{where}.order", "expected at least one marker (or -1)")
        s.index = F.whole(data.get("index", 0), f"{where}.index", 0, len(s.order) - 1)
        s.step = F.whole(data.get("step", 0), f"{where}.step", 0, steps)
    elif data.get("over") is True:  # the engine leaves a finished game's last place as it was
        s.index = F.whole(data.get("index", 0), f"{where}.index", 0, markers + 1)
        s.step = F.whole(data.get("step", 0), f"{where}.step", 0, steps)
    elif data.get("index", 0) != 0 or data.get("step", 0) != 0:
        raise F.fail(f"{where}.order", "'index' and 'step' need an 'order'")


def _turn(rs, data, players: int, markers: int, w: str) -> dict:
    """The turn's memory: who plays, the move so far, turn variables and powers used."""
    t = F.obj(data, w, TURN_KEYS)
    turn = new_turn(F.whole(t.get("player", -1), f"{w}.player", -1, players - 1),
                    F.whole(t.get("marker", -1), f"{w}.marker", -1, markers - 1))
    turn["final"] = F.whole(t.get("final", -1), f"{w}.final", -1, rs.geometry.size - 1)
    if t.get("last") is not None:
        turn["last"] = F.one_of(t["last"], rs.piece_ids, f"{w}.last", "piece")
    turn["moved"] = F.whole(t.get("moved", 0), f"{w}.moved", 0, 1)
    turn["picked"] = F.whole(t.get("picked", 0), f"{w}.picked", 0, sum(rs.piece_counts))
    for k, v in F.obj(F.unless_none(t.get("vars"), {}), f"{w}.vars").items():
        F.one_of(k, rs.variables, f"{w}.vars", "variable")
        turn["vars"][k] = F.whole(v, f"{w}.vars.{k}", -F.BIG, F.BIG) if type(v) is not bool \
            else v
    for k, v in F.obj(F.unless_none(t.get("used"), {}), f"{w}.used").items():
        F.one_of(k, rs.powers, f"{w}.used", "card with a power")
        turn["used"][k] = F.whole(v, f"{w}.used.{k}", 0, 1000)
    turn["new"] = F.items(F.unless_none(t.get("new"), []), f"{w}.new",
                          lambda v, wc: F.one_of(v, rs.card_deck, wc, "card"), most=1000)
    if t.get("offered") is not None:  # when powers were last offered (a fingerprint)
        if not isinstance(t["offered"], str) or len(t["offered"]) > 64:
            raise F.fail(f"{w}.offered", "expected a short text")
        turn["offered"] = t["offered"]
    return turn
