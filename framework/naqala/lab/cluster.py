"""The Ray backend: the games of a study as Ray tasks (`pip install 'naqala[ray]'`)."""

from __future__ import annotations

import socket
from collections.abc import Iterable

from ..errors import NaqalaError
from .games import play_game


def ray_results(todo: list[tuple], address: str | None) -> Iterable[dict]:
    """Play `todo` on the Ray cluster at `address` (None: start or join a local one)."""
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
    remote = ray.remote(play_game)
    pending = [remote.remote(*job) for job in todo]
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        yield ray.get(ready[0])


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
