"""Every bad argument gets one line naming its subcommand, or the ruleset's own limits."""

from __future__ import annotations

import pytest

from naqala.cli import main

EXAMPLE = "docs/examples/position.json"


@pytest.mark.parametrize("argv, says", [
    (["play", "--players", "1", "--humans", "0"], "naqala: five_tribes is played by 2, 3, 4 "
                                                  "players, not 1"),
    (["play", "--players", "7", "--humans", "0"], "naqala: five_tribes is played by 2, 3, 4 "
                                                  "players, not 7"),
    (["simulate", "--players", "7"], "naqala: five_tribes is played by 2, 3, 4 players, not 7"),
    (["play", "--humans", "3", "--players", "2"], "naqala: --humans must be between 0 and "
                                                  "--players (2)"),
])
def test_player_counts_are_checked_against_the_ruleset(capsys, argv, says):
    assert main(argv) == 1
    assert capsys.readouterr().err.strip() == says


@pytest.mark.parametrize("argv, says", [
    (["simulate", "--games", "-3"], "naqala simulate: argument --games: expected 1 to "
                                    "1000000, got -3 (see 'naqala simulate --help')"),
    (["fit-bots", "--games", "9" * 26], "naqala fit-bots: argument --games: expected 1 to "
                                        f"1000000, got {'9' * 26} (see 'naqala fit-bots "
                                        "--help')"),
    (["simulate", "--games", "x"], "naqala simulate: argument --games: expected a whole "
                                   "number, got 'x' (see 'naqala simulate --help')"),
    (["bench", "--games", "0"], "naqala bench: argument --games: expected 1 to 1000000, got 0 "
                                "(see 'naqala bench --help')"),
    (["moves", EXAMPLE, "--limit", "0"], "naqala moves: argument --limit: expected 1 to "
                                         "100000, got 0 (see 'naqala moves --help')"),
    (["moves", EXAMPLE, "--limit", "1000000000"], "naqala moves: argument --limit: expected 1 "
                                                  "to 100000, got 1000000000 (see 'naqala "
                                                  "moves --help')"),
    (["play", "--seed", "-1"], "naqala play: argument --seed: expected 0 to "
                               "18446744073709551615, got -1 (see 'naqala play --help')"),
    (["play", "--humans", "-1"], "naqala play: argument --humans: expected 0 or more, got -1 "
                                 "(see 'naqala play --help')"),
    (["text", "check", "--nope"], "naqala text check: unrecognized arguments: --nope (see "
                                  "'naqala text check --help')"),
    (["bench", "bots", "--workers", "-1"], "naqala bench: argument --workers: expected 1 to "
                                           "1024, got -1 (see 'naqala bench --help')"),
    (["bench", "bots", "--seed", "9" * 24], "naqala bench: argument --seed: expected 0 to "
                                            "18446744073709551615, got 999999999999999999999999 "
                                            "(see 'naqala bench --help')"),
])
def test_a_bad_argument_gets_one_line_in_its_own_subcommand(capsys, argv, says):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    assert capsys.readouterr().err.strip() == says


@pytest.mark.parametrize("argv", [
    ["rules"], ["simulate", "--games", "1", "--json"], ["bench", "--games", "1"],
    ["bench", "bots", "--only", "scores", "--games", "1"],
    ["fit-bots", "--games", "1", "--out", "never-written.json"]])
def test_an_unknown_language_gets_one_line_before_any_game(capsys, argv):
    """Commands whose words are in `--lang` check it first, even where they would print
    nothing in it (`--json`, no progress bar), and play no game for nothing."""
    assert main([*argv, "--lang", "xx"]) == 1
    out = capsys.readouterr()
    assert out.err.strip() == "naqala: no language 'xx'; languages: en, el, fa, vi"
    assert out.out == ""


@pytest.mark.parametrize("argv", [
    ["check"], ["moves", EXAMPLE], ["replay", "game.json"], ["plugins"], ["schema"], ["lsp"],
    ["text", "check"], ["text", "stats"], ["text", "init", "de"]])
def test_a_command_that_prints_no_words_refuses_a_language(capsys, argv):
    """Ids, notation, JSON and problems have no language: `--lang` there would be ignored."""
    with pytest.raises(SystemExit) as exit_:
        main([*argv, "--lang=vi"])
    assert exit_.value.code == 2
    assert "unrecognized arguments: --lang=vi" in capsys.readouterr().err


def test_a_file_where_a_folder_goes_gets_one_line(capsys, tmp_path):
    """Studies' files and new text packs are written into folders: a file in the way is
    named, and nothing is played."""
    taken = tmp_path / "taken"
    taken.write_text("")
    assert main(["bench", "bots", "--games", "1", "--only", "greedy", "--out", str(taken)]) == 1
    assert capsys.readouterr().err.strip() == \
        f"naqala: {taken}: cannot keep the studies' files there: not a folder"
    assert main(["text", "init", "de", "--framework-dir", str(taken)]) == 1
    assert capsys.readouterr().err.strip() == \
        f"naqala: {taken}: cannot write the packs of 'de' there: it is a file, not a folder"


def test_a_text_pack_that_is_not_utf8_is_named(capsys, tmp_path, monkeypatch):
    pack = tmp_path / "xx" / "naqala.ftl"
    pack.parent.mkdir()
    pack.write_bytes(b"ui-help = \xff\xfe\n")
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path))
    assert main(["rules", "--lang", "xx"]) == 1
    assert capsys.readouterr().err.strip() == \
        f"naqala: {pack}:1:11: a text pack must be UTF-8 (byte 0xFF is not; save it as UTF-8)"


@pytest.mark.parametrize("line, at, says", [
    ("ui-help = { " + "9" * 5000 + " }", 1, "the number 99999999999999999999... has more "
                                            "than 12 digits"),
    ("ui-help = { $n ->\n    [" + "9" * 5000 + "] x\n   *[other] y\n}", 2,
     "the number 99999999999999999999... has more than 12 digits"),
    ('ui-help = { "\\UFFFFFF" }', 1, 'the text "\\UFFFFFF" holds an escape beyond Unicode'),
    ("ui-help = { NUMBER(1, minimumIntegerDigits: 999999999) }", 1,
     "the option minimumIntegerDigits: 999999999 is above 100"),
])
def test_a_text_pack_formatting_could_not_take_is_named(capsys, tmp_path, monkeypatch, line,
                                                        at, says):
    """Formatting such a message raised from deep inside Fluent or never ended."""
    pack = tmp_path / "xx" / "naqala.ftl"
    pack.parent.mkdir()
    pack.write_text(line + "\n")
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path))
    assert main(["rules", "--lang", "xx"]) == 1
    assert capsys.readouterr().err.strip() == \
        f"naqala: {pack}: message 'ui-help': {says} (naqala text check names the line)"
    main(["text", "check"])
    assert f"{pack}:{at}:1: T106 {says}" in capsys.readouterr().out


def test_a_pack_folder_that_is_no_language_code_is_named(capsys, tmp_path, monkeypatch):
    pack = tmp_path / "x_y" / "naqala.ftl"
    pack.parent.mkdir()
    pack.write_text("ui-help = help\n")
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path))
    assert main(["rules", "--lang", "x_y"]) == 1
    assert capsys.readouterr().err.strip() == (
        "naqala: language 'x_y': 'x_y' is not a valid locale identifier; a pack's folder is "
        "named by a language code, such as de or pt-BR")
    # the example is one `text init` takes: it refused the pt_BR this message once gave
    assert main(["text", "init", "pt_BR"]) == 1
    assert "not a language code (write e.g. de, pt or pt-BR)" in capsys.readouterr().err


def test_a_message_fluent_cannot_format_is_shown_in_english_and_reported(tmp_path, monkeypatch):
    from naqala import Text
    pack = tmp_path / "xx" / "naqala.ftl"
    pack.parent.mkdir()
    pack.write_text("ui-help = { NUMBER(99999999999, minimumSignificantDigits: 99) }\n")
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path))
    said: list[str] = []
    assert Text(None, "xx", report=said.append)("ui-help").startswith("Type the number")
    assert said == [f"naqala: {pack}:1: text 'ui-help' cannot be shown in 'xx' "
                    "([<class 'decimal.InvalidOperation'>]): shown in English"]


@pytest.mark.parametrize("argv, says", [
    (["simulate", "--seed", "18446744073709551615", "--games", "2"],
     "naqala: --seed 18446744073709551615 with --games 2 reaches seed 18446744073709551616, "
     "past the largest seed 18446744073709551615; give a --seed of at most "
     "18446744073709551614"),
    (["compare", "five_tribes", "short_game", "--seed", "18446744073709551610", "--html", ""],
     "naqala: --seed 18446744073709551610 with --games 50 reaches seed 18446744073709551659, "
     "past the largest seed 18446744073709551615; give a --seed of at most "
     "18446744073709551566"),
    (["bench", "bots", "--seed", "18446744073709551615", "--games", "1", "--sample", "3"],
     "naqala: --seed 18446744073709551615 with --sample 3 reaches seed 18446744073709551617, "
     "past the largest seed 18446744073709551615; give a --seed of at most "
     "18446744073709551613"),
    (["fit-bots", "--seed", "18446744073709551615", "--games", "2", "--out", "never.json"],
     "naqala: --seed 18446744073709551615 with --games 2 reaches seed 18446744073709551616, "
     "past the largest seed 18446744073709551615; give a --seed of at most "
     "18446744073709551614"),
    (["simulate", "--address", "127.0.0.1:6379", "--games", "1"],
     "naqala: --address is where a Ray cluster is: give it with --backend ray"),
    (["compare", "five_tribes", "--address", "auto", "--html", ""],
     "naqala: --address is where a Ray cluster is: give it with --backend ray"),
    (["simulate", "--backend", "ray", "--games", "1"],  # --workers was ignored
     "naqala: --workers is the number of local processes: on Ray (--backend ray) the "
     "cluster runs the games"),
])
def test_study_flags_that_cannot_work_are_refused_before_any_game(capsys, monkeypatch, argv,
                                                                  says):
    from naqala.lab import study

    def played(*job):
        raise AssertionError("a game was played")
    monkeypatch.setattr(study, "play_game", played)
    assert main([*argv, "--workers", "1"]) == 1
    assert capsys.readouterr().err.strip() == says


@pytest.mark.parametrize("address", ["127.0.0.1:²", "127.0.0.1:" + "9" * 30, "127.0.0.1:65536",
                                     "127.0.0.1:abc"])
def test_a_ray_port_that_is_no_port_is_one_line(capsys, address):
    """A port of digits Python cannot read (`²`) or too large for a socket ended in a
    traceback; one of letters was left to Ray, which first printed a line of its own."""
    pytest.importorskip("ray")
    assert main(["simulate", "--backend", "ray", "--address", address, "--games", "1",
                 "--players", "2"]) == 1
    assert capsys.readouterr().err.strip() == (
        f"naqala: --address {address}: the port after the ':' is a number from 0 to 65535 "
        "(HOST:PORT, auto or ray://HOST:PORT)")
