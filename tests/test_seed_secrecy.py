"""The opening position does not give the seed away (docs/decisions.md, seeds).

The attack: a seat sees the opening board, tries every seed of a range through the public
derivation `rng.start(seed, players)`, replays the tile shuffle only as far as it agrees with
the board, and confirms a survivor with a full setup. It recovers a seed from a small range,
so it works; a game started without a seed (a random 64-bit one) is out of its reach.
"""

from __future__ import annotations

from itertools import repeat

import pytest
from helpers import RS, E

from naqala.engine import rng
from naqala.game import Game
from naqala.savefile import SAVE_FORMAT

PLAYERS = 4
LAYOUT = [(k, v) for k, info in RS.tile_kinds.items() for v in info["values"]]


def opening(state) -> list[tuple]:
    return list(zip(state.tiles, state.values))


def survives(start: int, seen: list[tuple], depth: int = 4) -> bool:
    """Whether the first `depth` steps of the tile shuffle from `start` agree with `seen`."""
    moved: dict[int, tuple] = {}
    state = start
    for i in range(len(LAYOUT) - 1, len(LAYOUT) - 1 - depth, -1):
        state, j = rng.below(state, i + 1)
        item = moved.get(j, LAYOUT[j])
        moved[j] = moved.get(i, LAYOUT[i])
        if item != seen[i]:
            return False
    return True


def attack(seen: list[tuple], seeds: range, derive) -> list[int]:
    """Every seed in `seeds` whose game (by `derive`) opens on the board `seen`.

    Only what is needed is computed: the first shuffle step must bring the right tile to the
    last space; the few seeds left are checked further, then by a full setup.
    """
    n = len(LAYOUT)
    first = {j for j, item in enumerate(LAYOUT) if item == seen[-1]}
    return [seed for seed, start in zip(seeds, map(derive, seeds, repeat(PLAYERS)))
            if rng.below(start, n)[1] in first and survives(start, seen)
            and opening(E.new_game(PLAYERS, seed)) == seen]


def old_derivation(seed: int, players: int) -> int:
    """How naqala-save/1 started the generator: a linear function of the seed."""
    return (seed * 0x2545F4914F6CDD1D + players) & rng.MASK


def test_the_attack_recovers_a_seed_from_a_small_range():
    seen = opening(E.new_game(PLAYERS, 777))
    assert attack(seen, range(1000), rng.start) == [777]


def test_a_default_seed_is_not_found_among_two_to_the_twenty_seeds():
    game = Game("five_tribes", PLAYERS)
    assert game.seed >= 1 << 20  # fails once in 2**44 runs
    assert attack(opening(game.state), range(1 << 20), rng.start) == []


def test_the_old_linear_attack_no_longer_recovers_a_small_seed():
    seen = opening(E.new_game(PLAYERS, 4321))
    assert attack(seen, range(1 << 16), old_derivation) == []
    assert attack(seen, range(4300, 4400), rng.start) == [4321]


def test_games_without_a_seed_differ_and_save_their_seed():
    a, b = Game("five_tribes", 2), Game("five_tribes", 2)
    assert a.seed != b.seed and opening(a.state) != opening(b.state)
    assert a.save_data()["seed"] == a.seed and a.save_data()["format"] == SAVE_FORMAT


def test_the_adapters_deal_from_64_bit_seeds_as_a_game_without_one_does():
    """PettingZoo and OpenSpiel dealt each game from a 31-bit seed: two thousand million
    of them, which the attack above goes through from the opening in hours on one core,
    and then knows every draw to come."""
    pytest.importorskip("pettingzoo")
    pytest.importorskip("pyspiel")
    import pyspiel

    import naqala.openspiel  # noqa: F401 - registers python_naqala
    from naqala.pettingzoo import env
    e = env(ruleset="five_tribes", players=2)
    seeds = []
    for _ in range(6):
        e.reset()
        seeds.append(e.unwrapped.game.seed)
    game = pyspiel.load_game("python_naqala", {"players": 2, "seed": 7})
    seeds += [game.next_seed() for _ in range(6)]
    assert max(seeds[:6]) >= 1 << 40 and max(seeds[6:]) >= 1 << 40
