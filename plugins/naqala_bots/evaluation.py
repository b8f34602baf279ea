"""What the bots think a position is worth: each seat's score terms as they stand, weighed
by how much of them lasts to the end, plus what its cards promise, against its rivals.

The weights are the ruleset's own when its folder (or a folder it extends) holds
`bot_weights.json`, written by `naqala fit-bots` from games of the bots (see
`fitting.py`); otherwise every point counts as a point and the cards' promise is set by
hand (`HAND`). Nothing here names a ruleset's terms, pieces or cards.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from weakref import WeakKeyDictionary

from naqala import NaqalaError
from naqala.errors import StateError, did_you_mean, quoted
from naqala.jsonfile import read_bytes, read_json

FILE = "bot_weights.json"
BY_HAND = "hand weights"  # what the bots play by without a weights file, as studies say it
OPEN_TILE = 0.5    # share of the best claimable tile's value a rival mover is expected to take


@dataclass(frozen=True)
class Weights:
    """A term's points count `end + early * left` times (`left`: the share of the game still
    to play); a card counts `power`, `pay` or `set_kind` points times `left`. Terms not
    named count once."""
    terms: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    power: float = 4.0     # a card with a power, over a whole game
    pay: float = 2.0       # a card the ruleset takes as payment
    set_kind: float = 1.0  # each distinct kind held of a set class with several kinds

    def to_json(self) -> dict:
        return {"terms": {t: list(w) for t, w in self.terms.items()}, "power": self.power,
                "pay": self.pay, "set_kind": self.set_kind}


HAND = Weights()


def weights_for(rs) -> Weights:
    """The weights of the nearest folder of the ruleset's chain holding `bot_weights.json`
    (the ruleset's own first, then those it extends), or `HAND`, whatever options are set
    (`fit-bots` writes a fit under other settings only where `--out` says). A file in the
    ruleset's own folder may name only its score terms; one it inherits may name terms it
    left out (they weigh nothing: no score row holds them)."""
    found = weights_file(rs)
    if found is None:
        return HAND
    path, own = found
    return read_weights(path, path.stat().st_mtime_ns,
                        tuple(t for t, _ in rs.scoring) if own else None)


def weights_file(rs) -> tuple[Path, bool] | None:
    """The weights file the bots read for `rs`, and whether it is in the ruleset's own
    folder; None when they play by `HAND`."""
    own = len(rs.raw.folders) - 1
    for n, folder in reversed(list(enumerate(rs.raw.folders))):
        path = Path(folder) / FILE
        if path.exists():
            return path, n == own
    return None


def plays_by(rs) -> str:
    """What `greedy` and `mcts` play by on `rs`, as studies record it: a digest of the
    weights file they read, or "hand weights"."""
    found = weights_file(rs)
    if found is None:
        return BY_HAND
    return f"{FILE} {hashlib.sha256(read_bytes(found[0])).hexdigest()[:16]}"


CARDS = ("power", "pay", "set_kind")
KEYS = ("fitted", "terms", *CARDS)  # what `naqala fit-bots` writes
MOST = 1_000_000  # a weight either way: beyond, a position's worth ran to infinity


@lru_cache(maxsize=32)
def read_weights(path: Path, mtime: int, terms: tuple[str, ...] | None = None) -> Weights:
    """The weights a file holds (cached per file, modification time and `terms`): numbers
    from -MOST to MOST, two per term, one per kind of card, and no key `fit-bots` does not
    write; with `terms`, only those terms named. A NaqalaError naming the file and what is
    wrong otherwise."""
    try:
        data = read_json(path)
        for key in data:
            if key not in KEYS:
                raise ValueError(f"unknown key {quoted(key)}{did_you_mean(key, KEYS)}; "
                                 f"known: {', '.join(KEYS)}")
        return Weights(_term_weights(data.get("terms"), terms),
                       *(_card_weight(data, key) for key in CARDS))
    except (StateError, ValueError) as err:
        what = str(err).removeprefix(str(path)).lstrip(": ")
        raise NaqalaError(f"{path}: not a bot weights file ({what}); write it again with "
                          f"`naqala fit-bots`") from None


def _term_weights(table, terms: tuple[str, ...] | None) -> dict[str, tuple[float, float]]:
    """The `terms` object of a weights file: [end, early] per term; ValueError otherwise."""
    if not isinstance(table, dict):
        raise ValueError("'terms' is not an object of [end, early] weights per score term")
    out = {}
    for term, pair in table.items():
        if terms is not None and term not in terms:
            raise ValueError(f"{quoted(term)} is not a score term of the ruleset"
                             f"{did_you_mean(term, terms)}")
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"term {quoted(term)} needs two numbers [end, early], not "
                             f"{quoted(pair)}")
        out[term] = (_number(pair[0], f"term {quoted(term)}"),
                     _number(pair[1], f"term {quoted(term)}"))
    return out


def _card_weight(data: dict, key: str) -> float:
    """A weights file's weight of a kind of card (`CARDS`); ValueError when it has none."""
    if key not in data:
        raise ValueError(f"{key!r} is missing")
    return _number(data[key], repr(key))


def _number(value, what: str) -> float:
    """A number (not a bool, not text) from -MOST to MOST as a float; ValueError naming
    `what`."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or \
            not math.isfinite(value):
        raise ValueError(f"{what} is {quoted(value)}, not a finite number")
    if not -MOST <= value <= MOST:
        raise ValueError(f"{what} is {quoted(value)}, not a number from {-MOST} to {MOST}")
    return float(value)


def game_left(rs, state) -> float:
    """The share of the game still to play, judged by the pieces left on the board against
    those set up."""
    placed = rs.setup_pieces * len(state.tiles)
    return min(1.0, sum(map(sum, state.cells)) / placed) if placed else 0.0


def card_counts(rs, state, seat: int) -> tuple[int, int, int]:
    """The seat's cards with a power, cards the ruleset takes as payment, and distinct kinds
    held of set classes with several kinds."""
    roles = card_roles(rs)
    powers = pay = 0
    kinds = set()
    for card in state.players[seat].cards:
        power, paying, in_set = roles.get(str(card), (False, False, False))
        powers += power
        pay += paying
        if in_set:
            kinds.add(str(card))
    return powers, pay, len(kinds)


_ROLES: WeakKeyDictionary = WeakKeyDictionary()


def card_roles(rs) -> dict[str, tuple[bool, bool, bool]]:
    """Per card of the ruleset: whether it has a power, whether the ruleset takes it as
    payment, whether its class is a set of several kinds (worked out once per ruleset)."""
    roles = _ROLES.get(rs)
    if roles is None:
        paying = {kind for how, kind in rs.offers.get("pay.any", ()) if how == "cards"}
        roles = _ROLES[rs] = {
            card: (card in rs.powers, rs.card_class.get(card) in paying,
                   len(rs.class_types.get(rs.card_class.get(card), ())) > 1)
            for card in {*rs.card_class, *rs.powers}}
    return roles


def prospects(rs, state, seat: int, left: float, weights: Weights = HAND) -> float:
    """Points the seat's cards promise beyond their score: a power to use in the turns left,
    cards the ruleset takes as payment, distinct kinds of a set still growing."""
    powers, pay, kinds = card_counts(rs, state, seat)
    return left * (weights.power * powers + weights.pay * pay + weights.set_kind * kinds)


def worth(row: dict, left: float, weights: Weights) -> float:
    """A seat's score row (`terms` and `total`) weighed: with no term weights, its total."""
    if not weights.terms:
        return row["total"]
    total = 0.0
    for term, points in row["terms"].items():
        end, early = weights.terms.get(term, (1.0, 0.0))
        total += (end + early * left) * points
    return total


def evaluate(engine, state, seat: int, weights: Weights | None = None) -> float:
    """The seat's worth against its rivals': each seat's weighed score terms plus what its
    cards promise (the ruleset's weights unless `weights` are given), less the best tile left
    open to the next mover when that is a rival."""
    rs, left = engine.rs, game_left(engine.rs, state)
    weights = weights_for(rs) if weights is None else weights
    values = [worth(row, left, weights) + prospects(rs, state, p, left, weights)
              for p, row in enumerate(engine.scores(state))]
    mine = values[seat]
    others = [t for p, t in enumerate(values) if p != seat]
    value = mine - (max(others) if others else 0) * 0.5 - sum(others) / max(len(others), 1) * 0.5
    decision = engine.decision(state)
    if decision is not None and decision.player != seat:
        value -= OPEN_TILE * left * open_tile(state)
    return value


def open_tile(state) -> int:
    """The value of the best unowned tile whose pieces are all of one kind: a move that
    empties it claims it."""
    best = 0
    for i, counts in enumerate(state.cells):
        if state.owner[i] is None and counts.count(0) == len(counts) - 1:
            best = max(best, state.values[i])
    return best
