"""Line mode: the board, the players, the rows and tracks, numbered choices, one line each.

For pipes, screen readers and scripted tests (chosen when standard input is not a terminal,
or with `--plain`). Commands at every prompt are those of `session.Session.command`: a
number, an option's words or id, a whole move in notation, `help`, `undo`, `save FILE`,
`load FILE`, `lang CODE`, `quit`. With no human seat it prints the game as it unfolds.
A hot seat at one terminal is handed over as in full screen; fed by a script, or printed
to a file or a pipe, the game is a transcript.
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from naqala import Text, label, prompt, sentence
from naqala.engine.board import column_letters
from naqala.text.render import settings_lines
from naqala.text.scores import final_report

from .session import Hangup, Session, leaving_on_signals, say_last
from .words import clean, say, shape_lines

CLEARED = "\x1b[H\x1b[2J\x1b[3J"  # the screen and what scrolled off it (xterm's and most)


class Piped(Console):
    """rich's console, except that output piped into a command that stopped reading
    (`naqala play --humans 0 | head`) is a BrokenPipeError, which `naqala` ends quietly
    with; rich's own answer is to exit with status 1."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError


def plain(console: Console, shown: str) -> None:
    """Print a line of text (names, messages, paths) as it is, never read as rich markup."""
    console.print(escape(clean(shown)))


def board_table(game, obs, text: Text) -> Table:
    rs = game.rs
    table = Table(show_header=True, header_style="bold", show_lines=True)
    table.add_column("")
    for c in range(rs.columns):
        table.add_column(column_letters(c), justify="center")
    letters = dict(zip(rs.piece_ids, rs.piece_letters))
    for r in range(rs.rows):
        cells = []
        for c in range(rs.columns):
            t = obs["board"][r * rs.columns + c]
            colour = "blue" if t["colour"] == "blue" else "red"
            pieces = "".join(letters[k] * n for k, n in t["pieces"].items()) or "."
            owner = f" [bold]@p{t['owner'] + 1}[/bold]" if t["owner"] is not None else ""
            extra = escape(text.join([text.quantity("tokens", k, n)
                                      for k, n in t["tokens"].items()]))
            value = escape(text.number(t["value"]))
            cells.append(f"{escape(text.name('tiles', t['kind']))}\n[{colour}]{value}[/{colour}]"
                         f"{owner}\n{pieces}" + (f"\n{extra}" if extra else ""))
        table.add_row(str(r + 1), *[clean(cell) for cell in cells])
    return table


def show(console: Console, game, player: int, text: Text) -> None:
    """The board and what `player` may see of everyone (hot seat: only their own gold)."""
    obs = game.view(player)
    console.print(board_table(game, obs, text))
    for line in shape_lines(text, game.rs):
        plain(console, line)
    if obs["walls"]:
        plain(console, f"{text('ui-walls')}: {text.join(obs['walls'])}")
    for p in obs["players"]:
        plain(console, player_line(text, p, p["seat"] == player))
    for d, deck in obs["decks"].items():
        row = text.join([text.name("cards", c) if c else "_" for c in deck["row"]])
        plain(console, f"{text('ui-row', deck=text.name('decks', d), cards=row)} "
                       f"({text('ui-draw-pile', n=deck['draw'])})")
    for t, spots in obs["tracks"].items():
        marks = " ".join("." if m is None else f"p{obs['markers'][m] + 1}" for m in spots)
        plain(console, f"{text.name('tracks', t)}: {marks}")


def player_line(text: Text, seen: dict, mine: bool) -> str:
    """What a seat's view shows of one player (`seen`): counters, pieces and cards."""
    counters = text.join([text.quantity("counters", k, v) for k, v in seen["counters"].items()])
    pieces = text.join([text.quantity("pieces", k, v) for k, v in seen["pieces"].items()]) or "-"
    cards = text.join([text.quantity("cards", c, n)
                       for c, n in Counter(seen["cards"]).items()]) or "-"
    me = f" ({text('ui-you')})" if mine else ""
    return (f"{text('ui-player', n=seen['seat'] + 1)}{me}: "
            f"{text.join([counters, pieces, cards], groups=True)}")


def read_line(prompt: str) -> str:
    """A line of standard input; EOFError at its end, or when there is none (a program
    started with it closed). With no standard output (`>&-`), where `input()` refuses to
    read, the line is read unprompted."""
    if sys.stdin is None:
        raise EOFError
    if sys.stdout is None:
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line.removesuffix("\n")
    return input(prompt)


def run(game, seats: dict, args, input_fn=read_line) -> int:
    """Play until the game ends or a human quits; bots take their seats' decisions.
    0 when the game ends or is left, 130 after Ctrl-C, 128 + the signal after SIGHUP or
    SIGTERM (the game is autosaved first, as it is when the output breaks)."""
    session = Session.for_table(game, seats, args)
    console = Piped(highlight=False)
    try:
        with leaving_on_signals():
            return _loop(session, console, input_fn, getattr(args, "speed", None) or 0)
    except OSError:  # output gone (a closed pipe, a full disk): said by `naqala`, once saved
        if session.unsaved:
            session.autosave()
        raise
    except KeyboardInterrupt:
        return _leave(session, 130)
    except Hangup as signalled:
        return _leave(session, signalled.code)


def _leave(session: Session, code: int) -> int:
    """Ctrl-C, SIGHUP or SIGTERM: autosave, say where in one line; `code` is the status."""
    say_last(session.leave())
    return code


def _ask(console: Console, text, decision) -> None:
    """Who chooses and why, then the options numbered from 1."""
    console.print(f"[bold]{escape(clean(text('ui-player', n=decision.player + 1)))}[/bold]: "
                  f"{escape(clean(prompt(text, decision)))}")
    for n, option in enumerate(decision.options, 1):
        console.print(f"  {text('option-number', n=n)}. {escape(clean(label(text, option)))}")


def _say_settings(console: Console, text) -> None:
    """The options this game sets otherwise: the rules this table plays, where they differ."""
    settings = settings_lines(text)
    if settings:
        plain(console, text("term-legend-settings"))
        for line in settings:
            console.print(f"  {escape(clean(line))}")


def at_a_terminal() -> bool:
    """Whether standard input and output are a terminal: people at it, not a script."""
    return all(stream is not None and stream.isatty() for stream in (sys.stdin, sys.stdout))


def _end_of_input(session: Session, console: Console) -> None:
    """Ctrl+D, or a script's end: the game is left, and what `quit` would ask about (the
    choices since the last save) is autosaved first."""
    plain(console, session.text("ui-left-unfinished"))
    where = session.autosave() if session.unsaved else None
    if where:
        console.print(escape(say(session.text, "ui-saved", path=where)))


class _Transcript:
    """Line mode's table: the events told and to which seat, the board last shown, and at
    a hot seat at one terminal, where each seat left the log when it passed the screen."""

    def __init__(self, session: Session, console: Console, input_fn):
        humans = session.humans
        self.session, self.console, self.input_fn = session, console, input_fn
        self.viewer = humans[0] if len(humans) == 1 else None  # whose private events are told
        self.said = len(session.game.log)  # events told
        self.shown: tuple | None = None  # the board last shown: seat, choices, language
        self.handing = len(humans) > 1 and at_a_terminal()
        self.left = dict.fromkeys(humans, self.said)

    def tell(self) -> None:
        """The game's log since last time, as the viewing seat may see it, and what the
        players are to be told (a bot or an autosave that failed)."""
        session, console = self.session, self.console
        for event in session.game.events(self.said, self.viewer):
            console.print(f"  [dim]{escape(clean(sentence(session.text, event)))}[/dim]")
        self.said = len(session.game.log)
        for note in session.take_notes():
            console.print(f"[red]{escape(note)}[/red]")

    def ask(self, decision) -> str:
        """The board (when it changed) and the decision, after a hand-over; the line typed
        (EOFError at the end of input)."""
        game, text = self.session.game, self.session.text
        self.hand_over(decision.player)
        self.viewer = decision.player
        if self.shown != (decision.player, len(game.history), text.lang):
            show(self.console, game, decision.player, text)
            self.shown = (decision.player, len(game.history), text.lang)
        _ask(self.console, text, decision)
        return self.input_fn("> ").strip()

    def hand_over(self, player: int) -> None:
        """At a hot seat at one terminal, the screen passes to `player`: said, then cleared
        once they press Enter, so that no seat reads another's board or private events; they
        are then told what they may see of the turns since they had it."""
        if not self.handing or player == self.viewer:
            return
        if self.viewer is not None:
            self.left[self.viewer] = len(self.session.game.log)
        text, who = self.session.text, clean(self.session.text("ui-player", n=player + 1))
        plain(self.console, say(text, "term-handover", player=who))
        self.input_fn(clean(say(text, "term-handover-hint", player=who)) + " ")
        self.console.file.write(CLEARED)
        self.console.file.flush()
        self.said, self.shown, self.viewer = self.left[player], None, player
        self.tell()

    def answer(self, line: str) -> bool:
        """Do what the player typed, and say what it did; whether they leave."""
        session = self.session
        game, before = session.game, len(session.game.history)
        reply = session.command(line)
        if reply.quit:
            return True
        if reply.message:
            self.console.print(f"[red]{escape(reply.message)}[/red]" if reply.error
                               else escape(reply.message))
        if len(session.game.history) < before or session.game is not game:
            self.said, self.shown = len(session.game.log), None
            self.left = {seat: min(n, self.said) for seat, n in self.left.items()}
        self.tell()
        return False


def _loop(session: Session, console: Console, input_fn, speed: float) -> int:
    table = _Transcript(session, console, input_fn)
    _say_settings(console, session.text)
    table.tell()
    while not session.game.over:
        if session.bot_step():
            table.tell()
            if not session.humans and speed:
                time.sleep(speed)
            continue
        try:
            line = table.ask(session.game.decision)
        except EOFError:
            _end_of_input(session, console)
            return 0
        if line and table.answer(line):
            return 0
    plain(console, final_report(session.text, session.game.scores(), session.game.winners()))
    return 0
