"""Tools for ruleset authors and translators: schema, diff, language packs, language server.

`add_commands` registers their subcommands on the `naqala` command line; each command's
module is imported only when it runs.
"""

from __future__ import annotations

from collections.abc import Callable


def _run(module: str, name: str) -> Callable:
    """A command function that imports `naqala.authoring.<module>` when it is called."""
    def run(args) -> int:
        from importlib import import_module
        return getattr(import_module(f"{__name__}.{module}"), name)(args)
    return run


def add_commands(sub, text, command: Callable) -> None:
    """Add `lsp`, `schema`, `diff` to `sub` and `init`, `stats` to the `text` group."""
    command(sub, "lsp", "run the language server for ruleset folders (stdio)",
            _run("lsp", "cmd_lsp"), words=False)
    s = command(sub, "schema", "JSON Schema of the ruleset files", _run("schema", "cmd_schema"),
                words=False)
    s.add_argument("kind", nargs="?", default="data", choices=("data", "manifest"),
                   help="data files (default) or manifest.yaml")
    s.add_argument("-o", "--output", metavar="FILE",
                   help="write to FILE instead of printing (-: print)")
    d = command(sub, "diff", "what ruleset B changes against ruleset A", _run("diff", "cmd_diff"))
    d.add_argument("a", help="the ruleset compared against (name or folder)")
    d.add_argument("b", help="the changed ruleset (name or folder)")
    d.add_argument("--json", action="store_true", help="print the changes as JSON")
    i = command(text, "init", "scaffold the packs of a new language",
                _run("scaffold", "cmd_init"), words=False)
    i.add_argument("language", help="language code, e.g. de or pt-BR")
    i.add_argument("--ruleset", default="five_tribes",
                   help="scaffold this ruleset and every ruleset it extends, each ruleset's "
                        "packs in its own folder (default: five_tribes, where it is installed)")
    i.add_argument("--framework-dir", metavar="DIR",
                   help="where the framework pack goes (default: the first folder of "
                        "NAQALA_LOCALES)")
    st = command(text, "stats", "how complete each language is, per ruleset",
                 _run("scaffold", "cmd_stats"), words=False)
    st.add_argument("rulesets", nargs="*", help="ruleset names or folders (default: all)")
    st.add_argument("--json", action="store_true")

