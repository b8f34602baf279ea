# رابط وب (plugins/naqala_web): صفحه‌ی ساختن بازی و واژه‌های خود میز.

web-title = نقاله: بازی در مرورگر
web-new-game = بازی تازه
web-ruleset = قواعد
web-players = بازیکنان
web-seat = جایگاه
web-person = انسان
web-seed-field = بذر (خالی: تصادفی)
web-create = ساختن بازی
web-links = برای هر جایگاه یک پیوند مخفی: هر کدام را فقط به بازیکن خودش بدهید.
web-spectator = تماشاگران
web-waiting = در انتظار { $player }
web-play = بازی
web-notation = یا کل حرکت را بنویسید (مثلاً { "\u2068b3 Eg Ey Sb\u2069" })
web-log = رویدادها
web-scores = امتیاز پایانی
web-draw = دسته‌ی کارت
web-hand = در دست
web-hidden-cards = کارت‌های پنهان
web-board = صفحه
web-offline = اتصال قطع شد؛ در حال اتصال دوباره…
web-you = شما
web-replay = بازپخش
web-step = انتخاب { $n }
web-tracks = مسیرها
web-round = دور
web-settings = گزینه‌ها
