"""`fingerprint` reuses the text of parts no state can change: its digests stay those of
one `repr` of the whole tuple (saved games hold them in `turn["offered"]`)."""

import hashlib

import pytest
from helpers import SHIPPED

from naqala import ruleset as rulesets
from naqala.engine import engine as engine_module
from naqala.engine.engine import Engine, fingerprint
from naqala.lab.speed import engine_games
from naqala.registry import bot_factory


def whole_repr(s) -> str:
    """The digest as one `repr` of every part at once."""
    turn = sorted((k, v) for k, v in s.turn.items() if k != "offered")
    parts = (s.cells, s.owner, s.tokens, s.bag, s.supply, s.flags, s.rng, turn,
             [(p.counters, p.pieces, p.cards, p.hand) for p in s.players],
             [(d.draw, d.discard, d.row) for d in s.decks.values()])
    return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()


@pytest.mark.parametrize("name", SHIPPED)
def test_digest_is_that_of_one_repr(name, monkeypatch):
    checked = []

    def checking(s):
        digest = fingerprint(s)
        assert digest == whole_repr(s)
        checked.append(digest)
        return digest

    monkeypatch.setattr(engine_module, "fingerprint", checking)
    engine = Engine(rulesets.load(name))
    engine_games(engine, 0, 2, bot_factory("random"),
                 each=lambda state, decision: checking(state))
    assert len(checked) > 100
