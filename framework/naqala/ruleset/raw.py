"""A ruleset's data as read from its files, before compilation: every entry and setting
with the place it was written (`Loc`), merged over the rulesets it extends."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Loc:
    """Where a value was written: file, 1-based line and column."""

    file: str
    line: int
    col: int


@dataclass
class Entry:
    """One collection entry: its fields as plain data and where each was written."""

    key: object
    fields: dict
    locs: dict
    loc: Loc

    def get(self, name, default=None):
        return self.fields.get(name, default)

    def at(self, name) -> Loc:
        return self.locs.get(name, self.loc)


@dataclass
class RawRuleset:
    """A ruleset folder merged with its ancestors, before compilation."""

    id: str
    version: str
    name: str
    chain: list[str]
    folders: list[Path]
    options: dict[str, dict]
    settings: dict[str, object] = field(default_factory=dict)
    chosen: dict[str, str] = field(default_factory=dict)  # options set by `load(settings=)`
    setting_locs: dict[str, Loc] = field(default_factory=dict)
    collections: dict[str, dict[object, Entry]] = field(default_factory=dict)
    hash: str = ""
    lines: dict[str, list[str]] = field(default_factory=dict)
    # By section, the ids an overlay's `op: remove` took out, and where.
    removals: dict[str, dict[str, Loc]] = field(default_factory=dict)

    @property
    def removed(self) -> dict[str, str]:
        """Every id `op: remove` took out, and where (FILE:LINE), as messages name it."""
        return {key: f"{loc.file}:{loc.line}" for gone in self.removals.values()
                for key, loc in gone.items()}
