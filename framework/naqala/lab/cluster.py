"""The Ray backend: the games of a study as Ray tasks (`pip install 'naqala[ray]'`)."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Callable, Iterable

from ..errors import NaqalaError
from .games import plainly


def ray_results(fn: Callable, jobs: list, address: str | None) -> Iterable:
    """`fn` of each job on the Ray cluster at `address` (None: start or join a local one),
    in the order they finish; a failed job is one NaqalaError."""
    try:
        import ray
    except ImportError:
        raise NaqalaError("--backend ray needs Ray: pip install 'naqala[ray]'") from None
    if not ray.is_initialized():
        _reachable(address)
        try:
            ray.init(address=address, log_to_driver=False)
        except (ConnectionError, ValueError) as e:  # ValueError: an address Ray cannot read
            raise NaqalaError(f"--address {address}: {e}") from None
    remote = ray.remote(plainly)
    pending = [remote.remote(fn, job) for job in jobs]
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        try:
            record = ray.get(ready[0])
        except ray.exceptions.RayError as err:
            _dropped(ray, pending)
            raise NaqalaError(_said(err)) from None
        yield record


def _dropped(ray, pending: list) -> None:
    """Cancel the tasks no one waits for any more, their failures read here: Ray prints
    the traceback of a failure never read (the same bot failing in another game)."""
    for ref in pending:
        ray.cancel(ref, force=True)
    for ref in pending:
        with contextlib.suppress(ray.exceptions.RayError):
            ray.get(ref)


def _said(err: Exception) -> str:
    """What a failed Ray task says in one line: the NaqalaError it raised (a bot that
    failed), or the first line of Ray's error (a worker that died)."""
    cause = getattr(err, "cause", None)
    if isinstance(cause, NaqalaError):
        return str(cause)
    return f"a Ray task failed ({type(err).__name__}: {str(err).strip().splitlines()[0]})"


FORMS = "(HOST:PORT, auto or ray://HOST:PORT)"


def _reachable(address: str | None, wait: float = 10.0) -> None:
    """Refuse a HOST:PORT that does not answer within `wait` seconds (ray.init would retry
    for minutes), or whose port is no port; other forms (`auto`, `ray://...`) are left to
    Ray."""
    host, colon, port = (address or "").rpartition(":")
    if colon and not host and "://" not in port:  # Ray would print its own traceback
        raise NaqalaError(f"--address {address}: no host before the ':' {FORMS}")
    if "://" in (address or "") or not host:
        return
    if not (port.isascii() and port.isdigit() and len(port) <= 5 and int(port) <= 65535):
        raise NaqalaError(f"--address {address}: the port after the ':' is a number from 0 "
                          f"to 65535 {FORMS}")
    try:
        socket.create_connection((host, int(port)), timeout=wait).close()
    except OSError as e:
        raise NaqalaError(f"--address {address}: no Ray cluster answers there "
                          f"({e.strerror or e})") from None
