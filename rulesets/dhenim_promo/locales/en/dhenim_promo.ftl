# The promo Djinn Dhenim, English text.

cards-dhenim = Dhenim
cards-dhenim-on = Whenever a player gains Viziers with their tribe action, you gain { $n2 } gold per Vizier if it was you, { $n3 } per Vizier if it was an opponent.
