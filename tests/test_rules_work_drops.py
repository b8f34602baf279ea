"""The drops offered with two pieces in hand, read straight off the tiles a step further
where the move's own drops count (`sowing._drops_of_two`), against the default last-drop
rule asked drop by drop, on sparse random boards of every adjacency, with and without
stepping back and own drops counting."""

import random

import pytest

from naqala.engine import sowing
from naqala.engine.board import Geometry


@pytest.mark.parametrize("adjacency", ["orthogonal", "diagonal", "hexagonal", "graph"])
@pytest.mark.parametrize("step_back", [False, True])
@pytest.mark.parametrize("own", [False, True])
def test_two_pieces_in_hand_are_dropped_where_the_rule_allows(adjacency, step_back, own):
    rng = random.Random(f"{adjacency}{step_back}{own}")
    edges = frozenset((t, t + d) for t in range(20) for d in (1, 3, 7) if t + d < 20)
    geo = Geometry(5, 4, frozenset({7}), frozenset({(0, 1)}), adjacency,
                   edges if adjacency == "graph" else frozenset(), step_back)
    rule, checked = sowing.LAST_DROPS[own], 0
    for _ in range(400):
        cells = [[int(rng.random() < 0.15) for _ in range(4)] for _ in range(geo.size)]
        hand = [0] * 4
        for i in rng.sample(range(4), 2) if rng.random() < 0.6 else [rng.randrange(4)] * 2:
            hand[i] += 1
        pos = rng.choice(geo.open_tiles)
        prev = rng.choice((-1, *geo.neighbours[pos]))
        dropped = {(t, i): 1 for t in range(geo.size) for i in range(4)
                   if cells[t][i] and rng.random() < 0.3}
        asked = list(sowing._drops_asked(geo, cells, pos, prev, hand, dropped, rule))
        assert sowing._drops_by_rule(geo, cells, pos, prev, hand, dropped, own) == asked
        checked += bool(asked)
    assert checked > 50
