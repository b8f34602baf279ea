"""`naqala fit-bots`: the evaluation's weights fitted to games of greedy bots.

Greedy bots with the hand weights play `games` games from `seed` (game `g` is seed
`seed + g`, the bot of seat `p` gets `(seed + g) * 10 + p`, as in studies). At every move
decision each seat's score terms as they stand, the share of the game left and its cards are
kept; a least-squares fit (taken a game at a time, `Fit`) then tells how much of each
term's points now, and of each kind of card, comes back as points at the end:
`final = sum((end + early * left) * term) + left * (power * powers + pay * paying +
set_kind * kinds) + c + d * left`. The weights are
scaled so that the terms' `end` weights average 1 (a point at the end is a point) and
written as `bot_weights.json`, by default in the ruleset's own folder, where `greedy` and
`mcts` read them (`evaluation.weights_for`) whatever options are set: a fit under option
settings is written only where `--out` says. The file is written whole or not at all, and
replaces only a weights file. The same seeds give the same file, whatever the number of
workers. With `--study FILE`, each game's positions are appended to a JSON-lines study file
as they reach the fit (`lab.study.Sink`), and a later run with the same file, ruleset,
players and seeds fits the games already there (in seed order, so the weights are those of
one run) and plays only the rest; a file of another fit is refused before any game.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from naqala import Engine, NaqalaError, __version__, load_ruleset
from naqala.arguments import GAMES, SEED, WORKERS, at_least, check_seeds, file_name
from naqala.engine import fields as F
from naqala.jsonfile import check_replaceable, check_writable, read_json, write_text

from .evaluation import BY_HAND, FILE, HAND, KEYS, MOST, Weights, card_counts, game_left
from .greedy import GreedyBot
from .plan import MOVE

if TYPE_CHECKING:
    from naqala.lab.study import Expected, Resumed

CARD_FEATURES = ("power", "pay", "set_kind")
BOT = "greedy"  # the bot of every seat of a fit's games, with the hand weights
RECORD = ("seed", "ruleset", "hash", "naqala", "bots", "by", "rows", "final")  # a fit's record


def play_positions(job: tuple[str, int, int]) -> dict:
    """One game of greedy bots with the hand weights: every seat's features at each move
    decision (score terms, share of the game left, card counts), and the final totals."""
    from naqala.game import Game
    from naqala.lab.games import play
    ruleset, players, seed = job
    game = Game(ruleset, players, seed)
    rows = []

    def keep(game, decision) -> None:
        if decision.kind == MOVE:
            state, rs = game.state, game.rs
            left = game_left(rs, state)
            rows.append([(row["terms"], left, card_counts(rs, state, p))
                         for p, row in enumerate(game.engine.scores(state))])
    play(game, [GreedyBot(seed * 10 + p, HAND) for p in range(players)], keep)
    return {"seed": seed, "rows": rows, "final": [row["total"] for row in game.scores()]}


def fit(records: Iterable[dict], terms: tuple[str, ...]) -> Weights:
    """Least-squares weights from `play_positions` records (see the module's docstring),
    taken one at a time."""
    fitting = Fit(terms)
    for record in records:
        fitting.add(record)
    return fitting.weights()


class Fit:
    """The least-squares fit of `fit`, taken a game at a time: the triangle `r` and `qy`
    (Q^T y) of a QR factorisation of the positions added, which give the weights a fit of
    them all at once gives, so memory holds one game's positions, not every game's."""

    def __init__(self, terms: tuple[str, ...]):
        import numpy as np
        self.terms = terms
        self.unknowns = 2 * len(terms) + len(CARD_FEATURES) + 2
        self.r, self.qy = np.zeros((0, self.unknowns)), np.zeros(0)
        self.positions = 0  # seat positions added

    def add(self, record: dict) -> None:
        """Add the seat positions of one `play_positions` record."""
        import numpy as np
        xs, ys = _positions(record, self.terms)
        if not ys:
            return
        q, self.r = np.linalg.qr(np.vstack([self.r, np.array(xs, dtype=float)]))
        self.qy = q.T @ np.concatenate([self.qy, np.array(ys, dtype=float)])
        self.positions += len(ys)

    def solution(self):
        """The least-squares weights, unscaled (cut off at the singular values a fit of
        every position at once cuts off)."""
        import numpy as np
        cut = np.finfo(float).eps * max(self.positions, self.unknowns)
        return np.linalg.lstsq(self.r, self.qy, rcond=cut)[0]

    def weights(self) -> Weights:
        """The weights, scaled so that the terms' `end` weights average 1; a NaqalaError
        when the positions are too few or the weights beyond what a weights file holds."""
        import numpy as np
        if self.positions <= self.unknowns:
            raise NaqalaError(f"{self.positions} seat positions are too few to fit "
                              f"{self.unknowns} weights: play more games")
        w, terms, n = self.solution(), self.terms, len(self.terms)
        scale = float(np.mean(w[:n])) if terms else 1.0
        if not scale > 0:
            raise NaqalaError("the fitted points at the end do not grow with the points now: "
                              "play more games")
        w = [round(float(v) / scale, 4) for v in w]
        largest = max(map(abs, w[:2 * n + len(CARD_FEATURES)]))
        if largest > MOST:
            raise NaqalaError(f"the fitted weights reach {largest:g}, more than a weights "
                              f"file holds ({MOST}): play more games")
        power, pay, set_kind = w[2 * n:2 * n + 3]
        return Weights({t: (w[i], w[n + i]) for i, t in enumerate(terms)}, power, pay,
                       set_kind)


def _positions(record: dict, terms: tuple[str, ...]) -> tuple[list, list]:
    """A record's seat positions as rows of the fit (terms now, terms times the game left,
    cards times the game left, 1, the game left) and each seat's final score."""
    xs, ys = [], []
    for row in record["rows"]:
        for (points, left, cards), final in zip(row, record["final"]):
            now = [points.get(t, 0) for t in terms]
            xs.append(now + [p * left for p in now] + [c * left for c in cards] + [1.0, left])
            ys.append(final)
    return xs, ys


def fitted(ruleset: str, players: int, games: int, seed: int, workers: int = 1,
           progress: bool = False, lang: str = "en", study: Path | None = None
           ) -> tuple[Weights, int]:
    """The weights fitted to `games` games, and how many seat positions they rest on. The
    games are fitted in the order of their seeds, whatever the number of workers, so the
    same seeds give the same weights; with `study`, those of its games come from the file
    and the others are appended to it as they reach the fit."""
    from naqala.lab.study import Progress, Sink, pooled, stopped
    from naqala.text import Text
    rs = load_ruleset(ruleset)
    Engine(rs).player_count(players)  # said before any game is played
    text = Text(rs, lang)  # a language no pack has: said before any game is played
    expected = _expected(ruleset, rs, players, games, seed)
    fitting = Fit(expected.terms)
    resumed, done = _resumed(expected, study, fitting)
    jobs = [(ruleset, players, s) for s in expected.study.seeds()[done:]]
    sink = Sink(study, resumed) if study is not None and jobs else None  # a whole one is read
    bar = Progress(len(jobs), text) if progress and jobs else None
    try:
        for positions in pooled(play_positions, jobs, workers, ordered=True):
            record = {**_header(expected, positions["seed"]), **positions}
            if sink:
                sink.add(record)
            fitting.add(record)
            if bar:
                bar.step()
    except KeyboardInterrupt:
        raise stopped(expected, sink, done) from None
    finally:
        for used in (sink, bar):
            if used:
                used.close()
    return fitting.weights(), fitting.positions


def _expected(ruleset: str, rs, players: int, games: int, seed: int) -> Expected:
    """What each record of a fit's study file must match (`lab.study.Expected`)."""
    from naqala.lab.games import label
    from naqala.lab.study import Expected, Study
    return Expected(Study(ruleset, (BOT,) * players, games, seed), label(ruleset), rs.hash,
                    tuple(t for t, _ in rs.scoring), (BY_HAND,) * players,
                    checked_positions, "--study", "naqala fit-bots")


def _header(expected: Expected, seed: int) -> dict:
    """What a fit's record says of the game of `seed` besides its positions."""
    return {"seed": seed, "ruleset": expected.ruleset, "hash": expected.hash,
            "naqala": __version__, "bots": list(expected.study.bots), "by": list(expected.by)}


def _resumed(expected: Expected, study: Path | None, fitting: Fit) -> tuple[Resumed, int]:
    """The games of the fit already in `study`, added to `fitting`, and how many they are:
    the file must hold the fit's games from its first seed on, in seed order (as a run
    writes them; it may hold more than are fitted now). A NaqalaError naming the file and
    line otherwise, before any game is played and with nothing changed."""
    from naqala.lab.study import read_records
    first, games = expected.study.seed, expected.study.games
    count = 0

    def take(record: dict, n: int) -> None:
        nonlocal count
        if record["seed"] != first + count:
            raise NaqalaError(f"{study}:{n}: " + _out_of_order(record["seed"], first, count))
        if count < games:
            fitting.add(record)
        count += 1
    return read_records(expected, study, take), min(count, games)


def _out_of_order(seed: int, first: int, count: int) -> str:
    """Why a fit's study file whose game `count` (from 0) is of `seed` is not this fit's."""
    if count == 0:
        return (f"a fit from seed {seed}, not from seed {first} (--seed); use another "
                "--study file")
    return (f"the game of seed {seed} where seed {first + count} comes next (a fit writes "
            "its games in seed order); use another --study file")


def checked_positions(value, where: str, players: int, terms: tuple[str, ...]) -> dict:
    """`value` when it is a record of a fit's study file: a game of `players` seats
    (`records.header`), each seat's position at each move (its terms scored by `terms`, the
    share of the game left, its counts of cards) and each seat's final score."""
    from naqala.lab.records import header, points
    record = header(value, where, players, RECORD)
    seat = _seat_position(terms)
    F.items(record["rows"], f"{where}.rows",
            lambda row, at: F.items(F.seq(row, at, players), at, seat))
    F.seq(record["final"], f"{where}.final", players)
    F.items(record["final"], f"{where}.final", points)
    return record


def _seat_position(terms: tuple[str, ...]):
    """The reader of one seat's position in a fit's record: [terms, left, cards]."""
    from naqala.lab.records import term_row
    terms_now = term_row(terms)

    def read(value, where: str) -> None:
        F.seq(value, where, 3)
        terms_now(value[0], f"{where}[0]")
        left = value[1]
        if type(left) not in (int, float) or not 0 <= left <= 1:  # NaN fails too
            raise F.fail(f"{where}[1]", "expected the share of the game left, from 0 to 1, "
                                        f"got {F.shown(left)}")
        F.counts(value[2], len(CARD_FEATURES), f"{where}[2]", F.BIG)
    return read


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ruleset", default="five_tribes", help="ruleset name or folder")
    parser.add_argument("--games", type=GAMES, default=400)
    parser.add_argument("--players", type=at_least(1), default=4)
    parser.add_argument("--seed", type=SEED, default=9000)
    parser.add_argument("--workers", type=WORKERS, default=None,
                        help="processes to play in (default: every core it may use)")
    parser.add_argument("--out", type=file_name, default=None, metavar="FILE",
                        help=f"where to write the weights (default: {FILE} in the "
                             "ruleset's own folder; required with option settings)")
    parser.add_argument("--study", type=file_name, default=None, metavar="FILE",
                        help="stream each game's positions to a JSON-lines file; a later run "
                             "with the same file, ruleset, players and seed resumes the fit")


def out_file(ruleset: str, out: Path | None) -> Path:
    """Where the weights go: `out`, or the ruleset's own folder when no option is set
    otherwise (the bots read that file for every setting: a fit under other settings
    would replace the plain ruleset's)."""
    if out is None:
        rs = load_ruleset(ruleset)
        if rs.raw.chosen:
            settings = ",".join(f"{k}={v}" for k, v in rs.raw.chosen.items())
            raise NaqalaError(f"{ruleset}: a fit under the settings {settings} would replace "
                              f"the weights of {rs.id} in its folder: say where to write it "
                              f"with --out FILE")
        out = Path(rs.raw.folders[-1]) / FILE
    check_writable(out, "write the weights")
    check_replaceable(out, _weights_file, "a bot weights file")
    return out


def _weights_file(path: Path) -> bool:
    """Whether a fit may replace the file at `path`: one named as the bots' weights (they
    would refuse it if it were no weights file) or a JSON object of weights."""
    if path.name == FILE:
        return True
    data = read_json(path)
    return "terms" in data and all(key in KEYS for key in data)


def run(args) -> int:
    """`naqala fit-bots`; Ctrl-C says what is kept (`lab.study.saying_what_is_kept`)."""
    from naqala.lab.study import saying_what_is_kept
    with saying_what_is_kept(args.study, "--study"):
        return fit_and_write(args)


def fit_and_write(args) -> int:
    """Fit the weights as the flags say and write them."""
    from naqala.lab.study import default_workers, shows_progress
    try:
        import numpy  # noqa: F401 - the fit needs it; said before any game is played
    except ImportError:
        raise NaqalaError("naqala fit-bots needs the lab extra (pip install 'naqala[lab]')") \
            from None
    check_seeds(args.seed, args.games)
    out = out_file(args.ruleset, args.out)
    if args.study is not None and args.study.resolve() == out.resolve():
        raise NaqalaError(f"{args.study}: --study and the weights' file are one file: the "
                          "weights would replace the games; give another --study file")
    weights, positions = fitted(args.ruleset, args.players, args.games, args.seed,
                                args.workers or default_workers(), shows_progress(False),
                                args.lang, args.study)
    data = {"fitted": {"ruleset": args.ruleset, "players": args.players, "games": args.games,
                       "seed": args.seed, "positions": positions}, **weights.to_json()}
    write_text(out, json.dumps(data, indent=1) + "\n", "write the weights")
    terms = ", ".join(f"{t} {end:+.2f}{early:+.2f}*left" for t, (end, early) in
                      weights.terms.items())
    print(f"{out}: {positions} seat positions of {args.games} games; {terms}; per card "
          f"times left: power {weights.power:+.2f}, pay {weights.pay:+.2f}, set kind "
          f"{weights.set_kind:+.2f}")
    return 0
