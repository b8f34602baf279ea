"""Hostile or mistaken input to the web front end (docs/web.md): each is refused in one line,
changes nothing, and tells a seat nothing it may not see."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import urllib.request

import pytest
from helpers import run_apart
from test_web_server import Client, get_json

from naqala import Game, NaqalaError, move_words


def refused_as_full(url: str, link: str, reason: str, said: str) -> None:
    """A websocket opened with `link` past one of the server's bounds is told `said` (for
    `reason`), then closed with code 4429 and `said` as the reason, after which the page
    tries again."""
    from test_web_server import open_socket
    from websockets.exceptions import ConnectionClosed
    extra = open_socket(url, link.replace("/play/", "/ws/"))
    assert json.loads(extra.recv(timeout=10)) == {"type": "refused", "reason": reason,
                                                  "message": said}
    with pytest.raises(ConnectionClosed) as closed:
        extra.recv(timeout=10)
    assert closed.value.rcvd.code == 4429 and closed.value.rcvd.reason == said


def at_sibittis() -> tuple[int, list[str], str]:
    """A seed of a 2-player game, the choices after which the chooser, at the start of its
    move, may use Sibittis (draw 3 djinns from the face-down pile, keep 1), and a move after
    which it still may."""
    for seed in range(100):
        game, pick = Game("five_tribes", 2, seed), random.Random(seed)
        while not game.over:
            ids = [o.id for o in game.decision.options]
            if game.decision.kind == "move.start" and "power:sibittis" in ids:
                for move in game.moves(40):
                    after = game.engine.apply_all(game.state, move_words(game.engine,
                                                                         game.state, move))
                    if game.engine.decision(after).find("power:sibittis"):
                        return seed, list(game.history), move
            game.apply(pick.choice(ids))
    raise AssertionError("no game reached Sibittis")


def test_a_move_cannot_read_the_cards_a_power_would_draw(tmp_path):
    """`power:sibittis zz` typed as a move, before or after the move itself, was checked by
    drawing the three djinns, and the refusal listed them as the legal answers: the
    face-down pile's top, read for free. Words past a choice that shows hidden information
    are refused alike, whatever they are."""
    from naqala_web.store import Store
    from naqala_web.tables import Refused, Tables
    seed, choices, move = at_sibittis()
    tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
    table = tables.table(tables.create("five_tribes", 2, {}, "en", seed).id)
    for choice in choices:
        table.game.apply(choice)
    seat, step = table.game.decision.player, len(choices)
    before = table.game.view(seat)
    drawn = table.game.engine.decision(table.game.engine.apply(table.game.state,
                                                               "power:sibittis")).options
    for before_power in ("", f"{move} "):
        said = []
        for word in (drawn[0].id, "zz"):
            with pytest.raises(Refused) as refused:
                run_apart(table.choose(seat, step, move=f"{before_power}power:sibittis {word}"))
            said.append(str(refused.value).replace(word, "WORD"))
        assert said[0] == said[1] and "shows what was hidden" in said[1], said
        assert not any(card.id in said[1] for card in drawn), said
    assert table.game.view(seat) == before and len(table.game.history) == step
    tables.store.close()


def test_a_create_request_larger_than_any_is_refused_unread(server):
    """A create request had no bound: the whole body was read into memory and parsed on the
    server's loop (50 MB of JSON held every table for some 2 seconds)."""
    body = b'{"players": 2, "x": "' + b"0" * 1_000_000 + b'"}'
    request = urllib.request.Request(server.url + "/api/games", data=body, method="POST")
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert refused.value.code == 413
    assert json.loads(refused.value.read()) == {
        "error": "a request is at most 65536 bytes; this one is longer"}


def test_a_message_larger_than_any_is_refused_unread(server):
    """A websocket message is read up to 16 MB (uvicorn's bound), and each was parsed on the
    server's loop: anyone with the spectator link could hold every table, a second a frame.
    A message longer than any the table sends is refused unread, and the connection goes
    on."""
    game = server.create(players=2, bots=[None, None], seed=2)
    watcher = Client(server.url, game["spectator"])
    watcher.ws.send(json.dumps({"type": "hello", "lang": "en", "x": [0] * 100_000}))
    assert watcher.next("refused")["message"] == \
        "a message is at most 65536 characters; this one is longer"
    watcher.send(type="hello", lang="vi")
    assert watcher.next("layout")["lang"] == "vi"
    watcher.close()


def test_a_games_file_another_server_keeps_is_refused(tmp_path, capsys):
    """Two servers on one `--db` (a second `naqala serve` on another port) both reopened the
    unfinished games, both played their bots and each rewrote the choices the other had
    stored: confirmed choices were lost. The first server holds the file; a second is one
    line."""
    from naqala.cli import main
    from naqala_web.store import Store
    db = tmp_path / "games.sqlite"
    first = Store(db)
    assert main(["serve", "--db", str(db), "--port", "0"]) == 1
    assert capsys.readouterr().err.strip() == (
        f"naqala: {db}: cannot keep games there: database is locked (by another naqala serve?)")
    first.close()
    Store(db).close()  # free again once the first is closed


def test_a_server_stopped_while_bots_play_stops_them_first(tmp_path):
    """Stopping the server (Ctrl-C) closed the games file while bots went on playing: each
    bot's next choice ended in "Task exception was never retrieved ... Cannot operate on a
    closed database" on standard error. The bots stop first; the choice being thought is not
    stored (nobody was told of it)."""
    from naqala_web.server import app

    async def stopped_mid_game():
        web = app(tmp_path / "games.sqlite", pause=0.01)
        tables = web.state.tables
        async with web.router.lifespan_context(web):
            record = tables.create("five_tribes", 4, dict.fromkeys(range(4), "random"), "en", 1)
            table = tables.table(record.id)
            await table.changed()
            await asyncio.sleep(0.1)
            playing = table._bot_task
            assert not playing.done()
        await asyncio.wait([playing], timeout=10)
        return playing

    playing = run_apart(stopped_mid_game())
    assert playing.cancelled(), playing.exception()


@pytest.mark.parametrize("argv, says", [
    (["--games", "0"], "argument --games: expected 1 to 10000, got 0"),
    (["--watched", "-1"], "argument --watched: expected 0 or more, got -1"),
    (["--seats", "9", "--games", "1"], "'players' must be one of [2, 3, 4] for five_tribes"),
    (["--ruleset", "nope", "--games", "1"], "no ruleset 'nope'"),
])
def test_the_load_tool_says_what_is_wrong_in_one_line(capsys, argv, says):
    """`python -m naqala_web.load` ended in a traceback for no games (no median of no
    latencies) and for a game the server refused (HTTP Error 400, without its reason)."""
    from naqala_web.load import main
    try:
        code = main(argv)
    except SystemExit as exit:
        code = exit.code
    err = capsys.readouterr().err.strip()
    assert code in (1, 2) and says in err.splitlines()[-1] and "Traceback" not in err, err


def test_a_create_request_cut_short_is_no_traceback(tmp_path):
    """A browser that left in the middle of sending a create request (its body shorter than
    it said) ended in "Exception in ASGI application" and a traceback on the server's
    standard error."""
    import os
    import signal
    import socket
    import subprocess
    import sys
    proc = subprocess.Popen([sys.executable, "-m", "naqala", "serve", "--port", "0", "--db",
                             str(tmp_path / "games.sqlite")], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        address = proc.stdout.readline().split("http://")[1].split("/ ")[0]
        host, port = address.rsplit(":", 1)
        with socket.create_connection((host, int(port))) as cut:
            cut.sendall(b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{")
        request = urllib.request.Request(f"http://{address}/api/games", method="POST",
                                         data=b'{"players": 2}')
        with urllib.request.urlopen(request, timeout=30) as reply:
            assert "spectator" in json.loads(reply.read())
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    assert "Traceback" not in err and "Exception" not in err, err


def test_finished_games_nobody_watches_leave_memory(tmp_path):
    """Every game a server opened stayed open until it stopped, finished ones too (some
    2 MB each): a server that hosted thousands of games held them all. Finished games
    nobody watches are let go beyond the most recent few; a link to one opens it again
    from the store, as after a restart."""
    from naqala_web.store import Store
    from naqala_web.tables import KEPT_IDLE, Tables

    async def finished_games(count: int) -> tuple[Tables, list[str]]:
        tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
        ids = []
        for seed in range(count):
            table = tables.table(tables.create("five_tribes", 2, {0: "random", 1: "random"},
                                               "en", seed).id)
            if seed == 0:
                table.listeners.add(lambda: asyncio.sleep(0))  # someone watches the first
            await table.changed()
            await table._bot_task
            assert table.game.over
            ids.append(table.id)
        return tables, ids

    tables, ids = run_apart(finished_games(KEPT_IDLE + 4))
    let_go = [i for i in ids if i not in tables.open]
    assert ids[0] in tables.open and let_go == ids[1:3], let_go  # checked at each opening
    history = tables.store.load(ids[1]).choices
    again = tables.table(ids[1])
    assert again.game.over and again.game.history == history
    idle = [t for t in tables.open.values() if t.game.over and not t.listeners]
    assert len(idle) == KEPT_IDLE and ids[1] in tables.open and ids[4] not in tables.open
    tables.store.close()


def test_games_that_wait_for_someone_who_left_leave_memory(tmp_path):
    """Unfinished games stayed open for ever once their players left: an open server that
    anyone could create games on held every one. A game waiting for a person nobody is
    connected as is let go beyond the most recent few, as finished ones are; its link
    opens it again from the store, and play goes on."""
    from naqala_web.store import Store
    from naqala_web.tables import KEPT_IDLE, Tables

    async def waiting_games(count: int) -> tuple[Tables, list[str]]:
        tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
        ids = []
        for seed in range(count):
            table = tables.table(tables.create("five_tribes", 2, {1: "random"}, "en",
                                               seed).id)
            await table.changed()
            if table._bot_task is not None:
                await table._bot_task
            assert table.game.decision.player == 0 and table.idle
            ids.append(table.id)
        return tables, ids

    tables, ids = run_apart(waiting_games(KEPT_IDLE + 2))
    let_go = [i for i in ids if i not in tables.open]  # checked at each opening
    assert let_go and let_go == ids[:len(let_go)], let_go
    history = tables.store.load(ids[0]).choices
    token = next(t for t, seat in tables.store.load(ids[0]).links.items() if seat == 0)
    table, seat = run_apart(tables.link(token))
    assert seat == 0 and table.game.history == history and not table.game.over

    async def play_on():
        await table.choose(0, len(history), table.game.decision.options[0].id)
        if table._bot_task is not None:
            await table._bot_task
    run_apart(play_on())
    assert tables.store.load(ids[0]).choices == table.game.history != history
    tables.store.close()


def test_a_web_bot_that_meddles_or_fails_changes_nothing(tmp_path, manager, capsys):
    """The server's bots were called bare: one that renamed the options of the decision it
    was given changed the live game's, and one that changed a state it sampled changed the
    game. They are seated as in studies: their options and samples are their own, and a
    bot that fails is named in one line while its seat plays the first option."""
    from naqala.hookspecs import hookimpl
    from naqala_bots import RandomBot
    from naqala_web.store import Store
    from naqala_web.tables import Tables

    class Meddling(RandomBot):
        def choose(self, view, decision):
            sample = view.determinise(random.Random(0))
            sample.players[0].counters.update(dict.fromkeys(sample.players[0].counters, 999))
            sample.cells[0][:] = [9] * len(sample.cells[0])
            choice = super().choose(view, decision)
            for option in decision.options:
                with contextlib.suppress(AttributeError):  # refused: options are read-only
                    option.id, option.value = "x", None
            return choice

    class Failing(RandomBot):
        def choose(self, view, decision):
            raise RuntimeError("boom")

    class Plugin:
        @hookimpl
        def naqala_bots(self):
            return {"meddling": Meddling, "failing": Failing}
    manager.register(Plugin(), name="web_test_bots")

    async def finished(bots: dict[int, str]) -> list[str]:
        tables = Tables(Store(tmp_path / f"{'-'.join(bots.values())}.sqlite"), pause=0)
        table = tables.table(tables.create("five_tribes", 2, bots, "en", 7).id)
        await table.changed()
        await table._bot_task
        assert table.game.over
        tables.store.close()
        return list(table.game.history)

    fair = run_apart(finished({0: "random", 1: "random"}))
    assert run_apart(finished({0: "random", 1: "meddling"})) == fair
    failed = run_apart(finished({0: "random", 1: "failing"}))
    assert len(failed) > 10
    said = capsys.readouterr().err.splitlines()
    assert said and all(line.endswith("bot 'failing' in seat 2: failed (RuntimeError: 'boom')"
                                      "; it plays the first option") for line in said), said[:2]


def test_a_first_hello_in_a_language_the_game_lacks_still_draws_the_table(server):
    """The table page greets the server in the language the browser kept from an earlier
    visit (localStorage), which a game's ruleset may not have (a third party's ruleset in
    English alone, a language since removed): the hello was refused and nothing more was
    sent, so the page stayed empty for good. The table is drawn in the game's language."""
    from test_web_server import open_socket

    from naqala import Text
    game = server.create(players=2, bots=[None, None], seed=4, lang="el")
    ws = open_socket(server.url, game["spectator"].replace("/play/", "/ws/"))
    ws.send(json.dumps({"type": "hello", "lang": "xx"}))
    frames = [json.loads(ws.recv(timeout=30)) for _ in range(3)]
    assert [f["type"] for f in frames] == ["refused", "layout", "state"], frames
    greek = Text(None, "el")
    assert frames[0]["message"] == greek("web-refused-no-language", name="'xx'")
    assert frames[1]["lang"] == "el"
    ws.send(json.dumps({"type": "lang", "lang": "yy"}))  # a later switch keeps the table
    assert json.loads(ws.recv(timeout=30))["message"] == \
        greek("web-refused-no-language", name="'yy'")
    ws.send(json.dumps({"type": "lang", "lang": "vi"}))
    assert json.loads(ws.recv(timeout=30))["lang"] == "vi"
    ws.__exit__(None, None, None)


def test_what_a_browser_sent_is_quoted_short(server):
    """A refusal echoed an unknown message type or language whole: 60,000 characters back
    for 60,000 sent. It is quoted to its first 60 characters and its length."""
    game = server.create(players=2, bots=[None, None], seed=4)
    watcher = Client(server.url, game["spectator"])
    watcher.send(type="x" * 1000)
    assert watcher.next("refused")["message"] == \
        f"unknown message type '{'x' * 59}... (1000 long)"
    watcher.send(type="lang", lang="y" * 1000)
    assert watcher.next("refused")["message"] == f"no language '{'y' * 59}... (1000 long)"
    watcher.close()


def test_the_games_file_of_another_program_is_refused_untouched(tmp_path, capsys):
    """`--db` on another program's SQLite file that has a table `games` of its own: naqala
    added a column to that table and a table `links` beside it, then failed to start with
    uvicorn's traceback (no column `over`). Such a file is refused before anything is
    written to it."""
    import sqlite3

    from naqala.cli import main
    db = tmp_path / "other.sqlite"
    with sqlite3.connect(db) as other:
        other.execute("CREATE TABLE games (id TEXT, name TEXT)")
        other.execute("CREATE TABLE scores (game TEXT, points INTEGER)")

    def refused_untouched(why: str) -> None:
        before = db.read_bytes()
        assert main(["serve", "--db", str(db), "--port", "0"]) == 1
        assert capsys.readouterr().err.strip() == \
            f"naqala: {db}: cannot keep games there: it is no naqala games file ({why})"
        assert db.read_bytes() == before
    refused_untouched("its table 'games' has no column 'created'")
    with sqlite3.connect(db) as other:
        other.execute("CREATE TABLE notes (text TEXT)")
        other.execute("DROP TABLE games")
    refused_untouched("it has tables 'notes', 'scores' and no table 'games'")


def test_a_stored_game_that_cannot_be_read_is_named_and_the_others_reopen(tmp_path, capsys):
    """A games file with a damaged record (its choices no JSON, its player count no number)
    stopped the server from starting, with a traceback, so every other game was out of
    reach too; a link whose game has no record closed its socket with a traceback. Each is
    named in one line; the other games reopen."""
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    store = Store(tmp_path / "games.sqlite")
    tables = Tables(store, pause=0)
    kept, bad_json, bad_count = (tables.create("five_tribes", 2, {}, "en", seed)
                                 for seed in (1, 2, 3))
    store.db.execute("UPDATE games SET choices = 'not json' WHERE id = ?", (bad_json.id,))
    store.db.execute("UPDATE games SET players = 'x' WHERE id = ?", (bad_count.id,))
    store.db.execute("INSERT INTO links VALUES ('lost', 'no-such-game', 0)")
    again = Tables(store, pause=0)
    run_apart(again.resume())
    assert list(again.open) == [kept.id]
    assert capsys.readouterr().err.strip().splitlines() == [
        f"naqala serve: not reopened: game {bad_json.id}: its stored record cannot be read "
        "(choices: Expecting value: line 1 column 1 (char 0))",
        f"naqala serve: not reopened: game {bad_count.id}: its stored record cannot be read "
        "(players: 'x' is no whole number)"]
    with pytest.raises(NaqalaError) as lost:
        run_apart(again.link("lost"))
    assert str(lost.value) == "game no-such-game: no such game is stored"
    store.close()


def test_a_choice_the_games_file_cannot_keep_is_refused_and_taken_back(tmp_path, capsys):
    """When the games file refused a write (made read-only, a full disk), a person's choice
    stayed in the game in memory, unstored and told to nobody, and the socket closed with
    a traceback; a bot's choice ended its seat's play for good, silently. The choice is
    refused with the file's reason and the game is as before it; a bot's is named on
    standard error."""
    from naqala_web.store import Store
    from naqala_web.tables import Refused, Tables
    store = Store(tmp_path / "games.sqlite")
    tables = Tables(store, pause=0)
    table = tables.table(tables.create("five_tribes", 2, {}, "en", 5).id)
    bots = tables.table(tables.create("five_tribes", 2, {0: "random", 1: "random"}, "en",
                                      6).id)
    seat, option = table.game.decision.player, table.game.decision.options[0].id
    views = [table.game.view(s) for s in (0, 1, None)]
    store.db.execute("PRAGMA query_only = ON")  # every write fails, as on a read-only file
    open_before = list(tables.open)
    with pytest.raises(NaqalaError) as refused:
        tables.create("five_tribes", 2, {}, "en", 7)
    assert str(refused.value) == ("the games file cannot keep a new game (attempt to write a "
                                  "readonly database)") and list(tables.open) == open_before
    with pytest.raises(Refused) as refused:
        run_apart(table.choose(seat, 0, option=option))
    assert str(refused.value) == ("the games file cannot keep this choice (attempt to write "
                                  "a readonly database): it was not made")
    assert table.game.history == [] and [table.game.view(s) for s in (0, 1, None)] == views
    run_apart(bots._play_bots())
    assert bots.game.history == []
    assert capsys.readouterr().err.strip() == (
        f"naqala serve: game {bots.id}: the games file cannot keep this choice (attempt to "
        "write a readonly database): it was not made")
    store.db.execute("PRAGMA query_only = OFF")
    run_apart(table.choose(seat, 0, option=option))
    assert store.load(table.id).choices == [option]
    store.close()


def test_a_refused_choice_is_taken_back_when_the_ruleset_changed_too(tmp_path, capsys):
    """Two faults at once: the games file refused a choice while the game's ruleset had
    changed on disk. Taking the choice back replayed the game from its ruleset, which
    failed: the choice stayed in memory, unstored, and the person got the replay's error
    instead of the refusal. The game is now set back to where it was, without a replay."""
    from naqala_web.store import Store
    from naqala_web.tables import Refused, Tables
    store = Store(tmp_path / "games.sqlite")
    tables = Tables(store, pause=0)
    table = tables.table(tables.create("five_tribes", 2, {}, "en", 5).id)
    bots = tables.table(tables.create("five_tribes", 2, {0: "random", 1: "random"}, "en",
                                      6).id)
    for each in (table, bots):
        each.record.hash = "0" * 64  # as if the ruleset's files changed since it began
    seat, option = table.game.decision.player, table.game.decision.options[0].id
    views = [table.game.view(s) for s in (0, 1, None)]
    store.db.execute("PRAGMA query_only = ON")
    with pytest.raises(Refused) as refused:
        run_apart(table.choose(seat, 0, option=option))
    assert str(refused.value).endswith("(attempt to write a readonly database): it was not "
                                       "made")
    assert table.game.history == [] and [table.game.view(s) for s in (0, 1, None)] == views
    run_apart(bots._play_bots())
    assert bots.game.history == []
    assert "it was not made" in capsys.readouterr().err
    store.db.execute("PRAGMA query_only = OFF")
    store.close()


def test_a_damaged_games_file_is_named_in_one_line(tmp_path, capsys):
    """A games file damaged on disk (pages overwritten) passed the start's checks, then the
    server stopped with uvicorn's traceback ("database disk image is malformed" while
    reopening the games) and exit status 3. It is named in one line before anything is
    served or written."""
    from naqala.cli import main
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    db = tmp_path / "games.sqlite"
    tables = Tables(Store(db), pause=0)
    for seed in range(30):
        tables.create("five_tribes", 2, {}, "en", seed)
    tables.store.close()
    data, noise = bytearray(db.read_bytes()), random.Random(0)
    for page in range(4096, len(data), 4096):
        data[page + 100:page + 400] = noise.randbytes(300)
    db.write_bytes(bytes(data))
    assert main(["serve", "--db", str(db), "--port", "0"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"naqala: {db}: cannot keep games there: the file is damaged (") \
        and "\n" not in err, err
    assert db.read_bytes() == data


@pytest.mark.parametrize("folder_mode, file_mode, says", [
    (0o777, 0o444, "the file is read-only"),
    (0o555, 0o666, "its folder is read-only (SQLite keeps a journal beside the file)"),
])
def test_a_games_file_it_may_not_write_is_named_so(folder_mode, file_mode, says):
    """A read-only games file was "disk I/O error", which sends its owner to check the
    disk. Run as a user other than root, for whom nothing is read-only."""
    import os
    import shutil
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    from naqala_web.store import Store
    as_other = []
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            pytest.skip("root writes any file, and there is no setpriv to be another user")
        as_other = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    folder = Path(tempfile.mkdtemp())
    try:
        db = folder / "games.sqlite"
        Store(db).close()
        db.chmod(file_mode)
        folder.chmod(folder_mode)
        done = subprocess.run([*as_other, sys.executable, "-m", "naqala", "serve", "--db",
                               str(db), "--port", "0"], capture_output=True, text=True,
                              timeout=60)
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder)
    assert done.returncode == 1 and done.stderr.strip() == \
        f"naqala: {db}: cannot keep games there: {says}", done.stderr


def test_a_link_reopens_its_game_away_from_the_loop_and_once(tmp_path, monkeypatch):
    """A link to a game let go from memory replayed it on the server's loop, compiling its
    ruleset too when its options were set otherwise and no longer cached (some 0.15 s):
    links to such games, opened one after another, held every table. It is replayed in a
    worker thread; two links opening the same game at once share one table."""
    import threading

    from naqala_web import tables as tables_module
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
    record = tables.create("five_tribes:power_uses_per_turn=3", 2, {}, "en", 8)
    tables.open.clear()  # let go, as an idle game is
    tokens = list(record.links)
    threads = []

    def replayed(*args):
        threads.append(threading.current_thread())
        return real(*args)
    real = tables_module.replayed
    monkeypatch.setattr(tables_module, "replayed", replayed)

    async def two_links():
        threads.append(threading.current_thread())  # the loop's
        return await asyncio.gather(tables.link(tokens[0]), tables.link(tokens[1]))
    (first, seat), (second, other) = run_apart(two_links())
    assert first is second is tables.open[record.id] and {seat, other} == {0, 1}
    loop, *replaying = threads
    assert replaying and loop not in replaying, threads
    tables.store.close()


def test_a_link_never_reopens_a_game_older_than_its_store(tmp_path, monkeypatch):
    """While one link's replay of a game let go was under way, another link could open the
    game, play a choice and leave, and the game be let go again: the first link then
    opened the game as it was before that choice, and its next choice overwrote the
    stored one. A replay that the store has overtaken is done again."""
    import threading

    from naqala_web import tables as tables_module
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
    record = tables.create("five_tribes", 2, {}, "en", 9)
    tables.open.clear()
    token = dict(zip(record.links.values(), record.links))
    gate, real, calls = threading.Event(), tables_module.replayed, []

    def replayed(*args):
        calls.append(args)
        if len(calls) == 1:
            assert gate.wait(10)  # the first replay, held until the other link has played
        return real(*args)
    monkeypatch.setattr(tables_module, "replayed", replayed)

    async def overtaken():
        slow = asyncio.ensure_future(tables.link(token[None]))
        await asyncio.sleep(0.2)
        table, _ = await tables.link(token[0])
        player = table.game.decision.player
        other, _ = await tables.link(token[player])
        option = other.game.decision.options[0].id
        await other.choose(player, 0, option=option)
        tables.open.clear()  # the game is let go again
        gate.set()
        first, _ = await slow
        return first, option
    first, option = run_apart(overtaken())
    assert first.game.history == [option] == tables.store.load(record.id).choices
    tables.store.close()


def test_the_load_tool_keeps_games_that_end_while_others_are_created(monkeypatch):
    """`python -m naqala_web.load --games 300 --seats 2` ended in a KeyError: a game that
    finished before the last one was created had been let go from memory before the tool
    took hold of it. Each game is held from its creation."""
    import time

    from naqala_web import load, server, tables
    monkeypatch.setattr(tables, "KEPT_IDLE", 0)  # a finished game is let go at once
    made, real_app, real_create = [], server.app, load._create

    def app(*args, **kwargs):
        made.append(real_app(*args, **kwargs))
        return made[-1]

    def create(*args):  # each game ends before the next is created
        reply = real_create(*args)
        deadline = time.monotonic() + 60
        while not made[-1].state.tables.open[reply["id"]].game.over:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        return reply
    monkeypatch.setattr(server, "app", app)
    monkeypatch.setattr(load, "_create", create)
    figures = load.run(games=3, seats=2, watched=0, limit=120)
    assert figures["finished"] == 3, figures


def test_a_watcher_that_never_reads_holds_up_nobody(server):
    """Each change was sent to every connection of the table in turn, each send awaited:
    one spectator that asked for the table again and again and read nothing filled its
    socket, and the next send to it waited for good. The table stood still for everyone:
    a person's choice was made but never shown, and the bots did not play on. Each
    connection now has its own sender; a slow reader gets the news later, in one state."""
    import base64
    import os
    import socket
    import time
    game = server.create(players=2, bots=[None, "random"], seed=5)
    host, port = server.url.split("//")[1].split(":")
    idle = socket.create_connection((host, int(port)))
    idle.sendall(f"GET {game['spectator'].replace('/play/', '/ws/')} HTTP/1.1\r\nHost: x\r\n"
                 "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
                 f"{base64.b64encode(os.urandom(16)).decode()}\r\nSec-WebSocket-Version: 13"
                 "\r\n\r\n".encode())
    assert idle.recv(12) == b"HTTP/1.1 101"
    hello, mask = b'{"type": "hello"}', os.urandom(4)
    frame = bytes([0x81, 0x80 | len(hello)]) + mask + bytes(
        b ^ mask[i % 4] for i, b in enumerate(hello))
    idle.setblocking(False)
    try:
        for _ in range(2000):  # some 100 MB of tables asked for, none read
            idle.send(frame)
    except BlockingIOError:
        pass
    time.sleep(2)
    me = Client(server.url, game["seats"][0]["link"])
    for _ in range(3):  # each choice shown at once, and the bot plays between
        state = me.until_mine()
        me.send(type="choose", step=state["step"], option=state["decision"]["options"][0]["id"])
        deadline = time.monotonic() + 10
        while me.next("state", timeout=10)["step"] == state["step"]:
            assert time.monotonic() < deadline
    me.close()
    idle.close()


def test_the_text_of_a_ruleset_and_language_is_built_away_from_the_loop(server, monkeypatch):
    """The rule text of a (ruleset, language) pair not among the 64 kept was built on the
    server's loop when a seat greeted or switched language (30 to 70 ms, and the ruleset's
    compilation when its options were set otherwise; the table's own words, 0.1 s, in a
    language not used yet): every table waited meanwhile. They are built in a worker thread."""
    import threading

    from naqala_web import present, words
    built, real = [], present.Text

    def text(*args):
        built.append(threading.current_thread())
        return real(*args)
    monkeypatch.setattr(present, "Text", text)
    monkeypatch.setattr(words, "Text", text)
    words.words.cache_clear()
    words.framework_text.cache_clear()
    game = server.create(players=2, bots=[None, None], seed=2,
                         settings={"power_uses_per_turn": 5})  # a ruleset no text is kept for
    watcher = Client(server.url, game["spectator"])
    watcher.send(type="lang", lang="vi")
    assert watcher.next("layout")["lang"] == "vi"
    watcher.close()
    assert len(built) >= 4 and server.thread not in built, built


def test_a_text_pack_that_cannot_be_read_is_named_and_the_rest_is_served(tmp_path, monkeypatch,
                                                                        capsys):
    """A translator's pack that cannot be read (here a control character, in NAQALA_LOCALES)
    made `/api/setup` fail (500): the create page offered nothing, in any language. A seat
    switching to that language got no answer (the connection failed with a traceback on
    the server). The language is left out of the create page and named on stderr; a game
    or a switch in it is refused with the pack's fault, and the table stays as it was."""
    from conftest import Server
    pack = tmp_path / "locales" / "de" / "web.ftl"
    pack.parent.mkdir(parents=True)
    pack.write_text("web-title = \x1b[2Jnaqala\n", encoding="utf-8")
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path / "locales"))
    fault = f"{pack}:1:13: control character U+001B (a text pack holds none)"
    server = Server(tmp_path / "games.sqlite")
    try:
        setup = get_json(server.url + "/api/setup")
        assert "de" not in setup["languages"] and "de" not in setup["words"]
        assert "five_tribes" in [r["id"] for r in setup["rulesets"]]
        assert f"naqala serve: language 'de' left out: {fault}" in capsys.readouterr().err
        assert server.create(players=2, lang="de") == {"status": 400, "error": fault,
                                                        "reason": "request"}
        game = server.create(players=2, bots=[None, None], seed=1)
        seat = Client(server.url, game["seats"][0]["link"])
        assert "de" not in [lang for lang, _ in seat.layout["languages"]]
        seat.send(type="lang", lang="de")
        assert seat.next("refused")["message"] == fault
        seat.send(type="lang", lang="vi")
        assert seat.next("layout")["lang"] == "vi"  # the connection still serves
        seat.close()
    finally:
        server.stop()


def test_a_replay_the_ruleset_no_longer_allows_is_refused_in_one_line(server):
    """A finished game whose ruleset changed on disk while the server ran cannot be
    replayed: the replay slider's request failed the connection with a traceback on the
    server (the page reconnected, and the next drag failed it again). It is refused,
    saying why, and the connection goes on."""
    game = server.create(players=2, bots=["random", "random"], seed=6)
    watcher = Client(server.url, game["spectator"])
    while not watcher.state["view"]["over"]:
        watcher.next("state")
    server.tables.open[game["id"]].record.hash = "0" * 64  # as a changed ruleset's
    watcher.send(type="replay", step=3)
    assert watcher.next("refused")["message"] == (
        f"game {game['id']}: the ruleset 'five_tribes' changed since the game began, so its "
        "choices cannot be replayed")
    watcher.send(type="lang", lang="el")
    assert watcher.next("layout")["lang"] == "el"
    watcher.close()


def test_a_long_game_is_told_in_sentences_away_from_the_loop(server, monkeypatch):
    """A table drawn anew (a link opening a game let go, a language switch) rendered every
    event of the game so far in sentences on the server's loop: some 0.2 s for a finished
    4-player game, during which every table waited; anyone with links to a few finished
    games could hold the server by opening them in turn. Events not yet said are said in a
    worker thread when they are many."""
    import threading

    from naqala_web import present
    said, real = [], present.sentence

    def sentence(*args):
        said.append(threading.current_thread())
        return real(*args)
    game = server.create(players=4, bots=["random"] * 4, seed=12)
    watcher = Client(server.url, game["spectator"])
    while not watcher.state["view"]["over"]:
        watcher.next("state")
    watcher.close()
    server.tables.open.pop(game["id"])  # let go, as an idle game is
    monkeypatch.setattr(present, "sentence", sentence)
    watcher = Client(server.url, game["spectator"])
    watcher.send(type="lang", lang="el")
    assert len(watcher.next("state")["events"]) > 100
    watcher.close()
    assert len(said) > 200 and server.thread not in said


def test_a_connection_given_up_takes_no_more_choices(tmp_path, monkeypatch):
    """A connection given up (it left MOST_QUEUED messages unread: a laptop asleep) still
    handled a choice its browser had sent meanwhile. It listened to its table no more, so
    the table could have been let go and opened anew for the other seats: the choice was
    made on the table let go and stored, and the next choice at the table in use overwrote
    it. A connection given up takes nothing more."""
    from naqala_web import server as server_module
    from naqala_web import tables as tables_module
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    monkeypatch.setattr(tables_module, "KEPT_IDLE", 0)  # an idle game is let go at once

    class Asleep:
        """A browser that sends what it is given and reads nothing."""

        def __init__(self):
            self.frames: asyncio.Queue = asyncio.Queue()

        async def receive(self):
            return await self.frames.get()

        async def send_json(self, message):
            await asyncio.Event().wait()

        async def close(self, code):
            pass

    async def asleep():
        tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
        record = tables.create("five_tribes", 2, {}, "en", 3)
        table = tables.table(record.id)
        ws, seat = Asleep(), table.game.decision.player
        option = table.game.decision.options[0].id
        connection = server_module.Connection(ws, table, seat)
        serving = asyncio.ensure_future(connection.serve())
        ws.frames.put_nowait({"type": "websocket.receive", "text": '{"type": "hello"}'})
        while connection.outbox.empty():  # the layout is taken, the state is queued
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.1)  # and the connection waits for the next message
        for _ in range(server_module.MOST_QUEUED + 1):  # news it never reads
            connection.send({"type": "state"})
        tables.create("five_tribes", 2, {}, "en", 4)  # another game: the idle one is let go
        assert connection.gone and record.id not in tables.open
        ws.frames.put_nowait({"type": "websocket.receive", "text": json.dumps(
            {"type": "choose", "step": 0, "option": option})})
        await asyncio.sleep(0.05)
        serving.cancel()
        choices = tables.store.load(record.id).choices
        tables.store.close()
        return choices
    assert run_apart(asleep()) == []


def test_the_table_offers_every_language_the_server_serves(tmp_path, monkeypatch):
    """The table page's language menu held en, vi, el and fa alone: a translator's language
    (a pack in NAQALA_LOCALES) could not be picked there, and a game created in it showed a
    menu with nothing chosen. The layout names every language the server serves, each by
    its own name (its code where its pack does not say), as the create page lists them."""
    from conftest import served_with
    packs = {"pt": "web-language = Português\nweb-log = O que aconteceu\n",
             "eo": "web-log = Kio okazis\n"}
    with served_with(tmp_path, monkeypatch, packs) as server:
        setup = get_json(server.url + "/api/setup")
        assert {lang: w["language"] for lang, w in setup["words"].items()} == {
            "en": "English", "el": "Ελληνικά", "eo": "eo", "fa": "فارسی", "pt": "Português",
            "vi": "Tiếng Việt"}
        game = server.create(players=2, bots=[None, None], seed=1, lang="pt")
        seat = Client(server.url, game["seats"][0]["link"])
        assert seat.layout["languages"] == [
            ["en", "English"], ["el", "Ελληνικά"], ["eo", "eo"], ["fa", "فارسی"],
            ["pt", "Português"], ["vi", "Tiếng Việt"]]
        seat.send(type="lang", lang="pt")
        assert seat.next("layout")["words"]["log"] == "O que aconteceu"
        seat.close()


def test_a_right_to_left_language_is_told_to_both_pages(tmp_path, monkeypatch):
    """Right to left was Persian's alone: a translator's Arabic (a pack in NAQALA_LOCALES)
    read left to right on the create page and the table. The create page's words and the
    table's layout give each language's direction, from its script."""
    from conftest import served_with
    with served_with(tmp_path, monkeypatch, {"ar": "web-language = العربية\n"}) as server:
        setup = get_json(server.url + "/api/setup")
        assert {lang: w["dir"] for lang, w in setup["words"].items()} == {
            "ar": "rtl", "el": "ltr", "en": "ltr", "fa": "rtl", "vi": "ltr"}
        game = server.create(players=2, bots=[None, None], seed=1, lang="ar")
        seat = Client(server.url, game["seats"][0]["link"])
        seat.send(type="lang", lang="ar")
        assert seat.next("layout")["dir"] == "rtl"
        seat.close()


def test_an_unknown_option_in_a_create_request_is_quoted_short(server):
    """A create request setting an option the ruleset lacks was refused with the option's
    id in full: up to 64 KB sent back for 64 KB sent. It is quoted short."""
    reply = server.create(players=2, settings={"x" * 1000: "yes"})
    assert reply["status"] == 400
    assert reply["error"].startswith(f"five_tribes: no option '{'x' * 59}... (1000 long); "
                                     "options: "), reply["error"][:200]


def test_an_unknown_bot_in_a_create_request_is_quoted_short(server):
    """A create request seating a bot nobody registered was refused with the bot's name
    in full: up to 64 KB sent back for 64 KB sent. It is quoted short."""
    reply = server.create(players=2, bots=["x" * 1000, None])
    assert reply["status"] == 400
    assert reply["error"].startswith(f"no bot '{'x' * 59}... (1000 long); bots: "), \
        reply["error"][:200]
    assert server.create(players=2, bots=["randm", None])["error"].startswith(
        "no bot 'randm' (did you mean 'random'?); bots: ")


def test_a_game_in_a_language_served_no_more_is_drawn_in_english(tmp_path, monkeypatch):
    """A game created in a translator's language (a pack in NAQALA_LOCALES) whose server
    was restarted without that pack: every greeting in the game's language was refused and
    nothing more was sent, so each of its links showed an empty page for good. The table
    is drawn in English, after the refusal."""
    from conftest import Server
    from test_web_server import open_socket
    (tmp_path / "locales" / "pt").mkdir(parents=True)
    (tmp_path / "locales" / "pt" / "web.ftl").write_text("web-log = O que aconteceu\n",
                                                          encoding="utf-8")
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path / "locales"))
    server = Server(tmp_path / "games.sqlite")
    try:
        game = server.create(players=2, bots=[None, None], seed=1, lang="pt")
    finally:
        server.stop()
    monkeypatch.delenv("NAQALA_LOCALES")
    server = Server(tmp_path / "games.sqlite")
    try:
        for hello in ({"type": "hello"}, {"type": "hello", "lang": "xx"}):
            ws = open_socket(server.url, game["spectator"].replace("/play/", "/ws/"))
            ws.send(json.dumps(hello))
            frames = [json.loads(ws.recv(timeout=30))]
            while frames[-1]["type"] != "state":
                frames.append(json.loads(ws.recv(timeout=30)))
            assert [f["type"] for f in frames[-2:]] == ["layout", "state"], frames
            assert frames[0]["message"] == f"no language {hello.get('lang', 'pt')!r}"
            assert frames[-2]["lang"] == "en"
            ws.__exit__(None, None, None)
    finally:
        server.stop()


def test_replays_never_hold_up_the_bots(server, monkeypatch):
    """The replay slider's requests were replayed on the bots' two threads: anyone with a
    link to a finished game (and anyone may create one) could keep them busy from a few
    connections, and every table's bots waited meanwhile. Replays have a thread of their
    own: a replay that takes 3 s holds up no bot."""
    import threading
    import time

    from naqala_web import tables as tables_module
    finished = server.create(players=2, bots=["random", "random"], seed=8)
    watcher = Client(server.url, finished["spectator"])
    while not watcher.state["view"]["over"]:
        watcher.next("state")
    real, threads = tables_module.replayed, []

    def slow(record, choices):
        if record.id == finished["id"]:
            threads.append(threading.current_thread().name)
            time.sleep(3)
        return real(record, choices)
    monkeypatch.setattr(tables_module, "replayed", slow)
    others = [Client(server.url, finished["spectator"]) for _ in range(2)]
    for other in (watcher, *others):
        other.send(type="replay", step=1)
    time.sleep(0.2)
    start = time.monotonic()
    game = server.create(players=2, bots=["random", "random"], seed=9)
    playing = Client(server.url, game["spectator"])
    while playing.state["step"] < 5:
        playing.next("state")
    assert time.monotonic() - start < 2.5
    assert threads and all(name.startswith("naqala-replay") for name in threads), threads
    for client in (watcher, *others, playing):
        client.close()


def test_the_create_page_s_choices_are_made_once_however_many_ask(tmp_path, monkeypatch):
    """`/api/setup` (every visit of the create page asks for it) compiled every installed
    ruleset for each request until the first had answered, some 14 s each: twelve visitors
    of a server just started made twelve compilations on the worker threads that reopen
    games and build text, and a game created meanwhile waited two minutes. Requests while
    it is made wait for the one being made."""
    import threading
    import time

    from conftest import Server

    from naqala_web import server as server_module
    made = []

    def slow() -> dict:  # a stand-in: the real one takes seconds
        made.append(1)
        time.sleep(1)
        return {"rulesets": [], "bots": ["random"], "words": {}, "languages": []}
    monkeypatch.setattr(server_module, "setup_data", slow)
    server = Server(tmp_path / "games.sqlite")
    try:
        replies: list[dict] = []
        asking = [threading.Thread(target=lambda: replies.append(
            get_json(server.url + "/api/setup"))) for _ in range(6)]
        for thread in asking:
            thread.start()
        for thread in asking:
            thread.join(timeout=60)
        assert len(replies) == 6 and all(reply == replies[0] for reply in replies)
        assert len(made) == 1
    finally:
        server.stop()


def test_a_bot_s_choice_the_game_cannot_take_is_named_and_the_game_waits(tmp_path, capsys):
    """A bot's choice that the game refused (a fault of the ruleset at play, such as an
    effect that runs away) was taken back by playing the first option, and when the game
    refused that too the bots' task ended in a traceback ("Task exception was never
    retrieved") while its table waited for ever without a word. It is named on stderr in
    one line, the game keeps its choices, and its bots wait for a restart."""
    from naqala_web.store import Store
    from naqala_web.tables import Tables

    def faulty(option_id: str) -> None:
        raise NaqalaError("ruleset 'five_tribes': effects run inside each other without end")

    async def played() -> tuple[str, list[str], list[str]]:
        tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
        table = tables.table(tables.create("five_tribes", 2, {0: "random", 1: "random"},
                                           "en", 7).id)
        table.game.apply = faulty
        await table.changed()
        await table._bot_task  # it ends without raising
        stored = tables.store.load(table.id).choices
        tables.store.close()
        return table.id, table.game.history, stored

    game_id, history, stored = run_apart(played())
    assert history == stored == []
    fault = "ruleset 'five_tribes': effects run inside each other without end"
    assert capsys.readouterr().err.splitlines() == [
        f"naqala serve: game {game_id}: {fault}; it plays the first option",
        f"naqala serve: game {game_id}: the first option of Player 2 cannot be played either "
        f"({fault}): its bots wait for a restart"]


def test_a_games_file_that_fails_to_read_is_one_line(tmp_path):
    """A games file that failed to read while the server ran (damaged on disk, a disk that
    failed) answered a link's page with a 500 and its socket with a traceback, again at
    every reconnection of the page. Both say why in one line."""
    import sqlite3

    from conftest import Server
    from test_web_server import open_socket

    class Failing:
        def execute(self, *args):
            raise sqlite3.DatabaseError("database disk image is malformed")

    server = Server(tmp_path / "games.sqlite")
    store = server.tables.store
    kept = store.db
    try:
        game = server.create(players=2, bots=[None, None], seed=3)
        store.db = Failing()
        with pytest.raises(urllib.error.HTTPError) as failed:
            urllib.request.urlopen(server.url + game["spectator"], timeout=10)
        said = "the games file cannot be read (database disk image is malformed)"
        assert failed.value.code == 503 and failed.value.read().decode() == said
        ws = open_socket(server.url, game["spectator"].replace("/play/", "/ws/"))
        assert json.loads(ws.recv(timeout=10)) == {"type": "refused", "reason": "unopened",
                                                   "message": said}
        ws.__exit__(None, None, None)
    finally:
        store.db = kept
        server.stop()


def test_a_field_given_twice_is_refused_by_name(server):
    """JSON keeps the last of a key given twice: a create request with a `seed` and, further
    on, an empty one dealt a random game without a word, and a choice with two options
    took the second. Each is refused, naming the key, and changes nothing."""
    body = b'{"players": 2, "seed": 5, "bots": [null, null], "seed": ""}'
    request = urllib.request.Request(server.url + "/api/games", data=body, method="POST")
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert refused.value.code == 400 and json.loads(refused.value.read()) == {
        "error": "the request: the key 'seed' is given twice in one object", "reason": "request"}
    game = server.create(players=2, bots=[None, None], seed=5)
    seats = [Client(server.url, seat["link"]) for seat in game["seats"]]
    chooser = next(seat for seat in seats if seat.state["decision"]["mine"])
    step, options = chooser.state["step"], chooser.state["decision"]["options"]
    chooser.ws.send(f'{{"type": "choose", "step": {step}, "option": "{options[0]["id"]}", '
                    f'"option": "{options[1]["id"]}"}}')
    assert chooser.next("refused")["message"] == \
        "the message: the key 'option' is given twice in one object"
    chooser.send(type="hello", lang="en")
    assert chooser.next("state")["step"] == step
    for seat in seats:
        seat.close()


@pytest.mark.parametrize("seat, says", [
    ("'x'", "links: the link of seat 'x' is no person's seat of this game"),
    ("7", "links: the link of seat 7 is no person's seat of this game"),
    ("1", "links: the link of seat 1 is no person's seat of this game"),  # a bot's
])
def test_a_stored_link_of_no_seat_is_named(tmp_path, seat, says):
    """A games file whose link names a seat the game lacks (edited or damaged) opened a
    table whose first view ended the socket in a traceback, at every reconnection of the
    page; one naming a bot's seat showed that bot's hidden counters. Its game's record is
    named as one that cannot be read."""
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    store = Store(tmp_path / "games.sqlite")
    record = Tables(store, pause=0).create("five_tribes", 2, {1: "random"}, "en", 1)
    [token] = [t for t, s in record.links.items() if s == 0]
    store.db.execute(f"UPDATE links SET seat = {seat} WHERE token = ?", (token,))
    with pytest.raises(NaqalaError) as refused:
        run_apart(Tables(store, pause=0).link(token))
    assert str(refused.value) == f"game {record.id}: its stored record cannot be read ({says})"
    store.close()


def test_serve_quotes_an_unknown_language(capsys):
    """`naqala serve --lang` echoed an unknown language raw: control characters reached the
    terminal (an escape sequence coloured or cleared it) and 3,000 characters came back
    whole. It is quoted as everywhere else."""
    from naqala.cli import main
    assert main(["serve", "--port", "0", "--lang", "x\x1b[2J" + "y" * 3000]) == 1
    assert capsys.readouterr().err.strip() == (
        f"naqala: no language 'x\\x1b[2J{'y' * 51}... (3005 long) for the web table; "
        "languages: en, el, fa, vi")


def test_connections_past_the_server_s_bound_are_refused_saying_so(tmp_path, monkeypatch):
    """Any number of websockets was taken: a link holder could open them until the server
    had no file descriptor left, and every visitor's page failed without a word. One past
    MOST_CONNECTIONS is refused with a message the page shows and close code 4429; once one
    closes, a link connects again."""
    import time

    from conftest import Server
    from websockets.exceptions import ConnectionClosed

    from naqala_web import server as server_module
    monkeypatch.setattr(server_module, "MOST_CONNECTIONS", 2)
    server = Server(tmp_path / "games.sqlite")
    try:
        game = server.create(players=2, bots=[None, None], seed=3)
        first, second = (Client(server.url, game["seats"][s]["link"]) for s in (0, 1))
        said = "the server has as many connections as it takes (2); try again later"
        refused_as_full(server.url, game["spectator"], "server-full", said)
        first.close()
        deadline = time.monotonic() + 10
        while True:  # the server hears of the close a moment later
            try:
                watcher = Client(server.url, game["spectator"])
                break
            except (ConnectionClosed, KeyError):
                assert time.monotonic() < deadline
                time.sleep(0.05)
        assert watcher.state["step"] == 0
        for client in (second, watcher):
            client.close()
    finally:
        server.stop()


def test_connections_past_a_link_s_bound_are_refused_saying_so(tmp_path, monkeypatch):
    """One link holder could open every connection the server takes (MOST_CONNECTIONS) and
    shut every other player out. One past MOST_PER_LINK with the same link is refused with a
    message the page shows and close code 4429 (the page tries again later); other links
    still connect."""
    from conftest import Server

    from naqala_web import server as server_module
    monkeypatch.setattr(server_module, "MOST_PER_LINK", 1)
    server = Server(tmp_path / "games.sqlite")
    try:
        game = server.create(players=2, bots=[None, None], seed=3)
        first = Client(server.url, game["seats"][0]["link"])
        said = ("this link has as many connections open as one link may (1); close a page of "
                "it, or try again later")
        refused_as_full(server.url, game["seats"][0]["link"], "link-full", said)
        other = Client(server.url, game["seats"][1]["link"])
        assert other.state["step"] == 0
        for client in (first, other):
            client.close()
    finally:
        server.stop()


def test_a_flood_of_greetings_draws_the_table_a_few_times(server):
    """Each `hello` or `lang` drew the whole table anew (its layout and every event from the
    start), however often it came: a link holder sending them without pause kept the loop
    drawing for every other table. A connection's table is drawn at most once per
    REDRAW_EVERY seconds; what is asked meanwhile is drawn once, in the language asked
    last."""
    import time

    from websockets.exceptions import ConnectionClosed
    game = server.create(players=2, bots=[None, None], seed=3)
    watcher = Client(server.url, game["spectator"])
    start = time.monotonic()
    for n in range(300):
        watcher.send(type="lang" if n % 2 else "hello", lang=("vi", "el")[n % 2])
    watcher.send(type="lang", lang="fa")
    sent = time.monotonic() - start
    assert watcher.next("layout")["lang"] in ("vi", "el", "fa")
    layouts = [json.loads(watcher.frames[-1])]
    while layouts[-1]["lang"] != "fa":
        layouts.append(watcher.next("layout"))
    with contextlib.suppress(TimeoutError, ConnectionClosed):
        while True:  # nothing more is drawn
            raw = watcher.ws.recv(timeout=1.5)
            assert json.loads(raw)["type"] != "layout", "drawn again after the last asked"
    assert len(layouts) <= 2 + sent / 0.5, (len(layouts), sent)
    me = Client(server.url, game["seats"][0]["link"])  # a greeting, then a switch: both drawn
    me.send(type="lang", lang="el")
    assert me.next("layout")["lang"] == "el" and me.next("state")["step"] == 0
    for client in (watcher, me):
        client.close()


def test_a_connection_whose_news_cannot_be_made_is_closed(tmp_path, capsys):
    """A connection whose table's news failed to be made for it (an event its language
    cannot say) was dropped from its table's listeners but stayed open: its page showed
    the table as it was, without a word, for as long as it stayed. It is closed (code
    1011), so the page reconnects and is drawn anew."""
    from conftest import Server
    from websockets.exceptions import ConnectionClosed

    async def failing(text, events):
        raise RuntimeError("an event that cannot be said")

    server = Server(tmp_path / "games.sqlite")
    try:
        game = server.create(players=2, bots=[None, None], seed=3)
        table = server.tables.open[game["id"]]
        watcher = Client(server.url, game["spectator"])
        chooser = Client(server.url, game["seats"][table.game.decision.player]["link"])
        state = chooser.until_mine()
        table.sentences.prepare = failing
        chooser.send(type="choose", step=state["step"],
                     option=state["decision"]["options"][0]["id"])
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                watcher.ws.recv(timeout=10)
        assert closed.value.rcvd.code == 1011
        made = server.tables.store.load(game["id"]).choices
        assert made == [state["decision"]["options"][0]["id"]]
        assert f"naqala serve: game {game['id']}: a connection is closed, its news could not " \
               "be made: an event that cannot be said" in capsys.readouterr().err
    finally:
        server.stop()


def test_the_create_page_s_choices_are_made_at_start(tmp_path, monkeypatch):
    """`/api/setup` was made when first asked: the first visitor of a server just started
    waited some 14 s for the create page's choices (every installed ruleset compiled, its
    options said in every language). `naqala serve` makes them at start, once, in a thread
    of their own (a server stopped meanwhile does not wait for it): a visitor who comes
    later waits for nothing, one who comes sooner for what is left, and the answer is the
    one made."""
    import threading
    import time

    from conftest import Server

    from naqala_web import server as server_module
    made, real = [], server_module.setup_data

    def counted() -> dict:
        made.append(threading.current_thread())
        return real()
    monkeypatch.setattr(server_module, "setup_data", counted)
    server = Server(tmp_path / "games.sqlite", prepare=True)
    try:
        deadline = time.monotonic() + 120
        while not made:  # asked by nobody
            assert time.monotonic() < deadline, "the choices were not made at start"
            time.sleep(0.05)
        assert made[0].daemon and made[0] is not server.thread
        answer = get_json(server.url + "/api/setup")
        assert len(made) == 1 and answer == {**real(), "lang": "en"}
    finally:
        server.stop()


def test_connections_past_an_address_s_bound_are_refused_saying_so(tmp_path, monkeypatch):
    """One address with many links (or many games it created) could open every connection
    the server takes (MOST_CONNECTIONS). One past MOST_PER_ADDRESS from the same address is
    refused as a full link's (4429, the page tries again later). A reverse proxy on this
    machine that says whom it forwards (X-Forwarded-For) has each client counted apart."""
    from conftest import Server

    from naqala_web import server as server_module
    monkeypatch.setattr(server_module, "MOST_PER_ADDRESS", 2)
    server = Server(tmp_path / "games.sqlite")
    try:
        game = server.create(players=2, bots=[None, None], seed=3)
        links = [game["seats"][0]["link"], game["seats"][1]["link"], game["spectator"]]
        held = [Client(server.url, link) for link in links[:2]]
        said = ("this address has as many connections open as one address may (2); close a "
                "page of this server, or try again later")
        refused_as_full(server.url, links[2], "address-full", said)
        proxied = [Client(server.url, links[2], {"X-Forwarded-For": f"203.0.113.{n}"})
                   for n in (1, 2, 3)]
        assert all(client.state["step"] == 0 for client in proxied)
        for client in held + proxied:
            client.close()
    finally:
        server.stop()


def test_requests_past_the_server_s_bound_are_answered_saying_why_and_when(tmp_path,
                                                                          monkeypatch):
    """Plain HTTP requests were not counted (uvicorn's `limit_concurrency` is not set, so
    there were no 503s either): a flood of them held a file descriptor each until none was
    left, and a visitor's page hung without a word. One past MOST_REQUESTS is answered at
    once with 503 and Retry-After: a page saying why and when to try again to a browser
    opening one, in the first language it asks for that the server has (else the server's),
    and a short JSON error to anything else. The files a page shown loads are still served,
    and once the requests are answered, pages are again."""
    import socket
    import time
    from email.message import Message

    from conftest import Server

    from naqala import Text
    from naqala_web import server as server_module
    monkeypatch.setattr(server_module, "MOST_REQUESTS", 1)
    server = Server(tmp_path / "games.sqlite")

    def get(path: str, **headers) -> tuple[int, Message, str]:
        try:
            with urllib.request.urlopen(urllib.request.Request(server.url + path,
                                                               headers=headers)) as reply:
                return reply.status, reply.headers, reply.read().decode()
        except urllib.error.HTTPError as err:
            return err.code, err.headers, err.read().decode()

    def until(status: int) -> tuple[int, Message, str]:
        deadline = time.monotonic() + 10
        while (answer := get("/"))[0] != status:  # the server hears of the held one soon
            assert time.monotonic() < deadline, answer
            time.sleep(0.05)
        return answer

    held = socket.create_connection(("127.0.0.1", int(server.url.rsplit(":", 1)[1])))
    try:  # a create request whose body never comes: it is being answered until it does
        held.sendall(b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n")
        status, headers, body = until(503)
        assert headers["Retry-After"] == "10" and json.loads(body) == {"error": (
            "the server is answering as many requests as it takes at once (1); try again "
            "in 10 seconds")}
        page = "text/html,application/xhtml+xml,*/*;q=0.8"
        for asked, lang in (("fa-IR,fa;q=0.9,en;q=0.8", "fa"), ("de, vi;q=0.5", "vi"),
                            ("de", "en"), ("", "en")):
            status, headers, body = get("/play/x", Accept=page, **{"Accept-Language": asked})
            text = Text(None, lang)
            assert (status, headers["Retry-After"]) == (503, "10")
            assert headers["content-type"].startswith("text/html"), headers
            assert f'<html lang="{lang}" dir="{"rtl" if lang == "fa" else "ltr"}">' in body
            assert text("web-busy-title") in body and text("web-busy", n=10) in body, body
        assert get("/static/style.css")[0] == 200
        held.close()
        assert until(200)[1]["content-type"].startswith("text/html")
    finally:
        held.close()
        server.stop()
