"""`naqala lsp`: start the language server of the `naqala_lsp` package on stdio."""

from __future__ import annotations

import os
import sys

from ..errors import NaqalaError


def cmd_lsp(args) -> int:
    try:
        from naqala_lsp.server import server
    except ImportError as err:
        if str(err.name or "").split(".")[0] not in ("pygls", "lsprotocol", "naqala_lsp"):
            raise
        raise NaqalaError("the language server needs pygls: install naqala[lsp]") from None
    if sys.stdin is None or sys.stdout is None:  # started with one closed (`<&-`)
        raise NaqalaError("the language server talks to its editor through standard input "
                          "and output, and one of them is closed")
    # pygls closes what it writes to at `exit`: its own handle, not the command's stdout
    with os.fdopen(os.dup(sys.stdout.fileno()), "wb") as channel:
        server.start_io(sys.stdin.buffer, channel)
    return 0
