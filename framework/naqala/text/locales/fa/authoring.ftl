# ابزارهای نگارش قوانین naqala، فارسی: جمله‌های `naqala diff`.

diff-title = آنچه «{ $b }» نسبت به «{ $a }» تغییر می‌دهد:
diff-none = هیچ تغییری در قوانین نیست.
diff-option = گزینه‌ی { $option }: { $from } ← { $to }
diff-setting = تنظیم { $setting }: { $from } ← { $to }
diff-added = { $section } تازه: { $name }
diff-removed = { $section } حذف‌شده: { $name }
diff-changed = { $section } تغییریافته: { $name }
diff-players = { $n } بازیکن
diff-section = { $section ->
    [tiles] نوع کاشی
    [pieces] نوع مهره
    [tokens] ژتون
    [counters] شمارنده
    [players] تعداد بازیکن
    [decks] دسته کارت
    [tables] جدول مقادیر
    [tracks] جدول جایگاه‌ها
    [variables] متغیر
    [events] رویداد
    [cards] کارت
    [phases] مرحله‌ی دور
    [scoring] بند امتیازدهی
    [memory] حافظه‌ی نوبت
   *[other] { $section }
}
diff-field = { $field ->
    [count] تعداد
    [values] مقادیر
    [value_colour] رنگ مقدار
    [action] کنش
    [blocked] مسدود
    [colour] رنگ
    [supply] موجودی بانک
    [start] شروع
    [markers] نشانگرها
    [row] ردیف
    [default] پیش‌فرض
    [deck] دسته کارت
    [vp] امتیاز
    [cost] هزینه
    [power] قدرت
    [grants] تا وقتی در دست است
    [on] رخداد
    [order] ترتیب
    [points] امتیاز شمرده‌شده
    [letter] حرف
    [hidden] پنهان
    [skip_gaps] پریدن از جاهای خالی ردیف
    [open_draw] دسته‌ی برداشت رو به بالا
    [wild] کارت‌های جایگزین
    [spots] خانه‌ها
    [costs] هزینه‌ی خانه‌ها
    [shared_cost] هزینه‌ی خانه‌های مشترک
    [pays] پرداخت با
    [free_discounts] تخفیف در خانه‌های رایگان
    [queue] صف در خانه‌ی مشترک
    [play_order] ترتیب بازی
    [doc] توضیح
    [edges] لبه‌های بسته
    [class] نوع کارت
    [useful] سودمند وقتی
    [own_turn] نوبت هر بازیکن
    [sets] نوع سری
    [holds] نگه می‌دارد
   *[other] { $field }
}
diff-field-set = { $field }: { $to }
diff-field-dropped = { $field }: حذف شد (پیش‌تر { $from })
diff-field-changed = { $field }: { $from } ← { $to }
diff-rule = متن قانون: { $text }
diff-value = { $value ->
    [yes] بله
    [no] خیر
   *[other] { $value }
}
diff-nothing = هیچ
diff-step-added = گام تازه‌ی «{ $step }»: { $effect }
diff-step-removed = گام «{ $step }» حذف شد
diff-step-changed = گام «{ $step }» اکنون: { $effect }
diff-step-reordered = گام‌ها با ترتیب تازه: { $steps }
