"""What the language server knows about a ruleset folder, free of any LSP library.

A folder is read with the editor's unsaved buffers in place of the files on disk (the
loader's `overrides`) and compiled exactly as `naqala check` does, so the problems are the
same, with the same codes and locations. The last folder that compiled is kept, so that
completion and hover keep working while the text being typed is broken.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from naqala.dsl.functions import BUILTINS, FUNCTIONS
from naqala.dsl.verbs import VERBS
from naqala.errors import Problem, RulesetError
from naqala.plugins import extensions, ruleset_folders
from naqala.ruleset import warnings
from naqala.ruleset.compile import Ruleset, compile_ruleset
from naqala.ruleset.files import MANIFEST_NAME
from naqala.ruleset.loader import read_ruleset
from naqala.ruleset.raw import Entry, Loc, RawRuleset

# Fields whose values are effect-language snippets.
SNIPPET_FIELDS = ("action", "power", "cost", "on", "grants", "points", "do", "end_when",
                  "last_drop")
SNIPPET_LINE = re.compile(r"^\s*(?:-\s+)?(" + "|".join(SNIPPET_FIELDS) + r"):(?:\s|$)")
KEY_LINE = re.compile(r"^(\s*)(-\s+)?([\w-]+):(.*)$")
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# Keywords of the grammar (dsl/effects.lark), offered inside snippets.
KEYWORDS = ("may", "then", "if", "else", "let", "set", "this", "turn", "pay", "as", "choose",
            "where", "sum", "over", "not", "and", "or", "any", "on", "from", "to", "of", "by",
            "for", "first", "keep", "discount", "after")


@dataclass
class Analysis:
    """One reading of a ruleset folder: its problems (the warnings of `naqala check` when it
    compiled), and the data if it could be read."""

    folder: Path
    problems: list[Problem]
    raw: RawRuleset | None
    rs: Ruleset | None


def folder_of(path: Path) -> Path | None:
    """The ruleset folder a file belongs to (the folder holding a manifest.yaml); None also
    for a name no file can have (too long for the system, a NUL)."""
    folder = path.parent
    try:
        held = (folder / MANIFEST_NAME).is_file()
    except (OSError, ValueError):
        return None
    return folder if held or path.name == MANIFEST_NAME else None


def vocabulary() -> tuple[dict, dict]:
    """The functions and verbs of the effect language, plugins' included."""
    functions, verbs = extensions()
    return {**FUNCTIONS, **functions}, {**VERBS, **verbs}


def analyse(folder: Path, overrides: dict[str, str]) -> Analysis:
    """Read and compile a folder (and what it extends) as `naqala check` would."""
    try:
        raw = read_ruleset(folder, ruleset_folders(), overrides)
    except RulesetError as err:
        return Analysis(folder, err.problems, None, None)
    functions, verbs = vocabulary()
    try:
        rs = compile_ruleset(raw, functions, verbs, BUILTINS)
    except RulesetError as err:
        return Analysis(folder, err.problems, raw, None)
    return Analysis(folder, warnings(rs), raw, rs)


def problem_range(problem: Problem, lines: list[str]) -> tuple[int, int, int]:
    """(line, first column, end column), 0-based, of a problem: the word it points at."""
    line, col = problem.line - 1, problem.col - 1
    text = lines[line] if 0 <= line < len(lines) else ""
    match = re.compile(r"[\w.-]+").match(text, col)
    end = match.end() if match and match.end() > col else col + 1
    return line, col, end


def editor_lines(text: str) -> list[str]:
    """The lines of a text as editors and the protocol count them: ended by \\n, \\r\\n or
    \\r alone (not at U+2028 or a form feed, as Python's `splitlines` does)."""
    return re.split(r"\r\n?|\n", text)


def units(text: str, encoding: str) -> int:
    """How many code units of a position encoding (`utf-8`, `utf-16`, `utf-32`) a text
    takes; LSP columns are UTF-16 units unless client and server agreed on another."""
    if encoding == "utf-32":
        return len(text)
    if encoding == "utf-8":
        return len(text.encode("utf-8", "surrogatepass"))
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def to_units(line: str, char: int, encoding: str) -> int:
    """The client's column of a character index of a line (past its end: one a character)."""
    return units(line[:char], encoding) + max(0, char - len(line))


def to_chars(line: str, column: int, encoding: str) -> int:
    """The character index of a client's column: the character that holds it (a column
    inside a character's units is that character; past the end, one a character)."""
    seen = 0
    for index, char in enumerate(line):
        seen += units(char, encoding)
        if seen > column:
            return index
    return len(line) + column - seen


def summary(problem: Problem) -> str:
    """The message without the quoted snippet and caret that `naqala check` prints."""
    return problem.message.split("\n")[0]


# Where the cursor is ------------------------------------------------------------------------

def word_at(line: str, char: int) -> str:
    """The name under (or just before) a cursor."""
    for m in WORD.finditer(line):
        if m.start() <= char <= m.end():
            return m.group()
    return ""


def in_snippet(lines: list[str], row: int, char: int) -> bool:
    """Whether a cursor is inside the value of a snippet field (one line or a block)."""
    return snippet_field(lines, row, char) is not None


def snippet_field(lines: list[str], row: int, char: int) -> str | None:
    """The snippet field (`action`, `last_drop`...) whose value holds a cursor, if any."""
    text = lines[row] if row < len(lines) else ""
    m = SNIPPET_LINE.match(text)
    if m:
        return m.group(1) if char > m.end(1) else None
    indent = len(text) - len(text.lstrip())
    for up in range(min(row, len(lines)) - 1, -1, -1):  # a cursor may be past the end
        above = lines[up]
        if not above.strip():
            continue
        above_indent = len(above) - len(above.lstrip())
        if above_indent < indent or (not text.strip() and above_indent <= indent):
            m = SNIPPET_LINE.match(above)
            block = m and above.rstrip().endswith(("|", ">", "|-", ">-"))
            return m.group(1) if block else None
    return None


def section_at(lines: list[str], row: int) -> tuple[str | None, str | None]:
    """(top-level section, nearest parent key) of a line of a data file or manifest."""
    text = lines[row] if row < len(lines) else ""
    m = KEY_LINE.match(text) or re.match(r"^(\s*)(-\s+)?", text)
    indent = len(m.group(1)) + len(m.group(2) or "")
    parent = None
    for up in range(min(row, len(lines)) - 1, -1, -1):  # a cursor may be past the end
        km = KEY_LINE.match(lines[up])
        if not km or lines[up].lstrip().startswith("#"):
            continue
        key_indent = len(km.group(1)) + len(km.group(2) or "")
        if key_indent < indent and not km.group(4).strip():
            if parent is None:
                parent = km.group(3)
            if key_indent == 0:
                return km.group(3), parent
            indent = key_indent
    return None, parent


def find_id(raw: RawRuleset, name: str) -> tuple[str, Entry] | None:
    """The section and entry of an id (the first collection that has it)."""
    for section, entries in raw.collections.items():
        for key, entry in entries.items():
            if str(key) == name:
                return section, entry
    return None


def option_loc(raw: RawRuleset, name: str) -> Loc | None:
    """Where an option is declared: the `name:` line in the options of some manifest."""
    pattern = re.compile(r"^\s+" + re.escape(name) + r":\s*$")
    for folder in raw.folders:
        file = str(folder / MANIFEST_NAME)
        for n, text in enumerate(raw.lines.get(file, []), 1):
            if pattern.match(text):
                return Loc(file, n, len(text) - len(text.lstrip()) + 1)
    return None


def base_entry(raw: RawRuleset, path: Path, section: str, key,
               overrides: dict[str, str]) -> Entry | None:
    """The entry `key` of `section` as the rulesets below the file's folder define it.

    Folders below are laid on in order, so the last one whose merged reading has the
    entry holds its current definition."""
    folder = Path(path).parent.resolve()
    below = [Path(f) for f in raw.folders]
    below = below[:[f.resolve() for f in below].index(folder)] if folder in \
        [f.resolve() for f in below] else []
    for parent in reversed(below):
        try:
            entry = read_ruleset(parent, ruleset_folders(), overrides).collections.get(
                section, {}).get(key)
        except RulesetError:
            continue
        if entry is not None:
            return entry
    return None
