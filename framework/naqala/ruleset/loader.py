"""Read a ruleset folder (and the folders it extends) into merged, located raw data.

The result is plain data with a location for every field, ready for `compile.py`. Every
problem is reported as a located `Problem`; nothing here raises a Python error at a user.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

import strictyaml
from strictyaml.ruamel.comments import CommentedMap, CommentedSeq
from strictyaml.ruamel.error import MarkedYAMLError
from strictyaml.ruamel.loader import SafeLoader
from strictyaml.ruamel.nodes import MappingNode, ScalarNode, SequenceNode

from ..errors import (
    QUOTED,
    NaqalaError,
    Problem,
    RulesetError,
    did_you_mean,
    line_and_column,
    quoted,
)
from .schema import COLLECTIONS, DATA_FILE, MANIFEST, OPS, STEP_OPS, known_keys

MANIFEST_NAME = "manifest.yaml"
MOST_LINES = 4000  # a ruleset file's lines; the shipped ones have at most about 100
MOST_EXTENDS = 100  # rulesets one extends, one below the other; the shipped ones: 2 at most
MOST_CHARACTERS = 400_000  # a ruleset file's characters; the shipped ones have at most 3,000
# Characters YAML refuses (C0 controls but tab and line ends, DEL, C1 controls, surrogates).
EMPTY_ITEM = re.compile(r":\s*,|,\s*,|,\s*$")  # a gap in a comma-separated list
GAP = "a comma-separated list with an empty item (two commas in a row, or a comma at an end)"
DIGITS = 12  # an option's number has at most this many digits, as a snippet's (D207)
VERSION = re.compile(r"[0-9]{1,12}(?:\.[0-9]{1,12}){0,3}")  # 1, 1.2, 1.2.3, 2026.12.6.1
OPTION_VALUE = re.compile(r"yes|no|true|false|on|off|-?[0-9]+", re.IGNORECASE)
NUMBER_VALUE = re.compile(r"-?[0-9]+")  # an option value that is a count, not a yes or no
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")
# Line ends to YAML (and Python's splitlines) but not to editors nor the language server
# protocol: every place below one would be a line off, and one in a comment breaks the YAML.
SEPARATOR = re.compile("[\x85\u2028\u2029]")
REFUSED = ((CONTROL, "control character U+{:04X} (YAML allows none)"),
           (SEPARATOR, "line separator U+{:04X} (YAML ends a line there, an editor does not): "
                       "write a line end or a space"))


@dataclass(frozen=True)
class Loc:
    """Where a value was written: file, 1-based line and column."""

    file: str
    line: int
    col: int


@dataclass
class Entry:
    """One collection entry: its fields as plain data and where each was written."""

    key: object
    fields: dict
    locs: dict
    loc: Loc

    def get(self, name, default=None):
        return self.fields.get(name, default)

    def at(self, name) -> Loc:
        return self.locs.get(name, self.loc)


@dataclass
class RawRuleset:
    """A ruleset folder merged with its ancestors, before compilation."""

    id: str
    version: str
    name: str
    chain: list[str]
    folders: list[Path]
    options: dict[str, dict]
    settings: dict[str, object] = field(default_factory=dict)
    chosen: dict[str, str] = field(default_factory=dict)  # options set by `load(settings=)`
    setting_locs: dict[str, Loc] = field(default_factory=dict)
    collections: dict[str, dict[object, Entry]] = field(default_factory=dict)
    hash: str = ""
    lines: dict[str, list[str]] = field(default_factory=dict)
    # By section, the ids an overlay's `op: remove` took out, and where.
    removals: dict[str, dict[str, Loc]] = field(default_factory=dict)

    @property
    def removed(self) -> dict[str, str]:
        """Every id `op: remove` took out, and where (FILE:LINE), as messages name it."""
        return {key: f"{loc.file}:{loc.line}" for gone in self.removals.values()
                for key, loc in gone.items()}


class _Reader:
    """Collects problems while reading; raises them all at the end.

    `overrides` maps resolved file paths to text that stands for their content on disk
    (an editor's unsaved buffers).
    """

    def __init__(self, overrides: dict[str, str] | None = None) -> None:
        self.problems: list[Problem] = []
        self.overrides = {str(Path(k).resolve()): v for k, v in (overrides or {}).items()}
        self.read: dict[Path, RawRuleset | None] = {}  # each folder read so far, by path

    def read_bytes(self, path: Path) -> bytes:
        text = self.overrides.get(str(path.resolve()))
        return path.read_bytes() if text is None else text.encode("utf-8")

    def read_text(self, path: Path) -> str:
        """A file's text: its override as given (an editor's buffer may hold what UTF-8
        cannot, a lone surrogate, refused later with its place), else its bytes as UTF-8;
        without a byte order mark, which editors do not show (nor count in columns)."""
        text = self.overrides.get(str(path.resolve()))
        return (path.read_bytes().decode("utf-8") if text is None else text).removeprefix("\ufeff")

    def data_files(self, folder: Path) -> list[Path]:
        """The data files of a ruleset folder: those on disk, and the overrides of new ones
        not yet saved (a buffer opened in an editor before its file was written). A YAML
        file named otherwise than `.yaml` (`.yml`, `.YAML`) is not read: noted as R134."""
        home = folder.resolve()
        unsaved = {folder / Path(k).name for k in self.overrides if Path(k).parent == home}
        try:
            files = sorted({*yaml_files(folder), *(p for p in unsaved if is_yaml(p))})
        except OSError as err:
            self.problem(Loc(str(folder), 1, 1), "R102", f"unreadable folder: "
                         f"{err.strerror or err}")
            return []
        for file in files:
            if file.suffix != ".yaml":
                self.problem(Loc(str(file), 1, 1), "R134", "not read: a ruleset's files end "
                             f"in .yaml; rename it {file.stem}.yaml")
        return [file for file in files if file.suffix == ".yaml" and file.name != MANIFEST_NAME]

    def problem(self, loc: Loc, code: str, message: str) -> None:
        self.problems.append(Problem(loc.file, loc.line, loc.col, code, message))

    def parse(self, path: Path, schema, lines_store: dict, what: str = "file") -> object | None:
        """The validated YAML of a file, EMPTY for a file without content, None on a problem."""
        name = str(path)
        text = self._text(path, what)
        if text is None:
            return None
        lines_store[name] = text.splitlines()
        if all(not ln.strip() or ln.lstrip().startswith("#") for ln in lines_store[name]):
            if schema is MANIFEST:
                self.problem(Loc(name, 1, 1), "R104", "missing required key 'id': the manifest "
                             "is empty")
                return None
            return EMPTY
        if self._too_long(name, text, lines_store[name]):
            return None
        try:
            data = strictyaml.load(text, schema, label=name)
            return None if self._escaped(name, text) else data
        except strictyaml.YAMLValidationError as err:
            self._yaml_problem(name, err, lines_store[name], validation=True)
        except (strictyaml.YAMLError, MarkedYAMLError) as err:
            self._yaml_problem(name, err, lines_store[name], validation=False)
        except RecursionError:
            self.problem(Loc(name, 1, 1), "R102", "unreadable file: YAML nested too deep")
        except TypeError as err:  # strictyaml's keeping the comments of a key written twice
            self._written_twice(name, text, err)
        except IndexError:  # strictyaml's reading of a comma-separated list with a gap
            line = next((n for n, ln in enumerate(lines_store[name], 1)
                         if EMPTY_ITEM.search(ln.split("#")[0])), 1)
            self.problem(Loc(name, line, 1), "R103", GAP)
        return None

    def _written_twice(self, name: str, text: str, err: TypeError) -> None:
        """Note the key written twice in one mapping that strictyaml failed on (each time
        under a comment, it joined the comments before it saw the key twice); `err` again
        if there is none."""
        for node in _nodes(text):
            if isinstance(node, MappingNode):
                keys = [key.value for key, _ in node.value]
                twice = next((key for n, (key, _) in enumerate(node.value)
                              if key.value in keys[:n]), None)
                if twice is not None:
                    mark = twice.start_mark
                    self.problem(Loc(name, mark.line + 1, mark.column + 1), "R106",
                                 f"duplicate key '{twice.value}'")
                    return
        raise err

    def _escaped(self, name: str, text: str) -> bool:
        """Whether a double-quoted key or value holds, written as an escape (`"\\e"`,
        `"\\x07"`), a character the text itself may not hold (noted as R102 at the value)."""
        for node in _nodes(text) if "\\" in text else ():
            for pattern, what in REFUSED if isinstance(node, ScalarNode) else ():
                bad = pattern.search(node.value)
                if bad is not None:
                    mark = node.start_mark
                    self.problem(Loc(name, mark.line + 1, mark.column + 1), "R102",
                                 "unreadable file: " + what.format(ord(bad.group()))
                                 .replace(" (", " written as an escape (", 1))
                    return True
        return False

    def _too_long(self, name: str, text: str, lines: list[str]) -> bool:
        """Whether a file has too many lines or characters to be read in good time (each
        noted as R102)."""
        if len(lines) > MOST_LINES:
            self.problem(Loc(name, MOST_LINES + 1, 1), "R102", f"unreadable file: "
                         f"{len(lines)} lines, more than the {MOST_LINES} a ruleset file may "
                         "have (reading YAML slows with the square of a file's length); split "
                         "it into several files")
            return True
        if len(text) > MOST_CHARACTERS:
            line, col = line_and_column(text, MOST_CHARACTERS)
            self.problem(Loc(name, line, col), "R102", f"unreadable file: {len(text)} "
                         f"characters, more than the {MOST_CHARACTERS} a ruleset file may have "
                         "(a longer one takes many seconds to read); split it into several "
                         "files")
            return True
        return False

    def _text(self, path: Path, what: str) -> str | None:
        """A file's text, or None once the problem (missing, unreadable, not UTF-8, a control
        character) is noted."""
        name = str(path)
        try:
            why = None if str(path.resolve()) in self.overrides else unreadable(path)
        except (OSError, RuntimeError) as err:  # RuntimeError: a symbolic link loop
            why = f"unreadable file: {err}"
        if why == "":
            hint = _missing_manifest(path) if path.name == MANIFEST_NAME else ""
            self.problem(Loc(name, 1, 1), "R101", f"missing {what}{hint}")
            return None
        if why is not None:
            self.problem(Loc(name, 1, 1), "R102", why)
            return None
        try:
            text = self.read_text(path)
        except OSError as err:
            self.problem(Loc(name, 1, 1), "R102", f"unreadable file: {err.strerror or err}")
            return None
        except UnicodeDecodeError as err:
            before = err.object[:err.start].decode("utf-8")  # columns count characters
            line, col = line_and_column(before, len(before))
            self.problem(Loc(name, line, col), "R102",
                         f"unreadable file: not UTF-8 text (byte 0x{err.object[err.start]:02x})")
            return None
        for pattern, what in REFUSED:
            bad = pattern.search(text)
            if bad is not None:
                line, col = line_and_column(text, bad.start())
                self.problem(Loc(name, line, col), "R102",
                             "unreadable file: " + what.format(ord(bad.group())))
                return None
        return text

    def _yaml_problem(self, name: str, err, lines: list[str], validation: bool) -> None:
        mark = err.problem_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = str(err.problem or err)
        kind = type(err).__name__
        if validation and mark is not None:
            line = _validation_line(err, lines, mark)
        if "unexpected key not in schema" in problem:
            key = problem.split("'")[1]
            line = _key_line(lines, line, key)
            col = _column_of(lines, line, key)
            hint = " here: it belongs in another file or section" if key in known_keys() \
                else did_you_mean(key, known_keys())
            self.problem(Loc(name, line, col), "R103", f"unknown key '{key}'{hint}")
        elif "required key(s)" in problem:
            keys = problem.split("'")[1]
            line, col = _mapping_start(lines, _written_line(err), err.context_mark or mark)
            self.problem(Loc(name, line, col), "R104", f"missing required key '{keys}'")
        elif "Flow" in kind:
            if err.context_mark is not None:  # the bracket itself, not the text after it
                line, col = err.context_mark.line + 1, err.context_mark.column + 1
            self.problem(Loc(name, line, col), "R105",
                         "flow-style YAML ([...] or {...}) is not allowed: write a block list, "
                         "or a comma-separated string for numbers")
        elif "Duplicate" in kind:
            key = problem.split("'")[1] if problem.count("'") >= 2 else problem
            col = _column_of(lines, line, key)
            self.problem(Loc(name, line, col), "R106", f"duplicate key '{key}'")
        elif validation:
            self._type_problem(name, err, lines, line, col, problem)
        else:
            hint = " (check the indentation)" if "block" in problem else ""
            self.problem(Loc(name, line, col), "R108", f"invalid YAML: {problem}{hint}")

    def _type_problem(self, name: str, err, lines: list[str], line: int, col: int,
                      problem: str) -> None:
        expected = str(err.context or "").replace("when ", "").replace("while ", "")
        expected = _EXPECTED.get(expected, expected)
        text = lines[line - 1] if 0 < line <= len(lines) else ""
        prefix = _KEY_PREFIX.match(text)
        value = text[prefix.end():] if prefix else text.strip().removeprefix("- ")
        value = value.split(" #")[0].strip()
        if not value or problem in ("found a sequence", "found a mapping"):
            # A block list or mapping where a scalar belongs: point at its key.
            for up in range(min(line, len(lines)), max(line - 3, 0), -1):
                key = _KEY_PREFIX.match(lines[up - 1])
                if key and not lines[up - 1][key.end():].split(" #")[0].strip():
                    line = up
                    col = len(lines[up - 1]) - len(lines[up - 1].lstrip()) + 1
                    break
            got = problem.replace("found ", "").replace("sequence", "list")
            self.problem(Loc(name, line, col), "R107", f"wrong type: {expected}, got {got}")
            return
        bad = value
        if "," in value and expected == "expecting an integer":
            bad = next((p.strip() for p in value.split(",") if not _is_int(p)), value)
        col = _value_column(text, bad) or col
        where = f" in '{value}'" if bad != value else ""
        self.problem(Loc(name, line, col), "R107", f"wrong type: {expected}, got '{bad}'{where}")


EMPTY = object()  # what `_Reader.parse` returns for a file with nothing but comments

_EXPECTED = {
    "expecting a sequence": "expecting a block list ('- ' items, one per line)",
    "expecting a mapping": "expecting a mapping ('key: value' lines)",
    "expecting a commaseparated": "expecting a comma-separated list such as 1, 2, 3",
    "expecting a whole": "expecting a whole number",  # a list or mapping where one belongs
    "expecting a str": "expecting text on the key's line (several names: separated by commas)",
    'expecting a boolean value (one of "yes", "true", "on", "1", "y", "no", "false", "off", '
    '"0", "n")': "expecting yes or no",
}


def _written_line(err) -> int | None:
    """The line where the node a validation error is about was written, from the parser's
    own marks; None for the whole document. strictyaml's marks count lines in a copy of the
    file it writes itself, where each line longer than 80 characters wraps: a problem below
    long lines was placed lines too low."""
    chunk, at = err._chunk, None
    node = chunk._ruamelparsed
    for kind, index in chunk._pointer._indices:
        if isinstance(node, CommentedMap) and kind in ("key", "val"):
            key = index[0]
            at = node.lc.key(key) if kind == "key" else node.lc.value(key)
            node = node[key]
        elif isinstance(node, CommentedSeq) and kind == "index":
            at = node.lc.item(index)
            node = node[index]
        else:  # a part of a scalar (one item of a comma-separated list)
            break
    return at[0] + 1 if at else None


def _validation_line(err, lines: list[str], mark) -> int:
    """The line of a validation problem: the line of strictyaml's snippet nearest to where
    the node was written (its last line for a block scalar), or to strictyaml's mark; for a
    file that is all of the wrong kind, its first line that is not a comment."""
    if not err._chunk._pointer._indices:  # the whole file: where its text starts
        return next((n for n, text in enumerate(lines, 1)
                     if text.strip() and not text.lstrip().startswith("#")), 1)
    return _snippet_line(lines, _written_line(err) or mark.line + 1, mark.get_snippet())


def _mapping_start(lines: list[str], written: int | None, mark) -> tuple[int, int]:
    """Line and column of the first key of the mapping written at (or after) a line, or
    strictyaml's mark."""
    line = written or (_snippet_line(lines, mark.line + 1, mark.get_snippet())
                       if mark is not None else 1)
    while 0 < line < len(lines) and (not lines[line - 1].strip()
                                     or lines[line - 1].lstrip().startswith("#")):
        line += 1
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    body = text.lstrip()
    col = len(text) - len(body) + 1
    if body.startswith("- "):
        col += len(body) - len(body[1:].lstrip())
    return line, col


def _key_line(lines: list[str], line: int, key: str) -> int:
    """The line, nearest to strictyaml's guess, where `key:` is written as a key."""
    pattern = re.compile(r"^\s*(?:-\s+)?" + re.escape(key) + r"\s*:")
    found = [n for n, text in enumerate(lines, 1) if pattern.match(text)]
    return min(found, key=lambda n: (abs(n - line), n)) if found else line


def _is_int(text: str) -> bool:
    try:
        int(text.strip())
    except ValueError:
        return False
    return True


def _snippet_line(lines: list[str], line: int, snippet: str) -> int:
    """The file line that strictyaml's (approximate) error line and snippet point at."""
    first = snippet.splitlines()[0].strip() if snippet.strip() else ""
    if not first:
        return line
    for cand in (line, line - 1, line + 1, line - 2):
        if 0 < cand <= len(lines) and lines[cand - 1].strip().removeprefix("- ") == \
                first.removeprefix("- "):
            return cand
    return line


def _column_of(lines: list[str], line: int, text: str) -> int:
    if 0 < line <= len(lines) and text:
        idx = lines[line - 1].find(text)
        if idx >= 0:
            return idx + 1
    return 1


_KEY_PREFIX = re.compile(r"^\s*(?:-\s+)?[\w-]+:(?:\s|$)")


def _value_column(line: str, text: str) -> int:
    """1-based column of `text` in a line, looking after a leading `key:`; 0 if absent."""
    prefix = _KEY_PREFIX.match(line)
    start = prefix.end() if prefix else 0
    idx = line.find(text, start)
    return idx + 1 if idx >= 0 else 0


def _near(name: str, lines: list[str], line: int, value) -> Loc:
    """The location of a value written on or just after `line` (block scalars start on the
    line after their `|`): the first line of its text is looked for on the nearby lines."""
    first = next((t.strip() for t in str(value).splitlines() if t.strip()), "")
    # A value written over several lines without `|` is read as one line: its first word.
    for text in dict.fromkeys((first, *first.split()[:1])) if first else ():
        for n in range(line, line + 3):
            if 0 < n <= len(lines):
                col = _value_column(lines[n - 1], text)
                if col:
                    return Loc(name, n, col)
    return Loc(name, line, 1)


def _value_loc(name: str, lines: list[str], parent, key) -> Loc:
    """Where the value of `key` in the mapping node `parent` was written.

    Positions come from the parser's own marks (strictyaml's `start_line` is far too slow
    to call per value).
    """
    return _loc_in(name, lines, parent._chunk.contents, str(key))


def _loc_in(name: str, lines: list[str], marks, key) -> Loc:
    """Where the value of `key` in a parsed mapping was written; for an empty value, its
    key (the parser marks the next token, lines below)."""
    if not str(marks[key]).strip():
        line, col = marks.lc.key(key)
        return Loc(name, line + 1, col + 1)
    return _near(name, lines, marks.lc.value(key)[0] + 1, marks[key])


def _entry(name: str, lines: list[str], node, key_field: str) -> Entry:
    fields = node.data
    marks = node._chunk.contents
    locs = {str(k): _loc_in(name, lines, marks, k) for k in marks}
    for k in marks:
        if isinstance(marks[k], list):
            locs.update(_item_locs(name, lines, marks[k], str(k)))
    loc = Loc(name, marks.lc.line + 1, marks.lc.col + 1)
    return Entry(fields.get(key_field), fields, locs, loc)


def _item_locs(name: str, lines: list[str], items: list, label: str) -> dict[str, Loc]:
    """Where each mapping of a list (a phase's steps, the board's regions) and its fields
    were written, by `label.0`, `label.0.do` and so on."""
    locs = {}
    for i, item in enumerate(items):
        if not getattr(item, "lc", None):
            continue
        locs[f"{label}.{i}"] = Loc(name, item.lc.line + 1, item.lc.col + 1)
        for sub in item:
            locs[f"{label}.{i}.{sub}"] = _loc_in(name, lines, item, sub)
    return locs


def _nodes(text: str):
    """Every node of a YAML text, keys included, in the order written."""
    root = strictyaml.ruamel.compose(text, Loader=SafeLoader)
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, SequenceNode):
            stack.extend(reversed(node.value))
        elif isinstance(node, MappingNode):
            stack.extend(reversed([n for pair in node.value for n in pair]))


def is_yaml(path: Path) -> bool:
    """Whether a file's name says YAML (`.yaml` or `.yml`, in any case) and it is not
    hidden (an editor's lock such as Emacs's `.#tiles.yaml` is no part of a ruleset)."""
    return path.suffix.lower() in (".yaml", ".yml") and not path.name.startswith(".")


def yaml_files(folder: Path) -> list[Path]:
    """The files of a folder whose names say YAML, the manifest included; none hidden."""
    return sorted(path for path in folder.iterdir() if is_yaml(path))


def unreadable(path: Path) -> str | None:
    """Why a ruleset file cannot be read where it stands: '' when it is missing; None for a
    regular file of a size that can hold a ruleset file (a pipe, a device or a file of
    gigabytes is never read)."""
    if path.is_file():
        size = path.stat().st_size
        return None if size <= 4 * MOST_CHARACTERS else \
            f"unreadable file: {size} bytes, more than a ruleset file of {MOST_CHARACTERS} " \
            "characters may have; split it into several files"
    if path.is_dir():
        return "unreadable file: a folder, not a file"
    if path.is_symlink() and not path.exists():
        return f"unreadable file: a link to {path.readlink()}, which does not exist"
    return "unreadable file: not a regular file (a pipe or a device is never read)" \
        if path.exists() else ""


def _missing_manifest(path: Path) -> str:
    """What a folder without a manifest.yaml needs, naming a manifest it has by another
    name (`manifest.yml`)."""
    try:
        other = next((p.name for p in yaml_files(path.parent)
                      if p.stem.lower() == "manifest"), None)
    except OSError:  # no folder, or one that cannot be listed
        other = None
    hint = f" ({other} is not read: rename it {MANIFEST_NAME})" if other else ""
    return f": a ruleset folder needs a {MANIFEST_NAME}{hint}"


def on_disk(name_or_path: str) -> bool:
    """Whether `name_or_path` is a file or folder as written (else it may name a ruleset)."""
    try:
        return Path(name_or_path).exists()
    except OSError:  # a name no file system takes (too long...)
        return False


def resolve(name_or_path: str, folders: list[Path]) -> Path:
    """A ruleset folder from a path or a registered ruleset name."""
    if not str(name_or_path).strip():  # Path('') is the current folder
        raise NaqalaError("an empty ruleset name: give a ruleset id or a folder")
    path = Path(name_or_path)
    try:
        if path.is_file() and path.name == MANIFEST_NAME:
            return path.parent
        if path.is_file() and (path.parent / MANIFEST_NAME).is_file():
            raise RulesetError([Problem(str(path), 1, 1, "R100", "a ruleset is named by its "
                                        "folder (or its manifest.yaml), not by one of its data "
                                        f"files: {path.parent}")])
        if (path / MANIFEST_NAME).exists() or path.is_dir():
            return path
    except OSError:  # a name no file system takes (too long...): not a folder, maybe an id
        pass
    found = find(name_or_path, folders)
    if found is not None:
        return found
    known, shown = _known(folders), quoted(name_or_path)  # a name given may be any length
    raise RulesetError([Problem(name_or_path if len(name_or_path) <= QUOTED else shown, 1, 1,
                                "R100", f"no ruleset {shown}{did_you_mean(name_or_path, known)}")])


def option_problem(name: str, option: dict, value) -> str | None:
    """Why `value` cannot be set for option `name`: it must be of the kind of the option's
    default, yes/no or a whole number of at most `DIGITS` digits (a yes/no option set to 5,
    or a count set to no, is refused). A default that is neither is named where it is
    declared (`_check_default`)."""
    default = str(option["default"]).strip()
    if _default_problem(name, default) is not None:
        return None
    number = NUMBER_VALUE.fullmatch(default) is not None
    text = str(value).strip()
    if OPTION_VALUE.fullmatch(text) is None or \
            (NUMBER_VALUE.fullmatch(text) is not None) != number:
        kind = "a whole number" if number else "yes or no"
        return f"option '{name}' takes {kind} (as its default '{default}'), not " \
               f"{quoted(str(value))}"
    if number and len(text.lstrip("-")) > DIGITS:
        return f"option '{name}' takes a whole number of at most {DIGITS} digits, not " \
               f"{quoted(text)}"
    return None


def _default_problem(name: str, default: str) -> str | None:
    """Why an option's default is neither yes/no nor a whole number of at most `DIGITS`
    digits."""
    if OPTION_VALUE.fullmatch(default) is None or len(default.lstrip("-")) > DIGITS:
        return f"option '{name}' takes yes, no or a whole number of at most {DIGITS} " \
               f"digits, not {quoted(default)}"
    return None


def _check_default(reader: _Reader, name: str, option: dict) -> None:
    why = _default_problem(name, str(option["default"]).strip())
    if why is not None:
        reader.problem(option["loc"], "R111", why)


def _check_setting(reader: _Reader, name: str, option: dict) -> None:
    why = option_problem(name, option, option["value"])
    if why is not None:
        reader.problem(option["loc"], "R111", why)


def find(name: str, folders: list[Path]) -> Path | None:
    """The folder of the ruleset `name` in the first of `folders` that has it, or None."""
    for folder in folders:
        try:
            if (Path(folder) / name / MANIFEST_NAME).is_file():
                return Path(folder) / name
        except OSError:  # a name no file system takes (too long...)
            continue
    return None


def _known(folders: list[Path]) -> list[str]:
    """Names of the rulesets in some folders (for did-you-mean)."""
    return sorted({p.name for f in folders if Path(f).is_dir() for p in Path(f).iterdir()
                   if (p / MANIFEST_NAME).is_file()})


def read_ruleset(path: Path, folders: list[Path],
                 overrides: dict[str, str] | None = None, named: bool = False) -> RawRuleset:
    """Read a ruleset folder and everything it extends; raise RulesetError on any problem.

    `overrides` gives the text of some files in place of what is on disk; `named`: the
    folder was found by its name, which its id must then be (R132)."""
    reader = _Reader(overrides)
    raw = _read(Path(path), folders, reader, [], named)
    if reader.problems or raw is None:
        raise RulesetError(reader.problems or [Problem(str(path), 1, 1, "R100", "unreadable")])
    return raw


def _read(path: Path, folders: list[Path], reader: _Reader,
          stack: list[tuple[str, Path]], named: bool = True) -> RawRuleset | None:
    """A ruleset folder laid over the ruleset(s) it extends, read first (recursively);
    `named`: found by its folder's name (as every ruleset it extends is). A folder is read
    once per reader: rulesets that each extend the two before them were read a Fibonacci
    number of times. (One that was read whole has no cycle, whatever the stack.)"""
    try:
        key = path.resolve()
    except (OSError, RuntimeError):  # a symbolic link loop: named when its manifest is read
        key = path
    if key not in reader.read:
        reader.read[key] = _read_folder(path, folders, reader, stack, named)
    return reader.read[key]


def _read_folder(path: Path, folders: list[Path], reader: _Reader,
                 stack: list[tuple[str, Path]], named: bool) -> RawRuleset | None:
    """`_read` of a folder not read yet."""
    lines: dict[str, list[str]] = {}
    manifest = reader.parse(path / MANIFEST_NAME, MANIFEST, lines)
    if manifest is None:
        return None
    rid = manifest.data["id"]
    if not _manifest_words(reader, str(path / MANIFEST_NAME), manifest, lines) or \
            (named and not _id_is_folder(reader, path, manifest, lines)) or \
            _extends_cycle(path, manifest, lines, reader, stack):
        return None
    parents = _parents(path, folders, reader, stack, manifest, lines)
    if parents is None:
        return None
    raw = _start_from(rid, manifest.data, parents[0] if parents else None)
    digest = hashlib.sha256(parents[0].hash.encode() if parents else b"")
    # Further parents: their own folders (those not already in) are laid on top, in order.
    for extra in parents[1:]:
        for folder, folder_id in zip(extra.folders, extra.chain):
            if folder not in raw.folders:
                extra_lines: dict[str, list[str]] = {}
                node = reader.parse(folder / MANIFEST_NAME, MANIFEST, extra_lines)
                if node is None:
                    return None
                _apply_folder(raw, folder, folder_id, node, extra_lines, reader, digest)
    _apply_folder(raw, path, rid, manifest, lines, reader, digest)
    raw.hash = digest.hexdigest()
    return raw


def _extends_cycle(path: Path, manifest, lines: dict, reader: _Reader,
                   stack: list[tuple[str, Path]]) -> bool:
    """Whether this folder is already being read below itself, or extends others more than
    `MOST_EXTENDS` deep (each reported as R109)."""
    here, mname = path.resolve(), str(path / MANIFEST_NAME)
    names = [name for name, _ in stack]
    loc = _value_loc(mname, lines[mname], manifest, "extends") if "extends" in manifest.data \
        else Loc(mname, 1, 1)
    if any(folder == here for _, folder in stack):
        reader.problem(loc, "R109", "extends cycle: " + " -> ".join([*names, manifest.data["id"]]))
    elif len(stack) >= MOST_EXTENDS and "extends" in manifest.data:
        reader.problem(loc, "R109", f"extends rulesets more than {MOST_EXTENDS} deep: "
                       f"{' -> '.join(names[:2])} -> ... -> {manifest.data['id']} -> "
                       f"{manifest.data['extends']}")
    else:
        return False
    return True


def _parents(path: Path, folders: list[Path], reader: _Reader, stack: list, manifest,
             lines: dict) -> list[RawRuleset] | None:
    """The rulesets named by `extends:`, each read in full; None if one cannot be read."""
    mname, mdata = str(path / MANIFEST_NAME), manifest.data
    names = _extended(reader, mname, manifest, lines)
    if names is None:
        return None
    parents = []
    for name in names:
        # Relative to this folder's parent first, then the registered folders: never the cwd.
        beside = path.absolute().parent  # the parent of '.' (a check from inside) is '.'
        parent_path = find(name, [beside, *folders])
        if parent_path is None:
            known = _known([beside, *folders])
            reader.problem(_value_loc(mname, lines[mname], manifest, "extends"), "R110",
                           f"extends unknown ruleset '{name}'{did_you_mean(name, known)}")
            return None
        parent = _read(parent_path, folders, reader, [*stack, (mdata["id"], path.resolve())])
        if parent is None:
            return None
        parents.append(parent)
    return parents


def _extended(reader: _Reader, mname: str, manifest, lines: dict) -> list[str] | None:
    """The names `extends:` gives; None once an `extends:` naming none, or with an empty
    item, is noted (R110, R103)."""
    if "extends" not in manifest.data:
        return []
    names = [e.strip() for e in manifest.data["extends"].split(",")]
    if "" not in names:
        return names
    code, why = ("R110", "extends names no ruleset: name the rulesets this one changes, or "
                 "remove the line") if names == [""] else ("R103", GAP)
    reader.problem(_value_loc(mname, lines[mname], manifest, "extends"), code, why)
    return None


def _start_from(rid: str, mdata: dict, first: RawRuleset | None) -> RawRuleset:
    """A new ruleset holding a copy of its first parent's data, or nothing."""
    raw = RawRuleset(id=rid, version=mdata.get("version", "0"), name=mdata.get("name", rid),
                     chain=[], folders=[], options={})
    if first is not None:
        raw.chain, raw.folders, raw.options = list(first.chain), list(first.folders), \
            dict(first.options)
        raw.settings, raw.setting_locs = dict(first.settings), dict(first.setting_locs)
        raw.collections = {k: dict(v) for k, v in first.collections.items()}
        raw.lines = dict(first.lines)
        raw.removals = {k: dict(v) for k, v in first.removals.items()}
    return raw


def _apply_folder(raw: RawRuleset, path: Path, rid: str, manifest, lines: dict,
                  reader: _Reader, digest) -> None:
    """Lay one ruleset folder (its options, `set:` and data files) over `raw`."""
    overlay = bool(raw.folders)
    mname = str(path / MANIFEST_NAME)
    mdata = manifest.data
    raw.chain.append(rid)
    raw.folders.append(path)
    for oname, onode in (manifest["options"].items() if "options" in mdata else []):
        if not _option_named(reader, mname, manifest["options"], str(oname)) or \
                _declared_again(reader, mname, manifest["options"], str(oname), raw.options):
            continue
        declared = _value_loc(mname, lines[mname], onode, "default")
        raw.options[str(oname)] = {"value": onode.data["default"], "doc": onode.data.get("doc", ""),
                                   "default": onode.data["default"], "loc": declared,
                                   "declared": declared}
        _check_default(reader, str(oname), raw.options[str(oname)])
    for oname, vnode in (manifest["set"].items() if "set" in mdata else []):
        key = str(oname)
        if key not in raw.options:
            line = _value_loc(mname, lines[mname], manifest["set"], oname).line
            reader.problem(Loc(mname, line, _column_of(lines[mname], line, key)), "R111",
                           f"unknown option '{key}'{did_you_mean(key, raw.options)}")
            continue
        raw.options[key] = {**raw.options[key], "value": vnode.data,
                            "loc": _value_loc(mname, lines[mname], manifest["set"], oname)}
        _check_setting(reader, key, raw.options[key])
    files = reader.data_files(path)
    digest.update(reader.read_bytes(path / MANIFEST_NAME))
    for file in files:
        node = reader.parse(file, DATA_FILE, lines)
        if node is None:
            continue
        if node is EMPTY:
            digest.update(os.fsencode(file.name) + b"\0")
            continue
        digest.update(os.fsencode(file.name) + b"\0" + reader.read_bytes(file))
        _merge(raw, node, str(file), lines[str(file)], reader, overlay=overlay)
    raw.lines.update(lines)


def _merge(raw: RawRuleset, node, name: str, lines: list[str], reader: _Reader,
           overlay: bool) -> None:
    data = node.data
    _merge_settings(raw, node, name, lines, reader)
    default_deck = data.get("deck")
    deck_loc = _value_loc(name, lines, node, "deck") if default_deck else None
    for section, (_, key_field, required) in COLLECTIONS.items():
        if section not in data:
            continue
        table, gone = raw.collections.setdefault(section, {}), raw.removals.setdefault(section, {})
        for item in node[section]:
            entry = _entry(name, lines, item, key_field)
            if default_deck and section == "cards" and "deck" not in entry.fields:
                entry.fields["deck"] = default_deck
                entry.locs["deck"] = deck_loc
            removing = entry.get("op") == "remove"
            _apply_op(table, entry, section, key_field, required, reader, overlay)
            if entry.key in table:
                gone.pop(str(entry.key), None)
            elif removing:
                gone[str(entry.key)] = entry.at(key_field)


def _merge_settings(raw: RawRuleset, node, name: str, lines: list[str],
                    reader: _Reader) -> None:
    """A file's `end_when`, `board:` and `movement:` settings laid over those below."""
    if "end_when" in node.data:
        loc = _value_loc(name, lines, node, "end_when")
        if _once(raw, "end_when", loc, reader):
            raw.settings["end_when"], raw.setting_locs["end_when"] = node.data["end_when"], loc
    for top in ("board", "movement"):
        for bkey, bnode in node[top].items() if top in node.data else ():
            locs = _setting_locs(name, lines, node[top], bkey)
            if _once(raw, f"{top}.{bkey}", locs[""], reader):
                _set(raw, f"{top}.{bkey}", bnode.data, locs)


def _once(raw: RawRuleset, key: str, loc: Loc, reader: _Reader) -> bool:
    """Whether a setting is given once in its ruleset's folder (R106 where another of its
    files gave it too: the file whose name sorts last won without a word)."""
    first = raw.setting_locs.get(key)
    if first is None or Path(first.file).parent != Path(loc.file).parent:
        return True
    reader.problem(loc, "R106", f"duplicate key '{key}', first at {first.file}:{first.line}")
    return False


def _setting_locs(name: str, lines: list[str], parent, key) -> dict[str, Loc]:
    """Where a `board:` or `movement:` setting was written, and for a list of mappings
    (regions) each item and its fields."""
    key, marks = str(key), parent._chunk.contents
    locs = {"": _value_loc(name, lines, parent, key)}
    if isinstance(marks[key], list):
        locs.update(_item_locs(name, lines, marks[key], ""))
    return locs


def _set(raw: RawRuleset, key: str, value, locs: dict[str, Loc]) -> None:
    """A setting laid over what the rulesets below said (with the places of all its parts:
    `board.regions`, `board.regions.0.area`...)."""
    raw.settings[key] = value
    raw.setting_locs = {k: v for k, v in raw.setting_locs.items() if not k.startswith(key + ".")}
    raw.setting_locs.update({f"{key}{sub}": loc for sub, loc in locs.items()})


def _one_word(reader: _Reader, loc: Loc, what: str, value) -> bool:
    """Whether an id (or a version) is one word; a space or a line end in it is R131."""
    if not isinstance(value, str) or not any(c.isspace() for c in value):
        return True
    reader.problem(loc, "R131", f"the {what} holds a space or a line end: it is one word "
                   "(snippets, moves, messages and saves name it)")
    return False


def _option_named(reader: _Reader, mname: str, options, name: str) -> bool:
    """Whether an option's name is one word a setting can name (`NAME:option=value,...`)
    and no value a setting could mean itself (`yes`, `3`); R131 at the name where not."""
    if not name or any(c.isspace() or c in "=,:" for c in name):
        why = "is one word without '=', ',' or ':' (settings are written NAME:option=value,...)"
    elif OPTION_VALUE.fullmatch(name):
        why = "is no value (yes, no, on, off, true, false or a number): settings that give " \
              "one would read the option"
    else:
        return True
    line, col = options._chunk.contents.lc.key(name)
    reader.problem(Loc(mname, line + 1, col + 1), "R131",
                   f"option {quoted(name)}: an option's name {why}")
    return False


def _declared_again(reader: _Reader, mname: str, options, name: str, known: dict) -> bool:
    """Whether an option is declared by a ruleset below already (R111 at its name: an
    overlay that declared it again replaced its doc and kind without a word)."""
    if name not in known:
        return False
    line, col = options._chunk.contents.lc.key(name)
    first = known[name]["declared"]
    reader.problem(Loc(mname, line + 1, col + 1), "R111", f"option {quoted(name)} is declared "
                   f"already, at {first.file}:{first.line}: an overlay gives it another value "
                   "with set:")
    return True


def _id_is_folder(reader: _Reader, path: Path, manifest, lines: dict) -> bool:
    """Whether a ruleset found by its folder's name has that name as its id (R132 where
    not: its saves name it by id, and would not find it)."""
    rid, name = manifest.data["id"], path.name
    if rid == name:
        return True
    mname = str(path / MANIFEST_NAME)
    reader.problem(_value_loc(mname, lines[mname], manifest, "id"), "R132",
                   f"id {quoted(rid)} is not the folder's name {quoted(name)}: a ruleset is "
                   "found by its folder and its saves name it by id, so the two must be the same")
    return False


def _manifest_words(reader: _Reader, name: str, manifest, lines: dict) -> bool:
    """Whether a manifest's id and version are each one word (R131 where not), and its
    version whole numbers separated by dots (R133 where not)."""
    if not all([_one_word(reader, _value_loc(name, lines[name], manifest, key),
                          f"{key} {quoted(manifest.data[key])} of the ruleset",
                          manifest.data[key])
                for key in ("id", "version") if key in manifest.data]):
        return False
    version = manifest.data.get("version", "0")
    if VERSION.fullmatch(version):
        return True
    reader.problem(_value_loc(name, lines[name], manifest, "version"), "R133",
                   f"version {quoted(version)} of the ruleset is not a version: write one to "
                   "four whole numbers separated by dots, such as 1.0 or 1.2.3")
    return False


def _apply_op(table: dict, entry: Entry, section: str, key_field: str, required: tuple,
              reader: _Reader, overlay: bool) -> None:
    op = entry.fields.pop("op", "add")
    key = entry.key
    if key is None:
        reader.problem(entry.loc, "R104", f"missing required key '{key_field}' in {section}")
        return
    if not _one_word(reader, entry.at(key_field), f"id {quoted(key)} in {section}", key):
        return
    if op not in OPS:
        reader.problem(entry.at("op"), "R112", f"unknown op '{op}'{did_you_mean(op, OPS) or ''}"
                       f": expected one of {', '.join(OPS)}")
        return
    if op in ("remove", "modify", "replace") and key not in table:
        reader.problem(entry.at(key_field), "R113",
                       f"cannot {op} '{key}': no such entry in {section}"
                       f"{did_you_mean(key, table)}")
        return
    if op == "remove":
        del table[key]
        return
    if op == "modify":
        table[key] = _modified(table[key], entry, reader)
        return
    if op == "add" and key in table:
        hint = " (an overlay replaces it with op: replace)" if overlay else ""
        reader.problem(entry.at(key_field), "R114",
                       f"duplicate id '{key}' in {section}, first at "
                       f"{table[key].loc.file}:{table[key].loc.line}{hint}")
        return
    missing = [f for f in required if f not in entry.fields]
    _plain_step_problems(entry, reader)
    if missing:
        reader.problem(entry.loc, "R104",
                       f"missing required key '{missing[0]}' in {section} entry '{key}'")
        return
    table[key] = entry


def _modified(old: Entry, entry: Entry, reader: _Reader) -> Entry:
    """`op: modify`: the fields given replace the old ones; steps with an `op:` edit the old
    steps one by one instead of replacing them all."""
    fields, locs = {**old.fields, **entry.fields}, {**old.locs, **entry.locs}
    edits = entry.get("steps") or []
    if any("op" in step for step in edits):
        steps = _edit_steps(old, entry, reader)
        fields["steps"] = [step for step, _ in steps]
        locs = {k: v for k, v in locs.items() if not k.startswith("steps.")}
        locs.update({f"steps.{i}.{sub}".rstrip("."): at for i, (_, step_locs) in enumerate(steps)
                     for sub, at in step_locs.items()})
    else:
        _plain_step_problems(entry, reader)
    return Entry(old.key, fields, locs, old.loc)


def _step_locs(entry: Entry, i: int) -> dict[str, Loc]:
    """Where step i and its fields were written, by field ("" for the step itself)."""
    prefix = f"steps.{i}"
    return {k[len(prefix) + 1:]: v for k, v in entry.locs.items()
            if k == prefix or k.startswith(prefix + ".")}


def _plain_step_problems(entry: Entry, reader: _Reader) -> None:
    """Steps that replace a phase's steps: each with `do`, none with `before:` or `after:`."""
    for i, step in enumerate(entry.get("steps") or []):
        placed = [k for k in ("op", "before", "after") if k in step]
        if placed:
            reader.problem(entry.at(f"steps.{i}.{placed[0]}"), "R115",
                           f"'{placed[0]}:' edits a step of an existing phase: it belongs in "
                           f"an op: modify of phase '{entry.key}' whose steps all have op:")
        elif "do" not in step:
            reader.problem(entry.at(f"steps.{i}"), "R104", "missing required key 'do'")


def _edit_steps(old: Entry, entry: Entry, reader: _Reader) -> list[tuple[dict, dict]]:
    """The old phase's steps (each with its locations) after the edits of `entry`, in order."""
    steps = [(dict(step), _step_locs(old, i)) for i, step in enumerate(old.get("steps") or [])]
    for i, edit in enumerate(entry.get("steps")):
        problem = _edit_step(steps, edit, _step_locs(entry, i))
        if problem is not None:
            field, code, message = problem
            reader.problem(entry.at(f"steps.{i}.{field}".rstrip(".")), code,
                           f"{message} (phase '{entry.key}')")
    return steps


def _edit_step(steps: list, edit: dict, locs: dict) -> tuple[str, str, str] | None:
    """Apply one step edit to `steps`; or (field, code, message) of what is wrong with it."""
    ids = [step["id"] for step, _ in steps]
    problem = _step_edit_problem(ids, edit)
    if problem is not None:
        return problem
    op, key = edit["op"], edit["id"]
    step = ({"id": key, "do": edit.get("do")},
            {k: v for k, v in locs.items() if k in ("", "id", "do")})
    if op == "remove":
        del steps[ids.index(key)]
    elif op == "replace":
        steps[ids.index(key)] = step
    elif op == "add":
        steps.append(step)
    else:
        where = "before" if "before" in edit else "after"
        steps.insert(ids.index(edit[where]) + (where == "after"), step)
    return None


def _step_edit_problem(ids: list[str], edit: dict) -> tuple[str, str, str] | None:
    """What is wrong with one step edit, as (field, code, message), or None."""
    op, key = edit.get("op"), edit["id"]
    problem = _step_op_problem(op, key, edit)
    if problem is not None:
        return problem
    if op in ("replace", "remove") and key not in ids:
        return "id", "R113", f"cannot {op} step '{key}': no such step{did_you_mean(key, ids)}"
    if op in ("add", "insert") and key in ids:
        return "id", "R114", f"step '{key}' is already in the phase (op: replace changes it)"
    where = "before" if "before" in edit else "after"
    if op == "insert" and edit[where] not in ids:
        return where, "R113", f"no step '{edit[where]}' to insert '{key}' " \
            f"{where}{did_you_mean(edit[where], ids)}"
    return None


def _step_op_problem(op, key: str, edit: dict) -> tuple[str, str, str] | None:
    """A step edit's op, its before:/after: and its do:, checked on their own."""
    if op not in STEP_OPS:
        return ("op" if op else "id", "R112", f"a step edit needs op: one of "
                f"{', '.join(STEP_OPS)}, not {op or 'none'}{did_you_mean(op or '', STEP_OPS)}")
    placed = len([k for k in ("before", "after") if k in edit])
    if placed != (op == "insert"):
        return "op", "R115", f"op: {op} of step '{key}' takes " + (
            "one of before: or after:" if op == "insert" else "no before: or after:")
    if op != "remove" and "do" not in edit:
        return "", "R104", f"missing required key 'do' in step '{key}'"
    return None
