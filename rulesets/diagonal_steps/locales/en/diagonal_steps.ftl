# Diagonal steps, English: the move may go to any of the eight surrounding tiles.
# No message of its own: the base game's `rules-turn-steps` and `term-drop-steps`
# tell a move's steps by the board's `$adjacency`, diagonals included here.
