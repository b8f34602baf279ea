"""Save files: what they must hold, which ruleset they name, and why one cannot be replayed.

A save file (format `naqala-save/3`) holds the ruleset id, version and content hash, the
player count, the seed, the choices and the digest of the state they reach; every field is
required, except `settings`: the options a game's ruleset was loaded with
(`load_ruleset(name, settings=...)`), written only when there are some. Any other key is
refused (a misspelt `setings` would otherwise be a game replayed without them). The ruleset is
looked up by id among the installed rulesets; a ruleset folder on disk is used only when the
user names it (`--ruleset PATH`), and its hash must match too. A `naqala-save/2` file was
written before questions that a hidden counter narrows were asked (`engine/hiding.py`): it
replays, and its game goes on, under that former rule, and is saved again as it was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from . import jsonfile
from .errors import NaqalaError, StateError, did_you_mean, quoted
from .jsonfile import read_json

SAVE_FORMAT = "naqala-save/3"
FORMER_FORMAT = "naqala-save/2"  # read and written for games begun under the former rule
# Formats we once wrote, and why they are refused now.
OLD_FORMATS = {"naqala-save/1": "a seed gives another game since naqala-save/2 (the opening "
                                "no longer reveals the seed), so its choices cannot be "
                                "replayed; start a new game"}
KEYS = ("format", "ruleset", "version", "hash", "players", "seed", "choices", "digest",
        "settings")
ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}")
MOST_CHOICES = 100_000


@dataclass(frozen=True)
class Save:
    """The fields of a save file, checked."""

    ruleset: str
    version: str | None
    hash: str
    players: int
    seed: int
    choices: tuple[str, ...]
    digest: str
    settings: dict[str, str]
    asks_narrowed: bool = True  # False for a naqala-save/2 file


def read_save(path: str | Path) -> Save:
    """A save file's fields, each type-checked; StateError names the file and the key."""
    data = read_json(path)
    fmt = data.get("format")
    if isinstance(fmt, str) and fmt in OLD_FORMATS:
        raise StateError(f"{path}: a {fmt} file: {OLD_FORMATS[fmt]}")
    if "format" not in data:
        raise StateError(f"{path}: 'format' is missing: not a naqala save file")
    if fmt not in (SAVE_FORMAT, FORMER_FORMAT):
        raise StateError(f"{path}: 'format' is {quoted(fmt)}, not '{SAVE_FORMAT}': not a naqala "
                         "save file")
    for key in data:
        if key not in KEYS:
            raise StateError(f"{path}: unknown key {quoted(key)}{did_you_mean(key, KEYS)}; a "
                             f"save file holds {', '.join(KEYS)}")
    _check_types(data, path)
    if not ID.fullmatch(data["ruleset"]) or ".." in data["ruleset"]:
        raise StateError(f"{path}: 'ruleset' must be a ruleset id, not {quoted(data['ruleset'])}"
                         "; to use a ruleset folder, name it with --ruleset PATH")
    version = data.get("version")
    if version is not None and type(version) is not str:
        raise StateError(f"{path}: 'version' is not a string: {quoted(version)}")
    if not 1 <= data["players"] <= 64:
        raise StateError(f"{path}: 'players' is {data['players']}, not a player count")
    if abs(data["seed"]) >= 1 << 64:
        raise StateError(f"{path}: 'seed' is larger than 64 bits")
    for key, digits in (("hash", 64), ("digest", 16)):
        if not re.fullmatch(f"[0-9a-f]{{{digits}}}", data[key]):
            raise StateError(f"{path}: '{key}' is not {digits} hexadecimal digits: "
                             f"{quoted(data[key])}")
    choices = _choices(data["choices"], path)
    return Save(data["ruleset"], version, data["hash"], data["players"], data["seed"],
                tuple(choices), data["digest"], _settings(data.get("settings", {}), path),
                fmt == SAVE_FORMAT)


def check_replaceable(path: Path) -> None:
    """A StateError when `path` is a file that is not a naqala save (`save notes.txt`, a
    slip of the name): a save written there would lose it. A new or empty file, or a save,
    may be written."""
    jsonfile.check_replaceable(path, _is_save, "a naqala save file")


def _is_save(path: Path) -> bool:
    """Whether `path` holds a save of any format, even a later one."""
    fmt = read_json(path).get("format")
    return isinstance(fmt, str) and fmt.startswith("naqala-save/")


_kinds = {str: "string", int: "whole number", list: "list"}


def _check_types(data: dict, path) -> None:
    """Each required key is there, with a value of its type."""
    for key, kind in (("ruleset", str), ("hash", str), ("players", int), ("seed", int),
                      ("choices", list), ("digest", str)):
        if key not in data:
            raise StateError(f"{path}: '{key}' is missing")
        if type(data[key]) is not kind:
            raise StateError(f"{path}: '{key}' is not a {_kinds[kind]}: {quoted(data[key])}")


def _settings(settings, path) -> dict[str, str]:
    """The options the game's ruleset was loaded with: names and values as text."""
    if not isinstance(settings, dict) or len(settings) > 100 or not all(
            ID.fullmatch(k) and type(v) is str and len(v) <= 20 and v.isprintable()
            for k, v in settings.items()):
        raise StateError(f"{path}: 'settings' is not an object of option names and values: "
                         f"{quoted(settings)}")
    return settings


def _choices(choices: list, path) -> list:
    """The recorded choices: option ids, not too many."""
    if len(choices) > MOST_CHOICES:
        raise StateError(f"{path}: more than {MOST_CHOICES} choices")
    for n, choice in enumerate(choices, 1):
        if type(choice) is not str or not 0 < len(choice) <= 100:
            raise StateError(f"{path}: choice {n} is not an option id: {quoted(choice)}")
    return choices




def saved_ruleset(save: Save, path, explicit: str | None):
    """The ruleset to replay `save` with, loaded with the save's settings; a name the user
    gives with settings after it (`NAME:option=value`) is loaded with those, which
    `check_ruleset` then compares with the save's."""
    from . import ruleset as rulesets
    source = ruleset_source(save, path, explicit)
    if explicit is not None and rulesets.named(explicit)[1] or not save.settings:
        return rulesets.load(source)
    try:
        return rulesets.load(source, settings=save.settings)
    except NaqalaError as err:
        if type(err) is not NaqalaError:  # the ruleset's own problems, said as they are
            raise
        raise StateError(f"{path}: 'settings': {err}") from None  # an option it has not


def installed(rid: str) -> Path | None:
    """The folder of the installed ruleset of id `rid`, or None."""
    from .plugins import ruleset_folders
    from .ruleset.loader import find
    return find(rid, ruleset_folders())


def ruleset_source(save: Save, path, explicit: str | None) -> str:
    """What to load the save's ruleset from: the user's explicit choice, else the id."""
    if explicit is not None:
        return explicit
    folder = installed(save.ruleset)
    if folder is not None:
        return str(folder)
    raise StateError(f"{path}: ruleset '{save.ruleset}' is not installed; to use a ruleset "
                     "folder, name it with --ruleset PATH")


def check_ruleset(save: Save, rs, path) -> None:
    """The ruleset must be the one the save was made with; otherwise say what differs."""
    if (rs.id, rs.hash) == (save.ruleset, save.hash) or _hashed_as_said(save, rs):
        return
    differs = []
    if rs.id != save.ruleset:
        differs.append(f"id '{rs.id}', saved '{save.ruleset}'")
    if save.version is not None and rs.version != save.version:
        differs.append(f"version {rs.version}, saved {_version(save.version)}")
    settings = _shown(rs.raw.chosen)
    if settings != _shown(save.settings):
        differs.append(f"settings {settings}, saved {_shown(save.settings)}")
    elif rs.id == save.ruleset:  # the same ruleset, another hash
        differs.append(f"content hash {rs.hash[:12]}, saved {save.hash[:12]}: its files changed")
    raise StateError(f"{path}: not the ruleset this game was saved with ({'; '.join(differs)})")


def _hashed_as_said(save: Save, rs) -> bool:
    """Whether `save` was made with `rs` and hashed its settings as they were said (`false`
    for `no`), as saves did before a setting's value was made canonical."""
    from . import ruleset as rulesets
    said = {k: str(v).strip().lower() for k, v in save.settings.items()}
    if rs.id != save.ruleset or said == rs.raw.chosen or \
            {k: rulesets.canonical(v) for k, v in said.items()} != rs.raw.chosen:
        return False
    plain = rulesets.load(rs.raw.folders[-1]).hash
    return rulesets.settled_hash(plain, said) == save.hash


def _shown(settings: dict[str, str]) -> str:
    """Settings as `option=value,...` in order, their values as a ruleset reads them."""
    from .ruleset import canonical
    return ",".join(f"{k}={canonical(v)}" for k, v in sorted(settings.items())) or "none"


def _version(version: str) -> str:
    """A saved version as a message shows it: as written, or quoted (its control
    characters escaped) when it is not plain text."""
    return version if version.isprintable() and len(version) <= 40 else quoted(version)
