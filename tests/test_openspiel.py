"""naqala as an OpenSpiel game (docs/ai.md): OpenSpiel's own checks, clones, search.

OpenSpiel's random simulation test runs for every shipped ruleset at its smallest player
count, and for the base game at every count; `NAQALA_OPENSPIEL_ALL_COUNTS=1` runs it for
every ruleset at every count it allows.
"""

from __future__ import annotations

import copy
import os
import random

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
    with pytest.raises(Exception, match="is for \\[2, 3, 4\\] players, not 7"):
        _game(7)


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
