# naqala front-end text, English: decisions, options, log, errors, headings.

option-number = { $n }

ui-player = Player { $n }
ui-you = you
ui-round = Round { $n }
ui-help = Type the number or the id of an option. At the start of a move you may type the whole move, e.g. b3 Eg Ey Sb. Commands: help, undo, save FILE, lang CODE, quit.
ui-refused = Refused: { $reason }
ui-saved = Saved to { $file }.
ui-undone = Undone.
ui-winners = Winner(s): { $names }
ui-total = total
ui-row = { $deck } row: { $cards }
ui-draw-pile = draw pile: { $n }
ui-rules-title = Rules of { $name }
ui-rules-tiles = Tiles
ui-rules-pieces = Pieces
ui-rules-cards = Cards and powers
ui-rules-turn = The turn
ui-left-unfinished = End of input: the game is left unfinished.

log-chose = { $player } chose { $option }

error-not-an-option = That is not one of the options.
error-undo-hidden = That cannot be undone: hidden information was shown since.
error-nothing-to-undo = Nothing of yours to undo since the last player acted.
error-save-needs-file = save needs a file name: save FILE
error-load-needs-file = load needs a file name: load FILE
error-number-range = Choose a number from 1 to { $n }.
ui-walls = Blocked edges
ui-move-at = At { $tile } (path { $path }); in hand: { $hand }

# Lists, numbers and quantities of things without a quantity message of their own.
ui-list-separator = { ", " }
ui-group-separator = { "; " }
ui-decimal-mark = { "." }
ui-quantity = { $name } × { $n }

# `naqala simulate`
simulate-game = Game with seed { $seed }: { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }; scores { $scores }; winner(s): { $winners }
simulate-means = Means over { $games ->
        [one] one game
       *[other] { $games } games
    }, by player:
simulate-wins = wins
simulate-rounds = Mean rounds per game: { $rounds }
