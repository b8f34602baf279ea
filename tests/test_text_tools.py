"""`naqala text init` and `text stats`: a new language from scaffold to play; `naqala schema`."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import jsonschema
import pytest
from strictyaml.ruamel import YAML

import naqala.text
from naqala.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def copy(tmp_path, monkeypatch) -> Path:
    """A copy of the shipped rulesets and an empty folder of extra framework packs."""
    shutil.copytree(ROOT / "rulesets", tmp_path / "rulesets",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "packs").mkdir()
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path / "packs"))
    return tmp_path


def stats(capsys, folder: Path, lang: str) -> tuple[list[int], list[int]]:
    assert main(["text", "stats", str(folder), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)[str(folder)][lang]
    return found["framework"], found["ruleset"]


def translate(file: Path, messages: dict[str, str]) -> None:
    """Uncomment scaffolded messages with a translation, as a translator would."""
    text = file.read_text(encoding="utf-8")
    for mid, value in messages.items():
        start = text.index(f"\n# {mid} = ") + 1
        end = text.index("\n", start)
        text = text[:start] + f"{mid} = {value}" + text[end:]
    file.write_text(text, encoding="utf-8")


def test_a_new_language_from_scaffold_to_play(copy, capsys):
    base = copy / "rulesets" / "five_tribes"
    variant = copy / "rulesets" / "strict_loops"
    assert main(["text", "init", "de", "--ruleset", str(variant)]) == 0
    out = capsys.readouterr().out
    assert f"wrote {copy / 'packs' / 'de' / 'naqala.ftl'}" in out
    assert f"wrote {base / 'locales' / 'de' / 'five_tribes.ftl'}" in out
    scaffold = (base / "locales" / "de" / "five_tribes.ftl").read_text(encoding="utf-8")
    assert "\n# tiles-oasis = Oasis\n" in scaffold  # each message: English, as a comment
    framework, ruleset = stats(capsys, variant, "de")
    assert framework[0] == 0 and ruleset[0] == 0 and framework[1] > 40 and ruleset[1] > 100

    # Half done is playable: everything falls back to English.
    assert main(["play", "--bot", "random", "--humans", "0", "--seed", "3", "--lang", "de",
                 "--ruleset", str(variant)]) == 0
    assert "Winner(s)" in capsys.readouterr().out
    assert main(["rules", "--lang", "de", "--ruleset", str(variant)]) == 0
    assert "Oasis: Place a palm tree" in capsys.readouterr().out

    translate(base / "locales" / "de" / "five_tribes.ftl",
              {"tiles-oasis": "Oase", "tiles-village": "Dorf", "phases-turns": "Züge"})
    translate(copy / "packs" / "de" / "naqala.ftl", {"ui-rules-tiles": "Die Felder:"})
    assert stats(capsys, variant, "de") == ([1, framework[1]], [3, ruleset[1]])
    assert main(["rules", "--lang", "de", "--ruleset", str(variant)]) == 0
    rules = capsys.readouterr().out
    assert "Die Felder:" in rules and "  Oase: Place a palm tree" in rules
    assert "  Dorf: " in rules and "  Züge: " in rules
    assert main(["text", "init", "de", "--ruleset", str(variant)]) == 0  # keeps the work
    assert "nothing to write" in capsys.readouterr().out
    assert "tiles-oasis = Oase" in (base / "locales/de/five_tribes.ftl").read_text("utf-8")


def test_text_init_says_where_a_rulesets_packs_go(capsys):
    """Without `--ruleset`, `text init` writes the base game's packs into its own folder,
    the installed copy in a non-editable install; its help did not say so."""
    with pytest.raises(SystemExit):
        main(["text", "init", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "default: five_tribes" in said and "in its own folder" in said


def test_text_init_refuses_bad_input(copy, capsys, monkeypatch):
    assert main(["text", "init", "Deutsch!", "--ruleset", "five_tribes"]) == 1
    assert "'Deutsch!' is not a language code" in capsys.readouterr().err
    assert main(["text", "init", "en"]) == 1
    assert "English is the language every pack is scaffolded from" in capsys.readouterr().err
    monkeypatch.delenv("NAQALA_LOCALES")
    assert main(["text", "init", "de", "--ruleset", str(copy / "rulesets/five_tribes")]) == 1
    assert "--framework-dir DIR" in capsys.readouterr().err
    assert not (copy / "rulesets/five_tribes/locales/de").exists()
    assert main(["rules", "--lang", "xx"]) == 1
    assert "no language 'xx'" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["de\n", "de-" + "-".join(["abcdefgh"] * 40), "x" * 300])
def test_text_init_refuses_a_code_no_folder_should_be_named(copy, capsys, lang):
    """A trailing newline passed the check and made folders named `de` and a newline; a
    code of forty parts was a name too long for the system (a traceback)."""
    target = copy / "rulesets/five_tribes"
    assert main(["text", "init", lang, "--ruleset", str(target)]) == 1
    err = capsys.readouterr().err
    assert "is not a language code" in err and len(err) < 200
    assert sorted(p.name for p in (target / "locales").iterdir()) == ["el", "en", "fa", "vi"]


@pytest.mark.parametrize("english, says", [
    (b"x-hello = h\xffi\n", ":1:12: a text pack must be UTF-8 (byte 0xFF is not; save it as "
                            "UTF-8)"),
    (b"x = " + b"{ " * 3000 + b"1" + b" }" * 3000 + b"\n", ": placeables nested too deep to read"),
])
def test_text_init_reads_every_english_pack_before_it_writes_one(copy, capsys, english, says):
    """An English pack of the ruleset that could not be read ended in a traceback, after
    the framework's packs of the new language had been written."""
    variant = copy / "rulesets" / "strict_loops"
    pack = variant / "locales" / "en" / "extra.ftl"
    pack.parent.mkdir(parents=True, exist_ok=True)
    pack.write_bytes(english)
    assert main(["text", "init", "de", "--ruleset", str(variant)]) == 1
    assert capsys.readouterr().err.strip() == f"naqala: {pack}{says}"
    assert not (copy / "packs" / "de").exists()
    assert not (variant / "locales" / "de").exists()


@pytest.mark.parametrize("folder", ["a\x00b", "~no_such_user_here/packs", "d" * 300])
def test_text_init_names_a_framework_folder_no_file_can_have(copy, capsys, folder):
    """A NUL in `--framework-dir` ended in a ValueError traceback."""
    variant = copy / "rulesets" / "strict_loops"
    assert main(["text", "init", "de", "--ruleset", str(variant),
                 "--framework-dir", folder]) == 1
    err = capsys.readouterr().err
    assert err.startswith("naqala: ") and len(err.splitlines()) == 1
    assert not (copy / "rulesets" / "five_tribes" / "locales" / "de").exists()


def test_text_init_writes_every_pack_or_none(copy, capsys):
    """A pack that could not be written (its folder's name taken by a file; here a link to
    a folder that is not there) stopped the command after the framework's packs and the
    base game's were written."""
    variant = copy / "rulesets" / "diagonal_steps"
    (variant / "locales" / "de").mkdir()
    (variant / "locales" / "de" / "diagonal_steps.ftl").symlink_to(copy / "gone" / "x.ftl")
    assert main(["text", "init", "de", "--ruleset", str(variant)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("naqala: ") and "cannot write it" in err
    assert not (copy / "packs" / "de").exists()
    assert not (copy / "rulesets" / "five_tribes" / "locales" / "de").exists()


@pytest.mark.parametrize("taken", ["rulesets/diagonal_steps/locales/de", "packs/de"])
def test_text_init_names_a_file_where_a_pack_folder_goes(copy, capsys, monkeypatch, taken):
    """A file where a language's folder goes was refused as "<folder>/x.ftl: cannot write
    it: File exists", naming a pack that does not exist; it names the file now."""
    (copy / taken).write_text("a file where the folder would go")
    variant = copy / "rulesets" / "diagonal_steps"
    assert main(["text", "init", "de", "--ruleset", str(variant)]) == 1
    assert capsys.readouterr().err.strip() == \
        f"naqala: {copy / taken}: cannot write the packs of 'de' there: it is a file, not a " \
        "folder"
    assert not (copy / "rulesets" / "five_tribes" / "locales" / "de").exists()


def test_schema_names_a_file_no_file_can_have(capsys):
    """A NUL in `-o` ended in a ValueError traceback."""
    assert main(["schema", "-o", "a\x00b.json"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("naqala: ") and len(err.splitlines()) == 1


@pytest.mark.parametrize("entry", ["missing", "file.txt", "y" * 300])
def test_a_locales_entry_that_is_no_folder_is_named_once(copy, capsys, monkeypatch, entry):
    (copy / "file.txt").write_text("not a folder")
    monkeypatch.setenv("NAQALA_LOCALES", os.pathsep.join([str(copy / entry),
                                                          str(copy / "packs")]))
    monkeypatch.setattr(naqala.text, "_left_out", set())  # named once per process
    assert main(["rules", "--lang", "vi"]) == 0
    assert main(["rules", "--lang", "el"]) == 0
    err = capsys.readouterr().err
    assert err.count("NAQALA_LOCALES names") == 1 and "which is no folder: left out" in err


def test_shipped_languages_are_complete(capsys):
    assert main(["text", "stats", "five_tribes", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)["five_tribes"]
    assert set(found) >= {"en", "vi", "el", "fa"}
    for lang in ("en", "vi", "el", "fa"):
        assert found[lang]["framework"][0] == found[lang]["framework"][1]
        assert found[lang]["ruleset"][0] == found[lang]["ruleset"][1]


def yaml_files(kind: str) -> list[Path]:
    files = sorted((ROOT / "rulesets").glob("*/*.yaml"))
    return [f for f in files if (f.name == "manifest.yaml") == (kind == "manifest")]


@pytest.mark.parametrize("kind", ["data", "manifest"])
def test_the_json_schema_accepts_every_shipped_file_and_rejects_typos(tmp_path, capsys, kind):
    out = tmp_path / "schema.json"
    assert main(["schema", kind, "-o", str(out)]) == 0
    schema = json.loads(out.read_text())
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    yaml = YAML(typ="safe")
    for file in yaml_files(kind):
        data = yaml.load(file.read_text(encoding="utf-8"))
        assert not list(validator.iter_errors(data)), file
    bad = {"id": "x", "extendz": "five_tribes"} if kind == "manifest" else \
        {"cards": [{"id": "x", "vpp": 5}]}
    [error] = validator.iter_errors(bad)
    assert "extendz" in error.message or "vpp" in error.message


@pytest.mark.parametrize("version, good", [("1.0.0", True), (1.2, True), (3, True),
                                           ("banana", False), ("1.0.0-beta", False)])
def test_the_json_schema_checks_a_version_as_check_does(capsys, version, good):
    """An editor with the JSON Schema took any version, which `check` refuses (R133)."""
    assert main(["schema", "manifest"]) == 0
    validator = jsonschema.Draft7Validator(json.loads(capsys.readouterr().out))
    assert (not list(validator.iter_errors({"id": "x", "version": version}))) == good


def test_the_schema_follows_the_strictyaml_schemas(capsys, tmp_path, monkeypatch):
    from naqala.ruleset.schema import COLLECTIONS
    monkeypatch.chdir(tmp_path)
    assert main(["schema"]) == 0
    printed = capsys.readouterr().out
    assert main(["schema", "-o", "-"]) == 0  # `-` prints, as with other tools
    assert capsys.readouterr().out == printed and not (tmp_path / "-").exists()
    schema = json.loads(printed)
    for section, (entry, _key, _required) in COLLECTIONS.items():
        props = schema["properties"][section]["items"]["properties"]
        assert set(props) == {str(k) for k in entry._validator_dict}
    assert schema["properties"]["tiles"]["items"]["properties"]["op"]["enum"] == \
        ["add", "replace", "modify", "remove"]


def test_text_stats_names_a_pack_it_cannot_read(copy, capsys):
    """`text stats` stopped in one line at a pack that is not UTF-8, and since `text check`
    goes on past such a pack (T115) it must not count it as nothing translated."""
    pack = copy / "packs" / "de" / "naqala.ftl"
    pack.parent.mkdir()
    pack.write_bytes(b"ui-total = Gesamt\nui-you = d\xfc\n")
    assert main(["text", "stats", "five_tribes"]) == 1
    assert capsys.readouterr().err.strip() == \
        f"naqala: {pack}:2:11: a text pack must be UTF-8 (byte 0xFC is not; save it as UTF-8)"
