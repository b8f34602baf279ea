"""Bots that play for points and the balance lab: bots see only their view and finish every
ruleset; studies give the same games on one process, a pool or Ray, and resume; compare
writes its report (docs/bots.md)."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import interrupted_at
from test_seats import hide_differently

import naqala
from naqala.cli import main
from naqala.lab.study import Study, play_game, run
from naqala.plugins import ruleset_folders
from naqala.registry import bot_factory

RULESETS = sorted({p.name for f in ruleset_folders() for p in f.iterdir()
                   if (p / "manifest.yaml").exists()})


def quick_mcts(seed):
    from naqala_bots.mcts import MctsBot
    return MctsBot(seed, iterations=3)


def steady(records: list[dict]) -> list[dict]:
    """Records without thinking time, the one field that differs between runs."""
    return [{k: v for k, v in r.items() if k != "seconds"} for r in records]


class Swapped:
    """A View whose game state is replaced by another one (same public parts)."""

    def __init__(self, view, state):
        self.seat, self.engine, self.data, self.state = view.seat, view.engine, view.data, state

    def determinise(self, rng):
        return naqala.determinise(self.engine, self.state, self.seat, rng)


@pytest.mark.parametrize("make", [bot_factory("greedy"), quick_mcts])
def test_bots_choose_the_same_whatever_they_cannot_see(make):
    game = naqala.Game("five_tribes", 3, 5)
    rng, checked = random.Random(2), set()
    while len(checked) < 3 and not game.over:
        decision = game.decision
        if decision.kind in ("bid", "move.start") and decision.kind not in checked or \
                decision.kind == "take":
            view = game.seat_view(decision.player)
            other = Swapped(view, hide_differently(game.state, decision.player, rng))
            assert make(9).choose(view, decision) == make(9).choose(other, decision)
            checked.add(decision.kind)
        game.apply(rng.choice(decision.options).id)
    assert {"bid", "move.start"} <= checked


@pytest.mark.parametrize("ruleset", RULESETS)
def test_greedy_and_mcts_finish_every_ruleset(ruleset, monkeypatch):
    from naqala_bots import greedy, mcts
    monkeypatch.setitem(mcts.LEVELS, "normal", 2)
    monkeypatch.setattr(greedy, "ENDINGS", 12)  # a lighter search, the same code
    monkeypatch.setattr(mcts, "ENDINGS", 12)
    monkeypatch.setattr(greedy, "DEEP", 2)
    rs = naqala.load_ruleset(ruleset)
    players = min(rs.players)
    record = play_game(ruleset, ("greedy", "mcts") + ("random",) * (players - 2), 3)
    assert len(record["scores"]) == players and record["winners"]


def test_a_pool_plays_the_same_games_as_one_process():
    study = Study("five_tribes", ("random", "random", "random"), 3, seed=11)
    assert steady(run(study, workers=2)) == steady(run(study, workers=1))


def slow_at_first(job: int) -> int:
    """A job of a pool: the first ones take longest, so they finish last."""
    time.sleep(0.3 if job < 2 else 0)
    return job


def dies_at_two(job: int) -> int:
    """A job of a pool whose worker dies at job 2 (killed, out of memory)."""
    if job == 2:
        os._exit(9)
    return job


def test_a_pool_gives_its_results_in_the_jobs_order_when_asked():
    """`fit-bots` takes its games in the order of their seeds, whatever the workers."""
    from naqala.lab.study import pooled
    assert list(pooled(slow_at_first, list(range(8)), 2, ordered=True)) == list(range(8))
    assert sorted(pooled(slow_at_first, list(range(8)), 2)) == list(range(8))
    with pytest.raises(naqala.NaqalaError, match="^a worker process stopped before its work "
                                                 "was done"):
        list(pooled(dies_at_two, list(range(6)), 2, ordered=True))


def test_a_study_resumes_from_its_file(tmp_path):
    out = tmp_path / "games.jsonl"
    bots = ("random", "random")
    first = run(Study("five_tribes", bots, 2, seed=4), 1, out)
    lines = out.read_text().splitlines()
    assert len(lines) == 2
    again = run(Study("five_tribes", bots, 3, seed=4), 1, out)
    assert out.read_text().splitlines()[:2] == lines and len(out.read_text().splitlines()) == 3
    assert steady(again[:2]) == steady(first)
    assert steady(again) == steady(run(Study("five_tribes", bots, 3, seed=4), 1))
    with pytest.raises(naqala.NaqalaError, match="another study"):
        run(Study("five_tribes", ("greedy", "random"), 3, seed=4), 1, out)



@pytest.mark.parametrize("change, said", [
    (lambda r: r.update(seed=float("inf")), "record.seed: expected a whole number"),
    (lambda r: r.update(bots=[1, 2]), "record.bots[0]: expected a name"),
    (lambda r: r.pop("terms"), "record.terms: missing"),
    (lambda r: r["scores"].__setitem__(1, "x"), "record.scores[1]: expected a number"),
    (lambda r: r["terms"][0].pop("gold"), "record.terms[0].gold: missing"),
    (lambda r: r.update(winners=[3]), "record.winners[0]: expected a whole number from 1 to 2"),
    (lambda r: r.update(cards=[[]]), "record.cards: expected a list of 2"),
    (lambda r: r["scores"].__setitem__(0, 10 ** 400),
     "record.scores[0]: expected a number from -10^15 to 10^15, got 1000000000"),
    (lambda r: r["terms"][1].update(gold=1e300),
     "record.terms[1].gold: expected a number from -10^15 to 10^15, got 1e+300"),
    (lambda r: r["seconds"].__setitem__(1, -2.5),
     "record.seconds[1]: expected a number from 0 to 10^9, got -2.5"),
    (lambda r: r.update(winners=[]), "record.winners: expected the winning seats, each once, "
                                     "got []"),
    (lambda r: r.update(winners=[2, 2]), "record.winners: expected the winning seats, each "
                                         "once, got [2, 2]"),
])
def test_a_damaged_study_file_is_refused_with_its_line_and_key(tmp_path, change, said):
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 2, seed=4)
    run(study, 1, out)
    records = [json.loads(line) for line in out.read_text().splitlines()]
    change(records[1])
    damaged = "\n".join(json.dumps(r) for r in records) + "\n"
    out.write_text(damaged)
    with pytest.raises(naqala.NaqalaError, match=re.escape(f"games.jsonl:2: {said}")):
        run(Study("five_tribes", ("random", "random"), 3, seed=4), 1, out)
    assert out.read_text() == damaged  # nothing played, nothing written


def test_a_game_recorded_twice_is_read_once_or_refused_when_the_two_differ(tmp_path):
    """Files of two runs joined (`cat a.jsonl b.jsonl`) may hold a game twice: equal records
    (but for thinking time) are one game; records of one seed that differ cannot both be
    it."""
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 3, seed=4)
    first = run(study, 1, out)
    lines = out.read_text().splitlines()
    again = json.loads(lines[0]) | {"seconds": [9.0, 9.0]}
    out.write_text("\n".join([*lines, json.dumps(again)]) + "\n")
    assert steady(run(study, 1, out)) == steady(first)
    other = json.loads(lines[0]) | {"scores": [999, 0]}
    out.write_text("\n".join([*lines, json.dumps(other)]) + "\n")
    with pytest.raises(naqala.NaqalaError, match=re.escape(
            "games.jsonl:4: the game of seed 4 again, with other results than on line 1; "
            "keep one of the two lines")):
        run(study, 1, out)


def workers_of(pid: int) -> set[int]:
    """The worker processes a process started (Linux: read from /proc)."""
    found = set()
    for entry in os.listdir("/proc"):
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            line = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if int(stat.rpartition(")")[2].split()[1]) == pid and b"spawn_main" in line:
            found.add(int(entry))
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc")
def test_the_workers_of_a_killed_study_end_too(tmp_path):
    """A study killed (kill -9, an out-of-memory killer) left its worker processes waiting
    for jobs for ever."""
    argv = [sys.executable, "-m", "naqala", "simulate", "--players", "2", "--games", "40",
            "--bot", "greedy", "--workers", "2", "--out", str(tmp_path / "games.jsonl")]
    study = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while len(workers := workers_of(study.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert len(workers) == 2
    finally:
        study.kill()
        study.wait()
    deadline = time.monotonic() + 20
    while any(map(alive, workers)) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [w for w in workers if alive(w)]
    for worker in left:
        os.kill(worker, signal.SIGKILL)
    assert left == []


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc")
def test_ctrl_c_ends_a_studys_workers_at_once(tmp_path):
    """Ctrl-C ends the workers in the middle of their games: they would play every game
    they hold to its end first, and the study with them."""
    argv = [sys.executable, "-m", "naqala", "simulate", "--players", "2", "--games", "40",
            "--bot", "mcts", "--workers", "2", "--out", str(tmp_path / "games.jsonl")]
    study = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             text=True)
    try:
        deadline = time.monotonic() + 60
        while len(workers := workers_of(study.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(3)  # in their first games
        os.kill(study.pid, signal.SIGINT)
        start = time.monotonic()
        err = study.communicate(timeout=60)[1]
        ended = time.monotonic() - start
    finally:
        study.kill()
        study.wait()
    while any(map(alive, workers)) and time.monotonic() < start + 20:
        time.sleep(0.1)
    left = [w for w in workers if alive(w)]
    for worker in left:
        os.kill(worker, signal.SIGKILL)
    assert (study.returncode, left) == (130, [])
    assert re.fullmatch(rf"naqala: stopped: {re.escape(argv[-1])} holds \d+ of the study's 40 "
                        "games; the same command resumes it\n", err)
    assert ended < 3


def test_a_study_starts_a_worker_per_core_it_may_use(monkeypatch):
    """Under `taskset` or a batch system's allotment, a study started a worker for every
    core of the machine (each importing naqala) on the few cores it was given."""
    from naqala.lab import study as studies
    if not hasattr(os, "sched_getaffinity"):
        pytest.skip("no processor affinity on this system")
    monkeypatch.setattr(os, "cpu_count", lambda: 128)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 3})
    assert studies.default_workers() == 2


@pytest.mark.parametrize("command", [
    ["simulate", "--players", "2", "--games", "1", "--workers", "1", "--progress"],
    ["fit-bots", "--players", "2", "--games", "1", "--workers", "1", "--out", "w.json"],
])
def test_a_study_file_held_by_another_run_is_refused_on_a_line_of_its_own(
        tmp_path, capsys, monkeypatch, command):
    """The refusal came after the progress bar was drawn, on the bar's line."""
    import fcntl

    from naqala.lab import study as studies
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(studies, "shows_progress", lambda asked: True)
    out = tmp_path / "games.jsonl"
    fd = os.open(out, os.O_WRONLY | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        flag = "--out" if command[0] == "simulate" else "--study"
        assert main([*command, flag, str(out)]) == 1
    finally:
        os.close(fd)
    assert capsys.readouterr().err == (f"naqala: {out}: another run is writing to it (a "
                                       "study file takes one at a time)\n")


def test_a_study_file_takes_one_run_at_a_time(tmp_path, monkeypatch):
    """A second run on a file being written (the same command in another terminal) is
    refused: both played every game and wrote it, and the one that opened the file last cut
    off the records the other wrote after it was read."""
    from naqala.lab import study as studies
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 2, seed=4)
    said = []

    def played(*job):
        if not said:
            with pytest.raises(naqala.NaqalaError) as refused:
                run(study, 1, out)
            said.append(str(refused.value))
        return play_game(*job)
    monkeypatch.setattr(studies, "play_game", played)
    run(study, 1, out)
    assert said == [f"{out}: another run is writing to it (a study file takes one at a time)"]
    assert [json.loads(line)["seed"] for line in out.read_text().splitlines()] == [4, 5]


@pytest.mark.parametrize("make, said", [
    (lambda p: p.write_text("[" * 5000 + "\n"), "games.jsonl:1: not a game record of naqala "
                                                  "simulate"),
    (lambda p: os.mkfifo(p), "games.jsonl: not a regular file (a pipe or a device is never "
                             "read)"),
])
def test_a_study_file_that_is_no_study_is_refused_unread(tmp_path, make, said):
    out = tmp_path / "games.jsonl"
    make(out)
    with pytest.raises(naqala.NaqalaError, match=re.escape(said)):
        run(Study("five_tribes", ("random", "random"), 1, seed=4), 1, out)


def test_a_record_of_another_study_is_named_with_its_names_escaped(tmp_path):
    """The bots and ruleset a record names are shown quoted: control characters in a
    shared study file reached the terminal as written."""
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 1, seed=4)
    run(study, 1, out)
    record = json.loads(out.read_text())
    record["bots"][0] = "\x1b[2Jrandom"
    out.write_text(json.dumps(record) + "\n")
    with pytest.raises(naqala.NaqalaError) as err:
        run(study, 1, out)
    assert str(err.value) == (f"{out}:1: a game of another study (bots "
                              "'\\x1b[2Jrandom,random', not 'random,random'); use another "
                              "--out file")


def test_a_study_record_may_hold_a_line_separator_in_a_string(tmp_path):
    """JSON lines end at a newline only: U+2028 inside a string is part of the record."""
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 1, seed=4)
    run(study, 1, out)
    record = json.loads(out.read_text())
    record["note"] = "a\u2028b"
    out.write_text(json.dumps(record, ensure_ascii=False) + "\n")
    assert run(study, 1, out)[0]["seed"] == record["seed"]

def test_simulate_json_keeps_its_summary_and_adds_the_bots(capsys, tmp_path):
    assert main(["simulate", "--games", "2", "--bots", "greedy,random", "--players", "2",
                 "--workers", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["summary"]) >= {"wins", "mean_score", "mean_rounds", "mean_terms"}
    assert data["summary"]["bots"] == ["greedy", "random"]
    assert main(["simulate", "--bots", "greedy,random,random", "--players", "2"]) == 1
    assert "3 bots for 2 players" in capsys.readouterr().err


def test_compare_writes_a_report_with_its_plots(capsys, tmp_path):
    page = tmp_path / "report.html"
    assert main(["compare", "five_tribes", "short_game", "--games", "3", "--bot", "random",
                 "--players", "2", "--workers", "1", "--html", str(page)]) == 0
    table = capsys.readouterr().out
    assert "wins, seat 1" in table and "rounds" in table
    html = page.read_text()
    assert html.count("data:image/png;base64,") == 4 and "short_game" in html


@pytest.fixture
def counted(monkeypatch):
    """The seeds of the games a study plays (with one worker), in the order played."""
    from naqala.lab import study
    seeds = []

    def played(ruleset, bots, seed):
        seeds.append((ruleset, seed))
        return play_game(ruleset, bots, seed)
    monkeypatch.setattr(study, "play_game", played)
    return seeds


def test_compare_resumes_its_studies_from_their_files(capsys, tmp_path, counted):
    """`compare --out DIR` streams each ruleset's study to its own file there (named as
    `bench bots` names them), and a later run plays only the games missing: the report of
    a compare stopped part way is that of one run whole. A compare stopped lost every
    game."""
    argv = ["compare", "five_tribes", "five_tribes:hidden_gold=no", "--bot", "random",
            "--players", "2", "--workers", "1", "--html", "", "--json"]
    folder = tmp_path / "studies"
    assert main([*argv, "--games", "2", "--out", str(folder)]) == 0
    second = folder / "five_tribes:hidden_gold=no-random-random.jsonl"
    assert sorted(p.name for p in folder.iterdir()) == ["five_tribes-random-random.jsonl",
                                                        second.name]
    second.write_text(second.read_text().splitlines()[0] + "\n")  # stopped in its study
    capsys.readouterr()
    counted.clear()
    assert main([*argv, "--games", "3", "--out", str(folder)]) == 0
    resumed = json.loads(capsys.readouterr().out)
    assert counted == [("five_tribes", 2), ("five_tribes:hidden_gold=no", 1),
                       ("five_tribes:hidden_gold=no", 2)]
    assert main([*argv, "--games", "3"]) == 0
    assert resumed == json.loads(capsys.readouterr().out)


def test_a_refused_file_in_a_compare_s_folder_says_to_use_another_folder(capsys, tmp_path):
    """`compare --out` and `bench bots --out` name a folder: a file there of another study
    is refused saying to use another --out folder, where a simulation's says file."""
    file = tmp_path / "studies" / "five_tribes-random-random.jsonl"
    file.parent.mkdir()
    argv = ["--players", "2", "--workers", "1", "--games", "1"]
    assert main(["simulate", "--ruleset", "five_tribes", "--bots", "random,greedy", *argv,
                 "--out", str(file)]) == 0
    assert main(["simulate", "--ruleset", "five_tribes", "--bot", "random", *argv,
                 "--out", str(file)]) == 1
    assert capsys.readouterr().err.endswith("; use another --out file\n")
    assert main(["compare", "five_tribes", "--bot", "random", *argv, "--html", "",
                 "--out", str(file.parent)]) == 1
    assert capsys.readouterr().err.endswith("; use another --out folder\n")


def test_compare_out_refuses_two_rulesets_of_one_name_before_any_game(capsys, tmp_path,
                                                                      no_game,
                                                                      five_tribes_copy):
    """Two rulesets of one label (a copy of a ruleset, changed, under its id) would share
    one study file: the second was refused as of a changed ruleset after the first had
    played every game."""
    scoring = five_tribes_copy / "scoring.yaml"
    scoring.write_text(scoring.read_text().replace("points: gold\n", "points: gold * 100\n"))
    assert main(["compare", "five_tribes", str(five_tribes_copy), *FAST, "--html", "",
                 "--out", str(tmp_path / "d")]) == 1
    assert capsys.readouterr().err == (
        f"naqala: five_tribes and {five_tribes_copy} are both the ruleset five_tribes, with "
        "other files: their studies would share one file in --out; compare them without "
        "--out\n")


@pytest.mark.parametrize("argv, calls, file, said", [
    (["simulate", "--games", "5", "--out", "games.jsonl"], 3, "games.jsonl", "2 of the "
     "study's 5 games"),
    (["compare", "five_tribes", "short_game", "--games", "2", "--html", "", "--out", "d"], 4,
     "d/short_game-random-random.jsonl", "1 of the study's 2 games"),
    (["bench", "bots", "--only", "greedy", "--games", "3", "--out", "d"], 3,
     "d/five_tribes-greedy-random-random-random.jsonl", "2 of the study's 3 games"),
])
def test_ctrl_c_in_a_study_says_what_its_file_keeps(capsys, tmp_path, monkeypatch, argv,
                                                    calls, file, said):
    """Ctrl-C ended a study with status 130 and not a word of the games kept."""
    from naqala.lab import study
    monkeypatch.chdir(tmp_path)
    interrupted_at(monkeypatch, study, "play_game", calls)
    flags = ["--players", "2", "--bot", "random"] if argv[0] != "bench" else []
    assert main([*argv, *flags, "--workers", "1"]) == 130
    assert capsys.readouterr().err == (f"naqala: stopped: {file} holds {said}; the same "
                                       "command resumes it\n")
    kept = len((tmp_path / file).read_text().splitlines())
    assert kept == int(said.split()[0])


@pytest.mark.parametrize("argv", [["simulate", "--games", "5"],
                                  ["compare", "five_tribes", "--games", "5", "--html", ""],
                                  ["bench", "bots", "--only", "greedy", "--games", "5"]])
def test_ctrl_c_in_a_study_without_a_file_says_nothing_was_kept(capsys, monkeypatch, argv):
    from naqala.lab import study
    interrupted_at(monkeypatch, study, "play_game", 2)
    flags = ["--players", "2", "--bot", "random"] if argv[0] != "bench" else []
    assert main([*argv, *flags, "--workers", "1"]) == 130
    assert capsys.readouterr().err == ("naqala: stopped: no game was kept; with --out, a "
                                       "study file keeps them for the same command to "
                                       "resume\n")


def test_a_report_of_one_ruleset_draws_its_histograms_without_a_warning(tmp_path):
    """With one ruleset, matplotlib gives a histogram's bars as one container: its 15 bars
    were given as the legend's handles, and Python's warning with its source line showed on
    stderr."""
    import warnings
    page = tmp_path / "report.html"
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        assert main(["compare", "five_tribes", *FAST, "--html", str(page)]) == 0
    assert [str(w.message) for w in said] == []
    assert page.read_text().count("data:image/png;base64,") == 4


def test_ray_plays_the_same_games_as_one_process():
    ray = pytest.importorskip("ray")
    study = Study("five_tribes", ("random", "random"), 2, seed=8)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        assert steady(run(study, backend="ray")) == steady(run(study, workers=1))
    finally:
        ray.shutdown()


def test_compare_sets_options_of_one_ruleset_with_the_same_seeds(capsys, tmp_path):
    page = tmp_path / "report.html"
    assert main(["compare", "five_tribes", "five_tribes:hidden_gold=no,power_uses_per_turn=2",
                 "--games", "2", "--bot", "random", "--players", "2", "--workers", "1",
                 "--html", str(page)]) == 0
    out = capsys.readouterr().out
    assert "five_tribes:hidden_gold=no,power_uses_per_turn=2" in out
    record = play_game("five_tribes:power_uses_per_turn=2, hidden_gold=no", ("random",) * 2, 1)
    assert record["ruleset"] == "five_tribes:hidden_gold=no,power_uses_per_turn=2"
    for bad, said in (("five_tribes:hiden_gold=no", "did you mean 'hidden_gold'"),
                      ("five_tribes:hidden_gold", "not option=value"),
                      ("five_tribes:hidden_gold=maybe",
                       "takes yes or no (as its default 'yes'), not 'maybe'")):
        assert main(["compare", "five_tribes", bad, "--games", "1", "--bot", "random",
                     "--workers", "1", "--html", ""]) == 1
        err = capsys.readouterr().err
        assert said in err and "Traceback" not in err


def test_a_setting_changes_the_compiled_ruleset_and_its_hash():
    base = naqala.load_ruleset("five_tribes")
    changed = naqala.load_ruleset("five_tribes:hidden_gold=no")
    assert base.options["hidden_gold"] == 1 and changed.options["hidden_gold"] == 0
    assert changed.hash != base.hash and naqala.load_ruleset("five_tribes") is base


@pytest.mark.parametrize("lang, words", [("vi", "thắng, ghế 1"), ("el", "νίκες, θέση 1"),
                                         ("fa", "بردها، جایگاه")])
def test_compare_speaks_the_language_asked_for(capsys, tmp_path, lang, words):
    page = tmp_path / "report.html"
    assert main(["compare", "five_tribes", "short_game", "--games", "2", "--bot", "random",
                 "--players", "2", "--workers", "1", "--lang", lang, "--html", str(page)]) == 0
    assert words in capsys.readouterr().out
    assert f"lang='{lang}'" in page.read_text()


def test_progress_shows_games_left_in_the_language(capsys):
    import io

    from naqala.lab.study import Progress
    from naqala.text import Text
    stream, now = io.StringIO(), iter([0.0, 90.0, 180.0])
    bar = Progress(4, Text(naqala.load_ruleset("five_tribes"), "vi"), stream,
                   clock=lambda: next(now))
    bar.step()
    bar.step()
    assert "2/4 ván, còn khoảng 3 phút 0 giây" in stream.getvalue()


def test_the_game_loop_plays_a_game_to_its_end():
    from naqala.lab.games import play
    game = naqala.Game("five_tribes", 2, 3)
    decisions = sum(play(game, [bot_factory("random")(p) for p in range(2)]).decisions)
    assert game.over and decisions == len(game.history)


def test_a_study_file_of_the_same_ruleset_id_with_other_files_is_refused(tmp_path,
                                                                         five_tribes_copy):
    """Records carry the ruleset's hash: a ruleset whose files changed under the same id
    does not resume (and report) the games of the old one."""
    out = tmp_path / "games.jsonl"
    bots = ("random", "random")
    run(Study("five_tribes", bots, 2, seed=4), 1, out)
    scoring = five_tribes_copy / "scoring.yaml"
    scoring.write_text(scoring.read_text().replace("points: gold\n", "points: gold * 100\n"))
    before = out.read_text()
    with pytest.raises(naqala.NaqalaError, match=re.escape(
            "games.jsonl:1: a game of another version of the ruleset five_tribes: the "
            "ruleset's files changed since")):
        run(Study(str(five_tribes_copy), bots, 2, seed=4), 1, out)
    assert out.read_text() == before


def test_a_study_record_without_the_rulesets_hash_is_refused(tmp_path):
    """Records written before records carried the hash cannot be told from those of a
    changed ruleset: refused, naming the line."""
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 2, seed=4)
    run(study, 1, out)
    records = [json.loads(line) for line in out.read_text().splitlines()]
    records[0].pop("hash")
    out.write_text("".join(json.dumps(r) + "\n" for r in records))
    with pytest.raises(naqala.NaqalaError, match=re.escape(
            "games.jsonl:1: a game recorded without its ruleset's hash")):
        run(study, 1, out)


def test_a_study_record_says_the_naqala_that_played_it_and_resumes_itself(tmp_path):
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 2, seed=4)
    run(Study("five_tribes", ("random", "random"), 1, seed=4), 1, out)
    assert len(run(study, 1, out)) == 2
    assert [json.loads(line)["naqala"] for line in out.read_text().splitlines()] == \
        [naqala.__version__] * 2


@pytest.mark.parametrize("change, said", [
    (lambda r: r.update(naqala="0.0.1"), "a game played by naqala '0.0.1', not "
     f"{naqala.__version__!r}: the bots of another version may choose otherwise; use another "
     "--out file"),
    (lambda r: r.pop("naqala"), "a game recorded without naqala's version (by an earlier "
     "naqala), so it cannot be told from a game whose bots chose otherwise; use another "
     "--out file"),
])
def test_a_study_record_of_another_naqala_is_refused(tmp_path, change, said):
    """A study resumed after an upgrade of naqala, whose bots may choose otherwise, mixed
    the games of both versions in one summary without a word."""
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 2, seed=4)
    run(study, 1, out)
    records = [json.loads(line) for line in out.read_text().splitlines()]
    change(records[1])
    out.write_text("".join(json.dumps(r) + "\n" for r in records))
    before = out.read_text()
    with pytest.raises(naqala.NaqalaError, match=re.escape(f"games.jsonl:2: {said}")):
        run(Study("five_tribes", ("random", "random"), 3, seed=4), 1, out)
    assert out.read_text() == before


def test_with_standard_error_closed_the_lab_says_nothing_in_its_output(tmp_path, capsys,
                                                                        monkeypatch):
    """With no standard error (`2>&-`), print's default put the note of a cut-off last line
    in standard output: `simulate --json` printed no JSON; and `compare` its report's
    name among the table."""
    out = tmp_path / "games.jsonl"
    assert main(["simulate", "--games", "1", "--players", "2", "--out", str(out)]) == 0
    out.write_text(out.read_text() + '{"seed": 1')
    capsys.readouterr()
    monkeypatch.setattr(sys, "stderr", None)
    assert main(["simulate", "--games", "2", "--players", "2", "--out", str(out),
                 "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["games"]) == 2
    assert main(["compare", "five_tribes", "--games", "1", "--players", "2", "--bot",
                 "random", "--html", str(tmp_path / "r.html")]) == 0
    assert "r.html" not in capsys.readouterr().out


def test_a_study_file_without_its_last_newline_resumes_on_a_new_line(tmp_path):
    out = tmp_path / "games.jsonl"
    bots = ("random", "random")
    run(Study("five_tribes", bots, 2, seed=4), 1, out)
    out.write_text(out.read_text()[:-1])
    run(Study("five_tribes", bots, 3, seed=4), 1, out)
    lines = out.read_text().split("\n")
    assert len(lines) == 4 and lines[-1] == "" and all(json.loads(x) for x in lines[:3])
    assert len(run(Study("five_tribes", bots, 3, seed=4), 1, out)) == 3


def test_a_last_line_cut_off_by_an_interrupted_run_is_played_again(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 2, seed=4)
    whole = steady(run(study, 1, out))
    lines = out.read_text().splitlines()
    out.write_text(lines[0] + "\n" + lines[1][:100])
    assert steady(run(study, 1, out)) == whole
    assert capsys.readouterr().err.strip() == (
        f"naqala: {out}:2: the last line is cut off (a run was interrupted): it is dropped "
        "and its game played again")
    assert steady(json.loads(line) for line in out.read_text().splitlines()) == whole
    cut_first = lines[0][:100] + "\n" + lines[1] + "\n"
    out.write_text(cut_first)  # a damaged line that is not the last is refused
    with pytest.raises(naqala.NaqalaError, match="games.jsonl:1: not a game record"):
        run(study, 1, out)
    assert out.read_text() == cut_first


@pytest.mark.parametrize("content", ["<!doctype html><html><body>a report</body></html>",
                                     "notes without a last newline", "\n\n[1, 2"])
def test_a_file_of_another_kind_given_as_study_file_is_refused_and_kept(tmp_path, content):
    """Only the start of a record is a line an interrupted run cut off: another file given
    by a slip (`--out compare.html`, one line with no newline) was emptied as one."""
    out = tmp_path / "compare.html"
    out.write_text(content)
    with pytest.raises(naqala.NaqalaError, match="compare.html:[13]: not a game record"):
        run(Study("five_tribes", ("random", "random"), 1, seed=4), 1, out)
    assert out.read_text() == content


def test_a_write_error_during_a_study_is_one_line_and_keeps_the_games_written(tmp_path):
    import resource
    import subprocess
    import sys
    out = tmp_path / "big.jsonl"

    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))
    argv = [sys.executable, "-m", "naqala", "simulate", "--players", "2", "--games", "5",
            "--workers", "1", "--out", str(out)]
    done = subprocess.run(argv, capture_output=True, text=True, preexec_fn=small_files)
    kept = [json.loads(line)["seed"] for line in out.read_text().splitlines()]
    assert done.returncode == 1 and kept == list(range(len(kept)))
    assert done.stderr == (f"naqala: {out}: cannot write the game of seed {len(kept)}: File "
                           "too large; the games before it are kept\n")
    study = Study("five_tribes", ("random", "random"), 5, seed=0)
    assert [r["seed"] for r in run(study, 1, out)] == [0, 1, 2, 3, 4]


FAST = ["--games", "2", "--bot", "random", "--players", "2", "--workers", "1"]


@pytest.fixture
def no_game(monkeypatch):
    """Any game a study would play fails the test: what is checked comes first."""
    from naqala.lab import study

    def played(*job):
        raise AssertionError(f"a game was played: {job}")
    monkeypatch.setattr(study, "play_game", played)


@pytest.mark.parametrize("html, said", [
    ("{tmp}/no/report.html", "naqala: {tmp}/no/report.html: cannot write the report: no "
                             "folder {tmp}/no"),
    ("/dev/full", "naqala: /dev/full: cannot write the report: not a regular file (a folder, "
                  "a pipe or a device)"),
    ("{tmp}", "naqala: {tmp}: cannot write the report: not a regular file (a folder, a pipe "
              "or a device)"),
    ("/sys/report.html", "naqala: /sys/report.html: cannot write the report: Permission "
                         "denied"),  # a folder no file can be written in, even by root
])
def test_compare_checks_its_report_before_any_game(capsys, tmp_path, no_game, html, said):
    assert main(["compare", "five_tribes", "short_game", *FAST,
                 "--html", html.format(tmp=tmp_path)]) == 1
    assert capsys.readouterr().err.strip() == said.format(tmp=tmp_path)


@pytest.mark.parametrize("name, content", [
    ("games.jsonl", '{"seed": 0, "ruleset": "five_tribes"}\n'),  # a study, by a slip
    ("index.html", "<!doctype html><html><body>my notes</body></html>"),
])
def test_compare_replaces_no_file_but_a_report(capsys, tmp_path, no_game, name, content):
    """`--html` wrote over any file: a study file or a page of one's own given by a slip
    was lost. Only a report (or an empty file) is replaced."""
    html = tmp_path / name
    html.write_text(content)
    assert main(["compare", "five_tribes", "short_game", *FAST, "--html", str(html)]) == 1
    assert capsys.readouterr().err == (f"naqala: {html}: not a report of naqala compare, so "
                                       "it is not replaced (give another name, or remove it "
                                       "first)\n")
    assert html.read_text() == content


def test_compare_replaces_its_own_report(capsys, tmp_path, monkeypatch):
    html = tmp_path / "r.html"
    html.write_text("<!doctype html><html><head><meta charset='utf-8'><title>naqala compare: "
                    "five_tribes</title>")  # as reports began before they took --lang
    for lang in ("en", "fa"):
        assert main(["compare", "five_tribes", *FAST, "--html", str(html),
                     "--lang", lang]) == 0
        assert f"lang='{lang}'" in html.read_text()


def test_compare_checks_every_ruleset_before_any_game(capsys, tmp_path, no_game):
    assert main(["compare", "five_tribes", "short_gam", *FAST,
                 "--html", str(tmp_path / "r.html")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("naqala: ") and "short_gam" in err and err.count("\n") == 1
    assert main(["compare", "five_tribes", "diagonal_steps", *FAST[:4], "--players", "7",
                 "--html", ""]) == 1
    assert "players, not 7" in capsys.readouterr().err


ONE_GAME = ["--players", "2", "--games", "1"]


@pytest.mark.parametrize("argv, said", [
    (["simulate", "--bot", "greedy", "--bots", "random,random"],
     "naqala simulate: argument --bots: not allowed with argument --bot"),
    (["compare", "five_tribes", "--html", "", "--bots", "greedy", "--bot", "random"],
     "naqala compare: argument --bot: not allowed with argument --bots"),
    (["simulate", "--bots", ""], "naqala: no bot ''"),
    (["compare", "five_tribes", "--html", "", "--bots", " "], "naqala: no bot ''"),
])
def test_the_bots_are_named_once_and_never_by_nothing(capsys, no_game, argv, said):
    """`--bot` beside `--bots` was ignored, and an empty `--bots` played `--bot`'s
    default (random bots, or greedy in `compare`) without a word."""
    try:
        assert main([*argv, *ONE_GAME]) == 1
    except SystemExit as stop:  # an argument error
        assert stop.code == 2
    err = capsys.readouterr().err
    assert err.startswith(said) and err.count("\n") == 1


@pytest.mark.parametrize("argv", [["simulate"], ["compare", "five_tribes", "--html", ""]])
def test_a_player_count_beyond_the_ruleset_is_refused_before_the_bots_are_named(
        capsys, no_game, argv):
    """The bots of every seat were listed before the ruleset's player counts were checked:
    `--players 300000000` took 20 s and 4.7 GB before its one line, a larger count ended
    in a traceback (OverflowError)."""
    players = str(10 ** 23)
    assert main([*argv, "--players", players, "--games", "1", "--bot", "random"]) == 1
    assert capsys.readouterr().err == \
        f"naqala: five_tribes is played by 2, 3, 4 players, not {players}\n"


def test_compare_with_an_empty_html_name_writes_no_report(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["compare", "five_tribes", "short_game", *FAST, "--html", ""]) == 0
    assert "wins, seat 1" in capsys.readouterr().out and not list(tmp_path.iterdir())


def test_a_report_name_too_long_for_the_system_is_one_line(capsys):
    with pytest.raises(SystemExit):
        main(["compare", "five_tribes", "short_game", *FAST, "--html", "r" * 300 + ".html"])
    err = capsys.readouterr().err
    assert err.startswith("naqala compare: argument --html: ") and "File name too long" in err
    assert err.count("\n") == 1


def test_home_is_expanded_in_the_lab_files(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert main(["simulate", *FAST, "--out", "~/games.jsonl"]) == 0
    assert len((tmp_path / "games.jsonl").read_text().splitlines()) == 2
    assert main(["compare", "five_tribes", "short_game", *FAST, "--html", "~/r.html"]) == 0
    assert (tmp_path / "r.html").exists()
    assert main(["bench", "bots", "--only", "greedy", "--games", "1", "--workers", "1",
                 "--out", "~/bench"]) == 0
    assert list((tmp_path / "bench").iterdir())


def test_the_report_draws_every_name_as_it_is(capsys, tmp_path, monkeypatch, rulesets_dir):
    """Names with `$` (a formula to matplotlib) or a leading `_` (left out of legends)."""
    import shutil

    from naqala.lab import report
    odd = tmp_path / "h" / "$\\x$"
    shutil.copytree(rulesets_dir / "short_game", odd)
    figures = []
    drawn = report._png
    monkeypatch.setattr(report, "_png", lambda fig: figures.append(fig) or drawn(fig))
    monkeypatch.chdir(tmp_path)
    names = ["five_tribes", f"h/{odd.name}"]
    assert main(["compare", *names, *FAST, "--html", "r.html"]) == 0
    assert len(figures) == 4 and names[1] in (tmp_path / "r.html").read_text()
    for fig in figures:
        legend = fig.axes[0].get_legend()
        assert [t.get_text() for t in legend.get_texts()] == names
        texts = fig.findobj(lambda o: hasattr(o, "get_parse_math") and o.get_text())
        assert texts and not any(t.get_parse_math() for t in texts)
    figures.clear()
    (tmp_path / "_b").symlink_to(odd, target_is_directory=True)
    assert main(["compare", "five_tribes", "_b", *FAST, "--html", "r.html"]) == 0
    assert [t.get_text() for t in figures[0].axes[0].get_legend().get_texts()] == \
        ["five_tribes", "_b"]


@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "5000"], ["compare", "five_tribes", "--html", "", "--games", "5000"],
    ["bench", "bots", "--games", "5000"], ["fit-bots", "--games", "5000", "--out", "w.json"]])
def test_a_pool_of_more_workers_than_any_machine_is_refused_before_any_game(capsys, argv,
                                                                          monkeypatch):
    """`--workers 5000` (a slip for `--games`) started a process per game, each importing
    naqala: thousands of processes filled the machine's memory."""
    from naqala.lab import study

    def pooled(*args):
        raise AssertionError("a pool was started")
    monkeypatch.setattr(study, "pooled", pooled)
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--workers", "5000"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.strip().endswith(
        "argument --workers: expected 1 to 1024, got 5000 (see 'naqala "
        f"{argv[0]} --help')")


def test_a_finished_study_in_a_file_that_takes_no_writing_is_read(tmp_path, capsys,
                                                                 monkeypatch):
    """A study whose games are all in its file (a shared file, read-only) is only read: its
    summary was refused as "cannot write to it" though no game was left to write."""
    out = tmp_path / "games.jsonl"
    argv = ["simulate", *ONE_GAME, "--workers", "1", "--out", str(out), "--json"]
    assert main(argv) == 0
    first = json.loads(capsys.readouterr().out)
    opened = os.open

    def read_only(path, flags, *args):
        if Path(path) == out and flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(13, "Permission denied")
        return opened(path, flags, *args)
    monkeypatch.setattr(os, "open", read_only)
    assert main(argv) == 0
    assert steady(json.loads(capsys.readouterr().out)["games"]) == steady(first["games"])
    assert main([*argv[:-1], "--games", "2"]) == 1
    assert capsys.readouterr().err.strip() == f"naqala: {out}: cannot write to it: " \
                                              "Permission denied"


def test_the_report_names_the_cards_of_every_ruleset(tmp_path, capsys):
    """Cards only a later ruleset has (the Artisans' Jewellery) were shown by the first
    ruleset's words alone: as message ids (`cards-jewellery`)."""
    page = tmp_path / "r.html"
    assert main(["compare", "five_tribes", "artisans_of_naqala", *FAST, "--html",
                 str(page)]) == 0
    html = page.read_text()
    assert "Jewellery" in html and "cards-" not in html


@pytest.mark.parametrize("cut", [100, None])
def test_the_zero_bytes_a_power_cut_leaves_at_a_study_files_end_are_dropped(tmp_path, capsys,
                                                                           cut):
    """A file system that lost power while a record was written may keep the file's new
    length with zero bytes in it: the study could not resume until they were cut by hand."""
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 2, seed=4)
    whole = steady(run(study, 1, out))
    lines = out.read_text().splitlines()
    tail = lines[1][:cut] if cut else ""
    out.write_bytes(f"{lines[0]}\n{tail}".encode() + b"\0" * 4096)
    assert steady(run(study, 1, out)) == whole
    assert "the last line is cut off" in capsys.readouterr().err
    assert steady(json.loads(line) for line in out.read_text().splitlines()) == whole


def test_a_file_of_zero_bytes_alone_is_no_study_and_is_kept(tmp_path):
    out = tmp_path / "disk.img"
    out.write_bytes(b"\0" * 4096)
    with pytest.raises(naqala.NaqalaError, match="disk.img:1: not a game record"):
        run(Study("five_tribes", ("random", "random"), 1), 1, out)
    assert out.read_bytes() == b"\0" * 4096


@pytest.mark.parametrize("argv, name", [
    (["compare", "five_tribes", "short_game", *FAST, "--html", ""],
     "short_game-random-random.jsonl"),
    (["bench", "bots", "--only", "greedy,mcts", "--games", "2", "--workers", "1"],
     "five_tribes-mcts-greedy-greedy-greedy.jsonl"),
])
def test_every_study_file_of_a_run_is_checked_before_its_first_game(capsys, tmp_path,
                                                                     no_game, argv, name):
    """`compare --out` and `bench bots --out` read each study's file as that study
    started: a damaged second file was refused after the first study's games."""
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / name).write_text("my notes\n")
    assert main([*argv, "--out", str(folder)]) == 1
    assert capsys.readouterr().err == (f"naqala: {folder / name}:1: not a game record of "
                                       "naqala simulate\n")
    assert [p.name for p in folder.iterdir()] == [name]
    assert (folder / name).read_text() == "my notes\n"


def test_a_ruleset_named_twice_in_a_compare_shares_its_study_file(capsys, tmp_path, counted):
    """Holds what already worked: the studies of one ruleset named twice stream to one file
    in --out, and their games are played once (the files are read before any game)."""
    folder = tmp_path / "d"
    assert main(["compare", "five_tribes", "five_tribes", *FAST, "--html", "",
                 "--out", str(folder)]) == 0
    assert counted == [("five_tribes", 0), ("five_tribes", 1)]
    assert len((folder / "five_tribes-random-random.jsonl").read_text().splitlines()) == 2


LAB_RUNS = [  # each lab command of studies, tiny, and the file or folder of its --out
    (["simulate", *FAST, "--out", "games.jsonl"], "games.jsonl", "games.jsonl"),
    (["compare", "five_tribes", *FAST, "--html", "", "--out", "d"], "d",
     "d/five_tribes-random-random.jsonl"),
    (["bench", "bots", "--only", "greedy", "--games", "1", "--workers", "1", "--out", "d"], "d",
     "d/five_tribes-greedy-random-random-random.jsonl"),
]


def stop_in(monkeypatch, module, name: str) -> None:
    """Ctrl-C as `module.name` is called."""
    def stop(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(module, name, stop)


@pytest.mark.parametrize("argv, out, file", LAB_RUNS)
def test_ctrl_c_while_a_study_file_is_read_says_it_is_kept(capsys, tmp_path, monkeypatch,
                                                          argv, out, file):
    """Ctrl-C while a study file was read ended with status 130 and not a word."""
    from naqala.lab import study
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 0
    before = (tmp_path / file).read_bytes()
    capsys.readouterr()
    stop_in(monkeypatch, study, "_parsed")
    assert main(argv) == 130
    assert capsys.readouterr().err == (f"naqala: stopped while {file} was read; it is as it "
                                       "was, and the same command resumes it\n")
    assert (tmp_path / file).read_bytes() == before


@pytest.mark.parametrize("run, stopped", [(0, "cli.balance"), (1, "stats.summarise"),
                                           (1, "jsonfile.write_text"), (2, "stats.rate")])
def test_ctrl_c_after_the_games_says_what_is_kept(capsys, tmp_path, monkeypatch, run, stopped):
    """Ctrl-C while the statistics were made or the report written ended with status 130
    and not a word."""
    from naqala import cli, jsonfile
    from naqala.lab import stats
    argv, out, file = LAB_RUNS[run]
    monkeypatch.chdir(tmp_path)
    module, name = stopped.split(".")
    stop_in(monkeypatch, {"cli": cli, "jsonfile": jsonfile, "stats": stats}[module], name)
    assert main([*argv, "--html", "report.html"] if run == 1 else argv) == 130
    assert capsys.readouterr().err == (f"naqala: stopped: {out} keeps every game played; "
                                       "the same command resumes from there\n")
    assert not (tmp_path / "report.html").exists()
    assert len((tmp_path / file).read_text().splitlines()) == (1 if run == 2 else 2)


@pytest.mark.parametrize("argv", [LAB_RUNS[0][0][:-2], LAB_RUNS[1][0][:-2]])
def test_ctrl_c_after_the_games_of_a_study_without_a_file_says_none_was_kept(
        capsys, monkeypatch, argv):
    """Ctrl-C while the statistics were made ended with status 130 and not a word."""
    from naqala import cli
    from naqala.lab import stats
    stop_in(monkeypatch, *((cli, "balance") if argv[0] == "simulate" else (stats, "summarise")))
    assert main(argv) == 130
    assert capsys.readouterr().err == ("naqala: stopped: no game was kept; with --out, a "
                                       "study file keeps them for the same command to "
                                       "resume\n")


@pytest.mark.parametrize("html, folder", [("d", False),
                                          ("d/five_tribes-random-random.jsonl", True)])
def test_compare_refuses_a_report_in_place_of_its_study_files_before_any_game(
        capsys, tmp_path, monkeypatch, no_game, html, folder):
    """`--html` naming the `--out` folder made it a folder and refused the report after the
    games; naming a study file that was not there yet, the report replaced its games."""
    monkeypatch.chdir(tmp_path)
    if folder:
        (tmp_path / "d").mkdir()
    assert main(["compare", "five_tribes", *FAST, "--html", html, "--out", "d"]) == 1
    assert capsys.readouterr().err == (f"naqala: {html}: the report would take the place of "
                                       "the studies' files in --out d; give another --html "
                                       "file\n")
    assert sorted(p.name for p in tmp_path.rglob("*")) == (["d"] if folder else [])


@pytest.mark.parametrize("command", [["compare", "five_tribes", *FAST, "--html", ""],
                                     ["bench", "bots", "--only", "greedy", "--games", "1"]])
def test_an_out_folder_that_is_a_file_is_named_as_no_folder(capsys, tmp_path, no_game,
                                                            command):
    """`compare --out FILE` and `bench bots --out FILE` said "File exists"."""
    file = tmp_path / "games.jsonl"
    file.write_text("my notes\n")
    assert main([*command, "--out", str(file)]) == 1
    assert capsys.readouterr().err == (f"naqala: {file}: cannot keep the studies' files "
                                       "there: not a folder\n")
    assert file.read_text() == "my notes\n"


def test_a_study_file_that_takes_no_writing_is_refused_before_the_first_study_s_games(
        capsys, tmp_path, monkeypatch, no_game):
    """A second study file that could not be written (here a link into a folder no file
    can be made in, even by root) was refused after the first study's games."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d").mkdir()
    (tmp_path / "d/short_game-random-random.jsonl").symlink_to("/sys/games.jsonl")
    assert main(["compare", "five_tribes", "short_game", *FAST, "--html", "",
                 "--out", "d"]) == 1
    assert capsys.readouterr().err == ("naqala: d/short_game-random-random.jsonl: cannot "
                                       "write to it: Permission denied\n")
    assert [p.name for p in (tmp_path / "d").iterdir()] == ["short_game-random-random.jsonl"]
