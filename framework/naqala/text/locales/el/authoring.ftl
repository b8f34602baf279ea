# Εργαλεία συγγραφής του naqala, ελληνικά: οι προτάσεις του `naqala diff`.

diff-title = Τι αλλάζει το «{ $b }» σε σχέση με το «{ $a }»:
diff-none = Καμία αλλαγή στους κανόνες.
diff-option = Επιλογή { $option }: { $from } → { $to }
diff-setting = Ρύθμιση { $setting }: { $from } → { $to }
diff-setting-name = { $setting ->
    [end_when] το παιχνίδι τελειώνει όταν
    [board-columns] στήλες του ταμπλό
    [board-rows] γραμμές του ταμπλό
    [board-setup_pieces] πιόνια σε κάθε πλακίδιο στην προετοιμασία
    [board-owner_counter] μετρητής για τον έλεγχο πλακιδίου
    [board-own_drops_count] μετρούν τα πιόνια της ίδιας μετακίνησης
    [board-power_uses] χρήσεις δύναμης με κόστος
    [board-walls] τείχη
    [board-pay_after_powers] το κόστος πληρώνεται μετά τη δύναμη
    [board-offer_idle_powers] προσφέρονται δυνάμεις που δεν αλλάζουν τίποτα
    [board-regions] περιοχές του ταμπλό
    [board-turn_tiles] τυχαίο γύρισμα πλακιδίων
    [movement-adjacency] κατευθύνσεις ενός βήματος
    [movement-edges] συνδέσεις πλακιδίων
    [movement-step_back] άμεση επιστροφή πίσω
    [movement-pick_up] πιόνια που σηκώνονται
    [movement-last_drop] πού αφήνεται το τελευταίο πιόνι
   *[other] { $setting }
}
diff-added = Νέο στοιχείο ({ $section }): { $name }
diff-removed = Αφαιρείται ({ $section }): { $name }
diff-changed = Αλλάζει ({ $section }): { $name }
diff-players = { $n } παίκτες
diff-section = { $section ->
    [tiles] είδος πλακιδίου
    [pieces] είδος πιονιού
    [tokens] μάρκα
    [counters] μετρητής
    [players] αριθμός παικτών
    [decks] τράπουλα
    [tables] πίνακας τιμών
    [tracks] στήλη θέσεων
    [variables] μεταβλητή
    [events] γεγονός
    [cards] κάρτα
    [phases] φάση του γύρου
    [scoring] όρος βαθμολογίας
    [memory] μνήμη της σειράς
   *[other] { $section }
}
diff-field = { $field ->
    [count] πλήθος
    [values] τιμές
    [value_colour] χρώμα τιμής
    [action] ενέργεια
    [blocked] αποκλεισμένο
    [colour] χρώμα
    [supply] απόθεμα τράπεζας
    [start] αρχή
    [markers] δείκτες
    [row] γραμμή
    [default] προεπιλογή
    [deck] τράπουλα
    [vp] πόντοι
    [cost] κόστος
    [power] δύναμη
    [grants] όσο την κρατάτε
    [on] ενεργοποίηση
    [order] σειρά
    [points] πόντοι που μετρούν
    [letter] γράμμα
    [hidden] κρυφός
    [skip_gaps] η γραμμή παραλείπει τα κενά
    [open_draw] ανοιχτή στοίβα τραβήγματος
    [wild] μπαλαντέρ
    [spots] θέσεις
    [costs] κόστος θέσεων
    [shared_cost] κόστος κοινών θέσεων
    [pays] πληρώνεται σε
    [free_discounts] εκπτώσεις σε δωρεάν θέσεις
    [queue] αναμονή σε κοινή θέση
    [play_order] σειρά παιχνιδιού
    [doc] περιγραφή
    [edges] αποκλεισμένες πλευρές
    [class] είδος κάρτας
    [useful] χρήσιμη όταν
    [own_turn] σειρά κάθε παίκτη
    [sets] είδος σετ
    [holds] κρατά
   *[other] { $field }
}
diff-field-set = { $field }: { $to }
diff-field-dropped = { $field }: αφαιρείται (ήταν { $from })
diff-field-changed = { $field }: { $from } → { $to }
diff-rule = Κείμενο κανόνα: { $text }
diff-value = { $value ->
    [yes] ναι
    [no] όχι
   *[other] { $value }
}
diff-nothing = τίποτα
diff-step-added = Νέο βήμα «{ $step }»: { $effect }
diff-step-removed = Αφαιρείται το βήμα «{ $step }»
diff-step-changed = Το βήμα «{ $step }» γίνεται: { $effect }
diff-step-reordered = Τα βήματα με νέα σειρά: { $steps }
