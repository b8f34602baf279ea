cards-thief_artisan = Thief of the Artisans
cards-thief_artisan-on = After your Artisans' action you may discard this Thief (not on the turn you took it) to take { $n1 } item from an opponent who is not protected from Thieves.
