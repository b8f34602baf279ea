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
    """When `naqala play` starts: return {name: run(game, seats, args) -> exit code} front
    ends; `seats` maps each bot's seat to its bot, and `--front-end NAME` picks one."""


@hookspec
def naqala_commands():
    """When the command line is built: return {name: (help, add_arguments(parser), run(args)
    -> exit code)}, subcommands such as `naqala serve`; a built-in command keeps its name."""


@hookspec
def naqala_bots():
    """When players are seated: return {name: factory(seed) -> bot}; a bot's
    `choose(view, decision) -> option id` gets its seat's `View` and the decision. A
    factory may also have `plays_by(ruleset) -> str`, saying what its bots play by there
    (a digest of the weights they read, say): studies record it with each game and refuse
    to resume games played by other."""


# Watching a game. Seats are numbered from 0; `view` is the public view (what a spectator
# sees, `Game.view()`): observers never receive the state, so they cannot change it.


@hookspec
def naqala_game_started(view):
    """After setup of a game, before its first decision."""


@hookspec
def naqala_choice_applied(view, seat, option, events):
    """After a seat's choice (an `Option`) was applied, with the public events it caused."""


@hookspec
def naqala_turn_ended(view, seat):
    """After a seat's own turn ended (not after bids or other phases' steps)."""


@hookspec
def naqala_game_ended(view, scores):
    """When a game is over, with the final score table."""


# Variant rules: consulted by every command and the API alike.


@hookspec
def naqala_adjust_options(view, decision):
    """When a decision is offered: return a Decision with options vetoed or adjusted, or None."""


@hookspec
def naqala_adjust_scores(view, scores):
    """After final scoring: return a changed score table, or None to leave it."""
