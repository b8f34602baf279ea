"""Counts in effects that can never be reached: `draw 1000000000 from resources` is legal
(the verb stops when the pile and its discards are empty) but surely a slip; `naqala check`
warns about it (code W301) without failing."""

from __future__ import annotations

from lark import Tree

from ..dsl.parser import parse, where
from ..errors import Problem


def unreachable_counts(rs) -> list[Problem]:
    """A warning for each literal count larger than everything its verb could ever move."""
    found = []
    for loc, text, start in snippets(rs.raw):
        try:
            tree = parse(text, start)
        except Exception:  # noqa: BLE001 - a bad snippet is already a compile problem
            continue
        for node in tree.iter_subtrees():
            if node.data != "call":
                continue
            count, most, what = _bound(rs, node)
            if count is not None and most is not None and count > most:
                line, col = where(node)
                found.append(Problem(loc.file, loc.line + line - 1,
                                     (loc.col if line == 1 else 1) + col - 1, "W301",
                                     f"'{node.children[0]} {count}' can never be reached: "
                                     f"{what}"))
    return found


def snippets(raw):
    """(location, text, start symbol) of every effect snippet of a ruleset."""
    for section in ("tiles", "pieces"):
        for e in raw.collections.get(section, {}).values():
            if e.get("action"):
                yield e.at("action"), e.get("action"), "effect"
    for e in raw.collections.get("cards", {}).values():
        if e.get("power"):
            yield e.at("power"), e.get("power"), "effect"
        if e.get("on"):
            yield e.at("on"), e.get("on"), "trigger"
    for e in raw.collections.get("phases", {}).values():
        for i, step in enumerate(e.get("steps") or []):
            yield e.at(f"steps.{i}.do"), step["do"], "effect"


def _bound(rs, node: Tree) -> tuple[int | None, int | None, str]:
    """(literal count, the most the verb can move, why) for a verb call, else Nones."""
    verb = str(node.children[0])
    args = node.children[1:]
    if verb not in BOUNDS or not args or not isinstance(args[0], Tree) or \
            args[0].data != "number":
        return None, None, ""
    keywords = {str(a.children[0]): a.children[1] for a in args[1:]
                if isinstance(a, Tree) and a.data == "keyword_arg"}
    found = BOUNDS[verb](rs, verb, args, keywords)
    if found is None:
        return None, None, ""
    return int(args[0].children[0]), *found


def _from_deck(rs, verb: str, args, keywords) -> tuple[int, str] | None:
    """`take N from DECK` (its row) and `draw N from DECK` (all its cards)."""
    deck = _name(keywords.get("from"))
    if deck not in rs.decks:
        return None
    if verb == "take":
        return rs.decks[deck]["row"], f"the {deck} row has {rs.decks[deck]['row']} cards"
    cards = sum(n for c, n in rs.card_counts.items() if rs.card_deck[c] == deck)
    return cards, f"the {deck} deck has {cards} cards"


def _pieces(rs, verb: str, args, keywords) -> tuple[int, str]:
    pieces = sum(rs.piece_counts)
    return pieces, f"the game has {pieces} pieces"


def _of_kind(rs, verb: str, args, keywords) -> tuple[int, str] | None:
    """`collect N KIND`: the game's pieces of that kind."""
    kind = _name(args[1]) if len(args) > 1 else None
    if kind not in rs.piece_index:
        return None
    most = rs.piece_counts[rs.piece_index[kind]]
    return most, f"the game has {most} {kind}"


def _pieces_or_cards(rs, verb: str, args, keywords) -> tuple[int, str]:
    pieces, cards = sum(rs.piece_counts), sum(rs.card_counts.values())
    return max(pieces, cards), f"the game has {pieces} pieces and {cards} cards"


def _tokens(rs, verb: str, args, keywords) -> tuple[int, str]:
    tokens = sum(rs.token_supply)
    return tokens, f"the game has {tokens} tokens"


# Verbs that move a literal count of things, and what bounds that count.
BOUNDS = {"draw": _from_deck, "take": _from_deck, "remove": _pieces, "put": _pieces,
          "collect": _of_kind, "steal": _pieces_or_cards, "shift": _tokens}


def _name(node) -> str | None:
    if isinstance(node, Tree) and node.data == "name":
        return str(node.children[0])
    return None
