"""The one-line move notation: `b3 Eg Ey Sb` = pick up tile b3, then drop a green going
east, a yellow going east and a blue going south (directions N E S W, piece letters from the
ruleset). See docs/notation.md.
"""

from __future__ import annotations

from .engine.board import geometry_of
from .engine.sowing import drop, drop_options
from .errors import IllegalChoice


def move_choices(engine, state, text: str) -> list[str]:
    """Check a whole move against the position; return the words that are real choices.

    A drop with a single legal option is taken by the engine itself, so it is checked here
    but not returned. `state` is never changed.
    """
    decision = engine.decision(state)
    if decision is None or decision.kind != "move.start":
        raise IllegalChoice("no move is expected now")
    words = text.split()
    if not words:
        raise IllegalChoice("empty move")
    rs = engine.rs
    starts = [o.id for o in decision.options if not o.id.startswith("power:")]
    if words[0] not in starts:
        raise IllegalChoice(f"'{words[0]}' (step 1 of '{text}') is not legal here; "
                            f"legal: {' '.join(starts)}")
    geo = geometry_of(rs, state)
    cells = [c[:] for c in state.cells]
    pos, prev = rs.geometry.index[words[0]], -1
    hand, cells[pos] = cells[pos], [0] * len(cells[pos])
    dropped: dict = {}
    chosen = [words[0]]
    for n, word in enumerate(words[1:], 2):
        if not any(hand):
            raise IllegalChoice(f"'{word}': the move is already complete after "
                                f"'{' '.join(words[:n - 1])}'")
        options = drop_options(rs, geo, cells, pos, prev, hand, dropped)
        match = [o for o in options if o.id == word]
        if not match:
            raise IllegalChoice(f"'{word}' (step {n} of '{text}') is not legal here; "
                                f"legal: {' '.join(o.id for o in options)}")
        if len(options) > 1:
            chosen.append(word)
        d, kind = match[0].value
        nb = geo.step_to[pos][d]
        drop(cells, hand, dropped, nb, kind)
        prev, pos = pos, nb
    if any(hand):
        raise IllegalChoice(f"'{text}' is not a complete move: pieces are left in hand")
    return chosen


def apply_move(engine, state, text: str):
    """The state after a whole move given in notation; `state` is unchanged on any error."""
    for word in move_choices(engine, state, text):
        state = engine.apply(state, word)
    return state
