"""naqala as an OpenSpiel game: importing this module registers `python_naqala`.

`pyspiel.load_game("python_naqala", {"ruleset": "five_tribes", "players": 3})` is a
sequential, imperfect-information game whose actions are the ruleset's vocabulary
(`naqala.vocabulary`) and whose observations are `naqala.features` (docs/ai.md).

Chance is sampled, not explicit: every shuffle and draw uses the random generator that lives
in the naqala state, so a state has no chance nodes and two clones that take the same
actions see the same draws. What a player cannot see is re-dealt by
`resample_from_infostate` (naqala's `determinise`), which is what information-set search
needs. A clone shares the naqala `State` (states are plain data and `Engine.apply` returns
a new one), so cloning copies a few references. States and games pickle, and states go
through OpenSpiel's `serialize` and `deserialize_state`.

Needs the `openspiel` extra: `pip install naqala[openspiel]`.
"""

from __future__ import annotations

import copy
import random
from numbers import Real

import numpy as np
import pyspiel

from .engine.determinise import determinise
from .engine.observation import observation, seat_of
from .errors import NaqalaError, quoted, whole
from .features import Features, view_string
from .game import engine_for, final_scores
from .ruleset import load as load_ruleset
from .vocabulary import vocabulary

NAME = "python_naqala"
# A bound on the choices of one game, for OpenSpiel's game info: random games of the shipped
# rulesets make well under a thousand (docs/ai.md).
MAX_GAME_LENGTH = 5000

GAME_TYPE = pyspiel.GameType(
    short_name=NAME,
    long_name="naqala ruleset",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.CONSTANT_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=8,  # the ruleset says which counts it allows
    min_num_players=1,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"ruleset": "five_tribes", "players": 2, "seed": 0})


class NaqalaGame(pyspiel.Game):
    """One ruleset at one player count. Each new initial state is a new deal, its seed drawn
    from the game's `seed` parameter."""

    def __init__(self, params=None):
        params = {**GAME_TYPE.parameter_specification, **(params or {})}
        self.rs = load_ruleset(params["ruleset"])
        self.engine, self.vocab, self.features = engine_for(self.rs), vocabulary(self.rs), \
            Features(self.rs)
        self.players = players = self.engine.player_count(params["players"])
        self._seed = whole(params["seed"], "a seed")
        self._seeds, self._first = random.Random(self._seed), None
        super().__init__(GAME_TYPE, pyspiel.GameInfo(
            num_distinct_actions=len(self.vocab), max_chance_outcomes=0,
            num_players=players, min_utility=0.0, max_utility=1.0, utility_sum=1.0,
            max_game_length=MAX_GAME_LENGTH), params)

    def __deepcopy__(self, memo):  # a game never changes: states share it
        return self

    def __reduce__(self):  # pyspiel's own pickle asks for a random state it cannot have
        return _game_from, (self.get_parameters(), self._seeds.getstate())

    def next_seed(self) -> int:
        """The seed of the next deal."""
        return self._seeds.getrandbits(64)

    def first_deal(self) -> _Shared:
        """The deal of the game's own seed, made once: what a state shows when it is
        observed before anyone asked whose turn it is (OpenSpiel does that to learn the
        tensor shape)."""
        if self._first is None:
            state = self.engine.new_game(self.players, self._seed)
            self._first = _Shared(state, _logged(None, state.events))
        return self._first

    def new_initial_state(self, *_):
        return NaqalaState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of a kind of observation: a seat's own (private information of a
        single player, the default) or the public one (none), with or without recall; it
        takes no parameters."""
        if params:
            raise NaqalaError(f"naqala's observers take no parameters, not {quoted(params)}")
        if iig_obs_type is None:
            return NaqalaObserver(self, False, True)
        kind = iig_obs_type.private_info
        if kind == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise NaqalaError("naqala observes one seat's private information or none "
                              "(a view is one seat's), not every player's")
        return NaqalaObserver(self, iig_obs_type.perfect_recall,
                              kind == pyspiel.PrivateInfoType.SINGLE_PLAYER)


def _game_from(params: dict, seeds: tuple) -> NaqalaGame:
    """A pickled game: its parameters, and where its deals' seeds had got to."""
    game = pyspiel.load_game(NAME, params)
    game._seeds.setstate(seeds)
    return game


class _Deal:
    """The seed of a state's deal, drawn from its game when first needed and shared by its
    clones: OpenSpiel's clone begins with a new initial state, which must draw nothing, or
    the deals of later states would hang on how often a search cloned."""

    __slots__ = ("game", "seed")

    def __init__(self, game: NaqalaGame | None, seed: int | None = None):
        self.game, self.seed = game, seed

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):  # a pickled state keeps its deal
        return _Deal, (None, self.drawn())

    def drawn(self) -> int:
        if self.seed is None:
            self.seed = self.game.next_seed()
        return self.seed


class _Shared:
    """What a clone may share: never changed after it is made, so copying returns itself.
    `log` is (previous log, ((event, line), ...)) or None; `memo` caches what is read from
    the state (views, their strings and arrays), by what and seat."""

    __slots__ = ("state", "log", "memo")

    def __init__(self, state, log):
        self.state, self.log, self.memo = state, log, {}

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):  # what is read from the state is read again
        return _Shared, (self.state, self.log)


def _logged(log, events) -> tuple:
    """The log with some more events, each with its line of text."""
    return log, tuple((e, f"{e.kind} {sorted(e.args.items())!r}") for e in events)


class NaqalaState(pyspiel.State):
    """A naqala state as OpenSpiel sees it; the naqala state is made when first needed (so
    that OpenSpiel's clone, which starts from a new initial state, costs nothing). Its
    Python attributes are what OpenSpiel's `serialize` pickles: the deal and the shared
    state (the game is OpenSpiel's own `get_game()`)."""

    def __init__(self, game: NaqalaGame):
        super().__init__(game)
        self._deal: _Deal | None = _Deal(game)
        self._shared: _Shared | None = None

    @property
    def _game(self) -> NaqalaGame:
        return self.get_game()

    def __reduce__(self):  # pyspiel's own pickle asks for a random state it cannot have
        return _state_from, (self._game, self.serialize())

    @property
    def core(self) -> _Shared:
        if self._shared is None:
            game = self._game
            state = game.engine.new_game(game.players, self._deal.drawn())
            self._shared = _Shared(state, _logged(None, state.events))
        return self._shared

    @property
    def naqala_state(self):
        """The naqala `State` (for `Engine` calls and `view_data`)."""
        return self.core.state

    def __deepcopy__(self, memo):  # copy.deepcopy(state) is a clone too
        return self.clone()

    def current_player(self):
        state = self.core.state
        if state.over:
            return pyspiel.PlayerId.TERMINAL
        return self._game.engine.decision(state).player

    def _legal_actions(self, player):
        decision = self._game.engine.decision(self.core.state)
        if decision is None or decision.player != player:
            return []
        return sorted(self._game.vocab.action(o.id) for o in decision.options)

    def _apply_action(self, action):
        core = self.core
        state = self._game.engine.apply(core.state, self._game.vocab.option(action))
        self._shared = _Shared(state, _logged(core.log, state.events))

    def _action_to_string(self, player, action):
        return self._game.vocab.option(action)

    def is_terminal(self):
        return self.core.state.over

    def returns(self):
        state = self.core.state
        if not state.over:
            return [0.0] * self._game.players
        totals = [row["total"] for row in final_scores(self._game.engine, state)]
        winners = [p for p, t in enumerate(totals) if t == max(totals)]
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(len(totals))]

    def resample_from_infostate(self, player, probability_sampler=None):
        """A state `player` cannot tell from this one: hidden parts re-dealt."""
        draw = probability_sampler() if callable(probability_sampler) else random.random()
        if isinstance(draw, bool) or not isinstance(draw, Real) or not 0 <= draw <= 1:
            raise NaqalaError(f"the probability sampler gave {draw!r}: a number from 0 to 1")
        rng = random.Random(int(draw * 2**31) ^ len(self.history()))
        core = self.core
        clone = self.clone()
        clone._shared = _Shared(determinise(self._game.engine, core.state, player, rng),
                                _seen_log(core.log, player))
        clone._deal = None  # the true deal's seed stays with the true state
        return clone

    def view(self, player: int) -> dict:
        """What `player` may see now (naqala's view data), the reader's own to change."""
        return copy.deepcopy(self._view(player))

    def _view(self, player: int | None) -> dict:
        """The view, cached and shared with clones: read it, never change it."""
        if self._shared is None:  # observed before being played: the game's first deal
            self._shared = self._game.first_deal()
        return self._memo("view", player, lambda: observation(
            self._game.engine, self.core.state, player))

    def view_string(self, player: int | None) -> str:
        """The view of `player` (None: a spectator) as one line of JSON."""
        return self._memo("string", player, lambda: view_string(self._view(player)))

    def encoded(self, player: int, private: bool = True) -> np.ndarray:
        """The view of `player` as numbers (`naqala.features`); without `private`, the
        public view, its seats counted from `player`. Read-only: cached and shared with
        clones."""
        def make():
            if private:
                array = self._game.features.encode(self._view(player))
            else:
                seat = seat_of(player, self._game.players, spectator=False)
                array = self._game.features.encode({**self._view(None), "seat": seat})
            array.flags.writeable = False
            return array
        return self._memo("array" if private else "public array", player, make)

    def _memo(self, what: str, player, make):
        memo = self.core.memo if self._shared is not None else None
        if memo is None:
            return make()
        if (what, player) not in memo:
            memo[(what, player)] = make()
        return memo[(what, player)]

    def history_lines(self, player: int | None) -> list[str]:
        """The events `player` has seen (None: the public ones), oldest first, one line each."""
        chunks, log = [], self.core.log
        while log is not None:
            log, events = log
            chunks.append(events)
        return [line for chunk in reversed(chunks) for e, line in chunk if e.visible_to(player)]

    def __str__(self):
        return self.view_string(None)


def _state_from(game: NaqalaGame, text: str) -> NaqalaState:
    """A pickled state: OpenSpiel's serialization of it, read by its game."""
    return game.deserialize_state(text)


def _seen_log(log, player: int):
    """The event log with only what `player` saw (for a re-dealt state)."""
    chunks = []
    while log is not None:
        log, events = log
        chunks.append(tuple(item for item in events if item[0].visible_to(player)))
    out = None
    for chunk in reversed(chunks):
        out = (out, chunk)
    return out


class NaqalaObserver:
    """OpenSpiel's Python observer: the tensor of `naqala.features`; the string is the view,
    and with perfect recall the view and every event the player has seen. Without
    `private`, what every seat sees: the spectator's view and the public events."""

    def __init__(self, game: NaqalaGame, perfect_recall: bool, private: bool):
        self.features, self.recall, self.private = game.features, perfect_recall, private
        self.tensor = np.zeros(self.features.size, np.float32)
        self.dict = self.features.views(self.tensor)

    def set_from(self, state: NaqalaState, player: int) -> None:
        self.tensor[:] = state.encoded(player, self.private)

    def string_from(self, state: NaqalaState, player: int) -> str:
        viewer = player if self.private else None
        text = state.view_string(viewer)
        if self.recall:
            text += "\n" + "\n".join(state.history_lines(viewer))
        return text


pyspiel.register_game(GAME_TYPE, NaqalaGame)
