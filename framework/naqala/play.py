"""`naqala play`: seat humans and bots, pick the front end, and run the game."""

from __future__ import annotations

import itertools
import os
import stat
import sys
import time
from pathlib import Path

from .engine.budget import check_rounds
from .errors import NaqalaError, StateError, did_you_mean, quoted
from .game import Game, engine_for
from .jsonfile import user_path, write_text
from .locks import held, hold_beside
from .registry import Seated, bot_factory, bot_seed, front_ends, made_bot
from .savefile import Save, read_save, saved_ruleset

PLAYERS = 4  # a new game's players when --players is not given
AUTOSAVE_ENV = "NAQALA_AUTOSAVE"  # where `play` autosaves; default ~/.naqala/autosave.json


def autosave_path() -> Path | None:
    """The file every game of `naqala play` is saved to after each turn (`--resume` reads
    it); None when it is the null device, as a shell says "keep nothing"."""
    given = os.environ.get(AUTOSAVE_ENV) or "~/.naqala/autosave.json"
    return None if given == os.devnull else user_path(given)


class RoundLimited:
    """A bot in a game of bots alone: it stops the game, naming the ruleset, once the game
    has gone on past `budget.MOST_ROUNDS` rounds (docs/decisions.md, hardening)."""

    def __init__(self, bot, game: Game):
        self.bot, self.game = bot, game

    def choose(self, view, decision):
        check_rounds(self.game.rs, self.game.state)
        return self.bot.choose(view, decision)

    def __getattr__(self, name: str):
        return getattr(self.bot, name)


def resumed(ruleset: str | None = None) -> Game:
    """The autosaved game (`--resume`), replayed with `ruleset` when the user names one (a
    folder that is not installed), as `--load` is."""
    where = autosave_path()
    if where is None:
        raise NaqalaError(f"no autosaved game: {AUTOSAVE_ENV} is {os.devnull}, which keeps "
                          "none")
    if not where.exists():
        raise NaqalaError(f"no autosaved game at {where}: start one with naqala play")
    return Game.load(str(where), ruleset=ruleset)


def seated_bots(game: Game, name: str, humans: int) -> dict:
    """The bot `name` in every seat after the first `humans`, by seat: each choice checked
    (`registry.Seated`: a failure is a BotError naming the bot and its seat); with no
    human, a ruleset that never ends is named, not left running. A name no plugin
    registers is said even when every seat is a person's."""
    bot_factory(name)
    seats = {p: Seated(made_bot(name, bot_seed(game.seed, p)), p, name)
             for p in range(humans, game.players)}
    if not humans:
        seats = {p: RoundLimited(bot, game) for p, bot in seats.items()}
    return seats


def play(args) -> int:
    """Run one game from the command-line arguments; 0 when it ends or is quit cleanly."""
    saved = getattr(args, "resume", False) or args.load
    for flag, given, what in (("--seed", args.seed, "seed"),
                              ("--players", args.players, "players")):
        if saved and given is not None:
            raise NaqalaError(f"{flag}: a saved game has its own {what} (--load and --resume "
                              "go on with it)")
    if args.humans and getattr(args, "speed", None) is not None:
        raise NaqalaError("--speed: it paces bots that play alone (--humans 0); at a table "
                          "with people the bots play at once")
    holding = hold_autosave() if args.humans else None
    try:
        return _play(args, saved)
    finally:
        if holding is not None:
            os.close(holding)


def hold_autosave() -> int | None:
    """Hold the autosave for this game (`locks.hold_beside`): two games at once wrote over
    each other's, and `--resume` went on with a game being played elsewhere. An autosave
    onto a lock a game holds is refused, as `save` is: it would let that game's lock go."""
    where = autosave_path()
    if where is None:
        return None
    if held(where):
        raise NaqalaError(f"{where}: it is the lock of a game being played, which an autosave "
                          f"would break; give this game another file ({AUTOSAVE_ENV}=FILE)")
    return hold_beside(where, f"{where}: another naqala play is autosaving to it; finish "
                              "that game first, or give this one its own file "
                              f"({AUTOSAVE_ENV}=FILE)")


def keep_unfinished(where: Path, loaded: Path | None) -> None:
    """A game other than the autosaved one is about to be autosaved to `where`: an
    unfinished game there, which `--resume` would go on with, is copied beside it first,
    and said (it was written over at the new game's first turn's end)."""
    if loaded is not None and loaded.resolve() == where.resolve():
        return
    try:
        save = read_save(where)
    except StateError:  # none, or no save (which the autosave refuses to write over)
        return
    if not save.choices or _ended(save, where):
        return
    try:
        kept = _kept_beside(where)
    except OSError as err:
        raise NaqalaError(f"{where}: an unfinished game is autosaved there and cannot be kept "
                          f"beside it ({err.strerror}); go on with it (--resume), or give "
                          f"this game its own file ({AUTOSAVE_ENV}=FILE)") from None
    write_text(kept, where.read_text(encoding="utf-8"), "keep the unfinished autosaved game")
    print(f"naqala: the unfinished game autosaved in {where} is kept in {kept} (naqala play "
          f"--load {kept} goes on with it)", file=sys.stderr)


def _ended(save: Save, where: Path) -> bool:
    """Whether the saved game has ended, replayed by its engine alone: plugins watching
    games (a recorder) hear nothing of a game that is not played. False when it cannot be
    replayed here (its ruleset changed): it is kept too."""
    try:
        engine = engine_for(saved_ruleset(save, where, None), save.asks_narrowed)
        state = engine.new_game(save.players, save.seed)
        for choice in save.choices:
            state = engine.apply(state, choice)
    except NaqalaError:
        return False
    return state.over


def _kept_beside(where: Path) -> Path:
    """A new empty file beside `where`, named with the time it was last written, with its
    permissions (a private save stays private): where its game is copied, so an autosave
    that is a link stays one."""
    info = where.stat()
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(info.st_mtime))
    for n in itertools.count(1):
        kept = where.with_name(f"{where.stem}-{stamp}{f'-{n}' if n > 1 else ''}{where.suffix}")
        try:
            os.close(os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_EXCL,
                             stat.S_IMODE(info.st_mode) | stat.S_IWUSR))
            return kept
        except FileExistsError:
            continue


def _play(args, saved) -> int:
    if getattr(args, "resume", False):
        game = resumed(args.ruleset)
    elif args.load:
        game = Game.load(args.load, ruleset=args.ruleset)
    else:
        game = Game("five_tribes" if args.ruleset is None else args.ruleset,
                    args.players or PLAYERS, args.seed)
    if not 0 <= args.humans <= game.players:
        told = "the players of the saved game" if saved else "--players"
        raise NaqalaError(f"--humans must be between 0 and {told} ({game.players})")
    seats = seated_bots(game, args.bot, args.humans)
    ends = front_ends()
    name = getattr(args, "front_end", None)
    if name is None:
        name = "plain" if getattr(args, "plain", False) else "terminal"
    if name not in ends:
        raise NaqalaError(f"no front end {quoted(name)}{did_you_mean(name, ends)}; front ends: "
                          f"{', '.join(ends)}")
    # watching bots risks nobody's game: the autosave file is read only when it is used
    where = autosave_path() if args.humans else None
    if where is not None and not getattr(args, "resume", False):
        keep_unfinished(where, args.load)
    args.autosave = str(where) if where is not None else None
    return ends[name](game, seats, args)
