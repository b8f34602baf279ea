"""Game state as plain data: lists, dicts, ints and strings, cheap to copy, JSON-ready.

Tiles are numbered row by row from the top-left. Piece kinds are indexed in ruleset order;
cards are their type ids. Nothing here knows any rule: `engine.py` interprets the ruleset.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..errors import NaqalaError

_new = object.__new__  # a bare instance, cheaper than `Class.__new__(Class)`


class Player:
    """One seat: counters, held pieces, cards in hand, pieces in hand."""

    __slots__ = ("counters", "pieces", "cards", "hand")

    def __init__(self, counters: dict[str, int], pieces: list[int], cards: list[str],
                 hand: list[int]):
        self.counters, self.pieces, self.cards, self.hand = counters, pieces, cards, hand

    def to_json(self) -> dict[str, Any]:
        return {"counters": dict(self.counters), "pieces": self.pieces[:],
                "cards": self.cards[:], "hand": self.hand[:]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        return cls(dict(data["counters"]), list(data["pieces"]), list(data["cards"]),
                   list(data["hand"]))


class Deck:
    """A face-down draw pile (top = end of list), a discard pile and a face-up row."""

    __slots__ = ("draw", "discard", "row")

    def __init__(self, draw: list[str], discard: list[str], row: list[str | None]):
        self.draw, self.discard, self.row = draw, discard, row

    def to_json(self) -> dict[str, Any]:
        return {"draw": self.draw[:], "discard": self.discard[:], "row": self.row[:]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Deck:
        return cls(list(data["draw"]), list(data["discard"]), list(data["row"]))


# What a state may change in place (`State._own`, one int: a bit per part, then three bits
# per index i, for seat i and for row i of `cells` and of `tokens`, so that a fork resets
# one slot on each side). A fork shares every part with the state it came from until one
# of them changes it: the `own_*` methods copy a part the first time.
CELLS, OWNER, TOKENS, BAG, SUPPLY, PLAYERS, DECKS, TRACKS, TURN, FLAGS, VARS, USED, NEW = (
    1 << i for i in range(13))
SEAT, ROW, TOKEN_ROW = 1 << 13, 1 << 14, 1 << 15  # of index i: shifted left by 3 * i
TURN_PARTS = {"vars": VARS, "used": USED, "new": NEW}
WHOLE_TURN = TURN | VARS | USED | NEW
ALL = -1  # every bit: a state that shares nothing


class State:
    """Everything about one game at one moment, as plain data.

    `copy()` gives a state that shares nothing, to change by hand. The engine works on
    `fork()`s, which share every part until one side changes it: the engine changes a state
    only through the `own_*` methods, which copy a shared part before its first change
    (docs/engine.md, "States and forks"). Never change by hand a state the engine gave you:
    take a `copy()`.

    `turn` holds what one turn remembers (acting player and marker, final tile, last kind,
    pieces picked, variables set for the turn, powers used). `pending` is the open decision:
    the unit being run, the choices made in it so far and the state it started from.
    `events` lists what happened since the state was copied (not part of its data).
    """

    __slots__ = ("tiles", "values", "layout", "cells", "owner", "tokens", "bag", "supply",
                 "players", "decks", "tracks", "markers", "phase", "order", "index", "step",
                 "round", "turn", "flags", "rng", "pending", "over", "events", "_own")

    def fork(self) -> State:
        """A copy sharing every part with this state; both copy a part before changing it."""
        # One slot a statement, not tuples of them: a fork is made some three times a
        # decision, and packing the slots into tuples cost a fifth of it.
        s = State()  # C's `__init__`: cheaper called than `object.__new__(State)`
        s.events = []
        s.tiles = self.tiles
        s.values = self.values
        s.layout = self.layout
        s.cells = self.cells
        s.owner = self.owner
        s.tokens = self.tokens
        s.bag = self.bag
        s.supply = self.supply
        s.players = self.players
        s.decks = self.decks
        s.tracks = self.tracks
        s.markers = self.markers
        s.turn = self.turn
        s.flags = self.flags
        s.phase = self.phase
        s.order = self.order
        s.index = self.index
        s.step = self.step
        s.round = self.round
        s.rng = self.rng
        s.pending = self.pending
        s.over = self.over
        s._own = self._own = 0
        return s

    def fork_as(self, parts: tuple) -> State:
        """A fork of this state holding `parts` in place of the parts a unit may change
        (those the `own_*` methods give, and the random generator), in this order: cells,
        owner, tokens, bag, supply, players, decks, tracks, turn, flags, rng. Taken from a
        state that then owns none of them (`_own` cleared, as a fork clears it), they give
        back that state as it was, where nothing else has changed since (`Engine._run`)."""
        s = self.fork()
        (s.cells, s.owner, s.tokens, s.bag, s.supply, s.players, s.decks, s.tracks, s.turn,
         s.flags, s.rng) = parts
        return s

    @classmethod
    def blank(cls) -> State:
        """A state with no parts yet, owning every part it will be given."""
        s = cls.__new__(cls)
        s.events = []
        s._own = ALL
        return s

    def copy(self) -> State:
        """A copy that shares nothing that can change with this state: a fork that owns
        every part (the fixed ones, and `pending`, which is replaced, never changed, stay
        shared)."""
        own = self._own
        s = self.fork()
        self._own = own  # this state shares nothing with `s` once `s` owns every part
        s.own_all()
        return s

    # Changing a state: each method returns the part, copied first if it is shared ---------

    def own_cells(self, t: int) -> list[int]:
        """The piece counts of tile `t` (counted from the end when negative, as lists are)."""
        if t < 0:
            t += len(self.cells)
        bit = ROW << 3 * t
        if self._own & bit:
            return self.cells[t]
        if not self._own & CELLS:
            self.cells = self.cells.copy()
        self._own |= bit | CELLS
        row = self.cells[t] = self.cells[t].copy()
        return row

    def owned_rows(self) -> int:
        """The rows of the board this state may still change in place (it copied them and
        has not been forked since): row t when bit `ROW << 3 * t` is set (the other bits are
        other parts'). A row no state owns never changes again."""
        return self._own

    def own_board(self) -> list[list[int]]:
        """The piece counts of every tile (a move changes many of them)."""
        self.cells = self._own_rows(self.cells, ROW, CELLS)
        return self.cells

    def _own_rows(self, rows: list[list[int]], row: int, whole: int) -> list[list[int]]:
        """`rows`, held per tile (the board's, `ROW`, or the tokens', `TOKEN_ROW`), with every
        row this state does not own copied, and now owned (`whole`: the list of them)."""
        bits = _every(row, len(rows))
        owned = self._own & bits
        if owned != bits:
            rows = list(map(list.copy, rows)) if not owned else \
                [r if owned & row << 3 * t else r.copy() for t, r in enumerate(rows)]
            self._own |= bits | whole
        return rows

    def own_tokens(self, t: int) -> list[int]:
        """The token counts of tile `t` (counted from the end when negative), owned as
        `own_cells` owns a row: both are written out, a call in their place cost 0.12% of a
        random game (docs/speed.md, seventh round)."""
        if t < 0:
            t += len(self.tokens)
        bit = TOKEN_ROW << 3 * t
        if self._own & bit:
            return self.tokens[t]
        if not self._own & TOKENS:
            self.tokens = self.tokens.copy()
        self._own |= bit | TOKENS
        row = self.tokens[t] = self.tokens[t].copy()
        return row

    def own_owner(self) -> list[int | None]:
        """Who owns each tile."""
        if not self._own & OWNER:
            self.owner = self.owner.copy()
            self._own |= OWNER
        return self.owner

    def own_bag(self) -> list[int]:
        """The pieces in the bag, by kind."""
        if not self._own & BAG:
            self.bag = self.bag.copy()
            self._own |= BAG
        return self.bag

    def own_supply(self) -> list[int]:
        """The tokens in the supply, by kind."""
        if not self._own & SUPPLY:
            self.supply = self.supply.copy()
            self._own |= SUPPLY
        return self.supply

    def own_player(self, p: int) -> Player:
        """Seat `p`."""
        bit = SEAT << 3 * p
        if self._own & bit:
            return self.players[p]
        if not self._own & PLAYERS:
            self.players = self.players.copy()
        self._own |= bit | PLAYERS
        # Copied here, one slot a statement, with no call of a `Player` method: most drops
        # of a move copy a seat (some 0.9 copies a decision).
        seat, player = self.players[p], _new(Player)
        player.counters = seat.counters.copy()
        player.pieces = seat.pieces.copy()
        player.cards = seat.cards.copy()
        player.hand = seat.hand.copy()
        self.players[p] = player
        return player

    def own_deck(self, deck: str) -> Deck:
        """A deck (every deck is copied at once: they change seldom)."""
        if not self._own & DECKS:  # a loop, not a comprehension: that is a call of its own
            self.decks = decks = self.decks.copy()
            for k, d in decks.items():
                decks[k] = c = _new(Deck)
                c.draw = d.draw.copy()
                c.discard = d.discard.copy()
                c.row = d.row.copy()
            self._own |= DECKS
        return self.decks[deck]

    def own_tracks(self) -> dict[str, list]:
        """Every track's spots."""
        if not self._own & TRACKS:  # as `own_deck`: a bid and a marker moved copy them
            self.tracks = tracks = self.tracks.copy()
            for k, t in tracks.items():
                tracks[k] = t.copy()
            self._own |= TRACKS
        return self.tracks

    def own_turn(self, part: str | None = None) -> Any:
        """The turn's memory, or one of its containers (`vars`, `used`, `new`)."""
        if not self._own & TURN:
            self.turn = self.turn.copy()
            self._own |= TURN
        if part is None:
            return self.turn
        bit = TURN_PARTS[part]
        if not self._own & bit:
            self.turn[part] = self.turn[part].copy()
            self._own |= bit
        return self.turn[part]

    def begin_turn(self, turn: dict[str, Any]) -> None:
        """Start a fresh turn's memory (from `new_turn`)."""
        self.turn = turn
        self._own |= WHOLE_TURN

    def own_flags(self) -> dict[str, int]:
        """The game's flags."""
        if not self._own & FLAGS:
            self.flags = self.flags.copy()
            self._own |= FLAGS
        return self.flags

    def own_all(self) -> None:
        """Every part, for code that changes the state in place knowing nothing of forks (a
        plugin's verb)."""
        if self._own == ALL:
            return
        # the parts owned already stay the same objects: code running now may hold them
        self.cells = self._own_rows(self.cells, ROW, CELLS)
        self.tokens = self._own_rows(self.tokens, TOKEN_ROW, TOKENS)
        for p in range(len(self.players)):
            self.own_player(p)
        for deck in self.decks:
            self.own_deck(deck)
        for part in TURN_PARTS:
            self.own_turn(part)
        for own in (self.own_owner, self.own_bag, self.own_supply, self.own_tracks,
                    self.own_flags):
            own()
        self._own = ALL

    def to_json(self) -> dict[str, Any]:
        return {
            "tiles": list(self.tiles), "values": list(self.values),
            "layout": {"blocked": list(self.layout[0]), "walls": [list(w) for w in self.layout[1]]},
            "cells": [c[:] for c in self.cells], "owner": self.owner[:],
            "tokens": [t[:] for t in self.tokens], "bag": self.bag[:], "supply": self.supply[:],
            "players": [p.to_json() for p in self.players],
            "decks": {k: d.to_json() for k, d in self.decks.items()},
            "tracks": {k: t[:] for k, t in self.tracks.items()}, "markers": list(self.markers),
            "phase": self.phase, "order": None if self.order is None else list(self.order),
            "index": self.index,
            "step": self.step, "round": self.round,
            "turn": {**self.turn, "vars": dict(self.turn["vars"]),
                     "used": dict(self.turn["used"]), "new": self.turn["new"][:]},
            "flags": dict(self.flags), "rng": self.rng, "over": self.over,
            "pending": _pending_json(self.pending),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        s = cls.blank()
        s.tiles, s.values = tuple(data["tiles"]), tuple(data["values"])
        s.layout = layout(data.get("layout") or {})
        s.cells = [list(c) for c in data["cells"]]
        s.owner = list(data["owner"])
        s.tokens = [list(t) for t in data["tokens"]]
        s.bag, s.supply = list(data["bag"]), list(data["supply"])
        s.players = [Player.from_json(p) for p in data["players"]]
        s.decks = {k: Deck.from_json(d) for k, d in data["decks"].items()}
        s.tracks = {k: list(t) for k, t in data["tracks"].items()}
        s.markers = tuple(data["markers"])
        order = data["order"]
        s.phase, s.order, s.index = data["phase"], None if order is None else tuple(order), \
            data["index"]
        s.step, s.round = data["step"], data["round"]
        turn = dict(data["turn"])
        turn["vars"], turn["used"] = dict(turn["vars"]), dict(turn["used"])
        turn["new"] = list(turn.get("new", ()))
        s.turn = turn
        s.flags, s.rng, s.over = dict(data["flags"]), data["rng"], data["over"]
        p = data.get("pending")
        s.pending = None if p is None else {
            "unit": dict(p["unit"]), "choices": tuple(p["choices"]),
            "explicit": int(p["explicit"]), "base": State.from_json(p["base"]),
            "emitted": int(p.get("emitted", 0)), "carried": int(p.get("carried", 0))}
        return s


@cache
def _every(bit: int, n: int) -> int:
    """The bits of indexes 0 to n - 1 of a part held per index (`ROW`, `TOKEN_ROW`)."""
    return sum(bit << 3 * i for i in range(n))


def state_of(state) -> State:
    """`state` when it is a State; a NaqalaError for anything else (the game, None)."""
    if not isinstance(state, State):
        raise NaqalaError(f"a State is wanted (game.state, or one an Engine gave), not "
                          f"{type(state).__name__}")
    return state


def _pending_json(pending: dict | None) -> dict | None:
    if pending is None:
        return None
    return {"unit": dict(pending["unit"]), "choices": list(pending["choices"]),
            "explicit": pending["explicit"], "base": pending["base"].to_json(),
            "emitted": pending["emitted"], "carried": pending["carried"]}


def layout(data: dict) -> tuple:
    """A board layout (blocked tiles, walled edges) from its JSON form."""
    return (tuple(sorted(int(t) for t in data.get("blocked", ()))),
            tuple(sorted((min(a, b), max(a, b)) for a, b in data.get("walls", ()))))


def new_turn(player: int, marker: int) -> dict[str, Any]:
    """The per-turn memory of a fresh turn."""
    return {"player": player, "marker": marker, "final": -1, "last": None, "moved": 0,
            "picked": 0, "vars": {}, "used": {}, "new": []}
