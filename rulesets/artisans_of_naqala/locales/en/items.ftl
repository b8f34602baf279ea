# Artisans of Naqala, English text of the items, the Djinns and the scoring (published rules;
# the magic items' effects and counts are naqala's own, see README).

## Items

cards-jewellery = Jewellery
cards-treasure_chest = Treasure chest
cards-crown = Crown
cards-burning_scimitar = Burning Scimitar
cards-burning_scimitar-power = Kill { $n1 } meeple on any tile; then this item is discarded. Uses your magic for this turn.
cards-enchanting_flute = Enchanting Flute
cards-enchanting_flute-power = Take { $n1 } Vizier or { $n2 } Elder from the bag; then this item is discarded. Uses your magic for this turn.
cards-fabulous_lamp = Fabulous Lamp
cards-fabulous_lamp-power = Take { $n1 } face-up Djinn of your choice; then this item is discarded. Uses your magic for this turn.
cards-flying_carpet = Flying Carpet
cards-flying_carpet-power = Place one of your camels on a tile with nothing on it; then this item is discarded. Uses your magic for this turn.
cards-horn_of_plenty = Horn of Plenty
cards-horn_of_plenty-power = Take the top { $n1 } cards of the resource pile; then this item is discarded. Uses your magic for this turn.
cards-rebirth_ring = Rebirth Ring
cards-rebirth_ring-power = Draw { $n1 } meeples from the bag onto a tile with nothing on it; then this item is discarded. Uses your magic for this turn.
cards-tempest_talisman = Tempest Talisman
cards-tempest_talisman-power = Place a palm tree from the bank on a tile you control; then this item is discarded. Uses your magic for this turn.
counters-magic = magic

## Djinns

cards-geb = Geb
cards-geb-grants = At the end, each precious item you hold scores { $n1 } more.
cards-ptah = Ptah
cards-ptah-grants = At the end, your Artisans score { $n1 } points each.
cards-boaz-grants = Assassins cannot kill the Viziers, Elders and Artisans in front of you.
cards-kandicha-on = When your Assassins kill: a Merchant gives you { $n1 } resource card from the pile, a Builder gives you the gold it would have earned, a Vizier, Elder or Artisan is kept by you.

## Scoring

scoring-artisans = Artisans: { $artisan_points } points each; the player with strictly the most Artisans scores 1 more per Artisan.
scoring-precious = Precious items: their printed points (5, 7 or 9) each.
scoring-tent = Tent: 1 point per red-valued tile in the 3 by 3 around it, its own tile included.
