"""Sets of different cards (selling and scoring them) and the final score table."""

from __future__ import annotations

from .decisions import Amount, Message, Option, Ref, Seat
from .zones import discard_card


def set_sizes(counts: list[int]) -> list[int]:
    """Split cards into sets of different types, widest first (optimal for convex tables)."""
    counts = [c for c in counts if c > 0]
    sizes = []
    while counts:
        sizes.append(len(counts))
        counts = [c - 1 for c in counts if c > 1]
    return sizes


def table_value(table: tuple[int, ...], size: int) -> int:
    return table[min(size, len(table)) - 1] if size > 0 else 0


def best_sets(counts: list[int], types: int, table: tuple[int, ...], wild: int) -> int:
    """The value of the cards as sets, each wild card joining the set it raises most."""
    sizes = set_sizes(counts)
    for _ in range(wild):
        gains = [(table_value(table, s + 1) - table_value(table, s), i)
                 for i, s in enumerate(sizes) if s < types]
        gains.append((table_value(table, 1), len(sizes)))
        _, i = max(gains)
        if i == len(sizes):
            sizes.append(1)
        else:
            sizes[i] += 1
    return sum(table_value(table, s) for s in sizes)


def class_counts(ctx, player: int, cls: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in ctx.state.players[player].cards:
        if ctx.rs.card_class.get(card) == cls:
            counts[card] = counts.get(card, 0) + 1
    return counts


def set_value(ctx, player: int, cls: str, table: str, wild: int) -> int:
    """Best value of a player's cards of a class as sets, with `wild` cards of any type."""
    counts = class_counts(ctx, player, cls)
    return best_sets(list(counts.values()), len(ctx.rs.class_types[cls]),
                     ctx.rs.tables[table], wild)


def sell(ctx, cls: str, table: str, counter: str) -> None:
    """Sell sets of different types: pick types one by one, then sell them, until done."""
    values = ctx.rs.tables[table]
    while True:
        chosen: list[str] = []
        while True:
            held = class_counts(ctx, ctx.me, cls)
            if not held:
                return
            opts = [Option(f"+{t}", t, label=Message("option-add-card",
                                                     {"card": Ref("cards", t)}))
                    for t in held if t not in chosen]
            worth = table_value(values, len(chosen))
            if chosen:
                opts.append(Option("sell", "sell", {"gold": worth}, Message(
                    "option-sell", {"n": len(chosen), "amount": Amount("counters", counter,
                                                                       worth)})))
            opts.append(Option("done", "done", label=Message("option-done")))
            pick = ctx.choose("sell", lambda o=opts: o,
                              lambda s: s[1:] if s.startswith("+") else s,
                              {"chosen": list(chosen)},
                              prompt=lambda c=chosen: Message("prompt-sell", {
                                  "chosen": [Ref("cards", x) for x in c]}))
            if pick == "done":
                return
            if pick == "sell":
                break
            chosen.append(pick)
        for card in chosen:
            discard_card(ctx, ctx.me, card)
        worth = table_value(values, len(chosen))
        ctx.state.players[ctx.me].counters[counter] += worth
        ctx.log("sold_set", actor=Seat(ctx.me), cards=[Ref("cards", x) for x in chosen],
                amount=Amount("counters", counter, worth))
        ctx.emit("sold", {"cards": len(chosen), "actor": ctx.me}, logged=False)


def top_seats(scores: list[dict]) -> list[int]:
    """Every seat with the highest total of a score table (ties are shared)."""
    totals = [row["total"] for row in scores]
    return [p for p, t in enumerate(totals) if t == max(totals)]
