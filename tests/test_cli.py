"""The `naqala` command: exit codes and output of each subcommand, no tracebacks."""

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from naqala.cli import main
from naqala.engine.engine import Engine
from naqala.errors import NaqalaError
from naqala.game import Game, write_state
from naqala.play import AUTOSAVE_ENV as AUTOSAVE
from naqala.ruleset import load

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_check_passes_on_the_base_game(capsys):
    code, out, _ = run(capsys, "check", str(ROOT / "rulesets/five_tribes"))
    assert code == 0 and out.startswith("ok: ")


def test_check_reports_a_broken_ruleset_with_its_location(tmp_path, capsys):
    folder = tmp_path / "broken"
    shutil.copytree(ROOT / "rulesets/five_tribes", folder)
    tiles = folder / "tiles.yaml"
    text = tiles.read_text().replace("    value_colour: blue\n", "    value_color: blue\n", 1)
    tiles.write_text(text)
    code, out, _ = run(capsys, "check", str(folder))
    assert code == 1
    assert f"{tiles}:" in out
    assert "R103 unknown key 'value_color' (did you mean 'value_colour'?)" in out


@pytest.mark.parametrize("argv", [["check"], ["text", "check"], ["text", "stats"]])
def test_every_ruleset_skips_a_registered_folder_that_is_gone(tmp_path, capsys, monkeypatch,
                                                              argv):
    """A plugin that registers a folder that is not there made `check` (and `text check`,
    `text stats`) without a name a traceback; the public `installed_rulesets` skips it."""
    import naqala.plugins
    shutil.copytree(ROOT / "rulesets/five_tribes", tmp_path / "mine" / "five_tribes")
    monkeypatch.setattr(naqala.plugins, "ruleset_folders",
                        lambda: [tmp_path / "gone", tmp_path / "mine"])
    code, out, err = run(capsys, *argv)
    assert code == 0 and "five_tribes" in out and not err


def test_simulate_prints_json_with_scores_and_winners(capsys):
    code, out, _ = run(capsys, "simulate", "--games", "2", "--players", "3", "--seed", "5",
                       "--json")
    data = json.loads(out)
    assert code == 0 and len(data["games"]) == 2
    for game in data["games"]:
        assert len(game["scores"]) == 3
        assert all(max(game["scores"]) == game["scores"][w - 1] for w in game["winners"])


def test_simulate_takes_a_ruleset_with_options_set(capsys):
    code, out, _ = run(capsys, "simulate", "--ruleset", "five_tribes:hidden_gold=no",
                       "--games", "1", "--players", "2", "--json")
    assert code == 0 and json.loads(out)["ruleset"] == "five_tribes:hidden_gold=no"
    code, _, err = run(capsys, "simulate", "--ruleset", "five_tribes:hidden_gold", "--games", "1")
    assert code != 0 and "option=value" in err


def test_simulate_summarises_balance(capsys):
    code, out, _ = run(capsys, "simulate", "--games", "3", "--players", "2", "--json")
    data = json.loads(out)
    games, summary = data["games"], data["summary"]
    assert summary["wins"] == [sum(1 for g in games if p + 1 in g["winners"]) for p in (0, 1)]
    assert summary["mean_score"][0] == sum(g["scores"][0] for g in games) / 3
    assert summary["mean_rounds"] == sum(g["rounds"] for g in games) / 3
    totals = sum(sum(t.values()) for g in games for t in g["terms"])
    assert abs(sum(summary["mean_terms"].values()) * 6 - totals) < 1e-6
    code, out, _ = run(capsys, "simulate", "--games", "2")
    lines = out.splitlines()
    assert lines[0].startswith("Game with seed 0: ") and "winner(s): Player " in lines[0]
    assert lines[2] == "Means over 2 games, by player:"
    assert lines[3].split() == ["Player", "1", "Player", "2", "Player", "3", "Player", "4"]
    assert lines[4].startswith("Gold ") and lines[-3].startswith("total ")
    assert lines[-2].split()[0] == "wins" and lines[-1].startswith("Mean rounds per game: ")


def test_simulate_is_reproducible(capsys):
    def games() -> list[dict]:  # the thinking time of each seat is the clock's, not the game's
        out = json.loads(run(capsys, "simulate", "--games", "1", "--seed", "9", "--json")[1])
        return [{k: v for k, v in g.items() if k != "seconds"} for g in out["games"]]
    first = games()
    assert first and games() == first


def test_moves_and_score_of_a_position_file(tmp_path, capsys):
    engine = Engine(load("five_tribes"))
    game = Game("five_tribes", 3, 2)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    path = tmp_path / "pos.json"
    write_state(engine, game.state, path)
    code, out, _ = run(capsys, "moves", str(path), "--limit", "5")
    assert code == 0 and len(out.splitlines()) == 5
    assert all(line.split()[0] in {o.id for o in game.decision.options if ":" not in o.id}
               for line in out.splitlines())
    code, count, _ = run(capsys, "moves", str(path), "--count")
    assert code == 0 and int(count) >= 5
    code, out, _ = run(capsys, "score", str(path))
    assert code == 0 and "total" in out and "Gold" in out


def test_a_bad_position_file_gets_a_located_message(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text('{"ruleset": "five_tribes", "state": {"tiles": ["oasis"]}}')
    code, _, err = run(capsys, "score", str(path))
    assert code == 1 and f"{path}: state.tiles: expected a list of 30 tile kinds" in err
    path.write_text('{"ruleset": "five_tribes",\n "state": [}')
    code, _, err = run(capsys, "moves", str(path))
    assert code == 1 and f"{path}:2:" in err and "invalid JSON" in err


def test_replay_checks_a_save_and_refuses_a_tampered_one(tmp_path, capsys):
    game = Game("five_tribes", 2, 11)
    for _ in range(12):
        game.apply(game.decision.options[-1].id)
    save = tmp_path / "save.json"
    game.save(save)
    code, out, _ = run(capsys, "replay", str(save))
    assert code == 0 and "12 choices replayed" in out
    data = json.loads(save.read_text())
    data["choices"][3] = "nonsense"
    save.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(save))
    assert code == 1 and "choice 4 ('nonsense') cannot be replayed" in err


def test_bad_arguments_get_a_message_not_a_traceback():
    for argv in (["simulate", "--games", "x"], ["play", "--players", "9"], ["nonsense"],
                 ["simulate", "--bot", "nobody", "--games", "1"], ["rules", "--lang", "xx"],
                 ["check", "no/such/folder"], ["replay", "missing.json"]):
        proc = subprocess.run([sys.executable, "-m", "naqala.cli", *argv], capture_output=True,
                              text=True, cwd=ROOT)
        assert proc.returncode != 0, argv
        assert "Traceback" not in proc.stderr, (argv, proc.stderr)
        assert proc.stderr.strip() or proc.stdout.strip(), argv


def test_play_with_only_bots_prints_the_score_table(capsys, monkeypatch):
    """The other seats are the searching bot unless chosen (random bots only emptied the
    board, so a person played against no one who plays for points)."""
    from naqala import play
    seated = []
    real = play.seated_bots
    monkeypatch.setattr(play, "seated_bots",
                        lambda game, bot, humans: (seated.append(bot), real(game, bot, humans))[1])
    code, out, _ = run(capsys, "play", "--humans", "0", "--players", "2", "--seed", "3")
    assert code == 0 and "total" in out and "Winner(s): Player " in out
    assert seated == ["mcts"]


@pytest.mark.parametrize("argv", [["--humans", "0"], ["--humans", "1", "--plain"],
                                  ["--humans", "1"]])
def test_play_with_standard_input_closed_is_the_end_of_input(capsys, monkeypatch, tmp_path,
                                                             argv):
    """Started with no standard input (`<&-`, as a service or some programs start it),
    Python has none: asking whether it is a terminal, or reading a line, was a traceback."""
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "auto.json"))
    monkeypatch.setattr(sys, "stdin", None)
    code, out, err = run(capsys, "play", "--bot", "random", "--players", "2", "--seed", "3", *argv)
    assert code == 0 and err == ""
    assert ("total" if argv[1] == "0" else "End of input: the game is left unfinished.") in out


def test_play_with_standard_output_closed_reads_its_lines(capsys, monkeypatch, tmp_path):
    """With no standard output (`>&-`) Python has none, and `input()` refuses to read
    ("lost sys.stdout"): a traceback before the first choice. The lines are read, unseen."""
    import io
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "auto.json"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\n"))
    monkeypatch.setattr(sys, "stdout", None)
    code, _, err = run(capsys, "play", "--bot", "random", "--players", "2", "--seed", "3",
                       "--plain")
    assert code == 0 and err == ""
    assert json.loads((tmp_path / "auto.json").read_text())["choices"][:2] == ["s7", "s3"]


def test_play_reads_a_line_that_is_not_utf8_as_a_refused_answer(capsys, monkeypatch, tmp_path):
    """Under a UTF-8 locale Python reads standard input strictly: a byte that is no UTF-8
    in a piped script (a Latin-1 file) was a traceback; it is a line like any other."""
    import io
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "auto.json"))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"caf\xe9\n1\n"),
                                                       encoding="utf-8", errors="strict"))
    code, out, err = run(capsys, "play", "--bot", "random", "--players", "2", "--seed", "3",
                         "--plain")
    assert code == 0 and err == ""
    assert "'caf\\udce9' is not an option" in " ".join(out.split())
    assert "End of input" in out


@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "1", "--players", "2", "--workers", "1"],
    ["simulate", "--games", "1", "--players", "2", "--workers", "1", "--progress"],
    ["fit-bots", "--ruleset", "short_game", "--games", "8", "--players", "2", "--workers", "1",
     "--out", "{tmp}/w.json"]])
def test_a_study_with_standard_error_closed_plays(capsys, monkeypatch, tmp_path, argv):
    """With no standard error (`2>&-`), asking whether it is a terminal for the progress
    bar failed, and the traceback had nowhere to go: exit 1, and not a word."""
    monkeypatch.setattr(sys, "stderr", None)
    code, out, _ = run(capsys, *(a.replace("{tmp}", str(tmp_path)) for a in argv))
    assert code == 0 and out


def test_bench_prints_its_figures(capsys):
    code, out, _ = run(capsys, "bench", "--games", "1")
    assert code == 0
    for figure in ("games per second", "decisions per second, engine alone",
                   "decisions per second through the API", "seat view", "state copy",
                   "complete moves of a fresh board", "whole move played", "naive enumerator",
                   "ratio",
                   "memory held by a finished game", "peak memory"):
        assert figure in out


@pytest.mark.parametrize("lang", ["en", "vi", "el", "fa"])
def test_rules_in_every_language(lang, capsys):
    code, out, _ = run(capsys, "rules", "--lang", lang)
    assert code == 0 and len(out.splitlines()) > 30


def test_the_documented_position_file_works(capsys):
    example = str(ROOT / "docs/examples/position.json")
    code, out, _ = run(capsys, "moves", example)
    assert code == 0 and "b2 Nw Eb Sg" in out.splitlines() and "c2 Wg" in out.splitlines()
    code, out, _ = run(capsys, "score", example)
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[1:]}
    assert rows["Gold"] == ["40", "35", "50"] and rows["Viziers"][0] == "21"


@pytest.mark.parametrize("argv", [["play", "--bot", "random", "--humans", "0", "--players", "2",
                                   "--seed", "3"],
                                  ["rules"]])
def test_output_piped_into_a_command_that_stops_reading_ends_quietly(argv, tmp_path):
    """`naqala play --humans 0 | head`: rich's console ended the game with status 1 when
    `head` had read its lines; it ends quietly with 0, as Unix tools do."""
    proc = subprocess.Popen([sys.executable, "-m", "naqala.cli", *argv], cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.readline()
    proc.stdout.close()  # `head -1` has what it wanted
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0 and err == ""


def test_schema_output_is_written_whole_or_not_at_all(tmp_path, capsys, monkeypatch):
    """`naqala schema -o FILE` wrote the file in place: a write cut off (a full disk) left
    half a schema where the earlier one was. It is written as saves are (`write_text`)."""
    out = tmp_path / "data.schema.json"
    out.write_text('{"earlier": true}\n')
    real = Path.write_text

    def cut_off(self, text, *args, **kwargs):
        real(self, text[:100], *args, **kwargs)
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(Path, "write_text", cut_off)
    code, _, err = run(capsys, "schema", "-o", str(out))
    assert code == 1 and err.count("\n") == 1 and "No space left on device" in err
    assert out.read_text() == '{"earlier": true}\n' and list(tmp_path.iterdir()) == [out]
    monkeypatch.setattr(Path, "write_text", real)
    assert run(capsys, "schema", "-o", str(out))[0] == 0
    assert json.loads(out.read_text())["title"] == "naqala ruleset data file"


def test_schema_output_to_a_device_or_a_pipe_is_written_to_it(tmp_path, capsys):
    """A device or a pipe (`-o /dev/stdout`, `-o /dev/null`) cannot be replaced by a renamed
    file: it is written to, as before."""
    proc = subprocess.run([sys.executable, "-m", "naqala.cli", "schema", "-o", "/dev/stdout"],
                          capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 0 and proc.stderr == ""
    assert json.loads(proc.stdout.removesuffix("wrote /dev/stdout\n"))["$schema"]
    assert run(capsys, "schema", "-o", "/dev/null")[0] == 0


@pytest.mark.parametrize("argv, says", [
    (["--resume", "--load", "SAVE"], "argument --load: not allowed with argument --resume"),
    (["--load", "SAVE", "--seed", "7"], "--seed: a saved game has its own seed"),
    (["--resume", "--seed", "7"], "--seed: a saved game has its own seed"),
    (["--load", "SAVE", "--players", "3"], "--players: a saved game has its own players"),
    (["--resume", "--players", "2"], "--players: a saved game has its own players"),
    (["--speed", "1"], "--speed: it paces bots that play alone (--humans 0); at a table with "
                       "people the bots play at once"),
    (["--humans", "2", "--load", "SAVE", "--speed", "0"], "--speed: it paces bots"),
])
def test_play_refuses_arguments_a_saved_game_would_ignore(tmp_path, monkeypatch, argv, says):
    """`play --resume --load SAVE` resumed the autosave and never read SAVE; `--seed` or
    `--players` with a saved game was ignored, as `--speed` was with a person at the table
    (`--humans` is 1 unless given). Each is one line, and nothing is played."""
    save = tmp_path / "s.json"
    Game("five_tribes", 2, 3).save(save)
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(save))
    argv = [str(save) if a == "SAVE" else a for a in argv]
    proc = subprocess.run([sys.executable, "-m", "naqala.cli", "play", "--bot", "random",
                           "--plain", *argv],
                          input="", capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode != 0 and proc.stdout == ""
    assert says in proc.stderr and proc.stderr.count("\n") == 1, proc.stderr


@pytest.mark.parametrize("argv", [["replay", "SAVE"], ["rules"], ["schema"],
                                  ["play", "--bot", "random", "--humans", "0", "--players", "2",
                                   "--seed", "3"]])
def test_output_to_a_full_disk_is_one_line(tmp_path, argv):
    """`naqala replay save.json > /dev/full` (a disk full, a quota reached) was a traceback
    in every command; it is one line, with status 1."""
    save = tmp_path / "s.json"
    Game("five_tribes", 2, 3).save(save)
    argv = [str(save) if a == "SAVE" else a for a in argv]
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "naqala.cli", *argv], stdout=full,
                              stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr == "naqala: cannot write the output: No space left on device\n"


@pytest.mark.parametrize("argv", [["--players", "2", "--seed", "3"], ["--resume"]])
def test_a_second_play_does_not_share_the_autosave_of_a_game_in_play(tmp_path, monkeypatch,
                                                                      capsys, argv):
    """Two `naqala play` at once wrote their turns over each other in one autosave file,
    and `--resume` then went on with whichever wrote last (or a game being played
    elsewhere). The second is refused before it plays, and says how to give it its own."""
    import fcntl
    auto = tmp_path / "auto.json"
    Game("five_tribes", 2, 5).save(auto)
    before = auto.read_bytes()
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(auto))
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    with open(tmp_path / "auto.json.lock", "a") as held:  # the game in play elsewhere
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
        code, out, err = run(capsys, "play", "--bot", "random", "--plain", *argv)
    assert code == 1 and out == ""
    assert err == f"naqala: {auto}: another naqala play is autosaving to it; finish that " \
                  "game first, or give this one its own file (NAQALA_AUTOSAVE=FILE)\n", err
    assert auto.read_bytes() == before
    code, out, err = run(capsys, "play", "--bot", "random", "--plain", *argv)  # once let go
    assert code == 0 and err == "", err


def test_a_system_without_file_locks_still_plays_and_studies(tmp_path, monkeypatch, capsys):
    """`fcntl` is POSIX's: where it is missing, games and studies run unlocked (one at a
    time is then the user's care) rather than fail to start."""
    from naqala import locks
    monkeypatch.setattr(locks, "fcntl", None)
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "auto.json"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    code, _, err = run(capsys, "play", "--bot", "random", "--players", "2", "--plain", "--seed",
                       "3")
    assert code == 0 and err == "", err
    code, _, err = run(capsys, "simulate", "--games", "1", "--players", "2", "--workers", "1",
                       "--out", str(tmp_path / "s.jsonl"))
    assert code == 0 and err == "", err


def test_a_lock_file_that_is_a_pipe_does_not_hold_play_for_ever(tmp_path):
    """The autosave's lock file is opened for writing: one that was a named pipe blocked
    `naqala play` before its first word, waiting for a reader that never came."""
    os.mkfifo(tmp_path / "auto.json.lock")
    env = {**os.environ, "NAQALA_AUTOSAVE": str(tmp_path / "auto.json")}
    proc = subprocess.run([sys.executable, "-m", "naqala.cli", "play", "--bot", "random",
                           "--players", "2",
                           "--plain", "--seed", "3"], input="1\n", capture_output=True,
                          text=True, cwd=tmp_path, env=env, timeout=30)
    assert proc.returncode == 0 and proc.stderr == ""


def test_an_autosave_to_dev_null_means_none(monkeypatch, capsys):
    """`NAQALA_AUTOSAVE=/dev/null` is how a shell says "keep nothing": each turn said the
    autosave had failed, and the lock beside it was made in the system's device folder."""
    monkeypatch.setenv("NAQALA_AUTOSAVE", os.devnull)
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\n1\n1\n1\n1\nquit\nquit\n"))
    lock = Path(os.devnull + ".lock")
    existed = lock.exists()
    code, out, err = run(capsys, "play", "--bot", "random", "--players", "2", "--humans", "2",
                         "--plain",
                         "--seed", "3")
    assert code == 0 and err == "", err
    assert "could not be saved automatically" not in " ".join(out.split())
    assert lock.exists() == existed
    code, out, err = run(capsys, "play", "--bot", "random", "--resume", "--plain")
    assert code == 1 and err == f"naqala: no autosaved game: {AUTOSAVE} is {os.devnull}, " \
                                "which keeps none\n", err


def test_two_names_of_one_autosave_share_its_lock(tmp_path):
    """A link to the autosave file (or a path written another way) took a lock of its own
    beside the link, so two games wrote over each other's turns through two names."""
    from naqala.locks import hold_beside
    real = tmp_path / "saves" / "auto.json"
    real.parent.mkdir()
    real.write_text("{}")
    (tmp_path / "link.json").symlink_to(real)
    held = hold_beside(real, "busy")
    try:
        with pytest.raises(NaqalaError, match="busy"):
            hold_beside(tmp_path / "link.json", "busy")
        with pytest.raises(NaqalaError, match="busy"):
            hold_beside(tmp_path / "saves" / ".." / "saves" / "auto.json", "busy")
    finally:
        os.close(held)


def test_an_autosave_onto_a_lock_a_game_holds_is_refused(tmp_path, monkeypatch, capsys):
    """`NAQALA_AUTOSAVE` naming another game's lock (`auto.json.lock`) was taken: the first
    autosave replaced the lock that game held, and a third `naqala play` could then take it
    and autosave over that game. It is refused before the game begins, as `save` is."""
    from naqala.locks import hold_beside
    held = hold_beside(tmp_path / "auto.json", "busy")  # the game in play elsewhere
    lock = tmp_path / "auto.json.lock"
    before = lock.stat()
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(lock))
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    try:
        code, out, err = run(capsys, "play", "--bot", "random", "--plain", "--players", "2",
                             "--seed", "3")
        assert code == 1 and out == ""
        assert err == f"naqala: {lock}: it is the lock of a game being played, which an " \
                      f"autosave would break; give this game another file ({AUTOSAVE}=FILE)\n"
        assert lock.stat().st_ino == before.st_ino and lock.read_bytes() == b""
        with pytest.raises(NaqalaError, match="busy"):
            hold_beside(tmp_path / "auto.json", "busy")
    finally:
        os.close(held)


@pytest.mark.parametrize("argv, says", [
    (["--ruleset", ""], "naqala: an empty ruleset name: give a ruleset id or a folder"),
    (["--load", ""], "naqala play: argument --load: an empty file name (see 'naqala play "
                     "--help')"),
    (["--lang", ""], "naqala: no language ''; languages: en, el, fa, vi"),
])
def test_play_refuses_an_empty_name_as_the_other_commands_do(capsys, argv, says):
    """`play --ruleset ''` played the base game, `play --load ''` a new game and `play
    --lang ''` in English, without a word (`simulate --ruleset ''`, `check ''` and `rules
    --lang ''` said what was wrong)."""
    try:
        code = main(["play", "--bot", "random", "--humans", "0", "--players", "2", "--plain",
                     *argv])
    except SystemExit as exit_:
        code = exit_.code
    captured = capsys.readouterr()
    assert code != 0 and captured.out == "" and captured.err.strip() == says


@pytest.mark.parametrize("argv", [["--players", "2", "--seed", "3"], ["--load", "SAVE"]])
def test_a_new_game_keeps_the_unfinished_game_it_would_autosave_over(tmp_path, monkeypatch,
                                                                    capsys, argv):
    """`naqala play` without `--resume` (or with `--load` of another game) autosaved over
    the unfinished game in the autosave at its first turn's end: the game `--resume` was
    for was lost. It is kept beside it first, and said; a finished game is not kept."""
    auto, save = tmp_path / "auto.json", tmp_path / "other.json"
    unfinished = Game("five_tribes", 2, 5)
    for _ in range(3):
        unfinished.apply(unfinished.decision.options[0].id)
    unfinished.save(auto)
    auto.chmod(0o600)  # its seed tells the deal
    Game("five_tribes", 2, 8).save(save)
    argv = [str(save) if a == "SAVE" else a for a in argv]
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(auto))
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\n1\n1\nquit\nquit\n"))
    code, _, err = run(capsys, "play", "--bot", "random", "--plain", "--humans", "2", *argv)
    kept = sorted(tmp_path.glob("auto-*.json"))
    assert code == 0 and len(kept) == 1
    assert err == f"naqala: the unfinished game autosaved in {auto} is kept in {kept[0]} " \
                  f"(naqala play --load {kept[0]} goes on with it)\n"
    assert Game.load(kept[0]).history == unfinished.history
    assert kept[0].stat().st_mode & 0o777 == 0o600  # as private as it was
    assert Game.load(auto).seed != unfinished.seed  # the new game's autosave
    finished = Game("five_tribes", 2, 5)
    while not finished.over:
        finished.apply(finished.decision.options[0].id)
    finished.save(auto)
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nquit\nquit\n"))
    code, _, err = run(capsys, "play", "--bot", "random", "--plain", "--humans", "2", *argv)
    assert code == 0 and err == "" and len(list(tmp_path.glob("auto-*.json"))) == 1


def test_an_unfinished_game_kept_through_a_linked_autosave_keeps_the_link(tmp_path,
                                                                         monkeypatch, capsys):
    """The autosave may be a link to a file elsewhere: the unfinished game is copied beside
    it, and the new game is autosaved through the link, as before."""
    elsewhere, auto = tmp_path / "synced.json", tmp_path / "auto.json"
    unfinished = Game("five_tribes", 2, 5)
    unfinished.apply(unfinished.decision.options[0].id)
    unfinished.save(elsewhere)
    auto.symlink_to(elsewhere)
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(auto))
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\n1\nquit\nquit\n"))
    code, _, err = run(capsys, "play", "--bot", "random", "--plain", "--humans", "2", "--players",
                       "2", "--seed",
                       "3")
    kept = list(tmp_path.glob("auto-*.json"))
    assert code == 0 and len(kept) == 1 and str(kept[0]) in err
    assert Game.load(kept[0]).history == unfinished.history
    assert auto.is_symlink() and Game.load(elsewhere).seed == 3


def test_a_bot_that_does_not_exist_is_named_with_no_bot_at_the_table(monkeypatch, capsys,
                                                                   tmp_path):
    """`--bot` of a name no plugin registers was said only when a seat was a bot's: with
    every seat a person's, a misspelt `--bot mtcs` was silently taken."""
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "auto.json"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    code, out, err = run(capsys, "play", "--plain", "--players", "2", "--humans", "2",
                         "--bot", "mtcs")
    assert code == 1 and out == "" and err.startswith("naqala: no bot 'mtcs' (did you mean")


def test_looking_at_the_autosaved_game_tells_no_plugin_of_it(tmp_path, monkeypatch, capsys,
                                                             manager):
    """Whether the autosaved game has ended is found without playing it: a plugin that
    records games (docs/example_plugin) heard of a game that nobody played."""
    from naqala.hookspecs import hookimpl

    heard = []

    class Recorder:
        @hookimpl
        def naqala_game_started(self, view):
            heard.append("started")

        @hookimpl
        def naqala_choice_applied(self, view, seat, option, events):
            heard.append(option.id)
    auto = tmp_path / "auto.json"
    unfinished = Game("five_tribes", 2, 5)
    for _ in range(5):
        unfinished.apply(unfinished.decision.options[0].id)
    unfinished.save(auto)
    manager.register(Recorder(), name="recorder")
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(auto))
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    code, _, _ = run(capsys, "play", "--bot", "random", "--plain", "--humans", "2", "--players",
                     "2")
    assert code == 0 and heard == ["started"]  # the new game alone


@pytest.mark.parametrize("command", ["moves", "score", "replay"])
def test_a_file_is_named_as_play_names_its_save(tmp_path, monkeypatch, capsys, command):
    """`moves ''` said "naqala: : cannot read" and `replay '~/save.json'` looked for a
    folder named `~`: the file these commands read is a file name as `play --load` takes
    it (an empty one refused by the argument, `~` the home folder)."""
    with pytest.raises(SystemExit):
        main([command, ""])
    assert f"naqala {command}: argument " in capsys.readouterr().err
    monkeypatch.setenv("HOME", str(tmp_path))
    if command == "replay":
        Game("five_tribes", 2, 1).save(tmp_path / "file.json")
    else:
        shutil.copy(ROOT / "docs/examples/position.json", tmp_path / "file.json")
    assert main([command, "~/file.json"]) == 0


def test_moves_refuses_a_limit_that_count_would_ignore(capsys):
    """`moves --count --limit 3` counted every move (up to 100,000), the limit unsaid."""
    example = str(ROOT / "docs/examples/position.json")
    with pytest.raises(SystemExit):
        main(["moves", example, "--count", "--limit", "3"])
    assert "not allowed with argument" in capsys.readouterr().err
