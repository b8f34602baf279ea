"""The table in a real browser (Debian's Chromium through Playwright): create a game, play a
whole turn by clicking, reload mid-move, switch languages (Persian right to left), watch bots
play a game to its scores. Screenshots of the table in each language are saved."""

from __future__ import annotations

import json

import pytest

from naqala import Game

LANGS = ("en", "vi", "el", "fa")
DROP_KINDS = ("move.start", "move.drop")
SEED = "7"
MOST_MEEPLES = """[...document.querySelectorAll('#board .tile.target')]
    .map(g => [g.dataset.tile, g.querySelectorAll('circle').length])
    .sort((a, b) => b[1] - a[1])[0][0]"""


def create_in_page(page, server, seats: list[str], seed: str = "") -> None:
    """Fill the create page: five_tribes, one select per seat ('' = a person), the seed
    ('' = a random one)."""
    page.goto(server.url + "/")
    page.select_option("#ruleset", "five_tribes")
    page.select_option("#players", str(len(seats)))
    for seat, who in enumerate(seats):
        page.select_option(f"#seat{seat}", who)
    page.fill("#seed", seed)
    page.click("#submit")
    page.wait_for_selector("#spectator-link")


def wait_for_turn(page) -> str:
    """Wait until this seat must choose (or the game ended); the decision's kind. Asked
    right after a link is followed, the page may have no body yet."""
    page.wait_for_function("document.body?.dataset.mine === 'true' || "
                           "document.body?.dataset.over === 'true'", timeout=30_000)
    return page.evaluate("document.body.dataset.kind")


def click_choice(page, kind: str) -> None:
    """Answer the pending decision by clicking: a highlighted tile where the options name
    tiles (the start of a move, each drop, a target), else the first labelled option."""
    step = page.evaluate("document.body.dataset.step")
    targets = page.locator("#board .tile.target")
    if kind == "move.start":  # the start with most kinds of meeples: a move of several drops
        tile = page.evaluate(MOST_MEEPLES)
        page.locator(f'#board .tile[data-tile="{tile}"]').click()
    elif targets.count():
        targets.first.click()
        if page.locator("#options button.picked").count():  # two meeples fit that tile
            page.locator("#options button.picked").first.click()
    else:
        page.locator("#options button").first.click()
    page.wait_for_function(f"document.body.dataset.step !== '{step}'", timeout=30_000)


def test_a_whole_turn_by_clicking_with_a_reload_mid_move(page, server, tmp_path):
    # A fixed seed: with a random one, the move chosen could leave one real drop only.
    create_in_page(page, server, ["", "random", "random"], seed=SEED)
    page.click(".seat-link")
    page.wait_for_selector("#board .tile")
    seen: list[str] = []
    reloaded = False
    while True:
        kind = wait_for_turn(page)
        if "move.drop" in seen and kind in ("bid", "move.start"):
            break  # the turn is over: the next one begins
        assert kind, "the game ended before a whole turn was played"
        if kind == "move.drop" and not reloaded:
            step = page.evaluate("document.body.dataset.step")
            page.reload()
            assert wait_for_turn(page) == "move.drop"
            assert page.evaluate("document.body.dataset.step") == step
            reloaded = True
        if kind in DROP_KINDS:
            assert page.locator("#board .tile.target").count() > 0
        click_choice(page, kind)
        seen.append(kind)
    assert seen[0] == "bid" and "move.start" in seen and seen.count("move.drop") >= 2
    assert reloaded
    actions = seen[len(seen) - seen[::-1].index("move.drop"):]
    assert actions, f"no tile action after the move: {seen}"
    assert page.locator("#log li").count() > len(seen)
    for lang in LANGS:
        page.select_option("#lang", lang)
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        page.wait_for_selector("#prompt:not(:empty)")
        expected = "rtl" if lang == "fa" else "ltr"
        assert page.evaluate("document.documentElement.dir") == expected
        page.screenshot(path=tmp_path / f"web-{lang}.png", full_page=True)
    assert page.evaluate("getComputedStyle(document.body).direction") == "rtl"
    assert (tmp_path / "web-fa.png").stat().st_size > 10_000


def test_typed_notation_plays_a_whole_move(page, server):
    create_in_page(page, server, ["", "random"])
    page.click(".seat-link")
    while (kind := wait_for_turn(page)) != "move.start":
        click_choice(page, kind)
    step = int(page.evaluate("document.body.dataset.step"))
    for wrong in ("a1 Zz", page.locator("#options button").first.get_attribute("data-option")):
        page.evaluate("document.getElementById('refused').textContent = ''")
        page.fill("#move", wrong)  # not a move; the start tile alone is no whole move
        page.click("#notation button")
        page.wait_for_selector("#refused:not(:empty)")
        assert int(page.evaluate("document.body.dataset.step")) == step
    move, after = legal_move(server, step)
    page.fill("#move", move)
    page.click("#notation button")
    # Its choices are all played: a move whose drops after the start have one option each
    # adds a single choice, so more than one cannot be waited for (4 deals in 300).
    page.wait_for_function(f"Number(document.body.dataset.step) >= {after}")
    assert page.inner_text("#refused") == ""


def test_the_create_page_seats_a_person_against_the_searching_bot(page, server):
    """The other seats were random bots, which only empty the board: a person opening the
    page played against no one who plays for points. They are `mcts` unless chosen
    otherwise (`registry.DEFAULT_OPPONENT`), as in `naqala play`."""
    from naqala.registry import DEFAULT_OPPONENT
    page.goto(server.url + "/")
    page.select_option("#players", "3")
    assert [page.input_value(f"#seat{s}") for s in range(3)] == ["", DEFAULT_OPPONENT,
                                                                  DEFAULT_OPPONENT]
    assert DEFAULT_OPPONENT == "mcts"


def test_options_set_on_the_create_page_are_played(page, server):
    """Gold open: the seat sees its rival's gold. A language switch keeps what was set."""
    page.goto(server.url + "/")
    page.select_option("#ruleset", "five_tribes")
    page.select_option("#players", "2")
    page.select_option("#seat1", "random")
    assert page.is_checked("#setting-hidden_gold")
    assert page.input_value("#setting-power_uses_per_turn") == "1"
    page.uncheck("#setting-hidden_gold")
    page.select_option("#lang", "el")
    page.wait_for_function("document.documentElement.lang === 'el'")
    assert not page.is_checked("#setting-hidden_gold")
    page.select_option("#lang", "en")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert "Gold is secret until the end." in page.inner_text("#settings")
    page.click("#submit")
    page.wait_for_selector("#spectator-link")
    [ruleset] = server.newest("ruleset")
    assert ruleset == "five_tribes:hidden_gold=no"
    page.click(".seat-link")
    rival = page.locator('#players .player[data-seat="1"]')
    rival.wait_for()
    assert "gold:" in rival.inner_text()
    assert page.inner_text("#settings-line") == "Options: Gold is secret until the end. (no)"


def legal_move(server, step: int) -> tuple[str, int]:
    """A whole legal move of the newest game of the server, found from its save record, and
    the step its game is at once the move is played."""
    ruleset, players, seed, choices = server.newest("ruleset, players, seed, choices")
    game = Game(ruleset, players=players, seed=int(seed))
    for choice in json.loads(choices):
        game.apply(choice)
    assert len(game.history) == step
    move = game.moves(limit=1)[0]
    game.apply_move(move)
    return move, len(game.history)


@pytest.mark.parametrize("players", [3])
def test_bots_play_a_whole_game_to_the_scores(page, server, players):
    sent: list[str] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(
        frame if isinstance(frame, str) else frame.get("payload", ""))))
    create_in_page(page, server, ["random"] * players)
    page.click("#spectator-link")
    page.wait_for_selector("#scores:not([hidden]) .winners", timeout=60_000)
    rows = page.locator("#score-table td.total")
    assert rows.count() == players
    assert all(int(t) >= 0 for t in rows.all_inner_texts())
    assert page.locator("#options button").count() == 0  # a spectator never chooses
    assert page.is_hidden("#seed-line")  # a random seed: nobody knows the draws
    assert page.locator("#board .camel").count() > 0
    # the slider dragged from the end to the start: one replay asked while it moves, then
    # the step it rests on (each replays the game from its start on the server)
    page.eval_on_selector("#replay", """e => { for (let n = Number(e.max); n >= 0; n--) {
        e.value = n; e.dispatchEvent(new Event('input')) } }""")
    page.wait_for_function("document.querySelectorAll('#board .camel').length === 0")
    assert page.locator("#board .tile").count() == 30  # the opening board, before any choice
    assert [json.loads(f)["step"] for f in sent if '"replay"' in f][1:] == [0]


def test_an_expansion_board_shows_its_blocked_tile_and_walls(page, server, tmp_path):
    game = server.create(ruleset="artisans_of_naqala", players=2, bots=["random", "random"],
                         seed=1)
    page.goto(server.url + game["spectator"])
    page.wait_for_selector("#board .tile")
    assert page.locator("#board .tile").count() == 36
    blocked, walls = page.evaluate("[S.view.blocked.length, S.view.walls.length]")
    assert blocked > 0 and walls > 0
    assert page.locator("#board .tile.blocked").count() == blocked
    assert page.locator("#board line.wall").count() == walls
    page.screenshot(path=tmp_path / "web-walls.png")


def test_the_seed_field_is_sent_as_typed(page, server):
    """The create page turned the seed field into a JavaScript number: a slip ("12a") was
    sent as null, so a random game began without a word, and a seed past 2**53 was rounded
    to another game's. The field is sent as typed and the server reads it; a slip is said
    in the page's language (it was said in English on every page)."""
    from naqala import Text
    page.goto(server.url + "/")
    page.select_option("#ruleset", "five_tribes")
    page.select_option("#players", "2")
    for lang in ("vi", "en"):
        page.select_option("#lang", lang)
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        page.evaluate("document.getElementById('refused').textContent = ''")
        page.fill("#seed", "12a")
        page.click("#submit")
        page.wait_for_selector("#refused:not(:empty)")
        assert page.inner_text("#refused") == Text(None, lang)("web-create-seed")
    assert page.locator("#spectator-link").count() == 0
    page.fill("#seed", " 9876543210123456789 ")
    page.click("#submit")
    page.wait_for_selector("#spectator-link")
    assert server.newest("seed") == ("9876543210123456789",)
    page.click("#spectator-link")  # a seed its creator chose is said on the table
    page.wait_for_selector("#seed-line:not([hidden])")
    assert page.inner_text("#seed-line") == ("Whoever created this game chose its seed, so they "
                                             "may know everything it draws at random.")


def test_a_double_click_makes_one_choice_and_no_refusal(page, server):
    """A double-click on an option sent the choice twice: the second, for a decision
    already answered, was refused, and the refusal stayed in red under the next decision
    though nothing had gone wrong. A choice is sent once per decision shown."""
    sent: list[str] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(
        frame if isinstance(frame, str) else frame.get("payload", ""))))
    game = server.create(players=2, bots=[None, None], seed=3)
    page.goto(server.url + game["seats"][0]["link"])
    page.wait_for_selector("body[data-step]")
    if page.evaluate("document.body.dataset.mine") != "true":
        page.goto(server.url + game["seats"][1]["link"])
        page.wait_for_selector("body[data-mine='true']")
    page.locator("#options button").first.dblclick()
    page.wait_for_function("document.body.dataset.step === '1'")
    page.wait_for_timeout(500)  # the second choice's answer, had it been sent
    assert page.inner_text("#refused") == ""
    assert len([f for f in sent if '"choose"' in f]) == 1, sent


@pytest.mark.parametrize("answer", ["proxy", "gone"])
def test_a_create_request_without_an_answer_says_so(page, server, answer):
    """The create page read every answer as JSON: a proxy's error page (502) or a server
    that had stopped left the page as it was, with nothing said and a script error."""
    from naqala import Text
    page.goto(server.url + "/")
    page.wait_for_selector("#seat0")
    page.select_option("#lang", "el")  # said in the page's language
    page.wait_for_function("document.documentElement.lang === 'el'")
    if answer == "proxy":
        page.route("**/api/games", lambda route: route.fulfill(
            status=502, content_type="text/html", body="<h1>Bad Gateway</h1>"))
    else:
        page.route("**/api/games", lambda route: route.abort())
    page.click("#submit")
    page.wait_for_selector("#refused:not(:empty)")
    el = Text(None, "el")
    assert page.inner_text("#refused") == (el("web-create-not-a-game", n="502")
                                           if answer == "proxy" else
                                           el("web-create-no-answer") + " (Failed to fetch)")
    assert page.locator("#spectator-link").count() == 0
    page.select_option("#lang", "en")  # kept for later visits: English for the next tests
    page.wait_for_function("document.documentElement.lang === 'en'")


def test_the_language_menu_holds_what_the_server_serves(page, tmp_path, monkeypatch):
    """The table's menu held en, vi, el and fa alone: a game in a translator's language (a
    pack in NAQALA_LOCALES) showed no language chosen, and that language could not be
    picked. A refused switch left the menu showing the refused language, and a language
    kept from an earlier visit that the server no longer serves was refused at every visit
    (the create page then chose no language at all). The menus hold the languages the
    server serves, the table's shows the one in use, and a language served no more is
    forgotten."""
    from conftest import served_with
    packs = {"pt": "web-language = Português\nweb-log = O que aconteceu\n"}
    with served_with(tmp_path, monkeypatch, packs) as server:
        game = server.create(players=2, bots=[None, None], seed=1, lang="pt")
        page.goto(server.url + game["seats"][0]["link"])
        page.wait_for_selector("#board .tile")
        assert page.input_value("#lang") == "pt"
        assert page.locator("#lang option").all_inner_texts() == [
            "English", "Ελληνικά", "فارسی", "Português", "Tiếng Việt"]
        page.eval_on_selector("#lang", """e => { e.append(new Option('xx', 'xx'));
            e.value = 'xx'; e.dispatchEvent(new Event('change')) }""")
        page.wait_for_selector("#refused:not(:empty)")
        assert page.input_value("#lang") == "pt"
        page.evaluate("localStorage.setItem('naqala-lang', 'xx')")  # served no more
        page.reload()
        page.wait_for_selector("#board .tile")
        page.wait_for_function("localStorage.getItem('naqala-lang') === null")
        page.reload()
        page.wait_for_selector("#board .tile")
        page.wait_for_timeout(300)
        assert page.inner_text("#refused") == ""
        page.select_option("#lang", "el")
        page.wait_for_function("localStorage.getItem('naqala-lang') === 'el'")
        page.evaluate("localStorage.setItem('naqala-lang', 'xx')")
        page.goto(server.url + "/")
        page.wait_for_selector("#seat0")
        assert page.input_value("#lang") == "en"
        assert page.evaluate("localStorage.getItem('naqala-lang')") is None
        assert "Português" in page.locator("#lang option").all_inner_texts()


def test_the_create_page_reads_a_language_s_direction_from_the_server(page, tmp_path,
                                                                      monkeypatch):
    """The create page set right to left for `fa` alone: a translator's Arabic read left to
    right. It takes the direction the server gives each language."""
    from conftest import served_with
    with served_with(tmp_path, monkeypatch, {"ar": "web-language = العربية\n"}) as server:
        page.goto(server.url + "/")
        page.wait_for_selector("#seat0")
        for lang, direction in (("ar", "rtl"), ("en", "ltr"), ("fa", "rtl")):
            page.select_option("#lang", lang)
            page.wait_for_function(f"document.documentElement.lang === '{lang}'")
            assert page.evaluate("document.documentElement.dir") == direction


def test_a_full_server_is_said_on_the_page_and_tried_later(page, server, monkeypatch):
    """Connections past the server's bound (MOST_CONNECTIONS) are refused: the page says
    why, tries again ten seconds later (not every second, as after a lost connection), and
    draws the table once the server has room."""
    from naqala_web import server as server_module
    monkeypatch.setattr(server_module, "MOST_CONNECTIONS", 0)
    game = server.create(players=2, bots=[None, None], seed=1)
    opened = []
    page.on("websocket", lambda ws: opened.append(ws.url))
    page.goto(server.url + game["spectator"])
    page.wait_for_selector("#refused:not(:empty)")
    assert page.inner_text("#refused") == ("the server has as many connections as it takes "
                                           "(0); try again later")
    page.wait_for_timeout(3000)
    assert len(opened) == 1
    monkeypatch.setattr(server_module, "MOST_CONNECTIONS", 512)
    page.wait_for_selector("#board .tile", timeout=20_000)
    assert page.inner_text("#refused") == "" and len(opened) == 2


def test_a_busy_server_is_said_in_the_page_s_language_and_tried_later(page, server,
                                                                      monkeypatch):
    """Requests past the server's bound (MOST_REQUESTS) are answered busy: a create request
    says so under the form in the page's language, a page opened is a page saying why and
    when to try again in the language kept from an earlier visit (the browser asks for
    English), and it opens the page asked for once the server has room."""
    from naqala import Text
    from naqala_web import server as server_module
    page.goto(server.url + "/")
    page.wait_for_selector("#seat0")
    page.select_option("#lang", "vi")  # kept for later visits
    monkeypatch.setattr(server_module, "MOST_REQUESTS", 0)
    page.click("#submit")
    page.wait_for_selector("#refused:not(:empty)")
    vi = Text(None, "vi")
    assert page.inner_text("#refused") == vi("web-busy", n=10)
    assert page.locator("#spectator-link").count() == 0
    page.goto(server.url + "/")
    assert page.inner_text("#busy-title") == vi("web-busy-title") == page.title()
    assert page.inner_text("#busy") == vi("web-busy", n=10)
    assert page.evaluate("document.documentElement.lang") == "vi"
    monkeypatch.setattr(server_module, "MOST_REQUESTS", 64)
    page.wait_for_selector("#seat0", timeout=20_000)


def test_refusals_are_said_on_the_page_in_the_game_s_language(page, server, monkeypatch):
    """A spectator's choice in a Vietnamese game, a choice out of turn and a full server in
    a Persian one were refused on the page in English. Each is said in the game's language,
    right to left in Persian even before the table is drawn."""
    from naqala import Text
    from naqala_web import server as server_module
    vi, fa = Text(None, "vi"), Text(None, "fa")
    shown = "document.getElementById('refused').textContent"
    game = server.create(players=2, bots=[None, None], seed=3, lang="vi")
    page.goto(server.url + game["spectator"])
    page.wait_for_selector("#board .tile")
    page.evaluate("send({type: 'choose', option: 'x'})")  # what the option buttons call
    page.wait_for_selector("#refused:not(:empty)")
    assert page.evaluate(shown) == vi("web-refused-spectator")
    game = server.create(players=2, bots=[None, None], seed=3, lang="fa")
    page.goto(server.url + game["seats"][0]["link"])
    page.wait_for_selector("body[data-step]")
    if page.evaluate("document.body.dataset.mine") == "true":
        page.goto(server.url + game["seats"][1]["link"])
        page.wait_for_selector("body[data-mine='false']")
    chooser = page.evaluate("S.decision.player")
    page.evaluate("send({type: 'choose', option: 'x'})")
    page.wait_for_selector("#refused:not(:empty)")
    assert page.evaluate(shown) == fa("web-refused-not-your-turn",
                                      player=fa("ui-player", n=chooser + 1))
    monkeypatch.setattr(server_module, "MOST_CONNECTIONS", 0)
    page.goto(server.url + game["spectator"])
    page.wait_for_selector("#refused:not(:empty)")
    assert page.evaluate(shown) == fa("web-refused-server-full", n=0)
    assert page.evaluate("document.documentElement.dir") == "ltr"  # no table drawn yet
    assert page.eval_on_selector("#refused", "e => getComputedStyle(e).direction") == "rtl"
