"""Bots that fail are named with their seat in one line: a study stops (its figures would
mean nothing), a game of bots alone stops, and a game with people at the table goes on with
the first option in the bot's place (docs/bots.md)."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys

import pytest
from helpers import script

import naqala
from naqala.cli import main
from naqala.hookspecs import hookimpl
from naqala.text import LANGUAGES
from naqala_bots import RandomBot


class Raising(RandomBot):
    def choose(self, view, decision):
        raise RuntimeError("boom\nsecond line")


class Liar(RandomBot):
    def choose(self, view, decision):
        return None


class Shouting(RandomBot):
    def choose(self, view, decision):
        return "\x1b[31m" + "x" * 100


class Refused(RandomBot):
    """A bot whose own use of the API fails with one of naqala's errors."""

    def choose(self, view, decision):
        raise naqala.IllegalChoice("'nowhere' is not an option")


class FaultyBots:
    @hookimpl
    def naqala_bots(self):
        return {"raising": Raising, "liar": Liar, "shouting": Shouting, "refused": Refused,
                "not_callable": 42,
                "no_seed": lambda: RandomBot(0), "no_choose": lambda seed: object()}


@pytest.fixture
def faulty(manager):
    manager.register(FaultyBots(), name="faulty_bots")
    return manager


SIMULATE = ["simulate", "--games", "1", "--players", "2", "--workers", "1"]
WATCH = ["play", "--humans", "0", "--players", "2", "--seed", "1", "--plain"]


@pytest.mark.parametrize("argv", [[*SIMULATE, "--bots", "random,{bot}"],
                                  [*WATCH, "--bot", "{bot}"]])
@pytest.mark.parametrize("bot, says", [
    ("raising", "in seat 2: failed (RuntimeError: 'boom\\nsecond line')"),
    ("liar", "in seat 2: answered None, which is not an option of this "),
    ("shouting", "in seat 2: answered '\\x1b[31m" + "x" * 51 + "... (105 long), which is not "
                 "an option of this "),
    ("refused", "in seat 2: failed ('nowhere' is not an option)"),
])
def test_a_failing_bot_is_named_with_its_seat_in_one_line(faulty, capsys, tmp_path,
                                                          monkeypatch, argv, bot, says):
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "auto.json"))
    argv = [a.format(bot=bot) for a in argv]
    if argv[0] == "play":  # seat 1 plays the same bot: it fails first
        says = says.replace("seat 2", "seat 1")
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"naqala: bot '{bot}' {says}") and err.count("\n") == 1
    assert "\x1b" not in err


@pytest.mark.parametrize("bot, says", [
    ("not_callable", "naqala: bot 'not_callable': its plugin registers int, not a bot factory"),
    ("no_seed", "naqala: bot 'no_seed' could not be made (TypeError: "),
    ("no_choose", "naqala: bot 'no_choose': its factory made object, which has no "
                  "choose(view, decision)"),
])
def test_a_bot_factory_that_makes_no_bot_is_one_line(faulty, capsys, bot, says):
    for argv in ([*SIMULATE, "--bot", bot], [*WATCH, "--bot", bot]):
        assert main(argv) == 1
        err = capsys.readouterr().err
        assert err.startswith(says) and err.count("\n") == 1


def test_the_game_loop_wants_one_bot_per_seat():
    from naqala.lab.games import play
    for bots in ([RandomBot(0)], [RandomBot(0)] * 3):
        game = naqala.Game("five_tribes", 2, 3)
        with pytest.raises(naqala.NaqalaError, match=f"^{len(bots)} bots for a game of 2 "
                                                     "players: give one bot per seat$"):
            play(game, bots)
        assert game.history == []


def test_a_failing_bot_at_a_table_with_a_person_plays_the_first_option(faulty, capsys):
    from naqala.play import seated_bots
    from naqala_terminal.app import run
    game = naqala.Game("five_tribes", 2, 3)
    seats = seated_bots(game, "raising", 1)
    assert run(game, seats, argparse.Namespace(lang="en"), script(["1"] * 6 + ["quit"] * 2)) \
        == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "The bot 'raising' of Player 2 failed" in out and "it plays the first option" in out
    assert 1 in game.choosers


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("bot, cause", [("raising", "RuntimeError: 'boom\\nsecond line'"),
                                        ("refused", "'nowhere' is not an option"),
                                        ("liar", None)])
def test_a_failing_bot_at_the_table_is_said_once_in_the_players_language(faulty, lang, bot,
                                                                         cause):
    """The note read "failed (failed (RuntimeError: ...))", in every language, and a bot
    that answered no option was said in English inside it ("answered None, which is not an
    option of this move.start decision")."""
    from naqala.play import seated_bots
    from naqala_terminal.session import Session
    from naqala_terminal.words import say
    game = naqala.Game("five_tribes", 2, 3)
    session = Session(game, seated_bots(game, bot, 1), lang)
    while not session.notes:
        if not session.bot_step():
            session.choose(session.options()[0].id)
    note, player = session.take_notes()[0], session.text("ui-player", n=2)
    if cause is None:
        assert note == say(session.text, "term-bot-no-option", bot=f"'{bot}'", answer="None",
                           player=player)
    else:
        assert note == say(session.text, "term-bot-failed", bot=f"'{bot}'", reason=cause,
                           player=player)
    assert note.count("failed") == (lang == "en" and cause is not None)
    assert "not an option of this" not in note


class Meddling(RandomBot):
    """Chooses as RandomBot does, after changing in place every part of a state it sampled
    (with a generator of its own, so that its choices stay RandomBot's)."""

    def choose(self, view, decision):
        import random
        state = view.determinise(random.Random(0))
        for row in (*state.cells, *state.tokens, state.owner, state.bag, state.supply):
            row[:] = [row[0]] * len(row)
        for player in state.players:
            player.counters.update(dict.fromkeys(player.counters, 999))
            player.cards.clear()
            player.pieces[:] = [0] * len(player.pieces)
        for deck in state.decks.values():
            deck.draw.clear()
        state.flags.clear()
        return super().choose(view, decision)


class Copying(RandomBot):
    """Chooses as RandomBot does, after copying, deep-copying and pickling its view."""

    def choose(self, view, decision):
        import copy
        import pickle
        import random
        for copied in (copy.copy(view), copy.deepcopy(view)):
            assert copied.seat == view.seat
            copied.determinise(random.Random(0)).cells[0][0] = 50
        assert pickle.loads(pickle.dumps(view)).data == view.data
        return super().choose(view, decision)


class Relabelling(RandomBot):
    """Chooses as RandomBot does, then changes every option of the decision it was given."""

    def choose(self, view, decision):
        choice = super().choose(view, decision)
        for option in decision.options:
            with contextlib.suppress(AttributeError):  # refused: options are read-only
                option.id, option.value, option.fields = "x", None, {"x": 1}
        return choice


@pytest.mark.parametrize("bot, ruleset", [
    (Meddling, "thieves_of_naqala"),  # a sample shared its parts with the game
    (Copying, "five_tribes"),  # copying a bot's view once recursed for ever
    (Relabelling, "five_tribes"),  # renamed options made the next choice a ruleset fault
])
def test_what_a_bot_does_with_what_it_is_given_changes_no_game(manager, bot, ruleset):
    """A bot that changes its samples or its decision's options in place, or copies and
    pickles its view, plays the very game a random bot of its seed plays."""
    from naqala.lab.games import play_game

    class Plugin:
        @hookimpl
        def naqala_bots(self):
            return {"meddler": bot}
    manager.register(Plugin(), name="meddler_bot")
    fair = play_game(ruleset, ("random", "random"), 3)
    meddled = play_game(ruleset, ("random", "meddler"), 3)
    for record in (fair, meddled):
        del record["bots"], record["seconds"]
    assert meddled == fair


FAILING_PLUGIN = '''
import os
from naqala.hookspecs import hookimpl
from naqala_bots import RandomBot


class Raising(RandomBot):
    def choose(self, view, decision):
        raise RuntimeError("boom")


class Dying(RandomBot):
    """Ends its worker process in game 2 of a study from seed 0 (a kill, no memory left)."""

    def __init__(self, seed):
        super().__init__(seed)
        self.game = seed // 10

    def choose(self, view, decision):
        if self.game == 2:
            os._exit(9)
        return super().choose(view, decision)


@hookimpl
def naqala_bots():
    return {"raising": Raising, "dying": Dying}
'''


def installed_plugin(tmp_path) -> dict:
    """The environment of a naqala process in which the bots of FAILING_PLUGIN are installed
    through an entry point, as a third party's are, so that worker processes see them."""
    (tmp_path / "failing_bots.py").write_text(FAILING_PLUGIN)
    info = tmp_path / "failing_bots-0.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: failing-bots\nVersion: 0\n")
    (info / "entry_points.txt").write_text("[naqala]\nfailing_bots = failing_bots\n")
    return dict(os.environ, PYTHONPATH=os.pathsep.join([*sys.path, str(tmp_path)]))


def simulated(tmp_path, *argv: str) -> subprocess.CompletedProcess:
    workers = () if "--backend" in argv else ("--workers", "2")  # Ray runs its own
    return subprocess.run([sys.executable, "-m", "naqala", "simulate", "--players", "2",
                           *workers, *argv], capture_output=True, text=True,
                          env=installed_plugin(tmp_path), cwd=tmp_path, timeout=60)


def test_a_bot_that_fails_in_a_worker_process_is_named_in_one_line(tmp_path):
    done = simulated(tmp_path, "--games", "3", "--bots", "random,raising")
    assert done.returncode == 1
    assert done.stderr == "naqala: bot 'raising' in seat 2: failed (RuntimeError: 'boom')\n"


def test_a_bot_that_fails_on_ray_is_named_in_one_line(tmp_path):
    """Ray could not rebuild the BotError either, and printed its own traceback."""
    pytest.importorskip("ray")
    done = simulated(tmp_path, "--games", "2", "--bots", "random,raising", "--backend", "ray")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.endswith("\nnaqala: bot 'raising' in seat 2: failed (RuntimeError: "
                                "'boom')\n")


def test_a_worker_process_that_dies_stops_the_study_and_its_file_resumes(tmp_path):
    out = tmp_path / "games.jsonl"
    done = simulated(tmp_path, "--games", "6", "--bots", "dying", "--out", str(out))
    assert done.returncode == 1
    assert done.stderr.startswith("naqala: a worker process stopped before its work was done "
                                  "(killed, or out of memory?)") and \
        done.stderr.count("\n") == 1
    seeds = [json.loads(line)["seed"] for line in out.read_text().splitlines()]
    assert 2 not in seeds and len(set(seeds)) == len(seeds)
    again = simulated(tmp_path, "--games", "2", "--bots", "dying", "--out", str(out),
                      "--json")
    assert again.returncode == 0 and again.stderr == ""


def test_a_bot_at_the_terminal_table_cannot_read_the_games_seed(manager):
    """A bot's seed told the game's (`seed * 10 + seat`), so a bot plugin at a table with
    people knew every card and bag draw to come. Bots at the terminal are seeded as on the
    web (`registry.bot_seed`): the same after a resume, telling nothing of the deal."""
    from naqala.play import seated_bots
    from naqala.registry import bot_seed
    seeds: list[int] = []

    class Plugin:
        @hookimpl
        def naqala_bots(self):
            return {"seed_reader": lambda seed: seeds.append(seed) or RandomBot(seed)}
    manager.register(Plugin(), name="seed_reader_bot")
    game = naqala.Game("five_tribes", 4)
    seated_bots(game, "seed_reader", 1)
    assert seeds == [bot_seed(game.seed, p) for p in (1, 2, 3)]
    assert all(s // 10 != game.seed and s < 1 << 32 for s in seeds)


def test_an_unknown_bot_name_is_quoted_short():
    """A name a program gives `bot_factory` came back whole in its error (64 KB for 64 KB);
    it is quoted short, as the web server's create request quotes it."""
    with pytest.raises(naqala.NaqalaError) as err:
        naqala.bot_factory("x" * 65_536)
    said = str(err.value)
    assert said.startswith(f"no bot '{'x' * 59}... (65536 long); bots: ") and len(said) < 300
    with pytest.raises(naqala.NaqalaError, match=r"^no bot 'randm' \(did you mean 'random'"):
        naqala.bot_factory("randm")


@pytest.mark.parametrize("name", [["greedy"], {"a": 1}, None, 5])
def test_a_bot_name_that_is_no_text_is_refused_in_one_line(name):
    """A list or a dict given for a bot's name was a TypeError from deep inside (unhashable
    type), in `bot_factory`, `made_bot` and `plays_by` alike."""
    from naqala import registry
    for ask in (naqala.bot_factory, lambda n: registry.made_bot(n, 1),
                lambda n: registry.plays_by(n, None)):
        with pytest.raises(naqala.NaqalaError, match=r"^no bot .*; bots: "):
            ask(name)
