# naqala balance lab, English: `naqala compare`, its HTML report, study progress and
# `naqala bench bots`.

lab-setup = { $games } games each from seed { $seed }, { $players } players, bots { $bots }
lab-percent = { $n }%
lab-seat = seat { $n }
lab-wins-seat = wins, seat { $n }
lab-seat-one = seat 1 against a fair share, p
lab-score = score
lab-winning-score = winning score
lab-rounds = rounds
lab-turns = turns
lab-points = points: { $term }
lab-card = card
lab-held-wins = { $name }: held / wins
lab-written = report written to { $path }
lab-title = naqala compare: { $names }
lab-versus = { " vs " }
lab-note = Intervals are 95%. A star marks a difference from the first ruleset with p < 0.05 (both Welch’s t-test and the Mann-Whitney U test, or Fisher’s exact test for win rates).
lab-plots = Plots
lab-plot = plot
lab-cards = Cards held at the end
lab-plot-scores = Scores (every seat)
lab-plot-length = Game length (rounds)
lab-plot-wins = Win rate by seat (95% Wilson intervals)
lab-plot-terms = Mean points per scoring term (95% intervals)
lab-progress = { $done }/{ $total } games
lab-progress-left = { $done }/{ $total } games, about { $minutes } min { $seconds } s left
lab-bench-setup = Four-player games from seed { $seed }: { $games } for win rates, { $sample } for scores
lab-bench-greedy = greedy (seat 1) against three random: wins { $wins }
lab-bench-mcts = mcts (seat 1) against three greedy: wins { $wins }, { $mcts } s per mcts decision, { $greedy } s per greedy decision
lab-bench-four = four { $bot }: winning score { $score }, seat 1 wins { $wins }
lab-bench-rounds = rounds, { $a } { $ma } against { $b } { $mb }: Welch p = { $welch }, Mann-Whitney p = { $mw }
lab-bench-seat-one = { $ruleset }, four greedy: seat 1 wins { $wins }
