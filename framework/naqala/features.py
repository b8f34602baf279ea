"""A seat's view as numbers: a fixed-shape array, an information-state string, a legal mask.

Everything here is read from a view (`game.view(seat)`, `View.data` or `view_data(engine,
state, seat)`): what the seat may see and nothing else, so two states that differ only in
what the seat cannot see give the same numbers. The layout is in `docs/ai.md`; it is fixed
per ruleset (the same for every player count it allows). Needs numpy (the `openspiel` and
`pettingzoo` extras install it).
"""

from __future__ import annotations

import json

import numpy as np

from .engine.board import wall_sides
from .errors import NaqalaError, quoted
from .ruleset import compiled
from .vocabulary import vocabulary

# Kinds of decision the engine and the effect language ask (docs/effects.md); `other` for
# any a plugin adds.
DECISION_KINDS = ("bid", "move.start", "move.drop", "may", "alternative", "pay", "pay.any",
                  "choose.tile", "choose.player", "choose.id", "take", "keep", "remove",
                  "steal", "shift", "tribute", "tribute.keep", "sell", "pause", "other")


class Features:
    """The numeric layout of one ruleset's views: named parts of one flat float32 array."""

    def __init__(self, rs):
        self.rs = rs = compiled(rs, "features are")
        self.vocab = vocabulary(rs)
        self.seats = max(rs.players)
        self.kinds = tuple(rs.tile_kinds)
        self.cards = tuple(rs.card_deck)
        self.card_index = {c: i for i, c in enumerate(self.cards)}
        self.counters = tuple(rs.counters)
        self.deck_cards = {d: tuple(c for c in self.cards if rs.card_deck[c] == d)
                           for d in rs.decks}
        markers = max(n * info["markers"] for n, info in rs.players.items())
        self.spots = {t: len(info["costs"]) or markers for t, info in rs.tracks.items()}
        self.markers = markers
        pieces, tokens, owners = len(rs.piece_ids), len(rs.token_ids), self.seats + 1
        tile = len(self.kinds) + 1 + pieces + tokens + owners + 1
        player = 2 * len(self.counters) + 2 * pieces + len(self.cards) + 2
        geo = rs.geometry
        # Per tile, the sides a wall may close, in `wall_sides` order (the board's, not a
        # deal's: the same for every game of the ruleset).
        self.sides = tuple(wall_sides(geo, t) for t in range(geo.size))
        self.parts: dict[str, tuple[int, ...]] = {
            "tiles": (geo.size, tile),
            "walls": (geo.size, max(map(len, self.sides), default=0)),
            "bag_supply": (1 + tokens,),
            "players": (self.seats, player),
            **{f"deck:{d}": (2 + len(cs) + rs.decks[d]["row"] * (len(cs) + 1),)
               for d, cs in self.deck_cards.items()},
            **{f"track:{t}": (n, owners) for t, n in self.spots.items()},
            "markers": (markers, owners),
            "turn": (2 + 2 * owners,),
            "decision": (1 + len(DECISION_KINDS),),
        }
        self.offsets: dict[str, tuple[int, int]] = {}
        at = 0
        for name, shape in self.parts.items():
            size = int(np.prod(shape))
            self.offsets[name] = (at, at + size)
            at += size
        self.size = at

    def views(self, array: np.ndarray) -> dict[str, np.ndarray]:
        """The named parts of a flat array, shaped (writable views into it)."""
        return {name: array[a:b].reshape(self.parts[name])
                for name, (a, b) in self.offsets.items()}

    def _of_ruleset(self, view) -> None:
        """A NaqalaError unless `view` is a view of this ruleset: another's reads as other
        numbers, or fails in Python on the parts it lacks."""
        if not isinstance(view, dict) or not {"ruleset", "seat", "players"} <= view.keys():
            raise NaqalaError(f"features encode a seat's view (game.view(seat)), not "
                              f"{type(view).__name__} {quoted(view)}")
        if view["ruleset"] != self.rs.id:
            raise NaqalaError(f"features of ruleset '{self.rs.id}' read its views, not a "
                              f"view of ruleset {quoted(view['ruleset'])}")

    def _check(self, view, out) -> None:
        """A NaqalaError unless `view` is a seat's view of this ruleset and `out` is None or
        an array that `encode` can fill."""
        self._of_ruleset(view)
        if view["seat"] is None:
            raise NaqalaError("features are of a seat's view, not a spectator's: "
                              "give game.view(seat)")
        if out is not None and not (isinstance(out, np.ndarray) and out.shape == (self.size,)
                                    and out.dtype == np.float32):
            raise NaqalaError(f"out must be a float32 array of shape ({self.size},), not "
                              f"{getattr(out, 'dtype', type(out).__name__)} of shape "
                              f"{getattr(out, 'shape', None)}")

    def encode(self, view: dict, out: np.ndarray | None = None) -> np.ndarray:
        """The view of one seat as a flat float32 array of `self.size` numbers (written into
        `out` when given: a float32 array of that shape)."""
        self._check(view, out)
        out = np.zeros(self.size, np.float32) if out is None else out
        out.fill(0)
        rs, parts, seat = self.rs, self.views(out), view["seat"]
        n = len(view["players"])

        def rel(p):  # seats counted from the viewer: 0 is the viewer, 1 the next...
            return (p - seat) % n

        def owner(p):  # one-hot column: 0 nobody, 1 + seat counted from the viewer
            return 0 if p is None else 1 + rel(p)

        self._tiles(parts["tiles"], view, owner)
        self._walls(parts["walls"], view)
        parts["bag_supply"][0] = view["bag"]
        for k, count in view["supply"].items():
            parts["bag_supply"][1 + rs.token_index[k]] = count
        for player in view["players"]:
            self._player(parts["players"][rel(player["seat"])], player)
        for d, deck in view["decks"].items():
            self._deck(parts[f"deck:{d}"], d, deck)
        for t, spots in view["tracks"].items():
            for i, marker in enumerate(spots):
                mine = None if marker is None else view["markers"][marker]
                parts[f"track:{t}"][i, owner(mine)] = 1
        for i, p in enumerate(view["markers"]):
            parts["markers"][i, owner(p)] = 1
        turn = parts["turn"]
        turn[0], turn[1] = view["round"], view["over"]
        who, final = view["turn"]["player"], view["turn"]["final"]
        turn[2 + owner(who if who >= 0 else None)] = 1
        turn[2 + self.seats + 1 + owner(final if final >= 0 else None)] = 1
        decision = view["decision"]
        if decision is not None and decision["player"] == seat:
            kind = decision["kind"] if decision["kind"] in DECISION_KINDS else "other"
            parts["decision"][0] = 1
            parts["decision"][1 + DECISION_KINDS.index(kind)] = 1
        return out

    def _tiles(self, part: np.ndarray, view: dict, owner) -> None:
        """Per tile: its kind (one-hot), value, pieces, tokens, owner (one-hot), blocked."""
        rs = self.rs
        kinds, pieces, tokens = len(self.kinds), len(rs.piece_ids), len(rs.token_ids)
        blocked = set(view["blocked"])
        for t, tile in enumerate(view["board"]):
            row = part[t]
            row[self.kinds.index(tile["kind"])] = 1
            row[kinds] = tile["value"]
            for k, count in tile["pieces"].items():
                row[kinds + 1 + rs.piece_index[k]] = count
            for k, count in tile["tokens"].items():
                row[kinds + 1 + pieces + rs.token_index[k]] = count
            row[kinds + 1 + pieces + tokens + owner(tile["owner"])] = 1
            row[-1] = tile["tile"] in blocked

    def _walls(self, part: np.ndarray, view: dict) -> None:
        """Per tile and side: whether a wall of this deal closes it (both tiles a wall
        parts see it)."""
        index, sides = self.rs.geometry.index, self.sides
        for wall in view["walls"]:
            a, b = (index[tile] for tile in wall.split("-"))
            part[a, sides[a].index(b)] = part[b, sides[b].index(a)] = 1

    def _player(self, row: np.ndarray, player: dict) -> None:
        """Counters (with whether each is seen), pieces, hand, cards, unseen cards."""
        rs, counters, pieces = self.rs, len(self.counters), len(self.rs.piece_ids)
        for i, c in enumerate(self.counters):
            if c in player["counters"]:
                row[i], row[counters + i] = player["counters"][c], 1
        at = 2 * counters
        for k, count in player["pieces"].items():
            row[at + rs.piece_index[k]] = count
        for k, count in player["hand"].items():
            row[at + pieces + rs.piece_index[k]] = count
        at += 2 * pieces
        for card in player["cards"]:
            row[at + self.card_index[card]] += 1
        row[-2], row[-1] = player["unseen_cards"], 1

    def _deck(self, part: np.ndarray, deck_id: str, deck: dict) -> None:
        """Draw pile count, open draw pile size, discards by card, the row slot by slot."""
        cards = self.deck_cards[deck_id]
        index = {c: i for i, c in enumerate(cards)}
        draw = deck["draw"]
        part[0] = draw if isinstance(draw, int) else len(draw)
        part[1] = 0 if isinstance(draw, int) else 1
        for card in deck["discard"]:
            part[2 + index[card]] += 1
        width = len(cards) + 1  # one column per card, the last for an empty slot
        for slot, card in enumerate(deck["row"]):
            part[2 + len(cards) + slot * width + (len(cards) if card is None else index[card])] = 1

    def mask(self, view: dict) -> np.ndarray:
        """The legal actions of the view's seat (all zero when it is not that seat's turn)."""
        self._of_ruleset(view)
        out = np.zeros(len(self.vocab), np.int8)
        decision = view["decision"]
        if decision is not None and decision["player"] == view["seat"]:
            out[[self.vocab.action(o) for o in decision["options"]]] = 1
        return out


def view_string(view: dict) -> str:
    """A view as one canonical line of JSON: the observation string."""
    return json.dumps(view, sort_keys=True, separators=(",", ":"))
