"""Studies: many bot games of one ruleset, on a process pool or a Ray cluster, streamed to
a JSON-lines file that a later run resumes.

Game `g` of a study seeded `s` uses seed `s + g`, and the bot in seat `p` seed
`(s + g) * 10 + p`: the same study gives the same games whatever runs it (one process,
a pool, a cluster) and in whatever order they finish.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from ..errors import NaqalaError
from ..jsonfile import refuse_special
from .cluster import ray_results
from .games import label, play_game, variant
from .records import checked


@dataclass(frozen=True)
class Study:
    """What to play: a ruleset, the bot of each seat, how many games from which seed."""
    ruleset: str
    bots: tuple[str, ...]
    games: int
    seed: int = 0

    @property
    def players(self) -> int:
        return len(self.bots)

    def seeds(self) -> list[int]:
        return [self.seed + g for g in range(self.games)]


def _play(job: tuple) -> dict:
    return play_game(*job)


def read_done(study: Study, ruleset_id: str, terms: tuple[str, ...], out: Path | None
              ) -> dict[int, dict]:
    """The games of `study` already in `out`, by seed, each record checked (`records.py`);
    a file of another study is refused."""
    if out is None:
        return {}
    done: dict[int, dict] = {}
    try:
        if not out.exists():
            return {}
        refuse_special(out)
        text = out.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise NaqalaError(f"{out}: cannot read it: {getattr(err, 'strerror', None) or err}"
                          ) from None
    for n, line in enumerate(text.split("\n"), 1):  # JSON lines: a U+2028 is not an end
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            raise NaqalaError(f"{out}:{n}: not a game record of naqala simulate") from None
        if _of_another(record, study, ruleset_id):
            raise NaqalaError(f"{out}:{n}: a game of another study (bots "
                              f"{','.join(record['bots'])}, ruleset {record['ruleset']}); "
                              "use another --out file")
        record = checked(record, f"{out}:{n}: record", study.players, terms)
        done[record["seed"]] = record
    return done


def _of_another(record, study: Study, ruleset_id: str) -> bool:
    """Whether a record names other bots or another ruleset (names it can say)."""
    if not isinstance(record, dict):
        return False
    bots, ruleset = record.get("bots"), record.get("ruleset")
    return isinstance(ruleset, str) and isinstance(bots, list) and \
        all(isinstance(b, str) for b in bots) and (bots != list(study.bots) or
                                                    ruleset != ruleset_id)


def run(study: Study, workers: int = 1, out: Path | None = None, progress: bool = False,
        backend: str = "local", address: str | None = None, lang: str = "en") -> list[dict]:
    """Play the games of `study` not already in `out`; every record, in seed order (with
    `progress`, a bar in language `lang` on stderr)."""
    from ..game import Game
    from ..text import Text
    ruleset_id = label(study.ruleset)
    game = Game(variant(study.ruleset), study.players, study.seed)  # checks the setup
    done = read_done(study, ruleset_id, tuple(t for t, _ in game.rs.scoring), out)
    todo = [(study.ruleset, study.bots, s) for s in study.seeds() if s not in done]
    bar = Progress(len(todo), Text(game.rs, lang)) if progress and todo else None
    try:
        sink = out.open("a", encoding="utf-8") if out is not None else None
    except OSError as err:
        raise NaqalaError(f"{out}: cannot write to it: {err.strerror}") from None
    try:
        for record in _results(todo, workers, backend, address):
            done[record["seed"]] = record
            if sink:
                sink.write(json.dumps(record) + "\n")
                sink.flush()
            if bar:
                bar.step()
    finally:
        if sink:
            sink.close()
        if bar:
            bar.close()
    return [done[s] for s in study.seeds()]


def _results(todo: list[tuple], workers: int, backend: str, address: str | None
             ) -> Iterable[dict]:
    if backend == "ray":
        yield from ray_results(todo, address)
    else:
        yield from pooled(_play, todo, workers)


def pooled(fn: Callable, jobs: list, workers: int) -> Iterable:
    """`fn` of each job, in this process or in a pool of `workers` processes (in the order
    they finish: callers that need an order sort by what each result holds)."""
    if workers <= 1 or len(jobs) <= 1:
        yield from map(fn, jobs)
    else:
        from multiprocessing import get_context
        with get_context("spawn").Pool(min(workers, len(jobs))) as pool:
            yield from pool.imap_unordered(fn, jobs)


def default_workers() -> int:
    return os.cpu_count() or 1


class Progress:
    """A bar on stderr with games done and an estimate of the time left, in the words of
    `text` (messages `lab-progress`, `lab-progress-left`)."""

    def __init__(self, total: int, text, stream=None,
                 clock: Callable[[], float] = time.monotonic):
        self.total, self.done, self.text = total, 0, text
        self.stream, self.clock = stream or sys.stderr, clock
        self.start = clock()
        self.draw()

    def step(self) -> None:
        self.done += 1
        self.draw()

    def draw(self) -> None:
        width = 30
        filled = width * self.done // max(self.total, 1)
        done, total = self.text.number(self.done), self.text.number(self.total)
        if self.done:
            rest = (self.clock() - self.start) / self.done * (self.total - self.done)
            words = self.text("lab-progress-left", done=done, total=total,
                              minutes=self.text.number(int(rest // 60)),
                              seconds=self.text.number(int(rest % 60)))
        else:
            words = self.text("lab-progress", done=done, total=total)
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {words}  ")
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()
