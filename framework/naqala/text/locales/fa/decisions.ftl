# naqala، فارسی: هر تصمیم چه می‌پرسد و هر گزینه چه معنایی دارد.
# بسته‌ی هر مجموعه‌قوانین می‌تواند یک جای خاص را با واژه‌های خودش بگوید: prompt-SECTION-KEY-FIELD-TOPIC (یک پرسش)
# و option-SECTION-KEY-FIELD-TOPIC (برچسب یک گزینه)؛ آنچه این‌جا آمده پیش‌فرض است.
# $entry نام مدخلی از قوانین است که می‌پرسد؛ $rule متن قانونِ همان مدخل است.

prompt-move-start = کاشی‌ای را برای برداشتن مهره‌هایش انتخاب کنید
prompt-move-drop = در { $tile }: یک مهره بگذارید (در دست: { $hand })
prompt-may = { $entry }: { $rule } انجامش می‌دهید؟
prompt-may-step = { $entry }: انجامش می‌دهید؟
prompt-pay = { $entry }: چگونه پرداخت می‌کنید؟
prompt-pay-any = { $entry }: چند عدد { $item } می‌پردازید؟
prompt-alternative = { $entry }: کدام راه؟
prompt-choose-tile = { $entry }: یک کاشی انتخاب کنید
prompt-choose-player = { $entry }: یک بازیکن انتخاب کنید
prompt-choose-card = { $entry }: یک کارت انتخاب کنید
prompt-choose-id = { $entry }: یکی را انتخاب کنید
prompt-remove = { $entry }: انتخاب کنید چه چیزی از { $from } برداشته شود
prompt-take = { $entry }: کارتی را برای برداشتن از ردیف { $deck } انتخاب کنید (هنوز { $n } کارت برمی‌دارید)
prompt-keep = { $entry }: کارتی را برای نگه داشتن انتخاب کنید (هنوز { $n } کارت نگه می‌دارید)
prompt-steal = { $entry }: انتخاب کنید چه چیزی از { $victim } بگیرید
prompt-shift = { $entry }: انتخاب کنید چه چیزی از { $tile } جابه‌جا شود
prompt-tribute = { $entry }: انتخاب کنید چه چیزی به { $to } می‌دهید
prompt-tribute-keep = { $entry }: انتخاب کنید چه چیزی برمی‌دارید
prompt-bid = خانه‌تان را روی { $track } انتخاب کنید
prompt-sell = فروش: یک کارت به مجموعه اضافه کنید، مجموعه را بفروشید یا تمام کنید (مجموعه تا این‌جا: { $chosen })
prompt-moment = اکنون از یک قدرت استفاده کنید، یا ادامه دهید
prompt-pause = پایان نوبت شما: از یک قدرت استفاده کنید یا نوبت را تمام کنید

option-yes = بله
option-no = خیر
option-done = تمام
option-go-on = ادامه
option-finish = پایان نوبت
option-power = استفاده از { $card }
option-spot = خانه‌ی { $spot } به قیمت { $cost }
option-spot-cards = خانه‌ی { $spot } به قیمت { $cost }، با کنار گذاشتن { $cards }
option-tile = { $tile }
option-player = { $player }
option-name = { $name }
option-card = { $card }
option-card-slot = { $card } (کارت شماره‌ی { $slot } ردیف)
option-piece = { $piece }
option-pay = { $items }
option-amount = { $n }
option-add-card = افزودن { $card } به مجموعه
option-sell = فروش مجموعه‌ی { $n } کارتی به قیمت { $amount }
option-start = { $tile } ({ $pieces })
option-drop = { $piece } { $direction }، روی { $tile }
option-token-on = { $token } روی { $tile }
option-given = { $thing } (داده‌شده از سوی { $player })
option-alt-choose-tile = انتخاب کاشی
option-alt-choose-player = انتخاب بازیکن
option-alt-choose-card = انتخاب کارت
option-alt-choose-id = انتخاب
option-alt-pay = پرداخت
option-alt-other = راه { $n }

directions-N = به سمت شمال
directions-E = به سمت شرق
directions-S = به سمت جنوب
directions-W = به سمت غرب
directions-NE = به سمت شمال شرقی
directions-SE = به سمت جنوب شرقی
directions-SW = به سمت جنوب غربی
directions-NW = به سمت شمال غربی
directions-edge = در امتداد یک یال

ui-tile = { $kind } { $at }
ui-nothing = هیچ
ui-unnamed = (بی‌نام)
