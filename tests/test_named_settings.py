"""A ruleset with some options set otherwise is named `name:option=value,...` wherever a
ruleset is named (docs/decisions.md, "Options"): the API, every command, and the AI
adapters, as the balance lab always took it."""

from __future__ import annotations

import shutil

import pytest
from helpers import RULESETS

from naqala import Game, NaqalaError, load_ruleset, ruleset, vocabulary
from naqala.cli import main

OPEN = "five_tribes:hidden_gold=no"


def test_a_name_with_settings_loads_the_ruleset_with_those_settings():
    named = load_ruleset(OPEN)
    given = load_ruleset("five_tribes", settings={"hidden_gold": "no"})
    assert named is given and not named.counters["gold"]["hidden"]
    assert load_ruleset("five_tribes: power_uses_per_turn = 2 , hidden_gold=no").hash == \
        load_ruleset("five_tribes", settings={"hidden_gold": "no",
                                              "power_uses_per_turn": "2"}).hash


@pytest.mark.parametrize("said, means", [("true", "yes"), ("Off", "no"), ("ON", "yes")])
def test_a_value_said_another_way_is_the_same_setting(said, means):
    """yes/no may be said true/false or on/off, as in a ruleset's files; a setting is one
    ruleset, with one name and hash, however its value is said."""
    other = {"yes": "no", "no": "yes"}[means]
    said_so = load_ruleset(f"five_tribes:hidden_gold={said}")
    as_meant = load_ruleset(f"five_tribes:hidden_gold={means}")
    assert said_so.hash == as_meant.hash != load_ruleset(f"five_tribes:hidden_gold={other}").hash
    assert ruleset.name_of(said_so) == f"five_tribes:hidden_gold={means}"


def test_a_number_said_with_leading_zeros_is_the_same_setting():
    assert load_ruleset("five_tribes:power_uses_per_turn=002").hash == \
        load_ruleset("five_tribes:power_uses_per_turn=2").hash


def test_a_game_of_a_named_setting_saves_and_loads_it(tmp_path):
    game = Game(OPEN, players=2, seed=4)
    assert all("gold" in p["counters"] for p in game.view(0)["players"])  # gold is open
    game.apply(game.decision.options[0].id)
    game.save(tmp_path / "save.json")
    again = Game.load(tmp_path / "save.json")
    assert again.rs is game.rs and again.history == game.history


def test_play_and_rules_take_a_named_setting(capsys):
    assert main(["play", "--ruleset", OPEN, "--humans", "0", "--bot", "random",
                 "--players", "2", "--seed", "1", "--plain"]) == 0
    assert main(["rules", "--ruleset", OPEN]) == 0
    capsys.readouterr()


def test_check_names_a_bad_setting_and_checks_the_next_ruleset(capsys):
    assert main(["check", "five_tribes:hidden_gold=maybe", OPEN]) == 1
    out = capsys.readouterr().out
    assert "option 'hidden_gold' takes yes or no" in out
    assert f"ok: {OPEN} (five_tribes 1.0.0" in out


def test_a_folder_whose_path_holds_a_colon_is_that_folder(tmp_path):
    folder = tmp_path / "a:b"
    shutil.copytree(RULESETS / "short_game", folder)
    assert load_ruleset(str(folder), folders=[RULESETS]).id == "short_game"
    assert load_ruleset(f"{folder}:hidden_gold=no", folders=[RULESETS]).raw.chosen == \
        {"hidden_gold": "no"}


@pytest.mark.parametrize(("text", "said"), [
    ("five_tribes:", "'five_tribes:': no option=value after ':'"),
    ("five_tribes:hidden_gold",
     "'five_tribes:hidden_gold': 'hidden_gold' is not option=value"),
    ("five_tribes:hidden_gold=no,hidden_gold=yes", "option 'hidden_gold' is set twice"),
    ("five_tribes:hiden_gold=no", "did you mean 'hidden_gold'")])
def test_a_bad_setting_in_a_name_is_named(text, said):
    with pytest.raises(NaqalaError) as err:
        load_ruleset(text)
    assert said in str(err.value)


@pytest.mark.parametrize("settings", [{"power_uses_per_turn": "-3"},
                                      {"power_uses_per_turn": "-3", "hidden_gold": "no"}])
def test_a_setting_out_of_range_is_named_as_given_not_at_the_manifest(settings):
    """The value is the caller's, so the message names the setting as given; it named the
    line of the installed manifest, which holds the default."""
    with pytest.raises(NaqalaError) as err:
        load_ruleset("five_tribes", settings=settings)
    said = str(err.value)
    assert said == "five_tribes: setting power_uses_per_turn=-3: board.power_uses needs a " \
                   "whole number, 0 or more", said
    assert load_ruleset("five_tribes").counters["gold"]["hidden"]  # the ruleset is as it was


def test_a_setting_out_of_range_on_the_command_line_is_one_line(capsys):
    assert main(["play", "--ruleset", "five_tribes:power_uses_per_turn=-3", "--humans", "0",
                 "--bot", "random", "--players", "2", "--plain"]) == 1
    err = capsys.readouterr().err
    assert err.strip() == "naqala: five_tribes: setting power_uses_per_turn=-3: " \
                          "board.power_uses needs a whole number, 0 or more", err


def test_a_name_no_file_can_have_is_no_ruleset():
    """Looking for a folder of that name asked the system, which refused a name this long."""
    with pytest.raises(NaqalaError, match="no ruleset"):
        load_ruleset("x" * 5000 + ":hidden_gold=no")


def test_settings_in_the_name_and_as_an_argument_are_refused():
    with pytest.raises(NaqalaError, match="settings are written after the name and given "
                                          "apart from it"):
        load_ruleset(OPEN, settings={"power_uses_per_turn": "2"})


def test_the_openspiel_and_pettingzoo_games_take_a_named_setting():
    pyspiel = pytest.importorskip("pyspiel")
    pytest.importorskip("pettingzoo")
    import naqala.openspiel  # noqa: F401 - registers python_naqala
    from naqala.pettingzoo import env
    game = pyspiel.load_game("python_naqala", {"ruleset": OPEN, "players": 2})
    assert game.rs is load_ruleset(OPEN)
    table = env(ruleset=OPEN, players=2)
    table.reset(seed=1)
    assert table.unwrapped.game.rs is load_ruleset(OPEN)
    assert len(vocabulary(OPEN)) == len(vocabulary("five_tribes"))


def test_a_position_file_keeps_the_settings_of_its_game(tmp_path):
    from naqala.game import read_state, write_state
    game = Game("five_tribes:power_uses_per_turn=2", players=2, seed=1)
    path = tmp_path / "position.json"
    write_state(game.engine, game.state, path)
    engine, state = read_state(path)
    assert engine.rs is game.rs and state.to_json() == game.state.to_json()
    path.write_text(path.read_text().replace("power_uses_per_turn=2", "power_uses=2"))
    with pytest.raises(NaqalaError, match=f"{path}: 'ruleset' 'five_tribes:power_uses=2' "
                                          "cannot be loaded: .*no option 'power_uses'"):
        read_state(path)


def test_compiled_rulesets_kept_are_bounded():
    """Every setting loaded stayed compiled in the process: a web server asked for games
    of `power_uses_per_turn=1`, `=2`, ... kept one more compiled ruleset for each. The
    rulesets used last are kept; an older one is compiled again when asked for."""
    first = ruleset.load("five_tribes:power_uses_per_turn=1")
    for n in range(2, ruleset.KEPT + 3):
        last = ruleset.load(f"five_tribes:power_uses_per_turn={n}")
    assert len(ruleset._CACHE) <= ruleset.KEPT
    assert ruleset.load(f"five_tribes:power_uses_per_turn={ruleset.KEPT + 2}") is last
    again = ruleset.load("five_tribes:power_uses_per_turn=1")
    assert again is not first and again.hash == first.hash


@pytest.mark.parametrize("typed", ["HIDDEN_GOLD", "Hidden_Gold"])
def test_a_name_typed_in_other_capitals_is_suggested(typed):
    """Names are matched as written, so `HIDDEN_GOLD=no` got no suggestion at all: the
    suggestion now reads past capitals (the name itself stays exact)."""
    with pytest.raises(NaqalaError) as err:
        load_ruleset(f"five_tribes:{typed}=no")
    assert f"no option '{typed}' (did you mean 'hidden_gold'?)" in str(err.value)


@pytest.mark.parametrize("text", [
    "five_tribes:" + "a" * 70_000,
    "five_tribes:hidden_gold=no,hidden_gold=" + "y" * 70_000,
    "five_tribes" + "z" * 70_000 + ":,",
    "five_tribes" + "z" * 70_000 + ":a=b,a=c"])
def test_a_long_name_with_bad_settings_is_quoted_short(text):
    """The name is the caller's, up to any length: it came back whole (64 KB for 64 KB),
    as the web server's create page already quotes it short (`errors.quoted`)."""
    with pytest.raises(NaqalaError) as err:
        load_ruleset(text)
    assert len(str(err.value)) < 300 and "long)" in str(err.value), str(err.value)[:300]
