"""Files held by one process at a time: a study file, a game's autosave.

Locks are POSIX advisory locks (`flock`): they end when the process does, however it
ends, so nothing is left to clean up. A system or file system without them holds nothing,
and one run at a time is then the user's care.
"""

from __future__ import annotations

import os
from pathlib import Path

from .errors import NaqalaError

try:
    import fcntl
except ImportError:  # not a POSIX system
    fcntl = None  # type: ignore[assignment]


def hold(fd: int, busy: str) -> None:
    """Hold the open file `fd` for this process until it is closed; a NaqalaError saying
    `busy` when another holds it."""
    if fcntl is None:
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise NaqalaError(busy) from None
    except OSError:  # a file system without locks
        pass


def held(path: Path) -> bool:
    """Whether the file `path` is held by a process (this one too, through another open
    file): a lock file that a save written there would replace, and so let go."""
    if fcntl is None:
        return False
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except (OSError, ValueError):  # none there, or no file can have the name: none held
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:  # a file system without locks
        pass
    finally:
        os.close(fd)  # a shared lock taken to look is let go with it
    return False


def held_beside(path: Path) -> bool:
    """Whether a process holds the lock `hold_beside` takes for `path`: a game autosaving
    there, whose next autosave would replace what is written to `path`."""
    try:
        return held(_beside(path))
    except (OSError, RuntimeError, ValueError):  # no file can have the name; links in a loop
        return False


def _beside(path: Path) -> Path:
    """The lock file of `path`, beside the file its name leads to (through links)."""
    path = path.resolve()  # a link, or another spelling, holds the same lock
    return path.with_name(path.name + ".lock")


def hold_beside(path: Path, busy: str) -> int | None:
    """Hold `path.lock` beside the file `path` names (through links), which is replaced
    whole, so the file itself cannot carry the lock: its descriptor, to close once done.
    None when no lock file can be made there (writing the file will say why) or the name
    is taken by something else than a file (a named pipe would block its opening)."""
    try:
        lock = _beside(path)
        lock.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_NONBLOCK, 0o666)  # a pipe: ENXIO
    except (OSError, RuntimeError):  # RuntimeError: links in a loop (before Python 3.13)
        return None
    try:
        hold(fd, busy)
    except BaseException:
        os.close(fd)
        raise
    return fd
