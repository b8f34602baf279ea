"""Moving pieces ("sowing"): pick up pieces of a tile, drop one piece per step.

The ruleset's `movement:` section (`rs.movement`, a `Movement`) says which steps exist (the
board's adjacency, `engine/board.py`), whether a walk may step straight back to the tile just
left, what is picked up (`all` pieces of the tile, or every piece of one `kind`) and what the
last drop must satisfy. Blocked tiles and walled edges are never crossed. Only choices that
can still end legally are ever offered.

The last drop's rule is by default "the tile already holds a piece of its kind" (the board
option `own_drops_count` says whether pieces dropped earlier in the same move count); a
ruleset may instead give a condition in the effect language, with the locals `tile`,
`piece` and `dropped` (pieces of that kind this move dropped on that tile before), read on
the board as it stands before the last drop.

Whether a move can be completed depends on the board only through the last drop, so the
walks themselves (which tiles a walk of k steps can end on, and end on a second time) are
computed once per board shape and cached (`engine/walks.py`). With a condition of its own
that reads other tiles than the landing one, a ruleset may offer a drop that leads nowhere;
docs/decisions.md says why the search stops there.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, partial
from itertools import chain, compress, repeat
from operator import and_, is_not
from typing import Any

from .board import Geometry, geometry_of
from .budget import FAULTS, DeadEnd, fault, running
from .context import Ctx, answered, place
from .decisions import Amount, Deferred, Message, Option, Ref, Seat, deferred, worded
from .state import ROW
from .walks import Walks

PICK_UPS = ("all", "kind")
_new = object.__new__  # a bare instance, cheaper than `Class.__new__(Class)`


@dataclass(frozen=True)
class Movement:
    """How pieces move, as a ruleset declares it (docs/authoring.md, `movement:`)."""

    adjacency: str = "orthogonal"
    edges: frozenset[tuple[int, int]] = frozenset()  # for a `graph` adjacency
    step_back: bool = False
    pick_up: str = "all"
    last_drop: Any = None  # a compiled condition (an Expr), or None for the default rule


Landing = Callable[[list, int, int, dict], bool]


class LastDrop:
    """The default last-drop rule: the landing tile already holds a piece of the kind, on
    the board as it was after the pick-up, plus the move's own drops when `own` holds (the
    board option `own_drops_count`). Being plain data, it lets the search read the board
    directly (`completable`, `movable_starts`)."""

    __slots__ = ("own",)

    def __init__(self, own: bool):
        self.own = own

    def __call__(self, cells, t: int, i: int, dropped: dict) -> bool:
        if self.own:
            return cells[t][i] > 0
        return cells[t][i] - dropped.get((t, i), 0) > 0


LAST_DROPS = {own: LastDrop(own) for own in (False, True)}  # the default rule, each way


def landing(rs, state=None) -> Landing:
    """The last-drop rule: `ok(cells, tile, kind, dropped)` says whether a piece of `kind`
    may end the move on `tile` (before it is dropped there). A ruleset's own condition reads
    `me` as the player whose turn it is; a fault in it is an EffectFault naming it."""
    cond = rs.movement.last_drop
    if cond is None:
        return LAST_DROPS[rs.own_drops_count]
    if state is None:
        raise ValueError("this ruleset's last-drop condition needs the game state")
    view = state.copy()
    ctx = Ctx.apart(rs, view, view.turn["player"], "movement: last_drop")
    ids, fn = rs.piece_ids, cond.fn

    def ok(cells, t, i, dropped) -> bool:
        view.cells = cells
        ctx.env = {"tile": t, "piece": ids[i], "dropped": dropped.get((t, i), 0)}
        try:
            return bool(fn(ctx))
        except FAULTS as err:
            raise fault(ctx, err) from None
    return ok


def completable(geo: Geometry, cells, pos: int, prev: int, hand: list[int], k: int, dropped,
                land: Landing) -> bool:
    """Whether the k pieces in hand can still be dropped, ending legally."""
    kinds = [i for i, n in enumerate(hand) if n]
    if type(land) is LastDrop:
        return _completable_by_rule(geo, cells, pos, prev, hand, kinds, k, dropped, land.own)
    for t in geo.walks.ends(pos, prev, k):
        for i in kinds:
            if land(cells, t, i, dropped):
                return True
    twice = [i for i in kinds if hand[i] >= 2]
    if not twice:
        return False
    for t in geo.walks.revisits(pos, prev, k):  # a piece of the same kind dropped there before
        for i in twice:
            drop(cells, hand, dropped, t, i)
            ok = land(cells, t, i, dropped)
            drop(cells, hand, dropped, t, i, -1)
            if ok:
                return True
    return False


def _completable_by_rule(geo: Geometry, cells, pos: int, prev: int, hand: list[int],
                         kinds: list[int], k: int, dropped, own: bool) -> bool:
    """`completable` under the default rule, read off the board. A tile the walk stood on
    before can take a piece of a kind held twice and then land the second: with own drops
    counting, any such tile ends the move; without, own drops never help."""
    for t in geo.walks.ends(pos, prev, k):
        row = cells[t]
        for i in kinds:
            if row[i] - (0 if own else dropped.get((t, i), 0)) > 0:
                return True
    return own and any(hand[i] >= 2 for i in kinds) and bool(geo.walks.walk(pos, prev, k)[1])


def picked(cells, t: int, kind: int | None) -> list[int]:
    """The pieces a move starting at tile t picks up (all, or those of one kind)."""
    if kind is None:
        return cells[t][:]
    return [n if i == kind else 0 for i, n in enumerate(cells[t])]


def lift(cells, t: int, hand: list[int]) -> None:
    """Take the pieces in `hand` off tile t."""
    cells[t] = [n - h for n, h in zip(cells[t], hand)]


def movable_starts(rs, geo, cells, state=None, tiles: Iterable[int] | None = None
                   ) -> list[tuple[int, int | None]]:
    """Every (tile, kind) from which a complete legal move starts (kind None: all pieces),
    among `tiles` (default: every open tile); `cells` are read, never changed, so a state's
    shared board may be given."""
    land = landing(rs, state)
    tiles = geo.open_tiles if tiles is None else tiles
    if type(land) is LastDrop:
        return _starts_by_rule(rs, geo, cells, land.own, tiles, state)
    cells, out = [row[:] for row in cells], []  # tried drops change it, and may fail midway
    for t in tiles:
        here = cells[t]
        kinds = [None] if rs.movement.pick_up == "all" else \
            [i for i, n in enumerate(here) if n]
        for kind in kinds:
            hand = picked(cells, t, kind)
            k = sum(hand)
            if not k:
                continue
            lift(cells, t, hand)
            if completable(geo, cells, t, -1, hand, k, {}, land):
                out.append((t, kind))
            cells[t] = here
    return out


def _held_lanes(cells) -> int:
    """Where each kind is held, as one int of a lane per kind: bit i x size + t is set when
    tile t holds a piece of kind i (size: the board's tiles); read with no Python loop."""
    return sum(compress(_bits(len(cells) * len(cells[0])), chain.from_iterable(zip(*cells))))


@cache
def _bits(size: int) -> tuple[int, ...]:
    return tuple(1 << t for t in range(size))


def _starts_by_rule(rs, geo: Geometry, cells, own: bool, tiles: Iterable[int], state
                    ) -> list[tuple[int, int | None]]:
    """`movable_starts` under the default rule, with bit masks: the tiles holding a kind in
    hand against the tiles where walks from each start can end; the start tile is empty of
    what it gave. Both are read in lanes, one per kind (`_held_lanes`, `Walks.lanes_from`).
    Where a move picks up every piece of its tile, what a start needs of the board is read
    with its row and kept while the row cannot change (`_rows_read`), and a start is legal
    when the held lanes meet it, with no Python loop over the open tiles of a board without
    blocked ones. Why: the starts are listed at every move, and or-ing each kind's mask of
    held tiles, tile by tile, cost more (docs/speed.md)."""
    if rs.movement.pick_up == "all":
        read = _rows_read(geo, cells, own, state)
        held, meets = read.total, read.meets
        if tiles is geo.open_tiles and not geo.blocked:
            return list(compress(read.starts, map(and_, repeat(held), meets)))
        return [(t, None) for t in tiles if held & meets[t]]
    size, lanes, held, walks = len(cells), len(cells[0]), _held_lanes(cells), geo.walks
    full, out, lane_ends = (1 << size) - 1, [], walks.lanes_from(lanes)
    for t in tiles:
        for kind, k in enumerate(cells[t]):  # k pieces of one kind picked up
            if k and (held & lane_ends[t][k] & full << kind * size
                      or own and k >= 2 and walks.walk(t, -1, k)[1]):
                out.append((t, kind))
    return out


class _Rows:
    """What listing a move's starts reads of each row of a board, where a move picks up
    every piece of its tile (`_rows_read`): per tile, the row read (`rows`), the row's part
    of the held lanes (`held`: bit i x size + t for each kind i it holds, as `_held_lanes`;
    `total`, their sum) and the lanes a move from it must find a piece in to end (`meets`:
    where its walks end, the start left out, in the lanes of the kinds it picks up; every
    bit when it may end on its own drops, which any board holding its pieces meets; 0 for
    an empty tile). With them, the tables that reading a row uses and the starts as
    listed (`starts`), made once per board."""

    __slots__ = ("geo", "lanes", "own", "rows", "held", "total", "meets", "tiles", "bits",
                 "lane_ends", "returns", "full", "starts")

    def __init__(self, geo: Geometry, size: int, lanes: int, own: bool):
        self.geo, self.lanes, self.own = geo, lanes, own
        self.rows: list[list[int] | None] = [None] * size
        self.held, self.total, self.meets = [0] * size, 0, [0] * size
        self.tiles, self.full = range(size), (1 << size) - 1
        self.starts = tuple((t, None) for t in self.tiles)
        self.bits = tuple(tuple(1 << i * size + t for i in range(lanes)) for t in self.tiles)
        walks = geo.walks
        self.lane_ends, self.returns = walks.lanes_from(lanes), walks.returns_from

    def fits(self, geo: Geometry, cells, own: bool) -> bool:
        """Whether this reading is of a board of `geo`'s shape and `cells`' kinds, with
        own drops counting as `own` says."""
        return self.geo is geo and self.own == own and len(self.rows) == len(cells) and \
            self.lanes == len(cells[0])


class _Kept(threading.local):
    """The rows of the board listed last that no state owned (`_rows_read`), with what was
    read of them, one board per thread (threads list starts at once: a web server's bots).
    Why: a row no state owns never changes again (a change copies it first,
    docs/engine.md), and between two listings of a game (one a turn) a few rows are new: the
    others are not read again. Holding the rows keeps their ids from being reused; it holds
    one board's rows, never a state."""

    read: _Rows | None = None


_kept = _Kept()


def _rows_read(geo: Geometry, cells, own: bool, state) -> _Rows:
    """`_Rows` of `cells`, reading only the rows not kept from the last listing of a state's
    own board; those of a board that is not a state's are read and not kept."""
    read = _kept.read
    keep = state is not None and cells is state.cells
    if not keep or read is None or not read.fits(geo, cells, own):
        read = _Rows(geo, len(cells), len(cells[0]), own)
        if keep:
            _kept.read = read
    rows, held, meets, bits, lane_ends = read.rows, read.held, read.meets, read.bits, \
        read.lane_ends
    returns, full = read.returns, read.full
    owned = state.owned_rows() if keep else -1
    for t in compress(read.tiles, map(is_not, cells, rows)):
        row = cells[t]
        k = sum(row)
        if k:  # a tile a move just left is empty: a quarter of the rows read
            here = sum(compress(bits[t], row))
            meets[t] = -1 if own and returns[t][k] and max(row) >= 2 \
                else lane_ends[t][k] & (here >> t) * full  # its kinds' lanes, spread
        else:
            here = meets[t] = 0
        read.total += here - held[t]  # a row at a time: a fault midway leaves it whole
        held[t] = here
        rows[t] = None if owned & ROW << 3 * t else row
    return read


def start_is_legal(rs, geo, cells, state, t: int, kind: int | None) -> bool:
    """Whether a complete legal move starts at tile `t` picking up `kind`: the answer of
    `movable_starts` for one start, without reading the whole board under the default rule
    (only the tiles where its walks can end)."""
    land = landing(rs, state)
    if type(land) is not LastDrop:
        return (t, kind) in movable_starts(rs, geo, cells, state, (t,))
    if (kind is None) != (rs.movement.pick_up == "all"):
        return False
    hand = cells[t] if kind is None else picked(cells, t, kind)
    k = sum(hand)
    if not k:
        return False
    kinds = [i for i, n in enumerate(hand) if n]
    ends = geo.walks.end_mask(t, -1, k) & ~(1 << t)
    while ends:
        low = ends & -ends
        row = cells[low.bit_length() - 1]
        if any(map(row.__getitem__, kinds)):
            return True
        ends ^= low
    return land.own and max(hand) >= 2 and bool(geo.walks.walk(t, -1, k)[1])


def movable_tiles(rs, geo, cells, state=None) -> list[int]:
    """Tiles from which a complete legal move starts."""
    return sorted({t for t, _ in movable_starts(rs, geo, cells, state)})


def drop(cells, hand: list[int], dropped: dict, tile: int, kind: int, n: int = 1) -> None:
    """Move n pieces of a kind from the hand onto a tile (n = -1 takes one back)."""
    hand[kind] -= n
    cells[tile][kind] += n
    dropped[(tile, kind)] = dropped.get((tile, kind), 0) + n


def drop_options(rs, geo, cells, pos: int, prev: int, hand: list[int], dropped,
                 state=None) -> list[Option]:
    """Every (step, kind) drop from `pos` after which the move can still end legally."""
    letters = rs.piece_letters
    return [Option(d + letters[i], (d, i))
            for d, i in legal_drops(geo, cells, pos, prev, hand, dropped, landing(rs, state))]


def legal_drops(geo, cells, pos: int, prev: int, hand: list[int], dropped,
                land: Landing) -> Iterable[tuple[str, int]]:
    """The (step, kind) of each legal drop from `pos`, in the order options are offered:
    under the default rule a list, found a step at a time; under a ruleset's own condition
    one at a time, each drop tried, so that a caller may stop at the first it needs."""
    if type(land) is LastDrop:
        return _drops_by_rule(geo, cells, pos, prev, hand, dropped, land.own)
    return _drops_asked(geo, cells, pos, prev, hand, dropped, land)


def _drops_by_rule(geo, cells, pos: int, prev: int, hand: list[int], dropped, own: bool
                   ) -> list[tuple[str, int]]:
    """`legal_drops` under the default rule, read off the board a step at a time, as one
    list (why not one at a time: a generator passed a frame for every drop, and the drops
    of a step are found at once, docs/speed.md); the last drop reads the rule's one count
    where each step lands, with no call per step."""
    k, out = sum(hand), []
    if k == 1:
        i = hand.index(1)
        for d, nb in geo.steps[pos]:
            if nb != prev and cells[nb][i] and (own or cells[nb][i] > dropped.get((nb, i), 0)):
                out.append((d, i))
        return out
    if k == 2 and own:
        return _drops_of_two(geo, cells, pos, prev, hand)
    kinds, back = [i for i, n in enumerate(hand) if n], -1 if geo.step_back else pos
    for d, nb in geo.steps[pos]:
        if nb != prev:
            for i in _kinds_by_rule(geo.walks, cells, nb, back, hand, kinds, k - 1, dropped,
                                    own):
                out.append((d, i))
    return out


def _drops_of_two(geo, cells, pos: int, prev: int, hand: list[int]) -> list[tuple[str, int]]:
    """`_drops_by_rule` with two pieces in hand, `a` and `b` (one kind twice: `a` is `b`),
    where the move's own drops count: dropping one is legal where a tile one step further,
    not back, holds the other's kind, for the other to land on. Read straight off those
    tiles, where asking the walks of one step and the hand's kinds for each step cost twice
    as much: a fifth of the listings are of two pieces (docs/speed.md)."""
    a = hand.index(2) if 2 in hand else hand.index(1)
    b = a if hand[a] == 2 else hand.index(1, a + 1)
    back, near, out = -1 if geo.step_back else pos, geo.neighbours, []
    for d, nb in geo.steps[pos]:
        if nb == prev:
            continue
        lands_a = lands_b = False
        for t in near[nb]:
            if t != back:
                row = cells[t]
                lands_a = lands_a or row[a] > 0
                lands_b = lands_b or row[b] > 0
        if lands_b:  # `a` dropped here, `b` lands further
            out.append((d, a))
        if lands_a and a != b:
            out.append((d, b))
    return out


def _drops_asked(geo, cells, pos: int, prev: int, hand: list[int], dropped,
                 land: Landing) -> Iterator[tuple[str, int]]:
    """`legal_drops` under a ruleset's own condition: each drop is tried."""
    for d, nb in geo.steps[pos]:
        if nb != prev:
            for i, n in enumerate(hand):
                if n and drop_ok(geo, cells, pos, nb, i, hand, dropped, land):
                    yield d, i


def drop_ok(geo, cells, pos: int, nb: int, kind: int, hand: list[int], dropped,
            land: Landing) -> bool:
    """Whether a piece of `kind` dropped on `nb`, a step from `pos`, leaves a move that can
    still end legally (the board and hand are as they were afterwards)."""
    k = sum(hand)
    if k == 1:
        return land(cells, nb, kind, dropped)
    prev = -1 if geo.step_back else pos
    if type(land) is LastDrop:
        kinds = [i for i, n in enumerate(hand) if n]
        return kind in _kinds_by_rule(geo.walks, cells, nb, prev, hand, kinds, k - 1, dropped,
                                      land.own)
    drop(cells, hand, dropped, nb, kind)
    ok = completable(geo, cells, nb, prev, hand, k - 1, dropped, land)
    drop(cells, hand, dropped, nb, kind, -1)
    return ok


def _kinds_by_rule(walks: Walks, cells, nb: int, prev: int, hand: list[int], kinds: list[int],
                   k: int, dropped, own: bool) -> list[int]:
    """The kinds of `hand` (`kinds`: those it holds) a piece dropped on `nb` may be of under
    the default rule, the k pieces left then ending the move; read without making the drop,
    which changes no count the rule reads (its piece is one of the move's own) but the count
    of its own kind on `nb` when own drops count. Once two kinds can land where the walks
    end (or the one kind held), any kind may be dropped: the ends are read until then.
    With one kind found, every other kind may be dropped, and that kind too when one is
    left of it in hand or it may end on the move's own drops: only that kind is asked.
    The end tiles are read off the walks' mask a bit at a time, as many as needed: a set of
    them built for every (tile, tile before, length) asked cost more in a fresh process
    (docs/speed.md)."""
    ends, again = walks.walk(nb, prev, k)
    left, first = ends, None
    while left:  # the highest bit first: the order does not change the kinds found
        t = left.bit_length() - 1
        left ^= 1 << t
        row = cells[t]
        for j in kinds:  # most counts read are 0: they are tested first
            if row[j] and j != first and (own or row[j] > dropped.get((t, j), 0)):
                if first is not None or len(kinds) == 1:
                    return kinds
                first = j
    if first is None:
        return _lands_on_own(nb, hand, kinds, ends, again, own)
    if hand[first] > 1 or _lands_on_own(nb, hand, (first,), ends, again, own):
        return kinds
    others = kinds[:]  # no comprehension: reading `first`, it would make `first` a cell
    others.remove(first)
    return others


def _lands_on_own(nb: int, hand: list[int], kinds: Iterable[int], ends: int, again: int,
                  own: bool) -> list[int]:
    """The `kinds` a piece of which, dropped on `nb` with own drops counting (none when they
    do not: `own`), lets the pieces left end on a piece the move dropped: on this one (a
    walk back to `nb`), or on one of a kind still held twice, dropped on a tile the walk
    comes back to (`ends` and `again`: the masks of `Walks.walk` from `nb`). The hand and
    the walks are read once for them all."""
    if not own:
        return []
    home = ends >> nb & 1
    if not (home or again):
        return []
    top, pairs, out = max(hand), hand.count(2), []  # whether a kind is held twice after it
    for i in kinds:  # no comprehension: its five names would be cells made at every call
        if hand[i] > 1 and home or again and (top > 2 or pairs > (hand[i] == 2)):
            out.append(i)
    return out


def word_drop(rs, geo, cells, pos: int, prev: int, hand: list[int], dropped, land: Landing,
              word: str) -> tuple[str, int] | None:
    """The (step, kind) of the drop a word spells from `pos`, when that drop is legal there;
    None otherwise. Checks one drop, where `legal_drops` lists them all."""
    try:
        d, kind = decode_drop(rs, geo, pos, word)
    except KeyError:
        return None
    nb = geo.step_to[pos][d]
    if nb == prev or not hand[kind] or not drop_ok(geo, cells, pos, nb, kind, hand, dropped,
                                                    land):
        return None
    return d, kind


def decode_drop(rs, geo, pos: int, oid: str) -> tuple[str, int]:
    """(step, kind) of a drop option's id such as 'Eg', 'NEg' or 'c3g'."""
    spelled = drop_words(geo.step_names, rs.piece_letters).get(oid)
    if spelled is not None and spelled[0] in geo.step_to[pos]:
        return spelled
    for d in geo.step_to[pos]:  # a word two drops spell: the first step open from `pos`
        if oid.startswith(d) and oid[len(d):] in rs.letter_index:
            return d, rs.letter_index[oid[len(d):]]
    raise KeyError(oid)


def followed(rs, geo, tile: int, words: list[str]) -> tuple[int, int | None]:
    """The tile and kind of the last drop that drop words spell from `tile` (the drops are
    not checked; KeyError for a word that is no drop there)."""
    spelled, step_to, kind = drop_words(geo.step_names, rs.piece_letters), geo.step_to, None
    for word in words:  # most words spell one drop: no need to ask the tile's steps
        d, kind = spelled.get(word) or decode_drop(rs, geo, tile, word)
        tile = step_to[tile][d]
    return tile, kind


@cache
def drop_words(steps: tuple[str, ...], letters: tuple[str, ...]) -> dict[str, tuple[str, int]]:
    """Each drop word a board's step names (`Geometry.step_names`) and the piece letters
    spell: word -> (step, kind); a word two of them spell is left out."""
    spelled: dict = {}
    for d in steps:
        for kind, letter in enumerate(letters):
            word = d + letter
            spelled[word] = None if word in spelled else (d, kind)
    return {w: v for w, v in spelled.items() if v is not None}


def decode_start(rs, geo, oid: str) -> tuple[int, int | None]:
    """(tile, kind) of a start option's id: a tile name, followed by a piece letter when a
    move picks up one kind."""
    if rs.movement.pick_up == "all":
        return geo.index[oid], None
    for name, t in geo.index.items():
        if oid.startswith(name) and oid[len(name):] in rs.letter_index:
            return t, rs.letter_index[oid[len(name):]]
    raise KeyError(oid)


def start_ids(rs, geo, starts: Iterable[tuple[int, int | None]]) -> list[str]:
    """The option ids of `starts`, (tile, kind) each: a tile name, followed by a piece
    letter when a move picks up one kind. (All at once: some sixteen a move's start.)"""
    names, letters = geo.names, rs.piece_letters
    return [names[t] if kind is None else names[t] + letters[kind] for t, kind in starts]


def _hand(rs, hand: list[int]) -> list[Amount]:
    return [Amount("pieces", rs.piece_ids[i], n) for i, n in enumerate(hand) if n]


def _start_options(ctx, geo: Geometry, starts: list[tuple[int, int | None]]) -> Deferred:
    """A move's start options, made when read (`Deferred`): their ids and values."""
    rs = ctx.rs
    return deferred(start_ids(rs, geo, starts), starts, partial(_start_label, ctx))


def _start_label(ctx, start: tuple[int, int | None]) -> Message:
    """A start option's words, read on the state that waits."""
    t, kind = start
    return Message("option-start", {"tile": ctx.place(t),
                                    "pieces": _hand(ctx.rs, picked(ctx.state.cells, t, kind))})


def _recorded_start(ctx, geo: Geometry) -> bool:
    """Whether the answer replayed next is this move's start. The unit runs again on the
    state it ran on, so a start recorded then is still a legal one; a move that had none
    recorded nothing, and the next answer is another question's (a `may` after the move)."""
    rs, state = ctx.rs, ctx.state
    try:
        t, kind = decode_start(rs, geo, ctx.choices.record[ctx.choices.pos])
    except KeyError:
        return False
    return start_is_legal(rs, geo, state.cells, state, t, kind)


def sow(ctx, head: Callable) -> None:
    """The move of one turn, as a start decision and one decision per drop; `head` names
    the statement that runs it, so that a move stopped at its start or a drop can go on
    (`sow_on`). The start's question is given where its answer will be among the unit's
    choices; a unit run again from its start replays it.

    With no legal move nothing happens and the turn's `moved` stays 0. (The start is asked
    here, not in a function of its own: every frame a question passes costs, docs/speed.md.)
    """
    rs, state = ctx.rs, ctx.state
    held = state.players[ctx.me].hand
    if any(held):  # the moves offered and listed are of the start tile's pieces alone
        left = ", ".join(f"{n} {rs.piece_ids[i]}" for i, n in enumerate(held) if n)
        raise DeadEnd(f"{running(ctx)}: a move begins with {left} still in hand from before; "
                      "an action must take picked-up pieces out of hand (keep hand, return "
                      "to bag...)")
    geo = geometry_of(rs, state)
    if ctx.choices.replaying():
        if not _recorded_start(ctx, geo):
            return
        starts = None  # the start was chosen before: no need to search again
    else:
        starts = movable_starts(rs, geo, state.cells, state)
        if not starts:
            return
    start, kind = ctx.choose(
        "move.start", partial(_start_options, ctx, geo, starts),
        lambda oid: decode_start(rs, geo, oid), prompt=lambda: Message("prompt-move-start"),
        checkpoint=(head, ctx.choices.pos))
    sow_on(head, None, ctx, _picks_up(ctx, geo, start, kind), False)


def _picks_up(ctx, geo: Geometry, start: int, kind: int | None) -> Progress:
    """Pick up `kind` (None: every piece) from `start`: the move's progress before its first
    drop."""
    rs, state = ctx.rs, ctx.state
    # The pieces picked up are kept in the mover's hand, so that a state waiting in the middle
    # of a move still accounts for every piece.
    hand, row, got = state.own_player(ctx.me).hand, state.own_cells(start), \
        picked(state.cells, start, kind)
    for i, n in enumerate(got):
        hand[i] += n
        row[i] -= n
    ctx.tell("moves", _moved, rs, state.tiles, ctx.me, start, got)
    return geo, start, -1, -1, {}, [start]


def _moved(rs, tiles: Sequence[str], seat: int, start: int, got: list[int]) -> dict:
    """The arguments of a move's pick-up in the game's log (`moves`), made when read."""
    return {"actor": Seat(seat), "tile": place(rs, tiles, start), "pieces": _hand(rs, got)}


def _worded_drops(drops: Iterable[tuple[str, int]], letters: tuple[str, ...],
                  words: Callable[[tuple[str, int]], Message]) -> Iterator[Option]:
    """Drop options, their labels made by `words` when read (a generator function, not a
    generator expression, whose names would be cells made at every listing)."""
    for drop in drops:
        yield worded(drop[0] + letters[drop[1]], drop, words)


class _Drop:
    """A drop's question: what its options, words and check read (the tile, the tile
    before, the hand, the move's drops and path), with the bound methods it is asked with
    (`options`, `decode`, `context`, `prompt`, `accepts`). Why one object: a question made
    five closures over a dozen cells at every drop (docs/speed.md).

    It holds its context, so it is not the checkpoint's progress (the context's choices
    hold that: a cycle), and it holds no state, reading the one its context runs on when
    asked: the decision a state waits at holds it through the labels (no cycle either,
    docs/engine.md, "States and forks")."""

    __slots__ = ("ctx", "geo", "hand", "pos", "prev", "dropped", "path")

    def options(self) -> Iterable[Option]:
        """The drops offered (`legal_drops`), made when read (`Deferred`) under the default
        rule, which finds them at once on the state's board; else one at a time, their
        labels made when read: a queued answer needs only the first two (`Choices.given`)."""
        rs, state = self.ctx.rs, self.ctx.state
        letters = rs.piece_letters
        if rs.movement.last_drop is None:  # (`_board` and `legal_drops`, written out)
            drops = _drops_by_rule(self.geo, state.cells, self.pos, self.prev, self.hand,
                                   self.dropped, rs.own_drops_count)
            ids = []  # a loop, not a comprehension, whose names would be cells
            for d, kind in drops:
                ids.append(d + letters[kind])
            return deferred(ids, drops, self.label)
        return _worded_drops(_drops_asked(self.geo, state.own_board(), self.pos, self.prev,
                                          self.hand, self.dropped, landing(rs, state)),
                             letters, self.label)

    def label(self, drop: tuple[str, int]) -> Message:
        """A drop option's words: which piece, which way, onto which tile."""
        d, kind = drop
        graph = self.geo.adjacency == "graph"
        return Message("option-drop", {
            "piece": Ref("pieces", self.ctx.rs.piece_ids[kind]),
            "direction": Ref("directions", "edge" if graph else d),
            "tile": self.ctx.place(self.geo.step_to[self.pos][d])})

    def decode(self, oid: str) -> tuple[str, int]:
        return decode_drop(self.ctx.rs, self.geo, self.pos, oid)

    def context(self) -> dict[str, Any]:
        names, ids = self.geo.names, self.ctx.rs.piece_ids
        return {"at": names[self.pos], "path": [names[t] for t in self.path],
                "hand": {ids[i]: n for i, n in enumerate(self.hand) if n}}

    def prompt(self) -> Message:
        return Message("prompt-move-drop", {"tile": self.ctx.place(self.pos),
                                            "hand": _hand(self.ctx.rs, self.hand)})

    def accepts(self, word: str) -> bool:
        """Whether a word spells a legal drop here, checked alone (`word_drop`)."""
        rs, state = self.ctx.rs, self.ctx.state
        return word_drop(rs, self.geo, _board(rs, state), self.pos, self.prev, self.hand,
                         self.dropped, landing(rs, state), word) is not None


Progress = tuple[Geometry, int, int, int, dict, list]  # board, tile, before, kind, drops, path


def sow_on(head: Callable, rest: Callable | None, ctx, progress: Progress | int,
           going_on: bool = True) -> None:
    """The drops of a move, one decision each, from its pick-up (`_picks_up`), asking
    first; or going on (`going_on`) from the question it stopped at: its start's, where
    `progress` is where the start's answer is among the unit's choices, or a drop's. Then
    `rest`, when given: the statements after the move in its sequence (`Stmt.then`).

    Going on, the answer is the unit's next choice, one of the options offered
    (`Engine.apply` checked it) on the state asked, so it is neither searched for nor
    checked again (`answered`); the drops and path the waiting state keeps are copied.
    With `head` and `rest` bound (a `partial`), this is the move's `Stmt.resume`, with no
    frame of its own: every frame a question passes costs (docs/speed.md).

    Each question is given the move's progress (`checkpoint`), for the engine to go on from
    there after the answer instead of running the move again from its start. A drop owns
    the one tile it changes (`State.own_cells`), not the whole board: the drops offered
    only read it (`_board`). (The drops are made here, not in a function of their own.)"""
    rs, state = ctx.rs, ctx.state
    if type(progress) is int:  # going on from its start: the pick-up, then the first drop
        ctx.choices.pos = progress
        geo = geometry_of(rs, state)
        progress, going_on = _picks_up(ctx, geo, *decode_start(rs, geo, answered(ctx))), False
    geo, pos, prev, last, dropped, path = progress
    if going_on:  # from a drop
        answer = decode_drop(rs, geo, pos, answered(ctx))
        dropped, path = dict(dropped), path[:]
    else:
        answer = None
    hand = state.own_player(ctx.me).hand
    ask = _new(_Drop)
    ask.ctx = ctx  # one slot a statement: five at once would build a tuple and take it apart
    ask.geo = geo
    ask.hand = hand
    ask.dropped = dropped
    ask.path = path
    while answer or any(hand):
        if answer is None:
            ask.pos, ask.prev = pos, prev
            d, kind = ctx.choose("move.drop", ask.options, ask.decode, ask.context,
                                 prompt=ask.prompt, accepts=ask.accepts,
                                 checkpoint=(head, (geo, pos, prev, last, dropped, path)))
        else:
            d, kind = answer
            answer = None
        nb = geo.step_to[pos][d]
        state.own_cells(nb)
        drop(state.cells, hand, dropped, nb, kind)
        prev, pos, last = (-1 if geo.step_back else pos), nb, kind
        path.append(nb)
        ctx.emit("dropped", {"tile": nb, "piece": rs.piece_ids[kind], "actor": ctx.me})
    turn = state.own_turn()
    turn["final"], turn["last"], turn["moved"] = pos, rs.piece_ids[last], 1
    if rest is not None:
        rest(ctx)


def _board(rs, state) -> list[list[int]]:
    """The board a move's drops are checked on: the state's, shared, under the default
    last-drop rule, which only reads it; owned under a ruleset's own condition, which is
    asked with each drop made on it and taken back (`drop_ok`)."""
    return state.cells if rs.movement.last_drop is None else state.own_board()
