# Five Tribes, English: the game's words in the front ends' own sentences (headings,
# legend, help), in place of the framework's generic ones.

ui-rules-pieces = Tribes
term-legend-pieces = Meeples (a number after a letter counts them):
term-legend-players = Players (their camels on the tiles they own):
term-help-bid = Each player chooses a spot on the turn order track; the spot's price is paid in gold, and the order of the next turn follows the spots.
term-start-pick-up = { $pick_up ->
        [kind] all its meeples of the tribe you choose
       *[all] all its meeples
    }
term-help-move-start = Choose the tile where your move begins: you pick up { term-start-pick-up } and then drop them one by one on neighbouring tiles.
term-drop-steps = { $adjacency ->
        [diagonal] one of the eight tiles around the last one, diagonals included
        [hexagonal] one of the six hexagons around the last one
        [graph] a tile joined to the last one by a path
       *[orthogonal] a tile next to the last one
    }
term-drop-back = { $step_back ->
        [yes] even the one you came from
       *[no] without going back
    }
term-help-move-drop = Drop one meeple from your hand on { term-drop-steps }, { term-drop-back }; the last one must land on a tile holding its own tribe.
