cards-thief_artisan = Thief of the Artisans
cards-thief_artisan-on = After your Artisans' action you may discard this Thief (not on the turn you took it): every opponent who is not immune to Thieves gives up { $n1 } item of their choice; you take { $n3 } of them and the others are discarded.
