"""`naqala play`: seat humans and bots, pick the front end, and run the game."""

from __future__ import annotations

from .cli import bot_factory
from .engine.budget import check_rounds
from .errors import NaqalaError, did_you_mean
from .game import Game


def front_ends() -> dict:
    from .plugins import registered
    return registered("naqala_front_ends", "front end")


def play(args) -> int:
    """Run one game from the command-line arguments; 0 when it ends or is quit cleanly."""
    if not 0 <= args.humans <= args.players:
        raise NaqalaError(f"--humans must be between 0 and --players ({args.players})")
    if args.load:
        game = Game.load(args.load, ruleset=args.ruleset)
    else:
        game = Game(args.ruleset or "five_tribes", args.players, args.seed)
    factory = bot_factory(args.bot)
    seats = {p: factory(game.seed * 10 + p) for p in range(args.humans, game.players)}
    if args.humans == 0:
        while not game.over:
            decision = game.decision
            game.apply(seats[decision.player].choose(game.seat_view(decision.player), decision))
            check_rounds(game.rs, game.state)
        from .text import Text
        from .text.scores import final_report
        text = Text(game.rs, getattr(args, "lang", "en") or "en")
        print(final_report(text, game.scores(), game.winners()))
        return 0
    ends = front_ends()
    name = "terminal"
    if name not in ends:
        raise NaqalaError(f"no front end '{name}'{did_you_mean(name, ends)}")
    return ends[name](game, seats, args)
