# Giao diện web (plugins/naqala_web): trang tạo ván và chữ riêng của bàn chơi.

web-title = naqala: chơi trên trình duyệt
web-new-game = Ván mới
web-ruleset = Bộ luật
web-players = Người chơi
web-seat = Ghế
web-person = Người
web-seed-field = Hạt giống (để trống: ngẫu nhiên)
web-create = Tạo ván
web-links = Mỗi ghế một đường dẫn bí mật: chỉ đưa cho đúng người chơi của ghế đó.
web-spectator = Người xem
web-waiting = Đang chờ { $player }
web-play = Chơi
web-notation = Hoặc gõ cả nước đi (ví dụ b3 Eg Ey Sb)
web-log = Diễn biến
web-scores = Điểm cuối ván
web-draw = chồng rút
web-hand = trong tay
web-hidden-cards = lá bài úp
web-board = Bàn cờ
web-offline = Mất kết nối; đang kết nối lại…
web-you = bạn
web-replay = Xem lại
web-step = lựa chọn { $n }
web-tracks = Đường đua
web-round = Vòng
web-settings = Tùy chọn
