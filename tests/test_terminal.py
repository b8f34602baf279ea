"""The terminal front end driven by scripted input, as a player would type it."""

import argparse
import io
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import GRAPH, HEXAGONAL, at_move_start, script

from naqala import Text
from naqala.game import Game
from naqala_bots import RandomBot
from naqala_terminal.app import run

ROOT = Path(__file__).resolve().parents[1]


def args(lang="en", **more):
    return argparse.Namespace(lang=lang, **more)


def said(words: str, out: str) -> bool:
    """Whether `out` says `words`, whatever its wrapping: a file's path longer than the
    terminal's width is broken anywhere, even before its last full stop."""
    return "".join(words.split()) in "".join(out.split())


def test_illegal_input_is_refused_with_the_reason_and_asked_again(capsys):
    game = Game("five_tribes", 2, 5)
    run(game, {}, args(), script(["99", "fly away", "save", "load", "undo", "quit"]))
    out = " ".join(capsys.readouterr().out.split())  # as read, whatever the line wrapping
    assert "Choose a number from 1 to" in out
    assert "'fly' is not an option" not in out  # the whole line is the option id
    assert "'fly away' is not an option of this bid decision" in out
    assert "save needs a file name: save FILE" in out
    assert "load needs a file name: load FILE" in out  # it said save's words
    assert "Nothing of yours to undo" in out
    assert game.history == []


def test_the_options_a_game_sets_otherwise_are_said_first(capsys):
    run(Game("five_tribes:hidden_gold=no", 2, 5), {}, args(), script(["quit"]))
    out = " ".join(capsys.readouterr().out.split())
    assert "Options this game sets otherwise: Gold is secret until the end. (no)" in out
    run(Game("five_tribes", 2, 5), {}, args(), script(["quit"]))
    assert "Options this game sets otherwise" not in capsys.readouterr().out


def test_undo_takes_back_your_own_last_choice():
    game = Game("five_tribes", 2, 2)
    run(game, {}, args(), script(["1", "undo", "quit"]))
    assert game.history == []


def test_save_then_load_continues_the_same_game(tmp_path, capsys):
    game = Game("five_tribes", 2, 8)
    save = tmp_path / "g.json"
    run(game, {}, args(), script(["1", "2", "1", f"save {save}", "quit"]))
    assert "Saved to" in capsys.readouterr().out
    loaded = Game.load(save)
    assert loaded.history == game.history
    assert loaded.state.to_json() == game.state.to_json()


def test_a_whole_game_through_the_terminal_against_a_bot(capsys):
    game = Game("five_tribes", 2, 21)
    feed = ["help"] + ["1"] * 5000
    run(game, {1: RandomBot(4)}, args(), script(feed))
    out = capsys.readouterr().out
    assert game.over
    assert "Winner(s):" in out and "total" in out


def test_a_move_can_be_typed_in_notation(capsys):
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    from naqala.engine.move_listing import complete_moves
    move = complete_moves(game.rs, game.state, 1)[0]
    player = game.decision.player
    run(game, {}, args(), script(["b9 Nz", move, "quit"]))
    out = " ".join(capsys.readouterr().out.split())
    assert "'b9' (step 1 of 'b9 Nz') is not legal here" in out
    assert move.split()[0] in game.history
    assert game.state.turn["moved"] == 1 and game.choosers[-1] == player


def test_every_language_can_play(capsys):
    for lang in ("en", "vi", "el", "fa"):
        game = Game("five_tribes", 2, 3)
        run(game, {1: RandomBot(1)}, args(lang), script(["1"] * 40 + ["quit"]))
        assert len(game.history) > 20


def test_piped_standard_input_plays_from_the_command_line(tmp_path):
    save = tmp_path / "s.json"
    feed = "\n".join(["help", "1", "1", f"save {save}", "quit"]) + "\n"
    env = {**os.environ, "NAQALA_AUTOSAVE": str(tmp_path / "auto.json")}
    proc = subprocess.run([sys.executable, "-m", "naqala.cli", "play", "--bot", "random",
                           "--players", "2",
                           "--humans", "2", "--seed", "4"], input=feed, capture_output=True,
                          text=True, cwd=ROOT, env=env)
    assert proc.returncode == 0, proc.stderr
    assert save.exists()
    proc = subprocess.run([sys.executable, "-m", "naqala.cli", "play", "--bot", "random",
                           "--humans", "2", "--load", str(save)], input="quit\n",
                          capture_output=True, text=True, cwd=ROOT, env=env)
    assert proc.returncode == 0, proc.stderr


def test_hot_seat_hides_the_other_players_gold(capsys):
    game = Game("five_tribes", 2, 3)
    run(game, {}, args(), script(["quit"]))
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("Player ") and ";" in line]
    you = [line for line in lines if "(you)" in line]
    other = [line for line in lines if "(you)" not in line]
    assert len(you) == 1 and len(other) == 1
    assert "50 gold" in you[0] and "gold" not in other[0]


def test_a_hot_seat_at_one_terminal_is_handed_over(capsys, monkeypatch):
    """Line mode at a hot seat printed each seat's board and private events under the last
    seat's, for whoever read the screen next. At one terminal (standard input and output
    are one), the screen is handed over as in full screen: the next seat's view waits for
    its Enter, and the screen is cleared first; it then reads what it may see of the turns
    since it had the screen."""
    from naqala_terminal import app
    monkeypatch.setattr(app, "at_a_terminal", lambda: True)
    game = Game("five_tribes", 2, 3)
    first = game.decision.player
    asked, answers = [], iter(["", "1", "", "quit", "quit"])

    def typed(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)
    run(game, {}, args(), typed)
    out = capsys.readouterr().out
    hints = [f"Press Enter when Player {seat + 1} is ready" for seat in (first, 1 - first)]
    assert [prompt[:len(hints[0])] for prompt in asked] == [hints[0], "> ", hints[1], "> ", "> "]
    pages = out.split(app.CLEARED)  # what each person at the screen reads
    assert len(pages) == 3 and "(you)" not in pages[0]
    for page, seat in zip(pages, (first, 1 - first)):
        assert page.strip().endswith(f"Pass the screen to Player {seat + 1}.")
    for page, seat in zip(pages[1:], (first, 1 - first)):
        you = [line for line in page.splitlines() if "(you)" in line]
        assert len(you) == 1 and you[0].startswith(f"Player {seat + 1} (you)")
    told = " ".join(pages[2].split())  # the turn before, as the next seat may see it
    assert f"Player {first + 1} takes spot 3 on the Turn Order track" in told


def test_a_hot_seat_fed_by_a_script_is_a_transcript(capsys):
    """A script (or a file, or a pipe) is never asked for a hand-over: its lines stay
    answers to the game's questions, and the transcript is whole."""
    game = Game("five_tribes", 2, 3)
    run(game, {}, args(), script(["1", "1", "quit", "quit"]))
    out = capsys.readouterr().out
    assert "Pass the screen" not in out and len(game.history) == 2


def test_during_a_move_the_position_and_the_hand_are_shown(capsys):
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    start = game.decision.options[0].id
    run(game, {}, args(), script([start, "quit"]))
    out = " ".join(capsys.readouterr().out.split())
    assert f"{start}: drop a meeple (in hand:" in out


def test_saving_to_a_folder_is_refused_and_the_game_goes_on(tmp_path, capsys):
    game = Game("five_tribes", 2, 5)
    code = run(game, {}, args(), script(["1", "save /", f"save {tmp_path}", "1", "quit", "quit"]))
    out = " ".join(capsys.readouterr().out.split())
    assert code == 0 and len(game.history) == 2
    assert "cannot save to '/'" in out and "give the name of a file" in out



def test_a_huge_number_or_a_file_name_no_file_can_have_is_refused_and_the_game_goes_on(capsys):
    game = Game("five_tribes", 2, 5)
    names = ["a\0b", "~nobody_of_naqala/x.json", "a" * 300]
    code = run(game, {}, args(), script(["9" * 5000] + [f"{verb} {name}" for name in names
                                                        for verb in ("save", "load")] + ["quit"]))
    out = " ".join(capsys.readouterr().out.split())
    assert code == 0 and game.history == []
    assert "Choose a number from 1 to" in out
    assert "cannot save: embedded null byte" in out and "cannot read: embedded null byte" in out
    for why in ("Could not determine home directory.", "File name too long"):
        assert out.count(f"not a usable file name ({why})") == 2

def test_quit_warns_when_choices_are_unsaved(tmp_path, capsys):
    game = Game("five_tribes", 2, 5)
    save = tmp_path / "s.json"
    run(game, {}, args(), script(["1", "quit", "2"]))
    out = " ".join(capsys.readouterr().out.split())
    assert "Your last choices are not saved" in out and len(game.history) == 2
    run(game, {}, args(), script([f"save {save}", "quit", "1"]))  # saved: quit leaves at once
    assert len(game.history) == 2


def typed(lines: list[str], end: type[BaseException]):
    """An input function that gives `lines`, then raises `end` (Ctrl+C, Ctrl+D)."""
    feed = iter(lines)

    def read(_prompt: str) -> str:
        line = next(feed, None)
        if line is None:
            raise end
        return line
    return read


def test_ctrl_c_autosaves_says_where_and_fails(tmp_path, capsys):
    game = Game("five_tribes", 2, 5)
    auto = tmp_path / "auto.json"
    code = run(game, {}, argparse.Namespace(lang="en", autosave=str(auto)),
               typed(["1"], KeyboardInterrupt))
    out = " ".join(capsys.readouterr().out.split())
    assert code == 130
    assert said(f"the game is saved to {auto}.", out) and "naqala play --resume" in out
    assert Game.load(auto).history == game.history


def test_the_end_of_input_mid_turn_autosaves_and_says_where(tmp_path, capsys):
    """Ctrl+D (or the end of a piped script) mid-turn left at once, and the choices since
    the turn began were lost, while `quit` asks twice and Ctrl+C autosaves for them."""
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    auto = tmp_path / "auto.json"
    start = game.decision.options[0].id
    code = run(game, {}, argparse.Namespace(lang="en", autosave=str(auto)), script([start]))
    out = " ".join(capsys.readouterr().out.split())
    assert code == 0 and game.history[-1] == start
    assert "End of input: the game is left unfinished." in out and said(f"Saved to {auto}.", out)
    assert Game.load(auto).history == game.history


def test_output_that_breaks_mid_turn_autosaves(tmp_path):
    """Output piped into a program that ended (`naqala play | tee game.log`, tee killed)
    stopped the game with the turn's choices unsaved; the end of input autosaves them."""
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    auto = tmp_path / "auto.json"
    start = game.decision.options[0].id
    with pytest.raises(BrokenPipeError):
        run(game, {}, argparse.Namespace(lang="en", autosave=str(auto)),
            typed([start], BrokenPipeError))
    assert Game.load(auto).history == game.history


@pytest.mark.parametrize("stop", [KeyboardInterrupt, EOFError])
def test_an_autosave_file_name_with_brackets_is_said_as_it_is(tmp_path, capsys, stop):
    """The file name went into rich's markup unescaped: after Ctrl+C, an autosave folder
    named `a[/]b` was a MarkupError traceback, and `[red]` in one vanished from the line."""
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    auto = tmp_path / "a[/]b" / "[red]auto.json"
    leave = typed([game.decision.options[0].id], stop)  # the turn is left unfinished
    code = run(game, {}, argparse.Namespace(lang="en", autosave=str(auto)), leave)
    assert code == (130 if stop is KeyboardInterrupt else 0)
    assert str(auto) in "".join(capsys.readouterr().out.split())  # folded at 80 columns
    assert Game.load(auto).history == game.history


def test_save_and_autosave_never_replace_a_file_that_is_not_a_save(tmp_path, capsys):
    """`save notes.txt` (a slip of the name) or NAQALA_AUTOSAVE naming another file wrote
    the game over it: the file was lost. A save may replace a save, and nothing else."""
    notes = tmp_path / "notes.txt"
    notes.write_text("the only copy\n")
    save = tmp_path / "s.json"
    game = Game("five_tribes", 2, 5)
    feed = [f"save {notes}", f"save {save}", "1", f"save {save}", "1", "quit"]
    run(game, {}, argparse.Namespace(lang="en", autosave=str(notes)), script(feed))
    out = " ".join(capsys.readouterr().out.split())
    assert notes.read_text() == "the only copy\n"
    assert said(f"Refused: {notes}: not a naqala save file, so it is not replaced", out)
    assert "The game could not be saved automatically" in out
    assert Game.load(save).history == game.history[:1]


def test_watching_bots_in_line_mode_shows_the_game_unfold(capsys):
    game = Game("five_tribes", 2, 3)
    run(game, {0: RandomBot(0), 1: RandomBot(1)}, args("fa"), script([]))
    out = capsys.readouterr().out
    assert game.over and out.count("\n") > 100
    assert not re.search("[\u2066-\u2069]", out) and not re.search(r"\b[a-f][۰-۹]", out)


def test_watching_bots_needs_no_autosave_file(tmp_path, monkeypatch, capsys):
    """A game of bots alone is never autosaved: a bad NAQALA_AUTOSAVE does not stop it."""
    from naqala.cli import main
    for bad in ("~no_such_user_of_naqala/auto.json", "a" * 300):
        monkeypatch.setenv("NAQALA_AUTOSAVE", bad)
        assert main(["play", "--bot", "random", "--humans", "0", "--players", "2", "--seed", "3",
                     "--plain"]) == 0
    monkeypatch.setenv("NAQALA_AUTOSAVE", "a" * 300)
    assert main(["play", "--bot", "random", "--humans", "1", "--players", "2", "--plain"]) == 1
    assert "not a usable file name" in capsys.readouterr().err


def test_an_autosave_that_fails_is_said_when_it_fails(tmp_path, capsys):
    game = Game("five_tribes", 2, 3)
    folder = tmp_path / "auto.json"
    folder.mkdir()
    run(game, {1: RandomBot(1)}, argparse.Namespace(lang="en", autosave=str(folder)),
        script(["1"] * 6 + ["quit", "quit"]))
    out = "".join(capsys.readouterr().out.split())  # a long path is broken anywhere
    told = "".join(f"The game could not be saved automatically to {folder} (".split())
    assert out.count(told) == 1 and out.index(told) < out.index("Yourlastchoicesarenot")


def test_a_refusal_of_a_long_or_control_typed_word_says_why(tmp_path):
    """Fluent formats no argument of more than 2,500 characters: the refusal of a file name
    that long was '{???}'. A language's name was said whole (100,000 characters) and with
    its control characters, which the terminal ran."""
    from naqala_terminal.session import Session
    session = Session(Game("five_tribes", 2, 5), {})
    name = str(tmp_path / ("d" * 3000))
    reply = session.command(f"save {name}")
    assert reply.error and reply.message.startswith(f"Refused: {name}: not a usable file name")
    for typed in ("x" * 100_000, "\x1b[2Jfr"):
        reply = session.command(f"lang {typed}")
        assert reply.error and reply.message.startswith("Refused: no language "), reply.message
        assert "\x1b" not in reply.message and len(reply.message) < 200
    assert session.text.lang == "en" and session.game.history == []


def test_load_asks_before_it_replaces_a_game_kept_in_no_file(tmp_path):
    """`load FILE` replaced the game at once: its choices since the last save were lost,
    and the next autosave wrote the loaded game over the only copy of the one before. It
    asks first, as quit does; the same load typed again goes on."""
    from naqala_terminal.session import Session
    other = Game("five_tribes", 2, 9)
    other.apply(other.decision.options[0].id)
    other.save(tmp_path / "other.json")
    load = f"load {tmp_path / 'other.json'}"
    session = Session(Game("five_tribes", 2, 5), {})
    session.command("1")
    asked = session.command(load)
    assert asked.error and "This game is not saved to a file" in asked.message
    assert len(session.game.history) == 1 and session.game.seed == 5
    session.command("help")  # anything else typed between asks again
    assert session.command(load).error and session.game.seed == 5
    assert not session.command(load).error and session.game.seed == 9
    assert not session.command(load).error  # a game just loaded is in its file
    session.command("1")
    session.command(f"save {tmp_path / 'mine.json'}")
    assert not session.command(load).error  # saved: nothing to lose


def test_a_choice_undone_after_a_save_and_made_otherwise_is_unsaved(tmp_path):
    """Whether the game is saved was a count of choices: save, undo and choose otherwise,
    and the count matched again, so quit left at once and load replaced the game without
    asking, while the file held the choice taken back."""
    from naqala_terminal.session import Session
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    session = Session(game, {})
    session.command(game.decision.options[0].id)
    session.command(f"save {tmp_path / 'g.json'}")
    session.command("undo")
    session.command(game.decision.options[1].id)
    assert session.unsaved
    assert session.command("quit").error
    assert session.command(f"load {tmp_path / 'g.json'}").error
    assert session.game is game


def test_a_game_loaded_from_a_file_or_not_begun_loads_another_at_once(tmp_path):
    from naqala_terminal.session import Session
    game = Game("five_tribes", 2, 9)
    game.apply(game.decision.options[0].id)
    game.save(tmp_path / "g.json")
    load = f"load {tmp_path / 'g.json'}"
    assert not Session(Game("five_tribes", 2, 5), {}).command(load).error
    loaded = Session.for_table(Game.load(tmp_path / "g.json"), {},
                               args(load=str(tmp_path / "g.json")))
    assert not loaded.command(load).error
    resumed = Session.for_table(Game.load(tmp_path / "g.json"), {}, args(resume=True))
    assert resumed.command(load).error  # the autosave was its only copy


def prompted(proc, times: int, timeout: float = 60) -> str:
    """What the game wrote until it asked `times` times (its prompt `> ` on a line)."""
    import select
    out = b""
    while out.count(b"\n> ") < times:
        ready, _, _ = select.select([proc.stdout], [], [], timeout)
        assert ready, out.decode(errors="replace")[-2000:]
        more = os.read(proc.stdout.fileno(), 65536)
        assert more, out.decode(errors="replace")[-2000:]
        out += more
    return out.decode()


@pytest.mark.parametrize("signum", ["SIGTERM", "SIGHUP"])
def test_a_signal_mid_turn_autosaves_the_turn_and_says_where(tmp_path, signum):
    """SIGHUP (the terminal closed) or SIGTERM (`kill`) mid-turn ended `naqala play` at
    once: the choices since the turn began, which the autosave waits for the turn's end to
    keep, were lost. They are autosaved, said in one line, and the status is 128 + the
    signal's number."""
    import signal
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    game.apply(game.decision.options[0].id)  # the start tile: the turn is under way
    auto = tmp_path / "auto.json"
    env = {**os.environ, "NAQALA_AUTOSAVE": str(auto), "HOME": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-m", "naqala.cli", "play", "--bot", "random",
                             "--players", "2",
                             "--humans", "2", "--seed", "21", "--plain"], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    proc.stdin.write("".join(f"{choice}\n" for choice in game.history).encode())
    proc.stdin.flush()
    prompted(proc, len(game.history) + 1)
    proc.send_signal(getattr(signal, signum))
    out, err = proc.communicate(timeout=60)
    said = out.decode().rsplit("> ", 1)[-1]
    assert proc.returncode == 128 + getattr(signal, signum), err.decode()
    assert err.decode() == ""
    assert said.strip() == f"Interrupted: the game is saved to {auto}. Continue it with: " \
                           "naqala play --resume"
    assert Game.load(auto).history == game.history


@pytest.mark.parametrize("other_thread", [False, True])
def test_a_signal_while_a_choice_is_applied_waits_for_it(tmp_path, other_thread):
    """SIGTERM that came while a choice was half applied (the state moved on, the history
    not yet) autosaved a game whose replay did not reach its state: a file that could not
    be loaded, written over the good one. The signal waits until the choice is whole, also
    when another thread runs (a plugin's, a front end's): a signal mask held only the main
    thread, so the signal went to the other one and was raised mid-choice all the same."""
    import signal
    import threading

    class Signalling(list):
        def append(self, choice):
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(0.05)  # time for another thread to take the signal
            super().append(choice)
    game = Game("five_tribes", 2, 21)
    auto = tmp_path / "auto.json"
    game.history = Signalling(game.history)
    stop = threading.Event()
    other = threading.Thread(target=stop.wait, daemon=True)
    if other_thread:
        other.start()
    try:
        code = run(game, {}, argparse.Namespace(lang="en", autosave=str(auto)),
                   script(["1", "1"]))
    finally:
        stop.set()
    assert code == 128 + signal.SIGTERM
    assert Game.load(auto).history == game.history == [game.history[0]]


def test_a_signal_while_a_bot_thinks_ends_the_game_too(tmp_path, capsys):
    """SIGTERM that came while a bot chose was taken for the bot's own fault (a BotError):
    its seat played the first option and the game went on as if nothing had been sent."""
    import signal

    from naqala.registry import Seated

    class Signalled(RandomBot):
        def choose(self, view, decision):
            os.kill(os.getpid(), signal.SIGTERM)
            return super().choose(view, decision)
    game = Game("five_tribes", 2, 21)
    auto = tmp_path / "auto.json"
    bots = {1: Seated(Signalled(1), 1, "random")}
    code = run(game, bots, argparse.Namespace(lang="en", autosave=str(auto)),
               script(["1"] * 20))
    assert code == 128 + signal.SIGTERM and "failed" not in capsys.readouterr().out
    assert Game.load(auto).history == game.history and 1 not in game.choosers


@pytest.mark.parametrize("stop", [KeyboardInterrupt, "SIGTERM"])
def test_leaving_a_game_with_no_autosave_says_it_was_interrupted(capsys, stop):
    """Ctrl-C (or SIGTERM) with no autosave (`--humans 0`, NAQALA_AUTOSAVE=/dev/null) said
    "End of input", which nobody had given."""
    import signal
    if stop == "SIGTERM":
        def stop(_prompt):
            os.kill(os.getpid(), signal.SIGTERM)
    else:
        stop = typed([], stop)
    game = Game("five_tribes", 2, 5)
    code = run(game, {}, args(autosave=None), stop)
    out = capsys.readouterr().out
    assert code in (130, 128 + signal.SIGTERM) and "End of input" not in out
    assert out.splitlines()[-1].endswith("Interrupted: the game is left unfinished, and is "
                                         "not saved.")


@pytest.mark.parametrize("lang", ["en", "vi", "el", "fa"])
def test_save_onto_the_autosaves_lock_is_refused_and_the_lock_holds(tmp_path, lang):
    """`save ~/.naqala/autosave.json.lock` replaced the lock file the game held with a save:
    a second `naqala play` could then take the lock and autosave over this game."""
    from naqala.errors import NaqalaError
    from naqala.locks import hold_beside
    from naqala_terminal.session import Session
    from naqala_terminal.words import say
    auto = tmp_path / "auto.json"
    held = hold_beside(auto, "busy")
    lock = tmp_path / "auto.json.lock"
    before = lock.stat()
    session = Session(Game("five_tribes", 2, 5), {}, lang, str(auto))
    try:
        reply = session.command(f"save {lock}")
        assert reply.error and "\n" not in reply.message
        assert say(session.text, "term-save-held", path=str(lock)) in reply.message
        assert lock.stat().st_ino == before.st_ino and lock.read_bytes() == b""
        with pytest.raises(NaqalaError, match="busy"):
            hold_beside(auto, "busy")
    finally:
        os.close(held)


def test_an_autosave_never_replaces_a_lock_a_game_took_after_it_began(tmp_path):
    """`naqala play` refuses an autosave onto a lock a game holds; a game begun with its
    autosave named like a lock (`auto.json.lock`) before the game of `auto.json` took it
    then replaced that lock at each turn's end, letting it go."""
    from naqala.locks import hold_beside
    from naqala_terminal.session import Session
    lock = tmp_path / "auto.json.lock"
    session = Session(Game("five_tribes", 2, 5), {}, "en", str(lock))
    assert session.autosave() == str(lock)
    held = hold_beside(tmp_path / "auto.json", "busy")  # the other game begins
    before = lock.stat()
    try:
        assert session.autosave() is None
        note = " ".join(session.take_notes())
        assert f"could not be saved automatically to {lock}" in note and "lock of a game" in note
        assert lock.stat().st_ino == before.st_ino
    finally:
        os.close(held)


@pytest.mark.parametrize("lang", ["en", "vi", "el", "fa"])
def test_save_onto_the_autosave_of_a_game_in_play_elsewhere_is_refused(tmp_path, lang):
    """`save ~/.naqala/autosave.json` from a game with its own autosave replaced the
    autosave of the game in play there: that game's next autosave then wrote over the save
    (lost), and its `--resume` meanwhile went on with this game. A save to this game's own
    autosave is a save as any other."""
    from naqala.locks import hold_beside
    from naqala_terminal.session import Session
    from naqala_terminal.words import say
    theirs, mine = tmp_path / "theirs.json", tmp_path / "mine.json"
    Game("five_tribes", 2, 9).save(theirs)
    before = theirs.read_bytes()
    held = [hold_beside(theirs, "busy"), hold_beside(mine, "busy")]  # each game holds its own
    session = Session(Game("five_tribes", 2, 5), {}, lang, str(mine))
    try:
        reply = session.command(f"save {theirs}")
        assert reply.error and "\n" not in reply.message
        assert say(session.text, "term-save-autosaving", path=str(theirs)) in reply.message
        assert theirs.read_bytes() == before
        assert not session.command(f"save {mine}").error and session.autosave() == str(mine)
    finally:
        for fd in held:
            os.close(fd)
    assert not session.command(f"save {theirs}").error  # that game has ended


def test_a_refusal_in_persian_names_the_file_as_it_was_typed(tmp_path):
    """Persian turned every digit of a refusal into a Persian one, the file's name too:
    `load game7.json` was refused for «game۷.json», a file nobody named."""
    from naqala_terminal.session import Session
    session = Session(Game("five_tribes", 2, 5), {}, "fa")
    (tmp_path / "folder2").mkdir()
    for line, name in ((f"load {tmp_path}/game7.json", f"{tmp_path}/game7.json"),
                       (f"save {tmp_path}/folder2", f"{tmp_path}/folder2")):
        reply = session.command(line)
        assert reply.error and name in reply.message, reply.message


def test_columns_past_z_are_headed_with_their_two_letters(tmp_path):
    """A board may have 64 columns, named a to z, then aa, ab... (docs/notation.md): the
    line mode's board headed the 27th by `{`, the character after z."""
    from rich.console import Console

    from naqala_terminal.app import board_table
    letters = [chr(97 + c) for c in range(26)] + ["aa", "ab", "ac", "ad"]
    chain = ", ".join(f"{a}1-{b}1" for a, b in zip(letters, letters[1:]))
    wide = {"rules.yaml": "board:\n  columns: 30\n  rows: 1\nmovement:\n  adjacency: graph\n"
            f"  edges: {chain}\n"}
    game = at_move_start(tmp_path, "wide", wide)
    console = Console(width=400, record=True, file=io.StringIO())
    console.print(board_table(game, game.view(0), Text(game.rs, "en")))
    header = console.export_text().splitlines()[1]
    assert header.replace("┃", " ").split() == letters


def test_a_hexagonal_or_graph_board_says_which_tiles_touch(tmp_path, capsys):
    """Line mode drew every board as rows of squares and said nothing more: a hexagonal
    board's shifted rows and a graph's edges were nowhere, and help offered `b3 Eg Ey Sb`,
    a move in steps such a board does not have. Its moves typed in its own step names were
    played already (held here too)."""
    hexagonal = at_move_start(tmp_path, "hexa", HEXAGONAL)
    move = hexagonal.moves(limit=1)[0]
    assert any(word.startswith(("NE", "SE", "NW", "SW")) for word in move.split())
    start = len(hexagonal.history)
    run(hexagonal, {1: RandomBot(1)}, args(), script(["help", move, "quit", "quit"]))
    out = " ".join(capsys.readouterr().out.split())
    assert ("Hexagonal tiles: every second row is shifted half a tile to the right, so b2 "
            "touches b1, c1, a2, c2, b3, c3.") in out
    assert f"a whole move such as {move}." in out
    assert len(hexagonal.history) > start + 2  # the move typed was played
    graph = at_move_start(tmp_path, "graph", GRAPH)
    run(graph, {1: RandomBot(1)}, args("fa"), script(["1", "help", "quit", "quit"]))
    out = " ".join(capsys.readouterr().out.split())
    assert "راه‌های میان کاشی‌ها: a1: b1، a2، c3؛ b1: a1، c1، b2؛" in out
    assert "c3: a1، b3، d4؛" in out and "f1: e1؛" in out
    assert "مثلاً a1 b1y c1w d1b." in out  # mid-move: a walk along its edges
    run(Game("five_tribes", 2, 3), {}, args(), script(["quit"]))
    out = capsys.readouterr().out
    assert "Hexagonal" not in out and "Paths" not in out  # rows of squares say it all
