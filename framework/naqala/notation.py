"""The one-line move notation: `b3 Eg Ey Sb` = pick up tile b3, then drop a green going
east, a yellow going east and a blue going south (directions N E S W, piece letters from the
ruleset). See docs/notation.md.

Any option of the mover's own decisions may stand before the move or after it, in the order
they come, so that a turn reads as one line: `power:X c5 b3 Eg Ey Sb` uses the power of card
X on c5 first; `b3 Eg done power:Y d4` goes on at a moment, then uses card Y's power, which
asks for d4.
"""

from __future__ import annotations

from .engine.board import geometry_of
from .engine.observation import revealed
from .engine.sowing import (
    decode_start,
    drop,
    drop_options,
    followed,
    landing,
    legal_drops,
    lift,
    picked,
    word_drop,
)
from .errors import IllegalChoice, quoted

# Digits a player may type in a tile's name as the text shows it (Persian shows `a۱`).
DIGITS = str.maketrans({chr(zero + n): str(n) for zero in (0x06F0, 0x0660, 0xFF10)
                        for n in range(10)})


def words_of(text: str) -> list[str]:
    """The words of a move in notation, Persian, Arabic-Indic and full-width digits read as
    0 to 9; IllegalChoice for anything but text."""
    if not isinstance(text, str):
        raise IllegalChoice(f"a move is text in notation (like 'b3 Eg Ey Sb'), not "
                            f"{type(text).__name__}")
    return text.translate(DIGITS).split()


def under_way(decision) -> str | None:
    """Why no whole move can be listed or played at `decision`: a move under way (its start
    chosen, a drop to choose), whose drops are chosen one at a time; None elsewhere."""
    if decision is None or decision.kind != "move.drop":
        return None
    held = sum(decision.context["hand"].values())
    return (f"a move is under way (at {decision.context['at']}, {held} in hand): its "
            f"drops are chosen one at a time, as the decision's options "
            f"({' '.join(o.id for o in decision.options)}); whole moves are listed and "
            "played from a move's start")


def move_choices(engine, state, text: str) -> list[str]:
    """Check a whole move (with the options around it) against the position; return the
    words that are real choices, in order.

    A drop with a single legal option is taken by the engine itself, so it is checked here
    but not returned. `state` is never changed.
    """
    decision = engine.decision(state)
    if decision is None:
        raise IllegalChoice("no move is expected now")
    if why := under_way(decision):
        raise IllegalChoice(why)
    words = words_of(text)
    if not words:
        raise IllegalChoice("empty move")
    mover = decision.player
    chosen: list[str] = []
    n = 0
    while decision.kind != "move.start" or words[n] not in _starts(decision):
        if decision.kind != "move.start" and n == 0 and not _own(engine, state, mover):
            raise IllegalChoice("no move is expected now")
        state = _step(engine, state, words, n, text, mover)
        chosen.append(words[n])
        n += 1
        decision = engine.decision(state)
        if n == len(words) or decision is None:
            raise IllegalChoice(f"{quoted(text)} holds no move")
    if decision.player != mover:
        raise IllegalChoice(f"{_at(words[n], n, text)}: the turn is over")
    end = n + _check_move(engine.rs, state, words[n:], text, n, chosen)
    if end < len(words):  # options after the move: answered as they come
        after = state
        for word in chosen[n:]:
            after = engine.apply(after, word)
        _unrevealed(engine.rs, state, after, words, end - 1, text)
        for k in range(end, len(words)):
            after = _step(engine, after, words, k, text, mover)
            chosen.append(words[k])
    return chosen


def _starts(decision) -> list[str]:
    return [o.id for o in decision.options if not o.id.startswith("power:")]


def _own(engine, state, mover: int) -> bool:
    """Whether the pending decision is the mover's, in their own turn of a phase with moves."""
    return state.turn["player"] == mover and engine.rs.phases[state.phase][2]


def _step(engine, state, words: list[str], n: int, text: str, mover: int):
    """The state after word n answers the pending decision, which must be the mover's."""
    decision = engine.decision(state)
    if decision is None or decision.player != mover or not _own(engine, state, mover):
        raise IllegalChoice(f"{_at(words[n], n, text)}: the turn is over")
    if decision.find(words[n]) is None:
        legal = " ".join(o.id for o in decision.options)
        raise IllegalChoice(f"{_at(words[n], n, text)} is not legal here; "
                            f"legal: {legal}")
    after = engine.apply(state, words[n])
    if n + 1 < len(words):
        _unrevealed(engine.rs, state, after, words, n, text)
    return after


def _unrevealed(rs, before, after, words: list[str], n: int, text: str) -> None:
    """IllegalChoice when word n, going from `before` to `after`, showed hidden information
    (a card drawn face down, a random draw): the words after it are not checked, since what
    checking them says (which are legal, which refused) would tell what was drawn."""
    if revealed(rs, before, after):
        raise IllegalChoice(f"{_at(words[n], n, text)} shows what was hidden (a card drawn, a "
                            "random draw): give the words after it once it is played")


def _at(word: str, n: int, text: str) -> str:
    """The n-th word (from 0) of a move, as an error names it."""
    return f"{quoted(word)} (step {n + 1} of {quoted(text)})"


def _check_move(rs, state, words: list[str], text: str, offset: int, chosen: list) -> int:
    """Check the drops of a move from the start tile words[0]; add the real choices to
    `chosen`; return how many words the move took."""
    geo = geometry_of(rs, state)
    cells = [c[:] for c in state.cells]
    (pos, kind), prev = decode_start(rs, geo, words[0]), -1
    hand = picked(cells, pos, kind)
    lift(cells, pos, hand)
    dropped: dict = {}
    chosen.append(words[0])
    n = 1
    land = landing(rs, state)
    while any(hand):
        if n == len(words):
            raise IllegalChoice(f"{quoted(text)} is not a complete move: pieces are left in hand")
        word = words[n]
        legal = word_drop(rs, geo, cells, pos, prev, hand, dropped, land, word)
        if legal is None:
            options = drop_options(rs, geo, cells, pos, prev, hand, dropped, state)
            raise IllegalChoice(f"{_at(word, offset + n, text)} is not legal here; legal: "
                                f"{' '.join(o.id for o in options)}")
        d, kind = legal
        nb = geo.step_to[pos][d]
        # a drop is a real choice when another one was legal too (the engine asks then)
        if any(o != (d, kind) for o in legal_drops(geo, cells, pos, prev, hand, dropped, land)):
            chosen.append(word)
        drop(cells, hand, dropped, nb, kind)
        prev, pos = (-1 if geo.step_back else pos), nb
        n += 1
    return n


def apply_move(engine, state, text: str):
    """The state after a whole move given in notation; `state` is unchanged on any error.

    A move alone (its start, then one word per piece picked up) is given to the engine as
    it is spelled, which checks each drop as it comes (`Engine.apply_all(spelled=True)`);
    anything else, or a move the engine refuses, is checked word by word first, which
    names the word that is wrong."""
    words = words_of(text)
    if _move_alone(engine, state, words):
        try:
            return engine.apply_all(state, words, spelled=True)
        except IllegalChoice:
            pass
    return engine.apply_all(state, move_choices(engine, state, text))


def _move_alone(engine, state, words: list[str]) -> bool:
    """Whether `words` are one move from the pending start decision: a start offered, then
    as many words as the pieces it picks up, and nothing the engine answers apart."""
    decision = engine.decision(state)
    if decision is None or decision.kind != "move.start" or not words or \
            decision.find(words[0]) is None or not engine.answerable(words):
        return False
    rs = engine.rs
    tile, kind = decode_start(rs, geometry_of(rs, state), words[0])
    return len(words) == 1 + sum(picked(state.cells, tile, kind))


def move_ending(rs, state, text: str) -> tuple[str, str, str | None]:
    """Where a move in notation ends, read from its words (the move is not checked): its
    start as written, the name of the tile of its last drop, and the id of the piece
    dropped there. Moves with the same ending take the same pieces from the same tile,
    whatever their paths."""
    geo = geometry_of(rs, state)
    words = words_of(text)
    try:
        tile, kind = followed(rs, geo, decode_start(rs, geo, words[0])[0], words[1:])
    except (KeyError, IndexError):
        raise IllegalChoice(f"{quoted(text)} is not a move in notation") from None
    return words[0], geo.names[tile], None if kind is None else rs.piece_ids[kind]
