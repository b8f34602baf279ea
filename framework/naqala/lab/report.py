"""The balance report: a plain-text table and an HTML page with plots (matplotlib, PNG
images embedded as base64), in the language of a `Text` (messages `lab-*` of the
framework packs; term and card names from the ruleset's)."""

from __future__ import annotations

import base64
import html
import io
import re

from ..errors import NaqalaError
from ..text import PERSIAN_DIGITS, right_to_left

LITERAL = {"text.parse_math": False}  # names, paths and pack text are drawn as written: a
# `$x$` in a ruleset's path or a term's name is no formula


def interval(text, m: dict, digits: int = 1) -> str:
    """A rate (as percentages) or a mean with its interval: "45% [38%, 52%]"."""
    if m.get("mean") is None and m.get("rate") is None:
        return "-"
    if "rate" in m:
        def pct(x):
            return text("lab-percent", n=text.number(100 * x))
        return f"{pct(m['rate'])} [{pct(m['low'])}, {pct(m['high'])}]"
    return (f"{text.number(m['mean'], digits)} [{text.number(m['low'], digits)}, "
            f"{text.number(m['high'], digits)}]")


def verbatim(text, mid: str, **args: str) -> str:
    """The message `mid` with `args` (paths, names) shown as they are, never with the
    language's digits."""
    marks = {k: f"\x00{chr(65 + i)}\x00" for i, k in enumerate(args)}
    out = text(mid, **marks)
    for k, mark in marks.items():
        out = out.replace(mark, args[k])
    return out


def p_value(text, p: float) -> str:
    """p in three significant figures, in the language's digits and decimal mark."""
    shown = f"{p:.3g}".replace(".", text("ui-decimal-mark"))
    return shown.translate(PERSIAN_DIGITS) if text.lang == "fa" else shown


def mark(text, test: dict) -> str:
    p = test.get("welch_p", test.get("fisher_p"))
    return f"p={p_value(text, p)}{' *' if test['significant'] else ''}"


def table_rows(text, names: list[str], summaries: list[dict], diffs: list[dict]
               ) -> list[list[str]]:
    """Rows of the comparison: a label, then each ruleset's figure; differences from the
    first ruleset carry their p-value, and a star when significant (p < 0.05)."""
    def row(label, pick, test=None):
        cells = [interval(text, pick(s)) for s in summaries]
        if test:
            cells[1:] = [f"{c} {mark(text, test(d))}" for c, d in zip(cells[1:], diffs,
                                                                       strict=True)]
        return [label, *cells]

    rows = [["", *names]]
    players = min(s["players"] for s in summaries)
    for p in range(players):
        rows.append(row(text("lab-wins-seat", n=p + 1), lambda s, p=p: s["wins"][p],
                        lambda d, p=p: d["wins"][p]))
    rows.append([text("lab-seat-one"), *(p_value(text, s["seat_one_p"]) for s in summaries)])
    for key in ("score", "winning_score", "rounds", "turns"):
        rows.append(row(text(f"lab-{key.replace('_', '-')}"), lambda s, k=key: s[k],
                        lambda d, k=key: d[k]))
    for term in shared_terms(summaries):
        rows.append(row(text("lab-points", term=text(f"scoring-{term}-name")),
                        lambda s, t=term: s["terms"][t], lambda d, t=term: d["terms"][t]))
    return rows


def shared_terms(summaries: list[dict]) -> list[str]:
    return [t for t in summaries[0]["terms"] if all(t in s["terms"] for s in summaries)]


def text_table(rows: list[list[str]]) -> str:
    from ..text.scores import width
    widths = [max(width(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(c + " " * (w - width(c)) for c, w in zip(r, widths, strict=True))
                     .rstrip() for r in rows)


def card_rows(texts: list, names: list[str], summaries: list[dict]) -> list[list[str]]:
    """Cards held at the end: how often a seat holds one, and how often its holder wins
    (`texts`, each ruleset's words: a card is named by the first ruleset that names it)."""
    text = texts[0]
    cards = sorted({c for s in summaries for c in s["cards"]})
    rows = [[text("lab-card"), *(text("lab-held-wins", name=n) for n in names)]]
    for card in cards:
        namer = next((t for t in texts if t.has(f"cards-{card}")), text)
        rows.append([namer.name("cards", card),
                     *(f"{interval(text, s['cards'][card]['pick'])} / "
                       f"{interval(text, s['cards'][card]['win'])}" if card in s["cards"]
                       else "-" for s in summaries)])
    return rows


def _png(fig) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=80, bbox_inches="tight")
    return base64.b64encode(buf.getvalue()).decode()


def pyplot():
    """matplotlib's pyplot (drawing into images, not on a screen), or a NaqalaError saying
    how to install it."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise NaqalaError("the HTML report needs matplotlib: pip install 'naqala[lab]'") \
            from None
    return plt


def _bars(plt, title: str, names: list[str], groups: list[str], series: list[list[dict]],
          key: str) -> str:
    """Bars per group and ruleset (`series[ruleset][group]`, a figure under `key` with its
    interval as error bars), as a PNG."""
    fig, ax = plt.subplots(figsize=(6, 3.5))
    width = 0.8 / len(names)
    drawn = []
    for i, figures in enumerate(series):
        ys = [f[key] for f in figures]
        err = [[f[key] - f["low"] for f in figures], [f["high"] - f[key] for f in figures]]
        drawn.append(ax.bar([g + i * width for g in range(len(figures))], ys, width, yerr=err,
                            capsize=3))
    ax.set_xticks([g + width * (len(names) - 1) / 2 for g in range(len(groups))], groups,
                  rotation=30 if key == "mean" else 0)
    return _finished(plt, fig, ax, title, drawn, names)


def _histogram(plt, title: str, names: list[str], values: list[list[float]]) -> str:
    fig, ax = plt.subplots(figsize=(6, 3.5))
    drawn = ax.hist(values, bins=15)[2]  # one series: its bars; several: a list of them
    return _finished(plt, fig, ax, title, [drawn] if len(values) == 1 else list(drawn), names)


def _finished(plt, fig, ax, title: str, drawn: list, names: list[str]) -> str:
    """The figure with its title and a legend naming each drawn series (given whole: a
    name starting with `_` would be left out of a legend made from labels), as a PNG."""
    ax.set_title(title)
    ax.legend(drawn, names)
    image = _png(fig)
    plt.close(fig)
    return image


def plots(text, names: list[str], results: list[list[dict]], summaries: list[dict]
          ) -> list[str]:
    """Score and length distributions, win rates by seat, points by term (base64 PNGs)."""
    plt = pyplot()
    with plt.rc_context(LITERAL):
        return _plots(plt, text, names, results, summaries)


def _plots(plt, text, names: list[str], results: list[list[dict]], summaries: list[dict]
           ) -> list[str]:
    seats = min(s["players"] for s in summaries)
    terms = shared_terms(summaries)
    return [
        _histogram(plt, text("lab-plot-scores"), names,
                   [[s for r in rs for s in r["scores"]] for rs in results]),
        _histogram(plt, text("lab-plot-length"), names,
                   [[r["rounds"] for r in rs] for rs in results]),
        _bars(plt, text("lab-plot-wins"), names, [text("lab-seat", n=p + 1) for p in range(seats)],
              [s["wins"][:seats] for s in summaries], "rate"),
        _bars(plt, text("lab-plot-terms"), names,
              [text(f"scoring-{t}-name") for t in terms],
              [[s["terms"][t] for t in terms] for s in summaries], "mean"),
    ]


REPORT_START = re.compile(  # how `html_page` begins, and how it began before --lang
    rb"<!doctype html>(?:<html lang='[^'<>]*' dir='(?:ltr|rtl)'><head><meta charset='utf-8'>"
    rb"|<html><head><meta charset='utf-8'><title>naqala compare: )")


def is_report(path) -> bool:
    """Whether the file at `path` begins as a report of `html_page` does (one that
    `compare` may replace)."""
    with open(path, "rb") as f:
        return REPORT_START.match(f.read(200)) is not None


def html_page(text, names: list[str], rows: list[list[str]], cards: list[list[str]],
              images: list[str], setup: str) -> str:
    def table(rs):
        head = "".join(f"<th>{html.escape(c)}</th>" for c in rs[0])
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>"
                       for r in rs[1:])
        return f"<table><tr>{head}</tr>{body}</table>"
    title = html.escape(text("lab-title", names=text("lab-versus").join(names)))
    imgs = "".join(f'<p><img alt="{html.escape(text("lab-plot"))}" '
                   f'src="data:image/png;base64,{i}"></p>' for i in images)
    direction = "rtl" if right_to_left(text.lang) else "ltr"
    return (f"<!doctype html><html lang='{text.lang}' dir='{direction}'><head>"
            f"<meta charset='utf-8'><title>{title}</title><style>td,th{{padding:2px 8px;"
            f"text-align:start}}table{{border-collapse:collapse}}tr:nth-child(even)"
            f"{{background:#eee}}</style></head><body><h1>{title}</h1>"
            f"<p>{html.escape(setup)}</p><p>{html.escape(text('lab-note'))}</p>{table(rows)}"
            f"<h2>{html.escape(text('lab-plots'))}</h2>{imgs}"
            f"<h2>{html.escape(text('lab-cards'))}</h2>{table(cards)}</body></html>")
