"""The hand-written engine that `tools/side_by_side.py` times naqala against (docs/speed.md,
"The hand-written yardstick"): its moves are the naive enumerator's, and its games are games
of the base game."""

from __future__ import annotations

import copy
import os
import random
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from naqala.lab.naive import naive_moves

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import handwritten_engine as hw  # noqa: E402

# The naive enumerator on the hand-written board: a step names the tile it goes to.
RULES = SimpleNamespace(piece_letters="01234", own_drops_count=True)
GEO = SimpleNamespace(steps=[tuple((f"{nb}-", nb) for nb in hw.STEPS[t]) for t in range(hw.TILES)],
                      open_tiles=range(hw.TILES), names=[str(t) for t in range(hw.TILES)])


def looped() -> hw.Game:
    """A board where the only moves end on a tile the move dropped on before: five Viziers
    on one tile and no other Vizier anywhere."""
    game = hw.Game(0)
    game.board = [[0] * 5 for _ in range(hw.TILES)]
    game.board[7] = [5, 0, 0, 0, 0]
    game.board[20] = [0, 3, 1, 0, 0]
    return game


def positions(rounds: int = 5):
    """A looped board, then games after 0 to `rounds` - 1 rounds of random play."""
    yield looped()
    for seed in range(4):
        game = hw.Game(seed)
        for _ in range(rounds):
            yield game
            for p in game.bid():
                game.turn(p)
            game.clean_up()


def drop(word: str) -> tuple[int, int]:
    tile, colour = word.split("-")
    return int(tile), int(colour)


def test_starts_are_the_naive_enumerators():
    for game in positions():
        moves = naive_moves(RULES, GEO, [cell[:] for cell in game.board])
        assert game.starts() == sorted({int(m.split()[0]) for m in moves})


def test_each_drop_offered_is_the_start_of_a_complete_move():
    """Moves played drop by drop offer exactly the next drops of the naive moves that begin
    with the drops played so far, own drops earlier in the move counting."""
    rng = random.Random(7)
    checked = longest = 0
    for game in positions():
        moves = [m.split() for m in naive_moves(RULES, GEO, [cell[:] for cell in game.board])]
        start = max(game.starts(), key=lambda t: sum(game.board[t]))  # the longest move
        played = [str(start)]

        def pick(options: list, played=played) -> tuple[int, int]:
            nonlocal checked
            nexts = {drop(m[len(played)]) for m in moves if m[:len(played)] == played}
            assert sorted(options) == sorted(nexts), played
            checked += 1
            choice = rng.choice(options)
            played.append(f"{choice[0]}-{choice[1]}")
            return choice

        trial = copy.deepcopy(game)  # the game goes on from where it was
        trial.pick = pick
        trial.move(start)
        longest = max(longest, len(played) - 1)
    assert checked > 50 and longest >= 5  # long enough to cross a tile twice


def test_a_loop_can_end_on_its_own_drop():
    assert looped().starts() == [7]


@pytest.mark.parametrize("seed", range(5))
def test_games_end_with_everything_accounted_for(seed):
    game = hw.Game(seed)
    assert game.play() > 100
    pieces = [0] * 5
    for cell in [*game.board, game.bag]:
        pieces = [a + b for a, b in zip(pieces, cell)]
    held = sum(p.viziers + p.elders for p in game.players)
    assert sum(pieces) + held == sum(hw.MEEPLES)
    for p, player in enumerate(game.players):
        assert player.camels + game.owner.count(p) == hw.CAMELS
    assert not game.starts() or any(not p.camels for p in game.players)
    assert len(game.scores()) == 4


def test_suits_score_the_widest_first():
    assert hw.suits_value([0] * 9) == 0
    assert hw.suits_value([1] * 9) == 60
    assert hw.suits_value([2, 1, 0, 0, 0, 0, 0, 0, 0]) == 3 + 1


def side_by_side(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "side_by_side.py"), *args],
                          capture_output=True, text=True,
                          env=None if env is None else {**os.environ, **env})


def test_side_by_side_prints_the_ratio():
    out = side_by_side("--games", "2", "--tries", "1")
    assert out.returncode == 0
    lines = out.stdout.splitlines()
    assert lines[0].startswith("naqala: ") and lines[1].startswith("hand-written engine: ")
    assert lines[2].startswith("ratio: naqala plays at ")


def test_side_by_side_counts_what_no_load_moves():
    """`--count` traces both engines: the same figures in every run, whatever the hash
    seed, and naqala's a decision above the hand-written engine's."""
    runs = [side_by_side("--games", "1", "--count", env={"PYTHONHASHSEED": seed})
            for seed in ("1", "2")]
    assert [r.returncode for r in runs] == [0, 0]
    assert runs[0].stdout == runs[1].stdout
    ours, hand, ratio = runs[0].stdout.splitlines()
    figures = [[float(w) for w in line.replace(",", "").split() if w[0].isdigit()]
               for line in (ours, hand)]
    assert ours.startswith("naqala: ") and hand.startswith("hand-written engine: ")
    assert figures[0][0] > figures[1][0] > 0 and figures[0][1] > figures[1][1] > 0
    assert ratio.startswith("ratio: naqala runs ")


def test_side_by_side_refuses_a_bad_count():
    out = side_by_side("--games", "0")
    assert out.returncode == 2 and "--games: expected 1 to 100000, got 0" in out.stderr
    assert "Traceback" not in out.stderr
