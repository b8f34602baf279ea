"""The promo Djinn Dhenim (rulesets/dhenim_promo/README.md): an overlay that any ruleset can
include through `extends:`; scenario tests of its power, then random games of combinations.
"""

from __future__ import annotations

import random
from pathlib import Path

import helpers
import pytest
from helpers import RULESETS, clear_board, finish_turn, gold, put, to_turns

import naqala.ruleset as R
from naqala.engine.engine import Engine

RS = R.load("dhenim_promo")
E = Engine(RS)


def test_dhenim_is_shuffled_into_the_djinn_deck_only_when_included():
    """Promo Djinn: optional, shuffled into the Djinn deck only when chosen; 6 points."""
    assert RS.card_deck["dhenim"] == "djinns" and RS.card_vp["dhenim"] == 6
    assert "dhenim" not in R.load("five_tribes").card_deck
    s = E.new_game(3, 4)
    djinns = s.decks["djinns"]
    assert len(djinns.draw) + len([c for c in djinns.row if c]) == 23
    assert "dhenim" in [*djinns.draw, *djinns.row]


def _vizier_move(owner: int, viziers: str):
    """The move b3 Ey ends on c3 (a small market), picking up `viziers` there plus the
    dropped one; `owner` holds Dhenim."""
    def fn(b):
        helpers.lay_out(b, rs=RS, b3="y", c3=viziers)
        helpers.kinds(b, default="oasis", c3="small_market")
        helpers.return_cards(b, RS, "draw")
        helpers.give(b, owner, "dhenim", rs=RS)
    return fn


@pytest.mark.parametrize("mine, viziers, pays", [(True, "y", 2), (True, "yy", 3),
                                                 (False, "y", 4), (False, "yy", 6)])
def test_dhenim_pays_per_vizier_gained_one_if_mine_two_if_an_opponents(mine, viziers, pays):
    """Promo Djinn: 1 gold per Vizier gained by its owner, 2 per Vizier gained by an opponent."""
    s = to_turns(E.new_game(3, 0), E)
    me = E.decision(s).player
    owner = me if mine else (me + 1) % 3
    s = helpers.edit(s, _vizier_move(owner, viziers), e=E)
    g0 = gold(s, owner)
    s = helpers.play(s, "b3 Ey", e=E)
    while E.decision(s).kind == "may":  # the market: take nothing
        s = E.apply(s, "no")
    s = finish_turn(s, e=E)
    gained = len(viziers) + 1
    assert s.players[me].pieces[RS.piece_index["vizier"]] == gained
    assert gold(s, owner) == g0 + pays


def test_dhenim_does_not_pay_for_other_tribes():
    s = to_turns(E.new_game(3, 0), E)
    me = E.decision(s).player
    s = helpers.edit(s, _vizier_move(me, "y"), e=E)
    s = helpers.edit(s, lambda b: (put(b, "b2", "w"), put(b, "b1", "w")), e=E)
    g0 = gold(s, me)
    s = finish_turn(helpers.play(s, "b2 Nw", e=E), e=E)
    assert gold(s, me) == g0


def _combination(tmp_path: Path, parent: str) -> Path:
    folder = tmp_path / f"{parent}_dhenim"
    folder.mkdir()
    (folder / "manifest.yaml").write_text(
        f"id: {parent}_dhenim\nversion: 1.0.0\nextends: {parent}, dhenim_promo\n")
    return folder


@pytest.mark.parametrize("parent, players", [("whims_of_the_sultan", 5),
                                             ("thieves_of_naqala", 2),
                                             ("artisans_of_naqala", 4)])
def test_any_ruleset_can_include_dhenim(tmp_path, parent, players):
    rs = R.load(str(_combination(tmp_path, parent)), folders=[RULESETS, tmp_path])
    assert "dhenim" in rs.card_deck and rs.chain[-3:-1] == (parent, "dhenim_promo")
    e = Engine(rs)
    rnd = random.Random(players)
    s = e.new_game(players, 7)
    for _ in range(6000):
        d = e.decision(s)
        if d is None:
            break
        s = e.apply(s, rnd.choice(d.options).id)
    assert s.over


# Dhenim pays for Viziers gained in any way (the `gained` event, docs/effects.md) ----------------

def _including_dhenim(tmp_path: Path, parent: str):
    rs = R.load(str(_combination(tmp_path, parent)), folders=[RULESETS, tmp_path])
    return rs, Engine(rs)


@pytest.mark.parametrize("dhenim_mine, pays", [(True, 1), (False, 2)])
def test_dhenim_pays_for_a_vizier_kept_by_kandicha(dhenim_mine, pays):
    """Promo Djinn: a Vizier gained through Kandicha's kill pays like any other."""
    s = to_turns(E.new_game(3, 0), E)
    me = E.decision(s).player
    owner = me if dhenim_mine else (me + 1) % 3

    def fn(b):
        helpers.return_cards(b, RS, "draw")
        helpers.give(b, me, "kandicha", rs=RS)
        helpers.give(b, owner, "dhenim", rs=RS)
    s = helpers.arranged(s, fn, e=E, b3="r", c3="r", c4="y")
    g0 = gold(s, owner)
    s = finish_turn(helpers.play(s, "b3 Er", e=E), e=E)  # the Vizier on c4 is killed
    assert s.players[me].pieces[RS.piece_index["vizier"]] == 1
    assert gold(s, owner) == g0 + pays


def test_dhenim_pays_for_a_vizier_taken_by_the_vizier_thief(tmp_path):
    """Promo Djinn with the Thieves: the Vizier tribe action pays for the Viziers kept, and the
    Vizier Thief pays again for the one it takes."""
    rs, e = _including_dhenim(tmp_path, "thieves_of_naqala")
    s = to_turns(e.new_game(3, 0), e)
    me = e.decision(s).player
    victim, owner = (me + 1) % 3, (me + 2) % 3

    def fn(b):
        helpers.kinds(b, default="oasis")
        helpers.return_cards(b, rs, "draw")
        helpers.hold(b, victim, "y", rs)
        helpers.give(b, me, "thief_vizier", rs=rs)
        helpers.give(b, owner, "dhenim", rs=rs)
    s = helpers.arranged(s, fn, e=e, b3="y", c3="y")
    g0 = gold(s, owner)
    s = helpers.play(s, "b3 Ey", e=e)  # two Viziers kept, then the Thief may be discarded
    assert gold(s, owner) == g0 + 2 * 2
    s = e.apply(s, "yes")
    vizier = rs.piece_index["vizier"]
    assert s.players[me].pieces[vizier] == 3 and s.players[victim].pieces[vizier] == 0
    assert gold(s, owner) == g0 + 3 * 2


def test_dhenim_pays_for_a_vizier_stolen_or_collected(tmp_path):
    """Promo Djinn: `steal` and `collect` (as a Djinn's or an item's power uses them) gain
    Viziers too."""
    folder = _combination(tmp_path, "five_tribes")
    (folder / "tiles.yaml").write_text(
        "tiles:\n  - id: oasis\n    op: modify\n"
        "    action: steal 1 of [vizier] from choose opponents where held(vizier) > 0\n"
        "  - id: village\n    op: modify\n    action: collect 2 vizier from bag\n")
    rs = R.load(str(folder), folders=[RULESETS, tmp_path])
    e = Engine(rs)
    s = helpers.first_step_state(e)
    clear_board(s)
    helpers.return_cards(s, rs, "draw")
    helpers.give(s, 2, "dhenim", rs=rs)
    helpers.hold(s, 1, "y", rs)
    g0 = gold(s, 2)
    helpers.run_action(e, s, "oasis")  # player 1 is the only victim
    assert gold(s, 2) == g0 + 2
    helpers.run_action(e, s, "village", me=2)
    assert gold(s, 2) == g0 + 2 + 2 * 1
    vizier = rs.piece_index["vizier"]
    assert [p.pieces[vizier] for p in s.players] == [1, 0, 2]
