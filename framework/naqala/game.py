"""A game in progress: engine + state + the choices made, with save, load and replay.

A save file holds the ruleset id and hash, the player count, the seed and the choices; a
replay re-runs them and checks that it reaches the same state (by its digest). A state file
holds one position in the JSON format of `docs/state-format.md`.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
from functools import partial
from pathlib import Path

from . import ruleset as rulesets
from .engine import rng
from .engine.decisions import Decision, Option
from .engine.determinise import determinise
from .engine.engine import Engine
from .engine.events import Event
from .engine.observation import engine_of, observation, revealed, seat_of
from .engine.scoring import top_seats
from .engine.state import State, state_of
from .errors import NaqalaError, StateError, quoted, whole
from .jsonfile import read_json, write_text
from .notation import move_ending as ending
from .plugins import call_safely, has_impls
from .ruleset.compile import Ruleset
from .savefile import FORMER_FORMAT, SAVE_FORMAT, check_ruleset, read_save, saved_ruleset

STATE_FORMAT = "naqala-state/1"
MOST_NAME = 4096 + 1000  # a position's ruleset: a path (at most 4096 on Linux) and settings
KEEP_EVERY = 16  # undo keeps the state after every 16th choice and replays the rest


def digest(state: State) -> str:
    """A short fingerprint of a state's JSON form."""
    text = json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


class Game:
    """One game: apply choices through it so that it can be saved, undone and watched.

    Seats are numbered from 0. What a seat may see is `view(seat)`; what happened is
    `events(since, seat)`; plugins watching the game get the public view, never the state.
    """

    def __init__(self, ruleset: str | Ruleset = "five_tribes", players: int = 4,
                 seed: int | None = None, asks_narrowed: bool = True):
        self.rs = ruleset if isinstance(ruleset, Ruleset) else rulesets.load(ruleset)
        self.engine = engine_for(self.rs, asks_narrowed)
        self.players = players = whole(players, "a player count")
        self.seed = rng.random_seed() if seed is None else whole(seed, "a seed")
        if abs(self.seed) >= 1 << 64:
            raise NaqalaError(f"seed {self.seed}: seeds are below 2**64 (as a save holds them)")
        self.state = self.engine.new_game(players, self.seed)
        self.history: list[str] = []
        self.choosers: list[int] = []
        self.kept: dict[int, State] = {0: self.state}  # for undo, by choices made before
        self.log: list[Event] = list(self.state.events)
        self._marks = [len(self.log)]  # length of the log after each choice
        self._floor = 0  # undo stops here: a later choice showed hidden information
        self._observed = _observed()
        if has_impls("naqala_game_started"):
            call_safely("naqala_game_started", view=self.view())

    def __copy__(self) -> Game:
        """Another game at the same point that plays on alone: its own history, log and
        kept states; the ruleset, the engine and the states (never changed in place) shared."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        for name in ("history", "choosers", "log", "_marks"):
            setattr(other, name, list(getattr(self, name)))
        other.kept = dict(self.kept)
        return other

    def __deepcopy__(self, memo) -> Game:
        other = self.__copy__()
        other.state = self.state.copy()  # the one state a program may change by hand
        return other

    def __getstate__(self) -> dict:
        """Pickled with its ruleset by name (and folder), checked by hash when read."""
        data = {k: v for k, v in self.__dict__.items() if k not in ("rs", "engine")}
        rs = self.rs
        return {**data, "rs": (rulesets.name_of(rs), str(rs.raw.folders[-1]),
                               dict(rs.raw.chosen), rs.hash),
                "engine": self.engine.asks_narrowed}

    def __setstate__(self, data: dict) -> None:
        self.__dict__.update(data)
        self.rs = _reloaded(*data["rs"])
        self.engine = engine_for(self.rs, data["engine"])
        self._observed = _observed()

    @property
    def decision(self) -> Decision | None:
        """The pending decision (who chooses, the prompt, the labelled options), or None."""
        return self.engine.decision(self.state)

    @property
    def over(self) -> bool:
        return self.state.over

    def apply(self, option_id: str) -> None:
        """Answer the pending decision (IllegalChoice leaves everything as it was)."""
        decision = self.decision
        player = decision.player if decision else -1
        before = self.state
        self.state = self.engine.apply(self.state, option_id)
        self.history.append(option_id)
        self.choosers.append(player)
        if len(self.history) % KEEP_EVERY == 0:
            self.kept[len(self.history)] = self.state
        self.log.extend(self.state.events)
        self._marks.append(len(self.log))
        if revealed(self.rs, before, self.state):
            self._floor = len(self.history)
        if self._observed:
            self._tell(before, player, decision.find(option_id))

    def _tell(self, before: State, player: int, option: Option) -> None:
        """Tell observing plugins what the last choice did (through the public view)."""
        view = self.view()
        call_safely("naqala_choice_applied", view=view, seat=player, option=option,
                    events=tuple(self.events(self._marks[-2])))
        after = self.state
        own_turn = self.rs.phases[before.phase][2]
        if own_turn and before.turn["player"] >= 0 and (before.phase, before.index, before.round) \
                != (after.phase, after.index, after.round):
            call_safely("naqala_turn_ended", view=view, seat=before.turn["player"])
        if after.over:
            call_safely("naqala_game_ended", view=view, scores=self.scores())

    def apply_move(self, text: str) -> None:
        """Play a whole move written in move notation (all or nothing)."""
        from .notation import move_choices
        words = move_choices(self.engine, self.state, text)  # raises before any change
        self.engine.apply_all(self.state, words)  # so does a drop a variant plugin left out
        for word in words:
            self.apply(word)

    def moves(self, limit: int | None = None) -> list[str]:
        """The complete legal moves of the pending move decision, in notation (up to `limit`);
        empty at another decision; a NaqalaError in the middle of a move."""
        return complete_moves(self.engine, self.state, limit)

    def can_undo(self) -> bool:
        """Whether the last choice may be taken back: not once hidden information was shown
        after it (a card drawn from a face-down pile, a random draw, the hidden counters
        the end of the game shows)."""
        return len(self.history) > self._floor

    def undo(self) -> None:
        """Take back the last choice: the state is found again from the last one kept
        (`kept`, every `KEEP_EVERY` choices) by replaying the choices since."""
        if not self.history:
            raise NaqalaError("nothing to undo")
        if not self.can_undo():
            raise NaqalaError("cannot undo: hidden information was shown since that choice")
        last = len(self.history) - 1
        since = max(n for n in self.kept if n <= last)
        state = self.engine.apply_all(self.kept[since], self.history[since:last])  # may fail:
        self.kept.pop(last + 1, None)  # nothing changes before it is done
        self.history.pop()
        self.choosers.pop()
        self._marks.pop()
        del self.log[self._marks[-1]:]
        self.state = state

    def view(self, seat: int | None = None) -> dict:
        """What `seat` may see now (None: a spectator), as JSON-ready data."""
        return observation(self.engine, self.state, seat)

    def events(self, since: int = 0, seat: int | None = None) -> list[Event]:
        """The events from position `since` of the game's log that `seat` may see (None:
        what a spectator sees). `len(game.log)` is the position to ask from next time."""
        seat = seat_of(seat, self.players)
        start = 0 if since is None else whole(since, "a position in the game's log")
        if start < 0:
            raise NaqalaError(f"position {start} of the game's log: give 0 or more "
                              "(len(game.log) is where the next event goes)")
        return [e for e in self.log[start:] if e.visible_to(seat)]

    def seat_view(self, seat: int) -> View:
        """The view of `seat` as bots receive it: data, and sampling for search."""
        return View(seat_of(seat, self.players, spectator=False), self)

    def determinise(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with everything `seat` has seen, hidden parts re-dealt;
        it shares nothing with the game (a search may change it by hand)."""
        return determinise(self.engine, self.state, seat, rng).copy()

    def scores(self) -> list[dict]:
        """The final score table, after any variant plugin adjusted it; a NaqalaError before
        the end (it would tell every seat's hidden counters: `final_scores` scores any
        state, for search)."""
        if not self.over:
            raise NaqalaError("the game is not over: scores() and winners() are the final "
                              "table's; final_scores(game.engine, game.state) scores any "
                              "state, hidden counters included")
        return final_scores(self.engine, self.state)

    def winners(self) -> list[int]:
        """Seats with the highest (adjusted) total, ties shared; a NaqalaError before the
        end."""
        return top_seats(self.scores())

    def save_data(self) -> dict:
        data = {"format": SAVE_FORMAT if self.engine.asks_narrowed else FORMER_FORMAT,
                "ruleset": self.rs.id, "version": self.rs.version,
                "hash": self.rs.hash, "players": self.players, "seed": self.seed,
                "choices": list(self.history), "digest": digest(self.state)}
        if self.rs.raw.chosen:
            data["settings"] = dict(self.rs.raw.chosen)
        return data

    def save(self, path: str | Path) -> None:
        """Write the save file whole or not at all (a failed write loses no earlier save;
        a link is written through, a device or a pipe refused)."""
        write_text(_file_name(path), json.dumps(self.save_data(), indent=1), "save")

    @classmethod
    def load(cls, path: str | Path, check: bool = True, ruleset: str | None = None) -> Game:
        """Re-run a save file (docs/decisions.md, save files): the ruleset is the save's id,
        or `ruleset` when the user names one; with `check`, its hash and the digest reached
        must match the file's."""
        save = read_save(_file_name(path))
        rs = saved_ruleset(save, path, ruleset)
        if save.players not in rs.players:
            raise StateError(f"{path}: a game of {save.players} players, but {rs.id} is "
                             f"played by {', '.join(map(str, sorted(rs.players)))}")
        game = cls(rs, save.players, save.seed, save.asks_narrowed)
        if check:
            check_ruleset(save, game.rs, path)
        replay(game, save.choices, str(path), StateError)
        if check and save.digest != digest(game.state):
            raise StateError(f"{path}: the replay does not reach the saved state "
                             f"(digest {digest(game.state)}, saved {save.digest[:16]})")
        return game


def replay(game: Game, choices, where: str, error: type[NaqalaError] = NaqalaError) -> None:
    """Apply `choices` to `game` in turn; `error` naming `where` and the first choice that
    cannot be replayed (a save, a stored web game)."""
    for n, choice in enumerate(choices, 1):
        try:
            game.apply(choice)
        except NaqalaError as err:
            raise error(f"{where}: choice {n} ({quoted(choice)}) cannot be replayed: "
                        f"{err}") from None


def _observed() -> bool:
    """Whether a plugin watches games' choices (`Game._tell`)."""
    return any(has_impls(h) for h in (
        "naqala_choice_applied", "naqala_turn_ended", "naqala_game_ended"))


def _reloaded(name: str, folder: str, chosen: dict, hashed: str) -> Ruleset:
    """The ruleset of a pickled game: by its name where that gives the same hash, else
    from its folder; a NaqalaError when neither does (its files changed)."""
    tried = []
    for how in (lambda: rulesets.load(name), lambda: rulesets.load(Path(folder), settings=chosen)):
        try:
            rs = how()
        except NaqalaError as err:
            tried.append(str(err))
            continue
        if rs.hash == hashed:
            return rs
    raise NaqalaError(f"a pickled game of ruleset {quoted(name)}: neither its name nor its "
                      f"folder {quoted(folder)} loads the ruleset it was played with (its "
                      f"files changed?) {'; '.join(tried)}".rstrip())


def _file_name(path) -> str | Path:
    """`path` when it can name a file (text or a path); a NaqalaError otherwise."""
    if not isinstance(path, (str, os.PathLike)):
        raise NaqalaError(f"{quoted(path)} is no file name: give text or a path")
    return path


def write_state(engine: Engine, state: State, path: str | Path) -> None:
    """Write a position as a state file."""
    data = {"format": STATE_FORMAT, "ruleset": rulesets.name_of(engine.rs),
            "state": state.to_json()}
    write_text(_file_name(path), json.dumps(data, indent=1), "write the position")


def read_state(path: str | Path) -> tuple[Engine, State]:
    """Read a state file: its ruleset's engine and the position, validated."""
    data = read_json(_file_name(path))
    if data.get("format", STATE_FORMAT) != STATE_FORMAT:  # a save file, given by a slip
        raise StateError(f"{path}: 'format' is {quoted(data['format'])}, not "
                         f"'{STATE_FORMAT}': not a naqala state file")
    for key in data:
        if key not in ("format", "ruleset", "state"):
            raise StateError(f"{path}: unknown key {key[:40]!r} (format, ruleset, state)")
    rid = data.get("ruleset")
    if not isinstance(rid, str) or not rid.isprintable() or len(rid) > MOST_NAME:
        raise StateError(f"{path}: 'ruleset' is missing or not a ruleset name: {quoted(rid)}")
    try:
        engine = engine_for(rulesets.load(rid))
    except NaqalaError as err:  # a ruleset that cannot be read, or settings in its name
        raise StateError(f"{path}: 'ruleset' {rid!r:.40} cannot be loaded: {err}") from None
    if not isinstance(data.get("state"), dict):
        raise StateError(f"{path}: 'state' is missing or not an object")
    from .engine.validate import state_from_json
    state = state_from_json(engine, data["state"], str(path))
    return engine, state


def engine_for(rs: Ruleset, asks_narrowed: bool = True) -> Engine:
    """The engine of a ruleset with the variant plugins installed (their
    naqala_adjust_options), as games, positions and the adapters play it; with
    `asks_narrowed` False, under the rule of naqala-save/2 files (`engine/hiding.py`)."""
    return Engine(rs, _variant() if has_impls("naqala_adjust_options") else None,
                  asks_narrowed)


def _variant():
    """The engine's option filter: every plugin's naqala_adjust_options in turn. A decision
    a plugin returns may only leave out, reorder or relabel the options it was given; one
    with no options leaves them all."""
    def adjust(engine, state, decision):
        view = observation(engine, state, None)
        for changed in call_safely("naqala_adjust_options", partial(_changed_decision, decision),
                                   view=view, decision=decision):
            if changed.options:
                decision = changed
        return decision
    return adjust


def _changed_decision(offered: Decision, changed) -> str | None:
    """What is wrong with a decision a variant plugin made of `offered`, or None."""
    if not isinstance(changed, Decision):
        return f"returned {type(changed).__name__}, not a Decision"
    if (changed.player, changed.kind) != (offered.player, offered.kind):
        return (f"returned a {quoted(changed.kind)} decision of seat {quoted(changed.player)} "
                f"for the {offered.kind!r} decision of seat {offered.player}")
    if not isinstance(changed.options, tuple):
        return f"returned options as a {type(changed.options).__name__}, not a tuple"
    ids = [o.id if isinstance(o, Option) else None for o in changed.options]
    known = {o.id for o in offered.options}
    if not all(i in known for i in ids) or len(set(ids)) < len(ids):
        return "returned options that were not offered, or one twice: a variant may leave " \
               "out, reorder or relabel the options it is given"
    return None


def final_scores(engine: Engine, state: State) -> list[dict]:
    """The final score table of a state, after any variant plugin adjusted it."""
    scores = engine_of(engine).scores(state_of(state))
    if has_impls("naqala_adjust_scores"):
        view = observation(engine, state, None)
        for changed in call_safely("naqala_adjust_scores", partial(_score_table, len(scores)),
                                   view=view, scores=scores):
            scores = changed
    return scores


def _score_table(players: int, table) -> str | None:
    """What is wrong with a score table a variant plugin returned, or None: one row per
    seat, each with `terms` (names and whole numbers) and a whole-number `total`."""
    def points(n) -> bool:
        return isinstance(n, int) and not isinstance(n, bool)
    if not isinstance(table, list) or len(table) != players:
        return f"returned no score table of {players} rows (one per seat)"
    for seat, row in enumerate(table):
        if not isinstance(row, dict) or not points(row.get("total")) or \
                not isinstance(row.get("terms"), dict) or \
                not all(isinstance(t, str) and points(n) for t, n in row["terms"].items()):
            return f"returned a score row for seat {seat} without whole-number 'terms' " \
                   "and 'total'"
    return None


def complete_moves(engine: Engine, state: State, limit: int | None = None) -> list[str]:
    """The complete legal moves of `state`'s pending move decision, in notation (up to
    `limit`); empty at another decision, a NaqalaError in the middle of a move (its drops
    are chosen one at a time). Only moves from the starts the decision
    offers (a variant plugin may leave some out); a variant that leaves out a drop is not
    seen here: `play_move` refuses such a move. For search: `game.moves` for any state."""
    from .engine.move_listing import complete_moves as listed
    limit = _limit(limit)
    decision = _move_start(engine, state)
    if decision is None:
        return []
    return listed(engine.rs, state, limit, _offered(engine, decision))


def _move_start(engine: Engine, state: State) -> Decision | None:
    """The pending decision when it is a move's start, else None; a NaqalaError in the
    middle of a move, where no whole move can be played (`notation.under_way`)."""
    from .notation import under_way
    decision = engine_of(engine).decision(state_of(state))
    if why := under_way(decision):
        raise NaqalaError(why)
    return decision if decision is not None and decision.kind == "move.start" else None


def _offered(engine: Engine, decision: Decision) -> frozenset[str] | None:
    """The option ids of a move decision when a variant plugin may have left out some of
    its starts; None (every start the rules allow) without one."""
    if engine.variant is None:
        return None
    return frozenset(o.id for o in decision.options)


def _limit(limit) -> int | None:
    """A limit of moves listed: None (every move) or a whole number, 0 or more."""
    if limit is None:
        return None
    count = whole(limit, "a limit of moves")
    if count < 0:
        raise NaqalaError(f"limit {limit}: give 0 or more (None: every move)")
    return count


def move_endings(engine: Engine, state: State,
                 limit: int | None = None) -> dict[tuple[str, str, str | None], str]:
    """One move per ending (`move_ending`) among the first `limit` complete moves: the first
    of each, in `complete_moves` order, found without spelling out the others. For search,
    which tries one move of each ending (from the starts offered, as `complete_moves`)."""
    from .engine.board import geometry_of
    from .engine.move_listing import first_by_ending
    limit = _limit(limit)
    decision = _move_start(engine, state)
    if decision is None:
        return {}
    rs = engine.rs
    firsts = first_by_ending(rs, state, limit, _offered(engine, decision))
    if firsts is None:  # a ruleset's own last-drop condition: list, then read each move
        out: dict = {}
        for move in complete_moves(engine, state, limit):
            out.setdefault(move_ending(engine, state, move), move)
        return out
    names, ids = geometry_of(rs, state).names, rs.piece_ids
    return {(start, names[tile], ids[kind]): move
            for (start, tile, kind), move in firsts.items()}


def play_move(engine: Engine, state: State, text: str) -> State:
    """The state after a whole move in notation (pure: `state` is unchanged; IllegalChoice
    on a move that is not legal there)."""
    from .notation import apply_move
    return apply_move(engine_of(engine), state_of(state), text)


def move_ending(engine: Engine, state: State, text: str) -> tuple[str, str, str | None]:
    """(start as written, tile of the last drop, piece dropped there) of a move in notation,
    unchecked: search keeps one move per ending (`notation.move_ending`)."""
    return ending(engine_of(engine).rs, state_of(state), text)


def move_words(engine: Engine, state: State, text: str) -> list[str]:
    """The option ids that play a whole move in notation, one per real choice."""
    from .notation import move_choices
    return move_choices(engine_of(engine), state_of(state), text)


class View:
    """What one seat may see, as bots receive it. `data` is built when first read;
    `determinise(rng)` samples a full state consistent with it, for search. A copy looks at
    the same game; a pickled view is its seat and data alone (no engine, no sampling)."""

    __slots__ = ("seat", "engine", "_game", "_data")

    def __init__(self, seat: int, game: Game | None, data: dict | None = None):
        self.seat, self._game, self._data = seat, game, data
        self.engine = game.engine if game is not None else None

    @property
    def data(self) -> dict:
        if self._data is None:
            self._data = self._game.view(self.seat)
        return self._data

    def determinise(self, rng: random.Random) -> State:
        if self._game is None:
            raise NaqalaError("a view unpickled away from its game holds what its seat saw, "
                              "not the game to sample states from")
        return self._game.determinise(self.seat, rng)

    def __reduce__(self):  # what the seat may see, never the game and its state
        return View, (self.seat, None, self.data)

    def __copy__(self) -> View:
        return View(self.seat, self._game, self._data)

    def __deepcopy__(self, memo) -> View:
        return View(self.seat, self._game, copy.deepcopy(self._data, memo))
