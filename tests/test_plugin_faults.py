"""Plugin faults in registration hooks are named once and skipped; clashes, slowness and
traces are reported on stderr (docs/decisions.md, plugins)."""

from __future__ import annotations

import pytest

from naqala import plugins
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
    assert main(["play", "--humans", "0", "--players", "2", "--seed", "1"]) == 0
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
