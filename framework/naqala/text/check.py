"""`naqala text check`: missing, obsolete and malformed messages of every locale."""

from __future__ import annotations

import contextlib
import unicodedata
from pathlib import Path

import babel
from fluent.syntax import FluentParser, ast

from . import PackUnreadable, babel_locales, framework_pack_dirs, languages, pack_files, pack_text
from .args import expected_ids, given_names, ruleset_args
from .limits import OPENS, control_at, directions, nodes, unsafe


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _placeholders(node) -> set[str]:
    return {n.id.name for n in nodes(node) if isinstance(n, ast.VariableReference)}


CATEGORIES = ("zero", "one", "two", "few", "many", "other")  # CLDR's plural categories


def _chosen(lang: str) -> tuple[frozenset[str], str]:
    """The plural categories a number of `lang` selects, and what to say of them."""
    if lang == "fa":  # `Text` gives Persian numbers as text in Persian digits
        return frozenset(), "Persian numbers reach the text as Persian digits, so a number " \
            "selects no variant (a Persian noun after a numeral stays singular)"
    tags = (known_locale(lang) or babel.Locale("en")).plural_form.tags | {"other"}
    return tags, f"its plural categories are {', '.join(c for c in CATEGORIES if c in tags)}"


def known_locale(lang: str) -> babel.Locale | None:
    """The locale Babel knows whose rules `lang` follows (the language, or its language part
    as `de` of `de-XY`); None when Babel knows neither, and English's rules apply."""
    for name in babel_locales(lang)[:2]:
        with contextlib.suppress(ValueError, babel.UnknownLocaleError):
            return babel.Locale.parse(name.replace("-", "_"))
    return None


def _unknown_language(files: list[Path], lang: str) -> list[str]:
    """T116 when `lang` is no language code (`123`: it is refused when it loads), or Babel
    knows neither it nor its language part (a typo, `gr` for `el`): its numbers choose
    plural variants by English's rules."""
    if not files:
        return []
    try:
        babel.Locale.parse(lang.replace("-", "_"))
    except babel.UnknownLocaleError:
        pass
    except ValueError as err:  # as the language is refused when it loads
        return [f"{files[0]}:1:1: T116 '{lang}' is no language code ({err}): a pack's "
                "folder is named like de or pt-BR"]
    if known_locale(lang) is not None:
        return []
    return [f"{files[0]}:1:1: T116 Babel knows no language '{lang}': its numbers choose "
            "plural variants as English's do (one, other)"]


def _never_chosen(entry, lang: str) -> list[tuple[ast.BaseNode, str]]:
    """The variants of a message that no number of `lang` selects (English `[zero]`), each
    with the reason; the default variant is chosen when no other is."""
    tags, why = _chosen(lang)
    return [(v, f"'{entry.id.name}': the variant [{_key(v)}] is never chosen in '{lang}' "
                f"({why})")
            for n in nodes(entry) if isinstance(n, ast.SelectExpression)
            for v in n.variants if not v.default and _dead(v.key, tags, lang)]


def _key(variant: ast.Variant) -> str:
    key = variant.key
    return key.value if isinstance(key, ast.NumberLiteral) else key.name


def _dead(key, tags: frozenset[str], lang: str) -> bool:
    """Whether a variant's key is one no number of `lang` selects."""
    if isinstance(key, ast.NumberLiteral):
        return lang == "fa"
    return key.name in CATEGORIES and key.name not in tags


def _name(entry) -> str:
    """How a message or term is referred to: `id`, or `-id` for a term."""
    return ("-" if isinstance(entry, (ast.Term, ast.TermReference)) else "") + entry.id.name


def _refs(entry) -> list[tuple[ast.BaseNode, str]]:
    """The messages and terms an entry refers to, each with the node that does."""
    return [(n, _name(n)) for n in nodes(entry)
            if isinstance(n, (ast.MessageReference, ast.TermReference))]


FUNCTIONS = ("NUMBER", "DATETIME")  # Fluent's own functions; naqala adds none


def _unknown(entry, defined: dict[str, set[str]], lang: str) -> list[tuple[ast.BaseNode, str]]:
    """What an entry refers to that no pack of `lang` defines (a message, a term, or an
    attribute of one: it shows as `{-id}`), and functions Fluent does not have."""
    found = []
    for n, name in _refs(entry):
        attribute = n.attribute.name if n.attribute else None
        if name not in defined:
            found.append((n, f"refers to {name}, which no '{lang}' pack defines"))
        elif attribute and attribute not in defined[name]:
            found.append((n, f"refers to {name}.{attribute}, which no '{lang}' pack defines"))
    return found + [(n, f"calls {n.id.name}, which Fluent does not have (it has "
                        f"{' and '.join(FUNCTIONS)})")
                    for n in nodes(entry) if isinstance(n, ast.FunctionReference)
                    and n.id.name not in FUNCTIONS]


def _references(entries: list[tuple[Path, str, ast.Message | ast.Term]], lang: str
                ) -> list[str]:
    """T111 for a reference to what no pack of `lang` defines (it shows as `{-id}`), T112
    for an entry that refers to itself, directly or through others (it shows as its id)."""
    refs = {_name(e): {name for _, name in _refs(e)} for _, _, e in entries}
    defined = {_name(e): {a.id.name for a in e.attributes} for _, _, e in entries}
    problems = []
    for file, text, entry in entries:
        problems += [f"{file}:{_line(text, n.span.start)}:1: T111 '{_name(entry)}' {what}"
                     for n, what in _unknown(entry, defined, lang)]
        path = _cycle(_name(entry), refs)
        if path is not None:
            through = f" through {', '.join(path)}" if path else ""
            problems.append(f"{file}:{_line(text, entry.span.start)}:1: T112 "
                            f"'{_name(entry)}' refers to itself{through}: it cannot be shown")
    return problems


def _cycle(start: str, refs: dict[str, set[str]]) -> list[str] | None:
    """The entries through which `start` refers back to itself (none when directly), or
    None when it does not."""
    parent: dict[str, str] = {}
    todo = [start]
    while todo:
        at = todo.pop(0)
        for name in sorted(refs.get(at, ())):
            if name == start:
                path = []
                while at != start:
                    path.append(at)
                    at = parent[at]
                return path[::-1]
            if name not in parent and name in refs:
                parent[name] = at
                todo.append(name)
    return None


def read_pack(files: list[Path], lang: str | None = None) -> tuple[dict, list[str]]:
    """{id: (file, line, placeholders)} of a locale's files, and syntax problems (with
    `lang`, also the plural variants that language never chooses and references to
    nothing or round in a circle)."""
    messages: dict = {}
    problems: list[str] = []
    entries: list = []
    written: dict[Path, dict[str, tuple[Path, int]]] = {}  # per folder: id -> (file, line)
    parser = FluentParser(with_spans=True)
    for file in files:
        try:
            text = pack_text(file)
        except PackUnreadable as err:
            problems.append(f"{err.file}:{err.line}:{err.column}: T115 {err.what}")
            continue
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
        seen = written.setdefault(file.parent, {})
        for entry in body:
            if isinstance(entry, ast.Junk):
                note = entry.annotations[0].message if entry.annotations else "syntax error"
                problems.append(f"{file}:{_line(text, entry.span.start)}:1: T104 {note}")
            elif isinstance(entry, ast.Message):
                messages[entry.id.name] = (file, _line(text, entry.span.start),
                                           _placeholders(entry))
            if isinstance(entry, (ast.Message, ast.Term)):
                problems += _entry_problems(file, text, entry, lang, seen)
                entries.append((file, text, entry))
    return messages, problems + (_references(entries, lang) if lang else [])


def _shown_text(pattern: ast.Pattern) -> str:
    """The text a pattern writes itself: its text and string literals, escapes read."""
    parts = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        elif isinstance(element.expression, ast.StringLiteral):
            with contextlib.suppress(ValueError):  # an escape beyond Unicode: T106
                parts.append(element.expression.parse()["value"])
    return "".join(parts)


def _direction_problem(pattern: ast.Pattern) -> str | None:
    """What a pattern's direction controls leave unbalanced (an isolate never closed turns
    the rest of the line around where the text is shown among other text), or None."""
    text = _shown_text(pattern)
    stray, still_open = directions(text)
    if stray:
        return f"U+{ord(text[stray[0]]):04X} closes nothing"
    if still_open:
        inner = still_open[-1]
        return f"U+{ord(inner):04X} is never closed by U+{ord(OPENS[inner]):04X}"
    return None


def _entry_problems(file: Path, text: str, entry, lang: str | None,
                    seen: dict[str, tuple[Path, int]]) -> list[str]:
    """T106, T110 (with `lang`), T113, T114 and T117 of one message or term of a file;
    `seen` holds the file and line of each entry of the folder read before it."""
    line = _line(text, entry.span.start)
    problems = [f"{file}:{_line(text, n.span.start)}:1: T106 {what}"
                for n, what in unsafe(entry)]
    if isinstance(entry, ast.Message) and entry.value is None:
        problems.append(f"{file}:{line}:1: T117 '{entry.id.name}' has attributes but no "
                        "value: it shows in English")
    problems += [f"{file}:{_line(text, n.span.start)}:1: T110 {what}"
                 for n, what in (_never_chosen(entry, lang) if lang else [])]
    problems += [f"{file}:{_line(text, n.span.start)}:1: T114 '{_name(entry)}': the direction "
                 f"control {what}" for n in nodes(entry) if isinstance(n, ast.Pattern)
                 and (what := _direction_problem(n))]
    if _name(entry) in seen:
        before, at = seen[_name(entry)]
        where = ("file (line ", "the last one is shown") if before == file else \
            (f"folder ({before}:", f"the one in {file.name} is shown")
        problems.append(f"{file}:{line}:1: T113 '{_name(entry)}' is written twice in this "
                        f"{where[0]}{at} too): {where[1]}")
    seen[_name(entry)] = (file, line)
    return problems


def check(rs) -> list[str]:
    """Every problem of every locale of a ruleset (its chain) and of the framework's text."""
    problems: list[str] = []
    packs = {}
    langs = languages(rs)
    for lang in langs:
        packs[lang], syntax = read_pack(pack_files(rs, lang), lang)
        problems += syntax + _unknown_language(pack_files(rs, lang), lang)
    english = packs["en"]
    expected = expected_ids(rs)
    for mid in sorted(expected - set(english)):
        problems.append(f"{rs.raw.folders[-1]}/locales/en:1:1: T101 missing message '{mid}'")
    for lang in langs[1:]:
        pack = packs[lang]
        for mid in sorted(set(english) - set(pack)):
            where = counterpart(english[mid][0], lang)
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


def counterpart(file: Path, lang: str) -> Path:
    """Where `lang` has, or would have, the English pack `file`: beside it, as
    `locales/<lang>/<name>.ftl`; for a framework pack, in the first framework folder that
    holds that file, or else the language."""
    folders = framework_pack_dirs()
    if file.parent.parent in folders:
        held = [f for f in folders if (f / lang / file.name).is_file()] or \
            [f for f in folders if (f / lang).is_dir()]
        if held:
            return held[0] / lang / file.name
    return file.parent.parent / lang / file.name


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
