# متن رابط naqala، فارسی: تصمیم‌ها، گزینه‌ها، گزارش، خطاها، سرتیترها.

option-number = { $n }

ui-player = بازیکن { $n }
ui-you = شما
ui-round = دور { $n }
ui-help = شماره یا شناسه‌ی یک گزینه را بنویسید. در آغاز حرکت می‌توانید کل حرکت را یک‌جا بنویسید، مثلاً { "\u2068b3 Eg Ey Sb\u2069" }. فرمان‌ها: { "\u2068help\u2069" }، { "\u2068undo\u2069" }، { "\u2068save FILE\u2069" }، { "\u2068lang CODE\u2069" }، { "\u2068quit\u2069" }.
ui-refused = پذیرفته نشد: { $reason }
ui-saved = در { $file } ذخیره شد.
ui-undone = برگردانده شد.
ui-winners = برنده یا برندگان: { $names }
ui-total = جمع
ui-row = ردیف { $deck }: { $cards }
ui-draw-pile = دسته‌ی برداشت: { $n }
ui-rules-title = قوانین { $name }
ui-rules-tiles = کاشی‌ها
ui-rules-pieces = مهره‌ها
ui-rules-cards = کارت‌ها و قدرت‌ها
ui-rules-turn = نوبت
ui-left-unfinished = ورودی تمام شد: بازی ناتمام ماند.

log-chose = { $player } گزینه‌ی { $option } را انتخاب کرد

error-not-an-option = این یکی از گزینه‌ها نیست.
error-undo-hidden = این کار برگشت‌پذیر نیست: از آن موقع اطلاعات پنهانی آشکار شده است.
error-nothing-to-undo = از وقتی آخرین بازیکن حرکت کرده، کاری از شما نمانده که بشود برگرداند.
error-save-needs-file = فرمان { "\u2068save\u2069" } نام فایل لازم دارد: { "\u2068save FILE\u2069" }
error-load-needs-file = فرمان { "\u2068load\u2069" } نام فایل لازم دارد: { "\u2068load FILE\u2069" }
error-number-range = عددی از ۱ تا { $n } انتخاب کنید.
ui-walls = لبه‌های بسته
ui-move-at = در { $tile } (مسیر { $path })؛ در دست: { $hand }

# فهرست‌ها، عددها و تعداد چیزهایی که پیام تعداد ویژه‌ی خودشان را ندارند.
ui-list-separator = { "، " }
ui-group-separator = { "؛ " }
ui-decimal-mark = { "٫" }
ui-quantity = { $n } { $name }

# naqala simulate
simulate-game = بازی با بذر { $seed }: { $rounds } دور؛ امتیازها { $scores }؛ برنده یا برندگان: { $winners }
simulate-means = میانگین در { $games } بازی، برای هر بازیکن:
simulate-wins = بردها
simulate-rounds = میانگین تعداد دورها در هر بازی: { $rounds }
