"""The authoring tutorial runs: its files are built from docs/authoring.md, checked, played."""

import re
from pathlib import Path

from naqala.cli import main
from naqala.engine.engine import Engine
from naqala.ruleset import load
from naqala.text import Text
from naqala.text.rules import rules_summary

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"```\w+ file=(\S+)\n(.*?)```", re.S)


def build(tmp_path) -> Path:
    folder = tmp_path / "desert_bazaar"
    for name, body in BLOCK.findall((ROOT / "docs/authoring.md").read_text()):
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body)
    return folder


def test_the_tutorial_overlay_checks_and_plays(tmp_path, capsys):
    folder = build(tmp_path)
    assert sorted(p.name for p in folder.iterdir()) == ["djinns.yaml", "locales",
                                                       "manifest.yaml", "rules.yaml"]
    assert main(["check", str(folder)]) == 0
    rs = load(folder, folders=[ROOT / "rulesets"])
    assert rs.options["hidden_gold"] == 0
    assert "qarin" in rs.powers and [t for t, _ in rs.scoring][-1] == "bazaar_bonus"
    assert main(["simulate", "--ruleset", str(folder), "--games", "2", "--players", "3"]) == 0
    engine = Engine(rs)
    state = engine.new_game(3, 1)
    gold = state.players[0].counters["gold"]
    assert engine.scores(state)[0]["terms"]["bazaar_bonus"] == gold // 10


def test_the_tutorial_text_shows_its_numbers_in_every_language(tmp_path):
    rs = load(build(tmp_path), folders=[ROOT / "rulesets"])
    english = rules_summary(Text(rs, "en"))
    assert "pay 4 gold to take 1 card of your choice among the first 4" in english
    assert "Qarin: Gain 4 gold." in english
    for lang in ("vi", "el", "fa"):  # falls back to the base text, still with the new numbers
        text = Text(rs, lang, report=lambda _m: None)
        line = text.entry("tiles", "small_market", "action")
        assert ("۴" if lang == "fa" else "4") in line
