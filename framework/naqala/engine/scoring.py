"""Sets of cards (selling and scoring them) and the final score table.

What a set is comes from the ruleset (`rs.set_rules`, a `SetRule` per table; docs/authoring.md,
`tables:`): cards of `different` types of a class or cards of one type (`alike`), which card
types are `wild` (join any set as a type it lacks), and the table of values by set size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache, partial
from itertools import filterfalse
from operator import methodcaller

from .budget import bounded, fault
from .context import answered
from .decisions import Amount, Message, Option, Ref, Seat
from .zones import discard_card

SET_KINDS = ("different", "alike")


@dataclass(frozen=True)
class SetRule:
    """A table of values by set size, and what makes a set for it."""

    values: tuple[int, ...] = ()
    alike: bool = False
    wild: tuple[str, ...] = ()


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


def best_sets(counts: list[int], types: int, table: tuple[int, ...], wild: int,
              alike: bool = False) -> int:
    """The value of the cards as sets, each wild card joining the set it raises most."""
    sizes = [c for c in counts if c > 0] if alike else set_sizes(counts)
    for _ in range(wild):
        gains = [(table_value(table, s + 1) - table_value(table, s), i)
                 for i, s in enumerate(sizes) if alike or s < types]
        gains.append((table_value(table, 1), len(sizes)))
        _, i = max(gains)
        if i == len(sizes):
            sizes.append(1)
        else:
            sizes[i] += 1
    return sum(table_value(table, s) for s in sizes)


def _counts(rs, cards, cls: str, but: tuple[str, ...]) -> dict[str, int]:
    """How many cards of each type of a class are among `cards` (types in `but` left out)."""
    counts: dict[str, int] = {}
    for card in cards:
        if rs.card_class.get(card) == cls and card not in but:
            counts[card] = counts.get(card, 0) + 1
    return counts


# A hand's cards of a class, kept for the hands met again: every question of a sale reads
# them, and the hand does not change while a set is chosen. The dict is shared: read-only.
@lru_cache(maxsize=4096)
def _held(rs, cards: tuple[str, ...], cls: str, but: tuple[str, ...]) -> dict[str, int]:
    """`_counts` of a hand."""
    return _counts(rs, cards, cls, but)


def _held_now(ctx, cls: str, rule: SetRule) -> dict[str, int]:
    """`_held` of the acting player's hand, but the table's wild cards."""
    return _held(ctx.rs, tuple(ctx.state.players[ctx.me].cards), cls, rule.wild)


def set_value(ctx, player: int, cls: str, table: str, wild: int) -> int:
    """Best value of a player's cards of a class as sets, with `wild` cards of any type
    besides the table's own wild cards the player holds (no more than the game's cards:
    each wild card is weighed against every set, so a runaway count would never end)."""
    try:
        return _set_value(ctx.rs, tuple(ctx.state.players[player].cards), cls, table, wild)
    except ValueError as err:  # a count of wild cards past the game's
        raise fault(ctx, err) from None


@lru_cache(maxsize=4096)
def _set_value(rs, cards: tuple[str, ...], cls: str, table: str, wild: int) -> int:
    """`set_value` of a hand of cards, kept for the hands met again: a score table reads
    every seat's sets, and a hand changes far less often than a table is read."""
    if wild > (total := sum(rs.card_counts.values())):
        raise ValueError(f"sets() was given {wild} wild cards, more than the {total} cards of "
                         "the game")
    rule = rs.set_rules[table]
    counts = _counts(rs, cards, cls, rule.wild)
    wild += sum(cards.count(w) for w in rule.wild)
    return best_sets(list(counts.values()), len(rs.class_types[cls]), rule.values, wild,
                     rule.alike)


def _additions(ctx, rule: SetRule, cls: str, chosen: list[str],
               held: dict[str, int]) -> Iterable[str]:
    """Card types that may join the set being chosen (`held`: the class's cards held, but
    wild ones)."""
    if rule.alike:
        kinds = [t for t in chosen if t not in rule.wild]
        out = [t for t, n in held.items() if not kinds or (t == kinds[0] and n > len(kinds))]
    elif len(chosen) >= len(ctx.rs.class_types[cls]):
        return ()
    else:
        out = filterfalse(chosen.__contains__, held)  # no frame per card type
    if not rule.wild:
        return out
    cards = ctx.state.players[ctx.me].cards
    return [*out, *(w for w in rule.wild if cards.count(w) > chosen.count(w))]


_unprefixed = methodcaller("removeprefix", "+")  # an option's card type: `+CARD` is CARD


def _sell_options(ctx, rule: SetRule, cls: str, counter: str, chosen: list,
                  held: dict[str, int]) -> list[Option]:
    """The options while a set is chosen: add a card, sell the cards chosen, or stop."""
    opts = list(map(_add_option, _additions(ctx, rule, cls, chosen, held)))
    if chosen:
        opts.append(_sell_option(rule.values, len(chosen), counter))
    opts.append(DONE)
    return opts


# The options of a sale are the same in every game: they are made once (an option is
# read-only), and the labels when first read.
DONE = Option("done", "done", label=Message("option-done"))


@lru_cache(maxsize=1024)
def _add_option(card: str) -> Option:
    return Option(f"+{card}", card, label=partial(_add_label, card))


def _add_label(card: str) -> Message:
    return Message("option-add-card", {"card": Ref("cards", card)})


@lru_cache(maxsize=1024)
def _sell_option(values: tuple[int, ...], n: int, counter: str) -> Option:
    worth = table_value(values, n)
    return Option("sell", "sell", {"worth": worth}, partial(_sell_label, n, counter, worth))


def _sell_label(n: int, counter: str, worth: int) -> Message:
    return Message("option-sell", {"n": n, "amount": Amount("counters", counter, worth)})


def sell(head: object, cls: str, table: str, counter: str, ctx, progress: tuple = ()) -> None:
    """Sell sets of cards of a class for a counter: pick cards one by one, then sell them,
    until done. Each question is given `(head, (cards chosen, cards held))`, `head` naming
    the statement that can go on from it (as `sowing.sow` does); going on (`progress`), the
    answer is `answered` and the cards held are not counted again. (In this order, a sale
    of constant arguments is one `partial` that both runs and goes on, `verbs.v_sell`: its
    questions pass no frame but this one.)"""
    rule = ctx.rs.set_rules[table]
    # The class's cards held (but wild ones), read once a set: nothing is discarded while
    # it is chosen. While none are held, the sale is over.
    if progress:
        chosen, held = progress
        picked, pick = list(chosen), _unprefixed(answered(ctx))
    else:
        held, picked, pick = _held_now(ctx, cls, rule), [], None
    while held:
        while True:  # the cards of one set, one question each
            if pick is None:
                # Options are made only when the choice is asked, not replayed; its context
                # and prompt once per cards chosen, and their words when read.
                chosen = tuple(picked)
                context, prompt = _sale_words(chosen)
                pick = ctx.choose("sell", partial(_sell_options, ctx, rule, cls, counter,
                                                  picked, held),
                                  _unprefixed, context, prompt=prompt,
                                  checkpoint=(head, (chosen, held)))
            if pick == "done":
                return
            if pick == "sell":
                break
            picked.append(pick)
            pick = None
        _sold(ctx, rule, counter, picked)
        held, picked, pick = _held_now(ctx, cls, rule), [], None


@lru_cache(maxsize=1024)
def _sale_words(chosen: tuple[str, ...]) -> tuple[Callable[[], dict], Callable[[], Message]]:
    """The context and prompt of a sale's question once `chosen` are chosen: the same in
    every game (each is made when read, a decision's context its own copy)."""
    return partial(_chosen, chosen), partial(_sell_prompt, chosen)


def _chosen(chosen: tuple[str, ...]) -> dict:
    return {"chosen": list(chosen)}


def _sell_prompt(chosen: tuple[str, ...]) -> Message:
    return Message("prompt-sell", {"chosen": [Ref("cards", x) for x in chosen]})


def _sold(ctx, rule: SetRule, counter: str, picked: list[str]) -> None:
    """The cards `picked` are sold as a set: discarded, and their worth gained."""
    for card in picked:
        discard_card(ctx, ctx.me, card)
    worth = table_value(rule.values, len(picked))
    counters = ctx.state.own_player(ctx.me).counters
    counters[counter] = bounded(ctx, counters[counter] + worth, f"counter '{counter}'")
    ctx.tell("sold_set", _sold_args, ctx.me, tuple(picked), counter, worth)
    ctx.emit("sold", {"cards": len(picked), "actor": ctx.me}, logged=False)


def _sold_args(seat: int, picked: tuple[str, ...], counter: str, worth: int) -> dict:
    """A sale's arguments in the game's log (`sold_set`), made when read."""
    return {"actor": Seat(seat), "cards": [Ref("cards", x) for x in picked],
            "amount": Amount("counters", counter, worth)}


def top_seats(scores: list[dict]) -> list[int]:
    """Every seat with the highest total of a score table (ties are shared)."""
    totals = [row["total"] for row in scores]
    return [p for p, t in enumerate(totals) if t == max(totals)]
