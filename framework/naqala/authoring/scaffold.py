"""`naqala text init LANG` and `naqala text stats`: start a new language, measure languages.

A scaffolded pack holds every English message as a comment (`# id = English text`); a
translator uncomments a message and replaces its text. Until then the message falls back
to English, so a half-done language is playable from the first minute.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast

from .. import ruleset as rulesets
from ..errors import NaqalaError, quoted
from ..jsonfile import user_path
from ..text import FRAMEWORK_LOCALES, LOCALES_ENV, languages, pack_files, pack_text
from ..text.check import read_pack

CODE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}")  # de, pt-BR, zh-Hant-TW


def scaffold(english: str, lang: str, source: str) -> str:
    """A pack for `lang` with each message of an English .ftl text commented out."""
    out = [f"### {lang}: scaffolded from {source} by `naqala text init`.",
           "### Uncomment a message and translate it; a message left commented shows in English.",
           ""]
    serializer = FluentSerializer()
    for entry in FluentParser().parse(english).body:
        if not isinstance(entry, (ast.Message, ast.Term)):
            continue
        entry.comment = None
        text = serializer.serialize_entry(entry).rstrip("\n")
        out += ["# " + line if line else "#" for line in text.split("\n")]
    return "\n".join(out) + "\n"


def _scaffolds(src: Path, dest: Path, lang: str) -> list[tuple[Path, str]]:
    """The packs `lang` lacks in `dest/lang`: each English file of `src` (a `locales`
    folder) scaffolded, with where it goes; one that exists is left (never overwrite a
    translator's work). A NaqalaError names an English file that cannot be read."""
    packs = []
    _is_no_file(dest / lang, lang)
    for file in sorted((src / "en").glob("*.ftl")):
        target = dest / lang / file.name
        try:
            if target.exists():
                continue
        except OSError as err:  # a name too long for the system
            raise NaqalaError(f"{target}: cannot write it: {err.strerror}") from None
        try:
            packs.append((target, scaffold(pack_text(file), lang, f"en/{file.name}")))
        except RecursionError:
            raise NaqalaError(f"{file}: placeables nested too deep to read") from None
    return packs


def _is_no_file(folder: Path, lang: str) -> None:
    """A NaqalaError naming the file that stands where `folder` (or a folder above it)
    would go; the system's own words ("File exists") named a pack that is not there."""
    for path in (folder, *folder.parents):
        with contextlib.suppress(OSError):  # a name too long: writing names it
            if path.exists() or path.is_symlink():
                if not path.is_dir():
                    raise NaqalaError(f"{path}: cannot write the packs of '{lang}' there: it "
                                      "is a file, not a folder")
                return


def _write_packs(packs: list[tuple[Path, str]]) -> list[Path]:
    """Write each scaffolded pack where it goes, every one or none: a pack that cannot be
    written takes back the files and folders made before it (all new: none is overwritten)."""
    made: list[Path] = []
    for target, text in packs:
        try:
            missing = [p for p in (target.parent, *target.parent.parents) if not p.exists()]
            target.parent.mkdir(parents=True, exist_ok=True)
            made += reversed(missing)
            target.write_text(text, encoding="utf-8")
            made.append(target)
        except (OSError, ValueError) as err:  # ValueError: a NUL in the name
            _take_back(made)
            raise NaqalaError(f"{target}: cannot write it: "
                              f"{getattr(err, 'strerror', None) or err}") from None
    return [target for target, _ in packs]


def _take_back(made: list[Path]) -> None:
    """Remove what a failed `text init` made, last first."""
    for path in reversed(made):
        with contextlib.suppress(OSError):  # gone already, or not ours to empty
            path.unlink() if path.is_file() else path.rmdir()


def cmd_init(args) -> int:
    lang = args.language
    if not CODE.fullmatch(lang):
        raise NaqalaError(f"{quoted(lang)} is not a language code (write e.g. de, pt or "
                          "pt-BR)")
    if lang == "en":
        raise NaqalaError("English is the language every pack is scaffolded from: choose another")
    rs = rulesets.load(args.ruleset)
    env = [p for p in os.environ.get(LOCALES_ENV, "").split(os.pathsep) if p.strip()]
    framework = args.framework_dir or (env[0] if env else None)
    if framework is None:
        raise NaqalaError(f"say where the framework pack of '{lang}' goes: --framework-dir DIR "
                          f"(and add DIR to {LOCALES_ENV} to use it)")
    packs = _scaffolds(FRAMEWORK_LOCALES, user_path(framework), lang)
    for folder in rs.raw.folders:  # every pack read before any is written
        packs += _scaffolds(Path(folder) / "locales", Path(folder) / "locales", lang)
    written = _write_packs(packs)
    for path in written:
        print(f"wrote {path}")
    if not written:
        print(f"nothing to write: every pack of '{lang}' already exists")
    if Path(framework).resolve() not in {Path(p).resolve() for p in env}:
        print(f"note: add {framework} to {LOCALES_ENV} so that naqala finds the framework pack")
    return 0


def _messages(files: list[Path]) -> dict:
    """The messages of pack files, each read first: a pack that cannot be read is named (a
    PackUnreadable), not counted as holding nothing."""
    for file in files:
        pack_text(file)
    return read_pack(files)[0]


def stats(rs) -> dict[str, dict]:
    """Per language: translated and total messages of the framework and of the ruleset chain."""
    english_fw = _messages([f for f in pack_files(rs, "en")
                            if f.is_relative_to(FRAMEWORK_LOCALES)])
    english_all = _messages(pack_files(rs, "en"))
    ruleset_ids = set(english_all) - set(english_fw)
    out = {}
    for lang in languages(rs):
        have = _messages(pack_files(rs, lang))
        out[lang] = {"framework": [len(set(english_fw) & set(have)), len(english_fw)],
                     "ruleset": [len(ruleset_ids & set(have)), len(ruleset_ids)]}
    return out


def _percent(done: int, total: int) -> str:
    return f"{done}/{total} ({100 * done // total if total else 100}%)"


def cmd_stats(args) -> int:
    from ..plugins import installed_rulesets
    targets = args.rulesets or installed_rulesets()
    report = {target: stats(rulesets.load(target)) for target in targets}
    if args.json:
        print(json.dumps(report))
        return 0
    for target, langs in report.items():
        print(target)
        for lang, parts in langs.items():
            print(f"  {lang:<6} framework {_percent(*parts['framework']):<16} "
                  f"ruleset {_percent(*parts['ruleset'])}")
    return 0
