# The web front end (plugins/naqala_web): the create page and the table's own words.

web-title = naqala: play in the browser
web-new-game = New game
web-ruleset = Ruleset
web-players = Players
web-seat = Seat
web-person = Person
web-seed-field = Seed (empty: random)
web-create = Create the game
web-links = One secret link per seat: give each only to its player.
web-spectator = Spectators
web-waiting = Waiting for { $player }
web-play = Play
web-notation = Or type the whole move (e.g. { $move })
web-log = What happened
web-scores = Final scores
web-draw = draw pile
web-hand = in hand
web-hidden-cards = hidden cards
web-board = Board
web-offline = Connection lost; reconnecting…
web-you = you
web-replay = Replay
web-step = choice { $n }
web-tracks = Tracks
web-round = Round
web-settings = Options
# The language's own name, as its speakers write it (the language menus).
web-language = English
web-seed-chosen = Whoever created this game chose its seed, so they may know everything it draws at random.
web-seed-unknown = This game began before naqala noted who chose its seed: whoever created it may have chosen it, and so may know everything it draws at random.
# A busy server's answer (more requests at once than it takes); { $n }: seconds.
web-busy-title = The server is busy
web-busy = The server is answering as many requests as it takes at once. Try again in { $n } seconds.
