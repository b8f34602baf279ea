"""Hexagonal and graph boards (docs/authoring.md, `movement:`) through the public API's
labels, the AI adapters (docs/ai.md) and the language server: what a programmer or a
designer meets there."""

from __future__ import annotations

from helpers import GRAPH, HEXAGONAL, at_move_start

from naqala import Text, label

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
