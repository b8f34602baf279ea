"""A load test of the web server: many concurrent all-bot games, each watched by a
spectator's websocket, until every game ends (docs/web.md).

    python -m naqala_web.load --games 40 --seats 4

prints the p50/p99 latency of a choice (from a bot's turn to its choice applied, stored and
sent) and the memory each game takes. `run` is what the test calls with a smaller count.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import statistics
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from naqala import NaqalaError
from naqala.arguments import at_least


def rss_kib() -> int:
    """This process's resident memory now, in KiB (Linux), else its peak."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def _create(url: str, ruleset: str, seats: int, seed: int) -> dict:
    """Create an all-bot game; NaqalaError says why the server refused it."""
    body = {"ruleset": ruleset, "players": seats, "bots": ["random"] * seats, "seed": seed}
    req = urllib.request.Request(url + "/api/games", data=json.dumps(body).encode(),
                                 method="POST")
    try:
        with urllib.request.urlopen(req, timeout=60) as reply:
            return json.loads(reply.read())
    except urllib.error.HTTPError as err:
        raise NaqalaError(json.loads(err.read())["error"]) from None


async def _watch(url: str, link: str, limit: float) -> dict:
    """Follow one game as a spectator until it ends: frames and refusals counted."""
    from websockets.asyncio.client import connect
    frames = refused = 0
    async with connect(url.replace("http", "ws", 1) + link.replace("/play/", "/ws/"),
                       max_size=None) as ws:
        await ws.send(json.dumps({"type": "hello"}))
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), limit))
            frames += 1
            refused += message["type"] == "refused"
            if message["type"] == "state" and message["view"]["over"]:
                return {"frames": frames, "refused": refused}


def run(games: int = 40, seats: int = 4, ruleset: str = "five_tribes",
        watched: int | None = None, limit: float = 600.0) -> dict:
    """Serve `games` all-bot games at once, `watched` of them (default all) followed by a
    spectator, until all end or `limit` seconds pass; the figures of the run."""
    import uvicorn

    from .server import app
    with tempfile.TemporaryDirectory() as folder:
        web = app(Path(folder) / "load.sqlite", pause=0)
        server = uvicorn.Server(uvicorn.Config(web, host="127.0.0.1", port=0,
                                               log_level="warning", ws="auto"))
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        while not server.started:
            time.sleep(0.05)
        url = f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
        try:
            _create(url, ruleset, seats, 0)  # warm the caches: compiled ruleset, text
        except NaqalaError:
            server.should_exit = True
            thread.join(timeout=30)
            raise
        before, start = rss_kib(), time.perf_counter()
        spectators, tables = [], []
        for seed in range(1, games + 1):
            reply = _create(url, ruleset, seats, seed)
            spectators.append(reply["spectator"])
            # held at once: a finished game nobody watches is let go at the next creation
            tables.append(web.state.tables.open[reply["id"]])

        async def watch_all():
            return await asyncio.gather(*(_watch(url, link, limit)
                                          for link in spectators[:watched]))
        followed: list = []  # watched from a thread of its own: the caller may be in a loop
        watcher = threading.Thread(target=lambda: followed.extend(asyncio.run(watch_all())))
        watcher.start()
        watcher.join()
        while not all(t.game.over for t in tables) and time.perf_counter() - start < limit:
            time.sleep(0.1)
        took = time.perf_counter() - start
        after = rss_kib()
        latencies = sorted(x for t in tables for x in t.latencies)
        server.should_exit = True
        thread.join(timeout=30)
    return {"games": games, "seats": seats, "finished": sum(t.game.over for t in tables),
            "choices": len(latencies), "refused": sum(w["refused"] for w in followed),
            "frames": sum(w["frames"] for w in followed), "seconds": round(took, 1),
            "p50_ms": round(1000 * statistics.median(latencies), 2),
            "p99_ms": round(1000 * latencies[int(0.99 * (len(latencies) - 1))], 2),
            "kib_per_game": round((after - before) / games)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m naqala_web.load", description=__doc__.split(
        "\n\n")[0])
    p.add_argument("--games", type=at_least(1, 10_000), default=40)
    p.add_argument("--seats", type=at_least(1), default=4)
    p.add_argument("--ruleset", default="five_tribes")
    p.add_argument("--watched", type=at_least(0), default=None,
                   help="games a spectator follows (default: all)")
    try:
        figures = run(**vars(p.parse_args(argv)))
    except NaqalaError as err:  # the server refused the games asked for
        print(f"{p.prog}: {err}", file=sys.stderr)
        return 1
    print(", ".join(f"{k} {v}" for k, v in figures.items()))
    return 0 if figures["finished"] == figures["games"] and not figures["refused"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
