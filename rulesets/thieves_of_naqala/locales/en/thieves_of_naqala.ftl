# Thieves of Naqala, English rule text (overlay: only new or changed messages).
# $n1, $n2... are the numbers of the entry's snippet in order; see five_tribes.ftl.

## Tiles (changed)

tiles-sacred_place-action = You may pay { $n1 } Elders, or one Elder and one Fakir, to take { $n2 } face-up Djinn of your choice, or instead { $n3 } face-up Thief.

## Thieves

decks-thieves = Thieves
cards-thief_vizier = Vizier Thief
cards-thief_vizier-on = After your Vizier action you may discard this Thief (not on the turn you took it): every opponent who is not immune to Thieves gives up { $n1 } Vizier; you take { $n3 } of them and the others go back to the bag.
cards-thief_elder = Elder Thief
cards-thief_elder-on = After your Elder action you may discard this Thief (not on the turn you took it): every opponent who is not immune to Thieves gives up { $n1 } Djinn of their choice; you take { $n3 } of them and the others are discarded.
cards-thief_builder = Builder Thief
cards-thief_builder-on = After your Builder action you may discard this Thief (not on the turn you took it): every opponent who is not immune to Thieves gives up { $n1 } palm tree or palace of their choice from one of their tiles, to the bank; you place { $n3 } of those kinds on a tile you control.
cards-thief_merchant = Merchant Thief
cards-thief_merchant-on = After your Merchant action you may discard this Thief (not on the turn you took it): every opponent who is not immune to Thieves gives up { $n1 } resource cards of their choice; you take { $n3 } of them and the others are discarded.
cards-thief_assassin = Assassin Thief
cards-thief_assassin-on = After your Assassin action you may discard this Thief (not on the turn you took it): every opponent who is not immune to Thieves gives up { $n2 } tile they control, of their choice (their camel goes back to them); you place a camel on { $n4 } of those tiles and the others stay free.

## Djinns

cards-al_hafiz = Al-Hafiz
cards-al_hafiz-grants = You are immune to Thieves: no Thief can rob you.

## Scoring

scoring-thieves = Thieves: { $thief_points } points for each Thief you still hold.

## Rules summary (changed)

rules-setup = Setup: shuffle the { $tiles_total } tiles into the board and drop { $setup_pieces } random meeples from the bag on each. Each player starts with { $gold_start } gold, { $gold_hidden ->
        [yes] kept secret
       *[no] for all to see
    }. With 2 players each takes { $camels_2 } camels and { $markers_2 } turn markers; with 3 or 4 players, { $camels_4 } camels and { $markers_4 } marker. Lay { $resources_row } resource cards and { $djinns_row } Djinns face up, and { $thieves_row } Thief beside the Djinns. The bank holds { $palm_supply } palm trees and { $palace_supply } palaces.
rules-turn = Each round, in Bid Order, every marker takes a spot on the Turn Order track and pays its cost ({ $turn_order_costs }); a new bidder on a free spot pushes the other free bidders down. Then, from the most expensive spot down, each player moves their marker back to the Bid Order track, picks up { rules-turn-pick-up } and drops them one per tile { rules-turn-steps }, { rules-turn-back }, the last on a tile holding its colour{ $own_drops_count ->
        [yes] {""}
       *[no] {" before the move"}
    }. They pick up that colour there, claim the tile with a camel if it is empty, perform the tribe action, then the tile action, and may sell suits. After a tribe action, a Thief of the same tribe taken on an earlier turn may be discarded to rob every opponent who is not immune. Djinn powers with a cost may be used { $power_uses ->
        [1] once
       *[other] { $power_uses } times
    } per turn, on your own turn.

## Score table (short term names)

scoring-thieves-name = Thieves
