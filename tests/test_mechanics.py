"""Movement, bidding tracks and sets as ruleset data (docs/authoring.md): the board's
adjacency, stepping back, what a move picks up and the last drop's condition; how shared
spots queue; what makes a set and what is wild. Each on a constructed position, against the
base game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from helpers import RS, E, clear_board, edit, extending, filler, give, put, to_turns, who

import naqala.ruleset as R
from naqala.engine.board import Geometry
from naqala.engine.engine import Engine
from naqala.engine.move_listing import complete_moves
from naqala.engine.scoring import best_sets, table_value
from naqala.engine.tracks import Bidding, free_spots, order, take_spot
from naqala.errors import RulesetError
from naqala.game import move_endings
from naqala.notation import apply_move
from naqala.vocabulary import vocabulary

FRAMEWORK = Path(__file__).resolve().parent.parent / "framework" / "naqala"


def overlay(tmp_path: Path, data: str, name: str = "variant"):
    """The base ruleset with one data file on top."""
    return extending(tmp_path, name, {"rules.yaml": data})


def at_move(e, players=3, seed=0):
    s = to_turns(e.new_game(players, seed), e)
    return s, who(s, e)


def board(*pieces: tuple[str, str]):
    """Only the filler moves and the given (tile, letters) on the board."""
    def fn(b):
        clear_board(b)
        filler(b)
        for tile, letters in pieces:
            put(b, tile, letters)
    return fn


def starting(moves: list[str], tile: str) -> list[str]:
    return [m for m in moves if m.split()[0].rstrip("bgrwy") == tile]


# The board's adjacency -------------------------------------------------------------------------


def test_each_adjacency_gives_its_steps():
    def names(geo, tile):
        return sorted(geo.names[n] for n in geo.neighbours[geo.index[tile]])
    assert names(Geometry(6, 5), "b2") == ["a2", "b1", "b3", "c2"]
    assert names(Geometry(6, 5, adjacency="diagonal"), "b2") == \
        ["a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"]
    assert names(Geometry(6, 5, adjacency="diagonal"), "a1") == ["a2", "b1", "b2"]
    # Hexagonal rows: the second row is shifted half a tile to the right.
    assert names(Geometry(6, 5, adjacency="hexagonal"), "b2") == \
        ["a2", "b1", "b3", "c1", "c2", "c3"]
    assert names(Geometry(6, 5, adjacency="hexagonal"), "b3") == \
        ["a2", "a3", "a4", "b2", "b4", "c3"]
    graph = Geometry(3, 1, adjacency="graph", edges=frozenset({(0, 2)}))
    assert names(graph, "a1") == ["c1"] and names(graph, "b1") == []
    assert graph.step_to[0] == {"c1": 2}


def test_neighbourhoods_follow_the_boards_adjacency():
    """`near`, `around` and `within` (docs/effects.md): the eight surrounding tiles and
    orthogonal steps on a square board, the six neighbours and steps between hexagons on a
    hexagonal one, the edges on a graph; blocked tiles and walls stop none of them."""
    def names(geo, tiles):
        return sorted(geo.names[t] for t in tiles)
    for adjacency in ("orthogonal", "diagonal"):
        square = Geometry(6, 5, frozenset({1}), frozenset({(7, 8)}), adjacency=adjacency)
        assert names(square, square.around(7)) == \
            ["a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"]
        assert names(square, square.within(7, 1)) == ["a2", "b1", "b2", "b3", "c2"]
    hexagonal = Geometry(6, 5, frozenset({1}), frozenset({(7, 8)}), adjacency="hexagonal")
    assert names(hexagonal, hexagonal.around(7)) == ["a2", "b1", "b3", "c1", "c2", "c3"]
    assert names(hexagonal, hexagonal.near(7)) == ["a2", "b1", "b2", "b3", "c1", "c2", "c3"]
    assert names(hexagonal, hexagonal.within(7, 1)) == names(hexagonal, hexagonal.near(7))
    # Two steps from b2: a4 (by b3), but not e2 (three steps east) nor a5 (four rows down).
    assert names(hexagonal, hexagonal.within(7, 2)) == \
        ["a1", "a2", "a3", "a4", "b1", "b2", "b3", "b4", "c1", "c2", "c3", "c4", "d1", "d2",
         "d3"]
    graph = Geometry(4, 1, frozenset({3}), adjacency="graph",
                     edges=frozenset({(0, 2), (2, 3)}))
    assert names(graph, graph.around(0)) == ["c1"] and names(graph, graph.near(1)) == ["b1"]
    assert names(graph, graph.within(0, 1)) == ["a1", "c1"]
    assert names(graph, graph.within(0, 9)) == ["a1", "c1", "d1"]  # b1 is joined to none
    assert graph.within(0, -1) == ()


def test_blocked_tiles_and_walls_hold_for_every_adjacency():
    geo = Geometry(3, 3, frozenset({4}), frozenset({(0, 1)}), adjacency="diagonal")
    assert sorted(geo.names[n] for n in geo.neighbours[0]) == ["a2"]
    assert 4 not in geo.open_tiles and len(geo.open_tiles) == 8


def test_geometry_declares_what_it_holds():
    geo = Geometry(2, 2)
    with pytest.raises(AttributeError):
        geo.something_else = 1
    assert {"walks", "open_tiles", "adjacency", "step_back"} <= set(Geometry.__slots__)


def _imports(module: Path) -> set[str]:
    """naqala modules a module imports, at its top or inside functions."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    package = module.relative_to(FRAMEWORK.parent).with_suffix("").parts[:-1]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[:len(package) - node.level + 1]
            target = ".".join(base + tuple((node.module or "").split(".")))
            out |= {target.rstrip(".")} | {f"{target}.{a.name}".replace("..", ".")
                                          for a in node.names}
    return out


def test_movement_modules_import_no_cycle():
    engine = FRAMEWORK / "engine"
    graph = {f"naqala.engine.{p.stem}": _imports(p) for p in engine.glob("*.py")}
    for start in ("naqala.engine.board", "naqala.engine.walks", "naqala.engine.sowing"):
        seen, todo = set(), [start]
        while todo:
            for n in graph.get(todo.pop(), ()):
                if n in graph and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert start not in seen, f"{start} imports itself through {sorted(seen)}"
    assert "naqala.engine.sowing" not in _imports(engine / "board.py")


DIAGONAL, DIAGONAL_E = R.load("diagonal_steps"), Engine(R.load("diagonal_steps"))


def test_a_diagonal_step_is_a_move_of_the_diagonal_variant_only():
    setup = board(("b2", "y"), ("c3", "y"))
    s, _ = at_move(E)
    v, _ = at_move(DIAGONAL_E)
    assert starting(complete_moves(RS, edit(s, setup)), "b2") == []
    assert starting(complete_moves(DIAGONAL, edit(v, setup, e=DIAGONAL_E)), "b2") == ["b2 SEy"]
    me = who(v, DIAGONAL_E)
    after = apply_move(DIAGONAL_E, edit(v, setup, e=DIAGONAL_E), "b2 SEy")
    assert after.owner[RS.geometry.index["c3"]] == me  # both Viziers taken: c3 is claimed


def test_diagonal_drops_are_labelled_with_their_direction():
    from naqala.text import Text
    from naqala.text.render import label
    v, _ = at_move(DIAGONAL_E)
    v = DIAGONAL_E.apply(edit(v, board(("b2", "yy"), ("d4", "y"), ("d2", "y")),
                                 e=DIAGONAL_E), "b2")
    d = DIAGONAL_E.decision(v)
    assert "SEy" in [o.id for o in d.options]
    text = Text(DIAGONAL, "en")
    assert "south-east" in label(text, d.find("SEy"))


# Stepping back, picking up one kind, the last drop's condition ---------------------------------


def test_stepping_straight_back_is_allowed_when_the_ruleset_says_so(tmp_path):
    rs, e = overlay(tmp_path, "movement:\n  step_back: yes\n")
    setup = board(("b2", "yyy"), ("c2", "y"))
    s, _ = at_move(E)
    v, me = at_move(e)
    assert "b2 Ey Wy Ey" not in complete_moves(RS, edit(s, setup))
    assert "b2 Ey Wy Ey" in complete_moves(rs, edit(v, setup, e=e))
    after = apply_move(e, edit(v, setup, e=e), "b2 Ey Wy Ey")
    assert after.owner[RS.geometry.index["c2"]] == me


def test_a_move_may_pick_up_one_kind_only(tmp_path):
    rs, e = overlay(tmp_path, "movement:\n  pick_up: kind\n")
    setup = board(("b2", "yg"), ("c2", "y"))
    v, _ = at_move(e)
    v = edit(v, setup, e=e)
    moves = starting(complete_moves(rs, v), "b2")
    assert moves == ["b2y Ey"]
    assert "b2y" in [o.id for o in e.decision(v).options]
    assert "b2y" in vocabulary(rs) and "b2y" not in vocabulary(RS)
    after = apply_move(e, v, "b2y Ey")
    b2 = after.cells[RS.geometry.index["b2"]]
    assert b2[RS.letter_index["g"]] == 1 and b2[RS.letter_index["y"]] == 0


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_default_last_drop_rule_written_as_a_condition_gives_the_same_moves(tmp_path, seed):
    own, own_e = overlay(tmp_path, "movement:\n  last_drop: pieces(tile, piece) > 0\n", "own")
    strict, strict_e = overlay(tmp_path, "movement:\n  last_drop: pieces(tile, piece) > "
                               "dropped\n", "strict")
    loops = R.load("strict_loops")
    s, _ = at_move(E, 3, seed)
    v, _ = at_move(own_e, 3, seed)
    w, _ = at_move(strict_e, 3, seed)
    assert complete_moves(own, v, 400) == complete_moves(RS, s, 400)
    assert complete_moves(strict, w, 400) == complete_moves(loops, s, 400)
    # one move per ending: read move by move under a condition, found in groups without one
    assert list(move_endings(own_e, v, 400).items()) == list(move_endings(E, s, 400).items())


def test_a_stricter_condition_offers_fewer_endings(tmp_path):
    rs, e = overlay(tmp_path, "movement:\n  last_drop: pieces(tile, piece) > 0 and "
                              "pieces(tile) >= 2\n")
    setup = board(("b2", "yy"), ("c2", "y"), ("d2", "yw"), ("b4", "y"))
    s, _ = at_move(E)
    v, _ = at_move(e)
    base = starting(complete_moves(RS, edit(s, setup)), "b2")
    moves = starting(complete_moves(rs, edit(v, setup, e=e)), "b2")
    assert "b2 Ey Ey" in moves and "b2 Sy Sy" in base and "b2 Sy Sy" not in moves
    assert set(moves) < set(base)


@pytest.mark.parametrize("data, code, words", [
    ("movement:\n  adjacency: spiral\n", "R140", "must be one of orthogonal"),
    ("movement:\n  adjacency: graph\n  edges: a1-b1, a1-z9\n", "R141", "a1-z9"),
    ("movement:\n  edges: a1-b1\n", "R141", "for `adjacency: graph`"),
    ("movement:\n  step_back: sometimes\n", "R140", "yes or no"),
    ("movement:\n  pick_up: half\n", "R140", "all, kind"),
    ("movement:\n  last_drop: pieces(tile, colour) > 0\n", "D2", "colour"),
    ("tracks:\n  - id: turn_order\n    op: modify\n    queue: sideways\n", "R140", "front, back"),
    ("tables:\n  - id: suit_table\n    op: modify\n    wild: fakirr\n", "R122", "fakir"),
    ("tables:\n  - id: suit_table\n    op: modify\n    sets: same\n", "R140", "alike"),
])
def test_bad_mechanics_are_located_errors(tmp_path, data, code, words):
    with pytest.raises(RulesetError) as err:
        overlay(tmp_path, data)
    text = str(err.value)
    assert code in text and words in text and "rules.yaml:" in text


def test_a_graph_whose_only_edge_is_bad_is_told_so_once(tmp_path):
    """A graph board whose edges were all refused was also told it needs `edges:`, which it
    has."""
    with pytest.raises(RulesetError) as err:
        overlay(tmp_path, "movement:\n  adjacency: graph\n  edges: a1-a1\n")
    [problem] = err.value.problems
    assert problem.code == "R141" and "not 'a1-a1'" in problem.message


# Bidding -----------------------------------------------------------------------------------------

COSTS = (0, 0, 0, 1, 3)


@pytest.mark.parametrize("queue, offered, spots", [
    ("front", [2, 3, 4], [None, 0, 1, None, None]),
    ("back", [1, 3, 4], [None, 1, 0, None, None]),
])
def test_shared_spots_queue_at_the_front_or_the_back(queue, offered, spots):
    rule = Bidding(COSTS, 0, "gold", True, queue, "last_spot_first")
    track: list = [None] * 5
    take_spot(rule, track, free_spots(rule, track)[0], 0)
    assert free_spots(rule, track) == offered
    take_spot(rule, track, offered[0], 1)
    assert track == spots


def test_play_order_is_read_as_the_track_says():
    class S:
        tracks = {"t": [2, None, 0, 1]}
    for way, expected in (("last_spot_first", (1, 0, 2)), ("first_spot_first", (2, 0, 1))):
        rs = type("Rs", (), {"bidding": {"t": Bidding((0, 0, 1, 2), 0, "gold", True, "front",
                                                      way)}})
        assert order(S, rs, "t") == expected


QUEUE, QUEUE_E = R.load("queue_at_the_back"), Engine(R.load("queue_at_the_back"))


def test_the_back_queue_variant_offers_the_spot_a_latecomer_will_hold():
    for e, second in ((E, "s3"), (QUEUE_E, "s2")):
        s = e.new_game(3, 0)
        early = s.turn["marker"]
        s = e.apply(s, "s3")
        options = [o.id for o in e.decision(s).options]
        assert second in options and ("s3" in options) == (e is E)
        late = s.turn["marker"]
        s = e.apply(s, second)
        spots = s.tracks["turn_order"][1:3]
        assert spots == ([early, late] if e is E else [late, early])


# Sets --------------------------------------------------------------------------------------------

TABLE = (1, 3, 7, 13)


def test_sets_of_a_kind_count_each_type_as_its_own_set():
    assert best_sets([2, 3, 1], 9, TABLE, 0) == table_value(TABLE, 3) * 1 + 3 + 1
    assert best_sets([2, 3, 1], 9, TABLE, 0, alike=True) == 3 + 7 + 1
    assert best_sets([2, 3, 1], 9, TABLE, 1, alike=True) == 3 + 13 + 1


def _to_sell(e, s):
    """Play the acting player's first complete move, then answer modestly until the sale."""
    s = apply_move(e, s, complete_moves(e.rs, s, 1)[0])
    while e.decision(s).kind != "sell":
        d = e.decision(s)
        s = e.apply(s, next((o.id for o in d.options if o.id in ("no", "done", "0")),
                            d.options[0].id))
    return s


ALIKE, ALIKE_E = R.load("sets_of_a_kind"), Engine(R.load("sets_of_a_kind"))


def test_a_set_of_a_kind_takes_only_cards_of_its_first_kind():
    for e, after_fish in ((E, {"+wheat"}), (ALIKE_E, {"+fish"})):
        s, me = at_move(e)
        s = edit(s, lambda b, me=me: give(b, me, "fish", "fish", "wheat"), e=e)
        s = _to_sell(e, s)
        assert {"+fish", "+wheat"} <= {o.id for o in e.decision(s).options}
        s = e.apply(s, "+fish")
        adds = {o.id for o in e.decision(s).options if o.id.startswith("+")}
        assert adds == after_fish


def test_a_wild_card_joins_a_set_when_selling_and_scoring(tmp_path):
    rs, e = overlay(tmp_path, "tables:\n  - id: suit_table\n    op: modify\n    wild: fakir\n")
    s, me = at_move(e)
    s = edit(s, lambda b: give(b, me, "fish", "wheat", "fakir"), e=e)
    base, _ = at_move(E)
    base = edit(base, lambda b: give(b, me, "fish", "wheat", "fakir"))
    assert e.scores(s)[me]["terms"]["merchandise"] == 7  # fish, wheat and a wild fakir
    assert E.scores(base)[me]["terms"]["merchandise"] == 3
    s = _to_sell(e, s)
    s = e.apply(s, "+fish")
    s = e.apply(s, "+fakir")
    options = {o.id for o in e.decision(s).options}
    assert "+fakir" not in options and "+wheat" in options
    s = e.apply(s, "+wheat")
    gold = s.players[me].counters["gold"]
    s = e.apply(s, "sell")
    assert s.players[me].counters["gold"] == gold + 7
    assert "fakir" not in s.players[me].cards


def test_the_mechanics_modules_stay_simple():
    """No function of the movement, track, set or mechanics modules has a cyclomatic
    complexity above 15 (radon's measure)."""
    from radon.complexity import cc_visit
    modules = ("engine/board.py", "engine/walks.py", "engine/sowing.py", "engine/tracks.py",
               "engine/scoring.py", "ruleset/mechanics.py")
    worst = [(b.complexity, f"{m}:{b.name}") for m in modules
             for b in cc_visit((FRAMEWORK / m).read_text(encoding="utf-8"))]
    assert max(worst)[0] <= 15, sorted(worst)[-3:]
    assert ("engine/tracks.py:bid_options" in {n for _, n in worst})


def _path(geo, move: str) -> tuple[str, ...]:
    """A move as the tiles it passes and the letters it drops ('b2', 'c2g', ...)."""
    words = move.split()
    pos, out = geo.index[words[0]], [words[0]]
    for word in words[1:]:
        step = next(d for d in geo.step_to[pos] if word[:-1] == d)
        pos = geo.step_to[pos][step]
        out.append(geo.names[pos] + word[-1])
    return tuple(out)


def test_a_graph_of_the_orthogonal_edges_moves_as_the_grid_does(tmp_path):
    geo = RS.geometry
    edges = ", ".join(f"{geo.names[a]}-{geo.names[b]}" for a in range(geo.size)
                      for b in geo.neighbours[a] if a < b)
    rs, e = overlay(tmp_path, f"movement:\n  adjacency: graph\n  edges: {edges}\n")
    s, _ = at_move(E)
    v, _ = at_move(e)
    grid, graph = complete_moves(RS, s), complete_moves(rs, v)
    assert graph != grid and len(graph) == len(grid) > 10
    assert {_path(rs.geometry, m) for m in graph} == {_path(geo, m) for m in grid}
    assert all(word in vocabulary(rs) for m in graph for word in m.split())
    after = apply_move(e, v, graph[-1])
    assert sum(map(sum, after.cells)) < sum(map(sum, v.cells))  # the move took its colour


# The turn's memory -------------------------------------------------------------------------------


def test_the_base_game_declares_the_turn_memory_it_reads():
    assert dict(RS.turn_memory) == {"final": "move.end", "last": "move.piece",
                                    "moved": "move.done", "picked": "pickup.count",
                                    "can_sow": "move.possible"}


def test_a_memory_name_is_the_rulesets_to_give(tmp_path):
    rs, e = overlay(tmp_path, "memory:\n  - id: taken\n    holds: pickup.count\n"
                              "scoring:\n  - id: bonus\n    points: taken * 2\n")
    assert rs.turn_memory["taken"] == "pickup.count"
    s, _ = at_move(e)
    s.turn["picked"] = 3
    assert e.scores(s)[0]["terms"]["bonus"] == 6


def test_memory_the_ruleset_does_not_declare_cannot_be_read(tmp_path):
    with pytest.raises(RulesetError) as err:
        overlay(tmp_path, "memory:\n  - id: picked\n    op: remove\n")
    assert "picked" in str(err.value) and "D2" in str(err.value)


@pytest.mark.parametrize("data, code", [
    ("memory:\n  - id: landing\n    holds: move.start\n", "R140"),
    ("memory:\n  - id: round\n    holds: move.end\n", "R142"),
])
def test_bad_memory_is_a_located_error(tmp_path, data, code):
    with pytest.raises(RulesetError) as err:
        overlay(tmp_path, data)
    assert code in str(err.value) and "rules.yaml:" in str(err.value)
