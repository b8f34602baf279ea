"""Helpers for scenario tests: set up a position, then act through decisions.

A state waiting at a decision keeps, in `pending['base']`, the state its step started from;
`apply` re-runs the step from there. So a position is set by editing a copy of that base and
running the engine forward again (`edit`), which re-derives the pending decision.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import naqala.ruleset as R
from naqala.engine.context import Ctx
from naqala.engine.decisions import Choices
from naqala.engine.engine import Engine

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
SHIPPED = sorted(p.name for p in RULESETS.iterdir() if (p / "manifest.yaml").exists())
RS = R.load("five_tribes", folders=[RULESETS])
E = Engine(RS)
GEO = RS.geometry
PIECE = {p: i for i, p in enumerate(RS.piece_ids)}
LETTER = {ltr: i for i, ltr in enumerate(RS.piece_letters)}
TOKEN = {t: i for i, t in enumerate(RS.token_ids)}
FIRST_VALUE = {k: info["values"][0] for k, info in RS.tile_kinds.items()}


def apart(fn: Callable, *args):
    """`fn(*args)` in a thread of its own, for what runs an event loop (`asyncio.run`):
    the browser tests keep one running in the main thread for the whole session."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(fn, *args).result()


def run_apart(coroutine):
    """`asyncio.run(coroutine)` apart from the browser tests' event loop."""
    return apart(asyncio.run, coroutine)


def interrupted_at(monkeypatch, module, name: str, calls: int) -> None:
    """Ctrl-C in game `calls` (from 1) that `module.name` plays, the games before played."""
    played, seen = getattr(module, name), []

    def play(*job):
        seen.append(job)
        if len(seen) == calls:
            raise KeyboardInterrupt
        return played(*job)
    monkeypatch.setattr(module, name, play)


def load_with(tmp_path: Path, **options) -> tuple:
    """The base ruleset with some options set (an overlay written under tmp_path)."""
    folder = tmp_path / "variant"
    folder.mkdir()
    lines = ["id: variant", "version: 1.0.0", "extends: five_tribes", "set:"]
    for key, value in options.items():
        lines.append(f"  {key}: {value}")
    (folder / "manifest.yaml").write_text("\n".join(lines) + "\n")
    rs = R.load(str(folder), folders=[RULESETS, tmp_path])
    return rs, Engine(rs)


def overlay_folder(tmp_path: Path, name: str, files: dict[str, str]) -> Path:
    """A ruleset folder `name` under tmp_path extending the base game with these data files."""
    folder = tmp_path / name
    folder.mkdir()
    (folder / "manifest.yaml").write_text(f"id: {name}\nversion: 1.0.0\nextends: five_tribes\n")
    for file, text in files.items():
        (folder / file).write_text(text)
    return folder


# Boards whose tiles touch otherwise than in rows of squares (docs/authoring.md, `movement:`).
HEXAGONAL = {"rules.yaml": "movement:\n  adjacency: hexagonal\n"}
GRAPH_EDGES = ("a1-b1, b1-c1, c1-d1, a1-a2, a2-b2, b2-c2, c2-d2, d1-d2, b1-b2, a1-c3, c3-d4, "
               "a3-a4, a3-b3, b3-c3, a5-b5, f5-e5, e5-f4, f1-e1, e1-f3, d2-e2, e2-f2, e1-e2, "
               "d4-d3, d3-e3, e3-e4, e4-f4, a4-b4, b4-c4, c4-c5, c5-d5, a4-a5")  # all joined
GRAPH = {"rules.yaml": f"movement:\n  adjacency: graph\n  edges: {GRAPH_EDGES}\n"}


def at_move_start(tmp_path: Path, name: str, files: dict[str, str], players: int = 2):
    """A game (`naqala.Game`) of a ruleset extending the base game with these data files, at
    seat 0's first move (every choice before it the first option)."""
    from naqala import Game
    game = Game(str(overlay_folder(tmp_path, name, files)), players, 3)
    while game.decision.kind != "move.start" or game.decision.player != 0:
        game.apply(game.decision.options[0].id)
    return game


def extending(tmp_path: Path, name: str, files: dict[str, str], **load) -> tuple:
    """A ruleset `name` extending the base game with these data files (written under
    tmp_path), loaded with `load` (such as plugin `verbs`), and its engine."""
    folder = overlay_folder(tmp_path, name, files)
    rs = R.load(str(folder), folders=[RULESETS, tmp_path], **load)
    return rs, Engine(rs)


def t(name: str) -> int:
    """A tile index from its name ('c3': column c, row 3 from the top)."""
    return GEO.index[name]


def ids(s, e=E) -> list[str]:
    d = e.decision(s)
    return [] if d is None else [o.id for o in d.options]


def kind(s, e=E) -> str | None:
    d = e.decision(s)
    return None if d is None else d.kind


def who(s, e=E) -> int | None:
    d = e.decision(s)
    return None if d is None else d.player


def play(s, *choices: str, e=E):
    """Apply option ids one after another; each may also be a whole move text ('a2 Eg Sb').

    Parts of a move the engine took by itself (a single option) are skipped: the start tile
    when it is the only movable tile, the last drops when only one way is left.
    """
    for c in choices:
        parts = c.split()
        moving = False
        for n, part in enumerate(parts):
            d = e.decision(s)
            if part in GEO.index and n + 1 < len(parts) and _is_drop(parts[n + 1]):
                moving = True
                if d is not None and d.kind != "move.start":
                    continue
            if moving and _is_drop(part) and (d is None or d.kind != "move.drop"):
                continue
            s = e.apply(s, part)
    return s


def _is_drop(part: str) -> bool:
    return len(part) == 2 and part[0] in "NESW" and part[1] in LETTER


def to_turns(s, e=E, bid: str | None = None):
    """Bid (every bidder takes `bid`, default the cheapest offered spot) until the turns start."""
    while kind(s, e) == "bid":
        options = ids(s, e)
        s = e.apply(s, bid if bid in options else options[0])
    return s


def game(players: int = 3, seed: int = 0, e=E):
    """A new game run to the first meeple move of round 1."""
    return to_turns(e.new_game(players, seed), e)


def random_to_end(e, players: int, seed: int, each=None):
    """A game of random choices (`Random(seed)`) to its end, calling `each(state, decision)`
    before every choice; the final state."""
    rnd = random.Random(seed)
    s = e.new_game(players, seed)
    for _ in range(5000):
        d = e.decision(s)
        if d is None:
            break
        if each:
            each(s, d)
        s = e.apply(s, rnd.choice(d.options).id)
    assert s.over and e.decision(s) is None
    return s


def script(lines):
    """An `input` function that answers each prompt with the next of `lines`, then EOF."""
    feed = iter(lines)

    def input_fn(_prompt):
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None
    return input_fn


def first_step_state(e=E, players: int = 3, seed: int = 1):
    """A copy of the state a new game's first step starts from: a position to run an
    effect on directly."""
    return e.new_game(players, seed).pending["base"].copy()


def run_action(e, s, tile_kind: str, me: int = 0, choices: tuple[str, ...] = ()) -> None:
    """A tile kind's action run on `s` in place, for player `me`, with these answers."""
    e.rs.actions[tile_kind].run(Ctx(e, s, me, Choices(choices)))


def edit(s, fn, e=E):
    """A copy of `s` (waiting at the start of a step) where `fn` was applied before that step."""
    new = s.pending["base"].copy()
    fn(new)
    new.pending = None
    e._advance(new)
    return new


# Position builders, used inside `edit` functions ------------------------------------------------


def clear_board(s) -> None:
    """Every meeple on the board goes back to the bag."""
    for cell in s.cells:
        for i, n in enumerate(cell):
            s.bag[i] += n
            cell[i] = 0


def put(s, name: str, letters: str, rs=RS) -> None:
    """Meeples from the bag onto a tile: 'bbg' = two Builders and a Merchant."""
    for ltr in letters:
        i = rs.letter_index[ltr]
        assert s.bag[i] > 0, f"no {rs.piece_ids[i]} left in the bag"
        s.bag[i] -= 1
        s.cells[rs.geometry.index[name]][i] += 1


def kinds(s, default: str = "small_market", **where: str) -> None:
    """Tile kinds: every tile `default` except the named ones (a1='village'); printed values
    are each kind's first value."""
    tiles = [default] * GEO.size
    for name, k in where.items():
        tiles[t(name)] = k
    s.tiles = tuple(tiles)
    s.values = tuple(FIRST_VALUE[k] for k in tiles)


def filler(s, rs=RS) -> None:
    """Two far-off small moves (e1 to f1, f4 to f5), so that the start tile is a real choice
    and the game does not end for want of moves."""
    put(s, "f1", "ww", rs)
    put(s, "e1", "w", rs)
    put(s, "f5", "yy", rs)
    put(s, "f4", "y", rs)


def place(s, *, rs=RS, **pieces: str) -> None:
    """`put` on several tiles, in the order named: place(s, b3='w', c3='ww')."""
    for name, letters in pieces.items():
        put(s, name, letters, rs)


def lay_out(s, *, rs=RS, **pieces: str) -> None:
    """An empty board but for the `filler` moves, then these meeples per tile (b3='w')."""
    clear_board(s)
    filler(s, rs)
    place(s, rs=rs, **pieces)


def hold(s, player: int, letters: str, rs=RS) -> None:
    """Meeples from the bag in front of a player."""
    for ltr in letters:
        i = rs.letter_index[ltr]
        s.bag[i] -= 1
        s.players[player].pieces[i] += 1


def give(s, player: int, *cards: str, rs=RS) -> None:
    """Cards to a player, taken from wherever they are (draw pile first, then rows)."""
    for card in cards:
        deck = s.decks[rs.card_deck[card]]
        if card in deck.draw:
            deck.draw.remove(card)
        elif card in deck.discard:
            deck.discard.remove(card)
        else:
            deck.row[deck.row.index(card)] = None
        s.players[player].cards.append(card)


def only_cards(s, player: int, *cards: str, rs=RS) -> None:
    """A player holds these cards and no others: the ones they held leave the game, the new
    ones are taken as `give` takes them."""
    s.players[player].cards = []
    give(s, player, *cards, rs=rs)


def return_cards(s, rs=RS, pile: str = "discard") -> None:
    """Every card the players hold goes to its deck's `pile` ('discard' or 'draw')."""
    for p in s.players:
        for card in p.cards:
            getattr(s.decks[rs.card_deck[card]], pile).append(card)
        p.cards = []


def to_top(s, deck_id: str, *cards: str) -> None:
    """Put cards on top of a draw pile (the last named ends on top)."""
    deck = s.decks[deck_id]
    for card in cards:
        if card in deck.draw:
            deck.draw.remove(card)
        elif card in deck.row:
            deck.row[deck.row.index(card)] = None
        else:
            deck.discard.remove(card)
        deck.draw.append(card)


def set_row(s, deck_id: str, cards: list) -> None:
    """Lay the named cards face up as the row (the cards that were there go back to the pile)."""
    deck = s.decks[deck_id]
    deck.draw.extend(c for c in deck.row if c is not None)
    deck.row = [None] * len(deck.row)
    for i, card in enumerate(cards):
        if card is not None:
            deck.draw.remove(card)
            deck.row[i] = card


# Whole positions ---------------------------------------------------------------------------------


def arranged(s, fn: Callable | None = None, *, e=E, **pieces: str):
    """A copy of `s` (as `edit` makes it) with the board laid out by `lay_out(**pieces)`,
    then `fn` applied: arranged(s, b3='w', c3='ww')."""
    def setup(b):
        lay_out(b, rs=e.rs, **pieces)
        if fn is not None:
            fn(b)
    return edit(s, setup, e)


def arranged_no_cards(s, fn: Callable | None = None, *, e=E, **pieces: str):
    """As `arranged`, with every card the players hold discarded before `fn` is applied."""
    def setup(b):
        return_cards(b, e.rs)
        if fn is not None:
            fn(b)
    return arranged(s, setup, e=e, **pieces)


LOOP = "b2 Eg Sb Wr Ny Eg"  # two greens, a blue, a red and a yellow, back onto c2


def loop_position(s, c2: str) -> None:
    """For `edit`: the five meeples of `LOOP` on b2, `c2` on the village c2, and five
    resources at the front of the row."""
    lay_out(s, b2="ggrby", c2=c2)
    kinds(s, c2="village")
    set_row(s, "resources", ["fish", "wheat", "silk", "spice", "ivory", None, None, None, None])


def meeples(s) -> int:
    """Every meeple: board + bag + in front of players + in players' hands."""
    return (sum(map(sum, s.cells)) + sum(s.bag) + sum(sum(p.pieces) for p in s.players)
            + sum(sum(p.hand) for p in s.players))


def gold(s, p: int) -> int:
    return s.players[p].counters["gold"]


def camels(s, p: int) -> int:
    return s.players[p].counters["camels"]


DEFAULTS = ("no", "done", "0")


def finish_turn(s, e=E):
    """Answer the rest of the acting player's turn with modest defaults (no, done, 0, first)."""
    player = s.turn["player"]
    while True:
        d = e.decision(s)
        if d is None or d.kind in ("bid", "move.start") or s.turn["player"] != player:
            return s
        choice = next((o.id for o in d.options if o.id in DEFAULTS), None)
        if choice is None:
            choice = next(o.id for o in d.options if not o.id.startswith("power:"))
        s = e.apply(s, choice)


def any_turn(s, e=E):
    """The acting player plays their first complete legal move, then `finish_turn`."""
    from naqala.engine.move_listing import complete_moves
    if e.decision(s).kind == "move.start":
        s = play(s, complete_moves(e.rs, s, 1)[0], e=e)
    return finish_turn(s, e)
