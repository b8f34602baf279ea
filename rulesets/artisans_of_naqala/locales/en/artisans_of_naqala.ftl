# Artisans of Naqala, English rule text (overlay: only new or changed messages).
# $n1, $n2... are the numbers of the entry's snippet in order; see five_tribes.ftl.

## Tiles

tiles-workshop = Workshop
tiles-workshop-action = You may pay an Artisan or { $n1 } Fakirs to take { $n2 } item from the top of the item stack.
tiles-specialized_market = Specialized Market
tiles-specialized_market-action = You may pay { $n1 } gold to reveal { $n2 } items from the stack and keep { $n3 }; the others are discarded.
tiles-chasm = Chasm
tiles-chasm-action = No meeple is dropped here at setup or may enter it during a move.

## Tribes (meeples)

pieces-artisan = Artisan
pieces-artisan-action = Keep the Artisans in front of you; reveal as many items from the stack and keep { $n1 }; the others are discarded.

## Components

decks-items = items
tokens-tent = tent
counters-tents = tents

## Rules summary (changed)

rules-intro = Five Tribes is played by { $players_min } to { $players_max } players on a board of { $columns } by { $rows } tiles with mountains. Move the meeples of the six tribes, claim tiles with your camels and your tent, gather items, and call on Djinns; the most points wins.
rules-setup = Setup: deal the 6 new tiles and 10 random others into the central 4 by 4 and the other tiles around them, all facing north; each Workshop has its mountains on its fixed edges (a deal that walls a tile in is dealt again). Drop { $setup_pieces } random meeples from the bag on each tile except the Chasm. Each player starts with { $gold_start } gold, { $gold_hidden ->
        [yes] kept secret
       *[no] for all to see
    }, and { $tents_start } tent. With 2 players each takes { $camels_2 } camels and { $markers_2 } turn markers; with 3 or 4 players, { $camels_4 } camels and { $markers_4 } marker. Lay { $resources_row } resource cards and { $djinns_row } Djinns face up; the items form a face-down stack. The bank holds { $palm_supply } palm trees and { $palace_supply } palaces.
rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot pushes the other free bidders down. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up { rules-turn-pick-up } and drops them one per tile { rules-turn-steps }, { rules-turn-back }, never across a mountain nor onto the Chasm, the last on a tile holding its colour{ $own_drops_count ->
        [yes] {""}
       *[no] {" before the move"}
    }. They pick up that colour there, claim the tile if it is empty with a camel or, once per game, their tent, perform the tribe action, then the tile action, and may sell suits. Djinn powers with a cost, and one magic item, may be used { $power_uses ->
        [1] once
       *[other] { $power_uses } times
    } per turn, on your own turn. The game ends after the round in which a player has placed all their camels and their tent.

## Quantities (`$n` of one kind)

pieces-artisan-count = { $n ->
        [one] { $n } Artisan
       *[other] { $n } Artisans
    }
tokens-tent-count = { $n ->
        [one] { $n } tent
       *[other] { $n } tents
    }
counters-tents-count = { $n ->
        [one] { $n } tent
       *[other] { $n } tents
    }

## Score table (short term names)

