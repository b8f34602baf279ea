"""naqala as a PettingZoo environment (docs/ai.md): PettingZoo's own API and seed tests."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from corpus import shipped

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from naqala import NaqalaError  # noqa: E402
from naqala.pettingzoo import env  # noqa: E402


@pytest.mark.parametrize("name", shipped())
def test_pettingzoo_api_and_seed_tests_pass(name):
    with warnings.catch_warnings():  # the classic-game dict observation is meant
        warnings.simplefilter("ignore", UserWarning)
        api_test(env(ruleset=name, players=2), num_cycles=1000)
    seed_test(lambda **kw: env(ruleset=name, players=2, **kw), num_cycles=50)


def test_a_game_plays_to_its_end_with_masked_random_actions():
    game = env(ruleset="five_tribes", players=3, render_mode="ansi")
    game.reset(seed=4)
    rewards = {}
    for agent in game.agent_iter():
        observation, reward, done, truncated, _ = game.last()
        rewards[agent] = reward
        action = None if done else int(np.flatnonzero(observation["action_mask"])[0])
        game.step(action)
    assert sum(rewards.values()) == pytest.approx(1.0) and not game.agents


def test_rendering_speaks_words_in_the_chosen_language():
    game = env(ruleset="five_tribes", players=2, render_mode="ansi", lang="vi")
    game.reset(seed=1)
    text = game.render()
    assert "s3" not in text and text.count("\n") >= 2
    game.step(int(np.flatnonzero(game.observe(game.agent_selection)["action_mask"])[0]))
    assert game.render()


def test_bad_arguments_are_refused_clearly():
    with pytest.raises(NaqalaError, match="^five_tribes is played by 2, 3, 4 players, not 9$"):
        env(ruleset="five_tribes", players=9)  # as Game says it (one check: Engine.player_count)
    with pytest.raises(NaqalaError, match="render_mode 'human'"):
        env(ruleset="five_tribes", players=2, render_mode="human")


def test_a_render_mode_not_offered_is_quoted_short_as_given():
    """A render mode came back whole (1 KB for 1 KB), and one that is no text was shown as
    text (`'5'`)."""
    with pytest.raises(NaqalaError) as err:
        env(ruleset="five_tribes", players=2, render_mode="x" * 1000)
    assert "(1000 long)" in str(err.value) and len(str(err.value)) < 200
    with pytest.raises(NaqalaError, match=r"^render_mode 5 is not offered"):
        env(ruleset="five_tribes", players=2, render_mode=5)


def test_numpy_seeds_and_actions_are_taken_and_other_actions_refused():
    """Gymnasium's callers pass NumPy integers; a float or a text is no action (it used to
    be cut down to a whole number and played)."""
    e, again = env(ruleset="five_tribes", players=2), env(ruleset="five_tribes", players=2)
    e.reset(seed=np.int64(5))
    again.reset(seed=5)
    assert e.game.seed == again.game.seed
    for wrong in (None, "3", 1.5, np.float32(2.7)):
        with pytest.raises(NaqalaError, match="is not an action: give a whole number"):
            e.step(wrong)
    assert e.game.history == []
    mask = e.observe(e.agent_selection)["action_mask"]
    e.step(np.int64(np.flatnonzero(mask)[0]))
    assert len(e.game.history) == 1


@pytest.mark.parametrize("players, says", [
    (2.0, "2.0 is not a player count: give a whole number"),
    ("2", "'2' is not a player count"),  # was refused as "not 2", a count it takes
    (True, "True is not a player count")])
def test_a_player_count_is_a_whole_number(players, says):
    """A player count of 2.0 was taken as 2 by the check, then failed in range() with a
    TypeError."""
    with pytest.raises(NaqalaError, match=says):
        env(ruleset="five_tribes", players=players)
    assert env(ruleset="five_tribes", players=np.int64(3)).unwrapped.players == 3


@pytest.mark.parametrize("seed", [1.5, "abc", True, [1]])
def test_a_seed_is_a_whole_number(seed):
    """Python's generator took a float, a text or a bool as a seed (a list raised a
    TypeError); Gymnasium's seeds are whole numbers, as naqala's games are."""
    e = env(ruleset="five_tribes", players=2)
    with pytest.raises(NaqalaError, match="is not a seed: give a whole number"):
        e.reset(seed=seed)


def test_an_action_in_an_array_or_an_unknown_agent_is_refused_clearly():
    """A policy's output of shape (1,) raised NumPy's TypeError from deep inside; observing
    an agent not in the game raised a ValueError of list.index."""
    e = env(ruleset="five_tribes", players=2)
    e.reset(seed=1)
    for wrong in (np.array([3]), np.array([[3, 4]])):
        with pytest.raises(NaqalaError, match="is not an action: give a whole number"):
            e.step(wrong)
    assert e.game.history == []
    for agent in ("player_9", 0, None):
        with pytest.raises(NaqalaError, match="is not an agent of this game: player_0, "
                                              "player_1"):
            e.observe(agent)
        for space in (e.action_space, e.observation_space):  # a KeyError, or a TypeError
            with pytest.raises(NaqalaError, match="is not an agent of this game"):
                space(agent)


def test_an_environment_takes_a_compiled_ruleset_as_a_game_does():
    """A ruleset from load_ruleset (with settings, say) was taken for a name: the error
    quoted the whole ruleset's repr as a name no ruleset had."""
    from naqala import load_ruleset
    rs = load_ruleset("five_tribes", settings={"hidden_gold": "no"})
    e = env(ruleset=rs, players=2)
    e.reset(seed=1)
    assert e.unwrapped.game.rs is rs
    with pytest.raises(NaqalaError, match="an environment is of a ruleset .* not int"):
        env(ruleset=5, players=2)


@pytest.mark.parametrize("wrong", [5, None, ["five_tribes"]])
def test_a_ruleset_is_loaded_by_a_name_or_a_folder(wrong):
    from naqala import load_ruleset
    with pytest.raises(NaqalaError, match=f"a ruleset is loaded by its name or folder "
                                          f"\\(text or a path\\), not {type(wrong).__name__}"):
        load_ruleset(wrong)


@pytest.mark.parametrize("name", shipped())
def test_an_agent_observes_nothing_of_what_it_cannot_see_on_every_ruleset(name):
    """Every few actions of a random game, each agent's observation and action mask are
    the same when the game's state is a sample of what that agent cannot see (piles
    re-dealt, the generator new, rivals' hidden counters guessed: `determinise`)."""
    table = env(ruleset=name, players=2)
    table.reset(seed=5)
    game, rng = table.unwrapped.game, random.Random(5)
    for n, _ in enumerate(table.agent_iter(max_iter=200)):
        observation, _, done, _, _ = table.last()
        for seat, other in enumerate(table.possible_agents if n % 6 == 0 else ()):
            real = game.state
            game.state = game.determinise(seat, rng)
            try:
                seen = table.observe(other)
            finally:
                game.state = real
            for part, value in table.observe(other).items():
                assert np.array_equal(seen[part], value)
        table.step(None if done else int(rng.choice(np.flatnonzero(observation["action_mask"]))))
