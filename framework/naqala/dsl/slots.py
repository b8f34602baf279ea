"""Rows whose slots stay put: a card that lies on a place of the board, not in a sliding row.

A deck's row is usually slid to the front and refilled (`refill`). A row may instead stand
for places, slot N being the N-th tile of a set (`position`): its card is taken from that
slot only (`take_slot`) and only empty slots are filled again, where they are (`restock`).
"""

from __future__ import annotations

from ..engine import zones
from .terms import Function, Stmt, Verb, always


def v_take_slot(c, a, node) -> Stmt:
    """take_slot N from DECK: the card in slot N of the row (counting from 1) joins your hand."""
    nf, df = a["0"].fn, a["from"].fn

    def slot(ctx):
        n, row = nf(ctx), ctx.state.decks[df(ctx)].row
        return n - 1 if 1 <= n <= len(row) and row[n - 1] is not None else None

    def run(ctx):
        i = slot(ctx)
        if i is None:
            return
        deck = df(ctx)
        row = ctx.state.own_deck(deck).row
        card, row[i] = row[i], None
        ctx.state.own_player(ctx.me).cards.append(card)
        ctx.state.own_turn("new").append(card)
        ctx.emit("taken", {"deck": deck, "card": card, "actor": ctx.me})

    return Stmt(run, lambda ctx: slot(ctx) is not None)


def v_restock(c, a, node) -> Stmt:
    """restock DECK: fill the row's empty slots in place from the draw pile (no sliding)."""
    df = a["0"].fn

    def run(ctx):
        deck = df(ctx)
        row = ctx.state.own_deck(deck).row
        for i, card in enumerate(row):
            if card is None:
                row[i] = zones.draw_card(ctx, deck)
    return Stmt(run, always)


def _position(ctx, tile, tiles) -> int:
    order = list(tiles)
    return order.index(tile) + 1 if tile in order else 0


SLOT_VERBS = {
    "take_slot": Verb(("num",), {"from": "id:decks"}, v_take_slot),
    "restock": Verb(("id:decks",), {}, v_restock),
}

SLOT_FUNCTIONS = {
    "position": Function(("tile", "tiles"), "num", _position,
                         "where a tile stands in a set of tiles, counting from 1 in board "
                         "order (0 if it is not in the set)"),
}
