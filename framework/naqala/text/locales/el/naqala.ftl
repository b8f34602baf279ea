# Κείμενο του naqala, ελληνικά: αποφάσεις, επιλογές, καταγραφή, σφάλματα, επικεφαλίδες.

option-number = { $n }

ui-player = Παίκτης { $n }
ui-you = εσείς
ui-round = Γύρος { $n }
ui-help = Πληκτρολογήστε τον αριθμό ή το αναγνωριστικό μιας επιλογής. Στην αρχή μιας μετακίνησης μπορείτε να πληκτρολογήσετε ολόκληρη τη μετακίνηση, π.χ. b3 Eg Ey Sb. Εντολές: help, undo, save ΑΡΧΕΙΟ, lang ΚΩΔΙΚΟΣ, quit.
ui-refused = Δεν επιτρέπεται: { $reason }
ui-saved = Αποθηκεύτηκε στο { $file }.
ui-undone = Αναιρέθηκε.
ui-winners = Νικητής/Νικητές: { $names }
ui-total = σύνολο
ui-row = { $deck } στη γραμμή: { $cards }
ui-draw-pile = στοίβα τραβήγματος: { $n }
ui-rules-title = Κανόνες του { $name }
ui-rules-tiles = Πλακίδια
ui-rules-pieces = Πιόνια
ui-rules-cards = Κάρτες και δυνάμεις
ui-rules-turn = Πορεία του παιχνιδιού
ui-left-unfinished = Τέλος εισόδου: το παιχνίδι έμεινε ημιτελές.

log-chose = { $player } επέλεξε: { $option }

error-not-an-option = Αυτή δεν είναι μία από τις επιλογές.
error-undo-hidden = Δεν αναιρείται: από τότε αποκαλύφθηκαν κρυφές πληροφορίες.
error-nothing-to-undo = Δεν έχετε κάνει τίποτα που να αναιρείται από τότε που έπαιξε ο προηγούμενος παίκτης.
error-save-needs-file = Η εντολή save χρειάζεται όνομα αρχείου: save ΑΡΧΕΙΟ
error-load-needs-file = Η εντολή load χρειάζεται όνομα αρχείου: load ΑΡΧΕΙΟ
error-number-range = Επιλέξτε έναν αριθμό από 1 έως { $n }.
ui-walls = Αποκλεισμένες πλευρές
ui-move-at = Στο { $tile } (διαδρομή { $path })· στο χέρι: { $hand }

# Λίστες, αριθμοί και ποσότητες όσων δεν έχουν δικό τους μήνυμα ποσότητας.
# Όχι «;» ως διαχωριστικό: στα ελληνικά είναι το ερωτηματικό· χρησιμοποιείται η άνω τελεία.
ui-list-separator = { ", " }
ui-group-separator = { "· " }
ui-decimal-mark = { "," }
ui-quantity = { $name } × { $n }

# `naqala simulate`
simulate-game = Παρτίδα με σπόρο { $seed }: { $rounds ->
        [one] { $rounds } γύρος
       *[other] { $rounds } γύροι
    }· σκορ { $scores }· νικητής/νικητές: { $winners }
simulate-means = Μέσοι όροι { $games ->
        [one] μίας παρτίδας
       *[other] { $games } παρτίδων
    }, ανά παίκτη:
simulate-wins = νίκες
simulate-rounds = Μέσος αριθμός γύρων ανά παρτίδα: { $rounds }
