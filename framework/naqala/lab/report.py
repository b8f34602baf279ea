"""The balance report: a plain-text table and an HTML page with plots (matplotlib, PNG
images embedded as base64). Output is in English."""

from __future__ import annotations

import base64
import html
import io

from ..errors import NaqalaError


def interval(m: dict, digits: int = 1) -> str:
    if m.get("mean") is None and m.get("rate") is None:
        return "-"
    if "rate" in m:
        return f"{m['rate']:.0%} [{m['low']:.0%}, {m['high']:.0%}]"
    return f"{m['mean']:.{digits}f} [{m['low']:.{digits}f}, {m['high']:.{digits}f}]"


def mark(test: dict) -> str:
    p = test.get("welch_p", test.get("fisher_p"))
    return f"p={p:.3g}{' *' if test['significant'] else ''}"


def table_rows(names: list[str], summaries: list[dict], diffs: list[dict]) -> list[list[str]]:
    """Rows of the comparison: a label, then each ruleset's figure; differences from the
    first ruleset carry their p-value, and a star when significant (p < 0.05)."""
    def row(label, pick, test=None):
        cells = [interval(pick(s)) for s in summaries]
        if test:
            cells[1:] = [f"{c} {mark(test(d))}" for c, d in zip(cells[1:], diffs, strict=True)]
        return [label, *cells]

    rows = [["", *names]]
    players = min(s["players"] for s in summaries)
    for p in range(players):
        rows.append(row(f"wins, seat {p + 1}", lambda s, p=p: s["wins"][p],
                        lambda d, p=p: d["wins"][p]))
    rows.append(["seat 1 vs fair share, p", *(f"{s['seat_one_p']:.3g}" for s in summaries)])
    rows.append(row("score", lambda s: s["score"], lambda d: d["score"]))
    rows.append(row("winning score", lambda s: s["winning_score"], lambda d: d["winning_score"]))
    rows.append(row("rounds", lambda s: s["rounds"], lambda d: d["rounds"]))
    rows.append(row("turns", lambda s: s["turns"], lambda d: d["turns"]))
    for term in summaries[0]["terms"]:
        if all(term in s["terms"] for s in summaries):
            rows.append(row(f"points: {term}", lambda s, t=term: s["terms"][t],
                            lambda d, t=term: d["terms"][t]))
    return rows


def text_table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
                     for r in rows)


def card_rows(names: list[str], summaries: list[dict]) -> list[list[str]]:
    """Cards held at the end: how often a seat holds one, and how often its holder wins."""
    cards = sorted({c for s in summaries for c in s["cards"]})
    rows = [["card", *(f"{n}: held / wins" for n in names)]]
    for card in cards:
        rows.append([card, *(f"{interval(s['cards'][card]['pick'])} / "
                             f"{interval(s['cards'][card]['win'])}" if card in s["cards"]
                             else "-" for s in summaries)])
    return rows


def _png(fig) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=80, bbox_inches="tight")
    return base64.b64encode(buf.getvalue()).decode()


def plots(names: list[str], results: list[list[dict]], summaries: list[dict]) -> list[str]:
    """Score and length distributions, win rates by seat, points by term (base64 PNGs)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise NaqalaError("the HTML report needs matplotlib: pip install 'naqala[lab]'") \
            from None
    images = []
    for title, values in (
            ("Scores (every seat)", [[s for r in rs for s in r["scores"]] for rs in results]),
            ("Game length (rounds)", [[r["rounds"] for r in rs] for rs in results])):
        fig, ax = plt.subplots(figsize=(6, 3.5))
        ax.hist(values, label=names, bins=15)
        ax.set_title(title)
        ax.legend()
        images.append(_png(fig))
        plt.close(fig)
    fig, ax = plt.subplots(figsize=(6, 3.5))
    width = 0.8 / len(names)
    for i, (name, s) in enumerate(zip(names, summaries, strict=True)):
        xs = [p + i * width for p in range(s["players"])]
        ys = [w["rate"] for w in s["wins"]]
        err = [[w["rate"] - w["low"] for w in s["wins"]],
               [w["high"] - w["rate"] for w in s["wins"]]]
        ax.bar(xs, ys, width, yerr=err, label=name, capsize=3)
    ax.set_xticks([p + width * (len(names) - 1) / 2 for p in range(summaries[0]["players"])],
                  [f"seat {p + 1}" for p in range(summaries[0]["players"])])
    ax.set_title("Win rate by seat (95% Wilson intervals)")
    ax.legend()
    images.append(_png(fig))
    plt.close(fig)
    terms = [t for t in summaries[0]["terms"] if all(t in s["terms"] for s in summaries)]
    fig, ax = plt.subplots(figsize=(6, 3.5))
    for i, (name, s) in enumerate(zip(names, summaries, strict=True)):
        ms = [s["terms"][t] for t in terms]
        ax.bar([k + i * width for k in range(len(terms))], [m["mean"] for m in ms], width,
               yerr=[[m["mean"] - m["low"] for m in ms], [m["high"] - m["mean"] for m in ms]],
               label=name, capsize=3)
    ax.set_xticks([k + width * (len(names) - 1) / 2 for k in range(len(terms))], terms,
                  rotation=30)
    ax.set_title("Mean points per scoring term (95% intervals)")
    ax.legend()
    images.append(_png(fig))
    plt.close(fig)
    return images


def html_page(names: list[str], rows: list[list[str]], cards: list[list[str]],
              images: list[str], setup: str) -> str:
    def table(rs):
        head = "".join(f"<th>{html.escape(c)}</th>" for c in rs[0])
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>"
                       for r in rs[1:])
        return f"<table><tr>{head}</tr>{body}</table>"
    imgs = "".join(f'<p><img alt="plot" src="data:image/png;base64,{i}"></p>' for i in images)
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>naqala compare: "
            f"{html.escape(' vs '.join(names))}</title><style>td,th{{padding:2px 8px;"
            f"text-align:left}}table{{border-collapse:collapse}}tr:nth-child(even)"
            f"{{background:#eee}}</style></head><body><h1>{html.escape(' vs '.join(names))}</h1>"
            f"<p>{html.escape(setup)}</p><p>Intervals are 95%; a star marks a difference from "
            f"the first ruleset with p &lt; 0.05 (Welch's t-test and Mann-Whitney U both, or "
            f"Fisher's exact test for win rates).</p>{table(rows)}<h2>Plots</h2>{imgs}"
            f"<h2>Cards held at the end</h2>{table(cards)}</body></html>")
