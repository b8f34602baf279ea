"""The rule text of a move follows the `movement:` settings `step_back` and `pick_up`: the
turn of `naqala rules` and the help at a move's start and drops say whether a drop may go
straight back and what a move picks up, in every language, where they told the base game's
rule whatever a variant or its options set."""

from __future__ import annotations

import pytest
from helpers import RULESETS, SHIPPED

import naqala.ruleset as R
from naqala import Text, load_ruleset
from naqala.text.rules import rules_summary

LANGS = ("en", "vi", "el", "fa")
INVISIBLE = dict.fromkeys(map(ord, "\u2068\u2069"))  # Persian's isolates around arguments
# (the turn's words, the drop help's words) when a drop may not go straight back...
NO_BACK = {"en": ("never straight back", "without going back"),
           "vi": ("không bao giờ quay ngược lại ô vừa đi qua", "không quay lại"),
           "el": ("χωρίς ποτέ να γυρίσει αμέσως πίσω", "χωρίς να γυρίσετε πίσω"),
           "fa": ("بی‌آنکه بلافاصله به کاشی قبلی برگردد", "بی‌آنکه برگردید")}
# ... and when it may.
BACK = {"en": ("going straight back if they like", "even the one you came from"),
        "vi": ("có thể quay ngược lại ngay ô vừa đi qua", "kể cả quay lại ô ngay trước đó"),
        "el": ("ακόμη και πίσω στο πλακίδιο που μόλις άφησε",
               "ακόμη και σε εκείνο από το οποίο ήρθατε"),
        "fa": ("می‌تواند بلافاصله به کاشی قبلی هم برگردد",
               "حتی روی همان کاشی‌ای که از آن آمده‌اید")}
# (the turn's words, the start help's words) when a move picks up every piece of its tile...
ALL = {"en": ("picks up every meeple of one tile", "you pick up all its meeples and"),
       "vi": ("lấy hết quân trên một ô đất", "bạn nhặt hết quân trên đó rồi"),
       "el": ("όλα τα πιόνια ενός πλακιδίου", "παίρνετε όλα τα πιόνια του και"),
       "fa": ("همه‌ی مهره‌های یک کاشی را برمی‌دارد", "همه‌ی مهره‌هایش را برمی‌دارید")}
# ... and when it picks up every piece of one kind.
KIND = {"en": ("picks up every meeple of one colour on one tile",
               "you pick up all its meeples of the tribe you choose"),
        "vi": ("lấy hết quân cùng một màu trên một ô đất", "hết quân thuộc bộ lạc bạn chọn"),
        "el": ("όλα τα πιόνια ενός χρώματος από ένα πλακίδιο",
               "όλα τα πιόνια της φυλής που διαλέγετε"),
        "fa": ("همه‌ی مهره‌های یک رنگ از یک کاشی را برمی‌دارد",
               "همه‌ی مهره‌های قبیله‌ای را که برمی‌گزینید از آن برمی‌دارید")}
HELPS = ("term-help-move-drop", "term-help-move-start")


def said(rs, lang: str) -> tuple[str, ...]:
    """The turn, the drop help and the start help, as a player reads them."""
    text = Text(rs, lang)
    turn = text("rules-turn").translate(INVISIBLE)
    assert turn in rules_summary(text).translate(INVISIBLE)
    return (turn, *(text(mid).translate(INVISIBLE) for mid in HELPS))


def moving(tmp_path, base: str, movement: str, manifest: str = "", **load) -> R.Ruleset:
    """A ruleset extending `base` whose `movement:` section is `movement` (and whose
    manifest ends with `manifest`), loaded with `load` (such as `settings`)."""
    folder = tmp_path / f"{base}_moved"
    folder.mkdir(exist_ok=True)
    (folder / "manifest.yaml").write_text(f"id: {base}_moved\nversion: 1.0.0\n"
                                          f"extends: {base}\n{manifest}")
    (folder / "rules.yaml").write_text(f"movement:\n{movement}")
    return R.load(str(folder), folders=[RULESETS, tmp_path], **load)


def tells(texts: tuple[str, ...], back: bool, kind: bool, lang: str) -> None:
    """The turn and the helps tell that rule of stepping back and of picking up."""
    turn, drop, start = texts
    for holds, yes, no, shown in ((back, BACK, NO_BACK, (turn, drop)),
                                  (kind, KIND, ALL, (turn, start))):
        told, untold = (yes, no) if holds else (no, yes)
        for word, where in zip(told[lang], shown):
            assert word in where, (word, where)
        for word, where in zip(untold[lang], shown):
            assert word not in where, (word, where)


@pytest.mark.parametrize("lang", LANGS)
def test_a_variant_whose_drops_may_go_straight_back_says_so(tmp_path, lang):
    """`step_back: yes` let drops go straight back, and the rules said they never do."""
    rs = moving(tmp_path, "five_tribes", "  step_back: yes\n")
    tells(said(rs, lang), back=True, kind=False, lang=lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_variant_that_picks_up_one_kind_says_so(tmp_path, lang):
    """`pick_up: kind` picks up the pieces of one kind, and the rules said every piece."""
    rs = moving(tmp_path, "five_tribes", "  pick_up: kind\n")
    tells(said(rs, lang), back=False, kind=True, lang=lang)


@pytest.mark.parametrize("lang", LANGS)
def test_an_option_that_lets_drops_go_back_changes_the_text(tmp_path, lang):
    """`step_back` may name an option: the game's setting of it is what the text says."""
    option = ("options:\n  drops_go_back:\n    default: no\n"
              "    doc: A drop may go straight back to the tile just left.\n")
    kept = moving(tmp_path, "five_tribes", "  step_back: drops_go_back\n", option)
    lifted = moving(tmp_path, "five_tribes", "  step_back: drops_go_back\n", option,
                    settings={"drops_go_back": "yes"})
    tells(said(kept, lang), back=False, kind=False, lang=lang)
    tells(said(lifted, lang), back=True, kind=False, lang=lang)


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_turn_follows_both_settings(tmp_path, name):
    """Each shipped ruleset's own turn, changed by a variant of it."""
    rs = moving(tmp_path, name, "  step_back: yes\n  pick_up: kind\n")
    for lang in LANGS:
        tells(said(rs, lang), back=True, kind=True, lang=lang)


@pytest.mark.parametrize("name", SHIPPED)
def test_the_shipped_rulesets_tell_the_base_game_s_move(name):
    rs = load_ruleset(name)
    for lang in LANGS:
        tells(said(rs, lang), back=False, kind=False, lang=lang)
