"""`Engine.apply_all` answers several decisions as `apply` does one after another: the same
state, the same next decision and the same events, on every shipped ruleset; an illegal
answer anywhere changes nothing (docs/engine.md, "Answering several decisions at once")."""

from __future__ import annotations

import random
import re

import pytest
from helpers import RULESETS, SHIPPED

import naqala.ruleset as R
from naqala import IllegalChoice, complete_moves, move_words, play_move
from naqala.engine.engine import Engine


def decision_of(engine, state):
    d = engine.decision(state)
    return None if d is None else (d.player, d.kind, [o.id for o in d.options])


def windows(engine, players: int, seed: int, longest: int = 8):
    """Each position of a random game with the answers of up to `longest` decisions after
    it, the states they lead to and the events they say."""
    rnd = random.Random(seed)
    state, trail = engine.new_game(players, seed), []
    while not state.over:
        option = rnd.choice(engine.decision(state).options).id
        after = engine.apply(state, option)
        trail.append((state, option, after))
        state = after
    for i, (start, _, _) in enumerate(trail):
        run = trail[i:i + rnd.randint(1, longest)]
        yield start, [o for _, o, _ in run], run[-1][2], [e for *_, a in run for e in a.events]


@pytest.mark.parametrize("name", SHIPPED)
def test_answers_given_at_once_lead_where_one_by_one_leads(name):
    rs = R.load(name, folders=[RULESETS])
    engine = Engine(rs)
    checked = 0
    for start, ids, end, said in windows(engine, min(rs.players), 3):
        before = start.to_json()
        got = engine.apply_all(start, ids)
        assert got.to_json() == end.to_json(), (name, ids)
        assert decision_of(engine, got) == decision_of(engine, end)
        assert got.events == said
        assert start.to_json() == before
        checked += 1
    assert checked > 50


def test_no_answers_leave_the_state_as_it_was():
    engine = Engine(R.load("five_tribes", folders=[RULESETS]))
    fresh = engine.new_game(4, 1)
    state = engine.apply(fresh, engine.decision(fresh).options[0].id)
    said = list(state.events)
    assert engine.apply_all(state, []) is state and state.events == said and said


def test_an_illegal_answer_anywhere_changes_nothing():
    engine = Engine(R.load("five_tribes", folders=[RULESETS]))
    for start, ids, _, _ in windows(engine, 4, 5, longest=6):
        if len(ids) < 3:
            continue
        before = start.to_json()
        with pytest.raises(IllegalChoice, match="'nowhere' is not an option"):
            engine.apply_all(start, [*ids[:2], "nowhere", *ids[3:]])
        assert start.to_json() == before


@pytest.mark.parametrize("answers, says", [
    ("s3", "answers are a list of option ids, not one text ('s3')"),
    (None, "answers are a list of option ids, not NoneType"),
    (7, "answers are a list of option ids, not int"),
    (["s3", 7], "7 is not an option of this "),
    ([None], "None is not an option of this bid decision")])
def test_answers_that_are_not_a_list_of_ids_are_refused_and_change_nothing(answers, says):
    """A text was read as its letters ('s', '3'); None or a number as answers, or a number
    among them, raised Python's TypeError or AttributeError."""
    engine = Engine(R.load("five_tribes", folders=[RULESETS]))
    state = engine.new_game(2, 1)
    before = state.to_json()
    with pytest.raises(IllegalChoice, match=re.escape(says)):
        engine.apply_all(state, answers)
    assert state.to_json() == before


def test_a_whole_move_played_at_once_is_the_move_played_word_by_word():
    engine = Engine(R.load("five_tribes", folders=[RULESETS]))
    state = engine.new_game(4, 9)
    while engine.decision(state).kind != "move.start":
        state = engine.apply(state, engine.decision(state).options[0].id)
    moves = complete_moves(engine, state, 2000)
    for text in random.Random(2).sample(moves, 40):
        one_by_one = state
        for word in move_words(engine, state, text):
            one_by_one = engine.apply(one_by_one, word)
        assert play_move(engine, state, text).to_json() == one_by_one.to_json()


@pytest.mark.parametrize("name", ["five_tribes", "diagonal_steps"])
def test_a_queued_drop_is_checked_alone_with_the_same_verdict(name):
    """Drops answered from the queue are checked one by one (`accepts`), not against every
    option made: each word a board spells is taken or refused, with the same message, as
    when it answers the question asked."""
    engine = Engine(R.load(name, folders=[RULESETS]))
    state = engine.new_game(4, 9)
    while engine.decision(state).kind != "move.start":
        state = engine.apply(state, engine.decision(state).options[0].id)
    geo, letters = engine.rs.geometry, engine.rs.piece_letters
    words = [d + letter for d in geo.step_names for letter in letters]
    tried = refused = 0
    for start in [o.id for o in engine.decision(state).options][:12]:
        asked = engine.apply(state, start)
        if engine.decision(asked).kind != "move.drop":
            continue
        for word in words:
            tried += 1
            try:
                expected = engine.apply(asked, word).to_json()
            except IllegalChoice as err:
                refused += 1
                with pytest.raises(IllegalChoice) as got:
                    engine.apply_all(state, [start, word])
                assert str(got.value) == str(err)
            else:
                assert engine.apply_all(state, [start, word]).to_json() == expected
    assert tried > refused > 0 and tried - refused > 5


@pytest.mark.parametrize("name", SHIPPED)
def test_a_move_given_as_spelled_is_the_move_checked_word_by_word(name, monkeypatch):
    """`play_move` gives a move alone to the engine as spelled, forced drops included
    (`apply_all(spelled=True)`): the same state, next decision and events as its real
    choices played one by one, without checking it word by word first; a wrong word gets
    the word-by-word check's message and changes nothing."""
    from naqala import notation
    rs = R.load(name, folders=[RULESETS])
    engine, rnd, checked = Engine(rs), random.Random(4), 0
    state = engine.new_game(min(rs.players), 4)
    while not state.over and checked < 60:
        decision = engine.decision(state)
        if decision.kind == "move.start":
            moves = complete_moves(engine, state, 300)
            for text in rnd.sample(moves, min(6, len(moves))):
                one_by_one, said, asked = state, [], len(state.pending["choices"])
                for word in move_words(engine, state, text):
                    one_by_one = engine.apply(one_by_one, word)
                    said += [(e.kind, e.args, e.seats) for e in one_by_one.events]
                    if engine.decision(one_by_one).kind == "move.drop":  # midway: as spelled
                        spelled = len(one_by_one.pending["choices"]) - asked
                        part = engine.apply_all(state, text.split()[:spelled], spelled=True)
                        assert part.to_json() == one_by_one.to_json()
                with monkeypatch.context() as m:
                    m.setattr(notation, "move_choices", None)  # not called for a move alone
                    got = play_move(engine, state, text)
                assert got.to_json() == one_by_one.to_json()
                assert decision_of(engine, got) == decision_of(engine, one_by_one)
                assert [(e.kind, e.args, e.seats) for e in got.events] == said
                checked += 1
            wrong = moves[0].split()
            wrong[-1] = "Zq"
            before = state.to_json()
            with pytest.raises(IllegalChoice, match="is not legal here"):
                play_move(engine, state, " ".join(wrong))
            assert state.to_json() == before
        state = engine.apply(state, rnd.choice(decision.options).id)
    assert checked > 20
    with pytest.raises(ValueError, match="spelled"):
        engine.apply_all(state, ["power:x", "y"], spelled=True)
