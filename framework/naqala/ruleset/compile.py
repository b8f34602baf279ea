"""Compile merged ruleset data into an immutable `Ruleset`: tables, geometry and closures.

Every snippet of the effect language is parsed and compiled here, once. Every problem,
structural or in a snippet, becomes a located `Problem`; all are raised together.
"""

from __future__ import annotations

from types import MappingProxyType

from ..dsl.compiler import Compiler, Scope
from ..dsl.parser import SnippetError, caret
from ..engine.board import Geometry
from ..engine.tracks import ROTATION
from ..errors import Problem, RulesetError, did_you_mean
from .board_layout import compile_layout
from .loader import Entry, Loc, RawRuleset
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
        # Ids some compiled choices may offer, by kind ("pay", "pay.any", "alternative"):
        # filled in while compiling, read by naqala.vocabulary (docs/ai.md).
        self.offers: dict[str, set] = {}


class Ruleset:
    """A compiled ruleset. Treat as immutable: engines and states share it freely."""

    def __setattr__(self, name, value):
        if getattr(self, "_frozen", False):
            raise AttributeError("a Ruleset is immutable")
        object.__setattr__(self, name, value)


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
        self.functions, self.verbs, self.builtins = functions, verbs, builtins

    def problem(self, loc: Loc, code: str, message: str) -> None:
        found = Problem(loc.file, loc.line, loc.col, code, message)
        if found not in self.problems:  # e.g. a file-wide default repeated on every entry
            self.problems.append(found)

    def col(self, name: str) -> dict[object, Entry]:
        return self.raw.collections.get(name, {})

    def setting(self, key: str, default=None):
        """A board/turn setting: a number, yes/no, or the name of an option."""
        value = self.raw.settings.get(key, default)
        if isinstance(value, str) and value in self.raw.options:
            converted = _option_value(self.raw.options[value]["value"])
            if isinstance(converted, str):  # settings are numbers or yes/no
                self.problem(self.raw.setting_locs[key], "R124", f"option '{value}' is "
                             f"'{converted}', but {key} needs a number or yes/no")
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
            line = loc.line + err.line - 1
            col = loc.col + err.col - 1
            self.problems.append(Problem(loc.file, line, col, err.code,
                                         f"{err.message}\n{caret(text, err.line, err.col)}"))
            return None
        except Exception as err:  # a compiler bug must still name the snippet, not crash
            self.problem(loc, "R190", f"internal error compiling this snippet: "
                         f"{type(err).__name__}: {err}")
            return None

    def ref(self, entry: Entry, field: str, collection: str) -> None:
        value = entry.get(field)
        if value is not None and value not in self.col(collection):
            self.problem(entry.at(field), "R122", f"unknown {collection[:-1]} '{value}'"
                         f"{did_you_mean(value, self.col(collection))}")


def compile_ruleset(raw: RawRuleset, functions, verbs, builtins) -> Ruleset:
    """Build the Ruleset or raise RulesetError with every problem found."""
    b = _Build(raw, functions, verbs, builtins)
    rs = Ruleset()
    rs.id, rs.version, rs.name, rs.hash, rs.chain = raw.id, raw.version, raw.name, raw.hash, \
        tuple(raw.chain)
    rs.raw = raw
    rs.options = MappingProxyType({k: _option_value(v["value"]) for k, v in raw.options.items()})

    for section, entries in raw.collections.items():
        for entry in entries.values():
            for field in ("count", "supply", "row", "markers"):
                n = entry.get(field)
                if isinstance(n, int) and n < 0:
                    b.problem(entry.at(field), "R121", f"negative {field} {n} in {section} "
                              f"'{entry.key}'")

    pieces = list(b.col("pieces").values())
    rs.piece_ids = tuple(str(e.key) for e in pieces)
    rs.piece_index = MappingProxyType({p: i for i, p in enumerate(rs.piece_ids)})
    rs.piece_letters = tuple(e.get("letter", "?") for e in pieces)
    rs.letter_index = MappingProxyType({ltr: i for i, ltr in enumerate(rs.piece_letters)})
    rs.piece_counts = tuple(e.get("count", 0) for e in pieces)
    rs.piece_colours = MappingProxyType({str(e.key): e.get("colour") for e in pieces})
    tokens = list(b.col("tokens").values())
    rs.token_ids = tuple(str(e.key) for e in tokens)
    rs.token_index = MappingProxyType({t: i for i, t in enumerate(rs.token_ids)})
    rs.token_supply = tuple(e.get("supply", 0) for e in tokens)
    rs.counters = MappingProxyType({str(k): {"start": e.get("start", 0),
                                             "hidden": bool(b.setting_value(e.get("hidden")))
                                             if e.get("hidden") else False}
                                    for k, e in b.col("counters").items()})
    rs.players = MappingProxyType({})
    rs.decks = MappingProxyType({str(k): {"row": e.get("row", 0),
                                          "skip_gaps": bool(b.setting_value(
                                              e.get("skip_gaps", "yes"))),
                                          "open_draw": bool(b.setting_value(
                                              e.get("open_draw", "no")))}
                                 for k, e in b.col("decks").items()})
    rs.tables = MappingProxyType({str(k): tuple(e.get("values", ())) for k, e in
                                  b.col("tables").items()})
    rs.tracks = MappingProxyType({str(k): {"costs": tuple(e.get("costs") or ()),
                                           "shared_cost": e.get("shared_cost"),
                                           "pays": e.get("pays"), "spots": e.get("spots"),
                                           "free_discounts": bool(b.setting_value(
                                               e.get("free_discounts", "yes")))}
                                  for k, e in b.col("tracks").items()})
    rs.variables = MappingProxyType({str(k): e.get("default", 0)
                                     for k, e in b.col("variables").items()})
    for e in b.col("tracks").values():
        if e.get("pays"):
            b.ref(e, "pays", "counters")

    # Tiles and the board.
    kinds = {}
    total = 0
    for k, e in b.col("tiles").items():
        count, values = e.get("count", 0), list(e.get("values") or [])
        if len(values) != count:
            b.problem(e.at("values"), "R120", f"tile '{k}' has count {count} but lists "
                      f"{len(values)} value{'s' if len(values) != 1 else ''}")
        total += count
        kinds[str(k)] = {"count": count, "values": tuple(values),
                         "colour": e.get("value_colour"), "blocked": bool(e.get("blocked"))}
    rs.tile_kinds = MappingProxyType(kinds)
    rs.tile_colour = MappingProxyType({k: v["colour"] for k, v in kinds.items()})
    columns, rows = b.setting("board.columns", 0), b.setting("board.rows", 0)
    rs.columns, rs.rows = columns, rows
    if kinds and total != columns * rows:
        loc = raw.setting_locs.get("board.columns", next(iter(b.col("tiles").values())).loc)
        b.problem(loc, "R123", f"the board has {columns} x {rows} = {columns * rows} spaces "
                  f"but the tiles count {total}")
    rs.setup_pieces = b.setting("board.setup_pieces", 0)
    rs.owner_counter = b.setting("board.owner_counter")
    if rs.owner_counter and rs.owner_counter not in rs.counters:
        b.problem(raw.setting_locs["board.owner_counter"], "R122",
                  f"unknown counter '{rs.owner_counter}'"
                  f"{did_you_mean(rs.owner_counter, rs.counters)}")
    rs.walls = int(b.setting("board.walls", 0) or 0)
    rs.own_drops_count = bool(b.setting("board.own_drops_count", 1))
    rs.power_uses = int(b.setting("board.power_uses", 1) or 0)
    rs.pay_after_powers = bool(b.setting("board.pay_after_powers", 0))
    rs.offer_idle_powers = bool(b.setting("board.offer_idle_powers", 1))
    rs.geometry = Geometry(columns or 1, rows or 1)
    rs.open_tiles = tuple(range(rs.geometry.size))
    compile_layout(b, rs)

    # Players per count.
    players = {}
    for k, e in b.col("players").items():
        start = {}
        if e.get("start"):
            for part in str(e.get("start")).split(","):
                name, _, value = part.partition("=")
                name = name.strip()
                if name not in rs.counters:
                    b.problem(e.at("start"), "R122", f"unknown counter '{name}'"
                              f"{did_you_mean(name, rs.counters)}")
                try:
                    start[name] = int(value)
                except ValueError:
                    b.problem(e.at("start"), "R107", f"wrong type: expected 'counter = number', "
                              f"got '{part.strip()}'")
        players[int(k)] = {"markers": e.get("markers", 1), "start": start}
    rs.players = MappingProxyType(players)

    # Cards.
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
    rs.card_deck, rs.card_class = MappingProxyType(card_deck), MappingProxyType(card_class)
    rs.card_vp, rs.card_counts = MappingProxyType(card_vp), MappingProxyType(card_counts)
    rs.card_classes = frozenset(card_class.values())
    rs.class_types = MappingProxyType({c: tuple(k for k, v in card_class.items() if v == c)
                                       for c in rs.card_classes})

    events = {**ENGINE_EVENTS, **{str(k): RULESET_EVENT_FIELDS for k in b.col("events")}}
    rs.events = MappingProxyType(events)
    colours = {v["colour"] for v in kinds.values()} | set(rs.piece_colours.values())
    ids = {"pieces": set(rs.piece_ids), "tokens": set(rs.token_ids), "counters": set(rs.counters),
           "decks": set(rs.decks), "tables": set(rs.tables), "tracks": set(rs.tracks),
           "events": set(events), "tiles": set(kinds), "cards": set(card_deck),
           "classes": set(rs.card_classes), "colours": {c for c in colours if c}}
    names = Names(ids, dict(rs.variables), dict(rs.counters), dict(rs.options), rs.tracks)
    c = Compiler(names, functions, verbs, builtins)
    rs.names = names
    named = ("counters", "decks", "tracks", "tokens", "tiles", "cards", "pieces")
    rs.section_of = MappingProxyType({key: section for section in named
                                      for key in ids[section]})

    # Actions of tile kinds and piece kinds.
    actions = {}
    for section in ("tiles", "pieces"):
        for k, e in b.col(section).items():
            if e.get("action"):
                stmt = b.snippet(e, "action", e.get("action"), c.at(section, k, "action").effect)
                if stmt is not None:
                    actions[str(k)] = stmt
    rs.actions = MappingProxyType(actions)

    # Card powers, costs, grants and triggers.
    grants, powers, triggers, useful = {}, {}, {}, {}
    for k, e in b.col("cards").items():
        key = str(k)
        if e.get("grants"):
            g = b.snippet(e, "grants", e.get("grants"), c.grants)
            if g:
                grants[key] = MappingProxyType(g)
        if e.get("power"):
            power = b.snippet(e, "power", e.get("power"), c.at("cards", k, "power").effect)
            cost = b.snippet(e, "cost", e.get("cost"), c.at("cards", k, "cost").cost) \
                if e.get("cost") else None
            if power is not None:
                powers[key] = (cost, power)
            if e.get("useful"):
                when = b.snippet(e, "useful", e.get("useful"),
                                 lambda t: c.expr(t, Scope(), "bool"))
                if when is not None and not rs.offer_idle_powers:
                    useful[key] = when
        elif e.get("cost") and not e.get("power"):
            b.snippet(e, "cost", e.get("cost"), c.cost)
        if e.get("on"):
            def fields(event, token, _e=e):
                if event not in events:
                    from ..dsl.compiler import fail
                    raise fail(token, f"unknown event '{event}'{did_you_mean(event, events)}",
                               "D223")
                return events[event]
            c.at("cards", k, "on")
            t = b.snippet(e, "on", e.get("on"), lambda text, f=fields: c.trigger(text, f))
            if t is not None:
                event, cond, stmt = t
                triggers.setdefault(event, []).append((key, cond, stmt))
    rs.grants, rs.powers = MappingProxyType(grants), MappingProxyType(powers)
    rs.power_useful = MappingProxyType(useful)  # only when idle powers are not offered
    rs.triggers = MappingProxyType({k: tuple(v) for k, v in triggers.items()})

    # Turn structure.
    phases = []
    for k, e in b.col("phases").items():
        order = e.get("order")
        if order is not None and order != ROTATION:
            b.ref(e, "order", "tracks")
        steps = []
        for i, step in enumerate(e.get("steps") or []):
            stmt = b.snippet(e.at(f"steps.{i}.do"), None, step["do"],
                             c.at("steps", step["id"], "do").effect)
            if stmt is not None:
                steps.append((step["id"], stmt))
        phases.append((str(k), order, bool(e.get("own_turn")), tuple(steps)))
    rs.phases = tuple(phases)

    scoring = []
    for k, e in b.col("scoring").items():
        expr = b.snippet(e, "points", e.get("points"), lambda t: c.expr(t, Scope(), "num"))
        if expr is not None:
            scoring.append((str(k), expr))
    rs.scoring = tuple(scoring)
    end = raw.settings.get("end_when")
    rs.end_when = None
    if end:
        rs.end_when = b.snippet(raw.setting_locs["end_when"], None, end,
                                lambda t: c.expr(t, Scope(), "bool"))
    check_soundness(b, rs)
    if b.problems:
        raise RulesetError(b.problems)
    rs.offers = MappingProxyType({k: frozenset(v) for k, v in names.offers.items()})
    rs._frozen = True
    return rs
