"""Deliberately broken rulesets and arguments end in one clear line, never a traceback or a
hang (docs/decisions.md, hardening): what `naqala check` refuses names file, line and column;
what only play can find names the ruleset entry.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from naqala.cli import main
from naqala.engine import budget
from naqala.game import Game


def overlay(tmp_path: Path, name: str, files: dict[str, str], manifest: str = "") -> Path:
    """A ruleset folder `name` extending five_tribes with the given files."""
    folder = tmp_path / name
    folder.mkdir()
    (folder / "manifest.yaml").write_text(
        f"id: {name}\nversion: 1.0.0\nextends: five_tribes\n{manifest}")
    for file, text in files.items():
        (folder / file).write_text(text)
    return folder


def one_line(capsys) -> str:
    err = capsys.readouterr()
    lines = (err.out + err.err).strip().splitlines()
    assert "Traceback" not in err.err
    return lines[0]


CLEANUP = "phases:\n  - id: cleanup\n    op: modify\n    steps:\n      - id: x\n        do: {}\n"
NOBODY = "acts for the player whose turn it is, but nobody acts in this phase (it has no 'order')"

# (name, files, manifest lines, what `naqala check` says: file, line and code are checked).
REFUSED = [
    ("bid_on_a_track_without_costs",
     {"t.yaml": "phases:\n  - id: bidding\n    op: modify\n    steps:\n"
                "      - id: bid\n        do: bid on bid_order\n"}, "",
     "bid_on_a_track_without_costs/t.yaml:6:20: D224 track 'bid_order' cannot be bid on: it "
     "needs 'costs' and a 'pays' counter"),
    ("bidding_seats_nobody",
     {"t.yaml": "phases:\n  - id: bidding\n    op: modify\n    steps:\n"
                "      - id: bid\n        do: gain 1 gold\n"}, "",
     "five_tribes/turn.yaml:10:12: R127 phase 'turns' plays in the order of track "
     "'turn_order', but nothing puts a turn marker on it (bid on turn_order, move marker to "
     "turn_order)"),
    ("an_empty_table",
     {"c.yaml": "tables:\n  - id: suit_table\n    op: modify\n    values: ''\n"}, "",
     "an_empty_table/c.yaml:4:5: R127 table 'suit_table' has no values"),
    ("two_pieces_one_letter",
     {"c.yaml": "pieces:\n  - id: assassin\n    op: modify\n    letter: y\n"}, "",
     "two_pieces_one_letter/c.yaml:4:13: R127 pieces 'vizier' and 'assassin' have the same "
     "letter 'y'"),
    ("a_letter_with_a_space",  # moves listed with it could not be typed back
     {"c.yaml": "pieces:\n  - id: vizier\n    op: modify\n    letter: y z\n"}, "",
     "a_letter_with_a_space/c.yaml:4:13: R131 the letter 'y z' of pieces 'vizier' holds a "
     "space or a line end: it is one word (moves name a piece by its letter)"),
    ("an_empty_letter",
     {"c.yaml": "pieces:\n  - id: vizier\n    op: modify\n    letter: ''\n"}, "",
     "an_empty_letter/c.yaml:4:5: R131 the letter of pieces 'vizier' is empty: moves name a "
     "piece by its letter"),
    ("a_letter_taken_from_a_later_piece",  # the clash was placed at the base's elder
     {"c.yaml": "pieces:\n  - id: vizier\n    op: modify\n    letter: w\n"}, "",
     "a_letter_taken_from_a_later_piece/c.yaml:4:13: R127 pieces 'vizier' and 'elder' have "
     "the same letter 'w'"),
    ("no_turn_markers",
     {"c.yaml": "players:\n  - count: 3\n    op: modify\n    markers: 0\n"}, "",
     "no_turn_markers/c.yaml:4:14: R127 players '3' have no turn markers (markers: 0)"),
    ("more_markers_than_spots",
     {"c.yaml": "players:\n  - count: 4\n    op: modify\n    markers: 3\n"}, "",
     "more_markers_than_spots/c.yaml:4:14: R127 players '4' have 12 turn markers (3 each), "
     "but track 'turn_order', where they are seated, has 9 spots"),
    ("fewer_spots_than_markers",
     {"c.yaml": "tracks:\n  - id: turn_order\n    op: modify\n    costs: 0, 0, 1\n"}, "",
     "fewer_spots_than_markers/c.yaml:4:12: R127 players '2' have 4 turn markers (2 each), "
     "but track 'turn_order', where they are seated, has 3 spots"),
    ("claim_none", {"t.yaml": "tiles:\n  - id: oasis\n    op: modify\n    action: claim none\n"},
     "", "claim_none/t.yaml:4:19: D217 wrong argument type: expected a tile, got none (no "
         "tile to act on)"),
    ("no_player_counts",
     {"c.yaml": "players:\n" + "".join(f"  - count: {n}\n    op: remove\n" for n in (2, 3, 4))},
     "", "no_player_counts/manifest.yaml:1:1: R127 no player counts: the ruleset needs "
         "'players' entries"),
    ("no_phases",
     {"c.yaml": "phases:\n" + "".join(f"  - id: {k}\n    op: remove\n"
                                      for k in ("bidding", "turns", "cleanup"))},
     "", "no_phases/manifest.yaml:1:1: R127 no phases: the ruleset needs 'phases' to play a "
         "round"),
    ("two_steps_one_id",
     {"t.yaml": "phases:\n  - id: cleanup\n    op: modify\n    steps:\n"
                "      - id: x\n        do: refill resources\n"
                "      - id: x\n        do: refill djinns\n"}, "",
     "two_steps_one_id/t.yaml:8:13: R128 phase 'cleanup' has two steps 'x'"),
    ("a_start_no_position_holds",
     {"c.yaml": "players:\n  - count: 2\n    op: modify\n    start: camels = 1000001\n"}, "",
     "a_start_no_position_holds/c.yaml:4:12: R121 counter 'camels' starts at 1000001, but a "
     "position holds 0 to 1000000"),
    ("a_counter_start_no_position_holds",
     {"c.yaml": "counters:\n  - id: gold\n    op: modify\n    start: 2000000\n"}, "",
     "a_counter_start_no_position_holds/c.yaml:4:12: R121 counter 'gold' starts at 2000000, "
     "but a position holds 0 to 1000000"),
    *[(f"{verb}_with_no_acting_player", {"t.yaml": CLEANUP.format(do)}, "",
       f"{verb}_with_no_acting_player/t.yaml:6:13: D225 '{verb}' {NOBODY}")
      for verb, do in (("gain", "gain 1 gold"), ("claim", "claim final"),
                       ("bid", "bid on turn_order"), ("move", "move marker to bid_order"))],
    ("end_when_in_the_manifest", {}, "end_when: 0 > 1\n",
     "end_when_in_the_manifest/manifest.yaml:4:1: R103 unknown key 'end_when' here: it "
     "belongs in another file or section"),
    ("an_option_that_is_no_number", {}, "set:\n  power_uses_per_turn: banana\n",
     "an_option_that_is_no_number/manifest.yaml:5:24: R111 option 'power_uses_per_turn' "
     "takes a whole number (as its default '1'), not 'banana'"),
    ("a_count_set_to_no", {}, "set:\n  power_uses_per_turn: no\n",
     "a_count_set_to_no/manifest.yaml:5:24: R111 option 'power_uses_per_turn' takes a whole "
     "number (as its default '1'), not 'no'"),
    ("a_flag_set_to_a_number", {}, "set:\n  hidden_gold: 5\n",
     "a_flag_set_to_a_number/manifest.yaml:5:16: R111 option 'hidden_gold' takes yes or no "
     "(as its default 'yes'), not '5'"),
    ("a_count_set_below_zero", {}, "set:\n  power_uses_per_turn: -1\n",
     "a_count_set_below_zero/manifest.yaml:5:24: R124 option 'power_uses_per_turn' is -1, "
     "but board.power_uses needs a whole number, 0 or more"),
    ("a_board_count_below_zero", {"c.yaml": "board:\n  power_uses: -2\n"}, "",
     "a_board_count_below_zero/c.yaml:2:15: R124 board.power_uses needs a whole number, "
     "0 or more, not -2"),
    ("a_board_flag_set_to_a_number", {"c.yaml": "board:\n  pay_after_powers: 5\n"}, "",
     "a_board_flag_set_to_a_number/c.yaml:2:21: R124 board.pay_after_powers needs yes or no, "
     "not 5"),
    ("a_number_too_long_for_an_option", {}, "set:\n  power_uses_per_turn: 1234567890123\n",
     "a_number_too_long_for_an_option/manifest.yaml:5:24: R111 option 'power_uses_per_turn' "
     "takes a whole number of at most 12 digits, not '1234567890123'"),
    ("a_default_that_is_neither", {}, "options:\n  odd:\n    default: banana\n",
     "a_default_that_is_neither/manifest.yaml:6:14: R111 option 'odd' takes yes, no or a "
     "whole number of at most 12 digits, not 'banana'"),
    ("a_flag_that_is_no_flag",
     {"c.yaml": "decks:\n  - id: resources\n    op: modify\n    skip_gaps: banana\n"}, "",
     "a_flag_that_is_no_flag/c.yaml:4:16: R124 skip_gaps takes yes, no or the name of an "
     "option, not 'banana'"),
    ("a_flag_given_an_option_holding_a_number",
     {"c.yaml": "counters:\n  - id: gold\n    op: modify\n    hidden: secret\n"},
     "options:\n  secret:\n    default: 3\n    doc: How secret gold is.\n",
     "a_flag_given_an_option_holding_a_number/manifest.yaml:6:14: R124 option 'secret' is 3, "
     "but hidden needs yes or no"),
    ("a_flag_that_is_a_number",
     {"c.yaml": "decks:\n  - id: resources\n    op: modify\n    open_draw: 2\n"}, "",
     "a_flag_that_is_a_number/c.yaml:4:16: R124 open_draw takes yes, no or the name of an "
     "option, not '2'"),
    ("a_gap_in_a_list",
     {"c.yaml": "tiles:\n  - id: oasis\n    op: modify\n    values: 8,,8, 8, 8, 8, 8\n"}, "",
     "a_gap_in_a_list/c.yaml:4:1: R103 a comma-separated list with an empty item (two commas "
     "in a row, or a comma at an end)"),
    ("a_board_too_wide", {"c.yaml": "board:\n  columns: 1114100\n  rows: 1\n"}, "",
     "a_board_too_wide/c.yaml:2:12: R107 wrong type: expecting a whole number from 1 to 64, "
     "got '1114100'"),
    ("a_deck_row_of_a_trillion",
     {"c.yaml": "decks:\n  - id: resources\n    op: modify\n    row: 1000000000000\n"}, "",
     "a_deck_row_of_a_trillion/c.yaml:4:10: R107 wrong type: expecting a whole number from "
     "-10000000 to 10000000, got '1000000000000'"),
    ("yaml_nested_too_deep", {"c.yaml": "tiles:\n" + "".join(
        "  " * i + "-\n" for i in range(1, 400))}, "",
     "yaml_nested_too_deep/c.yaml:1:1: R102 unreadable file: YAML nested too deep"),
    ("an_empty_end", {"c.yaml": "end_when: ''\n"}, "",
     "an_empty_end/c.yaml:1:1: R129 end_when is empty: write the condition that ends the game "
     "after its round, or leave the key out"),
    ("a_file_too_long_to_read", {"c.yaml": "tiles:\n" + "  # a note\n" * 4000}, "",
     "a_file_too_long_to_read/c.yaml:4001:1: R102 unreadable file: 4001 lines, more than the "
     "4000 a ruleset file may have (reading YAML slows with the square of a file's length); "
     "split it into several files"),
    ("a_last_drop_that_asks_for_moves", {"m.yaml": "movement:\n  last_drop: not can_sow\n"}, "",
     "a_last_drop_that_asks_for_moves/m.yaml:2:18: D226 'can_sow' cannot be read here: "
     "whether a move exists depends on this very condition"),
]


@pytest.mark.parametrize("name, files, manifest, says", REFUSED, ids=[c[0] for c in REFUSED])
def test_check_refuses_a_broken_ruleset_in_one_located_line(tmp_path, capsys, name, files,
                                                             manifest, says):
    folder = overlay(tmp_path, name, files, manifest)
    assert main(["check", str(folder)]) == 1
    assert one_line(capsys).endswith(says)
    assert main(["simulate", "--ruleset", str(folder), "--games", "1"]) == 1
    assert one_line(capsys).endswith(says)


# (name, files, what `simulate` says). `check` accepts them.
PLAYED = [
    ("pickup_with_no_move", {"t.yaml": CLEANUP.format("pickup last from final")},
     "naqala: ruleset 'pickup_with_no_move', phase 'cleanup', step 'x': 'final' is read "
     "before this turn's move ended: no tile yet (test 'moved' first)"),
    ("perform_with_no_acting_player", {"t.yaml": CLEANUP.format("perform village")},
     "naqala: ruleset 'perform_with_no_acting_player', phase 'cleanup', step 'x': this needs "
     "an acting player, but nobody acts in this phase (it has no 'order')"),
    ("a_tribe_left_in_hand",
     {"t.yaml": "pieces:\n  - id: vizier\n    op: replace\n    colour: yellow\n"
                "    letter: y\n    count: 16\n"},
     "naqala: ruleset 'a_tribe_left_in_hand', phase 'turns', step 'move': a move begins with "
     "2 vizier still in hand from before; an action must take picked-up pieces out of hand "
     "(keep hand, return to bag...)"),
    ("an_action_performing_itself",
     {"t.yaml": "tiles:\n  - id: oasis\n    op: modify\n    action: perform oasis\n"},
     "naqala: ruleset 'an_action_performing_itself', phase 'turns', step 'tile_action': its "
     "effect failed (effects run inside each other without end); a fault of the ruleset or "
     "of a plugin's verb"),
    ("a_runaway_count_of_wild_cards",
     {"s.yaml": "scoring:\n  - id: merchandise\n    op: modify\n"
                "    points: sets(merchandise, suit_table, 100000)\n"},
     "naqala: ruleset 'a_runaway_count_of_wild_cards', scoring 'merchandise': its effect "
     "failed (ValueError: sets() was given 100000 wild cards, more than the 76 cards of the "
     "game); a fault of the ruleset or of a plugin's verb"),
]


@pytest.mark.parametrize("name, files, says", PLAYED, ids=[c[0] for c in PLAYED])
def test_what_only_play_can_find_is_named_in_one_line(tmp_path, capsys, name, files, says):
    folder = overlay(tmp_path, name, files)
    assert main(["check", str(folder)]) == 0
    capsys.readouterr()
    code = main(["simulate", "--ruleset", str(folder), "--games", "1", "--players", "2"])
    assert code == 1 and one_line(capsys) == says


def test_a_phase_that_finds_nobody_seated_in_play_is_named(tmp_path, capsys):
    """Seating that `check` cannot rule out (it depends on the round) fails in play, named."""
    folder = overlay(tmp_path, "late_bids", {"t.yaml": (
        "phases:\n  - id: bidding\n    op: modify\n    steps:\n"
        "      - id: bid\n        do: if round > 5 { bid on turn_order }\n")})
    assert main(["check", str(folder)]) == 0
    capsys.readouterr()
    assert main(["simulate", "--ruleset", str(folder), "--games", "1", "--players", "2"]) == 1
    assert one_line(capsys) == ("naqala: ruleset 'late_bids', phase 'turns': no turn marker "
                                "stands on track 'turn_order' to play this phase")


def test_play_load_checks_humans_against_the_saved_game(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "auto.json"))
    path = tmp_path / "save.json"
    path.write_text(json.dumps(Game("five_tribes", 2, 5).save_data()))
    # a 2-player save seats at most 2 humans, whatever a new game's count would be ...
    assert main(["play", "--bot", "random", "--load", str(path), "--humans", "3"]) == 1
    assert one_line(capsys) == ("naqala: --humans must be between 0 and the players of the "
                                "saved game (2)")
    # ... and a 4-player save seats 3
    path.write_text(json.dumps(Game("five_tribes", 4, 5).save_data()))
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--bot", "random", "--load", str(path), "--humans", "3", "--plain"]) == 0
    assert "--humans" not in capsys.readouterr().err


def test_watching_bots_play_a_ruleset_that_never_ends_stops_named(tmp_path, capsys,
                                                                  monkeypatch):
    """`play --humans 0` stops after `MOST_ROUNDS` rounds, as `simulate` does."""
    monkeypatch.setattr(budget, "MOST_ROUNDS", 3)
    folder = overlay(tmp_path, "endless", {"end.yaml": "end_when: 0 > 1\n"})
    assert main(["play", "--bot", "random", "--ruleset", str(folder), "--humans", "0",
                 "--players", "2",
                 "--plain"]) == 1
    assert capsys.readouterr().err.strip() == ("naqala: ruleset 'endless': the game has not "
                                               "ended after 3 rounds; does its end_when ever "
                                               "hold?")


# (arguments, the one line said, exit code): argument errors exit with 2 through argparse.
ARGUMENTS = [
    (["play", "--speed", "-1", "--humans", "0"], "naqala play: argument --speed: expected 0 "
     "to 86400 seconds, got -1 (see 'naqala play --help')", 2),
    (["play", "--speed", "nan", "--humans", "0"], "naqala play: argument --speed: expected 0 "
     "to 86400 seconds, got nan (see 'naqala play --help')", 2),
    (["compare", "five_tribes", "five_tribes", "--games", "0"], "naqala compare: argument "
     "--games: expected 1 to 1000000, got 0 (see 'naqala compare --help')", 2),
    (["simulate", "--games", "1", "--out", "{tmp}"], "naqala: {tmp}: cannot read it: Is a "
     "directory", 1),
    (["simulate", "--games", "1", "--out", "{tmp}/no/such.jsonl"], "naqala: {tmp}/no/such.jsonl: "
     "cannot write to it: No such file or directory", 1),
    (["simulate", "--ruleset", "", "--games", "1"], "naqala: an empty ruleset name: give a "
     "ruleset id or a folder", 1),
    (["check", ""], "naqala: an empty ruleset name: give a ruleset id or a folder", 1),
]


@pytest.mark.parametrize("argv, says, code", ARGUMENTS, ids=[" ".join(a[0][:3]) for a in
                                                             ARGUMENTS])
def test_a_bad_argument_is_one_line(tmp_path, capsys, argv, says, code):
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    try:
        got = main(argv)
    except SystemExit as exit_:
        got = exit_.code
    assert got == code and one_line(capsys) == says.replace("{tmp}", str(tmp_path))


@pytest.mark.parametrize("address, says", [
    ("127.0.0.1:1", "no Ray cluster answers there (Connection refused)"),
    (":5", "no host before the ':' (HOST:PORT, auto or ray://HOST:PORT)")])
def test_a_ray_address_that_does_not_answer_is_one_line(capsys, address, says):
    """Ray would retry for minutes, or print its own traceback; naqala waits a few seconds
    at most, and says what is wrong in one line."""
    pytest.importorskip("ray")
    assert main(["simulate", "--backend", "ray", "--address", address, "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip() == f"naqala: --address {address}: {says}"
