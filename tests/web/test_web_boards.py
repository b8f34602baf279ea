"""Boards whose tiles touch otherwise than in rows of squares, at the web table: a hexagonal
board's shifted rows, a graph's edges, and moves in the board's own step names (the data a
table receives, then the table in a real browser)."""

from __future__ import annotations

import pytest
from helpers import GRAPH, GRAPH_EDGES, HEXAGONAL, overlay_folder
from test_web_browser import click_choice, wait_for_turn
from test_web_server import Client

from naqala.hookspecs import hookimpl

STEPS = ("NE", "NW", "SE", "SW")  # a hexagon's steps that rows of squares do not have


class Folder:
    """A plugin offering the rulesets of one folder."""

    def __init__(self, folder):
        self.folder = folder

    @hookimpl
    def naqala_ruleset_folders(self):
        return [str(self.folder)]


@pytest.fixture(name="shapes")
def shapes_fixture(tmp_path, manager):
    """Rulesets `hexa` and `graph` installed while the test runs."""
    overlay_folder(tmp_path, "hexa", HEXAGONAL)
    overlay_folder(tmp_path, "graph", GRAPH)
    manager.register(Folder(tmp_path), name="shapes")


def test_a_table_is_told_how_the_tiles_touch_and_a_move_in_the_boards_steps(server, shapes):
    """The table was told the board's size alone, so it drew every board as squares; and
    its notation field offered `b3 Eg Ey Sb`, a move in steps a hexagonal board lacks."""
    hexa = server.create(ruleset="hexa", players=2, bots=[None, "random"], seed=3)
    seat = Client(server.url, hexa["seats"][0]["link"])
    assert seat.layout["adjacency"] == "hexagonal" and seat.layout["edges"] == []
    while seat.until_mine()["decision"]["kind"] != "move.start":
        seat.choose_first()
    example = seat.state["decision"]["example"]
    assert any(word.startswith(STEPS) for word in example.split()[1:]), example
    assert "{move}" in seat.layout["words"]["notation"]
    seat.close()
    graph = server.create(ruleset="graph", players=2, bots=["random", "random"], seed=3)
    watcher = Client(server.url, graph["spectator"])
    assert watcher.layout["adjacency"] == "graph"
    assert {"-".join(e) for e in watcher.layout["edges"]} == \
        {"-".join(sorted(e.split("-"), key=lambda t: (int(t[1:]), t[0])))
         for e in GRAPH_EDGES.split(", ")}
    watcher.close()


def test_the_browser_draws_shifted_hexagons_and_a_graphs_edges(page, server, shapes, tmp_path):
    """Every board was drawn as rows of squares: a hexagonal board's second row straight
    under its first, a graph without its edges. A move's start clicked on a shifted row is
    played (the click goes to the tile drawn), and the notation field offers a move in the
    hexagon's steps."""
    hexa = server.create(ruleset="hexa", players=2, bots=[None, "random"], seed=3)
    page.goto(server.url + hexa["seats"][0]["link"])
    page.wait_for_selector("#board .tile")
    corners = page.evaluate("""[...document.querySelectorAll('#board .tile')]
        .map(g => g.getAttribute('transform'))""")
    assert corners[:2] == ["translate(0,0)", "translate(100,0)"]
    assert corners[6:8] == ["translate(50,100)", "translate(150,100)"]  # row 2: half a tile on
    assert page.get_attribute("#board", "viewBox") == "0 0 650 500"
    while (kind := wait_for_turn(page)) != "move.start":
        click_choice(page, kind)
    example = page.evaluate("S.decision.example")
    assert example in page.inner_text("#notation")
    assert any(word.startswith(STEPS) for word in example.split()[1:]), example
    step = page.evaluate("document.body.dataset.step")
    tile = page.evaluate("S.decision.options.map(o => o.id).find(t => t[1] === '2' && t > 'b')")
    page.locator(f'#board .tile[data-tile="{tile}"]').click()
    page.wait_for_function(f"document.body.dataset.step !== '{step}'")
    assert page.evaluate("document.body.dataset.kind") == "move.drop"
    assert tile in page.inner_text("#prompt")
    page.screenshot(path=tmp_path / "web-hexagonal.png")
    graph = server.create(ruleset="graph", players=2, bots=["random", "random"], seed=3)
    page.goto(server.url + graph["spectator"])
    page.wait_for_selector("#board .tile")
    assert page.locator("#board line.edge").count() == len(GRAPH_EDGES.split(", "))
    assert page.inner_html('#board .tile[data-tile="c3"] > title') == "c3 → a1, b3, d4"
    page.screenshot(path=tmp_path / "web-graph.png")
