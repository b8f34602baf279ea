"""Costs of the effect language (`pay A and B or C`, `pay any X`): items that are held
pieces, cards or counters, compiled to closures."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from functools import lru_cache, partial
from types import MappingProxyType

from lark import Tree

from ..engine import zones
from ..engine.budget import EffectFault, running
from ..engine.context import answers_itself
from ..engine.decisions import Amount, Message, Option, Ref, Seat
from ..errors import unknown_hint
from .source import bound, function, join
from .terms import Stmt, always, fail


def _cost_items(names, tree: Tree) -> tuple[list[Mapping], tuple | None]:
    """A cost's alternatives ({item kind: count} each) and its one `any` item, if any."""
    alts: list[Mapping] = []
    any_item = None
    for option in tree.children:
        items: dict = {}
        for item in option.children:
            if item.data == "any_item":
                if any_item is not None:
                    raise fail(item, "a cost may hold only one 'any' item", "D220")
                any_item = _cost_kind(names, item.children[0])
                continue
            count, name = item.children
            key = _cost_kind(names, name)
            items[key] = items.get(key, 0) + (int(count) if count is not None else 1)
        if items:
            alts.append(MappingProxyType(items))  # shown in options' fields
    return alts, any_item


def compile_cost(compiler, tree: Tree, as_name: str | None) -> Stmt:
    """`pay A and B or C ...` with items that are held pieces, cards or counters."""
    alts, any_item = _cost_items(compiler.names, tree)
    if any_item is not None and alts:
        raise fail(tree, "'any' cannot be mixed with fixed costs", "D220")
    prompt = compiler.prompter("pay", as_name)
    offers = compiler.names.offers  # what this cost may offer, for naqala.vocabulary
    if any_item is not None:
        offers.setdefault("pay.any", set()).add(any_item)
        return replace(_pay_any(any_item, as_name, prompt), binds=bool(as_name))
    if not alts:
        raise fail(tree, "a cost needs at least one alternative", "D221")
    ids = list(map(_option_id, alts))
    offers.setdefault("pay", set()).update(ids)
    # What each alternative's payment logs, made once (read-only, as a log's arguments are).
    items = [tuple(Amount(*k, n) for k, n in a.items()) for a in alts]
    labels = [Message("option-pay", {"items": list(i)}) for i in items]
    # An option is read-only: each alternative's is made once, and offered in every game.
    options = [Option(ids[i], i, {"cost": a}, labels[i]) for i, a in enumerate(alts)]
    needs = [tuple(a.items()) for a in alts]
    affords = [_affording(items) for items in needs]
    narrows = _narrows(needs)

    def offered(ctx) -> list[Option]:  # read when asked: a hidden counter may narrow it
        return [o for o, check in zip(options, affords) if check(ctx)]

    def run(ctx, start: int | None = None) -> None:
        """Ask which alternative to pay, then pay it; the statement's `resume` too (one
        frame for its question): going on from the answer (`start`: where its question
        began), whether the cost could be paid when it was asked is not read again."""
        if start is None:
            if not possible(ctx):  # nothing paid: the name says so
                if as_name:
                    ctx.env[as_name] = 0
                return
            start = ctx.choices.pos
        else:
            ctx.choices.pos = start
        i = 0 if alone and answers_itself(ctx, alone) else \
            ctx.choose("pay", partial(offered, ctx), ids.index, prompt=prompt,
                       checkpoint=(run, start), narrows=narrows)
        for kind, n in needs[i]:
            _pay(ctx, kind, n)
        ctx.tell("paid", _paid, ctx.me, items[i])
        if as_name:
            ctx.env[as_name] = sum(alts[i].values())

    possible = affords[0] if len(needs) == 1 else _affording(*needs)
    alone = tuple(ids) if len(ids) == 1 else None  # offered alone whenever it is possible
    return Stmt(run, possible, binds=bool(as_name), resume=run, head=run)


def _option_id(alternative: Mapping) -> str:
    """The option id of a cost's alternative: its items joined by `+`, each after its count
    where it is more than one."""
    return "+".join(f"{n}{k[1]}" if n > 1 else k[1] for k, n in alternative.items())


def _narrows(needs: list[tuple]) -> bool:
    """Whether a hidden counter may narrow a cost's options (`Ctx.choose`): not where they
    read no counter, nor where there is one alternative, offered whenever the cost is
    asked (it is paid only where `possible`)."""
    return len(needs) > 1 and any(where == "counters" for items in needs
                                  for (where, _), _ in items)


def _paid(seat: int, items) -> dict:
    """The arguments of `paid` in the game's log, made when read: search and random games
    read few logs."""
    return {"actor": Seat(seat), "items": items}


def _paid_any(seat: int, kind: tuple[str, str], n: int) -> dict:
    """The arguments of `paid` for `n` of an item (`pay any`), made when read."""
    return _paid(seat, [Amount(*kind, n)])


# What reads how many of an item the acting player holds (`player`), as Python source.
HELD = {"pieces": "player.pieces[ctx.rs.piece_index[{}]]", "cards": "player.cards.count({})",
        "counters": "player.counters[{}]"}


def _affording(*alternatives: tuple[tuple[tuple[str, str], int], ...]) -> Callable:
    """A function of `ctx`: whether the acting player holds every `(kind, n)` of one of the
    `alternatives` of a cost, made as one function (`dsl/source.py`): costs are checked at
    every moment a power may be used, and a call per item cost more than the check."""
    tests = []
    for items in alternatives:
        held = [join(f"({HELD[where]} >= {{}})", bound(name), bound(n))
                for (where, name), n in items]
        tests.append(join("(" + " and ".join("{}" for _ in held) + ")", *held))
    test = join(" or ".join("{}" for _ in tests), *tests)
    return function(["player = ctx.state.players[ctx.me]", f"return {test.text}"], test.names)


NOTHING = ("0",)  # the id of paying none (`pay any`), the one option where none is held
MOST_ANY = 100_000  # answers of a `pay any` question, as many as `moves --count` counts


def _pay_any(kind, as_name, prompt):
    def offered(ctx) -> Iterator[Option]:  # 0 to what is held, read when asked
        return map(partial(_any_option, kind), range(_have(ctx.rs, ctx.state.players[ctx.me],
                                                           kind) + 1))

    def run(ctx, start: int | None = None) -> None:
        """Ask how many to pay, then pay them; the statement's `resume` too (one frame for
        its question): going on from the answer (`start`: where its question began), what
        was held when it was asked is not read again."""
        if start is None:
            held = _have(ctx.rs, ctx.state.players[ctx.me], kind)
            if held >= MOST_ANY:  # a million answers took half a minute and 800 MB to make
                raise EffectFault(f"{running(ctx)}: 'pay any {kind[1]}' would offer "
                                  f"{held + 1:,} answers (0 to {held}), but a question offers "
                                  f"at most {MOST_ANY:,}; a runaway number?")
            start, alone = ctx.choices.pos, not (held or narrows)  # "0" alone
        else:
            ctx.choices.pos, alone = start, False
        n = 0 if alone and answers_itself(ctx, NOTHING) else \
            ctx.choose("pay.any", partial(offered, ctx), int, prompt=asked,
                       checkpoint=(run, start), narrows=narrows)
        if n:
            _pay(ctx, kind, n)
            ctx.tell("paid", _paid_any, ctx.me, kind, n)
        if as_name:
            ctx.env[as_name] = n
    asked = partial(prompt, item=Ref(*kind))  # a message made when read, the same each time
    narrows = kind[0] == "counters"  # a hidden one may narrow the options (`Ctx.choose`)
    return Stmt(run, always, resume=run, head=run)


# The options of `pay any` are the same in every game: each is made once (an option is
# read-only), its label when first read (a bot reads none).
@lru_cache(maxsize=1024)
def _any_option(kind: tuple[str, str], n: int) -> Option:
    return Option(str(n), n, {"item": kind[1]}, partial(_amount, kind, n))


def _amount(kind: tuple[str, str], n: int) -> Message:
    """The label of paying `n` of a kind of item."""
    return Message("option-amount", {"n": Amount(*kind, n)})


def _cost_kind(names, token) -> tuple[str, str]:
    name = str(token)
    for kind in ("pieces", "cards", "counters"):
        if name in names.ids.get(kind, ()):
            return kind, name
    known = [*names.ids.get("pieces", ()), *names.ids.get("cards", ()),
             *names.ids.get("counters", ())]
    hint = unknown_hint(name, known, names.removed) or \
        " (a cost is paid in pieces, cards or counters)"
    raise fail(token, f"unknown cost item '{name}'{hint}", "D222")


def _have(rs, player, kind: tuple[str, str]) -> int:
    where, name = kind
    if where == "pieces":
        return player.pieces[rs.piece_index[name]]
    if where == "cards":
        return player.cards.count(name)
    return player.counters[name]


def _pay(ctx, kind, n: int) -> None:
    where, name = kind
    if where == "pieces":
        i = ctx.rs.piece_index[name]
        ctx.state.own_player(ctx.me).pieces[i] -= n
        ctx.state.own_bag()[i] += n
    elif where == "cards":
        for _ in range(n):
            zones.discard_card(ctx, ctx.me, name)
    else:
        ctx.state.own_player(ctx.me).counters[name] -= n
