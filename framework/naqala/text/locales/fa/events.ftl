# naqala، فارسی: گزارش بازی. هر تغییری که بازیکنِ سرِ میز متوجهش شود یک رویداد است؛
# بسته‌ی هر مجموعه‌قوانین رویدادهای خودش (event-KIND) را می‌نویسد و می‌تواند این‌ها را هم بازنویسی کند.

event-turn = نوبت { $actor } است (دور { $round })
event-moves = { $actor } { $pieces } را از { $tile } برمی‌دارد
event-dropped = { $actor } یک { $piece } روی { $tile } می‌گذارد
event-picked = { $actor } { $pieces } را از { $tile } جمع می‌کند
event-claimed = { $actor } { $tile } را تصاحب می‌کند
event-performs = { $actor } کنش { $action } را انجام می‌دهد
event-kept = { $actor } { $pieces } را نگه می‌دارد
event-returned = { $actor } { $pieces } را به کیسه برمی‌گرداند
event-put = { $actor } { $pieces } را روی { $tile } می‌گذارد
event-collected = { $actor } { $pieces } را از کیسه بیرون می‌آورد
event-gained = { $actor } { $amount } می‌گیرد
event-lost = { $actor } { $amount } از دست می‌دهد
event-paid = { $actor } { $items } می‌پردازد
event-placed = { $actor } یک { $token } روی { $tile } می‌گذارد
event-taken = { $actor } { $card } را برمی‌دارد
event-drew = { $actor } { $n } کارت از دسته‌ی { $deck } می‌کشد
event-discarded = { $actor } { $card } را کنار می‌گذارد
event-removed = { $actor } یک { $piece } را { $on ->
    [tile] از { $tile } برمی‌دارد
    [player] از جلوی { $victim } برمی‌دارد
   *[none] برمی‌دارد
}
event-stolen = { $actor } { $item } را از { $victim } می‌گیرد
event-shifted = { $actor } یک { $token } را از { $tile } به { $to } می‌برد
event-bid = { $actor } خانه‌ی { $spot } را روی { $track } به قیمت { $cost } می‌گیرد
event-power = { $actor } از { $card } استفاده می‌کند
event-sold_set = { $actor } { $cards } را به قیمت { $amount } می‌فروشد
event-refilled = ردیف { $deck } دوباره پر می‌شود
event-game_over = بازی تمام شد
event-other = { $actor }: اتفاقی افتاد
