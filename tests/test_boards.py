"""Hexagonal and graph boards end to end (docs/authoring.md, `movement:`): what a designer
meets from a ruleset folder that extends the base game and changes its board's adjacency,
through `naqala check`, the deal and whole games."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from helpers import extending, random_to_end

from naqala.engine.board import connected, geometry_of
from naqala.errors import RulesetError, StateError
from naqala.game import Game, complete_moves, move_endings, read_state
from naqala.notation import move_ending

EXAMPLE = json.loads((Path(__file__).resolve().parents[1] / "docs/examples/position.json")
                     .read_text())


def names(columns: int, rows: int) -> list[str]:
    """Tile names as a designer writes them: column letters (a... z, aa, ab...), row."""
    letters = [chr(97 + c) for c in range(26)]
    letters += [a + b for a in letters for b in letters]
    return [f"{letters[t % columns]}{t // columns + 1}" for t in range(columns * rows)]


def ladder(columns: int = 6, rows: int = 5) -> str:
    """The edges of a graph board: every row a line, joined by its even columns' tiles."""
    n = names(columns, rows)
    pairs = [(t, t + 1) for t in range(columns * rows) if (t + 1) % columns]
    pairs += [(t, t + columns) for t in range(columns * (rows - 1)) if t % columns % 2 == 0]
    return ", ".join(f"{n[a]}-{n[b]}" for a, b in pairs)


def board(tmp_path: Path, movement: str, more: str = "", name: str = "shaped"):
    """The base game on a board of another adjacency (`movement:` lines), and its engine."""
    return extending(tmp_path, name, {"rules.yaml": f"movement:\n{movement}{more}"})


# The deal ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("movement", ["  adjacency: hexagonal\n",
                                      f"  adjacency: graph\n  edges: {ladder()}\n"])
def test_random_walls_close_the_boards_own_sides_and_leave_it_joined(tmp_path, movement):
    """Random walls (`board: walls:`) were drawn from the square grid's edges and the deal
    checked the grid's reach: on a graph board most walls fell between tiles no edge joins
    and some games began with the board cut apart; a hexagonal board's walls never closed
    the sides its rows' shift makes slanted one way."""
    rs, e = board(tmp_path, movement, "board:\n  walls: 6\n")
    slanted = 0  # walls between rows and between columns: only hexagons have such sides
    for seed in range(30):
        s = e.new_game(3, seed)
        geo = geometry_of(rs, s)
        assert connected(geo), seed
        for a, z in s.layout[1]:
            assert z in rs.geometry.neighbours[a], (seed, geo.names[a], geo.names[z])
            slanted += a // geo.columns != z // geo.columns and a % geo.columns != z % geo.columns
    assert slanted or rs.geometry.adjacency == "graph"


# naqala check ------------------------------------------------------------------------------------


def told(tmp_path: Path, movement: str) -> list:
    """The problems `check` tells of such a board."""
    with pytest.raises(RulesetError) as err:
        board(tmp_path, movement)
    return err.value.problems


def test_a_graph_that_leaves_tiles_unreachable_is_told_which(tmp_path):
    """A graph whose edges join only some tiles passed the check, and its games began with
    pieces no move could ever leave or reach (they ended after one round)."""
    [problem] = told(tmp_path, "  adjacency: graph\n  edges: a1-b1, b1-c1, d1-e1\n")
    assert problem.code == "R141" and "rules.yaml:" in str(problem)
    assert "d1, e1, f1, a2" in problem.message and "(27 tiles)" in problem.message
    assert "to a1, and the board has 0 blocked tiles" in problem.message


def test_tiles_no_edge_reaches_may_be_the_blocked_ones(tmp_path):
    """A graph whose tiles off its edges are as many as the blocked tiles, dealt there, is
    a board (a lake no one steps on): the check leaves it to the deal."""
    more = ("tiles:\n  - id: village\n    op: modify\n    blocked: yes\n"
            "board:\n  regions:\n    - area: a5:e5\n      kinds: village\n      others: 0\n")
    rs, e = board(tmp_path, f"  adjacency: graph\n  edges: {ladder(6, 4)}, f4-f5\n", more)
    s = e.new_game(3, 0)
    assert [rs.geometry.names[t] for t in s.layout[0]] == ["a5", "b5", "c5", "d5", "e5"]
    assert random_to_end(e, 3, 0).over


@pytest.mark.parametrize("edge, words", [
    ("b1-g1", "'g1' is no tile of this 6 x 5 board (a1 to f5)"),
    ("a1-b1-c1", "an edge is two different tile names"),
    ("a1b1", "an edge is two different tile names"),
])
def test_a_bad_edge_says_what_is_wrong_with_it(tmp_path, edge, words):
    """An edge to a tile off the board was told as the shape of any bad edge."""
    [problem] = told(tmp_path, f"  adjacency: graph\n  edges: {ladder()}, {edge}\n")
    assert problem.code == "R141" and words in problem.message and f"'{edge}'" in problem.message


def test_a_bad_edge_is_told_where_it_is_written(tmp_path):
    """Every bad edge was told at the start of `edges:`, so an editor underlined the first
    edge whatever edge was wrong; each is told at its own place, on the line it is on."""
    edges = f"{ladder()}, b1-g1,\n    a1-a1"
    problems = told(tmp_path, f"  adjacency: graph\n  edges: {edges}\n")
    first = 10 + len(ladder()) + len(", ")  # `  edges: ` and the ladder, 1-based
    assert [(p.line, p.col) for p in problems] == [(3, first), (4, 5)]


@pytest.mark.parametrize("movement", ["  adjacency: hexagonal\n",
                                      f"  adjacency: graph\n  edges: {ladder()}\n"])
def test_tile_edges_are_told_to_be_for_square_boards(tmp_path, movement):
    """A tile kind's `edges:` (walls on the N, E, S, W sides of a square tile) was taken on
    any board: on a graph board its walls fell between tiles no edge joins, on a hexagonal
    one an `N` closed the side up-left or up-right as the row was shifted or not."""
    more = "tiles:\n  - id: village\n    op: modify\n    edges: N, E, S, W, NE\n"
    with pytest.raises(RulesetError) as err:
        board(tmp_path, movement, more)
    [problem] = err.value.problems
    assert problem.code == "R125" and problem.line == 5 + movement.count("\n")
    assert "tile 'village'" in problem.message and "square" in problem.message


# Whole games -------------------------------------------------------------------------------------

SHAPES = {"hexagonal": "  adjacency: hexagonal\n",
          "hexagonal, one kind, back": "  adjacency: hexagonal\n  pick_up: kind\n"
                                       "  step_back: yes\n",
          "graph": f"  adjacency: graph\n  edges: {ladder()}\n",
          "graph, one kind, back": f"  adjacency: graph\n  edges: {ladder()}\n  pick_up: kind\n"
                                   "  step_back: yes\n",
          "hexagonal, own last drop": "  adjacency: hexagonal\n  last_drop: pieces(tile, piece) "
                                      "> 0 or pieces(tile) = 0\n"}


def endings_read_one_by_one(e, s) -> dict:
    """`move_endings` the slow way: every listed move's ending, read from its words."""
    out: dict = {}
    for move in complete_moves(e, s, LISTED):
        out.setdefault(move_ending(e.rs, s, move), move)
    return out


LISTED = 300


@pytest.mark.parametrize("shape", SHAPES)
def test_whole_games_list_play_save_and_replay_on_the_board(tmp_path, shape):
    """Held already: on each shape a game of whole moves, each chosen from the listing and
    played by its notation, where the endings found without spelling out the moves are
    those read from each move's words, a seat's determinised state lists moves too, and
    the save replays to the same scores."""
    rs, _ = board(tmp_path, SHAPES[shape], "board:\n  walls: 4\n")
    game, rnd, moves = Game(rs, players=3, seed=5), random.Random(5), 0
    while not game.over:
        listed = game.moves(LISTED) if game.decision.kind == "move.start" else []
        if not listed:
            game.apply(rnd.choice(game.decision.options).id)
            continue
        assert move_endings(game.engine, game.state, LISTED) == \
            endings_read_one_by_one(game.engine, game.state)
        seat = game.decision.player
        assert complete_moves(game.engine, game.determinise(seat, rnd), LISTED)
        game.apply_move(rnd.choice(listed))
        moves += 1
    path = tmp_path / "game.json"
    game.save(path)
    again = Game.load(path, ruleset=str(tmp_path / "shaped"))
    assert moves > 10 and again.over and again.scores() == game.scores()


# Position files ----------------------------------------------------------------------------------


def test_a_position_walls_only_the_sides_walls_close(tmp_path):
    """A position file's wall between two tiles that touch at a corner was taken on a
    board of diagonal steps and stopped that step, which no wall does (walls close
    orthogonal edges only); on a hexagonal board a wall between tiles no side joins was
    refused already."""
    for ruleset, wall in (("diagonal_steps", [0, 7]), (str(board(tmp_path, SHAPES[
            "hexagonal"])[0].raw.folders[-1]), [0, 7])):
        data = copy.deepcopy(EXAMPLE)
        data["ruleset"], data["state"]["layout"] = ruleset, {"walls": [wall]}
        path = tmp_path / "position.json"
        path.write_text(json.dumps(data))
        with pytest.raises(StateError, match=r"layout\.walls\[0\]"):
            read_state(path)


# Wide boards -------------------------------------------------------------------------------------


def test_columns_past_z_are_named_with_two_letters(tmp_path):
    """Columns past the 26th were named by the characters after `z`: `{1`, `|1`, `~1`, then
    control characters (a board may have 64 columns), which a graph's `edges:` and a move
    in notation had to spell. They go on as `aa`, `ab`... `bl`, as in a spreadsheet."""
    from naqala.engine.board import Geometry
    wide = Geometry(64, 2)
    assert wide.names[25:28] == ("z1", "aa1", "ab1") and wide.names[63] == "bl1"
    assert wide.names[64] == "a2" and len(set(wide.names)) == 128
    assert all(n.rstrip("0123456789").isalpha() and n.isascii() for n in wide.names)
    edges = ", ".join(f"{a}-{b}" for a, b in zip(names(30, 1), names(30, 1)[1:]))
    rs, e = board(tmp_path, f"  adjacency: graph\n  edges: {edges}\n",
                  "board:\n  columns: 30\n  rows: 1\n")
    assert rs.geometry.neighbours[rs.geometry.index["aa1"]] == (25, 27)
    assert random_to_end(e, 3, 1).over


def test_a_big_graph_board_has_each_edge_both_ways():
    """A 64 x 64 graph board (8064 edges), which took some 9 s to build while each tile's
    steps were read from every edge (now each edge is read once: 0.04 s, measured apart,
    docs/decisions.md), steps each way along every edge, in the edges' order."""
    from naqala.engine.board import Geometry
    edges = frozenset((t, t + 1) for t in range(64 * 64) if (t + 1) % 64) | \
        frozenset((t, t + 64) for t in range(64 * 63))
    geo = Geometry(64, 64, adjacency="graph", edges=edges)
    assert geo.neighbours[65] == (1, 64, 66, 129) and geo.step_to[0] == {"b1": 1, "a2": 64}



# What a seat sees of the board ---------------------------------------------------------------


def test_a_view_says_how_the_boards_tiles_lie_and_touch(tmp_path):
    """A seat's view (all an observer plugin or a front end outside naqala receives) named
    the tiles but not how they touch, so a hexagonal or graph board could not be drawn from
    it (docs/api.md): its `shape` gives the size, the adjacency and a graph's edges."""
    assert Game("five_tribes", 2, 1).view(None)["shape"] == {
        "columns": 6, "rows": 5, "adjacency": "orthogonal", "edges": []}
    rs, _ = board(tmp_path, SHAPES["hexagonal"], name="hexa")
    assert Game(rs, 2, 1).view(0)["shape"]["adjacency"] == "hexagonal"
    written = "b1-a1, " + ladder().removeprefix("a1-b1, ")  # either way round
    rs, _ = board(tmp_path, f"  adjacency: graph\n  edges: {written}\n", name="graphed")
    shape = Game(rs, 3, 1).view(2)["shape"]
    assert shape["adjacency"] == "graph" and shape["edges"][:2] == [["a1", "b1"], ["a1", "a2"]]
    assert len(shape["edges"]) == len(rs.geometry.edges) and json.loads(json.dumps(shape)) == shape
