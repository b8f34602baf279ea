"""The web server's promises, read from the raw websocket frames: a seat sees only its own
view, refusals change nothing, links survive a killed server, and many bot games run at
once (docs/web.md)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from helpers import run_apart

websockets = pytest.importorskip("websockets.sync.client")

SEED = 9_876_543_210_123_456_789  # would show in any frame that leaked it


class Client:
    """One link's websocket, as raw text frames."""

    def __init__(self, base: str, link: str, headers: dict[str, str] | None = None):
        self.ws = open_socket(base, link.replace("/play/", "/ws/"), headers)
        self.frames: list[str] = []
        self.ws.send(json.dumps({"type": "hello", "lang": "en"}))
        self.layout = self.next("layout")
        self.state = self.next("state")

    def next(self, kind: str, timeout: float = 30) -> dict:
        """Frames up to the next one of type `kind`."""
        while True:
            raw = self.ws.recv(timeout=timeout)
            self.frames.append(raw)
            message = json.loads(raw)
            if message["type"] == "state":
                self.state = message
            if message["type"] == kind:
                return message

    def send(self, **message) -> None:
        self.ws.send(json.dumps(message))

    def until_mine(self) -> dict:
        """States until this seat must choose or the game is over."""
        while not (self.state["view"]["over"] or (self.state["decision"] or {}).get("mine")):
            self.next("state")
        return self.state

    def choose_first(self) -> None:
        state = self.until_mine()
        self.send(type="choose", step=state["step"], option=state["decision"]["options"][0]["id"])
        self.next("state")

    def close(self) -> None:
        self.ws.__exit__(None, None, None)


def open_socket(base: str, path: str, headers: dict[str, str] | None = None):
    """A websocket to the server (entered as its context manager, closed by the caller),
    its request with `headers` added."""
    return websockets.connect(base.replace("http", "ws", 1) + path, max_size=None,
                              additional_headers=headers).__enter__()


def test_frames_carry_only_the_seats_own_view(server):
    game = server.create(players=3, bots=[None, "random", "random"], seed=SEED, lang="en")
    me, watcher = Client(server.url, game["seats"][0]["link"]), Client(server.url,
                                                                       game["spectator"])
    while not me.until_mine()["view"]["over"]:
        me.choose_first()
    watcher.next("state")
    while not watcher.state["view"]["over"]:
        watcher.next("state")
    for client, seat in ((me, 0), (watcher, None)):
        for raw in client.frames:
            assert str(SEED) not in raw and '"seed"' not in raw and '"rng"' not in raw
            message = json.loads(raw)
            if message["type"] != "state":
                continue
            view = message["view"]
            assert view["seat"] == seat
            if not view["over"]:
                for player in view["players"]:
                    assert player["seat"] == seat or "gold" not in player["counters"]
                for deck in view["decks"].values():
                    assert isinstance(deck["draw"], int)  # face-down piles: a count only
            if seat is None:
                assert not (message["decision"] or {}).get("options")
    assert me.state["view"]["players"][0]["counters"]["gold"] >= 0  # its own, it sees
    assert len(me.frames) > 100
    me.close()
    watcher.close()


def test_a_game_with_options_set_otherwise_plays_them_and_reopens(tmp_path):
    """The create page offers each ruleset's options; a game made with some set otherwise
    plays under them (gold open: a seat sees its rivals' gold) and reopens after a restart
    under them."""
    from conftest import Server
    server = Server(tmp_path / "games.sqlite")
    try:
        [base] = [r for r in get_json(server.url + "/api/setup")["rulesets"]
                  if r["id"] == "five_tribes"]
        hidden = next(o for o in base["options"] if o["id"] == "hidden_gold")
        assert hidden["value"] == "yes" and hidden["text"]["en"] == "Gold is secret until the end."
        assert set(hidden["text"]) == {"en", "vi", "el", "fa"}
        game = server.create(players=2, bots=[None, None], seed=3,
                             settings={"hidden_gold": "no", "power_uses_per_turn": 2})
        me = Client(server.url, game["seats"][0]["link"])
        assert "gold" in me.state["view"]["players"][1]["counters"]
        me.close()
    finally:
        server.stop()
    again = Server(tmp_path / "games.sqlite")
    try:
        me = Client(again.url, game["seats"][0]["link"])
        assert "gold" in me.state["view"]["players"][1]["counters"]
        me.close()
    finally:
        again.stop()


def get_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=30) as reply:
        return json.loads(reply.read())


def test_refusals_say_why_and_change_nothing(server):
    game = server.create(players=2, bots=[None, None], seed=11)
    one, two = (Client(server.url, s["link"]) for s in game["seats"])
    watcher = Client(server.url, game["spectator"])
    chooser = one if one.state["decision"]["mine"] else two
    other = two if chooser is one else one
    step, view = chooser.state["step"], chooser.state["view"]
    option = chooser.state["decision"]["options"][0]["id"]

    def refused(client, **message) -> str:
        client.send(**message)
        reason = client.next("refused")["message"]
        state = client.next("state")
        assert state["step"] == step
        return reason

    assert "turn" in refused(other, type="choose", step=step, option=option)
    assert "already taken" in refused(chooser, type="choose", step=step - 1, option=option)
    assert "'zz' is not an option" in refused(chooser, type="choose", step=step, option="zz")
    assert "move" in refused(chooser, type="move", step=step, text="a1 Zz")
    assert "spectators" in refused(watcher, type="choose", step=step, option=option)
    assert "step" in refused(chooser, type="choose", option=option)
    chooser.send(type="nonsense")
    assert "unknown" in chooser.next("refused")["message"]
    chooser.ws.send("{not json")
    assert "JSON" in chooser.next("refused")["message"]
    chooser.ws.send(b'{"type": "hello"}')
    assert "not a binary one" in chooser.next("refused")["message"]
    chooser.ws.send('{"type": "\\ud800"}')  # a lone surrogate: no UTF-8 can quote it
    assert chooser.next("refused")["message"] == "unknown message type '\\ud800'"
    assert chooser.state["view"] == view
    chooser.send(type="choose", step=step, option=option)
    assert chooser.next("state")["step"] == step + 1
    forged = open_socket(server.url, "/ws/forged-token")
    assert "no game has this link" in json.loads(forged.recv(timeout=10))["message"]
    forged.__exit__(None, None, None)
    with pytest.raises(urllib.error.HTTPError):
        urllib.request.urlopen(server.url + "/play/forged-token", timeout=10)
    for client in (one, two, watcher):
        client.close()


def test_watchers_leaving_mid_game_do_not_stop_the_bots(server):
    game = server.create(players=3, bots=["random"] * 3, seed=3)
    for _ in range(5):  # each leaves at once, while the bots keep sending it news
        Client(server.url, game["spectator"]).close()
    watcher = Client(server.url, game["spectator"])
    while not watcher.state["view"]["over"]:
        watcher.next("state")
    assert watcher.state["scores"]["winners"]
    watcher.close()


def test_a_game_that_cannot_be_replayed_is_named_and_the_others_reopen(tmp_path, capsys):
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    store = Store(tmp_path / "games.sqlite")
    tables = Tables(store, pause=0)
    kept, changed = (tables.create("five_tribes", 2, {}, "en", seed) for seed in (1, 2))
    store.db.execute("update games set hash = ? where id = ?", ("0" * 64, changed.id))
    store.db.commit()
    again = Tables(store, pause=0)
    run_apart(again.resume())
    assert list(again.open) == [kept.id]
    assert capsys.readouterr().err.strip() == (
        f"naqala serve: not reopened: game {changed.id}: the ruleset 'five_tribes' changed "
        "since the game began, so its choices cannot be replayed")
    store.close()


@pytest.mark.parametrize("body, says", [
    ({"players": 9}, "'players' must be one of"),
    ({"players": 3, "ruleset": "no_such"}, "no ruleset 'no_such'"),
    ({"players": 3, "bots": [None, "nobot", None]}, "no bot 'nobot'"),
    ({"players": 3, "lang": "xx"}, "no language 'xx'"),
    ({"players": 3, "seed": -1}, "'seed' must be"),
    ({"players": [3]}, "'players' must be one of"),
    ({"players": 2, "bots": [{"a": 1}, None]}, "'bots' must list 2 seats"),
    ({"players": 2, "ruleset": "\ud800"}, "no ruleset '\\ud800'"),
    ({"players": 2, "settings": {"hiden_gold": "no"}}, "did you mean 'hidden_gold'"),
    ({"players": 2, "settings": {"hidden_gold": "maybe"}}, "takes yes or no"),
    ({"players": 2, "settings": {"hidden_gold": True}}, "'settings' must be"),
    ({"players": 2, "settings": ["hidden_gold"]}, "'settings' must be"),
    ({"players": 2, "ruleset": "five_tribes:hidden_gold=no"}, "no ruleset"),
    # a misspelt field was ignored: a random seed, or a person at every seat
    ({"players": 2, "seeds": 5}, "no field 'seeds' in a create request (did you mean 'seed'?)"),
    ({"players": 2, "bot": ["random", None]}, "no field 'bot' in a create request (did you mean "
                                              "'bots'?)"),
    # what a browser sent is quoted to 60 characters, not echoed whole
    ({"players": 2, "lang": "x" * 1000}, f"no language '{'x' * 59}... (1000 long); languages"),
    ({"players": 2, "ruleset": "x" * 1000}, f"no ruleset '{'x' * 59}... (1000 long); rulesets"),
    ({"players": 2, "x" * 100: 1}, f"no field '{'x' * 59}... (100 long) in a create request; "
                                   "fields: bots, lang, players, ruleset, seed, settings"),
])
def test_a_bad_create_request_is_refused_in_one_line(server, body, says):
    """In one line, with the reason a page words in its language: `seed`, the one field a
    person types; `request` for what the page's own menus cannot send (docs/web.md)."""
    reply = server.create(**body)
    assert reply["status"] == 400 and says in reply["error"] and "\n" not in reply["error"]
    assert reply["reason"] == ("seed" if "'seed' must be" in says else "request")


@pytest.mark.parametrize("seed, read", [
    ("9876543210123456789", 9876543210123456789), ("۱۲۳", 123), ("", None), (None, None),
    (7, 7), ("12a", "'seed' must be"), ("1" * 21, "'seed' must be"), ("-1", "'seed' must be"),
    (str(1 << 64), "'seed' must be"), ("1.5", "'seed' must be"), ("²", "'seed' must be"),
])
def test_a_seed_is_read_from_its_digits(seed, read):
    """The create page sends the seed field as typed: a JavaScript number rounds one past
    2**53. Digits of any script are read (a Persian keyboard types ۱۲۳)."""
    from naqala import NaqalaError
    from naqala_web.server import read_request
    if isinstance(read, str):
        with pytest.raises(NaqalaError, match=read):
            read_request({"players": 2, "seed": seed})
    else:
        assert read_request({"players": 2, "seed": seed})["seed"] == read


def play(watcher: Client, seats: list[Client], choices: int) -> None:
    """The people at `seats` make `choices` choices (bots play between them); returns when
    a person is to choose, so the game waits."""
    made = 0
    while True:
        player = watcher.state["decision"]["player"]
        if player >= len(seats):
            watcher.next("state")
        elif made == choices:
            return
        else:
            seats[player].choose_first()
            made += 1
            watcher.next("state")


def start(db: Path) -> tuple[subprocess.Popen, str]:
    """`naqala serve` on a free port; the process and its address."""
    proc = subprocess.Popen([sys.executable, "-m", "naqala", "serve", "--port", "0", "--db",
                             str(db), "--bot-pause", "0"], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    line = proc.stdout.readline()
    assert "naqala serve: open http://" in line, line
    return proc, line.split("open ")[1].split("/ ")[0]


def stop(proc: subprocess.Popen, how: signal.Signals) -> None:
    proc.send_signal(how)
    proc.wait(timeout=30)
    proc.stdout.close()


def test_a_killed_server_restarts_with_every_link_and_choice(tmp_path, post):
    db = tmp_path / "games.sqlite"
    proc, url = start(db)
    try:
        game = post(url + "/api/games", {"players": 3, "bots": [None, None, "random"],
                                         "seed": 5})
        seats = [Client(url, s["link"]) for s in game["seats"][:2]]
        play(Client(url, game["spectator"]), seats, 8)  # bids and moves, the bot's too
        watcher = Client(url, game["spectator"])
        before = watcher.state
        for client in (*seats, watcher):
            client.close()
    finally:
        stop(proc, signal.SIGKILL)
    proc, url = start(db)
    try:
        watcher = Client(url, game["spectator"])
        assert watcher.state["step"] == before["step"] >= 8
        assert watcher.state["view"] == before["view"]
        seats = [Client(url, s["link"]) for s in game["seats"][:2]]
        play(watcher, seats, 3)
        assert watcher.state["step"] > before["step"] + 2
        for client in (*seats, watcher):
            client.close()
    finally:
        stop(proc, signal.SIGTERM)


def test_forty_bot_games_at_once_all_finish():
    from naqala_web.load import run
    figures = run(games=40, seats=4, watched=1, limit=300)
    assert figures["finished"] == 40 and figures["refused"] == 0
    assert figures["choices"] > 40 * 50
    print(figures)


@pytest.mark.parametrize("make, says", [
    (lambda p: p.write_text("not a database"), "file is not a database"),
    (lambda p: p.mkdir(), "it is a folder, not a file"),
    (os.mkfifo, "it is not a regular file (a pipe or a device keeps no games)"),
    (lambda p: p.symlink_to("/nowhere/games.sqlite"),
     "it is a link to /nowhere/games.sqlite, whose folder is not there"),
    (lambda p: p.parent.write_text(""), "{tmp}/taken is not a folder"),
])
def test_a_games_file_that_cannot_be_used_is_named(tmp_path, capsys, make, says):
    """A folder, a pipe and a link to a missing folder were "unable to open database file"
    or "disk I/O error", which send whoever runs the server to check the disk; a file where
    a folder of the name goes was "File exists"."""
    from naqala.cli import main
    db = tmp_path / "games.sqlite"
    if "taken" in says:
        db = tmp_path / "taken" / "games.sqlite"
        says = says.format(tmp=tmp_path)
    make(db)
    assert main(["serve", "--db", str(db), "--port", "0"]) == 1
    assert capsys.readouterr().err.strip() == f"naqala: {db}: cannot keep games there: {says}"


CHOSEN = "Whoever created this game chose its seed, so they may know everything it draws at random."


def test_every_seat_is_told_when_the_creator_chose_the_seed(tmp_path):
    """The creator of a game may type its seed, and then can work out every face-down card
    (docs/decisions.md, seeds): nothing on the table said so. Every seat's and the
    spectator's layout carries a line saying so, in its language, after a restart too; a
    game of an earlier games file, where it was not noted, says the creator may have."""
    import sqlite3

    from conftest import Server
    db = tmp_path / "games.sqlite"
    server = Server(db)
    try:
        chosen = server.create(players=2, bots=[None, None], seed=4)
        drawn = server.create(players=2, bots=[None, None])
        links = [chosen["spectator"], *(s["link"] for s in chosen["seats"])]
        for link in links:
            seat = Client(server.url, link)
            assert seat.layout["seed_note"] == CHOSEN
            seat.send(type="lang", lang="fa")
            assert "بذر" in seat.next("layout")["seed_note"]
            seat.close()
        for link in (drawn["spectator"], drawn["seats"][0]["link"]):
            seat = Client(server.url, link)
            assert seat.layout["seed_note"] is None
            seat.close()
    finally:
        server.stop()
    server = Server(db)
    try:
        seat = Client(server.url, links[1])
        assert seat.layout["seed_note"] == CHOSEN
        seat.close()
    finally:
        server.stop()
    earlier = sqlite3.connect(db)
    earlier.execute("ALTER TABLE games DROP COLUMN chosen")  # as an earlier naqala made it
    earlier.close()
    server = Server(db)
    try:
        for game in (chosen, drawn):
            watcher = Client(server.url, game["spectator"])
            assert "may have chosen it" in watcher.layout["seed_note"]
            watcher.close()
    finally:
        server.stop()


def test_a_host_name_is_listened_on_at_what_it_resolves_to(monkeypatch):
    """A host name whose only address is IPv6 was tried as IPv4 ("cannot listen on NAME
    port 8000: Address family for hostname not supported"): it is listened on at its IPv6
    address. A name with an IPv4 address is listened on there, as before, whatever else it
    has. The names resolve through the resolver the server uses, made to answer here."""
    import socket

    from naqala_web.server import listening
    addresses = {"six.example": [("::1", 0, 0, 0)],
                 "both.example": [("::1", 0, 0, 0), ("127.0.0.1", 0)]}

    def resolve(host, port, *args, **kwargs):
        return [(socket.AF_INET6 if ":" in address[0] else socket.AF_INET, socket.SOCK_STREAM,
                 socket.IPPROTO_TCP, "", address) for address in addresses[host]]
    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    for name, family, address in (("six.example", socket.AF_INET6, "::1"),
                                  ("both.example", socket.AF_INET, "127.0.0.1")):
        with listening(name, 0) as sock:
            assert (sock.family, sock.getsockname()[0]) == (family, address)
