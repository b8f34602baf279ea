"""`naqala text check`: missing, obsolete and malformed messages of every locale."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from fluent.syntax import FluentParser, ast

from . import framework_pack_dirs, languages, pack_files, pack_text
from .args import expected_ids, given_names, ruleset_args
from .limits import control_at, nodes, unsafe


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _placeholders(node) -> set[str]:
    return {n.id.name for n in nodes(node) if isinstance(n, ast.VariableReference)}


def read_pack(files: list[Path]) -> tuple[dict, list[str]]:
    """{id: (file, line, placeholders)} of a locale's files, and syntax problems."""
    messages: dict = {}
    problems: list[str] = []
    parser = FluentParser(with_spans=True)
    for file in files:
        text = pack_text(file)
        if text != unicodedata.normalize("NFC", text):
            problems.append(f"{file}:1:1: T105 text is not NFC-normalised")
        control = control_at(text)
        if control is not None:
            problems.append(f"{file}:{control[0]}:{control[1]}: T107 {control[2]}")
        try:
            body = parser.parse(text).body
        except RecursionError:
            problems.append(f"{file}:1:1: T104 placeables nested too deep to read")
            continue
        for entry in body:
            if isinstance(entry, ast.Junk):
                note = entry.annotations[0].message if entry.annotations else "syntax error"
                problems.append(f"{file}:{_line(text, entry.span.start)}:1: T104 {note}")
            elif isinstance(entry, ast.Message):
                messages[entry.id.name] = (file, _line(text, entry.span.start),
                                           _placeholders(entry))
            if isinstance(entry, (ast.Message, ast.Term)):
                problems += [f"{file}:{_line(text, n.span.start)}:1: T106 {what}"
                             for n, what in unsafe(entry)]
    return messages, problems


def check(rs) -> list[str]:
    """Every problem of every locale of a ruleset (its chain) and of the framework's text."""
    problems: list[str] = []
    packs = {}
    langs = languages(rs)
    for lang in langs:
        packs[lang], syntax = read_pack(pack_files(rs, lang))
        problems += syntax
    english = packs["en"]
    expected = expected_ids(rs)
    for mid in sorted(expected - set(english)):
        problems.append(f"{rs.raw.folders[-1]}/locales/en:1:1: T101 missing message '{mid}'")
    for lang in langs[1:]:
        pack = packs[lang]
        where = f"{rs.raw.folders[-1]}/locales/{lang}"
        for mid in sorted(set(english) - set(pack)):
            problems.append(f"{where}:1:1: T101 missing message '{mid}'")
        for mid in sorted(set(pack) - set(english)):
            file, line, _ = pack[mid]
            problems.append(f"{file}:{line}:1: T102 obsolete message '{mid}' (not in English)")
        for mid in sorted(set(pack) & set(english)):
            file, line, have = pack[mid]
            want = english[mid][2]
            if have != want:
                problems.append(f"{file}:{line}:1: T103 placeholders of '{mid}' are "
                                f"{sorted(have)}, English has {sorted(want)}")
    given, common = given_names(rs), frozenset(ruleset_args(rs))
    for lang in langs:
        problems += _never_given(packs[lang], given, common)
    folders = [*framework_pack_dirs(), *(Path(f) / "locales" for f in rs.raw.folders)]
    return problems + [problem for folder in folders for problem in _unread(folder)]


def _unread(locales: Path) -> list[str]:
    """T109 for each Fluent file of a `locales` folder that is not read: one beside the
    language folders (`locales/de.ftl`), or one not named `.ftl` (`bazaar.FTL`)."""
    try:
        files = [*locales.glob("*.[fF][tT][lL]"), *locales.glob("*/*.[fF][tT][lL]")]
    except OSError:  # a folder that cannot be listed: its packs are not read either
        return []
    return [f"{file}:1:1: T109 not read: a pack is a .ftl file in the folder of its language "
            f"(locales/de/*.ftl)" for file in sorted(files)
            if file.parent == locales or file.suffix != ".ftl"]


def _never_given(pack: dict, given: dict, common: frozenset) -> list[str]:
    """T108 for each variable of a message that its callers never give (a misspelt
    `$n1`): it would show as its name, in English as in every other language."""
    problems = []
    for mid in sorted(set(pack) & set(given)):
        file, line, have = pack[mid]
        own = ", ".join(f"${name}" for name in sorted(given[mid]))
        for name in sorted(have - given[mid] - common):
            problems.append(f"{file}:{line}:1: T108 '{mid}' uses ${name}, which it is never "
                            f"given: it has {own + ' and ' if own else ''}the ruleset's "
                            "numbers (docs/authoring.md, section 4)")
    return problems
