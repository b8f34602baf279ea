"""What the terminal shows, in words: clean display strings, help for a decision, option tiles.

Persian text comes from the packs with Unicode isolates around each argument; terminals that
do not know them (tmux, many others) show them as junk, so the terminal strips them. Tile
coordinates keep Latin digits (`b3`, as the move notation writes them) while counts use the
language's digits.
"""

from __future__ import annotations

import re

from naqala import Text, prompt
from naqala.text import Code

INVISIBLE = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u202a\u202b"
                                   "\u202c\u202d\u202e"))
LATIN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")
COORDINATE = re.compile(r"(?<![A-Za-z])([a-z])([0-9۰-۹]+)\b")
MARK = "\x00"  # stands for an argument kept as it is while a message is formatted


def clean(shown: str) -> str:
    """`shown` without direction controls, tile coordinates in Latin digits."""
    shown = shown.translate(INVISIBLE)
    return COORDINATE.sub(lambda m: m[1] + m[2].translate(LATIN_DIGITS), shown)


def say(text: Text, mid: str, path: str | None = None, reason: str | None = None,
        **args) -> str:
    """A message of the terminal's pack; `path`, if given, is its `file` argument as typed,
    and `reason` its `reason` (an error's own words, which may name a file): both kept
    from the language's digits."""
    kept = {"file": path} if path is not None else {}
    if reason is not None:
        kept["reason"] = clean(reason)
    marks = {name: f"{MARK}{name}{MARK}" for name in kept}
    shown = clean(text(mid, **args, **marks))
    for name, value in kept.items():
        shown = shown.replace(marks[name], str(value))
    return shown


def option_tiles(option) -> list[str]:
    """The tiles an option's label mentions."""
    return option.label.places() if option.label is not None else []


def example_move(game) -> str:
    """A whole move in the board's own step names, as help texts give it: the first legal
    one at the start of a move, else a walk of three steps on the board, never straight
    back."""
    moves = game.moves(limit=1) if game.decision.kind == "move.start" else []
    if moves:
        return moves[0]
    geo, letters = game.rs.geometry, game.rs.piece_letters
    here = max(geo.open_tiles, key=lambda t: len(geo.steps[t]), default=0)
    words, before = [geo.names[here]], None
    for letter in letters[:3]:
        step = next(((d, n) for d, n in geo.steps[here] if n != before), None)
        if step is None:
            break
        words.append(step[0] + letter)
        before, here = here, step[1]
    return " ".join(words)


def touching(rs, tile: int) -> list[str]:
    """The tiles `tile` touches on the board (its hexagon's six, or those a graph's edges
    join it to), blocked or not, by name."""
    geo = rs.geometry
    return [geo.names[n] for n in geo.around(tile)]


def shape_lines(text: Text, rs) -> list[str]:
    """What the board's rows of squares do not show of which tiles touch, in words: on a
    hexagonal board that every second row is shifted (and a tile with the six it touches),
    on a graph the tiles each tile leads to; nothing on a square board."""
    geo = rs.geometry
    if geo.adjacency == "hexagonal":
        tile = max(range(geo.size), key=lambda t: len(geo.around(t)))
        return [say(text, "term-board-hexagonal", tile=geo.names[tile],
                    tiles=Code(text.join(touching(rs, tile))))]
    if geo.adjacency == "graph":
        paths = [f"{geo.names[t]}: {text.join(touching(rs, t))}"
                 for t in range(geo.size) if geo.around(t)]
        return [say(text, "term-board-graph", paths=Code(text.join(paths, groups=True)))]
    return []


def help_text(text: Text, decision, move: str) -> str:
    """The current decision explained: its question, the rule text of the entry that asks
    (or a few words on the kind of decision), then the keys and commands, with `move` as the
    example of a whole move."""
    lines = [clean(prompt(text, decision))]
    args = decision.prompt.args if decision.prompt is not None else {}
    rule = args.get("rule")
    kind = "term-help-" + decision.kind.replace(".", "-")
    if rule is not None and rule.part:
        lines.append(say(text, "term-help-rule") + " "
                     + clean(text.entry(rule.section, rule.key, rule.part)))
    else:
        lines.append(say(text, kind if text.has(kind) else "term-help-other"))
    lines.append(say(text, "term-help-keys", move=Code(move)))
    return "\n\n".join(lines)
