"""`naqala bench bots`: how well the bots play, measured in studies with their seeds."""

from __future__ import annotations

from pathlib import Path

from .study import Ready, Study, made_folder, ready, run_ready, study_file

RULESET, SHORT = "five_tribes", "short_game"
PARTS = ("greedy", "mcts", "scores", "compare")
GREEDY, MCTS = "greedy,greedy,greedy,greedy", "mcts,mcts,mcts,mcts"


def studies(parts: tuple[str, ...], games: int, sample: int) -> list[tuple[str, str, int]]:
    """The studies the measurements of `parts` play, as (ruleset, bots, games), each once."""
    wanted = {"greedy": [(RULESET, "greedy,random,random,random", games)],
              "mcts": [(RULESET, "mcts,greedy,greedy,greedy", games)],
              "scores": [(RULESET, GREEDY, sample), (RULESET, MCTS, sample)],
              "compare": [(RULESET, GREEDY, sample), (SHORT, GREEDY, sample)]}
    return list(dict.fromkeys(one for part in parts for one in wanted[part]))


def win_rate(text, results: list[dict], seat: int = 0) -> str:
    from .report import interval
    from .stats import rate
    wins = sum(seat + 1 in r["winners"] for r in results)
    return (f"{text.number(wins)}/{text.number(len(results))} = "
            f"{interval(text, rate(wins, len(results)))}")


def per_decision(results: list[dict], seat: int) -> float:
    seconds = sum(r["seconds"][seat] for r in results)
    return seconds / max(sum(r["decisions"][seat] for r in results), 1)


def bench_bots(games: int, seed: int, workers: int, out: Path | None = None,
               parts: tuple[str, ...] = PARTS, sample: int | None = None,
               lang: str = "en") -> int:
    """The measurements of `parts`: greedy against three random and mcts against three
    greedy over `games` games; winning scores of four greedy and four mcts, and the short
    game against the base game, over `sample` games (default `games`). With `out`, each
    study streams to its own file there and a later run resumes it."""
    from .. import ruleset as rulesets
    from ..text import Text
    from .report import interval, p_value
    from .stats import compare, mean, need_scipy, winning
    need_scipy("naqala bench bots")
    sample = sample or games
    text = Text(rulesets.load(RULESET), lang)

    readied: dict[tuple[str, str, int], Ready] = {}
    if out is not None:
        made_folder(out)
    for ruleset, bots, n in studies(parts, games, sample):  # every file read before a game
        seats = tuple(bots.split(","))
        file = None if out is None else study_file(out, ruleset, seats)
        readied[ruleset, bots, n] = ready(Study(ruleset, seats, n, seed), file, "folder")
    played: dict[tuple[str, str, int], list[dict]] = {}

    def study(bots: str, n: int, ruleset: str = RULESET) -> list[dict]:
        if (ruleset, bots, n) not in played:
            played[ruleset, bots, n] = run_ready(readied[ruleset, bots, n], workers)
        return played[ruleset, bots, n]

    def say(mid: str, **args) -> None:
        print(text(mid, **args))

    say("lab-bench-setup", seed=text.number(seed), games=text.number(games),
        sample=text.number(sample))
    if "greedy" in parts:
        say("lab-bench-greedy", wins=win_rate(text, study("greedy,random,random,random", games)))
    if "mcts" in parts:
        mcts = study("mcts,greedy,greedy,greedy", games)
        say("lab-bench-mcts", wins=win_rate(text, mcts),
            mcts=text.number(per_decision(mcts, 0), 2),
            greedy=text.number(per_decision(mcts, 1), 2))
    if "scores" in parts:
        for bots in (GREEDY, MCTS):
            results = study(bots, sample)
            say("lab-bench-four", bot=bots.split(",")[0],
                score=interval(text, mean(winning(results))), wins=win_rate(text, results))
    if "compare" in parts:
        base, short = study(GREEDY, sample), study(GREEDY, sample, SHORT)
        diff = compare(base, short)["rounds"]
        say("lab-bench-rounds", a=RULESET, ma=interval(text, mean([r["rounds"] for r in base])),
            b=SHORT, mb=interval(text, mean([r["rounds"] for r in short])),
            welch=p_value(text, diff["welch_p"]), mw=p_value(text, diff["mannwhitney_p"]))
        for name, results in ((RULESET, base), (SHORT, short)):
            say("lab-bench-seat-one", ruleset=name, wins=win_rate(text, results))
    return 0
