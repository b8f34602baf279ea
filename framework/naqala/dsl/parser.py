"""Parse effect-language snippets with the LALR grammar in `effects.lark`.

The parser is built once per process (Lark caches the grammar tables on disk). Errors become
`SnippetError`s that quote the snippet with a caret under the fault and say what was expected.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..errors import NaqalaError, line_and_column

GRAMMAR = Path(__file__).with_name("effects.lark")
STARTS = ("effect", "trigger", "cost", "expr", "grants")

# Friendly names for the grammar's terminals in "expected ..." messages.
TERMINAL_NAMES = {
    "NAME": "a name", "INT": "a number", "LPAR": "'('", "RPAR": "')'", "LBRACE": "'{'",
    "RBRACE": "'}'", "LSQB": "'['", "RSQB": "']'", "COMMA": "','", "SEMICOLON": "';'",
    "COMP": "a comparison", "ADD": "'+' or '-'", "MUL": "'*' or '//'", "VBAR": "'|'",
    "PREP": "a keyword such as on/from/to", "EQUAL": "'='", "MAY": "'may'", "$END": "the end",
}


class SnippetError(NaqalaError):
    """A fault inside one snippet: where (offsets in the snippet) and what; `blame`, the
    (section, id, field) of an entry at fault that the snippet only names."""

    def __init__(self, message: str, line: int = 1, col: int = 1, code: str = "D201",
                 blame: tuple[str, str, str] | None = None):
        self.message, self.line, self.col, self.code = message, line, col, code
        self.blame = blame
        super().__init__(message)


HUGE_NUMBER = re.compile(r"(?<![A-Za-z0-9_])[0-9]{13,}")


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The shared LALR parser for every start symbol."""
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", start=list(STARTS),
                propagate_positions=True, maybe_placeholders=True, cache=True)


COST_START = {"ANY", "NAME", "INT"}


def _expected(names) -> str:
    """`, expected X, Y` for a set of terminal names ('' when Lark gives none)."""
    names = set(names) - {"_WS"}
    if names == COST_START:
        return ", expected a cost such as '3 ITEM', 'ITEM and ITEM' or 'any ITEM'"
    shown = sorted({TERMINAL_NAMES.get(n, f"'{n.lower()}'") for n in names})
    if not shown:
        return ""
    return ", expected " + ", ".join(shown[:8]) + (" ..." if len(shown) > 8 else "")


def parse(text: str, start: str) -> Tree:
    """Parse `text` from the start symbol `start`; raise SnippetError on a syntax error."""
    if not text.strip():
        raise SnippetError("the snippet is empty", 1, 1, "D202")
    huge = HUGE_NUMBER.search(text)
    if huge is not None:  # no game counts that far; a slip of the keyboard
        raise SnippetError(f"the number {huge.group()[:20]}... is too large: numbers have at "
                           "most 12 digits", *line_and_column(text, huge.start()), "D207")
    try:
        return parser().parse(text, start=start)
    except UnexpectedEOF as err:
        lines = text.splitlines() or [""]
        raise SnippetError(f"unexpected end of snippet{_expected(err.expected)}",
                           len(lines), len(lines[-1]) + 1, "D202") from None
    except UnexpectedToken as err:
        tok = err.token
        line, col = tok.line, tok.column
        if tok.type == "$END" or line is None:
            lines = text.splitlines() or [""]
            raise SnippetError(f"unexpected end of snippet{_expected(err.expected)}",
                               len(lines), len(lines[-1]) + 1, "D202") from None
        raise SnippetError(f"unexpected '{tok}'{_expected(err.expected)}",
                           line, col, "D203") from None
    except UnexpectedCharacters as err:
        raise SnippetError(f"unexpected character {text[err.pos_in_stream]!r}",
                           err.line, err.column, "D204") from None
    except RecursionError:
        raise SnippetError("the snippet is nested too deeply", 1, 1, "D206") from None
    except UnexpectedInput as err:  # any other Lark complaint
        raise SnippetError(f"cannot read snippet: {err}", 1, 1, "D205") from None


def where(node) -> tuple[int, int]:
    """Line and column of a tree or token inside its snippet (1-based)."""
    if isinstance(node, Token):
        return node.line or 1, node.column or 1
    meta = getattr(node, "meta", None)
    if meta is not None and not meta.empty:
        return meta.line, meta.column
    for child in getattr(node, "children", []):
        if child is not None:
            return where(child)
    return 1, 1


def caret(snippet: str, line: int, col: int) -> str:
    """The faulty line of a snippet with a caret under the column. Lines end at a line feed
    alone, as the parser counts them (a carriage return is shown as a space); the caret
    keeps the tabs before it, so a terminal shows it under the column."""
    lines = snippet.split("\n")
    text = lines[min(max(line, 1), len(lines)) - 1].removesuffix("\r").replace("\r", " ")
    before = "".join("\t" if c == "\t" else " " for c in text[:max(col, 1) - 1])
    return f"    {text}\n    {before.ljust(max(col, 1) - 1)}^"
