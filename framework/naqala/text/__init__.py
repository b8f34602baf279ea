"""Rule text in Fluent packs: per ruleset and locale, English fallback, ruleset numbers as args.

Message ids derive from ruleset ids (`<section>-<id>`, `<section>-<id>-power`); numbers in rule
text are arguments computed from the ruleset (`args.py`), never typed into the text. Quantities
(`<section>-<id>-count`), list separators and the decimal mark come from the packs too, so no
caller builds "number + name" or joins with a hard-coded ", ".
"""

from __future__ import annotations

import contextlib
import os
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

from babel import Locale, UnknownLocaleError
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Message, Term

from ..errors import NaqalaError, did_you_mean, line_and_column, quoted
from .args import entry_args, ruleset_args
from .limits import SUSPECT, balanced, control_at, unsafe

FRAMEWORK_LOCALES = Path(__file__).with_name("locales")
LANGUAGES = ("en", "vi", "el", "fa")  # shipped; more are discovered from the packs present
LOCALES_ENV = "NAQALA_LOCALES"  # extra framework pack folders (<folder>/<lang>/*.ftl), os.pathsep
LONGEST = 2_000  # Fluent formats no argument of more than 2,500 characters ('{???}')
PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


class Code(str):
    """An argument shown as written in every language (effect code, an id, tile names):
    its digits stay as a designer types them, where other arguments take the language's."""


def framework_pack_dirs() -> list[Path]:
    """Folders of framework packs: the shipped one, then those named in NAQALA_LOCALES that
    are folders (any other is named once on stderr and left out)."""
    extra = []
    for name in os.environ.get(LOCALES_ENV, "").split(os.pathsep):
        if name.strip():
            if _is_folder(Path(name)):
                extra.append(Path(name))
            elif name not in _left_out:
                _left_out.add(name)
                print(f"naqala: {LOCALES_ENV} names {quoted(name)}, which is no folder: left "
                      "out", file=sys.stderr)
    return [FRAMEWORK_LOCALES, *extra]


_left_out: set[str] = set()  # NAQALA_LOCALES entries already said to be no folder


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:  # a name too long for the system
        return False


def languages(rs=None) -> list[str]:
    """Every language with a pack (framework or ruleset chain: a ruleset or its name),
    English first."""
    rs = _ruleset(rs, "languages are")
    folders = framework_pack_dirs() + [Path(f) / "locales" for f in (rs.raw.folders if rs else [])]
    found = {d.name for f in folders if f.is_dir() for d in f.iterdir()
             if d.is_dir() and any(d.glob("*.ftl"))}
    return ["en", *sorted(found - {"en"})]


def _ruleset(rs, what: str):
    """None (the framework's messages alone), or the compiled ruleset `rs` is or names."""
    from ..ruleset import compiled
    return None if rs is None else compiled(rs, what)


def pack_files(rs, lang: str) -> list[Path]:
    """The .ftl files of a locale: the framework's, then each ruleset of the chain in order."""
    files = [f for d in framework_pack_dirs() for f in sorted((d / lang).glob("*.ftl"))]
    for folder in rs.raw.folders if rs else ():
        files += sorted((Path(folder) / "locales" / lang).glob("*.ftl"))
    return files


MOST_PACK_BYTES = 400_000  # a pack file's bytes; the shipped ones have at most 21,000


class PackUnreadable(NaqalaError):
    """A pack file that cannot be read as a text pack, with the line and column of why."""

    def __init__(self, file: Path, what: str, line: int = 1, column: int = 1):
        super().__init__(f"{file}:{line}:{column}: {what}")
        self.file, self.what, self.line, self.column = file, what, line, column


def pack_text(file: Path) -> str:
    """A pack file's text (without a byte order mark), or a PackUnreadable naming the file
    (and the line of a byte that is not UTF-8)."""
    if not file.is_file():  # a pipe or a device would never end
        raise PackUnreadable(file, "not a regular file; a text pack is a .ftl file")
    try:
        size = file.stat().st_size
        if size > MOST_PACK_BYTES:
            raise PackUnreadable(file, f"{size} bytes, more than a text pack of "
                                       f"{MOST_PACK_BYTES} bytes may have; split it into "
                                       "several files")
        raw = file.read_bytes()
    except OSError as err:
        raise PackUnreadable(file, f"cannot read this text pack: {err.strerror}") from None
    try:
        return raw.decode("utf-8").removeprefix("\ufeff")  # some editors write one
    except UnicodeDecodeError as err:
        line, column = line_and_column(raw, err.start)
        raise PackUnreadable(file, f"a text pack must be UTF-8 (byte 0x{raw[err.start]:02X} "
                                   "is not; save it as UTF-8)", line, column) from None


def babel_locales(lang: str) -> list[str]:
    """The locales whose rules (plural categories, number formats) `lang` follows, in the
    order Fluent tries them: the language, its language part (`de` of `de-XY`), then
    English. Fluent, finding none, took the user's own locale, or failed when Babel knew
    that one neither."""
    return [lang, lang.partition("-")[0], "en"]


@lru_cache(maxsize=64)
def right_to_left(lang: str) -> bool:
    """Whether `lang` is written right to left, as Babel's locale data says (that of its
    language part where Babel knows not the whole code; left to right where neither)."""
    for code in dict.fromkeys(babel_locales(lang)[:2]):
        try:
            return Locale.parse(code, sep="-").character_order == "right-to-left"
        except (ValueError, UnknownLocaleError):
            continue
    return False


def _bundle(rs, lang: str) -> FluentBundle:
    try:
        bundle = FluentBundle(babel_locales(lang), use_isolating=right_to_left(lang))
    except ValueError as err:  # a folder name that is no language code
        raise NaqalaError(f"language '{lang}': {err}; a pack's folder is named by a language "
                          "code, such as de or pt-BR") from None
    for file in pack_files(rs, lang):
        bundle.add_resource(_resource(file, pack_text(file)), allow_overrides=True)
    return bundle


@lru_cache(maxsize=256)
def _resource(file: Path, written: str) -> FluentResource:
    """A pack file's text (`written`) checked and parsed, kept for the same text, as every
    Text of a language reads the same packs (the web's create page parsed the same files
    some 1,300 times); a NaqalaError, not kept, where it cannot be used."""
    text = unicodedata.normalize("NFC", written)
    control = control_at(text)
    if control is not None:
        raise NaqalaError(f"{file}:{control[0]}:{control[1]}: {control[2]}")
    try:
        resource = FluentResource(text)
        for entry in resource.body if SUSPECT.search(text) else ():
            for _, what in unsafe(entry) if isinstance(entry, (Message, Term)) else ():
                raise NaqalaError(f"{file}: message '{entry.id.name}': {what} (naqala "
                                  "text check names the line)")
    except RecursionError:
        raise NaqalaError(f"{file}: placeables nested too deep to read") from None
    return resource


class Text:
    """Formats messages in one language, falling back to English (reported once per id).
    With no ruleset (`rs` None) it holds the framework's own messages only."""

    def __init__(self, rs, lang: str = "en", report=None):
        rs = _ruleset(rs, "a Text is")
        known = languages(rs)
        if lang not in known:
            raise NaqalaError(f"no language {quoted(lang)}{did_you_mean(lang, known)}; "
                              f"languages: {', '.join(known)}")
        self.rs, self.lang = rs, lang
        self.bundle = _bundle(rs, lang)
        self.fallback = self.bundle if lang == "en" else _bundle(rs, "en")
        self.report = report or (lambda msg: print(msg, file=sys.stderr))
        self.missing: set[str] = set()
        self.base_args = {k: self._shown(v) for k, v in (ruleset_args(rs) if rs else {}).items()}

    def has(self, mid: str) -> bool:
        return self.bundle.has_message(mid) or self.fallback.has_message(mid)

    def _values(self, args: dict) -> dict:
        """Fluent arguments: the ruleset's numbers and `args`, lists (tuples) joined in this
        language, Persian digits in Persian (a Persian noun after a numeral stays singular, so
        Persian messages need no plural selector)."""
        values = {**self.base_args, **{k: self._shown(v) for k, v in args.items()}}
        if self.lang == "fa":
            values = {k: _persian(v) for k, v in values.items()}
        return values

    def __call__(self, mid: str, **args) -> str:
        """The message `mid` formatted with the ruleset's numbers and `args`. A text argument
        too long for Fluent (a file name typed in a refusal) is set in after formatting. Its
        direction controls are balanced (`limits.balanced`)."""
        values = self._values(args)
        long = [k for k in args if isinstance(values[k], str) and len(values[k]) > LONGEST]
        marks = {k: chr(0xE000 + n) for n, k in enumerate(long)}  # private-use characters
        shown = self._format(mid, values | marks)
        for k, mark in marks.items():
            shown = shown.replace(mark, balanced(values[k]))
        return shown

    def _format(self, mid: str, values: dict) -> str:
        """`mid` in this language, or in English where this language lacks it or cannot
        format it (said once per id); its id where neither has it."""
        if self.bundle.has_message(mid):
            shown, fault = _formatted(self.bundle, mid, values)
            if fault is None or (shown is not None and self.bundle is self.fallback):
                return shown
            self._say(mid, f"naqala: {self._where(mid)}text '{mid}' cannot be shown in "
                           f"'{self.lang}' ({fault})" + (": shown in English"
                                                         if self.lang != "en" else ""))
        elif self.fallback.has_message(mid):
            self._say(mid, f"naqala: text '{mid}' is missing in '{self.lang}', shown in "
                           "English")
        if self.bundle is self.fallback or not self.fallback.has_message(mid):
            return mid
        shown, _ = _formatted(self.fallback, mid, values)
        return mid if shown is None else shown

    def _say(self, mid: str, report: str) -> None:
        if mid not in self.missing:
            self.missing.add(mid)
            self.report(report)

    def _where(self, mid: str) -> str:
        """`FILE:LINE: ` of the message `mid` of this language's packs (the last written,
        which is the one shown)."""
        found = ""
        for file in pack_files(self.rs, self.lang):
            with contextlib.suppress(PackUnreadable):
                for n, line in enumerate(pack_text(file).splitlines(), 1):
                    if line[:1] not in " \t" and line.partition("=")[0].strip() == mid:
                        found = f"{file}:{n}: "
        return found

    def _shown(self, value):
        return self.join([self.number(v) for v in value]) if isinstance(value, tuple) else value

    def entry(self, section: str, key: str, part: str | None = None) -> str:
        """The name (or `part`: action, power, on, grants) of a ruleset entry."""
        mid = f"{section}-{key}" + (f"-{part}" if part else "")
        return self(mid, **entry_args(self.rs, section, key, part))

    def name(self, section: str, key) -> str:
        return self(f"{section}-{key}") if key is not None else ""

    def quantity(self, section: str, key, n: int) -> str:
        """`n` of an entry in the language's plural form ("1 piece", "2 pieces", «2 πιόνια»,
        «۲ مهره») from its message `<section>-<key>-count`; an entry without one (a unique
        card) reads as its name, or as `ui-quantity` ("name × n") when there are several."""
        mid = f"{section}-{key}-count"
        if self.has(mid):
            return self(mid, n=n)
        if n == 1:
            return self.name(section, key)
        return self("ui-quantity", name=self.name(section, key), n=n)

    def join(self, items, groups: bool = False) -> str:
        """Items as a list of this language ("a, b"; Persian «a، b»), or with `groups` a list
        of lists ("a; b"; Greek «a· b», since ";" is the Greek question mark)."""
        mid = "ui-group-separator" if groups else "ui-list-separator"
        return self._format(mid, {}).join(items)

    def number(self, value: float, decimals: int = 0) -> str:
        """A number in this language's digits and decimal mark (`ui-decimal-mark`)."""
        whole, _, fraction = f"{value:.{decimals}f}".partition(".")
        shown = whole + (self._format("ui-decimal-mark", {}) + fraction if fraction else "")
        return shown.translate(PERSIAN_DIGITS) if self.lang == "fa" else shown


def _formatted(bundle: FluentBundle, mid: str, values: dict) -> tuple[str | None, str | None]:
    """The message `mid` of `bundle` formatted (None when it cannot be), its direction
    controls balanced, and why it cannot be formatted whole (None when it can)."""
    message = bundle.get_message(mid)
    if message.value is None:
        return None, "it has attributes but no value"
    try:
        text, errors = bundle.format_pattern(message.value, values)
    except RecursionError:  # messages that refer to each other without end
        return None, "it refers to itself without end"
    except (ValueError, ArithmeticError) as err:  # what `limits` does not foresee
        return None, str(err)
    return balanced(text), str(errors[0]) if errors else None


def _persian(value):
    if isinstance(value, (bool, Code)):
        return value
    if isinstance(value, int):
        return str(value).translate(PERSIAN_DIGITS)
    if isinstance(value, str):
        return value.translate(PERSIAN_DIGITS)
    return value
