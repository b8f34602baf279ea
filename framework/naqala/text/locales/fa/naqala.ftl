# متن رابط naqala، فارسی: تصمیم‌ها، گزینه‌ها، گزارش، خطاها، سرتیترها.

decision-bid = یک خانه روی مسیر ترتیب نوبت انتخاب کنید
decision-move-start = کاشی‌ای را انتخاب کنید که مهره‌هایش را برمی‌دارید
decision-move-drop = یک مهره بگذارید
decision-may = آیا می‌خواهید این کار را انجام دهید؟
decision-pay = روش پرداخت را انتخاب کنید
decision-pay-any = چند عدد کنار می‌گذارید؟
decision-alternative = یکی را انتخاب کنید
decision-choose-tile = یک کاشی انتخاب کنید
decision-choose-player = یک بازیکن انتخاب کنید
decision-choose-card = یک کارت انتخاب کنید
decision-choose-id = انتخاب کنید
decision-remove = مهره‌ای را که باید برداشته شود انتخاب کنید
decision-take = کارتی را که برمی‌دارید انتخاب کنید
decision-keep = کارتی را که نگه می‌دارید انتخاب کنید
decision-sell = فروش کالا: کارت به یک سری اضافه کنید، آن را بفروشید، یا کار را تمام کنید
decision-pause = از یک قدرت استفاده کنید، یا ادامه دهید

option-yes = بله
option-no = خیر
option-done = تمام
option-sell = فروش این سری
option-power = استفاده از { $name }
option-spot = خانه‌ی { $spot } به بهای { $cost } سکه
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
ui-rules-tribes = قبیله‌ها
ui-rules-djinns = کارت‌ها و قدرت‌ها
ui-rules-turn = نوبت
ui-left-unfinished = ورودی تمام شد: بازی ناتمام ماند.

log-chose = { $player } گزینه‌ی { $option } را انتخاب کرد

error-not-an-option = این یکی از گزینه‌ها نیست.
error-nothing-to-undo = از وقتی آخرین بازیکن حرکت کرده، کاری از شما نمانده که بشود برگرداند.
error-save-needs-file = فرمان { "\u2068save\u2069" } نام فایل لازم دارد: { "\u2068save FILE\u2069" }
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
