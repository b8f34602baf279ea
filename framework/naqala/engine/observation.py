"""What one seat may see, as the ruleset declares it: counters marked `hidden` are shown only
to their owner until the game ends, a deck's draw pile only as a count unless the deck says
`open_draw`, cards drawn for a choice only to the chooser until they are kept, the pending
decision's options only to whoever chooses, and never the random generator."""

from __future__ import annotations

from ..errors import NaqalaError, whole
from .engine import Engine
from .state import State, state_of


def seat_of(seat, players: int, spectator: bool = True) -> int | None:
    """`seat` as a seat of a game of `players` (None: a spectator, where `spectator`), or a
    NaqalaError: a number past the table, or below it, is nobody's seat and sees nothing."""
    if seat is None and spectator:
        return None
    seats = f"its seats are 0 to {players - 1}" + (" (None: a spectator)" if spectator else "")
    number = whole(seat, f"a seat of this game: {seats}")
    if not 0 <= number < players:
        raise NaqalaError(f"{seat!r} is not a seat of this game: {seats}")
    return number


def engine_of(engine) -> Engine:
    """`engine` when it is an Engine; a NaqalaError for anything else (its ruleset, the
    game)."""
    if not isinstance(engine, Engine):
        raise NaqalaError(f"an Engine is wanted (game.engine, or Engine(ruleset)), not "
                          f"{type(engine).__name__}")
    return engine


def observation(engine, state, player: int | None) -> dict:
    """A JSON-ready view of the state for seat `player` (None: a spectator)."""
    player = seat_of(player, len(state_of(state).players))
    rs = engine_of(engine).rs
    names = rs.geometry.names
    decision = engine.decision(state)
    return {
        "ruleset": rs.id, "seat": player, "round": state.round, "over": state.over,
        "shape": board_shape(rs),
        "board": [_tile(rs, state, t) for t in range(len(state.tiles))],
        "blocked": [names[t] for t in state.layout[0]],
        "walls": [f"{names[a]}-{names[b]}" for a, b in state.layout[1]],
        "bag": sum(state.bag), "supply": dict(zip(rs.token_ids, state.supply)),
        "players": _players(rs, state, player, _unseen(decision, player)),
        "decks": {d: {"draw": list(dk.draw) if rs.decks[d]["open_draw"] else len(dk.draw),
                      "discard": list(dk.discard), "row": list(dk.row)}
                  for d, dk in state.decks.items()},
        "tracks": {t: list(spots) for t, spots in state.tracks.items()},
        "markers": list(state.markers),
        "turn": {"player": state.turn["player"], "final": state.turn["final"]},
        "decision": _decision(decision, player),
    }


def board_shape(rs) -> dict:
    """How the board's tiles lie and touch: its size, its adjacency (docs/authoring.md,
    `movement:`) and a graph's edges, as pairs of tile names (none on other boards)."""
    geo = rs.geometry
    return {"columns": rs.columns, "rows": rs.rows, "adjacency": geo.adjacency,
            "edges": [[geo.names[a], geo.names[b]] for a, b in sorted(geo.edges)]}


def _counts(ids, counts) -> dict[str, int]:
    """{id: n} of the non-zero counts."""
    return {ids[k]: n for k, n in enumerate(counts) if n}


def _tile(rs, state, t: int) -> dict:
    return {"tile": rs.geometry.names[t], "kind": state.tiles[t], "value": state.values[t],
            "colour": rs.tile_colour[state.tiles[t]],
            "pieces": _counts(rs.piece_ids, state.cells[t]),
            "tokens": _counts(rs.token_ids, state.tokens[t]), "owner": state.owner[t]}


def _players(rs, state, player: int | None, unseen: dict[int, list[str]]) -> list[dict]:
    """Every seat: hidden counters only to their owner until the game ends."""
    hidden = {c for c, info in rs.counters.items() if info["hidden"] and not state.over}
    return [{"seat": p, "counters": {c: v for c, v in pl.counters.items()
                                     if p == player or c not in hidden},
             "pieces": _counts(rs.piece_ids, pl.pieces), "hand": _counts(rs.piece_ids, pl.hand),
             **_cards(pl.cards, unseen.get(p, ()))}
            for p, pl in enumerate(state.players)]


def _decision(decision, player: int | None) -> dict | None:
    """Who decides; what and among which options only for that seat."""
    if decision is None:
        return None
    mine = decision.player == player
    return {"player": decision.player, "kind": decision.kind if mine else None,
            "options": [o.id for o in decision.options] if mine else None}


def _unseen(decision, player: int | None) -> dict[int, list[str]]:
    """Cards a chooser holds only while choosing which to keep: seen by the chooser alone."""
    if decision is None or decision.player == player or "drawn" not in decision.context:
        return {}
    return {decision.player: list(decision.context["drawn"])}


def _cards(cards: list[str], unseen) -> dict:
    """A player's cards, with those the viewer may not see only counted: the last copies,
    since cards drawn for a choice lie at the end of the hand (taking out an earlier copy
    would move a held card, and tell what was drawn)."""
    shown = cards[::-1]
    for card in unseen:
        shown.remove(card)
    return {"cards": shown[::-1], "unseen_cards": len(unseen)}


def revealed(rs, before: State, after: State) -> bool:
    """Whether going from `before` to `after` showed hidden information: a card left a
    face-down pile, the generator was used, or the game ended where counters are hidden
    (the end shows them)."""
    if before.rng != after.rng or after.over and not before.over and \
            any(info["hidden"] for info in rs.counters.values()):
        return True
    return any(len(before.decks[d].draw) != len(after.decks[d].draw)
               for d, info in rs.decks.items() if not info["open_draw"])
