"""The engine: sets up a game from a ruleset and runs its phases until a choice is needed.

Each step of a turn, each use of a power and each *moment* (a pause offered between steps
to use powers) is a *unit*. A unit runs straight through until it needs a choice; then the
state keeps the unit, the choices made in it so far and the state the unit started from.
`apply` goes on from the question on a copy of the waiting state where the unit kept what
it needs (docs/engine.md, "Going on from a question"), and otherwise re-runs the unit from
its start with one more choice, so a state stays plain data at every moment and a bad
choice changes nothing. A power chosen in the middle of a step is one more choice of that
step: it runs where it was chosen whenever the step is re-run.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from itertools import islice

from ..dsl.compiler import ANY_EVENT, sequence
from ..dsl.verbs import pause
from ..errors import IllegalChoice, NaqalaError, StateError, quoted, whole
from . import fields as F
from . import rng, tracks, zones
from .board import Geometry, connected, spanning_tree, wall_adjacency
from .budget import (
    BUDGET,
    FAULTS,
    LIMIT,
    SILENT_ROUNDS,
    DeadEnd,
    NoActor,
    bounded,
    check_rounds,
    fault,
    running,
)
from .context import Ctx, Nobody, hearing, told
from .decisions import (
    Choices,
    Choosing,
    Decision,
    Deferred,
    Message,
    Option,
    Ref,
    Seat,
    Suspend,
    not_an_option,
)
from .events import Logged
from .fields import BIG
from .hiding import powers_read, read_raised, unread_kinds
from .layout import deal
from .scoring import top_seats
from .state import CELLS, DECKS, OWNER, PLAYERS, TOKENS, Deck, Player, State, new_turn, state_of

POWER = "power:"
STEP = {"kind": "step"}  # a step unit: read-only, as every `pending["unit"]`
# Questions in the middle of an action where a power may be used: those whose verbs read the
# state again after the answer. Others hold things in passing (a payment under way, cards
# drawn until one is kept, a set being sold, pieces in hand during a move, things given up):
# a power's cost could spend them, so no power is offered there.
MIDWAY = frozenset({"alternative", "choose.tile", "choose.player", "choose.card", "choose.id",
                    "may", "remove"})


class _EveryKind:
    """Every kind of question: a unit's first question offers the powers usable at its
    start whatever it asks (`Run.offers`)."""

    __slots__ = ()

    def __contains__(self, kind: object) -> bool:
        return True


EVERY_KIND = _EveryKind()
# The kinds of question a run's powers may be offered beside (`Run.offers`), by whether it
# offers any, then whether it answers its first question: none; those of `MIDWAY`; any.
OFFERED = (((), ()), (MIDWAY, EVERY_KIND))


class Engine:
    """Interprets one ruleset. Stateless between calls: every game is a `State`."""

    def __init__(self, rs, variant=None, asks_narrowed: bool = True):
        from ..ruleset import compiled
        if not isinstance(asks_narrowed, bool):  # anything false once played the former rule
            raise NaqalaError(f"asks_narrowed is True or False (False: the rule of "
                              f"naqala-save/2 games), not {quoted(asks_narrowed)}")
        self.rs = rs = compiled(rs, "an engine is")
        self.variant = variant  # optional: adjusts offered options and final scores
        # Questions a hidden counter narrows are asked (`hiding.py`); saves of the former
        # rule (naqala-save/2) replay with False.
        self.asks_narrowed = asks_narrowed
        self._power_units = {card: sequence([s for s in ((power, cost) if rs.pay_after_powers
                                                         else (cost, power)) if s is not None])
                             for card, (cost, power) in rs.powers.items()}
        self._power_cards = frozenset(rs.powers)
        self._quiet = quiet_steps(rs)
        self._steps = step_table(rs, self._quiet)
        # Phases whose questions may offer powers: own turns, in a ruleset with powers.
        self._power_phases = frozenset(p for p, phase in enumerate(rs.phases)
                                       if phase[2] and rs.powers)
        # What an error names while a score term or a card's power check is read (`Ctx.part`).
        self._terms = tuple((term, f"scoring '{term}'", expr) for term, expr in rs.scoring)
        self._card_parts = {card: f"card '{card}'" for card in rs.powers}
        # Moments between steps: a chance to use powers where nothing else asks.
        self._pause = pause(lambda: Message("prompt-moment"), "option-go-on")
        self._hidden = tuple(c for c, info in rs.counters.items()
                             if info["hidden"]) if asks_narrowed else ()
        self._powers_hidden = powers_read(rs, self._hidden)
        self._unread = unread_kinds(rs)  # questions never narrowed
        # None: an engine whose `fire` is its own (one recording events) is told every event.
        self.heard = hearing(rs) if type(self).fire is Engine.fire else None

    # Setting up ---------------------------------------------------------------------------

    def player_count(self, players) -> int:
        """`players` as a count the ruleset is played by; a NaqalaError saying which it is
        played by otherwise (games, the adapters and the commands say it alike)."""
        players, rs = whole(players, "a player count"), self.rs
        if players not in rs.players:
            raise NaqalaError(f"{rs.id} is played by {', '.join(map(str, sorted(rs.players)))} "
                              f"players, not {players}")
        return players

    def new_game(self, players: int, seed: int) -> State:
        """A new game after setup, run up to its first decision."""
        rs = self.rs
        players, seed = self.player_count(players), whole(seed, "a seed")
        s = State.blank()
        s.rng = rng.start(seed, players)
        ctx = Ctx(self, s, 0, Choices(()))  # every random draw below, in this order
        self._set_up_board(ctx, s)
        config = rs.players[players]
        s.players = [Player({c: config["start"].get(c, info["start"])
                             for c, info in rs.counters.items()},
                            [0] * len(rs.piece_ids), [], [0] * len(rs.piece_ids))
                     for _ in range(players)]
        self._set_up_decks(ctx, s)
        s.markers = tuple(p for p in range(players) for _ in range(config["markers"]))
        self._set_up_tracks(ctx, s)
        s.phase, s.order, s.index, s.step, s.round = 0, None, 0, 0, 1
        s.turn, s.flags, s.pending, s.over = new_turn(-1, -1), {}, None, False
        self._advance(s)
        return s

    def _set_up_board(self, ctx: Ctx, s: State) -> None:
        """Deal the tiles (and walls), then draw the set-up pieces of every open tile."""
        rs = self.rs
        s.tiles, s.values, s.layout = deal(ctx, rs, random_walls)
        layout, blocked = s.tiles, s.layout[0]
        s.bag = list(rs.piece_counts)
        s.cells = [[0] * len(rs.piece_ids) for _ in layout]
        # drawn in one call: the pieces one call a tile would draw, in the same order
        each, tiles = rs.setup_pieces, [t for t in range(len(layout)) if t not in blocked]
        drawn = zones.draw_from_bag(ctx, each * len(tiles))
        for i, t in enumerate(tiles):
            for kind in drawn[i * each:(i + 1) * each]:
                s.cells[t][kind] += 1
        s.owner = [None] * len(layout)
        s.tokens = [[0] * len(rs.token_ids) for _ in layout]
        s.supply = list(rs.token_supply)

    def _set_up_decks(self, ctx: Ctx, s: State) -> None:
        """Every deck shuffled, then its row filled."""
        rs = self.rs
        s.decks = {d: Deck([], [], [None] * info["row"]) for d, info in rs.decks.items()}
        for card, n in rs.card_counts.items():
            s.decks[rs.card_deck[card]].draw.extend([card] * n)
        for d in rs.decks:
            zones.shuffle(ctx, s.decks[d].draw)
            zones.refill(ctx, d)

    def _set_up_tracks(self, ctx: Ctx, s: State) -> None:
        """Tracks with costs start empty; a track without costs holds the markers at random."""
        s.tracks = {}
        for t, info in self.rs.tracks.items():
            if info["costs"]:
                s.tracks[t] = [None] * len(info["costs"])
            else:
                spots = list(range(len(s.markers)))
                zones.shuffle(ctx, spots)
                s.tracks[t] = spots

    # Deciding -------------------------------------------------------------------------------

    def decision(self, state: State) -> Decision | None:
        """The pending decision, or None when the game is over; a NaqalaError for what is
        no State (the game, None), at no cost to a State."""
        try:
            pending = state.pending
        except AttributeError:
            state_of(state)
            raise
        if pending is None:
            return None
        decision = pending.get("decision")
        if decision is None:  # a state read from JSON: re-run the unit to find it again
            p = state.pending
            again = p["base"].fork()
            self._run(again, p["unit"], p["choices"], p["explicit"], p["base"], p["carried"])
            if again.pending is None:
                raise StateError("this state waits for a decision that its unit, run again "
                                 "from where it started, no longer asks")
            decision = again.pending["decision"]
            state.pending = {**p, "decision": decision}
        return decision

    def apply(self, state: State, option_id: str, *, answers: list[str] | None = None,
              spelled: bool = False) -> State:
        """The state after the pending decision is answered; `state` itself is unchanged.

        `apply_all` gives `answers`: the unit's later questions are answered from them
        (those taken are removed from it) where it asks them; with `spelled`, its
        single-option ones too. (One method, not `apply` calling another, and the decision
        read with no call: it answers every choice of every game.)"""
        try:  # the decision a state waits at (`decision` works out the rest)
            decision = state.pending["decision"]
        except (AttributeError, TypeError, KeyError):  # no State, the game over, read from JSON
            decision = self.decision(state)
        if decision is None:
            raise IllegalChoice("the game is over: there is nothing to choose")
        if option_id not in (decision._ids or decision.ids):  # every answer passes: no call
            raise IllegalChoice(not_an_option(decision.kind, option_id, decision.options))
        p = state.pending
        base = p["base"]
        # A unit re-runs from its start: what it said before this choice was said already
        # (`emitted`). A power used at a step's first question runs before the step, which
        # then starts again: what the step had said is carried through the power's unit and
        # dropped when the step runs again. A power chosen later runs among the step's choices.
        # A unit stopped where it can go on (`resume`) goes on from the question instead.
        carried = p["carried"]
        if "resume" in p and not option_id.startswith(POWER):
            new = state.fork()
            new.pending = None
            unit = p["unit"]  # as `_run` would, with its `offers` as `_waiting` kept it
            stmt = self._steps[new.phase][new.step][0] if unit is STEP else \
                self._statement(new, unit)[0]
            done = self._go(new, unit, stmt, False, p["resume"][2], None,
                            p["choices"] + (option_id,), p["explicit"] + 1, base, carried,
                            answers, spelled, p, on=True)
            skip, after = 0, carried
        elif option_id.startswith(POWER) and p["explicit"] == 0:  # before the unit
            new = base.fork()
            card = option_id[len(POWER):]
            self._log_power(new, card)
            done = self._run(new, {"kind": "power", "card": card}, (), 0, base, p["emitted"])
            skip, after = 0, p["emitted"]
        else:
            new = base.fork()
            unit = {**p["unit"], "inline": True} if option_id.startswith(POWER) else p["unit"]
            done = self._run(new, unit, (*p["choices"], option_id), p["explicit"] + 1, base,
                             carried, answers, spelled)
            skip, after = p["emitted"], carried
        if skip:  # (most answers go on from their question: nothing to drop, no slice made)
            del new.events[:skip]
        if done:
            mark = len(new.events)
            self._advance(new)
            if after:
                del new.events[mark:mark + after]
        return new

    _answer = apply  # what `apply_all` calls (one that wraps `apply` is not called by it)

    def apply_all(self, state: State, option_ids: Sequence[str], spelled: bool = False) -> State:
        """The state `apply` gives answer after answer (its events: those of them all);
        `state` itself is unchanged. The answers to one unit's questions are given in one
        run of it, where `apply` runs it again from its start for each (docs/engine.md).
        With `spelled`, the answers after the first also name the unit's choices that have
        a single option, as move notation spells every drop (only `answerable` ones)."""
        ids = _answers(option_ids)
        if not ids:
            return state
        queue = self.answerable(ids)
        if spelled and not queue:
            raise ValueError("spelled answers are given in one run of their unit only")
        said: list = []
        while ids:
            state = self._answer(state, ids.pop(0), answers=ids if queue else None,
                                 spelled=spelled)
            said += state.events
        state.events = said
        return state

    def answerable(self, ids: Sequence[str]) -> bool:
        """Whether answers can be given in one run of their unit: no power among them (a
        power runs a unit of its own) and no variant plugin reshaping decisions."""
        return self.variant is None and not any(str(i).startswith(POWER) for i in ids)

    # Running ---------------------------------------------------------------------------------

    def _advance(self, s: State) -> None:
        rs = self.rs
        silent = 0  # rounds ended in this call: none of them asked anything
        while s.pending is None and not s.over:
            _, _, own_turn, steps = rs.phases[s.phase]
            if s.order is None:
                self._start_phase(s)
            player = s.turn["player"]
            if own_turn and player >= 0 and \
                    not self._power_cards.isdisjoint(s.players[player].cards):
                acted, usable = self._moment(s, player)
                if acted:
                    continue
            else:  # no power held: no moment, and none usable (most steps)
                usable = ()
            if s.step < len(steps):
                # `_run`, written out: the step's first question offers the powers usable
                # now, or held where those were not worked out (`usable` None); none where
                # no moment was due (`usable` is then ())
                stmt, quiet = self._steps[s.phase][s.step]
                self._go(s, STEP, stmt, quiet, not quiet and (usable is None or bool(usable)),
                         usable, (), on=True)
                continue
            if self._next_turn(s):
                continue
            s.phase += 1
            s.order = None
            if s.phase == len(rs.phases):
                s.phase = 0
                silent = self._end_round(s, silent)

    def _end_round(self, s: State, silent: int) -> int:
        """End a round: the game ends, or the next round begins; `silent` rounds ended so far
        asked nothing. A game is stopped past the last round a position holds, or after
        `SILENT_ROUNDS` silent rounds in a row."""
        if self._ends(s):
            s.over = True
            return silent
        s.round += 1
        check_rounds(self.rs, s, F.LAST_ROUND, " (the most a position holds)")
        silent += 1
        if silent > SILENT_ROUNDS:  # they would run on for ever
            raise BUDGET.runaway(Ctx(self, s, 0, Choices(())), f"played {SILENT_ROUNDS} "
                                 "rounds in a row without asking anything")
        return silent

    def _ends(self, s: State) -> bool:
        """Whether the ruleset's `end_when` holds at the end of a round (read for no
        player: `me` in it is named, as it would be one seat's)."""
        ctx = Ctx(self, s, -1, Choices(()), part="end_when")
        try:
            return self.rs.end_when is not None and bool(self.rs.end_when.fn(ctx))
        except FAULTS as err:
            raise fault(ctx, err) from None
        except NoActor:
            raise DeadEnd(f"{running(ctx)}: it reads the acting player "
                          "('me', or a counter or function of 'me', written alone), but the "
                          "end of the game is decided for no player; read each player's instead, "
                          "as in count(players where ...) > 0") from None

    def _start_phase(self, s: State) -> None:
        """Start the phase `s.phase` (its order is None): its order, and its first turn."""
        rs = self.rs
        order_track = rs.phases[s.phase][1]
        s.order = tracks.order(s, rs, order_track) if order_track else (-1,)
        s.index, s.step = 0, 0
        if not s.order:
            raise DeadEnd(f"ruleset '{rs.id}', phase '{rs.phases[s.phase][0]}': no turn "
                          f"marker stands on track '{order_track}' to play this phase")
        self._start_turn(s)

    def _next_turn(self, s: State) -> bool:
        """Start the next turn of the phase's order, after the last step of one; False
        where the phase's turns are over."""
        s.index += 1
        s.step = 0
        if s.index < len(s.order):
            self._start_turn(s)
            return True
        return False

    def _start_turn(self, s: State) -> None:
        marker = s.order[s.index]
        s.begin_turn(new_turn(s.markers[marker] if marker >= 0 else -1, marker))
        if marker >= 0 and self.rs.phases[s.phase][2]:
            # logged as `Ctx.note` logs it, with the unit of work a context's making spends,
            # but no context made: a turn starts every few decisions
            if s is BUDGET.state and BUDGET.used < LIMIT:
                BUDGET.used += 1
            else:  # as a context's making spends it (naming the turn if it runs away)
                Ctx(self, s, s.turn["player"], None)
            said = Logged()  # one slot a statement, as `Ctx.note` sets them
            said._kind = "turn"
            said._seats = None
            said._but = None
            said._args = (self.rs, s.tiles, {"actor": s.turn["player"], "round": s.round})
            said._make = told
            s.events.append(said)

    def _run(self, s: State, unit: dict, choices: tuple, explicit: int, base,
             carried: int = 0, answers: list[str] | None = None, spelled: bool = False,
             checked: bool = False, usable: list[str] | None = None) -> bool:
        """Run a unit from its start; True when it finished, False when it now waits for a
        decision. Its questions after `choices` are answered from `answers` while they last
        (`spelled`: its single-option questions too). With `checked`, each of `choices` is
        checked against its question's options (a record read from a file). `usable`, when
        known, is `usable_powers(s)` as the unit starts."""
        kind = unit["kind"]
        stmt, quiet = self._statement(s, unit)
        start = s if base is None and not quiet else base  # a step made no change yet
        offers = start is not None and kind != "power" and start.phase in self._power_phases \
            and (explicit != 0 or (bool(usable) if usable is not None else  # at its first
                                  not self._power_cards.isdisjoint(  # question: held then
                                      start.players[start.turn["player"]].cards)))
        inline = partial(self._inline, s) if "inline" in unit else None  # powers chosen
        # among this step's choices (bound to `s`, not to the run: no cycle through it)
        return self._go(s, unit, stmt, quiet, offers, usable, choices, explicit, base, carried,
                        answers, spelled, None, checked, inline)

    def _statement(self, s: State, unit: dict) -> tuple:
        """The statement `unit` runs, and whether it never asks (a step's, `step_table`)."""
        kind = unit["kind"]
        if kind == "step":
            return self._steps[s.phase][s.step]
        return self._pause if kind == "moment" else self._power_units[unit["card"]], False

    def _go(self, s: State, unit: dict, stmt, quiet: bool, offers: bool,
            usable: list[str] | None, choices: tuple, explicit: int = 0,
            base: State | None = None, carried: int = 0, answers: list[str] | None = None,
            spelled: bool = False, resume: dict | None = None, checked: bool = False,
            inline: Callable | None = None, on: bool = False) -> bool:
        """Run `stmt`, the statement of `unit`, as `_run` says; with `resume` (the decision
        it waited at, where it kept what it needs to go on), go on from that question with
        the last choice instead of running again from its start (docs/engine.md). Its
        questions offer the acting player's powers where `offers` holds (`Run.beside`).

        Its context is its own choices (`Run`), made here with its slots set in place, as
        `Ctx(self, s, player, choices)` and `Choices.__init__` make a context and its
        choices: a unit runs two or three times a decision, and a call to make it cost
        nearly 1% of the instructions. (One slot a statement: assigning four or more at
        once builds a tuple and takes it apart, some 130 instructions more each time.)
        `_advance` and `apply` call it straight, knowing `stmt` and `offers`, and with `on`:
        a step that ends is then followed in the same run by the next steps of the phase,
        up to one that asks, a moment or the phase's end (`_following`)."""
        given, kind, parts = len(answers) if answers else 0, unit["kind"], None
        if base is None and not quiet:
            # The state it starts from is made only if read (`Run.started`): its parts,
            # as `State.fork_as` takes them, are kept in a tuple and no longer changed in
            # place. A fork here cost more: 0.44 of the steps started never ask, and most
            # that ask take the fork their question leaves (`_waiting`).
            s._own = 0
            parts = (s.cells, s.owner, s.tokens, s.bag, s.supply, s.players, s.decks,
                     s.tracks, s.turn, s.flags, s.rng)
        player = s.turn["player"]
        run = _RUNS[player >= 0]()
        run.engine = self
        run.rs = self.rs
        run.state = s
        run.choices = run
        run.part = None
        if player >= 0:
            run.me = player
        # `BUDGET.spend`, written out: most runs are the first work on a new state
        if s is not BUDGET.state:
            BUDGET.state, BUDGET.used, BUDGET.events = s, 1, []
        elif BUDGET.used < LIMIT:
            BUDGET.used += 1
        else:
            BUDGET.spend(run)
        if resume:  # the names bound before the question, and where it goes on from
            progress, env, _ = resume["resume"]
            run.env, run.pos, run.first = env.copy(), len(choices) - 1, False
            said = len(s.events) - resume["emitted"]  # said before, too
        else:
            run.env, run.pos, run.first = {}, 0, explicit == 0
            said = len(s.events)
        run.record = choices
        run.inline = inline
        run.answers = answers
        run.spelled = spelled
        run.forced = 0
        run.checkpoint = None
        run.checked = checked
        run.base = base
        run.parts = parts
        run.usable = usable
        # the kinds of question its powers may be offered beside: asking whether a drop or a
        # sale's card offers any was a call of `beside` at most questions, for nothing
        run.offers = OFFERED[offers][run.first]  # (both bools)
        run.narrows_powers = offers & self._powers_hidden  # (both bools)
        while True:
            try:
                if resume:
                    stmt.resume(run, progress)
                else:
                    stmt.run(run)
            except Suspend as wait:  # first: a question is matched against one class, not FAULTS
                self._waiting(s, unit, stmt, run, wait.args[0],  # `wait.decision`, with no call
                              explicit, given, len(s.events) - said, carried)
                return False
            except FAULTS as err:
                raise fault(run, err) from None
            finally:
                run.choices = None  # it was itself: no cycle (its choices are no longer read)
            if kind != "step":
                break
            s.step += 1
            stmt = self._following(s, run, on)
            if stmt is None:
                return True
            said = len(s.events)  # the next step starts fresh (`_following`): no answer
            explicit = given = 0  # recorded or given yet
            resume = None
        if kind == "power":
            used = s.own_turn("used")
            used[unit["card"]] = used.get(unit["card"], 0) + 1
        return True

    def _following(self, s: State, run: Run, on: bool):
        """With `on`, the statement of the step that follows the one `run` just ended (the
        next of its turn, else the first of the next turn or phase of the round, which is
        started here as `_advance` starts it), with `run` made ready for it as `_go` makes
        a run for a step `_advance` starts; None where `_advance` has more to do first (the
        round ends, or the step may ask while the acting player holds a card with a power:
        a moment may be due) or without `on`. A run and a call of `_go` a step cost more
        than this: some 1.2 steps a decision start right after another ends (a step's end
        changes no pending decision, so `_advance` would start this one next)."""
        if not on:
            return None
        steps = self._steps[s.phase]
        if s.step >= len(steps):
            if s.index + 1 < len(s.order):
                self._next_turn(s)
            elif s.phase + 1 < len(self._steps):  # as `_advance` ends a phase
                s.phase += 1
                self._start_phase(s)
                steps = self._steps[s.phase]
            else:  # the round ends (`_advance`)
                return None
            player = s.turn["player"]  # the new turn's, as `_go` makes a run for it
            run.__class__ = _RUNS[player >= 0]
            if player >= 0:
                run.me = player
        else:
            player = s.turn["player"]  # (no step changes who acts: only a new turn does)
        stmt, quiet = steps[s.step]
        if not quiet and player >= 0 and s.phase in self._power_phases and \
                not self._power_cards.isdisjoint(s.players[player].cards):
            return None  # (before a step that never asks, `_moment` offers nothing)
        if quiet:
            run.parts = None
        else:  # as `_go` keeps the parts of a step that may ask
            s._own = 0
            run.parts = (s.cells, s.owner, s.tokens, s.bag, s.supply, s.players, s.decks,
                         s.tracks, s.turn, s.flags, s.rng)
        if s is BUDGET.state and BUDGET.used < LIMIT:  # `BUDGET.spend`, written out
            BUDGET.used += 1
        else:
            BUDGET.spend(run)
        run.choices = run
        run.env = {}
        run.pos = 0
        run.first = True
        run.record = ()
        run.answers = None
        run.spelled = False
        run.forced = 0
        run.checkpoint = None
        run.base = None
        run.usable = ()  # no power is offered (`offers`): none is held, as `_advance` found
        run.offers = ()
        run.narrows_powers = False
        return stmt

    def _waiting(self, s: State, unit: dict, stmt, run: Run, decision: Decision,
                 explicit: int, given: int, emitted: int, carried: int) -> None:
        """Make the pending decision of a unit that just stopped at `decision`, with the
        state it started from: a variant plugin reshapes it; a unit stopped at a question
        its statement can go on from (its `head` passed on by every statement it stopped in)
        keeps that progress, the names bound so far and whether its questions offer powers
        then (`resume`, read by `apply`). A unit with powers run
        inside it, or carrying what a step said before a power, runs again from its start
        instead. The questions answered from the `given` answers were explicit too. The
        run lets go of the state that waits: the decision's words may hold it (no cycle)."""
        if run.base is None and run.parts is None:
            raise RuntimeError(f"step {s.step} of phase {s.phase} was taken for one that "
                               "never asks, but it asked a question") from None
        if run.answers is not None:
            explicit += given - len(run.answers) - run.forced
        base, asked = run.base, run.state
        if base is None:  # a step started fresh: the fork its question left to its words
            # (`Ctx.choose`) is the state it started from where its parts are the same
            base = asked if asked is not s and (
                asked.cells, asked.owner, asked.tokens, asked.bag, asked.supply, asked.players,
                asked.decks, asked.tracks, asked.turn, asked.flags, asked.rng) == run.parts \
                else run.started()
        p = s.pending = {"unit": unit, "choices": run.record, "explicit": explicit,
                         "base": base, "decision": decision, "emitted": emitted,
                         "carried": carried}
        if self.variant is not None:
            p["decision"] = self.variant(self, s, p["decision"])
        elif run.checkpoint is not None and run.checkpoint[0] is stmt.head and \
                "inline" not in p["unit"] and not p["carried"]:
            p["resume"] = (run.checkpoint[1], run.env,  # its questions past the first:
                           unit["kind"] != "power" and base.phase in self._power_phases)
        run.base = run.parts = run.inline = None
        if run.state is s:  # another context asked (a trigger's, a power's inside the
            # step), whose words may hold this run as its choices: the run lets go of the
            # state that waits, as the context that asked did (`Ctx.choose`)
            run.state = s.fork()
            run.state.pending = None

    def _power_options(self, cards: list[str]) -> tuple[Option, ...]:
        return tuple(Option(POWER + card, card,
                            label=Message("option-power", {"card": Ref("cards", card)}))
                     for card in cards)

    def _log_power(self, s: State, card: str) -> None:
        """The log says who uses which power."""
        player = s.turn["player"]
        Ctx(self, s, player, Choices(())).log("power", actor=Seat(player), card=Ref("cards", card))

    def _inline(self, s: State, choices: Choices, cid: str) -> bool:
        """Run a power recorded among a step's choices, where it was chosen; False when
        `cid` is not a power (an ordinary answer)."""
        if not cid.startswith(POWER):
            return False
        card = cid[len(POWER):]
        self._log_power(s, card)
        offers, choices.offers = choices.offers, ()  # no power is offered inside a power
        try:
            self._power_units[card].run(Ctx(self, s, s.turn["player"], choices))
        finally:
            choices.offers = offers
        used = s.own_turn("used")
        used[card] = used.get(card, 0) + 1
        return True

    def _moment(self, s: State, player: int) -> tuple[bool, list[str] | None]:
        """Before the next step of an own turn (or at its end), offer the acting player
        (`player`, who holds a card with a power) a moment to use powers when one is due: a
        power is usable, something changed since powers were last offered, and the next
        step does not ask them first anyway. A step that can never ask runs on from the one
        before it, with no moment between them.

        Whether it acted (a decision is pending, or it ran the next step itself: a step that
        changes nothing needs no moment before it), and the powers usable now when it worked
        them out (the next step's first question offers them), else None.
        """
        if (s.phase, s.step) in self._quiet:
            return False, None
        if self._powers_hidden:  # whether one is usable is read with counters raised
            if not self._may_use_powers(s):
                return False, None
            usable = None
        else:
            usable = self.usable_powers(s)
            if not usable:
                return False, usable
        mark = fingerprint(s)
        offered = s.turn.get("offered")
        if offered == mark:
            return False, usable
        if s.step < len(self.rs.phases[s.phase][3]):
            trial = s.fork()
            trial.own_turn()["offered"] = mark
            if self._run(trial, {"kind": "step"}, (), 0, None, usable=usable):
                if _unchanged(trial, s) or fingerprint(trial) == mark:
                    trial.own_turn()["offered"] = offered
                    _adopt(s, trial)
                    return True, usable
            elif trial.pending["decision"].player == player:
                _adopt(s, trial)  # its first question offers the powers (or would: `hiding.py`)
                return True, usable
        s.own_turn()["offered"] = mark
        self._run(s, {"kind": "moment"}, (), 0, s.fork(), usable=usable)
        return True, usable

    def _may_use_powers(self, s: State) -> bool:
        """Whether the acting player could use a power now, were hidden counters as high
        as a position holds: a moment is offered whatever they hold (`hiding.py`)."""
        return bool(read_raised((s,), self._hidden, partial(self.usable_powers, s)))

    def usable_powers(self, s: State) -> list[str]:
        """Cards whose power the acting player may use now (paid, possible, not used up, and
        able to change something when the card says when it can and idle powers are not
        offered)."""
        rs = self.rs
        player = s.turn["player"]
        if player < 0:
            return []
        cards = s.players[player].cards
        if self._power_cards.isdisjoint(cards):
            return []
        used, powers = s.turn["used"], rs.powers
        held = [card for card in dict.fromkeys(cards)
                if card in powers and used.get(card, 0) < rs.power_uses]
        if not held:
            return []
        ctx = Ctx(self, s, player, Choices(()))
        return [card for card in held if self._usable(ctx, card)]

    def _usable(self, ctx: Ctx, card: str) -> bool:
        """Whether the power of a held card, not used up, can be paid and carried out now
        (and is useful, when the card says when it is)."""
        cost, power = self.rs.powers[card]
        useful = self.rs.power_useful.get(card)
        ctx.part = self._card_parts[card]
        try:
            return (cost is None or cost.possible(ctx)) and power.possible(ctx) and (
                useful is None or bool(useful.fn(ctx)))
        except FAULTS as err:
            raise fault(ctx, err) from None

    def fire(self, ctx: Ctx, event: str, fields: dict) -> None:
        """Run the triggers of every held card listening to `event` (`Ctx.emit` calls it
        only when a seat holds one, or inside another event; an engine that overrides it is
        told every event)."""
        triggers = self.rs.triggers.get(event)
        if not triggers:
            return
        players = ctx.state.players
        for card, cond, stmt in triggers:
            for p in range(len(players)):
                if card in players[p].cards:
                    sub = ctx.sub(p, dict(fields))
                    try:
                        if cond is None or cond.fn(sub):
                            stmt.run(sub)
                    except Suspend:  # a trigger's question: the unit runs again from its start
                        ctx.choices.checkpoint = None
                        raise

    # Results ---------------------------------------------------------------------------------

    def scores(self, s: State) -> list[dict]:
        """Each player's final score: points per scoring term and the total."""
        table, ctx = [], Ctx(self, s, 0, Choices(()))
        try:
            for p in range(len(s.players)):
                ctx.me, ctx.env = p, {}  # one context, each player's own locals
                terms = {}
                for term, part, expr in self._terms:
                    ctx.part = part
                    terms[term] = bounded(ctx, int(expr.fn(ctx)), "points", -BIG)
                table.append({"terms": terms, "total": sum(terms.values())})
        except FAULTS as err:
            raise fault(ctx, err) from None
        return table

    def winners(self, s: State) -> list[int]:
        """Every player with the highest total (ties are shared)."""
        return top_seats(self.scores(s))


class Run(Ctx, Choosing):
    """The context a unit the engine runs in (`Engine._go`), which is also its choices
    (`ctx.choices` is itself while it runs): one object a run where two were made. Besides
    a context and the fields of `Choices`, it holds the state the unit started from
    (`base`, or for a step started fresh, the parts it is made from when read: `parts`,
    `started`; the unit runs in `state`), whether this run answers its first question
    (`first`) and the powers usable at `base` when known (`usable`). It offers the acting
    player's powers beside its questions of the kinds in `offers` (any kind at its first
    question, those of `MIDWAY` later; none where it offers no power), and asks a question
    of one option that a hidden counter narrowed (`narrows_powers`: a power it would offer
    were they raised counts too)."""

    __slots__ = ("record", "pos", "offers", "inline", "answers", "spelled", "forced",
                 "checkpoint", "checked", "base", "parts", "first", "usable",
                 "narrows_powers")
    __init__ = object.__init__  # C's: `_go` makes a run by a call and sets its slots itself

    def started(self) -> State:
        """The state the unit started from (`base`). A step started fresh keeps only the
        parts it may change (`parts`, as `State.fork_as` takes them), and the state is made
        from them the first time it is read: most steps never read it."""
        if self.base is None:
            self.base = self.state.fork_as(self.parts)
        return self.base

    def beside(self, asker: int, kind: str, options: tuple[Option, ...] | Deferred
               ) -> tuple[Option, ...]:
        """Power options for the acting player's decisions.

        At the unit's first question (`first`) they are the powers usable at its start and a
        power chosen there runs before the unit; at later questions they are the powers usable
        in the running state, offered only where a real choice is asked anyway (a forced
        choice stays automatic) and not in the middle of a payment (a power's cost could spend
        what is being paid), and a power chosen there runs where it was chosen.
        """
        engine = self.engine
        if asker != self.state.turn["player"]:  # the turn's player: the same at `base`
            return ()
        if self.first:
            return engine._power_options(engine.usable_powers(self.started())
                                         if self.usable is None else self.usable)
        if kind not in MIDWAY or len(options) < 2:  # the kind first: a move's drops are kept
            return ()  # options (`Deferred`), whose length is a Python call
        return engine._power_options(engine.usable_powers(self.state))

    def asks_anyway(self, player: int, kind: str, options: Callable[[], Iterable[Option]],
                    powers: bool = False, narrows: bool = True) -> bool:
        """Whether a question would offer more options (where a hidden counter `narrows`
        them), or with `powers` (it offers none now) any power, were every seat's hidden
        counters as high as a position holds (`hiding.py`): it is then asked all the same."""
        engine = self.engine
        if not engine._hidden or player < 0 or kind in engine._unread:
            return False
        powers = powers and self.narrows_powers  # read in `base` too
        if not (narrows or powers):  # nothing a raised counter changes
            return False

        def more() -> bool:
            opts = tuple(islice(options(), 2))
            return len(opts) > 1 or bool(powers and self.beside(player, kind, opts))
        return read_raised((self.state, self.started()) if powers else (self.state,),
                           engine._hidden, more)


class NobodyRun(Nobody, Run):
    """A `Run` where nobody acts: reading `me` raises NoActor, as a `Nobody` context's."""

    __slots__ = ()


_RUNS = (NobodyRun, Run)  # a run's class, by whether somebody acts (`Engine._go`)


def _answers(option_ids) -> list:
    """The answers `apply_all` is given, as a list; an IllegalChoice for one text (its
    letters are no answers) or what is no sequence of them."""
    if isinstance(option_ids, (str, bytes)):
        raise IllegalChoice(f"answers are a list of option ids, not one text "
                            f"({quoted(option_ids)})")
    if not isinstance(option_ids, Iterable):
        raise IllegalChoice(f"answers are a list of option ids, not "
                            f"{type(option_ids).__name__}")
    return list(option_ids)


def random_walls(ctx: Ctx, rs, blocked: tuple) -> tuple:
    """`rs.walls` random walled edges between open tiles that leave the board connected
    (edges of `board.wall_adjacency`).

    The edges are shuffled and, in that order, each becomes a wall unless the board would
    fall apart. Those kept open are the spanning tree that joining the edges from last to
    first makes, so one pass finds the walls that trying each edge in turn would."""
    if not rs.walls:
        return ()
    grid = Geometry(rs.columns, rs.rows, frozenset(blocked), adjacency=wall_adjacency(rs.geometry),
                    edges=rs.geometry.edges)
    edges = sorted({(min(t, n), max(t, n)) for t in range(grid.size) if t not in blocked
                    for n in grid.neighbours[t]})
    zones.shuffle(ctx, edges)
    if not connected(grid):  # no wall could keep a board connected that is not
        return ()
    kept = spanning_tree(reversed(edges))
    return tuple(sorted(islice((e for e in edges if e not in kept), rs.walls)))


def _adopt(s: State, other: State) -> None:
    """Make `s` the state `other` is (both are then the same data: drop `other`); what `s`
    had said before `other` was copied from it is kept in front of what `other` said."""
    other.events = s.events + other.events
    for slot in State.__slots__:
        setattr(s, slot, getattr(other, slot))


def fingerprint(s: State) -> str:
    """A digest of all an effect can read and all random draws depend on (the tracks of turn
    markers are left out: no effect reads them). Equal digests: nothing happened between."""
    turn = sorted((k, v) for k, v in s.turn.items() if k != "offered")
    own = s._own
    # The `repr` of the tuple (cells, owner, tokens, bag, supply, flags, rng, turn, seats,
    # decks), written part by part so that the large parts' texts are reused (`_text`) and
    # their lists' texts too (`_listed`)
    text = ", ".join((
        _text("cells", s.cells, own & CELLS, _rows), _text("owner", s.owner, own & OWNER, _list),
        _text("tokens", s.tokens, own & TOKENS, _rows), _list(s.bag), _list(s.supply),
        repr(s.flags), repr(s.rng), repr(turn),
        _text("players", s.players, own & PLAYERS, _seats),
        _text("decks", s.decks, own & DECKS, _decks)))
    return hashlib.blake2b(f"({text})".encode(), digest_size=8).hexdigest()


# The text of each large part `fingerprint` last read while no state could change it, with
# the part itself (so that it is not freed and its id given to another): a part a state
# does not own is never changed again (a change copies it first, docs/engine.md), so a
# state holding the same part later, a fork or the next step, reads the text as it is.
_texts: dict[str, tuple[object, str]] = {}


def _text(name: str, part, owned: int, show: Callable[[object], str]) -> str:
    """`show(part)`, the text kept from the last call for the same `part` object, kept for
    the next when this state does not own it (`owned`: it may still change it in place)."""
    last = _texts.get(name)
    if last is not None and last[0] is part:
        return last[1]
    text = show(part)
    if not owned:
        _texts[name] = (part, text)
    return text


LISTED_KEPT = 4096  # texts of lists that `fingerprint` keeps (`_Listed`)


class _Listed(dict):
    """The text (`repr`) of each list of plain values that `fingerprint` reads, kept by its
    values as a tuple: `repr` makes a new text for every number it meets and costs some
    thousand instructions for every list (the board alone has 30 rows), where a list read
    before costs a look-up. A state's parts change a few lists at a time, so most lists
    were read before. (Equal values have one text: a state's lists hold whole numbers, ids
    and None.) Past `LISTED_KEPT` texts, all are dropped and made again as they come."""

    def __missing__(self, values: tuple) -> str:
        text = repr(list(values))
        if len(self) >= LISTED_KEPT:
            self.clear()
        self[values] = text
        return text


_listed = _Listed().__getitem__  # the text of a list's values (one C call when kept)


def _list(values: list) -> str:
    """`repr(values)`, a list of plain values."""
    return _listed(tuple(values))


def _rows(rows: list[list]) -> str:
    """`repr(rows)`, a list of lists of plain values (the board's pieces or tokens)."""
    return f"[{', '.join(map(_listed, map(tuple, rows)))}]"


def _seats(players: list[Player]) -> str:
    """The seats' part of `fingerprint`: `repr` of their (counters, pieces, cards, hand)."""
    return "[" + ", ".join([f"({p.counters!r}, {_listed(tuple(p.pieces))}, "
                            f"{_listed(tuple(p.cards))}, {_listed(tuple(p.hand))})"
                            for p in players]) + "]"


def _decks(decks: dict[str, Deck]) -> str:
    """The decks' part of `fingerprint`: `repr` of their (draw, discard, row)."""
    return "[" + ", ".join([f"({_listed(tuple(d.draw))}, {_listed(tuple(d.discard))}, "
                            f"{_listed(tuple(d.row))})" for d in decks.values()]) + "]"


def _unchanged(fork: State, s: State) -> bool:
    """Whether `fork`, forked from `s`, still holds every part of `s` that `fingerprint`
    reads (a change copies a part first), the same generator and the same turn but for
    `offered`: their fingerprints are then equal, and working one out (a `repr` of the
    whole state) is not needed."""
    turn, before = fork.turn, s.turn
    return fork.cells is s.cells and fork.tokens is s.tokens and fork.owner is s.owner and \
        fork.players is s.players and fork.decks is s.decks and fork.bag is s.bag and \
        fork.supply is s.supply and fork.flags is s.flags and fork.rng == s.rng and \
        turn.keys() - {"offered"} == before.keys() - {"offered"} and \
        all(turn[k] is before[k] for k in turn if k != "offered")


def asking_events(rs) -> frozenset:
    """Events on which some card's trigger may ask a question, itself or through the events
    its effect announces in turn."""
    asking: set = set()
    grew = True
    while grew:
        grew = False
        for event, triggers in rs.triggers.items():
            if event not in asking and any(may_ask(stmt, asking) for _, _, stmt in triggers):
                asking.add(event)
                grew = True
    return frozenset(asking)


def may_ask(stmt, asking) -> bool:
    """Whether a compiled statement may wait for a choice, counting the triggers of the
    events it may announce (`asking`: the events whose triggers may ask)."""
    return stmt.asks or bool(stmt.announces & asking) or (
        ANY_EVENT in stmt.announces and bool(asking))


def quiet_steps(rs) -> frozenset:
    """(phase, step) pairs whose effect can never wait for a choice: no snapshot needed."""
    asking = asking_events(rs)
    return frozenset((p, i) for p, (_, _, _, steps) in enumerate(rs.phases)
                     for i, (_, stmt) in enumerate(steps) if not may_ask(stmt, asking))


def step_table(rs, quiet: frozenset) -> tuple:
    """Each phase's steps, as (statement, whether it never asks) pairs (`quiet_steps`)."""
    return tuple(tuple((stmt, (p, i) in quiet) for i, (_, stmt) in enumerate(steps))
                 for p, (_, _, _, steps) in enumerate(rs.phases))
