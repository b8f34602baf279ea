"""A recorded corpus of whole games: every engine change must replay it identically.

Each game is stored as its opening state (JSON, so that the corpus does not depend on how a
seed becomes a game), the choices made by seeded random bots, and the digest of the final
state. `python tests/corpus.py` records it again (only when a rule changes on purpose: say
which games changed, and why, in the commit).

`corpus/former_rule_games.json` holds the games recorded before questions that a hidden
counter narrows were asked (`engine/hiding.py`): they replay under that former rule, as
naqala-save/2 files do.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import naqala.ruleset as R
from naqala.engine.engine import Engine
from naqala.engine.state import State
from naqala.game import digest

FILE = Path(__file__).with_name("corpus") / "games.json"
FORMER = FILE.with_name("former_rule_games.json")
RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
GAMES_PER_COUNT = 2


def shipped() -> list[str]:
    """Every ruleset shipped in rulesets/."""
    return sorted(p.name for p in RULESETS.iterdir() if (p / "manifest.yaml").is_file())


def record_game(engine: Engine, players: int, seed: int) -> dict:
    """One game by seeded random choices."""
    state = engine.new_game(players, seed)
    opening = state.to_json()
    pick = random.Random(seed)
    choices = []
    while not state.over:
        option = pick.choice(engine.decision(state).options).id
        choices.append(option)
        state = engine.apply(state, option)
    return {"ruleset": engine.rs.id, "players": players, "opening": opening,
            "choices": choices, "digest": digest(state)}


def replay(game: dict, asks_narrowed: bool = True) -> tuple[str, int]:
    """The digest of the final state and the number of choices replayed (under the former
    rule with `asks_narrowed` False)."""
    engine = Engine(R.load(game["ruleset"], folders=[RULESETS]), asks_narrowed=asks_narrowed)
    state = State.from_json(game["opening"])
    for n, option in enumerate(game["choices"]):
        if state.over:
            return "over early", n
        state = engine.apply(state, option)
    return (digest(state) if state.over else "not over"), len(game["choices"])


def replay_asked(game: dict) -> str:
    """The digest of the final state of a game recorded under the former rule, replayed
    under today's: each question asked only to hide what a seat holds (it offers one
    option beside any powers, and the record does not name an option of it) is answered
    with that option."""
    engine = Engine(R.load(game["ruleset"], folders=[RULESETS]))
    state, choices = State.from_json(game["opening"]), list(game["choices"])
    while not state.over:
        decision = engine.decision(state)
        if choices and len(decision.options) > 1 and decision.find(choices[0]) is not None:
            state = engine.apply(state, choices.pop(0))
            continue
        plain = [o.id for o in decision.options if not o.id.startswith("power:")]
        if len(plain) != 1:
            return "another game"
        state = engine.apply(state, plain[0])
    return digest(state) if not choices else "over early"


def record() -> list[dict]:
    games = []
    for name in shipped():
        engine = Engine(R.load(name, folders=[RULESETS]))
        for players in sorted(engine.rs.players):
            for g in range(GAMES_PER_COUNT):
                games.append(record_game(engine, players, 1000 + 10 * players + g))
    return games


if __name__ == "__main__":
    FILE.parent.mkdir(exist_ok=True)
    FILE.write_text(json.dumps(record(), separators=(",", ":")), encoding="utf-8")
    print(f"recorded {len(json.loads(FILE.read_text()))} games in {FILE}", file=sys.stderr)
