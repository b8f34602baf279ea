# Sets of a kind, English: a suit is made of identical merchandise cards.

rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot pushes the other free bidders down. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up { rules-turn-pick-up } and drops them one per tile { rules-turn-steps }, { rules-turn-back }, the last on a tile holding its colour{ $own_drops_count ->
        [yes] {""}
       *[no] {" before the move"}
    }. They pick up that colour there, claim the tile with a camel if it is empty, perform the tribe action, then the tile action, and may sell sets of identical merchandise. Djinn powers with a cost may be used { $power_uses ->
        [1] once
       *[other] { $power_uses } times
    } per turn, on your own turn.
scoring-merchandise = Merchandise: each set of identical cards scores by the table { $suit_table }.
prompt-sell = Selling merchandise: add a card of the same kind to the set, sell the set, or stop (set so far: { $chosen })
