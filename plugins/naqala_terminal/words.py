"""What the terminal shows, in words: clean display strings, help for a decision, option tiles.

Persian text comes from the packs with Unicode isolates around each argument; terminals that
do not know them (tmux, many others) show them as junk, so the terminal strips them. Tile
coordinates keep Latin digits (`b3`, as the move notation writes them) while counts use the
language's digits.
"""

from __future__ import annotations

import re

from naqala import Text, prompt

INVISIBLE = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u202a\u202b"
                                   "\u202c\u202d\u202e"))
LATIN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")
COORDINATE = re.compile(r"(?<![A-Za-z])([a-z])([0-9۰-۹]+)\b")
MARK = "\x00"  # stands for an argument kept as it is while a message is formatted


def clean(shown: str) -> str:
    """`shown` without direction controls, tile coordinates in Latin digits."""
    shown = shown.translate(INVISIBLE)
    return COORDINATE.sub(lambda m: m[1] + m[2].translate(LATIN_DIGITS), shown)


def say(text: Text, mid: str, path: str | None = None, reason: str | None = None,
        **args) -> str:
    """A message of the terminal's pack; `path`, if given, is its `file` argument as typed,
    and `reason` its `reason` (an error's own words, which may name a file): both kept
    from the language's digits."""
    kept = {"file": path} if path is not None else {}
    if reason is not None:
        kept["reason"] = clean(reason)
    marks = {name: f"{MARK}{name}{MARK}" for name in kept}
    shown = clean(text(mid, **args, **marks))
    for name, value in kept.items():
        shown = shown.replace(marks[name], str(value))
    return shown


def option_tiles(option) -> list[str]:
    """The tiles an option's label mentions."""
    return option.label.places() if option.label is not None else []


def help_text(text: Text, decision) -> str:
    """The current decision explained: its question, the rule text of the entry that asks
    (or a few words on the kind of decision), then the keys and commands."""
    lines = [clean(prompt(text, decision))]
    args = decision.prompt.args if decision.prompt is not None else {}
    rule = args.get("rule")
    kind = "term-help-" + decision.kind.replace(".", "-")
    if rule is not None and rule.part:
        lines.append(say(text, "term-help-rule") + " "
                     + clean(text.entry(rule.section, rule.key, rule.part)))
    else:
        lines.append(say(text, kind if text.has(kind) else "term-help-other"))
    lines.append(say(text, "term-help-keys"))
    return "\n\n".join(lines)
