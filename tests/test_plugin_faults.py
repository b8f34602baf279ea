"""Plugin faults in registration hooks are named once and skipped; clashes, slowness and
traces are reported on stderr (docs/decisions.md, plugins)."""

from __future__ import annotations

import json

import pytest

from naqala import Decision, Option, plugins
from naqala.cli import main
from naqala.game import Game
from naqala.hookspecs import hookimpl
from naqala.play import front_ends
from naqala_bots import RandomBot

REGISTRATION = ["naqala_ruleset_folders", "naqala_effect_functions", "naqala_effect_verbs",
                "naqala_bots", "naqala_front_ends"]


def raising(hook: str):
    class Raising:
        pass

    def impl(self):
        raise RuntimeError(f"boom in {hook}")
    impl.__name__ = hook
    setattr(Raising, hook, hookimpl(impl))
    return Raising()


class WrongType:
    @hookimpl
    def naqala_bots(self):
        return ["not", "a", "dict"]

    @hookimpl
    def naqala_ruleset_folders(self):
        return 42


class OtherRandom:
    @hookimpl
    def naqala_bots(self):
        return {"random": RandomBot, "other": RandomBot}


@pytest.mark.parametrize("hook", REGISTRATION)
def test_a_raising_registration_hook_is_named_once_and_commands_go_on(manager, capsys, hook):
    manager.register(raising(hook), name="faulty")
    assert main(["check", "five_tribes"]) == 0
    assert main(["simulate", "--games", "1", "--players", "2"]) == 0
    assert main(["play", "--bot", "random", "--humans", "0", "--players", "2", "--seed", "1"]) == 0
    assert "terminal" in front_ends()  # what `play` with a human asks for
    err = capsys.readouterr().err
    assert f"plugin 'faulty' failed in {hook}: RuntimeError: boom in {hook}" in err
    assert err.count("'faulty'") == 1 and "Traceback" not in err


def test_a_registration_hook_returning_the_wrong_type_is_skipped(manager, capsys):
    manager.register(WrongType(), name="wrong")
    assert main(["simulate", "--games", "1", "--players", "2"]) == 0
    err = capsys.readouterr().err
    assert "plugin 'wrong' failed in naqala_bots: returned list, not a dict of bots" in err
    assert "plugin 'wrong' failed in naqala_ruleset_folders: returned no list" in err


def test_a_name_clash_between_plugins_is_reported(manager, capsys):
    manager.register(OtherRandom(), name="other_bots")
    assert plugins.registered("naqala_bots", "bot")["random"] is RandomBot
    plugins.registered("naqala_bots", "bot")
    err = capsys.readouterr().err
    assert err.count("both register the bot 'random'") == 1
    assert "'other_bots'" in err and "'random_bot'" in err


class Observer:
    @hookimpl
    def naqala_choice_applied(self, view, seat, option, events):
        return None


def test_trace_goes_to_stderr_and_slow_hooks_are_reported(manager, capsys, monkeypatch):
    monkeypatch.setenv(plugins.TRACE_ENV, "1")
    monkeypatch.setenv(plugins.SLOW_ENV, "-1")  # every call counts as slow
    manager.register(Observer(), name="observer")
    game = Game("five_tribes", 2, 1)
    game.apply(game.decision.options[0].id)
    game.apply(game.decision.options[0].id)
    out = capsys.readouterr()
    assert "[hook]" not in out.out
    assert "[hook] naqala_choice_applied in 'observer'" in out.err
    assert out.err.count("plugin 'observer' is slow in naqala_choice_applied") == 1
    assert plugins.SLOW_ENV in out.err


def variant(options=None, scores=None):
    """A plugin whose variant hooks return what it is given to return."""
    class Variant:
        @hookimpl
        def naqala_adjust_options(self, view, decision):
            return options(decision) if options else None

        @hookimpl
        def naqala_adjust_scores(self, view, scores):
            return scores_of(scores) if scores_of else None
    scores_of = scores
    return Variant()


@pytest.mark.parametrize("made, says", [
    (lambda d: list(d.options), "returned list, not a Decision"),
    (lambda d: Decision(d.player, d.kind, (Option("bogus"),)), "options that were not offered"),
    (lambda d: Decision(d.player, d.kind, d.options[:1] * 2), "options that were not offered"),
    (lambda d: Decision(d.player, d.kind, list(d.options)), "options as a list, not a tuple"),
    (lambda d: Decision(d.player + 1, d.kind, d.options), "decision of seat"),
    (lambda d: Decision(d.player, "other", d.options), "'other' decision"),
])
def test_a_decision_a_variant_could_not_make_is_named_and_left_out(manager, capsys, made,
                                                                  says):
    """A variant may leave out, reorder or relabel the options it is given: anything else
    (a bogus option, another seat) once broke the game or blamed the ruleset for it."""
    plain = Game("five_tribes", 2, 3)
    manager.register(variant(options=made), name="odd")
    game = Game("five_tribes", 2, 3)
    assert [o.id for o in game.decision.options] == [o.id for o in plain.decision.options]
    assert main(["simulate", "--games", "1", "--players", "2", "--workers", "1"]) == 0
    err = capsys.readouterr().err
    assert "plugin 'odd' failed in naqala_adjust_options: returned" in err and says in err
    assert err.count("'odd'") == 1 and "Traceback" not in err


def test_a_variant_may_still_leave_out_options(manager):
    plain = Game("five_tribes", 2, 3)
    manager.register(variant(options=lambda d: Decision(d.player, d.kind, d.options[1:])),
                     name="veto")
    game = Game("five_tribes", 2, 3)
    assert [o.id for o in game.decision.options] == [o.id for o in plain.decision.options][1:]


@pytest.mark.parametrize("table", [
    lambda s: [{**r, "total": float("nan")} for r in s],
    lambda s: [{**r, "total": str(r["total"])} for r in s],
    lambda s: s[:1],
    lambda s: s + s,
    lambda s: [None for _ in s],
    lambda s: [{"terms": r["terms"]} for r in s],
    lambda s: [{**r, "terms": {"gold": True}} for r in s],
    lambda s: "high",
])
def test_a_score_table_a_variant_could_not_make_is_named_and_left_out(manager, capsys, table):
    """NaN totals once gave no winner and invalid JSON, text totals were compared as text,
    and a missing seat crashed `simulate`."""
    manager.register(variant(scores=table), name="odd")
    assert main(["simulate", "--games", "1", "--players", "2", "--workers", "1",
                 "--json"]) == 0
    out = capsys.readouterr()
    record = json.loads(out.out)["games"][0]
    assert len(record["scores"]) == 2 and all(type(n) is int for n in record["scores"])
    assert record["winners"]
    assert "plugin 'odd' failed in naqala_adjust_scores: returned" in out.err


def first_left_out(kind: str):
    """A variant that leaves out the first option of each `kind` decision of several."""
    def options(decision):
        if decision.kind == kind and len(decision.options) > 1:
            return Decision(decision.player, decision.kind, decision.options[1:])
        return None
    return variant(options=options)


def test_the_move_listers_leave_out_the_starts_a_variant_left_out(manager):
    """`moves`, `complete_moves` and `move_endings` listed moves from the rules alone, so
    that a bot played a start the game no longer offered."""
    from naqala import complete_moves, move_endings
    manager.register(first_left_out("move.start"), name="veto")
    game = Game("five_tribes", 2, 3)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    offered = {o.id for o in game.decision.options}
    listed = game.moves()
    assert listed and {m.split()[0] for m in listed} <= offered
    assert len(game.moves(5)) == 5
    assert complete_moves(game.engine, game.state) == listed
    endings = move_endings(game.engine, game.state)
    assert endings and {start for start, _, _ in endings} <= offered


@pytest.mark.parametrize("kind", ["move.start", "move.drop"])
@pytest.mark.parametrize("bot", ["greedy", "mcts-easy"])
def test_the_bots_play_on_when_a_variant_leaves_out_options(manager, capsys, monkeypatch,
                                                            kind, bot):
    """A bot played the best move of the rules even when a variant had left out its start
    or one of its drops: `'a1' (step 1 of 'a1 Er Er Ew') is not legal here`. It skips the
    moves the game refuses."""
    from naqala_bots import greedy, mcts
    monkeypatch.setattr(greedy, "ENDINGS", 12)  # a lighter search, the same code
    monkeypatch.setattr(greedy, "DEEP", 1)
    monkeypatch.setattr(mcts, "ENDINGS", 40)
    manager.register(first_left_out(kind), name="veto")
    assert main(["simulate", "--games", "1", "--players", "2", "--bot", bot, "--workers",
                 "1", "--seed", "3"]) == 0
    assert "naqala:" not in capsys.readouterr().err
