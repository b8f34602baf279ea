"""Every hook a naqala plugin may implement; each says when it runs."""

from __future__ import annotations

import pluggy

hookspec = pluggy.HookspecMarker("naqala")
hookimpl = pluggy.HookimplMarker("naqala")


@hookspec
def naqala_ruleset_folders():
    """When rulesets are looked up by name: return folders that hold ruleset folders."""


@hookspec
def naqala_effect_functions():
    """When a ruleset is compiled: return {name: Function} to add to the effect language."""


@hookspec
def naqala_effect_verbs():
    """When a ruleset is compiled: return {name: Verb} to add to the effect language."""


@hookspec
def naqala_front_ends():
    """When `naqala play` starts: return {name: callable(game, args)} front ends."""


@hookspec
def naqala_bots():
    """When players are seated: return {name: factory(seed) -> bot with choose(game, decision)}."""


@hookspec
def naqala_game_started(game):
    """After setup of a game, before its first decision."""


@hookspec
def naqala_choice_applied(game, player, option_id):
    """After a choice was applied to a game."""


@hookspec
def naqala_turn_ended(game, player):
    """After a player's turn ended."""


@hookspec
def naqala_game_ended(game, scores):
    """When a game is over, with the final score table."""


@hookspec
def naqala_adjust_options(state, decision):
    """When a decision is offered: return a Decision with options vetoed or adjusted, or None."""


@hookspec
def naqala_adjust_scores(state, scores):
    """After final scoring: return a changed score table, or None to leave it."""
