"""The naqala language server for ruleset folders (`naqala lsp`; needs `naqala[lsp]`).

`analysis.py` reads folders as `naqala check` does, `knowledge.py` answers completion and
hover as plain data, `server.py` speaks the Language Server Protocol through pygls.
"""
