# Five Tribes, English: the game's own words for its decisions and its log.
# Defaults are in the framework's pack; prompt-SECTION-KEY-FIELD-TOPIC words one place.

prompt-move-start = Choose a tile to pick up its meeples
prompt-move-drop = At { $tile }: drop a meeple (in hand: { $hand })
prompt-sell = Selling merchandise: add a card to the suit, sell the suit, or stop (suit so far: { $chosen })
prompt-pause = End of your turn: use a Djinn's power, or finish
option-add-card = add { $card } to the suit
option-sell = sell the suit of { $n } for { $amount }
prompt-pieces-builder-action-boost = { $entry }: how many Fakirs do you discard, each counting as one more Builder?
prompt-pieces-assassin-action-boost = { $entry }: how many Fakirs do you discard, each reaching one tile further?
prompt-pieces-assassin-action-alternative = { $entry }: kill on the board, or in front of an opponent?
option-pieces-assassin-action-victim = kill a meeple on a tile
option-pieces-assassin-action-rival = kill a Vizier or an Elder in front of an opponent
prompt-pieces-assassin-action-victim = { $entry }: choose a tile within { $reach } steps to kill on
prompt-pieces-assassin-action-rival = { $entry }: choose the opponent whose Vizier or Elder you kill
prompt-pieces-assassin-action-remove = { $entry }: which meeple do you kill ({ $from })?
prompt-tiles-village-action-choose-tile = { $entry }: choose the tile for the palace
prompt-tiles-oasis-action-choose-tile = { $entry }: choose the tile for the palm tree
prompt-cards-anun_nak-power-choose-tile = { $entry }: choose an empty tile for three meeples
prompt-cards-bouraq-power-choose-tile = { $entry }: choose a Village for the palace
prompt-cards-enki-power-choose-tile = { $entry }: choose an Oasis for the palm tree
prompt-cards-leta-power-choose-tile = { $entry }: choose an empty tile for your camel
prompt-cards-utug-power-choose-tile = { $entry }: choose a tile holding only meeples for your camel
prompt-cards-sibittis-power-keep = { $entry }: choose the Djinn you keep

event-claimed = { $actor } places a camel on { $tile }
event-kill = { $actor }'s Assassins strike
event-killed = { $actor } kills one { $piece } { $on ->
    [tile] on { $tile }
    [player] of { $victim }
   *[none] {""}
}
