"""The Ray backend: the games of a study as Ray tasks (`pip install 'naqala[ray]'`)."""

from __future__ import annotations

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
        ray.init(address=address, log_to_driver=False)
    remote = ray.remote(play_game)
    pending = [remote.remote(*job) for job in todo]
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        yield ray.get(ready[0])
