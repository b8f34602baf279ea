# naqala authoring tools, English: the sentences of `naqala diff`.

diff-title = What “{ $b }” changes against “{ $a }”:
diff-none = No rule changes.
diff-option = Option { $option }: { $from } → { $to }
diff-setting = Setting { $setting }: { $from } → { $to }
diff-setting-name = { $setting ->
    [end_when] game ends when
    [board-columns] board columns
    [board-rows] board rows
    [board-setup_pieces] pieces on each tile at setup
    [board-owner_counter] counter spent to claim a tile
    [board-own_drops_count] a move's own drops count
    [board-power_uses] uses of a power with a cost
    [board-walls] walls
    [board-pay_after_powers] costs paid after the power
    [board-offer_idle_powers] powers offered that change nothing
    [board-regions] board regions
    [board-turn_tiles] tiles turned at random
    [movement-adjacency] directions of a step
    [movement-edges] links between tiles
    [movement-step_back] a step straight back
    [movement-pick_up] pieces picked up
    [movement-last_drop] where the last piece may land
   *[other] { $setting }
}
diff-added = New { $section }: { $name }
diff-removed = Removed { $section }: { $name }
diff-changed = Changed { $section }: { $name }
diff-players = { $n } players
diff-section = { $section ->
    [tiles] tile kind
    [pieces] piece kind
    [tokens] token
    [counters] counter
    [players] player count
    [decks] deck
    [tables] table
    [tracks] track
    [variables] variable
    [events] event
    [cards] card
    [phases] phase of the round
    [scoring] scoring term
    [memory] turn memory
   *[other] { $section } entry
}
diff-field = { $field ->
    [count] count
    [values] values
    [value_colour] value colour
    [action] action
    [blocked] blocked
    [colour] colour
    [supply] supply
    [start] start
    [markers] markers
    [row] row
    [default] default
    [deck] deck
    [vp] points
    [cost] cost
    [power] power
    [grants] while held
    [on] trigger
    [order] order
    [points] points counted
    [letter] letter
    [hidden] hidden
    [skip_gaps] row skips gaps
    [open_draw] draw pile face up
    [wild] wild cards
    [spots] spots
    [costs] spot costs
    [shared_cost] cost of shared spots
    [pays] paid in
    [free_discounts] discounts on free spots
    [queue] queue on a shared spot
    [play_order] play order
    [doc] description
    [edges] blocked edges
    [class] card type
    [useful] useful when
    [own_turn] turns of their own
    [sets] kind of set
    [holds] holds
   *[other] { $field }
}
diff-field-set = { $field }: { $to }
diff-field-dropped = { $field }: removed (was { $from })
diff-field-changed = { $field }: { $from } → { $to }
diff-rule = Rule text: { $text }
diff-value = { $value ->
    [yes] yes
    [no] no
   *[other] { $value }
}
diff-nothing = nothing
diff-step-added = New step “{ $step }”: { $effect }
diff-step-removed = Step removed: “{ $step }”
diff-step-changed = Step “{ $step }” now: { $effect }
diff-step-reordered = The steps in a new order: { $steps }
