"""The one-line move notation: `b3 Eg Ey Sb` = pick up tile b3, then drop a green going
east, a yellow going east and a blue going south (directions N E S W, piece letters from the
ruleset). See docs/notation.md.
"""

from __future__ import annotations

from .errors import IllegalChoice


def apply_move(engine, state, text: str):
    """The state after a whole move given in notation; `state` is unchanged on any error."""
    words = text.split()
    if not words:
        raise IllegalChoice("empty move")
    decision = engine.decision(state)
    if decision is None or decision.kind != "move.start":
        raise IllegalChoice("no move is expected now")
    new = state
    for n, word in enumerate(words):
        decision = engine.decision(new)
        want = "move.start" if n == 0 else "move.drop"
        if decision is None or decision.kind != want:
            raise IllegalChoice(f"'{word}': the move is already complete after "
                                f"'{' '.join(words[:n])}'")
        if decision.find(word) is None:
            legal = " ".join(o.id for o in decision.options if not o.id.startswith("power:"))
            raise IllegalChoice(f"'{word}' (step {n + 1} of '{text}') is not legal here; "
                                f"legal: {legal}")
        new = engine.apply(new, word)
    decision = engine.decision(new)
    if decision is not None and decision.kind == "move.drop":
        raise IllegalChoice(f"'{text}' is not a complete move: pieces are left in hand")
    return new
