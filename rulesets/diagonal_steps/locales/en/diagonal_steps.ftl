# Diagonal steps, English: the move may go to any of the eight surrounding tiles.

rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot pushes the other free bidders down. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up every meeple of one tile and drops them one per tile on any of the eight surrounding tiles, diagonals included, never straight back, the last on a tile holding its colour{ $own_drops_count ->
        [yes] {""}
       *[no] {" before the move"}
    }. They pick up that colour there, claim the tile with a camel if it is empty, perform the tribe action, then the tile action, and may sell suits. Djinn powers with a cost may be used { $power_uses ->
        [1] once
       *[other] { $power_uses } times
    } per turn, on your own turn.
term-help-move-drop = Drop one meeple from your hand on one of the eight tiles around the last one, diagonals included, without going back; the last one must land on a tile holding its own tribe.
