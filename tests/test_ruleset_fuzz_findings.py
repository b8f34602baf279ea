"""Ruleset data found by mutating the shipped rulesets (numbers set to 0, -1 or huge, keys
deleted, entries doubled): each is refused with one located problem when the ruleset is
checked, or played quickly, never a traceback or a hang (docs/decisions.md, hardening).
"""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest
from helpers import RULESETS, overlay_folder

import naqala.ruleset as R
from naqala.engine.board import Geometry, connected
from naqala.engine.context import Ctx
from naqala.engine.decisions import Choices
from naqala.engine.engine import Engine, random_walls
from naqala.engine.zones import shuffle
from naqala.errors import RulesetError


def _ctx(seed: int) -> Ctx:
    """A context whose random draws start from generator state `seed`."""
    engine = Engine(R.load("five_tribes", folders=[RULESETS]))
    s = engine.new_game(3, 0).copy()
    s.rng = seed
    return Ctx(engine, s, 0, Choices(()))


def _walls_by_trial(ctx: Ctx, board, blocked: tuple) -> tuple:
    """Random walls as naqala placed them before: each shuffled edge in turn becomes a wall
    if the board stays connected (one new geometry per edge tried)."""
    grid = Geometry(board.columns, board.rows, frozenset(blocked))
    edges = sorted({(min(t, n), max(t, n)) for t in range(grid.size) if t not in blocked
                    for n in grid.neighbours[t]})
    shuffle(ctx, edges)
    walls: list = []
    for edge in edges:
        if len(walls) == board.walls:
            break
        trial = Geometry(board.columns, board.rows, frozenset(blocked),
                         frozenset([*walls, edge]))
        if connected(trial):
            walls.append(edge)
    return tuple(sorted(walls))


@pytest.mark.parametrize("columns, rows, walls, blocked", [
    (6, 5, 6, ()), (6, 5, 40, ()), (3, 3, 30, (4,)), (7, 4, 9, (0, 8, 9, 17)),
    (5, 5, 12, (2, 7, 12, 17, 22)),  # a blocked column cuts the board: no wall at all
    (1, 8, 3, ()), (9, 9, 50, (10, 11, 12, 40))])
def test_random_walls_are_the_walls_trying_each_edge_gave(columns, rows, walls, blocked):
    """Walls are placed in one pass, and the same seed still gives the same walls."""
    board = SimpleNamespace(columns=columns, rows=rows, walls=walls,
                            geometry=Geometry(columns, rows))
    for seed in range(1, 40, 3):
        old, new = _ctx(seed), _ctx(seed)
        assert random_walls(new, board, blocked) == _walls_by_trial(old, board, blocked)
        assert new.state.rng == old.state.rng


def test_many_random_walls_on_a_big_board_take_no_time():
    """64 x 64 tiles with 1000 random walls took 30 to 80 seconds to place: now a blink."""
    board = SimpleNamespace(columns=64, rows=64, walls=1000, geometry=Geometry(64, 64))
    start = time.perf_counter()
    walls = random_walls(_ctx(5), board, ())
    assert time.perf_counter() - start < 5
    assert len(walls) == 1000
    assert connected(Geometry(64, 64, frozenset(), frozenset(walls)))


def _one_problem(tmp_path, name: str, files: dict[str, str]) -> str:
    """The one problem that loading a ruleset `name` (these files over five_tribes) reports,
    with its folder's path cut to the ruleset's name."""
    folder = overlay_folder(tmp_path, name, files)
    with pytest.raises(RulesetError) as err:
        R.load(folder, folders=[RULESETS])
    problems = err.value.problems
    assert len(problems) == 1, str(err.value)
    return str(problems[0]).replace(str(tmp_path) + "/", "")


def _modify(section: str, key: str, **fields) -> str:
    """A data file that changes some fields of one entry (`op: modify`)."""
    head = "count" if section == "players" else "id"
    return f"{section}:\n  - {head}: {key}\n    op: modify\n" + "".join(
        f"    {field}: {value}\n" for field, value in fields.items())


def _regions(*regions: tuple[str, str, int]) -> str:
    """A `board: regions:` file of (area, kinds, others) entries."""
    return "board:\n  regions:\n" + "".join(
        f"    - area: {area}\n      kinds: {kinds}\n      others: {others}\n"
        for area, kinds, others in regions)


# (name, files, the one problem reported): data that crashed, hung or passed unnoticed.
REFUSED = [
    ("no_players", {"c.yaml": "players:\n  - count: 0\n    markers: 1\n"},
     "no_players/c.yaml:2:12: R107 wrong type: expecting a whole number from 1 to 64, got '0'"),
    ("too_many_players", {"c.yaml": "players:\n  - count: 65\n    markers: 1\n"},
     "too_many_players/c.yaml:2:12: R107 wrong type: expecting a whole number from 1 to 64, "
     "got '65'"),
    ("a_card_counted_by_the_million", {"c.yaml": _modify("cards", "fish", count=10_000_000)},
     "a_card_counted_by_the_million/c.yaml:4:12: R121 count 10000000 in cards 'fish' is more "
     "than the 1000 it may be"),
    ("a_row_of_a_million", {"c.yaml": _modify("decks", "resources", row=1_000_000)},
     "a_row_of_a_million/c.yaml:4:10: R121 row 1000000 in decks 'resources' is more than the "
     "1000 it may be"),
    ("ten_million_pieces_per_tile",
     {"c.yaml": "board:\n  setup_pieces: 10000000\n" + _modify("pieces", "vizier",
                                                             count=10_000_000)},
     "ten_million_pieces_per_tile/c.yaml:2:17: R130 setting up a game would draw 10000150 "
     "things (10000074 pieces onto the board, 76 cards shuffled), more than the 100000 a "
     "setup may draw"),
    ("a_hundred_and_eighty_thousand_cards",
     {"c.yaml": "deck: resources\ncards:\n" + "".join(
         f"  - id: c{i}\n    count: {800 + i}\n" for i in range(200))},
     "a_hundred_and_eighty_thousand_cards/c.yaml:402:12: R130 setting up a game would draw "
     "180066 things (90 pieces onto the board, 179976 cards shuffled), more than the 100000 a "
     "setup may draw"),
    ("negative_setup_pieces", {"c.yaml": "board:\n  setup_pieces: -1\n"},
     "negative_setup_pieces/c.yaml:2:17: R124 board.setup_pieces needs a whole number, 0 or "
     "more, not -1"),
    ("negative_walls", {"c.yaml": "board:\n  walls: -1\n"},
     "negative_walls/c.yaml:2:10: R124 board.walls needs a whole number, 0 or more, not -1"),
    ("negative_others", {"b.yaml": _regions(("b2:c2", "oasis", -4))},
     "negative_others/b.yaml:5:15: R125 others of region b2:c2 is -4: it must be 0 or more"),
    ("a_kind_in_two_regions",
     {"b.yaml": _regions(("a1:b3", "village", 1), ("d1:e3", "village", 1))},
     "a_kind_in_two_regions/b.yaml:7:14: R125 tile 'village' is in two regions, a1:b3 and "
     "d1:e3: a region holds every tile of its kinds, so a kind belongs to one"),
    ("a_kind_twice_in_a_region", {"b.yaml": _regions(("a1:b3", "village, village", 1))},
     "a_kind_twice_in_a_region/b.yaml:4:14: R125 tile 'village' is listed twice in the kinds "
     "of region a1:b3"),
]


@pytest.mark.parametrize("name, files, says", REFUSED, ids=[c[0] for c in REFUSED])
def test_bad_data_is_refused_in_one_located_line(tmp_path, name, files, says):
    assert _one_problem(tmp_path, name, files) == says


def test_a_file_too_long_to_read_in_good_time_is_refused_where_it_passes_the_limit(tmp_path):
    """One line of 200,000 values took seconds to read (and 10 million, minutes)."""
    values = ", ".join(["8"] * 200_000)
    says = _one_problem(tmp_path, "one_long_line", {"c.yaml": _modify("tiles", "oasis",
                                                                       values=values)})
    assert says == ("one_long_line/c.yaml:4:399965: R102 unreadable file: 600047 characters, "
                    "more than the 400000 a ruleset file may have (a longer one takes many "
                    "seconds to read); split it into several files")


def test_claims_without_an_owner_counter_are_refused_where_written(tmp_path):
    """A ruleset that names no `board: owner_counter` cannot claim, usurp or levy tiles:
    each such verb is D229 where written (play stopped with 'KeyError: None')."""
    import shutil
    folder = shutil.copytree(RULESETS / "five_tribes", tmp_path / "five_tribes")
    components = folder / "components.yaml"
    components.write_text("".join(line for line in components.read_text().splitlines(True)
                                  if "owner_counter:" not in line))
    with pytest.raises(RulesetError) as err:
        R.load(folder, folders=[tmp_path])
    problems = err.value.problems
    assert {p.code for p in problems} == {"D229"}
    lines = (folder / "turn.yaml").read_text().splitlines()
    [row] = [i for i, line in enumerate(lines, 1) if "{ claim final }" in line]
    assert any(p.file.endswith("turn.yaml") and p.line == row and
               lines[row - 1][p.col - 1:].startswith("claim final") for p in problems)
    assert "'claim' moves owner markers" in problems[0].message


def test_points_beyond_any_game_stop_the_score_naming_the_term(tmp_path):
    """A scoring term of 31 factors of 999999999999 gave a score of 372 digits (and with
    more, one Python cannot print): points are bounded as counters are, the fault naming
    the ruleset and the term."""
    from helpers import extending

    from naqala.engine.budget import EffectFault
    huge = " * ".join(["999999999999"] * 31)
    _rs, engine = extending(tmp_path, "huge_points", {"s.yaml": (
        f"scoring:\n  - id: weird\n    points: {huge}\n"
        "end_when: count(players where gold >= 0) > 0\n")})
    state = engine.new_game(2, 1)
    while (decision := engine.decision(state)) is not None:
        state = engine.apply(state, decision.options[0].id)
    with pytest.raises(EffectFault) as err:
        engine.scores(state)
    assert str(err.value).startswith("ruleset 'huge_points', scoring 'weird': points would "
                                     "be 999999999969000")
    assert str(err.value).endswith("but a game holds numbers from -1,000,000 to 1,000,000; "
                                   "a runaway number?")
