"""Read a ruleset folder (and the folders it extends) into merged, located raw data.

The result is plain data with a location for every field, ready for `compile.py`. Every
problem is reported as a located `Problem`; nothing here raises a Python error at a user.
Each file is read by `files.Reader`; an overlay's entries are laid on by `overlays`.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from ..errors import QUOTED, NaqalaError, Problem, RulesetError, did_you_mean, quoted
from .files import EMPTY, GAP, MANIFEST_NAME, Reader, column_of
from .overlays import apply_op
from .places import entry_of, setting_locs, value_loc
from .raw import Loc, RawRuleset
from .schema import COLLECTIONS, DATA_FILE, MANIFEST

MOST_EXTENDS = 100  # rulesets one extends, one below the other; the shipped ones: 2 at most
DIGITS = 12  # an option's number has at most this many digits, as a snippet's (D207)
VERSION = re.compile(r"[0-9]{1,12}(?:\.[0-9]{1,12}){0,3}")  # 1, 1.2, 1.2.3, 2026.12.6.1
OPTION_VALUE = re.compile(r"yes|no|true|false|on|off|-?[0-9]+", re.IGNORECASE)
NUMBER_VALUE = re.compile(r"-?[0-9]+")  # an option value that is a count, not a yes or no


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


def _check_default(reader: Reader, name: str, option: dict) -> None:
    why = _default_problem(name, str(option["default"]).strip())
    if why is not None:
        reader.problem(option["loc"], "R111", why)


def _check_setting(reader: Reader, name: str, option: dict) -> None:
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
    reader = Reader(overrides)
    raw = _read(Path(path), folders, reader, [], named)
    if reader.problems or raw is None:
        raise RulesetError(reader.problems or [Problem(str(path), 1, 1, "R100", "unreadable")])
    return raw


def _read(path: Path, folders: list[Path], reader: Reader,
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


def _read_folder(path: Path, folders: list[Path], reader: Reader,
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


def _extends_cycle(path: Path, manifest, lines: dict, reader: Reader,
                   stack: list[tuple[str, Path]]) -> bool:
    """Whether this folder is already being read below itself, or extends others more than
    `MOST_EXTENDS` deep (each reported as R109)."""
    here, mname = path.resolve(), str(path / MANIFEST_NAME)
    names = [name for name, _ in stack]
    loc = value_loc(mname, lines[mname], manifest, "extends") if "extends" in manifest.data \
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


def _parents(path: Path, folders: list[Path], reader: Reader, stack: list, manifest,
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
            reader.problem(value_loc(mname, lines[mname], manifest, "extends"), "R110",
                           f"extends unknown ruleset '{name}'{did_you_mean(name, known)}")
            return None
        parent = _read(parent_path, folders, reader, [*stack, (mdata["id"], path.resolve())])
        if parent is None:
            return None
        parents.append(parent)
    return parents


def _extended(reader: Reader, mname: str, manifest, lines: dict) -> list[str] | None:
    """The names `extends:` gives; None once an `extends:` naming none, or with an empty
    item, is noted (R110, R103)."""
    if "extends" not in manifest.data:
        return []
    names = [e.strip() for e in manifest.data["extends"].split(",")]
    if "" not in names:
        return names
    code, why = ("R110", "extends names no ruleset: name the rulesets this one changes, or "
                 "remove the line") if names == [""] else ("R103", GAP)
    reader.problem(value_loc(mname, lines[mname], manifest, "extends"), code, why)
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
                  reader: Reader, digest) -> None:
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
        declared = value_loc(mname, lines[mname], onode, "default")
        raw.options[str(oname)] = {"value": onode.data["default"], "doc": onode.data.get("doc", ""),
                                   "default": onode.data["default"], "loc": declared,
                                   "declared": declared}
        _check_default(reader, str(oname), raw.options[str(oname)])
    for oname, vnode in (manifest["set"].items() if "set" in mdata else []):
        key = str(oname)
        if key not in raw.options:
            line = value_loc(mname, lines[mname], manifest["set"], oname).line
            reader.problem(Loc(mname, line, column_of(lines[mname], line, key)), "R111",
                           f"unknown option '{key}'{did_you_mean(key, raw.options)}")
            continue
        raw.options[key] = {**raw.options[key], "value": vnode.data,
                            "loc": value_loc(mname, lines[mname], manifest["set"], oname)}
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


def _merge(raw: RawRuleset, node, name: str, lines: list[str], reader: Reader,
           overlay: bool) -> None:
    data = node.data
    _merge_settings(raw, node, name, lines, reader)
    default_deck = data.get("deck")
    deck_loc = value_loc(name, lines, node, "deck") if default_deck else None
    for section, (_, key_field, required) in COLLECTIONS.items():
        if section not in data:
            continue
        table, gone = raw.collections.setdefault(section, {}), raw.removals.setdefault(section, {})
        for item in node[section]:
            entry = entry_of(name, lines, item, key_field)
            if default_deck and section == "cards" and "deck" not in entry.fields:
                entry.fields["deck"] = default_deck
                entry.locs["deck"] = deck_loc
            removing = entry.get("op") == "remove"
            apply_op(table, entry, section, key_field, required, reader, overlay)
            if entry.key in table:
                gone.pop(str(entry.key), None)
            elif removing:
                gone[str(entry.key)] = entry.at(key_field)


def _merge_settings(raw: RawRuleset, node, name: str, lines: list[str],
                    reader: Reader) -> None:
    """A file's `end_when`, `board:` and `movement:` settings laid over those below."""
    if "end_when" in node.data:
        loc = value_loc(name, lines, node, "end_when")
        if _once(raw, "end_when", loc, reader):
            raw.settings["end_when"], raw.setting_locs["end_when"] = node.data["end_when"], loc
    for top in ("board", "movement"):
        for bkey, bnode in node[top].items() if top in node.data else ():
            locs = setting_locs(name, lines, node[top], bkey)
            if _once(raw, f"{top}.{bkey}", locs[""], reader):
                _set(raw, f"{top}.{bkey}", bnode.data, locs)


def _once(raw: RawRuleset, key: str, loc: Loc, reader: Reader) -> bool:
    """Whether a setting is given once in its ruleset's folder (R106 where another of its
    files gave it too: the file whose name sorts last won without a word)."""
    first = raw.setting_locs.get(key)
    if first is None or Path(first.file).parent != Path(loc.file).parent:
        return True
    reader.problem(loc, "R106", f"duplicate key '{key}', first at {first.file}:{first.line}")
    return False




def _set(raw: RawRuleset, key: str, value, locs: dict[str, Loc]) -> None:
    """A setting laid over what the rulesets below said (with the places of all its parts:
    `board.regions`, `board.regions.0.area`...)."""
    raw.settings[key] = value
    raw.setting_locs = {k: v for k, v in raw.setting_locs.items() if not k.startswith(key + ".")}
    raw.setting_locs.update({f"{key}{sub}": loc for sub, loc in locs.items()})




def _option_named(reader: Reader, mname: str, options, name: str) -> bool:
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


def _declared_again(reader: Reader, mname: str, options, name: str, known: dict) -> bool:
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


def _id_is_folder(reader: Reader, path: Path, manifest, lines: dict) -> bool:
    """Whether a ruleset found by its folder's name has that name as its id (R132 where
    not: its saves name it by id, and would not find it)."""
    rid, name = manifest.data["id"], path.name
    if rid == name:
        return True
    mname = str(path / MANIFEST_NAME)
    reader.problem(value_loc(mname, lines[mname], manifest, "id"), "R132",
                   f"id {quoted(rid)} is not the folder's name {quoted(name)}: a ruleset is "
                   "found by its folder and its saves name it by id, so the two must be the same")
    return False


def _manifest_words(reader: Reader, name: str, manifest, lines: dict) -> bool:
    """Whether a manifest's id and version are each one word (R131 where not), and its
    version whole numbers separated by dots (R133 where not)."""
    if not all([reader.one_word(value_loc(name, lines[name], manifest, key),
                          f"{key} {quoted(manifest.data[key])} of the ruleset",
                          manifest.data[key])
                for key in ("id", "version") if key in manifest.data]):
        return False
    version = manifest.data.get("version", "0")
    if VERSION.fullmatch(version):
        return True
    reader.problem(value_loc(name, lines[name], manifest, "version"), "R133",
                   f"version {quoted(version)} of the ruleset is not a version: write one to "
                   "four whole numbers separated by dots, such as 1.0 or 1.2.3")
    return False
