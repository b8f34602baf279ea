"""Completion candidates and hover text for a ruleset file, as plain data (no LSP types).

Verb hover text is built from the verb's signature and docstring, followed by its section
of `docs/effects.md` when that file is next to the sources (a checkout or editable install);
verbs added by plugins have only the first two.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from strictyaml import Map

import naqala
from naqala.authoring.schema import MOVEMENT
from naqala.dsl.compiler import type_word
from naqala.dsl.functions import BUILTIN_DOCS, BUILTINS
from naqala.engine.board import ADJACENCIES, DIAGONAL, HEXAGONAL, ORTHOGONAL, Geometry
from naqala.engine.sowing import PICK_UPS
from naqala.engine.tracks import ROTATION
from naqala.plugins import ruleset_folders
from naqala.ruleset.files import MANIFEST_NAME
from naqala.ruleset.mechanics import LANDING
from naqala.ruleset.raw import RawRuleset
from naqala.ruleset.schema import COLLECTIONS, DATA_FILE, MANIFEST, OPS, OPTION
from naqala.text import Text

from .analysis import KEY_LINE, KEYWORDS, find_id, section_at, snippet_field, vocabulary, word_at

EFFECTS_DOC = Path(naqala.__file__).resolve().parents[2] / "docs" / "effects.md"
STEP = COLLECTIONS["phases"][0]._validator_dict["steps"]._validator
NUMBERS = ("count", "vp", "cost", "values", "supply", "default", "row", "markers", "start",
           "costs", "shared_cost")
TEXT_PARTS = ("action", "power", "on", "grants")
# Top-level settings whose value is a map of keys (`board:`, `movement:`).
SETTINGS = {str(k): v for k, v in DATA_FILE._validator_dict.items() if isinstance(v, Map)}
# What each adjacency is, with the names of its steps (docs/authoring.md, `movement:`).
ADJACENCY_HELP = {
    "orthogonal": "a square board (the default)",
    "diagonal": "a square board, corners too",
    "hexagonal": "rows of hexagons, every second row shifted half a tile to the right",
    "graph": "the tiles `edges:` joins; a step is named by the tile it reaches, as in "
             "`b2 c3g`",
}
STEP_TABLES = {"orthogonal": ORTHOGONAL, "diagonal": DIAGONAL, "hexagonal": HEXAGONAL}
# The words a `movement:` setting takes (an option's name as well).
MOVEMENT_WORDS = {"adjacency": ADJACENCIES, "pick_up": PICK_UPS, "step_back": ("yes", "no")}
MOVEMENT_HELP = {key: spec["description"] for key, spec in MOVEMENT.items()}
# The locals a `last_drop:` condition reads (`LANDING`), each with what it holds.
LANDING_HELP = {"tile": "the tile where the last piece would land",
                "piece": "the kind of the last piece",
                "dropped": "the pieces of that kind this move already dropped there"}


def _keys(schema) -> list[str]:
    return [str(k) for k in schema._validator_dict]


def complete(lines: list[str], row: int, char: int, path: Path, raw: RawRuleset | None,
             ids: dict[str, set] | None) -> list[tuple[str, str, str]]:
    """(label, kind, detail) candidates at a cursor; kind is verb, function, name, keyword,
    id, key or value."""
    text = lines[row][:char] if row < len(lines) else ""
    field = snippet_field(lines, row, char)
    if field == "last_drop":  # its own names, and none that `check` refuses there
        return [item for item in _snippet_items(raw, ids) if item[0] not in LANDING.barred] \
            + [(n, "name", LANDING_HELP[n]) for n in LANDING.names]
    if field:
        return _snippet_items(raw, ids)
    m = KEY_LINE.match(text)
    if m:  # after `key:`: values of that key
        section, _parent = section_at(lines, row)
        if m.group(3) == "id" and raw is not None:  # an overlay names entries below it
            return [(str(k), "value", section) for k in raw.collections.get(section, {})]
        if section == "movement":
            return _movement_values(m.group(3), raw)
        return _values(m.group(3), raw, ids)
    if re.fullmatch(r"\s*(-\s+)?[\w-]*", text):
        return [(k, "key", "") for k in _key_options(lines, row, path, raw)]
    return []


def _snippet_items(raw, ids) -> list[tuple[str, str, str]]:
    functions, verbs = vocabulary()
    items = [(v, "verb", _signature(v, verbs[v])) for v in sorted(verbs)]
    items += [(f, "function", _fn_signature(f, functions[f])) for f in sorted(functions)]
    items += [(b, "name", BUILTIN_DOCS.get(b, "")) for b in sorted(BUILTINS)]
    items += [(k, "keyword", "") for k in KEYWORDS]
    for section, names in sorted((ids or {}).items()):
        items += [(str(n), "id", section) for n in sorted(map(str, names))]
    if raw is not None:
        items += [(o, "id", "option") for o in sorted(raw.options)]
        for section in ("variables", "counters"):
            items += [(str(k), "id", section) for k in raw.collections.get(section, {})
                      if not ids or str(k) not in ids.get(section, ())]
    return items


def _values(key: str, raw, ids) -> list[tuple[str, str, str]]:
    ids = ids or {}
    if key == "op":
        return [(op, "value", "op") for op in OPS]
    if key == "deck":
        return [(d, "value", "deck") for d in sorted(ids.get("decks", ()))]
    if key == "order":
        return [(t, "value", "track") for t in [*sorted(ids.get("tracks", ())), ROTATION]]
    if key == "extends":
        names = {p.name for f in ruleset_folders() if f.is_dir() for p in f.iterdir()
                 if (p / MANIFEST_NAME).is_file()}
        return [(n, "value", "ruleset") for n in sorted(names)]
    return []


def _adjacency_detail(adjacency: str) -> str:
    """What an adjacency is and its step names."""
    table = STEP_TABLES.get(adjacency)
    steps = f"; steps {', '.join(m[0] for m in table)}" if table else ""
    return ADJACENCY_HELP[adjacency] + steps


def _movement_values(key: str, raw) -> list[tuple[str, str, str]]:
    """The values of a `movement:` key: its words and the options (which may set it), or
    for `edges:` the board's tile names."""
    if key == "edges":
        return [(n, "value", "tile") for n in _tile_names(raw)]
    if key not in MOVEMENT_WORDS:
        return []
    words = [(w, "value", _adjacency_detail(w) if key == "adjacency" else f"movement: {key}")
             for w in MOVEMENT_WORDS[key]]
    return words + [(o, "value", "option") for o in sorted(raw.options if raw else ())]


def _tile_names(raw) -> tuple[str, ...]:
    """The tile names of the board the ruleset declares (none before it reads)."""
    size = [raw.settings.get(f"board.{side}") if raw is not None else None
            for side in ("columns", "rows")]
    if not all(isinstance(n, int) and n > 0 for n in size):
        return ()
    return Geometry(*size).names


def _key_options(lines: list[str], row: int, path: Path, raw) -> list[str]:
    section, parent = section_at(lines, row)
    if path.name == MANIFEST_NAME:
        if section is None:
            return _keys(MANIFEST)
        if section == "set":
            return sorted(raw.options) if raw is not None else []
        return _keys(OPTION) if section == "options" and parent != "options" else []
    if section is None:
        return _keys(DATA_FILE)
    if parent == "steps":
        return _keys(STEP)
    if section in SETTINGS:
        return _keys(SETTINGS[section])
    if section in COLLECTIONS:
        return _keys(COLLECTIONS[section][0])
    return []


# Hover ----------------------------------------------------------------------------------------

def hover(lines: list[str], row: int, char: int, raw: RawRuleset | None, rs,
          lang: str) -> str | None:
    """Markdown about the name under the cursor: a verb, function, built-in, id or option;
    in `movement:` a key, an adjacency, a graph's tile or a `last_drop:` local."""
    word = word_at(lines[row] if row < len(lines) else "", char)
    if not word:
        return None
    field = snippet_field(lines, row, char)
    said = _snippet_help(word, field) if field is not None else \
        _movement_help(lines, row, word, rs)
    if said:
        return said
    if raw is None:
        return None
    found = find_id(raw, word)
    if found is not None:
        return _entry_help(found[0], found[1], rs, lang)
    if word in raw.options:
        option = raw.options[word]
        return f"**option `{word}`** = {option['value']}\n\n{option['doc']}"
    return None


def _snippet_help(word: str, field: str) -> str | None:
    """About a verb, function or built-in name under the cursor in the snippet `field`, or
    a name its `last_drop:` condition reads."""
    functions, verbs = vocabulary()
    if word in LANDING.names and field == "last_drop":
        return f"`{word}`: {LANDING_HELP[word]} (a name `last_drop:` reads)"
    if word in verbs:
        return _verb_help(word, verbs[word])
    if word in functions:
        fn = functions[word]
        return f"```\n{_fn_signature(word, fn)}\n```\n{fn.doc}"
    if word in BUILTINS:
        return f"`{word}`: {BUILTIN_DOCS.get(word, 'a built-in name')}"
    return None


def _movement_help(lines: list[str], row: int, word: str, rs) -> str | None:
    """About a key of `movement:` under the cursor, an adjacency given to it, or a tile of
    a graph's `edges:` (where its edges lead, on the board as last compiled)."""
    if section_at(lines, row)[0] != "movement":
        return None
    m = KEY_LINE.match(lines[row])
    key = m.group(3) if m else None
    if word == key and key in MOVEMENT_HELP:
        return f"`movement: {key}`: {MOVEMENT_HELP[key]}"
    if key == "adjacency" and word in ADJACENCY_HELP:
        return f"**{word}**: {_adjacency_detail(word)}"
    geometry = rs.geometry if rs is not None else None
    if key == "edges" and geometry and geometry.adjacency == "graph" and word in geometry.index:
        leads = [name for name, _ in geometry.steps[geometry.index[word]]]
        return f"**{word}**: edges to {', '.join(leads) or 'no tile'}"
    return None


def _signature(name: str, verb) -> str:
    words = [_slot(t) for t in verb.positional]
    for kw, t in verb.keywords.items():
        part = f"{kw} {_slot(t)}"
        words.append(f"[{part}]" if t.endswith("?") else part)
    return " ".join([name, *words])


def _slot(t: str) -> str:
    bare = t.rstrip("?")
    word = bare[3:] if bare.startswith("id:") and bare != "id:*" else type_word(bare)
    return f"<{word.removeprefix('a ').removeprefix('an ').split(' (')[0]}>"


def _fn_signature(name: str, fn) -> str:
    params = ([f"{fn.subject}?"] if fn.subject else []) + list(fn.params)
    return f"{name}({', '.join(params)}) -> {fn.result}"


def _verb_help(name: str, verb) -> str:
    doc = (verb.doc or verb.build.__doc__ or "").strip()
    parts = [f"```\n{_signature(name, verb)}\n```", doc]
    section = effects_section(name)
    if section:
        parts.append(section)
    return "\n\n".join(p for p in parts if p)


@lru_cache(maxsize=64)
def effects_section(name: str) -> str:
    """The `### \\`name\\`` section of docs/effects.md, or '' when the doc is not there."""
    if not EFFECTS_DOC.is_file():
        return ""
    text = EFFECTS_DOC.read_text(encoding="utf-8")
    m = re.search(r"^### `" + re.escape(name) + r"`\n(.*?)(?=^#{2,3} )", text, re.S | re.M)
    return m.group(1).strip() if m else ""


def _entry_help(section: str, entry, rs, lang: str) -> str:
    key = entry.key
    title = f"`{key}` ({section})"
    lines = []
    if rs is not None:
        t = Text(rs, lang, report=lambda _msg: None)
        if t.has(f"{section}-{key}"):
            title = f"**{t.entry(section, str(key))}** {title}"
        for part in TEXT_PARTS:
            if entry.get(part) and t.has(f"{section}-{key}-{part}"):
                lines.append(t.entry(section, str(key), part))
    numbers = [f"{f} {_show(entry.get(f))}" for f in NUMBERS if entry.get(f) is not None]
    if section == "cards" and entry.get("deck"):
        numbers.insert(0, f"deck {entry.get('deck')}")
    out = [title]
    if numbers:
        out.append(" · ".join(numbers))
    out += lines
    out.append(f"defined in {Path(entry.loc.file).name}:{entry.loc.line}")
    return "\n\n".join(out)


def _show(value) -> str:
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)
