# Η διεπαφή ιστού (plugins/naqala_web): η σελίδα δημιουργίας και οι λέξεις του τραπεζιού.

web-title = naqala: παιχνίδι στον φυλλομετρητή
web-new-game = Νέα παρτίδα
web-ruleset = Κανόνες
web-players = Παίκτες
web-seat = Θέση
web-person = Άνθρωπος
web-seed-field = Σπόρος (κενό: τυχαίος)
web-create = Δημιουργία παρτίδας
web-links = Ένας μυστικός σύνδεσμος ανά θέση: δώστε τον μόνο στον παίκτη της.
web-spectator = Θεατές
web-waiting = Αναμονή για { $player }
web-play = Παίξε
web-notation = Ή γράψτε όλη την κίνηση (π.χ. b3 Eg Ey Sb)
web-log = Τι έγινε
web-scores = Τελική βαθμολογία
web-draw = τράπουλα
web-hand = στο χέρι
web-hidden-cards = κρυφές κάρτες
web-board = Ταμπλό
web-offline = Η σύνδεση χάθηκε· επανασύνδεση…
web-you = εσύ
web-replay = Επανάληψη
web-step = επιλογή { $n }
web-tracks = Στήλες
web-round = Γύρος
web-settings = Επιλογές
