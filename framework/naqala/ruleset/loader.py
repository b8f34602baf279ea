"""Read a ruleset folder (and the folders it extends) into merged, located raw data.

The result is plain data with a location for every field, ready for `compile.py`. Every
problem is reported as a located `Problem`; nothing here raises a Python error at a user.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

import strictyaml
from strictyaml.ruamel.error import MarkedYAMLError

from ..errors import Problem, RulesetError, did_you_mean
from .schema import COLLECTIONS, DATA_FILE, MANIFEST, OPS, known_keys

MANIFEST_NAME = "manifest.yaml"


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
    setting_locs: dict[str, Loc] = field(default_factory=dict)
    collections: dict[str, dict[object, Entry]] = field(default_factory=dict)
    hash: str = ""
    lines: dict[str, list[str]] = field(default_factory=dict)


class _Reader:
    """Collects problems while reading; raises them all at the end."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def problem(self, loc: Loc, code: str, message: str) -> None:
        self.problems.append(Problem(loc.file, loc.line, loc.col, code, message))

    def parse(self, path: Path, schema, lines_store: dict) -> object | None:
        name = str(path)
        if not path.exists():
            self.problem(Loc(name, 1, 1), "R101", "missing file")
            return None
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            self.problem(Loc(name, 1, 1), "R102", f"unreadable file: {err.__class__.__name__}")
            return None
        lines_store[name] = text.splitlines()
        try:
            return strictyaml.load(text, schema, label=name)
        except strictyaml.YAMLValidationError as err:
            self._yaml_problem(name, err, lines_store[name], validation=True)
        except (strictyaml.YAMLError, MarkedYAMLError) as err:
            self._yaml_problem(name, err, lines_store[name], validation=False)
        return None

    def _yaml_problem(self, name: str, err, lines: list[str], validation: bool) -> None:
        mark = err.problem_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = str(err.problem or err)
        kind = type(err).__name__
        if "unexpected key not in schema" in problem:
            key = problem.split("'")[1]
            col = _column_of(lines, line, key)
            self.problem(Loc(name, line, col), "R103",
                         f"unknown key '{key}'{did_you_mean(key, known_keys())}")
        elif "required key(s)" in problem:
            keys = problem.split("'")[1]
            self.problem(Loc(name, line, col), "R104", f"missing required key '{keys}'")
        elif "Flow" in kind:
            self.problem(Loc(name, line, col), "R105",
                         "flow-style YAML ([...] or {...}) is not allowed: write a block list, "
                         "or a comma-separated string for numbers")
        elif "Duplicate" in kind:
            self.problem(Loc(name, line, col), "R106", f"duplicate key: {problem}")
        elif validation:
            expected = str(err.context or "").replace("when ", "").replace("while ", "")
            value = lines[line - 1].split(":", 1)[-1].strip() if 0 < line <= len(lines) else ""
            col = _column_of(lines, line, value) if value else col
            self.problem(Loc(name, line, col), "R107", f"wrong type: {expected}, got '{value}'")
        else:
            self.problem(Loc(name, line, col), "R108", f"invalid YAML: {problem}")


def _column_of(lines: list[str], line: int, text: str) -> int:
    if 0 < line <= len(lines) and text:
        idx = lines[line - 1].find(text)
        if idx >= 0:
            return idx + 1
    return 1


def _loc(name: str, lines: list[str], node) -> Loc:
    line = node.start_line
    text = node.data if node.is_scalar() else None
    first = str(text).splitlines()[0] if text not in (None, "") else ""
    for offset in range(0, 3):
        if first and 0 < line + offset <= len(lines) and first in lines[line + offset - 1]:
            return Loc(name, line + offset, _column_of(lines, line + offset, first))
    return Loc(name, line, 1)


def _entry(name: str, lines: list[str], node, key_field: str) -> Entry:
    fields = node.data
    locs = {str(k): _loc(name, lines, v) for k, v in node.items()}
    loc = Loc(name, node.start_line, _column_of(lines, node.start_line, "- ") + 2)
    return Entry(fields.get(key_field), fields, locs, loc)


def resolve(name_or_path: str, folders: list[Path]) -> Path:
    """A ruleset folder from a path or a registered ruleset name."""
    path = Path(name_or_path)
    if (path / MANIFEST_NAME).exists() or path.is_dir():
        return path
    for folder in folders:
        if (folder / name_or_path / MANIFEST_NAME).exists():
            return folder / name_or_path
    known = [p.name for f in folders for p in f.iterdir() if (p / MANIFEST_NAME).exists()]
    raise RulesetError([Problem(name_or_path, 1, 1, "R100",
                                f"no ruleset '{name_or_path}'{did_you_mean(name_or_path, known)}")])


def read_ruleset(path: Path, folders: list[Path]) -> RawRuleset:
    """Read a ruleset folder and everything it extends; raise RulesetError on any problem."""
    reader = _Reader()
    raw = _read(Path(path), folders, reader, [])
    if reader.problems or raw is None:
        raise RulesetError(reader.problems or [Problem(str(path), 1, 1, "R100", "unreadable")])
    return raw


def _read(path: Path, folders: list[Path], reader: _Reader, stack: list[str]) -> RawRuleset | None:
    lines: dict[str, list[str]] = {}
    manifest_path = path / MANIFEST_NAME
    manifest = reader.parse(manifest_path, MANIFEST, lines)
    if manifest is None:
        return None
    mname = str(manifest_path)
    mdata = manifest.data
    rid = mdata["id"]
    if rid in stack:
        loc = _loc(mname, lines[mname], manifest["extends"]) if "extends" in mdata else Loc(
            mname, 1, 1)
        reader.problem(loc, "R109", "extends cycle: " + " -> ".join([*stack, rid]))
        return None
    parent = None
    if "extends" in mdata:
        try:
            parent_path = resolve(mdata["extends"], [path.parent, *folders])
        except RulesetError:
            reader.problem(_loc(mname, lines[mname], manifest["extends"]), "R110",
                           f"extends unknown ruleset '{mdata['extends']}'")
            return None
        parent = _read(parent_path, folders, reader, [*stack, rid])
        if parent is None:
            return None
    raw = RawRuleset(
        id=rid, version=mdata.get("version", "0"), name=mdata.get("name", rid),
        chain=[*(parent.chain if parent else []), rid],
        folders=[*(parent.folders if parent else []), path],
        options=dict(parent.options) if parent else {},
        settings=dict(parent.settings) if parent else {},
        setting_locs=dict(parent.setting_locs) if parent else {},
        collections={k: dict(v) for k, v in parent.collections.items()} if parent else {},
        lines=dict(parent.lines) if parent else {},
    )
    digest = hashlib.sha256(parent.hash.encode() if parent else b"")
    for oname, onode in (manifest["options"].items() if "options" in mdata else []):
        raw.options[str(oname)] = {"value": onode.data["default"], "doc": onode.data.get("doc", ""),
                                   "loc": _loc(mname, lines[mname], onode["default"])}
    for oname, vnode in (manifest["set"].items() if "set" in mdata else []):
        key = str(oname)
        if key not in raw.options:
            reader.problem(_loc(mname, lines[mname], vnode), "R111",
                           f"unknown option '{key}'{did_you_mean(key, raw.options)}")
            continue
        raw.options[key] = {**raw.options[key], "value": vnode.data,
                            "loc": _loc(mname, lines[mname], vnode)}
    files = sorted(p for p in path.glob("*.yaml") if p.name != MANIFEST_NAME)
    digest.update(manifest_path.read_bytes())
    for file in files:
        node = reader.parse(file, DATA_FILE, lines)
        if node is None:
            continue
        digest.update(file.name.encode() + b"\0" + file.read_bytes())
        _merge(raw, node, str(file), lines[str(file)], reader, overlay=parent is not None)
    raw.lines.update(lines)
    raw.hash = digest.hexdigest()
    return raw


def _merge(raw: RawRuleset, node, name: str, lines: list[str], reader: _Reader,
           overlay: bool) -> None:
    data = node.data
    for key in ("end_when",):
        if key in data:
            raw.settings[key] = data[key]
            raw.setting_locs[key] = _loc(name, lines, node[key])
    if "board" in data:
        for bkey, bnode in node["board"].items():
            raw.settings[f"board.{bkey}"] = bnode.data
            raw.setting_locs[f"board.{bkey}"] = _loc(name, lines, bnode)
    default_deck = data.get("deck")
    for section, (_, key_field, required) in COLLECTIONS.items():
        if section not in data:
            continue
        table = raw.collections.setdefault(section, {})
        for item in node[section]:
            entry = _entry(name, lines, item, key_field)
            if default_deck and section == "cards" and "deck" not in entry.fields:
                entry.fields["deck"] = default_deck
                entry.locs["deck"] = entry.loc
            _apply_op(table, entry, section, key_field, required, reader, overlay)


def _apply_op(table: dict, entry: Entry, section: str, key_field: str, required: tuple,
              reader: _Reader, overlay: bool) -> None:
    op = entry.fields.pop("op", "add")
    key = entry.key
    if key is None:
        reader.problem(entry.loc, "R104", f"missing required key '{key_field}' in {section}")
        return
    if op not in OPS:
        reader.problem(entry.at("op"), "R112", f"unknown op '{op}'{did_you_mean(op, OPS)}")
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
        old = table[key]
        table[key] = Entry(key, {**old.fields, **entry.fields}, {**old.locs, **entry.locs}, old.loc)
        return
    if op == "add" and key in table:
        hint = " (an overlay replaces it with op: replace)" if overlay else ""
        reader.problem(entry.at(key_field), "R114",
                       f"duplicate id '{key}' in {section}, first at "
                       f"{table[key].loc.file}:{table[key].loc.line}{hint}")
        return
    missing = [f for f in required if f not in entry.fields]
    if missing:
        reader.problem(entry.loc, "R104",
                       f"missing required key '{missing[0]}' in {section} entry '{key}'")
        return
    table[key] = entry
