"""Built-in bots, registered through the `naqala` entry-point group like any plugin's."""

from __future__ import annotations

import random

from naqala.hookspecs import hookimpl

from . import fitting
from .greedy import GreedyBot
from .mcts import level


class RandomBot:
    """Chooses uniformly among the options of each decision."""

    def __init__(self, seed: int | None = None):
        self.random = random.Random(seed)

    def choose(self, view, decision) -> str:
        ids = decision.ids  # read without making the options
        return ids[0] if len(ids) == 1 else self.random.choice(ids)


@hookimpl
def naqala_bots():
    return {"random": RandomBot, "greedy": GreedyBot, "mcts": level("normal"),
            "mcts-easy": level("easy"), "mcts-hard": level("hard")}


@hookimpl
def naqala_commands():
    return {"fit-bots": ("fit the bots' evaluation to games of greedy bots (writes "
                         "bot_weights.json)", fitting.add_arguments, fitting.run)}
