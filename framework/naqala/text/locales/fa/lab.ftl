# آزمایشگاه توازن naqala، فارسی: `naqala compare`، گزارش HTML، پیشرفت یک بررسی و
# `naqala bench bots`.

lab-setup = برای هر مجموعه قوانین { $games } بازی از بذر { $seed }، { $players } بازیکن، ربات‌ها { $bots }
lab-percent = { $n }٪
lab-seat = جایگاه { $n }
lab-wins-seat = بردها، جایگاه { $n }
lab-seat-one = جایگاه ۱ در برابر سهم منصفانه، p
lab-score = امتیاز
lab-winning-score = امتیاز برنده
lab-rounds = دورها
lab-turns = نوبت‌ها
lab-points = امتیاز: { $term }
lab-card = کارت
lab-held-wins = { $name }: در دست / برد
lab-written = گزارش در { $path } نوشته شد
lab-title = { "\u2068naqala compare\u2069" }: { $names }
lab-versus = { " در برابر " }
lab-note = بازه‌ها ۹۵٪ هستند. ستاره تفاوتی با نخستین مجموعه قوانین را با p < ۰٫۰۵ نشان می‌دهد (هم در آزمون t ولش و هم در آزمون U من-ویتنی، یا در آزمون دقیق فیشر برای نرخ برد).
lab-plots = نمودارها
lab-plot = نمودار
lab-cards = کارت‌های در دست در پایان بازی
lab-plot-scores = امتیازها (همه‌ی جایگاه‌ها)
lab-plot-length = طول بازی (دور)
lab-plot-wins = نرخ برد بر حسب جایگاه (بازه‌های ویلسون ۹۵٪)
lab-plot-terms = میانگین امتیاز هر بند امتیازدهی (بازه‌های ۹۵٪)
lab-progress = { $done }/{ $total } بازی
lab-progress-left = { $done }/{ $total } بازی، حدود { $minutes } دقیقه و { $seconds } ثانیه مانده
lab-bench-setup = بازی‌های چهارنفره از بذر { $seed }: { $games } بازی برای نرخ برد، { $sample } بازی برای امتیاز
lab-bench-greedy = { "\u2068greedy\u2069" } (جایگاه ۱) در برابر سه { "\u2068random\u2069" }: بردها { $wins }
lab-bench-mcts = { "\u2068mcts\u2069" } (جایگاه ۱) در برابر سه { "\u2068greedy\u2069" }: بردها { $wins }، { $mcts } ثانیه برای هر تصمیم { "\u2068mcts\u2069" }، { $greedy } ثانیه برای هر تصمیم { "\u2068greedy\u2069" }
lab-bench-four = چهار { $bot }: امتیاز برنده { $score }، جایگاه ۱ می‌برد { $wins }
lab-bench-rounds = دورها، { $a } { $ma } در برابر { $b } { $mb }: ولش p = { $welch }، من-ویتنی p = { $mw }
lab-bench-seat-one = { $ruleset }، چهار { "\u2068greedy\u2069" }: جایگاه ۱ می‌برد { $wins }
