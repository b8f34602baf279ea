"""Observations show a player only what the ruleset lets them see."""

import json
import random

from naqala.engine.engine import Engine
from naqala.engine.observation import observation
from naqala.ruleset import load


def test_observations_never_hold_hidden_things():
    engine = Engine(load("five_tribes"))
    rng = random.Random(5)
    state = engine.new_game(3, 8)
    for _ in range(300):
        if state.over:
            break
        for player in range(3):
            seen = observation(engine, state, player)
            text = json.dumps(seen)
            assert "rng" not in seen
            for other in seen["players"]:
                assert ("gold" in other["counters"]) == (other["seat"] == player)
            for info in seen["decks"].values():
                assert isinstance(info["draw"], int)  # only how many, never which or in what order
            assert str(state.rng) not in text
            decision = seen["decision"]
            if decision and decision["player"] != player:
                assert decision["options"] is None
        state = engine.apply(state, rng.choice(engine.decision(state).options).id)


def test_at_the_end_gold_is_shown_to_everyone():
    engine = Engine(load("five_tribes"))
    rng = random.Random(2)
    state = engine.new_game(2, 2)
    while not state.over:
        state = engine.apply(state, rng.choice(engine.decision(state).options).id)
    seen = observation(engine, state, 0)
    assert all("gold" in p["counters"] for p in seen["players"])


def test_a_deck_can_declare_its_draw_pile_open(tmp_path):
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    folder = tmp_path / "open_piles"
    folder.mkdir()
    (folder / "manifest.yaml").write_text("id: open_piles\nextends: five_tribes\n")
    (folder / "decks.yaml").write_text("decks:\n  - id: resources\n    op: modify\n"
                                       "    open_draw: yes\n")
    engine = Engine(load(folder, folders=[root / "rulesets"]))
    state = engine.new_game(3, 1)
    seen = observation(engine, state, 0)
    assert seen["decks"]["resources"]["draw"] == state.decks["resources"].draw
    assert seen["decks"]["djinns"]["draw"] == len(state.decks["djinns"].draw)
