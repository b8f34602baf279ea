"""The engine: sets up a game from a ruleset and runs its phases until a choice is needed.

Each step of a turn, and each use of a power, is a *unit*. A unit runs straight through
until it needs a choice; then the state keeps the unit, the choices made in it so far and
the state the unit started from. `apply` re-runs the unit from that start with one more
choice, so a state stays plain data at every moment and a bad choice changes nothing.
"""

from __future__ import annotations

import re

from ..dsl.compiler import sequence
from ..errors import IllegalChoice, NaqalaError
from . import rng, tracks, zones
from .board import Geometry, connected
from .context import Ctx
from .decisions import Choices, Decision, Option, Suspend
from .scoring import top_seats
from .state import Deck, Player, State, new_turn

POWER = "power:"


class Engine:
    """Interprets one ruleset. Stateless between calls: every game is a `State`."""

    def __init__(self, rs, variant=None):
        self.rs = rs
        self.variant = variant  # optional: adjusts offered options and final scores
        self._power_units = {card: sequence([s for s in (cost, power) if s is not None])
                             for card, (cost, power) in rs.powers.items()}
        self._quiet = quiet_steps(rs)

    # Setting up ---------------------------------------------------------------------------

    def new_game(self, players: int, seed: int) -> State:
        """A new game after setup, run up to its first decision."""
        rs = self.rs
        if players not in rs.players:
            raise NaqalaError(f"{rs.id} is played by {', '.join(map(str, sorted(rs.players)))} "
                              f"players, not {players}")
        s = State.__new__(State)
        s.rng = rng.start(seed, players)
        ctx = Ctx(self, s, 0, Choices(()))
        layout = [(k, v) for k, info in rs.tile_kinds.items() for v in info["values"]]
        zones.shuffle(ctx, layout)
        s.tiles = tuple(k for k, _ in layout)
        s.values = tuple(v for _, v in layout)
        blocked = tuple(t for t, k in enumerate(s.tiles) if rs.tile_kinds[k]["blocked"])
        s.layout = (blocked, random_walls(ctx, rs, blocked))
        s.bag = list(rs.piece_counts)
        s.cells = [[0] * len(rs.piece_ids) for _ in layout]
        for t in range(len(layout)):
            if t in blocked:
                continue
            for kind in zones.draw_from_bag(ctx, rs.setup_pieces):
                s.cells[t][kind] += 1
        s.owner = [None] * len(layout)
        s.tokens = [[0] * len(rs.token_ids) for _ in layout]
        s.supply = list(rs.token_supply)
        config = rs.players[players]
        s.players = [Player({c: config["start"].get(c, info["start"])
                             for c, info in rs.counters.items()},
                            [0] * len(rs.piece_ids), [], [0] * len(rs.piece_ids))
                     for _ in range(players)]
        s.decks = {d: Deck([], [], [None] * info["row"]) for d, info in rs.decks.items()}
        for card, n in rs.card_counts.items():
            s.decks[rs.card_deck[card]].draw.extend([card] * n)
        for d in rs.decks:
            zones.shuffle(ctx, s.decks[d].draw)
            zones.refill(ctx, d)
        s.markers = tuple(p for p in range(players) for _ in range(config["markers"]))
        s.tracks = {}
        for t, info in rs.tracks.items():
            if info["costs"]:
                s.tracks[t] = [None] * len(info["costs"])
            else:
                spots = list(range(len(s.markers)))
                zones.shuffle(ctx, spots)
                s.tracks[t] = spots
        s.phase, s.order, s.index, s.step, s.round = 0, None, 0, 0, 1
        s.turn, s.flags, s.pending, s.over = new_turn(-1, -1), {}, None, False
        self._advance(s)
        return s

    # Deciding -------------------------------------------------------------------------------

    def decision(self, state: State) -> Decision | None:
        """The pending decision, or None when the game is over."""
        if state.pending is None:
            return None
        decision = state.pending.get("decision")
        if decision is None:  # a state read from JSON: re-run the unit to find it again
            p = state.pending
            again = p["base"].copy()
            self._run(again, p["unit"], p["choices"], p["explicit"], p["base"])
            decision = again.pending["decision"]
            state.pending = {**p, "decision": decision}
        return decision

    def apply(self, state: State, option_id: str) -> State:
        """The state after the pending decision is answered; `state` itself is unchanged."""
        decision = self.decision(state)
        if decision is None:
            raise IllegalChoice("the game is over: there is nothing to choose")
        if decision.find(option_id) is None:
            shown = ", ".join(o.id for o in decision.options[:12])
            more = " ..." if len(decision.options) > 12 else ""
            raise IllegalChoice(f"'{option_id}' is not an option of this {decision.kind} "
                                f"decision; the options are: {shown}{more}")
        p = state.pending
        base = p["base"]
        new = base.copy()
        if option_id.startswith(POWER):
            done = self._run(new, {"kind": "power", "card": option_id[len(POWER):]}, (), 0, base)
        else:
            done = self._run(new, p["unit"], (*p["choices"], option_id), p["explicit"] + 1, base)
        if done:
            self._advance(new)
        return new

    # Running ---------------------------------------------------------------------------------

    def _advance(self, s: State) -> None:
        rs = self.rs
        while s.pending is None and not s.over:
            _, order_track, _, steps = rs.phases[s.phase]
            if s.order is None:
                s.order = tracks.order(s, rs, order_track) if order_track else (-1,)
                s.index, s.step = 0, 0
                self._start_turn(s)
            if s.step < len(steps):
                self._run(s, {"kind": "step"}, (), 0, None)
                continue
            s.index += 1
            s.step = 0
            if s.index < len(s.order):
                self._start_turn(s)
                continue
            s.phase += 1
            s.order = None
            if s.phase == len(rs.phases):
                s.phase = 0
                if rs.end_when is not None and rs.end_when.fn(Ctx(self, s, 0, Choices(()))):
                    s.over = True
                else:
                    s.round += 1

    def _start_turn(self, s: State) -> None:
        marker = s.order[s.index]
        s.turn = new_turn(s.markers[marker] if marker >= 0 else -1, marker)

    def _run(self, s: State, unit: dict, choices: tuple, explicit: int, base) -> bool:
        """Run a unit; True when it finished, False when it now waits for a decision."""
        if base is None and not (unit["kind"] == "step" and (s.phase, s.step) in self._quiet):
            base = s.copy()
        if unit["kind"] == "step":
            stmt = self.rs.phases[s.phase][3][s.step][1]
            extra = self._extras(base) if explicit == 0 and base is not None else None
        else:
            stmt = self._power_units[unit["card"]]
            extra = None
        choice = Choices(choices, extra)
        ctx = Ctx(self, s, s.turn["player"], choice)
        try:
            stmt.run(ctx)
        except Suspend as wait:
            if base is None:
                raise RuntimeError(f"step {s.step} of phase {s.phase} was taken for one that "
                                   "never asks, but it asked a question") from None
            decision = wait.decision
            if self.variant is not None:
                decision = self.variant(s, decision)
            s.pending = {"unit": unit, "choices": choice.record, "explicit": explicit,
                         "base": base, "decision": decision}
            return False
        if unit["kind"] == "step":
            s.step += 1
        else:
            used = s.turn["used"]
            used[unit["card"]] = used.get(unit["card"], 0) + 1
        return True

    def _extras(self, base: State):
        """Power options for the acting player's decisions at the start of a step."""
        rs = self.rs
        if not rs.powers or not rs.phases[base.phase][2]:
            return None
        player = base.turn["player"]

        def extra(decision: Decision) -> tuple[Option, ...]:
            if decision.player != player:
                return ()
            return tuple(Option(POWER + card, card) for card in self.usable_powers(base))
        return extra

    def usable_powers(self, s: State) -> list[str]:
        """Cards whose power the acting player may use now (paid, possible, not used up)."""
        rs = self.rs
        player = s.turn["player"]
        if player < 0:
            return []
        ctx = Ctx(self, s, player, Choices(()))
        out = []
        for card in dict.fromkeys(s.players[player].cards):
            entry = rs.powers.get(card)
            if entry is None or s.turn["used"].get(card, 0) >= rs.power_uses:
                continue
            cost, power = entry
            if (cost is None or cost.possible(ctx)) and power.possible(ctx):
                out.append(card)
        return out

    def fire(self, ctx: Ctx, event: str, fields: dict) -> None:
        """Run the triggers of every held card listening to `event`."""
        triggers = self.rs.triggers.get(event)
        if not triggers:
            return
        players = ctx.state.players
        for card, cond, stmt in triggers:
            for p in range(len(players)):
                if card in players[p].cards:
                    sub = ctx.sub(p, dict(fields))
                    if cond is None or cond.fn(sub):
                        stmt.run(sub)

    # Results ---------------------------------------------------------------------------------

    def scores(self, s: State) -> list[dict]:
        """Each player's final score: points per scoring term and the total."""
        table = []
        for p in range(len(s.players)):
            ctx = Ctx(self, s, p, Choices(()))
            terms = {term: int(expr.fn(ctx)) for term, expr in self.rs.scoring}
            table.append({"terms": terms, "total": sum(terms.values())})
        return table

    def winners(self, s: State) -> list[int]:
        """Every player with the highest total (ties are shared)."""
        return top_seats(self.scores(s))


def random_walls(ctx: Ctx, rs, blocked: tuple) -> tuple:
    """`rs.walls` random walled edges between open tiles that leave the board connected."""
    if not rs.walls:
        return ()
    grid = Geometry(rs.columns, rs.rows, frozenset(blocked))
    edges = sorted({(min(t, n), max(t, n)) for t in range(grid.size) if t not in blocked
                    for n in grid.neighbours[t]})
    zones.shuffle(ctx, edges)
    walls: list = []
    for edge in edges:
        if len(walls) == rs.walls:
            break
        trial = Geometry(rs.columns, rs.rows, frozenset(blocked), frozenset([*walls, edge]))
        if connected(trial):
            walls.append(edge)
    return tuple(sorted(walls))


# Words of the effect language after which a unit may wait for a choice, and the events the
# verbs announce (whose triggers might ask too).
ASKING = {"choose", "may", "pay", "take", "keep", "remove", "sow", "bid", "sell", "pause",
          "perform", "steal", "shift", "emit", "usurp"}
ANNOUNCES = {"place": "placed", "claim": "claimed", "draw": "taken", "put": "placed"}


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z_]+", text or ""))


def quiet_steps(rs) -> frozenset:
    """(phase, step) pairs whose snippet can never wait for a choice: no snapshot needed.

    A step is quiet when it uses no asking word or alternative, and no card triggered by an
    event it announces could ask. Anything unsure counts as asking.
    """
    asks_on = {event for event, triggers in rs.triggers.items()
               for card, _, _ in triggers
               if _words(rs.raw.collections["cards"][card].get("on")) & ASKING
               or "|" in (rs.raw.collections["cards"][card].get("on") or "")}
    quiet = set()
    for p, entry in enumerate(rs.raw.collections.get("phases", {}).values()):
        for i, step in enumerate(entry.get("steps") or []):
            words = _words(step["do"])
            announced = {ANNOUNCES[w] for w in words if w in ANNOUNCES}
            if not (words & ASKING) and "|" not in step["do"] and not (announced & asks_on):
                quiet.add((p, i))
    return frozenset(quiet)
