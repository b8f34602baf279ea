# هوس‌های سلطان، تعدادها (`$n` از یک نوع) به فارسی.

## تعدادها (`$n` از یک نوع)

cards-whim_elders-count = { $n } کارت هوس: شورای پیرها
cards-whim_viziers-count = { $n } کارت هوس: دربار وزیرها
cards-whim_fakirs-count = { $n } کارت هوس: نمایش فقیرها
cards-whim_spices-count = { $n } کارت هوس: ادویه و ابریشم
cards-whim_harvest-count = { $n } کارت هوس: جشن خرمن
cards-whim_treasure-count = { $n } کارت هوس: یک گنج
cards-whim_scribe-count = { $n } کارت هوس: طومار دانشمند
cards-whim_retinue-count = { $n } کارت هوس: یک همراهی
