# Queue at the back, English: a latecomer to the free spots plays after those already there.

rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot waits behind the other free bidders. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up { rules-turn-pick-up } and drops them one per tile { rules-turn-steps }, { rules-turn-back }, the last on a tile holding its colour{ $own_drops_count ->
        [yes] {""}
       *[no] {" before the move"}
    }. They pick up that colour there, claim the tile with a camel if it is empty, perform the tribe action, then the tile action, and may sell suits. Djinn powers with a cost may be used { $power_uses ->
        [1] once
       *[other] { $power_uses } times
    } per turn, on your own turn.
term-help-bid = Each player chooses a spot on the turn order track and pays its price in gold; on the free spots, whoever comes later plays later.
