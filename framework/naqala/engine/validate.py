"""Read a hand-written position (docs/state-format.md): defaults filled in, errors located.

Only the board is required; everything else defaults to a fresh game's values: bag and bank
hold what is not on the board or with the players, markers sit on the bid track in seat
order, and the engine runs on to the next decision.
"""

from __future__ import annotations

from ..errors import StateError
from .state import Deck, Player, State, layout, new_turn


def _need(ok: bool, where: str, message: str) -> None:
    if not ok:
        raise StateError(f"{where}: {message}")


def _ints(value, n: int, where: str) -> list[int]:
    _need(isinstance(value, list) and len(value) == n and all(
        isinstance(x, int) and x >= 0 for x in value), where,
        f"expected a list of {n} non-negative whole numbers, got {value!r}")
    return list(value)


def state_from_json(engine, data: dict, path: str) -> State:
    """A State from a state file's `state` object; raises StateError saying what and where."""
    rs = engine.rs
    size = rs.geometry.size
    where = f"{path}: state"
    if "pending" in data and data.get("pending") is not None:
        try:
            return State.from_json(data)
        except (KeyError, TypeError, ValueError) as err:
            raise StateError(f"{where}: incomplete saved state ({type(err).__name__}: {err})") \
                from None
    tiles = data.get("tiles")
    _need(isinstance(tiles, list) and len(tiles) == size, f"{where}.tiles",
          f"expected a list of {size} tile kinds")
    for i, kind in enumerate(tiles):
        _need(kind in rs.tile_kinds, f"{where}.tiles[{i}]",
              f"unknown tile kind {kind!r}; kinds: {', '.join(rs.tile_kinds)}")
    values = data.get("values") or [rs.tile_kinds[k]["values"][0] for k in tiles]
    _ints(values, size, f"{where}.values")
    np, nt = len(rs.piece_ids), len(rs.token_ids)
    cells = [_ints(c, np, f"{where}.cells[{i}]") for i, c in
             enumerate(data.get("cells") or [[0] * np] * size)]
    _need(len(cells) == size, f"{where}.cells", f"expected {size} tiles")
    tokens = [_ints(c, nt, f"{where}.tokens[{i}]") for i, c in
              enumerate(data.get("tokens") or [[0] * nt] * size)]
    owner = data.get("owner") or [None] * size
    players_data = data.get("players")
    _need(isinstance(players_data, list) and len(players_data) in rs.players,
          f"{where}.players", f"expected a list of {sorted(rs.players)} players")
    n = len(players_data)
    config = rs.players[n]
    players = []
    for i, p in enumerate(players_data):
        w = f"{where}.players[{i}]"
        _need(isinstance(p, dict), w, "expected an object")
        counters = {c: config["start"].get(c, info["start"]) for c, info in rs.counters.items()}
        for c, v in (p.get("counters") or {}).items():
            _need(c in counters, f"{w}.counters", f"unknown counter {c!r}")
            _need(isinstance(v, int) and v >= 0, f"{w}.counters.{c}", "expected a number >= 0")
            counters[c] = v
        cards = p.get("cards") or []
        for card in cards:
            _need(card in rs.card_deck, f"{w}.cards", f"unknown card {card!r}")
        players.append(Player(counters, _ints(p.get("pieces") or [0] * np, np, f"{w}.pieces"),
                              list(cards), _ints(p.get("hand") or [0] * np, np, f"{w}.hand")))
    for i, o in enumerate(owner):
        _need(o is None or (isinstance(o, int) and 0 <= o < n), f"{where}.owner[{i}]",
              f"expected null or a player number 0..{n - 1}")
    s = State.__new__(State)
    s.events = []
    s.tiles, s.values, s.cells, s.owner, s.tokens = tuple(tiles), tuple(values), cells, \
        list(owner), tokens
    given = data.get("layout") or {}
    s.layout = layout({"blocked": given.get("blocked", [
        t for t, k in enumerate(tiles) if rs.tile_kinds[k]["blocked"]]),
        "walls": given.get("walls", [])})
    s.players = players
    held = [sum(c[k] for c in cells) + sum(p.pieces[k] + p.hand[k] for p in players)
            for k in range(np)]
    s.bag = _ints(data["bag"], np, f"{where}.bag") if "bag" in data else [
        max(0, total - h) for total, h in zip(rs.piece_counts, held)]
    s.supply = _ints(data["supply"], nt, f"{where}.supply") if "supply" in data else [
        max(0, total - sum(t[k] for t in tokens)) for k, total in enumerate(rs.token_supply)]
    decks = data.get("decks") or {}
    s.decks = {}
    for d, info in rs.decks.items():
        dd = decks.get(d) or {}
        row = list(dd.get("row") or [])
        row += [None] * (info["row"] - len(row))
        if "draw" in dd:
            draw = list(dd["draw"])
        else:
            used = [c for c in row if c] + [c for p in players for c in p.cards] + list(
                dd.get("discard") or [])
            draw = [c for c, k in rs.card_counts.items() if rs.card_deck[c] == d
                    for _ in range(k)]
            for c in used:
                if c in draw:
                    draw.remove(c)
        s.decks[d] = Deck(draw, list(dd.get("discard") or []), row)
    s.markers = tuple(data.get("markers") or [p for p in range(n)
                                              for _ in range(config["markers"])])
    s.tracks = {}
    for t, info in rs.tracks.items():
        spots = (data.get("tracks") or {}).get(t)
        if spots is None:
            spots = [None] * len(info["costs"]) if info["costs"] else list(range(len(s.markers)))
        s.tracks[t] = list(spots)
    s.phase, s.order, s.index, s.step = data.get("phase", 0), None, 0, 0
    if data.get("order") is not None:
        s.order, s.index, s.step = tuple(data["order"]), data.get("index", 0), data.get("step", 0)
    s.round = data.get("round", 1)
    s.turn = data.get("turn") or new_turn(-1, -1)
    s.turn.setdefault("vars", {})
    s.turn.setdefault("used", {})
    s.turn.setdefault("new", [])
    if s.order is not None and "turn" not in data:
        marker = s.order[s.index]
        s.turn = new_turn(s.markers[marker] if marker >= 0 else -1, marker)
    s.flags, s.rng, s.over, s.pending = dict(data.get("flags") or {}), int(data.get("rng", 1)), \
        bool(data.get("over", False)), None
    engine._advance(s)
    return s
