"""Board layouts as data (framework/naqala/engine/layout.py): regions dealt first, fixed walls
on tile edges, turned tiles, and dealing again when a tile is walled in. Without layout data
the board is dealt with exactly the draws naqala always made, so recorded games replay.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import RULESETS

import naqala.ruleset as R
from naqala.engine import zones
from naqala.engine.board import Geometry, connected
from naqala.engine.context import Ctx
from naqala.engine.decisions import Choices
from naqala.engine.engine import Engine, random_walls
from naqala.engine.layout import _place, deal, turned
from naqala.errors import NaqalaError, RulesetError


def _ctx(rs, start: int):
    engine = Engine(rs)
    s = engine.new_game(min(rs.players), 0).copy()
    s.rng = start
    return Ctx(engine, s, 0, Choices(()))


def _free_deal(ctx, rs):
    """How boards were dealt before layout data existed: one shuffle, then random walls."""
    layout = [(k, v) for k, info in rs.tile_kinds.items() for v in info["values"]]
    zones.shuffle(ctx, layout)
    tiles = tuple(k for k, _ in layout)
    blocked = tuple(t for t, k in enumerate(tiles) if rs.tile_kinds[k]["blocked"])
    return tiles, tuple(v for _, v in layout), (blocked, random_walls(ctx, rs, blocked))


@pytest.mark.parametrize("name", ["five_tribes", "short_game", "strict_loops", "open_gold",
                                  "rotating_order", "whims_of_the_sultan", "thieves_of_naqala"])
def test_without_layout_data_the_deal_draws_as_it_always_did(name):
    """Recorded games replay: same tiles, values, layout and generator state after setup."""
    rs = R.load(name)
    for start in (1, 99, 12345, 2**40 + 7):
        old, new = _ctx(rs, start), _ctx(rs, start)
        assert deal(new, rs, random_walls) == _free_deal(old, rs)
        assert new.state.rng == old.state.rng


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_base_game_opening_is_unchanged_for_several_seeds(monkeypatch, players):
    """new_game deals five_tribes exactly as the free shuffle did, seed by seed, from
    whatever generator state it starts from."""
    import naqala.engine.engine as engine_module
    rs = R.load("five_tribes")
    starts = []

    def spy(ctx, ruleset, walls):
        starts.append(ctx.state.rng)
        return deal(ctx, ruleset, walls)
    monkeypatch.setattr(engine_module, "deal", spy)
    for seed in range(5):
        s = Engine(rs).new_game(players, seed)
        base = s.pending["base"] if s.pending else s
        old = _ctx(rs, starts[-1])
        assert (base.tiles, base.values, base.layout) == _free_deal(old, rs)


def test_random_walls_alone_draw_as_before():
    """A ruleset with random walls and no other layout data (a one-off overlay)."""
    rs = R.load("five_tribes")
    old, new = _ctx(rs, 77), _ctx(rs, 77)
    fake = type("RS", (), {})()
    for attr in ("tile_kinds", "columns", "rows", "regions", "tile_edges", "turn_tiles", "id",
                 "geometry"):
        setattr(fake, attr, getattr(rs, attr))
    fake.walls = 5
    assert deal(new, fake, random_walls) == _free_deal(old, fake)
    assert new.state.rng == old.state.rng


def overlay(tmp_path: Path, board: str, tiles: str = "") -> object:
    folder = tmp_path / "laid_out"
    folder.mkdir()
    (folder / "manifest.yaml").write_text("id: laid_out\nversion: 1.0.0\nextends: five_tribes\n")
    (folder / "board.yaml").write_text(board + tiles)
    return R.load(str(folder), folders=[RULESETS, tmp_path])


REGION = """board:
  regions:
    - area: b2:e4
      kinds: village, large_market
      others: 3
"""


def test_a_region_holds_its_kinds_plus_random_others(tmp_path):
    """Fixed regions: every tile of the kinds listed, plus N random others, fill the area."""
    rs = overlay(tmp_path, REGION)
    e = Engine(rs)
    area = {rs.geometry.index[n] for n in ("b2", "c2", "d2", "e2", "b3", "c3", "d3", "e3",
                                             "b4", "c4", "d4", "e4")}
    seen = set()
    for seed in range(6):
        s = e.new_game(3, seed)
        inside = [s.tiles[t] for t in sorted(area)]
        assert sorted(k for k in inside if k in ("village", "large_market")) == \
            ["large_market"] * 4 + ["village"] * 5
        assert all(s.tiles[t] not in ("village", "large_market") for t in set(range(30)) - area)
        assert sorted(s.values) == sorted(v for i in rs.tile_kinds.values() for v in i["values"])
        seen.add(tuple(inside))
    assert len(seen) == 6  # the region is shuffled too


EDGES = """tiles:
  - id: village
    op: modify
    values: 1, 2, 3, 4, 5
    edges: N, N, S, S, E
"""


def test_fixed_edges_wall_a_tile_as_it_faces(tmp_path):
    """Fixed edges for mountains, relative to a tile's orientation (upright by default)."""
    rs = overlay(tmp_path, "", EDGES)
    e = Engine(rs)
    for seed in range(5):
        s = e.new_game(3, seed)
        walls = set(s.layout[1])
        villages = [t for t, k in enumerate(s.tiles) if k == "village"]
        expected = set()
        for t in villages:
            d = rs.tile_edges["village"][s.values[t] - 1]  # copy i has value i + 1
            n = t + {"N": -6, "S": 6, "E": 1}[d]
            if (d != "E" or t % 6 != 5) and 0 <= n < 30:
                expected.add((min(t, n), max(t, n)))
        assert walls == expected
        assert connected(Geometry(6, 5, frozenset(), frozenset(walls)))


def test_turned_tiles_face_a_random_way(tmp_path):
    """Tile orientation: with turn_tiles, each tile with edges faces a random way."""
    assert turned("NW", 1) == "EN" and turned("SE", 2) == "NW" and turned("N", 0) == "N"
    rs = overlay(tmp_path, "board:\n  turn_tiles: yes\n", EDGES.replace("N, N, S, S, E",
                                                                      "N, N, N, N, N"))
    sides = set()
    for seed in range(6):
        s = Engine(rs).new_game(3, seed)
        for t, k in enumerate(s.tiles):
            if k == "village":
                sides |= {n - t for a, b in s.layout[1] if t in (a, b)
                          for n in (a, b) if n != t}
    assert sides == {-6, 6, -1, 1}


def test_a_layout_that_walls_a_tile_in_is_dealt_again(tmp_path):
    """Re-dealing: a Large Market walls its east and south edges; in the top-left corner it
    would be cut off, so that deal is thrown away."""
    rs = overlay(tmp_path, "", "tiles:\n  - id: large_market\n    op: modify\n"
                               "    edges: ES, ES, ES, ES\n")
    redealt = 0
    for start in range(1, 400, 7):
        first = _place(_ctx(rs, start), rs)
        ctx = _ctx(rs, start)
        tiles, values, layout = deal(ctx, rs, random_walls)
        assert connected(Geometry(6, 5, frozenset(layout[0]), frozenset(layout[1])))
        assert tiles[0] != "large_market"  # there it would always be cut off
        redealt += first[0][0] == "large_market"
    assert redealt > 0


def test_a_tile_walled_in_everywhere_is_a_clear_error(tmp_path):
    rs = overlay(tmp_path, "", "tiles:\n  - id: large_market\n    op: modify\n"
                               "    edges: NESW, N, N, N\n")
    with pytest.raises(NaqalaError, match="no layout out of 200 deals"):
        Engine(rs).new_game(3, 1)


@pytest.mark.parametrize("board, tiles, message", [
    ("board:\n  regions:\n    - area: b2-e4\n      kinds: village\n", "", "two tile names"),
    ("board:\n  regions:\n    - area: b2:e4\n      kinds: vilage\n", "", "did you mean"),
    ("board:\n  regions:\n    - area: b2:c2\n      kinds: village\n", "", "has 2 spaces"),
    ("", "tiles:\n  - id: village\n    op: modify\n    edges: N, X, N, N, N\n", "per copy"),
    ("", "tiles:\n  - id: village\n    op: modify\n    edges: N\n", "per copy"),
])
def test_bad_layout_data_is_a_located_problem(tmp_path, board, tiles, message):
    with pytest.raises(RulesetError) as err:
        overlay(tmp_path, board, tiles)
    assert message in str(err.value) and "R125" in str(err.value)


@pytest.mark.parametrize("seed", range(6))
def test_random_walls_keep_the_board_connected(tmp_path, seed):
    """`board: walls: N`: N random walls between adjacent open tiles, every tile reachable."""
    rs = overlay(tmp_path, "board:\n  walls: 6\n")
    s = Engine(rs).new_game(3, seed)
    blocked, walls = s.layout
    assert len(walls) == 6
    assert connected(Geometry(6, 5, frozenset(blocked), frozenset(walls)))
    assert all(b in rs.geometry.neighbours[a] for a, b in walls)


def test_random_walls_stop_where_more_would_cut_the_board():
    from types import SimpleNamespace
    ctx = _ctx(R.load("five_tribes"), 5)
    board = SimpleNamespace(columns=3, rows=3, walls=30, geometry=Geometry(3, 3))
    walls = random_walls(ctx, board, ())
    assert len(walls) == 12 - 8  # 12 edges; a spanning tree of 9 tiles keeps 8
    assert connected(Geometry(3, 3, frozenset(), frozenset(walls)))
    walls = random_walls(ctx, board, (4,))
    assert len(walls) == 8 - 7  # the centre blocked: a ring of 8 tiles and 8 edges
    assert all(4 not in w for w in walls)


def test_a_region_never_takes_the_tiles_another_region_keeps(tmp_path):
    rs = overlay(tmp_path, """board:
  regions:
    - area: a1:f1
      kinds: village
      others: 1
    - area: a5:f5
      kinds: oasis
""")
    for seed in range(10):
        s = Engine(rs).new_game(3, seed)
        first, last = s.tiles[:6], s.tiles[24:]
        assert first.count("village") == 5 and "oasis" not in first
        assert last == ("oasis",) * 6


def test_the_layouts_of_many_games_do_not_pile_up(monkeypatch):
    """Each dealt layout has a geometry of its own (steps, cached walks); a study of
    thousands of games keeps only the most recent few alive, not one per game."""
    import gc

    from naqala.engine import board
    from naqala.engine.move_listing import complete_moves

    monkeypatch.setattr(board, "LAYOUTS_KEPT", 4)
    rs = R.load("artisans_of_naqala", folders=[RULESETS])
    engine = Engine(rs)
    for seed in range(30):
        state = engine.new_game(2, seed)
        board.geometry_of(rs, state).near(0)
        board.geometry_of(rs, state).within(0, 2)
        complete_moves(rs, state, 10)
    gc.collect()
    live = [o for o in gc.get_objects() if isinstance(o, Geometry)]
    assert len({(g.blocked, g.walls) for g in live}) < 10, len(live)
