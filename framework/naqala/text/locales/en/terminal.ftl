# The terminal front end (plugins/naqala_terminal): full screen and line mode.

term-round = Round { $n }
term-turn-of = { $player } to play
term-watching = Watching
term-paused = paused
term-speed = { $n } s per choice
term-players = Players
term-tracks = Tracks
term-rows = Card rows
term-log = What happened
term-command = number, move, or command (help)
term-keys = F1 help · F2 legend · ←↑→↓ Enter tile · Tab panel · ^Z undo · ^S save · ^Q quit
term-keys-watch = Space pause · + faster · - slower · F2 legend · ^Q quit
term-hand = in hand: { $hand }
term-legend-title = Legend
term-legend-tiles = Tiles (value, name):
term-legend-pieces = Pieces (a number after a letter counts them):
term-legend-tokens = Marks on tiles:
term-legend-players = Players (their markers on the tiles they own):
term-legend-settings = Options this game sets otherwise:
term-legend-blocked = blocked tile, no one may enter it
term-legend-wall = edge blocked by a wall
term-board-hexagonal = Hexagonal tiles: every second row is shifted half a tile to the right, so { $tile } touches { $tiles }.
term-board-graph = Paths between tiles: { $paths }
term-board-from = From { $tile }: { $tiles }
term-legend-close = Press Escape or F2 to go back.
term-help-title = Help
term-help-close = Press Escape or F1 to go back.
term-help-rule = The rule:
term-help-keys = Keys: arrows and Enter (or a click) choose a tile on the board; Tab moves between the board, the options and the command line; type an option's number, its words, or a whole move such as { $move }. Commands: help, undo, save FILE, load FILE, lang CODE, quit.
term-help-bid = Each player chooses a spot on the track and pays the spot's price; the order of the next turn follows the spots.
term-help-move-start = Choose the tile where your move begins: you pick up its pieces and then drop them one by one on neighbouring tiles.
term-help-move-drop = Drop one piece from your hand on a tile next to the last one; the last one must land where the rules allow.
term-help-other = Choose one of the options below.
term-handover = Pass the screen to { $player }.
term-handover-hint = Press Enter when { $player } is ready; the other players look away.
term-autosaved = Saved automatically to { $file }.
term-interrupted = Interrupted: the game is saved to { $file }. Continue it with: naqala play --resume
term-interrupted-unsaved = Interrupted: the game is left unfinished, and is not saved.
term-quit-unsaved = Your last choices are not saved. Type quit again to leave, or save FILE first.
term-load-unsaved = This game is not saved to a file: loading replaces it, and the next autosave writes over it. Type the same load again to go on, or save FILE first.
term-save-bad-path = cannot save to '{ $file }': give the name of a file, not a folder
term-save-held = cannot save to '{ $file }': it is the lock of a game being played, which a save would break; give another name
term-save-autosaving = cannot save to '{ $file }': a game being played elsewhere autosaves there, and would write over this save; give another name
term-loaded = Loaded { $file }.
term-game-over = The game is over. Press Ctrl+Q to leave.
term-more = … { $n } more
# A bot at a table with people failed ($reason: what it raised) or answered no option: named,
# and its seat plays on.
term-bot-failed = The bot { $bot } of { $player } failed ({ $reason }); it plays the first option and the game goes on.
term-bot-no-option = The bot { $bot } of { $player } answered { $answer }, which is not an option; it plays the first option and the game goes on.
# An autosave could not be written (said when it fails, once until one works again).
term-autosave-failed = The game could not be saved automatically to { $file } ({ $reason }). Save it yourself with save FILE.
