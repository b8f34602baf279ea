"""The score table in one language: a row per scoring term (`scoring-<term>-name`), the total
(`ui-total`), a column per player (`ui-player`), numbers in the language's digits.

Right-to-left text (Persian) gets each line opened by a right-to-left mark and each cell in
an isolate, so that the bidirectional algorithm keeps the columns in place: the first column
(the term) shows on the right, and a cell that holds Latin letters or digits cannot pull its
neighbours along.
"""

from __future__ import annotations

import unicodedata

from . import Text, right_to_left

ZERO_WIDTH = ("Mn", "Me", "Cf")  # combining marks and format characters (isolates, ZWNJ)


def width(text: str) -> int:
    """How many terminal cells `text` takes."""
    return sum(0 if unicodedata.category(c) in ZERO_WIDTH
               else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _shown(text: Text, value) -> str:
    return text.number(value, 1 if isinstance(value, float) else 0)


def score_table(text: Text, scores: list[dict], extra: tuple = ()) -> str:
    """`scores` (a row per player: {"terms": {term: points}, "total": points}, as
    `Engine.scores` gives them; floats show one decimal) as a table; `extra` adds rows
    (label, a value per player) below the total."""
    terms = list(scores[0]["terms"]) if scores else []
    rows = [(text(f"scoring-{term}-name"), [_shown(text, row["terms"][term]) for row in scores])
            for term in terms]
    rows.append((text("ui-total"), [_shown(text, row["total"]) for row in scores]))
    rows += [(label, [_shown(text, v) for v in values]) for label, values in extra]
    header = ("", [text("ui-player", n=p + 1) for p in range(len(scores))])
    first = max(width(label) for label, _ in [header, *rows])
    columns = [max(width(cells[i]) for _, cells in [header, *rows])
               for i in range(len(scores))]
    rtl = right_to_left(text.lang)
    lines = []
    for label, cells in [header, *rows]:
        parts = [_pad(label, first, rtl, right=False)]
        parts += [_pad(cell, w, rtl, right=True) for cell, w in zip(cells, columns)]
        lines.append(("\u200f" if rtl else "") + "  ".join(parts).rstrip())
    return "\n".join(lines)


def _pad(cell: str, size: int, rtl: bool, right: bool) -> str:
    gap = " " * (size - width(cell))
    if rtl and cell:
        cell = f"\u2068{cell}\u2069"
    return gap + cell if right else cell + gap


def final_report(text: Text, scores: list[dict], winners: list[int]) -> str:
    """What a finished game shows: the score table, then who won."""
    names = text.join([text("ui-player", n=p + 1) for p in winners])
    return score_table(text, scores) + "\n" + text("ui-winners", names=names)
