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
# What the create page says when a game could not be created: a seed typed wrong, and a
# server that gave no game ({ $n }: the HTTP status; the browser's own words follow
# no-answer in brackets).
web-create-seed = the seed must be a whole number from 0, or empty for a random one
web-create-no-answer = the server did not answer
web-create-not-a-game = the server answered HTTP { $n }, not a game
# Why the table refused what a player did (a `refused` frame's message; the frame's `reason` is the
# id after web-refused-). { $player }: a player's name (ui-player); { $n }: a number.
web-refused-spectator = spectators cannot choose
web-refused-game-over = the game is over
web-refused-stale = that choice answers a decision already taken; the table shows the current one
web-refused-not-your-turn = it is { $player }'s turn, not yours
web-refused-replay-not-over = a game is replayed once it is over
web-refused-replay-step = a replay step is 0 to { $n }
web-refused-no-game = no game has this link
# { $name }: the language code asked for, quoted as it was sent.
web-refused-no-language = no language { $name }
# { $reason }: the games file's reason, as the file says it.
web-refused-not-kept = { $reason }: it was not made
web-refused-server-full = the server has as many connections as it takes ({ $n }); try again later
web-refused-link-full = this link has as many connections open as one link may ({ $n }); close a page of it, or try again later
web-refused-address-full = this address has as many connections open as one address may ({ $n }); close a page of this server, or try again later
