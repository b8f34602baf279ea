"""`naqala serve` comes from the web plugin through the `naqala_commands` hook; a plugin's
faulty command is named and skipped, and a built-in command keeps its name (docs/api.md)."""

from __future__ import annotations

import pytest

from naqala.cli import main, parser
from naqala.hookspecs import hookimpl


class Commands:
    @hookimpl
    def naqala_commands(self):
        return {"check": ("taken", lambda p: None, lambda args: 99),
                "broken": "not a (help, add_arguments, run) triple",
                "hello": ("say hello", lambda p: p.add_argument("--name", default="you"),
                          lambda args: print(f"hello {args.name}") or 7)}


def test_the_web_plugin_adds_serve_with_its_flags(capsys):
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    shown = capsys.readouterr().out
    assert all(flag in shown for flag in ("--host", "--port", "--db", "--bot-pause"))


def test_plugin_commands_run_and_faulty_ones_are_skipped(manager, capsys):
    manager.register(Commands(), name="commands")
    commands = parser()._subparsers._group_actions[0].choices
    assert "broken" not in commands and "hello" in commands
    assert "plugin command 'broken' skipped" in capsys.readouterr().err
    assert main(["hello", "--name", "naqala"]) == 7
    assert "hello naqala" in capsys.readouterr().out
    assert main(["check", "five_tribes"]) == 0  # the built-in, not the plugin's
