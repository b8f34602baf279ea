"""`naqala bench bots`: how well the bots play, measured in studies with their seeds."""

from __future__ import annotations

from .study import Study, run

RULESET = "five_tribes"


def win_rate(results: list[dict], seat: int = 0) -> str:
    from .report import interval
    from .stats import rate
    wins = sum(seat + 1 in r["winners"] for r in results)
    return f"{wins}/{len(results)} = {interval(rate(wins, len(results)))}"


def per_decision(results: list[dict], seat: int) -> float:
    seconds = sum(r["seconds"][seat] for r in results)
    return seconds / max(sum(r["decisions"][seat] for r in results), 1)


def bench_bots(games: int, seed: int, workers: int) -> int:
    from .report import interval
    from .stats import mean, need_scipy, winning
    need_scipy()

    def study(bots: str, ruleset: str = RULESET) -> list[dict]:
        return run(Study(ruleset, tuple(bots.split(",")), games, seed), workers)

    print(f"{games} four-player games per line, seeds {seed}..{seed + games - 1}")
    greedy = study("greedy,random,random,random")
    print(f"greedy (seat 1) vs three random: wins {win_rate(greedy)}")
    mcts = study("mcts,greedy,greedy,greedy")
    print(f"mcts (seat 1) vs three greedy: wins {win_rate(mcts)}, "
          f"{per_decision(mcts, 0):.2f} s per mcts decision")
    for bots in ("greedy,greedy,greedy,greedy", "mcts,mcts,mcts,mcts"):
        results = study(bots)
        print(f"four {bots.split(',')[0]}: winning score {interval(mean(winning(results)))}, "
              f"seat 1 wins {win_rate(results)}")
    base, short = study("greedy,greedy,greedy,greedy", "five_tribes"), \
        study("greedy,greedy,greedy,greedy", "short_game")
    from .stats import compare
    diff = compare(base, short)["rounds"]
    print(f"rounds, five_tribes {interval(mean([r['rounds'] for r in base]))} vs short_game "
          f"{interval(mean([r['rounds'] for r in short]))}: Welch p={diff['welch_p']:.3g}, "
          f"Mann-Whitney p={diff['mannwhitney_p']:.3g}")
    return 0
