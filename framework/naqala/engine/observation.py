"""What one seat may see, as the ruleset declares it: counters marked `hidden` are shown only
to their owner until the game ends, a deck's draw pile only as a count unless the deck says
`open_draw`, cards drawn for a choice only to the chooser until they are kept, the pending
decision's options only to whoever chooses, and never the random generator."""

from __future__ import annotations


def observation(engine, state, player: int | None) -> dict:
    """A JSON-ready view of the state for seat `player` (None: a spectator)."""
    rs = engine.rs
    names = rs.geometry.names
    hidden = {c for c, info in rs.counters.items() if info["hidden"] and not state.over}
    decision = engine.decision(state)
    unseen = _unseen(decision, player)
    return {
        "ruleset": rs.id, "seat": player, "round": state.round, "over": state.over,
        "board": [{"tile": names[t], "kind": state.tiles[t], "value": state.values[t],
                   "colour": rs.tile_colour[state.tiles[t]],
                   "pieces": {rs.piece_ids[k]: n for k, n in enumerate(state.cells[t]) if n},
                   "tokens": {rs.token_ids[k]: n for k, n in enumerate(state.tokens[t]) if n},
                   "owner": state.owner[t]} for t in range(len(state.tiles))],
        "blocked": [names[t] for t in state.layout[0]],
        "walls": [f"{names[a]}-{names[b]}" for a, b in state.layout[1]],
        "bag": sum(state.bag), "supply": dict(zip(rs.token_ids, state.supply)),
        "players": [{"seat": p, "counters": {c: v for c, v in pl.counters.items()
                                             if p == player or c not in hidden},
                     "pieces": {rs.piece_ids[k]: n for k, n in enumerate(pl.pieces) if n},
                     "hand": {rs.piece_ids[k]: n for k, n in enumerate(pl.hand) if n},
                     **_cards(pl.cards, unseen.get(p, ()))}
                    for p, pl in enumerate(state.players)],
        "decks": {d: {"draw": list(dk.draw) if rs.decks[d]["open_draw"] else len(dk.draw),
                      "discard": list(dk.discard), "row": list(dk.row)}
                  for d, dk in state.decks.items()},
        "tracks": {t: list(spots) for t, spots in state.tracks.items()},
        "markers": list(state.markers),
        "turn": {"player": state.turn["player"], "final": state.turn["final"]},
        "decision": None if decision is None else {
            "player": decision.player,
            "kind": decision.kind if decision.player == player else None,
            "options": [o.id for o in decision.options] if decision.player == player else None},
    }


def _unseen(decision, player: int | None) -> dict[int, list[str]]:
    """Cards a chooser holds only while choosing which to keep: seen by the chooser alone."""
    if decision is None or decision.player == player or "drawn" not in decision.context:
        return {}
    return {decision.player: list(decision.context["drawn"])}


def _cards(cards: list[str], unseen) -> dict:
    """A player's cards, with those the viewer may not see only counted."""
    shown = list(cards)
    for card in unseen:
        shown.remove(card)
    return {"cards": shown, "unseen_cards": len(unseen)}
