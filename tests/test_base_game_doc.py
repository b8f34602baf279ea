"""docs/base-game.md says what the `five_tribes` ruleset encodes: its tables of tiles, Djinns
and options are read here and compared with the compiled ruleset, so the page cannot drift."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from naqala.ruleset import load

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "base-game.md"


@pytest.fixture(scope="module")
def rs():
    return load("five_tribes", folders=[ROOT / "rulesets"])


def table(heading: str) -> list[list[str]]:
    """The rows (cells stripped) of the first Markdown table under `## heading`."""
    section = DOC.read_text(encoding="utf-8").split(f"## {heading}\n", 1)[1].split("\n## ")[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows[2:]]


def ident(cell: str) -> str:
    """The ruleset id written in backticks in a cell."""
    return re.search(r"`([a-z_]+)`", cell).group(1)


def test_the_tile_table_is_the_rulesets(rs):
    rows = table("Tiles")
    assert {ident(r[0]) for r in rows} == set(rs.tile_kinds)
    for name, count, values, colour, *_ in rows:
        kind = rs.tile_kinds[ident(name)]
        assert int(count) == kind["count"], name
        printed = [int(v) for v in re.findall(r"\d+", values)]
        each = printed * kind["count"] if "each" in values else printed
        assert each == list(kind["values"]), name
        assert colour == kind["colour"], name


def test_the_djinn_table_is_the_rulesets(rs):
    rows = table("The 22 Djinns")
    djinns = {ident(r[0]): int(r[1]) for r in rows}
    assert djinns == {d: rs.card_vp[d] for d in djinns}
    assert set(djinns) == {c for c, deck in rs.card_deck.items() if deck == "djinns"}
    costed = {ident(r[0]) for r in rows if r[2] != "-"}
    assert costed - {"kumarbi"} == set(rs.powers)  # Kumarbi's Fakirs are spent in the bid


def test_the_option_table_is_the_rulesets(rs):
    rows = table("Where the rules are ambiguous")
    said = {ident(r[0]): r[1] for r in rows}
    assert set(said) == set(rs.options)
    words = {"yes": "1", "no": "0"}
    for name, default in said.items():
        assert str(rs.options[name]) == words.get(default, default), name
