"""`naqala diff`: what a variant or expansion changes, as JSON and as rule sentences."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from naqala.cli import main

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
SHIPPED = sorted(p.name for p in RULESETS.iterdir()
                 if (p / "manifest.yaml").is_file() and p.name != "five_tribes")


def diff(capsys, *args: str):
    assert main(["diff", *args]) == 0
    out = capsys.readouterr().out
    return json.loads(out) if "--json" in args else out


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_ruleset_has_a_readable_summary(capsys, name):
    text = diff(capsys, "five_tribes", name)
    lines = text.splitlines()
    assert lines[0].startswith("What “") and lines[0].endswith("” changes against “Five Tribes”:")
    assert len(lines) > 1 and "No rule changes." not in text
    assert all(line.startswith("  ") for line in lines[1:])
    data = diff(capsys, "five_tribes", name, "--json")
    assert data["a"] == "five_tribes" and data["b"] == name
    assert data["options"] or data["settings"] or data["entries"] or data["turn"]


def test_a_variant_that_sets_an_option(capsys):
    data = diff(capsys, "five_tribes", "strict_loops", "--json")
    assert data["options"] == [{"option": "loop_counts_own_drop", "from": "yes", "to": "no"}]
    assert data["entries"] == data["turn"] == data["settings"] == []
    text = diff(capsys, "five_tribes", "strict_loops")
    assert "Option loop_counts_own_drop: yes → no" in text


def test_a_variant_that_modifies_player_counts(capsys):
    data = diff(capsys, "five_tribes", "short_game", "--json")
    two = next(e for e in data["entries"] if e["section"] == "players" and e["id"] == 2)
    assert two == {"section": "players", "id": 2, "change": "changed",
                   "fields": {"start": {"from": "camels = 11", "to": "camels = 8"}}}
    assert "Changed player count: 2 players\n    start: camels = 11 → camels = 8" in \
        diff(capsys, "five_tribes", "short_game")


def test_a_variant_that_changes_the_turn(capsys):
    data = diff(capsys, "five_tribes", "rotating_order", "--json")
    phases = {p["id"]: p for p in data["turn"]}
    assert phases["bidding"]["change"] == "removed"
    assert phases["turns"]["fields"] == {"order": {"from": "turn_order", "to": "rotation"}}
    assert phases["turns"]["steps"] == [{"step": "marker", "change": "removed",
                                         "from": "move marker to bid_order", "to": None}]
    text = diff(capsys, "five_tribes", "rotating_order")
    assert "Removed phase of the round: Bidding" in text
    assert "order: turn_order → rotation" in text


def test_expansions_list_new_and_changed_entries_with_rule_text(capsys):
    data = diff(capsys, "five_tribes", "thieves_of_naqala", "--json")
    added = {(e["section"], e["id"]) for e in data["entries"] if e["change"] == "added"}
    assert {("cards", "al_hafiz"), ("decks", "thieves"), ("scoring", "thieves")} <= added
    hafiz = next(e for e in data["entries"] if e["id"] == "al_hafiz")
    assert hafiz["fields"]["vp"] == {"from": None, "to": 6}
    text = diff(capsys, "five_tribes", "thieves_of_naqala")
    assert "New card: Al-Hafiz\n    points: 6\n" in text
    assert "Changed tile kind: Sacred Place" in text and "or instead 1 face-up Thief" in text
    whims = diff(capsys, "five_tribes", "whims_of_the_sultan", "--json")
    assert {"setting": "board.rows", "from": 5, "to": 6} in whims["settings"]
    vizier = next(e for e in whims["entries"] if e["id"] == "vizier")
    assert vizier["fields"] == {"count": {"from": 16, "to": 19}}


def test_the_sentences_speak_every_language(capsys):
    assert "Thiết lập số hàng của bàn chơi: 5 → 6" in diff(capsys, "five_tribes",
                                                           "whims_of_the_sultan", "--lang", "vi")
    assert "Επιλογή hidden_gold: ναι → όχι" in diff(capsys, "five_tribes", "open_gold",
                                                    "--lang", "el")
    persian = diff(capsys, "five_tribes", "short_game", "--lang", "fa")
    assert "بازیکن" in persian and "۲" in persian  # a player count in Persian digits


def test_code_in_a_persian_diff_keeps_its_digits(capsys, tmp_path):
    """A snippet quoted in a Persian diff read «camels = ۱۱», code no designer writes; it
    stays as written (a start, a cost, a step's effect, an id), while numbers of the prose
    (a player count, a setting's value) keep the language's digits."""
    folder = tmp_path / "toll2"
    folder.mkdir()
    (folder / "manifest.yaml").write_text(
        "id: toll2\nversion: 1.0.0\nextends: whims_of_the_sultan\n", encoding="utf-8")
    (folder / "rules.yaml").write_text(
        "phases:\n  - id: turns\n    op: modify\n    steps:\n      - id: toll2\n"
        "        op: insert\n        before: sell\n        do: pay 12 gold\n", encoding="utf-8")
    persian = diff(capsys, "five_tribes", "short_game", "--lang", "fa")
    assert "camels = 11" in persian and "camels = 8" in persian and "۱۱" not in persian
    assert "\u2068۲\u2069 بازیکن" in persian
    whims = diff(capsys, "five_tribes", "whims_of_the_sultan", "--lang", "fa")
    assert "2 elder" in whims and "۵" in whims and "۶" in whims  # board rows 5 -> 6
    steps = diff(capsys, "whims_of_the_sultan", str(folder), "--lang", "fa")
    assert "pay 12 gold" in steps and "toll2" in steps and "۱۲" not in steps
    titled = diff(capsys, "five_tribes", "five_tribes:power_uses_per_turn=2", "--lang", "fa")
    assert "power_uses_per_turn=2" in titled  # as typed on the command line


def test_no_change_and_unknown_rulesets(capsys):
    assert "No rule changes." in diff(capsys, "five_tribes", "five_tribes")
    assert main(["diff", "five_tribes", "no_such_ruleset"]) == 1
    assert "R100 no ruleset 'no_such_ruleset'" in capsys.readouterr().err


def test_options_are_compared_as_read_and_settings_may_be_given(capsys, tmp_path):
    """`on` for a `yes` default, or `01` for 1, is no change (the diff once listed
    "yes → on"); `NAME:option=value` names a ruleset with settings, as in `compare`."""
    folder = tmp_path / "same_in_other_words"
    folder.mkdir()
    (folder / "manifest.yaml").write_text(
        "id: same_in_other_words\nversion: 1.0.0\nname: Same\nextends: five_tribes\n"
        "set:\n  hidden_gold: on\n  power_uses_per_turn: 01\n", encoding="utf-8")
    assert diff(capsys, "five_tribes", str(folder), "--json")["options"] == []
    data = diff(capsys, "five_tribes", "five_tribes:hidden_gold=no", "--json")
    assert data["options"] == [{"option": "hidden_gold", "from": "yes", "to": "no"}]
    assert main(["diff", "five_tribes", "five_tribes:hidden_gold=no"]) == 0
    assert capsys.readouterr().out.startswith(
        "What “Five Tribes (hidden_gold=no)” changes against “Five Tribes”:")
    assert main(["diff", "five_tribes", "strict_loops", "--json", "--lang", "zz"]) == 1
    assert "no language 'zz'" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_card_s_deck_is_named_as_the_rules_name_it(capsys, lang):
    """A new card's deck read as its id in every language («دسته کارت: djinns», Latin
    inside Persian), where the rules name it («Djinns», «جن‌ها»)."""
    from naqala import Text
    from naqala.ruleset import load
    text = diff(capsys, "five_tribes", "thieves_of_naqala", "--lang", lang)
    name = Text(load("thieves_of_naqala"), lang).name("decks", "djinns")
    field = Text(None, lang)("diff-field", field="deck")
    assert Text(None, lang)("diff-field-set", field=field, to=name) in text
    assert ": djinns" not in text.replace("\u2068", "").replace("\u2069", "")


def _variants(lang: str, mid: str) -> set[str]:
    """The keys of the variants message `mid` of the framework's `authoring.ftl` selects."""
    from fluent.syntax import ast, parse

    from naqala.text import FRAMEWORK_LOCALES, pack_text
    resource = parse(pack_text(FRAMEWORK_LOCALES / lang / "authoring.ftl"))
    message = next(e for e in resource.body if isinstance(e, ast.Message) and e.id.name == mid)
    select = message.value.elements[0].expression
    return {v.key.name for v in select.variants if not v.default}


def _shown_fields() -> dict[str, set[str]]:
    """Every field of every section that a diff can show (all but the key, `op` and a
    phase's steps, which are compared apart)."""
    from naqala.ruleset.schema import COLLECTIONS
    return {section: {str(getattr(k, "key", k)) for k in schema._validator_dict}
            - {key, "op", "steps"} for section, (schema, key, _) in COLLECTIONS.items()}


def _settings() -> set[str]:
    """Every setting a diff can show: `end_when` and those of `board:` and `movement:`."""
    from naqala.ruleset.schema import BOARD, MOVEMENT
    return {"end_when"} | {f"{top}.{getattr(k, 'key', k)}" for top, schema in
                           (("board", BOARD), ("movement", MOVEMENT))
                           for k in schema._validator_dict}


@pytest.mark.parametrize("lang", ["en", "vi", "el", "fa"])
def test_every_field_and_section_a_diff_can_show_has_a_word(lang):
    """Guard: a field the ruleset schema gains needs its word in `diff-field` of every
    shipped language (`class`, `skip_gaps`, `edges`, `letter`, `queue`, `sets` and more
    showed as their ids), a section its word in `diff-section` (`memory`) and a setting
    in `diff-setting-name` (`board rows`), its dot written `-`."""
    fields = set().union(*_shown_fields().values())
    assert fields - _variants(lang, "diff-field") == set()
    assert set(_shown_fields()) - _variants(lang, "diff-section") == set()
    settings = {s.replace(".", "-") for s in _settings()}
    assert settings - _variants(lang, "diff-setting-name") == set()


@pytest.mark.parametrize("lang", ["vi", "el", "fa"])
def test_a_diff_names_every_field_in_words(lang):
    """A change to each field or setting reads as the language's words, never its id (nor
    the section's: a turn memory entry read «memory»; a setting «board rows»)."""
    import re

    from naqala.authoring.diff import sentences
    from naqala.ruleset import load
    rs = load("five_tribes")
    items = [{"section": section, "id": "x", "change": "changed",
              "fields": {f: {"from": 1, "to": 2} for f in sorted(fields)}}
             for section, fields in _shown_fields().items() if section != "phases"]
    turn = [{"section": "phases", "id": "x", "change": "changed", "steps": [],
             "fields": {f: {"from": 1, "to": 2} for f in _shown_fields()["phases"]}}]
    settings = [{"setting": s, "from": 1, "to": 2} for s in sorted(_settings())]
    lines = sentences({"options": [], "settings": settings, "entries": items, "turn": turn},
                      rs, rs, lang)
    ids = set().union(set(_shown_fields()), *_shown_fields().values(), {"board", "movement"},
                      *(s.split(".") for s in _settings()))
    shown = [(line, i) for line in lines[1:] for i in ids if re.search(rf"\b{i}\b", line)]
    assert shown == []
