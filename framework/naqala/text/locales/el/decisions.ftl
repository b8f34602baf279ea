# naqala, ελληνικά: τι ρωτά κάθε απόφαση και τι σημαίνει κάθε επιλογή.
# Το πακέτο ενός κανονισμού μπορεί να διατυπώσει με δικά του λόγια ένα σημείο: prompt-SECTION-KEY-FIELD-TOPIC (μια ερώτηση)
# και option-SECTION-KEY-FIELD-TOPIC (η ετικέτα μιας εναλλακτικής)· αυτές εδώ είναι οι προεπιλογές.
# Το $entry ονομάζει το στοιχείο του κανονισμού που ρωτά· το $rule είναι το κείμενο του κανόνα του.
# Τα ονόματα που δίνουν τα ορίσματα είναι στην ονομαστική ενικού, γι' αυτό μπαίνουν σε παράθεση,
# σε παρένθεση ή μετά από άνω-κάτω τελεία, και οι ποσότητες γράφονται «2 × Πιόνι».

prompt-move-start = Επιλέξτε ένα πλακίδιο για να πάρετε τα πιόνια του
prompt-move-drop = Στο πλακίδιο { $tile }: αφήστε ένα πιόνι (στο χέρι: { $hand })
prompt-may = { $entry }: { $rule } Θα το κάνετε;
prompt-may-step = { $entry }: θα το κάνετε;
prompt-pay = { $entry }: πώς πληρώνετε;
prompt-pay-any = { $entry }: πόσα πληρώνετε από το είδος { $item };
prompt-alternative = { $entry }: με ποιον τρόπο;
prompt-choose-tile = { $entry }: επιλέξτε πλακίδιο
prompt-choose-player = { $entry }: επιλέξτε παίκτη
prompt-choose-card = { $entry }: επιλέξτε κάρτα
prompt-choose-id = { $entry }: επιλέξτε ένα
prompt-remove = { $entry }: επιλέξτε τι θα αφαιρέσετε (από: { $from })
prompt-take = { $entry }: επιλέξτε μια κάρτα να πάρετε από τη γραμμή «{ $deck }» ({ $n ->
        [one] απομένει { $n }
       *[other] απομένουν { $n }
    })
prompt-keep = { $entry }: επιλέξτε μια κάρτα να κρατήσετε ({ $n ->
        [one] απομένει { $n }
       *[other] απομένουν { $n }
    })
prompt-steal = { $entry }: επιλέξτε τι θα πάρετε από τον αντίπαλο ({ $victim })
prompt-shift = { $entry }: επιλέξτε τι θα μετακινήσετε από το πλακίδιο { $tile }
prompt-tribute = { $entry }: επιλέξτε τι παραδίδετε (στον { $to })
prompt-tribute-keep = { $entry }: επιλέξτε τι παίρνετε
prompt-bid = { $track }: επιλέξτε τη θέση σας
prompt-sell = Πώληση: προσθέστε μια κάρτα στο σετ, πουλήστε το σετ ή σταματήστε (το σετ ως τώρα: { $chosen })
prompt-moment = Χρησιμοποιήστε μια δύναμη τώρα ή συνεχίστε
prompt-pause = Τέλος της σειράς σας: χρησιμοποιήστε μια δύναμη ή ολοκληρώστε

option-yes = ναι
option-no = όχι
option-done = τέλος
option-go-on = συνέχεια
option-finish = ολοκλήρωση της σειράς
option-power = χρήση της κάρτας { $card }
option-spot = θέση { $spot } για { $cost }
option-spot-cards = θέση { $spot } για { $cost }, ξεσκαρτάροντας { $cards }
option-tile = { $tile }
option-player = { $player }
option-name = { $name }
option-card = { $card }
option-card-slot = { $card } (κάρτα { $slot } της γραμμής)
option-piece = { $piece }
option-pay = { $items }
option-amount = { $n }
option-add-card = προσθήκη της κάρτας { $card } στο σετ
option-sell = πώληση του σετ { $n ->
        [one] { $n } κάρτας
       *[other] { $n } καρτών
    } για { $amount }
option-start = { $tile } ({ $pieces })
option-drop = { $piece } { $direction }, στο πλακίδιο { $tile }
option-token-on = { $token } στο πλακίδιο { $tile }
option-given = { $thing } (από: { $player })
option-alt-choose-tile = επιλογή πλακιδίου
option-alt-choose-player = επιλογή παίκτη
option-alt-choose-card = επιλογή κάρτας
option-alt-choose-id = επιλογή
option-alt-pay = πληρωμή
option-alt-other = τρόπος { $n }

directions-N = βόρεια
directions-E = ανατολικά
directions-S = νότια
directions-W = δυτικά
directions-NE = βορειοανατολικά
directions-SE = νοτιοανατολικά
directions-SW = νοτιοδυτικά
directions-NW = βορειοδυτικά
directions-edge = κατά μήκος μιας ακμής

ui-tile = { $kind } { $at }
ui-nothing = τίποτα
ui-unnamed = (χωρίς όνομα)
