"""Compile merged ruleset data into an immutable `Ruleset`: tables, geometry and closures.

A sequence of small passes, one per section of the ruleset (`PASSES`), each reading the
raw data and the fields built before it and returning the fields it adds. Every snippet of the
effect language is parsed and compiled here, once. Every problem, structural or in a snippet,
becomes a located `Problem`; all are raised together (docs/engine.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType, SimpleNamespace
from typing import Any

from ..dsl.compiler import UNASKED, Compiler, Scope, bare_function, fail
from ..dsl.parser import SnippetError, caret
from ..dsl.terms import Expr, Stmt
from ..engine.board import Geometry
from ..engine.fields import BIG
from ..engine.scoring import SetRule
from ..engine.sowing import Movement
from ..engine.tracks import ROTATION, Bidding
from ..errors import NaqalaError, Problem, RulesetError, did_you_mean, unknown_hint
from .board_layout import compile_layout
from .mechanics import compile_mechanics, compile_memory
from .raw import Entry, Loc, RawRuleset
from .soundness import check_soundness

# Events the engine itself announces, with the fields a trigger may read.
ENGINE_EVENTS = {
    "dropped": {"tile": "tile", "piece": "id:pieces"},
    "placed": {"tile": "tile", "token": "id:tokens"},
    "taken": {"deck": "id:decks", "card": "id:cards"},
    "claimed": {"tile": "tile"},
    "sold": {"cards": "num"},
    "performed": {"action": "id:*"},
    "stolen": {"item": "id:*", "victim": "player"},
    "gained": {"piece": "id:pieces", "number": "num"},
}
RULESET_EVENT_FIELDS = {"piece": "id:pieces", "tile": "tile", "victim": "player"}


class Names:
    """What a snippet may name: ids by collection, variables, counters and options."""

    def __init__(self, ids: dict[str, set], variables: dict, counters: dict, options: dict,
                 tracks: dict | None = None):
        self.ids, self.variables, self.counters, self.options = ids, variables, counters, options
        self.tracks = tracks or {}  # costs and `pays` by track, for `bid`
        self.seated: set = set()  # tracks that some statement puts turn markers on
        self.engine_events: frozenset = frozenset()  # announced by the engine alone
        self.owner_counter: str | None = None  # what a claim spends (`board: owner_counter`)
        # Ids some compiled choices may offer, by kind ("pay", "pay.any", "alternative"):
        # filled in while compiling, read by naqala.vocabulary (docs/ai.md).
        self.offers: dict[str, set] = {}
        self.removed: dict[str, str] = {}  # ids an overlay's `op: remove` took out: where


def _option_value(text: str):
    low = str(text).strip().lower()
    if low in ("yes", "true", "on"):
        return 1
    if low in ("no", "false", "off"):
        return 0
    try:
        return int(low)
    except ValueError:
        return text


class _Build:
    """Holds the raw data, collects problems, and fills in a Ruleset."""

    def __init__(self, raw: RawRuleset, functions, verbs, builtins):
        self.raw, self.problems = raw, []
        self.given: list[str] = []  # options the caller set to a value the rules cannot take
        self.functions, self.verbs, self.builtins = functions, verbs, builtins
        self.compiler: Compiler | None = None  # made once the names are known

    def problem(self, loc: Loc, code: str, message: str) -> None:
        found = Problem(loc.file, loc.line, loc.col, code, message)
        if found not in self.problems:  # e.g. a file-wide default repeated on every entry
            self.problems.append(found)

    def latest(self, *locs: Loc) -> Loc:
        """Of the places a problem involves, the one written last in the extends chain (an
        overlay's, where the author is at work); the first of them on a tie."""
        order = {str(folder): i for i, folder in enumerate(self.raw.folders)}
        return max(locs, key=lambda loc: order.get(str(Path(loc.file).parent), -1))

    def col(self, name: str) -> dict[object, Entry]:
        return self.raw.collections.get(name, {})

    def setting(self, key: str, default=None):
        """A board/turn setting: a number, yes/no, or the name of an option."""
        value = self.raw.settings.get(key, default)
        if isinstance(value, str) and value in self.raw.options:
            converted = _option_value(self.raw.options[value]["value"])
            if isinstance(converted, str):  # settings are numbers or yes/no
                self.option_problem(value, f"'{converted}'", f"{key} needs a number or yes/no")
                return default
            return converted
        if isinstance(value, str) and key.startswith("board.") and key != "board.owner_counter":
            converted = _option_value(value)
            if converted == value:
                self.problem(self.raw.setting_locs[key], "R124",
                             f"unknown option '{value}'{did_you_mean(value, self.raw.options)}")
                return default
            return converted
        return value

    def board_count(self, name: str, default: int) -> int:
        """A `board:` setting that counts (a number or an option holding one): 0 or more."""
        value = self.setting(f"board.{name}", default)
        if not isinstance(value, int) or value < 0:
            self._board_problem(name, "a whole number, 0 or more", value)
            return default
        return value

    def board_flag(self, name: str, default: int) -> bool:
        """A yes/no `board:` setting (or an option holding one)."""
        value = self.setting(f"board.{name}", default)
        if value not in (0, 1):
            self._board_problem(name, "yes or no", value)
            return bool(default)
        return bool(value)

    def _board_problem(self, name: str, needs: str, value) -> None:
        """A `board:` setting's value is not what it needs: named at the option that gave
        it, or else at the setting."""
        key, given = f"board.{name}", self.raw.settings.get(f"board.{name}")
        option = self.raw.options.get(given) if isinstance(given, str) else None
        if option is not None:
            self.option_problem(given, value, f"{key} needs {needs}")
        else:
            self.problem(self.raw.setting_locs[key], "R124", f"{key} needs {needs}, not "
                         f"{value}")

    def flag(self, entry: Entry, field: str, default: str) -> bool:
        """A yes/no field of an entry (or the name of an option holding one); a number is
        named at the option that gave it, or else at the field."""
        given = entry.get(field, default)
        value = self.setting_value(given)
        option = self.raw.options.get(given) if isinstance(given, str) else None
        if option is not None and value not in (0, 1):
            self.option_problem(given, value, f"{field} needs yes or no")
        elif value not in (0, 1):
            self.problem(entry.at(field), "R124", f"{field} takes yes, no or the name of an "
                         f"option, not '{value}'{did_you_mean(str(value), self.raw.options)}")
        return value == 1

    def option_problem(self, name: str, value, needs: str) -> None:
        """Option `name` holds a `value` the rules cannot take (`needs` says what they
        take): named as the caller set it (`load(settings=)`), or else at the option."""
        if name in self.raw.chosen:
            self.given.append(f"setting {name}={self.raw.chosen[name]}: {needs}")
        else:
            self.problem(self.raw.options[name]["loc"], "R124",
                         f"option '{name}' is {value}, but {needs}")

    def setting_value(self, value):
        """A field that holds a number, yes/no, or the name of an option: its value."""
        if value is None:
            return None
        if isinstance(value, str) and value in self.raw.options:
            return _option_value(self.raw.options[value]["value"])
        return _option_value(value)

    def snippet(self, entry_or_loc, field: str | None, text: str, compile_fn):
        loc = entry_or_loc.at(field) if isinstance(entry_or_loc, Entry) else entry_or_loc
        try:
            return compile_fn(text)
        except SnippetError as err:
            self.problems.append(self._snippet_problem(loc, text, err))
            return None
        except Exception as err:  # a compiler bug must still name the snippet, not crash
            self.problem(loc, "R190", f"internal error compiling this snippet: "
                         f"{type(err).__name__}: {err}")
            return None

    def _snippet_problem(self, loc: Loc, text: str, err: SnippetError) -> Problem:
        """A snippet's problem at its word; at the entry it blames, when an overlay wrote
        that entry later in the extends chain than the snippet (saying where the snippet is)."""
        line, col = in_file(self.raw.lines.get(loc.file), loc, text, err.line, err.col)
        here = Loc(loc.file, line, col)
        entry = self.col(err.blame[0]).get(err.blame[1]) if err.blame else None
        there = self.latest(here, entry.at(err.blame[2])) if entry is not None else here
        if there is not here:
            return Problem(there.file, there.line, there.col, err.code,
                           f"{err.message} (the snippet at {loc.file}:{line} names it)")
        return Problem(loc.file, line, col, err.code,
                       f"{err.message}\n{caret(text, err.line, err.col)}")

    def ref(self, entry: Entry, field: str, collection: str) -> None:
        value = entry.get(field)
        if value is not None and value not in self.col(collection):
            self.problem(entry.at(field), "R122", f"unknown {collection[:-1]} '{value}'"
                         f"{unknown_hint(value, self.col(collection), self.raw.removed)}")


def in_file(lines: list[str] | None, loc: Loc, text: str, line: int, col: int
            ) -> tuple[int, int]:
    """Where `line:col` of a snippet whose text starts at `loc` stands in its file.

    YAML reads the line breaks of a plain, folded or quoted value as spaces, so the
    snippet's characters other than spaces (and escapes in double quotes, as what they stand
    for) are followed through the file from `loc`; where the file says something else (a
    YAML comment), the place is counted from `loc` as if the snippet's lines were the
    file's."""
    counted = (loc.line + line - 1, loc.col + col - 1)
    if not lines:
        return counted
    at = _offset(text, line, col)
    wanted = [ch for ch in text[:at] if not ch.isspace()]
    after = at >= len(text) or text[at].isspace()  # the place is after a character
    last, matched = counted, 0
    for row, column, ch in _characters(lines, loc):
        if matched == len(wanted):
            return last if after else (row, column)
        if ch != wanted[matched]:
            return counted
        last, matched = (row, column + 1), matched + 1
    return last if after and matched == len(wanted) else counted


def _offset(text: str, line: int, col: int) -> int:
    """The offset of 1-based `line:col` in `text`."""
    lines = text.split("\n")
    return sum(len(x) + 1 for x in lines[:line - 1]) + col - 1


def _characters(lines: list[str], loc: Loc):
    """The characters other than spaces of a file from `loc` on: (line, column, character),
    1-based; in a double-quoted value an escape is the character it stands for, placed at
    its backslash (an escaped line end is none)."""
    quoted = lines[loc.line - 1][loc.col - 2:loc.col - 1] == '"' if loc.col > 1 else False
    for row in range(loc.line, len(lines) + 1):
        start = loc.col - 1 if row == loc.line else 0
        for column, ch in _read(lines[row - 1], start, quoted):
            if ch and not ch.isspace():
                yield row, column, ch


ESCAPES = {"0": "\0", "a": "\a", "b": "\b", "t": "\t", "n": "\n", "v": "\v", "f": "\f",
           "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\", "N": "\x85",
           "_": "\xa0", "L": "\u2028", "P": "\u2029"}  # YAML's, in double quotes
HEX_ESCAPES = {"x": 2, "u": 4, "U": 8}  # digits after each


def _read(line: str, start: int, quoted: bool):
    """(1-based column, character) of a line from `start`, escapes read when `quoted`."""
    at = start
    while at < len(line):
        ch, width = _escape(line, at) if quoted and line[at] == "\\" else (line[at], 1)
        yield at + 1, ch
        at += width


def _escape(line: str, at: int) -> tuple[str, int]:
    """The character the escape at `line[at]` stands for, and its length in the file."""
    kind = line[at + 1:at + 2]
    digits = HEX_ESCAPES.get(kind, 0)
    if digits:
        try:
            return chr(int(line[at + 2:at + 2 + digits], 16)), 2 + digits
        except ValueError:  # not YAML: strictyaml refused it before
            return "\\", 1
    return ESCAPES.get(kind, kind), 1 + len(kind)


@dataclass(frozen=True, eq=False)
class Ruleset:
    """A compiled ruleset. Immutable: engines and states share it freely."""

    # Identity.
    id: str
    version: str
    name: str
    hash: str
    chain: tuple[str, ...]
    raw: RawRuleset
    options: Mapping[str, Any]
    # Pieces and tokens: ids in board order, with indexes by id (and by letter).
    piece_ids: tuple[str, ...]
    piece_index: Mapping[str, int]
    piece_letters: tuple[str, ...]
    letter_index: Mapping[str, int]
    piece_counts: tuple[int, ...]
    piece_colours: Mapping[str, str | None]
    token_ids: tuple[str, ...]
    token_index: Mapping[str, int]
    token_supply: tuple[int, ...]
    # Lists read by the engine: counters, decks, tables, tracks, turn variables, player counts.
    counters: Mapping[str, dict]
    decks: Mapping[str, dict]
    tables: Mapping[str, tuple]
    tracks: Mapping[str, dict]
    variables: Mapping[str, int]
    players: Mapping[int, dict]
    # The board.
    tile_kinds: Mapping[str, dict]
    tile_colour: Mapping[str, str | None]
    columns: int
    rows: int
    setup_pieces: int
    owner_counter: str | None
    walls: int
    own_drops_count: bool
    power_uses: int
    pay_after_powers: bool
    offer_idle_powers: bool
    geometry: Geometry
    open_tiles: tuple[int, ...]
    turn_tiles: bool
    tile_edges: dict[str, tuple[str, ...]]
    regions: tuple[tuple[tuple[int, ...], frozenset, int], ...]
    # Cards.
    card_deck: Mapping[str, str | None]
    card_class: Mapping[str, str]
    card_vp: Mapping[str, int]
    card_counts: Mapping[str, int]
    card_classes: frozenset[str]
    class_types: Mapping[str, tuple[str, ...]]
    # Names a snippet may use, and the section each named id belongs to.
    events: Mapping[str, dict]
    names: Names
    section_of: Mapping[str, str]
    # Compiled snippets.
    actions: Mapping[str, Stmt]
    grants: Mapping[str, Mapping[str, int]]
    granting: Mapping[str, frozenset[str]]  # variable -> the cards that grant it
    powers: Mapping[str, tuple[Stmt | None, Stmt]]
    power_useful: Mapping[str, Expr]  # only when idle powers are not offered
    triggers: Mapping[str, tuple[tuple[str, Expr | None, Stmt], ...]]
    phases: tuple[tuple[str, str | None, bool, tuple[tuple[str, Stmt], ...]], ...]
    scoring: tuple[tuple[str, Expr], ...]
    end_when: Expr | None
    # Movement, bidding, sets and the turn's memory, as the ruleset declares them.
    movement: Movement
    bidding: Mapping[str, Bidding]
    set_rules: Mapping[str, SetRule]
    turn_memory: Mapping[str, str]
    offers: Mapping[str, frozenset]


def _frozen(mapping: dict) -> Mapping:
    return MappingProxyType(mapping)


# The most a card's `count` and a deck's `row` may be: far beyond any game, and small enough
# that every game's state stays small (docs/decisions.md, hardening).
MOST = {("cards", "count"): 1000, ("decks", "row"): 1000}


def check_counts(b: _Build, rs) -> dict:
    """No negative count, supply, row or markers anywhere, and none beyond its `MOST`."""
    for section, entries in b.raw.collections.items():
        for entry in entries.values():
            for field in ("count", "supply", "row", "markers"):
                n = entry.get(field)
                if isinstance(n, int):
                    _count_in_range(b, entry, section, field, n)
    for k, e in b.col("counters").items():
        _start_in_range(b, e, str(k), e.get("start", 0))
    return {}


def _count_in_range(b: _Build, entry: Entry, section: str, field: str, n: int) -> None:
    """One count of an entry: 0 or more, and at most its `MOST` if it has one."""
    most = MOST.get((section, field))
    if n < 0:
        b.problem(entry.at(field), "R121", f"negative {field} {n} in {section} '{entry.key}'")
    elif most is not None and n > most:
        b.problem(entry.at(field), "R121", f"{field} {n} in {section} '{entry.key}' is more "
                                           f"than the {most} it may be")


def _start_in_range(b: _Build, e: Entry, counter: str, n: int) -> None:
    """A start value that positions can hold (docs/decisions.md, hardening)."""
    if not 0 <= n <= BIG:
        b.problem(e.at("start"), "R121", f"counter '{counter}' starts at {n}, but a position "
                                         f"holds 0 to {BIG}")


def build_pieces(b: _Build, rs) -> dict:
    """`pieces:` and `tokens:`."""
    pieces, tokens = list(b.col("pieces").values()), list(b.col("tokens").values())
    piece_ids = tuple(str(e.key) for e in pieces)
    letters = tuple(e.get("letter", "?") for e in pieces)
    token_ids = tuple(str(e.key) for e in tokens)
    return {"piece_ids": piece_ids,
            "piece_index": _frozen({p: i for i, p in enumerate(piece_ids)}),
            "piece_letters": letters,
            "letter_index": _frozen({ltr: i for i, ltr in enumerate(letters)}),
            "piece_counts": tuple(e.get("count", 0) for e in pieces),
            "piece_colours": _frozen({str(e.key): e.get("colour") for e in pieces}),
            "token_ids": token_ids,
            "token_index": _frozen({t: i for i, t in enumerate(token_ids)}),
            "token_supply": tuple(e.get("supply", 0) for e in tokens)}


def build_lists(b: _Build, rs) -> dict:
    """`counters:`, `decks:`, `tables:`, `tracks:` and `variables:`."""
    for e in b.col("tracks").values():
        if e.get("pays"):
            b.ref(e, "pays", "counters")
    return {
        "counters": _frozen({str(k): {"start": e.get("start", 0),
                                      "hidden": b.flag(e, "hidden", "no")}
                             for k, e in b.col("counters").items()}),
        "decks": _frozen({str(k): {"row": e.get("row", 0),
                                   "skip_gaps": b.flag(e, "skip_gaps", "yes"),
                                   "open_draw": b.flag(e, "open_draw", "no")}
                          for k, e in b.col("decks").items()}),
        "tables": _frozen({str(k): tuple(e.get("values", ())) for k, e in
                           b.col("tables").items()}),
        "tracks": _frozen({str(k): {"costs": tuple(e.get("costs") or ()),
                                    "shared_cost": e.get("shared_cost"),
                                    "pays": e.get("pays"), "spots": e.get("spots"),
                                    "free_discounts": b.flag(e, "free_discounts", "yes")}
                           for k, e in b.col("tracks").items()}),
        "variables": _frozen({str(k): e.get("default", 0)
                              for k, e in b.col("variables").items()})}


def build_tiles(b: _Build, rs) -> dict:
    """`tiles:`: each kind's count, values, value colour and whether it is blocked."""
    kinds = {}
    for k, e in b.col("tiles").items():
        count, values = e.get("count", 0), list(e.get("values") or [])
        if len(values) != count:
            b.problem(b.latest(e.at("values"), e.at("count")), "R120", f"tile '{k}' has count "
                      f"{count} but lists {len(values)} value{'s' if len(values) != 1 else ''}")
        kinds[str(k)] = {"count": count, "values": tuple(values),
                         "colour": e.get("value_colour"), "blocked": bool(e.get("blocked"))}
    return {"tile_kinds": _frozen(kinds),
            "tile_colour": _frozen({k: v["colour"] for k, v in kinds.items()})}


def build_board(b: _Build, rs) -> dict:
    """`board:` settings: size, set-up, walls, power rules, and the geometry."""
    columns, rows = b.setting("board.columns", 0), b.setting("board.rows", 0)
    total = sum(v["count"] for v in rs.tile_kinds.values())
    if rs.tile_kinds and total != columns * rows:
        given = [b.raw.setting_locs[k] for k in ("board.columns", "board.rows")
                 if k in b.raw.setting_locs]
        loc = b.latest(*given, *(e.at("count") for e in b.col("tiles").values()),
                       *b.raw.removals.get("tiles", {}).values())
        b.problem(loc, "R123", f"the board has {columns} x {rows} = {columns * rows} spaces "
                  f"but the tiles count {total}")
    setup_pieces = b.board_count("setup_pieces", 0)
    owner = b.setting("board.owner_counter")
    if owner and owner not in rs.counters:
        b.problem(b.raw.setting_locs["board.owner_counter"], "R122",
                  f"unknown counter '{owner}'{did_you_mean(owner, rs.counters)}")
    geometry = Geometry(columns or 1, rows or 1)
    return {"columns": columns, "rows": rows, "setup_pieces": setup_pieces,
            "owner_counter": owner,
            "walls": b.board_count("walls", 0),
            "own_drops_count": b.board_flag("own_drops_count", 1),
            "power_uses": b.board_count("power_uses", 1),
            "pay_after_powers": b.board_flag("pay_after_powers", 0),
            "offer_idle_powers": b.board_flag("offer_idle_powers", 1),
            "geometry": geometry, "open_tiles": tuple(range(geometry.size))}


def _start_counters(b: _Build, rs, e: Entry) -> dict[str, int]:
    """A player count's `start: counter = n, ...`."""
    start: dict[str, int] = {}
    if not e.get("start"):
        return start
    for part in str(e.get("start")).split(","):
        name, _, value = part.partition("=")
        name = name.strip()
        if name not in rs.counters:
            b.problem(e.at("start"), "R122", f"unknown counter '{name}'"
                      f"{did_you_mean(name, rs.counters)}")
        try:
            start[name] = int(value)
            _start_in_range(b, e, name, start[name])
        except ValueError:
            b.problem(e.at("start"), "R107", f"wrong type: expected 'counter = number', "
                      f"got '{part.strip()}'")
    return start


def build_players(b: _Build, rs) -> dict:
    """`players:`: markers and starting counters per player count."""
    return {"players": _frozen({int(k): {"markers": e.get("markers", 1),
                                         "start": _start_counters(b, rs, e)}
                                for k, e in b.col("players").items()})}


def build_cards(b: _Build, rs) -> dict:
    """`cards:`: deck, count, class and points of each card."""
    card_deck, card_class, card_vp, card_counts = {}, {}, {}, {}
    for k, e in b.col("cards").items():
        b.ref(e, "deck", "decks")
        if e.get("deck") is None:
            b.problem(e.loc, "R125", f"card '{k}' belongs to no deck (give it a 'deck:', or "
                                     "its file a default 'deck:')")
        card_deck[str(k)] = e.get("deck")
        card_counts[str(k)] = e.get("count", 1)
        if e.get("class"):
            card_class[str(k)] = e.get("class")
        if e.get("vp") is not None:
            card_vp[str(k)] = e.get("vp")
    classes = frozenset(card_class.values())
    return {"card_deck": _frozen(card_deck), "card_class": _frozen(card_class),
            "card_vp": _frozen(card_vp), "card_counts": _frozen(card_counts),
            "card_classes": classes,
            "class_types": _frozen({c: tuple(k for k, v in card_class.items() if v == c)
                                    for c in classes})}


MOST_SET_UP = 100_000  # random draws a game's setup may make (half the work budget)


def check_setup(b: _Build, rs) -> dict:
    """Setting up a game draws its pieces onto the open tiles and shuffles every card: a
    setup that would draw more than `MOST_SET_UP` is refused, at its biggest number (once
    the counts themselves are in range)."""
    if any(p.code == "R121" for p in b.problems):
        return {}
    spaces = sum(v["count"] for v in rs.tile_kinds.values() if not v["blocked"])
    pieces = min(rs.setup_pieces * spaces, sum(rs.piece_counts))
    cards = sum(rs.card_counts.values())
    if pieces + cards > MOST_SET_UP:
        b.problem(_setup_loc(b, pieces >= cards), "R130", f"setting up a game would draw "
                  f"{pieces + cards} things ({pieces} pieces onto the board, {cards} cards "
                  f"shuffled), more than the {MOST_SET_UP} a setup may draw")
    return {}


def _setup_loc(b: _Build, by_pieces: bool) -> Loc:
    """Where the biggest share of a setup's draws is written: the pieces drawn onto each
    tile, or the card with the highest count."""
    if by_pieces and "board.setup_pieces" in b.raw.setting_locs:
        return b.raw.setting_locs["board.setup_pieces"]
    section = "pieces" if by_pieces else "cards"
    biggest = max(b.col(section).values(), key=lambda e: e.get("count", 1))
    return biggest.at("count")


def _named(b: _Build) -> list[tuple[str, str, Loc]]:
    """Every name a ruleset gives, as (name, what it names, where), in file order."""
    found = [(str(k), section[:-1], e.loc) for section in NAMED for k, e in b.col(section).items()]
    found += [(str(e.get("class")), "class", e.at("class")) for e in b.col("cards").values()
              if e.get("class")]
    found += [(k, "option", o["loc"]) for k, o in b.raw.options.items()]
    return found


def check_clashes(b: _Build, names: Names) -> None:
    """A ruleset name that hides another: one that is a built-in name (or a function written
    bare), or one name for two of variable, counter and option. Ids of different kinds may
    share a name: the type a snippet wants picks one (`NAME_SOURCES`, docs/engine.md)."""
    builtin = set(b.builtins) | {k for k, f in b.functions.items() if bare_function(f)}
    numbers: dict[str, str] = {}
    for name, what, loc in _named(b):
        if name in builtin:
            b.problem(loc, "R126", f"the {what} '{name}' would be hidden by the built-in name "
                                   f"'{name}' of the effect language: rename it")
        first = numbers.setdefault(name, what) if what in NUMBERS else what
        if first != what:
            hidden = max(first, what, key=NUMBERS.index)
            b.problem(loc, "R126", f"'{name}' names both a {first} and {_a(what)}: snippets "
                                   f"would never read the {hidden}")


def _a(word: str) -> str:
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


# Names that are numbers, in the order a bare name is looked up (`NAME_SOURCES`).
NUMBERS = ("variable", "counter", "option")
# Sections whose entries name things a snippet may write.
NAMED = ("pieces", "tokens", "counters", "variables", "decks", "tables", "tracks", "events",
         "tiles", "cards")


def build_names(b: _Build, rs) -> dict:
    """What snippets may name; makes the compiler that every later pass uses."""
    events = {**ENGINE_EVENTS, **{str(k): RULESET_EVENT_FIELDS for k in b.col("events")}}
    colours = {v["colour"] for v in rs.tile_kinds.values()} | set(rs.piece_colours.values())
    ids = {"pieces": set(rs.piece_ids), "tokens": set(rs.token_ids), "counters": set(rs.counters),
           "decks": set(rs.decks), "tables": set(rs.tables), "tracks": set(rs.tracks),
           "events": set(events), "tiles": set(rs.tile_kinds), "cards": set(rs.card_deck),
           "classes": set(rs.card_classes), "colours": {c for c in colours if c}}
    names = Names(ids, dict(rs.variables), dict(rs.counters), dict(rs.options), rs.tracks)
    names.removed = b.raw.removed
    names.engine_events = frozenset(ENGINE_EVENTS)
    names.owner_counter = rs.owner_counter
    b.builtins, memory = compile_memory(b, b.builtins)
    check_clashes(b, names)
    b.compiler = Compiler(names, b.functions, b.verbs, b.builtins)
    named = ("counters", "decks", "tracks", "tokens", "tiles", "cards", "pieces")
    return {"events": _frozen(events), "names": names, "turn_memory": memory,
            "section_of": _frozen({key: section for section in named for key in ids[section]})}


def build_actions(b: _Build, rs) -> dict:
    """The `action:` of tile kinds and piece kinds."""
    c, actions = b.compiler, {}
    for section in ("tiles", "pieces"):
        for k, e in b.col(section).items():
            if e.get("action"):
                stmt = b.snippet(e, "action", e.get("action"), c.at(section, k, "action").effect)
                if stmt is not None:
                    actions[str(k)] = stmt
    return {"actions": _frozen(actions)}


def _power(b: _Build, rs, k, e: Entry, powers: dict, useful: dict) -> None:
    """A card's `power:` with its `cost:` and `useful:` (or a lone `cost:`, checked)."""
    c = b.compiler
    if not e.get("power"):
        if e.get("cost"):
            b.snippet(e, "cost", e.get("cost"), c.cost)
        return
    power = b.snippet(e, "power", e.get("power"), c.at("cards", k, "power").effect)
    cost = b.snippet(e, "cost", e.get("cost"), c.at("cards", k, "cost").cost) \
        if e.get("cost") else None
    if power is not None:
        powers[str(k)] = (cost, power)
    if e.get("useful"):
        when = b.snippet(e, "useful", e.get("useful"),
                         lambda t: c.expr(t, Scope(), "bool", UNASKED["useful"]))
        if when is not None and not rs.offer_idle_powers:
            useful[str(k)] = when


def _event_fields(events: Mapping[str, dict]) -> Callable:
    """What a trigger's event offers, or a located error for an unknown event."""
    def fields(event, token):
        if event not in events:
            raise fail(token, f"unknown event '{event}'{did_you_mean(event, events)}", "D223")
        return events[event]
    return fields


def build_cards_effects(b: _Build, rs) -> dict:
    """Cards' `grants:`, `power:`/`cost:`/`useful:` and `on:` triggers."""
    c, fields = b.compiler, _event_fields(rs.events)
    grants, powers, triggers, useful = {}, {}, {}, {}
    for k, e in b.col("cards").items():
        if e.get("grants"):
            g = b.snippet(e, "grants", e.get("grants"), c.grants)
            if g:
                grants[str(k)] = MappingProxyType(g)
        _power(b, rs, k, e, powers, useful)
        if e.get("on"):
            c.at("cards", k, "on")
            t = b.snippet(e, "on", e.get("on"), lambda text: c.trigger(text, fields))
            if t is not None:
                event, cond, stmt = t
                triggers.setdefault(event, []).append((str(k), cond, stmt))
    granting: dict[str, set[str]] = {}
    for card, granted in grants.items():
        for name in granted:
            granting.setdefault(name, set()).add(card)
    return {"grants": _frozen(grants),
            "granting": _frozen({n: frozenset(cards) for n, cards in granting.items()}),
            "powers": _frozen(powers),
            "power_useful": _frozen(useful),
            "triggers": _frozen({k: tuple(v) for k, v in triggers.items()})}


def build_phases(b: _Build, rs) -> dict:
    """`phases:`: each phase's order, own-turn flag and compiled steps."""
    phases = []
    for k, e in b.col("phases").items():
        order = e.get("order")
        if order is not None and order != ROTATION:
            b.ref(e, "order", "tracks")
        steps = []
        b.compiler.seatless = order is None
        for i, step in enumerate(e.get("steps") or []):
            stmt = b.snippet(e.at(f"steps.{i}.do"), None, step["do"],
                             b.compiler.at("steps", step["id"], "do").effect)
            if stmt is not None:
                steps.append((step["id"], stmt))
        b.compiler.seatless = False
        phases.append((str(k), order, bool(e.get("own_turn")), tuple(steps)))
    return {"phases": tuple(phases)}


def build_scoring(b: _Build, rs) -> dict:
    """`scoring:` lines and the `end_when:` condition."""
    c, scoring = b.compiler, []
    for k, e in b.col("scoring").items():
        expr = b.snippet(e, "points", e.get("points"),
                         lambda t: c.expr(t, Scope(), "num", UNASKED["points"]))
        if expr is not None:
            scoring.append((str(k), expr))
    end = b.raw.settings.get("end_when")
    if end is not None and not str(end).strip():
        b.problem(b.raw.setting_locs["end_when"], "R129", "end_when is empty: write the "
                  "condition that ends the game after its round, or leave the key out")
    end_when = b.snippet(b.raw.setting_locs["end_when"], None, end,
                         lambda t: c.expr(t, Scope(), "bool", UNASKED["end_when"])) \
        if end else None
    return {"scoring": tuple(scoring), "end_when": end_when}


# The passes in order: each may read the fields of those before it.
PASSES: tuple[Callable[[_Build, Any], dict], ...] = (
    check_counts, build_pieces, build_lists, build_tiles, build_board, compile_layout,
    build_players, build_cards, check_setup, build_names, build_actions, build_cards_effects,
    build_phases, build_scoring, compile_mechanics)


def compile_ruleset(raw: RawRuleset, functions, verbs, builtins) -> Ruleset:
    """Build the Ruleset or raise RulesetError with every problem found."""
    b = _Build(raw, functions, verbs, builtins)
    rs = SimpleNamespace(
        id=raw.id, version=raw.version, name=raw.name, hash=raw.hash, chain=tuple(raw.chain),
        raw=raw, options=_frozen({k: _option_value(v["value"]) for k, v in raw.options.items()}))
    for build in PASSES:
        vars(rs).update(build(b, rs))
    check_soundness(b, rs)
    if b.given:  # the caller's settings, not the ruleset's files, are at fault
        raise NaqalaError(f"{raw.id}: " + "; ".join(dict.fromkeys(b.given)))
    if b.problems:
        raise RulesetError(b.problems)
    offers = _frozen({k: frozenset(v) for k, v in rs.names.offers.items()})
    return Ruleset(**vars(rs), offers=offers)
