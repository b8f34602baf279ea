"""An overlay edits single steps of a phase by id: add, insert (before/after), replace, remove.

See docs/authoring.md ("Changing entries by id"); `rulesets/rotating_order` removes one step.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from naqala.errors import RulesetError
from naqala.ruleset import load

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
BASE = load("five_tribes", folders=[RULESETS])
TURN = ["marker", "move", "control", "tribe_action", "tile_action", "sell", "end_of_turn"]


def edited(tmp_path: Path, steps: str, phase: str = "turns"):
    folder = tmp_path / "edited"
    folder.mkdir()
    (folder / "manifest.yaml").write_text("id: edited\nversion: 1.0.0\nextends: five_tribes\n")
    (folder / "turn.yaml").write_text(f"phases:\n  - id: {phase}\n    op: modify\n    steps:\n"
                                      + steps)
    return load(str(folder), folders=[RULESETS, tmp_path])


def step_ids(rs, phase: str = "turns") -> list[str]:
    return next([s[0] for s in p[3]] for p in rs.phases if p[0] == phase)


def step_source(rs, phase: str, step: str) -> str:
    return next(s["do"] for s in rs.raw.collections["phases"][phase].get("steps")
                if s["id"] == step)


def test_the_base_turn():
    assert step_ids(BASE) == TURN


def test_remove_one_step_keeps_the_rest_and_their_places(tmp_path):
    rs = edited(tmp_path, "      - id: marker\n        op: remove\n")
    assert step_ids(rs) == TURN[1:]
    locs = rs.raw.collections["phases"]["turns"].locs
    assert locs["steps.0.do"].file.endswith("five_tribes/turn.yaml")  # `move`, from the base


def test_add_appends_and_insert_places_by_id(tmp_path):
    rs = edited(tmp_path, "      - id: tip\n        op: add\n        do: gain 1 gold\n"
                          "      - id: toll\n        op: insert\n        before: sell\n"
                          "        do: pay 1 gold\n"
                          "      - id: wave\n        op: insert\n        after: marker\n"
                          "        do: pause\n")
    assert step_ids(rs) == ["marker", "wave", "move", "control", "tribe_action", "tile_action",
                            "toll", "sell", "end_of_turn", "tip"]
    locs = rs.raw.collections["phases"]["turns"].locs
    assert locs["steps.6.do"].file.endswith("edited/turn.yaml") and locs["steps.6.do"].line == 11


def test_replace_changes_one_step_in_place(tmp_path):
    rs = edited(tmp_path, "      - id: sell\n        op: replace\n        do: pause\n")
    assert step_ids(rs) == TURN
    assert step_source(rs, "turns", "sell") == "pause"
    assert step_source(rs, "turns", "move") == step_source(BASE, "turns", "move")


@pytest.mark.parametrize("steps, code, words", [
    ("      - id: mvoe\n        op: remove\n", "R113", "no such step (did you mean 'move'?)"),
    ("      - id: move\n        op: add\n        do: pause\n", "R114", "already in the phase"),
    ("      - id: x\n        op: insert\n        do: pause\n", "R115", "one of before: or after:"),
    ("      - id: x\n        op: add\n        after: move\n        do: pause\n", "R115",
     "takes no before: or after:"),
    ("      - id: x\n        op: insert\n        after: nowhere\n        do: pause\n", "R113",
     "no step 'nowhere'"),
    ("      - id: x\n        op: add\n", "R104", "missing required key 'do'"),
    ("      - id: x\n        op: swap\n        do: pause\n", "R112", "op: one of"),
    ("      - id: x\n        op: add\n        do: pause\n      - id: y\n        do: pause\n",
     "R112", "not none"),
])
def test_a_faulty_step_edit_is_a_located_error(tmp_path, steps, code, words):
    with pytest.raises(RulesetError) as err:
        edited(tmp_path, steps)
    text = str(err.value)
    assert code in text and words in text and "edited/turn.yaml:" in text, text


def test_a_step_edit_outside_a_modify_is_an_error(tmp_path):
    folder = tmp_path / "fresh"
    folder.mkdir()
    (folder / "manifest.yaml").write_text("id: fresh\nversion: 1.0.0\nextends: five_tribes\n")
    (folder / "turn.yaml").write_text("phases:\n  - id: extra\n    steps:\n"
                                      "      - id: a\n        op: add\n        do: pause\n")
    with pytest.raises(RulesetError) as err:
        load(str(folder), folders=[RULESETS, tmp_path])
    assert "R115" in str(err.value) and "op: modify" in str(err.value)


def test_rotating_order_only_removes_the_marker_step():
    rs = load("rotating_order", folders=[RULESETS])
    assert step_ids(rs) == TURN[1:]
    for step in TURN[1:]:
        assert step_source(rs, "turns", step) == step_source(BASE, "turns", step)


def test_an_edited_ruleset_is_compiled_again_in_place_of_the_old_one(tmp_path):
    """A long-running process (a server, an editor's checks) that loads a ruleset after each
    edit keeps only its latest compiled form, not one per edit."""
    import os

    from naqala import ruleset

    rs = edited(tmp_path, "      - id: marker\n        op: remove\n")
    turn = tmp_path / "edited" / "turn.yaml"
    for n in range(3):
        turn.write_text(turn.read_text().replace("op: remove", "op: remove ") if n % 2 == 0
                        else turn.read_text().replace("op: remove ", "op: remove"))
        os.utime(turn, ns=(10**18 + n, 10**18 + n))
        again = load(str(tmp_path / "edited"), folders=[RULESETS, tmp_path])
        assert again is not rs and step_ids(again) == TURN[1:]
        rs = again
    assert load(str(tmp_path / "edited"), folders=[RULESETS, tmp_path]) is rs
    mine = [key for key in ruleset._CACHE if key[0] == str((tmp_path / "edited").resolve())]
    assert len(mine) == 1
