# Whims of the Sultan, English quantities (`$n` of one kind).

## Quantities (`$n` of one kind)

cards-whim_elders-count = { $n ->
        [one] { $n } Whim: a council of Elders
       *[other] { $n } Whims: a council of Elders
    }
cards-whim_viziers-count = { $n ->
        [one] { $n } Whim: a court of Viziers
       *[other] { $n } Whims: a court of Viziers
    }
cards-whim_fakirs-count = { $n ->
        [one] { $n } Whim: a show of Fakirs
       *[other] { $n } Whims: a show of Fakirs
    }
cards-whim_spices-count = { $n ->
        [one] { $n } Whim: spices and silk
       *[other] { $n } Whims: spices and silk
    }
cards-whim_harvest-count = { $n ->
        [one] { $n } Whim: a harvest feast
       *[other] { $n } Whims: a harvest feast
    }
cards-whim_treasure-count = { $n ->
        [one] { $n } Whim: a treasure
       *[other] { $n } Whims: a treasure
    }
cards-whim_scribe-count = { $n ->
        [one] { $n } Whim: a scholar's scroll
       *[other] { $n } Whims: a scholar's scroll
    }
cards-whim_retinue-count = { $n ->
        [one] { $n } Whim: an escort
       *[other] { $n } Whims: an escort
    }
