# Εργαστήριο ισορροπίας του naqala, ελληνικά: `naqala compare`, η αναφορά HTML, η πρόοδος
# μιας μελέτης και το `naqala bench bots`.

lab-setup = { $games } παρτίδες για κάθε σύνολο κανόνων από τον σπόρο { $seed }, { $players } παίκτες, bots { $bots }
lab-percent = { $n }%
lab-seat = θέση { $n }
lab-wins-seat = νίκες, θέση { $n }
lab-seat-one = θέση 1 έναντι δίκαιου μεριδίου, p
lab-score = σκορ
lab-winning-score = σκορ νικητή
lab-rounds = γύροι
lab-turns = σειρές
lab-points = πόντοι: { $term }
lab-card = κάρτα
lab-held-wins = { $name }: κατοχή / νίκες
lab-written = η αναφορά γράφτηκε στο { $path }
lab-title = naqala compare: { $names }
lab-versus = { " έναντι " }
lab-note = Τα διαστήματα είναι 95%. Ένα αστέρι σημειώνει διαφορά από το πρώτο σύνολο κανόνων με p < 0,05 (και στο t-test του Welch και στο U-test των Mann-Whitney, ή στο ακριβές τεστ του Fisher για τα ποσοστά νικών).
lab-plots = Διαγράμματα
lab-plot = διάγραμμα
lab-cards = Κάρτες στο τέλος της παρτίδας
lab-plot-scores = Σκορ (όλες οι θέσεις)
lab-plot-length = Διάρκεια παρτίδας (γύροι)
lab-plot-wins = Ποσοστό νικών ανά θέση (διαστήματα Wilson 95%)
lab-plot-terms = Μέσοι πόντοι ανά όρο βαθμολογίας (διαστήματα 95%)
lab-progress = { $done }/{ $total } παρτίδες
lab-progress-left = { $done }/{ $total } παρτίδες, απομένουν περίπου { $minutes } λεπ. { $seconds } δευτ.
lab-bench-setup = Παρτίδες τεσσάρων παικτών από τον σπόρο { $seed }: { $games } για τα ποσοστά νικών, { $sample } για το σκορ
lab-bench-greedy = greedy (θέση 1) έναντι τριών random: νίκες { $wins }
lab-bench-mcts = mcts (θέση 1) έναντι τριών greedy: νίκες { $wins }, { $mcts } δευτ. ανά απόφαση του mcts, { $greedy } δευτ. ανά απόφαση του greedy
lab-bench-four = τέσσερα { $bot }: σκορ νικητή { $score }, η θέση 1 κερδίζει { $wins }
lab-bench-rounds = γύροι, { $a } { $ma } έναντι { $b } { $mb }: Welch p = { $welch }, Mann-Whitney p = { $mw }
lab-bench-seat-one = { $ruleset }, τέσσερα greedy: η θέση 1 κερδίζει { $wins }
