"""Listing complete moves: the fast listing of the default last-drop rule lists exactly the
moves, in the same order, that trying every drop finds, on every shipped ruleset, and the
naive enumerator `naqala bench` compares it with agrees too (docs/engine.md, speed)."""

from __future__ import annotations

import random

import pytest
from helpers import RULESETS, SHIPPED, extending, random_to_end

import naqala.ruleset as R
from naqala.engine import move_listing, sowing
from naqala.engine.board import geometry_of
from naqala.engine.engine import Engine
from naqala.engine.move_listing import _listed, _searched, complete_moves
from naqala.engine.sowing import movable_starts, start_is_legal
from naqala.lab.naive import naive_moves


def move_positions(name: str, seeds=(1,), every: int = 3, settings=None) -> tuple:
    """The ruleset (with its option `settings`) and every `every`-th position of some random
    games where a move is chosen."""
    rs = R.load(name, folders=[RULESETS], settings=settings)
    engine, found = Engine(rs), []
    for seed in seeds:
        random_to_end(engine, min(rs.players), seed,
                      lambda s, d: found.append(s) if d.kind == "move.start" else None)
    return rs, found[::every]


@pytest.mark.parametrize("name", SHIPPED)
def test_the_listing_lists_what_trying_every_drop_finds(name):
    rs, positions = move_positions(name)
    if rs.movement.last_drop is not None:
        pytest.skip("a ruleset's own last-drop condition is always searched drop by drop")
    assert positions
    for s in positions:
        geo = geometry_of(rs, s)
        cells = [c[:] for c in s.cells]
        starts = movable_starts(rs, geo, cells, s)
        tried = _searched(rs, geo, [c[:] for c in cells], starts, None, s)
        assert _listed(rs, geo, cells, starts, None) == tried
        assert cells == s.cells  # the listing leaves the board as it found it
        for limit in (1, 7, 100):
            assert complete_moves(rs, s, limit) == tried[:limit]


@pytest.mark.parametrize("name,settings", [(n, None) for n in SHIPPED] +
                         [("five_tribes", {"loop_counts_own_drop": "no"})])
def test_one_start_is_judged_as_the_whole_board_judges_it(name, settings):
    """`start_is_legal` (a replayed start is checked alone) says of every tile and piece
    what `movable_starts` says, with and without the move's own drops counting."""
    rs, positions = move_positions(name, settings=settings)
    for s in positions:
        geo = geometry_of(rs, s)
        starts = set(movable_starts(rs, geo, s.cells, s))
        for t in geo.open_tiles:
            for kind in (None, *range(len(rs.piece_ids))):
                expected = (t, kind) in starts
                assert start_is_legal(rs, geo, s.cells, s, t, kind) == expected, (t, kind)


@pytest.mark.parametrize("name", SHIPPED)
def test_starts_read_from_rows_kept_between_listings_are_those_of_the_whole_board(name):
    """Listing starts keeps what it read of each row no state owns and reads again only
    the rows that changed (`sowing._rows_read`): on the positions of random games listed in
    order, backwards and shuffled, and on a state that changes rows it owns in place
    between two listings, it finds the starts a copy of the board (read whole) gives."""
    rs, positions = move_positions(name, seeds=(1, 2), every=1)

    def whole(s) -> list:
        return movable_starts(rs, geometry_of(rs, s), [c[:] for c in s.cells], s)
    shuffled = random.Random(0).sample(positions, len(positions))
    for s in positions + positions[::-1] + shuffled:
        assert movable_starts(rs, geometry_of(rs, s), s.cells, s) == whole(s)
    s = positions[-1].fork()
    geo = geometry_of(rs, s)
    for t in geo.open_tiles[:6]:
        row = s.own_cells(t)
        for _ in range(2):  # the second change is made in place, to a row the state owns
            row[t % len(row)] += 1
            assert movable_starts(rs, geo, s.cells, s) == whole(s)


@pytest.mark.parametrize("name,settings", [(n, None) for n in SHIPPED] +
                         [("five_tribes", {"loop_counts_own_drop": "no"})])
def test_the_default_rule_read_off_the_board_finds_what_asking_it_finds(name, settings,
                                                                       monkeypatch):
    """Starts found with bit masks and drops found by reading the board (`LastDrop`) are
    those found by asking the same rule, hidden in a plain function, tile by tile; with
    and without the move's own drops counting."""
    rs, positions = move_positions(name, settings=settings)
    if rs.movement.last_drop is not None:
        pytest.skip("a ruleset's own last-drop condition is always asked")
    rule = sowing.landing(rs)
    plain = lambda cells, t, i, dropped: rule(cells, t, i, dropped)  # noqa: E731
    checked = 0
    for s in positions:
        geo, cells = geometry_of(rs, s), [c[:] for c in s.cells]
        fast = movable_starts(rs, geo, cells, s)
        with monkeypatch.context() as m:
            m.setattr(sowing, "landing", lambda *args: plain)
            assert movable_starts(rs, geo, cells, s) == fast
        for move in complete_moves(rs, s, 40)[::7]:
            start, *words = move.split()
            pos, kind = sowing.decode_start(rs, geo, start)
            hand, prev, dropped = sowing.picked(cells, pos, kind), -1, {}
            sowing.lift(cells, pos, hand)
            for word in words:
                asked = [list(sowing.legal_drops(geo, cells, pos, prev, hand, dropped, land))
                         for land in (rule, plain)]
                assert asked[0] == asked[1]
                checked += 1
                d, i = sowing.decode_drop(rs, geo, pos, word)
                sowing.drop(cells, hand, dropped, geo.step_to[pos][d], i)
                prev, pos = (-1 if geo.step_back else pos), geo.step_to[pos][d]
            cells = [c[:] for c in s.cells]
    assert checked


@pytest.mark.parametrize("own", ["yes", "no"])
def test_a_loop_ends_on_its_own_drop_only_when_own_drops_count(own):
    """Pieces of one kind on an empty board: only a walk back to a tile where the move
    dropped one can end, and only when the move's own drops count; reading the board and
    asking the rule agree."""
    rs = R.load("five_tribes", folders=[RULESETS], settings={"loop_counts_own_drop": own})
    geo, green = rs.geometry, rs.letter_index["g"]
    cells = [[0] * len(rs.piece_ids) for _ in range(geo.size)]
    hand = [5 if i == green else 0 for i in range(len(rs.piece_ids))]
    rules = (sowing.landing(rs), lambda cells, t, i, dropped: rules[0](cells, t, i, dropped))
    found = {sowing.completable(geo, cells, geo.index["b2"], -1, hand, 5, {}, land)
             for land in rules}
    assert found == {own == "yes"}
    dropped: dict = {}
    sowing.drop(cells, hand, dropped, geo.index["b2"], green)  # one dropped: a loop back
    found = {sowing.completable(geo, cells, geo.index["b2"], -1, hand, 4, dropped, land)
             for land in rules}
    assert found == {own == "yes"}


@pytest.mark.parametrize("name", SHIPPED)
def test_one_move_per_ending_is_the_first_of_the_listing(name):
    """`move_endings` finds, without spelling out every move, what search used to build by
    reading each listed move's ending: the same first move of each ending, in the same
    order, with and without a limit (some limits fall inside a group of shared endings)."""
    import naqala
    rs, positions = move_positions(name)
    engine = Engine(rs)
    for s in positions:
        moves = complete_moves(rs, s)
        for limit in (None, 1, 7, 100, max(len(moves) // 3, 1)):
            read: dict = {}
            for move in moves[:limit]:
                read.setdefault(naqala.move_ending(engine, s, move), move)
            found = naqala.move_endings(engine, s, limit)
            assert list(found.items()) == list(read.items())


@pytest.mark.parametrize("name", ["five_tribes", "strict_loops"])
def test_the_naive_enumerator_agrees(name):
    rs, positions = move_positions(name, seeds=(3,), every=1)
    for s in positions:
        assert naive_moves(rs, geometry_of(rs, s), s.cells) == complete_moves(rs, s)


def test_a_limit_stops_the_listing_of_a_tall_stack_at_once():
    rs, positions = move_positions("five_tribes", every=1)
    s = positions[0].copy()
    stack = [sum(kind) for kind in zip(*s.cells[2:])]  # every piece from c1 on, onto a1
    s.cells = [[a + b for a, b in zip(s.cells[0], stack)], s.cells[1]] + \
        [[0] * len(stack) for _ in s.cells[2:]]
    moves = complete_moves(rs, s, 10)  # astronomically many moves: only the first ten made
    assert len(moves) == 10 and moves[0].startswith("a1 ")
    assert len(moves[0].split()) == 1 + sum(s.cells[0])


@pytest.mark.parametrize("name", SHIPPED)
def test_a_move_ends_where_playing_it_drops_its_last_piece(name):
    """`move_ending` reads a move's last tile and piece from its words, on every board
    (diagonal steps such as NE included): the same as playing the move."""
    import random

    import naqala
    game = naqala.Game(name, 4 if 4 in R.load(name).players else 2, 3)
    rng = random.Random(0)
    while game.decision.kind != "move.start":
        game.apply(rng.choice(game.decision.options).id)
    engine, state = game.engine, game.state
    moves = naqala.complete_moves(engine, state, 3000)
    for move in rng.sample(moves, min(40, len(moves))):
        start, tile, piece = naqala.move_ending(engine, state, move)
        last = [e.args for e in naqala.play_move(engine, state, move).events
                if e.kind == "dropped"][-1]
        assert (start, tile, piece) == (move.split()[0], last["tile"].name, last["piece"].key)


def test_a_word_that_is_no_move_is_refused():
    import naqala
    game = naqala.Game("five_tribes", 4, 3)
    with pytest.raises(naqala.IllegalChoice, match="not a move"):
        naqala.move_ending(game.engine, game.state, "a1 Qz")


def test_where_endings_end_is_kept_within_a_bound(monkeypatch):
    """Listings read the same endings again, so where their words end is kept with the
    board (`Geometry.drop_ends`); past `ENDS_KEPT` it starts again, and the endings found
    are the same."""
    import naqala
    rs, positions = move_positions("five_tribes")
    engine = Engine(rs)
    wanted = [naqala.move_endings(engine, s, None) for s in positions]
    monkeypatch.setattr(move_listing, "ENDS_KEPT", 50)
    sizes = []
    for s, found in zip(positions, wanted):
        assert naqala.move_endings(engine, s, None) == found
        sizes.append(len(geometry_of(rs, s).drop_ends[rs.piece_letters]))
    assert any(later < before for before, later in zip(sizes, sizes[1:]))  # it started again


@pytest.mark.parametrize("step_back", [False, True])
def test_long_walks_are_worked_out_without_deep_recursion(step_back, monkeypatch):
    """A pile of hundreds of pieces makes walks of hundreds of steps; they are built from
    shorter ones (`walks.DEEP` levels at a time) and agree with the plain recursion, run
    with Python's limit raised for it. Tiles a walk revisits are checked too."""
    import sys

    from naqala.engine import walks
    rs = R.load("five_tribes", folders=[RULESETS])
    geo = geometry_of(rs, Engine(rs).new_game(3, 1))
    k = 5 * walks.DEEP + 7
    grown = walks.Walks(geo.walks.neighbours, step_back)
    assert sys.getrecursionlimit() < 4 * k  # the plain recursion would pass the limit
    got = [(grown.ends(t, -1, k), grown.revisits(t, -1, k)) for t in range(0, 30, 7)]
    monkeypatch.setattr(walks, "DEEP", 10 * k)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(20 * k)
    try:
        plain = walks.Walks(geo.walks.neighbours, step_back)
        assert got == [(plain.ends(t, -1, k), plain.revisits(t, -1, k))
                       for t in range(0, 30, 7)]
    finally:
        sys.setrecursionlimit(limit)


def test_moves_of_hundreds_of_pieces_are_played(tmp_path):
    """Piles of 600 pieces (a designer's slip or a stress test) are listed and played; such
    a move once ended in 'effects run inside each other without end'."""
    tribes = "pieces:\n" + "".join(f"  - id: {p}\n    op: modify\n    count: 4000\n" for p in
                                    ("vizier", "elder", "builder", "merchant", "assassin"))
    rs, e = extending(tmp_path, "piles", {"components.yaml": "board:\n  setup_pieces: 600\n",
                                          "tribes.yaml": tribes})
    s, rng, moves = e.new_game(3, 1), random.Random(1), 0
    while moves < 2:
        d = e.decision(s)
        if d.kind == "move.start":
            assert len(complete_moves(rs, s, 20)) == 20
            moves += 1
        s = e.apply(s, rng.choice(d.options).id)
    assert max(map(sum, s.cells)) > 600  # a move dropped its pieces


def _walked(neighbours, step_back: bool, pos: int, prev: int, k: int) -> tuple[set, set]:
    """Where walks of k steps end, and those ends they also stood on before (not counting
    the start), found by trying every walk."""
    ends, again = set(), set()

    def go(path: list[int], before: int, left: int) -> None:
        here = path[-1]
        if not left:
            ends.add(here)
            if here in path[1:-1]:
                again.add(here)
            return
        for nb in neighbours[here]:
            if nb != before:
                go([*path, nb], -1 if step_back else here, left - 1)
    go([pos], prev, k)
    return ends, again


def _boards() -> list:
    """Neighbour lists: two shipped boards, and a small one-way graph with a dead end."""
    boards = []
    for name in ("five_tribes", "diagonal_steps"):
        rs = R.load(name, folders=[RULESETS])
        boards.append(geometry_of(rs, Engine(rs).new_game(3, 1)).walks.neighbours)
    return [*boards, ((1,), (2, 3), (0,), ())]


@pytest.mark.parametrize("step_back", [False, True])
@pytest.mark.parametrize("board", range(3))
def test_walks_end_where_trying_every_walk_ends(board, step_back):
    """`Walks` answers, as masks (`walk`) and as sets (`ends`, `revisits`), what trying every
    walk of up to five steps finds, from every tile and every tile just left."""
    from naqala.engine import walks
    neighbours = _boards()[board]
    table = walks.Walks(neighbours, step_back)
    for pos, near in enumerate(neighbours):
        for prev in (-1, *near):
            for k in range(6 if len(neighbours) > 4 else 9):
                ends, again = _walked(neighbours, step_back, pos, prev, k)
                assert table.ends(pos, prev, k) == ends, (pos, prev, k)
                assert table.revisits(pos, prev, k) == again, (pos, prev, k)
                assert table.walk(pos, prev, k) == (sum(1 << t for t in ends),
                                                    sum(1 << t for t in again))
