"""The `naqala` command: check rulesets, play, simulate, inspect positions, benchmark."""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys

from . import authoring, lab
from . import ruleset as rulesets
from .arguments import GAMES, SEED, at_least, file_name, seconds
from .errors import Interrupted, NaqalaError, ProblemsError
from .registry import DEFAULT_OPPONENT


def cmd_check(args) -> int:
    from .plugins import installed_rulesets
    targets = args.paths or installed_rulesets()
    bad = 0
    for target in targets:
        try:
            rs = rulesets.load(target)
        except ProblemsError as err:
            bad += 1
            for problem in err.problems:
                print(problem)
            continue
        except NaqalaError as err:  # settings after the name that cannot be set
            bad += 1
            print(f"naqala: {err}")
            continue
        print(f"ok: {target} ({rs.id} {rs.version}, hash {rs.hash[:12]})")
        for warning in rulesets.warnings(rs):
            print(warning)
    return 1 if bad else 0


MOST_COUNTED = 100_000  # `moves --count` counts this far


def cmd_moves(args) -> int:
    from .game import read_state
    engine, state = read_state(args.state)
    moves = listed_moves(engine, state, MOST_COUNTED + 1 if args.count else args.limit,
                         args.state)
    if args.count:  # a heap of 90 pieces has more moves than can be listed in a lifetime
        print(len(moves) if len(moves) <= MOST_COUNTED else f"more than {MOST_COUNTED}")
    else:
        print("\n".join(moves))
    return 0


def listed_moves(engine, state, limit: int, path: str) -> list[str]:
    """The moves of the position in file `path`: none in a finished game; at a move, those
    from the starts it offers (a variant plugin may leave some out); at another decision,
    the board's; a NaqalaError in the middle of a move (`notation.under_way`)."""
    from .engine.move_listing import complete_moves
    from .notation import under_way
    decision = engine.decision(state)
    if decision is None:
        return []
    if why := under_way(decision):
        raise NaqalaError(f"{path}: {why}")
    offered = {o.id for o in decision.options} if decision.kind == "move.start" else None
    return complete_moves(engine.rs, state, limit, offered)


def cmd_score(args) -> int:
    from .game import final_scores, read_state
    from .text import Text
    from .text.scores import score_table
    engine, state = read_state(args.state)
    print(score_table(Text(engine.rs, args.lang), final_scores(engine, state)))
    return 0


def cmd_simulate(args) -> int:
    with lab.saying_what_is_kept(args.out):
        return simulate(args)


def simulate(args) -> int:
    """Play the study of `simulate` and print its games and their means."""
    from .lab.games import label
    from .text import Text
    text = Text(rulesets.load(args.ruleset), args.lang)  # a language no pack has: said before play
    results = lab.studied(args, args.ruleset, args.out)
    summary = balance(results, args.players) | {"bots": list(results[0]["bots"])}
    if args.json:
        print(json.dumps({"ruleset": label(args.ruleset), "players": args.players,
                          "games": results, "summary": summary}))
        return 0
    print(simulate_report(text, results, summary))
    return 0


def simulate_report(text, results: list[dict], summary: dict) -> str:
    """The games one per line, then the means by player (points per term, total, wins)."""
    from .text.scores import score_table
    lines = [text("simulate-game", seed=text.number(r["seed"]), rounds=r["rounds"],
                  scores=text.join([text.number(s) for s in r["scores"]]),
                  winners=text.join([text("ui-player", n=w) for w in r["winners"]]))
             for r in results]
    n, terms = len(results), list(summary["mean_terms"])
    means = [{"terms": {t: sum(r["terms"][p][t] for r in results) / n for t in terms},
              "total": summary["mean_score"][p]} for p in range(len(summary["wins"]))]
    lines += [text("simulate-means", games=n),
              score_table(text, means, extra=((text("simulate-wins"), summary["wins"]),)),
              text("simulate-rounds", rounds=text.number(summary["mean_rounds"], 1))]
    return "\n".join(lines)


def balance(results: list[dict], players: int) -> dict:
    """What a designer reads first: wins and mean score by seat, game length, where points
    come from (mean points per scoring term and player)."""
    n = len(results)
    terms = list(results[0]["terms"][0]) if results else []
    return {
        "wins": [sum(1 for r in results if p + 1 in r["winners"]) for p in range(players)],
        "mean_score": [sum(r["scores"][p] for r in results) / n for p in range(players)],
        "mean_rounds": sum(r["rounds"] for r in results) / n,
        "mean_terms": {t: sum(row[t] for r in results for row in r["terms"]) / (n * players)
                       for t in terms},
    }


def cmd_replay(args) -> int:
    from .game import Game, digest
    game = Game.load(args.save, check=True, ruleset=args.ruleset)
    print(f"ok: {len(game.history)} choices replayed, state {digest(game.state)}")
    return 0


def cmd_bench(args) -> int:
    from .lab.speed import RULESET, bench_engine
    from .text import Text
    Text(rulesets.load(RULESET), args.lang)  # a language no pack has: said before the bench
    if args.what == "bots":
        return lab.cmd_bench_bots(args)
    lab.check_engine_bench(args)
    print("\n".join(bench_engine(args.games)))
    return 0


def cmd_rules(args) -> int:
    from .text import Text
    from .text.rules import rules_summary
    print(rules_summary(Text(rulesets.load(args.ruleset), args.lang)))
    return 0


def cmd_text_check(args) -> int:
    from .plugins import installed_rulesets
    from .text.check import check
    targets = args.rulesets or installed_rulesets()
    problems = []
    for target in targets:
        found = check(rulesets.load(target))
        problems += found
        if not found:
            print(f"ok: text of {target} is complete in every language")
    for problem in dict.fromkeys(problems):
        print(problem)
    return 1 if problems else 0


def cmd_play(args) -> int:
    from .play import play
    return play(args)


def cmd_plugins(args) -> int:
    from .plugins import broken_plugins, manager, version
    pm = manager()
    for name, plugin in pm.list_name_plugin():
        hooks = ", ".join(h.name for h in pm.get_hookcallers(plugin) or [])
        print(f"{name} {version(name)}: {hooks}")
    for name, why in broken_plugins().items():
        print(f"{name}: failed to load: {why}")
    return 0


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors naming the subcommand (`naqala simulate: ...`)."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see '{self.prog} --help')\n")


def parser() -> argparse.ArgumentParser:
    """The command line. Every subcommand that prints words takes --lang; one that prints
    none (ids, notation, JSON, problems) refuses it rather than ignore it."""
    p = Parser(prog="naqala", description="Five Tribes as data.")
    lang = Parser(add_help=False)
    lang.add_argument("--lang", default="en",
                      help="language of the rule text and prompts (en, vi, el, fa, or any pack)")
    sub = p.add_subparsers(dest="command", required=True)

    def command(group, name: str, help: str, fn, words: bool = True) -> argparse.ArgumentParser:
        cmd = group.add_parser(name, help=help, parents=[lang] if words else [])
        cmd.set_defaults(fn=fn, own_parser=cmd)
        return cmd

    c = command(sub, "check", "validate rulesets", cmd_check, words=False)
    c.add_argument("paths", nargs="*", help="ruleset folders or names (default: all)")
    m = command(sub, "moves", "list complete legal moves of a position", cmd_moves,
                words=False)
    m.add_argument("state", type=file_name)
    listed = m.add_mutually_exclusive_group()
    listed.add_argument("--limit", type=at_least(1, MOST_COUNTED), default=1000,
                        help=f"list at most this many (up to {MOST_COUNTED})")
    listed.add_argument("--count", action="store_true",
                        help=f"print only how many there are (up to {MOST_COUNTED})")
    command(sub, "score", "final-score breakdown of a position", cmd_score).add_argument(
        "state", type=file_name)
    sim = command(sub, "simulate", "play games with bots", cmd_simulate)
    sim.add_argument("--games", type=GAMES, default=10)
    sim.add_argument("--players", type=at_least(1), default=4,
                     help="the ruleset says which counts it allows")
    sim.add_argument("--seed", type=SEED, default=0)
    sim.add_argument("--ruleset", default="five_tribes",
                     help="a ruleset, or NAME:OPTION=VALUE,... with options set otherwise")
    sim.add_argument("--json", action="store_true")
    lab.add_simulate_flags(sim)
    rp = command(sub, "replay", "re-run a save file and check it", cmd_replay, words=False)
    rp.add_argument("save", type=file_name)
    rp.add_argument("--ruleset", default=None, metavar="PATH",
                    help="replay with this ruleset instead of the installed one of the save's id")
    command(sub, "bench", "measure engine speed", cmd_bench).add_argument(
        "--games", type=GAMES, default=50)
    lab.add_bench_flags(sub.choices["bench"])
    lab.add_commands(sub, command)
    pl = command(sub, "play", "play a game in the terminal", cmd_play)
    pl.add_argument("--players", type=at_least(1), metavar="N",
                    help="4 unless given; 2 to 4 in the base game, the ruleset says which "
                         "counts it allows (a saved game has its own)")
    pl.add_argument("--humans", type=at_least(0), default=1,
                    help="seats played by people at this terminal, the first ones (1 unless "
                         "given; 0 to watch bots)")
    pl.add_argument("--bot", default=DEFAULT_OPPONENT,
                    help=f"the bot playing the other seats ({DEFAULT_OPPONENT} unless given)")
    pl.add_argument("--seed", type=SEED, default=None,
                    help="a new game's seed (a saved game has its own)")
    pl.add_argument("--ruleset", default=None,
                    help="five_tribes unless given; with --load or --resume, replay with "
                         "this ruleset")
    saved = pl.add_mutually_exclusive_group()
    saved.add_argument("--load", type=file_name, default=None, metavar="SAVE",
                       help="continue a game saved with `save FILE`")
    saved.add_argument("--resume", action="store_true", help="continue the autosaved game")
    shown = pl.add_mutually_exclusive_group()
    shown.add_argument("--plain", action="store_true", help="line mode, not full screen")
    shown.add_argument("--front-end", metavar="NAME", default=None,
                       help="the front end that plays the game: terminal unless given, or "
                            "one a plugin registers")
    pl.add_argument("--speed", type=seconds, default=None, metavar="SECONDS",
                    help="pause between choices when watching bots (--humans 0 only)")
    command(sub, "rules", "print the rules summary", cmd_rules).add_argument(
        "--ruleset", default="five_tribes")
    text = sub.add_parser("text", help="rule text tools").add_subparsers(
        dest="text_command", required=True)
    command(text, "check", "check every locale's messages", cmd_text_check,
            words=False).add_argument("rulesets", nargs="*")
    authoring.add_commands(sub, text, command)
    command(sub, "plugins", "list plugins and their hooks", cmd_plugins, words=False)
    add_plugin_commands(sub, command)
    return p


def add_plugin_commands(sub, command) -> None:
    """The subcommands plugins add through the `naqala_commands` hook (docs/api.md)."""
    from .plugins import registered
    for name, spec in registered("naqala_commands", "command").items():
        if name in sub.choices:
            continue
        try:
            help_text, add_arguments, run = spec
            add_arguments(command(sub, name, help_text, run))
        except (TypeError, ValueError) as err:
            print(f"naqala: plugin command '{name}' skipped: {err}", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    for stream, errors in ((sys.stdout, "backslashreplace"), (sys.stderr, "backslashreplace"),
                           (sys.stdin, "surrogateescape")):
        if hasattr(stream, "reconfigure"):  # a lone surrogate a ruleset wrote still prints,
            stream.reconfigure(errors=errors)  # a piped byte that is no UTF-8 is still read
    args, extra = parser().parse_known_args(argv)
    if extra:  # said by the subcommand, with its own usage
        args.own_parser.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        code = args.fn(args)
        if sys.stdout is not None:
            sys.stdout.flush()  # what is still buffered fails here, not after the exit
        return code
    except NaqalaError as err:
        print(f"naqala: {err}", file=sys.stderr)
        return 1
    except Interrupted as err:
        lab.note(f"naqala: {err}")
        return 130
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into a command that stopped reading
        _drop_output()
        return 0
    except OSError as err:
        if err.filename is not None or err.errno not in FULL:
            raise
        _drop_output()
        print(f"naqala: cannot write the output: {err.strerror}", file=sys.stderr)
        return 1


FULL = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO)  # output that takes no more


def _drop_output() -> None:
    """Standard output goes nowhere from now on: what is still buffered in it, which cannot
    be written, is not tried again at exit (a second error there)."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (AttributeError, OSError, ValueError):  # none, or not a file (a test's capture)
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - stays open until exit


if __name__ == "__main__":
    sys.exit(main())
