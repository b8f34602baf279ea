"""Effects cannot run away: every verb is bounded by what exists, and the engine's work
budget ends a runaway ruleset with an error naming the entry (docs/decisions.md)."""

from __future__ import annotations

import re
import shutil

import pytest
from helpers import RULESETS, first_step_state, overlay_folder, run_action

import naqala.ruleset as R
from naqala.cli import main
from naqala.engine import budget, fields
from naqala.engine.budget import RunawayError
from naqala.engine.engine import Engine
from naqala.game import Game, read_state, write_state

HUGE = ("draw 1000000000 from resources then steal 1000000000 of resources from me "
        "then shift 1000000000 of [palm] from final to final then remove 1000000000 from me "
        "to bag then put 1000000000 from bag on final then collect 1000000000 elder from bag")


def test_huge_counts_stop_at_what_exists(tmp_path):
    folder = overlay_folder(tmp_path, "huge", {"tiles.yaml": (
        "tiles:\n"
        "  - id: village\n    op: modify\n    action: draw 1000000000 from resources then "
        "shift 1000000000 of [palm] from final to final then put 1000000000 from bag on final "
        "then collect 1000000000 elder from bag\n"
        "  - id: oasis\n    op: modify\n    action: steal 1000000000 of resources from me "
        "then remove 1000000000 from me to bag\n")})
    rs = R.load(folder, folders=[RULESETS])
    engine = Engine(rs)
    state = first_step_state(engine)
    palm = rs.token_index["palm"]
    state.tokens[0][palm], state.turn["final"] = 2, 0
    run_action(engine, state, "village")
    resources = sum(n for c, n in rs.card_counts.items() if rs.card_deck[c] == "resources")
    assert len(state.players[0].cards) == resources - rs.decks["resources"]["row"]
    assert state.tokens[0][palm] == 2 and sum(state.bag) == 0
    mine = state.players[0]
    mine.cards, mine.pieces = ["fish", "fish", "silk"], [0] * len(rs.piece_ids)
    mine.pieces[rs.piece_index["elder"]] = 2
    # One answer per item held: a count past what exists would ask again (Suspend).
    run_action(engine, state, "oasis", choices=("fish", "fish", "silk", "elder"))
    assert sorted(mine.cards) == ["fish", "fish", "silk"] and sum(mine.pieces) == 0


def test_a_game_that_never_ends_is_stopped(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(budget, "MOST_ROUNDS", 3)
    folder = overlay_folder(tmp_path, "endless", {"turn.yaml": (
        "phases:\n  - id: turns\n    op: modify\n    steps:\n"
        "      - id: marker\n        do: move marker to bid_order\n"
        f"      - id: move\n        do: sow then {HUGE}\n")})
    assert main(["simulate", "--ruleset", str(folder), "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "ruleset 'endless': the game has not ended after 3 rounds" in err


def test_a_game_stops_at_the_last_round_a_position_holds(tmp_path, monkeypatch):
    """Through the API no bot stops a game: one played past round 10,000 wrote a position
    that could not be read back (state.round: expected ... from 1 to 10000). The engine
    stops it at the end of that round, leaving the game as it was before the choice."""
    monkeypatch.setattr(fields, "LAST_ROUND", 2)
    game = Game("five_tribes", 3, 1)
    with pytest.raises(RunawayError, match=re.escape(
            "ruleset 'five_tribes': the game has not ended after 2 rounds (the most a position "
            "holds); does its end_when ever hold?")):
        while True:
            before = game.state
            game.apply(game.decision.options[0].id)
    assert game.state is before and game.state.round == 2
    write_state(game.engine, game.state, tmp_path / "last.json")
    assert read_state(tmp_path / "last.json")[1].to_json() == game.state.to_json()


def test_rounds_that_never_ask_and_never_end_are_stopped(tmp_path, capsys):
    """Rounds that ask nobody anything are stopped after SILENT_ROUNDS of them, within one
    engine call (the work budget starts again whenever work moves to another state)."""
    folder = overlay_folder(tmp_path, "quiet", {"turn.yaml": (
        "phases:\n  - id: bidding\n    op: remove\n  - id: turns\n    op: remove\n")})
    assert main(["simulate", "--ruleset", str(folder), "--games", "1"]) == 1
    err = capsys.readouterr().err.strip()
    assert err == (f"naqala: ruleset 'quiet', phase 'cleanup', step 'refill': played "
                   f"{budget.SILENT_ROUNDS} rounds in a row without asking anything; a runaway "
                   "effect?")


def test_events_that_trigger_each_other_forever_are_named(tmp_path):
    folder = overlay_folder(tmp_path, "ping", {"more.yaml": (
        "events:\n  - id: ping\n    doc: a test event\n"
        "cards:\n  - id: jafaar\n    op: modify\n    on: ping then emit ping\n"
        "tiles:\n  - id: village\n    op: modify\n    action: emit ping\n")})
    engine = Engine(R.load(folder, folders=[RULESETS]))
    state = first_step_state(engine)
    state.players[1].cards.append("jafaar")
    with pytest.raises(RunawayError, match=r"events ping \(cards jafaar\): announced events "
                                           r"inside each other more than 50 deep"):
        run_action(engine, state, "village")
    budget.BUDGET.reset()


def test_check_warns_about_counts_that_can_never_be_reached(tmp_path, capsys):
    folder = overlay_folder(tmp_path, "huge", {"tiles.yaml": (
        "tiles:\n  - id: village\n    op: modify\n"
        "    action: draw 1000000000 from resources then take 9 from djinns\n")})
    assert main(["check", str(folder)]) == 0
    out = capsys.readouterr().out
    assert (f"{folder}/tiles.yaml:4:13: W301 'draw 1000000000' can never be reached: the "
            "resources deck has 54 cards") in out
    assert "W301 'take 9' can never be reached: the djinns row has 3 cards" in out
    assert main(["check"]) == 0
    assert "W301" not in capsys.readouterr().out


def test_a_control_character_in_a_ruleset_is_a_located_problem(tmp_path, capsys):
    folder = overlay_folder(tmp_path, "nul", {"tiles.yaml": "tiles:\n  - id: village\x00\n"})
    assert main(["check", str(folder)]) == 1
    out = capsys.readouterr().out
    assert out.strip() == (f"{folder}/tiles.yaml:2:16: R102 unreadable file: control "
                           "character U+0000 (YAML allows none)")


def test_work_left_over_from_another_state_does_not_count(monkeypatch):
    engine = Engine(R.load("five_tribes", folders=[RULESETS]))
    monkeypatch.setattr(budget.BUDGET, "state", object())
    monkeypatch.setattr(budget.BUDGET, "used", budget.LIMIT)  # an earlier call that failed
    assert engine.decision(engine.new_game(2, 1)) is not None


def test_a_data_file_that_is_a_list_is_a_located_problem(tmp_path, capsys):
    """Found by the ruleset fuzzer: a data file whose top-level key line was deleted."""
    text = (RULESETS / "five_tribes" / "scoring.yaml").read_text().splitlines()
    folder = overlay_folder(tmp_path, "listed", {})
    shutil.copytree(RULESETS / "five_tribes", folder, dirs_exist_ok=True)
    (folder / "scoring.yaml").write_text("\n".join(line for line in text
                                                   if line != "scoring:") + "\n")
    assert main(["check", str(folder)]) == 1
    assert "scoring.yaml" in capsys.readouterr().out


def test_a_track_that_cannot_seat_every_marker_is_named(tmp_path, capsys):
    """Found by the ruleset fuzzer: a bidding track that lost its costs, and more markers
    than a bidding track has spots (both now refused when the ruleset is loaded)."""
    folder = overlay_folder(tmp_path, "costless", {"tracks.yaml": (
        "tracks:\n  - id: turn_order\n    op: replace\n    shared_cost: 0\n    pays: gold\n")})
    assert main(["simulate", "--ruleset", str(folder), "--games", "1"]) == 1
    assert "costless/tracks.yaml:2:5: D224 track 'turn_order' cannot be bid on: it needs " \
        "'costs' and a 'pays' counter (the snippet at " in capsys.readouterr().err.splitlines()[0]
    folder = overlay_folder(tmp_path, "crowded", {"players.yaml": (
        "players:\n  - count: 3\n    op: modify\n    markers: 4\n")})
    assert main(["simulate", "--ruleset", str(folder), "--games", "1", "--players", "3"]) == 1
    assert capsys.readouterr().err.strip().endswith(
        "crowded/players.yaml:4:14: R127 players '3' have 12 turn markers (4 each), but track "
        "'turn_order', where they are seated, has 9 spots")


@pytest.mark.parametrize("verb", ["put 1 from bag on final", "claim final", "place palm on final"])
def test_the_move_end_read_before_any_move_is_an_error(tmp_path, capsys, verb):
    """`final` before this turn's move ended names no tile: once it was -1 and the verb
    wrote on the last tile of the board."""
    folder = overlay_folder(tmp_path, "early", {"turn.yaml": (
        "phases:\n  - id: turns\n    op: modify\n    steps:\n      - id: early\n"
        f"        op: insert\n        before: move\n        do: {verb}\n")})
    assert main(["simulate", "--ruleset", str(folder), "--games", "1"]) == 1
    assert capsys.readouterr().err.strip() == (
        "naqala: ruleset 'early', phase 'turns', step 'early': 'final' is read before this "
        "turn's move ended: no tile yet (test 'moved' first)")
