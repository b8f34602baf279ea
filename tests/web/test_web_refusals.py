"""The refusals a player using the table can meet are said in the game's language, each with
a stable `reason` beside its words (docs/web.md, "What each connection receives"): a
Vietnamese, Greek or Persian player read them in English."""

from __future__ import annotations

import json

import pytest
from helpers import run_apart
from test_web_server import open_socket

from naqala import Text

LANGS = ("en", "vi", "el", "fa")


def said(lang: str, reason: str, /, **args) -> str:
    """The words of refusal `reason` in `lang`; a `player` argument is a seat."""
    text = Text(None, lang)
    if "player" in args:
        args["player"] = text("ui-player", n=args["player"] + 1)
    return text(f"web-refused-{reason}", **args)


def expect(frame: dict, lang: str, reason: str, /, **args) -> None:
    """`frame` refuses for `reason` in `lang`'s words, which are not English's."""
    assert frame == {"type": "refused", "reason": reason,
                     "message": said(lang, reason, **args)}
    if lang != "en":
        assert frame["message"] != said("en", reason, **args)


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    made = Tables(Store(tmp_path_factory.mktemp("refusals") / "games.sqlite"), pause=0)
    yield made
    made.store.close()


def fresh(tables, lang: str):
    """The table of a new 2-player game of two people in `lang`."""
    return tables.table(tables.create("five_tribes", 2, {}, lang, 1).id)


def finished(tables, lang: str):
    """The table of a 2-player game of two people in `lang`, played to its end."""
    table = fresh(tables, lang)
    while not table.game.over:
        table.game.apply(table.game.decision.options[0].id)
    return table


def answers(table, seat: int | None, *raw: str) -> list[dict]:
    """What a connection of `seat` at `table` sends back for the messages `raw` (its socket
    is not read until it serves)."""
    from naqala_web.server import Connection

    async def handled() -> list[dict]:
        connection = Connection(None, table, seat)
        for message in raw:
            await connection.handle(message)
        return [connection.outbox.get_nowait() for _ in range(connection.outbox.qsize())]
    return run_apart(handled())


def refusal(table, seat: int | None, raw: str | None = None, **message) -> dict:
    """The refusal a connection of `seat` sends for `message` (or the text `raw`)."""
    sent = json.dumps(message) if raw is None else raw
    [frame] = [f for f in answers(table, seat, sent) if f["type"] == "refused"]
    return frame


@pytest.mark.parametrize("lang", LANGS)
def test_a_spectator_s_choice_is_refused_in_the_game_s_language(tables, lang):
    table = fresh(tables, lang)
    option = table.game.decision.options[0].id
    expect(refusal(table, None, type="choose", step=0, option=option), lang, "spectator")


@pytest.mark.parametrize("lang", LANGS)
def test_a_viewer_who_picked_another_language_is_refused_in_it(tables, lang):
    """The table is drawn in the language the viewer picked in the menu: so are its
    refusals."""
    table = fresh(tables, "en" if lang != "en" else "fa")
    frames = answers(table, None, json.dumps({"type": "lang", "lang": lang}),
                     json.dumps({"type": "choose", "step": 0, "option": "x"}))
    [frame] = [f for f in frames if f["type"] == "refused"]
    expect(frame, lang, "spectator")


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_out_of_turn_names_whose_turn_it_is(tables, lang):
    table = fresh(tables, lang)
    chooser = table.game.decision.player
    frame = refusal(table, 1 - chooser, type="choose", step=0,
                    option=table.game.decision.options[0].id)
    expect(frame, lang, "not-your-turn", player=chooser)
    text = Text(None, lang)
    assert text("ui-player", n=chooser + 1) in frame["message"]
    assert text("ui-player", n=2 - chooser) not in frame["message"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_stale_choice_is_refused_in_the_game_s_language(tables, lang):
    table = fresh(tables, lang)
    decision = table.game.decision
    frame = refusal(table, decision.player, type="move", step=3, text="a1 Zz")
    expect(frame, lang, "stale")


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_after_the_end_is_refused_in_the_game_s_language(tables, lang):
    table = finished(tables, lang)
    frame = refusal(table, 0, type="choose", step=len(table.game.history), option="x")
    expect(frame, lang, "game-over")


@pytest.mark.parametrize("lang", LANGS)
def test_replays_are_refused_in_the_game_s_language(tables, lang):
    expect(refusal(fresh(tables, lang), 0, type="replay", step=0), lang, "replay-not-over")
    table = finished(tables, lang)
    last = len(table.game.history)
    expect(refusal(table, None, type="replay", step=last + 1), lang, "replay-step", n=last)


@pytest.mark.parametrize("lang", LANGS)
def test_a_language_not_served_is_refused_in_the_game_s(tables, lang):
    """The first greeting in it still draws the table, in the game's language."""
    frames = answers(fresh(tables, lang), 0, json.dumps({"type": "hello", "lang": "xx"}))
    expect(frames[0], lang, "no-language", name="'xx'")
    assert frames[1]["type"] == "layout" and frames[1]["lang"] == lang


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_the_games_file_cannot_keep_is_refused_in_the_game_s_language(tmp_path,
                                                                               lang):
    """The words of the file's reason stay as SQLite said them."""
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
    table = fresh(tables, lang)
    decision = table.game.decision
    tables.store.db.execute("PRAGMA query_only = ON")
    frame = refusal(table, decision.player, type="choose", step=0,
                    option=decision.options[0].id)
    expect(frame, lang, "not-kept", reason="the games file cannot keep this choice "
                                           "(attempt to write a readonly database)")
    tables.store.db.execute("PRAGMA query_only = OFF")
    tables.store.close()


@pytest.mark.parametrize("reason", ["illegal", "no-step", "no-option", "unknown-type",
                                    "malformed", "no-type", "too-long"])
def test_what_only_a_hand_made_client_or_the_engine_says_stays_in_english(tables, reason):
    """A message of the protocol's own faults, and the engine's refusal of an option, are
    said as before, whatever the game's language; `reason` still names each."""
    table = fresh(tables, "vi")
    sent = {"illegal": '{"type": "choose", "step": 0, "option": "zz"}',
            "no-step": '{"type": "choose", "option": "zz"}',
            "no-option": '{"type": "choose", "step": 0}',
            "unknown-type": '{"type": "nonsense"}',
            "malformed": '{"type": "hello", "type": "lang"}',
            "no-type": '{"lang": "vi"}',
            "too-long": " " * 70_000}[reason]
    frame = refusal(table, table.game.decision.player, sent)
    assert frame["reason"] == reason
    assert frame["message"].isascii(), frame


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("bound", "reason", "link"),
                         [("MOST_CONNECTIONS", "server-full", "spectator"),
                          ("MOST_PER_LINK", "link-full", "seat"),
                          ("MOST_PER_ADDRESS", "address-full", "spectator")])
def test_a_connection_past_a_bound_is_refused_in_the_game_s_language(server, monkeypatch,
                                                                     lang, bound, reason,
                                                                     link):
    """Its words are also the close's reason, cut to the 123 bytes a close holds."""
    from websockets.exceptions import ConnectionClosed

    from naqala_web import server as server_module
    monkeypatch.setattr(server_module, bound, 0)
    game = server.create(players=2, bots=[None, None], seed=1, lang=lang)
    path = game["spectator"] if link == "spectator" else game["seats"][0]["link"]
    ws = open_socket(server.url, path.replace("/play/", "/ws/"))
    frame = json.loads(ws.recv(timeout=10))
    expect(frame, lang, reason, n=0)
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(timeout=10)
    cut = frame["message"].encode()[:123].decode("utf-8", "ignore")
    assert closed.value.rcvd.code == 4429 and closed.value.rcvd.reason == cut


@pytest.mark.parametrize("lang", LANGS)
def test_a_link_no_game_has_is_refused_in_the_visitor_s_language(server, lang):
    """No game, so no game's language: the first the browser asks for that the server has
    (Accept-Language), on the socket and on the page."""
    import urllib.request
    asked = {"Accept-Language": f"{lang};q=0.9, xx"}
    ws = open_socket(server.url, "/ws/forged-token", asked)
    expect(json.loads(ws.recv(timeout=10)), lang, "no-game")
    ws.__exit__(None, None, None)
    request = urllib.request.Request(server.url + "/play/forged-token", headers=asked)
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(request, timeout=10)
    assert missing.value.code == 404
    assert missing.value.read().decode() == said(lang, "no-game")


def test_a_link_no_game_has_is_refused_in_the_server_s_language_otherwise(server):
    ws = open_socket(server.url, "/ws/forged-token")
    expect(json.loads(ws.recv(timeout=10)), "en", "no-game")
    ws.__exit__(None, None, None)
