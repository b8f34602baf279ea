"""Rows whose slots stay put (docs/effects.md, "Rows whose slots stay put"): the verbs
take_slot and restock and the function position, on the blank position of tests/test_dsl.py.
"""

from __future__ import annotations

from test_dsl import T, blank, possible, run, value


def _row(s, cards):
    djinns = s.decks["djinns"]
    djinns.draw.extend(c for c in djinns.row if c)
    djinns.row = list(cards)
    for c in cards:
        if c in djinns.draw:
            djinns.draw.remove(c)
    return djinns


def test_position_counts_in_board_order_from_one():
    s = blank()  # villages on b2 and e4
    assert value("position(final, tiles where kind = village)", s) == 0  # c3 is a market
    s.turn["final"] = T["e4"]
    assert value("position(final, tiles where kind = village)", s) == 2
    s.turn["final"] = T["b2"]
    assert value("position(final, tiles where kind = village)", s) == 1


def test_take_slot_takes_that_slot_only_and_announces_it():
    s = blank()
    s.players[1].cards = ["baal"]  # Ba'al pays 2 when an opponent takes a Djinn
    djinns = _row(s, ["enki", None, "jafaar"])
    assert not possible("take_slot 2 from djinns", s)
    assert not possible("take_slot 4 from djinns", s) and not possible("take_slot 0 from djinns", s)
    ctx = run("take_slot 3 from djinns", s)
    assert s.players[0].cards == ["jafaar"] and djinns.row == ["enki", None, None]
    assert ctx.choices.record == () and s.turn["new"] == ["jafaar"]
    assert s.players[1].counters["gold"] == 52


def test_restock_fills_gaps_in_place_and_refill_slides():
    s = blank()
    djinns = _row(s, ["enki", None, "jafaar"])
    top = djinns.draw[-1]
    run("restock djinns", s)
    assert djinns.row == ["enki", top, "jafaar"]
    djinns = _row(s, [None, "enki", None])
    run("refill djinns", s)
    assert djinns.row[0] == "enki"
