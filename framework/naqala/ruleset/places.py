"""Where the values of a parsed ruleset file were written: read from the YAML parser's own
marks, with the text of nearby lines to find a value's column."""

from __future__ import annotations

from .files import value_column
from .raw import Entry, Loc


def near(name: str, lines: list[str], line: int, value) -> Loc:
    """The location of a value written on or just after `line` (block scalars start on the
    line after their `|`): the first line of its text is looked for on the nearby lines."""
    first = next((t.strip() for t in str(value).splitlines() if t.strip()), "")
    # A value written over several lines without `|` is read as one line: its first word.
    for text in dict.fromkeys((first, *first.split()[:1])) if first else ():
        for n in range(line, line + 3):
            if 0 < n <= len(lines):
                col = value_column(lines[n - 1], text)
                if col:
                    return Loc(name, n, col)
    return Loc(name, line, 1)


def value_loc(name: str, lines: list[str], parent, key) -> Loc:
    """Where the value of `key` in the mapping node `parent` was written.

    Positions come from the parser's own marks (strictyaml's `start_line` is far too slow
    to call per value).
    """
    return loc_in(name, lines, parent._chunk.contents, str(key))


def loc_in(name: str, lines: list[str], marks, key) -> Loc:
    """Where the value of `key` in a parsed mapping was written; for an empty value, its
    key (the parser marks the next token, lines below)."""
    if not str(marks[key]).strip():
        line, col = marks.lc.key(key)
        return Loc(name, line + 1, col + 1)
    return near(name, lines, marks.lc.value(key)[0] + 1, marks[key])


def entry_of(name: str, lines: list[str], node, key_field: str) -> Entry:
    """One collection entry of a parsed file: its fields, and where each of them (and each
    item of its lists) was written."""
    fields = node.data
    marks = node._chunk.contents
    locs = {str(k): loc_in(name, lines, marks, k) for k in marks}
    for k in marks:
        if isinstance(marks[k], list):
            locs.update(item_locs(name, lines, marks[k], str(k)))
    loc = Loc(name, marks.lc.line + 1, marks.lc.col + 1)
    return Entry(fields.get(key_field), fields, locs, loc)


def item_locs(name: str, lines: list[str], items: list, label: str) -> dict[str, Loc]:
    """Where each mapping of a list (a phase's steps, the board's regions) and its fields
    were written, by `label.0`, `label.0.do` and so on."""
    locs = {}
    for i, item in enumerate(items):
        if not getattr(item, "lc", None):
            continue
        locs[f"{label}.{i}"] = Loc(name, item.lc.line + 1, item.lc.col + 1)
        for sub in item:
            locs[f"{label}.{i}.{sub}"] = loc_in(name, lines, item, sub)
    return locs


def setting_locs(name: str, lines: list[str], parent, key) -> dict[str, Loc]:
    """Where a `board:` or `movement:` setting was written, and for a list of mappings
    (regions) each item and its fields."""
    key, marks = str(key), parent._chunk.contents
    locs = {"": value_loc(name, lines, parent, key)}
    if isinstance(marks[key], list):
        locs.update(item_locs(name, lines, marks[key], ""))
    return locs
