# پنج قبیله، فارسی: واژه‌های خودِ بازی برای تصمیم‌ها و گزارش بازی.
# پیش‌فرض‌ها در بسته‌ی چارچوب هستند؛ prompt-SECTION-KEY-FIELD-TOPIC یک جای خاص را با واژه‌های خودش می‌گوید.

prompt-move-start = کاشی‌ای را انتخاب کنید تا مهره‌هایش را بردارید
prompt-move-drop = در { $tile }: یک مهره بگذارید (در دست: { $hand })
prompt-sell = فروش کالا: یک کارت به سری اضافه کنید، سری را بفروشید یا تمام کنید (سری تا این‌جا: { $chosen })
prompt-pause = پایان نوبت شما: از قدرت یک جن استفاده کنید یا نوبت را تمام کنید
option-add-card = افزودن { $card } به سری
option-sell = فروش سری { $n } کارتی به قیمت { $amount }
prompt-pieces-builder-action-boost = { $entry }: چند فقیر کنار می‌گذارید تا هر کدام یک معمار اضافه حساب شود؟
prompt-pieces-assassin-action-boost = { $entry }: چند فقیر کنار می‌گذارید تا هر کدام برد قاتل‌ها را یک کاشی بیشتر کند؟
prompt-pieces-assassin-action-alternative = { $entry }: روی صفحه می‌کشید یا جلوی یک حریف؟
option-pieces-assassin-action-victim = کشتن یک مهره روی یک کاشی
option-pieces-assassin-action-rival = کشتن یک وزیر یا یک پیر جلوی یک حریف
prompt-pieces-assassin-action-victim = { $entry }: کاشی‌ای را در فاصله‌ی حداکثر { $reach } گام انتخاب کنید تا مهره‌ای را روی آن بکشید
prompt-pieces-assassin-action-rival = { $entry }: حریفی را انتخاب کنید که وزیر یا پیرش را می‌کشید
prompt-pieces-assassin-action-remove = { $entry }: کدام مهره را می‌کشید ({ $from })؟
prompt-tiles-village-action-choose-tile = { $entry }: کاشی‌ای را برای کاخ انتخاب کنید
prompt-tiles-oasis-action-choose-tile = { $entry }: کاشی‌ای را برای درخت نخل انتخاب کنید
prompt-cards-anun_nak-power-choose-tile = { $entry }: یک کاشی خالی برای سه مهره انتخاب کنید
prompt-cards-bouraq-power-choose-tile = { $entry }: یک روستا برای کاخ انتخاب کنید
prompt-cards-enki-power-choose-tile = { $entry }: یک واحه برای درخت نخل انتخاب کنید
prompt-cards-leta-power-choose-tile = { $entry }: یک کاشی خالی برای شترتان انتخاب کنید
prompt-cards-utug-power-choose-tile = { $entry }: کاشی‌ای را که رویش فقط مهره هست برای شترتان انتخاب کنید
prompt-cards-sibittis-power-keep = { $entry }: جنی را که نگه می‌دارید انتخاب کنید

event-claimed = { $actor } یک شتر روی { $tile } می‌گذارد
event-kill = قاتل‌های { $actor } ضربه می‌زنند
event-killed = { $actor } یک { $piece } را { $on ->
    [tile] روی { $tile } می‌کشد
    [player] از جلوی { $victim } می‌کشد
   *[none] می‌کشد
}
