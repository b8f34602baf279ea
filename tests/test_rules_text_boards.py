"""The rule text of a move follows the board's adjacency (`movement: adjacency`): the turn
of `naqala rules` and the help at a drop tell a hexagonal or a graph board's steps in every
language, where they told square steps unless a designer rewrote them."""

from __future__ import annotations

import pytest
from helpers import GRAPH, HEXAGONAL, SHIPPED, at_move_start, extending

from naqala import Text, load_ruleset
from naqala.text.rules import rules_summary
from naqala_terminal.words import help_text

LANGS = ("en", "vi", "el", "fa")
INVISIBLE = dict.fromkeys(map(ord, "\u2068\u2069"))  # Persian's isolates around arguments
# Words of square steps: orthogonal, diagonal, the eight tiles around.
SQUARE = {"en": ("orthogonal", "diagonal", "eight"),
          "vi": ("hàng ngang", "hàng dọc", "chéo", "tám"),
          "el": ("οριζοντίως", "καθέτως", "ορθογών", "διαγων", "οκτώ"),
          "fa": ("افقی", "عمودی", "قطری", "هشت")}
# The words the terminal's own board description uses (`term-board-hexagonal`,
# `term-board-graph`): hexagons and the paths between tiles.
BOARD_WORDS = {"hexagonal": {"en": "hexagon", "vi": "lục giác", "el": "εξαγωνικ",
                             "fa": "شش‌ضلعی"},
               "graph": {"en": "path", "vi": "đường nối", "el": "διαδρομ", "fa": "راه"}}
# How the shipped rulesets say a square board's steps, in the turn and at a drop.
ORTHOGONAL = {"en": ("one per tile orthogonally, never straight back",
                     "on a tile next to the last one, without going back"),
              "vi": ("thả mỗi ô một quân theo hàng ngang hoặc hàng dọc, không",
                     "lên ô kề ô vừa rồi, không quay lại"),
              "el": ("πλακίδιο, οριζοντίως ή καθέτως, ",
                     "σε πλακίδιο δίπλα στο προηγούμενο, χωρίς να γυρίσετε πίσω"),
              "fa": ("روی کاشی مجاورِ بعدی (افقی یا عمودی، نه قطری)، می‌گذارد",
                     "روی کاشی کنار کاشی قبلی بگذارید، بی‌آنکه برگردید")}
DIAGONAL = {"en": ("drops them one per tile on any of the eight surrounding tiles, diagonals "
                   "included, never straight back",
                   "on one of the eight tiles around the last one, diagonals included, "
                   "without going back"),
            "vi": ("sang một trong tám ô xung quanh, kể cả theo đường chéo, không bao giờ",
                   "lên một trong tám ô quanh ô vừa rồi, kể cả ô chéo, không quay lại"),
            "el": ("σε οποιοδήποτε από τα οκτώ γύρω πλακίδια, και διαγωνίως, χωρίς ποτέ",
                   "σε ένα από τα οκτώ πλακίδια γύρω από το προηγούμενο, και διαγωνίως, "
                   "χωρίς να γυρίσετε πίσω"),
            "fa": ("هر کدام روی کاشی مجاورِ بعدی (افقی، عمودی یا قطری)، می‌گذارد",
                   "روی یکی از هشت کاشی پیرامون کاشی قبلی بگذارید، قطری هم می‌شود، "
                   "بی‌آنکه برگردید")}


def shown(text: Text, mid: str) -> str:
    return text(mid).translate(INVISIBLE)


@pytest.fixture(scope="module", params=["hexagonal", "graph"])
def shaped(request, tmp_path_factory):
    """The base game on a hexagonal or a graph board, and that adjacency."""
    files = HEXAGONAL if request.param == "hexagonal" else GRAPH
    rs, _ = extending(tmp_path_factory.mktemp("boards"), request.param, files)
    return rs, request.param


@pytest.mark.parametrize("lang", LANGS)
def test_the_turn_and_the_drop_help_tell_the_board_s_own_steps(shaped, lang):
    """A hexagonal or graph variant's rules said the pieces drop orthogonally, and its help
    at a drop said so too, unless the designer rewrote both paragraphs in every language."""
    rs, adjacency = shaped
    text = Text(rs, lang)
    turn, drop = shown(text, "rules-turn"), shown(text, "term-help-move-drop")
    assert turn in rules_summary(text).translate(INVISIBLE)
    for words in (turn, drop):
        assert BOARD_WORDS[adjacency][lang] in words, words
        assert not [w for w in SQUARE[lang] if w in words], words


@pytest.mark.parametrize("lang", LANGS)
def test_the_terminal_s_help_at_a_hexagonal_drop_tells_hexagons(tmp_path, lang):
    game = at_move_start(tmp_path, "hexa", HEXAGONAL)
    game.apply(game.decision.options[0].id)
    assert game.decision.kind == "move.drop"
    help_shown = help_text(Text(game.rs, lang), game.decision, "b3 Eg")
    assert BOARD_WORDS["hexagonal"][lang] in help_shown, help_shown
    assert not [w for w in SQUARE[lang] if w in help_shown], help_shown


@pytest.mark.parametrize("name", [n for n in SHIPPED if n != "diagonal_steps"])
def test_a_square_ruleset_tells_orthogonal_steps_as_before(name):
    rs = load_ruleset(name)
    for lang in LANGS:
        text = Text(rs, lang)
        turn, drop = ORTHOGONAL[lang]
        assert turn in shown(text, "rules-turn"), (lang, shown(text, "rules-turn"))
        assert drop in shown(text, "term-help-move-drop"), lang


@pytest.mark.parametrize("lang", LANGS)
def test_diagonal_steps_still_tells_its_steps_include_diagonals(lang):
    text = Text(load_ruleset("diagonal_steps"), lang)
    turn, drop = DIAGONAL[lang]
    assert turn in shown(text, "rules-turn")
    assert drop in shown(text, "term-help-move-drop")
