"""naqala as an OpenSpiel game (docs/ai.md): OpenSpiel's own checks, clones, search.

OpenSpiel's random simulation test runs for every shipped ruleset at its smallest player
count, and for the base game at every count; `NAQALA_OPENSPIEL_ALL_COUNTS=1` runs it for
every ruleset at every count it allows.
"""

from __future__ import annotations

import copy
import os
import pickle
import random
import re

import pytest
from corpus import shipped

pyspiel = pytest.importorskip("pyspiel")
import naqala  # noqa: E402
import naqala.openspiel  # noqa: E402,F401 - registers python_naqala
from naqala import load_ruleset, vocabulary  # noqa: E402

ALL_COUNTS = os.environ.get("NAQALA_OPENSPIEL_ALL_COUNTS") == "1"
CASES = [(name, n) for name in shipped() for n in sorted(load_ruleset(name).players)
         if ALL_COUNTS or name == "five_tribes" or n == min(load_ruleset(name).players)]


@pytest.mark.parametrize(("name", "players"), CASES)
def test_openspiel_random_simulation_passes(name, players):
    game = pyspiel.load_game("python_naqala", {"ruleset": name, "players": players})
    assert game.num_distinct_actions() == len(vocabulary(name))
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def _game(players=2, ruleset="five_tribes"):
    return pyspiel.load_game("python_naqala", {"ruleset": ruleset, "players": players})


def test_clones_share_the_state_and_go_their_own_ways():
    state = _game().new_initial_state()
    for _ in range(10):
        state.apply_action(state.legal_actions()[0])
    clone = state.clone()
    assert clone.naqala_state is state.naqala_state and clone.history() == state.history()
    clone.apply_action(clone.legal_actions()[-1])
    assert clone.history() != state.history()
    assert copy.deepcopy(state).history() == state.history()


def test_a_view_changed_by_its_reader_changes_no_state_or_clone():
    """A state's views are cached and shared with its clones: a program that changed the
    view it read changed what the state's later tensors and its clones showed."""
    state = _game().new_initial_state()
    state.apply_action(state.legal_actions()[0])
    view = state.view(0)
    view["round"], view["players"][0]["counters"]["gold"] = 99, 1000
    clone = state.clone()
    assert clone.view(0)["round"] == state.view(0)["round"] == 1
    fresh = state.clone()  # the same state, read afresh
    fresh._shared = type(state._shared)(state.naqala_state, state._shared.log)
    assert state.observation_tensor(0) == fresh.observation_tensor(0)
    assert state.observation_string(0) == fresh.observation_string(0)


def test_the_numbers_a_state_caches_are_read_only():
    """`state.encoded(player)` is cached and shared with clones: a program that wrote in
    the array changed the state's later observation tensors and its clones'."""
    state = _game().new_initial_state()
    state.apply_action(state.legal_actions()[0])
    tensor = state.observation_tensor(0)
    for private in (True, False):
        with pytest.raises(ValueError, match="read-only"):
            state.encoded(0, private)[:] = 7
    assert state.clone().observation_tensor(0) == state.observation_tensor(0) == tensor


def _played_on(state, moves, seed=4):
    """`state` after up to `moves` more random actions (fewer when the game ends)."""
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def _played(game, moves, seed=3):
    """A state of `game` after `moves` random actions."""
    return _played_on(game.new_initial_state(), moves, seed)


def _seen(state) -> list[str]:
    """What every player and a spectator see of `state`."""
    players = state.get_game().num_players()
    return [str(state)] + [state.information_state_string(p) for p in range(players)]


def test_cloning_leaves_the_deals_a_game_makes_as_they_were():
    """OpenSpiel's clone begins with a new initial state: that drew the next deal's seed,
    so the deals of later games hung on how often a search had cloned."""
    plain, cloned = (pyspiel.load_game("python_naqala", {"players": 2, "seed": 5})
                     for _ in range(2))
    for game in (plain, cloned):
        state = _played(game, 3)
        if game is cloned:
            for _ in range(4):
                state.clone()
                copy.deepcopy(state)
    assert _seen(_played(plain, 1)) == _seen(_played(cloned, 1))


def test_an_unplayed_clone_deals_what_its_original_deals():
    state = _game().new_initial_state()
    clone = state.clone()
    assert _seen(_played_on(clone, 2)) == _seen(_played_on(state, 2))




@pytest.mark.parametrize("way", ["pickle", "serialize"])
def test_a_state_comes_back_from_pickle_and_serialize_as_it_was(way):
    game = _game(3, "thieves_and_whims")
    state = _played(game, 60)
    if way == "pickle":
        back = pickle.loads(pickle.dumps(state))
    else:
        back = game.deserialize_state(state.serialize())
        assert back.get_game() is game
    assert [(m.player, m.action) for m in back.full_history()] == \
        [(m.player, m.action) for m in state.full_history()]
    assert _seen(back) == _seen(state) and back.legal_actions() == state.legal_actions()
    for one in (state, back):
        _played_on(one, 5000)
    assert back.is_terminal() and back.returns() == state.returns()
    assert back.history() == state.history()


def test_a_pickled_game_deals_on_as_the_game_would():
    game = pyspiel.load_game("python_naqala", {"players": 2, "seed": 9})
    _played(game, 1)
    back = pickle.loads(pickle.dumps(game))
    assert back.get_parameters() == game.get_parameters()
    assert _seen(_played(back, 1)) == _seen(_played(game, 1))


def test_a_resampled_state_keeps_no_trace_of_the_true_deal():
    """A resampled state is what a player's search holds: its pickle must not carry the
    seed the true deal was made from."""
    state = _played(_game(3, "thieves_and_whims"), 80)
    player = state.current_player()
    other = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0., 1.))
    back = pickle.loads(pickle.dumps(other))
    assert _seen(back) == _seen(other) and _seen(back) != _seen(state)
    assert all(getattr(value, "seed", None) is None for value in vars(other).values())
    assert all(getattr(value, "seed", None) is None for value in vars(back).values())


def test_resampling_keeps_what_the_player_knows():
    state, rng = _game(3, "thieves_and_whims").new_initial_state(), random.Random(2)
    for _ in range(80):
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    other = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0., 1.))
    assert other.information_state_string(player) == state.information_state_string(player)
    assert other.observation_tensor(player) == state.observation_tensor(player)
    assert other.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("draw", [float("nan"), float("inf"), "x", [1], 2.0])
def test_a_sampler_that_gives_no_probability_is_refused(draw):
    """A text or a list made a string of two billion characters; nan and inf raised."""
    state = _game(2).new_initial_state()
    with pytest.raises(naqala.NaqalaError, match="the probability sampler gave .*: a number "
                                                 "from 0 to 1"):
        state.resample_from_infostate(0, lambda: draw)


def test_bad_parameters_are_refused_clearly():
    with pytest.raises(naqala.NaqalaError,
                       match="^five_tribes is played by 2, 3, 4 players, not 7$"):
        _game(7)  # said as Game and the commands say it (one check: Engine.player_count)


@pytest.mark.parametrize("params, says", [
    ({"players": 2.7}, "2.7 is not a player count: give a whole number"),  # was 2
    ({"players": "3"}, "'3' is not a player count"),  # was 3
    ({"seed": 1.5}, "1.5 is not a seed"),  # was 1
    ({"seed": "x"}, "'x' is not a seed"),  # a ValueError of int()
    ({"ruleset": 5}, "a ruleset is loaded by its name or folder (text or a path), not int")])
def test_a_game_made_without_pyspiel_checks_its_parameters_as_pyspiel_does(params, says):
    """pyspiel.load_game checks the kinds of parameters; NaqalaGame(params), made directly,
    cut 2.7 players and a seed of 1.5 down to whole numbers."""
    with pytest.raises(naqala.NaqalaError, match=re.escape(says)):
        naqala.openspiel.NaqalaGame(params)


def test_information_set_mcts_plays_a_few_moves():
    from open_spiel.python.algorithms import ismcts, mcts
    game = _game()
    bot = ismcts.ISMCTSBot(game=game, evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1),
                           uct_c=2.0, max_simulations=3, random_state=None)
    state = game.new_initial_state()
    for _ in range(4):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_a_variant_plugin_applies_to_the_openspiel_game(manager):
    """The adapter's returns were the variant's scores, but its engine offered the options
    the variant leaves out."""
    from naqala.engine.decisions import Decision
    from naqala.hookspecs import hookimpl

    class LeaveOutFirst:
        @hookimpl
        def naqala_adjust_options(self, view, decision):
            return Decision(decision.player, decision.kind, decision.options[1:])
    plain = _game().new_initial_state()
    player = plain.current_player()
    first = plain.naqala_state.pending["decision"].options[0].id
    left_out = vocabulary(load_ruleset("five_tribes")).action(first)
    manager.register(LeaveOutFirst(), name="leave-out-first")
    state = _game().new_initial_state()
    assert state.legal_actions(player) == [a for a in plain.legal_actions(player)
                                           if a != left_out]


def test_a_public_observation_holds_no_seat_s_private_information():
    """An observer asked for public information alone (private_info NONE, as belief-state
    methods ask) was given each seat's own view: its hidden gold, its options. It is the
    spectator's view now, the same for every seat; one asking for every seat's private
    information is refused, since a view is one seat's."""
    from open_spiel.python.observation import make_observation
    game, rnd = _game(), random.Random(3)
    state = game.new_initial_state()
    for _ in range(40):
        state.apply_action(rnd.choice(state.legal_actions()))
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=True, public_info=True, private_info=pyspiel.PrivateInfoType.NONE))
    texts = {public.string_from(state, p) for p in range(2)}
    assert len(texts) == 1 and '"gold"' not in texts.pop()
    for p in range(2):
        public.set_from(state, p)
        assert all(gold == 0 for gold in public.dict["players"][:, 0])
    private = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False))
    private.set_from(state, 0)
    assert private.dict["players"][0, 0] == state.naqala_state.players[0].counters["gold"] > 0
    with pytest.raises(naqala.NaqalaError, match="one seat's private information or none"):
        make_observation(game, pyspiel.IIGObservationType(
            perfect_recall=False, public_info=True,
            private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))


@pytest.mark.parametrize("player", [2, -1, "x", 1.5, None])
def test_a_public_observation_of_nobody_s_seat_is_refused(player):
    """Python's observers are called straight, past OpenSpiel's checks: the public one
    encoded the table as seen from any number (seat 2 of 2, seat -1), and raised Python's
    errors for what is no number, where the private one names the seat."""
    from open_spiel.python.observation import make_observation
    game = _game()
    state = _played(game, 10)
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE))
    with pytest.raises(naqala.NaqalaError, match="is not a seat of this game"):
        public.set_from(state, player)


@pytest.mark.parametrize("name", shipped())
def test_a_resampled_state_looks_the_same_to_its_player_on_every_ruleset(name):
    """Every few actions of a random game, for every player: the state OpenSpiel's search
    samples from the player's information set gives that player the same observation and
    information-state strings, tensors (private and public) and legal actions, and a
    resample for the player to move offers the same actions."""
    game = _game(max(load_ruleset(name).players), name)
    state, rng = game.new_initial_state(), random.Random(4)
    sampler = pyspiel.UniformProbabilitySampler(0., 1.)
    public = game.make_py_observer(pyspiel.IIGObservationType(
        perfect_recall=True, public_info=True, private_info=pyspiel.PrivateInfoType.NONE))

    def public_of(seen, player: int) -> tuple:
        public.set_from(seen, player)
        return public.string_from(seen, player), public.tensor.tobytes()
    for n in range(120):
        if state.is_terminal():
            break
        for player in range(game.num_players()) if n % 8 == 0 else ():
            other = state.resample_from_infostate(player, sampler)
            assert public_of(other, player) == public_of(state, player)
            assert other.information_state_string(player) == \
                state.information_state_string(player)
            assert other.observation_string(player) == state.observation_string(player)
            assert other.observation_tensor(player) == state.observation_tensor(player)
            assert other.legal_actions(player) == state.legal_actions(player)
        state.apply_action(rng.choice(state.legal_actions()))


def test_observation_parameters_are_refused_not_ignored():
    """An observer's parameters were taken and ignored without a word (OpenSpiel's own
    Python games refuse them): naqala's observers take none."""
    from open_spiel.python.observation import make_observation
    game = _game(2)
    kind = pyspiel.IIGObservationType(perfect_recall=False)
    with pytest.raises(naqala.NaqalaError,
                       match=r"take no parameters, not \{'x{58}\.\.\. \(1007 long\)"):
        make_observation(game, kind, {"x" * 1000: 1})
    assert make_observation(game, kind, {}) is not None
    assert make_observation(game, kind) is not None
