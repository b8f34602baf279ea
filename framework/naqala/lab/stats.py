"""The figures of a balance report, with scipy: Wilson intervals for rates, t intervals for
means, Welch and Mann-Whitney tests for scores and lengths, Fisher's exact test for win
rates, a binomial test for a seat's advantage. Needs the `lab` extra."""

from __future__ import annotations

import warnings
from collections import Counter

try:
    from scipy import stats
except ImportError:  # pragma: no cover - the message says what to install
    stats = None

from ..errors import NaqalaError

ALPHA = 0.05


def need_scipy(command: str = "a balance report") -> None:
    """Say that `command` needs the lab extra (a command says so before any game is played)."""
    if stats is None:
        raise NaqalaError(f"{command} needs scipy: pip install 'naqala[lab]'")


def rate(k: int, n: int) -> dict:
    """A proportion with its 95% Wilson interval."""
    if n == 0:
        return {"k": 0, "n": 0, "rate": None, "low": None, "high": None}
    ci = stats.binomtest(k, n).proportion_ci(0.95, method="wilson")
    return {"k": k, "n": n, "rate": k / n, "low": ci.low, "high": ci.high}


def mean(values: list[float]) -> dict:
    """A mean with its 95% t interval."""
    n = len(values)
    m = sum(values) / n if n else float("nan")
    if n < 2 or len(set(values)) == 1:
        return {"n": n, "mean": m, "low": m, "high": m}
    low, high = stats.t.interval(0.95, n - 1, loc=m, scale=stats.sem(values))
    return {"n": n, "mean": m, "low": float(low), "high": float(high)}


def summarise(results: list[dict]) -> dict:
    """One ruleset's figures: wins by seat, scores, terms, length, cards held and won."""
    need_scipy()
    n, players = len(results), len(results[0]["scores"])
    wins = [sum(p + 1 in r["winners"] for r in results) for p in range(players)]
    seat_one = stats.binomtest(wins[0], n, 1 / players)
    terms = list(results[0]["terms"][0])
    held: Counter = Counter()
    won: Counter = Counter()
    for r in results:
        for p, cards in enumerate(r["cards"]):
            for card in set(cards):
                held[card] += 1
                won[card] += p + 1 in r["winners"]
    return {
        "games": n, "players": players, "bots": results[0]["bots"],
        "wins": [rate(w, n) for w in wins],
        "seat_one_p": float(seat_one.pvalue),
        "score": mean(scores(results)),
        "winning_score": mean(winning(results)),
        "terms": {t: mean([row[t] for r in results for row in r["terms"]]) for t in terms},
        "rounds": mean([r["rounds"] for r in results]),
        "turns": mean([r["turns"] for r in results]),
        "cards": {c: {"pick": rate(held[c], n * players), "win": rate(won[c], held[c])}
                  for c in sorted(held)},
    }


def scores(results: list[dict]) -> list[float]:
    return [s for r in results for s in r["scores"]]


def winning(results: list[dict]) -> list[float]:
    return [max(r["scores"]) for r in results]


def difference(a: list[float], b: list[float]) -> dict:
    """Welch's t-test and the Mann-Whitney U test of two samples."""
    if len(set(a) | set(b)) < 2 or min(len(a), len(b)) < 2:
        return {"welch_p": 1.0, "mannwhitney_p": 1.0, "significant": False}
    with warnings.catch_warnings():  # nearly equal samples: the p-value says so already
        warnings.simplefilter("ignore", RuntimeWarning)
        welch = float(stats.ttest_ind(a, b, equal_var=False).pvalue)
        mw = float(stats.mannwhitneyu(a, b, alternative="two-sided").pvalue)
    return {"welch_p": welch, "mannwhitney_p": mw, "significant": welch < ALPHA and mw < ALPHA}


def compare(base: list[dict], other: list[dict]) -> dict:
    """What differs between two rulesets' games, each figure with its tests."""
    need_scipy()
    out = {key: difference([r[key] for r in base], [r[key] for r in other])
           for key in ("rounds", "turns")}
    out["score"] = difference(scores(base), scores(other))
    out["winning_score"] = difference(winning(base), winning(other))
    terms = set(base[0]["terms"][0]) & set(other[0]["terms"][0])
    out["terms"] = {t: difference([row[t] for r in base for row in r["terms"]],
                                  [row[t] for r in other for row in r["terms"]])
                    for t in sorted(terms)}
    players = min(len(base[0]["scores"]), len(other[0]["scores"]))
    seats = []
    for p in range(players):
        wa = sum(p + 1 in r["winners"] for r in base)
        wb = sum(p + 1 in r["winners"] for r in other)
        pvalue = float(stats.fisher_exact([[wa, len(base) - wa], [wb, len(other) - wb]])[1])
        seats.append({"fisher_p": pvalue, "significant": pvalue < ALPHA})
    out["wins"] = seats
    return out
