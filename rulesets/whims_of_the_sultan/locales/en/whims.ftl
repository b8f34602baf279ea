# Whims of the Sultan, English text of the Whim cards (naqala's own set; see README).

decks-whims = Whims
cards-whim_elders = Whim: a council of Elders
cards-whim_elders-power = The Sultan pays { $n1 } gold; then this Whim is discarded. Costs { $c1 } Elders.
cards-whim_viziers = Whim: a court of Viziers
cards-whim_viziers-power = The Sultan pays { $n1 } gold; then this Whim is discarded. Costs { $c1 } Viziers.
cards-whim_fakirs = Whim: a show of Fakirs
cards-whim_fakirs-power = The Sultan pays { $n1 } gold; then this Whim is discarded. Costs { $c1 } Fakirs.
cards-whim_spices = Whim: spices and silk
cards-whim_spices-power = The Sultan pays { $n1 } gold; then this Whim is discarded. Costs a Spice and a Silk.
cards-whim_harvest = Whim: a harvest feast
cards-whim_harvest-power = The Sultan pays { $n1 } gold; then this Whim is discarded. Costs a Fish, a Wheat and a Pottery.
cards-whim_treasure = Whim: a treasure
cards-whim_treasure-power = The Sultan pays { $n1 } gold; then this Whim is discarded. Costs an Ivory, a Jewels or a Gold.
cards-whim_scribe = Whim: a scholar's scroll
cards-whim_scribe-power = The Sultan pays { $n1 } gold; then this Whim is discarded. Costs a Papyrus and an Elder.
cards-whim_retinue = Whim: an escort
cards-whim_retinue-power = The Sultan pays { $n1 } gold; then this Whim is discarded. Costs a Vizier and an Elder.
