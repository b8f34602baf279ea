# naqala, ελληνικά: η καταγραφή του παιχνιδιού. Κάθε αλλαγή που θα πρόσεχε ένας παίκτης στο τραπέζι είναι
# γεγονός· το πακέτο ενός κανονισμού διατυπώνει τα δικά του γεγονότα (event-KIND) και μπορεί να ξαναδιατυπώσει αυτά εδώ.

event-turn = { $actor } παίζει (γύρος { $round })
event-moves = { $actor } σηκώνει από το πλακίδιο { $tile }: { $pieces }
event-dropped = { $actor } αφήνει ένα πιόνι ({ $piece }) στο πλακίδιο { $tile }
event-picked = { $actor } παίρνει από το πλακίδιο { $tile }: { $pieces }
event-claimed = { $actor } παίρνει τον έλεγχο του πλακιδίου { $tile }
event-performs = { $actor } εκτελεί την ενέργεια: { $action }
event-kept = { $actor } κρατά: { $pieces }
event-returned = { $actor } επιστρέφει στο σακουλάκι: { $pieces }
event-put = { $actor } τοποθετεί στο πλακίδιο { $tile }: { $pieces }
event-collected = { $actor } παίρνει από το σακουλάκι: { $pieces }
event-gained = { $actor } κερδίζει { $amount }
event-lost = { $actor } χάνει { $amount }
event-paid = { $actor } πληρώνει { $items }
event-placed = { $actor } τοποθετεί στο πλακίδιο { $tile }: 1 × { $token }
event-taken = { $actor } παίρνει την κάρτα { $card }
event-drew = { $actor } τραβά { $n ->
        [one] { $n } κάρτα
       *[other] { $n } κάρτες
    } από τη στοίβα «{ $deck }»
event-discarded = { $actor } ξεσκαρτάρει την κάρτα { $card }
event-removed = { $actor } αφαιρεί ένα πιόνι ({ $piece }) { $on ->
    [tile] από το πλακίδιο { $tile }
    [player] από τον αντίπαλο ({ $victim })
   *[none] {""}
}
event-stolen = { $actor } παίρνει { $item } από τον αντίπαλο ({ $victim })
event-shifted = { $actor } μετακινεί 1 × { $token } από το πλακίδιο { $tile } στο πλακίδιο { $to }
event-bid = { $actor } πιάνει τη θέση { $spot } ({ $track }) για { $cost }
event-power = { $actor } χρησιμοποιεί την κάρτα { $card }
event-sold_set = { $actor } πουλά { $cards } για { $amount }
event-refilled = Η γραμμή «{ $deck }» συμπληρώνεται
event-game_over = Το παιχνίδι τελείωσε
event-other = { $actor }: κάτι συνέβη
