# naqala, English: the game's log. Every change a player at the table would notice is an
# event; a ruleset's pack words its own events (event-KIND) and may reword these.

event-turn = { $actor } plays (round { $round })
event-moves = { $actor } picks up { $pieces } from { $tile }
event-dropped = { $actor } drops one { $piece } on { $tile }
event-picked = { $actor } takes { $pieces } from { $tile }
event-claimed = { $actor } takes control of { $tile }
event-performs = { $actor } performs the action of { $action }
event-kept = { $actor } keeps { $pieces }
event-returned = { $actor } returns { $pieces } to the bag
event-put = { $actor } puts { $pieces } on { $tile }
event-collected = { $actor } takes { $pieces } from the bag
event-gained = { $actor } gains { $amount }
event-lost = { $actor } loses { $amount }
event-paid = { $actor } pays { $items }
event-placed = { $actor } places one { $token } on { $tile }
event-taken = { $actor } takes { $card }
event-drew = { $actor } draws { $n } from the pile of { $deck }
event-discarded = { $actor } discards { $card }
event-removed = { $actor } removes one { $piece } { $on ->
    [tile] from { $tile }
    [player] from { $victim }
   *[none] {""}
}
event-stolen = { $actor } takes { $item } from { $victim }
event-shifted = { $actor } moves one { $token } from { $tile } to { $to }
event-bid = { $actor } takes spot { $spot } on the { $track } for { $cost }
event-power = { $actor } uses { $card }
event-sold_set = { $actor } sells { $cards } for { $amount }
event-refilled = The row of { $deck } is refilled
event-game_over = The game is over
event-other = { $actor }: something happened
