"""What plugins register for playing: bots by name and front ends by name.

The command line (`naqala.cli`, `naqala.play`), the balance lab and front ends look bots and
front ends up here, so none of them imports another to find them.
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import NaqalaError, did_you_mean
from .plugins import registered


def bots() -> dict[str, Callable]:
    """Every bot factory the plugins register, by name."""
    return registered("naqala_bots", "bot")


def bot_names() -> list[str]:
    """The names of every registered bot (public API)."""
    return list(bots())


def bot_factory(name: str) -> Callable:
    """The bot registered under `name` by a plugin."""
    found = bots()
    if name not in found:
        raise NaqalaError(f"no bot '{name}'{did_you_mean(name, found)}; bots: "
                          f"{', '.join(found)}")
    return found[name]


def front_ends() -> dict[str, Callable]:
    """Every front end the plugins register, by name."""
    return registered("naqala_front_ends", "front end")
