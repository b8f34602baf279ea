# The promo Djinn Dhenim, English text.

cards-dhenim = Dhenim
cards-dhenim-on = Whenever a player gains Viziers in any way, you gain { $n1 } gold per Vizier if it was you, { $n2 } per Vizier if it was an opponent.
