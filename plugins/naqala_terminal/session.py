"""A game at the table: the seats, the commands a player types, saving and autosaving.

Both front ends (full screen and line mode) read a player's line through `Session.command`,
so the same words do the same thing in both.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from naqala import Game, IllegalChoice, NaqalaError, Option, Text, label
from naqala.errors import BotError
from naqala.jsonfile import user_path
from naqala.locks import held, held_beside
from naqala.savefile import check_replaceable, installed, read_save

from .words import clean, example_move, help_text, say

FROM_PERSIAN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")  # Persian players may type them
# the terminal closed, or the game was told to stop: autosaved, as Ctrl-C is
LEAVING = tuple(getattr(signal, name) for name in ("SIGHUP", "SIGTERM") if hasattr(signal, name))


class Hangup(BaseException):
    """A signal of `LEAVING` (or SIGINT, Ctrl+C in full screen) came: the game is autosaved
    and left, status 128 + signal. Not an Exception, as KeyboardInterrupt is not: no bot's
    fault, nor taken for one."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.code = 128 + signum


@contextmanager
def leaving_on_signals(signums: tuple = LEAVING) -> Iterator[None]:
    """While the game is played, a signal of `signums` raises Hangup."""
    def leave(signum, _frame):
        raise Hangup(signum)
    with _handling(signums, leave):
        yield


@contextmanager
def _handling(signums: tuple, handler) -> Iterator[None]:
    """`handler` for `signums` within the block, the former handlers after; in the main
    thread only, where Python runs handlers (elsewhere the signals are left as they are)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {signum: signal.signal(signum, handler) for signum in signums}
    try:
        yield
    finally:
        for signum, former in before.items():
            signal.signal(signum, signal.SIG_DFL if former is None else former)


def say_last(line: str) -> None:
    """Print the game's last line; when the terminal is gone (SIGHUP), standard output and
    error go to the null device from then on, where nothing more fails."""
    try:
        print(line, flush=True)
    except OSError:
        quiet = os.open(os.devnull, os.O_WRONLY)
        for stream in (1, 2):
            os.dup2(quiet, stream)


@contextmanager
def steady() -> Iterator[None]:
    """Ctrl-C and the signals of `LEAVING` wait while a choice, a move or an undo changes
    the game and its autosave: one raised half-way through left a save that could not be
    read. Their handlers only note them meanwhile, and what came is raised again once the
    game is whole (a signal mask would hold the main thread alone: a signal sent to the
    process then went to another thread, and Python raised it mid-choice all the same)."""
    came: list[int] = []
    try:
        with _handling((signal.SIGINT, *LEAVING), lambda signum, _frame: came.append(signum)):
            yield
    finally:
        for signum in dict.fromkeys(came):
            signal.raise_signal(signum)


@dataclass
class Reply:
    """What a command did: a message to show (`error`: it was refused), `quit`: leave now."""
    message: str = ""
    error: bool = False
    quit: bool = False


class Session:
    """One game with its bots (`seats`: seat -> bot), its language and its autosave file."""

    def __init__(self, game: Game, seats: dict, lang: str = "en",
                 autosave: str | None = None, filed: int = 0):
        self.game, self.seats = game, seats
        self.text = Text(game.rs, lang)
        self.autosave_path = Path(autosave) if autosave else None
        self.saved = len(game.history)  # choices in the last save
        self.filed = filed  # choices in a file the players named (saved or loaded)
        self.quitting = False  # `quit` was typed once with unsaved choices
        self.loading = ""  # `load FILE` typed once over a game kept in no such file
        self.notes: list[str] = []  # for the players, see take_notes
        self.autosave_failing = False  # the last autosave failed (and the players were told)

    @classmethod
    def for_table(cls, game: Game, seats: dict, args) -> Session:
        """The session `naqala play` begins with: its language and autosave, and a game
        loaded with `--load` counted as kept in that file (a resumed one is in the autosave
        alone, which the next autosave of another game would replace)."""
        lang = getattr(args, "lang", None)  # an empty one is no language, as elsewhere
        return cls(game, seats, "en" if lang is None else lang,
                   getattr(args, "autosave", None),
                   len(game.history) if getattr(args, "load", None) else 0)

    @property
    def humans(self) -> list[int]:
        return [p for p in range(self.game.players) if p not in self.seats]

    @property
    def unsaved(self) -> bool:
        return len(self.game.history) != self.saved

    def choose(self, option_id: str) -> None:
        """Apply a choice; autosave when the turn passes to another seat or the game ends."""
        player = self.game.decision.player
        with steady():
            self.game.apply(option_id)
            self._after(player)

    def _after(self, player: int) -> None:
        if self.game.over or self.game.decision.player != player:
            self.autosave()

    def bot_step(self) -> bool:
        """Let a bot take the pending decision if it is a bot's; whether one did."""
        decision = self.game.decision
        if decision is None or decision.player not in self.seats:
            return False
        self.choose(self._bot_choice(decision))
        return True

    def _bot_choice(self, decision) -> str:
        """The choice of the bot whose decision is pending. At a table with people, a bot
        that fails (a BotError) is named in `notes` and its seat plays the first option, so
        that nobody's game is lost; with bots alone the error ends the game."""
        bot = self.seats[decision.player]
        try:
            return bot.choose(self.game.seat_view(decision.player), decision)
        except BotError as err:
            if not self.humans:
                raise
            self.notes.append(self._bot_failed(err))
            return decision.options[0].id

    def _bot_failed(self, err: BotError) -> str:
        """The note that says the bot of `err` failed, or what it answered that is no
        option, in the players' language."""
        player = self.text("ui-player", n=err.seat + 1)
        if err.answer:
            return say(self.text, "term-bot-no-option", bot=err.bot, answer=err.answer,
                       player=player)
        return say(self.text, "term-bot-failed", bot=err.bot, reason=err.cause or err.detail,
                   player=player)

    def autosave(self) -> str | None:
        """Write the autosave file; its path, or None when there is none or it failed (a
        failure is said in `notes`, once until an autosave works again)."""
        if self.autosave_path is None:
            return None
        try:
            self.autosave_path.parent.mkdir(parents=True, exist_ok=True)
            self._check_writable(self.autosave_path, str(self.autosave_path))
            self.game.save(self.autosave_path)
        except (OSError, NaqalaError) as err:
            if not self.autosave_failing:
                self.autosave_failing = True
                reason = getattr(err, "strerror", None) or \
                    str(err).removeprefix(f"{self.autosave_path}: ")
                self.notes.append(say(self.text, "term-autosave-failed", reason=reason,
                                      path=str(self.autosave_path)))
            return None
        self.autosave_failing = False
        self.saved = len(self.game.history)
        return str(self.autosave_path)

    def leave(self) -> str:
        """Ctrl-C, SIGHUP or SIGTERM: autosave; the line that says where (or that nothing
        is saved: bots alone, an autosave to the null device or one that failed)."""
        where = self.autosave()
        return say(self.text, "term-interrupted", path=where) if where else \
            say(self.text, "term-interrupted-unsaved")

    def take_notes(self) -> list[str]:
        """What the players are to be told since last asked (a bot that failed, an autosave
        that failed), each one line in their language."""
        notes, self.notes = self.notes, []
        return notes

    def save(self, name: str) -> str:
        """Save to `name`; a folder, an empty name, a lock file held or a file that is not a
        save is refused and nothing changes."""
        path = user_path(name)
        if not name.strip() or not path.name or path.is_dir():
            raise NaqalaError(say(self.text, "term-save-bad-path", path=name))
        self._check_writable(path, name)
        self.game.save(path)
        self.saved = self.filed = len(self.game.history)
        return say(self.text, "ui-saved", path=name)

    def _check_writable(self, path: Path, name: str) -> None:
        """A NaqalaError when a save to `path` (typed as `name`) would replace a lock a game
        holds (this game's autosave lock, `play.hold_autosave`, or another's: it would let
        it go), the autosave of another game in play (which would write over the save), or
        a file that is not a save."""
        if held(path):
            raise NaqalaError(say(self.text, "term-save-held", path=name))
        mine = self.autosave_path
        if held_beside(path) and (mine is None or
                                  os.path.realpath(mine) != os.path.realpath(path)):
            raise NaqalaError(say(self.text, "term-save-autosaving", path=name))
        check_replaceable(path)

    def load(self, name: str) -> str:
        """Replace the game by the one saved in `name` (refused: the game goes on). A save
        of this game's ruleset, when its folder is not installed, is replayed with that
        folder, as `play --load SAVE --ruleset PATH` would."""
        path = user_path(name)
        rs = self.game.rs
        own = read_save(path).ruleset == rs.id and installed(rs.id) is None
        game = Game.load(path, ruleset=str(rs.raw.folders[-1]) if own else None)
        if game.players != self.game.players:
            raise NaqalaError(f"{name}: a game of {game.players} players, this table has "
                              f"{self.game.players}")
        self.game, self.text = game, Text(game.rs, self.text.lang)
        self.saved = self.filed = len(game.history)
        return say(self.text, "term-loaded", path=name)

    def options(self) -> list[Option]:
        decision = self.game.decision
        return list(decision.options) if decision is not None else []

    def command(self, line: str) -> Reply:
        """A line typed by the player whose decision is pending: an option's number, its
        words, its id, a whole move, or a command (help, undo, save, load, lang, quit)."""
        line = line.strip()
        word, _, rest = line.partition(" ")
        if word != "quit":
            self.quitting = False
        asked, self.loading = self.loading, ""
        if word == "load" and rest.strip() and self.filed != len(self.game.history) and \
                asked != line:
            self.loading = line
            return Reply(say(self.text, "term-load-unsaved"), error=True)
        text = self.text
        try:
            return self._command(word, rest.strip(), line)
        except IllegalChoice as err:  # in the player's language, with the engine's detail
            reason = f"{clean(text('error-not-an-option'))} ({err})"
            return Reply(say(text, "ui-refused", reason=reason), error=True)
        except NaqalaError as err:
            return Reply(say(text, "ui-refused", reason=str(err)), error=True)

    def _command(self, word: str, rest: str, line: str) -> Reply:
        """What `command` does with a line split into its first word and the rest."""
        text, decision = self.text, self.game.decision
        if word == "help":
            return Reply(help_text(text, decision, example_move(self.game)) if decision
                         else say(text, "ui-help"))
        if word == "quit":
            if self.unsaved and not self.quitting:
                self.quitting = True
                return Reply(say(text, "term-quit-unsaved"), error=True)
            return Reply(quit=True)
        if word == "lang":
            self.text = Text(self.game.rs, rest)
            return Reply()
        if word in ("save", "load"):
            if not rest:
                raise NaqalaError(clean(text(f"error-{word}-needs-file")))
            return Reply(self.save(rest) if word == "save" else self.load(rest))
        if decision is None:
            return Reply(say(text, "term-game-over"), error=True)
        if word == "undo":
            return Reply(self.undo(decision.player))
        return Reply(self.answer(line.translate(FROM_PERSIAN_DIGITS), decision))

    def undo(self, player: int) -> str:
        game = self.game
        if not game.choosers or game.choosers[-1] != player:
            raise NaqalaError(clean(self.text("error-nothing-to-undo")))
        if not game.can_undo():
            raise NaqalaError(clean(self.text("error-undo-hidden")))
        with steady():
            game.undo()
        made = len(game.history)  # a file of more choices holds one taken back:
        self.saved = self.saved if self.saved <= made else -1  # unsaved until saved again
        self.filed = self.filed if self.filed <= made else -1
        return clean(self.text("ui-undone"))

    def answer(self, line: str, decision) -> str:
        """Apply the option `line` names (number, words, id) or the whole move it writes."""
        options = decision.options
        if line.isdecimal():  # digits of any script that int() reads (not ², ①)
            n = int(line) if len(line) <= 9 else 0  # no number of 5,000 digits is read
            if not 1 <= n <= len(options):
                raise NaqalaError(clean(self.text("error-number-range", n=len(options))))
            self.choose(options[n - 1].id)
            return ""
        words = {clean(label(self.text, o)).casefold(): o.id for o in options}
        if line.casefold() in words:
            self.choose(words[line.casefold()])
        elif " " in line and decision.kind == "move.start":
            with steady():
                self.game.apply_move(line)
                self._after(decision.player)
        else:
            self.choose(line)
        return ""
