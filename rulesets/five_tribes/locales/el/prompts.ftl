# Five Tribes, ελληνικά: τα λόγια του ίδιου του παιχνιδιού για τις αποφάσεις και την καταγραφή του.
# Οι προεπιλογές βρίσκονται στο πακέτο του framework· ένα prompt-SECTION-KEY-FIELD-TOPIC διατυπώνει ένα μόνο σημείο.

prompt-move-start = Επιλέξτε ένα πλακίδιο για να πάρετε τα πιόνια του
prompt-move-drop = Στο πλακίδιο { $tile }: αφήστε ένα πιόνι (στο χέρι: { $hand })
prompt-sell = Πώληση Εμπορευμάτων: προσθέστε μια κάρτα στο σετ, πουλήστε το σετ ή σταματήστε (το σετ ως τώρα: { $chosen })
prompt-pause = Τέλος της σειράς σας: χρησιμοποιήστε τη δύναμη ενός Τζίνι ή ολοκληρώστε
option-add-card = προσθήκη της κάρτας { $card } στο σετ
option-sell = πώληση του σετ { $n ->
        [one] { $n } κάρτας
       *[other] { $n } καρτών
    } για { $amount }
prompt-pieces-builder-action-boost = { $entry }: πόσους Φακίρηδες ξεσκαρτάρετε, ώστε ο καθένας να μετρά ως ένας Κτίστης ακόμη;
prompt-pieces-assassin-action-boost = { $entry }: πόσους Φακίρηδες ξεσκαρτάρετε, ώστε ο καθένας να φτάνει ένα πλακίδιο πιο μακριά;
prompt-pieces-assassin-action-alternative = { $entry }: θα σκοτώσετε στο ταμπλό ή μπροστά σε αντίπαλο;
option-pieces-assassin-action-victim = σκοτώστε ένα πιόνι σε ένα πλακίδιο
option-pieces-assassin-action-rival = σκοτώστε έναν Βεζίρη ή έναν Σοφό μπροστά σε έναν αντίπαλο
prompt-pieces-assassin-action-victim = { $entry }: επιλέξτε ένα πλακίδιο σε απόσταση έως { $reach ->
        [one] { $reach } βήματος
       *[other] { $reach } βημάτων
    } όπου θα σκοτώσετε
prompt-pieces-assassin-action-rival = { $entry }: επιλέξτε τον αντίπαλο του οποίου τον Βεζίρη ή τον Σοφό θα σκοτώσετε
prompt-pieces-assassin-action-remove = { $entry }: ποιο πιόνι σκοτώνετε ({ $from });
prompt-tiles-village-action-choose-tile = { $entry }: επιλέξτε το πλακίδιο για το παλάτι
prompt-tiles-oasis-action-choose-tile = { $entry }: επιλέξτε το πλακίδιο για τον φοίνικα
prompt-cards-anun_nak-power-choose-tile = { $entry }: επιλέξτε ένα άδειο πλακίδιο για τρία πιόνια
prompt-cards-bouraq-power-choose-tile = { $entry }: επιλέξτε ένα Χωριό για το παλάτι
prompt-cards-enki-power-choose-tile = { $entry }: επιλέξτε μια Όαση για τον φοίνικα
prompt-cards-leta-power-choose-tile = { $entry }: επιλέξτε ένα άδειο πλακίδιο για την καμήλα σας
prompt-cards-utug-power-choose-tile = { $entry }: επιλέξτε ένα πλακίδιο που έχει πάνω του μόνο πιόνια για την καμήλα σας
prompt-cards-sibittis-power-keep = { $entry }: επιλέξτε το Τζίνι που κρατάτε

event-claimed = { $actor } τοποθετεί μια καμήλα στο πλακίδιο { $tile }
event-kill = { $actor }: οι Δολοφόνοι χτυπούν
event-killed = { $actor } σκοτώνει ένα πιόνι ({ $piece }) { $on ->
    [tile] στο πλακίδιο { $tile }
    [player] του αντιπάλου ({ $victim })
   *[none] {""}
}
