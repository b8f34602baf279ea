"""Studies: many bot games of one ruleset, on a process pool or a Ray cluster, streamed to
a JSON-lines file that a later run resumes.

Game `g` of a study seeded `s` uses seed `s + g`, and the bot in seat `p` seed
`(s + g) * 10 + p`: the same study gives the same games whatever runs it (one process,
a pool, a cluster) and in whatever order they finish.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import Interrupted, NaqalaError, quoted
from ..jsonfile import refuse_special
from ..locks import hold
from ..registry import plays_by
from .cluster import ray_results
from .games import label, plainly, play_game
from .records import checked

if TYPE_CHECKING:
    from ..ruleset.compile import Ruleset


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


@dataclass
class Resumed:
    """What a study file already holds: its games by seed; `keep`, how many of its bytes
    are whole lines (a last line cut off by an interrupted run is after them); `newline`,
    whether the next record needs a newline first (a last record without its own); `size`,
    how many bytes were read."""
    done: dict[int, dict]
    keep: int = 0
    newline: bool = False
    size: int = 0


@dataclass(frozen=True)
class Expected:
    """What each record of a study file must match: the study, the ruleset's label, its
    content hash and its scoring terms, and what each seat's bot plays by now; `body`
    checks the rest of a record (`records.checked`: a game of `simulate`), `flag` names
    the file's flag in refusals (`kept_in`, what that flag names: the file, or the folder
    of a study's files) and `of` the command whose records it holds."""
    study: Study
    ruleset: str
    hash: str
    terms: tuple[str, ...]
    by: tuple[str | None, ...]
    body: Callable[[object, str, int, tuple[str, ...]], dict] = checked
    flag: str = "--out"
    of: str = "naqala simulate"
    kept_in: str = "file"

    def other_bots(self, record: dict) -> tuple[str, str, str] | None:
        """The first seat (`Player N, bot`) whose bot played the record's game by other
        than it plays by now (`registry.plays_by`), with what it played by then and now;
        None when none did. A record that says nothing of it (`by` is optional) is read as
        of bots that play by nothing."""
        then = record.get("by", [None] * len(self.by))
        for seat, (was, now) in enumerate(zip(then, self.by)):
            if was != now:
                return (f"seat {seat + 1}, {record['bots'][seat]}", was or "nothing recorded",
                        now or "nothing")
        return None

    def played_alike(self, record: dict) -> None:
        """A NaqalaError when the game just played had bots that played by other than at
        the study's start (their weights changed while it ran)."""
        changed = self.other_bots(record)
        if changed:
            raise NaqalaError(f"game {record['seed']}: the bots' weights changed while the "
                              "study ran ({0}: {2} at its start, {1} since); run it again so "
                              "that every game is played by the same".format(*changed))


def read_done(expected: Expected, out: Path | None) -> Resumed:
    """The games of the study already in `out`, by seed (`read_records`). A game found
    twice is one game when both records agree but for thinking time; otherwise refused."""
    done: dict[int, dict] = {}
    first: dict[int, int] = {}  # the line of each seed's record

    def take(record: dict, n: int) -> None:
        seed = record["seed"]
        if seed in done and _steady(done[seed]) != _steady(record):
            raise NaqalaError(f"{out}:{n}: the game of seed {seed} again, with other results "
                              f"than on line {first[seed]}; keep one of the two lines")
        done.setdefault(seed, record)
        first.setdefault(seed, n)
    resumed = read_records(expected, out, take)
    resumed.done = done
    return resumed


def read_records(expected: Expected, out: Path | None, take: Callable[[dict, int], None]
                 ) -> Resumed:
    """Each record of the study file `out` checked (`_checked`) and given to `take` with
    its line, in the file's order; a file of another study, or of the ruleset before its
    files changed, is refused. A last line with no newline that is the start of a record
    but no whole one, perhaps followed by zero bytes (a power cut), is what an interrupted
    run leaves: it is named on stderr and left out (its game is played again).
    Any other line that is no record is refused, so that a file of another kind given by a
    slip (`--out compare.html`) is never cut. Ctrl-C meanwhile is `Interrupted`, saying that
    the file is as it was."""
    try:
        return _read_records(expected, out, take)
    except Interrupted:
        raise
    except KeyboardInterrupt:
        raise Interrupted(f"stopped while {out} was read; it is as it was, and the same "
                          "command resumes it") from None


def _read_records(expected: Expected, out: Path | None, take: Callable[[dict, int], None]
                  ) -> Resumed:
    raw = _read_bytes(out)
    if not raw:
        return Resumed({})
    lines = raw.split(b"\n")  # JSON lines: a U+2028 is not an end
    taken = False
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        record = _parsed(line)
        if record is None and n == len(lines) and _cut_off(line, taken):
            note(f"naqala: {out}:{n}: the last line is cut off (a run was interrupted): it "
                 "is dropped and its game played again")
            return Resumed({}, len(raw) - len(line), False, len(raw))
        take(_checked(record, expected, f"{out}:{n}"), n)
        taken = True
    return Resumed({}, len(raw), not raw.endswith(b"\n"), len(raw))


def _steady(record: dict) -> dict:
    """A record without its thinking time, the one field that differs between runs."""
    return {k: v for k, v in record.items() if k != "seconds"}


def _read_bytes(out: Path | None) -> bytes:
    """The bytes of a study file (none when there is no file), or a NaqalaError."""
    if out is None:
        return b""
    try:
        if not out.exists():
            return b""
        refuse_special(out)
        return out.read_bytes()
    except OSError as err:
        raise NaqalaError(f"{out}: cannot read it: {err.strerror or err}") from None


RECORD_START = b'{"seed": '  # how every record `Sink.add` writes begins


def _record_start(line: bytes) -> bool:
    """Whether `line` could be a record cut off while it was written."""
    return line.startswith(RECORD_START) or RECORD_START.startswith(line)


def _cut_off(line: bytes, after: bool) -> bool:
    """Whether a last line that is no record is what an interrupted write leaves: the start
    of a record, then perhaps zero bytes (a file system that lost power keeps the new
    length); zero bytes alone only `after` records (a file of them alone may be another's)."""
    start = line.rstrip(b"\0")
    return _record_start(start) if start else after


def _parsed(line: bytes):
    """A line's JSON value, or None when it is not JSON."""
    try:
        return json.loads(line.decode("utf-8"))
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return None


def _checked(record, expected: Expected, where: str) -> dict:
    """`record` when it is a game of the expected study and ruleset, else a NaqalaError
    naming `where` (the file and line)."""
    study, other_file = expected.study, f"use another {expected.flag} {expected.kept_in}"
    if record is None:
        raise NaqalaError(f"{where}: not a game record of {expected.of}")
    of = _written_by(record)
    if of not in (None, expected.of):
        raise NaqalaError(f"{where}: a game record of {of}, not of {expected.of}; {other_file}")
    another = _of_another(record, study, expected.ruleset)
    if another:
        raise NaqalaError(f"{where}: a game of another study ({another}); {other_file}")
    other_naqala = _of_another_naqala(record)
    if other_naqala:
        raise NaqalaError(f"{where}: {other_naqala}; {other_file}")
    record = expected.body(record, f"{where}: record", study.players, expected.terms)
    if record["hash"] != expected.hash:
        raise NaqalaError(f"{where}: a game of another version of the ruleset "
                          f"{expected.ruleset}: the ruleset's files changed since it was "
                          f"played (its hash differs); {other_file}")
    other = expected.other_bots(record)
    if other:
        raise NaqalaError(f"{where}: a game whose bots played by other weights than they do "
                          "now ({0}: {1} then, {2} now); {3}".format(*other, other_file))
    return record


# A key that the records of one command alone hold, and that command.
WRITERS = (("rounds", "naqala simulate"), ("rows", "naqala fit-bots"))


def _written_by(record) -> str | None:
    """The command whose study files hold records such as `record` (by a key its records
    alone hold); None when it holds none of them."""
    if isinstance(record, dict):
        for key, command in WRITERS:
            if key in record:
                return command
    return None


def _of_another_naqala(record) -> str | None:
    """Why `record` is a game of another naqala than this one (an earlier one, which kept
    no ruleset's hash or no version, or another version, whose bots may choose otherwise);
    None when it is this one's (or says its version in no form it can say)."""
    from .. import __version__
    if not isinstance(record, dict):
        return None
    if "hash" not in record:
        return ("a game recorded without its ruleset's hash (by an earlier naqala), so it "
                "cannot be told from a game of a changed ruleset")
    if "naqala" not in record:
        return ("a game recorded without naqala's version (by an earlier naqala), so it "
                "cannot be told from a game whose bots chose otherwise")
    version = record["naqala"]
    if isinstance(version, str) and version != __version__:
        return (f"a game played by naqala {quoted(version)}, not {quoted(__version__)}: the "
                "bots of another version may choose otherwise")
    return None


def _of_another(record, study: Study, ruleset_id: str) -> str | None:
    """The other bots or ruleset a record names, against the study's (`bots 'a,b', not
    'c,d'`); None when it names the study's (or names them in no form it can say)."""
    if not isinstance(record, dict):
        return None
    bots, ruleset = record.get("bots"), record.get("ruleset")
    if not isinstance(ruleset, str) or not isinstance(bots, list) or \
            not all(isinstance(b, str) for b in bots):
        return None
    differ = [f"{what} {quoted(theirs)}, not {quoted(ours)}" for what, theirs, ours, other in
              (("bots", ",".join(bots), ",".join(study.bots), bots != list(study.bots)),
               ("ruleset", ruleset, ruleset_id, ruleset != ruleset_id)) if other]
    return "; ".join(differ) or None


class Sink:
    """A study file that records are appended to, each whole or not at all, by one run at a
    time: a write that fails (a full disk, a size limit) is cut back off, so that the games
    written before it stay readable, and is one NaqalaError."""

    def __init__(self, path: Path, resumed: Resumed):
        self.path = path
        try:
            self.fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o666)
        except OSError as err:
            raise NaqalaError(f"{path}: cannot write to it: {err.strerror}") from None
        self.added = 0  # records appended whole
        try:
            self._take(resumed)
        except BaseException:
            os.close(self.fd)
            raise

    def _take(self, resumed: Resumed) -> None:
        """Hold the file for this run alone (until it is closed), and drop a last line cut
        off by an interrupted run; a NaqalaError when another run holds the file or wrote
        to it since it was read."""
        hold(self.fd, f"{self.path}: another run is writing to it (a study file takes one "
                      "at a time)")
        try:
            size = os.fstat(self.fd).st_size
            if size != resumed.size:
                raise NaqalaError(f"{self.path}: another run wrote to it while it was read; "
                                  "run again to resume it")
            if size > resumed.keep:  # a cut-off last line is dropped
                os.ftruncate(self.fd, resumed.keep)
            self.pending = b"\n" if resumed.newline else b""
        except OSError as err:
            raise NaqalaError(f"{self.path}: cannot write to it: {err.strerror}") from None

    def add(self, record: dict) -> None:
        """Append `record` as one line."""
        data = self.pending + (json.dumps(record) + "\n").encode("utf-8")
        start = os.fstat(self.fd).st_size
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(self.fd, view):]
        except OSError as err:
            self._cut(start)
            raise NaqalaError(f"{self.path}: cannot write the game of seed {record['seed']}: "
                              f"{err.strerror or err}; the games before it are kept") from None
        self.pending = b""
        self.added += 1

    def _cut(self, size: int) -> None:
        """Take a half-written record back off (if even that fails, the next run drops it
        as a cut-off last line)."""
        with contextlib.suppress(OSError):
            os.ftruncate(self.fd, size)

    def close(self) -> None:
        os.close(self.fd)


def study_file(folder: Path, ruleset: str, bots: tuple[str, ...]) -> Path:
    """The file in `folder` that a study of the ruleset labelled `ruleset` (`games.label`)
    with `bots` streams to, in `bench bots --out` and `compare --out` (`made_folder` makes
    the folder)."""
    return folder / f"{ruleset}-{'-'.join(bots)}.jsonl"


def made_folder(folder: Path) -> Path:
    """`folder`, made if missing, to keep a run's study files; a NaqalaError when it cannot
    be (a file of that name, a folder that takes no writing)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        why = "not a folder" if isinstance(err, FileExistsError) else err.strerror
        raise NaqalaError(f"{folder}: cannot keep the studies' files there: {why}") from None
    return folder


@dataclass
class Ready:
    """A study checked and its file read, before any of its games: what its records must
    match (`expected`), what its file `out` holds (`resumed`) and its ruleset `rs`."""
    expected: Expected
    resumed: Resumed
    out: Path | None
    rs: Ruleset


def ready(study: Study, out: Path | None = None, kept_in: str = "file") -> Ready:
    """`study` checked (its setup, and the games in `out`) before any game is played;
    `kept_in`: what `--out` names, the file or (`folder`) the folder that holds it, for
    refusals. A run of several studies readies them all first, so that a file refused is
    refused before the first game."""
    from ..game import Game
    game = Game(study.ruleset, study.players, study.seed)  # checks the setup
    expected = replace(_expected(study, game.rs), kept_in=kept_in)
    resumed = read_done(expected, out)
    if out is not None and any(seed not in resumed.done for seed in study.seeds()):
        _check_appendable(out)
    return Ready(expected, resumed, out, game.rs)


def _check_appendable(path: Path) -> None:
    """A NaqalaError, before any game, when games could not be appended to the study file
    `path`: one there is opened for appending and closed unchanged; for a new one, a file
    is made where it would be (through a link) and removed."""
    import tempfile
    real = path.resolve()
    try:
        if real.exists():
            os.close(os.open(real, os.O_WRONLY | os.O_APPEND))
        else:
            with tempfile.NamedTemporaryFile(dir=real.parent, prefix=".naqala-"):
                pass
    except OSError as err:
        raise NaqalaError(f"{path}: cannot write to it: {err.strerror}") from None


def run(study: Study, workers: int = 1, out: Path | None = None, progress: bool = False,
        backend: str = "local", address: str | None = None, lang: str = "en",
        kept_in: str = "file") -> list[dict]:
    """Play the games of `study` not already in `out` (`ready`, then `run_ready`)."""
    return run_ready(ready(study, out, kept_in), workers, progress, backend, address, lang)


def run_ready(study: Ready, workers: int = 1, progress: bool = False, backend: str = "local",
              address: str | None = None, lang: str = "en") -> list[dict]:
    """Play the games of a readied study that its file does not hold; every record, in
    seed order (with `progress`, a bar in language `lang` on stderr)."""
    from ..text import Text
    expected, out, done = study.expected, study.out, study.resumed.done
    seeds = expected.study.seeds()
    todo = [(expected.study.ruleset, expected.study.bots, s) for s in seeds if s not in done]
    text = Text(study.rs, lang) if progress and todo else None
    sink = Sink(out, study.resumed) if out is not None and todo else None  # a finished file
    bar = Progress(len(todo), text) if text is not None else None  # is read once it is held
    try:
        for record in _results(todo, workers, backend, address):
            expected.played_alike(record)
            done[record["seed"]] = record
            if sink:
                sink.add(record)
            if bar:
                bar.step()
    except KeyboardInterrupt:
        raise stopped(expected, sink, expected.study.games - len(todo)) from None
    finally:
        for used in (sink, bar):
            if used:
                used.close()
    return [done[s] for s in seeds]


def stopped(expected: Expected, sink: Sink | None, before: int) -> Interrupted:
    """What Ctrl-C in a study says: how many of its games its file holds (`before` the run,
    and those `sink` appended since) and that the same command resumes it, or that no game
    was kept and the flag (`expected.flag`) that keeps them."""
    if sink is None:
        return Interrupted(_none_kept(expected.flag))
    return Interrupted(f"stopped: {sink.path} holds {before + sink.added} of the study's "
                       f"{expected.study.games} games; the same command resumes it")


def _none_kept(flag: str) -> str:
    return f"stopped: no game was kept; with {flag}, a study file keeps them for the same " \
           "command to resume"


@contextlib.contextmanager
def saying_what_is_kept(out: Path | None, flag: str = "--out") -> Iterator[None]:
    """Ctrl-C in a lab command outside its games (making its statistics, writing its report
    or weights, between two studies) is `Interrupted`, saying what is kept: `out` (the
    study file, or the folder of a run's files) keeps every game played, or without it no
    game was kept and `flag` keeps them. What a study says of its games or of a file it
    reads stands."""
    try:
        yield
    except Interrupted:
        raise
    except KeyboardInterrupt:
        if out is None:
            raise Interrupted(_none_kept(flag)) from None
        raise Interrupted(f"stopped: {out} keeps every game played; the same command resumes "
                          "from there") from None


def _expected(study: Study, rs) -> Expected:
    """What the records of `study`'s file must match, on its ruleset `rs` as it is now."""
    return Expected(study, label(study.ruleset), rs.hash, tuple(t for t, _ in rs.scoring),
                    tuple(plays_by(name, rs) for name in study.bots))


def _results(todo: list[tuple], workers: int, backend: str, address: str | None
             ) -> Iterable[dict]:
    if backend == "ray":
        yield from ray_results(_play, todo, address)
    else:
        yield from pooled(_play, todo, workers)


def pooled(fn: Callable, jobs: list, workers: int, ordered: bool = False) -> Iterable:
    """`fn` of each job, in this process or in a pool of `workers` processes fed a few jobs
    each at a time: in the order they finish (callers that need an order sort by what each
    result holds) or, `ordered`, in the jobs' order (holding at most twice `workers`
    results). A worker that dies (killed, out of memory) is a NaqalaError, not a wait for
    ever; the results given before it stay given."""
    if workers <= 1 or len(jobs) <= 1:
        yield from map(fn, jobs)
        return
    from concurrent.futures import FIRST_COMPLETED, wait
    workers = min(workers, len(jobs))
    left = iter(jobs)
    with _pool(workers) as pool:
        running = deque(pool.submit(plainly, fn, job) for job in islice(left, 2 * workers))
        while running:
            done = [running[0]] if ordered else \
                wait(running, return_when=FIRST_COMPLETED).done
            for future in done:
                running.remove(future)
                yield future.result()
            running.extend(pool.submit(plainly, fn, job) for job in islice(left, len(done)))


@contextlib.contextmanager
def _pool(workers: int):
    """A pool of `workers` processes. Leaving it on Ctrl-C, a failed job or a caller that
    stopped reading ends its workers at once (they would play the jobs they hold to their
    end first); a worker that died is a NaqalaError."""
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool
    from multiprocessing import get_context
    context = get_context("spawn")
    stop = context.Event()
    pool = ProcessPoolExecutor(workers, context, initializer=_ends_with,
                               initargs=(os.getpid(), stop))
    try:
        yield pool
    except BrokenProcessPool:
        raise NaqalaError("a worker process stopped before its work was done (killed, or out "
                          "of memory?)") from None
    except BaseException:
        stop.set()
        raise
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _ends_with(parent: int, stop) -> None:
    """In each worker: end it at once when its study stops (`stop` is set) or once the
    process that started it is gone (killed, with no time to end its workers), instead of
    playing on or waiting for jobs for ever."""
    import threading

    def watch() -> None:
        while os.getppid() == parent and not stop.wait(1):
            pass
        os._exit(1)
    threading.Thread(target=watch, daemon=True).start()


def note(message: str) -> None:
    """`message` on standard error, or nowhere when there is none (a program started with it
    closed): print's default there is standard output, which a note would spoil."""
    if sys.stderr is not None:
        print(message, file=sys.stderr)


def shows_progress(asked: bool) -> bool:
    """Whether a progress bar goes to standard error: when `asked` (`--progress`) or when
    it is a terminal; never when there is none (a program started with it closed)."""
    return sys.stderr is not None and (asked or sys.stderr.isatty())


def default_workers() -> int:
    """A worker per core this process may run on (`taskset`, a batch system's allotment),
    not per core of the machine."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
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
