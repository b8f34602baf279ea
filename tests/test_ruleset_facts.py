"""The base ruleset encodes the numbers of docs/base-game.md."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from naqala import ruleset
from naqala.ruleset import load

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"


@pytest.fixture(scope="module")
def rs():
    return load("five_tribes", folders=[RULESETS])


def test_thirty_tiles_with_printed_values(rs):
    assert dict(rs.tile_kinds) == {
        "village": {"count": 5, "values": (5,) * 5, "colour": "blue", "blocked": False},
        "sacred_place": {"count": 7, "values": (6, 6, 6, 6, 10, 12, 15), "colour": "blue",
                         "blocked": False},
        "oasis": {"count": 6, "values": (8,) * 6, "colour": "red", "blocked": False},
        "small_market": {"count": 8, "values": (6,) * 8, "colour": "red", "blocked": False},
        "large_market": {"count": 4, "values": (4,) * 4, "colour": "red", "blocked": False},
    }
    kinds = rs.tile_kinds.values()
    assert sum(k["count"] for k in kinds) == 30
    assert sum(sum(k["values"]) for k in kinds) == 198
    assert sum(k["count"] for k in kinds if k["colour"] == "blue") == 12
    assert sum(k["count"] for k in kinds if k["colour"] == "red") == 18
    assert dict(rs.tile_colour) == {k: v["colour"] for k, v in rs.tile_kinds.items()}


def test_board_is_six_by_five(rs):
    assert (rs.columns, rs.rows) == (6, 5)
    assert rs.setup_pieces == 3
    assert rs.columns * rs.rows == sum(k["count"] for k in rs.tile_kinds.values())


def test_ninety_meeples_by_colour(rs):
    pieces = {p: (rs.piece_colours[p], n) for p, n in zip(rs.piece_ids, rs.piece_counts)}
    assert pieces == {
        "vizier": ("yellow", 16),
        "elder": ("white", 20),
        "builder": ("blue", 18),
        "merchant": ("green", 18),
        "assassin": ("red", 18),
    }
    assert sum(rs.piece_counts) == 90
    # Setup drops 3 meeples on each of the 30 tiles: the bag is then empty.
    assert rs.setup_pieces * rs.columns * rs.rows == sum(rs.piece_counts)


def test_fifty_four_resource_cards(rs):
    resources = {c: n for c, n in rs.card_counts.items() if rs.card_deck[c] == "resources"}
    assert resources == {"ivory": 2, "jewels": 2, "gold_bars": 2, "papyrus": 4, "silk": 4,
                         "spice": 4, "fish": 6, "wheat": 6, "pottery": 6, "fakir": 18}
    assert sum(resources.values()) == 54
    merchandise = {c for c in resources if rs.card_class.get(c) == "merchandise"}
    assert len(merchandise) == 9
    assert sum(resources[c] for c in merchandise) == 36
    assert rs.card_class["fakir"] == "fakir"
    assert rs.decks["resources"]["row"] == 9


def test_twenty_two_djinns(rs):
    djinns = sorted(c for c, d in rs.card_deck.items() if d == "djinns")
    assert len(djinns) == 22
    assert all(rs.card_counts[d] == 1 for d in djinns)
    assert all(d not in rs.card_class for d in djinns)
    assert Counter(rs.card_vp[d] for d in djinns) == {4: 4, 5: 1, 6: 10, 8: 5, 10: 2}
    assert {d: rs.card_vp[d] for d in djinns} == {
        "al_amin": 5, "anun_nak": 8, "baal": 6, "boaz": 6, "bouraq": 6, "echidna": 4,
        "enki": 8, "hagis": 10, "haurvatat": 8, "iblis": 8, "jafaar": 6, "kandicha": 6,
        "kumarbi": 6, "lamia": 10, "leta": 4, "marid": 6, "monkir": 6, "nekir": 6,
        "shamhat": 6, "sibittis": 4, "sloar": 8, "utug": 4,
    }
    assert set(rs.card_vp) == set(djinns)
    assert rs.decks["djinns"]["row"] == 3


def test_turn_order_track(rs):
    assert rs.tracks["turn_order"]["costs"] == (0, 0, 0, 1, 3, 5, 8, 12, 18)
    assert rs.tracks["turn_order"]["pays"] == "gold"
    assert rs.tracks["turn_order"]["shared_cost"] == 0
    assert rs.tracks["bid_order"]["spots"] == "markers"


def test_suit_table(rs):
    assert rs.tables["suit_table"] == (1, 3, 7, 13, 21, 30, 40, 50, 60)


def test_players(rs):
    assert dict(rs.players) == {
        2: {"markers": 2, "start": {"camels": 11}},
        3: {"markers": 1, "start": {"camels": 8}},
        4: {"markers": 1, "start": {"camels": 8}},
    }
    assert rs.counters["gold"] == {"start": 50, "hidden": True}
    assert rs.owner_counter == "camels"


def test_bank(rs):
    assert dict(zip(rs.token_ids, rs.token_supply)) == {"palm": 12, "palace": 10}


def test_options_and_their_defaults(rs):
    assert dict(rs.options) == {
        "loop_counts_own_drop": 1,
        "power_uses_per_turn": 1,
        "rows_skip_gaps": 1,
        "hidden_gold": 1,
        "discount_free_spots": 0,
        "powers_paid_after": 0,
        "baal_pays_for_itself": 1,
        "echidna_doubles_kandicha": 0,
        "offer_idle_powers": 0,
    }
    for name, option in rs.raw.options.items():
        assert option["doc"], f"option {name} has no doc"
    assert rs.own_drops_count is True
    assert rs.power_uses == 1
    assert rs.decks["resources"]["skip_gaps"] is True


def test_hash_is_stable(tmp_path):
    first = load(RULESETS / "five_tribes")
    ruleset.clear_cache()
    second = load(RULESETS / "five_tribes")
    assert first is not second
    assert first.hash == second.hash
    assert len(first.hash) == 64
    copy = shutil.copytree(RULESETS / "five_tribes", tmp_path / "five_tribes")
    assert load(copy).hash == first.hash


def test_hash_changes_with_content(tmp_path):
    original = load(RULESETS / "five_tribes").hash
    copy = shutil.copytree(RULESETS / "five_tribes", tmp_path / "five_tribes")
    tracks = copy / "components.yaml"
    tracks.write_text(tracks.read_text().replace("0, 0, 0, 1, 3, 5, 8, 12, 18",
                                                 "0, 0, 0, 1, 3, 5, 8, 12, 20"))
    changed = load(copy)
    assert changed.hash != original
    assert changed.tracks["turn_order"]["costs"][-1] == 20


def test_hash_changes_with_options(tmp_path):
    original = load(RULESETS / "five_tribes").hash
    copy = shutil.copytree(RULESETS / "five_tribes", tmp_path / "five_tribes")
    manifest = copy / "manifest.yaml"
    text = manifest.read_text()
    manifest.write_text(text.replace("default: 1", "default: 2", 1))
    changed = load(copy)
    assert changed.hash != original
    assert changed.options["power_uses_per_turn"] == 2
