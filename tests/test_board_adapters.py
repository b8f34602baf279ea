"""Hexagonal and graph boards (docs/authoring.md, `movement:`) through the public API's
labels, the AI adapters (docs/ai.md), the language server and `naqala schema`: what a
programmer or a designer meets there."""

from __future__ import annotations

import warnings

import pytest
from helpers import GRAPH, HEXAGONAL, at_move_start, overlay_folder, random_to_end

from naqala import Engine, Text, label, load_ruleset, vocabulary

LANGS = ("en", "vi", "el", "fa")
# The word for "toward" that a compass direction takes, in the languages that have one.
TOWARD = {"vi": "về phía", "fa": "به سمت"}


def _drop_labels(tmp_path, name: str, files: dict[str, str]) -> dict[str, list[str]]:
    """The labels, in every language, of seat 0's first drops on a board of these files
    (Persian's bidi isolates left out)."""
    game = at_move_start(tmp_path, name, files)
    game.apply(game.decision.options[0].id)
    assert game.decision.kind == "move.drop"
    return {lang: [label(Text(game.rs, lang), o).replace("\u2068", "").replace("\u2069", "")
                   for o in game.decision.options] for lang in LANGS}


def test_a_graph_drop_reads_along_an_edge_in_every_language(tmp_path):
    """A graph drop's way is "along an edge": Vietnamese and Persian put it after their word
    for "toward" ("về phía theo một cạnh", "به سمت در امتداد یک یال"). Now that word goes
    with the compass directions alone, as a hexagonal board's drops show."""
    graph = _drop_labels(tmp_path, "graphy", GRAPH)
    hexagonal = _drop_labels(tmp_path, "hexa", HEXAGONAL)
    rs = at_move_start(tmp_path, "plain", {}).rs
    for lang in LANGS:
        text = Text(rs, lang)
        edge, east = text("directions-edge"), text("directions-E")
        assert all(edge in words for words in graph[lang]), graph[lang]
        assert any(east in words for words in hexagonal[lang]), hexagonal[lang]
        if lang in TOWARD:
            assert not any(TOWARD[lang] in words for words in graph[lang]), graph[lang]
            assert all(TOWARD[lang] in words for words in hexagonal[lang])


@pytest.mark.parametrize("files", [HEXAGONAL, GRAPH], ids=["hexagonal", "graph"])
def test_an_option_names_the_tile_it_starts_from_or_lands_on(tmp_path, files):
    """Holds what already worked, as docs/api.md says: a front end finds the tile of a
    start or a drop in `option.label.places()` on any board."""
    game = at_move_start(tmp_path, "shaped", files)
    assert all(o.label.places() == [o.id] for o in game.decision.options)
    game.apply(game.decision.options[0].id)
    geometry, at = game.rs.geometry, game.decision.context["at"]
    for option in game.decision.options:
        step = option.id[:-1]  # the piece letter last
        assert option.label.places() == [geometry.names[geometry.step_to[geometry.index[at]][
            step]]]


# Boards for the adapters: a graph where a move picks up one kind has ids that are both a
# start and a drop ("c3g": start on c3 with the green pieces, or drop a green onto c3).
BOARDS = {"hexagonal": HEXAGONAL, "graph": GRAPH,
          "graph_kind": {"rules.yaml": GRAPH["rules.yaml"] + "  pick_up: kind\n"}}


@pytest.fixture(scope="module", params=sorted(BOARDS))
def folder(request, tmp_path_factory):
    """A ruleset folder extending the base game on each of the boards above."""
    return str(overlay_folder(tmp_path_factory.mktemp("boards"), request.param,
                              BOARDS[request.param]))


def test_the_drops_are_the_board_s_steps_and_every_option_is_in_the_vocabulary(folder):
    """Holds what already worked: the drops of the vocabulary are the board's own step names
    (a hexagon's six, a graph's tile names) times the piece letters, and random games offer
    no option outside the vocabulary."""
    rs = load_ruleset(folder)
    vocab, engine = vocabulary(rs), Engine(rs)
    assert vocab.groups["drops"] == tuple(d + letter for d in rs.geometry.step_names
                                          for letter in rs.piece_letters)
    outside = set()

    def offered(_state, decision):
        outside.update((decision.kind, o.id) for o in decision.options if o.id not in vocab)

    for seed in range(2):
        random_to_end(engine, 2, seed, offered)
    assert not outside


def test_openspiel_s_random_simulation_passes_on_the_board(folder):
    """Holds what already worked: OpenSpiel's own check, as tests/test_openspiel.py runs it
    on the shipped rulesets."""
    pyspiel = pytest.importorskip("pyspiel")
    import naqala.openspiel  # noqa: F401 - registers python_naqala

    game = pyspiel.load_game("python_naqala", {"ruleset": folder, "players": 2})
    assert game.num_distinct_actions() == len(vocabulary(folder))
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_pettingzoo_s_api_and_seed_tests_pass_on_the_board(folder):
    """Holds what already worked: PettingZoo's own checks, as tests/test_pettingzoo.py runs
    them on the shipped rulesets."""
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test, seed_test

    from naqala.pettingzoo import env
    with warnings.catch_warnings():  # the classic-game dict observation is meant
        warnings.simplefilter("ignore", UserWarning)
        api_test(env(ruleset=folder, players=2), num_cycles=1000)
    seed_test(lambda **kw: env(ruleset=folder, players=2, **kw), num_cycles=50)


# The language server ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def shaped(tmp_path_factory):
    """An overlay `shaped` of the base game on a hexagonal board, read as the language
    server reads it: (its rules.yaml, the analysis)."""
    from naqala_lsp.analysis import analyse

    folder = overlay_folder(tmp_path_factory.mktemp("lsp"), "shaped", HEXAGONAL)
    return folder / "rules.yaml", analyse(folder, {})


def _completions(shaped, text: str) -> dict[str, str]:
    """label: detail of the completions at the end of `text`, the last lines of rules.yaml."""
    from naqala_lsp.knowledge import complete

    path, found = shaped
    lines = text.split("\n")
    ids = {s: set(map(str, e)) for s, e in found.raw.collections.items()}
    return {name: detail for name, _kind, detail in
            complete(lines, len(lines) - 1, len(lines[-1]), path, found.raw, ids)}


def test_keys_of_movement_are_completed(shaped):
    """Inside `movement:` no key was offered: a designer had to know `adjacency`, `edges`
    and the rest by heart."""
    keys = _completions(shaped, "movement:\n  ")
    assert {"adjacency", "edges", "step_back", "pick_up", "last_drop"} <= keys.keys()
    assert {"columns", "rows", "walls"} <= _completions(shaped, "board:\n  ").keys()


def test_an_adjacency_is_completed_with_its_step_names(shaped):
    """After `adjacency:` nothing was offered. Now the four adjacencies are, each with the
    names of its steps (a hexagon's six), and so are an option's name (an option may set
    it) and the words of `pick_up:` and `step_back:`."""
    offered = _completions(shaped, "movement:\n  adjacency: ")
    assert {"orthogonal", "diagonal", "hexagonal", "graph"} <= offered.keys()
    assert "E, W, NE, NW, SE, SW" in offered["hexagonal"]
    assert "N, E, S, W" in offered["orthogonal"] and "tile" in offered["graph"]
    assert "loop_counts_own_drop" in offered  # an option of the base game
    assert {"all", "kind"} <= _completions(shaped, "movement:\n  pick_up: ").keys()
    assert {"yes", "no"} <= _completions(shaped, "movement:\n  step_back: ").keys()


def test_a_graph_s_edges_are_completed_with_tile_names(shaped):
    """After `edges:` of `movement:` the board's tile names are offered (a tile kind's
    `edges:`, the walled sides of a tile, is not a graph's and offers none)."""
    offered = _completions(shaped, "movement:\n  adjacency: graph\n  edges: a1-b1, b1-")
    assert {"a1", "c1", "f5"} <= offered.keys() and "g1" not in offered
    assert "a1" not in _completions(shaped, "tiles:\n  - id: oasis\n    edges: ")


def test_hover_on_an_adjacency_tells_its_steps(shaped):
    """Hover on `hexagonal` (or another adjacency) and on the keys of `movement:` said
    nothing."""
    from naqala_lsp.knowledge import hover

    found = shaped[1]
    lines = ["movement:", "  adjacency: hexagonal", "  edges: a1-b1", ""]
    said = hover(lines, 1, 16, found.raw, found.rs, "en")
    assert "E, W, NE, NW, SE, SW" in said and "shifted" in said
    assert "graph" in hover(lines, 1, 4, found.raw, found.rs, "en")
    assert "a1-b2" in hover(lines, 2, 4, found.raw, found.rs, "en")
    assert hover(["tiles:", "  - id: oasis", "    edges: NW"], 2, 5, found.raw, found.rs,
                 "en") is None  # not the graph's `edges:`


def test_hover_on_a_tile_of_a_graph_s_edges_tells_where_its_steps_lead(tmp_path):
    """Hover on a tile name in a graph's `edges:` said nothing; now it names the tiles
    its edges join it to, as the compiled board has them."""
    from naqala_lsp.analysis import analyse
    from naqala_lsp.knowledge import hover

    folder = overlay_folder(tmp_path, "graphy", GRAPH)
    found = analyse(folder, {})
    lines = (folder / "rules.yaml").read_text().split("\n")
    row = next(n for n, line in enumerate(lines) if "edges:" in line)
    said = hover(lines, row, lines[row].index("c3-d4") + 1, found.raw, found.rs, "en")
    assert said is not None and "**c3**" in said
    assert all(name in said for name in ("a1", "b3", "d4")) and "b2" not in said


def test_a_last_drop_condition_is_a_snippet_to_the_language_server(shaped):
    """`movement: last_drop:` is an effect-language condition, but the server read it as
    plain text: no functions were offered in it and hover on them said nothing."""
    from naqala_lsp.knowledge import hover

    offered = _completions(shaped, "movement:\n  last_drop: pieces(tile, piece) > 0 and ")
    assert {"pieces", "owner", "held"} <= offered.keys()
    said = hover(["movement:", "  last_drop: pieces(tile, piece) > 0"], 1, 15,
                 shaped[1].raw, shaped[1].rs, "en")
    assert said is not None and said.startswith("```\npieces(")


def test_the_locals_of_a_last_drop_condition_are_offered_and_told(shaped):
    """`tile`, `piece` and `dropped`, the names a `last_drop:` condition reads, were neither
    offered nor told on hover; now they are, there alone (elsewhere they are no names), and
    `can_sow`, which `check` refuses there, is offered elsewhere only."""
    from naqala.ruleset.mechanics import LANDING
    from naqala_lsp.knowledge import hover

    offered = _completions(shaped, "movement:\n  last_drop: pieces(tile, piece) > ")
    assert set(LANDING.names) <= offered.keys()
    assert not set(LANDING.barred) & offered.keys()  # `check` refuses them there
    elsewhere = _completions(shaped, "end_when: round > ").keys()
    assert not set(LANDING.names) & elsewhere and set(LANDING.barred) <= elsewhere
    said = hover(["movement:", "  last_drop: dropped = 0"], 1, 15, shaped[1].raw,
                 shaped[1].rs, "en")
    assert said is not None and "`dropped`" in said and "already dropped" in said


# The JSON Schema (`naqala schema`) -----------------------------------------------------------


def test_the_json_schema_knows_adjacencies_and_a_graph_s_edges():
    """An editor reading `naqala schema` offered nothing after `adjacency:` and took any
    text as a graph's `edges:`. Now it offers the four adjacencies (an option's name is
    still taken, as check takes it) and marks an edge that is not two tile names joined by
    '-', which a tile kind's `edges:` (walled sides, `NW, SE`) is not held to."""
    jsonschema = pytest.importorskip("jsonschema")
    from naqala.authoring.schema import json_schema

    schema = json_schema("data")
    movement = schema["properties"]["movement"]["properties"]
    assert ["orthogonal", "diagonal", "hexagonal", "graph"] in \
        [branch.get("enum") for branch in movement["adjacency"]["anyOf"]]
    validator = jsonschema.Draft7Validator(schema)

    def errors(data) -> list:
        return list(validator.iter_errors(data))

    assert not errors({"movement": {"adjacency": "hexagonal"}})
    assert not errors({"movement": {"adjacency": "board_shape"}})  # an option's name
    assert not errors({"movement": {"adjacency": "graph", "edges": "a1-b1, b1 - ab12,c3-d4"}})
    assert not errors({"tiles": [{"id": "workshop", "edges": "NW, SE, SE"}]})
    assert not errors({"movement": {"step_back": False, "pick_up": "kind"}})
    for bad in ("a1b1", "a1-b1, b1-", "a1-b1; b1-c1", "NW, SE"):
        assert errors({"movement": {"adjacency": "graph", "edges": bad}}), bad
