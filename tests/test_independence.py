"""The engine knows no Five Tribes names (DESIGN.md, "The one rule that shapes everything").

Every tile kind, tribe (piece), card type and Djinn id declared in rulesets/five_tribes is
searched for as a word in the framework's Python and grammar files. Generic ids such as
counters ('gold', 'camels'), tokens, decks and variables are not checked: they are the
framework's own vocabulary.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import strictyaml

ROOT = Path(__file__).resolve().parent.parent
RULESET = ROOT / "rulesets" / "five_tribes"
FRAMEWORK = ROOT / "framework"
SECTIONS = ("tiles", "pieces", "cards")

def ruleset_ids() -> set[str]:
    """Ids of tile kinds, pieces and cards (resources and Djinns) in the base ruleset."""
    ids: set[str] = set()
    for file in sorted(RULESET.glob("*.yaml")):
        data = strictyaml.load(file.read_text(encoding="utf-8")).data
        for section in SECTIONS:
            for entry in data.get(section) or []:
                ids.add(str(entry["id"]))
    return ids


def pattern(ident: str) -> re.Pattern:
    """The id as a word: parts joined by '_', '-', ' ' or nothing, with an optional plural."""
    parts = [re.escape(p) for p in ident.split("_") if p]
    return re.compile(r"\b" + r"[_\- ]?".join(parts) + r"(?:s|es)?\b", re.IGNORECASE)


def framework_files() -> list[Path]:
    return sorted(p for p in FRAMEWORK.rglob("*") if p.suffix in (".py", ".lark"))


def hits() -> list[tuple[str, int, str, str]]:
    """(path under framework/, line number, word as written, the line) for every mention."""
    patterns = {ident: pattern(ident) for ident in sorted(ruleset_ids())}
    found = []
    for file in framework_files():
        rel = file.relative_to(FRAMEWORK).as_posix()
        for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
            for pat in patterns.values():
                for match in pat.finditer(line):
                    found.append((rel, number, match.group(0).lower(), line.strip()))
    return found


def test_the_ids_were_found():
    ids = ruleset_ids()
    assert {"sacred_place", "vizier", "fakir", "gold_bars", "haurvatat", "al_amin"} <= ids
    assert len(ids) == 5 + 5 + 10 + 22
    assert framework_files(), "no framework files found"


@pytest.mark.parametrize("ident, text", [
    ("sacred_place", "a Sacred Place"), ("sacred_place", "sacred-places"),
    ("sacred_place", "SACREDPLACE"), ("al_amin", "al amin"), ("vizier", "Viziers"),
])
def test_pattern_matches_the_spellings(ident, text):
    assert pattern(ident).search(text)


@pytest.mark.parametrize("ident, text", [("leta", "deleta"), ("fish", "fishy"),
                                          ("elder", "elderly")])
def test_pattern_needs_whole_words(ident, text):
    assert not pattern(ident).search(text)


def test_framework_names_no_ruleset_ids():
    found = hits()
    assert not found, "ruleset names in framework/:\n" + "\n".join(
        f"framework/{path}:{number}: '{word}' in: {line}" for path, number, word, line in found)
