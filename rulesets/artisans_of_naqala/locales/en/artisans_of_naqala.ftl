# Artisans of Naqala, English rule text (overlay: only new or changed messages).
# $n1, $n2... are the numbers of the entry's snippet in order; see five_tribes.ftl.

## Tiles

tiles-workshop = Workshop
tiles-workshop-action = You may pay { $n1 } gold to take { $n2 } item of your choice among the first { $n3 } face-up items.
tiles-specialized_market = Specialized Market
tiles-specialized_market-action = You may sell sets of different items for gold by the table { $item_table }.
tiles-chasm = Chasm
tiles-chasm-action = No meeple is dropped here at setup or may enter it during a move.

## Tribes (meeples)

pieces-artisan = Artisan
pieces-artisan-action = Return the Artisans to the bag and take as many items from the front of the item row.

## Items

cards-lamp = Lamp
cards-carpet = Carpet
cards-vase = Vase
cards-dagger = Dagger
cards-mirror = Mirror
cards-scroll = Scroll

## Components

decks-items = items
tokens-tent = tent
counters-tents = tents

## Turn

steps-tent = Pitch your tent

## Scoring

scoring-crafts = Items: each set of different items scores by the table { $item_table }.
scoring-tiles = Tiles you own: their value (doubled under a tent), plus { $palm_points } per palm tree and { $palace_points } per palace on them.

## Rules summary (changed)

rules-intro = Five Tribes is played by { $players_min } to { $players_max } players on a board of { $columns } by { $rows } tiles crossed by mountain ridges. Move the meeples of the six tribes, claim tiles with your camels, gather items, and call on Djinns; the most points wins.
rules-setup = Setup: shuffle the { $tiles_total } tiles into the board, set the mountain ridges on random tile edges (every tile stays reachable), and drop { $setup_pieces } random meeples from the bag on each tile except the Chasm. Each player starts with { $gold_start } gold, kept secret, and { $tents_start } tent. With 2 players each takes { $camels_2 } camels and { $markers_2 } turn markers; with 3 or 4 players, { $camels_4 } camels and { $markers_4 } marker. Lay { $resources_row } resource cards, { $djinns_row } Djinns and { $items_row } items face up. The bank holds { $palm_supply } palm trees and { $palace_supply } palaces.
rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot pushes the other free bidders down. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up every meeple of one tile and drops them one per tile orthogonally, never straight back, never across a mountain ridge nor onto the Chasm, the last on a tile holding its colour. They pick up that colour there, claim the tile with a camel if it is empty, perform the tribe action, then the tile action, may pitch their tent on a tile they control (once per game), and may sell suits. Djinn powers with a cost may be used once per turn, on your own turn.

## Quantities (`$n` of one kind)

pieces-artisan-count = { $n ->
        [one] { $n } Artisan
       *[other] { $n } Artisans
    }
cards-lamp-count = { $n ->
        [one] { $n } Lamp
       *[other] { $n } Lamps
    }
cards-carpet-count = { $n ->
        [one] { $n } Carpet
       *[other] { $n } Carpets
    }
cards-vase-count = { $n ->
        [one] { $n } Vase
       *[other] { $n } Vases
    }
cards-dagger-count = { $n ->
        [one] { $n } Dagger
       *[other] { $n } Daggers
    }
cards-mirror-count = { $n ->
        [one] { $n } Mirror
       *[other] { $n } Mirrors
    }
cards-scroll-count = { $n ->
        [one] { $n } Scroll
       *[other] { $n } Scrolls
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

scoring-crafts-name = Items
