"""A fixed action vocabulary per ruleset: every option id any decision can offer, numbered.

Learning libraries want actions as numbers from a fixed range. The vocabulary lists, in
groups built from the ruleset's data alone (so it is the same for every game of a ruleset
hash), every id an option can have; `action(id)` and `option(number)` translate. The layout
and how each group is derived are in `docs/ai.md`.
"""

from __future__ import annotations

from functools import cache

from .engine.engine import POWER
from .errors import NaqalaError, quoted, whole
from .ruleset import compiled


class Vocabulary:
    """The option ids of one ruleset, numbered from 0 in a fixed order."""

    def __init__(self, rs):
        self.ruleset, self.hash = rs.id, rs.hash
        self.groups: dict[str, tuple[str, ...]] = {
            name: tuple(build(rs)) for name, build in GROUPS}
        ids = dict.fromkeys(i for group in self.groups.values() for i in group)
        self.ids: tuple[str, ...] = tuple(ids)
        self._index = {oid: n for n, oid in enumerate(self.ids)}

    def __len__(self) -> int:
        return len(self.ids)

    def __contains__(self, option_id: str) -> bool:
        return isinstance(option_id, str) and option_id in self._index

    def action(self, option_id: str) -> int:
        """The action number of an option id."""
        if option_id not in self:
            raise NaqalaError(f"option {quoted(option_id)} is not in the action vocabulary "
                              f"of ruleset '{self.ruleset}'")
        return self._index[option_id]

    def option(self, action: int) -> str:
        """The option id of an action number (a whole number: NumPy's too)."""
        action = whole(action, "an action number")
        if not 0 <= action < len(self.ids):
            raise NaqalaError(f"action {action} is outside the action vocabulary of ruleset "
                              f"'{self.ruleset}' (0..{len(self.ids) - 1})")
        return self.ids[action]


@cache
def _cached(rs) -> Vocabulary:
    return Vocabulary(rs)


def vocabulary(ruleset) -> Vocabulary:
    """The action vocabulary of a compiled ruleset (or a ruleset name)."""
    return _cached(compiled(ruleset, "a vocabulary is"))


# Groups, in vocabulary order ---------------------------------------------------------------------


def _answers(rs):
    """Yes/no of `may`, `done` of pauses and sales, `sell`."""
    return ("yes", "no", "done", "sell")


def _tiles(rs):
    """Tile names: a move's start, `choose` of a tile, tiles given up or taken back; and a
    tile with a piece letter, a move's start where a move picks up one kind."""
    yield from rs.geometry.names
    if rs.movement.pick_up == "kind":
        yield from (t + letter for t in rs.geometry.names for letter in rs.piece_letters)


def _drops(rs):
    """A drop: a step name (a direction, or a tile on a graph board) and a piece letter."""
    return (d + letter for d in rs.geometry.step_names for letter in rs.piece_letters)


def _spots(rs):
    """Bid spots `sN`, and `sN-K` for a spot bought K spots cheaper with K cards (K is at
    most the spots below it and the copies of the most common card)."""
    most = max(rs.card_counts.values(), default=0)
    for info in rs.tracks.values():
        for i in range(len(info["costs"])):
            yield f"s{i + 1}"
            yield from (f"s{i + 1}-{n}" for n in range(1, min(i, most) + 1))


def _alternatives(rs):
    """`altN` up to the widest `(A | B ...)` of the ruleset."""
    widest = len(rs.offers.get("alternative", ()))
    return (f"alt{i + 1}" for i in range(widest))


def _costs(rs):
    """The alternatives of every `pay` (`2KIND`, `KIND+CARD`...), sorted."""
    return sorted(rs.offers.get("pay", ()))


def _counts(rs):
    """`0`..N for `pay any X`: N is how many of X exist (pieces or copies of a card)."""
    most = 0
    for section, key in sorted(rs.offers.get("pay.any", ())):
        if section == "pieces":
            most = max(most, rs.piece_counts[rs.piece_index[key]])
        elif section == "cards":
            most = max(most, rs.card_counts[key])
        else:
            raise NaqalaError(f"ruleset '{rs.id}': 'pay any {key}' has no bound in the data "
                              f"(only pieces and cards can be counted), so it has no vocabulary")
    return (str(n) for n in range(most + 1)) if rs.offers.get("pay.any") else ()


def _players(rs):
    """`p1`..`pN` for `choose` of a player, N the most players the ruleset allows."""
    return (f"p{n + 1}" for n in range(max(rs.players, default=0)))


def _names(rs):
    """Piece, token and card ids: removed, stolen, shifted, kept, given up."""
    return (*rs.piece_ids, *rs.token_ids, *rs.card_deck)


def _powers(rs):
    """`power:CARD` for every card with a power."""
    return (POWER + card for card in rs.powers)


def _sales(rs):
    """`+CARD` for every card of a class (added to a set being sold)."""
    return ("+" + card for card in rs.card_class)


def _slots(rs):
    """`CARD@N`: a card of a deck's face-up row, at slot N."""
    return (f"{card}@{slot}" for deck, info in rs.decks.items()
            for slot in range(1, info["row"] + 1)
            for card in rs.card_deck if rs.card_deck[card] == deck)


def _tokens_on_tiles(rs):
    """`TILE:TOKEN`: a token on a tile, given up as a tribute."""
    return (f"{tile}:{token}" for tile in rs.geometry.names for token in rs.token_ids)


GROUPS = (("answers", _answers), ("tiles", _tiles), ("drops", _drops), ("spots", _spots),
          ("alternatives", _alternatives), ("costs", _costs), ("counts", _counts),
          ("players", _players), ("names", _names), ("powers", _powers), ("sales", _sales),
          ("slots", _slots), ("tokens_on_tiles", _tokens_on_tiles))
