# Whims of the Sultan, ελληνικές ποσότητες (`$n` ενός είδους).

## Ποσότητες (`$n` ενός είδους)

cards-whim_elders-count = { $n ->
        [one] { $n } Καπρίτσιο: συμβούλιο Σοφών
       *[other] { $n } Καπρίτσια: συμβούλιο Σοφών
    }
cards-whim_viziers-count = { $n ->
        [one] { $n } Καπρίτσιο: αυλή Βεζίρηδων
       *[other] { $n } Καπρίτσια: αυλή Βεζίρηδων
    }
cards-whim_fakirs-count = { $n ->
        [one] { $n } Καπρίτσιο: παράσταση Φακίρηδων
       *[other] { $n } Καπρίτσια: παράσταση Φακίρηδων
    }
cards-whim_spices-count = { $n ->
        [one] { $n } Καπρίτσιο: μπαχαρικά και μετάξι
       *[other] { $n } Καπρίτσια: μπαχαρικά και μετάξι
    }
cards-whim_harvest-count = { $n ->
        [one] { $n } Καπρίτσιο: γιορτή της σοδειάς
       *[other] { $n } Καπρίτσια: γιορτή της σοδειάς
    }
cards-whim_treasure-count = { $n ->
        [one] { $n } Καπρίτσιο: ένας θησαυρός
       *[other] { $n } Καπρίτσια: ένας θησαυρός
    }
cards-whim_scribe-count = { $n ->
        [one] { $n } Καπρίτσιο: ο πάπυρος του λογίου
       *[other] { $n } Καπρίτσια: ο πάπυρος του λογίου
    }
cards-whim_retinue-count = { $n ->
        [one] { $n } Καπρίτσιο: μια συνοδεία
       *[other] { $n } Καπρίτσια: μια συνοδεία
    }
