"""Verbs that move things between players and tiles: steal, usurp, shift, discard.

Expansions need these (a Thief takes from an opponent); they are general: any ruleset may
use them.
"""

from __future__ import annotations

from ..engine import zones
from ..engine.decisions import Message, Option, Ref, Seat
from .functions import cards_of
from .terms import Stmt, Verb, among, fail, needs_owner_counter, type_word


def v_steal(c, a, node) -> Stmt:
    """steal N of KINDS-or-CARDS from PLAYER: take pieces or cards from a player, one by one."""
    nf, wf, pf = a["0"].fn, a["of"].fn, a["from"].fn
    what = a["of"].type
    if what not in ("ids", "id:pieces", "id:decks", "id:classes", "id:cards"):
        raise fail(node, "'steal' takes pieces (of [kind, ...]) or cards (of a deck, class "
                         "or card type)", "D217")
    pieces = what in ("ids", "id:pieces")
    prompt = c.prompter("steal")

    def pool(ctx, victim):
        rs, wanted = ctx.rs, wf(ctx)
        if pieces:
            kinds = wanted if isinstance(wanted, list) else [wanted]
            held = ctx.state.players[victim].pieces
            return [rs.piece_ids[i] for i, n in enumerate(held) if n and rs.piece_ids[i] in kinds]
        return list(dict.fromkeys(cards_of(ctx, victim, wanted)))

    def held(ctx, victim) -> int:
        """How many items the victim holds that may be stolen (the most one steal takes)."""
        rs, wanted = ctx.rs, wf(ctx)
        if pieces:
            kinds = wanted if isinstance(wanted, list) else [wanted]
            return sum(n for i, n in enumerate(ctx.state.players[victim].pieces)
                       if rs.piece_ids[i] in kinds)
        return len(cards_of(ctx, victim, wanted))

    def run(ctx):
        victim = pf(ctx)
        for _ in range(min(nf(ctx), held(ctx, victim))):
            present = pool(ctx, victim)
            if not present:
                return
            item = ctx.choose(
                "steal", lambda p=present: [Option(x, x, label=Message(
                    "option-name", {"name": ctx.ref(x)})) for x in p], str, {"from": victim},
                prompt=lambda: prompt(victim=Seat(victim)))
            them = ctx.state.own_player(victim)
            if pieces:
                i = ctx.rs.piece_index[item]
                them.pieces[i] -= 1
                zones.gain_pieces(ctx, i, 1)
            else:
                them.cards.remove(item)
                ctx.state.own_player(ctx.me).cards.append(item)
            ctx.emit("stolen", {"item": item, "victim": victim, "actor": ctx.me})

    def possible(ctx):
        # From a `choose`: possible when some player offered has something to steal (asking
        # nothing now); an empty choice, or victims with nothing, make it impossible.
        source = a["from"].source
        victims = [pf(ctx)] if source is None else source(ctx)
        return any(pool(ctx, v) for v in victims)
    return Stmt(run, possible)


def v_usurp(c, a, node) -> Stmt:
    """usurp TILE: an owned tile becomes yours; its owner's marker goes back to them."""
    needs_owner_counter(c, node, "usurp")
    tf = a["0"].fn

    def run(ctx):
        counter = ctx.rs.owner_counter
        tile = tf(ctx)
        owner = ctx.state.owner[tile]
        if ctx.state.players[ctx.me].counters[counter] <= 0 or owner is None or \
                owner == ctx.me:
            return
        ctx.state.own_player(owner).counters[counter] += 1
        ctx.state.own_player(ctx.me).counters[counter] -= 1
        ctx.state.own_owner()[tile] = ctx.me
        ctx.emit("claimed", {"tile": tile, "actor": ctx.me})

    def possible(ctx):
        return ctx.state.players[ctx.me].counters[ctx.rs.owner_counter] > 0 and (
            a["0"].source is None or bool(a["0"].source(ctx)))
    return Stmt(run, possible)


def v_shift(c, a, node) -> Stmt:
    """shift 1 of TOKENS from TILE to TILE: move a token (chosen among kinds) between tiles."""
    if a["of"].type not in ("id:tokens", "ids", "id:*"):
        raise fail(a["of"].node or node, f"'shift' moves tokens (of a list of token kinds, "
                                         f"or one), not {type_word(a['of'].type)}", "D217")
    tokens = frozenset(c.names.ids["tokens"])
    kf = among(c, a["of"], node, "shift", tokens, "tokens")
    nf, ff, tf = a["0"].fn, a["from"].fn, a["to"].fn
    prompt = c.prompter("shift")

    def run(ctx):
        rs = ctx.rs
        source = ff(ctx)
        kinds = kf(ctx)
        kinds = kinds if isinstance(kinds, list) else [kinds]
        there = sum(ctx.state.tokens[source][rs.token_index[k]] for k in kinds)
        for _ in range(min(nf(ctx), there)):  # each token moves at most once
            present = [k for k in kinds if ctx.state.tokens[source][rs.token_index[k]]]
            if not present:
                return
            token = ctx.choose(
                "shift", lambda p=present: [Option(k, k, label=Message(
                    "option-name", {"name": Ref("tokens", k)})) for k in p], str,
                prompt=lambda: prompt(tile=ctx.place(source)))
            target = tf(ctx)
            i = rs.token_index[token]
            ctx.state.own_tokens(source)[i] -= 1
            ctx.state.own_tokens(target)[i] += 1
            ctx.note("shifted", actor=ctx.me, token=token, tile=source,
                     to=ctx.place(target))
            # No `placed` event: the token is moved, not placed from the bank (so a card
            # triggered by placing does not react to a move).

    def possible(ctx):
        kinds = kf(ctx)
        kinds = kinds if isinstance(kinds, list) else [kinds]
        index = ctx.rs.token_index
        source, target = a["from"].source, a["to"].source
        sources = [ff(ctx)] if source is None else source(ctx)
        if not any(ctx.state.tokens[t][index[k]] for t in sources for k in kinds):
            return False
        return target is None or bool(target(ctx))
    return Stmt(run, possible)


def v_discard(c, a, node) -> Stmt:
    """discard CARD: one of your cards goes to its deck's discard pile."""
    cf = a["0"].fn

    def run(ctx):
        card = cf(ctx)
        if card in ctx.state.players[ctx.me].cards:
            zones.discard_card(ctx, ctx.me, card)
            ctx.note("discarded", actor=ctx.me, card=card)

    def possible(ctx):
        return cf(ctx) in ctx.state.players[ctx.me].cards
    return Stmt(run, possible)


TRANSFER_VERBS = {
    "steal": Verb(("num",), {"of": "any", "from": "player"}, v_steal,
                  announces=frozenset({"stolen", "gained"})),
    "usurp": Verb(("tile",), {}, v_usurp, asks=False, announces=frozenset({"claimed"})),
    "shift": Verb(("num",), {"of": "any", "from": "tile", "to": "tile"}, v_shift,
                  announces=frozenset()),
    "discard": Verb(("id:cards",), {}, v_discard, asks=False, announces=frozenset()),
}
