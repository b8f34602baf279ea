"""naqala's engine against the hand-written one, in one run (docs/speed.md, "The
hand-written yardstick"): random four-player games of the base game a second on one core,
each engine timed in turn `--tries` times (the fastest run of each counts), and their ratio.
With `--count`, the interpreter's own steps instead, which no load on the machine moves: the
bytecode instructions and Python calls each engine runs a decision, traced.

    .venv/bin/python tools/side_by_side.py --games 200
    .venv/bin/python tools/side_by_side.py --games 10 --count
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).resolve().parent))

import handwritten_engine  # noqa: E402

from naqala import ruleset as rulesets  # noqa: E402
from naqala.arguments import at_least  # noqa: E402
from naqala.engine.engine import Engine  # noqa: E402
from naqala.lab.speed import RULESET, engine_games, timed  # noqa: E402
from naqala.registry import bot_factory  # noqa: E402

GOAL = 0.5  # the share of the hand-written engine's speed that docs/speed.md aims at
COUNT = at_least(1, 100_000)


def traced(fn: Callable, *args) -> tuple[int, int, object]:
    """The bytecode instructions and Python calls `fn(*args)` runs (`sys.settrace`), and
    what it returns."""
    steps = calls = 0

    def trace(frame: FrameType, event: str, arg: object) -> Callable:
        nonlocal steps, calls
        if event == "opcode":
            steps += 1
        elif event == "call":
            calls += 1
            frame.f_trace_opcodes = True
        return trace
    sys.settrace(trace)
    try:
        out = fn(*args)
    finally:
        sys.settrace(None)
    return steps, calls, out


def count(engine: Engine, bot: Callable, games: int) -> None:
    """Print each engine's instructions and calls a decision, and their ratios."""
    ours = traced(engine_games, engine, 0, games, bot)
    hand = traced(handwritten_engine.play_games, 0, games)
    for name, (steps, calls, decisions) in (("naqala", ours), ("hand-written engine", hand)):
        print(f"{name}: {steps / decisions:.0f} bytecode instructions and "
              f"{calls / decisions:.1f} Python calls a decision, {decisions / games:.0f} "
              "decisions a game")
    print(f"ratio: naqala runs {ours[0] / hand[0]:.2f} times the instructions and "
          f"{ours[1] / hand[1]:.2f} times the calls of the hand-written engine a game")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=COUNT, default=200,
                        help="random games each engine plays per try (seeds 0 on)")
    parser.add_argument("--tries", type=COUNT, default=3,
                        help="times each engine is timed, in turn")
    parser.add_argument("--count", action="store_true",
                        help="count bytecode instructions and calls instead of timing")
    args = parser.parse_args(argv)
    engine, bot = Engine(rulesets.load(RULESET)), bot_factory("random")
    if args.count:
        engine_games(engine, args.games, 1, bot)  # what a process fills once: not counted
        count(engine, bot, args.games)
        return 0
    ours = hand = math.inf
    for _ in range(args.tries):
        seconds, our_decisions = timed(engine_games, engine, 0, args.games, bot)
        ours = min(ours, seconds)
        seconds, hand_decisions = timed(handwritten_engine.play_games, 0, args.games)
        hand = min(hand, seconds)
    for name, seconds, decisions in (("naqala", ours, our_decisions),
                                     ("hand-written engine", hand, hand_decisions)):
        print(f"{name}: {args.games / seconds:.1f} games a second, "
              f"{decisions / args.games:.0f} decisions a game")
    print(f"ratio: naqala plays at {hand / ours:.2f} of the hand-written engine's speed "
          f"(aim: at least {GOAL})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
