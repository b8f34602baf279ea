"""The terminal front ends, registered through the `naqala` entry-point group.

`terminal` is the full-screen game (Textual) when standard input and output are a terminal,
and line mode otherwise (a pipe, a file, or none: started with it closed); `plain` is
always line mode.
"""

from __future__ import annotations

import sys

from naqala.hookspecs import hookimpl

from .app import run as run_plain


def run_terminal(game, seats: dict, args) -> int:
    """Full screen in a terminal, line mode for pipes, screen readers and `--plain`."""
    if getattr(args, "plain", False) or not all(
            stream is not None and stream.isatty() for stream in (sys.stdin, sys.stdout)):
        return run_plain(game, seats, args)
    from .tui import run
    return run(game, seats, args)


@hookimpl
def naqala_front_ends():
    return {"terminal": run_terminal, "plain": run_plain}
