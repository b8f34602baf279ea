# naqala, English: what each decision asks and what each option means.
# A ruleset's pack may word one place of its own: prompt-SECTION-KEY-FIELD-TOPIC (a prompt)
# and option-SECTION-KEY-FIELD-TOPIC (a label of an alternative); these are the defaults.
# $entry names the ruleset entry that asks; $rule is that entry's rule text.

prompt-move-start = Choose a tile to pick up
prompt-move-drop = At { $tile }: drop a piece (in hand: { $hand })
prompt-may = { $entry }: { $rule } Do you do it?
prompt-may-step = { $entry }: do you do it?
prompt-pay = { $entry }: how do you pay?
prompt-pay-any = { $entry }: how many of { $item } do you pay?
prompt-alternative = { $entry }: which way?
prompt-choose-tile = { $entry }: choose a tile
prompt-choose-player = { $entry }: choose a player
prompt-choose-card = { $entry }: choose a card
prompt-choose-id = { $entry }: choose one
prompt-remove = { $entry }: choose what to remove from { $from }
prompt-take = { $entry }: choose a card to take from the row of { $deck } ({ $n } left to take)
prompt-keep = { $entry }: choose a card to keep ({ $n } left to keep)
prompt-steal = { $entry }: choose what to take from { $victim }
prompt-shift = { $entry }: choose what to move from { $tile }
prompt-tribute = { $entry }: choose what you give up to { $to }
prompt-tribute-keep = { $entry }: choose what you take
prompt-bid = Choose your spot on the { $track }
prompt-sell = Selling: add a card to the set, sell the set, or stop (set so far: { $chosen })
prompt-moment = Use a power now, or go on
prompt-pause = End of your turn: use a power, or finish

option-yes = yes
option-no = no
option-done = done
option-go-on = go on
option-finish = finish the turn
option-power = use { $card }
option-spot = spot { $spot } for { $cost }
option-spot-cards = spot { $spot } for { $cost }, discarding { $cards }
option-tile = { $tile }
option-player = { $player }
option-name = { $name }
option-card = { $card }
option-card-slot = { $card } (card { $slot } of the row)
option-piece = { $piece }
option-pay = { $items }
option-amount = { $n }
option-add-card = add { $card } to the set
option-sell = sell the set of { $n } for { $amount }
option-start = { $tile } ({ $pieces })
option-drop = { $piece } { $direction }, onto { $tile }
option-token-on = { $token } on { $tile }
option-given = { $thing } (given up by { $player })
option-alt-choose-tile = choose a tile
option-alt-choose-player = choose a player
option-alt-choose-card = choose a card
option-alt-choose-id = choose
option-alt-pay = pay
option-alt-other = way { $n }

directions-N = north
directions-E = east
directions-S = south
directions-W = west
directions-NE = north-east
directions-SE = south-east
directions-SW = south-west
directions-NW = north-west
directions-edge = along an edge

ui-tile = { $kind } { $at }
ui-nothing = nothing
ui-unnamed = (unnamed)
