"""A small deterministic random generator whose whole state is one integer (splitmix64).

A game's generator starts from `start(seed, players)`: a SHA-256 of the seed and the player
count, so the opening position (which a seat sees) does not give the seed away.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable

MASK = (1 << 64) - 1
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


def draws(seed: int, bounds: Iterable[int]) -> tuple[int, list[int]]:
    """(new state, a uniform integer in [0, n) for each n of `bounds`, in order): one
    splitmix64 step a draw, in one loop, since a game's set-up draws some 200 of them
    (the bag's pieces, every shuffle) and a call a draw cost more than the step."""
    values = []
    for n in bounds:
        seed = (seed + 0x9E3779B97F4A7C15) & MASK
        z = ((seed ^ (seed >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        values.append((z ^ (z >> 31)) % n)
    return seed, values
