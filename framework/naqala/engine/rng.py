"""A small deterministic random generator whose whole state is one integer (splitmix64)."""

from __future__ import annotations

MASK = (1 << 64) - 1


def next_int(seed: int) -> tuple[int, int]:
    """Advance the generator: (new state, 64-bit output)."""
    seed = (seed + 0x9E3779B97F4A7C15) & MASK
    z = seed
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return seed, z ^ (z >> 31)


def below(seed: int, n: int) -> tuple[int, int]:
    """(new state, a uniform integer in [0, n))."""
    seed, z = next_int(seed)
    return seed, z % n
