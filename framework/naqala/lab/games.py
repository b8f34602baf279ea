"""One bot game: the loop that plays a game to its end with a bot in every seat, and the
record a study keeps of it. Rulesets are named as `name` or `name:option=value,...` (the
ruleset with some options set otherwise, as a variant's `set:` would)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..errors import NaqalaError

MOVE = "move.start"


@dataclass
class Tally:
    """What a played game cost: moves made, and each seat's decisions and thinking time."""
    turns: int = 0
    decisions: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)


def play(game, bots, before: Callable | None = None,
         names: Sequence[str] | None = None) -> Tally:
    """Play `game` to its end, `bots[p]` choosing for seat `p` on its seat's view (and
    `before(game, decision)` called before each choice). A bot that fails or answers no
    option stops the game with a BotError naming it (by `names[p]` when given) and its seat."""
    from ..engine.budget import check_rounds
    from ..registry import Seated
    if len(bots) != game.players:
        raise NaqalaError(f"{len(bots)} bots for a game of {game.players} players: give one "
                          "bot per seat")
    seated = [Seated(bot, p, names[p] if names else None) for p, bot in enumerate(bots)]
    tally = Tally(0, [0] * len(bots), [0.0] * len(bots))
    while not game.over:
        decision = game.decision
        if before is not None:
            before(game, decision)
        tally.turns += decision.kind == MOVE
        start = time.perf_counter()
        choice = seated[decision.player].choose(game.seat_view(decision.player), decision)
        tally.seconds[decision.player] += time.perf_counter() - start
        tally.decisions[decision.player] += 1
        game.apply(choice)
        check_rounds(game.rs, game.state)  # a ruleset whose end never comes is named
    return tally


def plainly(fn: Callable, job: tuple):
    """`fn(job)` in a worker process, its NaqalaError made a plain one: a pool or Ray
    cannot rebuild one whose class takes other arguments (a BotError), and waited for ever
    or printed its own traceback."""
    try:
        return fn(job)
    except NaqalaError as err:
        raise NaqalaError(str(err)) from None


def label(text: str) -> str:
    """The name a study's records give the ruleset `text` names (`name` or
    `name:option=value,...`): its id, then its settings in order."""
    from ..ruleset import load, name_of
    return name_of(load(text))


def play_game(ruleset: str, bots: tuple[str, ...], seed: int) -> dict:
    """One game, as a record: seed, the ruleset's label and content hash, bots and what
    each plays by (`registry.plays_by`), rounds, turns (moves made), scores and score terms
    by seat, winners (seats from 1), the cards each seat holds at the end, and each seat's
    decisions and thinking time (the one field that differs between runs), and the version
    of naqala that played it."""
    from .. import __version__
    from ..engine.scoring import top_seats
    from ..game import Game
    from ..registry import made_bot, plays_by
    game = Game(ruleset, len(bots), seed)
    by = [plays_by(name, game.rs) for name in bots]
    tally = play(game, [made_bot(name, seed * 10 + p) for p, name in enumerate(bots)],
                 names=bots)
    scores = game.scores()
    final = game.view(None)["players"]
    return {"seed": seed, "ruleset": label(ruleset), "hash": game.rs.hash,
            "naqala": __version__, "bots": list(bots), "by": by, "rounds": game.state.round,
            "turns": tally.turns,
            "scores": [row["total"] for row in scores],
            "terms": [row["terms"] for row in scores],
            "winners": [p + 1 for p in top_seats(scores)],
            "cards": [sorted(str(c) for c in seat.get("cards", [])) for seat in final],
            "decisions": tally.decisions, "seconds": [round(t, 3) for t in tally.seconds]}
