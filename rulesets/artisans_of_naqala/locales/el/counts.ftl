# Artisans of Naqala, ελληνικές ποσότητες (`$n` ενός είδους) και σύντομα ονόματα του πίνακα σκορ.

## Ποσότητες (`$n` ενός είδους)

cards-jewellery-count = { $n ->
        [one] { $n } αντικείμενο Κοσμήματα
       *[other] { $n } αντικείμενα Κοσμήματα
    }
cards-treasure_chest-count = { $n ->
        [one] { $n } Σεντούκι θησαυρού
       *[other] { $n } Σεντούκια θησαυρού
    }
cards-crown-count = { $n ->
        [one] { $n } Στέμμα
       *[other] { $n } Στέμματα
    }
cards-burning_scimitar-count = { $n ->
        [one] { $n } Φλεγόμενο Γιαταγάνι
       *[other] { $n } Φλεγόμενα Γιαταγάνια
    }
cards-enchanting_flute-count = { $n ->
        [one] { $n } Μαγεμένος Αυλός
       *[other] { $n } Μαγεμένοι Αυλοί
    }
cards-fabulous_lamp-count = { $n ->
        [one] { $n } Μυθικό Λυχνάρι
       *[other] { $n } Μυθικά Λυχνάρια
    }
cards-flying_carpet-count = { $n ->
        [one] { $n } Ιπτάμενο Χαλί
       *[other] { $n } Ιπτάμενα Χαλιά
    }
cards-horn_of_plenty-count = { $n ->
        [one] { $n } Κέρας της Αφθονίας
       *[other] { $n } Κέρατα της Αφθονίας
    }
cards-rebirth_ring-count = { $n ->
        [one] { $n } Δαχτυλίδι της Αναγέννησης
       *[other] { $n } Δαχτυλίδια της Αναγέννησης
    }
cards-tempest_talisman-count = { $n ->
        [one] { $n } Φυλαχτό της Θύελλας
       *[other] { $n } Φυλαχτά της Θύελλας
    }
counters-magic-count = { $n ->
        [one] { $n } μαγεία
       *[other] { $n } μαγείες
    }

## Πίνακας σκορ (σύντομα ονόματα όρων)

scoring-artisans-name = Τεχνίτες
scoring-precious-name = Πολύτιμα αντικείμενα
scoring-tent-name = Σκηνή
