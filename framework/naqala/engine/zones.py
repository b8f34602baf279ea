"""Moving things between zones: bag, board, player supplies, bank, rows, draw and discard piles."""

from __future__ import annotations

from itertools import chain, repeat

from . import rng
from .budget import BUDGET, LIMIT


def draw_from_bag(ctx, n: int) -> list[int]:
    """Draw up to n random pieces from the bag; returns their kind indexes."""
    bag = ctx.state.own_bag()
    total = sum(bag)
    # The bag's pieces in a row, by kind: each draw takes the one at its number among those
    # left, popped in C (a game's set-up draws 90, and a loop over the kinds cost more).
    pieces = list(chain.from_iterable(map(repeat, range(len(bag)), bag)))
    drawn = list(map(pieces.pop, _draws(ctx, range(total, total - min(n, total), -1))))
    bag[:] = map(pieces.count, range(len(bag)))
    return drawn


def _draws(ctx, bounds: range) -> list[int]:
    """A random integer in [0, n) from the state's generator for each n of `bounds`, each
    spending its unit of work: `ctx.below` for many draws in one call (`rng.draws`)."""
    state, budget = ctx.state, BUDGET
    if state is budget.state and budget.used + len(bounds) <= LIMIT:  # `spend`, written out
        budget.used += len(bounds)
    else:
        for _ in bounds:
            budget.spend(ctx)
    state.rng, values = rng.draws(state.rng, bounds)
    return values


def gain_pieces(ctx, kind: int, n: int) -> None:
    """`n` pieces of `kind` go in front of the acting player, from wherever they were (a hand,
    the bag, another player): announced as `gained`, whatever moved them."""
    if n > 0:
        ctx.state.own_player(ctx.me).pieces[kind] += n
        ctx.emit("gained", {"piece": ctx.rs.piece_ids[kind], "number": n, "actor": ctx.me},
                 logged=False)


def shuffle(ctx, items: list) -> None:
    """Shuffle a list in place with the state's generator (Fisher-Yates)."""
    for i, j in zip(range(len(items) - 1, 0, -1), _draws(ctx, range(len(items), 1, -1))):
        items[i], items[j] = items[j], items[i]


def draw_card(ctx, deck_id: str) -> str | None:
    """The top card of a deck's draw pile, reshuffling its discard pile when empty."""
    drawn = draw_cards(ctx, deck_id, 1)
    return drawn[0] if drawn else None


def draw_cards(ctx, deck_id: str, n: int) -> list[str]:
    """The top `n` cards of a deck's draw pile, top first, reshuffling its discard pile
    into it when it is empty; fewer when both run out. Taken as one slice, not a card at a
    time: a refill draws a row's worth."""
    deck = ctx.state.own_deck(deck_id)
    drawn: list[str] = []
    while len(drawn) < n:
        if not deck.draw:
            if not deck.discard:
                break
            deck.draw, deck.discard = deck.discard, []
            shuffle(ctx, deck.draw)
        k = min(n - len(drawn), len(deck.draw))
        drawn += reversed(deck.draw[-k:])  # the top card first
        del deck.draw[-k:]
    return drawn


def row_slots(ctx, deck_id: str, first: int) -> list[int]:
    """Positions of the first `first` face-up cards of a row (skipping gaps if the deck says);
    none for `first` 0 or less."""
    row, first = ctx.state.decks[deck_id].row, max(first, 0)
    if ctx.rs.decks[deck_id]["skip_gaps"]:
        return [i for i, c in enumerate(row) if c is not None][:first]
    return [i for i, c in enumerate(row[:first]) if c is not None]


def refill(ctx, deck_id: str) -> None:
    """Slide a row's cards to the front and refill it from the draw pile. A full row is
    left as it is, and its deck is not owned."""
    row, size = ctx.state.decks[deck_id].row, ctx.rs.decks[deck_id]["row"]
    if None not in row and len(row) >= size:
        return
    cards = [c for c in row if c is not None]
    if len(cards) < size:
        cards += draw_cards(ctx, deck_id, size - len(cards))
    ctx.state.own_deck(deck_id).row = cards + [None] * (size - len(cards))


def discard_card(ctx, player: int, card: str) -> None:
    """A card leaves a player's hand for its deck's discard pile."""
    ctx.state.own_player(player).cards.remove(card)
    ctx.state.own_deck(ctx.rs.card_deck[card]).discard.append(card)
