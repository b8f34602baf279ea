"""The web server: a Starlette app on uvicorn (docs/web.md).

Pages: `/` creates a game, `/play/{token}` is the table of a seat's (or the spectator's)
link. `/api/setup` lists what a game may be made of; `POST /api/games` creates one; the
websocket `/ws/{token}` carries one connection's view and choices.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import re
import socket
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from naqala import (
    NaqalaError,
    Text,
    bot_factory,
    bot_names,
    installed_rulesets,
    languages,
    load_ruleset,
)
from naqala.errors import did_you_mean, quoted
from naqala.jsonfile import parse
from naqala.registry import DEFAULT_OPPONENT
from naqala.ruleset import name_of
from naqala.text import Code
from naqala.text.render import option_sentence

from . import busy
from .present import layout, seed_note, served_words, state_message, text_for
from .store import Store
from .tables import Refused, Tables
from .words import refusal, served

STATIC = Path(__file__).parent / "static"
# The longest request or message read (a create request or a choice takes some hundred):
# a longer one is refused unparsed, so that none fills memory or holds the loop.
MOST_SENT = 65_536
# Messages a browser may leave unread (some 8 KB each) before its connection is given up.
MOST_QUEUED = 256
# Websockets open at once, over every table: one more is refused (close code 4429), so that
# no link holder can take every file descriptor the server has (1024 on many systems).
MOST_CONNECTIONS = 512
# Websockets open at once with one link (a seat's or the spectators'), so that one link holder
# cannot take them all and shut every other player out: some tabs of one game each, at most.
MOST_PER_LINK = 16
# Websockets open at once from one client address, so that one address with many links (or
# many games it created) cannot take them all either: a household's few tables, at most.
# Behind a reverse proxy every client has the proxy's address unless it says whom it
# forwards (X-Forwarded-For, trusted from this machine: docs/web.md).
MOST_PER_ADDRESS = 64
# HTTP requests answered at once (pages and `/api/...`; the files under /static/ that a page
# shown loads are not counted): one more is answered at once, 503 with a page saying why and
# when to try again (or a JSON error), so that a flood holds no file descriptor for long.
MOST_REQUESTS = 64
# Seconds a busy server asks to be given (Retry-After), as the table waits after a 4429.
RETRY_AFTER = 10
# Seconds between two drawings of a connection's table anew (`hello`, `lang`): what is asked
# sooner is drawn then, once, in the language asked last. A person switching languages
# in the menu waits no longer than this; a flood of greetings holds up no other table.
REDRAW_EVERY = 0.5
FIELDS = {"ruleset", "settings", "players", "bots", "lang", "seed"}  # of a create request


def setup_data() -> dict:
    """The rulesets (with their player counts and options), bots and languages a game may
    use. A language or ruleset whose text cannot be read is left out and named on stderr."""
    words, faults = served()
    for lang, err in faults.items():
        left_out(f"language {quoted(lang)}", err)
    rulesets = []
    for name in installed_rulesets():
        try:
            rs = load_ruleset(name)
            options = options_of(rs, [lang for lang in languages(rs) if lang in words])
        except NaqalaError as err:
            left_out(f"ruleset {quoted(name)}", err)
            continue
        rulesets.append({"id": name, "players": sorted(rs.players), "options": options})
    bots = bot_names()
    return {"rulesets": rulesets, "bots": bots, "words": words, "languages": list(words),
            "opponent": DEFAULT_OPPONENT if DEFAULT_OPPONENT in bots else bots[0]}


def left_out(what: str, why: NaqalaError) -> None:
    print(f"naqala serve: {what} left out: {why}", file=sys.stderr)


def options_of(rs, langs: list[str]) -> list[dict]:
    """A ruleset's options for the create page: id, value (yes, no or a number) and the
    sentence saying what it does in each of `langs` (its id where a pack has none)."""
    texts = {lang: Text(rs, lang) for lang in langs}
    return [{"id": name, "value": str(option["value"]),
             "text": {lang: option_sentence(t, name) for lang, t in texts.items()}}
            for name, option in rs.raw.options.items()]


def read_request(body: dict) -> dict:
    """A create request, checked: the arguments of `Tables.create`; NaqalaError says what
    is wrong."""
    _fields(body)
    ruleset = body.get("ruleset", "five_tribes")
    if ruleset not in installed_rulesets():
        raise NaqalaError(f"no ruleset {quoted(ruleset)}; rulesets: "
                          f"{', '.join(installed_rulesets())}")
    rs = load_ruleset(ruleset, settings=_settings(body.get("settings")))
    players = body.get("players")
    if not _whole(players) or players not in rs.players:
        raise NaqalaError(f"'players' must be one of {sorted(rs.players)} for {ruleset}")
    seats = _seats(body.get("bots") or [None] * players, players)
    lang = body.get("lang", "en")
    if lang not in languages(rs):
        raise NaqalaError(f"no language {quoted(lang)}; languages: {', '.join(languages(rs))}")
    return {"ruleset": name_of(rs), "players": players, "lang": lang,
            "seed": _seed(body.get("seed")),
            "bots": {s: b for s, b in enumerate(seats) if b}}


def _fields(body) -> None:
    """A create request is an object of the FIELDS: a misspelt one would be its default
    without a word."""
    if not isinstance(body, dict):
        raise NaqalaError("the request must be a JSON object")
    unknown = sorted(body.keys() - FIELDS)
    if unknown:
        hint = did_you_mean(unknown[0], FIELDS) or f"; fields: {', '.join(sorted(FIELDS))}"
        raise NaqalaError(f"no field {quoted(unknown[0])} in a create request{hint}")


def _settings(settings) -> dict | None:
    """The create request's `settings`: option ids and values, or None (none set)."""
    if not settings:
        return None
    if not isinstance(settings, dict) or not all(
            isinstance(value, str) or _whole(value) for value in settings.values()):
        raise NaqalaError("'settings' must be an object of option ids and values (yes, no or "
                          "a whole number)")
    return settings


def _seats(seats, players: int) -> list:
    """The create request's `bots`: a registered bot's name or null for each seat."""
    if not isinstance(seats, list) or len(seats) != players or \
            not all(seat is None or isinstance(seat, str) for seat in seats):
        raise NaqalaError(f"'bots' must list {players} seats (a bot's name, or null)")
    for name in seats:
        if name is not None:
            bot_factory(name)  # a NaqalaError for a name not registered, quoted short
    return seats


def _seed(seed) -> int | None:
    """The create request's `seed`: a 64-bit whole number, as a number or as the digits the
    create page's field holds (of any script: int() reads them), or None (empty) for a
    random one."""
    if isinstance(seed, str):
        seed = seed.strip()
        if re.fullmatch(r"\d{1,20}", seed):
            seed = int(seed)
    if seed in (None, ""):
        return None
    if not _whole(seed) or not 0 <= seed < 1 << 64:
        raise BadSeed("'seed' must be a whole number from 0, or empty for a random one")
    return seed


class BadSeed(NaqalaError):
    """A create request's seed that is no 64-bit whole number."""


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def app(db: Path, pause: float = 0.4, lang: str = "en", prepare: bool = False) -> Starlette:
    """The server's ASGI app, keeping its games in the SQLite file `db`; `lang` is the create
    page's language until a visitor picks another. `prepare`: the create page's choices are
    made at start (`naqala serve`), not when first asked."""
    tables = Tables(Store(db), pause)
    # made once (compiling every ruleset and saying its options takes seconds): a request
    # while it is made waits for it
    setup: dict[str, asyncio.Future] = {}

    def setup_made() -> asyncio.Future:
        return setup.get("made") or setup.setdefault("made", made_apart(setup_data))

    @asynccontextmanager
    async def lifespan(_app):
        await tables.resume()
        if prepare:
            setup_made().add_done_callback(lambda made: made.cancelled() or made.exception())
        yield
        await tables.close()

    async def index(request: Request):
        return FileResponse(STATIC / "create.html")

    def visitor_lang(headers) -> str:
        """The first language a visitor's browser asks for (Accept-Language) that the server
        has, else the server's."""
        return busy.wanted(headers.get("accept-language", ""), languages(), lang)

    def link_lang(token: str, headers) -> str:
        """The language a link's connection is refused in: its game's, else (a link no game
        has, a games file that fails to read) the visitor's."""
        try:
            found = tables.store.language(token)
        except NaqalaError:
            found = None
        return found or visitor_lang(headers)

    async def table_page(request: Request):
        try:
            if tables.store.find(request.path_params["token"]) is None:
                return PlainTextResponse(refusal(visitor_lang(request.headers), "no-game", {}),
                                         status_code=404)
        except NaqalaError as err:  # the games file failed to read
            return PlainTextResponse(str(err), status_code=503)
        return FileResponse(STATIC / "table.html")

    async def get_setup(request: Request):
        made = setup_made()
        try:
            return JSONResponse({**await asyncio.shield(made), "lang": lang})
        except Exception:  # made again at the next request
            if setup.get("made") is made:
                del setup["made"]
            raise

    async def create(request: Request):
        try:
            body = await bounded_body(request)
        except ClientDisconnect:  # the browser left before its request ended: nobody hears
            return JSONResponse({"error": "the request ended early"}, status_code=400)
        if body is None:
            return JSONResponse({"error": f"a request is at most {MOST_SENT} bytes; this one "
                                          "is longer"}, status_code=413)
        try:
            # every field is checked against what it may be, so no replacement passes unseen
            body = parse(body.decode("utf-8", "replace"), "the request")  # a key twice too
            # a ruleset with options set otherwise compiles once: away from the loop
            request_args = await asyncio.get_running_loop().run_in_executor(
                None, read_request, body)
            # its table's text, built now: a pack that cannot be read refuses the game
            await text_for(request_args["ruleset"], request_args["lang"])
            record = tables.create(**request_args)
        except NaqalaError as err:  # the seed is the one field a person types: its page
            # says why in its own language (`reason`, docs/web.md)
            return JSONResponse({"error": sendable(str(err)), "reason": "seed" if isinstance(
                err, BadSeed) else "request"}, status_code=400)
        await tables.table(record.id).changed()
        links = {seat: token for token, seat in record.links.items()}
        return JSONResponse({
            "id": record.id, "spectator": f"/play/{links[None]}",
            "seats": [{"seat": s, "bot": record.bots.get(s),
                       "link": f"/play/{links[s]}" if s in links else None}
                      for s in range(record.players)]})

    connected: set[WebSocket] = set()
    per_link: Counter[str] = Counter()  # connections open, by the link's token
    per_address: Counter[str] = Counter()  # connections open, by the client's address

    def full(token: str, address: str) -> Refused | None:
        """Why one more connection with `token` from `address` is refused, or None."""
        if len(connected) >= MOST_CONNECTIONS:
            return Refused("server-full", n=MOST_CONNECTIONS)
        if per_link[token] >= MOST_PER_LINK:
            return Refused("link-full", n=MOST_PER_LINK)
        if per_address[address] >= MOST_PER_ADDRESS:
            return Refused("address-full", n=MOST_PER_ADDRESS)
        return None

    async def socket(ws: WebSocket):
        await ws.accept()
        token = ws.path_params["token"]
        address = ws.client.host if ws.client else ""
        why = full(token, address)
        if why is not None:
            await refused(ws, why, 4429, link_lang(token, ws.headers))
            return
        held = ((per_link, token), (per_address, address))
        connected.add(ws)
        for counter, key in held:
            counter[key] += 1
        try:
            await linked(ws, token)
        finally:
            connected.discard(ws)
            for counter, key in held:
                counter[key] -= 1
                if not counter[key]:
                    del counter[key]

    async def linked(ws: WebSocket, token: str):
        try:
            found = await tables.link(token)
        except NaqalaError as err:
            await refused(ws, Refused("unopened", str(err)), 4404, "en")
            return
        if found is None:
            await refused(ws, Refused("no-game"), 4404, visitor_lang(ws.headers))
            return
        await Connection(ws, *found).serve()

    web = Starlette(routes=[
        Route("/", index), Route("/play/{token}", table_page), Route("/api/setup", get_setup),
        Route("/api/games", create, methods=["POST"]), WebSocketRoute("/ws/{token}", socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ], lifespan=lifespan, middleware=[Middleware(Bounded, lang=lang)])
    web.state.tables = tables  # for measurements (naqala_web.load)
    return web


class Bounded:
    """ASGI middleware: at most MOST_REQUESTS HTTP requests answered at once (but the files
    under /static/); one more is answered busy at once (`busy.answer`, `lang` the server's
    language), however long the others take."""

    def __init__(self, app, lang: str):
        self.app, self.lang, self.answering = app, lang, 0

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http" or scope["path"].startswith("/static/"):
            await self.app(scope, receive, send)
        elif self.answering >= MOST_REQUESTS:
            why = (f"the server is answering as many requests as it takes at once "
                   f"({MOST_REQUESTS}); try again in {RETRY_AFTER} seconds")
            await busy.answer(scope, self.lang, RETRY_AFTER, why)(scope, receive, send)
        else:
            self.answering += 1
            try:
                await self.app(scope, receive, send)
            finally:
                self.answering -= 1


def made_apart(make: Callable[[], dict]) -> asyncio.Future:
    """`make()` run in a thread of its own, as a future of the running loop: a daemon
    thread, so that a server stopped meanwhile does not wait for it (a worker thread of the
    loop's would hold its stop for as long as `make` takes)."""
    loop = asyncio.get_running_loop()
    future = loop.create_future()

    def settle(how, value) -> None:
        if not future.done():
            how(value)

    def run() -> None:
        try:
            how, value = future.set_result, make()
        except Exception as err:
            how, value = future.set_exception, err
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nobody waits
            loop.call_soon_threadsafe(settle, how, value)
    threading.Thread(target=run, name="naqala-setup", daemon=True).start()
    return future


async def refused(ws: WebSocket, why: Refused, code: int, lang: str) -> None:
    """Refuse a connection: its page shows `why` in `lang` (also the close's reason, cut to
    the 123 bytes a close holds); code 4404 (no such game) stops the page, 4429 (the server
    is full) has it try again later."""
    said = refused_message(why, lang)
    await ws.send_json(said)
    reason = said["message"].encode()[:123].decode("utf-8", "ignore")
    await ws.close(code=code, reason=reason)


def refused_message(why: Refused, lang: str) -> dict:
    """The `refused` message of `why` in `lang`."""
    return {"type": "refused", "reason": why.reason, "message": sendable(why.said(lang))}


async def bounded_body(request: Request) -> bytes | None:
    """A request's body, or None when it is longer than MOST_SENT bytes: read to its end
    (so the browser hears the answer) but not kept past the bound."""
    body, size = b"", 0
    async for chunk in request.stream():
        size += len(chunk)
        if size <= MOST_SENT:
            body += chunk
    return body if size <= MOST_SENT else None


class Connection:
    """One browser at a table: its seat, its language, how much of the log it has seen.

    Every message to the browser goes through its outbox, sent in order by the connection's
    own sender: a browser slow to read holds up no other connection, no bot and no choice.
    One that leaves MOST_QUEUED messages unread is given up (its page reconnects and is
    drawn anew)."""

    def __init__(self, ws: WebSocket, table, seat: int | None):
        self.ws, self.table, self.seat = ws, table, seat
        self.lang, self.seen = table.record.lang, 0
        self.ready = False  # the layout went out: states may follow
        self.outbox: asyncio.Queue[dict | None] = asyncio.Queue()  # None: close
        self.gone = False  # given up: it read too little, or its news could not be made
        self.closing = 1013  # the close code once given up
        self.wanted: str | None = None  # the language to draw the table in next
        self.drawn_at = -math.inf  # when the table was last drawn anew (time.monotonic)
        self.redrawing: asyncio.Task | None = None  # a drawing waiting for its time

    def send(self, message: dict) -> None:
        """Queue a message for the browser (never waits on the network)."""
        if self.gone:
            return
        if self.outbox.qsize() < MOST_QUEUED:
            self.outbox.put_nowait(message)
            return
        self.give_up(1013)  # "try again later": it read too little

    def give_up(self, code: int) -> None:
        """Close the connection with `code` (its page reconnects and is drawn anew),
        dropping what it has not read; it takes nothing more."""
        self.gone = True
        self.table.listeners.discard(self.listen)
        while not self.outbox.empty():
            self.outbox.get_nowait()
        self.outbox.put_nowait(None)
        self.closing = code

    async def _sender(self) -> None:
        """Send the outbox in order; close the connection once it is given up."""
        try:
            while (message := await self.outbox.get()) is not None:
                await self.ws.send_json(message)
            await self.ws.close(code=self.closing)
        except Exception:  # the browser went away mid-send: serve() sees it leave
            return

    async def listen(self) -> None:
        """`push`; news that cannot be made for this connection is named on stderr and
        gives it up (code 1011, "internal error"), so that its page is drawn anew, not
        left as it was without a word."""
        try:
            await self.push()
        except Exception as err:
            print(f"naqala serve: game {self.table.id}: a connection is closed, its news "
                  f"could not be made: {err}", file=sys.stderr)
            self.give_up(1011)

    async def push(self) -> None:
        """Queue this seat's view and the events it has not seen yet."""
        if not self.ready:
            return
        text = await text_for(self.table.record.ruleset, self.lang)
        await self.table.sentences.prepare(text, self.table.game.events(self.seen, self.seat))
        async with self.table.lock:
            if text.lang != self.lang:  # the table was drawn anew meanwhile: its push follows
                return
            game = self.table.game
            self.send(state_message(game, text, self.seat, self.seen, self.table.sentences))
            self.seen = len(game.log)

    async def redraw(self, lang: str) -> None:
        """Draw the table anew in `lang` (`restart`) at once, or REDRAW_EVERY seconds
        after it was last drawn: what is asked meanwhile is drawn then, once, in the
        language asked last."""
        self.wanted = lang
        if self.redrawing is not None and not self.redrawing.done():
            return  # it draws the language asked last
        wait = self.drawn_at + REDRAW_EVERY - time.monotonic()
        if wait > 0:
            self.redrawing = asyncio.create_task(self._redraw(wait))
        else:
            await self._redraw(0)

    async def _redraw(self, wait: float) -> None:
        while self.wanted is not None:
            await asyncio.sleep(wait)
            lang, self.wanted = self.wanted, None
            self.drawn_at = time.monotonic()
            await self.restart(lang)
            wait = REDRAW_EVERY

    async def restart(self, lang: str) -> None:
        """(Re)draw the whole table in `lang`: the layout, then every event from the start.
        A language the server does not serve (or whose text cannot be read) is refused; the first
        greeting then draws the table in the game's language, or else in English (a
        translator's language the server serves no more)."""
        game = self.table.game
        try:
            shown, text = await self._drawable(lang)  # before the table is reset
        except Refused as why:
            await self.refuse(why)
            if not self.ready and lang != "en":
                await self.restart(self.lang if lang != self.lang else "en")
            return
        self.lang, self.seen = lang, 0
        self.send({"type": "layout", "seat": self.seat, **layout(game, text, shown),
                   "seed_note": seed_note(text, self.table.record.seed_chosen)})
        self.ready = True
        await self.listen()

    async def _drawable(self, lang: str) -> tuple[dict[str, dict[str, str]], Text]:
        """The menu's languages (as the table is drawn) and the game's text in `lang`;
        Refused when the server serves no such language or its text cannot be read."""
        shown, faults = await served_words()
        if lang in faults:
            raise Refused("text-unreadable", str(faults[lang]))
        if lang not in shown:
            raise Refused("no-language", name=Code(quoted(lang)))
        try:
            return shown, await text_for(self.table.record.ruleset, lang)
        except NaqalaError as err:  # a pack of the ruleset's cannot be read
            raise Refused("text-unreadable", str(err)) from None

    async def refuse(self, why: Refused) -> None:
        """Tell the browser why, in the language its table is drawn in."""
        self.send(refused_message(why, self.lang))

    async def serve(self) -> None:
        self.table.listeners.add(self.listen)
        sender = asyncio.create_task(self._sender())
        try:
            while not self.gone:
                frame = await self.ws.receive()
                if frame["type"] == "websocket.disconnect" or self.gone:
                    break  # given up meanwhile: its table may be let go, so it takes nothing
                if frame.get("text") is None:
                    await self.refuse(Refused("binary", "a message is a text frame of JSON, "
                                                        "not a binary one"))
                    continue
                await self.handle(frame["text"])
            if self.gone:
                await sender  # it closes the connection, once what it sends goes out
        except WebSocketDisconnect:
            pass
        finally:
            self.table.listeners.discard(self.listen)
            sender.cancel()
            if self.redrawing is not None:
                self.redrawing.cancel()

    async def handle(self, raw: str) -> None:
        if len(raw) > MOST_SENT:
            await self.refuse(Refused("too-long", f"a message is at most {MOST_SENT} "
                                                  "characters; this one is longer"))
            return
        try:
            message = parse(raw, "the message")  # a key given twice too is refused
        except NaqalaError as err:
            await self.refuse(Refused("malformed", str(err)))
            return
        if "type" not in message:
            await self.refuse(Refused("no-type", "a message must be a JSON object with a "
                                                 "'type'"))
            return
        kind = message["type"]
        if kind in ("hello", "lang"):
            await self.redraw(str(message.get("lang", self.lang)))
        elif kind in ("choose", "move"):
            step, option, text = message.get("step"), message.get("option"), message.get("text")
            try:
                if type(step) is not int:
                    raise Refused("no-step", "a choice must say at which 'step' it was made")
                if not isinstance(text if kind == "move" else option, str):
                    raise Refused("no-option", "a move is given as 'text', a choice as an "
                                               "'option' id")
                await self.table.choose(self.seat, step, option=option,
                                        move=text if kind == "move" else None)
            except Refused as why:
                await self.refuse(why)
                await self.listen()
        elif kind == "replay":
            step = message.get("step")
            try:
                if type(step) is not int:
                    raise Refused("no-step", "a replay needs the 'step' to show")
                view = await self.table.replay(self.seat, step)
            except Refused as why:
                await self.refuse(why)
                return
            self.send({"type": "replay", "step": step, "view": view})
        else:
            await self.refuse(Refused("unknown-type", f"unknown message type {quoted(kind)}"))


def sendable(text: str) -> str:
    """Text that may quote what a browser sent, with what UTF-8 cannot hold (a lone
    surrogate from a JSON escape) written as an escape."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def serve(host: str, port: int, db: Path, pause: float, lang: str = "en") -> int:
    """Run the server until interrupted; prints the address to open."""
    import uvicorn

    if lang not in languages():
        raise NaqalaError(f"no language {quoted(lang)} for the web table; languages: "
                          f"{', '.join(languages())}")
    sock = listening(host, port)  # first: an address it cannot take holds no games file
    try:
        server = uvicorn.Server(uvicorn.Config(app(db, pause, lang, prepare=True),
                                               log_level="warning", ws="auto"))
    except NaqalaError:
        sock.close()
        raise

    async def run() -> None:
        task = asyncio.create_task(server.serve([sock]))
        while not server.started and not task.done():
            await asyncio.sleep(0.05)
        if server.started:
            bound = server.servers[0].sockets[0].getsockname()
            shown = f"[{host}]" if ":" in host else host  # an IPv6 address, as URLs write it
            print(f"naqala serve: open http://{shown}:{bound[1]}/ (games kept in {db})",
                  flush=True)
        await task

    asyncio.run(run())
    return 0


def listening(host: str, port: int) -> socket.socket:
    """A socket listening on `host` and `port`, bound before the server starts so that an
    address it cannot take is one line, not uvicorn's traceback. A name is listened on at
    its IPv4 address, or at its IPv6 one where it has none (`resolved`)."""
    sock = None
    try:
        family, address = resolved(host, port)
        sock = socket.socket(family)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen()
    except OSError as err:
        if sock is not None:
            sock.close()
        raise NaqalaError(f"cannot listen on {host} port {port}: "
                          f"{err.strerror or err}") from None
    return sock


def resolved(host: str, port: int) -> tuple[socket.AddressFamily, tuple]:
    """The family and address to listen on for `host`: its first IPv4 address (what an IPv4
    socket bound to the name took), else the first address it has (IPv6). OSError (a
    `socket.gaierror`) when it has none."""
    found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    family, *_, address = min(found, key=lambda entry: entry[0] != socket.AF_INET)
    return family, address
