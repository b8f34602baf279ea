"""Built-in functions and names of the effect language.

A function whose `subject` is set takes that leading argument from `it` (inside `where`,
`sum ... over`) or, for players, from `me`, when it is left out: `pieces > 0`, `held(kind)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.board import geometry_of
from ..engine.budget import DeadEnd, running
from ..engine.scoring import set_value
from ..engine.sowing import movable_tiles
from .slots import SLOT_FUNCTIONS
from .source import NONE, Code, bound, expr, join
from .terms import Expr, Function, acting


def _tile_pieces(ctx, tile, kind=None):
    cells = ctx.state.cells[tile]
    return sum(cells) if kind is None else cells[ctx.rs.piece_index[kind]]


def _tile_tokens(ctx, tile, token=None):
    tokens = ctx.state.tokens[tile]
    return sum(tokens) if token is None else tokens[ctx.rs.token_index[token]]


def _bare(ctx, tile):
    s = ctx.state
    return s.owner[tile] is None and not any(s.cells[tile]) and not any(s.tokens[tile])


def cards_of(ctx, player: int, what: str) -> list[str]:
    """A player's cards of a deck, a class or a type."""
    rs = ctx.rs
    cards = ctx.state.players[player].cards
    if what in rs.decks:
        return [c for c in cards if rs.card_deck[c] == what]
    if what in rs.card_classes:
        return [c for c in cards if rs.card_class.get(c) == what]
    return [c for c in cards if c == what]


def _open_tiles(ctx):
    """Every tile of this game's board but its blocked ones (the Great Lake, the Chasm)."""
    return geometry_of(ctx.rs, ctx.state).open_tiles


def _near(ctx, tile):
    blocked = ctx.state.layout[0]
    near = ctx.rs.geometry.near(tile)
    return [t for t in near if t not in blocked] if blocked else near


def _at(table: tuple[int, ...], n: int) -> int:
    return table[min(n, len(table)) - 1] if n > 0 and table else 0


FUNCTIONS: dict[str, Function] = {
    "kind": Function((), "id:tiles", lambda ctx, t: ctx.state.tiles[t], "the kind of a tile",
                     subject="tile", column=lambda ctx: ctx.state.tiles,
                     inline="ctx.state.tiles[{}]"),
    "value": Function((), "num", lambda ctx, t: ctx.state.values[t], "a tile's printed value",
                      subject="tile", column=lambda ctx: ctx.state.values,
                      inline="ctx.state.values[{}]"),
    "colour": Function((), "id:colours", lambda ctx, t: ctx.rs.tile_colour[ctx.state.tiles[t]],
                       "a tile's value colour", subject="tile",
                       inline="ctx.rs.tile_colour[ctx.state.tiles[{}]]"),
    "owner": Function((), "player", lambda ctx, t: ctx.state.owner[t],
                      "who controls a tile (none if nobody)", subject="tile",
                      column=lambda ctx: ctx.state.owner, inline="ctx.state.owner[{}]"),
    "pieces": Function(("id:pieces?",), "num", _tile_pieces,
                       "pieces on a tile, of one kind or all", subject="tile",
                       inline="ctx.state.cells[{}][ctx.rs.piece_index[{}]]",
                       inline_short="sum(ctx.state.cells[{}])"),
    "tokens": Function(("id:tokens?",), "num", _tile_tokens,
                       "tokens on a tile, of one kind or all", subject="tile",
                       inline="ctx.state.tokens[{}][ctx.rs.token_index[{}]]",
                       inline_short="sum(ctx.state.tokens[{}])"),
    "supply": Function(("id:tokens",), "num",
                       lambda ctx, t: ctx.state.supply[ctx.rs.token_index[t]],
                       "tokens of a kind left in the bank",
                       inline="ctx.state.supply[ctx.rs.token_index[{}]]"),
    "bare": Function((), "bool", _bare, "a tile with no owner, pieces or tokens",
                     subject="tile"),
    "near": Function(("tile",), "tiles", _near,
                     "a tile and the tiles around it (blocked tiles left out)"),
    "around": Function(("tile",), "tiles", lambda ctx, t: ctx.rs.geometry.around(t),
                       "the tiles around a tile: 8 on a square board, 6 on a hexagonal one, "
                       "those an edge joins on a graph (blocked tiles too)"),
    "within": Function(("tile", "num"), "tiles", lambda ctx, t, d: ctx.rs.geometry.within(t, d),
                       "tiles at most N steps away (orthogonal ones on a square board), the "
                       "tile and blocked ones included"),
    "held": Function(("id:pieces",), "num",
                     lambda ctx, p, k: ctx.state.players[p].pieces[ctx.rs.piece_index[k]],
                     "pieces of a kind in front of a player", subject="player",
                     inline="ctx.state.players[{}].pieces[ctx.rs.piece_index[{}]]"),
    "holds": Function(("id:cards",), "bool",
                      lambda ctx, p, c: c in ctx.state.players[p].cards,
                      "whether a player holds a card", subject="player"),
    "cards": Function(("id:*",), "cards", cards_of,
                      "a player's cards of a deck, a class or a type", subject="player"),
    "count": Function(("set",), "num", lambda ctx, s: len(s), "how many elements a set has",
                      inline="len({})"),
    "vp": Function((), "num", lambda ctx, c: ctx.rs.card_vp.get(c, 0),
                   "the victory points printed on a card", subject="card",
                   inline="ctx.rs.card_vp.get({}, 0)"),
    "min": Function(("num", "num"), "num", lambda ctx, a, b: min(a, b), "the smaller number"),
    "max": Function(("num", "num"), "num", lambda ctx, a, b: max(a, b), "the larger number"),
    "new_this_turn": Function(("id:cards",), "bool",
                              lambda ctx, c: c in ctx.state.turn["new"],
                              "whether a card was taken during the current turn"),
    "at": Function(("id:tables", "num"), "num", lambda ctx, t, n: _at(ctx.rs.tables[t], n),
                   "the N-th value of a table (0 for N = 0, the last one beyond its end)"),
    "owned": Function((), "tiles",
                      lambda ctx, p: [t for t, o in enumerate(ctx.state.owner) if o == p],
                      "the tiles a player controls", subject="player"),
    "sets": Function(("id:classes", "id:tables", "num?"), "num",
                     lambda ctx, p, cls, table, wild: set_value(ctx, p, cls, table, wild or 0),
                     "best value of a player's cards of a class as sets of different types, "
                     "with N wild cards", subject="player"),
    **SLOT_FUNCTIONS,
}


def _can_sow(ctx):
    return bool(movable_tiles(ctx.rs, geometry_of(ctx.rs, ctx.state), ctx.state.cells,
                              ctx.state))


def final_tile(ctx) -> int:
    """The tile where this turn's move ended; before it ended there is none (-1 in the
    state), and reading it then is a fault of the ruleset, not the board's last tile."""
    tile = ctx.state.turn["final"]
    if tile < 0:
        raise DeadEnd(f"{running(ctx)}: 'final' is read before this turn's move ended: no "
                      "tile yet (test 'moved' first)")
    return tile


def _opponents(ctx) -> list[int]:
    """Every player but me (`me` read once)."""
    me = ctx.me
    return [p for p in range(len(ctx.state.players)) if p != me]


def _finishing(ctx) -> int:
    """1 when the game ends as this round ends: `finish after N` with N now or past."""
    flags = ctx.state.flags
    return flags.get("finishing", 0) or int(0 < flags.get("finish_after", 0) <= ctx.state.round)


def _reads(text: str, type_: str, name: str) -> Callable[[Any], Expr]:
    """A built-in name that reads the state, as Python source (`text`) written into the
    code of the expressions around it."""
    return lambda scope: expr(Code(text), type_, name=name)


# `final` as code: the tile where it is set; else `final_tile` fails, as its own reading does.
FINAL = join("({} if {} >= 0 else {}(ctx))", Code('ctx.state.turn["final"]'),
             Code('ctx.state.turn["final"]'), bound(final_tile))

BUILTINS = {
    "me": lambda scope: Expr(acting, "player", "me"),
    "none": lambda scope: Expr(lambda ctx: None, "none", "none", code=NONE),
    "final": lambda scope: Expr(final_tile, "tile", "final", code=FINAL),
    "last": _reads('ctx.state.turn["last"]', "id:pieces", "last"),
    "moved": _reads('ctx.state.turn["moved"]', "bool", "moved"),
    "picked": _reads('ctx.state.turn["picked"]', "num", "picked"),
    "round": _reads("ctx.state.round", "num", "round"),
    "finishing": lambda scope: Expr(_finishing, "bool", "finishing"),
    "can_sow": lambda scope: Expr(_can_sow, "bool", "can_sow"),
    "tiles": lambda scope: Expr(_open_tiles, "tiles", "tiles"),
    "players": lambda scope: Expr(lambda ctx: range(len(ctx.state.players)), "players",
                                  "players"),
    "opponents": lambda scope: Expr(_opponents, "players", "opponents"),
    "hand": lambda scope: Expr(lambda ctx: "hand", "zone", "hand"),
    "bag": lambda scope: Expr(lambda ctx: "bag", "zone", "bag"),
    "marker": lambda scope: Expr(lambda ctx: "marker", "marker", "marker"),
}

BUILTIN_DOCS = {
    "me": "the player the effect belongs to", "none": "no player or tile",
    "final": "the tile where this turn's move ended (an error before it ended)",
    "last": "the kind of the last piece dropped",
    "moved": "whether this turn's move happened", "picked": "how many pieces were picked up",
    "round": "the round number", "finishing": "whether the game ends after this round",
    "can_sow": "whether the acting player has a legal move",
    "tiles": "every tile of the board but blocked ones",
    "players": "every player", "opponents": "every player but me",
    "hand": "the pieces in the acting player's hand", "bag": "the bag of pieces",
    "marker": "the acting turn marker",
}
