"""The plugin manager: loads the `naqala` entry-point group and answers registration hooks."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import pluggy

from . import hookspecs
from .errors import did_you_mean

ONLY_ENV = "NAQALA_PLUGINS"  # comma-separated plugin names: load only these
TRACE_ENV = "NAQALA_TRACE_HOOKS"  # set to 1 to print every hook call on stderr
SLOW_ENV = "NAQALA_SLOW_HOOK"  # seconds a hook call may take before it is reported
SLOW_DEFAULT = 0.5

_broken: dict[str, str] = {}  # plugin name -> why it failed to load
_versions: dict[str, str] = {}  # plugin name -> version of its distribution


@lru_cache(maxsize=1)
def manager() -> pluggy.PluginManager:
    """The process-wide plugin manager, with entry points loaded once."""
    pm = pluggy.PluginManager("naqala")
    pm.add_hookspecs(hookspecs)
    only = {n.strip() for n in os.environ.get(ONLY_ENV, "").split(",") if n.strip()}
    from importlib.metadata import entry_points
    points = entry_points(group="naqala")
    _say_unknown(only, {ep.name for ep in points})
    for ep in points:
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
    return pm


def _say_unknown(only: set[str], installed: set[str]) -> None:
    """Name each plugin NAQALA_PLUGINS asks for that is not installed (a misspelt one
    loaded nothing, without a word)."""
    for name in sorted(only - installed):
        _once((ONLY_ENV, name), f"naqala: {ONLY_ENV} names '{name}', which no installed "
                                f"plugin is{did_you_mean(name, installed)} (plugins: "
                                f"{', '.join(sorted(installed))})")


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
    for plugin, result in _call("naqala_ruleset_folders", {}):
        try:
            folders.extend(Path(p) for p in result)
        except TypeError as err:
            _report(plugin, "naqala_ruleset_folders", f"returned no list of folders ({err})")
    return folders


def installed_rulesets() -> list[str]:
    """The names of every ruleset the installed plugins provide, sorted (public API)."""
    return sorted({p.name for f in ruleset_folders() if f.is_dir() for p in f.iterdir()
                   if (p / "manifest.yaml").is_file()})


def extensions() -> tuple[dict, dict]:
    """Functions and verbs that plugins add to the effect language."""
    return registered("naqala_effect_functions", "function"), \
        registered("naqala_effect_verbs", "verb")


def registered(hook: str, what: str) -> dict:
    """The {name: thing} that plugins register through a hook (bots, front ends, verbs...).

    A plugin that raises or returns no dict is named once and skipped; when two plugins
    register one name, that is reported once and the first registered plugin's is used.
    """
    out: dict = {}
    owner: dict = {}
    for plugin, result in _call(hook, {}):
        if not isinstance(result, dict):
            _report(plugin, hook, f"returned {type(result).__name__}, not a dict of {what}s")
            continue
        for name, thing in result.items():
            if name in owner and owner[name] != plugin:
                _once((hook, name), f"naqala: plugins '{plugin}' and '{owner[name]}' both "
                                    f"register the {what} '{name}'; '{plugin}' is used")
            out[name], owner[name] = thing, plugin
    return out


def has_impls(hook: str) -> bool:
    """Whether any plugin implements a hook (so the engine can skip it when none does)."""
    return bool(getattr(manager().hook, hook).get_hookimpls())


def call_safely(hook: str, problem: Callable[[Any], str | None] | None = None,
                **kwargs) -> list:
    """Call every implementation of a hook; a plugin that raises is named, not fatal. With
    `problem`, a result it finds fault with (its answer: why) is named and left out too."""
    out = []
    for plugin, result in _call(hook, kwargs):
        why = problem(result) if problem is not None else None
        if why is not None:
            _report(plugin, hook, why)
            continue
        out.append(result)
    return out


_reported: set = set()


def _once(key, message: str) -> None:
    if key not in _reported:
        _reported.add(key)
        print(message, file=sys.stderr)


def _report(plugin: str, hook: str, why: str) -> None:
    _once((plugin, hook), f"naqala: plugin '{plugin}' failed in {hook}: {why}")


def _slow_limit() -> float:
    try:
        return float(os.environ.get(SLOW_ENV, SLOW_DEFAULT))
    except ValueError:
        return SLOW_DEFAULT


def _call(hook: str, kwargs: dict) -> list[tuple[str, object]]:
    """(plugin name, result) of every implementation, in pluggy's calling order, guarded,
    timed (a call slower than NAQALA_SLOW_HOOK seconds is reported) and traced on request."""
    results = []
    trace = bool(os.environ.get(TRACE_ENV))
    for impl in reversed(getattr(manager().hook, hook).get_hookimpls()):
        start = time.perf_counter()
        try:
            result = impl.function(*[kwargs[name] for name in impl.argnames])
        except Exception as err:  # a plugin's fault must not crash the game
            _report(impl.plugin_name, hook, f"{type(err).__name__}: {err}")
            continue
        finally:
            took = time.perf_counter() - start
            if trace:
                print(f"[hook] {hook} in '{impl.plugin_name}': {took * 1000:.1f} ms",
                      file=sys.stderr)
            if took > _slow_limit():
                _once(("slow", impl.plugin_name, hook),
                      f"naqala: plugin '{impl.plugin_name}' is slow in {hook}: {took:.1f} s "
                      f"(more than {_slow_limit():g} s, see {SLOW_ENV})")
        if result is not None:
            results.append((impl.plugin_name, result))
    return results
