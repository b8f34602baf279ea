# Whims of the Sultan, English rule text (overlay: only new or changed messages).

## Tiles

tiles-fabulous_city_blue = Fabulous City (blue)
tiles-fabulous_city_blue-action = Take the Whim card lying on this Fabulous City (a new one comes at clean-up). At the end, the Fabulous Cities you control score by a table instead of their printed value.
tiles-fabulous_city_red = Fabulous City (red)
tiles-fabulous_city_red-action = Take the Whim card lying on this Fabulous City (a new one comes at clean-up). At the end, the Fabulous Cities you control score by a table instead of their printed value.
tiles-great_lake = Great Lake
tiles-great_lake-action = No meeple is dropped here at setup or may enter it during a move. Palm trees and palaces on the tiles around it (diagonals too) score double.

## Scoring

scoring-cities = Fabulous Cities: by how many you control, by the table { $city_table } in all (their printed value is not added).
scoring-tiles = Tiles you own: their value, plus { $palm_points } per palm tree and { $palace_points } per palace on them; palm trees and palaces next to the Great Lake (diagonals too) score double.

## Rules summary (changed)

rules-intro = Five Tribes is played by { $players_min } to { $players_max } players on a board of { $columns } by { $rows } tiles, with the Fabulous Cities and the Great Lake. Move the meeples of the five tribes, claim tiles with your camels, and call on Djinns; the most points wins.
rules-setup = Setup: shuffle the { $tiles_total } tiles into the board and drop { $setup_pieces } random meeples from the bag on each, except the Great Lake. Each player starts with { $gold_start } gold, { $gold_hidden ->
        [yes] kept secret
       *[no] for all to see
    }. With 2 players each takes { $camels_2 } camels and { $markers_2 } turn markers; with 3 or 4 players, { $camels_4 } camels and { $markers_4 } marker; with { $players_max } players, { $camels_5 } camels and { $markers_5 } marker. Lay { $resources_row } resource cards and { $djinns_row } Djinns face up. The bank holds { $palm_supply } palm trees and { $palace_supply } palaces.
rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot pushes the other free bidders down. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up { rules-turn-pick-up } and drops them one per tile { rules-turn-steps }, { rules-turn-back }, never onto the Great Lake, the last on a tile holding its colour{ $own_drops_count ->
        [yes] {""}
       *[no] {" before the move"}
    }. They pick up that colour there, claim the tile with a camel if it is empty, perform the tribe action, then the tile action, and may sell suits. Djinn powers with a cost may be used { $power_uses ->
        [1] once
       *[other] { $power_uses } times
    } per turn, on your own turn.

## Score table (short term names)

scoring-cities-name = Fabulous Cities
