"""Bad snippets found by fuzzing the effect language: each now gets a clear error that says
what and where (or works as written), never a traceback, a hang or a game that replays
differently."""

from __future__ import annotations

import re

import pytest
import test_dsl as dsl
from helpers import (
    RULESETS,
    edit,
    extending,
    first_step_state,
    game,
    overlay_folder,
    run_action,
    to_top,
)

import naqala.ruleset as R
from naqala.cli import main
from naqala.dsl import costs
from naqala.dsl.parser import SnippetError
from naqala.engine.budget import DeadEnd, EffectFault
from naqala.engine.decisions import Amount
from naqala.engine.engine import Engine
from naqala.engine.move_listing import complete_moves
from naqala.errors import RulesetError


def refused(tmp_path, files: dict[str, str]):
    """The one problem of a ruleset extending the base game with these files."""
    with pytest.raises(RulesetError) as err:
        R.load(overlay_folder(tmp_path, "broken", files), folders=[RULESETS])
    [problem] = err.value.problems
    return problem


def manifest(name: str, **options) -> str:
    """A manifest extending the base game with these options set."""
    settings = "".join(f"  {k}: {v}\n" for k, v in options.items())
    return f"id: {name}\nversion: 1.0.0\nextends: five_tribes\n" + (
        f"set:\n{settings}" if settings else "")


# A `choose` where nobody can be asked ----------------------------------------------------


@pytest.mark.parametrize("file, text, line, col, why", [
    ("scoring.yaml", "scoring:\n  - id: gold\n    op: modify\n    points: value(choose tiles)\n",
     4, 19, "scores are counted with nobody to ask"),
    ("turn.yaml", "end_when: choose players = me\n", 1, 11,
     "the end of the game is decided with nobody to ask"),
    ("djinns.yaml", "cards:\n  - id: echidna\n    op: modify\n    useful: choose players = me\n",
     4, 13, "the engine reads whether a power is useful with nobody to ask"),
    ("movement.yaml", "movement:\n  last_drop: pieces(choose tiles) > 0\n", 2, 21,
     "the engine reads where a move may end with nobody to ask"),
], ids=["points", "end_when", "useful", "last_drop"])
def test_a_choice_nobody_can_answer_is_refused_when_loaded(tmp_path, file, text, line, col, why):
    problem = refused(tmp_path, {file: text})
    assert (problem.line, problem.col, problem.code) == (line, col, "D228")
    assert problem.message.startswith(f"'choose' cannot be used here: {why}")


# Faults of effects read outside a step -------------------------------------------------------


# A fault of Python in an expression: more wild cards than the game has cards.
FAULT = "sets(merchandise, suit_table, 999999)"


def finished(e, seed: int = 1):
    """A game of `e` played by first options to its end (the scores not read)."""
    s = e.new_game(3, seed)
    while (d := e.decision(s)) is not None:
        s = e.apply(s, d.options[0].id)
    return s


def test_a_fault_in_a_scoring_term_names_the_term(tmp_path):
    _, e = extending(tmp_path, "scored", {"scoring.yaml": (
        "scoring:\n  - id: gold\n    op: modify\n    points: " + FAULT + "\n")})
    with pytest.raises(EffectFault, match=r"^ruleset 'scored', scoring 'gold': its effect "
                                          r"failed \(ValueError: "):
        e.scores(finished(e))


def test_an_error_in_a_score_term_names_the_term_not_the_step(tmp_path):
    """'final' read by a score term before any move was named by the step the state was
    at (the bidding), where the term is what the designer must change."""
    _, e = extending(tmp_path, "scored", {"scoring.yaml": (
        "scoring:\n  - id: gold\n    op: modify\n    points: pieces(final)\n")})
    with pytest.raises(DeadEnd, match=r"^ruleset 'scored', scoring 'gold': 'final' is read "):
        e.scores(e.new_game(3, 1))


def test_a_fault_in_the_end_condition_names_it(tmp_path):
    _, e = extending(tmp_path, "ending", {"turn.yaml": (
        f"end_when: count(players where {FAULT} > 0) > 0\n")})
    with pytest.raises(EffectFault, match=r"^ruleset 'ending', end_when: its effect failed"):
        finished(e)


@pytest.mark.parametrize("condition", ["camels = 0", "held(vizier) > 3", "me = me"])
def test_an_end_condition_that_reads_the_acting_player_is_named(tmp_path, condition):
    """The end of a round is checked for no player: `me`, or a counter or function read
    of `me`, was player 1's, so a game ended when the first seat ran out of camels."""
    _, e = extending(tmp_path, "ending", {"turn.yaml": f"end_when: {condition}\n"})
    with pytest.raises(DeadEnd, match=r"^ruleset 'ending', end_when: it reads the acting "
                                      r"player .* count\(players where"):
        finished(e)


def test_a_fault_in_a_useful_condition_names_the_card(tmp_path):
    folder = overlay_folder(tmp_path, "idle", {"djinns.yaml": (
        "cards:\n  - id: echidna\n    op: modify\n    useful: " + FAULT + " > 0\n")})
    (folder / "manifest.yaml").write_text(manifest("idle", offer_idle_powers="no"))
    rs = R.load(folder, folders=[RULESETS])
    e = Engine(rs)
    s = game(e=e).copy()
    mine = s.players[s.turn["player"]]
    mine.cards.append("echidna")
    mine.pieces[rs.piece_index["elder"]] = 2
    with pytest.raises(EffectFault, match=r"^ruleset 'idle', card 'echidna': its effect failed"):
        e.usable_powers(s)


def test_a_fault_in_the_last_drop_condition_names_it_in_a_listing(tmp_path):
    rs, e = extending(tmp_path, "landing", {"movement.yaml": (
        "movement:\n  last_drop: " + FAULT + " > 0\n")})
    s = e.new_game(3, 1)  # at the bids: the moves of the bidder are listed
    with pytest.raises(EffectFault, match=r"^ruleset 'landing', movement: last_drop: its "
                                          r"effect failed"):
        complete_moves(rs, s)


def test_the_last_drop_condition_reads_me_as_the_player_whose_turn_it_is(tmp_path):
    """`me` once read a seat of -1 there ('nobody acts in this phase')."""
    rs, e = extending(tmp_path, "mine", {"movement.yaml": (
        "movement:\n  last_drop: pieces(tile, piece) > 0 and held(vizier, me) = 0\n")})
    s = game(e=e)
    assert complete_moves(rs, s)
    rich = s.copy()
    rich.players[rich.turn["player"]].pieces[rs.piece_index["vizier"]] = 1
    assert complete_moves(rs, rich) == []


# Places in snippets written over several lines -------------------------------------------------


VILLAGE = "tiles:\n  - id: village\n    op: modify\n    action: "


@pytest.mark.parametrize("value, line, col", [
    ("|\n      gain 1 gold\n      then gain 2 goldd\n", 6, 19),
    ("gain 1 gold\n      then gain 2 goldd\n", 5, 19),
    (">\n      gain 1 gold\n      then gain 2 goldd\n", 6, 19),
    ("\"gain 1 gold\n      then gain 2 goldd\"\n", 5, 19),
], ids=["literal", "plain", "folded", "quoted"])
def test_a_problem_on_a_later_line_of_a_snippet_is_placed_there(tmp_path, value, line, col):
    """YAML reads the line breaks of a plain, folded or quoted value as spaces: the place
    was once counted on the first line, past its end."""
    problem = refused(tmp_path, {"tiles.yaml": VILLAGE + value})
    assert (problem.line, problem.col, problem.code) == (line, col, "D218")


@pytest.mark.parametrize("value, line, col", [
    ("\"gain 1 gold \\\n      then gain 2 goldd\"\n", 5, 19),
    ("\"gain 1 gold\\u0020then gain 2 goldd\"\n", 4, 43),
    ("\"gain 1 gold\\tthen\\x20gain 2 goldd\"\n", 4, 42),
], ids=["escaped line break", "unicode escape", "short escapes"])
def test_a_problem_after_an_escape_in_quotes_is_placed_there(tmp_path, value, line, col):
    """An escape in a double-quoted snippet (a line break escaped with a backslash, a space
    written as \\u0020) is one character of the snippet and several of the file: the place
    was counted from the first line, past its end or short of the word."""
    problem = refused(tmp_path, {"tiles.yaml": VILLAGE + value})
    assert (problem.line, problem.col, problem.code) == (line, col, "D218")


def test_a_comment_ends_at_a_carriage_return_written_as_an_escape(tmp_path):
    """A comment ran to the next line feed only: in `"gain 1 gold # x\\rthen gain 2 goldd"`
    the rest of the snippet after the carriage return, a line end to YAML, was silently
    part of the comment (and so never compiled nor run)."""
    value = "\"gain 1 gold # x\\rthen gain 2 goldd\"\n"
    problem = refused(tmp_path, {"tiles.yaml": VILLAGE + value})
    assert (problem.line, problem.col, problem.code) == (4, 43, "D218")


def test_the_end_of_a_snippet_written_over_several_lines_is_placed_after_it(tmp_path):
    problem = refused(tmp_path, {"tiles.yaml": VILLAGE + "gain 1 gold\n      then (gain 2 gold\n"})
    assert (problem.line, problem.col, problem.code) == (5, 24, "D202")


# A choose in the set of another choose --------------------------------------------------------


NESTED = "claim choose near(choose tiles where kind = village)"


def test_a_choose_inside_a_choose_asks_its_own_question_first_and_replays_it():
    """The outer choose once took the inner one's recorded answer as its own on replay:
    the same choices gave another game."""
    s = dsl.blank()
    assert dsl.ids(dsl.ask(NESTED, s)) == ["b2", "e4"]
    assert dsl.ids(dsl.ask(NESTED, s, "b2")) == ["a1", "b1", "c1", "a2", "b2", "c2", "a3",
                                                 "b3", "c3"]
    after = dsl.run(NESTED, s.copy(), "b2", "a1").state
    assert [dsl.G.names[t] for t, o in enumerate(after.owner) if o is not None] == ["a1"]


def test_a_choose_inside_a_choose_is_asked_after_may():
    """Reading whether `may` is possible once asked the inner question first."""
    s = dsl.blank()
    text = "may let t = choose near(choose tiles where kind = village) then claim t"
    assert dsl.ask(text, s).kind == "may"
    assert dsl.ids(dsl.ask(text, s, "yes")) == ["b2", "e4"]
    assert dsl.ask(text, s, "yes", "e4").kind == "choose.tile"


# A move with no legal start, replayed ----------------------------------------------------------


def test_a_move_with_no_legal_start_replays_the_questions_after_it():
    """With no legal start nothing is recorded: the replay once read the next question's
    answer ('yes') as the move's start."""
    s = dsl.blank()  # no pieces on the board: no move
    assert dsl.ask("sow then may gain 1 gold", s).kind == "may"
    after = dsl.run("sow then may gain 1 gold", s.copy(), "yes").state
    assert after.players[0].counters["gold"] == 51 and not after.turn["moved"]


# Values of the wrong kind for emit, remove ... as and shift -----------------------------------


@pytest.mark.parametrize("text, col, message", [
    ("emit taken", 6, "'emit' takes events of the ruleset's 'events:' list (kill, killed), "
                      "not 'taken'"),
    ("remove 1 from final to bag as placed", 31, "'remove ... as' takes events of the "
                                                 "ruleset's 'events:' list (kill, killed), "
                                                 "not 'placed'"),
    ("shift 1 of [palm, vizier] from final to final", 19, "'shift' takes tokens, not 'vizier'"),
    ("shift 1 of djinns from final to final", 12,
     "'shift' moves tokens (of a list of token kinds, or one), not an id of decks"),
], ids=["emit", "remove-as", "shift-list", "shift-deck"])
def test_a_value_of_the_wrong_kind_is_refused_when_written(text, col, message):
    """Each once compiled and failed in play: an engine event announced without its fields
    (a trigger reading `deck` of `taken`), a piece looked up among tokens."""
    with pytest.raises(SnippetError) as err:
        dsl.C.effect(text)
    assert (err.value.code, err.value.line, err.value.col, err.value.message) == (
        "D217", 1, col, message)


@pytest.mark.parametrize("text, message", [
    ("emit (if moved then kill else taken)", "'emit' takes events of the ruleset's 'events:' "
                                             "list (kill, killed), not 'taken'"),
    ("let kinds = [palm, vizier] then shift 1 of kinds from final to final",
     "'shift' takes tokens, not 'vizier'"),
], ids=["emit", "shift"])
def test_a_computed_value_of_the_wrong_kind_is_named_in_play(text, message):
    s = dsl.blank()
    s.tokens[dsl.T["c3"]][dsl.PALM] = 1
    with pytest.raises(DeadEnd, match=re.escape(message)):
        dsl.run(text, s)


# Numbers past what a game holds ----------------------------------------------------------------


@pytest.mark.parametrize("text, what, low", [
    ("gain 999999 * 999999 gold", "counter 'gold' would be 999998000051", "0"),
    ("set palm_reach = 0 - 999999 * 999999 this turn",
     "variable 'palm_reach' would be -999998000001", "-1,000,000"),
    ("finish after round + 999999 * 999999", "the round to finish after would be "
                                             "999998000002", "0"),
], ids=["gold", "variable", "finish"])
def test_a_number_past_a_million_is_a_named_error(text, what, low):
    s = dsl.blank()
    with pytest.raises(EffectFault, match=re.escape(
            f": {what}, but a game holds numbers from {low} to 1,000,000; a runaway number?")):
        dsl.run(text, s)


def test_a_number_that_grows_without_end_stops_the_game(tmp_path, capsys):
    """Gold squared every turn once grew to millions of digits and froze the engine."""
    folder = overlay_folder(tmp_path, "greedy", {"turn.yaml": (
        "phases:\n  - id: turns\n    op: modify\n    steps:\n      - id: greed\n"
        "        op: insert\n        before: move\n        do: gain gold * gold + 2 gold\n")})
    assert main(["simulate", "--ruleset", str(folder), "--games", "1"]) == 1
    assert capsys.readouterr().err.strip().endswith(
        "but a game holds numbers from 0 to 1,000,000; a runaway number?")


# pay ... as NAME when nothing can be paid ------------------------------------------------------


def test_pay_as_names_zero_when_the_cost_cannot_be_paid():
    """The name was once left unbound, and the next statement reading it failed."""
    s = dsl.blank()
    s.players[0].counters["gold"] = 2
    after = dsl.run("pay 3 gold as paid then gain paid + 1 gold", s).state
    assert after.players[0].counters["gold"] == 3


# Checks that once asked questions ----------------------------------------------------------


def test_whether_a_power_can_be_used_is_read_without_asking(tmp_path):
    """Reading whether a power with a choose inside a choose could be used once asked the
    inner question: a raw Suspend out of usable_powers."""
    rs, e = extending(tmp_path, "nested", {"djinns.yaml": (
        "cards:\n  - id: echidna\n    op: modify\n"
        "    power: place palm on choose near(choose tiles)\n")})
    s = game(e=e).copy()
    mine = s.players[s.turn["player"]]
    mine.cards.append("echidna")
    mine.pieces[rs.piece_index["elder"]] = 2
    assert e.usable_powers(s) == ["echidna"]


def test_may_is_asked_before_a_question_in_the_arguments():
    """Whether `steal` was possible once asked the `choose` of its argument, before `may`."""
    s = dsl.blank()
    s.turn["moved"] = 1
    text = "may steal 1 of [vizier] from (if moved then choose opponents else me)"
    assert dsl.ask(text, s).kind == "may"
    assert dsl.ask(text, s, "yes").kind == "choose.player"


def test_a_statement_whose_argument_has_nothing_to_choose_is_not_offered():
    """Once 'a decision with nothing to choose' stopped the game instead of skipping `may`."""
    s = dsl.blank()  # no pieces anywhere
    s.turn["moved"] = 1
    text = "may remove 1 from (if moved then choose tiles where pieces > 0 else final) to bag"
    assert not dsl.possible(text.removeprefix("may "), s)
    dsl.run(text, s)  # nothing asked, nothing done


# Counts below zero -------------------------------------------------------------------------------


@pytest.mark.parametrize("first", ["0 - 3", "0 - 8", "0"])
def test_take_among_the_first_few_below_one_offers_nothing(first):
    """`first (0 - 3)` offered all of the row but its last 3 cards (a Python slice)."""
    s = dsl.blank()
    text = f"take 1 from resources first ({first})"
    assert not dsl.possible(text, s)
    assert dsl.run(text, s).state.players[0].cards == []


# Events that change what the verb announcing them works on -------------------------------------


def test_a_card_taken_meanwhile_by_a_trigger_of_taken_is_not_taken_again(tmp_path):
    """`take` took each card of its picks after announcing the one before: a trigger of `taken`
    that took from the same row left a gap there, and the gap was taken as a card (None),
    which every later reading of the hand failed on (KeyError: None in a scoring term)."""
    rs, e = extending(tmp_path, "grabby", {
        "djinns.yaml": "cards:\n  - id: jafaar\n    op: modify\n"
                       "    on: taken then take 9 from resources\n",
        "tiles.yaml": "tiles:\n  - id: village\n    op: modify\n"
                      "    action: take 2 from resources first 2\n"})
    s = first_step_state(e)
    row = [c for c in s.decks["resources"].row if c is not None]
    s.players[0].cards = ["jafaar"]
    run_action(e, s, "village")
    assert sorted(s.players[0].cards) == sorted(["jafaar", *row])


def test_a_card_drawn_that_a_trigger_of_taken_stole_meanwhile_is_not_kept(tmp_path):
    """`draw` holds the cards it draws until they are kept: a rival's trigger of `taken` that
    stole the second while the first was kept stopped the game with 'ValueError:
    list.remove(x): x not in list', blamed on the ruleset."""
    rs, e = extending(tmp_path, "thief", {
        "djinns.yaml": "cards:\n  - id: jafaar\n    op: modify\n"
                       "    on: taken if actor != me then steal 1 of resources from actor\n",
        "tiles.yaml": "tiles:\n  - id: village\n    op: modify\n"
                      "    action: draw 2 from resources keep 2\n"})
    s = first_step_state(e)
    to_top(s, "resources", "silk", "fish")
    s.players[0].cards, s.players[1].cards = [], ["jafaar"]
    run_action(e, s, "village", choices=("silk",))
    assert (s.players[0].cards, s.players[1].cards) == (["fish"], ["jafaar", "silk"])


def test_paying_any_of_a_counter_past_a_hundred_thousand_is_a_named_error():
    """`pay any gold` offers 0 to all the gold held: with a million (what a counter may
    reach) the question took half a minute and 800 MB to make, at every decision."""
    s = dsl.blank()
    s.players[0].counters["gold"] = 100_001
    with pytest.raises(EffectFault, match=re.escape(
            ": 'pay any gold' would offer 100,002 answers (0 to 100001), but a question offers "
            "at most 100,000; a runaway number?")):
        dsl.run("pay any gold as x", s)
    s.players[0].counters["gold"] = 99_999
    assert len(dsl.ask("pay any gold as x", s).options) == 100_000


def test_a_question_of_paying_any_words_its_answers_when_read(monkeypatch):
    """`pay any gold` with 99,999 held took some 3 s to ask: it made the label (a message and
    an amount) of each of its 100,000 answers, which a bot never reads."""
    made = []
    monkeypatch.setattr(costs, "Amount", lambda *a: made.append(a) or Amount(*a))
    s = dsl.blank()
    s.players[0].counters["gold"] = 99_999
    decision = dsl.ask("pay any gold as x", s)
    assert len(decision.options) == 100_000 and made == []
    label = decision.options[7].label
    assert (label.id, dict(label.args)) == ("option-amount", {"n": Amount("counters", "gold", 7)})
    assert made == [("counters", "gold", 7)]


def test_paying_any_of_a_hidden_counter_is_asked_of_a_seat_that_holds_none(tmp_path):
    """Whether the question is asked is read with hidden counters at a million: that reading
    is no question of a million answers."""
    rs, e = extending(tmp_path, "spend", {"turn.yaml": (
        "phases:\n  - id: turns\n    op: modify\n    steps:\n      - id: spend\n"
        "        op: insert\n        before: move\n        do: pay any gold as x\n")})
    s = edit(game(e=e), lambda b: b.players[b.turn["player"]].counters.update(gold=0), e)
    assert [o.id for o in e.decision(s).options] == ["0"]


# A player or a tile that is none -----------------------------------------------------------------


@pytest.mark.parametrize("text, name", [
    ("steal 1 of [vizier] from owner(final)", "steal"),
    ("gain held(vizier, owner(final)) gold", "held"),
    ("gain count(owned(owner(final))) gold", "owned"),
    ("gain count(opponents where held(vizier, owner(final)) > 0) gold", "held"),
    ("let p = owner(final); gain held(vizier, p) gold", "held"),
    ("let p = owner(final); remove 1 from p to bag", "remove"),
    ("remove 1 from owner(final) to bag", "remove"),
], ids=["verb", "function", "subject", "in-a-loop", "let", "let-remove", "remove"])
def test_a_player_argument_that_is_none_is_named(text, name):
    """The owner of a tile nobody owns is none: given for a player, it stopped the game with
    'TypeError: list indices must be integers or slices, not NoneType', and `owned` of it
    gave every tile nobody owns."""
    s = dsl.blank()  # nobody owns c3, where the move ended
    with pytest.raises(DeadEnd, match=re.escape(f"'{name}' needs a player, but was given none")):
        dsl.run(text, s)
    s.owner[dsl.T["c3"]] = 1
    dsl.run(text, s)


@pytest.mark.parametrize("text, name", [
    ("claim (if picked > 99 then final else none)", "claim"),
    ("place palm on (if picked > 99 then final else none)", "place"),
    ("gain pieces(if picked > 99 then final else none) gold", "pieces"),
    ("let t = (if picked > 99 then final else none); remove 1 from t to bag", "remove"),
], ids=["verb", "verb-on", "function", "let-remove"])
def test_a_tile_argument_that_is_none_is_named(text, name):
    """As a player: `claim` and `pieces` of none stopped the game with Python's words
    ('list indices must be integers or slices, not NoneType')."""
    s = dsl.blank()
    with pytest.raises(DeadEnd, match=re.escape(f"'{name}' needs a tile, but was given none")):
        dsl.run(text, s)
    s.turn["picked"] = 100
    dsl.run(text, s)


def test_a_trigger_given_no_victim_names_the_verb(tmp_path):
    """A ruleset event announced by `emit` has no victim: `remove ... from victim` (a tile or
    a player, so unchecked) stopped the game with 'list indices must be integers or slices,
    not NoneType'."""
    rs, e = extending(tmp_path, "curse", {"more.yaml": (
        "cards:\n  - id: jafaar\n    op: modify\n    on: kill then remove 1 from victim to bag\n"
        "tiles:\n  - id: village\n    op: modify\n    action: emit kill\n")})
    s = first_step_state(e)
    s.players[1].cards.append("jafaar")
    with pytest.raises(DeadEnd, match=re.escape(
            "'remove' needs a player, but was given none (the owner of a tile nobody owns, or "
            "a player an event did not name?)")):
        run_action(e, s, "village")
