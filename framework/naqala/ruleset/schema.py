"""strictyaml schemas for the two file kinds of a ruleset: the manifest and data files.

A data file holds any of the sections below. Collections are lists of entries keyed by `id`
(player-count entries by `count`); in an overlay an entry may carry `op:` add, replace,
modify or remove.
"""

from __future__ import annotations

from strictyaml import Bool, CommaSeparated, Int, Map, MapPattern, Optional, Seq, Str

from .mechanics import KEYS, MEMORY, MOVEMENT, TABLE_FIELDS, TRACK_FIELDS

OPS = ("add", "replace", "modify", "remove")
# A step of a phase; in an overlay's `op: modify` of a phase, steps with an `op:` edit the
# phase's steps one by one (docs/authoring.md).
STEP_OPS = ("add", "insert", "replace", "remove")
STEP = Map({"id": Str(), Optional("do"): Str(), Optional("op"): Str(), Optional("before"): Str(),
            Optional("after"): Str()})


def _entry(fields: dict, key: str = "id") -> Map:
    """An entry schema: its key field, its fields and the overlay `op`."""
    spec = {Optional(key) if key == "id" else key: Str() if key == "id" else Whole(1, 64)}
    spec[Optional("op")] = Str()
    spec.update(fields)
    return Map(spec)


O = Optional  # noqa: E741 (short on purpose: the schemas below read as tables)


class Whole(Int):
    """A whole number within bounds: a count or size far beyond any game would only exhaust
    memory or time when played, so it is refused where it is written."""

    def __init__(self, low: int = -10_000_000, high: int = 10_000_000):
        self.low, self.high = low, high

    def validate_scalar(self, chunk):
        value = super().validate_scalar(chunk)
        if value is not None and not self.low <= value <= self.high:
            chunk.expecting_but_found(f"when expecting a whole number from {self.low} to "
                                      f"{self.high}")
        return value


INTS = CommaSeparated(Whole())

# Each collection: (entry schema, key field, fields an entry must have unless op is remove/modify).
COLLECTIONS: dict[str, tuple[Map, str, tuple[str, ...]]] = {
    "pieces": (_entry({O("colour"): Str(), O("letter"): Str(), O("count"): Whole(),
                       O("action"): Str()}), "id", ("colour", "letter", "count")),
    "tokens": (_entry({O("supply"): Whole()}), "id", ("supply",)),
    "counters": (_entry({O("start"): Whole(), O("hidden"): Str()}), "id", ()),
    "players": (_entry({O("markers"): Whole(0, 64), O("start"): Str()}, key="count"), "count",
                ("markers",)),
    "decks": (_entry({O("row"): Whole(), O("skip_gaps"): Str(), O("open_draw"): Str()}), "id",
              ("row",)),
    "tables": (_entry({O("values"): INTS, **TABLE_FIELDS}), "id", ("values",)),
    "tracks": (_entry({O("spots"): Str(), O("costs"): INTS, O("shared_cost"): Whole(),
                       O("pays"): Str(), O("free_discounts"): Str(), **TRACK_FIELDS}), "id", ()),
    "variables": (_entry({O("default"): Whole(), O("doc"): Str()}), "id", ("default",)),
    "events": (_entry({O("doc"): Str()}), "id", ()),
    "tiles": (_entry({O("count"): Whole(), O("values"): INTS, O("value_colour"): Str(),
                      O("action"): Str(), O("blocked"): Bool(),
                      O("edges"): CommaSeparated(Str())}), "id",
              ("count", "values", "value_colour")),
    "cards": (_entry({O("deck"): Str(), O("class"): Str(), O("count"): Whole(), O("vp"): Whole(),
                      O("cost"): Str(), O("power"): Str(), O("grants"): Str(), O("on"): Str(),
                      O("useful"): Str()}),
              "id", ()),
    "phases": (_entry({O("order"): Str(), O("own_turn"): Bool(),
                       O("steps"): Seq(STEP)}), "id", ("steps",)),
    "scoring": (_entry({O("points"): Str()}), "id", ("points",)),
    "memory": MEMORY,
}

BOARD = Map({
    O("columns"): Whole(1, 64), O("rows"): Whole(1, 64), O("setup_pieces"): Whole(),
    O("owner_counter"): Str(), O("own_drops_count"): Str(), O("power_uses"): Str(),
    O("walls"): Whole(), O("pay_after_powers"): Str(), O("offer_idle_powers"): Str(),
    O("regions"): Seq(Map({"area": Str(), "kinds": CommaSeparated(Str()), O("others"): Whole()})),
    O("turn_tiles"): Str(),
})

DATA_FILE = Map({
    O("board"): BOARD,
    O("movement"): MOVEMENT,
    O("deck"): Str(),
    O("end_when"): Str(),
    **{O(name): Seq(schema) for name, (schema, _, _) in COLLECTIONS.items()},
})

OPTION = Map({"default": Str(), O("doc"): Str()})

MANIFEST = Map({
    "id": Str(),
    O("version"): Str(),
    O("name"): Str(),
    O("extends"): Str(),
    O("options"): MapPattern(Str(), OPTION),
    O("set"): MapPattern(Str(), Str()),
    O("doc"): Str(),
})


def known_keys() -> set[str]:
    """Every key any schema accepts, for did-you-mean suggestions."""
    keys = {"board", "deck", "end_when", "op", "id", "count", "do", "default", "doc"}
    keys |= set(COLLECTIONS) | {"columns", "rows", "setup_pieces", "owner_counter",
                                "own_drops_count", "power_uses", "pay_after_powers",
                                "offer_idle_powers", "version", "name", "extends",
                                "options", "set", "walls", "regions", "area", "kinds",
                                "others", "turn_tiles"} | KEYS
    for schema, _, _ in COLLECTIONS.values():
        keys |= {str(getattr(k, "key", k)) for k in schema._validator_dict}
    return keys
