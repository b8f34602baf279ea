"""What a program gives the public API (docs/api.md) is checked where it comes in: a wrong
type or a value out of range is a NaqalaError or an IllegalChoice saying which, never a
Python error from deep inside, and nothing changes (docs/decisions.md, hardening)."""

from __future__ import annotations

import copy
import pickle
import random
import re

import numpy as np
import pytest
from helpers import overlay_folder

from naqala import (
    Engine,
    Game,
    IllegalChoice,
    Message,
    NaqalaError,
    Text,
    complete_moves,
    determinise,
    final_scores,
    label,
    languages,
    load_ruleset,
    move_ending,
    move_endings,
    move_words,
    play_move,
    prompt,
    render,
    sentence,
    view_data,
)
from naqala.game import digest


@pytest.mark.parametrize("players, seed, says", [
    (2, 2 ** 64, "seeds are below 2**64"),
    (2, 1.5, "1.5 is not a seed: give a whole number"),
    (2, True, "True is not a seed"),
    (2, "abc", "'abc' is not a seed"),
    ("4", 1, "'4' is not a player count: give a whole number"),
    (4.0, 1, "4.0 is not a player count"),
])
def test_a_game_refuses_a_seed_its_save_could_not_hold_and_counts_that_are_no_numbers(
        players, seed, says):
    with pytest.raises(NaqalaError, match=re.escape(says)):
        Game("five_tribes", players, seed)


def test_numpy_integers_are_whole_numbers_and_the_largest_seed_saves(tmp_path):
    game = Game("five_tribes", np.int64(2), np.uint64(2 ** 64 - 1))
    assert (game.players, game.seed) == (2, 2 ** 64 - 1)
    game.save(tmp_path / "g.json")
    assert Game.load(tmp_path / "g.json").seed == game.seed


def at_a_move() -> Game:
    game = Game("five_tribes", 2, 1)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    return game


@pytest.mark.parametrize("call", [
    lambda g: g.apply_move(None),
    lambda g: play_move(g.engine, g.state, 5),
    lambda g: move_words(g.engine, g.state, ["b3"]),
    lambda g: move_ending(g.engine, g.state, None),
])
def test_a_move_that_is_not_text_is_an_illegal_choice(call):
    game = at_a_move()
    with pytest.raises(IllegalChoice, match="a move is text in notation"):
        call(game)
    assert game.history == [] or game.decision.kind == "move.start"


@pytest.mark.parametrize("limit, says", [(-1, "limit -1: give 0 or more"),
                                         (1.5, "1.5 is not a limit of moves"),
                                         ("3", "'3' is not a limit of moves")])
def test_a_limit_of_moves_is_a_whole_number_of_zero_or_more(limit, says):
    game = at_a_move()
    for listing in (lambda: game.moves(limit), lambda: move_endings(game.engine, game.state,
                                                                    limit),
                    lambda: complete_moves(game.engine, game.state, limit)):
        with pytest.raises(NaqalaError, match=says):
            listing()
    assert len(game.moves(np.int64(3))) == 3 and game.moves(0) == []


@pytest.mark.parametrize("settings, says", [
    ({1: "yes", "hidden_gold": "no"}, "setting 1: 'yes': an option's name is text"),
    ({"hidden_gold": [1]}, "setting 'hidden_gold': [1]: an option's name is text"),
    (["hidden_gold"], "settings are a dict of option names and values, not list"),
    ({"power_uses_per_turn": 9 * 10 ** 4999}, "setting 'power_uses_per_turn': a number of "
                                              "some 5000 digits: an option's number has at "
                                              "most 12 digits"),
    ({"power_uses_per_turn": "9" * 5000}, "not '999999999999999999999999999999999999999999"
                                          "99999999999999999... (5000 long)"),
])
def test_settings_are_option_names_and_values(settings, says):
    with pytest.raises(NaqalaError, match=re.escape(says)):
        load_ruleset("five_tribes", settings=settings)


def test_an_option_number_has_up_to_12_digits_given_as_a_number_or_as_text():
    assert load_ruleset("five_tribes", settings={"power_uses_per_turn": 10 ** 10}).power_uses \
        == 10 ** 10
    with pytest.raises(NaqalaError, match=re.escape(
            "option 'power_uses_per_turn' takes a whole number of at most 12 digits, not "
            "'1234567890123'")):
        load_ruleset("five_tribes", settings={"power_uses_per_turn": "1234567890123"})


def test_a_long_refused_id_is_quoted_short():
    game = Game("five_tribes", 2, 1)
    with pytest.raises(IllegalChoice) as refused:
        game.apply("x" * 100_000)
    assert str(refused.value).startswith(f"'{'x' * 59}... (100000 long) is not an option "
                                         "of this bid decision")
    assert len(str(refused.value)) < 300 and game.history == []


def played(seed: int, choices: int) -> Game:
    game, rnd = Game("five_tribes", 2, seed), random.Random(seed)
    for _ in range(choices):
        game.apply(rnd.choice(game.decision.options).id)
    return game


def test_a_decision_is_read_only_so_a_bot_cannot_narrow_it_in_place():
    """The decision a state waits at is the one bots and plugins are handed: a bot that
    narrowed `decision.options` once changed the options the game accepted."""
    game = played(3, 30)
    offered = [o.id for o in game.decision.options]
    with pytest.raises(AttributeError, match="a Decision is read-only"):
        game.decision.options = game.decision.options[:1]
    assert [o.id for o in game.decision.options] == offered
    assert copy.copy(game.decision) is game.decision


def test_a_decision_context_is_read_only_all_through():
    """A decision's context was a read-only mapping of lists and dicts a caller could
    change (a drop's `path` and `hand`): a public decision is read-only all through, its
    lists tuples and its dicts read-only mappings, and it still pickles."""
    game = waiting_at("move.drop", 0)
    context = game.decision.context
    assert isinstance(context["path"], tuple) and context["at"]
    for change in (lambda: context["path"].append("a1"), lambda: context["hand"].clear(),
                   lambda: context["hand"].update(x=1)):
        with pytest.raises((AttributeError, TypeError)):  # refused
            change()
    again = pickle.loads(pickle.dumps(game.decision))
    assert dict(again.context["hand"]) == dict(context["hand"])
    assert again.context["path"] == context["path"]


def waiting_at(kind: str, seed: int) -> Game:
    game, rnd = Game("five_tribes", 2, seed), random.Random(seed)
    while game.decision.kind != kind:
        game.apply(rnd.choice(game.decision.options).id)
    return game


def test_an_option_is_read_only_so_a_caller_changes_no_game():
    """The options of the decision a game waits at are the game's own, and some are every
    game's: renaming `yes` renamed it in every game of the process (which then refused
    `yes`), and lowering a cost in an option's fields made a Djinn cheaper in every game."""
    asked, paying = waiting_at("may", 0), waiting_at("pay", 0)
    yes, cost = asked.decision.find("yes"), paying.decision.options[0]
    for change in (lambda: setattr(yes, "id", "oui"), lambda: setattr(yes, "value", False),
                   lambda: setattr(cost, "fields", {}), lambda: cost.fields.clear(),
                   lambda: cost.fields["cost"].update(dict.fromkeys(cost.fields["cost"], 0))):
        with pytest.raises((AttributeError, TypeError)):  # refused
            change()
    assert (yes.id, yes.value) == ("yes", True)
    with pytest.raises(AttributeError, match="an Option is read-only"):
        yes.id = "oui"
    other = waiting_at("may", 1)
    assert [o.id for o in other.decision.options] == ["yes", "no"]
    other.apply("yes")
    assert 0 not in waiting_at("pay", 0).decision.options[0].fields["cost"].values()


def test_what_a_label_or_an_event_says_is_read_only():
    """A cost's label is every game's (its ruleset's), and the event of a payment is told to
    every seat that sees it: a caller that emptied the label's list of items made every
    game offer, and tell every seat of, payments of nothing."""
    paying = waiting_at("pay", 0)
    text, option = Text(paying.rs, "en"), paying.decision.options[0]
    shown = label(text, option)
    for change in (lambda items: items.clear(), lambda items: items.append(items[0])):
        with pytest.raises(AttributeError):  # refused: a tuple
            change(option.label.args["items"])
    with pytest.raises(TypeError):
        option.label.args["items"] = []
    assert label(text, waiting_at("pay", 0).decision.options[0]) == shown
    assert pickle.loads(pickle.dumps(option.label)).args == option.label.args
    n = len(paying.log)
    paying.apply(option.id)
    paid = next(e for e in paying.events(n) if e.kind == "paid")
    told = sentence(text, paid)
    with pytest.raises(AttributeError):
        paid.args["items"].clear()
    assert [sentence(text, e) for e in paying.events(n, 1) if e.kind == "paid"] == [told]
    assert shown in told


def test_decisions_options_and_states_pickle_and_play_on_the_same():
    """A search spread over processes sends states: a pending decision's options once
    held an unpicklable empty mapping."""
    game = played(5, 40)
    decision = pickle.loads(pickle.dumps(game.decision))
    assert decision == game.decision and decision.prompt == game.decision.prompt
    assert [o.label for o in decision.options] == [o.label for o in game.decision.options]
    assert copy.deepcopy(game.decision.options[0]) == game.decision.options[0]
    state = pickle.loads(pickle.dumps(game.state))
    choice = game.decision.options[-1].id
    assert digest(game.engine.apply(state, choice)) == \
        digest(game.engine.apply(game.state, choice))


def test_a_long_refused_move_is_quoted_short():
    """A move of 20,000 characters was echoed whole in its error."""
    game = Game("five_tribes", 2, 3)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    with pytest.raises(IllegalChoice) as refused:
        play_move(game.engine, game.state, "zz" * 10_000)
    assert len(str(refused.value)) < 300 and "(20000 long)" in str(refused.value)


@pytest.mark.parametrize("zero", ["۰", "٠", "０"])
def test_a_move_may_spell_its_tiles_with_the_digits_the_text_shows(zero):
    """Persian text shows the tile a1 as `a۱`: a player who types what they read (in the
    browser, or a program with the API) was refused; the terminal alone translated."""
    game = Game("five_tribes", 2, 1)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    move = game.moves(1)[0]
    typed = move.translate({ord(str(n)): chr(ord(zero) + n) for n in range(10)})
    assert typed != move
    after = play_move(game.engine, game.state, typed)
    assert digest(after) == digest(play_move(game.engine, game.state, move))
    game.apply_move(typed)
    assert digest(game.state) == digest(after)


@pytest.mark.parametrize("since, says", [("a", "'a' is not a position in the game's log"),
                                         (1.5, "1.5 is not a position in the game's log"),
                                         (-3, "position -3 of the game's log: give 0 or more")])
def test_events_since_is_a_position_in_the_log(since, says):
    """A text or a float raised a TypeError of slicing; -3 gave the last three events, as
    Python counts from the end, not the events from a position."""
    game = played(2, 10)
    with pytest.raises(NaqalaError, match=re.escape(says)):
        game.events(since)
    assert game.events(np.int64(len(game.log))) == [] == game.events(10 ** 30)
    assert game.events(None) == game.events(0)


@pytest.mark.parametrize("asks", [None, 0, "no", "yes"])
def test_the_rule_a_game_plays_under_is_given_as_true_or_false(asks):
    """Anything false (None, 0, '') played under the rule of naqala-save/2 games, where a
    question a hidden counter narrows to one option tells the others what it holds."""
    with pytest.raises(NaqalaError, match=re.escape(
            f"asks_narrowed is True or False (False: the rule of naqala-save/2 games), not "
            f"{asks!r}")):
        Game("five_tribes", 2, 1, asks)
    assert not Game("five_tribes", 2, 1, False).engine.asks_narrowed
    with pytest.raises(NaqalaError, match=re.escape(f"not {asks!r}")):  # took it as said
        Engine("five_tribes", asks_narrowed=asks)
    assert not Engine("five_tribes", asks_narrowed=False).asks_narrowed


def test_a_view_pickles_as_what_its_seat_sees_and_copies_play_on():
    """The View a bot receives held its game: pickling or deep-copying it raised Python's
    TypeError on the ruleset, and had it worked it would have carried the whole state and
    the seed. A pickled view is its seat and data alone; a copy still samples."""
    game, rnd = Game("five_tribes", 2, 987_654_321_987), random.Random(7)
    for _ in range(30):
        game.apply(rnd.choice(game.decision.options).id)
    seat = 1 - game.decision.player
    view = game.seat_view(seat)
    text = pickle.dumps(view)
    for secret in (game.seed, game.state.rng):
        assert secret.to_bytes(8, "little").rstrip(b"\0") not in text
    again = pickle.loads(text)
    assert (again.seat, again.data, again.engine) == (seat, game.view(seat), None)
    with pytest.raises(NaqalaError, match="a view unpickled away from its game"):
        again.determinise(random.Random(1))
    for copied in (copy.copy(view), copy.deepcopy(view)):
        assert copied.data == view.data and copied.engine is game.engine
        assert digest(copied.determinise(random.Random(1))) == \
            digest(view.determinise(random.Random(1)))


@pytest.mark.parametrize("players, seed, says", [
    (2.0, 1, "2.0 is not a player count: give a whole number"),
    ("2", 1, "'2' is not a player count"),  # was refused as "not 2", a count it takes
    (2, 1.5, "1.5 is not a seed"),  # was played as seed 1
    (2, None, "None is not a seed"), (2, "x", "'x' is not a seed")])
def test_an_engine_deals_a_game_of_whole_numbers(players, seed, says):
    """The engine, public for search, took a seed of 1.5 as 1 and raised Python's TypeError
    on 2.0 players or a seed of None, as `Game` does not."""
    with pytest.raises(NaqalaError, match=re.escape(says)):
        Engine(load_ruleset("five_tribes")).new_game(players, seed)


def test_texts_languages_and_engines_take_a_ruleset_or_its_name():
    """Text('five_tribes'), languages('five_tribes') and Engine('five_tribes') raised an
    AttributeError of str, where vocabulary('five_tribes') and Game('five_tribes') take the
    name."""
    rs = load_ruleset("five_tribes")
    assert languages("five_tribes") == languages(rs)
    assert Text("five_tribes", "vi").rs is rs
    for wrong, says in ((5, "a Text is of a ruleset (a name or load_ruleset's), not int"),
                        (["five_tribes"], "a Text is of a ruleset")):
        with pytest.raises(NaqalaError, match=re.escape(says)):
            Text(wrong, "en")
    with pytest.raises(NaqalaError, match="languages are of a ruleset"):
        languages(3.5)
    assert Engine("five_tribes").rs is rs  # it raised "'str' object has no attribute"
    with pytest.raises(NaqalaError, match="an engine is of a ruleset"):
        Engine(None)


def test_a_move_a_variant_refuses_halfway_changes_nothing(manager):
    """Game.apply_move checked the move's drops against the rules, then applied its words
    one by one: a variant plugin that leaves out some drops refused the third word, and
    the game kept the first two."""
    from naqala.engine.decisions import Decision
    from naqala.hookspecs import hookimpl

    class NoSouth:
        @hookimpl
        def naqala_adjust_options(self, view, decision):
            if decision.kind != "move.drop":
                return None
            kept = tuple(o for o in decision.options if not o.id.startswith("S"))
            return Decision(decision.player, decision.kind, kept)
    manager.register(NoSouth(), name="no-south")
    game = at_a_move()
    before = (digest(game.state), list(game.history), len(game.log))
    with pytest.raises(IllegalChoice, match="'Sw' is not an option of this move.drop decision"):
        game.apply_move("a1 Ew Sw Eb")
    assert (digest(game.state), list(game.history), len(game.log)) == before
    game.apply_move("a1 Ew Ew Sb")  # its last drop is the only one left: the engine takes it
    assert game.history[len(before[1]):] == ["a1", "Ew", "Ew"]


@pytest.mark.parametrize("copied", [copy.copy, copy.deepcopy,
                                    lambda game: pickle.loads(pickle.dumps(game))])
@pytest.mark.parametrize("ruleset", ["five_tribes", "thieves_and_whims:hidden_gold=no"])
def test_a_copied_or_pickled_game_plays_on_alone(tmp_path, copied, ruleset):
    """`copy.copy(game)` shared its history and log: a choice made on the copy was added to
    the original's history but not to its state, so the original saved a file that could
    not be read back. Deep copies and pickles raised Python's TypeError on the ruleset."""
    game, rnd = Game(ruleset, 2, 11), random.Random(11)
    for _ in range(37):
        game.apply(rnd.choice(game.decision.options).id)
    history, log, state = list(game.history), list(game.log), digest(game.state)
    other = copied(game)
    assert (other.rs.hash, other.history, digest(other.state), other.can_undo()) == \
        (game.rs.hash, history, state, game.can_undo())
    assert [e.kind for e in other.log] == [e.kind for e in log]
    for _ in range(20):
        other.apply(rnd.choice(other.decision.options).id)
    if other.can_undo():
        other.undo()
    assert (game.history, game.log, digest(game.state)) == (history, log, state)
    for played_on in (game, other):
        played_on.save(tmp_path / "g.json")
        assert digest(Game.load(tmp_path / "g.json").state) == digest(played_on.state)


@pytest.mark.parametrize("copied", [copy.deepcopy,
                                    lambda game: pickle.loads(pickle.dumps(game))])
def test_a_game_copied_in_the_middle_of_a_move_goes_on_from_its_drop(copied):
    """A move stopped at a drop keeps where it goes on from, the board's geometry among it:
    a pickle of such a game raised Python's PicklingError on the geometry's caches."""
    game, rnd = Game("five_tribes", 2, 5), random.Random(5)
    while game.decision.kind != "move.drop":
        game.apply(rnd.choice(game.decision.options).id)
    other = copied(game)
    for _ in range(12):
        choice = rnd.choice(game.decision.options).id
        game.apply(choice)
        other.apply(choice)
        assert (other.history, digest(other.state)) == (game.history, digest(game.state))


def test_a_pickled_game_of_a_folder_reloads_it_and_names_it_when_its_files_changed(tmp_path):
    folder = overlay_folder(tmp_path, "pickled", {})
    game = Game(str(folder), 2, 3)
    game.apply(game.decision.options[0].id)
    text = pickle.dumps(game)
    assert pickle.loads(text).history == game.history
    (folder / "manifest.yaml").write_text("id: pickled\nversion: 1.0.1\nextends: five_tribes\n")
    with pytest.raises(NaqalaError, match="a pickled game of ruleset 'pickled': neither its "
                                          "name nor its folder"):
        pickle.loads(text)


@pytest.mark.parametrize("call", [
    lambda e, s: final_scores(e, s), lambda e, s: view_data(e, s, 0),
    lambda e, s: determinise(e, s, 0, random.Random(1)), lambda e, s: complete_moves(e, s),
    lambda e, s: move_endings(e, s), lambda e, s: play_move(e, s, "a1 Nb"),
    lambda e, s: move_words(e, s, "a1 Nb"), lambda e, s: move_ending(e, s, "a1 Nb"),
    lambda e, s: e.decision(s), lambda e, s: e.apply(s, "a1"),
    lambda e, s: e.apply_all(s, ["a1"])])
@pytest.mark.parametrize("given", ["game", None])
def test_functions_of_a_state_refuse_what_is_no_state(call, given):
    """The game given where its state is meant (a likely slip) raised AttributeError deep
    inside, and `final_scores` blamed the ruleset ("setup: its effect failed"); so did the
    engine's own `decision`, `apply` and `apply_all`."""
    game = Game("five_tribes", 2, 1)
    wrong = game if given == "game" else None
    with pytest.raises(NaqalaError, match=re.escape(
            f"a State is wanted (game.state, or one an Engine gave), not "
            f"{type(wrong).__name__}")):
        call(game.engine, wrong)


@pytest.mark.parametrize("call", [
    lambda e, s: final_scores(e, s), lambda e, s: view_data(e, s, 0),
    lambda e, s: determinise(e, s, 0, random.Random(1)), lambda e, s: complete_moves(e, s),
    lambda e, s: move_endings(e, s), lambda e, s: play_move(e, s, "a1 Nb"),
    lambda e, s: move_words(e, s, "a1 Nb"), lambda e, s: move_ending(e, s, "a1 Nb")])
@pytest.mark.parametrize("given", ["ruleset", "five_tribes", "game", None])
def test_functions_of_a_state_refuse_what_is_no_engine(call, given):
    """The ruleset, its name or the game given where the engine is meant raised Python's
    errors from inside (`determinise(game, ...)`: "'Decision' object is not callable")."""
    game = Game("five_tribes", 2, 1)
    wrong = {"ruleset": game.rs, "game": game}.get(given, given)
    with pytest.raises(NaqalaError, match=re.escape(
            f"an Engine is wanted (game.engine, or Engine(ruleset)), not "
            f"{type(wrong).__name__}")):
        call(wrong, game.state)


def test_features_take_a_ruleset_or_its_name():
    """Features('five_tribes') raised an AttributeError of str, where vocabulary takes the
    name."""
    from naqala.features import Features
    game = Game("five_tribes", 2, 1)
    assert (Features("five_tribes").encode(game.view(0)) ==
            Features(game.rs).encode(game.view(0))).all()
    with pytest.raises(NaqalaError, match=re.escape("features are of a ruleset (a name or "
                                                    "load_ruleset's), not Game")):
        Features(game)


@pytest.mark.parametrize("call, says", [
    (lambda text, game: prompt(text, game.decision),
     "a prompt is the question of a Decision, not NoneType (the game is over: "
     "game.decision is None)"),
    (lambda text, game: label(text, "s3"), "a label is that of an Option, not str"),
    (lambda text, game: sentence(text, game.log), "a sentence tells an Event, not list"),
    (lambda text, game: render(text, "event-bid"), "render takes a Message, not str"),
    (lambda text, game: render("en", Message("ui-nothing")), "render takes a Text, not str"),
    (lambda text, game: prompt(None, game.log[0]), "a prompt takes a Text, not NoneType")])
def test_words_are_made_of_what_they_name_and_a_text(call, says):
    """`prompt(text, game.decision)` once the game was over, or an option id given for its
    option, raised Python's AttributeError."""
    game = Game("open_gold", 2, 1)
    while not game.over:
        game.apply(game.decision.options[0].id)
    with pytest.raises(NaqalaError, match=re.escape(says)):
        call(Text(game.rs, "en"), game)


def test_an_option_given_for_its_id_is_refused_with_the_id_to_give():
    """`game.apply(decision.options[0])` was refused as "Option('s3', (2, 0)) is not an
    option of this bid decision; the options are: s3, ...", which s3 seemed to be."""
    game = Game("five_tribes", 2, 1)
    option = game.decision.options[0]
    for call in (game.apply, lambda o: game.engine.apply_all(game.state, [o])):
        with pytest.raises(IllegalChoice, match=re.escape(
                f"an Option was given where its id is wanted: give {option.id!r}")):
            call(option)
    assert game.history == []


def test_scores_and_winners_before_the_end_are_refused_in_one_line():
    """`game.scores()` is the final score table: before the end it gave the table as if the
    game ended now, hidden gold of every seat included, and `winners()` named winners of a
    game still going. A front end showing it mid-game told every seat's hidden counters.
    The table of any state stays `final_scores(engine, state)`, for search."""
    game = Game("five_tribes", 2, 1)
    for ask in (game.scores, game.winners):
        with pytest.raises(NaqalaError, match=r"^the game is not over: .*final_scores\(") as err:
            ask()
        assert "\n" not in str(err.value)
    assert len(final_scores(game.engine, game.state)) == 2
    while not game.over:
        game.apply(game.decision.options[0].id)
    assert [row["total"] for row in game.scores()] == \
        [row["total"] for row in final_scores(game.engine, game.state)]
    assert game.winners()


@pytest.mark.parametrize("ask", [load_ruleset, languages, lambda name: Game(name, 2, 1)])
def test_an_unknown_ruleset_name_is_quoted_short(ask):
    """A name the API is given for a ruleset came back twice whole (as the file and in the
    message: 128 KB for 64 KB), as the web's create request no longer does."""
    with pytest.raises(NaqalaError) as err:
        ask("x" * 65_536)
    said = str(err.value)
    assert len(said) < 300 and "no ruleset 'xxx" in said and "(65536 long)" in said, said[:300]


@pytest.mark.parametrize("path", [5, None, ["g.json"], b"g.json"])
def test_a_file_that_is_no_file_name_is_refused_in_one_line(path, tmp_path):
    """`Game.load(5)`, `game.save(None)` and the state files' functions were a TypeError
    from deep inside ("expected str, bytes or os.PathLike object")."""
    from naqala.game import read_state, write_state
    game = Game("five_tribes", 2, 1)
    for ask in (lambda: Game.load(path), lambda: game.save(path),
                lambda: read_state(path), lambda: write_state(game.engine, game.state, path)):
        with pytest.raises(NaqalaError, match=r"is no file name: give text or a path"):
            ask()
