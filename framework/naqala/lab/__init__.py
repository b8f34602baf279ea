"""The balance lab: bot studies (`simulate --bots/--workers/--out`), `compare` between
rulesets with statistics and an HTML report, and `bench bots`. See docs/bots.md."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..arguments import GAMES, SEED, WORKERS, at_least, check_seeds, file_name, optional_file_name
from ..errors import NaqalaError
from .bench import PARTS
from .study import (
    Ready,
    Study,
    default_workers,
    made_folder,
    note,
    ready,
    run_ready,
    saying_what_is_kept,
    shows_progress,
    study_file,
)


def bots_of(args) -> tuple[str, ...]:
    """The bot of each seat: `--bots a,b,c` (one per seat, or one name for all) or `--bot`."""
    from ..registry import bot_factory
    names = [b.strip() for b in (args.bot if args.bots is None else args.bots).split(",")]
    if len(names) == 1:
        names *= args.players
    if len(names) != args.players:
        raise NaqalaError(f"--bots names {len(names)} bots for {args.players} players")
    for name in dict.fromkeys(names):
        bot_factory(name)
    return tuple(names)


def study_flags(p: argparse.ArgumentParser, bot: str) -> None:
    """Flags shared by `simulate` and `compare` for running a study (`bot` in every seat
    unless told otherwise)."""
    bots = p.add_mutually_exclusive_group()
    bots.add_argument("--bot", default=bot, help=f"the bot of every seat (default {bot})")
    bots.add_argument("--bots", default=None,
                      help="bots by seat, comma-separated (or one for all)")
    p.add_argument("--workers", type=WORKERS, default=None,
                   help="local processes to play in (default: every core it may use; "
                        "not with --backend ray)")
    p.add_argument("--progress", action="store_true",
                   help="show a progress bar even when stderr is not a terminal")
    p.add_argument("--backend", choices=("local", "ray"), default="local",
                   help="local processes (default) or a Ray cluster ('naqala[ray]')")
    p.add_argument("--address", default=None, help="the Ray cluster's address")


def add_simulate_flags(sim: argparse.ArgumentParser) -> None:
    study_flags(sim, "random")
    sim.add_argument("--out", type=file_name, default=None, metavar="FILE",
                     help="stream games to a JSON-lines file; a later run resumes it")


def check_study_flags(args) -> None:
    """Study flags that cannot work, said before any game: a Ray address without Ray,
    local workers on Ray, games whose seeds would pass the largest seed."""
    if args.address is not None and args.backend != "ray":
        raise NaqalaError("--address is where a Ray cluster is: give it with --backend ray")
    if args.workers is not None and args.backend == "ray":
        raise NaqalaError("--workers is the number of local processes: on Ray (--backend "
                          "ray) the cluster runs the games")
    check_seeds(args.seed, args.games)


def study_of(args, ruleset: str) -> Study:
    """The study the flags describe on one ruleset, checked before any game is played:
    the flags, the ruleset and its player count (before a bot is named for each seat of
    a count no ruleset has), the bots."""
    from ..game import Game
    check_study_flags(args)
    Game(ruleset, args.players, args.seed)  # a count the ruleset does not allow
    return Study(ruleset, bots_of(args), args.games, args.seed)


def run_study(args, study: Ready) -> list[dict]:
    """Play a readied study as the flags say (workers, progress bar, backend, language)."""
    return run_ready(study, args.workers or default_workers(), shows_progress(args.progress),
                     args.backend, args.address, getattr(args, "lang", "en"))


def studied(args, ruleset: str, out: Path | None = None) -> list[dict]:
    """Run the study the flags describe on one ruleset."""
    return run_study(args, ready(study_of(args, ruleset), out))


def cmd_compare(args) -> int:
    """Every ruleset, the flags and the report's file are checked before the first game;
    Ctrl-C says what is kept."""
    with saying_what_is_kept(args.out):
        return compare(args)


def compare(args) -> int:
    """Play the studies of `compare` and report on them."""
    from ..jsonfile import check_replaceable, check_writable, write_text
    from ..ruleset import load
    from ..text import Text
    from . import report, stats
    stats.need_scipy("naqala compare")
    names = list(args.rulesets)
    studies = [study_of(args, name) for name in names]
    text = Text(load(names[0]), args.lang)
    if args.html is not None:  # `--html ''`: no report
        report.pyplot()
        check_writable(args.html, "write the report")
        check_replaceable(args.html, report.is_report, "a report of naqala compare")
    results = compared(args, studies)
    summaries = [stats.summarise(r) for r in results]
    diffs = [stats.compare(results[0], r) for r in results[1:]]
    rows = report.table_rows(text, names, summaries, diffs)
    setup = text("lab-setup", games=text.number(args.games), seed=text.number(args.seed),
                 players=text.number(args.players), bots="\x00")
    setup = setup.replace("\x00", ",".join(results[0][0]["bots"]))
    if args.json:
        print(json.dumps({"rulesets": names, "setup": setup, "summaries": summaries,
                          "differences": diffs}))
    else:
        print(setup)
        print(report.text_table(rows))
    if args.html is not None:
        texts = [text, *(Text(load(name), args.lang) for name in names[1:])]
        page = report.html_page(text, names, rows, report.card_rows(texts, names, summaries),
                                report.plots(text, names, results, summaries), setup)
        write_text(args.html, page, "write the report")
        note(report.verbatim(text, "lab-written", path=str(args.html)))
    return 0


def compared(args, studies: list[Study]) -> list[list[dict]]:
    """The games of each study (`compare`), every file in `--out` read before the first
    game; rulesets whose studies share a file (one ruleset named twice) share its games."""
    files = study_files(args.out, studies, args.html)
    readied: dict[Path | Study, Ready] = {}
    for study, file in zip(studies, files):
        if (file or study) not in readied:
            readied[file or study] = ready(study, file, "folder")
    results = {key: run_study(args, one) for key, one in readied.items()}
    return [results[file or study] for study, file in zip(studies, files)]


def study_files(folder: Path | None, studies: list[Study], report: Path | None = None
                ) -> list[Path | None]:
    """The file in `folder` (`compare --out`, made if missing) of each study; None each
    without it. A NaqalaError, before the folder is made, when two rulesets of one label,
    but other files, would share one, or when the `report` would take the place of the
    folder or of a file in it."""
    from ..ruleset import load
    from .games import label
    if folder is None:
        return [None] * len(studies)
    first: dict[Path, Study] = {}
    files = []
    for study in studies:
        name = label(study.ruleset)
        file = study_file(folder, name, study.bots)
        other = first.setdefault(file, study).ruleset
        if load(other).hash != load(study.ruleset).hash:
            raise NaqalaError(f"{other} and {study.ruleset} are both the ruleset {name}, with "
                              "other files: their studies would share one file in --out; "
                              "compare them without --out")
        files.append(file)
    if report is not None and _same_file(report, [folder, *files]):
        raise NaqalaError(f"{report}: the report would take the place of the studies' files "
                          f"in --out {folder}; give another --html file")
    made_folder(folder)
    return files


def _same_file(path: Path, others: list[Path]) -> bool:
    """Whether `path` names one of `others` (through links and `..`, whether or not they
    are there yet)."""
    return path.resolve() in {other.resolve() for other in others}


def add_commands(sub, command) -> None:
    """Add `compare` to the command line."""
    c = command(sub, "compare", "balance report between rulesets, with the same seeds and bots",
                cmd_compare)
    c.add_argument("rulesets", nargs="+", metavar="RULESET")
    c.add_argument("--games", type=GAMES, default=50)
    c.add_argument("--players", type=at_least(1), default=4)
    c.add_argument("--seed", type=SEED, default=0)
    c.add_argument("--html", type=optional_file_name, default="compare.html", metavar="FILE",
                   help="where to write the HTML report (default compare.html; '' for none)")
    c.add_argument("--json", action="store_true")
    c.add_argument("--out", type=file_name, default=None, metavar="DIR",
                   help="stream each ruleset's study to a file in DIR; a later run resumes")
    study_flags(c, "greedy")


def add_bench_flags(bench: argparse.ArgumentParser) -> None:
    bench.add_argument("what", nargs="?", choices=("engine", "bots"), default="engine",
                       help="engine speed (default) or bot strength")
    bench.add_argument("--seed", type=SEED, default=None, help="bots: the first game's seed "
                                                               "(default 0)")
    bench.add_argument("--workers", type=WORKERS, default=None,
                       help="bots: processes to play in (default: every core it may use)")
    bench.add_argument("--out", type=file_name, default=None, metavar="DIR",
                       help="bots: stream each study to a file in DIR; a later run resumes")
    bench.add_argument("--only", default=None, metavar="PARTS",
                       help=f"bots: which measurements, comma-separated ({', '.join(PARTS)})")
    bench.add_argument("--sample", type=GAMES, default=None, metavar="N",
                       help="bots: games for winning scores and the short game (default --games)")


BOTS_ONLY = ("seed", "workers", "out", "only", "sample")  # flags of `bench bots` alone


def check_engine_bench(args) -> None:
    """A NaqalaError when the engine bench is given a flag of `bench bots` (it was ignored)."""
    for flag in BOTS_ONLY:
        if getattr(args, flag) is not None:
            raise NaqalaError(f"--{flag} is a flag of 'naqala bench bots'; the engine bench "
                              "takes --games")


def cmd_bench_bots(args) -> int:
    """Bot strength: greedy against random, mcts against greedy, winning scores, and the
    short game against the base game under greedy bots; Ctrl-C says what is kept."""
    from .bench import bench_bots
    parts = PARTS if args.only is None else tuple(p.strip() for p in args.only.split(","))
    seed, sample = args.seed or 0, args.sample or args.games
    check_seeds(seed, max(args.games, sample), "--sample" if sample > args.games else "--games")
    for part in parts:
        if part not in PARTS:
            raise NaqalaError(f"--only: no measurement '{part}'; measurements: {', '.join(PARTS)}")
    with saying_what_is_kept(args.out):
        return bench_bots(args.games, seed, args.workers or default_workers(), args.out,
                          parts, args.sample, args.lang)
