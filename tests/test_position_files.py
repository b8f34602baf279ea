"""Position files and full states are read strictly: every bad field is named, nothing crashes.

Each case below was once a traceback, a hang or a silent misreading (docs/state-format.md).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from naqala.cli import main
from naqala.errors import StateError
from naqala.game import Game, read_state, write_state

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = json.loads((ROOT / "docs/examples/position.json").read_text())


def run(capsys, path) -> tuple[int, str]:
    code = main(["score", str(path)])
    out = capsys.readouterr()
    return code, out.err


def with_state(change) -> dict:
    data = copy.deepcopy(EXAMPLE)
    change(data["state"])
    return data


def setter(key, value):
    def change(state):
        state[key] = value
    return change


def player(key, value):
    def change(state):
        state["players"][0][key] = value
    return change


CASES = {
    "owner not a list": (setter("owner", "x"), "state.owner"),
    "owner out of range": (setter("owner", [9] + [None] * 29), "state.owner[0]"),
    "rng a string": (setter("rng", "abc"), "state.rng"),
    "rng negative": (setter("rng", -1), "state.rng"),
    "turn a list": (setter("turn", []), "state.turn"),
    "turn player out of range": (setter("turn", {"player": 7}), "state.turn.player"),
    "phase -1": (setter("phase", -1), "state.phase"),
    "phase too large": (setter("phase", 99), "state.phase"),
    "order of strings": (setter("order", ["a"]), "state.order[0]"),
    "index without order": (setter("index", 3), "state.order"),
    "index past order": (lambda s: s.update(order=[0, 1], index=5), "state.index"),
    "markers of seat 9": (setter("markers", [9, 9]), "state.markers[0]"),
    "ten markers a seat": (setter("markers", [0, 1, 2] * 10), "state.markers"),
    "a seat with no marker": (setter("markers", [0, 1, 1]), "state.markers"),
    "a turn of another seat's marker": (lambda s: s.update(
        phase=1, order=[0, 1, 2], turn={"player": 2, "marker": 0}), "state.turn.player"),
    "a turn of a marker not in order": (lambda s: s.update(
        phase=1, order=[0, 1, 2], index=0, turn={"player": 2, "marker": 2}),
        "state.turn.marker"),
    "tracks unknown": (setter("tracks", {"nope": []}), "state.tracks.nope"),
    "a marker on two tracks": (setter("tracks", {"bid_order": [0, 1, 2],
                                                 "turn_order": [0] + [None] * 8}),
                               "state.tracks.turn_order"),
    "tracks wrong size": (setter("tracks", {"turn_order": [0]}), "state.tracks.turn_order"),
    "flags a list": (setter("flags", [1]), "state.flags"),
    "flags value a string": (setter("flags", {"finishing": "yes"}), "state.flags.finishing"),
    "layout blocked off the board": (setter("layout", {"blocked": [99]}),
                                     "state.layout.blocked[0]"),
    "layout walls not adjacent": (setter("layout", {"walls": [[0, 29]]}),
                                  "state.layout.walls[0]"),
    "decks unknown": (setter("decks", {"nope": {}}), "state.decks.nope"),
    "decks draw a string": (setter("decks", {"resources": {"draw": "abc"}}),
                            "state.decks.resources.draw"),
    "decks card a list": (setter("decks", {"resources": {"draw": [[]]}}),
                          "state.decks.resources.draw[0]"),
    "unknown card id": (player("cards", ["dragon"]), "state.players[0].cards[0]"),
    "ten thousand fakirs": (player("cards", ["fakir"] * 10_000), "state.players[0].cards"),
    "gold true": (player("counters", {"gold": True}), "state.players[0].counters.gold"),
    "counter unknown": (player("counters", {"silver": 1}), "state.players[0].counters"),
    "pieces wrong length": (player("pieces", [1]), "state.players[0].pieces"),
    "5000 pieces on a tile": (lambda s: s["cells"].__setitem__(0, [5000, 0, 0, 0, 0]),
                              "state.cells[0][0]"),
    "more meeples than the game has": (setter("cells", [[0, 15, 0, 0, 0]] * 30), "state"),
    "a value a kind does not have": (lambda s: s["values"].__setitem__(0, 99),
                                     "state.values[0]"),
    "unknown key": (setter("colour", "red"), "state.colour"),
    "round zero": (setter("round", 0), "state.round"),
    "over a string": (setter("over", "no"), "state.over"),
    "cells empty text": (setter("cells", ""), "state.cells"),
    "owner false": (setter("owner", False), "state.owner"),
    "counters a list": (player("counters", []), "state.players[0].counters"),
    "cards zero": (player("cards", 0), "state.players[0].cards"),
    "pieces an object": (player("pieces", {}), "state.players[0].pieces"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_a_bad_field_is_named(tmp_path, capsys, name):
    change, where = CASES[name]
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(with_state(change)))
    code, err = run(capsys, path)
    assert code == 1 and err.startswith(f"naqala: {path}: {where}"), err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("text, says", [
    ('{"ruleset": "five_tribes", "state": ' + "[" * 100_000 + "]" * 100_000 + "}",
     "nested deeper"),
    ('{"ruleset": "five_tribes", "state": {"rng": ' + "9" * 5000 + "}}", "5000 digits"),
    ('{"ruleset": "five_tribes", "state": {"rng": NaN}}', "NaN"),
    ('{"ruleset": "five_tribes", "state": ' + "[" * 40 + "]" * 40 + "}", "nested deeper"),
    ('{"format": "naqala-state/9", "ruleset": "five_tribes", "state": {}}', "'format'"),
    ('{"ruleset": "five\\u001e", "state": {}}', "not a ruleset name: 'five\\x1e'"),
    ('{"ruleset": "five_tribes", "state": {}, "state": {"rng": 1}}', "'state' is given twice"),
    ('{"ruleset": "five_tribes", "state": {"rng": 1, "rng": 2}}', "'rng' is given twice"),
])
def test_file_limits_give_one_line(tmp_path, capsys, text, says):
    path = tmp_path / "pos.json"
    path.write_text(text)
    code, err = run(capsys, path)
    assert code == 1 and says in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("name", ["a" * 1_000_000, "five_tribes:" + "x=1," * 250_000])
def test_a_ruleset_name_longer_than_any_path_is_refused_short(tmp_path, capsys, name):
    """The loader's message wrote the name out whole, after its first 40 characters: a
    message of 1 to 2 MB."""
    path = tmp_path / "pos.json"
    path.write_text(json.dumps({"ruleset": name, "state": {}}))
    code, err = run(capsys, path)
    assert code == 1 and len(err) < len(str(path)) + 200
    assert err.startswith(f"naqala: {path}: 'ruleset' is missing or not a ruleset name: ")


def test_a_file_too_large_is_refused_unread(tmp_path, capsys):
    path = tmp_path / "big.json"
    path.write_text(" " * 5_000_000 + "{}")
    code, err = run(capsys, path)
    assert code == 1 and "larger than" in err


def full_state(seed=3, choices=7):
    game = Game("five_tribes", 3, seed)
    for _ in range(choices):
        game.apply(game.decision.options[-1].id)
    return game


def test_a_full_state_with_a_pending_decision_reads_back_the_same(tmp_path):
    game = full_state()
    path = tmp_path / "full.json"
    write_state(game.engine, game.state, path)
    engine, state = read_state(path)
    assert state.to_json() == game.state.to_json()
    assert [o.id for o in engine.decision(state).options] == \
        [o.id for o in game.decision.options]


@pytest.mark.parametrize("change, says", [
    (lambda s: s["players"][0]["counters"].__setitem__("gold", 999), "differs in: players"),
    (lambda s: s["pending"]["choices"].append("nonsense"), "pending"),
    (lambda s: s["pending"].__setitem__("unit", {"kind": "power", "card": "nope"}),
     "state.pending.unit.card"),
    (lambda s: s["pending"].__setitem__("explicit", 99), "state.pending.explicit"),
    (lambda s: s["pending"]["base"].__setitem__("phase", 9), "state.pending.base.phase"),
    (lambda s: s["pending"].pop("base"), "state.pending.base: missing"),
])
def test_a_full_state_that_does_not_replay_is_refused(tmp_path, capsys, change, says):
    game = full_state()
    data = {"format": "naqala-state/1", "ruleset": "five_tribes",
            "state": json.loads(json.dumps(game.state.to_json()))}
    change(data["state"])
    path = tmp_path / "full.json"
    path.write_text(json.dumps(data))
    with pytest.raises(StateError, match=says):
        read_state(path)
    code, err = run(capsys, path)
    assert code == 1 and len(err.strip().splitlines()) == 1



def test_a_recorded_choice_its_question_does_not_offer_is_refused(tmp_path, capsys):
    """A full state's recorded choices are checked one by one, as `apply` checks answers:
    a drop the move could not make is named, even where the replay would not fail."""
    game = Game("five_tribes", 3, 3)
    while not (game.decision.kind == "move.drop" and len(game.state.pending["choices"]) > 1):
        game.apply(game.decision.options[0].id)
    data = {"format": "naqala-state/1", "ruleset": "five_tribes",
            "state": json.loads(json.dumps(game.state.to_json()))}
    recorded = data["state"]["pending"]["choices"]
    recorded[1] = "Nq"  # no step carries a piece of letter q
    path = tmp_path / "full.json"
    path.write_text(json.dumps(data))
    with pytest.raises(StateError, match=r"recorded choice 2 \('Nq'\): 'Nq' is not an option"):
        read_state(path)
    code, err = run(capsys, path)
    assert code == 1 and len(err.strip().splitlines()) == 1

def test_a_heap_of_every_meeple_is_counted_only_so_far(tmp_path, capsys):
    data = copy.deepcopy(EXAMPLE)
    data["state"]["cells"] = [[0] * 5 for _ in range(30)]
    data["state"]["cells"][14] = [16, 20, 18, 18, 18]
    for p in data["state"]["players"]:
        p.pop("pieces", None)
    path = tmp_path / "heap.json"
    path.write_text(json.dumps(data))
    assert main(["moves", str(path), "--count"]) == 0
    assert capsys.readouterr().out.strip() == "more than 100000"
    assert main(["moves", str(path), "--limit", "3"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 3


@pytest.mark.parametrize("ruleset, players", [("five_tribes", 4), ("thieves_and_artisans", 3),
                                              ("whims_of_the_sultan", 5)])
def test_every_state_of_a_game_reads_back_the_same(ruleset, players):
    """The strict reader accepts whatever the engine writes, powers used midway included."""
    import random

    from naqala.engine.validate import state_from_json
    game = Game(ruleset, players, 7)
    choose = random.Random(7)
    n = 0
    while True:
        if n % 4 == 0 or game.over:  # the finished game too
            data = json.loads(json.dumps(game.state.to_json()))
            assert state_from_json(game.engine, data, "x").to_json() == game.state.to_json()
        if game.over:
            break
        game.apply(choose.choice(game.decision.options).id)
        n += 1


def test_a_finished_game_has_no_moves(tmp_path, capsys):
    """A position marked `over` listed the moves of its board, none of which can be played
    (the engine asks nothing more); its score is still given."""
    data = copy.deepcopy(EXAMPLE)
    data["state"]["over"] = True
    path = tmp_path / "over.json"
    path.write_text(json.dumps(data))
    assert main(["moves", str(path)]) == 0
    assert capsys.readouterr().out.strip() == ""
    assert main(["moves", str(path), "--count"]) == 0
    assert capsys.readouterr().out.strip() == "0"
    assert main(["score", str(path)]) == 0 and "Gold" in capsys.readouterr().out


def test_moves_are_listed_from_the_starts_a_variant_plugin_leaves(tmp_path, capsys, manager):
    """`naqala moves` listed every start the rules allow, where `Game.moves` and `apply`
    keep to the starts an installed variant plugin leaves: its moves were refused."""
    from naqala.engine.decisions import Decision
    from naqala.hookspecs import hookimpl

    class FirstStartOnly:
        @hookimpl
        def naqala_adjust_options(self, view, decision):
            if decision.kind != "move.start":
                return None
            return Decision(decision.player, decision.kind, decision.options[:1])
    manager.register(FirstStartOnly(), name="first-start")
    game = Game("five_tribes", 3, 2)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    path = tmp_path / "pos.json"
    write_state(game.engine, game.state, path)
    assert main(["moves", str(path)]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed == game.moves() and {m.split()[0] for m in listed} == \
        {game.decision.options[0].id}


def test_a_save_file_given_for_a_position_is_named_so(tmp_path, capsys):
    """`naqala moves SAVE` said "unknown key 'version' (format, ruleset, state)": the
    format is read first, as `replay` names a position file given for a save."""
    path = tmp_path / "save.json"
    Game("five_tribes", 2, 1).save(path)
    code, err = run(capsys, path)
    assert code == 1 and err.strip() == (f"naqala: {path}: 'format' is 'naqala-save/3', not "
                                         "'naqala-state/1': not a naqala state file")


def test_a_position_in_the_middle_of_a_move_is_refused_by_moves(tmp_path, capsys):
    """A state stopped in the middle of a move (its start chosen, a drop to choose) listed
    whole moves of the board, none of which can be played there; `Game.moves` and
    `complete_moves` said nothing (no moves) and `apply_move` refused any words with
    "holds no move". Each says in one line that the drops are chosen one at a time."""
    from naqala import IllegalChoice, NaqalaError, complete_moves, move_endings
    game = Game("five_tribes", 2, 0)
    while game.decision.kind != "move.drop":
        game.apply(game.decision.options[-1].id)
    path = tmp_path / "mid.json"
    write_state(game.engine, game.state, path)
    said = "a move is under way"
    assert main(["moves", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and said in err and len(err.splitlines()) == 1, err
    assert main(["moves", str(path), "--count"]) == 1 and said in capsys.readouterr().err
    drops = " ".join(o.id for o in game.decision.options)
    for ask in (game.moves, lambda: complete_moves(game.engine, game.state),
                lambda: move_endings(game.engine, game.state)):
        with pytest.raises(NaqalaError, match=f"^{said} .*one at a time.*{drops}"):
            ask()
    before = len(game.history)
    with pytest.raises(IllegalChoice, match=said):
        game.apply_move(game.decision.options[0].id)
    assert len(game.history) == before
