"""A levy on several players at once: `tribute`.

Each player of a set gives up things of one kind, of their own choosing; what they give up
goes at once where that kind normally goes (pieces to the bag, cards to their deck's discard
pile, tokens to the bank, tiles back to nobody, their owner marker home). Then the acting
player takes some of it back from there. So every thing is in exactly one zone at every
moment, even while a choice waits, and what is not taken is already where it belongs.
"""

from __future__ import annotations

from ..engine import zones
from ..engine.decisions import Message, Option, Ref, Seat
from .functions import cards_of
from .terms import Scope, Stmt, Verb, fail, needs_owner_counter, type_word

CARD_TYPES = ("id:decks", "id:classes", "id:cards")


def _mode(c, what, node) -> str:
    """What is levied, from the type of `of`: pieces, tokens, cards or tiles."""
    if what.type == "tiles":
        needs_owner_counter(c, node, "tribute of tiles")
        return "tiles"
    if what.type in CARD_TYPES:
        return "cards"
    if what.type in ("id:pieces", "id:tokens"):
        return what.type[3:]
    if what.type == "ids" and getattr(what.node, "data", None) == "list_lit":
        kinds = {c.expression(child, Scope(), "id:*").type for child in what.node.children}
        if kinds in ({"id:pieces"}, {"id:tokens"}):
            return kinds.pop()[3:]
    raise fail(what.node or node, f"'tribute' levies pieces or tokens (of [kind, ...]), cards "
                                  f"(of a deck, class or card type) or tiles, not "
                                  f"{type_word(what.type)}", "D217")


def _named(thing) -> Message:
    return Message("option-name", {"name": thing})


def _kinds(value) -> list:
    return value if isinstance(value, list) else [value]


class _Levy:
    """The things of one mode: what a player can give up, giving it up, taking it back."""

    def __init__(self, mode: str, what, on):
        self.mode, self.what, self.on = mode, what, on

    def offered(self, ctx, player: int) -> list[Option]:
        """The things `player` may give up now, each an option."""
        rs, s, wanted = ctx.rs, ctx.state, self.what(ctx)
        if self.mode == "pieces":
            held = s.players[player].pieces
            return [Option(k, k, label=_named(Ref("pieces", k))) for k in _kinds(wanted)
                    if held[rs.piece_index[k]]]
        if self.mode == "cards":
            return [Option(c, c, label=_named(Ref("cards", c)))
                    for c in dict.fromkeys(cards_of(ctx, player, wanted))]
        if self.mode == "tiles":
            return [Option(rs.geometry.names[t], t, label=_named(ctx.place(t)))
                    for t in wanted if s.owner[t] == player]
        names = rs.geometry.names
        return [Option(f"{names[t]}:{k}", (t, k), label=Message(
                    "option-token-on", {"token": Ref("tokens", k), "tile": ctx.place(t)}))
                for t, o in enumerate(s.owner) if o == player
                for k in _kinds(wanted) if s.tokens[t][rs.token_index[k]]]

    def named(self, ctx, thing):
        """What the taker may take back, as a message argument."""
        if self.mode == "tiles":
            return ctx.place(thing)
        return Ref({"pieces": "pieces", "cards": "cards"}.get(self.mode, "tokens"), thing)

    def give_up(self, ctx, player: int, thing) -> object:
        """`player` gives up `thing`: it goes where its kind normally goes. Returns what the
        taker may take back (a piece kind, a card type, a tile or a token kind)."""
        rs, s = ctx.rs, ctx.state
        if self.mode == "pieces":
            i = rs.piece_index[thing]
            s.own_player(player).pieces[i] -= 1
            s.own_bag()[i] += 1
        elif self.mode == "cards":
            zones.discard_card(ctx, player, thing)
        elif self.mode == "tiles":
            s.own_owner()[thing] = None
            s.own_player(player).counters[rs.owner_counter] += 1
        else:
            tile, token = thing
            s.own_tokens(tile)[rs.token_index[token]] -= 1
            s.own_supply()[rs.token_index[token]] += 1
            return token
        return thing

    def can_take(self, ctx, thing) -> bool:
        if self.mode == "tiles":
            return ctx.state.players[ctx.me].counters[ctx.rs.owner_counter] > 0
        if self.mode == "tokens":
            return self.on is not None
        return True

    def take(self, ctx, thing) -> None:
        """The acting player takes one thing back from where it went."""
        rs, s = ctx.rs, ctx.state
        if self.mode == "pieces":
            i = rs.piece_index[thing]
            s.own_bag()[i] -= 1
            zones.gain_pieces(ctx, i, 1)
        elif self.mode == "cards":
            discard = s.own_deck(rs.card_deck[thing]).discard
            del discard[len(discard) - 1 - discard[::-1].index(thing)]
            s.own_player(ctx.me).cards.append(thing)
        elif self.mode == "tiles":
            s.own_owner()[thing] = ctx.me
            s.own_player(ctx.me).counters[rs.owner_counter] -= 1
            ctx.emit("claimed", {"tile": thing, "actor": ctx.me})
        else:
            tile, i = self.on(ctx), rs.token_index[thing]
            s.own_supply()[i] -= 1
            s.own_tokens(tile)[i] += 1


def v_tribute(c, a, node) -> Stmt:
    """tribute N of WHAT from PLAYERS [keep M] [on TILE]: each gives up N, you take M back."""
    nf, pf = a["0"].fn, a["from"].fn
    kf = a["keep"].fn if a["keep"] else (lambda ctx: 0)
    on = a["on"]
    levy = _Levy(_mode(c, a["of"], node), a["of"].fn, on.fn if on else None)
    give_prompt, keep_prompt = c.prompter("tribute"), c.prompter("tribute.keep")
    if levy.mode == "tokens" and on is None:
        raise fail(node, "'tribute' of tokens needs 'on TILE': where a kept token goes", "D215")

    def givers(ctx) -> list[int]:
        n = len(ctx.state.players)
        return sorted(pf(ctx), key=lambda p: (p - ctx.me) % n)

    def run(ctx):
        given: list = []  # (giver, thing to take back), in the order given up
        for p in givers(ctx):
            for _ in range(nf(ctx)):
                options = levy.offered(ctx, p)
                if not options:
                    break
                thing = options[0].value if len(options) == 1 else ctx.choose(
                    "tribute", lambda o=options: o, {o.id: o.value for o in options}.__getitem__,
                    {"to": ctx.me}, player=p, prompt=lambda: give_prompt(to=Seat(ctx.me)))
                given.append((p, levy.give_up(ctx, p, thing)))
        for _ in range(kf(ctx)):
            left = [g for g in given if levy.can_take(ctx, g[1])]
            if not left:
                return
            label = ctx.rs.geometry.names.__getitem__ if levy.mode == "tiles" else str
            options = {label(thing): (p, thing) for p, thing in left}
            pick = next(iter(options.values())) if len(options) == 1 else ctx.choose(
                "tribute.keep", lambda o=options: [Option(k, v, label=Message(
                    "option-given", {"thing": levy.named(ctx, v[1]), "player": Seat(v[0])}))
                    for k, v in o.items()],
                options.__getitem__, prompt=keep_prompt)
            given.remove(pick)
            levy.take(ctx, pick[1])
            item = ctx.state.tiles[pick[1]] if levy.mode == "tiles" else pick[1]
            ctx.emit("stolen", {"item": item, "victim": pick[0], "actor": ctx.me})

    def possible(ctx):
        if on is not None and on.source is not None and not on.source(ctx):
            return False
        return any(levy.offered(ctx, p) for p in pf(ctx))
    return Stmt(run, possible)


TRIBUTE_VERBS = {
    "tribute": Verb(("num",), {"of": "any", "from": "players", "keep": "num?", "on": "tile?"},
                    v_tribute),
}
