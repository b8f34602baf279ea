"""Arguments of rule text, computed from the ruleset so that an overlay's numbers show.

Numbers written in an entry's snippet are `$n1`, `$n2`, ... in order of appearance; an
entry's own fields (count, vp, values) are named. Ruleset-wide numbers (start counters,
per-player-count settings, tables, track costs, token supplies) are named args of every
message, as are the board's `adjacency` (orthogonal, diagonal, hexagonal, graph) and how a
move goes (`step_back`: yes or no; `pick_up`: all or kind). Lists of numbers are tuples,
which `Text` joins with the language's separator.
"""

from __future__ import annotations

import re

SHOWN = ("tiles", "pieces", "cards", "tokens", "counters", "decks", "tracks", "phases",
         "scoring")
# Quantities (`<section>-<id>-count`, `$n`) exist for these, and for cards with copies.
COUNTED = ("pieces", "tokens", "counters")
PARTS = {"action": "action", "power": "power", "on": "on", "grants": "grants", "cost": "cost"}
NUMBER = re.compile(r"(?<![A-Za-z_0-9])[0-9]+(?![A-Za-z_0-9])")


def snippet_numbers(text: str | None) -> dict[str, int]:
    """`n1`, `n2`, ... for the whole numbers written in a snippet."""
    if not text:
        return {}
    return {f"n{i}": int(m) for i, m in enumerate(NUMBER.findall(text), 1)}


def entry_args(rs, section: str, key, part: str | None) -> dict:
    """Args for the text of one entry (or one part of it)."""
    entry = rs.raw.collections.get(section, {}).get(key)
    if entry is None:
        return {}
    args: dict = {}
    for field in ("count", "vp", "supply", "row", "default"):
        if isinstance(entry.get(field), int):
            args[field] = entry.get(field)
    if entry.get("values"):
        args["values"] = tuple(entry.get("values"))
    if part and part in PARTS:
        args.update(snippet_numbers(entry.get(part)))
    if part == "power" and entry.get("cost"):
        args.update({f"c{k[1:]}": v for k, v in snippet_numbers(entry.get("cost")).items()})
    return args


def ruleset_args(rs) -> dict:
    """Named numbers of a whole ruleset, available to every message."""
    args: dict = {}
    for counter, info in rs.counters.items():
        args[f"{counter}_start"] = info["start"]
        args[f"{counter}_hidden"] = "yes" if info["hidden"] else "no"  # for a selector
    counts = sorted(rs.players)
    args["players_min"], args["players_max"] = counts[0], counts[-1]
    for n, config in rs.players.items():
        args[f"markers_{n}"] = config["markers"]
        for counter, value in config["start"].items():
            args[f"{counter}_{n}"] = value
    for table, values in rs.tables.items():
        args[table] = tuple(values)
    for track, info in rs.tracks.items():
        if info["costs"]:
            args[f"{track}_costs"] = tuple(info["costs"])
    for token, supply in zip(rs.token_ids, rs.token_supply):
        args[f"{token}_supply"] = supply
    for deck, info in rs.decks.items():
        args[f"{deck}_row"] = info["row"]
    for variable, value in rs.variables.items():
        args[variable] = value
    args["columns"], args["rows"], args["walls"] = rs.columns, rs.rows, rs.walls
    args["setup_pieces"] = rs.setup_pieces
    args["power_uses"] = rs.power_uses
    args["own_drops_count"] = "yes" if rs.own_drops_count else "no"  # for a selector
    args["adjacency"] = rs.geometry.adjacency  # how a piece steps, for a selector
    args["step_back"] = "yes" if rs.movement.step_back else "no"  # for a selector
    args["pick_up"] = rs.movement.pick_up  # all or kind, for a selector
    args["tiles_total"] = sum(k["count"] for k in rs.tile_kinds.values())
    args["pieces_total"] = sum(rs.piece_counts)
    for piece, count in zip(rs.piece_ids, rs.piece_counts):
        args[f"{piece}_count"] = count
    return args


def expected_ids(rs) -> set[str]:
    """Every message id a complete pack of this ruleset must have: names and parts of entries,
    quantities of counted things, short names of scoring terms (the score table's rows)."""
    ids = {"rules-intro", "rules-setup", "rules-turn", "rules-end", "rules-scoring"}
    ids |= {f"options-{name}" for name in rs.raw.options}
    ids |= {f"event-{name}" for name in rs.raw.collections.get("events", {})}  # the log's words
    for section, entries in rs.raw.collections.items():
        if section not in SHOWN:
            continue
        for key, entry in entries.items():
            ids.add(f"{section}-{key}")
            for part in ("action", "power", "on", "grants"):
                if entry.get(part):
                    ids.add(f"{section}-{key}-{part}")
            if section in COUNTED or (section == "cards" and entry.get("count")):
                ids.add(f"{section}-{key}-count")
            if section == "scoring":
                ids.add(f"scoring-{key}-name")
            if section == "phases":
                for step in entry.get("steps") or []:
                    ids.add(f"steps-{step['id']}")
    return ids


def given_names(rs) -> dict[str, frozenset[str]]:
    """The names each message of the ruleset's own text is formatted with beside the
    ruleset's numbers (`ruleset_args`), for the messages whose callers are all known
    (`Text.entry`, `name`, `quantity`, the rules, options and score tables): a variable
    outside them is never given a value (`text check`, T108)."""
    none: frozenset[str] = frozenset()
    given = {mid: none for mid in ("rules-intro", "rules-setup", "rules-turn", "rules-end",
                                   "rules-scoring")}
    given |= {f"options-{name}": none for name in rs.raw.options}
    for section, entries in rs.raw.collections.items():
        if section not in SHOWN or section == "phases":
            continue
        for key in entries:
            for part in (None, "action", "power", "on", "grants"):
                mid = f"{section}-{key}" + (f"-{part}" if part else "")
                given[mid] = frozenset(entry_args(rs, section, key, part))
            given[f"{section}-{key}-count"] = frozenset({"n"})
            if section == "scoring":
                given[f"scoring-{key}-name"] = none
    return given
