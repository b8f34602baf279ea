# Phòng thử cân bằng của naqala, tiếng Việt: `naqala compare`, báo cáo HTML, tiến độ
# nghiên cứu và `naqala bench bots`.

lab-setup = Mỗi bộ luật { $games } ván từ hạt giống { $seed }, { $players } người chơi, bot { $bots }
lab-percent = { $n }%
lab-seat = ghế { $n }
lab-wins-seat = thắng, ghế { $n }
lab-seat-one = ghế 1 so với phần công bằng, p
lab-score = điểm
lab-winning-score = điểm người thắng
lab-rounds = số vòng
lab-turns = số lượt
lab-points = điểm: { $term }
lab-card = lá bài
lab-held-wins = { $name }: giữ / thắng
lab-written = đã ghi báo cáo vào { $path }
lab-title = naqala compare: { $names }
lab-versus = { " so với " }
lab-note = Các khoảng là khoảng tin cậy 95%. Dấu sao đánh dấu khác biệt so với bộ luật đầu tiên với p < 0,05 (cả kiểm định t của Welch lẫn kiểm định U của Mann-Whitney, hoặc kiểm định chính xác của Fisher cho tỉ lệ thắng).
lab-plots = Biểu đồ
lab-plot = biểu đồ
lab-cards = Lá bài nắm giữ khi kết thúc
lab-plot-scores = Điểm (mọi ghế)
lab-plot-length = Độ dài ván (số vòng)
lab-plot-wins = Tỉ lệ thắng theo ghế (khoảng Wilson 95%)
lab-plot-terms = Điểm trung bình theo mục tính điểm (khoảng 95%)
lab-progress = { $done }/{ $total } ván
lab-progress-left = { $done }/{ $total } ván, còn khoảng { $minutes } phút { $seconds } giây
lab-bench-setup = Ván bốn người từ hạt giống { $seed }: { $games } ván cho tỉ lệ thắng, { $sample } ván cho điểm
lab-bench-greedy = greedy (ghế 1) đấu ba random: thắng { $wins }
lab-bench-mcts = mcts (ghế 1) đấu ba greedy: thắng { $wins }, { $mcts } giây mỗi quyết định của mcts, { $greedy } giây mỗi quyết định của greedy
lab-bench-four = bốn { $bot }: điểm người thắng { $score }, ghế 1 thắng { $wins }
lab-bench-rounds = số vòng, { $a } { $ma } so với { $b } { $mb }: Welch p = { $welch }, Mann-Whitney p = { $mw }
lab-bench-seat-one = { $ruleset }, bốn greedy: ghế 1 thắng { $wins }
