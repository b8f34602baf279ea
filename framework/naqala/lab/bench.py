"""`naqala bench bots`: how well the bots play, measured in studies with their seeds."""

from __future__ import annotations

from pathlib import Path

from .study import Study, run

RULESET = "five_tribes"
PARTS = ("greedy", "mcts", "scores", "compare")


def win_rate(results: list[dict], seat: int = 0) -> str:
    from .report import interval
    from .stats import rate
    wins = sum(seat + 1 in r["winners"] for r in results)
    return f"{wins}/{len(results)} = {interval(rate(wins, len(results)))}"


def per_decision(results: list[dict], seat: int) -> float:
    seconds = sum(r["seconds"][seat] for r in results)
    return seconds / max(sum(r["decisions"][seat] for r in results), 1)


def bench_bots(games: int, seed: int, workers: int, out: Path | None = None,
               parts: tuple[str, ...] = PARTS, sample: int | None = None) -> int:
    """The measurements of `parts`: greedy against three random and mcts against three
    greedy over `games` games; winning scores of four greedy and four mcts, and the short
    game against the base game, over `sample` games (default `games`). With `out`, each
    study streams to its own file there and a later run resumes it."""
    from .report import interval
    from .stats import compare, mean, need_scipy, winning
    need_scipy()
    sample = sample or games

    def study(bots: str, n: int, ruleset: str = RULESET) -> list[dict]:
        file = None
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)
            file = out / f"{ruleset}-{bots.replace(',', '-')}.jsonl"
        return run(Study(ruleset, tuple(bots.split(",")), n, seed), workers, file)

    print(f"four-player games from seed {seed}: {games} for win rates, {sample} for scores")
    if "greedy" in parts:
        greedy = study("greedy,random,random,random", games)
        print(f"greedy (seat 1) vs three random: wins {win_rate(greedy)}")
    if "mcts" in parts:
        mcts = study("mcts,greedy,greedy,greedy", games)
        print(f"mcts (seat 1) vs three greedy: wins {win_rate(mcts)}, "
              f"{per_decision(mcts, 0):.2f} s per mcts decision, "
              f"{per_decision(mcts, 1):.2f} s per greedy decision")
    if "scores" in parts:
        for bots in ("greedy,greedy,greedy,greedy", "mcts,mcts,mcts,mcts"):
            results = study(bots, sample)
            print(f"four {bots.split(',')[0]}: winning score {interval(mean(winning(results)))}"
                  f", seat 1 wins {win_rate(results)}")
    if "compare" in parts:
        base = study("greedy,greedy,greedy,greedy", sample)
        short = study("greedy,greedy,greedy,greedy", sample, "short_game")
        diff = compare(base, short)["rounds"]
        print(f"rounds, five_tribes {interval(mean([r['rounds'] for r in base]))} vs short_game "
              f"{interval(mean([r['rounds'] for r in short]))}: Welch p={diff['welch_p']:.3g}, "
              f"Mann-Whitney p={diff['mannwhitney_p']:.3g}")
        for name, results in (("five_tribes", base), ("short_game", short)):
            print(f"{name}, four greedy: seat 1 wins {win_rate(results)}")
    return 0
