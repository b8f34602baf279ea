"""Play in the browser: `naqala serve`, registered through the `naqala` entry-point group.

The server (Starlette on uvicorn, from the `web` extra) is imported only when the command
runs, so the command line works without it. See docs/web.md.
"""

from __future__ import annotations

import argparse

from naqala.arguments import at_least, file_name, seconds
from naqala.errors import quoted
from naqala.hookspecs import hookimpl

DEFAULT_DB = "~/.naqala/web.sqlite"


def host(text: str) -> str:
    """An argument type: an address to listen on; an IPv6 one may be in brackets, as URLs
    write it (`[::1]`). An empty one (`--host "$HOST"`, unset) would listen on every
    interface, where this machine alone was likelier meant."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty address listens on every interface; give "
                                         "0.0.0.0 to mean that")
    if not text.isprintable():
        raise argparse.ArgumentTypeError(f"not an address: {quoted(text)}")
    if "[" in text or "]" in text:
        inner = text[1:-1]
        if text[0] + text[-1] != "[]" or ":" not in inner or "[" in inner or "]" in inner:
            raise argparse.ArgumentTypeError(f"not an address: {quoted(text)}; brackets hold "
                                             "an IPv6 address, as in [::1]")
        return inner
    return text


host.__name__ = "address"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", type=host, default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=at_least(0, 65535), default=8000,
                        help="port to listen on (0: any)")
    parser.add_argument("--db", type=file_name, default=DEFAULT_DB, metavar="PATH",
                        help=f"SQLite file that keeps the games (default {DEFAULT_DB})")
    parser.add_argument("--bot-pause", type=seconds, default=0.4, metavar="SECONDS",
                        help="pause before each bot choice, so people can follow")


def run(args) -> int:
    try:
        from .server import serve
    except ImportError as err:
        from naqala import NaqalaError
        raise NaqalaError(f"naqala serve needs the web extra (pip install 'naqala[web]'): "
                          f"{err}") from None
    return serve(args.host, args.port, args.db, args.bot_pause, args.lang)


@hookimpl
def naqala_commands():
    return {"serve": ("play in the browser: a web server for games with friends and bots",
                      add_arguments, run)}
