"""naqala as a PettingZoo AEC environment: `naqala.pettingzoo.env(ruleset=..., players=...)`.

Agents `player_0`, `player_1`... take turns as the game asks (a seat may choose several
times in a row). Actions are `Discrete` numbers of the ruleset's vocabulary; an observation
is PettingZoo's classic-game dict: `observation`, the seat's view as a `Box` of
`naqala.features`, and `action_mask`, its legal actions (docs/ai.md). At the end the winners
share a reward of 1. `render_mode="ansi"` renders what the seat to move has seen since the
last render, its question and its options, in words.

Needs the `pettingzoo` extra: `pip install naqala[pettingzoo]`.
"""

from __future__ import annotations

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .errors import NaqalaError, quoted, whole
from .features import Features
from .game import Game, engine_for
from .ruleset import compiled
from .ruleset.compile import Ruleset
from .text import Text
from .text.render import label, prompt, sentence
from .vocabulary import vocabulary


def env(**kwargs) -> AECEnv:
    """The environment, wrapped so that calls out of order are refused."""
    return wrappers.OrderEnforcingWrapper(NaqalaEnv(**kwargs))


class NaqalaEnv(AECEnv):
    """One ruleset at one player count; `reset(seed)` deals a new game."""

    metadata = {"render_modes": ["ansi"], "name": "naqala_v0", "is_parallelizable": False}

    def __init__(self, ruleset: str | Ruleset = "five_tribes", players: int = 2,
                 render_mode: str | None = None, lang: str = "en"):
        super().__init__()
        self.rs = compiled(ruleset, "an environment is")
        players = engine_for(self.rs).player_count(players)
        if render_mode not in (None, "ansi"):
            raise NaqalaError(f"render_mode {quoted(render_mode)} is not offered (only 'ansi')")
        self.players, self.render_mode = players, render_mode
        self.vocab, self.features, self.text = vocabulary(self.rs), Features(self.rs), \
            Text(self.rs, lang)
        self.possible_agents = [f"player_{p}" for p in range(players)]
        self.action_spaces = {a: spaces.Discrete(len(self.vocab)) for a in self.possible_agents}
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(0.0, np.inf, (self.features.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (len(self.vocab),), np.int8)})
            for a in self.possible_agents}
        self.game: Game | None = None
        self._seeds = random.Random()

    def observation_space(self, agent):
        return self.observation_spaces[self._agent(agent)]

    def action_space(self, agent):
        return self.action_spaces[self._agent(agent)]

    def _agent(self, agent) -> str:
        """`agent` when it is one of the game's; a NaqalaError naming them otherwise."""
        if agent not in self.possible_agents:
            raise NaqalaError(f"{quoted(agent)} is not an agent of this game: "
                              f"{', '.join(self.possible_agents)}")
        return agent

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:  # NumPy integers too, as Gymnasium's callers pass them
            self._seeds.seed(whole(seed, "a seed"))
        self.game = Game(self.rs, self.players, self._seeds.getrandbits(64))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._rendered = 0
        self.agent_selection = self.possible_agents[self.game.decision.player]

    def observe(self, agent: str) -> dict:
        view = self.game.view(self.possible_agents.index(self._agent(agent)))
        return {"observation": self.features.encode(view), "action_mask": self.features.mask(view)}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(self.vocab.option(whole(action, "an action")))
        if self.game.over:
            winners = self.game.winners()
            for p, a in enumerate(self.possible_agents):
                self.rewards[a] = 1.0 / len(winners) if p in winners else 0.0
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[self.game.decision.player]
        self._accumulate_rewards()

    def render(self) -> str | None:
        """What the seat to move has seen since the last render, its question and options."""
        if self.render_mode is None or self.game is None:
            return None
        decision = self.game.decision
        seat = decision.player if decision else None
        lines = [sentence(self.text, e) for e in self.game.events(self._rendered, seat)]
        self._rendered = len(self.game.log)
        if decision is None:
            lines.append(self.text.join([f"{self.text('ui-player', n=p + 1)}: {row['total']}"
                                         for p, row in enumerate(self.game.scores())]))
        else:
            lines.append(f"{self.text('ui-player', n=seat + 1)}: {prompt(self.text, decision)}")
            lines.extend(f"  {self.vocab.action(o.id)}: {label(self.text, o)}"
                         for o in decision.options)
        return "\n".join(lines)

    def close(self) -> None:
        pass
