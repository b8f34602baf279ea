"""Reading one ruleset file (`Reader`): its text checked, its YAML validated against the
schema, and every problem placed at the line and column where it was written."""

from __future__ import annotations

import re
from pathlib import Path

import strictyaml
from strictyaml.ruamel.comments import CommentedMap, CommentedSeq
from strictyaml.ruamel.error import MarkedYAMLError
from strictyaml.ruamel.loader import SafeLoader
from strictyaml.ruamel.nodes import MappingNode, ScalarNode, SequenceNode

from ..errors import Problem, did_you_mean, line_and_column
from .raw import Loc, RawRuleset
from .schema import MANIFEST, known_keys

MANIFEST_NAME = "manifest.yaml"
MOST_LINES = 4000  # a ruleset file's lines; the shipped ones have at most about 100
MOST_CHARACTERS = 400_000  # a ruleset file's characters; the shipped ones have at most 3,000
EMPTY_ITEM = re.compile(r":\s*,|,\s*,|,\s*$")  # a gap in a comma-separated list
GAP = "a comma-separated list with an empty item (two commas in a row, or a comma at an end)"
# Characters YAML refuses (C0 controls but tab and line ends, DEL, C1 controls, surrogates).
CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")
# Line ends to YAML (and Python's splitlines) but not to editors nor the language server
# protocol: every place below one would be a line off, and one in a comment breaks the YAML.
SEPARATOR = re.compile("[\x85\u2028\u2029]")
REFUSED = ((CONTROL, "control character U+{:04X} (YAML allows none)"),
           (SEPARATOR, "line separator U+{:04X} (YAML ends a line there, an editor does not): "
                       "write a line end or a space"))


class Reader:
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

    def one_word(self, loc: Loc, what: str, value) -> bool:
        """Whether an id (or a version) is one word; a space or a line end in it is R131."""
        if not isinstance(value, str) or not any(c.isspace() for c in value):
            return True
        self.problem(loc, "R131", f"the {what} holds a space or a line end: it is one word "
                       "(snippets, moves, messages and saves name it)")
        return False

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
            col = column_of(lines, line, key)
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
            col = column_of(lines, line, key)
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
        col = value_column(text, bad) or col
        where = f" in '{value}'" if bad != value else ""
        self.problem(Loc(name, line, col), "R107", f"wrong type: {expected}, got '{bad}'{where}")


EMPTY = object()  # what `Reader.parse` returns for a file with nothing but comments

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


def column_of(lines: list[str], line: int, text: str) -> int:
    """1-based column of `text` on a line of the file; 1 when it is not there."""
    if 0 < line <= len(lines) and text:
        idx = lines[line - 1].find(text)
        if idx >= 0:
            return idx + 1
    return 1


_KEY_PREFIX = re.compile(r"^\s*(?:-\s+)?[\w-]+:(?:\s|$)")


def value_column(line: str, text: str) -> int:
    """1-based column of `text` in a line, looking after a leading `key:`; 0 if absent."""
    prefix = _KEY_PREFIX.match(line)
    start = prefix.end() if prefix else 0
    idx = line.find(text, start)
    return idx + 1 if idx >= 0 else 0


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
