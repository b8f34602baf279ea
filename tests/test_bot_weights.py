"""The bots' evaluation weights: read from the nearest folder of a ruleset's chain, fitted to
games of greedy bots by `naqala fit-bots` (docs/bots.md)."""

from __future__ import annotations

import json
import random

import pytest
from helpers import RULESETS, SHIPPED, interrupted_at

import naqala
from naqala import ruleset as R
from naqala.cli import main
from naqala.lab.study import pooled
from naqala_bots.evaluation import (
    FILE,
    HAND,
    Weights,
    card_counts,
    plays_by,
    read_weights,
    weights_for,
    worth,
)
from naqala_bots.fitting import fit, play_positions
from naqala_bots.greedy import Greedy


def variant(tmp_path):
    folder = tmp_path / "weighed"
    folder.mkdir()
    (folder / "manifest.yaml").write_text("id: weighed\nversion: 1.0.0\nextends: five_tribes\n")
    return folder, R.load(str(folder), folders=[RULESETS, tmp_path])


def test_hand_weights_count_each_point_once_and_fitted_ones_weigh_each_term():
    game = naqala.Game("five_tribes", 4, 1)
    row = naqala.final_scores(game.engine, game.state)[0]
    assert worth(row, 0.7, HAND) == row["total"]
    doubled = Weights({"gold": (2.0, 0.0)})
    assert worth(row, 0.7, doubled) == row["total"] + row["terms"]["gold"]
    early = Weights({"gold": (1.0, 1.0)})
    assert worth(row, 0.5, early) == row["total"] + 0.5 * row["terms"]["gold"]


@pytest.mark.parametrize("name", SHIPPED)
def test_card_counts_read_the_rulesets_card_tables(name):
    """Powers, payment cards and distinct set kinds of random hands, counted again here
    from the ruleset's tables card by card (the bots work the roles out once per ruleset)."""
    rs = R.load(name, folders=[RULESETS])
    state = naqala.Game(rs, min(rs.players), 1).state
    paying = {kind for how, kind in rs.offers.get("pay.any", ()) if how == "cards"}
    cards = sorted({*rs.card_class, *rs.powers})
    rng = random.Random(name)
    for _ in range(50):
        hand = rng.sample(cards, rng.randint(0, min(10, len(cards)))) * rng.randint(1, 2)
        state.players[0].cards = hand
        kinds = {c for c in hand if len(rs.class_types.get(rs.card_class.get(c), ())) > 1}
        assert card_counts(rs, state, 0) == (sum(c in rs.powers for c in hand),
                                             sum(rs.card_class.get(c) in paying for c in hand),
                                             len(kinds))


def test_the_fit_finds_the_weights_that_made_the_finals():
    rng = random.Random(3)
    records = []
    for seed in range(30):
        rows, final = [], [0.0, 0.0]
        for _ in range(8):
            left = rng.random()
            seats = [({"a": rng.randint(0, 40), "b": rng.randint(0, 20)}, left,
                      (rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 3)))
                     for _ in range(2)]
            rows.append(seats)
        # the finals follow the last row's seats: 1.5 a, (0.5 + 0.5 left) b, 3 per power
        for p, (terms, left, (powers, _, _)) in enumerate(rows[-1]):
            final[p] = 1.5 * terms["a"] + (0.5 + 0.5 * left) * terms["b"] + \
                3 * powers * left + 10 + 20 * left
        records.append({"seed": seed, "rows": rows[-1:], "final": final})
    weights = fit(records, ("a", "b"))
    assert weights.terms["a"] == pytest.approx((1.5, 0.0), abs=1e-3)
    assert weights.terms["b"] == pytest.approx((0.5, 0.5), abs=1e-3)
    assert (weights.power, weights.pay, weights.set_kind) == pytest.approx((3, 0, 0), abs=1e-3)


def test_a_ruleset_reads_the_weights_of_its_nearest_folder(tmp_path):
    folder, rs = variant(tmp_path)
    base = R.load("five_tribes", folders=[RULESETS])
    assert weights_for(rs) == weights_for(base)  # inherited from the ruleset it extends
    own = Weights({"gold": (1.0, 0.0), "tiles": (2.0, -1.0)}, 1.0, 0.5, 0.25)
    (folder / FILE).write_text(json.dumps(own.to_json()))
    read = weights_for(rs)
    assert (read.terms, read.power, read.pay, read.set_kind) == \
        (own.terms, own.power, own.pay, own.set_kind)
    engine = naqala.Game(rs, 4, 1).engine
    assert Greedy(engine, 0, random.Random(0)).weights == read
    assert weights_for(base) != read  # the folder it extends keeps its own


def test_a_broken_weights_file_is_named(tmp_path):
    folder, rs = variant(tmp_path)
    (folder / FILE).write_text('{"terms": {"gold": [1]}}')
    with pytest.raises(naqala.NaqalaError, match=f"{FILE}: not a bot weights file"):
        weights_for(rs)


GOOD = {"terms": {"gold": [1.0, 0.0], "tiles": [1.1, -0.3]}, "power": -2.6, "pay": 2,
        "set_kind": 1.8}


@pytest.mark.parametrize("text, says", [
    (json.dumps(GOOD).replace("-2.6", "NaN"), "NaN"),
    (json.dumps(GOOD).replace("-2.6", "Infinity"), "Infinity"),
    (json.dumps(GOOD).replace("-2.6", "1e999"), "'power' is inf"),
    (json.dumps({**GOOD, "power": "3.5"}), "'power' is '3.5'"),
    (json.dumps({**GOOD, "power": True}), "'power' is True"),
    (json.dumps({**GOOD, "pay": None}), "'pay' is None"),
    (json.dumps({k: v for k, v in GOOD.items() if k != "set_kind"}), "'set_kind' is missing"),
    (json.dumps({**GOOD, "terms": {"gold": "12"}}), "'gold' needs two numbers"),
    (json.dumps({**GOOD, "terms": {"gold": [1, 2, 3]}}), "'gold' needs two numbers"),
    (json.dumps({**GOOD, "terms": {"gold": [1, "2"]}}), "'gold' is '2'"),
    (json.dumps({**GOOD, "terms": {"glod": [1, 2]}}), "'glod' is not a score term"),
    (json.dumps({**GOOD, "terms": [["gold", 1, 2]]}), "'terms' is not an object"),
    (json.dumps({**GOOD, "power": 1e308}), "'power' is 1e+308, not a number from -1000000 "
                                           "to 1000000"),
    (json.dumps({**GOOD, "terms": {"gold": [1, -1e300]}}), "term 'gold' is -1e+300"),
    (json.dumps({**GOOD, "sets_kind": 5}), "unknown key 'sets_kind' (did you mean "
                                           "'set_kind'?); known: fitted, terms, power, pay, "
                                           "set_kind"),
    ("[" * 100_000, "nested deeper"),
    ("[1]", "expected a JSON object"),
    ("{", "invalid JSON"),
], ids=lambda value: value[:24])
def test_a_damaged_weights_file_is_named_in_one_line(tmp_path, text, says):
    """NaN, infinite, text or true weights, a term's text read as two digits, unknown terms
    and a third number were once taken without a word; deep nesting raised a traceback.
    Weights of 1e308 made every position worth infinity (the bots then played anything),
    and a misspelt key was ignored."""
    folder, rs = variant(tmp_path)
    (folder / FILE).write_text(text)
    with pytest.raises(naqala.NaqalaError) as err:
        weights_for(rs)
    message = str(err.value)
    assert str(folder / FILE) in message and says in message and "\n" not in message


def test_an_inherited_weights_file_may_name_terms_the_variant_lacks(tmp_path):
    """A term of the folder a variant extends that the variant left out weighs nothing:
    the file is checked against the terms of the ruleset it was fitted for."""
    folder, rs = variant(tmp_path)
    base = tmp_path / "base"
    base.mkdir()
    (base / "manifest.yaml").write_text("id: base\nversion: 1.0.0\nextends: five_tribes\n")
    (base / FILE).write_text(json.dumps({**GOOD, "terms": {"lost": [1, 0]}}))
    (folder / "manifest.yaml").write_text("id: weighed\nversion: 1.0.0\nextends: base\n")
    rs = R.load(str(folder), folders=[RULESETS, tmp_path])
    assert weights_for(rs).terms == {"lost": (1.0, 0.0)}


def test_a_damaged_weights_file_stops_a_simulation_in_one_line(tmp_path, capsys):
    folder, _ = variant(tmp_path)
    for text in ("[" * 100_000, json.dumps({**GOOD, "power": "3.5"})):
        (folder / FILE).write_text(text)
        for workers in ("1", "2"):
            assert main(["simulate", "--ruleset", str(folder), "--bots", "greedy,random",
                         "--players", "2", "--games", "1", "--workers", workers]) == 1
            err = capsys.readouterr().err
            assert f"{FILE}: not a bot weights file" in err and "Traceback" not in err
            assert len(err.strip().splitlines()) == 1


def test_a_fit_with_weights_beyond_any_file_is_refused():
    """Points at the end that barely grow with the points now scale every weight up without
    bound: the fit is not written, as the bots would refuse its file."""
    from naqala_bots.fitting import fit
    rng, records = random.Random(5), []
    for _ in range(40):
        gold, left, cards = rng.randint(0, 50), rng.random(), [rng.randint(0, 4) for _ in "pqs"]
        final = 1e-8 * gold + left * (2 * cards[0] + cards[1] + cards[2] / 2) + 1 + left / 3
        records.append({"final": [final], "rows": [[({"gold": gold}, left, tuple(cards))]]})
    with pytest.raises(naqala.NaqalaError, match="^the fitted weights reach .*, more than "
                                                 "a weights file holds .*: play more games$"):
        fit(records, ("gold",))


def test_games_played_in_a_pool_are_those_of_one_process():
    jobs = [("short_game", 2, 40), ("short_game", 2, 41)]
    assert sorted(pooled(play_positions, jobs, 2), key=lambda r: r["seed"]) == \
        list(pooled(play_positions, jobs, 1))


def test_fit_bots_writes_weights_for_every_term_of_the_ruleset(tmp_path, monkeypatch):
    from naqala_bots import greedy
    monkeypatch.setattr(greedy, "ENDINGS", 12)  # a lighter search, the same code
    monkeypatch.setattr(greedy, "DEEP", 1)
    out = tmp_path / "w.json"
    assert main(["fit-bots", "--ruleset", "short_game", "--players", "2", "--games", "8",
                 "--workers", "1", "--out", str(out)]) == 0
    weights = read_weights(out, out.stat().st_mtime_ns)
    assert set(weights.terms) == {t for t, _ in R.load("short_game").scoring}
    assert json.loads(out.read_text())["fitted"]["games"] == 8


def test_fit_bots_says_what_is_wrong_in_one_line(tmp_path, capsys):
    assert main(["fit-bots", "--players", "9", "--games", "1", "--out",
                 str(tmp_path / "w.json")]) == 1
    err = capsys.readouterr().err
    assert "not 9" in err and "Traceback" not in err
    assert main(["fit-bots", "--games", "1", "--workers", "1",
                 "--out", str(tmp_path / "no" / "w.json")]) == 1
    assert "cannot write the weights" in capsys.readouterr().err


def test_fit_bots_says_before_any_game_that_its_folder_takes_no_file(capsys, monkeypatch):
    """A folder the user may not write in (the installed ruleset's, by default) was found
    after every game had been played."""
    from naqala_bots import fitting

    def played(job):
        raise AssertionError("a game was played")
    monkeypatch.setattr(fitting, "play_positions", played)
    assert main(["fit-bots", "--games", "2", "--workers", "1", "--out",
                 "/sys/w.json"]) == 1
    assert capsys.readouterr().err.strip() == \
        "naqala: /sys/w.json: cannot write the weights: Permission denied"


@pytest.mark.parametrize("name, content", [
    ("manifest.yaml", "id: mine\nversion: 1.0.0\n"),  # a slip of the name
    ("games.jsonl", '{"seed": 0}\n'),
    ("w.json", '{"format": "naqala-save/2"}'),
])
def test_fit_bots_replaces_no_file_but_a_weights_file(tmp_path, capsys, monkeypatch, name,
                                                       content):
    """`--out` wrote over any file (a ruleset's manifest, a study file): only a weights
    file, an empty file or one named bot_weights.json (which the bots read) is replaced,
    and that is said before any game."""
    from naqala_bots import fitting

    def played(job):
        raise AssertionError("a game was played")
    monkeypatch.setattr(fitting, "play_positions", played)
    out = tmp_path / name
    out.write_text(content)
    assert main(["fit-bots", "--games", "2", "--workers", "1", "--out", str(out)]) == 1
    assert capsys.readouterr().err == (f"naqala: {out}: not a bot weights file, so it is "
                                       "not replaced (give another name, or remove it "
                                       "first)\n")
    assert out.read_text() == content


@pytest.mark.parametrize("name, content", [
    ("w.json", json.dumps(HAND.to_json())), ("w.json", ""), (FILE, "{broken"),
])
def test_fit_bots_replaces_a_weights_file(tmp_path, monkeypatch, name, content):
    from naqala_bots import fitting
    monkeypatch.setattr(fitting, "fitted", lambda *args: (Weights({"gold": (1.0, 0.0)}), 99))
    out = tmp_path / name
    out.write_text(content)
    assert main(["fit-bots", "--games", "2", "--workers", "1", "--out", str(out)]) == 0
    assert json.loads(out.read_text())["terms"] == {"gold": [1.0, 0.0]}


FAILING_WRITE = """
import resource, sys
from naqala.cli import main
from naqala_bots import fitting
from naqala_bots.evaluation import HAND
fitting.fitted = lambda *args, **kwargs: (HAND, 100)  # the write is what is tried here
resource.setrlimit(resource.RLIMIT_FSIZE, (40, 40))
sys.exit(main(sys.argv[1:]))
"""


def test_a_failed_write_of_the_weights_keeps_the_earlier_file(tmp_path):
    """The file was written in place: a write cut short (a file-size limit, a full disk)
    left a broken file that every greedy game then failed on."""
    import os
    import subprocess
    import sys
    out = tmp_path / FILE
    good = json.dumps(GOOD)
    out.write_text(good)
    run = subprocess.run([sys.executable, "-c", FAILING_WRITE, "fit-bots", "--games", "1",
                          "--workers", "1", "--out", str(out)], capture_output=True, text=True,
                         env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}, timeout=120)
    assert run.returncode == 1, run.stderr
    assert "cannot write the weights" in run.stderr and "Traceback" not in run.stderr
    assert out.read_text() == good
    assert [p.name for p in tmp_path.iterdir()] == [FILE]


def test_fit_bots_under_other_settings_asks_where_to_write(tmp_path, capsys):
    """A fit made under option settings once replaced the weights of the plain ruleset in
    its folder; it is written only where `--out` says."""
    import shutil
    folder = tmp_path / "copy"
    shutil.copytree(RULESETS / "five_tribes", folder)
    before = (folder / FILE).read_bytes()
    assert main(["fit-bots", "--ruleset", f"{folder}:hidden_gold=no", "--games", "2",
                 "--workers", "1"]) == 1
    err = capsys.readouterr().err
    assert "--out" in err and "hidden_gold=no" in err and len(err.strip().splitlines()) == 1
    assert (folder / FILE).read_bytes() == before


def whole_fit(records: list[dict], terms: tuple[str, ...]):
    """The fit as `fit-bots` made it before it streamed: every seat position in one matrix,
    then one least-squares solution (unscaled)."""
    import numpy as np
    xs, ys = [], []
    for record in records:
        for row in record["rows"]:
            for (points, left, cards), final in zip(row, record["final"]):
                now = [points.get(t, 0) for t in terms]
                xs.append(now + [p * left for p in now] + [c * left for c in cards] + [1.0, left])
                ys.append(final)
    return np.linalg.lstsq(np.array(xs, dtype=float), np.array(ys, dtype=float), rcond=None)[0]


def test_the_fit_taken_a_game_at_a_time_is_the_fit_of_all_positions_at_once():
    """`fit-bots` fits game by game (memory holds one game's positions); its weights are
    those of the former fit over every position at once, to within rounding."""
    import numpy as np

    from naqala_bots.fitting import Fit
    records = [play_positions(("short_game", 2, seed)) for seed in range(4)]
    terms = tuple(t for t, _ in R.load("short_game").scoring)
    fitting = Fit(terms)
    for record in records:
        fitting.add(record)
    assert np.allclose(fitting.solution(), whole_fit(records, terms), rtol=1e-9, atol=1e-9)
    assert fitting.positions == sum(len(r["rows"]) * 2 for r in records)
    whole = whole_fit(records, terms) / np.mean(whole_fit(records, terms)[:len(terms)])
    weights = fit(records, terms)
    got = [v for t in terms for v in weights.terms[t]]
    want = [v for i in range(len(terms)) for v in (whole[i], whole[len(terms) + i])]
    assert got == pytest.approx(want, abs=1e-4)
    assert (weights.power, weights.pay, weights.set_kind) == \
        pytest.approx(list(whole[2 * len(terms):2 * len(terms) + 3]), abs=1e-4)


class Counted(dict):
    """A record that counts how many of its kind are alive."""
    alive = most = 0

    def __init__(self, *args):
        super().__init__(*args)
        Counted.alive += 1
        Counted.most = max(Counted.most, Counted.alive)

    def __del__(self):
        Counted.alive -= 1


def test_fit_bots_holds_one_game_at_a_time(monkeypatch):
    """Every position of every game was kept until the fit: memory grew with --games."""
    from naqala_bots import fitting
    terms = tuple(t for t, _ in R.load("short_game").scoring)

    def played(job):
        rng = random.Random(job[2])
        rows = [[({t: rng.randint(0, 30) for t in terms}, rng.random(),
                  tuple(rng.randint(0, 3) for _ in range(3))) for _ in range(2)]
                for _ in range(5)]
        final = [sum(rows[-1][p][0].values()) + rng.random() for p in range(2)]
        return Counted({"seed": job[2], "rows": rows, "final": final})
    monkeypatch.setattr(fitting, "play_positions", played)
    Counted.alive = Counted.most = 0
    _, positions = fitting.fitted("short_game", 2, 60, 0)
    assert positions == 60 * 5 * 2
    assert Counted.most <= 2


def test_a_study_resumed_after_its_bots_weights_changed_is_refused(tmp_path):
    """Each record says what its seats' bots play by (`plays_by`: for `greedy` and `mcts`,
    the weights file they read). A study resumed after `fit-bots` wrote new weights mixed
    games of two kinds of bot in one summary, without a word."""
    from naqala.lab.study import Study, run
    folder, rs = variant(tmp_path)
    out = tmp_path / "games.jsonl"
    first = run(Study(str(folder), ("greedy", "random"), 1, seed=5), 1, out)
    assert first[0]["by"][1] is None and first[0]["by"][0] == plays_by(rs)
    assert len(run(Study(str(folder), ("greedy", "random"), 2, seed=5), 1, out)) == 2
    (folder / FILE).write_text(json.dumps(GOOD))
    with pytest.raises(naqala.NaqalaError, match=r"games.jsonl:1: a game whose bots played "
                                                 r"by other weights than they do now \(seat 1"):
        run(Study(str(folder), ("greedy", "random"), 3, seed=5), 1, out)
    assert len(out.read_text().splitlines()) == 2


@pytest.mark.parametrize("special", ["/dev/zero", "fifo"])
def test_a_weights_file_that_is_no_file_is_refused_before_it_is_read(tmp_path, special):
    """What a study records its bots play by (`plays_by`) read the weights file whole: a
    link to /dev/zero filled memory until the system killed the study, and a named pipe
    waited for a writer for ever. They are refused in one line, as `read_weights` does."""
    import os
    folder, rs = variant(tmp_path)
    if special == "fifo":
        os.mkfifo(folder / FILE)
    else:
        (folder / FILE).symlink_to(special)
    with pytest.raises(naqala.NaqalaError, match=r"bot_weights.json: not a regular file"):
        plays_by(rs)


def test_a_study_of_bots_without_weights_resumes_records_that_say_nothing_of_them(tmp_path):
    """Records written before they said what their bots play by resume where no bot of the
    study plays by anything (random bots)."""
    from naqala.lab.study import Study, run
    out = tmp_path / "games.jsonl"
    study = Study("five_tribes", ("random", "random"), 2, seed=4)
    records = run(study, 1, out)
    assert [r["by"] for r in records] == [[None, None]] * 2
    out.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "by"}) + "\n"
                           for r in records))
    assert len(run(Study("five_tribes", ("random", "random"), 3, seed=4), 1, out)) == 3


def test_a_study_whose_bots_weights_change_while_it_runs_stops(tmp_path, monkeypatch):
    """Games played after `fit-bots` wrote new weights in the middle of a study are not
    mixed into it: the study stops, keeping the games played by the weights it began with."""
    from naqala.lab import study as S
    folder, _ = variant(tmp_path)
    played = S._play

    def play_then_fit(job):
        record = played(job)
        (folder / FILE).write_text(json.dumps(GOOD))
        return record
    monkeypatch.setattr(S, "_play", play_then_fit)
    out = tmp_path / "games.jsonl"
    with pytest.raises(naqala.NaqalaError, match="game 6: the bots' weights changed while "
                                                 "the study ran"):
        S.run(S.Study(str(folder), ("greedy", "random"), 2, seed=5), 1, out)
    assert [json.loads(line)["seed"] for line in out.read_text().splitlines()] == [5]


FIT = ["fit-bots", "--ruleset", "short_game", "--players", "2", "--games", "3", "--seed", "40"]


@pytest.fixture(scope="module")
def whole_run(tmp_path_factory):
    """A fit of three games not interrupted: its study file and its weights file."""
    folder = tmp_path_factory.mktemp("whole")
    study, out = folder / "fit.jsonl", folder / "w.json"
    assert main([*FIT, "--workers", "1", "--study", str(study), "--out", str(out)]) == 0
    return study.read_bytes(), out.read_bytes()


@pytest.mark.parametrize("kept, workers", [(2, "1"), (1, "2")])
def test_a_fit_resumed_from_its_study_file_writes_the_weights_of_a_whole_run(
        tmp_path, capsys, whole_run, kept, workers):
    """A fit stopped after some games (the file holds their records, and the start of the
    next one's) takes them up and plays only the rest: the same file and the same weights
    as a run not interrupted, with any number of workers. A fit lost every game played."""
    records, weights = whole_run
    lines = records.splitlines(keepends=True)
    study, out = tmp_path / "fit.jsonl", tmp_path / "w.json"
    study.write_bytes(b"".join(lines[:kept]) + lines[kept][:100])
    capsys.readouterr()
    assert main([*FIT, "--workers", workers, "--study", str(study), "--out", str(out)]) == 0
    assert "the last line is cut off" in capsys.readouterr().err
    assert study.read_bytes() == records
    assert out.read_bytes() == weights


def edited(line: int, change):
    """A study file's text with record `line` (from 0) changed by `change`."""
    def edit(text: str) -> str:
        records = [json.loads(t) for t in text.splitlines()]
        change(records, line)
        return "".join(json.dumps(r) + "\n" for r in records if r is not None)
    return edit


def dropped(records, line):
    records[line] = None


@pytest.mark.parametrize("flags, edit, said", [
    (["--seed", "41"], None, "1: a fit from seed 40, not from seed 41 (--seed); use another "
                             "--study file"),
    (["--players", "3"], None, "1: a game of another study (bots 'greedy,greedy', not "
                               "'greedy,greedy,greedy'); use another --study file"),
    (["--ruleset", "five_tribes"], None, "1: a game of another study (ruleset 'short_game', "
                                         "not 'five_tribes'); use another --study file"),
    ([], edited(1, dropped), "2: the game of seed 42 where seed 41 comes next (a fit writes "
                             "its games in seed order); use another --study file"),
    ([], edited(2, lambda r, n: r[n]["final"].__setitem__(1, "9")),
     "3: record.final[1]: expected a number from -10^15 to 10^15, got '9'"),
    ([], edited(0, lambda r, n: r[n]["rows"][3][0].__setitem__(1, 1.5)),
     "1: record.rows[3][0][1]: expected the share of the game left, from 0 to 1, got 1.5"),
    ([], edited(1, lambda r, n: r[n].update(hash="0")),
     "2: a game of another version of the ruleset short_game: the ruleset's files changed "
     "since it was played (its hash differs); use another --study file"),
    ([], edited(0, lambda r, n: r[n].update(by=["bot_weights.json 0", "hand weights"])),
     "1: a game whose bots played by other weights than they do now (seat 1, greedy: "
     "bot_weights.json 0 then, hand weights now); use another --study file"),
    ([], lambda text: text.replace("{", "[", 1), "1: not a game record of naqala fit-bots"),
    ([], edited(1, lambda r, n: r[n].update(naqala="0.0.1")),
     f"2: a game played by naqala '0.0.1', not {naqala.__version__!r}: the bots of another "
     "version may choose otherwise; use another --study file"),
    ([], edited(0, lambda r, n: r[n].pop("naqala")),
     "1: a game recorded without naqala's version (by an earlier naqala), so it cannot be "
     "told from a game whose bots chose otherwise; use another --study file"),
])
def test_a_study_file_of_another_fit_is_refused_before_any_game(
        tmp_path, capsys, monkeypatch, whole_run, flags, edit, said):
    """A file of another ruleset, other seeds or other bots, or a damaged one, is refused
    in one line naming the file and what differs; no game is played and nothing changes."""
    from naqala_bots import fitting

    def played(job):
        raise AssertionError("a game was played")
    monkeypatch.setattr(fitting, "play_positions", played)
    study, out = tmp_path / "fit.jsonl", tmp_path / "w.json"
    text = whole_run[0].decode()
    study.write_text(edit(text) if edit else text)
    before = study.read_bytes()
    assert main([*FIT, "--workers", "1", "--study", str(study), "--out", str(out), *flags]) == 1
    assert capsys.readouterr().err == f"naqala: {study}:{said}\n"
    assert study.read_bytes() == before and not out.exists()


def test_a_study_file_with_every_game_of_the_fit_is_only_read(tmp_path, monkeypatch,
                                                              whole_run):
    """A fit of fewer games than its file holds fits the first ones and plays none."""
    from naqala_bots import fitting

    def played(job):
        raise AssertionError("a game was played")
    monkeypatch.setattr(fitting, "play_positions", played)
    study, out = tmp_path / "fit.jsonl", tmp_path / "w.json"
    study.write_bytes(whole_run[0])
    study.chmod(0o444)
    assert main([*FIT, "--games", "2", "--workers", "1", "--study", str(study), "--out",
                 str(out)]) == 0
    assert json.loads(out.read_text())["fitted"]["games"] == 2
    assert study.read_bytes() == whole_run[0]


def test_a_fit_refuses_one_file_for_its_games_and_its_weights(tmp_path, capsys):
    out = tmp_path / FILE
    assert main([*FIT, "--study", str(out), "--out", str(out)]) == 1
    assert capsys.readouterr().err == (f"naqala: {out}: --study and the weights' file are one "
                                       "file: the weights would replace the games; give "
                                       "another --study file\n")
    assert not out.exists()


def test_a_study_file_of_the_other_command_is_named_for_what_it_is(tmp_path, capsys,
                                                                    whole_run):
    """`simulate` given a fit's study file said `record.rounds: missing`, and `fit-bots`
    given a study of `simulate` `record.rows: missing`."""
    fits, games = tmp_path / "fit.jsonl", tmp_path / "games.jsonl"
    fits.write_bytes(whole_run[0])
    same = ["--ruleset", "short_game", "--players", "2", "--games", "3", "--seed", "40",
            "--workers", "1"]
    assert main(["simulate", *same, "--bot", "greedy", "--out", str(games)]) == 0
    before = games.read_bytes()
    capsys.readouterr()
    assert main(["simulate", *same, "--bot", "greedy", "--out", str(fits)]) == 1
    assert capsys.readouterr().err == (f"naqala: {fits}:1: a game record of naqala fit-bots, "
                                       "not of naqala simulate; use another --out file\n")
    assert main(["fit-bots", *same, "--study", str(games), "--out", str(tmp_path / "w")]) == 1
    assert capsys.readouterr().err == (f"naqala: {games}:1: a game record of naqala "
                                       "simulate, not of naqala fit-bots; use another --study "
                                       "file\n")
    assert fits.read_bytes() == whole_run[0] and games.read_bytes() == before


@pytest.mark.parametrize("study, said", [
    ("fit.jsonl", "stopped: fit.jsonl holds 2 of the study's 3 games; the same command "
                  "resumes it"),
    (None, "stopped: no game was kept; with --study, a study file keeps them for the same "
           "command to resume"),
])
def test_ctrl_c_in_a_fit_says_what_its_study_file_keeps(tmp_path, capsys, monkeypatch,
                                                        whole_run, study, said):
    """Ctrl-C ended a fit with status 130 and not a word of the games kept."""
    from naqala_bots import fitting
    monkeypatch.chdir(tmp_path)
    interrupted_at(monkeypatch, fitting, "play_positions", 3)
    kept = ["--study", study] if study else []
    assert main([*FIT, "--workers", "1", "--out", "w.json", *kept]) == 130
    assert capsys.readouterr().err == f"naqala: {said}\n"
    assert not (tmp_path / "w.json").exists()
    if study:
        assert (tmp_path / study).read_bytes() == \
            b"".join(whole_run[0].splitlines(keepends=True)[:2])


@pytest.mark.parametrize("study, stopped, said", [
    ("fit.jsonl", "study._parsed", "stopped while fit.jsonl was read; it is as it was, and "
                                   "the same command resumes it"),
    ("fit.jsonl", "fitting.write_text", "stopped: fit.jsonl keeps every game played; the "
                                        "same command resumes from there"),
    (None, "Fit.weights", "stopped: no game was kept; with --study, a study file keeps them "
                          "for the same command to resume"),
])
def test_ctrl_c_outside_a_fit_s_games_says_what_is_kept(tmp_path, capsys, monkeypatch,
                                                        whole_run, study, stopped, said):
    """Ctrl-C while a fit's study file was read, the fit made or its weights written ended
    with status 130 and not a word."""
    from naqala.lab import study as studies
    from naqala_bots import fitting

    def stop(*args, **kwargs):
        raise KeyboardInterrupt
    owner, name = stopped.split(".")
    monkeypatch.setattr({"study": studies, "fitting": fitting, "Fit": fitting.Fit}[owner],
                        name, stop)
    monkeypatch.chdir(tmp_path)
    if study:
        (tmp_path / study).write_bytes(whole_run[0])
    kept = ["--study", study] if study else []
    argv = [*FIT, "--games", "1"] if study is None else FIT
    assert main([*argv, "--workers", "1", "--out", "w.json", *kept]) == 130
    assert capsys.readouterr().err == f"naqala: {said}\n"
    assert not (tmp_path / "w.json").exists()
    if study:
        assert (tmp_path / study).read_bytes() == whole_run[0]
