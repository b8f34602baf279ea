"""`naqala lsp`: start the language server of the `naqala_lsp` package on stdio."""

from __future__ import annotations

from ..errors import NaqalaError


def cmd_lsp(args) -> int:
    try:
        from naqala_lsp.server import server
    except ImportError as err:
        if str(err.name or "").split(".")[0] not in ("pygls", "lsprotocol", "naqala_lsp"):
            raise
        raise NaqalaError("the language server needs pygls: install naqala[lsp]") from None
    server.start_io()
    return 0
