"""The full-screen game driven headless with Textual's pilot, at 80x24 and 160x50, in every
language: keys, typed moves, undo, save, load, resume, and what may never be on screen."""

import contextlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import GRAPH, HEXAGONAL, apart, at_move_start, run_apart
from rich.cells import cell_len

from naqala import Game, sentence
from naqala.cli import main
from naqala.text import LANGUAGES
from naqala_bots import RandomBot
from naqala_terminal.board import SIDE
from naqala_terminal.screenshots import main as screenshots
from naqala_terminal.screenshots import mid_game
from naqala_terminal.session import Session
from naqala_terminal.tui import NaqalaApp
from naqala_terminal.words import clean

ROOT = Path(__file__).resolve().parents[1]
SIZES = [(80, 24), (160, 50)]
RAW = re.compile(r"\balt\d|\bmove\.|power:|\b(ui|term|event|prompt|option|error|tiles|pieces|"
                 r"cards|counters|decks|tracks)-[a-z]|\b[a-z]+_[a-z_]+\b|[\u2066-\u2069\u200e\u200f]")


def screen(app) -> str:
    """The screen as text, one line per row."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def check_screen(app) -> str:
    """No raw id, internal name, message id or direction control; nothing cut off."""
    shown = screen(app)
    assert not RAW.search(shown), RAW.search(shown)
    width = app.size.width
    assert app.board.get_content_width(app.size, app.size) <= width - SIDE + 3
    for widget in ("#keys", "#status"):
        assert cell_len(str(app.query_one(widget).render())) <= width, widget
    keys = str(app.query_one("#keys").render())
    assert shown.splitlines()[-1].strip() == keys.strip()  # nothing pushed off the screen
    if app.session.text.lang == "fa":  # coordinates in Latin digits (below the board, where
        below = shown.splitlines()[1 + int(app.query_one("#top").styles.height.value):]
        assert not re.search(r"[a-h][۰-۹]", "\n".join(below))  # a letter + count is a meeple)
    return shown


def drive(coroutine):
    return run_apart(coroutine)


@contextlib.asynccontextmanager
async def running(session: Session, size: tuple[int, int] = (80, 24)):
    """The app on `session`, run headless at `size`, once it has settled: (app, pilot)."""
    app = NaqalaApp(session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        yield app, pilot


async def press(pilot, *keys: str) -> None:
    """Press the keys, then let the app settle."""
    await pilot.press(*keys)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_turn_by_keys_and_a_typed_move(lang, size, tmp_path):
    session = mid_game(lang, str(tmp_path / "auto.json"))
    game = session.game

    async def play():
        async with running(session, size) as (app, pilot):
            check_screen(app)
            start = len(game.history)
            for _ in range(80):  # Enter on the board, then on the offered options
                await press(pilot, "enter")
                check_screen(app)
                if game.choosers[start:] and game.choosers[-1] != 0 or game.over:
                    break
            assert game.choosers[start] == 0 and game.choosers[-1] != 0 or game.over
            assert (tmp_path / "auto.json").exists()  # autosaved when the turn passed
            while not game.over and game.decision.kind == "bid":  # a new round: bid first
                await press(pilot, "enter")
            if game.over:
                return
            assert game.decision.kind == "move.start"
            move = game.moves(limit=1)[0]
            command = app.query_one("#command")
            command.focus()
            command.value = move
            typed = len(game.history)
            await press(pilot, "enter")
            assert game.history[typed] == move.split()[0] and len(game.history) > typed + 1
            check_screen(app)
    drive(play())


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_undo_save_load_and_refusals_stay_on_screen(lang, tmp_path):
    session = mid_game(lang)
    game = session.game

    async def play():
        async with running(session) as (app, pilot):
            before = list(game.history)
            await press(pilot, "enter")  # the start tile
            assert len(game.history) == len(before) + 1
            await press(pilot, "ctrl+z")
            assert game.history == before
            command = app.query_one("#command")
            command.focus()
            log = app.query_one("#log")
            for line in ("save /", f"save {tmp_path}", "fly away", "99"):
                said = len(log.lines)
                command.value = line
                await press(pilot, "enter")
                assert len(log.lines) > said  # the refusal is in the log
                assert line != "save /" or "'/'" in screen(app) or "«/»" in screen(app)
            assert game.history == before and app.is_running
            save = tmp_path / "g.json"
            command.value = f"save {save}"
            await press(pilot, "enter")
            assert Game.load(save).history == before
            await pilot.press("enter")  # start a move, then load the save back
            command.value = f"load {save}"
            await press(pilot, "enter")
            assert app.session.game.history == before
            check_screen(app)
    drive(play())


def test_every_finished_game_loaded_shows_its_final_table(tmp_path):
    """The final table went into the log once per table: a second finished game loaded
    (or a loaded game played to its end) showed none."""
    import random
    saves = []
    for seed in (4, 6):
        game, pick = Game("five_tribes", 2, seed), random.Random(seed)
        while not game.over:
            game.apply(pick.choice(game.decision.options).id)
        saves.append(tmp_path / f"{seed}.json")
        game.save(saves[-1])
    session = Session(Game("five_tribes", 2, 5), {}, "en")

    async def play():
        async with running(session, (100, 40)) as (app, pilot):
            for save in saves:
                app.run_command(f"load {save}")
                await pilot.pause()
            return [line.text for line in app.query_one("#log").lines]
    logged = " ".join(" ".join(drive(play())).split())
    assert logged.count("Winner(s):") == 2


def test_quit_warns_when_unsaved_and_ctrl_c_autosaves_and_says_where(tmp_path):
    auto = tmp_path / "auto.json"
    session = mid_game("en", str(auto))

    async def play():
        async with running(session) as (app, pilot):
            await press(pilot, "enter")
            await press(pilot, "ctrl+q")
            assert app.is_running and "not saved" in screen(app)
            await press(pilot, "ctrl+c")
        return app
    app = drive(play())
    assert app.return_code == 130
    assert str(auto) in app.message
    assert Game.load(auto).history == session.game.history


def test_resume_after_a_crash_continues_the_autosaved_game(tmp_path):
    auto = tmp_path / "auto.json"
    session = mid_game("en", str(auto))
    game = session.game

    async def play():
        async with running(session) as (app, pilot):
            for _ in range(40):
                await press(pilot, "enter")
                if game.choosers[-1] != 0:
                    break
        # leaving the pilot without quitting is the crash: only the autosave is left
    drive(play())
    saved = Game.load(auto).history
    assert saved and game.history[:len(saved)] == saved
    env = {**os.environ, "NAQALA_AUTOSAVE": str(auto)}
    proc = subprocess.run([sys.executable, "-m", "naqala.cli", "play", "--bot", "random",
                           "--resume", "--plain"],
                          input="quit\n", capture_output=True, text=True, cwd=ROOT, env=env)
    assert proc.returncode == 0, proc.stderr
    assert "Player 1" in proc.stdout


def test_resume_without_an_autosave_says_so(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "none.json"))
    assert main(["play", "--bot", "random", "--resume"]) != 0
    assert "no autosaved game at" in capsys.readouterr().err


def test_hot_seat_hands_over_without_showing_secrets():
    game = Game("five_tribes", 2, 3)
    session = Session(game, {}, "en")

    async def play():
        async with running(session) as (app, pilot):
            first = game.decision.player
            assert f"Pass the screen to Player {first + 1}" in screen(app)
            await press(pilot, "enter")
            assert screen(app).count("50 gold") == 1
            while game.decision.player == first:  # two markers each with two players
                await press(pilot, "enter")
            shown = screen(app)
            assert f"Pass the screen to Player {game.decision.player + 1}" in shown
            assert "gold" not in shown
    drive(play())


def test_hot_seat_log_never_holds_what_one_seat_alone_saw():
    """A seat that cannot pay a spot's cost pays all its hidden gold, which only it may see
    (seed 21, choice 238: Player 2, 0 gold). Between two humans the log was written as the
    deciding seat saw it, so that line stayed in the log handed over to Player 1."""
    import random
    game, pick = Game("five_tribes", 2, 21), random.Random(21)
    while len(game.history) < 237:
        game.apply(pick.choice(game.decision.options).id)
    session = Session(game, {}, "en")
    secret = pick.choice(game.decision.options).id

    async def play():
        async with running(session, (100, 40)) as (app, pilot):
            await press(pilot, "enter")  # Player 2 takes the screen
            app.choose(secret)
            await pilot.pause()
            private = [e for e in game.log if e.seats == (1,)]
            assert private and game.decision.player == 1
            while game.decision.player == 1:
                app.choose(game.decision.options[0].id)
                await pilot.pause()
            await press(pilot, "enter")  # Player 1 takes the screen
            logged = [line.text.strip() for line in app.query_one("#log").lines]
            for event in private:
                assert clean(sentence(session.text, event)) not in logged
    drive(play())


def test_hot_seat_log_keeps_no_refusal_of_the_seat_before():
    """A refusal names the options of the seat that typed it ("the options are: s3, s4",
    the spots its hidden gold pays for; "a number from 1 to 5"): between two humans it
    stayed in the log handed over to the next player."""
    game = Game("five_tribes", 2, 3)
    session = Session(game, {}, "en")

    async def play():
        async with running(session, (100, 40)) as (app, pilot):
            await press(pilot, "enter")
            first = game.decision.player
            app.run_command("fly away")
            app.run_command("99")
            await pilot.pause()
            logged = " ".join(line.text.strip() for line in app.query_one("#log").lines)
            assert "the options are" in logged and "from 1 to" in logged
            while game.decision.player == first:
                app.choose(game.decision.options[0].id)
                await pilot.pause()
            await press(pilot, "enter")  # the next player takes the screen
            logged = " ".join(line.text.strip() for line in app.query_one("#log").lines)
            assert "Refused" not in logged and "from 1 to" not in logged
            public = [clean(sentence(session.text, e)) for e in game.events(0, None)]
            assert public[-1] in logged
    drive(play())


def test_keys_pressed_while_bots_play_choose_nothing():
    """Bots play inside the handler of the player's choice, and keys pressed meanwhile
    waited: an Enter pressed twice chose the first option of the next decision unseen (and
    at a hot seat, let the next player's screen open before it was handed over)."""
    from textual import events
    game = Game("five_tribes", 2, 3)
    held: list = []

    class Hasty:  # a bot during whose thought the player presses Enter
        def choose(self, view, decision):
            held[0].post_message(events.Key("enter", "\r"))
            return decision.options[0].id

    human = game.decision.player
    session = Session(game, {1 - human: Hasty()}, "en")

    async def play():
        async with running(session, (100, 40)) as (app, pilot):
            held.append(app)
            await press(pilot, "enter")  # the human's choice, then the bot's
            while game.decision.player != human:
                await pilot.pause()
            await pilot.pause()
            assert game.choosers.count(human) == 1, game.choosers
            await press(pilot, "enter")  # a key pressed once the decision is shown counts
            assert game.choosers.count(human) == 2
    drive(play())


def test_watch_mode_unfolds_pauses_and_changes_pace():
    game = Game("five_tribes", 2, 3)
    session = Session(game, {0: RandomBot(0), 1: RandomBot(1)}, "en")

    async def play():
        app = NaqalaApp(session, speed=0.04)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(200):  # the bots play on by themselves (a busy machine: slower)
                if len(game.history) > 3:
                    break
                await pilot.pause(0.05)
            assert len(game.history) > 3
            await pilot.press("space")
            await pilot.pause(0.05)
            paused = len(game.history)
            await pilot.pause(0.2)
            assert len(game.history) == paused and "paused" in screen(app)
            await pilot.press("minus")
            assert app.speed == pytest.approx(0.08)
            check_screen(app)
    drive(play())


@pytest.mark.parametrize("lang", ["el", "fa"])
def test_help_explains_the_decision_and_the_legend_names_everything(lang):
    session = mid_game(lang)

    async def play():
        async with running(session) as (app, pilot):
            await press(pilot, "f1")
            text = session.text
            assert text("term-help-move-start")[:12] in screen(app)
            await press(pilot, "escape", "f2")
            shown = screen(app)
            assert text.name("pieces", "vizier") in shown
            assert not RAW.search(shown)
    drive(play())


def test_screenshots_are_written_in_every_language(tmp_path):
    assert apart(screenshots, [str(tmp_path)]) == 0
    for lang in LANGUAGES:
        svg = (tmp_path / f"terminal-{lang}.svg").read_text(encoding="utf-8")
        assert svg.startswith("<svg") and "\u2068" not in svg


def test_a_click_on_a_tile_starts_the_move_there():
    session = mid_game("en")
    game = session.game
    tile = game.decision.options[-1].id  # a start tile the cursor is not on
    start = len(game.history)

    async def play():
        async with running(session) as (app, pilot):
            width, height = app.board.geometry()
            row, column = int(tile[1:]) - 1, ord(tile[0]) - 97
            await pilot.click("#board", offset=(3 + column * (width + 1) + 1, 1 + row * height))
            await pilot.pause()
            assert game.history[start] == tile
    drive(play())


@pytest.mark.parametrize("size", SIZES)
def test_an_expansion_board_with_walls_and_blocked_tiles_fits(size):
    game = Game("artisans_and_whims", 3, 2)
    session = Session(game, {1: RandomBot(1), 2: RandomBot(2)}, "en")

    async def play():
        app = NaqalaApp(session)
        async with app.run_test(size=size) as pilot:
            for _ in range(6):
                await pilot.pause()
                await pilot.press("enter")
            await pilot.pause()
            shown = check_screen(app)
            assert "┃" in shown and "░" in shown  # walls and blocked tiles
    drive(play())


def test_watch_mode_ends_an_engine_error_in_one_line(monkeypatch, tmp_path, capsys):
    """A ruleset that never ends stops after `MOST_ROUNDS` rounds with the line `play` says,
    not Textual's traceback (docs/decisions.md, hardening)."""
    from naqala.engine import budget
    from naqala.play import RoundLimited
    from naqala_terminal import tui
    monkeypatch.setattr(budget, "MOST_ROUNDS", 1)
    game = Game("five_tribes", 2, 3)
    bots = {p: RoundLimited(RandomBot(p), game) for p in (0, 1)}
    app = NaqalaApp(Session(game, bots, "en"), speed=0.01)

    async def watch():
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(200):
                await pilot.pause(0.05)
                if app.error is not None:
                    break
    drive(watch())
    assert app.return_code == 1 and str(app.error) == (
        "ruleset 'five_tribes': the game has not ended after 1 rounds; does its end_when ever "
        "hold?")
    # `run` (what `naqala play` calls) raises it after leaving the screen, for one line.
    monkeypatch.setattr(app, "run", lambda: 1)
    monkeypatch.setattr(tui, "NaqalaApp", lambda session, speed: app)
    with pytest.raises(budget.RunawayError):
        tui.run(game, bots, None)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_legend_says_which_options_the_game_sets_otherwise(lang):
    game = Game("five_tribes:hidden_gold=no", 2, 3)
    session = Session(game, {1: RandomBot(1)}, lang)

    async def play():
        async with running(session, (100, 40)) as (app, pilot):
            await press(pilot, "f2")
            shown = screen(app)
            assert session.text("term-legend-settings")[:10] in shown
            assert session.text("options-hidden_gold")[:10] in shown
            assert f"({session.text('option-no')})" in shown
            assert not RAW.search(shown)
    drive(play())
    plain = Session(Game("five_tribes", 2, 3), {1: RandomBot(1)}, lang)

    async def play_plain():
        async with running(plain, (100, 40)) as (app, pilot):
            await press(pilot, "f2")
            assert plain.text("term-legend-settings")[:10] not in screen(app)
    drive(play_plain())


def shown_until(fd: int, marker: bytes | None, most: float = 120) -> bytes:
    """What the terminal `fd` shows until `marker` is among it, or the program ends."""
    import select
    import time
    out, end = b"", time.monotonic() + most
    while (marker is None or marker not in out) and time.monotonic() < end:
        if select.select([fd], [], [], 1)[0]:
            try:
                out += os.read(fd, 65536)
            except OSError:  # the program ended: its side of the terminal is closed
                break
    return out


@pytest.mark.parametrize("signum", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_mid_turn_in_full_screen_autosaves_the_turn(tmp_path, signum):
    """The full-screen game killed mid-turn (`kill`, or its terminal window closed) lost
    the turn's choices; they are autosaved, and where is said when the terminal is still
    there. Run in a terminal of its own (a pty), as a player would. After SIGHUP the screen
    is not shut down on the terminal that is gone: that waited for ever one time in four.
    `kill -INT` left with status 0, unsaved and unsaid; it leaves as Ctrl+C does."""
    import fcntl
    import pty
    import signal
    import struct
    import termios
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    save, auto = tmp_path / "start.json", tmp_path / "auto.json"
    game.save(save)
    pid, fd = pty.fork()
    if pid == 0:  # the game, with the terminal as its standard streams
        os.environ.update(NAQALA_AUTOSAVE=str(auto), HOME=str(tmp_path))
        os.execv(sys.executable, [sys.executable, "-m", "naqala.cli", "play", "--bot", "random",
                                  "--humans",
                                  "2", "--load", str(save)])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    assert b"Pass the screen" in shown_until(fd, b"Pass the screen")
    os.write(fd, b"\r")  # past the hand-over screen
    assert b"Choose" in shown_until(fd, b"Choose")
    os.write(fd, b"\r")  # the start tile: the turn is under way
    assert b"drop" in shown_until(fd, b"drop")
    if signum == "SIGHUP":
        os.close(fd)  # the terminal window closed: the system sends SIGHUP
    else:
        os.kill(pid, getattr(signal, signum))
        shown = b"".join(shown_until(fd, None).split()).decode(errors="replace")
        assert f"Interrupted:thegameissavedto{auto}." in shown
        os.close(fd)
    assert waited(pid, 30) == 128 + getattr(signal, signum)  # None: it hung, and was killed
    kept = Game.load(auto)
    assert kept.history[:-1] == game.history and kept.choosers[-1] == kept.decision.player


def test_watching_at_speed_zero_plays_as_fast_as_it_can(capsys):
    """`play --humans 0 --speed 0` in a terminal never played a choice, and ended in a
    traceback (Textual's timer divides by its interval); it plays, and Space pauses."""
    game = Game("five_tribes", 2, 3)
    session = Session(game, {0: RandomBot(0), 1: RandomBot(1)}, "en")

    async def play():
        app = NaqalaApp(session, speed=0)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(200):
                if len(game.history) > 3:
                    break
                await pilot.pause(0.05)
            await pilot.press("space")
            await pilot.pause(0.05)
            paused = len(game.history)
            await pilot.pause(0.2)
            assert paused > 3 and len(game.history) == paused
    drive(play())


SLOW_BOT = '''
import sys
import time
from pathlib import Path

from naqala import plugins
from naqala.cli import main
from naqala.hookspecs import hookimpl
from naqala_bots import RandomBot


class Slow(RandomBot):
    """Its first choice at once, then a long think (a busy loop, as mcts's), said in a file."""

    def __init__(self, seed):
        super().__init__(seed)
        self.chosen = 0

    def choose(self, view, decision):
        self.chosen += 1
        if self.chosen > 1:
            Path(sys.argv[1]).touch()
            end = time.monotonic() + 120
            while time.monotonic() < end:
                pass
        return super().choose(view, decision)


class SlowBots:
    @hookimpl
    def naqala_bots(self):
        return {"slow": Slow}


plugins.manager().register(SlowBots(), name="slow_bots")
sys.exit(main(sys.argv[2:]))
'''


def waited(pid: int, most: float) -> int | None:
    """The exit code of child `pid` once it ends within `most` seconds, or None (killed)."""
    import signal
    import time
    end = time.monotonic() + most
    while time.monotonic() < end:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        time.sleep(0.1)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return None


@pytest.mark.parametrize("signum", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_while_bots_play_in_full_screen_ends_the_game_at_once(tmp_path, signum):
    """The full screen answered SIGTERM or SIGHUP only between bot turns: while a bot
    thought (a long `mcts-hard` think) the signal waited until the bots had played. It ends
    the game at once, with the bot's choices of its turn so far autosaved. So does Ctrl+C
    (SIGINT here), a key in full screen, which waited in the event queue as the signals did."""
    import fcntl
    import pty
    import signal
    import struct
    import termios
    import time
    game = Game("five_tribes", 2, 21)
    while game.decision.kind != "move.start" or game.decision.player != 1:
        game.apply(game.decision.options[0].id)
    save, auto, thinking = tmp_path / "start.json", tmp_path / "auto.json", tmp_path / "thinking"
    game.save(save)
    (tmp_path / "slow.py").write_text(SLOW_BOT)
    pid, fd = pty.fork()
    if pid == 0:  # the game, with the terminal as its standard streams
        os.environ.update(NAQALA_AUTOSAVE=str(auto), HOME=str(tmp_path))
        os.execv(sys.executable, [sys.executable, str(tmp_path / "slow.py"), str(thinking),
                                  "play", "--humans", "1", "--bot", "slow", "--load",
                                  str(save)])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    end = time.monotonic() + 120
    while not thinking.exists() and time.monotonic() < end:
        shown_until(fd, b"\x00", 0.2)  # the screen drawn meanwhile, read and dropped
    assert thinking.exists()
    if signum == "SIGHUP":
        os.close(fd)  # the terminal window closed: the system sends SIGHUP
    else:
        if signum == "SIGINT":
            os.write(fd, b"\x03")  # Ctrl+C: the screen reads it as a key, not a signal
        else:
            os.kill(pid, signal.SIGTERM)
        shown = b"".join(shown_until(fd, None, 30).split()).decode(errors="replace")
        assert f"Interrupted:thegameissavedto{auto}." in shown
        os.close(fd)
    assert waited(pid, 30) == 128 + getattr(signal, signum)
    kept = Game.load(auto)
    assert kept.history[:-1] == game.history and kept.choosers[-1] == 1 == kept.decision.player


def test_a_hexagonal_board_is_drawn_in_shifted_rows_and_clicked_where_it_is_drawn(tmp_path):
    """Every second row of hexagons was drawn straight under the first, as squares: which
    tiles touch was not to be seen, and a click was read on the grid of squares."""
    game = at_move_start(tmp_path, "hexa", HEXAGONAL)
    session = Session(game, {1: RandomBot(1)}, "en")
    tile = next(o.id for o in game.decision.options if o.id[1:] == "2" and o.id[0] > "a")
    start = len(game.history)

    async def play():
        async with running(session, (100, 32)) as (app, pilot):
            width, height = app.board.geometry()
            shift = (width + 1) // 2
            rows = check_screen(app).splitlines()[2:]  # below the status and column letters
            assert rows[0].startswith(" 1 ") and rows[height].startswith(" 2 " + " " * shift)
            assert rows[height][3 + shift] != " "  # row 2 begins half a cell to the right
            column = ord(tile[0]) - 97
            at = 3 + shift + column * (width + 1) + width - 1  # the cell's last column
            await pilot.click("#board", offset=(at, 1 + height))
            await pilot.pause()
            assert game.history[start] == tile
    drive(play())


def test_a_wall_under_a_hexagon_is_drawn_where_the_two_tiles_meet(tmp_path):
    """A hexagon meets each of the two below it along half its lower edge: a wall between
    them underlines that half, not the whole cell, and a wall towards the hexagon below in
    the other column was not drawn at all (random walls close every side of a hexagon)."""
    walled = {"rules.yaml": HEXAGONAL["rules.yaml"] + "board:\n  walls: 12\n"}
    game = at_move_start(tmp_path, "walled", walled)
    geo = game.rs.geometry
    pairs = [sorted(geo.index[n] for n in w.split("-")) for w in game.view()["walls"]]
    below = [(a, b) for a, b in pairs if b // geo.columns == a // geo.columns + 1]
    assert {b - a == geo.columns for a, b in below} == {True, False}  # both kinds are here

    def part(a: int, b: int, width: int) -> tuple[int, int]:  # the half over tile b
        shifted = a // geo.columns % 2
        right = (b - a == geo.columns + 1) if shifted else (b - a == geo.columns)
        return (width // 2, width) if right else (0, width // 2)

    async def play():
        async with running(Session(game, {1: RandomBot(1)}, "en"), (100, 32)) as (app, _):
            width, _ = app.board.geometry()
            drawn = [span.end - span.start for span in app.board.render().spans
                     if span.style == "underline bright_white"]
            assert sorted(drawn) == sorted(e - s for s, e in (part(a, b, width)
                                                              for a, b in below))
    drive(play())


def test_a_graph_board_names_where_the_tile_under_the_cursor_leads(tmp_path):
    """A graph's edges were nowhere on screen: a line under the board now names the tiles
    the one under the cursor leads to, and the legend lists every path."""
    game = at_move_start(tmp_path, "graph", GRAPH)
    session = Session(game, {1: RandomBot(1)}, "en")

    async def play():
        async with running(session) as (app, pilot):
            assert "From a1: b1, a2, c3" in check_screen(app)
            await press(pilot, "down", "down", "right", "right")
            assert "From c3: a1, b3, d4" in check_screen(app)
            assert "Paths between tiles: a1: b1, a2, c3; b1: a1, c1, b2;" in app.legend().plain
    drive(play())
