"""A naive, direct enumerator of complete moves, the yardstick of `naqala bench`.

It knows one movement rule only, written out by hand: every piece of the start tile is picked
up, one is dropped per step onto a neighbouring tile (never straight back), and the last one
must land on a tile that already holds a piece of its kind (counting those dropped earlier in
the move when the ruleset's `own_drops_count` says so). It tries every sequence of steps and
pieces and checks the rule only at the end, as the simplest correct program would. The engine's
own listing (`engine/sowing.py`, `complete_moves`) must list the same moves, faster.
"""

from __future__ import annotations


def naive_moves(rs, geo, cells: list[list[int]]) -> list[str]:
    """Every complete move of the default movement rule on `cells`, in move notation."""
    letters, count_own = rs.piece_letters, rs.own_drops_count
    board = [row[:] for row in cells]
    before = [row[:] for row in cells]
    out: list[str] = []

    def walk(pos: int, prev: int, hand: list[int], left: int, words: list[str]) -> None:
        for step, nb in geo.steps[pos]:
            if nb == prev:
                continue
            for kind, n in enumerate(hand):
                if not n:
                    continue
                words.append(step + letters[kind])
                if left == 1:
                    held = board[nb][kind] if count_own else before[nb][kind]
                    if held:
                        out.append(" ".join(words))
                else:
                    hand[kind] -= 1
                    board[nb][kind] += 1
                    walk(nb, pos, hand, left - 1, words)
                    board[nb][kind] -= 1
                    hand[kind] += 1
                words.pop()

    for t in geo.open_tiles:
        hand = board[t][:]
        if not any(hand):
            continue
        board[t] = [0] * len(hand)
        before[t] = [0] * len(hand)
        walk(t, -1, hand, sum(hand), [geo.names[t]])
        board[t] = hand
        before[t] = hand[:]
    return out
