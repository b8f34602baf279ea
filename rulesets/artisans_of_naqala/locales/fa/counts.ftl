# صنعتگران نقاله، تعدادها (`$n` از یک نوع) و نام‌های کوتاه جدول امتیاز به فارسی.

## تعدادها (`$n` از یک نوع)

cards-jewellery-count = { $n } جواهرآلات
cards-treasure_chest-count = { $n } صندوق گنج
cards-crown-count = { $n } تاج
cards-burning_scimitar-count = { $n } شمشیر شعله‌ور
cards-enchanting_flute-count = { $n } نی افسونگر
cards-fabulous_lamp-count = { $n } چراغ افسانه‌ای
cards-flying_carpet-count = { $n } قالیچه‌ی پرنده
cards-horn_of_plenty-count = { $n } شاخ فراوانی
cards-rebirth_ring-count = { $n } انگشتر تولد دوباره
cards-tempest_talisman-count = { $n } طلسم توفان
counters-magic-count = { $n } جادو

## جدول امتیاز (نام کوتاه هر بخش)

scoring-artisans-name = صنعتگرها
scoring-precious-name = اشیای گران‌بها
scoring-tent-name = چادر
