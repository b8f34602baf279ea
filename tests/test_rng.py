"""The game's random numbers: draws made together give what draws made one by one give
(docs/decisions.md, "The generator is splitmix64...")."""

import random

import pytest

from naqala.engine import rng


def one_by_one(seed: int, bounds: list[int]) -> tuple[int, list[int]]:
    values = []
    for n in bounds:
        seed, value = rng.below(seed, n)
        values.append(value)
    return seed, values


@pytest.mark.parametrize("count", [0, 1, 2, 3, 4, 29, 90, 300])
def test_draws_made_together_are_the_draws_made_one_by_one(count):
    pick = random.Random(count)
    for _ in range(50):
        seed = pick.getrandbits(64)
        bounds = [pick.choice([1, 2, 7, 96, 2**32 + 5, 2**70]) for _ in range(count)]
        assert rng.draws(seed, bounds) == one_by_one(seed, bounds)


def test_a_state_near_the_top_of_its_64_bits_wraps_as_one_by_one():
    seed = (1 << 64) - 3
    assert rng.draws(seed, range(40, 0, -1)) == one_by_one(seed, list(range(40, 0, -1)))
