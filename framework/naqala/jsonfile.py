"""A user's JSON files (positions, saves): read within limits (size, nesting, number size,
no key twice in one object), written whole or not at all.

A file past a limit gets a one-line StateError naming the file, never a traceback or a
long wait. The limits are far above what naqala itself ever writes.
"""

from __future__ import annotations

import json
import os
import secrets
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

from .errors import StateError, quoted

MAX_BYTES = 4_000_000  # a saved full state of a long game is about 100 kB
MAX_DEPTH = 32  # a full state nests about 8 levels deep
MAX_DIGITS = 20  # 2**64 has 20 digits


def user_path(text: str) -> Path:
    """A file name the user typed, `~` expanded, or a StateError when no file can have it
    (the home of an unknown user or an empty HOME, a name too long for the system)."""
    if (text == "~" or text.startswith("~/")) and os.environ.get("HOME") == "":
        raise StateError(f"{text}: not a usable file name (HOME is empty, so ~ names no "
                         "folder)")  # it became the root folder
    try:
        path = Path(text).expanduser()
        path.exists()  # raises for a name the system refuses
    except (RuntimeError, OSError, ValueError) as err:
        raise StateError(f"{text}: not a usable file name "
                         f"({getattr(err, 'strerror', None) or err})") from None
    return path


def refuse_special(path: Path) -> None:
    """A StateError for a pipe or a device, which a read might never end or fill memory
    from (a missing file or a folder is left to the reader to name)."""
    if path.exists() and not (path.is_file() or path.is_dir()):
        raise StateError(f"{path}: not a regular file (a pipe or a device is never read)")


def write_text(path: str | Path, text: str, doing: str) -> None:
    """Write a file whole or not at all: into a new temporary file beside it, then renamed
    over it, so that a failed write (a full disk) leaves the earlier file as it was. A link is
    written through (the file it names changes); a pipe, a device or a folder is refused,
    since the rename would replace it. A file replaced keeps its permissions, and one that
    nobody may write (made read-only) is refused. Any failure is one StateError: "cannot
    `doing`"."""
    path = Path(path)
    try:
        real = _written(path, doing)
        mode = _kept_mode(path, real, doing)
        tmp = _new_beside(real)
        try:
            tmp.write_text(text, encoding="utf-8")
            if mode is not None:
                tmp.chmod(mode)
            tmp.replace(real)
        finally:
            tmp.unlink(missing_ok=True)
    except (OSError, ValueError, RuntimeError) as err:  # ValueError: a NUL; Runtime: a loop
        raise StateError(f"{path}: cannot {doing}: "
                         f"{getattr(err, 'strerror', None) or err}") from None


def _kept_mode(path: Path, real: Path, doing: str) -> int | None:
    """The permissions of the file `real` that a write of `path` replaces (None: there is
    none), or a StateError when they let nobody write it."""
    try:
        mode = stat.S_IMODE(real.stat().st_mode)
    except FileNotFoundError:
        return None
    if not mode & 0o222:
        raise StateError(f"{path}: cannot {doing}: the file is read-only")
    return mode


def _new_beside(real: Path) -> Path:
    """A new empty file beside `real`, made for this write alone (a file of the same name
    there, or a link, is never written through or removed)."""
    while True:
        tmp = real.with_name(f"{real.name}.{secrets.token_hex(4)}.tmp")
        try:
            os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            return tmp
        except FileExistsError:
            continue


def _written(path: Path, doing: str) -> Path:
    """The file a write of `path` changes (through a link), or a StateError for a folder, a
    pipe or a device."""
    real = path.resolve() if path.is_symlink() else path
    if real.exists() and not real.is_file():
        raise StateError(f"{path}: cannot {doing}: not a regular file (a folder, a pipe or a "
                         "device)")
    return real


def check_writable(path: Path, doing: str) -> None:
    """A StateError ("cannot `doing`") when `write_text` could not write `path`: a folder,
    a pipe or a device, a read-only file, a file in a folder that does not exist, or in one
    where no file can be made (a file is made there and removed, as the system alone
    knows). Said before the work whose result it would hold."""
    try:
        real = _written(path, doing)
        _kept_mode(path, real, doing)
        if not real.parent.is_dir():
            raise StateError(f"{path}: cannot {doing}: no folder {real.parent}")
        with tempfile.NamedTemporaryFile(dir=real.parent, prefix=".naqala-"):
            pass  # write_text makes its temporary file there
    except (OSError, ValueError, RuntimeError) as err:  # as in write_text
        raise StateError(f"{path}: cannot {doing}: "
                         f"{getattr(err, 'strerror', None) or err}") from None


def check_replaceable(path: Path, ours: Callable[[Path], bool], what: str) -> None:
    """A StateError when `path` is a file with something in it that `ours` does not take
    for `what` (a file of another kind given by a slip): writing there would lose it. A new
    or empty file may be written; a folder or a name no file can have is left to the
    write."""
    try:
        if not path.is_file() or path.stat().st_size == 0:
            return
        kept = ours(path)
    except (OSError, ValueError, StateError):
        kept = False
    if not kept:
        raise StateError(f"{path}: not {what}, so it is not replaced (give another name, or "
                         "remove it first)")


def read_bytes(path: str | Path) -> bytes:
    """The bytes of a naqala file (at most MAX_BYTES), or a StateError saying why not: a
    pipe or a device is never read."""
    try:
        refuse_special(Path(path))
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except (OSError, ValueError) as err:  # ValueError: a name with a NUL in it
        raise StateError(f"{path}: cannot read: {getattr(err, 'strerror', None) or err}"
                         ) from None
    if len(raw) > MAX_BYTES:
        raise StateError(f"{path}: larger than {MAX_BYTES // 1_000_000} MB; not a naqala file")
    return raw


def read_json(path: str | Path) -> dict:
    """A JSON object from a file, or a StateError saying why not."""
    raw = read_bytes(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StateError(f"{path}: not a UTF-8 text file") from None
    if text.startswith("\ufeff"):  # some editors write one; JSON allows none
        raise StateError(f"{path}: starts with a byte-order mark: save it as UTF-8 without one")
    return parse(text, str(path))


def parse(text: str, where: str) -> dict:
    """A JSON object from text: no NaN or Infinity, no huge numbers, no deep nesting, no key
    twice in one object (JSON would keep the last: a hand edit above an older line was lost)."""
    try:
        data = json.loads(text, parse_int=_int, parse_constant=_constant,
                          object_pairs_hook=_object)
    except json.JSONDecodeError as err:
        raise StateError(f"{where}:{err.lineno}:{err.colno}: invalid JSON: {err.msg}") from None
    except RecursionError:
        raise StateError(f"{where}: nested deeper than {MAX_DEPTH} levels") from None
    except ValueError as err:
        raise StateError(f"{where}: {err}") from None
    if not isinstance(data, dict):
        raise StateError(f"{where}:1:1: expected a JSON object")
    if _depth(data) > MAX_DEPTH:
        raise StateError(f"{where}: nested deeper than {MAX_DEPTH} levels")
    return data


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number of {len(text)} digits (at most {MAX_DIGITS})")
    return int(text)


def _object(pairs: list[tuple[str, object]]) -> dict:
    """An object read, or a ValueError naming a key it holds twice."""
    data: dict = {}
    for key, value in pairs:
        if key in data:
            raise ValueError(f"the key {quoted(key)} is given twice in one object")
        data[key] = value
    return data


def _constant(name: str):
    raise ValueError(f"{name} is not a number naqala reads")


def _depth(value, level: int = 1) -> int:
    """How deep containers nest (stops counting past the limit)."""
    if level > MAX_DEPTH or not isinstance(value, (dict, list)):
        return level
    children = value.values() if isinstance(value, dict) else value
    return max((_depth(c, level + 1) for c in children
                if isinstance(c, (dict, list))), default=level)
