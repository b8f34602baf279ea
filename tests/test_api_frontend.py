"""A front end written only against `naqala`'s public API plays whole games of every shipped
ruleset in every language, and never shows a raw option id, message id or internal name."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import naqala

RULESETS = sorted(p.name for p in (Path(__file__).resolve().parents[1] / "rulesets").iterdir()
                  if (p / "manifest.yaml").is_file())
LANGUAGES = ("en", "vi", "el", "fa")
MESSAGE_ID = re.compile(r"\b(prompt|option|event|ui|decision|error|directions|cards|tiles|"
                        r"pieces|tokens|counters|decks|tracks|steps)-[a-z_]")
RAW = re.compile(r"\balt\d\b|move\.|power:|\+[a-z]|\{ ?\$|\(unnamed\)|something happened")


def play(ruleset: str, lang: str, seed: int) -> list[str]:
    """Everything the front end showed seat by seat: prompts, labels, events."""
    game = naqala.Game(ruleset, min(game_sizes(ruleset)), seed)
    text = naqala.Text(game.rs, lang, report=pytest.fail)
    pick, seen, shown = random.Random(seed), 0, []
    while not game.over:
        decision = game.decision
        shown.append(naqala.prompt(text, decision))
        shown += [naqala.label(text, option) for option in decision.options]
        game.apply(pick.choice(decision.options).id)
        shown += [naqala.sentence(text, e) for e in game.events(seen, decision.player)]
        seen = len(game.log)
    return shown


def game_sizes(ruleset: str):
    return naqala.load_ruleset(ruleset).players


def internal_names(ruleset: str) -> set[str]:
    """Ids a person should never read: every ruleset id written with an underscore."""
    rs = naqala.load_ruleset(ruleset)
    ids = {i for group in rs.names.ids.values() for i in group}
    ids |= set(rs.variables) | set(rs.options)
    return {i for i in ids if "_" in i}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_public_api_front_end_shows_only_words(ruleset, lang):
    shown = play(ruleset, lang, seed=3)
    hidden = internal_names(ruleset)
    assert len(shown) > 50
    for line in shown:
        assert line and not MESSAGE_ID.search(line) and not RAW.search(line), line
        assert not any(name in line for name in hidden), line


@pytest.mark.parametrize("ruleset", ["five_tribes", "artisans_of_naqala"])
def test_the_assassin_names_how_far_it_reaches(ruleset):
    """The Artisans' Assassin chose its victim within a reach it named nowhere, so its
    prompt read "within reach steps" in English, and the other languages fell back to it."""
    reaches = [found.group(1) for line in play(ruleset, "en", seed=3)
               if (found := re.search(r"within (\S+) steps", line))]
    assert reaches and all(reach.isdigit() for reach in reaches), reaches


def test_a_message_names_the_tiles_it_mentions():
    b3, c3, d3 = (naqala.Place(i, "oasis", name) for i, name in enumerate(("b3", "c3", "d3")))
    where = naqala.Message("m", {"from": b3, "n": 2, "drops": [c3, (d3,)]})
    assert where.places() == ["b3", "c3", "d3"]
    game = naqala.Game("five_tribes", 2, 1)
    while game.decision.kind != "move.start":
        game.apply(game.decision.options[0].id)
    assert all(o.label.places() == [o.id] for o in game.decision.options)


def test_an_event_says_the_same_read_at_once_at_the_end_or_pickled():
    """Events make their arguments when first read (docs/engine.md): read as each choice is
    made, only once the game is over, or after a round trip through pickle unread, they
    are the same."""
    import pickle
    games = [naqala.Game("five_tribes", 4, 5) for _ in range(3)]
    pick, said = random.Random(5), []
    while not games[0].over:
        choice, mark = pick.choice(games[0].decision.options).id, len(games[0].log)
        for game in games:
            game.apply(choice)
        said += [(e.kind, e.args, e.seats) for e in games[0].log[mark:]]
    pickled = pickle.loads(pickle.dumps(games[2].log))
    assert len(said) > 100
    assert [(e.kind, e.args, e.seats) for e in games[1].log[len(games[1].log) - len(said):]] \
        == said
    assert [(e.kind, e.args, e.seats) for e in pickled[len(pickled) - len(said):]] == said


def words(decision) -> tuple:
    """What a decision says: its prompt, its context and its options' labels."""
    def said(message):
        return None if message is None else (message.id, message.args)
    return said(decision.prompt), decision.context, [said(o.label) for o in decision.options]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_decision_says_the_same_read_at_once_or_at_the_end(ruleset):
    """A decision makes its prompt, context and labels when first read (docs/engine.md): read
    as each decision comes, or only once the game is over, they say the same."""
    games = [naqala.Game(ruleset, min(game_sizes(ruleset)), 4) for _ in range(2)]
    pick, read, kept = random.Random(4), [], []
    while not games[0].over:
        read.append(words(games[0].decision))
        kept.append(games[1].decision)
        choice = pick.choice(games[0].decision.options).id
        for game in games:
            game.apply(choice)
    assert len(read) > 50
    assert [words(decision) for decision in kept] == read
