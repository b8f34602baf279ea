# Artisans and Whims, English rule text (only the summary changes: both parents' texts apply).

rules-intro = Five Tribes is played by { $players_min } to { $players_max } players on a board of { $columns } by { $rows } tiles with mountains, the Fabulous Cities and the Great Lake. Move the meeples of the six tribes, claim tiles with your camels and your tent, gather items and Whims, and call on Djinns; the most points wins.
rules-setup = Setup: deal the 6 Artisans tiles and 14 random others of the base game and the Whims into the central 4 by 5 and the other tiles around them, all facing north; each Workshop has its mountains on its fixed edges (a deal that walls a tile in is dealt again). Drop { $setup_pieces } random meeples from the bag on each tile except the Chasm and the Great Lake. Each player starts with { $gold_start } gold, { $gold_hidden ->
        [yes] kept secret
       *[no] for all to see
    }, and { $tents_start } tent. With 2 players each takes { $camels_2 } camels and { $markers_2 } turn markers; with 3 or 4 players, { $camels_4 } camels and { $markers_4 } marker; with { $players_max } players, { $camels_5 } camels and { $markers_5 } marker. Lay { $resources_row } resource cards and { $djinns_row } Djinns face up; the items form a face-down stack, and a Whim card lies face up on each Fabulous City. The bank holds { $palm_supply } palm trees and { $palace_supply } palaces.
rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot pushes the other free bidders down. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up { rules-turn-pick-up } and drops them one per tile { rules-turn-steps }, { rules-turn-back }, never across a mountain nor onto the Chasm or the Great Lake, the last on a tile holding its colour{ $own_drops_count ->
        [yes] {""}
       *[no] {" before the move"}
    }. They pick up that colour there, claim the tile if it is empty with a camel or, once per game, their tent, perform the tribe action, then the tile action, and may sell suits. Djinn powers with a cost, and one magic item, may be used { $power_uses ->
        [1] once
       *[other] { $power_uses } times
    } per turn, on your own turn. The game ends after the round in which a player has placed all their camels and their tent.
