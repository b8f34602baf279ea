# Five Tribes, English rule text.
# Numbers are never typed here: $n1, $n2... are the numbers of the entry's snippet in order,
# $c1... those of a power's cost; ruleset-wide numbers have names ($gold_start, $camels_2...).

## Tiles

tiles-village = Village
tiles-village-action = Place a palace from the bank on this tile (nothing happens if none is left).
tiles-sacred_place = Sacred Place
tiles-sacred_place-action = You may pay { $n1 } Elders, or one Elder and one Fakir, to take { $n2 } face-up Djinn of your choice.
tiles-oasis = Oasis
tiles-oasis-action = Place a palm tree from the bank on this tile (nothing happens if none is left).
tiles-small_market = Small Market
tiles-small_market-action = You may pay { $n1 } gold to take { $n2 } card of your choice among the first { $n3 } face-up resource cards.
tiles-large_market = Large Market
tiles-large_market-action = You may pay { $n1 } gold to take { $n2 } cards of your choice among the first { $n3 } face-up resource cards.

## Tribes (meeples)

pieces-vizier = Vizier
pieces-vizier-action = Keep the Viziers in front of you.
pieces-elder = Elder
pieces-elder-action = Keep the Elders in front of you.
pieces-builder = Builder
pieces-builder-action = Return the Builders to the bag, discard any Fakirs you like, and earn gold: (Builders + Fakirs) times the blue-valued tiles among the final tile and its 8 neighbours.
pieces-merchant = Merchant
pieces-merchant-action = Return the Merchants to the bag and take as many resource cards from the front of the row.
pieces-assassin = Assassin
pieces-assassin-action = Return the Assassins to the bag, discard any Fakirs you like, and kill one meeple: on a tile at most (Assassins + Fakirs) steps away, or a Vizier or Elder in front of an opponent. Emptying a tile with no camel claims it.

## Resources

cards-ivory = Ivory
cards-jewels = Jewels
cards-gold_bars = Gold
cards-papyrus = Papyrus
cards-silk = Silk
cards-spice = Spice
cards-fish = Fish
cards-wheat = Wheat
cards-pottery = Pottery
cards-fakir = Fakir

## Djinns

cards-al_amin = Al-Amin
cards-al_amin-grants = At the end, each pair of your Fakirs counts as one merchandise card of any type.
cards-anun_nak = Anun-Nak
cards-anun_nak-power = Draw { $n1 } meeples from the bag onto a tile with nothing on it. Costs an Elder or a Fakir.
cards-baal = Ba'al
cards-baal-on = When a player takes a Djinn, you gain { $n1 } gold if it was you, { $n2 } if it was an opponent.
cards-boaz = Boaz
cards-boaz-grants = Assassins cannot kill the Viziers and Elders in front of you.
cards-bouraq = Bouraq
cards-bouraq-power = Place a palace on any Village. Costs an Elder or a Fakir.
cards-echidna = Echidna
cards-echidna-power = This turn your Builders earn { $n1 } times the gold. Costs { $c1 } Elders, or an Elder and a Fakir.
cards-enki = Enki
cards-enki-power = Place a palm tree on any Oasis. Costs an Elder or a Fakir.
cards-hagis = Hagis
cards-hagis-power = This turn a palace you place may go on a tile next to it instead (diagonals too). Costs an Elder or a Fakir.
cards-haurvatat = Haurvatat
cards-haurvatat-grants = At the end, palm trees on your tiles score { $n1 } each.
cards-iblis = Iblis
cards-iblis-power = This turn your Assassins kill { $n1 } meeples, from the same tile or the same opponent. Costs an Elder or a Fakir.
cards-jafaar = Jafaar
cards-jafaar-grants = At the end, your Viziers score { $n1 } each.
cards-kandicha = Kandicha
cards-kandicha-on = When your Assassins kill: a Merchant gives you { $n1 } resource card from the pile, a Builder gives you the gold it would have earned, a Vizier or Elder is kept by you.
cards-kumarbi = Kumarbi
cards-kumarbi-grants = When you bid you may discard Fakirs: each one lets you pay the cost of the next cheaper spot.
cards-lamia = Lamia
cards-lamia-power = This turn a palm tree you place may go on a tile next to it instead (diagonals too). Costs an Elder or a Fakir.
cards-leta = Leta
cards-leta-power = Place one of your camels on a tile with nothing on it. Costs { $c1 } Elders, or an Elder and a Fakir.
cards-marid = Marid
cards-marid-on = When a meeple is dropped on one of your tiles, you gain { $n1 } gold on your own move, { $n2 } on an opponent's.
cards-monkir = Monkir
cards-monkir-on = When a palace is placed, you gain { $n1 } gold if you placed it, { $n2 } if an opponent did.
cards-nekir = Nekir
cards-nekir-on = When Assassins kill, you gain { $n1 } gold if they were yours, { $n2 } if an opponent's.
cards-shamhat = Shamhat
cards-shamhat-grants = At the end, your Elders score { $n1 } each.
cards-sibittis = Sibittis
cards-sibittis-power = Draw { $n1 } Djinns from the pile, keep { $n2 } and discard the others. Costs { $c1 } Elders, or an Elder and a Fakir.
cards-sloar = Sloar
cards-sloar-power = Take { $n1 } card from the top of the resource pile. Costs a Fakir.
cards-utug = Utug
cards-utug-power = Place one of your camels on a tile that holds only meeples. Costs { $c1 } Elders, or an Elder and a Fakir.

## Components

tokens-palm = palm tree
tokens-palace = palace
counters-gold = gold
counters-camels = camels
decks-resources = resource cards
decks-djinns = Djinns
tracks-bid_order = Bid Order track
tracks-turn_order = Turn Order track

## Turn

phases-bidding = Bidding
phases-turns = Turns
phases-cleanup = Clean-up
steps-bid = Bid for turn order
steps-marker = Move your turn marker
steps-move = Move meeples
steps-control = Check control
steps-tribe_action = Tribe action
steps-tile_action = Tile action
steps-sell = Sell merchandise
steps-end_of_turn = End of turn
steps-refill = Refill the rows

## Scoring

scoring-gold = Gold: 1 point per coin.
scoring-viziers = Viziers: { $vizier_points } point each, plus { $vizier_bonus } for each opponent with fewer.
scoring-elders = Elders: { $elder_points } points each.
scoring-djinns = Djinns: the points printed on each.
scoring-tiles = Tiles you own: their value, plus { $palm_points } per palm tree and { $palace_points } per palace on them.
scoring-merchandise = Merchandise: each suit of different cards scores by the table { $suit_table }.

## Options

options-loop_counts_own_drop = The last meeple may match one dropped earlier in the same move.
options-power_uses_per_turn = How often a paid Djinn power may be used in one turn.
options-rows_skip_gaps = "The first cards of a row" skips gaps left during the round.
options-hidden_gold = Gold is secret until the end.
options-discount_free_spots = Kumarbi's Fakirs may be discarded even where they make the spot no cheaper.
options-powers_paid_after = A Djinn's cost is paid once its power is done, so the power cannot bring back what paid for it.
options-baal_pays_for_itself = Ba'al pays its new owner when it is taken.
options-echidna_doubles_kandicha = Under Echidna, the gold Kandicha gives for a killed Builder is doubled too.
options-offer_idle_powers = Djinn powers are offered even when they could change nothing this turn.

## Rules summary

rules-intro = Five Tribes is played by { $players_min } to { $players_max } players on a board of { $columns } by { $rows } tiles. Move the meeples of the five tribes, claim tiles with your camels, and call on Djinns; the most points wins.
rules-setup = Setup: shuffle the { $tiles_total } tiles into the board and drop { $setup_pieces } random meeples from the bag on each. Each player starts with { $gold_start } gold, { $gold_hidden ->
        [yes] kept secret
       *[no] for all to see
    }. With 2 players each takes { $camels_2 } camels and { $markers_2 } turn markers; with 3 or 4 players, { $camels_4 } camels and { $markers_4 } marker. Lay { $resources_row } resource cards and { $djinns_row } Djinns face up. The bank holds { $palm_supply } palm trees and { $palace_supply } palaces.
rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot pushes the other free bidders down. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up { rules-turn-pick-up } and drops them one per tile { rules-turn-steps }, { rules-turn-back }, the last on a tile holding its colour{ $own_drops_count ->
        [yes] {""}
       *[no] {" before the move"}
    }. They pick up that colour there, claim the tile with a camel if it is empty, perform the tribe action, then the tile action, and may sell suits. Djinn powers with a cost may be used { $power_uses ->
        [1] once
       *[other] { $power_uses } times
    } per turn, on your own turn.
rules-turn-steps = { $adjacency ->
        [diagonal] on any of the eight surrounding tiles, diagonals included
        [hexagonal] on any of the six surrounding hexagons
        [graph] along the paths between tiles
       *[orthogonal] orthogonally
    }
rules-turn-pick-up = { $pick_up ->
        [kind] every meeple of one colour on one tile
       *[all] every meeple of one tile
    }
rules-turn-back = { $step_back ->
        [yes] going straight back if they like
       *[no] never straight back
    }
rules-end = The game ends after the round in which a player places their last camel, or a player cannot move.
rules-scoring = Final scoring:

## Quantities (`$n` of one kind)

pieces-vizier-count = { $n ->
        [one] { $n } Vizier
       *[other] { $n } Viziers
    }
pieces-elder-count = { $n ->
        [one] { $n } Elder
       *[other] { $n } Elders
    }
pieces-builder-count = { $n ->
        [one] { $n } Builder
       *[other] { $n } Builders
    }
pieces-merchant-count = { $n ->
        [one] { $n } Merchant
       *[other] { $n } Merchants
    }
pieces-assassin-count = { $n ->
        [one] { $n } Assassin
       *[other] { $n } Assassins
    }
cards-ivory-count = { $n ->
        [one] { $n } Ivory card
       *[other] { $n } Ivory cards
    }
cards-jewels-count = { $n ->
        [one] { $n } Jewels card
       *[other] { $n } Jewels cards
    }
cards-gold_bars-count = { $n ->
        [one] { $n } Gold card
       *[other] { $n } Gold cards
    }
cards-papyrus-count = { $n ->
        [one] { $n } Papyrus card
       *[other] { $n } Papyrus cards
    }
cards-silk-count = { $n ->
        [one] { $n } Silk card
       *[other] { $n } Silk cards
    }
cards-spice-count = { $n ->
        [one] { $n } Spice card
       *[other] { $n } Spice cards
    }
cards-fish-count = { $n ->
        [one] { $n } Fish card
       *[other] { $n } Fish cards
    }
cards-wheat-count = { $n ->
        [one] { $n } Wheat card
       *[other] { $n } Wheat cards
    }
cards-pottery-count = { $n ->
        [one] { $n } Pottery card
       *[other] { $n } Pottery cards
    }
cards-fakir-count = { $n ->
        [one] { $n } Fakir
       *[other] { $n } Fakirs
    }
tokens-palm-count = { $n ->
        [one] { $n } palm tree
       *[other] { $n } palm trees
    }
tokens-palace-count = { $n ->
        [one] { $n } palace
       *[other] { $n } palaces
    }
counters-gold-count = { $n } gold
counters-camels-count = { $n ->
        [one] { $n } camel
       *[other] { $n } camels
    }

## Score table (short term names)

scoring-gold-name = Gold
scoring-viziers-name = Viziers
scoring-elders-name = Elders
scoring-djinns-name = Djinns
scoring-tiles-name = Tiles
scoring-merchandise-name = Merchandise
