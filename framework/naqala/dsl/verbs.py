"""The built-in verbs of the effect language (`place`, `take`, `draw`, `sow`, `bid`...), each
compiled to closures; its control statements are in `statements.py`, its costs in `costs.py`.

Every verb documents itself in `docs/effects.md`; a test checks that none is missing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from operator import add

from ..engine import zones
from ..engine.budget import bounded
from ..engine.context import answers_itself, place, ref
from ..engine.decisions import Amount, Message, Option, Ref, Seat, Suspend, shared_amount
from ..engine.scoring import sell
from ..engine.sowing import sow, sow_on
from ..engine.tracks import bid, move_marker, no_marker
from . import source
from .slots import SLOT_VERBS
from .terms import (
    Expr,
    Head,
    Stmt,
    Verb,
    always,
    among,
    asked_again,
    fail,
    fixed,
    needs_owner_counter,
    passed_on,
    rerun,
    type_word,
)
from .transfers import TRANSFER_VERBS
from .tribute import TRIBUTE_VERBS


def _target_possible(target: Expr):
    return target.exists or always


def v_place(c, a, node) -> Stmt:
    """place TOKEN on TILE: a token from the bank onto a tile (skipped if the bank has none)."""
    kf, on = a["0"].fn, a["on"]
    tf, tpos = on.fn, _target_possible(on)

    def run(ctx):
        token = kf(ctx)
        i = ctx.rs.token_index[token]
        if ctx.state.supply[i] <= 0:
            return
        tile = tf(ctx)
        ctx.state.own_supply()[i] -= 1
        ctx.state.own_tokens(tile)[i] += 1
        ctx.emit("placed", {"tile": tile, "token": token, "actor": ctx.me})

    def possible(ctx):
        return ctx.state.supply[ctx.rs.token_index[kf(ctx)]] > 0 and tpos(ctx)
    return Stmt(run, possible)


def v_claim(c, a, node) -> Stmt:
    """claim TILE: put one of your owner markers (a counter) on a tile nobody owns."""
    needs_owner_counter(c, node, "claim")
    tf, tpos = a["0"].fn, _target_possible(a["0"])

    def run(ctx):
        counter = ctx.rs.owner_counter
        if ctx.state.players[ctx.me].counters[counter] <= 0:
            return
        tile = tf(ctx)
        if ctx.state.owner[tile] is not None:
            return
        ctx.state.own_player(ctx.me).counters[counter] -= 1
        ctx.state.own_owner()[tile] = ctx.me
        ctx.emit("claimed", {"tile": tile, "actor": ctx.me})

    def possible(ctx):
        return ctx.state.players[ctx.me].counters[ctx.rs.owner_counter] > 0 and tpos(ctx)
    return Stmt(run, possible)


def v_put(c, a, node) -> Stmt:
    """put N from bag on TILE: draw up to N random pieces from the bag onto a tile."""
    _zone(a, "from", node, "bag")
    nf, tf, tpos = a["0"].fn, a["on"].fn, _target_possible(a["on"])

    def run(ctx):
        tile = tf(ctx)
        drawn = zones.draw_from_bag(ctx, nf(ctx))
        cells = ctx.state.own_cells(tile)
        for kind in drawn:
            cells[kind] += 1
        ctx.note("put", actor=ctx.me, tile=tile, pieces=_amounts(ctx, drawn))

    def possible(ctx):
        return sum(ctx.state.bag) > 0 and tpos(ctx)
    return Stmt(run, possible)


def v_take(c, a, node) -> Stmt:
    """take N from DECK [first K]: choose N face-up cards among the first K of its row."""
    nf, df = a["0"].fn, a["from"].fn
    ff = a["first"].fn if a["first"] else None
    known = fixed(a["0"], a["from"], a["first"])
    prompt = c.prompter("take")

    def run(ctx):
        start = ctx.choices.pos  # where its questions begin (its arguments may ask)
        want, deck, first = known or (nf(ctx), df(ctx), ff(ctx) if ff else None)
        row = ctx.state.decks[deck].row
        if first is None:
            first = len(row)
        offered = zones.row_slots(ctx, deck, first)
        if want >= len(offered):  # every card offered is taken: nothing to choose
            picks = offered
        else:
            picks = []
            for k in range(want):
                left = [i for i in offered if i not in picks]
                picks.append(ctx.choose(
                    "take", lambda s=left: [_slot_option(row[i], i) for i in s], _slot,
                    {"deck": deck},
                    prompt=lambda k=k: prompt(deck=Ref("decks", deck), n=want - k,
                                              first=first), checkpoint=(run, start)))
        for slot in picks:  # a trigger of `taken` may have taken a later pick meanwhile
            row = ctx.state.own_deck(deck).row
            card, row[slot] = row[slot], None
            if card is not None:
                _gain_card(ctx, deck, card)

    def possible(ctx):
        deck, first = known[1:] if known else (df(ctx), ff(ctx) if ff else None)
        if first is None:
            first = len(ctx.state.decks[deck].row)
        return bool(zones.row_slots(ctx, deck, first)) and \
            (known[0] if known else nf(ctx)) > 0
    return Stmt(run, possible, resume=rerun(run), head=run)


def _slot(oid: str) -> int:
    """The row slot (0-based) a `take` option names (`CARD@SLOT`)."""
    return int(oid.rsplit("@", 1)[1]) - 1


# Options that name only ruleset ids are made once each and shared by every game (an
# option is read-only), their labels when first read (bots and searches read none).
@lru_cache(maxsize=4096)
def _slot_option(card: str, i: int) -> Option:
    """Taking `card` from a row's slot `i` (0-based)."""
    return Option(f"{card}@{i + 1}", i, label=partial(_card_slot, card, i + 1))


def _card_slot(card: str, slot: int) -> Message:
    """The label of taking a card from a row's slot."""
    return Message("option-card-slot", {"card": Ref("cards", card), "slot": slot})


@lru_cache(maxsize=1024)
def _card_option(card: str) -> Option:
    """Keeping a card drawn."""
    return Option(card, card, label=partial(_named, "option-card", "card", "cards", card))


@lru_cache(maxsize=1024)
def _piece_option(piece: str, i: int) -> Option:
    """Removing a piece of a kind (`i`: its index)."""
    return Option(piece, i, label=partial(_named, "option-piece", "piece", "pieces", piece))


def _named(message: str, arg: str, section: str, key: str) -> Message:
    """A label naming one ruleset id."""
    return Message(message, {arg: Ref(section, key)})


def _gain_card(ctx, deck: str, card: str) -> None:
    """A card joins my hand; it is new this turn and `taken` is announced."""
    ctx.state.own_player(ctx.me).cards.append(card)
    ctx.state.own_turn("new").append(card)
    ctx.emit("taken", {"deck": deck, "card": card, "actor": ctx.me})


def v_draw(c, a, node) -> Stmt:
    """draw N from DECK [keep K]: take the top N cards of the pile, keep K, discard the rest."""
    nf, df = a["0"].fn, a["from"].fn
    kf = a["keep"].fn if a["keep"] else None
    prompt = c.prompter("keep")

    def run(ctx):
        deck = df(ctx)
        drawn = []
        for _ in range(nf(ctx)):  # stops when the pile and its discards are empty
            card = zones.draw_card(ctx, deck)
            if card is None:
                break
            drawn.append(card)
        keep = kf(ctx) if kf else len(drawn)
        # held while the choice waits, so that no card is ever nowhere
        ctx.state.own_player(ctx.me).cards.extend(drawn)
        if keep < len(drawn):
            ctx.note("drew", actor=ctx.me, deck=deck, n=len(drawn))
        keeping(ctx, deck, drawn, [], keep)

    def keeping(ctx, deck: str, drawn: list, kept: list, keep: int) -> None:
        """Keep `keep` of the cards drawn, one question each, and discard the others."""
        while drawn and len(kept) < keep:
            card = drawn[0] if len(drawn) <= keep - len(kept) else ctx.choose(
                "keep", lambda: [_card_option(x) for x in dict.fromkeys(drawn)], str,
                {"deck": deck, "drawn": tuple(drawn)},
                prompt=lambda: prompt(deck=Ref("decks", deck), n=keep - len(kept)),
                checkpoint=(run, (deck, tuple(drawn), tuple(kept), keep)))
            drawn.remove(card)
            kept.append(card)
        for card in drawn:
            zones.discard_card(ctx, ctx.me, card)
            ctx.note("discarded", actor=ctx.me, card=card)
        for card in kept:  # a trigger of `taken` may have taken a later one meanwhile
            hand = ctx.state.own_player(ctx.me).cards
            if card in hand:
                hand.remove(card)
                _gain_card(ctx, deck, card)

    def resume(ctx, progress):  # the deck, the cards drawn and kept so far, how many to keep
        deck, drawn, kept, keep = progress
        keeping(ctx, deck, list(drawn), list(kept), keep)

    def possible(ctx):
        d = ctx.state.decks[df(ctx)]
        return bool(d.draw or d.discard)
    return Stmt(run, possible, resume=resume, head=run)


def _counter_verb(sign: int):
    def build(c, a, node) -> Stmt:
        nf, cf = a["0"].fn, a["1"].fn

        def run(ctx):
            p, counter = ctx.state.own_player(ctx.me), cf(ctx)
            before = p.counters[counter]
            p.counters[counter] = bounded(ctx, max(0, before + sign * nf(ctx)),
                                          f"counter '{counter}'")
            change = abs(p.counters[counter] - before)
            if not change:
                return
            if sign < 0 and ctx.rs.counters[counter]["hidden"]:  # a loss cut short at zero
                # would tell what a hidden counter holds: its owner alone sees it
                ctx.log("lost", (ctx.me,), **_changed(ctx.me, counter, change))
            else:
                ctx.tell("gained" if sign > 0 else "lost", _changed, ctx.me, counter, change)
        return Stmt(run, always)
    return build


def _changed(seat: int, counter: str, change: int) -> dict:
    """The arguments of `gained` and `lost` in the game's log (made when read where
    everyone sees them, as `_handed`)."""
    return {"actor": Seat(seat), "amount": shared_amount("counters", counter, change)}


v_gain = _counter_verb(1)
v_gain.__doc__ = "gain N COUNTER: add to one of your counters."
v_lose = _counter_verb(-1)
v_lose.__doc__ = "lose N COUNTER: take from one of your counters, never below zero."


def _zone(a, key, node, want):
    if a[key].name != want:
        got = f"'{a[key].name}'" if a[key].name else type_word(a[key].type)
        raise fail(a[key].node or node, f"expected '{want}' here, got {got}", "D217")


def v_keep(c, a, node) -> Stmt:
    """keep hand: the pieces in your hand go in front of you."""
    _zone(a, "0", node, "hand")

    def run(ctx):
        p = ctx.state.own_player(ctx.me)
        kept = p.hand  # the log may read it later: the seat gets a new list, not this one
        if any(kept):
            ctx.tell("kept", _handed, ctx.rs, ctx.me, kept)
        p.hand = [0] * len(kept)
        for kind, n in enumerate(kept):
            if n:  # a call per kind held, not per kind
                zones.gain_pieces(ctx, kind, n)
    return Stmt(run, always)


def _handed(rs, seat: int, hand: list[int]) -> dict:
    """The arguments of `kept` and `returned` in the game's log, made when read (a hand is
    kept or returned at most turns, and search and random games read few logs)."""
    return {"actor": Seat(seat), "pieces": _hand(rs, hand)}


def _hand(rs, counts: list[int]) -> list[Amount]:
    """Pieces by kind as message arguments (`3 pieces of a kind`)."""
    ids = rs.piece_ids
    return [shared_amount("pieces", ids[i], n) for i, n in enumerate(counts) if n]


def _amounts(ctx, kinds: list[int]) -> list[Amount]:
    """Drawn piece kinds, counted, as message arguments."""
    counts = [0] * len(ctx.rs.piece_ids)
    for k in kinds:
        counts[k] += 1
    return _hand(ctx.rs, counts)


def v_return(c, a, node) -> Stmt:
    """return hand to bag: the pieces in your hand go back into the bag."""
    _zone(a, "0", node, "hand")
    _zone(a, "to", node, "bag")

    def run(ctx):
        p = ctx.state.own_player(ctx.me)
        returned = p.hand  # read by the log later, as `kept` is
        if any(returned):
            ctx.tell("returned", _handed, ctx.rs, ctx.me, returned)
        bag = ctx.state.own_bag()
        bag[:] = map(add, bag, returned)
        p.hand = [0] * len(returned)
    return Stmt(run, always)


def v_pickup(c, a, node) -> Stmt:
    """pickup KIND from TILE: every piece of that kind on the tile goes into your hand."""
    block = source.applied(_pickup, source.of(a["from"]), source.of(a["0"]))
    return Stmt(block.function(), always, block=block)


def _pickup(ctx, tile: int | None, name: str | None) -> None:
    """Every piece of kind `name` on `tile` goes into my hand."""
    if name is None or tile is None:  # no piece or tile named: nothing to pick up
        return
    kind = ctx.rs.piece_index[name]
    n = ctx.state.cells[tile][kind]
    ctx.state.own_cells(tile)[kind] = 0
    ctx.state.own_player(ctx.me).hand[kind] += n
    ctx.state.own_turn()["picked"] = n
    ctx.tell("picked", _picked, ctx.rs, ctx.state.tiles, ctx.me, tile, kind, n)


def _picked(rs, tiles: Sequence[str], seat: int, tile: int, kind: int, n: int) -> dict:
    """The arguments of `picked` in the game's log, made when read (as `_handed`)."""
    return {"actor": Seat(seat), "tile": place(rs, tiles, tile),
            "pieces": [shared_amount("pieces", rs.piece_ids[kind], n)]}


def v_collect(c, a, node) -> Stmt:
    """collect N KIND from bag: pieces of a kind leave the bag and go in front of you."""
    nf, kf = a["0"].fn, a["1"].fn
    _zone(a, "from", node, "bag")

    def run(ctx):
        kind = ctx.rs.piece_index[kf(ctx)]
        n = min(nf(ctx), ctx.state.bag[kind])
        ctx.state.own_bag()[kind] -= n
        if n:
            ctx.note("collected", actor=ctx.me,
                     pieces=[shared_amount("pieces", ctx.rs.piece_ids[kind], n)])
        zones.gain_pieces(ctx, kind, n)
    return Stmt(run, always)


def v_remove(c, a, node) -> Stmt:
    """remove N [of KINDS] from TILE-or-PLAYER to bag [as EVENT]: one piece at a time, chosen."""
    nf, src = a["0"].fn, a["from"]
    kf = a["of"].fn if a["of"] else None
    ef = _announced(c, a["as"], node, "remove ... as") if a["as"] else None
    _zone(a, "to", node, "bag")
    if src.type not in ("tile", "player"):
        raise fail(src.node or node, f"'remove' takes pieces from a tile or a player, "
                                     f"not {type_word(src.type)}", "D217")
    on_board = src.type == "tile"
    sf = src.fn
    prompt = c.prompter("remove")

    def pool(ctx, where):
        counts = ctx.state.cells[where] if on_board else ctx.state.players[where].pieces
        ids, kinds = ctx.rs.piece_ids, kf(ctx) if kf else None
        if isinstance(kinds, str):
            kinds = (kinds,)
        return [i for i, n in enumerate(counts) if n > 0 and (kinds is None or ids[i] in kinds)]

    def run(ctx):
        where = sf(ctx)
        counts = ctx.state.cells[where] if on_board else ctx.state.players[where].pieces
        removing(ctx, where, min(nf(ctx), sum(counts)))

    def removing(ctx, where, times: int) -> None:  # one question a piece, `times` at most
        counts = ctx.state.own_cells(where) if on_board else \
            ctx.state.own_player(where).pieces
        ids, event = ctx.rs.piece_ids, ef(ctx) if ef else None
        for left in range(times, 0, -1):
            present = pool(ctx, where)
            if not present:
                return
            kind = ctx.choose(  # (the pieces are listed before: no counter narrows them)
                "remove", lambda p=present: [_piece_option(ids[i], i) for i in p],
                ctx.rs.piece_index.__getitem__,
                prompt=lambda: prompt(**{"from": ctx.place(where) if on_board else Seat(where)}),
                checkpoint=(run, (where, left)), narrows=False)
            counts[kind] -= 1
            ctx.state.own_bag()[kind] += 1
            fields = {"piece": ids[kind], "tile": where if on_board else None,
                      "victim": None if on_board else where, "actor": ctx.me}
            if event:
                ctx.emit(event, fields)
            else:
                ctx.log("removed", **ctx.meanings(fields))

    def resume(ctx, progress):  # the tile or player, and the pieces left to remove
        removing(ctx, *progress)
    return Stmt(run, (lambda ctx: bool(pool(ctx, sf(ctx)))) if src.source is None else always,
                resume=resume, head=run)


def _announced(c, event: Expr, node, verb: str) -> Callable:
    """The function of an event a ruleset announces itself (`emit`, `remove ... as`): one of
    its own `events`, not one the engine announces with fields of its own."""
    own = frozenset(c.names.ids["events"] - c.names.engine_events)
    return among(c, event, node, verb, own, "events of the ruleset's 'events:' list (" +
                 (", ".join(sorted(own)) or "none declared") + ")")


def v_emit(c, a, node) -> Stmt:
    """emit EVENT: announce a ruleset event, so that cards triggered by it act."""
    ef = _announced(c, a["0"], node, "emit")

    def run(ctx):
        ctx.emit(ef(ctx), {"actor": ctx.me, "piece": None, "tile": None, "victim": None})
    return Stmt(run, always)


def v_perform(c, a, node) -> Stmt:
    """perform ID: run the `action` of the tile kind or piece kind named by ID."""
    head = Head("perform")
    # Its start as Python source, which the `if` or sequence around it writes into its own
    # function: an action's questions then pass no frame of `perform` on their way out (each
    # costs, docs/speed.md). It catches them to add the action's key to their checkpoint.
    key, suspend, passed, named, said = (source.of(a["0"]), source.bound(Suspend),
                                         source.bound(passed_on), source.bound(head),
                                         source.bound(_performs))
    start = source.Block((
        f"key = {key.text}",
        "if key in ctx.rs.actions:",
        f'    ctx.tell("performs", {said.text}, ctx.rs, ctx.me, key)',
        "    action = ctx.rs.actions[key]",
        "    try:",
        "        action.run(ctx)",
        f"    except {suspend.text}:",
        f"        {passed.text}(ctx, {named.text}, {{action.head: key}})",
        "        raise",
        '    ctx.emit("performed", {"action": key, "actor": ctx.me}, logged=False)'),
        source.named(key, suspend, passed, named, said), 2)

    def then(after: tuple[Stmt, ...]) -> tuple[Callable, Callable]:
        """Its run and resume, running the statements `after` once done."""
        rest = source.run_in_order(after) if after else None

        def resume(ctx, progress: tuple) -> None:
            """Go on with the action (`progress`: its id, and its progress), then announce
            it."""
            key, inner = progress
            action = ctx.rs.actions[key]
            try:
                action.resume(ctx, inner)
            except Suspend:  # the action is its one part
                passed_on(ctx, head, {action.head: key})
                raise
            ctx.emit("performed", {"action": key, "actor": ctx.me}, logged=False)
            if rest is not None:
                rest(ctx)
        return source.in_order(start, *map(source.block_of, after)).function(), resume
    run, resume = then(())
    return Stmt(run, always, resume=resume, head=head, then=then, block=start)


def _performs(rs, seat: int, key: str) -> dict:
    """The arguments of `performs` in the game's log, made when read (as `_handed`)."""
    return {"actor": Seat(seat), "action": ref(rs, key)}


def v_sow(c, a, node) -> Stmt:
    """sow: pick up all pieces of a tile and drop them one by one on a path (see movement);
    a move stopped at a drop goes on from there."""
    head = Head("sow")

    def then(after: tuple[Stmt, ...]) -> tuple[Callable, Callable]:
        """Its run and resume, running the statements `after` once the move is done."""
        rest = source.run_in_order(after) if after else None
        run = source.in_order(source.applied(sow, source.bound(head)),
                              *map(source.block_of, after)).function()
        return run, partial(sow_on, head, rest)  # its resume, with no frame of its own
    run, resume = then(())
    return Stmt(run, always, resume=resume, head=head, then=then)


def v_finish(c, a, node) -> Stmt:
    """finish after N: the game ends when round N ends (this round, if N is now or past)."""
    after = a["after"].fn

    def run(ctx):
        n = after(ctx)
        if n > ctx.state.round:
            ctx.state.own_flags()["finish_after"] = bounded(ctx, n, "the round to finish after")
        else:
            ctx.state.own_flags()["finishing"] = 1
    return Stmt(run, always)


ANY_TRACK = "*"  # in `Names.seated`: a track named by an expression, not known in advance


def _seats(c, track: Expr) -> None:
    """Note that turn markers are put on `track` (docs/decisions.md, hardening)."""
    c.names.seated.add(track.name if track.name in c.names.tracks else ANY_TRACK)


def v_move(c, a, node) -> Stmt:
    """move marker to TRACK: your turn marker goes to the first empty spot of a track."""
    _zone(a, "0", node, "marker")
    tf = a["to"].fn
    known = fixed(a["to"])
    _seats(c, a["to"])

    def run(ctx):
        if ctx.state.turn["marker"] < 0:
            raise no_marker(ctx, "move marker")
        move_marker(ctx, known[0] if known else tf(ctx))
    return Stmt(run, always)


# Every bid of constant arguments goes on alike: its checkpoint keeps its track and card.
# So they share one head and one resume, and an `if` whose branches are such bids passes
# their questions on as they are (`statements.if_then`).
BID = Head("bid")
BID_ON = partial(bid, BID, None, None)  # `bid(BID, None, None, ctx, progress)`


def v_bid(c, a, node) -> Stmt:
    """bid on TRACK [discount CARD]: take a spot and pay its cost (cards buy cheaper spots)."""
    tf = a["on"].fn
    cf = a["discount"].fn if a["discount"] else None
    known = fixed(a["on"], a["discount"])
    info = c.names.tracks.get(a["on"].name)
    if info is not None and not (info["costs"] and info["pays"]):
        raise fail(a["on"].node, f"track '{a['on'].name}' cannot be bid on: it needs "
                                 "'costs' and a 'pays' counter", "D224",
                   ("tracks", a["on"].name, "pays" if info["costs"] else "costs"))
    _seats(c, a["on"])
    if known:  # one partial runs it (`bid`): no frame of its own
        return Stmt(partial(bid, BID, *known), always, resume=BID_ON, head=BID)

    def run(ctx, start: int | None = None) -> None:
        """Bid, or (`start`: where it began) run again from there: its `resume` too."""
        if start is None:
            start = ctx.choices.pos  # where its questions begin (its arguments may ask)
        else:
            ctx.choices.pos = start
        if ctx.state.turn["marker"] < 0:
            raise no_marker(ctx, "bid")
        try:
            bid(run, tf(ctx), cf(ctx) if cf else None, ctx)
        except Suspend:  # every question here is answered again from its start
            asked_again(ctx, run, start)
            raise
    return Stmt(run, always, resume=run, head=run)


def v_sell(c, a, node) -> Stmt:
    """sell CLASS by TABLE for COUNTER: sell sets of cards of a class for a counter."""
    cf, tf, gf = a["0"].fn, a["by"].fn, a["for"].fn
    known = fixed(a["0"], a["by"], a["for"])
    if known:  # one partial runs it and goes on (`sell`): no frame of its own
        head = Head("sell")
        go = partial(sell, head, *known)
        return Stmt(go, always, resume=go, head=head)

    def run(ctx, progress: tuple | None = None) -> None:
        """Sell, or go on (`progress`: the class, table and counter read when the sale
        began, and what its question kept, `scoring.sell`): the statement's `run` and its
        `resume`."""
        cls, table, counter, kept = progress or (cf(ctx), tf(ctx), gf(ctx), ())
        try:
            sell(run, cls, table, counter, ctx, kept)
        except Suspend:  # its own question keeps what the sale read as it began
            cp = ctx.choices.checkpoint
            if cp is not None and cp[0] is run:
                ctx.choices.checkpoint = (run, (cls, table, counter, cp[1]))
            raise
    return Stmt(run, always, resume=run, head=run)


def v_refill(c, a, node) -> Stmt:
    """refill DECK: slide the row's cards to the front and refill it from the draw pile."""
    df = a["0"].fn
    known = fixed(a["0"])

    def run(ctx):
        deck = known[0] if known else df(ctx)
        zones.refill(ctx, deck)
        ctx.note("refilled", deck=deck)
    return Stmt(run, always)


def v_pause(c, a, node) -> Stmt:
    """pause: a moment where the acting player may use powers before going on."""
    return pause(c.prompter("pause"), "option-finish")


def pause(prompt, label: str) -> Stmt:
    """A moment to use powers, asked with `prompt`; its one answer `done` reads as `label`."""
    done = (Option("done", None, label=Message(label)),)

    def options() -> tuple[Option, ...]:
        return done

    def run(ctx):
        if not answers_itself(ctx, DONE):  # its one option is always the same
            ctx.choose("pause", options, _nothing, prompt=prompt,
                       checkpoint=(run, ctx.choices.pos), narrows=False)
    return Stmt(run, always, resume=rerun(run), head=run)


DONE = ("done",)  # the id of a pause's one option


def _nothing(_oid: str) -> None:
    """What a pause's answer stands for."""


NONE: frozenset = frozenset()
GAINED = frozenset({"gained"})  # pieces went in front of a player (`zones.gain_pieces`)

# Verbs that always act for the player whose turn it is: refused in a step of a phase with no
# `order` (D225); other statements that need one fail in play (docs/decisions.md, hardening).
ACTING = frozenset({"gain", "lose", "claim", "keep", "collect", "take", "draw", "move", "bid",
                    "sell", "steal", "usurp", "discard", "take_slot"})

VERBS: dict[str, Verb] = {
    "place": Verb(("id:tokens",), {"on": "tile"}, v_place, asks=False,
                  announces=frozenset({"placed"})),
    "claim": Verb(("tile",), {}, v_claim, asks=False, announces=frozenset({"claimed"})),
    "put": Verb(("num",), {"from": "zone", "on": "tile"}, v_put, asks=False, announces=NONE),
    "take": Verb(("num",), {"from": "id:decks", "first": "num?"}, v_take,
                 announces=frozenset({"taken"})),
    "draw": Verb(("num",), {"from": "id:decks", "keep": "num?"}, v_draw,
                 asks=lambda a: a["keep"] is not None, announces=frozenset({"taken"})),
    "gain": Verb(("num", "id:counters"), {}, v_gain, asks=False, announces=NONE),
    "lose": Verb(("num", "id:counters"), {}, v_lose, asks=False, announces=NONE),
    "keep": Verb(("zone",), {}, v_keep, asks=False, announces=GAINED),
    "return": Verb(("zone",), {"to": "zone"}, v_return, asks=False, announces=NONE),
    "pickup": Verb(("id:pieces",), {"from": "tile"}, v_pickup, asks=False, announces=NONE),
    "collect": Verb(("num", "id:pieces"), {"from": "zone"}, v_collect, asks=False,
                    announces=GAINED),
    "remove": Verb(("num",), {"of": "ids?", "from": "any", "to": "zone", "as": "id:events?"},
                   v_remove),
    "emit": Verb(("id:events",), {}, v_emit, asks=False),
    "perform": Verb(("id:*",), {}, v_perform),
    "sow": Verb((), {}, v_sow, announces=frozenset({"dropped"})),
    "finish": Verb((), {"after": "num"}, v_finish, asks=False, announces=NONE),
    "move": Verb(("marker",), {"to": "id:tracks"}, v_move, asks=False, announces=NONE),
    "bid": Verb((), {"on": "id:tracks", "discount": "id:cards?"}, v_bid, announces=NONE),
    "sell": Verb(("id:classes",), {"by": "id:tables", "for": "id:counters"}, v_sell,
                 announces=frozenset({"sold"})),
    "refill": Verb(("id:decks",), {}, v_refill, asks=False, announces=NONE),
    "pause": Verb((), {}, v_pause, announces=NONE),
    **TRANSFER_VERBS,
    **SLOT_VERBS,
    **TRIBUTE_VERBS,
}
