"""The full-screen game (Textual): board, panels, log, prompt and options, redrawn in place.

Keys: arrows and Enter (or a click) pick a tile, Tab moves between the board, the options and
the command line (which takes what line mode takes: a number, an option's words, a whole
move, `help`, `undo`, `save FILE`, `load FILE`, `lang CODE`, `quit`), F1 explains the current
decision, F2 shows the legend, Ctrl+Z undoes, Ctrl+Q quits, Ctrl+C saves and leaves. With no
human seat the game plays itself (`--speed` seconds per choice; Space pauses, + and - change
the pace). Between two humans a hand-over screen hides the next player's secrets.
"""

from __future__ import annotations

import _thread
import asyncio
import contextlib
import os
import signal
from collections import Counter

from rich.text import Text as Rich
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.driver import Driver
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, RichLog, Static
from textual.widgets.option_list import Option as Choice

from naqala import NaqalaError, label, prompt, sentence
from naqala.text import right_to_left
from naqala.text.render import settings_lines
from naqala.text.scores import final_report

from .board import CAMEL, MEEPLE_COLOURS, Board, marks, player_colour
from .session import LEAVING, Hangup, Session, leaving_on_signals, say_last
from .words import clean, example_move, help_text, option_tiles, say, shape_lines

WATCH_SPEED = 0.5  # seconds per choice when watching, unless --speed says otherwise
HUNG_UP = 128 + signal.SIGHUP if hasattr(signal, "SIGHUP") else None  # the status after it
FASTEST = 0.01  # seconds per choice at least (`--speed 0`): a timer of 0 s fails in Textual
LOG_REWRITTEN = 300  # events of the game's log written again when a hot seat's log is cleared
STOPPING = (signal.SIGINT, *LEAVING)  # what ends the game at once, autosaved: Ctrl+C too


class Shown(Message):
    """Posted once a decision is on screen: input queued before it reached no decision."""


def interrupting(driver: type[Driver]) -> type[Driver]:
    """`driver`, whose Ctrl+C is also SIGINT in the main thread where the event loop answers
    it (`NaqalaApp.answered`): the key waits in the event queue while a bot thinks, and the
    signal ends the think (`NaqalaApp.bot_step`). Called in the driver's input thread."""
    class Interrupting(driver):  # type: ignore[valid-type, misc]
        def process_message(self, message: Message) -> None:
            if isinstance(message, events.Key) and message.key == "ctrl+c" and \
                    signal.SIGINT in self._app.answered:
                _thread.interrupt_main(signal.SIGINT)
            super().process_message(message)
    return Interrupting


class Page(ModalScreen):
    """A page of text over the game (help, legend); Escape or its key goes back."""

    DEFAULT_CSS = """
    Page { align: center middle; }
    Page > VerticalScroll { width: 90%; height: 90%; border: round $accent;
                            background: $surface; padding: 0 1; }
    """
    BINDINGS = [Binding("escape", "close", show=False), Binding("f1", "close", show=False),
                Binding("f2", "close", show=False)]

    def __init__(self, body: Rich | str, rtl: bool = False):
        super().__init__()
        self.body, self.rtl = body, rtl

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            body = Rich(self.body) if isinstance(self.body, str) else self.body
            if self.rtl:
                body.justify = "right"
            yield Static(body)

    def action_close(self) -> None:
        self.dismiss()


class HandOver(ModalScreen):
    """An opaque screen between two humans: nothing of the next player shows until Enter."""

    DEFAULT_CSS = """
    HandOver { align: center middle; background: $background 100%; }
    HandOver > Static { width: auto; max-width: 90%; content-align: center middle; }
    """
    BINDINGS = [Binding("enter", "close", show=False), Binding("space", "close", show=False)]

    def __init__(self, message: str):
        super().__init__()
        self.message = message

    def compose(self) -> ComposeResult:
        yield Static(self.message)

    def action_close(self) -> None:
        self.dismiss()


class NaqalaApp(App):
    """One game of `naqala play` on the whole screen."""

    CSS = """
    #status { height: 1; background: $primary-background; }
    Screen { overflow: hidden; }
    #top { height: 11; }
    #board { width: auto; height: auto; }
    #side { width: 1fr; padding: 0 0 0 1; }
    #log { height: 1fr; min-height: 1; scrollbar-size-vertical: 1; }
    #prompt { height: auto; max-height: 2; text-style: bold; }
    #options { height: auto; max-height: 6; border: none; padding: 0; }
    #command { height: 1; border: none; padding: 0 1; }
    #keys { height: 1; background: $primary-background; }
    .rtl #prompt, .rtl #panel, .rtl #status, .rtl #options { text-align: right; }
    """
    BINDINGS = [Binding("f1", "help", show=False), Binding("f2", "legend", show=False),
                Binding("ctrl+z", "command('undo')", show=False),
                Binding("ctrl+q", "command('quit')", show=False, priority=True),
                Binding("ctrl+c", "interrupt", show=False, priority=True),
                Binding("ctrl+s", "prepare_save", show=False),
                Binding("space", "pause", show=False), Binding("p", "pause", show=False),
                Binding("plus", "pace(0.5)", show=False),
                Binding("minus", "pace(2)", show=False)]
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, session: Session, speed: float | None = None):
        super().__init__()
        self.session = session
        self.speed = max(FASTEST, speed) if speed is not None else WATCH_SPEED
        self.paused = False
        self.said = len(session.game.log)  # events already in the log
        self.shown_player: int | None = None  # the human the screen was last handed to
        self.timer = None
        self.message = ""  # said on leaving (Ctrl-C)
        self.error: NaqalaError | None = None  # an engine error that ended the game, raised
        self.ended = False  # the final table is in the log
        self.told = False  # the log holds what a command told the seat that has the screen
        self.settling = False  # a decision was just shown: input given before is dropped
        self.answered: set[int] = set()  # signals of `STOPPING` the event loop answers
        game = session.game
        self.board = Board(game.rs, id="board")

    # --- layout -------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="top"):
            yield self.board
            with VerticalScroll(id="side"):
                yield Static(id="panel")
        yield RichLog(id="log", wrap=True, markup=False)
        yield Static(id="prompt")
        yield OptionList(id="options")
        yield Input(id="command")
        yield Static(id="keys")

    def get_driver_class(self) -> type[Driver]:
        return interrupting(super().get_driver_class())

    def on_mount(self) -> None:
        for signum in STOPPING:  # the terminal closed, or `kill`: autosaved as Ctrl-C is
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                asyncio.get_running_loop().add_signal_handler(
                    signum, self.action_interrupt, 128 + signum)
                self.answered.add(signum)
        if self.watching:
            self.timer = self.set_interval(self.speed, self.watch_step)
        self.advance()

    @property
    def watching(self) -> bool:
        return not self.session.humans

    @property
    def leaving(self) -> bool:
        """The game is being left: an engine error, Ctrl-C or a signal."""
        return self.error is not None or bool(self.message)

    @property
    def viewer(self) -> int | None:
        """Whose secrets the panels show: the human deciding now, or the only human."""
        decision, humans = self.session.game.decision, self.session.humans
        if decision is not None and decision.player in humans:
            return decision.player
        return humans[0] if len(humans) == 1 else None

    # --- the game moving on ---------------------------------------------------------------

    def advance(self) -> None:
        """Let the bots play up to a human's decision, then show it (after a hand-over)."""
        session = self.session
        if not self.watching:
            while self.bot_step():
                pass
            if self.leaving:
                return
        self.tell()
        decision = session.game.decision
        if (decision is not None and len(session.humans) > 1
                and decision.player != self.shown_player):
            self.shown_player = decision.player
            if self.told:
                self.public_log()
            text = session.text
            player = clean(text("ui-player", n=decision.player + 1))
            body = (say(text, "term-handover", player=player) + "\n\n"
                    + say(text, "term-handover-hint", player=player))
            self.push_screen(HandOver(body), lambda _: self.redraw())
        else:
            self.redraw()
        self.settling = True  # until Shown comes through, after what was queued meanwhile
        self.post_message(Shown())

    async def on_event(self, event: events.Event) -> None:
        """Keys and clicks given while the bots played (they wait in the queue until then)
        are dropped: they were meant for no decision on screen, and an Enter pressed twice
        chose the next one unseen. Ctrl+C still stops the game."""
        if self.settling and isinstance(event, events.InputEvent) and \
                not event.is_forwarded and getattr(event, "key", None) != "ctrl+c":
            return
        await super().on_event(event)

    def on_shown(self, _: Shown) -> None:
        self.settling = False

    def watch_step(self) -> None:
        if self.paused or self.session.game.over or self.leaving:
            return
        self.bot_step()
        if not self.leaving:
            self.tell()
            self.redraw()

    def bot_step(self) -> bool:
        """`Session.bot_step`; an engine error (a runaway ruleset) leaves the screen, to be
        said in one line by `naqala play`. A signal of `STOPPING` while the bot thinks (Ctrl+C
        one too, `interrupting`) ends the game at once (the event loop, which answers it
        otherwise, waits for the bot)."""
        try:
            with leaving_on_signals(STOPPING):
                return self.session.bot_step()
        except NaqalaError as err:
            self.error = err
            self.exit(1, return_code=1)
        except Hangup as signalled:
            self.action_interrupt(signalled.code)
        return False

    def tell(self) -> None:
        """New events in the log: what the only human may see, public ones between two
        humans (the log stays on screen when it is handed over), and what the players are
        to be told."""
        game, text = self.session.game, self.session.text
        log = self.query_one("#log", RichLog)
        justify = "right" if right_to_left(text.lang) else "left"
        humans = self.session.humans
        for event in game.events(self.said, humans[0] if len(humans) == 1 else None):
            log.write(Rich(clean(sentence(text, event)), justify=justify), expand=True)
        self.said = len(game.log)
        for note in self.session.take_notes():  # a bot or an autosave that failed
            self.note(note, error=True)
        if game.over and not self.ended:
            self.ended = True
            report = clean(final_report(text, game.scores(), game.winners()))
            log.write(Rich(report, style="bold", justify=justify), expand=True)

    def public_log(self) -> None:
        """The log again, the game's last public events alone, before it is handed over:
        what commands told the seat that had it stays with that seat (a refusal lists its
        options, which can tell its hidden gold)."""
        self.query_one("#log", RichLog).clear()
        self.said, self.told = max(0, len(self.session.game.log) - LOG_REWRITTEN), False
        self.tell()

    def note(self, message: str, error: bool = False) -> None:
        justify = "right" if right_to_left(self.session.text.lang) else "left"
        self.query_one("#log", RichLog).write(
            Rich(message, style="bold red" if error else "bold", justify=justify), expand=True)

    # --- drawing --------------------------------------------------------------------------

    def redraw(self) -> None:
        """Everything on screen from the game as the viewer sees it, in place."""
        session = self.session
        game, text = session.game, session.text
        self.set_class(right_to_left(text.lang), "rtl")
        view = game.view(self.viewer)
        decision = game.decision
        human = decision is not None and decision.player in session.humans
        options = list(decision.options) if human else []
        targets = {t for o in options for t in option_tiles(o)}
        self.board.show(view, text, targets)
        _, height = self.board.geometry()
        top = self.board.tall(height)
        self.query_one("#top").styles.height = top
        room = self.size.height - top - 6  # status, log, prompt (two), command, keys
        most = max(2, min(room, max(6, self.size.height // 4)))
        self.query_one("#options").styles.max_height = most
        self.query_one("#panel", Static).update(self.panel(view))
        status = [clean(text("term-round", n=view["round"]))]
        if decision is not None:
            status.append(clean(text("term-turn-of",
                                     player=text("ui-player", n=decision.player + 1))))
        if self.watching:
            status += [say(text, "term-watching"), say(text, "term-speed",
                                                       n=text.number(self.speed, 1))]
            if self.paused:
                status.append(say(text, "term-paused"))
        self.query_one("#status", Static).update(" · ".join(status))
        self.query_one("#keys", Static).update(
            say(text, "term-keys-watch" if self.watching else "term-keys"))
        ask = self.query_one("#prompt", Static)
        if decision is None:
            ask.update(say(text, "term-game-over"))
        elif human:
            who = clean(text("ui-player", n=decision.player + 1))
            ask.update(Rich(f"{who}: ", style=player_colour(decision.player))
                       + Rich(clean(prompt(text, decision))))
        else:
            ask.update(clean(prompt(text, decision)))
        self.offer(options)
        command = self.query_one("#command", Input)
        command.placeholder = say(text, "term-command")
        command.display = not self.watching
        if human and not (self.focused and self.focused.id in ("board", "options", "command")):
            (self.board if targets else self.query_one("#options", OptionList)).focus()

    def offer(self, options: list, only: set[str] | None = None) -> None:
        """The options as numbered labels (`only`: just these ids, e.g. those of a tile)."""
        listed = self.query_one("#options", OptionList)
        listed.clear_options()
        text = self.session.text
        listed.add_options([Choice(f"{clean(text('option-number', n=n))}. "
                                   f"{clean(label(text, o))}", id=str(n - 1))
                            for n, o in enumerate(options, 1) if only is None or o.id in only])
        listed.display = bool(options)
        if options:
            listed.highlighted = 0

    def panel(self, view: dict) -> Rich:
        """Players (each with what the viewer may see), tracks and card rows."""
        text = self.session.text
        out = Rich()
        for p in view["players"]:
            _player(out, text, p, view["seat"])
        for track, spots in view["tracks"].items():
            out.append(clean(text.name("tracks", track)) + ": ", "bold")
            for spot in spots:
                seat = None if spot is None else view["markers"][spot]
                out.append("·" if seat is None else text.number(seat + 1),
                           "" if seat is None else f"bold {player_colour(seat)}")
                out.append(" ")
            out.append("\n")
        for deck, pile in view["decks"].items():
            row = [text.name("cards", c) if c else "_" for c in pile["row"]]
            out.append(clean(text.name("decks", deck)) + ": ", "bold")
            out.append(clean(text.join(row)) + " (" + clean(text("ui-draw-pile", n=pile["draw"]))
                       + ")\n")
        return out

    def legend(self) -> Rich:
        """What the board's letters, colours and marks mean."""
        text, rs = self.session.text, self.session.game.rs
        view = self.session.game.view(self.viewer)
        out = Rich(say(text, "term-legend-title") + "\n\n", style="bold")
        out.append(say(text, "term-legend-tiles") + "\n")
        for kind, facts in rs.tile_kinds.items():
            values = text.join([text.number(v) for v in sorted(set(facts["values"]))])
            out.append(f"  {clean(values)}  {clean(text.name('tiles', kind))}\n")
        out.append(say(text, "term-legend-pieces") + "\n")
        for piece, letter in zip(rs.piece_ids, rs.piece_letters):
            out.append(f"  {letter}", f"bold {MEEPLE_COLOURS.get(letter, 'white')}")
            out.append(f"  {clean(text.name('pieces', piece))}\n")
        out.append(say(text, "term-legend-tokens") + "\n")
        for kind, mark in marks(view).items():
            out.append(f"  {mark}", "bold bright_green")
            out.append(f"  {clean(text.name('tokens', kind))}\n")
        out.append(f"  ░  {say(text, 'term-legend-blocked')}\n")
        out.append(f"  ┃  {say(text, 'term-legend-wall')}\n")
        out.append("".join(f"  {line}\n" for line in shape_lines(text, rs)))
        out.append(say(text, "term-legend-players") + "\n")
        for seat in range(self.session.game.players):
            out.append(f"  {CAMEL}{seat + 1}", f"bold {player_colour(seat)}")
            out.append(f"  {clean(text('ui-player', n=seat + 1))}\n")
        settings = settings_lines(text)
        if settings:
            out.append(say(text, "term-legend-settings") + "\n")
            out.append("".join(f"  {clean(line)}\n" for line in settings))
        out.append("\n" + say(text, "term-legend-close"))
        return out

    # --- what the player does -------------------------------------------------------------

    def choose(self, option_id: str) -> None:
        self.session.choose(option_id)
        self.advance()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.choose(self.session.options()[int(event.option.id)].id)

    def on_board_picked(self, event: Board.Picked) -> None:
        decision = self.session.game.decision
        if decision is None or decision.player not in self.session.humans:
            return
        about = [o for o in decision.options if event.tile in option_tiles(o)]
        if len(about) == 1:
            self.choose(about[0].id)
        elif about:
            self.offer(list(decision.options), only={o.id for o in about})
            self.query_one("#options", OptionList).focus()
        else:
            self.bell()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        line = event.value.strip()
        event.input.value = ""
        if line:
            self.run_command(line)

    def run_command(self, line: str) -> None:
        session = self.session
        if line.split()[0] == "help":
            self.action_help()
            return
        game, history = session.game, len(session.game.history)
        reply = session.command(line)
        if reply.quit:
            self.exit(0)
            return
        if reply.message:
            self.note(reply.message, reply.error)
            self.told = True
        if session.game is not game or len(session.game.history) < history:
            self.said = len(session.game.log)
            self.board.reshape(session.game.rs)
            self.ended = False  # a game loaded (or undone) shows its final table at its end
        self.advance()

    def action_command(self, line: str) -> None:
        self.run_command(line)

    def action_help(self) -> None:
        text, decision = self.session.text, self.session.game.decision
        body = help_text(text, decision, example_move(self.session.game)) if decision \
            else say(text, "term-game-over")
        self.push_screen(Page(body + "\n\n" + say(text, "term-help-close"),
                              rtl=right_to_left(text.lang)))

    def action_legend(self) -> None:
        self.push_screen(Page(self.legend(), rtl=False))

    def action_prepare_save(self) -> None:
        command = self.query_one("#command", Input)
        command.value = "save "
        command.focus()

    def action_interrupt(self, code: int = 130) -> None:
        """Ctrl-C (130), SIGHUP or SIGTERM (128 + the signal): autosave, then leave (once:
        a signal a bot's think ended comes to the event loop too)."""
        if self.leaving:
            return
        self.message = self.session.leave()
        if code == HUNG_UP:  # the terminal is gone: nothing to restore on it, nor to say,
            os._exit(code)  # and shutting the screen down on it could wait for ever
        self.exit(code, return_code=code)

    def action_pause(self) -> None:
        if self.watching:
            self.paused = not self.paused
            self.redraw()

    def action_pace(self, factor: float) -> None:
        if self.watching and self.timer is not None:
            self.speed = min(5.0, max(0.05, self.speed * factor))
            self.timer.stop()
            self.timer = self.set_interval(self.speed, self.watch_step)
            self.redraw()


def run(game, seats: dict, args) -> int:
    """Play full screen; after leaving, the final table or where the game was saved."""
    session = Session.for_table(game, seats, args)
    app = NaqalaApp(session, getattr(args, "speed", None))
    code = app.run() or 0
    if app.error is not None:
        raise app.error
    if app.message:
        say_last(app.message)
    elif session.game.over:
        print(clean(final_report(session.text, session.game.scores(), session.game.winners())))
    return code


def _player(out: Rich, text, p: dict, viewer: int | None) -> None:
    """One player's line of the panel (what the viewer may see of it), and their hand."""
    seat = p["seat"]
    you = f" ({text('ui-you')})" if seat == viewer else ""
    out.append(f"{CAMEL}{seat + 1} " + clean(text("ui-player", n=seat + 1)) + you,
               f"bold {player_colour(seat)}")
    parts = [text.quantity("counters", k, v) for k, v in p["counters"].items()]
    parts += [text.quantity("pieces", k, v) for k, v in p["pieces"].items()]
    parts += [text.quantity("cards", c, n) for c, n in Counter(p["cards"]).items()]
    if p.get("unseen_cards"):
        parts.append("? × " + text.number(p["unseen_cards"]))
    out.append(": " + clean(text.join(parts)) + "\n" if parts else "\n")
    if p["hand"]:
        hand = text.join([text.quantity("pieces", k, v) for k, v in p["hand"].items()])
        out.append("  " + say(text, "term-hand", hand=hand) + "\n")
