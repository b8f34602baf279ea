# Artisans of Naqala, English quantities (`$n` of one kind) and short score-table names.

## Quantities (`$n` of one kind)

cards-jewellery-count = { $n ->
        [one] { $n } Jewellery item
       *[other] { $n } Jewellery items
    }
cards-treasure_chest-count = { $n ->
        [one] { $n } Treasure chest
       *[other] { $n } Treasure chests
    }
cards-crown-count = { $n ->
        [one] { $n } Crown
       *[other] { $n } Crowns
    }
cards-burning_scimitar-count = { $n ->
        [one] { $n } Burning Scimitar
       *[other] { $n } Burning Scimitars
    }
cards-enchanting_flute-count = { $n ->
        [one] { $n } Enchanting Flute
       *[other] { $n } Enchanting Flutes
    }
cards-fabulous_lamp-count = { $n ->
        [one] { $n } Fabulous Lamp
       *[other] { $n } Fabulous Lamps
    }
cards-flying_carpet-count = { $n ->
        [one] { $n } Flying Carpet
       *[other] { $n } Flying Carpets
    }
cards-horn_of_plenty-count = { $n ->
        [one] { $n } Horn of Plenty
       *[other] { $n } Horns of Plenty
    }
cards-rebirth_ring-count = { $n ->
        [one] { $n } Rebirth Ring
       *[other] { $n } Rebirth Rings
    }
cards-tempest_talisman-count = { $n ->
        [one] { $n } Tempest Talisman
       *[other] { $n } Tempest Talismans
    }
counters-magic-count = { $n } magic

## Score table (short term names)

scoring-artisans-name = Artisans
scoring-precious-name = Precious items
scoring-tent-name = Tent
