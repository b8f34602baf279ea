"""The plugin manager: loads the `naqala` entry-point group and answers registration hooks."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

import pluggy

from . import hookspecs

ONLY_ENV = "NAQALA_PLUGINS"  # comma-separated plugin names: load only these
TRACE_ENV = "NAQALA_TRACE_HOOKS"  # set to 1 to print every hook call

_broken: dict[str, str] = {}  # plugin name -> why it failed to load
_versions: dict[str, str] = {}  # plugin name -> version of its distribution


@lru_cache(maxsize=1)
def manager() -> pluggy.PluginManager:
    """The process-wide plugin manager, with entry points loaded once."""
    pm = pluggy.PluginManager("naqala")
    pm.add_hookspecs(hookspecs)
    only = {n.strip() for n in os.environ.get(ONLY_ENV, "").split(",") if n.strip()}
    from importlib.metadata import entry_points
    for ep in entry_points(group="naqala"):
        if only and ep.name not in only:
            continue
        if pm.get_plugin(ep.name) is not None:
            continue
        try:
            pm.register(ep.load(), name=ep.name)
        except Exception as err:  # a broken plugin must not stop the game
            _broken[ep.name] = f"{type(err).__name__}: {err}"
            continue
        _versions[ep.name] = ep.dist.version if ep.dist else "-"
    if os.environ.get(TRACE_ENV):
        pm.trace.root.setwriter(lambda msg: print(f"[hook] {msg}", end=""))
        pm.enable_tracing()
    return pm




def version(name: str) -> str:
    """The installed version of a plugin's distribution."""
    return _versions.get(name, "-")


def broken_plugins() -> dict[str, str]:
    """Plugins that failed to load, with the reason."""
    manager()
    return dict(_broken)


def ruleset_folders() -> list[Path]:
    """Every folder of rulesets registered by plugins."""
    folders: list[Path] = []
    for result in manager().hook.naqala_ruleset_folders():
        folders.extend(Path(p) for p in result)
    return folders


def extensions() -> tuple[dict, dict]:
    """Functions and verbs that plugins add to the effect language."""
    functions: dict = {}
    verbs: dict = {}
    for result in manager().hook.naqala_effect_functions():
        functions.update(result)
    for result in manager().hook.naqala_effect_verbs():
        verbs.update(result)
    return functions, verbs


def has_impls(hook: str) -> bool:
    """Whether any plugin implements a hook (so the engine can skip it when none does)."""
    return bool(getattr(manager().hook, hook).get_hookimpls())


_reported: set[tuple[str, str]] = set()


def call_safely(hook: str, **kwargs) -> list:
    """Call every implementation of a hook; a plugin that raises is named, not fatal."""
    results = []
    for impl in reversed(getattr(manager().hook, hook).get_hookimpls()):
        try:
            result = impl.function(*[kwargs[name] for name in impl.argnames])
        except Exception as err:  # a plugin's fault must not crash the game
            if (impl.plugin_name, hook) not in _reported:
                _reported.add((impl.plugin_name, hook))
                import sys
                print(f"naqala: plugin '{impl.plugin_name}' failed in {hook}: "
                      f"{type(err).__name__}: {err}", file=sys.stderr)
            continue
        if result is not None:
            results.append(result)
    return results
