"""A small deterministic random generator whose whole state is one integer (splitmix64).

A game's generator starts from `start(seed, players)`: a SHA-256 of the seed and the player
count, so the opening position (which a seat sees) does not give the seed away.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import repeat
from operator import mod
from struct import Struct

MASK = (1 << 64) - 1
GAMMA, MIX1, MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
PACKED_FROM = 3  # draws made at once from this many: fewer are cheaper one by one
_sha256 = hashlib.sha256


def start(seed: int, players: int) -> int:
    """The generator's first state for a game: a strong mix of the seed and player count."""
    return int.from_bytes(_sha256(b"naqala:%d:%d" % (seed, players)).digest()[:8], "big")


def random_seed() -> int:
    """A fresh 64-bit seed for a game started without one."""
    return secrets.randbits(64)


def below(seed: int, n: int) -> tuple[int, int]:
    """(new state, a uniform integer in [0, n)): one splitmix64 step (`draws`)."""
    seed, (value,) = draws(seed, (n,))
    return seed, value


def draws(seed: int, bounds: Sequence[int]) -> tuple[int, list[int]]:
    """(new state, a uniform integer in [0, n) for each n of `bounds`, in order): one
    splitmix64 step a draw. A game's set-up draws some 200 of them (the bag's pieces, every
    shuffle), so three or more are made at once (`_packed`)."""
    if len(bounds) >= PACKED_FROM:
        return _packed(seed, bounds)
    values = []
    for n in bounds:
        seed = (seed + GAMMA) & MASK
        z = ((seed ^ (seed >> 30)) * MIX1) & MASK
        z = ((z ^ (z >> 27)) * MIX2) & MASK
        values.append((z ^ (z >> 31)) % n)
    return seed, values


def _packed(seed: int, bounds: Sequence[int]) -> tuple[int, list[int]]:
    """`draws`, every step at once: each operation of 64-bit integers costs Python some 400
    instructions whatever its size, so the k states are packed into one integer, 128 bits
    a state (a product of two 64-bit numbers fits), and mixed by the same operations on it;
    each state's lane is masked to 64 bits wherever the step takes a value modulo 2^64, and
    after each shift, whose bits from the lane above would reach the next product. For 90
    draws, some 1,800 instructions a draw against 5,000 one by one; the same numbers."""
    k = len(bounds)
    ones, steps, low, unpack = _lanes(k)
    z = (seed * ones + steps) & low  # state i: seed + (i + 1) * GAMMA, modulo 2^64
    z = ((z ^ z >> 30) & low) * MIX1 & low
    z = ((z ^ z >> 27) & low) * MIX2 & low
    words = unpack((z ^ z >> 31).to_bytes(16 * k, "little"))  # each lane's low 64 bits
    return (seed + k * GAMMA) & MASK, list(map(mod, words, bounds))


@lru_cache(maxsize=256)  # a game's shuffles and bag draws come in a few sizes
def _lanes(k: int) -> tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]:
    """For k states packed 128 bits apart: a 1 in each lane, each lane's step
    ((i + 1) * GAMMA modulo 2^64), each lane's low 64 bits set, and the reader of those
    bits from the packed integer's little-endian bytes. (Packed by the reader's `Struct`,
    as are 1, 2, ... k, whose product by GAMMA is every step at once: one integer a
    lane cost as much as a draw.)"""
    lanes = Struct("<" + "Q8x" * k)
    ones = int.from_bytes(lanes.pack(*repeat(1, k)), "little")
    low = MASK * ones
    steps = GAMMA * int.from_bytes(lanes.pack(*range(1, k + 1)), "little") & low
    return ones, steps, low, lanes.unpack
