"""The engine knows no Five Tribes names (DESIGN.md, "The one rule that shapes everything").

Every tile kind, tribe (piece), card type, counter and token declared in
rulesets/five_tribes, and the game's own nouns (`GAME_WORDS`), are searched for as words in
the framework's Python (code, comments and docstrings), grammar and English text packs; the
names the ruleset's packs give those entries in every language are searched for in the
framework's packs of that language. Decks and variables are the framework's vocabulary
(`resources`, `row`...) and are not checked. The game's title may be named: it is the
project's own.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import strictyaml

ROOT = Path(__file__).resolve().parent.parent
RULESET = ROOT / "rulesets" / "five_tribes"
FRAMEWORK = ROOT / "framework"
PACKS = FRAMEWORK / "naqala" / "text" / "locales"
SECTIONS = ("tiles", "pieces", "cards", "counters", "tokens")
GAME_WORDS = ("meeple", "djinn", "tribe", "merchandise", "suit")
TITLE = re.compile(r"Five Tribes")
# Names of the game's entries that are also everyday words of a language, with the framework
# pack lines where they mean something else ("cá nhân", personal, holds "cá", fish).
HOMONYMS: dict[str, set[str]] = {}


def ruleset_ids() -> set[str]:
    """Ids of tile kinds, pieces, cards, counters and tokens in the base ruleset."""
    ids: set[str] = set()
    for file in sorted(RULESET.glob("*.yaml")):
        data = strictyaml.load(file.read_text(encoding="utf-8")).data
        for section in SECTIONS:
            for entry in data.get(section) or []:
                ids.add(str(entry["id"]))
    return ids


def pack_names(lang: str) -> set[str]:
    """The names the base ruleset's pack gives its entries in one language."""
    names = set()
    entry = re.compile(rf"^(?:{'|'.join(SECTIONS)})-[a-z_]+ = (.+)$")
    for file in sorted((RULESET / "locales" / lang).glob("*.ftl")):
        for line in file.read_text(encoding="utf-8").splitlines():
            match = entry.match(line)
            if match and "{" not in match.group(1):
                names.add(match.group(1).strip())
    return names


def pattern(ident: str) -> re.Pattern:
    """The id as a word: parts joined by '_', '-', ' ' or nothing, with an optional plural."""
    parts = [re.escape(p) for p in ident.split("_") if p]
    return re.compile(r"\b" + r"[_\- ]?".join(parts) + r"(?:s|es)?\b", re.IGNORECASE)


def name_pattern(name: str) -> re.Pattern:
    """A name from a pack as a whole word or phrase, in any case."""
    return re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)", re.IGNORECASE)


def framework_files() -> list[Path]:
    """Python and grammar files, and the English text packs."""
    return sorted(p for p in FRAMEWORK.rglob("*") if p.suffix in (".py", ".lark")) + \
        sorted((PACKS / "en").glob("*.ftl"))


def _scan(files: list[Path], patterns: list[re.Pattern]) -> list[tuple[str, int, str, str]]:
    found = []
    for file in files:
        rel = file.relative_to(FRAMEWORK).as_posix()
        for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
            text = TITLE.sub("", line)
            for pat in patterns:
                for match in pat.finditer(text):
                    found.append((rel, number, match.group(0).lower(), line.strip()))
    return found


def hits() -> list[tuple[str, int, str, str]]:
    """(path under framework/, line number, word as written, the line) for every mention."""
    words = sorted(ruleset_ids() | set(GAME_WORDS))
    return _scan(framework_files(), [pattern(w) for w in words])


def pack_hits(lang: str) -> list[tuple[str, int, str, str]]:
    """Mentions of the game's entry names in the framework's packs of a language."""
    names = sorted(pack_names(lang) - HOMONYMS.get(lang, set()))
    return _scan(sorted((PACKS / lang).glob("*.ftl")), [name_pattern(n) for n in names])


def _report(found) -> str:
    return "\n".join(f"framework/{path}:{number}: '{word}' in: {line}"
                     for path, number, word, line in found)


def test_the_ids_were_found():
    ids = ruleset_ids()
    assert {"sacred_place", "vizier", "fakir", "gold_bars", "haurvatat", "al_amin", "gold",
            "camels", "palm"} <= ids
    assert len(ids) == 5 + 5 + 10 + 22 + 2 + 2
    assert framework_files(), "no framework files found"
    assert any(p.suffix == ".ftl" for p in framework_files())


@pytest.mark.parametrize("lang", ["en", "vi", "el", "fa"])
def test_the_pack_names_were_found(lang):
    assert len(pack_names(lang)) >= 40


@pytest.mark.parametrize("ident, text", [
    ("sacred_place", "a Sacred Place"), ("sacred_place", "sacred-places"),
    ("sacred_place", "SACREDPLACE"), ("al_amin", "al amin"), ("vizier", "Viziers"),
    ("meeple", "Meeples"), ("gold", "paid in gold"),
])
def test_pattern_matches_the_spellings(ident, text):
    assert pattern(ident).search(text)


@pytest.mark.parametrize("ident, text", [("leta", "deleta"), ("fish", "fishy"),
                                          ("elder", "elderly"), ("tribe", "Five Tribes")])
def test_pattern_needs_whole_words(ident, text):
    assert not pattern(ident).search(TITLE.sub("", text))


def test_a_game_word_in_a_pack_is_found(tmp_path):
    pack = FRAMEWORK / "naqala" / "text" / "locales" / "xx" / "t.ftl"
    assert not pack.exists()
    sample = tmp_path / "t.ftl"
    sample.write_text("term-help = đặt lạc đà lên ô\n", encoding="utf-8")
    found = [m.group(0) for m in name_pattern("Lạc đà").finditer(sample.read_text("utf-8"))]
    assert found == ["lạc đà"]


def test_framework_names_no_ruleset_ids():
    found = hits()
    assert not found, "ruleset names in framework/:\n" + _report(found)


@pytest.mark.parametrize("lang", ["en", "vi", "el", "fa"])
def test_framework_packs_hold_no_game_words(lang):
    found = pack_hits(lang)
    assert not found, f"game words in the framework's '{lang}' pack:\n" + _report(found)
