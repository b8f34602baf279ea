"""Plugins: the example plugin installed for real, a variant hook, a plugin that raises."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from naqala import plugins
from naqala.game import Game
from naqala.hookspecs import hookimpl

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def manager():
    plugins.manager.cache_clear()
    pm = plugins.manager()
    yield pm
    plugins.manager.cache_clear()


class ZeroBidsOnly:
    """A variant from outside the framework: only free spots may be bid on."""

    def __init__(self):
        self.events = []

    @hookimpl
    def naqala_adjust_options(self, view, decision):
        if decision.kind != "bid":
            return None
        free = tuple(o for o in decision.options if o.fields.get("cost") == 0)
        return type(decision)(decision.player, decision.kind, free, decision.context,
                              decision.prompt)

    @hookimpl
    def naqala_choice_applied(self, view, seat, option, events):
        self.events.append(("choice", seat, option.id))

    @hookimpl
    def naqala_turn_ended(self, view, seat):
        self.events.append(("turn", seat))


def test_a_variant_plugin_changes_a_rule_and_observes_events(manager):
    variant = ZeroBidsOnly()
    manager.register(variant, name="zero_bids")
    game = Game("five_tribes", 3, 1)
    costs = []
    while len(variant.events) < 60:
        decision = game.decision
        if decision.kind == "bid":
            costs += [o.fields["cost"] for o in decision.options]
        game.apply(decision.options[-1].id)
    assert costs and set(costs) == {0}
    assert ("turn", game.choosers[0]) in variant.events or any(
        e[0] == "turn" for e in variant.events)
    assert variant.events[0][0] == "choice"


class Broken:
    @hookimpl
    def naqala_choice_applied(self, view, seat, option, events):
        raise RuntimeError("boom")


def test_a_plugin_that_raises_is_named_and_the_game_goes_on(manager, capsys):
    manager.register(Broken(), name="broken_logger")
    game = Game("five_tribes", 2, 1)
    game.apply(game.decision.options[0].id)
    game.apply(game.decision.options[0].id)
    err = capsys.readouterr().err
    assert "plugin 'broken_logger' failed in naqala_choice_applied: RuntimeError: boom" in err
    assert err.count("broken_logger") == 1
    assert len(game.history) == 2


def test_the_example_plugin_installs_and_records_a_game(tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--target", str(target),
                    str(ROOT / "docs/example_plugin")], check=True)
    record = tmp_path / "game.jsonl"
    env = {"PYTHONPATH": str(target), "NAQALA_RECORD": str(record), "PATH": "/usr/bin:/bin"}
    listing = subprocess.run([sys.executable, "-m", "naqala.cli", "plugins"],
                             capture_output=True, text=True, env=env, cwd=tmp_path)
    assert "game_record 1.0.0" in listing.stdout, listing.stdout + listing.stderr
    subprocess.run([sys.executable, "-m", "naqala.cli", "play", "--bot", "random", "--humans",
                    "0", "--players",
                    "2", "--seed", "6"], check=True, capture_output=True, env=env, cwd=tmp_path)
    events = [json.loads(line) for line in record.read_text().splitlines()]
    assert events[0]["event"] == "started" and events[-1]["event"] == "ended"
    assert any(e["event"] == "turn" for e in events)


def test_only_the_listed_plugins_load(monkeypatch, manager):
    monkeypatch.setenv(plugins.ONLY_ENV, "five_tribes,random_bot")
    plugins.manager.cache_clear()
    names = {name for name, _ in plugins.manager().list_name_plugin()}
    assert names == {"five_tribes", "random_bot"}


class Tithe:
    """A plugin adding a verb and a function to the effect language."""

    @hookimpl
    def naqala_effect_verbs(self):
        from naqala.dsl.compiler import Stmt, Verb, always

        def build(compiler, args, node):
            amount = args["0"].fn

            def run(ctx):
                for p, player in enumerate(ctx.state.players):
                    if p != ctx.me:
                        paid = min(amount(ctx), player.counters["gold"])
                        player.counters["gold"] -= paid
                        ctx.state.players[ctx.me].counters["gold"] += paid
            return Stmt(run, always)
        return {"tithe": Verb(("num",), {}, build, "every opponent pays you N gold")}

    @hookimpl
    def naqala_effect_functions(self):
        from naqala.dsl.compiler import Function
        return {"double": Function(("num",), "num", lambda ctx, n: 2 * n, "twice N")}


def test_a_plugin_adds_a_verb_and_a_function_to_the_language(manager, tmp_path):
    manager.register(Tithe(), name="tithe")
    folder = tmp_path / "tithes"
    folder.mkdir()
    (folder / "manifest.yaml").write_text("id: tithes\nextends: five_tribes\n")
    (folder / "tiles.yaml").write_text(
        "tiles:\n  - id: village\n    op: modify\n    action: tithe double(2)\n")
    from naqala.engine.context import Ctx
    from naqala.engine.decisions import Choices
    from naqala.engine.engine import Engine
    from naqala.ruleset import load
    rs = load(folder, folders=[ROOT / "rulesets"])
    engine = Engine(rs)
    state = engine.new_game(3, 1).pending["base"].copy()
    rs.actions["village"].run(Ctx(engine, state, 0, Choices(())))
    assert [p.counters["gold"] for p in state.players] == [58, 46, 46]
    # The verb changes players in place; on a fork that shares them, only the fork changes.
    base = engine.new_game(3, 1).pending["base"]
    fork = base.fork()
    rs.actions["village"].run(Ctx(engine, fork, 0, Choices(())))
    assert [p.counters["gold"] for p in fork.players] == [58, 46, 46]
    assert [p.counters["gold"] for p in base.players] == [50, 50, 50]
