"""Moving things between zones: bag, board, player supplies, bank, rows, draw and discard piles."""

from __future__ import annotations


def draw_from_bag(ctx, n: int) -> list[int]:
    """Draw up to n random pieces from the bag; returns their kind indexes."""
    bag = ctx.state.own_bag()
    drawn = []
    total = sum(bag)
    for _ in range(min(n, total)):
        r = ctx.below(total)
        total -= 1
        for kind, count in enumerate(bag):
            if r < count:
                bag[kind] -= 1
                drawn.append(kind)
                break
            r -= count
    return drawn


def gain_pieces(ctx, kind: int, n: int) -> None:
    """`n` pieces of `kind` go in front of the acting player, from wherever they were (a hand,
    the bag, another player): announced as `gained`, whatever moved them."""
    if n > 0:
        ctx.state.own_player(ctx.me).pieces[kind] += n
        ctx.emit("gained", {"piece": ctx.rs.piece_ids[kind], "number": n, "actor": ctx.me},
                 logged=False)


def shuffle(ctx, items: list) -> None:
    """Shuffle a list in place with the state's generator (Fisher-Yates)."""
    for i in range(len(items) - 1, 0, -1):
        j = ctx.below(i + 1)
        items[i], items[j] = items[j], items[i]


def draw_card(ctx, deck_id: str) -> str | None:
    """The top card of a deck's draw pile, reshuffling its discard pile when empty."""
    deck = ctx.state.own_deck(deck_id)
    if not deck.draw and deck.discard:
        deck.draw, deck.discard = deck.discard, []
        shuffle(ctx, deck.draw)
    return deck.draw.pop() if deck.draw else None


def row_slots(ctx, deck_id: str, first: int) -> list[int]:
    """Positions of the first `first` face-up cards of a row (skipping gaps if the deck says);
    none for `first` 0 or less."""
    row, first = ctx.state.decks[deck_id].row, max(first, 0)
    if ctx.rs.decks[deck_id]["skip_gaps"]:
        return [i for i, c in enumerate(row) if c is not None][:first]
    return [i for i, c in enumerate(row[:first]) if c is not None]


def refill(ctx, deck_id: str) -> None:
    """Slide a row's cards to the front and refill it from the draw pile."""
    deck = ctx.state.own_deck(deck_id)
    cards = [c for c in deck.row if c is not None]
    size = ctx.rs.decks[deck_id]["row"]
    while len(cards) < size:
        card = draw_card(ctx, deck_id)
        if card is None:
            break
        cards.append(card)
    deck.row = cards + [None] * (size - len(cards))


def discard_card(ctx, player: int, card: str) -> None:
    """A card leaves a player's hand for its deck's discard pile."""
    ctx.state.own_player(player).cards.remove(card)
    ctx.state.own_deck(ctx.rs.card_deck[card]).discard.append(card)
