"""`naqala bench`: how fast the engine plays, lists moves and copies states, and how much
memory a run takes. Figures are printed, never asserted: timings belong in benchmarks."""

from __future__ import annotations

import gc
import resource
import sys
import time
import tracemalloc
from collections.abc import Callable

from .. import ruleset as rulesets
from ..engine.board import geometry_of
from ..engine.context import Ctx
from ..engine.decisions import Choices
from ..engine.engine import Engine
from ..engine.move_listing import complete_moves
from ..engine.observation import observation
from ..game import play_move
from ..registry import bot_factory
from .naive import naive_moves

RULESET = "five_tribes"
LISTING_GAMES = 3  # the move decisions of this many games are the listing's positions,
WHOLE = 50  # whole moves of a fresh board played to time `play_move`
LISTING_MOST = 50_000  # those with at most this many moves (a few have millions)
LISTING_TRIES = 3  # both listings are timed this many times, in turn: the fastest counts


def engine_games(engine: Engine, first: int, games: int, bot: Callable,
                 each: Callable | None = None) -> int:
    """Random four-player games straight on the engine (seeds first, first + 1, ...), calling
    `each(state, decision)` before every choice; returns the decisions made."""
    decisions = 0
    for g in range(first, first + games):
        state = engine.new_game(4, g)
        bots = [bot(g * 10 + p) for p in range(4)]
        while not state.over:
            decision = engine.decision(state)
            if each is not None:
                each(state, decision)
            state = engine.apply(state, bots[decision.player].choose(None, decision))
            decisions += 1
    return decisions


def timed(fn: Callable, *args) -> tuple[float, object]:
    """Seconds of processor time `fn(*args)` takes, and what it returns."""
    start = time.process_time()
    out = fn(*args)
    return time.process_time() - start, out


def per_call(fn: Callable, times: int) -> float:
    """Microseconds per call of `fn()`, over `times` calls (results dropped as they come)."""
    def calls() -> None:
        for _ in range(times):
            fn()
    seconds, _ = timed(calls)
    return seconds / times * 1e6


def listing(rs, engine: Engine, bot: Callable) -> tuple[int, int, float, float]:
    """Positions, moves, and seconds taken by the engine's listing and the naive enumerator
    on the move decisions of the first games (with at most `LISTING_MOST` moves), each the
    fastest of `LISTING_TRIES` runs taken in turn."""
    positions: list = []

    def keep(s, d) -> None:
        if d.kind == "move.start" and len(complete_moves(rs, s, LISTING_MOST + 1)) \
                <= LISTING_MOST:
            positions.append(s)
    engine_games(engine, 0, LISTING_GAMES, bot, keep)
    geos = [geometry_of(rs, s) for s in positions]
    ours = naive = float("inf")
    for _ in range(LISTING_TRIES):  # the least disturbed run of each, as timeit advises
        gc.collect()  # each run pays for its own garbage only
        seconds, moves = timed(lambda: sum(len(complete_moves(rs, s)) for s in positions))
        ours = min(ours, seconds)
        gc.collect()
        seconds, _ = timed(lambda: sum(len(naive_moves(rs, g, s.cells))
                                       for s, g in zip(positions, geos)))
        naive = min(naive, seconds)
    return len(positions), moves, ours, naive


def per_move(engine: Engine, state) -> float:
    """Microseconds per whole move played with `play_move` (as bots try them), over the
    first WHOLE moves of the first move decision from `state` (bids: first options)."""
    while engine.decision(state).kind != "move.start":
        state = engine.apply(state, engine.decision(state).options[0].id)
    moves = complete_moves(engine.rs, state)[:WHOLE]
    return per_call(lambda: [play_move(engine, state, m) for m in moves], 20) / len(moves)


def game_memory(bot: Callable) -> float:
    """Megabytes a finished `Game` (with its undo history and log) holds."""
    from ..game import Game
    from .games import play
    tracemalloc.start()
    game = Game(RULESET, 4, 0)
    play(game, [bot(p) for p in range(4)])
    held = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del game
    return held / 2**20


def api_games(games: int, bot: Callable) -> int:
    """Random games through the API (events logged, a view offered per choice); decisions."""
    from ..game import Game
    from .games import play
    return sum(sum(play(Game(RULESET, 4, g), [bot(g * 10 + p) for p in range(4)]).decisions)
               for g in range(games))


def peak_mb() -> float:
    """The process's peak resident memory so far, in megabytes."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def bench_engine(games: int) -> list[str]:
    """Every figure of `naqala bench`, as lines."""
    rs = rulesets.load(RULESET)
    engine, bot = Engine(rs), bot_factory("random")
    seconds, decisions = timed(engine_games, engine, 0, games, bot)
    api_seconds, api_decisions = timed(api_games, games, bot)
    peak = peak_mb()
    state = engine.new_game(4, 1)
    term = dict(rs.scoring)["tiles"].fn
    ctx = Ctx(engine, engine.new_game(4, 2), 0, Choices(()))
    fresh = len(complete_moves(rs, state))
    whole = per_move(engine, state)
    view = per_call(lambda: observation(engine, state, 0), 200)
    fork, copy = per_call(state.fork, 2000), per_call(state.copy, 2000)
    effect = per_call(lambda: term(ctx), 2000)
    held = game_memory(bot)
    positions, moves, ours, naive = listing(rs, engine, bot)
    load, _ = timed(lambda: (rulesets.clear_cache(), rulesets.load(RULESET)))
    cached, _ = timed(rulesets.load, RULESET)
    return [
        f"games per second (4 players, random bots, one core): {games / seconds:.1f}",
        f"decisions per second, engine alone: {decisions / seconds:.0f}",
        f"decisions per second through the API (events, views): "
        f"{api_decisions / api_seconds:.0f}",
        f"microseconds per seat view: {view:.1f}",
        f"microseconds per state copy the engine makes (parts shared until changed): "
        f"{fork:.2f}; per copy sharing nothing (to change by hand): {copy:.2f}",
        f"complete moves of a fresh board: {fresh}",
        f"microseconds per whole move played on it (play_move, as bots do): {whole:.0f}",
        f"listing {moves} complete moves of {positions} positions: {ours * 1000:.0f} ms; "
        f"naive enumerator {naive * 1000:.0f} ms; ratio {ours / naive:.2f}",
        f"effect call (the tiles scoring term over 30 tiles): "
        f"{effect:.1f} microseconds",
        f"ruleset load: compile {load * 1000:.1f} ms, cached {cached * 1000:.3f} ms",
        f"memory held by a finished game (undo history, log): {held:.2f} MB",
        f"peak memory of {games} engine games then {games} through the API: {peak:.0f} MB",
    ]
