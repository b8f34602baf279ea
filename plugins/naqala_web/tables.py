"""Live games: each table holds one `Game`, its seats, its bots and who is watching.

Every change to a game goes through its table's lock: a choice is checked (seat, turn,
freshness, legality), applied, written to the store and then pushed to every connection,
each receiving only its own seat's view. Bots think in worker threads so that the event loop
keeps serving every other game meanwhile.
"""

from __future__ import annotations

import asyncio
import copy
import secrets
import sys
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor

from naqala import Game, NaqalaError, bot_factory
from naqala.game import replay
from naqala.registry import Seated, bot_seed, made_bot
from naqala.ruleset import name_of
from naqala.text import Code

from .present import Sentences
from .store import Record, Store, new_token
from .words import refusal

Listener = Callable[[], Awaitable[None]]
# Bots think here: two threads keep the event loop free without the threads fighting over
# the interpreter lock (more of them made every choice slower under load).
THINKERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="naqala-bot")
# Finished games are replayed here, one at a time: the replay slider of anyone with a link
# never holds up the bots.
REPLAYS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="naqala-replay")
KEPT_IDLE = 16  # games nobody watches or plays kept open; the others reopen from the store


def replayed(record: Record, choices: list[str]) -> Game:
    """The game of `record` after `choices`; NaqalaError when its ruleset changed since it
    began or a choice cannot be replayed."""
    game = Game(record.ruleset, record.players, record.seed, record.asks_narrowed)
    if game.rs.hash != record.hash:
        raise NaqalaError(f"game {record.id}: the ruleset '{record.ruleset}' changed since "
                          "the game began, so its choices cannot be replayed")
    replay(game, choices, f"game {record.id}")
    return game


class Refused(Exception):
    """A message the table will not take, and nothing changed. `reason` names why for
    programs (docs/web.md); what a player can meet is said in their language (`said`), the
    rest (a hand-made client's fault, the engine's own words) as `english` says it;
    `values` are the arguments of its words."""

    def __init__(self, reason: str, english: str | None = None, /, **values: int | str):
        self.reason, self.english, self.values = reason, english, values
        super().__init__(self.said("en"))

    def said(self, lang: str) -> str:
        """Why, in `lang`."""
        return self.english if self.english is not None else refusal(lang, self.reason,
                                                                     self.values)


class Table:
    """One game in play, with its seats' bots and its listening connections."""

    def __init__(self, record: Record, game: Game, store: Store, pause: float):
        self.record, self.game, self.store, self.pause = record, game, store, pause
        self.bots = {seat: Seated(made_bot(name, bot_seed(record.seed, seat)), seat, name)
                     for seat, name in record.bots.items()}
        self.lock = asyncio.Lock()
        self.listeners: set[Listener] = set()
        self.sentences = Sentences()
        self.latencies: list[float] = []  # seconds from a bot's turn to its choice sent
        self._bot_task: asyncio.Task | None = None

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def idle(self) -> bool:
        """Whether nothing is going on here: nobody watches, no choice is being made, and
        no bot is to play (the game is over, or waits for a person)."""
        decision = self.game.decision
        return not self.listeners and not self.lock.locked() and \
            (self._bot_task is None or self._bot_task.done()) and \
            (decision is None or decision.player not in self.bots)

    async def choose(self, seat: int | None, step: int, option: str | None = None,
                     move: str | None = None) -> None:
        """A person's choice (an option id, or a whole move in notation) for `seat`, made
        when the game was at `step` choices; Refused says why it was not taken."""
        async with self.lock:
            game = self.game
            if seat is None:
                raise Refused("spectator")
            if game.over:
                raise Refused("game-over")
            if step != len(game.history):
                raise Refused("stale")
            if game.decision.player != seat:
                raise Refused("not-your-turn", player=game.decision.player)
            before = copy.copy(game)
            try:
                if move is not None:
                    game.apply_move(move)
                else:
                    game.apply(str(option))
            except NaqalaError as err:
                raise Refused("illegal", str(err)) from None
            self._saved(before)
        await self.changed()

    def _saved(self, before: Game) -> None:
        """Store the game's choices; when the games file refuses them, the game is set back
        to `before` (a copy kept from before the choice: no replay, which a ruleset changed
        on disk would refuse) and Refused says why."""
        try:
            self.store.save_choices(self.id, self.game.history, self.game.over)
        except NaqalaError as err:
            self.game = before
            self.sentences = Sentences()  # keyed by the events of the game let go
            raise Refused("not-kept", reason=Code(str(err))) from None

    async def changed(self) -> None:
        """Tell every listener, then let bots play if it is their turn."""
        await self._tell()
        decision = self.game.decision
        if decision is not None and decision.player in self.bots and (
                self._bot_task is None or self._bot_task.done()):
            self._bot_task = asyncio.create_task(self._play_bots())

    async def _tell(self) -> None:
        """Push the news to every listener; one that fails is dropped (a connection's
        closes itself first: `Connection.listen`)."""
        for listener in list(self.listeners):
            try:
                await listener()
            except Exception:
                self.listeners.discard(listener)

    async def _play_bots(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            if self.pause:
                await asyncio.sleep(self.pause)
            async with self.lock:
                decision = self.game.decision
                if decision is None or decision.player not in self.bots:
                    return
                start, before = time.perf_counter(), copy.copy(self.game)
                try:
                    await loop.run_in_executor(THINKERS, self._bot_choice, decision)
                    self._saved(before)
                except Refused as why:  # the bots wait for a restart
                    print(f"naqala serve: game {self.id}: {why}", file=sys.stderr)
                    return
            await self._tell()
            self.latencies.append(time.perf_counter() - start)

    def stop_bots(self) -> asyncio.Task | None:
        """Cancel the bots' play (a choice being thought is not stored); the task, to wait
        for, or None when they were not playing."""
        task, self._bot_task = self._bot_task, None
        if task is None or task.done():
            return None
        task.cancel()
        return task

    async def replay(self, seat: int | None, step: int) -> dict:
        """What `seat` saw after `step` choices of a finished game (its replay slider)."""
        if not self.game.over:
            raise Refused("replay-not-over")
        history = list(self.game.history)
        if not 0 <= step <= len(history):
            raise Refused("replay-step", n=len(history))

        def view_at() -> dict:
            return replayed(self.record, history[:step]).view(seat)
        try:
            return await asyncio.get_running_loop().run_in_executor(REPLAYS, view_at)
        except NaqalaError as err:  # its ruleset changed on disk since the game began
            raise Refused("unreplayable", str(err)) from None

    def _bot_choice(self, decision) -> None:
        """Runs in a worker thread, under the table's lock. A bot that fails or picks no
        offered option is named on stderr and its seat takes the first option instead, so
        the game goes on; Refused when the game refuses that too (a fault of the ruleset at
        play), and nothing changed."""
        seat = decision.player
        try:
            self.game.apply(self.bots[seat].choose(self.game.seat_view(seat), decision))
        except NaqalaError as err:  # a bot plugin's fault must not stop the game
            print(f"naqala serve: game {self.id}: {err}; it plays the first option",
                  file=sys.stderr)
            try:
                self.game.apply(decision.options[0].id)
            except NaqalaError as why:
                raise Refused("bots-stuck", f"the first option of Player {seat + 1} cannot "
                              f"be played either ({why}): its bots wait for a restart") \
                    from None


class Tables:
    """Every game of the server: created, opened from the store on demand, kept open while
    it is played or watched (and the last KEPT_IDLE idle ones)."""

    def __init__(self, store: Store, pause: float = 0.4):
        self.store, self.pause = store, pause
        self.open: dict[str, Table] = {}

    def create(self, ruleset: str, players: int, bots: dict[int, str], lang: str,
               seed: int | None) -> Record:
        """A new game; raises NaqalaError naming what is wrong with the request."""
        for name in set(bots.values()):
            bot_factory(name)
        if any(not 0 <= s < players for s in bots):
            raise NaqalaError(f"bot seats must be 1 to {players}")
        game = Game(ruleset, players=players, seed=seed)
        links = {new_token(): seat for seat in range(players) if seat not in bots}
        links[new_token()] = None
        record = Record(secrets.token_hex(8), name_of(game.rs), game.rs.hash, players, game.seed,
                        lang, dict(bots), [], links, seed_chosen=seed is not None)
        self._open(record, game)  # its bots are made: one that cannot be is no stored game
        try:
            self.store.add(record)
        except NaqalaError:
            del self.open[record.id]
            raise
        return record

    def _open(self, record: Record, game: Game) -> Table:
        table = Table(record, game, self.store, self.pause)
        self.open[record.id] = table
        self._let_go()
        return table

    def _let_go(self) -> None:
        """Close the idle games (`Table.idle`) but the KEPT_IDLE used last: an idle game
        changes only through a link, which opens it again from the store."""
        idle = [t.id for t in self.open.values() if t.idle]
        for game_id in idle[:max(len(idle) - KEPT_IDLE, 0)]:
            del self.open[game_id]

    def table(self, game_id: str) -> Table:
        """The open table of a stored game, replaying its choices if it is not open yet."""
        if game_id in self.open:
            self.open[game_id] = self.open.pop(game_id)  # used last: let go last
            return self.open[game_id]
        record = self.store.load(game_id)
        return self._open(record, replayed(record, record.choices))

    async def link(self, token: str) -> tuple[Table, int | None] | None:
        """The table and seat (None: spectator) of a link, or None for an unknown token. A
        game let go is replayed in a worker thread (compiling its ruleset, when its options
        are set otherwise, takes some 0.15 s): every other table is served meanwhile."""
        found = self.store.find(token)
        if found is None:
            return None
        game_id, seat = found
        while game_id not in self.open:
            record = self.store.load(game_id)
            game = await asyncio.get_running_loop().run_in_executor(
                None, replayed, record, record.choices)
            # meanwhile another link may have opened it, or even played on and left
            if game_id not in self.open and \
                    self.store.load(game_id).choices == record.choices:
                self._open(record, game)
        return self.table(game_id), seat

    async def close(self) -> None:
        """Stop every table's bots, then close the store (the server is stopping)."""
        stopped = [task for table in self.open.values() if (task := table.stop_bots())]
        await asyncio.gather(*stopped, return_exceptions=True)
        self.store.close()

    async def resume(self) -> None:
        """Reopen unfinished games after a restart, so their bots play on; a game that
        cannot be replayed (its ruleset changed or is gone) is named and left closed."""
        for game_id in self.store.unfinished():
            try:
                table = self.table(game_id)
            except NaqalaError as err:
                print(f"naqala serve: not reopened: {err}", file=sys.stderr)
                continue
            await table.changed()
