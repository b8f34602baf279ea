"""Fixtures of the web front end's tests (docs/web.md): a server per test module on a free
port, and one Chromium for the whole session (Debian's, never a downloaded one)."""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

CHROMIUM = "/usr/bin/chromium"
REQUIRED = "NAQALA_BROWSER_TESTS"  # set by .ci/run: a missing browser fails instead of skipping
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


class Server:
    """A naqala web server running in a thread of the test process."""

    def __init__(self, db: Path, **options):
        import uvicorn

        from naqala_web.server import app
        web = app(db, pause=0, **options)  # options: app's own (prepare)
        self.tables = web.state.tables
        self.uvicorn = uvicorn.Server(uvicorn.Config(web, host="127.0.0.1", port=0,
                                                     log_level="warning", ws="auto"))
        self.thread = threading.Thread(target=self.uvicorn.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.uvicorn.started:
            assert time.monotonic() < deadline, "the web server did not start"
            time.sleep(0.05)
        port = self.uvicorn.servers[0].sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"

    def create(self, **request) -> dict:
        """POST /api/games; the reply's JSON."""
        return post(self.url + "/api/games", request)

    def newest(self, columns: str) -> tuple:
        """`columns` of the newest stored game, read through the server's own connection:
        the server holds its games file, so no other connection may open it."""
        return self.tables.store.db.execute(
            f"SELECT {columns} FROM games ORDER BY created DESC").fetchone()

    def stop(self) -> None:
        self.uvicorn.should_exit = True
        self.thread.join(timeout=10)


@contextlib.contextmanager
def served_with(tmp_path: Path, monkeypatch, packs: dict[str, str]):
    """A server whose languages include a translator's web packs (`packs`: a language's
    `web.ftl`, in NAQALA_LOCALES), stopped and its words forgotten after."""
    from naqala_web import words
    for lang, text in packs.items():
        (tmp_path / "locales" / lang).mkdir(parents=True)
        (tmp_path / "locales" / lang / "web.ftl").write_text(text, encoding="utf-8")
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path / "locales"))
    words.words.cache_clear()
    words.framework_text.cache_clear()
    server = Server(tmp_path / "games.sqlite")
    try:
        yield server
    finally:
        server.stop()
        words.words.cache_clear()
        words.framework_text.cache_clear()


def post(url: str, body: dict) -> dict:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST")
    try:
        with urllib.request.urlopen(req, timeout=30) as reply:
            return json.loads(reply.read())
    except urllib.error.HTTPError as err:
        return {"status": err.code, **json.loads(err.read())}


@pytest.fixture(name="post")
def post_fixture():
    """`post(url, body)`: a JSON POST to any server, its reply's JSON."""
    return post


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = Server(tmp_path_factory.mktemp("web") / "games.sqlite")
    yield running
    running.stop()


@pytest.fixture(scope="session")
def browser():
    missing = f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    if os.environ.get(REQUIRED):  # CI: the browser tests must run, never skip
        assert os.path.exists(CHROMIUM), missing
    pytest.importorskip("playwright")
    if not os.path.exists(CHROMIUM):
        pytest.skip(missing)
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda err: errors.append(str(err)))
    yield opened
    context.close()
    assert not errors, f"script errors on the page: {errors}"
